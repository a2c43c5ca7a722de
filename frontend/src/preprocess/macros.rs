//! Macro definitions and expansion.
//!
//! Object-like and function-like macros with `#`, `##`, `__VA_ARGS__` and the GNU
//! `, ## __VA_ARGS__` comma elision. Expansion follows Prosser's algorithm: every token
//! carries a hide set (the macros whose expansion produced it); a macro name in its own
//! hide set is not expanded again ("painted blue"), so self-referential macros terminate.
//! Input is a stack: an expansion is pushed back and rescanned together with the rest of
//! the text, so a function-like macro name produced by one expansion takes its `(` from the
//! tokens that follow. Arguments are fully expanded before substitution unless they are
//! operands of `#`/`##`.
//!
//! Tokens produced by an expansion carry the span of the outermost macro invocation, so
//! diagnostics point at the code the user wrote.

use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::diag::Diags;
use crate::lexer;
use crate::source::{FileId, SourceMap, Span};
use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind};

mod args;
mod hide_sets;
mod pending;
mod special_names;
use super::condition_cache::Recording;
use args::Args;
use hide_sets::{HideSet, HideSets};
use pending::Pending;
use special_names::{Special, SpecialNames};

/// Deepest nesting of argument pre-expansion (macro calls inside macro arguments).
const MAX_EXPANSION_DEPTH: usize = 200;
/// Total tokens a translation unit may produce by expansion before an error.
const MAX_EXPANDED_TOKENS: usize = 4_000_000;

/// One `#define`.
#[derive(Clone, Debug, PartialEq)]
pub struct Macro {
    /// `Some(params)` for function-like macros (`__VA_ARGS__` last when variadic).
    pub params: Option<Vec<Sym>>,
    /// Function-like with `...`.
    pub variadic: bool,
    /// The replacement list.
    pub body: Vec<Token>,
    /// Where the `#define` is (for redefinition messages).
    pub def_span: Span,
}

impl Macro {
    /// Whether two definitions are the same (redefinition without a warning).
    fn same_as(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .all(|(a, b)| a.text == b.text && a.space_before == b.space_before)
    }
}

/// A `#line` mark: from physical line `.0` on, lines count from `.1` in the file named
/// `.2` (the including file's own name when `None`).
pub type LineMark = (usize, usize, Option<String>);

/// Joins hide sets with one set (an invocation's), remembering the last join: the
/// tokens of one argument mostly share a hide set, so they share the joined one too.
struct JoinWith {
    with: HideSet,
    last: Option<(HideSet, HideSet)>,
}

impl JoinWith {
    fn join(&mut self, h: HideSet, sets: &mut HideSets) -> HideSet {
        if let Some((from, to)) = self.last {
            if from == h {
                return to;
            }
        }
        let to = sets.union(h, self.with);
        self.last = Some((h, to));
        to
    }
}

/// A token during expansion: the token, its hide set, and the invocation it came from.
#[derive(Clone, Copy, Debug)]
struct PTok {
    tok: Token,
    hide: HideSet,
    /// Span of the outermost macro invocation that produced the token.
    site: Option<Span>,
}

impl PTok {
    fn plain(tok: Token) -> PTok {
        PTok {
            tok,
            hide: HideSet::EMPTY,
            site: None,
        }
    }

    fn finish(self) -> Token {
        let mut t = self.tok;
        if let Some(s) = self.site {
            t.span = s;
        }
        t
    }
}

