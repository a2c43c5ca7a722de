//! `half` and `bfloat`: values live in 16-bit registers. half arithmetic
//! and comparisons use the native `.f16` instructions (all supported SMs);
//! half division and remainder, and all bfloat arithmetic and comparisons,
//! are computed in f32 and rounded back (f32 has more than twice the
//! precision of either, so the result is still correctly rounded).
//! bfloat widens exactly by `cvt.f32.bf16` (sm_80+) or a 16-bit shift; narrowing uses
//! `cvt.rn.bf16.f32` on sm_80+ and an integer round-to-nearest-even before
//! (sm_75), and from f64 first rounds to f32 with round-to-odd so the final
//! rounding is not a double rounding.

use super::FnLowering;
use crate::inst::{MachInst, Operand};
use crate::modifiers::{CmpOp, Rounding};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::target::Feature;
use crate::PtxError;

impl FnLowering<'_> {
    /// A 16-bit float register widened exactly to f32: `cvt.f32.f16`, and
    /// `cvt.f32.bf16` where the target has bfloat conversions (sm_80, PTX 7.1,
    /// as LLVM's NVPTX selects it); before, the bits shifted into the upper
    /// half (three instructions).
    pub(crate) fn half_to_f32(&mut self, s: Scalar, r: VReg) -> VReg {
        let f = self.new_reg(RegClass::F32);
        if s == Scalar::F16 {
            self.cvt(None, PtxType::F32, PtxType::F16, f, r);
        } else if self.info.opts.target.supports(Feature::Bf16Convert) {
            self.cvt(None, PtxType::F32, PtxType::Bf16, f, r);
        } else {
            let w = self.new_reg(RegClass::B32);
            let sh = self.new_reg(RegClass::B32);
            self.cvt(None, PtxType::U32, PtxType::U16, w, r);
            self.emit_op(
                PtxOp::Shl,
                PtxType::B32,
                [Operand::Reg(sh), Operand::Reg(w), Operand::Imm(16)],
            );
            self.emit_op(PtxOp::Mov, PtxType::B32, [Operand::Reg(f), Operand::Reg(sh)]);
        }
        f
    }

    /// Rounds an f32 register to the 16-bit float kind `s`, into `d`.
    pub(crate) fn f32_to_half(&mut self, s: Scalar, f: VReg, d: VReg) -> Result<(), PtxError> {
        if s == Scalar::BF16 && !self.info.opts.target.supports(Feature::Bf16Convert) {
            return self.f32_to_bf16_bits(f, d);
        }
        self.cvt(Some(Rounding::Rn), s.fty(), PtxType::F32, d, f);
        Ok(())
    }

    /// f32 -> bfloat with integer operations (targets before sm_80): round
    /// the upper half to nearest even by adding `0x7FFF + lsb`; NaNs stay
    /// NaN (quieted).
    fn f32_to_bf16_bits(&mut self, f: VReg, d: VReg) -> Result<(), PtxError> {
        let r = |this: &mut Self| this.new_reg(RegClass::B32);
        let (bits, lsb, bias, sum, rounded, nan_bits, hi, out) =
            (r(self), r(self), r(self), r(self), r(self), r(self), r(self), r(self));
        let nan = self.new_reg(RegClass::Pred);
        self.emit_op(PtxOp::Mov, PtxType::B32, [Operand::Reg(bits), Operand::Reg(f)]);
        self.emit_op(
            PtxOp::Shr,
            PtxType::U32,
            [Operand::Reg(lsb), Operand::Reg(bits), Operand::Imm(16)],
        );
        self.emit_op(
            PtxOp::And,
            PtxType::B32,
            [Operand::Reg(lsb), Operand::Reg(lsb), Operand::Imm(1)],
        );
        self.emit_op(
            PtxOp::Add,
            PtxType::S32,
            [Operand::Reg(bias), Operand::Reg(lsb), Operand::Imm(0x7FFF)],
        );
        self.emit_op(
            PtxOp::Add,
            PtxType::S32,
            [Operand::Reg(sum), Operand::Reg(bits), Operand::Reg(bias)],
        );
        self.emit_op(
            PtxOp::Shr,
            PtxType::U32,
            [Operand::Reg(rounded), Operand::Reg(sum), Operand::Imm(16)],
        );
        self.emit_op(
            PtxOp::Shr,
            PtxType::U32,
            [Operand::Reg(hi), Operand::Reg(bits), Operand::Imm(16)],
        );
        self.emit_op(
            PtxOp::Or,
            PtxType::B32,
            [Operand::Reg(nan_bits), Operand::Reg(hi), Operand::Imm(0x40)],
        );
        self.setp(CmpOp::Nan, PtxType::F32, nan, Operand::Reg(f), Operand::Reg(f));
        self.selp(PtxType::B32, out, Operand::Reg(nan_bits), Operand::Reg(rounded), nan);
        self.cvt(None, PtxType::U16, PtxType::U32, d, out);
        Ok(())
    }

    /// Rounds an f64 register to f32 with round-to-odd (truncate, then set
    /// the last bit when inexact), so a later rounding to a narrower format
    /// gives the correctly rounded result.
    pub(crate) fn f64_to_f32_odd(&mut self, x: VReg) -> VReg {
        let t = self.new_reg(RegClass::F32);
        self.cvt(Some(Rounding::Rz), PtxType::F32, PtxType::F64, t, x);
        let back = self.new_reg(RegClass::F64);
        self.cvt(None, PtxType::F64, PtxType::F32, back, t);
        let inexact = self.new_reg(RegClass::Pred);
        self.setp(CmpOp::Neu, PtxType::F64, inexact, Operand::Reg(back), Operand::Reg(x));
        let bits = self.new_reg(RegClass::B32);
        self.emit_op(PtxOp::Mov, PtxType::B32, [Operand::Reg(bits), Operand::Reg(t)]);
        let odd = self.new_reg(RegClass::B32);
        self.emit_op(
            PtxOp::Or,
            PtxType::B32,
            [Operand::Reg(odd), Operand::Reg(bits), Operand::Imm(1)],
        );
        let sel = self.new_reg(RegClass::B32);
        self.selp(PtxType::B32, sel, Operand::Reg(odd), Operand::Reg(bits), inexact);
        let out = self.new_reg(RegClass::F32);
        self.emit_op(PtxOp::Mov, PtxType::B32, [Operand::Reg(out), Operand::Reg(sel)]);
        out
    }

    /// bfloat add, subtract and multiply with one native rounding, as nvcc
    /// emits them: `add/sub/mul.bf16` on sm_90+, and on sm_80 `fma.rn.bf16`
    /// (`a*1+b`, `b*-1+a`, `a*b+-0`, exact but for the one rounding).
    /// Returns false when the target has neither (then f32 is used).
    pub(crate) fn bf16_native(
        &mut self,
        op: ir::Opcode,
        lhs: ir::Value,
        rhs: ir::Value,
        d: VReg,
    ) -> Result<bool, PtxError> {
        use ir::Opcode::*;
        let opcode = match op {
            FAdd => PtxOp::Add,
            FSub => PtxOp::Sub,
            FMul => PtxOp::Mul,
            _ => return Ok(false),
        };
        let target = self.info.opts.target;
        let (a, b) = (self.reg(lhs)?, self.reg(rhs)?);
        if target.supports(Feature::Bf16Arith) {
            self.emit_op(
                opcode,
                PtxType::Bf16,
                [Operand::Reg(d), Operand::Reg(a), Operand::Reg(b)],
            );
            return Ok(true);
        }
        if !target.supports(Feature::Bf16Fma) {
            return Ok(false);
        }
        let k = |this: &mut Self, bits: i64| {
            let r = this.new_reg(RegClass::B16);
            this.emit_op(PtxOp::Mov, PtxType::B16, [Operand::Reg(r), Operand::Imm(bits)]);
            r
        };
        let (x, y, z) = match op {
            FAdd => (a, k(self, 0x3F80), b),
            FSub => (b, k(self, 0xBF80), a),
            _ => (a, b, k(self, 0x8000)),
        };
        let fma = MachInst::new(PtxOp::Fma).rounding(Rounding::Rn).ty(PtxType::Bf16);
        self.push(fma.ops([d, x, y, z].map(Operand::Reg)));
        Ok(true)
    }

    /// True when a binary operation on `s` is computed in f32.
    pub(crate) fn promotes(s: Scalar, op: ir::Opcode) -> bool {
        match s {
            Scalar::BF16 => true,
            Scalar::F16 => matches!(op, ir::Opcode::FDiv | ir::Opcode::FRem),
            _ => false,
        }
    }
}

