//! NVRTC's compile options (`nvrtcCompileProgram`) turned into ptxc's driver options.
//!
//! Each option is one string (`--gpu-architecture=compute_80`, `-arch=sm_80`, `-Ifoo`,
//! `-DN=4`) or, for those that take a value, the option and its value as two strings
//! (`-arch`, `compute_80`), as NVRTC accepts them. specs/driver.md has the table.

use ptxc::driver::{CxxStd, Options, WarningMode};
use ptxc_frontend::JitMode;

/// The architectures NVRTC 13.5 lists (`nvrtcGetSupportedArchs`), which ptxc supports too.
pub const SUPPORTED_ARCHS: &[i32] = &[75, 80, 86, 87, 88, 89, 90, 100, 103, 107, 110, 120, 121];

/// NVRTC's default architecture (CUDA 13: `compute_75`).
pub const DEFAULT_ARCH: &str = "compute_75";

/// The include name of the in-memory header that holds `-U` options as `#undef` lines.
pub const UNDEFINES_HEADER: &str = "<nvrtc command line -U>";

/// Options accepted for compatibility that change nothing in ptxc's PTX (they concern
/// cubin, precompiled headers, diagnostics numbering or timing reports); `true` when
/// they take a value.
const IGNORED: &[(&str, &str, bool)] = &[
    ("dopt", "dopt", true),
    ("ptxas-options", "Xptxas", true),
    ("extra-device-vectorization", "extra-device-vectorization", false),
    ("modify-stack-limit", "modify-stack-limit", true),
    ("jump-table-density", "jump-table-density", true),
    ("device-stack-protector", "device-stack-protector", true),
    ("no-source-include", "no-source-include", false),
    ("builtin-move-forward", "builtin-move-forward", true),
    ("builtin-initializer-list", "builtin-initializer-list", true),
    ("restrict", "restrict", false),
    ("device-int128", "device-int128", false),
    ("optimization-info", "opt-info", true),
    ("display-error-number", "err-no", false),
    ("no-display-error-number", "no-err-no", false),
    ("diag-error", "diag-error", true),
    ("diag-suppress", "diag-suppress", true),
    ("diag-warn", "diag-warn", true),
    ("brief-diagnostics", "brief-diag", true),
    ("time", "time", true),
    ("fdevice-time-trace", "fdevice-time-trace", true),
    ("split-compile", "split-compile", true),
    ("frandom-seed", "frandom-seed", true),
    ("minimal", "minimal", false),
    ("pch", "pch", false),
    ("create-pch", "create-pch", true),
    ("use-pch", "use-pch", true),
    ("pch-dir", "pch-dir", true),
    ("pch-verbose", "pch-verbose", true),
    ("pch-messages", "pch-messages", true),
    ("instantiate-templates-in-pch", "instantiate-templates-in-pch", true),
];

/// Options NVRTC has that ptxc cannot honour: their outputs are not PTX.
const UNSUPPORTED: &[(&str, &str, &str)] = &[
    ("dlink-time-opt", "dlto", "LTO-IR for link-time optimization"),
    ("gen-opt-lto", "gen-opt-lto", "optimized LTO-IR"),
    ("optix-ir", "optix-ir", "OptiX IR"),
    (
        "fdevice-syntax-only",
        "fdevice-syntax-only",
        "a syntax check without output",
    ),
];

/// The `-Werror` kinds NVRTC takes.
const WERROR_KINDS: &[&str] = &["all-warnings", "reorder", "deprecated-declarations", "conversion"];

/// A parsed option list: the driver's options and NVRTC's warnings about the list.
pub struct Parsed {
    /// Options for [`ptxc::driver::compile_str`].
    pub opts: Options,
    /// `nvrtc: warning: ...` lines for the program log.
    pub warnings: Vec<String>,
    /// `-U` names, in order (an in-memory pre-included header undefines them).
    pub undefines: Vec<String>,
}

