//! `static_cast<T>(e)`, `reinterpret_cast<T>(e)`, `const_cast<T>(e)`, `dynamic_cast<T>(e)`:
//! the syntax; `sema::conversions::named_casts` decides what each may do.

use crate::il::Expr;
use crate::sema::conversions::named_casts::NamedCast;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Whether the next tokens start a named cast.
    pub(in crate::parser) fn at_named_cast(&self) -> bool {
        self.peek() == K::Ident && self.peek_at(1) == K::Lt && NamedCast::from_keyword(self.text(self.tok())).is_some()
    }

    /// A named cast, at its keyword.
    pub(in crate::parser) fn named_cast_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let kw = self.bump();
        let which = NamedCast::from_keyword(self.text(kw)).expect("checked by at_named_cast");
        self.expect(K::Lt, "<")?;
        let to = self.cast_target_type()?;
        self.expect(K::Gt, ">")?;
        self.expect(K::LParen, "(")?;
        let e = self.nested(|p| p.expr())?;
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.named_cast(which, e, to, kw.span.to(close)))
    }

    /// The type in a named cast: a type name, possibly a reference (`T&`, `T&&`).
    fn cast_target_type(&mut self) -> PResult<TypeId> {
        let spec = self.decl_specifiers()?;
        if spec.is_auto {
            self.error_at(spec.span, "'auto' is not allowed here");
            return Err(Recover);
        }
        let ty = if self.peek() == K::Amp || self.peek() == K::AmpAmp {
            spec.ty
        } else {
            let d = self.nested(|p| p.declarator(true))?;
            if let Some((_, span)) = d.name {
                self.error_at(span, "expected a type name, not a declaration");
                return Err(Recover);
            }
            self.build_type(spec.ty, &d.ops)?
        };
        match self.peek() {
            K::Amp | K::AmpAmp => {
                let rvalue = self.bump().kind == K::AmpAmp;
                Ok(self.sema.reference_to(ty, rvalue))
            }
            _ => Ok(ty),
        }
    }
}