/// The macro table plus expansion state. A field the prelude can change must also be
/// saved and put back by the prelude snapshot (`super::snapshot`).
#[derive(Debug, Default)]
pub struct MacroTable {
    /// The macros defined, by name (shared: an expansion holds its macro while it
    /// expands the arguments, which may invoke it again).
    pub defs: FxHashMap<Sym, Rc<Macro>>,
    expanded_tokens: usize,
    gave_up: bool,
    counter: u64,
    /// `#pragma push_macro("X")`: the saved definitions of `X` (`None`: it was undefined).
    pushed: FxHashMap<Sym, Vec<Option<Macro>>>,
    /// `#line` directives seen, per file: from physical line `.0` on, lines count from
    /// `.1` (the number the line after the directive gets) in the file named `.2`.
    pub line_marks: FxHashMap<FileId, Vec<LineMark>>,
    /// While recording the prelude snapshot: every name whose definition was looked up
    /// or changed (what the snapshot depends on), `true` when more than whether it is
    /// defined was asked (`#ifdef` and `defined` ask only that).
    pub(super) watch: Option<FxHashMap<Sym, bool>>,
    /// The handles of `_Pragma`, `__LINE__`, `__FILE__` and `__COUNTER__`.
    special: SpecialNames,
    /// [`Self::expand`]'s buffers, kept for the next text line: the expansion stack
    /// and what it produced.
    spare_stack: Vec<PTok>,
    spare_out: Vec<PTok>,
    /// Argument buffers of finished invocations, for the next ones (an invocation
    /// inside an argument takes its own while the outer one's are in use).
    spare_args: Vec<Args>,
    /// Token buffers of finished argument pre-expansions and substitutions.
    spare_lists: Vec<Vec<PTok>>,
    /// The hide sets of the tokens being expanded.
    hide_sets: HideSets,
    /// While an `#if` condition is evaluated for the condition cache: what expansion
    /// looked up.
    pub(super) recording: Option<Recording>,
    /// `##`'s results, by the pieces' spellings ([`Self::paste`]).
    pastes: FxHashMap<(Sym, Sym), Pasted>,
}

impl MacroTable {
    /// The line and file name `__LINE__`/`__FILE__` report at `at`, after `#line`.
    fn presumed_location(&self, at: Span, sm: &SourceMap) -> (usize, String) {
        let line = sm.line_col(at.file, at.start).0;
        let mark = self
            .line_marks
            .get(&at.file)
            .and_then(|marks| marks.iter().rev().find(|m| m.0 <= line));
        match mark {
            Some((from, number, name)) => {
                let name = name.clone().unwrap_or_else(|| sm.name(at.file).to_string());
                (number + (line - from), name)
            }
            None => (line, sm.name(at.file).to_string()),
        }
    }
}

/// Context an expansion needs besides the table.
pub struct ExpandCx<'x> {
    /// Interns the identifiers expansion makes (`##`, `#`).
    pub interner: &'x mut Interner,
    /// Where expansion errors go.
    pub diags: &'x mut Diags,
    /// Resolves `__LINE__` and `__FILE__` (absent inside directives).
    pub sources: Option<&'x SourceMap>,
    /// Expanding an `#if` condition: the operands of `defined` and the `__has_*` operators
    /// are passed through unexpanded (also when a macro produced the operator), for
    /// [`super::Preprocessor::condition`] to evaluate.
    pub condition: bool,
}

/// The operators of `#if` conditions whose operands are not macro-expanded.
pub fn is_condition_operator(name: &str) -> bool {
    matches!(
        name,
        "defined"
            | "__has_include"
            | "__has_include_next"
            | "__has_builtin"
            | "__has_feature"
            | "__has_extension"
            | "__has_attribute"
            | "__has_cpp_attribute"
    )
}

impl MacroTable {
    /// Defines (or redefines, warning when different and `warn`) a macro.
    pub fn define(&mut self, name: Sym, m: Macro, warn: bool, interner: &Interner, diags: &mut Diags) {
        self.watched(name);
        if let Some(old) = self.defs.get(&name).filter(|_| warn) {
            if !old.same_as(&m) {
                diags.warning(m.def_span, format!("'{}' macro redefined", interner.get(name)));
            }
        }
        self.defs.insert(name, Rc::new(m));
    }

    /// The file where macro `name` is defined now, if it is.
    pub fn defined_in(&self, name: Sym) -> Option<crate::source::FileId> {
        self.defs.get(&name).map(|m| m.def_span.file)
    }

    /// `#pragma push_macro("name")`: saves the current definition of `name` (or its absence).
    pub fn push_macro(&mut self, name: Sym) {
        self.watched(name);
        let saved = self.defs.get(&name).map(|m| Macro::clone(m));
        self.pushed.entry(name).or_default().push(saved);
    }

