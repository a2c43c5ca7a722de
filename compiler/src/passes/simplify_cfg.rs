//! Removes blocks that cannot be reached from the entry block (IR generation
//! leaves such blocks after `return`, `break` and `continue`), and drops
//! their phi incoming edges. `fold_constant_branches` first turns a
//! conditional branch on a constant into a jump (what inlining and constant
//! folding leave of `f(&n, 0) && g()`), which can leave more blocks unreachable,
//! and a conditional branch whose two targets are one block into a jump.

use super::instsimplify::int_const;
use cranelift_entity::EntitySet;
use ptxc_ir::analysis::reverse_postorder;
use ptxc_ir::{Block, Function, Module, Opcode, Value};
use rustc_hash::FxHashSet;

/// `br i1 true/false, %a, %b` becomes `br %a` / `br %b` (any `!llvm.loop`
/// stays on it); the block left out loses this block's phi entries, and
/// blocks no longer reachable go. Returns true if anything changed.
pub fn fold_constant_branches(m: &Module, f: &mut Function) -> bool {
    if f.is_declaration() {
        return false;
    }
    let mut changed = false;
    for b in f.layout.clone() {
        let Some(t) = f.terminator(b) else { continue };
        if f.inst(t).opcode() != Opcode::CondBr {
            continue;
        }
        let ops = f.operands(t).to_vec();
        let (Some(on_true), Some(on_false)) = (ops[1].as_block(), ops[2].as_block()) else {
            continue;
        };
        if on_true == on_false {
            jump_instead_of_branch_to_one_block(f, b, t, on_true);
            changed = true;
            continue;
        }
        let Some((c, _)) = int_const(m, ops[0]) else {
            continue;
        };
        let (taken, dropped) = if c & 1 == 1 {
            (on_true, on_false)
        } else {
            (on_false, on_true)
        };
        f.inst_mut(t).header.opcode = Opcode::Br;
        f.set_operands(t, &[Value::Block(taken)]);
        if dropped != taken {
            for i in f.blocks[dropped].insts.clone() {
                if f.inst(i).opcode() != Opcode::Phi {
                    break;
                }
                let kept: Vec<Value> = f
                    .operands(i)
                    .chunks(2)
                    .filter(|pair| pair[1] != Value::Block(b))
                    .flatten()
                    .copied()
                    .collect();
                f.set_operands(i, &kept);
            }
        }
        changed = true;
    }
    if changed {
        remove_unreachable_blocks(f);
    }
    changed
}

/// `br i1 %c, %a, %a` (what folding leaves of `(x < 0 || signbit(x)) && odd` once `odd`
/// is false) becomes `br %a`: the condition is dead, and `%a`'s phis, which had the
/// same value twice from `b`, keep one entry.
pub(super) fn jump_instead_of_branch_to_one_block(f: &mut Function, b: Block, t: ptxc_ir::Inst, to: Block) {
    f.inst_mut(t).header.opcode = Opcode::Br;
    f.set_operands(t, &[Value::Block(to)]);
    for k in 0..f.blocks[to].insts.len() {
        let i = f.blocks[to].insts[k];
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        let Some(second) = f
            .operands(i)
            .chunks(2)
            .enumerate()
            .filter(|(_, pair)| pair[1] == Value::Block(b))
            .nth(1)
            .map(|(n, _)| n)
        else {
            continue;
        };
        let kept: Vec<Value> = f
            .operands(i)
            .chunks(2)
            .enumerate()
            .filter(|&(n, _)| n != second)
            .flat_map(|(_, pair)| pair.iter().copied())
            .collect();
        f.set_operands(i, &kept);
    }
}

/// Returns true if anything changed.
pub fn remove_unreachable_blocks(f: &mut Function) -> bool {
    if f.is_declaration() {
        return false;
    }
    let order = reverse_postorder(f);
    if order.len() == f.layout.len() {
        return false;
    }
    let mut live: EntitySet<Block> = EntitySet::with_capacity(f.blocks.len());
    for &b in &order {
        live.insert(b);
    }
    let dead: Vec<_> = f.layout.iter().copied().filter(|&b| !live.contains(b)).collect();
    for &b in &dead {
        for i in f.blocks[b].insts.clone() {
            f.remove_inst(i);
        }
    }
    f.layout.retain(|&b| live.contains(b));
    // Phis in live blocks lose the edges from dead ones.
    for at in 0..f.layout.len() {
        drop_phi_edges_from_dead(f, f.layout[at], &live);
    }
    true
}

/// Removes `dead`, every block no path from the entry reaches, when the caller
/// knows them (loop-unroll: the blocks of the loop it just unrolled, in a
/// function whose blocks were all reachable before): what
/// [`remove_unreachable_blocks`] does, without walking the function.
pub fn remove_known_unreachable_blocks(f: &mut Function, dead: &FxHashSet<Block>) {
    // One bit per block: this runs after every unroll, over a layout of
    // thousands of blocks.
    let mut is_dead: EntitySet<Block> = EntitySet::new();
    for &b in dead {
        is_dead.insert(b);
    }
    let mut targets: Vec<Block> = Vec::new();
    for &b in dead {
        for s in f.successor_iter(b) {
            if !is_dead.contains(s) && !targets.contains(&s) {
                targets.push(s);
            }
        }
    }
    for &b in dead {
        while f.pop_inst(b).is_some() {}
    }
    f.layout.retain(|&b| !is_dead.contains(b));
    // Only the blocks the dead ones branched to have phi edges from them.
    for b in targets {
        drop_phi_edges(f, b, |p| !is_dead.contains(p));
    }
    debug_assert_eq!(
        reverse_postorder(f).len(),
        f.layout.len(),
        "a block named dead was reachable, or one not named was not"
    );
}

/// Drops the incoming edges of `b`'s phis from blocks not in `live`.
/// By index, without copying the block's instruction list (this runs after every unroll).
fn drop_phi_edges_from_dead(f: &mut Function, b: Block, live: &EntitySet<Block>) {
    drop_phi_edges(f, b, |p| live.contains(p));
}

/// Drops the incoming edges of `b`'s phis from blocks `live` rejects.
fn drop_phi_edges(f: &mut Function, b: Block, live: impl Fn(Block) -> bool) {
    for k in 0..f.blocks[b].insts.len() {
        let i = f.blocks[b].insts[k];
        if f.inst(i).opcode() != Opcode::Phi {
            continue;
        }
        let from_live = |pair: &[Value]| pair[1].as_block().is_some_and(&live);
        if f.operands(i).chunks(2).all(from_live) {
            continue;
        }
        let kept: Vec<Value> = f
            .operands(i)
            .chunks(2)
            .filter(|pair| from_live(pair))
            .flatten()
            .copied()
            .collect();
        f.set_operands(i, &kept);
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn unreachable_blocks_and_their_phi_edges_go() {
        let out = after_pass(
            "define i32 @f(i32 %x) {\nentry:\n  br label %join\n\
             dead:\n  %y = add i32 %x, 1\n  br label %join\n\
             join:\n  %r = phi i32 [ %x, %entry ], [ %y, %dead ]\n  ret i32 %r\n}\n",
            "simplify-cfg",
        );
        let f = body_of(&out, "f");
        assert!(!f.contains("dead:"), "{f}");
        assert!(f.contains("phi i32 [ %x, %entry ]\n"), "{f}");
    }
}
