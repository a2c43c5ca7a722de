//! Warp-wide fast path for plain global loads and stores of one scalar
//! register (`ld.global.f32 %f1, [%rd4+8]`, `st.global.u32 [%rd3], %r8`, or
//! generic `ld.u32` when every lane's address is a global one),
//! and for kernel parameter loads (`ld.param.u64 %rd1, [out]`: the same
//! value for every lane, read once).
//!
//! The generic path resolves, checks and counts every lane on its own. Here
//! the lanes' addresses are computed first; when all are naturally aligned
//! and the span from the lowest to the highest lies in one allocation (the
//! usual case: neighbouring lanes touch neighbouring elements), one lookup
//! serves the whole warp and the bytes move lane by lane. Anything else
//! (a misaligned or out-of-bounds lane, two allocations, vectors) returns
//! `false` before any side effect, and the generic path runs the instruction
//! and reports the fault exactly as before.

use crate::exec::alu::sx;
use crate::exec::device_bytes::DeviceBytes;
use crate::exec::memory::{PARAM_WINDOW, SHARED_WINDOW, WINDOW_SIZE};
use crate::exec::warp::{lanes, Warp, WARP};
use crate::exec::BlockEnv;
use crate::ops::*;

/// The lanes' addresses and the allocation they all lie in.
struct Span<'e> {
    data: &'e DeviceBytes,
    /// Offset in `data` of the lowest address.
    base: usize,
    /// The lowest address.
    lo: u64,
    /// Every lane active, lane `l` at `lo + l * size`, `base` a multiple of
    /// 4 and `size` 4 or 8: the warp reads or writes one run of words.
    run: bool,
}

impl Span<'_> {
    /// The offset in `data` of lane `l`'s address.
    #[inline]
    fn offset(&self, addrs: &[u64; WARP], l: usize) -> usize {
        self.base + (addrs[l] - self.lo) as usize
    }
}

/// The lanes' addresses of `[r+off]` (into `addrs`), when all are aligned
/// to `size` and lie in one allocation.
#[inline]
#[allow(clippy::too_many_arguments)]
fn span<'e>(
    w: &Warp,
    env: &'e BlockEnv,
    hint: &mut usize,
    (r, off): (u32, i64),
    size: u32,
    mask: u32,
    generic: bool,
    addrs: &mut [u64; WARP],
) -> Option<Span<'e>> {
    let (mut lo, mut hi, mut low_bits) = (u64::MAX, 0u64, 0u64);
    for l in lanes(mask) {
        let a = w.reg(r, l).wrapping_add(off as u64);
        addrs[l] = a;
        lo = lo.min(a);
        hi = hi.max(a);
        low_bits |= a;
    }
    if low_bits & (size as u64 - 1) != 0 {
        return None;
    }
    let len = hi.checked_add(size as u64)? - lo;
    // a generic address is global outside the windows of the other spaces
    if generic && lo < PARAM_WINDOW + WINDOW_SIZE && lo + len > SHARED_WINDOW {
        return None;
    }
    let g = env.global();
    let (i, base) = g.locate(lo, len, hint).ok()?;
    let run = mask == u32::MAX
        && matches!(size, 4 | 8)
        && base.is_multiple_of(4)
        && addrs.iter().enumerate().all(|(l, &a)| a == lo + l as u64 * size as u64);
    Some(Span {
        data: g.bytes_of(i),
        base,
        lo,
        run,
    })
}

#[inline(always)]
fn gather<const SIZE: u32>(sp: &Span, addrs: &[u64; WARP], mask: u32, vals: &mut [u64; WARP]) {
    for l in lanes(mask) {
        vals[l] = sp.data.load(sp.offset(addrs, l), SIZE);
    }
}

#[inline(always)]
fn scatter<const SIZE: u32>(sp: &Span, addrs: &[u64; WARP], mask: u32, vals: &[u64; WARP]) {
    for l in lanes(mask) {
        sp.data.store(sp.offset(addrs, l), SIZE, vals[l]);
    }
}

