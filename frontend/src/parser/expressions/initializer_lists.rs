//! Brace lists that nothing gives a type to, which C++ makes `std::initializer_list<E>`
//! ([dcl.init.list]/5, [temp.deduct.call]/1): an argument of a function template
//! (`std::min({a, b, c})`), the range of a range-based `for` (`for (int x : {1, 2})`),
//! and `auto v = {1, 2};`. `E` is the elements' common type (each decayed); the
//! list's class is `<initializer_list>`'s, which must have been included. Given to a
//! function template whose parameter there is `T (&)[N]`, the list is an array `E[n]`
//! instead, so `N` is deduced as its length.

use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::sema::decl::InitSyn;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::instantiation::class_instance;
use crate::source::Span;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// At `{`: the brace list as a `std::initializer_list<E>` value.
    pub(in crate::parser) fn deduced_initializer_list(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let syn = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(self.prev_span());
        let Some(ty) = self.initializer_list_type_for(&syn, span) else {
            return Ok(self.error_expr(span));
        };
        Ok(self.sema.braced_value(ty, &syn, span))
    }

    /// At `{`, an argument for a function template parameter `T (&)[N]` (or `const T
    /// (&)[N]`, `T (&&)[N]`): the brace list as an array `E[n]` of its `n` elements,
    /// from which the call deduces `T` and `N` ([temp.deduct.call]/1).
    pub(in crate::parser) fn deduced_array_list(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let syn = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(self.prev_span());
        let Some(elem) = self.brace_list_element_type(&syn, span) else {
            return Ok(self.error_expr(span));
        };
        let InitSyn::List(items, _) = &syn else {
            return Ok(self.error_expr(span));
        };
        let ty = self.sema.array_of(elem, items.len() as u64);
        Ok(self.sema.braced_value(ty, &syn, span))
    }

    /// `std::initializer_list<E>` for the elements of brace list `syn` (at `span`);
    /// `None` after reporting why there is none.
    fn initializer_list_type_for(&mut self, syn: &InitSyn<'a>, span: Span) -> Option<TypeId> {
        let elem = self.brace_list_element_type(syn, span)?;
        let std = self.sema.interner.intern("std");
        let name = self.sema.interner.intern("initializer_list");
        let template = match self.sema.lookup_in(NsId::GLOBAL, std).cloned() {
            Some(Entity::Namespace(ns)) => match self.sema.lookup_in(ns, name).cloned() {
                Some(Entity::ClassTemplate(ct)) => Some(ct),
                _ => None,
            },
            _ => None,
        };
        let Some(ct) = template else {
            self.sema.diags.error(
                span,
                "this brace list is a std::initializer_list: #include <initializer_list>",
            );
            return None;
        };
        class_instance(self, ct, vec![TemplateArg::Type(elem)], span)
    }

    /// The element type a brace list deduces: its elements' common type (each decayed,
    /// unqualified); `None` after reporting why there is none.
    fn brace_list_element_type(&mut self, syn: &InitSyn<'a>, span: Span) -> Option<TypeId> {
        let InitSyn::List(items, _) = syn else {
            return None;
        };
        let mut elem: Option<TypeId> = None;
        for item in items {
            let InitSyn::Expr(e) = item else {
                self.sema.diags.error(
                    span,
                    "a nested brace list cannot deduce an initializer_list's element type",
                );
                return None;
            };
            if self.sema.is_err(e) {
                return None;
            }
            let ty = self.sema.rvalue(e).ty.unqualified();
            match elem {
                Some(t) if t != ty => {
                    let (a, b) = (self.sema.types().display(t), self.sema.types().display(ty));
                    let msg = format!("the elements of this brace list have different types (\"{a}\" and \"{b}\"), so no initializer_list type is deduced");
                    self.sema.diags.error(span, msg);
                    return None;
                }
                _ => elem = Some(ty),
            }
        }
        if elem.is_none() {
            self.sema
                .diags
                .error(span, "an empty brace list deduces no initializer_list element type");
        }
        elem
    }
}
