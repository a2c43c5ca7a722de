//! Constant folding at selection time: an instruction whose operands are
//! all immediates becomes an immediate itself, so `sext i32 1 to i64` or
//! `add i32 2, 3` cost nothing. The arithmetic is the IR's (`ir::fold`, the
//! same that `instsimplify` folds with); this file only converts between
//! selection's immediates and plain values. Operations whose result would be
//! poison or undefined (division by zero, shifts by the width or more,
//! out-of-range float-to-int) are left to run.

use super::{sext, zext};
use crate::inst::Operand;
use crate::scalar::Scalar;
use ir::fold::{float, integer};
use ir::{FloatPredicate, IntPredicate, Opcode};

/// An immediate of kind `s` normalised as selection keeps them: integers
/// sign-extended from their width, i1 as 0/1.
fn int_imm(v: u128, s: Scalar) -> Operand {
    if s == Scalar::I1 {
        return Operand::Imm((v & 1) as i64);
    }
    Operand::Imm(sext(v, s.bits()))
}

/// The value of an integer immediate as unsigned bits of width `bits`.
fn ubits(op: &Operand, bits: u32) -> Option<u128> {
    match op {
        Operand::Imm(v) => Some(zext(*v as u64 as u128, bits) as u64 as u128),
        _ => None,
    }
}

fn float_of(op: &Operand) -> Option<f64> {
    match op {
        Operand::F32(b) => Some(f64::from(f32::from_bits(*b))),
        Operand::F64(b) => Some(f64::from_bits(*b)),
        _ => None,
    }
}

fn float_imm(v: f64, s: Scalar) -> Option<Operand> {
    match s {
        Scalar::F32 => Some(Operand::F32((v as f32).to_bits())),
        Scalar::F64 => Some(Operand::F64(v.to_bits())),
        _ => None,
    }
}

/// Folds a binary operation on immediates of kind `s`.
pub fn binary(op: Opcode, s: Scalar, a: &Operand, b: &Operand) -> Option<Operand> {
    match (s, a, b) {
        (Scalar::F32, Operand::F32(_), Operand::F32(_)) | (Scalar::F64, Operand::F64(_), Operand::F64(_)) => {
            float_imm(float::binary(op, s == Scalar::F32, float_of(a)?, float_of(b)?)?, s)
        }
        _ if s.is_float() => None,
        _ => {
            let w = s.bits();
            Some(int_imm(integer::binary(op, w, ubits(a, w)?, ubits(b, w)?)?, s))
        }
    }
}

/// Folds an integer comparison of immediates of kind `s`.
pub fn icmp(p: IntPredicate, s: Scalar, a: &Operand, b: &Operand) -> Option<bool> {
    let w = s.bits();
    Some(p.holds(ubits(a, w)?, ubits(b, w)?, w))
}

/// Folds a float comparison of immediates.
pub fn fcmp(p: FloatPredicate, a: &Operand, b: &Operand) -> Option<bool> {
    Some(p.holds(float_of(a)?, float_of(b)?))
}

/// Folds a cast of an immediate from `from` to `to`.
pub fn cast(op: Opcode, from: Scalar, to: Scalar, v: &Operand) -> Option<Operand> {
    let fb = from.bits();
    match op {
        Opcode::Trunc | Opcode::PtrToInt | Opcode::IntToPtr | Opcode::Freeze if !from.is_float() && !to.is_float() => {
            Some(int_imm(ubits(v, fb)?, to))
        }
        Opcode::ZExt | Opcode::SExt => Some(int_imm(integer::resize(op, fb, to.bits(), ubits(v, fb)?)?, to)),
        Opcode::SIToFP | Opcode::UIToFP if to.is_float() => {
            float_imm(float::from_int(op, fb, ubits(v, fb)?, to == Scalar::F32)?, to)
        }
        Opcode::FPExt | Opcode::FPTrunc => float_imm(float_of(v)?, to),
        Opcode::FPToSI | Opcode::FPToUI => Some(int_imm(float::to_int(op, to.bits(), float_of(v)?)?, to)),
        Opcode::BitCast | Opcode::Freeze => match (v, to) {
            (Operand::Imm(x), Scalar::F32) => Some(Operand::F32(*x as u32)),
            (Operand::Imm(x), Scalar::F64) => Some(Operand::F64(*x as u64)),
            (Operand::F32(b), s) if !s.is_float() => Some(int_imm(u128::from(*b), s)),
            (Operand::F64(b), s) if !s.is_float() => Some(int_imm(u128::from(*b), s)),
            (other, _) => Some(other.clone()),
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_like_llvm() {
        use Scalar::*;
        let i = Operand::Imm;
        assert_eq!(binary(Opcode::Add, I8, &i(127), &i(1)), Some(i(-128)));
        assert_eq!(binary(Opcode::UDiv, I8, &i(-3), &i(2)), Some(i(126)));
        assert_eq!(binary(Opcode::SDiv, I32, &i(-7), &i(2)), Some(i(-3)));
        assert_eq!(binary(Opcode::SDiv, I32, &i(i64::from(i32::MIN)), &i(-1)), None);
        assert_eq!(binary(Opcode::UDiv, I32, &i(1), &i(0)), None);
        assert_eq!(binary(Opcode::Shl, I32, &i(1), &i(32)), None);
        assert_eq!(binary(Opcode::AShr, I16, &i(-16), &i(2)), Some(i(-4)));
        assert_eq!(binary(Opcode::LShr, I16, &i(-16), &i(2)), Some(i(16380)));
        assert_eq!(icmp(IntPredicate::Ult, I32, &i(-1), &i(1)), Some(false));
        assert_eq!(icmp(IntPredicate::Slt, I32, &i(-1), &i(1)), Some(true));
        assert_eq!(cast(Opcode::SExt, I32, I64, &i(1)), Some(i(1)));
        assert_eq!(cast(Opcode::ZExt, I8, I32, &i(-1)), Some(i(255)));
        assert_eq!(cast(Opcode::Trunc, I32, I8, &i(300)), Some(i(44)));
        assert_eq!(cast(Opcode::ZExt, I1, I32, &i(1)), Some(i(1)));
        assert_eq!(cast(Opcode::SExt, I1, I32, &i(1)), Some(i(-1)));
        assert_eq!(
            cast(Opcode::SIToFP, I32, F32, &i(3)),
            Some(Operand::F32(3f32.to_bits()))
        );
        assert_eq!(
            cast(Opcode::FPToSI, F32, I32, &Operand::F32((-2.5f32).to_bits())),
            Some(i(-2))
        );
        assert_eq!(cast(Opcode::FPToUI, F32, I32, &Operand::F32((-2.5f32).to_bits())), None);
        assert_eq!(
            cast(Opcode::SIToFP, I64, F32, &i(i64::MAX)),
            Some(Operand::F32((i64::MAX as f32).to_bits()))
        );
        let nan = Operand::F32(f32::NAN.to_bits());
        assert_eq!(fcmp(FloatPredicate::Une, &nan, &nan), Some(true));
        assert_eq!(fcmp(FloatPredicate::Oeq, &nan, &nan), Some(false));
    }
}
