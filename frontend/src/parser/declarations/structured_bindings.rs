//! The syntax of structured bindings (C++17): `auto [a, b] = e;`, `const auto& [x, y]
//! = s;`, `auto&& [k, v] = f();`, with `= e`, `(e)` or `{e}`, at block scope and as the
//! variable of a range-`for`.
//!
//! The parser declares the hidden holder variable itself: for a reference declarator, or
//! any non-array initializer, it is the `auto` variable the same specifiers and `&`/`&&`
//! would declare (`auto_variables`); for an array initializer without a reference it is
//! an array of the same length whose elements are copied from the initializer's. Sema
//! (`sema::structured_bindings`) decomposes the holder's type and enters the names.

use crate::il::{Expr, Stmt};
use crate::sema::structured_bindings::{declare_binding_names, Binding};
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;

use super::{DeclOp, DeclSpec, Storage};
use crate::parser::{PResult, Parser, Recover};

/// The part of a structured binding after its specifiers and before its initializer.
pub(in crate::parser) struct BindingHead {
    /// `&` or `&&` before the `[`, if any.
    ops: Vec<DeclOp>,
    /// The names between the brackets.
    names: Vec<(Sym, Span)>,
    /// The span of `[`.
    open: Span,
}

impl<'a> Parser<'_, 'a> {
    /// Whether a structured binding's `[` (possibly after `&` or `&&`) comes next; an
    /// attribute's `[[` does not count.
    pub(in crate::parser) fn at_structured_binding(&self) -> bool {
        let n = usize::from(matches!(self.peek(), K::Amp | K::AmpAmp));
        self.peek_at(n) == K::LBracket && self.peek_at(n + 1) != K::LBracket
    }

    /// `&`/`&&`, then `[a, b, ...]`.
    pub(in crate::parser) fn binding_head(&mut self) -> PResult<BindingHead> {
        let mut ops = Vec::new();
        match self.peek() {
            K::Amp => ops.push(DeclOp::Reference(self.bump().span)),
            K::AmpAmp => ops.push(DeclOp::RvalueReference(self.bump().span)),
            _ => {}
        }
        let open = self.expect(K::LBracket, "[")?.span;
        let mut names = Vec::new();
        loop {
            if self.peek() != K::Ident {
                self.error_here("expected an identifier");
                return Err(Recover);
            }
            let t = self.bump();
            names.push((t.text, t.span));
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RBracket, "]")?;
        Ok(BindingHead { ops, names, open })
    }

    /// A structured binding declaration in a block, after its specifiers (`spec` says
    /// `auto`), up to but not including the `;`.
    pub(in crate::parser) fn structured_binding_declaration(&mut self, spec: &DeclSpec) -> PResult<&'a Stmt<'a>> {
        if spec.storage != Storage::None || spec.mem_space.is_some() {
            self.error_at(
                spec.span,
                "a structured binding cannot declare an explicit storage class",
            );
            return Err(Recover);
        }
        let head = self.binding_head()?;
        let Some(init) = self.auto_initializer()? else {
            self.error_here("missing initializer");
            return Err(Recover);
        };
        self.bind_structured(spec, &head, init)
    }

    /// Declares the holder of `head`'s names initialized by `init`, and the names; the
    /// holder's declaration is the statement.
    pub(in crate::parser) fn bind_structured(
        &mut self,
        spec: &DeclSpec,
        head: &BindingHead,
        init: &'a Expr<'a>,
    ) -> PResult<&'a Stmt<'a>> {
        let end = self.prev_span();
        let (holder_name, stmt) = self
            .sema
            .declare_binding_holder(spec.auto_specifiers(), &head.names, &head.ops, head.open, init, end)
            .ok_or(Recover)?;
        let binding = Binding {
            holder_name,
            holder_stmt: stmt,
            ops: &head.ops,
            names: &head.names,
            open: head.open,
            end,
        };
        Ok(declare_binding_names(self, binding, init))
    }
}