    /// `#pragma pop_macro("name")`: restores the definition last pushed; without a push,
    /// nothing changes (as GCC and Clang do).
    pub fn pop_macro(&mut self, name: Sym) {
        self.watched(name);
        match self.pushed.get_mut(&name).and_then(Vec::pop) {
            Some(Some(m)) => {
                self.defs.insert(name, Rc::new(m));
            }
            Some(None) => {
                self.defs.remove(&name);
            }
            None => {}
        }
    }

    /// Whether only `#define`s happened: nothing expanded, pushed or renumbered.
    pub(super) fn is_pristine(&self) -> bool {
        self.expanded_tokens == 0
            && !self.gave_up
            && self.counter == 0
            && self.pushed.is_empty()
            && self.line_marks.is_empty()
    }

    /// Whether expansion stopped at a limit.
    pub(super) fn gave_up(&self) -> bool {
        self.gave_up
    }

    /// The `#pragma push_macro` stacks, by name handle.
    pub(super) fn pushed_stacks(&self) -> Vec<(Sym, &Vec<Option<Macro>>)> {
        let mut v: Vec<_> = self.pushed.iter().map(|(&k, s)| (k, s)).collect();
        v.sort_by_key(|e| e.0);
        v
    }

    /// The `#line` marks, by file.
    pub(super) fn line_marks_sorted(&self) -> Vec<(FileId, &Vec<LineMark>)> {
        let mut v: Vec<_> = self.line_marks.iter().map(|(&k, s)| (k, s)).collect();
        v.sort_by_key(|e| e.0 .0);
        v
    }

    /// `__COUNTER__`'s next value and the tokens expansion produced so far.
    pub(super) fn counters(&self) -> (u64, usize) {
        (self.counter, self.expanded_tokens)
    }

    /// Puts back the state [`Self::pushed_stacks`], [`Self::line_marks_sorted`] and
    /// [`Self::counters`] described (for a pristine table).
    pub(super) fn restore(
        &mut self,
        pushed: Vec<(Sym, Vec<Option<Macro>>)>,
        line_marks: Vec<(FileId, Vec<LineMark>)>,
        counter: u64,
        expanded: usize,
    ) {
        self.pushed.extend(pushed);
        self.line_marks.extend(line_marks);
        self.counter = counter;
        self.expanded_tokens = expanded;
    }

    /// `#undef name`.
    pub fn undefine(&mut self, name: Sym) {
        self.watched(name);
        self.defs.remove(&name);
    }

    /// Whether `name` is a `#define`d macro.
    pub fn is_macro(&mut self, name: Sym) -> bool {
        if let Some(w) = &mut self.watch {
            w.entry(name).or_insert(false);
        }
        if let Some(r) = &mut self.recording {
            r.names.push(name);
        }
        self.defs.contains_key(&name)
    }

    /// Records, while a snapshot or a condition is recorded, that the result depends on
    /// `name`'s definition.
    #[inline]
    fn watched(&mut self, name: Sym) {
        if let Some(w) = &mut self.watch {
            w.insert(name, true);
        }
        if let Some(r) = &mut self.recording {
            r.names.push(name);
        }
    }

    /// The definition of `name`, without recording that it was asked.
    pub(super) fn definition(&self, name: Sym) -> Option<&Rc<Macro>> {
        self.defs.get(&name)
    }

    /// Whether a snapshot is being recorded (every name looked up matters to it).
    pub(super) fn is_watching(&self) -> bool {
        self.watch.is_some()
    }

    /// Counts `n` tokens a cached condition's expansion produced; false (counting
    /// nothing) when that would cross the limit, which only a real expansion reports.
    pub(super) fn count_cached_expansion(&mut self, n: usize) -> bool {
        if self.expanded_tokens + n > MAX_EXPANDED_TOKENS {
            return false;
        }
        self.expanded_tokens += n;
        true
    }

