//! Driver-API arrays, copies between arrays and memory, texture and surface objects:
//! the driver's structures translated to the runtime's (`cudart::texture`), whose
//! arrays and objects they are.

use super::{from_runtime, CuResult, INVALID_VALUE};
use crate::cudart::texture::{
    self as rt, ChannelFormatDesc, Extent, Memcpy3DParms, PitchedPtr, Pos, ResArray, ResLinear, ResPitch2D,
    ResourceDesc, ResourceUnion, TextureDesc,
};
use crate::state::runtime;
use std::ffi::{c_int, c_uint, c_void};

/// `CUDA_ARRAY_DESCRIPTOR`.
#[repr(C)]
pub struct ArrayDescriptor {
    width: usize,
    height: usize,
    format: c_int,
    num_channels: c_uint,
}

/// `CUDA_ARRAY3D_DESCRIPTOR`.
#[repr(C)]
pub struct Array3DDescriptor {
    width: usize,
    height: usize,
    depth: usize,
    format: c_int,
    num_channels: c_uint,
    flags: c_uint,
}

/// The runtime's channel description of a `CUarray_format` with `channels` channels:
/// 8, 16 or 32-bit integers, half or float (other formats are refused).
fn channel_desc(format: c_int, channels: c_uint) -> Option<ChannelFormatDesc> {
    let (bits, kind) = match format {
        0x01 => (8, 1),
        0x02 => (16, 1),
        0x03 => (32, 1),
        0x08 => (8, 0),
        0x09 => (16, 0),
        0x0a => (32, 0),
        0x10 => (16, 2),
        0x20 => (32, 2),
        _ => return None,
    };
    if !matches!(channels, 1 | 2 | 4) {
        return None;
    }
    let b = |i: c_uint| if i < channels { bits } else { 0 };
    Some(ChannelFormatDesc {
        x: b(0),
        y: b(1),
        z: b(2),
        w: b(3),
        f: kind,
    })
}

/// `cuArrayCreate_v2`.
///
/// # Safety
/// `array` is valid for a write, `desc` for a read.
#[no_mangle]
pub unsafe extern "C" fn cuArrayCreate_v2(array: *mut u64, desc: *const ArrayDescriptor) -> CuResult {
    // SAFETY: the caller's contract.
    let Some(d) = (unsafe { desc.as_ref() }) else {
        return INVALID_VALUE;
    };
    let Some(c) = channel_desc(d.format, d.num_channels) else {
        return INVALID_VALUE;
    };
    // SAFETY: the caller's contract.
    from_runtime(unsafe { rt::cudaMallocArray(array, &c, d.width, d.height, 0) })
}

/// `cuArray3DCreate_v2`: the flags (layered, surface load/store, cubemap, gather) have
/// the runtime's values.
///
/// # Safety
/// `array` is valid for a write, `desc` for a read.
#[no_mangle]
pub unsafe extern "C" fn cuArray3DCreate_v2(array: *mut u64, desc: *const Array3DDescriptor) -> CuResult {
    // SAFETY: the caller's contract.
    let Some(d) = (unsafe { desc.as_ref() }) else {
        return INVALID_VALUE;
    };
    let Some(c) = channel_desc(d.format, d.num_channels) else {
        return INVALID_VALUE;
    };
    let extent = Extent {
        width: d.width,
        height: d.height,
        depth: d.depth,
    };
    // SAFETY: the caller's contract.
    from_runtime(unsafe { rt::cudaMalloc3DArray(array, &c, extent, d.flags) })
}

/// `cuArrayDestroy`.
#[no_mangle]
pub extern "C" fn cuArrayDestroy(array: u64) -> CuResult {
    if array == 0 {
        return super::INVALID_HANDLE;
    }
    from_runtime(rt::cudaFreeArray(array))
}

