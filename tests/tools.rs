//! Finding and running the external checkers the tests use: NVIDIA's
//! `ptxas` and `nvcc`, LLVM's `llvm-as-19`, gcc (host oracles), and CCCL's headers. Under CI (env `CI` set) or with
//! `PTXC_REQUIRE_TOOLS=1` a missing tool fails the test; otherwise the
//! test prints a notice and checks what it can. The one rule for the whole
//! workspace: the ptx, ir and compiler crates' tests include this file too
//! (`#[path]`), so every finder honours `$PTXAS`/`$LLVM_AS` and the cache alike.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root (the parent of this package's folder).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

fn tools_required() -> bool {
    std::env::var_os("CI").is_some() || std::env::var("PTXC_REQUIRE_TOOLS").is_ok_and(|v| v == "1")
}

fn first_executable(candidates: impl IntoIterator<Item = PathBuf>) -> Option<PathBuf> {
    candidates.into_iter().find(|p| p.is_file())
}

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| first_executable(std::env::split_paths(&paths).map(|d| d.join(name))))
}

/// Locates `ptxas`: $PTXAS, the test command's cache, the reference-tools cache, PATH.
pub fn ptxas() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(p) = std::env::var_os("PTXAS") {
        c.push(PathBuf::from(p));
    }
    c.push(repo_root().join(".cache/cuda/nvidia/cu13/bin/ptxas"));
    if let Some(home) = std::env::var_os("HOME") {
        c.push(PathBuf::from(home).join(".cache/nvidia-cuda13/nvidia/cu13/bin/ptxas"));
    }
    first_executable(c).or_else(|| on_path("ptxas"))
}

/// Locates CCCL's include directory (the one holding `cuda/std/version`): $PTXC_CCCL, the
/// test command's cache, the reference-tools cache.
pub fn cccl() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(p) = std::env::var_os("PTXC_CCCL") {
        c.push(PathBuf::from(p));
    }
    c.push(repo_root().join(".cache/cuda/nvidia/cu13/include/cccl"));
    if let Some(home) = std::env::var_os("HOME") {
        c.push(PathBuf::from(home).join(".cache/nvidia-cuda13/nvidia/cu13/include/cccl"));
    }
    c.into_iter().find(|d| d.join("cuda/std/version").is_file())
}

/// Locates a CUDA toolkit include directory holding cuRAND's headers: $PTXC_TOOLKIT_INCLUDE,
/// then the test command's cache (scripts/install-test-tools.sh).
pub fn toolkit_include() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(p) = std::env::var_os("PTXC_TOOLKIT_INCLUDE") {
        c.push(PathBuf::from(p));
    }
    c.push(repo_root().join(".cache/cuda/toolkit/include"));
    c.into_iter()
        .find(|d| d.join("curand_kernel.h").is_file() && d.join("crt").is_dir())
}

/// Locates CUTLASS's include directory (the one holding `cute/tensor.hpp` and
/// `cutlass/version.h`): $PTXC_CUTLASS, then the test command's cache (the pinned
/// `nvidia-cutlass` wheel that scripts/install-test-tools.sh unpacks).
pub fn cutlass() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(p) = std::env::var_os("PTXC_CUTLASS") {
        c.push(PathBuf::from(p));
    }
    c.push(repo_root().join(".cache/cutlass/include"));
    c.into_iter()
        .find(|d| d.join("cute/tensor.hpp").is_file() && d.join("cutlass/version.h").is_file())
}

/// Locates `nvcc`: $NVCC, then the toolkit cache (scripts/install-test-tools.sh), then PATH.
pub fn nvcc() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(p) = std::env::var_os("NVCC") {
        c.push(PathBuf::from(p));
    }
    c.push(repo_root().join(".cache/toolkit/nvidia/cu13/bin/nvcc"));
    first_executable(c).or_else(|| on_path("nvcc"))
}

/// Locates `llvm-as-19`: $LLVM_AS, then PATH.
pub fn llvm_as() -> Option<PathBuf> {
    std::env::var_os("LLVM_AS")
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .or_else(|| on_path("llvm-as-19"))
}

