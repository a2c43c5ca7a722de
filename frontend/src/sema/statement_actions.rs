//! Statements as the parser hands them over once read ([stmt.stmt]): jumps, `switch`
//! labels and the end of a `switch`, `return` with its operand. The rules are
//! `sema::stmt`'s; these actions take the syntax and give the statement.

use crate::il::{Expr, Stmt, StmtKind};
use crate::sema::decl::InitSyn;
use crate::sema::Sema;
use crate::source::Span;

/// `break` or `continue`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    /// `break;`.
    Break,
    /// `continue;`.
    Continue,
}

/// A label of a `switch`'s body.
#[derive(Clone, Copy, Debug)]
pub enum SwitchLabel<'a> {
    /// `case v:`, or GNU's range `case low ... high:`.
    Case(&'a Expr<'a>, Option<&'a Expr<'a>>),
    /// `default:`.
    Default,
}

/// What a `return` statement returns.
pub enum ReturnOperand<'a, 's> {
    /// `return;`.
    Nothing,
    /// `return e;`.
    Expr(&'a Expr<'a>),
    /// `return {...};` (the list at its span).
    Braced(&'s InitSyn<'a>, Span),
}

impl<'a> Sema<'a> {
    /// `while (cond) body` at `span`; `decl`: the declaration of a condition variable,
    /// made again in each iteration: `while (true) { T x = e; if (x) body else break; }`.
    pub fn act_on_while(
        &mut self,
        cond: &'a Expr<'a>,
        decl: Option<&'a Stmt<'a>>,
        body: &'a Stmt<'a>,
        span: Span,
    ) -> &'a Stmt<'a> {
        let Some(decl) = decl else {
            return self.stmt(StmtKind::While { cond, body }, span);
        };
        let exit = self.stmt(StmtKind::Break, span);
        let step = self.stmt(
            StmtKind::If {
                cond,
                then: body,
                els: Some(exit),
            },
            span,
        );
        let list = self.arena.alloc_slice_copy(&[*decl, *step]);
        let body = self.stmt(StmtKind::Compound(list), span);
        let forever = self.int_const(1, crate::types::TypeId::BOOL, span);
        self.stmt(StmtKind::While { cond: forever, body }, span)
    }

    /// `break;` or `continue;` at `span`; `None` after an error.
    pub fn act_on_jump(&mut self, jump: Jump, span: Span) -> Option<&'a Stmt<'a>> {
        match jump {
            Jump::Break => self.break_stmt(span),
            Jump::Continue => self.continue_stmt(span),
        }
    }

    /// A `case` or `default` label (at `span`) of the innermost switch; `None` after an
    /// error.
    pub fn act_on_switch_label(&mut self, label: SwitchLabel<'a>, span: Span) -> Option<&'a Stmt<'a>> {
        match label {
            SwitchLabel::Case(v, high) => self.case_label(v, high, span),
            SwitchLabel::Default => self.default_label(span),
        }
    }

    /// The end of the innermost switch with its `body` (at `span`), lowered; `None`
    /// when the body did not parse (the switch is abandoned).
    pub fn act_on_switch_end(&mut self, body: Option<&'a Stmt<'a>>, span: Span) -> Option<&'a Stmt<'a>> {
        match body {
            Some(body) => Some(self.end_switch(body, span)),
            None => {
                self.abandon_switch();
                None
            }
        }
    }

    /// The value `return operand;` (at `span`) returns, converted to the function's
    /// result (`named`: the operand is a lone name, which may be moved from); `None`
    /// for none or after an error.
    pub fn act_on_return(&mut self, operand: ReturnOperand<'a, '_>, span: Span, named: bool) -> Option<&'a Expr<'a>> {
        let value = match operand {
            ReturnOperand::Nothing => None,
            ReturnOperand::Expr(e) => Some(e),
            ReturnOperand::Braced(syn, at) => Some(self.braced_return_value(syn, at)),
        };
        self.return_value(value, span, named)
    }
}
