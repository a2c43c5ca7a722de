//! Operators on enumerations: a scoped enumeration (`enum class`) has only the built-in
//! comparisons between two values of its own type (no arithmetic, no contextual
//! conversion to `bool`); no enumeration can be incremented or compound-assigned, since
//! the `int` result does not convert back. Messages are nvcc's.
//!
//! User-declared non-member operator functions taking an enumeration (`Flags
//! operator|(Flags, Flags)`, `Color& operator++(Color&)`) are candidates next to the
//! built-in operators: when one is viable for the operands without a user-defined
//! conversion it is called (an exact match on the enumeration beats the built-in
//! operator, which needs a promotion).

use crate::il::Expr;
use crate::il::ExprKind;
use crate::source::Span;

use super::Sema;

impl<'a> Sema<'a> {
    /// A call of the best viable user-declared `operator<op>` (not a member function)
    /// for `args` when one of them is an enumeration; `None` when there is none (the
    /// built-in operator applies or its errors are reported).
    pub(super) fn enum_user_operator(&mut self, op: &str, args: &[&'a Expr<'a>], span: Span) -> Option<&'a Expr<'a>> {
        if !args.iter().any(|a| self.types.enum_of(a.ty).is_some()) || args.iter().any(|a| self.is_err(a)) {
            return None;
        }
        let set = self.operator_candidates(op, args);
        let f = self.best_viable(&set, args).ok()?;
        // One that takes an operand through a converting constructor (`operator==(const
        // Half&, const Half&)` given two enumerators) loses to the built-in operator,
        // whose conversions are standard ones.
        let ranks = self.candidate_ranks(f, args)?;
        if ranks.contains(&super::overload::resolution::IcsRank::UserDefined) {
            return None;
        }
        let callee = self.mk(ExprKind::Func(f), self.func(f).ty, span, true);
        Some(self.call(callee, Some(vec![f]), args.to_vec(), span, span))
    }

    /// `++e`/`e++`/`--e`/`e--` through a user-declared operator when `e` is an enumeration
    /// or a class: `operator++(e)` for the prefix form, `operator++(e, 0)` for the postfix.
    pub(super) fn user_inc_dec(&mut self, pre: bool, inc: bool, e: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        if self.is_err(e) || (self.types.enum_of(e.ty).is_none() && !self.types.is_record(e.ty)) {
            return None;
        }
        let op = if inc { "++" } else { "--" };
        let mut args = vec![e];
        if !pre {
            args.push(self.int_const(0, crate::types::TypeId::INT, span));
        }
        if self.types.is_record(e.ty) {
            if let Some(x) = self.member_operator(op, &args, span) {
                return Some(x);
            }
        }
        let set = self.operator_candidates(op, &args);
        let f = self.best_viable(&set, &args).ok()?;
        let callee = self.mk(ExprKind::Func(f), self.func(f).ty, span, true);
        Some(self.call(callee, Some(vec![f]), args, span, span))
    }

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
