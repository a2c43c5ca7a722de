//! Streams and events. Work finishes inside the call that submits it, so a stream is
//! always idle, a query always answers ready, and waiting returns at once; an event
//! records the wall-clock time of its `cudaEventRecord`, which is after all earlier
//! work in any stream, so `cudaEventElapsedTime` measures the emulation.

use super::capture;
use super::graph::{stream_ok, submit, Work};
use super::{call, put};
use crate::errors::{self, CudaError};
use crate::state::Runtime;
use std::ffi::{c_int, c_void};
use std::time::Instant;

/// A fresh unique handle (a leaked byte: its address is never reused).
fn new_handle() -> usize {
    Box::into_raw(Box::new(0u8)) as usize
}

fn create_stream(out: *mut *mut c_void) -> CudaError {
    call(|rt| {
        let h = new_handle();
        rt.streams.push(h);
        // SAFETY: the caller passes a valid out-pointer (null is refused by `put`).
        unsafe { put(out, h as *mut c_void) }
    })
}

/// `cudaStreamCreate`.
#[no_mangle]
pub extern "C" fn cudaStreamCreate(stream: *mut *mut c_void) -> CudaError {
    create_stream(stream)
}

/// `cudaStreamCreateWithFlags`.
#[no_mangle]
pub extern "C" fn cudaStreamCreateWithFlags(stream: *mut *mut c_void, _flags: u32) -> CudaError {
    create_stream(stream)
}

/// `cudaStreamCreateWithPriority`.
#[no_mangle]
pub extern "C" fn cudaStreamCreateWithPriority(stream: *mut *mut c_void, _flags: u32, _priority: c_int) -> CudaError {
    create_stream(stream)
}

/// `cudaStreamDestroy`.
#[no_mangle]
pub extern "C" fn cudaStreamDestroy(stream: *mut c_void) -> CudaError {
    call(|rt| {
        let i = rt
            .streams
            .iter()
            .position(|&s| s == stream as usize)
            .ok_or(errors::ErrorInvalidResourceHandle)?;
        rt.streams.swap_remove(i);
        Ok(())
    })
}

/// `cudaStreamSynchronize`.
#[no_mangle]
pub extern "C" fn cudaStreamSynchronize(stream: *mut c_void) -> CudaError {
    call(|rt| stream_ok(rt, stream))
}

/// `cudaStreamQuery`: always done.
#[no_mangle]
pub extern "C" fn cudaStreamQuery(stream: *mut c_void) -> CudaError {
    call(|rt| stream_ok(rt, stream))
}

/// `cudaStreamWaitEvent`: work is done in order, so nothing to wait for; an event
/// recorded in a capture brings the stream into it.
#[no_mangle]
pub extern "C" fn cudaStreamWaitEvent(stream: *mut c_void, event: *mut c_void, _flags: u32) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        event_ok(rt, event)?;
        capture::wait_event(rt, stream as usize, event as usize);
        Ok(())
    })
}

/// `cudaStreamGetFlags`.
///
/// # Safety
/// `flags` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetFlags(stream: *mut c_void, flags: *mut u32) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        // SAFETY: the caller's contract.
        unsafe { put(flags, 0) }
    })
}

/// `cudaStreamGetPriority`.
///
/// # Safety
/// `priority` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamGetPriority(stream: *mut c_void, priority: *mut c_int) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        // SAFETY: the caller's contract.
        unsafe { put(priority, 0) }
    })
}

/// A host function submitted to a stream.
pub type HostFn = unsafe extern "C" fn(*mut c_void);
/// A stream callback (`cudaStreamCallback_t`).
pub type StreamCallback = unsafe extern "C" fn(*mut c_void, CudaError, *mut c_void);

/// `cudaLaunchHostFunc`: called at once, outside the runtime's lock (it may call CUDA),
/// or a host node of the stream's capture.
///
/// # Safety
/// `f` is a valid function for `data`.
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchHostFunc(stream: *mut c_void, f: Option<HostFn>, data: *mut c_void) -> CudaError {
    submit(stream, |_| {
        let f = f.ok_or(errors::ErrorInvalidValue)?;
        Ok(Work::Host { f, data: data as usize })
    })
}

