//! Table-driven runner over `tests/ll/*.ll`: each file is one case in
//! textual IR, with its expectations in header comments:
//!
//! ```text
//! ; sm: 80                 (target SM, default 75)
//! ; mode: unified          (optional: unified NVVM IR mode)
//! ; arch: a                (optional: an accelerated "a" target, sm_100a)
//! ; expect: <exact text>   (one line per error, in report order)
//! ; expect: ok             (the module verifies)
//! ; warn: <exact text>     (expected warnings, in order)
//! ```

use ptxc_verifier::{verify_module_report, VerifyOptions};
use std::path::Path;

struct Case {
    opts: VerifyOptions,
    errors: Vec<String>,
    warnings: Vec<String>,
    saw_expect: bool,
}

fn read_header(text: &str) -> Case {
    let mut case = Case {
        opts: VerifyOptions::default(),
        errors: Vec::new(),
        warnings: Vec::new(),
        saw_expect: false,
    };
    for line in text.lines() {
        let Some(c) = line.strip_prefix("; ") else { continue };
        if let Some(v) = c.strip_prefix("sm: ") {
            case.opts.sm = v.trim().parse().expect("sm number");
        } else if c.trim() == "mode: unified" {
            case.opts.unified_nvvm_ir = true;
        } else if c.trim() == "arch: a" {
            case.opts.arch_specific = true;
        } else if let Some(v) = c.strip_prefix("expect: ") {
            case.saw_expect = true;
            if v != "ok" {
                case.errors.push(v.replace("\\n", "\n"));
            }
        } else if let Some(v) = c.strip_prefix("warn: ") {
            case.warnings.push(v.to_string());
        }
    }
    case
}

#[test]
fn ll_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/ll exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "corpus has {} files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        let case = read_header(&text);
        assert!(case.saw_expect, "{}: no `; expect:` line", path.display());
        let module = match ptxc_ir::parser::parse_module(&text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: parse error: {e:?}", path.display()));
                continue;
            }
        };
        let report = verify_module_report(&module, &case.opts);
        let got: Vec<String> = report.errors.into_iter().map(|e| e.message).collect();
        let warned: Vec<String> = report.warnings.into_iter().map(|e| e.message).collect();
        if got != case.errors || warned != case.warnings {
            failures.push(format!(
                "{}:\n  expected errors {:?}\n  got            {:?}\n  expected warnings {:?}\n  got               {:?}",
                path.display(),
                case.errors,
                got,
                case.warnings,
                warned
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
