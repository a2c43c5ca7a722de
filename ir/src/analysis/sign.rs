//! Which integer values are non-negative when read as signed: the fact behind
//! dividing a signed `int` as unsigned (`threadIdx.x % 32` as an `and`) and
//! behind the bounds of loop counters (`k % 2` of a `for (k = 0; ...; k++)`
//! is 0 or 1). Shared by the passes and instruction selection.

use crate::{ConstData, Function, InstFlags, Module, Opcode, Value};

/// How deep the walk through operands goes.
const MAX_DEPTH: u32 = 8;

/// Whether `v` (an integer) is non-negative as a signed integer: a constant
/// with its sign bit clear, a special register (thread and block indices and
/// sizes are below 2^31), a zero extension, an `and` with a non-negative
/// operand, a logical right shift by a constant other than 0, an unsigned
/// quotient by a constant above 1 or remainder by a non-negative constant,
/// `nsw` sums and products of non-negative values, signed quotients,
/// remainders and arithmetic shifts of a non-negative value by a non-negative
/// constant, a `select` of two, a phi of non-negative values. A phi met again
/// on the way is assumed non-negative: by induction over execution, each value
/// it takes is computed from earlier ones (`for (k = 0; k < n; k++)`; an `nsw`
/// sum that overflowed would be undefined).
pub fn non_negative(m: &Module, f: &Function, v: Value) -> bool {
    non_negative_within(m, f, v, MAX_DEPTH)
}

/// [`non_negative`], looking at most `depth` operands deep (for callers that
/// walk operands themselves and must keep the whole walk bounded).
pub fn non_negative_within(m: &Module, f: &Function, v: Value, depth: u32) -> bool {
    walk(m, f, v, depth, &mut Vec::new())
}

fn int_const(m: &Module, v: Value) -> Option<(u128, u32)> {
    match m.consts.get(v.as_const()?) {
        ConstData::Int { ty, bits } => Some((*bits, m.types.int_bits(*ty)?)),
        _ => None,
    }
}

fn sign_clear((bits, width): (u128, u32)) -> bool {
    width > 0 && bits >> (width - 1) & 1 == 0
}

fn walk(m: &Module, f: &Function, v: Value, depth: u32, assumed: &mut Vec<crate::Inst>) -> bool {
    if let Some(c) = int_const(m, v) {
        return sign_clear(c);
    }
    let Some(i) = v.as_inst() else { return false };
    if depth == 0 {
        return false;
    }
    let ops = f.operands(i);
    let d = f.inst(i);
    if d.opcode() == Opcode::Phi {
        if assumed.contains(&i) {
            return true;
        }
        assumed.push(i);
        let all = ops.iter().step_by(2).all(|&x| walk(m, f, x, depth - 1, assumed));
        assumed.pop();
        return all;
    }
    let mut nn = |k: usize| walk(m, f, ops[k], depth - 1, assumed);
    let positive_const = |k: usize| int_const(m, ops[k]).is_some_and(sign_clear);
    match d.opcode() {
        Opcode::Call => matches!(ops.first(), Some(Value::Func(g))
        if m.functions[*g].name.strip_prefix("llvm.nvvm.read.ptx.sreg.").is_some_and(|r| {
            ["tid.", "ntid.", "ctaid.", "nctaid."].iter().any(|p| r.starts_with(p))
                || ["laneid", "warpid", "nwarpid"].contains(&r)
        })),
        Opcode::ZExt => true,
        Opcode::And => nn(0) || nn(1),
        Opcode::LShr => int_const(m, ops[1]).is_some_and(|(b, _)| b > 0),
        Opcode::UDiv => int_const(m, ops[1]).is_some_and(|(b, _)| b > 1),
        Opcode::URem => positive_const(1),
        Opcode::Add | Opcode::Mul => d.header.flags.has(InstFlags::NSW) && nn(0) && nn(1),
        Opcode::SDiv | Opcode::SRem | Opcode::AShr => positive_const(1) && nn(0),
        Opcode::Select => nn(1) && nn(2),
        _ => false,
    }
}
