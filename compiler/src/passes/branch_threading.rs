//! Branches on a phi of constants threaded through: a block `J` holding only
//! `%c = phi i1 [..., P], ...` and `br i1 %c, T, F` is where C's `a && b`
//! (and `a || b`) lands: the predecessor that already knows the answer (the
//! `a` false edge brings `false`) jumps straight to `F` instead, and `J`
//! keeps only the edge that carries `b`. As LLVM's SimplifyCFG folds a
//! branch on a phi (`FoldCondBranchOnPHI`); a shared-memory reduction's
//! `if (t < s && m[t + s] < m[t])` took a jump block and a `mov.pred` per
//! step, nvcc's code none.
//!
//! Threaded: edges from a predecessor whose incoming value is a constant,
//! whose terminator does not already branch to the target (its phis would
//! need two entries from one block), and that reaches `J` by one edge; `%c`
//! must have no use but the branch. The
//! target's phis get an entry for the predecessor: the value `J` gave them,
//! or the constant when that value is `%c` itself.
//! Preserves: behaviour. Used by fold-branches.

use super::instsimplify::int_const;
use ptxc_ir::{Block, Function, Module, Opcode, Value};

/// Threads the constant edges of every such block; returns how many edges.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let mut threaded = 0;
    for j in f.layout.clone() {
        let insts = &f.blocks[j].insts;
        let [phi, br] = insts[..] else { continue };
        if f.inst(phi).opcode() != Opcode::Phi || f.inst(br).opcode() != Opcode::CondBr {
            continue;
        }
        let ops = f.operands(br).to_vec();
        let (Some(on_true), Some(on_false)) = (ops[1].as_block(), ops[2].as_block()) else {
            continue;
        };
        if ops[0] != Value::Inst(phi) || on_true == j || on_false == j || on_true == on_false {
            continue;
        }
        // `%c` used anywhere else would lose the dominance of `j`.
        let used_elsewhere = f.layout.iter().any(|&b| {
            f.blocks[b]
                .insts
                .iter()
                .any(|&i| i != br && f.operands(i).contains(&Value::Inst(phi)))
        });
        if used_elsewhere {
            continue;
        }
        let incoming: Vec<(Value, Block)> = f
            .operands(phi)
            .chunks(2)
            .filter_map(|pair| Some((pair[0], pair[1].as_block()?)))
            .collect();
        for &(v, p) in &incoming {
            let Some((c, _)) = int_const(m, v) else { continue };
            let target = if c & 1 == 1 { on_true } else { on_false };
            if !thread_edge(f, p, j, target, phi, v) {
                continue;
            }
            threaded += 1;
        }
    }
    threaded
}

/// Points `p`'s edge to `j` at `target` when that is safe; returns whether it did.
fn thread_edge(f: &mut Function, p: Block, j: Block, target: Block, phi: ptxc_ir::Inst, constant: Value) -> bool {
    let Some(term) = f.terminator(p) else { return false };
    let edges_to = |f: &Function, b: Block| f.operands(term).iter().filter(|&&o| o == Value::Block(b)).count();
    if edges_to(f, j) != 1 || edges_to(f, target) != 0 || p == j {
        return false;
    }
    // The target's phis: the value that came through `j`, now straight from `p`.
    for k in 0..f.blocks[target].insts.len() {
        let i = f.blocks[target].insts[k];
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        let Some(through_j) = f
            .operands(i)
            .chunks(2)
            .find(|pair| pair[1] == Value::Block(j))
            .map(|pair| pair[0])
        else {
            continue;
        };
        let value = if through_j == Value::Inst(phi) {
            constant
        } else {
            through_j
        };
        let mut ops = f.operands(i).to_vec();
        ops.extend([value, Value::Block(p)]);
        f.set_operands(i, &ops);
    }
    for op in f.operands_mut(term) {
        if *op == Value::Block(j) {
            *op = Value::Block(target);
        }
    }
    let kept: Vec<Value> = f
        .operands(phi)
        .chunks(2)
        .filter(|pair| pair[1] != Value::Block(p))
        .flat_map(|pair| pair.iter().copied())
        .collect();
    f.set_operands(phi, &kept);
    true
}
