//! What nvcc accepts and real CUDA sources lean on (found on NVIDIA's cuda-samples):
//! CUDA's mixed-type `min`/`max` overloads and `umin`/`umax` (run in ptxsim against a
//! Rust reference), the host platform's predefined macros, `clock_t` without an
//! include, `__launch_bounds__` before `__global__`, and kernel launches through a
//! function pointer; a string literal to `char*` (with nvcc's warning), an integer to
//! `dim3` (and a `uint3` to `dim3`, also as a candidate's argument in overload resolution, and `dim3(x, y, z)` as an expression), `time_t` without an include, `std::move`/`std::forward` without one, `<cuda.h>`'s tensor map and launch attributes; host function bodies calling `__device__` functions (unchecked, as by nvcc -ptx). Sources are in tests/nvcc_compat/; every PTX
//! goes through ptxas.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_file, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn compile(name: &str) -> String {
    compile_with_warnings(name).0
}

/// The PTX (checked by ptxas) and the warnings of tests/nvcc_compat/`name`.
fn compile_with_warnings(name: &str) -> (String, String) {
    let mut opts = Options::with_arch("sm_80");
    opts.input = tools::repo_root().join("tests/nvcc_compat").join(name);
    let done = compile_file(&opts).unwrap_or_else(|e| panic!("{name}: {}", e.rendered));
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &done.output, "sm_80", name).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
    }
    (done.output, done.warnings)
}

