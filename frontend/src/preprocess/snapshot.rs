//! The prelude snapshot: the implicit prelude (`ptxc_runtime.h`, the vector types, the
//! math library, ...) preprocessed once per build instead of once per compile (issue 16).
//!
//! [`record`] (run by the `ptxc` crate's build script) preprocesses the prelude after the
//! `<built-in>` file of default options and saves what it left behind: the tokens, the
//! macros it defined or removed, the files it added to the source map, and the strings it
//! interned, in the order it first interned them. It also saves what the result depends
//! on: the definition, before the prelude, of every macro name the prelude looked up.
//! [`replay`] puts that state back when those definitions are the same in this compile
//! (other `-D`s, `-arch` or `-std` that the prelude never looks at change nothing), and
//! the prelude is preprocessed for real otherwise. Replaying the interned strings in
//! their order gives every string the handle preprocessing would have given it, so the
//! rest of the compile sees exactly the state it would have seen, and its output is the
//! same byte for byte.
//!
//! The prelude's `#include "..."`s look in the current directory first: the names are
//! saved and a compile where one of them exists there preprocesses the prelude for real.
//! A prelude whose result depends on anything else (a file read from disk, a
//! diagnostic, tokens from the `<built-in>` file) is not recorded.

use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};

use super::macros::{LineMark, Macro};
use super::prelude_items::{self, ItemTable};
use super::selection_cache;
use super::{cuda_runtime_api, headers, Preprocessor, RUNTIME_PRELUDE};
use crate::diag::Diags;
use crate::source::{FileId, SourceMap, Span};
use crate::symbol::{slot_table, string_list, Interner, StringList, Sym};
use crate::token::{Token, TokenKind};
use crate::FrontendOptions;

/// First bytes of a snapshot (the format's version).
const MAGIC: &[u8] = b"ptxc-prelude-snapshot-6\n";

/// Token kinds no text lexes to (the preprocessor makes them).
const MADE_KINDS: [TokenKind; 4] = [
    TokenKind::PragmaUnroll,
    TokenKind::PragmaPack,
    TokenKind::PragmaEnd,
    TokenKind::Eof,
];

/// Preprocesses the prelude as a compile with `opts` would and returns its snapshot, or
/// why it cannot be replayed.
pub fn record(opts: &FrontendOptions) -> Result<Vec<u8>, String> {
    let mut sources = SourceMap::new();
    let main = sources.add_file("<prelude-snapshot>.cu", "");
    let mut interner = Interner::new();
    let mut diags = Diags::new();
    diags.check_host = opts.check_host;
    let mut pp = Preprocessor::new(&mut sources, opts, &mut interner, &mut diags);
    pp.run_predefines(opts);
    if pp.sources.path(main).is_none() || !pristine(&pp) {
        return Err("the <built-in> file left more than macros".into());
    }
    let base = pp.sources.file_count();
    let defs_before = pp.macros.defs.clone();
    pp.impure = Some(Vec::new());
    pp.macros.watch = Some(FxHashMap::default());
    let known = pp.interner.len() as u32;
    pp.interner.start_log();
    pp.run_prelude();
    // The strings the prelude added, in the order it added them (their handles follow
    // that order); the strings it used that were there before join the table later.
    let mut log = pp.interner.take_log();
    log.retain(|s| s.0 >= known);
    let watched = pp.macros.watch.take().unwrap_or_default();
    let mut reasons = pp.impure.take().unwrap_or_default();
    if !pp.diags.list.is_empty() || !pp.diags.set_aside.is_empty() {
        reasons.push("the prelude reports diagnostics".into());
    }
    if pp.macros.gave_up() || !pp.found_in.is_empty() {
        reasons.push("the prelude gave up expanding or read files from disk".into());
    }
    if let Some(reason) = reasons.first() {
        return Err(reason.clone());
    }
    let mut w = Encoder::new(base, log);
    w.finish(&pp, base, &defs_before, watched)
}

/// Whether nothing but `#define`s ran so far: the state a snapshot starts from.
fn pristine(pp: &Preprocessor) -> bool {
    pp.out.is_empty()
        && pp.once.is_empty()
        && pp.found_in.is_empty()
        && pp.macros.is_pristine()
        && pp.diags.list.is_empty()
        && pp.diags.set_aside.is_empty()
}

/// The text of a prelude file by its source-map name.
fn prelude_text(name: &str) -> Option<&'static str> {
    match name {
        "<ptxc_runtime.h>" => Some(RUNTIME_PRELUDE),
        "<ptxc>/cuda_runtime.h" => Some(cuda_runtime_api::CUDA_RUNTIME_API),
        _ => headers::builtin_header(name.strip_prefix("<ptxc>/")?),
    }
}

/// The one kind `text` lexes to.
fn lexed_kind(text: &str) -> Option<TokenKind> {
    use logos::Logos;
    let mut lexer = TokenKind::lexer(text);
    let kind = lexer.next()?.ok()?;
    (lexer.next().is_none() && lexer.span().end == text.len()).then_some(kind)
}

