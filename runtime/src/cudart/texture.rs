//! CUDA arrays, 3D pitched memory, and texture and surface objects.
//!
//! A CUDA array is a host-backed region (`RegionKind::Array`) holding its elements in
//! packed rows (row pitch = width x element size; a layered or 3D array's layers or
//! slices follow one another); the handle `cudaArray_t` is the address of its first
//! element, and `Runtime::arrays` keeps its description. A texture object is a
//! `ptxsim::Texture` over an array, linear memory or pitched 2D memory; a surface
//! object a `ptxsim::Surface` over an array. The C structures are CUDA 13's
//! (`driver_types.h`, `texture_types.h`), field for field.

use super::graph::{submit, Copy3D, Work};
use super::memory::{copy, fill, row_pitch};
use super::{call, put};
use crate::errors::{self, CudaError};
use crate::state::{note, RegionKind, Runtime};
use ptxsim::{AddressMode, ChannelFormat, ChannelKind, FilterMode, Surface, Texture};
use std::ffi::{c_int, c_uint, c_void};

/// `cudaChannelFormatDesc`: bits of each channel and their kind.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChannelFormatDesc {
    /// Bits of x.
    pub x: c_int,
    /// Bits of y.
    pub y: c_int,
    /// Bits of z.
    pub z: c_int,
    /// Bits of w.
    pub w: c_int,
    /// `cudaChannelFormatKind`.
    pub f: c_int,
}

/// `cudaExtent`: width in elements (bytes for linear memory), height, depth.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Extent {
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
    /// Depth.
    pub depth: usize,
}

/// `cudaPos`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Pos {
    /// x (elements of an array, bytes of memory).
    pub x: usize,
    /// y.
    pub y: usize,
    /// z.
    pub z: usize,
}

/// `cudaPitchedPtr`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PitchedPtr {
    /// The memory.
    pub ptr: *mut c_void,
    /// Bytes from one row to the next.
    pub pitch: usize,
    /// Width in elements.
    pub xsize: usize,
    /// Rows of a slice.
    pub ysize: usize,
}

/// `cudaMemcpy3DParms`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Memcpy3DParms {
    /// Source array, or null.
    pub src_array: u64,
    /// Source position.
    pub src_pos: Pos,
    /// Source memory (when there is no source array).
    pub src_ptr: PitchedPtr,
    /// Destination array, or null.
    pub dst_array: u64,
    /// Destination position.
    pub dst_pos: Pos,
    /// Destination memory (when there is no destination array).
    pub dst_ptr: PitchedPtr,
    /// Size of the copy: elements of the array taking part, else bytes.
    pub extent: Extent,
    /// `cudaMemcpyKind`.
    pub kind: c_int,
}

/// `cudaResourceDesc::res.array`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResArray {
    /// `cudaArray_t`.
    pub array: u64,
}

/// `cudaResourceDesc::res.linear`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResLinear {
    /// Device pointer.
    pub dev_ptr: u64,
    /// Element format.
    pub desc: ChannelFormatDesc,
    /// Size in bytes.
    pub size_in_bytes: usize,
}

/// `cudaResourceDesc::res.pitch2D`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResPitch2D {
    /// Device pointer.
    pub dev_ptr: u64,
    /// Element format.
    pub desc: ChannelFormatDesc,
    /// Width in elements.
    pub width: usize,
    /// Height in rows.
    pub height: usize,
    /// Bytes from one row to the next.
    pub pitch_in_bytes: usize,
}

/// `cudaResourceDesc::res`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union ResourceUnion {
    /// `cudaResourceTypeArray` (and the mipmap's handle, at the same place).
    pub array: ResArray,
    /// `cudaResourceTypeLinear`.
    pub linear: ResLinear,
    /// `cudaResourceTypePitch2D`.
    pub pitch2d: ResPitch2D,
    /// The union's size.
    pub reserved: [c_int; 32],
}

/// `cudaResourceDesc`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ResourceDesc {
    /// `cudaResourceType`.
    pub res_type: c_int,
    /// The resource.
    pub res: ResourceUnion,
    /// Must be zero.
    pub flags: c_uint,
}

