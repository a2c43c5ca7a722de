//! Floating-point semantics (f32, f64, f16, bf16 and packed x2 forms).
//!
//! Round-to-nearest f32/f64 use the host's IEEE arithmetic directly (and a
//! true fused multiply-add). Directed roundings (`.rz/.rm/.rp`) compute the
//! nearest result plus the sign of the exact residual (two-sum, fma
//! remainder) and step one ulp when the mode requires it. Half types are
//! computed in f64 and rounded once. `.ftz` flushes subnormal inputs and
//! results of f32 to sign-preserving zero; `.sat` clamps to [0, 1] (NaN -> 0).
//! min/max return the non-NaN operand (canonical NaN if both are NaN, or any
//! NaN with `.NaN`) and order -0.0 below +0.0.

use crate::exec::float16::{bf16_to_f64, f16_to_f64, f64_to_bf16, f64_to_f16, round_to_format};
use crate::ops::*;

/// Canonical f32 NaN produced by the hardware.
pub const CANON_NAN32: u32 = 0x7fff_ffff;
const CANON_NAN64: u64 = 0x7fff_ffff_ffff_ffff;

#[inline]
fn flush32(v: f32) -> f32 {
    if v.is_subnormal() {
        if v.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        v
    }
}

/// Steps the round-to-nearest result `r` one ulp when the exact value
/// (`r + residual`) must round in the mode's direction instead.
#[inline]
pub fn directed64(r: f64, residual: f64, rnd: Rnd) -> f64 {
    if residual == 0.0 || r.is_nan() || residual.is_nan() {
        return r;
    }
    let up = residual > 0.0;
    match rnd {
        Rnd::Rm | Rnd::Rmi => {
            if up {
                r
            } else {
                r.next_down()
            }
        }
        Rnd::Rp | Rnd::Rpi => {
            if up {
                r.next_up()
            } else {
                r
            }
        }
        Rnd::Rz | Rnd::Rzi => {
            if up && r < 0.0 {
                r.next_up()
            } else if !up && r > 0.0 {
                r.next_down()
            } else {
                r
            }
        }
        _ => r,
    }
}

fn is_directed(r: Rnd) -> bool {
    matches!(r, Rnd::Rz | Rnd::Rm | Rnd::Rp | Rnd::Rzi | Rnd::Rmi | Rnd::Rpi)
}

/// f64 arithmetic with a rounding mode; returns (nearest result, residual).
fn exact_parts(op: Op, a: f64, b: f64, c: f64) -> (f64, f64) {
    match op {
        Op::Add | Op::Sub => {
            let b = if op == Op::Sub { -b } else { b };
            let s = a + b;
            let bb = s - a;
            let e = (a - (s - bb)) + (b - bb);
            (s, if s.is_finite() { e } else { 0.0 })
        }
        Op::Mul => {
            let p = a * b;
            (p, if p.is_finite() { a.mul_add(b, -p) } else { 0.0 })
        }
        Op::Fma | Op::Mad => {
            let r = a.mul_add(b, c);
            // residual sign: compare exact a*b+c - r using a two-product split
            let p = a * b;
            let pe = a.mul_add(b, -p);
            let s = p + c;
            let bb = s - p;
            let se = (p - (s - bb)) + (c - bb);
            let res = (s - r) + se + pe;
            (r, if r.is_finite() { res } else { 0.0 })
        }
        Op::Div => {
            let q = a / b;
            if !q.is_finite() || q == 0.0 {
                return (q, 0.0);
            }
            let rem = (-q).mul_add(b, a);
            (q, if b < 0.0 { -rem } else { rem })
        }
        Op::Sqrt => {
            let r = a.sqrt();
            (
                r,
                if r.is_finite() && r > 0.0 {
                    (-r).mul_add(r, a)
                } else {
                    0.0
                },
            )
        }
        _ => (f64::NAN, 0.0),
    }
}

fn min_max64(is_min: bool, a: f64, b: f64, nan: bool) -> Option<f64> {
    if a.is_nan() || b.is_nan() {
        if nan || (a.is_nan() && b.is_nan()) {
            return None;
        }
        return Some(if a.is_nan() { b } else { a });
    }
    if a == b {
        // -0.0 orders below +0.0
        let a_neg = a.is_sign_negative();
        return Some(if a_neg == is_min { a } else { b });
    }
    Some(if (a < b) == is_min { a } else { b })
}

