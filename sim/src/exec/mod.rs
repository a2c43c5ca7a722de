//! Execution of a kernel launch: blocks one after another, warps of a block
//! run until they finish or wait at a barrier, barriers release when every
//! non-exited thread of the block has arrived (or the requested count).
//!
//! Submodules: `grid` (blocks in order or on worker threads), `order`
//! (which kernels may run blocks in parallel), `warp` (lane state, frames,
//! scheduling), `step` (dispatch),
//! `alu`/`float`/`cvt`/`float16` (pure arithmetic), `memory` and `device_bytes` (spaces,
//! bounds, bytes shared between threads), `atomics`, `warpops` (shfl/vote/match/redux/elect), `printf`, `race`,
//! `mbarrier`, `async_copy` (cp.async), `video` (SIMD video and packed halfword integers), `mma` (wmma), `mma_sync` (mma.sync, ldmatrix, stmatrix).

pub mod alu;
pub mod async_copy;
pub mod atomics;
pub mod cvt;
pub mod device_bytes;
pub mod fast;
pub mod fastmem;
pub mod fastspace;
pub mod float;
pub mod float16;
pub mod grid;
pub mod mbarrier;
pub mod memory;
pub mod minifloat;
pub mod mma;
pub mod mma_sync;
pub mod order;
pub mod printf;
pub mod race;
pub mod step;
pub mod surface;
pub mod texture;
pub mod video;
pub mod warp;
pub mod warpops;

use crate::decode::Program;
use crate::error::SimError;
use crate::ops::AtomOp;
use memory::GlobalMem;
use warp::{lanes, Loc, Warp, WarpStatus};

/// Dynamic counts of one or more launches.
#[derive(Debug, Clone, Default)]
pub struct Stats {
    /// Thread-instructions (instructions times active lanes).
    pub thread_insts: u64,
    /// Warp-instructions issued.
    pub warp_insts: u64,
    /// Thread-instructions per opcode text index (`Program::names`).
    pub by_op: Vec<u64>,
    /// Bytes loaded per space: global, shared, local, const, param.
    pub load_bytes: [u64; 5],
    /// Bytes stored per space.
    pub store_bytes: [u64; 5],
}

impl Stats {
    /// Zeroes every count, keeping the opcode table's allocation.
    pub fn clear(&mut self) {
        self.thread_insts = 0;
        self.warp_insts = 0;
        self.by_op.fill(0);
        self.load_bytes = [0; 5];
        self.store_bytes = [0; 5];
    }

    /// Adds the counts of `other` (blocks run on another worker thread).
    pub fn merge(&mut self, other: &Stats) {
        self.thread_insts += other.thread_insts;
        self.warp_insts += other.warp_insts;
        if self.by_op.len() < other.by_op.len() {
            self.by_op.resize(other.by_op.len(), 0);
        }
        for (a, b) in self.by_op.iter_mut().zip(&other.by_op) {
            *a += b;
        }
        for k in 0..5 {
            self.load_bytes[k] += other.load_bytes[k];
            self.store_bytes[k] += other.store_bytes[k];
        }
    }

    /// Counts a memory access.
    #[inline]
    pub fn count_mem(&mut self, loc: Loc, size: u32, store: bool) {
        let k = match loc {
            Loc::Global(_) => 0,
            Loc::Shared(_) => 1,
            Loc::Local(_) => 2,
            Loc::Const(_) => 3,
            Loc::KParam(_) | Loc::FParam(_) => 4,
        };
        if store {
            self.store_bytes[k] += size as u64;
        } else {
            self.load_bytes[k] += size as u64;
        }
    }
}

/// A barrier's progress within the current block.
#[derive(Debug, Clone, Copy, Default)]
struct Barrier {
    arrived: u32,
    waiting: u32,
    expected: Option<u32>,
    red: AtomOp,
}

