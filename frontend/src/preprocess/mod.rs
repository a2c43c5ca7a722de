//! The C preprocessor: directives, conditional inclusion, `#include`, macro expansion.
//!
//! Works on the token stream of each file ([`crate::lexer::lex_deferred`]): a `#` that starts
//! a line begins a directive that runs to the end of the line. Text in active regions is
//! macro expanded ([`macros`]) and appended to one output stream that the parser reads;
//! tokens keep the span of their original file. Skipped `#if` groups are only scanned for
//! directive names: their lexical errors are dropped and their literals never checked.
//! `#if` conditions evaluate `defined` and the `__has_*` operators ([`operators`]). Predefined macros (`__CUDACC__`, `__CUDA_ARCH__`,
//! `__NVCC__`, `__cplusplus`) and `-D` options are processed as a `<built-in>` file of
//! `#define`s before the main file.

mod cond_expr;
mod condition_cache;
mod cuda_runtime_api;
mod file_probes;
mod headers;
mod include_guards;
mod lexed_files;
pub mod macros;
mod name_handles;
mod operators;
mod prelude_items;
mod selection_cache;
pub(crate) mod snapshot;
mod std_headers;
mod unread_bodies;

use std::path::{Path, PathBuf};

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diag::Diags;
use crate::lexer;
use crate::source::{FileId, SourceMap, Span};
use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind};
use crate::FrontendOptions;
use file_probes::FileProbes;
use macros::{ExpandCx, Macro, MacroTable};

/// Why a `#include <...>` that ptxc does not ship and cannot find is set aside.
const HOST_HEADER: &str = "not shipped with ptxc and not on the include path; device code cannot use its declarations";

/// Why a header from NVIDIA's toolkit include directory is set aside.
const TOOLKIT_HEADER: &str =
    "found in NVIDIA's CUDA toolkit include directory, whose headers ptxc does not read; device code cannot use its declarations";

/// Why a header of NVIDIA's toolkit or its libraries is set aside when no toolkit include
/// directory is on the include path (the driver adds the one it finds as nvcc does).
const NO_TOOLKIT: &str = "a header of NVIDIA's CUDA toolkit, and no toolkit include directory was found (none \
     on -I or -isystem, nor at CUDA_HOME, CUDA_PATH, next to the nvcc on PATH or /usr/local/cuda); device code \
     cannot use its declarations";

/// What an include name resolved to.
enum Found {
    File(FileId),
    /// A header in NVIDIA's toolkit include directory that ptxc does not ship.
    Toolkit,
    Missing,
}

/// Whether `dir` is NVIDIA's CUDA toolkit include directory (`$CUDA_HOME/include`), which
/// build systems put on the include path: ptxc's own CUDA headers take its place.
fn is_toolkit_include_dir(dir: &Path, probes: &FileProbes) -> bool {
    probes.is_file(&dir.join("cuda_runtime_api.h")) && probes.is_dir(&dir.join("crt"))
}

/// Whether `name` is a header of NVIDIA's CUDA toolkit or its libraries (which nvcc finds
/// in its own include directory, `"..."` or `<...>`): `cuda*.h`, cuFFT, cuBLAS, cuRAND,
/// cuSPARSE, cuSOLVER, NPP, NVRTC, nvJPEG, NVTX, CUPTI.
fn is_toolkit_header_name(name: &str) -> bool {
    const PREFIXES: [&str; 13] = [
        "cuda",
        "cufft",
        "cublas",
        "curand",
        "cusparse",
        "cusolver",
        "npp",
        "nvrtc",
        "nvjpeg",
        "nvToolsExt",
        "nvtx3/",
        "cupti",
        "cooperative_groups/",
    ];
    PREFIXES.iter().any(|p| name.starts_with(p)) && !name.contains("..")
}

/// What an include name resolved to, the file read ([`Preprocessor::resolve_include`]).
#[derive(Clone, Copy)]
enum Resolved {
    /// A header ptxc ships.
    Builtin(FileId),
    /// A file, and the index of the include directory it was found in.
    Path(FileId, Option<usize>),
    Toolkit,
    Missing,
    /// A header held in memory.
    Memory(FileId),
}

