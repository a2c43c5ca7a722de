//! A record a kernel takes by value (`byval`) and writes (CUB's radix sort
//! kernels call `even_share.BlockInit()` on their `GridEvenShare` argument)
//! gets a stack slot of its own at entry, filled by one whole-record copy from
//! the parameter, and the kernel works on the slot, as LLVM's NVPTX backend
//! does (NVPTXLowerArgs): sroa then splits the slot into its fields and
//! mem2reg keeps them in registers. Left in place, the parameter was copied
//! to local memory by the backend and every field read and written there
//! (CUB's `DeviceRadixSortUpsweepKernel`: a 72-byte frame, nvcc none). A
//! record only read stays in place: lower-kernel-args reads it from the
//! parameter space, and so does a `__grid_constant__` one, whose address
//! names the parameter itself. Runs on kernels before sroa. Preserves: behaviour (the
//! parameter is the kernel's own copy; the slot is another, made before any
//! use).

use ptxc_ir::analysis::{all_derived_uses, DerivedUse};
use ptxc_ir::{Function, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::FxHashMap;

/// Larger records stay as they were (copied to local memory by the backend):
/// a whole-record copy of a large array is many values for little gain, as
/// sroa keeps arrays read at run-time indices in their slot anyway.
const MAX_COPIED_BYTES: u64 = 256;

/// Gives each written `byval` parameter of kernel `f` its slot; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let ptr = m.types.ptr(0);
    let void = m.types.intern(TypeData::Void);
    let mut replace = FxHashMap::default();
    let mut copies = Vec::new();
    // A `__grid_constant__` parameter's address is the parameter itself.
    let mut grid_constants: Option<Vec<u32>> = None;
    for n in 0..f.param_attrs.len() {
        let Some(ty) = f.param_attrs[n].byval else { continue };
        let arg = Value::Arg(n as u32);
        if m.types.alloc_size(ty) > MAX_COPIED_BYTES || !written(f, arg) {
            continue;
        }
        let grid_constants = grid_constants.get_or_insert_with(|| {
            m.function_by_name(&f.name)
                .map(|id| ptxc_ir::annotations::grid_constant_params_in(id, &m.annotations()))
                .unwrap_or_default()
        });
        if grid_constants.contains(&(n as u32 + 1)) {
            continue;
        }
        let align = f.param_attrs[n].align.unwrap_or(m.types.abi_align(ty) as u32);
        let name = f.param_names.get(n).cloned().unwrap_or_default();
        let slot = f.create_inst(NodeHeader::new(Opcode::Alloca), ptr, &[]);
        f.inst_mut(slot).aux_ty = Some(ty);
        f.inst_mut(slot).align = align;
        f.set_inst_name(slot, &format!("{name}.copy"));
        let load = f.create_inst(NodeHeader::new(Opcode::Load), ty, &[arg]);
        f.inst_mut(load).aux_ty = Some(ty);
        f.inst_mut(load).align = align;
        let store = f.create_inst(
            NodeHeader::new(Opcode::Store),
            void,
            &[Value::Inst(load), Value::Inst(slot)],
        );
        f.inst_mut(store).aux_ty = Some(ty);
        f.inst_mut(store).align = align;
        replace.insert(arg, Value::Inst(slot));
        copies.extend([slot, load, store]);
    }
    if replace.is_empty() {
        return 0;
    }
    // Replaced first, so the copies keep reading the parameters.
    f.replace_all_uses(&replace);
    let first = f.blocks[entry].insts.first().copied();
    for &i in &copies {
        match first {
            Some(anchor) => f.insert_before(anchor, i),
            None => f.push_inst(entry, i),
        }
    }
    copies.len() / 3
}

/// Whether the record `arg` points to is stored to through an address
/// derived from it (GEPs, phis, selects): the writes sroa can follow once the
/// record has a slot. A record only read, handed to a call (a callee taking it
/// by value makes its own copy), or whose address is kept in a local (`auto
/// p = &rec.x;` before mem2reg, then walked) stays: read in place later, or
/// copied by the backend as before, where a slot of ours would stay in the
/// frame too.
fn written(f: &Function, arg: Value) -> bool {
    let mut written = false;
    all_derived_uses(f, arg, |i, idx| match (f.inst(i).opcode(), idx) {
        (Opcode::GetElementPtr, 0) | (Opcode::Phi, _) | (Opcode::Select, 1 | 2) => DerivedUse::Derives,
        (Opcode::Store, 1) | (Opcode::AtomicRmw, 0) | (Opcode::CmpXchg, 0) => {
            written = true;
            DerivedUse::Refused
        }
        _ => DerivedUse::Allowed,
    });
    written
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    const KERNELS: &str = "%struct.share = type { i32, i32, i64, i64 }\n\
        define void @writes(ptr %out, ptr byval(%struct.share) align 8 %s) {\nentry:\n\
          %end = getelementptr inbounds i8, ptr %s, i64 16\n  store i64 7, ptr %end, align 8\n\
          %v = load i64, ptr %end, align 8\n  store i64 %v, ptr %out, align 8\n  ret void\n}\n\
        define void @reads(ptr %out, ptr byval(%struct.share) align 8 %s) {\nentry:\n\
          %end = getelementptr inbounds i8, ptr %s, i64 16\n\
          %v = load i64, ptr %end, align 8\n  store i64 %v, ptr %out, align 8\n  ret void\n}\n\
        !nvvm.annotations = !{!0, !1}\n!0 = !{ptr @writes, !\"kernel\", i32 1}\n!1 = !{ptr @reads, !\"kernel\", i32 1}\n";

    #[test]
    fn a_written_record_parameter_is_copied_to_a_slot_that_sroa_splits() {
        let copied = after_pass(KERNELS, "byval-copies");
        let writes = body_of(&copied, "writes");
        assert!(writes.contains("%s.copy = alloca %struct.share"), "{writes}");
        assert!(writes.contains("load %struct.share, ptr %s"), "{writes}");
        assert!(
            writes.contains("getelementptr inbounds i8, ptr %s.copy, i64 16"),
            "{writes}"
        );
        // Only read: left for lower-kernel-args to read in the parameter space.
        assert!(!body_of(&copied, "reads").contains("alloca"), "{copied}");
        // After sroa and mem2reg no slot is left: the stored value is forwarded.
        let split = after_pass(&after_pass(&copied, "sroa"), "mem2reg");
        let writes = body_of(&split, "writes");
        assert!(!writes.contains("alloca"), "{writes}");
        assert!(writes.contains("store i64 7, ptr %out"), "{writes}");
    }
}
