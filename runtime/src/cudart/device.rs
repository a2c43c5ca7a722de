//! The device: one device, described as an A100 (sm_80) unless `PTXSIM_SM` names
//! another compute capability; its properties, attributes, limits and versions.

use super::{call, put};
use crate::errors::{self, CudaError};
use std::ffi::{c_char, c_int, c_void};

/// Global memory the device reports (40 GiB).
pub const TOTAL_MEMORY: u64 = 40 << 30;
/// The runtime version reported (CUDA 13.0 as `cudaRuntimeGetVersion` encodes it).
pub const VERSION: c_int = 13000;
/// The driver version reported (`cudaDriverGetVersion`, `cuDriverGetVersion`): that of
/// the CUDA 13 headers programs are built with (`CUDART_VERSION`), so a program that
/// wants a driver at least as new as its toolkit runs.
pub const DRIVER_VERSION: c_int = 13050;
const DEVICE_NAME: &str = "ptxsim (PTX emulator on the CPU)";

/// `cudaDeviceAttr` values of the device, `sm` its compute capability times ten.
pub fn attribute(attr: c_int, sm: u32) -> Option<i64> {
    Some(match attr {
        1 => 1024,             // MaxThreadsPerBlock
        2 | 3 => 1024,         // MaxBlockDimX/Y
        4 => 64,               // MaxBlockDimZ
        5 => i32::MAX as i64,  // MaxGridDimX
        6 | 7 => 65535,        // MaxGridDimY/Z
        8 => 48 * 1024,        // MaxSharedMemoryPerBlock
        9 => 64 * 1024,        // TotalConstantMemory
        10 => 32,              // WarpSize
        11 => i32::MAX as i64, // MaxPitch
        12 | 82 => 65536,      // MaxRegistersPerBlock / PerMultiprocessor
        13 => 1_410_000,       // ClockRate (kHz)
        14 => 512,             // TextureAlignment
        15 | 31 | 41 | 19 | 83 | 86 | 89 | 90 | 91 | 95 | 99 | 101 | 115 | 78 | 79 | 80 => 1,
        16 => 108, // MultiProcessorCount
        // 88, 100: kernels cannot reach pageable (malloc'd) host memory, as on an x86
        // host without heterogeneous memory management: only CUDA's allocations.
        17 | 18 | 20 | 32 | 35 | 84 | 85 | 88 | 100 | 130 => 0,
        30 => 512,                  // SurfaceAlignment
        33 | 34 | 50 => 0,          // PCI ids
        36 => 1_215_000,            // MemoryClockRate (kHz)
        37 => 5120,                 // GlobalMemoryBusWidth
        38 => 40 << 20,             // L2CacheSize
        108 => 30 << 20,            // MaxPersistingL2CacheSize (an A100's: 3/4 of L2)
        109 => 134_213_632,         // MaxAccessPolicyWindowSize
        102 | 107 => 1,             // VirtualMemoryManagement, GenericCompression (cuMemCreate)
        39 => 2048,                 // MaxThreadsPerMultiProcessor
        40 => 2,                    // AsyncEngineCount
        51 => 32,                   // TexturePitchAlignment
        75 => (sm / 10) as i64,     // ComputeCapabilityMajor
        76 => (sm % 10) as i64,     // ComputeCapabilityMinor
        81 => 164 * 1024,           // MaxSharedMemoryPerMultiprocessor
        87 => 2,                    // SingleToDoublePrecisionPerfRatio
        97 => 163 * 1024,           // MaxSharedMemoryPerBlockOptin
        106 => 32,                  // MaxBlocksPerMultiprocessor
        111 => 1024,                // ReservedSharedMemoryPerBlock
        120 => (sm >= 90) as i64,   // ClusterLaunch
        21 | 55 => 131072,          // 1D texture/surface width
        22 | 23 | 56 | 57 => 65536, // 2D texture/surface width/height
        24..=26 | 58..=60 => 16384, // 3D extents
        _ => return None,
    })
}

/// `cudaGetDeviceCount`: one device.
///
/// # Safety
/// `count` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceCount(count: *mut c_int) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(count, 1) })
}

