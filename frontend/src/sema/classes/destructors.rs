//! Destructors that run code: which types need destruction, and the IL that destroys
//! an object.
//!
//! A class needs destruction when it declares a destructor that runs code, or when a
//! member (or base, which is a field) needs it; an array needs it when its element
//! does. Destroying an object calls its destructor (`S::~S`, symbol `_ZN1SD1Ev`, with
//! `this` the object's address); a class without a user destructor destroys its members
//! in reverse order inline; an array destroys its elements from the last to the first.
//! The destructor function itself destroys the members and bases after its body (see
//! [`crate::sema::cleanups`], which places every destruction in a function body).

use crate::il::{CastKind, Expr, ExprKind, FnDeclId, UnaryOp};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use crate::sema::Sema;

/// More elements than this in an array that needs destruction are destroyed by a
/// loop-free sequence too long to be sensible: reported instead.
const MAX_DESTROYED_ELEMENTS: u64 = 1024;

impl<'a> Sema<'a> {
    /// The explicit destructor call `base.~named()` (`base->~named()` when `arrow`; the
    /// name through `)` at `name_span`, the whole call at `span`): the destructor run on
    /// the object, or for a scalar only the object's evaluation, as `void`; nvcc's error
    /// when `named` is not the object's type. Also whether, in a signature pattern
    /// (`in_pattern`), the object's type or `named` is dependent (so that substitution
    /// checks the call per call).
    pub fn explicit_destructor_call(
        &mut self,
        base: &'a Expr<'a>,
        arrow: bool,
        named: TypeId,
        name_span: Span,
        span: Span,
        in_pattern: bool,
    ) -> (&'a Expr<'a>, bool) {
        if self.is_err(base) {
            return (self.error_expr(span), false);
        }
        let object = if arrow {
            self.prefix(crate::sema::expr::PrefixOp::Deref, base, base.span)
        } else {
            base
        };
        if self.is_err(object) {
            return (object, false);
        }
        let dependent = in_pattern && (self.is_dependent(object.ty) || self.is_dependent(named));
        let (have, want) = (object.ty.unqualified(), named.unqualified());
        if have != want && want != TypeId::ERROR {
            let (h, w) = (self.types.display(have), self.types.display(want));
            self.diags.error(
                name_span,
                format!("the object has type \"{h}\", the destructor named is \"~{w}\""),
            );
            return (self.error_expr(span), dependent);
        }
        let call = match self.destroy_expr(object, span) {
            Some(call) => call,
            None => self.cast(CastKind::ToVoid, object, TypeId::VOID),
        };
        (call, dependent)
    }

    /// The destructor that runs code declared in class `ty`, if any.
    pub fn dtor_of(&self, ty: TypeId) -> Option<FnDeclId> {
        match *self.types.kind(ty.unqualified()) {
            TypeKind::Record(id) => self.class_facts[id].info.as_ref()?.dtor,
            _ => None,
        }
    }

