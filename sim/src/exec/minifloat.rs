//! `cvt` to and from the sm_100a/f sub-byte pairs: `.e2m1x2` (FP4), `.e2m3x2` and
//! `.e3m2x2` (FP6), `.ue8m0x2` (the MX scale), and the FP8 pairs' `.bf16x2` forms.
//!
//! Semantics from the PTX ISA's `cvt`: the first source (`a`, or the upper half of a
//! packed source) goes to the upper element of the destination. FP4/FP6 have no
//! infinity or NaN: `.satfinite` (mandatory) clamps to the largest finite value of
//! the sign and a NaN becomes the positive largest value. `.relu` makes a negative
//! result +0 (a NaN stays what it converts to). UE8M0 holds 2^(x - 127), 0xFF is
//! NaN: `.rz` takes the power of two at or below |x|, `.rp` the one at or above,
//! anything below 2^-127 is code 0, NaN is 0xFF, and past 2^127 (infinity too) is
//! 0xFF, or 0xFE with `.satfinite`. UE5M3 (sm_107f) is an unsigned E5M3 with 0xFF NaN
//! and overflows as UE8M0. Widening is exact.

use crate::exec::cvt::{fp8_encode, fp8_to_f16};
use crate::exec::float::to_f64;
use crate::exec::float16;
use crate::ops::*;

/// A sign-magnitude format without infinity or NaN: (exponent bits, fraction bits).
fn small_format(t: Ty) -> (u32, u32) {
    match t {
        Ty::E2M1x2 => (2, 1),
        Ty::E2M3x2 => (2, 3),
        _ => (3, 2),
    }
}

/// |a| (finite, not NaN) rounded to `e` exponent and `m` fraction bits (bias 2^(e-1) - 1,
/// every exponent field finite, subnormals): the magnitude code, not clamped.
fn round_magnitude(a: f64, e: u32, m: u32, rnd: Rnd, negative: bool) -> u64 {
    let emin = 2 - (1i32 << (e - 1));
    let ex = if a == 0.0 {
        emin
    } else {
        ((a.to_bits() >> 52) as i32 - 1023).max(emin)
    };
    // a / 2^(ex - m) is exact: a has at most 53 significant bits
    let s = a / 2f64.powi(ex - m as i32);
    let n = match (rnd, negative) {
        (Rnd::Rz, _) | (Rnd::Rp, true) | (Rnd::Rm, false) => s.trunc(),
        (Rnd::Rp, false) | (Rnd::Rm, true) => s.ceil(),
        _ => s.round_ties_even(),
    };
    // code = ((ex - emin) << m) + n covers subnormals and a carry into the next binade
    (((ex - emin) as u64) << m) + n as u64
}

/// `x` to an FP4/FP6 code of type `t` (satfinite).
fn small_encode(x: f64, t: Ty, rnd: Rnd, relu: bool) -> u64 {
    let (e, m) = small_format(t);
    let max = (1u64 << (e + m)) - 1;
    if x.is_nan() {
        return max;
    }
    let negative = x.is_sign_negative();
    if relu && negative {
        return 0;
    }
    let code = if x.is_infinite() {
        max
    } else {
        round_magnitude(x.abs(), e, m, rnd, negative).min(max)
    };
    (u64::from(negative) << (e + m)) | code
}

/// An FP4/FP6 code of type `t` to the equal half's bits (every value is a normal half or zero).
fn small_to_f16(c: u64, t: Ty, relu: bool) -> u64 {
    let (e, m) = small_format(t);
    let bias = (1i32 << (e - 1)) - 1;
    let (exp, frac) = ((c >> m) & ((1 << e) - 1), (c & ((1 << m) - 1)) as f64);
    let v = if exp == 0 {
        frac * 2f64.powi(1 - bias - m as i32)
    } else {
        (1.0 + frac / f64::from(1u32 << m)) * 2f64.powi(exp as i32 - bias)
    };
    let negative = (c >> (e + m)) & 1 == 1;
    if relu && negative {
        return 0;
    }
    float16::f64_to_f16(if negative { -v } else { v }, Rnd::Rn) as u64
}

