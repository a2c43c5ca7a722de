//! Alignment specifiers: C++ `alignas(n)` / `alignas(T)` and the GNU attribute
//! `aligned(n)`, which CUDA's `__align__(n)` and `__builtin_align__(n)` expand to (the
//! preprocessor predefines both, as nvcc's `host_defines.h` does). A specifier only
//! records the requested alignment in `pending_align`; the declaration it belongs to
//! takes it: a record definition, a data member or a variable. A request below the
//! natural alignment is ignored (nvcc warns, without `packed` nothing shrinks).

use crate::parser::{PResult, Parser};
use crate::source::Span;
use crate::token::TokenKind as K;

/// Attributes that shape a layout, of a record's head or of a member's declarator.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::parser) struct LayoutAttrs {
    /// `__align__(n)`, `alignas(n)`, `aligned(n)`: the requested alignment and where.
    pub align: Option<(u64, Span)>,
    /// `__attribute__((packed))`.
    pub packed: bool,
}

impl LayoutAttrs {
    /// Both sets of attributes (the larger alignment).
    pub fn or(self, other: LayoutAttrs) -> LayoutAttrs {
        LayoutAttrs {
            align: match (self.align, other.align) {
                (Some(a), Some(b)) => Some(if b.0 > a.0 { b } else { a }),
                (a, b) => a.or(b),
            },
            packed: self.packed || other.packed,
        }
    }
}