    /// Expands every macro in `input`, appending the result to `out`.
    pub fn expand(&mut self, input: &[Token], cx: &mut ExpandCx, out: &mut Vec<Token>) {
        self.hide_sets.forget_if_many();
        out.reserve(input.len());
        let mut pos = 0;
        while pos < input.len() && !self.gave_up {
            // Tokens that cannot start an expansion go through as they are.
            let start = pos;
            while pos < input.len() && !self.may_expand(input[pos], cx) {
                crate::work::add(1);
                pos += 1;
            }
            out.extend_from_slice(&input[start..pos]);
            if pos == input.len() {
                break;
            }
            // From a macro name until what its expansion produced is read
            // (it may take its arguments, or a later macro's, from the input).
            let stack = std::mem::take(&mut self.spare_stack);
            let mut pending = Pending::of_input(&input[pos..], stack);
            let buffer = std::mem::take(&mut self.spare_out);
            let mut expanded = self.expand_pending(&mut pending, cx, 0, true, buffer);
            out.extend(expanded.drain(..).map(PTok::finish));
            pos += pending.input_read();
            self.spare_stack = pending.into_buffer();
            self.spare_out = expanded;
        }
    }

    /// Whether `t`, read from the input, might not be copied as it is.
    fn may_expand(&mut self, t: Token, cx: &ExpandCx) -> bool {
        if !t.kind.is_identifier_like() {
            return false;
        }
        // Conditions (`defined X`) and the operators are left to the full scan.
        if cx.condition || self.defs.contains_key(&t.text) {
            return true;
        }
        if self.special.of(t.text, cx.interner).is_some() {
            return true;
        }
        self.watched(t.text);
        false
    }

    /// Fully expands `input`, appending the result to `out`.
    fn expand_list(&mut self, input: &[PTok], cx: &mut ExpandCx, depth: usize, out: Vec<PTok>) -> Vec<PTok> {
        let buffer = self.spare_lists.pop().unwrap_or_default();
        let mut stack = Pending::of_tokens(input, buffer);
        let out = self.expand_pending(&mut stack, cx, depth, false, out);
        self.spare_lists.push(stack.into_buffer());
        out
    }

    /// Expands the tokens of `stack`: all of them, or with `until_input`
    /// only until everything expansions produced is read; the result is
    /// appended to `out` (an empty buffer to reuse).
    fn expand_pending(
        &mut self,
        stack: &mut Pending,
        cx: &mut ExpandCx,
        depth: usize,
        until_input: bool,
        mut out: Vec<PTok>,
    ) -> Vec<PTok> {
        let mut first = true;
        while !(until_input && !first && stack.only_input_left()) {
            let Some(pt) = stack.pop() else { break };
            first = false;
            crate::work::add(1);
            if self.gave_up {
                return out;
            }
            let tok = pt.tok;
            if !tok.kind.is_identifier_like() || self.hide_sets.contains(pt.hide, tok.text) {
                out.push(pt);
                continue;
            }
            if cx.condition && is_condition_operator(cx.interner.get(tok.text)) {
                out.push(pt);
                pass_operand(stack, &mut out);
                continue;
            }
            let special = self.special.of(tok.text, cx.interner);
            if let (Some(_), Some(r)) = (special, &mut self.recording) {
                r.dynamic = true;
            }
            if special == Some(Special::Pragma) && stack.peek_kind() == Some(TokenKind::LParen) {
                stack.pop();
                let mut args = self.spare_args.pop().unwrap_or_default();
                match args.collect(stack) {
                    None => cx.diags.error(tok.span, "unterminated _Pragma"),
                    Some(_) => self.pragma_operator(&args, tok, cx, stack, &mut out),
                }
                self.spare_args.push(args);
                continue;
            }
            if let Some(t) = special.and_then(|s| self.dynamic_macro(&pt, s, cx)) {
                out.push(t);
                continue;
            }
            self.watched(tok.text);
            let Some(m) = self.defs.get(&tok.text) else {
                out.push(pt);
                continue;
            };
            let site = pt.site.unwrap_or(tok.span);
            let m = Rc::clone(m);
            let mut body: Vec<PTok> = match &m.params {
                // `#define UNROLL #pragma unroll` (CUTLASS_PRAGMA_UNROLL as nvcc sees it):
                // the expansion is the pragma, as if `_Pragma("unroll")` were written.
                None if self.body_is_pragma(&m.body, cx) => {
                    let toks: Vec<Token> = m.body[2..]
                        .iter()
                        .map(|&t| Token {
                            span: tok.span,
                            at_line_start: false,
                            ..t
                        })
                        .collect();
                    self.pragma_tokens(toks, tok, cx, stack, &mut out);
                    continue;
                }
                None => {
                    // Straight onto the stack (no vector of its own).
                    if !self.count_expanded(m.body.len(), site, cx) {
                        return out;
                    }
                    let hide = self.hide_sets.with(pt.hide, tok.text);
                    let body = m.body.iter().map(|&t| PTok {
                        tok: t,
                        hide,
                        site: Some(site),
                    });
                    take_invocation_flags(stack.push_all(body), tok);
                    continue;
                }
                Some(params) => {
                    if stack.peek_kind() != Some(TokenKind::LParen) {
                        out.push(pt);
                        continue;
                    }
                    stack.pop();
                    let mut args = self.spare_args.pop().unwrap_or_default();
                    let Some(rparen) = args.collect(stack) else {
                        let name = cx.interner.get(tok.text).to_string();
                        cx.diags
                            .error(site, format!("unterminated argument list invoking macro '{name}'"));
                        return out;
                    };
                    if depth >= MAX_EXPANSION_DEPTH {
                        cx.diags.error(site, "macro expansion nested too deeply");
                        self.gave_up = true;
                        return out;
                    }
                    let common = self.hide_sets.intersect(pt.hide, rparen.hide);
                    let hide = self.hide_sets.with(common, tok.text);
                    let body = self.substitute(&m, params, &mut args, &pt, hide, site, cx, depth);
                    self.spare_args.push(args);
                    match body {
                        Some(b) => b,
                        None => continue,
                    }
                }
            };
            if !self.count_expanded(body.len(), site, cx) {
                return out;
            }
            take_invocation_flags(stack.push_all(body.drain(..)), tok);
            self.spare_lists.push(body);
        }
        out
    }

