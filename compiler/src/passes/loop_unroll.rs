//! Full loop unrolling: a loop whose trip count is a small constant becomes
//! that many copies of its body in a row, as nvcc does by default (issue 15:
//! stencil taps, `for (k = 0; k < TILE; ++k)`, loops over small local arrays).
//! Each copy sees its iteration's induction value as a constant, so the
//! compares and branches of the loop disappear and array indices fold; the
//! pass then folds constants and promotes the local arrays whose indices all
//! became constant (instsimplify, sroa, mem2reg).
//!
//! Unrolled: innermost natural loops (outer ones once theirs are unrolled, and
//! outer ones marked `#pragma unroll` whose inner loops stay loops, each copy
//! with its own copy of them, as nvcc: ntt's `_mul_modP` loop in an unrolled
//! loop over a local array)
//! with a preheader and one latch, left by the header's conditional branch
//! (and perhaps by `break`s, below), whose condition compares a header phi (the induction variable:
//! a constant on entry, then `+ - * << >> /` a constant per iteration) with a
//! constant (or a pointer stepped by a constant GEP and compared with a
//! constant GEP of its start: `while (data != end)`). The trip count is found by running the induction variable
//! (`MAX_TRIPS` at most, `MAX_PRAGMA_TRIPS` under `#pragma unroll`); the unrolled size must stay within
//! `MAX_UNROLLED_INSTS` (`#pragma unroll` without a count raises it, and so
//! does a local array indexed by a value of the loop, whose indices the copies
//! fold: `MAX_LOCAL_ARRAY_UNROLLED_INSTS`). Loops
//! marked `#pragma unroll 1` stay loops, unless they run at most once. A
//! condition `a && i < N` is first reshaped so that the header tests
//! `i < N` (loop_conditions.rs).
//!
//! The copies: copy k of every loop block, its header phis replaced by the
//! values of copy k-1's latch (the preheader's for k = 0), its header branch
//! by a jump into the body; after the last, one more copy of the header (the
//! condition is false there) jumps to the exit. Only header values can be
//! used outside the loop (the header is the only way out), and they take the
//! last header copy's values.
//!
//! A bound known only by its range (`for (j = 0; j <= k % 2; j++)` with `k` a
//! counter from 0, so `k % 2` is 0 or 1; `j < (x & 7)`; `ir::analysis::unsigned_max`) gives
//! the most iterations the loop can run, found by running the induction
//! variable against the bound's worst value (at most `MAX_BOUNDED_TRIPS`).
//! The loop becomes that many copies, as nvcc does with such loops; each
//! header copy keeps its test unless it passes for every value of the bound
//! (the first copy of `j <= k % 2`), and the header's exits are handled as
//! `break`s, below. The last header copy's test fails for every value, so it
//! jumps out.
//!
//! `break`: other blocks of the loop may branch to the header's exit block,
//! directly or through a block that only jumps there (copied with the loop).
//! Every copy keeps that branch; the exit block's phis get one entry per copy
//! of each breaking block, and a header value used after the loop other than
//! by those phis gets a new phi in the exit block (which then must have no
//! predecessor outside the loop). As nvcc does with `for (k = 0; k < 32; k++)
//! { ...; if (c) break; }`.
//! Preserves: behaviour. Requires: SSA form (after mem2reg).