/// `ld.global` of a scalar register for the lanes in `mask`; `false` if the
/// generic path must run it.
pub fn load_global(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> bool {
    let (Some(Opnd::Reg(d)), Some(Opnd::Addr(Base::Reg(r), off))) = (inst.ops.first(), inst.ops.get(1)) else {
        return false;
    };
    let size = inst.ty.bytes();
    if !matches!(size, 1 | 2 | 4 | 8) {
        return false;
    }
    let mut hint = env.ghint;
    let mut addrs = [0u64; WARP];
    let generic = inst.m.space == Space::Generic;
    let Some(sp) = span(w, env, &mut hint, (*r, *off), size, mask, generic, &mut addrs) else {
        return false;
    };
    let mut vals = [0u64; WARP];
    // one loop per size, so each is a loop of plain moves
    match size {
        _ if sp.run => sp.data.load_run(sp.base, size, &mut vals),
        1 => gather::<1>(&sp, &addrs, mask, &mut vals),
        2 => gather::<2>(&sp, &addrs, mask, &mut vals),
        4 => gather::<4>(&sp, &addrs, mask, &mut vals),
        _ => gather::<8>(&sp, &addrs, mask, &mut vals),
    }
    if inst.ty.is_signed() {
        for v in vals.iter_mut() {
            *v = sx(*v, size * 8) as u64;
        }
    }
    let base = w.rb + *d as usize * WARP;
    let Some(dst) = w.regs.get_mut(base..base + WARP) else {
        return false;
    };
    if mask == u32::MAX {
        dst.copy_from_slice(&vals);
    } else {
        for l in lanes(mask) {
            dst[l] = vals[l];
        }
    }
    env.ghint = hint;
    env.stats.load_bytes[0] += (size * mask.count_ones()) as u64;
    true
}

/// `ld.param` of a kernel parameter into a scalar register for the lanes in
/// `mask`; `false` if the generic path must run it (a misaligned or
/// out-of-range access, which it reports).
pub fn load_kernel_param(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> bool {
    let (Some(Opnd::Reg(d)), Some(Opnd::Addr(Base::Sym(SymVal::KParam(o)), off))) = (inst.ops.first(), inst.ops.get(1))
    else {
        return false;
    };
    let size = inst.ty.bytes();
    let a = (*o as u64).wrapping_add(*off as u64);
    if !matches!(size, 1 | 2 | 4 | 8) || !a.is_multiple_of(size as u64) {
        return false;
    }
    let Ok(v) = crate::exec::memory::read_bytes(env.kparams, a, size) else {
        return false;
    };
    let v = if inst.ty.is_signed() { sx(v, size * 8) as u64 } else { v };
    for l in lanes(mask) {
        w.set_reg(*d, l, v);
    }
    env.stats.load_bytes[4] += (size * mask.count_ones()) as u64;
    true
}

/// `st.global` of a register or immediate for the lanes in `mask`; `false`
/// if the generic path must run it.
pub fn store_global(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> bool {
    let (Some(Opnd::Addr(Base::Reg(r), off)), Some(src @ (Opnd::Reg(_) | Opnd::Imm(_)))) =
        (inst.ops.first(), inst.ops.get(1))
    else {
        return false;
    };
    let size = inst.ty.bytes();
    if !matches!(size, 1 | 2 | 4 | 8) {
        return false;
    }
    let mut hint = env.ghint;
    let mut addrs = [0u64; WARP];
    let generic = inst.m.space == Space::Generic;
    let Some(sp) = span(w, env, &mut hint, (*r, *off), size, mask, generic, &mut addrs) else {
        return false;
    };
    let mut vals = [0u64; WARP];
    match src {
        Opnd::Reg(s) => {
            for l in lanes(mask) {
                vals[l] = w.reg(*s, l);
            }
        }
        Opnd::Imm(v) => vals = [*v; WARP],
        _ => {}
    }
    match size {
        _ if sp.run => sp.data.store_run(sp.base, size, &vals),
        1 => scatter::<1>(&sp, &addrs, mask, &vals),
        2 => scatter::<2>(&sp, &addrs, mask, &vals),
        4 => scatter::<4>(&sp, &addrs, mask, &vals),
        _ => scatter::<8>(&sp, &addrs, mask, &vals),
    }
    env.ghint = hint;
    env.stats.store_bytes[0] += (size * mask.count_ones()) as u64;
    true
}
