//! Reference data members (`T& r;`, CUB's `_TempStorage& temp_storage;`): the field
//! holds the address of the object the reference is bound to, as nvcc lays it out
//! (8 bytes, pointer-aligned). Naming the member reads that address and designates
//! the object; a mem-initializer (`r(x)`) or an aggregate's list element (`R{x, 2}`)
//! binds it, storing `&x`.

use crate::il::{Expr, ExprKind, Init};
use crate::sema::decl::InitSyn;
use crate::sema::expr::PrefixOp;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Records field `name` of `class` as a reference of declared type `declared`;
    /// returns the field's stored type (a pointer to the referred-to type).
    pub fn declare_reference_member(&mut self, class: TypeId, name: Sym, declared: TypeId) -> TypeId {
        let referee = self.types.referee(declared).unwrap_or(declared);
        self.reference_members.insert((class.unqualified(), name), declared);
        self.types.pointer_to(referee)
    }

    /// Whether any class has a reference member.
    pub fn reference_members_declared(&self) -> bool {
        !self.reference_members.is_empty()
    }

    /// Records that data member `name` of `class` is `mutable`.
    pub fn declare_mutable_member(&mut self, class: TypeId, name: Sym) {
        if let crate::types::TypeKind::Record(id) = *self.types.kind(class.unqualified()) {
            self.class_facts[id].mutable_members.push(name);
        }
    }

    /// Whether data member `name` of `class` is `mutable` (a `const` object does not make
    /// it `const`).
    pub fn is_mutable_member(&self, class: TypeId, name: Sym) -> bool {
        match *self.types.kind(class.unqualified()) {
            crate::types::TypeKind::Record(id) => self.class_facts[id].mutable_members.contains(&name),
            _ => false,
        }
    }

    /// The declared reference type of field `name` of `class`, if it is a reference.
    pub fn reference_member(&self, class: TypeId, name: Sym) -> Option<TypeId> {
        if self.reference_members.is_empty() {
            return None;
        }
        self.reference_members.get(&(class.unqualified(), name)).copied()
    }

    /// Access `field` to member `name` (of its base object's class), or the object it
    /// designates when that member is a reference (and the access is not the raw one
    /// a mem-initializer binds).
    pub fn member_or_referee(&mut self, field: &'a Expr<'a>, name: Sym, span: Span) -> &'a Expr<'a> {
        let ExprKind::Member { base, .. } = field.kind else {
            return field;
        };
        match self.reference_member(base.ty, name) {
            Some(declared) if !self.raw_reference_member => self.through_reference_member(field, declared, span),
            _ => field,
        }
    }

    /// The object reference member access `field` (the stored address) designates.
    pub fn through_reference_member(&mut self, field: &'a Expr<'a>, declared: TypeId, span: Span) -> &'a Expr<'a> {
        let object = self.prefix(PrefixOp::Deref, field, span);
        match self.types.is_rvalue_ref(declared) {
            true => self.mark_xvalue(object),
            false => object,
        }
    }

    /// `r(e)` in a mem-initializer of reference member `r` (the stored address `field`):
    /// binds it to `e`.
    pub fn bind_reference_member(
        &mut self,
        field: &'a Expr<'a>,
        declared: TypeId,
        e: &'a Expr<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        let Some(address) = self.reference_member_address(e, declared) else {
            return self.error_expr(span);
        };
        self.mk(
            ExprKind::Assign {
                lhs: field,
                rhs: address,
            },
            field.ty,
            span,
            true,
        )
    }

    /// The address a reference member of declared type `declared` stores when bound to
    /// `e`; `None` after an error.
    fn reference_member_address(&mut self, e: &'a Expr<'a>, declared: TypeId) -> Option<&'a Expr<'a>> {
        if self.is_by_value_reference_param(e) {
            // ptxc passes a `const T&` of a scalar by value: its address would be the
            // copy's, not the caller's object.
            self.diags.error(
                e.span,
                "binding a reference member to a \"const T&\" parameter of scalar type is not supported yet",
            );
            return None;
        }
        let address = self.bind_reference_to(e, declared);
        (!self.is_err(address)).then_some(address)
    }

    /// The declared reference type of the field named `name` of aggregate `class`, if
    /// it is a reference member.
    pub(in crate::sema) fn reference_field(&mut self, class: TypeId, name: &str) -> Option<TypeId> {
        if self.reference_members.is_empty() || name.is_empty() {
            return None;
        }
        let name = self.interner.intern(name);
        self.reference_member(class, name)
    }

    /// What list element `item` of an aggregate's initializer stores in its reference
    /// member of declared type `declared`: the address of the object it binds
    /// (`R{x, 2}`, also `R{{x}, 2}`); `None` after an error.
    pub(in crate::sema) fn reference_field_init(&mut self, declared: TypeId, item: &InitSyn<'a>) -> Option<Init<'a>> {
        let e = match item {
            InitSyn::Expr(e) => *e,
            InitSyn::List(items, _) if matches!(items.as_slice(), [InitSyn::Expr(_)]) => match items[0] {
                InitSyn::Expr(e) => e,
                _ => return None,
            },
            InitSyn::List(_, span) | InitSyn::Designated(_, _, span) => {
                self.diags
                    .error(*span, "a reference member must be bound to one object");
                return None;
            }
        };
        if self.is_err(e) {
            return None;
        }
        self.reference_member_address(e, declared).map(Init::Expr)
    }

    /// Whether `e` names a parameter of the current function declared as a reference
    /// but passed by value (`const int& k`).
    fn is_by_value_reference_param(&self, e: &Expr<'a>) -> bool {
        let ExprKind::Var(v) = e.kind else {
            return false;
        };
        let Some(ctx) = &self.fn_ctx else {
            return false;
        };
        let f = ctx.func;
        // The modes follow the parameters, `this` included.
        let position = self.func(f).params.iter().position(|&p| p == v);
        position.is_some_and(|k| {
            matches!(
                self.facts(f).param_modes.get(k),
                Some(crate::sema::conversions::references::RefMode::ByValue)
            )
        })
    }
}
