//! Kernel launches: the `<<<...>>>` path nvcc's stubs take (push the configuration,
//! pop it in the stub, launch with the argument pointers), `cudaLaunchKernel` and its
//! kin, and what a program asks about a kernel (attributes, occupancy).

use super::graph::{submit, KernelWork, Work};
use super::{call, put, record, Dim3};
use crate::errors::{self, CudaError};
use crate::state::{Kernel, Runtime};
use std::cell::RefCell;
use std::ffi::{c_char, c_int, c_void};

struct CallConfiguration {
    grid: Dim3,
    block: Dim3,
    shared: usize,
    stream: *mut c_void,
}

thread_local! {
    static CONFIGURATIONS: RefCell<Vec<CallConfiguration>> = const { RefCell::new(Vec::new()) };
}

/// `__cudaPushCallConfiguration`: the `<<<grid, block, shared, stream>>>` of a launch.
#[no_mangle]
pub extern "C" fn __cudaPushCallConfiguration(grid: Dim3, block: Dim3, shared: usize, stream: *mut c_void) -> u32 {
    CONFIGURATIONS.with(|c| {
        c.borrow_mut().push(CallConfiguration {
            grid,
            block,
            shared,
            stream,
        })
    });
    0
}

/// `__cudaPopCallConfiguration`: the stub takes back its configuration.
///
/// # Safety
/// The pointers are valid for writes (`stream` of a `cudaStream_t`).
#[no_mangle]
pub unsafe extern "C" fn __cudaPopCallConfiguration(
    grid: *mut Dim3,
    block: *mut Dim3,
    shared: *mut usize,
    stream: *mut c_void,
) -> CudaError {
    let Some(c) = CONFIGURATIONS.with(|c| c.borrow_mut().pop()) else {
        return record(errors::ErrorMissingConfiguration);
    };
    // SAFETY: the caller's contract.
    unsafe {
        *grid = c.grid;
        *block = c.block;
        *shared = c.shared;
        *(stream as *mut *mut c_void) = c.stream;
    }
    errors::SUCCESS
}

/// `__cudaGetKernel`: the handle a stub launches with is the stub's own address.
///
/// # Safety
/// `kernel` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn __cudaGetKernel(kernel: *mut *const c_void, fun: *const c_void) -> CudaError {
    // SAFETY: the caller's contract.
    record(unsafe { put(kernel, fun) }.err().unwrap_or(errors::SUCCESS))
}

/// `cudaGetKernel`: as `__cudaGetKernel`.
///
/// # Safety
/// As `__cudaGetKernel`.
#[no_mangle]
pub unsafe extern "C" fn cudaGetKernel(kernel: *mut *const c_void, fun: *const c_void) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { __cudaGetKernel(kernel, fun) }
}

/// Copies the arguments `args` points at into the kernel's parameter buffer.
///
/// # Safety
/// `args` holds one valid pointer per kernel parameter (or is null for none).
pub unsafe fn parameter_buffer(rt: &Runtime, k: Kernel, args: *const *const c_void) -> Result<Vec<u8>, CudaError> {
    let f = rt.kernel_info(k);
    let mut buf = vec![0u8; f.kparam_size as usize];
    if f.params.is_empty() {
        return Ok(buf);
    }
    if args.is_null() {
        return Err(errors::ErrorInvalidValue);
    }
    for (i, slot) in f.params.iter().enumerate() {
        // SAFETY: the caller's contract: argument i points at slot.size bytes.
        unsafe {
            let a = *args.add(i) as *const u8;
            if a.is_null() {
                return Err(errors::ErrorInvalidValue);
            }
            let dst = &mut buf[slot.off as usize..(slot.off + slot.size) as usize];
            std::ptr::copy_nonoverlapping(a, dst.as_mut_ptr(), dst.len());
        }
    }
    Ok(buf)
}

/// Launches the kernel whose stub is at `fun` in `stream` (a node, when the stream is
/// being captured).
///
/// # Safety
/// As `parameter_buffer`.
unsafe fn launch(
    fun: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    stream: *mut c_void,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch_as(fun, grid, block, args, shared, stream, false) }
}