/// Writes a snapshot: strings are numbered by the interner's log (then by a table of
/// strings interned before the prelude), token kinds by a table of sample spellings.
struct Encoder {
    bytes: Vec<u8>,
    /// Index of each string handle in the string table.
    string_index: FxHashMap<Sym, u32>,
    /// The string table: the log, then strings interned before the prelude.
    strings: Vec<Sym>,
    logged: usize,
    kind_index: FxHashMap<TokenKind, u32>,
    kinds: Vec<TokenKind>,
    /// Why the snapshot cannot be used (a span outside the prelude's files, ...).
    problem: Option<String>,
    base: u32,
}

impl Encoder {
    fn new(base: usize, log: Vec<Sym>) -> Encoder {
        let string_index = log.iter().enumerate().map(|(k, &s)| (s, k as u32)).collect();
        Encoder {
            bytes: Vec::new(),
            string_index,
            logged: log.len(),
            strings: log,
            kind_index: FxHashMap::default(),
            kinds: Vec::new(),
            problem: None,
            base: base as u32,
        }
    }

    fn num(&mut self, mut v: u64) {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(byte);
                return;
            }
            self.bytes.push(byte | 0x80);
        }
    }

    fn text(&mut self, s: &str) {
        self.num(s.len() as u64);
        self.bytes.extend_from_slice(s.as_bytes());
    }

    fn sym(&mut self, s: Sym) {
        let k = self.string_index(s);
        self.num(k as u64);
    }

    /// `s`'s index in the string table, which takes it on first sight.
    fn string_index(&mut self, s: Sym) -> u32 {
        let next = self.strings.len() as u32;
        let k = *self.string_index.entry(s).or_insert(next);
        if k == next {
            self.strings.push(s);
        }
        k
    }

    /// A list of string indices as little-endian u32s, which a compile reads in place.
    fn fixed_syms(&mut self, list: &[Sym]) {
        self.num(list.len() as u64);
        for &s in list {
            let k = self.string_index(s);
            self.bytes.extend_from_slice(&k.to_le_bytes());
        }
    }

    /// Bytes a compile reads in place: their length, then themselves.
    fn blob(&mut self, bytes: &[u8]) {
        self.num(bytes.len() as u64);
        self.bytes.extend_from_slice(bytes);
    }

    fn span(&mut self, s: Span) {
        if s.file.0 < self.base {
            self.problem = Some("a token or macro of the prelude points outside its files".into());
        }
        self.num(s.file.0 as u64);
        self.num(s.start as u64);
        self.num(s.end.wrapping_sub(s.start) as u64);
    }

    /// A list of tokens: its length, then a fixed-size record per token (see
    /// [`TOKEN_BYTES`]), which replays with no decoding loop per byte.
    fn tokens(&mut self, toks: &[Token]) {
        self.num(toks.len() as u64);
        for t in toks {
            let next = self.kinds.len() as u32;
            let kind = *self.kind_index.entry(t.kind).or_insert(next);
            if kind == next {
                self.kinds.push(t.kind);
            }
            let next = self.strings.len() as u32;
            let text = *self.string_index.entry(t.text).or_insert(next);
            if text == next {
                self.strings.push(t.text);
            }
            let len = t.span.end.wrapping_sub(t.span.start);
            if t.span.file.0 < self.base {
                self.problem = Some("a token or macro of the prelude points outside its files".into());
            }
            let (Ok(kind), Ok(file), Ok(len)) = (u8::try_from(kind), u16::try_from(t.span.file.0), u16::try_from(len))
            else {
                self.problem = Some("a token too long or in too many files for the snapshot".into());
                continue;
            };
            self.bytes.push(kind);
            self.bytes.push(((t.at_line_start as u8) << 1) | t.space_before as u8);
            self.bytes.extend_from_slice(&file.to_le_bytes());
            self.bytes.extend_from_slice(&t.span.start.to_le_bytes());
            self.bytes.extend_from_slice(&len.to_le_bytes());
            self.bytes.extend_from_slice(&text.to_le_bytes());
        }
    }

    fn macro_def(&mut self, m: &Macro) {
        match &m.params {
            None => self.num(0),
            Some(ps) => {
                self.num(1 + ps.len() as u64);
                for &p in ps {
                    self.sym(p);
                }
            }
        }
        self.num(m.variadic as u64);
        self.tokens(&m.body);
        self.span(m.def_span);
    }

    fn opt_macro(&mut self, m: Option<&Macro>) {
        match m {
            None => self.num(0),
            Some(m) => {
                self.num(1);
                self.macro_def(m);
            }
        }
    }

    /// The body: everything that refers to strings and kinds, written before their
    /// tables; the tables go in front of it.
    fn finish(
        &mut self,
        pp: &Preprocessor,
        base: usize,
        defs_before: &FxHashMap<Sym, Rc<Macro>>,
        watched: FxHashMap<Sym, bool>,
    ) -> Result<Vec<u8>, String> {
        // What the result depends on: names undefined before the prelude (sorted by
        // spelling, for a binary search), then the definitions of the others.
        let mut absent: Vec<Sym> = watched
            .keys()
            .copied()
            .filter(|s| !defs_before.contains_key(s))
            .collect();
        absent.sort_by(|a, b| pp.interner.get(*a).cmp(pp.interner.get(*b)));
        self.fixed_syms(&absent);
        let mut present: Vec<Sym> = watched
            .keys()
            .copied()
            .filter(|s| defs_before.contains_key(s))
            .collect();
        present.sort();
        self.num(present.len() as u64);
        for s in present {
            self.sym(s);
            // Asked only whether it is defined: any definition will do.
            self.num(watched[&s] as u64);
            if !watched[&s] {
                continue;
            }
            let m = &defs_before[&s];
            // Compared by spelling: the `<built-in>` file's offsets differ with the options.
            self.num(m.params.as_ref().map_or(0, |ps| 1 + ps.len() as u64));
            for &p in m.params.iter().flatten() {
                self.sym(p);
            }
            self.num(m.variadic as u64);
            let spelled: Vec<Token> = m
                .body
                .iter()
                .map(|t| Token {
                    span: Span::new(FileId(self.base), 0, 0),
                    ..*t
                })
                .collect();
            self.tokens(&spelled);
        }
        // `"..."` includes a file in the current directory would have answered.
        let mut probed = pp.probed.clone();
        probed.sort();
        probed.dedup();
        self.num(probed.len() as u64);
        for name in &probed {
            self.text(name);
        }
        // The files the prelude added.
        let count = pp.sources.file_count();
        self.num((count - base) as u64);
        for k in base..count {
            let file = FileId(k as u32);
            let name = pp.sources.name(file);
            if pp.sources.path(file).is_some() || prelude_text(name) != Some(pp.sources.text(file)) {
                return Err(format!("the prelude read '{name}', which is not one of ptxc's headers"));
            }
            self.text(name);
            self.num(pp.sources.text(file).len() as u64);
            match pp.sources.included_from(file) {
                None => self.num(0),
                Some(site) => {
                    self.num(1);
                    self.span(site);
                }
            }
        }
        self.tokens(&pp.out);
        // Macros the prelude defined, changed or removed.
        let mut changed: Vec<(Sym, Option<&Macro>)> = Vec::new();
        for (&name, m) in &pp.macros.defs {
            if defs_before.get(&name) != Some(m) {
                changed.push((name, Some(&**m)));
            }
        }
        for name in defs_before.keys() {
            if !pp.macros.defs.contains_key(name) {
                changed.push((*name, None));
            }
        }
        changed.sort_by_key(|c| c.0);
        self.num(changed.len() as u64);
        for (name, m) in changed {
            self.sym(name);
            self.opt_macro(m);
        }
        let pushed = pp.macros.pushed_stacks();
        self.num(pushed.len() as u64);
        for (name, stack) in pushed {
            self.sym(name);
            self.num(stack.len() as u64);
            for m in stack {
                self.opt_macro(m.as_ref());
            }
        }
        let marks = pp.macros.line_marks_sorted();
        self.num(marks.len() as u64);
        for (file, list) in marks {
            self.num(file.0 as u64);
            self.num(list.len() as u64);
            for (from, number, name) in list {
                self.num(*from as u64);
                self.num(*number as u64);
                match name {
                    None => self.num(0),
                    Some(n) => {
                        self.num(1);
                        self.text(n);
                    }
                }
            }
        }
        let mut once: Vec<FileId> = pp.once.iter().copied().collect();
        once.sort_by_key(|f| f.0);
        self.num(once.len() as u64);
        for f in once {
            self.num(f.0 as u64);
        }
        let (counter, expanded) = pp.macros.counters();
        self.num(counter);
        self.num(expanded as u64);
        // The top-level declarations, for compiles that keep only the reachable ones.
        let items = prelude_items::split(&pp.out, pp.interner);
        for array in prelude_items::encode_items(&items, |n| self.string_index(n)) {
            self.blob(&array);
        }
        if let Some(problem) = self.problem.take() {
            return Err(problem);
        }
        // The tables in front: strings (logged ones first), then kinds as sample
        // spellings or made kinds.
        let body = std::mem::take(&mut self.bytes);
        self.bytes.extend_from_slice(MAGIC);
        self.num(base as u64);
        self.num(self.logged as u64);
        self.num(self.strings.len() as u64);
        // The strings back to back with their offsets, and a hash table over the logged
        // ones, which a compile takes as a block (`symbol/frozen.rs`).
        let texts: Vec<&str> = self.strings.iter().map(|&s| pp.interner.get(s)).collect();
        let (blob, offsets) = string_list(&texts);
        let slots = slot_table(&texts[..self.logged]);
        self.num(blob.len() as u64);
        self.bytes.extend_from_slice(blob.as_bytes());
        self.bytes.extend_from_slice(&offsets);
        self.num((slots.len() / 4) as u64);
        self.bytes.extend_from_slice(&slots);
        self.num(self.kinds.len() as u64);
        for k in 0..self.kinds.len() {
            let kind = self.kinds[k];
            if let Some(made) = MADE_KINDS.iter().position(|&m| m == kind) {
                self.num(made as u64);
                continue;
            }
            let sample = self.sample_of(pp, kind).ok_or("a token kind with no sample spelling")?;
            self.num((MADE_KINDS.len() + sample) as u64);
        }
        self.bytes.extend_from_slice(&body);
        Ok(std::mem::take(&mut self.bytes))
    }

    /// A string of the table that lexes to `kind`.
    fn sample_of(&self, pp: &Preprocessor, kind: TokenKind) -> Option<usize> {
        let from_out = pp.out.iter().chain(pp.macros.defs.values().flat_map(|m| m.body.iter()));
        from_out
            .filter(|t| t.kind == kind && lexed_kind(pp.interner.get(t.text)) == Some(kind))
            .find_map(|t| self.string_index.get(&t.text).map(|&k| k as usize))
    }
}

