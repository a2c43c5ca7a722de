//! The `ptxsim` command: module variables (`--set`, `--dump`), printf, stats.

use std::process::Command;

const PTX: &str = ".version 8.0\n.target sm_80\n.address_size 64\n\
    .const .align 4 .b8 scale[8];\n\
    .global .align 4 .b8 table[8] = {1, 0, 0, 0, 2, 0, 0, 0};\n\
    .visible .entry _Z5scalePf(.param .u64 p)\n{\n.reg .b32 %r<4>;\n.reg .f32 %f<4>;\n.reg .b64 %rd<6>;\n\
    ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\n\
    add.s64 %rd3, %rd1, %rd2;\nld.global.f32 %f1, [%rd3];\nld.const.f32 %f2, [scale+4];\n\
    mul.f32 %f3, %f1, %f2;\nst.global.f32 [%rd3], %f3;\nmov.u64 %rd4, table;\nadd.s64 %rd5, %rd4, %rd2;\n\
    ld.global.u32 %r2, [%rd5];\nadd.s32 %r3, %r2, 10;\nst.global.u32 [%rd5], %r3;\nret;\n}\n";

fn run(tag: &str, args: &[&str]) -> (i32, String, String) {
    let dir = std::env::temp_dir().join(format!("ptxsim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{tag}.ptx"));
    std::fs::write(&p, PTX).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ptxsim"))
        .arg(&p)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn set_and_dump_module_variables_with_types() {
    let (code, out, err) = run(
        "set",
        &[
            "--kernel",
            "scale",
            "--grid",
            "1",
            "--block",
            "2",
            "--buf",
            "x:f32:2=1.5,-2",
            "--set",
            "scale:f32=0,4",
            "--arg",
            "x",
            "--dump",
            "x",
            "--dump",
            "table:i32",
            "--stats",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "6\n-8\n11\n12\n");
    assert!(
        err.contains("thread-instructions: 28") && err.contains("mul.f32"),
        "{err}"
    );
    assert!(err.contains("global   loaded 16 bytes, stored 16 bytes"), "{err}");
}

#[test]
fn usage_errors_exit_2_and_launch_errors_exit_1() {
    assert_eq!(run("usage", &["--grid", "1"]).0, 2);
    let (code, _, err) = run("nokernel", &["--kernel", "nope", "--grid", "1", "--block", "1"]);
    assert_eq!(code, 1);
    assert!(err.contains("no kernel named nope"), "{err}");
    let (code, _, err) = run(
        "badarg",
        &["--kernel", "scale", "--grid", "1", "--block", "1", "--arg", "i32:1"],
    );
    assert_eq!(code, 1);
    assert!(err.contains("argument 0 is 4 bytes"), "{err}");
}

/// `--buf NAME:TYPE:COUNT@ADDR` places a buffer where a host program assumed it: the kernel
/// reaches it through a pointer given as a plain number; overlapping or misplaced ones are
/// errors.
#[test]
fn buffers_at_chosen_addresses() {
    let at = |buf: &str, arg: &str| {
        let line = format!(
            "--kernel scale --grid 1 --block 2 --buf {buf} --buf y:u8:16@0x700000010000 \
             --set scale:f32=0,3 --arg {arg} --dump x"
        );
        run("placed", &line.split_whitespace().collect::<Vec<_>>())
    };
    let (code, out, err) = at("x:f32:2@0x700000000000=1,2", "u64:0x700000000000");
    assert_eq!((code, out.as_str()), (0, "3\n6\n"), "{err}");
    let (code, _, err) = at("x:f32:2@0x700000010010=1,2", "x");
    assert_eq!(code, 1);
    assert!(err.contains("y at 0x700000010000 overlaps x"), "{err}");
    let (code, _, err) = at("x:f32:2@0x1000=1,2", "x");
    assert_eq!(code, 1);
    assert!(err.contains("outside global memory"), "{err}");
}

/// Runs `ptxsim` with `args` alone (no input file).
fn ptxsim_bare(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxsim")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn help_and_version_exit_zero() {
    for flag in ["--help", "-h"] {
        let (code, out) = ptxsim_bare(&[flag]);
        assert_eq!(code, 0, "{flag}: {out}");
        assert!(out.contains("ptxsim") && out.contains("--kernel"), "{flag}: {out}");
    }
    // Help wins over an incomplete command line.
    let (code, out) = ptxsim_bare(&["x.ptx", "--grid", "1", "--help"]);
    assert_eq!(code, 0, "{out}");
    let (code, out) = ptxsim_bare(&["--version"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.starts_with("ptxsim ") && out.contains(env!("CARGO_PKG_VERSION")),
        "{out}"
    );
}