/// `cudaGetDevice`.
///
/// # Safety
/// `device` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetDevice(device: *mut c_int) -> CudaError {
    // SAFETY: the caller's contract.
    call(|rt| unsafe { put(device, rt.current_device) })
}

/// `cudaSetDevice`: only device 0 exists.
#[no_mangle]
pub extern "C" fn cudaSetDevice(device: c_int) -> CudaError {
    call(|rt| {
        if device != 0 {
            return Err(errors::ErrorInvalidDevice);
        }
        rt.current_device = device;
        Ok(())
    })
}

/// `cudaInitDevice`.
#[no_mangle]
pub extern "C" fn cudaInitDevice(device: c_int, _device_flags: u32, _flags: u32) -> CudaError {
    cudaSetDevice(device)
}

/// `cudaChooseDevice`: device 0.
///
/// # Safety
/// `device` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaChooseDevice(device: *mut c_int, _prop: *const c_void) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(device, 0) })
}

/// `cudaDeviceGetAttribute`.
///
/// # Safety
/// `value` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetAttribute(value: *mut c_int, attr: c_int, device: c_int) -> CudaError {
    call(|rt| {
        if device != 0 {
            return Err(errors::ErrorInvalidDevice);
        }
        let v = attribute(attr, rt.sm).unwrap_or(0);
        // SAFETY: the caller's contract.
        unsafe { put(value, v as c_int) }
    })
}

/// `cudaDeviceProp` of CUDA 13 (`driver_types.h`), field for field.
#[repr(C)]
pub struct DeviceProp {
    name: [c_char; 256],
    uuid: [u8; 16],
    luid: [c_char; 8],
    luid_device_node_mask: u32,
    total_global_mem: usize,
    shared_mem_per_block: usize,
    regs_per_block: c_int,
    warp_size: c_int,
    mem_pitch: usize,
    max_threads_per_block: c_int,
    max_threads_dim: [c_int; 3],
    max_grid_size: [c_int; 3],
    total_const_mem: usize,
    major: c_int,
    minor: c_int,
    texture_alignment: usize,
    texture_pitch_alignment: usize,
    multi_processor_count: c_int,
    integrated: c_int,
    can_map_host_memory: c_int,
    max_texture_1d: c_int,
    max_texture_1d_mipmap: c_int,
    max_texture_2d: [c_int; 2],
    max_texture_2d_mipmap: [c_int; 2],
    max_texture_2d_linear: [c_int; 3],
    max_texture_2d_gather: [c_int; 2],
    max_texture_3d: [c_int; 3],
    max_texture_3d_alt: [c_int; 3],
    max_texture_cubemap: c_int,
    max_texture_1d_layered: [c_int; 2],
    max_texture_2d_layered: [c_int; 3],
    max_texture_cubemap_layered: [c_int; 2],
    max_surface_1d: c_int,
    max_surface_2d: [c_int; 2],
    max_surface_3d: [c_int; 3],
    max_surface_1d_layered: [c_int; 2],
    max_surface_2d_layered: [c_int; 3],
    max_surface_cubemap: c_int,
    max_surface_cubemap_layered: [c_int; 2],
    surface_alignment: usize,
    concurrent_kernels: c_int,
    ecc_enabled: c_int,
    pci_bus_id: c_int,
    pci_device_id: c_int,
    pci_domain_id: c_int,
    tcc_driver: c_int,
    async_engine_count: c_int,
    unified_addressing: c_int,
    memory_bus_width: c_int,
    l2_cache_size: c_int,
    persisting_l2_cache_max_size: c_int,
    max_threads_per_multi_processor: c_int,
    stream_priorities_supported: c_int,
    global_l1_cache_supported: c_int,
    local_l1_cache_supported: c_int,
    shared_mem_per_multiprocessor: usize,
    regs_per_multiprocessor: c_int,
    managed_memory: c_int,
    is_multi_gpu_board: c_int,
    multi_gpu_board_group_id: c_int,
    host_native_atomic_supported: c_int,
    pageable_memory_access: c_int,
    concurrent_managed_access: c_int,
    compute_preemption_supported: c_int,
    can_use_host_pointer_for_registered_mem: c_int,
    cooperative_launch: c_int,
    shared_mem_per_block_optin: usize,
    pageable_memory_access_uses_host_page_tables: c_int,
    direct_managed_mem_access_from_host: c_int,
    max_blocks_per_multi_processor: c_int,
    access_policy_max_window_size: c_int,
    reserved_shared_mem_per_block: usize,
    host_register_supported: c_int,
    sparse_cuda_array_supported: c_int,
    host_register_read_only_supported: c_int,
    timeline_semaphore_interop_supported: c_int,
    memory_pools_supported: c_int,
    gpu_direct_rdma_supported: c_int,
    gpu_direct_rdma_flush_writes_options: u32,
    gpu_direct_rdma_writes_ordering: c_int,
    memory_pool_supported_handle_types: u32,
    deferred_mapping_cuda_array_supported: c_int,
    ipc_event_supported: c_int,
    cluster_launch: c_int,
    unified_function_pointers: c_int,
    device_numa_config: c_int,
    device_numa_id: c_int,
    mps_enabled: c_int,
    host_numa_id: c_int,
    gpu_pci_device_id: u32,
    gpu_pci_subsystem_id: u32,
    host_numa_multinode_ipc_supported: c_int,
    reserved: [c_int; 56],
}