/// Where an include name resolves before anything is read.
enum Located {
    /// A header ptxc ships.
    Builtin(&'static str),
    /// A file, and the index of the include directory it was found in (none for a file
    /// next to the including one).
    Path(PathBuf, Option<usize>),
    /// A header in NVIDIA's toolkit include directory that ptxc does not read.
    Toolkit,
    Missing,
    /// A header held in memory (index in [`FrontendOptions::memory_headers`]).
    Memory(usize),
}

/// Whether `name` is a header of CCCL (libcu++, CUB, Thrust), which older toolkits keep
/// directly in their include directory: read for real there, unlike the runtime headers.
fn is_cccl_header_name(name: &str) -> bool {
    ["cuda/", "cub/", "thrust/", "nv/"].iter().any(|p| name.starts_with(p))
}

/// Headers of NVIDIA's toolkit include directory that ptxc reads for real, as nvcc does:
/// device-side libraries written in CUDA C++ over the runtime API ptxc ships
/// (`math_constants.h`'s macros, cuComplex, cuRAND's device API, cuFFT's types and the
/// callbacks device code writes, `cufftCallbackLoadC`), and the host libraries whose
/// types device code uses (cuBLAS and cuBLASLt, cuSPARSE, cuSOLVER, NCCL, NVTX, the
/// profiler API, `library_types.h`'s `cudaDataType`): their host functions are
/// declarations, and what host code ptxc cannot check is set aside as in any file. The
/// CUDA headers they include resolve to ptxc's own. The toolkit's other headers are its
/// runtime (ptxc's own take their place) or host APIs nothing on the device uses (EGL,
/// OpenGL and VDPAU interop).
fn is_readable_toolkit_header(name: &str) -> bool {
    const LIBRARIES: [&str; 9] = [
        "curand",
        "cublas",
        "cusparse",
        "cusolver",
        "nccl",
        "nvToolsExt",
        "nvtx3/",
        "cudaProfiler",
        "cuda_profiler_api",
    ];
    matches!(
        name,
        "math_constants.h" | "cuComplex.h" | "cufft.h" | "cufftXt.h" | "cudalibxt.h" | "library_types.h"
    ) || (LIBRARIES.iter().any(|p| name.starts_with(p))
        && (name.ends_with(".h") || name.ends_with(".hpp"))
        && !name.contains(".."))
}

/// Why NVTX's injection-library loader is set aside.
const NVTX_LOADER: &str = "NVTX's loader of its injection library, host code written for GCC or MSVC (it picks \
     dlopen or LoadLibrary by __GNUC__ or _WIN32, which ptxc's device pass does not define)";

/// Whether `name`, included from `from_dir`, is NVTX v3's loader of its injection library
/// (`nvtxDetail/nvtxInit.h`, `nvtxExtInit.h`): host code that stops with `#error` unless
/// the compiler is GCC or MSVC. The functions it defines are only called by NVTX's host
/// function bodies, which are set aside in turn; NVTX's types and declarations are read.
fn is_nvtx_loader(name: &str, from_dir: Option<&Path>) -> bool {
    matches!(name, "nvtxInit.h" | "nvtxExtInit.h")
        && from_dir.and_then(Path::file_name).is_some_and(|d| d == "nvtxDetail")
}

/// Deepest `#include` nesting before an error.
const MAX_INCLUDE_DEPTH: usize = 200;

/// Runs the preprocessor on `main`; returns the token stream ending with an `Eof` token.
/// The whole prelude is in it: what `-E` and `--emit=tokens` show.
pub fn preprocess(
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
    interner: &mut Interner,
    diags: &mut Diags,
) -> Vec<Token> {
    run(sources, main, opts, interner, diags, false)
}

/// [`preprocess`] for the parser: of a replayed prelude, only the declarations the
/// file can reach (`prelude_items`; unless `opts.whole_prelude`), and without GNU's
/// `__extension__` markers.
pub fn preprocess_for_parser(
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
    interner: &mut Interner,
    diags: &mut Diags,
) -> Vec<Token> {
    let mut toks = run(sources, main, opts, interner, diags, !opts.whole_prelude);
    drop_extension_markers(&mut toks, interner);
    toks
}

/// Removes GNU's `__extension__` keyword (before a declaration, a member or an operand,
/// as glibc and ggml write it): it only silences `-pedantic` warnings, so the tokens
/// turn into what the parser reads (phase 7) without it.
fn drop_extension_markers(toks: &mut Vec<Token>, interner: &mut Interner) {
    let marker = interner.intern("__extension__");
    if toks.iter().any(|t| t.kind == TokenKind::Ident && t.text == marker) {
        toks.retain(|t| t.kind != TokenKind::Ident || t.text != marker);
    }
}

fn run(
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
    interner: &mut Interner,
    diags: &mut Diags,
    prune_prelude: bool,
) -> Vec<Token> {
    let mut pp = Preprocessor::new(sources, opts, interner, diags);
    pp.run_predefines(opts);
    // The device runtime prelude (as nvcc's implicit cuda_runtime.h), for files on disk or
    // named like them; in-memory sources (`add_builtin`, the frontend's own tests) skip it.
    if pp.sources.path(main).is_some() {
        let replayed = opts
            .prelude_snapshot
            .is_some_and(|bytes| snapshot::replay(&mut pp, bytes, prune_prelude));
        if !replayed {
            pp.run_prelude();
        }
    }
    for path in &opts.pre_includes {
        pp.pre_include(path, main);
    }
    pp.run_file(main, 0);
    pp.note_work_done();
    if let Some(prelude) = pp.pending_prelude.take() {
        // The prelude's few thousand tokens go in front of the user's text,
        // which stays where it is (it can be millions of tokens).
        // Names of library functions whose bodies the parser will not read.
        let unread: Option<FxHashSet<Sym>> = opts.prebuilt_library.as_ref().map(|p| {
            let names = p.names.iter().filter_map(|n| pp.interner.lookup(n));
            names.collect()
        });
        let chosen = prelude.select(&pp.out, pp.interner, unread.as_ref());
        pp.out.reserve_exact(chosen.len() + 1);
        pp.out.splice(0..0, chosen);
    }
    let end = pp.sources.text(main).len() as u32;
    let eof_text = pp.interner.intern("");
    pp.out.push(Token {
        kind: TokenKind::Eof,
        span: Span::new(main, end, end),
        text: eof_text,
        at_line_start: true,
        space_before: false,
    });
    pp.out
}

/// Declarations of the device runtime builtins (`__syncthreads`, atomics, `printf`, ...).
const RUNTIME_PRELUDE: &str = include_str!("../../headers/ptxc_runtime.h");

/// The host platform's macros, as nvcc's device pass sees them through the host compiler
/// (x86-64 Linux, LP64). GCC's own (`__GNUC__`) are left out: headers that see them call
/// GNU builtins ptxc does not implement (`__builtin_expect`, ...), while CCCL picks its
/// device paths by `__CUDA_ARCH__` and `__NVCC__` (specs/language.md, "Preprocessor").
/// `__SIZEOF_INT128__` says `__int128` exists, as GCC does: CCCL then uses it where nvcc
/// does (the difference type of `counting_iterator<long>`, which kernel names spell).
const HOST_PLATFORM: &str = "#define __linux__ 1\n#define __linux 1\n#define linux 1\n#define __gnu_linux__ 1\n\
#define __unix__ 1\n#define __unix 1\n#define unix 1\n#define __ELF__ 1\n\
#define __x86_64__ 1\n#define __x86_64 1\n#define __amd64__ 1\n#define __amd64 1\n\
#define __LP64__ 1\n#define _LP64 1\n#define __CHAR_BIT__ 8\n#define __SIZEOF_SHORT__ 2\n\
#define __SIZEOF_INT__ 4\n#define __SIZEOF_LONG__ 8\n#define __SIZEOF_LONG_LONG__ 8\n\
#define __SIZEOF_POINTER__ 8\n#define __SIZEOF_FLOAT__ 4\n#define __SIZEOF_DOUBLE__ 8\n#define __SIZEOF_INT128__ 16\n\
#define __ORDER_LITTLE_ENDIAN__ 1234\n#define __ORDER_BIG_ENDIAN__ 4321\n\
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__\n";

/// How libcu++, CUB and Thrust configure themselves under ptxc: as on a freestanding
/// implementation. Their hosted paths build on the host C++ library nvcc's host
/// compiler brings (`::std::iterator_traits` and libstdc++'s internals: CCCL picks them
/// by `__GLIBCXX__`), which ptxc does not ship; the freestanding paths are
/// self-contained but for `<stdint.h>`'s types, which the prelude declares
/// (specs/language.md, "Preprocessor"). Its support for CUDA's half, bfloat16 and
/// fp8 types is off: it takes `__half` for a class (`struct __half;`, deriving
/// from it), where ptxc's is a built-in type.
const CCCL_MODE: &str = "#define _CCCL_ENABLE_FREESTANDING 1\n#define CCCL_DISABLE_FP16_SUPPORT 1\n";

/// Text of the `<built-in>` file: predefined macros and `-D` options.
fn predefines(opts: &FrontendOptions) -> String {
    // What nvcc 13.5 passes to its device pass (`nvcc -dryrun`), except the macros that
    // promise what ptxc lacks (`__CUDACC_DEVICE_ATOMIC_BUILTINS__`: the `__nv_atomic_*`
    // builtins) and GCC's own (see HOST_PLATFORM).
    let arch = opts.sm * 10;
    let mut s = format!(
        "#define __CUDACC__ 1\n#define __NVCC__ 1\n#define __CUDA_ARCH__ {arch}\n\
         #define __CUDA_ARCH_LIST__ {arch}\n\
         #define __cplusplus {}L\n#define __CUDACC_VER_MAJOR__ 13\n\
         #define __CUDACC_VER_MINOR__ 5\n#define __CUDACC_VER_BUILD__ 37\n\
         #define __CUDA_API_VER_MAJOR__ 13\n#define __CUDA_API_VER_MINOR__ 5\n#define __STDC__ 1\n\
         #define __align__(n) __attribute__((aligned(n)))\n\
         #define __builtin_align__(n) __attribute__((aligned(n)))\n{HOST_PLATFORM}{CCCL_MODE}",
        opts.cplusplus
    );
    for (name, value) in &opts.defines {
        let value = value.as_deref().unwrap_or("1");
        s.push_str(&format!("#define {name} {value}\n"));
    }
    s
}

/// The directives [`Preprocessor::directive`] acts on; any other name is ignored
/// (`#ident`, unknown ones). Matched as a `'static` name so that the directive's name
/// is not copied out of the interner for each line.
const DIRECTIVE_NAMES: [&str; 14] = [
    "if",
    "ifdef",
    "ifndef",
    "elif",
    "else",
    "endif",
    "define",
    "undef",
    "include",
    "include_next",
    "error",
    "warning",
    "pragma",
    "line",
];

/// State of one `#if` group.
#[derive(Clone, Copy, Debug)]
struct Cond {
    /// The enclosing region is active.
    parent_active: bool,
    /// The current branch is being compiled.
    taking: bool,
    /// Some branch of this group has been taken.
    any_taken: bool,
    seen_else: bool,
    span: Span,
}

/// The preprocessor's state. A field the prelude can change must also be saved and put
/// back by the prelude snapshot ([`snapshot`]), or a replayed compile would miss it.
struct Preprocessor<'p> {
    sources: &'p mut SourceMap,
    interner: &'p mut Interner,
    diags: &'p mut Diags,
    macros: MacroTable,
    out: Vec<Token>,
    /// Files with `#pragma once`.
    once: FxHashSet<FileId>,
    /// Per file read, the macro guarding all of it, if one does
    /// ([`include_guards`]); not carried by the prelude snapshot, which only costs a
    /// replayed compile a second reading of such a header.
    guards: FxHashMap<FileId, Option<Sym>>,
    /// The tokens of files read more than once ([`lexed_files`]); not carried by the
    /// prelude snapshot either.
    lexed: lexed_files::LexedFiles,
    include_dirs: Vec<PathBuf>,
    /// The include directory (index in `include_dirs`) each file was found in, where
    /// `#include_next` goes on searching.
    found_in: FxHashMap<FileId, usize>,
    /// How many of `include_dirs` are `-I` directories; the rest are system directories
    /// (`-isystem`, the toolkit's).
    user_dirs: usize,
    /// System headers: files found in a system directory, ptxc's built-in headers, and
    /// files a system header includes by a `"..."` path. As GCC does, a macro they
    /// redefine differently draws no warning (CCCL's freestanding `<cuda/std/climits>`
    /// after ptxc's `<limits.h>`).
    system_files: FxHashSet<FileId>,
    /// While recording the prelude snapshot: why the result depends on more than the
    /// macros defined before it (an include resolved on the file system, ...).
    impure: Option<Vec<String>>,
    /// While recording the prelude snapshot: the `"..."` names looked up next to a
    /// built-in header (in the current directory) and not found there.
    probed: Vec<String>,
    /// A replayed prelude whose tokens wait for the user's file, which decides the
    /// declarations kept (`prelude_items`); `None` when the prelude's tokens are in `out`.
    pending_prelude: Option<snapshot::PendingPrelude>,
    /// Headers held in memory, by include name ([`FrontendOptions::memory_headers`]), and
    /// the file each became once read.
    memory_headers: Vec<(String, String)>,
    memory_files: FxHashMap<usize, FileId>,
    /// What include resolution learned about the file system.
    probes: FileProbes,
    /// Include names resolved, by name, quoting and (for a `"..."` name) the including
    /// file ([`Preprocessor::resolve_include`]).
    resolved: FxHashMap<(String, bool, Option<FileId>), Resolved>,
    /// [`FrontendOptions::on_large_input`], with the work total at which it is called;
    /// taken when called.
    on_large_input: Option<(u64, fn())>,
    /// The `#if` conditions evaluated, with the definitions they depend on; not carried
    /// by the prelude snapshot (it only saves time).
    conditions: condition_cache::ConditionCache,
    /// The literal spellings [`lexer::check_literal`] found valid.
    valid_literals: FxHashSet<Sym>,
    /// The handles of [`operators::TEXT_OPERATORS`].
    text_operators: name_handles::NameHandles,
}

