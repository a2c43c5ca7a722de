//! Warp-wide fast path for loads and stores of one scalar register in the
//! block's shared memory, the lanes' local memory and the frame's parameter
//! area, named by their space (`ld.shared.u32`, `st.local.u8`,
//! `st.param.b64 [param0+8]`) or by a generic address that lies in the
//! shared or local window for every lane (ptxc -O0's stack accesses).
//!
//! The generic path resolves each lane's address to a `Loc`, checks and
//! counts it on its own. Here the lanes' offsets are computed first, and
//! when every lane is aligned and in bounds the bytes move in one loop and
//! are counted once. Anything else (a fault, vectors, a generic address in
//! another space, the race detector watching shared memory) returns `false`
//! before any side effect, and the generic path runs the instruction and
//! reports the fault exactly as before.

use crate::exec::alu::sx;
use crate::exec::memory::{changes, read_le, write_le, LOCAL_WINDOW, SHARED_WINDOW, WINDOW_SIZE};
use crate::exec::warp::{lanes, Warp, WARP};
use crate::exec::BlockEnv;
use crate::ops::*;

/// The space every lane's access lies in.
#[derive(Clone, Copy, PartialEq)]
enum Area {
    Shared,
    Local,
    FParam,
}

impl Area {
    /// Its index in `Stats::load_bytes`/`store_bytes`.
    fn stat(self) -> usize {
        match self {
            Area::Shared => 1,
            Area::Local => 2,
            Area::FParam => 4,
        }
    }
}

/// The lanes' offsets in their space of `[base+off]` in `space`, as
/// `Warp::resolve` computes them, when all are in one of the three areas.
#[inline]
fn offsets(w: &Warp, space: Space, o: &Opnd, mask: u32, a: &mut [u64; WARP]) -> Option<Area> {
    let Opnd::Addr(base, off) = o else {
        return None;
    };
    let off = *off;
    match *base {
        Base::Reg(r) => {
            for l in lanes(mask) {
                a[l] = w.reg(r, l).wrapping_add(off as u64);
            }
        }
        Base::Reg32(r) => {
            for l in lanes(mask) {
                a[l] = (w.reg(r, l) as u32).wrapping_add(off as u32) as u64;
            }
        }
        Base::Sym(s) => a.fill(w.sym_value(s).wrapping_add(off as u64)),
        Base::Abs => a.fill(off as u64),
    }
    let area = match (space, base) {
        (Space::Shared, _) | (Space::Generic, Base::Sym(SymVal::Shared(_))) => Area::Shared,
        (Space::Local, _) | (Space::Generic, Base::Sym(SymVal::Local(_))) => Area::Local,
        (Space::Param | Space::Generic, Base::Sym(SymVal::FParam(_))) => Area::FParam,
        (Space::Generic, Base::Reg(_) | Base::Reg32(_) | Base::Abs) => {
            // every lane in one window: offsets within it
            let first = a[mask.trailing_zeros() as usize];
            let (area, win) = if first.wrapping_sub(SHARED_WINDOW) < WINDOW_SIZE {
                (Area::Shared, SHARED_WINDOW)
            } else if first.wrapping_sub(LOCAL_WINDOW) < WINDOW_SIZE {
                (Area::Local, LOCAL_WINDOW)
            } else {
                return None;
            };
            let mut outside = false;
            for l in lanes(mask) {
                let o = a[l].wrapping_sub(win);
                outside |= o >= WINDOW_SIZE;
                a[l] = o;
            }
            if outside {
                return None;
            }
            area
        }
        _ => return None,
    };
    Some(area)
}