/// Bytes of a token's record: kind (index in the kind table), flags (bit 1 at line
/// start, bit 0 space before), file (u16), start (u32), length (u16), text (index in
/// the string table, u32); little-endian.
const TOKEN_BYTES: usize = 14;

/// Reads what [`Encoder`] wrote; `None` at anything malformed.
struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Decoder<'a> {
    /// A number; most are below 128 and take one byte (the fast path, inlined).
    #[inline(always)]
    fn num(&mut self) -> Option<u64> {
        let byte = *self.bytes.get(self.at)?;
        if byte < 0x80 {
            self.at += 1;
            return Some(byte as u64);
        }
        self.long_num()
    }

    #[inline(never)]
    fn long_num(&mut self) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self.bytes.get(self.at)?;
            self.at += 1;
            v |= ((byte & 0x7f) as u64) << shift;
            if byte & 0x80 == 0 {
                return Some(v);
            }
        }
        None
    }

    #[inline(always)]
    fn index(&mut self) -> Option<usize> {
        usize::try_from(self.num()?).ok()
    }

    #[inline(always)]
    fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.num()?).ok()
    }

    /// Bytes [`Encoder::blob`] wrote, as they are.
    fn blob(&mut self) -> Option<&'a [u8]> {
        let len = self.index()?;
        self.fixed(len)
    }

    /// The next `len` bytes as they are.
    fn fixed(&mut self, len: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(len)?;
        let b = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(b)
    }

    fn text(&mut self) -> Option<&'a str> {
        let len = self.index()?;
        let end = self.at.checked_add(len)?;
        let s = std::str::from_utf8(self.bytes.get(self.at..end)?).ok()?;
        self.at = end;
        Some(s)
    }
}

