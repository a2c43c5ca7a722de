//! Issues one instruction for the warp's current group of lanes.
//!
//! This is the interpreter's dispatch: one `match` on the decoded opcode per
//! warp-instruction, then a loop over the active lanes. Pure arithmetic goes
//! through `alu::eval`; memory, control flow, calls and warp-collective
//! operations are handled here or in their own modules.

use crate::decode::Builtin;
use crate::error::FaultKind;
use crate::error::SimError;
use crate::exec::memory::*;
use crate::exec::warp::{lanes, loc_generic, Loc, Warp, WARP};
use crate::exec::{alu, atomics, float, printf, warpops, BlockEnv};
use crate::ops::*;

fn mem_error(w: &Warp, env: &BlockEnv, lane: usize, inst: &Inst, f: Fault, addr: u64, write: bool) -> SimError {
    let what = if write { "write" } else { "read" };
    let msg = match f {
        Fault::OutOfBounds => format!(
            "out-of-bounds {what} of {} bytes ({})",
            access_size(inst),
            space_name(addr)
        ),
        Fault::Misaligned => format!(
            "misaligned {what} of {} bytes ({})",
            access_size(inst),
            space_name(addr)
        ),
    };
    let mut e = w.fault(env, lane, inst, msg, Some(addr));
    e.kind = match f {
        Fault::OutOfBounds => FaultKind::Address,
        Fault::Misaligned => FaultKind::Misaligned,
    };
    e
}

fn access_size(i: &Inst) -> u32 {
    i.ty.bytes() * i.m.vec as u32
}

fn space_name(a: u64) -> &'static str {
    match crate::exec::warp::generic_loc(a) {
        Loc::Global(_) => "global",
        Loc::Shared(_) => "shared",
        Loc::Local(_) => "local",
        Loc::Const(_) => "const",
        _ => "param",
    }
}

/// Which lanes a warp-synchronous instruction waits for.
enum Rendezvous {
    /// Not warp-synchronous.
    No,
    /// The lanes of the member mask in this operand.
    Member(usize),
    /// The whole warp (`.sync.aligned` matrix instructions).
    Warp,
}

fn rendezvous(i: &Inst) -> Rendezvous {
    match (i.op, i.ops.len()) {
        (Op::Shfl, 5) | (Op::Vote | Op::Match | Op::Redux, 3) | (Op::Elect, 2) => Rendezvous::Member(i.ops.len() - 1),
        (Op::Bar, 1) if i.m.mode == Mode::BarWarp => Rendezvous::Member(0),
        (Op::Wmma | Op::Mma | Op::Ldmatrix | Op::Stmatrix, _) => Rendezvous::Warp,
        _ => Rendezvous::No,
    }
}

