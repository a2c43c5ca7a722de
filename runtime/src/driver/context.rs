//! Initialization, the device, contexts, streams and events of the driver API.

use super::{from_runtime, CuResult, INVALID_VALUE, SUCCESS};
use crate::cudart::{device, stream};
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_uint, c_void};

/// The one context's handle: the address of this static.
static CONTEXT: u8 = 0;

fn context_handle() -> *mut c_void {
    &CONTEXT as *const u8 as *mut c_void
}

thread_local! {
    static CURRENT: Cell<*mut c_void> = const { Cell::new(std::ptr::null_mut()) };
}

fn check_device(dev: c_int) -> CuResult {
    if dev == 0 {
        SUCCESS
    } else {
        101
    }
}

/// Writes through an out-pointer; `CUDA_ERROR_INVALID_VALUE` when null.
///
/// # Safety
/// `p` is null or valid for a write.
pub unsafe fn out<T>(p: *mut T, v: T) -> CuResult {
    if p.is_null() {
        return INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    unsafe { p.write(v) };
    SUCCESS
}

/// `cuInit`.
#[no_mangle]
pub extern "C" fn cuInit(_flags: c_uint) -> CuResult {
    SUCCESS
}

/// `cuDriverGetVersion`.
///
/// # Safety
/// `v` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDriverGetVersion(v: *mut c_int) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { out(v, device::DRIVER_VERSION) }
}

/// `cuDeviceGet`.
///
/// # Safety
/// `dev` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGet(dev: *mut c_int, ordinal: c_int) -> CuResult {
    match check_device(ordinal) {
        // SAFETY: the caller's contract.
        SUCCESS => unsafe { out(dev, 0) },
        e => e,
    }
}

/// `cuDeviceGetCount`.
///
/// # Safety
/// `count` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetCount(count: *mut c_int) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { out(count, 1) }
}

/// `cuDeviceGetName`.
///
/// # Safety
/// `name` holds `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetName(name: *mut c_char, len: c_int, dev: c_int) -> CuResult {
    if name.is_null() || len <= 0 {
        return INVALID_VALUE;
    }
    let text = b"ptxsim (PTX emulator on the CPU)";
    let n = text.len().min(len as usize - 1);
    // SAFETY: the caller's contract.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr() as *const c_char, name, n);
        *name.add(n) = 0;
    }
    check_device(dev)
}

/// `cuDeviceTotalMem_v2`.
///
/// # Safety
/// `bytes` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceTotalMem_v2(bytes: *mut usize, dev: c_int) -> CuResult {
    // SAFETY: the caller's contract.
    let r = unsafe { out(bytes, device::TOTAL_MEMORY as usize) };
    if r == SUCCESS {
        check_device(dev)
    } else {
        r
    }
}

/// `cuDeviceGetAttribute`: `CUdevice_attribute` numbers are `cudaDeviceAttr`'s.
///
/// # Safety
/// `value` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetAttribute(value: *mut c_int, attr: c_int, dev: c_int) -> CuResult {
    // SAFETY: the caller's contract.
    from_runtime(unsafe { device::cudaDeviceGetAttribute(value, attr, dev) })
}

/// `cuDeviceComputeCapability`.
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceComputeCapability(major: *mut c_int, minor: *mut c_int, dev: c_int) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe {
        let r = cuDeviceGetAttribute(major, 75, dev);
        if r != SUCCESS {
            return r;
        }
        cuDeviceGetAttribute(minor, 76, dev)
    }
}

/// `cuDeviceGetUuid_v2`.
///
/// # Safety
/// `uuid` holds 16 bytes.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetUuid_v2(uuid: *mut [u8; 16], dev: c_int) -> CuResult {
    // SAFETY: the caller's contract.
    let r = unsafe { out(uuid, *b"ptxsim-device-00") };
    if r == SUCCESS {
        check_device(dev)
    } else {
        r
    }
}