/// The properties, from the same table as the attributes.
fn properties(sm: u32) -> DeviceProp {
    let a = |code: c_int| attribute(code, sm).unwrap_or(0) as c_int;
    let z = |code: c_int| attribute(code, sm).unwrap_or(0) as usize;
    // SAFETY: every field is an integer or an array of them; all-zero is valid.
    let mut p: DeviceProp = unsafe { std::mem::zeroed() };
    for (dst, &b) in p.name.iter_mut().zip(DEVICE_NAME.as_bytes()) {
        *dst = b as c_char;
    }
    p.uuid = *b"ptxsim-device-00";
    p.total_global_mem = TOTAL_MEMORY as usize;
    p.shared_mem_per_block = z(8);
    p.regs_per_block = a(12);
    p.warp_size = a(10);
    p.mem_pitch = z(11);
    p.max_threads_per_block = a(1);
    p.max_threads_dim = [a(2), a(3), a(4)];
    p.max_grid_size = [a(5), a(6), a(7)];
    p.total_const_mem = z(9);
    p.major = a(75);
    p.minor = a(76);
    p.texture_alignment = z(14);
    p.texture_pitch_alignment = z(51);
    p.multi_processor_count = a(16);
    p.can_map_host_memory = a(19);
    p.max_texture_1d = a(21);
    p.max_texture_2d = [a(22), a(23)];
    p.max_texture_3d = [a(24), a(25), a(26)];
    p.max_surface_1d = a(55);
    p.max_surface_2d = [a(56), a(57)];
    p.max_surface_3d = [a(58), a(59), a(60)];
    p.surface_alignment = z(30);
    p.concurrent_kernels = a(31);
    p.async_engine_count = a(40);
    p.unified_addressing = a(41);
    p.memory_bus_width = a(37);
    p.l2_cache_size = a(38);
    p.persisting_l2_cache_max_size = a(108);
    p.access_policy_max_window_size = a(109);
    p.max_threads_per_multi_processor = a(39);
    p.stream_priorities_supported = a(78);
    p.global_l1_cache_supported = a(79);
    p.local_l1_cache_supported = a(80);
    p.shared_mem_per_multiprocessor = z(81);
    p.regs_per_multiprocessor = a(82);
    p.managed_memory = a(83);
    p.host_native_atomic_supported = a(86);
    p.pageable_memory_access = a(88);
    p.concurrent_managed_access = a(89);
    p.compute_preemption_supported = a(90);
    p.can_use_host_pointer_for_registered_mem = a(91);
    p.cooperative_launch = a(95);
    p.shared_mem_per_block_optin = z(97);
    p.direct_managed_mem_access_from_host = a(101);
    p.max_blocks_per_multi_processor = a(106);
    p.reserved_shared_mem_per_block = z(111);
    p.host_register_supported = a(99);
    p.memory_pools_supported = a(115);
    p.cluster_launch = a(120);
    p.device_numa_id = -1;
    p.host_numa_id = -1;
    p
}

/// `cudaGetDeviceProperties`.
///
/// # Safety
/// `prop` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties(prop: *mut DeviceProp, device: c_int) -> CudaError {
    call(|rt| {
        if device != 0 {
            return Err(errors::ErrorInvalidDevice);
        }
        // SAFETY: the caller's contract.
        unsafe { put(prop, properties(rt.sm)) }
    })
}

