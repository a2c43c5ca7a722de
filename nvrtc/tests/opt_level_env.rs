//! `PTXC_NVRTC_OPT` sets the optimization level of every compile (NVRTC has no `-O`):
//! how programs that compile at run time are measured with ptxc's `-O0` code. A test
//! binary of its own, as it changes the process's environment.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use nvrtc::nvrtcResult::*;
use nvrtc::*;

const SRC: &str = "__global__ void sum(const float* x, float* out, int n) {\n\
                   float s = 0;\n\
                   for (int i = 0; i < n; ++i) s += x[i] * 2.0f;\n\
                   *out = s;\n\
                   }\n";

/// The PTX of `SRC` for compute_80, compiled in a new program.
fn ptx() -> String {
    let src = CString::new(SRC).unwrap();
    let arch = CString::new("-arch=compute_80").unwrap();
    let opts: [*const c_char; 1] = [arch.as_ptr()];
    let mut p = null_mut();
    unsafe {
        assert_eq!(
            nvrtcCreateProgram(&mut p, src.as_ptr(), null(), 0, null(), null()),
            NVRTC_SUCCESS
        );
        assert_eq!(nvrtcCompileProgram(p, 1, opts.as_ptr()), NVRTC_SUCCESS);
        let mut size = 0;
        assert_eq!(nvrtcGetPTXSize(p, &mut size), NVRTC_SUCCESS);
        let mut buf = vec![0u8; size];
        assert_eq!(nvrtcGetPTX(p, buf.as_mut_ptr() as *mut c_char), NVRTC_SUCCESS);
        assert_eq!(nvrtcDestroyProgram(&mut p), NVRTC_SUCCESS);
        buf.pop();
        String::from_utf8(buf).unwrap()
    }
}

#[test]
fn the_environment_sets_the_optimization_level() {
    std::env::remove_var("PTXC_NVRTC_OPT");
    let default = ptx();
    std::env::set_var("PTXC_NVRTC_OPT", "0");
    let o0 = ptx();
    std::env::set_var("PTXC_NVRTC_OPT", "3");
    let o3 = ptx();
    // The default is -O3, which unrolls the loop (several loads of x); -O0 keeps it rolled
    // (one load); the remembered compile of one level is not the other's.
    let loads = |ptx: &str| ptx.matches("ld.global.f32").count();
    assert_eq!(default, o3);
    assert_eq!(loads(&o0), 1, "-O0:\n{o0}");
    assert!(loads(&o3) > 1, "-O3:\n{o3}");
    // An unknown value is the default.
    std::env::set_var("PTXC_NVRTC_OPT", "fast");
    assert_eq!(ptx(), o3);
}