/// Executes the instruction at `w.cur_pc` for `w.cur_mask`; advances the PC.
pub fn step(w: &mut Warp, env: &mut BlockEnv) -> Result<(), SimError> {
    let prog = env.prog;
    let pc = w.cur_pc;
    let Some(inst) = prog.code.get(pc as usize).filter(|_| pc < w.end) else {
        let mut e = SimError::msg("execution fell off the end of a function without ret/exit");
        e.kernel = Some(env.kernel_name.to_string());
        e.block = Some(env.ctaid);
        return Err(e);
    };
    let member = match rendezvous(inst) {
        Rendezvous::No => None,
        Rendezvous::Member(k) => Some(w.rd(&inst.ops[k], w.cur_mask.trailing_zeros() as usize, env) as u32),
        Rendezvous::Warp => Some(w.valid),
    };
    if let Some(member) = member {
        if !w.sync_rendezvous(pc, member) {
            return Ok(());
        }
    }
    let group = w.cur_mask;
    let mask = w.guard_mask(inst.guard, group);
    let n = mask.count_ones() as u64;
    env.stats.thread_insts += n;
    env.stats.warp_insts += 1;
    env.stats.by_op[inst.name as usize] += n;
    if env.stats.thread_insts > env.limit {
        let l = group.trailing_zeros() as usize;
        let mut e = w.fault(
            env,
            l,
            inst,
            "thread-instruction limit exceeded (infinite loop?)".into(),
            None,
        );
        e.kind = FaultKind::Timeout;
        return Err(e);
    }
    if inst.m.strong || matches!(inst.op, Op::St | Op::Red | Op::Atom) {
        note_polling(w, env, inst, mask);
    }
    let ops = &inst.ops[..];
    match inst.op {
        Op::Bra if matches!(ops.get(1), Some(Opnd::List(_))) => {
            // brx.idx index, targets
            let Some(Opnd::List(ts)) = ops.get(1) else {
                return Err(SimError::msg("brx.idx without a target list"));
            };
            for l in lanes(group) {
                w.pcs[l] = pc + 1;
            }
            for l in lanes(mask) {
                let k = w.rd(&ops[0], l, env) as usize;
                match ts.get(k) {
                    Some(Opnd::Label(t)) => w.pcs[l] = *t,
                    _ => {
                        return Err(w.fault(
                            env,
                            l,
                            inst,
                            format!("brx.idx index {k} out of range ({} targets)", ts.len()),
                            None,
                        ))
                    }
                }
            }
            w.cur_mask = 0;
            w.need_resched = true;
            return Ok(());
        }
        Op::Bra => {
            let Some(Opnd::Label(t)) = ops.first() else {
                return Err(w.fault(
                    env,
                    mask.trailing_zeros() as usize,
                    inst,
                    "branch without label".into(),
                    None,
                ));
            };
            if mask == group {
                w.advance_to(*t);
            } else if mask == 0 {
                w.advance_to(pc + 1);
            } else {
                // branch-free over all 32 lanes (the compiler vectorizes it)
                let (taken, next) = (*t, pc + 1);
                for (l, p) in w.pcs.iter_mut().enumerate() {
                    let bit = 1u32 << l;
                    let to = if mask & bit != 0 { taken } else { next };
                    *p = if group & bit != 0 { to } else { *p };
                }
                w.cur_mask = 0;
                w.need_resched = true;
            }
            return Ok(());
        }
        Op::Exit | Op::Ret if mask != 0 => {
            for l in lanes(group) {
                w.pcs[l] = pc + 1;
            }
            if inst.op == Op::Ret && w.cur_frame != 0 {
                w.ret_lanes(prog, mask);
            } else {
                w.exit_lanes(mask);
            }
            w.cur_mask = 0;
            w.need_resched = true;
            return Ok(());
        }
        Op::Call if mask != 0 => return call(w, env, inst, group, mask),
        Op::Mbarrier | Op::Nanosleep => {
            // A wait that finds its phase incomplete, or a sleep, lets the
            // block's other warps run (they may be the ones to arrive).
            let wait = inst.op == Op::Nanosleep || (mask != 0 && crate::exec::mbarrier::exec(w, env, inst, mask)?);
            w.advance_to(pc + 1);
            if wait {
                w.yield_now();
            } else {
                env.progress += 1;
            }
            return Ok(());
        }
        Op::Bar if inst.m.mode == Mode::BarWarp => {
            if let Some(rc) = env.race.as_mut() {
                rc.warp_sync(w.wid);
            }
        }
        Op::Bar if mask != 0 => {
            let id = w.rd(&ops[0], mask.trailing_zeros() as usize, env) as u8;
            match inst.m.mode {
                Mode::BarArrive => {
                    env.bar_arrive(id, mask.count_ones(), ops.get(1).map(|o| w.rd(o, 0, env) as u32));
                }
                _ => {
                    let (count_op, red) = if inst.m.mode == Mode::BarRed {
                        // bar.red.op.u32 d, a{, b}, {!}c
                        let dst = match ops[0] {
                            Opnd::Reg(r) => r,
                            _ => u32::MAX,
                        };
                        let id = w.rd(&ops[1], mask.trailing_zeros() as usize, env) as u8;
                        let c = ops.len() - 1;
                        for l in lanes(mask) {
                            w.bar_id[l] = id;
                            w.bar_red[l] = (dst, w.rd(&ops[c], l, env) & 1 != 0);
                        }
                        (if ops.len() == 4 { Some(&ops[2]) } else { None }, true)
                    } else {
                        for l in lanes(mask) {
                            w.bar_id[l] = id;
                            w.bar_red[l] = (u32::MAX, false);
                        }
                        (ops.get(1), false)
                    };
                    let expected = count_op.map(|o| w.rd(o, mask.trailing_zeros() as usize, env) as u32);
                    let id = w.bar_id[mask.trailing_zeros() as usize];
                    env.bar_wait(
                        id,
                        mask.count_ones(),
                        expected,
                        if red { inst.m.aop } else { AtomOp::None },
                    );
                    w.at_bar |= mask;
                }
            }
            for l in lanes(group) {
                w.pcs[l] = pc + 1;
            }
            w.cur_mask = 0;
            w.need_resched = true;
            return Ok(());
        }
        _ => {}
    }
    if mask != 0 {
        exec_data(w, env, inst, mask, group)?;
    }
    w.advance_to(pc + 1);
    Ok(())
}