/// `CUDA_MEMCPY3D` (a `CUDA_MEMCPY2D` is its 2D fields; `memcpy_2d` widens one).
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct Memcpy3D {
    src_x_in_bytes: usize,
    src_y: usize,
    src_z: usize,
    src_lod: usize,
    src_memory_type: c_int,
    src_host: usize,
    src_device: u64,
    src_array: u64,
    reserved0: usize,
    src_pitch: usize,
    src_height: usize,
    dst_x_in_bytes: usize,
    dst_y: usize,
    dst_z: usize,
    dst_lod: usize,
    dst_memory_type: c_int,
    dst_host: usize,
    dst_device: u64,
    dst_array: u64,
    reserved1: usize,
    dst_pitch: usize,
    dst_height: usize,
    width_in_bytes: usize,
    height: usize,
    depth: usize,
}

/// `CUDA_MEMCPY2D`.
#[repr(C)]
pub struct Memcpy2D {
    src_x_in_bytes: usize,
    src_y: usize,
    src_memory_type: c_int,
    src_host: usize,
    src_device: u64,
    src_array: u64,
    src_pitch: usize,
    dst_x_in_bytes: usize,
    dst_y: usize,
    dst_memory_type: c_int,
    dst_host: usize,
    dst_device: u64,
    dst_array: u64,
    dst_pitch: usize,
    width_in_bytes: usize,
    height: usize,
}

const MEMORY_HOST: c_int = 1;
const MEMORY_ARRAY: c_int = 3;

/// The copy as the runtime's `cudaMemcpy3DParms` (`cudaMemcpyDefault`: every address
/// is unified): array positions and the width counted in the array's elements.
fn runtime_copy(c: &Memcpy3D) -> Result<Memcpy3DParms, CuResult> {
    let elem = |a: u64| -> Result<usize, CuResult> {
        let rt = runtime();
        let arr = rt.arrays.get(&a).ok_or(super::INVALID_HANDLE)?;
        Ok(arr.elem as usize)
    };
    let array_elem = match (c.src_memory_type, c.dst_memory_type) {
        (MEMORY_ARRAY, _) => Some(elem(c.src_array)?),
        (_, MEMORY_ARRAY) => Some(elem(c.dst_array)?),
        _ => None,
    };
    let unit = array_elem.unwrap_or(1);
    if !c.width_in_bytes.is_multiple_of(unit) {
        return Err(INVALID_VALUE);
    }
    let side = |kind: c_int, host: usize, device: u64, array: u64, x: usize, y: usize, z: usize, pitch, height| {
        let (array, ptr) = match kind {
            MEMORY_ARRAY => (array, 0),
            MEMORY_HOST => (0, host as u64),
            _ => (0, device),
        };
        let x = if kind == MEMORY_ARRAY { x / unit } else { x };
        let ptr = PitchedPtr {
            ptr: ptr as *mut c_void,
            pitch,
            xsize: c.width_in_bytes,
            ysize: if height == 0 { c.height } else { height },
        };
        (array, Pos { x, y, z }, ptr)
    };
    let (src_array, src_pos, src_ptr) = side(
        c.src_memory_type,
        c.src_host,
        c.src_device,
        c.src_array,
        c.src_x_in_bytes,
        c.src_y,
        c.src_z,
        c.src_pitch,
        c.src_height,
    );
    let (dst_array, dst_pos, dst_ptr) = side(
        c.dst_memory_type,
        c.dst_host,
        c.dst_device,
        c.dst_array,
        c.dst_x_in_bytes,
        c.dst_y,
        c.dst_z,
        c.dst_pitch,
        c.dst_height,
    );
    Ok(Memcpy3DParms {
        src_array,
        src_pos,
        src_ptr,
        dst_array,
        dst_pos,
        dst_ptr,
        extent: Extent {
            width: c.width_in_bytes / unit,
            height: c.height,
            depth: c.depth,
        },
        kind: 4,
    })
}

fn copy_3d(c: &Memcpy3D) -> CuResult {
    match runtime_copy(c) {
        // SAFETY: a valid parameter block made above.
        Ok(p) => from_runtime(unsafe { rt::cudaMemcpy3D(&p) }),
        Err(e) => e,
    }
}

