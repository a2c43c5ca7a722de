//! Atomics and fences: `atomicrmw` -> `atom`/`red` (the reduction form when
//! the old value is unused), `cmpxchg` -> `atom.cas` plus a comparison for
//! the success flag, atomic loads and stores -> `ld/st.relaxed|acquire|release`,
//! `fence` -> `fence.sc`/`fence.acq_rel`. Orderings become PTX memory-order
//! qualifiers and `syncscope` a scope (`.cta`, `.gpu`, `.sys`).

use super::{FnLowering, Val};
use crate::inst::{Guard, MachInst, Operand, PtxInst};
use crate::modifiers::{CmpOp, MemSem, ReduceOp, Rounding, Scope};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{AtomicRmwOp, Inst, Ordering, SyncScope, Value};

/// `atomicrmw` operation -> (PTX operation, type flavour). `None`: no PTX instruction.
fn rmw_op(op: AtomicRmwOp, s: Scalar) -> Option<(ReduceOp, PtxType)> {
    use PtxType::*;
    let wide = s.bits() == 64;
    let pick = |a: PtxType, b: PtxType| if wide { b } else { a };
    Some(match op {
        AtomicRmwOp::Xchg => (ReduceOp::Exch, pick(B32, B64)),
        AtomicRmwOp::Add | AtomicRmwOp::Sub => (ReduceOp::Add, pick(U32, U64)),
        AtomicRmwOp::And => (ReduceOp::And, pick(B32, B64)),
        AtomicRmwOp::Or => (ReduceOp::Or, pick(B32, B64)),
        AtomicRmwOp::Xor => (ReduceOp::Xor, pick(B32, B64)),
        AtomicRmwOp::Max => (ReduceOp::Max, pick(S32, S64)),
        AtomicRmwOp::Min => (ReduceOp::Min, pick(S32, S64)),
        AtomicRmwOp::UMax => (ReduceOp::Max, pick(U32, U64)),
        AtomicRmwOp::UMin => (ReduceOp::Min, pick(U32, U64)),
        AtomicRmwOp::FAdd | AtomicRmwOp::FSub => (ReduceOp::Add, pick(F32, F64)),
        AtomicRmwOp::UIncWrap if !wide => (ReduceOp::Inc, U32),
        AtomicRmwOp::UDecWrap if !wide => (ReduceOp::Dec, U32),
        _ => return None,
    })
}

/// An `atom`/`red` (`kind`) in `space` with memory-order qualifiers `quals`.
fn atomic(kind: PtxOp, quals: (Option<MemSem>, Option<Scope>), space: u32) -> Result<MachInst, PtxError> {
    let mut inst = MachInst::new(kind).space(super::ptx_space(space)?);
    inst.mods.sem = quals.0;
    inst.mods.scope = quals.1;
    Ok(inst)
}

