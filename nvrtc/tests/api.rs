//! Every NVRTC function and option of ptxc's NVRTC library, called through its C ABI as a
//! client would (the `extern "C"` functions themselves), with good and bad input: null
//! pointers, unknown and unsupported options, programs with errors whose log is read,
//! out-of-range architectures, stale handles. PTX goes through ptxas when it is found.

#[path = "../../tests/tools.rs"]
mod tools;

use std::ffi::{c_char, c_int, CStr, CString};
use std::ptr::{null, null_mut};

use nvrtc::nvrtcResult::{self, *};
use nvrtc::*;

/// A program handle destroyed when dropped.
struct Prog(nvrtcProgram);

impl Drop for Prog {
    fn drop(&mut self) {
        if !self.0.is_null() {
            unsafe { nvrtcDestroyProgram(&mut self.0) };
        }
    }
}

fn create(src: &str, name: Option<&str>, headers: &[(&str, &str)]) -> Prog {
    let src = CString::new(src).unwrap();
    let name = name.map(|n| CString::new(n).unwrap());
    let texts: Vec<CString> = headers.iter().map(|(_, t)| CString::new(*t).unwrap()).collect();
    let names: Vec<CString> = headers.iter().map(|(n, _)| CString::new(*n).unwrap()).collect();
    let text_ptrs: Vec<*const c_char> = texts.iter().map(|c| c.as_ptr()).collect();
    let name_ptrs: Vec<*const c_char> = names.iter().map(|c| c.as_ptr()).collect();
    let mut p = null_mut();
    let r = unsafe {
        nvrtcCreateProgram(
            &mut p,
            src.as_ptr(),
            name.as_ref().map_or(null(), |n| n.as_ptr()),
            headers.len() as c_int,
            if headers.is_empty() { null() } else { text_ptrs.as_ptr() },
            if headers.is_empty() { null() } else { name_ptrs.as_ptr() },
        )
    };
    assert_eq!(r, NVRTC_SUCCESS);
    Prog(p)
}

fn compile(p: &Prog, opts: &[&str]) -> nvrtcResult {
    let opts: Vec<CString> = opts.iter().map(|o| CString::new(*o).unwrap()).collect();
    let ptrs: Vec<*const c_char> = opts.iter().map(|c| c.as_ptr()).collect();
    unsafe {
        nvrtcCompileProgram(
            p.0,
            ptrs.len() as c_int,
            if ptrs.is_empty() { null() } else { ptrs.as_ptr() },
        )
    }
}

fn ptx(p: &Prog) -> String {
    let mut size = 0usize;
    assert_eq!(unsafe { nvrtcGetPTXSize(p.0, &mut size) }, NVRTC_SUCCESS);
    let mut buf = vec![1u8; size];
    assert_eq!(unsafe { nvrtcGetPTX(p.0, buf.as_mut_ptr().cast()) }, NVRTC_SUCCESS);
    assert_eq!(buf.last(), Some(&0), "NUL-terminated");
    CStr::from_bytes_with_nul(&buf).unwrap().to_str().unwrap().to_string()
}

fn log(p: &Prog) -> String {
    let mut size = 0usize;
    assert_eq!(unsafe { nvrtcGetProgramLogSize(p.0, &mut size) }, NVRTC_SUCCESS);
    let mut buf = vec![1u8; size];
    assert_eq!(
        unsafe { nvrtcGetProgramLog(p.0, buf.as_mut_ptr().cast()) },
        NVRTC_SUCCESS
    );
    CStr::from_bytes_with_nul(&buf).unwrap().to_str().unwrap().to_string()
}

fn lowered(p: &Prog, expr: &str) -> Result<String, nvrtcResult> {
    let e = CString::new(expr).unwrap();
    let mut out: *const c_char = null();
    match unsafe { nvrtcGetLoweredName(p.0, e.as_ptr(), &mut out) } {
        NVRTC_SUCCESS => Ok(unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_string()),
        r => Err(r),
    }
}

fn add_name(p: &Prog, expr: &str) -> nvrtcResult {
    let e = CString::new(expr).unwrap();
    unsafe { nvrtcAddNameExpression(p.0, e.as_ptr()) }
}

/// ptxas accepts `ptx` for `arch` (when ptxas is found).
fn ptxas_accepts(ptx: &str, arch: &str, tag: &str) {
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        if let Err(e) = tools::run_ptxas(&ptxas, ptx, arch, tag) {
            panic!("ptxas rejects the PTX of {tag}:\n{e}\n{ptx}");
        }
    }
}

const SAXPY: &str = r#"extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"#;

#[test]
fn version_and_architectures() {
    let (mut major, mut minor) = (0, 0);
    assert_eq!(unsafe { nvrtcVersion(&mut major, &mut minor) }, NVRTC_SUCCESS);
    assert_eq!((major, minor), (13, 5));
    assert_eq!(
        unsafe { nvrtcVersion(null_mut(), &mut minor) },
        NVRTC_ERROR_INVALID_INPUT
    );
    assert_eq!(
        unsafe { nvrtcVersion(&mut major, null_mut()) },
        NVRTC_ERROR_INVALID_INPUT
    );
    let mut n = 0;
    assert_eq!(unsafe { nvrtcGetNumSupportedArchs(&mut n) }, NVRTC_SUCCESS);
    let mut archs = vec![0; n as usize];
    assert_eq!(unsafe { nvrtcGetSupportedArchs(archs.as_mut_ptr()) }, NVRTC_SUCCESS);
    assert_eq!(archs, [75, 80, 86, 87, 88, 89, 90, 100, 103, 107, 110, 120, 121]);
    assert_eq!(
        unsafe { nvrtcGetNumSupportedArchs(null_mut()) },
        NVRTC_ERROR_INVALID_INPUT
    );
    assert_eq!(unsafe { nvrtcGetSupportedArchs(null_mut()) }, NVRTC_ERROR_INVALID_INPUT);
    // Every listed architecture compiles, as compute_XX and sm_XX.
    for a in archs {
        for arch in [format!("compute_{a}"), format!("sm_{a}")] {
            let p = create(SAXPY, None, &[]);
            assert_eq!(
                compile(&p, &[&format!("-arch={arch}")]),
                NVRTC_SUCCESS,
                "{arch}: {}",
                log(&p)
            );
            assert!(ptx(&p).contains(&format!(".target sm_{a}")), "{arch}");
        }
    }
}

