//! Every corpus kernel, compiled by ptxc, runs in ptxsim and produces the
//! results of its independent Rust reference (tests/harness/references.rs),
//! including the ones tagged `needs: runtime` (shared memory with barriers,
//! atomics, warp shuffles and votes, printf, the math library).

use ptxc::driver::{compile_str, Options};
use ptxc_tests::{load_corpus, run_case_on_ptx};

#[test]
fn ptxc_output_computes_the_reference_results() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in load_corpus() {
        let opts = Options::with_arch("sm_80");
        let ptx = match compile_str(&case.path.to_string_lossy(), &case.source, &opts) {
            Ok(c) => c.output,
            Err(e) => {
                failures.push(format!("{}: ptxc failed:\n{}", case.name, e.rendered));
                continue;
            }
        };
        ran += 1;
        if let Err(e) = run_case_on_ptx(&case, &ptx) {
            failures.push(format!("{}: {e}", case.name));
        }
    }
    eprintln!("ran {ran} kernels compiled by ptxc");
    assert!(ran >= 40, "every corpus kernel runs, ran {ran}");
    assert!(
        failures.is_empty(),
        "{} of {ran} failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
