//! A `memcpy` of part of a stack slot, a run of its scalar leaves, becomes one
//! load and store per leaf, so that sroa can split the slot.
//!
//! Why: C++ copies a base or member sub-object with a `memcpy` of its size at
//! its address; CuTe's structured bindings (`auto [a, b] = layout;`) and its
//! tuples built from parts copy the 4-byte shape at the start of a 12-byte
//! `Layout` into the middle of another tuple, or a parameter's stride into a
//! tuple. sroa's whole-record copies (sroa.rs, `record_copies_as_moves`) do
//! not cover these, and a slot that is a `memcpy` operand stays whole, in the
//! stack frame (CuTe's sgemm_1 after dead_slots.rs: 288 B, nvcc none).
//!
//! A copy of constant length whose destination or source is a slot (or a
//! constant GEP into one) where the copied bytes are exactly a run of leaves
//! (no leaf cut, no padding) becomes one move per leaf, of the leaf's type;
//! when both sides are slots, both must have leaves at the same offsets and
//! of the same sizes (their types may differ as sroa allows: an integer
//! copied into a float). Runs in sroa, after its whole-record copies.
//! Preserves: the CFG, behaviour.

use super::sroa::{byte_address, gep_offset, is_scalar, move_value, record_leaves};
use ptxc_ir::{Function, Inst, Intrinsic, Module, Opcode, Type, Value};

/// Copies of more bytes than this stay calls.
const MAX_COPY_BYTES: u64 = 256;

/// Rewrites every such copy of `f`; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let mut copies: Vec<(Inst, Vec<Move>)> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if let Some(moves) = copied_leaves(m, f, i) {
                copies.push((i, moves));
            }
        }
    }
    for (call, moves) in &copies {
        let ops = f.operands(*call);
        let (dst, src) = (ops[1], ops[2]);
        for mv in moves {
            let from = byte_address(m, f, *call, src, mv.offset);
            let to = byte_address(m, f, *call, dst, mv.offset);
            move_value(m, f, *call, (from, mv.src_align), (to, mv.dst_align), mv.ty);
        }
        f.remove_inst(*call);
    }
    copies.len()
}

/// One leaf's move: its offset from the copy's start, type and the alignment
/// of each side.
struct Move {
    offset: u64,
    ty: Type,
    src_align: u32,
    dst_align: u32,
}

/// For a non-volatile `memcpy` of a run of a slot's leaves: one move per leaf,
/// when both sides are aligned for each (the alignment of a side that is not a
/// slot is the call's: memory it does not say is aligned stays a byte copy).
fn copied_leaves(m: &Module, f: &Function, i: Inst) -> Option<Vec<Move>> {
    if f.inst(i).opcode() != Opcode::Call {
        return None;
    }
    let ops = f.operands(i);
    let Some(Value::Func(g)) = ops.first() else { return None };
    if m.functions[*g].intrinsic != Some(Intrinsic::Memcpy) || ops.len() != 5 {
        return None;
    }
    let int = |v: Value| v.as_const().and_then(|c| m.consts.as_int(c));
    let len = u64::try_from(int(ops[3])?)
        .ok()
        .filter(|&n| n > 0 && n <= MAX_COPY_BYTES)?;
    if int(ops[4]) != Some(0) {
        return None; // volatile
    }
    let (dst, src) = (slot_at(m, f, ops[1]), slot_at(m, f, ops[2]));
    let side = |s: Option<(Inst, u64)>| s.map(|(slot, offset)| leaves_in(m, f.inst(slot).aux_ty?, offset, len));
    let leaves = match (side(dst), side(src)) {
        (Some(d), Some(s)) => {
            let (d, s) = (d?, s?);
            let same_cuts = d.len() == s.len()
                && d.iter()
                    .zip(&s)
                    .all(|(a, b)| a.0 == b.0 && m.types.store_size(a.1) == m.types.store_size(b.1));
            same_cuts.then_some(d)?
        }
        (Some(one), None) | (None, Some(one)) => one?,
        (None, None) => return None,
    };
    // (alignment at the copy's start, offset of the start from an address that has it)
    let start = |s: Option<(Inst, u64)>| match s {
        Some((slot, offset)) => (f.inst(slot).align, offset),
        None => (f.inst(i).align, 0),
    };
    let at = |(align, base): (u32, u64), offset: u64| match base + offset {
        0 => align.max(1),
        o => align.max(1).min(1 << o.trailing_zeros().min(31)),
    };
    let (d, s) = (start(dst), start(src));
    leaves
        .into_iter()
        .map(|(offset, ty)| {
            let (dst_align, src_align) = (at(d, offset), at(s, offset));
            let needed = m.types.abi_align(ty);
            (u64::from(dst_align) >= needed && u64::from(src_align) >= needed).then_some(Move {
                offset,
                ty,
                src_align,
                dst_align,
            })
        })
        .collect()
}

