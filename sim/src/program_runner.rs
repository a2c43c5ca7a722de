//! `ptxsim run`: runs a whole CUDA program on the CPU.
//!
//! The program is an ordinary executable built by nvcc with `-cudart shared`; it finds
//! ptxsim's CUDA runtime (`libcudart.so`, built beside this binary by the
//! `ptxsim-runtime` crate) instead of NVIDIA's because this command puts a folder of
//! links named as NVIDIA's libraries (`libcudart.so.13`, `libcuda.so.1`) first on
//! `LD_LIBRARY_PATH`. Options become the runtime's environment variables
//! (specs/cuda-runtime.md).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Usage text of `ptxsim run`.
pub const USAGE: &str = "usage: ptxsim run [--ptx FILES] [--stats FILE] [--sm NN] [--threads N] [--] PROGRAM [ARGS]...
  Runs a CUDA program built with `nvcc -cudart shared` on the CPU, on ptxsim's CUDA runtime.
  --ptx FILES    run the kernels of these PTX files instead of the program's own PTX
                 (a.ptx:b.ptx separate modules, a.ptx+b.ptx one module linked as -rdc links)
  --stats FILE   append a line per kernel launch: mangled name, thread-instructions
  --sm NN        compute capability of the emulated device (default 80)
  --threads N    host threads running a launch's blocks (default: the cores)";

/// The runtime library: beside this executable (cargo puts both in target/<profile>),
/// or where `PTXSIM_RUNTIME_LIB` says.
fn runtime_library() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("PTXSIM_RUNTIME_LIB") {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let dir = exe.parent().unwrap_or(Path::new("."));
    for candidate in [dir.join("libcudart.so"), dir.join("../libcudart.so")] {
        if candidate.exists() {
            return Ok(candidate);
        }
    }
    Err(format!(
        "no libcudart.so beside {}: build it with `cargo build --release -p ptxsim-runtime`, or set PTXSIM_RUNTIME_LIB",
        exe.display()
    ))
}

/// A folder of links `libcudart.so.13` and `libcuda.so.1` to the runtime library.
fn library_folder(lib: &Path) -> Result<PathBuf, String> {
    let lib = lib.canonicalize().map_err(|e| format!("{}: {e}", lib.display()))?;
    let dir = std::env::temp_dir().join(format!("ptxsim-runtime-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for name in ["libcudart.so.13", "libcudart.so", "libcuda.so.1", "libcuda.so"] {
        let link = dir.join(name);
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&lib, &link).map_err(|e| format!("{}: {e}", link.display()))?;
    }
    Ok(dir)
}

/// Runs `ptxsim run ARGS`; returns the program's exit code (1 for a usage error).
pub fn run(args: &[String]) -> i32 {
    let mut env: Vec<(&str, String)> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let value = |i: usize| args.get(i + 1).cloned();
        let var = match a {
            "--ptx" => "PTXSIM_PTX",
            "--stats" => "PTXSIM_STATS",
            "--sm" => "PTXSIM_SM",
            "--threads" => "PTXSIM_THREADS",
            "-h" | "--help" => {
                println!("{USAGE}");
                return 0;
            }
            "--" => {
                i += 1;
                break;
            }
            _ if a.starts_with('-') => {
                eprintln!("ptxsim run: unknown option {a}\n{USAGE}");
                return 1;
            }
            _ => break,
        };
        let Some(v) = value(i) else {
            eprintln!("ptxsim run: {a} needs a value\n{USAGE}");
            return 1;
        };
        let v = if var == "PTXSIM_PTX" || var == "PTXSIM_STATS" {
            absolute_paths(&v)
        } else {
            v
        };
        env.push((var, v));
        i += 2;
    }
    let Some(program) = args.get(i) else {
        eprintln!("ptxsim run: no program given\n{USAGE}");
        return 1;
    };
    let folder = match runtime_library().and_then(|l| library_folder(&l)) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("ptxsim run: {e}");
            return 1;
        }
    };
    let mut path = folder.clone().into_os_string();
    if let Some(old) = std::env::var_os("LD_LIBRARY_PATH") {
        path.push(":");
        path.push(old);
    }
    let mut cmd = Command::new(program);
    cmd.args(&args[i + 1..]).env("LD_LIBRARY_PATH", path);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let status = cmd.status();
    let _ = std::fs::remove_dir_all(&folder);
    match status {
        Ok(s) => s.code().unwrap_or_else(|| {
            use std::os::unix::process::ExitStatusExt;
            128 + s.signal().unwrap_or(0)
        }),
        Err(e) => {
            eprintln!("ptxsim run: cannot run {program}: {e}");
            127
        }
    }
}

/// Makes each path of a `:`/`+`-separated list absolute (the program may change
/// directory before its first CUDA call).
fn absolute_paths(list: &str) -> String {
    let abs = |p: &str| {
        std::path::absolute(p)
            .map(|a| a.display().to_string())
            .unwrap_or_else(|_| p.to_string())
    };
    list.split(':')
        .map(|group| group.split('+').map(abs).collect::<Vec<_>>().join("+"))
        .collect::<Vec<_>>()
        .join(":")
}