use super::instsimplify::int_const;
use super::unroll_analysis::KeptLoops;
use super::unrolled_size::{unrolled_size, SizeCache};
use cranelift_entity::{EntityRef, EntitySet};
use ptxc_ir::analysis::{stack_slot_of, unsigned_max, Cfg, Loop, LoopInfo};
use ptxc_ir::fold::integer::binary;
use ptxc_ir::metadata_keys::{self, LoopHint};
use ptxc_ir::{Block, Function, Inst, InstFlags, IntPredicate, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Loops running more iterations than this stay loops.
pub const MAX_TRIPS: u64 = 64;

/// Loops marked `#pragma unroll` running more iterations than this stay loops
/// (their copies must also fit `MAX_PRAGMA_UNROLLED_INSTS`).
pub const MAX_PRAGMA_TRIPS: u64 = 1024;

/// A loop whose bound is known only by its range (`j <= k % 2`) is unrolled
/// when it runs at most this many iterations; each copy keeps its test.
pub const MAX_BOUNDED_TRIPS: u64 = 8;

/// A loop whose copies would hold more instructions than this stays a loop.
pub const MAX_UNROLLED_INSTS: usize = 1200;

/// The budget under `#pragma unroll` (without a count): LLVM's
/// `-pragma-unroll-threshold` (16 K), which nvcc's unroller keeps (CuTe's
/// `gemm` over the k-blocks of a fragment, 8 copies of 980 folded instructions,
/// is one loop nvcc unrolls).
pub const MAX_PRAGMA_UNROLLED_INSTS: usize = 16 * 1024;

/// The budget for a loop that indexes a local array with a value computed in
/// the loop (LLVM's full-unroll boost, 400%, for what the copies' constant
/// indices save): unrolled, the array's indices fold and it leaves local memory
/// (an LSTM cell's `float i_state[5]` filled by a loop around `expf`, which
/// alone is ~200 instructions).
pub const MAX_LOCAL_ARRAY_UNROLLED_INSTS: usize = 4 * MAX_UNROLLED_INSTS;

/// The most instructions a function may grow to by unrolling (counting the
/// copies before they fold: CUTLASS's split-K GEMM kernel, whose warp-level
/// loop nvcc unrolls, passes 20,000 on the way and folds to 5,000; ggml's
/// flash-attention kernels for heads of 256 to 576 passed 40,000, and their
/// `#pragma unroll` loops over `Q_B[k/32]` stayed loops with the fragments in
/// local memory, 192 to 512 bytes, where nvcc has 16 or none).
pub const MAX_FUNCTION_INSTS: usize = 80_000;

/// The most loops one run unrolls (each one recomputes the loop analyses). A
/// CUTLASS 2.x GEMM kernel holds 156 loops once inlined, most of them
/// `Coord`'s two-trip loops over its dimensions; MAX_FUNCTION_INSTS bounds
/// the growth.
pub const MAX_UNROLLS_PER_RUN: usize = 1024;

/// Unrolls every eligible loop of `f`, then cleans up. Returns the number unrolled.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    if !ptxc_ir::analysis::may_have_loops(f) {
        return 0;
    }
    // `i < N` joined to another test by `&&` becomes the header's test.
    super::loop_conditions::run(&*m, f);
    let mut unrolled = 0;
    // `unrolled` when the copies were last folded.
    let mut folded_since = 0;
    // One loop at a time, inner loops first, so an outer loop is tried once its
    // inner loops are gone. The analyses are kept across unrolls while they
    // answer as fresh ones would (unroll_analysis.rs).
    let mut kept: Option<KeptLoops> = None;
    // Whether no block is unreachable (since the last unroll, not since a fold).
    let mut all_reachable = false;
    let mut rounds = 0;
    // Headers of loops planned and refused since the IR last changed around
    // them: fresh analyses after a stale search find the same loops, and the
    // same answer (a CUTLASS 2.x kernel re-planned every refused loop twice
    // per unroll).
    let mut refused: FxHashSet<Block> = FxHashSet::default();
    let mut sizes = SizeCache::default();
    // `cost(f, &f.layout)`, kept up to date across unrolls (walking the
    // function each round was a tenth of a CUTLASS 2.x GEMM's loop-unroll).
    let mut function_size: Option<usize> = None;
    while rounds < MAX_UNROLLS_PER_RUN {
        let analyses = kept.get_or_insert_with(|| KeptLoops::compute(f));
        let size = *function_size.get_or_insert_with(|| cost(f, &f.layout));
        debug_assert_eq!(size, cost(f, &f.layout), "kept function size");
        let (plan, l, innermost) = match search(m, f, analyses, size, &mut refused, &mut sizes, all_reachable) {
            Search::Stale => {
                kept = None;
                continue;
            }
            Search::Found(plan, l, innermost) => (plan, l, innermost),
            Search::NotFound => {
                #[cfg(debug_assertions)]
                {
                    let fresh = KeptLoops::compute(f);
                    let again = search(
                        m,
                        f,
                        &fresh,
                        size,
                        &mut FxHashSet::default(),
                        &mut SizeCache::default(),
                        false,
                    );
                    assert!(
                        matches!(again, Search::NotFound),
                        "fresh loop analyses found a loop that kept ones refused"
                    );
                }
                rounds += 1;
                // An outer loop counts its unrolled inner loops' copies as they were
                // copied: folded, their index arithmetic mostly goes (CuTe's
                // `gemm` over a k-block: 4,700 instructions raw, 420 folded), so
                // the copies are folded once before the loops that did not fit are
                // tried again.
                if folded_since == unrolled {
                    break;
                }
                let shape = control_flow(f);
                super::instsimplify::run(m, f);
                super::dce::run(m, f);
                super::sroa::run(m, f);
                super::mem2reg::run(m, f);
                super::gvn::run(m, f);
                super::dce::run(m, f);
                refused.clear();
                sizes.clear();
                folded_since = unrolled;
                // Folding changes instructions, not blocks or edges: the loop
                // analyses stand (recomputing them after each fold was a tenth
                // of a CUTLASS 2.x GEMM's loop-unroll). Checked, not assumed.
                if control_flow(f) != shape {
                    kept = None;
                }
                function_size = None;
                all_reachable = false;
                continue;
            }
        };
        rounds += 1;
        #[cfg(debug_assertions)]
        {
            let fresh = KeptLoops::compute(f);
            let fresh_sizes = &mut SizeCache::default();
            // Refusals kept across unrolls must be what fresh plans say.
            let fresh_refused = &mut FxHashSet::default();
            let Search::Found(again, _, _) = search(m, f, &fresh, size, fresh_refused, fresh_sizes, false) else {
                panic!("kept loop analyses found a loop that fresh ones do not");
            };
            debug_assert_eq!(again.header, plan.header, "kept loop analyses chose another loop");
        }
        let (loop_size, first_new_block) = (cost(f, &plan.blocks), f.blocks.len());
        // Once every block is reachable, uses of the loop's values lie where
        // the kept dominator tree says (unroll_analysis.rs).
        let changed_outside = unroll(f, &plan, all_reachable.then_some(&*analyses));
        // The loop's own blocks are all that unrolling left unreachable, once
        // every block was reachable.
        match all_reachable {
            true => {
                super::simplify_cfg::remove_known_unreachable_blocks(f, &plan.blocks.iter().copied().collect());
                // The copies came, the loop went, and `exit` got a phi per escaping value.
                let copies: Vec<Block> = (first_new_block..f.blocks.len()).map(Block::new).collect();
                let phis = if plan.breaks.is_empty() { 0 } else { plan.escaping.len() };
                function_size = Some(size - loop_size + cost(f, &copies) + phis);
            }
            false => {
                super::simplify_cfg::remove_unreachable_blocks(f);
                function_size = None;
            }
        }
        // A loop refused at one function size is refused at a larger one.
        if function_size.is_none_or(|now| now < size) {
            refused.clear();
        }
        all_reachable = true;
        unrolled += 1;
        // The copies of an outer loop hold its inner loops: new loops.
        // Counts and refusals of loops whose blocks or whose branch
        // conditions' operands may have changed go; other loops are as they
        // were (unroll_analysis.rs), and refused again if planned (re-planning
        // every refused loop after each unroll was a tenth of a CUTLASS 2.x
        // GEMM's loop-unroll).
        match innermost {
            true => {
                for header in analyses.unrolled(l, plan.exit) {
                    sizes.forget(header);
                    refused.remove(&header);
                }
            }
            false => kept = None,
        }
        if !innermost || changed_outside {
            sizes.clear();
            refused.clear();
        }
    }
    if unrolled > 0 {
        super::instsimplify::run(m, f);
        // The copies' header compares are dead; of a pointer induction variable
        // they are pointer compares, which keep its slot from being promoted.
        super::dce::run(m, f);
        super::sroa::run(m, f);
        super::mem2reg::run(m, f);
        super::instsimplify::run(m, f);
        // A slot read at an index computed from its own fields had them
        // forwarded just now (indexed_slot_fields.rs); the index folded
        // only then, and the slot splits on a second try.
        if super::sroa::run(m, f) > 0 {
            super::mem2reg::run(m, f);
            super::instsimplify::run(m, f);
        }
    }
    unrolled
}

