//! Delimiter balance: every `(`, `[` and `{` of the translation unit is closed by its
//! own `)`, `]` or `}`, in nesting order.
//!
//! The parser does not parse every token it reads: template bodies wait for an instance,
//! library bodies wait for a use, declarations nothing uses are skipped, and host code
//! with an error is set aside (`crate::host_code`). Each of those steps skips a balanced
//! token range; an opener that is never closed makes the skip run to the end of the file,
//! taking every declaration after it along, and nothing would say so. So the token stream
//! is checked once, before parsing ([`check`]), and what is wrong is reported after
//! parsing ([`Unbalanced::report`]) unless an error that still stands already lies where
//! it matters (the parser's own `expected a ")"` says it better, and once is enough).
//! These errors always stand, in host code too: no header ptxc lacks could make the
//! tokens balance, and an unclosed opener loses the rest of the file (as an unterminated
//! comment does in the lexer).
//!
//! Recovery follows the closers: a closer that matches an opener further out closes
//! that one, and the openers inside it are reported as unclosed at the closer; a closer
//! that matches no open opener is reported and ignored.

use codespan_reporting::diagnostic::Severity;

use crate::diag::Diags;
use crate::source::{FileId, Span};
use crate::token::{Token, TokenKind as K};

/// Problems kept at most: input of nothing but closers costs no more than that.
const MAX_PROBLEMS: usize = 4096;

/// Problems reported at most, and at most one per line: past the first few, more say
/// nothing new (and each error shows its line, which may be the whole file).
const MAX_REPORTED: usize = 100;

/// Openers left open at the end reported at most, the outermost first.
const MAX_UNCLOSED_AT_END: usize = 10;

/// One delimiter problem, to be reported unless explained by an earlier error.
struct Problem {
    /// Where the error points.
    span: Span,
    /// The line of the token it points at (counted in the token stream).
    line: u32,
    message: String,
    /// The opener it is about, when the error points elsewhere.
    note: Option<(Span, String)>,
    /// Where an error already reported explains this one: a file and an offset range.
    explained_by: Vec<(FileId, u32, u32)>,
}

/// What [`check`] found wrong with a token stream (nothing, for well-formed input).
#[derive(Default)]
pub struct Unbalanced {
    problems: Vec<Problem>,
    /// The end of the input. The parser's errors there (`expected a "}"`, `expected a
    /// declaration`) are what a skip that ran away from an unbalanced delimiter ends
    /// in: they explain nothing and are taken back when a delimiter error is reported.
    end: Option<Span>,
}

/// The closer of an opener, and its spelling.
fn closer_of(open: K) -> (K, &'static str) {
    match open {
        K::LParen => (K::RParen, ")"),
        K::LBracket => (K::RBracket, "]"),
        _ => (K::RBrace, "}"),
    }
}

/// The opener of a closer, and both spellings (`None` for other tokens).
fn opener_of(close: K) -> Option<(K, &'static str, &'static str)> {
    match close {
        K::RParen => Some((K::LParen, "(", ")")),
        K::RBracket => Some((K::LBracket, "[", "]")),
        K::RBrace => Some((K::LBrace, "{", "}")),
        _ => None,
    }
}

fn spelling(open: K) -> &'static str {
    match open {
        K::LParen => "(",
        K::LBracket => "[",
        _ => "{",
    }
}

