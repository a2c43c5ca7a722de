//! Constant folding at selection time: an instruction whose operands are
//! all immediates becomes an immediate itself, so `sext i32 1 to i64` or
//! `add i32 2, 3` cost nothing. Results follow LLVM semantics; operations
//! whose result would be poison or undefined (division by zero, shifts by
//! the width or more, out-of-range float-to-int) are left to run.

use super::{sext, zext};
use crate::inst::Operand;
use crate::scalar::Scalar;
use ir::{FloatPredicate, IntPredicate, Opcode};

/// An immediate of kind `s` normalised as selection keeps them: integers
/// sign-extended from their width, i1 as 0/1.
fn int_imm(v: u64, s: Scalar) -> Operand {
    if s == Scalar::I1 {
        return Operand::Imm((v & 1) as i64);
    }
    Operand::Imm(sext(u128::from(v), s.bits()))
}

/// The value of an integer immediate as unsigned bits of width `bits`.
fn ubits(op: &Operand, bits: u32) -> Option<u64> {
    match op {
        Operand::Imm(v) => Some(zext(*v as u64 as u128, bits) as u64),
        _ => None,
    }
}

/// The value of an integer immediate, sign-extended from width `bits`.
fn sbits(op: &Operand, bits: u32) -> Option<i64> {
    match op {
        Operand::Imm(v) => Some(sext(*v as u64 as u128, bits)),
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
    if s.is_float() {
        if s == Scalar::F32 {
            let (Operand::F32(x), Operand::F32(y)) = (a, b) else {
                return None;
            };
            let (x, y) = (f32::from_bits(*x), f32::from_bits(*y));
            let r = match op {
                Opcode::FAdd => x + y,
                Opcode::FSub => x - y,
                Opcode::FMul => x * y,
                Opcode::FDiv => x / y,
                Opcode::FRem => x % y,
                _ => return None,
            };
            return Some(Operand::F32(r.to_bits()));
        }
        let (Operand::F64(x), Operand::F64(y)) = (a, b) else {
            return None;
        };
        let (x, y) = (f64::from_bits(*x), f64::from_bits(*y));
        let r = match op {
            Opcode::FAdd => x + y,
            Opcode::FSub => x - y,
            Opcode::FMul => x * y,
            Opcode::FDiv => x / y,
            Opcode::FRem => x % y,
            _ => return None,
        };
        return Some(Operand::F64(r.to_bits()));
    }
    let w = s.bits();
    let (x, y) = (ubits(a, w)?, ubits(b, w)?);
    let (sx, sy) = (sbits(a, w)?, sbits(b, w)?);
    let smin = if w >= 64 { i64::MIN } else { -(1i64 << (w - 1)) };
    let r = match op {
        Opcode::Add => x.wrapping_add(y),
        Opcode::Sub => x.wrapping_sub(y),
        Opcode::Mul => x.wrapping_mul(y),
        Opcode::UDiv if y != 0 => x / y,
        Opcode::URem if y != 0 => x % y,
        Opcode::SDiv if sy != 0 && !(sx == smin && sy == -1) => sx.wrapping_div(sy) as u64,
        Opcode::SRem if sy != 0 && !(sx == smin && sy == -1) => sx.wrapping_rem(sy) as u64,
        Opcode::Shl if y < u64::from(w) => x << y,
        Opcode::LShr if y < u64::from(w) => x >> y,
        Opcode::AShr if y < u64::from(w) => (sx >> y) as u64,
        Opcode::And => x & y,
        Opcode::Or => x | y,
        Opcode::Xor => x ^ y,
        _ => return None,
    };
    Some(int_imm(r, s))
}

/// Folds an integer comparison of immediates of kind `s`.
pub fn icmp(p: IntPredicate, s: Scalar, a: &Operand, b: &Operand) -> Option<bool> {
    let w = s.bits();
    let (x, y) = (ubits(a, w)?, ubits(b, w)?);
    Some(p.holds(u128::from(x), u128::from(y), w))
}

/// Folds a float comparison of immediates.
pub fn fcmp(p: FloatPredicate, a: &Operand, b: &Operand) -> Option<bool> {
    let (x, y) = (float_of(a)?, float_of(b)?);
    let uno = x.is_nan() || y.is_nan();
    Some(match p {
        FloatPredicate::False => false,
        FloatPredicate::True => true,
        FloatPredicate::Oeq => !uno && x == y,
        FloatPredicate::Ogt => !uno && x > y,
        FloatPredicate::Oge => !uno && x >= y,
        FloatPredicate::Olt => !uno && x < y,
        FloatPredicate::Ole => !uno && x <= y,
        FloatPredicate::One => !uno && x != y,
        FloatPredicate::Ord => !uno,
        FloatPredicate::Uno => uno,
        FloatPredicate::Ueq => uno || x == y,
        FloatPredicate::Ugt => uno || x > y,
        FloatPredicate::Uge => uno || x >= y,
        FloatPredicate::Ult => uno || x < y,
        FloatPredicate::Ule => uno || x <= y,
        FloatPredicate::Une => uno || x != y,
    })
}

/// Folds a cast of an immediate from `from` to `to`.
pub fn cast(op: Opcode, from: Scalar, to: Scalar, v: &Operand) -> Option<Operand> {
    let fb = from.bits();
    match op {
        Opcode::Trunc | Opcode::PtrToInt | Opcode::IntToPtr | Opcode::Freeze if !from.is_float() && !to.is_float() => {
            Some(int_imm(ubits(v, fb)?, to))
        }
        Opcode::ZExt => Some(int_imm(ubits(v, fb)?, to)),
        Opcode::SExt => Some(int_imm(sbits(v, fb)? as u64, to)),
        Opcode::SIToFP => {
            let x = sbits(v, fb)?;
            match to {
                Scalar::F32 => Some(Operand::F32((x as f32).to_bits())),
                Scalar::F64 => Some(Operand::F64((x as f64).to_bits())),
                _ => None,
            }
        }
        Opcode::UIToFP => {
            let x = ubits(v, fb)?;
            match to {
                Scalar::F32 => Some(Operand::F32((x as f32).to_bits())),
                Scalar::F64 => Some(Operand::F64((x as f64).to_bits())),
                _ => None,
            }
        }
        Opcode::FPExt | Opcode::FPTrunc => float_imm(float_of(v)?, to),
        Opcode::FPToSI | Opcode::FPToUI => {
            let x = float_of(v)?.trunc();
            let w = to.bits();
            let (lo, hi) = if op == Opcode::FPToSI {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            if !(x >= lo && x < hi) {
                return None;
            }
            let bits = if x < 0.0 { x as i64 as u64 } else { x as u64 };
            Some(int_imm(bits, to))
        }
        Opcode::BitCast | Opcode::Freeze => match (v, to) {
            (Operand::Imm(x), Scalar::F32) => Some(Operand::F32(*x as u32)),
            (Operand::Imm(x), Scalar::F64) => Some(Operand::F64(*x as u64)),
            (Operand::F32(b), s) if !s.is_float() => Some(int_imm(u64::from(*b), s)),
            (Operand::F64(b), s) if !s.is_float() => Some(int_imm(*b, s)),
            (other, _) => Some(other.clone()),
        },
        _ => None,
    }
}

/// Rounds `x` to nearest-even in a small binary float format with
/// `exp_bits` exponent and `mant_bits` fraction bits (half: 5/10, bfloat:
/// 8/7) and returns the bit pattern.
pub fn f64_to_small_float(x: f64, exp_bits: u32, mant_bits: u32) -> u16 {
    let sign = ((x.to_bits() >> 63) as u16) << (exp_bits + mant_bits);
    let inf = ((1u16 << exp_bits) - 1) << mant_bits;
    if x.is_nan() {
        return sign | inf | (1 << (mant_bits - 1));
    }
    let a = x.abs();
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let emin = 1 - bias;
    if a == 0.0 {
        return sign;
    }
    if a < 2f64.powi(emin) {
        // Subnormal (or rounds to zero / the smallest normal).
        let q = (a * 2f64.powi(mant_bits as i32 - emin)).round_ties_even();
        return sign | q as u16;
    }
    if a.is_infinite() {
        return sign | inf;
    }
    let bits = a.to_bits();
    let mut exp = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let shift = 52 - mant_bits;
    let frac = bits & ((1u64 << 52) - 1);
    let mut keep = frac >> shift;
    let rem = frac & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && keep & 1 == 1) {
        keep += 1;
        if keep == 1u64 << mant_bits {
            keep = 0;
            exp += 1;
        }
    }
    if exp > bias {
        return sign | inf;
    }
    sign | (((exp + bias) as u16) << mant_bits) | keep as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_float_rounding() {
        let h = |x| f64_to_small_float(x, 5, 10);
        assert_eq!(h(1.5), 0x3E00);
        assert_eq!(h(65504.0), 0x7BFF);
        assert_eq!(h(65519.99), 0x7BFF);
        assert_eq!(h(65520.0), 0x7C00);
        assert_eq!(h(0.1), 0x2E66);
        assert_eq!(h(6.1e-05), 0x03FF);
        assert_eq!(h(5.960464477539063e-08), 0x0001);
        assert_eq!(h(2.9802322387695312e-08), 0x0000);
        assert_eq!(h(-0.0), 0x8000);
        assert_eq!(h(f64::INFINITY), 0x7C00);
        assert_eq!(h(f64::NAN) & 0x7E00, 0x7E00);
        let b = |x| f64_to_small_float(x, 8, 7);
        assert_eq!(b(1.5), 0x3FC0);
        assert_eq!(b(1.2345), 0x3F9E);
        assert_eq!(b(-2.0), 0xC000);
        assert_eq!(b(1e39), 0x7F80);
    }

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
