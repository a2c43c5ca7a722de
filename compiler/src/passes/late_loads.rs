//! Loads next to their first use: a plain load moves down to just before the
//! first instruction that reads it, when all that lies between is straight
//! code (the rest of its block and blocks each entered only from the one
//! before and left by one jump) that writes no memory (no store, atomic, fence
//! or call other than a pure intrinsic: `__syncthreads()` is a call).
//!
//! Why: nvcc's PTX reads each shared-memory fragment value right before its
//! first `fma`; CuTe's register pipelines load a whole k-block ahead, and
//! ptxas kept those values live together (sgemm_sm70's TN kernel).
//!
//! Preserves: behaviour. Nothing between the old and the new place writes
//! memory, so the load reads the same value; its operands are defined before
//! the old place, which dominates the new one. Requires: SSA form.

use super::load_cse::{is_plain, may_write_memory};
use ptxc_ir::analysis::PredecessorMap;
use ptxc_ir::{Function, Inst, Module, Opcode, Value};

/// The most instructions one load's walk looks at.
const MAX_WALK: usize = 4096;
/// The most instruction steps (walks, and the block scans that finding and
/// moving a load cost) one function may take: a block of a million loads
/// would otherwise take a million scans of itself.
const MAX_WORK: usize = 8_000_000;

/// Returns the number of loads moved.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let mut loads: Vec<Inst> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            if d.opcode() == Opcode::Load && is_plain(d.header.flags) {
                loads.push(i);
            }
        }
    }
    if loads.is_empty() {
        return 0;
    }
    let preds = f.predecessor_map();
    let mut moved = 0;
    let mut work = 0;
    // Last to first: a load moved down stays before the loads that follow it.
    for &l in loads.iter().rev() {
        if work > MAX_WORK {
            break;
        }
        let Some(b) = f.inst(l).block else { continue };
        // Finding `l` in its block, and taking it out when it moves.
        work += 2 * f.blocks[b].insts.len();
        if let Some(before) = first_use_on_straight_way(m, f, &preds, l, &mut work) {
            work += f.blocks[f.inst(before).block.expect("placed")].insts.len();
            f.remove_inst(l);
            f.insert_before(before, l);
            moved += 1;
        }
    }
    moved
}

/// The first instruction after `l` that reads it, when the way there is
/// straight, writes no memory and passes more than the next instruction; adds
/// the instructions looked at to `work`.
fn first_use_on_straight_way(
    m: &Module,
    f: &Function,
    preds: &PredecessorMap,
    l: Inst,
    work: &mut usize,
) -> Option<Inst> {
    let mut b = f.inst(l).block?;
    let at = f.blocks[b].insts.iter().position(|&i| i == l)?;
    let mut start = at + 1;
    let mut walked = 0;
    loop {
        for &i in &f.blocks[b].insts[start..] {
            walked += 1;
            *work += 1;
            let d = f.inst(i);
            if walked > MAX_WALK || d.opcode() == Opcode::Phi || may_write_memory(m, f, i) {
                return None;
            }
            if f.operands(i).contains(&Value::Inst(l)) {
                return (walked > 1).then_some(i);
            }
        }
        let mut succs = f.successor_iter(b);
        let (Some(next), None) = (succs.next(), succs.next()) else {
            return None;
        };
        if preds.of(next) != [b] {
            return None;
        }
        b = next;
        start = 0;
    }
}
