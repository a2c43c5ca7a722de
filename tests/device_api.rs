//! CUDA's device API by family (issue 43), checked by execution against nvcc.
//!
//! Each kernel in tests/device_api/NAME.cu calls every function of one family
//! on operands a[i], b[i], c[i] and writes thread i's results to
//! out[i * N ..]. ptxc compiles it for sm_80 and sm_90 (fp8 and ue5m3 also for
//! sm_100a/sm_107a; ptxas must accept the PTX); nvcc's PTX of the same file is committed as
//! tests/device_api/nvcc/NAME.ARCH.ptx (scripts/gen-device-api-ptx.sh). Both
//! run in ptxsim over the same operands, built here from edge values; the
//! results must be equal bit for bit, except where a family's check says
//! otherwise (documented at its test).

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::PathBuf;

const ARCHS: &[&str] = &["sm_80", "sm_90"];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("device_api")
}

fn ptxc_ptx(name: &str, arch: &str) -> String {
    let path = dir().join(format!("{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch(arch);
    opts.emit = Emit::Ptx;
    let ptx = compile_str(&path.to_string_lossy(), &text, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("ptxc {name} {arch}:\n{}", e.rendered));
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, arch, &format!("device_api_{name}"))
            .unwrap_or_else(|e| panic!("ptxas rejects ptxc's PTX of {name} for {arch}:\n{e}"));
    }
    ptx
}

fn nvcc_ptx(name: &str, arch: &str) -> String {
    let path = dir().join("nvcc").join(format!("{name}.{arch}.ptx"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (scripts/gen-device-api-ptx.sh writes it)", path.display()))
}

/// nvcc's reference PTX (tests/device_api/nvcc/NAME.ARCH.ptx, which every comparison below
/// runs) is itself what ptxas accepts for the architecture of its `.target` line: one file
/// for each family and each of [`ARCHS`] at least.
#[test]
fn ptxas_accepts_nvccs_reference_ptx() {
    let Some(ptxas) = tools::require("ptxas", tools::ptxas()) else {
        return;
    };
    let families = std::fs::read_dir(dir())
        .expect("tests/device_api")
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "cu"))
        .count();
    let (count, failures) = tools::ptxas_check_dir(&ptxas, &dir().join("nvcc"));
    assert!(
        count >= families * ARCHS.len(),
        "tests/device_api/nvcc has {count} reference PTX files for {families} families"
    );
    assert!(
        failures.is_empty(),
        "ptxas rejects nvcc's PTX:\n{}",
        failures.join("\n")
    );
}

/// Runs `kernel` of `ptx` on one thread per operand element; returns `out`.
fn run(ptx: &str, kernel: &str, inputs: &[Vec<u8>], n: usize, out_bytes_per_thread: usize) -> Vec<u8> {
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}"));
    let mut args: Vec<Arg> = inputs
        .iter()
        .enumerate()
        .map(|(k, b)| Arg::Ptr(sim.alloc_from(&format!("in{k}"), b)))
        .collect();
    let out = sim.alloc("out", n * out_bytes_per_thread);
    args.push(Arg::Ptr(out));
    args.push(Arg::I32(n as i32));
    let mut cfg = LaunchConfig::new([(n as u32).div_ceil(64), 1, 1], [64, 1, 1]);
    cfg.step_limit = Some(400_000_000);
    sim.launch(kernel, &cfg, &args)
        .unwrap_or_else(|e| panic!("launch of {kernel} failed: {e}"));
    sim.read(out, n * out_bytes_per_thread).expect("read back")
}

/// How a result word is compared with nvcc's.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Cmp {
    /// Bit for bit.
    Exact,
    /// Floating results of the format, within this many units in the last place (NaN
    /// equals any NaN; infinities, zeros and their signs must match).
    Ulps(Fmt, u64),
    /// As `Ulps`, or within this absolute difference (CUDA bounds the Bessel functions
    /// away from the origin by an absolute error).
    UlpsOrAbs(Fmt, u64, f64),
    /// `jn`/`yn`: as `UlpsOrAbs`, and where nvcc's recurrences depart from CUDA's own
    /// documentation near the origin, ptxc keeps the documented value: nvcc's `jn(n, x)`
    /// (n >= 2) is NaN at 0 and for small |x| where J_n(x) is below 1e-30 (ptxc: the value,
    /// +-0 when it underflows), and its `yn(n, -0)` is +inf (documented and ptxc: -inf).
    BesselN(Fmt, u64, f64),
    /// Two floats in one word, each bit for bit except that NaN equals any NaN.
    F32Pair,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Fmt {
    F64,
    F32,
    F16,
    Bf16,
}