/// `x` to UE8M0 with `.rz` or `.rp` (the sign is ignored).
pub fn ue8m0_encode(x: f64, rnd: Rnd, satfinite: bool) -> u64 {
    if x.is_nan() {
        return 0xff;
    }
    let a = x.abs();
    let overflow = if satfinite { 0xfe } else { 0xff };
    if a.is_infinite() {
        return overflow;
    }
    if a == 0.0 {
        return 0;
    }
    // the power of two at or below a (a is a float or bfloat16: a normal double)
    let mut k = (a.to_bits() >> 52) as i64 - 1023;
    let exact = a.to_bits() & ((1 << 52) - 1) == 0;
    if rnd == Rnd::Rp && !exact {
        k += 1;
    }
    match k + 127 {
        c if c <= 0 => 0,
        c if c > 0xfe => overflow,
        c => c as u64,
    }
}

/// `x` to UE5M3 (unsigned, bias 15, largest 0xFE = 1.75 * 2^16, 0xFF NaN; the sign is
/// ignored): NaN is 0xFF; past 0xFE (infinity too) is 0xFF, or 0xFE with `.satfinite`
/// or when `.rz` rounds a finite value down to it.
pub fn ue5m3_encode(x: f64, rnd: Rnd, satfinite: bool) -> u64 {
    if x.is_nan() {
        return 0xff;
    }
    let a = x.abs();
    let code = if a.is_infinite() {
        u64::MAX
    } else {
        // as a sign-less E5M3 whose code 0xFF would be 1.875 * 2^16
        round_magnitude(a, 5, 3, rnd, false)
    };
    match code {
        c if c <= 0xfe => c,
        _ if satfinite || (rnd == Rnd::Rz && a.is_finite()) => 0xfe,
        _ => 0xff,
    }
}

/// UE5M3 code to half (`bf16`: bfloat16) bits, exactly; half's range ends at 2^16, so
/// codes from 0xF8 are its infinity; 0xFF is the NaN 0x7FFF.
fn ue5m3_widen(c: u64, bf16: bool) -> u64 {
    if c == 0xff {
        return 0x7fff;
    }
    let (exp, frac) = (c >> 3, (c & 7) as f64);
    let v = if exp == 0 {
        frac * 2f64.powi(-17)
    } else {
        (1.0 + frac / 8.0) * 2f64.powi(exp as i32 - 15)
    };
    if bf16 {
        u64::from((v as f32).to_bits() >> 16)
    } else {
        u64::from(float16::f64_to_f16(v, Rnd::Rn))
    }
}

/// UE8M0 code to bfloat16 bits: 0 is 2^-127 (a bfloat16 subnormal), 0xFF the NaN 0x7FFF.
pub fn ue8m0_to_bf16(c: u64) -> u64 {
    match c & 0xff {
        0xff => 0x7fff,
        0 => 0x0040,
        c => c << 7,
    }
}

/// An FP8 code of type `t` to bfloat16 bits, exactly (NaN 0x7FFF).
fn fp8_to_bf16(c: u8, t: Ty) -> u64 {
    let h = fp8_to_f16(c, t);
    if h & 0x7fff > 0x7c00 {
        return 0x7fff;
    }
    // every FP8 value is a normal half: through f64, exactly
    let v = to_f64(u64::from(h), Ty::F16, false);
    (((v as f32).to_bits() >> 16) & 0xffff) as u64
}

/// The two source values of a narrowing `cvt`: (upper, lower).
fn sources(i: &Inst, a: u64, b: u64) -> (f64, f64) {
    match i.ty2 {
        Ty::F16x2 => (to_f64(a >> 16, Ty::F16, false), to_f64(a & 0xffff, Ty::F16, false)),
        Ty::BF16x2 => (to_f64(a >> 16, Ty::BF16, false), to_f64(a & 0xffff, Ty::BF16, false)),
        _ => (to_f64(a, Ty::F32, false), to_f64(b, Ty::F32, false)),
    }
}

