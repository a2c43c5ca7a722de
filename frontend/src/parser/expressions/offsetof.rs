//! `__builtin_offsetof(type, member-designator)`, which `<cstddef>`'s `offsetof` expands
//! to: the byte offset of a (nested) member or array element, as a `size_t` constant.
//! The parser reads the designator; each step's type and offset are Sema's
//! ([`crate::sema::offsetof`]).

use crate::il::Expr;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// At `__builtin_offsetof`.
    pub(in crate::parser) fn offsetof_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        let mut ty = self.type_name()?;
        self.expect(K::Comma, ",")?;
        let mut offset: u64 = 0;
        let mut first = true;
        loop {
            if first || self.eat(K::Dot) {
                first = false;
                let name = self.tok();
                if name.kind != K::Ident {
                    self.error_here("expected an identifier");
                    return Err(Recover);
                }
                self.bump();
                let wanted = self.text(name).to_string();
                let (fty, foff) = self.sema.offsetof_member(ty, &wanted, name.span).ok_or(Recover)?;
                offset += foff;
                ty = fty;
            } else if self.peek() == K::LBracket {
                let open = self.bump().span;
                let index = self.nested(|p| p.expr())?;
                self.expect(K::RBracket, "]")?;
                let (elem, eoff) = self.sema.offsetof_element(ty, index, open).ok_or(Recover)?;
                offset = offset.wrapping_add(eoff);
                ty = elem;
            } else {
                break;
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.int_const(offset as i128, TypeId::SIZE_T, kw.span.to(close)))
    }
}