/// Float comparison of setp/set (`u` variants are true on NaN).
pub fn cmp_float(cmp: Cmp, a: f64, b: f64) -> bool {
    let un = a.is_nan() || b.is_nan();
    match cmp {
        Cmp::Eq => !un && a == b,
        Cmp::Ne => !un && a != b,
        Cmp::Lt | Cmp::Lo => !un && a < b,
        Cmp::Le | Cmp::Ls => !un && a <= b,
        Cmp::Gt | Cmp::Hi => !un && a > b,
        Cmp::Ge | Cmp::Hs => !un && a >= b,
        Cmp::Equ => un || a == b,
        Cmp::Neu => un || a != b,
        Cmp::Ltu => un || a < b,
        Cmp::Leu => un || a <= b,
        Cmp::Gtu => un || a > b,
        Cmp::Geu => un || a >= b,
        Cmp::Num => !un,
        Cmp::Nan => un,
    }
}

/// Reads float bits of type `ty` as f64 (f32 inputs flushed when `ftz`).
#[inline]
pub fn to_f64(v: u64, ty: Ty, ftz: bool) -> f64 {
    match ty {
        Ty::F64 => f64::from_bits(v),
        Ty::F16 | Ty::F16x2 => f16_to_f64(v as u16),
        Ty::BF16 | Ty::BF16x2 => bf16_to_f64(v as u16),
        _ => {
            let f = f32::from_bits(v as u32);
            (if ftz { flush32(f) } else { f }) as f64
        }
    }
}

/// `testp` classification of the bits of a format with `mbits` fraction
/// and `ebits` exponent bits (classified in that format, not widened).
pub fn testp(mode: Mode, bits: u64, mbits: u32, ebits: u32) -> bool {
    let emax = (1u64 << ebits) - 1;
    let e = (bits >> mbits) & emax;
    let frac = bits & ((1u64 << mbits) - 1);
    let nan = e == emax && frac != 0;
    let inf = e == emax && frac == 0;
    match mode {
        Mode::Finite => e != emax,
        Mode::Infinite => inf,
        Mode::Number => !nan,
        Mode::NotANumber => nan,
        Mode::Normal => e != 0 && e != emax,
        _ => e == 0 && frac != 0,
    }
}

/// Evaluates a float instruction for one lane.
pub fn eval(i: &Inst, s: &[u64; 4]) -> u64 {
    match i.ty {
        Ty::F32 => f32op(i, s),
        Ty::F64 => f64op(i, s),
        Ty::F16 | Ty::BF16 => half(i, s, i.ty),
        Ty::F16x2 | Ty::BF16x2 => {
            let t = if i.ty == Ty::F16x2 { Ty::F16 } else { Ty::BF16 };
            let lo = half(i, &s.map(|x| x & 0xffff), t);
            let hi = half(i, &s.map(|x| (x >> 16) & 0xffff), t);
            if matches!(i.op, Op::Testp) {
                return lo & hi;
            }
            (lo & 0xffff) | ((hi & 0xffff) << 16)
        }
        _ => 0,
    }
}

fn f32op(i: &Inst, s: &[u64; 4]) -> u64 {
    let ftz = i.m.ftz;
    let rd = |x: u64| {
        let v = f32::from_bits(x as u32);
        if ftz {
            flush32(v)
        } else {
            v
        }
    };
    let (a, b, c) = (rd(s[0]), rd(s[1]), rd(s[2]));
    let rnd = i.m.rnd;
    let directed = is_directed(rnd);
    let r: f32 = match i.op {
        Op::Add | Op::Sub | Op::Mul | Op::Fma | Op::Mad | Op::Div | Op::Sqrt if directed && !i.m.approx => {
            let (r, res) = exact_parts(i.op, a as f64, b as f64, c as f64);
            // nudge by the residual so that one rounding to f32 is exact
            let r = if res > 0.0 {
                r.next_up()
            } else if res < 0.0 {
                r.next_down()
            } else {
                r
            };
            f32::from_bits(round_to_format(r, 23, 8, rnd) as u32)
        }
        Op::Add => a + b,
        Op::Sub => a - b,
        Op::Mul => a * b,
        Op::Fma | Op::Mad => a.mul_add(b, c),
        Op::Div => {
            if i.m.approx && b.abs() > 2f32.powi(126) {
                // div.approx flushes for very large divisors (ISA: 2^126 < |b| < 2^128 gives 0)
                if a.is_finite() {
                    0.0 * a.signum()
                } else {
                    f32::NAN
                }
            } else {
                a / b
            }
        }
        Op::Abs => return (rd(s[0]).to_bits() & 0x7fff_ffff) as u64,
        Op::Neg => return (rd(s[0]).to_bits() ^ 0x8000_0000) as u64,
        Op::Min | Op::Max => match min_max64(i.op == Op::Min, a as f64, b as f64, i.m.nan) {
            Some(v) => v as f32,
            None => return CANON_NAN32 as u64,
        },
        Op::Rcp => 1.0 / a,
        Op::Sqrt => a.sqrt(),
        Op::Rsqrt => 1.0 / a.sqrt(),
        Op::Sin => a.sin(),
        Op::Cos => a.cos(),
        Op::Ex2 => a.exp2(),
        Op::Lg2 => a.log2(),
        Op::Tanh => a.tanh(),
        Op::Copysign => return ((s[1] as u32 & 0x7fff_ffff) | (s[0] as u32 & 0x8000_0000)) as u64,
        Op::Testp => return testp(i.m.mode, s[0] & 0xffff_ffff, 23, 8) as u64,
        _ => f32::NAN,
    };
    let r = if ftz { flush32(r) } else { r };
    let r = if i.m.sat { sat(r as f64) as f32 } else { r };
    if r.is_nan() {
        return CANON_NAN32 as u64;
    }
    r.to_bits() as u64
}

