//! Lvalue references (`T&`, `const T&`), lowered away so the IL has no reference types.
//!
//! - `T&` (and `const T&` to a non-scalar) becomes a pointer `T*`: binding takes the
//!   address of an lvalue, and every use of the reference variable is `*p`.
//! - `const T&` to a scalar (arithmetic, pointer) is passed and held by value as a
//!   `const T`: a const reference to a scalar cannot be written through, so the value is
//!   what the callee observes (except through aliasing writes during the call, which the
//!   supported subset has no reason to make).
//!
//! Mangled names use the declared types, so `void f(const float&)` is still `_Z1fRKf`.

use crate::il::{CastKind, Expr, ExprKind, UnaryOp, VarId};
use crate::source::Span;
use crate::types::{Quals, TypeId, TypeKind};

use super::Sema;

/// How a declared type is represented in the IL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefMode {
    /// Not a reference.
    None,
    /// A reference lowered to a pointer to the referee (given).
    ByPointer(TypeId),
    /// A `const` reference to a scalar, held by value.
    ByValue,
}

impl<'a> Sema<'a> {
    /// The IL type and mode of a declared type that may be a reference.
    pub fn lower_reference(&mut self, declared: TypeId) -> (TypeId, RefMode) {
        let Some(referee) = self.types.referee(declared) else {
            return (declared, RefMode::None);
        };
        let scalar = self.types.is_arithmetic(referee) || self.types.is_pointer(referee);
        if referee.is_const() && !referee.is_volatile() && scalar {
            (referee, RefMode::ByValue)
        } else {
            (self.types.pointer_to(referee), RefMode::ByPointer(referee))
        }
    }

    /// Marks `v` (whose IL type is a pointer) as a reference variable: uses dereference it.
    pub fn mark_reference_var(&mut self, v: VarId, referee: TypeId) {
        self.ref_vars.insert(v, referee);
    }

    /// A use of reference variable `v`: `*v`.
    pub fn reference_use(&mut self, v: VarId, span: Span) -> Option<&'a Expr<'a>> {
        let referee = *self.ref_vars.get(&v)?;
        let ptr_ty = self.var(v).ty;
        let var = self.mk(ExprKind::Var(v), ptr_ty, span, true);
        let p = self.rvalue(var);
        Some(self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: p,
            },
            referee,
            span,
            true,
        ))
    }

    /// Binds a reference to `referee` (lowered by pointer) to `e`: the address of a
    /// compatible lvalue, as a value of type `referee*`.
    pub fn bind_reference(&mut self, e: &'a Expr<'a>, referee: TypeId) -> &'a Expr<'a> {
        if self.is_err(e) {
            return e;
        }
        let ref_ty = self.types.lvalue_ref_to(referee);
        let compatible = self.reference_compatible(referee, e.ty);
        let builtin = matches!(
            e.kind,
            ExprKind::SpecialReg { .. } | ExprKind::SpecialRegWhole { .. } | ExprKind::WarpSize
        );
        if !e.lvalue && !builtin && compatible && referee.is_const() && self.types.is_record(referee) {
            // A `const T&` to a class type binds a temporary holding the value.
            let tmp = self.temporary(e);
            return self.bind_reference(tmp, referee);
        }
        if self.bit_field_of(e).is_some() {
            let msg = format!(
                "a reference of type {} cannot be bound to a bit field",
                self.ty_str(ref_ty)
            );
            self.diags.error(e.span, msg);
            return self.error_expr(e.span);
        }
        if !e.lvalue || builtin {
            let msg = if referee.is_const() {
                "binding a const reference to a temporary is not supported yet".to_string()
            } else {
                "initial value of reference to non-const must be an lvalue".to_string()
            };
            self.diags.error(e.span, msg);
            return self.error_expr(e.span);
        }
        if !compatible {
            let msg = format!(
                "a reference of type {} cannot be initialized with a value of type {}",
                self.ty_str(ref_ty),
                self.ty_str(e.ty)
            );
            self.diags.error(e.span, msg);
            return self.error_expr(e.span);
        }
        let addr_ty = self.types.pointer_to(e.ty);
        let addr = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: e,
            },
            addr_ty,
            e.span,
            false,
        );
        let target = self.types.pointer_to(referee);
        if self.types.is_array(referee) {
            // Only the elements' qualifiers can differ (checked above).
            return self.cast(CastKind::NoOp, addr, target);
        }
        self.convert(addr, target, super::conv::ConvCtx::Init)
    }

    /// Whether a reference to `referee` binds directly to an lvalue of type `ty`: the same
    /// type with no fewer cv-qualifiers. An array's qualifiers are its elements'
    /// (`const int (&)[4]` binds to an `int[4]`).
    fn reference_compatible(&self, referee: TypeId, ty: TypeId) -> bool {
        let arrays = (self.types.kind(referee), self.types.kind(ty));
        if let (TypeKind::Array { elem: re, len: rl }, TypeKind::Array { elem: te, len: tl }) = arrays {
            return rl == tl && self.reference_compatible(*re, *te);
        }
        ty.unqualified() == referee.unqualified() && referee.quals().contains(Quals(ty.quals().0 & 3))
    }
}
