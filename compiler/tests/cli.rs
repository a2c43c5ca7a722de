//! The `ptxc` command as a user runs it: exit codes, output files, stages.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const VADD: &str = "__global__ void vadd(const float* a, const float* b, float* c, int n)\n\
{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n) c[i] = a[i] + b[i];\n}\n";

fn ptxc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ptxc"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run ptxc")
}

fn workdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ptxc-cli-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn compiles_to_the_default_output_beside_nvcc() {
    let d = workdir("default");
    std::fs::write(d.join("vadd.cu"), VADD).unwrap();
    let o = ptxc(&d, &["-arch=sm_80", "vadd.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ptx = std::fs::read_to_string(d.join("vadd.ptx")).expect("vadd.ptx written");
    assert!(ptx.contains(".target sm_80"), "{ptx}");
    assert!(ptx.contains(".visible .entry _Z4vaddPKfS0_Pfi("), "{ptx}");
}

#[test]
fn dash_o_and_stdout() {
    let d = workdir("dasho");
    std::fs::write(d.join("k.cu"), VADD).unwrap();
    let o = ptxc(&d, &["-arch=sm_90", "-o", "out/../named.ptx", "k.cu"]);
    assert!(!o.status.success(), "a missing directory is an error");
    assert_eq!(o.status.code(), Some(1));
    let o = ptxc(&d, &["-arch=sm_90", "-o", "named.ptx", "k.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(d.join("named.ptx"))
        .unwrap()
        .contains(".target sm_90"));
    let o = ptxc(&d, &["-o", "-", "k.cu"]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains(".entry _Z4vaddPKfS0_Pfi"));
}

#[test]
fn errors_exit_1_with_spans_and_leave_no_output() {
    let d = workdir("errors");
    std::fs::write(
        d.join("bad.cu"),
        "__global__ void k(int* p)\n{\n    p[0] = undeclared_a;\n    p[1] = undeclared_b;\n}\n",
    )
    .unwrap();
    let o = ptxc(&d, &["-o", "bad.ptx", "bad.cu"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("undeclared_a") && err.contains("undeclared_b"),
        "both errors reported: {err}"
    );
    assert!(err.contains("bad.cu:3:"), "span with line: {err}");
    assert!(!d.join("bad.ptx").exists(), "no partial output on error");
    let leftovers: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "no temporary files left: {leftovers:?}");
}

#[test]
fn usage_errors_exit_2() {
    let d = workdir("usage");
    for args in [&[][..], &["--emit=asm", "k.cu"][..], &["-arch=sm_50", "k.cu"][..]] {
        std::fs::write(d.join("k.cu"), VADD).unwrap();
        let o = ptxc(&d, args);
        let code = o.status.code();
        // An unknown architecture is reported like nvcc: as a usage error.
        assert!(
            code == Some(2) || (args.contains(&"-arch=sm_50") && code == Some(1)),
            "{args:?}: {code:?}"
        );
        if args.contains(&"-arch=sm_50") {
            assert!(
                stderr(&o).contains("sm_50"),
                "names the bad architecture: {}",
                stderr(&o)
            );
        }
    }
}

#[test]
fn help_version_and_stages() {
    let d = workdir("stages");
    std::fs::write(d.join("k.cu"), VADD).unwrap();
    for flag in ["--help", "-h"] {
        let help = ptxc(&d, &[flag]);
        let text = String::from_utf8_lossy(&help.stdout);
        assert_eq!(help.status.code(), Some(0), "{flag}: {}", stderr(&help));
        assert!(text.contains("ptxc") && text.contains("-arch=sm_XX"), "{flag}: {text}");
    }
    let version = ptxc(&d, &["--version"]);
    assert_eq!(version.status.code(), Some(0), "{}", stderr(&version));
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("ptxc "));
    let tokens = ptxc(&d, &["--emit=tokens", "k.cu"]);
    assert!(tokens.status.success(), "{}", stderr(&tokens));
    assert!(String::from_utf8_lossy(&tokens.stdout).contains("vadd"));
    let ast = ptxc(&d, &["--emit=ast", "k.cu"]);
    assert!(ast.status.success(), "{}", stderr(&ast));
    let ir = ptxc(&d, &["--emit=ir", "k.cu"]);
    assert!(ir.status.success(), "{}", stderr(&ir));
    let ir = String::from_utf8_lossy(&ir.stdout);
    assert!(ir.contains("define void @_Z4vaddPKfS0_Pfi("), "{ir}");
    assert!(ir.contains("!nvvm.annotations"), "{ir}");
    assert!(ir.contains("@llvm.nvvm.read.ptx.sreg.tid.x"), "{ir}");
}

#[test]
fn irgen_stage_shows_nvvm_naming() {
    let d = workdir("irgen");
    std::fs::write(
        d.join("k.cu"),
        "__device__ int pick(int x, int y) { return x > 0 && y > 0 ? x : y; }\n\
         __global__ void k(int* out, int n) { for (int i = 0; i < n; i++) out[i] = pick(i, n); }\n",
    )
    .unwrap();
    let o = ptxc(&d, &["--emit=irgen", "k.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = String::from_utf8_lossy(&o.stdout);
    for needle in [
        "entry:",
        "%allocapt = bitcast i32 0 to i32",
        "%x.addr = alloca i32",
        "%retval = alloca i32",
        "return:",
        "land.rhs",
        "land.end",
        "cond.true",
        "cond.end",
        "for.cond",
        "for.body",
        "for.inc",
        "for.end",
        "%out.addr",
    ] {
        assert!(ir.contains(needle), "missing {needle:?} in\n{ir}");
    }
}

/// `&&`, `||` and `!` yield `bool`; widened to `int` the zero extension is
/// named after the operator, as NVVM's IR generation names it (the design
/// documents' value-name table): `land.ext`, `lor.ext`, `lnot.ext`, not `conv`.
#[test]
fn irgen_names_widened_logical_results() {
    let d = workdir("irgen-logical");
    std::fs::write(
        d.join("k.cu"),
        "__global__ void k(int* out, int a, int b) { out[0] = a && b; out[1] = a || b; out[2] = !a; }\n",
    )
    .unwrap();
    let o = ptxc(&d, &["--emit=irgen", "k.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = String::from_utf8_lossy(&o.stdout);
    for needle in ["%land.ext = zext i1", "%lor.ext = zext i1", "%lnot.ext = zext i1"] {
        assert!(ir.contains(needle), "missing {needle:?} in\n{ir}");
    }
    assert!(!ir.contains("%conv"), "{ir}");
}

#[test]
fn verifier_modes() {
    let d = workdir("verify");
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    // --verify-only on textual IR: NVIDIA's exact message, exit 1; a clean file, exit 0.
    let bad = repo.join("verifier/tests/ll/addrspacecast_shared_to_global.ll");
    let o = ptxc(&d, &["--verify-only", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("Cannot cast non-generic pointer to different non-generic pointer"),
        "{}",
        stderr(&o)
    );
    let good = repo.join("verifier/tests/ll/addrspacecast_via_generic.ll");
    let o = ptxc(&d, &["--verify-only", good.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // The "a" suffix of -arch reaches the verifier's family-token gates.
    let family = repo.join("verifier/tests/ll/tma_2cta_on_sm100.ll");
    let o = ptxc(&d, &["-arch=sm_100", "--verify-only", family.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("2CTA Mode for CpAsyncBulkTensorG2S not supported on this architecture"),
        "{}",
        stderr(&o)
    );
    let o = ptxc(&d, &["-arch=sm_100a", "--verify-only", family.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Warnings reach the command line without failing the run.
    let warn = repo.join("verifier/tests/ll/inreg_nest_warn.ll");
    let o = ptxc(&d, &["--verify-only", warn.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    for w in [
        "InReg attribute on parameter will be ignored",
        "Nest attribute on parameter will be ignored",
    ] {
        assert!(stderr(&o).contains(&format!("warning: {w}")), "{}", stderr(&o));
    }
    // Unparsable IR: a positioned error, exit 1.
    std::fs::write(d.join("broken.ll"), "define void @f( {\n").unwrap();
    let o = ptxc(&d, &["--verify-only", "broken.ll"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("broken.ll:2:1: error: "), "{}", stderr(&o));

    // From source: the default run and --verify-each report the SM-gated cluster rule
    // (each pass's check notes the pass); --no-verify lets it through.
    let src = "__global__ void __cluster_dims__(2, 1, 1) k(float* p) { p[0] = 1.0f; }\n";
    std::fs::write(d.join("c.cu"), src).unwrap();
    let msg = "Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures";
    let o = ptxc(&d, &["-arch=sm_80", "-o", "c.ptx", "c.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(msg) && stderr(&o).contains("c.cu:1:"),
        "{}",
        stderr(&o)
    );
    let o = ptxc(&d, &["-arch=sm_80", "--verify-each", "-o", "c.ptx", "c.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("found by the NVVM IR verifier after simplify-cfg"),
        "{}",
        stderr(&o)
    );
    assert!(!d.join("c.ptx").exists());
    let o = ptxc(&d, &["-arch=sm_80", "--no-verify", "-o", "c.ptx", "c.cu"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(d.join("c.ptx"))
        .unwrap()
        .contains(".reqnctapercluster 2, 1, 1"));
}

#[test]
fn output_to_a_device_keeps_the_device() {
    use std::os::unix::fs::FileTypeExt;
    assert!(
        std::fs::metadata("/dev/null").unwrap().file_type().is_char_device(),
        "this machine's /dev/null is already a regular file (some tool replaced it); scripts/test.sh restores it"
    );
    let d = workdir("devnull");
    std::fs::write(d.join("k.cu"), VADD).unwrap();
    let o = ptxc(&d, &["-o", "/dev/null", "k.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(
        meta.file_type().is_char_device(),
        "/dev/null is still a character device"
    );
}

#[test]
fn arch_and_family_specific_macros_as_nvcc() {
    // nvcc -dryrun: `a` targets define both as sm * 10, `f` targets the family one only
    let d = workdir("arch-macros");
    std::fs::write(
        d.join("m.cu"),
        "A __CUDA_ARCH_SPECIFIC__ B __CUDA_ARCH_FAMILY_SPECIFIC__\n",
    )
    .unwrap();
    for (arch, want) in [
        ("sm_90", "A __CUDA_ARCH_SPECIFIC__ B __CUDA_ARCH_FAMILY_SPECIFIC__"),
        ("sm_90a", "A 900 B 900"),
        ("sm_100a", "A 1000 B 1000"),
        ("sm_100f", "A __CUDA_ARCH_SPECIFIC__ B 1000"),
        ("sm_120a", "A 1200 B 1200"),
    ] {
        let o = ptxc(&d, &["-E", &format!("-arch={arch}"), "m.cu"]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(out.lines().any(|l| l.trim() == want), "{arch}: {out}");
    }
}
