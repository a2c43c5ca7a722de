//! `noexcept` in expressions and declarators: the `noexcept(expr)` operator (a `bool`
//! constant, its operand unevaluated) and the argument of a `noexcept(expr)`
//! specification (a constant expression). What may throw is `sema::noexcept`'s.

use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};
use crate::sema::noexcept::NoexceptOperand;

impl<'a> Parser<'_, 'a> {
    /// `noexcept(expr)` at `noexcept`: `true` when the operand calls nothing that may
    /// throw.
    pub(super) fn noexcept_operator(&mut self) -> PResult<&'a crate::il::Expr<'a>> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        let operand = match self.construction_operand() {
            Some((ty, args)) => NoexceptOperand::Construction(ty, args),
            None => NoexceptOperand::Expr(self.unevaluated_operand(|p| p.nested(|p| p.expr()))?),
        };
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.act_on_noexcept_operator(operand, kw.span.to(close)))
    }

    /// An operand `T(args)` or `T{args}` alone (before the operator's `)`): the type
    /// and the arguments. `None`, with nothing consumed, for any other operand.
    #[allow(clippy::type_complexity)]
    fn construction_operand(&mut self) -> Option<(crate::types::TypeId, Vec<&'a crate::il::Expr<'a>>)> {
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
            Ok((ty, args)) if !failed && self.peek() == K::RParen => Some((ty, args)),
            _ => {
                self.pos = start;
                None
            }
        }
    }

    /// After the `noexcept` of a specification of a function with parameters `params`
    /// (declared while its argument is read: `noexcept(noexcept(a.swap(b)))`): its
    /// optional `(constant-expression)`; whether the function is non-throwing. In a
    /// template's signature pattern the argument may depend on the parameters: skipped
    /// there (each instance reads it). In a member declarator an argument that cannot be
    /// read yet (naming `this` or a member declared later) is read again once the class
    /// is complete (`noexcept_pending`, `classes::noexcept_specifiers`).
    pub(in crate::parser) fn noexcept_specification(&mut self, params: &[crate::sema::decl::ParamInfo]) -> bool {
        if self.peek() != K::LParen {
            return true;
        }
        if self.in_template_pattern {
            self.skip_parens();
            return true;
        }
        let open = self.pos;
        self.sema.enter_trailing_return_scope(params);
        let value = self.noexcept_argument();
        self.sema.leave_block_scope();
        match value {
            Some(value) => value,
            None => {
                // Not a constant here (a dependent argument, say): device code has no
                // exceptions, so nothing ptxc emits depends on it.
                if self.in_member_declarator {
                    self.noexcept_pending = Some(open);
                }
                self.skip_parens();
                false
            }
        }
    }

    /// At the `(` of a `noexcept(...)` specification: its argument's value, consumed
    /// through the `)`; `None` with nothing consumed when it is no constant here.
    pub(in crate::parser) fn noexcept_argument(&mut self) -> Option<bool> {
        let open = self.pos;
        let (value, failed) = self.tentatively(|p| {
            p.bump();
            match p.nested(|p| p.assign_expr()) {
                Ok(e) if p.peek() == K::RParen => p.sema.noexcept_specifier_value(e),
                _ => None,
            }
        });
        match value.filter(|_| !failed) {
            Some(value) => {
                self.bump();
                Some(value)
            }
            None => {
                self.pos = open;
                None
            }
        }
    }
}
