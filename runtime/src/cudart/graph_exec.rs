//! Instantiated graphs: instantiation, parameters changed in an instantiation,
//! `cudaGraphExecUpdate`, launches.

use super::graph::{execute, new_handle, stream_ok, Exec, Graph, MemsetParams, Node, Work};
use super::graph_nodes::{copy_work, host_work, kernel_work, memset_work, HostNodeParams, KernelNodeParams};
use super::texture::Memcpy3DParms;
use super::{call, put, record};
use crate::errors::{self, CudaError};
use crate::state::{runtime, Runtime};
use std::ffi::{c_int, c_void};

fn instantiate(out: *mut *mut c_void, graph: *mut c_void) -> CudaError {
    call(|rt| {
        if out.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        let steps = rt.graphs.steps(graph as usize)?;
        let h = new_handle();
        rt.graphs.execs.insert(h, Exec { steps });
        // SAFETY: checked non-null.
        unsafe { put(out, h as *mut c_void) }
    })
}

/// `cudaGraphInstantiate`.
#[no_mangle]
pub extern "C" fn cudaGraphInstantiate(out: *mut *mut c_void, graph: *mut c_void, _flags: u64) -> CudaError {
    instantiate(out, graph)
}

/// `cudaGraphInstantiateWithFlags`.
#[no_mangle]
pub extern "C" fn cudaGraphInstantiateWithFlags(out: *mut *mut c_void, graph: *mut c_void, _flags: u64) -> CudaError {
    instantiate(out, graph)
}

/// `cudaGraphInstantiateParams`.
#[repr(C)]
pub struct InstantiateParams {
    flags: u64,
    upload_stream: *mut c_void,
    err_node_out: *mut c_void,
    result_out: c_int,
}

/// `cudaGraphInstantiateWithParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphInstantiateWithParams(
    out: *mut *mut c_void,
    graph: *mut c_void,
    params: *mut InstantiateParams,
) -> CudaError {
    let r = instantiate(out, graph);
    // SAFETY: the caller's contract.
    if let Some(p) = unsafe { params.as_mut() } {
        p.err_node_out = std::ptr::null_mut();
        p.result_out = if r == errors::SUCCESS { 0 } else { 2 };
    }
    r
}

/// `cudaGraphInstantiateWithParams_ptsz`.
///
/// # Safety
/// As `cudaGraphInstantiateWithParams`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphInstantiateWithParams_ptsz(
    out: *mut *mut c_void,
    graph: *mut c_void,
    params: *mut InstantiateParams,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaGraphInstantiateWithParams(out, graph, params) }
}

/// `cudaGraphExecGetFlags`: instantiated without flags.
///
/// # Safety
/// `flags` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecGetFlags(exec: *mut c_void, flags: *mut u64) -> CudaError {
    call(|rt| {
        if !rt.graphs.execs.contains_key(&(exec as usize)) {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        unsafe { put(flags, 0) }
    })
}

/// Replaces, in instantiated graph `exec`, the work that came from `node`.
fn set_exec_work(rt: &mut Runtime, exec: *mut c_void, node: *mut c_void, work: Work) -> Result<(), CudaError> {
    let e = rt
        .graphs
        .execs
        .get_mut(&(exec as usize))
        .ok_or(errors::ErrorInvalidValue)?;
    let step = e
        .steps
        .iter_mut()
        .find(|(n, _)| *n == node as usize)
        .ok_or(errors::ErrorInvalidValue)?;
    if step.1.node_type() != work.node_type() {
        return Err(errors::ErrorInvalidValue);
    }
    step.1 = work;
    Ok(())
}

/// `cudaGraphExecKernelNodeSetParams`.
///
/// # Safety
/// As `cudaGraphAddKernelNode`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecKernelNodeSetParams(
    exec: *mut c_void,
    node: *mut c_void,
    params: *const KernelNodeParams,
) -> CudaError {
    call(|rt| {
        // SAFETY: the caller's contract.
        let w = unsafe { kernel_work(rt, params) }?;
        set_exec_work(rt, exec, node, w)
    })
}

/// `cudaGraphExecMemcpyNodeSetParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecMemcpyNodeSetParams(
    exec: *mut c_void,
    node: *mut c_void,
    params: *const Memcpy3DParms,
) -> CudaError {
    call(|rt| set_exec_work(rt, exec, node, copy_work(params)?))
}

/// `cudaGraphExecMemsetNodeSetParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecMemsetNodeSetParams(
    exec: *mut c_void,
    node: *mut c_void,
    params: *const MemsetParams,
) -> CudaError {
    call(|rt| set_exec_work(rt, exec, node, memset_work(params)?))
}

/// `cudaGraphExecHostNodeSetParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecHostNodeSetParams(
    exec: *mut c_void,
    node: *mut c_void,
    params: *const HostNodeParams,
) -> CudaError {
    call(|rt| set_exec_work(rt, exec, node, host_work(params)?))
}

/// `cudaGraphExecUpdateResultInfo`.
#[repr(C)]
pub struct UpdateResultInfo {
    result: c_int,
    error_node: *mut c_void,
    error_from_node: *mut c_void,
}

/// `cudaGraphExecUpdate`: takes the work of `graph` when it has the shape of the graph
/// `exec` came from (the same node types in the same order), else
/// `cudaGraphExecUpdateErrorTopologyChanged` and `cudaErrorGraphExecUpdateFailure`.
///
/// # Safety
/// `info` is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecUpdate(
    exec: *mut c_void,
    graph: *mut c_void,
    info: *mut UpdateResultInfo,
) -> CudaError {
    call(|rt| {
        let steps = rt.graphs.steps(graph as usize)?;
        let e = rt
            .graphs
            .execs
            .get_mut(&(exec as usize))
            .ok_or(errors::ErrorInvalidValue)?;
        let same = e.steps.len() == steps.len()
            && e.steps
                .iter()
                .zip(&steps)
                .all(|(a, b)| a.1.node_type() == b.1.node_type());
        if same {
            e.steps = steps;
        }
        // SAFETY: the caller's contract.
        if let Some(i) = unsafe { info.as_mut() } {
            i.result = if same { 0 } else { 2 };
            i.error_node = std::ptr::null_mut();
            i.error_from_node = std::ptr::null_mut();
        }
        if same {
            Ok(())
        } else {
            Err(errors::ErrorGraphExecUpdateFailure)
        }
    })
}

/// `cudaGraphUpload`: nothing to upload.
#[no_mangle]
pub extern "C" fn cudaGraphUpload(exec: *mut c_void, stream: *mut c_void) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        rt.graphs
            .execs
            .contains_key(&(exec as usize))
            .then_some(())
            .ok_or(errors::ErrorInvalidValue)
    })
}

/// `cudaGraphUpload_ptsz`.
#[no_mangle]
pub extern "C" fn cudaGraphUpload_ptsz(exec: *mut c_void, stream: *mut c_void) -> CudaError {
    cudaGraphUpload(exec, stream)
}

/// `cudaGraphLaunch`: the steps in order, now (or, in a capturing stream, a child-graph
/// node holding them).
#[no_mangle]
pub extern "C" fn cudaGraphLaunch(exec: *mut c_void, stream: *mut c_void) -> CudaError {
    let found = {
        let rt = runtime();
        if rt.sticky != errors::SUCCESS {
            Err(rt.sticky)
        } else {
            stream_ok(&rt, stream).and_then(|_| {
                let steps = rt.graphs.execs.get(&(exec as usize)).ok_or(errors::ErrorInvalidValue)?;
                Ok((steps.steps.clone(), rt.graphs.captures.contains_key(&(stream as usize))))
            })
        }
    };
    let (steps, capturing) = match found {
        Ok(f) => f,
        Err(e) => return record(e),
    };
    if capturing {
        return super::graph::submit(stream, |rt| {
            let g = new_handle();
            let mut graph = Graph::default();
            let mut prev: Vec<usize> = Vec::new();
            for (_, w) in steps {
                let h = new_handle();
                graph.nodes.push(Node {
                    handle: h,
                    deps: prev,
                    work: w,
                });
                rt.graphs.owner.insert(h, g);
                prev = vec![h];
            }
            rt.graphs.graphs.insert(g, graph);
            Ok(Work::Child(g))
        });
    }
    execute(&steps)
}

/// `cudaGraphLaunch_ptsz`.
#[no_mangle]
pub extern "C" fn cudaGraphLaunch_ptsz(exec: *mut c_void, stream: *mut c_void) -> CudaError {
    cudaGraphLaunch(exec, stream)
}

/// `cudaGraphExecDestroy`.
#[no_mangle]
pub extern "C" fn cudaGraphExecDestroy(exec: *mut c_void) -> CudaError {
    call(|rt| {
        rt.graphs
            .execs
            .remove(&(exec as usize))
            .map(|_| ())
            .ok_or(errors::ErrorInvalidValue)
    })
}