/// The blocks of `f` in order, each followed by its successors (and a
/// separator): what the loop analyses are computed from.
fn control_flow(f: &Function) -> Vec<Option<Block>> {
    let mut shape = Vec::with_capacity(3 * f.layout.len());
    for &b in &f.layout {
        shape.push(Some(b));
        shape.extend(f.successor_iter(b).map(Some));
        shape.push(None);
    }
    shape
}

/// The instructions of `blocks` that will cost something: unconditional jumps
/// are left out, since copies of unrolled loops are full of blocks that only
/// jump to the next and merge away; counting them would make the second of two
/// nested `#pragma unroll` loops look twice its size and stay a loop.
fn cost(f: &Function, blocks: &[Block]) -> usize {
    blocks
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter())
        .filter(|&&i| f.inst(i).opcode() != Opcode::Br)
        .count()
}

/// Whether a GEP in `blocks` indexes into a stack slot (directly or through
/// constant GEPs) by a value defined in the loop: once unrolled, that index is
/// a constant in every copy and the slot can be split and promoted.
fn indexes_local_array(f: &Function, blocks: &[Block]) -> bool {
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let defined_in_loop = |v: Value| {
        v.as_inst()
            .is_some_and(|i| f.inst(i).block.is_some_and(|b| in_loop.contains(&b)))
    };
    blocks.iter().flat_map(|&b| f.blocks[b].insts.iter()).any(|&i| {
        f.inst(i).opcode() == Opcode::GetElementPtr
            && stack_slot_of(f, f.operands(i)[0], 4).is_some()
            && f.operands(i)[1..].iter().any(|&x| defined_in_loop(x))
    })
}

/// What one search for a loop to unroll found.
enum Search {
    /// The plan for the first loop that fits, and whether it is innermost.
    Found(Plan, Loop, bool),
    /// No loop fits.
    NotFound,
    /// The search reached a loop the kept analyses may describe wrongly.
    Stale,
}

/// The first innermost loop that fits; or else the first loop marked
/// `#pragma unroll` that keeps an inner loop (a run-time trip count, a library
/// loop inlined) and fits: copies of it, inner loop and all, as nvcc makes them.
/// Loops whose header is in `refused` are not planned again (the IR is as
/// when they were refused); loops refused now join it.
fn search(
    m: &Module,
    f: &Function,
    kept: &KeptLoops,
    size: usize,
    refused: &mut FxHashSet<Block>,
    sizes: &mut SizeCache,
    all_reachable: bool,
) -> Search {
    let loops = &kept.loops;
    for (l, d) in loops.loops() {
        if kept.is_removed(l) || !kept.is_innermost(l) {
            continue;
        }
        if kept.is_tainted(l) {
            return Search::Stale;
        }
        if refused.contains(&d.header) {
            continue;
        }
        match plan(m, f, kept, l, size, sizes, all_reachable) {
            Some(p) => return Search::Found(p, l, true),
            None => {
                refused.insert(d.header);
            }
        }
    }
    for (l, d) in loops.loops() {
        if kept.is_removed(l) || kept.is_innermost(l) {
            continue;
        }
        if kept.is_tainted(l) {
            return Search::Stale;
        }
        if full_unroll_requested(m, f, &d.latches) && !refused.contains(&d.header) {
            match plan(m, f, kept, l, size, sizes, all_reachable) {
                Some(p) => return Search::Found(p, l, false),
                None => {
                    refused.insert(d.header);
                }
            }
        }
    }
    Search::NotFound
}

/// Whether a loop with these latches is marked `#pragma unroll` (no count).
fn full_unroll_requested(m: &Module, f: &Function, latches: &[Block]) -> bool {
    matches!(latches, [latch] if loop_hints(m, f, *latch).contains(&LoopHint::UnrollFull))
}

/// One copy of the loop: its block map and the values of its instructions.
type CopyMaps = (FxHashMap<Block, Block>, FxHashMap<Inst, Value>);

/// What unrolling one loop needs.
struct Plan {
    /// The loop's blocks, header first.
    blocks: Vec<Block>,
    header: Block,
    latch: Block,
    preheader: Block,
    /// The header's successor inside the loop and outside it.
    body_entry: Block,
    exit: Block,
    /// Iterations (times the body runs; at most that many when
    /// `header_tests` is set).
    trips: u64,
    /// For a loop whose bound is known only by its range: for each copy,
    /// whether its header keeps its test (a branch to `exit`). Empty when the
    /// trip count is exact.
    header_tests: Vec<bool>,
    /// Loop blocks other than the header that branch to `exit` (`break`).
    breaks: Vec<Block>,
    /// With `breaks`: loop values used after the loop other than by `exit`'s
    /// phis (they get a phi in `exit`).
    escaping: Vec<Inst>,
}