impl<'p> Preprocessor<'p> {
    fn new(
        sources: &'p mut SourceMap,
        opts: &FrontendOptions,
        interner: &'p mut Interner,
        diags: &'p mut Diags,
    ) -> Self {
        Preprocessor {
            sources,
            interner,
            diags,
            macros: MacroTable::default(),
            out: Vec::new(),
            once: FxHashSet::default(),
            guards: FxHashMap::default(),
            lexed: lexed_files::LexedFiles::default(),
            include_dirs: opts
                .include_dirs
                .iter()
                .chain(&opts.system_include_dirs)
                .cloned()
                .collect(),
            found_in: FxHashMap::default(),
            user_dirs: opts.include_dirs.len(),
            system_files: FxHashSet::default(),
            impure: None,
            probed: Vec::new(),
            pending_prelude: None,
            memory_headers: opts.memory_headers.clone(),
            memory_files: FxHashMap::default(),
            probes: FileProbes::default(),
            resolved: FxHashMap::default(),
            on_large_input: opts
                .on_large_input
                .map(|(work, f)| (crate::work::total().wrapping_add(work), f)),
            conditions: condition_cache::ConditionCache::default(),
            valid_literals: FxHashSet::default(),
            text_operators: name_handles::NameHandles::new(&operators::TEXT_OPERATORS),
        }
    }

