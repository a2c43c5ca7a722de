//! Floating-point constant folding. Values travel as `f64`; a `single`
//! (`float`) operation is computed in `f32`, so each result is rounded once,
//! as the hardware rounds it.

use crate::opcode::{FloatPredicate, Opcode};

/// `a op b` for `fadd`, `fsub`, `fmul`, `fdiv` or `frem` (C's `fmod`).
pub fn binary(op: Opcode, single: bool, a: f64, b: f64) -> Option<f64> {
    if single {
        let (x, y) = (a as f32, b as f32);
        let r = match op {
            Opcode::FAdd => x + y,
            Opcode::FSub => x - y,
            Opcode::FMul => x * y,
            Opcode::FDiv => x / y,
            Opcode::FRem => x % y,
            _ => return None,
        };
        return Some(f64::from(r));
    }
    Some(match op {
        Opcode::FAdd => a + b,
        Opcode::FSub => a - b,
        Opcode::FMul => a * b,
        Opcode::FDiv => a / b,
        Opcode::FRem => a % b,
        _ => return None,
    })
}

impl FloatPredicate {
    /// Whether `a pred b` holds: ordered predicates are false and unordered
    /// ones true when either operand is NaN.
    pub fn holds(self, a: f64, b: f64) -> bool {
        let uno = a.is_nan() || b.is_nan();
        match self {
            FloatPredicate::False => false,
            FloatPredicate::True => true,
            FloatPredicate::Oeq => !uno && a == b,
            FloatPredicate::Ogt => !uno && a > b,
            FloatPredicate::Oge => !uno && a >= b,
            FloatPredicate::Olt => !uno && a < b,
            FloatPredicate::Ole => !uno && a <= b,
            FloatPredicate::One => !uno && a != b,
            FloatPredicate::Ord => !uno,
            FloatPredicate::Uno => uno,
            FloatPredicate::Ueq => uno || a == b,
            FloatPredicate::Ugt => uno || a > b,
            FloatPredicate::Uge => uno || a >= b,
            FloatPredicate::Ult => uno || a < b,
            FloatPredicate::Ule => uno || a <= b,
            FloatPredicate::Une => uno || a != b,
        }
    }
}

/// `fptosi`/`fptoui` of `x` to `width` bits (low bits of the result); `None`
/// when the truncated value does not fit (LLVM: poison).
pub fn to_int(op: Opcode, width: u32, x: f64) -> Option<u128> {
    let t = x.trunc();
    let (lo, hi) = match op {
        Opcode::FPToSI => (-(2f64.powi(width as i32 - 1)), 2f64.powi(width as i32 - 1)),
        Opcode::FPToUI => (0.0, 2f64.powi(width as i32)),
        _ => return None,
    };
    if !(t >= lo && t < hi) {
        return None;
    }
    let v = if t < 0.0 { t as i128 as u128 } else { t as u128 };
    Some(v & super::integer::mask(width))
}

/// `sitofp`/`uitofp` of the `width`-bit value `v`, rounded once to the
/// target (`single`: `f32`; converting through `f64` first could round twice).
pub fn from_int(op: Opcode, width: u32, v: u128, single: bool) -> Option<f64> {
    let v = v & super::integer::mask(width);
    let signed = match op {
        Opcode::SIToFP => true,
        Opcode::UIToFP => false,
        _ => return None,
    };
    Some(match (signed, single) {
        (true, true) => f64::from(super::integer::sext(v, width) as f32),
        (true, false) => super::integer::sext(v, width) as f64,
        (false, true) => f64::from(v as f32),
        (false, false) => v as f64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_precision_rounds_each_result() {
        let third = binary(Opcode::FDiv, true, 1.0, 3.0).unwrap();
        assert_eq!(third, f64::from(1.0f32 / 3.0));
        assert_ne!(third, 1.0 / 3.0);
        assert_eq!(binary(Opcode::FRem, false, 7.5, 2.0), Some(1.5));
        assert_eq!(binary(Opcode::Add, false, 1.0, 2.0), None);
    }

    #[test]
    fn predicates_and_nan() {
        assert!(FloatPredicate::Olt.holds(1.0, 2.0));
        assert!(!FloatPredicate::Olt.holds(f64::NAN, 2.0));
        assert!(FloatPredicate::Ult.holds(f64::NAN, 2.0));
        assert!(FloatPredicate::Uno.holds(1.0, f64::NAN));
        assert!(!FloatPredicate::One.holds(1.0, 1.0));
    }

    #[test]
    fn int_to_float_rounds_once() {
        let max = u128::from(i64::MAX as u64);
        assert_eq!(
            from_int(Opcode::SIToFP, 64, max, true),
            Some(f64::from(i64::MAX as f32))
        );
        assert_eq!(from_int(Opcode::SIToFP, 8, 0xFF, false), Some(-1.0));
        assert_eq!(from_int(Opcode::UIToFP, 8, 0xFF, false), Some(255.0));
        // 2^24 + 1 is not a float: one rounding gives 2^24.
        assert_eq!(from_int(Opcode::UIToFP, 32, (1 << 24) + 1, true), Some(16777216.0));
    }

    #[test]
    fn float_to_int_range() {
        assert_eq!(to_int(Opcode::FPToSI, 32, -1.9), Some(0xFFFF_FFFF));
        assert_eq!(to_int(Opcode::FPToUI, 8, 255.9), Some(255));
        assert_eq!(to_int(Opcode::FPToUI, 8, 256.0), None);
        assert_eq!(to_int(Opcode::FPToSI, 8, -129.0), None);
        assert_eq!(to_int(Opcode::FPToSI, 32, f64::NAN), None);
    }
}
