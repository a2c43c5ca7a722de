//! Kernel argument lowering: a kernel's pointer parameters point to global
//! memory (CUDA's rule for kernel arguments), so each one is cast to
//! `ptr addrspace(1)` once at entry and back to a generic pointer for its
//! users. Address-space inference then rewrites the users to the global
//! pointer, which the backend prints as `cvta.to.global` + `ld.global`.
//!
//! A record passed by value (`byval`) that is only read, through GEPs, phis
//! and selects, is cast to `ptr addrspace(101)` (the kernel parameter space)
//! the same way: its loads become `ld.param` at a computed address, as nvcc
//! reads `info.sizes[i]` in a loop, instead of a copy of the whole record in
//! the stack frame (PTX ISA: a kernel parameter's address moved into a
//! register is in the `.param` space and is read with `ld.param`).

use ptxc_ir::analysis::{DerivedUse, UseLists};
use ptxc_ir::{addrspace, Function, Inst, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Casts each pointer parameter of kernel `f` to the global space at entry.
pub fn run(m: &mut Module, f: &mut Function) {
    let Some(entry) = f.entry_block() else { return };
    let Some(fty) = f.ty else { return };
    let TypeData::Function { params, .. } = m.types.get(fty).clone() else {
        return;
    };
    let global = m.types.ptr(addrspace::GLOBAL);
    let generic = m.types.ptr(addrspace::GENERIC);
    let mut replace = FxHashMap::default();
    let mut new_insts = Vec::new();
    let param = m.types.ptr(addrspace::PARAM);
    // Built once for the walks from every `byval` parameter, again only after a
    // parameter's loaded pointers were cast (the rest of the loop edits nothing
    // the walks read until `replace_all_uses` below).
    let mut uses: Option<UseLists> = None;
    for (n, &pty) in params.iter().enumerate() {
        let arg = Value::Arg(n as u32);
        // A `byval` parameter is the address of the kernel's own copy of a record (in
        // parameter or local memory), not a pointer the caller passed into global memory.
        let (space, suffix) = if f.param_attrs.get(n).is_some_and(|a| a.byval.is_some()) {
            let lists = uses.get_or_insert_with(|| UseLists::of(f));
            if !read_in_place(f, lists, arg) {
                continue;
            }
            if loaded_pointers_to_global(m, f, lists, arg) {
                uses = None;
            }
            (param, "param")
        } else if pty == generic {
            (global, "global")
        } else {
            continue;
        };
        let name = f.param_names.get(n).cloned().unwrap_or_default();
        let to_space = f.create_inst(NodeHeader::new(Opcode::AddrSpaceCast), space, &[arg]);
        f.set_inst_name(to_space, &format!("{name}.{suffix}"));
        let back = f.create_inst(
            NodeHeader::new(Opcode::AddrSpaceCast),
            generic,
            &[Value::Inst(to_space)],
        );
        f.set_inst_name(back, &format!("{name}.generic"));
        new_insts.push(to_space);
        new_insts.push(back);
        replace.insert(arg, Value::Inst(back));
    }
    if replace.is_empty() {
        return;
    }
    f.replace_all_uses(&replace);
    // Insert after replacing, so the casts keep reading the original argument.
    let first = f.blocks[entry].insts.first().copied();
    for i in new_insts {
        match first {
            Some(anchor) => f.insert_before(anchor, i),
            None => f.push_inst(entry, i),
        }
    }
}

/// The pointers a kernel reads from its record parameter `arg` (a CuTe tensor's
/// `gmem_ptr`, a struct of arrays) point to global memory too: CUDA's rule holds
/// for every pointer a launch passes, as nvcc's `cvta.to.global` after such an
/// `ld.param` shows. Each loaded pointer is cast to the global space and back,
/// as pointer parameters are, for address-space inference to use.
/// Returns whether it cast any (and so changed `f`).
fn loaded_pointers_to_global(m: &mut Module, f: &mut Function, uses: &UseLists, arg: Value) -> bool {
    let generic = m.types.ptr(addrspace::GENERIC);
    let global = m.types.ptr(addrspace::GLOBAL);
    let mut loads = Vec::new();
    uses.all_derived_uses(arg, |i, idx| match (f.inst(i).opcode(), idx) {
        (Opcode::Load, 0) => {
            loads.push(i);
            DerivedUse::Allowed
        }
        (Opcode::GetElementPtr, 0) | (Opcode::Phi, _) | (Opcode::Select, 1 | 2) => DerivedUse::Derives,
        _ => DerivedUse::Allowed,
    });
    // A pointer loaded alone, or taken out of a record loaded whole.
    let mut pointers: Vec<Inst> = loads.iter().copied().filter(|&l| f.inst(l).ty == generic).collect();
    let records: FxHashSet<Inst> = loads.iter().copied().filter(|&l| f.inst(l).ty != generic).collect();
    if !records.is_empty() {
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                if f.inst(i).opcode() == Opcode::ExtractValue
                    && f.inst(i).ty == generic
                    && f.operands(i)[0].as_inst().is_some_and(|l| records.contains(&l))
                {
                    pointers.push(i);
                }
            }
        }
    }
    let mut replace = FxHashMap::default();
    let mut casts = Vec::new();
    for load in pointers {
        let Some(block) = f.insts[load].block else { continue };
        let at = f.blocks[block]
            .insts
            .iter()
            .position(|&x| x == load)
            .expect("load in its block");
        let Some(&next) = f.blocks[block].insts.get(at + 1) else {
            continue;
        };
        let name = f.inst_name(load).unwrap_or("ptr").to_string();
        let to_global = f.create_inst(NodeHeader::new(Opcode::AddrSpaceCast), global, &[Value::Inst(load)]);
        f.set_inst_name(to_global, &format!("{name}.global"));
        let back = f.create_inst(
            NodeHeader::new(Opcode::AddrSpaceCast),
            generic,
            &[Value::Inst(to_global)],
        );
        f.set_inst_name(back, &format!("{name}.generic"));
        f.insert_before(next, to_global);
        f.insert_before(next, back);
        replace.insert(Value::Inst(load), Value::Inst(back));
        casts.push((to_global, load));
    }
    if replace.is_empty() {
        return false;
    }
    f.replace_all_uses(&replace);
    // The casts themselves keep reading the loaded pointer.
    for (to_global, load) in casts {
        f.operands_mut(to_global)[0] = Value::Inst(load);
    }
    true
}

