//! Unused library declarations (issue 16): before parsing, the parser looks for the
//! functions declared at global scope in ptxc's own headers (`static` definitions,
//! function templates, prototypes) whose name no token that can be parsed mentions,
//! and skips those declarations whole: nothing is declared, so a compile pays nothing
//! for the hundreds of math, texture and builtin functions a file does not use.
//!
//! Why the result is the same as parsing them: a name that appears in no token
//! outside its own definitions can never be looked up, so declaring it changes no
//! lookup, overload set or diagnostic (the output follows the remaining declarations,
//! in their order). A name counts as mentioned when it appears in the user's files,
//! anywhere in the headers outside such definitions (templates, classes, initializers),
//! or inside a definition that is itself kept; the names the compiler calls on its
//! own (`BACKEND_LIBRARY_CALLS`, `malloc`/`free`) are always kept. Only simple heads
//! are considered: an optional `template <class T, ...>` of plain parameters, then
//! specifiers, a type of keywords and identifiers, `*`/`&`, the function's identifier
//! and its parameters, then a body (a `static` function or a template: an external
//! definition is emitted) or `;` after parameters of type names only (not operators,
//! qualified names, attributes or specializations). The math library's constant tables
//! (`static` arrays of number literals) are candidates too: an unused one is an internal
//! global that global DCE removes before any PTX is printed, so only `--emit=irgen`,
//! which shows the module before DCE, no longer lists it (as clang never emits an
//! unused internal variable).

use rustc_hash::FxHashMap;

use super::deferred_library_bodies::BACKEND_LIBRARY_CALLS;
use super::Parser;
use crate::symbol::Sym;
use crate::token::{Token, TokenKind as K};

/// Names the compiler may call without a token naming them.
const CALLED_BY_NAME: &[&str] = &["malloc", "free"];

/// A definition that may be skipped: its tokens and the index of its name.
struct Candidate {
    start: usize,
    end: usize,
    name_at: usize,
}

/// The declarations to skip, by the index of their first token.
#[derive(Default)]
pub(super) struct UnusedDeclarations {
    skip: FxHashMap<usize, usize>,
}

impl Parser<'_, '_> {
    /// Finds the library definitions no parsed token can reach (see the module comment).
    pub(super) fn plan_unused_declarations(&mut self) {
        if self.deferred_library.files.is_empty() {
            return;
        }
        let mut needed = vec![false; self.sema.interner.len()];
        let mut work: Vec<Sym> = Vec::new();
        let candidates = self.skippable_declarations(&mut needed, &mut work);
        if candidates.is_empty() {
            return;
        }
        for name in BACKEND_LIBRARY_CALLS.iter().chain(CALLED_BY_NAME) {
            if let Some(s) = self.sema.interner.lookup(name) {
                mention(s, &mut needed, &mut work);
            }
        }
        let toks = &self.toks;
        let mut by_name: FxHashMap<Sym, Vec<u32>> = FxHashMap::default();
        for (k, c) in candidates.iter().enumerate() {
            by_name.entry(toks[c.name_at].text).or_default().push(k as u32);
        }
        let mut kept = vec![false; candidates.len()];
        while let Some(sym) = work.pop() {
            for &k in by_name.get(&sym).map(Vec::as_slice).unwrap_or(&[]) {
                if std::mem::replace(&mut kept[k as usize], true) {
                    continue;
                }
                let c = &candidates[k as usize];
                for (i, t) in toks[c.start..c.end].iter().enumerate() {
                    if t.kind == K::Ident && c.start + i != c.name_at {
                        mention(t.text, &mut needed, &mut work);
                    }
                }
            }
        }
        crate::work::add(toks.len() as u64);
        self.unused.skip = candidates
            .iter()
            .zip(&kept)
            .filter(|(_, &kept)| !kept)
            .map(|(c, _)| (c.start, c.end))
            .collect();
    }

    /// Skips the declaration at the current token if it was found unused; whether it did.
    pub(super) fn skip_unused_declaration(&mut self) -> bool {
        match self.unused.skip.get(&self.pos) {
            Some(&end) if self.sema.at_global_scope() && !self.extern_c => {
                self.pos = end;
                true
            }
            _ => false,
        }
    }

    /// The `static` function and function template definitions and the prototypes with
    /// a simple head at brace depth 0 of the library's files, each starting right after a `;` or `}` (or
    /// at the start); every identifier outside them is mentioned in `needed`.
    fn skippable_declarations(&self, needed: &mut [bool], work: &mut Vec<Sym>) -> Vec<Candidate> {
        let toks = &self.toks;
        let mut found = Vec::new();
        let mut depth = 0usize;
        let mut at_start = true;
        let mut i = 0;
        while i < toks.len() {
            let t = toks[i];
            if depth == 0 && at_start && may_start(t) && self.deferred_library.files.contains(&t.span.file) {
                if let Some(c) = self.simple_declaration(i) {
                    i = c.end;
                    found.push(c);
                    continue;
                }
            }
            match t.kind {
                K::Ident => mention(t.text, needed, work),
                K::LBrace => depth += 1,
                K::RBrace => depth = depth.saturating_sub(1),
                _ => {}
            }
            at_start = depth == 0 && matches!(t.kind, K::Semi | K::RBrace);
            i += 1;
        }
        found
    }

