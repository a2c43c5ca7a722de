//! The driver's virtual memory management: physical allocations (`cuMemCreate`) mapped
//! into reserved address ranges (`cuMemAddressReserve`, `cuMemMap`) and made accessible
//! to the device (`cuMemSetAccess`).
//!
//! A physical allocation is an anonymous shared memory file (`memfd_create`); mapping it
//! maps the file at the address, so two mappings of one allocation see the same bytes
//! and a mapping outlives `cuMemRelease`, as CUDA's do. A reservation is an inaccessible
//! mapping that keeps the range from other uses. `cuMemSetAccess` makes the range a
//! device region the kernels and copies may touch.

use super::{CuResult, INVALID_HANDLE, INVALID_VALUE, SUCCESS};
use crate::state::{runtime, Region, RegionKind};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::ffi::{c_int, c_void};

/// Granularity of allocations and mappings: 2 MiB, an A100's.
const GRANULARITY: usize = 2 << 20;
/// `CUDA_ERROR_OUT_OF_MEMORY`.
const OUT_OF_MEMORY: CuResult = 2;

/// `CUmemAllocationProp` (32 bytes), kept to answer it back.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct AllocationProp {
    bytes: [u64; 4],
}

/// The process's physical allocations and reservations.
#[derive(Default)]
pub struct Vmm {
    /// Handle -> (memory file, size, properties).
    allocations: FxHashMap<u64, (c_int, usize, AllocationProp)>,
    /// Reserved ranges: base -> size.
    reservations: BTreeMap<u64, usize>,
    /// Handles given so far.
    made: u64,
}

/// `cuMemGetAllocationGranularity`.
///
/// # Safety
/// `granularity` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuMemGetAllocationGranularity(
    granularity: *mut usize,
    prop: *const AllocationProp,
    _option: c_int,
) -> CuResult {
    if granularity.is_null() || prop.is_null() {
        return INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    unsafe { *granularity = GRANULARITY };
    SUCCESS
}

/// `cuMemCreate`: `size` bytes (a multiple of the granularity) of zeroed memory.
///
/// # Safety
/// `handle` is valid for a write, `prop` for a read.
#[no_mangle]
pub unsafe extern "C" fn cuMemCreate(
    handle: *mut u64,
    size: usize,
    prop: *const AllocationProp,
    _flags: u64,
) -> CuResult {
    if handle.is_null() || prop.is_null() || size == 0 || !size.is_multiple_of(GRANULARITY) {
        return INVALID_VALUE;
    }
    // SAFETY: a NUL-terminated name; the file is ours.
    let fd = unsafe { libc::memfd_create(c"ptxsim-cuMemCreate".as_ptr(), libc::MFD_CLOEXEC) };
    // SAFETY: the file just made.
    if fd < 0 || unsafe { libc::ftruncate(fd, size as libc::off_t) } != 0 {
        return OUT_OF_MEMORY;
    }
    let mut rt = runtime();
    rt.vmm.made += 1;
    let h = rt.vmm.made;
    // SAFETY: the caller's contract.
    let p = unsafe { *prop };
    rt.vmm.allocations.insert(h, (fd, size, p));
    // SAFETY: the caller's contract.
    unsafe { *handle = h };
    SUCCESS
}

/// `cuMemRelease`: the allocation's mappings keep its memory.
#[no_mangle]
pub extern "C" fn cuMemRelease(handle: u64) -> CuResult {
    match runtime().vmm.allocations.remove(&handle) {
        Some((fd, _, _)) => {
            // SAFETY: the allocation's own file, closed once.
            unsafe { libc::close(fd) };
            SUCCESS
        }
        None => INVALID_VALUE,
    }
}

/// `cuMemGetAllocationPropertiesFromHandle`.
///
/// # Safety
/// `prop` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuMemGetAllocationPropertiesFromHandle(prop: *mut AllocationProp, handle: u64) -> CuResult {
    let Some(&(_, _, p)) = runtime().vmm.allocations.get(&handle) else {
        return INVALID_VALUE;
    };
    if prop.is_null() {
        return INVALID_VALUE;
    }
    // SAFETY: the caller's contract.
    unsafe { *prop = p };
    SUCCESS
}

/// An inaccessible private mapping of `size` bytes at `at` (0: anywhere).
fn reserve(at: u64, size: usize) -> Option<u64> {
    let flags =
        libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | if at != 0 { libc::MAP_FIXED } else { 0 };
    // SAFETY: a new mapping, or one over a range this module reserved.
    let p = unsafe { libc::mmap(at as *mut c_void, size, libc::PROT_NONE, flags, -1, 0) };
    (p != libc::MAP_FAILED).then_some(p as u64)
}

