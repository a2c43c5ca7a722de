//! Querying and editing built graphs: node parameters, types, lists, edges, removal,
//! clones.

use super::capture::handles;
use super::graph::{MemsetParams, Node, Work};
use super::graph_nodes::{copy_work, host_work, kernel_work, memset_work, HostNodeParams, KernelNodeParams};
use super::texture::Memcpy3DParms;
use super::{call, put, Dim3};
use crate::errors::{self, CudaError};
use crate::state::Runtime;
use std::ffi::{c_int, c_void};

/// Runs `f` on node `node`.
pub(crate) fn with_node<T>(
    rt: &mut Runtime,
    node: *mut c_void,
    f: impl FnOnce(&mut Node) -> T,
) -> Result<T, CudaError> {
    let g = *rt.graphs.owner.get(&(node as usize)).ok_or(errors::ErrorInvalidValue)?;
    let n = rt
        .graphs
        .graphs
        .get_mut(&g)
        .and_then(|g| g.node_mut(node as usize))
        .ok_or(errors::ErrorInvalidValue)?;
    Ok(f(n))
}

/// Replaces the work of `node`, which must be of the same type.
fn set_work(rt: &mut Runtime, node: *mut c_void, work: Work) -> Result<(), CudaError> {
    with_node(rt, node, |n| {
        if n.work.node_type() != work.node_type() {
            return Err(errors::ErrorInvalidValue);
        }
        n.work = work;
        Ok(())
    })?
}

/// `cudaGraphKernelNodeSetParams`.
///
/// # Safety
/// As `cudaGraphAddKernelNode`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphKernelNodeSetParams(node: *mut c_void, params: *const KernelNodeParams) -> CudaError {
    call(|rt| {
        // SAFETY: the caller's contract.
        let w = unsafe { kernel_work(rt, params) }?;
        set_work(rt, node, w)
    })
}

/// `cudaGraphKernelNodeGetParams`: the arguments point at the node's own copy of them
/// (kept for the process).
///
/// # Safety
/// `params` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphKernelNodeGetParams(node: *mut c_void, params: *mut KernelNodeParams) -> CudaError {
    call(|rt| {
        let Work::Kernel(k) = with_node(rt, node, |n| n.work.clone())? else {
            return Err(errors::ErrorInvalidValue);
        };
        let buffer: &'static [u8] = Box::leak(k.params.clone().into_boxed_slice());
        let args: Vec<*const c_void> = rt
            .kernel_info(k.kernel)
            .params
            .iter()
            .map(|p| buffer[p.off as usize..].as_ptr() as *const c_void)
            .collect();
        let args: &'static [*const c_void] = Box::leak(args.into_boxed_slice());
        let dim = |d: [u32; 3]| Dim3 {
            x: d[0],
            y: d[1],
            z: d[2],
        };
        let p = KernelNodeParams {
            func: k.func as *const c_void,
            grid: dim(k.grid),
            block: dim(k.block),
            shared: k.shared,
            kernel_params: args.as_ptr(),
            extra: std::ptr::null(),
        };
        // SAFETY: the caller's contract.
        unsafe { put(params, p) }
    })
}

/// `cudaGraphMemcpyNodeSetParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemcpyNodeSetParams(node: *mut c_void, params: *const Memcpy3DParms) -> CudaError {
    call(|rt| set_work(rt, node, copy_work(params)?))
}