    /// Calls [`FrontendOptions::on_large_input`] once the work done has reached its
    /// threshold; checked as each file is read and when the main file is done.
    fn note_work_done(&mut self) {
        if let Some((at, f)) = self.on_large_input {
            if crate::work::total() >= at {
                self.on_large_input = None;
                f();
            }
        }
    }

    /// The file of in-memory header `k`, added to the source map the first time.
    fn memory_file(&mut self, k: usize) -> FileId {
        if let Some(&file) = self.memory_files.get(&k) {
            return file;
        }
        let (name, text) = &self.memory_headers[k];
        let file = self.sources.add_file(name.clone(), text.clone());
        self.memory_files.insert(k, file);
        file
    }

    /// The `<built-in>` file: predefined macros and `-D` options.
    fn run_predefines(&mut self, opts: &FrontendOptions) {
        let builtin = self.sources.add_builtin("<built-in>", predefines(opts));
        self.run_file(builtin, 0);
    }

    /// The implicit prelude: the device runtime, then the vector types and the host
    /// runtime API, as nvcc's implicit cuda_runtime.h.
    fn run_prelude(&mut self) {
        let runtime = self.sources.add_builtin("<ptxc_runtime.h>", RUNTIME_PRELUDE);
        self.run_file(runtime, 0);
        let runtime_api = self
            .sources
            .add_builtin("<ptxc>/cuda_runtime.h", cuda_runtime_api::CUDA_RUNTIME_API);
        self.run_file(runtime_api, 0);
    }

    /// Notes, while recording the prelude snapshot, an include resolved outside ptxc's own
    /// headers: a `"..."` name is looked up next to the including file first.
    fn note_located(&mut self, name: &str, quoted: bool, from: FileId, found: &Located) {
        let Some(reasons) = &mut self.impure else {
            return;
        };
        if !matches!(found, Located::Builtin(_)) || (quoted && self.sources.path(from).is_some()) {
            reasons.push(format!("include of '{name}' depends on the file system"));
        } else if quoted {
            self.probed.push(name.to_string());
        }
    }

