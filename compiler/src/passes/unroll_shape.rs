//! The loops partial and runtime unrolling take (loop_unroll_partial.rs,
//! loop_unroll_runtime.rs): innermost, with a preheader and one latch, left
//! only by the header's conditional branch, every header phi naming its value
//! from the preheader and the latch, and not under `#pragma unroll 1` or
//! `#pragma unroll N` (the user's count, which neither pass applies).

use super::loop_unroll::loop_hints;
use ptxc_ir::analysis::{Cfg, Loop, LoopInfo};
use ptxc_ir::metadata_keys::LoopHint;
use ptxc_ir::{Block, Function, Module, Opcode, Value};

/// Such a loop's parts.
pub(super) struct LoopShape {
    /// The loop's blocks, header first.
    pub blocks: Vec<Block>,
    pub header: Block,
    pub latch: Block,
    pub preheader: Block,
    /// The header's successor inside the loop.
    pub body_entry: Block,
    /// The header's branch condition, and the value of it that stays in the loop.
    pub cond: Value,
    pub continue_when: bool,
}

/// The innermost loops of `f`'s loop analysis.
pub(super) fn innermost(loops: &LoopInfo) -> Vec<Loop> {
    loops
        .loops()
        .filter(|&(l, _)| !loops.loops().any(|(_, d)| d.parent == Some(l)))
        .map(|(l, _)| l)
        .collect()
}

/// `l`'s parts, when it has the shape above.
pub(super) fn loop_shape(m: &Module, f: &Function, cfg: &Cfg, loops: &LoopInfo, l: Loop) -> Option<LoopShape> {
    let data = loops.data(l);
    let header = data.header;
    let [latch] = data.latches[..] else { return None };
    let preheader = loops.preheader(f, cfg, l)?;
    let [(from, exit)] = loops.exit_edges(f, l)[..] else {
        return None;
    };
    let hints = loop_hints(m, f, latch);
    if from != header || hints.contains(&LoopHint::UnrollDisable) || hints.contains(&LoopHint::UnrollCount) {
        return None;
    }
    let term = f.terminator(header)?;
    if f.inst(term).opcode() != Opcode::CondBr {
        return None;
    }
    let ops = f.operands(term);
    let (cond, t, e) = (ops[0], ops[1].as_block()?, ops[2].as_block()?);
    for &i in &f.blocks[header].insts {
        if f.inst(i).opcode() != Opcode::Phi {
            break;
        }
        if f.operands(i).len() != 4 {
            return None;
        }
    }
    Some(LoopShape {
        blocks: data.blocks.clone(),
        header,
        latch,
        preheader,
        body_entry: if e == exit { t } else { e },
        cond,
        continue_when: e == exit,
    })
}
