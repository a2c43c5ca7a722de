//! Scalar replacement of aggregates: a struct or array stack slot whose
//! address never escapes and whose every access is a non-volatile scalar
//! load or store at a constant byte offset is split into one scalar slot per
//! accessed (offset, type); mem2reg then promotes those to SSA values.
//!
//! Why here: records are handled by address (specs/ir.md), so a local
//! `View v = {tile};` is an alloca whose fields are stored and loaded. After
//! the split, a pointer stored into a field and read back is the stored SSA
//! value, so address-space inference sees where it points (the field of a
//! local struct pointing into `__shared__` memory is then `ld.shared`, as
//! nvcc prints it).
//!
//! A slot is split only when its accesses tile it without partial overlap
//! (two accesses at the same offset must have the same type). Uses other
//! than loads, stores (as the address) and all-constant `getelementptr`s —
//! `memcpy`, calls, storing the address, pointer comparisons — keep the slot
//! whole. Preserves: the CFG. Runs before mem2reg.

use ptxc_ir::{Function, Inst, InstFlags, Module, Opcode, Type, TypeData, Value};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;

/// One access of a candidate slot: the instruction and its byte offset.
struct Access {
    inst: Inst,
    offset: u64,
    ty: Type,
}

/// Splits every splittable aggregate alloca of `f`. Returns how many were split.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let allocas: Vec<Inst> = f.blocks[entry]
        .insts
        .iter()
        .copied()
        .filter(|&i| {
            let d = f.inst(i);
            d.opcode() == Opcode::Alloca
                && f.operands(i).is_empty()
                && d.aux_ty.is_some_and(|t| {
                    matches!(
                        m.types.get(t),
                        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
                    )
                })
        })
        .collect();
    if allocas.is_empty() {
        return 0;
    }
    // Splitting one slot rewrites only its own accesses, so the users of the
    // others stay as computed here (once: per slot it made the pass quadratic).
    let uses = users(f);
    let mut split = 0;
    for a in allocas {
        if let Some(accesses) = accesses_of(m, f, a, &uses) {
            replace_with_scalars(m, f, a, &accesses);
            split += 1;
        }
    }
    split
}

/// Every load/store reaching slot `a` through constant GEPs, or `None` when
/// some use makes the slot unsplittable.
fn accesses_of(m: &Module, f: &Function, a: Inst, uses: &FxHashMap<Inst, Vec<(Inst, usize)>>) -> Option<Vec<Access>> {
    let size = m.types.alloc_size(f.inst(a).aux_ty?);
    let mut work: Vec<(Inst, u64)> = vec![(a, 0)];
    let mut out = Vec::new();
    while let Some((p, base)) = work.pop() {
        for &(u, k) in uses.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
            let d = f.inst(u);
            let volatile = d.header.flags.has(InstFlags::VOLATILE);
            match d.opcode() {
                Opcode::Load if k == 0 && !volatile => out.push(Access {
                    inst: u,
                    offset: base,
                    ty: d.ty,
                }),
                Opcode::Store if k == 1 && !volatile => out.push(Access {
                    inst: u,
                    offset: base,
                    ty: d.aux_ty?,
                }),
                Opcode::GetElementPtr if k == 0 => work.push((u, base.checked_add(gep_offset(m, f, u)?)?)),
                _ => return None,
            }
        }
    }
    // Scalars only, inside the slot, and no partial overlaps (slots by offset:
    // only the neighbours of an access can overlap it).
    let mut slots: BTreeMap<u64, (u64, Type)> = BTreeMap::new();
    for acc in &out {
        let scalar = matches!(
            m.types.get(acc.ty),
            TypeData::Int(_)
                | TypeData::Float
                | TypeData::Double
                | TypeData::Half
                | TypeData::BFloat
                | TypeData::Ptr(_)
        );
        let len = m.types.store_size(acc.ty);
        if !scalar || acc.offset + len > size {
            return None;
        }
        if let Some(&(l, t)) = slots.get(&acc.offset) {
            if l != len || t != acc.ty {
                return None;
            }
            continue;
        }
        let before = slots.range(..acc.offset).next_back();
        let after = slots.range(acc.offset + 1..).next();
        if before.is_some_and(|(&o, &(l, _))| o + l > acc.offset) || after.is_some_and(|(&o, _)| o < acc.offset + len) {
            return None;
        }
        slots.insert(acc.offset, (len, acc.ty));
    }
    Some(out)
}

/// Users of each slot and address computation (GEP): (user, operand index).
fn users(f: &Function) -> FxHashMap<Inst, Vec<(Inst, usize)>> {
    let mut out: FxHashMap<Inst, Vec<(Inst, usize)>> = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for (k, v) in f.operands(i).iter().enumerate() {
                // Only slots and addresses derived from them are followed.
                let followed = |d: Inst| matches!(f.inst(d).opcode(), Opcode::Alloca | Opcode::GetElementPtr);
                if let Some(d) = v.as_inst().filter(|&d| followed(d)) {
                    out.entry(d).or_default().push((i, k));
                }
            }
        }
    }
    out
}

