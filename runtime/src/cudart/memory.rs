//! Memory: allocation of every kind, copies and fills (plain, 2D, asynchronous, to and
//! from symbols), pointer queries.
//!
//! Every allocation is host memory whose address is also its device address
//! (`crate::host_memory`), so a copy of any direction is a host `memcpy` once both
//! sides are checked: a device side must lie inside one allocation, as CUDA requires.

use super::graph::{graph_allocation, submit, MemsetParams, Work};
use super::{call, put};
use crate::errors::{self, CudaError};
use crate::state::{runtime, RegionKind, Runtime, Symbol};
use ptxsim::SymbolPlace;
use std::ffi::{c_int, c_void};
use std::sync::Arc;

const HOST_TO_HOST: c_int = 0;
const HOST_TO_DEVICE: c_int = 1;
const DEVICE_TO_HOST: c_int = 2;
const DEVICE_TO_DEVICE: c_int = 3;
const DEFAULT: c_int = 4;

/// `cudaHostAllocMapped` and friends are accepted; all host allocations are mapped.
const MEM_ATTACH_GLOBAL: u32 = 1;

fn allocate(out: *mut *mut c_void, size: usize, kind: RegionKind, flags: u32) -> CudaError {
    call(|rt| {
        if out.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        let p = rt.alloc(size as u64, kind, flags)?;
        // SAFETY: checked non-null; the caller passes a valid out-pointer.
        unsafe { put(out, p as *mut c_void) }
    })
}

/// `cudaMalloc`.
#[no_mangle]
pub extern "C" fn cudaMalloc(dev_ptr: *mut *mut c_void, size: usize) -> CudaError {
    allocate(dev_ptr, size, RegionKind::Device, 0)
}

/// `cudaMallocAsync`: allocated at once (stream order holds, every stream is idle); in
/// a capturing stream, an allocation node whose address is fixed now.
#[no_mangle]
pub extern "C" fn cudaMallocAsync(dev_ptr: *mut *mut c_void, size: usize, stream: *mut c_void) -> CudaError {
    allocate_in(dev_ptr, size, stream)
}

fn allocate_in(out: *mut *mut c_void, size: usize, stream: *mut c_void) -> CudaError {
    let capturing = runtime().graphs.captures.contains_key(&(stream as usize));
    if !capturing {
        return allocate(out, size, RegionKind::Device, 0);
    }
    submit(stream, |rt| {
        if out.is_null() || size == 0 {
            return Err(errors::ErrorInvalidValue);
        }
        let ptr = graph_allocation(rt, size as u64)?;
        // SAFETY: checked non-null; the caller passes a valid out-pointer.
        unsafe { put(out, ptr as *mut c_void) }?;
        Ok(Work::MemAlloc { ptr, size: size as u64 })
    })
}

/// `cudaMallocFromPoolAsync`.
#[no_mangle]
pub extern "C" fn cudaMallocFromPoolAsync(
    dev_ptr: *mut *mut c_void,
    size: usize,
    _pool: *mut c_void,
    _stream: *mut c_void,
) -> CudaError {
    allocate(dev_ptr, size, RegionKind::Device, 0)
}

/// `cudaMallocManaged`.
#[no_mangle]
pub extern "C" fn cudaMallocManaged(dev_ptr: *mut *mut c_void, size: usize, flags: u32) -> CudaError {
    allocate(
        dev_ptr,
        size,
        RegionKind::Managed,
        if flags == 0 { MEM_ATTACH_GLOBAL } else { flags },
    )
}

/// `cudaMallocHost`.
#[no_mangle]
pub extern "C" fn cudaMallocHost(ptr: *mut *mut c_void, size: usize) -> CudaError {
    allocate(ptr, size, RegionKind::Host, 0)
}

/// `cudaHostAlloc`.
#[no_mangle]
pub extern "C" fn cudaHostAlloc(ptr: *mut *mut c_void, size: usize, flags: u32) -> CudaError {
    allocate(ptr, size, RegionKind::Host, flags)
}

/// The pitch of rows of `width` bytes: padded to 512 bytes, as NVIDIA's runtime pads them.
pub(crate) fn row_pitch(width: usize) -> usize {
    width.div_ceil(512).max(1) * 512
}

