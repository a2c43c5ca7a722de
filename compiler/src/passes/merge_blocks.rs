//! Control-flow cleanup after the loop passes: a block holding nothing but a
//! jump is bypassed (its predecessors branch straight to its target), and a
//! block whose only predecessor jumps only to it is appended to that
//! predecessor. Why: IR generation leaves one such block per `if` arm,
//! `break` and `continue`, and full unrolling copies them per iteration; each
//! was a `bra.uni` executed in PTX (issue 15: loop_break_continue ran three
//! jumps per unrolled iteration where nvcc runs none).
//!
//! A conditional branch whose two targets became one block (if-convert
//! leaves `br i1 %c, %return, %return` when both arms of an `||` emptied) is
//! a jump; its condition may be left dead, which the caller's dce removes.
//!
//! Not touched: the entry block; a jump carrying `!llvm.loop` metadata (the
//! `#pragma unroll` of its loop); bypassing a block whose target has phis
//! (the block is where that edge's phi copies go, in line).
//!
//! Preserves: behaviour, and the relative order of the blocks that stay.

use ptxc_ir::analysis::PredecessorMap;
use ptxc_ir::{metadata_keys, Block, Function, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Simplifies `f`'s control flow; returns true if a conditional branch
/// became a jump (its condition may be dead now).
pub fn run(f: &mut Function) -> bool {
    if f.is_declaration() {
        return false;
    }
    let mut preds = f.predecessor_map();
    let entry = f.layout[0];
    let mut removed: FxHashSet<Block> = FxHashSet::default();
    let mut dropped_condition = false;
    loop {
        let mut progress = false;
        for b in f.layout.clone() {
            if removed.contains(&b) {
                continue;
            }
            if one_target_branch(f, b) {
                dropped_condition = true;
                progress = true;
            }
            if b == entry {
                continue;
            }
            if bypass(f, &mut preds, b) || merge_into_pred(f, &mut preds, b) {
                removed.insert(b);
                progress = true;
            }
        }
        if !progress {
            break;
        }
    }
    f.layout.retain(|b| !removed.contains(b));
    dropped_condition
}

/// `br i1 %c, %t, %t` becomes `br %t`.
fn one_target_branch(f: &mut Function, b: Block) -> bool {
    let Some(t) = f.terminator(b) else { return false };
    if f.inst(t).opcode() != Opcode::CondBr {
        return false;
    }
    let ops = f.operands(t);
    let (Some(x), Some(y)) = (
        ops.get(1).and_then(|v| v.as_block()),
        ops.get(2).and_then(|v| v.as_block()),
    ) else {
        return false;
    };
    if x != y {
        return false;
    }
    // `x`'s predecessor list holds `b` once already: lists never repeat a block.
    super::simplify_cfg::jump_instead_of_branch_to_one_block(f, b, t, x);
    true
}

/// A plain unconditional jump (no loop metadata): its target.
fn plain_jump(f: &Function, b: Block) -> Option<Block> {
    let t = f.terminator(b)?;
    if f.inst(t).opcode() != Opcode::Br || f.metadata(t, metadata_keys::LOOP).is_some() {
        return None;
    }
    f.operands(t).first()?.as_block()
}

/// `b` only jumps to `t`: its predecessors branch to `t` instead.
fn bypass(f: &mut Function, preds: &mut PredecessorMap, b: Block) -> bool {
    if f.blocks[b].insts.len() != 1 {
        return false;
    }
    let Some(t) = plain_jump(f, b) else { return false };
    let from: Vec<Block> = preds.of(b).to_vec();
    if t == b || from.is_empty() {
        return false;
    }
    // Into a block with phis the forwarder stays: it is where the edge's phi
    // copies go, laid out in line (bypassed, a conditional branch's copies
    // would need an edge block after the function's end, which also moves the
    // point where diverged threads meet again in ptxsim's scheduling), and a
    // phi has one entry per edge.
    if !f.phis(t).is_empty() {
        return false;
    }
    for &p in &from {
        let term = f.terminator(p).expect("a predecessor ends in a branch");
        for op in f.operands_mut(term) {
            if *op == Value::Block(b) {
                *op = Value::Block(t);
            }
        }
    }
    let list = preds.of_mut(t);
    list.retain(|x| *x != b);
    for p in from {
        if !list.contains(&p) {
            list.push(p);
        }
    }
    preds.clear(b);
    for i in f.blocks[b].insts.clone() {
        f.remove_inst(i);
    }
    true
}

/// `b`'s only predecessor `p` jumps only to `b`: `b`'s instructions join `p`.
fn merge_into_pred(f: &mut Function, preds: &mut PredecessorMap, b: Block) -> bool {
    let &[p] = preds.of(b) else {
        return false;
    };
    if p == b || plain_jump(f, p) != Some(b) {
        return false;
    }
    // Phis of a block with one predecessor are copies of their one value.
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    for phi in f.phis(b) {
        let v = f.operands(phi).first().copied().unwrap_or(Value::Inst(phi));
        replace.insert(Value::Inst(phi), v);
        f.remove_inst(phi);
    }
    // Constant time per instruction moved: `p` may already hold a long chain of
    // merged blocks (a long function's straight-line code).
    f.pop_inst(p);
    f.append_insts(b, p);
    let succs = f.successors(p);
    for s in succs {
        for phi in f.phis(s) {
            for op in f.operands_mut(phi) {
                if *op == Value::Block(b) {
                    *op = Value::Block(p);
                }
            }
        }
        let list = preds.of_mut(s);
        for x in list.iter_mut() {
            if *x == b {
                *x = p;
            }
        }
        list.dedup();
    }
    preds.clear(b);
    f.replace_all_uses(&replace);
    true
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn phi_target_reached_twice_from_one_block_keeps_the_forwarder() {
        // `a` branches to `j` directly and through `fwd`: bypassing `fwd` would
        // give the phi two different values for one predecessor.
        let out = after_pass(
            "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %fwd, label %j\n\
             fwd:\n  br label %j\n\
             j:\n  %r = phi i32 [ 1, %fwd ], [ 2, %entry ]\n  ret i32 %r\n}\n",
            "merge-blocks",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("fwd:"), "{f}");
        assert!(f.contains("[ 1, %fwd ]"), "{f}");
    }
}
