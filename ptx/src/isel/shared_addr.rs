//! 32-bit `.shared` addresses, as nvcc emits them (NVPTX's short pointers):
//! `mov.u32 %r1, tile; shl.b32 %r2, %r0, 2; add.s32 %r3, %r1, %r2;
//! ld.shared.f32 [%r3+4]` instead of a 64-bit `mov.u64`, `mul.wide.s32` and
//! `add.s64` per access.
//!
//! IR pointers stay 64-bit in every address space; selection narrows. A GEP
//! on a shared symbol, or on a shared address already held in 32 bits,
//! computes its indices and sum in 32-bit registers, and its result is a
//! folded address with a `%r` base. This is exact: the shared window lies
//! below 2^32, so a valid shared address equals its low 32 bits, and the low
//! 32 bits of sums and products depend only on the low 32 bits of their
//! operands (`trunc (sext x)` is `x`). Only addresses typed in the shared
//! space narrow: a generic pointer is never truncated; a generic pointer cast
//! to shared goes through `cvta.to.shared.u64` first, then `cvt.u32.u64`.
//! Where a 32-bit address is needed as a value (a phi, a store, a call, a
//! cast to generic), `cvt.u64.u32` widens it, then `cvta.shared.u64` when the
//! value is generic.

use super::FnLowering;
use crate::inst::{Addr, AddrBase, MachInst, Operand};
use crate::modifiers::Part;
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::uses::WideIndex;
use crate::PtxError;
use ir::{addrspace, Inst, Value};

