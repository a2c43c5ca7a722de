//! Stream capture: between `cudaStreamBeginCapture` and `cudaStreamEndCapture` the work
//! submitted to a stream becomes nodes of a graph instead of running
//! (`graph::submit`). An event recorded in a capturing stream stands for the stream's
//! last nodes; a stream that waits on it joins the capture with those nodes as its
//! dependencies (how a capture forks into several streams and joins back).

use super::graph::{new_handle, stream_ok, Capture, Graph};
use super::{call, put};
use crate::errors::{self, CudaError};
use crate::state::Runtime;
use std::cell::Cell;
use std::ffi::{c_int, c_void};

fn begin(rt: &mut Runtime, stream: *mut c_void, graph: usize, deps: Vec<usize>) -> Result<(), CudaError> {
    stream_ok(rt, stream)?;
    if stream.is_null() {
        // The legacy default stream cannot be captured.
        return Err(errors::ErrorStreamCaptureUnsupported);
    }
    let s = stream as usize;
    if rt.graphs.captures.contains_key(&s) {
        return Err(errors::ErrorIllegalState);
    }
    rt.graphs.captures_begun += 1;
    let id = rt.graphs.captures_begun;
    rt.graphs.captures.insert(
        s,
        Capture {
            graph,
            frontier: deps,
            origin: s,
            id,
        },
    );
    Ok(())
}

/// `cudaStreamBeginCapture`: into a new graph.
#[no_mangle]
pub extern "C" fn cudaStreamBeginCapture(stream: *mut c_void, _mode: c_int) -> CudaError {
    call(|rt| {
        let g = new_handle();
        rt.graphs.graphs.insert(g, Graph::default());
        begin(rt, stream, g, Vec::new()).inspect_err(|_| {
            rt.graphs.graphs.remove(&g);
        })
    })
}

/// `cudaStreamBeginCapture_ptsz`.
#[no_mangle]
pub extern "C" fn cudaStreamBeginCapture_ptsz(stream: *mut c_void, mode: c_int) -> CudaError {
    cudaStreamBeginCapture(stream, mode)
}

/// `cudaStreamBeginCaptureToGraph`: into an existing graph, after `deps`.
///
/// # Safety
/// `deps` holds `count` node handles.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamBeginCaptureToGraph(
    stream: *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    _edge_data: *const c_void,
    count: usize,
    _mode: c_int,
) -> CudaError {
    call(|rt| {
        if !rt.graphs.graphs.contains_key(&(graph as usize)) {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        let deps = unsafe { handles(deps, count) }?;
        begin(rt, stream, graph as usize, deps)
    })
}

/// `cudaStreamBeginCaptureToGraph_ptsz`.
///
/// # Safety
/// As `cudaStreamBeginCaptureToGraph`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamBeginCaptureToGraph_ptsz(
    stream: *mut c_void,
    graph: *mut c_void,
    deps: *const usize,
    edge_data: *const c_void,
    count: usize,
    mode: c_int,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaStreamBeginCaptureToGraph(stream, graph, deps, edge_data, count, mode) }
}

/// `count` handles from `p`.
///
/// # Safety
/// `p` holds `count` handles, or `count` is 0.
pub unsafe fn handles(p: *const usize, count: usize) -> Result<Vec<usize>, CudaError> {
    if count == 0 {
        return Ok(Vec::new());
    }
    if p.is_null() {
        return Err(errors::ErrorInvalidValue);
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(p, count) }.to_vec())
}

/// `cudaStreamEndCapture`: the graph, and every stream that joined the capture leaves it.
///
/// # Safety
/// `graph` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamEndCapture(stream: *mut c_void, graph: *mut *mut c_void) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        let s = stream as usize;
        let c = rt.graphs.captures.get(&s).ok_or(errors::ErrorIllegalState)?;
        if c.origin != s {
            return Err(errors::ErrorStreamCaptureUnmatched);
        }
        let g = c.graph;
        rt.graphs.captures.retain(|_, c| c.graph != g);
        rt.graphs.captured_events.retain(|_, (eg, _)| *eg != g);
        // SAFETY: the caller's contract.
        unsafe { put(graph, g as *mut c_void) }
    })
}

/// `cudaStreamEndCapture_ptsz`.
///
/// # Safety
/// As `cudaStreamEndCapture`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamEndCapture_ptsz(stream: *mut c_void, graph: *mut *mut c_void) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaStreamEndCapture(stream, graph) }
}

/// `cudaStreamIsCapturing`: `cudaStreamCaptureStatusActive` (1) or `None` (0).
///
/// # Safety
/// `status` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamIsCapturing(stream: *mut c_void, status: *mut c_int) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        let active = rt.graphs.captures.contains_key(&(stream as usize));
        // SAFETY: the caller's contract.
        unsafe { put(status, active as c_int) }
    })
}

/// `cudaStreamIsCapturing_ptsz`.
///
/// # Safety
/// As `cudaStreamIsCapturing`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamIsCapturing_ptsz(stream: *mut c_void, status: *mut c_int) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaStreamIsCapturing(stream, status) }
}