/// `cuMemAddressReserve`: `size` bytes aligned to `alignment` (the granularity at
/// least); the address asked for is a hint, not followed.
///
/// # Safety
/// `ptr` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuMemAddressReserve(
    ptr: *mut u64,
    size: usize,
    alignment: usize,
    _addr: u64,
    _flags: u64,
) -> CuResult {
    if ptr.is_null() || size == 0 || !size.is_multiple_of(GRANULARITY) {
        return INVALID_VALUE;
    }
    let align = alignment.max(GRANULARITY);
    if !align.is_power_of_two() {
        return INVALID_VALUE;
    }
    // Over-reserve, then give back the unaligned ends.
    let Some(raw) = reserve(0, size + align) else {
        return OUT_OF_MEMORY;
    };
    let base = raw.next_multiple_of(align as u64);
    // SAFETY: both ends lie in the mapping just made.
    unsafe {
        if base > raw {
            libc::munmap(raw as *mut c_void, (base - raw) as usize);
        }
        let end = base + size as u64;
        let raw_end = raw + (size + align) as u64;
        if raw_end > end {
            libc::munmap(end as *mut c_void, (raw_end - end) as usize);
        }
    }
    runtime().vmm.reservations.insert(base, size);
    // SAFETY: the caller's contract.
    unsafe { *ptr = base };
    SUCCESS
}

/// Whether `[ptr, ptr+size)` lies in one reservation.
fn reserved(ptr: u64, size: usize) -> bool {
    let rt = runtime();
    rt.vmm
        .reservations
        .range(..=ptr)
        .next_back()
        .is_some_and(|(&b, &s)| ptr + size as u64 <= b + s as u64)
}

/// `cuMemAddressFree`.
#[no_mangle]
pub extern "C" fn cuMemAddressFree(ptr: u64, size: usize) -> CuResult {
    let mut rt = runtime();
    if rt.vmm.reservations.get(&ptr) != Some(&size) {
        return INVALID_VALUE;
    }
    rt.vmm.reservations.remove(&ptr);
    // SAFETY: the whole reservation, ours.
    unsafe { libc::munmap(ptr as *mut c_void, size) };
    SUCCESS
}

/// `cuMemMap`: bytes `[offset, offset+size)` of the allocation at `ptr`.
#[no_mangle]
pub extern "C" fn cuMemMap(ptr: u64, size: usize, offset: usize, handle: u64, _flags: u64) -> CuResult {
    if !reserved(ptr, size) || !ptr.is_multiple_of(GRANULARITY as u64) {
        return INVALID_VALUE;
    }
    let Some(&(fd, len, _)) = runtime().vmm.allocations.get(&handle) else {
        return INVALID_HANDLE;
    };
    if offset.checked_add(size).is_none_or(|e| e > len) {
        return INVALID_VALUE;
    }
    let prot = libc::PROT_READ | libc::PROT_WRITE;
    // SAFETY: the range is in a reservation of ours; the file is the allocation's.
    let p = unsafe {
        libc::mmap(
            ptr as *mut c_void,
            size,
            prot,
            libc::MAP_SHARED | libc::MAP_FIXED,
            fd,
            offset as libc::off_t,
        )
    };
    if p == libc::MAP_FAILED {
        return OUT_OF_MEMORY;
    }
    SUCCESS
}

/// `cuMemUnmap`: the range is no longer the device's nor mapped (still reserved).
#[no_mangle]
pub extern "C" fn cuMemUnmap(ptr: u64, size: usize) -> CuResult {
    if !reserved(ptr, size) {
        return INVALID_VALUE;
    }
    let mut rt = runtime();
    let inside: Vec<u64> = rt
        .regions
        .range(ptr..ptr + size as u64)
        .filter(|(_, r)| r.kind == RegionKind::Mapped)
        .map(|(&b, _)| b)
        .collect();
    for b in inside {
        rt.regions.remove(&b);
        rt.device().memory().unmap(b);
    }
    drop(rt);
    match reserve(ptr, size) {
        Some(_) => SUCCESS,
        None => OUT_OF_MEMORY,
    }
}

/// `cuMemSetAccess`: the range becomes device memory (read and write for the one
/// device, whatever the descriptors ask).
#[no_mangle]
pub extern "C" fn cuMemSetAccess(ptr: u64, size: usize, desc: *const c_void, count: usize) -> CuResult {
    if desc.is_null() || count == 0 || !reserved(ptr, size) {
        return INVALID_VALUE;
    }
    let mut rt = runtime();
    if rt.region_of(ptr).is_some_and(|(b, r)| b == ptr && r.len == size as u64) {
        return SUCCESS;
    }
    if rt.region_of(ptr).is_some() || rt.region_of(ptr + size as u64 - 1).is_some() {
        return INVALID_VALUE;
    }
    // SAFETY: the range is mapped (cuMemMap) and stays so until cuMemUnmap, which
    // unmaps it from the device first.
    if unsafe { rt.device().memory().map_host(ptr, size as u64, "cuMemMap memory") }.is_err() {
        return INVALID_VALUE;
    }
    rt.regions.insert(
        ptr,
        Region {
            len: size as u64,
            mapped: 0,
            kind: RegionKind::Mapped,
            flags: 0,
        },
    );
    SUCCESS
}

/// `cuCtxEnablePeerAccess`: there is no peer (`CUDA_ERROR_PEER_ACCESS_UNSUPPORTED`).
#[no_mangle]
pub extern "C" fn cuCtxEnablePeerAccess(_ctx: *mut c_void, _flags: u32) -> CuResult {
    217
}
