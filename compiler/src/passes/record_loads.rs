//! A plain load of a record (a struct or array value) that is only taken
//! apart by `extractvalue`s of scalars, and leaves some of its fields unread,
//! becomes one load per field read (used by instcombine).
//!
//! Why: a record copied from memory into a local array and read a few fields
//! at a time (`ks[j] = *reinterpret_cast<const Vec4*>(p)`, then `ks[j].x`,
//! `ks[j].w`) loaded every field, each a scalar `ld` when the record is not
//! aligned for a vector access; nvcc loads the fields it reads.
//!
//! Only loads aligned below 8 bytes change: a record aligned for vector
//! accesses is loaded in one `ld.v2`/`ld.v4` a run of fields, which is not
//! dearer than the fields it reads. A record in the parameter space (a
//! kernel's record parameter copied whole, as inlining copies a `byval`
//! argument) is read one `ld.param` a field whatever its alignment, so it is
//! narrowed at any alignment (HeCBench d3q19-bgk passes its 15-pointer
//! record by value to a helper reading one of them: 15 loads, 14 unused).
//! Preserves: behaviour (the fields read are read from the same bytes; a
//! plain load of the bytes not read has no effect).

use super::load_cse::is_plain;
use ptxc_ir::{addrspace, Function, Inst, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Returns the number of record loads narrowed.
pub(super) fn run(m: &mut Module, f: &mut Function) -> usize {
    let mut readers: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    let mut other_use: FxHashSet<Inst> = FxHashSet::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let is_field_read = f.inst(i).opcode() == Opcode::ExtractValue;
            for (k, v) in f.operands(i).iter().enumerate() {
                let Some(load) = v.as_inst().filter(|&l| f.inst(l).opcode() == Opcode::Load) else {
                    continue;
                };
                if is_field_read && k == 0 {
                    readers.entry(load).or_default().push(i);
                } else {
                    other_use.insert(load);
                }
            }
        }
    }
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let mut narrowed = 0;
    let mut loads: Vec<_> = readers.into_iter().filter(|(l, _)| !other_use.contains(l)).collect();
    loads.sort_unstable_by_key(|&(l, _)| l);
    for (load, reads) in loads {
        let d = f.inst(load);
        let address_type = m.value_type(f, f.operands(load)[0]);
        let in_param_space = m.types.get(address_type) == &TypeData::Ptr(addrspace::PARAM);
        if !is_plain(d.header.flags)
            || (d.align >= 8 && !in_param_space)
            || !is_record(m, d.ty)
            || f.extra(load).is_some()
        {
            continue;
        }
        let Some(fields) = reads.iter().map(|&e| field_read(m, f, e)).collect::<Option<Vec<_>>>() else {
            continue;
        };
        let distinct: FxHashSet<u64> = fields.iter().map(|&(off, _)| off).collect();
        if distinct.len() >= leaf_count(m, f.inst(load).ty) {
            continue;
        }
        let ptr = f.operands(load)[0];
        let align = u64::from(f.inst(load).align.max(1));
        let mut by_offset: FxHashMap<u64, Value> = FxHashMap::default();
        for (&e, &(off, ty)) in reads.iter().zip(&fields) {
            let value = match by_offset.get(&off) {
                Some(&v) => v,
                None => {
                    let v = field_load(m, f, load, ptr, off, ty, align);
                    by_offset.insert(off, v);
                    v
                }
            };
            replace.insert(Value::Inst(e), value);
            dead.insert(e);
        }
        dead.insert(load);
        narrowed += 1;
    }
    if narrowed > 0 {
        f.replace_all_uses(&replace);
        f.remove_insts(&dead);
    }
    narrowed
}

fn is_record(m: &Module, ty: Type) -> bool {
    matches!(
        m.types.get(ty),
        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
    )
}

/// The number of scalar leaves of `ty`.
fn leaf_count(m: &Module, ty: Type) -> usize {
    match m.types.get(ty).clone() {
        TypeData::Array { elem, len } => leaf_count(m, elem).saturating_mul(len as usize),
        TypeData::Struct { .. } | TypeData::Named(_) => m
            .types
            .struct_fields(ty)
            .map_or(0, |fields| fields.iter().map(|&t| leaf_count(m, t)).sum()),
        _ => 1,
    }
}

/// The byte offset and scalar type an `extractvalue` reads.
fn field_read(m: &Module, f: &Function, e: Inst) -> Option<(u64, Type)> {
    let (values, indices) = f.aggregate_index_operands(e);
    let mut ty = m.known_value_type(f, values[0])?;
    let mut off = 0u64;
    for v in indices {
        let k = u64::try_from(m.consts.as_int(v.as_const()?)?).ok()?;
        let (at, elem) = super::sroa::element_at(m, ty, k)?;
        off = off.checked_add(at)?;
        ty = elem;
    }
    let scalar = matches!(
        m.types.get(ty),
        TypeData::Int(_) | TypeData::Half | TypeData::BFloat | TypeData::Float | TypeData::Double | TypeData::Ptr(_)
    );
    scalar.then_some((off, ty))
}

/// `load ty, (gep i8, ptr, off)` placed before `load`.
fn field_load(m: &mut Module, f: &mut Function, load: Inst, ptr: Value, off: u64, ty: Type, align: u64) -> Value {
    let address = if off == 0 {
        ptr
    } else {
        let i8t = m.types.int(8);
        let i64t = m.types.int(64);
        let ptr_ty = m.value_type(f, ptr);
        let mut header = NodeHeader::new(Opcode::GetElementPtr);
        header.flags = header.flags.with(ptxc_ir::InstFlags::INBOUNDS);
        let offset = Value::Const(m.const_int(i64t, i128::from(off)));
        let gep = f.create_inst(header, ptr_ty, &[ptr, offset]);
        f.inst_mut(gep).aux_ty = Some(i8t);
        f.insert_before(load, gep);
        Value::Inst(gep)
    };
    let header = f.inst(load).header;
    let l = f.create_inst(header, ty, &[address]);
    // The field's alignment: the record's, less where the offset breaks it.
    let field_align = if off == 0 {
        align
    } else {
        align.min(1 << off.trailing_zeros())
    };
    f.inst_mut(l).align = field_align as u32;
    f.insert_before(load, l);
    Value::Inst(l)
}
