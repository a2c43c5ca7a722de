//! `nvvm.red`: reductions to memory without a result.
//!
//! Layout: `llvm.nvvm.red.<suffix>(ptr p, val, i32 space, i32 op, i32 type,
//! i32 ordering)`. `space` is 0 generic, 1 global or 3 shared and must
//! agree with the pointer (a generic pointer is fine for any space); `op`
//! is 0 add, 1 min, 2 max, 3 inc, 4 dec, 5 and, 6 or, 7 xor; `type` is
//! 0 u32, 1 s32, 2 u64, 3 s64, 4 f32, 5 f64, 6 f16, 7 bf16; `ordering` is
//! 2 relaxed or 5 release. Vector values (2 or 4 lanes) are allowed only for
//! add on f32/f16/bf16.

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::{Intrinsic, TypeData};

/// Address spaces a reduction may name.
pub const SPACES: &[u128] = &[0, 1, 3];

/// Checks an `nvvm.red` call's space, op, type and ordering words against
/// each other, the pointer and the value type.
pub fn check(cx: &mut Checker, call: &Call) {
    if call.id() != Some(Intrinsic::NvvmRed) {
        return;
    }
    let modes: Vec<Option<u128>> = (2..6).map(|n| call.const_arg(cx, n)).collect();
    let [Some(space), Some(op), Some(ty), Some(ord)] = modes[..] else {
        call.error(cx, msg::FLAG_NOT_IMMEDIATE);
        return;
    };
    if !SPACES.contains(&space) {
        call.error(cx, msg::RED_AS);
    } else if let Some(p) = call.arg_space(cx, 0) {
        if p != 0 && u128::from(p) != space {
            call.error(cx, msg::RED_PTR_AS);
        }
    }
    if op > 7 {
        call.error(cx, msg::RED_OP);
    }
    if ty > 7 {
        call.error(cx, msg::RED_TYPE_FIELD);
    }
    let float = (4..=7).contains(&ty);
    if op <= 7 && ty <= 7 {
        let bad_combo = match op {
            1 | 2 => float && ty != 6 && ty != 7,
            3 | 4 => ty != 0,
            5..=7 => float,
            _ => false,
        };
        if bad_combo {
            call.error(cx, msg::RED_OP_TYPE);
        }
    }
    let m = cx.m;
    if let (Some(t), true) = (call.args.get(1).and_then(|&v| type_of(m, call.func, v)), ty <= 7) {
        let (elem, lanes) = match m.types.get(t) {
            TypeData::Vector { elem, len } => (*elem, *len),
            _ => (t, 1),
        };
        if lanes != 1 && (!matches!(lanes, 2 | 4) || op != 0 || !matches!(ty, 4 | 6 | 7)) {
            call.error(cx, msg::RED_VECTOR_LEN);
        }
        let matches_field = match m.types.get(elem) {
            TypeData::Int(32) => ty <= 1,
            TypeData::Int(64) => ty == 2 || ty == 3,
            TypeData::Float => ty == 4,
            TypeData::Double => ty == 5,
            TypeData::Half => ty == 6,
            TypeData::BFloat => ty == 7,
            _ => false,
        };
        if !matches_field {
            call.error(cx, msg::RED_IR_TYPE);
        }
    }
    if ord != 2 && ord != 5 {
        call.error(cx, msg::RED_ORDERING);
    }
}
