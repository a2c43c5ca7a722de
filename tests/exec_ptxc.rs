//! Every corpus kernel, compiled by ptxc, runs in ptxsim and produces the
//! results of its independent Rust reference (tests/harness/references.rs).
//! Kernels tagged `needs: runtime` use issue 7's device runtime, which ptxc
//! does not compile yet; they are listed in the output and run on nvcc's PTX
//! by tests/exec_nvcc.rs.

use ptxc::driver::{compile_str, Options};
use ptxc_tests::{load_corpus, run_case_on_ptx};

#[test]
fn ptxc_output_computes_the_reference_results() {
    let mut failures = Vec::new();
    let mut ran = 0;
    let mut waiting = Vec::new();
    for case in load_corpus() {
        if case.needs_runtime {
            waiting.push(case.name.clone());
            continue;
        }
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
    eprintln!("ran {ran} kernels compiled by ptxc; waiting for the device runtime: {waiting:?}");
    assert!(ran >= 25, "at least 25 kernels run, ran {ran}");
    assert!(
        failures.is_empty(),
        "{} of {ran} failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
