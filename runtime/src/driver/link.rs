//! The driver's JIT linker (`cuLinkCreate`, `cuLinkAddData`, `cuLinkAddFile`,
//! `cuLinkComplete`) for PTX inputs (or fatbinaries holding PTX). ptxsim links PTX when
//! it loads a module, so the "cubin" `cuLinkComplete` hands out is the inputs
//! themselves: one PTX text as it is, several in a container of ours that
//! `cuModuleLoadData` recognizes (`LINKED_MAGIC`, then each text's length and bytes).

use super::{CuResult, INVALID_HANDLE, INVALID_VALUE, SUCCESS};
use crate::state::{c_string, note, runtime};
use std::ffi::{c_char, c_int, c_uint, c_void};
use std::time::Instant;

/// The first bytes of an image of several linked PTX texts.
pub const LINKED_MAGIC: &[u8; 8] = b"PTXSIMLK";

/// `CUjit_option`s the linker answers: wall time (float, written through the pointer
/// given), the information and error logs and their sizes.
const WALL_TIME: c_int = 2;
const INFO_LOG: c_int = 3;
const INFO_LOG_SIZE: c_int = 4;
const ERROR_LOG: c_int = 5;
const ERROR_LOG_SIZE: c_int = 6;

/// `CUjitInputType`: PTX and fatbinaries are taken.
const INPUT_PTX: c_int = 1;
const INPUT_FATBINARY: c_int = 2;
/// `CUDA_ERROR_NOT_SUPPORTED`, `CUDA_ERROR_FILE_NOT_FOUND`.
const NOT_SUPPORTED: CuResult = 801;
const FILE_NOT_FOUND: CuResult = 301;

/// A pending link: its inputs, where to report, and its image once complete.
struct LinkState {
    texts: Vec<String>,
    wall_time: Option<usize>,
    info_log: Option<(usize, usize)>,
    error_log: Option<(usize, usize)>,
    image: Vec<u8>,
    begun: Instant,
}

/// Writes `text` as a C string into a log buffer of `size` bytes.
fn write_log(log: Option<(usize, usize)>, text: &str) {
    let Some((buf, size)) = log else {
        return;
    };
    if buf == 0 || size == 0 {
        return;
    }
    let n = text.len().min(size - 1);
    // SAFETY: the program gave a buffer of `size` bytes for the link's lifetime.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf as *mut u8, n);
        *((buf + n) as *mut u8) = 0;
    }
}

/// `cuLinkCreate_v2`.
///
/// # Safety
/// `options` and `values` hold `count` entries; `state` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuLinkCreate_v2(
    count: c_uint,
    options: *const c_int,
    values: *const *mut c_void,
    state: *mut *mut c_void,
) -> CuResult {
    if state.is_null() || (count > 0 && (options.is_null() || values.is_null())) {
        return INVALID_VALUE;
    }
    let mut s = LinkState {
        texts: Vec::new(),
        wall_time: None,
        info_log: None,
        error_log: None,
        image: Vec::new(),
        begun: Instant::now(),
    };
    let (mut info, mut info_size, mut error, mut error_size) = (0, 0, 0, 0);
    for i in 0..count as usize {
        // SAFETY: the caller's contract.
        let (o, v) = unsafe { (*options.add(i), *values.add(i) as usize) };
        match o {
            WALL_TIME => s.wall_time = Some(v),
            INFO_LOG => info = v,
            INFO_LOG_SIZE => info_size = v,
            ERROR_LOG => error = v,
            ERROR_LOG_SIZE => error_size = v,
            _ => {}
        }
    }
    s.info_log = Some((info, info_size));
    s.error_log = Some((error, error_size));
    write_log(s.info_log, "");
    write_log(s.error_log, "");
    // SAFETY: the caller's contract.
    unsafe { *state = Box::into_raw(Box::new(s)) as *mut c_void };
    SUCCESS
}

fn link_state<'a>(state: *mut c_void) -> Option<&'a mut LinkState> {
    // SAFETY: link states are boxes made by cuLinkCreate_v2, freed by cuLinkDestroy.
    (!state.is_null()).then(|| unsafe { &mut *(state as *mut LinkState) })
}

/// Adds one input's bytes.
fn add(s: &mut LinkState, kind: c_int, bytes: &[u8], name: &str) -> CuResult {
    let text = match kind {
        INPUT_PTX => {
            let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
            String::from_utf8_lossy(&bytes[..end]).into_owned()
        }
        INPUT_FATBINARY => {
            let sm = runtime().sm;
            // SAFETY: a whole fatbinary (its header gives its length), or NUL-ended text.
            match unsafe { super::module::image_ptx(bytes.as_ptr() as *const c_void, sm) } {
                Ok(t) => t,
                Err(e) => return e,
            }
        }
        _ => {
            let msg = format!("{name}: only PTX inputs (or fatbinaries holding PTX) can be linked on ptxsim");
            note(&msg);
            write_log(s.error_log, &msg);
            return NOT_SUPPORTED;
        }
    };
    s.texts.push(text);
    SUCCESS
}