/// `cuDevicePrimaryCtxRetain`.
///
/// # Safety
/// `ctx` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxRetain(ctx: *mut *mut c_void, dev: c_int) -> CuResult {
    match check_device(dev) {
        // SAFETY: the caller's contract.
        SUCCESS => unsafe { out(ctx, context_handle()) },
        e => e,
    }
}

/// `cuDevicePrimaryCtxRelease_v2`.
#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxRelease_v2(dev: c_int) -> CuResult {
    check_device(dev)
}

/// `cuDevicePrimaryCtxReset_v2`.
#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxReset_v2(dev: c_int) -> CuResult {
    check_device(dev)
}

/// `cuDevicePrimaryCtxSetFlags_v2`.
#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxSetFlags_v2(dev: c_int, _flags: c_uint) -> CuResult {
    check_device(dev)
}

/// `cuDevicePrimaryCtxGetState`: always active.
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxGetState(dev: c_int, flags: *mut c_uint, active: *mut c_int) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe {
        if out(flags, 0) != SUCCESS || out(active, 1) != SUCCESS {
            return INVALID_VALUE;
        }
    }
    check_device(dev)
}

/// `cuCtxCreate_v2`: the one context, made current.
///
/// # Safety
/// `ctx` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v2(ctx: *mut *mut c_void, _flags: c_uint, dev: c_int) -> CuResult {
    if check_device(dev) != SUCCESS {
        return 101;
    }
    CURRENT.with(|c| c.set(context_handle()));
    // SAFETY: the caller's contract.
    unsafe { out(ctx, context_handle()) }
}

/// `cuCtxCreate_v4`.
///
/// # Safety
/// As `cuCtxCreate_v2`.
#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v4(
    ctx: *mut *mut c_void,
    _params: *mut c_void,
    flags: c_uint,
    dev: c_int,
) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { cuCtxCreate_v2(ctx, flags, dev) }
}

/// `cuCtxDestroy_v2`.
#[no_mangle]
pub extern "C" fn cuCtxDestroy_v2(_ctx: *mut c_void) -> CuResult {
    CURRENT.with(|c| c.set(std::ptr::null_mut()));
    SUCCESS
}

/// `cuCtxSetCurrent`.
#[no_mangle]
pub extern "C" fn cuCtxSetCurrent(ctx: *mut c_void) -> CuResult {
    CURRENT.with(|c| c.set(ctx));
    SUCCESS
}

/// `cuCtxGetCurrent`.
///
/// # Safety
/// `ctx` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetCurrent(ctx: *mut *mut c_void) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { out(ctx, CURRENT.with(|c| c.get())) }
}

/// `cuCtxPushCurrent_v2`.
#[no_mangle]
pub extern "C" fn cuCtxPushCurrent_v2(ctx: *mut c_void) -> CuResult {
    cuCtxSetCurrent(ctx)
}

/// `cuCtxPopCurrent_v2`.
///
/// # Safety
/// `ctx` is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxPopCurrent_v2(ctx: *mut *mut c_void) -> CuResult {
    let old = CURRENT.with(|c| c.replace(std::ptr::null_mut()));
    if !ctx.is_null() {
        // SAFETY: the caller's contract.
        unsafe { *ctx = old };
    }
    SUCCESS
}

/// `cuCtxGetDevice`.
///
/// # Safety
/// `dev` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetDevice(dev: *mut c_int) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { out(dev, 0) }
}

/// `cuCtxGetFlags`.
///
/// # Safety
/// `flags` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetFlags(flags: *mut c_uint) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { out(flags, 0) }
}

/// `cuCtxGetApiVersion`.
///
/// # Safety
/// `version` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetApiVersion(_ctx: *mut c_void, version: *mut c_uint) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { out(version, device::VERSION as c_uint) }
}

/// `cuCtxSynchronize`: kernels finished when their launch returned.
#[no_mangle]
pub extern "C" fn cuCtxSynchronize() -> CuResult {
    from_runtime(device::cudaDeviceSynchronize())
}

