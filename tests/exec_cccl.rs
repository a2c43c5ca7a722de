//! Our programs built on CCCL (CUB's block and warp collectives, libcu++'s
//! `cuda::barrier`, `cuda::pipeline`, `cuda::atomic_ref` and vocabulary types,
//! Thrust's algorithms with `thrust::seq`) and on `<mma.h>`
//! (tests/cccl/*.cu) run in ptxsim and match references computed here.
//!
//! The PTX is nvcc's, committed under tests/cccl/nvcc/ (scripts/gen-cccl-ptx.sh;
//! CI has no nvcc). It exercises what ptxsim must model for these headers:
//! `bmsk`, `redux.sync`, `mbarrier.*`, `cp.async*` (sm_90: `cp.async.bulk`,
//! `mbarrier.expect_tx`/`try_wait`, `elect.sync`), `wmma.*`, and (written with
//! inline assembly, as CUTLASS-style code does) `ldmatrix` and `mma.sync`. ptxc's own PTX
//! runs through the same checks for the programs it compiles so far (module `ptxc_compiled`); when it
//! compiles all of them, its PTX joins with one more `cccl_programs!` line.
//! CUB's device-wide reduce and scan run as CUB's dispatch launches them
//! (module `device_wide`).

#[path = "tools.rs"]
mod tools;

#[path = "exec_cccl/device_wide.rs"]
mod device_wide;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::PathBuf;

fn cccl_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cccl")
}

/// nvcc's PTX of `tests/cccl/NAME.cu` for `arch` (sm_80 files carry no suffix).
fn nvcc_ptx(name: &str, arch: &str) -> String {
    let file = if arch == "sm_80" {
        format!("{name}.ptx")
    } else {
        format!("{name}.{arch}.ptx")
    };
    let path = cccl_dir().join("nvcc").join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}; run scripts/gen-cccl-ptx.sh", path.display()))
}

/// ptxc's PTX of `tests/cccl/NAME.cu` for `arch` at `-O{level}`, accepted by ptxas.
fn ptxc_ptx_at(name: &str, arch: &str, level: u8) -> String {
    let path = cccl_dir().join(format!("{name}.cu"));
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch(arch);
    opts.opt_level = level;
    if let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) {
        opts.source.system_include_dirs.push(cccl);
    }
    let ptx = compile_str(&path.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("ptxc -O{level} rejects {name}.cu:\n{}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, arch, name).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
    }
    ptx
}

/// A small deterministic generator (xorshift64*), so references need no crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in lo..=hi.
    fn int(&mut self, lo: i32, hi: i32) -> i32 {
        lo + (self.next() % (hi - lo + 1) as u64) as i32
    }
    fn ints(&mut self, n: usize, lo: i32, hi: i32) -> Vec<i32> {
        (0..n).map(|_| self.int(lo, hi)).collect()
    }
}