/// Parses `args`; an error is the log line NVRTC writes (`nvrtc: error: ...`), and the
/// result code is `NVRTC_ERROR_INVALID_OPTION`.
pub fn parse(args: &[&str]) -> Result<Parsed, String> {
    let mut opts = Options::with_arch(DEFAULT_ARCH);
    opts.opt_level = env_opt_level();
    opts.one_line_diagnostics = true;
    opts.share_library = true;
    opts.source.jit = JitMode::HostIsError;
    // NVRTC checks every declaration; nothing is set aside as host code.
    opts.source.check_host = true;
    // NVRTC knows no CUDA toolkit: the file system is read only where -I points (and next
    // to the program), so a compile does not search PATH for nvcc either.
    opts.source.without_toolkit = true;
    let mut warnings = Vec::new();
    let mut undefines: Vec<String> = Vec::new();
    let mut arch_given: Option<String> = None;
    let mut k = 0;
    while k < args.len() {
        let arg = args[k];
        k += 1;
        let unrecognized = || format!("nvrtc: error: unrecognized option {arg} found");
        let Some(body) = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')) else {
            return Err(unrecognized());
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        // `-Ifoo`, `-DN=4`, `-UN`: the short forms with the value attached.
        let (name, inline) = match attached(arg, name) {
            Some((n, v)) => (n, Some(v)),
            None => (name, inline),
        };
        // The option's value (attached or the next string); without one, `missing` is the log line.
        let mut value_or = |missing: String| -> Result<String, String> {
            if let Some(v) = inline {
                return Ok(v.to_string());
            }
            match args.get(k) {
                Some(v) => {
                    k += 1;
                    Ok(v.to_string())
                }
                None => Err(missing),
            }
        };
        let mut value = |display: &str| value_or(format!("nvrtc: error: {display} requires a value"));
        // An option without a value given one (`-G=1`), as NVRTC words it.
        let flag = |long: &str, short: &str| match inline {
            Some(_) => Err(format!(
                "nvrtc: error: --{long} (-{short}) does not accept any argument"
            )),
            None => Ok(()),
        };
        match name {
            "gpu-architecture" | "arch" => {
                let v = value_or("nvrtc: error: invalid value for --gpu-architecture (-arch)".into())?;
                if !arch_supported(&v) {
                    return Err("nvrtc: error: invalid value for --gpu-architecture (-arch)".into());
                }
                if let Some(prev) = &arch_given {
                    warnings.push(format!(
                        "nvrtc: warning: \"--gpu-architecture(-arch)={}\" followed by \"--gpu-architecture(-arch)={}\"",
                        arch_number(prev),
                        arch_number(&v)
                    ));
                }
                opts.arch = v.clone();
                arch_given = Some(v);
            }
            "device-c" | "dc" => {
                flag("device-c", "dc")?;
                opts.codegen.relocatable = true
            }
            "device-w" | "dw" => {
                flag("device-w", "dw")?;
                opts.codegen.relocatable = false
            }
            "relocatable-device-code" | "rdc" => {
                opts.codegen.relocatable = boolean(value_or, "--relocatable-device-code (-rdc)")?
            }
            "extensible-whole-program" | "ewp" => flag("extensible-whole-program", "ewp")?,
            "device-debug" | "G" => {
                flag("device-debug", "G")?;
                opts.codegen.device_debug = true;
                opts.opt_level = 0;
            }
            "generate-line-info" | "lineinfo" => {
                flag("generate-line-info", "lineinfo")?;
                opts.codegen.line_info = true
            }
            "maxrregcount" => {
                let v = value("--maxrregcount (-maxrregcount)")?;
                let n = v
                    .parse::<u32>()
                    .map_err(|_| "nvrtc: error: --maxrregcount (-maxrregcount) expects an integer".to_string())?;
                opts.codegen.max_reg_count = Some(n);
            }
            "ftz" => opts.float.ftz = Some(boolean(value_or, "--ftz (-ftz)")?),
            "prec-sqrt" => opts.float.prec_sqrt = Some(boolean(value_or, "--prec-sqrt (-prec-sqrt)")?),
            "prec-div" => opts.float.prec_div = Some(boolean(value_or, "--prec-div (-prec-div)")?),
            "fmad" => opts.float.fmad = Some(boolean(value_or, "--fmad (-fmad)")?),
            "use_fast_math" | "use-fast-math" => {
                flag("use_fast_math", "use_fast_math")?;
                opts.float.use_fast_math = true
            }
            "define-macro" | "D" => {
                let v = value("--define-macro (-D)")?;
                let def = match v.split_once('=') {
                    Some((n, d)) => (n.to_string(), Some(d.to_string())),
                    None => (v.clone(), None),
                };
                undefines.retain(|u| *u != def.0);
                opts.source.defines.push(def);
            }
            "undefine-macro" | "U" => {
                let v = value("--undefine-macro (-U)")?;
                opts.source.defines.retain(|(n, _)| *n != v);
                undefines.push(v);
            }
            "include-path" | "I" => opts.source.include_dirs.push(value("--include-path (-I)")?.into()),
            "pre-include" | "include" => opts.source.pre_includes.push(value("--pre-include (-include)")?.into()),
            "std" => {
                // Without a value NVRTC does not know `-std` at all.
                opts.source.std = CxxStd(match value_or(unrecognized())?.as_str() {
                    "c++03" => 199711,
                    "c++11" => 201103,
                    "c++14" => 201402,
                    "c++17" => 201703,
                    "c++20" => 202002,
                    "c++23" => 202302,
                    _ => return Err("nvrtc: error: invalid value for --std(-std)".into()),
                })
            }
            // Less optimization for a faster compile in NVIDIA's; ptxc's compile is fast at
            // -O3, so the level is checked and the PTX stays the same.
            "Ofast-compile" | "Ofc" => {
                let v = value("--Ofast-compile (-Ofc)")?;
                if !["0", "min", "mid", "max"].contains(&v.as_str()) {
                    return Err(format!(
                        "nvrtc: error: invalid argument for option --Ofast-compile (-Ofc): {v}"
                    ));
                }
            }
            "disable-warnings" | "w" => {
                flag("disable-warnings", "w")?;
                opts.warnings = WarningMode::Suppress
            }
            "warning-as-error" | "Werror" => {
                let Some(kinds) = inline else {
                    return Err(format!(
                        "nvrtc: error: --warning-as-error(-Werror) expects valid value(s) from the following list: {}",
                        WERROR_KINDS.join(", ")
                    ));
                };
                if let Some(bad) = kinds.split(',').find(|kind| !WERROR_KINDS.contains(kind)) {
                    return Err(format!(
                        "nvrtc: error: {bad} is undefined for --warning-as-error(-Werror)\n\
                         nvrtc: error: --warning-as-error(-Werror) expects valid value(s) from the following list: {}",
                        WERROR_KINDS.join(", ")
                    ));
                }
                if kinds.split(',').any(|kind| kind == "all-warnings") {
                    opts.warnings = WarningMode::AsErrors;
                }
            }
            "device-as-default-execution-space" | "default-device" => {
                flag("device-as-default-execution-space", "default-device")?;
                opts.source.jit = JitMode::DefaultDevice
            }
            _ => {
                if let Some(&(long, short, what)) = UNSUPPORTED.iter().find(|(l, s, _)| name == *l || name == *s) {
                    return Err(format!(
                        "nvrtc: error: --{long} (-{short}) is not supported by ptxc's NVRTC, which produces PTX, not {what}"
                    ));
                }
                match IGNORED.iter().find(|(l, s, _)| name == *l || name == *s) {
                    Some(&(_, _, true)) => {
                        value(arg)?;
                    }
                    Some(&(long, short, false)) => flag(long, short)?,
                    None => return Err(unrecognized()),
                }
            }
        }
    }
    if !undefines.is_empty() {
        opts.source.pre_includes.insert(0, UNDEFINES_HEADER.into());
    }
    Ok(Parsed {
        opts,
        warnings,
        undefines,
    })
}