/// The plan for unrolling `l`, if it is eligible and small enough.
fn plan(
    m: &Module,
    f: &Function,
    kept: &KeptLoops,
    l: Loop,
    size: usize,
    sizes: &mut SizeCache,
    all_reachable: bool,
) -> Option<Plan> {
    let (cfg, loops) = (&kept.cfg, &kept.loops);
    let data = loops.data(l);
    let header = data.header;
    let [latch] = data.latches[..] else { return None };
    let preheader = loops.preheader(f, cfg, l)?;
    // Left by the header's test, and perhaps by `break`s: branches to the
    // same block, or to a block that only jumps there (copied with the loop).
    let exits = loops.exit_edges(f, l);
    let &(_, exit) = exits.iter().find(|&&(from, _)| from == header)?;
    let mut blocks = data.blocks.clone();
    let mut breaks: Vec<Block> = Vec::new();
    for &(from, to) in &exits {
        if to == exit {
            if from != header && !breaks.contains(&from) {
                breaks.push(from);
            }
        } else if is_forwarder(f, cfg, loops, l, to, exit) {
            if !blocks.contains(&to) {
                blocks.push(to);
                breaks.push(to);
            }
        } else {
            return None;
        }
    }
    let hints = loop_hints(m, f, latch);
    let term = f.terminator(header)?;
    if f.inst(term).opcode() != Opcode::CondBr {
        return None;
    }
    let ops = f.operands(term);
    let (cond, t, e) = (ops[0], ops[1].as_block()?, ops[2].as_block()?);
    let body_entry = if e == exit { t } else { e };
    let continue_when = e == exit; // the branch stays in the loop when `cond` is true
    let Trips {
        count: trips,
        tests: header_tests,
    } = trip_count(m, f, header, preheader, latch, cond, continue_when)?;
    // `#pragma unroll 1` keeps a loop a loop, but one that runs at most once
    // has no back edge to keep (nvcc drops it too).
    if hints.contains(&LoopHint::UnrollDisable) && trips > 1 {
        return None;
    }
    if header_tests.iter().any(|&t| t) {
        // The header becomes one more way out, like a `break`.
        breaks.push(header);
    }
    let loop_insts = cost(f, &blocks);
    let budget = if hints.contains(&LoopHint::UnrollFull) {
        MAX_PRAGMA_UNROLLED_INSTS
    } else if indexes_local_array(f, &blocks) {
        MAX_LOCAL_ARRAY_UNROLLED_INSTS
    } else {
        MAX_UNROLLED_INSTS
    };
    let mut grown = loop_insts.saturating_mul(trips as usize + 1);
    if (grown > budget || size + grown > MAX_FUNCTION_INSTS) && header_tests.is_empty() {
        // Blocks a copy's induction values rule out fold away in it.
        let limit = budget.min(MAX_FUNCTION_INSTS.saturating_sub(size));
        let copies = unrolled_size(sizes, m, f, &blocks, (preheader, latch), trips, limit, |b| {
            cost(f, &[b])
        });
        grown = copies.map_or(grown, |c| c.min(grown));
    }
    if grown > budget || size + grown > MAX_FUNCTION_INSTS {
        return None;
    }
    // Every header phi must name its value from the preheader and the latch.
    for &i in &f.blocks[header].insts {
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        let from = |b: Block| f.operands(i).chunks(2).any(|pair| pair[1] == Value::Block(b));
        if !from(preheader) || !from(latch) {
            return None;
        }
    }
    // Stack slots made inside the loop would be made once per copy.
    let dynamic_alloca = blocks
        .iter()
        .any(|&b| f.blocks[b].insts.iter().any(|&i| f.inst(i).opcode() == Opcode::Alloca));
    if dynamic_alloca {
        return None;
    }
    // Last: it looks at the uses outside the loop.
    let escaping = if breaks.is_empty() {
        Vec::new()
    } else {
        escaping_values(f, cfg, all_reachable.then_some(kept), &blocks, exit)?
    };
    Some(Plan {
        blocks,
        header,
        latch,
        preheader,
        body_entry,
        exit,
        trips,
        header_tests,
        breaks,
        escaping,
    })
}

/// Whether `b`, outside loop `l`, only jumps to `exit` and is reached only
/// from the loop (what a `break` inside an `if` leaves).
fn is_forwarder(f: &Function, cfg: &Cfg, loops: &LoopInfo, l: Loop, b: Block, exit: Block) -> bool {
    let [only] = f.blocks[b].insts[..] else { return false };
    f.inst(only).opcode() == Opcode::Br
        && *f.successors(b) == [exit]
        && cfg.preds(b).iter().all(|&p| loops.contains(l, p))
}

/// For a loop with `break`s: the loop values used outside it other than by
/// `exit`'s phis on edges from the loop. Each gets a phi in `exit` merging its
/// copies, which needs every predecessor of `exit` to be in the loop (then
/// `exit` dominates every such use); `None` when one is not.
///
/// With `kept` (analyses kept across unrolls of a function whose blocks are
/// all reachable), only the blocks they say may use the loop's values are
/// looked at, in the same order (a sweep of the whole function per plan was a
/// tenth of ggml's flash-attention compile).
fn escaping_values(
    f: &Function,
    cfg: &Cfg,
    kept: Option<&KeptLoops>,
    blocks: &[Block],
    exit: Block,
) -> Option<Vec<Inst>> {
    let searched = kept.and_then(|k| k.blocks_using_loop_values(f, exit));
    let found = escaping_values_in(f, cfg, blocks, exit, searched.as_ref());
    #[cfg(debug_assertions)]
    if searched.is_some() {
        let everywhere = escaping_values_in(f, cfg, blocks, exit, None);
        assert_eq!(
            found, everywhere,
            "a use of the loop's values outside the blocks searched"
        );
    }
    found
}

