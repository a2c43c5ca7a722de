//! Runs every corpus kernel's nvcc-generated PTX (tests/nvcc/NAME.ptx, see
//! scripts/gen-nvcc-ptx.sh) in ptxsim and checks it against the Rust
//! reference. This validates the emulator against NVIDIA's code generation.

use ptxc_tests::{case_outcome, load_corpus, run_case_on_ptx};
use std::path::Path;

#[test]
fn corpus_has_enough_cases() {
    let cases = load_corpus();
    let foundation = cases.iter().filter(|c| !c.needs_runtime).count();
    let runtime = cases.len() - foundation;
    // Today's counts: fewer means cases were lost (or lost their `needs: runtime`).
    assert!(cases.len() >= 68, "only {} corpus cases", cases.len());
    assert!(foundation >= 58, "only {foundation} foundation cases");
    assert!(runtime >= 10, "only {runtime} runtime cases");
}

#[test]
fn nvcc_ptx_matches_references() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("nvcc");
    let mut failures = Vec::new();
    let cases = load_corpus();
    for case in &cases {
        let p = dir.join(format!("{}.ptx", case.name));
        let ptx = match std::fs::read_to_string(&p) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!(
                    "{}: missing {} ({e}); run scripts/gen-nvcc-ptx.sh",
                    case.name,
                    p.display()
                ));
                continue;
            }
        };
        if let Err(e) = run_case_on_ptx(case, &ptx) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

#[test]
fn a_wrong_result_is_detected() {
    // The comparison must be able to fail: turn vadd's add into a subtract.
    let cases = load_corpus();
    let vadd = cases.iter().find(|c| c.name == "vadd").expect("vadd case");
    let ptx = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("nvcc/vadd.ptx")).unwrap();
    assert!(ptx.contains("add.f32"));
    let broken = ptx.replace("add.f32", "sub.f32");
    let err = run_case_on_ptx(vadd, &broken).expect_err("a wrong kernel must fail its check");
    assert!(err.contains("mismatches in c"), "{err}");
}

/// Blocks on several threads (`ptxsim --threads`) leave every buffer, the
/// printf text and every count exactly as one thread does, for every kernel.
#[test]
fn every_kernel_gives_the_same_outcome_on_four_threads() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("nvcc");
    let mut differ = Vec::new();
    for case in &load_corpus() {
        let Ok(ptx) = std::fs::read_to_string(dir.join(format!("{}.ptx", case.name))) else {
            continue; // reported by nvcc_ptx_matches_references
        };
        let one = case_outcome(case, &ptx, 1);
        if one.is_err() || case_outcome(case, &ptx, 4) != one {
            differ.push(case.name.clone());
        }
    }
    assert!(differ.is_empty(), "differ with 4 threads: {differ:?}");
}
