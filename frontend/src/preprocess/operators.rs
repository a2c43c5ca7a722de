//! The operators of `#if` conditions besides arithmetic: `defined`, `__has_include`,
//! `__has_include_next`, `__has_builtin`, `__has_feature`/`__has_extension`,
//! `__has_attribute` and `__has_cpp_attribute`.
//!
//! Headers choose code paths by these answers, so they say what ptxc really implements,
//! not what GCC or Clang would: a builtin ptxc does not know is "no", so CCCL takes its
//! portable path instead of calling a builtin that would fail later. The macro expander
//! leaves their operands unexpanded (see [`super::macros::ExpandCx::condition`]); here
//! each operator and its operand become a number token.

use super::{Located, Preprocessor};
use crate::source::FileId;
use crate::token::{Token, TokenKind};

/// The operators evaluated in text lines as well as in `#if` conditions.
pub(super) const TEXT_OPERATORS: [&str; 5] = [
    "__has_builtin",
    "__has_feature",
    "__has_extension",
    "__has_attribute",
    "__has_cpp_attribute",
];

/// GNU attributes (`__attribute__((x))`) ptxc honours, or whose effect on device code is
/// nothing it must reproduce (inlining hints, warnings, linkage visibility, symbol
/// retention), so that using them is correct.
const GNU_ATTRIBUTES: &[&str] = &[
    "aligned",
    "packed",
    "deprecated",
    "noinline",
    "always_inline",
    "unused",
    "used",
    "noreturn",
    "const",
    "pure",
    "nothrow",
    "warn_unused_result",
    "visibility",
    "cold",
    "hot",
];

/// Standard C++ attributes (`[[x]]`) ptxc accepts, with the values of `__has_cpp_attribute`
/// the standard gives them. `no_unique_address` is left out: it changes class layout,
/// which ptxc does not do.
const CXX_ATTRIBUTES: &[(&str, u32)] = &[
    ("noreturn", 200809),
    ("carries_dependency", 200809),
    ("deprecated", 201309),
    ("fallthrough", 201603),
    ("maybe_unused", 201603),
    ("nodiscard", 201907),
    ("likely", 201803),
    ("unlikely", 201803),
];

/// Clang's `__has_feature` names for language features ptxc implements.
const FEATURES: &[&str] = &[
    "cxx_static_assert",
    "cxx_decltype",
    "cxx_auto_type",
    "cxx_nullptr",
    "cxx_lambdas",
    "cxx_rvalue_references",
    "cxx_constexpr",
    "cxx_alias_templates",
    "cxx_variadic_templates",
];

/// `__x__` as `x` (attribute names and scopes may be spelled either way).
fn unreserved(name: &str) -> &str {
    name.strip_prefix("__")
        .and_then(|n| n.strip_suffix("__"))
        .filter(|n| !n.is_empty())
        .unwrap_or(name)
}

/// `__has_attribute(name)`.
fn has_gnu_attribute(name: &str) -> u32 {
    GNU_ATTRIBUTES.contains(&unreserved(name)) as u32
}

/// `__has_cpp_attribute(name)` or `(scope::name)`: GNU-scoped names are the GNU attributes.
fn has_cxx_attribute(scope: Option<&str>, name: &str) -> u32 {
    match scope.map(unreserved) {
        None => CXX_ATTRIBUTES.iter().find(|(n, _)| *n == name).map_or(0, |&(_, v)| v),
        Some("gnu") => has_gnu_attribute(name),
        Some(_) => 0,
    }
}

