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
use crate::exec::float16::round_to_format;
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
}