/// Whether every lane's access is aligned and inside its area.
#[inline(always)]
fn in_bounds(w: &Warp, env: &BlockEnv, area: Area, a: &[u64; WARP], size: u32, mask: u32) -> bool {
    let mut low_bits = 0;
    let mut bad = false;
    let size64 = size as u64;
    match area {
        Area::Shared => {
            let len = env.shared.len() as u64;
            for l in lanes(mask) {
                low_bits |= a[l];
                bad |= a[l] > len.saturating_sub(size64) || len < size64;
            }
        }
        Area::Local => {
            for l in lanes(mask) {
                let len = w.local[l].len() as u64;
                low_bits |= a[l];
                bad |= a[l] > len.saturating_sub(size64) || len < size64;
            }
        }
        Area::FParam => {
            let len = w.frame().param_size as u64;
            for l in lanes(mask) {
                low_bits |= a[l];
                bad |= a[l] > len.saturating_sub(size64) || len < size64;
            }
        }
    }
    !bad && low_bits & (size64 - 1) == 0
}

/// The access's size when the instruction qualifies.
fn scalar_size(inst: &Inst, env: &BlockEnv) -> Option<u32> {
    let size = inst.ty.bytes();
    (matches!(size, 1 | 2 | 4 | 8) && inst.m.vec <= 1 && env.race.is_none()).then_some(size)
}

/// `ld` of a scalar register from shared, local or frame parameter memory
/// for the lanes in `mask`; `false` if the generic path must run it.
pub fn load(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> bool {
    let (Some(Opnd::Reg(d)), Some(src)) = (inst.ops.first(), inst.ops.get(1)) else {
        return false;
    };
    let Some(size) = scalar_size(inst, env) else {
        return false;
    };
    let mut a = [0u64; WARP];
    let Some(area) = offsets(w, inst.m.space, src, mask, &mut a) else {
        return false;
    };
    if !in_bounds(w, env, area, &a, size, mask) {
        return false;
    }
    let mut vals = [0u64; WARP];
    match area {
        Area::Shared => {
            for l in lanes(mask) {
                vals[l] = read_le(&env.shared[a[l] as usize..], size);
            }
        }
        Area::Local => {
            for l in lanes(mask) {
                vals[l] = read_le(&w.local[l][a[l] as usize..], size);
            }
        }
        Area::FParam => {
            let f = w.frame();
            let (base, ps) = (f.param_base, f.param_size as usize);
            for l in lanes(mask) {
                vals[l] = read_le(&w.params[base + l * ps + a[l] as usize..], size);
            }
        }
    }
    let signed = inst.ty.is_signed();
    for l in lanes(mask) {
        let v = if signed { sx(vals[l], size * 8) as u64 } else { vals[l] };
        w.set_reg(*d, l, v);
    }
    env.stats.load_bytes[area.stat()] += (size * mask.count_ones()) as u64;
    true
}

/// `st` of a register or immediate to shared, local or frame parameter
/// memory for the lanes in `mask`; `false` if the generic path must run it.
pub fn store(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> bool {
    let (Some(dst), Some(src @ (Opnd::Reg(_) | Opnd::Imm(_)))) = (inst.ops.first(), inst.ops.get(1)) else {
        return false;
    };
    let Some(size) = scalar_size(inst, env) else {
        return false;
    };
    let mut a = [0u64; WARP];
    let Some(area) = offsets(w, inst.m.space, dst, mask, &mut a) else {
        return false;
    };
    if !in_bounds(w, env, area, &a, size, mask) {
        return false;
    }
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
    match area {
        Area::Shared => {
            let mut changed = false;
            for l in lanes(mask) {
                let d = &mut env.shared[a[l] as usize..];
                changed |= changes(d, size, vals[l]);
                write_le(d, size, vals[l]);
            }
            // a store of what is already there lets no waiting warp go on
            env.progress += changed as u64;
        }
        Area::Local => {
            for l in lanes(mask) {
                write_le(&mut w.local[l][a[l] as usize..], size, vals[l]);
            }
        }
        Area::FParam => {
            let f = w.frame();
            let (base, ps) = (f.param_base, f.param_size as usize);
            for l in lanes(mask) {
                write_le(&mut w.params[base + l * ps + a[l] as usize..], size, vals[l]);
            }
        }
    }
    env.stats.store_bytes[area.stat()] += (size * mask.count_ones()) as u64;
    true
}
