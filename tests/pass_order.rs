//! The pass pipeline's two walks (compiler/src/passes/mod.rs, `Order`): by default each
//! function goes through a run of passes in one go (its IR stays in the cache; issue
//! 16), while `--pass-major` (implied by `--verify-each` and `--print-after`) runs each
//! pass over every function first. Only inline reads other functions' bodies, and it
//! waits for every function either way, so the PTX must be the same byte for byte:
//! checked for the execution corpus and the language tests at -O3 and -O0.

#[path = "same_output.rs"]
mod same_output;

use ptxc::driver::Options;
use same_output::{compile, sources};

fn same_output_pass_major(dirs: &[&str], opt_level: u8) {
    let files = sources(dirs);
    assert!(files.len() > 20, "the corpus is there: {}", files.len());
    let mut differing = Vec::new();
    let mut compiled = 0;
    for path in &files {
        let source = std::fs::read_to_string(path).expect("readable source");
        let mut by_function = Options::with_arch("sm_80");
        by_function.opt_level = opt_level;
        let mut by_pass = by_function.clone();
        by_pass.pass_major = true;
        let out = compile(path, &source, &by_function);
        compiled += usize::from(!out.starts_with("error"));
        if out != compile(path, &source, &by_pass) {
            differing.push(path.display().to_string());
        }
    }
    assert!(compiled > 20, "most of the corpus compiles: {compiled}");
    assert!(differing.is_empty(), "PTX differs with --pass-major: {differing:#?}");
}

#[test]
fn corpus_compiles_the_same_pass_major() {
    same_output_pass_major(&["kernels", "half", "math", "runtime"], 3);
}

#[test]
fn corpus_at_o0_compiles_the_same_pass_major() {
    same_output_pass_major(&["kernels"], 0);
}

#[test]
fn language_tests_compile_the_same_pass_major() {
    same_output_pass_major(&["lang"], 3);
}
