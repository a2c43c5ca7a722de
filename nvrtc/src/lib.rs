//! ptxc as NVRTC: the C ABI of NVIDIA's runtime-compilation library (`nvrtc.h`, CUDA 13.5)
//! over ptxc's driver, so that programs loading `libnvrtc.so.13` (cuda-python's
//! `cuda.bindings.nvrtc`, CuPy, cudarc, ...) compile with ptxc.
//!
//! The compilation model is NVRTC's: device code only (a host function is an error,
//! `-default-device` makes unannotated functions device ones), headers given to
//! `nvrtcCreateProgram` found by their include names before any directory, CUDA's headers
//! built in (ptxc's own), and PTX for a virtual architecture as the output: no cubin,
//! LTO-IR or OptiX IR (their sizes are 0, as NVRTC answers for `compute_XX`).
//!
//! Every function checks its pointers and catches panics (`NVRTC_ERROR_INTERNAL_ERROR`);
//! programs are handles into a registry, so a destroyed or made-up handle is
//! `NVRTC_ERROR_INVALID_PROGRAM`, never a crash. Separate programs compile in parallel;
//! calls on one program are serialized by its lock. specs/driver.md lists every function
//! and option with what ptxc does.

#![allow(clippy::missing_safety_doc)]

mod allocator;
pub mod options;
mod program;

use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};

pub use program::Program;

/// mimalloc for the compiler's allocations: a compile makes tens of thousands of small
/// ones, and a compile took 8-12% fewer instructions than through the C library's
/// `malloc` (specs/performance.md). The library is never unloaded (build.rs), so the
/// allocator's thread hooks stay valid.
#[global_allocator]
static ALLOCATOR: allocator::LibraryAllocator = allocator::LibraryAllocator;

/// NVRTC's result codes (`nvrtcResult`).
#[allow(non_camel_case_types, missing_docs)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum nvrtcResult {
    NVRTC_SUCCESS = 0,
    NVRTC_ERROR_OUT_OF_MEMORY = 1,
    NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
    NVRTC_ERROR_INVALID_INPUT = 3,
    NVRTC_ERROR_INVALID_PROGRAM = 4,
    NVRTC_ERROR_INVALID_OPTION = 5,
    NVRTC_ERROR_COMPILATION = 6,
    NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
    NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
    NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
    NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
    NVRTC_ERROR_INTERNAL_ERROR = 11,
    NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,
    NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,
    NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,
    NVRTC_ERROR_PCH_CREATE = 15,
    NVRTC_ERROR_CANCELLED = 16,
    NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED = 17,
    NVRTC_ERROR_BUSY = 18,
}

use nvrtcResult::*;

/// An NVRTC program handle (`nvrtcProgram`): an opaque pointer, looked up in the registry.
#[allow(non_camel_case_types)]
pub type nvrtcProgram = *mut c_void;

/// Runs `f`, turning a panic into `NVRTC_ERROR_INTERNAL_ERROR`.
fn guard(f: impl FnOnce() -> nvrtcResult) -> nvrtcResult {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(NVRTC_ERROR_INTERNAL_ERROR)
}

/// The C string at `p` (lossily UTF-8), or `None` for a null pointer.
unsafe fn c_str(p: *const c_char) -> Option<String> {
    (!p.is_null()).then(|| CStr::from_ptr(p).to_string_lossy().into_owned())
}

/// The name of a result code, as NVRTC spells it; `"NVRTC_ERROR unknown"` for any other value.
#[no_mangle]
pub extern "C" fn nvrtcGetErrorString(result: c_int) -> *const c_char {
    const NAMES: [&CStr; 19] = [
        c"NVRTC_SUCCESS",
        c"NVRTC_ERROR_OUT_OF_MEMORY",
        c"NVRTC_ERROR_PROGRAM_CREATION_FAILURE",
        c"NVRTC_ERROR_INVALID_INPUT",
        c"NVRTC_ERROR_INVALID_PROGRAM",
        c"NVRTC_ERROR_INVALID_OPTION",
        c"NVRTC_ERROR_COMPILATION",
        c"NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
        c"NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION",
        c"NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION",
        c"NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
        c"NVRTC_ERROR_INTERNAL_ERROR",
        c"NVRTC_ERROR_TIME_FILE_WRITE_FAILED",
        c"NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED",
        c"NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED",
        c"NVRTC_ERROR_PCH_CREATE",
        c"NVRTC_ERROR_CANCELLED",
        c"NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED",
        c"NVRTC_ERROR_BUSY",
    ];
    usize::try_from(result)
        .ok()
        .and_then(|k| NAMES.get(k))
        .map_or(c"NVRTC_ERROR unknown".as_ptr(), |s| s.as_ptr())
}

