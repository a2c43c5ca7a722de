//! Memory pools, peers, stream attributes and the persisting L2 cache: one device with
//! allocations made at once needs none of them, but programs query and set them. The
//! default pool is one handle; its attributes are remembered and answered back.

use super::{call, put};
use crate::errors::{self, CudaError};
use std::ffi::{c_int, c_void};

/// The default memory pool's handle (the address of this static).
static DEFAULT_POOL: u8 = 0;

fn default_pool() -> *mut c_void {
    &DEFAULT_POOL as *const u8 as *mut c_void
}

/// `cudaDeviceGetDefaultMemPool`.
///
/// # Safety
/// `pool` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetDefaultMemPool(pool: *mut *mut c_void, device: c_int) -> CudaError {
    call(|_| {
        if device != 0 {
            return Err(errors::ErrorInvalidDevice);
        }
        // SAFETY: the caller's contract.
        unsafe { put(pool, default_pool()) }
    })
}

/// `cudaDeviceGetMemPool`: the default pool.
///
/// # Safety
/// As `cudaDeviceGetDefaultMemPool`.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetMemPool(pool: *mut *mut c_void, device: c_int) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaDeviceGetDefaultMemPool(pool, device) }
}

/// `cudaMemPoolSetAttribute`: remembered (`cudaMemPoolGetAttribute` answers it back).
///
/// # Safety
/// `value` points at the attribute's value (a 64-bit integer for every attribute but
/// the reuse flags, which are `int`s; 8 bytes are kept either way).
#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolSetAttribute(pool: *mut c_void, attr: c_int, value: *mut c_void) -> CudaError {
    call(|rt| {
        if pool != default_pool() || value.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract; the reuse flags are ints, read as such.
        let v = unsafe {
            if attr <= 3 {
                *(value as *const c_int) as u64
            } else {
                *(value as *const u64)
            }
        };
        rt.limits.insert(1000 + attr, v);
        Ok(())
    })
}

/// `cudaMemPoolGetAttribute`.
///
/// # Safety
/// `value` is valid for a write of the attribute's type.
#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolGetAttribute(pool: *mut c_void, attr: c_int, value: *mut c_void) -> CudaError {
    call(|rt| {
        if pool != default_pool() || value.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        let v = rt.limits.get(&(1000 + attr)).copied().unwrap_or(0);
        // SAFETY: the caller's contract.
        unsafe {
            if attr <= 3 {
                *(value as *mut c_int) = v as c_int;
            } else {
                *(value as *mut u64) = v;
            }
        }
        Ok(())
    })
}

/// `cudaMemPoolTrimTo`: nothing is held back.
#[no_mangle]
pub extern "C" fn cudaMemPoolTrimTo(pool: *mut c_void, _keep: usize) -> CudaError {
    call(|_| {
        if pool == default_pool() {
            Ok(())
        } else {
            Err(errors::ErrorInvalidValue)
        }
    })
}

/// `cudaDeviceEnablePeerAccess`: there is no peer device.
#[no_mangle]
pub extern "C" fn cudaDeviceEnablePeerAccess(_peer: c_int, _flags: u32) -> CudaError {
    call(|_| Err(errors::ErrorInvalidDevice))
}

/// `cudaDeviceDisablePeerAccess`: there is no peer device.
#[no_mangle]
pub extern "C" fn cudaDeviceDisablePeerAccess(_peer: c_int) -> CudaError {
    call(|_| Err(errors::ErrorInvalidDevice))
}

/// `cudaMemcpyPeerAsync`: one device, so a plain copy.
#[no_mangle]
pub extern "C" fn cudaMemcpyPeerAsync(
    dst: *mut c_void,
    dst_device: c_int,
    src: *const c_void,
    src_device: c_int,
    count: usize,
    _stream: *mut c_void,
) -> CudaError {
    super::memory::cudaMemcpyPeer(dst, dst_device, src, src_device, count)
}

/// `cudaStreamSetAttribute`: access policy windows and priorities are hints; accepted.
#[no_mangle]
pub extern "C" fn cudaStreamSetAttribute(_stream: *mut c_void, _attr: c_int, _value: *const c_void) -> CudaError {
    call(|_| Ok(()))
}

/// `cudaStreamSetAttribute_ptsz`.
#[no_mangle]
pub extern "C" fn cudaStreamSetAttribute_ptsz(stream: *mut c_void, attr: c_int, value: *const c_void) -> CudaError {
    cudaStreamSetAttribute(stream, attr, value)
}

/// `cudaStreamGetAttribute`: the attribute's value, zeroed (no window, priority 0). The
/// largest member of `cudaLaunchAttributeValue` is 64 bytes.
#[no_mangle]
pub extern "C" fn cudaStreamGetAttribute(_stream: *mut c_void, _attr: c_int, value: *mut c_void) -> CudaError {
    call(|_| {
        if value.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: `value` points at a cudaLaunchAttributeValue (64 bytes).
        unsafe { std::ptr::write_bytes(value as *mut u8, 0, 64) };
        Ok(())
    })
}

/// `cudaStreamGetAttribute_ptsz`.
#[no_mangle]
pub extern "C" fn cudaStreamGetAttribute_ptsz(stream: *mut c_void, attr: c_int, value: *mut c_void) -> CudaError {
    cudaStreamGetAttribute(stream, attr, value)
}

/// `cudaCtxResetPersistingL2Cache`: there is no cache to reset.
#[no_mangle]
pub extern "C" fn cudaCtxResetPersistingL2Cache() -> CudaError {
    call(|_| Ok(()))
}