/// A decoded snapshot's tables, resolved against this compile.
struct Tables<'a> {
    strings: StringList<'a>,
    /// The hash table over the logged strings (`symbol/frozen.rs`).
    slots: &'a [u8],
    /// How many strings of `strings` the prelude interned (the rest were interned before).
    logged: usize,
    kinds: Vec<TokenKind>,
}

impl Tables<'_> {
    /// String `k` of the table ("" if the bytes are damaged).
    fn string(&self, k: u32) -> &str {
        self.strings.get(k as usize).unwrap_or("")
    }
}

impl<'a> Decoder<'a> {
    #[inline(always)]
    fn span(&mut self) -> Option<Span> {
        let file = FileId(self.u32()?);
        let start = self.u32()?;
        let end = start.checked_add(self.u32()?)?;
        Some(Span::new(file, start, end))
    }

    /// Tokens whose texts are still indices in the string table.
    fn tokens(&mut self, t: &Tables) -> Option<Vec<Token>> {
        let n = self.index()?;
        let end = self.at.checked_add(n.checked_mul(TOKEN_BYTES)?)?;
        let records = self.bytes.get(self.at..end)?;
        self.at = end;
        let mut v = Vec::with_capacity(n);
        for r in records.chunks_exact(TOKEN_BYTES) {
            let kind = *t.kinds.get(r[0] as usize)?;
            let file = u16::from_le_bytes([r[2], r[3]]) as u32;
            let start = u32::from_le_bytes([r[4], r[5], r[6], r[7]]);
            let len = u16::from_le_bytes([r[8], r[9]]) as u32;
            let text = u32::from_le_bytes([r[10], r[11], r[12], r[13]]);
            if text as usize >= t.strings.len() {
                return None;
            }
            v.push(Token {
                kind,
                span: Span::new(FileId(file), start, start.checked_add(len)?),
                text: Sym(text),
                at_line_start: r[1] & 2 != 0,
                space_before: r[1] & 1 != 0,
            });
        }
        Some(v)
    }

