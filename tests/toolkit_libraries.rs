//! The device libraries of a CUDA toolkit include directory that ptxc reads for real, as
//! nvcc does (frontend/src/preprocess/mod.rs `is_readable_toolkit_header`): cuRAND's
//! device API, cuComplex, math_constants.h and cuFFT's callback types. tests/toolkit/device_libraries.cu is
//! compiled with the toolkit's include directory on the path (the pinned wheels' headers,
//! scripts/install-test-tools.sh), checked by ptxas, and run in ptxsim against Rust
//! references written from the generators' definitions (XORWOW: Marsaglia's xorshift
//! with a Weyl sequence, seeded as cuRAND documents; Philox4x32-10: Salmon et al.).
//! tests/toolkit/library_headers.cu includes the host libraries' headers (cuBLAS,
//! cuBLASLt, cuRAND, cuFFT, cuSPARSE, cuSOLVER, NCCL, NVTX, the profiler API) and runs
//! kernels on the CUDA types they bring; tests/toolkit/cublas_bfloat16.cu is the smallest
//! such file (cuBLAS's include of cuda_bf16.h gives device code `__nv_bfloat16`), and
//! tests/toolkit/cub_with_nvtx.cu is CUB from a toolkit that has NVTX, whose C++ API CCCL
//! then includes.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const THREADS: usize = 32;