    /// Counts `n` more tokens produced by expansion; past the limit, reports it at
    /// `site`, gives up and returns false.
    fn count_expanded(&mut self, n: usize, site: Span, cx: &mut ExpandCx) -> bool {
        self.expanded_tokens += n;
        if self.expanded_tokens > MAX_EXPANDED_TOKENS {
            cx.diags.error(site, "macro expansion produces too many tokens");
            self.gave_up = true;
            return false;
        }
        true
    }

    /// `_Pragma("...")` (C99/C++11), as the `#pragma` line it spells: `unroll` and `pack`
    /// are kept as their `#pragma`s are, `push_macro`/`pop_macro` act at once, others are
    /// ignored.
    fn pragma_operator(&mut self, args: &Args, at: Token, cx: &mut ExpandCx, stack: &mut Pending, out: &mut Vec<PTok>) {
        let Some(toks) = destringize_pragma(args, at, cx) else {
            return;
        };
        self.pragma_tokens(toks, at, cx, stack, out);
    }

    /// Whether an object-like macro's body is a `#pragma` line (`#pragma unroll`).
    fn body_is_pragma(&self, body: &[Token], cx: &ExpandCx) -> bool {
        matches!(body, [hash, name, ..] if hash.kind == TokenKind::Hash && cx.interner.get(name.text) == "pragma")
    }

    /// A pragma spelled by `toks` (its name first) at `at`: see [`Self::pragma_operator`].
    fn pragma_tokens(
        &mut self,
        toks: Vec<Token>,
        at: Token,
        cx: &mut ExpandCx,
        stack: &mut Pending,
        out: &mut Vec<PTok>,
    ) {
        let Some(name) = toks.first().map(|t| cx.interner.get(t.text).to_string()) else {
            return;
        };
        if let Some(macro_name) = pushed_macro_name(&name, &toks[1..], cx.interner) {
            if name == "push_macro" {
                self.push_macro(macro_name);
            } else {
                self.pop_macro(macro_name);
            }
            return;
        }
        let Some(kind) = super::kept_pragma(&name) else {
            return;
        };
        let start = super::pragma_marker_text(cx.interner, kind);
        let end = super::pragma_marker_text(cx.interner, TokenKind::PragmaEnd);
        out.push(PTok::plain(Token {
            kind,
            text: start,
            ..at
        }));
        // The operands are expanded like any other tokens.
        stack.push(PTok::plain(Token {
            kind: TokenKind::PragmaEnd,
            text: end,
            ..at
        }));
        stack.push_all(toks[1..].iter().map(|&t| PTok::plain(t)));
    }

