//! Special variables and special-register builtins (issue 5): the kernels in
//! tests/special/ read `%laneid`, `%lanemask_*`, `%warpid`, `%smid`,
//! `%dynamic_smem_size`, the clocks, the cluster registers and whole
//! `threadIdx`/`blockIdx`/`blockDim`/`gridDim` values (the cluster kernels
//! live in tests/attributes/cluster_registers.cu, where tests/directives.rs
//! compares their directives with nvcc's; nvcc's PTX for them runs in
//! ptxsim here too). Each file compiles for
//! sm_90, ptxas accepts the PTX, llvm-as-19 accepts the IR, and ptxsim
//! computes what the Rust model here predicts from the launch shape alone
//! (the PTX ISA's definitions of the registers). Cluster builtins below
//! sm_90 fail with the verifier's SM gate.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

/// `name` is a file of tests/special/, or a path from the repository root.
fn source(name: &str) -> (String, String) {
    let rel = if name.contains('/') {
        name.to_string()
    } else {
        format!("tests/special/{name}.cu")
    };
    let path = tools::repo_root().join(rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (path.to_string_lossy().into_owned(), text)
}

fn compile(name: &str, arch: &str, emit: Emit) -> Result<String, String> {
    let (path, text) = source(name);
    let mut opts = Options::with_arch(arch);
    opts.emit = emit;
    compile_str(&path, &text, &opts)
        .map(|c| c.output)
        .map_err(|e| e.rendered)
}

/// sm_90 PTX of `name`, checked by ptxas; its IR checked by llvm-as-19.
fn checked_ptx(name: &str) -> String {
    let ptx = compile(name, "sm_90", Emit::Ptx).unwrap_or_else(|e| panic!("{name}: {e}"));
    let tag = name.rsplit('/').next().unwrap_or(name).trim_end_matches(".cu");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_90", tag).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
    }
    if let Some(llvm_as) = tools::require("llvm-as-19", tools::llvm_as()) {
        for emit in [Emit::IrGen, Emit::Ir] {
            let ir = compile(name, "sm_90", emit).unwrap_or_else(|e| panic!("{name}: {e}"));
            tools::run_llvm_as(&llvm_as, &ir, tag).unwrap_or_else(|e| panic!("{name} ({emit:?}): llvm-as: {e}"));
        }
    }
    ptx
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

/// Launches `kernel` with one zeroed buffer argument per entry of `sizes`;
/// returns the buffers afterwards.
fn launch(sim: &mut Sim, kernel: &str, cfg: &LaunchConfig, sizes: &[usize]) -> Vec<Vec<u8>> {
    let ptrs: Vec<u64> = sizes
        .iter()
        .enumerate()
        .map(|(k, &n)| sim.alloc_from(&format!("{kernel}{k}"), &vec![0; n]))
        .collect();
    let args: Vec<Arg> = ptrs.iter().map(|&p| Arg::Ptr(p)).collect();
    sim.launch(kernel, cfg, &args)
        .unwrap_or_else(|e| panic!("{kernel}: launch failed: {e}"));
    ptrs.iter()
        .zip(sizes)
        .map(|(&p, &n)| sim.read(p, n).expect("read back"))
        .collect()
}

#[test]
fn lane_warp_sm_and_timer_registers() {
    let ptx = checked_ptx("sregs");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let threads = 80u32; // two full warps and a partial one
    let mut cfg = LaunchConfig::new([1, 1, 1], [threads, 1, 1]);
    cfg.shared = 48;
    let bufs = launch(
        &mut sim,
        "_Z5sregsPjPy",
        &cfg,
        &[64 * threads as usize, 32 * threads as usize],
    );
    let out = u32s(&bufs[0]);
    let times = u64s(&bufs[1]);
    for t in 0..threads as usize {
        let p = &out[16 * t..16 * t + 16];
        let lane = (t % 32) as u32;
        let eq = 1u32 << lane;
        let lt = eq - 1;
        assert_eq!(p[0], lane, "laneid of thread {t}");
        assert_eq!(p[1], eq, "lanemask_eq of thread {t}");
        assert_eq!(p[2], lt, "lanemask_lt of thread {t}");
        assert_eq!(p[3], lt | eq, "lanemask_le of thread {t}");
        assert_eq!(p[4], !(lt | eq), "lanemask_gt of thread {t}");
        assert_eq!(p[5], !lt, "lanemask_ge of thread {t}");
        // %warpid < %nwarpid and %smid < %nsmid are all the ISA promises.
        assert!(p[6] < p[7], "warpid {} < nwarpid {} (thread {t})", p[6], p[7]);
        assert!(p[8] < p[9], "smid {} < nsmid {} (thread {t})", p[8], p[9]);
        assert_eq!(p[10], 48, "dynamic_smem_size is the launch's dynamic shared bytes");
        let (c0, c1, g0, g1) = (times[4 * t], times[4 * t + 1], times[4 * t + 2], times[4 * t + 3]);
        assert!(
            c1 >= c0 && g1 >= g0,
            "clock64/globaltimer never run backwards (thread {t})"
        );
    }
    // Threads of one warp agree on their warp id; different warps differ.
    let warp_of = |t: usize| out[16 * t + 6];
    assert!((0..32).all(|t| warp_of(t) == warp_of(0)));
    assert_ne!(warp_of(0), warp_of(32));
}

/// The cluster model of the PTX ISA: a grid of `grid` blocks cut into
/// `cluster`-shaped clusters (1x1x1 when the kernel sets none).
fn cluster_regs(block: [u32; 3], grid: [u32; 3], cluster: [u32; 3]) -> [u32; 14] {
    let id = [0, 1, 2].map(|d| block[d] / cluster[d]);
    let n = [0, 1, 2].map(|d| grid[d] / cluster[d]);
    let rel = [0, 1, 2].map(|d| block[d] % cluster[d]);
    let rank = rel[0] + cluster[0] * (rel[1] + cluster[1] * rel[2]);
    let size = cluster.iter().product();
    [
        id[0], id[1], id[2], n[0], n[1], n[2], rel[0], rel[1], rel[2], cluster[0], cluster[1], cluster[2], rank, size,
    ]
}

const CLUSTERS: &str = "tests/attributes/cluster_registers.cu";

/// ptxc's PTX for the cluster kernels, and nvcc's for the same file (the
/// ptxsim model is checked on both).
fn cluster_ptx() -> [(&'static str, String); 2] {
    let nvcc = tools::repo_root().join("tests/nvcc/attributes/cluster_registers.ptx");
    [
        ("ptxc", checked_ptx(CLUSTERS)),
        ("nvcc", std::fs::read_to_string(nvcc).expect("nvcc reference PTX")),
    ]
}

#[test]
fn explicit_cluster_registers() {
    for (who, ptx) in cluster_ptx() {
        assert!(ptx.contains(".reqnctapercluster 2, 2, 1"), "{who}: {ptx}");
        let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{who}: ptxsim: {e}"));
        let grid = [4u32, 4, 2];
        let blocks = (grid[0] * grid[1] * grid[2]) as usize;
        let cfg = LaunchConfig::new(grid, [32, 1, 1]);
        let out = u32s(&launch(&mut sim, "_Z8clustersPj", &cfg, &[64 * blocks])[0]);
        for z in 0..grid[2] {
            for y in 0..grid[1] {
                for x in 0..grid[0] {
                    let b = (x + grid[0] * (y + grid[1] * z)) as usize;
                    let want = cluster_regs([x, y, z], grid, [2, 2, 1]);
                    let got = &out[16 * b..16 * b + 16];
                    assert_eq!(&got[..14], &want[..], "{who}: block ({x}, {y}, {z})");
                    assert_eq!(got[14], 1, "{who}: is_explicit_cluster in block ({x}, {y}, {z})");
                    assert_eq!(got[15], 0xC1);
                }
            }
        }
        // A grid that is not made of whole clusters cannot be launched.
        let bad = LaunchConfig::new([3, 2, 1], [32, 1, 1]);
        let p = sim.alloc("bad", 16 * 4 * 6);
        assert!(sim.launch("_Z8clustersPj", &bad, &[Arg::Ptr(p)]).is_err());
    }
}

#[test]
fn implicit_cluster_registers() {
    for (who, ptx) in cluster_ptx() {
        let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{who}: ptxsim: {e}"));
        let cfg = LaunchConfig::new([5, 1, 1], [32, 1, 1]);
        let out = u32s(&launch(&mut sim, "_Z17implicit_clustersPj", &cfg, &[8 * 4 * 5])[0]);
        for b in 0..5u32 {
            let w = cluster_regs([b, 0, 0], [5, 1, 1], [1, 1, 1]);
            let want = [w[0], w[3], w[6], w[9], w[12], w[13], 0, 0xC2];
            assert_eq!(&out[8 * b as usize..8 * b as usize + 8], &want, "{who}: block {b}");
        }
    }
}

#[test]
fn cluster_builtins_need_sm90() {
    let err = compile(CLUSTERS, "sm_80", Emit::Ptx).expect_err("cluster registers are sm_90 registers");
    for reg in [
        "clusterid.x",
        "nclusterid.x",
        "cluster.ctaid.x",
        "cluster.nctarank",
        "is.explicit.cluster",
    ] {
        let msg = format!("llvm.nvvm.read.ptx.sreg.{reg} is not supported on pre-Hopper Architectures");
        assert!(err.contains(&msg), "{msg}:\n{err}");
    }
    assert!(
        err.contains("dim3 id = __clusterIdx();"),
        "the diagnostic shows the call: {err}"
    );
}

#[test]
fn whole_index_variables() {
    let ptx = checked_ptx("whole");
    let ir = compile("whole", "sm_90", Emit::IrGen).expect("IR");
    // NVVM's shape: three component reads inserted into one value named predef_tmp.
    for k in ["tid", "ntid", "ctaid", "nctaid"] {
        assert!(
            ir.contains(&format!("call i32 @llvm.nvvm.read.ptx.sreg.{k}.z()")),
            "{k}"
        );
    }
    assert!(ir.contains("%predef_tmp = insertvalue %struct.uint3 undef, i32 %predef_tmp_comp, 0"));
    assert!(ir.contains("insertvalue %struct.dim3"));
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let (grid, block) = ([2u32, 3, 1], [4u32, 2, 2]);
    let n = (grid.iter().product::<u32>() * block.iter().product::<u32>()) as usize;
    let out = u32s(&launch(&mut sim, "_Z5wholePj", &LaunchConfig::new(grid, block), &[32 * n])[0]);
    let sum = |v: [u32; 3]| v[0] + 10 * v[1] + 100 * v[2];
    let mut seen = 0;
    for (bz, by, bx) in (0..grid[2]).flat_map(|z| (0..grid[1]).flat_map(move |y| (0..grid[0]).map(move |x| (z, y, x))))
    {
        for (tz, ty, tx) in
            (0..block[2]).flat_map(|z| (0..block[1]).flat_map(move |y| (0..block[0]).map(move |x| (z, y, x))))
        {
            let lin = tx + block[0] * (ty + block[1] * tz);
            let blk = bx + grid[0] * (by + grid[1] * bz);
            let at = 8 * (lin + 16 * blk) as usize;
            let want = [
                sum([tx, ty, tz]),
                16,
                sum([bx, by, bz]),
                6,
                ty + tz,
                tx + grid[1],
                lin,
                blk,
            ];
            assert_eq!(
                &out[at..at + 8],
                &want,
                "thread ({tx}, {ty}, {tz}) of block ({bx}, {by}, {bz})"
            );
            seen += 1;
        }
    }
    assert_eq!(seen, n);
}
