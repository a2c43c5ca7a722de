//! `std::initializer_list<E>` made from a brace list ([dcl.init.list]/5): the
//! elements initialize a hidden array of `E` in the enclosing function, and the list
//! object holds a pointer to its first element and the count. The class itself is
//! ptxc's `<initializer_list>` (frontend/headers/ptxc_std/initializer_list), an
//! aggregate of those two members, so the object is initialized member by member.

use crate::il::{Expr, ExprKind, Init};
use crate::mangle::TemplateArg;
use crate::sema::conversions::references::RefMode;
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use crate::sema::decl::InitSyn;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::instantiation::class_instance;
use crate::sema::templates::replay::TemplateParser;
use crate::sema::Sema;

/// Brace list `syn` (at `span`) as a `std::initializer_list<E>` value, `E` its
/// elements' common type; `None` after reporting why there is none.
pub fn initializer_list_value<'a>(
    p: &mut dyn TemplateParser<'a>,
    syn: &InitSyn<'a>,
    span: Span,
) -> Option<&'a Expr<'a>> {
    let ty = initializer_list_type_for(p, syn, span)?;
    Some(p.sema().braced_value(ty, syn, span))
}

/// `std::initializer_list<E>` for the elements of brace list `syn` (at `span`);
/// `None` after reporting why there is none.
fn initializer_list_type_for<'a>(p: &mut dyn TemplateParser<'a>, syn: &InitSyn<'a>, span: Span) -> Option<TypeId> {
    let sema = p.sema();
    let elem = sema.brace_list_element_type(syn, span)?;
    let std = sema.interner.intern("std");
    let name = sema.interner.intern("initializer_list");
    let template = match sema.scopes.lookup_in(NsId::GLOBAL, std).cloned() {
        Some(Entity::Namespace(ns)) => match sema.scopes.lookup_in(ns, name).cloned() {
            Some(Entity::ClassTemplate(ct)) => Some(ct),
            _ => None,
        },
        _ => None,
    };
    let Some(ct) = template else {
        sema.diags.error(
            span,
            "this brace list is a std::initializer_list: #include <initializer_list>",
        );
        return None;
    };
    class_instance(p, ct, vec![TemplateArg::Type(elem)], span)
}

impl<'a> Sema<'a> {
    /// At a function template parameter `T (&)[N]`: brace list `syn` (at `span`) as an
    /// array `E[n]` of its `n` elements; `None` after reporting why there is none.
    pub fn braced_array_value(&mut self, syn: &InitSyn<'a>, span: Span) -> Option<&'a Expr<'a>> {
        let elem = self.brace_list_element_type(syn, span)?;
        let InitSyn::List(items, _) = syn else {
            return None;
        };
        let ty = self.types.array_of(elem, items.len() as u64);
        Some(self.braced_value(ty, syn, span))
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
                self.diags.error(
                    span,
                    "a nested brace list cannot deduce an initializer_list's element type",
                );
                return None;
            };
            if self.is_err(e) {
                return None;
            }
            let ty = self.rvalue(e).ty.unqualified();
            match elem {
                Some(t) if t != ty => {
                    let (a, b) = (self.types.display(t), self.types.display(ty));
                    let msg = format!("the elements of this brace list have different types (\"{a}\" and \"{b}\"), so no initializer_list type is deduced");
                    self.diags.error(span, msg);
                    return None;
                }
                _ => elem = Some(ty),
            }
        }
        if elem.is_none() {
            self.diags
                .error(span, "an empty brace list deduces no initializer_list element type");
        }
        elem
    }

    /// The element type `E` when `ty` is `std::initializer_list<E>`.
    pub fn initializer_list_element(&self, ty: TypeId) -> Option<TypeId> {
        let TypeKind::Record(rid) = *self.types.kind(ty.unqualified()) else {
            return None;
        };
        let t = &self.class_templates[self.class_facts[rid].template?];
        if self.interner.get(t.name) != "initializer_list" || self.scopes.namespace_path(t.ns) != ["std"] {
            return None;
        }
        match self.types.record(rid).template_args.first()? {
            TemplateArg::Type(e) => Some(*e),
            _ => None,
        }
    }

    /// The initializer of a `std::initializer_list<E>` object (type `ty`) made from
    /// brace list `items`: the backing array is filled as the first member's value is
    /// computed; `None` after an error.
    pub(in crate::sema) fn initializer_list_init(
        &mut self,
        ty: TypeId,
        elem: TypeId,
        items: &[InitSyn<'a>],
        span: Span,
    ) -> Option<Init<'a>> {
        let len = self.int_const(items.len() as i128, TypeId::SIZE_T, span);
        let first = if items.is_empty() {
            self.int_const(0, TypeId::INT, span)
        } else {
            let array_ty = self.types.array_of(elem.unqualified(), items.len() as u64);
            let array = self.hidden_local(array_ty, span)?;
            let init = self.initializer(array_ty, &InitSyn::List(items.to_vec(), span))?;
            let filled = self.store_init(array, &init, span)?;
            let pointer = self.rvalue(array);
            self.mk(
                ExprKind::Comma {
                    lhs: filled,
                    rhs: pointer,
                },
                pointer.ty,
                span,
                false,
            )
        };
        let members = [InitSyn::Expr(first), InitSyn::Expr(len)];
        let mut pos = 0;
        let parts = self.fill_record(ty.unqualified(), &members, &mut pos)?;
        Some(Init::List(self.arena.alloc_slice_copy(&parts)))
    }
}

impl<'a> Sema<'a> {
    /// The constructor arguments for class `ty` initialized by the brace list of
    /// `args` ([over.match.list]/1.1): when the class has an initializer-list
    /// constructor (its first parameter `std::initializer_list<E>`, any others
    /// defaulted) that the elements can initialize, the list as one
    /// `std::initializer_list<E>` argument; otherwise `args` as they are.
    pub fn list_constructor_args(&mut self, ty: TypeId, args: Vec<&'a Expr<'a>>, span: Span) -> Vec<&'a Expr<'a>> {
        if args.is_empty() {
            return args;
        }
        for f in self.ctors_of(ty.unqualified()) {
            let index = usize::from(self.is_nonstatic_method(f));
            let Some(params) = self.types.fn_sig(self.func(f).ty).map(|(_, p, _)| p.to_vec()) else {
                continue;
            };
            let Some(&param) = params.get(index) else {
                continue;
            };
            let param = match self.facts(f).param_modes.get(index).copied() {
                Some(RefMode::ByPointer(referee)) => referee,
                _ => param,
            };
            if self.initializer_list_element(param).is_none() || self.required_args(f, params.len()) > index + 1 {
                continue;
            }
            let items = args.iter().map(|e| InitSyn::Expr(e)).collect();
            let trial = self.diags.begin_trial();
            let list = self.braced_value(param.unqualified(), &InitSyn::List(items, span), span);
            if !self.diags.end_trial(trial) && !self.is_err(list) {
                return vec![list];
            }
        }
        args
    }
}