    /// `__LINE__`, `__FILE__`, `__COUNTER__`.
    fn dynamic_macro(&mut self, pt: &PTok, name: Special, cx: &mut ExpandCx) -> Option<PTok> {
        let at = pt.site.unwrap_or(pt.tok.span);
        let (kind, text) = match name {
            Special::Line => (
                TokenKind::Number,
                cx.sources.map_or(0, |sm| self.presumed_location(at, sm).0).to_string(),
            ),
            Special::File => (
                TokenKind::StrLit,
                format!(
                    "{:?}",
                    cx.sources.map_or(String::new(), |sm| self.presumed_location(at, sm).1)
                ),
            ),
            Special::Counter => {
                self.counter += 1;
                (TokenKind::Number, (self.counter - 1).to_string())
            }
            Special::Pragma => return None,
        };
        let mut t = *pt;
        t.tok.kind = kind;
        t.tok.text = cx.interner.intern(&text);
        Some(t)
    }

    /// Substitutes arguments into a function-like macro body (handling `#` and `##`).
    #[allow(clippy::too_many_arguments)]
    fn substitute(
        &mut self,
        m: &Macro,
        params: &[Sym],
        args: &mut Args,
        name: &PTok,
        hide: HideSet,
        site: Span,
        cx: &mut ExpandCx,
        depth: usize,
    ) -> Option<Vec<PTok>> {
        let fixed = if m.variadic { params.len() - 1 } else { params.len() };
        if args.len() == 1 && args.get(0).is_empty() && params.is_empty() {
            args.clear();
        }
        if m.variadic && args.len() == fixed {
            args.push_empty();
        }
        if m.variadic && args.len() > params.len() {
            // Everything after the fixed parameters belongs to __VA_ARGS__, commas included.
            let comma = cx.interner.intern(",");
            let comma = PTok::plain(Token {
                kind: TokenKind::Comma,
                span: site,
                text: comma,
                at_line_start: false,
                space_before: false,
            });
            args.join_from(fixed, comma);
        }
        if args.len() != params.len() {
            let n = cx.interner.get(name.tok.text).to_string();
            cx.diags.error(
                site,
                format!(
                    "macro '{n}' requires {} argument{}, but {} given",
                    params.len(),
                    if params.len() == 1 { "" } else { "s" },
                    args.len()
                ),
            );
            return None;
        }
        let param_index = |t: &Token| {
            if t.kind.is_identifier_like() {
                params.iter().position(|&p| p == t.text)
            } else {
                None
            }
        };
        let va_opt = cx.interner.intern("__VA_OPT__");
        let body = if m.variadic && m.body.iter().any(|t| t.text == va_opt) {
            let va_empty = args.len() == 0 || args.get(args.len() - 1).is_empty();
            &resolve_va_opt(&m.body, va_opt, va_empty)
        } else {
            &m.body
        };
        let mut out = self.spare_lists.pop().unwrap_or_default();
        out.clear();
        out.reserve(body.len());
        let mut join = JoinWith { with: hide, last: None };
        let mk = |t: Token| PTok {
            tok: t,
            hide,
            site: Some(site),
        };
        let mut k = 0;
        while k < body.len() {
            let t = body[k];
            if t.kind == TokenKind::Hash {
                if let Some(p) = body.get(k + 1).and_then(param_index) {
                    let text = stringize(args.get(p), cx.interner);
                    out.push(mk(Token {
                        kind: TokenKind::StrLit,
                        text: cx.interner.intern(&text),
                        ..t
                    }));
                    k += 2;
                    continue;
                }
            }
            if t.kind == TokenKind::HashHash {
                k += 1;
                continue;
            }
            let next_is_paste = body.get(k + 1).map(|t| t.kind) == Some(TokenKind::HashHash);
            let prev_is_paste = k > 0 && body[k - 1].kind == TokenKind::HashHash;
            // GNU: `, ## __VA_ARGS__` drops the comma when the variable arguments are empty.
            if t.kind == TokenKind::Comma && next_is_paste && m.variadic {
                if let Some(p) = body.get(k + 2).and_then(param_index) {
                    if p == params.len() - 1 {
                        if !args.get(p).is_empty() {
                            out.push(mk(t));
                            out.extend(args.get(p).iter().map(|a| PTok {
                                tok: a.tok,
                                hide: join.join(a.hide, &mut self.hide_sets),
                                site: Some(site),
                            }));
                        }
                        k += 3;
                        continue;
                    }
                }
            }
            // This token's piece goes straight to `out[start..]` (no vector of its own).
            let start = out.len();
            match param_index(&t) {
                Some(p) if next_is_paste || prev_is_paste => out.extend_from_slice(args.get(p)),
                Some(p) => {
                    let expanded = args.expand_with(p, |arg, buffer| self.expand_list(arg, cx, depth + 1, buffer));
                    out.extend_from_slice(expanded);
                }
                None => out.push(mk(t)),
            }
            for pt in &mut out[start..] {
                pt.site = Some(site);
                pt.hide = join.join(pt.hide, &mut self.hide_sets);
            }
            if let Some(first) = out.get_mut(start) {
                first.tok.space_before = t.space_before;
            }
            if prev_is_paste && start > 0 && out.len() > start {
                let (left, right) = (out[start - 1].tok, out[start].tok);
                out.splice(start - 1..=start, self.paste(left, right, cx).map(mk));
            }
            k += 1;
        }
        Some(out)
    }
}

