//! One warp: lane state, call frames, register file, scheduling.
//!
//! Divergence is handled by per-lane program counters with "minimum PC
//! first" scheduling: the warp always issues the instruction at the lowest PC
//! among its runnable lanes, for every lane sitting at that PC. Since code is
//! laid out with join points after both arms of a branch (and loop exits
//! after the loop), lanes that took different paths meet again at the join
//! point and run together from there. When all runnable lanes share one PC
//! (the common case) the warp stays "converged" and no rescheduling happens;
//! a diverged group also keeps issuing while its PC stays below every other
//! runnable lane's (`other_min`), since it would be chosen again.
//!
//! Calls push a `Frame` (own registers, parameter area and local-memory
//! window for every lane of the warp). Frames form a tree: lanes of one warp
//! may be in different calls at once (independent thread scheduling), each
//! lane in its innermost frame. Lanes of the newest frame with runnable lanes
//! run first, which keeps a call's lanes together until they return (and
//! makes recursion work); when they all wait (a barrier, a warp-synchronous
//! operation) lanes of older frames run. Lanes calling a function that other
//! lanes of the same caller frame are still inside join that frame, so they
//! meet them at its barriers and warp-synchronous operations. A lane that
//! returns goes back to its caller at once.
//! Registers are stored lane-minor (`reg * 32 + lane`) so an instruction
//! touches consecutive memory across lanes.

use crate::decode::{Program, RESERVED_SMEM};
use crate::error::FaultKind;
use crate::error::SimError;
use crate::exec::memory::*;
use crate::exec::BlockEnv;
use crate::ops::*;

/// Warp size.
pub const WARP: usize = 32;

/// A call frame.
#[derive(Debug, Clone)]
pub struct Frame {
    /// Function index.
    pub func: u32,
    /// First register slot.
    pub reg_base: usize,
    /// First byte of the parameter area (per lane `param_size` bytes).
    pub param_base: usize,
    /// Parameter bytes per lane.
    pub param_size: u32,
    /// Local-memory offset of this activation (same for all lanes).
    pub local_base: u32,
    /// Lanes inside this call (in it or in a call it made); the frame is
    /// free once this is empty.
    pub mask: u32,
    /// The calling frame (`u32::MAX` for the kernel's).
    pub parent: u32,
    /// Calls between the kernel and this frame.
    pub depth: u32,
    /// PC of each lane's call instruction in the caller.
    pub call_pcs: [u32; WARP],
}

/// Result of a scheduling decision.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum WarpStatus {
    /// Has runnable lanes.
    Run,
    /// All remaining lanes wait at a barrier.
    Blocked,
    /// All lanes exited.
    Done,
    /// Gives the block's other warps a turn (a failed mbarrier wait, nanosleep).
    Yield,
}

