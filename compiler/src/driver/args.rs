//! Command-line parsing with nvcc-compatible spellings.

use std::path::PathBuf;

/// Which stage's output to print.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Emit {
    /// The preprocessed token stream (`--emit=tokens`).
    Tokens,
    /// The frontend's syntax tree (`--emit=ast`).
    Ast,
    /// IR as IR generation produced it, before any pass.
    IrGen,
    /// IR after the pass pipeline.
    Ir,
    #[default]
    /// PTX assembly (the default).
    Ptx,
}

/// When the NVVM IR verifier runs.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum VerifyMode {
    /// Once, before instruction selection.
    #[default]
    Once,
    /// After every pass (`--verify-each`).
    Each,
    /// Never (`--no-verify`).
    Off,
}

/// Options of one compilation.
#[derive(Clone, Debug)]
pub struct Options {
    /// The `.cu` file to compile.
    pub input: PathBuf,
    /// `None`: the default (`<stem>.ptx` for PTX, stdout for other stages); `-` is stdout.
    pub output: Option<String>,
    /// Target GPU as written (`sm_80`, `sm_90a`); `-arch=`.
    pub arch: String,
    /// Optimization level 0..3 (`-O`).
    pub opt_level: u8,
    /// Include directories (`-I`), in command-line order.
    pub include_dirs: Vec<PathBuf>,
    /// Macro definitions (`-D NAME[=VALUE]`), in command-line order.
    pub defines: Vec<(String, Option<String>)>,
    /// The stage to print (`--emit=`).
    pub emit: Emit,
    /// When the NVVM IR verifier runs (`--verify-each`, `--no-verify`).
    pub verify: VerifyMode,
    /// Print diagnostics as JSON lines (`--diagnostics-format=json`).
    pub json_diagnostics: bool,
    /// f32 floating-point modes (`-use_fast_math`, `-ftz`, `-prec-div`, `-prec-sqrt`).
    pub float: FloatModes,
}

/// nvcc's single-precision modes. The defaults are IEEE (`-ftz=false
/// -prec-div=true -prec-sqrt=true`); `-use_fast_math` implies `-ftz=true
/// -prec-div=false -prec-sqrt=false` unless those are given explicitly, and
/// maps the standard functions to the intrinsics (`sinf` -> `__sinf`, ...).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FloatModes {
    /// `-use_fast_math`: intrinsic math functions and the fast defaults below.
    pub use_fast_math: bool,
    /// `-ftz=`, if given.
    pub ftz: Option<bool>,
    /// `-prec-div=`, if given.
    pub prec_div: Option<bool>,
    /// `-prec-sqrt=`, if given.
    pub prec_sqrt: Option<bool>,
}

impl FloatModes {
    /// Flush f32 subnormals to zero.
    pub fn ftz(&self) -> bool {
        self.ftz.unwrap_or(self.use_fast_math)
    }
    /// IEEE-rounded f32 division and reciprocal.
    pub fn prec_div(&self) -> bool {
        self.prec_div.unwrap_or(!self.use_fast_math)
    }
    /// IEEE-rounded `sqrtf`.
    pub fn prec_sqrt(&self) -> bool {
        self.prec_sqrt.unwrap_or(!self.use_fast_math)
    }
}