fn exec_data(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32, group: u32) -> Result<(), SimError> {
    let ops = &inst.ops[..];
    match inst.op {
        Op::Ld
            if matches!(inst.m.space, Space::Global | Space::Generic)
                && crate::exec::fastmem::load_global(w, env, inst, mask) => {}
        Op::Ld if inst.m.space == Space::Param && crate::exec::fastmem::load_kernel_param(w, env, inst, mask) => {}
        Op::St
            if matches!(inst.m.space, Space::Global | Space::Generic)
                && crate::exec::fastmem::store_global(w, env, inst, mask) => {}
        Op::Ld if crate::exec::fastspace::load(w, env, inst, mask) => {}
        Op::St if crate::exec::fastspace::store(w, env, inst, mask) => {}
        Op::Ld => {
            let space = inst.m.space;
            let es = inst.ty.bytes();
            let signed = inst.ty.is_signed();
            for l in lanes(mask) {
                let loc = w.resolve(space, &ops[1], l);
                match &ops[0] {
                    Opnd::Vec(v) => {
                        let total = es * v.len() as u32;
                        if !loc_generic(loc).is_multiple_of(total as u64) {
                            return Err(mem_error(w, env, l, inst, Fault::Misaligned, loc_generic(loc), false));
                        }
                        for (k, d) in v.iter().enumerate() {
                            let lk = offset_loc(loc, k as u64 * es as u64);
                            let x = w
                                .load(env, lk, es, l)
                                .map_err(|(f, a)| mem_error(w, env, l, inst, f, a, false))?;
                            w.wr(d, l, extend(x, es, signed));
                        }
                    }
                    d => {
                        let x = w
                            .load(env, loc, es, l)
                            .map_err(|(f, a)| mem_error(w, env, l, inst, f, a, false))?;
                        w.wr(d, l, extend(x, es, signed));
                    }
                }
            }
        }
        Op::St => {
            let space = inst.m.space;
            let es = inst.ty.bytes();
            for l in lanes(mask) {
                let loc = w.resolve(space, &ops[0], l);
                match &ops[1] {
                    Opnd::Vec(v) => {
                        let total = es * v.len() as u32;
                        if !loc_generic(loc).is_multiple_of(total as u64) {
                            return Err(mem_error(w, env, l, inst, Fault::Misaligned, loc_generic(loc), true));
                        }
                        for (k, s) in v.iter().enumerate() {
                            if matches!(s, Opnd::Sink) {
                                continue;
                            }
                            let x = w.rd(s, l, env);
                            let lk = offset_loc(loc, k as u64 * es as u64);
                            w.store(env, lk, es, x, l)
                                .map_err(|(f, a)| mem_error(w, env, l, inst, f, a, true))?;
                        }
                    }
                    s => {
                        let x = w.rd(s, l, env);
                        w.store(env, loc, es, x, l)
                            .map_err(|(f, a)| mem_error(w, env, l, inst, f, a, true))?;
                    }
                }
            }
        }
        Op::Setp if inst.fast != crate::exec::fast::Fast::None => crate::exec::fast::exec(w, inst, mask),
        Op::Mov | Op::Cvta if inst.fast != crate::exec::fast::Fast::None => crate::exec::fast::exec(w, inst, mask),
        Op::Mov => mov(w, env, inst, mask),
        Op::Cvta => {
            let win = window_of(inst.m.space);
            for l in lanes(mask) {
                let v = w.rd(&ops[1], l, env);
                let r = if inst.m.to {
                    v.wrapping_sub(win)
                } else {
                    v.wrapping_add(win)
                };
                let r = if inst.ty.bits() == 32 { r & 0xffff_ffff } else { r };
                w.wr(&ops[0], l, r);
            }
        }
        Op::Isspacep => {
            for l in lanes(mask) {
                let v = w.rd(&ops[1], l, env);
                let loc = crate::exec::warp::generic_loc(v);
                let r = matches!(
                    (inst.m.space, loc),
                    (Space::Global, Loc::Global(_))
                        | (Space::Shared, Loc::Shared(_))
                        | (Space::Local, Loc::Local(_))
                        | (Space::Const, Loc::Const(_))
                        | (Space::Param, Loc::KParam(_))
                );
                w.wr(&ops[0], l, r as u64);
            }
        }
        Op::Setp | Op::Set => {
            let cty = if inst.op == Op::Set { inst.ty2 } else { inst.ty };
            let is_f = cty.is_float();
            for l in lanes(mask) {
                let a = w.rd(&ops[1], l, env);
                let b = w.rd(&ops[2], l, env);
                let r = if is_f {
                    if matches!(cty, Ty::F16x2 | Ty::BF16x2) {
                        let h = if cty == Ty::F16x2 { Ty::F16 } else { Ty::BF16 };
                        let lo = float::cmp_float(
                            inst.m.cmp,
                            float::to_f64(a & 0xffff, h, false),
                            float::to_f64(b & 0xffff, h, false),
                        );
                        let hi = float::cmp_float(
                            inst.m.cmp,
                            float::to_f64(a >> 16, h, false),
                            float::to_f64(b >> 16, h, false),
                        );
                        if let Opnd::Pair(p, q) = ops[0] {
                            w.set_reg(p, l, lo as u64);
                            w.set_reg(q, l, hi as u64);
                            continue;
                        }
                        if inst.op == Op::Set {
                            // one result per half: 1.0 in a 16-bit float destination, else 0xffff
                            let one = match inst.ty {
                                Ty::F16 | Ty::F16x2 => 0x3c00,
                                Ty::BF16 | Ty::BF16x2 => 0x3f80,
                                _ => 0xffff,
                            };
                            let lane = |x: bool| if x { one } else { 0 };
                            w.wr(&ops[0], l, lane(lo) | (lane(hi) << 16));
                            continue;
                        }
                        lo && hi
                    } else {
                        float::cmp_float(
                            inst.m.cmp,
                            float::to_f64(a, cty, inst.m.ftz),
                            float::to_f64(b, cty, inst.m.ftz),
                        )
                    }
                } else {
                    alu::cmp_int(inst.m.cmp, a, b, cty)
                };
                let c = if ops.len() > 3 {
                    w.rd(&ops[3], l, env) & 1 != 0
                } else {
                    false
                };
                let comb = |x: bool| match inst.m.bop {
                    AtomOp::And => x && c,
                    AtomOp::Or => x || c,
                    AtomOp::Xor => x ^ c,
                    _ => x,
                };
                if inst.op == Op::Set {
                    let v = comb(r);
                    let bits = match inst.ty {
                        Ty::F32 => {
                            if v {
                                1.0f32.to_bits() as u64
                            } else {
                                0
                            }
                        }
                        // a 16-bit float destination gets 1.0 or 0.0 in its format
                        Ty::F16 => (v as u64) * 0x3c00,
                        Ty::BF16 => (v as u64) * 0x3f80,
                        _ => {
                            if v {
                                0xffff_ffff
                            } else {
                                0
                            }
                        }
                    };
                    w.wr(&ops[0], l, bits);
                    continue;
                }
                match ops[0] {
                    Opnd::Pair(p, q) => {
                        w.set_reg(p, l, comb(r) as u64);
                        w.set_reg(q, l, comb(!r) as u64);
                    }
                    Opnd::Reg(p) => w.set_reg(p, l, comb(r) as u64),
                    _ => {}
                }
            }
        }
        Op::Atom | Op::Red => atomics::exec(w, env, inst, mask)?,
        Op::Suld | Op::Sust => crate::exec::surface::exec(w, env, inst, mask)?,
        Op::Tex | Op::Tld4 => crate::exec::texture::exec(w, env, inst, mask)?,
        Op::CpAsync => crate::exec::async_copy::exec(w, env, inst, mask)?,
        Op::Wmma => crate::exec::mma::exec(w, env, inst, mask)?,
        Op::Mma => crate::exec::mma_sync::mma(w, env, inst, mask)?,
        Op::Ldmatrix | Op::Stmatrix => crate::exec::mma_sync::ldst_matrix(w, env, inst, mask)?,
        Op::Elect => warpops::elect(w, env, inst, mask)?,
        Op::Shfl | Op::Vote | Op::Match | Op::Redux | Op::Activemask => warpops::exec(w, env, inst, mask, group),
        Op::Addc | Op::Subc | Op::Madc => carry_op(w, env, inst, mask),
        Op::Add | Op::Sub | Op::Mad if inst.m.cc => carry_op(w, env, inst, mask),
        Op::Nop | Op::Bar => {}
        Op::Trap => {
            let l = mask.trailing_zeros() as usize;
            return Err(w.fault(env, l, inst, "trap instruction executed".into(), None));
        }
        _ if inst.fast != crate::exec::fast::Fast::None => crate::exec::fast::exec(w, inst, mask),
        _ => {
            let n = ops.len().min(5);
            let dst = &ops[0];
            let mut s = [0u64; 4];
            for l in lanes(mask) {
                for k in 1..n {
                    s[k - 1] = w.rd(&ops[k], l, env);
                }
                let v = alu::eval(inst, &s);
                w.wr(dst, l, v);
            }
        }
    }
    let _ = group;
    Ok(())
}

