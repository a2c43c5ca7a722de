//! The CUDA runtime API (`libcudart.so.13`): what programs built by nvcc call.
//!
//! Each function locks the runtime, does its work, and records a failure as the
//! calling thread's last error (`cudaGetLastError`). After a kernel fault every call
//! returns that fault, as CUDA's sticky errors do.

pub mod capture;
pub mod device;
pub mod error;
pub mod graph;
pub mod graph_edit;
pub mod graph_exec;
pub mod graph_nodes;
pub mod launch;
pub mod memory;
pub mod pools;
pub mod register;
pub mod stream;
pub mod texture;
pub mod unsupported;

use crate::errors::{self, CudaError};
use crate::state::{runtime, Runtime};
use std::cell::Cell;

/// `dim3`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Dim3 {
    /// x.
    pub x: u32,
    /// y.
    pub y: u32,
    /// z.
    pub z: u32,
}

impl Dim3 {
    /// As an array.
    pub fn arr(self) -> [u32; 3] {
        [self.x, self.y, self.z]
    }
}

thread_local! {
    static LAST_ERROR: Cell<CudaError> = const { Cell::new(errors::SUCCESS) };
}

/// Records `code` as the thread's last error when it is one, and returns it.
pub fn record(code: CudaError) -> CudaError {
    if code != errors::SUCCESS {
        LAST_ERROR.with(|e| e.set(code));
    }
    code
}

/// Takes (and clears) the thread's last error.
pub fn take_last_error() -> CudaError {
    LAST_ERROR.with(|e| e.replace(errors::SUCCESS))
}

/// The thread's last error, left in place.
pub fn peek_last_error() -> CudaError {
    LAST_ERROR.with(|e| e.get())
}

/// Runs an API call on the locked runtime: a sticky error answers first.
pub fn call(f: impl FnOnce(&mut Runtime) -> Result<(), CudaError>) -> CudaError {
    let mut rt = runtime();
    let r = if rt.sticky != errors::SUCCESS {
        Err(rt.sticky)
    } else {
        f(&mut rt)
    };
    drop(rt);
    record(r.err().unwrap_or(errors::SUCCESS))
}

/// Writes `v` through an out-pointer, or fails with `cudaErrorInvalidValue` when null.
///
/// # Safety
/// `p` is null or valid for a write of `T`.
pub unsafe fn put<T>(p: *mut T, v: T) -> Result<(), CudaError> {
    if p.is_null() {
        return Err(errors::ErrorInvalidValue);
    }
    // SAFETY: the caller's contract.
    unsafe { p.write(v) };
    Ok(())
}
