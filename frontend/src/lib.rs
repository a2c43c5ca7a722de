//! ptxc-frontend: CUDA C/C++ source to the typed IL.
//!
//! Pipeline (one module per stage, data flows one way):
//! [`source`] (files, spans) -> `preprocess` (directives, macros, includes) -> `lexer`
//! (tokens) -> `parser` + `sema` (recursive descent that builds the typed, resolved IL
//! through semantic actions) -> [`il`] / [`types`] (the contract with IR generation).
//! `mangle` gives functions their Itanium symbol names; `dump` prints tokens and IL.
//!
//! Entry points: [`parse_translation_unit`], [`dump_tokens`], [`dump_il`].

#![warn(missing_docs)]

pub mod diag;
mod diag_instantiation_notes;
pub mod dump;
pub mod host_code;
pub mod il;
pub mod lexer;
pub mod limits;
pub mod line_splicing;
pub mod literal;
pub mod mangle;
pub mod parser;
pub mod preprocess;
pub mod sema;
pub mod source;
pub mod symbol;
pub mod template_replays;
pub mod token;
pub mod types;
pub mod work;

use std::path::PathBuf;

pub use source::{FileId, SourceMap, Span};

/// A diagnostic with labels pointing into a [`SourceMap`]; render it with
/// `codespan_reporting::term::emit`.
pub type Diagnostic = codespan_reporting::diagnostic::Diagnostic<FileId>;

/// Options that change what the frontend sees.
#[derive(Clone, Debug)]
pub struct FrontendOptions {
    /// `-I` directories, searched in order after the including file's directory.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem` directories, searched in order after the `-I` ones.
    pub system_include_dirs: Vec<PathBuf>,
    /// `-include FILE`s, read in order before the main file (after the runtime headers).
    pub pre_includes: Vec<PathBuf>,
    /// `-D NAME[=VALUE]` definitions (`None` defines the name as `1`).
    pub defines: Vec<(String, Option<String>)>,
    /// Target SM number, e.g. 80 for `sm_80`; sets `__CUDA_ARCH__` to `sm * 10`.
    pub sm: u32,
    /// The value of `__cplusplus` (`-std=`): 201703 (C++17) by default, as nvcc 13.
    pub cplusplus: u32,
    /// `--warn-host`: a note for each piece of host code set aside ([`host_code`]).
    pub warn_host: bool,
    /// `--check-host`: check host code exactly too, as nvcc does (nothing set aside).
    pub check_host: bool,
    /// The preprocessed prelude, recorded once per build by [`record_prelude_snapshot`]:
    /// used instead of preprocessing the prelude whenever the macros it depends on are
    /// the same (otherwise the prelude is preprocessed for real).
    pub prelude_snapshot: Option<&'static [u8]>,
    /// Hand the parser every declaration of a replayed prelude, not only those the file
    /// can reach (`--whole-prelude`; the pruning is checked against it in tests).
    pub whole_prelude: bool,
    /// Resource limits (`-ftemplate-depth`, `--ptxc-max-...`; [`limits`]).
    pub limits: limits::Limits,
    /// Headers held in memory, by include name (NVRTC's `nvrtcCreateProgram` headers): an
    /// `#include` or `-include` naming one exactly reads it, before any directory or
    /// header ptxc ships.
    pub memory_headers: Vec<(String, String)>,
    /// NVRTC's compilation model for the user's functions ([`JitMode`]).
    pub jit: JitMode,
    /// `-rdc=true`: functions may be called from other modules, so parameters follow
    /// nvcc's convention exactly (a `const T&` to a scalar is passed by address).
    pub relocatable: bool,
    /// Library functions whose optimized IR the caller holds and copies into the module
    /// itself (the NVRTC library's per-process cache).
    pub prebuilt_library: Option<std::sync::Arc<PrebuiltLibrary>>,
    /// Called once while preprocessing, as soon as the work done ([`work`]: tokens lexed
    /// and expanded) passes `.0` units: the `ptxc` command moves its allocations to
    /// mimalloc there, before the expander's millions of small ones.
    pub on_large_input: Option<(u64, fn())>,
}

/// Library functions whose optimized IR the caller holds ([`FrontendOptions::prebuilt_library`]).
#[derive(Clone, Debug, Default)]
pub struct PrebuiltLibrary {
    /// Their symbols: their bodies are not parsed even when used, and IR generation
    /// declares them.
    pub symbols: rustc_hash::FxHashSet<String>,
    /// Names whose every function with a waiting body is among them (and no other
    /// library function has the name): the prelude's declarations reached only through
    /// those bodies' tokens are not handed to the parser either.
    pub names: rustc_hash::FxHashSet<String>,
}

