//! Scopes during the walk: opening a frame for a block, a loop body or the scope around
//! a `for`, and destroying what is alive in it when it closes (in reverse order).
//!
//! Kept apart from the statement walk so the frame bookkeeping (unique ids that
//! labels refer to, the loop flag `break` looks for) lives in one place.

use crate::il::{Expr, ExprKind, Stmt, StmtKind, VarId};
use crate::source::Span;
use crate::types::TypeId;

use super::{Frame, Pos, Walk};
use crate::sema::Sema;

impl<'a> Walk<'a> {
    /// Opens a scope covering `stmt` (closed by popping `frames`).
    pub(super) fn open(&mut self, stmt: &'a Stmt<'a>, is_loop: bool) {
        let uid = self.next_uid;
        self.next_uid += 1;
        self.frames.push(Frame {
            uid,
            stmt,
            is_loop,
            live: Vec::new(),
        });
    }
}

impl<'a> Sema<'a> {
    /// The destructions of `live` in reverse order (skipping `keep`, a returned local).
    pub(super) fn destroy_all(
        &mut self,
        live: &[(Option<VarId>, &'a Expr<'a>)],
        keep: Option<VarId>,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let steps: Vec<&'a Expr<'a>> = live
            .iter()
            .rev()
            .filter(|(v, _)| v.is_none() || *v != keep)
            .map(|(_, d)| *d)
            .collect();
        self.sequence(&steps, span)
    }

    /// Pushes a frame for `stmt`, walks it, and closes the frame (its objects are
    /// destroyed after it).
    pub(super) fn walk_scoped(&mut self, w: &mut Walk<'a>, stmt: &'a Stmt<'a>, is_loop: bool) -> &'a Stmt<'a> {
        w.open(stmt, is_loop);
        let mut out = Vec::new();
        let mut changed = self.walk_stmt(w, stmt, &mut out);
        let frame = w.frames.pop().expect("pushed above");
        if let Some(d) = self.destroy_all(&frame.live, None, stmt.span) {
            out.push(self.expr_stmt(d));
            changed = true;
        }
        if !changed {
            return stmt;
        }
        self.wrap(out, stmt.span)
    }

    /// `for (init; cond; inc) body`: the init's variables live in a scope around the loop.
    pub(super) fn walk_for(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, out: &mut Vec<Stmt<'a>>) {
        let StmtKind::For { init, cond, inc, body } = s.kind else {
            // Only called on a `for`; anything else stays as it is.
            out.push(*s);
            return;
        };
        w.open(s, false);
        let mut init_out = Vec::new();
        let init_changed = init.is_some_and(|i| self.walk_stmt(w, i, &mut init_out));
        let init2 = match init {
            Some(i) if !init_changed => Some(i),
            None => None,
            Some(i) => Some(self.wrap(init_out, i.span)),
        };
        let cond2 = cond.map(|c| self.condition_expr(w, c));
        let inc2 = inc.map(|e| {
            let (e2, temps) = self.full_expr(w, e, Pos::Value);
            match self.temps_destroy(&temps, e.span) {
                Some(d) => self.mk(ExprKind::Comma { lhs: e2, rhs: d }, TypeId::VOID, e.span, false),
                None => e2,
            }
        });
        let body2 = self.walk_scoped(w, body, true);
        let frame = w.frames.pop().expect("pushed above");
        let same = init2.map(|x| x as *const Stmt) == init.map(|x| x as *const Stmt)
            && cond2.map(|x| x as *const Expr) == cond.map(|x| x as *const Expr)
            && inc2.map(|x| x as *const Expr) == inc.map(|x| x as *const Expr)
            && std::ptr::eq(body2, body);
        let tail = self.destroy_all(&frame.live, None, s.span);
        if same && tail.is_none() {
            out.push(*s);
            return;
        }
        let lp = Stmt {
            kind: StmtKind::For {
                init: init2,
                cond: cond2,
                inc: inc2,
                body: body2,
            },
            span: s.span,
        };
        match tail {
            Some(t) => {
                let list = self.arena.alloc_slice_copy(&[lp, self.expr_stmt(t)]);
                out.push(Stmt {
                    kind: StmtKind::Compound(list),
                    span: s.span,
                });
            }
            None => out.push(lp),
        }
    }
}