/// The body with each `__VA_OPT__(tokens)` replaced by its tokens when the variable
/// arguments have any, and by nothing when they are empty (C++20, accepted by nvcc in
/// every language mode). An unbalanced `__VA_OPT__(` keeps the rest of the body as is.
fn resolve_va_opt(body: &[Token], va_opt: Sym, va_empty: bool) -> Vec<Token> {
    let mut out = Vec::with_capacity(body.len());
    let mut k = 0;
    while k < body.len() {
        let t = body[k];
        if t.text == va_opt && body.get(k + 1).map(|t| t.kind) == Some(TokenKind::LParen) {
            let mut depth = 0usize;
            let close = body[k + 1..].iter().position(|t| match t.kind {
                TokenKind::LParen => {
                    depth += 1;
                    false
                }
                TokenKind::RParen => {
                    depth -= 1;
                    depth == 0
                }
                _ => false,
            });
            if let Some(close) = close.map(|c| k + 1 + c) {
                if !va_empty {
                    out.extend_from_slice(&body[k + 2..close]);
                }
                k = close + 1;
                continue;
            }
        }
        out.push(t);
        k += 1;
    }
    out
}

/// The first token an invocation produced (if any) takes the invocation's line and
/// space flags.
fn take_invocation_flags(head: Option<&mut PTok>, invocation: Token) {
    if let Some(head) = head {
        head.tok.at_line_start = invocation.at_line_start;
        head.tok.space_before = invocation.space_before;
    }
}

/// The `#param` spelling of an argument.
fn stringize(arg: &[PTok], interner: &Interner) -> String {
    let mut s = String::from("\"");
    for (k, pt) in arg.iter().enumerate() {
        let t = pt.tok;
        if k > 0 && t.space_before {
            s.push(' ');
        }
        let text = interner.get(t.text);
        if matches!(t.kind, TokenKind::StrLit | TokenKind::CharLit) {
            for c in text.chars() {
                if c == '"' || c == '\\' {
                    s.push('\\');
                }
                s.push(c);
            }
        } else {
            s.push_str(text);
        }
    }
    s.push('"');
    s
}