/// The CUDA version whose NVRTC this library stands in for: 13.5.
#[no_mangle]
pub unsafe extern "C" fn nvrtcVersion(major: *mut c_int, minor: *mut c_int) -> nvrtcResult {
    guard(|| {
        if major.is_null() || minor.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        *major = 13;
        *minor = 5;
        NVRTC_SUCCESS
    })
}

/// How many architectures `nvrtcGetSupportedArchs` lists.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetNumSupportedArchs(num_archs: *mut c_int) -> nvrtcResult {
    guard(|| {
        if num_archs.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        *num_archs = options::SUPPORTED_ARCHS.len() as c_int;
        NVRTC_SUCCESS
    })
}

/// The supported architectures (75, 80, ... 121), into an array of
/// `nvrtcGetNumSupportedArchs` entries.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetSupportedArchs(archs: *mut c_int) -> nvrtcResult {
    guard(|| {
        if archs.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        for (k, &a) in options::SUPPORTED_ARCHS.iter().enumerate() {
            *archs.add(k) = a;
        }
        NVRTC_SUCCESS
    })
}

/// Creates a program from `src` named `name` (`"default_program"` when null), with
/// `num_headers` in-memory headers found by `include_names`.
#[no_mangle]
pub unsafe extern "C" fn nvrtcCreateProgram(
    prog: *mut nvrtcProgram,
    src: *const c_char,
    name: *const c_char,
    num_headers: c_int,
    headers: *const *const c_char,
    include_names: *const *const c_char,
) -> nvrtcResult {
    guard(|| {
        if prog.is_null() {
            return NVRTC_ERROR_INVALID_PROGRAM;
        }
        let Some(src) = c_str(src) else {
            return NVRTC_ERROR_INVALID_INPUT;
        };
        if num_headers < 0 || num_headers > 0 && (headers.is_null() || include_names.is_null()) {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        let mut memory_headers = Vec::with_capacity(num_headers as usize);
        for k in 0..num_headers as usize {
            let (Some(text), Some(include)) = (c_str(*headers.add(k)), c_str(*include_names.add(k))) else {
                return NVRTC_ERROR_INVALID_INPUT;
            };
            memory_headers.push((include, text));
        }
        let name = c_str(name).unwrap_or_else(|| "default_program".to_string());
        *prog = program::register(Program::new(name, src, memory_headers));
        NVRTC_SUCCESS
    })
}

/// Destroys the program `*prog` points at and sets `*prog` to null.
#[no_mangle]
pub unsafe extern "C" fn nvrtcDestroyProgram(prog: *mut nvrtcProgram) -> nvrtcResult {
    guard(|| {
        if prog.is_null() || !program::unregister(*prog) {
            return NVRTC_ERROR_INVALID_PROGRAM;
        }
        *prog = std::ptr::null_mut();
        NVRTC_SUCCESS
    })
}

/// Compiles the program with `num_options` options (see [`options`]).
#[no_mangle]
pub unsafe extern "C" fn nvrtcCompileProgram(
    prog: nvrtcProgram,
    num_options: c_int,
    options: *const *const c_char,
) -> nvrtcResult {
    guard(|| {
        let Some(p) = program::lookup(prog) else {
            return NVRTC_ERROR_INVALID_PROGRAM;
        };
        let mut p = p.lock().unwrap_or_else(|e| e.into_inner());
        p.attempted = true;
        // NVRTC's answers: a negative count is bad input, a count without its array a bad option.
        if num_options < 0 {
            p.reset_outputs();
            return NVRTC_ERROR_INVALID_INPUT;
        }
        if num_options > 0 && options.is_null() {
            p.reset_outputs();
            return NVRTC_ERROR_INVALID_OPTION;
        }
        let mut list = Vec::with_capacity(num_options as usize);
        for k in 0..num_options as usize {
            match c_str(*options.add(k)) {
                Some(o) => list.push(o),
                None => {
                    p.reset_outputs();
                    p.set_log("nvrtc: error: null option string found\n".into());
                    return NVRTC_ERROR_INVALID_OPTION;
                }
            }
        }
        let list: Vec<&str> = list.iter().map(String::as_str).collect();
        p.compile(&list)
    })
}

/// Copies `text` with a terminating NUL to `out` (the size functions gave its length + 1).
unsafe fn copy_out(text: &[u8], out: *mut c_char) -> nvrtcResult {
    if out.is_null() {
        return NVRTC_ERROR_INVALID_INPUT;
    }
    std::ptr::copy_nonoverlapping(text.as_ptr(), out.cast::<u8>(), text.len());
    *out.add(text.len()) = 0;
    NVRTC_SUCCESS
}

/// Runs `f` on the program behind `prog`, or answers `NVRTC_ERROR_INVALID_PROGRAM`.
fn with_program(prog: nvrtcProgram, f: impl FnOnce(&mut Program) -> nvrtcResult) -> nvrtcResult {
    guard(|| match program::lookup(prog) {
        Some(p) => f(&mut p.lock().unwrap_or_else(|e| e.into_inner())),
        None => NVRTC_ERROR_INVALID_PROGRAM,
    })
}

/// The size of the PTX with its terminating NUL (1 before a successful compile).
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetPTXSize(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    output_size(prog, size, |p| p.ptx().len() + 1)
}

/// The PTX, NUL-terminated, into `ptx` (`nvrtcGetPTXSize` bytes).
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetPTX(prog: nvrtcProgram, ptx: *mut c_char) -> nvrtcResult {
    with_program(prog, |p| copy_out(p.ptx().as_bytes(), ptx))
}

/// The size of the log with its terminating NUL.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetProgramLogSize(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    output_size(prog, size, |p| p.log().len() + 1)
}