    /// A list of token records left undecoded until the string handles are known (the
    /// prelude's output: decoded once, with its final handles, by [`Records::token`]);
    /// spans must name a file below `files`.
    fn records(&mut self, files: u32) -> Option<Records<'a>> {
        let n = self.index()?;
        let end = self.at.checked_add(n.checked_mul(TOKEN_BYTES)?)?;
        let bytes = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(Records { bytes, files })
    }

    fn string(&mut self, t: &Tables) -> Option<u32> {
        let k = self.u32()?;
        ((k as usize) < t.strings.len()).then_some(k)
    }

    fn params(&mut self, t: &Tables) -> Option<Option<Vec<Sym>>> {
        let n = self.index()?;
        if n == 0 {
            return Some(None);
        }
        (1..n)
            .map(|_| self.string(t).map(Sym))
            .collect::<Option<Vec<_>>>()
            .map(Some)
    }

    fn macro_def(&mut self, t: &Tables) -> Option<Macro> {
        let params = self.params(t)?;
        let variadic = self.num()? != 0;
        let body = self.tokens(t)?;
        let def_span = self.span()?;
        Some(Macro {
            params,
            variadic,
            body,
            def_span,
        })
    }

    fn opt_macro(&mut self, t: &Tables) -> Option<Option<Macro>> {
        match self.num()? {
            0 => Some(None),
            _ => self.macro_def(t).map(Some),
        }
    }
}

/// Token records (see [`Decoder::records`]).
struct Records<'a> {
    bytes: &'a [u8],
    /// How many files the source map holds once the prelude's are added.
    files: u32,
}

impl Records<'_> {
    /// How many tokens there are.
    fn len(&self) -> usize {
        self.bytes.len() / TOKEN_BYTES
    }

    /// Whether every record decodes to what was recorded: kinds and strings in their
    /// tables, spans in the prelude's files. Checked before a whole replay; a pruned one
    /// decodes only the records it keeps and checks nothing ([`Records::token`] cannot
    /// fail), since the snapshot is the build's own bytes, checked by its tests.
    fn valid(&self, kinds: usize, strings: usize) -> bool {
        self.bytes.chunks_exact(TOKEN_BYTES).all(|r| {
            let file = u16::from_le_bytes([r[2], r[3]]) as u32;
            let start = u32::from_le_bytes([r[4], r[5], r[6], r[7]]);
            let len = u16::from_le_bytes([r[8], r[9]]) as u32;
            let text = u32::from_le_bytes([r[10], r[11], r[12], r[13]]);
            (r[0] as usize) < kinds
                && file < self.files
                && (text as usize) < strings
                && start.checked_add(len).is_some()
        })
    }

    /// Token `k`, its text given by `handles` (indexed by string table index). Damaged
    /// fields give a `;` in the prelude's first file rather than a panic.
    #[inline]
    fn token(&self, k: usize, kinds: &[TokenKind], handles: &Handles) -> Token {
        let Some(r) = self.bytes.get(k * TOKEN_BYTES..(k + 1) * TOKEN_BYTES) else {
            return self.damaged();
        };
        let file = u16::from_le_bytes([r[2], r[3]]) as u32;
        let start = u32::from_le_bytes([r[4], r[5], r[6], r[7]]);
        let len = u16::from_le_bytes([r[8], r[9]]) as u32;
        let text = u32::from_le_bytes([r[10], r[11], r[12], r[13]]);
        match (kinds.get(r[0] as usize), handles.get(text)) {
            (Some(&kind), Some(text)) if file < self.files => Token {
                kind,
                span: Span::new(FileId(file), start, start.saturating_add(len)),
                text,
                at_line_start: r[1] & 2 != 0,
                space_before: r[1] & 1 != 0,
            },
            _ => self.damaged(),
        }
    }

    #[cold]
    fn damaged(&self) -> Token {
        Token {
            kind: TokenKind::Semi,
            span: Span::new(FileId(self.files.saturating_sub(1)), 0, 0),
            text: Sym(0),
            at_line_start: false,
            space_before: false,
        }
    }

    /// The tokens, their texts given by `handles` (indexed by string table index).
    fn tokens(&self, kinds: &[TokenKind], handles: &Handles) -> Vec<Token> {
        (0..self.len()).map(|k| self.token(k, kinds, handles)).collect()
    }
}

/// The handle each string-table index gets in this compile.
enum Handles {
    /// The logged strings as the interner's frozen block from `first`; then the strings
    /// interned before the prelude.
    Frozen { first: u32, logged: u32, rest: Vec<Sym> },
    /// Each string's handle.
    Listed(Vec<Sym>),
}

/// The string-table index of a handle: the inverse of [`Handles::get`].
struct KeyIndex {
    /// The frozen block `first..first + logged`, whose index is the offset.
    frozen: std::ops::Range<u32>,
    /// The other handles with their indices, sorted by handle.
    listed: Vec<(Sym, u32)>,
}

