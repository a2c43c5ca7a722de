//! Operand-type checks of generic LLVM intrinsics: byte swap, bit counts
//! and overflow arithmetic work on the integer widths PTX has.

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::TypeData;

/// (name prefix, accepted widths, diagnostic)
pub const INT_WIDTH_RULES: &[(&str, &[u32], &str)] = &[
    ("llvm.bswap.", &[16, 32, 64], msg::BSWAP_TYPE),
    ("llvm.ctpop.", &[8, 16, 32, 64], msg::CTPOP_TYPE),
    ("llvm.ctlz.", &[8, 16, 32, 64], msg::CTPOP_TYPE),
    ("llvm.cttz.", &[8, 16, 32, 64], msg::CTPOP_TYPE),
    ("llvm.sadd.with.overflow.", &[16, 32, 64], msg::OVERFLOW_TYPE),
    ("llvm.uadd.with.overflow.", &[16, 32, 64], msg::OVERFLOW_TYPE),
    ("llvm.ssub.with.overflow.", &[16, 32, 64], msg::OVERFLOW_TYPE),
    ("llvm.usub.with.overflow.", &[16, 32, 64], msg::OVERFLOW_TYPE),
    ("llvm.smul.with.overflow.", &[16, 32, 64], msg::OVERFLOW_TYPE),
    ("llvm.umul.with.overflow.", &[16, 32, 64], msg::OVERFLOW_TYPE),
];

pub fn check(cx: &mut Checker, call: &Call) {
    let Some((_, widths, text)) = INT_WIDTH_RULES.iter().find(|(p, _, _)| call.name.starts_with(p)) else {
        return;
    };
    let m = cx.m;
    let ty = call.args.first().and_then(|&v| type_of(m, call.func, v));
    let elem = ty.map(|t| match m.types.get(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    });
    let bits = elem.and_then(|t| m.types.int_bits(t));
    if !bits.is_some_and(|b| widths.contains(&b)) {
        call.error(cx, *text);
    }
}