    fn run_file(&mut self, file: FileId, depth: usize) {
        self.note_work_done();
        let read_before = self.guards.contains_key(&file);
        let lexed = self.lexed.lex(file, read_before, self.sources, self.interner);
        let (toks, lex_errors) = (&lexed.toks, &lexed.errors);
        if !read_before {
            // A file with lexical errors is read again each time, so they are reported
            // as often as before.
            let guard = lex_errors
                .is_empty()
                .then(|| include_guards::include_guard(toks, self.interner))
                .flatten();
            self.guards.insert(file, guard);
        }
        let mut lex_errors = lex_errors.iter().peekable();
        let mut conds: Vec<Cond> = Vec::new();
        let mut i = 0;
        while i < toks.len() {
            if self.diags.saturated() {
                return;
            }
            let line_end = |from: usize| {
                (from + 1..toks.len())
                    .find(|&j| toks[j].at_line_start)
                    .unwrap_or(toks.len())
            };
            let active = conds.last().is_none_or(|c| c.taking);
            let end = if toks[i].kind == TokenKind::Hash && toks[i].at_line_start {
                line_end(i)
            } else {
                // A run of text lines up to the next directive.
                (i + 1..toks.len())
                    .find(|&j| toks[j].kind == TokenKind::Hash && toks[j].at_line_start)
                    .unwrap_or(toks.len())
            };
            // Lexical errors up to the next line's first token belong to these lines; in a
            // skipped group they are no errors (only directive names are looked at there).
            let region_end = toks.get(end).map_or(u32::MAX, |t| t.span.start);
            while let Some(e) = lex_errors.next_if(|e| e.span.start < region_end) {
                if active || e.always {
                    self.diags.error(e.span, &e.message);
                }
            }
            if toks[i].kind == TokenKind::Hash && toks[i].at_line_start {
                self.directive(&toks[i..end], &mut conds, active, depth);
            } else if active {
                let mut cx = ExpandCx {
                    interner: self.interner,
                    diags: self.diags,
                    sources: Some(self.sources),
                    condition: false,
                };
                let first = self.out.len();
                self.macros.expand(&toks[i..end], &mut cx, &mut self.out);
                self.evaluate_text_operators(first, file);
                for t in &self.out[first..] {
                    // A spelling found valid once is valid again: CUTLASS repeats a
                    // few hundred literals tens of thousands of times.
                    if lexer::is_literal(t.kind)
                        && !self.valid_literals.contains(&t.text)
                        && lexer::check_literal(t, self.interner, self.diags)
                    {
                        self.valid_literals.insert(t.text);
                    }
                }
            }
            i = end;
        }
        for e in lex_errors {
            let active = conds.last().is_none_or(|c| c.taking);
            if active || e.always {
                self.diags.error(e.span, &e.message);
            }
        }
        for c in conds {
            self.diags.error(c.span, "unterminated conditional directive");
        }
    }

    fn name_of(&self, t: &Token) -> &str {
        self.interner.get(t.text)
    }

    /// Handles one directive line (`line[0]` is the `#`).
    fn directive(&mut self, line: &[Token], conds: &mut Vec<Cond>, active: bool, depth: usize) {
        let hash = line[0];
        let Some(&dir) = line.get(1) else {
            return; // The null directive.
        };
        let args = &line[2..];
        let span = hash.span.to(dir.span);
        let name = self.name_of(&dir);
        let name = DIRECTIVE_NAMES.into_iter().find(|&d| d == name).unwrap_or("");
        match name {
            "if" | "ifdef" | "ifndef" => {
                let taking = active && self.condition(name, args, span);
                conds.push(Cond {
                    parent_active: active,
                    taking,
                    any_taken: taking,
                    seen_else: false,
                    span,
                });
            }
            "elif" | "else" => {
                let Some(c) = conds.last_mut() else {
                    self.diags.error(span, format!("#{name} without #if"));
                    return;
                };
                if c.seen_else {
                    self.diags.error(span, format!("#{name} after #else"));
                    return;
                }
                let c = *c;
                let taking = if name == "else" {
                    c.parent_active && !c.any_taken
                } else {
                    c.parent_active && !c.any_taken && self.condition("if", args, span)
                };
                let top = conds.last_mut().expect("checked above");
                top.taking = taking;
                top.any_taken |= taking;
                top.seen_else = name == "else";
            }
            "endif" if conds.pop().is_none() => {
                self.diags.error(span, "#endif without #if");
            }
            "endif" => {}
            _ if !active => {}
            "define" => self.define(args, span),
            "undef" => match args.first() {
                Some(t) if t.kind.is_identifier_like() => self.macros.undefine(t.text),
                _ => self.diags.error(span, "macro name missing after #undef"),
            },
            "include" => self.include(args, span, depth, false),
            "include_next" => self.include(args, span, depth, true),
            "error" => {
                let msg = self.spell(args);
                self.diags.error(span, format!("#error {msg}"));
            }
            "warning" => {
                let msg = self.spell(args);
                self.diags.requested_warning(span, format!("#warning {msg}"));
            }
            "pragma" if args.first().map(|t| self.name_of(t)) == Some("once") => {
                self.once.insert(hash.span.file);
            }
            "pragma" if matches!(args.first().map(|t| self.name_of(t)), Some("push_macro" | "pop_macro")) => {
                let pragma = self.name_of(&args[0]).to_string();
                match macros::pushed_macro_name(&pragma, &args[1..], self.interner) {
                    Some(name) if pragma == "push_macro" => self.macros.push_macro(name),
                    Some(name) => self.macros.pop_macro(name),
                    None => self
                        .diags
                        .error(span, format!("expected (\"macro name\") after #pragma {pragma}")),
                }
            }
            "pragma" if args.first().and_then(|t| kept_pragma(self.name_of(t))).is_some() => {
                let kind = kept_pragma(self.name_of(&args[0])).expect("checked by the guard");
                self.keep_pragma(kind, args[0], &args[1..]);
            }
            "line" => self.line_directive(args, span),
            "pragma" => {
                let text = self.spell(args);
                self.diags
                    .note(span, format!("#pragma {text} is not known to ptxc and is ignored"));
            }
            // `#ident` and unknown directives are ignored.
            _ => {}
        }
    }

    /// `#line number ["file"]` (operands macro-expanded): the next line is `number` in
    /// `file` for `__LINE__` and `__FILE__`. Diagnostics keep pointing at the real lines.
    fn line_directive(&mut self, args: &[Token], span: Span) {
        let mut expanded = Vec::new();
        let mut cx = ExpandCx {
            interner: self.interner,
            diags: self.diags,
            sources: Some(self.sources),
            condition: false,
        };
        self.macros.expand(args, &mut cx, &mut expanded);
        let number = expanded
            .first()
            .filter(|t| t.kind == TokenKind::Number)
            .and_then(|t| self.interner.get(t.text).parse::<usize>().ok())
            .filter(|&n| n > 0);
        let Some(number) = number else {
            self.diags.error(span, "#line requires a positive line number");
            return;
        };
        let name = match expanded.get(1) {
            Some(t) if t.kind == TokenKind::StrLit => {
                let quoted = self.interner.get(t.text);
                Some(quoted.trim_start_matches('"').trim_end_matches('"').to_string())
            }
            Some(t) => {
                self.diags.error(
                    t.span,
                    "#line expects a file name in double quotes after the line number",
                );
                return;
            }
            None => None,
        };
        let here = self.sources.line_col(span.file, span.start).0;
        let marks = self.macros.line_marks.entry(span.file).or_default();
        marks.push((here + 1, number, name));
    }