impl KeyIndex {
    #[inline]
    fn of(&self, s: Sym) -> Option<u32> {
        if self.frozen.contains(&s.0) {
            return Some(s.0 - self.frozen.start);
        }
        let at = self.listed.binary_search_by_key(&s, |e| e.0).ok()?;
        Some(self.listed[at].1)
    }
}

impl Handles {
    /// The inverse map, for the names a compile needs.
    fn keys(&self) -> KeyIndex {
        let (frozen, listed, offset) = match self {
            Handles::Frozen { first, logged, rest } => (*first..first + logged, rest, *logged),
            Handles::Listed(all) => (0..0, all, 0),
        };
        let mut listed: Vec<(Sym, u32)> = listed
            .iter()
            .enumerate()
            .map(|(k, &s)| (s, offset + k as u32))
            .collect();
        listed.sort_unstable();
        KeyIndex { frozen, listed }
    }

    #[inline]
    fn get(&self, k: u32) -> Option<Sym> {
        match self {
            Handles::Frozen { first, logged, rest } => match k.checked_sub(*logged) {
                None => Some(Sym(first + k)),
                Some(r) => rest.get(r as usize).copied(),
            },
            Handles::Listed(all) => all.get(k as usize).copied(),
        }
    }
}

/// A replayed prelude whose tokens are decoded only once the user's file has said which
/// declarations it can reach ([`prelude_items::select`]).
pub(super) struct PendingPrelude {
    records: Records<'static>,
    kinds: Vec<TokenKind>,
    handles: Handles,
    items: ItemTable<'static>,
}

impl PendingPrelude {
    /// The tokens of the prelude's declarations that `user`'s tokens reach; `unread`
    /// names the library functions whose bodies are not read. A choice made before in
    /// the process for the same names is taken again ([`selection_cache`]).
    pub(super) fn select(self, user: &[Token], interner: &Interner, unread: Option<&FxHashSet<Sym>>) -> Vec<Token> {
        let keys = self.handles.keys();
        let initial = prelude_items::initial_names(user, interner);
        let key = self.selection_key(&keys, &initial, unread);
        if let Some(tokens) = selection_cache::recall(&key) {
            return tokens;
        }
        let token = |k: usize| self.records.token(k, &self.kinds, &self.handles);
        let is_unread = |s: Sym| unread.is_some_and(|u| u.contains(&s));
        let before = crate::work::total();
        let tokens = prelude_items::select(
            &self.items,
            self.records.len(),
            token,
            |s| keys.of(s),
            initial,
            interner,
            unread.map(|_| &is_unread as &dyn Fn(Sym) -> bool),
        );
        selection_cache::remember(key, &tokens, crate::work::total().wrapping_sub(before));
        tokens
    }

    /// Everything the choice depends on (see [`selection_cache`]).
    fn selection_key(
        &self,
        keys: &KeyIndex,
        (initial, int128): &(Vec<Sym>, bool),
        unread: Option<&FxHashSet<Sym>>,
    ) -> selection_cache::SelectionKey {
        let mut names: Vec<u32> = initial.iter().filter_map(|&s| keys.of(s)).collect();
        names.sort_unstable();
        names.dedup();
        let handles = match &self.handles {
            Handles::Frozen { first, logged, rest } => {
                let rest = rest.iter().map(|s| s.0);
                [0, *first, *logged].into_iter().chain(rest).collect()
            }
            Handles::Listed(all) => std::iter::once(1).chain(all.iter().map(|s| s.0)).collect(),
        };
        let unread = unread.map(|u| {
            let mut list: Vec<Sym> = u.iter().copied().collect();
            list.sort_unstable();
            list
        });
        selection_cache::SelectionKey {
            snapshot: self.records.bytes.as_ptr() as usize,
            handles,
            names,
            int128: *int128,
            unread,
        }
    }
}

/// Everything a snapshot puts back, decoded; strings are still table indices, and the
/// prelude's output is still records.
struct Replay<'a> {
    files: Vec<(String, &'static str, Option<Span>)>,
    out: Records<'a>,
    /// The prelude's top-level declarations, their keys string table indices.
    items: ItemTable<'a>,
    changed: Vec<(u32, Option<Macro>)>,
    pushed: Vec<(u32, Vec<Option<Macro>>)>,
    line_marks: Vec<(FileId, Vec<LineMark>)>,
    once: Vec<FileId>,
    counter: u64,
    expanded: usize,
}