/// One warp of a block.
pub struct Warp {
    /// Warp index in the block.
    pub wid: u32,
    /// Linear thread index of lane 0.
    pub base_tid: u32,
    /// Lanes that exist (the last warp may be partial).
    pub valid: u32,
    /// Lanes that exited.
    pub exited: u32,
    /// Lanes waiting at a barrier.
    pub at_bar: u32,
    /// Barrier id each waiting lane waits on.
    pub bar_id: [u8; WARP],
    /// For bar.red: destination register and contribution of each waiting lane.
    pub bar_red: [(u32, bool); WARP],
    /// Per-lane PC (authoritative for lanes outside `cur_mask`).
    pub pcs: [u32; WARP],
    /// Call frames; a frame's index is above its caller's. Freed frames stay
    /// until every frame above them is free too.
    pub frames: Vec<Frame>,
    /// Innermost frame of each lane.
    pub lane_frame: [u32; WARP],
    /// Frame of the issuing group.
    pub cur_frame: u32,
    /// Register file of all frames.
    pub regs: Vec<u64>,
    /// Register base of the top frame.
    pub rb: usize,
    /// Parameter areas of all frames.
    pub params: Vec<u8>,
    /// Local memory of each lane.
    pub local: Vec<Vec<u8>>,
    /// PC of the issuing group.
    pub cur_pc: u32,
    /// Lanes of the issuing group.
    pub cur_mask: u32,
    /// The lowest PC of a runnable lane outside the issuing group (`u32::MAX`
    /// when all runnable lanes are in it: the warp is converged). The group
    /// keeps issuing without rescheduling while its PC stays below: minimum-PC
    /// scheduling would pick it again.
    pub other_min: u32,
    /// One past the last instruction of the top frame's function.
    pub end: u32,
    /// Carry flag (CC.CF) of each lane, for add.cc/addc and friends.
    pub carry: u32,
    /// Lanes waiting at a `*.sync` warp operation for the rest of its member mask.
    pub parked: u32,
    /// The current group runs its warp-synchronous op without waiting further.
    pub force_sync: bool,
    /// Must pick a new group before issuing.
    pub need_resched: bool,
    /// The next rescheduling gives the other warps a turn first.
    pub yielded: bool,
    /// Polling loads (`ld.volatile`/`.acquire`/`.relaxed`, `atom.cas`/`exch`)
    /// since this warp last wrote memory.
    pub polls: u32,
    /// Lanes that polled without progress and yielded: the warp's other lanes
    /// go first (as independent thread scheduling lets diverged threads make
    /// progress), so lanes spinning at a lower PC cannot starve the lanes of
    /// the same warp they wait for.
    pub backoff: u32,

    /// Lane arrays the vectorized fast path computes in (`exec::fast`).
    pub scratch: [[u64; WARP]; 4],
}

/// The heap buffers of a warp, kept for the warp that replaces it.
#[derive(Default)]
struct WarpBuffers {
    frames: Vec<Frame>,
    regs: Vec<u64>,
    params: Vec<u8>,
    local: Vec<Vec<u8>>,
}

