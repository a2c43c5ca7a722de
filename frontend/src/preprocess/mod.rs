//! The C preprocessor: directives, conditional inclusion, `#include`, macro expansion.
//!
//! Works on the token stream of each file ([`crate::lexer::lex`]): a `#` that starts a line
//! begins a directive that runs to the end of the line. Text in active regions is macro
//! expanded ([`macros`]) and appended to one output stream that the parser reads; tokens
//! keep the span of their original file. Predefined macros (`__CUDACC__`, `__CUDA_ARCH__`,
//! `__NVCC__`, `__cplusplus`) and `-D` options are processed as a `<built-in>` file of
//! `#define`s before the main file.

mod cond_expr;
mod cuda_runtime_api;
mod headers;
pub mod macros;
mod std_headers;

use std::path::{Path, PathBuf};

use rustc_hash::FxHashSet;

use crate::diag::Diags;
use crate::lexer;
use crate::source::{FileId, SourceMap, Span};
use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind};
use crate::FrontendOptions;
use macros::{ExpandCx, Macro, MacroTable};

/// Why a `#include <...>` that ptxc does not ship and cannot find is set aside.
const HOST_HEADER: &str = "not shipped with ptxc and not on the include path; device code cannot use its declarations";

/// Why a header from NVIDIA's toolkit include directory is set aside.
const TOOLKIT_HEADER: &str =
    "found in NVIDIA's CUDA toolkit include directory, whose headers ptxc does not read; device code cannot use its declarations";

/// What an include name resolved to.
enum Found {
    File(FileId),
    /// A header in NVIDIA's toolkit include directory that ptxc does not ship.
    Toolkit,
    Missing,
}

