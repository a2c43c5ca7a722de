//! Bad input gets the right diagnostics: each file in tests/diagnostics/
//! lists, in `// expect: SEVERITY LINE:COL: MESSAGE` header lines, exactly the
//! diagnostics ptxc must report (all of them, in one run, each with a span,
//! and nothing else: no follow-on noise).

use ptxc::driver::{compile_str, Options};
use std::path::Path;

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone)]
struct Diag {
    severity: String,
    line: u32,
    column: u32,
    message: String,
}

fn expectations(source: &str) -> Vec<Diag> {
    source
        .lines()
        .filter_map(|l| l.strip_prefix("// expect: "))
        .map(|rest| {
            let (severity, rest) = rest.split_once(' ').expect("severity");
            let (pos, message) = rest.split_once(": ").expect("LINE:COL: message");
            let (line, column) = pos.split_once(':').expect("LINE:COL");
            Diag {
                severity: severity.to_string(),
                line: line.parse().expect("line"),
                column: column.parse().expect("column"),
                message: message.to_string(),
            }
        })
        .collect()
}

/// Reads the value of a JSON string starting right after its opening quote.
fn json_string(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => break,
            '\\' => match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => break,
            },
            c => out.push(c),
        }
    }
    out
}

fn field_after<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.find(key).map(|i| &line[i + key.len()..])
}

fn parse_json_diag(line: &str) -> Diag {
    let severity = json_string(field_after(line, "\"severity\":\"").expect("severity"));
    let message = json_string(field_after(line, "\"message\":\"").expect("message"));
    let num = |key: &str| -> u32 {
        field_after(line, key)
            .unwrap_or_else(|| panic!("diagnostic without a span: {line}"))
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|n| n.parse().ok())
            .expect("number")
    };
    Diag {
        severity,
        line: num("\"line\":"),
        column: num("\"column\":"),
        message,
    }
}

#[test]
fn diagnostics_match_their_expectations() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("diagnostics");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/diagnostics")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "diagnostic corpus present");
    let mut failures = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        let mut expected = expectations(&source);
        assert!(!expected.is_empty(), "{} has no expectations", path.display());
        let mut opts = Options::with_arch("sm_80");
        opts.json_diagnostics = true;
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let rendered = match compile_str(&name, &source, &opts) {
            Ok(_) => {
                failures.push(format!("{name}: compiled, but errors were expected"));
                continue;
            }
            Err(e) => e.rendered,
        };
        let mut got: Vec<Diag> = rendered
            .lines()
            .filter(|l| l.starts_with('{'))
            .map(parse_json_diag)
            .collect();
        expected.sort();
        got.sort();
        if expected != got {
            failures.push(format!("{name}:\n  expected {expected:#?}\n  got {got:#?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