/// `cudaTextureDesc`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TextureDesc {
    /// `cudaTextureAddressMode` of x, y, z.
    pub address_mode: [c_int; 3],
    /// `cudaTextureFilterMode`.
    pub filter_mode: c_int,
    /// `cudaTextureReadMode`.
    pub read_mode: c_int,
    /// sRGB conversion (not modelled).
    pub srgb: c_int,
    /// The border color.
    pub border_color: [f32; 4],
    /// Normalized coordinates.
    pub normalized_coords: c_int,
    /// Not modelled.
    pub max_anisotropy: c_uint,
    /// Not modelled (one level).
    pub mipmap_filter_mode: c_int,
    /// Not modelled.
    pub mipmap_level_bias: f32,
    /// Not modelled.
    pub min_mipmap_level_clamp: f32,
    /// Not modelled.
    pub max_mipmap_level_clamp: f32,
    /// Not modelled.
    pub disable_trilinear_optimization: c_int,
    /// Not modelled.
    pub seamless_cubemap: c_int,
}

const _: () = assert!(std::mem::size_of::<ResourceDesc>() == 144);
const _: () = assert!(std::mem::size_of::<TextureDesc>() == 72);
const _: () = assert!(std::mem::size_of::<Memcpy3DParms>() == 160);

const RESOURCE_ARRAY: c_int = 0;
const RESOURCE_LINEAR: c_int = 2;
const RESOURCE_PITCH_2D: c_int = 3;
/// `cudaArraySurfaceLoadStore`.
const ARRAY_SURFACE_LOAD_STORE: c_uint = 2;
/// `cudaArrayCubemap`.
const ARRAY_CUBEMAP: c_uint = 4;

/// A CUDA array as the runtime keeps it.
#[derive(Clone, Copy, Debug)]
pub struct CudaArray {
    /// Element format.
    pub desc: ChannelFormatDesc,
    /// The extent the program gave (0 for missing dimensions).
    pub extent: Extent,
    /// `cudaArray*` flags.
    pub flags: c_uint,
    /// Bytes of one element.
    pub elem: u64,
    /// Bytes from one row to the next.
    pub pitch: u64,
    /// Rows of one slice or layer.
    pub rows: u64,
    /// Slices, layers (six per cube) or 1.
    pub slices: u64,
}

impl CudaArray {
    /// Bytes from one slice or layer to the next.
    pub fn slice(&self) -> u64 {
        self.pitch * self.rows
    }
}

/// The sim's texel format of a channel description: 1, 2 or 4 channels of the same
/// width (8, 16 or 32 bits), signed, unsigned or float.
fn channel_format(d: &ChannelFormatDesc) -> Result<ChannelFormat, CudaError> {
    let bits = [d.x, d.y, d.z, d.w];
    let channels = bits.iter().take_while(|&&b| b != 0).count();
    let ok_bits = matches!(d.x, 8 | 16 | 32) && bits[..channels].iter().all(|&b| b == d.x);
    let kind = match d.f {
        0 => ChannelKind::Signed,
        1 => ChannelKind::Unsigned,
        2 if d.x != 8 => ChannelKind::Float,
        _ => return Err(errors::ErrorInvalidChannelDescriptor),
    };
    if !ok_bits || !matches!(channels, 1 | 2 | 4) || bits[channels..].iter().any(|&b| b != 0) {
        return Err(errors::ErrorInvalidChannelDescriptor);
    }
    Ok(ChannelFormat {
        channels: channels as u8,
        bits: d.x as u8,
        kind,
    })
}

fn new_array(rt: &mut Runtime, desc: &ChannelFormatDesc, extent: Extent, flags: c_uint) -> Result<u64, CudaError> {
    let format = channel_format(desc)?;
    if extent.width == 0 {
        return Err(errors::ErrorInvalidValue);
    }
    let elem = format.texel_bytes();
    let pitch = elem * extent.width as u64;
    let rows = extent.height.max(1) as u64;
    let slices = extent.depth.max(1) as u64;
    if flags & ARRAY_CUBEMAP != 0 && (extent.width != extent.height || !extent.depth.is_multiple_of(6)) {
        return Err(errors::ErrorInvalidValue);
    }
    let size = pitch
        .checked_mul(rows)
        .and_then(|s| s.checked_mul(slices))
        .ok_or(errors::ErrorMemoryAllocation)?;
    let base = rt.alloc(size, RegionKind::Array, flags)?;
    rt.arrays.insert(
        base,
        CudaArray {
            desc: *desc,
            extent,
            flags,
            elem,
            pitch,
            rows,
            slices,
        },
    );
    Ok(base)
}

fn array_of(rt: &Runtime, a: u64) -> Result<CudaArray, CudaError> {
    rt.arrays.get(&a).copied().ok_or(errors::ErrorInvalidResourceHandle)
}