/// [`escaping_values`], looking only at the blocks in `searched` if given.
fn escaping_values_in(
    f: &Function,
    cfg: &Cfg,
    blocks: &[Block],
    exit: Block,
    searched: Option<&EntitySet<Block>>,
) -> Option<Vec<Inst>> {
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let defined_inside = |v: Value| {
        v.as_inst()
            .filter(|&i| f.inst(i).block.is_some_and(|b| in_loop.contains(&b)))
    };
    let mut escaping: Vec<Inst> = Vec::new();
    for &b in &f.layout {
        if in_loop.contains(&b) || searched.is_some_and(|s| !s.contains(b)) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            let is_exit_phi = b == exit && f.inst(i).opcode() == Opcode::Phi;
            let ops = f.operands(i);
            for (n, &v) in ops.iter().enumerate() {
                let Some(d) = defined_inside(v) else { continue };
                // An exit phi's value on an edge from the loop is mapped per copy.
                if is_exit_phi
                    && n % 2 == 0
                    && ops
                        .get(n + 1)
                        .and_then(|x| x.as_block())
                        .is_some_and(|p| in_loop.contains(&p))
                {
                    continue;
                }
                // Only header values reach past the header's exit unmerged.
                if f.inst(d).block != blocks.first().copied() {
                    return None;
                }
                if !escaping.contains(&d) {
                    escaping.push(d);
                }
            }
        }
    }
    if !escaping.is_empty() && cfg.preds(exit).iter().any(|p| !in_loop.contains(p)) {
        return None;
    }
    Some(escaping)
}

/// The hints on the loop's back edge (`#pragma unroll`).
pub(super) fn loop_hints(m: &Module, f: &Function, latch: Block) -> Vec<LoopHint> {
    f.terminator(latch)
        .and_then(|t| f.metadata(t, metadata_keys::LOOP))
        .map_or_else(Vec::new, |node| metadata_keys::loop_hints(&m.md, node))
}

/// A loop's trip count.
struct Trips {
    /// Times the body runs (at most, with `tests`).
    count: u64,
    /// When the bound is known only by its range, for each iteration whether
    /// its header test must stay (the body may or may not run); empty when
    /// `count` is exact.
    tests: Vec<bool>,
}

/// How many times the body runs: `cond` must compare a header phi (constant on
/// entry from `preheader`, `phi op constant` from `latch`, op one of `+`, `-`,
/// `*`, `<<`, `>>`, `/`) with a constant, or with a value whose range is known
/// (`j <= k % 2`: at most two iterations, the second one tested).
fn trip_count(
    m: &Module,
    f: &Function,
    header: Block,
    preheader: Block,
    latch: Block,
    cond: Value,
    continue_when: bool,
) -> Option<Trips> {
    let cmp = cond.as_inst()?;
    if f.inst(cmp).opcode() != Opcode::ICmp || f.inst(cmp).block != Some(header) {
        return None;
    }
    let pred = IntPredicate::from_u16(f.inst(cmp).header.subop)?;
    let (a, b) = (f.operands(cmp)[0], f.operands(cmp)[1]);
    let is_header_phi = |v: Value| {
        v.as_inst()
            .is_some_and(|i| f.inst(i).opcode() == Opcode::Phi && f.inst(i).block == Some(header))
    };
    // The induction variable, or its zero extension (`i < N` with an
    // `unsigned i` and a `size_t` bound: cooperative groups' word loop over
    // `sizeof(T)`), on the left: `iv P bound`. Not yet a sign extension: the
    // `int i < ... sizeof ...` copy loops of cuda-samples' WMMA GEMMs (16
    // trips under `#pragma unroll`, as nvcc unrolls them) then reach 255
    // registers and spill (bf16TensorCoreGemm, dmmaTensorCoreGemm), which nvcc's
    // unrolled code does not.
    let widened = |v: Value| -> Option<(Value, u32)> {
        let e = v.as_inst()?;
        let op = f.inst(e).opcode();
        let TypeData::Int(to) = *m.types.get(f.inst(e).ty) else {
            return None;
        };
        let phi = f.operands(e)[0];
        (op == Opcode::ZExt && is_header_phi(phi)).then_some((phi, to))
    };
    let compared = |v: Value| is_header_phi(v) || widened(v).is_some();
    let (iv, bound, pred) = if compared(a) && int_const(m, a).is_none() {
        (a, b, pred)
    } else {
        (b, a, pred.swapped())
    };
    let (iv, extended_to) = match widened(iv) {
        Some((phi, to)) => (phi, Some(to)),
        None => (iv, None),
    };
    // The predicate under which the loop goes on.
    let pred = if continue_when { pred } else { inverse(pred) };
    let phi = iv.as_inst()?;
    if !is_header_phi(iv) {
        return None;
    }
    let incoming = |from: Block| {
        f.operands(phi)
            .chunks(2)
            .find(|p| p[1] == Value::Block(from))
            .map(|p| p[0])
    };
    if matches!(m.types.get(f.inst(phi).ty), TypeData::Ptr(_)) {
        extended_to.is_none().then_some(())?;
        return pointer_trip_count(m, f, iv, incoming(preheader)?, incoming(latch)?, bound, pred);
    }
    let (start, width) = folded_int(m, f, incoming(preheader)?, FOLD_DEPTH)?;
    // The compared value of an induction value `v`, and its width.
    // The width the values are compared in (a zero extension keeps them).
    let compared_width = extended_to.unwrap_or(width);
    let next = incoming(latch)?.as_inst()?;
    let step_op = f.inst(next).opcode();
    // `i += c`, `i -= c`, and also `off /= 2`, `m >>= 1`, `k *= 2` (warp
    // reductions): the values are simulated, so any constant step folds.
    if !is_step(step_op) || f.operands(next)[0] != iv {
        return None;
    }
    let (step, _) = folded_int(m, f, f.operands(next)[1], FOLD_DEPTH)?;
    // Under `#pragma unroll` only the size budget limits a known trip count,
    // as in LLVM (CUTLASS's `Array<float, 128>::fill` of a GEMM's accumulators).
    let known_max = match loop_hints(m, f, latch).contains(&LoopHint::UnrollFull) {
        true => MAX_PRAGMA_TRIPS,
        false => MAX_TRIPS,
    };
    let (worst, best, max_trips) = match folded_int(m, f, bound, FOLD_DEPTH) {
        Some((c, _)) => (c, c, known_max),
        None => {
            let (lo, hi) = bound_range(m, f, bound, pred, compared_width)?;
            // `iv < b` goes on longest for the largest `b`, `iv > b` for the smallest.
            let up = matches!(
                pred,
                IntPredicate::Ult | IntPredicate::Ule | IntPredicate::Slt | IntPredicate::Sle
            );
            let down = matches!(
                pred,
                IntPredicate::Ugt | IntPredicate::Uge | IntPredicate::Sgt | IntPredicate::Sge
            );
            match (up, down) {
                (true, _) => (hi, lo, MAX_BOUNDED_TRIPS),
                (_, true) => (lo, hi, MAX_BOUNDED_TRIPS),
                _ => return None,
            }
        }
    };
    let exact = worst == best;
    let mut tests = Vec::new();
    let mut v = start;
    for n in 0..=max_trips {
        // Whatever the bound's value, the loop has stopped once it would stop
        // for the worst one; it surely goes on while it would for the best one.
        if !pred.holds(v, worst, compared_width) {
            return Some(Trips { count: n, tests });
        }
        if !exact {
            tests.push(!pred.holds(v, best, compared_width));
        }
        v = binary(step_op, width, v, step)?;
    }
    None
}

