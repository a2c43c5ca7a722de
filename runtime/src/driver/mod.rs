//! The CUDA driver API core (`libcuda.so.1`), on the same device as the runtime API:
//! devices and contexts, modules loaded from PTX (what a JIT program gets from NVRTC),
//! memory, launches, streams and events, and `cuGetProcAddress`, through which
//! cuda-python finds every other entry point.
//!
//! There is one device and one context; a context handle is accepted wherever one is
//! asked for. Where the runtime API has the same operation, the driver function calls it
//! and translates the error code (`CUresult` and `cudaError_t` share most numbers).

pub mod array;
pub mod context;
pub mod link;
pub mod memory;
pub mod module;
pub mod proc_address;
pub mod vmm;

use crate::errors::{self, CudaError};
use std::ffi::c_char;

/// A `CUresult`.
pub type CuResult = i32;

/// `CUDA_SUCCESS`.
pub const SUCCESS: CuResult = 0;
/// `CUDA_ERROR_INVALID_VALUE`.
pub const INVALID_VALUE: CuResult = 1;
/// `CUDA_ERROR_INVALID_CONTEXT`.
pub const INVALID_CONTEXT: CuResult = 201;
/// `CUDA_ERROR_INVALID_HANDLE`.
pub const INVALID_HANDLE: CuResult = 400;
/// `CUDA_ERROR_NOT_FOUND`.
pub const NOT_FOUND: CuResult = 500;

/// The `CUresult` of a runtime error code.
pub fn from_runtime(e: CudaError) -> CuResult {
    match e {
        errors::ErrorInvalidConfiguration
        | errors::ErrorInvalidPitchValue
        | errors::ErrorInvalidDevicePointer
        | errors::ErrorInvalidMemcpyDirection
        | errors::ErrorMissingConfiguration => INVALID_VALUE,
        errors::ErrorInvalidDeviceFunction => INVALID_HANDLE,
        errors::ErrorInvalidSymbol => NOT_FOUND,
        other => other,
    }
}

const NAMES: &[(CuResult, &str, &str)] = &[
    (0, "CUDA_SUCCESS", "no error"),
    (1, "CUDA_ERROR_INVALID_VALUE", "invalid argument"),
    (2, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"),
    (3, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"),
    (101, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"),
    (200, "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"),
    (201, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"),
    (
        209,
        "CUDA_ERROR_NO_BINARY_FOR_GPU",
        "no kernel image is available for execution on the device",
    ),
    (218, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"),
    (400, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"),
    (500, "CUDA_ERROR_NOT_FOUND", "named symbol not found"),
    (600, "CUDA_ERROR_NOT_READY", "device not ready"),
    (
        700,
        "CUDA_ERROR_ILLEGAL_ADDRESS",
        "an illegal memory access was encountered",
    ),
    (
        701,
        "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
        "too many resources requested for launch",
    ),
    (
        702,
        "CUDA_ERROR_LAUNCH_TIMEOUT",
        "the launch timed out and was terminated",
    ),
    (710, "CUDA_ERROR_ASSERT", "device-side assert triggered"),
    (716, "CUDA_ERROR_MISALIGNED_ADDRESS", "misaligned address"),
    (719, "CUDA_ERROR_LAUNCH_FAILED", "unspecified launch failure"),
    (801, "CUDA_ERROR_NOT_SUPPORTED", "operation not supported"),
    (999, "CUDA_ERROR_UNKNOWN", "unknown error"),
];

/// `cuGetErrorName`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuGetErrorName(e: CuResult, out: *mut *const c_char) -> CuResult {
    error_text(e, out, true)
}

/// `cuGetErrorString`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuGetErrorString(e: CuResult, out: *mut *const c_char) -> CuResult {
    error_text(e, out, false)
}

/// Points `out` at the name (`name`) or the message of `e`.
fn error_text(e: CuResult, out: *mut *const c_char, name: bool) -> CuResult {
    static STRINGS: std::sync::OnceLock<Vec<(CuResult, std::ffi::CString, std::ffi::CString)>> =
        std::sync::OnceLock::new();
    let table = STRINGS.get_or_init(|| {
        NAMES
            .iter()
            .map(|&(c, n, m)| {
                (
                    c,
                    std::ffi::CString::new(n).unwrap(),
                    std::ffi::CString::new(m).unwrap(),
                )
            })
            .collect()
    });
    let Some(i) = NAMES.iter().position(|t| t.0 == e) else {
        return INVALID_VALUE;
    };
    let c = if name { &table[i].1 } else { &table[i].2 };
    if out.is_null() {
        return INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    unsafe { *out = c.as_ptr() };
    SUCCESS
}
