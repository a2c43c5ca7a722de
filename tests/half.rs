//! Half precision and bfloat16 (issue 7): the kernels in tests/half/ use each
//! group of <cuda_fp16.h>/<cuda_bf16.h> (conversions, scalar arithmetic and
//! operators, comparisons and min/max, packed `__half2`, bfloat, atomics,
//! warp shuffles and `__ldg`, globals with initializers).
//! Each compiles for sm_75, sm_80 and sm_90, ptxas accepts the PTX,
//! llvm-as-19 the IR, and ptxsim's results equal this file's reference,
//! which rounds exact (or provably harmlessly pre-rounded) f64 values to
//! the 16-bit formats with its own rounding routine.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::PathBuf;

const ARCHS: &[&str] = &["sm_75", "sm_80", "sm_90"];
const KERNELS: &[&str] = &[
    "conv",
    "arith",
    "compare",
    "packed",
    "bf16",
    "atomics",
    "shuffle",
    "globals",
    "cache_hints",
];

fn compile(name: &str, arch: &str, emit: Emit) -> Result<String, String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("half")
        .join(format!("{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch(arch);
    opts.emit = emit;
    compile_str(&path.to_string_lossy(), &text, &opts)
        .map(|c| c.output)
        .map_err(|e| e.rendered)
}

/// Runs kernel `name` compiled for `arch` over `bufs` with `n` threads (blocks of 32).
fn run(name: &str, arch: &str, n: u32, bufs: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let ptx = compile(name, arch, Emit::Ptx).unwrap_or_else(|e| panic!("{name} {arch}: {e}"));
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{name} {arch}: ptxsim rejects the PTX: {e}\n{ptx}"));
    let ptrs: Vec<u64> = bufs
        .iter()
        .enumerate()
        .map(|(k, b)| sim.alloc_from(&format!("b{k}"), b))
        .collect();
    let args: Vec<Arg> = ptrs.iter().map(|&p| Arg::Ptr(p)).collect();
    let mut cfg = LaunchConfig::new([n.div_ceil(32), 1, 1], [n.min(32), 1, 1]);
    cfg.step_limit = Some(50_000_000);
    sim.launch(name, &cfg, &args)
        .unwrap_or_else(|e| panic!("{name} {arch}: launch failed: {e}"));
    ptrs.iter()
        .zip(bufs)
        .map(|(&p, b)| sim.read(p, b.len()).expect("read back"))
        .collect()
}

// ---------------------------------------------------------------- the reference

/// A 16-bit binary floating format: fraction bits and exponent bias.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Fmt {
    frac: u32,
    bias: i32,
}
const F16: Fmt = Fmt { frac: 10, bias: 15 };
const BF16: Fmt = Fmt { frac: 7, bias: 127 };

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Rn,
    Rz,
    Rd,
    Ru,
}

impl Fmt {
    fn exp_bits(self) -> u32 {
        15 - self.frac
    }
    fn inf(self) -> u16 {
        (((1u32 << self.exp_bits()) - 1) << self.frac) as u16
    }
    fn max_finite(self) -> u16 {
        self.inf() - 1
    }
    fn is_nan(self, h: u16) -> bool {
        (h & 0x7fff) > self.inf()
    }
    /// The exact value of `h`.
    fn value(self, h: u16) -> f64 {
        let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
        let e = i32::from((h & 0x7fff) >> self.frac);
        let m = f64::from(h & ((1u16 << self.frac) - 1));
        let scale = |k: i32| 2f64.powi(k);
        if e == 0 {
            sign * m * scale(1 - self.bias - self.frac as i32)
        } else if (h & 0x7fff) >= self.inf() {
            if self.is_nan(h) {
                f64::NAN
            } else {
                sign * f64::INFINITY
            }
        } else {
            sign * (m + scale(self.frac as i32)) * scale(e - self.bias - self.frac as i32)
        }
    }
    /// `x` rounded to this format with `mode` (NaN -> the canonical 0x7fff).
    fn round(self, x: f64, mode: Mode) -> u16 {
        if x.is_nan() {
            return 0x7fff;
        }
        let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
        let a = x.abs();
        if a == 0.0 {
            return sign;
        }
        if a.is_infinite() {
            return sign | self.inf();
        }
        // The quantum: the spacing at a's binade, never below the subnormal one.
        let emin = 1 - self.bias;
        let e = (a.log2().floor() as i32).max(emin);
        let e = if 2f64.powi(e) > a && e > emin { e - 1 } else { e };
        let e = if 2f64.powi(e + 1) <= a { e + 1 } else { e };
        let q = e - self.frac as i32;
        let scaled = a / 2f64.powi(q); // exact: a power-of-two scaling within f64's range
        let floor = scaled.floor();
        let rem = scaled - floor;
        let away = match mode {
            Mode::Rz => false,
            Mode::Rn => rem > 0.5 || (rem == 0.5 && (floor as u64) & 1 == 1),
            Mode::Rd => sign != 0 && rem > 0.0,
            Mode::Ru => sign == 0 && rem > 0.0,
        };
        let n = floor as u64 + u64::from(away);
        let overflow = |s: &Fmt| -> u16 {
            let to_inf = match mode {
                Mode::Rn => true,
                Mode::Rz => false,
                Mode::Rd => sign != 0,
                Mode::Ru => sign == 0,
            };
            sign | if to_inf { s.inf() } else { s.max_finite() }
        };
        // n * 2^q with n < 2^(frac+1) (or exactly 2^(frac+1) after a carry).
        let (n, q) = if n >> (self.frac + 1) != 0 {
            (n >> 1, q + 1)
        } else {
            (n, q)
        };
        if n < (1 << self.frac) {
            return sign | n as u16; // subnormal (q is the subnormal quantum)
        }
        let biased = q + self.frac as i32 + self.bias;
        if biased >= (1 << self.exp_bits()) - 1 {
            return overflow(&self);
        }
        sign | ((biased as u16) << self.frac) | (n as u16 & ((1 << self.frac) - 1))
    }
    fn rn(self, x: f64) -> u16 {
        self.round(x, Mode::Rn)
    }
}

