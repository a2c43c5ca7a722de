//! Explicit type conversions in functional notation ([expr.type.conv]): `T(args)` and
//! `T{args}` make a class temporary when `T` is a class with constructors of its own,
//! else they convert one value or value-initialize. The parser asks which form a type
//! takes ([`FunctionalCastForm`]), reads the operands that form has and hands them over
//! ([`Sema::act_on_functional_cast`], as clang's `ActOnCXXTypeConstructExpr`).

use crate::il::Expr;
use crate::sema::decl::InitSyn;
use crate::source::Span;
use crate::types::TypeId;

use super::Sema;

/// How `T(...)` and `T{...}` read for a type `T` ([`Sema::functional_cast_form`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionalCastForm {
    /// The error type: nothing to make.
    Error,
    /// A class with constructors of its own: a temporary.
    ClassTemporary,
    /// A class whose construction is built in (`dim3`).
    BuiltinConstructor,
    /// A type that is no class: one value converted, or value-initialization.
    Scalar,
}

impl FunctionalCastForm {
    /// Whether the type is a class.
    pub fn is_class(self) -> bool {
        matches!(
            self,
            FunctionalCastForm::ClassTemporary | FunctionalCastForm::BuiltinConstructor
        )
    }
}

/// The operands of `T(...)` or `T{...}` as read for its [`FunctionalCastForm`].
pub enum FunctionalCastArgs<'a, 's> {
    /// `T{...}` of a class: the brace list.
    ClassList(&'s InitSyn<'a>),
    /// `T(args)` of a class, the `)` at the span.
    ClassArgs(Vec<&'a Expr<'a>>, Span),
    /// `dim3(args)`, the `)` at the span.
    BuiltinArgs(Vec<&'a Expr<'a>>, Span),
    /// `T{}` or `T{e}` of a scalar type (a narrowing `e` is accepted, as a cast).
    ScalarList(Vec<&'a Expr<'a>>),
    /// `T()` of a type that is no class.
    Empty,
    /// `T(e)`: `e` converted to `T`.
    Operand(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// How `T(...)` and `T{...}` read for `ty`.
    pub fn functional_cast_form(&self, ty: TypeId) -> FunctionalCastForm {
        if self.types.is_error(ty) {
            FunctionalCastForm::Error
        } else if self.constructs_class_temporary(ty) {
            FunctionalCastForm::ClassTemporary
        } else if self.has_builtin_constructor(ty) {
            FunctionalCastForm::BuiltinConstructor
        } else {
            FunctionalCastForm::Scalar
        }
    }

    /// `ty(args)` or `ty{args}` (at `span`): the temporary, converted value or
    /// value-initialized value the operands `args` make.
    pub fn act_on_functional_cast(&mut self, ty: TypeId, args: FunctionalCastArgs<'a, '_>, span: Span) -> &'a Expr<'a> {
        match args {
            FunctionalCastArgs::ClassList(syn) => self.braced_value(ty, syn, span),
            FunctionalCastArgs::ClassArgs(args, close) => self.construct_temporary(ty, args, false, span, close),
            FunctionalCastArgs::BuiltinArgs(args, close) => self.builtin_constructor_cast(ty, args, span, close),
            FunctionalCastArgs::ScalarList(args) => self.braced_scalar_cast(ty, &args, span),
            FunctionalCastArgs::Empty => self.value_initialized_scalar(ty, span),
            FunctionalCastArgs::Operand(e) => self.explicit_cast(e, ty, span),
        }
    }

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