/// `cudaMallocPitch`: rows padded to 512 bytes, as NVIDIA's runtime pads them.
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cudaMallocPitch(
    dev_ptr: *mut *mut c_void,
    pitch: *mut usize,
    width: usize,
    height: usize,
) -> CudaError {
    let p = row_pitch(width);
    call(|rt| {
        let size = p.checked_mul(height).ok_or(errors::ErrorMemoryAllocation)?;
        let base = rt.alloc(size as u64, RegionKind::Device, 0)?;
        // SAFETY: the caller's contract.
        unsafe {
            put(pitch, p)?;
            put(dev_ptr, base as *mut c_void)
        }
    })
}

fn release(ptr: *mut c_void, kinds: &[RegionKind]) -> CudaError {
    if ptr.is_null() {
        return call(|_| Ok(()));
    }
    call(|rt| rt.free(ptr as u64, kinds))
}

/// `cudaFree` (of device or managed memory; NULL is a no-op). A graph's allocation stays
/// mapped, as the graph's next launch allocates it again at the same address.
#[no_mangle]
pub extern "C" fn cudaFree(dev_ptr: *mut c_void) -> CudaError {
    call(|rt| {
        if rt.graphs.allocations.contains_key(&(dev_ptr as u64)) {
            rt.graphs.live.remove(&(dev_ptr as u64));
            return Ok(());
        }
        if dev_ptr.is_null() {
            return Ok(());
        }
        rt.free(dev_ptr as u64, &[RegionKind::Device, RegionKind::Managed])
    })
}

/// `cudaFreeAsync`: in a capturing stream, a node freeing a graph's allocation.
#[no_mangle]
pub extern "C" fn cudaFreeAsync(dev_ptr: *mut c_void, stream: *mut c_void) -> CudaError {
    submit(stream, |rt| {
        if rt.graphs.allocations.contains_key(&(dev_ptr as u64)) {
            return Ok(Work::MemFree(dev_ptr as u64));
        }
        let base = dev_ptr as u64;
        Ok(Work::Other(
            11,
            Arc::new(move |rt: &mut Runtime| {
                if base == 0 {
                    Ok(())
                } else {
                    rt.free(base, &[RegionKind::Device, RegionKind::Managed])
                }
            }),
        ))
    })
}

/// `cudaFreeHost`.
#[no_mangle]
pub extern "C" fn cudaFreeHost(ptr: *mut c_void) -> CudaError {
    release(ptr, &[RegionKind::Host])
}

/// `cudaHostRegister`.
#[no_mangle]
pub extern "C" fn cudaHostRegister(ptr: *mut c_void, size: usize, flags: u32) -> CudaError {
    call(|rt| rt.register_host(ptr as u64, size as u64, flags))
}

/// `cudaHostUnregister`.
#[no_mangle]
pub extern "C" fn cudaHostUnregister(ptr: *mut c_void) -> CudaError {
    call(|rt| {
        rt.free(ptr as u64, &[RegionKind::Registered])
            .map_err(|_| errors::ErrorHostMemoryNotRegistered)
    })
}

