//! Flags ptxc accepts and ignores: host-compiler, assembler and linker
//! options, and nvcc switches that permit what ptxc always accepts.
//! nvcc prints nothing for them, so ptxc's note about each is printed only
//! under `-v`.

use super::reader::{ArgReader, Flag};

/// Ignored flags that take a value, with why ptxc ignores them.
const WITH_VALUE: &[(&[&str], &str)] = &[
    (&["ccbin", "compiler-bindir"], "the host compiler is not used"),
    (&["Xcompiler", "compiler-options"], "host compiler options"),
    (
        &["Xptxas", "ptxas-options"],
        "ptxas options; ptxc writes PTX and does not run ptxas",
    ),
    (
        &[
            "Xlinker",
            "linker-options",
            "Xnvlink",
            "nvlink-options",
            "Xarchive",
            "archive-options",
        ],
        "link options",
    ),
    (
        &["t", "threads", "split-compile"],
        "ptxc compiles one file on one thread",
    ),
    (
        &[
            "cudart",
            "cudadevrt",
            "default-stream",
            "keep-dir",
            "odir",
            "machine",
            "L",
            "l",
            "library",
            "library-path",
        ],
        "host-side settings",
    ),
    (&["diag-suppress", "diag-warn", "diag-error"], "nvcc diagnostic numbers"),
];

/// Ignored flags without a value, with why ptxc ignores them.
const WITHOUT_VALUE: &[(&[&str], &str)] = &[
    (
        &["extended-lambda", "expt-extended-lambda"],
        "ptxc always accepts __device__ lambdas",
    ),
    (
        &["expt-relaxed-constexpr"],
        "ptxc always lets device code call constexpr functions",
    ),
    (&["keep", "save-temps"], "ptxc has no intermediate files"),
    (&["resource-usage"], "resources are known only after ptxas"),
    (&["g", "debug"], "host debug information"),
    (
        &[
            "m64",
            "use-local-env",
            "allow-unsupported-compiler",
            "display-error-number",
            "no-display-error-number",
            "restrict",
            "c",
            "compile",
        ],
        "no effect on PTX",
    ),
    (
        &[
            "Wno-deprecated-gpu-targets",
            "Wno-deprecated-declarations",
            "Wreorder",
            "Wdefault-stream-launch",
            "Wmissing-launch-bounds",
            "Wext-lambda-captures-this",
        ],
        "warning selection",
    ),
    (&["ptx"], "PTX is ptxc's only output"),
];

/// Consumes an ignored flag (and its value); returns the `-v` note, or
/// `Ok(None)` when `flag` is not one of them.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>) -> Result<Option<String>, String> {
    if let Some((_, why)) = WITH_VALUE.iter().find(|(names, _)| names.contains(&flag.name)) {
        let value = args.value(flag)?;
        let shown = if flag.inline.is_some() {
            flag.spelled.to_string()
        } else {
            format!("{} {value}", flag.spelled)
        };
        return Ok(Some(format!("ignoring '{shown}' ({why})")));
    }
    if flag.inline.is_none() {
        if let Some((_, why)) = WITHOUT_VALUE.iter().find(|(names, _)| names.contains(&flag.name)) {
            return Ok(Some(format!("ignoring '{}' ({why})", flag.spelled)));
        }
    }
    // `-lcudart`, `-L/opt/lib`: library options with the value attached.
    if flag.spelled.len() > 2 && (flag.spelled.starts_with("-l") || flag.spelled.starts_with("-L")) {
        return Ok(Some(format!("ignoring '{}' (host-side settings)", flag.spelled)));
    }
    Ok(None)
}
