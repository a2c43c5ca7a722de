//! Explicit destructor calls: `obj.~T()` and `p->~T()`, also pseudo-destructor calls
//! on scalars through a type name (`x.~I()` with `using I = int`, `declval<T&>().~T()`
//! in CCCL's `is_destructible` fallback, where `T` may be `int`). A class's destructor
//! runs as at the end of the object's lifetime (its members' and bases' too); for
//! anything else the call only evaluates the object expression. The result is `void`.

use crate::il::{CastKind, Expr};
use crate::sema::expr::PrefixOp;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'a> {
    /// After `.`/`->` (consumed, `arrow` says which) with `~` next: the destructor
    /// call on `base`.
    pub(in crate::parser) fn explicit_destructor_call(
        &mut self,
        base: &'a Expr<'a>,
        arrow: bool,
    ) -> PResult<&'a Expr<'a>> {
        let tilde = self.bump();
        let named = self.decl_specifiers()?.ty;
        self.expect(K::LParen, "(")?;
        let close = self.expect(K::RParen, ")")?.span;
        let span = base.span.to(close);
        if self.sema.is_err(base) {
            return Ok(self.sema.error_expr(span));
        }
        let object = if arrow {
            self.sema.prefix(PrefixOp::Deref, base, base.span)
        } else {
            base
        };
        if self.sema.is_err(object) {
            return Ok(object);
        }
        // In a signature pattern (`decltype(declval<T&>().~T())`) the call is well formed
        // only for some arguments (not `void`): substitution checks it per call.
        if self.in_template_pattern && (self.sema.is_dependent(object.ty) || self.sema.is_dependent(named)) {
            self.dependent_var_template_named = true;
        }
        let (have, want) = (object.ty.unqualified(), named.unqualified());
        if have != want && want != TypeId::ERROR {
            let (h, w) = (self.sema.types.display(have), self.sema.types.display(want));
            self.sema.diags.error(
                tilde.span.to(close),
                format!("the object has type \"{h}\", the destructor named is \"~{w}\""),
            );
            return Ok(self.sema.error_expr(span));
        }
        Ok(match self.sema.destroy_expr(object, span) {
            Some(call) => call,
            None => self.sema.cast(CastKind::ToVoid, object, TypeId::VOID),
        })
    }
}
