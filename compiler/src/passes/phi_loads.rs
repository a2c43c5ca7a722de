//! Loads into a phi become one load after it: a phi whose every incoming value
//! is a load of one address, each the phi's only use and followed by nothing
//! that may write memory up to the edge, is replaced by that load placed at
//! the start of the phi's block, as LLVM's instcombine folds a phi of loads
//! (`FoldPHIArgLoadIntoPHI`).
//!
//! Why: CuTe's sgemm_sm70 prefetches the first k-block's shared-memory
//! fragment before its main loop and, in the loop's last k-block, loads the
//! next tile's into the same registers; the sixteen values crossed the back
//! edge as phis, live through the whole loop (80 floats carried, nvcc 64,
//! which loads them at the top of the loop).
//!
//! Walk to the edge: from the load to the end of its block, then through
//! blocks each entered only from the one before and left by one jump (or by a
//! branch one of whose targets is the predecessor the phi names), until that
//! predecessor; no store, call other than pure intrinsics
//! (a barrier is a call), atomic, fence or volatile access on the way.
//!
//! Preserves: behaviour. The address is the same on every edge and defined in
//! a block dominating the phi's, and memory at the phi's block is what each
//! load read (nothing wrote it on the way); a load that no longer runs on an
//! edge leaving the loop was not needed. Requires: SSA form.

use super::if_convert::use_counts;
use super::load_cse::{is_plain, may_write_memory};
use cranelift_entity::SecondaryMap;
use ptxc_ir::analysis::{Cfg, PredecessorMap};
use ptxc_ir::{Block, Function, Inst, Module, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The most instructions a walk to the edge looks at.
const MAX_WALK: usize = 4096;
/// The most instruction steps one function's walks may take together (a
/// million phis of loads would otherwise walk a billion).
const MAX_WORK: usize = 8_000_000;

/// Returns the number of phis replaced.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let preds = f.predecessor_map();
    let headers: Vec<Block> = f
        .layout
        .iter()
        .copied()
        .filter(|&b| {
            preds.of(b).len() >= 2
                && f.blocks[b]
                    .insts
                    .first()
                    .is_some_and(|&i| f.inst(i).opcode() == Opcode::Phi)
        })
        .collect();
    if headers.is_empty() {
        return 0;
    }
    let known = Known {
        uses: use_counts(f),
        cfg: Cfg::compute(f),
        preds,
    };
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let mut work = 0;
    for h in headers {
        if work > MAX_WORK {
            break;
        }
        let mut moved = Vec::new();
        for p in f.phis(h) {
            let Some(loads) = loads_into(m, f, &known, p, h, &mut work) else {
                continue;
            };
            replace.insert(Value::Inst(p), Value::Inst(loads[0]));
            dead.insert(p);
            dead.extend(loads[1..].iter().copied());
            moved.push(loads[0]);
        }
        let Some(&first) = f.blocks[h].insts.iter().find(|&&i| f.inst(i).opcode() != Opcode::Phi) else {
            continue;
        };
        for load in moved {
            f.remove_inst(load);
            f.insert_before(first, load);
        }
    }
    if dead.is_empty() {
        return 0;
    }
    let n = replace.len();
    f.replace_all_uses(&replace);
    f.remove_insts(&dead);
    n
}

/// What the walks read of the function as it was before any phi went.
struct Known {
    preds: PredecessorMap,
    cfg: Cfg,
    uses: SecondaryMap<Inst, u32>,
}

/// The loads `p` takes on each edge, when they qualify.
fn loads_into(m: &Module, f: &Function, known: &Known, p: Inst, h: Block, work: &mut usize) -> Option<Vec<Inst>> {
    let ty = f.inst(p).ty;
    let mut address = None;
    let mut loads = Vec::new();
    for (v, from) in f.phi_incoming(p) {
        let l = v.as_inst()?;
        let d = f.inst(l);
        if d.opcode() != Opcode::Load || !is_plain(d.header.flags) || d.ty != ty || known.uses[l] != 1 {
            return None;
        }
        let a = f.operands(l)[0];
        if address.is_some_and(|x| x != a) {
            return None;
        }
        address = Some(a);
        if !quiet_to_edge(m, f, &known.preds, l, from, work) {
            return None;
        }
        loads.push(l);
    }
    let defined_before = match address? {
        Value::Inst(a) => f.inst(a).block.is_some_and(|b| b != h && known.cfg.dominates(b, h)),
        _ => true,
    };
    defined_before.then_some(loads)
}

/// Whether nothing after load `l` may write memory on the straight way to the
/// end of `edge_from`; adds the instructions looked at to `work`.
fn quiet_to_edge(
    m: &Module,
    f: &Function,
    preds: &PredecessorMap,
    l: Inst,
    edge_from: Block,
    work: &mut usize,
) -> bool {
    let Some(mut b) = f.inst(l).block else { return false };
    let insts = &f.blocks[b].insts;
    *work += insts.len();
    let Some(at) = insts.iter().position(|&i| i == l) else {
        return false;
    };
    let mut rest = &insts[at + 1..];
    let mut walked = 0;
    loop {
        walked += rest.len();
        *work += rest.len();
        if walked > MAX_WALK || rest.iter().any(|&i| may_write_memory(m, f, i)) {
            return false;
        }
        if b == edge_from {
            return true;
        }
        // One way on: the only successor, or the edge's block among several
        // (a loop's guard: the prefetch before it, the preheader after it).
        let mut succs = f.successor_iter(b);
        let next = match (succs.next(), succs.next()) {
            (Some(only), None) => only,
            (Some(_), Some(_)) if f.successor_iter(b).any(|s| s == edge_from) => edge_from,
            _ => return false,
        };
        if preds.of(next) != [b] {
            return false;
        }
        b = next;
        rest = &f.blocks[b].insts;
    }
}
