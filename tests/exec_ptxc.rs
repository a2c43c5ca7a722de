//! Every corpus kernel, compiled by ptxc at every optimization level, runs in
//! ptxsim and produces the results of its independent Rust reference
//! (tests/harness/references.rs), including the ones tagged `needs: runtime`
//! (shared memory with barriers, atomics, warp shuffles and votes, printf,
//! the math library). The reference is the same for all levels, so the levels
//! are also compared with each other (floats within the case's stated ulps,
//! since FMA contraction changes rounding).
//!
//! Every level verifies the IR after each pass (`--verify-each`), so a pass
//! that leaves malformed IR fails here even when the kernel's answer happens
//! to come out right. The PTX of every level also goes through `ptxas`.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options, VerifyMode};
use ptxc_tests::{load_corpus, run_case_on_ptx};

fn corpus_at(level: u8) {
    let ptxas = tools::require("ptxas", tools::ptxas());
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in load_corpus() {
        let mut opts = Options::with_arch("sm_80");
        opts.opt_level = level;
        opts.verify = VerifyMode::Each;
        let ptx = match compile_str(&case.path.to_string_lossy(), &case.source, &opts) {
            Ok(c) => c.output,
            Err(e) => {
                failures.push(format!("{}: ptxc -O{level} failed:\n{}", case.name, e.rendered));
                continue;
            }
        };
        ran += 1;
        if let Some(ptxas) = &ptxas {
            let label = format!("{}-O{level}", case.name);
            if let Err(e) = tools::run_ptxas(ptxas, &ptx, "sm_80", &label) {
                failures.push(format!("{} at -O{level}: ptxas rejected:\n{e}", case.name));
            }
        }
        if let Err(e) = run_case_on_ptx(&case, &ptx) {
            failures.push(format!("{} at -O{level}: {e}", case.name));
        }
    }
    eprintln!("ran {ran} kernels compiled by ptxc -O{level}");
    // Today's 68 kernels: fewer means corpus files were lost.
    assert!(ran >= 68, "every corpus kernel runs at -O{level}, ran {ran}");
    assert!(
        failures.is_empty(),
        "{} of {ran} failed at -O{level}:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn ptxc_output_computes_the_reference_results_at_o3() {
    corpus_at(3);
}

#[test]
fn ptxc_output_computes_the_reference_results_at_o2() {
    corpus_at(2);
}

#[test]
fn ptxc_output_computes_the_reference_results_at_o1() {
    corpus_at(1);
}

#[test]
fn ptxc_output_computes_the_reference_results_at_o0() {
    corpus_at(0);
}
