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

/// Shared-memory addresses are 32-bit, as nvcc emits them: the stencil's
/// tile is reached through `mov.u32` of its symbol, `shl.b32` and `add.s32`,
/// every access is `[%rN+imm]`, and no 64-bit arithmetic builds a shared
/// address (the kernel runs right in ptxsim: exec_ptxc).
#[test]
fn shared_addresses_are_32_bit() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/shared_stencil_1d.cu");
    let src = std::fs::read_to_string(&path).unwrap();
    let mut opts = Options::with_arch("sm_80");
    opts.opt_level = 3;
    let ptx = compile_str("shared_stencil_1d.cu", &src, &opts)
        .expect("compiles")
        .output;
    let lines: Vec<&str> = ptx.lines().map(str::trim).collect();
    let shared: Vec<&&str> = lines
        .iter()
        .filter(|l| l.starts_with("ld.shared") || l.starts_with("st.shared"))
        .collect();
    assert!(shared.len() >= 10, "{ptx}");
    assert!(
        shared.iter().all(|l| l.contains("[%r") && !l.contains("[%rd")),
        "{shared:?}"
    );
    let tile = "_ZZ17shared_stencil_1dPKiPiiE4tile";
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("mov.u32") && l.ends_with(&format!("{tile};"))),
        "{ptx}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("mov.u64") && l.contains(tile)),
        "{ptx}"
    );
    assert!(!ptx.contains("cvta.shared") && !ptx.contains("cvt.u32.u64"), "{ptx}");
}
