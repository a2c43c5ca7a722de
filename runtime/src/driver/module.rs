//! Modules loaded from PTX (or from a fatbinary holding PTX), their functions and
//! globals, and `cuLaunchKernel`.

use super::context::out;
use super::{from_runtime, CuResult, INVALID_HANDLE, INVALID_VALUE, NOT_FOUND, SUCCESS};
use crate::cudart::record;
use crate::errors;
use crate::fatbin;
use crate::state::{c_string, runtime, Kernel, Launch};
use ptxsim::{ModuleId, SymbolPlace};
use std::ffi::{c_char, c_int, c_uint, c_void};

/// A `CUmodule`: a leaked box holding the module's id.
struct ModuleHandle(ModuleId);
/// A `CUfunction`: a leaked box holding the kernel.
struct FunctionHandle(Kernel);

/// The PTX text of a module image: PTX itself (NUL-terminated), or a fatbinary.
///
/// # Safety
/// `image` points at a NUL-terminated PTX text or a whole fatbinary.
pub(crate) unsafe fn image_ptx(image: *const c_void, sm: u32) -> Result<String, CuResult> {
    if image.is_null() {
        return Err(INVALID_VALUE);
    }
    // SAFETY: the caller's contract: at least the 16-byte header of a fatbinary, or text.
    unsafe {
        let head = std::slice::from_raw_parts(image as *const u8, 4);
        if u32::from_le_bytes([head[0], head[1], head[2], head[3]]) == fatbin::FATBIN_MAGIC {
            let header = &*(image as *const [u8; 16]);
            let len = fatbin::fatbin_len(header).ok_or(200)?;
            let bytes = std::slice::from_raw_parts(image as *const u8, len);
            return fatbin::entries(bytes)
                .and_then(|e| fatbin::pick_ptx(&e, sm))
                .map_err(|m| {
                    crate::state::note(&m);
                    209
                });
        }
        if head == b"\x7fELF" {
            crate::state::note("a cubin cannot run on ptxsim; load PTX instead");
            return Err(209);
        }
        Ok(c_string(image as *const c_char))
    }
}

/// `cuModuleLoadData`.
///
/// # Safety
/// `module` is valid for a write; `image` as for `image_ptx`.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadData(module: *mut *mut c_void, image: *const c_void) -> CuResult {
    if image.is_null() {
        return INVALID_VALUE;
    }
    let mut rt = runtime();
    // SAFETY: the caller's contract.
    let texts = match unsafe { super::link::linked_texts(image) } {
        Some(t) => t,
        // SAFETY: the caller's contract.
        None => match unsafe { image_ptx(image, rt.sm) } {
            Ok(p) => vec![p],
            Err(e) => return e,
        },
    };
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    match rt.load_module(&refs, "cuModuleLoadData's image") {
        Ok(m) => {
            let h = Box::into_raw(Box::new(ModuleHandle(m))) as *mut c_void;
            // SAFETY: the caller's contract.
            unsafe { out(module, h) }
        }
        Err(e) => from_runtime(e),
    }
}

/// `cuModuleLoadDataEx`: JIT options are accepted and ignored.
///
/// # Safety
/// As `cuModuleLoadData`.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadDataEx(
    module: *mut *mut c_void,
    image: *const c_void,
    _num_options: c_uint,
    _options: *mut c_int,
    _values: *mut *mut c_void,
) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { cuModuleLoadData(module, image) }
}

/// `cuModuleLoad`: a PTX or fatbinary file.
///
/// # Safety
/// `module` is valid for a write; `path` is a C string.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoad(module: *mut *mut c_void, path: *const c_char) -> CuResult {
    // SAFETY: the caller's contract.
    let path = unsafe { c_string(path) };
    let Ok(mut bytes) = std::fs::read(&path) else {
        return 301;
    };
    bytes.push(0);
    // SAFETY: `bytes` is NUL-terminated text or a whole fatbinary.
    unsafe { cuModuleLoadData(module, bytes.as_ptr() as *const c_void) }
}

/// `cuModuleUnload`: the module's memory stays mapped (a kernel may still be referenced).
#[no_mangle]
pub extern "C" fn cuModuleUnload(module: *mut c_void) -> CuResult {
    if module.is_null() {
        INVALID_HANDLE
    } else {
        SUCCESS
    }
}

fn module_id(module: *mut c_void) -> Option<ModuleId> {
    // SAFETY: module handles are leaked boxes made by cuModuleLoadData.
    (!module.is_null()).then(|| unsafe { (*(module as *const ModuleHandle)).0 })
}

