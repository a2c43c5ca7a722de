//! Vectorized fast path for the most frequent arithmetic instructions.
//!
//! The generic path evaluates an instruction lane by lane through a
//! `match` on opcode and type. For the common plain forms (integer
//! add/sub/mul/mad/logic/shift/min/max, f32/f64 add/sub/mul/fma in
//! round-to-nearest without ftz/sat, mov, mul.wide) this module instead
//! copies each source operand's 32 lane values into an array, runs one
//! tight loop over all 32 lanes (which the compiler vectorizes), and writes
//! back only the active lanes. The class is chosen once at decode time.
//! Results are bit-identical to `alu::eval`/`float::eval` (tested below).

use crate::exec::warp::{Warp, WARP};
use crate::ops::*;

/// Fast-path class of an instruction.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Fast {
    #[default]
    None,
    Mov32,
    Mov64,
    Add32,
    Sub32,
    MulLo32,
    MadLo32,
    Add64,
    Sub64,
    MulLo64,
    MadLo64,
    And32,
    Or32,
    Xor32,
    And64,
    Or64,
    Xor64,
    Shl32,
    ShrU32,
    ShrS32,
    Shl64,
    ShrU64,
    ShrS64,
    MinU32,
    MinS32,
    MaxU32,
    MaxS32,
    MulWideS32,
    MulWideU32,
    AddF32,
    SubF32,
    MulF32,
    FmaF32,
    AddF64,
    SubF64,
    MulF64,
    FmaF64,
    /// `setp.cmp.{s,u,b}{32,64}` into one predicate, without a combining op.
    SetpInt,
    /// `setp.cmp.f32` / `.f64` into one predicate, without `.ftz` or a combining op.
    SetpF32,
    SetpF64,
    /// `and`/`or`/`xor`/`not` of predicate registers.
    AndPred,
    OrPred,
    XorPred,
    NotPred,
    /// `selp.T d, a, b, p` (any type: the bits of `a` or `b`).
    Selp,
    /// `cvt.rn.f32`/`.f64` of a 32- or 64-bit integer (no `.sat`/`.ftz`).
    CvtIntF32,
    CvtIntF64,
    /// `cvt.f64.f32` (exact; NaN becomes the canonical NaN).
    CvtF32F64,
    /// `cvta[.to].space.u64` of a register or immediate: the space's window
    /// added (or, `.to`, subtracted).
    Cvta64,
    /// `cvt` between integer types without `.sat`: extend by the source type, cut to the destination's.
    CvtInt,
}

