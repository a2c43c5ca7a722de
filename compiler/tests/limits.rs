//! The resource limits (specs/driver.md, "Resource limits"; issue 47): a compile whose
//! work runs past a limit stops with one error that names the limit and the place, and
//! exits 1. Small limits set by flag keep these fast.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn ptxc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ptxc"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run ptxc")
}

fn workdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ptxc-limits-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A chain of `n` class template instances, each asking for the one below.
fn chain(n: u32) -> String {
    format!(
        "template <int N> struct D {{ static constexpr int v = D<N - 1>::v + 1; }};\n\
         template <> struct D<0> {{ static constexpr int v = 0; }};\n\
         __global__ void k(int* o) {{ o[0] = D<{n}>::v; }}\n"
    )
}

/// Compiles `text` with `flags`; asserts exit 1 with `message` in an error whose span
/// is in k.cu (at `line` if given); returns the number of errors reported.
fn stops(tag: &str, text: &str, flags: &[&str], message: &str, line: Option<u32>) -> usize {
    let d = workdir(tag);
    std::fs::write(d.join("k.cu"), text).unwrap();
    let mut args = vec!["-arch=sm_80", "k.cu", "-o", "k.ptx"];
    args.extend_from_slice(flags);
    let o = ptxc(&d, &args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{tag}: {err}");
    assert!(!d.join("k.ptx").exists(), "{tag}: no output on error");
    let at = err
        .find(message)
        .unwrap_or_else(|| panic!("{tag}: no \"{message}\" in:\n{err}"));
    let span = line.map_or("k.cu:".to_string(), |line| format!("k.cu:{line}:"));
    assert!(
        err[at..].lines().nth(1).is_some_and(|l| l.contains(&span)),
        "{tag}: not at {span}:\n{err}"
    );
    err.lines().filter(|l| l.starts_with("error")).count()
}

#[test]
fn parse_work_limit_stops_the_parser_where_it_ran_out() {
    // Not the prelude's tokens: a budget that runs out in the file's own code.
    let d = workdir("measure");
    let body: String = (0..400)
        .map(|i| format!("__device__ int f{i}(int x) {{ return x + {i}; }}\n"))
        .collect();
    std::fs::write(d.join("k.cu"), &body).unwrap();
    let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let errors = stops(
        "parse-work",
        &body,
        &["--ptxc-max-parse-work=40000"],
        "exceeded its limit of 40000 units of parsing work (tokens read and scopes searched; --ptxc-max-parse-work=N sets it)",
        None,
    );
    // The end of input read everywhere after the stop reports nothing more.
    assert_eq!(errors, 1);
}

#[test]
fn template_depth_is_nvccs_and_set_by_ftemplate_depth() {
    // nvcc 13.5 compiles a chain 100 deep with its default depth (200); ptxc's was 32.
    let d = workdir("depth-ok");
    std::fs::write(d.join("k.cu"), chain(100)).unwrap();
    let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx"]);
    assert!(o.status.success(), "{}", stderr(&o));
    stops(
        "depth",
        &chain(100),
        &["-ftemplate-depth=20"],
        "template instantiation depth exceeds 20 (infinite recursion?; -ftemplate-depth=N sets the limit)",
        Some(1),
    );
}

#[test]
fn instance_count_limit_stops_the_compile() {
    let errors = stops(
        "instances",
        &chain(50),
        &["--ptxc-max-instantiations=10"],
        "the compile stopped here: it made more than 10 template instances (--ptxc-max-instantiations=N sets the limit)",
        Some(1),
    );
    assert_eq!(errors, 1);
}

#[test]
fn limit_values_must_be_positive_numbers() {
    let d = workdir("usage");
    std::fs::write(d.join("k.cu"), chain(3)).unwrap();
    for flag in [
        "-ftemplate-depth=0",
        "--ptxc-max-parse-work=lots",
        "--ptxc-max-instantiations=-1",
    ] {
        let o = ptxc(&d, &["-arch=sm_80", "k.cu", "-o", "k.ptx", flag]);
        assert_eq!(o.status.code(), Some(2), "{flag}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("expects a positive number"),
            "{flag}: {}",
            stderr(&o)
        );
    }
}
