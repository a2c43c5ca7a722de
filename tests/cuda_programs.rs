//! Whole CUDA programs on ptxsim's CUDA runtime (the `ptxsim-runtime` crate's
//! `libcudart.so.13`): each program of tests/programs is built as users build it
//! (`nvcc -cudart shared`, host code by g++), then run three ways on the runtime:
//! with nvcc's PTX from its own fatbinary, and with ptxc's PTX at -O3 and -O0
//! (`PTXSIM_PTX`). Each run must print the program's own `PASS` last and the three
//! outputs must be the same. A folder of tests/programs is one program of several
//! translation units, built with `-rdc=true` (its PTX modules linked: `a.ptx+b.ptx`).
//! The programs cover memory of every kind, symbols, managed memory, streams and
//! events, device queries, printf order, separate compilation and misuse answered
//! with CUDA's error codes. Needs `$NVCC` and ptxas (fails under
//! PTXC_REQUIRE_TOOLS=1 when missing).

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use std::path::{Path, PathBuf};
use std::process::Command;

fn programs_dir() -> PathBuf {
    tools::repo_root().join("tests/programs")
}

/// The runtime library cargo built beside this test binary.
fn runtime_library() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable");
    let deps = exe.parent().expect("deps folder");
    [deps.join("libcudart.so"), deps.join("../libcudart.so")]
        .into_iter()
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!(
                "no libcudart.so beside {}: build the ptxsim-runtime crate",
                exe.display()
            )
        })
}

/// A folder holding `name` linked to `target`, for a linker or loader path.
fn link_folder(tag: &str, links: &[(&str, &Path)]) -> PathBuf {
    let dir = tools::scratch(tag, "d");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, target) in links {
        std::os::unix::fs::symlink(target, dir.join(name)).unwrap();
    }
    dir
}

/// The translation units of a program: a `.cu` file, or every `.cu` of a folder.
fn translation_units(program: &Path) -> Vec<PathBuf> {
    if program.is_dir() {
        let mut units: Vec<PathBuf> = std::fs::read_dir(program)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "cu"))
            .collect();
        units.sort();
        units
    } else {
        vec![program.to_path_buf()]
    }
}

/// Builds a program with nvcc as a user does (`-rdc=true` for several translation
/// units); returns the executable.
fn build(nvcc: &Path, program: &Path) -> PathBuf {
    let toolkit = nvcc.parent().and_then(Path::parent).expect("toolkit root");
    let nvidia_runtime = toolkit.join("lib/libcudart.so.13");
    let lib = link_folder("nvcc-lib", &[("libcudart.so", &nvidia_runtime)]);
    let exe = tools::scratch("program", "exe");
    let units = translation_units(program);
    let separate: &[&str] = if units.len() > 1 { &["-rdc=true"] } else { &[] };
    let out = Command::new(nvcc)
        .args([
            "-cudart",
            "shared",
            "-gencode",
            "arch=compute_80,code=compute_80",
            "-O3",
            "-L",
        ])
        .arg(&lib)
        .args(separate)
        .arg("-o")
        .arg(&exe)
        .args(&units)
        .output()
        .expect("run nvcc");
    assert!(
        out.status.success(),
        "nvcc cannot build {}:\n{}",
        program.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// ptxc's PTX of `source` at `-O{level}` (relocatable for a program of several
/// translation units), checked by ptxas; returns its path.
fn ptxc_ptx(source: &Path, level: u8, relocatable: bool, ptxas: &Path) -> PathBuf {
    let mut opts = Options::with_arch("sm_80");
    opts.emit = Emit::Ptx;
    opts.opt_level = level;
    opts.codegen.relocatable = relocatable;
    let text = std::fs::read_to_string(source).unwrap();
    let ptx = compile_str(&source.to_string_lossy(), &text, &opts)
        .unwrap_or_else(|e| panic!("ptxc rejects {}:\n{}", source.display(), e.rendered))
        .output;
    let checked = if relocatable {
        tools::run_ptxas_with(ptxas, &ptx, "sm_80", "program", &["-c"])
    } else {
        tools::run_ptxas(ptxas, &ptx, "sm_80", "program")
    };
    checked.unwrap_or_else(|e| panic!("ptxas rejects ptxc's PTX of {}: {e}", source.display()));
    let path = tools::scratch("program", "ptx");
    std::fs::write(&path, ptx).unwrap();
    path
}

/// Runs `exe` on the runtime; `ptx` (a `PTXSIM_PTX` value) replaces the fatbinary's
/// PTX. Returns stdout.
fn run(exe: &Path, runtime: &Path, ptx: Option<&str>) -> String {
    let mut cmd = Command::new(exe);
    cmd.env("LD_LIBRARY_PATH", runtime).env("PTXSIM_THREADS", "2");
    match ptx {
        Some(p) => cmd.env("PTXSIM_PTX", p),
        None => cmd.env_remove("PTXSIM_PTX"),
    };
    let out = cmd.output().expect("run the program");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success() && stdout.trim_end().ends_with("PASS"),
        "{} ({}) failed: {}\nstdout:\n{stdout}\nstderr:\n{}",
        exe.display(),
        ptx.unwrap_or("nvcc's PTX"),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
fn programs_run_alike_with_nvcc_and_ptxc_ptx() {
    let (Some(nvcc), Some(ptxas)) = (
        tools::require("nvcc", tools::nvcc()),
        tools::require("ptxas", tools::ptxas()),
    ) else {
        return;
    };
    let lib = runtime_library();
    let runtime = link_folder("runtime", &[("libcudart.so.13", &lib), ("libcuda.so.1", &lib)]);
    let mut programs: Vec<PathBuf> = std::fs::read_dir(programs_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() || p.extension().is_some_and(|e| e == "cu"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 6, "tests/programs holds {} programs", programs.len());
    for program in &programs {
        let exe = build(&nvcc, program);
        let theirs = run(&exe, &runtime, None);
        let units = translation_units(program);
        for level in [3, 0] {
            let modules: Vec<String> = units
                .iter()
                .map(|u| ptxc_ptx(u, level, units.len() > 1, &ptxas).display().to_string())
                .collect();
            let ours = run(&exe, &runtime, Some(&modules.join("+")));
            assert_eq!(
                ours,
                theirs,
                "{} at -O{level}: output differs from nvcc's PTX",
                program.display()
            );
        }
    }
}

#[test]
fn a_kernel_missing_from_the_given_ptx_is_an_invalid_device_function() {
    let Some(nvcc) = tools::require("nvcc", tools::nvcc()) else {
        return;
    };
    let lib = runtime_library();
    let runtime = link_folder("runtime", &[("libcudart.so.13", &lib)]);
    let exe = build(&nvcc, &programs_dir().join("printf_order.cu"));
    let empty = tools::scratch("empty", "ptx");
    std::fs::write(&empty, ".version 8.0\n.target sm_80\n.address_size 64\n").unwrap();
    let out = Command::new(&exe)
        .env("LD_LIBRARY_PATH", &runtime)
        .env("PTXSIM_PTX", &empty)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("_Z5helloi is not in the loaded PTX"), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains("launch 1"), "no kernel ran: {stdout}");
}