/// The log (diagnostics in nvcc's one-line form), NUL-terminated, into `log`.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetProgramLog(prog: nvrtcProgram, log: *mut c_char) -> nvrtcResult {
    with_program(prog, |p| copy_out(p.log().as_bytes(), log))
}

/// An output ptxc never makes (cubin, LTO-IR, OptiX IR, Tile IR): size 0, as NVRTC
/// answers for a virtual architecture.
unsafe fn no_output_size(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    output_size(prog, size, |_| 0)
}

/// Writes the size `of` the program gives into `size` (checked for null).
unsafe fn output_size(prog: nvrtcProgram, size: *mut usize, of: impl FnOnce(&Program) -> usize) -> nvrtcResult {
    with_program(prog, |p| {
        if size.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        *size = of(p);
        NVRTC_SUCCESS
    })
}

/// Copies nothing (the output is empty), as NVRTC does for a virtual architecture.
unsafe fn no_output(prog: nvrtcProgram, out: *mut c_char) -> nvrtcResult {
    with_program(prog, |_| match out.is_null() {
        true => NVRTC_ERROR_INVALID_INPUT,
        false => NVRTC_SUCCESS,
    })
}

/// For `sm_XX`, the size of the PTX with its NUL (ptxc's cubin is the PTX,
/// `Program::cubin`); 0 for `compute_XX`, NVRTC's answer.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetCUBINSize(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    output_size(prog, size, |p| p.cubin().map_or(0, |c| c.len() + 1))
}

/// For `sm_XX`, the PTX, NUL-terminated; for `compute_XX` nothing is copied.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetCUBIN(prog: nvrtcProgram, cubin: *mut c_char) -> nvrtcResult {
    with_program(prog, |p| match (p.cubin(), cubin.is_null()) {
        (_, true) => NVRTC_ERROR_INVALID_INPUT,
        (Some(c), false) => copy_out(c.as_bytes(), cubin),
        (None, false) => NVRTC_SUCCESS,
    })
}

/// 0: no LTO-IR (`-dlto` is refused at compile time).
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetLTOIRSize(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    no_output_size(prog, size)
}

/// Copies nothing: there is no LTO-IR.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetLTOIR(prog: nvrtcProgram, ltoir: *mut c_char) -> nvrtcResult {
    no_output(prog, ltoir)
}

/// 0: no OptiX IR (`-optix-ir` is refused at compile time).
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetOptiXIRSize(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    no_output_size(prog, size)
}

/// Copies nothing: there is no OptiX IR.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetOptiXIR(prog: nvrtcProgram, optixir: *mut c_char) -> nvrtcResult {
    no_output(prog, optixir)
}

/// 0: no Tile IR.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetTileIRSize(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    no_output_size(prog, size)
}

/// Copies nothing: there is no Tile IR.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetTileIR(prog: nvrtcProgram, tileir: *mut c_char) -> nvrtcResult {
    no_output(prog, tileir)
}

/// Registers a name expression (`"k<float>"`, `"&N::g"`) whose entity the next compile
/// instantiates and whose mangled name `nvrtcGetLoweredName` gives after it.
#[no_mangle]
pub unsafe extern "C" fn nvrtcAddNameExpression(prog: nvrtcProgram, name_expression: *const c_char) -> nvrtcResult {
    with_program(prog, |p| match c_str(name_expression) {
        None => NVRTC_ERROR_INVALID_INPUT,
        Some(e) => p.add_name_expression(e),
    })
}

