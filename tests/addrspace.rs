//! Address-space inference reaches through pointer phis: in the row-sum
//! kernel the pointer walking a row is a loop phi, and its loads must still
//! be `ld.global` (a generic `ld` would be correct but slower).

use ptxc::driver::{compile_str, Options};

#[test]
fn loop_pointer_phis_keep_global_loads() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/pointer_walk.cu");
    let src = std::fs::read_to_string(&path).unwrap();
    let ptx = compile_str("pointer_walk.cu", &src, &Options::with_arch("sm_80"))
        .expect("compiles")
        .output;
    let loads: Vec<&str> = ptx
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("ld.") && !l.starts_with("ld.param"))
        .collect();
    assert!(!loads.is_empty(), "{ptx}");
    assert!(
        loads.iter().all(|l| l.starts_with("ld.global")),
        "generic loads remain: {loads:?}"
    );
}