    /// The function declaration starting at `start`, if it is a `static` or template
    /// definition or a prototype with a simple head.
    fn simple_declaration(&self, start: usize) -> Option<Candidate> {
        let toks = &self.toks;
        let file = toks[start].span.file;
        let head = match toks[start].kind {
            K::KwTemplate => simple_template_head(toks, start)?,
            _ => start,
        };
        // An uninstantiated template, like an internal function, leaves nothing behind.
        let internal = head > start || toks[start].kind == K::KwStatic;
        let mut i = head;
        while toks.get(i)?.kind != K::LParen {
            if !simple_head_token(toks[i]) {
                return self.constant_table(start, i);
            }
            i += 1;
        }
        let name_at = i - 1;
        let name = toks[name_at];
        if name_at == head || name.kind != K::Ident || !self.plain_name(name) {
            return None;
        }
        let close = matching(toks, i, K::LParen, K::RParen)?;
        let end = match toks.get(close + 1)?.kind {
            // A definition: internal (`static`) only, an external one is emitted.
            K::LBrace if internal => matching(toks, close + 1, K::LBrace, K::RBrace)? + 1,
            // A prototype: parameters of type names only (`int x(5);` is a variable).
            K::Semi
                if toks[i + 1..close]
                    .iter()
                    .all(|&t| simple_head_token(t) || t.kind == K::Comma) =>
            {
                close + 2
            }
            _ => return None,
        };
        // All in one file (no macro or include boundary inside the definition).
        if toks[start..end].iter().any(|t| t.span.file != file) {
            return None;
        }
        Some(Candidate { start, end, name_at })
    }

    /// The `static` variable whose name is the token before `i`, if it is a table of
    /// number literals: `static T name[N]... = { numbers };` (or `= number;`). Such an
    /// initializer makes no type, string or lambda, so skipping it shifts nothing.
    fn constant_table(&self, start: usize, mut i: usize) -> Option<Candidate> {
        let toks = &self.toks;
        let name_at = i.checked_sub(1)?;
        let name = toks[name_at];
        if toks[start].kind != K::KwStatic || name_at <= start || name.kind != K::Ident || !self.plain_name(name) {
            return None;
        }
        while toks.get(i)?.kind == K::LBracket {
            let close = matching(toks, i, K::LBracket, K::RBracket)?;
            if !toks[i + 1..close].iter().all(|&t| literal_token(t)) {
                return None;
            }
            i = close + 1;
        }
        if toks.get(i)?.kind != K::Assign {
            return None;
        }
        i += 1;
        while toks.get(i)?.kind != K::Semi {
            let t = toks[i];
            if !(literal_token(t) || matches!(t.kind, K::LBrace | K::RBrace | K::Comma)) {
                return None;
            }
            i += 1;
        }
        let end = i + 1;
        if toks[start..end].iter().any(|t| t.span.file != toks[start].span.file) {
            return None;
        }
        Some(Candidate { start, end, name_at })
    }

    /// Whether `t` may name a function (not an attribute or specifier written as one).
    fn plain_name(&self, t: Token) -> bool {
        let s = self.text(t);
        !(s.starts_with("__attribute")
            || s.starts_with("__declspec")
            || s.starts_with("__align")
            || s.starts_with("__launch_bounds")
            || matches!(s, "alignas" | "decltype" | "noexcept" | "throw" | "operator"))
    }
}

/// Notes that `sym` is mentioned by a token that may be parsed.
fn mention(sym: Sym, needed: &mut [bool], work: &mut Vec<Sym>) {
    if let Some(seen) = needed.get_mut(sym.0 as usize) {
        if !*seen {
            *seen = true;
            work.push(sym);
        }
    }
}

/// Tokens a candidate declaration may start with.
fn may_start(t: Token) -> bool {
    matches!(t.kind, K::KwStatic | K::KwTemplate) || (t.kind != K::Ident && simple_head_token(t))
}

/// After a `template <...>` at `start` whose parameters are plain type and value
/// parameters (`class T`, `typename T`, `int N`; no defaults, packs or nested
/// brackets), the index of the token after its `>`.
fn simple_template_head(toks: &[Token], start: usize) -> Option<usize> {
    if toks.get(start + 1)?.kind != K::Lt {
        return None;
    }
    let mut i = start + 2;
    loop {
        let t = *toks.get(i)?;
        match t.kind {
            K::Gt if i > start + 2 => return Some(i + 1),
            K::KwClass | K::KwTypename | K::Comma => {}
            _ if simple_head_token(t) && t.kind != K::Star && t.kind != K::Amp => {}
            _ => return None,
        }
        i += 1;
    }
}

/// Tokens of a constant table's sizes and values: numbers and their signs.
fn literal_token(t: Token) -> bool {
    matches!(t.kind, K::Number | K::Minus | K::Plus)
}

/// Tokens a simple head may hold before the name's `(`.
fn simple_head_token(t: Token) -> bool {
    matches!(
        t.kind,
        K::Ident
            | K::KwBool
            | K::KwChar
            | K::KwConst
            | K::KwDouble
            | K::KwFloat
            | K::KwInline
            | K::KwInt
            | K::KwLong
            | K::KwInt128
            | K::KwShort
            | K::KwSigned
            | K::KwUnsigned
            | K::KwVoid
            | K::KwVolatile
            | K::KwDevice
            | K::KwHost
            | K::KwForceInline
            | K::KwNoInline
            | K::KwRestrict
            | K::KwStatic
            | K::KwExtern
            | K::Star
            | K::Amp
    )
}

/// The index of the token closing the group opened at `open_at`.
pub(in crate::parser) fn matching(toks: &[Token], open_at: usize, open: K, close: K) -> Option<usize> {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(open_at) {
        if t.kind == open {
            depth += 1;
        } else if t.kind == close {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        } else if t.kind == K::Eof {
            return None;
        }
    }
    None
}