/// `cuLinkAddData_v2`: options of the input are ignored.
///
/// # Safety
/// `data` holds `size` bytes; `name` is null or a C string.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cuLinkAddData_v2(
    state: *mut c_void,
    kind: c_int,
    data: *const c_void,
    size: usize,
    name: *const c_char,
    _count: c_uint,
    _options: *const c_int,
    _values: *const *mut c_void,
) -> CuResult {
    let Some(s) = link_state(state) else {
        return INVALID_HANDLE;
    };
    if data.is_null() || size == 0 {
        return INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    let (bytes, name) = unsafe { (std::slice::from_raw_parts(data as *const u8, size), c_string(name)) };
    add(s, kind, bytes, &name)
}

/// `cuLinkAddFile_v2`.
///
/// # Safety
/// `path` is a C string.
#[no_mangle]
pub unsafe extern "C" fn cuLinkAddFile_v2(
    state: *mut c_void,
    kind: c_int,
    path: *const c_char,
    _count: c_uint,
    _options: *const c_int,
    _values: *const *mut c_void,
) -> CuResult {
    let Some(s) = link_state(state) else {
        return INVALID_HANDLE;
    };
    // SAFETY: the caller's contract.
    let path = unsafe { c_string(path) };
    let Ok(mut bytes) = std::fs::read(&path) else {
        return FILE_NOT_FOUND;
    };
    bytes.push(0);
    add(s, kind, &bytes, &path)
}

/// `cuLinkComplete`: the image `cuModuleLoadData` takes, owned by the link.
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cuLinkComplete(state: *mut c_void, image: *mut *mut c_void, size: *mut usize) -> CuResult {
    let Some(s) = link_state(state) else {
        return INVALID_HANDLE;
    };
    if image.is_null() || size.is_null() || s.texts.is_empty() {
        return INVALID_VALUE;
    }
    s.image = match s.texts.as_slice() {
        [one] => one.as_bytes().to_vec(),
        many => {
            let mut out = LINKED_MAGIC.to_vec();
            out.extend((many.len() as u64).to_le_bytes());
            for t in many {
                out.extend((t.len() as u64).to_le_bytes());
                out.extend(t.as_bytes());
            }
            out
        }
    };
    s.image.push(0);
    write_log(
        s.info_log,
        &format!(
            "ptxsim: {} PTX input(s), linked when the module is loaded",
            s.texts.len()
        ),
    );
    if let Some(p) = s.wall_time.filter(|&p| p != 0) {
        // SAFETY: the program asked for the wall time through this pointer to a float.
        unsafe { *(p as *mut f32) = s.begun.elapsed().as_secs_f32() * 1e3 };
    }
    // SAFETY: the caller's contract.
    unsafe {
        *image = s.image.as_mut_ptr() as *mut c_void;
        *size = s.image.len();
    }
    SUCCESS
}

/// `cuLinkDestroy`.
#[no_mangle]
pub extern "C" fn cuLinkDestroy(state: *mut c_void) -> CuResult {
    if state.is_null() {
        return INVALID_HANDLE;
    }
    // SAFETY: made by cuLinkCreate_v2, destroyed once.
    drop(unsafe { Box::from_raw(state as *mut LinkState) });
    SUCCESS
}

/// The PTX texts of an image `cuLinkComplete` made of several inputs, or `None` when
/// `image` is not one.
///
/// # Safety
/// `image` points at a NUL-terminated text, a fatbinary or a linked image.
pub unsafe fn linked_texts(image: *const c_void) -> Option<Vec<String>> {
    // SAFETY: the caller's contract: every image kind has at least 8 bytes here or ends
    // before a differing byte.
    unsafe {
        let head = std::slice::from_raw_parts(image as *const u8, 8);
        if head != LINKED_MAGIC {
            return None;
        }
        let mut at = image as *const u8;
        at = at.add(8);
        let n = (at as *const u64).read_unaligned();
        at = at.add(8);
        let mut texts = Vec::new();
        for _ in 0..n {
            let len = (at as *const u64).read_unaligned() as usize;
            at = at.add(8);
            texts.push(String::from_utf8_lossy(std::slice::from_raw_parts(at, len)).into_owned());
            at = at.add(len);
        }
        Some(texts)
    }
}
