//! Host code that ptxc cannot check is set aside, device code stays exact
//! (specs/language.md, "Host code"). Sources are in tests/host_code/: a file with
//! host-only headers of every family and host code using them must give the PTX of
//! the same device code alone (checked by ptxas and run in ptxsim); device code that
//! uses a set-aside declaration or header gets an error that says so; NVIDIA's toolkit
//! include directory on the include path does not replace ptxc's CUDA headers.

#[path = "tools.rs"]
mod tools;

use std::path::PathBuf;

use ptxc::driver::{compile_file, CompileError, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn source(name: &str) -> PathBuf {
    tools::repo_root().join("tests/host_code").join(name)
}

fn compile_with(name: &str, edit: impl FnOnce(&mut Options)) -> Result<String, CompileError> {
    let mut opts = Options::with_arch("sm_80");
    opts.input = source(name);
    edit(&mut opts);
    compile_file(&opts).map(|c| c.output)
}

fn compile(name: &str) -> Result<String, CompileError> {
    compile_with(name, |_| {})
}

fn f32s(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn host_code_beside_kernels_leaves_their_ptx_unchanged() {
    let with_host = compile("with_host_code.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    let device_only = compile("device_only.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    assert_eq!(with_host, device_only, "host code changed the device code's PTX");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &with_host, "sm_80", "with_host_code").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }

    // Run both kernels as the host main launches them.
    let mut sim = Sim::new(&with_host).expect("ptxsim loads the PTX");
    let n = 256usize;
    let init: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let bytes: Vec<u8> = init.iter().flat_map(|v| v.to_le_bytes()).collect();
    let data = sim.alloc_from("p", &bytes);
    let cfg = LaunchConfig::new([1, 1, 1], [n as u32, 1, 1]);
    sim.launch(
        "_Z5scaleIfEvPT_S0_i",
        &cfg,
        &[Arg::Ptr(data), Arg::F32(2.0), Arg::I32(n as i32)],
    )
    .expect("scale<float> runs");
    sim.launch("_Z10add_offsetPfi", &cfg, &[Arg::Ptr(data), Arg::I32(n as i32)])
        .expect("add_offset runs");
    let got = f32s(&sim.read(data, n * 4).expect("read back"));
    for (i, (g, x)) in got.iter().zip(&init).enumerate() {
        let want = (x * 2.0 + i as f32) + (3.0 + 0.5 * i as f32);
        assert_eq!(*g, want, "element {i}");
    }
}

#[test]
fn device_use_of_a_set_aside_declaration_reports_its_error() {
    let e = compile("device_uses_host_declaration.cu").expect_err("the kernel uses a broken struct");
    assert_eq!(e.errors, 1, "{}", e.rendered);
    assert!(e.rendered.contains("expected a member declaration"), "{}", e.rendered);
    assert!(
        e.rendered.contains("device_uses_host_declaration.cu:5:5"),
        "{}",
        e.rendered
    );
}

#[test]
fn device_use_of_a_missing_header_names_the_header() {
    let e = compile("device_needs_missing_header.cu").expect_err("MPI_Comm is not declared");
    assert!(
        e.rendered.contains("identifier \"MPI_Comm\" is undefined"),
        "{}",
        e.rendered
    );
    assert!(
        e.rendered.contains("header <mpi.h> was set aside as host code"),
        "{}",
        e.rendered
    );
}

#[test]
fn check_host_reports_host_errors_and_missing_headers() {
    let e = compile_with("with_host_code.cu", |o| o.source.check_host = true).expect_err("host code has errors");
    assert!(e.rendered.contains("'fstream' file not found"), "{}", e.rendered);
}

#[test]
fn warn_host_notes_each_piece_set_aside() {
    let mut opts = Options::with_arch("sm_80");
    opts.input = source("with_host_code.cu");
    opts.source.warn_host = true;
    let warnings = compile_file(&opts)
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .warnings;
    for what in [
        "host code set aside: header <fstream>",
        "host code set aside: header <vulkan/vulkan.h>",
        "host code set aside: the declaration of \"HostConfig\"",
        "host code set aside: the body of host function \"main\"",
    ] {
        assert!(warnings.contains(what), "missing `{what}` in:\n{warnings}");
    }
}

#[test]
fn toolkit_include_dir_does_not_replace_ptxcs_headers() {
    // A stand-in for $CUDA_HOME/include: NVIDIA's headers there would not parse. (Its
    // device libraries, cuRAND's for one, and the libraries whose types device code
    // uses, cuBLAS's for one, are read: tests/toolkit_libraries.rs.)
    let dir = tools::scratch("toolkit", "include");
    std::fs::create_dir_all(dir.join("crt")).unwrap();
    let broken = "#error this is NVIDIA's header, which ptxc must not read\n";
    for h in [
        "cuda_runtime.h",
        "cuda_runtime_api.h",
        "cuda_fp16.h",
        "driver_types.h",
        "cudaEGL.h",
        "crt/host_defines.h",
    ] {
        std::fs::write(dir.join(h), broken).unwrap();
    }
    let main = tools::scratch("toolkit", "cu");
    std::fs::write(
        &main,
        "#include <cuda_runtime.h>\n#include <cuda_fp16.h>\n#include <driver_types.h>\n#include <cudaEGL.h>\n\
         __global__ void k(__half* h, float* f) { f[0] = __half2float(h[0]); }\n",
    )
    .unwrap();
    let mut opts = Options::with_arch("sm_80");
    opts.input = main;
    opts.source.include_dirs.push(dir);
    let ptx = compile_file(&opts).unwrap_or_else(|e| panic!("{}", e.rendered)).output;
    assert!(ptx.contains(".entry _Z1kP6__halfPf"), "{ptx}");
}

#[test]
fn toolkit_library_headers_are_read_with_ptxcs_cuda_headers() {
    // A stand-in for $CUDA_HOME/include with a library header that includes the toolkit's
    // cuda_bf16.h (ptxc's own takes its place) and NVTX, whose injection-library loader
    // stops unless the compiler is GCC or MSVC (it is set aside).
    let dir = tools::scratch("toolkit_libraries", "include");
    std::fs::create_dir_all(dir.join("crt")).unwrap();
    std::fs::create_dir_all(dir.join("nvtx3/nvtxDetail")).unwrap();
    let broken = "#error this is NVIDIA's header, which ptxc must not read\n";
    for h in ["cuda_runtime_api.h", "cuda_bf16.h", "nvtx3/nvtxDetail/nvtxInit.h"] {
        std::fs::write(dir.join(h), broken).unwrap();
    }
    let files = [
        (
            "cublas_v2.h",
            "#include <cuda_bf16.h>\n#include \"driver_types.h\"\ntypedef enum { LIB_OP_T = 1 } libOperation_t;\n\
             libOperation_t libTranspose(cudaStream_t s, __nv_bfloat16 x);\n",
        ),
        (
            "nvtx3/nvToolsExt.h",
            "typedef unsigned long long nvtxRangeId_t;\n#include \"nvtxDetail/nvtxImpl.h\"\n",
        ),
        (
            "nvtx3/nvtxDetail/nvtxImpl.h",
            "#include \"nvtxInit.h\"\nint nvtxRangePushA(const char* m);\n",
        ),
    ];
    for (h, text) in files {
        std::fs::write(dir.join(h), text).unwrap();
    }
    let main = tools::scratch("toolkit_libraries", "cu");
    std::fs::write(
        &main,
        "#include <cublas_v2.h>\n#include <nvtx3/nvToolsExt.h>\ntypedef __nv_bfloat16 floatX;\n\
         __global__ void k(floatX* p, nvtxRangeId_t* r) { p[0] = p[1]; r[0] = LIB_OP_T; }\n\
         int main() { nvtxRangePushA(\"k\"); libTranspose(0, floatX()); }\n",
    )
    .unwrap();
    let mut opts = Options::with_arch("sm_80");
    opts.input = main;
    opts.source.include_dirs.push(dir);
    opts.source.warn_host = true;
    let compiled = compile_file(&opts).unwrap_or_else(|e| panic!("{}", e.rendered));
    assert!(
        compiled.output.contains(".entry _Z1kP13__nv_bfloat16Py"),
        "{}",
        compiled.output
    );
    assert!(
        compiled.warnings.contains("set aside: header <nvtxInit.h>"),
        "{}",
        compiled.warnings
    );
    assert!(
        !compiled.warnings.contains("function \"main\""),
        "{}",
        compiled.warnings
    );
}

#[test]
fn toolkit_library_header_without_a_toolkit_says_where_ptxc_looked() {
    // cuBLAS's header with no toolkit anywhere (no -I, no lookup of CUDA_HOME or nvcc):
    // set aside, and the error where device code needs its bfloat16 says why.
    let mut opts = Options::with_arch("sm_80");
    opts.input = tools::repo_root().join("tests/toolkit/cublas_bfloat16.cu");
    opts.source.without_toolkit = true;
    let e = compile_file(&opts).expect_err("floatX's type comes from the toolkit");
    for said in [
        "identifier \"floatX\" is undefined",
        "header <cublas_v2.h> was set aside as host code: a header of NVIDIA's CUDA toolkit, and no toolkit \
         include directory was found (none on -I or -isystem, nor at CUDA_HOME, CUDA_PATH, next to the nvcc on PATH \
         or /usr/local/cuda)",
    ] {
        assert!(e.rendered.contains(said), "{}", e.rendered);
    }
    // A toolkit without cuBLAS (its wheel not installed): the note names the folder.
    let dir = tools::scratch("toolkit_without_cublas", "include");
    std::fs::create_dir_all(dir.join("crt")).unwrap();
    std::fs::write(dir.join("cuda_runtime_api.h"), "#error ptxc's own is read\n").unwrap();
    opts.source.include_dirs.push(dir.clone());
    let e = compile_file(&opts).expect_err("the toolkit has no cuBLAS");
    let said = format!(
        "header <cublas_v2.h> was set aside as host code: a header of NVIDIA's CUDA toolkit that its include \
         directory {} does not hold (the library is not installed there)",
        dir.display()
    );
    assert!(e.rendered.contains(&said), "{}", e.rendered);
}

#[test]
fn quoted_toolkit_headers_are_set_aside_but_missing_project_headers_are_errors() {
    let main = tools::scratch("quoted", "cu");
    std::fs::write(
        &main,
        "#include \"cudaEGL.h\"\n#include \"cufft.h\"\n__global__ void k(int* p) { p[0] = 1; }\n",
    )
    .unwrap();
    let mut opts = Options::with_arch("sm_80");
    opts.input = main.clone();
    let ptx = compile_file(&opts).unwrap_or_else(|e| panic!("{}", e.rendered)).output;
    assert!(ptx.contains(".entry _Z1kPi"), "{ptx}");

    std::fs::write(
        &main,
        "#include \"project_config.h\"\n__global__ void k(int* p) { p[0] = 1; }\n",
    )
    .unwrap();
    let e = compile_file(&opts).expect_err("a missing project header is an error");
    assert!(
        e.rendered.contains("'project_config.h' file not found"),
        "{}",
        e.rendered
    );
}

#[test]
fn driver_and_runtime_declarations_that_cccl_names_check_in_host_code() {
    compile_with("driver_entry_points_and_memory_locations.cu", |o| {
        o.source.check_host = true
    })
    .unwrap_or_else(|e| panic!("{}", e.rendered));
}

#[test]
fn launch_with_an_undeclared_type_in_set_aside_host_code_makes_no_instance() {
    let ptx = compile("launch_with_undeclared_type.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    assert!(!ptx.contains(".entry"), "no kernel instance from an error type:\n{ptx}");
    let e = compile_with("launch_with_undeclared_type.cu", |o| o.source.check_host = true)
        .expect_err("the host code has an error");
    assert!(
        !e.rendered.contains("internal compiler error") && e.rendered.contains("Undeclared2"),
        "{}",
        e.rendered
    );
}

/// A conditional node's handle set from a kernel: `cudaGraphSetConditional` is the device
/// runtime's, an external function in PTX with nvcc's parameter list (cuda-samples'
/// graphConditionalNodes), and ptxas accepts the call.
#[test]
fn graph_conditional_handles_are_set_through_the_device_runtime() {
    let ptx = compile("graph_conditional_nodes.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    let decl = ".extern .func cudaGraphSetConditional(\n\t.param .b64 cudaGraphSetConditional_param_0,\n\t.param .b32 cudaGraphSetConditional_param_1\n)";
    assert!(ptx.contains(decl), "{ptx}");
    assert!(ptx.contains(".entry _Z6decidePKiy("), "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "graph_conditional").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}

/// `extern template` host launchers: no kernel from the body of the instance only
/// declared so, one from each instance an explicit instantiation defines here, before or
/// after the declaration (nvcc's four entries for this source), and no host error.
#[test]
fn extern_template_host_instances_launch_no_kernels_here() {
    let ptx = compile_with("extern_template_launchers.cu", |o| o.source.check_host = true)
        .unwrap_or_else(|e| panic!("{}", e.rendered));
    for n in 4..=7 {
        assert!(
            ptx.contains(&format!(".entry _Z4fillILi{n}EEvPf(")),
            "no fill<{n}>:\n{ptx}"
        );
    }
    assert!(!ptx.contains("_Z4fillILi3EEvPf"), "{ptx}");
}

#[test]
fn host_template_used_before_its_definition_stays_host_code() {
    let ptx = compile("template_defined_after_its_host_use.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    for entry in ["_Z4fillIfEvPT_S0_", "_Z4fillIiEvPT_S0_"] {
        assert!(ptx.contains(&format!(".entry {entry}(")), "no {entry}:\n{ptx}");
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "template_defined_after_its_host_use")
            .unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    let e = compile_with("template_defined_after_its_host_use.cu", |o| o.source.check_host = true)
        .expect_err("the host class has an error");
    assert!(e.rendered.contains("unordered_set"), "{}", e.rendered);
}

#[test]
fn launch_sizes_of_floating_type_are_converted() {
    let ptx = compile("launch_with_floating_sizes.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    for entry in ["_Z5shiftIdEvPT_i", "_Z5shiftIfEvPT_i"] {
        assert!(ptx.contains(&format!(".entry {entry}(")), "no {entry}:\n{ptx}");
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "launch_with_floating_sizes").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}

#[test]
fn kernels_launched_through_a_configuration_record_are_emitted() {
    // Checked as host code exactly (nothing set aside): the runtime's launch records and
    // the deduction of `void (*)(Params...)` from a kernel instance must both hold.
    let ptx = compile_with("launches_by_configuration.cu", |o| o.source.check_host = true)
        .unwrap_or_else(|e| panic!("{}", e.rendered));
    for entry in ["_Z4rowsILb1EEvPKfPfi", "_Z4markPi"] {
        assert!(ptx.contains(&format!(".entry {entry}(")), "no {entry}:\n{ptx}");
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "launches_by_configuration").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}

#[test]
fn friends_a_host_function_instantiates_do_not_revive_its_set_aside_parameters() {
    let ptx = compile("friends_instantiated_by_host_code.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    assert!(ptx.contains(".entry _ZN3lib4sameIfEEvPT_("), "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "friends_instantiated_by_host_code")
            .unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    let e = compile_with("friends_instantiated_by_host_code.cu", |o| o.source.check_host = true)
        .expect_err("the host class names a type from a missing header");
    assert!(e.rendered.contains("mpi.h"), "{}", e.rendered);
}

/// An error inside a brace initializer of set-aside host code: the bad statement is
/// skipped to its `;` (brackets opened before the error counted), so the function's
/// body ends at its own `}` and the launches after the error instantiate their
/// kernels, nvcc's three entries.
#[test]
fn error_inside_a_brace_initializer_sets_aside_only_its_statement() {
    let ptx = compile("braced_initializer_of_set_aside_types.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    for entry in ["_Z4bumpIfEvPT_i", "_Z4bumpIiEvPT_i", "_Z5afterPi"] {
        assert!(ptx.contains(&format!(".entry {entry}(")), "missing {entry}:\n{ptx}");
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "braced_initializer").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}

#[test]
fn host_instance_of_a_template_derived_from_a_set_aside_class_stays_host_code() {
    let ptx = compile("class_template_derived_from_set_aside_class.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    assert!(ptx.contains(".entry _Z5twicePi("), "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "class_template_derived_from_set_aside_class")
            .unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    let e = compile_with("class_template_derived_from_set_aside_class.cu", |o| {
        o.source.check_host = true
    })
    .expect_err("the host class names a type from a header ptxc does not read");
    assert!(e.rendered.contains("map"), "{}", e.rendered);
}

#[test]
fn host_class_longer_than_the_head_limit_is_still_host_code() {
    let ptx = compile("long_host_class_with_errors.cu").unwrap_or_else(|e| panic!("{}", e.rendered));
    assert!(ptx.contains(".entry _Z5scalePff("), "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "long_host_class_with_errors").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    let e = compile_with("long_host_class_with_errors.cu", |o| o.source.check_host = true)
        .expect_err("the host class names a type from a header ptxc does not read");
    assert!(e.rendered.contains("map"), "{}", e.rendered);
}

#[test]
fn kernels_taking_template_template_arguments_are_emitted() {
    let ptx = compile_with("kernel_parameters_naming_template_template_arguments.cu", |o| {
        o.source.check_host = true
    })
    .unwrap_or_else(|e| panic!("{}", e.rendered));
    for k in [0, 2] {
        let entry = format!("_Z5scaleILi{k}EfEv8AccessorIT0_Lm1E14RestrictTraitsiES3_");
        assert!(ptx.contains(&format!(".entry {entry}(")), "no {entry}:\n{ptx}");
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(
            &ptxas,
            &ptx,
            "sm_80",
            "kernel_parameters_naming_template_template_arguments",
        )
        .unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}

#[test]
fn kernel_template_beside_a_c_launcher_of_its_name_is_emitted() {
    let ptx = compile_with("kernel_template_beside_c_launcher.cu", |o| o.source.check_host = true)
        .unwrap_or_else(|e| panic!("{}", e.rendered));
    for entry in ["_Z6reduceILi8EEvPf", "_Z6reduceILi4EEvPf", "_Z4fillIfEvPT_"] {
        assert!(ptx.contains(&format!(".entry {entry}(")), "no {entry}:\n{ptx}");
    }
}

/// nvcc's entries for this source: each member of the two instances defined here, none
/// for the member template or the `extern template` instance.
#[test]
fn explicit_class_instantiation_instantiates_its_members() {
    let ptx = compile_with("class_template_instantiated_explicitly.cu", |o| {
        o.source.check_host = true
    })
    .unwrap_or_else(|e| panic!("{}", e.rendered));
    let mut entries: Vec<&str> = ptx
        .lines()
        .filter_map(|l| l.strip_prefix(".visible .entry "))
        .map(|l| l.trim_end_matches('('))
        .collect();
    entries.sort();
    let want = [
        "_ZN2mc4seedIdEEvPT_",
        "_ZN2mc4seedIfEEvPT_",
        "_ZN2mc4stepIdEEvPT_S1_",
        "_ZN2mc4stepIfEEvPT_S1_",
        "_ZN2mc5clearIcEEvPT_",
        "_ZN2mc6reduceIdEEvPT_",
        "_ZN2mc6reduceIfEEvPT_",
    ];
    assert_eq!(entries, want, "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "class_template_instantiated_explicitly")
            .unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}
