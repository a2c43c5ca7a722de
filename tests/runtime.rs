//! The device runtime (issue 7): the kernels in tests/runtime/ use every
//! builtin group (barriers and atomics, warp operations, redux, integer and
//! bit intrinsics, conversions and fast math, printf and assert). Each
//! compiles for sm_75, sm_80 and sm_90 (`// min-sm: 80` files only from
//! sm_80, and below that they must fail with the verifier's SM gate), ptxas
//! accepts the PTX, llvm-as-19 accepts the IR, and ptxsim computes the
//! results that the Rust model in this file predicts. The corpus kernels
//! tagged `needs: runtime` run against their references as well.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxc_tests::{load_corpus, run_case_on_ptx};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::PathBuf;

const ARCHS: &[&str] = &["sm_75", "sm_80", "sm_90"];

fn runtime_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("runtime")
}

fn source(name: &str) -> (PathBuf, String) {
    let path = runtime_dir().join(format!("{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (path, text)
}

fn compile(name: &str, arch: &str, emit: Emit) -> Result<String, String> {
    let (path, text) = source(name);
    let mut opts = Options::with_arch(arch);
    opts.emit = emit;
    compile_str(&path.to_string_lossy(), &text, &opts)
        .map(|c| c.output)
        .map_err(|e| e.rendered)
}

/// Runs kernel `name` (sm_80 PTX) over `bufs`; returns the buffers afterwards and the printf output.
fn run(name: &str, grid: u32, block: u32, bufs: &[Vec<u8>], scalars: &[Arg]) -> (Vec<Vec<u8>>, String) {
    run_on(name, "sm_80", grid, block, bufs, scalars)
}

/// [`run`] with PTX for `arch`.
fn run_on(name: &str, arch: &str, grid: u32, block: u32, bufs: &[Vec<u8>], scalars: &[Arg]) -> (Vec<Vec<u8>>, String) {
    let ptx = compile(name, arch, Emit::Ptx).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{name}: ptxsim rejects the PTX: {e}\n{ptx}"));
    let ptrs: Vec<u64> = bufs
        .iter()
        .enumerate()
        .map(|(k, b)| sim.alloc_from(&format!("b{k}"), b))
        .collect();
    let mut args: Vec<Arg> = ptrs.iter().map(|&p| Arg::Ptr(p)).collect();
    args.extend_from_slice(scalars);
    let mut cfg = LaunchConfig::new([grid, 1, 1], [block, 1, 1]);
    cfg.step_limit = Some(50_000_000);
    sim.launch(name, &cfg, &args)
        .unwrap_or_else(|e| panic!("{name}: launch failed: {e}"));
    let out = ptrs
        .iter()
        .zip(bufs)
        .map(|(&p, b)| sim.read(p, b.len()).expect("read back"))
        .collect();
    (out, sim.take_output())
}

fn bytes_u32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn bytes_f64(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}
fn u64s(b: &[u8]) -> Vec<u64> {
    b.chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}
fn f32s(b: &[u8]) -> Vec<f32> {
    u32s(b).into_iter().map(f32::from_bits).collect()
}
fn f64s(b: &[u8]) -> Vec<f64> {
    u64s(b).into_iter().map(f64::from_bits).collect()
}

/// Compares element-wise and reports the first few differences with their index.
fn check_eq<T: PartialEq + std::fmt::Debug>(what: &str, got: &[T], want: &[T]) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let bad: Vec<String> = got
        .iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| g != w)
        .take(8)
        .map(|(i, (g, w))| format!("[{i}] got {g:?} want {w:?}"))
        .collect();
    assert!(bad.is_empty(), "{what}:\n{}", bad.join("\n"));
}

/// Deterministic pseudo-random words.
fn words(n: usize, seed: u32) -> Vec<u32> {
    let mut s = seed.wrapping_mul(2_654_435_761).wrapping_add(12345);
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            s
        })
        .collect()
}

