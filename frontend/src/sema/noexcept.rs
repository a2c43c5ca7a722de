//! Exception specifications as the `noexcept(expr)` operator sees them ([expr.unary.noexcept],
//! [except.spec]): a function declared `noexcept` (or `noexcept(true)`) and every
//! destructor are non-throwing; a call of any other function, an indirect call and a
//! launch may throw. Device code has no exceptions, so this only answers the operator
//! (in `static_assert`, templates, `enable_if` conditions); nothing emitted depends on it.

use crate::il::{Expr, ExprKind, FnDeclId};
use crate::types::TypeId;

use super::Sema;
use crate::source::Span;

/// The operand of the `noexcept(...)` operator.
pub enum NoexceptOperand<'a> {
    /// `T(args)` or `T{args}` alone: decided without making the temporary (so also
    /// outside function bodies, as in `static constexpr bool v = noexcept(T());`).
    Construction(TypeId, Vec<&'a Expr<'a>>),
    /// Any other expression (unevaluated).
    Expr(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// Records function `f` as declared non-throwing.
    pub fn mark_noexcept(&mut self, f: FnDeclId) {
        self.fn_facts[f].is_noexcept = true;
    }

    /// Whether a call of `f` cannot throw: declared `noexcept`, or a destructor.
    pub fn is_noexcept(&self, f: FnDeclId) -> bool {
        self.facts(f).is_noexcept || self.func(f).name.starts_with('~')
    }

    /// `noexcept(operand)` at `span`: a `bool` constant, `true` when the operand cannot
    /// throw.
    pub fn act_on_noexcept_operator(&mut self, operand: NoexceptOperand<'a>, span: Span) -> &'a Expr<'a> {
        match operand {
            NoexceptOperand::Construction(ty, args) => {
                let value = self.construction_cannot_throw(ty, &args);
                self.bool_constant(value, span)
            }
            NoexceptOperand::Expr(e) => self.noexcept_expr(e, span),
        }
    }

    /// The argument `e` of a `noexcept(e)` specification: whether the function is
    /// non-throwing; `None` when `e` is in error or not a constant.
    pub fn noexcept_specifier_value(&mut self, e: &Expr<'a>) -> Option<bool> {
        if self.is_err(e) {
            return None;
        }
        self.const_int(e).map(|v| v != 0)
    }

    /// Whether constructing a `ty` from `args` (`T(args)`) cannot throw: the arguments
    /// cannot, nor can the constructor chosen (a class without constructors, or a
    /// scalar, runs none).
    pub fn construction_cannot_throw(&mut self, ty: TypeId, args: &[&'a Expr<'a>]) -> bool {
        if !args.iter().all(|a| self.cannot_throw(a)) {
            return false;
        }
        let ty = ty.unqualified();
        if !self.types.is_record(ty) || !self.has_ctors(ty) {
            return true;
        }
        if args.len() == 1 && args[0].ty.unqualified() == ty {
            // The implicit copy or move constructor, unless a declared one is chosen.
            let ctors = self.ctors_of(ty);
            let this_ty = self.types.pointer_to(ty);
            let this_arg = self.mk(ExprKind::int_const(0), this_ty, args[0].span, false);
            return match self.best_viable(&ctors, &[this_arg, args[0]]) {
                Ok(f) => self.is_noexcept(f),
                Err(_) => true,
            };
        }
        let ctors = self.ctor_candidates(ty, args);
        let span = args.first().map_or(crate::source::Span::default(), |a| a.span);
        let this_ty = self.types.pointer_to(ty);
        let mut full = vec![self.mk(ExprKind::int_const(0), this_ty, span, false)];
        full.extend_from_slice(args);
        match self.best_viable(&ctors, &full) {
            Ok(f) => self.is_noexcept(f),
            Err(_) => false,
        }
    }

    /// Whether evaluating `e` cannot throw: every function it calls is non-throwing.
    pub fn cannot_throw(&self, e: &Expr<'a>) -> bool {
        match &e.kind {
            ExprKind::Call { callee, args } => self.is_noexcept(*callee) && args.iter().all(|a| self.cannot_throw(a)),
            // Through a `noexcept` function type (libcu++'s `declval<T>()`).
            ExprKind::CallIndirect { callee, args } => {
                self.types.is_noexcept_function(callee.ty) && args.iter().all(|a| self.cannot_throw(a))
            }
            ExprKind::Launch(_) => false,
            ExprKind::Unary { operand, .. } | ExprKind::IncDec { operand, .. } | ExprKind::Cast { operand, .. } => {
                self.cannot_throw(operand)
            }
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::LogAnd { lhs, rhs }
            | ExprKind::LogOr { lhs, rhs }
            | ExprKind::Assign { lhs, rhs }
            | ExprKind::CompoundAssign { lhs, rhs, .. }
            | ExprKind::Comma { lhs, rhs } => self.cannot_throw(lhs) && self.cannot_throw(rhs),
            ExprKind::Index { base, index } => self.cannot_throw(base) && self.cannot_throw(index),
            ExprKind::Conditional { cond, then, els } => {
                self.cannot_throw(cond) && self.cannot_throw(then) && self.cannot_throw(els)
            }
            ExprKind::Member { base, .. } => self.cannot_throw(base),
            ExprKind::AddressConstant { object, .. } => object.is_none_or(|o| self.cannot_throw(o)),
            _ => true,
        }
    }
}