impl Fmt {
    /// (sign mask, magnitude mask, NaN test) of the format's bits in a u64.
    fn masks(self) -> (u64, u64, u64) {
        match self {
            Fmt::F64 => (1 << 63, (1 << 63) - 1, 0x7ff0_0000_0000_0000),
            Fmt::F32 => (1 << 31, (1 << 31) - 1, 0x7f80_0000),
            Fmt::F16 => (1 << 15, (1 << 15) - 1, 0x7c00),
            Fmt::Bf16 => (1 << 15, (1 << 15) - 1, 0x7f80),
        }
    }
    fn is_nan(self, b: u64) -> bool {
        let (_, mag, inf) = self.masks();
        b & mag > inf
    }
    /// The bits on a line where consecutive floats are consecutive integers.
    fn ordered(self, b: u64) -> i128 {
        let (sign, mag, _) = self.masks();
        let m = (b & mag) as i128;
        if b & sign != 0 {
            -m
        } else {
            m
        }
    }
}

fn agrees(cmp: Cmp, ours: u64, theirs: u64) -> bool {
    match cmp {
        Cmp::Exact => ours == theirs,
        Cmp::F32Pair => [0, 32].iter().all(|&k| {
            let (x, y) = ((ours >> k) & 0xffff_ffff, (theirs >> k) & 0xffff_ffff);
            x == y || (Fmt::F32.is_nan(x) && Fmt::F32.is_nan(y))
        }),
        Cmp::BesselN(f, ulps, abs) => {
            let (sign, _, inf) = f.masks();
            let tiny = match f {
                Fmt::F64 => f64::from_bits(ours).abs() < 1e-30,
                _ => (f32::from_bits(ours as u32).abs() as f64) < 1e-30,
            };
            let ours_minus_inf = ours == (sign | inf);
            let theirs_plus_inf = theirs == inf;
            agrees(Cmp::UlpsOrAbs(f, ulps, abs), ours, theirs)
                || (f.is_nan(theirs) && tiny)
                || (ours_minus_inf && theirs_plus_inf)
        }
        Cmp::UlpsOrAbs(f, ulps, abs) => {
            let value = |b: u64| match f {
                Fmt::F64 => f64::from_bits(b),
                Fmt::F32 => f32::from_bits(b as u32) as f64,
                _ => unreachable!("absolute tolerances are for f32 and f64"),
            };
            agrees(Cmp::Ulps(f, ulps), ours, theirs)
                || (!f.is_nan(ours) && !f.is_nan(theirs) && (value(ours) - value(theirs)).abs() <= abs)
        }
        Cmp::Ulps(f, ulps) => {
            if f.is_nan(ours) || f.is_nan(theirs) {
                return f.is_nan(ours) && f.is_nan(theirs);
            }
            let (sign, mag, inf) = f.masks();
            // infinities and zeros are exact results
            let special = |b: u64| b & mag == inf || b & mag == 0;
            if special(ours) || special(theirs) {
                return ours == theirs || (ours & mag == 0 && theirs & mag == 0 && (ours & sign) == (theirs & sign));
            }
            (f.ordered(ours) - f.ordered(theirs)).unsigned_abs() <= ulps as u128
        }
    }
}

fn word_at(bytes: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w[..bytes.len()].copy_from_slice(bytes);
    u64::from_le_bytes(w)
}

/// ptxc's and nvcc's PTX of `name` on the same operands give the same `out` words
/// (`word` bytes each; `names` says which function a word index belongs to).
fn same_as_nvcc(
    name: &str,
    inputs: &[Vec<u8>],
    n: usize,
    per_thread: usize,
    word: usize,
    names: &dyn Fn(usize) -> String,
) {
    close_to_nvcc(name, inputs, n, per_thread, word, names, &|_| Cmp::Exact)
}

/// As `same_as_nvcc`, result word `k` of each thread compared as `cmp(k)` says.
fn close_to_nvcc(
    name: &str,
    inputs: &[Vec<u8>],
    n: usize,
    per_thread: usize,
    word: usize,
    names: &dyn Fn(usize) -> String,
    cmp: &dyn Fn(usize) -> Cmp,
) {
    let pairs: Vec<(&str, &str)> = ARCHS.iter().map(|a| (*a, *a)).collect();
    close_to_nvcc_on(&pairs, name, inputs, n, per_thread, word, names, cmp)
}