/// `cudaDeviceSynchronize`: kernels finished when their launch returned.
#[no_mangle]
pub extern "C" fn cudaDeviceSynchronize() -> CudaError {
    call(|_| Ok(()))
}

/// `cudaDeviceReset`: allocations and modules stay (the program may still hold
/// pointers into them); a sticky error is cleared, as a reset clears it.
#[no_mangle]
pub extern "C" fn cudaDeviceReset() -> CudaError {
    crate::state::runtime().sticky = errors::SUCCESS;
    errors::SUCCESS
}

/// `cudaDeviceSetLimit`: remembered and answered back.
#[no_mangle]
pub extern "C" fn cudaDeviceSetLimit(limit: c_int, value: usize) -> CudaError {
    call(|rt| {
        if !(0..=6).contains(&limit) {
            return Err(errors::ErrorUnsupportedLimit);
        }
        rt.limits.insert(limit, value as u64);
        Ok(())
    })
}

/// `cudaDeviceGetLimit`: CUDA's defaults unless set.
///
/// # Safety
/// `value` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetLimit(value: *mut usize, limit: c_int) -> CudaError {
    call(|rt| {
        let default = match limit {
            0 => 1024,
            1 => 1 << 20,
            2 => 8 << 20,
            3 => 2,
            4 => 2048,
            5 => 64,
            6 => 0,
            _ => return Err(errors::ErrorUnsupportedLimit),
        };
        let v = rt.limits.get(&limit).copied().unwrap_or(default);
        // SAFETY: the caller's contract.
        unsafe { put(value, v as usize) }
    })
}

/// `cudaRuntimeGetVersion`.
///
/// # Safety
/// `version` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaRuntimeGetVersion(version: *mut c_int) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(version, VERSION) })
}

/// `cudaDriverGetVersion`.
///
/// # Safety
/// `version` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaDriverGetVersion(version: *mut c_int) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(version, DRIVER_VERSION) })
}

/// `cudaSetDeviceFlags`: accepted.
#[no_mangle]
pub extern "C" fn cudaSetDeviceFlags(_flags: u32) -> CudaError {
    call(|_| Ok(()))
}

/// `cudaGetDeviceFlags`.
///
/// # Safety
/// `flags` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceFlags(flags: *mut u32) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(flags, 0) })
}

/// `cudaDeviceSetCacheConfig`: a hint; accepted.
#[no_mangle]
pub extern "C" fn cudaDeviceSetCacheConfig(_config: c_int) -> CudaError {
    call(|_| Ok(()))
}

/// `cudaDeviceGetCacheConfig`.
///
/// # Safety
/// `config` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetCacheConfig(config: *mut c_int) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(config, 0) })
}

/// `cudaDeviceSetSharedMemConfig`: a hint; accepted.
#[no_mangle]
pub extern "C" fn cudaDeviceSetSharedMemConfig(_config: c_int) -> CudaError {
    call(|_| Ok(()))
}

/// `cudaDeviceGetStreamPriorityRange`.
///
/// # Safety
/// The out-pointers are null or valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetStreamPriorityRange(least: *mut c_int, greatest: *mut c_int) -> CudaError {
    call(|_| {
        // SAFETY: the caller's contract; either pointer may be null.
        unsafe {
            if !least.is_null() {
                *least = 0;
            }
            if !greatest.is_null() {
                *greatest = -5;
            }
        }
        Ok(())
    })
}

/// `cudaDeviceCanAccessPeer`: there is no peer.
///
/// # Safety
/// `can` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceCanAccessPeer(can: *mut c_int, _device: c_int, _peer: c_int) -> CudaError {
    // SAFETY: the caller's contract.
    call(|_| unsafe { put(can, 0) })
}

/// `cudaProfilerStart`: nothing to profile.
#[no_mangle]
pub extern "C" fn cudaProfilerStart() -> CudaError {
    call(|_| Ok(()))
}

/// `cudaProfilerStop`.
#[no_mangle]
pub extern "C" fn cudaProfilerStop() -> CudaError {
    call(|_| Ok(()))
}
