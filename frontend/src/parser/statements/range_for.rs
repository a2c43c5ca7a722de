//! Range-based `for`, its syntax: `for (decl : range) body`; the iteration (array or
//! `begin`/`end`, the iterator's operators), the loop variable declared from the current
//! element and the loop are Sema's ([`crate::sema::range_for`]). `auto`
//! in `decl` is deduced from `*begin` as in
//! [`crate::parser::declarations::auto_variables`].

use crate::il::{Stmt, StmtKind};
use crate::sema::range_for::{build_range_iteration, Iteration};
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
        self.sema.enter_block_scope();
        let ty = if spec.is_auto {
            self.deduce_auto(&spec, &d.ops, it.current)
        } else {
            self.build_type(spec.ty, &d.ops)
        };
        let ty = match ty {
            Ok(t) => t,
            Err(e) => {
                self.sema.leave_block_scope();
                return Err(e);
            }
        };
        let var = self.sema.declare_range_variable(name, ty, name_span, it.current);
        self.sema.enter_loop();
        let body = self.statement();
        self.sema.exit_loop();
        self.sema.leave_block_scope();
        let body = self.sema.range_for_body(var, body?);
        Ok(self.range_loop(span, it, body))
    }

    /// `for (auto [a, b] : range) body`, after the binding's `]`.
    fn range_for_binding(
        &mut self,
        span: Span,
        spec: &crate::parser::declarations::DeclSpec,
        head: &crate::parser::declarations::structured_bindings::BindingHead,
    ) -> PResult<&'a Stmt<'a>> {
        let it = self.range_iteration()?;
        self.sema.enter_block_scope();
        let holder = self.bind_structured(spec, head, it.current);
        self.sema.enter_loop();
        let body = holder.and_then(|_| self.statement());
        self.sema.exit_loop();
        self.sema.leave_block_scope();
        let list = self.arena.alloc_slice_fill_iter([*holder?, *body?]);
        let body = self.stmt(StmtKind::Compound(list), span);
        Ok(self.range_loop(span, it, body))
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
    fn range_loop(&mut self, span: Span, it: Iteration<'a>, body: &'a Stmt<'a>) -> &'a Stmt<'a> {
        let end = self.prev_span();
        self.sema.finish_range_for(span, it, body, end)
    }
}