#[test]
fn error_strings() {
    let name = |r: c_int| unsafe { CStr::from_ptr(nvrtcGetErrorString(r)) }.to_str().unwrap();
    assert_eq!(name(0), "NVRTC_SUCCESS");
    assert_eq!(name(5), "NVRTC_ERROR_INVALID_OPTION");
    assert_eq!(name(6), "NVRTC_ERROR_COMPILATION");
    assert_eq!(name(18), "NVRTC_ERROR_BUSY");
    assert_eq!(name(19), "NVRTC_ERROR unknown");
    assert_eq!(name(-1), "NVRTC_ERROR unknown");
}

#[test]
fn create_and_destroy_with_bad_input() {
    let src = c"__global__ void k() {}";
    let mut p = null_mut();
    unsafe {
        assert_eq!(
            nvrtcCreateProgram(null_mut(), src.as_ptr(), null(), 0, null(), null()),
            NVRTC_ERROR_INVALID_PROGRAM
        );
        assert_eq!(
            nvrtcCreateProgram(&mut p, null(), null(), 0, null(), null()),
            NVRTC_ERROR_INVALID_INPUT
        );
        assert_eq!(
            nvrtcCreateProgram(&mut p, src.as_ptr(), null(), -1, null(), null()),
            NVRTC_ERROR_INVALID_INPUT
        );
        // Headers without include names, or a null header or name.
        let h = [c"int x;".as_ptr()];
        let n = [c"x.h".as_ptr()];
        let none = [null::<c_char>()];
        assert_eq!(
            nvrtcCreateProgram(&mut p, src.as_ptr(), null(), 1, h.as_ptr(), null()),
            NVRTC_ERROR_INVALID_INPUT
        );
        assert_eq!(
            nvrtcCreateProgram(&mut p, src.as_ptr(), null(), 1, none.as_ptr(), n.as_ptr()),
            NVRTC_ERROR_INVALID_INPUT
        );
        assert_eq!(
            nvrtcCreateProgram(&mut p, src.as_ptr(), null(), 1, h.as_ptr(), none.as_ptr()),
            NVRTC_ERROR_INVALID_INPUT
        );
        assert_eq!(
            nvrtcCreateProgram(&mut p, src.as_ptr(), null(), 1, h.as_ptr(), n.as_ptr()),
            NVRTC_SUCCESS
        );
        let stale = p;
        assert_eq!(nvrtcDestroyProgram(&mut p), NVRTC_SUCCESS);
        assert!(p.is_null());
        // A destroyed, null or made-up handle.
        assert_eq!(nvrtcDestroyProgram(&mut p), NVRTC_ERROR_INVALID_PROGRAM);
        assert_eq!(nvrtcDestroyProgram(null_mut()), NVRTC_ERROR_INVALID_PROGRAM);
        let mut made_up = 0x1234usize as nvrtcProgram;
        assert_eq!(nvrtcDestroyProgram(&mut made_up), NVRTC_ERROR_INVALID_PROGRAM);
        let mut size = 0;
        for h in [stale, null_mut(), made_up] {
            assert_eq!(nvrtcCompileProgram(h, 0, null()), NVRTC_ERROR_INVALID_PROGRAM);
            assert_eq!(nvrtcGetPTXSize(h, &mut size), NVRTC_ERROR_INVALID_PROGRAM);
            assert_eq!(
                nvrtcGetPTX(h, [0 as c_char; 4].as_mut_ptr()),
                NVRTC_ERROR_INVALID_PROGRAM
            );
            assert_eq!(nvrtcGetProgramLogSize(h, &mut size), NVRTC_ERROR_INVALID_PROGRAM);
            assert_eq!(
                nvrtcGetProgramLog(h, [0 as c_char; 4].as_mut_ptr()),
                NVRTC_ERROR_INVALID_PROGRAM
            );
            let mut buf = [0 as c_char; 4];
            for get_size in [
                nvrtcGetCUBINSize,
                nvrtcGetLTOIRSize,
                nvrtcGetOptiXIRSize,
                nvrtcGetTileIRSize,
            ] {
                assert_eq!(get_size(h, &mut size), NVRTC_ERROR_INVALID_PROGRAM);
            }
            for get in [nvrtcGetCUBIN, nvrtcGetLTOIR, nvrtcGetOptiXIR, nvrtcGetTileIR] {
                assert_eq!(get(h, buf.as_mut_ptr()), NVRTC_ERROR_INVALID_PROGRAM);
            }
            assert_eq!(nvrtcGetPCHHeapSizeRequired(h, &mut size), NVRTC_ERROR_INVALID_PROGRAM);
            assert_eq!(
                nvrtcSetFlowCallback(h, Some(never_cancel), null_mut()),
                NVRTC_ERROR_INVALID_PROGRAM
            );
            assert_eq!(nvrtcAddNameExpression(h, c"k".as_ptr()), NVRTC_ERROR_INVALID_PROGRAM);
            let mut out = null();
            assert_eq!(
                nvrtcGetLoweredName(h, c"k".as_ptr(), &mut out),
                NVRTC_ERROR_INVALID_PROGRAM
            );
            assert_eq!(nvrtcGetPCHCreateStatus(h), NVRTC_ERROR_INVALID_PROGRAM);
        }
    }
}