/// `cuModuleGetFunction`.
///
/// # Safety
/// `function` is valid for a write; `name` is a C string.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetFunction(
    function: *mut *mut c_void,
    module: *mut c_void,
    name: *const c_char,
) -> CuResult {
    let Some(m) = module_id(module) else {
        return INVALID_HANDLE;
    };
    // SAFETY: the caller's contract.
    let name = unsafe { c_string(name) };
    let Some(k) = runtime().module_kernel(m, &name) else {
        return NOT_FOUND;
    };
    let h = Box::into_raw(Box::new(FunctionHandle(k))) as *mut c_void;
    // SAFETY: the caller's contract.
    unsafe { out(function, h) }
}

/// `cuModuleGetGlobal_v2`: a `.global` variable's address, or a `.const` one's host copy
/// (reaching the kernels at their next launch).
///
/// # Safety
/// The out-pointers are null or valid for writes; `name` is a C string.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal_v2(
    dptr: *mut u64,
    bytes: *mut usize,
    module: *mut c_void,
    name: *const c_char,
) -> CuResult {
    let Some(m) = module_id(module) else {
        return INVALID_HANDLE;
    };
    // SAFETY: the caller's contract.
    let name = unsafe { c_string(name) };
    let mut rt = runtime();
    let Some(sym) = rt.module_symbol(m, &name) else {
        return NOT_FOUND;
    };
    let addr = match sym.place {
        SymbolPlace::Global(a) => a,
        SymbolPlace::Const(off) => match rt.const_address(m, off) {
            Ok(a) => a,
            Err(e) => return from_runtime(e),
        },
    };
    // SAFETY: the caller's contract; either pointer may be null.
    unsafe {
        if !dptr.is_null() {
            *dptr = addr;
        }
        if !bytes.is_null() {
            *bytes = sym.size as usize;
        }
    }
    SUCCESS
}

fn kernel_of(f: *mut c_void) -> Option<Kernel> {
    // SAFETY: function handles are leaked boxes made by cuModuleGetFunction.
    (!f.is_null()).then(|| unsafe { (*(f as *const FunctionHandle)).0 })
}

/// `CU_LAUNCH_PARAM_END`, `..._BUFFER_POINTER`, `..._BUFFER_SIZE` of `extra`.
const PARAM_END: usize = 0;
const PARAM_BUFFER_POINTER: usize = 1;
const PARAM_BUFFER_SIZE: usize = 2;

/// The parameter buffer `extra` gives (`CU_LAUNCH_PARAM_BUFFER_POINTER`/`SIZE`).
///
/// # Safety
/// `extra` is a `CU_LAUNCH_PARAM_END`-terminated list of key/value pointers.
pub(crate) unsafe fn extra_buffer(extra: *const *mut c_void, want: usize) -> Result<Vec<u8>, CuResult> {
    let (mut ptr, mut size) = (std::ptr::null::<u8>(), None);
    let mut i = 0;
    // SAFETY: the caller's contract.
    unsafe {
        loop {
            match *extra.add(i) as usize {
                PARAM_END => break,
                PARAM_BUFFER_POINTER => ptr = *extra.add(i + 1) as *const u8,
                PARAM_BUFFER_SIZE => size = Some(*(*extra.add(i + 1) as *const usize)),
                _ => return Err(INVALID_VALUE),
            }
            i += 2;
        }
        match size {
            Some(n) if !ptr.is_null() && n >= want => Ok(std::slice::from_raw_parts(ptr, want).to_vec()),
            _ => Err(INVALID_VALUE),
        }
    }
}

/// `cuLaunchKernel`.
///
/// # Safety
/// `params` holds a pointer to each argument, or `extra` the parameter buffer.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cuLaunchKernel(
    f: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shared: c_uint,
    _stream: *mut c_void,
    params: *const *const c_void,
    extra: *const *mut c_void,
) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { launch_kernel(f, [gx, gy, gz], [bx, by, bz], shared, params, extra, false) }
}

/// `cuLaunchKernel`, cooperative or not.
///
/// # Safety
/// As `cuLaunchKernel`.
unsafe fn launch_kernel(
    f: *mut c_void,
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared: c_uint,
    params: *const *const c_void,
    extra: *const *mut c_void,
    cooperative: bool,
) -> CuResult {
    let Some(k) = kernel_of(f) else {
        return INVALID_HANDLE;
    };
    let mut rt = runtime();
    if rt.sticky != errors::SUCCESS {
        return from_runtime(rt.sticky);
    }
    let buffer = if !params.is_null() || extra.is_null() {
        // SAFETY: the caller's contract.
        unsafe { crate::cudart::launch::parameter_buffer(&rt, k, params) }.map_err(from_runtime)
    } else {
        let want = rt.kernel_info(k).kparam_size as usize;
        // SAFETY: the caller's contract.
        unsafe { extra_buffer(extra, want) }
    };
    let buffer = match buffer {
        Ok(b) => b,
        Err(e) => return e,
    };
    let l = Launch {
        grid,
        block,
        shared: shared as u64,
        cooperative,
    };
    match rt.launch(k, &l, &buffer) {
        Ok(()) => SUCCESS,
        Err(e) => {
            drop(rt);
            match record(e) {
                // A fault while the kernel ran: on a GPU the launch returned before it, and
                // the next call that waits (cuCtxSynchronize, a copy) reports it. It is
                // sticky, so that call answers it here too.
                e if errors::is_sticky(e) => SUCCESS,
                e => from_runtime(e),
            }
        }
    }
}

