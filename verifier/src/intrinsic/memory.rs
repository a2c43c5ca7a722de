//! Address-space requirements of memory intrinsics: memcpy/memmove/memset
//! never write constant memory, stack save/restore use local pointers,
//! global loads (`ldg`) need global pointers, barriers live in shared
//! memory, `cp.async` copies from global memory, and the old address-space conversion intrinsics are retired in
//! favour of `addrspacecast`.

use super::Call;
use crate::values::type_of;
use crate::{messages as msg, Checker};
use ptxc_ir::addrspace;

pub fn check(cx: &mut Checker, call: &Call) {
    let name = call.name;
    if name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.") {
        if call.arg_space(cx, 0) == Some(addrspace::CONSTANT) {
            call.error(cx, msg::MEMCPY_CONSTANT_AS);
        }
    } else if name.starts_with("llvm.memset.") {
        if call.arg_space(cx, 0) == Some(addrspace::CONSTANT) {
            call.error(cx, msg::MEMSET_CONSTANT_AS);
        }
    } else if name.starts_with("llvm.stacksave") || name.starts_with("llvm.nvvm.stacksave") {
        let m = cx.m;
        let space = m.types.ptr_addrspace(call.func.inst(call.inst).ty);
        if space != Some(addrspace::LOCAL) {
            call.error(cx, msg::STACKSAVE_AS);
        }
    } else if name.starts_with("llvm.stackrestore") || name.starts_with("llvm.nvvm.stackrestore") {
        if call.arg_space(cx, 0) != Some(addrspace::LOCAL) {
            call.error(cx, msg::STACKRESTORE_AS);
        }
    } else if name.starts_with("llvm.nvvm.ldg.global.") || name.starts_with("llvm.nvvm.ldu.global.") {
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
    } else if name.starts_with("llvm.nvvm.cp.async.ca.shared.global")
        || name.starts_with("llvm.nvvm.cp.async.cg.shared.global")
    {
        if call.arg_space(cx, 1) != Some(addrspace::GLOBAL) {
            call.error(cx, msg::ARG1_INVALID_AS);
        }
    } else if name.starts_with("llvm.nvvm.mbarrier.") {
        if call.arg_space(cx, 0).is_some_and(|a| a != addrspace::SHARED) {
            call.error(cx, msg::BARRIER_SHARED);
        }
    } else if is_addrspace_conversion(name) {
        call.error(cx, msg::ADDRSPACE_CVT_INTRINSIC);
    }
}

/// `llvm.nvvm.ptr.gen.to.<space>` and `llvm.nvvm.ptr.<space>.to.gen`.
pub fn is_addrspace_conversion(name: &str) -> bool {
    name.starts_with("llvm.nvvm.ptr.gen.to.") || (name.starts_with("llvm.nvvm.ptr.") && name.contains(".to.gen"))
}
