//! CUTLASS's headers (CuTe and CUTLASS from the pinned `nvidia-cutlass` wheel that
//! scripts/install-test-tools.sh unpacks into .cache/cutlass; `PTXC_CUTLASS` names the
//! include directory) compile with ptxc: kernels of our own written on CuTe
//! (tests/cutlass/*.cu) give PTX that ptxas accepts and that computes, in ptxsim, what a
//! reference computed here computes (issue 44): a tile transpose, a SIMT GEMM through
//! shared memory, and a tensor-core GEMM through CuTe's `cp.async`, `ldmatrix` and
//! `mma.sync` atoms, the GEMMs at -O3 and -O0; and CUTLASS 2.x `device::Gemm` kernels
//! (tests/cutlass/device_gemm.cu: a SIMT float GEMM and the Turing example's int8 tensor-op
//! GEMM, their `Params` built in the kernel from the operator's arguments). Their inputs
//! are small integers, so every
//! sum is exact in f32 whatever its order and C must equal the reference bit for bit.
//! CUTLASS includes `<cuComplex.h>` and
//! CCCL, so the toolkit's include directory and CCCL are on the path too. Under CI or
//! `PTXC_REQUIRE_TOOLS=1` missing headers fail the test.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

/// ptxc's PTX of tests/cutlass/NAME.cu at `-std=c++17 -arch=sm_80 -O<level>` with
/// CUTLASS's, the toolkit's and CCCL's headers, checked by ptxas; `None` when a tool is
/// optional and missing.
fn compiled(name: &str, level: u8) -> Option<String> {
    let cutlass = tools::require("CUTLASS headers (nvidia-cutlass)", tools::cutlass())?;
    let toolkit = tools::require("a toolkit include directory", tools::toolkit_include())?;
    let cccl = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl())?;
    let path = tools::repo_root().join(format!("tests/cutlass/{name}.cu"));
    let source = std::fs::read_to_string(&path).expect("test source");
    let mut opts = Options::with_arch("sm_80");
    opts.opt_level = level;
    opts.source.include_dirs.push(cutlass);
    opts.source.include_dirs.push(toolkit);
    opts.source.system_include_dirs.push(cccl);
    let ptx = compile_str(&path.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("ptxc -O{level} rejects {name}.cu:\n{}", e.rendered))
        .output;
    // -O0 PTX keeps CuTe's thousands of small functions as calls (9 MB for
    // simt_gemm.cu): ptxas optimizing them takes many minutes, at its own -O0 under a
    // minute, and accepting the PTX is the same check.
    let options: &[&str] = if level == 0 { &["-O0"] } else { &[] };
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas_with(&ptxas, &ptx, "sm_80", &format!("{name}-O{level}"), options)
            .unwrap_or_else(|e| panic!("ptxas rejects {name}.cu at -O{level}:\n{e}"));
    }
    Some(ptx)
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn cute_tile_transpose_through_shared_memory() {
    let Some(ptx) = compiled("tile_transpose", 3) else {
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

/// Small integers (-2..=2) from a fixed seed: their products and sums are exact in f16
/// and f32.
fn small_ints(count: usize, seed: u64) -> Vec<i32> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 5) as i32 - 2
        })
        .collect()
}

/// The f16 bits of a small integer (|v| <= 2048, exact).
fn f16_bits(v: i32) -> u16 {
    if v == 0 {
        return 0;
    }
    let (sign, a) = (if v < 0 { 0x8000 } else { 0 }, v.unsigned_abs());
    let e = 31 - a.leading_zeros();
    sign | ((e + 15) << 10) as u16 | ((a << (10 - e)) & 0x3ff) as u16
}

/// C (m x n, column-major) = alpha * sum over k of a(i, t) * b(j, t) + beta * C.
#[allow(clippy::too_many_arguments)]
fn gemm_reference(
    (m, n, k): (usize, usize, usize),
    alpha: i32,
    a: impl Fn(usize, usize) -> i32,
    b: impl Fn(usize, usize) -> i32,
    beta: i32,
    c: &[i32],
) -> Vec<f32> {
    let mut out = Vec::with_capacity(m * n);
    for j in 0..n {
        for i in 0..m {
            let dot: i32 = (0..k).map(|t| a(i, t) * b(j, t)).sum();
            out.push((alpha * dot + beta * c[i + j * m]) as f32);
        }
    }
    out
}