fn memcpy_2d(p: &Memcpy2D) -> Memcpy3D {
    Memcpy3D {
        src_x_in_bytes: p.src_x_in_bytes,
        src_y: p.src_y,
        src_memory_type: p.src_memory_type,
        src_host: p.src_host,
        src_device: p.src_device,
        src_array: p.src_array,
        src_pitch: p.src_pitch,
        dst_x_in_bytes: p.dst_x_in_bytes,
        dst_y: p.dst_y,
        dst_memory_type: p.dst_memory_type,
        dst_host: p.dst_host,
        dst_device: p.dst_device,
        dst_array: p.dst_array,
        dst_pitch: p.dst_pitch,
        width_in_bytes: p.width_in_bytes,
        height: p.height,
        depth: 1,
        ..Default::default()
    }
}

/// `cuMemcpy2D_v2`.
///
/// # Safety
/// `p` is valid; its sides are valid for the copy.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2D_v2(p: *const Memcpy2D) -> CuResult {
    // SAFETY: the caller's contract.
    match unsafe { p.as_ref() } {
        Some(p) => copy_3d(&memcpy_2d(p)),
        None => INVALID_VALUE,
    }
}

/// `cuMemcpy2DUnaligned_v2`.
///
/// # Safety
/// As `cuMemcpy2D_v2`.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2DUnaligned_v2(p: *const Memcpy2D) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { cuMemcpy2D_v2(p) }
}

/// `cuMemcpy2DAsync_v2`: done at once.
///
/// # Safety
/// As `cuMemcpy2D_v2`.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2DAsync_v2(p: *const Memcpy2D, _stream: *mut c_void) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { cuMemcpy2D_v2(p) }
}

/// `cuMemcpy3D_v2`.
///
/// # Safety
/// `p` is valid; its sides are valid for the copy.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy3D_v2(p: *const Memcpy3D) -> CuResult {
    // SAFETY: the caller's contract.
    match unsafe { p.as_ref() } {
        Some(p) => copy_3d(p),
        None => INVALID_VALUE,
    }
}

/// `cuMemcpy3DAsync_v2`: done at once.
///
/// # Safety
/// As `cuMemcpy3D_v2`.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy3DAsync_v2(p: *const Memcpy3D, _stream: *mut c_void) -> CuResult {
    // SAFETY: the caller's contract.
    unsafe { cuMemcpy3D_v2(p) }
}

/// `CUDA_RESOURCE_DESC`'s `res.linear` and `res.pitch2D` (the array's handle is the
/// union's first field).
#[repr(C)]
#[derive(Clone, Copy)]
struct DriverResource {
    dev_ptr: u64,
    format: c_int,
    num_channels: c_uint,
    /// `sizeInBytes` (linear) or `width` (pitch2D).
    size_or_width: usize,
    height: usize,
    pitch_in_bytes: usize,
    rest: [c_int; 22],
}

/// `CUDA_RESOURCE_DESC`.
#[repr(C)]
pub struct ResourceDescDriver {
    res_type: c_int,
    res: DriverResource,
    flags: c_uint,
}

/// `CUDA_TEXTURE_DESC`.
#[repr(C)]
pub struct TextureDescDriver {
    address_mode: [c_int; 3],
    filter_mode: c_int,
    flags: c_uint,
    max_anisotropy: c_uint,
    mipmap_filter_mode: c_int,
    mipmap_level_bias: f32,
    min_mipmap_level_clamp: f32,
    max_mipmap_level_clamp: f32,
    border_color: [f32; 4],
    reserved: [c_int; 12],
}

const _: () = assert!(std::mem::size_of::<ResourceDescDriver>() == 144);
const _: () = assert!(std::mem::size_of::<TextureDescDriver>() == 104);
const _: () = assert!(std::mem::size_of::<Memcpy3D>() == 200);
const _: () = assert!(std::mem::size_of::<Memcpy2D>() == 128);

/// `CU_TRSF_READ_AS_INTEGER`, `CU_TRSF_NORMALIZED_COORDINATES`.
const READ_AS_INTEGER: c_uint = 1;
const NORMALIZED_COORDINATES: c_uint = 2;

