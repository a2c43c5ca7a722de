//! Loads through a choice of two stack slots become a choice of two loads, as
//! LLVM's SROA speculates them: `c ? y : x` of records is a `select` of the
//! two slots' addresses that the copy then reads (a bitonic sort step keeping
//! the smaller of two pairs), so neither slot could be split and both stayed
//! in a stack frame. `load (gep (select c, a, b), k)` becomes
//! `select c, load (a + k), load (b + k)` when both reads are inside their
//! slots: a stack slot can always be read within its bytes, so the extra load
//! cannot fault, and it reads what the chosen one would at that point.
//! Addresses left without users go, so sroa then sees only plain accesses.
//! Runs at the start of sroa, and so after if-convert when that made such a
//! select of a `?:`'s two arms. Preserves: behaviour.
//!
//! A `?:` whose arms are not both slots stays a branch, and the load goes
//! through a `phi` of the addresses (`c ? make_float4(...) : a[i]`, hybridsort's
//! merge step): `load (gep (phi [s, P1], [p, P2]), k)` becomes a phi of loads
//! made at the end of each predecessor, as LLVM's SROA speculates phis, when
//! nothing before the load in its block may write memory and at least one
//! incoming address is in a slot. An incoming read is safe where it moves
//! when it is inside a slot, or when its predecessor has no other successor
//! (then the load ran on that path anyway, reading the same bytes).

use super::load_cse::{is_plain, may_write_memory};
use super::sroa::{byte_address, gep_offset};
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Ordering, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Rewrites every such load of `f`; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let loads = loads_where(m, f, speculable);
    let mut addresses: FxHashSet<Inst> = FxHashSet::default();
    let mut chosen_values: FxHashMap<Value, Value> = FxHashMap::default();
    for &(load, sel, offset) in &loads {
        let (ty, align) = (f.inst(load).ty, f.inst(load).align);
        let ops = f.operands(sel).to_vec();
        let mut values = [Value::Inst(load); 2];
        for (side, value) in ops[1..].iter().zip(values.iter_mut()) {
            let (_, at, slot_align) = slot_span(m, f, *side).expect("checked");
            let address = byte_address(m, f, load, *side, offset);
            let ld = f.create_inst(NodeHeader::new(Opcode::Load), ty, &[address]);
            f.inst_mut(ld).aux_ty = Some(ty);
            f.inst_mut(ld).align = align.min(known_alignment(slot_align, at + offset));
            f.insert_before(load, ld);
            *value = Value::Inst(ld);
        }
        let chosen = f.create_inst(NodeHeader::new(Opcode::Select), ty, &[ops[0], values[0], values[1]]);
        f.insert_before(load, chosen);
        chosen_values.insert(Value::Inst(load), Value::Inst(chosen));
        addresses.extend(f.operands(load)[0].as_inst());
        addresses.insert(sel);
    }
    let phi_loads = loads_where(m, f, phi_speculable);
    for &(load, phi, offset) in &phi_loads {
        let (ty, align) = (f.inst(load).ty, f.inst(load).align);
        let ops = f.operands(phi).to_vec();
        let mut incoming = Vec::with_capacity(ops.len());
        for pair in ops.chunks(2) {
            let (side, pred) = (pair[0], pair[1].as_block().expect("phi operands pair with blocks"));
            let end = f.terminator(pred).expect("a predecessor ends in a branch");
            let address = byte_address(m, f, end, side, offset);
            let ld = f.create_inst(NodeHeader::new(Opcode::Load), ty, &[address]);
            f.inst_mut(ld).aux_ty = Some(ty);
            f.inst_mut(ld).align = match slot_span(m, f, side) {
                Some((_, at, slot_align)) => align.min(known_alignment(slot_align, at + offset)),
                None => align,
            };
            f.insert_before(end, ld);
            incoming.extend([Value::Inst(ld), pair[1]]);
        }
        let chosen = f.create_inst(NodeHeader::new(Opcode::Phi), ty, &incoming);
        f.insert_before(phi, chosen);
        chosen_values.insert(Value::Inst(load), Value::Inst(chosen));
        addresses.extend(f.operands(load)[0].as_inst());
        addresses.insert(phi);
    }
    f.replace_all_uses(&chosen_values);
    for &(load, _, _) in loads.iter().chain(&phi_loads) {
        f.remove_inst(load);
    }
    remove_unused(f, addresses);
    loads.len() + phi_loads.len()
}

/// The loads of `f` that `pick` accepts: each with its choice (the select or
/// phi) and the offset read from the chosen address.
fn loads_where(
    m: &Module,
    f: &Function,
    pick: fn(&Module, &Function, Inst) -> Option<(Inst, u64)>,
) -> Vec<(Inst, Inst, u64)> {
    f.layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter_map(|i| pick(m, f, i).map(|(choice, offset)| (i, choice, offset)))
        .collect()
}

/// Whether `f` has a load [`run`] would rewrite.
pub fn has_candidates(m: &Module, f: &Function) -> bool {
    f.layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter())
        .any(|&i| speculable(m, f, i).is_some())
}

