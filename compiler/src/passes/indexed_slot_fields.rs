//! The fields of a stack slot that is also read at run-time offsets get a
//! scalar slot of their own, written alongside, that their constant-offset
//! loads read instead; mem2reg promotes it. CUTLASS's `PredicatedTileIterator`
//! reads its predicate word `predicates_[word]` at an index computed from its
//! own fields (`iteration_vector_`, `iteration_contiguous_`, ...): sroa cannot
//! split the iterator while that index is unknown, and it stays unknown while
//! the fields it is computed from are in the unsplit slot (issue 44: the
//! iterators of the CUTLASS 2.x GEMMs stayed in local memory, nvcc's none).
//! Once the fields are SSA values the index folds (the loops around the
//! accesses are unrolled), and sroa splits the slot on its next run.
//!
//! A field is an (offset, scalar type) some constant-offset load reads. It is
//! forwarded only when every write that overlaps its bytes writes exactly it
//! (a scalar store of that type at that offset, or a leaf of that type and
//! offset of a whole-record store), so its own slot always holds what the
//! original holds there. Only slots whose every use is a load (at any
//! offset), a store at a constant offset or a GEP qualify: the address does
//! not escape and no write lands at an unknown place. The original slot keeps
//! its stores for the loads at run-time offsets. Runs at the start of sroa,
//! after indexed_loads (which handles arrays of a few elements whole).
//! Preserves: behaviour.

use super::select_loads::known_alignment;
use super::slot_users::SlotUsers;
use super::sroa::{gep_offset, is_scalar, record_leaves, Leaf};
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Ordering, Type, TypeData, Value};

/// A constant-offset access of a candidate slot.
struct Access {
    inst: Inst,
    offset: u64,
    ty: Type,
}

/// What the walk over one slot's uses found.
#[derive(Default)]
struct SlotUses {
    loads: Vec<Access>,
    stores: Vec<Access>,
    /// Loads at run-time offsets.
    indexed: usize,
}

/// Forwards the fields of every qualifying slot of `f`; returns how many fields.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    run_keeping_users(m, f).0
}

/// [`run`], also returning the slots' users it found when it changed nothing
/// (they still hold: sroa, next, reads them instead of finding them again).
pub fn run_keeping_users(m: &mut Module, f: &mut Function) -> (usize, Option<SlotUsers>) {
    let Some(entry) = f.entry_block() else { return (0, None) };
    let slots: Vec<Inst> = f.blocks[entry]
        .insts
        .iter()
        .copied()
        .filter(|&i| f.inst(i).opcode() == Opcode::Alloca && f.operands(i).is_empty())
        .filter(|&i| {
            f.inst(i).aux_ty.is_some_and(|t| {
                matches!(
                    m.types.get(t),
                    TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
                )
            })
        })
        .collect();
    if slots.is_empty() {
        return (0, None);
    }
    let uses = SlotUsers::of(f);
    let mut forwarded = 0;
    for slot in slots {
        let Some(found) = slot_uses(m, f, slot, &uses) else {
            continue;
        };
        if found.indexed == 0 || found.loads.is_empty() {
            continue; // sroa splits it, or nothing reads a field
        }
        forwarded += forward_fields(m, f, slot, &found);
    }
    // (`forward_fields` changes `f` only for a field it counts)
    (forwarded, (forwarded == 0).then_some(uses))
}

/// The constant-offset loads and stores of `slot` and its count of loads at
/// run-time offsets, or `None` when another use (a call, a stored address, a
/// store at a run-time offset, a volatile or atomic access) disqualifies it.
fn slot_uses(m: &Module, f: &Function, slot: Inst, uses: &SlotUsers) -> Option<SlotUses> {
    let mut out = SlotUses::default();
    // (address, its offset in the slot when known)
    let mut work: Vec<(Inst, Option<u64>)> = vec![(slot, Some(0))];
    while let Some((p, base)) = work.pop() {
        for &(u, k) in uses.of_inst(p) {
            let d = f.inst(u);
            let plain = !d.header.flags.has(InstFlags::VOLATILE) && d.header.flags.ordering() == Ordering::NotAtomic;
            match d.opcode() {
                Opcode::Load if k == 0 && plain => match base {
                    Some(offset) => out.loads.push(Access {
                        inst: u,
                        offset,
                        ty: d.ty,
                    }),
                    None => out.indexed += 1,
                },
                Opcode::Store if k == 1 && plain => out.stores.push(Access {
                    inst: u,
                    offset: base?,
                    ty: d.aux_ty?,
                }),
                Opcode::GetElementPtr if k == 0 => {
                    let offset = base.and_then(|b| b.checked_add(gep_offset(m, f, u)?));
                    work.push((u, offset));
                }
                _ => return None,
            }
        }
    }
    Some(out)
}

