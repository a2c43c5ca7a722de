//! Explicit type conversions in functional notation ([expr.type.conv]): `T(args)` and
//! `T{args}` make a class temporary when `T` is a class with constructors of its own,
//! else they convert one value or value-initialize.

use crate::il::Expr;
use crate::source::Span;
use crate::types::TypeId;

use super::Sema;

impl<'a> Sema<'a> {
    /// Whether `T(args)` or `T{args}` of type `ty` makes a class temporary (a class
    /// whose construction is not built in, as `dim3`'s is).
    pub fn constructs_class_temporary(&self, ty: TypeId) -> bool {
        self.types.is_record(ty) && !self.has_builtin_constructor(ty)
    }

    /// `T{}` or `T{e}` of a scalar type (the braced `args`): value-initialization, or
    /// `e` converted to `T` (list-initialization of a scalar; a narrowing `e` is
    /// accepted, as a cast).
    pub fn braced_scalar_cast(&mut self, ty: TypeId, args: &[&'a Expr<'a>], span: Span) -> &'a Expr<'a> {
        match *args {
            [] => self.zero_value(ty, span),
            [e] => self.explicit_cast(e, ty, span),
            _ => {
                self.diags.error(args[1].span, "too many initializer values");
                self.error_expr(span)
            }
        }
    }

    /// `T()` of a type that is no class: value-initialization (`void()` is a cast of 0).
    pub fn value_initialized_scalar(&mut self, ty: TypeId, span: Span) -> &'a Expr<'a> {
        if ty == TypeId::VOID {
            let z = self.int_const(0, TypeId::INT, span);
            return self.explicit_cast(z, ty, span);
        }
        self.zero_value(ty, span)
    }
}
