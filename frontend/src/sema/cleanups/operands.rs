//! Operands: rewriting each operand of an expression for its temporaries, and passing
//! a class that needs destruction by value as a copy the caller destroys.
//!
//! This is the structural recursion under [`Sema::rewrite`], kept apart from the
//! decisions about temporaries made there.

use crate::il::{CastKind, Expr, ExprKind, VarId};

use super::{Pos, Walk};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// `e` with each operand rewritten (calls' arguments initialize parameters).
    pub(super) fn rewrite_children(
        &mut self,
        w: &mut Walk<'a>,
        e: &'a Expr<'a>,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
    ) -> &'a Expr<'a> {
        use ExprKind as K;
        let mut changed = false;
        let kind = match e.kind {
            K::Unary { op, operand } => K::Unary {
                op,
                operand: self.rw(w, operand, Pos::Value, temps, &mut changed),
            },
            K::IncDec { pre, inc, operand } => K::IncDec {
                pre,
                inc,
                operand: self.rw(w, operand, Pos::Value, temps, &mut changed),
            },
            K::Binary { op, lhs, rhs } => {
                let (lhs, rhs) = self.rw_pair(w, lhs, rhs, temps, &mut changed);
                K::Binary { op, lhs, rhs }
            }
            K::LogAnd { lhs, rhs } => {
                let (lhs, rhs) = self.rw_pair(w, lhs, rhs, temps, &mut changed);
                K::LogAnd { lhs, rhs }
            }
            K::LogOr { lhs, rhs } => {
                let (lhs, rhs) = self.rw_pair(w, lhs, rhs, temps, &mut changed);
                K::LogOr { lhs, rhs }
            }
            K::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
                to_compute,
                from_compute,
            } => {
                let (lhs, rhs) = self.rw_pair(w, lhs, rhs, temps, &mut changed);
                K::CompoundAssign {
                    op,
                    lhs,
                    rhs,
                    compute_ty,
                    to_compute,
                    from_compute,
                }
            }
            K::Conditional { cond, then, els } => {
                let cond = self.rw(w, cond, Pos::Value, temps, &mut changed);
                let (then, els) = self.rw_pair(w, then, els, temps, &mut changed);
                K::Conditional { cond, then, els }
            }
            K::Cast { kind, operand } => K::Cast {
                kind,
                operand: self.rw(w, operand, Pos::Value, temps, &mut changed),
            },
            K::Call { callee, args } => {
                let new = self.rewrite_args(w, args, temps, &mut changed);
                K::Call {
                    callee,
                    args: self.arena.alloc_slice_copy(&new),
                }
            }
            K::CallIndirect { callee, args } => {
                let callee = self.rw(w, callee, Pos::Value, temps, &mut changed);
                let new = self.rewrite_args(w, args, temps, &mut changed);
                K::CallIndirect {
                    callee,
                    args: self.arena.alloc_slice_copy(&new),
                }
            }
            K::Index { base, index } => {
                let (base, index) = self.rw_pair(w, base, index, temps, &mut changed);
                K::Index { base, index }
            }
            K::Member { base, field } => K::Member {
                base: self.rw(w, base, Pos::Value, temps, &mut changed),
                field,
            },
            K::Comma { lhs, rhs } => {
                let (lhs, rhs) = self.rw_pair(w, lhs, rhs, temps, &mut changed);
                K::Comma { lhs, rhs }
            }
            K::Assign { lhs, rhs } => {
                let (lhs, rhs) = self.rw_pair(w, lhs, rhs, temps, &mut changed);
                K::Assign { lhs, rhs }
            }
            _ => return e,
        };
        if !changed {
            return e;
        }
        self.mk(kind, e.ty, e.span, e.lvalue)
    }

    /// `x` rewritten; notes in `changed` whether it changed.
    pub(super) fn rw(
        &mut self,
        w: &mut Walk<'a>,
        x: &'a Expr<'a>,
        pos: Pos,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
        changed: &mut bool,
    ) -> &'a Expr<'a> {
        let y = self.rewrite(w, x, pos, temps);
        *changed |= !std::ptr::eq(x, y);
        y
    }

    /// Two operands rewritten as values, `a` first (the order temporaries are noted in).
    pub(super) fn rw_pair(
        &mut self,
        w: &mut Walk<'a>,
        a: &'a Expr<'a>,
        b: &'a Expr<'a>,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
        changed: &mut bool,
    ) -> (&'a Expr<'a>, &'a Expr<'a>) {
        let a = self.rw(w, a, Pos::Value, temps, changed);
        let b = self.rw(w, b, Pos::Value, temps, changed);
        (a, b)
    }

    /// A call's arguments rewritten (see [`Sema::argument_copy`]).
    pub(super) fn rewrite_args(
        &mut self,
        w: &mut Walk<'a>,
        args: &'a [&'a Expr<'a>],
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
        changed: &mut bool,
    ) -> Vec<&'a Expr<'a>> {
        let mut out = Vec::with_capacity(args.len());
        for &a in args {
            let pos = self.arg_pos(a);
            let b = self.rw(w, a, pos, temps, changed);
            let c = self.argument_copy(w, b, temps);
            *changed |= !std::ptr::eq(b, c);
            out.push(c);
        }
        out
    }

    /// How an argument initializes its parameter: a class that needs destruction is
    /// passed as a copy of a temporary the caller destroys at the end of the
    /// full-expression (as the Itanium ABI's caller does), so it is a value here.
    pub(super) fn arg_pos(&self, a: &Expr<'a>) -> Pos {
        if self.types.is_record(a.ty) && self.needs_destruction(a.ty) {
            Pos::Value
        } else {
            Pos::Init
        }
    }

    /// The argument `a` (already rewritten) as a copy of a temporary the caller
    /// destroys: `a` itself when it already reads one.
    pub(super) fn argument_copy(
        &mut self,
        w: &mut Walk<'a>,
        a: &'a Expr<'a>,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
    ) -> &'a Expr<'a> {
        if !(self.types.is_record(a.ty) && self.needs_destruction(a.ty)) {
            return a;
        }
        if let ExprKind::Cast {
            kind: CastKind::LValueToRValue,
            operand,
        } = a.kind
        {
            let holder = match operand.kind {
                ExprKind::Comma { rhs, .. } => Some(rhs),
                ExprKind::Assign { lhs, .. } => Some(lhs),
                _ => None,
            };
            if holder.is_some_and(|h| matches!(h.kind, ExprKind::Var(v) if self.lifetimes.temps.contains(&v))) {
                return a;
            }
        }
        // A copy of an lvalue into a new temporary, by the copy constructor.
        let ty = a.ty.unqualified();
        let tmp = self.new_synthetic_local("agg.tmp", ty, a.span);
        w.new_vars.push(tmp);
        self.lifetimes.temps.insert(tmp);
        let var = self.var_expr(tmp, a.span);
        let copy = match a.kind {
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } if operand.lvalue => self.construct(var, vec![operand], a.span, a.span),
            _ => None,
        };
        let init = copy.unwrap_or_else(|| self.mk(ExprKind::Assign { lhs: var, rhs: a }, ty, a.span, true));
        let made = self.mk(ExprKind::Comma { lhs: init, rhs: var }, ty, a.span, true);
        self.note_constructed(tmp, a.span, temps);
        self.cast(CastKind::LValueToRValue, made, ty)
    }
}