/// Global memory as a block sees it: owned by the only running block, or
/// shared with blocks on other worker threads.
pub enum GlobalRef<'a> {
    /// Blocks run one after another (device `malloc`/`free` allowed).
    Exclusive(&'a mut GlobalMem),
    /// Blocks run on several threads.
    Shared(&'a GlobalMem),
}

/// Everything a warp may touch besides itself.
pub struct BlockEnv<'a> {
    /// The program.
    pub prog: &'a Program,
    /// Global memory.
    pub gmem: GlobalRef<'a>,
    /// The allocation this block's last global access hit (lookup cache).
    pub ghint: usize,
    /// Constant bank.
    pub cbank: &'a [u8],
    /// Kernel parameter buffer.
    pub kparams: &'a [u8],
    /// Shared memory of this block.
    pub shared: Vec<u8>,
    /// Block index.
    pub ctaid: [u32; 3],
    /// Block shape.
    pub ntid: [u32; 3],
    /// Grid shape.
    pub nctaid: [u32; 3],
    /// Cluster shape (`.reqnctapercluster`; 1, 1, 1 without one).
    pub cluster: [u32; 3],
    /// `.explicitcluster`.
    pub explicit_cluster: bool,
    /// Warps per block.
    pub nwarps: u32,
    /// Dynamic shared bytes.
    pub dyn_smem: u32,
    /// Static plus dynamic shared bytes (`%total_smem_size`); reserved shared
    /// memory, when the program uses it, follows at the next multiple of 16.
    pub user_smem: u32,
    /// Kernel name for messages.
    pub kernel_name: &'a str,
    /// Counters.
    pub stats: &'a mut Stats,
    /// printf output.
    pub out: &'a mut Vec<u8>,
    /// Shared-memory race detector.
    pub race: Option<race::RaceShadow>,
    /// Thread-instruction limit.
    pub limit: u64,
    /// Stores and modifying atomics so far (spin-wait detection).
    pub progress: u64,
    /// `%envreg0`..`%envreg31` (a cooperative launch's grid workspace).
    pub envreg: &'a [u32; 32],
    barriers: [Barrier; 16],
}

impl BlockEnv<'_> {
    /// Global memory for reading and writing bytes.
    #[inline]
    pub fn global(&self) -> &GlobalMem {
        match &self.gmem {
            GlobalRef::Exclusive(g) => g,
            GlobalRef::Shared(g) => g,
        }
    }

    /// Global memory for allocating (device `malloc`/`free`); `None` in a
    /// parallel launch, which `order::must_run_alone` rules out for kernels
    /// that allocate.
    pub fn global_mut(&mut self) -> Option<&mut GlobalMem> {
        match &mut self.gmem {
            GlobalRef::Exclusive(g) => Some(g),
            GlobalRef::Shared(_) => None,
        }
    }

    /// Loads `size` bytes of global memory.
    #[inline]
    pub fn gread(&mut self, addr: u64, size: u32) -> Result<u64, memory::Fault> {
        let mut hint = self.ghint;
        let r = self.global().read(addr, size, &mut hint);
        self.ghint = hint;
        r
    }

    /// Stores `size` bytes of global memory.
    #[inline]
    pub fn gwrite(&mut self, addr: u64, size: u32, v: u64) -> Result<(), memory::Fault> {
        let mut hint = self.ghint;
        let r = self.global().write(addr, size, v, &mut hint);
        self.ghint = hint;
        r
    }

    /// Atomic read-modify-write of global memory; returns the old value.
    pub fn gatomic(&mut self, addr: u64, size: u32, f: impl Fn(u64) -> u64) -> Result<u64, memory::Fault> {
        let mut hint = self.ghint;
        let r = self.global().atomic(addr, size, &mut hint, f);
        self.ghint = hint;
        r
    }

    /// Lanes arrive at a barrier and wait.
    pub fn bar_wait(&mut self, id: u8, n: u32, expected: Option<u32>, red: AtomOp) {
        let b = &mut self.barriers[(id & 15) as usize];
        b.arrived += n;
        b.waiting += n;
        if expected.is_some() {
            b.expected = expected;
        }
        if red != AtomOp::None {
            b.red = red;
        }
    }

    /// Lanes arrive at a barrier without waiting (`bar.arrive`).
    pub fn bar_arrive(&mut self, id: u8, n: u32, expected: Option<u32>) {
        let b = &mut self.barriers[(id & 15) as usize];
        b.arrived += n;
        if expected.is_some() {
            b.expected = expected;
        }
    }
}

/// Launch geometry and inputs shared by all blocks.
pub struct LaunchCtx<'a> {
    /// The program.
    pub prog: &'a Program,
    /// Kernel function index.
    pub kernel: u32,
    /// Grid shape.
    pub grid: [u32; 3],
    /// Block shape.
    pub block: [u32; 3],
    /// Dynamic shared bytes.
    pub dyn_smem: u32,
    /// Kernel parameter buffer.
    pub kparams: &'a [u8],
    /// Constant bank.
    pub cbank: &'a [u8],
    /// Detect shared-memory races.
    pub racecheck: bool,
    /// Error out once `Stats::thread_insts` exceeds this.
    pub limit: u64,
    /// Worker threads for blocks (1: one after another).
    pub threads: usize,
    /// A cooperative launch: every block may be resident at once.
    pub cooperative: bool,
    /// `%envreg0`..`%envreg31`.
    pub envreg: [u32; 32],
}