/// `cudaMallocArray`.
///
/// # Safety
/// `array` is valid for a write, `desc` for a read.
#[no_mangle]
pub unsafe extern "C" fn cudaMallocArray(
    array: *mut u64,
    desc: *const ChannelFormatDesc,
    width: usize,
    height: usize,
    flags: c_uint,
) -> CudaError {
    call(|rt| {
        if desc.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        let d = unsafe { *desc };
        let extent = Extent {
            width,
            height,
            depth: 0,
        };
        let a = new_array(rt, &d, extent, flags)?;
        // SAFETY: the caller's contract.
        unsafe { put(array, a) }
    })
}

/// `cudaMalloc3DArray`: 1D, 2D, 3D, layered and cubemap arrays.
///
/// # Safety
/// `array` is valid for a write, `desc` for a read.
#[no_mangle]
pub unsafe extern "C" fn cudaMalloc3DArray(
    array: *mut u64,
    desc: *const ChannelFormatDesc,
    extent: Extent,
    flags: c_uint,
) -> CudaError {
    call(|rt| {
        if desc.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        let d = unsafe { *desc };
        let a = new_array(rt, &d, extent, flags)?;
        // SAFETY: the caller's contract.
        unsafe { put(array, a) }
    })
}

/// `cudaFreeArray` (NULL is a no-op).
#[no_mangle]
pub extern "C" fn cudaFreeArray(array: u64) -> CudaError {
    call(|rt| {
        if array == 0 {
            return Ok(());
        }
        rt.arrays.remove(&array).ok_or(errors::ErrorInvalidValue)?;
        rt.free(array, &[RegionKind::Array])
    })
}

/// `cudaArrayGetInfo`: the format, extent and flags the array was made with.
///
/// # Safety
/// Each non-null out-pointer is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaArrayGetInfo(
    desc: *mut ChannelFormatDesc,
    extent: *mut Extent,
    flags: *mut c_uint,
    array: u64,
) -> CudaError {
    call(|rt| {
        let a = array_of(rt, array)?;
        // SAFETY: the caller's contract; null out-pointers are skipped.
        unsafe {
            if !desc.is_null() {
                desc.write(a.desc);
            }
            if !extent.is_null() {
                extent.write(a.extent);
            }
            if !flags.is_null() {
                flags.write(a.flags);
            }
        }
        Ok(())
    })
}

/// `cudaGetChannelDesc`.
///
/// # Safety
/// `desc` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetChannelDesc(desc: *mut ChannelFormatDesc, array: u64) -> CudaError {
    call(|rt| {
        let a = array_of(rt, array)?;
        // SAFETY: the caller's contract.
        unsafe { put(desc, a.desc) }
    })
}

/// `cudaCreateChannelDesc`.
#[no_mangle]
pub extern "C" fn cudaCreateChannelDesc(x: c_int, y: c_int, z: c_int, w: c_int, f: c_int) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}

/// One side of a row-wise copy: where byte x of row y of slice z is.
#[derive(Clone, Copy)]
struct Side {
    base: u64,
    pitch: u64,
    slice: u64,
    /// Bytes of a row the copy may touch (an array's row; unlimited for memory).
    row_limit: u64,
    /// Rows of a slice (arrays: checked; memory: as given).
    rows: u64,
    /// Slices (arrays: checked).
    slices: u64,
}

impl Side {
    fn array(a: &CudaArray, base: u64) -> Side {
        Side {
            base,
            pitch: a.pitch,
            slice: a.slice(),
            row_limit: a.pitch,
            rows: a.rows,
            slices: a.slices,
        }
    }

    fn memory(base: u64, pitch: u64, rows: u64) -> Side {
        Side {
            base,
            pitch,
            slice: pitch * rows.max(1),
            row_limit: u64::MAX,
            rows: u64::MAX,
            slices: u64::MAX,
        }
    }
}

