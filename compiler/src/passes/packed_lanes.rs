//! Pairs of 16-bit lanes packed into or unpacked from a 32-bit word by hand,
//! recognised as the bit cast they are (used by instcombine):
//!
//! - `or (zext (bitcast (extractelement v, 0))), (shl (zext (bitcast
//!   (extractelement v, 1))), 16)` is `bitcast v to i32`;
//! - `insertelement (insertelement undef, L0, 0), L1, 1`, with `L0` the low
//!   half of an `i32` `x` (`bitcast (trunc x)`) and `L1` its high half
//!   (`bitcast (trunc (lshr x, 16))`), is `bitcast x to <2 x half>`.
//!
//! Why: a `__half2` stored through a `float4` or a `uint` reinterpretation
//! (HeCBench vadd's `*reinterpret_cast<__half2*>(&c8.x) = __hadd2(a0, b0)`)
//! leaves its lanes split and rebuilt around every `add.f16x2`: two `mov.b16`,
//! two `cvt`, a shift and an `or` per word where nvcc has none (3.2x nvcc's
//! thread-instructions in that kernel).

use super::instsimplify::int_const;
use ptxc_ir::{ConstData, Function, Inst, Module, NodeHeader, Opcode, Type, TypeData, Value};

/// `i` (an `or`) as a new `bitcast v to i32` when it packs `v`'s two lanes.
pub(super) fn packed_pair(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let ty = f.inst(i).ty;
    if !matches!(m.types.get(ty), TypeData::Int(32)) {
        return None;
    }
    let [a, b] = f.operands(i)[..] else { return None };
    let (low, high) = match (lane_of(m, f, a), high_lane_of(m, f, b)) {
        (Some(low), Some(high)) => (low, high),
        _ => (lane_of(m, f, b)?, high_lane_of(m, f, a)?),
    };
    let (v, 0, w, 1) = (low.0, low.1, high.0, high.1) else {
        return None;
    };
    let vector = m.value_type(f, v);
    (v == w && is_pair_of_16_bit_lanes(m, vector)).then(|| f.create_inst(NodeHeader::new(Opcode::BitCast), ty, &[v]))
}

/// `i` (the outer `insertelement`) as a new `bitcast x to <2 x T>` when it
/// rebuilds the two halves of the `i32` `x`.
pub(super) fn unpacked_pair(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let ty = f.inst(i).ty;
    if !is_pair_of_16_bit_lanes(m, ty) {
        return None;
    }
    let [inner, high, one] = f.operands(i)[..] else {
        return None;
    };
    let inner = inner.as_inst()?;
    if f.inst(inner).opcode() != Opcode::InsertElement || int_const(m, one)?.0 != 1 {
        return None;
    }
    let [base, low, zero] = f.operands(inner)[..] else {
        return None;
    };
    let undefined = base
        .as_const()
        .is_some_and(|c| matches!(m.consts.get(c), ConstData::Undef(_) | ConstData::Poison(_)));
    if !undefined || int_const(m, zero)?.0 != 0 {
        return None;
    }
    let x = half_of(m, f, low, 0)?;
    let word = m.value_type(f, x);
    (same_word(f, half_of(m, f, high, 16)?, x) && matches!(m.types.get(word), TypeData::Int(32)))
        .then(|| f.create_inst(NodeHeader::new(Opcode::BitCast), ty, &[x]))
}

/// Whether `a` and `b` are one word: the same value, or bit casts of one
/// value (gvn merges them later; instcombine runs before).
fn same_word(f: &Function, a: Value, b: Value) -> bool {
    let cast_of = |v: Value| {
        v.as_inst()
            .filter(|&i| f.inst(i).opcode() == Opcode::BitCast)
            .map(|i| f.operands(i)[0])
    };
    a == b || cast_of(a).is_some_and(|x| Some(x) == cast_of(b))
}

/// `<2 x half>`, `<2 x bfloat>` or `<2 x i16>`.
fn is_pair_of_16_bit_lanes(m: &Module, ty: Type) -> bool {
    match *m.types.get(ty) {
        TypeData::Vector { elem, len: 2 } => {
            matches!(m.types.get(elem), TypeData::Half | TypeData::BFloat | TypeData::Int(16))
        }
        _ => false,
    }
}

/// `zext (bitcast? (extractelement v, k)) to i32` as (v, k).
fn lane_of(m: &Module, f: &Function, x: Value) -> Option<(Value, u128)> {
    let z = x.as_inst()?;
    if f.inst(z).opcode() != Opcode::ZExt {
        return None;
    }
    let mut e = f.operands(z)[0].as_inst()?;
    if f.inst(e).opcode() == Opcode::BitCast {
        e = f.operands(e)[0].as_inst()?;
    }
    if f.inst(e).opcode() != Opcode::ExtractElement {
        return None;
    }
    let [v, k] = f.operands(e)[..] else { return None };
    Some((v, int_const(m, k)?.0))
}

/// `shl (lane) 16` as the lane's (v, k).
fn high_lane_of(m: &Module, f: &Function, x: Value) -> Option<(Value, u128)> {
    let s = x.as_inst()?;
    if f.inst(s).opcode() != Opcode::Shl || int_const(m, f.operands(s)[1])?.0 != 16 {
        return None;
    }
    lane_of(m, f, f.operands(s)[0])
}

/// `bitcast? (trunc (lshr? x, shift) to i16)`: the `i32` `x` whose 16 bits
/// from `shift` the lane holds.
pub(super) fn half_of(m: &Module, f: &Function, lane: Value, shift: u128) -> Option<Value> {
    let mut t = lane.as_inst()?;
    if f.inst(t).opcode() == Opcode::BitCast {
        t = f.operands(t)[0].as_inst()?;
    }
    if f.inst(t).opcode() != Opcode::Trunc || !matches!(m.types.get(f.inst(t).ty), TypeData::Int(16)) {
        return None;
    }
    let x = f.operands(t)[0];
    if shift == 0 {
        return Some(x);
    }
    let s = x.as_inst()?;
    (f.inst(s).opcode() == Opcode::LShr && int_const(m, f.operands(s)[1])?.0 == shift).then(|| f.operands(s)[0])
}