/// For a plain load whose address is `select c, a, b` (perhaps through one
/// all-constant GEP) with both `a` and `b` in stack slots and the read inside
/// both: the select and the offset.
fn speculable(m: &Module, f: &Function, i: Inst) -> Option<(Inst, u64)> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Load
        || d.header.flags.has(InstFlags::VOLATILE)
        || d.header.flags.ordering() != Ordering::NotAtomic
    {
        return None;
    }
    let mut address = f.operands(i)[0].as_inst()?;
    let mut offset = 0;
    if f.inst(address).opcode() == Opcode::GetElementPtr {
        offset = gep_offset(m, f, address)?;
        address = f.operands(address)[0].as_inst()?;
    }
    if f.inst(address).opcode() != Opcode::Select {
        return None;
    }
    let len = m.types.store_size(d.ty);
    let inside = |v: Value| slot_span(m, f, v).is_some_and(|(size, at, _)| at + offset + len <= size);
    let ops = f.operands(address);
    (inside(ops[1]) && inside(ops[2])).then_some((address, offset))
}

/// For a plain load whose address is a phi in its own block (perhaps through
/// one all-constant GEP) with at least one incoming address in a stack slot,
/// nothing before the load that may write memory, and every incoming read
/// safe at the end of its predecessor (inside a slot, or the predecessor's only
/// way on is this block): the phi and the offset.
fn phi_speculable(m: &Module, f: &Function, i: Inst) -> Option<(Inst, u64)> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Load || !is_plain(d.header.flags) {
        return None;
    }
    let block = d.block?;
    let mut address = f.operands(i)[0].as_inst()?;
    let mut offset = 0;
    if f.inst(address).opcode() == Opcode::GetElementPtr {
        offset = gep_offset(m, f, address)?;
        address = f.operands(address)[0].as_inst()?;
    }
    if f.inst(address).opcode() != Opcode::Phi || f.inst(address).block != Some(block) {
        return None;
    }
    let before = f.blocks[block].insts.iter().take_while(|&&x| x != i);
    if before.into_iter().any(|&x| may_write_memory(m, f, x)) {
        return None;
    }
    let len = m.types.store_size(d.ty);
    let inside = |v: Value| slot_span(m, f, v).is_some_and(|(size, at, _)| at + offset + len <= size);
    let ops = f.operands(address);
    let mut slots = 0;
    for pair in ops.chunks(2) {
        let pred = pair[1].as_block()?;
        if inside(pair[0]) {
            slots += 1;
        } else if f.successors(pred).len() != 1 {
            return None;
        }
    }
    // Only when the phi then goes: a pointer phi that also steps a loop
    // (`p = phi [slot, pre], [p + 1, latch]`) stays an address.
    let load_address = f.operands(i)[0].as_inst()?;
    let only_use = |v: Inst, user: Inst| {
        f.layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.iter())
            .all(|&x| x == user || !f.operands(x).contains(&Value::Inst(v)))
    };
    let single = only_use(load_address, i) && (load_address == address || only_use(address, load_address));
    (slots > 0 && single).then_some((address, offset))
}

/// For an address that is a stack slot or an all-constant GEP into one: the
/// slot's size, the address's offset in it, and the slot's alignment.
pub(super) fn slot_span(m: &Module, f: &Function, v: Value) -> Option<(u64, u64, u32)> {
    let mut at = 0u64;
    let mut v = v;
    for _ in 0..4 {
        let i = v.as_inst()?;
        match f.inst(i).opcode() {
            Opcode::Alloca if f.operands(i).is_empty() => {
                let size = m.types.alloc_size(f.inst(i).aux_ty?);
                return Some((size, at, f.inst(i).align));
            }
            Opcode::GetElementPtr => {
                at = at.checked_add(gep_offset(m, f, i)?)?;
                v = f.operands(i)[0];
            }
            _ => return None,
        }
    }
    None
}

/// The alignment of `offset` bytes into a slot aligned to `slot_align`.
pub(super) fn known_alignment(slot_align: u32, offset: u64) -> u32 {
    match offset {
        0 => slot_align,
        _ => slot_align.min(1 << offset.trailing_zeros().min(31)),
    }
}

/// Removes the GEPs and selects among `candidates` that nothing uses any
/// more (and the addresses they leave unused in turn).
pub(super) fn remove_unused(f: &mut Function, mut candidates: FxHashSet<Inst>) {
    while !candidates.is_empty() {
        let used: FxHashSet<Inst> = f
            .layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.iter())
            .flat_map(|&i| f.operands(i).iter().filter_map(|v| v.as_inst()))
            .collect();
        let dead: Vec<Inst> = candidates.iter().copied().filter(|i| !used.contains(i)).collect();
        if dead.is_empty() {
            return;
        }
        candidates.clear();
        for i in dead {
            if matches!(f.inst(i).opcode(), Opcode::GetElementPtr | Opcode::Select | Opcode::Phi) {
                candidates.extend(f.operands(i).iter().filter_map(|v| v.as_inst()));
                f.remove_inst(i);
            }
        }
        candidates.retain(|&i| matches!(f.inst(i).opcode(), Opcode::GetElementPtr | Opcode::Select | Opcode::Phi));
    }
}
