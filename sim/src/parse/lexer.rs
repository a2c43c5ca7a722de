//! Tokenizer for PTX text.
//!
//! PTX words carry dots (`ld.global.u32`, `%tid.x`, `.reg`), so a "word" token
//! swallows letters, digits, `_`, `$`, `%` and `.`; the parser splits opcodes on
//! dots later. Comments (`//`, `/* */`) are dropped; every token keeps its line
//! so that runtime errors can name the PTX line.

use crate::error::ParseError;

/// One lexical token.
#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// Identifier, directive, opcode, register or special register (may contain dots).
    Word(String),
    /// Numeric literal exactly as written (sign handled by the parser).
    Num(String),
    /// Quoted string (only used by directives we skip).
    Str(String),
    /// Single punctuation character: `; , : { } ( ) [ ] < > + - @ ! | =`.
    Punct(char),
}

/// A token and the 1-based line it starts on.
#[derive(Debug, Clone)]
pub struct Token {
    /// The token itself.
    pub tok: Tok,
    /// Source line.
    pub line: u32,
}

fn is_word_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'%' | b'.')
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'%' | b'.')
}

/// Splits PTX source into tokens.
pub fn lex(src: &str) -> Result<Vec<Token>, ParseError> {
    let b = src.as_bytes();
    let mut i = 0;
    let mut line = 1u32;
    let mut out = Vec::with_capacity(src.len() / 4);
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                if b[i] == b'\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
        } else if c == b'"' {
            let start = i + 1;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            let s = src.get(start..i.min(b.len())).unwrap_or("").to_string();
            out.push(Token { tok: Tok::Str(s), line });
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() {
                let d = b[i];
                // The number's first digit may be the file's first byte.
                let prev = if i > start { b[i - 1] } else { 0 };
                let exp_sign = (d == b'-' || d == b'+')
                    && (prev == b'e' || prev == b'E')
                    && !src[start..i].starts_with("0x")
                    && !src[start..i].starts_with("0X")
                    && !src[start..i].starts_with("0f")
                    && !src[start..i].starts_with("0d");
                if d.is_ascii_alphanumeric() || d == b'.' || d == b'_' || exp_sign {
                    i += 1;
                } else {
                    break;
                }
            }
            out.push(Token {
                tok: Tok::Num(src[start..i].to_string()),
                line,
            });
        } else if is_word_start(c) {
            let start = i;
            loop {
                if i < b.len() && is_word_char(b[i]) {
                    i += 1;
                } else if b[i..].starts_with(b"::") && b.get(i + 2).is_some_and(|&d| is_word_char(d)) {
                    // `shared::cta`, `mbarrier::complete_tx::bytes`: one modifier
                    i += 2;
                } else {
                    break;
                }
            }
            let word = &src[start..i];
            // `.reg.b16 r;` (as nvcc's inline PTX writes it) is `.reg .b16 r;`
            let split = [".reg.", ".param.", ".shared.", ".local.", ".global.", ".const."]
                .iter()
                .find(|d| word.starts_with(*d))
                .map(|d| d.len() - 1);
            if let Some(k) = split {
                out.push(Token {
                    tok: Tok::Word(word[..k].to_string()),
                    line,
                });
                out.push(Token {
                    tok: Tok::Word(word[k..].to_string()),
                    line,
                });
            } else {
                out.push(Token {
                    tok: Tok::Word(word.to_string()),
                    line,
                });
            }
        } else if b";,:{}()[]<>+-@!|=".contains(&c) {
            out.push(Token {
                tok: Tok::Punct(c as char),
                line,
            });
            i += 1;
        } else {
            return Err(ParseError {
                line,
                msg: format!("unexpected character {:?}", c as char),
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexes_words_numbers_and_punct() {
        let t = lex("ld.global.u32 %r1, [%rd2+8]; // c\n@!%p1 bra $L__BB0_2;").unwrap();
        let words: Vec<_> = t.iter().map(|t| t.tok.clone()).collect();
        assert_eq!(words[0], Tok::Word("ld.global.u32".into()));
        assert_eq!(words[5], Tok::Punct('+'));
        assert_eq!(words[6], Tok::Num("8".into()));
        assert_eq!(t.last().unwrap().line, 2);
        assert!(lex("a # b").is_err());
    }

    #[test]
    fn double_colons_stay_inside_a_modifier_and_labels_keep_theirs() {
        let t = lex("cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r1];\n$L1:").unwrap();
        assert_eq!(
            t[0].tok,
            Tok::Word("cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes".into())
        );
        assert_eq!(t[t.len() - 2].tok, Tok::Word("$L1".into()));
        assert_eq!(t[t.len() - 1].tok, Tok::Punct(':'));
    }

    #[test]
    fn a_space_directive_joined_to_its_type_is_two_words() {
        let d = lex("{ .reg.b16 r; }").unwrap();
        assert_eq!(d[1].tok, Tok::Word(".reg".into()));
        assert_eq!(d[2].tok, Tok::Word(".b16".into()));
        assert_eq!(d[3].tok, Tok::Word("r".into()));
    }
}