/// `cuLaunchCooperativeKernel`: as `cuLaunchKernel`, cooperative (grid-wide barriers
/// work).
///
/// # Safety
/// As `cuLaunchKernel`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cuLaunchCooperativeKernel(
    f: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shared: c_uint,
    _stream: *mut c_void,
    params: *const *const c_void,
) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { launch_kernel(f, [gx, gy, gz], [bx, by, bz], shared, params, std::ptr::null(), true) }
}

/// `cuFuncGetAttribute`: sizes from the PTX, 1024 threads, 32 registers.
///
/// # Safety
/// `value` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuFuncGetAttribute(value: *mut c_int, attr: c_int, f: *mut c_void) -> CuResult {
    let Some(k) = kernel_of(f) else {
        return INVALID_HANDLE;
    };
    let mut rt = runtime();
    let shared = rt.static_shared(k) as c_int;
    let info = rt.kernel_info(k);
    let v = match attr {
        0 => info.max_threads.map_or(1024, |n| n.min(1024)) as c_int, // MAX_THREADS_PER_BLOCK
        1 => shared,                                                  // SHARED_SIZE_BYTES
        2 => 0,                                                       // CONST_SIZE_BYTES
        3 => info.local_size as c_int,                                // LOCAL_SIZE_BYTES
        4 => 32,                                                      // NUM_REGS
        5 | 6 => rt.sm as c_int,                                      // PTX_VERSION, BINARY_VERSION
        8 => 48 * 1024,                                               // MAX_DYNAMIC_SHARED_SIZE_BYTES
        _ => 0,
    };
    // SAFETY: the caller's contract.
    unsafe { out(value, v) }
}

/// `cuFuncSetAttribute`: accepted.
#[no_mangle]
pub extern "C" fn cuFuncSetAttribute(f: *mut c_void, _attr: c_int, _value: c_int) -> CuResult {
    if kernel_of(f).is_some() {
        SUCCESS
    } else {
        INVALID_HANDLE
    }
}

/// `cuFuncSetCacheConfig`: accepted.
#[no_mangle]
pub extern "C" fn cuFuncSetCacheConfig(f: *mut c_void, _config: c_int) -> CuResult {
    cuFuncSetAttribute(f, 0, 0)
}

/// `cuOccupancyMaxActiveBlocksPerMultiprocessor`: as the runtime's.
///
/// # Safety
/// `blocks` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    f: *mut c_void,
    block_size: c_int,
    dynamic_shared: usize,
) -> CuResult {
    let Some(k) = kernel_of(f) else {
        return INVALID_HANDLE;
    };
    let shared = runtime().static_shared(k) as u64 + dynamic_shared as u64;
    let n = crate::cudart::launch::blocks_per_sm(block_size.max(1) as u64, shared);
    // SAFETY: the caller's contract.
    unsafe { out(blocks, n as c_int) }
}

/// `cuOccupancyMaxPotentialBlockSize`: the largest block (up to `limit`), and enough
/// blocks to fill every multiprocessor with it. The dynamic shared memory callback is
/// not called (shared memory does not limit an emulated device's blocks).
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxPotentialBlockSize(
    min_grid: *mut c_int,
    block_size: *mut c_int,
    f: *mut c_void,
    _shared_of_block: *mut c_void,
    dynamic_shared: usize,
    limit: c_int,
) -> CuResult {
    let Some(k) = kernel_of(f) else {
        return INVALID_HANDLE;
    };
    let mut rt = runtime();
    let most = rt.kernel_info(k).max_threads.map_or(1024, |n| n.min(1024)) as c_int;
    let block = if limit > 0 { limit.min(most) } else { most };
    let shared = rt.static_shared(k) as u64 + dynamic_shared as u64;
    drop(rt);
    let per_sm = crate::cudart::launch::blocks_per_sm(block as u64, shared).max(1);
    // SAFETY: the caller's contract.
    unsafe {
        let r = out(block_size, block);
        if r != SUCCESS {
            return r;
        }
        out(min_grid, (per_sm * 108) as c_int)
    }
}