/// `-Ifoo`, `-DN=4`, `-UN` (one dash, the value attached): the short name and the value.
fn attached<'a>(arg: &'a str, name: &str) -> Option<(&'a str, &'a str)> {
    if arg.starts_with("--") {
        return None;
    }
    let rest = arg.strip_prefix('-')?;
    let (short, value) = rest.split_at(rest.char_indices().nth(1)?.0);
    match short {
        "I" | "D" | "U" if !value.is_empty() && name != "include" => Some((short, value)),
        _ => None,
    }
}

/// `true`/`false`, as NVRTC's boolean options take them (read by `value_or`; a missing
/// value is the same error as a wrong one).
fn boolean(value_or: impl FnOnce(String) -> Result<String, String>, display: &str) -> Result<bool, String> {
    let wrong = format!("nvrtc: error: {display} expects true or false");
    match value_or(wrong.clone())?.as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(wrong),
    }
}

/// The optimization level of every compile: `PTXC_NVRTC_OPT` (`0`..`3`) or 3. NVRTC has
/// no `-O` option, so this is how a program that compiles at run time is measured with
/// ptxc's `-O0` code (specs/samples.md); `-G` still means `-O0`.
fn env_opt_level() -> u8 {
    match std::env::var("PTXC_NVRTC_OPT").as_deref() {
        Ok(v @ ("0" | "1" | "2" | "3")) => v.parse().unwrap_or(3),
        _ => 3,
    }
}

/// Whether NVRTC 13.5 (and ptxc) compile for `arch` (`compute_XX`, `sm_XX`, with an `a`
/// or `f` suffix where the architecture has one).
pub fn arch_supported(arch: &str) -> bool {
    ptxc_ptx::parse_sm(arch).is_ok_and(|t| SUPPORTED_ARCHS.contains(&(t.sm as i32)))
}

/// `80` of `compute_80`, as NVRTC's warning names architectures.
fn arch_number(arch: &str) -> &str {
    arch.trim_start_matches("compute_").trim_start_matches("sm_")
}

/// Whether `arch` names a real architecture (`sm_XX`), for which NVRTC would make a cubin.
pub fn is_real_arch(arch: &str) -> bool {
    arch.starts_with("sm_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attached_short_forms() {
        let p = parse(&["-Ifoo", "-DN=4", "-UM", "-include", "x.h"]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.opts.source.include_dirs, vec![std::path::PathBuf::from("foo")]);
        assert_eq!(p.opts.source.defines, vec![("N".to_string(), Some("4".to_string()))]);
        assert_eq!(p.undefines, vec!["M".to_string()]);
        assert_eq!(p.opts.source.pre_includes.len(), 2);
    }
}
