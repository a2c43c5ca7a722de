//! Macro definitions and expansion.
//!
//! Object-like and function-like macros (with `#`, `##` and `__VA_ARGS__`). Expansion is
//! recursive with a stack of macros being expanded: a macro name met while its own
//! expansion is active is left alone ("painted blue"), so self-referential macros terminate.
//! Arguments are fully expanded before substitution unless they are operands of `#`/`##`.
//! Tokens produced by an expansion carry the span of the macro invocation, so diagnostics
//! point at the code the user wrote.
//!
//! Known gap: a function-like macro name produced at the very end of an expansion does not
//! pick up a `(` that follows the invocation in the source text.

use rustc_hash::FxHashMap;

use crate::diag::Diags;
use crate::lexer;
use crate::source::{SourceMap, Span};
use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind};

/// Deepest chain of nested macro expansions before an error.
const MAX_EXPANSION_DEPTH: usize = 200;
/// Total tokens a translation unit may produce by expansion before an error.
const MAX_EXPANDED_TOKENS: usize = 20_000_000;

/// One `#define`.
#[derive(Clone, Debug)]
pub struct Macro {
    /// `Some(params)` for function-like macros (`__VA_ARGS__` last when variadic).
    pub params: Option<Vec<Sym>>,
    pub variadic: bool,
    pub body: Vec<Token>,
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

/// The macro table plus expansion state.
#[derive(Debug, Default)]
pub struct MacroTable {
    pub defs: FxHashMap<Sym, Macro>,
    expanded_tokens: usize,
    gave_up: bool,
}

/// Context an expansion needs besides the table.
pub struct ExpandCx<'x> {
    pub interner: &'x mut Interner,
    pub diags: &'x mut Diags,
    /// Resolves `__LINE__` and `__FILE__` (absent inside directives).
    pub sources: Option<&'x SourceMap>,
}

impl MacroTable {
    /// Defines (or redefines, warning when different) a macro.
    pub fn define(&mut self, name: Sym, m: Macro, interner: &Interner, diags: &mut Diags) {
        if let Some(old) = self.defs.get(&name) {
            if !old.same_as(&m) {
                diags.warning(m.def_span, format!("'{}' macro redefined", interner.get(name)));
            }
        }
        self.defs.insert(name, m);
    }

    /// Expands every macro in `input`, appending the result to `out`.
    pub fn expand(&mut self, input: &[Token], cx: &mut ExpandCx, out: &mut Vec<Token>) {
        let mut active = Vec::new();
        self.expand_list(input, &mut active, cx, out, None);
    }

    /// Expands `input`. `site` is the invocation span all produced tokens take (None at top
    /// level, where tokens keep their own spans).
    fn expand_list(
        &mut self,
        input: &[Token],
        active: &mut Vec<Sym>,
        cx: &mut ExpandCx,
        out: &mut Vec<Token>,
        site: Option<Span>,
    ) {
        let mut i = 0;
        while i < input.len() {
            let tok = input[i];
            i += 1;
            if self.gave_up {
                return;
            }
            if !tok.kind.is_identifier_like() {
                out.push(relocate(tok, site));
                continue;
            }
            let name = cx.interner.get(tok.text);
            if name == "__LINE__" || name == "__FILE__" {
                let at = site.unwrap_or(tok.span);
                let (kind, text) = match (name == "__LINE__", cx.sources) {
                    (true, Some(sm)) => (TokenKind::Number, sm.line_col(at.file, at.start).0.to_string()),
                    (true, None) => (TokenKind::Number, "0".to_string()),
                    (false, Some(sm)) => (TokenKind::StrLit, format!("{:?}", sm.name(at.file))),
                    (false, None) => (TokenKind::StrLit, "\"\"".to_string()),
                };
                let mut t = relocate(tok, site);
                t.kind = kind;
                t.text = cx.interner.intern(&text);
                out.push(t);
                continue;
            }
            let Some(m) = self.defs.get(&tok.text) else {
                out.push(relocate(tok, site));
                continue;
            };
            if active.contains(&tok.text) {
                out.push(relocate(tok, site));
                continue;
            }
            let call_site = site.unwrap_or(tok.span);
            if active.len() >= MAX_EXPANSION_DEPTH {
                cx.diags.error(call_site, "macro expansion nested too deeply");
                self.gave_up = true;
                return;
            }
            let m = m.clone();
            let mut body = match &m.params {
                None => m.body.clone(),
                Some(params) => {
                    if input.get(i).map(|t| t.kind) != Some(TokenKind::LParen) {
                        out.push(relocate(tok, site));
                        continue;
                    }
                    let Some((args, next)) = collect_args(input, i + 1) else {
                        cx.diags.error(
                            call_site,
                            format!(
                                "unterminated argument list invoking macro '{}'",
                                cx.interner.get(tok.text)
                            ),
                        );
                        return;
                    };
                    i = next;
                    match self.substitute(&m, params, args, tok, active, cx) {
                        Some(b) => b,
                        None => continue,
                    }
                }
            };
            self.expanded_tokens += body.len();
            if self.expanded_tokens > MAX_EXPANDED_TOKENS {
                cx.diags.error(call_site, "macro expansion produces too many tokens");
                self.gave_up = true;
                return;
            }
            if let Some(first) = body.first_mut() {
                first.at_line_start = tok.at_line_start;
                first.space_before = tok.space_before;
            }
            active.push(tok.text);
            self.expand_list(&body, active, cx, out, Some(call_site));
            active.pop();
            body.clear();
        }
    }

