//! Unevaluated operands (`sizeof e`, `decltype(e)`, GNU `__typeof__(e)`, `noexcept(e)`): only their type or
//! whether they can throw matters, so device code may name host entities in them (nvcc
//! checks only what is evaluated), and the values they give.

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// The type `decltype(e)` denotes ([dcl.type.decltype]): a variable's or data
    /// member's declared type when `e` is a name (`named`: only a name; `id_expression`:
    /// a possibly qualified or templated one, or a member access), else by value category (`T&&` for an xvalue, `T&` for an lvalue,
    /// `T` for a prvalue).
    pub fn decltype_type(&mut self, e: &Expr<'a>, named: bool, id_expression: bool) -> TypeId {
        if self.is_err(e) {
            return TypeId::ERROR;
        }
        match e.kind {
            crate::il::ExprKind::Var(v) if named || id_expression => {
                self.var_facts[v].decltype.unwrap_or(self.var(v).ty)
            }
            // A class member access (`decltype(Params::extent)`, `decltype(p.x)`): the
            // member's declared type, without the object's qualifiers.
            crate::il::ExprKind::Member { base, field } if id_expression => {
                let declared = self
                    .types
                    .record_of(base.ty)
                    .and_then(|r| r.fields.get(field as usize))
                    .map(|f| f.ty);
                declared.unwrap_or(e.ty)
            }
            crate::il::ExprKind::Unary {
                op: crate::il::UnaryOp::Deref,
                operand,
            } if named && matches!(operand.kind, crate::il::ExprKind::Cast { .. }) => {
                // A reference variable: its declared type is a reference (a structured
                // binding's: the type it refers to).
                let declared = match operand.kind {
                    crate::il::ExprKind::Cast { operand: v, .. } => match v.kind {
                        crate::il::ExprKind::Var(v) => self.var_facts[v].decltype,
                        _ => None,
                    },
                    _ => None,
                };
                declared.unwrap_or_else(|| self.types.lvalue_ref_to(e.ty))
            }
            // A class temporary (`T{}`, `(0, T(1))`): a prvalue, `T`.
            _ if !named && self.is_temporary(e) => e.ty,
            // An xvalue (`std::move(x)`, a call returning `T&&`): `T&&`.
            _ if e.lvalue && !named && self.is_xvalue(e) => self.types.rvalue_ref_to(e.ty),
            _ if e.lvalue && !named => self.types.lvalue_ref_to(e.ty),
            _ => e.ty,
        }
    }

    /// An unevaluated operand starts.
    pub fn enter_unevaluated(&mut self) {
        self.unevaluated += 1;
    }

    /// The operand [`Sema::enter_unevaluated`] started ends.
    pub fn leave_unevaluated(&mut self) {
        self.unevaluated -= 1;
    }

    /// Whether an unevaluated operand is being analysed.
    pub fn in_unevaluated(&self) -> bool {
        self.unevaluated > 0
    }

    /// `C::m` naming a nonstatic data member where there is no object (a class's own
    /// `static_assert(sizeof(Params::stride) == 8)`): allowed in an unevaluated operand
    /// ([expr.prim.id]/3), so it is the member of an object that is never made.
    pub fn unevaluated_member(&mut self, class: TypeId, member: crate::symbol::Sym, span: Span) -> &'a Expr<'a> {
        if !self.types.is_complete(class) {
            // Inside the class's own definition: the member's declared type is all an
            // unevaluated operand needs.
            // A reference member is stored as a pointer: its declared type counts.
            let declared = self.reference_member(class, member);
            if let Some(ty) = declared.or_else(|| self.declared_field_type(class, member)) {
                let ty = self.types.referee(ty).unwrap_or(ty);
                return self.unevaluated_object(ty, span);
            }
        }
        let object = self.unevaluated_object(class, span);
        self.member(object, false, member, span, span)
    }

    /// The type of data member `member` declared so far in `class`'s definition.
    fn declared_field_type(&self, class: TypeId, member: crate::symbol::Sym) -> Option<TypeId> {
        let crate::types::TypeKind::Record(id) = *self.types.kind(class.unqualified()) else {
            return None;
        };
        let fields = &self.class_facts[id].declared_fields;
        fields.iter().find(|(n, _)| *n == member).map(|(_, ty)| *ty)
    }

    /// An lvalue of type `ty` that is never made (`*(T*)0`), for unevaluated operands.
    fn unevaluated_object(&mut self, ty: TypeId, span: Span) -> &'a Expr<'a> {
        let ptr = self.types.pointer_to(ty);
        let zero = self.int_const(0, TypeId::INT, span);
        let null = self.cast(crate::il::CastKind::NullToPointer, zero, ptr);
        self.mk(
            crate::il::ExprKind::Unary {
                op: crate::il::UnaryOp::Deref,
                operand: null,
            },
            ty,
            span,
            true,
        )
    }

    /// `sizeof e` at `span`: a constant of type `size_t`.
    pub fn sizeof_expr(&mut self, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(e) {
            return self.error_expr(span);
        }
        self.sizeof_type(e.ty, span)
    }

    /// GNU `__typeof__(e)`: the type of the expression's value, qualifiers kept and never
    /// a reference (unlike `decltype`, an lvalue gives its own type).
    pub fn typeof_type(&self, e: &'a Expr<'a>) -> TypeId {
        if self.is_err(e) {
            return TypeId::ERROR;
        }
        e.ty
    }

    /// `noexcept(e)` at `span`: whether evaluating `e` cannot throw.
    pub fn noexcept_expr(&mut self, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(e) {
            return self.error_expr(span);
        }
        let value = self.cannot_throw(e);
        self.bool_constant(value, span)
    }

    /// The `bool` constant `value`, written at `span`.
    pub fn bool_constant(&mut self, value: bool, span: Span) -> &'a Expr<'a> {
        let mut c = *self.int_const(i128::from(value), TypeId::BOOL, span);
        c.span = span;
        self.arena.alloc(c)
    }
}