/// Extended-precision integer ops: `add.cc`, `addc{.cc}`, `sub.cc`,
/// `subc{.cc}`, `mad{.lo,.hi}.cc`, `madc{.lo,.hi}{.cc}`. Addition carries out
/// of the type's width. Subtraction is addition of the complement, as the
/// hardware does it: `sub.cc` leaves the carry of `a + ~b + 1` (set when there
/// is no borrow) and `subc` computes `a + ~b + CC.CF`. Chains of `sub.cc`/`subc`
/// give the same results as the PTX ISA's borrow wording; code that mixes them
/// with `addc` (nvcc's 128-bit division routine reads the flag of `subc.cc`
/// with `addc`) is right only this way (specs/sim.md).
fn carry_op(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) {
    let ops = &inst.ops[..];
    let bits = inst.ty.bits();
    let m = alu::zx(u64::MAX, bits) as u128;
    for l in lanes(mask) {
        let a = alu::zx(w.rd(&ops[1], l, env), bits) as u128;
        let b = alu::zx(w.rd(&ops[2], l, env), bits) as u128;
        let cin = (w.carry >> l & 1) as u128;
        let (r, cout) = match inst.op {
            Op::Add | Op::Addc => {
                let s = a + b + if inst.op == Op::Addc { cin } else { 0 };
                (s & m, s > m)
            }
            Op::Sub | Op::Subc => {
                // Borrow in is the flag's complement; the flag out is "no borrow".
                let sub = b + if inst.op == Op::Subc { 1 - cin } else { 0 };
                (a.wrapping_sub(sub) & m, a >= sub)
            }
            _ => {
                let c = alu::zx(w.rd(&ops[3], l, env), bits) as u128;
                let p = if inst.ty.is_signed() {
                    (alu::sx(a as u64, bits) as i128 * alu::sx(b as u64, bits) as i128) as u128
                } else {
                    a * b
                };
                let half = if inst.m.hi { (p >> bits) & m } else { p & m };
                let s = half + c + if inst.op == Op::Madc { cin } else { 0 };
                (s & m, s > m)
            }
        };
        w.wr(&ops[0], l, r as u64);
        if inst.m.cc {
            if cout {
                w.carry |= 1 << l;
            } else {
                w.carry &= !(1 << l);
            }
        }
    }
}