fn bytes_i32(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_u32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_u16(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn as_i32(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn as_u32(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn as_f32(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Runs `kernel` of `ptx` on buffers made from `bufs` (passed as pointers in
/// order) and returns every buffer's bytes afterwards. The blocks run one after
/// another and again on 4 host threads (`ptxsim --threads`), which must leave
/// the same bytes.
fn launch(ptx: &str, kernel: &str, grid: u32, block: u32, bufs: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let one = launch_on(ptx, kernel, grid, block, bufs, 1);
    if grid > 1 {
        let four = launch_on(ptx, kernel, grid, block, bufs, 4);
        assert!(one == four, "{kernel}: 4 threads leave other bytes than 1");
    }
    one
}

fn launch_on(ptx: &str, kernel: &str, grid: u32, block: u32, bufs: &[Vec<u8>], threads: usize) -> Vec<Vec<u8>> {
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("{kernel}: ptxsim rejects the PTX: {e}"));
    let addrs: Vec<u64> = bufs
        .iter()
        .enumerate()
        .map(|(k, b)| sim.alloc_from(&format!("buf{k}"), b))
        .collect();
    let args: Vec<Arg> = addrs.iter().map(|&a| Arg::Ptr(a)).collect();
    let mut cfg = LaunchConfig::new([grid, 1, 1], [block, 1, 1]);
    cfg.step_limit = Some(200_000_000);
    cfg.threads = threads;
    sim.launch(kernel, &cfg, &args)
        .unwrap_or_else(|e| panic!("{kernel}: launch fails: {e}"));
    addrs
        .iter()
        .zip(bufs)
        .map(|(&a, b)| sim.read(a, b.len()).expect("read back"))
        .collect()
}

fn check_block_reduce(ptx: &str) {
    let mut rng = Rng(11);
    let blocks = 3;
    let input = rng.ints(blocks * 128 * 4, -1000, 1000);
    let out = launch(
        ptx,
        "block_sum",
        blocks as u32,
        128,
        &[bytes_i32(&input), vec![0; blocks * 4]],
    );
    let want: Vec<i32> = input.chunks(512).map(|c| c.iter().sum()).collect();
    assert_eq!(as_i32(&out[1]), want, "cub::BlockReduce::Sum");

    let input = rng.ints(blocks * 128, -100_000, 100_000);
    let out = launch(
        ptx,
        "block_abs_max",
        blocks as u32,
        128,
        &[bytes_i32(&input), vec![0; blocks * 4]],
    );
    let want: Vec<i32> = input
        .chunks(128)
        .map(|c| c.iter().map(|v| v.abs()).max().unwrap())
        .collect();
    assert_eq!(as_i32(&out[1]), want, "cub::BlockReduce::Reduce with a custom operator");
}

/// tests/cccl/cub_umbrella.cu: BlockReduce and BlockScan through `<cub/cub.cuh>`.
fn check_cub_umbrella(ptx: &str) {
    let mut rng = Rng(21);
    let blocks = 3;
    // Small integers as floats: every partial sum is exact, whatever the order.
    let input: Vec<f32> = rng.ints(blocks * 128, -500, 500).iter().map(|&v| v as f32).collect();
    let out = launch(
        ptx,
        "block_sum_float",
        blocks as u32,
        128,
        &[bytes_f32(&input), vec![0; blocks * 4]],
    );
    let want: Vec<f32> = input.chunks(128).map(|c| c.iter().sum()).collect();
    assert_eq!(as_f32(&out[1]), want, "cub::BlockReduce<float, 128>::Sum");

    let input = rng.ints(blocks * 128, -50, 50);
    let out = launch(
        ptx,
        "block_prefix_sum",
        blocks as u32,
        128,
        &[bytes_i32(&input), vec![0; blocks * 128 * 4]],
    );
    let want: Vec<i32> = input
        .chunks(128)
        .flat_map(|c| {
            c.iter().scan(0, |acc, &v| {
                *acc += v;
                Some(*acc)
            })
        })
        .collect();
    assert_eq!(as_i32(&out[1]), want, "cub::BlockScan<int, 128>::InclusiveSum");
}

fn check_block_scan(ptx: &str) {
    let mut rng = Rng(12);
    let input = rng.ints(2 * 256, -50, 50);
    let n = input.len() * 4;
    let out = launch(
        ptx,
        "block_scan",
        2,
        64,
        &[bytes_i32(&input), vec![0; n], vec![0; n], vec![0; n]],
    );
    let (mut excl, mut incl, mut runmax) = (Vec::new(), Vec::new(), Vec::new());
    for block in input.chunks(256) {
        let (mut sum, mut max) = (0, i32::MIN);
        for &v in block {
            excl.push(sum);
            sum += v;
            incl.push(sum);
            max = max.max(v);
            runmax.push(max);
        }
    }
    assert_eq!(as_i32(&out[1]), excl, "ExclusiveSum");
    assert_eq!(as_i32(&out[2]), incl, "InclusiveSum");
    assert_eq!(as_i32(&out[3]), runmax, "InclusiveScan with cuda::maximum");
}

fn check_warp_ops(ptx: &str) {
    let mut rng = Rng(13);
    let input = rng.ints(2 * 128, -1000, 1000);
    let warps = input.len() / 32;
    let out = launch(
        ptx,
        "warp_ops",
        2,
        128,
        &[
            bytes_i32(&input),
            vec![0; warps * 4],
            vec![0; warps * 4],
            vec![0; input.len() * 4],
            vec![0; input.len() * 4],
        ],
    );
    let sums: Vec<i32> = input.chunks(32).map(|c| c.iter().sum()).collect();
    let mins: Vec<i32> = input.chunks(32).map(|c| *c.iter().min().unwrap()).collect();
    let (mut incl, mut excl) = (Vec::new(), Vec::new());
    for warp in input.chunks(32) {
        let mut s = 0;
        for &v in warp {
            excl.push(s);
            s += v;
            incl.push(s);
        }
    }
    assert_eq!(as_i32(&out[1]), sums, "cub::WarpReduce::Sum");
    assert_eq!(as_i32(&out[2]), mins, "cub::WarpReduce::Reduce(min)");
    assert_eq!(as_i32(&out[3]), incl, "cub::WarpScan::InclusiveSum");
    assert_eq!(as_i32(&out[4]), excl, "cub::WarpScan::ExclusiveSum");
}

fn check_radix_sort(ptx: &str) {
    let mut rng = Rng(14);
    let keys: Vec<u32> = (0..2 * 256).map(|_| rng.next() as u32).collect();
    let out = launch(
        ptx,
        "radix_sort_keys",
        2,
        64,
        &[bytes_u32(&keys), vec![0; keys.len() * 4]],
    );
    let mut want = keys.clone();
    for block in want.chunks_mut(256) {
        block.sort_unstable();
    }
    assert_eq!(as_u32(&out[1]), want, "BlockLoad -> BlockRadixSort -> BlockStore");

    // Descending pairs with many equal keys: the sort is stable, values are the input index.
    let keys = rng.ints(2 * 256, -40, 40);
    let vals: Vec<i32> = (0..keys.len() as i32).collect();
    let n = keys.len() * 4;
    let out = launch(
        ptx,
        "radix_sort_pairs_desc",
        2,
        64,
        &[bytes_i32(&keys), bytes_i32(&vals), vec![0; n], vec![0; n]],
    );
    let mut pairs: Vec<(i32, i32)> = keys.iter().copied().zip(vals.iter().copied()).collect();
    for block in pairs.chunks_mut(256) {
        block.sort_by_key(|p| std::cmp::Reverse(p.0)); // stable
    }
    let got: Vec<(i32, i32)> = as_i32(&out[2]).into_iter().zip(as_i32(&out[3])).collect();
    assert_eq!(got, pairs, "SortDescending(keys, values)");
}

fn check_histogram(ptx: &str) {
    let mut rng = Rng(15);
    // Skewed samples, so some bins collect many atomic increments.
    let samples: Vec<u8> = (0..3 * 512)
        .map(|_| {
            let v = rng.next();
            if v.is_multiple_of(4) {
                7
            } else {
                (v >> 8) as u8
            }
        })
        .collect();
    let mut want = vec![0u32; 3 * 256];
    for (k, &s) in samples.iter().enumerate() {
        want[(k / 512) * 256 + s as usize] += 1;
    }
    for kernel in ["histogram_atomic", "histogram_sort"] {
        let out = launch(ptx, kernel, 3, 128, &[samples.clone(), vec![0; want.len() * 4]]);
        assert_eq!(as_u32(&out[1]), want, "cub::BlockHistogram ({kernel})");
    }
}

fn check_barrier_memcpy_async(ptx: &str) {
    let mut rng = Rng(16);
    let a: Vec<f32> = (0..1024).map(|_| rng.int(-5000, 5000) as f32 / 64.0).collect();
    let b: Vec<f32> = (0..1024).map(|_| rng.int(-5000, 5000) as f32 / 16.0).collect();
    let out = launch(
        ptx,
        "staged_combine",
        2,
        128,
        &[bytes_f32(&a), bytes_f32(&b), vec![0; 1024 * 4]],
    );
    let want: Vec<f32> = (0..1024)
        .map(|i| {
            let (blk, k) = (i / 512, i % 512);
            a[i] * 2.0 + b[blk * 512 + 511 - k]
        })
        .collect();
    assert_eq!(as_f32(&out[2]), want, "cuda::barrier + cuda::memcpy_async");
}

fn check_barrier_tx(ptx: &str) {
    let mut rng = Rng(21);
    let input: Vec<f32> = (0..512).map(|_| rng.int(-100_000, 100_000) as f32 / 8.0).collect();
    let out = launch(ptx, "tx_reverse", 2, 64, &[bytes_f32(&input), vec![0; 512 * 4]]);
    let want: Vec<f32> = (0..512).map(|i| input[(i / 256) * 256 + 255 - i % 256] * 3.0).collect();
    assert_eq!(as_f32(&out[1]), want, "memcpy_async_tx + barrier_arrive_tx");
}

/// Eight ints per thread for `threads` threads from seed `seed`; every fifth thread
/// gets no negative one (so an optional "first negative" stays empty for it).
fn eight_per_thread(seed: u64, threads: usize) -> Vec<i32> {
    let mut rng = Rng(seed);
    (0..threads * 8)
        .map(|i| {
            if (i / 8) % 5 == 0 {
                rng.int(0, 40)
            } else {
                rng.int(-40, 40)
            }
        })
        .collect()
}

/// Thrust's minstd_rand (x <- 48271 x mod 2^31 - 1, a seed that is 0 mod m becomes 1)
/// and its uniform_int_distribution, which maps a draw through double as
/// `a + (x - min) / (max - min + 1) * (b + 1 - a)`, truncated ([rand.eng.lcong]; Thrust's
/// uniform_real_distribution and cuda::std::lerp with a = 0).
fn check_thrust_random(ptx: &str) {
    const M: u64 = 2_147_483_647;
    let seed_of = |s: u64| if s.is_multiple_of(M) { 1 } else { s % M };
    let next = |x: &mut u64| {
        *x = *x * 48271 % M;
        *x as u32
    };
    let threads = 2 * 32;
    let seed: u32 = 0x9e37_79b9;
    let out = launch(
        ptx,
        "thrust_random",
        2,
        32,
        &[bytes_u32(&[seed]), vec![0; threads * 12], vec![0; threads * 8]],
    );
    let (raw, dist) = (as_u32(&out[1]), as_i32(&out[2]));
    for t in 0..threads {
        let mut x = seed_of(u64::from(seed.wrapping_add(t as u32)));
        let first = next(&mut x);
        for _ in 0..t * 7 {
            next(&mut x);
        }
        let after_discard = next(&mut x);
        let mut y = seed_of(u64::from(seed ^ t as u32));
        let mut draw = || {
            let r = f64::from(next(&mut y) - 1) / (M - 1) as f64;
            (r * 100.0) as i32
        };
        let (d0, d1) = (draw(), draw());
        let last = next(&mut y);
        assert_eq!(
            &raw[t * 3..t * 3 + 3],
            &[first, after_discard, last],
            "minstd_rand, thread {t}"
        );
        assert_eq!(
            &dist[t * 2..t * 2 + 2],
            &[d0, d1],
            "uniform_int_distribution(0, 99), thread {t}"
        );
    }
}

fn check_std_and_thrust(ptx: &str) {
    let threads = 2 * 64;
    let input = eight_per_thread(22, threads);
    let out = launch(
        ptx,
        "std_and_thrust",
        2,
        64,
        &[
            bytes_i32(&input),
            vec![0; threads * 32],
            vec![0; threads * 16],
            vec![0; threads * 8],
        ],
    );
    let (scanned, stats, zs) = (as_i32(&out[1]), as_i32(&out[2]), as_f32(&out[3]));
    for t in 0..threads {
        let mine = &input[t * 8..t * 8 + 8];
        let sums: Vec<i32> = mine
            .iter()
            .scan(0, |acc, v| {
                *acc += v;
                Some(*acc)
            })
            .collect();
        assert_eq!(
            &scanned[t * 8..t * 8 + 8],
            &sums[..],
            "thrust::inclusive_scan(thrust::seq), thread {t}"
        );
        let mut s = mine.to_vec();
        s.sort_unstable();
        let neg = mine.iter().copied().find(|v| *v < 0).unwrap_or(i32::MAX);
        let want = [s.iter().sum(), s[0], s[7], neg];
        assert_eq!(
            &stats[t * 4..t * 4 + 4],
            &want,
            "reduce, span/tuple extremes and max_element, optional: thread {t}"
        );
        let (a, b) = (mine[0] as f32 / 4.0, mine[1] as f32 / 4.0);
        assert_eq!(
            &zs[t * 2..t * 2 + 2],
            &[a * a - b * b + a, 2.0 * a * b - b],
            "complex, thread {t}"
        );
    }
}

fn check_std_vocabulary(ptx: &str) {
    let threads = 2 * 64;
    let input = eight_per_thread(31, threads);
    let out = launch(
        ptx,
        "std_vocabulary",
        2,
        64,
        &[bytes_i32(&input), vec![0; threads * 32], vec![0; threads * 40]],
    );
    let reversed = as_i32(&out[1]);
    let stats: Vec<i64> = out[2]
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for t in 0..threads {
        let mine = &input[t * 8..t * 8 + 8];
        let rev: Vec<i32> = mine.iter().rev().copied().collect();
        assert_eq!(&reversed[t * 8..t * 8 + 8], &rev[..], "cuda::std::swap, thread {t}");
        let sum: i64 = mine.iter().map(|&v| i64::from(v)).sum();
        let lo = i64::from(*mine.iter().min().unwrap());
        let hi = i64::from(*mine.iter().max().unwrap());
        let neg = i64::from(mine.iter().copied().find(|v| *v < 0).unwrap_or(i32::MAX));
        let want = [sum, lo, hi, neg, lo * 1000 + hi];
        assert_eq!(
            &stats[t * 5..t * 5 + 5],
            &want,
            "span/tuple extremes, structured binding, optional, get: thread {t}"
        );
    }
}

/// `fns` of the PTX ISA: the |offset|-th set bit walking from `base`.
fn find_nth_set(mask: u32, base: u32, offset: i32) -> u32 {
    let step: i32 = if offset < 0 { -1 } else { 1 };
    let mut left = offset.unsigned_abs().max(1);
    let mut pos = base as i32;
    while (0..32).contains(&pos) {
        if mask >> pos & 1 == 1 {
            left -= 1;
            if left == 0 {
                return pos as u32;
            }
        }
        if offset == 0 {
            break;
        }
        pos += step;
    }
    u32::MAX
}

fn check_cub_misc(ptx: &str) {
    let mut rng = Rng(23);
    let input = rng.ints(512, -20, 20); // many equal neighbours after sorting
    let out = launch(
        ptx,
        "cub_misc",
        1,
        128,
        &[
            bytes_i32(&input),
            vec![0; 2048],
            vec![0; 2048],
            vec![0; 2048],
            vec![0; 512],
            vec![0; 128 * 24],
        ],
    );
    // WarpMergeSort: each warp's 128 items sorted, blocked over its lanes.
    let mut sorted = input.clone();
    for w in sorted.chunks_mut(128) {
        w.sort_unstable();
    }
    assert_eq!(as_i32(&out[1]), sorted, "cub::WarpMergeSort");
    // WarpExchange: lane l's item i is the warp's element i * 32 + l.
    let striped: Vec<i32> = (0..512)
        .map(|k| {
            let (t, i) = (k / 4, k % 4);
            let (w, l) = (t / 32, t % 32);
            sorted[w * 128 + i * 32 + l]
        })
        .collect();
    assert_eq!(as_i32(&out[2]), striped, "cub::WarpExchange::BlockedToStriped");
    // BlockDiscontinuity: the first item of the block, and every item unlike its predecessor.
    let heads: Vec<i32> = (0..512)
        .map(|k| (k == 0 || sorted[k] != sorted[k - 1]) as i32)
        .collect();
    assert_eq!(as_i32(&out[3]), heads, "cub::BlockDiscontinuity::FlagHeads");
    // BlockShuffle::Offset(.., 1): the next thread's first item; the last thread keeps its value.
    let next: Vec<i32> = (0..128)
        .map(|t| if t < 127 { sorted[(t + 1) * 4] } else { -7 })
        .collect();
    assert_eq!(as_i32(&out[4]), next, "cub::BlockShuffle::Offset");
    let u: Vec<u32> = (0..128)
        .map(|t| (input[t * 4] as u32).wrapping_mul(2_654_435_761))
        .collect();
    let bits = as_u32(&out[5]);
    for t in 0..128 {
        let warp = &u[t / 32 * 32..t / 32 * 32 + 32];
        let want = [
            u[t].count_ones(),
            u[t].leading_zeros(),
            u[t].rotate_left(7),
            find_nth_set(u[t], (t % 32) as u32, (t % 7) as i32 - 3),
            *warp.iter().max().unwrap(),
            warp.iter().fold(0, |a, b| a ^ b),
        ];
        assert_eq!(
            &bits[t * 6..t * 6 + 6],
            &want,
            "bit functions, __fns, __reduce_*_sync: thread {t}"
        );
    }
}

fn check_pipeline(ptx: &str) {
    let mut rng = Rng(17);
    let input = rng.ints(8 * 256, -1000, 1000);
    let out = launch(ptx, "pipelined_sum", 1, 128, &[bytes_i32(&input), vec![0; 128 * 4]]);
    let want: Vec<i32> = (0..128)
        .map(|t| {
            (0..8)
                .map(|s| (input[s * 256 + 2 * t] - input[s * 256 + 2 * t + 1]) * (s as i32 + 1))
                .sum()
        })
        .collect();
    assert_eq!(as_i32(&out[1]), want, "cuda::pipeline + cuda::memcpy_async");
}

fn check_atomic_ref(ptx: &str) {
    let mut rng = Rng(18);
    let input = rng.ints(4 * 128, -100_000, 100_000);
    let out = launch(
        ptx,
        "atomic_ref_ops",
        4,
        128,
        &[
            bytes_i32(&input),
            bytes_i32(&[0]),
            bytes_i32(&[i32::MIN]),
            bytes_u32(&[0]),
            bytes_i32(&[0]),
            bytes_f32(&[0.0; 4]),
        ],
    );
    let sum = input.iter().fold(0i32, |s, v| s.wrapping_add(*v));
    let bits = input.iter().fold(0u32, |s, v| s | 1 << (v & 31));
    let evens = input.iter().filter(|v| *v & 1 == 0).count() as i32;
    assert_eq!(as_i32(&out[1]), [sum], "fetch_add");
    assert_eq!(as_i32(&out[2]), [*input.iter().max().unwrap()], "fetch_max");
    assert_eq!(as_u32(&out[3]), [bits], "fetch_or");
    assert_eq!(as_i32(&out[4]), [evens], "compare_exchange_weak loop");
    assert_eq!(as_f32(&out[5]), [128.0; 4], "float fetch_add");
}

/// `numeric_limits` and type traits from libcu++ (tests/cccl/limits_traits.cu),
/// against Rust's own constants for the same IEEE and two's-complement types.
fn check_limits_traits(ptx: &str) {
    let threads = 4;
    let out = launch(
        ptx,
        "limits_traits",
        1,
        threads,
        &[
            vec![0u8; 8 * 13 * threads as usize],
            vec![0u8; 8 * 10 * threads as usize],
        ],
    );
    let ints: Vec<i64> = out[0]
        .chunks(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let reals: Vec<f64> = out[1]
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for t in 0..threads as usize {
        let ti = t as i64;
        let want_ints = [
            i32::MAX as i64 - ti,
            i32::MIN as i64 + ti,
            i16::MIN as i64,
            u8::MAX as i64,
            8,  // digits of unsigned char
            18, // digits10 of long long
            f32::MANTISSA_DIGITS as i64,
            f64::MAX_EXP as i64,
            f64::MIN_10_EXP as i64,
            1 + 2 + 4 + 8 + 16,  // iec559, signed, modulo, infinity, exact
            2 * 10 + 1,          // sizeof(unsigned short), is_unsigned
            1 + 2 + 4 + 16 + 32, // every trait but is_arithmetic<int*>
            1 + 2 + 4 + 16,      // common_type, decay, is_convertible (not int* to double)
        ];
        assert_eq!(
            &ints[t * 13..t * 13 + 13],
            &want_ints,
            "thread {t}: integer limits and traits"
        );
        let want_reals = [
            f32::EPSILON as f64 * (1 + t) as f64,
            f64::EPSILON,
            f32::MAX as f64,
            f32::MIN_POSITIVE as f64,
            f32::from_bits(1) as f64,
            f64::MIN,
            f64::INFINITY,
        ];
        assert_eq!(&reals[t * 10..t * 10 + 7], &want_reals, "thread {t}: floating limits");
        assert!(reals[t * 10 + 7].is_nan(), "thread {t}: quiet_NaN");
        assert_eq!(reals[t * 10 + 8], 0.5, "thread {t}: round_error");
        assert_eq!(reals[t * 10 + 9], f64::from_bits(1), "thread {t}: denorm_min of double");
    }
}

/// The f16 bits of `x`, a normal number or zero that f16 holds exactly.
fn f16_bits(x: f32) -> u16 {
    if x == 0.0 {
        return 0;
    }
    let b = x.to_bits();
    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
    assert!((1..31).contains(&exp) && b & 0x1fff == 0, "{x} is not an exact f16");
    ((b >> 16) & 0x8000) as u16 | (exp as u16) << 10 | ((b >> 13) & 0x3ff) as u16
}

/// The value of f16 bits (normal numbers and zero).
fn f16_value(h: u16) -> f32 {
    let exp = (h >> 10) & 0x1f;
    if exp == 0 {
        return 0.0;
    }
    let bits = ((h as u32 & 0x8000) << 16) | ((exp as u32 + 127 - 15) << 23) | ((h as u32 & 0x3ff) << 13);
    f32::from_bits(bits)
}

fn check_wmma(ptx: &str) {
    let mut rng = Rng(19);
    // Multiples of 1/2 in [-2, 2]: every product and sum below is exact in f16,
    // bf16 inputs and f32 results, whatever order the hardware would add in.
    let mut halves = |n: usize| -> Vec<f32> { (0..n).map(|_| rng.int(-4, 4) as f32 / 2.0).collect() };
    let (a, b) = (halves(256), halves(256));
    let c: Vec<f32> = halves(256).iter().map(|v| v * 8.0).collect();
    // A row-major, B column-major, C and D row-major.
    let want: Vec<f32> = (0..256)
        .map(|i| {
            let (r, n) = (i / 16, i % 16);
            (0..16).fold(c[i], |s, k| s + a[r * 16 + k] * b[n * 16 + k])
        })
        .collect();
    let half = |v: &[f32]| bytes_u16(&v.iter().map(|&x| f16_bits(x)).collect::<Vec<_>>());
    let bf16 = |v: &[f32]| bytes_u16(&v.iter().map(|&x| (x.to_bits() >> 16) as u16).collect::<Vec<_>>());
    let out = launch(
        ptx,
        "wmma_half",
        1,
        32,
        &[half(&a), half(&b), bytes_f32(&c), vec![0; 1024]],
    );
    assert_eq!(as_f32(&out[3]), want, "wmma with half inputs");
    let out = launch(
        ptx,
        "wmma_bf16",
        1,
        32,
        &[bf16(&a), bf16(&b), bytes_f32(&c), vec![0; 1024]],
    );
    assert_eq!(as_f32(&out[3]), want, "wmma with bf16 inputs");

    // Half accumulator from 0.5; A column-major, B row-major, D stored column-major.
    let out = launch(ptx, "wmma_half_acc", 1, 32, &[half(&a), half(&b), vec![0; 512]]);
    let got: Vec<f32> = out[2]
        .chunks_exact(2)
        .map(|c| f16_value(u16::from_le_bytes([c[0], c[1]])))
        .collect();
    for r in 0..16 {
        for n in 0..16 {
            let d = (0..16).fold(0.5, |s, k| s + a[k * 16 + r] * b[k * 16 + n]);
            assert_eq!(got[n * 16 + r], d, "wmma with a half accumulator: D[{r}][{n}]");
        }
    }
}

/// `D = A * B + C` for an `m x n x k` product; `a(r, kk)`, `b(kk, c)`, `c(r, c)` read the operands.
fn product(
    (m, n, k): (usize, usize, usize),
    a: impl Fn(usize, usize) -> f32,
    b: impl Fn(usize, usize) -> f32,
    c: impl Fn(usize, usize) -> f32,
) -> Vec<Vec<f32>> {
    (0..m)
        .map(|r| {
            (0..n)
                .map(|col| (0..k).fold(c(r, col), |s, kk| s + a(r, kk) * b(kk, col)))
                .collect()
        })
        .collect()
}

fn check_wmma_shapes(ptx: &str) {
    let mut rng = Rng(23);
    // Multiples of 1/2 in [-2, 2]: exact in f16, bf16 and f32 whatever the order of the sums.
    let mut halves = |n: usize| -> Vec<f32> { (0..n).map(|_| rng.int(-4, 4) as f32 / 2.0).collect() };
    let (a, b, c) = (halves(512), halves(512), halves(256));
    let half = |v: &[f32]| bytes_u16(&v.iter().map(|&x| f16_bits(x)).collect::<Vec<_>>());
    let bf16 = |v: &[f32]| bytes_u16(&v.iter().map(|&x| (x.to_bits() >> 16) as u16).collect::<Vec<_>>());

    // m32n8k16: A and B row-major, C row-major, D column-major (leading dimension 32).
    let want = product(
        (32, 8, 16),
        |r, kk| a[r * 16 + kk],
        |kk, col| b[kk * 8 + col],
        |r, col| c[r * 8 + col],
    );
    let out = launch(
        ptx,
        "tall_half",
        1,
        32,
        &[half(&a[..512]), half(&b[..128]), bytes_f32(&c), vec![0; 1024]],
    );
    let got = as_f32(&out[3]);
    for (r, row) in want.iter().enumerate() {
        for (col, &w) in row.iter().enumerate() {
            assert_eq!(got[col * 32 + r], w, "m32n8k16 half: D[{r}][{col}]");
        }
    }

    // m8n32k16: A and B column-major (bf16), C zero, D doubled and row-major.
    let want = product(
        (8, 32, 16),
        |r, kk| a[kk * 8 + r],
        |kk, col| b[col * 16 + kk],
        |_, _| 0.0,
    );
    let out = launch(
        ptx,
        "wide_bf16",
        1,
        32,
        &[bf16(&a[..128]), bf16(&b[..512]), vec![0; 1024]],
    );
    let got = as_f32(&out[2]);
    for (r, row) in want.iter().enumerate() {
        for (col, &w) in row.iter().enumerate() {
            assert_eq!(got[r * 32 + col], 2.0 * w, "m8n32k16 bf16: D[{r}][{col}]");
        }
    }

    // m16n16k16: A and B column-major, an f16 C (column-major) into an f32 D (row-major).
    let want = product(
        (16, 16, 16),
        |r, kk| a[kk * 16 + r],
        |kk, col| b[col * 16 + kk],
        |r, col| c[col * 16 + r],
    );
    let out = launch(
        ptx,
        "half_into_float",
        1,
        32,
        &[half(&a[..256]), half(&b[..256]), half(&c), vec![0; 1024]],
    );
    let got = as_f32(&out[3]);
    for (r, row) in want.iter().enumerate() {
        for (col, &w) in row.iter().enumerate() {
            assert_eq!(got[r * 16 + col], w, "m16n16k16 f16 C into f32 D: D[{r}][{col}]");
        }
    }
}

fn check_wmma_int_double(ptx: &str) {
    let mut rng = Rng(29);
    let a: Vec<i32> = rng.ints(512, -128, 127);
    let b: Vec<i32> = rng.ints(256, -128, 127);
    let c: Vec<i32> = rng.ints(256, -1_000_000, 1_000_000);
    let bytes = |v: &[i32]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();

    // m16n16k16 signed bytes: A row-major, B column-major, C row-major, D column-major.
    let want = product(
        (16, 16, 16),
        |r, kk| a[r * 16 + kk] as f32,
        |kk, col| b[col * 16 + kk] as f32,
        |r, col| c[r * 16 + col] as f32,
    );
    let out = launch(
        ptx,
        "bytes_signed",
        1,
        32,
        &[bytes(&a[..256]), bytes(&b), bytes_i32(&c), vec![0; 1024]],
    );
    let got = as_i32(&out[3]);
    for r in 0..16 {
        for col in 0..16 {
            let exact: i64 = c[r * 16 + col] as i64
                + (0..16)
                    .map(|kk| a[r * 16 + kk] as i64 * b[col * 16 + kk] as i64)
                    .sum::<i64>();
            assert_eq!(
                got[col * 16 + r] as i64,
                exact,
                "m16n16k16 s8: D[{r}][{col}] (f32 reference {})",
                want[r][col]
            );
        }
    }

    // m32n8k16 unsigned bytes: A column-major (leading dimension 32), B row-major, C 1000, D row-major.
    let ua: Vec<u8> = bytes(&a);
    let ub: Vec<u8> = bytes(&b[..128]);
    let out = launch(ptx, "bytes_unsigned", 1, 32, &[ua.clone(), ub.clone(), vec![0; 1024]]);
    let got = as_i32(&out[2]);
    for r in 0..32 {
        for col in 0..8 {
            let exact: i64 = 1000
                + (0..16)
                    .map(|kk| ua[kk * 32 + r] as i64 * ub[kk * 8 + col] as i64)
                    .sum::<i64>();
            assert_eq!(got[r * 8 + col] as i64, exact, "m32n8k16 u8: D[{r}][{col}]");
        }
    }

    // m8n8k4 doubles (small integers and halves: exact): A row-major, B column-major.
    let da: Vec<f64> = a[..32].iter().map(|&x| x as f64 / 2.0).collect();
    let db: Vec<f64> = b[..32].iter().map(|&x| x as f64 / 4.0).collect();
    let dc: Vec<f64> = c[..64].iter().map(|&x| x as f64).collect();
    let f64_bytes = |v: &[f64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let out = launch(
        ptx,
        "doubles",
        1,
        32,
        &[f64_bytes(&da), f64_bytes(&db), f64_bytes(&dc), vec![0; 512]],
    );
    let got: Vec<f64> = out[3]
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap()))
        .collect();
    for r in 0..8 {
        for col in 0..8 {
            let exact = (0..4).fold(dc[r * 8 + col], |s, kk| s + da[r * 4 + kk] * db[col * 4 + kk]);
            assert_eq!(got[r * 8 + col], exact, "m8n8k4 f64: D[{r}][{col}]");
        }
    }
}

/// `x` rounded to tf32 as `cvt.rna.tf32.f32` does: to 10 fraction bits, ties away
/// from zero (adding half a unit to the magnitude's bits), kept in f32's layout.
fn tf32_rna(x: f32) -> f32 {
    f32::from_bits((x.to_bits() + 0x1000) & !0x1fff)
}

fn check_wmma_tf32(ptx: &str) {
    let mut rng = Rng(31);
    // Quarters in [-2, 2] nudged by 3/4 of a tf32 unit: rounding to nearest goes
    // up one unit where dropping the low bits would not.
    let mut raw = |n: usize| -> Vec<f32> {
        (0..n)
            .map(|_| match rng.int(-8, 8) {
                0 => 0.0,
                q => f32::from_bits((q as f32 / 4.0).to_bits() + 0x1800),
            })
            .collect()
    };
    let (a, b) = (raw(128), raw(128));
    // A 16x8 row-major, B 8x16 column-major, D row-major: each dot product of
    // tf32 values summed exactly and rounded once to f32.
    let out = launch(
        ptx,
        "tf32_product",
        1,
        32,
        &[bytes_f32(&a), bytes_f32(&b), vec![0; 1024]],
    );
    let got = as_f32(&out[2]);
    for r in 0..16 {
        for col in 0..16 {
            let exact: f64 = (0..8)
                .map(|kk| f64::from(tf32_rna(a[r * 8 + kk])) * f64::from(tf32_rna(b[col * 8 + kk])))
                .sum();
            assert_eq!(got[r * 16 + col], exact as f32, "m16n16k8 tf32: D[{r}][{col}]");
        }
    }
    // Ties, just below and above a tie, both signs, subnormals, zero.
    let inputs: Vec<f32> = [
        0x3f80_1000u32,
        0x3f80_0fff,
        0x3f80_1001,
        0xbf80_1000,
        0xbf80_3000,
        0x4049_0fdb,
        0x0000_1000,
        0x8000_0fff,
    ]
    .iter()
    .map(|&b| f32::from_bits(b))
    .cycle()
    .take(32)
    .collect();
    let out = launch(ptx, "to_tf32", 1, 32, &[bytes_f32(&inputs), vec![0; 128]]);
    let got = as_f32(&out[1]);
    for (x, g) in inputs.iter().zip(&got) {
        assert_eq!(
            g.to_bits(),
            tf32_rna(*x).to_bits(),
            "__float_to_tf32({:#x})",
            x.to_bits()
        );
    }
}

fn check_mma_sync(ptx: &str) {
    let mut rng = Rng(20);
    let mut halves = |n: usize| -> Vec<f32> { (0..n).map(|_| rng.int(-4, 4) as f32 / 2.0).collect() };
    let (a, b) = (halves(256), halves(128)); // A 16x16, B 16x8, both row-major
    let c: Vec<f32> = halves(128).iter().map(|v| v * 4.0).collect();
    let product = |acc: &[f32]| -> Vec<f32> {
        (0..128)
            .map(|i| {
                let (r, n) = (i / 8, i % 8);
                (0..16).fold(acc[i], |s, k| s + a[r * 16 + k] * b[k * 8 + n])
            })
            .collect()
    };
    let half = |v: &[f32]| bytes_u16(&v.iter().map(|&x| f16_bits(x)).collect::<Vec<_>>());
    let bf16 = |v: &[f32]| bytes_u16(&v.iter().map(|&x| (x.to_bits() >> 16) as u16).collect::<Vec<_>>());
    let want = product(&c);
    let out = launch(
        ptx,
        "mma_f16_f32",
        1,
        32,
        &[half(&a), half(&b), bytes_f32(&c), vec![0; 512]],
    );
    assert_eq!(as_f32(&out[3]), want, "ldmatrix + mma.sync m16n8k16 f16 -> f32");
    let out = launch(
        ptx,
        "mma_bf16_f32",
        1,
        32,
        &[bf16(&a), bf16(&b), bytes_f32(&c), vec![0; 512]],
    );
    assert_eq!(as_f32(&out[3]), want, "ldmatrix + mma.sync m16n8k16 bf16 -> f32");
    let out = launch(ptx, "mma_f16_f16_k8", 1, 32, &[half(&a), half(&b), vec![0; 256]]);
    let got: Vec<f32> = out[2]
        .chunks_exact(2)
        .map(|c| f16_value(u16::from_le_bytes([c[0], c[1]])))
        .collect();
    assert_eq!(
        got,
        product(&[0.0; 128]),
        "two mma.sync m16n8k8 steps with f16 accumulators"
    );
}

/// One test per program for PTX from `$ptx(name, arch)`.
macro_rules! cccl_programs {
    ($compiler:ident, $ptx:path) => {
        mod $compiler {
            use super::*;
            #[test]
            fn block_reduce() {
                check_block_reduce(&$ptx("block_reduce", "sm_80"));
            }
            #[test]
            fn device_reduce_and_scan_launched_as_cub_launches_them() {
                device_wide::check_device_reduce_scan(&$ptx("device_reduce_scan", "sm_80"));
            }
            #[test]
            fn block_scan() {
                check_block_scan(&$ptx("block_scan", "sm_80"));
            }
            #[test]
            fn warp_reduce_and_scan() {
                check_warp_ops(&$ptx("warp_reduce_scan", "sm_80"));
            }
            #[test]
            fn block_radix_sort_with_load_and_store() {
                check_radix_sort(&$ptx("block_radix_sort", "sm_80"));
            }
            #[test]
            fn block_histogram() {
                check_histogram(&$ptx("block_histogram", "sm_80"));
            }
            #[test]
            fn barrier_and_memcpy_async() {
                check_barrier_memcpy_async(&$ptx("barrier_memcpy_async", "sm_80"));
            }
            #[test]
            fn barrier_and_bulk_copy_sm90() {
                check_barrier_memcpy_async(&$ptx("barrier_memcpy_async", "sm_90"));
            }
            #[test]
            fn barrier_transaction_count_sm90() {
                check_barrier_tx(&$ptx("barrier_tx", "sm_90"));
            }
            #[test]
            fn libcudacxx_types_and_thrust_seq() {
                check_std_and_thrust(&$ptx("std_and_thrust", "sm_80"));
            }
            #[test]
            fn thrust_random_engines_and_distributions() {
                check_thrust_random(&$ptx("thrust_random", "sm_80"));
            }
            #[test]
            fn warp_merge_sort_exchange_discontinuity_shuffle() {
                check_cub_misc(&$ptx("cub_warp_block_misc", "sm_80"));
            }
            #[test]
            fn pipeline_memcpy_async() {
                check_pipeline(&$ptx("pipeline_copy", "sm_80"));
            }
            #[test]
            fn atomic_ref() {
                check_atomic_ref(&$ptx("atomic_ref", "sm_80"));
            }
            #[test]
            fn ldmatrix_and_mma_sync() {
                check_mma_sync(&$ptx("mma_sync", "sm_80"));
            }
            #[test]
            fn numeric_limits_and_traits() {
                check_limits_traits(&$ptx("limits_traits", "sm_80"));
            }
            #[test]
            fn std_vocabulary_types() {
                check_std_vocabulary(&$ptx("std_vocabulary", "sm_80"));
            }
            #[test]
            fn wmma_tile_products() {
                check_wmma(&$ptx("wmma", "sm_80"));
            }
            #[test]
            fn wmma_shapes_layouts_and_accumulators() {
                check_wmma_shapes(&$ptx("wmma_shapes", "sm_80"));
            }
            #[test]
            fn wmma_bytes_and_doubles() {
                check_wmma_int_double(&$ptx("wmma_int_double", "sm_80"));
            }
            #[test]
            fn wmma_tf32() {
                check_wmma_tf32(&$ptx("wmma_tf32", "sm_80"));
            }
        }
    };
}

cccl_programs!(nvcc, nvcc_ptx);

/// The programs ptxc compiles so far, at -O3 and -O0.
mod ptxc_compiled {
    use super::*;
    #[test]
    fn device_reduce_and_scan_launched_as_cub_launches_them() {
        for level in [3, 0] {
            device_wide::check_device_reduce_scan(&ptxc_ptx_at("device_reduce_scan", "sm_80", level));
        }
    }
    #[test]
    fn std_vocabulary_types() {
        for level in [3, 0] {
            check_std_vocabulary(&ptxc_ptx_at("std_vocabulary", "sm_80", level));
        }
    }
    #[test]
    fn atomic_ref_operations() {
        for level in [3, 0] {
            check_atomic_ref(&ptxc_ptx_at("atomic_ref", "sm_80", level));
        }
    }
    #[test]
    fn numeric_limits_and_traits() {
        for level in [3, 0] {
            check_limits_traits(&ptxc_ptx_at("limits_traits", "sm_80", level));
        }
    }
    #[test]
    fn thrust_random_engines_and_distributions() {
        for level in [3, 0] {
            check_thrust_random(&ptxc_ptx_at("thrust_random", "sm_80", level));
        }
    }
    #[test]
    fn libcudacxx_types_and_thrust_seq() {
        for level in [3, 0] {
            check_std_and_thrust(&ptxc_ptx_at("std_and_thrust", "sm_80", level));
        }
    }
    #[test]
    fn block_histogram() {
        for level in [3, 0] {
            check_histogram(&ptxc_ptx_at("block_histogram", "sm_80", level));
        }
    }
    #[test]
    fn warp_reduce_and_scan() {
        for level in [3, 0] {
            check_warp_ops(&ptxc_ptx_at("warp_reduce_scan", "sm_80", level));
        }
    }
    #[test]
    fn block_scan() {
        for level in [3, 0] {
            check_block_scan(&ptxc_ptx_at("block_scan", "sm_80", level));
        }
    }
    #[test]
    fn cub_umbrella_header_block_reduce_and_scan() {
        for level in [3, 0] {
            check_cub_umbrella(&ptxc_ptx_at("cub_umbrella", "sm_80", level));
        }
    }
    #[test]
    fn block_reduce_sum_and_custom_operator() {
        for level in [3, 0] {
            check_block_reduce(&ptxc_ptx_at("block_reduce", "sm_80", level));
        }
    }
    #[test]
    fn block_radix_sort_with_load_and_store() {
        for level in [3, 0] {
            check_radix_sort(&ptxc_ptx_at("block_radix_sort", "sm_80", level));
        }
    }
    #[test]
    fn barrier_and_memcpy_async() {
        for level in [3, 0] {
            check_barrier_memcpy_async(&ptxc_ptx_at("barrier_memcpy_async", "sm_80", level));
        }
    }
    #[test]
    fn barrier_and_bulk_copy_sm90() {
        for level in [3, 0] {
            check_barrier_memcpy_async(&ptxc_ptx_at("barrier_memcpy_async", "sm_90", level));
        }
    }
    #[test]
    fn barrier_transaction_count_sm90() {
        for level in [3, 0] {
            check_barrier_tx(&ptxc_ptx_at("barrier_tx", "sm_90", level));
        }
    }
    #[test]
    fn pipeline_memcpy_async() {
        for level in [3, 0] {
            check_pipeline(&ptxc_ptx_at("pipeline_copy", "sm_80", level));
        }
    }
    #[test]
    fn warp_merge_sort_exchange_discontinuity_shuffle() {
        for level in [3, 0] {
            check_cub_misc(&ptxc_ptx_at("cub_warp_block_misc", "sm_80", level));
        }
    }
    #[test]
    fn ldmatrix_and_mma_sync() {
        for level in [3, 0] {
            check_mma_sync(&ptxc_ptx_at("mma_sync", "sm_80", level));
        }
    }
    #[test]
    fn wmma_tile_products() {
        for level in [3, 0] {
            check_wmma(&ptxc_ptx_at("wmma", "sm_80", level));
        }
    }
    #[test]
    fn wmma_shapes_layouts_and_accumulators() {
        for level in [3, 0] {
            check_wmma_shapes(&ptxc_ptx_at("wmma_shapes", "sm_80", level));
        }
    }
    #[test]
    fn wmma_bytes_and_doubles() {
        for level in [3, 0] {
            check_wmma_int_double(&ptxc_ptx_at("wmma_int_double", "sm_80", level));
        }
    }
    /// A fragment of an element type WMMA has no instruction for (float A) is
    /// an error where it is declared, not a fragment with no load or multiply.
    #[test]
    fn unsupported_fragment_is_an_error() {
        let src = "#include <mma.h>\nusing namespace nvcuda;\n__global__ void k() {\n  \
                   wmma::fragment<wmma::matrix_a, 16, 16, 16, float, wmma::row_major> f;\n  (void)f;\n}\n";
        let Err(e) = compile_str("bad.cu", src, &Options::with_arch("sm_80")) else {
            panic!("a float matrix_a fragment compiled");
        };
        assert!(
            e.rendered.contains("bad.cu:4:"),
            "error not traced to the declaration:\n{}",
            e.rendered
        );
    }
    #[test]
    fn wmma_tf32() {
        for level in [3, 0] {
            check_wmma_tf32(&ptxc_ptx_at("wmma_tf32", "sm_80", level));
        }
    }
}

/// Every committed PTX file is accepted by ptxas for the architecture of its `.target` line.
#[test]
fn committed_ptx_passes_ptxas() {
    let Some(ptxas) = tools::require("ptxas", tools::ptxas()) else {
        return;
    };
    let (count, failures) = tools::ptxas_check_dir(&ptxas, &cccl_dir().join("nvcc"));
    // Today's 21 files (19 programs for sm_80, two for sm_90): fewer means files were lost.
    assert!(count >= 21, "tests/cccl/nvcc has {count} PTX files");
    assert!(
        failures.is_empty(),
        "ptxas rejects nvcc's PTX:\n{}",
        failures.join("\n")
    );
}

/// The checks can fail: a tile product whose accumulator load is dropped, and
/// a reduction whose add became a subtract, are caught.
#[test]
fn a_wrong_program_is_detected() {
    let ptx = nvcc_ptx("block_reduce", "sm_80");
    assert!(ptx.contains("add.s32"));
    let broken = ptx.replacen("redux.sync.add.s32", "redux.sync.max.s32", 1);
    assert_ne!(broken, ptx, "nvcc's block_sum uses redux.sync.add");
    assert!(std::panic::catch_unwind(|| check_block_reduce(&broken)).is_err());
    let wmma = nvcc_ptx("wmma", "sm_80");
    let broken = wmma.replacen("wmma.load.c.sync.aligned.row", "wmma.load.c.sync.aligned.col", 1);
    assert!(std::panic::catch_unwind(|| check_wmma(&broken)).is_err());
}