/// Whether `dir` is NVIDIA's CUDA toolkit include directory (`$CUDA_HOME/include`), which
/// build systems put on the include path: ptxc's own CUDA headers take its place.
fn is_toolkit_include_dir(dir: &Path) -> bool {
    dir.join("cuda_runtime_api.h").is_file() && dir.join("crt").is_dir()
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

/// Deepest `#include` nesting before an error.
const MAX_INCLUDE_DEPTH: usize = 200;

/// Runs the preprocessor on `main`; returns the token stream ending with an `Eof` token.
pub fn preprocess(
    sources: &mut SourceMap,
    main: FileId,
    opts: &FrontendOptions,
    interner: &mut Interner,
    diags: &mut Diags,
) -> Vec<Token> {
    let mut pp = Preprocessor {
        sources,
        interner,
        diags,
        macros: MacroTable::default(),
        out: Vec::new(),
        once: FxHashSet::default(),
        include_dirs: opts
            .include_dirs
            .iter()
            .chain(&opts.system_include_dirs)
            .cloned()
            .collect(),
    };
    let builtin = pp.sources.add_builtin("<built-in>", predefines(opts));
    pp.run_file(builtin, 0);
    // The device runtime prelude (as nvcc's implicit cuda_runtime.h), for files on disk or
    // named like them; in-memory sources (`add_builtin`, the frontend's own tests) skip it.
    if pp.sources.path(main).is_some() {
        let runtime = pp.sources.add_builtin("<ptxc_runtime.h>", RUNTIME_PRELUDE.to_string());
        pp.run_file(runtime, 0);
        // The vector types and the host runtime API, as nvcc's implicit cuda_runtime.h.
        let runtime_api = pp
            .sources
            .add_builtin("<ptxc>/cuda_runtime.h", cuda_runtime_api::CUDA_RUNTIME_API.to_string());
        pp.run_file(runtime_api, 0);
    }
    for path in &opts.pre_includes {
        pp.pre_include(path, main);
    }
    pp.run_file(main, 0);
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
/// (x86-64 Linux, LP64). GCC's own (`__GNUC__`) are left out: ptxc does not implement
/// every GNU extension that headers select with them.
const HOST_PLATFORM: &str = "#define __linux__ 1\n#define __linux 1\n#define linux 1\n#define __gnu_linux__ 1\n\
#define __unix__ 1\n#define __unix 1\n#define unix 1\n#define __ELF__ 1\n\
#define __x86_64__ 1\n#define __x86_64 1\n#define __amd64__ 1\n#define __amd64 1\n\
#define __LP64__ 1\n#define _LP64 1\n#define __CHAR_BIT__ 8\n#define __SIZEOF_SHORT__ 2\n\
#define __SIZEOF_INT__ 4\n#define __SIZEOF_LONG__ 8\n#define __SIZEOF_LONG_LONG__ 8\n\
#define __SIZEOF_POINTER__ 8\n#define __SIZEOF_FLOAT__ 4\n#define __SIZEOF_DOUBLE__ 8\n\
#define __ORDER_LITTLE_ENDIAN__ 1234\n#define __ORDER_BIG_ENDIAN__ 4321\n\
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__\n";

/// Text of the `<built-in>` file: predefined macros and `-D` options.
fn predefines(opts: &FrontendOptions) -> String {
    let mut s = format!(
        "#define __CUDACC__ 1\n#define __NVCC__ 1\n#define __CUDA_ARCH__ {}\n\
         #define __cplusplus {}L\n#define __CUDACC_VER_MAJOR__ 13\n\
         #define __CUDACC_VER_MINOR__ 0\n#define __STDC__ 1\n\
         #define __align__(n) __attribute__((aligned(n)))\n\
         #define __builtin_align__(n) __attribute__((aligned(n)))\n{HOST_PLATFORM}",
        opts.sm * 10,
        opts.cplusplus
    );
    for (name, value) in &opts.defines {
        let value = value.as_deref().unwrap_or("1");
        s.push_str(&format!("#define {name} {value}\n"));
    }
    s
}

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

struct Preprocessor<'p> {
    sources: &'p mut SourceMap,
    interner: &'p mut Interner,
    diags: &'p mut Diags,
    macros: MacroTable,
    out: Vec<Token>,
    /// Files with `#pragma once`.
    once: FxHashSet<FileId>,
    include_dirs: Vec<PathBuf>,
}

impl Preprocessor<'_> {
    fn run_file(&mut self, file: FileId, depth: usize) {
        let text = self.sources.text(file).to_string();
        let toks = lexer::lex(file, &text, self.interner, self.diags);
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
            if toks[i].kind == TokenKind::Hash && toks[i].at_line_start {
                let end = line_end(i);
                self.directive(&toks[i..end], &mut conds, active, depth);
                i = end;
                continue;
            }
            // A run of text lines up to the next directive.
            let end = (i + 1..toks.len())
                .find(|&j| toks[j].kind == TokenKind::Hash && toks[j].at_line_start)
                .unwrap_or(toks.len());
            if active {
                let mut cx = ExpandCx {
                    interner: self.interner,
                    diags: self.diags,
                    sources: Some(self.sources),
                };
                self.macros.expand(&toks[i..end], &mut cx, &mut self.out);
            }
            i = end;
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
        let name = self.name_of(&dir).to_string();
        match name.as_str() {
            "if" | "ifdef" | "ifndef" => {
                let taking = active && self.condition(&name, args, span);
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
                Some(t) if t.kind.is_identifier_like() => {
                    self.macros.defs.remove(&t.text);
                }
                _ => self.diags.error(span, "macro name missing after #undef"),
            },
            "include" => self.include(args, span, depth),
            "error" => {
                let msg = self.spell(args);
                self.diags.error(span, format!("#error {msg}"));
            }
            "warning" => {
                let msg = self.spell(args);
                self.diags.warning(span, format!("#warning {msg}"));
            }
            "pragma" if args.first().map(|t| self.name_of(t)) == Some("once") => {
                self.once.insert(hash.span.file);
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
        // Replace `defined X` / `defined(X)` before expansion.
        let mut replaced = Vec::with_capacity(args.len());
        let mut k = 0;
        while k < args.len() {
            let t = args[k];
            if t.kind == TokenKind::Ident && self.name_of(&t) == "defined" {
                let (name_tok, next) = match args.get(k + 1).map(|t| t.kind) {
                    Some(TokenKind::LParen) => (args.get(k + 2), k + 4),
                    _ => (args.get(k + 1), k + 2),
                };
                let Some(n) = name_tok.filter(|n| n.kind.is_identifier_like()) else {
                    self.diags.error(t.span, "macro name missing after 'defined'");
                    return false;
                };
                let v = if self.is_defined(n.text) { "1" } else { "0" };
                replaced.push(Token {
                    kind: TokenKind::Number,
                    text: self.interner.intern(v),
                    ..t
                });
                k = next;
                continue;
            }
            replaced.push(t);
            k += 1;
        }
        let mut expanded = Vec::new();
        let mut cx = ExpandCx {
            interner: self.interner,
            diags: self.diags,
            sources: None,
        };
        self.macros.expand(&replaced, &mut cx, &mut expanded);
        match cond_expr::evaluate(&expanded, self.interner) {
            Ok(v) => v,
            Err(msg) => {
                self.diags.error(span, msg);
                false
            }
        }
    }

    fn is_defined(&self, name: Sym) -> bool {
        self.macros.defs.contains_key(&name) || matches!(self.interner.get(name), "__LINE__" | "__FILE__")
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
        self.macros.define(name.text, m, self.interner, self.diags);
    }

    fn include(&mut self, args: &[Token], span: Span, depth: usize) {
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
            };
            self.macros.expand(args, &mut cx, &mut expanded);
            &expanded
        };
        let (name, quoted) = match toks.first().map(|t| t.kind) {
            Some(TokenKind::StrLit) => {
                let s = self.name_of(&toks[0]);
                (s.trim_matches('"').to_string(), true)
            }
            Some(TokenKind::Lt) => {
                let Some(close) = toks.iter().position(|t| t.kind == TokenKind::Gt) else {
                    self.diags.error(span, "expected '>' after #include <...");
                    return;
                };
                (self.spell_tight(&toks[1..close]), false)
            }
            _ => {
                self.diags
                    .error(span, "expected \"FILENAME\" or <FILENAME> after #include");
                return;
            }
        };
        if depth >= MAX_INCLUDE_DEPTH {
            self.diags.error(
                span,
                format!("#include nested too deeply (more than {MAX_INCLUDE_DEPTH} levels)"),
            );
            return;
        }
        let whole = span.to(toks.last().map_or(span, |t| t.span));
        let file = match self.find_include(&name, quoted, span.file) {
            Found::File(file) => file,
            Found::Toolkit if !quoted && !self.diags.check_host => {
                return self.set_aside_header(&name, whole, TOOLKIT_HEADER)
            }
            Found::Missing if !quoted && !self.diags.check_host => {
                return self.set_aside_header(&name, whole, HOST_HEADER)
            }
            // nvcc always finds its toolkit's headers, also through `"..."`.
            Found::Missing if is_toolkit_header_name(&name) && !self.diags.check_host => {
                return self.set_aside_header(&name, whole, TOOLKIT_HEADER)
            }
            Found::Toolkit | Found::Missing => {
                self.diags.error(whole, format!("'{name}' file not found"));
                return;
            }
        };
        if self.once.contains(&file) {
            return;
        }
        self.sources.set_included_from(file, span);
        self.run_file(file, depth + 1);
    }

    /// `-include FILE`: the file as named (relative to the current directory),
    /// else the first match in the include directories, read as if the main
    /// file began with `#include "FILE"`.
    fn pre_include(&mut self, path: &Path, main: FileId) {
        let found = std::iter::once(path.to_path_buf())
            .chain(self.include_dirs.iter().map(|d| d.join(path)))
            .find(|c| c.is_file())
            .and_then(|c| self.sources.load_file(&c).ok());
        match found {
            Some(file) => self.run_file(file, 1),
            None => self.diags.error(
                Span::new(main, 0, 0),
                format!("'{}' file not found (-include)", path.display()),
            ),
        }
    }

    /// Resolves an include name. A header ptxc ships (the CUDA headers, the C library for
    /// device code, the host C++ stubs) is ptxc's own, wherever the include path points,
    /// except that a `"..."` include finds a file next to the including file first. Any
    /// other name is looked up in the `-I`, then the `-isystem` directories (both in
    /// `include_dirs`); one found in NVIDIA's toolkit
    /// include directory is not read (see [`crate::host_code`]).
    fn find_include(&mut self, name: &str, quoted: bool, from: FileId) -> Found {
        if quoted {
            let dir = self
                .sources
                .path(from)
                .and_then(Path::parent)
                .map(Path::to_path_buf)
                .unwrap_or_default();
            if let Some(id) = self.load(&dir.join(name)) {
                return Found::File(id);
            }
        }
        if let Some(text) = headers::builtin_header(name) {
            return Found::File(self.sources.add_builtin(&format!("<ptxc>/{name}"), text.to_string()));
        }
        for dir in self.include_dirs.clone() {
            let path = dir.join(name);
            if path.is_file() && is_toolkit_include_dir(&dir) {
                return Found::Toolkit;
            }
            if let Some(id) = self.load(&path) {
                return Found::File(id);
            }
        }
        Found::Missing
    }

    /// The file at `path`, if there is one and it can be read.
    fn load(&mut self, path: &Path) -> Option<FileId> {
        if !path.is_file() {
            return None;
        }
        self.sources.load_file(path).ok()
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
