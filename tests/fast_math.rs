//! `-use_fast_math`, as nvcc: the standard single-precision functions become
//! the intrinsics (`sinf` -> `sin.approx.ftz.f32`, `expf` -> `ex2.approx`,
//! ...), division and reciprocal are approximate, `sqrtf` is `sqrt.approx`,
//! and every f32 instruction flushes subnormals (`.ftz`). The kernel
//! `tests/math/fast_math.cu` is checked in its PTX (against the instruction
//! forms nvcc 13 prints for the same source), by ptxas for sm_75/80/90, and
//! in ptxsim against f64 host references within the error NVIDIA documents
//! for each intrinsic (CUDA C++ Programming Guide, "Intrinsic Functions").

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const OUTPUTS: usize = 17;

fn compile(arch: &str, fast: bool) -> String {
    let path = tools::repo_root().join("tests/math/fast_math.cu");
    let src = std::fs::read_to_string(&path).unwrap();
    let mut opts = Options::with_arch(arch);
    opts.float.use_fast_math = fast;
    compile_str("fast_math.cu", &src, &opts).expect("compiles").output
}

/// The approximate instructions nvcc -use_fast_math prints for this kernel.
const FAST_FORMS: &[&str] = &[
    "sin.approx.ftz.f32",
    "cos.approx.ftz.f32",
    "ex2.approx.ftz.f32",
    "lg2.approx.ftz.f32",
    "div.approx.ftz.f32",
    "sqrt.approx.ftz.f32",
    "rsqrt.approx.ftz.f32",
    "rcp.approx.ftz.f32",
];

#[test]
fn fast_math_ptx_uses_the_approximate_instructions() {
    let fast = compile("sm_80", true);
    for form in FAST_FORMS {
        assert!(fast.contains(form), "missing {form}:\n{fast}");
    }
    // Every f32 arithmetic instruction flushes; nothing is IEEE-rounded division or sqrt.
    for line in fast.lines().map(str::trim) {
        let op = line.split_whitespace().next().unwrap_or("");
        let arith = ["add.", "sub.", "mul.", "fma.", "div.", "sqrt.", "setp.", "neg.", "abs."]
            .iter()
            .any(|p| op.starts_with(p));
        if arith && op.ends_with(".f32") {
            assert!(op.contains(".ftz."), "f32 instruction without .ftz: {line}");
        }
        assert!(
            !op.starts_with("div.rn.f32") && !op.starts_with("sqrt.rn.f32"),
            "{line}"
        );
    }
    // Without the flag the same source uses the accurate library: no approximations and
    // no ftz but the ones nvcc's accurate library has too, `ex2.approx.f32` (exp2f) and
    // `ex2.approx.ftz.f32` (the exp family's core, specs/math.md).
    let accurate = compile("sm_80", false);
    for line in accurate.lines().map(str::trim) {
        let op = line.split_whitespace().next().unwrap_or("");
        if op.contains(".approx") || op.contains(".ftz") {
            assert!(
                ["ex2.approx.f32", "ex2.approx.ftz.f32"].contains(&op),
                "{op} without -use_fast_math: {line}"
            );
        }
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        for arch in ["sm_75", "sm_80", "sm_90"] {
            tools::run_ptxas(&ptxas, &compile(arch, true), arch, "fast_math")
                .unwrap_or_else(|e| panic!("ptxas {arch}: {e}"));
        }
    }
}

/// ulp of an f32 result near `r`.
fn ulp(r: f64) -> f64 {
    let e = r.abs().max(f64::from(f32::MIN_POSITIVE)).log2().floor() as i32;
    2f64.powi(e - 23)
}

