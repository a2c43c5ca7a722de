//! Declarations and initialization sequences: where a temporary becomes the object
//! it initializes (copy elision) or lives as long as the reference bound to it.
//!
//! Both decide which temporaries are *not* destroyed at the end of their
//! full-expression, so they sit together, apart from the generic statement walk.

use crate::il::{CastKind, Expr, ExprKind, Init, Stmt, StmtKind, UnaryOp, VarId, VarKind};

use super::statements::{init_ptr, same_stmt};
use super::{Pos, Walk};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// A statement list: a block is walked as a scope of its own; in any list, an
    /// initialization sequence initializes the variables it declares.
    pub(super) fn walk_compound(
        &mut self,
        w: &mut Walk<'a>,
        s: &'a Stmt<'a>,
        list: &'a [Stmt<'a>],
        out: &mut Vec<Stmt<'a>>,
    ) {
        let is_block = self.lifetimes.blocks.contains(&(list.as_ptr() as usize));
        if is_block && w.frames.last().is_some_and(|f| !same_stmt(f.stmt, s)) {
            let new = self.walk_scoped(w, s, false);
            out.push(*new);
            return;
        }
        // An initialization sequence `T x; x.T(args);` or `T x; x = v;`
        // initializes the variables it declares.
        let declared: Vec<VarId> = list
            .iter()
            .filter_map(|c| match c.kind {
                StmtKind::Decl { var, .. } => Some(var),
                _ => None,
            })
            .collect();
        let mut items = Vec::new();
        let mut changed = false;
        for c in list {
            // `T x = T(..);` through a copy constructor constructs `x` in place.
            let elided = match c.kind {
                StmtKind::Expr(e) if !declared.is_empty() => self.elide_copy(e, &declared),
                _ => None,
            };
            let c: &'a Stmt<'a> = match elided {
                Some(e) => {
                    changed = true;
                    self.arena.alloc(Stmt {
                        kind: StmtKind::Expr(e),
                        span: c.span,
                    })
                }
                None => c,
            };
            match c.kind {
                StmtKind::Expr(e) if !declared.is_empty() => {
                    if let ExprKind::Assign { lhs, rhs } = e.kind {
                        if root_var(lhs).is_some_and(|v| declared.contains(&v)) {
                            let (rhs2, temps) = self.full_expr(w, rhs, Pos::Init);
                            let e2 = if std::ptr::eq(rhs2, rhs) {
                                e
                            } else {
                                self.mk(ExprKind::Assign { lhs, rhs: rhs2 }, e.ty, e.span, e.lvalue)
                            };
                            let before = items.len();
                            self.push_with_temps(&mut items, c, e2, temps);
                            changed |= !(items.len() == before + 1 && same_stmt(&items[before], c));
                            continue;
                        }
                    }
                    changed |= self.walk_stmt(w, c, &mut items);
                }
                _ => changed |= self.walk_stmt(w, c, &mut items),
            }
        }
        if !changed {
            out.push(*s);
            return;
        }
        let list = self.arena.alloc_slice_copy(&items);
        out.push(Stmt {
            kind: StmtKind::Compound(list),
            span: s.span,
        });
    }

    /// A declaration: its initializer's temporaries are destroyed after it (unless a
    /// reference binds one), and a local with a destructor joins the innermost scope.
    pub(super) fn walk_decl(
        &mut self,
        w: &mut Walk<'a>,
        s: &'a Stmt<'a>,
        var: VarId,
        init: Option<Init<'a>>,
        out: &mut Vec<Stmt<'a>>,
    ) {
        let mut new_init = init;
        let mut temps = Vec::new();
        if let Some(Init::Expr(e)) = init {
            let (e2, t) = self.full_expr(w, e, Pos::Init);
            temps = t;
            if !std::ptr::eq(e2, e) {
                new_init = Some(Init::Expr(e2));
            }
            // A reference bound to a temporary extends its lifetime.
            if self.var_facts(var).referee.is_some() {
                if let Some(t) = bound_temporary(e) {
                    if let Some(k) = temps.iter().position(|(v, _)| *v == t) {
                        let ext = temps.remove(k);
                        if let Some(f) = w.frames.last_mut() {
                            f.live.push((None, ext.1));
                        }
                    }
                }
            }
        }
        let decl = if std::ptr::eq(
            new_init.map_or(std::ptr::null(), init_ptr),
            init.map_or(std::ptr::null(), init_ptr),
        ) {
            s
        } else {
            self.arena.alloc(Stmt {
                kind: StmtKind::Decl { var, init: new_init },
                span: s.span,
            })
        };
        out.push(*decl);
        if let Some(d) = self.temps_destroy(&temps, s.span) {
            out.push(self.expr_stmt(d));
        }
        if matches!(self.var(var).kind, VarKind::Local) && !self.lifetimes.temps.contains(&var) {
            let v = self.var_expr(var, s.span);
            if let Some(d) = self.destroy_expr(v, s.span) {
                if let Some(f) = w.frames.last_mut() {
                    f.live.push((Some(var), d));
                }
            }
        }
    }

    /// For the initialization `T(&x, <temporary of T>)` of a variable in `declared`
    /// through a constructor taking the temporary (a copy or move constructor): the
    /// temporary's own initialization aimed at `x` instead.
    pub(super) fn elide_copy(&mut self, e: &'a Expr<'a>, declared: &[VarId]) -> Option<&'a Expr<'a>> {
        let ExprKind::Call { callee, args } = e.kind else {
            return None;
        };
        let [this_arg, source] = args else { return None };
        let m = self.facts(callee).method?;
        if !m.is_ctor {
            return None;
        }
        let ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand: object,
        } = this_arg.kind
        else {
            return None;
        };
        if !root_var(object).is_some_and(|v| declared.contains(&v)) {
            return None;
        }
        let mut inner = *source;
        while let ExprKind::Cast { operand, .. }
        | ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand,
        } = inner.kind
        {
            inner = operand;
        }
        let is_temp = |s: &Self, x: &Expr<'a>| {
            matches!(x.kind, ExprKind::Var(v) if s.lifetimes.temps.contains(&v)) && x.ty.unqualified() == m.class
        };
        match inner.kind {
            ExprKind::Comma { lhs, rhs } if is_temp(self, rhs) => match lhs.kind {
                ExprKind::Call {
                    callee: ctor,
                    args: ctor_args,
                } if !ctor_args.is_empty() => {
                    let mut new_args = ctor_args.to_vec();
                    new_args[0] = this_arg;
                    let new_args = self.arena.alloc_slice_copy(&new_args);
                    Some(self.mk(
                        ExprKind::Call {
                            callee: ctor,
                            args: new_args,
                        },
                        lhs.ty,
                        lhs.span,
                        false,
                    ))
                }
                _ => None,
            },
            ExprKind::Assign { lhs, rhs } if is_temp(self, lhs) => {
                Some(self.mk(ExprKind::Assign { lhs: object, rhs }, object.ty, e.span, true))
            }
            _ => None,
        }
    }
}

/// The variable an lvalue designates part of (`x`, `x.f`, `x[i]`), if any.
fn root_var(e: &Expr) -> Option<VarId> {
    match e.kind {
        ExprKind::Var(v) => Some(v),
        ExprKind::Member { base, .. } => root_var(base),
        ExprKind::Index { base, .. } => match base.kind {
            ExprKind::Cast {
                kind: CastKind::ArrayToPointerDecay,
                operand,
            } => root_var(operand),
            _ => None,
        },
        _ => None,
    }
}

/// The temporary a reference initializer binds, if it binds one directly
/// (`&(S(1))`, `&(tmp = f())`, through casts).
fn bound_temporary(e: &Expr) -> Option<VarId> {
    match e.kind {
        ExprKind::Cast { operand, .. } => bound_temporary(operand),
        ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand,
        } => bound_temporary(operand),
        ExprKind::Comma { rhs, .. } => bound_temporary(rhs),
        ExprKind::Assign { lhs, .. } => bound_temporary(lhs),
        ExprKind::Var(v) => Some(v),
        _ => None,
    }
}
