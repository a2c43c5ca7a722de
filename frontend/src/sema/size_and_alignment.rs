//! `sizeof` and `alignof` ([expr.sizeof], [expr.alignof]) as one action, whether the
//! operand is a type or an expression (GNU's `__alignof__(expr)`), as clang's
//! `ActOnUnaryExprOrTypeTraitExpr` takes both.

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// Which of the two operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeOrAlign {
    /// `sizeof`.
    Size,
    /// `alignof` (`_Alignof`, `__alignof__`).
    Align,
}

/// The operand of `sizeof` or `alignof`.
#[derive(Clone, Copy, Debug)]
pub enum TypeOrExpr<'a> {
    /// `sizeof(T)`.
    Type(TypeId),
    /// `sizeof e` (an unevaluated operand).
    Expr(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// `sizeof` or `alignof` (`op`) of `operand`: a `size_t` constant at `span`.
    pub fn act_on_size_or_alignment(&mut self, op: SizeOrAlign, operand: TypeOrExpr<'a>, span: Span) -> &'a Expr<'a> {
        match (op, operand) {
            (SizeOrAlign::Size, TypeOrExpr::Type(ty)) => self.sizeof_type(ty, span),
            (SizeOrAlign::Size, TypeOrExpr::Expr(e)) => self.sizeof_expr(e, span),
            (SizeOrAlign::Align, TypeOrExpr::Type(ty)) => self.alignof_type(ty, span),
            (SizeOrAlign::Align, TypeOrExpr::Expr(e)) => self.alignof_expr(e, span),
        }
    }
}