/// `cudaStreamGetCaptureInfo`: status, capture id, graph, and the nodes the next one
/// will depend on (valid until the stream's next call).
///
/// # Safety
/// Each out-pointer is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetCaptureInfo(
    stream: *mut c_void,
    status: *mut c_int,
    id: *mut u64,
    graph: *mut *mut c_void,
    deps: *mut *const usize,
    edge_data: *mut *const c_void,
    count: *mut usize,
) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        let c = rt.graphs.captures.get(&(stream as usize));
        let frontier: &'static [usize] = match c {
            Some(c) => Box::leak(c.frontier.clone().into_boxed_slice()),
            None => &[],
        };
        // SAFETY: the caller's contract; null out-pointers are not wanted.
        unsafe {
            put(status, c.is_some() as c_int)?;
            if !id.is_null() {
                *id = c.map_or(0, |c| c.id);
            }
            if !graph.is_null() {
                *graph = c.map_or(0, |c| c.graph) as *mut c_void;
            }
            if !deps.is_null() {
                *deps = frontier.as_ptr();
            }
            if !edge_data.is_null() {
                *edge_data = std::ptr::null();
            }
            if !count.is_null() {
                *count = frontier.len();
            }
        }
        Ok(())
    })
}

/// `cudaStreamGetCaptureInfo_ptsz`.
///
/// # Safety
/// As `cudaStreamGetCaptureInfo`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetCaptureInfo_ptsz(
    stream: *mut c_void,
    status: *mut c_int,
    id: *mut u64,
    graph: *mut *mut c_void,
    deps: *mut *const usize,
    edge_data: *mut *const c_void,
    count: *mut usize,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaStreamGetCaptureInfo(stream, status, id, graph, deps, edge_data, count) }
}

/// `cudaStreamUpdateCaptureDependencies`: flags 0 adds the nodes to the dependencies,
/// 1 (`cudaStreamSetCaptureDependencies`) replaces them.
///
/// # Safety
/// `deps` holds `count` node handles.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamUpdateCaptureDependencies(
    stream: *mut c_void,
    deps: *const usize,
    _edge_data: *const c_void,
    count: usize,
    flags: u32,
) -> CudaError {
    call(|rt| {
        // SAFETY: the caller's contract.
        let new = unsafe { handles(deps, count) }?;
        let c = rt
            .graphs
            .captures
            .get_mut(&(stream as usize))
            .ok_or(errors::ErrorIllegalState)?;
        match flags {
            0 => {
                for n in new {
                    if !c.frontier.contains(&n) {
                        c.frontier.push(n);
                    }
                }
            }
            1 => c.frontier = new,
            _ => return Err(errors::ErrorInvalidValue),
        }
        Ok(())
    })
}

/// `cudaStreamUpdateCaptureDependencies_ptsz`.
///
/// # Safety
/// As `cudaStreamUpdateCaptureDependencies`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamUpdateCaptureDependencies_ptsz(
    stream: *mut c_void,
    deps: *const usize,
    edge_data: *const c_void,
    count: usize,
    flags: u32,
) -> CudaError {
    // SAFETY: the caller's contract.
    unsafe { cudaStreamUpdateCaptureDependencies(stream, deps, edge_data, count, flags) }
}

thread_local! {
    static CAPTURE_MODE: Cell<c_int> = const { Cell::new(0) };
}

/// `cudaThreadExchangeStreamCaptureMode`: the thread's mode is remembered and swapped
/// (work runs in order, so no mode forbids anything here).
///
/// # Safety
/// `mode` is valid for a read and a write.
#[no_mangle]
pub unsafe extern "C" fn cudaThreadExchangeStreamCaptureMode(mode: *mut c_int) -> CudaError {
    call(|_| {
        if mode.is_null() {
            return Err(errors::ErrorInvalidValue);
        }
        // SAFETY: the caller's contract.
        unsafe { *mode = CAPTURE_MODE.with(|m| m.replace(*mode)) };
        Ok(())
    })
}

/// An event recorded in a capturing stream stands for the stream's last nodes.
pub fn record_event(rt: &mut Runtime, event: usize, stream: usize) -> bool {
    let Some(c) = rt.graphs.captures.get(&stream) else {
        return false;
    };
    let entry = (c.graph, c.frontier.clone());
    rt.graphs.captured_events.insert(event, entry);
    true
}

/// A stream waiting on an event recorded in a capture joins it (or, already in it, adds
/// the event's nodes to its dependencies).
pub fn wait_event(rt: &mut Runtime, stream: usize, event: usize) {
    let Some((g, nodes)) = rt.graphs.captured_events.get(&event).cloned() else {
        return;
    };
    let Some(origin) = rt
        .graphs
        .captures
        .values()
        .find(|c| c.graph == g)
        .map(|c| (c.origin, c.id))
    else {
        return;
    };
    match rt.graphs.captures.get_mut(&stream) {
        Some(c) if c.graph == g => {
            for n in nodes {
                if !c.frontier.contains(&n) {
                    c.frontier.push(n);
                }
            }
        }
        Some(_) => {}
        None => {
            rt.graphs.captures.insert(
                stream,
                Capture {
                    graph: g,
                    frontier: nodes,
                    origin: origin.0,
                    id: origin.1,
                },
            );
        }
    }
}