fn read_f32(sim: &mut Sim, addr: u64, count: usize) -> Vec<f32> {
    sim.read(addr, count * 4)
        .expect("read back")
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn floats(v: &[i32]) -> Vec<f32> {
    v.iter().map(|&x| x as f32).collect()
}

/// tests/cutlass/simt_gemm.cu's `simt_gemm_nt` on `m x n x k` (blocks of 64 x 64, K
/// tiles of 8).
fn simt_gemm_nt(level: u8, (m, n, k): (usize, usize, usize)) {
    let Some(ptx) = compiled("simt_gemm", level) else {
        return;
    };
    let (alpha, beta) = (2, -1);
    let (a, b, c) = (small_ints(m * k, 1), small_ints(n * k, 2), small_ints(m * n, 3));
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("ptxsim rejects the -O{level} PTX: {e}"));
    let da = sim.alloc_from("a", &f32_bytes(&floats(&a)));
    let db = sim.alloc_from("b", &f32_bytes(&floats(&b)));
    let dc = sim.alloc_from("c", &f32_bytes(&floats(&c)));
    let cfg = LaunchConfig::new([(m / 64) as u32, (n / 64) as u32, 1], [256, 1, 1]);
    let args = [
        Arg::I32(m as i32),
        Arg::I32(n as i32),
        Arg::I32(k as i32),
        Arg::F32(alpha as f32),
        Arg::Ptr(da),
        Arg::Ptr(db),
        Arg::F32(beta as f32),
        Arg::Ptr(dc),
    ];
    sim.launch("simt_gemm_nt", &cfg, &args)
        .unwrap_or_else(|e| panic!("-O{level}: launch fails: {e}"));
    // A is M-major (A(i, t) at i + t * M), B N-major (B(j, t) at j + t * N).
    let want = gemm_reference((m, n, k), alpha, |i, t| a[i + t * m], |j, t| b[j + t * n], beta, &c);
    assert_eq!(read_f32(&mut sim, dc, m * n), want, "simt_gemm_nt at -O{level}");
}

#[test]
fn cute_simt_gemm_at_o3() {
    simt_gemm_nt(3, (128, 128, 32));
}

/// One block and two K tiles: at -O0 every CuTe accessor is a call (1.6 billion
/// thread-instructions for two blocks of 128 x 64 x 16).
#[test]
fn cute_simt_gemm_at_o0() {
    simt_gemm_nt(0, (64, 64, 16));
}

/// tests/cutlass/mma_atoms_gemm.cu's `mma_atoms_gemm_tn` on 2 x 2 blocks of 32 x 32 and
/// two K tiles.
fn mma_atoms_gemm_tn(level: u8) {
    let Some(ptx) = compiled("mma_atoms_gemm", level) else {
        return;
    };
    let (m, n, k) = (64usize, 64usize, 64usize);
    let (a, b, c) = (small_ints(m * k, 4), small_ints(n * k, 5), small_ints(m * n, 6));
    let halves = |v: &[i32]| -> Vec<u8> { v.iter().flat_map(|&x| f16_bits(x).to_le_bytes()).collect() };
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("ptxsim rejects the -O{level} PTX: {e}"));
    let da = sim.alloc_from("a", &halves(&a));
    let db = sim.alloc_from("b", &halves(&b));
    let dc = sim.alloc_from("c", &f32_bytes(&floats(&c)));
    let cfg = LaunchConfig::new([(m / 32) as u32, (n / 32) as u32, 1], [128, 1, 1]);
    let args = [
        Arg::I32(m as i32),
        Arg::I32(n as i32),
        Arg::I32(k as i32),
        Arg::Ptr(da),
        Arg::Ptr(db),
        Arg::Ptr(dc),
    ];
    sim.launch("mma_atoms_gemm_tn", &cfg, &args)
        .unwrap_or_else(|e| panic!("-O{level}: launch fails: {e}"));
    // A and B are K-major (A(i, t) at i * K + t).
    let want = gemm_reference((m, n, k), 1, |i, t| a[i * k + t], |j, t| b[j * k + t], 1, &c);
    assert_eq!(read_f32(&mut sim, dc, m * n), want, "mma_atoms_gemm_tn at -O{level}");
}

#[test]
fn cute_tensor_core_gemm_at_o3() {
    mma_atoms_gemm_tn(3);
}

#[test]
fn cute_tensor_core_gemm_at_o0() {
    mma_atoms_gemm_tn(0);
}

