//! Linking several PTX modules (`Sim::new_linked`, `ptxsim a.ptx b.ptx`): `.extern`
//! resolved by name, `.weak` replaced by `.visible`, each module's own names kept apart.

use ptxsim::{Arg, LaunchConfig, Sim};
use std::process::Command;

const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

/// A module with a kernel `k(int* out)` storing `f(5)` and its own `helper()` and `$str`.
fn caller() -> String {
    format!(
        "{HEAD}.extern .func (.param .b32 r) f(.param .b32 a);\n\
         .global .align 1 .b8 $str[2] = {{65, 0}};\n\
         .func (.param .b32 r) helper()\n{{\n.reg .b32 %r<2>;\nmov.u32 %r1, 1000;\nst.param.b32 [r], %r1;\nret;\n}}\n\
         .visible .entry k(.param .u64 p)\n{{\n.reg .b32 %r<6>;\n.reg .b64 %rd<2>;\n.reg .b16 %rs<2>;\n\
         ld.param.u64 %rd1, [p];\n\
         {{\n.param .b32 a0;\nst.param.b32 [a0], 5;\n.param .b32 r0;\ncall.uni (r0), f, (a0);\nld.param.b32 %r1, [r0];\n}}\n\
         {{\n.param .b32 r0;\ncall.uni (r0), helper, ();\nld.param.b32 %r2, [r0];\n}}\n\
         ld.global.u8 %rs1, [$str];\ncvt.u32.u16 %r3, %rs1;\n\
         add.s32 %r4, %r1, %r2;\nadd.s32 %r5, %r4, %r3;\nst.u32 [%rd1], %r5;\nret;\n}}\n"
    )
}

/// A module defining `f` (with `linkage`) as `a * mul + helper()`, with its own
/// `helper()` (returning 7) and `$str` (66).
fn callee(linkage: &str, mul: u32) -> String {
    format!(
        "{HEAD}.global .align 1 .b8 $str[2] = {{66, 0}};\n\
         .func (.param .b32 r) helper()\n{{\n.reg .b32 %r<2>;\nld.global.u8 %r1, [$str];\nsub.s32 %r1, %r1, 59;\nst.param.b32 [r], %r1;\nret;\n}}\n\
         {linkage} .func (.param .b32 r) f(.param .b32 a)\n{{\n.reg .b32 %r<5>;\nld.param.b32 %r1, [a];\nmul.lo.s32 %r2, %r1, {mul};\n\
         {{\n.param .b32 r0;\ncall.uni (r0), helper, ();\nld.param.b32 %r3, [r0];\n}}\n\
         add.s32 %r4, %r2, %r3;\nst.param.b32 [r], %r4;\nret;\n}}\n"
    )
}

fn run(modules: &[&str]) -> Result<u32, String> {
    let mut sim = Sim::new_linked(modules).map_err(|e| e.to_string())?;
    let out = sim.alloc("out", 4);
    sim.launch("k", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::Ptr(out)])
        .map_err(|e| e.to_string())?;
    let b = sim.read(out, 4).map_err(|e| e.to_string())?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// f(5) + the caller's helper (1000) + the caller's $str ('A').
fn expected(mul: u32) -> u32 {
    5 * mul + (66 - 59) + 1000 + 65
}

#[test]
fn extern_function_resolves_and_internal_names_stay_apart() {
    let (a, b) = (caller(), callee(".visible", 3));
    assert_eq!(run(&[&a, &b]), Ok(expected(3)));
    // The order of the modules does not matter.
    assert_eq!(run(&[&b, &a]), Ok(expected(3)));
}

#[test]
fn strong_definition_replaces_weak_ones() {
    let (a, weak, strong) = (caller(), callee(".weak", 3), callee(".visible", 4));
    assert_eq!(run(&[&a, &weak, &strong]), Ok(expected(4)));
    assert_eq!(run(&[&a, &strong, &weak]), Ok(expected(4)));
    // Only weak ones: the first is kept.
    let weak2 = callee(".weak", 9);
    assert_eq!(run(&[&a, &weak2, &weak]), Ok(expected(9)));
}

#[test]
fn two_strong_definitions_are_an_error() {
    let (a, b, c) = (caller(), callee(".visible", 3), callee(".visible", 4));
    let e = run(&[&a, &b, &c]).unwrap_err();
    assert!(e.contains("f is defined in module 2 and module 3"), "{e}");
}

#[test]
fn an_unresolved_extern_function_faults_when_called() {
    let a = caller();
    assert!(run(&[&a]).is_err());
}

#[test]
fn command_line_links_its_files() {
    let dir = std::env::temp_dir().join(format!("ptxsim-link-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("caller.ptx"), dir.join("callee.ptx"));
    std::fs::write(&a, caller()).unwrap();
    std::fs::write(&b, callee(".visible", 3)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ptxsim"))
        .arg(&a)
        .arg(&b)
        .args([
            "--kernel", "k", "--grid", "1", "--block", "1", "--buf", "o:u32:1", "--arg", "o", "--dump", "o",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout.trim(), expected(3).to_string());
}
