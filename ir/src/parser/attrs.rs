//! Attributes: parameter/return attributes (the ones [`ParamAttrs`] models
//! become fields, the rest are kept verbatim) and function attributes
//! (kept verbatim: keywords, `word(args)`, `word=value`, `"key"="value"`).

use super::lexer::Tok;
use super::{ParseError, Parser};
use crate::function::ParamAttrs;
use crate::printer::write_escaped;

/// Parameter attributes without arguments that are kept verbatim.
const PLAIN_PARAM_ATTRS: &[&str] = &[
    "nocapture",
    "nonnull",
    "inreg",
    "returned",
    "nofree",
    "nest",
    "readnone",
    "writeonly",
    "immarg",
    "noext",
    "swiftself",
    "swifterror",
    "swiftasync",
    "allocalign",
    "allocptr",
    "dead_on_unwind",
    "writable",
];

/// Parameter attributes followed by a parenthesised argument, kept verbatim.
const PAREN_PARAM_ATTRS: &[&str] = &[
    "sret",
    "byref",
    "preallocated",
    "inalloca",
    "elementtype",
    "dereferenceable",
    "dereferenceable_or_null",
    "alignstack",
    "range",
    "nofpclass",
    "initializes",
    "captures",
];

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
    pub(super) fn parse_param_attrs(&mut self) -> Result<(ParamAttrs, Vec<String>), ParseError> {
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
                "byval" => {
                    self.bump();
                    self.expect_punct('(')?;
                    a.byval = Some(self.parse_type()?);
                    self.expect_punct(')')?;
                    continue;
                }
                _ if PLAIN_PARAM_ATTRS.contains(&w.as_str()) => {
                    self.bump();
                    extra.push(w);
                    continue;
                }
                _ if PAREN_PARAM_ATTRS.contains(&w.as_str()) => {
                    self.bump();
                    if !self.is_punct('(') {
                        return self.err(format!("expected '(' after '{w}'"));
                    }
                    self.skip_balanced()?;
                    extra.push(self.text_since(start));
                    continue;
                }
                _ => return Ok((a, extra)),
            }
            self.bump();
        }
    }

    /// One function attribute, verbatim, if the current token starts one.
    /// `in_group` is true inside `attributes #N = { ... }`.
    pub(super) fn parse_fn_attr(&mut self, in_group: bool) -> Result<Option<String>, ParseError> {
        let start = self.pos;
        match self.peek().clone() {
            Tok::Str(key) => {
                self.bump();
                let mut text = String::from("\"");
                write_escaped(&mut text, &key);
                text.push('"');
                if self.eat_punct('=') {
                    let Tok::Str(value) = self.bump() else {
                        return self.err("expected a string attribute value");
                    };
                    text.push_str("=\"");
                    write_escaped(&mut text, &value);
                    text.push('"');
                }
                Ok(Some(text))
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
                }
                Ok(Some(self.text_since(start)))
            }
            _ => Ok(None),
        }
    }
}