/// Runs one block to completion. `stats` and `out` receive its counts and
/// printf output; the thread-instruction `limit` applies to `stats`.
pub(crate) fn run_block(
    ctx: &LaunchCtx,
    ctaid: [u32; 3],
    gmem: GlobalRef,
    stats: &mut Stats,
    out: &mut Vec<u8>,
    limit: u64,
    spare: &mut Option<Block>,
) -> Result<(), SimError> {
    let mut block = Block::reusing(ctx, ctaid, spare.take());
    let r = block.run(ctx, gmem, stats, out, limit, false).map(|_| ());
    *spare = Some(block);
    r
}

/// How a block's turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BlockEnd {
    /// Every thread exited.
    Finished,
    /// Every warp waits at a barrier or polls memory without writing: the
    /// block waits for another block. `progressed`: it wrote memory (or
    /// passed a barrier) during this turn.
    Stalled {
        /// The turn changed something.
        progressed: bool,
    },
}

/// A block's state between turns (blocks of a launch that wait for each
/// other take turns on one thread).
pub(crate) struct Block {
    ctaid: [u32; 3],
    shared: Vec<u8>,
    race: Option<race::RaceShadow>,
    barriers: [Barrier; 16],
    warps: Vec<Warp>,
    done: Vec<bool>,
    ghint: usize,
}

impl Block {
    /// A block at the kernel's entry, in the memory of `spare` (a finished
    /// block of the same launch) when there is one.
    pub(crate) fn reusing(ctx: &LaunchCtx, ctaid: [u32; 3], spare: Option<Block>) -> Block {
        let prog = ctx.prog;
        let nthreads = ctx.block[0] * ctx.block[1] * ctx.block[2];
        let nwarps = nthreads.div_ceil(32);
        let user = prog.static_shared as usize + ctx.dyn_smem as usize;
        let shared_size = if prog.reserved_smem {
            user.next_multiple_of(16) + crate::decode::RESERVED_SMEM as usize
        } else {
            user
        };
        let (mut warps, mut shared, mut done) = match spare {
            Some(b) => (b.warps, b.shared, b.done),
            None => Default::default(),
        };
        warps.truncate(nwarps as usize);
        for (i, w) in warps.iter_mut().enumerate() {
            w.reset(prog, ctx.kernel, i as u32, nthreads);
        }
        for i in warps.len() as u32..nwarps {
            warps.push(Warp::new(prog, ctx.kernel, i, nthreads));
        }
        shared.clear();
        shared.resize(shared_size, 0);
        done.clear();
        done.resize(warps.len(), false);
        Block {
            ctaid,
            shared,
            race: ctx.racecheck.then(|| race::RaceShadow::new(shared_size, nwarps)),
            barriers: [Barrier::default(); 16],
            done,
            warps,
            ghint: 0,
        }
    }

    /// Runs the block until it finishes, or, with `may_stall`, until it
    /// waits for another block.
    pub(crate) fn run(
        &mut self,
        ctx: &LaunchCtx,
        gmem: GlobalRef,
        stats: &mut Stats,
        out: &mut Vec<u8>,
        limit: u64,
        may_stall: bool,
    ) -> Result<BlockEnd, SimError> {
        let prog = ctx.prog;
        let kname = &prog.funcs[ctx.kernel as usize].name;
        let mut env = BlockEnv {
            prog,
            gmem,
            ghint: self.ghint,
            cbank: ctx.cbank,
            kparams: ctx.kparams,
            shared: std::mem::take(&mut self.shared),
            ctaid: self.ctaid,
            ntid: ctx.block,
            nctaid: ctx.grid,
            cluster: prog.funcs[ctx.kernel as usize].cluster,
            explicit_cluster: prog.funcs[ctx.kernel as usize].explicit_cluster,
            nwarps: self.warps.len() as u32,
            dyn_smem: ctx.dyn_smem,
            user_smem: prog.static_shared + ctx.dyn_smem,
            kernel_name: kname,
            stats,
            out,
            limit,
            progress: 0,
            envreg: &ctx.envreg,
            race: self.race.take(),
            barriers: self.barriers,
        };
        let r = run_warps(&mut self.warps, &mut self.done, &mut env, may_stall);
        self.ghint = env.ghint;
        self.shared = std::mem::take(&mut env.shared);
        self.race = env.race.take();
        self.barriers = env.barriers;
        r
    }
}

