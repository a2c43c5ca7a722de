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
use ptxc_ir::fold::integer::{mask, sext};
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, Value};

/// `i` (a `mul` or `shl` by a constant) as the new distributed sum, detached;
/// the scaled `x` is inserted before `i`. Without `nsw` on both (unsigned
/// arithmetic), the sum is distributed as it wraps (`(x + c) << s` is `(x <<
/// s) + (c << s)` modulo 2^w), no flags claimed, when the sum has no other
/// use (`single_use`): the byte `p[8 * (2 * i + 1) + n]` of an unsigned block
/// index is then `16 * i` plus constants, which addressing folds.
pub(super) fn distributed_scale(
    m: &mut Module,
    f: &mut Function,
    i: Inst,
    single_use: &dyn Fn(Inst) -> bool,
) -> Option<Inst> {
    let nsw = |f: &Function, j: Inst| f.inst(j).header.flags.has(InstFlags::NSW);
    let (sum, (shift, w)) = scaled_operand(m, f, i)?;
    let sum = sum.as_inst()?;
    if f.inst(sum).opcode() != Opcode::Add || shift == 0 {
        return None;
    }
    let (x, (c, _)) = constant_operand(m, f, sum)?;
    let shift = u128::from(shift);
    let signed = nsw(f, i) && nsw(f, sum);
    let exact_signed = signed && {
        let c = sext(c, w);
        let k = super::known_bits::known_trailing_zeros(m, f, x);
        shift + u128::from(k) < u128::from(w) && c > 0 && c < 1i128 << k
    };
    if !exact_signed && (signed || !single_use(sum)) {
        return None;
    }
    let ty = f.inst(i).ty;
    let as_mul = f.inst(i).opcode() == Opcode::Mul && !exact_signed;
    let scaled = shifted(m, f, ty, x, shift as u32, exact_signed, as_mul);
    f.insert_before(i, scaled);
    let offset = Value::Const(m.const_int(ty, sext((c << shift) & mask(w), w)));
    let mut add = NodeHeader::new(Opcode::Add);
    if exact_signed {
        add.flags = add.flags.with(InstFlags::NSW);
    }
    Some(f.create_inst(add, ty, &[Value::Inst(scaled), offset]))
}

/// `i` (a `mul nsw` or `shl nsw` by a power of two) of a value scaled so
/// already as one new `shl nsw` by the summed shifts: each product fits, so
/// the whole one does. `(t * 4) * 4` is `t << 4`.
pub(super) fn combined_scale(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let (outer, w) = power_of_two_scale(m, f, i)?;
    let inner_inst = scaled_operand(m, f, i)?.0.as_inst()?;
    let (inner, _) = power_of_two_scale(m, f, inner_inst)?;
    if outer + inner >= w {
        return None;
    }
    let x = scaled_operand(m, f, inner_inst)?.0;
    let ty = f.inst(i).ty;
    Some(shifted(m, f, ty, x, outer + inner, true, false))
}

/// A new `shl x, s` or `mul x, 2^s` (detached; `nsw` when `fits`, which the
/// caller knows),
/// folded into `x`'s own scaling when `x` is a scaled value (so that copies
/// scaled apart meet in gvn).
fn shifted(m: &mut Module, f: &mut Function, ty: Type, x: Value, s: u32, fits: bool, as_mul: bool) -> Inst {
    let (x, s) = match x.as_inst().and_then(|j| Some((j, power_of_two_scale(m, f, j)?))) {
        Some((j, (inner, w))) if inner + s < w => match scaled_operand(m, f, j) {
            Some((y, _)) => (y, inner + s),
            None => (x, s),
        },
        _ => (x, s),
    };
    // Spelled as the scaling it replaces (`mul x, 8` beside the program's own
    // `mul 8, x`), so gvn finds the two equal.
    let (op, amount) = match as_mul {
        true => (Opcode::Mul, 1i128 << s),
        false => (Opcode::Shl, i128::from(s)),
    };
    let amount = Value::Const(m.const_int(ty, amount));
    let mut header = NodeHeader::new(op);
    if fits {
        header.flags = header.flags.with(InstFlags::NSW);
    }
    f.create_inst(header, ty, &[x, amount])
}

/// The shift of a `mul nsw` by a power of two or a `shl nsw` by a constant,
/// and the width.
fn power_of_two_scale(m: &Module, f: &Function, i: Inst) -> Option<(u32, u32)> {
    if !f.inst(i).header.flags.has(InstFlags::NSW) {
        return None;
    }
    scaled_operand(m, f, i).map(|(_, scale)| scale)
}

/// `x * 2^s` (a `mul` by a power of two, the constant on either side) or `x
/// << s` as (x, (s, width)).
fn scaled_operand(m: &Module, f: &Function, i: Inst) -> Option<(Value, (u32, u32))> {
    match f.inst(i).opcode() {
        Opcode::Shl => {
            let (c, w) = int_const(m, f.operands(i)[1])?;
            (c < u128::from(w)).then_some((f.operands(i)[0], (c as u32, w)))
        }
        Opcode::Mul => {
            let (x, (c, w)) = constant_operand(m, f, i)?;
            c.is_power_of_two().then_some((x, (c.trailing_zeros(), w)))
        }
        _ => None,
    }
}

/// The operands of a commutative `i` with a constant side, as (the other
/// operand, the constant).
fn constant_operand(m: &Module, f: &Function, i: Inst) -> Option<(Value, (u128, u32))> {
    let [a, b] = f.operands(i)[..] else { return None };
    match (int_const(m, a), int_const(m, b)) {
        (None, Some(c)) => Some((a, c)),
        (Some(c), None) => Some((b, c)),
        _ => None,
    }
}
