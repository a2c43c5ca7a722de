//! CUTLASS's headers (CuTe and CUTLASS from the pinned `nvidia-cutlass` wheel that
//! scripts/install-test-tools.sh unpacks into .cache/cutlass; `PTXC_CUTLASS` names the
//! include directory) compile with ptxc: kernels of our own written on CuTe
//! (tests/cutlass/*.cu) give PTX that ptxas accepts and that computes, in ptxsim, what a
//! reference computed here computes (issue 44). CUTLASS includes `<cuComplex.h>` and
//! CCCL, so the toolkit's include directory and CCCL are on the path too. Under CI or
//! `PTXC_REQUIRE_TOOLS=1` missing headers fail the test.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

/// ptxc's PTX of tests/cutlass/NAME.cu at `-std=c++17 -arch=sm_80 -O3` with CUTLASS's,
/// the toolkit's and CCCL's headers, checked by ptxas; `None` when a tool is optional and
/// missing.
fn compiled(name: &str) -> Option<String> {
    let cutlass = tools::require("CUTLASS headers (nvidia-cutlass)", tools::cutlass())?;
    let toolkit = tools::require("a toolkit include directory", tools::toolkit_include())?;
    let cccl = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl())?;
    let path = tools::repo_root().join(format!("tests/cutlass/{name}.cu"));
    let source = std::fs::read_to_string(&path).expect("test source");
    let mut opts = Options::with_arch("sm_80");
    opts.source.include_dirs.push(cutlass);
    opts.source.include_dirs.push(toolkit);
    opts.source.system_include_dirs.push(cccl);
    let ptx = compile_str(&path.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("ptxc rejects {name}.cu:\n{}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", name).unwrap_or_else(|e| panic!("ptxas rejects {name}.cu:\n{e}"));
    }
    Some(ptx)
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn cute_tile_transpose_through_shared_memory() {
    let Some(ptx) = compiled("tile_transpose") else {
        return;
    };
    let (m, n) = (64usize, 96usize);
    let input: Vec<f32> = (0..m * n).map(|k| (k as f32) * 0.5 - 100.0).collect();
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}"));
    let a = sim.alloc_from("in", &f32_bytes(&input));
    let b = sim.alloc_from("out", &vec![0; m * n * 4]);
    let cfg = LaunchConfig::new([(m / 32) as u32, (n / 32) as u32, 1], [256, 1, 1]);
    let args = [
        Arg::Ptr(a),
        Arg::Ptr(b),
        Arg::I32(m as i32),
        Arg::I32(n as i32),
        Arg::F32(3.0),
    ];
    sim.launch("tile_transpose", &cfg, &args)
        .unwrap_or_else(|e| panic!("launch fails: {e}"));
    let out: Vec<f32> = sim
        .read(b, m * n * 4)
        .expect("read back")
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for i in 0..m {
        for j in 0..n {
            // `in` is column-major, `out` row-major.
            assert_eq!(out[i * n + j], input[i + j * m] * 3.0, "out({i}, {j})");
        }
    }
}
