//! The dependency-file flags: `-M`, `-MM`, `-MD`, `-MMD`, `-MF`, `-MT`.

use std::path::PathBuf;

use super::reader::{ArgReader, Flag};

/// What to do about dependencies.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DepFlags {
    /// Which dependency output was asked for, if any.
    pub mode: Option<DepMode>,
    /// `-MF FILE`: where to write the rule.
    pub file: Option<PathBuf>,
    /// `-MT TARGET`: the rule's target (the last one wins, as with nvcc).
    pub target: Option<String>,
}

/// `-M`/`-MM` (only the rule, no compilation) or `-MD`/`-MMD` (the rule
/// beside the compilation); the `MM` forms leave out system headers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DepMode {
    /// Compile too (`-MD`, `-MMD`).
    pub with_compile: bool,
    /// List headers from `-isystem` directories too (`-M`, `-MD`).
    pub system_headers: bool,
}

/// Applies a dependency flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>, d: &mut DepFlags) -> Result<bool, String> {
    let mode = |with_compile, system_headers| DepMode {
        with_compile,
        system_headers,
    };
    match flag.name {
        "M" | "generate-dependencies" => d.mode = Some(mode(false, true)),
        "MM" | "generate-nonsystem-dependencies" => d.mode = Some(mode(false, false)),
        "MD" | "generate-dependencies-with-compile" => d.mode = Some(mode(true, true)),
        "MMD" | "generate-nonsystem-dependencies-with-compile" => d.mode = Some(mode(true, false)),
        "MF" | "dependency-output" => d.file = Some(PathBuf::from(args.value(flag)?)),
        "MT" | "dependency-target-name" => d.target = Some(args.value(flag)?.to_string()),
        _ => return Ok(false),
    }
    Ok(true)
}
