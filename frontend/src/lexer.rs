//! Lexing one source file into [`Token`]s with the `logos` automaton in [`crate::token`],
//! after [`crate::line_splicing`] has spliced its lines (spans stay in the written text).
//!
//! Newlines are folded into the `at_line_start` flag of the next token (the preprocessor
//! needs line structure for directives). Malformed input (stray characters, unterminated
//! comments and literals, bad numbers and escapes) becomes diagnostics and lexing goes on;
//! [`lex_deferred`] hands the errors back instead, for the preprocessor to report only
//! outside skipped `#if` groups.

use logos::Logos;

use crate::diag::Diags;
use crate::line_splicing::splice_lines;
use crate::literal;
use crate::source::{FileId, Span};
use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind};

/// Lexes `text` (the contents of `file`) into tokens, reporting lexical errors to `diags`,
/// literal spellings checked too. The result has no `Newline` tokens and no `Eof`.
pub fn lex(file: FileId, text: &str, interner: &mut Interner, diags: &mut Diags) -> Vec<Token> {
    let (toks, errors) = lex_deferred(file, text, interner);
    for e in errors {
        diags.error(e.span, e.message);
    }
    for t in &toks {
        check_literal(t, interner, diags);
    }
    toks
}

/// A lexical error that [`lex_deferred`] leaves to its caller.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Where the malformed text is.
    pub span: Span,
    /// The message.
    pub message: String,
    /// An unterminated comment: the rest of the file is lost, so it is an error even in a
    /// skipped `#if` group.
    pub always: bool,
}

/// Lexes without reporting: the errors (stray characters, unterminated quotes and comments)
/// come back in source order for the preprocessor to report only in the groups it does
/// not skip, where the standard asks for them; literal spellings (`1.0q`, `"x"_s`) are not
/// checked (see [`check_literal`]).
pub fn lex_deferred(file: FileId, text: &str, interner: &mut Interner) -> (Vec<Token>, Vec<LexError>) {
    let spliced = splice_lines(text);
    let mut out = Vec::with_capacity(text.len() / 4);
    let mut errors = Vec::new();
    let mut lexer = TokenKind::lexer(&spliced.text);
    let mut original = spliced.in_order();
    let mut at_line_start = true;
    let mut last_end = 0usize;
    let mut spellings = LastSpellings::default();
    while let Some(result) = lexer.next() {
        let range = lexer.span();
        let (start, end) = original.range(range.start as u32, range.end as u32);
        let span = Span::new(file, start, end);
        let space_before = range.start > last_end;
        last_end = range.end;
        let slice = lexer.slice();
        let mut error = |message: String, always| errors.push(LexError { span, message, always });
        let kind = match result {
            Ok(TokenKind::Newline) => {
                at_line_start = true;
                continue;
            }
            Ok(TokenKind::UnterminatedComment) => {
                error("unterminated /* comment".into(), true);
                break;
            }
            Ok(TokenKind::Unterminated) => {
                let what = if slice.contains('"') {
                    "missing terminating '\"' character"
                } else {
                    "missing terminating ' character"
                };
                error(what.into(), false);
                at_line_start = false;
                continue;
            }
            Ok(kind) => kind,
            Err(()) => {
                let c = slice.chars().next().unwrap_or('?');
                error(format!("invalid character '{}' in source", c.escape_default()), false);
                at_line_start = false;
                continue;
            }
        };
        out.push(Token {
            kind,
            span,
            text: spellings.intern(kind, slice, interner),
            at_line_start,
            space_before,
        });
        at_line_start = false;
    }
    crate::work::add(out.len() as u64);
    (out, errors)
}

/// The last spelling interned per token kind but identifiers: punctuators and keywords
/// (most tokens) have one spelling each, found again without hashing it.
struct LastSpellings<'s> {
    by_kind: [Option<(&'s str, Sym)>; 128],
}

impl Default for LastSpellings<'_> {
    fn default() -> Self {
        LastSpellings { by_kind: [None; 128] }
    }
}

