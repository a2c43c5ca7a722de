//! What is known of an integer value's bits from the instructions that
//! compute it, looking a few operands deep: bits that may be set, and low
//! bits known to be zero (as LLVM's `computeKnownBits`, in part).

use super::instsimplify::int_const;
use ptxc_ir::fold::integer::mask;
use ptxc_ir::{Function, Module, Opcode, Value};

/// How deep the questions look through operands.
const DEPTH: u32 = 6;

/// The bits of `v` (an integer of width `w`) that may be set; the others are
/// zero whatever the inputs.
pub(super) fn may_be_set(m: &Module, f: &Function, v: Value, w: u32) -> u128 {
    may_be_set_at(m, f, v, w, DEPTH)
}

fn may_be_set_at(m: &Module, f: &Function, v: Value, w: u32, depth: u32) -> u128 {
    let all = mask(w);
    if let Some((c, _)) = int_const(m, v) {
        return c & all;
    }
    let Some(i) = v.as_inst() else { return all };
    if depth == 0 {
        return all;
    }
    let ops = f.operands(i);
    let of = |x: Value| may_be_set_at(m, f, x, w, depth - 1);
    match f.inst(i).opcode() {
        Opcode::Or | Opcode::Xor => of(ops[0]) | of(ops[1]),
        Opcode::And => of(ops[0]) & of(ops[1]),
        Opcode::Select => of(ops[1]) | of(ops[2]),
        Opcode::ZExt => match m.known_value_type(f, ops[0]).and_then(|t| m.types.int_bits(t)) {
            Some(n) if n < w => may_be_set_at(m, f, ops[0], n, depth - 1),
            _ => all,
        },
        Opcode::Shl => match int_const(m, ops[1]) {
            Some((k, _)) if k < u128::from(w) => (of(ops[0]) << k) & all,
            _ => all,
        },
        Opcode::LShr => match int_const(m, ops[1]) {
            Some((k, _)) if k < u128::from(w) => of(ops[0]) >> k,
            _ => all,
        },
        _ => all,
    }
}

/// How many low bits of `v` are known to be zero (a lower bound).
pub(super) fn known_trailing_zeros(m: &Module, f: &Function, v: Value) -> u32 {
    trailing_zeros_at(m, f, v, DEPTH)
}

fn trailing_zeros_at(m: &Module, f: &Function, v: Value, depth: u32) -> u32 {
    if let Some((c, w)) = int_const(m, v) {
        return if c == 0 { w } else { c.trailing_zeros() };
    }
    let Some(i) = v.as_inst() else { return 0 };
    if depth == 0 {
        return 0;
    }
    let ops = f.operands(i);
    let of = |x: Value| trailing_zeros_at(m, f, x, depth - 1);
    let bits = m.types.int_bits(f.inst(i).ty).unwrap_or(0);
    let k = match f.inst(i).opcode() {
        Opcode::Mul => of(ops[0]) + of(ops[1]),
        Opcode::Shl => match int_const(m, ops[1]) {
            Some((s, _)) if s < u128::from(bits) => of(ops[0]) + s as u32,
            _ => 0,
        },
        Opcode::Add | Opcode::Sub | Opcode::Or | Opcode::Xor => of(ops[0]).min(of(ops[1])),
        Opcode::And => of(ops[0]).max(of(ops[1])),
        Opcode::SExt | Opcode::ZExt => of(ops[0]),
        _ => 0,
    };
    k.min(bits)
}

/// A value already computed that equals bits `shift .. shift + n` of `v` (an
/// integer of width `w`), found through `zext`/`sext`, `or`/`xor` with a term
/// that has no bit in that window, and shifts by constants: `trunc (or (zext
/// a), (shl (zext b), 32))` is `a`, and its `lshr` by 32 truncated is `b`
/// (two 32-bit words joined into a 64-bit one and taken apart again).
pub(super) fn bits_held_by(m: &Module, f: &Function, v: Value, w: u32, shift: u32, n: u32) -> Option<Value> {
    bits_held_at(m, f, v, w, shift, n, DEPTH)
}

fn bits_held_at(m: &Module, f: &Function, v: Value, w: u32, shift: u32, n: u32, depth: u32) -> Option<Value> {
    let i = v.as_inst()?;
    if depth == 0 || shift.checked_add(n)? > w {
        return None;
    }
    let ops = f.operands(i);
    let window = mask(n) << shift;
    match f.inst(i).opcode() {
        Opcode::ZExt | Opcode::SExt => {
            let narrow = m.types.int_bits(m.known_value_type(f, ops[0])?)?;
            (shift == 0 && narrow == n).then_some(ops[0])
        }
        Opcode::Or | Opcode::Xor => {
            let [a, b] = [ops[0], ops[1]];
            if may_be_set(m, f, a, w) & window == 0 {
                bits_held_at(m, f, b, w, shift, n, depth - 1)
            } else if may_be_set(m, f, b, w) & window == 0 {
                bits_held_at(m, f, a, w, shift, n, depth - 1)
            } else {
                None
            }
        }
        Opcode::Shl => {
            let k = u32::try_from(int_const(m, ops[1])?.0).ok()?;
            (k < w && shift >= k).then(|| bits_held_at(m, f, ops[0], w, shift - k, n, depth - 1))?
        }
        Opcode::LShr => {
            let k = u32::try_from(int_const(m, ops[1])?.0).ok()?;
            (k < w).then(|| bits_held_at(m, f, ops[0], w, shift + k, n, depth - 1))?
        }
        _ => None,
    }
}
