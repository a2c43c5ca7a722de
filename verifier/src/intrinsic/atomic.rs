//! NVVM's own atomic intrinsics and their mode words.
//!
//! Layouts (all mode operands are i32 immediates):
//! `llvm.nvvm.atomic.rmw.<ty>(ptr, val, op, ordering, scope, cache_hint)`,
//! `llvm.nvvm.atomic.rmw.v2f32/v4f32(...)` (same), and
//! `llvm.nvvm.atomic.cas.<ty>(ptr, cmp, new, op, ordering, scope, cache_hint)`,
//! `llvm.nvvm.atomic.cast.<ty>(ptr, val, op, ordering, scope, cache_hint)`.
//! Orderings and scopes are numbered as for `llvm.nvvm.fence` (see sync.rs).
//! An rmw/cas ordered (acquire..seq_cst) at gpu or sys scope must use a
//! generic or global pointer.

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::addrspace;
use ptxc_ir::Intrinsic;

/// Atomic operation codes (the `op` operand).
pub mod op {
    #![allow(missing_docs)] // each name is the operation NVVM numbers this way
    pub const EXCH: u128 = 0;
    pub const ADD: u128 = 1;
    pub const AND: u128 = 2;
    pub const OR: u128 = 3;
    pub const XOR: u128 = 4;
    pub const MAX: u128 = 5;
    pub const MIN: u128 = 6;
    pub const INC: u128 = 7;
    pub const DEC: u128 = 8;
    pub const FADD: u128 = 9;
    pub const CAS: u128 = 10;
    pub const CAST: u128 = 11;
    pub const CAST_SPIN: u128 = 12;
}

/// Valid orderings (LLVM numbering, 3 unused).
pub const VALID_ORDERINGS: &[u128] = &[0, 1, 2, 4, 5, 6, 7];
/// Highest scope code (sys).
pub const MAX_SCOPE: u128 = 5;
/// Scopes wider than a cluster (gpu, sys): ordering at these scopes is
/// "global ordering", which needs memory every thread of the GPU can see.
pub const GLOBAL_SCOPES: &[u128] = &[4, 5];
/// Orderings that order other memory operations (acquire..seq_cst).
pub const ORDERED: &[u128] = &[4, 5, 6, 7];
/// Highest cache-hint code.
pub const MAX_CACHE_HINT: u128 = 4;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Rmw,
    VectorRmw,
    Cas,
    Cast,
}

/// Checks a call of `llvm.nvvm.atomic.*`: operation, ordering, scope and
/// cache-hint words, operand types and the pointer's space.
pub fn check(cx: &mut Checker, call: &Call) {
    let Some(rest) = call.rest_of(Intrinsic::NvvmAtomic).and_then(|r| r.strip_prefix('.')) else {
        return;
    };
    let kind = if rest.starts_with("rmw.v2f32") || rest.starts_with("rmw.v4f32") {
        Kind::VectorRmw
    } else if rest.starts_with("rmw") {
        Kind::Rmw
    } else if rest.starts_with("cast") {
        Kind::Cast
    } else if rest.starts_with("cas") {
        Kind::Cas
    } else {
        return;
    };
    let first_mode = if kind == Kind::Cas { 3 } else { 2 };
    let modes: Vec<Option<u128>> = (0..4).map(|k| call.const_arg(cx, first_mode + k)).collect();
    let [Some(opc), Some(ord), Some(scope), Some(cache)] = modes[..] else {
        call.error(cx, msg::FLAG_NOT_IMMEDIATE);
        return;
    };
    if opc > op::CAST_SPIN {
        call.error(cx, msg::OPERATION_MODE);
    } else {
        match kind {
            Kind::Cas if opc != op::CAS => call.error(cx, msg::ATOMIC_CAS_OPCODE),
            Kind::Rmw if matches!(opc, op::CAS | op::CAST | op::CAST_SPIN) => call.error(cx, msg::ATOMIC_RMW_OPCODE),
            Kind::Cast if !matches!(opc, op::CAST | op::CAST_SPIN) => call.error(cx, msg::ATOMIC_CAST_OPCODE),
            Kind::VectorRmw if opc != op::FADD => call.error(cx, msg::ATOMIC_VECTOR_FADD),
            _ => {}
        }
    }
    if !VALID_ORDERINGS.contains(&ord) {
        call.error(cx, msg::ORDERING_MODE);
    } else if matches!(kind, Kind::Rmw | Kind::VectorRmw) && ord < 2 {
        call.error(cx, msg::RMW_ORDERING);
    }
    if scope > MAX_SCOPE {
        call.error(cx, msg::SCOPE_MODE);
    }
    if kind != Kind::Cast
        && GLOBAL_SCOPES.contains(&scope)
        && ORDERED.contains(&ord)
        && !matches!(call.arg_space(cx, 0), Some(addrspace::GENERIC | addrspace::GLOBAL))
    {
        call.error(cx, msg::GLOBAL_ORDERING_AS);
    }
    if cache > MAX_CACHE_HINT {
        call.error(cx, msg::CACHE_HINT);
    }
    if kind == Kind::Cast {
        let m = cx.m;
        let bits = call
            .args
            .get(1)
            .and_then(|&v| type_of(m, call.func, v))
            .and_then(|t| m.types.int_bits(t));
        if !matches!(bits, Some(32 | 64)) {
            call.error(cx, msg::ATOMIC_CAST_TYPE);
        }
        if call.arg_space(cx, 0) != Some(addrspace::SHARED) {
            call.error(cx, msg::ATOMIC_CAST_SHARED);
        }
        if VALID_ORDERINGS.contains(&ord) && ord > 2 {
            call.error(cx, msg::ATOMIC_CAST_ORDERED);
        }
    }
}
