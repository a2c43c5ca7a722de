//! Atomics and fences: `atomicrmw` -> `atom`/`red` (the reduction form when
//! the old value is unused), `cmpxchg` -> `atom.cas` plus a comparison for
//! the success flag, atomic loads and stores -> `ld/st.relaxed|acquire|release`,
//! `fence` -> `fence.sc`/`fence.acq_rel`. Orderings become PTX memory-order
//! qualifiers and `syncscope` a scope (`.cta`, `.gpu`, `.sys`).

use super::{FnLowering, Val};
use crate::inst::{Guard, Operand, PtxInst};
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{AtomicRmwOp, Inst, Ordering, Value};

/// `atomicrmw` operation -> (PTX operation, type flavour). `None`: no PTX instruction.
fn rmw_op(op: AtomicRmwOp, s: Scalar) -> Option<(&'static str, &'static str)> {
    let wide = s.bits() == 64;
    let pick = |a: &'static str, b: &'static str| if wide { b } else { a };
    Some(match op {
        AtomicRmwOp::Xchg => ("exch", pick("b32", "b64")),
        AtomicRmwOp::Add | AtomicRmwOp::Sub => ("add", pick("u32", "u64")),
        AtomicRmwOp::And => ("and", pick("b32", "b64")),
        AtomicRmwOp::Or => ("or", pick("b32", "b64")),
        AtomicRmwOp::Xor => ("xor", pick("b32", "b64")),
        AtomicRmwOp::Max => ("max", pick("s32", "s64")),
        AtomicRmwOp::Min => ("min", pick("s32", "s64")),
        AtomicRmwOp::UMax => ("max", pick("u32", "u64")),
        AtomicRmwOp::UMin => ("min", pick("u32", "u64")),
        AtomicRmwOp::FAdd | AtomicRmwOp::FSub => ("add", pick("f32", "f64")),
        AtomicRmwOp::UIncWrap if !wide => ("inc", "u32"),
        AtomicRmwOp::UDecWrap if !wide => ("dec", "u32"),
        _ => return None,
    })
}