/// `launch`, cooperative or not.
///
/// # Safety
/// As `parameter_buffer`.
unsafe fn launch_as(
    fun: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    stream: *mut c_void,
    cooperative: bool,
) -> CudaError {
    submit(stream, |rt| {
        let k = rt.kernel(fun as usize)?;
        // SAFETY: the caller's contract.
        let params = unsafe { parameter_buffer(rt, k, args) }?;
        Ok(Work::Kernel(KernelWork {
            func: fun as usize,
            kernel: k,
            grid: grid.arr(),
            block: block.arr(),
            shared: shared as u32,
            params,
            cooperative,
        }))
    })
}

/// `__cudaLaunchKernel`: the launch in nvcc's stubs.
///
/// # Safety
/// `args` holds a pointer to each of the kernel's arguments.
#[no_mangle]
pub unsafe extern "C" fn __cudaLaunchKernel(
    kernel: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    stream: *mut c_void,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch(kernel, grid, block, args, shared, stream) }
}

/// `__cudaLaunchKernel_ptsz`: the per-thread default stream's form.
///
/// # Safety
/// As `__cudaLaunchKernel`.
#[no_mangle]
pub unsafe extern "C" fn __cudaLaunchKernel_ptsz(
    kernel: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    stream: *mut c_void,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { __cudaLaunchKernel(kernel, grid, block, args, shared, stream) }
}

/// `cudaLaunchKernel`.
///
/// # Safety
/// As `__cudaLaunchKernel`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    stream: *mut c_void,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch(func, grid, block, args, shared, stream) }
}

/// `cudaLaunchCooperativeKernel`: every block may be resident at once and the kernel
/// gets a grid workspace, so `this_grid().sync()` works (ptxsim's blocks take turns
/// while they wait at it).
///
/// # Safety
/// As `__cudaLaunchKernel`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchCooperativeKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *const *const c_void,
    shared: usize,
    stream: *mut c_void,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { launch_as(func, grid, block, args, shared, stream, true) }
}

/// `cudaLaunchConfig_t`.
#[repr(C)]
pub struct LaunchConfigC {
    grid: Dim3,
    block: Dim3,
    shared: usize,
    stream: *mut c_void,
    attrs: *mut c_void,
    num_attrs: u32,
}

/// `cudaLaunchKernelExC`: launch attributes (clusters, priorities) are not needed by a
/// sequential emulator and are ignored.
///
/// # Safety
/// `config` is valid; `args` as for `__cudaLaunchKernel`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchKernelExC(
    config: *const LaunchConfigC,
    func: *const c_void,
    args: *const *const c_void,
) -> CudaError {
    if config.is_null() {
        return record(errors::ErrorInvalidValue);
    }
    // SAFETY: the caller's contract.
    unsafe {
        let c = &*config;
        launch(func, c.grid, c.block, args, c.shared, c.stream)
    }
}

/// `cudaFuncAttributes`.
#[repr(C)]
pub struct FuncAttributes {
    shared_size_bytes: usize,
    const_size_bytes: usize,
    local_size_bytes: usize,
    max_threads_per_block: c_int,
    num_regs: c_int,
    ptx_version: c_int,
    binary_version: c_int,
    cache_mode_ca: c_int,
    max_dynamic_shared_size_bytes: c_int,
    preferred_shmem_carveout: c_int,
    cluster_dim_must_be_set: c_int,
    required_cluster: [c_int; 3],
    cluster_scheduling_policy_preference: c_int,
    non_portable_cluster_size_allowed: c_int,
    device_node_update_status: c_int,
    shared_memory_mode: c_int,
    reserved: [c_int; 14],
}