/// One write into a slot: a scalar store or a leaf of a whole-record store
/// (with its `extractvalue` path); `ty` is `None` for a write that cannot be
/// taken apart (a vector, a record of too many leaves).
struct Write {
    offset: u64,
    size: u64,
    ty: Option<Type>,
    store: Inst,
    path: Option<Vec<u32>>,
}

/// Gives each forwardable field of `slot` its own slot; returns how many.
fn forward_fields(m: &mut Module, f: &mut Function, slot: Inst, found: &SlotUses) -> usize {
    let mut writes: Vec<Write> = Vec::new();
    for st in &found.stores {
        let scalar = is_scalar(m, st.ty);
        match record_leaves(m, st.ty).filter(|_| !scalar) {
            Some(leaves) => writes.extend(leaves.iter().map(|&Leaf { ref path, offset, ty }| Write {
                offset: st.offset + offset,
                size: m.types.store_size(ty),
                ty: Some(ty),
                store: st.inst,
                path: Some(path.clone()),
            })),
            None => writes.push(Write {
                offset: st.offset,
                size: m.types.alloc_size(st.ty).max(m.types.store_size(st.ty)),
                ty: scalar.then_some(st.ty),
                store: st.inst,
                path: None,
            }),
        }
    }
    // Fields in the order their loads come, each once.
    let mut fields: Vec<(u64, Type)> = Vec::new();
    for ld in &found.loads {
        if is_scalar(m, ld.ty) && !fields.contains(&(ld.offset, ld.ty)) {
            fields.push((ld.offset, ld.ty));
        }
    }
    let name = f.inst_name(slot).unwrap_or("").to_string();
    let mut forwarded = 0;
    for (offset, ty) in fields {
        let size = m.types.store_size(ty);
        let overlapping: Vec<&Write> = writes
            .iter()
            .filter(|w| w.offset < offset + size && offset < w.offset + w.size)
            .collect();
        if overlapping.iter().any(|w| w.offset != offset || w.ty != Some(ty)) {
            continue;
        }
        let own = f.create_inst(f.inst(slot).header, f.inst(slot).ty, &[]);
        f.inst_mut(own).aux_ty = Some(ty);
        let align = known_alignment(f.inst(slot).align, offset).max(m.types.abi_align(ty) as u32);
        f.inst_mut(own).align = align;
        f.set_inst_name(own, &format!("{name}.field.{offset}"));
        f.insert_before(slot, own);
        for w in overlapping {
            let st = w.store;
            let mut v = f.operands(st)[0];
            if let Some(path) = &w.path {
                let i32t = m.types.i32();
                let ops: Vec<Value> = std::iter::once(v)
                    .chain(path.iter().map(|&k| Value::Const(m.const_int(i32t, i128::from(k)))))
                    .collect();
                let part = f.create_inst(NodeHeader::new(Opcode::ExtractValue), ty, &ops);
                f.insert_before(st, part);
                v = Value::Inst(part);
            }
            let void = m.types.void();
            let copy = f.create_inst(NodeHeader::new(Opcode::Store), void, &[v, Value::Inst(own)]);
            f.inst_mut(copy).aux_ty = Some(ty);
            f.inst_mut(copy).align = f.inst(own).align;
            f.insert_before(st, copy);
        }
        for ld in found.loads.iter().filter(|l| l.offset == offset && l.ty == ty) {
            f.operands_mut(ld.inst)[0] = Value::Inst(own);
        }
        forwarded += 1;
    }
    forwarded
}