/// Copies `width` bytes of `height` rows of `depth` slices from `(sx, sy, sz)` of `src`
/// to `(dx, dy, dz)` of `dst` (x in bytes), checking the arrays' bounds and each row's
/// device side.
#[allow(clippy::too_many_arguments)]
fn copy_box(
    rt: &Runtime,
    dst: Side,
    d: [u64; 3],
    src: Side,
    s: [u64; 3],
    [width, height, depth]: [u64; 3],
    kind: c_int,
) -> Result<(), CudaError> {
    for (side, p) in [(dst, d), (src, s)] {
        let inside = p[0].checked_add(width).is_some_and(|e| e <= side.row_limit)
            && p[1].checked_add(height).is_some_and(|e| e <= side.rows)
            && p[2].checked_add(depth).is_some_and(|e| e <= side.slices);
        if !inside {
            return Err(errors::ErrorInvalidValue);
        }
    }
    for z in 0..depth {
        for y in 0..height {
            let at = |side: Side, p: [u64; 3]| side.base + (p[2] + z) * side.slice + (p[1] + y) * side.pitch + p[0];
            copy(rt, at(dst, d), at(src, s), width, kind)?;
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn copy_2d_to_array(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: u64,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    call(|rt| {
        let a = array_of(rt, dst)?;
        if width > spitch {
            return Err(errors::ErrorInvalidPitchValue);
        }
        let from = Side::memory(src, spitch as u64, height as u64);
        copy_box(
            rt,
            Side::array(&a, dst),
            [w_offset as u64, h_offset as u64, 0],
            from,
            [0, 0, 0],
            [width as u64, height as u64, 1],
            kind,
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn copy_2d_from_array(
    dst: u64,
    dpitch: usize,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    call(|rt| {
        let a = array_of(rt, src)?;
        if width > dpitch {
            return Err(errors::ErrorInvalidPitchValue);
        }
        copy_box(
            rt,
            Side::memory(dst, dpitch as u64, height as u64),
            [0, 0, 0],
            Side::array(&a, src),
            [w_offset as u64, h_offset as u64, 0],
            [width as u64, height as u64, 1],
            kind,
        )
    })
}

/// `cudaMemcpy2DToArray`: `width` bytes of `height` rows to byte `w_offset` of row
/// `h_offset`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DToArray(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    copy_2d_to_array(dst, w_offset, h_offset, src as u64, spitch, width, height, kind)
}

/// `cudaMemcpy2DFromArray`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DFromArray(
    dst: *mut c_void,
    dpitch: usize,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    copy_2d_from_array(dst as u64, dpitch, src, w_offset, h_offset, width, height, kind)
}

/// `cudaMemcpy2DToArrayAsync`: done at once.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DToArrayAsync(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> CudaError {
    copy_2d_to_array(dst, w_offset, h_offset, src as u64, spitch, width, height, kind)
}

/// `cudaMemcpy2DFromArrayAsync`: done at once.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DFromArrayAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> CudaError {
    copy_2d_from_array(dst as u64, dpitch, src, w_offset, h_offset, width, height, kind)
}

/// The byte range `count` bytes from byte `w_offset` of row `h_offset` covers in an
/// array (the deprecated 1D copies run on across rows).
fn array_range(rt: &Runtime, array: u64, w_offset: usize, h_offset: usize, count: usize) -> Result<u64, CudaError> {
    let a = array_of(rt, array)?;
    let start = (h_offset as u64)
        .checked_mul(a.pitch)
        .and_then(|r| r.checked_add(w_offset as u64))
        .ok_or(errors::ErrorInvalidValue)?;
    let size = a.slice() * a.slices;
    let past_row = count > 0 && w_offset as u64 >= a.pitch;
    if past_row || start.checked_add(count as u64).is_none_or(|e| e > size) {
        return Err(errors::ErrorInvalidValue);
    }
    Ok(array + start)
}

/// `cudaMemcpyToArray` (deprecated): `count` bytes from byte `w_offset` of row `h_offset`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToArray(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> CudaError {
    call(|rt| {
        let at = array_range(rt, dst, w_offset, h_offset, count)?;
        copy(rt, at, src as u64, count as u64, kind)
    })
}

/// `cudaMemcpyFromArray` (deprecated).
#[no_mangle]
pub extern "C" fn cudaMemcpyFromArray(
    dst: *mut c_void,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    count: usize,
    kind: c_int,
) -> CudaError {
    call(|rt| {
        let at = array_range(rt, src, w_offset, h_offset, count)?;
        copy(rt, dst as u64, at, count as u64, kind)
    })
}

/// `cudaMemcpyToArrayAsync` (deprecated): done at once.
#[no_mangle]
pub extern "C" fn cudaMemcpyToArrayAsync(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    count: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> CudaError {
    cudaMemcpyToArray(dst, w_offset, h_offset, src, count, kind)
}

/// `cudaMemcpyFromArrayAsync` (deprecated): done at once.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromArrayAsync(
    dst: *mut c_void,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    count: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> CudaError {
    cudaMemcpyFromArray(dst, src, w_offset, h_offset, count, kind)
}

/// `cudaMalloc3D`: `depth` slices of `height` rows of `width` bytes, rows padded as
/// `cudaMallocPitch` pads them.
///
/// # Safety
/// `pitched` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaMalloc3D(pitched: *mut PitchedPtr, extent: Extent) -> CudaError {
    call(|rt| {
        let pitch = row_pitch(extent.width);
        let size = (pitch as u64)
            .checked_mul(extent.height.max(1) as u64)
            .and_then(|s| s.checked_mul(extent.depth.max(1) as u64))
            .ok_or(errors::ErrorMemoryAllocation)?;
        let base = rt.alloc(size, RegionKind::Device, 0)?;
        let p = PitchedPtr {
            ptr: base as *mut c_void,
            pitch,
            xsize: extent.width,
            ysize: extent.height,
        };
        // SAFETY: the caller's contract.
        unsafe { put(pitched, p) }
    })
}

fn copy_3d(p: &Memcpy3DParms) -> CudaError {
    call(|rt| copy_3d_on(rt, p))
}

/// The copy `p` describes.
pub(crate) fn copy_3d_on(rt: &Runtime, p: &Memcpy3DParms) -> Result<(), CudaError> {
    {
        let src_array = (p.src_array != 0).then(|| array_of(rt, p.src_array)).transpose()?;
        let dst_array = (p.dst_array != 0).then(|| array_of(rt, p.dst_array)).transpose()?;
        // Extents and array positions count the array's elements, memory's in bytes.
        let elem = dst_array.or(src_array).map_or(1, |a| a.elem);
        if let (Some(s), Some(d)) = (src_array, dst_array) {
            if s.elem != d.elem {
                return Err(errors::ErrorInvalidValue);
            }
        }
        let side = |array: Option<CudaArray>, handle: u64, ptr: &PitchedPtr, pos: &Pos| match array {
            Some(a) => (
                Side::array(&a, handle),
                [pos.x as u64 * a.elem, pos.y as u64, pos.z as u64],
            ),
            None => (
                Side::memory(ptr.ptr as u64, ptr.pitch as u64, ptr.ysize as u64),
                [pos.x as u64, pos.y as u64, pos.z as u64],
            ),
        };
        let (src, s) = side(src_array, p.src_array, &p.src_ptr, &p.src_pos);
        let (dst, d) = side(dst_array, p.dst_array, &p.dst_ptr, &p.dst_pos);
        if src.base == 0 || dst.base == 0 {
            return Err(errors::ErrorInvalidValue);
        }
        let e = &p.extent;
        let width = e.width as u64 * elem;
        let kind = p.kind;
        copy_box(
            rt,
            dst,
            d,
            src,
            s,
            [width, e.height.max(1) as u64, e.depth.max(1) as u64],
            kind,
        )
    }
}

/// `cudaMemcpy3D`: between arrays and pitched memory in any combination.
///
/// # Safety
/// `p` is valid for a read.
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3D(p: *const Memcpy3DParms) -> CudaError {
    if p.is_null() {
        return call(|_| Err(errors::ErrorInvalidValue));
    }
    // SAFETY: the caller's contract.
    copy_3d(unsafe { &*p })
}

/// `cudaMemcpy3DAsync`: done at once, or a node of the stream's capture.
///
/// # Safety
/// `p` is valid for a read.
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3DAsync(p: *const Memcpy3DParms, stream: *mut c_void) -> CudaError {
    submit(stream, |_| {
        // SAFETY: the caller's contract.
        let p = unsafe { p.as_ref() }.ok_or(errors::ErrorInvalidValue)?;
        Ok(Work::Copy3D(Copy3D(*p)))
    })
}

/// `cudaMemset3D`: fills `extent` (bytes, rows, slices) of pitched memory.
#[no_mangle]
pub extern "C" fn cudaMemset3D(p: PitchedPtr, value: c_int, extent: Extent) -> CudaError {
    call(|rt| {
        if extent.width > p.pitch {
            return Err(errors::ErrorInvalidPitchValue);
        }
        let slice = (p.pitch * p.ysize.max(1)) as u64;
        for z in 0..extent.depth as u64 {
            for y in 0..extent.height as u64 {
                let at = p.ptr as u64 + z * slice + y * p.pitch as u64;
                fill(rt, at, value, extent.width as u64)?;
            }
        }
        Ok(())
    })
}

/// `cudaMemset3DAsync`: done at once.
#[no_mangle]
pub extern "C" fn cudaMemset3DAsync(p: PitchedPtr, value: c_int, extent: Extent, _stream: *mut c_void) -> CudaError {
    cudaMemset3D(p, value, extent)
}

fn address_mode(m: c_int) -> Result<AddressMode, CudaError> {
    Ok(match m {
        0 => AddressMode::Wrap,
        1 => AddressMode::Clamp,
        2 => AddressMode::Mirror,
        3 => AddressMode::Border,
        _ => return Err(errors::ErrorInvalidValue),
    })
}

/// The sim's texture for a resource and texture description.
fn texture_of(rt: &Runtime, r: &ResourceDesc, t: &TextureDesc) -> Result<Texture, CudaError> {
    let (base, desc, [width, height, depth], pitch, slice, linear) = match r.res_type {
        RESOURCE_ARRAY => {
            // SAFETY: the array member is the one `res_type` names.
            let handle = unsafe { r.res.array.array };
            let a = array_of(rt, handle)?;
            let dims = [a.extent.width as u64, a.rows, a.slices];
            (handle, a.desc, dims, a.pitch, a.slice(), false)
        }
        RESOURCE_LINEAR => {
            // SAFETY: as above.
            let l = unsafe { r.res.linear };
            let elem = channel_format(&l.desc)?.texel_bytes();
            if l.dev_ptr == 0 || !rt.covers(l.dev_ptr, l.size_in_bytes as u64) {
                return Err(errors::ErrorInvalidValue);
            }
            let width = l.size_in_bytes as u64 / elem;
            (
                l.dev_ptr,
                l.desc,
                [width, 1, 1],
                l.size_in_bytes as u64,
                l.size_in_bytes as u64,
                true,
            )
        }
        RESOURCE_PITCH_2D => {
            // SAFETY: as above.
            let p = unsafe { r.res.pitch2d };
            let elem = channel_format(&p.desc)?.texel_bytes();
            let rows = p.height.max(1) as u64;
            let pitch = p.pitch_in_bytes as u64;
            if p.dev_ptr == 0 || (p.width as u64) * elem > pitch || !rt.covers(p.dev_ptr, pitch * rows) {
                return Err(errors::ErrorInvalidValue);
            }
            (p.dev_ptr, p.desc, [p.width as u64, rows, 1], pitch, pitch * rows, false)
        }
        _ => {
            note("cudaCreateTextureObject: mipmapped arrays are not supported by ptxsim's CUDA runtime");
            return Err(errors::ErrorNotSupported);
        }
    };
    let format = channel_format(&desc)?;
    Ok(Texture {
        base,
        width,
        height,
        depth,
        pitch,
        slice,
        format,
        normalized_float: t.read_mode == 1,
        normalized_coords: t.normalized_coords != 0,
        filter: if t.filter_mode == 1 {
            FilterMode::Linear
        } else {
            FilterMode::Point
        },
        address: [
            address_mode(t.address_mode[0])?,
            address_mode(t.address_mode[1])?,
            address_mode(t.address_mode[2])?,
        ],
        border: t.border_color,
        linear,
    })
}

/// `cudaCreateTextureObject` over an array, linear memory or pitched 2D memory. A
/// resource view is accepted only when it changes nothing (`cudaResViewFormatNone`).
///
/// # Safety
/// `tex` is valid for a write; `res` and `desc` for reads; `view` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn cudaCreateTextureObject(
    tex: *mut u64,
    res: *const ResourceDesc,
    desc: *const TextureDesc,
    view: *const c_int,
) -> CudaError {
    call(|rt| {
        if res.is_null() || desc.is_null() || tex.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        let (r, d) = unsafe { (*res, *desc) };
        // SAFETY: a non-null view starts with its format.
        if !view.is_null() && unsafe { *view } != 0 {
            note("cudaCreateTextureObject: resource views are not supported by ptxsim's CUDA runtime");
            return Err(errors::ErrorNotSupported);
        }
        let t = texture_of(rt, &r, &d)?;
        let handle = rt.device().create_texture(t);
        rt.textures.insert(handle, (r, d));
        // SAFETY: the caller's contract.
        unsafe { put(tex, handle) }
    })
}

/// `cudaDestroyTextureObject`.
#[no_mangle]
pub extern "C" fn cudaDestroyTextureObject(tex: u64) -> CudaError {
    call(|rt| {
        rt.textures.remove(&tex).ok_or(errors::ErrorInvalidValue)?;
        rt.device().destroy_texture(tex);
        Ok(())
    })
}

/// `cudaGetTextureObjectResourceDesc`.
///
/// # Safety
/// `res` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectResourceDesc(res: *mut ResourceDesc, tex: u64) -> CudaError {
    call(|rt| {
        let &(r, _) = rt.textures.get(&tex).ok_or(errors::ErrorInvalidValue)?;
        // SAFETY: the caller's contract.
        unsafe { put(res, r) }
    })
}

