//! The device math library, measured where it runs: each single-precision
//! function is compiled by ptxc and executed in ptxsim over 100,000 inputs
//! (special values, edge ranges, random bit patterns); the result is compared
//! with the exact value computed on the host in double precision, in units of
//! the float ulp at the exact value, against NVIDIA's documented maximum error
//! (CUDA Math API). `PTXC_MATH_TABLE=path` writes the measured table.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const INPUTS: usize = 100_000;

/// (kernel, host reference in f64, NVIDIA's bound in ulp, input domain (lo, hi) for the ranged part)
#[allow(clippy::type_complexity)]
const FUNCTIONS: &[(&str, fn(f64) -> f64, f64, (f32, f32))] = &[
    ("sqrtf", f64::sqrt, 0.0, (0.0, 1e6)),
    ("rsqrtf", |x| 1.0 / x.sqrt(), 2.0, (1e-6, 1e6)),
    ("cbrtf", f64::cbrt, 1.0, (-1e6, 1e6)),
    ("expf", f64::exp, 2.0, (-104.0, 89.0)),
    ("exp2f", f64::exp2, 2.0, (-150.0, 128.0)),
    ("exp10f", |x| 10f64.powf(x), 2.0, (-45.0, 38.5)),
    ("expm1f", f64::exp_m1, 1.0, (-20.0, 89.0)),
    ("logf", f64::ln, 1.0, (0.0, 1e30)),
    ("log2f", f64::log2, 1.0, (0.0, 1e30)),
    ("log10f", f64::log10, 2.0, (0.0, 1e30)),
    ("log1pf", f64::ln_1p, 1.0, (-0.999, 1e6)),
    ("sinf", f64::sin, 2.0, (-1e5, 1e5)),
    ("cosf", f64::cos, 2.0, (-1e5, 1e5)),
    ("tanf", f64::tan, 4.0, (-1e4, 1e4)),
    ("asinf", f64::asin, 2.0, (-1.0, 1.0)),
    ("acosf", f64::acos, 2.0, (-1.0, 1.0)),
    ("atanf", f64::atan, 2.0, (-1e4, 1e4)),
    ("sinhf", f64::sinh, 3.0, (-90.0, 90.0)),
    ("coshf", f64::cosh, 2.0, (-90.0, 90.0)),
    ("tanhf", f64::tanh, 2.0, (-20.0, 20.0)),
];

/// Deterministic inputs: specials, a uniform sweep of the domain, and random bit patterns.
fn inputs(domain: (f32, f32)) -> Vec<f32> {
    let mut v = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        2.0,
        f32::MIN_POSITIVE,
        1e-45,
        -1e-45,
        f32::MAX,
        f32::MIN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        std::f32::consts::PI,
        1e-10,
        100.0,
    ];
    let ranged = INPUTS / 2;
    for k in 0..ranged {
        let t = k as f64 / ranged as f64;
        v.push((domain.0 as f64 + t * (domain.1 as f64 - domain.0 as f64)) as f32);
    }
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    while v.len() < INPUTS {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        v.push(f32::from_bits(state as u32));
    }
    v
}

/// Error of `got` against the exact `want`, in float ulps at `want`.
fn ulp_error(got: f32, want: f64) -> f64 {
    if want.is_nan() {
        return if got.is_nan() { 0.0 } else { f64::INFINITY };
    }
    let w32 = want as f32;
    if w32.is_infinite() || got.is_infinite() {
        // Overflowing results must overflow the same way (to the same infinity).
        let same_overflow =
            got.is_infinite() && f64::from(got.signum()) == want.signum() && want.abs() >= f64::from(f32::MAX);
        return if got == w32 || same_overflow {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let a = want.abs().max(f32::MIN_POSITIVE as f64 * 2f64.powi(-23));
    let exp = a.log2().floor() as i32;
    let ulp = 2f64.powi((exp - 23).max(-149));
    (got as f64 - want).abs() / ulp
}

#[test]
fn math_functions_are_within_nvidias_bounds_in_ptxsim() {
    let path = tools::repo_root().join("tests/math/sweep.cu");
    let src = std::fs::read_to_string(&path).unwrap();
    let ptx = compile_str("sweep.cu", &src, &Options::with_arch("sm_80"))
        .expect("compiles")
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "math_sweep").expect("ptxas accepts the sweep kernels");
    }
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let mut table =
        String::from("| function | inputs | max ulp error (ptxsim) | NVIDIA bound |\n| --- | --- | --- | --- |\n");
    let mut failures = Vec::new();
    for &(name, reference, bound, domain) in FUNCTIONS {
        let xs = inputs(domain);
        let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
        let x = sim.alloc_from("x", &bytes);
        let y = sim.alloc("y", xs.len() * 4);
        let blocks = xs.len().div_ceil(256) as u32;
        sim.launch(
            &format!("k_{name}"),
            &LaunchConfig::new([blocks, 1, 1], [256, 1, 1]),
            &[Arg::Ptr(x), Arg::Ptr(y), Arg::I32(xs.len() as i32)],
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        let ys = sim.read(y, xs.len() * 4).unwrap();
        let mut worst = (0.0f64, 0.0f32, 0.0f32);
        for (i, &xv) in xs.iter().enumerate() {
            let got = f32::from_le_bytes(ys[4 * i..4 * i + 4].try_into().unwrap());
            let want = reference(xv as f64);
            let err = if bound == 0.0 {
                // Correctly rounded: exactly the nearest float.
                if got.to_bits() == (want as f32).to_bits() || (got.is_nan() && want.is_nan()) {
                    0.0
                } else {
                    1.0
                }
            } else {
                ulp_error(got, want)
            };
            if err > worst.0 {
                worst = (err, xv, got);
            }
        }
        table.push_str(&format!("| {name} | {} | {:.2} | {bound} |\n", xs.len(), worst.0));
        if worst.0 > bound.max(0.0) {
            failures.push(format!(
                "{name}: {:.2} ulp > {bound} at x = {:e} (got {:e})",
                worst.0, worst.1, worst.2
            ));
        }
    }
    eprintln!("{table}");
    if let Ok(out) = std::env::var("PTXC_MATH_TABLE") {
        std::fs::write(out, &table).unwrap();
    }
    assert!(failures.is_empty(), "{}\n{table}", failures.join("\n"));
}