#[inline]
fn extend(x: u64, es: u32, signed: bool) -> u64 {
    if signed {
        alu::sx(x, es * 8) as u64
    } else {
        x
    }
}

/// `l` moved by `d` bytes in its space.
pub(crate) fn offset_loc(l: Loc, d: u64) -> Loc {
    match l {
        Loc::Global(a) => Loc::Global(a.wrapping_add(d)),
        Loc::Shared(a) => Loc::Shared(a.wrapping_add(d)),
        Loc::Local(a) => Loc::Local(a.wrapping_add(d)),
        Loc::Const(a) => Loc::Const(a.wrapping_add(d)),
        Loc::KParam(a) => Loc::KParam(a.wrapping_add(d)),
        Loc::FParam(a) => Loc::FParam(a.wrapping_add(d)),
    }
}

fn mov(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) {
    let ops = &inst.ops[..];
    match (&ops[0], &ops[1]) {
        (Opnd::Vec(parts), src) => {
            // unpack
            let pb = inst.ty.bits() / parts.len() as u32;
            for l in lanes(mask) {
                let v = w.rd(src, l, env);
                for (k, d) in parts.iter().enumerate() {
                    w.wr(d, l, alu::zx(v >> (k as u32 * pb), pb));
                }
            }
        }
        (dst, Opnd::Vec(parts)) => {
            let pb = inst.ty.bits() / parts.len() as u32;
            for l in lanes(mask) {
                let mut v = 0u64;
                for (k, s) in parts.iter().enumerate() {
                    v |= alu::zx(w.rd(s, l, env), pb) << (k as u32 * pb);
                }
                w.wr(dst, l, v);
            }
        }
        (Opnd::Reg(d), Opnd::Sreg(sr @ (Sreg::Ntid(_) | Sreg::Ctaid(_) | Sreg::Nctaid(_)))) => {
            // the same for every lane: read once
            let bits = inst.ty.bits();
            let v = w.sreg(*sr, 0, env);
            let v = if bits < 64 && bits > 1 { alu::zx(v, bits) } else { v };
            for l in lanes(mask) {
                w.set_reg(*d, l, v);
            }
        }
        (dst, src) => {
            let bits = inst.ty.bits();
            for l in lanes(mask) {
                let v = w.rd(src, l, env);
                let v = if bits < 64 && bits > 1 { alu::zx(v, bits) } else { v };
                w.wr(dst, l, v);
            }
        }
    }
}

