//! The statement walk: each statement kind rebuilt with its destructions placed,
//! reusing the original statement wherever nothing inside it changed.
//!
//! Reusing unchanged statements keeps functions without destructors untouched (and
//! their output identical); [`same_stmt`] is the address comparison that decides it.

use crate::il::{Expr, Init, Stmt, StmtKind};

use super::{Pos, Walk};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Walks `s`, pushing what replaces it onto `out` (`s` itself when unchanged);
    /// returns whether anything changed.
    pub(super) fn walk_stmt(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, out: &mut Vec<Stmt<'a>>) -> bool {
        let before = out.len();
        self.walk_stmt_inner(w, s, out);
        !(out.len() == before + 1 && same_stmt(&out[before], s))
    }

    /// Dispatches on the statement kind (see [`Sema::walk_stmt`]).
    fn walk_stmt_inner(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, out: &mut Vec<Stmt<'a>>) {
        match s.kind {
            StmtKind::Expr(e) => {
                let (e2, temps) = self.full_expr(w, e, Pos::Value);
                self.push_with_temps(out, s, e2, temps);
            }
            StmtKind::If { cond, then, els } => {
                let cond2 = self.condition_expr(w, cond);
                let then2 = self.walk_scoped(w, then, false);
                let els2 = els.map(|e| self.walk_scoped(w, e, false));
                let unchanged = std::ptr::eq(cond2, cond)
                    && std::ptr::eq(then2, then)
                    && els2.map(|e| e as *const Stmt) == els.map(|e| e as *const Stmt);
                let kind = StmtKind::If {
                    cond: cond2,
                    then: then2,
                    els: els2,
                };
                push_rebuilt(out, s, unchanged, kind);
            }
            StmtKind::While { cond, body } => {
                let cond2 = self.condition_expr(w, cond);
                let body2 = self.walk_scoped(w, body, true);
                let unchanged = std::ptr::eq(cond2, cond) && std::ptr::eq(body2, body);
                let kind = StmtKind::While {
                    cond: cond2,
                    body: body2,
                };
                push_rebuilt(out, s, unchanged, kind);
            }
            StmtKind::DoWhile { body, cond } => {
                let body2 = self.walk_scoped(w, body, true);
                let cond2 = self.condition_expr(w, cond);
                let unchanged = std::ptr::eq(cond2, cond) && std::ptr::eq(body2, body);
                let kind = StmtKind::DoWhile {
                    body: body2,
                    cond: cond2,
                };
                push_rebuilt(out, s, unchanged, kind);
            }
            StmtKind::For { .. } => self.walk_for(w, s, out),
            StmtKind::Unroll { count, body } => {
                let mut inner = Vec::new();
                if !self.walk_stmt(w, body, &mut inner) {
                    out.push(*s);
                } else {
                    // The loop stays first so the pragma still applies to it.
                    let first = self.arena.alloc(inner[0]);
                    out.push(Stmt {
                        kind: StmtKind::Unroll { count, body: first },
                        span: s.span,
                    });
                    out.extend_from_slice(&inner[1..]);
                }
            }
            StmtKind::Compound(list) => self.walk_compound(w, s, list, out),
            StmtKind::Decl { var, init } => self.walk_decl(w, s, var, init, out),
            StmtKind::Break | StmtKind::Continue => self.walk_break(w, s, out),
            StmtKind::Goto(label) => self.walk_goto(w, s, label, out),
            StmtKind::Label { label, .. } => {
                w.note_label(label);
                out.push(*s);
            }
            StmtKind::Return(value) => self.walk_return(w, s, value, out),
            StmtKind::Asm(_) | StmtKind::Empty => out.push(*s),
        }
    }
}

/// Pushes `s` itself when `unchanged`, else a statement of `kind` in its place.
fn push_rebuilt<'a>(out: &mut Vec<Stmt<'a>>, s: &'a Stmt<'a>, unchanged: bool, kind: StmtKind<'a>) {
    if unchanged {
        out.push(*s);
    } else {
        out.push(Stmt { kind, span: s.span });
    }
}

/// Whether `a` is `b` unchanged (same kind and operands, compared by address).
pub(super) fn same_stmt(a: &Stmt, b: &Stmt) -> bool {
    use StmtKind as S;
    match (a.kind, b.kind) {
        (S::Compound(x), S::Compound(y)) => std::ptr::eq(x, y),
        (S::Decl { var: v, init: i }, S::Decl { var: u, init: j }) => {
            v == u && i.map_or(std::ptr::null(), init_ptr) == j.map_or(std::ptr::null(), init_ptr)
        }
        (S::Expr(x), S::Expr(y)) => std::ptr::eq(x, y),
        (
            S::If {
                cond: c,
                then: t,
                els: e,
            },
            S::If {
                cond: d,
                then: u,
                els: f,
            },
        ) => std::ptr::eq(c, d) && std::ptr::eq(t, u) && e.map(|x| x as *const Stmt) == f.map(|x| x as *const Stmt),
        (S::While { cond: c, body: b }, S::While { cond: d, body: e })
        | (S::DoWhile { cond: c, body: b }, S::DoWhile { cond: d, body: e }) => {
            std::ptr::eq(c, d) && std::ptr::eq(b, e)
        }
        (
            S::For {
                init: i,
                cond: c,
                inc: n,
                body: b,
            },
            S::For {
                init: j,
                cond: d,
                inc: m,
                body: e,
            },
        ) => {
            i.map(|x| x as *const Stmt) == j.map(|x| x as *const Stmt)
                && c.map(|x| x as *const Expr) == d.map(|x| x as *const Expr)
                && n.map(|x| x as *const Expr) == m.map(|x| x as *const Expr)
                && std::ptr::eq(b, e)
        }
        (S::Unroll { body: b, .. }, S::Unroll { body: e, .. }) => std::ptr::eq(b, e),
        (S::Return(x), S::Return(y)) => x.map(|e| e as *const Expr) == y.map(|e| e as *const Expr),
        (S::Break, S::Break) | (S::Continue, S::Continue) | (S::Empty, S::Empty) => true,
        (S::Goto(x), S::Goto(y)) => x == y,
        (S::Label { label: x, .. }, S::Label { label: y, .. }) => x == y,
        (S::Asm(x), S::Asm(y)) => std::ptr::eq(x, y),
        _ => false,
    }
}

/// The address of an initializer's expression or list (for [`same_stmt`]).
pub(super) fn init_ptr(i: Init) -> *const () {
    match i {
        Init::Expr(e) => e as *const Expr as *const (),
        Init::List(l) => l.as_ptr() as *const (),
        Init::Str(s) => s.as_ptr() as *const (),
    }
}
