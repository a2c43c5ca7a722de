//! Warp-collective operations: shfl.sync, vote.sync, match.sync, redux.sync, activemask.
//!
//! They read one register across the lanes of the warp at once. The
//! executing group is the set of lanes at this PC; member lanes outside it
//! contribute their current register values (for correct programs every
//! member lane is converged here, so this only matters for broken code).
//! shfl follows the ISA's lane computation exactly: segment mask and clamp
//! from `c`, only b[4:0] of the lane operand, out-of-range sources return the
//! lane's own value with p = false.

use crate::error::SimError;
use crate::exec::alu::{sx, zx};
use crate::exec::warp::{lanes, Warp, WARP};
use crate::exec::BlockEnv;
use crate::ops::*;

/// Executes a warp-collective instruction for `mask` (guarded) out of `group`.
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32, group: u32) {
    let ops = &inst.ops[..];
    match inst.op {
        Op::Activemask => {
            for l in lanes(mask) {
                w.wr(&ops[0], l, group as u64);
            }
        }
        Op::Shfl => {
            let mut vals = [0u64; WARP];
            for (l, v) in vals.iter_mut().enumerate() {
                *v = w.rd(&ops[1], l, env);
            }
            let mut out = Vec::with_capacity(32);
            for l in lanes(mask) {
                // The ISA reads only b[4:0] (bval), in every mode.
                let b = w.rd(&ops[2], l, env) as u32 & 0x1f;
                let c = w.rd(&ops[3], l, env) as u32;
                let lane = l as u32;
                let seg = (c >> 8) & 0x1f;
                let max_lane = (lane & seg) | (c & 0x1f & !seg);
                let min_lane = lane & seg;
                let (j, ok) = match inst.m.mode {
                    Mode::Up => {
                        let j = lane as i64 - b as i64;
                        (j.max(-1) as i32, j >= max_lane as i64)
                    }
                    Mode::Down => {
                        let j = lane + b;
                        (j as i32, j <= max_lane)
                    }
                    Mode::Bfly => {
                        let j = lane ^ b;
                        (j as i32, j <= max_lane)
                    }
                    _ => {
                        let j = min_lane | (b & !seg);
                        (j as i32, j <= max_lane)
                    }
                };
                let src = if ok && (0..32).contains(&j) { j as usize } else { l };
                out.push((l, vals[src], ok));
            }
            for (l, v, ok) in out {
                match ops[0] {
                    Opnd::Pair(d, p) => {
                        if d != u32::MAX {
                            w.set_reg(d, l, v);
                        }
                        w.set_reg(p, l, ok as u64);
                    }
                    _ => w.wr(&ops[0], l, v),
                }
            }
        }
        Op::Vote => {
            let mut preds = 0u32;
            for l in lanes(mask) {
                if w.rd(&ops[1], l, env) & 1 != 0 {
                    preds |= 1 << l;
                }
            }
            // Each lane votes among the lanes of its own membermask (sub-warp
            // groups pass different masks in different lanes).
            for l in lanes(mask) {
                let act = mask & member_mask(w, env, ops, l);
                let ballot = preds & act;
                let r = match inst.m.mode {
                    Mode::Ballot => ballot as u64,
                    Mode::All => (ballot == act) as u64,
                    Mode::Any => (ballot != 0) as u64,
                    _ => (ballot == act || ballot == 0) as u64,
                };
                w.wr(&ops[0], l, r);
            }
        }
        Op::Match => {
            let bits = inst.ty.bits();
            let mut vals = [0u64; WARP];
            for l in lanes(mask) {
                vals[l] = zx(w.rd(&ops[1], l, env), bits);
            }
            for l in lanes(mask) {
                let act = mask & member_mask(w, env, ops, l);
                let all_same = lanes(act).all(|k| vals[k] == vals[act.trailing_zeros() as usize]);
                if inst.m.mode == Mode::All {
                    let r = if all_same { act } else { 0 };
                    match ops[0] {
                        Opnd::Pair(d, p) => {
                            w.set_reg(d, l, r as u64);
                            w.set_reg(p, l, all_same as u64);
                        }
                        _ => w.wr(&ops[0], l, r as u64),
                    }
                } else {
                    let mut r = 0u32;
                    for k in lanes(act) {
                        if vals[k] == vals[l] {
                            r |= 1 << k;
                        }
                    }
                    w.wr(&ops[0], l, r as u64);
                }
            }
        }
        Op::Redux => {
            let signed = inst.ty.is_signed();
            let mut vals = [0u64; WARP];
            for l in lanes(mask) {
                vals[l] = zx(w.rd(&ops[1], l, env), 32);
            }
            for l in lanes(mask) {
                let act = mask & member_mask(w, env, ops, l);
                let r = lanes(act).map(|k| vals[k]).reduce(|a, v| match inst.m.aop {
                    AtomOp::Add => a.wrapping_add(v) & 0xffff_ffff,
                    AtomOp::And => a & v,
                    AtomOp::Or => a | v,
                    AtomOp::Xor => a ^ v,
                    AtomOp::Min if (signed && sx(v, 32) < sx(a, 32)) || (!signed && v < a) => v,
                    AtomOp::Max if (signed && sx(v, 32) > sx(a, 32)) || (!signed && v > a) => v,
                    _ => a,
                });
                w.wr(&ops[0], l, r.unwrap_or(0));
            }
        }
        _ => {}
    }
}

/// The membermask operand (the third) as lane `l` gives it; all lanes without one.
fn member_mask(w: &mut Warp, env: &mut BlockEnv, ops: &[Opnd], l: usize) -> u32 {
    match ops.get(2) {
        Some(m) => w.rd(m, l, env) as u32,
        None => u32::MAX,
    }
}

/// `elect.sync d|p, membermask`: the lowest lane of the member mask that
/// executes it is the leader; every lane gets its lane id in `d` (`_` drops
/// it) and `p` is true in the leader only. The ISA asks only that the choice be
/// the same for the same mask. An executing lane outside the member mask is
/// undefined behaviour (the ISA's words): an error, as there is no leader to name.
pub fn elect(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    let member = w.rd(&ops[1], mask.trailing_zeros() as usize, env) as u32;
    if let Some(l) = lanes(mask & !member).next() {
        let msg = format!("elect.sync: lane {l} executes it outside its member mask {member:#x}");
        return Err(w.fault(env, l, inst, msg, None));
    }
    let leader = (member & mask).trailing_zeros();
    for l in lanes(mask) {
        match ops[0] {
            Opnd::Pair(d, p) => {
                if d != u32::MAX {
                    w.set_reg(d, l, leader as u64);
                }
                w.set_reg(p, l, (l as u32 == leader) as u64);
            }
            ref d => w.wr(d, l, leader as u64),
        }
    }
    Ok(())
}
