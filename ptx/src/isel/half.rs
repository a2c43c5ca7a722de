//! `half` and `bfloat`: values live in 16-bit registers. half arithmetic
//! and comparisons use the native `.f16` instructions (all supported SMs);
//! half division and remainder, and all bfloat arithmetic and comparisons,
//! are computed in f32 and rounded back (f32 has more than twice the
//! precision of either, so the result is still correctly rounded).
//! bfloat widens exactly by a 16-bit shift; narrowing uses
//! `cvt.rn.bf16.f32` on sm_80+ and an integer round-to-nearest-even before
//! (sm_75), and from f64 first rounds to f32 with round-to-odd so the final
//! rounding is not a double rounding.

use super::FnLowering;
use crate::inst::Operand;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::target::Feature;
use crate::PtxError;

impl FnLowering<'_> {
    /// A 16-bit float register widened exactly to f32.
    pub(crate) fn half_to_f32(&mut self, s: Scalar, r: VReg) -> VReg {
        let f = self.new_reg(RegClass::F32);
        if s == Scalar::F16 {
            self.emit("cvt.f32.f16", [Operand::Reg(f), Operand::Reg(r)]);
        } else {
            let w = self.new_reg(RegClass::B32);
            let sh = self.new_reg(RegClass::B32);
            self.emit("cvt.u32.u16", [Operand::Reg(w), Operand::Reg(r)]);
            self.emit("shl.b32", [Operand::Reg(sh), Operand::Reg(w), Operand::Imm(16)]);
            self.emit("mov.b32", [Operand::Reg(f), Operand::Reg(sh)]);
        }
        f
    }

    /// Rounds an f32 register to the 16-bit float kind `s`, into `d`.
    pub(crate) fn f32_to_half(&mut self, s: Scalar, f: VReg, d: VReg) -> Result<(), PtxError> {
        if s == Scalar::BF16 && !self.info.opts.target.supports(Feature::Bf16Convert) {
            return self.f32_to_bf16_bits(f, d);
        }
        self.emit(format!("cvt.rn.{}.f32", s.fty()), [Operand::Reg(d), Operand::Reg(f)]);
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
        self.emit("mov.b32", [Operand::Reg(bits), Operand::Reg(f)]);
        self.emit("shr.u32", [Operand::Reg(lsb), Operand::Reg(bits), Operand::Imm(16)]);
        self.emit("and.b32", [Operand::Reg(lsb), Operand::Reg(lsb), Operand::Imm(1)]);
        self.emit("add.s32", [Operand::Reg(bias), Operand::Reg(lsb), Operand::Imm(0x7FFF)]);
        self.emit("add.s32", [Operand::Reg(sum), Operand::Reg(bits), Operand::Reg(bias)]);
        self.emit("shr.u32", [Operand::Reg(rounded), Operand::Reg(sum), Operand::Imm(16)]);
        self.emit("shr.u32", [Operand::Reg(hi), Operand::Reg(bits), Operand::Imm(16)]);
        self.emit("or.b32", [Operand::Reg(nan_bits), Operand::Reg(hi), Operand::Imm(0x40)]);
        self.emit("setp.nan.f32", [Operand::Reg(nan), Operand::Reg(f), Operand::Reg(f)]);
        self.emit(
            "selp.b32",
            [
                Operand::Reg(out),
                Operand::Reg(nan_bits),
                Operand::Reg(rounded),
                Operand::Reg(nan),
            ],
        );
        self.emit("cvt.u16.u32", [Operand::Reg(d), Operand::Reg(out)]);
        Ok(())
    }

    /// Rounds an f64 register to f32 with round-to-odd (truncate, then set
    /// the last bit when inexact), so a later rounding to a narrower format
    /// gives the correctly rounded result.
    pub(crate) fn f64_to_f32_odd(&mut self, x: VReg) -> VReg {
        let t = self.new_reg(RegClass::F32);
        self.emit("cvt.rz.f32.f64", [Operand::Reg(t), Operand::Reg(x)]);
        let back = self.new_reg(RegClass::F64);
        self.emit("cvt.f64.f32", [Operand::Reg(back), Operand::Reg(t)]);
        let inexact = self.new_reg(RegClass::Pred);
        self.emit(
            "setp.neu.f64",
            [Operand::Reg(inexact), Operand::Reg(back), Operand::Reg(x)],
        );
        let bits = self.new_reg(RegClass::B32);
        self.emit("mov.b32", [Operand::Reg(bits), Operand::Reg(t)]);
        let odd = self.new_reg(RegClass::B32);
        self.emit("or.b32", [Operand::Reg(odd), Operand::Reg(bits), Operand::Imm(1)]);
        let sel = self.new_reg(RegClass::B32);
        self.emit(
            "selp.b32",
            [
                Operand::Reg(sel),
                Operand::Reg(odd),
                Operand::Reg(bits),
                Operand::Reg(inexact),
            ],
        );
        let out = self.new_reg(RegClass::F32);
        self.emit("mov.b32", [Operand::Reg(out), Operand::Reg(sel)]);
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
        let name = match op {
            FAdd => "add",
            FSub => "sub",
            FMul => "mul",
            _ => return Ok(false),
        };
        let target = self.info.opts.target;
        let (a, b) = (self.reg(lhs)?, self.reg(rhs)?);
        if target.supports(Feature::Bf16Arith) {
            self.emit(
                format!("{name}.bf16"),
                [Operand::Reg(d), Operand::Reg(a), Operand::Reg(b)],
            );
            return Ok(true);
        }
        if !target.supports(Feature::Bf16Fma) {
            return Ok(false);
        }
        let k = |this: &mut Self, bits: i64| {
            let r = this.new_reg(RegClass::B16);
            this.emit("mov.b16", [Operand::Reg(r), Operand::Imm(bits)]);
            r
        };
        let (x, y, z) = match op {
            FAdd => (a, k(self, 0x3F80), b),
            FSub => (b, k(self, 0xBF80), a),
            _ => (a, b, k(self, 0x8000)),
        };
        self.emit("fma.rn.bf16", [d, x, y, z].map(Operand::Reg));
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
        let bad = || PtxError::Malformed(format!("`{}` from {from:?} to {to:?}", op.mnemonic()));
        let d = self.def_reg(i)?;
        let r = self.reg(v)?;
        if from == Scalar::BF16 {
            // Widen exactly, then finish as a cast from f32.
            let f = self.half_to_f32(from, r);
            match (op, to) {
                (FPExt, Scalar::F32) => self.emit("mov.f32", [Operand::Reg(d), Operand::Reg(f)]),
                (FPExt, Scalar::F64) => self.emit("cvt.f64.f32", [Operand::Reg(d), Operand::Reg(f)]),
                (FPToSI | FPToUI, s) if s.is_int() || s == Scalar::I1 => {
                    let sign = if op == FPToSI { "s" } else { "u" };
                    if s == Scalar::I1 {
                        let t = self.new_reg(RegClass::B32);
                        self.emit(format!("cvt.rzi.{sign}32.f32"), [Operand::Reg(t), Operand::Reg(f)]);
                        self.emit("setp.ne.s32", [Operand::Reg(d), Operand::Reg(t), Operand::Imm(0)]);
                    } else {
                        let t = if sign == "s" { s.s() } else { s.u() };
                        self.emit(format!("cvt.rzi.{t}.f32"), [Operand::Reg(d), Operand::Reg(f)]);
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
                    self.emit(
                        "selp.b32",
                        [Operand::Reg(t), Operand::Imm(one), Operand::Imm(0), Operand::Reg(r)],
                    );
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
                self.emit(format!("cvt.rn.f64.{src}"), [Operand::Reg(x), Operand::Reg(wide.1)]);
                self.f64_to_f32_odd(x)
            }
            _ => return Err(bad()),
        };
        self.f32_to_half(to, f, d)
    }
}