/// How many times the body runs when the induction variable is a pointer
/// (`while (data != end) { k = *data++; ... }` with `end = data + len / 8`
/// over a local: metropolis's `mmhash64`; nvcc unrolls it): `p = phi [s, pre],
/// [gep inbounds T, p, c]` compared with `s` or `gep inbounds U, s, K`. Both
/// stay inside one object, so the loop runs on the byte offsets from `s`,
/// compared as signed integers, as an integer loop would.
fn pointer_trip_count(
    m: &Module,
    f: &Function,
    iv: Value,
    start: Value,
    next: Value,
    bound: Value,
    pred: IntPredicate,
) -> Option<Trips> {
    let step = constant_step(m, f, next, iv)?;
    let end = match bound == start {
        true => 0,
        false => constant_step(m, f, bound, start)?,
    };
    let pred = as_signed(pred);
    let bits = |v: i128| u128::from(v as u64);
    let mut v: i128 = 0;
    for n in 0..=MAX_TRIPS {
        if !pred.holds(bits(v), bits(end), 64) {
            return Some(Trips {
                count: n,
                tests: Vec::new(),
            });
        }
        v = v.checked_add(step)?;
    }
    None
}

/// The byte offset of `p` from `base` when `p` is `getelementptr inbounds T,
/// base, K` with a constant `K`.
fn constant_step(m: &Module, f: &Function, p: Value, base: Value) -> Option<i128> {
    let g = p.as_inst()?;
    let d = f.inst(g);
    let ops = f.operands(g);
    if d.opcode() != Opcode::GetElementPtr
        || !d.header.flags.has(InstFlags::INBOUNDS)
        || ops.len() != 2
        || ops[0] != base
    {
        return None;
    }
    let (k, width) = folded_int(m, f, ops[1], FOLD_DEPTH)?;
    let k = ((k << (128 - width)) as i128) >> (128 - width);
    k.checked_mul(i128::from(m.types.alloc_size(d.aux_ty?)))
}

/// The signed predicate ordering as `p` does (pointers into one object).
fn as_signed(p: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match p {
        Ugt => Sgt,
        Uge => Sge,
        Ult => Slt,
        Ule => Sle,
        other => other,
    }
}

/// The operations an induction variable may step by (with a constant).
pub(super) fn is_step(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::Shl
            | Opcode::LShr
            | Opcode::AShr
            | Opcode::UDiv
            | Opcode::SDiv
    )
}

/// How deep [`folded_int`] looks through instructions.
pub(super) const FOLD_DEPTH: u32 = 6;

/// The value of `v` when it is an integer constant or integer arithmetic on
/// constants, with its width. IR generation leaves `NV / 2` of a template
/// argument as `sdiv i32 4, 2` (instsimplify folds it only after unrolling),
/// and a loop starting there must still count.
pub(super) fn folded_int(m: &Module, f: &Function, v: Value, depth: u32) -> Option<(u128, u32)> {
    if let Some(c) = int_const(m, v) {
        return Some(c);
    }
    let i = v.as_inst().filter(|_| depth > 0)?;
    let op = f.inst(i).opcode();
    if matches!(op, Opcode::SExt | Opcode::ZExt | Opcode::Trunc) {
        // `sext i32 (len / 8) to i64`, a pointer's index.
        let (a, from) = folded_int(m, f, f.operands(i)[0], depth - 1)?;
        let TypeData::Int(to) = *m.types.get(f.inst(i).ty) else {
            return None;
        };
        return Some((extended(op, a, from, to), to));
    }
    if !is_step(op) && !matches!(op, Opcode::URem | Opcode::SRem | Opcode::And | Opcode::Or | Opcode::Xor) {
        return None;
    }
    let (a, width) = folded_int(m, f, f.operands(i)[0], depth - 1)?;
    let (b, _) = folded_int(m, f, f.operands(i)[1], depth - 1)?;
    Some((binary(op, width, a, b)?, width))
}

