//! Reachability of the end of a function body, for nvcc's "missing return statement at end
//! of non-void function" warning. Conservative in the way compilers are: a loop whose
//! condition is a constant `true` only ends through a `break`, and a label that some `goto`
//! names is reachable (whether or not that `goto` is).

use rustc_hash::FxHashSet;

use crate::il::{Expr, ExprKind, LabelId, Stmt, StmtKind};

use super::Sema;

impl Sema<'_> {
    /// Whether control can run off the end of `s`.
    pub fn can_fall_through(&self, s: &Stmt) -> bool {
        let mut targets = FxHashSet::default();
        goto_targets(s, &mut targets);
        self.falls_through(s, &targets)
    }

    fn falls_through(&self, s: &Stmt, targets: &FxHashSet<LabelId>) -> bool {
        match &s.kind {
            StmtKind::Return(_) | StmtKind::Break | StmtKind::Continue | StmtKind::Goto(_) => false,
            StmtKind::Compound(list) => {
                let mut reachable = true;
                for st in list.iter() {
                    if let StmtKind::Label { label, .. } = st.kind {
                        reachable |= targets.contains(&label);
                    } else if reachable {
                        reachable = self.falls_through(st, targets);
                    } else {
                        // Unreachable code may still hold a label a `goto` enters through.
                        reachable = contains_target(st, targets) && self.falls_through(st, targets);
                    }
                }
                reachable
            }
            StmtKind::If {
                then, els: Some(els), ..
            } => self.falls_through(then, targets) || self.falls_through(els, targets),
            StmtKind::While { cond, body } => !self.always_true(Some(cond)) || has_break(body),
            StmtKind::For { cond, body, .. } => !self.always_true(*cond) || has_break(body),
            StmtKind::Unroll { body, .. } => self.falls_through(body, targets),
            StmtKind::Expr(e) => !self.never_returns(e),
            StmtKind::DoWhile { body, cond } => {
                has_break(body)
                    || (!self.always_true(Some(cond)) && (self.falls_through(body, targets) || has_continue(body)))
            }
            _ => true,
        }
    }

    /// Whether evaluating `e` ends in a call of a `[[noreturn]]` function (`abort()`,
    /// ggml's `GGML_ABORT(...)`), perhaps cast to `void`.
    fn never_returns(&self, e: &Expr) -> bool {
        match e.kind {
            ExprKind::Call { callee, .. } => self.facts(callee).noreturn,
            ExprKind::Cast { operand, .. } => self.never_returns(operand),
            _ => false,
        }
    }

    fn always_true(&self, cond: Option<&Expr>) -> bool {
        match cond {
            None => true,
            Some(c) => self.const_int(c).is_some_and(|v| v != 0),
        }
    }
}

/// Collects the labels named by the `goto`s in `s`.
fn goto_targets(s: &Stmt, out: &mut FxHashSet<LabelId>) {
    if let StmtKind::Goto(l) = s.kind {
        out.insert(l);
    }
    s.children().for_each(|c| goto_targets(c, out));
}

/// Whether `s` holds a label that some `goto` names.
fn contains_target(s: &Stmt, targets: &FxHashSet<LabelId>) -> bool {
    matches!(s.kind, StmtKind::Label { label, .. } if targets.contains(&label))
        || s.children().any(|c| contains_target(c, targets))
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
