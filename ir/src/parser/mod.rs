//! A parser for LLVM 19 assembly text, producing a [`Module`].
//!
//! It reads everything [`crate::printer`] writes (so `print(parse(print(m)))`
//! equals `print(m)`) plus what hand-written test IR commonly holds:
//! comments, `source_filename`, `dso_local`/`unnamed_addr`/visibility
//! keywords (accepted and dropped), call-site attributes and instruction
//! metadata attachments (dropped), and constructs NVVM rejects (invoke,
//! landingpad, atomic load/store, ...) so the verifier can diagnose them.
//!
//! Parsing runs in three steps: [`lexer`] turns the text into tokens; a
//! pre-scan creates every named struct, global and function in text order so
//! later text can refer to earlier or later symbols; then one pass builds
//! each entity. Within a function, forward references to values are patched
//! when the function ends; forward references to blocks create the block.
//! Bad input yields a [`ParseError`] with a position, never a panic.

mod attrs;
mod body;
mod constants;
mod instructions;
mod lexer;
mod metadata;
mod module_items;
mod types;

use crate::entities::{FuncId, GlobalId};
use crate::module::Module;
use lexer::{Tok, Token};
use rustc_hash::FxHashMap;
use std::fmt;

/// Why and where parsing failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes).
    pub col: u32,
    /// What is wrong, in llvm-as's words where it has them.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: error: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses LLVM assembly text into a module.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let toks = lexer::lex(text)?;
    let mut p = Parser {
        src: text,
        toks,
        pos: 0,
        m: Module::default(),
        depth: 0,
        numbered_globals: Vec::new(),
        attr_groups: FxHashMap::default(),
        fn_group_refs: Vec::new(),
        kernel_attachments: Vec::new(),
        md: metadata::MdState::default(),
    };
    p.prescan()?;
    p.module()?;
    Ok(p.m)
}

/// A module-level symbol: a global variable or a function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum GlobalRef {
    Var(GlobalId),
    Func(FuncId),
}

/// Deepest nesting of types, constants or metadata accepted (keeps
/// recursion bounded on hostile input).
const MAX_DEPTH: u32 = 200;

pub(crate) struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    m: Module,
    depth: u32,
    /// `@N` symbols in definition order.
    numbered_globals: Vec<GlobalRef>,
    /// `attributes #N = { ... }`, verbatim attribute texts.
    attr_groups: FxHashMap<u32, Vec<crate::attributes::FnAttr>>,
    /// Functions' `#N` references, expanded once all groups are known.
    fn_group_refs: Vec<(FuncId, u32, Token)>,
    /// Functions whose header carries `!nvvm.kernel`.
    kernel_attachments: Vec<FuncId>,
    md: metadata::MdState,
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos.min(self.toks.len() - 1)].tok
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    fn token(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    /// An error at the current token.
    fn err<T>(&self, msg: impl Into<String>) -> Result<T, ParseError> {
        Err(self.err_here(msg))
    }

    fn err_here(&self, msg: impl Into<String>) -> ParseError {
        let t = self.token();
        ParseError {
            line: t.line,
            col: t.col,
            message: msg.into(),
        }
    }

    fn err_at(t: &Token, msg: impl Into<String>) -> ParseError {
        ParseError {
            line: t.line,
            col: t.col,
            message: msg.into(),
        }
    }

    /// A short description of the current token for messages.
    fn describe(&self) -> String {
        let t = self.token();
        match &t.tok {
            Tok::Eof => "end of input".into(),
            _ => {
                let mut end = t.end.min(t.start + 40);
                while !self.src.is_char_boundary(end) {
                    end -= 1;
                }
                format!("'{}'", self.src.get(t.start..end).unwrap_or("?"))
            }
        }
    }

    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}', found {}", self.describe()))
        }
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(x) if x == w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_word(&mut self, w: &str) -> Result<(), ParseError> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err(format!("expected '{w}', found {}", self.describe()))
        }
    }

    fn word(&self) -> Option<&str> {
        match self.peek() {
            Tok::Word(w) => Some(w),
            _ => None,
        }
    }

    fn expect_u32(&mut self) -> Result<u32, ParseError> {
        match self.peek().clone() {
            Tok::Int(s) => match s.parse::<u32>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => self.err(format!("expected an unsigned 32-bit integer, found '{s}'")),
            },
            _ => self.err(format!("expected an integer, found {}", self.describe())),
        }
    }

    fn expect_string(&mut self) -> Result<String, ParseError> {
        match self.bump() {
            Tok::Str(s) => Ok(String::from_utf8_lossy(&s).into_owned()),
            _ => {
                self.pos = self.pos.saturating_sub(1);
                self.err(format!("expected a string, found {}", self.describe()))
            }
        }
    }

    /// Enters one level of nesting, failing past [`MAX_DEPTH`].
    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("nesting too deep");
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Skips a balanced `(...)`, `[...]` or `{...}` group starting at the current token.
    fn skip_balanced(&mut self) -> Result<(), ParseError> {
        let open = match self.peek() {
            Tok::Punct(c @ ('(' | '[' | '{')) => *c,
            _ => return Ok(()),
        };
        let close = match open {
            '(' => ')',
            '[' => ']',
            _ => '}',
        };
        let start = self.token().clone();
        let mut depth = 0usize;
        loop {
            match self.bump() {
                Tok::Punct(c) if c == open => depth += 1,
                Tok::Punct(c) if c == close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => return Err(Self::err_at(&start, format!("unbalanced '{open}'"))),
                _ => {}
            }
        }
    }

    /// The source text from token index `from` up to (not including) the current token.
    fn text_since(&self, from: usize) -> String {
        let start = self.toks[from].start;
        let end = self.toks[self.pos.saturating_sub(1).max(from)].end;
        self.src.get(start..end).unwrap_or("").to_string()
    }

    /// The symbol `@name` or `@N` at the current token, consumed.
    fn global_ref(&mut self) -> Result<GlobalRef, ParseError> {
        let r = match self.peek() {
            Tok::GlobalVar(name) => {
                if let Some(g) = self.m.global_by_name(name) {
                    Some(GlobalRef::Var(g))
                } else {
                    self.m.function_by_name(name).map(GlobalRef::Func)
                }
            }
            Tok::GlobalId(n) => self.numbered_globals.get(*n as usize).copied(),
            _ => return self.err(format!("expected a global name, found {}", self.describe())),
        };
        match r {
            Some(r) => {
                self.bump();
                Ok(r)
            }
            None => self.err(format!("use of undefined global {}", self.describe())),
        }
    }
}