/// Picks the fast-path class at decode time.
pub fn classify(op: Op, ty: Ty, ty2: Ty, m: &Mods, ops: &[Opnd]) -> Fast {
    if !matches!(ops.first(), Some(Opnd::Reg(_))) || !ops[1..].iter().all(|o| matches!(o, Opnd::Reg(_) | Opnd::Imm(_)))
    {
        return Fast::None;
    }
    let plain = !m.sat && !m.ftz && !m.hi && !m.cc && !m.approx && !m.relu && matches!(m.rnd, Rnd::None | Rnd::Rn);
    if !plain {
        return Fast::None;
    }
    let b = ty.bits();
    let s = ty.is_signed();
    let int = !ty.is_float() && ty != Ty::Pred;
    use Fast::*;
    match (op, ty) {
        (Op::Setp, _) if int && (b == 32 || b == 64) && ops.len() == 3 && m.bop == AtomOp::None => SetpInt,
        (Op::Setp, Ty::F32) if ops.len() == 3 && m.bop == AtomOp::None => SetpF32,
        (Op::Setp, Ty::F64) if ops.len() == 3 && m.bop == AtomOp::None => SetpF64,
        (Op::And, Ty::Pred) if ops.len() == 3 => AndPred,
        (Op::Or, Ty::Pred) if ops.len() == 3 => OrPred,
        (Op::Xor, Ty::Pred) if ops.len() == 3 => XorPred,
        (Op::Not, Ty::Pred) if ops.len() == 2 => NotPred,
        (Op::Selp, _) if ops.len() == 4 => Selp,
        (Op::Cvta, _) if b == 64 && ops.len() == 2 => Cvta64,
        (Op::Cvt, Ty::F32 | Ty::F64) if ops.len() == 2 && is_int(ty2) && ty2.bits() >= 32 && m.rnd == Rnd::Rn => {
            if ty == Ty::F32 {
                CvtIntF32
            } else {
                CvtIntF64
            }
        }
        (Op::Cvt, Ty::F64) if ops.len() == 2 && ty2 == Ty::F32 && m.rnd == Rnd::None => CvtF32F64,
        (Op::Cvt, _) if is_int(ty) && is_int(ty2) && ops.len() == 2 => CvtInt,
        (Op::Mov, _) if b == 32 && ops.len() == 2 => Mov32,
        (Op::Mov, _) if b == 64 && ops.len() == 2 => Mov64,
        (Op::Add | Op::Sub | Op::Mul | Op::Fma | Op::Mad, Ty::F32) => match op {
            Op::Add => AddF32,
            Op::Sub => SubF32,
            Op::Mul => MulF32,
            _ => FmaF32,
        },
        (Op::Add | Op::Sub | Op::Mul | Op::Fma | Op::Mad, Ty::F64) => match op {
            Op::Add => AddF64,
            Op::Sub => SubF64,
            Op::Mul => MulF64,
            _ => FmaF64,
        },
        (Op::Mul, _) if int && b == 32 && m.wide => {
            if s {
                MulWideS32
            } else {
                MulWideU32
            }
        }
        _ if !int || m.wide || !(b == 32 || b == 64) => Fast::None,
        (Op::Add, _) => {
            if b == 32 {
                Add32
            } else {
                Add64
            }
        }
        (Op::Sub, _) => {
            if b == 32 {
                Sub32
            } else {
                Sub64
            }
        }
        (Op::Mul, _) => {
            if b == 32 {
                MulLo32
            } else {
                MulLo64
            }
        }
        (Op::Mad, _) => {
            if b == 32 {
                MadLo32
            } else {
                MadLo64
            }
        }
        (Op::And, _) => {
            if b == 32 {
                And32
            } else {
                And64
            }
        }
        (Op::Or, _) => {
            if b == 32 {
                Or32
            } else {
                Or64
            }
        }
        (Op::Xor, _) => {
            if b == 32 {
                Xor32
            } else {
                Xor64
            }
        }
        (Op::Shl, _) => {
            if b == 32 {
                Shl32
            } else {
                Shl64
            }
        }
        (Op::Shr, _) => match (b, s) {
            (32, false) => ShrU32,
            (32, true) => ShrS32,
            (_, false) => ShrU64,
            _ => ShrS64,
        },
        (Op::Min, _) if b == 32 => {
            if s {
                MinS32
            } else {
                MinU32
            }
        }
        (Op::Max, _) if b == 32 => {
            if s {
                MaxS32
            } else {
                MaxU32
            }
        }
        _ => Fast::None,
    }
}

/// The 32 lane values of a source: the register's own slots (no copy), or
/// `splat` filled with an immediate.
#[inline(always)]
fn fetch<'a>(regs: &'a [u64], rb: usize, o: &Opnd, splat: &'a mut [u64; WARP]) -> &'a [u64; WARP] {
    if let Opnd::Reg(r) = o {
        let base = rb + *r as usize * WARP;
        if let Some(lanes) = regs.get(base..base + WARP).and_then(|s| s.try_into().ok()) {
            return lanes;
        }
    }
    *splat = [if let Opnd::Imm(v) = o { *v } else { 0 }; WARP];
    splat
}

#[inline(always)]
fn map1(a: &[u64; WARP], d: &mut [u64; WARP], f: impl Fn(u64) -> u64) {
    for l in 0..WARP {
        d[l] = f(a[l]);
    }
}

#[inline(always)]
fn map2(a: &[u64; WARP], b: &[u64; WARP], d: &mut [u64; WARP], f: impl Fn(u64, u64) -> u64) {
    for l in 0..WARP {
        d[l] = f(a[l], b[l]);
    }
}

#[inline(always)]
fn map3(a: &[u64; WARP], b: &[u64; WARP], c: &[u64; WARP], d: &mut [u64; WARP], f: impl Fn(u64, u64, u64) -> u64) {
    for l in 0..WARP {
        d[l] = f(a[l], b[l], c[l]);
    }
}

const M32: u64 = 0xffff_ffff;

#[inline(always)]
fn f32b(x: u64) -> f32 {
    f32::from_bits(x as u32)
}

#[inline(always)]
fn bits32(x: f32) -> u64 {
    if x.is_nan() {
        crate::exec::float::CANON_NAN32 as u64
    } else {
        x.to_bits() as u64
    }
}

