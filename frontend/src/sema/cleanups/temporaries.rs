//! Temporaries: finding the class results of a full-expression that need destruction,
//! materializing them into hidden locals, and destroying them at its end.
//!
//! Everything that decides *when* a temporary dies in an expression (copy elision in
//! an initializer, conditions, the operands only sometimes evaluated) is here; the
//! statements only ask for a full-expression and get its temporaries back.

use crate::il::{CastKind, Expr, ExprKind, Stmt, StmtKind, VarId};
use crate::source::Span;
use crate::types::TypeId;

use super::{Pos, Walk};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The expression statement `e` (replacing `s`) followed by the destruction of its
    /// temporaries.
    pub(super) fn push_with_temps(
        &mut self,
        out: &mut Vec<Stmt<'a>>,
        s: &'a Stmt<'a>,
        e: &'a Expr<'a>,
        temps: Vec<(VarId, &'a Expr<'a>)>,
    ) {
        if matches!(s.kind, StmtKind::Expr(old) if std::ptr::eq(old, e)) {
            out.push(*s);
        } else {
            out.push(Stmt {
                kind: StmtKind::Expr(e),
                span: s.span,
            });
        }
        if let Some(d) = self.temps_destroy(&temps, s.span) {
            out.push(self.expr_stmt(d));
        }
    }

    /// The destruction of `temps` (in order of construction) in reverse order.
    pub(super) fn temps_destroy(&mut self, temps: &[(VarId, &'a Expr<'a>)], span: Span) -> Option<&'a Expr<'a>> {
        let steps: Vec<&'a Expr<'a>> = temps.iter().rev().map(|(_, d)| *d).collect();
        self.sequence(&steps, span)
    }

    /// A condition (`bool`) whose temporaries are destroyed once it is evaluated.
    pub(super) fn condition_expr(&mut self, w: &mut Walk<'a>, cond: &'a Expr<'a>) -> &'a Expr<'a> {
        let (c2, temps) = self.full_expr(w, cond, Pos::Value);
        let Some(d) = self.temps_destroy(&temps, cond.span) else {
            return c2;
        };
        let tmp = self.new_synthetic_local("cond", cond.ty, cond.span);
        w.new_vars.push(tmp);
        let var = self.var_expr(tmp, cond.span);
        let assign = self.mk(ExprKind::Assign { lhs: var, rhs: c2 }, cond.ty, cond.span, true);
        let first = self.mk(ExprKind::Comma { lhs: assign, rhs: d }, TypeId::VOID, cond.span, false);
        let read = self.cast(CastKind::LValueToRValue, var, cond.ty);
        self.mk(ExprKind::Comma { lhs: first, rhs: read }, cond.ty, cond.span, false)
    }

    /// A full-expression with its class results materialized where they need
    /// destruction, and the temporaries to destroy at its end (in order of
    /// construction).
    pub(super) fn full_expr(
        &mut self,
        w: &mut Walk<'a>,
        e: &'a Expr<'a>,
        pos: Pos,
    ) -> (&'a Expr<'a>, Vec<(VarId, &'a Expr<'a>)>) {
        if !self.has_lifetime_work(e) {
            return (e, Vec::new());
        }
        let mut temps = Vec::new();
        let e2 = self.rewrite(w, e, pos, &mut temps);
        (e2, temps)
    }

    /// Whether `e` mentions a temporary with a destructor or calls a function returning
    /// a class that needs destruction.
    pub(super) fn has_lifetime_work(&self, e: &Expr<'a>) -> bool {
        let mut found = false;
        visit(e, &mut |x| match x.kind {
            ExprKind::Var(v) if self.lifetimes.temps.contains(&v) => found = true,
            ExprKind::Call { args, .. } | ExprKind::CallIndirect { args, .. }
                if (self.types.is_record(x.ty) && self.needs_destruction(x.ty))
                    || args
                        .iter()
                        .any(|a| self.types.is_record(a.ty) && self.needs_destruction(a.ty)) =>
            {
                found = true
            }
            _ => {}
        });
        found
    }

    /// Records temporary `v` (constructed just now) for destruction.
    pub(super) fn note_constructed(&mut self, v: VarId, span: Span, temps: &mut Vec<(VarId, &'a Expr<'a>)>) {
        if !self.lifetimes.temps.contains(&v) || temps.iter().any(|(t, _)| *t == v) {
            return;
        }
        let obj = self.var_expr(v, span);
        if let Some(d) = self.destroy_expr(obj, span) {
            temps.push((v, d));
        }
    }

    /// `e` rewritten (see [`Sema::full_expr`]); temporaries constructed are appended to
    /// `temps`. `pos` says whether a class rvalue here initializes an object.
    pub(super) fn rewrite(
        &mut self,
        w: &mut Walk<'a>,
        e: &'a Expr<'a>,
        pos: Pos,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
    ) -> &'a Expr<'a> {
        use ExprKind as K;
        // Copy elision: a constructed temporary that initializes an object is that object.
        if pos == Pos::Init {
            if let K::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } = e.kind
            {
                if let K::Comma { lhs, rhs } = operand.kind {
                    if matches!(rhs.kind, K::Var(v) if self.lifetimes.temps.contains(&v)) {
                        let lhs2 = self.rewrite(w, lhs, Pos::Value, temps);
                        if std::ptr::eq(lhs2, lhs) {
                            return e;
                        }
                        let c = self.mk(K::Comma { lhs: lhs2, rhs }, operand.ty, operand.span, operand.lvalue);
                        return self.mk(
                            K::Cast {
                                kind: CastKind::LValueToRValue,
                                operand: c,
                            },
                            e.ty,
                            e.span,
                            e.lvalue,
                        );
                    }
                }
            }
        }
        let out = match e.kind {
            K::Comma { lhs, rhs } => {
                let lhs2 = self.rewrite(w, lhs, Pos::Value, temps);
                let rhs2 = self.rewrite(w, rhs, pos, temps);
                if let K::Var(v) = rhs.kind {
                    self.note_constructed(v, rhs.span, temps);
                }
                if std::ptr::eq(lhs2, lhs) && std::ptr::eq(rhs2, rhs) {
                    e
                } else {
                    self.mk(K::Comma { lhs: lhs2, rhs: rhs2 }, e.ty, e.span, e.lvalue)
                }
            }
            K::Assign { lhs, rhs } => {
                let lhs2 = self.rewrite(w, lhs, Pos::Value, temps);
                // Materializing a temporary (`temporary()`) initializes it.
                let rhs_pos = match lhs.kind {
                    K::Var(v) if self.lifetimes.temps.contains(&v) => Pos::Init,
                    _ => Pos::Value,
                };
                let rhs2 = self.rewrite(w, rhs, rhs_pos, temps);
                if let K::Var(v) = lhs.kind {
                    self.note_constructed(v, lhs.span, temps);
                }
                if std::ptr::eq(lhs2, lhs) && std::ptr::eq(rhs2, rhs) {
                    e
                } else {
                    self.mk(K::Assign { lhs: lhs2, rhs: rhs2 }, e.ty, e.span, e.lvalue)
                }
            }
            K::Conditional { then: a, els: b, .. } | K::LogAnd { lhs: a, rhs: b } | K::LogOr { lhs: a, rhs: b } => {
                // The operands evaluated only sometimes (the condition always is).
                let sometimes = if matches!(e.kind, K::Conditional { .. }) {
                    self.has_lifetime_work(a) || self.has_lifetime_work(b)
                } else {
                    self.has_lifetime_work(b)
                };
                if sometimes {
                    self.diags.error(
                        e.span,
                        "temporaries with destructors in a conditionally evaluated operand are not supported yet",
                    );
                }
                self.rewrite_children(w, e, temps)
            }
            _ => self.rewrite_children(w, e, temps),
        };
        // A class result used as a value (not initializing an object) is a temporary
        // destroyed at the end of the full-expression.
        if pos == Pos::Value
            && matches!(e.kind, K::Call { .. } | K::CallIndirect { .. })
            && self.types.is_record(e.ty)
            && self.needs_destruction(e.ty)
        {
            let ty = e.ty.unqualified();
            let tmp = self.new_synthetic_local("ref.tmp", ty, e.span);
            w.new_vars.push(tmp);
            self.lifetimes.temps.insert(tmp);
            let var = self.var_expr(tmp, e.span);
            let assign = self.mk(K::Assign { lhs: var, rhs: out }, ty, e.span, true);
            self.note_constructed(tmp, e.span, temps);
            return self.cast(CastKind::LValueToRValue, assign, ty);
        }
        out
    }
}

/// Calls `f` on `e` and every expression inside it.
pub(super) fn visit<'a>(e: &Expr<'a>, f: &mut impl FnMut(&Expr<'a>)) {
    use ExprKind as K;
    f(e);
    match e.kind {
        K::Unary { operand, .. } | K::IncDec { operand, .. } | K::Cast { operand, .. } => visit(operand, f),
        K::Binary { lhs, rhs, .. }
        | K::LogAnd { lhs, rhs }
        | K::LogOr { lhs, rhs }
        | K::Assign { lhs, rhs }
        | K::CompoundAssign { lhs, rhs, .. }
        | K::Comma { lhs, rhs } => {
            visit(lhs, f);
            visit(rhs, f);
        }
        K::Conditional { cond, then, els } => {
            visit(cond, f);
            visit(then, f);
            visit(els, f);
        }
        K::Call { args, .. } => args.iter().for_each(|a| visit(a, f)),
        K::CallIndirect { callee, args } => {
            visit(callee, f);
            args.iter().for_each(|a| visit(a, f));
        }
        K::Index { base, index } => {
            visit(base, f);
            visit(index, f);
        }
        K::Member { base, .. } => visit(base, f),
        _ => {}
    }
}