impl<'s> LastSpellings<'s> {
    /// The handle of `slice`, a token of kind `kind`.
    fn intern(&mut self, kind: TokenKind, slice: &'s str, interner: &mut Interner) -> Sym {
        let slot = match kind {
            TokenKind::Ident => None,
            _ => self.by_kind.get_mut(kind as usize),
        };
        let Some(slot) = slot else {
            return interner.intern(slice);
        };
        match *slot {
            Some((text, sym)) if text == slice => sym,
            _ => {
                let sym = interner.intern(slice);
                *slot = Some((slice, sym));
                sym
            }
        }
    }
}

/// Validates a literal's spelling, so a malformed literal is reported once (by the lexer,
/// or by the preprocessor for the tokens it passes on).
/// Only literals' spellings are fetched: this runs on every token the preprocessor
/// passes on. Returns whether the spelling is valid (any token but a literal is).
#[inline]
pub fn check_literal(t: &Token, interner: &Interner, diags: &mut Diags) -> bool {
    if !is_literal(t.kind) {
        return true;
    }
    check_literal_spelling(t, interner, diags)
}

/// Whether tokens of `kind` have spellings [`check_literal`] validates.
#[inline]
pub fn is_literal(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Number | TokenKind::CharLit | TokenKind::StrLit)
}

