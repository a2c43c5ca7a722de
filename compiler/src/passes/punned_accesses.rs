//! Narrow loads and stores of an integer stack slot become accesses of the
//! whole slot, as LLVM's SROA rewrites them: the byte-order test `int one = 1;
//! bool little = *(char *)&one;` reads an `i32` slot as an `i8`, and ggml's
//! `ggml_cuda_memcpy_1<4, 2>(&q, src)` writes an `int q` as two `short`s, so
//! mem2reg could not promote the slot and it stayed in a stack frame (crc64's
//! kernel, ggml's lightning-indexer: 8 bytes each, nvcc none). PTX is
//! little-endian: the byte at offset `k` is bits `8k..` of the value. A narrow
//! load is a whole load, a shift and a truncation; a narrow store is a
//! read-modify-write of the whole slot (the other bits kept by an `and`, the
//! stored ones `zext`/`shl`/`or`-ed in). Only slots of `i16`/`i32`/`i64` whose
//! every use is a whole-width store, a whole-width load or a narrower integer
//! load or store inside the slot (at the slot's address or a constant GEP
//! from it), none volatile; mem2reg then promotes them. A load of a record
//! wrapping one integer (`__nv_fp8_e4m3`, read from an `int` holding its
//! bits: ggml's nvfp4 dequantization) is that integer's load, wrapped again
//! by an `insertvalue`. Runs at the start of sroa. Preserves: behaviour.

use super::slot_users::SlotUsers;
use super::sroa::gep_offset;
use ptxc_ir::{ConstData, Function, Inst, InstFlags, Module, NodeHeader, Opcode, Ordering, Type, TypeData, Value};

/// Rewrites the narrow loads and stores of every such slot; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let slots: Vec<(Inst, u32)> = f.blocks[entry]
        .insts
        .iter()
        .filter_map(|&i| {
            let d = f.inst(i);
            let bits = match m.types.get(d.aux_ty?) {
                TypeData::Int(b @ (16 | 32 | 64)) => *b,
                _ => return None,
            };
            (d.opcode() == Opcode::Alloca && f.operands(i).is_empty()).then_some((i, bits))
        })
        .collect();
    if slots.is_empty() {
        return 0;
    }
    let uses = SlotUsers::of(f);
    let mut rewritten = 0;
    for (slot, bits) in slots {
        let Some(narrow) = narrow_accesses(m, f, slot, bits, &uses) else {
            continue;
        };
        for (access, offset) in narrow {
            let address = match f.inst(access).opcode() {
                Opcode::Store => {
                    let address = f.operands(access)[1];
                    store_whole(m, f, slot, access, offset);
                    address
                }
                _ => {
                    let address = f.operands(access)[0];
                    load_whole(m, f, slot, access, offset);
                    address
                }
            };
            if address != Value::Inst(slot) {
                if let Some(g) = address.as_inst() {
                    if !f
                        .layout
                        .iter()
                        .flat_map(|&b| f.blocks[b].insts.iter())
                        .any(|&i| f.operands(i).contains(&address))
                    {
                        f.remove_inst(g);
                    }
                }
            }
            rewritten += 1;
        }
    }
    rewritten
}

/// Replaces `load`, narrower than `slot` and `offset` bytes into it, by a load
/// of the whole slot, a shift and a truncation.
fn load_whole(m: &mut Module, f: &mut Function, slot: Inst, load: Inst, offset: u64) {
    let wide_ty = f.inst(slot).aux_ty.expect("an integer slot");
    let ty = f.inst(load).ty;
    let whole = f.create_inst(NodeHeader::new(Opcode::Load), wide_ty, &[Value::Inst(slot)]);
    f.inst_mut(whole).aux_ty = Some(wide_ty);
    f.inst_mut(whole).align = f.inst(slot).align;
    f.insert_before(load, whole);
    let mut value = Value::Inst(whole);
    if offset > 0 {
        let amount = Value::Const(m.const_int(wide_ty, i128::from(8 * offset)));
        let shifted = f.create_inst(NodeHeader::new(Opcode::LShr), wide_ty, &[value, amount]);
        f.insert_before(load, shifted);
        value = Value::Inst(shifted);
    }
    // A record wrapping one integer (`__nv_fp8_e4m3`) is that integer, wrapped.
    let field = wrapped_integer(m, ty);
    let narrowed = f.create_inst(NodeHeader::new(Opcode::Trunc), field.unwrap_or(ty), &[value]);
    f.insert_before(load, narrowed);
    let narrowed = match field {
        Some(_) => {
            let i32t = m.types.i32();
            let (undef, zero) = (m.consts.intern(ConstData::Undef(ty)), m.const_int(i32t, 0));
            let ops = [Value::Const(undef), Value::Inst(narrowed), Value::Const(zero)];
            let record = f.create_inst(NodeHeader::new(Opcode::InsertValue), ty, &ops);
            f.insert_before(load, record);
            record
        }
        None => narrowed,
    };
    f.replace_all_uses(&[(Value::Inst(load), Value::Inst(narrowed))].into_iter().collect());
    f.remove_inst(load);
}

