//! A load at a run-time index into a small local array becomes loads of each
//! element and a choice among them: `tmp[threadIdx.x]` of a `float tmp[2]`
//! that an unrolled loop filled at constant indices (ggml's
//! `mul_mat_vec_q`, each thread writing out one row's sum) kept the array
//! in a stack frame, where nvcc keeps it in registers and selects. With at
//! most [`MAX_ELEMENTS`] elements, `load (gep slot, ..., %i)` becomes
//! `select (%i == 0), e0, select (%i == 1), e1, ...` over loads of the
//! elements: each is inside the slot, so reading it cannot fault, and an
//! index naming no element would have read outside the slot (undefined).
//! Only a slot whose other accesses are at constant offsets is rewritten, so
//! that sroa then splits it; a slot also written at a run-time index keeps
//! its indexed loads. Runs at the start of sroa. Preserves: behaviour.

use super::select_loads::{known_alignment, remove_unused, slot_span};
use super::sroa::{byte_address, gep_offset, gep_offset_with, is_scalar};
use ptxc_ir::analysis::{stack_slot_of, DerivedUse, UseLists};
use ptxc_ir::{Function, Inst, InstFlags, IntPredicate, Module, NodeHeader, Opcode, Ordering, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Arrays of more elements than this keep their indexed loads (a chain of
/// selects grows with the array; a local load does not).
const MAX_ELEMENTS: u64 = 4;

/// One load to rewrite: the load, its slot, the run-time index, the slot
/// offset of element 0 and of the elements' spacing, the index value that
/// names element 0, and the number of elements.
struct Indexed {
    load: Inst,
    slot: Inst,
    index: Value,
    first: u64,
    stride: u64,
    index_of_first: i128,
    count: u64,
}

/// Rewrites every such load of `f`; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let found: Vec<Indexed> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter_map(|i| indexed(m, f, i))
        .collect();
    if found.is_empty() {
        return 0;
    }
    let loads: FxHashSet<Inst> = found.iter().map(|c| c.load).collect();
    let geps = addresses_only_loaded(f, &loads);
    let mut plain: FxHashMap<Inst, bool> = FxHashMap::default();
    // Gathered once for all slots, and only if one is asked about.
    let mut uses: Option<UseLists> = None;
    let found: Vec<Indexed> = found
        .into_iter()
        .filter(|c| geps.contains(&address_of(f, c.load)))
        .filter(|c| {
            *plain.entry(c.slot).or_insert_with(|| {
                let uses = uses.get_or_insert_with(|| UseLists::of(f));
                plainly_accessed(m, f, uses, c.slot, &geps)
            })
        })
        .collect();
    let mut chosen_values: FxHashMap<Value, Value> = FxHashMap::default();
    let mut addresses: FxHashSet<Inst> = FxHashSet::default();
    for c in &found {
        let (ty, slot_align) = (f.inst(c.load).ty, f.inst(c.slot).align);
        let index_ty = m.value_type(f, c.index);
        let elements: Vec<Value> = (0..c.count)
            .map(|j| {
                let offset = c.first + j * c.stride;
                let address = byte_address(m, f, c.load, Value::Inst(c.slot), offset);
                let ld = f.create_inst(NodeHeader::new(Opcode::Load), ty, &[address]);
                f.inst_mut(ld).aux_ty = Some(ty);
                f.inst_mut(ld).align = known_alignment(slot_align, offset);
                f.insert_before(c.load, ld);
                Value::Inst(ld)
            })
            .collect();
        let mut chosen = elements[elements.len() - 1];
        for (j, &element) in elements.iter().enumerate().rev().skip(1) {
            let name = Value::Const(m.const_int(index_ty, c.index_of_first + j as i128));
            let mut h = NodeHeader::new(Opcode::ICmp);
            h.subop = IntPredicate::Eq as u16;
            let is_j = f.create_inst(h, m.types.i1(), &[c.index, name]);
            f.insert_before(c.load, is_j);
            let sel = f.create_inst(
                NodeHeader::new(Opcode::Select),
                ty,
                &[Value::Inst(is_j), element, chosen],
            );
            f.insert_before(c.load, sel);
            chosen = Value::Inst(sel);
        }
        chosen_values.insert(Value::Inst(c.load), chosen);
        addresses.insert(address_of(f, c.load));
    }
    f.replace_all_uses(&chosen_values);
    for c in &found {
        f.remove_inst(c.load);
    }
    remove_unused(f, addresses);
    found.len()
}

fn address_of(f: &Function, load: Inst) -> Inst {
    f.operands(load)[0].as_inst().expect("checked by `indexed`")
}

/// For a plain scalar load through an `inbounds` GEP whose only run-time
/// index is its last, stepping over elements of the load's size, into a
/// stack slot of 2 to [`MAX_ELEMENTS`] such elements: what [`run`] needs.
fn indexed(m: &Module, f: &Function, i: Inst) -> Option<Indexed> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Load
        || d.header.flags.has(InstFlags::VOLATILE)
        || d.header.flags.ordering() != Ordering::NotAtomic
        || !is_scalar(m, d.ty)
    {
        return None;
    }
    let gep = f.operands(i)[0].as_inst()?;
    let g = f.inst(gep);
    if g.opcode() != Opcode::GetElementPtr || !g.header.flags.has(InstFlags::INBOUNDS) {
        return None;
    }
    let ops = f.operands(gep);
    let index = *ops.last()?;
    if ops.len() < 2 || index.as_const().is_some() || ops[1..ops.len() - 1].iter().any(|v| v.as_const().is_none()) {
        return None;
    }
    let mut stride = 0;
    let at_zero = gep_offset_with(m, f, gep, |s| {
        stride = s;
        Some(())
    })?;
    if stride == 0 || stride != m.types.store_size(d.ty) || stride != m.types.alloc_size(d.ty) {
        return None;
    }
    let slot = stack_slot_of(f, ops[0], 4)?;
    let (size, at, _) = slot_span(m, f, ops[0])?;
    let offset = at.checked_add(at_zero)?;
    let first = offset % stride;
    let count = size.checked_sub(first)? / stride;
    (2..=MAX_ELEMENTS).contains(&count).then(|| Indexed {
        load: i,
        slot,
        index,
        first,
        stride,
        index_of_first: -i128::from(offset / stride),
        count,
    })
}

