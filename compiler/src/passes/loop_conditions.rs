//! Loop conditions joined by `&&`, reshaped so that loop-unroll can count
//! them: `for (idx = tid, i = 0; idx < n && i < N; ++i)` is how kernels
//! bound a loop over a small local array by both the data and the array's
//! length. IR generation leaves the condition as three blocks: the header
//! tests `idx < n`, a block computes `i < N`, and a join branches on
//! `phi i1 [false, header], [i < N, rhs]`. nvcc unrolls such a loop fully
//! (at most `N` iterations, each with its own `idx < n` exit), which keeps
//! the array in registers; left as a loop, the array's dynamic indices put
//! it in local memory.
//!
//! Two rewrites, on the headers of loops marked `#pragma unroll` (nvcc
//! unrolls such a loop by its count; without one it keeps a multi-exit loop):
//! - threading: the join goes; the header's edge into it goes straight to
//!   the target its constant picks, and the right-hand block branches on its
//!   own value (as clang's SimplifyCFG folds a branch on a phi);
//! - ordering: when the header's exit test is not the counted one but its
//!   in-loop successor's is (a lone compare of a header phi with a constant,
//!   leaving to the same block), the two compares trade places. Both are
//!   side-effect free and leave to one block with the same values, so which
//!   one is tested first does not change what the loop does.
//!
//! Preserves: behaviour. Requires: SSA form.

use super::instsimplify::int_const;
use ptxc_ir::analysis::{Cfg, LoopInfo};
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Value};

/// Reshapes every loop header's `&&` condition; returns whether anything changed.
pub fn run(m: &Module, f: &mut Function) -> bool {
    let mut changed = false;
    // Each rewrite changes the CFG: recompute and look again (bounded).
    for _ in 0..64 {
        let cfg = Cfg::compute(f);
        let loops = LoopInfo::compute(&cfg);
        // Only loops the source asks to unroll (`#pragma unroll`, any count):
        // nvcc keeps `for (k = 31; k >= 0 && !bit(k); k--)` a loop otherwise.
        let headers: Vec<Block> = loops
            .loops()
            .filter(|(_, d)| match d.latches[..] {
                [latch] => !super::loop_unroll::loop_hints(m, f, latch).is_empty(),
                _ => false,
            })
            .map(|(_, d)| d.header)
            .collect();
        let step = headers
            .iter()
            .any(|&h| thread_join(m, f, &cfg, h) || counted_test_first(m, f, &cfg, &loops, h));
        if !step {
            break;
        }
        super::simplify_cfg::remove_unreachable_blocks(f);
        changed = true;
    }
    changed
}

/// `h: br c, rhs, join` (either order), `rhs: ...; br join`, `join: %j = phi
/// i1 [K, h], [v, rhs]; br %j, T, E` with `K` a constant and `%j` used only
/// there: `h` goes to `T` or `E` as `K` says, `rhs` branches on `v`.
fn thread_join(m: &Module, f: &mut Function, cfg: &Cfg, h: Block) -> bool {
    let Some(term) = f.terminator(h) else { return false };
    if f.inst(term).opcode() != Opcode::CondBr {
        return false;
    }
    let succs = f.successors(h);
    let Some((join, rhs)) = [(succs[1], succs[0]), (succs[0], succs[1])]
        .into_iter()
        .find(|&(j, r)| j != r && *f.successors(r) == [j] && cfg.preds(r) == [h])
    else {
        return false;
    };
    let (phi, join_br) = match f.blocks[join].insts[..] {
        [phi, br] => (phi, br),
        _ => return false,
    };
    let preds = cfg.preds(join);
    if preds.len() != 2
        || !preds.contains(&h)
        || !preds.contains(&rhs)
        || f.inst(phi).opcode() != Opcode::Phi
        || f.inst(join_br).opcode() != Opcode::CondBr
        || f.operands(join_br)[0] != Value::Inst(phi)
        || f.metadata(join_br, ptxc_ir::metadata_keys::LOOP).is_some()
        || used_elsewhere(f, phi, join_br)
    {
        return false;
    }
    let (Some(from_h), Some(from_rhs)) = (incoming(f, phi, h), incoming(f, phi, rhs)) else {
        return false;
    };
    let (targets, void) = (f.operands(join_br)[1..].to_vec(), f.inst(join_br).ty);
    let (Some(t), Some(e)) = (targets[0].as_block(), targets[1].as_block()) else {
        return false;
    };
    if t == join || e == join || t == e {
        return false;
    }
    let Some((k, _)) = int_const(m, from_h) else {
        return false;
    };
    let k_true = k != 0;
    let h_target = if k_true { t } else { e };
    // The targets' phis had one entry from `join`: now from `h` (its target)
    // and from `rhs` (both), with the same value.
    for target in [t, e] {
        let new_preds: Vec<Block> = if target == h_target { vec![h, rhs] } else { vec![rhs] };
        redirect_phi_entries(f, target, join, &new_preds);
    }
    for op in f.operands_mut(term) {
        if *op == Value::Block(join) {
            *op = Value::Block(h_target);
        }
    }
    let rhs_term = f.terminator(rhs).expect("rhs jumps to the join");
    f.remove_inst(rhs_term);
    let br = f.create_inst(
        NodeHeader::new(Opcode::CondBr),
        void,
        &[from_rhs, Value::Block(t), Value::Block(e)],
    );
    f.push_inst(rhs, br);
    true
}