/// Checks that the delimiters of `toks` balance (see the module comment).
pub fn check(toks: &[Token]) -> Unbalanced {
    // Openers not closed yet, with their lines.
    let mut open: Vec<(Token, u32)> = Vec::new();
    // How many of `open` are `(`, `[`, `{`: a closer with none open is stray without a
    // search through the stack (a million `(` and then `]`s would search it each time).
    let mut open_count = [0usize; 3];
    let kind_index = |k: K| match k {
        K::LParen => 0,
        K::LBracket => 1,
        _ => 2,
    };
    let mut problems = Vec::new();
    let mut line = 0u32;
    for t in toks {
        if problems.len() >= MAX_PROBLEMS {
            break;
        }
        line += u32::from(t.at_line_start);
        match t.kind {
            K::LParen | K::LBracket | K::LBrace => {
                open_count[kind_index(t.kind)] += 1;
                open.push((*t, line));
            }
            K::RParen | K::RBracket | K::RBrace => {
                let Some((opener, open_text, close_text)) = opener_of(t.kind) else {
                    continue;
                };
                let found = match open_count[kind_index(opener)] {
                    0 => None,
                    _ => open.iter().rposition(|(o, _)| o.kind == opener),
                };
                let Some(at) = found else {
                    problems.push(Problem {
                        span: t.span,
                        line,
                        message: format!("this \"{close_text}\" has no matching \"{open_text}\""),
                        note: None,
                        explained_by: vec![(t.span.file, t.span.start, t.span.end)],
                    });
                    continue;
                };
                // The openers inside the one this closes were never closed.
                for (inner, _) in &open[at + 1..] {
                    open_count[kind_index(inner.kind)] -= 1;
                }
                open_count[kind_index(opener)] -= 1;
                for (inner, _) in open.drain(at + 1..) {
                    if problems.len() >= MAX_PROBLEMS {
                        break;
                    }
                    let (_, expected) = closer_of(inner.kind);
                    let region = if inner.span.file == t.span.file {
                        (inner.span.file, inner.span.start, t.span.end)
                    } else {
                        (inner.span.file, inner.span.start, u32::MAX)
                    };
                    problems.push(Problem {
                        span: t.span,
                        line,
                        message: format!("expected a \"{expected}\""),
                        note: Some((inner.span, format!("to match this \"{}\"", spelling(inner.kind)))),
                        explained_by: vec![region, (t.span.file, t.span.start, t.span.end)],
                    });
                }
                open.pop();
            }
            K::Eof => {
                for (inner, opened_on) in open.drain(..).take(MAX_UNCLOSED_AT_END) {
                    let (_, expected) = closer_of(inner.kind);
                    problems.push(Problem {
                        span: inner.span,
                        line: opened_on,
                        message: format!(
                            "unclosed \"{}\": expected a \"{expected}\" before the end of the file",
                            spelling(inner.kind)
                        ),
                        note: Some((t.span, "the file ends here".to_string())),
                        explained_by: vec![(inner.span.file, inner.span.start, u32::MAX)],
                    });
                }
            }
            _ => {}
        }
    }
    Unbalanced {
        problems,
        end: toks.last().map(|t| t.span),
    }
}

impl Unbalanced {
    /// Reports each problem unless an error that stands lies where it explains it (to be
    /// called once host code's errors are settled, `Diags::finish_host_code`).
    pub fn report(self, diags: &mut Diags) {
        let mut reported = 0;
        let mut last_line = None;
        for p in &self.problems {
            if diags.saturated() || reported == MAX_REPORTED {
                break;
            }
            if last_line == Some(p.line) {
                continue;
            }
            let explained = diags.list.iter().any(|d| {
                d.severity >= Severity::Error
                    && d.labels.first().is_some_and(|l| {
                        let follow_on = self
                            .end
                            .is_some_and(|end| l.file_id == end.file && l.range == end.range());
                        !follow_on
                            && p.explained_by.iter().any(|&(file, lo, hi)| {
                                l.file_id == file && (l.range.start as u32) >= lo && (l.range.start as u32) <= hi
                            })
                    })
            });
            if explained {
                continue;
            }
            if let Some(end) = self.end {
                diags.take_back_errors_at(end);
            }
            reported += 1;
            last_line = Some(p.line);
            match &p.note {
                Some((at, note)) => diags.error_with_note(p.span, &p.message, *at, note),
                None => diags.error(p.span, &p.message),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::lex;
    use crate::symbol::Interner;

    /// The messages [`check`] reports for `src` (no other errors), each after its line.
    fn problems(src: &str) -> Vec<String> {
        let file = FileId(0);
        let mut interner = Interner::new();
        let mut diags = Diags::new();
        let mut toks = lex(file, src, &mut interner, &mut diags);
        toks.push(Token {
            kind: K::Eof,
            span: Span::new(file, src.len() as u32, src.len() as u32),
            text: interner.intern(""),
            at_line_start: true,
            space_before: false,
        });
        check(&toks).report(&mut diags);
        diags
            .list
            .iter()
            .map(|d| {
                let start = d.labels[0].range.start;
                format!("{}: {}", &src[..start].matches('\n').count() + 1, d.message)
            })
            .collect()
    }

    #[test]
    fn balanced_tokens_are_fine() {
        assert!(problems("int f(int a[2]) { return g((a[0]), {1}); }").is_empty());
    }

    #[test]
    fn an_opener_left_open_at_the_end_is_reported_there() {
        assert_eq!(
            problems("int f(\n{ return 1; }\n"),
            ["1: unclosed \"(\": expected a \")\" before the end of the file"]
        );
    }

    #[test]
    fn a_closer_of_an_outer_opener_closes_the_inner_ones() {
        assert_eq!(
            problems("struct S {\n int f() { return g(1; }\n};"),
            ["2: expected a \")\""]
        );
    }

    #[test]
    fn one_error_per_line() {
        assert_eq!(
            problems("void f() { g())); }\nvoid h() { g()); }"),
            [
                "1: this \")\" has no matching \"(\"",
                "2: this \")\" has no matching \"(\""
            ]
        );
    }

    #[test]
    fn a_stray_closer_is_reported_and_ignored() {
        assert_eq!(problems("void f() { g()); }"), ["1: this \")\" has no matching \"(\""]);
    }
}
