//! Volatile accesses stay volatile in the PTX, as nvcc emits them: every store
//! through a volatile lvalue (assignment, compound assignment, increment, a
//! volatile `__device__` variable) is `st.volatile`, each member store of a
//! volatile `float4` stays its own store (not merged into one `st.v4`), at -O0
//! and -O3. A plain `st` may be merged, reordered or kept back by ptxas, which a
//! flag another block polls cannot allow. Every PTX goes through ptxas.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};

fn compile(level: u8) -> String {
    let path = tools::repo_root().join("tests/volatile/stores.cu");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch("sm_80");
    opts.opt_level = level;
    let ptx = compile_str(&path.to_string_lossy(), &text, &opts)
        .unwrap_or_else(|e| panic!("-O{level}: {}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "stores").unwrap_or_else(|e| panic!("-O{level}: ptxas: {e}"));
    }
    ptx
}

#[test]
fn stores_through_volatile_lvalues_are_volatile() {
    for level in [0, 3] {
        let ptx = compile(level);
        let stores: Vec<&str> = ptx
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("st.") && !l.starts_with("st.param") && !l.starts_with("st.local"))
            .collect();
        // counts[k], four members, +=, ++, --, ready
        let volatile = stores.iter().filter(|l| l.starts_with("st.volatile.global.")).count();
        assert_eq!(volatile, 9, "-O{level}: {stores:?}\n{ptx}");
        assert_eq!(volatile, stores.len(), "-O{level}: non-volatile stores: {stores:?}");
        assert!(!ptx.contains(".v4"), "-O{level}: volatile members merged:\n{ptx}");
    }
}