/// Locates a C compiler for host-side oracles: $CC, then `gcc` on PATH.
pub fn gcc() -> Option<PathBuf> {
    std::env::var_os("CC")
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .or_else(|| on_path("gcc"))
}

/// Returns the tool, or `None` after a notice when tools are optional.
/// Panics when the tool is required (CI) but missing.
pub fn require(name: &str, found: Option<PathBuf>) -> Option<PathBuf> {
    match found {
        Some(p) => Some(p),
        None if tools_required() => panic!(
            "{name} is required (CI or PTXC_REQUIRE_TOOLS=1) but was not found; run scripts/install-test-tools.sh"
        ),
        None => {
            eprintln!("note: {name} not found; its checks are not run (run scripts/install-test-tools.sh)");
            None
        }
    }
}

/// A scratch file path unique to this process and `tag`.
pub fn scratch(tag: &str, ext: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ptxc-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    // Unique per call: tests run in parallel threads and may use the same tag.
    static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    dir.join(format!("{tag}.{n}.{ext}"))
}

/// Runs `ptxas -arch=ARCH` on `ptx`; Err holds ptxas's messages.
pub fn run_ptxas(ptxas: &Path, ptx: &str, arch: &str, tag: &str) -> Result<(), String> {
    run_ptxas_with(ptxas, ptx, arch, tag, &[])
}

/// [`run_ptxas`] with more ptxas options (`-O0`: its own optimization level).
pub fn run_ptxas_with(ptxas: &Path, ptx: &str, arch: &str, tag: &str, options: &[&str]) -> Result<(), String> {
    let file = scratch(&format!("{tag}.{arch}"), "ptx");
    // Never `-o /dev/null`: ptxas replaces its output file, and run as root it
    // would turn /dev/null into a regular file.
    let cubin = scratch(&format!("{tag}.{arch}"), "cubin");
    std::fs::write(&file, ptx).map_err(|e| e.to_string())?;
    let out = Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .args(options)
        .arg("-o")
        .arg(&cubin)
        .arg(&file)
        .output()
        .map_err(|e| format!("cannot run ptxas: {e}"))?;
    let _ = std::fs::remove_file(&cubin);
    if out.status.success() {
        let _ = std::fs::remove_file(&file);
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Runs ptxas on every `.ptx` file of `dir` (a folder of nvcc's reference PTX) for the
/// architecture of the file's `.target` line. Returns how many files it checked and one line
/// for each file ptxas rejects or that has no `.target`: a reference edited by hand, or made
/// by another nvcc, must still be valid PTX.
pub fn ptxas_check_dir(ptxas: &Path, dir: &Path) -> (usize, Vec<String>) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ptx"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let ptx = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let Some(arch) = ptx
            .lines()
            .find_map(|l| l.trim().strip_prefix(".target "))
            .and_then(|t| t.split([',', ' ']).next())
        else {
            failures.push(format!("{}: no .target line", path.display()));
            continue;
        };
        if let Err(e) = run_ptxas(ptxas, &ptx, arch, &format!("nvcc-{name}")) {
            failures.push(format!("{} ({arch}): {e}", path.display()));
        }
    }
    (files.len(), failures)
}

/// Runs `llvm-as-19` on `ir`; Err holds its messages.
pub fn run_llvm_as(llvm_as: &Path, ir: &str, tag: &str) -> Result<(), String> {
    let file = scratch(tag, "ll");
    let bitcode = scratch(tag, "bc");
    std::fs::write(&file, ir).map_err(|e| e.to_string())?;
    let out = Command::new(llvm_as)
        .arg("-o")
        .arg(&bitcode)
        .arg(&file)
        .output()
        .map_err(|e| format!("cannot run llvm-as: {e}"))?;
    let _ = std::fs::remove_file(&bitcode);
    if out.status.success() {
        let _ = std::fs::remove_file(&file);
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The `.entry` names of a PTX text, in order.
pub fn entry_names(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let rest = l
                .strip_prefix(".visible .entry ")
                .or_else(|| l.strip_prefix(".entry "))?;
            Some(rest.split(|c: char| c == '(' || c.is_whitespace()).next()?.to_string())
        })
        .collect()
}