/// Puts the prelude's state back from `bytes` if it applies to this compile; `false`
/// (and nothing changed) if the prelude must be preprocessed for real. With `prune`,
/// the prelude's tokens wait in `pp.pending_prelude` for the user's file to choose the
/// declarations it reaches; otherwise they are all in `pp.out`.
pub(super) fn replay(pp: &mut Preprocessor, bytes: &'static [u8], prune: bool) -> bool {
    if !pristine(pp) || pp.diags.saturated() {
        return false;
    }
    let Some((tables, mut d)) = decode_tables(pp, bytes) else {
        return false;
    };
    // The prelude's result holds only if the macros it looked up are defined as they were.
    if same_dependencies(pp, &tables, &mut d) != Some(true) {
        return false;
    }
    // Strings interned before the prelude must be there already (dependencies
    // guarantee it for macro bodies); interning them now would renumber the rest.
    let mut rest: Vec<Sym> = Vec::with_capacity(tables.strings.len() - tables.logged);
    for k in tables.logged..tables.strings.len() {
        let Some(sym) = tables.strings.get(k).and_then(|s| pp.interner.lookup(s)) else {
            return false;
        };
        rest.push(sym);
    }
    let Some(replay) = decode_state(pp, &tables, &mut d) else {
        return false;
    };
    if !prune && !replay.out.valid(tables.kinds.len(), tables.strings.len()) {
        return false;
    }
    // From here on nothing fails: the prelude's strings get, in their order, the
    // handles preprocessing would have given them: as one block read in place, or
    // (when a string interned before the prelude is among them) one by one.
    let first = pp.interner.len() as u32;
    let handles = if pp
        .interner
        .adopt_frozen(tables.strings, tables.slots, tables.logged as u32)
    {
        Handles::Frozen {
            first,
            logged: tables.logged as u32,
            rest,
        }
    } else {
        let mut all: Vec<Sym> = Vec::with_capacity(tables.strings.len());
        all.extend((0..tables.logged).map(|k| pp.interner.intern_static(tables.strings.get(k).unwrap_or(""))));
        all.extend(rest);
        Handles::Listed(all)
    };
    let sym = |k: u32| -> Sym { handles.get(k).unwrap_or(Sym(0)) };
    let remap = |toks: &mut Vec<Token>| {
        for t in toks.iter_mut() {
            t.text = sym(t.text.0);
        }
    };
    let remap_macro = |m: &mut Macro| {
        remap(&mut m.body);
        for p in m.params.iter_mut().flatten() {
            *p = sym(p.0);
        }
    };
    for (name, text, site) in replay.files {
        let file = pp.sources.add_builtin(&name, text);
        if let Some(site) = site {
            pp.sources.set_included_from(file, site);
        }
    }
    pp.macros.defs.reserve(replay.changed.len());
    for (name, m) in replay.changed {
        match m {
            Some(mut m) => {
                remap_macro(&mut m);
                pp.macros.defs.insert(sym(name), Rc::new(m));
            }
            None => {
                pp.macros.defs.remove(&sym(name));
            }
        }
    }
    let pushed = replay.pushed.into_iter().map(|(name, mut stack)| {
        stack.iter_mut().flatten().for_each(remap_macro);
        (sym(name), stack)
    });
    pp.macros
        .restore(pushed.collect(), replay.line_marks, replay.counter, replay.expanded);
    pp.once.extend(replay.once);
    if prune {
        pp.pending_prelude = Some(PendingPrelude {
            records: replay.out,
            kinds: tables.kinds,
            handles,
            items: replay.items,
        });
    } else {
        let out = replay.out.tokens(&tables.kinds, &handles);
        crate::work::add(out.len() as u64);
        pp.out = out;
    }
    true
}

/// Reads the string and kind tables; checks the format and the source map's size.
fn decode_tables<'a>(pp: &Preprocessor, bytes: &'a [u8]) -> Option<(Tables<'a>, Decoder<'a>)> {
    let mut d = Decoder {
        bytes: bytes.strip_prefix(MAGIC)?,
        at: 0,
    };
    if d.index()? != pp.sources.file_count() {
        return None;
    }
    let logged = d.index()?;
    let n = d.index()?;
    let blob = d.text()?;
    let offsets = d.fixed(n.checked_add(1)?.checked_mul(4)?)?;
    let strings = StringList { blob, offsets };
    let nslots = d.index()?;
    let slots = d.fixed(nslots.checked_mul(4)?)?;
    if logged > strings.len() {
        return None;
    }
    let nkinds = d.index()?;
    let mut kinds = Vec::with_capacity(nkinds.min(256));
    for _ in 0..nkinds {
        let k = d.index()?;
        let kind = match MADE_KINDS.get(k) {
            Some(&made) => made,
            None => lexed_kind(strings.get(k.checked_sub(MADE_KINDS.len())?)?)?,
        };
        kinds.push(kind);
    }
    Some((
        Tables {
            strings,
            slots,
            logged,
            kinds,
        },
        d,
    ))
}

