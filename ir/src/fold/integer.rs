//! Integer constant folding on `width`-bit values held in the low bits of a
//! `u128` (upper bits zero), as LLVM's `iN` constants are.

use crate::opcode::Opcode;

/// The mask of the low `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `v`'s low `width` bits read as a signed number.
pub fn sext(v: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v as i128;
    }
    let shift = 128 - width;
    ((v << shift) as i128) >> shift
}

/// `a op b` for an integer binary opcode, truncated to `width` bits; `None`
/// when the result is poison or undefined (division or remainder by zero,
/// signed overflow of `sdiv`/`srem`, a shift by `width` or more) or `op` is
/// not an integer binary operation.
pub fn binary(op: Opcode, width: u32, a: u128, b: u128) -> Option<u128> {
    let (a, b) = (a & mask(width), b & mask(width));
    let (sa, sb) = (sext(a, width), sext(b, width));
    let signed_overflow = width > 0 && sa == sext(1u128 << (width - 1), width) && sb == -1;
    let r = match op {
        Opcode::Add => a.wrapping_add(b),
        Opcode::Sub => a.wrapping_sub(b),
        Opcode::Mul => a.wrapping_mul(b),
        Opcode::And => a & b,
        Opcode::Or => a | b,
        Opcode::Xor => a ^ b,
        Opcode::Shl if b < u128::from(width) => a << b,
        Opcode::LShr if b < u128::from(width) => a >> b,
        Opcode::AShr if b < u128::from(width) => (sa >> b) as u128,
        Opcode::UDiv if b != 0 => a / b,
        Opcode::URem if b != 0 => a % b,
        Opcode::SDiv if sb != 0 && !signed_overflow => sa.wrapping_div(sb) as u128,
        Opcode::SRem if sb != 0 && !signed_overflow => sa.wrapping_rem(sb) as u128,
        _ => return None,
    };
    Some(r & mask(width))
}

/// `trunc`, `zext` or `sext` of the `from`-bit value `v` to `to` bits.
pub fn resize(op: Opcode, from: u32, to: u32, v: u128) -> Option<u128> {
    let v = v & mask(from);
    match op {
        Opcode::Trunc | Opcode::ZExt => Some(v & mask(to)),
        Opcode::SExt => Some(sext(v, from) as u128 & mask(to)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_wraps_and_poison_does_not_fold() {
        assert_eq!(binary(Opcode::Add, 8, 200, 100), Some(44));
        assert_eq!(binary(Opcode::Sub, 32, 0, 1), Some(0xFFFF_FFFF));
        assert_eq!(
            binary(Opcode::SDiv, 32, (-7i32) as u32 as u128, 2),
            Some((-3i32) as u32 as u128)
        );
        assert_eq!(
            binary(Opcode::SRem, 32, (-7i32) as u32 as u128, 2),
            Some((-1i32) as u32 as u128)
        );
        assert_eq!(binary(Opcode::UDiv, 32, 7, 0), None);
        assert_eq!(binary(Opcode::SDiv, 8, 0x80, 0xFF), None, "INT_MIN / -1");
        assert_eq!(binary(Opcode::Shl, 32, 1, 32), None);
        assert_eq!(binary(Opcode::AShr, 16, 0x8000, 15), Some(0xFFFF));
        assert_eq!(binary(Opcode::LShr, 16, 0x8000, 15), Some(1));
        assert_eq!(binary(Opcode::Mul, 128, u128::MAX, 2), Some(u128::MAX - 1));
        assert_eq!(binary(Opcode::FAdd, 32, 1, 2), None);
    }

    #[test]
    fn resizing() {
        assert_eq!(resize(Opcode::SExt, 8, 32, 0x80), Some(0xFFFF_FF80));
        assert_eq!(resize(Opcode::ZExt, 8, 32, 0x80), Some(0x80));
        assert_eq!(resize(Opcode::Trunc, 32, 8, 0x1234), Some(0x34));
        assert_eq!(resize(Opcode::SExt, 1, 64, 1), Some(u128::from(u64::MAX)));
    }
}
