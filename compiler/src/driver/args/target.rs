//! Choosing the `.target` from nvcc's architecture flags: `-arch`,
//! `-code`, `-gencode`. With `-ptx` nvcc compiles for exactly one virtual
//! architecture and prints it as `.target sm_XX`: `-arch=compute_86`,
//! `-arch=sm_86` and `-gencode arch=compute_86,code=sm_86` all give
//! `sm_86`; `-code` only names the binaries, which `-ptx` does not make.

use super::reader::{ArgReader, Flag};
use super::UsageError;

/// ptxc's default target when no architecture is given (nvcc's is sm_75).
pub const DEFAULT_ARCH: &str = "sm_80";

/// The architecture flags seen so far.
#[derive(Clone, Debug, Default)]
pub struct TargetFlags {
    /// `-arch` (the last one wins, as with nvcc).
    pub arch: Option<String>,
    /// The `arch=` of each `-gencode`.
    pub gencode: Vec<String>,
    /// `-arch=native`: no GPU is queried; the default is used with nvcc's warning.
    pub native: bool,
}

/// Applies an architecture flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>, t: &mut TargetFlags) -> Result<bool, UsageError> {
    match flag.name {
        "arch" | "gpu-architecture" => {
            let v = args.value(flag)?;
            match v {
                "native" => {
                    t.native = true;
                    t.arch = None;
                }
                "all" | "all-major" => return Err(UsageError::Fatal(multiple_archs())),
                _ => t.arch = Some(v.to_string()),
            }
        }
        // Names only the binaries to embed, which -ptx does not produce.
        "code" | "gpu-code" => {
            args.value(flag)?;
        }
        "gencode" | "generate-code" => {
            let v = args.value(flag)?;
            t.gencode.push(gencode_arch(v)?);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The `arch=` part of a `-gencode` value (`arch=compute_86,code=[sm_86,compute_86]`).
fn gencode_arch(value: &str) -> Result<String, UsageError> {
    let mut arch = None;
    let mut code = false;
    for part in value.split(',') {
        if let Some(a) = part.strip_prefix("arch=") {
            arch = Some(a.to_string());
        } else if part.starts_with("code=") {
            code = true;
        }
    }
    // nvcc names the long form whichever spelling was used.
    let name = "--generate-code";
    match arch {
        Some(a) if code => Ok(a),
        Some(_) => Err(UsageError::Fatal(format!("Option '{name} {value}', missing code"))),
        None => Err(UsageError::Fatal(format!("Option '{name} {value}', missing arch"))),
    }
}

fn multiple_archs() -> String {
    "Option '--ptx (-ptx)' is not allowed when compiling for multiple GPU architectures".to_string()
}

/// The PTX target name (`sm_86`, `sm_90a`) of an architecture as written:
/// `compute_XX` is printed as `sm_XX`, as nvcc does.
fn as_sm(arch: &str) -> String {
    match arch.strip_prefix("compute_") {
        Some(rest) => format!("sm_{rest}"),
        None => arch.to_string(),
    }
}

impl TargetFlags {
    /// The one target of this compilation: the error nvcc gives when the
    /// flags name more than one virtual architecture.
    pub fn resolve(&self) -> Result<String, UsageError> {
        let mut chosen: Vec<String> = Vec::new();
        for a in self.arch.iter().chain(&self.gencode) {
            let sm = as_sm(a);
            if !chosen.contains(&sm) {
                chosen.push(sm);
            }
        }
        match chosen.len() {
            0 => Ok(DEFAULT_ARCH.to_string()),
            1 => Ok(chosen.remove(0)),
            _ => Err(UsageError::Fatal(multiple_archs())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(args: &[&str]) -> Result<String, UsageError> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut r = ArgReader::new(&args);
        let mut t = TargetFlags::default();
        while let Some(a) = r.next_arg() {
            assert!(apply(&Flag::parse(a), &mut r, &mut t)?, "{a}");
        }
        t.resolve()
    }

    #[test]
    fn one_virtual_architecture_is_the_target() {
        assert_eq!(target(&[]).unwrap(), "sm_80");
        assert_eq!(target(&["-arch=compute_86"]).unwrap(), "sm_86");
        assert_eq!(target(&["-arch", "sm_75", "-code=sm_75"]).unwrap(), "sm_75");
        assert_eq!(target(&["--gpu-code=sm_86", "-arch=compute_80"]).unwrap(), "sm_80");
        assert_eq!(target(&["-gencode", "arch=compute_86,code=sm_86"]).unwrap(), "sm_86");
        assert_eq!(
            target(&["-gencode=arch=compute_90a,code=[sm_90a,compute_90a]"]).unwrap(),
            "sm_90a"
        );
        assert_eq!(
            target(&["--generate-code", "arch=compute_89,code=sm_89"]).unwrap(),
            "sm_89"
        );
        assert_eq!(target(&["-arch=sm_87", "-arch=sm_86"]).unwrap(), "sm_86");
        let same = [
            "-gencode",
            "arch=compute_80,code=sm_80",
            "-gencode",
            "arch=compute_80,code=compute_80",
        ];
        assert_eq!(target(&same).unwrap(), "sm_80");
        assert_eq!(target(&["-arch=native"]).unwrap(), "sm_80");
    }

    #[test]
    fn several_architectures_are_nvccs_fatal_error() {
        let fatal = |args: &[&str]| match target(args) {
            Err(UsageError::Fatal(m)) => m,
            other => panic!("{args:?}: {other:?}"),
        };
        let two = [
            "-gencode",
            "arch=compute_86,code=sm_86",
            "-gencode",
            "arch=compute_90,code=sm_90",
        ];
        assert_eq!(fatal(&two), multiple_archs());
        assert_eq!(
            fatal(&["-arch=sm_80", "-gencode", "arch=compute_86,code=sm_86"]),
            multiple_archs()
        );
        assert_eq!(fatal(&["-arch=all"]), multiple_archs());
        assert_eq!(
            fatal(&["-gencode", "arch=compute_86"]),
            "Option '--generate-code arch=compute_86', missing code"
        );
    }
}