/// Whether every macro name the prelude looked up is defined now as it was when the
/// snapshot was recorded (compared by spelling).
fn same_dependencies(pp: &Preprocessor, t: &Tables, d: &mut Decoder) -> Option<bool> {
    let n = d.index()?;
    let absent = d.fixed(n.checked_mul(4)?)?;
    let absent_name = |k: usize| {
        let b = &absent[4 * k..4 * k + 4];
        t.string(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    // Few macros are defined before the prelude: look each up among the absent names,
    // which are sorted by spelling.
    for name in pp.macros.defs.keys() {
        let spelled = pp.interner.get(*name);
        let (mut lo, mut hi) = (0, n);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match absent_name(mid).cmp(spelled) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(false),
            }
        }
    }
    let n = d.index()?;
    let mut same = true;
    for _ in 0..n {
        let name = t.string(d.string(t)?);
        let live = pp.interner.lookup(name).and_then(|s| pp.macros.defs.get(&s));
        if d.num()? == 0 {
            same &= live.is_some();
            continue;
        }
        let params = d.params(t)?;
        let variadic = d.num()? != 0;
        let body = d.tokens(t)?;
        same &= live.is_some_and(|m| {
            let spelled = |s: Sym| pp.interner.get(s);
            m.variadic == variadic
                && m.params
                    .as_ref()
                    .map(|ps| ps.iter().map(|&p| spelled(p)).collect::<Vec<_>>())
                    == params.as_ref().map(|ps| ps.iter().map(|p| t.string(p.0)).collect())
                && m.body.len() == body.len()
                && m.body.iter().zip(&body).all(|(a, b)| {
                    a.kind == b.kind
                        && a.at_line_start == b.at_line_start
                        && a.space_before == b.space_before
                        && spelled(a.text) == t.string(b.text.0)
                })
        });
    }
    Some(same)
}

/// Decodes the state the prelude left; `None` if anything is malformed or a file is not
/// one of ptxc's headers as the snapshot saw it.
fn decode_state<'a>(pp: &Preprocessor, t: &Tables, d: &mut Decoder<'a>) -> Option<Replay<'a>> {
    let nprobed = d.index()?;
    for _ in 0..nprobed {
        if std::path::Path::new(d.text()?).is_file() {
            return None;
        }
    }
    let nfiles = d.index()?;
    let mut files = Vec::with_capacity(nfiles.min(64));
    for _ in 0..nfiles {
        let name = d.text()?;
        let text = prelude_text(name)?;
        // A name already in the map would not be added again.
        if d.index()? != text.len() || pp.sources.files_built_in().any(|f| pp.sources.name(f) == name) {
            return None;
        }
        let site = match d.num()? {
            0 => None,
            _ => Some(d.span()?),
        };
        files.push((name.to_string(), text, site));
    }
    // Every span must name a file that exists once the prelude's files are added.
    let files_after = (pp.sources.file_count() + files.len()) as u32;
    let out = d.records(files_after)?;
    let n = d.index()?;
    let changed = (0..n)
        .map(|_| Some((d.string(t)?, d.opt_macro(t)?)))
        .collect::<Option<Vec<_>>>()?;
    let n = d.index()?;
    let mut pushed = Vec::new();
    for _ in 0..n {
        let name = d.string(t)?;
        let depth = d.index()?;
        let stack = (0..depth).map(|_| d.opt_macro(t)).collect::<Option<Vec<_>>>()?;
        pushed.push((name, stack));
    }
    let n = d.index()?;
    let mut line_marks = Vec::new();
    for _ in 0..n {
        let file = FileId(d.u32()?);
        let count = d.index()?;
        let mut list = Vec::new();
        for _ in 0..count {
            let from = d.index()?;
            let number = d.index()?;
            let name = match d.num()? {
                0 => None,
                _ => Some(d.text()?.to_string()),
            };
            list.push((from, number, name));
        }
        line_marks.push((file, list));
    }
    let n = d.index()?;
    let once = (0..n).map(|_| d.u32().map(FileId)).collect::<Option<Vec<_>>>()?;
    let counter = d.num()?;
    let expanded = d.index()?;
    // Read in place; damaged ranges or item numbers select fewer tokens, never fail.
    let items = ItemTable::new([d.blob()?, d.blob()?, d.blob()?])?;
    let bad_span = |s: &Span| s.file.0 >= files_after;
    let macros = changed.iter().filter_map(|c| c.1.as_ref());
    let macros = macros.chain(pushed.iter().flat_map(|p| p.1.iter().flatten()));
    if files.iter().filter_map(|f| f.2.as_ref()).any(bad_span)
        || macros
            .clone()
            .any(|m| bad_span(&m.def_span) || m.body.iter().any(|t| bad_span(&t.span)))
        || once
            .iter()
            .chain(line_marks.iter().map(|l| &l.0))
            .any(|f| f.0 >= files_after)
        || d.at != d.bytes.len()
    {
        return None;
    }
    Some(Replay {
        files,
        out,
        items,
        changed,
        pushed,
        line_marks,
        once,
        counter,
        expanded,
    })
}

#[cfg(test)]
#[path = "snapshot_tests.rs"]
mod tests;