/// The runtime's resource description of a driver one.
fn resource(r: &ResourceDescDriver) -> Option<ResourceDesc> {
    let d = &r.res;
    let res = match r.res_type {
        0 => ResourceUnion {
            array: ResArray { array: d.dev_ptr },
        },
        2 => ResourceUnion {
            linear: ResLinear {
                dev_ptr: d.dev_ptr,
                desc: channel_desc(d.format, d.num_channels)?,
                size_in_bytes: d.size_or_width,
            },
        },
        3 => ResourceUnion {
            pitch2d: ResPitch2D {
                dev_ptr: d.dev_ptr,
                desc: channel_desc(d.format, d.num_channels)?,
                width: d.size_or_width,
                height: d.height,
                pitch_in_bytes: d.pitch_in_bytes,
            },
        },
        _ => return None,
    };
    Some(ResourceDesc {
        res_type: r.res_type,
        res,
        flags: r.flags,
    })
}

/// Whether the texels of resource `r` are integers (read as normalized floats unless
/// `CU_TRSF_READ_AS_INTEGER`) rather than floats.
fn integer_texels(r: &ResourceDesc) -> bool {
    // SAFETY: the member read is the one `res_type` names.
    let kind = unsafe {
        match r.res_type {
            0 => runtime().arrays.get(&r.res.array.array).map_or(2, |a| a.desc.f),
            2 => r.res.linear.desc.f,
            _ => r.res.pitch2d.desc.f,
        }
    };
    kind != 2
}

/// `cuTexObjectCreate`.
///
/// # Safety
/// `tex` is valid for a write; `res` and `desc` for reads; `view` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn cuTexObjectCreate(
    tex: *mut u64,
    res: *const ResourceDescDriver,
    desc: *const TextureDescDriver,
    view: *const c_int,
) -> CuResult {
    // SAFETY: the caller's contract.
    let (Some(r), Some(t)) = (unsafe { res.as_ref() }, unsafe { desc.as_ref() }) else {
        return INVALID_VALUE;
    };
    let Some(r) = resource(r) else {
        return INVALID_VALUE;
    };
    let read_mode = (integer_texels(&r) && t.flags & READ_AS_INTEGER == 0) as c_int;
    let d = TextureDesc {
        address_mode: t.address_mode,
        filter_mode: t.filter_mode,
        read_mode,
        srgb: 0,
        border_color: t.border_color,
        normalized_coords: (t.flags & NORMALIZED_COORDINATES != 0) as c_int,
        max_anisotropy: t.max_anisotropy,
        mipmap_filter_mode: t.mipmap_filter_mode,
        mipmap_level_bias: t.mipmap_level_bias,
        min_mipmap_level_clamp: t.min_mipmap_level_clamp,
        max_mipmap_level_clamp: t.max_mipmap_level_clamp,
        disable_trilinear_optimization: 0,
        seamless_cubemap: 0,
    };
    // SAFETY: the caller's contract; the descriptions are the runtime's.
    from_runtime(unsafe { rt::cudaCreateTextureObject(tex, &r, &d, view) })
}

/// `cuTexObjectDestroy`.
#[no_mangle]
pub extern "C" fn cuTexObjectDestroy(tex: u64) -> CuResult {
    from_runtime(rt::cudaDestroyTextureObject(tex))
}

/// `cuSurfObjectCreate`.
///
/// # Safety
/// `surf` is valid for a write, `res` for a read.
#[no_mangle]
pub unsafe extern "C" fn cuSurfObjectCreate(surf: *mut u64, res: *const ResourceDescDriver) -> CuResult {
    // SAFETY: the caller's contract.
    let Some(r) = (unsafe { res.as_ref() }).and_then(resource) else {
        return INVALID_VALUE;
    };
    // SAFETY: the caller's contract; the description is the runtime's.
    from_runtime(unsafe { rt::cudaCreateSurfaceObject(surf, &r) })
}

/// `cuSurfObjectDestroy`.
#[no_mangle]
pub extern "C" fn cuSurfObjectDestroy(surf: u64) -> CuResult {
    from_runtime(rt::cudaDestroySurfaceObject(surf))
}