/// `cudaHostGetDevicePointer`: the same address (unified addressing).
///
/// # Safety
/// `dev_ptr` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaHostGetDevicePointer(
    dev_ptr: *mut *mut c_void,
    host: *mut c_void,
    _flags: u32,
) -> CudaError {
    call(|rt| match rt.region_of(host as u64) {
        Some((_, r)) if matches!(r.kind, RegionKind::Host | RegionKind::Registered) => {
            // SAFETY: the caller's contract.
            unsafe { put(dev_ptr, host) }
        }
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaHostGetFlags`.
///
/// # Safety
/// `flags` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaHostGetFlags(flags: *mut u32, host: *mut c_void) -> CudaError {
    call(|rt| match rt.region_of(host as u64) {
        Some((_, r)) if matches!(r.kind, RegionKind::Host | RegionKind::Registered) => {
            // SAFETY: the caller's contract.
            unsafe { put(flags, r.flags) }
        }
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaPointerAttributes`.
#[repr(C)]
pub struct PointerAttributes {
    memory_type: c_int,
    device: c_int,
    device_pointer: *mut c_void,
    host_pointer: *mut c_void,
    locality: i64,
    reserved: [i64; 7],
}

/// `cudaPointerGetAttributes`: what kind of memory `ptr` points into (unregistered
/// host memory is `cudaMemoryTypeUnregistered`, not an error, as in CUDA 11 and later).
///
/// # Safety
/// `attributes` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaPointerGetAttributes(attributes: *mut PointerAttributes, ptr: *const c_void) -> CudaError {
    call(|rt| {
        let p = ptr as *mut c_void;
        let (memory_type, dev, host) = match rt.region_of(ptr as u64).map(|(_, r)| r.kind) {
            Some(RegionKind::Device | RegionKind::ModuleGlobals | RegionKind::Array | RegionKind::Mapped) => {
                (2, p, std::ptr::null_mut())
            }
            Some(RegionKind::Host | RegionKind::Registered) => (1, p, p),
            Some(RegionKind::Managed) => (3, p, p),
            None => (0, std::ptr::null_mut(), std::ptr::null_mut()),
        };
        let a = PointerAttributes {
            memory_type,
            device: if memory_type == 0 { -2 } else { 0 },
            device_pointer: dev,
            host_pointer: host,
            locality: -1,
            reserved: [0; 7],
        };
        // SAFETY: the caller's contract.
        unsafe { put(attributes, a) }
    })
}

/// `cudaMemGetInfo`: a 40 GiB device (an A100's), less what is allocated.
///
/// # Safety
/// The out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cudaMemGetInfo(free: *mut usize, total: *mut usize) -> CudaError {
    call(|rt| {
        let used: u64 = rt
            .regions
            .values()
            .filter(|r| {
                matches!(
                    r.kind,
                    RegionKind::Device | RegionKind::Managed | RegionKind::Array | RegionKind::Mapped
                )
            })
            .map(|r| r.len)
            .sum();
        let all = crate::cudart::device::TOTAL_MEMORY;
        // SAFETY: the caller's contract.
        unsafe {
            put(free, all.saturating_sub(used) as usize)?;
            put(total, all as usize)
        }
    })
}

/// Checks the sides of a copy or fill of `len` bytes against `kind`.
fn check_sides(rt: &Runtime, dst: u64, src: Option<u64>, len: u64, kind: c_int) -> Result<(), CudaError> {
    if len == 0 {
        return Ok(());
    }
    if dst == 0 || src == Some(0) {
        return Err(errors::ErrorInvalidValue);
    }
    let device_side_ok = |a: u64| rt.covers(a, len);
    let ok = match kind {
        HOST_TO_HOST | DEFAULT => true,
        HOST_TO_DEVICE => device_side_ok(dst),
        DEVICE_TO_HOST => src.is_none_or(device_side_ok),
        DEVICE_TO_DEVICE => device_side_ok(dst) && src.is_none_or(device_side_ok),
        _ => return Err(errors::ErrorInvalidMemcpyDirection),
    };
    if ok {
        Ok(())
    } else {
        Err(errors::ErrorInvalidValue)
    }
}

/// Copies `len` bytes after checking both sides.
pub(crate) fn copy(rt: &Runtime, dst: u64, src: u64, len: u64, kind: c_int) -> Result<(), CudaError> {
    check_sides(rt, dst, Some(src), len, kind)?;
    if len > 0 {
        // SAFETY: device sides lie inside live allocations; host sides are the program's
        // own memory, as CUDA requires of them. `copy` allows overlap (D2D within one buffer).
        unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, len as usize) };
    }
    Ok(())
}

/// `cudaMemcpy`.
#[no_mangle]
pub extern "C" fn cudaMemcpy(dst: *mut c_void, src: *const c_void, count: usize, kind: c_int) -> CudaError {
    call(|rt| copy(rt, dst as u64, src as u64, count as u64, kind))
}

/// `cudaMemcpyAsync`: done at once, or a node of the stream's capture.
#[no_mangle]
pub extern "C" fn cudaMemcpyAsync(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    submit(stream, |_| {
        Ok(Work::Copy {
            dst: dst as u64,
            src: src as u64,
            count: count as u64,
            kind,
        })
    })
}

/// `cudaMemcpyPeer`: one device, so a plain copy.
#[no_mangle]
pub extern "C" fn cudaMemcpyPeer(
    dst: *mut c_void,
    _dst_device: c_int,
    src: *const c_void,
    _src_device: c_int,
    count: usize,
) -> CudaError {
    cudaMemcpy(dst, src, count, DEFAULT)
}

