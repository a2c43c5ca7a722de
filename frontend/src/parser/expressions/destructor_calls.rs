//! Explicit destructor calls: `obj.~T()` and `p->~T()`, also pseudo-destructor calls
//! on scalars through a type name (`x.~I()` with `using I = int`, `declval<T&>().~T()`
//! in CCCL's `is_destructible` fallback, where `T` may be `int`). A class's destructor
//! runs as at the end of the object's lifetime (its members' and bases' too); for
//! anything else the call only evaluates the object expression. The result is `void`.
//! The parser reads the call; its meaning is Sema's (`Sema::explicit_destructor_call`).

use crate::il::Expr;
use crate::sema::classify_name::NameKind;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// After `.`/`->` (consumed, `arrow` says which) with `~` next: the destructor
    /// call on `base`.
    pub(in crate::parser) fn explicit_destructor_call(
        &mut self,
        base: &'a Expr<'a>,
        arrow: bool,
    ) -> PResult<&'a Expr<'a>> {
        let tilde = self.bump();
        // `x.~barrier()` on a `barrier<...>`: a class template's name without arguments
        // names the object's class when it is an instance of that template.
        let named = match self.template_name_of_object(base, arrow) {
            Some(class) => {
                self.bump();
                class
            }
            None => self.decl_specifiers()?.ty,
        };
        self.expect(K::LParen, "(")?;
        let close = self.expect(K::RParen, ")")?.span;
        let span = base.span.to(close);
        let pattern = self.in_template_pattern;
        let (call, dependent) =
            self.sema
                .explicit_destructor_call(base, arrow, named, tilde.span.to(close), span, pattern);
        // In a signature pattern (`decltype(declval<T&>().~T())`) the call is well formed
        // only for some arguments (not `void`): substitution checks it per call.
        if dependent {
            self.dependent_var_template_named = true;
        }
        Ok(call)
    }

    /// When the token after `~` names a class template, not followed by `<`, and
    /// `base`'s class (through `->` its pointee's) is an instance of it: that class.
    fn template_name_of_object(&self, base: &'a Expr<'a>, arrow: bool) -> Option<TypeId> {
        let t = self.tok();
        if t.kind != K::Ident || self.peek_at(1) != K::LParen {
            return None;
        }
        let NameKind::ClassTemplate(ct) = self.classify(t.text) else {
            return None;
        };
        self.sema.object_class_instance_of(base, arrow, ct)
    }
}