/// Turns `store`, of an integer narrower than `slot` at `offset` bytes into
/// it, into a store of the whole slot: its old value with those bits cleared,
/// or-ed with the stored value moved to them.
fn store_whole(m: &mut Module, f: &mut Function, slot: Inst, store: Inst, offset: u64) {
    let wide_ty = f.inst(slot).aux_ty.expect("an integer slot");
    let narrow_ty = f.inst(store).aux_ty.expect("a store's type");
    let narrow_bits = m.types.int_bits(narrow_ty).expect("an integer store");
    let shift = 8 * offset as u32;
    let at = |f: &mut Function, op, ops: &[Value]| {
        let i = f.create_inst(NodeHeader::new(op), wide_ty, ops);
        f.insert_before(store, i);
        Value::Inst(i)
    };
    let whole = at(f, Opcode::Load, &[Value::Inst(slot)]);
    let whole_inst = whole.as_inst().expect("an instruction");
    f.inst_mut(whole_inst).aux_ty = Some(wide_ty);
    f.inst_mut(whole_inst).align = f.inst(slot).align;
    let kept = Value::Const(m.const_int(wide_ty, !(((1i128 << narrow_bits) - 1) << shift)));
    let cleared = at(f, Opcode::And, &[whole, kept]);
    let mut stored = at(f, Opcode::ZExt, &[f.operands(store)[0]]);
    if shift > 0 {
        let amount = Value::Const(m.const_int(wide_ty, i128::from(shift)));
        stored = at(f, Opcode::Shl, &[stored, amount]);
    }
    let merged = at(f, Opcode::Or, &[cleared, stored]);
    f.set_operands(store, &[merged, Value::Inst(slot)]);
    f.inst_mut(store).aux_ty = Some(wide_ty);
    f.inst_mut(store).align = f.inst(slot).align;
}

/// The narrow loads and stores of `slot` (an `i{bits}` slot) and their byte
/// offsets, when every use of the slot is one [`run`] allows and there is at
/// least one.
fn narrow_accesses(m: &Module, f: &Function, slot: Inst, bits: u32, uses: &SlotUsers) -> Option<Vec<(Inst, u64)>> {
    let plain = |i: Inst| {
        let flags = f.inst(i).header.flags;
        !flags.has(InstFlags::VOLATILE) && flags.ordering() == Ordering::NotAtomic
    };
    let width = |ty| match m.types.get(ty) {
        TypeData::Int(b) if b % 8 == 0 => Some(*b),
        _ => None,
    };
    let inside = |w: u32, offset: u64| w < bits && offset + u64::from(w / 8) <= u64::from(bits / 8);
    let mut out = Vec::new();
    let mut work: Vec<(Inst, u64)> = vec![(slot, 0)];
    while let Some((p, offset)) = work.pop() {
        for &(u, k) in uses.of_inst(p) {
            match f.inst(u).opcode() {
                Opcode::Store if k == 1 && plain(u) => {
                    let w = width(f.inst(u).aux_ty?)?;
                    if w == bits && offset == 0 {
                        continue;
                    }
                    if !inside(w, offset) {
                        return None;
                    }
                    out.push((u, offset));
                }
                Opcode::Load if plain(u) => {
                    let ty = f.inst(u).ty;
                    let w = width(wrapped_integer(m, ty).unwrap_or(ty))?;
                    if w == bits && offset == 0 && ty == f.inst(slot).aux_ty? {
                        continue;
                    }
                    if !inside(w, offset) {
                        return None;
                    }
                    out.push((u, offset));
                }
                Opcode::GetElementPtr if k == 0 && p == slot => work.push((u, gep_offset(m, f, u)?)),
                _ => return None,
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The field of a record whose only field is an integer (fp8's `__x` byte).
fn wrapped_integer(m: &Module, ty: Type) -> Option<Type> {
    match m.types.struct_fields(ty)? {
        &[field] if matches!(m.types.get(field), TypeData::Int(_)) => Some(field),
        _ => None,
    }
}
