//! nvcc's calling convention on both sides of a call, proven across compilers:
//! the callees of tests/interop/callees.cu and the caller kernel of
//! tests/interop/callers.cu (parameter and result shapes in shapes.h) are each
//! compiled by ptxc and by nvcc (`-rdc=true`), every caller/callee pairing is
//! linked and run in ptxsim, and each must write exactly what the all-nvcc pair
//! writes. The narrow-integer results are also checked against Rust's own
//! arithmetic, and every callee's `.func` declaration (result and parameter
//! `.param` shapes, alignments, sizes) must read as nvcc's. Needs `$NVCC` (fails
//! under PTXC_REQUIRE_TOOLS=1 when missing).

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The inputs of callers.cu, one loop iteration each.
const INPUTS: [i64; 6] = [100, -1, 0, 37, -128, 255];
/// Results callers.cu writes per input.
const PER_INPUT: usize = 58;
/// Results after the loop (immediate arguments), then the count.
const TAIL: usize = 4;
const KERNEL: &str = "_Z7interopPxPKx";

fn interop_dir() -> PathBuf {
    tools::repo_root().join("tests/interop")
}

fn ptxc_ptx(file: &Path, ptxas: &Path) -> String {
    let mut opts = Options::with_arch("sm_80");
    opts.emit = Emit::Ptx;
    opts.codegen.relocatable = true;
    let source = std::fs::read_to_string(file).unwrap();
    let ptx = compile_str(&file.to_string_lossy(), &source, &opts)
        .unwrap_or_else(|e| panic!("ptxc rejects {}:\n{}", file.display(), e.rendered))
        .output;
    // Relocatable PTX with unresolved externs: ptxas checks it with -c.
    let path = tools::scratch("interop", "ptx");
    let cubin = tools::scratch("interop", "cubin");
    std::fs::write(&path, &ptx).unwrap();
    let out = Command::new(ptxas)
        .args(["-arch=sm_80", "-c", "-o"])
        .arg(&cubin)
        .arg(&path)
        .output()
        .expect("run ptxas");
    assert!(
        out.status.success(),
        "ptxas rejects ptxc's PTX of {}:\n{}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    ptx
}

fn nvcc_ptx(nvcc: &Path, file: &Path) -> String {
    let out = tools::scratch("interop-nvcc", "ptx");
    let st = Command::new(nvcc)
        .args(["-ptx", "-rdc=true", "-arch=sm_80", "-O3", "-o"])
        .arg(&out)
        .arg(file)
        .output()
        .expect("run nvcc");
    assert!(
        st.status.success(),
        "nvcc rejects {}:\n{}",
        file.display(),
        String::from_utf8_lossy(&st.stderr)
    );
    std::fs::read_to_string(&out).unwrap()
}

/// Runs the caller kernel linked with the callees; returns out[].
fn run_pair(caller: &str, callee: &str) -> Result<Vec<i64>, String> {
    let mut sim = Sim::new_linked(&[caller, callee]).map_err(|e| e.to_string())?;
    let n = INPUTS.len() * PER_INPUT + TAIL + 1;
    let out = sim.alloc("out", n * 8);
    let bytes: Vec<u8> = INPUTS.iter().flat_map(|v| v.to_le_bytes()).collect();
    let input = sim.alloc_from("in", &bytes);
    let mut cfg = LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    cfg.step_limit = Some(10_000_000);
    sim.launch(KERNEL, &cfg, &[Arg::Ptr(out), Arg::Ptr(input)])
        .map_err(|e| e.to_string())?;
    let b = sim.read(out, n * 8).map_err(|e| e.to_string())?;
    Ok(b.chunks(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect())
}

/// The first results of each iteration (callees.cu's nc .. nlt), as C++ computes them.
fn narrow_reference(v: i64) -> Vec<i64> {
    let nu = (v as u32).wrapping_mul(2654435761);
    let null = (v as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    vec![
        i64::from((v as i8 as i32 * 3) as i8),
        i64::from((v as i8 as i32 * 5 - 1) as i8),
        i64::from((v as u8 as i32 * 3) as u8),
        i64::from(((v * 1000) as i16 as i32 * 7) as i16),
        i64::from(((v * 1000) as u16 as i32 * 9) as u16),
        i64::from((v as i32).wrapping_mul(-3).wrapping_add(1)),
        i64::from(nu),
        (v * 123_456_789).wrapping_mul(-1_000_003),
        null as i64,
        i64::from(v == 0),
        i64::from(i32::from(v as i8) < i32::from((v + 3) as u8)),
    ]
}

#[test]
fn every_caller_and_callee_pairing_matches_nvcc() {
    let (Some(nvcc), Some(ptxas)) = (
        tools::require("nvcc", tools::nvcc()),
        tools::require("ptxas", tools::ptxas()),
    ) else {
        return;
    };
    let (callees, callers) = (interop_dir().join("callees.cu"), interop_dir().join("callers.cu"));
    let callee = [
        ("nvcc", nvcc_ptx(&nvcc, &callees)),
        ("ptxc", ptxc_ptx(&callees, &ptxas)),
    ];
    let caller = [
        ("nvcc", nvcc_ptx(&nvcc, &callers)),
        ("ptxc", ptxc_ptx(&callers, &ptxas)),
    ];
    let reference = run_pair(&caller[0].1, &callee[0].1).expect("the all-nvcc pair runs");
    assert_eq!(
        reference[INPUTS.len() * PER_INPUT + TAIL],
        (INPUTS.len() * PER_INPUT + TAIL) as i64,
        "callers.cu's result count (PER_INPUT, TAIL) is out of date"
    );
    for (k, &v) in INPUTS.iter().enumerate() {
        let want = narrow_reference(v);
        assert_eq!(
            &reference[k * PER_INPUT..k * PER_INPUT + want.len()],
            &want[..],
            "input {v}"
        );
    }
    // The example: a char result of 300 reads back as 44.
    assert_eq!(reference[INPUTS.len() * PER_INPUT], i64::from(300i32 as i8));
    let mut failures = Vec::new();
    for (cr, cr_ptx) in &caller {
        for (ce, ce_ptx) in &callee {
            match run_pair(cr_ptx, ce_ptx) {
                Ok(got) => {
                    for (i, (g, w)) in got.iter().zip(&reference).enumerate() {
                        if g != w {
                            failures.push(format!(
                                "{cr} caller, {ce} callee: result {i} (input {}, call {}) is {g}, nvcc's pair {w}",
                                INPUTS.get(i / PER_INPUT).map_or("-".into(), |x| x.to_string()),
                                i % PER_INPUT
                            ));
                        }
                    }
                }
                Err(e) => failures.push(format!("{cr} caller, {ce} callee: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each `.visible .func` of `ptx`: its name, then its declaration with the
/// whitespace collapsed (`(.param .align 16 .b8 func_retval0[16]) ( .param .b32 ...)`).
fn func_declarations(ptx: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = ptx;
    while let Some(k) = rest.find(".visible .func") {
        rest = &rest[k + ".visible .func".len()..];
        let end = rest
            .find('{')
            .map_or(rest.len(), |e| rest[..e].rfind(')').map_or(e, |p| p + 1));
        let decl = rest[..end].split_whitespace().collect::<Vec<_>>().join(" ");
        // The name is the word before the parameter list's `(`.
        let before_params = decl.rfind(" (").or_else(|| decl.rfind('(')).unwrap_or(0);
        let head = decl[..before_params].trim_end();
        let name = head
            .rsplit([' ', ')'])
            .next()
            .unwrap_or("")
            .trim_end_matches('(')
            .to_string();
        out.push((name, decl.clone()));
        rest = &rest[end..];
    }
    out.sort();
    out
}

#[test]
fn every_callee_declaration_reads_as_nvcc_declares_it() {
    let (Some(nvcc), Some(ptxas)) = (
        tools::require("nvcc", tools::nvcc()),
        tools::require("ptxas", tools::ptxas()),
    ) else {
        return;
    };
    let callees = interop_dir().join("callees.cu");
    let theirs = func_declarations(&nvcc_ptx(&nvcc, &callees));
    let ours = func_declarations(&ptxc_ptx(&callees, &ptxas));
    assert!(theirs.len() >= 40, "nvcc's callees: {theirs:?}");
    let differ: Vec<String> = theirs
        .iter()
        .zip(&ours)
        .filter(|(t, o)| t != o)
        .map(|(t, o)| format!("nvcc: {}\nptxc: {}", t.1, o.1))
        .collect();
    assert_eq!(theirs.len(), ours.len(), "functions: nvcc {theirs:?}\nptxc {ours:?}");
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn template_instances_defined_by_another_files_explicit_instantiations() {
    // C++ lets a file call a function template it only declares; the instances are
    // external functions another file's explicit instantiations define.
    let Some(ptxas) = tools::require("ptxas", tools::ptxas()) else {
        return;
    };
    let dir = interop_dir();
    let caller = ptxc_ptx(&dir.join("template_declared_here.cu"), &ptxas);
    let callee = ptxc_ptx(&dir.join("template_instantiated_there.cu"), &ptxas);
    for name in ["_Z6scaledIiET_S0_i", "_Z6scaledIfET_S0_i", "_Z6scaledIxET_S0_i"] {
        let declared = caller
            .lines()
            .any(|l| l.starts_with(".extern .func") && l.contains(name));
        let defined = callee.lines().any(|l| l.starts_with(".weak .func") && l.contains(name));
        assert!(
            declared && defined,
            "{name} not declared here and defined there:\n{caller}\n{callee}"
        );
    }
    let mut sim = Sim::new_linked(&[&caller, &callee]).unwrap_or_else(|e| panic!("{e}"));
    let out = sim.alloc("out", 3 * 8);
    let v = 7i32;
    sim.launch(
        "_Z10use_scaledPxi",
        &LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[Arg::Ptr(out), Arg::I32(v)],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let b = sim.read(out, 3 * 8).unwrap();
    let got: Vec<i64> = b.chunks(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect();
    let expected = vec![
        i64::from(v * 3 + 1),
        ((v as f32 + 0.5) * 4.0 + 1.0) as i64,
        ((i64::from(v) << 33) * 2 + 1) >> 32,
    ];
    assert_eq!(got, expected);
}