/// `cudaFuncGetAttributes`: sizes from the kernel's PTX; registers are not allocated
/// by an emulator, so `numRegs` is 32, a value every launch shape fits.
///
/// # Safety
/// `attr` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaFuncGetAttributes(attr: *mut FuncAttributes, func: *const c_void) -> CudaError {
    call(|rt| {
        let k = rt.kernel(func as usize)?;
        let shared = rt.static_shared(k);
        let f = rt.kernel_info(k);
        let a = FuncAttributes {
            shared_size_bytes: shared as usize,
            const_size_bytes: 0,
            local_size_bytes: f.local_size as usize,
            max_threads_per_block: f.max_threads.map_or(1024, |n| n.min(1024)) as c_int,
            num_regs: 32,
            ptx_version: rt.sm as c_int,
            binary_version: rt.sm as c_int,
            cache_mode_ca: 0,
            max_dynamic_shared_size_bytes: 48 * 1024,
            preferred_shmem_carveout: -1,
            cluster_dim_must_be_set: 0,
            required_cluster: [0; 3],
            cluster_scheduling_policy_preference: 0,
            non_portable_cluster_size_allowed: 0,
            device_node_update_status: 0,
            shared_memory_mode: 0,
            reserved: [0; 14],
        };
        // SAFETY: the caller's contract.
        unsafe { put(attr, a) }
    })
}

/// `cudaFuncSetAttribute`: accepted for a known kernel (limits are not enforced).
#[no_mangle]
pub extern "C" fn cudaFuncSetAttribute(func: *const c_void, _attr: c_int, _value: c_int) -> CudaError {
    call(|rt| rt.kernel(func as usize).map(|_| ()))
}

/// `cudaFuncSetCacheConfig`: a hint; accepted.
#[no_mangle]
pub extern "C" fn cudaFuncSetCacheConfig(func: *const c_void, _config: c_int) -> CudaError {
    call(|rt| rt.kernel(func as usize).map(|_| ()))
}

/// `cudaFuncSetSharedMemConfig`: a hint; accepted.
#[no_mangle]
pub extern "C" fn cudaFuncSetSharedMemConfig(func: *const c_void, _config: c_int) -> CudaError {
    call(|rt| rt.kernel(func as usize).map(|_| ()))
}

/// `cudaFuncGetName`.
///
/// # Safety
/// `name` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaFuncGetName(name: *mut *const c_char, func: *const c_void) -> CudaError {
    call(|rt| {
        let n = rt
            .kernel_name(func as usize)
            .ok_or(errors::ErrorInvalidDeviceFunction)?;
        let c: &'static std::ffi::CStr = Box::leak(std::ffi::CString::new(n).unwrap_or_default().into_boxed_c_str());
        // SAFETY: the caller's contract.
        unsafe { put(name, c.as_ptr()) }
    })
}

/// Blocks of `threads` threads and `shared` bytes that fit on one multiprocessor of an
/// sm_80 device (2048 threads, 32 blocks, 164 KiB of shared memory).
pub fn blocks_per_sm(threads: u64, shared: u64) -> u64 {
    let by_threads = 2048 / threads.clamp(1, 1024);
    let by_shared = (164 * 1024u64).checked_div(shared).unwrap_or(u64::MAX);
    by_threads.min(by_shared).min(32)
}

/// `cudaOccupancyMaxActiveBlocksPerMultiprocessor`.
///
/// # Safety
/// `num_blocks` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    num_blocks: *mut c_int,
    func: *const c_void,
    block_size: c_int,
    dynamic_shared: usize,
) -> CudaError {
    call(|rt| {
        let k = rt.kernel(func as usize)?;
        let shared = rt.static_shared(k) as u64 + dynamic_shared as u64;
        let n = blocks_per_sm(block_size.max(1) as u64, shared);
        // SAFETY: the caller's contract.
        unsafe { put(num_blocks, n as c_int) }
    })
}

/// `cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`.
///
/// # Safety
/// As `cudaOccupancyMaxActiveBlocksPerMultiprocessor`.
#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    num_blocks: *mut c_int,
    func: *const c_void,
    block_size: c_int,
    dynamic_shared: usize,
    _flags: u32,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaOccupancyMaxActiveBlocksPerMultiprocessor(num_blocks, func, block_size, dynamic_shared) }
}

/// `cudaOccupancyAvailableDynamicSMemPerBlock`.
///
/// # Safety
/// `size` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyAvailableDynamicSMemPerBlock(
    size: *mut usize,
    func: *const c_void,
    _num_blocks: c_int,
    _block_size: c_int,
) -> CudaError {
    call(|rt| {
        let k = rt.kernel(func as usize)?;
        let free = (48 * 1024usize).saturating_sub(rt.static_shared(k) as usize);
        // SAFETY: the caller's contract.
        unsafe { put(size, free) }
    })
}