/// Whether the record a `byval` parameter `arg` points to is only loaded from,
/// through GEP bases and phis/selects whose every input is derived from it too,
/// and compared only with addresses derived from it (so address-space inference
/// moves every load and compare to the parameter space).
fn read_in_place(f: &Function, uses: &UseLists, arg: Value) -> bool {
    let mut derived: Vec<Value> = vec![arg];
    let mut joins: Vec<Inst> = Vec::new();
    let mut compares: Vec<Inst> = Vec::new();
    let only_read = uses.all_derived_uses(arg, |i, idx| match (f.inst(i).opcode(), idx) {
        (Opcode::Load, 0) => DerivedUse::Allowed,
        (Opcode::GetElementPtr, 0) => {
            derived.push(Value::Inst(i));
            DerivedUse::Derives
        }
        (Opcode::Phi, _) | (Opcode::Select, 1 | 2) => {
            derived.push(Value::Inst(i));
            joins.push(i);
            DerivedUse::Derives
        }
        // `p != end` within the record: both sides in one space.
        (Opcode::ICmp, 0 | 1) => {
            compares.push(i);
            DerivedUse::Allowed
        }
        _ => DerivedUse::Refused,
    });
    // Every input of a join and both sides of a compare come from the record.
    only_read
        && joins
            .iter()
            .all(|&i| join_inputs(f, i).iter().all(|v| derived.contains(v)))
        && compares
            .iter()
            .all(|&i| f.operands(i).iter().all(|v| derived.contains(v)))
}

/// The pointer inputs of a phi (its even operands) or a select (its last two).
fn join_inputs(f: &Function, i: Inst) -> Vec<Value> {
    match f.inst(i).opcode() {
        Opcode::Phi => f.operands(i).iter().step_by(2).copied().collect(),
        _ => f.operands(i)[1..].to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    const KERNEL: &str =
        "define void @k(ptr %out, i32 %n) {\nentry:\n  store i32 %n, ptr %out, align 4\n  ret void\n}\n\
        define void @d(ptr %out) {\nentry:\n  store i32 1, ptr %out, align 4\n  ret void\n}\n\
        !nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

    #[test]
    fn kernel_pointer_arguments_are_cast_to_global_and_back() {
        let out = after_pass(KERNEL, "lower-kernel-args");
        let k = body_of(&out, "k");
        assert!(
            k.contains("%out.global = addrspacecast ptr %out to ptr addrspace(1)"),
            "{k}"
        );
        assert!(
            k.contains("%out.generic = addrspacecast ptr addrspace(1) %out.global to ptr"),
            "{k}"
        );
        assert!(k.contains("store i32 %n, ptr %out.generic"), "{k}");
        let d = body_of(&out, "d");
        assert!(!d.contains("addrspacecast"), "not a kernel:\n{d}");
    }

    #[test]
    fn address_space_inference_then_stores_through_the_global_pointer() {
        let lowered = after_pass(KERNEL, "lower-kernel-args");
        let out = after_pass(&lowered, "infer-address-spaces");
        let k = body_of(&out, "k");
        assert!(k.contains("store i32 %n, ptr addrspace(1) %out.global"), "{k}");
    }

    /// A kernel taking a record of a pointer and a count by value, as CuTe's
    /// tensors are passed: the pointer read from it, alone or with the whole
    /// record, is a global pointer as nvcc's `cvta.to.global` makes it.
    const RECORD_KERNEL: &str = "%struct.View = type { ptr, i32 }\n\
        define void @k(ptr byval(%struct.View) align 8 %v, ptr byval(%struct.View) align 8 %w) {\nentry:\n  \
        %p = load ptr, ptr %v, align 8\n  store i32 1, ptr %p, align 4\n  \
        %whole = load %struct.View, ptr %w, align 8\n  %q = extractvalue %struct.View %whole, 0\n  \
        store i32 2, ptr %q, align 4\n  ret void\n}\n\
        !nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

    #[test]
    fn pointers_read_from_a_record_argument_are_global() {
        let lowered = after_pass(RECORD_KERNEL, "lower-kernel-args");
        let k = body_of(&lowered, "k");
        assert!(
            k.contains("%p.global = addrspacecast ptr %p to ptr addrspace(1)"),
            "{k}"
        );
        assert!(
            k.contains("%q.global = addrspacecast ptr %q to ptr addrspace(1)"),
            "{k}"
        );
        let out = after_pass(&lowered, "infer-address-spaces");
        let k = body_of(&out, "k");
        assert!(k.contains("store i32 1, ptr addrspace(1) %p.global"), "{k}");
        assert!(k.contains("store i32 2, ptr addrspace(1) %q.global"), "{k}");
    }
}