/// How functions declared in the user's files (not ptxc's headers) without `__device__`
/// or `__global__` are taken: as host functions (nvcc), as errors (NVRTC), or as device
/// functions (NVRTC's `-default-device`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum JitMode {
    /// nvcc: host functions.
    #[default]
    Off,
    /// NVRTC: a host function (unannotated or `__host__` alone) is an error.
    HostIsError,
    /// NVRTC's `-default-device`: an unannotated function is a `__device__` one.
    DefaultDevice,
}

impl Default for FrontendOptions {
    fn default() -> Self {
        FrontendOptions {
            include_dirs: Vec::new(),
            system_include_dirs: Vec::new(),
            pre_includes: Vec::new(),
            defines: Vec::new(),
            sm: 80,
            cplusplus: 201703,
            warn_host: false,
            check_host: false,
            prelude_snapshot: None,
            whole_prelude: false,
            limits: limits::Limits::default(),
            memory_headers: Vec::new(),
            jit: JitMode::Off,
            relocatable: false,
            prebuilt_library: None,
            on_large_input: None,
        }
    }
}

/// Preprocesses, parses and type-checks `main` (and the files it includes, which are read
/// from disk into `sources`). On success returns the IL (warnings in
/// `TranslationUnit::warnings`); on failure every diagnostic found (errors and warnings),
/// in source order of discovery. Never panics on any input.
pub fn parse_translation_unit<'a>(
    arena: &'a bumpalo::Bump,
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
) -> Result<il::TranslationUnit<'a>, Vec<Diagnostic>> {
    parse_translation_unit_timed(arena, sources, main, opts, &mut |_| {})
}

/// [`parse_translation_unit`] that calls `lap` as each stage ends
/// (`preprocess`: directives, macros and lexing into tokens; `parse+sema`:
/// parsing with its semantic actions, which run interleaved), for
/// `--time-passes`.
pub fn parse_translation_unit_timed<'a>(
    arena: &'a bumpalo::Bump,
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
    lap: &mut dyn FnMut(&'static str),
) -> Result<il::TranslationUnit<'a>, Vec<Diagnostic>> {
    let mut interner = symbol::Interner::new();
    let mut diags = diag::Diags::new();
    diags.check_host = opts.check_host;
    let toks = preprocess::preprocess_for_parser(sources, main, opts, &mut interner, &mut diags);
    diags.end_of_input = toks.last().map(|t| t.span);
    lap("preprocess");
    let unbalanced = parser::delimiters::check(&toks);
    let mut sema = sema::Sema::new(arena, interner, diags);
    sema.set_limits(&opts.limits, toks.len());
    sema.set_jit(opts.jit);
    sema.set_relocatable(opts.relocatable);
    let mut parser = parser::Parser::new(toks, &mut sema);
    // ptxc's own headers; not the main file, even when it has no path (unit tests).
    parser.defer_library_bodies(sources.files_built_in().filter(|&f| f != main).collect());
    parser.skip_prebuilt_library_bodies(opts.prebuilt_library.clone());
    parser.parse_translation_unit();
    sema.report_deferred_exec_errors();
    sema.finish_host_code();
    unbalanced.report(&mut sema.diags);
    if opts.warn_host {
        let unused = sema.diags.set_aside.iter().filter(|r| !r.used_by_device);
        let notes: Vec<Diagnostic> = unused.map(host_code::SetAside::note).collect();
        sema.diags.list.extend(notes);
    }
    diag_instantiation_notes::elide_instantiation_notes(&mut sema.diags.list);
    diag::add_include_notes(&mut sema.diags.list, sources);
    let result = match sema.diags.has_errors() {
        true => Err(sema.diags.list),
        false => Ok(sema.into_translation_unit()),
    };
    lap("parse+sema");
    result
}

/// The preprocessed token stream of `main`, one token per line (`--emit=tokens`), or with
/// `as_text` the preprocessed source (`-E`); the diagnostics if preprocessing failed.
pub fn dump_tokens(
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
    as_text: bool,
) -> Result<String, Vec<Diagnostic>> {
    let mut interner = symbol::Interner::new();
    let mut diags = diag::Diags::new();
    let toks = preprocess::preprocess(sources, main, opts, &mut interner, &mut diags);
    diag::add_include_notes(&mut diags.list, sources);
    if diags.has_errors() {
        return Err(diags.list);
    }
    if as_text {
        return Ok(dump::preprocessed_text(&toks, sources, &interner));
    }
    Ok(dump::tokens_to_string(&toks, sources, &interner))
}

pub use dump::dump_il;
pub use preprocess::snapshot::record as record_prelude_snapshot;
