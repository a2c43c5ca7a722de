//! Jumps out of scopes: the destructions placed before `return`, `break`, `continue`
//! and `goto`, and what a label remembers so a later backward `goto` knows them.
//!
//! A jump leaves some of the enclosing scopes; which ones depends on the jump, so each
//! kind counts the frames it leaves here, in one place.

use crate::il::{CastKind, Expr, ExprKind, LabelId, Stmt, StmtKind};

use super::{Pos, Walk};
use crate::sema::Sema;

impl Walk<'_> {
    /// Remembers, per enclosing scope, how many objects are alive at `label`.
    pub(super) fn note_label(&mut self, label: LabelId) {
        self.labels
            .insert(label, self.frames.iter().map(|f| (f.uid, f.live.len())).collect());
    }
}

impl<'a> Sema<'a> {
    /// `break`/`continue`: destroys what is alive in every scope up to the loop's.
    pub(super) fn walk_break(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, out: &mut Vec<Stmt<'a>>) {
        let mut steps = Vec::new();
        for f in w.frames.iter().rev() {
            steps.extend(f.live.iter().rev().map(|(_, d)| *d));
            if f.is_loop {
                break;
            }
        }
        self.push_before(out, s, &steps);
    }

    /// `goto label`: destroys what is alive in the scopes it leaves (see the module header).
    pub(super) fn walk_goto(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, label: LabelId, out: &mut Vec<Stmt<'a>>) {
        let mut steps = Vec::new();
        let seen = w.labels.get(&label);
        for f in w.frames.iter().rev() {
            let keep = match seen {
                // A backward jump: what was alive at the label stays.
                Some(at) => at.iter().find(|(uid, _)| *uid == f.uid).map(|&(_, n)| n).unwrap_or(0),
                // A forward jump stays in the scopes that hold the label.
                None if f.stmt.holds_label(label) => f.live.len(),
                None => 0,
            };
            steps.extend(f.live[keep.min(f.live.len())..].iter().rev().map(|(_, d)| *d));
        }
        self.push_before(out, s, &steps);
    }

    /// `return [value];` with the destructions of every scope after the value.
    pub(super) fn walk_return(
        &mut self,
        w: &mut Walk<'a>,
        s: &'a Stmt<'a>,
        value: Option<&'a Expr<'a>>,
        out: &mut Vec<Stmt<'a>>,
    ) {
        let (value2, temps) = match value {
            Some(v) => {
                let (v2, t) = self.full_expr(w, v, Pos::Init);
                (Some(v2), t)
            }
            None => (None, Vec::new()),
        };
        // A returned local of class type moves to the caller.
        let keep = value.and_then(|v| match v.kind {
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } if self.types.is_record(v.ty) => match operand.kind {
                ExprKind::Var(var) => Some(var),
                _ => None,
            },
            _ => None,
        });
        let mut steps: Vec<&'a Expr<'a>> = temps.iter().rev().map(|(_, d)| *d).collect();
        for f in w.frames.iter().rev() {
            steps.extend(
                f.live
                    .iter()
                    .rev()
                    .filter(|(v, _)| v.is_none() || *v != keep)
                    .map(|(_, d)| *d),
            );
        }
        let Some(cleanup) = self.sequence(&steps, s.span) else {
            if value2.map(|x| x as *const Expr) == value.map(|x| x as *const Expr) {
                out.push(*s);
            } else {
                out.push(Stmt {
                    kind: StmtKind::Return(value2),
                    span: s.span,
                });
            }
            return;
        };
        match value2 {
            Some(v) if !self.types.is_void(v.ty) => {
                let tmp = self.new_synthetic_local("retval", v.ty.unqualified(), s.span);
                w.new_vars.push(tmp);
                let var = self.var_expr(tmp, s.span);
                let assign = self.mk(ExprKind::Assign { lhs: var, rhs: v }, var.ty, s.span, true);
                out.push(self.expr_stmt(assign));
                out.push(self.expr_stmt(cleanup));
                let read = self.cast(CastKind::LValueToRValue, var, v.ty.unqualified());
                out.push(Stmt {
                    kind: StmtKind::Return(Some(read)),
                    span: s.span,
                });
            }
            Some(v) => {
                out.push(self.expr_stmt(v));
                out.push(self.expr_stmt(cleanup));
                out.push(Stmt {
                    kind: StmtKind::Return(None),
                    span: s.span,
                });
            }
            None => {
                out.push(self.expr_stmt(cleanup));
                out.push(*s);
            }
        }
    }

    /// `steps` (destructions) then the jump `s`.
    fn push_before(&mut self, out: &mut Vec<Stmt<'a>>, s: &'a Stmt<'a>, steps: &[&'a Expr<'a>]) {
        if let Some(d) = self.sequence(steps, s.span) {
            out.push(self.expr_stmt(d));
        }
        out.push(*s);
    }
}