fn check_literal_spelling(t: &Token, interner: &Interner, diags: &mut Diags) -> bool {
    let (kind, slice, span) = (t.kind, interner.get(t.text), t.span);
    let result = match kind {
        TokenKind::Number => {
            // A user-defined literal's number must be valid on its own (Sema calls the
            // literal operator).
            let number = literal::split_user_suffix(slice).map_or(slice, |(n, _)| n);
            literal::parse_number(number).map(|_| ())
        }
        TokenKind::CharLit => literal::parse_char(slice).map(|_| ()),
        // `""_kb` names a literal operator (`operator""_kb`); the parser checks where.
        TokenKind::StrLit if literal::literal_operator_suffix(slice).is_some() => Ok(()),
        TokenKind::StrLit => literal::parse_string_units(slice).map(|_| ()),
        _ => Ok(()),
    };
    match result {
        Ok(()) => true,
        Err(msg) => {
            diags.error(span, msg);
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    fn kinds(src: &str) -> (Vec<TokenKind>, usize) {
        let mut i = Interner::new();
        let mut d = Diags::new();
        let toks = lex(FileId(0), src, &mut i, &mut d);
        (toks.iter().map(|t| t.kind).collect(), d.error_count())
    }

    #[test]
    fn punctuators_longest_match() {
        let (k, e) = kinds("<<= >>= ... -> ->* :: ## .* ++ -- && || <= >= == != %= ^= |=");
        assert_eq!(e, 0);
        assert_eq!(
            k,
            vec![
                ShlAssign,
                ShrAssign,
                Ellipsis,
                Arrow,
                ArrowStar,
                ColonColon,
                HashHash,
                DotStar,
                PlusPlus,
                MinusMinus,
                AmpAmp,
                PipePipe,
                Le,
                Ge,
                EqEq,
                Ne,
                PercentAssign,
                CaretAssign,
                PipeAssign
            ]
        );
        assert_eq!(kinds("a+++b").0, vec![Ident, PlusPlus, Plus, Ident]);
    }

    #[test]
    fn every_token_has_its_own_spellings_handle() {
        // Kinds with several spellings, repeated and alternating (the lexer keeps the
        // last handle per kind).
        let src = "a && b and c && d and e __restrict__ x __restrict y __restrict__ 1 2 1 \"s\" \"t\"";
        let mut i = Interner::new();
        let toks = lex(FileId(0), src, &mut i, &mut Diags::new());
        let spellings: Vec<&str> = toks.iter().map(|t| i.get(t.text)).collect();
        assert_eq!(
            spellings,
            [
                "a",
                "&&",
                "b",
                "and",
                "c",
                "&&",
                "d",
                "and",
                "e",
                "__restrict__",
                "x",
                "__restrict",
                "y",
                "__restrict__",
                "1",
                "2",
                "1",
                "\"s\"",
                "\"t\""
            ]
        );
    }

    #[test]
    fn keywords_and_identifiers() {
        let (k, _) = kinds("__global__ void integer int __restrict__ __restrict size_t _x$");
        assert_eq!(
            k,
            vec![KwGlobal, KwVoid, Ident, KwInt, KwRestrict, KwRestrict, Ident, Ident]
        );
    }

    #[test]
    fn alternative_tokens_are_their_operators() {
        let (k, _) = kinds("not a and b or c bitand d bitor e xor f compl g not_eq and_eq or_eq xor_eq notx");
        assert_eq!(
            k,
            vec![
                Bang,
                Ident,
                AmpAmp,
                Ident,
                PipePipe,
                Ident,
                Amp,
                Ident,
                Pipe,
                Ident,
                Caret,
                Ident,
                Tilde,
                Ident,
                Ne,
                AmpAssign,
                PipeAssign,
                CaretAssign,
                Ident
            ]
        );
    }

    #[test]
    fn gnu_alternate_keywords() {
        let (k, _) = kinds("__inline__ __inline __volatile__ __volatile __const __const__ __signed__ __signed");
        assert_eq!(
            k,
            vec![KwInline, KwInline, KwVolatile, KwVolatile, KwConst, KwConst, KwSigned, KwSigned]
        );
    }

    #[test]
    fn literal_forms() {
        let (k, e) = kinds(r#"0 42u 0x1Fll 0b101 017 1.5f .5 1e-3 0x1.8p3 'a' '\n' "s\t" u8"x" L'w'"#);
        assert_eq!(e, 0);
        assert_eq!(
            k,
            vec![
                Number, Number, Number, Number, Number, Number, Number, Number, Number, CharLit, CharLit, StrLit,
                StrLit, CharLit
            ]
        );
    }

    #[test]
    fn comments_and_continuations_are_skipped() {
        let (k, e) = kinds("a // line\n/* block\n * more */ b \\\n c");
        assert_eq!((k, e), (vec![Ident, Ident, Ident], 0));
    }

    #[test]
    fn splices_inside_literals_and_names() {
        let mut i = Interner::new();
        let mut d = Diags::new();
        let src = "\u{feff}\"ab\\\ncd\" in\\\nt '\\\nx'";
        let t = lex(FileId(0), src, &mut i, &mut d);
        assert_eq!(d.error_count(), 0);
        let spelled: Vec<&str> = t.iter().map(|t| i.get(t.text)).collect();
        assert_eq!(spelled, vec!["\"abcd\"", "int", "'x'"]);
        assert_eq!(t[1].kind, KwInt);
        assert_eq!((t[1].span.start, t[1].span.end), (12, 17));
    }

    #[test]
    fn line_start_flags() {
        let mut i = Interner::new();
        let mut d = Diags::new();
        let t = lex(FileId(0), "#define X 1\n  # if\nx", &mut i, &mut d);
        let flags: Vec<bool> = t.iter().map(|t| t.at_line_start).collect();
        assert_eq!(flags, vec![true, false, false, false, true, false, true]);
    }

    #[test]
    fn lexical_errors_are_diagnostics() {
        assert_eq!(kinds("int @ x;").1, 1);
        assert_eq!(kinds("\"abc\nint").1, 1);
        assert_eq!(kinds("'a\n").1, 1);
        assert_eq!(kinds("x /* never closed").1, 1);
        assert_eq!(kinds("09 1.0q '\\q' 12xyz").1, 4);
        // Lexing goes on after an error.
        assert_eq!(kinds("` int").0, vec![KwInt]);
    }
}
