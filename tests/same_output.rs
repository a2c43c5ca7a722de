//! Shared by the tests that compile a corpus two ways and compare the outputs byte for
//! byte (prelude_pruning.rs, pass_order.rs): the `.cu` files of some test folders, and
//! one compilation's output, warnings and errors as one text.

use ptxc::driver::{compile_str, Options};
use std::path::{Path, PathBuf};

/// The PTX and warnings of compiling `source`, or `error` and the rendered errors.
pub fn compile(path: &Path, source: &str, opts: &Options) -> String {
    match compile_str(&path.to_string_lossy(), source, opts) {
        Ok(c) => format!("{}{}", c.output, c.warnings),
        Err(e) => format!("error\n{}", e.rendered),
    }
}

/// The `.cu` files of `dirs` (below tests/), sorted.
pub fn sources(dirs: &[&str]) -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).unwrap_or_else(|e| panic!("{d}: {e}")))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    files.sort();
    files
}