/// `cudaGetTextureObjectTextureDesc`.
///
/// # Safety
/// `desc` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectTextureDesc(desc: *mut TextureDesc, tex: u64) -> CudaError {
    call(|rt| {
        let &(_, d) = rt.textures.get(&tex).ok_or(errors::ErrorInvalidValue)?;
        // SAFETY: the caller's contract.
        unsafe { put(desc, d) }
    })
}

/// `cudaCreateSurfaceObject` over an array made with `cudaArraySurfaceLoadStore`.
///
/// # Safety
/// `surf` is valid for a write, `res` for a read.
#[no_mangle]
pub unsafe extern "C" fn cudaCreateSurfaceObject(surf: *mut u64, res: *const ResourceDesc) -> CudaError {
    call(|rt| {
        if res.is_null() || surf.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        let r = unsafe { *res };
        if r.res_type != RESOURCE_ARRAY {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the array member is the one `res_type` names.
        let handle = unsafe { r.res.array.array };
        let a = array_of(rt, handle)?;
        if a.flags & ARRAY_SURFACE_LOAD_STORE == 0 {
            return Err(errors::ErrorInvalidValue);
        }
        let s = rt.device().create_surface(Surface {
            base: handle,
            row_bytes: a.pitch,
            height: a.rows,
            depth: a.slices,
            pitch: a.pitch,
            slice: a.slice(),
        });
        rt.surfaces.insert(s, r);
        // SAFETY: the caller's contract.
        unsafe { put(surf, s) }
    })
}

/// `cudaDestroySurfaceObject`.
#[no_mangle]
pub extern "C" fn cudaDestroySurfaceObject(surf: u64) -> CudaError {
    call(|rt| {
        rt.surfaces.remove(&surf).ok_or(errors::ErrorInvalidValue)?;
        rt.device().destroy_surface(surf);
        Ok(())
    })
}

/// `cudaGetSurfaceObjectResourceDesc`.
///
/// # Safety
/// `res` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGetSurfaceObjectResourceDesc(res: *mut ResourceDesc, surf: u64) -> CudaError {
    call(|rt| {
        let &r = rt.surfaces.get(&surf).ok_or(errors::ErrorInvalidValue)?;
        // SAFETY: the caller's contract.
        unsafe { put(res, r) }
    })
}