/// Iterates the set bits of a mask as lane indices.
#[inline]
pub fn lanes(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

/// Where a resolved memory operand points.
#[derive(Debug, Clone, Copy)]
pub enum Loc {
    /// Global address.
    Global(u64),
    /// Shared offset.
    Shared(u64),
    /// Local offset of the lane.
    Local(u64),
    /// Constant bank offset.
    Const(u64),
    /// Kernel parameter offset.
    KParam(u64),
    /// Frame parameter offset of the lane.
    FParam(u64),
}

impl Warp {
    /// A warp at the kernel entry.
    pub fn new(prog: &Program, kernel: u32, wid: u32, nthreads: u32) -> Warp {
        Warp::reusing(prog, kernel, wid, nthreads, WarpBuffers::default())
    }

    /// Makes this warp a fresh one at the kernel entry, keeping its heap
    /// buffers (the next block's warp: no allocation, no fresh pages).
    pub fn reset(&mut self, prog: &Program, kernel: u32, wid: u32, nthreads: u32) {
        let b = WarpBuffers {
            frames: std::mem::take(&mut self.frames),
            regs: std::mem::take(&mut self.regs),
            params: std::mem::take(&mut self.params),
            local: std::mem::take(&mut self.local),
        };
        *self = Warp::reusing(prog, kernel, wid, nthreads, b);
    }

    /// A warp at the kernel entry whose vectors are `b`'s, cleared and sized.
    fn reusing(prog: &Program, kernel: u32, wid: u32, nthreads: u32, mut b: WarpBuffers) -> Warp {
        let base_tid = wid * WARP as u32;
        let n = (nthreads - base_tid).min(WARP as u32);
        let valid = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        let f = &prog.funcs[kernel as usize];
        let local_size = f.local_size;
        b.frames.clear();
        b.frames.push(Frame {
            func: kernel,
            reg_base: 0,
            param_base: 0,
            param_size: f.param_size,
            local_base: 0,
            mask: valid,
            parent: u32::MAX,
            depth: 0,
            call_pcs: [0; WARP],
        });
        b.regs.clear();
        b.regs.resize(f.nregs as usize * WARP, 0);
        b.params.clear();
        b.params.resize(f.param_size as usize * WARP, 0);
        b.local.resize_with(WARP, Vec::new);
        for l in b.local.iter_mut() {
            l.clear();
            l.resize(local_size as usize, 0);
        }
        Warp {
            wid,
            base_tid,
            valid,
            exited: 0,
            at_bar: 0,
            bar_id: [0; WARP],
            bar_red: [(u32::MAX, false); WARP],
            pcs: [f.start; WARP],
            frames: b.frames,
            lane_frame: [0; WARP],
            cur_frame: 0,
            regs: b.regs,
            rb: 0,
            params: b.params,
            local: b.local,
            cur_pc: f.start,
            cur_mask: 0,
            other_min: u32::MAX,
            carry: 0,
            parked: 0,
            force_sync: false,
            end: f.end,
            need_resched: true,
            yielded: false,
            polls: 0,
            backoff: 0,
            scratch: [[0; WARP]; 4],
        }
    }

    /// Picks the next group to issue: the lowest PC among the runnable lanes
    /// of the newest frame that has any.
    pub fn resched(&mut self, prog: &Program) -> WarpStatus {
        let (cur, pc) = (self.cur_mask, self.cur_pc);
        for l in 0..WARP {
            if cur >> l & 1 != 0 {
                self.pcs[l] = pc;
            }
        }
        self.cur_mask = 0;
        if self.yielded {
            self.yielded = false;
            return WarpStatus::Yield;
        }
        let live = self.valid & !self.exited & !self.at_bar;
        let mut runnable = live & !self.parked;
        self.force_sync = false;
        if runnable == 0 && live != 0 {
            // only lanes parked at warp-synchronous ops remain: the lowest
            // PC goes ahead with whoever is there
            runnable = live;
            self.force_sync = true;
        }
        if runnable == 0 {
            if self.at_bar & self.valid & !self.exited != 0 {
                return WarpStatus::Blocked;
            }
            return WarpStatus::Done;
        }
        // branch-free passes over all 32 lanes: the newest frame, the lowest
        // PC of its lanes, and the lowest PC of its other runnable lanes
        let others = runnable & !self.backoff;
        if others == 0 {
            self.backoff = 0;
        } else {
            runnable = others;
        }
        let mut top = 0u32;
        let mut mine = runnable;
        if self.frames.len() > 1 {
            for l in 0..WARP {
                let f = if runnable >> l & 1 != 0 { self.lane_frame[l] } else { 0 };
                top = top.max(f);
            }
            for l in 0..WARP {
                mine &= !(u32::from(self.lane_frame[l] != top) << l);
            }
        }
        let mut key = [u32::MAX; WARP];
        for (l, k) in key.iter_mut().enumerate() {
            *k = if mine >> l & 1 != 0 { self.pcs[l] } else { u32::MAX };
        }
        let min = key.iter().fold(u32::MAX, |a, &k| a.min(k));
        let (mut m, mut next) = (0u32, u32::MAX);
        for (l, &k) in key.iter().enumerate() {
            m |= u32::from(k == min) << l;
            next = next.min(if k == min { u32::MAX } else { k });
        }
        let m = m & runnable;
        if top != self.cur_frame {
            self.enter_frame(prog, top);
        }
        self.cur_pc = min;
        self.cur_mask = m;
        self.parked &= !m;
        let converged = m == runnable && self.parked == 0;
        self.other_min = if converged {
            u32::MAX
        } else if self.force_sync {
            0 // decide again after the forced operation
        } else {
            next
        };
        self.need_resched = false;
        WarpStatus::Run
    }

    /// Makes frame `fi` the one the issuing group runs in.
    fn enter_frame(&mut self, prog: &Program, fi: u32) {
        let f = &self.frames[fi as usize];
        self.cur_frame = fi;
        self.rb = f.reg_base;
        self.end = prog.funcs[f.func as usize].end;
    }

    /// The frame of the issuing group.
    #[inline]
    pub fn frame(&self) -> &Frame {
        &self.frames[self.cur_frame as usize]
    }

    /// Lanes `mask` of the current frame call `func` from `call_pc`: they
    /// join a frame of `func` that other lanes called from this frame and
    /// are still inside, or get a new one. Returns the frame's index.
    pub fn push_frame(&mut self, prog: &Program, func: u32, mask: u32, call_pc: u32) -> u32 {
        let parent = self.cur_frame;
        let f = &prog.funcs[func as usize];
        let join = (1..self.frames.len())
            .rev()
            .find(|&i| {
                let fr = &self.frames[i];
                fr.mask != 0 && fr.parent == parent && fr.func == func
            })
            .map(|i| i as u32);
        let fi = match join {
            Some(fi) => {
                self.frames[fi as usize].mask |= mask;
                fi
            }
            None => {
                let top = &self.frames[parent as usize];
                let caller = &prog.funcs[top.func as usize];
                let reg_base = self.regs.len();
                let param_base = self.params.len();
                let local_base = top.local_base + caller.local_size;
                let depth = top.depth + 1;
                self.regs.resize(reg_base + f.nregs as usize * WARP, 0);
                self.params.resize(param_base + f.param_size as usize * WARP, 0);
                self.frames.push(Frame {
                    func,
                    reg_base,
                    param_base,
                    param_size: f.param_size,
                    local_base,
                    mask,
                    parent,
                    depth,
                    call_pcs: [0; WARP],
                });
                (self.frames.len() - 1) as u32
            }
        };
        let need = (self.frames[fi as usize].local_base + f.local_size) as usize;
        for l in lanes(mask) {
            if self.local[l].len() < need {
                self.local[l].resize(need, 0);
            }
            self.pcs[l] = f.start;
            self.lane_frame[l] = fi;
            self.frames[fi as usize].call_pcs[l] = call_pc;
        }
        self.enter_frame(prog, fi);
        fi
    }

    /// Lanes `mask` of the current (non-kernel) frame return: their return
    /// values go to the caller's parameter area and they resume after their
    /// call.
    pub fn ret_lanes(&mut self, prog: &Program, mask: u32) {
        let fi = self.cur_frame as usize;
        let f = &self.frames[fi];
        let pi = f.parent as usize;
        let parent = &self.frames[pi];
        let callee = &prog.funcs[f.func as usize];
        for l in lanes(mask) {
            let call_pc = f.call_pcs[l];
            if let Some(Opnd::List(rets)) = prog.code[call_pc as usize].ops.first() {
                for (slot, r) in callee.rets.iter().zip(rets.iter()) {
                    if let Opnd::Sym(SymVal::FParam(off)) = r {
                        let src = f.param_base + l * f.param_size as usize + slot.off as usize;
                        let dst = parent.param_base + l * parent.param_size as usize + *off as usize;
                        self.params.copy_within(src..src + slot.size as usize, dst);
                    }
                }
            }
            self.pcs[l] = call_pc + 1;
            self.lane_frame[l] = pi as u32;
        }
        self.frames[fi].mask &= !mask;
        self.enter_frame(prog, pi as u32);
        self.free_frames();
    }

    /// Lanes `mask` of the current frame exit the kernel.
    pub fn exit_lanes(&mut self, mask: u32) {
        self.exited |= mask;
        let mut fi = self.cur_frame;
        while fi != 0 && fi != u32::MAX {
            let f = &mut self.frames[fi as usize];
            f.mask &= !mask;
            fi = f.parent;
        }
        self.free_frames();
    }

    /// Drops the free frames at the top of the frame list with their
    /// registers and parameter areas.
    fn free_frames(&mut self) {
        while self.frames.len() > 1 && self.frames.last().is_some_and(|f| f.mask == 0) {
            let f = self.frames.pop().expect("frame");
            self.regs.truncate(f.reg_base);
            self.params.truncate(f.param_base);
        }
        if self.cur_frame as usize >= self.frames.len() {
            self.cur_frame = u32::MAX; // the next rescheduling enters a frame
        }
    }

    /// Ends the warp's turn after this instruction (see `WarpStatus::Yield`).
    pub fn yield_now(&mut self) {
        self.yielded = true;
        self.need_resched = true;
    }

    /// Yields after polling without progress; the polling lanes wait until
    /// the warp's other lanes have had their turn.
    pub fn yield_polling(&mut self) {
        self.backoff |= self.cur_mask;
        self.yield_now();
    }

    /// Moves the issuing group to `pc`, rescheduling only if another group
    /// may now have the lowest PC.
    #[inline]
    pub fn advance_to(&mut self, pc: u32) {
        self.cur_pc = pc;
        if pc >= self.other_min {
            self.need_resched = true;
        }
    }

    /// Independent-thread-scheduling rendezvous for a warp-synchronous
    /// instruction at `pc` whose member mask is `member`: lanes already
    /// parked here join the group; if member lanes are still elsewhere (and
    /// live), the group parks and `false` is returned.
    pub fn sync_rendezvous(&mut self, pc: u32, member: u32) -> bool {
        let mut here = 0u32;
        for l in lanes(self.parked) {
            if self.pcs[l] == pc {
                here |= 1 << l;
            }
        }
        let group = self.cur_mask | here;
        let live = self.valid & !self.exited & !self.at_bar;
        if member & live & !group != 0 && !self.force_sync {
            for l in lanes(self.cur_mask) {
                self.pcs[l] = pc;
            }
            self.parked |= self.cur_mask;
            self.cur_mask = 0;
            self.need_resched = true;
            return false;
        }
        self.parked &= !here;
        self.cur_mask = group;
        if here != 0 {
            self.other_min = 0;
        }
        true
    }

    /// Linear thread id of a lane.
    #[inline]
    pub fn tid_lin(&self, lane: usize) -> u32 {
        self.base_tid + lane as u32
    }

    /// Register read.
    #[inline(always)]
    pub fn reg(&self, r: u32, lane: usize) -> u64 {
        self.regs[self.rb + r as usize * WARP + lane]
    }

    /// Register write.
    #[inline(always)]
    pub fn set_reg(&mut self, r: u32, lane: usize, v: u64) {
        self.regs[self.rb + r as usize * WARP + lane] = v;
    }

    /// Lanes (of `m`) whose guard passes.
    #[inline]
    pub fn guard_mask(&self, g: Option<Guard>, m: u32) -> u32 {
        match g {
            None => m,
            Some(g) => {
                // all 32 predicate slots at once (vectorized), then the group's lanes
                let base = self.rb + g.reg as usize * WARP;
                let Some(p) = self.regs.get(base..base + WARP) else {
                    return 0;
                };
                let want = u64::from(!g.neg);
                let mut out = 0u32;
                for (l, &v) in p.iter().enumerate() {
                    out |= if v & 1 == want { 1 << l } else { 0 };
                }
                out & m
            }
        }
    }

    /// Reads an operand for a lane.
    #[inline(always)]
    pub fn rd(&self, o: &Opnd, lane: usize, env: &BlockEnv) -> u64 {
        match o {
            Opnd::Reg(r) => self.reg(*r, lane),
            Opnd::Imm(v) => *v,
            Opnd::NotPred(r) => (self.reg(*r, lane) & 1) ^ 1,
            _ => self.rd_slow(o, lane, env),
        }
    }

    fn rd_slow(&self, o: &Opnd, lane: usize, env: &BlockEnv) -> u64 {
        match o {
            Opnd::Sreg(s) => self.sreg(*s, lane, env),
            Opnd::Sym(s) => self.sym_value(*s),
            Opnd::Pair(r, _) => self.reg(*r, lane),
            Opnd::Func(f) => super::memory::func_addr(*f),
            _ => 0,
        }
    }

    /// The state-space address of a symbol.
    pub fn sym_value(&self, s: SymVal) -> u64 {
        match s {
            SymVal::Global(a) => a,
            SymVal::Shared(o) | SymVal::Const(o) | SymVal::KParam(o) | SymVal::FParam(o) => o as u64,
            SymVal::Local(o) => (self.frame().local_base + o) as u64,
        }
    }

    /// Special register value.
    pub fn sreg(&self, s: Sreg, lane: usize, env: &BlockEnv) -> u64 {
        let t = self.tid_lin(lane);
        let [nx, ny, _] = env.ntid;
        match s {
            Sreg::Tid(0) => (t % nx) as u64,
            Sreg::Tid(1) => ((t / nx) % ny) as u64,
            Sreg::Tid(_) => (t / (nx * ny)) as u64,
            Sreg::Ntid(d) => env.ntid[d as usize] as u64,
            Sreg::Ctaid(d) => env.ctaid[d as usize] as u64,
            Sreg::Nctaid(d) => env.nctaid[d as usize] as u64,
            // Without `.reqnctapercluster` every CTA is its own 1x1x1 cluster.
            Sreg::ClusterId(d) => (env.ctaid[d as usize] / env.cluster[d as usize]) as u64,
            Sreg::NClusterId(d) => (env.nctaid[d as usize] / env.cluster[d as usize]) as u64,
            Sreg::ClusterCtaid(d) => (env.ctaid[d as usize] % env.cluster[d as usize]) as u64,
            Sreg::ClusterNctaid(d) => env.cluster[d as usize] as u64,
            Sreg::ClusterCtaRank => {
                let [cx, cy, _] = env.cluster;
                let r = |d: usize| env.ctaid[d] % env.cluster[d];
                (r(0) + cx * (r(1) + cy * r(2))) as u64
            }
            Sreg::ClusterNctaRank => env.cluster.iter().map(|&c| c as u64).product(),
            Sreg::IsExplicitCluster => u64::from(env.explicit_cluster),
            Sreg::Laneid => lane as u64,
            Sreg::Warpid => self.wid as u64,
            Sreg::Nwarpid => env.nwarps as u64,
            Sreg::Smid => 0,
            Sreg::Nsmid => 1,
            Sreg::Gridid => 1,
            // the driver's environment registers: a cooperative launch's grid
            // workspace in %envreg1 (high half) and %envreg2 (low half), else 0
            Sreg::Envreg(i) => env.envreg[i as usize & 31] as u64,
            Sreg::Clock | Sreg::Clock64 | Sreg::GlobalTimer | Sreg::GlobalTimerLo => env.stats.thread_insts,
            Sreg::LanemaskEq => 1u64 << lane,
            Sreg::LanemaskLe => ((1u64 << (lane + 1)) - 1) & 0xffff_ffff,
            Sreg::LanemaskLt => (1u64 << lane) - 1,
            Sreg::LanemaskGe => (!((1u64 << lane) - 1)) & 0xffff_ffff,
            Sreg::LanemaskGt => (!((1u64 << (lane + 1)) - 1)) & 0xffff_ffff,
            Sreg::DynSmem => env.dyn_smem as u64,
            Sreg::TotalSmem => env.user_smem as u64,
            // reserved shared memory after the block's own: offset_0 names
            // its first half, offset_1 (cooperative groups' scratch of at
            // least 288 bytes) its second
            Sreg::ReservedSmemBegin | Sreg::ReservedSmemOffset(0) => env.user_smem.next_multiple_of(16) as u64,
            Sreg::ReservedSmemOffset(_) => (env.user_smem.next_multiple_of(16) + RESERVED_SMEM / 2) as u64,
            Sreg::ReservedSmemEnd => (env.user_smem.next_multiple_of(16) + RESERVED_SMEM) as u64,
            Sreg::ReservedSmemCap => RESERVED_SMEM as u64,
            Sreg::WarpSize => 32,
        }
    }

    /// Writes a destination operand for a lane.
    #[inline(always)]
    pub fn wr(&mut self, o: &Opnd, lane: usize, v: u64) {
        match o {
            Opnd::Reg(r) => self.set_reg(*r, lane, v),
            Opnd::Pair(r, _) if *r != u32::MAX => self.set_reg(*r, lane, v),
            _ => {}
        }
    }

    /// Resolves a memory operand `[base+off]` in `space` for a lane.
    pub fn resolve(&self, space: Space, o: &Opnd, lane: usize) -> Loc {
        let (val, sym) = match o {
            Opnd::Addr(Base::Reg(r), off) => (self.reg(*r, lane).wrapping_add(*off as u64), None),
            Opnd::Addr(Base::Reg32(r), off) => ((self.reg(*r, lane) as u32).wrapping_add(*off as u32) as u64, None),
            Opnd::Addr(Base::Sym(s), off) => (self.sym_value(*s).wrapping_add(*off as u64), Some(*s)),
            Opnd::Addr(Base::Abs, off) => (*off as u64, None),
            _ => (0, None),
        };
        match space {
            Space::Global => Loc::Global(val),
            Space::Shared => Loc::Shared(val),
            Space::Local => Loc::Local(val),
            Space::Const => Loc::Const(val),
            Space::Param => match sym {
                Some(SymVal::FParam(_)) => Loc::FParam(val),
                Some(SymVal::KParam(_)) => Loc::KParam(val),
                _ if (PARAM_WINDOW..PARAM_WINDOW + WINDOW_SIZE).contains(&val) => Loc::KParam(val - PARAM_WINDOW),
                _ if self.cur_frame == 0 => Loc::KParam(val),
                _ => Loc::FParam(val),
            },
            Space::Generic => match sym {
                Some(SymVal::Shared(_)) => Loc::Shared(val),
                Some(SymVal::Local(_)) => Loc::Local(val),
                Some(SymVal::Const(_)) => Loc::Const(val),
                Some(SymVal::KParam(_)) => Loc::KParam(val),
                Some(SymVal::FParam(_)) => Loc::FParam(val),
                _ => generic_loc(val),
            },
        }
    }

    /// Loads `size` bytes; returns (value, byte count for stats).
    pub fn load(&mut self, env: &mut BlockEnv, loc: Loc, size: u32, lane: usize) -> Result<u64, (Fault, u64)> {
        check_align(loc, size)?;
        let r = match loc {
            Loc::Global(a) => env.gread(a, size).map_err(|f| (f, a)),
            Loc::Shared(a) => {
                if let Some(rc) = env.race.as_mut() {
                    rc.access(a, size, self.tid_lin(lane), false);
                }
                read_bytes(&env.shared, a, size).map_err(|f| (f, SHARED_WINDOW.wrapping_add(a)))
            }
            Loc::Local(a) => read_bytes(&self.local[lane], a, size).map_err(|f| (f, LOCAL_WINDOW.wrapping_add(a))),
            Loc::Const(a) => read_bytes(env.cbank, a, size).map_err(|f| (f, CONST_WINDOW.wrapping_add(a))),
            Loc::KParam(a) => read_bytes(env.kparams, a, size).map_err(|f| (f, PARAM_WINDOW.wrapping_add(a))),
            Loc::FParam(a) => {
                let f = self.frame();
                if a.saturating_add(size as u64) > f.param_size as u64 {
                    return Err((Fault::OutOfBounds, a));
                }
                let base = f.param_base + lane * f.param_size as usize;
                read_bytes(&self.params[base..base + f.param_size as usize], a, size).map_err(|e| (e, a))
            }
        };
        env.stats.count_mem(loc, size, false);
        r
    }

    /// Stores `size` bytes.
    pub fn store(&mut self, env: &mut BlockEnv, loc: Loc, size: u32, v: u64, lane: usize) -> Result<(), (Fault, u64)> {
        check_align(loc, size)?;
        env.stats.count_mem(loc, size, true);
        match loc {
            Loc::Global(a) => env.gwrite(a, size, v).map_err(|f| (f, a)),
            Loc::Shared(a) => {
                if let Some(rc) = env.race.as_mut() {
                    rc.access(a, size, self.tid_lin(lane), true);
                }
                if read_bytes(&env.shared, a, size).is_ok_and(|old| changes(&old.to_le_bytes(), size, v)) {
                    env.progress += 1;
                }
                write_bytes(&mut env.shared, a, size, v).map_err(|f| (f, SHARED_WINDOW.wrapping_add(a)))
            }
            Loc::Local(a) => {
                write_bytes(&mut self.local[lane], a, size, v).map_err(|f| (f, LOCAL_WINDOW.wrapping_add(a)))
            }
            Loc::Const(a) => Err((Fault::OutOfBounds, CONST_WINDOW.wrapping_add(a))),
            Loc::KParam(a) => Err((Fault::OutOfBounds, PARAM_WINDOW.wrapping_add(a))),
            Loc::FParam(a) => {
                let (param_base, param_size) = (self.frame().param_base, self.frame().param_size as usize);
                if a.saturating_add(size as u64) > param_size as u64 {
                    return Err((Fault::OutOfBounds, a));
                }
                let base = param_base + lane * param_size;
                write_bytes(&mut self.params[base..base + param_size], a, size, v).map_err(|e| (e, a))
            }
        }
    }

    /// Builds an error located at a lane and instruction.
    pub fn fault(&self, env: &BlockEnv, lane: usize, inst: &Inst, msg: String, addr: Option<u64>) -> SimError {
        let t = self.tid_lin(lane);
        let [nx, ny, _] = env.ntid;
        SimError {
            kind: FaultKind::Trap,
            msg,
            kernel: Some(env.kernel_name.to_string()),
            block: Some(env.ctaid),
            thread: Some([t % nx, (t / nx) % ny, t / (nx * ny)]),
            line: Some(inst.line),
            addr,
        }
    }
}

/// Decodes a generic address into its space.
pub fn generic_loc(a: u64) -> Loc {
    let win = |w: u64| (w..w + WINDOW_SIZE).contains(&a);
    if win(SHARED_WINDOW) {
        Loc::Shared(a - SHARED_WINDOW)
    } else if win(LOCAL_WINDOW) {
        Loc::Local(a - LOCAL_WINDOW)
    } else if win(CONST_WINDOW) {
        Loc::Const(a - CONST_WINDOW)
    } else if win(PARAM_WINDOW) {
        Loc::KParam(a - PARAM_WINDOW)
    } else {
        Loc::Global(a)
    }
}

/// The generic address of a location.
pub fn loc_generic(l: Loc) -> u64 {
    match l {
        Loc::Global(a) => a,
        Loc::Shared(a) => SHARED_WINDOW.wrapping_add(a),
        Loc::Local(a) => LOCAL_WINDOW.wrapping_add(a),
        Loc::Const(a) => CONST_WINDOW.wrapping_add(a),
        Loc::KParam(a) | Loc::FParam(a) => PARAM_WINDOW.wrapping_add(a),
    }
}

#[inline]
fn check_align(loc: Loc, size: u32) -> Result<(), (Fault, u64)> {
    let a = loc_generic(loc);
    if size > 1 && !a.is_multiple_of(size as u64) {
        return Err((Fault::Misaligned, a));
    }
    Ok(())
}