/// The value phi `phi` takes on the edge from `from`.
fn incoming(f: &Function, phi: Inst, from: Block) -> Option<Value> {
    f.phi_incoming(phi).find(|&(_, b)| b == from).map(|(v, _)| v)
}

/// Whether `v` is used by an instruction other than `user`.
fn used_elsewhere(f: &Function, v: Inst, user: Inst) -> bool {
    f.layout.iter().any(|&b| {
        f.blocks[b]
            .insts
            .iter()
            .any(|&i| i != user && f.operands(i).contains(&Value::Inst(v)))
    })
}

/// Replaces each phi entry of `target` from `old` by one entry per block of
/// `new_preds`, with the same value.
fn redirect_phi_entries(f: &mut Function, target: Block, old: Block, new_preds: &[Block]) {
    for i in f.blocks[target].insts.clone() {
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        let mut ops: Vec<Value> = Vec::new();
        for pair in f.operands(i).chunks(2) {
            if pair[1] == Value::Block(old) {
                for &p in new_preds {
                    ops.extend([pair[0], Value::Block(p)]);
                }
            } else {
                ops.extend_from_slice(pair);
            }
        }
        f.set_operands(i, &ops);
    }
}

/// `h: c1 = ...; br c1, r, exit` and `r: c2 = icmp iv, K; br c2, body, exit`
/// (either polarity) with `c2` counted and `c1` not: `h` tests `c2`, `r` tests
/// `c1`.
fn counted_test_first(m: &Module, f: &mut Function, cfg: &Cfg, loops: &LoopInfo, h: Block) -> bool {
    let Some(l) = loops.loops().find(|(_, d)| d.header == h).map(|(l, _)| l) else {
        return false;
    };
    let Some(h_term) = f.terminator(h) else { return false };
    if f.inst(h_term).opcode() != Opcode::CondBr {
        return false;
    }
    let succs = f.successors(h);
    let (r, exit) = match (loops.contains(l, succs[0]), loops.contains(l, succs[1])) {
        (true, false) => (succs[0], succs[1]),
        (false, true) => (succs[1], succs[0]),
        _ => return false,
    };
    let (c2, r_term) = match f.blocks[r].insts[..] {
        [c2, br] => (c2, br),
        _ => return false,
    };
    if cfg.preds(r) != [h]
        || f.inst(r_term).opcode() != Opcode::CondBr
        || f.operands(r_term)[0] != Value::Inst(c2)
        || !f.successors(r).contains(&exit)
        || f.successors(r)[0] == f.successors(r)[1]
        || f.metadata(r_term, ptxc_ir::metadata_keys::LOOP).is_some()
        || used_elsewhere(f, c2, r_term)
    {
        return false;
    }
    let c1 = f.operands(h_term)[0];
    if !is_counted(m, f, h, Value::Inst(c2)) || is_counted(m, f, h, c1) {
        return false;
    }
    // The exit's phis must not tell the two ways out apart.
    for i in &f.blocks[exit].insts {
        if f.inst(*i).opcode() != Opcode::Phi {
            break;
        }
        if incoming(f, *i, h) != incoming(f, *i, r) {
            return false;
        }
    }
    // `c2` moves into `h` (its operands, a header phi and a constant, are there).
    f.blocks[r].insts.retain(|&i| i != c2);
    f.insert_before(h_term, c2);
    f.inst_mut(c2).block = Some(h);
    // Each compare keeps its polarity (the value on which its loop goes on).
    let body = f
        .successors(r)
        .into_iter()
        .find(|&b| b != exit)
        .expect("r has two targets");
    let h_goes_on_when = f.operands(h_term)[1] == Value::Block(r);
    let r_goes_on_when = f.operands(r_term)[1] == Value::Block(body);
    let arms = |goes_on: bool, stay: Block| match goes_on {
        true => [Value::Block(stay), Value::Block(exit)],
        false => [Value::Block(exit), Value::Block(stay)],
    };
    let h_ops = [&[Value::Inst(c2)][..], &arms(r_goes_on_when, r)].concat();
    let r_ops = [&[c1][..], &arms(h_goes_on_when, body)].concat();
    f.set_operands(h_term, &h_ops);
    f.set_operands(r_term, &r_ops);
    true
}

/// Whether `c` compares a phi of `h` with a constant (a test loop-unroll can count).
fn is_counted(m: &Module, f: &Function, h: Block, c: Value) -> bool {
    let Some(cmp) = c.as_inst() else { return false };
    if f.inst(cmp).opcode() != Opcode::ICmp {
        return false;
    }
    let ops = f.operands(cmp);
    let is_phi = |v: Value| {
        v.as_inst()
            .is_some_and(|i| f.inst(i).opcode() == Opcode::Phi && f.inst(i).block == Some(h))
    };
    (is_phi(ops[0]) && int_const(m, ops[1]).is_some()) || (is_phi(ops[1]) && int_const(m, ops[0]).is_some())
}