    /// A pragma the parser acts on (`#pragma unroll [count]`, `#pragma pack(...)`): kept in
    /// the token stream as its marker, the operand tokens macro-expanded (a count may be any
    /// integral constant expression; GCC expands `pack`'s operands too), and `PragmaEnd`.
    fn keep_pragma(&mut self, kind: TokenKind, name: Token, operands: &[Token]) {
        let start = pragma_marker_text(self.interner, kind);
        let end = pragma_marker_text(self.interner, TokenKind::PragmaEnd);
        let marker = |kind, text| Token {
            kind,
            text,
            at_line_start: false,
            ..name
        };
        self.out.push(marker(kind, start));
        let mut cx = ExpandCx {
            interner: self.interner,
            diags: self.diags,
            sources: Some(self.sources),
            condition: false,
        };
        self.macros.expand(operands, &mut cx, &mut self.out);
        self.out.push(marker(TokenKind::PragmaEnd, end));
    }

    /// Evaluates the condition of `#if`/`#ifdef`/`#ifndef`.
    fn condition(&mut self, kind: &str, args: &[Token], span: Span) -> bool {
        if kind != "if" {
            let Some(t) = args.first().filter(|t| t.kind.is_identifier_like()) else {
                self.diags.error(span, format!("macro name missing after #{kind}"));
                return false;
            };
            let defined = self.is_defined(t.text);
            return defined == (kind == "ifdef");
        }
        // While a snapshot is recorded, every lookup must reach it; after an expansion
        // limit, expansion produces nothing.
        if self.macros.is_watching() || self.macros.gave_up() {
            return self.evaluate_condition(args, span);
        }
        if let Some(value) = self.conditions.lookup(args, &mut self.macros) {
            return value;
        }
        let (errors, listed) = (self.diags.error_count(), self.diags.mark());
        let (work, expanded) = (crate::work::total(), self.macros.counters().1);
        self.macros.recording = Some(condition_cache::Recording::default());
        let value = self.evaluate_condition(args, span);
        let recording = self.macros.recording.take().expect("set above");
        let quiet = self.diags.error_count() == errors && self.diags.mark() == listed;
        if quiet && !self.macros.gave_up() {
            let cost = condition_cache::Cost {
                expanded: self.macros.counters().1 - expanded,
                work: crate::work::total().wrapping_sub(work),
            };
            self.conditions.store(args, value, recording, cost, &self.macros);
        }
        value
    }

    /// Evaluates the condition of `#if` (`args`, not expanded yet).
    fn evaluate_condition(&mut self, args: &[Token], span: Span) -> bool {
        // `defined` and the `__has_*` operators keep their operands unexpanded (also when
        // a macro produced them) and are evaluated after expansion.
        let mut expanded = Vec::new();
        let mut cx = ExpandCx {
            interner: self.interner,
            diags: self.diags,
            sources: None,
            condition: true,
        };
        self.macros.expand(args, &mut cx, &mut expanded);
        let Some(replaced) = self.evaluate_operators(&expanded, span.file) else {
            return false;
        };
        match cond_expr::evaluate(&replaced, self.interner) {
            Ok(v) => v,
            Err(msg) => {
                self.diags.error(span, msg);
                false
            }
        }
    }

    /// Whether `#ifdef`/`defined` sees `name` as a macro: the `#define`d ones, the dynamic
    /// ones, and the `__has_*` operators (as GCC and Clang report them).
    fn is_defined(&mut self, name: Sym) -> bool {
        let text = self.interner.get(name);
        self.macros.is_macro(name)
            || matches!(text, "__LINE__" | "__FILE__" | "__COUNTER__")
            || (text != "defined" && macros::is_condition_operator(text))
    }

    fn define(&mut self, args: &[Token], span: Span) {
        let Some(&name) = args.first().filter(|t| t.kind.is_identifier_like()) else {
            self.diags.error(span, "macro name missing after #define");
            return;
        };
        if self.name_of(&name) == "defined" {
            self.diags.error(name.span, "'defined' cannot be used as a macro name");
            return;
        }
        let mut rest = &args[1..];
        let mut params = None;
        let mut variadic = false;
        // Function-like only when `(` immediately follows the name.
        if rest
            .first()
            .is_some_and(|t| t.kind == TokenKind::LParen && !t.space_before)
        {
            let mut ps = Vec::new();
            let mut k = 1;
            loop {
                let Some(t) = rest.get(k) else {
                    self.diags.error(span, "missing ')' in macro parameter list");
                    return;
                };
                match t.kind {
                    TokenKind::RParen if ps.is_empty() || variadic => break,
                    TokenKind::Ellipsis => {
                        variadic = true;
                        ps.push(self.interner.intern("__VA_ARGS__"));
                    }
                    k2 if k2.is_identifier_like() && !variadic => ps.push(t.text),
                    _ => {
                        self.diags.error(t.span, "invalid macro parameter list");
                        return;
                    }
                }
                k += 1;
                match rest.get(k).map(|t| t.kind) {
                    Some(TokenKind::Comma) if !variadic => k += 1,
                    Some(TokenKind::RParen) => break,
                    _ => {
                        self.diags.error(span, "expected ',' or ')' in macro parameter list");
                        return;
                    }
                }
            }
            rest = &rest[k + 1..];
            params = Some(ps);
        }
        let m = Macro {
            params,
            variadic,
            body: rest.to_vec(),
            def_span: name.span,
        };
        let warn = !self.system_files.contains(&name.span.file);
        self.macros.define(name.text, m, warn, self.interner, self.diags);
    }

