//! Driver-API memory: allocation, copies and fills, through the runtime's.

use super::{from_runtime, CuResult};
use crate::cudart::memory as rt;
use std::ffi::{c_uint, c_void};

fn ptr(p: u64) -> *mut c_void {
    p as *mut c_void
}

/// `cuMemAlloc_v2`.
#[no_mangle]
pub extern "C" fn cuMemAlloc_v2(dptr: *mut u64, size: usize) -> CuResult {
    from_runtime(rt::cudaMalloc(dptr as *mut *mut c_void, size))
}

/// `cuMemAllocAsync`.
#[no_mangle]
pub extern "C" fn cuMemAllocAsync(dptr: *mut u64, size: usize, _stream: *mut c_void) -> CuResult {
    cuMemAlloc_v2(dptr, size)
}

/// `cuMemAllocManaged`.
#[no_mangle]
pub extern "C" fn cuMemAllocManaged(dptr: *mut u64, size: usize, flags: c_uint) -> CuResult {
    from_runtime(rt::cudaMallocManaged(dptr as *mut *mut c_void, size, flags))
}

/// `cuMemAllocHost_v2`.
#[no_mangle]
pub extern "C" fn cuMemAllocHost_v2(p: *mut *mut c_void, size: usize) -> CuResult {
    from_runtime(rt::cudaMallocHost(p, size))
}

/// `cuMemHostAlloc`.
#[no_mangle]
pub extern "C" fn cuMemHostAlloc(p: *mut *mut c_void, size: usize, flags: c_uint) -> CuResult {
    from_runtime(rt::cudaHostAlloc(p, size, flags))
}

/// `cuMemFree_v2`.
#[no_mangle]
pub extern "C" fn cuMemFree_v2(dptr: u64) -> CuResult {
    from_runtime(rt::cudaFree(ptr(dptr)))
}

/// `cuMemFreeAsync`.
#[no_mangle]
pub extern "C" fn cuMemFreeAsync(dptr: u64, _stream: *mut c_void) -> CuResult {
    cuMemFree_v2(dptr)
}

/// `cuMemFreeHost`.
#[no_mangle]
pub extern "C" fn cuMemFreeHost(p: *mut c_void) -> CuResult {
    from_runtime(rt::cudaFreeHost(p))
}

/// `cuMemGetInfo_v2`.
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cuMemGetInfo_v2(free: *mut usize, total: *mut usize) -> CuResult {
    // SAFETY: the caller's contract.
    from_runtime(unsafe { rt::cudaMemGetInfo(free, total) })
}

const H2D: i32 = 1;
const D2H: i32 = 2;
const D2D: i32 = 3;
const DEFAULT: i32 = 4;

/// `cuMemcpy`.
#[no_mangle]
pub extern "C" fn cuMemcpy(dst: u64, src: u64, n: usize) -> CuResult {
    from_runtime(rt::cudaMemcpy(ptr(dst), ptr(src), n, DEFAULT))
}

/// `cuMemcpyAsync`.
#[no_mangle]
pub extern "C" fn cuMemcpyAsync(dst: u64, src: u64, n: usize, _stream: *mut c_void) -> CuResult {
    cuMemcpy(dst, src, n)
}

/// `cuMemcpyHtoD_v2`.
#[no_mangle]
pub extern "C" fn cuMemcpyHtoD_v2(dst: u64, src: *const c_void, n: usize) -> CuResult {
    from_runtime(rt::cudaMemcpy(ptr(dst), src, n, H2D))
}

/// `cuMemcpyDtoH_v2`.
#[no_mangle]
pub extern "C" fn cuMemcpyDtoH_v2(dst: *mut c_void, src: u64, n: usize) -> CuResult {
    from_runtime(rt::cudaMemcpy(dst, ptr(src), n, D2H))
}

/// `cuMemcpyDtoD_v2`.
#[no_mangle]
pub extern "C" fn cuMemcpyDtoD_v2(dst: u64, src: u64, n: usize) -> CuResult {
    from_runtime(rt::cudaMemcpy(ptr(dst), ptr(src), n, D2D))
}

/// `cuMemcpyHtoDAsync_v2`.
#[no_mangle]
pub extern "C" fn cuMemcpyHtoDAsync_v2(dst: u64, src: *const c_void, n: usize, _stream: *mut c_void) -> CuResult {
    cuMemcpyHtoD_v2(dst, src, n)
}

/// `cuMemcpyDtoHAsync_v2`.
#[no_mangle]
pub extern "C" fn cuMemcpyDtoHAsync_v2(dst: *mut c_void, src: u64, n: usize, _stream: *mut c_void) -> CuResult {
    cuMemcpyDtoH_v2(dst, src, n)
}

/// `cuMemcpyDtoDAsync_v2`.
#[no_mangle]
pub extern "C" fn cuMemcpyDtoDAsync_v2(dst: u64, src: u64, n: usize, _stream: *mut c_void) -> CuResult {
    cuMemcpyDtoD_v2(dst, src, n)
}

/// `cuMemsetD8_v2`.
#[no_mangle]
pub extern "C" fn cuMemsetD8_v2(dst: u64, value: u8, n: usize) -> CuResult {
    from_runtime(rt::cudaMemset(ptr(dst), value as i32, n))
}

/// `cuMemsetD8Async`.
#[no_mangle]
pub extern "C" fn cuMemsetD8Async(dst: u64, value: u8, n: usize, _stream: *mut c_void) -> CuResult {
    cuMemsetD8_v2(dst, value, n)
}

/// `cuMemsetD32_v2`: `n` 32-bit words.
#[no_mangle]
pub extern "C" fn cuMemsetD32_v2(dst: u64, value: u32, n: usize) -> CuResult {
    from_runtime(crate::cudart::call(|state| {
        let bytes = (n as u64).checked_mul(4).ok_or(crate::errors::ErrorInvalidValue)?;
        if n == 0 {
            return Ok(());
        }
        if !dst.is_multiple_of(4) || !state.covers(dst, bytes) {
            return Err(crate::errors::ErrorInvalidValue);
        }
        // SAFETY: checked to lie inside one live allocation, 4-byte aligned.
        unsafe { std::slice::from_raw_parts_mut(dst as *mut u32, n) }.fill(value);
        Ok(())
    }))
}

/// `cuMemsetD32Async`.
#[no_mangle]
pub extern "C" fn cuMemsetD32Async(dst: u64, value: u32, n: usize, _stream: *mut c_void) -> CuResult {
    cuMemsetD32_v2(dst, value, n)
}
