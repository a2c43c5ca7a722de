//! A load through a phi of addresses, one of them a stack slot, becomes a
//! phi of loads made at the end of each incoming block: `c ? x4[i] :
//! make_float4(0, 0, 0, 0)` is a phi of the element's address and a
//! temporary's, read after the join (ggml's `quantize_mmq_q8_1`), so the
//! temporary could not be promoted and stayed in a stack frame; nvcc keeps
//! it in registers. Each incoming block must end in an unconditional branch
//! to the load's block, and nothing before the load in that block may write
//! memory: then each new load runs on exactly the paths the old one ran on
//! (after its edge), and reads the same memory. Runs at the start of sroa.
//! Preserves: behaviour.

use super::load_cse::{is_plain, may_write_memory};
use ptxc_ir::analysis::stack_slot_of;
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Value};
use rustc_hash::FxHashMap;

/// Rewrites every such load of `f`; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let loads: Vec<(Inst, Inst)> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter_map(|i| through_phi(m, f, i).map(|phi| (i, phi)))
        .collect();
    let mut loaded: FxHashMap<Value, Value> = FxHashMap::default();
    for &(load, phi) in &loads {
        let (ty, align, flags) = (f.inst(load).ty, f.inst(load).align, f.inst(load).header.flags);
        let incoming: Vec<(Value, Block)> = f.phi_incoming(phi).collect();
        let mut ops = Vec::with_capacity(2 * incoming.len());
        for (address, pred) in incoming {
            let end = f.terminator(pred).expect("checked by `through_phi`");
            let mut h = NodeHeader::new(Opcode::Load);
            h.flags = flags;
            let ld = f.create_inst(h, ty, &[address]);
            f.inst_mut(ld).aux_ty = Some(ty);
            f.inst_mut(ld).align = align;
            f.insert_before(end, ld);
            ops.extend([Value::Inst(ld), Value::Block(pred)]);
        }
        let joined = f.create_inst(NodeHeader::new(Opcode::Phi), ty, &ops);
        f.insert_before(phi, joined);
        loaded.insert(Value::Inst(load), Value::Inst(joined));
    }
    f.replace_all_uses(&loaded);
    for &(load, phi) in &loads {
        f.remove_inst(load);
        f.remove_inst(phi);
    }
    loads.len()
}

/// For a plain load whose address is a phi of its own block used by nothing
/// else, with a stack slot among its inputs, every input block ending in an
/// unconditional branch here, and nothing before the load that may write
/// memory: the phi.
fn through_phi(m: &Module, f: &Function, i: Inst) -> Option<Inst> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Load || !is_plain(d.header.flags) {
        return None;
    }
    let phi = f.operands(i)[0].as_inst()?;
    let b = d.block?;
    if f.inst(phi).opcode() != Opcode::Phi || f.inst(phi).block != Some(b) {
        return None;
    }
    let incoming: Vec<(Value, Block)> = f.phi_incoming(phi).collect();
    let into_b = |pred: Block| pred != b && f.successors(pred).as_slice() == [b];
    if !incoming.iter().any(|&(v, _)| stack_slot_of(f, v, 4).is_some())
        || !incoming.iter().all(|&(_, pred)| into_b(pred))
    {
        return None;
    }
    let before = f.blocks[b].insts.iter().take_while(|&&k| k != i);
    let quiet = before
        .filter(|&&k| f.inst(k).opcode() != Opcode::Phi)
        .all(|&k| !may_write_memory(m, f, k));
    (quiet && used_once(f, phi)).then_some(phi)
}

fn used_once(f: &Function, v: Inst) -> bool {
    let uses = f.layout.iter().flat_map(|&b| f.blocks[b].insts.iter());
    uses.flat_map(|&i| f.operands(i).iter())
        .filter(|&&o| o == Value::Inst(v))
        .count()
        == 1
}
