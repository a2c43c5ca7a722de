//! Rounding of real values to narrow binary floating-point formats.
//!
//! One generic routine rounds an `f64` to any IEEE-like format (f16, bf16,
//! f32) under every PTX rounding mode, with IEEE overflow rules (directed
//! modes saturate to the largest finite value when rounding toward zero).
//! Used by cvt, by half-precision arithmetic and by immediates.

use crate::ops::Rnd;

/// Rounds `x` to a format with `mbits` fraction bits and `ebits` exponent bits; returns its bits.
pub fn round_to_format(x: f64, mbits: u32, ebits: u32, rnd: Rnd) -> u64 {
    let sign_bit = 1u64 << (mbits + ebits);
    let exp_mask = (1u64 << ebits) - 1;
    let inf = exp_mask << mbits;
    if x.is_nan() {
        return inf | (1u64 << (mbits - 1));
    }
    let neg = x.is_sign_negative();
    let s = if neg { sign_bit } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return s | inf;
    }
    if a == 0.0 {
        return s;
    }
    let bias = (1i32 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    let emax = bias;
    let e = exponent_of(a).max(emin);
    let quantum = pow2(e - mbits as i32);
    let q = a / quantum;
    let n = q.floor();
    let frac = q - n;
    let up = match rnd {
        Rnd::Rz | Rnd::Rzi => false,
        Rnd::Rm | Rnd::Rmi => neg && frac > 0.0,
        Rnd::Rp | Rnd::Rpi => !neg && frac > 0.0,
        Rnd::Rna => frac >= 0.5,
        _ => frac > 0.5 || (frac == 0.5 && (n as u64) & 1 == 1),
    };
    let n = if up { n + 1.0 } else { n };
    let v = n * quantum;
    let max_finite = (2.0 - pow2(-(mbits as i32))) * pow2(emax);
    if v > max_finite {
        let to_inf = match rnd {
            Rnd::Rz | Rnd::Rzi => false,
            Rnd::Rm | Rnd::Rmi => neg,
            Rnd::Rp | Rnd::Rpi => !neg,
            _ => true,
        };
        return if to_inf { s | inf } else { s | (inf - 1) };
    }
    if v == 0.0 {
        return s;
    }
    let ev = exponent_of(v);
    if ev < emin {
        // subnormal: fraction counts quanta of 2^(emin - mbits)
        return s | (v / pow2(emin - mbits as i32)) as u64;
    }
    let mant = (v / pow2(ev - mbits as i32)) as u64 - (1u64 << mbits);
    s | (((ev + bias) as u64) << mbits) | mant
}

/// Decodes bits of a format with `mbits`/`ebits` into an f64 (exact).
pub fn format_to_f64(bits: u64, mbits: u32, ebits: u32) -> f64 {
    let exp_mask = (1u64 << ebits) - 1;
    let neg = bits >> (mbits + ebits) & 1 == 1;
    let e = (bits >> mbits) & exp_mask;
    let m = bits & ((1u64 << mbits) - 1);
    let bias = (1i32 << (ebits - 1)) - 1;
    let v = if e == exp_mask {
        if m == 0 {
            f64::INFINITY
        } else {
            f64::NAN
        }
    } else if e == 0 {
        m as f64 * pow2(1 - bias - mbits as i32)
    } else {
        ((1u64 << mbits) | m) as f64 * pow2(e as i32 - bias - mbits as i32)
    };
    if neg {
        -v
    } else {
        v
    }
}

fn exponent_of(a: f64) -> i32 {
    let b = a.to_bits();
    let e = ((b >> 52) & 0x7ff) as i32;
    if e == 0 {
        // f64 subnormal
        let m = b & ((1u64 << 52) - 1);
        -1074 + (63 - m.leading_zeros() as i32)
    } else {
        e - 1023
    }
}

fn pow2(e: i32) -> f64 {
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074))
    }
}

/// f64 to IEEE half bits.
pub fn f64_to_f16(x: f64, rnd: Rnd) -> u16 {
    round_to_format(x, 10, 5, rnd) as u16
}

/// IEEE half bits to f64.
pub fn f16_to_f64(h: u16) -> f64 {
    format_to_f64(h as u64, 10, 5)
}

/// f64 to bfloat16 bits.
pub fn f64_to_bf16(x: f64, rnd: Rnd) -> u16 {
    round_to_format(x, 7, 8, rnd) as u16
}

/// bfloat16 bits to f64.
pub fn bf16_to_f64(h: u16) -> f64 {
    f32::from_bits((h as u32) << 16) as f64
}

/// f64 to f32 under a rounding mode.
pub fn f64_to_f32(x: f64, rnd: Rnd) -> f32 {
    match rnd {
        Rnd::None | Rnd::Rn | Rnd::Rni => x as f32,
        _ => f32::from_bits(round_to_format(x, 23, 8, rnd) as u32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trip_and_rounding() {
        assert_eq!(f64_to_f16(1.0, Rnd::Rn), 0x3c00);
        assert_eq!(f64_to_f16(65504.0, Rnd::Rn), 0x7bff);
        assert_eq!(f64_to_f16(70000.0, Rnd::Rn), 0x7c00);
        assert_eq!(f64_to_f16(70000.0, Rnd::Rz), 0x7bff);
        assert_eq!(f64_to_f16(-2.0f64.powi(-24), Rnd::Rn), 0x8001);
        assert_eq!(f16_to_f64(0x0001), 2.0f64.powi(-24));
        // 1 + 2^-11 is a tie between 1 and 1+2^-10: even is 1
        assert_eq!(f64_to_f16(1.0 + 2.0f64.powi(-11), Rnd::Rn), 0x3c00);
        assert_eq!(f64_to_f16(1.0 + 2.0f64.powi(-11), Rnd::Rp), 0x3c01);
        assert_eq!(f64_to_bf16(1.0, Rnd::Rn), 0x3f80);
        assert_eq!(f64_to_f32(1.0 + 2.0f64.powi(-30), Rnd::Rp), 1.0 + f32::EPSILON);
        assert_eq!(f64_to_f32(-(1.0 + 2.0f64.powi(-30)), Rnd::Rz), -1.0);
        assert_eq!(f64_to_f32(1e300, Rnd::Rz), f32::MAX);
        assert_eq!(f64_to_f32(1e-50, Rnd::Rp), f32::from_bits(1));
    }
}