#[test]
fn runtime_kernels_pass_ptxas_and_llvm_as() {
    let ptxas = tools::require("ptxas", tools::ptxas());
    let llvm_as = tools::require("llvm-as-19", tools::llvm_as());
    let mut names: Vec<String> = std::fs::read_dir(runtime_dir())
        .expect("tests/runtime")
        .filter_map(|e| {
            let p = e.ok()?.path();
            let stem = p.file_stem()?.to_string_lossy().into_owned();
            (p.extension()? == "cu").then_some(stem)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 6, "runtime kernels: {names:?}");
    let mut failures = Vec::new();
    for name in &names {
        let text = source(name).1;
        let min_sm = if text.contains("// min-sm: 90") {
            90
        } else if text.contains("// min-sm: 80") {
            80
        } else {
            0
        };
        for arch in ARCHS {
            let r = compile(name, arch, Emit::Ptx);
            let sm: u32 = arch[3..].parse().expect("sm_NN");
            if sm < min_sm {
                // The SM gate (the verifier's for sm_80 intrinsics, instruction
                // selection's for sm_90 ones), pointing at the call.
                let gate = if min_sm == 80 {
                    "is not supported on pre-Ampere Architectures"
                } else {
                    "(needs sm_90+)"
                };
                match r {
                    Err(e) if e.contains(gate) && e.contains(".cu:") => {}
                    other => failures.push(format!(
                        "{name} {arch}: expected the sm_{min_sm} diagnostic, got {other:?}"
                    )),
                }
                continue;
            }
            match (r, &ptxas) {
                (Err(e), _) => failures.push(format!("{name} {arch}: ptxc failed:\n{e}")),
                (Ok(ptx), Some(p)) => {
                    if let Err(e) = tools::run_ptxas(p, &ptx, arch, &format!("runtime-{name}")) {
                        failures.push(format!("{name} {arch}: ptxas:\n{e}"));
                    }
                }
                (Ok(_), None) => {}
            }
        }
        for emit in [Emit::Ir, Emit::IrGen] {
            match (compile(name, "sm_80", emit), &llvm_as) {
                (Err(e), _) => failures.push(format!("{name} {emit:?}: {e}")),
                (Ok(ir), Some(l)) => {
                    if let Err(e) = tools::run_llvm_as(l, &ir, &format!("runtime-{name}-{emit:?}")) {
                        failures.push(format!("{name} {emit:?}: llvm-as:\n{e}"));
                    }
                }
                (Ok(_), None) => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The IR forms of specs/runtime.md, as IR generation prints them.
#[test]
fn builtins_lower_to_the_documented_ir() {
    let expect = [
        ("sync_atomics", "call void @llvm.nvvm.barrier0()"),
        ("named_barriers", "call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)"),
        ("named_barriers", "call void @llvm.nvvm.barrier.sync(i32 3)"),
        ("sync_atomics", "call i32 @llvm.nvvm.barrier0.popc(i32"),
        ("sync_atomics", "call void @llvm.nvvm.membar.gl()"),
        ("sync_atomics", "atomicrmw fadd ptr"),
        ("sync_atomics", "syncscope(\"block\") monotonic"),
        ("sync_atomics", "syncscope(\"system\") monotonic"),
        ("sync_atomics", "atomicrmw uinc_wrap ptr"),
        ("sync_atomics", "atomicrmw udec_wrap ptr"),
        ("sync_atomics", "atomicrmw umax ptr"),
        ("sync_atomics", "monotonic monotonic"),
        ("warp", "call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32"),
        ("warp", "call float @llvm.nvvm.shfl.sync.down.f32("),
        ("warp", "call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1"),
        ("warp", "call { i32, i1 } @llvm.nvvm.match.all.sync.i64p("),
        ("warp", "call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()"),
        ("redux", "call i32 @llvm.nvvm.redux.sync.umin(i32"),
        ("bits", "call i32 @llvm.nvvm.prmt(i32"),
        ("bits", "call i32 @llvm.nvvm.fns(i32"),
        ("bits", "call i32 @llvm.nvvm.fshl.clamp.i32(i32"),
        ("bits", "call i64 @llvm.nvvm.mulhi.ll(i64"),
        ("conv", "call float @llvm.nvvm.add.rz.f(float"),
        ("conv", "call i32 @llvm.nvvm.f2i.rm(float"),
        ("conv", "call float @llvm.nvvm.ex2.approx.f(float"),
        ("loads", "@llvm.nvvm.ldg.global.f.f64.p1(ptr addrspace(1)"),
    ];
    for (name, want) in expect {
        let ir = compile(name, "sm_80", Emit::IrGen).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(ir.contains(want), "{name}: `{want}` missing:\n{ir}");
        for unused in ["@atomicAdd", "@__syncthreads", "@_Z", "declare i32 @printf"] {
            let declared = ir.lines().any(|l| l.starts_with("declare") && l.contains(unused));
            assert!(!declared, "{name}: builtin {unused} declared:\n{ir}");
        }
    }
}

/// The prelude (builtins and the math library) leaves nothing in a module that
/// does not use it, at every optimization level.
#[test]
fn unused_prelude_leaves_no_trace() {
    let (path, text) = source("warp");
    for level in [0u8, 1, 3] {
        let mut opts = Options::with_arch("sm_80");
        opts.opt_level = level;
        let ptx = compile_str(&path.to_string_lossy(), &text, &opts)
            .unwrap_or_else(|e| panic!("-O{level}: {}", e.rendered))
            .output;
        for unwanted in [".func", "__ptxc_", ".extern"] {
            assert!(!ptx.contains(unwanted), "-O{level}: {unwanted} in\n{ptx}");
        }
    }
}

#[test]
fn barriers_and_atomics_compute_the_model() {
    let (out, _) = run(
        "sync_atomics",
        2,
        64,
        &[
            bytes_u32(&[0, 0, 1000, 0, 0]),
            bytes_u32(&[0, u32::MAX, 0, 0, u32::MAX, 0, 0]),
            vec![0; 16],
            vec![0; 4],
            vec![0; 8],
            vec![0; 4 * 142],
        ],
        &[],
    );
    let g_all = 0..128u32;
    let ia = u32s(&out[0]);
    check_eq("ia", &ia, &[128, (-256i32) as u32, (-127i32) as u32, 256, 128]);
    let dec = (0..128).fold(0u32, |v, _| if v == 0 || v > 9 { 9 } else { v - 1 });
    let xor = g_all.clone().fold(0u32, |a, g| a ^ g.wrapping_mul(7));
    check_eq("ua", &u32s(&out[1]), &[381, 5, 0, dec, 0, xor, 7]);
    let sum: u64 = g_all.clone().map(|g| u64::from(g) << 33).sum();
    check_eq("qa", &u64s(&out[2]), &[sum, 127 * 1_000_000_007]);
    check_eq("fa", &f32s(&out[3]), &[64.0]);
    check_eq("da", &f64s(&out[4]), &[32.0]);
    let o = u32s(&out[5]);
    for b in 0..2 {
        check_eq("shared", &o[b * 4..b * 4 + 4], &[64, 2016, 63, u32::MAX]);
        check_eq("barrier reductions", &o[136 + b * 3..139 + b * 3], &[32, 1, 1]);
    }
    let mut tickets = o[8..136].to_vec();
    tickets.sort_unstable();
    check_eq("atomicAdd_system tickets", &tickets, &g_all.collect::<Vec<_>>());
    // State spaces come from address-space inference; `red` when the old value is unused.
    let ptx = compile("sync_atomics", "sm_80", Emit::Ptx).expect("ptx");
    for want in [
        "red.shared.add.u32",
        "red.relaxed.cta.shared.add.u32",
        "red.global.add.f32",
        "red.global.add.f64",
        "red.global.inc.u32",
        "atom.global.cas.b32",
        "atom.relaxed.sys.global.exch.b32",
        "atom.relaxed.sys.global.add.u32",
        "bar.red.popc.u32",
        "membar.gl",
    ] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
}

fn warp_input() -> Vec<u32> {
    (0..64u32).map(|i| i * 37 % 101).collect()
}

#[test]
fn warp_operations_compute_the_model() {
    let v = warp_input();
    let (out, _) = run(
        "warp",
        1,
        64,
        &[bytes_u32(&v), vec![0; 4 * 64 * 18], vec![0; 8 * 64]],
        &[],
    );
    let o = u32s(&out[1]);
    let mut want = vec![0u32; 64 * 18];
    for t in 0..64usize {
        let (l, w) = (t % 32, t - t % 32);
        let lanes = || (w..w + 32).map(|k| v[k]);
        let ballot = |f: &dyn Fn(u32) -> bool| (0..32).filter(|&k| f(v[w + k])).fold(0u32, |m, k| m | 1 << k);
        let r = &mut want[18 * t..18 * t + 18];
        r[0] = v[w + ((t * 5) & 31)];
        r[1] = if l < 3 { v[t] } else { v[t - 3] };
        r[2] = if l % 16 + 5 < 16 { v[t + 5] } else { v[t] };
        r[3] = v[w + (l ^ 6)];
        r[4] = ballot(&|x| x & 1 == 1);
        let odd = lanes().filter(|x| x & 1 == 1).count();
        r[5] = 1 + 2 * u32::from(lanes().any(|x| x == 40)) + 4 * u32::from(odd == 0 || odd == 32);
        r[6] = u32::MAX;
        r[7] = ballot(&|x| x % 3 == v[t] % 3);
        r[8] = u32::MAX;
        r[9] = 1;
        r[10] = (1u32 << l) - 1;
        r[11] = u32::MAX << l;
        r[12] = if l == 31 { v[t] } else { v[t + 1] };
        let src = w + (l ^ 1);
        r[13] = v[src] + (src as u32 & 0xff) * 1000;
        r[14] = ballot(&|x| x % 5 == v[t] % 5);
        r[15] = u32::MAX.wrapping_add(1);
        r[16] = r[7];
        r[17] = r[15];
    }
    check_eq("warp", &o, &want);
    let d = f64s(&out[2]);
    let dwant: Vec<f64> = (0..64).map(|t| f64::from(v[t - t % 32]) * 0.25).collect();
    check_eq("shfl double", &d, &dwant);
}

#[test]
fn legacy_votes_and_long_double_classification_compute_the_model() {
    let v = warp_input();
    let specials = [
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        1.5,
        -2.5e300,
    ];
    let x: Vec<f64> = (0..64)
        .map(|t| specials[t % 8] * if t < 32 { 1.0 } else { 1e-310 })
        .collect();
    let (out, _) = run(
        "legacy",
        1,
        64,
        &[bytes_u32(&v), bytes_f64(&x), vec![0; 4 * 64 * 8]],
        &[],
    );
    let o = u32s(&out[2]);
    let mut want = vec![0u32; 64 * 8];
    for t in 0..64usize {
        let w = t - t % 32;
        let lanes = || (w..w + 32).map(|k| v[k]);
        let r = &mut want[8 * t..8 * t + 8];
        r[0] = 1 + 2 * u32::from(lanes().all(|x| x > 1));
        r[1] = u32::from(lanes().any(|x| x == 40)) + 2 * u32::from(lanes().any(|x| x == 2));
        r[2] = (0..32).filter(|&k| v[w + k] & 1 == 1).fold(0u32, |m, k| m | 1 << k);
        r[3] = 1 + 2 * u32::from(lanes().any(|x| x == 50));
        let y = x[t];
        r[4] = u32::from(y.is_nan());
        r[5] = u32::from(y.is_infinite());
        r[6] = u32::from(y.is_finite());
        r[7] = u32::from(y.is_sign_negative());
    }
    check_eq("legacy", &o, &want);
}

/// sm_90's vector float atomics under CUDA's `atomicAdd` overloads on `float2` and `float4`
/// (crt/sm_90_rt.h), in each scope: 64 threads add whole numbers, so every order of the
/// additions gives the same sums.
#[test]
fn vector_float_atomic_adds_sum_every_thread() {
    let source = "__global__ void vec_atomics(float2* s2, float4* s4) {\n\
        int t = threadIdx.x;\n\
        atomicAdd(s2, make_float2(t, -t));\n\
        atomicAdd_block(s4 + (t & 1), make_float4(1, t, 0.5f, -2));\n\
        atomicAdd_system(s2 + 1, make_float2(0.25f, 1));\n\
        float4 old = atomicAdd(s4 + 2, make_float4(t, t, t, t));\n\
        atomicAdd(s4 + 3, make_float4(old.x >= 0, old.y < 0, 0, 0));\n\
    }\n";
    let ptx = compile_str("vec_atomics.cu", source, &Options::with_arch("sm_90"))
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_90", "vec_atomics").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}"));
    let s2 = sim.alloc_from("s2", &bytes_f32(&[0.0; 4]));
    let s4 = sim.alloc_from("s4", &bytes_f32(&[0.0; 16]));
    let cfg = LaunchConfig::new([1, 1, 1], [64, 1, 1]);
    sim.launch("_Z11vec_atomicsP6float2P6float4", &cfg, &[Arg::Ptr(s2), Arg::Ptr(s4)])
        .unwrap_or_else(|e| panic!("launch failed: {e}"));
    let sum: f32 = (0..64).map(|t| t as f32).sum();
    let odd: f32 = (0..64).filter(|t| t % 2 == 1).map(|t| t as f32).sum();
    check_eq(
        "float2 sums",
        &f32s(&sim.read(s2, 16).unwrap()),
        &[sum, -sum, 16.0, 64.0],
    );
    let want4 = [
        [32.0, sum - odd, 16.0, -64.0],
        [32.0, odd, 16.0, -64.0],
        [sum; 4],
        [64.0, 0.0, 0.0, 0.0],
    ];
    check_eq("float4 sums", &f32s(&sim.read(s4, 64).unwrap()), want4.as_flattened());
}

#[test]
fn named_barriers_order_their_threads() {
    let (out, _) = run("named_barriers", 1, 128, &[vec![0; 4 * 256]], &[Arg::U32(1)]);
    let first: Vec<u32> = (0..128u32).map(|t| (t ^ 32) * 3 + 1).collect();
    // Then `s[t] = s[127 - t] + 1000` of the values the first phase wrote (each thread
    // reads before the barrier that precedes the writes).
    let second: Vec<u32> = (0..128u32).map(|t| (127 - (t + 64) % 128) * 3 + 1 + 1000).collect();
    let got = u32s(&out[0]);
    check_eq("named barriers", &got[..128], &first);
    check_eq("whole-block named barrier", &got[128..], &second);
}

#[test]
fn warp_reductions_compute_the_model() {
    let v = warp_input();
    let (out, _) = run("redux", 1, 64, &[bytes_u32(&v), vec![0; 4 * 64 * 8]], &[]);
    let mut want = vec![0u32; 64 * 8];
    for t in 0..64usize {
        let w = &v[t - t % 32..t - t % 32 + 32];
        let s: Vec<i32> = w.iter().map(|&x| x as i32 - 50).collect();
        let r = &mut want[8 * t..8 * t + 8];
        r[0] = w.iter().sum();
        r[1] = *s.iter().min().expect("lanes") as u32;
        r[2] = *s.iter().max().expect("lanes") as u32;
        r[3] = *w.iter().min().expect("lanes");
        r[4] = *w.iter().max().expect("lanes");
        r[5] = w.iter().fold(u32::MAX, |a, &x| a & (x | 0x100));
        r[6] = w.iter().fold(0, |a, &x| a | x);
        r[7] = w.iter().fold(0, |a, &x| a ^ x);
    }
    check_eq("redux", &u32s(&out[1]), &want);
}

#[test]
fn loads_and_stores_compute_the_model() {
    let i: Vec<u32> = (0..32).map(|t| (3 * t - 40) as u32).collect();
    let f: Vec<f32> = (0..32).map(|t| t as f32 * 0.5).collect();
    let d: Vec<f64> = (0..32).map(|t| f64::from(t) * 0.25).collect();
    let c: Vec<u8> = (0..32).map(|t: i32| (t - 9) as u8).collect();
    let v4: Vec<f32> = (0..32)
        .flat_map(|t| {
            let t = t as f32;
            [t, t + 0.5, t + 0.25, -t]
        })
        .collect();
    let v2: Vec<u32> = (0..32i32).flat_map(|t| [(5 * t) as u32, (1 - t) as u32]).collect();
    let bufs = [
        bytes_u32(&i),
        bytes_f32(&f),
        bytes_f64(&d),
        c,
        vec![0; 4 * 32 * 8],
        vec![0; 8 * 32],
        bytes_f32(&v4),
        vec![0; 16 * 32],
        bytes_u32(&v2),
        vec![0; 8 * 64],
    ];
    let (out, _) = run("loads", 1, 32, &bufs, &[]);
    let want: Vec<u32> = (0..32usize)
        .flat_map(|t| {
            let t32 = t as u32;
            [
                i[t],
                t32 * 2,
                (t as i32 - 9) as u32,
                i[t ^ 1],
                i[t ^ 2].wrapping_add(i[t ^ 3]),
                i[t ^ 4].wrapping_add(i[t ^ 5]),
                7 * t32,
                9 * t32,
            ]
        })
        .collect();
    check_eq("loads", &u32s(&out[4]), &want);
    check_eq("stwt", &f64s(&out[5]), &d.iter().map(|x| x * 2.0).collect::<Vec<_>>());
    let f4 = |t: usize| &v4[4 * t..4 * t + 4];
    let want4: Vec<f32> = (0..32usize)
        .flat_map(|t| {
            let (a, b, g) = (f4(t), f4(t ^ 1), f4(t ^ 2));
            [a[0] + b[1], a[1] + g[2], a[2] * 2.0, b[3] + g[3]]
        })
        .collect();
    check_eq("vector loads", &f32s(&out[7]), &want4);
    let i2 = |t: usize| (v2[2 * t], v2[2 * t + 1]);
    let mut want2: Vec<u32> = (0..32usize)
        .flat_map(|t| {
            let (p, q, r) = (i2(t), i2(t ^ 3), i2(t ^ 4));
            [p.0.wrapping_add(q.1), r.0.wrapping_sub(p.1)]
        })
        .collect();
    want2.extend((0..32usize).flat_map(|t| [i2(t ^ 5).0, i2(t ^ 5).1]));
    check_eq("vector stores", &u32s(&out[9]), &want2);
    let ptx = compile("loads", "sm_80", Emit::Ptx).expect("ptx");
    // The cache operators nvcc's sm_32_intrinsics print, scalar and vector.
    for ld in [
        "ld.global.nc.u32",
        "ld.global.nc.f32",
        "ld.global.nc.f64",
        "ld.global.nc.u8",
        "ld.global.cg.u32",
        "ld.global.ca.u32",
        "ld.global.cs.u32",
        "ld.global.lu.u32",
        "ld.global.cv.u32",
        "st.global.cg.u32",
        "st.global.cs.u32",
        "st.global.wt.f64",
        // float4 is 16-aligned, so whole, as nvcc's sm_32_intrinsics.hpp writes them.
        "ld.global.cg.v4.f32",
        "ld.global.cs.v4.f32",
        "ld.global.nc.v4.f32",
        "st.global.cs.v4.f32",
        "st.global.cg.v2.u32",
        "st.global.wb.v2.u32",
    ] {
        assert!(ptx.contains(ld), "{ld} missing:\n{ptx}");
    }
}

#[test]
fn clocks_and_sleep() {
    let (out, _) = run("misc", 1, 32, &[vec![0; 4 * 64]], &[]);
    check_eq("misc", &u32s(&out[0]), &[3, 1].repeat(32));
    let ptx = compile("misc", "sm_80", Emit::Ptx).expect("ptx");
    for want in ["%clock64", "%clock;", "nanosleep.u32", "trap;"] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
}

#[test]
fn address_space_queries_and_conversions() {
    let (out, _) = run("spaces", 1, 32, &[vec![0; 4 * 32 * 8]], &[]);
    let want: Vec<u32> = (0..32u32)
        .flat_map(|t| {
            let n = (t + 1) & 31;
            [1, 2, 4, 1, 4 * n, 10 * n, 1, 5 + (t & 3) + t]
        })
        .collect();
    check_eq("spaces", &u32s(&out[0]), &want);
    let ptx = compile("spaces", "sm_80", Emit::Ptx).expect("ptx");
    // `__cvta_generic_to_shared` of pointers into `s` needs no `cvta.to.shared`:
    // the pointer is known to be shared (infer-address-spaces), as nvcc prints it.
    assert!(
        !ptx.contains("cvta.to.shared"),
        "cvta.to.shared of a known shared pointer:\n{ptx}"
    );
    for want in ["isspacep.global", "isspacep.shared", "isspacep.local", "isspacep.const"] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
}

#[test]
fn grid_constant_and_cluster_shared_queries() {
    // A __grid_constant__ parameter's address is in the parameter window;
    // a CTA's own shared memory is inside its cluster's shared window.
    let params: Vec<u8> = [3i32, 1, 4, 1].iter().flat_map(|v| v.to_le_bytes()).collect();
    let (out, _) = run_on(
        "spaces_grid",
        "sm_90",
        1,
        32,
        &[vec![0; 4 * 32 * 3]],
        &[Arg::Bytes(params)],
    );
    check_eq("spaces_grid", &u32s(&out[0]), &[1, 2, 12].repeat(32));
    let ptx = compile("spaces_grid", "sm_90", Emit::Ptx).expect("ptx");
    for want in ["isspacep.param", "isspacep.shared::cluster", "cvta.param"] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
}

/// The model of tests/runtime/bits.cu for one thread.
fn bits_model(t: u32, x: u32, y: u32) -> [u32; 33] {
    let q = (u64::from(x) << 32) | u64::from(y);
    let r = (u64::from(y) << 29) ^ u64::from(x);
    let n = y & 63;
    let ffs = |v: u64| if v == 0 { 0 } else { v.trailing_zeros() + 1 };
    let hilo = (u64::from(y) << 32) | u64::from(x);
    let sext24 = |v: u32| i64::from(((v << 8) as i32) >> 8);
    let bytes = |v: u32, signed: bool| -> [i64; 4] {
        let b = v.to_le_bytes();
        b.map(|c| if signed { i64::from(c as i8) } else { i64::from(c) })
    };
    let halves = |v: u32, signed: bool| -> [i64; 2] {
        let (lo, hi) = (v & 0xffff, v >> 16);
        if signed {
            [i64::from(lo as u16 as i16), i64::from(hi as u16 as i16)]
        } else {
            [i64::from(lo), i64::from(hi)]
        }
    };
    let dp4a = |signed: bool, c: i64| {
        let (a, b) = (bytes(x, signed), bytes(y, signed));
        (0..4).map(|k| a[k] * b[k]).sum::<i64>() + c
    };
    let dp2a = |signed: bool, hi: bool, c: i64| {
        let (a, b) = (halves(x, signed), bytes(y, signed));
        let o = if hi { 2 } else { 0 };
        a[0] * b[o] + a[1] * b[o + 1] + c
    };
    let (xi, yi) = (i64::from(x as i32), i64::from(y as i32));
    let (xu, yu) = (u64::from(x), u64::from(y));
    let sel = y & 0x7777;
    let pool = [x.to_le_bytes(), y.to_le_bytes()].concat();
    let perm = (0..4).fold(0u32, |a, k| {
        a | u32::from(pool[((sel >> (4 * k)) & 7) as usize]) << (8 * k)
    });
    [
        x.count_ones(),
        q.count_ones(),
        (x >> (t & 31)).leading_zeros(),
        (q >> t).leading_zeros(),
        ffs(u64::from(x << (t & 31))),
        ffs(r << t),
        x.reverse_bits(),
        (q.reverse_bits() >> 20) as u32,
        perm,
        ((hilo << (n & 31)) >> 32) as u32,
        if n >= 32 { x } else { ((hilo << n) >> 32) as u32 },
        (hilo >> (n & 31)) as u32,
        if n >= 32 { y } else { (hilo >> n) as u32 },
        (sext24(x) * sext24(y)) as u32,
        ((x & 0xff_ffff) as u64 * (y & 0xff_ffff) as u64) as u32,
        ((xi * yi) >> 32) as u32,
        ((xu * yu) >> 32) as u32,
        (((i128::from(q as i64) * i128::from(r as i64)) >> 64) as i64 >> 7) as u32,
        (((u128::from(q) * u128::from(r)) >> 64) >> 3) as u32,
        ((xi - yi).unsigned_abs() as u32).wrapping_add(3),
        (xu.abs_diff(yu) as u32).wrapping_add(3),
        ((xi + yi) >> 1) as u32,
        ((xi + yi + 1) >> 1) as u32,
        ((xu + yu) >> 1) as u32,
        ((xu + yu + 1) >> 1) as u32,
        dp4a(true, 5) as u32,
        dp4a(false, 5) as u32,
        dp2a(true, false, -9) as u32,
        dp2a(false, true, 9) as u32,
        ((x as i32).min(y as i32) as u32) ^ x.max(y),
        ((x as i32).wrapping_abs() as u32).wrapping_add(i64::from(y as i32).unsigned_abs() as u32),
        (((q as i64).min(r as i64) >> 32) as u32) ^ (q.max(r) as u32),
        find_nth_set(x, y & 31, (n % 7) as i32 - 3) ^ (find_nth_set(y, t, 1) << 8),
    ]
}

/// `__fns(mask, base, offset)` as the PTX ISA describes `fns.b32`: the bit position of
/// the |offset|-th set bit of `mask` counting from `base` (itself included) toward the
/// most significant bit for a positive offset, the least for a negative one; for offset
/// 0, `base` if its bit is set; `0xffffffff` when there is no such bit.
fn find_nth_set(mask: u32, base: u32, offset: i32) -> u32 {
    let set: Vec<u32> = (0..32).filter(|&b| mask & (1 << b) != 0).collect();
    let found = match offset {
        0 => set.contains(&base).then_some(base),
        o if o > 0 => set.iter().copied().filter(|&b| b >= base).nth(o as usize - 1),
        o => set
            .iter()
            .rev()
            .copied()
            .filter(|&b| b <= base)
            .nth(o.unsigned_abs() as usize - 1),
    };
    found.unwrap_or(u32::MAX)
}

#[test]
fn integer_intrinsics_compute_the_model() {
    let (a, b) = (words(64, 1), words(64, 2));
    let (out, _) = run(
        "bits",
        1,
        64,
        &[bytes_u32(&a), bytes_u32(&b), vec![0; 4 * 64 * 33]],
        &[],
    );
    let want: Vec<u32> = (0..64u32)
        .flat_map(|t| bits_model(t, a[t as usize], b[t as usize]))
        .collect();
    check_eq("bits", &u32s(&out[2]), &want);
}

/// Rounds the exact value `p` (an f64 holding it exactly) down to f32 (positive values).
fn f32_down(p: f64) -> f32 {
    let f = p as f32;
    if f64::from(f) > p {
        f32::from_bits(f.to_bits() - 1)
    } else {
        f
    }
}

#[test]
fn conversions_and_fast_math_compute_the_model() {
    let x: Vec<f32> = (0..64).map(|t| 0.1 + t as f32 * 0.013).collect();
    let d: Vec<f64> = (0..64).map(|t| f64::from(t) * 0.37 + 0.5).collect();
    let (out, _) = run(
        "conv",
        1,
        64,
        &[bytes_f32(&x), bytes_f64(&d), vec![0; 4 * 64 * 16], vec![0; 4 * 64 * 8]],
        &[],
    );
    let o = u32s(&out[2]);
    let mut want = vec![0u32; 64 * 16];
    for t in 0..64usize {
        let (v, w) = (x[t], d[t]);
        let r = &mut want[16 * t..16 * t + 16];
        let ten = v * 10.0;
        r[0] = v.to_bits();
        r[1] = (f32::from_bits(t as u32 * 1000) + 1.0).to_bits();
        r[2] = ((2.0 * w).to_bits() >> 32) as u32;
        r[3] = ten.round_ties_even() as i32 as u32;
        r[4] = ten.trunc() as i32 as u32;
        r[5] = ten.ceil() as i32 as u32;
        r[6] = ten.floor() as i32 as u32;
        r[7] = (v * v * 100.0).round_ties_even() as u32;
        r[8] = (w * 1e6).trunc() as i64 as u32;
        r[9] = f32_down(f64::from(t as u32 * 33_554_433)).to_bits();
        r[10] = v.to_bits() ^ (v.to_bits() + 1);
        r[11] = f32_down(f64::from(v) * f64::from(3.3f32)).to_bits() ^ v.mul_add(v, -1.0).to_bits();
        r[12] = 0;
        r[13] = (v * v + 1.0).sqrt().to_bits().wrapping_add((v - 0.75).to_bits());
        r[14] = f32_down(w).to_bits() ^ ((w * w).sqrt().to_bits() >> 11) as u32;
        r[15] = (v * 2.0 - 0.5).clamp(0.0, 1.0).to_bits();
    }
    check_eq("conversions", &o, &want);
    let f = f32s(&out[3]);
    for t in 0..64usize {
        let v = x[t];
        let model = [
            v.exp(),
            (v + 1.0).ln(),
            v.sin(),
            v.cos(),
            (v + 1.0).powf(1.5),
            v / 3.0,
            10f32.powf(v) + (v + 2.0).log2() + (v + 3.0).log10(),
            (v * 0.5).tan(),
        ];
        for (k, m) in model.iter().enumerate() {
            let g = f[8 * t + k];
            assert!(
                (g - m).abs() <= 1e-4 * m.abs().max(1.0),
                "fast math [{t}][{k}]: got {g} want {m}"
            );
        }
    }
}

#[test]
fn printf_and_assert() {
    let (_, stdout) = run("printf_assert", 1, 2, &[bytes_f32(&[0.5, 1.25])], &[Arg::I32(3)]);
    let mut got: Vec<&str> = stdout.lines().collect();
    got.sort_unstable();
    let mut want = vec![
        "t=0 x=0.500",
        "t=1 x=1.250",
        "a 1099511627776 s 3 1",
        "b 1099511627777 s 3 2.5",
        "plain",
        "plain",
    ];
    want.sort_unstable();
    assert_eq!(got, want, "printf output:\n{stdout}");
    let module = compile("printf_assert", "sm_80", Emit::IrGen).expect("irgen");
    // The kernel's own body (the module also holds the math library's functions).
    let start = module
        .find("define void @_Z13printf_assertPKfi(")
        .expect("kernel in the IR");
    let ir = &module[start..start + module[start..].find("\n}\n").expect("end of the kernel")];
    assert_eq!(ir.matches("alloca [").count(), 1, "one printf buffer:\n{ir}");
    assert!(ir.contains("%tmp = alloca [40 x i8], align 8"), "{ir}");
    assert_eq!(ir.matches("call i32 @vprintf(").count(), 3, "{ir}");
    assert!(ir.contains("buf.indexed"), "{ir}");
    assert!(
        ir.contains("call i32 @vprintf(ptr %") && ir.contains(", ptr null)"),
        "{ir}"
    );
    assert!(ir.contains("call void @__assertfail("), "{ir}");
    let ptx = compile("printf_assert", "sm_80", Emit::Ptx).expect("ptx");
    assert!(ptx.contains(".extern .func") && ptx.contains("vprintf"), "{ptx}");
    assert!(ptx.contains("__assertfail"), "{ptx}");
    assert!(
        module.contains("c\"void printf_assert(const float *, int)\\00\""),
        "{module}"
    );
    assert!(module.contains("c\"n > 0\\00\""), "{module}");
    // A failing assert stops the launch with the message.
    let mut sim = Sim::new(&ptx).expect("ptxsim accepts the PTX");
    let x = sim.alloc_from("x", &bytes_f32(&[0.5, 1.25]));
    let cfg = LaunchConfig::new([1, 1, 1], [2, 1, 1]);
    let err = sim
        .launch("printf_assert", &cfg, &[Arg::Ptr(x), Arg::I32(0)])
        .expect_err("assert(n > 0) fails for n = 0");
    assert!(err.to_string().contains("device assertion failed: n > 0"), "{err}");
}

/// Distance in units in the last place between two finite floats of the same sign.
fn ulps32(a: f32, b: f32) -> u32 {
    (a.to_bits() as i32).abs_diff(b.to_bits() as i32)
}
fn ulps64(a: f64, b: f64) -> u64 {
    (a.to_bits() as i64).abs_diff(b.to_bits() as i64)
}

/// The math library (part of the prelude; the kernel also includes it, which
/// its include guard makes harmless) runs on the builtin primitives (`__fmaf_rn`, bit
/// casts, `__fsqrt_rn`, `__clz`, ...); each function within 4 ulp of the host.
#[test]
fn math_library_runs_through_the_builtin_primitives() {
    let x: Vec<f32> = (0..64).map(|t| t as f32 * 0.125 - 3.9).collect();
    let (out, _) = run(
        "math_wiring",
        1,
        64,
        &[bytes_f32(&x), vec![0; 4 * 64 * 8], vec![0; 8 * 64 * 4]],
        &[],
    );
    let (f, d) = (f32s(&out[1]), f64s(&out[2]));
    for (t, &v) in x.iter().enumerate() {
        let w = f64::from(v);
        let want32 = [
            v.abs().sqrt(),
            v.exp(),
            (v.abs() + 0.5).ln(),
            v.sin(),
            v.cos(),
            (v.abs() + 0.25).powf(1.5),
            v.floor() + v.max(0.5),
            v.mul_add(v, 1.0),
        ];
        for (k, want) in want32.iter().enumerate() {
            let got = f[8 * t + k];
            assert!(
                ulps32(got, *want) <= 4,
                "float [{t}][{k}] of {v}: got {got} want {want}"
            );
        }
        let want64 = [w.abs().sqrt(), (w * 0.5).exp(), (w.abs() + 0.5).ln(), w.sin()];
        for (k, want) in want64.iter().enumerate() {
            let got = d[4 * t + k];
            assert!(
                ulps64(got, *want) <= 4,
                "double [{t}][{k}] of {w}: got {got} want {want}"
            );
        }
    }
}

/// The corpus kernels that need the runtime and that ptxc now compiles correctly.
const CORPUS_PASSING: &[&str] = &[
    "shared_reduce",
    "atomic_histogram",
    "dyn_shared_reverse",
    "warp_shuffle",
    "vote_ballot",
    "warp_collectives",
    "int_intrinsics",
    "printf_hello",
];

#[test]
fn corpus_runtime_kernels_compute_their_references() {
    let mut failures = Vec::new();
    let mut ran = Vec::new();
    for case in load_corpus() {
        if !case.needs_runtime || !CORPUS_PASSING.contains(&case.name.as_str()) {
            continue;
        }
        let opts = Options::with_arch("sm_80");
        match compile_str(&case.path.to_string_lossy(), &case.source, &opts) {
            Ok(c) => {
                if let Err(e) = run_case_on_ptx(&case, &c.output) {
                    failures.push(format!("{}: {e}", case.name));
                }
            }
            Err(e) => failures.push(format!("{}: ptxc failed:\n{}", case.name, e.rendered)),
        }
        ran.push(case.name.clone());
    }
    assert_eq!(ran.len(), CORPUS_PASSING.len(), "corpus kernels found: {ran:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn ndebug_defined_in_the_source_turns_assert_off() {
    let body = "#include <assert.h>\n__global__ void k(int* p) { assert(p[0] > 100); p[1] = 1; }\n";
    let opts = Options::with_arch("sm_80");
    let on = compile_str("a.cu", body, &opts).expect("compiles").output;
    assert!(on.contains("__assertfail"), "{on}");
    let off = compile_str("b.cu", &format!("#define NDEBUG\n{body}"), &opts)
        .expect("compiles")
        .output;
    assert!(!off.contains("__assertfail"), "{off}");
}