// The per-thread-default-stream forms: the same functions under other names.

/// `cudaMemcpy2DToArray_ptds`: as `cudaMemcpy2DToArray`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DToArray_ptds(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    cudaMemcpy2DToArray(dst, w_offset, h_offset, src, spitch, width, height, kind)
}

/// `cudaMemcpy2DFromArray_ptds`: as `cudaMemcpy2DFromArray`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DFromArray_ptds(
    dst: *mut c_void,
    dpitch: usize,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> CudaError {
    cudaMemcpy2DFromArray(dst, dpitch, src, w_offset, h_offset, width, height, kind)
}

/// `cudaMemcpy2DToArrayAsync_ptsz`: as `cudaMemcpy2DToArrayAsync`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DToArrayAsync_ptsz(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    cudaMemcpy2DToArrayAsync(dst, w_offset, h_offset, src, spitch, width, height, kind, stream)
}

/// `cudaMemcpy2DFromArrayAsync_ptsz`: as `cudaMemcpy2DFromArrayAsync`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn cudaMemcpy2DFromArrayAsync_ptsz(
    dst: *mut c_void,
    dpitch: usize,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    width: usize,
    height: usize,
    kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    cudaMemcpy2DFromArrayAsync(dst, dpitch, src, w_offset, h_offset, width, height, kind, stream)
}