impl FnLowering<'_> {
    /// Casts to or from bfloat: through f32 (exact widening by shift,
    /// correctly rounded narrowing).
    pub(crate) fn lower_bf16_cast(
        &mut self,
        i: ir::Inst,
        op: ir::Opcode,
        from: Scalar,
        to: Scalar,
        v: ir::Value,
    ) -> Result<(), PtxError> {
        use ir::Opcode::*;
        // Cast types are not checked by the structural verifier (`fpext bfloat to half`).
        let bad = || PtxError::Malformed(format!("`{}` from {from:?} to {to:?}", op.mnemonic()));
        let d = self.def_reg(i)?;
        let r = self.reg(v)?;
        if from == Scalar::BF16 {
            // Widen exactly, then finish as a cast from f32.
            let f = self.half_to_f32(from, r);
            match (op, to) {
                (FPExt, Scalar::F32) => self.emit_op(PtxOp::Mov, PtxType::F32, [Operand::Reg(d), Operand::Reg(f)]),
                (FPExt, Scalar::F64) => self.cvt(None, PtxType::F64, PtxType::F32, d, f),
                (FPToSI | FPToUI, s) if s.is_int() || s == Scalar::I1 => {
                    let signed = op == FPToSI;
                    let rzi = Some(Rounding::Rzi);
                    if s == Scalar::I1 {
                        let t = self.new_reg(RegClass::B32);
                        let ty = if signed { PtxType::S32 } else { PtxType::U32 };
                        self.cvt(rzi, ty, PtxType::F32, t, f);
                        self.setp(CmpOp::Ne, PtxType::S32, d, Operand::Reg(t), Operand::Imm(0));
                    } else {
                        let ty = if signed { s.s() } else { s.u() };
                        self.cvt(rzi, ty, PtxType::F32, d, f);
                    }
                }
                _ => return Err(bad()),
            }
            return Ok(());
        }
        // Narrow to bfloat from an f32 that is exact or rounded to odd.
        let f = match (op, from) {
            (FPTrunc, Scalar::F32) => r,
            (FPTrunc, Scalar::F64) => self.f64_to_f32_odd(r),
            (SIToFP | UIToFP, s) if s.is_int() || s == Scalar::I1 => {
                let wide = if s == Scalar::I1 {
                    let t = self.new_reg(RegClass::B32);
                    let one = if op == SIToFP { -1 } else { 1 };
                    self.selp(PtxType::B32, t, Operand::Imm(one), Operand::Imm(0), r);
                    (Scalar::I32, t)
                } else {
                    (s, r)
                };
                let x = self.new_reg(RegClass::F64);
                let src = if op == SIToFP {
                    wide.0.s_exact()
                } else {
                    wide.0.u_exact()
                };
                self.cvt(Some(Rounding::Rn), PtxType::F64, src, x, wide.1);
                self.f64_to_f32_odd(x)
            }
            _ => return Err(bad()),
        };
        self.f32_to_half(to, f, d)
    }
}