/// As `close_to_nvcc`, for each (ptxc's target, nvcc's target) in `pairs`: across targets
/// when one side's PTX uses an instruction the other's emulates.
#[allow(clippy::too_many_arguments)]
fn close_to_nvcc_on(
    pairs: &[(&str, &str)],
    name: &str,
    inputs: &[Vec<u8>],
    n: usize,
    per_thread: usize,
    word: usize,
    names: &dyn Fn(usize) -> String,
    cmp: &dyn Fn(usize) -> Cmp,
) {
    for &(ours_arch, arch) in pairs {
        let ours = run(&ptxc_ptx(name, ours_arch), name, inputs, n, per_thread * word);
        let theirs = run(&nvcc_ptx(name, arch), name, inputs, n, per_thread * word);
        let mut diffs = Vec::new();
        // the largest distance in ulps per function, printed for specs/runtime.md
        let mut widest: std::collections::BTreeMap<String, u128> = std::collections::BTreeMap::new();
        for (k, (a, b)) in ours.chunks(word).zip(theirs.chunks(word)).enumerate() {
            let (thread, f) = (k / per_thread, k % per_thread);
            if let Cmp::Ulps(fmt, _) | Cmp::UlpsOrAbs(fmt, _, _) | Cmp::BesselN(fmt, _, _) = cmp(f) {
                let (x, y) = (word_at(a), word_at(b));
                if !fmt.is_nan(x) && !fmt.is_nan(y) {
                    let d = (fmt.ordered(x) - fmt.ordered(y)).unsigned_abs();
                    let e = widest.entry(names(f)).or_insert(0);
                    *e = (*e).max(d);
                }
            }
            if !agrees(cmp(f), word_at(a), word_at(b)) {
                let operands: Vec<String> = inputs
                    .iter()
                    .map(|buf| {
                        let w = buf.len() / n;
                        format!("{:x?}", &buf[thread * w..thread * w + w])
                    })
                    .collect();
                diffs.push(format!(
                    "{} (word {f}) on {}: ptxc {:02x?}, nvcc {:02x?}",
                    names(f),
                    operands.join(" "),
                    a,
                    b
                ));
            }
        }
        if !widest.is_empty() {
            println!("{name} {arch}: largest ulp distance to nvcc: {widest:?}");
        }
        assert!(
            diffs.is_empty(),
            "{name} ptxc {ours_arch} / nvcc {arch}: {} results differ from nvcc's, e.g.\n{}",
            diffs.len(),
            diffs.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
        );
    }
}

/// The function a kernel's result word `k` comes from: the first call on its `o[k] = ...`
/// line that is not a bit cast or conversion wrapper (the line itself when there is none).
fn source_names(name: &str) -> impl Fn(usize) -> String {
    const WRAPPERS: &[&str] = &[
        "__double_as_longlong",
        "__float_as_uint",
        "__half_as_ushort",
        "__bfloat16_as_ushort",
        "unsigned",
        "int",
        "long",
        "char",
    ];
    let text = std::fs::read_to_string(dir().join(format!("{name}.cu"))).unwrap();
    let mut names = std::collections::BTreeMap::new();
    for line in text.lines() {
        let bytes = line.as_bytes();
        let mut idents = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii_alphabetic() || bytes[i] == b'_' {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let word = &line[start..i];
                if bytes.get(i) == Some(&b'(') && !WRAPPERS.contains(&word) {
                    idents.push(word);
                }
            } else {
                i += 1;
            }
        }
        let callee = idents
            .first()
            .map(|s| s.to_string())
            .unwrap_or_else(|| line.trim().to_string());
        let mut rest = line;
        while let Some(p) = rest.find("o[") {
            rest = &rest[p + 2..];
            let Some(end) = rest.find(']') else { break };
            if let Ok(k) = rest[..end].parse::<usize>() {
                names.entry(k).or_insert_with(|| callee.clone());
            }
        }
    }
    move |k| names.get(&k).cloned().unwrap_or_else(|| format!("result {k}"))
}

/// A fixed pseudo-random stream (xorshift), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// SIMD operand words: for bytes and for halfwords, every ordered pair of edge lanes
/// (0, 1, the largest positive, the smallest negative, -1 and a neighbour of each) in every
/// lane position, the other lanes varying; then random words.
fn simd_operands() -> (Vec<u32>, Vec<u32>, Vec<u32>) {
    let bytes: [u32; 8] = [0x00, 0x01, 0x7f, 0x80, 0x81, 0xff, 0x7e, 0xfe];
    let halves: [u32; 8] = [0x0000, 0x0001, 0x7fff, 0x8000, 0x8001, 0xffff, 0x7ffe, 0xfffe];
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &x) in bytes.iter().enumerate() {
        for (j, &y) in bytes.iter().enumerate() {
            // lane k of a is bytes[(i + k) % 8], of b bytes[(j + 3k) % 8]: each lane meets each pair
            let mut wa = 0;
            let mut wb = 0;
            for k in 0..4 {
                wa |= bytes[(i + k) % 8] << (8 * k);
                wb |= bytes[(j + 3 * k) % 8] << (8 * k);
            }
            a.push(wa);
            b.push(wb);
            c.push(x | (y << 16));
        }
    }
    for &x in &halves {
        for &y in &halves {
            for &z in &[halves[0], halves[2], halves[3], halves[5]] {
                a.push(x | (y << 16));
                b.push(y | (x << 16));
                c.push(z | (x << 16));
            }
        }
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    while !a.len().is_multiple_of(64) || a.len() < 640 {
        a.push(rng.next() as u32);
        b.push(rng.next() as u32);
        c.push(rng.next() as u32);
    }
    (a, b, c)
}

