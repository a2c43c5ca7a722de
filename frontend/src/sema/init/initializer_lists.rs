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
use crate::sema::Sema;

impl<'a> Sema<'a> {
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
