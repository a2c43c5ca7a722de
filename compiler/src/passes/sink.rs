//! Sinking: a pure instruction whose every use lies in one successor of its
//! block, a successor entered from that block alone, moves to the start of
//! that successor, so it runs only on the way that needs it, as LLVM's
//! instcombine sinks. CuTe's `copy_if` computes each element's destination
//! address before testing the element's predicate; nvcc computes it inside
//! the guarded store, ptxc computed all eight before their branches.
//!
//! Moved: what licm may move ([`super::licm::is_hoistable`]), used by no phi
//! (a phi reads its value at the end of a predecessor). A block's
//! instructions are tried last to first, so a chain moves together: once
//! the address has moved, the index it alone used follows it, placed before it.
//! The successor has one predecessor, so it is no loop header and the
//! instruction runs no more often than before.
//!
//! Preserves: behaviour; the new place is dominated by the old one, so every
//! operand still dominates it, and it dominates every use. Requires: SSA form.

use super::licm::is_hoistable;
use ptxc_ir::analysis::PredecessorMap;
use ptxc_ir::{Block, Function, Inst, Module, Opcode, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Returns the number of instructions moved.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let branching: Vec<Block> = f
        .layout
        .iter()
        .copied()
        .filter(|&b| f.successor_iter(b).nth(1).is_some())
        .collect();
    if branching.is_empty() {
        return 0;
    }
    let preds = f.predecessor_map();
    let users = users_of(f);
    let mut moved = 0;
    for b in branching {
        let insts = f.blocks[b].insts.clone();
        for &i in insts.iter().rev() {
            if !is_hoistable(m, f, i) {
                continue;
            }
            let Some(to) = only_user_block(f, &users, i) else {
                continue;
            };
            if to == b || !f.successor_iter(b).any(|s| s == to) || !entered_only_from(&preds, to, b) {
                continue;
            }
            f.remove_inst(i);
            match f.blocks[to]
                .insts
                .iter()
                .copied()
                .find(|&x| f.inst(x).opcode() != Opcode::Phi)
            {
                Some(first) => f.insert_before(first, i),
                None => f.push_inst(to, i),
            }
            moved += 1;
        }
    }
    moved
}

/// Each placed instruction's users (a user once per instruction).
fn users_of(f: &Function) -> FxHashMap<Inst, SmallVec<[Inst; 2]>> {
    let mut users: FxHashMap<Inst, SmallVec<[Inst; 2]>> = FxHashMap::default();
    for &b in &f.layout {
        for &u in &f.blocks[b].insts {
            for &v in f.operands(u) {
                if let Value::Inst(d) = v {
                    let list = users.entry(d).or_default();
                    if list.last() != Some(&u) {
                        list.push(u);
                    }
                }
            }
        }
    }
    users
}

/// The block holding every use of `i`, when there is one and no use is a phi.
fn only_user_block(f: &Function, users: &FxHashMap<Inst, SmallVec<[Inst; 2]>>, i: Inst) -> Option<Block> {
    let mut block = None;
    for &u in users.get(&i)? {
        let d = f.inst(u);
        if d.opcode() == Opcode::Phi {
            return None;
        }
        let ub = d.block?;
        if block.is_some_and(|b| b != ub) {
            return None;
        }
        block = Some(ub);
    }
    block
}

/// Whether `b` is `to`'s only predecessor.
fn entered_only_from(preds: &PredecessorMap, to: Block, b: Block) -> bool {
    preds.of(to) == [b]
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_value_a_merge_block_uses_stays() {
        // `%j` is entered from `entry` and `g`: computing there would be
        // computing on both ways, as before.
        let out = after_pass(
            "define i64 @f(i64 %x, i1 %c) {\nentry:\n  %m = mul i64 %x, 3\n  br i1 %c, label %g, label %j\n\
             g:\n  br label %j\n\
             j:\n  %r = add i64 %m, 1\n  ret i64 %r\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let entry = &f[..f.find("g:").expect("g")];
        assert!(entry.contains("mul i64 %x, 3"), "{f}");
    }

    #[test]
    fn a_value_a_phi_reads_stays() {
        let out = after_pass(
            "define i64 @f(i64 %x, i1 %c) {\nentry:\n  %m = mul i64 %x, 3\n  br i1 %c, label %g, label %j\n\
             g:\n  %n = add i64 %x, 1\n  br label %j\n\
             j:\n  %r = phi i64 [ %m, %entry ], [ %n, %g ]\n  ret i64 %r\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let entry = &f[..f.find("g:").expect("g")];
        assert!(entry.contains("mul i64 %x, 3"), "{f}");
    }
}
