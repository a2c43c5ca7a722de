//! Two 16-bit phis that are the halves of one 32-bit word on every edge, and
//! are packed back into that word, become one `i32` phi (used by
//! instcombine):
//!
//! ```text
//! %lo = phi half [ 0xH0000, %entry ], [ %l, %loop ]   ; %l = bitcast (trunc %w)
//! %hi = phi half [ 0xH3C00, %entry ], [ %h, %loop ]   ; %h = bitcast (trunc (lshr %w, 16))
//! %p  = or (zext (bitcast %lo)), (shl (zext (bitcast %hi)), 16)
//! ```
//!
//! is `%p = phi i32 [ 0x3C000000, %entry ], [ %w, %loop ]`, and other uses
//! of `%lo` and `%hi` read the halves of `%p`. Exact: on each edge the new
//! phi receives the very bits the pair did.
//!
//! Why: a register fragment of halves updated by word-wide instructions in
//! a loop (CuTe-style `half_t` accumulators fed to `mma` or `add.f16x2` as
//! `uint32_t`) carried each word as two 16-bit registers and split and
//! rebuilt it every iteration: seven instructions a word where nvcc, whose
//! SROA keeps such slots as 32-bit words, has none.

use super::packed_lanes::half_of;
use ptxc_ir::{ConstData, Function, Inst, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Returns the number of phi pairs merged.
pub(super) fn run(m: &mut Module, f: &mut Function) -> usize {
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let mut merged = 0;
    for b in f.layout.clone() {
        for i in f.blocks[b].insts.clone() {
            if f.inst(i).opcode() != Opcode::Or {
                continue;
            }
            let Some((lo, hi)) = packed_phis(m, f, i) else { continue };
            if dead.contains(&lo) || dead.contains(&hi) {
                continue;
            }
            let Some(incoming) = word_incoming(m, f, lo, hi) else {
                continue;
            };
            let word = merge(m, f, lo, hi, &incoming, &mut replace);
            replace.insert(Value::Inst(i), word);
            dead.extend([i, lo, hi]);
            merged += 1;
        }
    }
    if merged > 0 {
        f.replace_all_uses(&replace);
        f.remove_insts(&dead);
    }
    merged
}

/// The phis `or` packs as (low, high): two distinct phis of one block.
fn packed_phis(m: &Module, f: &Function, or: Inst) -> Option<(Inst, Inst)> {
    if !matches!(m.types.get(f.inst(or).ty), TypeData::Int(32)) {
        return None;
    }
    let [a, b] = f.operands(or)[..] else { return None };
    let (lo, hi) = match (widened_phi(m, f, a), shifted_phi(m, f, b)) {
        (Some(lo), Some(hi)) => (lo, hi),
        _ => (widened_phi(m, f, b)?, shifted_phi(m, f, a)?),
    };
    let block_of = |p: Inst| f.inst(p).block;
    (lo != hi && block_of(lo) == block_of(hi)).then_some((lo, hi))
}

/// `zext (bitcast? %phi) to i32` of a 16-bit phi: the phi.
fn widened_phi(m: &Module, f: &Function, x: Value) -> Option<Inst> {
    let z = x.as_inst()?;
    if f.inst(z).opcode() != Opcode::ZExt {
        return None;
    }
    let mut p = f.operands(z)[0].as_inst()?;
    if f.inst(p).opcode() == Opcode::BitCast {
        p = f.operands(p)[0].as_inst()?;
    }
    (f.inst(p).opcode() == Opcode::Phi && is_16_bit(m, f.inst(p).ty)).then_some(p)
}

/// `shl (zext (bitcast? %phi)), 16`: the phi.
fn shifted_phi(m: &Module, f: &Function, x: Value) -> Option<Inst> {
    let s = x.as_inst()?;
    if f.inst(s).opcode() != Opcode::Shl || super::instsimplify::int_const(m, f.operands(s)[1])?.0 != 16 {
        return None;
    }
    widened_phi(m, f, f.operands(s)[0])
}

fn is_16_bit(m: &Module, ty: Type) -> bool {
    matches!(m.types.get(ty), TypeData::Half | TypeData::BFloat | TypeData::Int(16))
}

/// The word each edge brings, when on every edge the pair is either two
/// constants or the two halves of one `i32`.
fn word_incoming(m: &mut Module, f: &Function, lo: Inst, hi: Inst) -> Option<Vec<(Value, Value)>> {
    let mut words = Vec::new();
    for (low, block) in f.phi_incoming(lo) {
        let high = f.phi_incoming(hi).find(|&(_, b)| b == block)?.0;
        let word = match (constant_bits(m, low), constant_bits(m, high)) {
            (Some(l), Some(h)) => {
                let i32t = m.types.i32();
                Value::Const(m.const_int(i32t, i128::from(l | h << 16)))
            }
            _ => {
                let w = half_of(m, f, low, 0)?;
                let i32_word = matches!(m.types.get(m.known_value_type(f, w)?), TypeData::Int(32));
                (i32_word && half_of(m, f, high, 16)? == w).then_some(w)?
            }
        };
        words.push((word, Value::Block(block)));
    }
    Some(words)
}

/// The 16 bits of a constant lane (`undef` and `poison` read as zero).
fn constant_bits(m: &Module, v: Value) -> Option<u32> {
    match m.consts.get(v.as_const()?) {
        ConstData::Int { bits, .. } => Some(*bits as u32 & 0xffff),
        ConstData::Float { bits, .. } => Some(*bits as u32 & 0xffff),
        ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => Some(0),
        _ => None,
    }
}

/// Puts the `i32` phi at the head of the pair's block and their halves after
/// the block's phis (recorded as the pair's replacements); returns the phi.
fn merge(
    m: &mut Module,
    f: &mut Function,
    lo: Inst,
    hi: Inst,
    incoming: &[(Value, Value)],
    replace: &mut FxHashMap<Value, Value>,
) -> Value {
    let i32t = m.types.i32();
    let i16t = m.types.int(16);
    let ops: Vec<Value> = incoming.iter().flat_map(|&(w, b)| [w, b]).collect();
    let phi = f.create_inst(NodeHeader::new(Opcode::Phi), i32t, &ops);
    f.insert_before(lo, phi);
    let block = f.inst(lo).block.expect("a phi in a block");
    let first = f.blocks[block]
        .insts
        .iter()
        .copied()
        .find(|&x| f.inst(x).opcode() != Opcode::Phi)
        .expect("a block ends with a terminator");
    let emit = |f: &mut Function, op: Opcode, ty: Type, ops: &[Value]| {
        let x = f.create_inst(NodeHeader::new(op), ty, ops);
        f.insert_before(first, x);
        Value::Inst(x)
    };
    let sixteen = Value::Const(m.const_int(i32t, 16));
    let low = emit(f, Opcode::Trunc, i16t, &[Value::Inst(phi)]);
    let shifted = emit(f, Opcode::LShr, i32t, &[Value::Inst(phi), sixteen]);
    let high = emit(f, Opcode::Trunc, i16t, &[shifted]);
    for (half, bits) in [(lo, low), (hi, high)] {
        let ty = f.inst(half).ty;
        let value = if ty == i16t {
            bits
        } else {
            emit(f, Opcode::BitCast, ty, &[bits])
        };
        replace.insert(Value::Inst(half), value);
    }
    Value::Inst(phi)
}
