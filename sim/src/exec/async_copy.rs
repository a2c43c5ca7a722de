//! `cp.async` and `cp.async.bulk`: asynchronous copies into and out of shared
//! memory.
//!
//! ptxsim completes every copy when it is issued. That is one of the
//! executions the ISA allows (a copy completes at some point before the wait
//! that covers it), so `commit_group`, `wait_group` and `wait_all` have nothing
//! left to wait for. The completion mechanisms still act: a bulk copy with an
//! mbarrier performs its complete-tx of the copied bytes on it, and
//! `cp.async.mbarrier.arrive.noinc` arrives on its mbarrier; without `.noinc`
//! the arrive is balanced by the increment of the pending count the ISA makes
//! first, so the count does not change.

use crate::error::SimError;
use crate::exec::mbarrier;
use crate::exec::step::offset_loc;
use crate::exec::warp::{lanes, loc_generic, Loc, Warp};
use crate::exec::BlockEnv;
use crate::ops::*;

/// Copies `read` bytes from `src` to `dst` and zero-fills `dst` up to `size`.
#[allow(clippy::too_many_arguments)]
fn copy(
    w: &mut Warp,
    env: &mut BlockEnv,
    inst: &Inst,
    lane: usize,
    dst: Loc,
    src: Loc,
    size: u64,
    read: u64,
) -> Result<(), SimError> {
    let fault = |w: &Warp, env: &BlockEnv, what: &str, a: u64| {
        w.fault(
            env,
            lane,
            inst,
            format!("{what} in an asynchronous copy of {size} bytes"),
            Some(a),
        )
    };
    // Whole words where the bytes allow, single bytes for a ragged source end.
    let mut k = 0u64;
    while k < size {
        let unit = if k.is_multiple_of(4) && (k + 4 <= read || (k >= read && k + 4 <= size)) {
            4
        } else {
            1
        };
        let v = if k < read {
            w.load(env, offset_loc(src, k), unit, lane)
                .map_err(|(_, a)| fault(w, env, "bad source access", a))?
        } else {
            0
        };
        w.store(env, offset_loc(dst, k), unit, v, lane)
            .map_err(|(_, a)| fault(w, env, "bad destination access", a))?;
        k += unit as u64;
    }
    Ok(())
}

fn check_aligned(w: &Warp, env: &BlockEnv, inst: &Inst, lane: usize, l: Loc, align: u64) -> Result<(), SimError> {
    let a = loc_generic(l);
    if a.is_multiple_of(align) {
        Ok(())
    } else {
        Err(w.fault(
            env,
            lane,
            inst,
            format!("asynchronous copy address not {align}-byte aligned"),
            Some(a),
        ))
    }
}

/// Executes a `cp.async*` instruction for `mask`.
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    let x = inst.m.x;
    for l in lanes(mask) {
        match x.sub {
            Sub::CpCopy | Sub::CpBulk if ops.len() >= 3 => {
                let dst = w.resolve(inst.m.space, &ops[0], l);
                let src = w.resolve(x.src_space, &ops[1], l);
                let size = w.rd(&ops[2], l, env) & 0xffff_ffff;
                if x.sub == Sub::CpCopy {
                    // cp-size 4, 8 or 16; a smaller src-size (or ignore-src) zero-fills the rest
                    if !matches!(size, 4 | 8 | 16) {
                        return Err(w.fault(env, l, inst, format!("cp.async size {size} is not 4, 8 or 16"), None));
                    }
                    let read = match ops.get(3) {
                        Some(o) if x.ignore_src => {
                            if w.rd(o, l, env) & 1 != 0 {
                                0
                            } else {
                                size
                            }
                        }
                        Some(o @ (Opnd::Reg(_) | Opnd::Imm(_))) => (w.rd(o, l, env) & 0xffff_ffff).min(size),
                        _ => size,
                    };
                    check_aligned(w, env, inst, l, dst, size)?;
                    check_aligned(w, env, inst, l, src, size)?;
                    copy(w, env, inst, l, dst, src, size, read)?;
                } else {
                    if !size.is_multiple_of(16) {
                        return Err(w.fault(
                            env,
                            l,
                            inst,
                            format!("bulk copy size {size} is not a multiple of 16"),
                            None,
                        ));
                    }
                    check_aligned(w, env, inst, l, dst, 16)?;
                    check_aligned(w, env, inst, l, src, 16)?;
                    copy(w, env, inst, l, dst, src, size, size)?;
                    if let Some(bar @ Opnd::Addr(..)) = ops.get(3) {
                        let a = mbarrier::locate(w, env, inst, bar, l)?;
                        mbarrier::update(w, env, inst, a, l, |m| m.add_tx(-(size as i64)))?;
                    }
                }
            }
            Sub::CpMbarArrive => {
                let a = mbarrier::locate(w, env, inst, &ops[0], l)?;
                if x.noinc {
                    mbarrier::update(w, env, inst, a, l, |m| m.arrive(1, false, false))?;
                }
            }
            Sub::CpGroup => {}
            _ => return Err(w.fault(env, l, inst, "malformed cp.async instruction".into(), None)),
        }
    }
    Ok(())
}