/// The byte offset of an all-constant GEP, or `None`.
fn gep_offset(m: &Module, f: &Function, g: Inst) -> Option<u64> {
    let mut ty = f.inst(g).aux_ty?;
    let ops = f.operands(g);
    let index = |v: &Value| -> Option<u64> {
        let c = v.as_const()?;
        u64::try_from(m.consts.as_int(c)?).ok()
    };
    let mut off = index(ops.get(1)?)?.checked_mul(m.types.alloc_size(ty))?;
    for v in &ops[2..] {
        let k = index(v)?;
        match m.types.get(ty).clone() {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                off = off.checked_add(k.checked_mul(m.types.alloc_size(elem))?)?;
                ty = elem;
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (_, offsets) = m.types.struct_layout(ty);
                off = off.checked_add(*offsets.get(k as usize)?)?;
                ty = *m.types.struct_fields(ty)?.get(k as usize)?;
            }
            _ => return None,
        }
    }
    Some(off)
}

/// Gives each distinct (offset, type) its own alloca (placed where `a` is)
/// and points the accesses at it; the GEPs and `a` become dead.
fn replace_with_scalars(m: &Module, f: &mut Function, a: Inst, accesses: &[Access]) {
    let name = f.inst_name(a).unwrap_or("").to_string();
    let header = f.inst(a).header;
    let ptr_ty = f.inst(a).ty;
    let mut slots: FxHashMap<(u64, Type), Inst> = FxHashMap::default();
    for acc in accesses {
        let slot = *slots.entry((acc.offset, acc.ty)).or_insert_with(|| {
            let s = f.create_inst(header, ptr_ty, &[]);
            let d = f.inst_mut(s);
            d.aux_ty = Some(acc.ty);
            d.align = m.types.abi_align(acc.ty) as u32;
            f.set_inst_name(s, &format!("{name}.sroa.{}", acc.offset));
            f.insert_before(a, s);
            s
        });
        let k = usize::from(f.inst(acc.inst).opcode() == Opcode::Store);
        f.operands_mut(acc.inst)[k] = Value::Inst(slot);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptxc_ir::{parse_module, print_function};

    /// Parses `text`, runs SROA then mem2reg on its only definition, and
    /// returns (number split, printed function).
    fn run_on(text: &str) -> (usize, String) {
        let mut m = parse_module(text).expect("test IR parses");
        let id = m.functions.keys().find(|&f| !m.functions[f].is_declaration()).unwrap();
        let mut f = std::mem::take(&mut m.functions[id]);
        let n = run(&mut m, &mut f);
        super::super::mem2reg::run(&mut m, &mut f);
        super::super::dce::run(&m, &mut f);
        m.functions[id] = f;
        (n, print_function(&m, id))
    }

    const FIELDS: &str = r#"
%struct.View = type { ptr, i32 }
@tile = internal addrspace(3) global [64 x float] undef, align 4
define float @f(i64 %i) {
entry:
  %v = alloca %struct.View, align 8
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  store ptr %g, ptr %v, align 8
  %n = getelementptr inbounds i8, ptr %v, i64 8
  store i32 64, ptr %n, align 4
  br label %next
next:
  %p = load ptr, ptr %v, align 8
  %n2 = getelementptr inbounds %struct.View, ptr %v, i64 0, i32 1
  %c = load i32, ptr %n2, align 4
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %x = load float, ptr %q, align 4
  ret float %x
}
"#;

    #[test]
    fn fields_become_ssa_values() {
        let (n, text) = run_on(FIELDS);
        assert_eq!(n, 1, "{text}");
        // The stored pointer reaches the load across blocks; the slot is gone.
        assert!(!text.contains("alloca"), "{text}");
        assert!(
            text.contains("%q = getelementptr inbounds float, ptr %g, i64 %i"),
            "{text}"
        );
    }

    #[test]
    fn escaping_or_overlapping_slots_stay_whole() {
        // Address passed to a call.
        let call = FIELDS.replace("  br label %next\n", "  call void @use(ptr %v)\n  br label %next\n")
            + "declare void @use(ptr)\n";
        assert_eq!(run_on(&call).0, 0);
        // Address stored as a value.
        let stored = FIELDS.replace(
            "  br label %next\n",
            "  store ptr %v, ptr %v, align 8\n  br label %next\n",
        );
        assert_eq!(run_on(&stored).0, 0);
        // The same bytes read as another type (a union-like reinterpretation).
        let punned = FIELDS.replace("load i32, ptr %n2", "load float, ptr %n2");
        assert_eq!(run_on(&punned).0, 0);
        // A partial overlap.
        let partial = FIELDS.replace(
            "%n2 = getelementptr inbounds %struct.View, ptr %v, i64 0, i32 1",
            "%n2 = getelementptr inbounds i8, ptr %v, i64 6",
        );
        assert_eq!(run_on(&partial).0, 0);
        // Volatile accesses and variable indices.
        assert_eq!(run_on(&FIELDS.replace("%c = load i32", "%c = load volatile i32")).0, 0);
        let variable = FIELDS.replace(
            "getelementptr inbounds i8, ptr %v, i64 8",
            "getelementptr inbounds i8, ptr %v, i64 %i",
        );
        assert_eq!(run_on(&variable).0, 0);
    }
}
