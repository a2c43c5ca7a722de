//! The `.ll` pass tests in `compiler/tests/passes/`: each file is textual IR
//! with its expectations in comments, in the manner of LLVM's FileCheck.
//!
//! - `; pass: NAME` (required) names the pass to run (a pipeline pass or
//!   `global-dce`); `; sm: N` sets the target (default 80).
//! - `; CHECK: text` must occur in the printed result after the previous match.
//! - `; CHECK-NEXT: text` must occur on the line after the previous match's.
//! - `; CHECK-NOT: text` must not occur between the previous match and the next
//!   one (or the end of the output).
//! - Any other `; CHECK...:` line is an error, so a misspelt check cannot pass
//!   unseen.
//!
//! The pass runs through [`super::ir_text::after_pass_for`], so every file also
//! proves that the pass leaves structurally valid IR.

use super::ir_text::after_pass_for;
use std::path::{Path, PathBuf};

/// One expectation line.
enum Check<'t> {
    Present(&'t str),
    Next(&'t str),
    Absent(&'t str),
}

/// The value of the `; key:` header line, if present.
fn header<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    let prefix = format!("; {key}:");
    text.lines()
        .find_map(|l| l.trim().strip_prefix(prefix.as_str()).map(str::trim))
}

fn checks(text: &str) -> Vec<Check<'_>> {
    text.lines()
        .filter_map(|l| {
            let l = l.trim();
            if let Some(p) = l.strip_prefix("; CHECK-NOT:") {
                Some(Check::Absent(p.trim()))
            } else if let Some(p) = l.strip_prefix("; CHECK-NEXT:") {
                Some(Check::Next(p.trim()))
            } else if let Some(p) = l.strip_prefix("; CHECK:") {
                Some(Check::Present(p.trim()))
            } else {
                assert!(!l.starts_with("; CHECK"), "unknown check directive: {l}");
                None
            }
        })
        .collect()
}

/// Matches `checks` against `out`; the first failure, described.
fn match_checks(out: &str, checks: &[Check]) -> Result<(), String> {
    let mut pos = 0;
    let mut absent: Vec<&str> = Vec::new();
    let forbid = |absent: &[&str], region: &str| {
        absent
            .iter()
            .find(|a| region.contains(*a))
            .map(|a| format!("CHECK-NOT `{a}` occurs"))
    };
    for check in checks {
        match check {
            Check::Absent(text) => absent.push(text),
            Check::Present(text) => {
                let Some(at) = out[pos..].find(text).map(|at| pos + at) else {
                    return Err(format!("CHECK `{text}` not found after byte {pos}"));
                };
                if let Some(e) = forbid(&absent, &out[pos..at]) {
                    return Err(format!("{e} before `{text}`"));
                }
                absent.clear();
                pos = at + text.len();
            }
            Check::Next(text) => {
                let rest = &out[pos..];
                let line_start = rest.find('\n').map(|n| pos + n + 1);
                let line = line_start.map(|s| &out[s..out[s..].find('\n').map_or(out.len(), |n| s + n)]);
                let Some((start, line)) = line_start.zip(line) else {
                    return Err(format!("CHECK-NEXT `{text}`: no line after byte {pos}"));
                };
                let Some(at) = line.find(text) else {
                    return Err(format!("CHECK-NEXT `{text}` not on the next line, `{line}`"));
                };
                if let Some(e) = forbid(&absent, &out[pos..start + at]) {
                    return Err(format!("{e} before `{text}`"));
                }
                absent.clear();
                pos = start + at + text.len();
            }
        }
    }
    forbid(&absent, &out[pos..]).map_or(Ok(()), Err)
}

fn pass_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/passes");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_pass_file_meets_its_checks() {
    let files = pass_files();
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable test file");
        let name = file.file_name().unwrap().to_string_lossy();
        let Some(pass) = header(&text, "pass") else {
            failures.push(format!("{name}: no `; pass:` line"));
            continue;
        };
        let sm = header(&text, "sm").map_or(80, |s| s.parse().expect("`; sm:` is a number"));
        let checks = checks(&text);
        if checks.is_empty() {
            failures.push(format!("{name}: no CHECK lines"));
            continue;
        }
        let out = after_pass_for(&text, pass, sm);
        if let Err(e) = match_checks(&out, &checks) {
            failures.push(format!("{name} ({pass}): {e}\n--- output:\n{out}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Each file's checks fail on its input as merely parsed and printed: the
/// expectations describe what the pass does, not what was already there.
#[test]
fn no_pass_file_passes_without_its_pass() {
    let mut vacuous = Vec::new();
    for file in pass_files() {
        let text = std::fs::read_to_string(&file).expect("readable test file");
        let module = ptxc_ir::parse_module(&text).expect("test IR parses");
        if match_checks(&ptxc_ir::print_module(&module), &checks(&text)).is_ok() {
            vacuous.push(file.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    assert!(vacuous.is_empty(), "checks met without running the pass: {vacuous:?}");
}

/// Every pass of the pipeline, and global-dce, has at least one file.
#[test]
fn every_pass_has_a_file() {
    let covered: Vec<String> = pass_files()
        .iter()
        .filter_map(|f| header(&std::fs::read_to_string(f).ok()?, "pass").map(str::to_string))
        .collect();
    let names = super::PIPELINE.iter().map(|p| p.name).chain(["global-dce"]);
    let missing: Vec<&str> = names.filter(|n| !covered.iter().any(|c| c == n)).collect();
    assert!(missing.is_empty(), "passes without a .ll test: {missing:?}");
}

#[test]
fn check_semantics() {
    let out = "a b c d";
    assert!(match_checks(out, &[Check::Present("b"), Check::Present("d")]).is_ok());
    assert!(match_checks(out, &[Check::Present("d"), Check::Present("b")]).is_err());
    assert!(match_checks(out, &[Check::Absent("c"), Check::Present("d")]).is_err());
    assert!(match_checks(out, &[Check::Absent("x"), Check::Present("d")]).is_ok());
    assert!(match_checks(out, &[Check::Absent("a"), Check::Present("d")]).is_err());
    assert!(match_checks(out, &[Check::Present("c"), Check::Absent("b")]).is_ok());
    assert!(match_checks(out, &[Check::Present("b"), Check::Absent("d")]).is_err());
}
