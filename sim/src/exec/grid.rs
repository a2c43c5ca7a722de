//! The blocks of a launch: one after another, or spread over worker threads
//! (`ptxsim --threads N`, `LaunchConfig::threads`) with the results of the
//! one-thread run.
//!
//! Workers take block indices in row-major order (x fastest, as the
//! one-thread loop runs them) from a shared counter; global memory is shared
//! (`device_bytes`: plain accesses are relaxed atomics, `atom`/`red` really
//! atomic), everything else a block touches is its own. Each block's printf
//! output is buffered and appended in block order, so the text is the
//! one-thread text; counts are summed, so `--stats` is identical. When a
//! block faults, blocks after it are not started, the error reported is the
//! one of the first failing block in block order, and the output and counts
//! are those of the blocks up to it, as in a one-thread run (global memory
//! may also hold the work of later blocks that had already started). A
//! thread-instruction limit applies to each worker's own count.

use crate::error::SimError;
use crate::exec::memory::GlobalMem;
use crate::exec::order::{classify, Parallelism};
use crate::exec::{run_block, Block, BlockEnd, GlobalRef, LaunchCtx, Stats};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};

/// Runs every block of a launch, adding counts to `stats` and printf text to `out`.
pub fn run_grid(ctx: &LaunchCtx, gmem: &mut GlobalMem, stats: &mut Stats, out: &mut Vec<u8>) -> Result<(), SimError> {
    if stats.by_op.len() < ctx.prog.names.len() {
        stats.by_op.resize(ctx.prog.names.len(), 0);
    }
    let nblocks = ctx.grid.iter().map(|&d| d as u64).product::<u64>();
    let threads = (ctx.threads as u64).clamp(1, nblocks.max(1)) as usize;
    if threads == 1 || ctx.cooperative || matches!(classify(ctx.prog, ctx.kernel), Parallelism::Alone(_)) {
        return run_in_turns(ctx, gmem, nblocks, stats, out);
    }
    run_parallel(ctx, gmem, threads, nblocks, stats, out)
}

/// Blocks an ordinary launch keeps resident at once when they wait for each
/// other (a GPU holds a few thousand); a cooperative launch keeps all.
const RESIDENT_BLOCKS: usize = 2048;

/// Turns in a row in which every resident block stalled without writing
/// anything, after which the blocks can never finish.
const IDLE_ROUNDS: u64 = 1000;

/// Runs the blocks on this thread in row-major order, each to the end unless
/// it stalls (all its warps wait at barriers or poll memory without writing:
/// a grid-wide barrier, a flag another block sets). A stalled block stays
/// resident and the next block starts; once no more can start, the resident
/// blocks take turns in order. Blocks that never wait run exactly one after
/// another.
fn run_in_turns(
    ctx: &LaunchCtx,
    gmem: &mut GlobalMem,
    nblocks: u64,
    stats: &mut Stats,
    out: &mut Vec<u8>,
) -> Result<(), SimError> {
    let cap = if ctx.cooperative { usize::MAX } else { RESIDENT_BLOCKS };
    let mut resident: VecDeque<Block> = VecDeque::new();
    let mut next = 0u64;
    let mut idle = 0u64;
    // a finished block, whose memory the next one takes over
    let mut spare = None;
    loop {
        let mut block = if next < nblocks && resident.len() < cap {
            next += 1;
            Block::reusing(ctx, block_index(ctx.grid, next - 1), spare.take())
        } else if let Some(b) = resident.pop_front() {
            b
        } else {
            return Ok(());
        };
        match block.run(ctx, GlobalRef::Exclusive(gmem), stats, out, ctx.limit, true)? {
            BlockEnd::Finished => {
                idle = 0;
                spare = Some(block);
            }
            BlockEnd::Stalled { progressed } => {
                idle = if progressed { 0 } else { idle + 1 };
                resident.push_back(block);
                let none_to_start = next >= nblocks || resident.len() >= cap;
                if none_to_start && idle > IDLE_ROUNDS * resident.len() as u64 {
                    return Err(stalled_error(ctx, resident.len()));
                }
            }
        }
    }
}

fn stalled_error(ctx: &LaunchCtx, n: usize) -> SimError {
    let name = &ctx.prog.funcs[ctx.kernel as usize].name;
    let mut e = SimError::msg(format!(
        "blocks wait forever: in each of the {n} resident blocks every warp waits at a barrier or polls memory that nothing writes any more"
    ));
    e.kernel = Some(name.clone());
    e.kind = crate::error::FaultKind::Deadlock;
    e
}

/// The `%ctaid` of the `b`-th block in row-major order.
fn block_index(grid: [u32; 3], b: u64) -> [u32; 3] {
    let (gx, gy) = (grid[0] as u64, grid[1] as u64);
    [(b % gx) as u32, (b / gx % gy) as u32, (b / (gx * gy)) as u32]
}