/// The `len` bytes at device address `at`, as little-endian 32-bit words.
fn words(sim: &mut Sim, at: u64, len: usize) -> Vec<u32> {
    sim.read(at, len)
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn bytes<T: Copy, const N: usize>(v: &[T], to: impl Fn(T) -> [u8; N]) -> Vec<u8> {
    v.iter().flat_map(|&x| to(x)).collect()
}

#[test]
fn mixed_type_min_max_and_umin_umax() {
    let ptx = compile("min_max_mixed.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let f = [3.0e-37f32, 2.25];
    let i = [-1i32, 7];
    let u = [5u32, 3, 10, 4];
    let fp = sim.alloc_from("f", &bytes(&f, f32::to_le_bytes));
    let ip = sim.alloc_from("i", &bytes(&i, i32::to_le_bytes));
    let up = sim.alloc_from("u", &bytes(&u, u32::to_le_bytes));
    let dp = sim.alloc("d", 16);
    let rp = sim.alloc("r", 16);
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    let args = [Arg::Ptr(fp), Arg::Ptr(ip), Arg::Ptr(up), Arg::Ptr(dp), Arg::Ptr(rp)];
    sim.launch("_Z5mixedPKfPKiPKjPdPj", &cfg, &args).expect("kernel runs");
    let d: Vec<f64> = sim
        .read(dp, 16)
        .unwrap()
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let r = words(&mut sim, rp, 16);
    // The float operand widens to double; an int meets an unsigned as unsigned.
    assert_eq!(d, vec![(f[0] as f64).max(5.0e-37), 1.5f64.min(f[1] as f64)]);
    assert_eq!(
        r,
        vec![
            u[0].max(i[0] as u32),
            (i[1] as u32).min(u[1]),
            u[2].min(u[3]),
            u[2].max(u[3])
        ]
    );
}

#[test]
fn platform_macros_clock_t_launch_bounds_and_pointer_launches() {
    let ptx = compile("platform_and_prelude.cu");
    assert!(ptx.contains(".entry _Z5timedPlPf"), "clock_t is long: {ptx}");
    assert!(ptx.contains(".maxntid 128, 1, 1"), "{ptx}");
    assert!(ptx.contains(".entry _Z5otherPlPf"), "{ptx}");
}

#[test]
fn string_literal_to_char_pointer_int_to_dim3_and_time_t() {
    let (ptx, warnings) = compile_with_warnings("leniencies.cu");
    let warning = "conversion from a string literal to \"char *\" is deprecated";
    assert_eq!(warnings.matches(warning).count(), 2, "{warnings}");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 16);
    let n = 7;
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    sim.launch("_Z7lenientPii", &cfg, &[Arg::Ptr(out), Arg::I32(n)])
        .expect("kernel runs");
    let got: Vec<i32> = sim
        .read(out, 16)
        .unwrap()
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // "abc" and "hello"; dim3(n) is {n, 1, 1}; time_t holds 5.
    assert_eq!(got, vec![3 + 5, n + 10 + 100, n, 5]);
}

#[test]
fn uint3_converts_to_dim3() {
    let ptx = compile("uint3_to_dim3.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 6 * 3 * 4);
    let cfg = LaunchConfig::new([2, 3, 1], [1, 1, 1]);
    sim.launch("_Z6blocksPj", &cfg, &[Arg::Ptr(out)]).expect("kernel runs");
    let got = words(&mut sim, out, 6 * 3 * 4);
    let want: Vec<u32> = (0..3u32)
        .flat_map(|y| (0..2u32).flat_map(move |x| [x, y * 10, 100]))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn dim3_expressions_take_cudas_constructor() {
    let ptx = compile("dim3_expressions.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 16);
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    sim.launch("_Z6shapesPj", &cfg, &[Arg::Ptr(out)]).expect("kernel runs");
    let got = words(&mut sim, out, 16);
    // dim3(4, 5, 6), dim3(7, 8) = (7, 8, 1), dim3() = (1, 1, 1), dim3(9u) = (9, 1, 1).
    assert_eq!(got, vec![456, 781, 111, 911]);
}

#[test]
fn dim3_parameters_take_integers_in_overload_resolution() {
    let ptx = compile("dim3_parameters_in_overload_resolution.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 20);
    let cfg = LaunchConfig::new([3, 2, 1], [1, 1, 1]);
    sim.launch("_Z5callsPj", &cfg, &[Arg::Ptr(out)]).expect("kernel runs");
    let got = words(&mut sim, out, 20);
    // 7 * 1 * 2 * 3 * 1 cells + 5; dependent; dim3(4) = (4, 1, 1); blockIdx (2, 1, 0);
    // rank(double) and pointer_or_dim3(dim3) (values checked against nvcc's PTX).
    assert_eq!(got, vec![47, 1, 114, 12, 23]);
}

#[test]
fn tensor_map_descriptor_from_cuda_h() {
    let ptx = compile("tensor_map_descriptor.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 16);
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    let map = vec![0u8; 128];
    sim.launch("_Z8describe14CUtensorMap_stPj", &cfg, &[Arg::Bytes(map), Arg::Ptr(out)])
        .expect("kernel runs");
    let got = words(&mut sim, out, 16);
    assert_eq!(got, vec![128, 128, 3, 93], "sizeof, alignof, enumerators");
}

#[test]
fn launch_attributes_from_cuda_h() {
    let ptx = compile("launch_attributes.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 32);
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    sim.launch("_Z6layoutPj", &cfg, &[Arg::Ptr(out)]).expect("kernel runs");
    let got = words(&mut sim, out, 32);
    // CUDA 13's <cuda.h> under g++: sizeof, offsetof(value), sizeof and offsetof(numAttrs)
    // of the launch configuration, the last id, offsetof(clusterDim.z).
    assert_eq!(got, vec![72, 8, 56, 48, 18, 8, 43, 368]);
}

#[test]
fn move_and_forward_need_no_include() {
    let ptx = compile("move_forward_without_include.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 4);
    sim.write(out, &5i32.to_le_bytes()).unwrap();
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    sim.launch("_Z5movedPi", &cfg, &[Arg::Ptr(out)]).expect("kernel runs");
    let got = i32::from_le_bytes(sim.read(out, 4).unwrap().try_into().unwrap());
    // An lvalue forwards as an lvalue (1), std::move and a prvalue as rvalues (2).
    assert_eq!(got, 122);
}

#[test]
fn classes_named_by_typedef_mangle_by_that_name() {
    let ptx = compile("typedef_named_classes.cu");
    for entry in ["_Z1kI6FigureEvPT_S2_", "_Z1kI5RGBA8EvPT_S2_", "_Z1fP6Figure"] {
        assert!(ptx.contains(&format!(".entry {entry}(")), "{entry} missing:\n{ptx}");
    }
}

#[test]
fn host_bodies_may_call_device_functions() {
    let ptx = compile("host_bodies_calling_device_functions.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 4);
    sim.write(out, &21i32.to_le_bytes()).unwrap();
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    sim.launch("_Z7doubledPi", &cfg, &[Arg::Ptr(out)]).expect("kernel runs");
    let got = i32::from_le_bytes(sim.read(out, 4).unwrap().try_into().unwrap());
    assert_eq!(got, 42);
}
