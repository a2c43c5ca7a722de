//! Enumeration specifiers: `enum [name] [: type] { A [= value], ... }`, scoped ones
//! (`enum class` / `enum struct`), and references to declared enumerations (`enum name`).
//!
//! Each definition makes a distinct [`crate::types::TypeKind::Enum`] type and a scope
//! holding its enumerators, so `E::A` works for both kinds; an unscoped enumeration's
//! enumerators are declared in the enclosing scope too. An opaque declaration (`enum
//! class E : int;`, `enum E : unsigned;`) makes the type (complete, with its underlying
//! type) before its enumerators; the later definition fills in the same type. What
//! the enumeration is, is Sema's (`sema::enums`); this file reads it.

use crate::sema::enums::{EnumHead, EnumHeadAction, EnumUse, Enumerator};
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `enum [class|struct] [name] [: type] { A [= value], ... }` or `enum name`.
    pub(in crate::parser) fn enum_specifier(&mut self) -> PResult<TypeId> {
        let kw = self.bump();
        let scoped = matches!(self.peek(), K::KwClass | K::KwStruct);
        if scoped {
            self.bump();
        }
        // `enum class __attribute__((visibility("default"))) E`, `enum [[nodiscard]] E`.
        while self.skip_attributes() {}
        let name = if self.peek() == K::Ident {
            Some(self.bump())
        } else {
            None
        };
        if scoped && name.is_none() {
            self.error_here("expected an identifier");
            return Err(Recover);
        }
        let written = self.peek() == K::Colon && self.peek_at(1) != K::Colon;
        let underlying = if written {
            self.bump();
            let spec = self.decl_specifiers()?;
            Some((spec.ty, spec.span))
        } else {
            None
        };
        let used = match self.peek() {
            K::Semi if (scoped || written) && name.is_some() => EnumUse::Declaration,
            K::LBrace => EnumUse::Definition,
            _ => EnumUse::Reference,
        };
        let head = EnumHead {
            name: name.map(|n| (n.text, n.span)),
            underlying,
            scoped,
        };
        match self.sema.act_on_enum_head(head, used).ok_or(Recover)? {
            EnumHeadAction::Type(ty) => Ok(ty),
            EnumHeadAction::Unnamed => {
                self.error_here("expected a \"{\"");
                Err(Recover)
            }
            EnumHeadAction::Definition(def, ty) => {
                self.bump();
                let values = self.enumerators(ty);
                self.sema.end_enumerators(def, values.ok(), kw.span).ok_or(Recover)
            }
        }
    }

    /// The enumerator list through the closing brace. While the list is parsed, each
    /// enumerator is visible to later initializers as a constant of type `ty`.
    fn enumerators(&mut self, ty: TypeId) -> PResult<Vec<Enumerator>> {
        let mut next: i128 = 0;
        let mut values = Vec::new();
        while self.peek() == K::Ident {
            let e = self.bump();
            // `A [[deprecated]] = 0`, `B __attribute__((deprecated))` (cuSPARSE's): the
            // enumerator's own attributes, which must not reach the next declaration.
            let pending = self.pending_deprecated.take();
            while self.skip_attributes() {}
            self.pending_deprecated = pending;
            let init = match self.eat(K::Assign) {
                true => Some(self.nested(|p| p.conditional_expr())?),
                false => None,
            };
            values.push(self.sema.enumerator(e.text, e.span, init, &mut next, ty));
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RBrace, "}")?;
        Ok(values)
    }
}