impl FnLowering<'_> {
    /// The PTX scope of an instruction's `syncscope` (LLVM's default is the system).
    fn scope(&self, i: Inst) -> &'static str {
        match self.f.extra(i).and_then(|e| e.syncscope.as_deref()) {
            Some("block") | Some("cta") | Some("singlethread") => "cta",
            Some("device") | Some("gpu") => "gpu",
            Some("cluster") => "cluster",
            _ => "sys",
        }
    }

    fn has_syncscope(&self, i: Inst) -> bool {
        self.f.extra(i).is_some_and(|e| e.syncscope.is_some())
    }

    /// Memory-order and scope qualifiers for an atomic read-modify-write:
    /// empty for a relaxed atomic without a scope (CUDA's `atomicAdd`, `.gpu`).
    fn rmw_qualifiers(&mut self, i: Inst, order: Ordering) -> String {
        let scope = self.scope(i);
        match order {
            Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => {
                if self.has_syncscope(i) {
                    format!(".relaxed.{scope}")
                } else {
                    String::new()
                }
            }
            Ordering::Acquire => format!(".acquire.{scope}"),
            Ordering::Release => format!(".release.{scope}"),
            Ordering::AcqRel => format!(".acq_rel.{scope}"),
            Ordering::SeqCst => {
                self.emit(format!("fence.sc.{scope}"), []);
                format!(".acq_rel.{scope}")
            }
        }
    }

    /// `atomicrmw` -> `atom` (or `red` when the old value is unused).
    pub(super) fn lower_atomic_rmw(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let op = AtomicRmwOp::from_u16(d.header.subop)
            .ok_or_else(|| PtxError::Malformed(format!("{}: bad atomicrmw operation", self.f.name)))?;
        let s = self.scalar(d.ty)?;
        let order = d.header.flags.ordering();
        let &[ptr, value] = self.f.operands(i) else {
            return Err(PtxError::Malformed(format!("{}: atomicrmw operands", self.f.name)));
        };
        let Some((ptx_op, ty)) = rmw_op(op, s).filter(|_| s.bits() >= 32 && !s.is_half()) else {
            return self.lower_rmw_cas_loop(i, op, s, ptr, value);
        };
        let mut v = self.operand(value)?;
        if matches!(op, AtomicRmwOp::Sub | AtomicRmwOp::FSub) {
            let r = self.reg(value)?;
            let n = self.new_reg(r.class);
            self.emit(
                format!("neg.{}", if s.is_float() { s.fty() } else { s.s() }),
                [Operand::Reg(n), Operand::Reg(r)],
            );
            v = Operand::Reg(n);
        }
        let (space, addr) = self.mem_ref(ptr)?;
        let space_q = super::space_name(space)?;
        let space_q = if space_q.is_empty() {
            String::new()
        } else {
            format!(".{space_q}")
        };
        let quals = self.rmw_qualifiers(i, order);
        // `red` has no exchange form: an unused `atomicExch` is still an `atom`.
        if self.uses.count[i] == 0 && ptx_op != "exch" {
            self.emit(format!("red{quals}{space_q}.{ptx_op}.{ty}"), [Operand::Addr(addr), v]);
        } else {
            let dst = self.def_reg(i)?;
            self.emit(
                format!("atom{quals}{space_q}.{ptx_op}.{ty}"),
                [Operand::Reg(dst), Operand::Addr(addr), v],
            );
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
        let sp = super::space_name(space)?;
        let sp = if sp.is_empty() { String::new() } else { format!(".{sp}") };
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
        self.emit(
            format!("ld.volatile{sp}.{}", s.u_exact()),
            [Operand::Reg(old), Operand::Addr(addr.clone())],
        );
        self.out.push(PtxInst::Label(top));
        self.rmw_value(op, s, new, old, v)?;
        self.emit(
            format!("atom{quals}{sp}.cas.{b}"),
            [
                Operand::Reg(prev),
                Operand::Addr(addr),
                Operand::Reg(old),
                Operand::Reg(new),
            ],
        );
        self.emit(
            format!("setp.ne.{b}"),
            [Operand::Reg(p), Operand::Reg(prev), Operand::Reg(old)],
        );
        self.emit(format!("mov.{b}"), [Operand::Reg(old), Operand::Reg(prev)]);
        self.out.push(PtxInst::guarded(
            Guard { reg: p, negate: false },
            "bra",
            [Operand::Label(top)],
        ));
        if self.uses.count[i] > 0 {
            let d = self.def_reg(i)?;
            self.emit(format!("mov.{b}"), [Operand::Reg(d), Operand::Reg(prev)]);
        }
        Ok(())
    }

    /// `new = op(old, v)` for the compare-and-swap loop.
    fn rmw_value(&mut self, op: AtomicRmwOp, s: Scalar, new: VReg, old: VReg, v: VReg) -> Result<(), PtxError> {
        let (n, o, x) = (Operand::Reg(new), Operand::Reg(old), Operand::Reg(v));
        let int = |name: &str| format!("{name}.{}", s.s());
        let uint = |name: &str| format!("{name}.{}", s.u());
        let flt = |name: &str| format!("{name}.{}", s.fty());
        // Half-precision arithmetic goes through f32.
        if s.is_half() {
            let (fo, fv) = (self.half_to_f32(s, old), self.half_to_f32(s, v));
            let t = self.new_reg(RegClass::F32);
            let (t_, a, c) = (Operand::Reg(t), Operand::Reg(fo), Operand::Reg(fv));
            match op {
                AtomicRmwOp::FAdd => self.emit("add.rn.f32", [t_, a, c]),
                AtomicRmwOp::FSub => self.emit("sub.rn.f32", [t_, a, c]),
                AtomicRmwOp::FMax => self.emit("max.f32", [t_, a, c]),
                AtomicRmwOp::FMin => self.emit("min.f32", [t_, a, c]),
                AtomicRmwOp::Xchg => {
                    self.emit("mov.b16", [n, x]);
                    return Ok(());
                }
                other => return Err(PtxError::Unsupported(format!("atomicrmw {} on {s:?}", other.name()))),
            }
            return self.f32_to_half(s, t, new);
        }
        match op {
            AtomicRmwOp::Xchg => self.emit(format!("mov.{}", s.b()), [n, x]),
            AtomicRmwOp::Add => self.emit(int("add"), [n, o, x]),
            AtomicRmwOp::Sub => self.emit(int("sub"), [n, o, x]),
            AtomicRmwOp::And => self.emit(format!("and.{}", s.b()), [n, o, x]),
            AtomicRmwOp::Or => self.emit(format!("or.{}", s.b()), [n, o, x]),
            AtomicRmwOp::Xor => self.emit(format!("xor.{}", s.b()), [n, o, x]),
            AtomicRmwOp::Nand => {
                self.emit(format!("and.{}", s.b()), [n.clone(), o, x]);
                self.emit(format!("not.{}", s.b()), [n.clone(), n]);
            }
            AtomicRmwOp::Max => self.emit(int("max"), [n, o, x]),
            AtomicRmwOp::Min => self.emit(int("min"), [n, o, x]),
            AtomicRmwOp::UMax => self.emit(uint("max"), [n, o, x]),
            AtomicRmwOp::UMin => self.emit(uint("min"), [n, o, x]),
            AtomicRmwOp::FAdd => self.emit(flt("add.rn"), [n, o, x]),
            AtomicRmwOp::FSub => self.emit(flt("sub.rn"), [n, o, x]),
            AtomicRmwOp::FMax => self.emit(flt("max"), [n, o, x]),
            AtomicRmwOp::FMin => self.emit(flt("min"), [n, o, x]),
            AtomicRmwOp::UIncWrap => {
                // old >= v ? 0 : old + 1
                let p = self.new_reg(RegClass::Pred);
                let inc = self.new_reg(s.class());
                self.emit(uint("setp.ge"), [Operand::Reg(p), o.clone(), x]);
                self.emit(int("add"), [Operand::Reg(inc), o, Operand::Imm(1)]);
                self.emit(
                    format!("selp.{}", s.b()),
                    [n, Operand::Imm(0), Operand::Reg(inc), Operand::Reg(p)],
                );
            }
            AtomicRmwOp::UDecWrap => {
                // (old == 0 || old > v) ? v : old - 1
                let (z, g, p) = (
                    self.new_reg(RegClass::Pred),
                    self.new_reg(RegClass::Pred),
                    self.new_reg(RegClass::Pred),
                );
                let dec = self.new_reg(s.class());
                self.emit(uint("setp.eq"), [Operand::Reg(z), o.clone(), Operand::Imm(0)]);
                self.emit(uint("setp.gt"), [Operand::Reg(g), o.clone(), x.clone()]);
                self.emit("or.pred", [Operand::Reg(p), Operand::Reg(z), Operand::Reg(g)]);
                self.emit(int("sub"), [Operand::Reg(dec), o, Operand::Imm(1)]);
                self.emit(format!("selp.{}", s.b()), [n, x, Operand::Reg(dec), Operand::Reg(p)]);
            }
        }
        Ok(())
    }

    /// `cmpxchg` -> `atom.cas` plus `setp.eq` for the success flag.
    pub(super) fn lower_cmpxchg(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let order = d.header.flags.ordering();
        let &[ptr, cmp, new] = self.f.operands(i) else {
            return Err(PtxError::Malformed(format!("{}: cmpxchg operands", self.f.name)));
        };
        let s = self.value_scalar(cmp)?;
        if s.bits() < 16 || s.is_float() {
            return Err(PtxError::Unsupported(format!("cmpxchg on {s:?}")));
        }
        let c = self.operand(cmp)?;
        let n = self.operand(new)?;
        let (space, addr) = self.mem_ref(ptr)?;
        let space_q = super::space_name(space)?;
        let space_q = if space_q.is_empty() {
            String::new()
        } else {
            format!(".{space_q}")
        };
        let quals = self.rmw_qualifiers(i, order);
        let old = self.new_reg(s.class());
        self.emit(
            format!("atom{quals}{space_q}.cas.{}", s.b()),
            [Operand::Reg(old), Operand::Addr(addr), c.clone(), n],
        );
        let ok = self.new_reg(RegClass::Pred);
        self.emit(format!("setp.eq.{}", s.b()), [Operand::Reg(ok), Operand::Reg(old), c]);
        self.aggregates.insert(i, vec![Val::Reg(old), Val::Reg(ok)]);
        Ok(())
    }

    /// `fence` -> `fence.sc` or `fence.acq_rel` with its scope.
    pub(super) fn lower_fence(&mut self, i: Inst) -> Result<(), PtxError> {
        let scope = self.scope(i);
        let sem = match self.f.inst(i).header.flags.ordering() {
            Ordering::SeqCst => "sc",
            _ => "acq_rel",
        };
        self.emit(format!("fence.{sem}.{scope}"), []);
        Ok(())
    }

    /// The `.relaxed.gpu`-style qualifier of an atomic load or store, and
    /// whether a `fence.sc` must come first. `None` for plain accesses.
    pub(super) fn access_order(&self, i: Inst, load: bool) -> Option<(String, bool)> {
        let order = self.f.inst(i).header.flags.ordering();
        let scope = self.scope(i);
        let sem = match (order, load) {
            (Ordering::NotAtomic, _) => return None,
            (Ordering::Unordered | Ordering::Monotonic, _) => "relaxed",
            (_, true) => "acquire",
            (_, false) => "release",
        };
        Some((format!(".{sem}.{scope}"), order == Ordering::SeqCst))
    }
}
