//! Functions defined in device code whose only parameter is `...` (SFINAE
//! fallbacks such as CuTe's `is_valid_impl(...)`): PTX has no variadic
//! functions and `va_start` needs a named parameter, so such a function is
//! lowered without parameters and its calls evaluate, but do not pass, their
//! arguments. At -O0 the
//! calls stay calls (CuTe's tiled_copy_if failed there before); at -O3 they
//! are inlined. Both run in ptxsim with the extra arguments' side effects.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const SOURCE: &str = r#"
struct No { int tag; };
__device__ __noinline__ No fallback(...) { return No{7}; }
__device__ __noinline__ int first_only(...) { return 5 * 3; }
__device__ int bump(int* k) { return ++*k; }
extern "C" __global__ void k(int* out) {
    int n = 0;
    out[0] = fallback(1, bump(&n), 2.0).tag;
    out[1] = first_only(5, bump(&n), "x", 1.5f);
    out[1] += first_only();
    out[2] = n;
}
"#;

#[test]
fn variadic_definitions_are_called_without_their_extra_arguments() {
    for level in [0, 3] {
        let mut opts = Options::with_arch("sm_80");
        opts.opt_level = level;
        let ptx = compile_str("variadic.cu", SOURCE, &opts)
            .unwrap_or_else(|e| panic!("-O{level}: {}", e.rendered))
            .output;
        if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
            tools::run_ptxas(&ptxas, &ptx, "sm_80", "variadic").unwrap();
        }
        let mut sim = Sim::new(&ptx).unwrap();
        let out = sim.alloc("out", 12);
        sim.launch("k", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::Ptr(out)])
            .unwrap();
        let b = sim.read(out, 12).unwrap();
        let got: Vec<i32> = b.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got, [7, 30, 2], "-O{level}");
        if level == 0 {
            assert!(ptx.contains("call.uni"), "-O0 keeps the calls:\n{ptx}");
        }
    }
}