#[test]
fn simd_and_dpx_equal_nvcc() {
    let (a, b, c) = simd_operands();
    let n = a.len();
    let per_thread = 134; // the kernel's N
    same_as_nvcc(
        "simd",
        &[words(&a), words(&b), words(&c)],
        n,
        per_thread,
        4,
        &source_names("simd"),
    );
}

fn words64(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Doubles every floating test needs: zeros, subnormals, the normal range's ends, one, halves
/// (rounding ties), integer-range ends, infinities and NaNs.
const F64_EDGES: &[f64] = &[
    0.0,
    -0.0,
    4.9e-324,
    f64::from_bits(0x000f_ffff_ffff_ffff), // the largest subnormal
    2.2250738585072014e-308,
    1e-300,
    1e-20,
    0.5,
    -0.5,
    1.0,
    -1.0,
    1.5,
    2.5,
    -2.5,
    3.0,
    1e10,
    2147483647.5,
    -2147483648.5,
    4294967295.5,
    9223372036854775808.0, // 2^63
    1.8446744073709552e19,
    1e300,
    f64::MAX,
    -f64::MAX,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
];

const F32_EDGES: &[u32] = &[
    0x0000_0000,
    0x8000_0000,
    0x0000_0001,
    0x007f_ffff,
    0x0080_0000,
    0x3f00_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x3fc0_0000,
    0x4f00_0000,
    0xcf00_0000,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
];

#[test]
fn bit_and_conversion_intrinsics_equal_nvcc() {
    let mut a = Vec::new();
    for &d in F64_EDGES {
        a.push(d.to_bits());
        for &f in F32_EDGES {
            a.push((d.to_bits() & 0xffff_ffff_0000_0000) | f as u64);
        }
    }
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    while !a.len().is_multiple_of(64) || a.len() < 576 {
        a.push(rng.next());
    }
    let n = a.len();
    // b and c: the same words in other orders, so every pair of classes meets
    let b: Vec<u64> = (0..n).map(|i| a[(i * 7 + 3) % n]).collect();
    let c: Vec<u64> = (0..n).map(|i| a[(i * 13 + 5) % n]).collect();
    same_as_nvcc(
        "bits",
        &[words64(&a), words64(&b), words64(&c)],
        n,
        80,
        8,
        &source_names("bits"),
    );
}

/// The overloads of tests/device_api/overloads.cu on the operands of the bit intrinsics:
/// bit for bit, except `pow` with an `int` exponent, double in both compilers (<cmath>'s
/// promoting template), where nvcc's double `pow` is up to 1 ulp from ptxc's (nvcc's
/// `pow(3, 1)` is 2.9999999999999996, ptxc's exact; 2 ulps allowed).
#[test]
fn overloads_equal_nvcc() {
    let mut a = Vec::new();
    for &d in F64_EDGES {
        a.push(d.to_bits());
        for &f in F32_EDGES {
            a.push((d.to_bits() & 0xffff_ffff_0000_0000) | f as u64);
        }
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    while !a.len().is_multiple_of(64) || a.len() < 576 {
        a.push(rng.next());
    }
    let n = a.len();
    let b: Vec<u64> = (0..n).map(|i| a[(i * 7 + 3) % n]).collect();
    let c: Vec<u64> = (0..n).map(|i| a[(i * 13 + 5) % n]).collect();
    close_to_nvcc(
        "overloads",
        &[words64(&a), words64(&b), words64(&c)],
        n,
        24,
        8,
        &source_names("overloads"),
        &|k| match k {
            16 | 18 => Cmp::Ulps(Fmt::F64, 2),
            17 => Cmp::Ulps(Fmt::F32, 2),
            _ => Cmp::Exact,
        },
    );
}

/// Each statistics, norm and Bessel function's tolerance against nvcc: the sum of the two
/// compilers' error bounds, CUDA's documented maximum ulp error for each side (CUDA C++
/// Programming Guide, mathematical functions appendix), as both are measured from the exact
/// value. `norm`/`rnorm` (CUDA documents no bound) get the 3-operand forms' tolerance.
fn fmath_tolerance(f: &str) -> Cmp {
    let (fmt, ulps) = match f {
        "normcdf" | "normcdff" | "normcdfinvf" => (if f == "normcdf" { Fmt::F64 } else { Fmt::F32 }, 10),
        "normcdfinv" => (Fmt::F64, 16),
        "erfcinv" => (Fmt::F64, 12),
        "erfcx" => (Fmt::F64, 8),
        "erfcinvf" | "erfcxf" => (Fmt::F32, 8),
        "rhypot" | "rnorm3d" | "rnorm4d" => (Fmt::F64, 2),
        "norm3d" | "norm4d" | "norm" | "rnorm" => (Fmt::F64, 4),
        "rhypotf" | "norm3df" | "norm4df" | "rnorm3df" | "rnorm4df" | "normf" | "rnormf" => (Fmt::F32, 4),
        "cyl_bessel_i0" | "cyl_bessel_i1" => (Fmt::F64, 12),
        "cyl_bessel_i0f" | "cyl_bessel_i1f" => (Fmt::F32, 12),
        // 7 ulp below 8, else 5e-12 absolute (double); 9 ulp, else 2.2e-6 (float)
        "j0" | "j1" | "y0" | "y1" => return Cmp::UlpsOrAbs(Fmt::F64, 14, 1e-11),
        "j0f" | "j1f" | "y0f" | "y1f" => return Cmp::UlpsOrAbs(Fmt::F32, 18, 4.4e-6),
        "jn" | "yn" => return Cmp::BesselN(Fmt::F64, 14, 1e-11),
        "jnf" | "ynf" => return Cmp::BesselN(Fmt::F32, 18, 4.4e-6),
        other => panic!("no tolerance for {other}"),
    };
    Cmp::Ulps(fmt, ulps)
}

#[test]
fn statistics_norm_and_bessel_functions_close_to_nvcc() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut uniform = |lo: f64, hi: f64| lo + (hi - lo) * ((rng.next() >> 11) as f64 / (1u64 << 53) as f64);
    let mut a: Vec<f64> = F64_EDGES.to_vec();
    for _ in 0..96 {
        a.push(uniform(-40.0, 40.0));
        a.push(uniform(0.0, 2.0));
        a.push(uniform(0.0, 1.0));
        a.push(10f64.powf(uniform(-320.0, 0.0)));
        a.push(uniform(-30.0, 30.0));
        a.push(uniform(-720.0, 720.0));
    }
    let mut rng2 = Rng(0xd1b5_4a32_d192_ed03);
    while !a.len().is_multiple_of(64) {
        a.push(f64::from_bits(rng2.next()));
    }
    let n = a.len();
    let b: Vec<f64> = (0..n).map(|i| a[(i * 7 + 3) % n]).collect();
    let c: Vec<f64> = (0..n).map(|i| a[(i * 13 + 5) % n]).collect();
    let bits = |v: &[f64]| words64(&v.iter().map(|d| d.to_bits()).collect::<Vec<_>>());
    let names = source_names("fmath");
    close_to_nvcc("fmath", &[bits(&a), bits(&b), bits(&c)], n, 46, 8, &names, &|k| {
        fmath_tolerance(&names(k))
    });
}

/// Half and bfloat16 results: the math functions go through float in both compilers with
/// different float kernels (nvcc's approximate instructions and fix-ups, ptxc's float library),
/// so they may differ by one unit of the 16-bit format (two for the approximate tanh); rounding
/// to an integer, the ReLU and NaN-aware forms, the conversions and the raw types are exact.
fn hmath_tolerance(f: &str) -> Cmp {
    let fmt = |bf: bool| if bf { Fmt::Bf16 } else { Fmt::F16 };
    match f {
        "hrint" | "hceil" | "hfloor" | "htrunc" | "h2rint" | "h2ceil" | "h2floor" | "h2trunc" => Cmp::Exact,
        "htanh_approx" | "h2tanh_approx" => Cmp::Ulps(Fmt::F16, 2),
        _ if f.starts_with('h') => Cmp::Ulps(fmt(false), 1),
        _ => Cmp::Exact,
    }
}

#[test]
fn half_and_bfloat16_math_close_to_nvcc() {
    // every class of both formats (zeros, subnormals, normals near 1 and the ends, infinities,
    // NaNs), then random bits
    let mut a: Vec<u16> = vec![
        0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3800, 0x3c00, 0xbc00, 0x3e00, 0x4000, 0x4200, 0x5640, 0x7bff, 0xfbff,
        0x7c00, 0xfc00, 0x7e00, 0x0080, 0x3f80, 0xbf80, 0x3fc0, 0x4040, 0x7f7f, 0x7f80, 0xff80, 0x7fc0, 0x3f00, 0xc2c8,
        0x42c8, 0x2c00, 0xb800, 0x4900,
    ];
    let mut rng = Rng(0x1234_5678_9abc_def1);
    while !a.len().is_multiple_of(64) || a.len() < 1024 {
        a.push(rng.next() as u16);
    }
    let n = a.len();
    let b: Vec<u16> = (0..n).map(|i| a[(i * 7 + 3) % n]).collect();
    let c: Vec<u16> = (0..n).map(|i| a[(i * 13 + 5) % n]).collect();
    let halves = |v: &[u16]| v.iter().flat_map(|h| h.to_le_bytes()).collect::<Vec<u8>>();
    // the words a bfloat16 result is stored to are compared in the bfloat format
    let names = source_names("hmath");
    let text = std::fs::read_to_string(dir().join("hmath.cu")).unwrap();
    let bf_words: std::collections::BTreeSet<usize> = text
        .lines()
        .filter(|l| l.contains("bfloat16_as_ushort"))
        .flat_map(|l| {
            l.match_indices("o[")
                .filter_map(|(p, _)| l[p + 2..].split(']').next()?.parse::<usize>().ok())
                .collect::<Vec<_>>()
        })
        .collect();
    let kinds: Vec<Cmp> = (0..128)
        .map(|k| match hmath_tolerance(&names(k)) {
            Cmp::Ulps(_, u) if bf_words.contains(&k) => Cmp::Ulps(Fmt::Bf16, u),
            other => other,
        })
        .collect();
    close_to_nvcc(
        "hmath",
        &[halves(&a), halves(&b), halves(&c)],
        n,
        128,
        8,
        &names,
        &|k| kinds[k],
    );
}

#[test]
fn aligned_device_malloc_equals_nvcc() {
    let align: Vec<u64> = vec![1, 2, 8, 256, 512, 1024, 4096, 3, 96, 1000, 0, 2048, 16, 64, 128, 4];
    let n = 64;
    let a: Vec<u64> = (0..n).map(|i| align[i % align.len()]).collect();
    same_as_nvcc("heap", &[words64(&a)], n, 3, 8, &source_names("heap"));
    // and the rule itself, on ptxc's results
    let out = run(&ptxc_ptx("heap", "sm_80"), "heap", &[words64(&a)], n, 24);
    for (i, &al) in a.iter().enumerate() {
        let w = |k: usize| word_at(&out[(i * 3 + k) * 8..(i * 3 + k) * 8 + 8]);
        assert_eq!(
            w(0) == 1,
            al.is_power_of_two(),
            "alignment {al}: NULL exactly when not a power of two"
        );
        assert_eq!(w(1), w(0), "alignment {al}: the block is aligned");
        assert_eq!(w(2), if al.is_power_of_two() { (i as u64 + 1) & 0xff } else { 0 });
    }
}

#[test]
fn sixteen_bit_compare_and_swap_equals_nvcc() {
    let n = 64;
    let a: Vec<u16> = (0..n).map(|i| (i as u16).wrapping_mul(0x9e37) ^ 0x5a5a).collect();
    let halves = |v: &[u16]| v.iter().flat_map(|h| h.to_le_bytes()).collect::<Vec<u8>>();
    let g = vec![0u16; n];
    // the kernel takes (a, g, out, n): g is an input buffer it overwrites
    same_as_nvcc("cas16", &[halves(&a), halves(&g)], n, 4, 8, &source_names("cas16"));
    let out = run(&ptxc_ptx("cas16", "sm_80"), "cas16", &[halves(&a), halves(&g)], n, 32);
    for i in 0..n {
        let w = |k: usize| word_at(&out[(i * 4 + k) * 8..(i * 4 + k) * 8 + 8]);
        let (swapped_into_me, new_mine) = ((i ^ 1) & 3 != 3, (i ^ 1) as u64);
        assert_eq!(w(0), a[i ^ 1] as u64, "CAS returns the old halfword");
        assert_eq!(w(1), a[i ^ 1] as u64);
        let want = |k: u64, c: u64| {
            if swapped_into_me {
                (new_mine * k + c) & 0xffff
            } else {
                a[i] as u64
            }
        };
        assert_eq!(w(2), want(3, 1), "shared halfword {i} after the CAS");
        assert_eq!(w(3), want(5, 2), "global halfword {i} after the CAS");
    }
}

/// The value of code `c` of a small float format with `e` exponent and `m` fraction bits
/// (bias 2^(e-1) - 1, every exponent field finite), as f64; the sign is bit e + m.
fn small_float_value(c: u32, e: i32, m: i32) -> f64 {
    let bias = (1 << (e - 1)) - 1;
    let exp = ((c >> m) & ((1 << e) - 1)) as i32;
    let frac = f64::from(c & ((1 << m) - 1));
    let v = if exp == 0 {
        frac * 2f64.powi(1 - bias - m)
    } else {
        (1.0 + frac / f64::from(1 << m)) * 2f64.powi(exp - bias)
    };
    if c >> (e + m) & 1 == 1 {
        -v
    } else {
        v
    }
}

/// Float operands for the 8-, 6- and 4-bit formats: every value of E4M3, E5M2, E2M3, E3M2
/// and E2M1, the midpoints between neighbours (rounding ties) and a hair either side of
/// them, powers of two and their midpoints across float's range (E8M0), the overflow
/// edges, float's specials and subnormals, then random bits.
fn minifloat_operands() -> Vec<u32> {
    let mut v: Vec<f32> = Vec::new();
    for (e, m) in [(4, 3), (5, 2), (2, 3), (3, 2), (2, 1)] {
        let mut vals: Vec<f64> = (0..1u32 << (e + m)).map(|c| small_float_value(c, e, m)).collect();
        vals.sort_by(f64::total_cmp);
        for w in vals.windows(2) {
            let mid = ((w[0] + w[1]) / 2.0) as f32;
            v.extend([w[0] as f32, mid, mid.next_up(), mid.next_down(), -mid]);
        }
    }
    for k in -149..128 {
        let p = 2f64.powi(k);
        v.extend([p as f32, (1.5 * p) as f32, (1.5 * p) as f32 * 0.999_999_9, -(p as f32)]);
    }
    v.extend([
        464.0, 480.0, 481.0, 57344.0, 61440.0, 61439.996, 65536.0, 7.5, 7.75, 28.0, 30.0, 6.0, 7.0, 1e30, -1e30,
    ]);
    let mut bits: Vec<u32> = v.iter().map(|f| f.to_bits()).collect();
    bits.extend([
        0x7fc0_0000,
        0xffc0_0000,
        0x7f80_0001,
        0xff80_0000,
        0x7f80_0000,
        0x7f7f_ffff,
        0xff7f_ffff,
        0x0000_0001,
        0x0040_0000,
        0x005f_ffff,
        0x0060_0000,
        0x007f_ffff,
        0x0080_0000,
        0x8000_0000,
        0x0000_0000,
        0x3f80_0001,
        0x7f7f_0000,
        0x7f7f_8000,
    ]);
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    while !bits.len().is_multiple_of(64) || bits.len() < 2048 {
        bits.push(rng.next() as u32);
    }
    bits
}

#[test]
fn fp8_fp6_fp4_conversions_equal_nvcc() {
    let a = minifloat_operands();
    let n = a.len();
    // b: the same values in another order; c: random bits (the high byte of pairs of codes
    // and the low word of arbitrary doubles)
    let b: Vec<u32> = (0..n).map(|i| a[(i * 7 + 3) % n]).collect();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let c: Vec<u32> = (0..n).map(|_| rng.next() as u32).collect();
    // E8M0 pairs widen to float2 through __bfloat1622float2, which nvcc prints for sm_90 as
    // cvt.f32.bf16 (ptxsim: NaN 0x7FFFFFFF) and ptxc as a shift (NaN 0x7FFF0000): both NaN
    let names = source_names("fp8");
    let cmp = |k: usize| if k == 84 || k == 89 { Cmp::F32Pair } else { Cmp::Exact };
    // ptxc's PTX and nvcc's for each target: C on sm_80, sm_89's cvt forms on sm_90, the
    // sm_100f family's (FP4, FP6, E8M0, bfloat16 pairs) on sm_100a and sm_107a's .rz ones;
    // then ptxc's cvt forms against nvcc's C emulation on sm_80, which checks ptxsim's cvt
    // against NVIDIA's own reference
    let pairs = [
        ("sm_80", "sm_80"),
        ("sm_90", "sm_90"),
        ("sm_100a", "sm_100a"),
        ("sm_107a", "sm_107a"),
        ("sm_90", "sm_80"),
        ("sm_100a", "sm_80"),
        ("sm_107a", "sm_80"),
    ];
    close_to_nvcc_on(
        &pairs,
        "fp8",
        &[words(&a), words(&b), words(&c)],
        n,
        146,
        8,
        &names,
        &cmp,
    );
}

/// Float operands for UE5M3: every value (codes 0..=0xFE, and 0xFF's 1.875 * 2^16, the first
/// value past the largest), the midpoints between neighbours and a hair either side, the
/// negatives of all of them (the sign is dropped), then `minifloat_operands`' specials,
/// subnormals and random bits.
fn ue5m3_operands() -> Vec<u32> {
    let vals: Vec<f64> = (0..=0xffu32).map(|c| small_float_value(c, 5, 3)).collect();
    let mut v: Vec<f32> = Vec::new();
    for w in vals.windows(2) {
        let mid = ((w[0] + w[1]) / 2.0) as f32;
        for f in [w[0] as f32, mid, mid.next_up(), mid.next_down()] {
            v.extend([f, -f]);
        }
    }
    let mut bits: Vec<u32> = v.iter().map(|f| f.to_bits()).collect();
    bits.extend(minifloat_operands());
    while !bits.len().is_multiple_of(64) {
        bits.push(0x7f80_0000);
    }
    bits
}

#[test]
fn ue5m3_conversions_equal_nvcc() {
    let a = ue5m3_operands();
    let n = a.len();
    let b: Vec<u32> = (0..n).map(|i| a[(i * 13 + 5) % n]).collect();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let c: Vec<u32> = (0..n).map(|_| rng.next() as u32).collect();
    // float(u) and the pairs widened to float2 go through __bfloat162float/__bfloat1622float2:
    // nvcc prints cvt.f32.bf16 for sm_90 (ptxsim: NaN 0x7FFFFFFF), ptxc a shift (NaN
    // 0x7FFF0000); both NaN
    let names = source_names("ue5m3");
    let cmp = |k: usize| {
        if k == 48 || k == 63 || k == 70 || k == 71 {
            Cmp::F32Pair
        } else {
            Cmp::Exact
        }
    };
    // sm_107a: sm_107f's ue5m3x2 cvt forms on both sides, then ptxc's against nvcc's sm_80
    // C emulation (ptxsim's cvt against NVIDIA's reference)
    let pairs = [
        ("sm_80", "sm_80"),
        ("sm_90", "sm_90"),
        ("sm_107a", "sm_107a"),
        ("sm_107a", "sm_80"),
    ];
    close_to_nvcc_on(
        &pairs,
        "ue5m3",
        &[words(&a), words(&b), words(&c)],
        n,
        72,
        8,
        &names,
        &cmp,
    );
}

/// The `cvt` forms of the 4-, 6- and 8-bit float pairs in a PTX text.
fn minifloat_cvt_forms(ptx: &str) -> std::collections::BTreeSet<String> {
    let is_pair = |t: &str| {
        let b = t.as_bytes();
        t.ends_with("x2") && b.len() >= 6 && b[b.len() - 5].is_ascii_digit() && b[b.len() - 4] == b'm'
    };
    ptx.split(|c: char| c.is_whitespace() || c == '{')
        .filter(|w| w.starts_with("cvt.") && w.split('.').any(is_pair))
        .map(str::to_string)
        .collect()
}

#[test]
fn fp8_family_uses_nvccs_cvt_forms_per_target() {
    // sm_80 has none (C, as nvcc); sm_89 and sm_90 have exactly nvcc's sm_90 ones (the
    // FP8 forms from float and half pairs, to half pairs); sm_100a and sm_107a have every
    // form nvcc uses there (ptxc may keep a form nvcc's inlining folds away), the .rz FP4
    // and FP6 forms only on sm_107a. ptxc_ptx runs ptxas for each target.
    assert!(minifloat_cvt_forms(&ptxc_ptx("fp8", "sm_80")).is_empty());
    assert!(minifloat_cvt_forms(&nvcc_ptx("fp8", "sm_80")).is_empty());
    let sm90 = minifloat_cvt_forms(&nvcc_ptx("fp8", "sm_90"));
    assert!(sm90.contains("cvt.rn.satfinite.e4m3x2.f32") && sm90.contains("cvt.rn.f16x2.e5m2x2"));
    assert_eq!(minifloat_cvt_forms(&ptxc_ptx("fp8", "sm_89")), sm90);
    assert_eq!(minifloat_cvt_forms(&ptxc_ptx("fp8", "sm_90")), sm90);
    for arch in ["sm_100a", "sm_107a"] {
        let ours = minifloat_cvt_forms(&ptxc_ptx("fp8", arch));
        let theirs = minifloat_cvt_forms(&nvcc_ptx("fp8", arch));
        let missing: Vec<_> = theirs.difference(&ours).collect();
        assert!(missing.is_empty(), "{arch}: nvcc uses {missing:?}, ptxc does not");
        let rz = ours.iter().any(|f| f.starts_with("cvt.rz.satfinite.e"));
        assert_eq!(rz, arch == "sm_107a", "{arch}: the .rz FP4/FP6 forms are sm_107f's");
        assert!(ours.contains("cvt.rn.satfinite.e2m1x2.f32") && ours.contains("cvt.rn.bf16x2.ue8m0x2"));
    }
    // UE5M3: C up to sm_100a, nvcc's ue5m3x2 forms on sm_107a
    let ue5m3 = |f: &String| f.contains("ue5m3x2");
    assert!(!minifloat_cvt_forms(&ptxc_ptx("ue5m3", "sm_100a")).iter().any(ue5m3));
    let ours = minifloat_cvt_forms(&ptxc_ptx("ue5m3", "sm_107a"));
    let theirs = minifloat_cvt_forms(&nvcc_ptx("ue5m3", "sm_107a"));
    assert!(theirs.iter().any(ue5m3));
    let missing: Vec<_> = theirs.difference(&ours).collect();
    assert!(
        missing.is_empty(),
        "ue5m3 sm_107a: nvcc uses {missing:?}, ptxc does not"
    );
}
