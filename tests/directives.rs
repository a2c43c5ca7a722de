//! Kernel attributes become the same PTX directive lines nvcc prints: each
//! file in tests/attributes/ is compiled for sm_90 and its `.entry` and
//! performance-directive lines are compared with nvcc's PTX for the same file
//! (tests/nvcc/attributes/, made by scripts/gen-nvcc-attributes.sh), and so
//! are the parameter lines of every signature (`__grid_constant__`); ptxas
//! must accept ours. Cluster attributes below sm_90 are rejected with the
//! NVVM verifier's message and a span.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};

const DIRECTIVES: &[&str] = &[
    ".visible .entry",
    ".maxntid",
    ".reqntid",
    ".minnctapersm",
    ".maxnreg",
    ".explicitcluster",
    ".reqnctapercluster",
    ".maxclusterrank",
    ".global .attribute",
];

/// The directive lines plus the parameter declarations of function
/// signatures (`.param .align 4 .b8 k_param_0[20],`: how `__grid_constant__`
/// and by-value parameters are passed), not the call-sequence `.param`s.
fn directive_lines(ptx: &str) -> Vec<String> {
    let signature_param = |l: &str| l.starts_with("\t.param") && l.contains("_param_") && !l.ends_with(';');
    ptx.lines()
        .filter(|l| DIRECTIVES.iter().any(|d| l.starts_with(d)) || signature_param(l))
        .map(str::to_string)
        .collect()
}

#[test]
fn directives_equal_nvccs() {
    let root = tools::repo_root();
    let ptxas = tools::require("ptxas", tools::ptxas());
    let mut files: Vec<_> = std::fs::read_dir(root.join("tests/attributes"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    files.sort();
    assert!(files.len() >= 4);
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).unwrap();
        let ours = match compile_str(&name, &source, &Options::with_arch("sm_90")) {
            Ok(c) => c.output,
            Err(e) => {
                failures.push(format!("{name}: {}", e.rendered));
                continue;
            }
        };
        let nvcc = std::fs::read_to_string(root.join(format!("tests/nvcc/attributes/{name}.ptx"))).unwrap();
        let (a, b) = (directive_lines(&ours), directive_lines(&nvcc));
        assert!(b.len() > 1, "{name}: the nvcc reference has directive lines");
        if a != b {
            failures.push(format!("{name}:\n ptxc {a:#?}\n nvcc {b:#?}"));
        }
        if let Some(ptxas) = &ptxas {
            if let Err(e) = tools::run_ptxas(ptxas, &ours, "sm_90", &name) {
                failures.push(format!("{name}: ptxas: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// nvcc's reference PTX (tests/nvcc/attributes/NAME.ptx, one for each tests/attributes/NAME.cu)
/// is itself what ptxas accepts for the architecture of its `.target` line.
#[test]
fn ptxas_accepts_nvccs_reference_ptx() {
    let Some(ptxas) = tools::require("ptxas", tools::ptxas()) else {
        return;
    };
    let root = tools::repo_root();
    let sources = std::fs::read_dir(root.join("tests/attributes"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "cu"))
        .count();
    let (count, failures) = tools::ptxas_check_dir(&ptxas, &root.join("tests/nvcc/attributes"));
    assert_eq!(count, sources, "one reference PTX file for each tests/attributes/*.cu");
    assert!(
        failures.is_empty(),
        "ptxas rejects nvcc's PTX:\n{}",
        failures.join("\n")
    );
}

#[test]
fn cluster_dims_need_sm90() {
    let src = "__global__ void __cluster_dims__(2, 1, 1) k(float* p) { p[0] = 1.0f; }\n";
    let mut opts = Options::with_arch("sm_80");
    opts.json_diagnostics = true;
    let err = compile_str("c.cu", src, &opts).expect_err("cluster dims are rejected on sm_80");
    assert!(
        err.rendered
            .contains("Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures"),
        "{}",
        err.rendered
    );
    assert!(
        err.rendered.contains("\"line\":1"),
        "the error points at the kernel: {}",
        err.rendered
    );
    assert!(compile_str("c.cu", src, &Options::with_arch("sm_90")).is_ok());
}