/// Runs the warps of a block in turns until all are done (or, with
/// `may_stall`, until every warp waits for something outside the block),
/// releasing barriers when every warp is done or blocked.
fn run_warps(warps: &mut [Warp], done: &mut [bool], env: &mut BlockEnv, may_stall: bool) -> Result<BlockEnd, SimError> {
    let prog = env.prog;
    let mut progressed = false;
    loop {
        let mut yielded = false;
        // a warp finished
        let mut moved = false;
        let before = env.progress;
        for (wi, w) in warps.iter_mut().enumerate() {
            if done[wi] {
                continue;
            }
            loop {
                if w.need_resched {
                    match w.resched(prog) {
                        WarpStatus::Run => {}
                        WarpStatus::Blocked => break,
                        WarpStatus::Yield => {
                            yielded = true;
                            break;
                        }
                        WarpStatus::Done => {
                            done[wi] = true;
                            moved = true;
                            break;
                        }
                    }
                }
                step::step(w, env)?;
            }
        }
        if done.iter().all(|d| *d) {
            if let Some(rc) = &env.race {
                if let Some(e) = rc.first_race() {
                    return Err(race_error(env, e));
                }
            }
            return Ok(BlockEnd::Finished);
        }
        // every warp is done or blocked: release complete barriers
        let live: u32 = warps.iter().map(|w| (w.valid & !w.exited).count_ones()).sum();
        let mut released = false;
        for id in 0..16u8 {
            let b = env.barriers[id as usize];
            if b.waiting == 0 {
                continue;
            }
            let expected = b.expected.unwrap_or(live);
            if b.arrived >= expected {
                release(warps, env, id, b.red);
                env.barriers[id as usize] = Barrier::default();
                released = true;
            }
        }
        if let (Some(rc), true) = (env.race.as_mut(), released) {
            rc.next_epoch();
            if let Some(e) = rc.first_race() {
                return Err(race_error(env, e));
            }
        }
        if !released && !yielded {
            return Err(deadlock_error(warps, env, live));
        }
        let round_progress = released || moved || env.progress != before;
        progressed |= round_progress;
        if may_stall && !round_progress {
            return Ok(BlockEnd::Stalled { progressed });
        }
    }
}

fn release(warps: &mut [Warp], env: &mut BlockEnv, id: u8, red: AtomOp) {
    // bar.red result over all waiting lanes
    let mut cnt = 0u32;
    let mut all = true;
    let mut any = false;
    for w in warps.iter() {
        for l in lanes(w.at_bar) {
            if w.bar_id[l] == id {
                let p = w.bar_red[l].1;
                cnt += p as u32;
                all &= p;
                any |= p;
            }
        }
    }
    let val = match red {
        AtomOp::Popc => cnt as u64,
        AtomOp::And => all as u64,
        AtomOp::Or => any as u64,
        _ => 0,
    };
    for w in warps.iter_mut() {
        let mut m = 0u32;
        for l in lanes(w.at_bar) {
            if w.bar_id[l] == id {
                m |= 1 << l;
                let (dst, _) = w.bar_red[l];
                if dst != u32::MAX {
                    w.set_reg(dst, l, val);
                }
            }
        }
        if m != 0 {
            w.at_bar &= !m;
            w.need_resched = true;
        }
    }
    let _ = env;
}

fn deadlock_error(warps: &[Warp], env: &BlockEnv, live: u32) -> SimError {
    let mut waiting = 0;
    let mut first = None;
    for w in warps {
        waiting += (w.at_bar & !w.exited).count_ones();
        if first.is_none() && w.at_bar != 0 {
            let l = w.at_bar.trailing_zeros() as usize;
            first = Some((w, l));
        }
    }
    let msg = format!("barrier deadlock: {waiting} of {live} live threads wait at a barrier that can never complete");
    let mut e = match first {
        Some((w, l)) => {
            let pc = w.pcs[l].saturating_sub(1) as usize;
            let inst = &env.prog.code[pc.min(env.prog.code.len() - 1)];
            w.fault(env, l, inst, msg, None)
        }
        None => SimError::msg(msg),
    };
    e.kind = crate::error::FaultKind::Deadlock;
    e
}

fn race_error(env: &BlockEnv, e: race::Race) -> SimError {
    let t = e.thread;
    let [nx, ny, _] = env.ntid;
    SimError {
        kind: crate::error::FaultKind::Other,
        msg: format!(
            "shared-memory race: {} by thread ({},{},{}) conflicts with {} by thread ({},{},{}) without a barrier between",
            e.kind,
            t % nx,
            (t / nx) % ny,
            t / (nx * ny),
            e.other_kind,
            e.other % nx,
            (e.other / nx) % ny,
            e.other / (nx * ny)
        ),
        kernel: Some(env.kernel_name.to_string()),
        block: Some(env.ctaid),
        thread: Some([t % nx, (t / nx) % ny, t / (nx * ny)]),
        line: None,
        addr: Some(memory::SHARED_WINDOW + e.addr),
    }
}
