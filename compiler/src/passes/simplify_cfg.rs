//! Removes blocks that cannot be reached from the entry block (IR generation
//! leaves such blocks after `return`, `break` and `continue`), and drops
//! their phi incoming edges. `fold_constant_branches` first turns a
//! conditional branch on a constant into a jump (what inlining and constant
//! folding leave of `f(&n, 0) && g()`), which can leave more blocks unreachable.

use super::instsimplify::int_const;
use cranelift_entity::EntitySet;
use ptxc_ir::analysis::reverse_postorder;
use ptxc_ir::{Block, Function, Module, Opcode, Value};

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
        let (Some((c, _)), Some(on_true), Some(on_false)) =
            (int_const(m, ops[0]), ops[1].as_block(), ops[2].as_block())
        else {
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
    // By index, without copying each block's instruction list (this runs after every unroll).
    for at in 0..f.layout.len() {
        let b = f.layout[at];
        for k in 0..f.blocks[b].insts.len() {
            let i = f.blocks[b].insts[k];
            if f.inst(i).opcode() != Opcode::Phi {
                continue;
            }
            let from_live = |pair: &[Value]| pair[1].as_block().is_some_and(|pb| live.contains(pb));
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
    true
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