/// `cudaMemcpyToArray_ptds`: as `cudaMemcpyToArray`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToArray_ptds(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> CudaError {
    cudaMemcpyToArray(dst, w_offset, h_offset, src, count, kind)
}

/// `cudaMemcpyFromArray_ptds`: as `cudaMemcpyFromArray`.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromArray_ptds(
    dst: *mut c_void,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    count: usize,
    kind: c_int,
) -> CudaError {
    cudaMemcpyFromArray(dst, src, w_offset, h_offset, count, kind)
}

/// `cudaMemcpyToArrayAsync_ptsz`: as `cudaMemcpyToArrayAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyToArrayAsync_ptsz(
    dst: u64,
    w_offset: usize,
    h_offset: usize,
    src: *const c_void,
    count: usize,
    kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    cudaMemcpyToArrayAsync(dst, w_offset, h_offset, src, count, kind, stream)
}

/// `cudaMemcpyFromArrayAsync_ptsz`: as `cudaMemcpyFromArrayAsync`.
#[no_mangle]
pub extern "C" fn cudaMemcpyFromArrayAsync_ptsz(
    dst: *mut c_void,
    src: u64,
    w_offset: usize,
    h_offset: usize,
    count: usize,
    kind: c_int,
    stream: *mut c_void,
) -> CudaError {
    cudaMemcpyFromArrayAsync(dst, src, w_offset, h_offset, count, kind, stream)
}

