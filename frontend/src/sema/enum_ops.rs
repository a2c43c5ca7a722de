//! Operators on enumerations: a scoped enumeration (`enum class`) has only the built-in
//! comparisons between two values of its own type (no arithmetic, no contextual
//! conversion to `bool`); no enumeration can be incremented or compound-assigned, since
//! the `int` result does not convert back. Messages are nvcc's.

use crate::il::Expr;
use crate::source::Span;

use super::Sema;

impl<'a> Sema<'a> {
    /// The error for operator `op` applied to a scoped enumeration operand (`r` absent for
    /// a unary operator), or `None` when the built-in operator applies.
    pub(super) fn scoped_enum_operator(
        &mut self,
        op: &str,
        l: &'a Expr<'a>,
        r: Option<&'a Expr<'a>>,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let t = &self.types;
        if !t.is_scoped_enum(l.ty) && !r.is_some_and(|r| t.is_scoped_enum(r.ty)) {
            return None;
        }
        let comparison = matches!(op, "==" | "!=" | "<" | ">" | "<=" | ">=");
        if comparison && r.is_some_and(|r| r.ty.unqualified() == l.ty.unqualified()) {
            return None;
        }
        Some(self.no_operator_error(op, l, r, span))
    }

    /// The error for `++`, `--` or a compound assignment whose target is an enumeration.
    pub(super) fn enum_update_error(&mut self, target: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        self.types.enum_of(target.ty)?;
        self.diags.error(
            span,
            "this operation on an enumerated type requires an applicable user-defined operator function",
        );
        Some(self.error_expr(span))
    }

    /// Whether `e` is a scoped enumeration, which does not convert to `bool`; reports it.
    pub(super) fn scoped_enum_bool_error(&mut self, e: &'a Expr<'a>) -> bool {
        if !self.types.is_scoped_enum(e.ty) {
            return false;
        }
        self.diags
            .error(e.span, "expression must have bool type (or be convertible to bool)");
        true
    }
}