/// `a`, an integer of `from` bits, sign- or zero-extended or truncated to `to`
/// bits as `op` (`SExt`, `ZExt`, `Trunc`) does.
pub(super) fn extended(op: Opcode, a: u128, from: u32, to: u32) -> u128 {
    let sign = op == Opcode::SExt && from < 128 && a >> (from - 1) & 1 == 1;
    let wide = if sign { a | (u128::MAX << from) } else { a };
    let mask = if to >= 128 { u128::MAX } else { (1u128 << to) - 1 };
    wide & mask
}

/// The predicate that holds exactly when `p` does not.
pub(super) fn inverse(p: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match p {
        Eq => Ne,
        Ne => Eq,
        Ugt => Ule,
        Uge => Ult,
        Ult => Uge,
        Ule => Ugt,
        Sgt => Sle,
        Sge => Slt,
        Slt => Sge,
        Sle => Sgt,
    }
}

/// The least and greatest values of `bound` as `pred` reads them (signed or
/// unsigned), when known: from 0 to its unsigned maximum, which for a signed
/// comparison must be below 2^(width - 1) (then it is also the signed range).
fn bound_range(m: &Module, f: &Function, bound: Value, pred: IntPredicate, width: u32) -> Option<(u128, u128)> {
    let hi = unsigned_max(m, f, bound)?;
    if pred.is_signed() && hi >> (width - 1) != 0 {
        return None;
    }
    Some((0, hi))
}

/// Lays out `trips` copies of the loop and a last copy of its header.
/// Returns whether an operand outside the loop changed (a use of its values).
/// `kept`, when every block is reachable, tells where those uses may lie.
fn unroll(f: &mut Function, p: &Plan, kept: Option<&KeptLoops>) -> bool {
    let void = f.inst(f.terminator(p.header).expect("header branch")).ty;
    let header_phis: Vec<Inst> = f.blocks[p.header]
        .insts
        .iter()
        .copied()
        .take_while(|&i| f.inst(i).opcode() == Opcode::Phi)
        .collect();
    let incoming = |f: &Function, phi: Inst, from: Block| -> Value {
        f.operands(phi)
            .chunks(2)
            .find(|pair| pair[1] == Value::Block(from))
            // Every phi has an incoming value per predecessor (checked by `plan`).
            .map_or(Value::Inst(phi), |pair| pair[0])
    };
    // Values of the header phis on entry to the copy being made.
    let mut phi_values: FxHashMap<Inst, Value> = header_phis
        .iter()
        .map(|&phi| (phi, incoming(f, phi, p.preheader)))
        .collect();
    let mut new_layout: Vec<Block> = Vec::new();
    // The last copy's back edge, still pointing at its own header copy.
    let mut pending_latch_branch: Option<(Inst, Block)> = None;
    let mut first_header: Option<Block> = None;
    let mut last_values: FxHashMap<Inst, Value> = FxHashMap::default();
    let mut last_header = p.header;
    // Each full copy's block map and values, for the `break` edges.
    let mut copies: Vec<CopyMaps> = Vec::new();
    for k in 0..=p.trips {
        let last = k == p.trips;
        let blocks: Vec<Block> = if last { vec![p.header] } else { p.blocks.clone() };
        let (block_map, values) = clone_blocks(f, &blocks, &phi_values, k);
        let copy_header = block_map[&p.header];
        first_header.get_or_insert(copy_header);
        if let Some((br, own_header)) = pending_latch_branch.take() {
            retarget(f, br, own_header, copy_header);
            // No longer a back edge: its loop's hints would keep merge-blocks
            // from joining the copies, and late loads would then land in the
            // copy that uses them, apart from their neighbours.
            f.extra_mut(br).metadata.retain(|(kind, _)| kind != metadata_keys::LOOP);
        }
        // The header's branch: into the body, or out after the last test; a
        // test that depends on a bound known only by its range stays.
        if last || !p.header_tests.get(k as usize).copied().unwrap_or(false) {
            let term = f.terminator(copy_header).expect("copied branch");
            f.remove_inst(term);
            let target = if last { p.exit } else { block_map[&p.body_entry] };
            let br = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(target)]);
            f.push_inst(copy_header, br);
        }
        if !last {
            pending_latch_branch = f.terminator(block_map[&p.latch]).map(|br| (br, copy_header));
            phi_values = header_phis
                .iter()
                .map(|&phi| {
                    let v = incoming(f, phi, p.latch);
                    (phi, map_value(v, &values, &phi_values))
                })
                .collect();
            if !p.breaks.is_empty() {
                copies.push((block_map.clone(), values));
            }
        } else {
            last_values = values;
            last_values.extend(phi_values.iter().map(|(&k, &v)| (k, v)));
            last_header = copy_header;
        }
        new_layout.extend(blocks.iter().map(|b| block_map[b]));
    }
    // Enter the first copy; leave from the last header copy.
    if let (Some(term), Some(first)) = (f.terminator(p.preheader), first_header) {
        retarget(f, term, p.header, first);
    }
    for i in f.blocks[p.exit].insts.clone() {
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        let ops: Vec<Value> = f.operands(i).to_vec();
        let mut fixed = Vec::with_capacity(ops.len());
        for pair in ops.chunks(2) {
            if pair[1] == Value::Block(p.header) {
                fixed.push(map_value(pair[0], &last_values, &FxHashMap::default()));
                fixed.push(Value::Block(last_header));
            }
            if let Some(from) = pair[1].as_block().filter(|b| p.breaks.contains(b)) {
                // One entry per copy of the breaking block.
                for (k, (block_map, values)) in copies.iter().enumerate() {
                    if leaves(p, k, from) {
                        fixed.push(map_value(pair[0], values, &FxHashMap::default()));
                        fixed.push(Value::Block(block_map[&from]));
                    }
                }
            } else if pair[1] != Value::Block(p.header) {
                fixed.extend_from_slice(pair);
            }
        }
        f.set_operands(i, &fixed);
    }
    let at = f.layout.iter().position(|&b| b == p.header).unwrap_or(f.layout.len());
    f.layout.splice(at..at, new_layout);
    if !p.breaks.is_empty() {
        return merge_escaping(f, p, &copies, &last_values, last_header, kept);
    }
    // Uses of header values after the loop read the last copy's.
    let outside: FxHashMap<Value, Value> = last_values
        .iter()
        .filter(|(i, _)| f.inst(**i).block == Some(p.header))
        .map(|(&i, &v)| (Value::Inst(i), v))
        .collect();
    replace_uses_outside(f, p, &outside, kept)
}

