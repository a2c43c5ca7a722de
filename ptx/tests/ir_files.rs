//! IR text cases: every `tests/ir/*.ll` file is parsed with the IR parser,
//! emitted as PTX, checked against its `; CHECK: text` lines (each must
//! appear, in order, in the PTX; a `; CHECK-NOT: text` must not appear
//! between the matches of the lines around it) and assembled with ptxas for sm_80 and
//! sm_90. A case is one file that reads like the bug report it guards.

mod common;

use common::{dump, ptxas_accepts};
use ptxc_ptx::{emit_module, PtxOptions};
use std::path::Path;

/// Checks one file; returns a description of the failure.
fn check_file(path: &Path) -> Result<(), String> {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("case").to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let m = ptxc_ir::parser::parse_module(&text).map_err(|e| format!("{name}: IR parse error: {e:?}"))?;
    let ptx = emit_module(&m, &PtxOptions::default()).map_err(|e| format!("{name}: {e}"))?;
    dump(&format!("ir_{name}"), &ptx);
    let mut from = 0;
    // `; CHECK-NOT:` texts must not appear between the matches around them.
    let mut absent: Vec<&str> = Vec::new();
    let absent_from = |absent: &mut Vec<&str>, span: &str| match absent.drain(..).find(|t| span.contains(t)) {
        Some(t) => Err(format!("{name}: `{t}` found where CHECK-NOT excludes it in\n{ptx}")),
        None => Ok(()),
    };
    for line in text.lines().map(str::trim) {
        if let Some(not) = line.strip_prefix("; CHECK-NOT:") {
            absent.push(not.trim());
            continue;
        }
        let Some(check) = line.strip_prefix("; CHECK:") else {
            continue;
        };
        let want = check.trim();
        match ptx[from..].find(want) {
            Some(at) => {
                absent_from(&mut absent, &ptx[from..from + at])?;
                from += at + want.len();
            }
            None => return Err(format!("{name}: `{want}` not found (in order) in\n{ptx}")),
        }
    }
    absent_from(&mut absent, &ptx[from..])?;
    ptxas_accepts(&format!("ir_{name}"), &ptx, &["sm_80", "sm_90"]);
    Ok(())
}

#[test]
fn ir_text_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/ir exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "expected the IR cases in {}", dir.display());
    let failures: Vec<String> = files.iter().filter_map(|f| check_file(f).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Inline assembly from IR text: `$N` become the operand registers inside nvcc's
/// begin/end comments; a constraint PTX has no register for is an error, never a panic.
#[test]
fn inline_asm_is_printed_with_its_operands() {
    let module = |constraint: &str| {
        format!(
            "target triple = \"nvptx64-nvidia-cuda\"

define ptx_kernel void @k(ptr addrspace(1) %out) {{
entry:
  %lane = call i32 asm \"mov.u32 $0, %laneid;\", \"{constraint}\"()
  store i32 %lane, ptr addrspace(1) %out, align 4
  ret void
}}
"
        )
    };
    let m = ptxc_ir::parser::parse_module(&module("=r")).expect("parses");
    let ptx = emit_module(&m, &PtxOptions::default()).expect("emits");
    assert!(
        ptx.contains("\t// begin inline asm\n\tmov.u32 %r1, %laneid;\n\t// end inline asm\n"),
        "{ptx}"
    );
    let m = ptxc_ir::parser::parse_module(&module("=x")).expect("parses");
    let err = emit_module(&m, &PtxOptions::default()).expect_err("no register for x");
    assert!(err.to_string().contains("inline assembly: constraint 'x'"), "{err}");
}
