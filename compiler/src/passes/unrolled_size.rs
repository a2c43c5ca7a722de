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
use rustc_hash::{FxHashMap, FxHashSet};

/// How deep the evaluation of a branch condition follows its operands.
const EVAL_DEPTH: u32 = 8;

/// The instructions of the `trips` copies of the loop of `blocks` (header
/// first) and of the last header copy, each copy counting only the blocks its
/// induction values leave reachable; `cost` counts a block. `None` when the
/// header has no phi stepped by a constant. Counting stops once the total
/// passes `limit` (a total above it is all the caller needs to know: a loop
/// of 1024 trips rejected again after each unroll elsewhere in a CUTLASS
/// kernel was simulated whole each time).
pub(super) fn unrolled_size(
    m: &Module,
    f: &Function,
    blocks: &[Block],
    (preheader, latch): (Block, Block),
    trips: u64,
    limit: usize,
    cost: impl Fn(Block) -> usize,
) -> Option<usize> {
    let header = *blocks.first()?;
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let steps = stepped_phis(m, f, header, preheader, latch);
    if steps.is_empty() {
        return None;
    }
    // Each block is counted once, then read per copy.
    let costs: FxHashMap<Block, usize> = blocks.iter().map(|&b| (b, cost(b))).collect();
    let mut values: FxHashMap<Inst, (u128, u32)> = steps.iter().map(|s| (s.phi, (s.start, s.width))).collect();
    let mut total = costs[&header];
    for _ in 0..trips {
        if total > limit {
            break;
        }
        let mut live: FxHashSet<Block> = FxHashSet::default();
        let mut work = vec![header];
        live.insert(header);
        while let Some(b) = work.pop() {
            total += costs[&b];
            for next in live_successors(m, f, b, &values) {
                if next != header && in_loop.contains(&next) && live.insert(next) {
                    work.push(next);
                }
            }
        }
        for s in &steps {
            let (v, w) = values[&s.phi];
            values.insert(s.phi, (binary(s.op, w, v, s.step)?, w));
        }
    }
    Some(total)
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

/// The successors of `b` its branch can take with the induction values `values`.
fn live_successors(m: &Module, f: &Function, b: Block, values: &FxHashMap<Inst, (u128, u32)>) -> Vec<Block> {
    let Some(t) = f.terminator(b) else { return Vec::new() };
    if f.inst(t).opcode() == Opcode::CondBr {
        let ops = f.operands(t);
        if let (Some((c, _)), Some(on_true), Some(on_false)) = (
            evaluate(m, f, ops[0], values, EVAL_DEPTH),
            ops[1].as_block(),
            ops[2].as_block(),
        ) {
            return vec![if c & 1 == 1 { on_true } else { on_false }];
        }
    }
    f.successors(b).to_vec()
}

/// The value of `v` in a copy whose induction phis hold `values`, when it
/// folds from them and constants.
fn evaluate(
    m: &Module,
    f: &Function,
    v: Value,
    values: &FxHashMap<Inst, (u128, u32)>,
    depth: u32,
) -> Option<(u128, u32)> {
    if let Some(c) = int_const(m, v) {
        return Some(c);
    }
    let i = v.as_inst()?;
    if let Some(&known) = values.get(&i) {
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