/// f64 `s` rounded to odd with the exact error `e` of the sum it came from, so
/// that a later rounding to a much narrower format is the correctly rounded one.
fn round_to_odd(s: f64, e: f64) -> f64 {
    if e == 0.0 || s.is_infinite() || s.is_nan() || s.to_bits() & 1 == 1 {
        return s;
    }
    // Step one ulp toward the exact value.
    let bits = s.to_bits();
    let toward_larger_magnitude = (e > 0.0) == (s > 0.0);
    f64::from_bits(if toward_larger_magnitude { bits + 1 } else { bits - 1 })
}

/// Exact a*b + c (the product of two 16-bit values is exact in f64), rounded to `f`.
fn fma_ref(f: Fmt, a: u16, b: u16, c: u16) -> u16 {
    let (x, y, z) = (f.value(a), f.value(b), f.value(c));
    let p = x * y;
    let s = p + z;
    if !s.is_finite() {
        return f.rn(s);
    }
    // TwoSum: the exact error of p + z.
    let bb = s - p;
    let e = (p - (s - bb)) + (z - bb);
    f.rn(round_to_odd(s, e))
}

/// Binary operations of two 16-bit values: f64 has more than twice the precision of
/// both formats, so rounding the f64 result once more is the correct rounding.
fn op_ref(f: Fmt, a: u16, b: u16, op: char) -> u16 {
    let (x, y) = (f.value(a), f.value(b));
    f.rn(match op {
        '+' => x + y,
        '-' => x - y,
        '*' => x * y,
        _ => x / y,
    })
}

fn sat(f: Fmt, r: u16) -> u16 {
    let v = f.value(r);
    if v.is_nan() || v <= 0.0 {
        0
    } else if v >= 1.0 {
        f.rn(1.0)
    } else {
        r
    }
}

/// Same value, NaNs all alike.
fn same(f: Fmt, got: u16, want: u16) -> bool {
    got == want || (f.is_nan(got) && f.is_nan(want))
}

fn check16(what: &str, f: Fmt, got: &[u16], want: &[u16], inputs: &dyn Fn(usize) -> String) {
    let bad: Vec<String> = got
        .iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| !same(f, **g, **w))
        .take(8)
        .map(|(k, (g, w))| format!("  [{k}] {}: got {g:#06x}, want {w:#06x}", inputs(k)))
        .collect();
    assert!(bad.is_empty(), "{what}:\n{}", bad.join("\n"));
}

// ---------------------------------------------------------------- inputs

/// Deterministic 16-bit patterns: specials first, then pseudo-random ones
/// (a quarter anything, the rest with exponents within 2^-6..2^6).
fn patterns(n: usize, seed: u32, f: Fmt) -> Vec<u16> {
    let inf = f.inf();
    let mut v = vec![
        0,
        0x8000,
        1,
        0x8001,
        inf,
        inf | 0x8000,
        inf + 1,
        f.max_finite(),
        f.max_finite() | 0x8000,
        f.rn(1.0),
        f.rn(-1.0),
        f.rn(0.5),
        f.rn(2.0),
        f.rn(1.5),
        f.rn(0.1),
        f.rn(-3.25),
    ];
    let mut s = seed;
    let mut next = || {
        s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        s >> 8
    };
    while v.len() < n {
        let r = next();
        let h = if r % 4 == 0 {
            (next() & 0xffff) as u16
        } else {
            let e = (f.bias - 6 + (next() % 13) as i32) as u16;
            let m = (next() & ((1 << f.frac) - 1)) as u16;
            ((r & 0x10) as u16) << 11 | e << f.frac | m
        };
        v.push(h);
    }
    v.truncate(n);
    v
}

