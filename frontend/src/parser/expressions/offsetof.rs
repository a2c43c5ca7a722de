//! `__builtin_offsetof(type, member-designator)`, which `<cstddef>`'s `offsetof` expands
//! to: the byte offset of a (nested) member or array element, as a `size_t` constant.

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
                let Some(rec) = self.sema.types().record_of(ty) else {
                    let msg = format!(
                        "expression must have class type but it has type {}",
                        self.sema.ty_str(ty)
                    );
                    self.sema.diags.error(name.span, msg);
                    return Err(Recover);
                };
                let wanted = self.text(name).to_string();
                let field = rec.fields.iter().find(|f| f.name == wanted).map(|f| (f.ty, f.offset));
                let Some((fty, foff)) = field else {
                    let msg = format!("class {} has no member \"{}\"", self.sema.ty_str(ty), wanted);
                    self.sema.diags.error(name.span, msg);
                    return Err(Recover);
                };
                offset += foff;
                ty = fty;
            } else if self.peek() == K::LBracket {
                let open = self.bump().span;
                let index = self.nested(|p| p.expr())?;
                self.expect(K::RBracket, "]")?;
                let Some((elem, _)) = self.sema.types().array_elem(ty) else {
                    self.sema.diags.error(open, "expression must have array type");
                    return Err(Recover);
                };
                let Some(i) = self.sema.const_int(index) else {
                    self.sema
                        .diags
                        .error(index.span, "expression must have a constant value");
                    return Err(Recover);
                };
                offset = offset.wrapping_add((i as u64).wrapping_mul(self.sema.types().size_of(elem)));
                ty = elem;
            } else {
                break;
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.int_const(offset as i128, TypeId::SIZE_T, kw.span.to(close)))
    }
}