/// The mangled name of a name expression registered before the last successful compile;
/// the string lives as long as the program.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetLoweredName(
    prog: nvrtcProgram,
    name_expression: *const c_char,
    lowered_name: *mut *const c_char,
) -> nvrtcResult {
    with_program(prog, |p| {
        let Some(e) = c_str(name_expression) else {
            return NVRTC_ERROR_INVALID_INPUT;
        };
        if lowered_name.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        match p.lowered_name(&e) {
            Ok(name) => {
                *lowered_name = name;
                NVRTC_SUCCESS
            }
            Err(r) => r,
        }
    })
}

/// The precompiled-header heap size a client set (NVRTC's default, 256 MiB, before).
/// ptxc makes no precompiled headers (its prelude is prepared at build time); the value
/// is only remembered, so a client that sets and reads it sees what it set.
static PCH_HEAP_SIZE: AtomicUsize = AtomicUsize::new(256 << 20);

/// The precompiled-header heap size: NVRTC's default or what `nvrtcSetPCHHeapSize` set.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetPCHHeapSize(size: *mut usize) -> nvrtcResult {
    guard(|| {
        if size.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        *size = PCH_HEAP_SIZE.load(Ordering::Relaxed);
        NVRTC_SUCCESS
    })
}

/// Remembers the size (nothing is allocated: there is no precompiled-header heap).
#[no_mangle]
pub extern "C" fn nvrtcSetPCHHeapSize(size: usize) -> nvrtcResult {
    PCH_HEAP_SIZE.store(size, Ordering::Relaxed);
    NVRTC_SUCCESS
}

/// `NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED`: ptxc never creates a precompiled header.
#[no_mangle]
pub extern "C" fn nvrtcGetPCHCreateStatus(prog: nvrtcProgram) -> nvrtcResult {
    with_program(prog, |_| NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED)
}

/// 0: no precompiled header was made (NVIDIA's NVRTC answers the same, with success,
/// for a program that did not ask for one).
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetPCHHeapSizeRequired(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    with_program(prog, |_| {
        if size.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        *size = 0;
        NVRTC_SUCCESS
    })
}

/// Accepted: ptxc never calls the callback (a compile cannot be cancelled). A null
/// callback is `NVRTC_ERROR_INVALID_INPUT`, as in NVIDIA's NVRTC.
#[no_mangle]
pub extern "C" fn nvrtcSetFlowCallback(
    prog: nvrtcProgram,
    callback: Option<unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int>,
    _payload: *mut c_void,
) -> nvrtcResult {
    with_program(prog, |_| match callback {
        None => NVRTC_ERROR_INVALID_INPUT,
        Some(_) => NVRTC_SUCCESS,
    })
}

/// Bundled headers: ptxc's CUDA headers are built in, none to install.
#[no_mangle]
pub unsafe extern "C" fn nvrtcInstallBundledHeaders(
    install_path: *const c_char,
    _flags: c_uint,
    error_log: *mut *const c_char,
) -> nvrtcResult {
    guard(|| {
        if install_path.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        if !error_log.is_null() {
            *error_log = std::ptr::null();
        }
        NVRTC_SUCCESS
    })
}

/// NVRTC's description of its bundled headers (`nvrtcBundledHeadersInfo`).
#[allow(non_camel_case_types, non_snake_case, missing_docs)]
#[repr(C)]
pub struct nvrtcBundledHeadersInfo {
    pub available: c_int,
    pub compressedSize: usize,
    pub uncompressedSize: usize,
    pub cudaVersionMajor: c_int,
    pub cudaVersionMinor: c_int,
    pub numFiles: c_uint,
}

/// No bundle: ptxc's CUDA headers are built into the compiler (`available` is 0).
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetBundledHeadersInfo(
    info: *mut nvrtcBundledHeadersInfo,
    error_log: *mut *const c_char,
) -> nvrtcResult {
    guard(|| {
        if info.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        *info = nvrtcBundledHeadersInfo {
            available: 0,
            compressedSize: 0,
            uncompressedSize: 0,
            cudaVersionMajor: 13,
            cudaVersionMinor: 5,
            numFiles: 0,
        };
        if !error_log.is_null() {
            *error_log = std::ptr::null();
        }
        NVRTC_SUCCESS
    })
}

/// Nothing to remove: no headers were installed.
#[no_mangle]
pub unsafe extern "C" fn nvrtcRemoveBundledHeaders(
    install_path: *const c_char,
    error_log: *mut *const c_char,
) -> nvrtcResult {
    guard(|| {
        if install_path.is_null() {
            return NVRTC_ERROR_INVALID_INPUT;
        }
        if !error_log.is_null() {
            *error_log = std::ptr::null();
        }
        NVRTC_SUCCESS
    })
}