/// Polling loads a warp repeats without writing before it gives the other
/// warps (and, when the whole block only polls, other blocks) a turn.
const POLLS_BEFORE_YIELD: u32 = 256;

/// Spin-wait bookkeeping: a store or a modifying atomic is progress; a strong
/// load or a compare-and-swap/exchange (a lock attempt) is a poll, and a warp
/// that keeps polling yields (it waits for something another warp or block
/// writes). A store to local or parameter memory is neither (no other thread
/// sees it), and a plain store to shared memory is progress only when it
/// changes what is there (the store counts that itself): a polling loop that
/// caches what it read in shared memory still waits. Likewise a global store
/// after a poll that writes what memory already holds (a spinning loop that
/// republishes its unchanged state each time round) is not progress.
fn note_polling(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) {
    let poll = match inst.op {
        Op::St if matches!(inst.m.space, Space::Local | Space::Param | Space::Shared) => return,
        Op::St if w.polls > 0 && !global_store_changes(w, env, inst, mask) => return,
        Op::Ld => true,
        Op::Atom => matches!(inst.m.aop, AtomOp::Cas | AtomOp::Exch),
        Op::St | Op::Red => false,
        _ => return, // a fence
    };
    if !poll {
        w.polls = 0;
        env.progress += 1;
        return;
    }
    w.polls += 1;
    if w.polls >= POLLS_BEFORE_YIELD {
        w.polls = 0;
        w.yield_polling();
    }
}