/// `cudaStreamAddCallback`: called at once, outside the runtime's lock.
///
/// # Safety
/// `f` is a valid callback for `data`.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamAddCallback(
    stream: *mut c_void,
    f: Option<StreamCallback>,
    data: *mut c_void,
    _flags: u32,
) -> CudaError {
    let r = call(|rt| stream_ok(rt, stream));
    if r != errors::SUCCESS {
        return r;
    }
    let Some(f) = f else {
        return super::record(errors::ErrorInvalidValue);
    };
    // SAFETY: the caller's contract.
    unsafe { f(stream, errors::SUCCESS, data) };
    errors::SUCCESS
}

fn event_ok(rt: &Runtime, e: *mut c_void) -> Result<(), CudaError> {
    if rt.events.contains_key(&(e as usize)) {
        Ok(())
    } else {
        Err(errors::ErrorInvalidResourceHandle)
    }
}

fn create_event(out: *mut *mut c_void) -> CudaError {
    call(|rt| {
        let h = new_handle();
        rt.events.insert(h, None);
        // SAFETY: the caller passes a valid out-pointer (null is refused by `put`).
        unsafe { put(out, h as *mut c_void) }
    })
}

/// `cudaEventCreate`.
#[no_mangle]
pub extern "C" fn cudaEventCreate(event: *mut *mut c_void) -> CudaError {
    create_event(event)
}

/// `cudaEventCreateWithFlags`.
#[no_mangle]
pub extern "C" fn cudaEventCreateWithFlags(event: *mut *mut c_void, _flags: u32) -> CudaError {
    create_event(event)
}

/// `cudaEventDestroy`.
#[no_mangle]
pub extern "C" fn cudaEventDestroy(event: *mut c_void) -> CudaError {
    call(|rt| {
        rt.events
            .remove(&(event as usize))
            .map(|_| ())
            .ok_or(errors::ErrorInvalidResourceHandle)
    })
}

/// `cudaEventRecord`: the time now; in a capturing stream, the stream's last nodes
/// (for streams that wait on it).
#[no_mangle]
pub extern "C" fn cudaEventRecord(event: *mut c_void, stream: *mut c_void) -> CudaError {
    call(|rt| {
        stream_ok(rt, stream)?;
        event_ok(rt, event)?;
        if capture::record_event(rt, event as usize, stream as usize) {
            return Ok(());
        }
        rt.events.insert(event as usize, Some(Instant::now()));
        Ok(())
    })
}

/// `cudaEventRecordWithFlags`.
#[no_mangle]
pub extern "C" fn cudaEventRecordWithFlags(event: *mut c_void, stream: *mut c_void, _flags: u32) -> CudaError {
    cudaEventRecord(event, stream)
}

/// `cudaEventSynchronize`.
#[no_mangle]
pub extern "C" fn cudaEventSynchronize(event: *mut c_void) -> CudaError {
    call(|rt| event_ok(rt, event))
}

/// `cudaEventQuery`.
#[no_mangle]
pub extern "C" fn cudaEventQuery(event: *mut c_void) -> CudaError {
    call(|rt| event_ok(rt, event))
}

/// `cudaEventElapsedTime`: milliseconds between two recorded events.
///
/// # Safety
/// `ms` is valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cudaEventElapsedTime(ms: *mut f32, start: *mut c_void, end: *mut c_void) -> CudaError {
    call(|rt| {
        let t = |e: *mut c_void| {
            rt.events
                .get(&(e as usize))
                .copied()
                .ok_or(errors::ErrorInvalidResourceHandle)
        };
        let (Some(a), Some(b)) = (t(start)?, t(end)?) else {
            return Err(errors::ErrorInvalidResourceHandle);
        };
        let d = if b >= a {
            b.duration_since(a).as_secs_f64()
        } else {
            -a.duration_since(b).as_secs_f64()
        };
        // SAFETY: the caller's contract.
        unsafe { put(ms, (d * 1e3) as f32) }
    })
}
