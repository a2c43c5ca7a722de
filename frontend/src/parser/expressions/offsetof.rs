//! `__builtin_offsetof(type, member-designator)`, which `<cstddef>`'s `offsetof` expands
//! to: the byte offset of a (nested) member or array element, as a `size_t` constant.
//! The parser reads the designator; each step's type and offset, and the constant, are
//! Sema's ([`crate::sema::offsetof`]).

use crate::il::Expr;
use crate::sema::offsetof::Designator;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// At `__builtin_offsetof`.
    pub(in crate::parser) fn offsetof_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        let ty = self.type_name()?;
        self.expect(K::Comma, ",")?;
        let mut designators = Vec::new();
        loop {
            if designators.is_empty() || self.eat(K::Dot) {
                let name = self.tok();
                if name.kind != K::Ident {
                    self.error_here("expected an identifier");
                    return Err(Recover);
                }
                self.bump();
                designators.push(Designator::Member(self.text(name).to_string(), name.span));
            } else if self.peek() == K::LBracket {
                let open = self.bump().span;
                let index = self.nested(|p| p.expr())?;
                self.expect(K::RBracket, "]")?;
                designators.push(Designator::Element(index, open));
            } else {
                break;
            }
        }
        let span = kw.span.to(self.expect(K::RParen, ")")?.span);
        self.sema.act_on_offsetof(ty, &designators, span).ok_or(Recover)
    }
}