fn sat(v: f64) -> f64 {
    if v.is_nan() {
        0.0
    } else {
        v.clamp(0.0, 1.0)
    }
}

fn f64op(i: &Inst, s: &[u64; 4]) -> u64 {
    let (a, b, c) = (f64::from_bits(s[0]), f64::from_bits(s[1]), f64::from_bits(s[2]));
    let rnd = i.m.rnd;
    let r = match i.op {
        Op::Add | Op::Sub | Op::Mul | Op::Fma | Op::Mad | Op::Div | Op::Sqrt => {
            let (r, res) = exact_parts(i.op, a, b, c);
            directed64(r, res, rnd)
        }
        Op::Abs => return s[0] & !(1 << 63),
        Op::Neg => return s[0] ^ (1 << 63),
        Op::Min | Op::Max => match min_max64(i.op == Op::Min, a, b, i.m.nan) {
            Some(v) => v,
            None => return CANON_NAN64,
        },
        Op::Rcp => {
            if i.m.approx {
                1.0 / a
            } else {
                let (r, res) = exact_parts(Op::Div, 1.0, a, 0.0);
                directed64(r, res, rnd)
            }
        }
        Op::Rsqrt => 1.0 / a.sqrt(),
        Op::Sin => a.sin(),
        Op::Cos => a.cos(),
        Op::Ex2 => a.exp2(),
        Op::Lg2 => a.log2(),
        Op::Tanh => a.tanh(),
        Op::Copysign => return (s[1] & !(1 << 63)) | (s[0] & (1 << 63)),
        Op::Testp => return testp(i.m.mode, s[0], 52, 11) as u64,
        _ => f64::NAN,
    };
    let r = if i.m.sat { sat(r) } else { r };
    if r.is_nan() {
        return CANON_NAN64;
    }
    r.to_bits()
}

/// `a*b + c` for 16-bit operands, as an f64 that rounds to any 16-bit format
/// exactly as the infinitely precise result does. The product is exact in f64
/// (at most 22 significant bits, exponents well inside f64's range); the sum
/// may not be, and rounding it to nearest could turn a value just beside a
/// 16-bit tie into the tie itself (the double-rounding error). So the sum is
/// rounded to odd instead: when inexact, its last bit is forced to 1, which
/// keeps it off every tie of a format at least two bits narrower.
fn fused16(a: f64, b: f64, c: f64) -> f64 {
    let p = a * b;
    let s = p + c;
    if !s.is_finite() || !p.is_finite() {
        return s;
    }
    // Knuth's TwoSum: s + err == p + c exactly.
    let bv = s - p;
    let err = (p - (s - bv)) + (c - bv);
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    // Even last bit and inexact: step one ulp toward the exact value (odd).
    let bits = s.to_bits();
    // (s is not 0 here: a zero sum of 16-bit values is exact.)
    let away_from_zero = (err > 0.0) == (s > 0.0);
    f64::from_bits(if away_from_zero { bits + 1 } else { bits - 1 })
}

