//! Reachability of the end of a function body, for nvcc's "missing return statement at end
//! of non-void function" warning. Conservative in the way compilers are: a loop whose
//! condition is a constant `true` only ends through a `break`.

use crate::il::{Expr, Stmt, StmtKind};

use super::Sema;

impl Sema<'_> {
    /// Whether control can run off the end of `s`.
    pub fn can_fall_through(&self, s: &Stmt) -> bool {
        if matches!(s.kind, StmtKind::Compound(_))
            && self
                .closed_switches
                .contains(&(s.span.file.0, s.span.start, s.span.end))
        {
            return false;
        }
        match &s.kind {
            StmtKind::Return(_) | StmtKind::Break | StmtKind::Continue => false,
            StmtKind::Compound(list) => list.iter().all(|st| self.can_fall_through(st)),
            StmtKind::If {
                then, els: Some(els), ..
            } => self.can_fall_through(then) || self.can_fall_through(els),
            StmtKind::While { cond, body } => !self.always_true(Some(cond)) || has_break(body),
            StmtKind::For { cond, body, .. } => !self.always_true(*cond) || has_break(body),
            StmtKind::DoWhile { body, cond } => {
                has_break(body)
                    || (!self.always_true(Some(cond)) && (self.can_fall_through(body) || has_continue(body)))
            }
            _ => true,
        }
    }

    /// Whether `s` contains a `break` that leaves the statement enclosing `s`.
    pub fn has_break_stmt(&self, s: &Stmt) -> bool {
        has_break(s)
    }

    fn always_true(&self, cond: Option<&Expr>) -> bool {
        match cond {
            None => true,
            Some(c) => self.const_int(c).is_some_and(|v| v != 0),
        }
    }
}

/// Whether `s` contains a `break` that leaves the loop `s` is the body of.
fn has_break(s: &Stmt) -> bool {
    find_jump(s, true)
}

/// Whether `s` contains a `continue` of the loop `s` is the body of.
fn has_continue(s: &Stmt) -> bool {
    find_jump(s, false)
}

fn find_jump(s: &Stmt, brk: bool) -> bool {
    match &s.kind {
        StmtKind::Break => brk,
        StmtKind::Continue => !brk,
        StmtKind::Compound(list) => list.iter().any(|st| find_jump(st, brk)),
        StmtKind::If { then, els, .. } => find_jump(then, brk) || els.is_some_and(|e| find_jump(e, brk)),
        // Jumps inside a nested loop target that loop.
        _ => false,
    }
}
