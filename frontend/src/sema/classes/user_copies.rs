//! Copy-initialization of a class object from an lvalue of its class ([dcl.init]):
//! a by-value parameter from its argument, a variable or member from an initializer,
//! a closure's copy capture. When the class (or a member or base) has a user-provided
//! copy or move constructor, that constructor runs, as g++ and nvcc call it; the
//! implicit copy constructor is memberwise, so a member's user-provided copy
//! constructor runs inside it too. Classes with a destructor get the argument copy
//! from the cleanup pass ([`crate::sema::cleanups`]), which also destroys it.

use crate::il::{Expr, ExprKind};
use crate::sema::Sema;
use crate::types::{TypeId, TypeKind};

impl<'a> Sema<'a> {
    /// Whether copying or moving an object of class `ty` calls a constructor the user
    /// wrote: its own copy or move constructor, or one of a member's or base's.
    pub fn copy_runs_user_code(&self, ty: TypeId) -> bool {
        match *self.types.kind(ty.unqualified()) {
            TypeKind::Array { elem, .. } => self.copy_runs_user_code(elem),
            TypeKind::Record(id) => {
                let class = ty.unqualified();
                self.ctors_of(class)
                    .iter()
                    .any(|&c| self.is_copy_or_move_ctor(c, class))
                    || self
                        .types
                        .record(id)
                        .fields
                        .iter()
                        .any(|f| f.bits.is_none() && self.copy_runs_user_code(f.ty))
            }
            _ => false,
        }
    }

    /// Whether class `ty` is non-trivial for the purposes of calls (Itanium C++ ABI
    /// 3.1.2.3), so that its objects travel to and from functions by address: copying
    /// or moving it runs a constructor the user wrote, or destroying it runs code.
    pub(crate) fn non_trivial_for_calls(&self, ty: TypeId) -> bool {
        self.copy_runs_user_code(ty) || self.needs_destruction(ty)
    }

    /// `return p;` of by-value parameter `p` of class `to`: the result is initialized
    /// from `p` as from an rvalue (its move constructor, else its copy constructor;
    /// [class.copy.elision]/3), since a parameter is never elided into the result as a
    /// local may be. `None` when that runs no user code.
    pub(crate) fn returned_parameter(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        let ExprKind::Var(v) = e.kind else {
            return None;
        };
        if !matches!(self.var(v).kind, crate::il::VarKind::Param { .. }) || !e.lvalue {
            return None;
        }
        let moved = self.mk(e.kind, e.ty, e.span, true);
        let moved = self.mark_xvalue(moved);
        self.user_copy(moved, to)
    }

    /// Whether `e` is a class prvalue: a call's or a conversion's result, or a temporary
    /// materialized for one.
    pub(crate) fn is_class_prvalue(&self, e: &Expr<'a>) -> bool {
        self.types.is_record(e.ty) && (!e.lvalue || self.is_materialized_temporary(e))
    }

    /// Whether `e` is a temporary the IL materialized for a class prvalue (`T(3)`): it
    /// initializes the object directly, with no copy (C++17's guaranteed elision).
    fn is_materialized_temporary(&self, e: &Expr<'a>) -> bool {
        match e.kind {
            ExprKind::Var(v) => self.var_facts[v].materialized,
            ExprKind::Comma { rhs, .. } => self.is_materialized_temporary(rhs),
            _ => false,
        }
    }

    /// Whether constructor `c` of `class` takes one reference to `class`.
    pub(crate) fn is_copy_or_move_ctor(&self, c: crate::il::FnDeclId, class: TypeId) -> bool {
        let Some((_, params, _)) = self.types.fn_sig(self.func(c).ty) else {
            return false;
        };
        // `this` comes first in the IL signature of a member; a reference is a pointer there.
        params.len() == 2
            && self
                .types
                .referee(params[1])
                .or_else(|| self.types.pointee(params[1]))
                .is_some_and(|r| r.unqualified() == class)
    }

    /// The lvalue `e` (an object of class `to`) copied by the class's copy or move
    /// constructor into a temporary, as the value that initializes a parameter, variable
    /// or member; `None` when copying runs no user code, or when the class has a
    /// destructor (the cleanup pass copies arguments of such classes and destroys them).
    pub(crate) fn user_copy(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        let to = to.unqualified();
        if !e.lvalue || e.ty.unqualified() != to || !self.types.is_record(to) || self.is_materialized_temporary(e) {
            return None;
        }
        if self.needs_destruction(to) || !self.copy_runs_user_code(to) {
            return None;
        }
        let copy = self.copy_initialization(|s| s.construct_temporary(to, vec![e], false, e.span, e.span));
        Some(self.rvalue(copy))
    }
}

impl<'a> Sema<'a> {
    /// The implicit copy (or move) constructor is memberwise ([class.copy.ctor]): after
    /// `copy` (the whole object copied bit by bit), each base or member whose class has a
    /// user-provided copy constructor is constructed again from `source`'s, so that
    /// constructor runs as g++ runs it. `copy` alone when no member needs it.
    pub(crate) fn copy_members_with_user_copies(
        &mut self,
        copy: &'a Expr<'a>,
        object: &'a Expr<'a>,
        source: &'a Expr<'a>,
        span: crate::source::Span,
    ) -> &'a Expr<'a> {
        let Some(rec) = self.types.record_of(object.ty).cloned() else {
            return copy;
        };
        let mut out = copy;
        for (i, f) in rec.fields.iter().enumerate() {
            if f.bits.is_some() || !self.types.is_record(f.ty) || !self.copy_runs_user_code(f.ty) {
                continue;
            }
            let member = |s: &mut Self, base: &'a Expr<'a>| {
                s.mk(
                    crate::il::ExprKind::Member { base, field: i as u32 },
                    f.ty,
                    span,
                    base.lvalue,
                )
            };
            let (to, from) = (member(self, object), member(self, source));
            if let Some(step) = self.construct(to, vec![from], span, span) {
                out = self.mk(
                    crate::il::ExprKind::Comma { lhs: out, rhs: step },
                    step.ty,
                    span,
                    step.lvalue,
                );
            }
        }
        // The value of the whole expression is the object, as the plain copy's was.
        if !std::ptr::eq(out, copy) {
            out = self.mk(
                crate::il::ExprKind::Comma { lhs: out, rhs: object },
                object.ty,
                span,
                true,
            );
        }
        out
    }
}
