//! Building graphs node by node (`cudaGraphCreate`, `cudaGraphAdd*Node`) and the
//! graph memory attributes (`graph.rs` has the model).

use super::capture::handles;
use super::graph::{graph_allocation, new_handle, Copy3D, Graph, KernelWork, MemsetParams, Work};
use super::graph_edit::with_node;
use super::launch::parameter_buffer;
use super::stream::HostFn;
use super::texture::Memcpy3DParms;
use super::{call, put, Dim3};
use crate::errors::{self, CudaError};
use crate::state::Runtime;
use std::ffi::{c_int, c_uint, c_void};

/// `cudaKernelNodeParams`.
#[repr(C)]
pub struct KernelNodeParams {
    pub(crate) func: *const c_void,
    pub(crate) grid: Dim3,
    pub(crate) block: Dim3,
    pub(crate) shared: c_uint,
    pub(crate) kernel_params: *const *const c_void,
    pub(crate) extra: *const *mut c_void,
}

/// `cudaHostNodeParams`.
#[repr(C)]
pub struct HostNodeParams {
    pub(crate) f: Option<HostFn>,
    pub(crate) data: *mut c_void,
}

/// `cudaMemAllocNodeParams`: the pool's properties (88 bytes) are not needed here.
#[repr(C)]
pub struct MemAllocNodeParams {
    pool_props: [u8; 88],
    access_descs: *const c_void,
    access_desc_count: usize,
    bytesize: usize,
    dptr: *mut c_void,
}

/// A kernel node's work from `cudaKernelNodeParams`.
///
/// # Safety
/// `p` is valid, its arguments as for a launch.
pub(crate) unsafe fn kernel_work(rt: &mut Runtime, p: *const KernelNodeParams) -> Result<Work, CudaError> {
    if p.is_null() {
        return Err(errors::ErrorInvalidValue);
    }
    // SAFETY: the caller's contract.
    let p = unsafe { &*p };
    let kernel = rt.kernel(p.func as usize)?;
    let params = if !p.kernel_params.is_null() || p.extra.is_null() {
        // SAFETY: the caller's contract.
        unsafe { parameter_buffer(rt, kernel, p.kernel_params) }?
    } else {
        let want = rt.kernel_info(kernel).kparam_size as usize;
        // SAFETY: the caller's contract.
        unsafe { crate::driver::module::extra_buffer(p.extra, want) }.map_err(|_| errors::ErrorInvalidValue)?
    };
    Ok(Work::Kernel(KernelWork {
        func: p.func as usize,
        kernel,
        grid: p.grid.arr(),
        block: p.block.arr(),
        shared: p.shared,
        params,
        cooperative: false,
    }))
}

pub(crate) fn host_work(p: *const HostNodeParams) -> Result<Work, CudaError> {
    // SAFETY: the program passes a valid `cudaHostNodeParams` or null.
    let p = unsafe { p.as_ref() }.ok_or(errors::ErrorInvalidValue)?;
    let f = p.f.ok_or(errors::ErrorInvalidValue)?;
    Ok(Work::Host {
        f,
        data: p.data as usize,
    })
}

pub(crate) fn memset_work(p: *const MemsetParams) -> Result<Work, CudaError> {
    // SAFETY: the program passes a valid `cudaMemsetParams` or null.
    let p = unsafe { p.as_ref() }.ok_or(errors::ErrorInvalidValue)?;
    if ![1, 2, 4].contains(&p.element_size) {
        return Err(errors::ErrorInvalidValue);
    }
    Ok(Work::Memset(*p))
}

pub(crate) fn copy_work(p: *const Memcpy3DParms) -> Result<Work, CudaError> {
    // SAFETY: the program passes a valid `cudaMemcpy3DParms` or null.
    let p = unsafe { p.as_ref() }.ok_or(errors::ErrorInvalidValue)?;
    Ok(Work::Copy3D(Copy3D(*p)))
}

/// Adds a node made by `make` to `graph` after `count` nodes of `deps`.
fn add_node(
    out: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    make: impl FnOnce(&mut Runtime) -> Result<Work, CudaError>,
) -> CudaError {
    call(|rt| {
        if out.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the program passes `count` node handles.
        let deps = unsafe { handles(deps, count) }?;
        let work = make(rt)?;
        let n = rt.graphs.add(graph as usize, deps, work)?;
        // SAFETY: checked non-null.
        unsafe { put(out, n as *mut c_void) }
    })
}

/// `cudaGraphCreate`.
///
/// # Safety
/// `graph` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphCreate(graph: *mut *mut c_void, _flags: c_uint) -> CudaError {
    call(|rt| {
        let g = new_handle();
        // SAFETY: the caller's contract.
        unsafe { put(graph, g as *mut c_void) }?;
        rt.graphs.graphs.insert(g, Graph::default());
        Ok(())
    })
}

/// `cudaGraphDestroy`.
#[no_mangle]
pub extern "C" fn cudaGraphDestroy(graph: *mut c_void) -> CudaError {
    call(|rt| rt.graphs.destroy(graph as usize))
}

/// `cudaGraphAddKernelNode`.
///
/// # Safety
/// The pointers are valid; the parameters' arguments as for a launch.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddKernelNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    params: *const KernelNodeParams,
) -> CudaError {
    // SAFETY: the caller's contract.
    add_node(node, graph, deps, count, |rt| unsafe { kernel_work(rt, params) })
}

/// `cudaGraphAddMemcpyNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemcpyNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    params: *const Memcpy3DParms,
) -> CudaError {
    add_node(node, graph, deps, count, |_| copy_work(params))
}