impl Preprocessor<'_> {
    /// Replaces each condition operator and its operand in the expanded condition by its
    /// value. `None` after reporting a malformed operand.
    pub(super) fn evaluate_operators(&mut self, toks: &[Token], file: FileId) -> Option<Vec<Token>> {
        let mut out = Vec::with_capacity(toks.len());
        let mut k = 0;
        while k < toks.len() {
            let t = toks[k];
            if !t.kind.is_identifier_like() || !super::macros::is_condition_operator(self.name_of(&t)) {
                out.push(t);
                k += 1;
                continue;
            }
            let name = self.name_of(&t).to_string();
            let (value, used) = self.operator_value(&name, &toks[k + 1..], t, file)?;
            out.push(Token {
                kind: TokenKind::Number,
                text: self.interner.intern(&value.to_string()),
                ..t
            });
            k += 1 + used;
        }
        Some(out)
    }

    /// Replaces the `__has_*` operators other than `__has_include` in the text from
    /// `self.out[first..]` on by their values, as GCC evaluates them outside directives too.
    pub(super) fn evaluate_text_operators(&mut self, first: usize, file: FileId) {
        let is_text_operator = |name: &str| TEXT_OPERATORS.contains(&name);
        let (operators, interner) = (&mut self.text_operators, &*self.interner);
        let found = self.out[first..]
            .iter()
            .any(|t| t.kind == TokenKind::Ident && operators.contains(t.text, interner));
        if !found {
            return;
        }
        let tail = self.out.split_off(first);
        let mut k = 0;
        while k < tail.len() {
            let t = tail[k];
            let name = self.name_of(&t).to_string();
            let call = tail.get(k + 1).is_some_and(|n| n.kind == TokenKind::LParen);
            if t.kind != TokenKind::Ident || !is_text_operator(&name) || !call {
                self.out.push(t);
                k += 1;
                continue;
            }
            let Some((value, used)) = self.operator_value(&name, &tail[k + 1..], t, file) else {
                k += 1;
                continue;
            };
            let text = self.interner.intern(&value.to_string());
            self.out.push(Token {
                kind: TokenKind::Number,
                text,
                ..t
            });
            k += 1 + used;
        }
    }

    /// The value of operator `name` whose operand starts `rest`, and how many tokens of
    /// `rest` the operand took.
    fn operator_value(&mut self, name: &str, rest: &[Token], at: Token, file: FileId) -> Option<(u32, usize)> {
        let paren = rest.first().is_some_and(|t| t.kind == TokenKind::LParen);
        if name == "defined" && !paren {
            let Some(n) = rest.first().filter(|n| n.kind.is_identifier_like()) else {
                self.diags.error(at.span, "macro name missing after 'defined'");
                return None;
            };
            return Some((self.is_defined(n.text) as u32, 1));
        }
        // The operand between the parentheses.
        let close = paren
            .then(|| rest.iter().position(|t| t.kind == TokenKind::RParen))
            .flatten();
        let Some(close) = close else {
            let msg = if name == "defined" {
                "macro name missing after 'defined'".to_string()
            } else {
                format!("missing '(' or ')' after '{name}'")
            };
            self.diags.error(at.span, msg);
            return None;
        };
        let inner = &rest[1..close];
        let value = match name {
            "__has_include" | "__has_include_next" => {
                return self
                    .has_include(inner, at, file, name == "__has_include_next")
                    .map(|v| (v, close + 1))
            }
            _ => {
                let words: Vec<&str> = inner
                    .iter()
                    .filter(|t| t.kind != TokenKind::ColonColon)
                    .map(|t| self.name_of(t))
                    .collect();
                let scoped = inner.iter().any(|t| t.kind == TokenKind::ColonColon);
                let ident = match words.as_slice() {
                    [w] if !scoped => Some((None, *w)),
                    [s, w] if scoped && name == "__has_cpp_attribute" => Some((Some(*s), *w)),
                    _ => None,
                };
                let Some((scope, word)) = ident else {
                    let msg = if name == "defined" {
                        "macro name missing after 'defined'".to_string()
                    } else {
                        format!("'{name}' expects an identifier")
                    };
                    self.diags.error(at.span, msg);
                    return None;
                };
                match name {
                    "defined" => {
                        let sym = inner[0].text;
                        self.is_defined(sym) as u32
                    }
                    "__has_builtin" => crate::sema::type_traits::is_implemented_builtin(word) as u32,
                    "__has_feature" | "__has_extension" => FEATURES.contains(&word) as u32,
                    "__has_attribute" => has_gnu_attribute(word),
                    _ => has_cxx_attribute(scope, word),
                }
            }
        };
        Some((value, close + 1))
    }

    /// `__has_include(header-name)`: 1 when `#include` would read a file (ptxc's own or one
    /// on the include path); a header ptxc sets aside is 0, so headers take the path that
    /// does without it. A macro operand is expanded first, as GCC does.
    fn has_include(&mut self, inner: &[Token], at: Token, file: FileId, next: bool) -> Option<u32> {
        // The answer depends on the including file: not for the condition cache.
        if let Some(r) = &mut self.macros.recording {
            r.dynamic = true;
        }
        let mut expanded = Vec::new();
        let operand = if matches!(inner.first().map(|t| t.kind), Some(TokenKind::StrLit | TokenKind::Lt)) {
            inner
        } else {
            let mut cx = super::macros::ExpandCx {
                interner: self.interner,
                diags: self.diags,
                sources: None,
                condition: false,
            };
            self.macros.expand(inner, &mut cx, &mut expanded);
            &expanded
        };
        let context = if next { "__has_include_next" } else { "__has_include" };
        let (name, quoted) = self.header_name(operand, at.span, context)?;
        let located = self.locate(&name, quoted, file, next);
        self.note_located(&name, quoted, file, &located);
        Some(match located {
            Located::Builtin(_) | Located::Path(..) | Located::Memory(_) => 1,
            Located::Toolkit | Located::Missing => 0,
        })
    }
}
