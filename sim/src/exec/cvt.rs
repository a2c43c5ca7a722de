//! `cvt`: conversions between every integer and float type.
//!
//! Semantics from the PTX ISA: float-to-integer always saturates to the
//! destination range and maps NaN to 0, using the `.rni/.rzi/.rmi/.rpi`
//! integer rounding; integer-to-float and float-to-float narrowing round with
//! `.rn/.rz/.rm/.rp` (default nearest-even); float-to-same-float with an
//! integer rounding rounds to an integral value; `.sat` on a float
//! destination clamps to [0.0, 1.0]; `.sat` on an integer destination clamps
//! to its range; `.ftz` flushes f32 subnormals.

use crate::exec::alu::{sx, zx};
use crate::exec::float::{directed64, to_f64};
use crate::exec::float16::{self, round_to_format};
use crate::ops::*;

fn int_range(t: Ty) -> (i128, i128) {
    let b = t.bits();
    if t.is_signed() {
        (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
    } else {
        (0, (1i128 << b) - 1)
    }
}

fn to_integral(x: f64, rnd: Rnd) -> f64 {
    match rnd {
        Rnd::Rni | Rnd::Rn => x.round_ties_even(),
        Rnd::Rmi | Rnd::Rm => x.floor(),
        Rnd::Rpi | Rnd::Rp => x.ceil(),
        Rnd::Rna => x.round(),
        _ => x.trunc(),
    }
}

fn float_bits(x: f64, ty: Ty, rnd: Rnd) -> u64 {
    let rnd = if rnd == Rnd::None { Rnd::Rn } else { rnd };
    match ty {
        Ty::F64 => x.to_bits(),
        Ty::F32 => {
            if rnd == Rnd::Rn {
                (x as f32).to_bits() as u64
            } else {
                round_to_format(x, 23, 8, rnd)
            }
        }
        Ty::F16 => round_to_format(x, 10, 5, rnd),
        Ty::BF16 => round_to_format(x, 7, 8, rnd),
        // f32's exponent with 10 fraction bits, kept in f32's layout
        Ty::TF32 => round_to_format(x, 10, 8, rnd) << 13,
        _ => 0,
    }
}

/// Converts integer `v` exactly to the float type `ty`.
fn int_to_float(v: i128, ty: Ty, rnd: Rnd) -> u64 {
    match ty {
        Ty::F64 => {
            let r = v as f64;
            let res = (v - r as i128) as f64;
            directed64(r, res, rnd).to_bits()
        }
        Ty::F32 => {
            let r = v as f32;
            let res = v - r as i128;
            let r = match rnd {
                Rnd::Rz if (res > 0 && r < 0.0) || (res < 0 && r > 0.0) => {
                    if res > 0 {
                        r.next_up()
                    } else {
                        r.next_down()
                    }
                }
                Rnd::Rm if res < 0 => r.next_down(),
                Rnd::Rp if res > 0 => r.next_up(),
                _ => r,
            };
            r.to_bits() as u64
        }
        _ => float_bits(v as f64, ty, rnd),
    }
}

/// Executes `cvt.{rnd}{.sat}.dst.src` on one value.
pub fn cvt(i: &Inst, a: u64) -> u64 {
    cvt_val(i.ty, i.ty2, &i.m, a)
}

/// Converts `a` from `src` to `dst` under the modifiers `m`.
pub fn cvt_val(dst: Ty, src: Ty, m: &Mods, a: u64) -> u64 {
    let i = Ins { m };
    let rnd = i.m.rnd;
    let dbits = dst.bits();
    if !src.is_float() && !dst.is_float() {
        let v: i128 = if src.is_signed() {
            sx(a, src.bits()) as i128
        } else {
            zx(a, src.bits()) as i128
        };
        let v = if i.m.sat {
            let (lo, hi) = int_range(dst);
            v.clamp(lo, hi)
        } else {
            v
        };
        return zx(v as u64, dbits);
    }
    if src.is_float() && !dst.is_float() {
        let x = to_f64(a, src, i.m.ftz);
        if x.is_nan() {
            return 0;
        }
        let r = to_integral(x, rnd);
        let (lo, hi) = int_range(dst);
        let v = if r <= lo as f64 {
            lo
        } else if r >= hi as f64 {
            hi
        } else {
            r as i128
        };
        return zx(v as u64, dbits);
    }
    if !src.is_float() {
        let v: i128 = if src.is_signed() {
            sx(a, src.bits()) as i128
        } else {
            zx(a, src.bits()) as i128
        };
        let bits = int_to_float(v, dst, rnd);
        return finish(bits, dst, &i);
    }
    // float -> float
    let x = to_f64(a, src, i.m.ftz);
    if x.is_nan() {
        return match dst {
            Ty::F64 => 0x7fff_ffff_ffff_ffff,
            Ty::F32 => 0x7fff_ffff,
            _ => 0x7fff,
        };
    }
    let integral = matches!(rnd, Rnd::Rni | Rnd::Rzi | Rnd::Rmi | Rnd::Rpi);
    let bits = if integral {
        float_bits(to_integral(x, rnd), dst, Rnd::Rn)
    } else {
        float_bits(x, dst, rnd)
    };
    finish(bits, dst, &i)
}

/// FP8 format of an `.e4m3x2`/`.e5m2x2` type: (E5M2?, fraction bits, bias, largest finite).
fn fp8_format(t: Ty) -> (bool, i32, i32, f64) {
    if t == Ty::E5M2x2 {
        (true, 2, 15, 57344.0)
    } else {
        (false, 3, 7, 448.0)
    }
}

/// `x` to FP8 with `.rn`: nearest even; NaN is 0x7F; beyond the largest finite value
/// (infinities too) `.satfinite` gives that value, else NaN (E4M3) or infinity (E5M2).
pub fn fp8_encode(x: f64, t: Ty, satfinite: bool) -> u8 {
    let (e5m2, mb, bias, max) = fp8_format(t);
    if x.is_nan() {
        return 0x7f;
    }
    let sign = if x.is_sign_negative() { 0x80u8 } else { 0 };
    let a = x.abs();
    let emin = 1 - bias;
    // the quantum of the binade holding a (the subnormal spacing below 2^emin)
    let e = if a == 0.0 {
        emin
    } else {
        ((a.to_bits() >> 52) as i32 - 1023).max(emin)
    };
    let q = 2f64.powi(e - mb);
    let v = if a.is_infinite() {
        a
    } else {
        (a / q).round_ties_even() * q
    };
    let code = if v > max {
        match (satfinite, e5m2) {
            (true, true) => 0x7b,
            (true, false) => 0x7e,
            (false, true) => 0x7c,
            (false, false) => 0x7f,
        }
    } else if v < 2f64.powi(emin) {
        (v / 2f64.powi(emin - mb)) as u8
    } else {
        let ev = (v.to_bits() >> 52) as i32 - 1023;
        let frac = (v / 2f64.powi(ev) - 1.0) * f64::from(1 << mb);
        (((ev + bias) as u8) << mb) | frac as u8
    };
    sign | code
}

/// FP8 code `c` to the equal half's bits; NaN is 0x7FFF.
pub fn fp8_to_f16(c: u8, t: Ty) -> u16 {
    let (e5m2, mb, bias, _) = fp8_format(t);
    let mag = c & 0x7f;
    if e5m2 {
        return if mag > 0x7c { 0x7fff } else { u16::from(c) << 8 };
    }
    if mag == 0x7f {
        return 0x7fff;
    }
    let (e, m) = (i32::from(mag >> mb), f64::from(mag & ((1 << mb) - 1)));
    let v = if e == 0 {
        m * 2f64.powi(1 - bias - mb)
    } else {
        (1.0 + m / f64::from(1 << mb)) * 2f64.powi(e - bias)
    };
    float16::f64_to_f16(if c & 0x80 != 0 { -v } else { v }, Rnd::Rn)
}

/// `cvt.rn.f16x2.{e4m3x2,e5m2x2} d, a`: each byte of `a` widened exactly, the upper to the upper half.
pub fn fp8x2_to_f16x2(src: Ty, a: u64) -> u64 {
    (u64::from(fp8_to_f16((a >> 8) as u8, src)) << 16) | u64::from(fp8_to_f16(a as u8, src))
}

/// `cvt.rn{.satfinite}.{e4m3x2,e5m2x2}.f32 d, a, b` (a to the upper byte) and `.f16x2 d, a`
/// (the upper half to the upper byte).
pub fn to_fp8x2(i: &Inst, a: u64, b: u64) -> u64 {
    let (hi, lo) = if i.ty2 == Ty::F16x2 {
        (to_f64(a >> 16, Ty::F16, false), to_f64(a & 0xffff, Ty::F16, false))
    } else {
        (to_f64(a, Ty::F32, false), to_f64(b, Ty::F32, false))
    };
    let enc = |x| u64::from(fp8_encode(x, i.ty, i.m.sat));
    (enc(hi) << 8) | enc(lo)
}

struct Ins<'a> {
    m: &'a Mods,
}