/// What one worker thread did.
struct WorkerResult {
    /// Counts of its blocks known to come before any failure.
    stats: Stats,
    /// Counts of its blocks that finished while a lower block was still
    /// running, by block number: kept apart until the grid ends, because
    /// that lower block may still fail and a one-thread run would never
    /// have started them.
    pending: Vec<(u64, Stats)>,
    /// printf output of its blocks that printed, by block number.
    outputs: Vec<(u64, Vec<u8>)>,
    /// The first block that failed on this worker.
    error: Option<(u64, SimError)>,
}

/// What the workers share: the next block to hand out, the lowest failing
/// block, and for each worker a lower bound of the block it runs (`IDLE`
/// when none), which tells a worker whether every lower block has finished.
struct Dispatch {
    next: AtomicU64,
    first_failure: AtomicU64,
    running: Vec<AtomicU64>,
}

const IDLE: u64 = u64::MAX;

impl Dispatch {
    /// Hands worker `w` its next block. A lower bound is published before
    /// the block is taken, so no other worker can see `w` as idle while it
    /// holds a block.
    fn take(&self, w: usize) -> u64 {
        self.running[w].store(self.next.load(Ordering::SeqCst), Ordering::SeqCst);
        let b = self.next.fetch_add(1, Ordering::SeqCst);
        self.running[w].store(b, Ordering::SeqCst);
        b
    }

    /// Whether block `b`, finished, has only finished, successful blocks
    /// before it (blocks are handed out in order, so every lower block has
    /// been taken; those not running have finished).
    fn settled(&self, b: u64) -> bool {
        b < self.first_failure.load(Ordering::SeqCst) && self.running.iter().all(|r| b < r.load(Ordering::SeqCst))
    }
}

fn run_parallel(
    ctx: &LaunchCtx,
    gmem: &GlobalMem,
    threads: usize,
    nblocks: u64,
    stats: &mut Stats,
    out: &mut Vec<u8>,
) -> Result<(), SimError> {
    let dispatch = Dispatch {
        next: AtomicU64::new(0),
        first_failure: AtomicU64::new(IDLE),
        running: (0..threads).map(|_| AtomicU64::new(IDLE)).collect(),
    };
    let budget = ctx.limit.saturating_sub(stats.thread_insts);
    let fresh_stats = || Stats {
        by_op: vec![0; ctx.prog.names.len()],
        ..Stats::default()
    };
    let worker = |w: usize| {
        let mut r = WorkerResult {
            stats: fresh_stats(),
            pending: Vec::new(),
            outputs: Vec::new(),
            error: None,
        };
        // Each block counts into `block`, so its counts can be held back.
        let mut block = fresh_stats();
        let mut worker_insts = 0u64;
        let mut spare = None;
        loop {
            let b = dispatch.take(w);
            if b >= nblocks || b > dispatch.first_failure.load(Ordering::SeqCst) {
                break;
            }
            let mut text = Vec::new();
            let res = run_block(
                ctx,
                block_index(ctx.grid, b),
                GlobalRef::Shared(gmem),
                &mut block,
                &mut text,
                budget.saturating_sub(worker_insts),
                &mut spare,
            );
            worker_insts += block.thread_insts;
            if !text.is_empty() {
                r.outputs.push((b, text));
            }
            if let Err(e) = res {
                // Published before this worker stops counting as running.
                dispatch.first_failure.fetch_min(b, Ordering::SeqCst);
                r.pending.push((b, block));
                r.error = Some((b, e));
                break;
            }
            dispatch.running[w].store(IDLE, Ordering::SeqCst);
            if dispatch.settled(b) {
                r.stats.merge(&block);
                block.clear();
            } else {
                r.pending.push((b, std::mem::replace(&mut block, fresh_stats())));
            }
        }
        dispatch.running[w].store(IDLE, Ordering::SeqCst);
        r
    };
    let results: Vec<WorkerResult> = std::thread::scope(|s| {
        // Workers the OS refuses to start are simply missing; this thread works too.
        let helpers: Vec<_> = (1..threads)
            .filter_map(|w| std::thread::Builder::new().spawn_scoped(s, move || worker(w)).ok())
            .collect();
        let mut all = vec![worker(0)];
        for h in helpers {
            match h.join() {
                Ok(r) => all.push(r),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    });
    let last = results
        .iter()
        .filter_map(|r| r.error.as_ref().map(|(b, _)| *b))
        .min()
        .unwrap_or(IDLE);
    let mut outputs = Vec::new();
    let mut error: Option<(u64, SimError)> = None;
    for r in results {
        stats.merge(&r.stats);
        for (b, counts) in &r.pending {
            if *b <= last {
                stats.merge(counts);
            }
        }
        outputs.extend(r.outputs);
        if let Some((b, e)) = r.error {
            if b == last {
                error = Some((b, e));
            }
        }
    }
    outputs.sort_by_key(|(b, _)| *b);
    for (_, text) in outputs.into_iter().take_while(|(b, _)| *b <= last) {
        out.extend_from_slice(&text);
    }
    match error {
        Some((_, e)) => Err(e),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_numbered_x_fastest() {
        assert_eq!(block_index([3, 2, 2], 0), [0, 0, 0]);
        assert_eq!(block_index([3, 2, 2], 4), [1, 1, 0]);
        assert_eq!(block_index([3, 2, 2], 11), [2, 1, 1]);
    }
}
