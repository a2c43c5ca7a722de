//! Address-space requirements of memory intrinsics: memcpy/memmove/memset
//! never write constant memory, stack save/restore use local pointers,
//! global loads (`ldg`) need global pointers, barriers live in shared
//! memory, `cp.async` copies from global memory, and the old address-space conversion intrinsics are retired in
//! favour of `addrspacecast`. Two NVVM-internal loads (ptxc spellings,
//! specs/verifier.md) carry mode words: the shared-memory matrix load
//! `llvm.nvvm.ldsm.<t>(i32 mode, ptr addrspace(3) p)` (bit 0 column-major,
//! bits [3:1] size code 0..=4, column-major only for sizes 0..=2) and the
//! bounds-checked global load `llvm.nvvm.ld.bounds.check.<t>(i32 type, ptr
//! addrspace(1) p)` (type bits [2:0] 0..=2).

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::{addrspace, Intrinsic};

// Shared-memory matrix load (`Intrinsic::Ldsm`): `llvm.nvvm.ldsm.<t>(i32 mode, ptr addrspace(3))`.
/// Largest size code (mode bits [3:1]).
pub const LDSM_MAX_SIZE: u128 = 4;
/// Largest size code that may be loaded column-major (mode bit 0).
pub const LDSM_MAX_COLMAJOR_SIZE: u128 = 2;
// Bounds-checked load (`Intrinsic::LdBoundsCheck`): `llvm.nvvm.ld.bounds.check.<t>(i32 type, ptr addrspace(1))`.
/// Largest bounds-check type (type bits [2:0]).
pub const LD_BOUNDS_CHECK_MAX: u128 = 2;

/// Checks the pointer address spaces of memory intrinsics and the mode
/// words of `ldsm` and `ld.bounds.check`.
pub fn check(cx: &mut Checker, call: &Call) {
    let Some(id) = call.id() else {
        return;
    };
    if id == Intrinsic::Ldsm {
        match call.const_arg(cx, 0) {
            None => call.error(cx, msg::MODE_NOT_CONSTANT),
            Some(mode) => {
                let size = (mode >> 1) & 7;
                if size > LDSM_MAX_SIZE {
                    call.error(cx, msg::INVALID_SIZE);
                } else if mode & 1 == 1 && size > LDSM_MAX_COLMAJOR_SIZE {
                    call.error(cx, msg::COLMAJOR_SIZE);
                }
            }
        }
    } else if id == Intrinsic::LdBoundsCheck {
        match call.const_arg(cx, 0) {
            None => call.error(cx, msg::FLAG_NOT_IMMEDIATE),
            Some(t) if t & 7 > LD_BOUNDS_CHECK_MAX => call.error(cx, msg::LOAD_BOUNDS_CHECK),
            Some(_) => {}
        }
        if call.arg_space(cx, 1) != Some(addrspace::GLOBAL) {
            call.error(cx, msg::PTR_NOT_GLOBAL);
        }
    } else if matches!(id, Intrinsic::Memcpy | Intrinsic::Memmove) && has_parts(call) {
        if call.arg_space(cx, 0) == Some(addrspace::CONSTANT) {
            call.error(cx, msg::MEMCPY_CONSTANT_AS);
        }
    } else if id == Intrinsic::Memset && has_parts(call) {
        if call.arg_space(cx, 0) == Some(addrspace::CONSTANT) {
            call.error(cx, msg::MEMSET_CONSTANT_AS);
        }
    } else if matches!(id, Intrinsic::Stacksave | Intrinsic::NvvmStacksave) {
        let m = cx.m;
        let space = m.types.ptr_addrspace(call.func.inst(call.inst).ty);
        if space != Some(addrspace::LOCAL) {
            call.error(cx, msg::STACKSAVE_AS);
        }
    } else if matches!(id, Intrinsic::Stackrestore | Intrinsic::NvvmStackrestore) {
        if call.arg_space(cx, 0) != Some(addrspace::LOCAL) {
            call.error(cx, msg::STACKRESTORE_AS);
        }
    } else if matches!(id, Intrinsic::LdgGlobal | Intrinsic::LduGlobal) {
        let m = cx.m;
        let is_ptr = call
            .args
            .first()
            .and_then(|&v| type_of(m, call.func, v))
            .is_some_and(|t| m.types.is_ptr(t))
            || call.arg_space(cx, 0).is_some();
        if !is_ptr {
            call.error(cx, msg::ARG0_NOT_POINTER);
        } else if call.arg_space(cx, 0) != Some(addrspace::GLOBAL) {
            call.error(cx, msg::PTR_NOT_GLOBAL);
        }
    } else if matches!(id, Intrinsic::CpAsyncCaSharedGlobal | Intrinsic::CpAsyncCgSharedGlobal) {
        if call.arg_space(cx, 1) != Some(addrspace::GLOBAL) {
            call.error(cx, msg::ARG1_INVALID_AS);
        }
    } else if id == Intrinsic::MbarrierFamily {
        if call.arg_space(cx, 0).is_some_and(|a| a != addrspace::SHARED) {
            call.error(cx, msg::BARRIER_SHARED);
        }
    } else if is_addrspace_conversion(call) {
        call.error(cx, msg::ADDRSPACE_CVT_INTRINSIC);
    }
}

/// `llvm.nvvm.ptr.gen.to.<space>` and `llvm.nvvm.ptr.<space>.to.gen`.
pub fn is_addrspace_conversion(call: &Call) -> bool {
    call.id() == Some(Intrinsic::PtrGenTo)
        || call
            .rest_of(Intrinsic::PtrFamily)
            .is_some_and(|r| r.contains(".to.gen"))
}

/// True when the callee has a suffix (`llvm.memcpy.p0.p0.i64`, not `llvm.memcpy`).
fn has_parts(call: &Call) -> bool {
    call.intr.is_some_and(|n| !n.rest.is_empty())
}
