//! NVVM-internal intrinsics whose leading operands are control words:
//! warp sync modes, task barriers, sub-operation modes, wait modes, cache
//! operations and the flag word of NVVM's own load/store intrinsics.
//!
//! NVIDIA identifies these by internal id only; the ptxc spellings and field
//! layouts below are ours (specs/verifier.md, "Operand layouts of
//! NVVM-internal intrinsics"), the diagnostics are NVIDIA's.

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::Intrinsic;

/// `llvm.nvvm.syncwarp.mode(i32 mode, i32 mask)`: 0 sync, 1 arrive.
pub const SYNCWARP: Intrinsic = Intrinsic::SyncwarpMode;
/// Highest syncwarp mode (arrive).
pub const MAX_SYNCWARP_MODE: u128 = 1;
/// `llvm.nvvm.task.{arrive,wait}(i32 task_id, i32 mask)`, both immediates.
pub const TASK: Intrinsic = Intrinsic::Task;
/// `llvm.nvvm.subop.<t>(i32 mode, T a, T b)`: mode bits [3:1] 0..=5.
pub const SUBOP: Intrinsic = Intrinsic::Subop;
/// Highest sub-operation code in mode bits [3:1].
pub const MAX_SUBOP: u128 = 5;
/// `llvm.nvvm.wait(i32 mode)`: 0 all, 1 group, 2 read.
pub const WAIT: Intrinsic = Intrinsic::Wait;
/// Highest wait mode (read).
pub const MAX_WAIT_MODE: u128 = 2;
/// `llvm.nvvm.cache(ptr p, i32 type, i32 op)`: type 0 L1, 1 L2; op 0
/// prefetch, 1 evict_normal, 2 evict_last, 3 evict_first.
pub const CACHE: Intrinsic = Intrinsic::Cache;
/// Highest cache level code (L2).
pub const MAX_CACHE_TYPE: u128 = 1;
/// Highest cache operation code (evict_first).
pub const MAX_CACHE_OP: u128 = 3;
/// `llvm.nvvm.load.<t>(i32 flags, ptr p)` / `llvm.nvvm.store.<t>(i32 flags, ptr p, T v)`.
pub const LOAD_STORE: &[Intrinsic] = &[Intrinsic::NvvmLoad, Intrinsic::NvvmStore];

/// Checks the control words of the intrinsics above: constant where NVVM
/// wants immediates, each field in range, no reserved bits set.
pub fn check(cx: &mut Checker, call: &Call) {
    if call.is(SYNCWARP) {
        match call.const_arg(cx, 0) {
            None => call.error(cx, msg::MODE_NOT_CONSTANT),
            Some(m) if m > MAX_SYNCWARP_MODE => call.error(cx, msg::SYNCWARP_MODE),
            Some(_) => {}
        }
    } else if call.id() == Some(TASK) {
        if call.const_arg(cx, 0).is_none() {
            call.error(cx, msg::TASK_ID_NOT_CONSTANT);
        }
        if call.const_arg(cx, 1).is_none() {
            call.error(cx, msg::MASK_NOT_CONSTANT);
        }
    } else if call.id() == Some(SUBOP) {
        match call.const_arg(cx, 0) {
            None => call.error(cx, msg::MODE_NOT_CONSTANT),
            Some(m) if (m >> 1) & 7 > MAX_SUBOP => call.error(cx, msg::SUBOP_MODE),
            Some(_) => {}
        }
    } else if call.is(WAIT) {
        match call.const_arg(cx, 0) {
            None => call.error(cx, msg::FLAG_NOT_IMMEDIATE),
            Some(m) if m > MAX_WAIT_MODE => call.error(cx, msg::WAIT_MODE),
            Some(_) => {}
        }
    } else if call.is(CACHE) {
        let (Some(ty), Some(op)) = (call.const_arg(cx, 1), call.const_arg(cx, 2)) else {
            call.error(cx, msg::FLAG_NOT_IMMEDIATE);
            return;
        };
        if ty > MAX_CACHE_TYPE {
            call.error(cx, msg::CACHE_TYPE);
        }
        if op > MAX_CACHE_OP {
            call.error(cx, msg::CACHE_OP);
        }
    } else if call.id().is_some_and(|id| LOAD_STORE.contains(&id)) && call.const_arg(cx, 0).is_none() {
        call.error(cx, msg::LOAD_STORE_FIRST_ARG);
    }
}