fn half(i: &Inst, s: &[u64; 4], t: Ty) -> u64 {
    let rd = |x: u64| to_f64(x, t, false);
    let (a, b, c) = (rd(s[0]), rd(s[1]), rd(s[2]));
    let r = match i.op {
        Op::Add => a + b,
        Op::Sub => a - b,
        Op::Mul => a * b,
        Op::Fma | Op::Mad => fused16(a, b, c),
        Op::Div => a / b,
        Op::Abs => return s[0] & 0x7fff,
        Op::Neg => return (s[0] ^ 0x8000) & 0xffff,
        Op::Min | Op::Max => match min_max64(i.op == Op::Min, a, b, i.m.nan) {
            Some(v) => v,
            None => return 0x7fff,
        },
        Op::Rcp => 1.0 / a,
        Op::Sqrt => a.sqrt(),
        Op::Rsqrt => 1.0 / a.sqrt(),
        Op::Sin => a.sin(),
        Op::Cos => a.cos(),
        Op::Ex2 => a.exp2(),
        Op::Lg2 => a.log2(),
        Op::Tanh => a.tanh(),
        Op::Copysign => return (s[1] & 0x7fff) | (s[0] & 0x8000),
        Op::Testp => {
            return (if t == Ty::F16 {
                testp(i.m.mode, s[0] & 0xffff, 10, 5)
            } else {
                testp(i.m.mode, s[0] & 0xffff, 7, 8)
            }) as u64
        }
        _ => f64::NAN,
    };
    let r = if i.m.relu && (r < 0.0 || r.is_nan()) {
        if r.is_nan() {
            r
        } else {
            0.0
        }
    } else {
        r
    };
    let r = if i.m.sat { sat(r) } else { r };
    let rnd = if i.m.rnd == Rnd::None { Rnd::Rn } else { i.m.rnd };
    if t == Ty::F16 {
        if r.is_nan() {
            return 0x7fff;
        }
        f64_to_f16(r, rnd) as u64
    } else {
        if r.is_nan() {
            return 0x7fff;
        }
        f64_to_bf16(r, rnd) as u64
    }
}

#[cfg(test)]
mod fused16_tests {
    use super::fused16;
    use crate::exec::float16::{bf16_to_f64, f64_to_bf16};
    use crate::ops::Rnd;

    #[test]
    fn bf16_fma_is_rounded_once() {
        // a*b lies just beside a bfloat tie and c is 2^-57 times smaller: the exact
        // result rounds to 0xabb3 (checked with exact rational arithmetic), a
        // rounding of f64's fma first would give the tie and then 0xabb2.
        let (a, b) = (bf16_to_f64(0x8f60), bf16_to_f64(0x5bcc));
        assert_eq!(f64_to_bf16(fused16(a, b, a), Rnd::Rn), 0xabb3);
        assert_eq!(f64_to_bf16(a.mul_add(b, a), Rnd::Rn), 0xabb2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn min_max_nan_and_signed_zero() {
        assert_eq!(min_max64(true, f64::NAN, 1.0, false), Some(1.0));
        assert_eq!(min_max64(false, 2.0, f64::NAN, false), Some(2.0));
        assert_eq!(min_max64(true, f64::NAN, f64::NAN, false), None);
        assert_eq!(min_max64(true, 1.0, f64::NAN, true), None);
        assert!(min_max64(true, 0.0, -0.0, false).unwrap().is_sign_negative());
        assert!(min_max64(false, -0.0, 0.0, false).unwrap().is_sign_positive());
    }

    #[test]
    fn compare_unordered() {
        assert!(!cmp_float(Cmp::Lt, f64::NAN, 1.0));
        assert!(cmp_float(Cmp::Ltu, f64::NAN, 1.0));
        assert!(!cmp_float(Cmp::Ne, f64::NAN, 1.0));
        assert!(cmp_float(Cmp::Neu, f64::NAN, 1.0));
        assert!(cmp_float(Cmp::Nan, 1.0, f64::NAN));
        assert!(!cmp_float(Cmp::Num, 1.0, f64::NAN));
    }

    #[test]
    fn directed_rounding_of_sums() {
        let (r, e) = exact_parts(Op::Add, 1.0, 1e-30, 0.0);
        assert_eq!(directed64(r, e, Rnd::Rp), 1.0f64.next_up());
        assert_eq!(directed64(r, e, Rnd::Rz), 1.0);
        let (r, e) = exact_parts(Op::Add, -1.0, -1e-30, 0.0);
        assert_eq!(directed64(r, e, Rnd::Rm), (-1.0f64).next_down());
        assert_eq!(directed64(r, e, Rnd::Rz), -1.0);
    }
}
