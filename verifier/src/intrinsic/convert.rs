//! Conversion and arithmetic-mode intrinsics.
//!
//! `llvm.nvvm.cvt(i32 mode, src) -> dst` (sm_72+) and
//! `llvm.nvvm.cvt.ext(i32 mode, src) -> dst` (sm_89+, FP8-class types)
//! share one mode word: bits [2:0] rounding (1..=4: rn, rm, rp, rz),
//! [6:4] conversion type (1 int, 2 float, 3 bf16, 4 tf32; 3 and 4 need
//! sm_75), [9:7] source subword, [12:10] destination subword (0..=2), and
//! [31:13] reserved. `llvm.nvvm.cvt.packfloat(f32, f32)` packs two floats
//! into `<2 x bfloat>` or `<2 x half>`. The satf forms of fma/mul/add keep
//! a deprecated last operand that must be constant 0, and `llvm.nvvm.sub`
//! takes its mode first.

use super::Call;
use crate::values::{const_int, type_of};
use crate::{messages as msg, Checker};
use ptxc_ir::{Intrinsic, Type, TypeData};

/// Intrinsics whose last operand is the deprecated satf flag.
pub const SATF_INTRINSICS: &[Intrinsic] = &[Intrinsic::FmaSatfF32, Intrinsic::MulSatfF32, Intrinsic::AddSatfF32];

/// Checks `cvt`/`cvt.ext` mode words and SM gates, `cvt.packfloat`
/// result types and the satf forms' trailing flag.
pub fn check(cx: &mut Checker, call: &Call) {
    let Some(n) = call.intr.filter(|n| n.rest.is_empty()) else {
        return;
    };
    match n.id {
        Intrinsic::Cvt => check_cvt(cx, call, false),
        Intrinsic::CvtExt => check_cvt(cx, call, true),
        Intrinsic::CvtPackFloat => check_packfloat(cx, call),
        Intrinsic::Sub if call.const_arg(cx, 0).is_none() => call.error(cx, msg::NVVM_SUB_CONSTANT),
        Intrinsic::CoroCreateSuspend if call.args.len() != 1 || call.const_arg(cx, 0).is_none() => {
            call.error(cx, msg::CORO_SUSPEND)
        }
        id if SATF_INTRINSICS.contains(&id) && call.args.last().and_then(|&v| const_int(cx.m, v)) != Some(0) => {
            call.error(cx, msg::SATF_ZERO)
        }
        _ => {}
    }
}

fn check_cvt(cx: &mut Checker, call: &Call, extended: bool) {
    if extended && cx.opts.sm < 89 {
        call.error(cx, msg::CVT_ADA);
    } else if !extended && cx.opts.sm < 72 {
        call.error(cx, msg::CVT_VOLTA);
    }
    let Some(mode) = call.const_arg(cx, 0) else {
        call.error(cx, msg::MODE_NOT_CONSTANT);
        return;
    };
    let rounding = mode & 7;
    if !(1..=4).contains(&rounding) {
        call.error(cx, msg::ROUNDING_MODE);
    }
    let conversion = (mode >> 4) & 7;
    if !(1..=4).contains(&conversion) {
        call.error(cx, msg::CONVERSION_TYPE);
    } else if conversion >= 3 && cx.opts.sm < 75 {
        call.error(cx, msg::CVT_TYPE_TURING);
    }
    if (mode >> 7) & 7 > 2 {
        call.error(cx, msg::SRC_SUBWORD_MODE);
    }
    if (mode >> 10) & 7 > 2 {
        call.error(cx, msg::DEST_SUBWORD_MODE);
    }
    if mode >> 13 != 0 {
        call.error(cx, msg::RESERVED_FLAG_BITS);
    }
    let m = cx.m;
    let src = call.args.get(1).and_then(|&v| type_of(m, call.func, v));
    let dst = Some(call.func.inst(call.inst).ty);
    let numeric = |t: Option<Type>| t.filter(|&t| m.types.is_int(t) || m.types.is_float(t));
    let (Some(src), Some(dst)) = (numeric(src), numeric(dst)) else {
        if numeric(dst).is_none() {
            call.error(cx, msg::INVALID_DST_TYPE);
        }
        if numeric(src).is_none() {
            call.error(cx, msg::INVALID_SRC_TYPE);
        }
        return;
    };
    if src == dst {
        call.error(cx, msg::SRC_DST_SAME_TYPE);
    } else if extended && m.types.store_size(src) == m.types.store_size(dst) {
        call.error(cx, msg::SRC_DST_SAME_WIDTH);
    }
}

fn check_packfloat(cx: &mut Checker, call: &Call) {
    let m = cx.m;
    let is_f32 = |n: usize| {
        call.args
            .get(n)
            .and_then(|&v| type_of(m, call.func, v))
            .is_some_and(|t| matches!(m.types.get(t), TypeData::Float))
    };
    let dst_ok = match m.types.get(call.func.inst(call.inst).ty) {
        TypeData::Vector { elem, len: 2 } => matches!(m.types.get(*elem), TypeData::BFloat | TypeData::Half),
        _ => false,
    };
    if call.args.len() != 2 || !is_f32(0) || !is_f32(1) || !dst_ok {
        call.error(cx, msg::CVT_PACKFLOAT);
    }
}
