//! Splits LLVM assembly text into tokens with line/column positions.
//!
//! The token kinds mirror LLVM's lexer: sigiled names (`%x`, `@g`, `!md`,
//! numbered `%3`), labels (`name:`), strings, integer and floating literals
//! (decimal and the `0x`/`0xH`/`0xR`/`0xK`/`0xL`/`0xM` hex forms), bare words
//! (keywords and types) and punctuation. Comments (`;` to end of line) vanish.

use super::ParseError;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    /// `%name` or `%"quoted name"`
    LocalVar(String),
    /// `%7`
    LocalId(u32),
    /// `@name`
    GlobalVar(String),
    /// `@7`
    GlobalId(u32),
    /// `!name` (named metadata or an attachment kind)
    MdVar(String),
    /// `!7`
    MdId(u32),
    /// `!"text"`
    MdString(Vec<u8>),
    /// A lone `!` (before `{`, or a specialized node name like `!DILocation`).
    Exclaim,
    /// `#7`
    AttrGroup(u32),
    /// `name:`, `7:` or `"quoted":`
    Label(String),
    /// `"text"` with escapes decoded
    Str(Vec<u8>),
    /// `c"text"`
    CStr(Vec<u8>),
    /// A decimal integer, sign included, as written.
    Int(String),
    /// A decimal floating literal as written (`1.5`, `-2.0e+10`).
    Float(String),
    /// A hex floating literal: kind letter (`'\0'` for plain `0x`) and digits.
    HexFloat(char, String),
    /// A keyword, type name or other bare word.
    Word(String),
    /// One of `= , ( ) [ ] { } < > * :`.
    Punct(char),
    /// `...`
    Ellipsis,
    Eof,
}

/// A token and where it starts (1-based line and column, byte offsets).
#[derive(Clone, Debug)]
pub(crate) struct Token {
    pub tok: Tok,
    pub line: u32,
    pub col: u32,
    /// Byte range in the source text.
    pub start: usize,
    pub end: usize,
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    line_start: usize,
}

/// Tokenizes `text`; the last token is always [`Tok::Eof`].
pub(crate) fn lex(text: &str) -> Result<Vec<Token>, ParseError> {
    let mut lx = Lexer {
        src: text.as_bytes(),
        pos: 0,
        line: 1,
        line_start: 0,
    };
    let mut out = Vec::new();
    loop {
        lx.skip_space();
        let (line, col, start) = (lx.line, lx.col(), lx.pos);
        let tok = lx.next_tok()?;
        let done = tok == Tok::Eof;
        out.push(Token {
            tok,
            line,
            col,
            start,
            end: lx.pos,
        });
        if done {
            return Ok(out);
        }
    }
}

