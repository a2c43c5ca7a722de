//! The flags build systems pass to `nvcc -ptx`, run through the `ptxc`
//! binary: accepted, and honoured where they change the output (the PTX of
//! those goes through NVIDIA's ptxas, found and required by tests/tools.rs's
//! rule: `$PTXAS`, the repository's cache, the tools cache, PATH).
//! specs/language.md "Driver flags" lists them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const KERNEL: &str = "__global__ void k(float* a, float b) {\n  a[threadIdx.x] = a[threadIdx.x] * b;\n}\n";

fn ptxc(dir: &Path, args: &[&str]) -> Output {
    ptxc_with_stdin(dir, args, "")
}

fn ptxc_with_stdin(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ptxc"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ptxc");
    std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), stdin.as_bytes()).expect("write stdin");
    child.wait_with_output().expect("ptxc output")
}

fn workdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ptxc-flags-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Compiles `src` (written to `k.cu`) with `args` to stdout; panics on failure.
fn ptx_of(tag: &str, src: &str, args: &[&str]) -> String {
    let d = workdir(tag);
    std::fs::write(d.join("k.cu"), src).unwrap();
    let mut all = args.to_vec();
    all.extend(["-o", "-", "k.cu"]);
    let o = ptxc(&d, &all);
    assert!(o.status.success(), "{args:?}: {}", err(&o));
    out(&o)
}

#[path = "../../tests/tools.rs"]
mod tools;

/// Assembles `ptx` for `arch` with ptxas (`-c` when `relocatable`); skipped without ptxas.
fn assemble(tag: &str, ptx: &str, arch: &str, relocatable: bool) {
    let Some(ptxas) = tools::require("ptxas", tools::ptxas()) else {
        return;
    };
    let d = workdir(&format!("{tag}-ptxas"));
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    let mut cmd = Command::new(ptxas);
    cmd.current_dir(&d)
        .args([&format!("-arch={arch}"), "k.ptx", "-o", "k.cubin"]);
    if relocatable {
        cmd.arg("-c");
    }
    let o = cmd.output().expect("run ptxas");
    assert!(o.status.success(), "{tag}: ptxas: {}\n{ptx}", err(&o));
}

