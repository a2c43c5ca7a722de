//! Attributes: parameter/return attributes (the ones [`ParamAttrs`] models
//! become fields, the rest [`ParamAttr`]s) and function attributes
//! ([`FnAttr`]: table keywords, `"key"="value"`, the rest verbatim:
//! `word(args)`, `word=value`, unknown keywords). The keyword tables are in
//! `attributes.rs`.

use super::lexer::Tok;
use super::{ParseError, Parser};
use crate::attributes::{FnAttr, ParamAttr};
use crate::function::ParamAttrs;

/// Words after a function's `)` that are not function attributes.
const FN_HEADER_KEYWORDS: &[&str] = &[
    "section",
    "partition",
    "comdat",
    "align",
    "gc",
    "prefix",
    "prologue",
    "personality",
    "unnamed_addr",
    "local_unnamed_addr",
    "addrspace",
    // Starts of the next top-level entity after a declaration.
    "define",
    "declare",
    "attributes",
    "target",
    "source_filename",
    "module",
    "uselistorder",
    "uselistorder_bb",
];

impl Parser<'_> {
    /// Parameter or return attributes, stopping at the first token that is not one.
    pub(super) fn parse_param_attrs(&mut self) -> Result<(ParamAttrs, Vec<ParamAttr>), ParseError> {
        let mut a = ParamAttrs::default();
        let mut extra = Vec::new();
        loop {
            let Some(w) = self.word().map(str::to_string) else {
                return Ok((a, extra));
            };
            let start = self.pos;
            match w.as_str() {
                "noundef" => a.noundef = true,
                "signext" => a.signext = true,
                "zeroext" => a.zeroext = true,
                "noalias" => a.noalias = true,
                "readonly" => a.readonly = true,
                "align" => {
                    self.bump();
                    let n = if self.eat_punct('(') {
                        let n = self.expect_u32()?;
                        self.expect_punct(')')?;
                        n
                    } else {
                        self.expect_u32()?
                    };
                    a.align = Some(n);
                    continue;
                }
                "byval" | "sret" => {
                    self.bump();
                    self.expect_punct('(')?;
                    let ty = Some(self.parse_type()?);
                    if w == "byval" {
                        a.byval = ty;
                    } else {
                        a.sret = ty;
                    }
                    self.expect_punct(')')?;
                    continue;
                }
                _ if ParamAttr::from_keyword(&w).is_some() => {
                    self.bump();
                    extra.extend(ParamAttr::from_keyword(&w));
                    continue;
                }
                _ if ParamAttr::WITH_ARGUMENT.contains(&w.as_str()) => {
                    self.bump();
                    if !self.is_punct('(') {
                        return self.err(format!("expected '(' after '{w}'"));
                    }
                    self.skip_balanced()?;
                    extra.push(ParamAttr::Other(self.text_since(start)));
                    continue;
                }
                _ => return Ok((a, extra)),
            }
            self.bump();
        }
    }

    /// One function attribute, if the current token starts one.
    /// `in_group` is true inside `attributes #N = { ... }`.
    pub(super) fn parse_fn_attr(&mut self, in_group: bool) -> Result<Option<FnAttr>, ParseError> {
        let start = self.pos;
        match self.peek().clone() {
            Tok::Str(key) => {
                self.bump();
                let key = String::from_utf8_lossy(&key).into_owned();
                let mut value = None;
                if self.eat_punct('=') {
                    let Tok::Str(v) = self.bump() else {
                        return self.err("expected a string attribute value");
                    };
                    value = Some(String::from_utf8_lossy(&v).into_owned());
                }
                Ok(Some(FnAttr::Str(key, value)))
            }
            Tok::Word(w) => {
                if !in_group && FN_HEADER_KEYWORDS.contains(&w.as_str()) {
                    return Ok(None);
                }
                if w.starts_with('!') || w.starts_with('#') || w.starts_with('$') {
                    return Ok(None);
                }
                self.bump();
                if self.is_punct('(') {
                    self.skip_balanced()?;
                } else if in_group && self.eat_punct('=') {
                    self.bump();
                } else if let Some(kw) = FnAttr::from_keyword(&w) {
                    return Ok(Some(kw));
                }
                Ok(Some(FnAttr::Other(self.text_since(start))))
            }
            _ => Ok(None),
        }
    }
}
