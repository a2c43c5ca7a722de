//! Hopper warpgroup MMA. NVVM checks these in its `__wgmma_mma_async`
//! builtin handler; ptxc has no such builtin, so the same rules apply to the
//! intrinsic the builtin would become (ptxc spelling, specs/verifier.md):
//! `llvm.nvvm.wgmma.mma_async.m64n<N>k<K>.<atype>(i64 desc_a, i64 desc_b,
//! i32 scale_d, i32 imm_scale_a, i32 imm_scale_b, i32 tnsp_a, i32 tnsp_b,
//! accumulators...)`. Shapes follow the PTX ISA's `wgmma.mma_async` table:
//! M is 64; K is 16 for f16/bf16, 8 for tf32, 32 for e4m3/e5m2/s8/u8 and
//! 256 for b1; N is a multiple of 8 up to 256, and for the integer and b1
//! forms 8, 16, 24 or a multiple of 16 from 32.

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::Intrinsic;

/// `llvm.nvvm.wgmma.mma_async`.
pub const ROW: Intrinsic = Intrinsic::WgmmaMmaAsync;

/// (A type, K) pairs.
pub const K_BY_TYPE: &[(&str, u32)] = &[
    ("f16", 16),
    ("bf16", 16),
    ("tf32", 8),
    ("e4m3", 32),
    ("e5m2", 32),
    ("s8", 32),
    ("u8", 32),
    ("b1", 256),
];

/// Immediate operands (index, accepted values as i32 bit patterns).
pub const IMMEDIATES: &[(usize, &[u128])] = &[
    (2, &[0, 1]),
    (3, &[1, 0xFFFF_FFFF]),
    (4, &[1, 0xFFFF_FFFF]),
    (5, &[0, 1]),
    (6, &[0, 1]),
];

/// True when `m64n<n>k<k>` is a `wgmma.mma_async` shape for A type `atype`.
pub fn shape_ok(shape: &str, atype: &str) -> bool {
    let Some((n, k)) = shape.strip_prefix("m64n").and_then(|r| r.split_once('k')) else {
        return false;
    };
    let (Ok(n), Ok(k)) = (n.parse::<u32>(), k.parse::<u32>()) else {
        return false;
    };
    let Some(&(_, want_k)) = K_BY_TYPE.iter().find(|(t, _)| *t == atype) else {
        return false;
    };
    let integer = matches!(atype, "s8" | "u8" | "b1");
    let n_ok = if integer {
        matches!(n, 8 | 16 | 24) || ((32..=256).contains(&n) && n % 16 == 0)
    } else {
        (8..=256).contains(&n) && n % 8 == 0
    };
    k == want_k && n_ok
}

/// Checks a wgmma.mma_async name's shape against its A type (M, K, N).
pub fn check(cx: &mut Checker, call: &Call) {
    let Some(rest) = call.rest_of(ROW).and_then(|r| r.strip_prefix('.')) else {
        return;
    };
    let (shape, atype) = rest.split_once('.').unwrap_or((rest, ""));
    if !shape_ok(shape, atype) {
        call.error(cx, msg::wgmma_shape(shape));
    }
    for &(n, accepted) in IMMEDIATES {
        match call.const_arg(cx, n) {
            None => {
                call.error(cx, msg::FLAG_NOT_IMMEDIATE);
                return;
            }
            Some(v) if !accepted.contains(&v) => {
                call.error(cx, msg::WGMMA_OVERFLOW);
                return;
            }
            Some(_) => {}
        }
    }
}