/// The GEPs whose every use is the address of one of `loads`.
fn addresses_only_loaded(f: &Function, loads: &FxHashSet<Inst>) -> FxHashSet<Inst> {
    let mut verdict: FxHashMap<Inst, bool> = loads.iter().map(|&l| (address_of(f, l), true)).collect();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for (k, v) in f.operands(i).iter().enumerate() {
                if let Some(ok) = v.as_inst().and_then(|g| verdict.get_mut(&g)) {
                    *ok &= k == 0 && loads.contains(&i);
                }
            }
        }
    }
    verdict.into_iter().filter_map(|(g, ok)| ok.then_some(g)).collect()
}

/// Whether every access of `slot` other than through `indexed` GEPs is a
/// load or store at a constant offset (sroa can split it once those go).
fn plainly_accessed(m: &Module, f: &Function, uses: &UseLists, slot: Inst, indexed: &FxHashSet<Inst>) -> bool {
    uses.all_derived_uses(Value::Inst(slot), |i, k| match f.inst(i).opcode() {
        Opcode::GetElementPtr if k == 0 && indexed.contains(&i) => DerivedUse::Allowed,
        Opcode::GetElementPtr if k == 0 && gep_offset(m, f, i).is_some() => DerivedUse::Derives,
        Opcode::Load if k == 0 => DerivedUse::Allowed,
        Opcode::Store if k == 1 => DerivedUse::Allowed,
        _ => DerivedUse::Refused,
    })
}