impl<'a> Parser<'_, 'a> {
    /// Whether the token at offset `n` begins `alignas(`.
    pub(in crate::parser) fn is_alignas_at(&self, n: usize) -> bool {
        self.peek_at(n) == K::Ident && self.peek_at(n + 1) == K::LParen && self.text(self.tok_at(n)) == "alignas"
    }

    /// `alignas(constant-expression)` or `alignas(type-id)`; the current token is `alignas`.
    pub(in crate::parser) fn alignas_specifier(&mut self) -> PResult<()> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        if self.at_type_name_at(0) {
            let ty = self.type_name()?;
            let a = self.sema.alignment_of_type(ty);
            self.request_align(a, kw.span);
        } else {
            self.alignment_expr("alignas", kw.span)?;
        }
        self.expect(K::RParen, ")")?;
        Ok(())
    }

    /// The `(n)` after GNU `aligned` (the previous token, at `at`). Without an argument,
    /// `aligned` asks for the target's largest useful alignment, 16 on x86-64.
    pub(in crate::parser) fn aligned_attribute_arg(&mut self, at: Span) -> PResult<()> {
        if self.peek() != K::LParen {
            self.request_align(16, at);
            return Ok(());
        }
        self.bump();
        self.alignment_expr("aligned", at)?;
        self.expect(K::RParen, ")")?;
        Ok(())
    }

    /// An integer constant alignment: a power of two, or 0 (no request), as nvcc takes
    /// it (`Sema::alignment_value`).
    fn alignment_expr(&mut self, attr: &str, at: Span) -> PResult<()> {
        let e = self.nested(|p| p.assign_expr())?;
        if let Some(a) = self.sema.alignment_value(attr, e) {
            self.request_align(a, at);
        }
        Ok(())
    }

    /// Records a requested alignment; several on one declaration take the largest.
    fn request_align(&mut self, a: u64, at: Span) {
        if self.pending_align.is_none_or(|(p, _)| a > p) {
            self.pending_align = Some((a, at));
        }
    }

    /// Skips attributes and `alignas` without evaluating them: in a class template's head
    /// they may name template parameters, and each instance evaluates them when its
    /// definition is parsed.
    pub(in crate::parser) fn skip_attribute_syntax(&mut self) {
        loop {
            let gnu =
                self.peek() == K::Ident && self.text(self.tok()) == "__attribute__" && self.peek_at(1) == K::LParen;
            let (open, close) = if gnu || self.is_alignas_at(0) {
                self.bump();
                (K::LParen, K::RParen)
            } else if self.peek() == K::LBracket && self.peek_at(1) == K::LBracket {
                (K::LBracket, K::RBracket)
            } else {
                return;
            };
            let mut depth = 0i32;
            loop {
                let k = self.bump().kind;
                if k == open {
                    depth += 1;
                } else if k == close {
                    depth -= 1;
                }
                if depth == 0 || k == K::Eof {
                    break;
                }
            }
        }
    }

    /// Attributes here: right after `struct`/`class`/`union` (`struct __align__(16) S`,
    /// `struct __attribute__((packed)) S`) or after a member's declarator (`int x
    /// __attribute__((packed));`): the alignment they request and whether they pack. An
    /// alignment pending from before (for the declared variable) is kept for it.
    pub(in crate::parser) fn layout_attributes(&mut self) -> LayoutAttrs {
        let outer = self.pending_align.take();
        let outer_packed = std::mem::take(&mut self.pending_packed);
        while self.skip_attributes() {}
        LayoutAttrs {
            align: std::mem::replace(&mut self.pending_align, outer),
            packed: std::mem::replace(&mut self.pending_packed, outer_packed),
        }
    }

    /// Whether GNU attributes right after a record's closing brace (the next tokens, not
    /// consumed) include `packed`, which changes the layout of the members before it.
    pub(in crate::parser) fn tail_attributes_pack(&self) -> bool {
        let mut n = 0;
        while self.peek_at(n) == K::Ident
            && self.text(self.tok_at(n)) == "__attribute__"
            && self.peek_at(n + 1) == K::LParen
        {
            let mut depth = 0i32;
            n += 1;
            loop {
                let t = self.tok_at(n);
                n += 1;
                match t.kind {
                    K::LParen => depth += 1,
                    K::RParen => depth -= 1,
                    K::Ident if depth == 2 && matches!(self.text(t), "packed" | "__packed__") => return true,
                    K::Eof => return false,
                    _ => {}
                }
                if depth == 0 {
                    break;
                }
            }
        }
        false
    }

    /// Checks the arguments of a GNU `abi_tag` attribute (its name consumed), consuming
    /// them: one or more narrow string literals (`abi_tag("v2", "cxx11")`), which
    /// [`Parser::abi_tags_ahead`] read as the tags. Without arguments it is an inline
    /// namespace's (`inline namespace __attribute__((abi_tag)) v1`).
    pub(in crate::parser) fn check_abi_tag_arguments(&mut self) {
        if self.peek() != K::LParen {
            return;
        }
        if self.peek_at(1) == K::RParen {
            let span = self.span();
            self.sema
                .diags
                .standing_error_once(span, "wrong number of arguments specified for attribute \"abi_tag\"");
            self.bump();
            self.bump();
            return;
        }
        self.bump();
        loop {
            let first = self.span();
            let mut last = first;
            let mut narrow_strings = true;
            let mut depth = 0i32;
            let mut empty = true;
            while self.peek() != K::Eof && (depth > 0 || !matches!(self.peek(), K::Comma | K::RParen)) {
                let t = self.bump();
                empty = false;
                last = t.span;
                match t.kind {
                    // `u8"..."` is narrow; `L"..."`, `u"..."`, `U"..."` are not.
                    K::StrLit => {
                        narrow_strings &= crate::literal::parse_string_units(self.text(t))
                            .is_ok_and(|(kind, _)| kind == crate::literal::StringKind::Narrow);
                    }
                    K::LParen | K::LBracket | K::LBrace => {
                        depth += 1;
                        narrow_strings = false;
                    }
                    K::RParen | K::RBracket | K::RBrace => depth -= 1,
                    _ => narrow_strings = false,
                }
            }
            if empty || !narrow_strings {
                let span = Span::new(first.file, first.start, last.end.max(first.start));
                self.sema.diags.standing_error_once(
                    span,
                    "arguments to the \"abi_tag\" attribute must be narrow string literals",
                );
            }
            if !self.eat(K::Comma) {
                break;
            }
        }
        // A missing `)` is the delimiter check's to report (`parser::delimiters`).
        self.eat(K::RParen);
    }

    /// The strings of the GNU `abi_tag` attributes among the attributes at the current
    /// token (`__attribute__((abi_tag("v2")))`, `[[gnu::abi_tag("v2")]]`), not consumed.
    pub(in crate::parser) fn abi_tags_ahead(&self) -> Vec<String> {
        let mut tags = Vec::new();
        let mut n = 0;
        while let Some(len) = self.attribute_len_at(n) {
            let mut k = n;
            while k + 1 < n + len {
                let t = self.tok_at(k);
                if t.kind == K::Ident && self.text(t) == "abi_tag" && self.peek_at(k + 1) == K::LParen {
                    k += 2;
                    while self.peek_at(k) == K::StrLit || self.peek_at(k) == K::Comma {
                        let s = self.tok_at(k);
                        if s.kind == K::StrLit {
                            tags.push(self.text(s).trim_matches('"').to_string());
                        }
                        k += 1;
                    }
                }
                k += 1;
            }
            n += len;
        }
        tags
    }
}
