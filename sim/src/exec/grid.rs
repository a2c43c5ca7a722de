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
//! one of the first failing block in block order, and the output is the
//! output of the blocks up to it, as in a one-thread run (global memory and
//! counts may also hold the work of later blocks that had already started).
//! A thread-instruction limit applies to each worker's own count.

use crate::error::SimError;
use crate::exec::memory::GlobalMem;
use crate::exec::order::{classify, Parallelism};
use crate::exec::{run_block, GlobalRef, LaunchCtx, Stats};
use std::sync::atomic::{AtomicU64, Ordering};

/// Runs every block of a launch, adding counts to `stats` and printf text to `out`.
pub fn run_grid(ctx: &LaunchCtx, gmem: &mut GlobalMem, stats: &mut Stats, out: &mut Vec<u8>) -> Result<(), SimError> {
    if stats.by_op.len() < ctx.prog.names.len() {
        stats.by_op.resize(ctx.prog.names.len(), 0);
    }
    let nblocks = ctx.grid.iter().map(|&d| d as u64).product::<u64>();
    let threads = (ctx.threads as u64).clamp(1, nblocks.max(1)) as usize;
    if threads == 1 || matches!(classify(ctx.prog, ctx.kernel), Parallelism::Alone(_)) {
        for b in 0..nblocks {
            run_block(
                ctx,
                block_index(ctx.grid, b),
                GlobalRef::Exclusive(gmem),
                stats,
                out,
                ctx.limit,
            )?;
        }
        return Ok(());
    }
    run_parallel(ctx, gmem, threads, nblocks, stats, out)
}

/// The `%ctaid` of the `b`-th block in row-major order.
fn block_index(grid: [u32; 3], b: u64) -> [u32; 3] {
    let (gx, gy) = (grid[0] as u64, grid[1] as u64);
    [(b % gx) as u32, (b / gx % gy) as u32, (b / (gx * gy)) as u32]
}

/// What one worker thread did.
struct WorkerResult {
    stats: Stats,
    /// printf output of its blocks that printed, by block number.
    outputs: Vec<(u64, Vec<u8>)>,
    /// The first block that failed on this worker.
    error: Option<(u64, SimError)>,
}

fn run_parallel(
    ctx: &LaunchCtx,
    gmem: &GlobalMem,
    threads: usize,
    nblocks: u64,
    stats: &mut Stats,
    out: &mut Vec<u8>,
) -> Result<(), SimError> {
    let next = AtomicU64::new(0);
    let first_failure = AtomicU64::new(u64::MAX);
    let budget = ctx.limit.saturating_sub(stats.thread_insts);
    let worker = || {
        let mut r = WorkerResult {
            stats: Stats {
                by_op: vec![0; ctx.prog.names.len()],
                ..Stats::default()
            },
            outputs: Vec::new(),
            error: None,
        };
        loop {
            let b = next.fetch_add(1, Ordering::Relaxed);
            if b >= nblocks || b > first_failure.load(Ordering::Relaxed) {
                break;
            }
            let mut text = Vec::new();
            let res = run_block(
                ctx,
                block_index(ctx.grid, b),
                GlobalRef::Shared(gmem),
                &mut r.stats,
                &mut text,
                budget,
            );
            if !text.is_empty() {
                r.outputs.push((b, text));
            }
            if let Err(e) = res {
                first_failure.fetch_min(b, Ordering::Relaxed);
                r.error = Some((b, e));
                break;
            }
        }
        r
    };
    let results: Vec<WorkerResult> = std::thread::scope(|s| {
        // Workers the OS refuses to start are simply missing; this thread works too.
        let helpers: Vec<_> = (1..threads)
            .filter_map(|_| std::thread::Builder::new().spawn_scoped(s, worker).ok())
            .collect();
        let mut all = vec![worker()];
        for h in helpers {
            match h.join() {
                Ok(r) => all.push(r),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    });
    let mut outputs = Vec::new();
    let mut error: Option<(u64, SimError)> = None;
    for r in results {
        stats.merge(&r.stats);
        outputs.extend(r.outputs);
        if let Some((b, e)) = r.error {
            if error.as_ref().is_none_or(|(first, _)| b < *first) {
                error = Some((b, e));
            }
        }
    }
    let last = error.as_ref().map_or(u64::MAX, |(b, _)| *b);
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