#[test]
fn unknown_flags_are_nvccs_fatal_error() {
    let d = workdir("unknown");
    std::fs::write(d.join("k.cu"), KERNEL).unwrap();
    let o = ptxc(&d, &["-ptx", "--bogus", "k.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(err(&o), "ptxc fatal   : Unknown option '--bogus'\n");
    assert!(!d.join("k.ptx").exists());
    let o = ptxc(&d, &["-std=gnu++17", "k.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        err(&o),
        "ptxc fatal   : Value 'gnu++17' is not defined for option 'std'\n"
    );
}

#[test]
fn help_and_version_exit_0() {
    let d = workdir("help");
    for flag in ["--help", "-h"] {
        let o = ptxc(&d, &[flag]);
        assert_eq!(o.status.code(), Some(0));
        assert!(out(&o).contains("-lineinfo"), "{}", out(&o));
    }
    for flag in ["-V", "--version"] {
        let o = ptxc(&d, &[flag]);
        assert_eq!(o.status.code(), Some(0));
        assert!(out(&o).starts_with("ptxc "), "{}", out(&o));
    }
}

#[test]
fn std_sets_cplusplus() {
    let src = "#define S2(x) k##x\n#define S(x) S2(x)\nextern \"C\" __global__ void S(__cplusplus)() {}\n";
    for (flag, value) in [
        ("-std=c++03", "199711L"),
        ("-std=c++11", "201103L"),
        ("-std=c++14", "201402L"),
        ("--std=c++17", "201703L"),
        ("-std=c++20", "202002L"),
        ("-x", "201703L"),
    ] {
        let mut args = vec![flag];
        if flag == "-x" {
            args.push("cu");
        }
        let ptx = ptx_of("std", src, &args);
        assert!(ptx.contains(&format!(".entry k{value}()")), "{flag}: {ptx}");
    }
}

#[test]
fn build_system_flags_are_accepted_without_changing_the_ptx() {
    let plain = ptx_of("plain", KERNEL, &[]);
    for args in [
        &["-ccbin", "g++", "-Xcompiler", "-fPIC,-Wall", "--compiler-options=-O2"][..],
        &[
            "-Xptxas",
            "-v",
            "--ptxas-options=-O3",
            "-Xlinker",
            "-lm",
            "-lcudart",
            "-L/opt",
        ][..],
        &[
            "--extended-lambda",
            "--expt-relaxed-constexpr",
            "--expt-extended-lambda",
        ][..],
        &[
            "-Wno-deprecated-gpu-targets",
            "--keep",
            "--resource-usage",
            "-t",
            "4",
            "--threads",
            "2",
        ][..],
        &[
            "-maxrregcount=32",
            "--maxrregcount",
            "64",
            "-g",
            "-ptx",
            "-x",
            "cu",
            "-DNDEBUG",
        ][..],
        &[
            "--fmad=false",
            "-fmad=true",
            "--use_fast_math",
            "-ftz=false",
            "-prec-div=true",
            "-prec-sqrt=true",
        ][..],
        &[
            "-gencode",
            "arch=compute_80,code=sm_80",
            "-arch=compute_80",
            "-code=sm_80",
            "--gpu-code",
            "sm_80",
        ][..],
    ] {
        assert_eq!(ptx_of("accepted", KERNEL, args), plain, "{args:?}");
    }
    // nvcc -ptx prints no .maxnreg for -maxrregcount; neither does ptxc.
    assert!(!ptx_of("maxrreg", KERNEL, &["-maxrregcount=32"]).contains(".maxnreg"));
}

#[test]
fn verbose_prints_the_stages_and_the_ignored_flags() {
    let d = workdir("verbose");
    std::fs::write(d.join("k.cu"), KERNEL).unwrap();
    let o = ptxc(&d, &["-v", "-Xcompiler", "-fPIC", "-o", "-", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    let e = err(&o);
    assert!(
        e.contains("ptxc note    : ignoring '-Xcompiler -fPIC' (host compiler options)"),
        "{e}"
    );
    assert!(e.contains("#$ run the -O3 pass pipeline"), "{e}");
    // Without -v, ignored flags are as silent as nvcc keeps them.
    let o = ptxc(&d, &["-Xcompiler", "-fPIC", "-o", "-", "k.cu"]);
    assert_eq!(err(&o), "");
}

#[test]
fn gencode_and_compute_arch_pick_the_target() {
    let t = |args: &[&str]| ptx_of("gencode", KERNEL, args);
    let sm86 = t(&["-gencode", "arch=compute_86,code=sm_86"]);
    assert!(sm86.contains(".target sm_86\n"));
    assemble("gencode", &sm86, "sm_86", false);
    assert!(t(&["--generate-code=arch=compute_90a,code=[sm_90a,compute_90a]"]).contains(".target sm_90a\n"));
    assert!(t(&["-arch=compute_75"]).contains(".target sm_75\n"));
    let ptx = t(&["-arch", "compute_89", "-code", "sm_89"]);
    assert!(ptx.contains(".target sm_89\n"));
    assert_eq!(ptx, t(&["-arch=sm_89"]));
    let d = workdir("gencode-two");
    std::fs::write(d.join("k.cu"), KERNEL).unwrap();
    let two = [
        "-gencode",
        "arch=compute_86,code=sm_86",
        "-gencode",
        "arch=compute_90,code=sm_90",
        "k.cu",
    ];
    let o = ptxc(&d, &two);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        err(&o),
        "ptxc fatal   : Option '--ptx (-ptx)' is not allowed when compiling for multiple GPU architectures\n"
    );
}

#[test]
fn device_debug_compiles_at_o0_with_line_info() {
    let g = ptx_of("debug", KERNEL, &["-G", "-O3"]);
    // The same directory: the .file line names it.
    assert_eq!(g, ptx_of("debug", KERNEL, &["-O0", "-lineinfo"]));
    assert_eq!(ptx_of("debug", KERNEL, &["--device-debug"]), g);
}

#[test]
fn lineinfo_prints_loc_and_file_as_nvcc() {
    let src = "__device__ __noinline__ int twice(int x) { return 2 * x; }\n\
               __global__ void k(int* a, int n) {\n\
               \x20 int i = threadIdx.x;\n\
               \x20 if (i < n) {\n\
               \x20   a[i] = twice(a[i]);\n\
               \x20 }\n\
               }\n";
    let d = workdir("lineinfo");
    std::fs::write(d.join("k.cu"), src).unwrap();
    let o = ptxc(&d, &["-lineinfo", "-o", "-", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    let ptx = out(&o);
    let locs: Vec<&str> = ptx.lines().filter(|l| l.starts_with("\t.loc")).collect();
    // Line and column of each statement, as nvcc prints them (`.loc 1 1 44`
    // for `return` in twice, `.loc 1 5 5` for the assignment).
    assert!(locs.contains(&"\t.loc\t1 1 44"), "{ptx}");
    assert!(locs.contains(&"\t.loc\t1 5 5"), "{ptx}");
    assert!(locs.contains(&"\t.loc\t1 4 3"), "{ptx}");
    let abs = std::fs::canonicalize(d.join("k.cu")).unwrap();
    assert!(
        ptx.ends_with(&format!("}}\n\n\t.file\t1 \"{}\"\n", abs.display())),
        "{ptx}"
    );
    assemble("lineinfo", &ptx, "sm_80", false);
    assert_eq!(ptx_of("lineinfo", src, &["--generate-line-info"]), ptx);
    // Without the flag, no line information.
    assert!(!ptx_of("nolineinfo", src, &[]).contains(".loc"));
}

#[test]
fn warnings_suppressed_or_made_errors() {
    let src = "__global__ void k(int* o) {\nunused:\n  o[0] = 1;\n}\n";
    let d = workdir("werror");
    std::fs::write(d.join("k.cu"), src).unwrap();
    let warning = "warning: label \"unused\" was declared but never referenced";
    let o = ptxc(&d, &["k.cu"]);
    assert!(o.status.success() && err(&o).contains(warning), "{}", err(&o));
    let o = ptxc(&d, &["-w", "-o", "w.ptx", "k.cu"]);
    assert!(o.status.success() && err(&o).is_empty(), "{}", err(&o));
    assert!(d.join("w.ptx").exists());
    for args in [
        &["-Werror"][..],
        &["-Werror", "all-warnings"][..],
        &["--Werror=all-warnings"][..],
    ] {
        let mut all = args.to_vec();
        all.extend(["-o", "e.ptx", "k.cu"]);
        let o = ptxc(&d, &all);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let e = err(&o);
        assert!(
            e.contains("error: label \"unused\" was declared but never referenced"),
            "{e}"
        );
        assert!(e.contains("1 error detected in the compilation of \"k.cu\"."), "{e}");
        assert!(!d.join("e.ptx").exists(), "no output under -Werror");
    }
}

#[test]
fn ndebug_removes_asserts() {
    let src = "#include <cassert>\n__global__ void k(int* a) { assert(a[0] == 1); a[1] = 2; }\n";
    assert!(ptx_of("assert", src, &[]).contains("__assertfail"));
    assert!(!ptx_of("ndebug", src, &["-DNDEBUG"]).contains("__assertfail"));
}

#[test]
fn stdin_input_and_stdout_output() {
    let d = workdir("stdin");
    let o = ptxc_with_stdin(&d, &["-x", "cu", "-o", "-", "-"], KERNEL);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(out(&o), ptx_of("file", KERNEL, &[]));
}

#[cfg(unix)]
#[test]
fn toolkit_headers_are_found_without_dash_i_as_nvcc_finds_them() {
    // cuBLAS's header with no -I: the toolkit's include directory comes from CUDA_HOME,
    // else from the folder above the nvcc on PATH, and the PTX is the one
    // `-I <toolkit>/include` gives (which tests/toolkit_libraries.rs runs in ptxsim).
    let with_cublas = tools::toolkit_include().filter(|d| d.join("cublas_v2.h").is_file());
    let Some(include) = tools::require("a toolkit include directory with cuBLAS's headers", with_cublas) else {
        return;
    };
    let d = workdir("toolkit-lookup");
    let example = tools::repo_root().join("tests/toolkit/cublas_bfloat16.cu");
    std::fs::copy(example, d.join("k.cu")).unwrap();
    // A toolkit root laid out as nvcc's: bin/nvcc beside include/.
    let root = d.join("cuda");
    std::fs::create_dir_all(root.join("bin")).unwrap();
    std::os::unix::fs::symlink(&include, root.join("include")).unwrap();
    std::fs::write(root.join("bin/nvcc"), "").unwrap();
    let run = |var: Option<(&str, &Path)>, args: &[&str]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_ptxc"));
        cmd.current_dir(&d)
            .env_remove("CUDA_HOME")
            .env_remove("CUDA_PATH")
            .env("PATH", "")
            .args(args)
            .args(["-arch=sm_80", "-o", "-", "k.cu"]);
        if let Some((name, value)) = var {
            cmd.env(name, value);
        }
        let o = cmd.output().expect("run ptxc");
        assert!(o.status.success(), "{var:?} {args:?}: {}", err(&o));
        (out(&o), err(&o))
    };
    let (with_i, _) = run(None, &["-I", include.to_str().unwrap()]);
    assert!(with_i.contains(".entry _Z1kP13__nv_bfloat16("), "{with_i}");
    assemble("toolkit-lookup", &with_i, "sm_80", false);
    let (from_home, said) = run(Some(("CUDA_HOME", &root)), &["-v"]);
    assert!(said.contains("(from CUDA_HOME)"), "{said}");
    assert_eq!(from_home, with_i);
    let (from_nvcc, said) = run(Some(("PATH", &root.join("bin"))), &["-v"]);
    assert!(said.contains("(from the nvcc on PATH)"), "{said}");
    assert_eq!(from_nvcc, with_i);
}

#[test]
fn pre_include_and_system_include() {
    let d = workdir("include");
    std::fs::create_dir_all(d.join("sys")).unwrap();
    std::fs::write(d.join("pre.h"), "#define SCALE 3\n").unwrap();
    std::fs::write(d.join("sys/scale.h"), "#define TWICE(x) ((x) * 2)\n").unwrap();
    let src = "#include <scale.h>\n__global__ void k(int* a) { a[0] = TWICE(SCALE); }\n";
    std::fs::write(d.join("k.cu"), src).unwrap();
    let o = ptxc(&d, &["-include", "pre.h", "-isystem", "sys", "-o", "-", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).contains("st.global.u32 \t[%rd2], 6;"), "{}", out(&o));
    let o = ptxc(&d, &["--pre-include=pre.h", "--system-include=sys", "-o", "-", "k.cu"]);
    assert!(out(&o).contains("st.global.u32 \t[%rd2], 6;"), "{}", err(&o));
    let o = ptxc(&d, &["-include", "missing.h", "-isystem", "sys", "k.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(err(&o).contains("'missing.h' file not found (-include)"), "{}", err(&o));
    // A header ptxc ships is found too, as by `#include`.
    std::fs::write(
        d.join("l.cu"),
        "__global__ void k(int* a) { a[0] = CHAR_BIT; }
",
    )
    .unwrap();
    let o = ptxc(&d, &["-include", "limits.h", "-o", "-", "l.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).contains("st.global.u32 	[%rd2], 8;"), "{}", out(&o));
}

#[test]
fn dependency_files_as_nvcc_writes_them() {
    let d = workdir("deps");
    std::fs::create_dir_all(d.join("inc")).unwrap();
    std::fs::create_dir_all(d.join("sys")).unwrap();
    std::fs::create_dir_all(d.join("out")).unwrap();
    std::fs::write(d.join("inc/h.h"), "#define X 1\n").unwrap();
    std::fs::write(d.join("sys/s.h"), "#define Y 2\n").unwrap();
    let src = "#include \"inc/h.h\"\n#include <s.h>\n#include <cstdio>\n__global__ void k(int* a) { a[0] = X + Y; }\n";
    std::fs::write(d.join("k.cu"), src).unwrap();
    let read = |p: &str| std::fs::read_to_string(d.join(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
    let all = "k.cu \\\n    inc/h.h \\\n    sys/s.h\n";

    // -M: the rule on stdout, nothing compiled.
    let o = ptxc(&d, &["-M", "-isystem", "sys", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(out(&o), format!("k.o : {all}"));
    assert!(!d.join("k.ptx").exists());
    // -MM leaves out the -isystem header; -o names the rule's file.
    let o = ptxc(&d, &["-MM", "-isystem", "sys", "-o", "deps.txt", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(read("deps.txt"), "k.o : k.cu \\\n    inc/h.h\n");
    // -MD: compile, and k.d beside it in the current directory.
    let o = ptxc(&d, &["-MD", "-isystem", "sys", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(read("k.d"), format!("k.o : {all}"));
    assert!(read("k.ptx").contains(".entry _Z1kPi"));
    // -MD -o: the output names the target and, with .d, the rule's file.
    let o = ptxc(&d, &["-MD", "-isystem", "sys", "-o", "out/y.ptx", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(read("out/y.d"), format!("out/y.ptx : {all}"));
    // -MMD -MF -MT.
    let o = ptxc(
        &d,
        &["-MMD", "-MF", "x.d", "-MT", "tgt", "-isystem", "sys", "-o", "-", "k.cu"],
    );
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).contains(".entry _Z1kPi"));
    assert_eq!(read("x.d"), "tgt : k.cu \\\n    inc/h.h\n");
}

const LINKAGE: &str = "__device__ int g;\n__constant__ float cf[2] = {1, 2};\nextern __device__ int ext;\n\
__device__ __managed__ int man;\n__device__ __noinline__ int f(int x) { return x + ext + cf[1]; }\n\
__device__ int unused_fn(int x) { return x; }\nstatic __device__ __noinline__ int sf(int x) { return x * 3; }\n\
__global__ void k(int* a) { a[0] = f(a[1]) + sf(g) + man; }\n";

/// The declaration lines (module scope) of `ptx`.
fn declarations(ptx: &str) -> Vec<&str> {
    ptx.lines()
        .filter(|l| {
            l.starts_with(".global")
                || l.starts_with(".const")
                || l.starts_with(".visible")
                || l.starts_with(".extern")
                || l.starts_with(".func")
        })
        .collect()
}

#[test]
fn whole_program_linkage_as_nvcc_prints_it() {
    let ptx = ptx_of("whole", LINKAGE, &[]);
    assert_eq!(
        declarations(&ptx),
        [
            ".global .align 4 .u32 g;",
            ".const .align 4 .b8 cf[8] = {0, 0, 128, 63, 0, 0, 0, 64};",
            // nvcc: "extern declaration of the entity ext is treated as a static definition".
            ".global .align 4 .u32 ext;",
            ".global .attribute(.managed) .align 4 .u32 man;",
            ".func  (.param .b32 func_retval0) _Z1fi(",
            ".func  (.param .b32 func_retval0) _Z2sfi(",
            ".visible .entry _Z1kPi(",
        ],
        "{ptx}"
    );
    assemble("whole", &ptx, "sm_80", false);
}

#[test]
fn relocatable_linkage_as_nvcc_prints_it() {
    let ptx = ptx_of("rdc", LINKAGE, &["-rdc=true"]);
    assert_eq!(
        declarations(&ptx),
        [
            ".visible .global .align 4 .u32 g;",
            ".visible .const .align 4 .b8 cf[8] = {0, 0, 128, 63, 0, 0, 0, 64};",
            ".extern .global .align 4 .u32 ext;",
            ".visible .global .attribute(.managed) .align 4 .u32 man;",
            ".visible .func  (.param .b32 func_retval0) _Z1fi(",
            ".visible .func  (.param .b32 func_retval0) _Z9unused_fni(",
            ".func  (.param .b32 func_retval0) _Z2sfi(",
            ".visible .entry _Z1kPi(",
        ],
        "{ptx}"
    );
    assemble("rdc", &ptx, "sm_80", true);
    assert_eq!(ptx_of("dc", LINKAGE, &["-dc"]), ptx);
    assert_eq!(ptx_of("rdc-long", LINKAGE, &["--relocatable-device-code", "true"]), ptx);
    assert_eq!(
        ptx_of("rdc-false", LINKAGE, &["-rdc=false"]),
        ptx_of("whole", LINKAGE, &[])
    );
}

/// Functions inline in C++'s sense: defined in their class, instantiated from a
/// template, `constexpr`, `inline`.
const INLINE_LINKAGE: &str = "struct S { __device__ int f() const { return 1; } };\n\
template <class T> __device__ T twice(T x) { return x + x; }\n\
template <class T> __device__ __noinline__ T thrice(T x) { return x * 3; }\n\
constexpr int five(int x) { return x * 5; }\n\
inline __device__ int unused_inline(int x) { return x; }\n\
template <class T> struct W { __device__ operator bool() const { return sizeof(T) > 2; } };\n\
__device__ int via(W<int> w) { return w ? 1 : 0; }\n\
__global__ void k(int* p) { S s; *p = s.f() + twice(*p) + thrice(*p) + five(*p); }\n";

#[test]
fn relocatable_code_keeps_inline_functions_only_where_called() {
    // nvcc 13.5 -rdc=true prints `.weak` thrice<int> (a call remains), `.visible` via
    // and the kernel; the others were inlined or never called, and each unit that
    // calls them has its own copy, so they are not emitted.
    let ptx = ptx_of("rdc-inline", INLINE_LINKAGE, &["-rdc=true"]);
    let mut defined: Vec<&str> = ptx
        .lines()
        .filter(|l| (l.contains(".func") || l.contains(".entry")) && !l.starts_with("//"))
        .map(|l| l.trim_end_matches('('))
        .collect();
    defined.dedup();
    assert_eq!(
        defined,
        [
            ".weak .func  (.param .b32 func_retval0) _Z6thriceIiET_S0_",
            ".visible .func  (.param .b32 func_retval0) _Z3via1WIiE",
            ".visible .entry _Z1kPi",
            ".weak .func  (.param .b32 func_retval0) _Z6thriceIiET_S0_",
        ],
        "{ptx}"
    );
    assemble("rdc-inline", &ptx, "sm_80", true);
}

#[test]
fn fmad_contracts_as_nvcc_and_fmad_false_keeps_rounding() {
    let src = "__global__ void k(float* a, float* o, double* d, float b, float c) {\n\
               \x20 int i = threadIdx.x;\n\
               \x20 o[i] = a[i] * b - c;\n\
               \x20 o[i + 64] = c + a[i + 1] * b;\n\
               \x20 o[i + 128] = a[i + 2] * b + a[i + 3] * c;\n\
               \x20 float t = a[i + 4] * b;\n\
               \x20 o[i + 192] = t + c;\n\
               \x20 o[i + 256] = t;\n\
               \x20 d[i] = d[i + 1] * d[i + 2] + 1.0;\n\
               }\n";
    let arith = |ptx: &str| -> Vec<String> {
        ptx.lines()
            .map(str::trim)
            .filter(|l| {
                ["fma.", "mul.rn.f", "mul.f", "add.rn.f", "add.f", "sub.rn.f", "sub.f"]
                    .iter()
                    .any(|p| l.starts_with(p))
            })
            .map(|l| l.split_whitespace().next().unwrap_or_default().to_string())
            .collect()
    };
    // nvcc 13.5 -arch=sm_80 -O3 prints these for the same kernel: an fadd of
    // a multiply with no other use is fma.rn; fsub is not fused; the rest
    // have no .rn, so ptxas may fuse them.
    let ptx = ptx_of("fmad", src, &[]);
    assert_eq!(
        arith(&ptx),
        [
            "mul.f32",
            "sub.f32",
            "fma.rn.f32",
            "mul.f32",
            "fma.rn.f32",
            "mul.f32",
            "add.f32",
            "fma.rn.f64"
        ],
        "{ptx}"
    );
    assemble("fmad", &ptx, "sm_80", false);
    assert_eq!(ptx_of("fmad", src, &["-fmad=true"]), ptx);
    let strict = ptx_of("fmad-false", src, &["--fmad=false"]);
    assert_eq!(
        arith(&strict),
        [
            "mul.rn.f32",
            "sub.rn.f32",
            "mul.rn.f32",
            "add.rn.f32",
            "mul.rn.f32",
            "mul.rn.f32",
            "add.rn.f32",
            "mul.rn.f32",
            "add.rn.f32",
            "mul.rn.f64",
            "add.rn.f64"
        ],
        "{strict}"
    );
    assemble("fmad-false", &strict, "sm_80", false);
    // -ftz puts .ftz on the fused instruction too.
    assert!(ptx_of("fmad-ftz", src, &["-ftz=true"]).contains("fma.rn.ftz.f32"));
}

/// `--time-passes` and `-ftime-report` print a row per stage (and per pass)
/// to standard error and leave the PTX as it is without them.
#[test]
fn time_passes_prints_every_stage_and_keeps_the_ptx() {
    let plain = ptx_of("time-plain", KERNEL, &[]);
    for flag in ["--time-passes", "-ftime-report"] {
        let d = workdir(&format!("time{flag}"));
        std::fs::write(d.join("k.cu"), KERNEL).unwrap();
        let o = ptxc(&d, &[flag, "-o", "-", "k.cu"]);
        assert!(o.status.success(), "{flag}: {}", err(&o));
        assert_eq!(out(&o), plain, "{flag} changed the PTX");
        let stages: Vec<String> = err(&o)
            .lines()
            .skip(2)
            .filter_map(|l| l.split_whitespace().next().map(str::to_string))
            .collect();
        for stage in [
            "preprocess",
            "parse+sema",
            "irgen",
            "inline",
            "mem2reg",
            "global-dce",
            "nvvm-verifier",
            "isel",
            "ptx-print",
            "total",
        ] {
            assert!(
                stages.iter().any(|s| s == stage),
                "{flag}: no row for {stage} in {stages:?}"
            );
        }
    }
}

/// `--time-passes` ends with the template replays: every time the parser read a
/// template's tokens again, in all and by kind. Three function instances here
/// (`twice<float>`, `twice<int>`, `sum<int, int, int>`), and a fold over three
/// elements reads its pattern once per element; a file without templates has none.
#[test]
fn time_passes_counts_template_replays() {
    let src = "template <class T> __device__ T twice(T x) { return x + x; }\n\
               template <class... T> __device__ int sum(T... t) { return (0 + ... + t); }\n\
               __global__ void k(float* a, int* b) { a[0] = twice(a[1]); b[0] = twice(b[1]) + sum(1, 2, 3); }\n";
    let d = workdir("replays");
    std::fs::write(d.join("t.cu"), src).unwrap();
    std::fs::write(d.join("k.cu"), KERNEL).unwrap();
    let o = ptxc(&d, &["--time-passes", "-o", "-", "t.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    let text = err(&o);
    let count = |label: &str| -> Option<u64> {
        let line = text.lines().find(|l| l.trim_start().starts_with(label))?;
        line.split_whitespace().last()?.parse().ok()
    };
    assert_eq!(count("function instances"), Some(3), "{text}");
    assert!(count("pack expansion elements").is_some_and(|n| n >= 3), "{text}");
    let total = text
        .lines()
        .find_map(|l| l.strip_prefix("ptxc: template replays (tokens parsed again) "))
        .and_then(|n| n.trim().parse::<u64>().ok());
    assert!(total.is_some_and(|n| n >= 6), "{text}");
    let o = ptxc(&d, &["--time-passes", "-o", "-", "k.cu"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(
        err(&o).contains("ptxc: template replays (tokens parsed again) 0\n"),
        "{}",
        err(&o)
    );
}
