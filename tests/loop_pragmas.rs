//! `#pragma unroll [N]` and `_Pragma("unroll N")`: the hint is kept on the loop's back
//! edge as clang's `!llvm.loop` metadata (checked by llvm-as-19), `#pragma unroll 1`
//! reaches the PTX as `.pragma "nounroll";` as nvcc prints it (checked by ptxas), the
//! loops still compute the right sums in ptxsim, and a pragma that precedes no loop gets
//! nvcc's warning.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const SOURCE: &str = r#"
#define N 3
extern "C" __global__ void k(int* o, int n) {
    int s = 0;
    #pragma unroll 1
    for (int i = 0; i < n; i++) s += i;
    #pragma unroll N
    for (int i = 0; i < n; i++) s += 2 * i;
    int j = 0;
    _Pragma("unroll 1") while (j < n) { s += 3; j++; }
    #pragma unroll
    do { s += 1; } while (--j > 0);
    o[threadIdx.x] = s;
}
"#;

fn compile(emit: Emit) -> String {
    let mut opts = Options::with_arch("sm_80");
    opts.emit = emit;
    opts.opt_level = 3;
    compile_str("pragmas.cu", SOURCE, &opts)
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .output
}

#[test]
fn unroll_hints_become_loop_metadata() {
    let ir = compile(Emit::Ir);
    let count = |s: &str| ir.matches(s).count();
    assert_eq!(count("!{!\"llvm.loop.unroll.disable\"}"), 1, "{ir}");
    assert_eq!(count("!{!\"llvm.loop.unroll.count\", i32 3}"), 1, "{ir}");
    assert_eq!(count("!{!\"llvm.loop.unroll.full\"}"), 1, "{ir}");
    // Four loops, each back edge naming its own distinct node.
    assert_eq!(count(", !llvm.loop !"), 4, "{ir}");
    if let Some(llvm_as) = tools::require("llvm-as-19", tools::llvm_as()) {
        tools::run_llvm_as(&llvm_as, &ir, "loop_pragmas").unwrap();
    }
}

#[test]
fn nounroll_loops_are_marked_in_ptx_and_still_compute() {
    let ptx = compile(Emit::Ptx);
    assert_eq!(ptx.matches("\t.pragma \"nounroll\";").count(), 2, "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "loop_pragmas").unwrap();
    }
    let mut sim = Sim::new(&ptx).unwrap();
    let out = sim.alloc("o", 8);
    for n in [0i32, 1, 5, 9] {
        sim.launch(
            "k",
            &LaunchConfig::new([1, 1, 1], [2, 1, 1]),
            &[Arg::Ptr(out), Arg::I32(n)],
        )
        .unwrap();
        let b = sim.read(out, 8).unwrap();
        let got = i32::from_le_bytes(b[..4].try_into().unwrap());
        // sum i + sum 2i + 3n + max(n, 1) (the do-while runs at least once)
        let want = (0..n).sum::<i32>() * 3 + 3 * n + n.max(1);
        assert_eq!(got, want, "n = {n}");
    }
}

#[test]
fn a_pragma_before_something_else_is_a_warning() {
    let src = "__global__ void k(int* o) {\n    #pragma unroll 4\n    o[0] = 1;\n}\n";
    let c = compile_str("w.cu", src, &Options::with_arch("sm_80")).expect("only a warning");
    assert!(
        c.warnings.contains("the #pragma unroll must precede a loop"),
        "{}",
        c.warnings
    );
    assert!(c.warnings.contains("w.cu:2:13"), "span at `unroll`: {}", c.warnings);
}

#[test]
fn a_non_positive_count_is_an_error() {
    let src = "__global__ void k(int* o) {\n#pragma unroll -2\n    for (int i = 0; i < 4; i++) o[i] = i;\n}\n";
    let e = compile_str("e.cu", src, &Options::with_arch("sm_80")).expect_err("bad count");
    assert!(
        e.rendered
            .contains("the argument of #pragma unroll must be a positive integral constant"),
        "{}",
        e.rendered
    );
}
