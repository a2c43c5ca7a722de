//! `-w` and `-Werror`: what happens to warnings.

use super::reader::{ArgReader, Flag};

/// How warnings are reported.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum WarningMode {
    /// Printed, compilation goes on.
    #[default]
    Report,
    /// `-w`: not printed.
    Suppress,
    /// `-Werror all-warnings`: printed as errors; the compilation fails.
    AsErrors,
}

/// The kinds nvcc's `-Werror` takes. ptxc's warnings are all of the first;
/// the others select nvcc diagnostics ptxc does not give, so they are accepted.
const WERROR_KINDS: &[&str] = &[
    "all-warnings",
    "cross-execution-space-call",
    "reorder",
    "default-stream-launch",
    "missing-launch-bounds",
    "ext-lambda-captures-this",
    "deprecated-declarations",
];

/// Applies a warning flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>, mode: &mut WarningMode) -> Result<bool, String> {
    match flag.name {
        "w" | "disable-warnings" => *mode = WarningMode::Suppress,
        "Werror" => {
            // nvcc requires a kind; `-Werror` alone (as gcc users write it) means all warnings.
            let kinds = match flag.inline {
                Some(v) => v,
                None => match args.peek() {
                    Some(v) if v.split(',').all(|k| WERROR_KINDS.contains(&k)) => {
                        args.next_arg();
                        v
                    }
                    _ => "all-warnings",
                },
            };
            if let Some(bad) = kinds.split(',').find(|k| !WERROR_KINDS.contains(k)) {
                return Err(format!("Value '{bad}' is not defined for option 'Werror'"));
            }
            if kinds.split(',').any(|k| k == "all-warnings") {
                *mode = WarningMode::AsErrors;
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
