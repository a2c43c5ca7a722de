//! Kernel argument lowering: a kernel's pointer parameters point to global
//! memory (CUDA's rule for kernel arguments), so each one is cast to
//! `ptr addrspace(1)` once at entry and back to a generic pointer for its
//! users. Address-space inference then rewrites the users to the global
//! pointer, which the backend prints as `cvta.to.global` + `ld.global`.

use ptxc_ir::{addrspace, Function, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::FxHashMap;

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
    for (n, &pty) in params.iter().enumerate() {
        // A `byval` parameter is the address of the kernel's own copy of a record (in
        // parameter or local memory), not a pointer the caller passed into global memory.
        if pty != generic || f.param_attrs.get(n).is_some_and(|a| a.byval.is_some()) {
            continue;
        }
        let arg = Value::Arg(n as u32);
        let name = f.param_names.get(n).cloned().unwrap_or_default();
        let to_global = f.create_inst(NodeHeader::new(Opcode::AddrSpaceCast), global, &[arg]);
        f.set_inst_name(to_global, &format!("{name}.global"));
        let back = f.create_inst(
            NodeHeader::new(Opcode::AddrSpaceCast),
            generic,
            &[Value::Inst(to_global)],
        );
        f.set_inst_name(back, &format!("{name}.generic"));
        new_insts.push(to_global);
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
}