#[allow(clippy::too_many_arguments)]
fn copy_2d_on(
    rt: &Runtime,
    dst: u64,
    dpitch: usize,
    src: u64,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> Result<(), CudaError> {
    if width > dpitch || width > spitch {
        return Err(errors::ErrorInvalidPitchValue);
    }
    for row in 0..height as u64 {
        copy(
            rt,
            dst + row * dpitch as u64,
            src + row * spitch as u64,
            width as u64,
            kind,
        )?;
    }
    Ok(())
}

fn copy_2d(dst: u64, dpitch: usize, src: u64, spitch: usize, width: usize, height: usize, kind: c_int) -> CudaError {
    call(|rt| copy_2d_on(rt, dst, dpitch, src, spitch, width, height, kind))
}

/// `cudaMemcpy2D`.
#[no_mangle]
pub extern "C" fn cudaMemcpy2D(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    copy_2d(dst as u64, dpitch, src as u64, spitch, width, height, kind)
}

/// `cudaMemcpy2DAsync`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    let (dst, src) = (dst as u64, src as u64);
    submit(stream, |_| {
        Ok(Work::Other(
            1,
            Arc::new(move |rt: &mut Runtime| copy_2d_on(rt, dst, dpitch, src, spitch, width, height, kind)),
        ))
    })
}

/// Fills `count` elements of `size` bytes (1, 2 or 4) at `dst` with `value`'s low bytes.
pub(crate) fn fill_elements(rt: &Runtime, dst: u64, value: u32, size: u32, count: u64) -> Result<(), CudaError> {
    let len = count * size as u64;
    check_sides(rt, dst, None, len, DEVICE_TO_DEVICE)?;
    let bytes = value.to_le_bytes();
    for i in 0..len {
        // SAFETY: checked to lie inside one live allocation.
        unsafe { *((dst + i) as *mut u8) = bytes[(i % size as u64) as usize] };
    }
    Ok(())
}

pub(crate) fn fill(rt: &Runtime, dst: u64, value: c_int, len: u64) -> Result<(), CudaError> {
    check_sides(rt, dst, None, len, DEVICE_TO_DEVICE)?;
    if len > 0 {
        // SAFETY: checked to lie inside one live allocation.
        unsafe { std::ptr::write_bytes(dst as *mut u8, value as u8, len as usize) };
    }
    Ok(())
}

/// `cudaMemset`.
#[no_mangle]
pub extern "C" fn cudaMemset(dev_ptr: *mut c_void, value: c_int, count: usize) -> CudaError {
    call(|rt| fill(rt, dev_ptr as u64, value, count as u64))
}

/// `cudaMemsetAsync`.
#[no_mangle]
pub extern "C" fn cudaMemsetAsync(dev_ptr: *mut c_void, value: c_int, count: usize, stream: *mut c_void) -> CudaError {
    cudaMemset2DAsync(dev_ptr, count, value, count, 1, stream)
}

/// `cudaMemset2D`.
#[no_mangle]
pub extern "C" fn cudaMemset2D(
    dev_ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
) -> CudaError {
    call(|rt| {
        if width > pitch {
            return Err(errors::ErrorInvalidPitchValue);
        }
        for row in 0..height as u64 {
            fill(rt, dev_ptr as u64 + row * pitch as u64, value, width as u64)?;
        }
        Ok(())
    })
}

/// `cudaMemset2DAsync`.
#[no_mangle]
pub extern "C" fn cudaMemset2DAsync(
    dev_ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
    stream: *mut c_void,
) -> CudaError {
    submit(stream, |_| {
        if width > pitch {
            return Err(errors::ErrorInvalidPitchValue);
        }
        Ok(Work::Memset(MemsetParams {
            dst: dev_ptr as u64,
            pitch,
            value: value as u8 as u32,
            element_size: 1,
            width,
            height,
        }))
    })
}

/// The symbol named by a host shadow address, with `[offset, offset+count)` inside it.
fn symbol_range(rt: &mut Runtime, symbol: *const c_void, offset: usize, count: usize) -> Result<Symbol, CudaError> {
    let s = rt.symbol(symbol as usize)?;
    if offset.checked_add(count).is_none_or(|e| e as u64 > s.size) {
        return Err(errors::ErrorInvalidValue);
    }
    Ok(s)
}

/// `cudaMemcpyToSymbol`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToSymbol(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    _kind: c_int,
) -> CudaError {
    call(|rt| to_symbol(rt, symbol as usize, src as usize, count, offset))
}

/// Copies `count` bytes from `src` to `offset` of the symbol whose shadow is at `symbol`.
fn to_symbol(rt: &mut Runtime, symbol: usize, src: usize, count: usize, offset: usize) -> Result<(), CudaError> {
    let (symbol, src) = (symbol as *const c_void, src as *const c_void);
    let s = symbol_range(rt, symbol, offset, count)?;
    if src.is_null() && count > 0 {
        return Err(errors::ErrorInvalidValue);
    }
    match s.place {
        SymbolPlace::Global(addr) => copy(rt, addr + offset as u64, src as u64, count as u64, DEFAULT),
        SymbolPlace::Const(off) => {
            // SAFETY: `src` holds `count` bytes (the caller's promise to CUDA).
            let bytes = unsafe { std::slice::from_raw_parts(src as *const u8, count) };
            rt.write_const(s.module, off as usize + offset, bytes);
            Ok(())
        }
    }
}

/// `cudaMemcpyToSymbolAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToSymbolAsync(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    _kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    let (symbol, src) = (symbol as usize, src as usize);
    submit(stream, |_| {
        Ok(Work::Other(
            1,
            Arc::new(move |rt: &mut Runtime| to_symbol(rt, symbol, src, count, offset)),
        ))
    })
}

/// `cudaMemcpyFromSymbol`.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromSymbol(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    _kind: c_int,
) -> CudaError {
    call(|rt| from_symbol(rt, dst as usize, symbol as usize, count, offset))
}

/// Copies `count` bytes from `offset` of the symbol whose shadow is at `symbol` to `dst`.
fn from_symbol(rt: &mut Runtime, dst: usize, symbol: usize, count: usize, offset: usize) -> Result<(), CudaError> {
    let (dst, symbol) = (dst as *mut c_void, symbol as *const c_void);
    let s = symbol_range(rt, symbol, offset, count)?;
    if dst.is_null() && count > 0 {
        return Err(errors::ErrorInvalidValue);
    }
    match s.place {
        SymbolPlace::Global(addr) => copy(rt, dst as u64, addr + offset as u64, count as u64, DEFAULT),
        SymbolPlace::Const(off) => {
            let at = off as usize + offset;
            let bank = rt.const_bank(s.module);
            // SAFETY: `dst` holds `count` bytes (the caller's promise to CUDA).
            unsafe { std::ptr::copy_nonoverlapping(bank[at..at + count].as_ptr(), dst as *mut u8, count) };
            Ok(())
        }
    }
}

/// `cudaMemcpyFromSymbolAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromSymbolAsync(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    _kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    let (dst, symbol) = (dst as usize, symbol as usize);
    submit(stream, |_| {
        Ok(Work::Other(
            1,
            Arc::new(move |rt: &mut Runtime| from_symbol(rt, dst, symbol, count, offset)),
        ))
    })
}

/// `cudaGetSymbolAddress`: the device address of a `__device__` variable, or of a host
/// copy of a `__constant__` one that reaches the kernels at their next launch.
///
/// # Safety
/// `dev_ptr` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetSymbolAddress(dev_ptr: *mut *mut c_void, symbol: *const c_void) -> CudaError {
    call(|rt| match rt.symbol(symbol as usize)?.place {
        // SAFETY: the caller's contract.
        SymbolPlace::Global(addr) => unsafe { put(dev_ptr, addr as *mut c_void) },
        SymbolPlace::Const(off) => {
            let module = rt.symbol(symbol as usize)?.module;
            let addr = rt.const_address(module, off)?;
            // SAFETY: the caller's contract.
            unsafe { put(dev_ptr, addr as *mut c_void) }
        }
    })
}

/// `cudaGetSymbolSize`.
///
/// # Safety
/// `size` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetSymbolSize(size: *mut usize, symbol: *const c_void) -> CudaError {
    call(|rt| {
        let s = rt.symbol(symbol as usize)?;
        // SAFETY: the caller's contract.
        unsafe { put(size, s.size as usize) }
    })
}

/// `cudaMemLocation`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct MemLocation {
    kind: c_int,
    id: c_int,
}

/// `cudaMemPrefetchAsync`: host and device share the bytes; nothing to move.
#[no_mangle]
pub extern "C" fn cudaMemPrefetchAsync(
    _ptr: *const c_void,
    _count: usize,
    _location: MemLocation,
    _flags: u32,
    _stream: *mut c_void,
) -> CudaError {
    call(|_| Ok(()))
}

/// `cudaMemAdvise`: a hint; accepted.
#[no_mangle]
pub extern "C" fn cudaMemAdvise(
    _ptr: *const c_void,
    _count: usize,
    _advice: c_int,
    _location: MemLocation,
) -> CudaError {
    call(|_| Ok(()))
}

/// `cudaStreamAttachMemAsync`: accepted.
#[no_mangle]
pub extern "C" fn cudaStreamAttachMemAsync(
    _stream: *mut c_void,
    _ptr: *mut c_void,
    _length: usize,
    _flags: u32,
) -> CudaError {
    call(|_| Ok(()))
}