fn compiled_ptx() -> Option<String> {
    let include = tools::require("a toolkit include directory with cuRAND", tools::toolkit_include())?;
    let path = tools::repo_root().join("tests/toolkit/device_libraries.cu");
    let source = std::fs::read_to_string(&path).expect("test source");
    // cuRAND includes <nv/target>, which CUDA 13 keeps in include/cccl.
    let cccl = tools::require("CCCL", tools::cccl())?;
    let mut opts = Options::with_arch("sm_80");
    opts.source.include_dirs.push(include);
    opts.source.system_include_dirs.push(cccl);
    let ptx = compile_str(&path.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("ptxc rejects the toolkit libraries:\n{}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "toolkit_libraries").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    Some(ptx)
}

fn run(sim: &mut Sim, kernel: &str, args: &[Arg]) {
    let cfg = LaunchConfig::new([1, 1, 1], [THREADS as u32, 1, 1]);
    sim.launch(kernel, &cfg, args)
        .unwrap_or_else(|e| panic!("{kernel}: {e}"));
}

fn words(sim: &mut Sim, addr: u64, n: usize) -> Vec<u32> {
    let bytes = sim.read(addr, 4 * n).expect("readable");
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// XORWOW as cuRAND seeds it for subsequence 0, offset 0.
struct Xorwow {
    v: [u32; 5],
    d: u32,
}

impl Xorwow {
    fn new(seed: u64) -> Xorwow {
        let s0 = (seed as u32) ^ 0xaad2_6b49;
        let s1 = ((seed >> 32) as u32) ^ 0xf7dc_efdd;
        let t0 = 1_099_087_573u32.wrapping_mul(s0);
        let t1 = 2_591_861_531u32.wrapping_mul(s1);
        Xorwow {
            v: [
                123_456_789u32.wrapping_add(t0),
                362_436_069 ^ t0,
                521_288_629u32.wrapping_add(t1),
                88_675_123 ^ t1,
                5_783_321u32.wrapping_add(t0),
            ],
            d: 6_615_241u32.wrapping_add(t1).wrapping_add(t0),
        }
    }

    fn next(&mut self) -> u32 {
        let t = self.v[0] ^ (self.v[0] >> 2);
        self.v.rotate_left(1);
        self.v[4] = (self.v[3] ^ (self.v[3] << 4)) ^ (t ^ (t << 1));
        self.d = self.d.wrapping_add(362_437);
        self.v[4].wrapping_add(self.d)
    }
}

/// Philox4x32-10 of one counter under one key.
fn philox(mut ctr: [u32; 4], mut key: [u32; 2]) -> [u32; 4] {
    for round in 0..10 {
        if round > 0 {
            key[0] = key[0].wrapping_add(0x9E37_79B9);
            key[1] = key[1].wrapping_add(0xBB67_AE85);
        }
        let p0 = 0xD251_1F53u64 * ctr[0] as u64;
        let p1 = 0xCD9E_8D57u64 * ctr[2] as u64;
        ctr = [
            (p1 >> 32) as u32 ^ ctr[1] ^ key[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ ctr[3] ^ key[1],
            p0 as u32,
        ];
    }
    ctr
}

/// The draws of a Philox stream: the 128-bit counter's high half holds the
/// subsequence, its low half the block of four; `skip` draws are dropped first.
fn philox_stream(seed: u64, subsequence: u64, skip: u64, n: usize) -> Vec<u32> {
    let key = [seed as u32, (seed >> 32) as u32];
    (skip..skip + n as u64)
        .map(|k| {
            let block = k / 4;
            let ctr = [
                block as u32,
                (block >> 32) as u32,
                subsequence as u32,
                (subsequence >> 32) as u32,
            ];
            philox(ctr, key)[(k % 4) as usize]
        })
        .collect()
}

#[test]
fn curand_and_cucomplex_from_the_toolkit_compute_their_definitions() {
    let Some(ptx) = compiled_ptx() else { return };
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");

    let seed = 0x1234_5678_9abc_def0u64;
    let raw = sim.alloc("raw", 4 * 4 * THREADS);
    let uniform = sim.alloc("uniform", 4 * THREADS);
    run(
        &mut sim,
        "xorwow_draws",
        &[Arg::U64(seed), Arg::Ptr(raw), Arg::Ptr(uniform)],
    );
    let got = words(&mut sim, raw, 4 * THREADS);
    let got_uniform = words(&mut sim, uniform, THREADS);
    for i in 0..THREADS {
        let mut g = Xorwow::new(seed + i as u64);
        let want: Vec<u32> = (0..4).map(|_| g.next()).collect();
        assert_eq!(got[4 * i..4 * i + 4], want[..], "XORWOW draws of thread {i}");
        // curand_uniform: the next draw scaled into (0, 1].
        let x = g.next() as f64 * 2f64.powi(-32) + 2f64.powi(-33);
        let u = f32::from_bits(got_uniform[i]) as f64;
        assert!((u - x).abs() <= 1e-7, "curand_uniform of thread {i}: {u} vs {x}");
    }

    let raw = sim.alloc("philox", 4 * 6 * THREADS);
    for offset in [0u64, 3, 10] {
        run(
            &mut sim,
            "philox_draws",
            &[Arg::U64(seed), Arg::U64(offset), Arg::Ptr(raw)],
        );
        let got = words(&mut sim, raw, 6 * THREADS);
        for i in 0..THREADS {
            let want = philox_stream(seed, i as u64, offset, 6);
            assert_eq!(
                got[6 * i..6 * i + 6],
                want[..],
                "Philox draws of thread {i}, offset {offset}"
            );
        }
    }

    let re: Vec<f32> = (0..THREADS).map(|i| i as f32 * 0.75 - 9.0).collect();
    let im: Vec<f32> = (0..THREADS).map(|i| 3.5 - i as f32 * 0.5).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let dre = sim.alloc_from("re", &bytes(&re));
    let dim = sim.alloc_from("im", &bytes(&im));
    let out = sim.alloc("out", 4 * 6 * THREADS);
    run(&mut sim, "complex_ops", &[Arg::Ptr(dre), Arg::Ptr(dim), Arg::Ptr(out)]);
    let got: Vec<f32> = words(&mut sim, out, 6 * THREADS)
        .into_iter()
        .map(f32::from_bits)
        .collect();
    for i in 0..THREADS {
        let (a, b) = ((re[i] as f64, im[i] as f64), (im[i] as f64 + 1.0, -re[i] as f64));
        let product = (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0);
        let sum = (a.0 + b.0, a.1 + b.1);
        let want = [
            product.0,
            product.1,
            sum.0 * sum.0 + sum.1 * sum.1,
            a.0.hypot(a.1),
            std::f64::consts::PI * a.0,
            1.0,
        ];
        for (k, w) in want.iter().enumerate() {
            let g = got[6 * i + k] as f64;
            assert!(
                (g - w).abs() <= 1e-5 * w.abs().max(1.0),
                "complex_ops[{i}][{k}]: {g} vs {w}"
            );
        }
    }

    // The cuFFT load callback through its __device__ pointer: input pairs scaled.
    let pairs: Vec<f32> = (0..2 * THREADS).map(|k| k as f32 * 0.5 - 7.0).collect();
    let din = sim.alloc_from("fft_in", &bytes(&pairs));
    let dscale = sim.alloc_from("fft_scale", &bytes(&[-1.5f32]));
    let dout = sim.alloc("fft_out", 8 * THREADS);
    run(
        &mut sim,
        "call_load_callback",
        &[Arg::Ptr(din), Arg::Ptr(dscale), Arg::Ptr(dout)],
    );
    let got: Vec<f32> = words(&mut sim, dout, 2 * THREADS)
        .into_iter()
        .map(f32::from_bits)
        .collect();
    let want: Vec<f32> = pairs.iter().map(|x| x * -1.5).collect();
    assert_eq!(got, want, "cuFFT load callback");
}

/// The headers of the host libraries, from their pinned wheels (scripts/install-test-tools.sh).
const LIBRARY_HEADERS: &[&str] = &[
    "cublas_v2.h",
    "cublasLt.h",
    "cusparse.h",
    "cusolverDn.h",
    "nccl.h",
    "nvtx3/nvToolsExt.h",
    "cuda_profiler_api.h",
];

#[test]
fn host_library_headers_bring_their_cuda_types_to_device_code() {
    let with_libraries = tools::toolkit_include().filter(|d| LIBRARY_HEADERS.iter().all(|h| d.join(h).is_file()));
    let Some(include) = tools::require(
        "a toolkit include directory with the libraries' headers",
        with_libraries,
    ) else {
        return;
    };
    let path = tools::repo_root().join("tests/toolkit/library_headers.cu");
    let source = std::fs::read_to_string(&path).expect("test source");
    let mut opts = Options::with_arch("sm_80");
    opts.source.include_dirs.push(include);
    opts.source.warn_host = true;
    let compiled = compile_str(&path.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("ptxc rejects the library headers:\n{}", e.rendered));
    // The host function's calls check against the libraries' declarations: nothing of it,
    // nor any type of the headers, is set aside (only NVTX's GCC-only loader and the POSIX
    // headers it includes are).
    for kept in [
        "function \"main\"",
        "cublas",
        "cusparse",
        "cusolver",
        "nccl",
        "curand",
        "cufft",
        "nvtxRange",
    ] {
        assert!(
            !compiled
                .warnings
                .lines()
                .any(|l| l.contains("set aside") && l.contains(kept)),
            "{kept} set aside:\n{}",
            compiled.warnings
        );
    }
    assert!(
        compiled.warnings.contains("set aside: header <nvtxInit.h>"),
        "{}",
        compiled.warnings
    );
    let ptx = compiled.output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "library_headers").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let bf16 = |v: f32| (v.to_bits() >> 16) as u16;
    let x: Vec<u16> = (0..64).map(|k| bf16(k as f32 - 20.0)).collect();
    let c: Vec<f32> = (0..128).map(|k| (k % 13) as f32 - 6.0).collect();
    let z: Vec<f64> = (0..128).map(|k| k as f64 * 0.25 - 3.0).collect();
    let dx = sim.alloc_from("x", &x.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let dc = sim.alloc_from("c", &c.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let dz = sim.alloc_from("z", &z.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let dout = sim.alloc("out", 4 * THREADS);
    run(
        &mut sim,
        "_Z13library_typesP13__nv_bfloat16P6float2P7double2Pi",
        &[Arg::Ptr(dx), Arg::Ptr(dc), Arg::Ptr(dz), Arg::Ptr(dout)],
    );
    let got_x: Vec<u16> = sim
        .read(dx, 64)
        .expect("readable")
        .chunks(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    let got_c: Vec<f32> = words(&mut sim, dc, 64).into_iter().map(f32::from_bits).collect();
    let got_z: Vec<f64> = sim
        .read(dz, 8 * 64)
        .expect("readable")
        .chunks(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap()))
        .collect();
    for i in 0..THREADS {
        // small integers: every product and sum is exact in bfloat16, float and double
        assert_eq!(got_x[i], bf16(2.0 * (i as f32 + 12.0)), "bf16 x[{i}]");
        let (a, b) = ((c[2 * i], c[2 * i + 1]), (c[2 * i + 64], c[2 * i + 65]));
        assert_eq!(
            (got_c[2 * i], got_c[2 * i + 1]),
            (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0),
            "cuCmulf c[{i}]"
        );
        assert_eq!(
            (got_z[2 * i], got_z[2 * i + 1]),
            (z[2 * i] + z[2 * i + 64], z[2 * i + 1] + z[2 * i + 65]),
            "cuCadd z[{i}]"
        );
    }
    // The headers' enumerators (each as the header defines it) and the handles' sizes.
    let want: Vec<u32> = [1, 14, 68, 2, 9, 0x29, 161, 3, 8, 8, 8, 8]
        .into_iter()
        .chain(std::iter::repeat_n(u32::MAX, THREADS - 12))
        .collect();
    assert_eq!(words(&mut sim, dout, THREADS), want);

    // The libraries' types as values device code passes around: generator handles
    // swapped in pairs, cufftComplex and cuDoubleComplex arithmetic, NCCL's data types
    // mapped to cudaDataType and cuSOLVER's statuses to cuBLAS's (the values the headers
    // give the enumerators).
    let gens: Vec<u64> = (0..THREADS as u64).map(|k| 0x7000_0000_0000 + 0x40 * k).collect();
    let f: Vec<f32> = (0..64).map(|k| k as f32 * 0.5 - 9.0).collect();
    let z: Vec<f64> = (0..64).map(|k| k as f64 - 20.0).collect();
    let dgens = sim.alloc_from("gens", &gens.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let df = sim.alloc_from("f", &f.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let dz = sim.alloc_from("z2", &z.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let dout = sim.alloc("out2", 4 * 2 * THREADS);
    run(
        &mut sim,
        "_Z14library_valuesPP18curandGenerator_stP6float2P7double2Pi",
        &[Arg::Ptr(dgens), Arg::Ptr(df), Arg::Ptr(dz), Arg::Ptr(dout)],
    );
    let got_gens: Vec<u64> = sim
        .read(dgens, 8 * THREADS)
        .expect("readable")
        .chunks(8)
        .map(|b| u64::from_le_bytes(b.try_into().unwrap()))
        .collect();
    let want_gens: Vec<u64> = (0..THREADS)
        .map(|i| if i % 2 == 0 { gens[i] } else { gens[THREADS - 1 - i] })
        .collect();
    assert_eq!(got_gens, want_gens, "curandGenerator_t values");
    let got_f: Vec<f32> = words(&mut sim, df, 64).into_iter().map(f32::from_bits).collect();
    let want_f: Vec<f32> = (0..64).map(|k| if k % 2 == 1 { -f[k] } else { f[k] }).collect();
    assert_eq!(got_f, want_f, "cuConjf of cufftComplex");
    let got_z: Vec<f64> = sim
        .read(dz, 8 * 64)
        .expect("readable")
        .chunks(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap()))
        .collect();
    for i in 0..THREADS {
        let (re, im) = (z[2 * i], z[2 * i + 1]);
        assert_eq!(
            (got_z[2 * i], got_z[2 * i + 1]),
            (re * re + im * im, 0.0),
            "z[{i}] times its conjugate"
        );
    }
    // ncclInt8 .. ncclBfloat16 as CUDA_R_8I, 8U, 32I, 32U, 64I, 64U, 16F, 32F, 64F, 16BF;
    // the FP8 types fall to CUDA_R_8F_E4M3.
    let types = [3, 8, 10, 12, 24, 26, 2, 0, 1, 14, 28, 28];
    // CUSOLVER_STATUS_SUCCESS .. INVALID_VALUE as cuBLAS's 0, 1, 3, 7; the rest INTERNAL_ERROR.
    let statuses = [0, 1, 3, 7, 14, 14, 14, 14];
    let want: Vec<u32> = (0..THREADS)
        .map(|i| types[i % 12])
        .chain((0..THREADS).map(|i| statuses[i % 8]))
        .collect();
    assert_eq!(words(&mut sim, dout, 2 * THREADS), want);
}

/// tests/toolkit/`name` compiled with the toolkit include directory `include` (and CCCL,
/// when given, as `-isystem`), checked by ptxas.
fn compile_with_toolkit(name: &str, include: std::path::PathBuf, cccl: Option<std::path::PathBuf>) -> String {
    let path = tools::repo_root().join("tests/toolkit").join(name);
    let source = std::fs::read_to_string(&path).expect("test source");
    let mut opts = Options::with_arch("sm_80");
    opts.source.include_dirs.push(include);
    opts.source.system_include_dirs.extend(cccl);
    let ptx = compile_str(&path.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("{name}:\n{}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", name).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
    }
    ptx
}

#[test]
fn cublas_header_gives_device_code_bfloat16() {
    let with_cublas = tools::toolkit_include().filter(|d| d.join("cublas_v2.h").is_file());
    let Some(include) = tools::require("a toolkit include directory with cuBLAS's headers", with_cublas) else {
        return;
    };
    let ptx = compile_with_toolkit("cublas_bfloat16.cu", include, None);
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let p = sim.alloc_from("p", &[0x00, 0x00, 0x49, 0x40]); // 0.0, 3.140625 in bfloat16
    let cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    sim.launch("_Z1kP13__nv_bfloat16", &cfg, &[Arg::Ptr(p)])
        .unwrap_or_else(|e| panic!("k: {e}"));
    assert_eq!(sim.read(p, 4).expect("readable"), vec![0x49, 0x40, 0x49, 0x40]);
}

#[test]
fn cub_reads_nvtx_from_a_toolkit_that_has_it() {
    let with_nvtx = tools::toolkit_include().filter(|d| d.join("nvtx3/nvtx3.hpp").is_file());
    let Some(include) = tools::require("a toolkit include directory with NVTX's headers", with_nvtx) else {
        return;
    };
    let Some(cccl) = tools::require("CCCL", tools::cccl()) else {
        return;
    };
    let ptx = compile_with_toolkit("cub_with_nvtx.cu", include, Some(cccl));
    // The device-wide reduction's kernels, instantiated by host code that opens an NVTX range.
    let entries = tools::entry_names(&ptx);
    assert!(entries.iter().any(|e| e.contains("DeviceReduceKernel")), "{entries:?}");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let input: Vec<i32> = (0..64).map(|k| k * 7 - 200).collect();
    let din = sim.alloc_from("in", &input.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    let dout = sim.alloc("out", 4);
    let cfg = LaunchConfig::new([1, 1, 1], [64, 1, 1]);
    sim.launch("_Z9block_sumPKiPi", &cfg, &[Arg::Ptr(din), Arg::Ptr(dout)])
        .unwrap_or_else(|e| panic!("block_sum: {e}"));
    assert_eq!(words(&mut sim, dout, 1)[0] as i32, input.iter().sum::<i32>());
}
