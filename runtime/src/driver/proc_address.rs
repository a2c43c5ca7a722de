//! `cuGetProcAddress`: an entry point by its base name and the CUDA version the caller
//! was built for. cuda-python finds every driver function this way.
//!
//! CUDA keeps old signatures under their first names and new ones under `_v2`, `_v3`...
//! (`cuMemAlloc` of CUDA 3.2 and later is `cuMemAlloc_v2`). This library implements only
//! the newest form of each function it has, so the newest exported variant is the one a
//! caller of a current CUDA version wants; it is looked up among this library's own
//! symbols.

use super::{CuResult, NOT_FOUND, SUCCESS};
use std::ffi::{c_char, c_int, c_void, CStr, CString};

/// `CU_GET_PROC_ADDRESS_SUCCESS`, `..._SYMBOL_NOT_FOUND`.
const FOUND: c_int = 0;
const SYMBOL_NOT_FOUND: c_int = 1;

/// This library's handle, for looking up its own symbols.
fn own_handle() -> *mut c_void {
    static HANDLE: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *HANDLE.get_or_init(|| {
        // SAFETY: dladdr of one of our own functions, then dlopen of the file it names,
        // already loaded (RTLD_NOLOAD): no new library is loaded.
        unsafe {
            let mut info: libc::Dl_info = std::mem::zeroed();
            if libc::dladdr(cuGetProcAddress_v2 as *const c_void, &mut info) != 0 && !info.dli_fname.is_null() {
                let h = libc::dlopen(info.dli_fname, libc::RTLD_LAZY | libc::RTLD_NOLOAD);
                if !h.is_null() {
                    return h as usize;
                }
            }
            libc::RTLD_DEFAULT as usize
        }
    }) as *mut c_void
}

/// The newest variant of `name` this library exports.
pub fn lookup(name: &str) -> Option<*mut c_void> {
    let handle = own_handle();
    ["_v4", "_v3", "_v2", ""].iter().find_map(|suffix| {
        let full = CString::new(format!("{name}{suffix}")).ok()?;
        // SAFETY: dlsym on a valid handle with a C string.
        let p = unsafe { libc::dlsym(handle, full.as_ptr()) };
        (!p.is_null()).then_some(p)
    })
}

/// `cuGetProcAddress_v2`.
///
/// # Safety
/// `symbol` is a C string; `pfn` is valid for a write; `status` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress_v2(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    _cuda_version: c_int,
    _flags: u64,
    status: *mut c_int,
) -> CuResult {
    if symbol.is_null() || pfn.is_null() {
        return super::INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    let name = unsafe { CStr::from_ptr(symbol) }.to_string_lossy();
    let found = if name.starts_with("cu") { lookup(&name) } else { None };
    // SAFETY: the caller's contract.
    unsafe {
        *pfn = found.unwrap_or(std::ptr::null_mut());
        if !status.is_null() {
            *status = if found.is_some() { FOUND } else { SYMBOL_NOT_FOUND };
        }
    }
    if found.is_some() {
        SUCCESS
    } else {
        NOT_FOUND
    }
}

/// `cuGetProcAddress` (CUDA 11.3's form, without the status).
///
/// # Safety
/// As `cuGetProcAddress_v2`.
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: u64,
) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { cuGetProcAddress_v2(symbol, pfn, version, flags, std::ptr::null_mut()) }
}

/// `cuGetExportTable`: NVIDIA's driver hands out private function tables by UUID; this
/// library has none. Clients ask and go without: NVIDIA's NVRTC looks for its compile
/// cache's table in the `libcuda.so.1` it finds and crashes when the function is missing,
/// but compiles uncached when the answer is an error.
///
/// # Safety
/// `table` is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuGetExportTable(table: *mut *const c_void, _id: *const c_void) -> CuResult {
    if table.is_null() {
        return super::INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    unsafe { *table = std::ptr::null() };
    NOT_FOUND
}