/// Moves the operand of a condition operator from the input to the output unexpanded:
/// a parenthesized operand with its parentheses, or a single name (`defined X`).
fn pass_operand(stack: &mut Pending, out: &mut Vec<PTok>) {
    let Some(first) = stack.pop() else { return };
    let parenthesized = first.tok.kind == TokenKind::LParen;
    out.push(first);
    if !parenthesized {
        return;
    }
    let mut depth = 1usize;
    while let Some(t) = stack.pop() {
        match t.tok.kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => depth -= 1,
            _ => {}
        }
        out.push(t);
        if depth == 0 {
            return;
        }
    }
}

/// The macro name of `push_macro("X")` / `pop_macro("X")` (`name` is the pragma's name,
/// `rest` the tokens after it).
pub fn pushed_macro_name(name: &str, rest: &[Token], interner: &mut Interner) -> Option<Sym> {
    if name != "push_macro" && name != "pop_macro" {
        return None;
    }
    let [open, lit, close] = rest else { return None };
    if open.kind != TokenKind::LParen || lit.kind != TokenKind::StrLit || close.kind != TokenKind::RParen {
        return None;
    }
    let quoted = interner.get(lit.text);
    let inner = quoted.strip_prefix('"')?.strip_suffix('"')?.to_string();
    Some(interner.intern(&inner))
}

/// The tokens of a `_Pragma("...")` operand: the string literal destringized and lexed,
/// located at the `_Pragma`.
fn destringize_pragma(args: &Args, at: Token, cx: &mut ExpandCx) -> Option<Vec<Token>> {
    if args.len() != 1 {
        return None;
    }
    let [lit] = args.get(0) else { return None };
    if lit.tok.kind != TokenKind::StrLit {
        return None;
    }
    let quoted = cx.interner.get(lit.tok.text).to_string();
    let inner = quoted.strip_prefix('"')?.strip_suffix('"')?;
    let text = inner.replace("\\\"", "\"").replace("\\\\", "\\");
    let (mut toks, _) = lexer::lex_deferred(at.span.file, &text, cx.interner);
    for t in &mut toks {
        t.span = at.span;
        t.at_line_start = false;
    }
    Some(toks)
}

impl MacroTable {
    /// The tokens `left ## right` forms, at `left`; they must be one token (otherwise an
    /// error, keeping the pieces). What the glued text lexes to depends on the two
    /// spellings alone, so it is lexed once per pair (CUTLASS pastes the same names
    /// thousands of times); not while a snapshot is recorded, which logs every handle
    /// lexing interns.
    fn paste(&mut self, left: Token, right: Token, cx: &mut ExpandCx) -> impl Iterator<Item = Token> + '_ {
        let key = (left.text, right.text);
        if let Some(known) = self.pastes.get(&key).filter(|_| self.watch.is_none()) {
            // Counted as lexed again, so the work a compile reports stays the same.
            crate::work::add(known.pieces.len() as u64);
        } else {
            let glued = format!("{}{}", cx.interner.get(left.text), cx.interner.get(right.text));
            let mut scratch = Diags::new();
            let toks = lexer::lex(left.span.file, &glued, cx.interner, &mut scratch);
            let valid = toks.len() == 1 && !scratch.has_errors();
            let pieces = toks.iter().map(|t| (t.kind, t.text)).collect();
            self.pastes.insert(key, Pasted { pieces, valid });
        }
        let pasted = &self.pastes[&key];
        if !pasted.valid {
            let glued = format!("{}{}", cx.interner.get(left.text), cx.interner.get(right.text));
            cx.diags.error(
                left.span,
                format!("pasting forms '{glued}', an invalid preprocessing token"),
            );
        }
        pasted.pieces.iter().map(move |&(kind, text)| Token {
            kind,
            text,
            span: left.span,
            at_line_start: left.at_line_start,
            space_before: left.space_before,
        })
    }
}

/// What a `##` of two spellings lexed to: each token's kind and spelling, and whether
/// they form one valid token.
#[derive(Debug)]
struct Pasted {
    pieces: Vec<(TokenKind, Sym)>,
    valid: bool,
}
