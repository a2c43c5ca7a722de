//! Operand-type checks of generic LLVM intrinsics: byte swap, bit counts
//! and overflow arithmetic work on the integer widths PTX has.

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::{Intrinsic, TypeData};

/// (name prefix, accepted widths, diagnostic)
pub const INT_WIDTH_RULES: &[(Intrinsic, &[u32], &str)] = &[
    (Intrinsic::Bswap, &[16, 32, 64], msg::BSWAP_TYPE),
    (Intrinsic::Ctpop, &[8, 16, 32, 64], msg::CTPOP_TYPE),
    (Intrinsic::Ctlz, &[8, 16, 32, 64], msg::CTPOP_TYPE),
    (Intrinsic::Cttz, &[8, 16, 32, 64], msg::CTPOP_TYPE),
    (Intrinsic::SaddWithOverflow, &[16, 32, 64], msg::OVERFLOW_TYPE),
    (Intrinsic::UaddWithOverflow, &[16, 32, 64], msg::OVERFLOW_TYPE),
    (Intrinsic::SsubWithOverflow, &[16, 32, 64], msg::OVERFLOW_TYPE),
    (Intrinsic::UsubWithOverflow, &[16, 32, 64], msg::OVERFLOW_TYPE),
    (Intrinsic::SmulWithOverflow, &[16, 32, 64], msg::OVERFLOW_TYPE),
    (Intrinsic::UmulWithOverflow, &[16, 32, 64], msg::OVERFLOW_TYPE),
];

/// Reports a byte-swap, bit-count or overflow intrinsic on an integer width
/// PTX does not have.
pub fn check(cx: &mut Checker, call: &Call) {
    let Some((_, widths, text)) = INT_WIDTH_RULES
        .iter()
        .find(|(id, _, _)| call.rest_of(*id).is_some_and(|r| r.starts_with('.')))
    else {
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