impl Options {
    /// Defaults (as with no flags) for target `arch`, with no input file: for
    /// library use through [`crate::driver::compile_str`].
    pub fn with_arch(arch: &str) -> Options {
        Options {
            input: PathBuf::new(),
            output: None,
            arch: arch.to_string(),
            opt_level: 3,
            include_dirs: Vec::new(),
            defines: Vec::new(),
            emit: Emit::Ptx,
            verify: VerifyMode::Once,
            json_diagnostics: false,
            float: FloatModes::default(),
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Command {
    /// `--help`: print the usage text.
    Help,
    /// `--version`: print the version.
    Version,
    /// Compile a `.cu` file with these options.
    Compile(Options),
    /// `--verify-only FILE.ll`: parse textual IR and run the verifier.
    VerifyOnly {
        /// The `.ll` file to verify.
        input: PathBuf,
        /// Target GPU as written (`sm_80`).
        arch: String,
    },
}

/// The `--help` text.
pub const USAGE: &str = "\
Usage: ptxc [options] FILE.cu

Compiles the CUDA device code in FILE.cu to PTX.

Options:
  -arch=sm_XX, --gpu-architecture=sm_XX
                        target GPU (default sm_80; sm_75 .. sm_121, with a/f variants)
  -o FILE               output file ('-' for stdout; default FILE.ptx in the current directory)
  -O0 .. -O3            optimization level (default -O3)
  -I DIR                add an include directory
  -D NAME[=VALUE]       define a macro
  --emit=STAGE          print a stage: tokens, ast, irgen (IR before passes), ir
                        (IR after passes) or ptx (default ptx)
  --verify-each         run the NVVM IR verifier after every pass
  --no-verify           do not run the NVVM IR verifier
  --verify-only FILE.ll verify a textual IR file and exit
  --diagnostics-format=json
                        print diagnostics as JSON lines
  -use_fast_math        sinf, expf, ... -> __sinf, __expf, ...; implies -ftz=true
                        -prec-div=false -prec-sqrt=false
  -ftz=true|false       flush f32 subnormals to zero (default false)
  -prec-div=true|false  IEEE f32 division and reciprocal (default true)
  -prec-sqrt=true|false IEEE f32 sqrtf (default true)
  -ptx                  accepted for nvcc compatibility (PTX is the only output)
  --help, --version
";

/// Parses `args` (without the program name). Errors are usage errors (exit code 2).
pub fn parse_args(args: &[String]) -> Result<Command, String> {
    let mut input: Option<PathBuf> = None;
    let mut output = None;
    let mut arch = "sm_80".to_string();
    let mut opt_level = 3;
    let mut include_dirs = Vec::new();
    let mut defines = Vec::new();
    let mut emit = Emit::default();
    let mut verify = VerifyMode::default();
    let mut verify_only: Option<PathBuf> = None;
    let mut json_diagnostics = false;
    let mut float = FloatModes::default();

    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value_of = |flag: &str| -> Result<String, String> {
            it.next()
                .cloned()
                .ok_or_else(|| format!("option '{flag}' needs a value"))
        };
        match arg.as_str() {
            "--help" | "-h" | "-help" => return Ok(Command::Help),
            "--version" | "-V" => return Ok(Command::Version),
            "-ptx" | "--ptx" => {}
            "-o" | "--output-file" => output = Some(value_of(arg)?),
            "-arch" | "--gpu-architecture" => arch = value_of(arg)?,
            "-I" | "--include-path" => include_dirs.push(PathBuf::from(value_of(arg)?)),
            "-D" | "--define-macro" => defines.push(split_define(&value_of(arg)?)),
            "--verify-each" => verify = VerifyMode::Each,
            "--no-verify" => verify = VerifyMode::Off,
            "--verify-only" => verify_only = Some(PathBuf::from(value_of(arg)?)),
            "-O0" | "-O1" | "-O2" | "-O3" => opt_level = arg.as_bytes()[2] - b'0',
            "-use_fast_math" | "--use_fast_math" => float.use_fast_math = true,
            a if a.starts_with("-arch=") => arch = a["-arch=".len()..].to_string(),
            a if a.starts_with("--gpu-architecture=") => arch = a["--gpu-architecture=".len()..].to_string(),
            a if a.starts_with("--emit=") => {
                emit = match &a["--emit=".len()..] {
                    "tokens" => Emit::Tokens,
                    "ast" => Emit::Ast,
                    "ir" => Emit::Ir,
                    "irgen" => Emit::IrGen,
                    "ptx" => Emit::Ptx,
                    other => {
                        return Err(format!(
                            "unknown --emit stage '{other}' (expected tokens, ast, irgen, ir or ptx)"
                        ))
                    }
                }
            }
            a if a.starts_with("--diagnostics-format=") => match &a["--diagnostics-format=".len()..] {
                "json" => json_diagnostics = true,
                "human" => json_diagnostics = false,
                other => return Err(format!("unknown diagnostics format '{other}' (expected human or json)")),
            },
            a if float_mode_flag(a, &mut float)? => {}
            a if a.starts_with("-o") && a.len() > 2 => output = Some(a[2..].to_string()),
            a if a.starts_with("-I") && a.len() > 2 => include_dirs.push(PathBuf::from(&a[2..])),
            a if a.starts_with("-D") && a.len() > 2 => defines.push(split_define(&a[2..])),
            a if a.starts_with('-') && a != "-" => return Err(format!("unknown option '{a}'")),
            a => {
                if input.is_some() {
                    return Err(format!("more than one input file ('{a}')"));
                }
                input = Some(PathBuf::from(a));
            }
        }
    }
    if let Some(input) = verify_only {
        return Ok(Command::VerifyOnly { input, arch });
    }
    let input = input.ok_or_else(|| "no input file".to_string())?;
    Ok(Command::Compile(Options {
        input,
        output,
        arch,
        opt_level,
        include_dirs,
        defines,
        emit,
        verify,
        json_diagnostics,
        float,
    }))
}

/// `-ftz=`, `-prec-div=`, `-prec-sqrt=` (also with `--`): sets the mode and
/// returns true; false for other arguments.
fn float_mode_flag(arg: &str, float: &mut FloatModes) -> Result<bool, String> {
    let Some((flag, value)) = arg.trim_start_matches('-').split_once('=') else {
        return Ok(false);
    };
    let slot = match flag {
        "ftz" => &mut float.ftz,
        "prec-div" => &mut float.prec_div,
        "prec-sqrt" => &mut float.prec_sqrt,
        _ => return Ok(false),
    };
    *slot = Some(match value {
        "true" => true,
        "false" => false,
        other => return Err(format!("option '-{flag}' expects true or false, not '{other}'")),
    });
    Ok(true)
}

fn split_define(s: &str) -> (String, Option<String>) {
    match s.split_once('=') {
        Some((n, v)) => (n.to_string(), Some(v.to_string())),
        None => (s.to_string(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Command, String> {
        parse_args(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn nvcc_style_flags() {
        let Ok(Command::Compile(o)) = parse("-arch=sm_90 -O2 -o out.ptx -I inc -DN=4 -DFLAG k.cu") else {
            panic!("expected a compile command")
        };
        assert_eq!(o.arch, "sm_90");
        assert_eq!(o.opt_level, 2);
        assert_eq!(o.output.as_deref(), Some("out.ptx"));
        assert_eq!(o.include_dirs, vec![PathBuf::from("inc")]);
        assert_eq!(o.defines, vec![("N".into(), Some("4".into())), ("FLAG".into(), None)]);
        assert_eq!(o.input, PathBuf::from("k.cu"));
        let Ok(Command::Compile(o)) = parse("--gpu-architecture sm_75 --emit=ir k.cu") else {
            panic!()
        };
        assert_eq!((o.arch.as_str(), o.emit), ("sm_75", Emit::Ir));
    }

    #[test]
    fn float_modes() {
        let modes = |s: &str| match parse(s) {
            Ok(Command::Compile(o)) => (o.float.ftz(), o.float.prec_div(), o.float.prec_sqrt()),
            _ => panic!("{s}"),
        };
        assert_eq!(modes("k.cu"), (false, true, true));
        assert_eq!(modes("-use_fast_math k.cu"), (true, false, false));
        assert_eq!(modes("--use_fast_math -prec-sqrt=true k.cu"), (true, false, true));
        assert_eq!(modes("-prec-sqrt=true -use_fast_math k.cu"), (true, false, true));
        assert_eq!(modes("-ftz=true --prec-div=false k.cu"), (true, false, true));
        assert!(parse("-ftz=yes k.cu").is_err());
    }

    #[test]
    fn usage_errors() {
        assert!(parse("").is_err());
        assert!(parse("-o").is_err());
        assert!(parse("--emit=asm k.cu").is_err());
        assert!(parse("--bogus k.cu").is_err());
        assert!(parse("a.cu b.cu").is_err());
        assert!(matches!(parse("--help"), Ok(Command::Help)));
    }
}