#[test]
fn outputs_with_null_pointers_and_before_compile() {
    let p = create(SAXPY, Some("saxpy.cu"), &[]);
    // Before a compile: empty PTX and log (size 1, the NUL).
    assert_eq!(ptx(&p), "");
    assert_eq!(log(&p), "");
    unsafe {
        assert_eq!(nvrtcGetPTXSize(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetPTX(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetProgramLogSize(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetProgramLog(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetCUBINSize(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetCUBIN(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetLTOIRSize(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetLTOIR(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetOptiXIRSize(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetOptiXIR(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetTileIRSize(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcGetTileIR(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        // Options: a count with no array, a negative count, a null option string.
        assert_eq!(nvrtcCompileProgram(p.0, 1, null()), NVRTC_ERROR_INVALID_OPTION);
        // A negative count is bad input (NVIDIA's NVRTC answers the same).
        assert_eq!(nvrtcCompileProgram(p.0, -1, null()), NVRTC_ERROR_INVALID_INPUT);
        let opts = [null::<c_char>()];
        assert_eq!(nvrtcCompileProgram(p.0, 1, opts.as_ptr()), NVRTC_ERROR_INVALID_OPTION);
        assert!(log(&p).contains("null option"), "{}", log(&p));
    }
}

#[test]
fn compiles_saxpy_for_a_virtual_architecture() {
    let p = create(SAXPY, Some("saxpy.cu"), &[]);
    assert_eq!(
        compile(&p, &["--gpu-architecture=compute_80"]),
        NVRTC_SUCCESS,
        "{}",
        log(&p)
    );
    let text = ptx(&p);
    assert!(text.contains(".visible .entry saxpy("), "{text}");
    assert!(text.contains(".target sm_80"));
    assert_eq!(log(&p), "");
    ptxas_accepts(&text, "sm_80", "nvrtc-saxpy");
    // No cubin, LTO-IR, OptiX IR or Tile IR: size 0, and the copy writes nothing.
    let mut size = 99;
    let mut buf = [7 as c_char; 4];
    unsafe {
        for (get_size, get) in [
            (
                nvrtcGetCUBINSize as unsafe extern "C" fn(_, _) -> _,
                nvrtcGetCUBIN as unsafe extern "C" fn(_, _) -> _,
            ),
            (nvrtcGetLTOIRSize, nvrtcGetLTOIR),
            (nvrtcGetOptiXIRSize, nvrtcGetOptiXIR),
            (nvrtcGetTileIRSize, nvrtcGetTileIR),
        ] {
            size = 99;
            assert_eq!(get_size(p.0, &mut size), NVRTC_SUCCESS);
            assert_eq!(size, 0);
            assert_eq!(get(p.0, buf.as_mut_ptr()), NVRTC_SUCCESS);
            assert_eq!(buf, [7; 4]);
        }
    }
    let _ = size;
    // Compiling again replaces the outputs.
    assert_eq!(compile(&p, &["-arch=compute_90"]), NVRTC_SUCCESS);
    assert!(ptx(&p).contains(".target sm_90"));
    // The default architecture is compute_75, as NVRTC 13's.
    assert_eq!(compile(&p, &[]), NVRTC_SUCCESS);
    assert!(ptx(&p).contains(".target sm_75"));
}

#[test]
fn the_cubin_of_a_real_architecture_is_its_ptx() {
    // A program that compiles for the device's `sm_XX` and loads `nvrtcGetCUBIN`'s bytes
    // with `cuModuleLoadData` (cuda-samples' NVRTC helper) gets the PTX, which drivers load.
    let p = create(SAXPY, Some("saxpy.cu"), &[]);
    assert_eq!(compile(&p, &["--gpu-architecture=sm_80"]), NVRTC_SUCCESS, "{}", log(&p));
    let text = ptx(&p);
    let mut size = 0;
    unsafe {
        assert_eq!(nvrtcGetCUBINSize(p.0, &mut size), NVRTC_SUCCESS);
        assert_eq!(size, text.len() + 1);
        let mut buf = vec![7 as c_char; size];
        assert_eq!(nvrtcGetCUBIN(p.0, buf.as_mut_ptr()), NVRTC_SUCCESS);
        let got: Vec<u8> = buf.iter().map(|&c| c as u8).collect();
        assert_eq!(&got[..size - 1], text.as_bytes());
        assert_eq!(got[size - 1], 0);
    }
    ptxas_accepts(&text, "sm_80", "nvrtc-saxpy-cubin");
    // A later compile for a virtual architecture has no cubin again.
    assert_eq!(compile(&p, &["-arch=compute_80"]), NVRTC_SUCCESS);
    unsafe {
        assert_eq!(nvrtcGetCUBINSize(p.0, &mut size), NVRTC_SUCCESS);
    }
    assert_eq!(size, 0);
    // So has a failed compile.
    assert_eq!(compile(&p, &["-arch=sm_80", "--bogus"]), NVRTC_ERROR_INVALID_OPTION);
    unsafe {
        assert_eq!(nvrtcGetCUBINSize(p.0, &mut size), NVRTC_SUCCESS);
    }
    assert_eq!(size, 0);
}

#[test]
fn program_with_errors_has_a_log() {
    let p = create(
        "__global__ void k(int* x) { x[0] = y; }\n__global__ void j(int* x) { x[0] = z; }\n",
        Some("bad.cu"),
        &[],
    );
    assert_eq!(compile(&p, &["-arch=compute_80"]), NVRTC_ERROR_COMPILATION);
    let l = log(&p);
    assert!(l.starts_with("bad.cu(1): error: "), "{l}");
    assert!(l.contains("bad.cu(2): error: "), "{l}");
    assert!(l.contains("  __global__ void k(int* x) { x[0] = y; }\n"), "{l}");
    assert!(
        l.ends_with("2 errors detected in the compilation of \"bad.cu\".\n"),
        "{l}"
    );
    assert_eq!(ptx(&p), "");
    // A program without a name is "default_program".
    let p = create("__global__ void k() { undeclared(); }", None, &[]);
    assert_eq!(compile(&p, &[]), NVRTC_ERROR_COMPILATION);
    assert!(log(&p).contains("default_program(1): error"), "{}", log(&p));
}

#[test]
fn host_code_is_an_error_unless_default_device() {
    let host = "int helper(int v) { return v * 2; }\n__global__ void k(int* x) { x[0] = helper(x[0]); }\n";
    let p = create(host, Some("host.cu"), &[]);
    assert_eq!(compile(&p, &[]), NVRTC_ERROR_COMPILATION);
    let l = log(&p);
    assert!(
        l.contains("host.cu(1): error: A function without execution space annotations"),
        "{l}"
    );
    assert!(l.contains("Consider using -default-device"), "{l}");
    assert!(
        l.ends_with("1 error detected in the compilation of \"host.cu\".\n"),
        "{l}"
    );
    for opt in ["-default-device", "--device-as-default-execution-space"] {
        assert_eq!(compile(&p, &[opt]), NVRTC_SUCCESS, "{opt}: {}", log(&p));
        ptxas_accepts(&ptx(&p), "sm_75", "nvrtc-default-device");
    }
    let p = create("__host__ void f() {}\n__global__ void k() {}\n", None, &[]);
    assert_eq!(compile(&p, &["-default-device"]), NVRTC_ERROR_COMPILATION);
    assert!(
        log(&p).contains("explicitly marked as a __host__ function"),
        "{}",
        log(&p)
    );
    // __host__ __device__ functions, lambdas and ptxc's own headers are fine.
    let p = create(
        "#include <cuda_fp16.h>\n__host__ __device__ int f(int v) { return v + 1; }\n\
         __global__ void k(int* x) { auto l = [](int v) { return v * 3; }; x[0] = l(f(x[0])); }\n",
        None,
        &[],
    );
    assert_eq!(compile(&p, &[]), NVRTC_SUCCESS, "{}", log(&p));
}

#[test]
fn in_memory_headers() {
    let src = "#include \"params.h\"\n#include <lib/ops.h>\n\
               __global__ void k(float* x) { x[threadIdx.x] = twice(SCALE); }\n";
    let headers = [
        ("params.h", "#pragma once\n#define SCALE 3.0f\n"),
        (
            "lib/ops.h",
            "#include \"inner.h\"\n__device__ float twice(float v) { return INNER * v; }\n",
        ),
        ("inner.h", "#define INNER 2.0f\n"),
    ];
    let p = create(src, Some("hdr.cu"), &headers);
    assert_eq!(compile(&p, &["-arch=compute_80"]), NVRTC_SUCCESS, "{}", log(&p));
    let text = ptx(&p);
    assert!(text.contains("0f40C00000"), "2 * 3 folded: {text}");
    ptxas_accepts(&text, "sm_80", "nvrtc-headers");
    // An in-memory header wins over an -I directory, and is a pre-include too.
    let dir = tools::scratch("nvrtc-inc", "d");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("params.h"), "#define SCALE 5.0f\n").unwrap();
    std::fs::write(dir.join("disk.h"), "#define DISK 7\n").unwrap();
    let inc = format!("-I{}", dir.display());
    assert_eq!(compile(&p, &[&inc]), NVRTC_SUCCESS, "{}", log(&p));
    assert!(ptx(&p).contains("0f40C00000"));
    let p = create(
        "__global__ void k(int* x) { x[0] = DISK + PRE; }\n",
        None,
        &[("pre.h", "#define PRE 1\n")],
    );
    assert_eq!(
        compile(
            &p,
            &[
                "-include",
                "disk.h",
                "--pre-include=pre.h",
                "-I",
                &dir.display().to_string()
            ]
        ),
        NVRTC_SUCCESS,
        "{}",
        log(&p)
    );
    assert!(ptx(&p).contains(", 8;"), "{}", ptx(&p));
    // A header nobody provides is an error, with the include in the log.
    let p = create("#include \"missing.h\"\n__global__ void k() {}\n", Some("m.cu"), &[]);
    assert_eq!(compile(&p, &[]), NVRTC_ERROR_COMPILATION);
    assert!(
        log(&p).contains("m.cu(1): error: 'missing.h' file not found"),
        "{}",
        log(&p)
    );
}

#[test]
fn the_cuda_toolkit_is_read_only_through_include_paths() {
    // The ptxc command finds a toolkit by CUDA_HOME (and nvcc on PATH) for headers it does
    // not ship; NVRTC knows none: math_constants.h needs -I, as with NVIDIA's NVRTC.
    let Some(include) = tools::require("the CUDA toolkit's headers", tools::toolkit_include()) else {
        return;
    };
    std::env::set_var("CUDA_HOME", include.parent().unwrap());
    let src = "#include <math_constants.h>\n__global__ void k(float* x) { x[0] = CUDART_PI_F; }\n";
    let p = create(src, Some("toolkit.cu"), &[]);
    assert_eq!(compile(&p, &[]), NVRTC_ERROR_COMPILATION);
    assert!(
        log(&p).contains("toolkit.cu(1): error: 'math_constants.h' file not found"),
        "{}",
        log(&p)
    );
    let inc = format!("-I{}", include.display());
    assert_eq!(compile(&p, &[&inc]), NVRTC_SUCCESS, "{}", log(&p));
    assert!(ptx(&p).contains("0f40490FDB"), "pi: {}", ptx(&p));
}

#[test]
fn name_expressions_instantiate_templates() {
    let src = "template <typename T> __global__ void fill(T* x, T v) { x[threadIdx.x] = v; }\n\
               namespace N { __global__ void g() {} __device__ int counter; __constant__ float table[4]; }\n\
               template <int B, class T> __global__ void blocked(T* x) { x[threadIdx.x % B] = 0; }\n\
               extern \"C\" __global__ void plain() {}\n";
    let p = create(src, Some("names.cu"), &[]);
    let exprs = [
        ("fill<float>", "_Z4fillIfEvPT_S0_"),
        ("&fill<int>", "_Z4fillIiEvPT_S0_"),
        ("fill<double >", "_Z4fillIdEvPT_S0_"),
        ("N::g", "_ZN1N1gEv"),
        ("&N::counter", "_ZN1N7counterE"),
        ("&N::table", "_ZN1N5tableE"),
        ("(blocked<32, float>)", "_Z7blockedILi32EfEvPT0_"),
        ("plain", "plain"),
    ];
    for (e, _) in exprs {
        assert_eq!(add_name(&p, e), NVRTC_SUCCESS);
    }
    assert_eq!(add_name(&p, "fill<float>"), NVRTC_SUCCESS, "added twice");
    assert_eq!(
        lowered(&p, "fill<float>"),
        Err(NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION)
    );
    assert_eq!(compile(&p, &["-arch=compute_80"]), NVRTC_SUCCESS, "{}", log(&p));
    let text = ptx(&p);
    for (e, mangled) in exprs {
        assert_eq!(lowered(&p, e).as_deref(), Ok(mangled), "{e}");
        if !e.contains("::counter") && !e.contains("::table") {
            assert!(text.contains(&format!(".entry {mangled}(")), "{mangled} in\n{text}");
        }
    }
    assert!(!text.contains("__ptxc_name_expression"), "{text}");
    ptxas_accepts(&text, "sm_80", "nvrtc-names");
    // A lowered name lives as long as the program: compiling again (the same options, a
    // lookup; other options, a compile) hands out the very same strings.
    let get = |e: &str| {
        let e = CString::new(e).unwrap();
        let mut out: *const c_char = null();
        assert_eq!(unsafe { nvrtcGetLoweredName(p.0, e.as_ptr(), &mut out) }, NVRTC_SUCCESS);
        out
    };
    let held: Vec<*const c_char> = exprs.iter().map(|(e, _)| get(e)).collect();
    for opts in [&["-arch=compute_80"][..], &["-arch=compute_90"]] {
        assert_eq!(compile(&p, opts), NVRTC_SUCCESS, "{}", log(&p));
        for ((e, mangled), &was) in exprs.iter().zip(&held) {
            assert_eq!(get(e), was, "{e} {opts:?}");
            assert_eq!(unsafe { CStr::from_ptr(was) }.to_str(), Ok(*mangled));
        }
    }
    // Unknown after the compile, added after it, null pointers.
    assert_eq!(lowered(&p, "fill<char>"), Err(NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID));
    assert_eq!(
        add_name(&p, "fill<char>"),
        NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION
    );
    unsafe {
        assert_eq!(nvrtcAddNameExpression(p.0, null()), NVRTC_ERROR_INVALID_INPUT);
        let mut out = null();
        assert_eq!(nvrtcGetLoweredName(p.0, null(), &mut out), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(
            nvrtcGetLoweredName(p.0, c"plain".as_ptr(), null_mut()),
            NVRTC_ERROR_INVALID_INPUT
        );
    }
    // A name expression that names nothing is a compile error in __nv_name_map.
    let p = create(src, None, &[]);
    assert_eq!(add_name(&p, "nope<int>"), NVRTC_SUCCESS);
    assert_eq!(compile(&p, &[]), NVRTC_ERROR_COMPILATION);
    assert!(log(&p).contains("__nv_name_map(1): error"), "{}", log(&p));
    assert_eq!(
        lowered(&p, "nope<int>"),
        Err(NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION)
    );
}

#[test]
fn every_accepted_option() {
    let src = "#ifndef SCALE\n#error SCALE\n#endif\n#ifdef GONE\n#error GONE\n#endif\n\
               __global__ void k(float* x) { int unused; x[threadIdx.x] = __fdividef(x[0], 3.0f) * SCALE + sqrtf(x[1]); }\n";
    let p = create(src, Some("opts.cu"), &[]);
    let cases: &[&[&str]] = &[
        &["--gpu-architecture=compute_86"],
        &["--gpu-architecture", "sm_86"],
        &["-arch", "compute_90a"],
        &["-arch=compute_100f"],
        &["-default-device"],
        &["-std=c++03"],
        &["-std=c++11"],
        &["-std=c++14"],
        &["--std=c++17"],
        &["-std=c++20"],
        &["-std=c++23"],
        &["-I/nonexistent"],
        &["--include-path=/nonexistent"],
        &["-I", "/nonexistent"],
        &["-DGONE", "-UGONE"],
        &["--define-macro=GONE", "--undefine-macro=GONE"],
        &["-D", "GONE", "-U", "GONE"],
        &["-rdc=true"],
        &["--relocatable-device-code=false"],
        &["-dc"],
        &["-dw"],
        &["--device-w"],
        &["-G"],
        &["--device-debug"],
        &["-lineinfo"],
        &["--generate-line-info"],
        &["--use_fast_math"],
        &["-use_fast_math"],
        &["--ftz=true"],
        &["--prec-div=false"],
        &["--prec-sqrt=false"],
        &["--fmad=false"],
        &["--maxrregcount=32"],
        &["-w"],
        &["--disable-warnings"],
        &["-Werror=reorder"],
        &["--device-as-default-execution-space"],
        &["--extensible-whole-program"],
        &["-ewp"],
        &["-dopt=on"],
        &["-Xptxas", "-v"],
        &["--restrict"],
        &["-minimal"],
        &["--split-compile=0"],
        &["--diag-suppress=177"],
        &["-pch"],
        &["--builtin-move-forward=true"],
        &["--Ofast-compile=max"],
        &["-Ofc=0"],
        &["--frandom-seed=7"],
    ];
    for opts in cases {
        let mut all = vec!["-DSCALE=2.0f"];
        all.extend_from_slice(opts);
        assert_eq!(compile(&p, &all), NVRTC_SUCCESS, "{opts:?}: {}", log(&p));
        let text = ptx(&p);
        let arch = text
            .lines()
            .find_map(|l| l.strip_prefix(".target "))
            .unwrap_or("sm_75")
            .split(',')
            .next()
            .unwrap()
            .to_string();
        ptxas_accepts(&text, &arch, "nvrtc-options");
    }
    // What the options change.
    assert_eq!(compile(&p, &["-DSCALE=2.0f", "-lineinfo"]), NVRTC_SUCCESS);
    assert!(ptx(&p).contains(".loc\t"), "{}", ptx(&p));
    assert_eq!(compile(&p, &["-DSCALE=2.0f", "--use_fast_math"]), NVRTC_SUCCESS);
    assert!(ptx(&p).contains("sqrt.approx.ftz.f32"), "{}", ptx(&p));
    assert_eq!(compile(&p, &["-DSCALE=2.0f", "--ftz=true"]), NVRTC_SUCCESS);
    assert!(ptx(&p).contains(".ftz.f32"), "{}", ptx(&p));
    assert_eq!(compile(&p, &["-DSCALE=2.0f"]), NVRTC_SUCCESS);
    assert!(ptx(&p).contains("sqrt.rn.f32"), "{}", ptx(&p));
    // Warnings reach the log; -w drops them; -Werror=all-warnings fails the compile.
    let w = create(
        "__device__ int f() { }\n__global__ void k(int* x) { x[0] = f(); }\n",
        Some("w.cu"),
        &[],
    );
    assert_eq!(compile(&w, &[]), NVRTC_SUCCESS);
    let warned = log(&w);
    assert!(warned.starts_with("w.cu(1): warning: "), "{warned}");
    assert!(!ptx(&w).is_empty());
    assert_eq!(compile(&w, &["-w"]), NVRTC_SUCCESS);
    assert_eq!(log(&w), "");
    assert_eq!(compile(&w, &["-Werror=all-warnings"]), NVRTC_ERROR_COMPILATION);
    assert!(log(&w).starts_with("w.cu(1): error: "), "{}", log(&w));
    // Two architectures: the last wins, with NVRTC's warning.
    assert_eq!(
        compile(&p, &["-DSCALE=1", "-arch=compute_80", "-arch=compute_86"]),
        NVRTC_SUCCESS
    );
    assert!(ptx(&p).contains(".target sm_86"));
    assert!(
        log(&p).contains("nvrtc: warning: \"--gpu-architecture(-arch)=80\" followed by"),
        "{}",
        log(&p)
    );
}

#[test]
fn what_the_code_generation_options_change() {
    let src = "__device__ int helper(int v) { return v + 1; }\n\
               __global__ void k(float* x, int* y, long* s) {\n\
                 y[0] = helper(y[0]);\n\
                 x[0] = x[1] / x[2] + sqrtf(x[3]);\n\
                 x[4] = x[5] * x[6] + x[7];\n\
                 s[0] = __cplusplus;\n\
               }\n";
    let p = create(src, Some("effects.cu"), &[]);
    let with = |opts: &[&str]| -> String {
        let mut all = vec!["-arch=compute_80"];
        all.extend_from_slice(opts);
        assert_eq!(compile(&p, &all), NVRTC_SUCCESS, "{opts:?}: {}", log(&p));
        let text = ptx(&p);
        ptxas_accepts(&text, "sm_80", "nvrtc-effects");
        text
    };
    let default = with(&[]);
    for expected in ["div.rn.f32", "sqrt.rn.f32", "fma.rn.f32", "201703;"] {
        assert!(default.contains(expected), "{expected} in\n{default}");
    }
    assert!(!default.contains("_Z6helperi"), "inlined and dropped: {default}");
    // -rdc=true keeps the device function with external linkage; -dw after it undoes it.
    assert!(with(&["-rdc=true"]).contains(".visible .func  (.param .b32 func_retval0) _Z6helperi("));
    assert!(with(&["-dc"]).contains(".visible .func"));
    assert!(!with(&["-rdc=true", "-dw"]).contains("_Z6helperi"));
    assert!(with(&["--prec-div=false"]).contains("div.full.f32"));
    assert!(with(&["--prec-sqrt=false"]).contains("sqrt.approx.f32"));
    assert!(!with(&["--fmad=false"]).contains("fma.rn.f32"));
    for (std, value) in [
        ("c++03", 199711),
        ("c++11", 201103),
        ("c++14", 201402),
        ("c++20", 202002),
        ("c++23", 202302),
    ] {
        assert!(with(&[&format!("-std={std}")]).contains(&format!("{value};")), "{std}");
    }
    // -G: no inlining, and line information.
    let debug = with(&["-G"]);
    assert!(debug.contains(".func  (.param .b32 func_retval0) _Z6helperi(") && debug.contains(".loc\t"));
    // Options that change nothing in PTX: the same text as without them.
    for opts in [
        &["--maxrregcount=16"][..],
        &["-ewp"],
        &["-Xptxas", "-O1"],
        &["--restrict"],
        &["--Ofast-compile=max"],
    ] {
        assert_eq!(with(opts), default, "{opts:?}");
    }
}

#[test]
fn bad_options_answer_invalid_option_with_a_log() {
    let p = create(SAXPY, None, &[]);
    let cases: &[(&[&str], &str)] = &[
        (&["--bogus"], "nvrtc: error: unrecognized option --bogus found\n"),
        (&["-O2"], "nvrtc: error: unrecognized option -O2 found\n"),
        (&[""], "nvrtc: error: unrecognized option  found\n"),
        (&["saxpy.cu"], "nvrtc: error: unrecognized option saxpy.cu found\n"),
        (
            &["-arch=compute_10"],
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n",
        ),
        (
            &["-arch=sm_70"],
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n",
        ),
        (
            &["-arch=sm_999"],
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n",
        ),
        (
            &["-arch=sm_80a"],
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n",
        ),
        // Missing values, worded as NVIDIA's NVRTC words them.
        (
            &["-arch"],
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n",
        ),
        (
            &["--gpu-architecture"],
            "nvrtc: error: invalid value for --gpu-architecture (-arch)\n",
        ),
        (&["-std"], "nvrtc: error: unrecognized option -std found\n"),
        (&["--fmad"], "nvrtc: error: --fmad (-fmad) expects true or false\n"),
        (&["-ftz"], "nvrtc: error: --ftz (-ftz) expects true or false\n"),
        (
            &["-rdc"],
            "nvrtc: error: --relocatable-device-code (-rdc) expects true or false\n",
        ),
        (&["-D"], "nvrtc: error: --define-macro (-D) requires a value\n"),
        (&["-U"], "nvrtc: error: --undefine-macro (-U) requires a value\n"),
        (&["-I"], "nvrtc: error: --include-path (-I) requires a value\n"),
        (
            &["-include"],
            "nvrtc: error: --pre-include (-include) requires a value\n",
        ),
        (
            &["--maxrregcount"],
            "nvrtc: error: --maxrregcount (-maxrregcount) requires a value\n",
        ),
        (&["-Xptxas"], "nvrtc: error: -Xptxas requires a value\n"),
        // Wrong values.
        (&["--ftz=maybe"], "nvrtc: error: --ftz (-ftz) expects true or false\n"),
        (&["--fmad=1"], "nvrtc: error: --fmad (-fmad) expects true or false\n"),
        (
            &["--prec-div=yes"],
            "nvrtc: error: --prec-div (-prec-div) expects true or false\n",
        ),
        (
            &["--prec-sqrt=1"],
            "nvrtc: error: --prec-sqrt (-prec-sqrt) expects true or false\n",
        ),
        (
            &["-rdc=maybe"],
            "nvrtc: error: --relocatable-device-code (-rdc) expects true or false\n",
        ),
        (&["-std=c++98"], "nvrtc: error: invalid value for --std(-std)\n"),
        (
            &["-Werror=reorder,bogus"],
            "nvrtc: error: bogus is undefined for --warning-as-error(-Werror)\n\
             nvrtc: error: --warning-as-error(-Werror) expects valid value(s)",
        ),
        (
            &["-Ofc=bogus"],
            "nvrtc: error: invalid argument for option --Ofast-compile (-Ofc): bogus\n",
        ),
        // A value for an option that takes none.
        (
            &["-G=1"],
            "nvrtc: error: --device-debug (-G) does not accept any argument\n",
        ),
        (
            &["-lineinfo=true"],
            "nvrtc: error: --generate-line-info (-lineinfo) does not accept any argument\n",
        ),
        (
            &["-default-device=true"],
            "nvrtc: error: --device-as-default-execution-space (-default-device) does not accept any argument\n",
        ),
        (
            &["-ewp=true"],
            "nvrtc: error: --extensible-whole-program (-ewp) does not accept any argument\n",
        ),
        (
            &["-use_fast_math=1"],
            "nvrtc: error: --use_fast_math (-use_fast_math) does not accept any argument\n",
        ),
        (
            &["-w=1"],
            "nvrtc: error: --disable-warnings (-w) does not accept any argument\n",
        ),
        (
            &["-dc=x"],
            "nvrtc: error: --device-c (-dc) does not accept any argument\n",
        ),
        (
            &["-dw=1"],
            "nvrtc: error: --device-w (-dw) does not accept any argument\n",
        ),
        (
            &["-restrict=1"],
            "nvrtc: error: --restrict (-restrict) does not accept any argument\n",
        ),
        // A good option before a bad one does not save it.
        (
            &["-arch=compute_80", "--bogus"],
            "nvrtc: error: unrecognized option --bogus found\n",
        ),
        (
            &["--maxrregcount=many"],
            "nvrtc: error: --maxrregcount (-maxrregcount) expects an integer\n",
        ),
        (
            &["-Werror"],
            "nvrtc: error: --warning-as-error(-Werror) expects valid value(s)",
        ),
        (&["-dlto"], "nvrtc: error: --dlink-time-opt (-dlto) is not supported"),
        (
            &["--dlink-time-opt"],
            "nvrtc: error: --dlink-time-opt (-dlto) is not supported",
        ),
        (&["-gen-opt-lto"], "is not supported"),
        (&["--optix-ir"], "is not supported"),
        (&["-fdevice-syntax-only"], "is not supported"),
    ];
    for (opts, expected) in cases {
        assert_eq!(compile(&p, opts), NVRTC_ERROR_INVALID_OPTION, "{opts:?}");
        assert!(
            log(&p).starts_with("nvrtc: error: ") && log(&p).contains(expected),
            "{opts:?}: {}",
            log(&p)
        );
        assert_eq!(ptx(&p), "");
    }
}

/// A flow callback that never asks to cancel.
unsafe extern "C" fn never_cancel(_: *mut std::ffi::c_void, _: *mut std::ffi::c_void) -> c_int {
    0
}

#[test]
fn malformed_programs_options_and_name_expressions_end_in_an_error_code_and_a_log() {
    // Each ends in NVRTC's code for what is wrong and a log saying it; none in a panic
    // caught as NVRTC_ERROR_INTERNAL_ERROR.
    let sources = [
        "",
        "__global__ void k( {",
        "#include",
        "#if\n",
        "#if 1\n__global__ void k() {}\n",
        "template <",
        "__global__ void k() { const char* s = \"unterminated; }",
        "__global__ void k() { int x = 1 / 0; int y[-1]; }",
        "\u{1}\u{7f}__global__ \u{ff} void k() {}",
        "struct S { S s; }; __global__ void k() { S s; }",
        "template <int N> struct R { enum { v = R<N + 1>::v }; };\n__global__ void k(int* x) { x[0] = R<0>::v; }",
        "__global__ void k() { k<<<1, 1>>>(); }",
    ];
    for src in sources {
        let p = create(src, Some("bad.cu"), &[]);
        let r = compile(&p, &[]);
        let l = log(&p);
        if src.is_empty() || src.starts_with("__global__ void k() { k<<<") {
            // Nothing wrong for NVRTC (a launch needs -rdc only to run, not to compile).
            assert_ne!(r, NVRTC_ERROR_INTERNAL_ERROR, "{src:?}: {l}");
            continue;
        }
        assert_eq!(r, NVRTC_ERROR_COMPILATION, "{src:?}: {l}");
        assert!(l.contains("bad.cu") && l.contains("error"), "{src:?}: {l}");
        assert_eq!(ptx(&p), "");
    }
    let options: &[&[&str]] = &[
        &["-"],
        &["--"],
        &["="],
        &["-arch="],
        &["--gpu-architecture=compute_"],
        &["-arch=compute_80x"],
        &["-arch=compute_-80"],
        &["-std="],
        &["-Werror="],
        &["-Werror=,"],
        &["--maxrregcount="],
        &["--maxrregcount=99999999999999999999"],
        &["-D="],
        &["--ftz=", "true"],
    ];
    for opts in options {
        let p = create(SAXPY, None, &[]);
        let r = compile(&p, opts);
        assert!(
            r == NVRTC_ERROR_INVALID_OPTION || r == NVRTC_ERROR_COMPILATION,
            "{opts:?}: {r:?} {}",
            log(&p)
        );
        assert!(log(&p).contains("error"), "{opts:?}: {}", log(&p));
    }
    for expr in [
        "",
        "<<<",
        "saxpy<",
        "1 +",
        "::",
        "&",
        "saxpy)",
        "saxpy; }",
        "*/ saxpy /*",
    ] {
        let p = create(SAXPY, Some("n.cu"), &[]);
        assert_eq!(add_name(&p, expr), NVRTC_SUCCESS);
        assert_eq!(compile(&p, &[]), NVRTC_ERROR_COMPILATION, "{expr:?}: {}", log(&p));
        assert!(log(&p).contains("error"), "{expr:?}: {}", log(&p));
        assert_eq!(lowered(&p, expr), Err(NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION));
    }
}

#[test]
fn precompiled_header_bundled_header_and_callback_functions() {
    let p = create(SAXPY, None, &[]);
    let mut size = 9;
    unsafe {
        // The heap size is NVRTC's default until a client sets it (nothing is allocated).
        assert_eq!(nvrtcGetPCHHeapSize(&mut size), NVRTC_SUCCESS);
        assert_eq!(size, 256 << 20);
        assert_eq!(nvrtcGetPCHHeapSize(null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(nvrtcSetPCHHeapSize(1 << 20), NVRTC_SUCCESS);
        assert_eq!(nvrtcGetPCHHeapSize(&mut size), NVRTC_SUCCESS);
        assert_eq!(size, 1 << 20);
        // No precompiled header is ever made: status 13, required size 0 (as NVIDIA's
        // NVRTC answers for a program that asked for none), before and after a compile.
        for compiled in [false, true] {
            if compiled {
                assert_eq!(compile(&p, &[]), NVRTC_SUCCESS);
            }
            assert_eq!(nvrtcGetPCHCreateStatus(p.0), NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED);
            size = 9;
            assert_eq!(nvrtcGetPCHHeapSizeRequired(p.0, &mut size), NVRTC_SUCCESS);
            assert_eq!(size, 0);
        }
        assert_eq!(nvrtcGetPCHHeapSizeRequired(p.0, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        // A flow callback is accepted (and never called); a null one is bad input.
        assert_eq!(nvrtcSetFlowCallback(p.0, Some(never_cancel), null_mut()), NVRTC_SUCCESS);
        assert_eq!(nvrtcSetFlowCallback(p.0, None, null_mut()), NVRTC_ERROR_INVALID_INPUT);
        assert_eq!(compile(&p, &[]), NVRTC_SUCCESS);
        // Bundled headers: none (ptxc's are built in); installing and removing succeed.
        let mut info = nvrtcBundledHeadersInfo {
            available: 7,
            compressedSize: 7,
            uncompressedSize: 7,
            cudaVersionMajor: 0,
            cudaVersionMinor: 0,
            numFiles: 7,
        };
        let mut error_log: *const c_char = c"stale".as_ptr();
        assert_eq!(nvrtcGetBundledHeadersInfo(&mut info, &mut error_log), NVRTC_SUCCESS);
        assert_eq!(
            (
                info.available,
                info.numFiles,
                info.cudaVersionMajor,
                info.cudaVersionMinor
            ),
            (0, 0, 13, 5)
        );
        assert!(error_log.is_null());
        assert_eq!(
            nvrtcGetBundledHeadersInfo(null_mut(), null_mut()),
            NVRTC_ERROR_INVALID_INPUT
        );
        let dir = c"/nonexistent/ptxc-nvrtc-headers";
        error_log = c"stale".as_ptr();
        assert_eq!(
            nvrtcInstallBundledHeaders(dir.as_ptr(), 0, &mut error_log),
            NVRTC_SUCCESS
        );
        assert!(error_log.is_null());
        assert_eq!(
            nvrtcInstallBundledHeaders(null(), 0, null_mut()),
            NVRTC_ERROR_INVALID_INPUT
        );
        assert_eq!(nvrtcRemoveBundledHeaders(dir.as_ptr(), null_mut()), NVRTC_SUCCESS);
        assert_eq!(nvrtcRemoveBundledHeaders(null(), null_mut()), NVRTC_ERROR_INVALID_INPUT);
    }
}

#[test]
fn separate_programs_compile_in_parallel_threads() {
    let threads: Vec<_> = (0..8)
        .map(|t| {
            std::thread::spawn(move || {
                for round in 0..3 {
                    let src = format!(
                        "template <int N> __global__ void k(int* x) {{ x[threadIdx.x] = N * {t} + {round}; }}\n"
                    );
                    let p = create(&src, Some(&format!("t{t}.cu")), &[]);
                    let expr = format!("k<{}>", t + 1);
                    assert_eq!(add_name(&p, &expr), NVRTC_SUCCESS);
                    assert_eq!(compile(&p, &["-arch=compute_80"]), NVRTC_SUCCESS, "{}", log(&p));
                    let name = lowered(&p, &expr).unwrap();
                    assert_eq!(name, format!("_Z1kILi{}EEvPi", t + 1));
                    assert!(ptx(&p).contains(&format!(".entry {name}(")));
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("no thread panicked");
    }
}

#[test]
fn a_second_compile_of_the_same_program_is_remembered_unless_it_read_the_disk() {
    let src = "template <int N> __global__ void k(int* x) { x[threadIdx.x] = N + 4242; }\n";
    let first = create(src, Some("again.cu"), &[("h.h", "#define H 1\n")]);
    assert_eq!(add_name(&first, "k<3>"), NVRTC_SUCCESS);
    assert_eq!(compile(&first, &["-arch=compute_80"]), NVRTC_SUCCESS);
    let second = create(src, Some("again.cu"), &[("h.h", "#define H 1\n")]);
    assert_eq!(add_name(&second, "k<3>"), NVRTC_SUCCESS);
    assert_eq!(compile(&second, &["-arch=compute_80"]), NVRTC_SUCCESS);
    assert_eq!(ptx(&first), ptx(&second));
    assert_eq!(lowered(&second, "k<3>"), Ok("_Z1kILi3EEvPi".to_string()));
    // Other options, another result.
    assert_eq!(compile(&second, &["-arch=compute_90"]), NVRTC_SUCCESS);
    assert!(ptx(&second).contains(".target sm_90"));
    // A header read from an -I directory is read again: its change is seen.
    let dir = tools::scratch("nvrtc-cache", "d");
    std::fs::create_dir_all(&dir).unwrap();
    let inc = format!("-I{}", dir.display());
    let src = "#include \"v.h\"\n__global__ void k(int* x) { x[0] = V; }\n";
    for v in [111, 222] {
        std::fs::write(dir.join("v.h"), format!("#define V {v}\n")).unwrap();
        let p = create(src, Some("disk.cu"), &[]);
        assert_eq!(compile(&p, &[&inc]), NVRTC_SUCCESS, "{}", log(&p));
        assert!(ptx(&p).contains(&format!(", {v};")), "{}", ptx(&p));
    }
}