fn le16(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn from16(b: &[u8]) -> Vec<u16> {
    b.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect()
}
fn from32(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

// ---------------------------------------------------------------- tests

#[test]
fn half_kernels_pass_ptxas_and_llvm_as() {
    let ptxas = tools::require("ptxas", tools::ptxas());
    let llvm_as = tools::require("llvm-as-19", tools::llvm_as());
    let mut failures = Vec::new();
    for name in KERNELS {
        for arch in ARCHS {
            match (compile(name, arch, Emit::Ptx), &ptxas) {
                (Err(e), _) => failures.push(format!("{name} {arch}: ptxc failed:\n{e}")),
                (Ok(ptx), Some(p)) => {
                    if let Err(e) = tools::run_ptxas(p, &ptx, arch, &format!("half-{name}")) {
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
                    if let Err(e) = tools::run_llvm_as(l, &ir, &format!("half-{name}-{emit:?}")) {
                        failures.push(format!("{name} {emit:?}: llvm-as:\n{e}"));
                    }
                }
                (Ok(_), None) => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

const N: usize = 128;

#[test]
fn conversions_compute_the_reference() {
    let mut floats: Vec<f32> = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        -0.1,
        65504.0,
        65519.99,
        65520.0,
        -70000.0,
        1e-8,
        -3e-8,
        5.96e-8,
        6.1e-5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1.0 + 1.0 / 2048.0,
        1.0 + 3.0 / 2048.0,
        3.4e38,
        1.17e-38,
    ];
    let mut s = 12345u32;
    while floats.len() < N {
        s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let scale = 2f32.powi((s % 40) as i32 - 20);
        floats.push(((s >> 8) as f32 / 16_777_216.0 - 0.5) * scale);
    }
    let mut ints: Vec<i32> = patterns(N, 7, F16).iter().map(|&h| i32::from(h)).collect();
    ints[0] = 2049;
    ints[1] = -2051;
    ints[2] = 65535;
    ints[3] = i32::MAX;
    ints[4] = i32::MIN + 1;
    let bufs = vec![
        floats.iter().flat_map(|x| x.to_le_bytes()).collect(),
        ints.iter().flat_map(|x| x.to_le_bytes()).collect(),
        vec![0u8; N * 16],
        vec![0u8; N * 16],
        vec![0u8; N * 4],
        vec![0u8; N * 18],
        vec![0u8; N * 4],
        vec![0u8; N * 20],
    ];
    for arch in ARCHS {
        let out = run("conv", arch, N as u32, &bufs);
        let bi = from32(&out[7]);
        let mut want_bi = Vec::new();
        let (h, hi, hf, bf, bff) = (
            from16(&out[2]),
            from32(&out[3]),
            from32(&out[4]),
            from16(&out[5]),
            from32(&out[6]),
        );
        let mut want_h = Vec::new();
        let mut want_bf = Vec::new();
        let mut want_hi = Vec::new();
        let mut want_hf = Vec::new();
        let mut want_bff = Vec::new();
        for i in 0..N {
            let x = f64::from(floats[i]);
            let d = x + x * 1e-9;
            let n = ints[i];
            let u = n as u16;
            want_h.extend([
                F16.round(x, Mode::Rn),
                F16.round(x, Mode::Rz),
                F16.round(x, Mode::Rd),
                F16.round(x, Mode::Ru),
                F16.rn(d),
                F16.rn(f64::from(n)),
                F16.round(f64::from(n), Mode::Rz),
                F16.round(f64::from(u), Mode::Ru),
            ]);
            let big = n as i64 * 1_000_003;
            want_bf.extend([
                BF16.rn(x),
                BF16.rn(d),
                BF16.rn(f64::from(n)),
                BF16.round(x, Mode::Rz),
                BF16.round(x, Mode::Rd),
                BF16.round(x, Mode::Ru),
                BF16.round(f64::from(n), Mode::Rz),
                BF16.round(big as f64, Mode::Ru), // |big| < 2^53: exact in f64
                BF16.round(f64::from(u), Mode::Rd),
            ]);
            let v = F16.value(u);
            let to_int = |r: f64| -> u32 {
                if r.is_nan() {
                    0
                } else {
                    r.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32 as u32
                }
            };
            let rn_int = |v: f64| {
                let fl = v.floor();
                let rem = v - fl;
                if rem > 0.5 || (rem == 0.5 && (fl as i64) % 2 != 0) {
                    fl + 1.0
                } else {
                    fl
                }
            };
            want_hi.extend([
                to_int(v.trunc()),
                to_int(rn_int(v)),
                to_int(v.floor()),
                to_int(v.ceil()),
            ]);
            let bv = BF16.value(u);
            let short = if bv.is_nan() {
                0
            } else {
                rn_int(bv).clamp(-32768.0, 32767.0) as i32 as u32
            };
            want_bi.extend([
                to_int(bv.trunc()),
                to_int(rn_int(bv)),
                to_int(bv.floor()),
                to_int(bv.ceil()),
                short,
            ]);
            want_hf.push(if v.is_nan() { 0x7fff_ffff } else { (v as f32).to_bits() });
            let bv = BF16.value(u);
            want_bff.push(if bv.is_nan() {
                0x7fff_ffff
            } else {
                (bv as f32).to_bits()
            });
        }
        let show = |k: usize| format!("{arch} input {} / {}", floats[k / 8], ints[k / 8]);
        check16(&format!("{arch} float/double/int -> half"), F16, &h, &want_h, &show);
        let show3 = |k: usize| format!("{arch} conversion {} of {} / {}", k % 9, floats[k / 9], ints[k / 9]);
        check16(&format!("{arch} -> bfloat"), BF16, &bf, &want_bf, &show3);
        assert_eq!(hi, want_hi, "{arch}: half -> int in the four roundings");
        assert_eq!(bi, want_bi, "{arch}: bfloat -> int in the four roundings, -> short");
        let nan_alike = |g: &[u32], w: &[u32]| {
            g.iter()
                .zip(w)
                .all(|(a, b)| a == b || (f32::from_bits(*a).is_nan() && f32::from_bits(*b).is_nan()))
        };
        assert!(nan_alike(&hf, &want_hf), "{arch}: half -> float\n{hf:x?}\n{want_hf:x?}");
        assert!(nan_alike(&bff, &want_bff), "{arch}: bfloat -> float");
    }
}

#[test]
fn scalar_arithmetic_and_operators_compute_the_reference() {
    let (a, b, c) = (patterns(N, 1, F16), patterns(N, 2, F16), patterns(N, 3, F16));
    let bufs = vec![le16(&a), le16(&b), le16(&c), vec![0u8; N * 32]];
    let mut want = Vec::new();
    for i in 0..N {
        let (x, y, z) = (a[i], b[i], c[i]);
        let add = op_ref(F16, x, y, '+');
        let mul = op_ref(F16, x, y, '*');
        let fma = fma_ref(F16, x, y, z);
        let one = F16.rn(1.0);
        want.extend([
            add,
            op_ref(F16, x, y, '-'),
            mul,
            op_ref(F16, x, y, '/'),
            fma,
            x ^ 0x8000,
            x & 0x7fff,
            sat(F16, add),
            sat(F16, mul),
            sat(F16, fma),
            add,
            op_ref(F16, mul, z, '-'),
            x ^ 0x8000,
            op_ref(F16, add, z, '*'),
            op_ref(F16, x, one, '+'),
            op_ref(F16, x, y, '/'),
        ]);
    }
    for arch in ARCHS {
        let out = run("arith", arch, N as u32, &bufs);
        let got = from16(&out[3]);
        let show = |k: usize| {
            format!(
                "{arch} op {} on {:#06x} {:#06x} {:#06x}",
                k % 16,
                a[k / 16],
                b[k / 16],
                c[k / 16]
            )
        };
        check16("half arithmetic", F16, &got, &want, &show);
    }
}

/// CUDA's min/max: a NaN operand yields the other one, two NaNs a NaN.
fn minmax_ref(f: Fmt, a: u16, b: u16, max: bool) -> u16 {
    let (x, y) = (f.value(a), f.value(b));
    match (x.is_nan(), y.is_nan()) {
        (true, true) => 0x7fff,
        (true, false) => b,
        (false, true) => a,
        _ if x == y => {
            // +0 and -0: max is +0, min is -0.
            if max {
                a & b
            } else {
                a | b
            }
        }
        _ => {
            if (x > y) == max {
                a
            } else {
                b
            }
        }
    }
}

#[test]
fn comparisons_and_min_max_compute_the_reference() {
    let a = patterns(N, 11, F16);
    let mut b = patterns(N, 12, F16);
    for i in (0..N).step_by(5) {
        b[i] = a[i]; // equal pairs
    }
    b[20] = 0x8000;
    let bufs = vec![le16(&a), le16(&b), vec![0u8; N * 4], vec![0u8; N * 8]];
    let mut want_m = Vec::new();
    let mut want_mm = Vec::new();
    for i in 0..N {
        let (x, y) = (F16.value(a[i]), F16.value(b[i]));
        let un = x.is_nan() || y.is_nan();
        let t = [
            x == y,
            !un && x != y,
            x < y,
            x <= y,
            x > y,
            x >= y,
            un || x == y,
            un || x != y,
            un || x < y,
            un || x <= y,
            un || x > y,
            un || x >= y,
            x == y,
            x != y,
            x < y,
            x <= y,
            x > y,
            x >= y,
            x.is_nan(),
            x != 0.0,
        ];
        let mut bits = 0u32;
        for (k, &v) in t.iter().enumerate() {
            bits |= u32::from(v) << k;
        }
        let inf = if x == f64::INFINITY {
            2
        } else if x == f64::NEG_INFINITY {
            0
        } else {
            1
        };
        want_m.push(bits | (inf << 20));
        let nan = if un { Some(0x7fffu16) } else { None };
        want_mm.extend([
            minmax_ref(F16, a[i], b[i], true),
            minmax_ref(F16, a[i], b[i], false),
            nan.unwrap_or(minmax_ref(F16, a[i], b[i], true)),
            nan.unwrap_or(minmax_ref(F16, a[i], b[i], false)),
        ]);
    }
    for arch in ARCHS {
        let out = run("compare", arch, N as u32, &bufs);
        let m = from32(&out[2]);
        for i in 0..N {
            assert_eq!(
                m[i], want_m[i],
                "{arch}: comparisons of {:#06x} and {:#06x}: got {:#x}, want {:#x}",
                a[i], b[i], m[i], want_m[i]
            );
        }
        let show = |k: usize| format!("{arch} min/max {} of {:#06x} {:#06x}", k % 4, a[k / 4], b[k / 4]);
        check16("min/max", F16, &from16(&out[3]), &want_mm, &show);
    }
}

/// One lane operation of a pair: `lane(x, y)` on the low and the high half.
fn pair(a: u32, b: u32, lane: impl Fn(u16, u16) -> u16) -> u32 {
    u32::from(lane(a as u16, b as u16)) | (u32::from(lane((a >> 16) as u16, (b >> 16) as u16)) << 16)
}
fn pair3(a: u32, b: u32, c: u32, lane: impl Fn(u16, u16, u16) -> u16) -> u32 {
    let lo = lane(a as u16, b as u16, c as u16);
    let hi = lane((a >> 16) as u16, (b >> 16) as u16, (c >> 16) as u16);
    u32::from(lo) | (u32::from(hi) << 16)
}
fn join(lo: u16, hi: u16) -> u32 {
    u32::from(lo) | (u32::from(hi) << 16)
}
fn le32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn packed_half2_computes_the_reference() {
    let (a, b, c) = (
        patterns(2 * N, 21, F16),
        patterns(2 * N, 22, F16),
        patterns(2 * N, 23, F16),
    );
    let pack = |v: &[u16]| -> Vec<u32> { v.chunks(2).map(|p| join(p[0], p[1])).collect() };
    let (a, b, c) = (pack(&a), pack(&b), pack(&c));
    let bufs = vec![
        le32(&a),
        le32(&b),
        le32(&c),
        vec![0u8; N * 64],
        vec![0u8; N * 8],
        vec![0u8; N * 12],
    ];
    let one = F16.rn(1.0);
    let mut want = Vec::new();
    let mut want_f = Vec::new();
    let mut want_m = Vec::new();
    for i in 0..N {
        let (x, y, z) = (a[i], b[i], c[i]);
        let lt = |p: u16, q: u16| F16.value(p) < F16.value(q);
        let eq = |p: u16, q: u16| F16.value(p) == F16.value(q);
        let ne = |p: u16, q: u16| F16.value(p) < F16.value(q) || F16.value(p) > F16.value(q);
        let mask = |t: bool| if t { one } else { 0 };
        let lo_a3 = (F16.value(x as u16) as f32 * 3.0f32) as f64;
        want.extend([
            pair(x, y, |p, q| op_ref(F16, p, q, '+')),
            pair(x, y, |p, q| op_ref(F16, p, q, '-')),
            pair(x, y, |p, q| op_ref(F16, p, q, '*')),
            pair(x, y, |p, q| op_ref(F16, p, q, '/')),
            pair3(x, y, z, |p, q, r| fma_ref(F16, p, q, r)),
            x ^ 0x8000_8000,
            x & 0x7fff_7fff,
            pair(x, y, |p, q| minmax_ref(F16, p, q, true)),
            pair3(x, y, z, |p, q, r| op_ref(F16, p, op_ref(F16, q, r, '*'), '+')),
            pair(x, y, |p, q| op_ref(F16, p ^ 0x8000, q, '/')),
            pair(x, z, |p, r| op_ref(F16, p, r, '-')),
            pair(x, y, |p, q| mask(eq(p, q))),
            join((x >> 16) as u16, x as u16),
            join(x as u16, (y >> 16) as u16),
            join(F16.rn(lo_a3), (y >> 16) as u16),
            pair(x, y, |p, q| mask(lt(p, q))),
        ]);
        for h in [z as u16, (z >> 16) as u16] {
            let v = F16.value(h);
            want_f.push(if v.is_nan() { 0x7fff_ffff } else { (v as f32).to_bits() });
        }
        let both = |f: &dyn Fn(u16, u16) -> bool| f(x as u16, y as u16) && f((x >> 16) as u16, (y >> 16) as u16);
        let unord = |p: u16, q: u16| F16.value(p).is_nan() || F16.value(q).is_nan();
        let geu = |p: u16, q: u16| unord(p, q) || F16.value(p) >= F16.value(q);
        let ltu = |p: u16, q: u16| unord(p, q) || F16.value(p) < F16.value(q);
        let neu = |p: u16, q: u16| unord(p, q) || F16.value(p) != F16.value(q);
        want_m.push(
            u32::from(both(&eq))
                | (u32::from(both(&lt)) << 1)
                | (u32::from(both(&ne)) << 2)
                | (u32::from(both(&geu)) << 3),
        );
        let lane_mask = |f: &dyn Fn(u16, u16) -> bool| {
            (if f(x as u16, y as u16) { 0xffffu32 } else { 0 })
                | (if f((x >> 16) as u16, (y >> 16) as u16) {
                    0xffff_0000
                } else {
                    0
                })
        };
        want_m.push(lane_mask(&lt));
        want_m.push(lane_mask(&ltu) ^ u32::from(mask(neu((x >> 16) as u16, (y >> 16) as u16))));
    }
    for arch in ARCHS {
        let out = run("packed", arch, N as u32, &bufs);
        let got = from32(&out[3]);
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let ok = same(F16, *g as u16, *w as u16) && same(F16, (*g >> 16) as u16, (*w >> 16) as u16);
            assert!(
                ok,
                "{arch} packed op {} on {:#010x} {:#010x} {:#010x}: got {g:#010x}, want {w:#010x}",
                k % 16,
                a[k / 16],
                b[k / 16],
                c[k / 16]
            );
        }
        let f = from32(&out[4]);
        let nan_alike = f
            .iter()
            .zip(&want_f)
            .all(|(g, w)| g == w || (f32::from_bits(*g).is_nan() && f32::from_bits(*w).is_nan()));
        assert!(nan_alike, "{arch}: __half22float2");
        assert_eq!(from32(&out[5]), want_m, "{arch}: pair comparisons");
    }
}

#[test]
fn bfloat16_computes_the_reference() {
    let (a, b, c) = (patterns(N, 31, BF16), patterns(N, 32, BF16), patterns(N, 33, BF16));
    let bufs = vec![
        le16(&a),
        le16(&b),
        le16(&c),
        vec![0u8; N * 20],
        vec![0u8; N * 4],
        vec![0u8; N * 12],
    ];
    for arch in ARCHS {
        let has_fma = *arch != "sm_75";
        let mut want = Vec::new();
        let mut want_m = Vec::new();
        let mut want_p = Vec::new();
        for i in 0..N {
            let (x, y, z) = (a[i], b[i], c[i]);
            let (vx, vy) = (BF16.value(x), BF16.value(y));
            want.extend([
                op_ref(BF16, x, y, '+'),
                op_ref(BF16, x, y, '-'),
                op_ref(BF16, x, y, '*'),
                op_ref(BF16, x, y, '/'),
                if has_fma { fma_ref(BF16, x, y, z) } else { 0xffff },
                x ^ 0x8000,
                x & 0x7fff,
                op_ref(BF16, op_ref(BF16, x, y, '*'), z, '+'),
                minmax_ref(BF16, x, y, true),
                op_ref(BF16, x, y, '-'),
            ]);
            let un = vx.is_nan() || vy.is_nan();
            want_m.push(
                u32::from(vx == vy)
                    | (u32::from(vx < vy) << 1)
                    | (u32::from(un || vx >= vy) << 2)
                    | (u32::from(vx.is_nan()) << 3),
            );
            let lane = |p: u16, q: u16| op_ref(BF16, op_ref(BF16, p, q, '*'), p, '+');
            want_p.push(join(lane(x, z), lane(y, x)));
            // __hfma2((a, b), (c, a), (a, b)) from sm_80; before, (c, a) unchanged.
            want_p.push(if has_fma {
                join(fma_ref(BF16, x, z, x), fma_ref(BF16, y, x, y))
            } else {
                join(z, x)
            });
            want_p.push(join(op_ref(BF16, x, z, '-'), op_ref(BF16, y, x, '-')));
        }
        let out = run("bf16", arch, N as u32, &bufs);
        let show = |k: usize| {
            format!(
                "{arch} op {} on {:#06x} {:#06x} {:#06x}",
                k % 10,
                a[k / 10],
                b[k / 10],
                c[k / 10]
            )
        };
        check16("bfloat arithmetic", BF16, &from16(&out[3]), &want, &show);
        assert_eq!(from32(&out[4]), want_m, "{arch}: bfloat comparisons");
        let p = from32(&out[5]);
        for (k, (g, w)) in p.iter().zip(&want_p).enumerate() {
            let ok = same(BF16, *g as u16, *w as u16) && same(BF16, (*g >> 16) as u16, (*w >> 16) as u16);
            let (x, y, z) = (a[k / 3], b[k / 3], c[k / 3]);
            assert!(
                ok,
                "{arch} bfloat162 [{k}] of {x:#06x} {y:#06x} {z:#06x}: got {g:#010x}, want {w:#010x}"
            );
        }
    }
}

#[test]
fn atomics_on_half_and_bfloat_pairs_add_every_contribution() {
    const T: usize = 64;
    let bufs = vec![
        vec![0u8; 4],
        vec![0u8; 2],
        vec![0u8; 4],
        le16(&[BF16.rn(256.0), 0]),
        vec![0u8; T * 4],
        vec![0u8; T * 2],
        vec![0u8; T * 4],
        vec![0u8; T * 2],
    ];
    for arch in ARCHS {
        let out = run("atomics", arch, T as u32, &bufs);
        let t = T as f64;
        assert_eq!(
            from32(&out[0]),
            [join(F16.rn(t), F16.rn(t * 0.5))],
            "{arch}: __half2 sum"
        );
        assert_eq!(from16(&out[1]), [F16.rn(t * 0.25)], "{arch}: __half sum");
        assert_eq!(
            from32(&out[2]),
            [join(BF16.rn(t), BF16.rn(t * 2.0))],
            "{arch}: __nv_bfloat162 sum"
        );
        // The word shared by the two bfloats: both sums landed, neither clobbered the other.
        assert_eq!(
            from16(&out[3]),
            [BF16.rn(256.0 - t), BF16.rn(t * 4.0)],
            "{arch}: __nv_bfloat16 sums"
        );
        // Every thread saw a distinct earlier total.
        let mut olds: Vec<u32> = from32(&out[4]);
        olds.sort_by(|p, q| F16.value(*p as u16).total_cmp(&F16.value(*q as u16)));
        let want: Vec<u32> = (0..T).map(|k| join(F16.rn(k as f64), F16.rn(k as f64 * 0.5))).collect();
        assert_eq!(olds, want, "{arch}: __half2 old values");
        let mut olds: Vec<u16> = from16(&out[5]);
        olds.sort_by(|p, q| F16.value(*p).total_cmp(&F16.value(*q)));
        let want: Vec<u16> = (0..T).map(|k| F16.rn(k as f64 * 0.25)).collect();
        assert_eq!(olds, want, "{arch}: __half old values");
        let mut olds: Vec<u32> = from32(&out[6]);
        olds.sort_by(|p, q| BF16.value(*p as u16).total_cmp(&BF16.value(*q as u16)));
        let want: Vec<u32> = (0..T)
            .map(|k| join(BF16.rn(k as f64), BF16.rn(k as f64 * 2.0)))
            .collect();
        assert_eq!(olds, want, "{arch}: __nv_bfloat162 old values");
        let mut olds: Vec<u16> = from16(&out[7]);
        olds.sort_by(|p, q| BF16.value(*p).total_cmp(&BF16.value(*q)));
        let want: Vec<u16> = (0..T).map(|k| BF16.rn(k as f64 * 4.0)).collect();
        assert_eq!(olds, want, "{arch}: __nv_bfloat16 old values");
    }
}

#[test]
fn names_mangle_as_nvcc_and_16_bit_types_do_not_mix() {
    // The symbol nvcc 13 gives this kernel (`nvcc -ptx -arch=sm_80`).
    let src = "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n\
               __global__ void k(const __half* a, const __half* b, __half* c, float* f, __half2* h2, __nv_bfloat16* bf) {}\n\
               __global__ void g(half x, __half2 y, nv_bfloat16 z, __nv_bfloat162 w) {}\n";
    let ptx = compile_str("names.cu", src, &Options::with_arch("sm_80"))
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("{}", e.rendered));
    assert!(
        ptx.contains(".entry _Z1kPK6__halfS1_PS_PfP7__half2P13__nv_bfloat16("),
        "{ptx}"
    );
    assert!(
        ptx.contains(".entry _Z1g6__half7__half213__nv_bfloat1614__nv_bfloat162("),
        "{ptx}"
    );
}

#[test]
fn shuffles_and_read_only_loads_of_16_bit_values() {
    const T: usize = 64;
    // Small values keep the warp sums exact-ish but still rounded in half.
    let a: Vec<u16> = (0..T).map(|k| F16.rn(0.1 * (k as f64 + 1.0))).collect();
    let b: Vec<u32> = (0..T)
        .map(|k| join(F16.rn(k as f64 * 0.5), F16.rn(-(k as f64) / 3.0)))
        .collect();
    let bufs = vec![le16(&a), le32(&b), vec![0u8; T * 2], vec![0u8; T * 4], vec![0u8; T * 2]];
    // The warp sum as each lane computes it: a lane whose source is outside the warp keeps its value.
    let mut want_v = Vec::new();
    for warp in a.chunks(32) {
        let mut v = warp.to_vec();
        let mut d = 16;
        while d > 0 {
            let prev = v.clone();
            for l in 0..32 {
                let src = if l + d < 32 { prev[l + d] } else { prev[l] };
                v[l] = op_ref(F16, prev[l], src, '+');
            }
            d /= 2;
        }
        want_v.extend(v);
    }
    let want_w: Vec<u32> = (0..T)
        .map(|k| pair(b[k], b[k ^ 1], |p, q| op_ref(F16, p, q, '+')))
        .collect();
    let want_b: Vec<u16> = (0..T).map(|k| BF16.rn(((k % 32) & !15) as f64 + 3.0)).collect();
    for arch in ARCHS {
        let out = run("shuffle", arch, T as u32, &bufs);
        assert_eq!(from16(&out[2]), want_v, "{arch}: __half warp sum");
        assert_eq!(from32(&out[3]), want_w, "{arch}: __half2 xor exchange");
        assert_eq!(from16(&out[4]), want_b, "{arch}: __nv_bfloat16 indexed shuffle");
    }
}

#[test]
fn cache_hint_loads_and_stores_of_16_bit_values_and_pairs() {
    const T: usize = 64;
    let h: Vec<u16> = (0..T + 6).map(|k| F16.rn(k as f64 * 0.75 - 20.0)).collect();
    let b: Vec<u16> = (0..T + 6).map(|k| BF16.rn(k as f64 * -1.25 + 3.0)).collect();
    let h2: Vec<u32> = (0..T + 6).map(|k| join(h[k], h[(k + 1) % h.len()])).collect();
    let b2: Vec<u32> = (0..T + 6).map(|k| join(b[k], b[(k + 3) % b.len()])).collect();
    // slot k < 6 holds element i + k, slot 6 + j element i + j
    let slot = |k: usize| if k < 6 { k } else { k - 6 };
    let want16 = |v: &[u16]| -> Vec<u16> { (0..10 * T).map(|s| v[s / 10 + slot(s % 10)]).collect() };
    let want32 = |v: &[u32]| -> Vec<u32> { (0..10 * T).map(|s| v[s / 10 + slot(s % 10)]).collect() };
    let bufs = vec![
        le16(&h),
        le32(&h2),
        le16(&b),
        le32(&b2),
        vec![0u8; 20 * T],
        vec![0u8; 40 * T],
        vec![0u8; 20 * T],
        vec![0u8; 40 * T],
    ];
    for arch in ARCHS {
        let ptx = compile("cache_hints", arch, Emit::Ptx).unwrap_or_else(|e| panic!("{e}"));
        for hint in ["nc", "cg", "ca", "cs", "lu", "cv"] {
            assert!(
                ptx.contains(&format!("ld.global.{hint}.u16")),
                "{arch}: ld.global.{hint}.u16\n{ptx}"
            );
            assert!(
                ptx.contains(&format!("ld.global.{hint}.u32")),
                "{arch}: ld.global.{hint}.u32\n{ptx}"
            );
        }
        for hint in ["wb", "cg", "cs", "wt"] {
            assert!(
                ptx.contains(&format!("st.global.{hint}.u16")),
                "{arch}: st.global.{hint}.u16\n{ptx}"
            );
            assert!(
                ptx.contains(&format!("st.global.{hint}.u32")),
                "{arch}: st.global.{hint}.u32\n{ptx}"
            );
        }
        let out = run("cache_hints", arch, T as u32, &bufs);
        assert_eq!(from16(&out[4]), want16(&h), "{arch}: __half");
        assert_eq!(from32(&out[5]), want32(&h2), "{arch}: __half2");
        assert_eq!(from16(&out[6]), want16(&b), "{arch}: __nv_bfloat16");
        assert_eq!(from32(&out[7]), want32(&b2), "{arch}: __nv_bfloat162");
    }
}

#[test]
fn pair_arithmetic_uses_packed_instructions_where_the_sm_has_them() {
    for arch in ARCHS {
        let ptx = compile("packed", arch, Emit::Ptx).unwrap_or_else(|e| panic!("{e}"));
        for m in ["add.rn.f16x2", "sub.rn.f16x2", "mul.rn.f16x2", "fma.rn.f16x2"] {
            assert!(ptx.contains(m), "{arch}: no {m} in the pair kernel");
        }
        // bfloat pairs: add/sub/mul.bf16x2 from sm_90; on sm_80 one fma.rn.bf16x2
        // each with a constant pair (a*b+-0, a*1+b, b*-1+a), as nvcc 13 prints
        // `__hmul2(x, y) + x` and `__hsub2(x, y)`; on sm_75 lane by lane.
        let ptx = compile("bf16", arch, Emit::Ptx).unwrap_or_else(|e| panic!("{e}"));
        for m in ["add.rn.bf16x2", "sub.rn.bf16x2", "mul.rn.bf16x2"] {
            assert_eq!(ptx.contains(m), *arch == "sm_90", "{arch}: {m}");
        }
        for pair in [0x8000_8000u32, 0x3F80_3F80, 0xBF80_BF80] {
            let mov = format!(", {pair};");
            assert_eq!(ptx.contains(&mov), *arch == "sm_80", "{arch}: constant pair {pair:#x}");
        }
        let pair_fmas = [("sm_75", 0), ("sm_80", 4), ("sm_90", 1)];
        let want = pair_fmas.iter().find(|p| p.0 == *arch).map_or(0, |p| p.1);
        assert_eq!(ptx.matches("fma.rn.bf16x2").count(), want, "{arch}: bfloat pair fmas");
        assert_eq!(ptx.contains("fma.rn.bf16 "), *arch != "sm_75", "{arch}: bfloat fma");
        assert_eq!(
            ptx.contains("fma.rn.bf16x2"),
            *arch != "sm_75",
            "{arch}: bfloat pair fma"
        );
    }
}

#[test]
fn global_initializers_are_rounded_like_conversions() {
    let want = [
        F16.rn(f64::from(0.1f32)),
        BF16.rn(3.0),
        F16.rn(1.0),
        F16.rn(-2.5),
        F16.rn(1.0),
        F16.rn(65520.0), // rounds up to infinity
        F16.rn(f64::from(1e-7f32)),
        BF16.rn(0.1),
        BF16.rn(f64::from(-1e30f32)),
        F16.rn(f64::from(0.3f32)), // a constexpr constructor's float member initializer
        BF16.rn(-1.0e-3),
    ];
    for arch in ARCHS {
        let out = run("globals", arch, 1, &[vec![0u8; 22]]);
        assert_eq!(from16(&out[0]), want, "{arch}");
    }
}
