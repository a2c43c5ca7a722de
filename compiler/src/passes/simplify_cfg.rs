//! Removes blocks that cannot be reached from the entry block (IR generation
//! leaves such blocks after `return`, `break` and `continue`), and drops
//! their phi incoming edges.

use super::cfg::reverse_postorder;
use ptxc_ir::{Function, Opcode, Value};
use rustc_hash::FxHashSet;

/// Returns true if anything changed.
pub fn remove_unreachable_blocks(f: &mut Function) -> bool {
    if f.is_declaration() {
        return false;
    }
    let live: FxHashSet<_> = reverse_postorder(f).into_iter().collect();
    if live.len() == f.layout.len() {
        return false;
    }
    let dead: Vec<_> = f.layout.iter().copied().filter(|b| !live.contains(b)).collect();
    for &b in &dead {
        for i in f.blocks[b].insts.clone() {
            f.remove_inst(i);
        }
    }
    f.layout.retain(|b| live.contains(b));
    // Phis in live blocks lose the edges from dead ones.
    for b in f.layout.clone() {
        for i in f.blocks[b].insts.clone() {
            if f.inst(i).opcode() != Opcode::Phi {
                continue;
            }
            let ops = f.operands(i).to_vec();
            let kept: Vec<Value> = ops
                .chunks(2)
                .filter(|pair| pair[1].as_block().is_some_and(|pb| live.contains(&pb)))
                .flatten()
                .copied()
                .collect();
            f.set_operands(i, &kept);
        }
    }
    true
}