/// `cudaGraphMemcpyNodeGetParams` (of a node made from `cudaMemcpy3DParms`).
///
/// # Safety
/// `params` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemcpyNodeGetParams(node: *mut c_void, params: *mut Memcpy3DParms) -> CudaError {
    call(|rt| match with_node(rt, node, |n| n.work.clone())? {
        // SAFETY: the caller's contract.
        Work::Copy3D(c) => unsafe { put(params, c.0) },
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaGraphMemsetNodeSetParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemsetNodeSetParams(node: *mut c_void, params: *const MemsetParams) -> CudaError {
    call(|rt| set_work(rt, node, memset_work(params)?))
}

/// `cudaGraphMemsetNodeGetParams`.
///
/// # Safety
/// `params` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemsetNodeGetParams(node: *mut c_void, params: *mut MemsetParams) -> CudaError {
    call(|rt| match with_node(rt, node, |n| n.work.clone())? {
        // SAFETY: the caller's contract.
        Work::Memset(m) => unsafe { put(params, m) },
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaGraphHostNodeSetParams`.
///
/// # Safety
/// `params` is valid.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphHostNodeSetParams(node: *mut c_void, params: *const HostNodeParams) -> CudaError {
    call(|rt| set_work(rt, node, host_work(params)?))
}

/// `cudaGraphHostNodeGetParams`.
///
/// # Safety
/// `params` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphHostNodeGetParams(node: *mut c_void, params: *mut HostNodeParams) -> CudaError {
    call(|rt| match with_node(rt, node, |n| n.work.clone())? {
        // SAFETY: the caller's contract.
        Work::Host { f, data } => unsafe {
            put(
                params,
                HostNodeParams {
                    f: Some(f),
                    data: data as *mut c_void,
                },
            )
        },
        _ => Err(errors::ErrorInvalidValue),
    })
}

/// `cudaGraphNodeGetType`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetType(node: *mut c_void, out: *mut c_int) -> CudaError {
    call(|rt| {
        let t = with_node(rt, node, |n| n.work.node_type())?;
        // SAFETY: the caller's contract.
        unsafe { put(out, t) }
    })
}

/// `cudaGraphNodeGetContainingGraph`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetContainingGraph(node: *mut c_void, out: *mut *mut c_void) -> CudaError {
    call(|rt| {
        let g = *rt.graphs.owner.get(&(node as usize)).ok_or(errors::ErrorInvalidValue)?;
        // SAFETY: the caller's contract.
        unsafe { put(out, g as *mut c_void) }
    })
}

/// Answers a list query: with `out` null, only the count; else up to `*count` items,
/// and the count written.
///
/// # Safety
/// `out` is null or holds `*count` slots; `count` is valid.
unsafe fn answer_list(items: &[usize], out: *mut usize, count: *mut usize) -> Result<(), CudaError> {
    if count.is_null() {
        return Err(errors::ErrorInvalidValue);
    }
    // SAFETY: the caller's contract.
    unsafe {
        if out.is_null() {
            *count = items.len();
        } else {
            let n = (*count).min(items.len());
            std::ptr::copy_nonoverlapping(items.as_ptr(), out, n);
            for i in n..*count {
                *out.add(i) = 0;
            }
            *count = n;
        }
    }
    Ok(())
}

/// `cudaGraphGetNodes`.
///
/// # Safety
/// As `answer_list`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphGetNodes(graph: *mut c_void, nodes: *mut usize, count: *mut usize) -> CudaError {
    call(|rt| {
        let g = rt
            .graphs
            .graphs
            .get(&(graph as usize))
            .ok_or(errors::ErrorInvalidValue)?;
        let all: Vec<usize> = g.nodes.iter().map(|n| n.handle).collect();
        // SAFETY: the caller's contract.
        unsafe { answer_list(&all, nodes, count) }
    })
}

/// `cudaGraphGetRootNodes`.
///
/// # Safety
/// As `answer_list`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphGetRootNodes(graph: *mut c_void, nodes: *mut usize, count: *mut usize) -> CudaError {
    call(|rt| {
        let g = rt
            .graphs
            .graphs
            .get(&(graph as usize))
            .ok_or(errors::ErrorInvalidValue)?;
        let roots: Vec<usize> = g.nodes.iter().filter(|n| n.deps.is_empty()).map(|n| n.handle).collect();
        // SAFETY: the caller's contract.
        unsafe { answer_list(&roots, nodes, count) }
    })
}

/// `cudaGraphGetEdges`.
///
/// # Safety
/// `from`/`to` are null or hold `*count` slots; `count` is valid; edge data is not given.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphGetEdges(
    graph: *mut c_void,
    from: *mut usize,
    to: *mut usize,
    _edge_data: *mut c_void,
    count: *mut usize,
) -> CudaError {
    call(|rt| {
        let g = rt
            .graphs
            .graphs
            .get(&(graph as usize))
            .ok_or(errors::ErrorInvalidValue)?;
        let edges: Vec<(usize, usize)> = g
            .nodes
            .iter()
            .flat_map(|n| n.deps.iter().map(move |&d| (d, n.handle)))
            .collect();
        let froms: Vec<usize> = edges.iter().map(|e| e.0).collect();
        let tos: Vec<usize> = edges.iter().map(|e| e.1).collect();
        if from.is_null() != to.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        unsafe {
            if !from.is_null() {
                let mut n = *count;
                answer_list(&froms, from, &mut n)?;
            }
            answer_list(&tos, to, count)
        }
    })
}

/// `cudaGraphNodeGetDependencies`.
///
/// # Safety
/// As `answer_list`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetDependencies(
    node: *mut c_void,
    deps: *mut usize,
    _edge_data: *mut c_void,
    count: *mut usize,
) -> CudaError {
    call(|rt| {
        let d = with_node(rt, node, |n| n.deps.clone())?;
        // SAFETY: the caller's contract.
        unsafe { answer_list(&d, deps, count) }
    })
}

/// `cudaGraphNodeGetDependentNodes`.
///
/// # Safety
/// As `answer_list`.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetDependentNodes(
    node: *mut c_void,
    out: *mut usize,
    _edge_data: *mut c_void,
    count: *mut usize,
) -> CudaError {
    call(|rt| {
        let g = *rt.graphs.owner.get(&(node as usize)).ok_or(errors::ErrorInvalidValue)?;
        let graph = rt.graphs.graphs.get(&g).ok_or(errors::ErrorInvalidValue)?;
        let d: Vec<usize> = graph
            .nodes
            .iter()
            .filter(|n| n.deps.contains(&(node as usize)))
            .map(|n| n.handle)
            .collect();
        // SAFETY: the caller's contract.
        unsafe { answer_list(&d, out, count) }
    })
}

/// Edits the dependencies of `graph`: `to[i]` depends on `from[i]` (`add`) or no longer.
///
/// # Safety
/// `from` and `to` hold `count` node handles.
unsafe fn edit_dependencies(
    graph: *mut c_void,
    from: *const usize,
    to: *const usize,
    count: usize,
    add: bool,
) -> CudaError {
    call(|rt| {
        // SAFETY: the caller's contract.
        let (from, to) = unsafe { (handles(from, count)?, handles(to, count)?) };
        let g = graph as usize;
        if from.iter().chain(&to).any(|n| rt.graphs.owner.get(n) != Some(&g)) {
            return Err(errors::ErrorInvalidValue);
        }
        let graph = rt.graphs.graphs.get_mut(&g).ok_or(errors::ErrorInvalidValue)?;
        for (f, t) in from.into_iter().zip(to) {
            let n = graph.node_mut(t).ok_or(errors::ErrorInvalidValue)?;
            let has = n.deps.contains(&f);
            match (add, has) {
                (true, false) => n.deps.push(f),
                (false, true) => n.deps.retain(|&d| d != f),
                _ => return Err(errors::ErrorInvalidValue),
            }
        }
        Ok(())
    })
}

/// `cudaGraphAddDependencies`.
///
/// # Safety
/// `from` and `to` hold `count` node handles.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddDependencies(
    graph: *mut c_void,
    from: *const usize,
    to: *const usize,
    _edge_data: *const c_void,
    count: usize,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { edit_dependencies(graph, from, to, count, true) }
}

/// `cudaGraphRemoveDependencies`.
///
/// # Safety
/// `from` and `to` hold `count` node handles.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphRemoveDependencies(
    graph: *mut c_void,
    from: *const usize,
    to: *const usize,
    _edge_data: *const c_void,
    count: usize,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { edit_dependencies(graph, from, to, count, false) }
}

/// `cudaGraphDestroyNode`: the node and its edges.
#[no_mangle]
pub extern "C" fn cudaGraphDestroyNode(node: *mut c_void) -> CudaError {
    call(|rt| {
        let h = node as usize;
        let g = rt.graphs.owner.remove(&h).ok_or(errors::ErrorInvalidValue)?;
        let graph = rt.graphs.graphs.get_mut(&g).ok_or(errors::ErrorInvalidValue)?;
        let child = graph.nodes.iter().find(|n| n.handle == h).map(|n| n.work.clone());
        graph.nodes.retain(|n| n.handle != h);
        for n in &mut graph.nodes {
            n.deps.retain(|&d| d != h);
        }
        if let Some(Work::Child(c)) = child {
            let _ = rt.graphs.destroy(c);
        }
        Ok(())
    })
}

/// `cudaGraphClone`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphClone(out: *mut *mut c_void, graph: *mut c_void) -> CudaError {
    call(|rt| {
        if out.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        let (g, map) = rt.graphs.clone_graph(graph as usize)?;
        rt.graphs
            .clones
            .extend(map.into_iter().map(|(old, new)| ((old, g), new)));
        // SAFETY: checked non-null.
        unsafe { put(out, g as *mut c_void) }
    })
}

/// `cudaGraphNodeFindInClone`.
///
/// # Safety
/// `out` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeFindInClone(
    out: *mut *mut c_void,
    node: *mut c_void,
    clone: *mut c_void,
) -> CudaError {
    call(|rt| {
        let n = *rt
            .graphs
            .clones
            .get(&(node as usize, clone as usize))
            .ok_or(errors::ErrorInvalidValue)?;
        // SAFETY: the caller's contract.
        unsafe { put(out, n as *mut c_void) }
    })
}
