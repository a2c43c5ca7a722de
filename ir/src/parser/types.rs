//! Type syntax: `iN`, `half`..`double`, `ptr [addrspace(N)]`, `[N x T]`,
//! `<N x T>`, `{ ... }`, `<{ ... }>`, `%name`, `ret (params...)`, `void`,
//! `label`, `metadata`, `token`.

use super::lexer::Tok;
use super::{ParseError, Parser};
use crate::entities::Type;
use crate::types::TypeData;

impl Parser<'_> {
    /// Parses a type, including a trailing function parameter list.
    pub(super) fn parse_type(&mut self) -> Result<Type, ParseError> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> Result<Type, ParseError> {
        let mut t = self.parse_base_type()?;
        loop {
            if self.is_punct('(') {
                t = self.parse_fn_params(t)?;
            } else if self.is_punct('*') {
                return self.err("typed pointers are not supported in LLVM 19 IR; use 'ptr'");
            } else {
                return Ok(t);
            }
        }
    }

    /// `(T, T, ...)` after a return type.
    fn parse_fn_params(&mut self, ret: Type) -> Result<Type, ParseError> {
        self.expect_punct('(')?;
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.eat_punct(')') {
            loop {
                if *self.peek() == Tok::Ellipsis {
                    self.bump();
                    vararg = true;
                    self.expect_punct(')')?;
                    break;
                }
                params.push(self.parse_type()?);
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(self.m.types.function(ret, params, vararg))
    }

    fn parse_base_type(&mut self) -> Result<Type, ParseError> {
        match self.peek().clone() {
            Tok::Word(w) => {
                let types = &mut self.m.types;
                let t = match w.as_str() {
                    "void" => types.void(),
                    "half" => types.intern(TypeData::Half),
                    "bfloat" => types.intern(TypeData::BFloat),
                    "float" => types.float(),
                    "double" => types.double(),
                    "label" => types.intern(TypeData::Label),
                    "metadata" => types.intern(TypeData::Metadata),
                    "token" => types.intern(TypeData::Token),
                    "ptr" => {
                        self.bump();
                        let a = self.opt_addrspace()?;
                        return Ok(self.m.types.ptr(a));
                    }
                    _ if is_int_type(&w) => match w[1..].parse::<u32>() {
                        Ok(bits) if (1..=128).contains(&bits) => types.int(bits),
                        _ => return self.err(format!("unsupported integer width in '{w}' (1..=128)")),
                    },
                    _ => return self.err(format!("expected a type, found {}", self.describe())),
                };
                self.bump();
                Ok(t)
            }
            Tok::LocalVar(name) => {
                self.bump();
                Ok(self.m.types.named_struct(&name))
            }
            Tok::Punct('[') => {
                self.bump();
                let len = self.expect_u64()?;
                self.expect_word("x")?;
                let elem = self.parse_type()?;
                self.expect_punct(']')?;
                Ok(self.m.types.array(elem, len))
            }
            Tok::Punct('<') => {
                self.bump();
                if self.is_punct('{') {
                    let fields = self.parse_struct_fields()?;
                    self.expect_punct('>')?;
                    return Ok(self.m.types.literal_struct(fields, true));
                }
                if self.eat_word("vscale") {
                    return self.err("scalable vectors are not supported");
                }
                let len = self.expect_u32()?;
                self.expect_word("x")?;
                let elem = self.parse_type()?;
                self.expect_punct('>')?;
                Ok(self.m.types.vector(elem, len))
            }
            Tok::Punct('{') => {
                let fields = self.parse_struct_fields()?;
                Ok(self.m.types.literal_struct(fields, false))
            }
            _ => self.err(format!("expected a type, found {}", self.describe())),
        }
    }

    /// `{ T, T }` or `{}`.
    pub(super) fn parse_struct_fields(&mut self) -> Result<Vec<Type>, ParseError> {
        self.expect_punct('{')?;
        let mut fields = Vec::new();
        if self.eat_punct('}') {
            return Ok(fields);
        }
        loop {
            fields.push(self.parse_type()?);
            if self.eat_punct('}') {
                return Ok(fields);
            }
            self.expect_punct(',')?;
        }
    }

    /// `addrspace(N)` if present, else 0.
    pub(super) fn opt_addrspace(&mut self) -> Result<u32, ParseError> {
        if !self.eat_word("addrspace") {
            return Ok(0);
        }
        self.expect_punct('(')?;
        let a = self.expect_u32()?;
        self.expect_punct(')')?;
        Ok(a)
    }

    pub(super) fn expect_u64(&mut self) -> Result<u64, ParseError> {
        match self.peek().clone() {
            Tok::Int(s) => match s.parse::<u64>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => self.err(format!("expected an unsigned integer, found '{s}'")),
            },
            _ => self.err(format!("expected an integer, found {}", self.describe())),
        }
    }
}

fn is_int_type(w: &str) -> bool {
    w.len() > 1 && w.starts_with('i') && w[1..].bytes().all(|b| b.is_ascii_digit())
}