    /// Records `f` as the destructor of class `class`.
    pub fn set_dtor(&mut self, class: TypeId, f: FnDeclId) {
        if let TypeKind::Record(id) = *self.types.kind(class.unqualified()) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                c.dtor = Some(f);
            }
        }
        self.lifetimes.any = true;
    }

    /// Records that the destructor of `class` is defined outside the class.
    pub fn set_dtor_defined_outside(&mut self, class: TypeId) {
        if let TypeKind::Record(id) = *self.types.kind(class.unqualified()) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                c.dtor_defined_outside = true;
            }
        }
    }

    /// Class `class` declares a destructor with an empty body (`~S() {}`), for which no
    /// function is made.
    pub fn note_empty_user_dtor(&mut self, class: TypeId) {
        if let TypeKind::Record(id) = *self.types.kind(class.unqualified()) {
            if let Some(c) = self.class_facts[id].info.as_mut() {
                c.empty_user_dtor = true;
            }
        }
    }

    /// Whether class `ty` declares a destructor with an empty body (`~S() {}`).
    pub fn has_empty_user_dtor(&self, ty: TypeId) -> bool {
        match *self.types.kind(ty.unqualified()) {
            TypeKind::Record(id) => self.class_facts[id].info.as_ref().is_some_and(|c| c.empty_user_dtor),
            _ => false,
        }
    }

    /// The definition outside its class (`S::~S() { ... }`, the name at `name_span`,
    /// in execution space `exec`) of the destructor of `class` (named `class_name`):
    /// the destructor it defines, placed at `name_span`; `None` after nvcc's error when
    /// the class declared none, it has a body already, or the execution spaces differ.
    pub fn define_dtor_out_of_class(
        &mut self,
        class: TypeId,
        class_name: &str,
        exec: crate::il::ExecSpace,
        name_span: Span,
    ) -> Option<FnDeclId> {
        let Some(f) = self.dtor_of(class) else {
            self.diags.error(
                name_span,
                "defining an implicitly declared member function is not allowed",
            );
            return None;
        };
        if self.func(f).body.is_some() {
            let old = self.func(f).span;
            self.diags.error_with_note(
                name_span,
                format!("function \"{class_name}::~{class_name}\" has already been defined"),
                old,
                "previous definition is here",
            );
            return None;
        }
        let shown = format!("{class_name}::~{class_name}");
        if !self.merge_redeclared_exec_space(f, &shown, exec, name_span) {
            return None;
        }
        self.define_dtor_at(f, name_span);
        Some(f)
    }

    /// The destructor `f` is being defined outside its class at `span` (where a second
    /// definition's note points).
    pub fn define_dtor_at(&mut self, f: FnDeclId, span: Span) {
        self.functions[f.0 as usize].span = span;
    }

    /// Whether the destructor of `class` is defined outside the class.
    pub fn dtor_defined_outside(&self, class: TypeId) -> bool {
        match *self.types.kind(class.unqualified()) {
            TypeKind::Record(id) => self.class_facts[id]
                .info
                .as_ref()
                .is_some_and(|c| c.dtor_defined_outside),
            _ => false,
        }
    }

    /// Whether the end of an object of type `ty`'s lifetime runs code.
    pub fn needs_destruction(&self, ty: TypeId) -> bool {
        if !self.lifetimes.any {
            return false;
        }
        match *self.types.kind(ty.unqualified()) {
            TypeKind::Array { elem, .. } => self.needs_destruction(elem),
            TypeKind::Record(id) => {
                self.class_facts[id].info.as_ref().is_some_and(|c| c.dtor.is_some())
                    || self
                        .types
                        .record(id)
                        .fields
                        .iter()
                        .any(|f| f.bits.is_none() && self.needs_destruction(f.ty))
            }
            _ => false,
        }
    }

    /// The expression (of type `void`) that destroys the object `obj` (an lvalue), or
    /// `None` when nothing runs.
    pub fn destroy_expr(&mut self, obj: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        if !self.needs_destruction(obj.ty) {
            return None;
        }
        match *self.types.kind(obj.ty.unqualified()) {
            TypeKind::Array { elem, len } => self.destroy_elements(obj, elem, len, span),
            TypeKind::Record(_) => match self.dtor_of(obj.ty) {
                Some(f) => Some(self.dtor_call(f, obj, span)),
                None => self.destroy_members(obj, span),
            },
            _ => None,
        }
    }

    /// `obj.~S()` through destructor `f`: `f(&obj)`.
    pub fn dtor_call(&mut self, f: FnDeclId, obj: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        self.check_exec_space(f, span);
        let class = obj.ty.unqualified();
        let ptr = self.types.pointer_to(obj.ty);
        let addr = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: obj,
            },
            ptr,
            span,
            false,
        );
        // A `const` object is destroyed like any other.
        let this_ty = self.types.pointer_to(class);
        let this = self.mk(
            ExprKind::Cast {
                kind: CastKind::NoOp,
                operand: addr,
            },
            this_ty,
            span,
            false,
        );
        let args = self.arena.alloc_slice_copy(&[this]);
        self.mk(ExprKind::Call { callee: f, args }, TypeId::VOID, span, false)
    }

    /// Destroys the fields of `obj` (members, then bases) in reverse order.
    pub fn destroy_members(&mut self, obj: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        let rec = self.types.record_of(obj.ty)?.clone();
        if rec.is_union {
            return None;
        }
        let mut steps = Vec::new();
        for (i, f) in rec.fields.iter().enumerate().rev() {
            if f.bits.is_some() || !self.needs_destruction(f.ty) {
                continue;
            }
            let field = self.mk(
                ExprKind::Member {
                    base: obj,
                    field: i as u32,
                },
                f.ty,
                span,
                true,
            );
            steps.extend(self.destroy_expr(field, span));
        }
        self.sequence(&steps, span)
    }

    /// Destroys the `len` elements of array `obj` from the last to the first.
    fn destroy_elements(&mut self, obj: &'a Expr<'a>, elem: TypeId, len: u64, span: Span) -> Option<&'a Expr<'a>> {
        if len > MAX_DESTROYED_ELEMENTS {
            self.diags.error(
                span,
                format!("arrays of more than {MAX_DESTROYED_ELEMENTS} objects with destructors are not supported yet"),
            );
            return None;
        }
        let ptr = self.types.pointer_to(elem);
        let base = self.mk(
            ExprKind::Cast {
                kind: CastKind::ArrayToPointerDecay,
                operand: obj,
            },
            ptr,
            span,
            false,
        );
        let mut steps = Vec::new();
        for i in (0..len).rev() {
            let index = self.mk(ExprKind::int_const(i as u128), TypeId::LONG, span, false);
            let element = self.mk(ExprKind::Index { base, index }, elem, span, true);
            steps.extend(self.destroy_expr(element, span));
        }
        self.sequence(&steps, span)
    }

    /// `a, b, c` of type `void` (`None` for no steps).
    pub fn sequence(&mut self, steps: &[&'a Expr<'a>], span: Span) -> Option<&'a Expr<'a>> {
        let mut out: Option<&'a Expr<'a>> = None;
        for &step in steps {
            out = Some(match out {
                Some(prev) => self.mk(ExprKind::Comma { lhs: prev, rhs: step }, TypeId::VOID, span, false),
                None => step,
            });
        }
        out
    }
}
