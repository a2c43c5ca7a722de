//! Brace lists that nothing gives a type to, which C++ makes `std::initializer_list<E>`
//! ([dcl.init.list]/5, [temp.deduct.call]/1): an argument of a function template
//! (`std::min({a, b, c})`), the range of a range-based `for` (`for (int x : {1, 2})`),
//! and `auto v = {1, 2};`. `E` is the elements' common type (each decayed); the
//! list's class is `<initializer_list>`'s, which must have been included. Given to a
//! function template whose parameter there is `T (&)[N]`, the list is an array `E[n]`
//! instead, so `N` is deduced as its length. The parser reads the list; the types are
//! Sema's ([`crate::sema::init::initializer_lists`]).

use crate::il::Expr;
use crate::sema::init::initializer_lists::initializer_list_value;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// At `{`: the brace list as a `std::initializer_list<E>` value.
    pub(in crate::parser) fn deduced_initializer_list(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let syn = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(self.prev_span());
        Ok(initializer_list_value(self, &syn, span).unwrap_or_else(|| self.error_expr(span)))
    }

    /// At `{`, an argument for a function template parameter of type `ty`, one that
    /// does not depend on the template's parameters: the object the list initializes.
    pub(in crate::parser) fn braced_object(&mut self, ty: crate::types::TypeId) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let syn = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(self.prev_span());
        Ok(self.sema.braced_value(ty, &syn, span))
    }

    /// At `{`, an argument for a function template parameter `T (&)[N]` (or `const T
    /// (&)[N]`, `T (&&)[N]`): the brace list as an array `E[n]` of its `n` elements,
    /// from which the call deduces `T` and `N` ([temp.deduct.call]/1).
    pub(in crate::parser) fn deduced_array_list(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let syn = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(self.prev_span());
        Ok(self
            .sema
            .braced_array_value(&syn, span)
            .unwrap_or_else(|| self.error_expr(span)))
    }
}