/// `cudaMemcpy3D_ptds`: as `cudaMemcpy3D`.
///
/// # Safety
/// As `cudaMemcpy3D`.
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3D_ptds(p: *const Memcpy3DParms) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaMemcpy3D(p) }
}

/// `cudaMemcpy3DAsync_ptsz`: as `cudaMemcpy3DAsync`.
///
/// # Safety
/// As `cudaMemcpy3DAsync`.
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3DAsync_ptsz(p: *const Memcpy3DParms, stream: *mut c_void) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaMemcpy3DAsync(p, stream) }
}

/// `cudaMemset3D_ptds`: as `cudaMemset3D`.
#[no_mangle]
pub extern "C" fn cudaMemset3D_ptds(p: PitchedPtr, value: c_int, extent: Extent) -> CudaError {
    cudaMemset3D(p, value, extent)
}

/// `cudaMemset3DAsync_ptsz`: as `cudaMemset3DAsync`.
#[no_mangle]
pub extern "C" fn cudaMemset3DAsync_ptsz(
    p: PitchedPtr,
    value: c_int,
    extent: Extent,
    stream: *mut c_void,
) -> CudaError {
    cudaMemset3DAsync(p, value, extent, stream)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channel_descriptions_the_sim_reads() {
        let d = |x, y, z, w, f| ChannelFormatDesc { x, y, z, w, f };
        let f = channel_format(&d(8, 8, 8, 8, 1)).unwrap();
        assert_eq!((f.channels, f.bits, f.kind), (4, 8, ChannelKind::Unsigned));
        let f = channel_format(&d(32, 0, 0, 0, 2)).unwrap();
        assert_eq!((f.channels, f.bits, f.kind), (1, 32, ChannelKind::Float));
        assert_eq!(channel_format(&d(16, 16, 0, 0, 2)).unwrap().texel_bytes(), 4);
        // Three channels, mixed widths, 8-bit floats, unknown kinds: not formats.
        for bad in [
            d(8, 8, 8, 0, 1),
            d(8, 16, 0, 0, 1),
            d(8, 0, 0, 0, 2),
            d(32, 0, 0, 0, 3),
            d(0, 0, 0, 0, 1),
        ] {
            assert_eq!(channel_format(&bad).err(), Some(errors::ErrorInvalidChannelDescriptor));
        }
    }

    #[test]
    fn the_c_layouts_match_cuda_13s_headers() {
        assert_eq!(std::mem::offset_of!(ResourceDesc, res), 8);
        assert_eq!(std::mem::offset_of!(ResourceDesc, flags), 136);
        assert_eq!(std::mem::offset_of!(ResLinear, size_in_bytes), 32);
        assert_eq!(std::mem::offset_of!(ResPitch2D, pitch_in_bytes), 48);
        assert_eq!(std::mem::offset_of!(TextureDesc, border_color), 24);
        assert_eq!(std::mem::offset_of!(TextureDesc, normalized_coords), 40);
        assert_eq!(std::mem::offset_of!(Memcpy3DParms, dst_array), 64);
        assert_eq!(std::mem::offset_of!(Memcpy3DParms, extent), 128);
        assert_eq!(std::mem::offset_of!(Memcpy3DParms, kind), 152);
    }
}