    /// Substitutes arguments into a function-like macro body (handling `#` and `##`).
    fn substitute(
        &mut self,
        m: &Macro,
        params: &[Sym],
        mut args: Vec<Vec<Token>>,
        name_tok: Token,
        active: &mut Vec<Sym>,
        cx: &mut ExpandCx,
    ) -> Option<Vec<Token>> {
        let site = name_tok.span;
        let fixed = if m.variadic { params.len() - 1 } else { params.len() };
        if args.len() == 1 && args[0].is_empty() && params.is_empty() {
            args.clear();
        }
        if m.variadic && args.len() == fixed {
            args.push(Vec::new());
        }
        if m.variadic && args.len() > params.len() {
            // Everything after the fixed parameters belongs to __VA_ARGS__, commas included.
            let comma = cx.interner.intern(",");
            let mut va = Vec::new();
            for (k, a) in args.drain(fixed..).enumerate() {
                if k > 0 {
                    va.push(Token {
                        kind: TokenKind::Comma,
                        span: site,
                        text: comma,
                        at_line_start: false,
                        space_before: false,
                    });
                }
                va.extend(a);
            }
            args.push(va);
        }
        if args.len() != params.len() {
            let name = cx.interner.get(name_tok.text).to_string();
            cx.diags.error(
                site,
                format!(
                    "macro '{name}' requires {} argument{}, but {} given",
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
        let mut out: Vec<Token> = Vec::new();
        let body = &m.body;
        let mut k = 0;
        while k < body.len() {
            let t = body[k];
            if t.kind == TokenKind::Hash {
                if let Some(p) = body.get(k + 1).and_then(param_index) {
                    let text = stringize(&args[p], cx.interner);
                    out.push(Token {
                        kind: TokenKind::StrLit,
                        text: cx.interner.intern(&text),
                        ..t
                    });
                    k += 2;
                    continue;
                }
            }
            let next_is_paste = body.get(k + 1).map(|t| t.kind) == Some(TokenKind::HashHash);
            let prev_is_paste = k > 0 && body[k - 1].kind == TokenKind::HashHash;
            if t.kind == TokenKind::HashHash {
                k += 1;
                continue;
            }
            let mut piece: Vec<Token> = match param_index(&t) {
                Some(p) if next_is_paste || prev_is_paste => args[p].clone(),
                Some(p) => {
                    let mut e = Vec::new();
                    self.expand_list(&args[p], active, cx, &mut e, Some(site));
                    e
                }
                None => vec![t],
            };
            if let Some(first) = piece.first_mut() {
                first.space_before = t.space_before;
            }
            if prev_is_paste && !out.is_empty() && !piece.is_empty() {
                let left = out.pop().expect("checked non-empty");
                let right = piece.remove(0);
                let glued = format!("{}{}", cx.interner.get(left.text), cx.interner.get(right.text));
                out.extend(relex(&glued, left, cx));
            }
            out.extend(piece);
            k += 1;
        }
        Some(out)
    }
}

/// Gives a token produced by expansion the invocation span.
fn relocate(mut tok: Token, site: Option<Span>) -> Token {
    if let Some(s) = site {
        tok.span = s;
    }
    tok
}

/// Splits the arguments of an invocation starting after its `(`; returns them and the index
/// after the closing `)`.
fn collect_args(input: &[Token], mut i: usize) -> Option<(Vec<Vec<Token>>, usize)> {
    let mut args = vec![Vec::new()];
    let mut depth = 0usize;
    while let Some(&t) = input.get(i) {
        i += 1;
        match t.kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen if depth == 0 => return Some((args, i)),
            TokenKind::RParen => depth -= 1,
            TokenKind::Comma if depth == 0 => {
                args.push(Vec::new());
                continue;
            }
            _ => {}
        }
        args.last_mut().expect("never empty").push(t);
    }
    None
}

/// The `#param` spelling of an argument.
fn stringize(arg: &[Token], interner: &Interner) -> String {
    let mut s = String::from("\"");
    for (k, t) in arg.iter().enumerate() {
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

/// Lexes the result of `##`; it must form one token (otherwise an error, keeping the pieces).
fn relex(text: &str, left: Token, cx: &mut ExpandCx) -> Vec<Token> {
    let mut scratch = Diags::new();
    let mut toks = lexer::lex(left.span.file, text, cx.interner, &mut scratch);
    if toks.len() != 1 || scratch.has_errors() {
        cx.diags.error(
            left.span,
            format!("pasting forms '{text}', an invalid preprocessing token"),
        );
    }
    for t in &mut toks {
        t.span = left.span;
        t.at_line_start = left.at_line_start;
        t.space_before = left.space_before;
    }
    toks
}