/// Whether the scalar store `inst` changes global memory in some lane of `mask`;
/// true when it cannot tell (a vector source, another space behind a generic
/// address, an address that faults: the store itself reports that).
fn global_store_changes(w: &Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> bool {
    let (Some(dst), Some(src @ (Opnd::Reg(_) | Opnd::Imm(_)))) = (inst.ops.first(), inst.ops.get(1)) else {
        return true;
    };
    let size = inst.ty.bytes();
    for l in lanes(mask) {
        let Loc::Global(a) = w.resolve(inst.m.space, dst, l) else {
            return true;
        };
        let new = w.rd(src, l, env);
        match env.gread(a, size) {
            Ok(old) if !crate::exec::memory::changes(&old.to_le_bytes(), size, new) => {}
            _ => return true,
        }
    }
    false
}

fn call(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, group: u32, mask: u32) -> Result<(), SimError> {
    let prog = env.prog;
    let pc = w.cur_pc;
    let (Opnd::List(rets), callee, Opnd::List(args)) = (&inst.ops[0], &inst.ops[1], &inst.ops[2]) else {
        return Err(w.fault(env, mask.trailing_zeros() as usize, inst, "malformed call".into(), None));
    };
    let (fi, mask, again) = match callee {
        Opnd::Func(f) => (*f, mask, 0),
        Opnd::Reg(r) => {
            // Lanes may hold different targets: those calling the first lane's target go
            // now; the others stay on this instruction and call theirs afterwards.
            let first = mask.trailing_zeros() as usize;
            let addr = w.reg(*r, first);
            let Some(f) = func_at(addr).filter(|&f| (f as usize) < prog.funcs.len()) else {
                let msg = format!("indirect call to {addr:#x}, which is not the address of a function");
                return Err(w.fault(env, first, inst, msg, Some(addr)));
            };
            let same = lanes(mask)
                .filter(|&l| w.reg(*r, l) == addr)
                .fold(0u32, |m, l| m | 1 << l);
            (f, same, mask & !same)
        }
        _ => return Err(w.fault(env, mask.trailing_zeros() as usize, inst, "malformed call".into(), None)),
    };
    let fi = &fi;
    let f = &prog.funcs[*fi as usize];
    if f.builtin.is_some() && again != 0 {
        let msg = format!("divergent indirect call to the runtime function {}", f.name);
        return Err(w.fault(env, mask.trailing_zeros() as usize, inst, msg, None));
    }
    if let Some(b) = f.builtin {
        match b {
            Builtin::Vprintf => {
                for l in lanes(mask) {
                    let fmt = arg_value(w, env, args.first(), 8, l);
                    let buf = arg_value(w, env, args.get(1), 8, l);
                    let n = printf::vprintf(w, env, l, fmt, buf).map_err(|m| w.fault(env, l, inst, m, Some(fmt)))?;
                    if let Some(Opnd::Sym(SymVal::FParam(off))) = rets.first() {
                        let _ = w.store(env, Loc::FParam(*off as u64), 4, n as u64, l);
                    }
                }
            }
            Builtin::Malloc | Builtin::AlignedMalloc => {
                for l in lanes(mask) {
                    let size = arg_value(w, env, args.first(), 8, l);
                    let align = if b == Builtin::AlignedMalloc {
                        arg_value(w, env, args.get(1), 8, l)
                    } else {
                        1
                    };
                    let Some(heap) = env.global_mut() else {
                        return Err(w.fault(env, l, inst, "device malloc in a parallel launch".into(), None));
                    };
                    let p = heap.heap_alloc_aligned(size, align);
                    if let Some(Opnd::Sym(SymVal::FParam(off))) = rets.first() {
                        let _ = w.store(env, Loc::FParam(*off as u64), 8, p, l);
                    }
                }
            }
            Builtin::Free => {
                for l in lanes(mask) {
                    let p = arg_value(w, env, args.first(), 8, l);
                    let Some(heap) = env.global_mut() else {
                        return Err(w.fault(env, l, inst, "device free in a parallel launch".into(), None));
                    };
                    heap.heap_free(p).map_err(|m| w.fault(env, l, inst, m, Some(p)))?;
                }
            }
            Builtin::AssertFail => {
                let l = mask.trailing_zeros() as usize;
                let msg_ptr = arg_value(w, env, args.first(), 8, l);
                let msg = env
                    .global()
                    .read_cstr(msg_ptr)
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
                    .unwrap_or_default();
                let mut e = w.fault(env, l, inst, format!("device assertion failed: {msg}"), None);
                e.kind = FaultKind::Assert;
                return Err(e);
            }
        }
        w.advance_to(pc + 1);
        return Ok(());
    }
    if !f.defined {
        return Err(w.fault(
            env,
            mask.trailing_zeros() as usize,
            inst,
            format!("call to undefined function {}", f.name),
            None,
        ));
    }
    if w.frame().depth >= 4096 {
        return Err(w.fault(
            env,
            mask.trailing_zeros() as usize,
            inst,
            "call stack overflow (depth > 4096)".into(),
            None,
        ));
    }
    // gather argument bytes from the caller's param area before pushing:
    // lane after lane, each lane's arguments at their slot offsets in one buffer
    let nargs = f.params.len().min(args.len());
    let lane_bytes: usize = f.params[..nargs].iter().map(|s| s.size as usize).sum();
    let mut argbytes: smallvec::SmallVec<[u8; 512]> = smallvec::smallvec![0; lane_bytes * mask.count_ones() as usize];
    let mut at = 0;
    for l in lanes(mask) {
        for (slot, a) in f.params.iter().zip(args.iter()) {
            let bytes = &mut argbytes[at..at + slot.size as usize];
            at += slot.size as usize;
            match a {
                Opnd::Sym(SymVal::FParam(off)) => {
                    let fr = w.frame();
                    let base = fr.param_base + l * fr.param_size as usize + *off as usize;
                    bytes.copy_from_slice(&w.params[base..base + slot.size as usize]);
                }
                other => {
                    let v = w.rd(other, l, env);
                    let n = (slot.size as usize).min(8);
                    bytes[..n].copy_from_slice(&v.to_le_bytes()[..n]);
                }
            }
        }
    }
    for l in lanes(group & !mask) {
        w.pcs[l] = if again & (1 << l) != 0 { pc } else { pc + 1 };
    }
    w.cur_mask = 0;
    let callee = w.push_frame(prog, *fi, mask, pc) as usize;
    let (param_base, param_size) = (w.frames[callee].param_base, w.frames[callee].param_size as usize);
    let mut at = 0;
    for l in lanes(mask) {
        for slot in f.params.iter().take(args.len()) {
            let n = slot.size as usize;
            let base = param_base + l * param_size + slot.off as usize;
            w.params[base..base + n].copy_from_slice(&argbytes[at..at + n]);
            at += n;
        }
    }
    w.need_resched = true;
    Ok(())
}

fn arg_value(w: &mut Warp, env: &mut BlockEnv, a: Option<&Opnd>, size: u32, l: usize) -> u64 {
    match a {
        Some(Opnd::Sym(SymVal::FParam(off))) => w.load(env, Loc::FParam(*off as u64), size, l).unwrap_or(0),
        Some(o) => w.rd(o, l, env),
        None => 0,
    }
}

const _: () = assert!(WARP == 32);