/// tests/cutlass/device_gemm.cu's kernel `name` (CUTLASS 2.x `device::Gemm`'s kernel) on
/// `m x n x k`, off the tiles: row-major A (at i * K + t) and C, B row-major (`b_rows`, at
/// t * N + j) or column-major (at t + j * K), elements packed by `pack`, C of f32 or i32
/// read back as numbers. `tile_mn` is the threadblock tile (one block per tile), `which`
/// the kernel's index in the output of `shared_bytes`.
#[allow(clippy::too_many_arguments)]
fn device_gemm(
    level: u8,
    name: &str,
    (m, n, k): (usize, usize, usize),
    tile_mn: (usize, usize),
    which: usize,
    b_rows: bool,
    pack: fn(&[i32]) -> Vec<u8>,
    c_float: bool,
) {
    let Some(ptx) = compiled("device_gemm", level) else {
        return;
    };
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("ptxsim rejects the -O{level} PTX: {e}"));
    let sizes = sim.alloc("sizes", 8);
    sim.launch(
        "shared_bytes",
        &LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[Arg::Ptr(sizes)],
    )
    .unwrap_or_else(|e| panic!("-O{level}: shared_bytes fails: {e}"));
    let shared = u32::from_le_bytes(sim.read(sizes + 4 * which as u64, 4).unwrap().try_into().unwrap());
    let (alpha, beta) = (2, -1);
    let (a, b, c) = (small_ints(m * k, 7), small_ints(n * k, 8), small_ints(m * n, 9));
    let c_bytes = if c_float {
        f32_bytes(&floats(&c))
    } else {
        c.iter().flat_map(|x| x.to_le_bytes()).collect()
    };
    let (da, db, dc) = (
        sim.alloc_from("a", &pack(&a)),
        sim.alloc_from("b", &pack(&b)),
        sim.alloc_from("c", &c_bytes),
    );
    let mut cfg = LaunchConfig::new(
        [m.div_ceil(tile_mn.0) as u32, n.div_ceil(tile_mn.1) as u32, 1],
        [256, 1, 1],
    );
    cfg.shared = shared;
    let scalar = |v: i32| if c_float { Arg::F32(v as f32) } else { Arg::I32(v) };
    let args = [
        Arg::I32(m as i32),
        Arg::I32(n as i32),
        Arg::I32(k as i32),
        scalar(alpha),
        Arg::Ptr(da),
        Arg::Ptr(db),
        scalar(beta),
        Arg::Ptr(dc),
    ];
    sim.launch(name, &cfg, &args)
        .unwrap_or_else(|e| panic!("{name} -O{level}: launch fails: {e}"));
    let got: Vec<f32> = if c_float {
        read_f32(&mut sim, dc, m * n)
    } else {
        let bytes = sim.read(dc, m * n * 4).expect("read back");
        bytes
            .chunks_exact(4)
            .map(|w| i32::from_le_bytes(w.try_into().unwrap()) as f32)
            .collect()
    };
    // Row-major C (m x n) is the column-major n x m C of B^T A^T.
    let b_at = |j: usize, t: usize| if b_rows { b[t * n + j] } else { b[t + j * k] };
    let want = gemm_reference((n, m, k), alpha, b_at, |i, t| a[i * k + t], beta, &c);
    assert_eq!(got, want, "{name} at -O{level}");
}

/// The SIMT float GEMM (00_basic_gemm's operator, row-major): 128 x 128 x 8 tiles, 2 x 1
/// blocks, the last M tile and the only N tile partial, five K tiles.
#[test]
fn cutlass_device_simt_gemm_at_o3() {
    device_gemm(
        3,
        "simt_gemm",
        (136, 72, 40),
        (128, 128),
        0,
        true,
        |v| f32_bytes(&floats(v)),
        true,
    );
}

/// The int8 tensor-op GEMM (08_turing_tensorop_gemm's operator): `mma.sync.m8n8k16`
/// s8 with `.satfinite`, 128 x 256 x 64 tiles, 48 KiB of shared memory.
fn s8_device_gemm(level: u8) {
    let bytes = |v: &[i32]| v.iter().map(|&x| x as i8 as u8).collect();
    device_gemm(level, "s8_gemm", (136, 72, 128), (128, 256), 1, false, bytes, false);
}

/// At -O3 the iterators' `global_load` reads an `Array<int8_t, 64>` fragment (a 4-aligned
/// stack slot) as 16-aligned `AlignedArray`s (`uint4` in its inline asm): the vectorized
/// `ld.local.v4` needs the slot raised to 16 (without that it faults as misaligned).
#[test]
fn cutlass_device_s8_tensor_op_gemm_at_o3() {
    s8_device_gemm(3);
}

#[test]
fn cutlass_device_s8_tensor_op_gemm_at_o0() {
    s8_device_gemm(0);
}
