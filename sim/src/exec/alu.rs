//! Integer and bit-manipulation semantics, one pure function per lane.
//!
//! Values travel as `u64` register bits; each operation first reads its
//! sources at the instruction's width and signedness (`sx`/`zx`) and returns
//! the destination bits. Edge cases follow the PTX ISA: shift amounts
//! larger than the width saturate (`shl`/`shr.u` give 0, `shr.s` fills with the
//! sign), `bfe`/`bfi` clamp position and length, and division by zero (an
//! "unspecified, machine-specific value" in the ISA) yields all ones for the
//! quotient and the dividend for the remainder, as the hardware does.

use crate::exec::float;
use crate::ops::*;

/// Sign-extends the low `bits` of `v`.
#[inline]
pub fn sx(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let s = 64 - bits;
        ((v << s) as i64) >> s
    }
}

/// Zero-extends the low `bits` of `v`.
#[inline]
pub fn zx(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

#[inline]
fn mask(bits: u32) -> u64 {
    zx(u64::MAX, bits)
}

/// The packed 4-, 6- and 8-bit float types `cvt` converts to and from.
fn is_minifloat_pair(t: Ty) -> bool {
    matches!(
        t,
        Ty::E4M3x2 | Ty::E5M2x2 | Ty::E2M1x2 | Ty::E2M3x2 | Ty::E3M2x2 | Ty::UE8M0x2 | Ty::UE5M3x2
    )
}

/// Evaluates a pure single-destination instruction for one lane.
/// `s` holds the source operand bits in order (operand 1 onward).
#[inline]
pub fn eval(i: &Inst, s: &[u64; 4]) -> u64 {
    let ty = i.ty;
    if ty.is_float() && !matches!(i.op, Op::Mov | Op::Cvt | Op::Selp | Op::Set | Op::Slct) {
        return float::eval(i, s);
    }
    let bits = ty.bits().clamp(1, 64);
    let signed = ty.is_signed();
    let (a, b, c) = (s[0], s[1], s[2]);
    let m = mask(bits);
    match i.op {
        Op::Mov => a,
        Op::Add => {
            if i.m.sat && signed {
                (sx(a, bits)
                    .saturating_add(sx(b, bits))
                    .clamp(i32::MIN as i64, i32::MAX as i64) as u64)
                    & m
            } else {
                a.wrapping_add(b) & m
            }
        }
        Op::Sub => {
            if i.m.sat && signed {
                (sx(a, bits)
                    .saturating_sub(sx(b, bits))
                    .clamp(i32::MIN as i64, i32::MAX as i64) as u64)
                    & m
            } else {
                a.wrapping_sub(b) & m
            }
        }
        Op::Mul => mul(i, a, b, bits, signed),
        Op::Mad => {
            let p = mul(i, a, b, bits, signed);
            if i.m.wide {
                p.wrapping_add(c) & mask(bits * 2)
            } else if i.m.sat && signed && i.m.hi {
                (sx(p, bits) + sx(c, bits)).clamp(i32::MIN as i64, i32::MAX as i64) as u64 & m
            } else {
                p.wrapping_add(c) & m
            }
        }
        Op::Mul24 | Op::Mad24 => {
            let (x, y) = if signed {
                (sx(a, 24) as i128, sx(b, 24) as i128)
            } else {
                (zx(a, 24) as i128, zx(b, 24) as i128)
            };
            let p = x * y;
            let r = if i.m.hi { (p >> 16) as u64 } else { p as u64 };
            let r = if i.op == Op::Mad24 { r.wrapping_add(c) } else { r };
            r & m
        }
        Op::Div => {
            if zx(b, bits) == 0 {
                m
            } else if signed {
                (sx(a, bits).wrapping_div(sx(b, bits)) as u64) & m
            } else {
                zx(a, bits) / zx(b, bits)
            }
        }
        Op::Rem => {
            if zx(b, bits) == 0 {
                a & m
            } else if signed {
                (sx(a, bits).wrapping_rem(sx(b, bits)) as u64) & m
            } else {
                zx(a, bits) % zx(b, bits)
            }
        }
        Op::Abs => (sx(a, bits).wrapping_abs() as u64) & m,
        Op::Neg => a.wrapping_neg() & m,
        Op::Min | Op::Max => {
            let lt = if signed {
                sx(a, bits) < sx(b, bits)
            } else {
                zx(a, bits) < zx(b, bits)
            };
            let pick_a = if i.op == Op::Min { lt } else { !lt };
            let r = if pick_a { a } else { b };
            // `.relu` (signed types): a negative result becomes 0
            if i.m.relu && signed && sx(r, bits) < 0 {
                0
            } else {
                r & m
            }
        }
        Op::Video => crate::exec::video::eval(i, a, b, c),
        Op::And => {
            if ty == Ty::Pred {
                a & b & 1
            } else {
                a & b & m
            }
        }
        Op::Or => {
            if ty == Ty::Pred {
                (a | b) & 1
            } else {
                (a | b) & m
            }
        }
        Op::Xor => {
            if ty == Ty::Pred {
                (a ^ b) & 1
            } else {
                (a ^ b) & m
            }
        }
        Op::Not => {
            if ty == Ty::Pred {
                !a & 1
            } else {
                !a & m
            }
        }
        Op::Cnot => (zx(a, bits) == 0) as u64,
        Op::Shl => {
            let n = zx(b, 32);
            if n >= bits as u64 {
                0
            } else {
                (a << n) & m
            }
        }
        Op::Shr => {
            let n = zx(b, 32).min(bits as u64);
            if signed {
                ((sx(a, bits) >> n.min(63)) as u64) & m
            } else if n >= bits as u64 {
                0
            } else {
                zx(a, bits) >> n
            }
        }
        Op::Bfe => bfe(a, b, c, bits, signed),
        Op::Bfi => bfi(a, b, c, s[3], bits),
        Op::Brev => zx(a, bits).reverse_bits() >> (64 - bits),
        Op::Popc => zx(a, bits).count_ones() as u64,
        Op::Clz => (zx(a, bits).leading_zeros() - (64 - bits)) as u64,
        Op::Bfind => {
            let v = if signed && sx(a, bits) < 0 { !a & m } else { zx(a, bits) };
            if v == 0 {
                0xffff_ffff
            } else {
                let pos = 63 - v.leading_zeros() as u64;
                if i.m.shiftamt {
                    bits as u64 - 1 - pos
                } else {
                    pos
                }
            }
        }
        Op::Prmt => prmt(a, b, c, i.m.mode),
        Op::Shf => {
            let n = zx(c, 32);
            let n = if i.m.clamp { n.min(32) } else { n & 31 };
            let v = (zx(b, 32) << 32) | zx(a, 32);
            if i.m.mode == Mode::ShfL {
                ((v << n) >> 32) & 0xffff_ffff
            } else {
                (v >> n) & 0xffff_ffff
            }
        }
        Op::Sad => {
            let d = if signed {
                sx(a, bits).abs_diff(sx(b, bits))
            } else {
                zx(a, bits).abs_diff(zx(b, bits))
            };
            c.wrapping_add(d) & m
        }
        Op::Lop3 => {
            let lut = s[3] & 0xff;
            let mut r = 0u64;
            for k in 0..32 {
                let idx = ((a >> k & 1) << 2) | ((b >> k & 1) << 1) | (c >> k & 1);
                r |= (lut >> idx & 1) << k;
            }
            r
        }
        Op::Dp4a | Op::Dp2a => {
            let (sa, sb) = (i.ty.is_signed(), i.ty2.is_signed());
            let byte = |v: u64, k: u32, sg: bool, w: u32| {
                let x = v >> (k * w);
                if sg {
                    sx(x, w)
                } else {
                    zx(x, w) as i64
                }
            };
            let mut acc = c as i64;
            if i.op == Op::Dp4a {
                for k in 0..4 {
                    acc = acc.wrapping_add(byte(a, k, sa, 8) * byte(b, k, sb, 8));
                }
            } else {
                let off = if i.m.hi { 2 } else { 0 };
                for k in 0..2 {
                    acc = acc.wrapping_add(byte(a, k, sa, 16) * byte(b, k + off, sb, 8));
                }
            }
            acc as u64 & 0xffff_ffff
        }
        // FP8 pairs: cvt.rn.f16x2.e4m3x2 d, a and cvt.rn.satfinite.e4m3x2.{f32 d, a, b | f16x2 d, a}
        Op::Cvt if matches!(i.ty2, Ty::E4M3x2 | Ty::E5M2x2) && ty == Ty::F16x2 && !i.m.relu => {
            crate::exec::cvt::fp8x2_to_f16x2(i.ty2, a)
        }
        Op::Cvt if matches!(ty, Ty::E4M3x2 | Ty::E5M2x2) && i.ty2 != Ty::BF16x2 && !i.m.relu => {
            crate::exec::cvt::to_fp8x2(i, a, b)
        }
        // the sm_100a/f forms: FP4, FP6, UE8M0 and the FP8 pairs' bf16x2 and .relu forms
        Op::Cvt if is_minifloat_pair(i.ty2) => crate::exec::minifloat::widen(i, a),
        Op::Cvt if is_minifloat_pair(ty) => crate::exec::minifloat::narrow(i, a, b),
        Op::Cvt if matches!(ty, Ty::F16x2 | Ty::BF16x2) => {
            // cvt.rn.f16x2.f32 d, a, b: d.hi = cvt(a), d.lo = cvt(b)
            let h = if ty == Ty::F16x2 { Ty::F16 } else { Ty::BF16 };
            let c = |x| crate::exec::cvt::cvt_val(h, i.ty2, &i.m, x);
            (c(a) << 16) | c(b)
        }
        Op::Cvt => crate::exec::cvt::cvt(i, a),
        Op::Selp => {
            if c & 1 != 0 {
                a
            } else {
                b
            }
        }
        Op::Slct => {
            let ge = if i.ty2 == Ty::F32 {
                f32::from_bits(c as u32) >= 0.0
            } else {
                sx(c, 32) >= 0
            };
            if ge {
                a
            } else {
                b
            }
        }
        Op::Bmsk => bmsk(a as u32, b as u32, i.m.clamp) as u64,
        Op::Fns => fns(a as u32, b as u32, c as u32 as i32) as u64,
        _ => 0,
    }
}

/// Bit-field mask (PTX `bmsk`): `b` one bits from position `a`. With `.wrap`
/// both operands are taken modulo 32; with `.clamp` a position >= 32 gives 0
/// and a width >= 32 reaches the top bit. A field past bit 31 ends there, and a
/// width of 0 gives 0.
pub fn bmsk(a: u32, b: u32, clamp: bool) -> u32 {
    let (a1, b1) = (a & 31, b & 31);
    let low = if clamp && a >= 32 { 0 } else { u32::MAX << a1 };
    let sum = a1 + b1;
    let high = if sum >= 32 || (clamp && b >= 32) {
        0
    } else if b1 == 0 {
        u32::MAX
    } else {
        u32::MAX << sum
    };
    low & !high
}

/// Find n-th set bit (PTX `fns`): walking from bit `base` up (`offset > 0`) or
/// down (`offset < 0`), the position of the `|offset|`-th set bit, counting
/// `base` itself; `offset == 0` asks whether bit `base` is set. Not found (or
/// a base past bit 31, which the ISA leaves undefined): all ones.
pub fn fns(mask: u32, base: u32, offset: i32) -> u32 {
    if base > 31 {
        return u32::MAX;
    }
    if offset == 0 {
        return if mask >> base & 1 != 0 { base } else { u32::MAX };
    }
    let mut left = offset.unsigned_abs();
    let mut pos = base as i64;
    while (0..32).contains(&pos) {
        if mask >> pos & 1 != 0 {
            left -= 1;
            if left == 0 {
                return pos as u32;
            }
        }
        pos += if offset > 0 { 1 } else { -1 };
    }
    u32::MAX
}

fn mul(i: &Inst, a: u64, b: u64, bits: u32, signed: bool) -> u64 {
    let p: u128 = if signed {
        (sx(a, bits) as i128 * sx(b, bits) as i128) as u128
    } else {
        zx(a, bits) as u128 * zx(b, bits) as u128
    };
    if i.m.wide {
        (p as u64) & mask(bits * 2)
    } else if i.m.hi {
        ((p >> bits) as u64) & mask(bits)
    } else {
        (p as u64) & mask(bits)
    }
}

/// Bit-field extract (PTX `bfe`).
pub fn bfe(a: u64, b: u64, c: u64, bits: u32, signed: bool) -> u64 {
    let pos = (b & 0xff) as u32;
    let len = (c & 0xff) as u32;
    let msb = bits - 1;
    let sbit = if !signed || len == 0 {
        0
    } else {
        let top = (pos + len - 1).min(msb);
        a >> top & 1
    };
    let mut d = 0u64;
    for k in 0..bits {
        let bit = if k < len && pos + k <= msb {
            a >> (pos + k) & 1
        } else {
            sbit
        };
        d |= bit << k;
    }
    d
}

/// Bit-field insert (PTX `bfi`): insert `len` low bits of `a` into `b` at `pos`.
pub fn bfi(a: u64, b: u64, c: u64, d: u64, bits: u32) -> u64 {
    let pos = (c & 0xff) as u32;
    let len = (d & 0xff) as u32;
    let mut f = zx(b, bits);
    for k in 0..len {
        if pos + k >= bits {
            break;
        }
        f = (f & !(1 << (pos + k))) | ((a >> k & 1) << (pos + k));
    }
    f
}

/// Byte permute (PTX `prmt`).
pub fn prmt(a: u64, b: u64, c: u64, mode: Mode) -> u64 {
    let bytes = (zx(b, 32) << 32) | zx(a, 32);
    let byte = |k: u64| (bytes >> ((k & 7) * 8)) & 0xff;
    let sel: [u64; 4] = match mode {
        Mode::F4e => {
            let s = c & 3;
            [s, s + 1, s + 2, s + 3]
        }
        Mode::B4e => {
            let s = c & 3;
            [s, (7 + s) & 7, (6 + s) & 7, (5 + s) & 7]
        }
        Mode::Rc8 => [c & 3; 4],
        Mode::Ecl => {
            let s = c & 3;
            [s, s.max(1), s.max(2), 3]
        }
        Mode::Ecr => {
            let s = c & 3;
            [0, s.min(1), s.min(2), s]
        }
        Mode::Rc16 => {
            let s = c & 1;
            [2 * s, 2 * s + 1, 2 * s, 2 * s + 1]
        }
        _ => {
            let mut r = 0u64;
            for k in 0..4 {
                let sel = (c >> (4 * k)) & 0xf;
                let mut v = byte(sel);
                if sel & 8 != 0 {
                    v = if v & 0x80 != 0 { 0xff } else { 0 };
                }
                r |= v << (8 * k);
            }
            return r;
        }
    };
    let mut r = 0u64;
    for (k, s) in sel.iter().enumerate() {
        r |= byte(*s) << (8 * k);
    }
    r
}

/// Integer comparison for setp/set.
pub fn cmp_int(cmp: Cmp, a: u64, b: u64, ty: Ty) -> bool {
    let bits = ty.bits().max(1);
    let (sa, sb) = (sx(a, bits), sx(b, bits));
    let (ua, ub) = (zx(a, bits), zx(b, bits));
    let signed = ty.is_signed();
    match cmp {
        Cmp::Eq | Cmp::Equ => ua == ub,
        Cmp::Ne | Cmp::Neu => ua != ub,
        Cmp::Lt | Cmp::Ltu => {
            if signed {
                sa < sb
            } else {
                ua < ub
            }
        }
        Cmp::Le | Cmp::Leu => {
            if signed {
                sa <= sb
            } else {
                ua <= ub
            }
        }
        Cmp::Gt | Cmp::Gtu => {
            if signed {
                sa > sb
            } else {
                ua > ub
            }
        }
        Cmp::Ge | Cmp::Geu => {
            if signed {
                sa >= sb
            } else {
                ua >= ub
            }
        }
        Cmp::Lo => ua < ub,
        Cmp::Ls => ua <= ub,
        Cmp::Hi => ua > ub,
        Cmp::Hs => ua >= ub,
        Cmp::Num => true,
        Cmp::Nan => false,
    }
}