fn finish(bits: u64, dst: Ty, i: &Ins) -> u64 {
    let mut x = to_f64(bits, dst, false);
    if dst == Ty::F32 && i.m.ftz && (x as f32).is_subnormal() {
        x = 0.0f64.copysign(x);
    } else if !i.m.sat {
        return bits;
    }
    if i.m.sat {
        x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
    }
    float_bits(x, dst, Rnd::Rn)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(dst: Ty, src: Ty, rnd: Rnd, sat: bool) -> Inst {
        Inst {
            op: Op::Cvt,
            ty: dst,
            ty2: src,
            m: Mods {
                rnd,
                sat,
                ..Mods::default()
            },
            guard: None,
            ops: vec![],
            line: 0,
            name: 0,
            fast: crate::exec::fast::Fast::None,
        }
    }

    #[test]
    fn float_to_int_saturates_and_rounds() {
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(
            cvt(&inst(Ty::S32, Ty::F32, Rnd::Rzi, false), f(3e10)),
            i32::MAX as u32 as u64
        );
        assert_eq!(
            cvt(&inst(Ty::S32, Ty::F32, Rnd::Rzi, false), f(-3e10)),
            i32::MIN as u32 as u64
        );
        assert_eq!(cvt(&inst(Ty::U32, Ty::F32, Rnd::Rzi, false), f(-5.0)), 0);
        assert_eq!(cvt(&inst(Ty::S32, Ty::F32, Rnd::Rzi, false), f(f32::NAN)), 0);
        assert_eq!(cvt(&inst(Ty::S32, Ty::F32, Rnd::Rni, false), f(2.5)), 2);
        assert_eq!(cvt(&inst(Ty::S32, Ty::F32, Rnd::Rni, false), f(3.5)), 4);
        assert_eq!(
            cvt(&inst(Ty::S32, Ty::F32, Rnd::Rmi, false), f(-2.5)),
            (-3i32) as u32 as u64
        );
        assert_eq!(cvt(&inst(Ty::S32, Ty::F32, Rnd::Rpi, false), f(2.1)), 3);
        assert_eq!(cvt(&inst(Ty::U8, Ty::F32, Rnd::Rzi, false), f(300.0)), 255);
    }

    #[test]
    fn int_conversions_and_sat() {
        assert_eq!(cvt(&inst(Ty::S64, Ty::S32, Rnd::None, false), 0xffff_ffff), u64::MAX);
        assert_eq!(cvt(&inst(Ty::U64, Ty::U32, Rnd::None, false), 0xffff_ffff), 0xffff_ffff);
        assert_eq!(cvt(&inst(Ty::S8, Ty::S32, Rnd::None, true), 1000), 127);
        assert_eq!(cvt(&inst(Ty::U8, Ty::S32, Rnd::None, true), (-5i32) as u32 as u64), 0);
        assert_eq!(cvt(&inst(Ty::U16, Ty::U32, Rnd::None, false), 0x12345), 0x2345);
    }

    #[test]
    fn int_to_float_rounding() {
        let v = (1u64 << 24) + 1; // not representable in f32
        assert_eq!(
            f32::from_bits(cvt(&inst(Ty::F32, Ty::U64, Rnd::Rz, false), v) as u32),
            16777216.0
        );
        assert_eq!(
            f32::from_bits(cvt(&inst(Ty::F32, Ty::U64, Rnd::Rp, false), v) as u32),
            16777218.0
        );
        assert_eq!(
            f32::from_bits(cvt(&inst(Ty::F32, Ty::S32, Rnd::Rn, false), (-7i32) as u32 as u64) as u32),
            -7.0
        );
    }

    #[test]
    fn float_sat_and_narrowing() {
        let d = |x: f64| x.to_bits();
        assert_eq!(
            f32::from_bits(cvt(&inst(Ty::F32, Ty::F64, Rnd::Rn, true), d(1.5)) as u32),
            1.0
        );
        assert_eq!(
            f32::from_bits(cvt(&inst(Ty::F32, Ty::F64, Rnd::Rn, true), d(-1.5)) as u32),
            0.0
        );
        assert_eq!(
            f32::from_bits(cvt(&inst(Ty::F32, Ty::F32, Rnd::Rni, false), 2.5f32.to_bits() as u64) as u32),
            2.0
        );
        assert_eq!(
            cvt(&inst(Ty::F16, Ty::F32, Rnd::Rn, false), 1.0f32.to_bits() as u64),
            0x3c00
        );
    }

    #[test]
    fn fp8_pairs_round_saturate_and_widen() {
        let (e4, e5) = (Ty::E4M3x2, Ty::E5M2x2);
        assert_eq!(fp8_encode(448.0, e4, true), 0x7e);
        assert_eq!(fp8_encode(464.0, e4, true), 0x7e); // the tie goes to the even 448
        assert_eq!(fp8_encode(465.0, e4, false), 0x7f); // past it: NaN without .satfinite
        assert_eq!(fp8_encode(f64::NEG_INFINITY, e4, true), 0xfe);
        assert_eq!(fp8_encode(f64::NAN, e5, true), 0x7f);
        assert_eq!(fp8_encode(61440.0, e5, false), 0x7c); // rounds to infinity
        assert_eq!(fp8_encode(2f64.powi(-9), e4, true), 0x01); // the smallest subnormal
        assert_eq!(fp8_encode(2f64.powi(-10), e4, true), 0x00); // its half ties to zero
        assert_eq!(fp8_encode(15.9, e4, true), 0x58); // rounds up into 16's binade
        assert_eq!(fp8_to_f16(0x01, e4), 0x1800); // 2^-9
        assert_eq!(fp8_to_f16(0xff, e4), 0x7fff);
        assert_eq!(fp8_to_f16(0xfc, e5), 0xfc00);
        assert_eq!(fp8_to_f16(0x7d, e5), 0x7fff);
        for c in 0..=255u8 {
            let h = fp8_to_f16(c, e4);
            if c & 0x7f != 0x7f {
                let x = to_f64(u64::from(h), Ty::F16, false);
                assert_eq!(fp8_encode(x, e4, true), c, "E4M3 code {c:#04x} round trips");
            }
        }
    }
}