impl FnLowering<'_> {
    /// The PTX scope of an instruction's `syncscope` (LLVM's default is the system).
    fn scope(&self, i: Inst) -> Scope {
        match self.f.extra(i).and_then(|e| e.syncscope.as_ref()) {
            Some(SyncScope::Block | SyncScope::SingleThread) => Scope::Cta,
            Some(SyncScope::Device) => Scope::Gpu,
            Some(SyncScope::Cluster) => Scope::Cluster,
            Some(SyncScope::Other(s)) => match s.as_str() {
                "cta" => Scope::Cta,
                "gpu" => Scope::Gpu,
                _ => Scope::Sys,
            },
            Some(SyncScope::System) | None => Scope::Sys,
        }
    }

    fn has_syncscope(&self, i: Inst) -> bool {
        self.f.extra(i).is_some_and(|e| e.syncscope.is_some())
    }

    /// Memory-order and scope qualifiers for an atomic read-modify-write:
    /// empty for a relaxed atomic without a scope (CUDA's `atomicAdd`, `.gpu`).
    fn rmw_qualifiers(&mut self, i: Inst, order: Ordering) -> (Option<MemSem>, Option<Scope>) {
        let scope = self.scope(i);
        let sem = match order {
            Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => {
                if !self.has_syncscope(i) {
                    return (None, None);
                }
                MemSem::Relaxed
            }
            Ordering::Acquire => MemSem::Acquire,
            Ordering::Release => MemSem::Release,
            Ordering::AcqRel => MemSem::AcqRel,
            Ordering::SeqCst => {
                self.push(MachInst::new(PtxOp::Fence).sem(MemSem::Sc).scope(scope));
                MemSem::AcqRel
            }
        };
        (Some(sem), Some(scope))
    }

    /// `atomicrmw` -> `atom` (or `red` when the old value is unused).
    pub(super) fn lower_atomic_rmw(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let op = self.f.atomic_rmw_op(i);
        let s = self.scalar(d.ty)?;
        let order = d.header.flags.ordering();
        let (ptr, value) = self.f.atomic_rmw_operands(i);
        let Some((ptx_op, ty)) = rmw_op(op, s).filter(|_| s.bits() >= 32 && !s.is_half()) else {
            return self.lower_rmw_cas_loop(i, op, s, ptr, value);
        };
        let mut v = self.operand(value)?;
        if matches!(op, AtomicRmwOp::Sub | AtomicRmwOp::FSub) {
            let r = self.reg(value)?;
            let n = self.new_reg(r.class);
            let ty = if s.is_float() { s.fty() } else { s.s() };
            self.emit_op(PtxOp::Neg, ty, [Operand::Reg(n), Operand::Reg(r)]);
            v = Operand::Reg(n);
        }
        let (space, addr) = self.mem_ref(ptr)?;
        let quals = self.rmw_qualifiers(i, order);
        // `red` has no exchange form: an unused `atomicExch` is still an `atom`.
        if self.uses.count[i] == 0 && ptx_op != ReduceOp::Exch {
            let red = atomic(PtxOp::Red, quals, space)?.reduce(ptx_op).ty(ty);
            self.push(red.ops([Operand::addr(addr), v]));
        } else {
            let dst = self.def_reg(i)?;
            let atom = atomic(PtxOp::Atom, quals, space)?.reduce(ptx_op).ty(ty);
            self.push(atom.ops([Operand::Reg(dst), Operand::addr(addr), v]));
        }
        Ok(())
    }

    /// An `atomicrmw` PTX has no instruction for (nand, fmin/fmax, 64-bit
    /// inc/dec, 16-bit operands) as a compare-and-swap loop:
    /// `old = ld [p]; do { new = op(old, v); prev = atom.cas [p], old, new; }
    /// while (prev != old, old = prev)`. 16-bit CAS needs sm_70, which every
    /// supported target has; 8-bit and i1 operands are not supported.
    fn lower_rmw_cas_loop(
        &mut self,
        i: Inst,
        op: AtomicRmwOp,
        s: Scalar,
        ptr: Value,
        value: Value,
    ) -> Result<(), PtxError> {
        if s.bits() < 16 {
            return Err(PtxError::Unsupported(format!("atomicrmw {} on {s:?}", op.name())));
        }
        let order = self.f.inst(i).header.flags.ordering();
        let v = self.reg(value)?;
        let (space, addr) = self.mem_ref(ptr)?;
        let quals = self.rmw_qualifiers(i, order);
        let class = s.class();
        let b = s.b();
        let (old, new, prev, p) = (
            self.new_reg(class),
            self.new_reg(class),
            self.new_reg(class),
            self.new_reg(RegClass::Pred),
        );
        let top = self.new_label();
        let ld = MachInst::new(PtxOp::Ld)
            .sem(MemSem::Volatile)
            .space(super::ptx_space(space)?);
        self.push(ld.ty(s.u_exact()).ops([Operand::Reg(old), Operand::addr(addr.clone())]));
        self.out.push(PtxInst::Label(top));
        self.rmw_value(op, s, new, old, v)?;
        let cas = atomic(PtxOp::Atom, quals, space)?.reduce(ReduceOp::Cas).ty(b);
        self.push(cas.ops([
            Operand::Reg(prev),
            Operand::addr(addr),
            Operand::Reg(old),
            Operand::Reg(new),
        ]));
        self.setp(CmpOp::Ne, b, p, Operand::Reg(prev), Operand::Reg(old));
        self.emit_op(PtxOp::Mov, b, [Operand::Reg(old), Operand::Reg(prev)]);
        self.push(MachInst::branch_if(Guard { reg: p, negate: false }, top));
        if self.uses.count[i] > 0 {
            let d = self.def_reg(i)?;
            self.emit_op(PtxOp::Mov, b, [Operand::Reg(d), Operand::Reg(prev)]);
        }
        Ok(())
    }

    /// `new = op(old, v)` for the compare-and-swap loop.
    fn rmw_value(&mut self, op: AtomicRmwOp, s: Scalar, new: VReg, old: VReg, v: VReg) -> Result<(), PtxError> {
        let (n, o, x) = (Operand::Reg(new), Operand::Reg(old), Operand::Reg(v));
        let rn = |opcode: PtxOp, ty: PtxType| MachInst::new(opcode).rounding(Rounding::Rn).ty(ty);
        // Half-precision arithmetic goes through f32.
        if s.is_half() {
            let (fo, fv) = (self.half_to_f32(s, old), self.half_to_f32(s, v));
            let t = self.new_reg(RegClass::F32);
            let (t_, a, c) = (Operand::Reg(t), Operand::Reg(fo), Operand::Reg(fv));
            match op {
                AtomicRmwOp::FAdd => self.push(rn(PtxOp::Add, PtxType::F32).ops([t_, a, c])),
                AtomicRmwOp::FSub => self.push(rn(PtxOp::Sub, PtxType::F32).ops([t_, a, c])),
                AtomicRmwOp::FMax => self.emit_op(PtxOp::Max, PtxType::F32, [t_, a, c]),
                AtomicRmwOp::FMin => self.emit_op(PtxOp::Min, PtxType::F32, [t_, a, c]),
                AtomicRmwOp::Xchg => {
                    self.emit_op(PtxOp::Mov, PtxType::B16, [n, x]);
                    return Ok(());
                }
                other => return Err(PtxError::Unsupported(format!("atomicrmw {} on {s:?}", other.name()))),
            }
            return self.f32_to_half(s, t, new);
        }
        match op {
            AtomicRmwOp::Xchg => self.emit_op(PtxOp::Mov, s.b(), [n, x]),
            AtomicRmwOp::Add => self.emit_op(PtxOp::Add, s.s(), [n, o, x]),
            AtomicRmwOp::Sub => self.emit_op(PtxOp::Sub, s.s(), [n, o, x]),
            AtomicRmwOp::And => self.emit_op(PtxOp::And, s.b(), [n, o, x]),
            AtomicRmwOp::Or => self.emit_op(PtxOp::Or, s.b(), [n, o, x]),
            AtomicRmwOp::Xor => self.emit_op(PtxOp::Xor, s.b(), [n, o, x]),
            AtomicRmwOp::Nand => {
                self.emit_op(PtxOp::And, s.b(), [n.clone(), o, x]);
                self.emit_op(PtxOp::Not, s.b(), [n.clone(), n]);
            }
            AtomicRmwOp::Max => self.emit_op(PtxOp::Max, s.s(), [n, o, x]),
            AtomicRmwOp::Min => self.emit_op(PtxOp::Min, s.s(), [n, o, x]),
            AtomicRmwOp::UMax => self.emit_op(PtxOp::Max, s.u(), [n, o, x]),
            AtomicRmwOp::UMin => self.emit_op(PtxOp::Min, s.u(), [n, o, x]),
            AtomicRmwOp::FAdd => self.push(rn(PtxOp::Add, s.fty()).ops([n, o, x])),
            AtomicRmwOp::FSub => self.push(rn(PtxOp::Sub, s.fty()).ops([n, o, x])),
            AtomicRmwOp::FMax => self.emit_op(PtxOp::Max, s.fty(), [n, o, x]),
            AtomicRmwOp::FMin => self.emit_op(PtxOp::Min, s.fty(), [n, o, x]),
            AtomicRmwOp::UIncWrap => {
                // old >= v ? 0 : old + 1
                let p = self.new_reg(RegClass::Pred);
                let inc = self.new_reg(s.class());
                self.setp(CmpOp::Ge, s.u(), p, o.clone(), x);
                self.emit_op(PtxOp::Add, s.s(), [Operand::Reg(inc), o, Operand::Imm(1)]);
                self.selp(s.b(), new, Operand::Imm(0), Operand::Reg(inc), p);
            }
            AtomicRmwOp::UDecWrap => {
                // (old == 0 || old > v) ? v : old - 1
                let (z, g, p) = (
                    self.new_reg(RegClass::Pred),
                    self.new_reg(RegClass::Pred),
                    self.new_reg(RegClass::Pred),
                );
                let dec = self.new_reg(s.class());
                self.setp(CmpOp::Eq, s.u(), z, o.clone(), Operand::Imm(0));
                self.setp(CmpOp::Gt, s.u(), g, o.clone(), x.clone());
                self.emit_op(
                    PtxOp::Or,
                    PtxType::Pred,
                    [Operand::Reg(p), Operand::Reg(z), Operand::Reg(g)],
                );
                self.emit_op(PtxOp::Sub, s.s(), [Operand::Reg(dec), o, Operand::Imm(1)]);
                self.selp(s.b(), new, x, Operand::Reg(dec), p);
            }
        }
        Ok(())
    }

    /// `cmpxchg` -> `atom.cas` plus `setp.eq` for the success flag.
    pub(super) fn lower_cmpxchg(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let order = d.header.flags.ordering();
        let (ptr, cmp, new) = self.f.cmpxchg_operands(i);
        let s = self.value_scalar(cmp)?;
        if s.bits() < 16 || s.is_float() {
            return Err(PtxError::Unsupported(format!("cmpxchg on {s:?}")));
        }
        let c = self.operand(cmp)?;
        let n = self.operand(new)?;
        let (space, addr) = self.mem_ref(ptr)?;
        let quals = self.rmw_qualifiers(i, order);
        let old = self.new_reg(s.class());
        let cas = atomic(PtxOp::Atom, quals, space)?.reduce(ReduceOp::Cas).ty(s.b());
        self.push(cas.ops([Operand::Reg(old), Operand::addr(addr), c.clone(), n]));
        let ok = self.new_reg(RegClass::Pred);
        self.setp(CmpOp::Eq, s.b(), ok, Operand::Reg(old), c);
        self.aggregates.insert(i, vec![Val::Reg(old), Val::Reg(ok)]);
        Ok(())
    }

    /// `fence` -> `fence.sc` or `fence.acq_rel` with its scope.
    pub(super) fn lower_fence(&mut self, i: Inst) -> Result<(), PtxError> {
        let scope = self.scope(i);
        let sem = match self.f.inst(i).header.flags.ordering() {
            Ordering::SeqCst => MemSem::Sc,
            _ => MemSem::AcqRel,
        };
        self.push(MachInst::new(PtxOp::Fence).sem(sem).scope(scope));
        Ok(())
    }

    /// The `.relaxed.gpu`-style qualifier of an atomic load or store, and
    /// whether a `fence.sc` must come first. `None` for plain accesses.
    pub(super) fn access_order(&self, i: Inst, load: bool) -> Option<(MemSem, Scope, bool)> {
        let order = self.f.inst(i).header.flags.ordering();
        let scope = self.scope(i);
        let sem = match (order, load) {
            (Ordering::NotAtomic, _) => return None,
            (Ordering::Unordered | Ordering::Monotonic, _) => MemSem::Relaxed,
            (_, true) => MemSem::Acquire,
            (_, false) => MemSem::Release,
        };
        Some((sem, scope, order == Ordering::SeqCst))
    }
}