    /// `#include` and (`next`) `#include_next`.
    fn include(&mut self, args: &[Token], span: Span, depth: usize, next: bool) {
        // The header name: a string literal, or `<` ... `>` (possibly after expansion).
        let mut expanded = Vec::new();
        let toks: &[Token] = if args.first().map(|t| t.kind) == Some(TokenKind::StrLit)
            || args.first().map(|t| t.kind) == Some(TokenKind::Lt)
        {
            args
        } else {
            let mut cx = ExpandCx {
                interner: self.interner,
                diags: self.diags,
                sources: None,
                condition: false,
            };
            self.macros.expand(args, &mut cx, &mut expanded);
            &expanded
        };
        let context = if next { "#include_next" } else { "#include" };
        let Some((name, quoted)) = self.header_name(toks, span, context) else {
            return;
        };
        if depth >= MAX_INCLUDE_DEPTH {
            self.diags.error(
                span,
                format!("#include nested too deeply (more than {MAX_INCLUDE_DEPTH} levels)"),
            );
            return;
        }
        let whole = span.to(toks.last().map_or(span, |t| t.span));
        let from_dir = self.sources.path(span.file).and_then(Path::parent);
        if quoted && !self.diags.check_host && is_nvtx_loader(&name, from_dir) {
            return self.set_aside_header(&name, whole, NVTX_LOADER);
        }
        let file = match self.find_include(&name, quoted, span.file, next) {
            Found::File(file) => file,
            // A toolkit header ptxc does not ship, `<...>` or `"..."` (nvcc finds its
            // toolkit's headers both ways): its host declarations are set aside.
            Found::Toolkit if !self.diags.check_host => return self.set_aside_header(&name, whole, TOOLKIT_HEADER),
            // nvcc always finds its toolkit's headers, also through `"..."`.
            Found::Missing if (!quoted || is_toolkit_header_name(&name)) && !self.diags.check_host => {
                let why = self.missing_header_reason(&name);
                return self.set_aside_header(&name, whole, &why);
            }
            Found::Toolkit | Found::Missing => {
                self.diags.error(whole, format!("'{name}' file not found"));
                return;
            }
        };
        if self.once.contains(&file) {
            return;
        }
        if let Some(&Some(guard)) = self.guards.get(&file) {
            if self.is_defined(guard) {
                return;
            }
        }
        self.sources.set_included_from(file, span);
        self.run_file(file, depth + 1);
    }

    /// The header name at the start of `toks` (`"name"` or `<name>` tokens): the name and
    /// whether it was quoted. Reports a malformed one.
    /// `context` names where it stands in messages (`#include`, `__has_include`).
    fn header_name(&mut self, toks: &[Token], span: Span, context: &str) -> Option<(String, bool)> {
        match toks.first().map(|t| t.kind) {
            Some(TokenKind::StrLit) => {
                let s = self.name_of(&toks[0]);
                Some((s.trim_matches('"').to_string(), true))
            }
            Some(TokenKind::Lt) => {
                let Some(close) = toks.iter().position(|t| t.kind == TokenKind::Gt) else {
                    self.diags.error(span, format!("expected '>' after {context} <..."));
                    return None;
                };
                Some((self.spell_tight(&toks[1..close]), false))
            }
            _ => {
                self.diags
                    .error(span, format!("expected \"FILENAME\" or <FILENAME> after {context}"));
                None
            }
        }
    }

    /// `-include FILE`: the file as named (relative to the current directory),
    /// else the first match in the include directories, else a header ptxc ships
    /// (`-include stdint.h`), read as if the main file began with `#include "FILE"`.
    fn pre_include(&mut self, path: &Path, main: FileId) {
        if let Some(k) = self.memory_headers.iter().position(|(n, _)| Path::new(n) == path) {
            let file = self.memory_file(k);
            return self.run_file(file, 1);
        }
        let on_disk = std::iter::once(path.to_path_buf())
            .chain(self.include_dirs.iter().map(|d| d.join(path)))
            .find(|c| c.is_file())
            .and_then(|c| self.sources.load_file(&c).ok());
        let found = on_disk.or_else(|| {
            let name = path.to_str()?;
            let text = headers::builtin_header(name)?;
            Some(self.sources.add_builtin(&headers::builtin_file_name(name), text))
        });
        match found {
            Some(file) => self.run_file(file, 1),
            None => self.diags.error(
                Span::new(main, 0, 0),
                format!("'{}' file not found (-include)", path.display()),
            ),
        }
    }

    /// Resolves an include name and loads the file (see [`Preprocessor::locate`]).
    fn find_include(&mut self, name: &str, quoted: bool, from: FileId, next: bool) -> Found {
        let resolved = self.resolve_include(name, quoted, from, next);
        match resolved {
            Resolved::Builtin(id) => {
                self.system_files.insert(id);
                self.diags.mark_system_file(id);
                Found::File(id)
            }
            Resolved::Path(id, dir) => {
                if let Some(dir) = dir {
                    self.found_in.insert(id, dir);
                }
                let system = match dir {
                    Some(k) => k >= self.user_dirs,
                    None => self.system_files.contains(&from),
                };
                if system {
                    self.system_files.insert(id);
                    self.diags.mark_system_file(id);
                }
                Found::File(id)
            }
            Resolved::Toolkit => Found::Toolkit,
            Resolved::Missing => Found::Missing,
            Resolved::Memory(id) => Found::File(id),
        }
    }