/// (host reference, allowed absolute error) of output `j` for inputs (a, e, l),
/// from NVIDIA's documented bounds of the intrinsic the function maps to.
fn expected(j: usize, a: f64, e: f64, l: f64) -> (f64, f64) {
    let near_one = (0.5..=2.0).contains(&l);
    let sin_err = 2f64.powf(-21.41);
    let cos_err = 2f64.powf(-21.19);
    let r = match j {
        0 | 3 => a.sin(),
        1 | 4 => a.cos(),
        2 => a.tan(),
        5 => e.exp(),
        6 => e.exp2(),
        7 => 10f64.powf(e),
        8 => l.ln(),
        9 => l.log2(),
        10 => l.log10(),
        11 => l.powf(a),
        12 => l / (a + 4.0),
        13 => l.sqrt(),
        14 => 1.0 / l.sqrt(),
        15 => 1.0 / l,
        _ => a * e + l,
    };
    let tol = match j {
        0 | 3 => sin_err,
        1 | 4 => cos_err,
        // __tanf = __sinf / __cosf (div.approx, 2 ulp): first-order propagation.
        2 => (sin_err + r.abs() * cos_err) / a.cos().abs() + 2.0 * ulp(r),
        5 => (2.0 + (1.173 * e).abs().floor()) * ulp(r),
        6 => 2.0 * ulp(r),
        7 => (2.0 + (2.97 * e).abs().floor()) * ulp(r),
        8 if near_one => 2f64.powf(-21.41),
        9 if near_one => 2f64.powf(-22.0),
        10 if near_one => 2f64.powf(-24.0),
        8 | 10 => 3.0 * ulp(r),
        9 => 2.0 * ulp(r),
        // __powf = ex2(y * lg2(x)): lg2's error scaled by |y|, the product's rounding, ex2's 2 ulp.
        11 => {
            let t = a * l.log2();
            let lg2_err = if near_one {
                2f64.powf(-22.0)
            } else {
                2.0 * ulp(l.log2())
            };
            r * std::f64::consts::LN_2 * (a.abs() * lg2_err + ulp(t)) + 2.0 * ulp(r)
        }
        12 => 2.0 * ulp(r),
        13 => ulp(r),
        14 => 2.0 * ulp(r),
        15 => ulp(r),
        // mul then add, each rounded
        _ => (ulp(a * e) + ulp(r)) / 2.0,
    };
    (r, tol)
}

#[test]
fn fast_math_results_are_within_the_intrinsics_documented_error() {
    let ptx = compile("sm_80", true);
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let n = 4096;
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    let mut a = Vec::new();
    let mut e = Vec::new();
    let mut l = Vec::new();
    for _ in 0..n {
        a.push(((next() * 2.0 - 1.0) * std::f64::consts::PI) as f32);
        e.push(((next() * 2.0 - 1.0) * 30.0) as f32);
        l.push(10f64.powf(next() * 8.0 - 4.0) as f32);
    }
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let pa = sim.alloc_from("a", &bytes(&a));
    let pe = sim.alloc_from("e", &bytes(&e));
    let pl = sim.alloc_from("l", &bytes(&l));
    let py = sim.alloc("y", n * OUTPUTS * 4);
    sim.launch(
        "fast",
        &LaunchConfig::new([(n / 128) as u32, 1, 1], [128, 1, 1]),
        &[
            Arg::Ptr(pa),
            Arg::Ptr(pe),
            Arg::Ptr(pl),
            Arg::Ptr(py),
            Arg::I32(n as i32),
        ],
    )
    .unwrap();
    let out = sim.read(py, n * OUTPUTS * 4).unwrap();
    for i in 0..n {
        let (ai, ei, li) = (f64::from(a[i]), f64::from(e[i]), f64::from(l[i]));
        for j in 0..OUTPUTS {
            let k = 4 * (OUTPUTS * i + j);
            let got = f64::from(f32::from_le_bytes(out[k..k + 4].try_into().unwrap()));
            let (want, tol) = expected(j, ai, ei, li);
            assert!(
                (got - want).abs() <= tol,
                "output {j} at a={ai:e} e={ei:e} l={li:e}: got {got:e}, want {want:e} (tolerance {tol:e})"
            );
        }
    }
}
