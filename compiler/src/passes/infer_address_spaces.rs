//! Address-space inference: when a generic pointer is known to come from a
//! specific space (an `addrspacecast` from `ptr addrspace(N)`, possibly
//! through GEPs), loads, stores and atomics through it use the specific
//! pointer, so the backend emits `ld.global`/`st.shared`/`atom.shared`
//! instead of generic accesses. Phis and selects whose every input is known
//! to be in one space (pointer induction variables in loops) get a twin in
//! that space too, found by an optimistic fixpoint over the phis. A compare
//! of two pointers known to be in one space compares the specific pointers.
//! The generic casts, GEPs and phis left without users are removed by DCE.

use ptxc_ir::analysis::reverse_postorder;
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Value};
use rustc_hash::FxHashMap;

/// Rewrites accesses through generic pointers of known space in `f` to that space.
pub fn run(m: &mut Module, f: &mut Function) {
    let generic = m.types.ptr(0);
    // Generic value -> the same address as a specific-space pointer.
    let mut specific: FxHashMap<Value, Value> = FxHashMap::default();
    // Twins of generic phis/selects whose inputs are all in one space; their
    // operands are filled in after the walk below has made the inputs' twins.
    let twins = make_twins(m, f, generic);
    for &(orig, twin) in &twins {
        specific.insert(Value::Inst(orig), Value::Inst(twin));
    }
    // Casts from generic back to the space the pointer is known in, with that pointer.
    let mut cast_back: Vec<(Inst, Value)> = Vec::new();
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
                // Back to the space it came from (`__cvta_generic_to_shared` of a
                // pointer into `__shared__` data, CuTe's `cast_smem_ptr_to_uint`
                // before every `ldmatrix` and `cp.async`): the specific pointer,
                // without a `cvta.to.shared` per use.
                Opcode::AddrSpaceCast => {
                    if let Some(&sp) = specific.get(&f.operands(i)[0]) {
                        if m.value_type(f, sp) == f.inst(i).ty {
                            cast_back.push((i, sp));
                        }
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
                // Two pointers into one space compare as their specific
                // addresses (a fixed window in the generic space): `p < end`
                // then needs no generic twin of a pointer induction variable.
                Opcode::ICmp => {
                    let (a, c) = (f.operands(i)[0], f.operands(i)[1]);
                    if let (Some(&sa), Some(&sc)) = (specific.get(&a), specific.get(&c)) {
                        if m.value_type(f, sa) == m.value_type(f, sc) {
                            f.operands_mut(i).copy_from_slice(&[sa, sc]);
                        }
                    }
                }
                _ => {}
            }
        }
        f.blocks[b].insts = list;
    }
    fill_twins(m, f, &twins, &specific);
    if !cast_back.is_empty() {
        let map: FxHashMap<Value, Value> = cast_back.into_iter().map(|(i, sp)| (Value::Inst(i), sp)).collect();
        f.replace_all_uses(&map);
    }
}

/// The space a generic pointer `v` is known to point into, if any. `phis` holds
/// the current guess for phis/selects (`Some(None)` = no information yet).
fn known_space(m: &mut Module, f: &Function, v: Value, phis: &FxHashMap<Inst, Option<u32>>) -> Option<Option<u32>> {
    let mut v = v;
    // Walk GEP chains to their base (iteratively: chains can be long).
    loop {
        let Value::Inst(i) = v else { return None };
        let op = f.inst(i).opcode();
        match op {
            Opcode::GetElementPtr => v = f.operands(i)[0],
            Opcode::AddrSpaceCast => {
                let src_ty = m.value_type(f, f.operands(i)[0]);
                return m.types.ptr_addrspace(src_ty).filter(|&a| a != 0).map(Some);
            }
            Opcode::Phi | Opcode::Select => return phis.get(&i).copied(),
            _ => return None,
        }
    }
}

/// Finds generic phis/selects whose inputs all lie in one address space and creates
/// an (empty) twin of each in that space, right before the original.
fn make_twins(m: &mut Module, f: &mut Function, generic: ptxc_ir::Type) -> Vec<(Inst, Inst)> {
    let candidates: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| matches!(f.inst(i).opcode(), Opcode::Phi | Opcode::Select) && f.inst(i).ty == generic)
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    // Optimistic: every candidate starts unknown-but-possible (Some(None)).
    let mut guess: FxHashMap<Inst, Option<u32>> = candidates.iter().map(|&i| (i, None)).collect();
    let mut dead: rustc_hash::FxHashSet<Inst> = Default::default();
    let mut changed = true;
    while changed {
        changed = false;
        for &i in &candidates {
            if dead.contains(&i) {
                continue;
            }
            let inputs: Vec<Value> = match f.inst(i).opcode() {
                Opcode::Phi => f.operands(i).iter().step_by(2).copied().collect(),
                _ => f.operands(i)[1..].to_vec(),
            };
            let mut space: Option<u32> = None;
            let mut ok = true;
            for v in inputs {
                if v == Value::Inst(i) {
                    continue;
                }
                match known_space(m, f, v, &guess) {
                    Some(Some(a)) if space.is_none_or(|s| s == a) => space = Some(a),
                    Some(None) => {}
                    _ => {
                        ok = false;
                        break;
                    }
                }
            }
            let new = if ok { space } else { None };
            if !ok {
                dead.insert(i);
                guess.remove(&i);
                changed = true;
            } else if guess.get(&i) != Some(&new) {
                guess.insert(i, new);
                changed = true;
            }
        }
    }
    let mut twins = Vec::new();
    for (&i, &space) in &guess {
        let Some(space) = space else { continue };
        let ty = m.types.ptr(space);
        let d = f.inst(i).clone();
        let twin = f.create_inst(
            NodeHeader {
                num_operands: 0,
                ..d.header
            },
            ty,
            &[],
        );
        if let Some(name) = f.inst_name(i).map(str::to_string) {
            f.set_inst_name(twin, &name);
        }
        f.insert_before(i, twin);
        twins.push((i, twin));
    }
    twins
}

/// Gives each twin the specific-space versions of its original's inputs.
fn fill_twins(m: &mut Module, f: &mut Function, twins: &[(Inst, Inst)], specific: &FxHashMap<Value, Value>) {
    for &(orig, twin) in twins {
        let ty = f.inst(twin).ty;
        let ops: Vec<Value> = f.operands(orig).to_vec();
        let is_phi = f.inst(orig).opcode() == Opcode::Phi;
        let mut new_ops = Vec::with_capacity(ops.len());
        for (k, &v) in ops.iter().enumerate() {
            let is_pointer_input = if is_phi { k % 2 == 0 } else { k > 0 };
            if !is_pointer_input {
                new_ops.push(v);
                continue;
            }
            let mapped = specific.get(&v).copied().unwrap_or_else(|| {
                // No twin was made (should not happen): cast the input, placed where it is valid.
                let cast = f.create_inst(
                    NodeHeader {
                        opcode: Opcode::AddrSpaceCast,
                        subop: 0,
                        flags: Default::default(),
                        num_operands: 0,
                    },
                    ty,
                    &[v],
                );
                if is_phi {
                    let from = ops[k + 1].as_block().expect("phi incoming block");
                    let term = f.terminator(from).expect("incoming block is terminated");
                    f.insert_before(term, cast);
                } else {
                    f.insert_before(orig, cast);
                }
                Value::Inst(cast)
            });
            new_ops.push(mapped);
        }
        f.set_operands(twin, &new_ops);
        let _ = &m;
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
