//! Atomics and fences: `atomicrmw` -> `atom`/`red` (the reduction form when
//! the old value is unused), `cmpxchg` -> `atom.cas` plus a comparison for
//! the success flag, atomic loads and stores -> `ld/st.relaxed|acquire|release`,
//! `fence` -> `fence.sc`/`fence.acq_rel`. Orderings become PTX memory-order
//! qualifiers and `syncscope` a scope (`.cta`, `.gpu`, `.sys`).

use super::{FnLowering, Val};
use crate::inst::Operand;
use crate::regs::RegClass;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{AtomicRmwOp, Inst, Ordering};

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
        let (ptx_op, ty) = rmw_op(op, s)
            .filter(|_| s.bits() >= 32)
            .ok_or_else(|| PtxError::Unsupported(format!("atomicrmw {} on {s:?}", op.name())))?;
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

    /// `cmpxchg` -> `atom.cas` plus `setp.eq` for the success flag.
    pub(super) fn lower_cmpxchg(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let order = d.header.flags.ordering();
        let &[ptr, cmp, new] = self.f.operands(i) else {
            return Err(PtxError::Malformed(format!("{}: cmpxchg operands", self.f.name)));
        };
        let s = self.value_scalar(cmp)?;
        if s.bits() < 32 || s.is_float() {
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
