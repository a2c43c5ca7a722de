//! Command-line parsing with nvcc's spellings: one file per flag family
//! (target, float modes, language and preprocessor, code generation,
//! warnings, dependency files, and the flags ptxc accepts and ignores).
//! specs/language.md "Driver flags" lists every flag.

mod codegen;
mod deps;
mod float;
mod ignored;
mod language;
mod limits;
mod reader;
mod target;
mod usage;
mod warnings;

use std::path::PathBuf;

pub use codegen::CodegenFlags;
pub use deps::{DepFlags, DepMode};
pub use float::FloatModes;
pub use language::{CxxStd, SourceFlags};
pub use target::DEFAULT_ARCH;
pub use usage::USAGE;
pub use warnings::WarningMode;

use reader::{ArgReader, Flag};

/// Which stage's output to print.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Emit {
    /// The preprocessed token stream (`--emit=tokens`).
    Tokens,
    /// The preprocessed source text (`-E`, as `nvcc -E` prints it).
    Preprocessed,
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
    /// The `.cu` file to compile; `-` reads standard input.
    pub input: PathBuf,
    /// `None`: the default (`<stem>.ptx` for PTX, stdout for other stages); `-` is stdout.
    pub output: Option<String>,
    /// Target GPU as written (`sm_80`, `sm_90a`), from `-arch`/`-gencode`.
    pub arch: String,
    /// Optimization level 0..3 in effect (`-O`; `-G` makes it 0).
    pub opt_level: u8,
    /// Include directories, macros, pre-included files and the C++ standard.
    pub source: SourceFlags,
    /// The stage to print (`--emit=`).
    pub emit: Emit,
    /// When the NVVM IR verifier runs (`--verify-each`, `--no-verify`).
    pub verify: VerifyMode,
    /// Print the IR to standard error after the pass of this name
    /// (`--print-after=PASS`), or after every pass (`--print-after-all`: `*`).
    pub print_after: Option<String>,
    /// `--pass-major`: each pass over every function before the next one
    /// (implied by `--verify-each` and `--print-after`; the PTX is the same).
    pub pass_major: bool,
    /// `--time-passes` (`-ftime-report`): print the time of each stage to standard error.
    pub time_passes: bool,
    /// Print diagnostics as JSON lines (`--diagnostics-format=json`).
    pub json_diagnostics: bool,
    /// f32 floating-point modes (`-use_fast_math`, `-ftz`, `-prec-div`, `-prec-sqrt`, `-fmad`).
    pub float: FloatModes,
    /// `-lineinfo`, `-G`, `-rdc`, `-maxrregcount`.
    pub codegen: CodegenFlags,
    /// `-w`, `-Werror`.
    pub warnings: WarningMode,
    /// Resource limits: `-ftemplate-depth`, `--ptxc-max-parse-work`,
    /// `--ptxc-max-instantiations` (specs/driver.md).
    pub limits: ptxc_frontend::limits::Limits,
    /// `-M`, `-MD`, `-MF`, `-MT` and their relatives.
    pub deps: DepFlags,
    /// `-v`: print the stages and the notes below.
    pub verbose: bool,
    /// Why each accepted-and-ignored flag was ignored; printed under `-v`.
    pub notes: Vec<String>,
    /// Warnings nvcc prints about the command line (`-arch=native`, `-std=c++23`).
    pub command_line_warnings: Vec<String>,
    /// Leave the IR allocated when the compile is done (the syntax tree is
    /// freed after IR generation, so the passes reuse its memory):
    /// the `ptxc` command exits right after, and freeing a million-node
    /// module one allocation at a time is a twentieth of a large compile.
    /// Library users keep the default (false).
    pub exit_without_freeing: bool,
    /// Called once, while preprocessing, when it has done
    /// [`crate::driver::LARGE_INPUT_WORK`] units of work (10,000 small kernels): the `ptxc` command moves its allocations to mimalloc there
    /// (`ptxc::allocator`). Library users keep the default (none).
    pub on_large_input: Option<fn()>,
    /// Diagnostics in nvcc's one-line form (`file(line): error: message`, then the source
    /// line and a caret), as NVRTC's program log has them; not a flag.
    pub one_line_diagnostics: bool,
    /// Names of functions whose body's first statement is an expression designating a
    /// function or variable (`static __device__ void q() { (void)(&k<int>); }`):
    /// [`crate::driver::Compilation::symbols`] gives the symbol of each, in order (NVRTC's
    /// name expressions; not a flag).
    pub symbol_queries: Vec<String>,
    /// Keep the math library's functions, lowered and cleaned up, for later compiles in
    /// this process, and take those earlier compiles kept instead of parsing them again
    /// (`driver::library_cache`; the NVRTC library; not a flag).
    pub share_library: bool,
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
            source: SourceFlags::default(),
            emit: Emit::Ptx,
            verify: VerifyMode::Once,
            print_after: None,
            pass_major: false,
            time_passes: false,
            json_diagnostics: false,
            float: FloatModes::default(),
            codegen: CodegenFlags::default(),
            warnings: WarningMode::default(),
            limits: Default::default(),
            deps: DepFlags::default(),
            verbose: false,
            notes: Vec::new(),
            command_line_warnings: Vec::new(),
            exit_without_freeing: false,
            on_large_input: None,
            one_line_diagnostics: false,
            symbol_queries: Vec::new(),
            share_library: false,
        }
    }
}

