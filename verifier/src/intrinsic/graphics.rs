//! NVVM-internal intrinsics of the graphics pipeline and constant banks:
//! geometry-shader output, ISBE (shader-attribute buffer) writes,
//! constant-bank loads and loads that must read constant memory.
//!
//! The ptxc spellings and field values are ours (specs/verifier.md), the
//! diagnostics NVIDIA's.

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::{addrspace, Intrinsic};

/// `llvm.nvvm.geometry.out(i32 mode, i32 stream)`.
pub const GEOMETRY_OUT: Intrinsic = Intrinsic::GeometryOut;
/// Geometry-out modes: 0 EMIT, 1 CUT, 2 EMIT_THEN_CUT.
pub const GEOMETRY_CUT: u128 = 1;
/// Highest geometry-out mode (EMIT_THEN_CUT).
pub const MAX_GEOMETRY_MODE: u128 = 2;
/// `llvm.nvvm.isbe.write.<t>(i32 region, i32 offset, T value)`.
pub const ISBE_WRITE: Intrinsic = Intrinsic::IsbeWrite;
/// ISBE regions: 0 INPUT, 1 MAP, 2 ATTR.
pub const ISBE_INPUT: u128 = 0;
/// ISBE regions a shader may write (MAP, ATTR).
pub const ISBE_WRITABLE: &[u128] = &[1, 2];
/// `llvm.nvvm.ldc.<t>(i32 kind, bank, i32 offset)`: kind 0 bound (bank an
/// immediate i32 bank number), 1 bindless (bank an i64 handle).
pub const LDC: Intrinsic = Intrinsic::Ldc;
/// `ldc` kind: bank is an immediate bank number.
pub const LDC_BOUND: u128 = 0;
/// `ldc` kind: bank is an i64 handle.
pub const LDC_BINDLESS: u128 = 1;
/// `llvm.nvvm.ld.const.<t>(ptr addrspace(4) p)`.
pub const LD_CONST: Intrinsic = Intrinsic::LdConst;

/// Checks geometry-out modes, ISBE regions, `ldc` kinds against their bank
/// operand and that `ld.const` reads the constant space.
pub fn check(cx: &mut Checker, call: &Call) {
    if call.is(GEOMETRY_OUT) {
        check_geometry_out(cx, call);
    } else if call.id() == Some(ISBE_WRITE) {
        match call.const_arg(cx, 0) {
            None => call.error(cx, msg::OP0_NOT_CONSTANT),
            Some(ISBE_INPUT) => call.error(cx, msg::ISBE_INPUT),
            Some(r) if !ISBE_WRITABLE.contains(&r) => call.error(cx, msg::ISBE_MAP_OR_ATTR),
            Some(_) => {}
        }
    } else if call.id() == Some(LDC) {
        check_constant_bank_load(cx, call);
    } else if call.id() == Some(LD_CONST) && call.arg_space(cx, 0) != Some(addrspace::CONSTANT) {
        call.error(cx, msg::OPERAND_NOT_CONSTANT_AS);
    }
}

fn check_geometry_out(cx: &mut Checker, call: &Call) {
    let Some(mode) = call.const_arg(cx, 0) else {
        call.error(cx, msg::FLAG_NOT_IMMEDIATE);
        return;
    };
    if mode > MAX_GEOMETRY_MODE {
        call.error(cx, msg::GEOMETRY_OUT_MODE);
    } else if mode == GEOMETRY_CUT {
        match call.const_arg(cx, 1) {
            None => call.error(cx, msg::GEOMETRY_CUT_CONSTANT),
            Some(0) => {}
            Some(_) => call.error(cx, msg::GEOMETRY_CUT_ZERO),
        }
    }
}

fn check_constant_bank_load(cx: &mut Checker, call: &Call) {
    let Some(kind) = call.const_arg(cx, 0) else {
        call.error(cx, msg::OP0_NOT_CONSTANT);
        return;
    };
    let m = cx.m;
    let bank_bits = call
        .args
        .get(1)
        .and_then(|&v| type_of(m, call.func, v))
        .and_then(|t| m.types.int_bits(t));
    match kind {
        LDC_BOUND if bank_bits != Some(32) => call.error(cx, msg::BOUND_BANK_I32),
        LDC_BOUND if call.const_arg(cx, 1).is_none() => call.error(cx, msg::OP1_NOT_CONSTANT),
        LDC_BINDLESS if bank_bits != Some(64) => call.error(cx, msg::BINDLESS_BANK_I64),
        LDC_BOUND | LDC_BINDLESS => {}
        _ => call.error(cx, msg::CONST_LOAD_KIND),
    }
}
