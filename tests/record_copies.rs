//! Whole-record copies between memory and locals (`Particle q = ps[i]; ... ps[i] =
//! q;`, `double3 x = a[i]`, records with padding) are field moves: no stack frame,
//! no byte-wise copy, and about as many instructions as nvcc's PTX for the same file
//! (issue 45: they were `ld.u8`/`st.local.u8` loops through a frame, 2-5x slower).
//! The results themselves are checked in ptxsim by exec_ptxc (tests/kernels/aos_records.cu).

use ptxc::driver::{compile_str, Options};

/// The instruction lines of a PTX text (not directives, labels or braces).
fn instructions(ptx: &str) -> Vec<&str> {
    ptx.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase() || c == '@'))
        .collect()
}

#[test]
fn record_copies_use_no_local_memory_and_match_nvcc_size() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(dir.join("kernels/aos_records.cu")).unwrap();
    let ptx = compile_str("aos_records.cu", &src, &Options::with_arch("sm_80"))
        .expect("compiles")
        .output;
    assert!(!ptx.contains(".local") && !ptx.contains("__local_depot"), "{ptx}");
    let ours = instructions(&ptx);
    assert!(
        !ours.iter().any(|l| l.starts_with("ld.u8") || l.starts_with("st.u8")),
        "byte-wise copies remain:\n{ptx}"
    );
    let nvcc = std::fs::read_to_string(dir.join("nvcc/aos_records.ptx")).unwrap();
    let theirs = instructions(&nvcc);
    assert!(theirs.len() > 40, "nvcc's reference PTX looks truncated");
    assert!(
        ours.len() * 10 <= theirs.len() * 11,
        "{} instructions, nvcc's {}:\n{ptx}",
        ours.len(),
        theirs.len()
    );
}