impl FnLowering<'_> {
    /// Whether GEP `i` on `base`, an address in `space`, computes in 32 bits:
    /// always on a shared address already in a 32-bit register; on a shared
    /// symbol unless the result is needed as a (64-bit) value or in a vector lane.
    pub(super) fn short_shared_gep(&self, i: Inst, space: u32, base: &AddrBase) -> bool {
        match base {
            AddrBase::Reg(r) => r.class == RegClass::B32,
            AddrBase::Sym(_) => space == addrspace::SHARED && self.lane.is_none() && self.uses.value_uses[i] == 0,
            AddrBase::Named(_) => false,
        }
    }

    /// `idx * scale` in a 32-bit register (the low 32 bits of the 64-bit
    /// product); `None` when the scale is zero.
    pub(super) fn scaled_index32(&mut self, idx: Value, scale: u64) -> Result<Option<VReg>, PtxError> {
        if scale == 0 {
            return Ok(None);
        }
        // `sext`/`zext i32 %x to i64`: the low 32 bits are `%x`.
        let key = match idx {
            Value::Inst(j) => match crate::uses::wide_index_from_i32(self.f, &self.m.types, j) {
                Some(WideIndex::Signed | WideIndex::Unsigned) => self.f.unary_operand(j),
                None => idx,
            },
            other => other,
        };
        // A vector lane's index is the lane's element of `key`: not cached.
        let cacheable = self.lane.is_none();
        if let Some(r) = self.cached_index((key, scale, RegClass::B32)).filter(|_| cacheable) {
            return Ok(Some(r));
        }
        let low = self.low_32_bits(key)?;
        let r = if scale == 1 {
            low
        } else {
            let t = self.new_reg(RegClass::B32);
            if scale.is_power_of_two() && scale.trailing_zeros() < 32 {
                let shift = Operand::Imm(i64::from(scale.trailing_zeros()));
                self.emit_op(PtxOp::Shl, PtxType::B32, [Operand::Reg(t), Operand::Reg(low), shift]);
            } else {
                let factor = Operand::Imm(i64::from(scale as u32 as i32));
                let mul = MachInst::new(PtxOp::Mul).part(Part::Lo).ty(PtxType::S32);
                self.push(mul.ops([Operand::Reg(t), Operand::Reg(low), factor]));
            }
            t
        };
        if let Some(b) = self.current_block.filter(|_| cacheable) {
            self.index_cache.insert((key, scale, RegClass::B32), (r, b));
        }
        Ok(Some(r))
    }

    /// `base + t` in a 32-bit register (`mov.u32` of a symbol base first),
    /// reusing the sum computed in this block or a dominating one.
    pub(super) fn short_sum(&mut self, base: AddrBase, t: VReg) -> VReg {
        let key = (base, t);
        if let Some(&(r, at)) = self.short_sums.get(&key) {
            if self.dominates_current(at) {
                return r;
            }
        }
        let base_op = match &key.0 {
            AddrBase::Reg(r) => Operand::Reg(*r),
            AddrBase::Named(n) => Operand::Named(n),
            AddrBase::Sym(s) => Operand::Reg(self.short_symbol(s.clone())),
        };
        let sum = self.new_reg(RegClass::B32);
        self.emit_op(PtxOp::Add, PtxType::S32, [Operand::Reg(sum), base_op, Operand::Reg(t)]);
        if let Some(b) = self.current_block {
            self.short_sums.insert(key, (sum, b));
        }
        sum
    }

    /// Shared symbol `s` in a 32-bit register: `mov.u32`, or the register a
    /// dominating block moved it into. Inside a loop with no such register, the
    /// `mov` goes to the preheader of the outermost loop holding the use, as
    /// LLVM's machine LICM takes a constant out of every loop: placed in the
    /// loop it ran on every trip (HeCBench bh walks a tree in a loop reading
    /// `pos[depth]`, whose first `mov` stood in a block only lane 0 runs, so
    /// the loop moved it again each step). Not before the entry: a thread
    /// whose grid-stride loop runs no trip would move it for nothing (scan's
    /// idle blocks).
    fn short_symbol(&mut self, s: String) -> VReg {
        if let Some(&(r, at)) = self.short_syms.get(&s) {
            if self.dominates_current(at) {
                return r;
            }
        }
        let pre = self.current_block.and_then(|b| self.outer_preheader[b].expand());
        if let Some(&r) = pre.and_then(|p| self.hoisted_syms.get(&(s.clone(), p))) {
            return r;
        }
        let r = self.new_reg(RegClass::B32);
        let mov = MachInst::new(PtxOp::Mov)
            .ty(PtxType::U32)
            .ops([Operand::Reg(r), Operand::Sym(s.as_str().into())]);
        match (pre, self.current_block) {
            (Some(p), _) => {
                self.hoisted_code.entry(p).or_default().push(mov.into());
                self.hoisted_syms.insert((s, p), r);
            }
            (None, Some(b)) => {
                self.push(mov);
                self.short_syms.insert(s, (r, b));
            }
            (None, None) => self.push(mov),
        }
        r
    }

    /// The low 32 bits of index `v` (sign-extended when narrower: GEP indices are signed).
    fn low_32_bits(&mut self, v: Value) -> Result<VReg, PtxError> {
        let s = self.value_scalar(v)?;
        let r = self.reg(v)?;
        Ok(match s {
            Scalar::I32 => r,
            Scalar::I64 | Scalar::Ptr => {
                let t = self.new_reg(RegClass::B32);
                self.cvt(None, PtxType::U32, PtxType::U64, t, r);
                t
            }
            Scalar::I1 => {
                let t = self.new_reg(RegClass::B32);
                self.selp(PtxType::B32, t, Operand::Imm(-1), Operand::Imm(0), r);
                t
            }
            Scalar::I8 | Scalar::I16 => {
                let t = self.new_reg(RegClass::B32);
                self.cvt(None, PtxType::S32, s.s_exact(), t, r);
                t
            }
            // GEP index types are not checked by the structural verifier.
            Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16 => {
                return Err(PtxError::Malformed(format!("{}: float GEP index", self.f.name)));
            }
        })
    }

    /// The 32-bit shared address `r + offset` as a 64-bit pointer in `target`'s
    /// space (`dst` if given): `cvt.u64.u32`, then `cvta` when `target` is not shared.
    pub(super) fn widen_short_addr(
        &mut self,
        r: VReg,
        offset: i64,
        space: u32,
        target: u32,
        dst: Option<VReg>,
    ) -> Result<VReg, PtxError> {
        let low = if offset == 0 {
            r
        } else {
            let t = self.new_reg(RegClass::B32);
            let off = Operand::Imm(i64::from(offset as i32));
            self.emit_op(PtxOp::Add, PtxType::S32, [Operand::Reg(t), Operand::Reg(r), off]);
            t
        };
        let d = dst.unwrap_or_else(|| self.new_reg(RegClass::B64));
        if space == target {
            self.cvt(None, PtxType::U64, PtxType::U32, d, low);
        } else {
            let wide = self.new_reg(RegClass::B64);
            self.cvt(None, PtxType::U64, PtxType::U32, wide, low);
            self.cvta(space, target, d, wide)?;
        }
        Ok(d)
    }

    /// `addrspacecast` of generic pointer `r` to shared, used only as an
    /// address: `cvta.to.shared.u64` then `cvt.u32.u64`, folded as a 32-bit base.
    pub(super) fn short_shared_cast(&mut self, i: Inst, r: VReg) -> Result<(), PtxError> {
        let wide = self.new_reg(RegClass::B64);
        self.cvta(addrspace::GENERIC, addrspace::SHARED, wide, r)?;
        let low = self.new_reg(RegClass::B32);
        self.cvt(None, PtxType::U32, PtxType::U64, low, wide);
        let a = Addr {
            base: AddrBase::Reg(low),
            offset: 0,
        };
        self.set_repr(i, super::Val::Addr(a, addrspace::SHARED));
        Ok(())
    }
}