#[inline(always)]
fn bits64(x: f64) -> u64 {
    if x.is_nan() {
        0x7fff_ffff_ffff_ffff
    } else {
        x.to_bits()
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_f32_hw(a: &[u64; WARP], b: &[u64; WARP], c: &[u64; WARP], d: &mut [u64; WARP]) {
    for l in 0..WARP {
        d[l] = bits32(f32b(a[l]).mul_add(f32b(b[l]), f32b(c[l])));
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_f64_hw(a: &[u64; WARP], b: &[u64; WARP], c: &[u64; WARP], d: &mut [u64; WARP]) {
    for l in 0..WARP {
        d[l] = bits64(f64::from_bits(a[l]).mul_add(f64::from_bits(b[l]), f64::from_bits(c[l])));
    }
}

fn fma_f32(a: &[u64; WARP], b: &[u64; WARP], c: &[u64; WARP], d: &mut [u64; WARP]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU supports FMA, checked just above.
        unsafe { fma_f32_hw(a, b, c, d) };
        return;
    }
    map3(a, b, c, d, |x, y, z| bits32(f32b(x).mul_add(f32b(y), f32b(z))));
}

fn fma_f64(a: &[u64; WARP], b: &[u64; WARP], c: &[u64; WARP], d: &mut [u64; WARP]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU supports FMA, checked just above.
        unsafe { fma_f64_hw(a, b, c, d) };
        return;
    }
    map3(a, b, c, d, |x, y, z| {
        bits64(f64::from_bits(x).mul_add(f64::from_bits(y), f64::from_bits(z)))
    });
}

/// An integer type of 8 to 64 bits (not a predicate, float or pair).
fn is_int(t: Ty) -> bool {
    !t.is_float() && t != Ty::Pred && matches!(t.bits(), 8 | 16 | 32 | 64)
}

/// `cvt` between integer types (no `.sat`), as `cvt::cvt_val`: the source
/// extended by its own type's signedness, then cut to the destination width.
fn cvt_int(dst: Ty, src: Ty, a: &[u64; WARP], d: &mut [u64; WARP]) {
    let sh = 64 - src.bits();
    let keep = if dst.bits() == 64 {
        u64::MAX
    } else {
        (1u64 << dst.bits()) - 1
    };
    if src.is_signed() {
        map1(a, d, |x| (((x << sh) as i64 >> sh) as u64) & keep);
    } else {
        map1(a, d, |x| ((x << sh) >> sh) & keep);
    }
}

/// `cvt.rn` of a 32- or 64-bit integer (extended by its signedness) to
/// f32 or f64: the host conversion, which rounds to nearest even as `.rn`.
fn int_to_float(class: Fast, src: Ty, a: &[u64; WARP], d: &mut [u64; WARP]) {
    let sh = 64 - src.bits();
    let f32_out = class == Fast::CvtIntF32;
    match (src.is_signed(), f32_out) {
        (true, true) => map1(a, d, |x| ((((x << sh) as i64) >> sh) as f32).to_bits() as u64),
        (true, false) => map1(a, d, |x| ((((x << sh) as i64) >> sh) as f64).to_bits()),
        (false, true) => map1(a, d, |x| (((x << sh) >> sh) as f32).to_bits() as u64),
        (false, false) => map1(a, d, |x| (((x << sh) >> sh) as f64).to_bits()),
    }
}

/// Integer comparison of all lanes: operands become order-preserving
/// unsigned keys (signed values with the sign bit flipped), then one
/// comparison per lane; the same results as `alu::cmp_int`.
fn setp_int(cmp: Cmp, ty: Ty, a: &[u64; WARP], b: &[u64; WARP], d: &mut [u64; WARP]) {
    let sh = 64 - ty.bits();
    let signed = ty.is_signed() && !matches!(cmp, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs);
    let mut ka = [0u64; WARP];
    let mut kb = [0u64; WARP];
    if signed {
        let key = |x: u64| (((x << sh) as i64 >> sh) as u64) ^ (1 << 63);
        map1(a, &mut ka, key);
        map1(b, &mut kb, key);
    } else {
        let key = |x: u64| (x << sh) >> sh;
        map1(a, &mut ka, key);
        map1(b, &mut kb, key);
    }
    match cmp {
        Cmp::Eq | Cmp::Equ => map2(&ka, &kb, d, |x, y| (x == y) as u64),
        Cmp::Ne | Cmp::Neu => map2(&ka, &kb, d, |x, y| (x != y) as u64),
        Cmp::Lt | Cmp::Ltu | Cmp::Lo => map2(&ka, &kb, d, |x, y| (x < y) as u64),
        Cmp::Le | Cmp::Leu | Cmp::Ls => map2(&ka, &kb, d, |x, y| (x <= y) as u64),
        Cmp::Gt | Cmp::Gtu | Cmp::Hi => map2(&ka, &kb, d, |x, y| (x > y) as u64),
        Cmp::Ge | Cmp::Geu | Cmp::Hs => map2(&ka, &kb, d, |x, y| (x >= y) as u64),
        Cmp::Num => *d = [1; WARP],
        Cmp::Nan => *d = [0; WARP],
    }
}

/// Float comparison of all lanes, as the generic path's `float::cmp_float`
/// of the operands widened to f64 (exact): ordered comparisons are false and
/// unordered ones true when either operand is NaN.
fn setp_float(cmp: Cmp, f64_in: bool, a: &[u64; WARP], b: &[u64; WARP], d: &mut [u64; WARP]) {
    let mut fa = [0f64; WARP];
    let mut fb = [0f64; WARP];
    for l in 0..WARP {
        (fa[l], fb[l]) = if f64_in {
            (f64::from_bits(a[l]), f64::from_bits(b[l]))
        } else {
            (f32b(a[l]) as f64, f32b(b[l]) as f64)
        };
    }
    let mut go = |f: fn(f64, f64) -> bool| {
        for l in 0..WARP {
            d[l] = f(fa[l], fb[l]) as u64;
        }
    };
    let un = |x: f64, y: f64| x.is_nan() || y.is_nan();
    match cmp {
        Cmp::Eq => go(|x, y| x == y),
        Cmp::Ne => go(|x, y| !(x.is_nan() || y.is_nan()) && x != y),
        Cmp::Lt | Cmp::Lo => go(|x, y| x < y),
        Cmp::Le | Cmp::Ls => go(|x, y| x <= y),
        Cmp::Gt | Cmp::Hi => go(|x, y| x > y),
        Cmp::Ge | Cmp::Hs => go(|x, y| x >= y),
        Cmp::Equ => go(|x, y| x.is_nan() || y.is_nan() || x == y),
        Cmp::Neu => go(|x, y| x != y),
        Cmp::Ltu => go(|x, y| x.is_nan() || y.is_nan() || x < y),
        Cmp::Leu => go(|x, y| x.is_nan() || y.is_nan() || x <= y),
        Cmp::Gtu => go(|x, y| x.is_nan() || y.is_nan() || x > y),
        Cmp::Geu => go(|x, y| x.is_nan() || y.is_nan() || x >= y),
        Cmp::Num => {
            for l in 0..WARP {
                d[l] = !un(fa[l], fb[l]) as u64;
            }
        }
        Cmp::Nan => {
            for l in 0..WARP {
                d[l] = un(fa[l], fb[l]) as u64;
            }
        }
    }
}

/// Executes a fast-path instruction for the lanes in `mask`.
pub fn exec(w: &mut Warp, inst: &Inst, mask: u32) {
    let ops = &inst.ops[..];
    // the warp's scratch arrays: immediates and the result, never zeroed per instruction
    let Warp { regs, rb, scratch, .. } = w;
    let [sa, sb, sc, d] = scratch;
    let rb = *rb;
    let sources: &[u64] = regs;
    let a = fetch(sources, rb, &ops[1], sa);
    let b = match ops.get(2) {
        Some(o) => fetch(sources, rb, o, sb),
        Option::None => sb,
    };
    let c = match ops.get(3) {
        Some(o) => fetch(sources, rb, o, sc),
        Option::None => sc,
    };
    use Fast::*;
    match inst.fast {
        Mov32 => map1(a, d, |x| x & M32),
        Mov64 => *d = *a,
        Add32 => map2(a, b, d, |x, y| x.wrapping_add(y) & M32),
        Sub32 => map2(a, b, d, |x, y| x.wrapping_sub(y) & M32),
        MulLo32 => map2(a, b, d, |x, y| (x as u32).wrapping_mul(y as u32) as u64),
        MadLo32 => map3(a, b, c, d, |x, y, z| {
            (x as u32).wrapping_mul(y as u32).wrapping_add(z as u32) as u64
        }),
        Add64 => map2(a, b, d, |x, y| x.wrapping_add(y)),
        Sub64 => map2(a, b, d, |x, y| x.wrapping_sub(y)),
        MulLo64 => map2(a, b, d, |x, y| x.wrapping_mul(y)),
        MadLo64 => map3(a, b, c, d, |x, y, z| x.wrapping_mul(y).wrapping_add(z)),
        And32 => map2(a, b, d, |x, y| x & y & M32),
        Or32 => map2(a, b, d, |x, y| (x | y) & M32),
        Xor32 => map2(a, b, d, |x, y| (x ^ y) & M32),
        And64 => map2(a, b, d, |x, y| x & y),
        Or64 => map2(a, b, d, |x, y| x | y),
        Xor64 => map2(a, b, d, |x, y| x ^ y),
        Shl32 => map2(a, b, d, |x, y| if y as u32 >= 32 { 0 } else { (x << (y as u32)) & M32 }),
        ShrU32 => map2(a, b, d, |x, y| if y as u32 >= 32 { 0 } else { (x & M32) >> (y as u32) }),
        ShrS32 => map2(a, b, d, |x, y| ((x as i32) >> (y as u32).min(31)) as u32 as u64),
        Shl64 => map2(a, b, d, |x, y| if y as u32 >= 64 { 0 } else { x << (y as u32) }),
        ShrU64 => map2(a, b, d, |x, y| if y as u32 >= 64 { 0 } else { x >> (y as u32) }),
        ShrS64 => map2(a, b, d, |x, y| ((x as i64) >> (y as u32).min(63)) as u64),
        MinU32 => map2(a, b, d, |x, y| (x as u32).min(y as u32) as u64),
        MinS32 => map2(a, b, d, |x, y| (x as i32).min(y as i32) as u32 as u64),
        MaxU32 => map2(a, b, d, |x, y| (x as u32).max(y as u32) as u64),
        MaxS32 => map2(a, b, d, |x, y| (x as i32).max(y as i32) as u32 as u64),
        MulWideS32 => map2(a, b, d, |x, y| (x as i32 as i64).wrapping_mul(y as i32 as i64) as u64),
        MulWideU32 => map2(a, b, d, |x, y| (x & M32) * (y & M32)),
        AddF32 => map2(a, b, d, |x, y| bits32(f32b(x) + f32b(y))),
        SubF32 => map2(a, b, d, |x, y| bits32(f32b(x) - f32b(y))),
        MulF32 => map2(a, b, d, |x, y| bits32(f32b(x) * f32b(y))),
        FmaF32 => fma_f32(a, b, c, d),
        AddF64 => map2(a, b, d, |x, y| bits64(f64::from_bits(x) + f64::from_bits(y))),
        SubF64 => map2(a, b, d, |x, y| bits64(f64::from_bits(x) - f64::from_bits(y))),
        MulF64 => map2(a, b, d, |x, y| bits64(f64::from_bits(x) * f64::from_bits(y))),
        FmaF64 => fma_f64(a, b, c, d),
        SetpInt => setp_int(inst.m.cmp, inst.ty, a, b, d),
        SetpF32 => setp_float(inst.m.cmp, false, a, b, d),
        SetpF64 => setp_float(inst.m.cmp, true, a, b, d),
        AndPred => map2(a, b, d, |x, y| x & y & 1),
        OrPred => map2(a, b, d, |x, y| (x | y) & 1),
        XorPred => map2(a, b, d, |x, y| (x ^ y) & 1),
        NotPred => map1(a, d, |x| !x & 1),
        Selp => map3(a, b, c, d, |x, y, p| if p & 1 != 0 { x } else { y }),
        CvtInt => cvt_int(inst.ty, inst.ty2, a, d),
        CvtIntF32 | CvtIntF64 => int_to_float(inst.fast, inst.ty2, a, d),
        CvtF32F64 => map1(a, d, |x| bits64(f32b(x) as f64)),
        Cvta64 => {
            let win = crate::exec::memory::window_of(inst.m.space);
            if inst.m.to {
                map1(a, d, |x| x.wrapping_sub(win));
            } else {
                map1(a, d, |x| x.wrapping_add(win));
            }
        }
        None => return,
    }
    let Opnd::Reg(r) = ops[0] else { return };
    let base = rb + r as usize * WARP;
    let Some(dst) = regs.get_mut(base..base + WARP) else {
        return;
    };
    if mask == u32::MAX {
        // in halves the compiler copies inline: a call to memcpy was a fifth of
        // the time (its wide loads of the just-stored results stall)
        dst[..WARP / 2].copy_from_slice(&d[..WARP / 2]);
        dst[WARP / 2..].copy_from_slice(&d[WARP / 2..]);
    } else {
        for l in crate::exec::warp::lanes(mask) {
            dst[l] = d[l];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::alu;

    /// Every fast class agrees bit for bit with the generic evaluator.
    #[test]
    fn fast_path_matches_generic_semantics() {
        let samples: [u64; 12] = [
            0,
            1,
            31,
            32,
            0xffff_ffff,
            0x8000_0000,
            0x1_0000_0001,
            u64::MAX,
            0x7fc0_0000,
            1.5f32.to_bits() as u64,
            (-2.25f64).to_bits(),
            0x0000_0000_0000_0041,
        ];
        let cases: &[(Op, Ty, bool)] = &[
            (Op::Add, Ty::S32, false),
            (Op::Sub, Ty::U32, false),
            (Op::Mul, Ty::S32, false),
            (Op::Mad, Ty::U32, false),
            (Op::Add, Ty::S64, false),
            (Op::Mul, Ty::U64, false),
            (Op::Mad, Ty::S64, false),
            (Op::And, Ty::B32, false),
            (Op::Or, Ty::B64, false),
            (Op::Xor, Ty::B32, false),
            (Op::Shl, Ty::B32, false),
            (Op::Shr, Ty::U32, false),
            (Op::Shr, Ty::S32, false),
            (Op::Shl, Ty::B64, false),
            (Op::Shr, Ty::U64, false),
            (Op::Shr, Ty::S64, false),
            (Op::Min, Ty::U32, false),
            (Op::Min, Ty::S32, false),
            (Op::Max, Ty::S32, false),
            (Op::Max, Ty::U32, false),
            (Op::Mul, Ty::S32, true),
            (Op::Mul, Ty::U32, true),
            (Op::Add, Ty::F32, false),
            (Op::Sub, Ty::F32, false),
            (Op::Mul, Ty::F32, false),
            (Op::Fma, Ty::F32, false),
            (Op::Add, Ty::F64, false),
            (Op::Mul, Ty::F64, false),
            (Op::Fma, Ty::F64, false),
        ];
        for &(op, ty, wide) in cases {
            let m = Mods {
                wide,
                rnd: if ty.is_float() && op == Op::Fma {
                    Rnd::Rn
                } else {
                    Rnd::None
                },
                ..Mods::default()
            };
            let ops = [Opnd::Reg(0), Opnd::Reg(1), Opnd::Reg(2), Opnd::Reg(3)];
            let n = if matches!(op, Op::Mad | Op::Fma) { 4 } else { 3 };
            let fast = classify(op, ty, ty, &m, &ops[..n]);
            assert_ne!(fast, Fast::None, "{op:?} {ty:?}");
            let inst = Inst {
                op,
                ty,
                ty2: ty,
                m,
                guard: None,
                ops: ops[..n].to_vec(),
                line: 0,
                name: 0,
                fast,
            };
            for &x in &samples {
                for &y in &samples {
                    let z = x ^ 0x40;
                    // canonicalize inputs the way registers hold them (width-masked)
                    let (x, y, z) = if ty.bits() == 32 && !wide {
                        (x & M32, y & M32, z & M32)
                    } else {
                        (x, y, z)
                    };
                    let want = alu::eval(&inst, &[x, y, z, 0]);
                    let a = [x; WARP];
                    let b = [y; WARP];
                    let c = [z; WARP];
                    let mut d = [0; WARP];
                    run_class(fast, &a, &b, &c, &mut d);
                    assert_eq!(d[0], want, "{op:?}.{ty:?} wide={wide} x={x:#x} y={y:#x} z={z:#x}");
                }
            }
        }
    }

    /// Integer setp agrees with `alu::cmp_int` for every comparison.
    #[test]
    fn setp_fast_path_matches_cmp_int() {
        let samples: [u64; 8] = [
            0,
            1,
            0x7fff_ffff,
            0x8000_0000,
            0xffff_ffff,
            0x1_0000_0000,
            u64::MAX,
            1 << 63,
        ];
        let cmps = [
            Cmp::Eq,
            Cmp::Ne,
            Cmp::Lt,
            Cmp::Le,
            Cmp::Gt,
            Cmp::Ge,
            Cmp::Lo,
            Cmp::Ls,
            Cmp::Hi,
            Cmp::Hs,
        ];
        for ty in [Ty::S32, Ty::U32, Ty::B32, Ty::S64, Ty::U64, Ty::B64] {
            for cmp in cmps {
                let m = Mods { cmp, ..Mods::default() };
                let ops = [Opnd::Reg(0), Opnd::Reg(1), Opnd::Reg(2)];
                assert_eq!(classify(Op::Setp, ty, ty, &m, &ops), Fast::SetpInt);
                for &x in &samples {
                    for &y in &samples {
                        let mut d = [0; WARP];
                        setp_int(cmp, ty, &[x; WARP], &[y; WARP], &mut d);
                        assert_eq!(d[0] != 0, alu::cmp_int(cmp, x, y, ty), "{cmp:?}.{ty:?} {x:#x} {y:#x}");
                    }
                }
            }
        }
    }

    /// Float setp agrees with `float::cmp_float` for every comparison, and
    /// predicate logic with `alu::eval`.
    #[test]
    fn float_setp_and_predicate_logic_match_generic_semantics() {
        let f32s = [
            0.0f32,
            -0.0,
            1.0,
            -1.5,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            1e-45,
        ];
        let f64s = [
            0.0f64,
            -0.0,
            1.0,
            -1.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            5e-324,
        ];
        let cmps = [
            Cmp::Eq,
            Cmp::Ne,
            Cmp::Lt,
            Cmp::Le,
            Cmp::Gt,
            Cmp::Ge,
            Cmp::Equ,
            Cmp::Neu,
            Cmp::Ltu,
            Cmp::Leu,
            Cmp::Gtu,
            Cmp::Geu,
            Cmp::Num,
            Cmp::Nan,
        ];
        let ops = [Opnd::Reg(0), Opnd::Reg(1), Opnd::Reg(2)];
        for cmp in cmps {
            let m = Mods { cmp, ..Mods::default() };
            assert_eq!(classify(Op::Setp, Ty::F32, Ty::F32, &m, &ops), Fast::SetpF32);
            assert_eq!(classify(Op::Setp, Ty::F64, Ty::F64, &m, &ops), Fast::SetpF64);
            for &x in &f32s {
                for &y in &f32s {
                    let (a, b) = (x.to_bits() as u64, y.to_bits() as u64);
                    let mut d = [0; WARP];
                    setp_float(cmp, false, &[a; WARP], &[b; WARP], &mut d);
                    let want = crate::exec::float::cmp_float(
                        cmp,
                        crate::exec::float::to_f64(a, Ty::F32, false),
                        crate::exec::float::to_f64(b, Ty::F32, false),
                    );
                    assert_eq!(d[0] != 0, want, "setp.{cmp:?}.f32 {x} {y}");
                }
            }
            for &x in &f64s {
                for &y in &f64s {
                    let mut d = [0; WARP];
                    setp_float(cmp, true, &[x.to_bits(); WARP], &[y.to_bits(); WARP], &mut d);
                    assert_eq!(
                        d[0] != 0,
                        crate::exec::float::cmp_float(cmp, x, y),
                        "setp.{cmp:?}.f64 {x} {y}"
                    );
                }
            }
        }
        let ftz = Mods {
            ftz: true,
            ..Mods::default()
        };
        assert_eq!(classify(Op::Setp, Ty::F32, Ty::F32, &ftz, &ops), Fast::None);
        for (op, n) in [(Op::And, 3), (Op::Or, 3), (Op::Xor, 3), (Op::Not, 2)] {
            let fast = classify(op, Ty::Pred, Ty::Pred, &Mods::default(), &ops[..n]);
            assert_ne!(fast, Fast::None, "{op:?}.pred");
            let inst = Inst {
                op,
                ty: Ty::Pred,
                ty2: Ty::Pred,
                m: Mods::default(),
                guard: None,
                ops: ops[..n].to_vec(),
                line: 0,
                name: 0,
                fast,
            };
            for x in [0u64, 1] {
                for y in [0u64, 1] {
                    let mut d = [0; WARP];
                    run_class(fast, &[x; WARP], &[y; WARP], &[0; WARP], &mut d);
                    assert_eq!(d[0], alu::eval(&inst, &[x, y, 0, 0]), "{op:?}.pred {x} {y}");
                }
            }
        }
    }

    /// Integer-to-float and f32-to-f64 `cvt` agree with `cvt::cvt_val`.
    #[test]
    fn float_cvt_matches_generic_semantics() {
        let samples: [u64; 10] = [
            0,
            1,
            (1 << 24) + 1,
            0x7fff_ffff,
            0x8000_0000,
            0xffff_ffff,
            (1 << 53) + 1,
            0x8000_0000_0000_0001,
            u64::MAX,
            0x7fc0_0001,
        ];
        let rn = Mods {
            rnd: Rnd::Rn,
            ..Mods::default()
        };
        let ops = [Opnd::Reg(0), Opnd::Reg(1)];
        for dst in [Ty::F32, Ty::F64] {
            for src in [Ty::S32, Ty::U32, Ty::B32, Ty::S64, Ty::U64, Ty::B64] {
                let fast = classify(Op::Cvt, dst, src, &rn, &ops);
                assert_ne!(fast, Fast::None, "cvt.rn.{dst:?}.{src:?}");
                for &x in &samples {
                    let x = if src.bits() == 32 { x & M32 } else { x };
                    let mut d = [0; WARP];
                    int_to_float(fast, src, &[x; WARP], &mut d);
                    let want = crate::exec::cvt::cvt_val(dst, src, &rn, x);
                    assert_eq!(d[0], want, "cvt.rn.{dst:?}.{src:?} {x:#x}");
                }
            }
        }
        let plain = Mods::default();
        let fast = classify(Op::Cvt, Ty::F64, Ty::F32, &plain, &ops);
        assert_eq!(fast, Fast::CvtF32F64);
        let f32s = [
            0.0f32,
            -0.0,
            1.5,
            f32::MIN_POSITIVE / 4.0,
            f32::INFINITY,
            f32::NAN,
            -f32::NAN,
        ];
        for x in f32s {
            let bits = x.to_bits() as u64;
            let mut d = [0; WARP];
            run_class(fast, &[bits; WARP], &[0; WARP], &[0; WARP], &mut d);
            assert_eq!(
                d[0],
                crate::exec::cvt::cvt_val(Ty::F64, Ty::F32, &plain, bits),
                "cvt.f64.f32 {x}"
            );
        }
        let ftz = Mods {
            ftz: true,
            ..Mods::default()
        };
        assert_eq!(classify(Op::Cvt, Ty::F64, Ty::F32, &ftz, &ops), Fast::None);
        let rz = Mods {
            rnd: Rnd::Rz,
            ..Mods::default()
        };
        assert_eq!(classify(Op::Cvt, Ty::F32, Ty::S32, &rz, &ops), Fast::None);
    }

    /// selp and integer cvt agree with the generic evaluator.
    #[test]
    fn selp_and_integer_cvt_match_generic_semantics() {
        let samples: [u64; 7] = [0, 1, 0x7f, 0x80, 0xffff_8000, 0x8000_0000_0000_0001, u64::MAX];
        let ints = [
            Ty::U8,
            Ty::S8,
            Ty::U16,
            Ty::S16,
            Ty::U32,
            Ty::S32,
            Ty::B32,
            Ty::U64,
            Ty::S64,
            Ty::B64,
        ];
        for &dst in &ints {
            for &src in &ints {
                let m = Mods::default();
                let ops = [Opnd::Reg(0), Opnd::Reg(1)];
                assert_eq!(classify(Op::Cvt, dst, src, &m, &ops), Fast::CvtInt, "{dst:?} {src:?}");
                let inst = Inst {
                    op: Op::Cvt,
                    ty: dst,
                    ty2: src,
                    m,
                    guard: None,
                    ops: ops.to_vec(),
                    line: 0,
                    name: 0,
                    fast: Fast::CvtInt,
                };
                for &x in &samples {
                    let mut d = [0; WARP];
                    cvt_int(dst, src, &[x; WARP], &mut d);
                    assert_eq!(d[0], alu::eval(&inst, &[x, 0, 0, 0]), "cvt.{dst:?}.{src:?} {x:#x}");
                }
            }
        }
        let sat = Mods {
            sat: true,
            ..Mods::default()
        };
        assert_eq!(
            classify(Op::Cvt, Ty::S8, Ty::S32, &sat, &[Opnd::Reg(0), Opnd::Reg(1)]),
            Fast::None
        );
        for ty in [Ty::B32, Ty::F32, Ty::U64, Ty::F64, Ty::B16] {
            let ops = [Opnd::Reg(0), Opnd::Reg(1), Opnd::Reg(2), Opnd::Reg(3)];
            let fast = classify(Op::Selp, ty, ty, &Mods::default(), &ops);
            assert_eq!(fast, Fast::Selp);
            let inst = Inst {
                op: Op::Selp,
                ty,
                ty2: ty,
                m: Mods::default(),
                guard: None,
                ops: ops.to_vec(),
                line: 0,
                name: 0,
                fast,
            };
            for &x in &samples {
                for p in [0u64, 1] {
                    let mut d = [0; WARP];
                    run_class(fast, &[x; WARP], &[!x; WARP], &[p; WARP], &mut d);
                    assert_eq!(d[0], alu::eval(&inst, &[x, !x, p, 0]), "selp.{ty:?} {x:#x} {p}");
                }
            }
        }
    }

    fn run_class(f: Fast, a: &[u64; WARP], b: &[u64; WARP], c: &[u64; WARP], d: &mut [u64; WARP]) {
        // reuse exec's dispatch through a scratch warp-free path
        use Fast::*;
        match f {
            FmaF32 => fma_f32(a, b, c, d),
            FmaF64 => fma_f64(a, b, c, d),
            _ => {
                let prog_inst_ops = [Opnd::Reg(0), Opnd::Reg(1), Opnd::Reg(2), Opnd::Reg(3)];
                let mut w = scratch_warp();
                for l in 0..WARP {
                    w.regs[WARP + l] = a[l];
                    w.regs[2 * WARP + l] = b[l];
                    w.regs[3 * WARP + l] = c[l];
                }
                let inst = Inst {
                    op: Op::Nop,
                    ty: Ty::None,
                    ty2: Ty::None,
                    m: Mods::default(),
                    guard: Option::None,
                    ops: prog_inst_ops.to_vec(),
                    line: 0,
                    name: 0,
                    fast: f,
                };
                exec(&mut w, &inst, u32::MAX);
                d.copy_from_slice(&w.regs[..WARP]);
            }
        }
    }

    fn scratch_warp() -> Warp {
        let prog =
            crate::decode::decode(&crate::parse::parse(".visible .entry k()\n{\n.reg .b64 %r<4>;\nret;\n}\n").unwrap())
                .unwrap();
        Warp::new(&prog, 0, 0, 32)
    }
}
