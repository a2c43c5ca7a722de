//! The size of a loop's unrolled copies, copy by copy: a block that the
//! induction variable's value in a copy rules out (`if (k == 0)`, `if (k ==
//! last)`) is left out of that copy's count, as folding drops it once the
//! loop is unrolled. LLVM's full unroller estimates the same way, simulating
//! each iteration (`UnrolledInstAnalyzer`); nvcc unrolls CUTLASS's warp-level
//! loop of a GEMM's main loop (`warp_mma_k`, 8 trips under `#pragma unroll`),
//! whose global loads run in its first copy and shared stores in its last:
//! counted whole in every copy, the loop stayed a loop, and its double-buffered
//! fragments `warp_frag_A[warp_mma_k % 2]` stayed in local memory (issue 44).
//!
//! Only branches whose condition folds from the header phis that step by a
//! constant (and constants) are decided; any other keeps both ways, so the
//! estimate never falls below what the copies keep.

use super::instsimplify::int_const;
use super::loop_unroll::{extended, is_step};
use ptxc_ir::fold::integer::binary;
use ptxc_ir::{Block, Function, Inst, IntPredicate, Module, Opcode, TypeData, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Counts made by [`count`], by loop header, kept across unrolls
/// elsewhere: a CUTLASS 2.x GEMM's main loop (1,700 blocks, too large) was
/// counted again after each of its kernel's 150 unrolls (issue 44). The owner
/// drops a loop's count when its blocks may have changed ([`SizeCache::forget`])
/// and every count when an operand outside the unrolled loop changed.
#[derive(Default)]
pub(super) struct SizeCache {
    counts: FxHashMap<Block, Counted>,
}

/// One count and what it was made from.
struct Counted {
    blocks: Vec<Block>,
    ends: (Block, Block),
    trips: u64,
    /// What [`count`] returned, and whether it counted every copy (else it
    /// stopped once past its limit).
    total: Option<usize>,
    complete: bool,
}

impl SizeCache {
    /// Forgets the count of the loop headed by `header`.
    pub fn forget(&mut self, header: Block) {
        self.counts.remove(&header);
    }

    /// Forgets every count.
    pub fn clear(&mut self) {
        self.counts.clear();
    }
}

/// [`count`] through `cache`. A count that stopped past an earlier limit answers for any limit below its total: the caller refuses the loop
/// either way (its raw size is past the limit too, or it would not ask).
/// `None` answers for every limit: no phi steps, or a step overflowed in a
/// copy that a smaller limit stops before (the loop is refused either way).
#[allow(clippy::too_many_arguments)]
pub(super) fn unrolled_size(
    cache: &mut SizeCache,
    m: &Module,
    f: &Function,
    blocks: &[Block],
    ends: (Block, Block),
    trips: u64,
    limit: usize,
    cost: impl Fn(Block) -> usize,
) -> Option<usize> {
    let header = *blocks.first()?;
    if let Some(c) = cache.counts.get(&header) {
        if c.blocks == blocks && c.ends == ends && c.trips == trips {
            match c.total {
                None => return None,
                Some(t) if c.complete || t > limit => return Some(t),
                Some(_) => {}
            }
        }
    }
    let (total, complete) = match count(m, f, blocks, ends, trips, limit, cost) {
        Some((t, complete)) => (Some(t), complete),
        None => (None, false),
    };
    let counted = Counted {
        blocks: blocks.to_vec(),
        ends,
        trips,
        total,
        complete,
    };
    cache.counts.insert(header, counted);
    total
}

/// How deep the evaluation of a branch condition follows its operands.
const EVAL_DEPTH: u32 = 8;

/// The instructions of the `trips` copies of the loop of `blocks` (header
/// first) and of the last header copy, each copy counting only the blocks its
/// induction values leave reachable; `cost` counts a block. `None` when the
/// header has no phi stepped by a constant. Counting stops once the total
/// passes `limit` (a total above it is all the caller needs to know: a loop
/// of 1024 trips rejected again after each unroll elsewhere in a CUTLASS
/// kernel was simulated whole each time). With the total, whether every
/// copy was counted.
fn count(
    m: &Module,
    f: &Function,
    blocks: &[Block],
    (preheader, latch): (Block, Block),
    trips: u64,
    limit: usize,
    cost: impl Fn(Block) -> usize,
) -> Option<(usize, bool)> {
    let header = *blocks.first()?;
    let steps = stepped_phis(m, f, header, preheader, latch);
    if steps.is_empty() {
        return None;
    }
    // The loop's blocks by their position in `blocks`, each with its cost and
    // branch read once: a refused loop of many trips is counted again after
    // every unroll elsewhere in the function.
    let at: FxHashMap<Block, usize> = blocks.iter().enumerate().map(|(k, &b)| (b, k)).collect();
    let shapes: Vec<Shape> = blocks.iter().map(|&b| Shape::of(f, b, header, &at)).collect();
    let costs: Vec<usize> = blocks.iter().map(|&b| cost(b)).collect();
    let mut values: Vec<(Inst, (u128, u32))> = steps.iter().map(|s| (s.phi, (s.start, s.width))).collect();
    let mut total = costs[0];
    let mut live = vec![false; blocks.len()];
    let mut work: Vec<usize> = Vec::new();
    for _ in 0..trips {
        if total > limit {
            return Some((total, false));
        }
        live.fill(false);
        live[0] = true;
        work.push(0);
        while let Some(b) = work.pop() {
            total += costs[b];
            for next in shapes[b].live_successors(m, f, &values) {
                if !live[next] {
                    live[next] = true;
                    work.push(next);
                }
            }
        }
        for (s, (_, value)) in steps.iter().zip(values.iter_mut()) {
            let (v, w) = *value;
            *value = (binary(s.op, w, v, s.step)?, w);
        }
    }
    Some((total, true))
}

/// A loop block's successors in the loop other than the header, by position.
struct Shape {
    /// With a conditional branch: its condition and the position of each
    /// target (`None`: the header or outside the loop).
    cond: Option<(Value, Option<usize>, Option<usize>)>,
    /// Every such successor.
    all: SmallVec<[usize; 2]>,
}

impl Shape {
    fn of(f: &Function, b: Block, header: Block, at: &FxHashMap<Block, usize>) -> Shape {
        let inside = |s: Block| (s != header).then(|| at.get(&s).copied()).flatten();
        let all = f.successor_iter(b).filter_map(inside).collect();
        let cond = f
            .terminator(b)
            .filter(|&t| f.inst(t).opcode() == Opcode::CondBr)
            .and_then(|t| {
                let ops = f.operands(t);
                let (on_true, on_false) = (ops[1].as_block()?, ops[2].as_block()?);
                Some((ops[0], inside(on_true), inside(on_false)))
            });
        Shape { cond, all }
    }

    /// The successors the branch can take with the induction values `values`.
    fn live_successors(&self, m: &Module, f: &Function, values: &[(Inst, (u128, u32))]) -> SmallVec<[usize; 2]> {
        if let Some((cond, on_true, on_false)) = self.cond {
            if let Some((c, _)) = evaluate(m, f, cond, values, EVAL_DEPTH) {
                let taken = if c & 1 == 1 { on_true } else { on_false };
                return taken.into_iter().collect();
            }
        }
        self.all.clone()
    }
}

/// A header phi starting at a constant and stepped by `op` with a constant.
struct Stepped {
    phi: Inst,
    start: u128,
    width: u32,
    op: Opcode,
    step: u128,
}

fn stepped_phis(m: &Module, f: &Function, header: Block, preheader: Block, latch: Block) -> Vec<Stepped> {
    let mut out = Vec::new();
    for &i in &f.blocks[header].insts {
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        let incoming = |from: Block| {
            f.operands(i)
                .chunks(2)
                .find(|pair| pair[1] == Value::Block(from))
                .map(|pair| pair[0])
        };
        let (Some(first), Some(next)) = (incoming(preheader), incoming(latch)) else {
            continue;
        };
        let Some((start, width)) = int_const(m, first) else {
            continue;
        };
        let Some(n) = next.as_inst() else { continue };
        let op = f.inst(n).opcode();
        let ops = f.operands(n);
        let stepped = matches!(op, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl | Opcode::LShr);
        if !stepped || ops.len() != 2 || ops[0] != Value::Inst(i) {
            continue;
        }
        let Some((step, _)) = int_const(m, ops[1]) else {
            continue;
        };
        out.push(Stepped {
            phi: i,
            start,
            width,
            op,
            step,
        });
    }
    out
}

/// The value of `v` in a copy whose induction phis hold `values`, when it
/// folds from them and constants.
fn evaluate(m: &Module, f: &Function, v: Value, values: &[(Inst, (u128, u32))], depth: u32) -> Option<(u128, u32)> {
    if let Some(c) = int_const(m, v) {
        return Some(c);
    }
    let i = v.as_inst()?;
    if let Some(&(_, known)) = values.iter().find(|(phi, _)| *phi == i) {
        return Some(known);
    }
    if depth == 0 {
        return None;
    }
    let op = f.inst(i).opcode();
    let ops = f.operands(i);
    let operand = |k: usize| evaluate(m, f, ops[k], values, depth - 1);
    match op {
        Opcode::ICmp => {
            let pred = IntPredicate::from_u16(f.inst(i).header.subop)?;
            let ((a, width), (b, _)) = (operand(0)?, operand(1)?);
            Some((u128::from(pred.holds(a, b, width)), 1))
        }
        Opcode::SExt | Opcode::ZExt | Opcode::Trunc => {
            let (a, from) = operand(0)?;
            let TypeData::Int(to) = *m.types.get(f.inst(i).ty) else {
                return None;
            };
            Some((extended(op, a, from, to), to))
        }
        _ if is_step(op) || matches!(op, Opcode::URem | Opcode::SRem | Opcode::And | Opcode::Or | Opcode::Xor) => {
            let ((a, width), (b, _)) = (operand(0)?, operand(1)?);
            Some((binary(op, width, a, b)?, width))
        }
        _ => None,
    }
}
