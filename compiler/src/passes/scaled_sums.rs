//! `mul nsw (add nsw x, c), 2^s` (or `shl nsw ..., s`) is `add nsw (mul nsw x,
//! 2^s), c << s` when `x` is a known multiple of `2^k` and `0 <= c < 2^k`
//! (used by instcombine).
//!
//! Exact, flags included: the scaled sum fits, so `x + c` lies in
//! `[-2^(w-1-s), 2^(w-1-s) - 1]`; `x` is at most `x + c`, and at least the
//! bound's lower end because that end is a multiple of `2^k` (when `s + k <
//! w`) and `x` is one less than `2^k` below `x + c`. So `x << s` fits too, and
//! the new sum is the old product.
//!
//! Why: an index `(t * 4 + j) * 4` in an unrolled loop (a record array
//! filled from `k + (t * 4 + j) * 4`) then shares `t * 16` among the copies
//! and leaves `j * 4` to the addressing (`[%rd+16]`), as nvcc's code does;
//! each copy recomputed the sum, the scaling and the address.

use super::instsimplify::int_const;
use ptxc_ir::fold::integer::sext;
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, Value};

/// `i` (a `mul` or `shl` by a constant) as the new distributed sum, detached;
/// the scaled `x` is inserted before `i`.
pub(super) fn distributed_scale(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let nsw = |f: &Function, j: Inst| f.inst(j).header.flags.has(InstFlags::NSW);
    if !nsw(f, i) {
        return None;
    }
    let (factor, w) = int_const(m, f.operands(i)[1])?;
    let shift = match f.inst(i).opcode() {
        Opcode::Shl => factor,
        Opcode::Mul if factor.is_power_of_two() => u128::from(factor.trailing_zeros()),
        _ => return None,
    };
    let sum = f.operands(i)[0].as_inst()?;
    if f.inst(sum).opcode() != Opcode::Add || !nsw(f, sum) {
        return None;
    }
    let x = f.operands(sum)[0];
    let (c, _) = int_const(m, f.operands(sum)[1])?;
    let c = sext(c, w);
    let k = super::known_bits::known_trailing_zeros(m, f, x);
    if shift == 0 || shift + u128::from(k) >= u128::from(w) || c <= 0 || c >= 1i128 << k {
        return None;
    }
    let ty = f.inst(i).ty;
    let scaled = shifted(m, f, ty, x, shift as u32);
    f.insert_before(i, scaled);
    let offset = Value::Const(m.const_int(ty, c << shift));
    let mut add = NodeHeader::new(Opcode::Add);
    add.flags = add.flags.with(InstFlags::NSW);
    Some(f.create_inst(add, ty, &[Value::Inst(scaled), offset]))
}

/// `i` (a `mul nsw` or `shl nsw` by a power of two) of a value scaled so
/// already as one new `shl nsw` by the summed shifts: each product fits, so
/// the whole one does. `(t * 4) * 4` is `t << 4`.
pub(super) fn combined_scale(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let (outer, w) = power_of_two_scale(m, f, i)?;
    let inner_inst = f.operands(i)[0].as_inst()?;
    let (inner, _) = power_of_two_scale(m, f, inner_inst)?;
    if outer + inner >= w {
        return None;
    }
    let x = f.operands(inner_inst)[0];
    let ty = f.inst(i).ty;
    Some(shifted(m, f, ty, x, outer + inner))
}

/// A new `shl nsw x, s` (detached), folded into `x`'s own scaling when `x`
/// is a scaled value (so that copies scaled apart meet in gvn). The caller
/// knows the result fits.
fn shifted(m: &mut Module, f: &mut Function, ty: Type, x: Value, s: u32) -> Inst {
    let (x, s) = match x.as_inst().and_then(|j| Some((j, power_of_two_scale(m, f, j)?))) {
        Some((j, (inner, w))) if inner + s < w => (f.operands(j)[0], inner + s),
        _ => (x, s),
    };
    let amount = Value::Const(m.const_int(ty, i128::from(s)));
    let mut header = NodeHeader::new(Opcode::Shl);
    header.flags = header.flags.with(InstFlags::NSW);
    f.create_inst(header, ty, &[x, amount])
}

/// The shift of a `mul nsw` by a power of two or a `shl nsw` by a constant,
/// and the width.
fn power_of_two_scale(m: &Module, f: &Function, i: Inst) -> Option<(u32, u32)> {
    if !f.inst(i).header.flags.has(InstFlags::NSW) {
        return None;
    }
    let (c, w) = int_const(m, f.operands(i)[1])?;
    match f.inst(i).opcode() {
        Opcode::Shl if c < u128::from(w) => Some((c as u32, w)),
        Opcode::Mul if c.is_power_of_two() => Some((c.trailing_zeros(), w)),
        _ => None,
    }
}
