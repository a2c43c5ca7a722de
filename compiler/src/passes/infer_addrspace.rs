//! Address-space inference: when a generic pointer is known to come from a
//! specific space (an `addrspacecast` from `ptr addrspace(N)`, possibly
//! through GEPs), loads, stores and atomics through it use the specific
//! pointer, so the backend emits `ld.global`/`st.shared`/`atom.shared`
//! instead of generic accesses.
//! The generic casts and GEPs left without users are removed by DCE.

use super::cfg::reverse_postorder;
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Value};
use rustc_hash::FxHashMap;

pub fn run(m: &mut Module, f: &mut Function) {
    let generic = m.types.ptr(0);
    // Generic value -> the same address as a specific-space pointer.
    let mut specific: FxHashMap<Value, Value> = FxHashMap::default();
    for b in reverse_postorder(f) {
        // Rebuilt in one pass: new GEPs go right after the ones they copy.
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut list = Vec::with_capacity(old.len());
        for i in old {
            list.push(i);
            let op = f.inst(i).opcode();
            match op {
                Opcode::AddrSpaceCast if f.inst(i).ty == generic => {
                    let src = f.operands(i)[0];
                    let src_ty = m.value_type(f, src);
                    if m.types.ptr_addrspace(src_ty).is_some_and(|a| a != 0) {
                        specific.insert(Value::Inst(i), src);
                    }
                }
                Opcode::GetElementPtr => {
                    let base = f.operands(i)[0];
                    if let Some(&sb) = specific.get(&base) {
                        let new = clone_gep_on(m, f, i, sb);
                        f.inst_mut(new).block = Some(b);
                        list.push(new);
                        specific.insert(Value::Inst(i), Value::Inst(new));
                    }
                }
                // Atomics take their pointer first, like loads (`atom.global`, `atom.shared`).
                Opcode::Load | Opcode::AtomicRmw | Opcode::CmpXchg => {
                    if let Some(&sp) = specific.get(&f.operands(i)[0]) {
                        f.operands_mut(i)[0] = sp;
                    }
                }
                Opcode::Store => {
                    if let Some(&sp) = specific.get(&f.operands(i)[1]) {
                        f.operands_mut(i)[1] = sp;
                    }
                }
                _ => {}
            }
        }
        f.blocks[b].insts = list;
    }
}

/// A copy of GEP `i` computed on `base` (a specific-space pointer), not yet placed.
fn clone_gep_on(m: &mut Module, f: &mut Function, i: Inst, base: Value) -> Inst {
    let mut ops = f.operands(i).to_vec();
    ops[0] = base;
    let ty = m.value_type(f, base);
    let d = f.inst(i).clone();
    let header = NodeHeader {
        flags: InstFlags(d.header.flags.0),
        ..d.header
    };
    let new = f.create_inst(header, ty, &ops);
    f.inst_mut(new).aux_ty = d.aux_ty;
    if let Some(name) = f.inst_name(i).map(str::to_string) {
        f.set_inst_name(new, &name);
    }
    new
}
