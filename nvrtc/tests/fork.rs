//! A child process made by `fork` after the library compiled compiles too (Python's
//! multiprocessing forks after a parent's compiles): the compile thread the parent kept
//! is not in the child, which must start its own instead of waiting for it. A test
//! binary of its own, so no other test's thread holds a lock when the process forks.

use std::ffi::{c_char, c_int, CString};
use std::ptr::{null, null_mut};
use std::time::{Duration, Instant};

use nvrtc::nvrtcResult::*;
use nvrtc::*;

extern "C" {
    fn fork() -> c_int;
    fn waitpid(pid: c_int, status: *mut c_int, options: c_int) -> c_int;
    fn kill(pid: c_int, sig: c_int) -> c_int;
    fn _exit(status: c_int) -> !;
}

const WNOHANG: c_int = 1;
const SIGKILL: c_int = 9;

/// Whether `src` compiles, creating and destroying its program.
fn compiles(src: &str) -> bool {
    let src = CString::new(src).unwrap();
    let arch = CString::new("-arch=compute_80").unwrap();
    let opts: [*const c_char; 1] = [arch.as_ptr()];
    let mut p = null_mut();
    unsafe {
        if nvrtcCreateProgram(&mut p, src.as_ptr(), null(), 0, null(), null()) != NVRTC_SUCCESS {
            return false;
        }
        let ok = nvrtcCompileProgram(p, 1, opts.as_ptr()) == NVRTC_SUCCESS;
        nvrtcDestroyProgram(&mut p);
        ok
    }
}

#[test]
fn a_forked_child_compiles() {
    assert!(compiles("__global__ void a(float* x) { x[0] = 1.0f; }\n"));
    let child = unsafe { fork() };
    assert!(child >= 0, "fork failed");
    if child == 0 {
        let ok = compiles("__global__ void b(float* x) { x[0] = 2.0f; }\n");
        unsafe { _exit(if ok { 0 } else { 1 }) };
    }
    // Waited for with a deadline: the failure this guards against is a child that hangs.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut status: c_int = 0;
    loop {
        let done = unsafe { waitpid(child, &mut status, WNOHANG) };
        if done == child {
            break;
        }
        if Instant::now() > deadline {
            unsafe { kill(child, SIGKILL) };
            unsafe { waitpid(child, &mut status, 0) };
            panic!("the forked child's compile did not finish in 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    // Exited normally (low 7 bits 0) with status 0.
    assert_eq!(status & 0x7f, 0, "the child was killed by signal {}", status & 0x7f);
    assert_eq!((status >> 8) & 0xff, 0, "the child's compile failed");
}