    /// The file an include name resolves to, loaded. The answer depends on the name and,
    /// for a `"..."` name, on the including file alone (the file system is asked once
    /// per path, [`FileProbes`]), so it is looked up once per such key: CCCL's headers
    /// each include the same dozen names. Not for `#include_next` (which depends on
    /// where the including file was last found) nor while the prelude snapshot is
    /// recorded (which notes every resolution).
    fn resolve_include(&mut self, name: &str, quoted: bool, from: FileId, next: bool) -> Resolved {
        let key = (name.to_string(), quoted, quoted.then_some(from));
        let memo = !next && self.impure.is_none();
        if let Some(&known) = self.resolved.get(&key).filter(|_| memo) {
            return known;
        }
        let located = self.locate(name, quoted, from, next);
        self.note_located(name, quoted, from, &located);
        let resolved = match located {
            Located::Builtin(text) => {
                Resolved::Builtin(self.sources.add_builtin(&headers::builtin_file_name(name), text))
            }
            Located::Path(path, dir) => match self.load(&path) {
                Some(id) => Resolved::Path(id, dir),
                None => Resolved::Missing,
            },
            Located::Toolkit => Resolved::Toolkit,
            Located::Missing => Resolved::Missing,
            Located::Memory(k) => Resolved::Memory(self.memory_file(k)),
        };
        if memo {
            self.resolved.insert(key, resolved);
        }
        resolved
    }

    /// Where an include name resolves, without reading the file. A header held in memory
    /// (NVRTC's) is found first, by its exact name. A header ptxc ships (the
    /// CUDA headers, the C library for device code, the host C++ stubs) is ptxc's own,
    /// wherever the include path points, except that a `"..."` include finds a file next
    /// to the including file first. Any other name is looked up in the `-I`, then the
    /// `-isystem` directories (both in `include_dirs`); one found in NVIDIA's toolkit
    /// include directory is not read (see [`crate::host_code`]) unless it is a CCCL header.
    /// `#include_next` (`next`) searches the directories after the one the including file
    /// was found in, and only those.
    fn locate(&self, name: &str, quoted: bool, from: FileId, next: bool) -> Located {
        let next_from = self.found_in.get(&from).filter(|_| next).map(|&dir| dir + 1);
        if next_from.is_none() {
            if let Some(k) = self.memory_headers.iter().position(|(n, _)| n == name) {
                return Located::Memory(k);
            }
            if quoted {
                let dir = self.sources.path(from).and_then(Path::parent).unwrap_or(Path::new(""));
                let path = dir.join(name);
                // A toolkit header naming a sibling (`"vector_types.h"`): ptxc's own
                // runtime headers still win, and the others stay unread.
                if self.probes.is_file(&path) && is_toolkit_include_dir(dir, &self.probes) {
                    return match headers::builtin_header(name) {
                        Some(text) => Located::Builtin(text),
                        None if is_readable_toolkit_header(name) => Located::Path(path, None),
                        None => Located::Toolkit,
                    };
                }
                if self.probes.is_file(&path) {
                    return Located::Path(path, None);
                }
            }
            if let Some(text) = headers::builtin_header(name) {
                return Located::Builtin(text);
            }
        }
        for (k, dir) in self.include_dirs.iter().enumerate().skip(next_from.unwrap_or(0)) {
            let path = dir.join(name);
            if !self.probes.is_file(&path) {
                continue;
            }
            if is_toolkit_include_dir(dir, &self.probes)
                && !is_cccl_header_name(name)
                && !is_readable_toolkit_header(name)
            {
                return Located::Toolkit;
            }
            return Located::Path(path, Some(k));
        }
        Located::Missing
    }

    /// The file at `path`, if there is one and it can be read.
    fn load(&mut self, path: &Path) -> Option<FileId> {
        if !self.probes.is_file(path) {
            return None;
        }
        self.sources.load_file(path).ok()
    }

    /// Why a header that no include directory holds is set aside: for one of NVIDIA's
    /// toolkit or its libraries, whether a toolkit was found and lacks it (a library not
    /// installed) or no toolkit was found at all.
    fn missing_header_reason(&self, name: &str) -> String {
        if !is_toolkit_header_name(name) && !is_readable_toolkit_header(name) {
            return HOST_HEADER.to_string();
        }
        match self
            .include_dirs
            .iter()
            .find(|d| is_toolkit_include_dir(d, &self.probes))
        {
            Some(dir) => format!(
                "a header of NVIDIA's CUDA toolkit that its include directory {} does not hold (the library is \
                 not installed there); device code cannot use its declarations",
                dir.display()
            ),
            None => NO_TOOLKIT.to_string(),
        }
    }

    /// Records a `#include <name>` that is not read (see [`crate::host_code`]).
    fn set_aside_header(&mut self, name: &str, span: Span, why: &str) {
        let record = crate::host_code::SetAside::new(span, format!("header <{name}>"), why.to_string());
        self.diags.set_aside.push(record);
    }

    /// Spelling of a token sequence with single spaces where the source had whitespace.
    fn spell(&self, toks: &[Token]) -> String {
        let mut s = String::new();
        for (k, t) in toks.iter().enumerate() {
            if k > 0 && t.space_before {
                s.push(' ');
            }
            s.push_str(self.name_of(t));
        }
        s
    }

    /// Spelling without any spaces (header names in `<...>`).
    fn spell_tight(&self, toks: &[Token]) -> String {
        toks.iter().map(|t| self.name_of(t)).collect()
    }
}

#[cfg(test)]
mod tests;

/// The marker token kind of a pragma the parser acts on, by the pragma's name.
pub(crate) fn kept_pragma(name: &str) -> Option<TokenKind> {
    match name {
        "unroll" => Some(TokenKind::PragmaUnroll),
        "pack" => Some(TokenKind::PragmaPack),
        _ => None,
    }
}

/// The spelling of a pragma marker token (as token dumps show it).
pub(crate) fn pragma_marker_text(interner: &mut crate::symbol::Interner, kind: TokenKind) -> crate::symbol::Sym {
    interner.intern(match kind {
        TokenKind::PragmaUnroll => "#pragma unroll",
        TokenKind::PragmaPack => "#pragma pack",
        _ => "#end pragma",
    })
}
