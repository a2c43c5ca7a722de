//! Range-based `for`, its syntax: `for (decl : range) body`; the iteration (array or
//! `begin`/`end`, the iterator's operators), the loop variable declared from the current
//! element and the loop are Sema's ([`crate::sema::range_for`]). `auto`
//! in `decl` is deduced from `*begin` as in
//! [`crate::parser::declarations::auto_variables`].

use crate::il::Stmt;
use crate::sema::block_scopes::ScopeKind;
use crate::sema::range_for::{build_range_iteration, Iteration, RangeForBody};
use crate::source::Span;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `for (decl : range) body`, after `for (`.
    pub(in crate::parser) fn range_for(&mut self, span: Span) -> PResult<&'a Stmt<'a>> {
        let spec = self.decl_specifiers()?;
        if spec.is_auto && self.at_structured_binding() {
            let head = self.binding_head()?;
            return self.range_for_binding(span, &spec, &head);
        }
        let d = self.declarator(false)?;
        let Some((name, name_span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let it = self.range_iteration()?;
        // The loop variable, declared in the body's scope.
        let (var, body) = self.in_block_scope(|p| {
            let ty = match spec.is_auto {
                true => p.deduce_auto(&spec, &d.ops, it.current),
                false => p.build_type(spec.ty, &d.ops),
            }?;
            let var = p.sema.declare_range_variable(name, ty, name_span, it.current);
            Ok((var, p.in_scope(ScopeKind::LoopBody, |p| p.statement())))
        })?;
        Ok(self.range_loop(span, it, RangeForBody::Variable(var, body?)))
    }

    /// `for (auto [a, b] : range) body`, after the binding's `]`.
    fn range_for_binding(
        &mut self,
        span: Span,
        spec: &crate::parser::declarations::DeclSpec,
        head: &crate::parser::declarations::structured_bindings::BindingHead,
    ) -> PResult<&'a Stmt<'a>> {
        let it = self.range_iteration()?;
        let (holder, body) = self.in_block_scope(|p| {
            let holder = p.bind_structured(spec, head, it.current);
            let body = p.in_scope(ScopeKind::LoopBody, |p| holder.and_then(|_| p.statement()));
            (holder, body)
        });
        Ok(self.range_loop(span, it, RangeForBody::Bindings(holder?, body?)))
    }

    /// `: range)`: how to iterate over the range.
    fn range_iteration(&mut self) -> PResult<Iteration<'a>> {
        self.expect(K::Colon, ":")?;
        // `for (int x : {1, 2, 3})` iterates over a std::initializer_list<int>.
        let range = if self.peek() == K::LBrace {
            self.deduced_initializer_list()?
        } else {
            self.nested(|p| p.expr())?
        };
        self.expect(K::RParen, ")")?;
        build_range_iteration(self, range).ok_or(Recover)
    }

    /// The `for` loop of iteration `it` around `body` (which declares the loop variable).
    fn range_loop(&mut self, span: Span, it: Iteration<'a>, body: RangeForBody<'a>) -> &'a Stmt<'a> {
        let end = self.prev_span();
        self.sema.finish_range_for(span, it, body, end)
    }
}
