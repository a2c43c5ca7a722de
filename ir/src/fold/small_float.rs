//! The 16-bit float formats (IEEE half: 5 exponent and 10 fraction bits;
//! bfloat: 8 and 7) to and from `f64`, rounding to nearest even. Constants,
//! the IR text form and instruction selection all convert through here.

/// Rounds `v` to the nearest (ties to even) binary float with `exp_bits`
/// exponent and `mant_bits` fraction bits (half: 5/10, bfloat: 8/7) and
/// returns its bit pattern, with IEEE subnormals, infinities and NaN.
pub fn round_to_small_float(v: f64, exp_bits: u32, mant_bits: u32) -> u16 {
    let sign: u32 = if v.is_sign_negative() {
        1 << (exp_bits + mant_bits)
    } else {
        0
    };
    let max_exp: u32 = (1 << exp_bits) - 1;
    let bias: i32 = (1 << (exp_bits - 1)) - 1;
    let a = v.abs();
    if v.is_nan() {
        return (sign | (max_exp << mant_bits) | (1 << (mant_bits - 1))) as u16;
    }
    if a == 0.0 {
        return sign as u16;
    }
    if a.is_infinite() {
        return (sign | (max_exp << mant_bits)) as u16;
    }
    let exp = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let min_normal_exp = 1 - bias;
    if exp < min_normal_exp {
        // Subnormal (or rounds up to the smallest normal: the encoding is continuous).
        let quantum = 2f64.powi(min_normal_exp - mant_bits as i32);
        let m = (a / quantum).round_ties_even() as u32;
        return (sign | m) as u16;
    }
    let mut e = exp;
    let mut m = (a / 2f64.powi(e - mant_bits as i32)).round_ties_even() as u32;
    if m >= 1 << (mant_bits + 1) {
        m >>= 1;
        e += 1;
    }
    if e + bias >= max_exp as i32 {
        return (sign | (max_exp << mant_bits)) as u16;
    }
    (sign | (((e + bias) as u32) << mant_bits) | (m - (1 << mant_bits))) as u16
}

/// The value of an IEEE half bit pattern.
pub fn half_to_f64(h: u16) -> f64 {
    let sign = if h >> 15 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1F);
    let mant = f64::from(h & 0x3FF);
    match exp {
        0 => sign * mant * 2f64.powi(-24),
        0x1F if mant == 0.0 => sign * f64::INFINITY,
        0x1F => f64::NAN,
        _ => sign * (1.0 + mant / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// The value of bfloat bit pattern `b` (the upper half of an `f32`).
pub fn bfloat_to_f64(b: u16) -> f64 {
    f64::from(f32::from_bits(u32::from(b) << 16))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_and_bfloat_rounding() {
        let h = |v: f64| round_to_small_float(v, 5, 10);
        let b = |v: f64| round_to_small_float(v, 8, 7);
        assert_eq!(h(1.0), 0x3C00);
        assert_eq!(h(-2.0), 0xC000);
        assert_eq!(h(65504.0), 0x7BFF);
        assert_eq!(h(65520.0), 0x7C00, "rounds to infinity");
        assert_eq!(h(2f64.powi(-24)), 0x0001, "smallest subnormal");
        assert_eq!(h(2f64.powi(-25)), 0x0000, "tie rounds to even (zero)");
        assert_eq!(h(1.0 + 2f64.powi(-11)), 0x3C00, "tie to even");
        assert_eq!(h(1.0 + 3.0 * 2f64.powi(-11)), 0x3C02, "tie to even (up)");
        assert_eq!(h(f64::INFINITY), 0x7C00);
        assert_eq!(h(f64::NAN) & 0x7E00, 0x7E00);
        assert_eq!(h(-0.0), 0x8000);
        assert_eq!(b(1.0), 0x3F80);
        assert_eq!(b(3.140625), 0x4049);
        assert_eq!(b(-1.5), 0xBFC0);
        // Values instruction selection rounds (checked against nvcc's PTX).
        assert_eq!(h(1.5), 0x3E00);
        assert_eq!(h(65519.99), 0x7BFF);
        assert_eq!(h(0.1), 0x2E66);
        assert_eq!(h(6.1e-05), 0x03FF);
        assert_eq!(h(5.960464477539063e-08), 0x0001);
        assert_eq!(h(2.9802322387695312e-08), 0x0000);
        assert_eq!(b(1.5), 0x3FC0);
        assert_eq!(b(1.2345), 0x3F9E);
        assert_eq!(b(-2.0), 0xC000);
        assert_eq!(b(1e39), 0x7F80);
    }

    #[test]
    fn back_to_f64() {
        assert_eq!(half_to_f64(0x3C00), 1.0);
        assert_eq!(half_to_f64(0x0001), 2f64.powi(-24));
        assert_eq!(half_to_f64(0xFC00), f64::NEG_INFINITY);
        assert!(half_to_f64(0x7E00).is_nan());
        assert_eq!(bfloat_to_f64(0x3FC0), 1.5);
        for bits in [0x3C00u16, 0x2E66, 0x03FF, 0x7BFF, 0x8001] {
            assert_eq!(round_to_small_float(half_to_f64(bits), 5, 10), bits);
        }
    }
}
