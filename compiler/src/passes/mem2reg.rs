//! Mem2Reg: promotes scalar stack slots to SSA values.
//!
//! An alloca is promotable when it holds a scalar (integer, float or
//! pointer) and is used only as the address of loads and stores of exactly
//! that type. Phis go at the iterated dominance frontier of the stores
//! (minimal SSA); a walk over the dominator tree then renames loads to the
//! reaching value. Loads with no reaching store read `undef`. Phis that end
//! up unused are left for dead-code elimination.
//! Preserves: the CFG. Requires: no unreachable blocks.

use super::cfg::Cfg;
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Promotes every promotable alloca of `f`. Returns the number promoted.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let allocas = promotable_allocas(m, f, entry);
    if allocas.is_empty() {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let df = cfg.dominance_frontiers();

    // Phi placement.
    let mut phi_for: FxHashMap<Inst, (Inst, usize)> = FxHashMap::default(); // phi -> (alloca, index)
    let alloca_index: FxHashMap<Inst, usize> = allocas.iter().enumerate().map(|(i, (a, _))| (*a, i)).collect();
    for (idx, &(alloca, ty)) in allocas.iter().enumerate() {
        let mut def_blocks: Vec<Block> = Vec::new();
        for &b in &cfg.rpo {
            if f.blocks[b].insts.iter().any(|&i| is_store_to(f, i, alloca)) && !def_blocks.contains(&b) {
                def_blocks.push(b);
            }
        }
        let mut has_phi: FxHashSet<Block> = FxHashSet::default();
        let mut work = def_blocks.clone();
        while let Some(b) = work.pop() {
            for &y in df.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                if has_phi.insert(y) {
                    let name = f.inst_name(alloca).unwrap_or("").to_string();
                    let phi = f.create_inst(phi_header(), ty, &[]);
                    f.set_inst_name(phi, &name);
                    let first = f.blocks[y].insts.first().copied();
                    match first {
                        Some(anchor) => f.insert_before(anchor, phi),
                        None => f.push_inst(y, phi),
                    }
                    phi_for.insert(phi, (alloca, idx));
                    if !def_blocks.contains(&y) {
                        work.push(y);
                    }
                }
            }
        }
    }

    // Renaming over the dominator tree (explicit stack, no recursion).
    let children = cfg.dom_children();
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: Vec<Inst> = Vec::new();
    let undefs: Vec<Value> = allocas.iter().map(|&(_, ty)| Value::Const(m.const_undef(ty))).collect();
    enum Step {
        Enter(Block, Vec<Value>),
    }
    let mut stack = vec![Step::Enter(entry, undefs)];
    while let Some(Step::Enter(b, mut current)) = stack.pop() {
        for i in f.blocks[b].insts.clone() {
            let op = f.inst(i).opcode();
            match op {
                Opcode::Phi => {
                    if let Some(&(_, idx)) = phi_for.get(&i) {
                        current[idx] = Value::Inst(i);
                    }
                }
                Opcode::Load => {
                    if let Some(a) = f.operands(i)[0].as_inst() {
                        if let Some(&idx) = alloca_index.get(&a) {
                            replace.insert(Value::Inst(i), current[idx]);
                            dead.push(i);
                        }
                    }
                }
                Opcode::Store => {
                    if let Some(a) = f.operands(i)[1].as_inst() {
                        if let Some(&idx) = alloca_index.get(&a) {
                            current[idx] = resolve(&replace, f.operands(i)[0]);
                            dead.push(i);
                        }
                    }
                }
                _ => {}
            }
        }
        for s in f.successors(b) {
            for i in f.blocks[s].insts.clone() {
                if f.inst(i).opcode() != Opcode::Phi {
                    break;
                }
                if let Some(&(_, idx)) = phi_for.get(&i) {
                    let mut ops = f.operands(i).to_vec();
                    ops.push(current[idx]);
                    ops.push(Value::Block(b));
                    f.set_operands(i, &ops);
                }
            }
        }
        for &c in children.get(&b).map(Vec::as_slice).unwrap_or(&[]).iter().rev() {
            stack.push(Step::Enter(c, current.clone()));
        }
    }

    for i in dead {
        f.remove_inst(i);
    }
    for &(a, _) in &allocas {
        f.remove_inst(a);
    }
    f.replace_all_uses(&replace);
    allocas.len()
}

fn resolve(map: &FxHashMap<Value, Value>, mut v: Value) -> Value {
    let mut guard = 0;
    while let Some(&n) = map.get(&v) {
        if n == v || guard > 64 {
            break;
        }
        v = n;
        guard += 1;
    }
    v
}

fn phi_header() -> NodeHeader {
    NodeHeader {
        opcode: Opcode::Phi,
        subop: 0,
        flags: Default::default(),
        num_operands: 0,
    }
}

fn is_store_to(f: &Function, i: Inst, alloca: Inst) -> bool {
    f.inst(i).opcode() == Opcode::Store && f.operands(i)[1] == Value::Inst(alloca)
}

/// Allocas of the entry block whose every use is a matching load or store.
fn promotable_allocas(m: &Module, f: &Function, entry: Block) -> Vec<(Inst, Type)> {
    let mut candidates: FxHashMap<Inst, Type> = FxHashMap::default();
    for &i in &f.blocks[entry].insts {
        let d = f.inst(i);
        if d.opcode() != Opcode::Alloca {
            continue;
        }
        let Some(ty) = d.aux_ty else { continue };
        let scalar = matches!(
            m.types.get(ty),
            TypeData::Int(_)
                | TypeData::Float
                | TypeData::Double
                | TypeData::Half
                | TypeData::BFloat
                | TypeData::Ptr(_)
        );
        if scalar {
            candidates.insert(i, ty);
        }
    }
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            let ops = f.operands(i);
            for (k, v) in ops.iter().enumerate() {
                let Some(a) = v.as_inst() else { continue };
                let Some(&ty) = candidates.get(&a) else { continue };
                let ok = match d.opcode() {
                    Opcode::Load => k == 0 && d.ty == ty && !d.header.flags.has(ptxc_ir::InstFlags::VOLATILE),
                    Opcode::Store => {
                        k == 1 && d.aux_ty == Some(ty) && !d.header.flags.has(ptxc_ir::InstFlags::VOLATILE)
                    }
                    _ => false,
                };
                if !ok {
                    candidates.remove(&a);
                }
            }
        }
    }
    // Keep entry-block order for determinism.
    f.blocks[entry]
        .insts
        .iter()
        .filter_map(|i| candidates.get(i).map(|&t| (*i, t)))
        .collect()
}
