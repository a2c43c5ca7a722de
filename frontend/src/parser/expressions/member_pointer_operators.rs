//! The expression forms of pointers to members: `&S::m` (recognised ahead of an
//! ordinary qualified name, which it otherwise looks like), the pm-expressions
//! `obj.*pm` and `p->*pm` (binding tighter than `*`, looser than casts) and the call
//! `(obj.*pf)(args)`. The rules are in `sema::member_pointers`.

use crate::il::Expr;
use crate::parser::{PResult, Parser};
use crate::sema::classify_name::NameKind;
use crate::source::Span;
use crate::token::TokenKind as K;

impl<'a> Parser<'_, 'a> {
    /// After `&` (at `amp`): `S::m` naming a non-static member of class `S` makes a
    /// pointer to member; anything else leaves the tokens for the ordinary operand.
    pub(super) fn member_pointer_operand(&mut self, amp: Span) -> PResult<Option<&'a Expr<'a>>> {
        let qualified = (self.peek() == K::Ident && self.peek_at(1) == K::ColonColon && self.names_class_at(0))
            || (self.peek() == K::ColonColon && self.peek_at(2) == K::ColonColon && self.names_class_at(1));
        if !qualified || self.in_template_pattern {
            return Ok(None);
        }
        let start = self.pos;
        let scope = self.nested_name_specifier(false)?;
        match (scope, self.peek()) {
            // `&S::operator()`: function traits take a closure's call operator apart.
            (Some(ns), K::Ident) if self.text(self.tok()) == "operator" => {
                if let Some((name, span)) = self.operator_function_id() {
                    if let Some(e) = self.sema.member_pointer_constant(ns, name, amp.to(span)) {
                        return Ok(Some(e));
                    }
                }
            }
            (Some(ns), K::Ident) if self.peek_at(1) != K::ColonColon => {
                let name = self.tok();
                if let Some(e) = self.sema.member_pointer_constant(ns, name.text, amp.to(name.span)) {
                    self.bump();
                    return Ok(Some(e));
                }
            }
            _ => {}
        }
        self.pos = start;
        Ok(None)
    }

    /// Whether the identifier at offset `n` names a class (or a namespace, whose
    /// members may be classes: `&ns::S::m`).
    fn names_class_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        t.kind == K::Ident && matches!(self.classify(t.text), NameKind::Class(_) | NameKind::Namespace(_))
    }

    /// `lhs .* rhs` and `lhs ->* rhs` chains after the cast-expression `lhs`.
    pub(super) fn pm_expr(&mut self, mut lhs: &'a Expr<'a>) -> PResult<&'a Expr<'a>> {
        while matches!(self.peek(), K::DotStar | K::ArrowStar) {
            let arrow = self.bump().kind == K::ArrowStar;
            let rhs = self.nested(|p| p.cast_expr())?;
            let span = lhs.span.to(rhs.span);
            lhs = match arrow {
                true => crate::sema::overload::operator_expressions::arrow_star_operation(self, lhs, rhs, span),
                false => self.sema.member_pointer_access(lhs, false, rhs, span),
            };
        }
        Ok(lhs)
    }
}
