//! Flags that change what the preprocessor and parser see: `-I`, `-isystem`,
//! `-D`, `-include`, `-std`, `-x`, and how host code is treated (`--warn-host`,
//! `--check-host`).

use std::path::PathBuf;

use super::reader::{ArgReader, Flag};
use super::UsageError;

/// The C++ standard (`-std=`), as the value of `__cplusplus`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CxxStd(pub u32);

impl Default for CxxStd {
    /// nvcc 13's default, C++17.
    fn default() -> Self {
        CxxStd(201703)
    }
}

/// The preprocessor's inputs from the command line.
#[derive(Clone, Debug, Default)]
pub struct SourceFlags {
    /// `-I` directories, in command-line order.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem` directories, searched after the `-I` ones.
    pub system_include_dirs: Vec<PathBuf>,
    /// `-D NAME[=VALUE]`, in command-line order.
    pub defines: Vec<(String, Option<String>)>,
    /// `-include FILE`: read before the input file, in order.
    pub pre_includes: Vec<PathBuf>,
    /// `-std=`.
    pub std: CxxStd,
    /// Warnings nvcc prints for accepted values (`-std=c++23`).
    pub warnings: Vec<String>,
    /// `--warn-host`: a note for each piece of host code set aside.
    pub warn_host: bool,
    /// `--check-host`: host code is checked exactly too; nothing is set aside.
    pub check_host: bool,
    /// `--whole-prelude`: the parser sees every declaration of ptxc's implicit
    /// prelude, not only those the file can reach (for checking that pruning).
    pub whole_prelude: bool,
    /// Headers held in memory, by include name (NVRTC's program headers; not a flag).
    pub memory_headers: Vec<(String, String)>,
    /// NVRTC's compilation model for the user's functions (not a flag; the NVRTC library
    /// sets it).
    pub jit: ptxc_frontend::JitMode,
    /// No CUDA toolkit is looked for (CUDA_HOME, nvcc on PATH, ...): its headers are read
    /// only through `-I`, as NVRTC's are (not a flag; the NVRTC library sets it).
    pub without_toolkit: bool,
}

/// Applies a preprocessor or language flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>, s: &mut SourceFlags) -> Result<bool, UsageError> {
    match flag.name {
        "I" | "include-path" => s.include_dirs.push(PathBuf::from(args.value(flag)?)),
        "isystem" | "system-include" => s.system_include_dirs.push(PathBuf::from(args.value(flag)?)),
        "D" | "define-macro" => s.defines.push(split_define(args.value(flag)?)),
        "include" | "pre-include" => s.pre_includes.push(PathBuf::from(args.value(flag)?)),
        "std" => set_std(args.value(flag)?, s)?,
        "warn-host" => s.warn_host = true,
        "check-host" => s.check_host = true,
        "whole-prelude" => s.whole_prelude = true,
        "x" | "x-language" => match args.value(flag)? {
            "cu" => {}
            v @ ("c" | "c++") => {
                return Err(UsageError::Usage(format!(
                    "'-x {v}' compiles host code; ptxc compiles CUDA device code only (-x cu)"
                )))
            }
            v => return Err(UsageError::Fatal(format!("Value '{v}' is not defined for option 'x'"))),
        },
        _ => return concatenated(flag, s),
    }
    Ok(true)
}

/// `-Idir`, `-DNAME=V`: a one-letter flag with its value attached.
fn concatenated(flag: &Flag<'_>, s: &mut SourceFlags) -> Result<bool, UsageError> {
    let bare = &flag.spelled[1..];
    if let Some(dir) = bare.strip_prefix('I').filter(|d| !d.is_empty()) {
        s.include_dirs.push(PathBuf::from(dir));
    } else if let Some(def) = bare.strip_prefix('D').filter(|d| !d.is_empty()) {
        s.defines.push(split_define(def));
    } else if let Some(dir) = bare.strip_prefix("isystem").filter(|d| !d.is_empty()) {
        s.system_include_dirs.push(PathBuf::from(dir));
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// `-std=c++NN`: `__cplusplus` as nvcc 13.5 sets it.
fn set_std(value: &str, s: &mut SourceFlags) -> Result<(), UsageError> {
    s.std = CxxStd(match value {
        "c++03" => 199711,
        "c++11" => 201103,
        "c++14" => 201402,
        "c++17" => 201703,
        "c++20" => 202002,
        // nvcc 13.5 with gcc 12 as host compiler: a warning, and the default stays.
        "c++23" => {
            s.warnings.push(
                "The -std=c++23 flag is not supported with the configured host compiler. Flag will be ignored.".into(),
            );
            return Ok(());
        }
        other => {
            return Err(UsageError::Fatal(format!(
                "Value '{other}' is not defined for option 'std'"
            )))
        }
    });
    Ok(())
}

fn split_define(s: &str) -> (String, Option<String>) {
    match s.split_once('=') {
        Some((n, v)) => (n.to_string(), Some(v.to_string())),
        None => (s.to_string(), None),
    }
}