/// The slot `v` points into and the byte offset, through constant GEPs.
fn slot_at(m: &Module, f: &Function, mut v: Value) -> Option<(Inst, u64)> {
    let mut offset = 0u64;
    for _ in 0..8 {
        let i = v.as_inst()?;
        match f.inst(i).opcode() {
            Opcode::Alloca if f.operands(i).is_empty() => return Some((i, offset)),
            Opcode::GetElementPtr => {
                offset = offset.checked_add(gep_offset(m, f, i)?)?;
                v = f.operands(i)[0];
            }
            _ => return None,
        }
    }
    None
}

/// The leaves of a slot of type `ty` covering exactly bytes `offset..offset +
/// len`, as (offset from `offset`, type).
fn leaves_in(m: &Module, ty: Type, offset: u64, len: u64) -> Option<Vec<(u64, Type)>> {
    let leaves: Vec<(u64, Type)> = if is_scalar(m, ty) {
        vec![(0, ty)]
    } else {
        record_leaves(m, ty)?.iter().map(|l| (l.offset, l.ty)).collect()
    };
    let end = offset.checked_add(len)?;
    let mut at = offset;
    let mut out = Vec::new();
    for (o, t) in leaves {
        let leaf_end = o + m.types.store_size(t);
        if leaf_end <= offset || o >= end {
            continue;
        }
        if o != at || leaf_end > end {
            return None; // a leaf cut, or padding copied
        }
        out.push((o - offset, t));
        at = leaf_end;
    }
    (at == end).then_some(out)
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_copied_field_run_between_slots_becomes_moves_and_both_slots_split() {
        // A structured binding's shape: the first i32 of a { i32, i32, i32 }
        // copied into the second field of a { i32, i32 }, both read back.
        let out = after_pass(
            "%L = type { i32, i32, i32 }\n%T = type { i32, i32 }\n\
             define i32 @f(i32 %x, i32 %y) {\nentry:\n  %l = alloca %L, align 4\n  %t = alloca %T, align 4\n  \
             %lv = insertvalue %L undef, i32 %x, 0\n  %lv2 = insertvalue %L %lv, i32 %y, 2\n  store %L %lv2, ptr %l, align 4\n  \
             store i32 %y, ptr %t, align 4\n  %rest = getelementptr inbounds i8, ptr %t, i64 4\n  \
             call void @llvm.memcpy.p0.p0.i64(ptr align 4 %rest, ptr align 4 %l, i64 4, i1 false)\n  \
             %v = load %T, ptr %t, align 4\n  %a = extractvalue %T %v, 0\n  %b = extractvalue %T %v, 1\n  \
             %c = getelementptr inbounds i8, ptr %l, i64 8\n  %cv = load i32, ptr %c, align 4\n  \
             %s = add i32 %a, %b\n  %r = add i32 %s, %cv\n  ret i32 %r\n}\n\
             declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n",
            "sroa",
        );
        let f = body_of(&out, "f");
        assert!(!f.contains("memcpy"), "{f}");
        // Both slots are split into scalar slots (mem2reg promotes them).
        assert!(f.contains("%l.sroa.") && f.contains("%t.sroa."), "{f}");
        assert!(
            !f.contains("load i32, ptr %rest") && !f.contains("load %T, ptr %t"),
            "{f}"
        );
    }

    #[test]
    fn a_copy_from_memory_not_aligned_for_its_leaves_stays_a_call() {
        let out = after_pass(
            "%T = type { i32, i32 }\n\
             define i32 @f(ptr %p) {\nentry:\n  %t = alloca %T, align 4\n  \
             call void @llvm.memcpy.p0.p0.i64(ptr align 1 %t, ptr align 1 %p, i64 8, i1 false)\n  \
             %v = load i32, ptr %t, align 4\n  ret i32 %v\n}\n\
             declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n",
            "sroa",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("memcpy"), "{f}");
    }

    #[test]
    fn a_copy_cutting_a_leaf_stays_a_call() {
        // Two bytes of an i32: no run of leaves.
        let out = after_pass(
            "%T = type { i32, i32 }\n\
             define void @f(ptr %out) {\nentry:\n  %t = alloca %T, align 4\n  store i32 7, ptr %t, align 4\n  \
             call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %t, i64 2, i1 false)\n  ret void\n}\n\
             declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n",
            "sroa",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("memcpy"), "{f}");
    }
}
