//! Module-scope variables run correctly: initializers in global, constant
//! and host memory, pointers to globals and string literals, state kept
//! across launches, `cudaMemcpyToSymbol`-style writes to `__constant__`
//! memory, and static plus dynamic shared memory. Sources are in
//! tests/globals/; each is compiled by ptxc, checked by ptxas and run in
//! ptxsim; expected values are computed here in Rust.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn compile(name: &str) -> String {
    let path = tools::repo_root().join("tests/globals").join(name);
    let src = std::fs::read_to_string(&path).unwrap();
    let ptx = compile_str(name, &src, &Options::with_arch("sm_80"))
        .unwrap_or_else(|e| panic!("{name}: {}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", name).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
    }
    ptx
}

fn f32s(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}
fn i32s(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn initialized_globals_constants_and_launch_state() {
    let ptx = compile("device_and_constant.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads ptxc's PTX");
    let n = 16usize;
    let out = sim.alloc("out", n * 4);
    let ints = sim.alloc("ints", n * 4);
    let cfg = LaunchConfig::new([1, 1, 1], [n as u32, 1, 1]);
    let args = [Arg::Ptr(out), Arg::Ptr(ints), Arg::I32(n as i32)];

    let expected = |coeffs: [f32; 4], counter: i32| -> Vec<f32> {
        let table = [7.0f32, 0.0, 0.0];
        (0..n)
            .map(|t| coeffs[t % 4] + table[t % 3] + counter as f32 + 0xFFFF_FFFFu64 as f32)
            .collect()
    };
    sim.launch("fill", &cfg, &args).unwrap();
    assert_eq!(f32s(&sim.read(out, n * 4).unwrap()), expected([1.0, 2.0, 3.0, 4.5], 5));
    let greeting = b"hi!";
    let want_ints: Vec<i32> = (0..n)
        .map(|t| [10, 20, 30, 40][t % 4] + i32::from(greeting[t % 3]))
        .collect();
    assert_eq!(i32s(&sim.read(ints, n * 4).unwrap()), want_ints);

    // Device globals keep their value across launches.
    sim.launch("bump", &LaunchConfig::new([2, 1, 1], [32, 1, 1]), &[])
        .unwrap();
    sim.launch("bump", &LaunchConfig::new([2, 1, 1], [32, 1, 1]), &[])
        .unwrap();
    assert_eq!(i32s(&sim.read_symbol("counter").unwrap()), vec![7]);

    // Host writes to __constant__ memory are seen by the next launch.
    let new_coeffs: Vec<u8> = [0.5f32, 0.25, -1.0, 8.0].iter().flat_map(|f| f.to_le_bytes()).collect();
    sim.write_symbol("coeffs", &new_coeffs).unwrap();
    sim.launch("fill", &cfg, &args).unwrap();
    assert_eq!(
        f32s(&sim.read(out, n * 4).unwrap()),
        expected([0.5, 0.25, -1.0, 8.0], 7)
    );
}

#[test]
fn static_and_dynamic_shared_memory() {
    let ptx = compile("shared_memory.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads ptxc's PTX");
    let n = 200usize;
    let input: Vec<u8> = (0..n as i32).flat_map(|v| (v * 7 - 300).to_le_bytes()).collect();
    let inp = sim.alloc_from("in", &input);
    let out = sim.alloc("out", n * 4);
    let mut cfg = LaunchConfig::new([2, 1, 1], [128, 1, 1]);
    cfg.shared = 128 * 4;
    sim.launch("stage", &cfg, &[Arg::Ptr(inp), Arg::Ptr(out), Arg::I32(n as i32)])
        .unwrap();
    let want: Vec<i32> = (0..n as i32).map(|v| (v * 7 - 300) * 3 - (v * 7 - 300 + 1)).collect();
    assert_eq!(i32s(&sim.read(out, n * 4).unwrap()), want);
}

#[test]
fn managed_variables_are_device_globals() {
    let ptx = compile("managed.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads ptxc's PTX");
    let vals: Vec<u8> = [1.5f32, 2.5, 3.5, 4.5].iter().flat_map(|f| f.to_le_bytes()).collect();
    sim.write_symbol("mvals", &vals).unwrap();
    let out = sim.alloc("out", 8 * 4);
    sim.launch("k", &LaunchConfig::new([1, 1, 1], [8, 1, 1]), &[Arg::Ptr(out)])
        .unwrap();
    let want: Vec<i32> = (0..8).map(|t| 3 + [1, 2, 3, 4][t % 4]).collect();
    assert_eq!(i32s(&sim.read(out, 8 * 4).unwrap()), want);
    assert_eq!(
        i32s(&sim.read_symbol("mcount").unwrap()),
        vec![7],
        "the kernel's write is visible to the host"
    );
}

#[test]
fn arithmetic_in_constant_initializers_is_folded_like_cpp() {
    let ptx = compile("device_and_constant.cu");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads ptxc's PTX");
    let d: Vec<f64> = sim
        .read_symbol("folded_d")
        .unwrap()
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(d, vec![-f64::from_bits(0x3C38CDAF39004192), -1.5, 6.0, -(1.0f64 / 3.0)]);
    assert_eq!(
        f32s(&sim.read_symbol("folded_f").unwrap()),
        vec![-1.25, -7.0, 1.0f32 / 3.0]
    );
    assert_eq!(i32s(&sim.read_symbol("folded_i").unwrap()), vec![-5, -1, 1024, -2, 14]);
}