/// `cuCtxSetLimit`.
#[no_mangle]
pub extern "C" fn cuCtxSetLimit(limit: c_int, value: usize) -> CuResult {
    from_runtime(device::cudaDeviceSetLimit(limit, value))
}

/// `cuCtxGetLimit`.
///
/// # Safety
/// `value` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuCtxGetLimit(value: *mut usize, limit: c_int) -> CuResult {
    // SAFETY: the caller's contract.
    from_runtime(unsafe { device::cudaDeviceGetLimit(value, limit) })
}

/// `cuStreamCreate`.
#[no_mangle]
pub extern "C" fn cuStreamCreate(s: *mut *mut c_void, flags: c_uint) -> CuResult {
    from_runtime(stream::cudaStreamCreateWithFlags(s, flags))
}

/// `cuStreamCreateWithPriority`.
#[no_mangle]
pub extern "C" fn cuStreamCreateWithPriority(s: *mut *mut c_void, flags: c_uint, _priority: c_int) -> CuResult {
    from_runtime(stream::cudaStreamCreateWithFlags(s, flags))
}

/// `cuStreamDestroy_v2`.
#[no_mangle]
pub extern "C" fn cuStreamDestroy_v2(s: *mut c_void) -> CuResult {
    from_runtime(stream::cudaStreamDestroy(s))
}

/// `cuStreamSynchronize`.
#[no_mangle]
pub extern "C" fn cuStreamSynchronize(s: *mut c_void) -> CuResult {
    from_runtime(stream::cudaStreamSynchronize(s))
}

/// `cuStreamQuery`.
#[no_mangle]
pub extern "C" fn cuStreamQuery(s: *mut c_void) -> CuResult {
    from_runtime(stream::cudaStreamQuery(s))
}

/// `cuStreamWaitEvent`.
#[no_mangle]
pub extern "C" fn cuStreamWaitEvent(s: *mut c_void, e: *mut c_void, flags: c_uint) -> CuResult {
    from_runtime(stream::cudaStreamWaitEvent(s, e, flags))
}

/// `cuEventCreate`.
#[no_mangle]
pub extern "C" fn cuEventCreate(e: *mut *mut c_void, flags: c_uint) -> CuResult {
    from_runtime(stream::cudaEventCreateWithFlags(e, flags))
}

/// `cuEventRecord`.
#[no_mangle]
pub extern "C" fn cuEventRecord(e: *mut c_void, s: *mut c_void) -> CuResult {
    from_runtime(stream::cudaEventRecord(e, s))
}

/// `cuEventSynchronize`.
#[no_mangle]
pub extern "C" fn cuEventSynchronize(e: *mut c_void) -> CuResult {
    from_runtime(stream::cudaEventSynchronize(e))
}

/// `cuEventQuery`.
#[no_mangle]
pub extern "C" fn cuEventQuery(e: *mut c_void) -> CuResult {
    from_runtime(stream::cudaEventQuery(e))
}

/// `cuEventDestroy_v2`.
#[no_mangle]
pub extern "C" fn cuEventDestroy_v2(e: *mut c_void) -> CuResult {
    from_runtime(stream::cudaEventDestroy(e))
}

/// `cuEventElapsedTime_v2`.
///
/// # Safety
/// `ms` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuEventElapsedTime_v2(ms: *mut f32, start: *mut c_void, end: *mut c_void) -> CuResult {
    // SAFETY: the caller's contract.
    from_runtime(unsafe { stream::cudaEventElapsedTime(ms, start, end) })
}

/// `cuDeviceCanAccessPeer`: there is no peer.
///
/// # Safety
/// `can` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuDeviceCanAccessPeer(can: *mut c_int, dev: c_int, _peer: c_int) -> CuResult {
    // SAFETY: the caller's contract.
    let r = unsafe { out(can, 0) };
    if r == SUCCESS {
        check_device(dev)
    } else {
        r
    }
}