/// A command line ptxc cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UsageError {
    /// A ptxc usage error: printed with the usage text, exit code 2.
    Usage(String),
    /// An error nvcc reports as `nvcc fatal   : ...` with exit code 1
    /// (unknown options, values nvcc does not define): printed the same way.
    Fatal(String),
}

impl From<String> for UsageError {
    fn from(message: String) -> Self {
        UsageError::Usage(message)
    }
}

/// Parses `args` (without the program name).
pub fn parse_args(args: &[String]) -> Result<Command, UsageError> {
    let mut o = Options::with_arch(DEFAULT_ARCH);
    let mut input: Option<PathBuf> = None;
    let mut verify_only: Option<PathBuf> = None;
    let mut targets = target::TargetFlags::default();

    let mut it = ArgReader::new(args);
    while let Some(arg) = it.next_arg() {
        if !arg.starts_with('-') || arg == "-" {
            if input.is_some() {
                return Err(format!("more than one input file ('{arg}')").into());
            }
            input = Some(PathBuf::from(arg));
            continue;
        }
        let flag = Flag::parse(arg);
        match flag.name {
            "help" | "h" => return Ok(Command::Help),
            "version" | "V" => return Ok(Command::Version),
            "v" | "verbose" => o.verbose = true,
            "o" | "output-file" => o.output = Some(it.value(&flag)?.to_string()),
            "verify-each" => o.verify = VerifyMode::Each,
            "no-verify" => o.verify = VerifyMode::Off,
            "print-after" => {
                let pass = it.value(&flag)?;
                if !crate::passes::pass_names().any(|n| n == pass) {
                    let known: Vec<&str> = crate::passes::pass_names().collect();
                    return Err(format!("unknown pass '{pass}' (passes: {})", known.join(", ")).into());
                }
                o.print_after = Some(pass.to_string());
            }
            "print-after-all" => o.print_after = Some("*".to_string()),
            "pass-major" => o.pass_major = true,
            "time-passes" | "ftime-report" => o.time_passes = true,
            "verify-only" => verify_only = Some(PathBuf::from(it.value(&flag)?)),
            "emit" => o.emit = parse_emit(it.value(&flag)?)?,
            "E" | "preprocess" => o.emit = Emit::Preprocessed,
            "diagnostics-format" => {
                o.json_diagnostics = match it.value(&flag)? {
                    "json" => true,
                    "human" => false,
                    other => {
                        return Err(format!("unknown diagnostics format '{other}' (expected human or json)").into())
                    }
                }
            }
            _ if target::apply(&flag, &mut it, &mut targets)? => {}
            _ if float::apply(&flag, &mut it, &mut o.float)? => {}
            _ if codegen::apply(&flag, &mut it, &mut o.codegen, &mut o.opt_level)? => {}
            _ if language::apply(&flag, &mut it, &mut o.source)? => {}
            _ if limits::apply(&flag, &mut it, &mut o.limits)? => {}
            _ if warnings::apply(&flag, &mut it, &mut o.warnings)? => {}
            _ if deps::apply(&flag, &mut it, &mut o.deps)? => {}
            _ => match ignored::apply(&flag, &mut it)? {
                Some(note) => o.notes.push(note),
                // `-ofile`: the output name attached.
                None if arg.len() > 2 && arg.starts_with("-o") && !arg.starts_with("--") => {
                    o.output = Some(arg[2..].to_string())
                }
                None => return Err(UsageError::Fatal(format!("Unknown option '{arg}'"))),
            },
        }
    }
    o.arch = targets.resolve()?;
    if targets.native {
        o.command_line_warnings
            .push("Cannot find valid GPU for '-arch=native', default arch is used".into());
    }
    o.command_line_warnings.append(&mut o.source.warnings);
    if o.codegen.device_debug {
        o.opt_level = 0;
        o.notes
            .push("-G: compiled with -O0 and -lineinfo's .loc lines; ptxc generates no debug sections".into());
    }
    if let Some(n) = o.codegen.max_reg_count {
        o.notes.push(format!(
            "-maxrregcount={n}: stored for ptxas; like nvcc -ptx, ptxc prints no .maxnreg for it"
        ));
    }
    if let Some(input) = verify_only {
        return Ok(Command::VerifyOnly { input, arch: o.arch });
    }
    o.input = input.ok_or_else(|| "no input file".to_string())?;
    Ok(Command::Compile(Box::new(o)))
}

fn parse_emit(stage: &str) -> Result<Emit, String> {
    Ok(match stage {
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
    })
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Command {
    /// `--help`: print the usage text.
    Help,
    /// `--version`: print the version.
    Version,
    /// Compile a `.cu` file with these options.
    Compile(Box<Options>),
    /// `--verify-only FILE.ll`: parse textual IR and run the verifier.
    VerifyOnly {
        /// The `.ll` file to verify.
        input: PathBuf,
        /// Target GPU as written (`sm_80`).
        arch: String,
    },
}

#[cfg(test)]
mod tests;