/// `cvt{.rnd}{.satfinite}{.relu}.{e2m1x2,e2m3x2,e3m2x2,ue8m0x2}.{f32 d, a, b | f16x2 d, a |
/// bf16x2 d, a}` and `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.bf16x2 d, a`.
pub fn narrow(i: &Inst, a: u64, b: u64) -> u64 {
    let (hi, lo) = sources(i, a, b);
    let rnd = if i.m.rnd == Rnd::None { Rnd::Rn } else { i.m.rnd };
    let enc = |x: f64| match i.ty {
        Ty::UE8M0x2 => ue8m0_encode(x, rnd, i.m.sat),
        Ty::UE5M3x2 => ue5m3_encode(x, rnd, i.m.sat),
        Ty::E4M3x2 | Ty::E5M2x2 => {
            if i.m.relu && x.is_sign_negative() && !x.is_nan() {
                0
            } else {
                u64::from(fp8_encode(x, i.ty, i.m.sat))
            }
        }
        t => small_encode(x, t, rnd, i.m.relu),
    };
    let shift = if i.ty == Ty::E2M1x2 { 4 } else { 8 };
    (enc(hi) << shift) | enc(lo)
}

/// `cvt.rn{.relu}.{f16x2,bf16x2}.{e2m1x2,e2m3x2,e3m2x2}`, `cvt.rn.bf16x2.{e4m3x2,e5m2x2}` and
/// `cvt.rn.bf16x2.ue8m0x2`: the upper element to the upper half.
pub fn widen(i: &Inst, a: u64) -> u64 {
    let (shift, mask) = match i.ty2 {
        Ty::E2M1x2 => (4, 0xf),
        Ty::E2M3x2 | Ty::E3M2x2 => (8, 0x3f),
        _ => (8, 0xff),
    };
    let one = |c: u64| match i.ty2 {
        Ty::UE8M0x2 => ue8m0_to_bf16(c),
        Ty::UE5M3x2 => ue5m3_widen(c, i.ty == Ty::BF16x2),
        Ty::E4M3x2 | Ty::E5M2x2 => {
            let neg = c & 0x80 != 0 && fp8_to_f16(c as u8, i.ty2) & 0x7fff <= 0x7c00;
            if i.m.relu && neg {
                0
            } else if i.ty == Ty::F16x2 {
                u64::from(fp8_to_f16(c as u8, i.ty2))
            } else {
                fp8_to_bf16(c as u8, i.ty2)
            }
        }
        t => {
            let h = small_to_f16(c, t, i.m.relu);
            if i.ty == Ty::BF16x2 {
                let v = to_f64(h, Ty::F16, false);
                (((v as f32).to_bits() >> 16) & 0xffff) as u64
            } else {
                h
            }
        }
    };
    (one((a >> shift) & mask) << 16) | one(a & mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(dst: Ty, src: Ty, rnd: Rnd, sat: bool, relu: bool) -> Inst {
        Inst {
            op: Op::Cvt,
            ty: dst,
            ty2: src,
            m: Mods {
                rnd,
                sat,
                relu,
                ..Mods::default()
            },
            guard: None,
            ops: vec![],
            line: 0,
            name: 0,
            fast: crate::exec::fast::Fast::None,
        }
    }

    fn f(x: f32) -> u64 {
        u64::from(x.to_bits())
    }

    #[test]
    fn e2m1_pairs_round_saturate_and_pack_a_high() {
        let i = inst(Ty::E2M1x2, Ty::F32, Rnd::Rn, true, false);
        // E2M1 values: 0 0.5 1 1.5 2 3 4 6 (codes 0..7), sign bit 8
        assert_eq!(narrow(&i, f(1.0), f(6.0)), 0x27);
        assert_eq!(
            narrow(&i, f(-0.0), f(0.25)),
            0x80,
            "-0 keeps its sign; 0.25 ties to even 0"
        );
        assert_eq!(narrow(&i, f(0.75), f(2.5)), 0x24, "ties to even: 0.75 -> 1, 2.5 -> 2");
        assert_eq!(narrow(&i, f(5.0), f(5.0001)), 0x67, "5 ties to 4 (even), above it 6");
        assert_eq!(narrow(&i, f(1e9), f(-f32::INFINITY)), 0x7f, "satfinite: +6 and -6");
        assert_eq!(narrow(&i, f(f32::NAN), f(-f32::NAN)), 0x77, "NaN is +6");
        assert_eq!(
            narrow(&i, f(1e-30), f(-1e-45)),
            0x08,
            "tiny values round to zero of their sign"
        );
        let r = inst(Ty::E2M1x2, Ty::F32, Rnd::Rn, true, true);
        assert_eq!(narrow(&r, f(-3.0), f(3.0)), 0x05, "relu: negative to +0");
        let h = inst(Ty::E2M1x2, Ty::F16x2, Rnd::Rn, true, false);
        assert_eq!(narrow(&h, 0x3c00_4200, 0), 0x25, "f16x2: 1.0 high, 3.0 low");
    }

    #[test]
    fn fp6_pairs_round_and_saturate() {
        let e23 = inst(Ty::E2M3x2, Ty::F32, Rnd::Rn, true, false);
        // E2M3: bias 1, largest 7.5 (0x1F), smallest subnormal 0.125
        assert_eq!(narrow(&e23, f(7.5), f(0.125)), 0x1f01);
        assert_eq!(narrow(&e23, f(8.0), f(-100.0)), 0x1f3f, "satfinite with the sign");
        assert_eq!(
            narrow(&e23, f(0.0625), f(0.1875)),
            0x0002,
            "ties: 0.0625 -> 0, 0.1875 -> 0.25"
        );
        assert_eq!(narrow(&e23, f(f32::NAN), f(1.0)), 0x1f08);
        let e32 = inst(Ty::E3M2x2, Ty::F32, Rnd::Rn, true, false);
        // E3M2: bias 3, largest 28 (0x1F), smallest subnormal 0.0625
        assert_eq!(
            narrow(&e32, f(28.0), f(30.0)),
            0x1f1f,
            "30, the tie past 28, rounds to 32 and saturates"
        );
        assert_eq!(narrow(&e32, f(0.0625), f(-1.0)), 0x012c);
        assert_eq!(
            narrow(&e32, f(26.0), f(0.03125)),
            0x1e00,
            "26 ties to even 24 (0x1E), 1/32 to 0"
        );
        let rz = inst(Ty::E2M3x2, Ty::F32, Rnd::Rz, true, false);
        assert_eq!(narrow(&rz, f(7.4), f(-0.2)), 0x1e21, ".rz truncates the magnitude");
    }

    #[test]
    fn fp4_fp6_widen_exactly() {
        let i = inst(Ty::F16x2, Ty::E2M1x2, Rnd::Rn, false, false);
        assert_eq!(widen(&i, 0x7f), 0x4600_c600, "+6 high, -6 low");
        assert_eq!(widen(&i, 0x81), 0x8000_3800, "-0 high, 0.5 low");
        let r = inst(Ty::F16x2, Ty::E2M1x2, Rnd::Rn, false, true);
        assert_eq!(widen(&r, 0x97), 0x0000_4600, "relu: -0.5 to +0");
        let e23 = inst(Ty::F16x2, Ty::E2M3x2, Rnd::Rn, false, false);
        assert_eq!(widen(&e23, 0x1f01), 0x4780_3000, "7.5 high, 0.125 low");
        let e32 = inst(Ty::BF16x2, Ty::E3M2x2, Rnd::Rn, false, false);
        assert_eq!(
            widen(&e32, 0xdf3f),
            0x41e0_c1e0,
            "bits above the low 6 ignored; 28 and -28"
        );
    }

    #[test]
    fn ue8m0_rounds_toward_zero_or_up() {
        let rz = inst(Ty::UE8M0x2, Ty::F32, Rnd::Rz, false, false);
        let rp = inst(Ty::UE8M0x2, Ty::F32, Rnd::Rp, false, false);
        let rps = inst(Ty::UE8M0x2, Ty::F32, Rnd::Rp, true, false);
        assert_eq!(narrow(&rz, f(1.0), f(1.5)), 0x7f7f);
        assert_eq!(narrow(&rp, f(1.0), f(1.5)), 0x7f80);
        assert_eq!(narrow(&rz, f(-3.0), f(0.0)), 0x8000, "sign ignored; 0 is code 0");
        assert_eq!(
            narrow(&rp, f(f32::MAX), f(f32::NAN)),
            0xffff,
            "past 2^127: NaN without satfinite"
        );
        assert_eq!(narrow(&rps, f(f32::MAX), f(f32::INFINITY)), 0xfefe);
        assert_eq!(narrow(&rz, f(f32::MAX), f(f32::INFINITY)), 0xfeff);
        // 2^-127 is code 0; a subnormal above it rounds up to 2^-126 (code 1)
        let (e127, above) = (f32::from_bits(0x0040_0000), f32::from_bits(0x0040_0001));
        assert_eq!(narrow(&rp, f(e127), f(above)), 0x0001);
        assert_eq!(narrow(&rz, f(above), f(f32::from_bits(1))), 0x0000);
        let b = inst(Ty::UE8M0x2, Ty::BF16x2, Rnd::Rp, false, false);
        assert_eq!(narrow(&b, 0x3f80_3fc0, 0), 0x7f80, "bf16x2: 1.0 high, 1.5 low");
        let w = inst(Ty::BF16x2, Ty::UE8M0x2, Rnd::Rn, false, false);
        assert_eq!(widen(&w, 0xff00), 0x7fff_0040);
        assert_eq!(widen(&w, 0x7f80), 0x3f80_4000);
    }

    #[test]
    fn ue5m3_rounds_by_mode_and_overflows_to_nan() {
        let rn = inst(Ty::UE5M3x2, Ty::F32, Rnd::Rn, false, false);
        let rz = inst(Ty::UE5M3x2, Ty::F32, Rnd::Rz, false, false);
        let rps = inst(Ty::UE5M3x2, Ty::F32, Rnd::Rp, true, false);
        // 1.0 is 0x78 (exponent 15); 1.0625 ties to even 1.0; -1.125 drops its sign (0x79)
        assert_eq!(narrow(&rn, f(1.0625), f(-1.125)), 0x7879);
        assert_eq!(
            narrow(&rz, f(1.1), f(2f32.powi(-17))),
            0x7801,
            ".rz; the smallest subnormal"
        );
        // 114688 = 1.75 * 2^16 is 0xFE; 120000 rounds to 0xFF's 1.875 * 2^16: NaN, saturated 0xFE
        assert_eq!(narrow(&rn, f(114688.0), f(120000.0)), 0xfeff);
        assert_eq!(
            narrow(&rz, f(1e30), f(f32::INFINITY)),
            0xfeff,
            ".rz stops a finite value at 0xFE"
        );
        assert_eq!(narrow(&rps, f(1e30), f(f32::NAN)), 0xfeff);
        let h = inst(Ty::F16x2, Ty::UE5M3x2, Rnd::Rn, false, false);
        assert_eq!(widen(&h, 0x78f8), 0x3c00_7c00, "1.0 high; 2^16 is past half: infinity");
        let b = inst(Ty::BF16x2, Ty::UE5M3x2, Rnd::Rn, false, false);
        assert_eq!(widen(&b, 0xfeff), 0x47e0_7fff, "1.75 * 2^16 high; NaN low");
    }

    #[test]
    fn fp8_bf16x2_forms() {
        let n = inst(Ty::E4M3x2, Ty::BF16x2, Rnd::Rn, true, false);
        // bf16 1.0 (0x3F80) high, 480.0 (0x43F0) low: E4M3 1.0 is 0x38, 480 saturates to 0x7E
        assert_eq!(narrow(&n, 0x3f80_43f0, 0), 0x387e);
        let r = inst(Ty::E5M2x2, Ty::BF16x2, Rnd::Rn, true, true);
        assert_eq!(narrow(&r, 0xbf80_7fc0, 0), 0x007f, "relu: -1 to +0; NaN stays NaN");
        let w = inst(Ty::BF16x2, Ty::E4M3x2, Rnd::Rn, false, false);
        assert_eq!(widen(&w, 0x7f01), 0x7fff_3b00, "NaN high; 2^-9 low");
        let r = inst(Ty::F16x2, Ty::E5M2x2, Rnd::Rn, false, true);
        assert_eq!(
            widen(&r, 0xbc7e),
            0x0000_7fff,
            "relu: -1 to +0; NaN to the canonical NaN"
        );
    }
}
