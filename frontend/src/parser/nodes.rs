//! IL nodes that are pure syntax, which the parser allocates itself in the IL's arena:
//! statements whose kind it has read (`;`, `{ ... }`, a declaration list) and the error
//! placeholder it puts where broken input stood. Nodes with meaning (typed
//! expressions, declarations) come from Sema's actions.

use crate::il::{Expr, ExprKind, Stmt, StmtKind};
use crate::source::Span;
use crate::types::TypeId;

use crate::parser::Parser;

impl<'a> Parser<'_, 'a> {
    /// A statement of `kind` written at `span`.
    pub(in crate::parser) fn stmt(&self, kind: StmtKind<'a>, span: Span) -> &'a Stmt<'a> {
        self.arena.alloc(Stmt { kind, span })
    }

    /// The placeholder for an expression that could not be read or made sense of: it has
    /// the error type, so nothing reports on it again.
    pub(in crate::parser) fn error_expr(&self, span: Span) -> &'a Expr<'a> {
        self.arena.alloc(Expr {
            kind: ExprKind::Error,
            ty: TypeId::ERROR,
            span,
            lvalue: false,
        })
    }
}
