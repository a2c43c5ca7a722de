//! Error queries: `cudaGetLastError`, `cudaPeekAtLastError`, names and messages.

use super::{peek_last_error, take_last_error};
use crate::errors::{self, CudaError};
use crate::state::runtime;
use std::ffi::c_char;

/// `cudaGetLastError`: the thread's last error, cleared (a sticky error stays).
#[no_mangle]
pub extern "C" fn cudaGetLastError() -> CudaError {
    let sticky = runtime().sticky;
    let last = take_last_error();
    if sticky != errors::SUCCESS {
        sticky
    } else {
        last
    }
}

/// `cudaPeekAtLastError`: the thread's last error, left in place.
#[no_mangle]
pub extern "C" fn cudaPeekAtLastError() -> CudaError {
    let sticky = runtime().sticky;
    if sticky != errors::SUCCESS {
        sticky
    } else {
        peek_last_error()
    }
}

fn leak_c(s: &str) -> *const c_char {
    // One string per code, made once: callers keep the pointer.
    static CACHE: std::sync::Mutex<Vec<(String, &'static std::ffi::CStr)>> = std::sync::Mutex::new(Vec::new());
    let mut c = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, cs)) = c.iter().find(|(k, _)| k == s) {
        return cs.as_ptr();
    }
    let cs: &'static std::ffi::CStr = Box::leak(std::ffi::CString::new(s).unwrap_or_default().into_boxed_c_str());
    c.push((s.to_string(), cs));
    cs.as_ptr()
}

/// `cudaGetErrorName`.
#[no_mangle]
pub extern "C" fn cudaGetErrorName(e: CudaError) -> *const c_char {
    leak_c(errors::name(e).unwrap_or("cudaErrorUnknown"))
}

/// `cudaGetErrorString`.
#[no_mangle]
pub extern "C" fn cudaGetErrorString(e: CudaError) -> *const c_char {
    leak_c(errors::message(e).unwrap_or("unrecognized error code"))
}
