//! Pruning the implicit prelude (issue 16): the parser gets only the prelude's
//! declarations a file can reach (frontend/src/preprocess/prelude_items.rs). The output
//! must be what the whole prelude gives, byte for byte: checked here for every program
//! of the execution corpus, the language tests and the half, math, runtime and texture
//! tests, at -O3 for sm_80 and with -use_fast_math (its own snapshot). The argument that
//! makes pruning safe also needs every unused prelude declaration to leave nothing in
//! the output: an empty file's PTX declares nothing, with and without -rdc=true.

#[path = "same_output.rs"]
mod same_output;

use ptxc::driver::{compile_str, Options};
use same_output::{compile, sources};
use std::path::Path;

fn same_output_with_whole_prelude(dirs: &[&str], mut configure: impl FnMut(&mut Options)) {
    let files = sources(dirs);
    assert!(files.len() > 20, "the corpus is there: {}", files.len());
    let mut differing = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).expect("readable source");
        let mut pruned = Options::with_arch("sm_80");
        configure(&mut pruned);
        let mut whole = pruned.clone();
        whole.source.whole_prelude = true;
        if compile(path, &source, &pruned) != compile(path, &source, &whole) {
            differing.push(path.display().to_string());
        }
    }
    assert!(
        differing.is_empty(),
        "output differs with the whole prelude: {differing:#?}"
    );
}

#[test]
fn corpus_compiles_the_same_with_the_pruned_prelude() {
    same_output_with_whole_prelude(&["kernels", "half", "math", "runtime", "textures", "special"], |_| {});
}

#[test]
fn language_tests_compile_the_same_with_the_pruned_prelude() {
    same_output_with_whole_prelude(&["lang"], |_| {});
}

#[test]
fn fast_math_compiles_the_same_with_the_pruned_prelude() {
    same_output_with_whole_prelude(&["kernels", "math"], |o| o.float.use_fast_math = true);
}

#[test]
fn an_empty_file_leaves_nothing_of_the_prelude_in_the_ptx() {
    for relocatable in [false, true] {
        let mut opts = Options::with_arch("sm_80");
        opts.codegen.relocatable = relocatable;
        opts.source.whole_prelude = true;
        let ptx = compile(Path::new("empty.cu"), "", &opts);
        let body: Vec<&str> = ptx
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with('.'))
            .collect();
        let directives: Vec<&str> = ptx
            .lines()
            .filter(|l| {
                l.starts_with('.')
                    && !l.starts_with(".version")
                    && !l.starts_with(".target")
                    && !l.starts_with(".address_size")
            })
            .collect();
        assert!(body.is_empty() && directives.is_empty(), "rdc={relocatable}:\n{ptx}");
    }
}

#[test]
fn a_file_naming_nothing_parses_little_of_the_prelude() {
    let opts = Options::with_arch("sm_80");
    let work = |o: &Options| -> u64 {
        let c = compile_str("empty.cu", "", o).unwrap_or_else(|e| panic!("{}", e.rendered));
        c.stages.iter().filter(|s| s.name == "parse+sema").map(|s| s.work).sum()
    };
    let mut whole = opts.clone();
    whole.source.whole_prelude = true;
    let (pruned, all) = (work(&opts), work(&whole));
    assert!(pruned * 10 < all, "parse+sema work: pruned {pruned}, whole {all}");
}