/// `cudaGraphAddMemcpyNode1D`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaGraphAddMemcpyNode1D(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    dst: *mut c_void,
    src: *const c_void,
    bytes: usize,
    kind: c_int,
) -> CudaError {
    add_node(node, graph, deps, count, |_| {
        Ok(Work::Copy {
            dst: dst as u64,
            src: src as u64,
            count: bytes as u64,
            kind,
        })
    })
}

/// `cudaGraphAddMemsetNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemsetNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    params: *const MemsetParams,
) -> CudaError {
    add_node(node, graph, deps, count, |_| memset_work(params))
}

/// `cudaGraphAddHostNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddHostNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    params: *const HostNodeParams,
) -> CudaError {
    add_node(node, graph, deps, count, |_| host_work(params))
}

/// `cudaGraphAddChildGraphNode`: the node holds a copy of `child`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddChildGraphNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    child: *mut c_void,
) -> CudaError {
    add_node(node, graph, deps, count, |rt| {
        Ok(Work::Child(rt.graphs.clone_graph(child as usize)?.0))
    })
}

/// `cudaGraphChildGraphNodeGetGraph`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphChildGraphNodeGetGraph(node: *mut c_void, out: *mut *mut c_void) -> CudaError {
    call(|rt| match with_node(rt, node, |n| n.work.clone())? {
        // SAFETY: the caller's contract.
        Work::Child(g) => unsafe { put(out, g as *mut c_void) },
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaGraphAddEmptyNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddEmptyNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
) -> CudaError {
    add_node(node, graph, deps, count, |_| Ok(Work::Empty))
}

/// `cudaGraphAddEventRecordNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddEventRecordNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    event: *mut c_void,
) -> CudaError {
    add_node(node, graph, deps, count, |rt| {
        rt.events
            .contains_key(&(event as usize))
            .then_some(Work::EventRecord(event as usize))
            .ok_or(errors::ErrorInvalidResourceHandle)
    })
}

/// `cudaGraphAddEventWaitNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddEventWaitNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    event: *mut c_void,
) -> CudaError {
    add_node(node, graph, deps, count, |rt| {
        rt.events
            .contains_key(&(event as usize))
            .then_some(Work::EventWait(event as usize))
            .ok_or(errors::ErrorInvalidResourceHandle)
    })
}

/// `cudaGraphAddMemAllocNode`: the address is chosen now and written to `dptr`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemAllocNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    params: *mut MemAllocNodeParams,
) -> CudaError {
    add_node(node, graph, deps, count, |rt| {
        // SAFETY: the caller's contract.
        let p = unsafe { params.as_mut() }.ok_or(errors::ErrorInvalidValue)?;
        if p.bytesize == 0 {
            return Err(errors::ErrorInvalidValue);
        }
        let ptr = graph_allocation(rt, p.bytesize as u64)?;
        p.dptr = ptr as *mut c_void;
        Ok(Work::MemAlloc {
            ptr,
            size: p.bytesize as u64,
        })
    })
}

/// `cudaGraphAddMemFreeNode`.
///
/// # Safety
/// The pointers are valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemFreeNode(
    node: *mut *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    count: usize,
    dptr: *mut c_void,
) -> CudaError {
    add_node(node, graph, deps, count, |rt| {
        if rt.graphs.allocations.contains_key(&(dptr as u64)) {
            Ok(Work::MemFree(dptr as u64))
        } else {
            Err(errors::ErrorInvalidValue)
        }
    })
}

/// `cudaGraphMemFreeNodeGetParams`.
///
/// # Safety
/// `dptr` is valid for a write of a pointer.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemFreeNodeGetParams(node: *mut c_void, dptr: *mut c_void) -> CudaError {
    call(|rt| match with_node(rt, node, |n| n.work.clone())? {
        // SAFETY: the caller's contract.
        Work::MemFree(p) => unsafe { put(dptr as *mut u64, p) },
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaDeviceGetGraphMemAttribute`: bytes of graph allocations in use now (0, 2) and
/// at most (1, 3); reserved memory is what is used.
///
/// # Safety
/// `value` is valid for a write of a 64-bit integer.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetGraphMemAttribute(device: c_int, attr: c_int, value: *mut u64) -> CudaError {
    call(|rt| {
        if device != 0 {
            return Err(errors::ErrorInvalidDevice);
        }
        let v = match attr {
            0 | 2 => rt.graphs.used(),
            1 | 3 => rt.graphs.high,
            _ => return Err(errors::ErrorInvalidValue),
        };
        // SAFETY: the caller's contract.
        unsafe { put(value, v) }
    })
}

/// `cudaDeviceSetGraphMemAttribute`: resets the high-water marks (1, 3), as CUDA allows.
#[no_mangle]
pub extern "C" fn cudaDeviceSetGraphMemAttribute(device: c_int, attr: c_int, _value: *mut c_void) -> CudaError {
    call(|rt| {
        if device != 0 || !matches!(attr, 1 | 3) {
            return Err(errors::ErrorInvalidValue);
        }
        rt.graphs.high = rt.graphs.used();
        Ok(())
    })
}

/// `cudaDeviceGraphMemTrim`: nothing is held beyond what is in use.
#[no_mangle]
pub extern "C" fn cudaDeviceGraphMemTrim(device: c_int) -> CudaError {
    call(|_| {
        if device == 0 {
            Ok(())
        } else {
            Err(errors::ErrorInvalidDevice)
        }
    })
}
