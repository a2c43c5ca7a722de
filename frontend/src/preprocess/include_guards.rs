//! The multiple-include optimization: a file whose whole text is one
//! `#ifndef X` ... `#endif` group (libcu++ guards every header so) includes nothing
//! once `X` is defined, so a later `#include` of it with `X` defined is skipped
//! without lexing the file again, as GCC and clang skip it. CCCL's umbrella headers
//! include each of their ~1000 headers many times; reading them again was most of
//! the preprocessor's time.

use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind};

/// The macro guarding the file with tokens `toks`, if the file is one
/// `#ifndef X` (or `#if !defined X`, `#if !defined(X)`) group with no `#else` or
/// `#elif` of its own, ending at the file's last line.
pub(super) fn include_guard(toks: &[Token], interner: &Interner) -> Option<Sym> {
    let first = directive_at(toks, 0)?;
    let guard = guard_macro(&toks[first.args.clone()], first.name, interner)?;
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        if let Some(d) = directive_at(toks, i) {
            match interner.get(d.name) {
                "if" | "ifdef" | "ifndef" => depth += 1,
                "else" | "elif" if depth == 1 => return None,
                "endif" => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return (d.args.end == toks.len()).then_some(guard);
                    }
                }
                _ => {}
            }
            i = d.args.end;
        } else {
            i += 1;
        }
    }
    None
}

/// A directive line: its name and the range of its argument tokens.
struct Directive {
    name: Sym,
    args: std::ops::Range<usize>,
}

/// The directive starting at token `i`, if one does.
fn directive_at(toks: &[Token], i: usize) -> Option<Directive> {
    let hash = toks.get(i)?;
    if hash.kind != TokenKind::Hash || !hash.at_line_start {
        return None;
    }
    let name = toks.get(i + 1).filter(|t| !t.at_line_start)?;
    let end = (i + 2..toks.len())
        .find(|&j| toks[j].at_line_start)
        .unwrap_or(toks.len());
    Some(Directive {
        name: name.text,
        args: i + 2..end,
    })
}

/// The macro a guard's opening condition tests for being undefined.
fn guard_macro(args: &[Token], name: Sym, interner: &Interner) -> Option<Sym> {
    let text = |t: &Token| interner.get(t.text);
    let ident = |t: &Token| t.kind.is_identifier_like().then_some(t.text);
    match (interner.get(name), args) {
        ("ifndef", [x]) => ident(x),
        ("if", [not, defined, x]) if text(not) == "!" && text(defined) == "defined" => ident(x),
        ("if", [not, defined, open, x, close])
            if text(not) == "!" && text(defined) == "defined" && text(open) == "(" && text(close) == ")" =>
        {
            ident(x)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::include_guard;
    use crate::lexer::lex_deferred;
    use crate::source::FileId;
    use crate::symbol::Interner;

    fn guard_of(text: &str) -> Option<String> {
        let mut interner = Interner::new();
        let (toks, _) = lex_deferred(FileId(0), text, &mut interner);
        include_guard(&toks, &interner).map(|g| interner.get(g).to_string())
    }

    #[test]
    fn whole_file_groups_are_guards() {
        let body = "\n#define H\n#if A\nint a;\n#else\nint b;\n#endif\nint c;\n#endif\n";
        assert_eq!(guard_of(&format!("// c\n#ifndef H{body}")).as_deref(), Some("H"));
        assert_eq!(guard_of(&format!("#if !defined(H){body}")).as_deref(), Some("H"));
        assert_eq!(guard_of(&format!("#if !defined H{body}")).as_deref(), Some("H"));
    }

    #[test]
    fn anything_outside_the_group_is_no_guard() {
        assert_eq!(guard_of("int x;\n#ifndef H\n#define H\n#endif\n"), None);
        assert_eq!(guard_of("#ifndef H\n#define H\n#endif\nint x;\n"), None);
        assert_eq!(guard_of("#ifndef H\n#define H\n#endif\n#define Y\n"), None);
        assert_eq!(guard_of("#ifndef H\n#define H\n#else\nint x;\n#endif\n"), None);
        assert_eq!(guard_of("#ifdef H\nint x;\n#endif\n"), None);
        assert_eq!(guard_of("#if !defined(H) || X\n#endif\n"), None);
        assert_eq!(guard_of("#ifndef H\n#define H\n"), None);
    }
}
