//! What nvcc's host code calls before `main`: registering each translation unit's
//! fatbinary, kernels and variables (`crt/host_runtime.h`), and the managed-variable
//! set-up it calls before host code first touches a `__managed__` variable.

use crate::fatbin::{Wrapper, WRAPPER_MAGIC};
use crate::state::{c_string, note, runtime, HostPtr};
use std::ffi::{c_char, c_int, c_void};

/// `FATBINC_LINK_VERSION`: the wrapper of a `-rdc` program's device link.
const LINKED_VERSION: i32 = 2;

/// A fatbinary handle: a pointer to the fatbinary's index in the runtime.
fn handle_index(handle: *mut *mut c_void) -> usize {
    // SAFETY: handles are made by `__cudaRegisterFatBinary` and never freed.
    unsafe { *(handle as *const usize) }
}

/// `__cudaRegisterFatBinary`: records a translation unit's fatbinary (its PTX is read
/// at first use).
///
/// # Safety
/// `fat_cubin` points at nvcc's `__fatBinC_Wrapper_t`.
#[no_mangle]
pub unsafe extern "C" fn __cudaRegisterFatBinary(fat_cubin: *mut c_void) -> *mut *mut c_void {
    let w = fat_cubin as *const Wrapper;
    // SAFETY: the caller's contract.
    let (magic, version, data, list) =
        unsafe { ((*w).magic as u32, (*w).version, (*w).data, (*w).filename_or_fatbins) };
    if magic != WRAPPER_MAGIC {
        note("__cudaRegisterFatBinary: not an nvcc fatbinary wrapper");
    }
    // A `-rdc` program's host link registers one wrapper (version 2) whose list holds
    // each translation unit's fatbinary, NULL-terminated: their PTX is linked together.
    let mut parts = Vec::new();
    if version == LINKED_VERSION && !list.is_null() {
        let mut p = list as *const *const u8;
        // SAFETY: nvlink's registration code ends the list with NULL.
        unsafe {
            while !(*p).is_null() {
                parts.push(*p);
                p = p.add(1);
            }
        }
    }
    if parts.is_empty() {
        parts.push(data);
    }
    let index = runtime().register_fatbin(&parts);
    Box::into_raw(Box::new(index)) as *mut *mut c_void
}

/// `__cudaRegisterFatBinaryEnd`: nothing left to do.
#[no_mangle]
pub extern "C" fn __cudaRegisterFatBinaryEnd(_handle: *mut *mut c_void) {}

/// `__cudaUnregisterFatBinary`: at exit; the memory goes with the process.
#[no_mangle]
pub extern "C" fn __cudaUnregisterFatBinary(_handle: *mut *mut c_void) {}

/// `__cudaRegisterFunction`: the kernel `device_name` is launched through the stub at
/// `host_fun`.
///
/// # Safety
/// `handle` came from `__cudaRegisterFatBinary`; `device_name` is a C string.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __cudaRegisterFunction(
    handle: *mut *mut c_void,
    host_fun: *const c_char,
    _device_fun: *mut c_char,
    device_name: *const c_char,
    _thread_limit: c_int,
    _tid: *mut c_void,
    _bid: *mut c_void,
    _bdim: *mut c_void,
    _gdim: *mut c_void,
    _wsize: *mut c_int,
) {
    // SAFETY: the caller's contract.
    let name = unsafe { c_string(device_name) };
    runtime().register_function(handle_index(handle), host_fun as usize, name);
}

/// `__cudaRegisterVar`: a `__device__` or `__constant__` variable whose host shadow is
/// at `host_var`.
///
/// # Safety
/// As `__cudaRegisterFunction`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __cudaRegisterVar(
    handle: *mut *mut c_void,
    host_var: *mut c_char,
    _device_address: *mut c_char,
    device_name: *const c_char,
    _ext: c_int,
    _size: usize,
    _constant: c_int,
    _global: c_int,
) {
    // SAFETY: the caller's contract.
    let name = unsafe { c_string(device_name) };
    runtime().register_var(handle_index(handle), host_var as usize, name, None);
}

/// `__cudaRegisterManagedVar`: a `__managed__` variable; host code reaches it through
/// the pointer at `host_var_ptr`, set by `__cudaInitModule`.
///
/// # Safety
/// As `__cudaRegisterFunction`; `host_var_ptr` is the host pointer's address.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn __cudaRegisterManagedVar(
    handle: *mut *mut c_void,
    host_var_ptr: *mut *mut c_void,
    _device_address: *mut c_char,
    device_name: *const c_char,
    _ext: c_int,
    _size: usize,
    _constant: c_int,
    _global: c_int,
) {
    // SAFETY: the caller's contract.
    let name = unsafe { c_string(device_name) };
    runtime().register_var(
        handle_index(handle),
        host_var_ptr as usize,
        name,
        Some(HostPtr(host_var_ptr as *mut c_void)),
    );
}

/// `__cudaInitModule`: loads the module and points its managed variables' host pointers
/// at their memory. Returns 1 on success.
#[no_mangle]
pub extern "C" fn __cudaInitModule(handle: *mut *mut c_void) -> c_char {
    match runtime().init_managed(handle_index(handle)) {
        Ok(()) => 1,
        Err(_) => 0,
    }
}

/// `__cudaRegisterTexture`: texture references were removed in CUDA 12; accepted and
/// ignored so that old host code still loads.
#[no_mangle]
pub extern "C" fn __cudaRegisterTexture(
    _handle: *mut *mut c_void,
    _host_var: *const c_void,
    _device_address: *const *const c_void,
    _device_name: *const c_char,
    _dim: c_int,
    _norm: c_int,
    _ext: c_int,
) {
}

/// `__cudaRegisterSurface`: as `__cudaRegisterTexture`.
#[no_mangle]
pub extern "C" fn __cudaRegisterSurface(
    _handle: *mut *mut c_void,
    _host_var: *const c_void,
    _device_address: *const *const c_void,
    _device_name: *const c_char,
    _dim: c_int,
    _ext: c_int,
) {
}
