//! Unevaluated operands (`sizeof e`, `decltype(e)`, GNU `__typeof__(e)`, `noexcept(e)`): only their type or
//! whether they can throw matters, so device code may name host entities in them (nvcc
//! checks only what is evaluated), and the values they give.

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

impl<'a> Sema<'a> {
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