/// Replaces uses of the loop's values outside its blocks (which go next);
/// returns whether any changed.
fn replace_uses_outside(f: &mut Function, p: &Plan, map: &FxHashMap<Value, Value>, kept: Option<&KeptLoops>) -> bool {
    if map.is_empty() {
        return false;
    }
    let mut in_loop: EntitySet<Block> = EntitySet::new();
    for &b in &p.blocks {
        in_loop.insert(b);
    }
    let changed = match kept.and_then(|k| k.blocks_using_loop_values(f, p.exit)) {
        Some(searched) => f.replace_uses_in(map, |b| searched.contains(b) && !in_loop.contains(b)),
        None => f.replace_uses_in(map, |b| !in_loop.contains(b)),
    };
    #[cfg(debug_assertions)]
    if kept.is_some() {
        let mut everywhere = f.clone();
        debug_assert_eq!(
            everywhere.replace_uses_in(map, |b| !in_loop.contains(b)),
            0,
            "a use of the loop's values outside the blocks searched"
        );
    }
    changed > 0
}

/// With `break`s, `exit` is reached from several copies: each loop value
/// used after the loop becomes a phi in `exit` over its copies' values.
/// Returns whether a use outside the loop changed.
fn merge_escaping(
    f: &mut Function,
    p: &Plan,
    copies: &[CopyMaps],
    last_values: &FxHashMap<Inst, Value>,
    last_header: Block,
    kept: Option<&KeptLoops>,
) -> bool {
    let none = FxHashMap::default();
    let mut outside: FxHashMap<Value, Value> = FxHashMap::default();
    for &v in &p.escaping {
        let mut ops = vec![map_value(Value::Inst(v), last_values, &none), Value::Block(last_header)];
        for (k, (block_map, values)) in copies.iter().enumerate() {
            for &b in &p.breaks {
                if leaves(p, k, b) {
                    ops.push(map_value(Value::Inst(v), values, &none));
                    ops.push(Value::Block(block_map[&b]));
                }
            }
        }
        let phi = f.create_inst(NodeHeader::new(Opcode::Phi), f.inst(v).ty, &ops);
        match f.blocks[p.exit].insts.first().copied() {
            Some(first) => f.insert_before(first, phi),
            None => f.push_inst(p.exit, phi),
        }
        outside.insert(Value::Inst(v), Value::Inst(phi));
    }
    // Only uses outside the loop: the loop's own blocks are unreachable now.
    replace_uses_outside(f, p, &outside, kept)
}

/// Whether copy `k` of the breaking block `b` branches out of the loop: a
/// `break` always; the header only where its test stayed.
fn leaves(p: &Plan, k: usize, b: Block) -> bool {
    b != p.header || p.header_tests.get(k).copied().unwrap_or(false)
}

/// `v` in the copy whose instructions map by `values` and whose header phis
/// stand for `phis`.
pub(super) fn map_value(v: Value, values: &FxHashMap<Inst, Value>, phis: &FxHashMap<Inst, Value>) -> Value {
    match v {
        Value::Inst(i) => values.get(&i).or_else(|| phis.get(&i)).copied().unwrap_or(v),
        other => other,
    }
}

/// Points the branch `br` at `to` where it pointed at `from`.
pub(super) fn retarget(f: &mut Function, br: Inst, from: Block, to: Block) {
    for op in f.operands_mut(br) {
        if *op == Value::Block(from) {
            *op = Value::Block(to);
        }
    }
}

/// Copies `blocks` (copy `k`), the header's phis replaced by `phi_values`.
/// Returns the block map and the value of every copied instruction.
pub(super) fn clone_blocks(
    f: &mut Function,
    blocks: &[Block],
    phi_values: &FxHashMap<Inst, Value>,
    k: u64,
) -> (FxHashMap<Block, Block>, FxHashMap<Inst, Value>) {
    let mut block_map: FxHashMap<Block, Block> = FxHashMap::default();
    for &b in blocks {
        // (Not spelled when the function keeps no names.)
        let name = match f.discard_names {
            true => String::new(),
            false => format!("{}.unr{k}", f.blocks[b].name),
        };
        block_map.insert(b, f.create_block(&name));
    }
    let mut values: FxHashMap<Inst, Value> = FxHashMap::default();
    let mut copies: Vec<(Inst, Inst)> = Vec::new();
    for &b in blocks {
        for i in f.blocks[b].insts.clone() {
            if let Some(&v) = phi_values.get(&i) {
                values.insert(i, v);
                continue;
            }
            let ops = f.operands(i).to_vec();
            let ni = f.clone_inst(i, &ops);
            f.push_inst(block_map[&b], ni);
            values.insert(i, Value::Inst(ni));
            copies.push((i, ni));
        }
    }
    for (_, ni) in copies {
        let ops: Vec<Value> = f
            .operands(ni)
            .iter()
            .map(|&v| match v {
                Value::Inst(i) => values.get(&i).copied().unwrap_or(v),
                Value::Block(b) => block_map.get(&b).map_or(v, |&n| Value::Block(n)),
                other => other,
            })
            .collect();
        f.set_operands(ni, &ops);
    }
    (block_map, values)
}