impl Lexer<'_> {
    fn col(&self) -> u32 {
        (self.pos - self.line_start + 1) as u32
    }

    fn peek_at(&self, k: usize) -> u8 {
        self.src.get(self.pos + k).copied().unwrap_or(0)
    }

    fn err(&self, msg: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            col: self.col(),
            message: msg.into(),
        }
    }

    fn skip_space(&mut self) {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b';' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    /// Reads a `"..."` string starting at the opening quote, decoding `\\` and `\XX`.
    fn string(&mut self) -> Result<Vec<u8>, ParseError> {
        let (line, col) = (self.line, self.col());
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.src.get(self.pos).copied() {
                None => {
                    return Err(ParseError {
                        line,
                        col,
                        message: "unterminated string".into(),
                    })
                }
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    let (a, b) = (self.peek_at(1), self.peek_at(2));
                    if a == b'\\' {
                        out.push(b'\\');
                        self.pos += 2;
                    } else if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() {
                        let hex = [a, b];
                        let s = std::str::from_utf8(&hex).unwrap_or("00");
                        out.push(u8::from_str_radix(s, 16).unwrap_or(0));
                        self.pos += 3;
                    } else {
                        out.push(b'\\');
                        self.pos += 1;
                    }
                }
                Some(b'\n') => {
                    out.push(b'\n');
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                Some(c) => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    fn digits(&mut self) -> &str {
        let start = self.pos;
        while self.peek_at(0).is_ascii_digit() {
            self.pos += 1;
        }
        std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("")
    }

    fn number_id(&mut self) -> Result<u32, ParseError> {
        let d = self.digits().to_string();
        d.parse().map_err(|_| self.err(format!("number '{d}' is too large")))
    }

    /// Reads a bare name (`[-a-zA-Z$._0-9]+`), decoding `\XX` escapes as LLVM
    /// allows in metadata names.
    fn bare_name(&mut self) -> String {
        let mut out = Vec::new();
        loop {
            let c = self.peek_at(0);
            if is_name_char(c) {
                out.push(c);
                self.pos += 1;
            } else if c == b'\\' && self.peek_at(1).is_ascii_hexdigit() && self.peek_at(2).is_ascii_hexdigit() {
                let hex = [self.peek_at(1), self.peek_at(2)];
                let s = std::str::from_utf8(&hex).unwrap_or("00");
                out.push(u8::from_str_radix(s, 16).unwrap_or(0));
                self.pos += 3;
            } else {
                break;
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    /// After a sigil: a number, a quoted name or a bare name.
    fn sigiled(&mut self, numbered: fn(u32) -> Tok, named: fn(String) -> Tok) -> Result<Tok, ParseError> {
        let c = self.peek_at(0);
        if c.is_ascii_digit() {
            return Ok(numbered(self.number_id()?));
        }
        if c == b'"' {
            let s = self.string()?;
            return Ok(named(String::from_utf8_lossy(&s).into_owned()));
        }
        if is_name_char(c) {
            return Ok(named(self.bare_name()));
        }
        Err(self.err("expected a name after the sigil"))
    }

    fn next_tok(&mut self) -> Result<Tok, ParseError> {
        let Some(&c) = self.src.get(self.pos) else {
            return Ok(Tok::Eof);
        };
        match c {
            b'%' => {
                self.pos += 1;
                self.sigiled(Tok::LocalId, Tok::LocalVar)
            }
            b'@' => {
                self.pos += 1;
                self.sigiled(Tok::GlobalId, Tok::GlobalVar)
            }
            b'!' => {
                self.pos += 1;
                let n = self.peek_at(0);
                if n.is_ascii_digit() {
                    Ok(Tok::MdId(self.number_id()?))
                } else if n == b'"' {
                    Ok(Tok::MdString(self.string()?))
                } else if n.is_ascii_alphabetic() || matches!(n, b'-' | b'$' | b'.' | b'_' | b'\\') {
                    let name = self.bare_name();
                    if name.starts_with("DI") || name.starts_with("Gen") {
                        // Specialized nodes (`!DILocation(...)`) are words after a `!`.
                        Ok(Tok::Word(format!("!{name}")))
                    } else {
                        Ok(Tok::MdVar(name))
                    }
                } else {
                    Ok(Tok::Exclaim)
                }
            }
            b'#' => {
                self.pos += 1;
                if self.peek_at(0).is_ascii_digit() {
                    Ok(Tok::AttrGroup(self.number_id()?))
                } else {
                    Ok(Tok::Word(format!("#{}", self.bare_name())))
                }
            }
            b'"' => {
                let s = self.string()?;
                if self.peek_at(0) == b':' {
                    self.pos += 1;
                    Ok(Tok::Label(String::from_utf8_lossy(&s).into_owned()))
                } else {
                    Ok(Tok::Str(s))
                }
            }
            b'.' if self.peek_at(1) == b'.' && self.peek_at(2) == b'.' => {
                self.pos += 3;
                Ok(Tok::Ellipsis)
            }
            b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b'|' => {
                self.pos += 1;
                Ok(Tok::Punct(c as char))
            }
            b':' => {
                self.pos += 1;
                Ok(Tok::Punct(':'))
            }
            b'c' if self.peek_at(1) == b'"' => {
                self.pos += 1;
                Ok(Tok::CStr(self.string()?))
            }
            b'0' if self.peek_at(1) == b'x' => self.hex(),
            b'-' | b'+' if self.peek_at(1).is_ascii_digit() => self.number(),
            b'0'..=b'9' => self.number(),
            _ if is_name_char(c) => {
                let w = self.bare_name();
                if self.peek_at(0) == b':' {
                    self.pos += 1;
                    Ok(Tok::Label(w))
                } else {
                    Ok(Tok::Word(w))
                }
            }
            _ => Err(self.err(format!("unexpected character '{}'", char::from(c).escape_default()))),
        }
    }

    fn hex(&mut self) -> Result<Tok, ParseError> {
        self.pos += 2;
        let kind = match self.peek_at(0) {
            k @ (b'K' | b'L' | b'M' | b'H' | b'R') => {
                self.pos += 1;
                k as char
            }
            _ => '\0',
        };
        let start = self.pos;
        while self.peek_at(0).is_ascii_hexdigit() {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.err("expected hex digits"));
        }
        let digits = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
        Ok(Tok::HexFloat(kind, digits))
    }

    fn number(&mut self) -> Result<Tok, ParseError> {
        let start = self.pos;
        if matches!(self.peek_at(0), b'-' | b'+') {
            self.pos += 1;
        }
        self.digits();
        let mut is_float = false;
        if self.peek_at(0) == b'.' {
            is_float = true;
            self.pos += 1;
            self.digits();
            if matches!(self.peek_at(0), b'e' | b'E') {
                let save = self.pos;
                self.pos += 1;
                if matches!(self.peek_at(0), b'-' | b'+') {
                    self.pos += 1;
                }
                if self.digits().is_empty() {
                    self.pos = save;
                }
            }
        } else if is_name_char(self.peek_at(0)) || self.peek_at(0) == b':' {
            // A label or name that starts with digits (`3:`, `1abc:`).
            while is_name_char(self.peek_at(0)) {
                self.pos += 1;
            }
            let w = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
            if self.peek_at(0) == b':' {
                self.pos += 1;
                return Ok(Tok::Label(w));
            }
            return Err(self.err(format!("malformed number '{w}'")));
        }
        let text = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
        Ok(if is_float { Tok::Float(text) } else { Tok::Int(text) })
    }
}
