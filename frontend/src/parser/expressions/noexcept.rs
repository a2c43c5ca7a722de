//! `noexcept` in expressions and declarators: the `noexcept(expr)` operator (a `bool`
//! constant, its operand unevaluated) and the argument of a `noexcept(expr)`
//! specification (a constant expression). What may throw is `sema::noexcept`'s.

use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// `noexcept(expr)` at `noexcept`: `true` when the operand calls nothing that may
    /// throw.
    pub(super) fn noexcept_operator(&mut self) -> PResult<&'a crate::il::Expr<'a>> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        if let Some(value) = self.construction_noexcept() {
            let close = self.expect(K::RParen, ")")?.span;
            return Ok(self.sema.bool_constant(value, kw.span.to(close)));
        }
        let e = self.unevaluated_operand(|p| p.nested(|p| p.expr()))?;
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.noexcept_expr(e, kw.span.to(close)))
    }

    /// An operand `T(args)` or `T{args}` alone (before the operator's `)`): whether
    /// that construction cannot throw, decided without making the temporary (so also
    /// outside function bodies, as in `static constexpr bool v = noexcept(T());`).
    /// `None`, with nothing consumed, for any other operand.
    fn construction_noexcept(&mut self) -> Option<bool> {
        if !self.at_type_name_at(0) {
            return None;
        }
        let start = self.pos;
        let (parsed, failed) = self.tentatively(|p| {
            p.unevaluated_operand(|p| {
                // The specifiers only: a declarator would read `(args)` as parameters.
                let ty = p.decl_specifiers()?.ty;
                let (args, _) = match p.peek() {
                    K::LParen => p.call_arguments()?,
                    K::LBrace => p.braced_arguments()?,
                    _ => return Err(crate::parser::Recover),
                };
                Ok((ty, args))
            })
        });
        match parsed {
            Ok((ty, args)) if !failed && self.peek() == K::RParen => {
                Some(self.sema.construction_cannot_throw(ty, &args))
            }
            _ => {
                self.pos = start;
                None
            }
        }
    }

    /// After the `noexcept` of a specification: its optional `(constant-expression)`;
    /// whether the function is non-throwing. In a template's signature pattern the
    /// argument may depend on the parameters: skipped there (each instance reads it).
    pub(in crate::parser) fn noexcept_specification(&mut self) -> bool {
        if self.peek() != K::LParen {
            return true;
        }
        if self.in_template_pattern {
            self.skip_parens();
            return true;
        }
        let open = self.pos;
        let trial = self.sema.diags.begin_trial();
        self.bump();
        let e = self.nested(|p| p.assign_expr());
        let closed = self.peek() == K::RParen;
        let value = match e {
            Ok(e) if closed && !self.sema.is_err(e) => self.sema.const_int(e),
            _ => None,
        };
        let failed = self.sema.diags.end_trial(trial);
        if failed || value.is_none() {
            // Not a constant here (a dependent argument, say): device code has no
            // exceptions, so nothing ptxc emits depends on it.
            self.pos = open;
            self.skip_parens();
            return false;
        }
        self.bump();
        value != Some(0)
    }
}
