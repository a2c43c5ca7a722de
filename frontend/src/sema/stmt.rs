//! Semantic checks for statements: conditions, `return`, `break`/`continue` placement, and
//! `switch`, which is lowered here to IL the IR generator already knows.
//!
//! `switch (c) { case 1: A; B; default: D; }` becomes
//! ```text
//! { switch.cond = c; switch.entry = <segment of default, or past the end>;
//!   if (switch.cond == 1) switch.entry = 0; ...
//!   do { if (switch.entry <= 0) A; if (switch.entry <= 1) B; if (switch.entry <= 2) D; }
//!   while (false); }
//! ```
//! so fallthrough is running on to the next segment and `break` leaves the `do`. A
//! `continue` inside the switch sets `switch.continue` and breaks; after the `do`, a set flag
//! continues the enclosing loop (through any further switches the same way).

use crate::il::{BinOp, Expr, ExprKind, Init, Stmt, StmtKind, VarDecl, VarId, VarKind};
use crate::source::Span;
use crate::types::TypeId;

use super::conv::ConvCtx;
use super::Sema;

/// A statement that `break` (and, for loops, `continue`) can target.
#[derive(Debug)]
pub enum JumpTarget<'a> {
    Loop,
    Switch(SwitchState<'a>),
}

/// A `switch` being analysed.
#[derive(Debug)]
pub struct SwitchState<'a> {
    /// The promoted condition, or `None` if it was erroneous.
    cond: Option<&'a Expr<'a>>,
    cond_var: VarId,
    cond_ty: TypeId,
    /// Case values (in `cond_ty`) with the index of the segment they start.
    cases: Vec<(i128, usize, Span)>,
    default: Option<(usize, Span)>,
    /// Flag set by a `continue` inside the switch.
    continue_flag: Option<VarId>,
}

impl<'a> Sema<'a> {
    /// The condition of `if`/`while`/`for`/`do`, converted to `bool`.
    pub fn condition(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        self.to_bool(e)
    }

    /// Enters the body of a loop.
    pub fn enter_loop(&mut self) {
        self.jump_targets.push(JumpTarget::Loop);
    }

    /// Leaves the body of a loop.
    pub fn exit_loop(&mut self) {
        self.jump_targets.pop();
    }

    /// Whether a `switch` is being analysed (for `case` placement messages).
    pub fn in_switch(&self) -> bool {
        self.jump_targets.iter().any(|t| matches!(t, JumpTarget::Switch(_)))
    }

    /// `break;` (innermost loop or switch) or `None` after an error.
    pub fn break_stmt(&mut self, span: Span) -> Option<&'a Stmt<'a>> {
        if self.jump_targets.is_empty() {
            self.diags
                .error(span, "a break statement may only be used within a loop or switch");
            return None;
        }
        Some(self.stmt(StmtKind::Break, span))
    }

    /// `continue;` (innermost loop, leaving any switches in between) or `None` after an
    /// error.
    pub fn continue_stmt(&mut self, span: Span) -> Option<&'a Stmt<'a>> {
        if !self.jump_targets.iter().any(|t| matches!(t, JumpTarget::Loop)) {
            self.diags
                .error(span, "a continue statement may only be used within a loop");
            return None;
        }
        let flag = match self.jump_targets.last_mut() {
            Some(JumpTarget::Switch(sw)) => match sw.continue_flag {
                Some(f) => f,
                None => {
                    let f = VarId(self.vars.len() as u32);
                    sw.continue_flag = Some(f);
                    self.synthetic_var(f, "switch.continue", TypeId::BOOL, span);
                    f
                }
            },
            _ => return Some(self.stmt(StmtKind::Continue, span)),
        };
        let set = self.assign_var(flag, self.bool_literal(true, span), span);
        let list = self.arena.alloc_slice_copy(&[
            Stmt {
                kind: StmtKind::Expr(set),
                span,
            },
            Stmt {
                kind: StmtKind::Break,
                span,
            },
        ]);
        Some(self.stmt(StmtKind::Compound(list), span))
    }

    /// A compiler-made local variable (not in any scope).
    pub fn new_synthetic_local(&mut self, name: &str, ty: TypeId, span: Span) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.synthetic_var(id, name, ty, span);
        id
    }

    /// A use of variable `v` (an lvalue).
    pub fn var_expr(&self, v: VarId, span: Span) -> &'a Expr<'a> {
        self.var_ref(v, span)
    }

    fn synthetic_var(&mut self, id: VarId, name: &str, ty: TypeId, span: Span) {
        debug_assert_eq!(id.0 as usize, self.vars.len(), "synthetic var id must be next");
        self.vars.push(VarDecl {
            id,
            name: name.to_string(),
            ty,
            span,
            kind: VarKind::Local,
        });
    }

    fn var_ref(&self, v: VarId, span: Span) -> &'a Expr<'a> {
        self.mk(ExprKind::Var(v), self.var(v).ty, span, true)
    }

    fn assign_var(&mut self, v: VarId, value: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let lhs = self.var_ref(v, span);
        let ty = self.var(v).ty;
        let rhs = self.convert(value, ty, ConvCtx::Assign);
        self.mk(ExprKind::Assign { lhs, rhs }, ty, span, true)
    }

    /// Starts `switch (cond)`.
    pub fn begin_switch(&mut self, cond: &'a Expr<'a>, span: Span) {
        let ok = !self.is_err(cond);
        let c = if ok && self.types.is_integer(cond.ty) {
            Some(self.promote(cond))
        } else {
            if ok {
                self.diags
                    .error(cond.span, "expression must have integral or unscoped enum type");
            }
            None
        };
        let cond_ty = c.map_or(TypeId::INT, |c| c.ty);
        let cond_var = VarId(self.vars.len() as u32);
        self.synthetic_var(cond_var, "switch.cond", cond_ty, span);
        self.jump_targets.push(JumpTarget::Switch(SwitchState {
            cond: c,
            cond_var,
            cond_ty,
            cases: Vec::new(),
            default: None,
            continue_flag: None,
        }));
    }

    fn current_switch(&mut self) -> Option<&mut SwitchState<'a>> {
        match self.jump_targets.last_mut() {
            Some(JumpTarget::Switch(sw)) => Some(sw),
            _ => None,
        }
    }

    /// `case value:` starting segment `segment` of the innermost switch.
    pub fn case_label(&mut self, value: &'a Expr<'a>, segment: usize, span: Span) {
        if self.is_err(value) {
            return;
        }
        let v = if self.types.is_integer(value.ty) {
            self.const_int(value)
        } else {
            None
        };
        let Some(v) = v else {
            self.diags.error(value.span, "expression must have a constant value");
            return;
        };
        let cond_ty = match self.current_switch() {
            Some(sw) => sw.cond_ty,
            None => return,
        };
        let v = self.wrap_to(v, cond_ty);
        let sw = self.current_switch().expect("checked above");
        if sw.cases.iter().any(|c| c.0 == v) {
            self.diags
                .error(span, "case label value has already appeared in this switch");
            return;
        }
        sw.cases.push((v, segment, span));
    }

    /// `default:` starting segment `segment`.
    pub fn default_label(&mut self, segment: usize, span: Span) {
        let Some(sw) = self.current_switch() else { return };
        if sw.default.is_some() {
            self.diags.error(span, "default label already appeared in this switch");
            return;
        }
        sw.default = Some((segment, span));
    }

    /// Finishes the innermost switch whose body consists of `segments` (top-level
    /// statements of its block), returning the lowered statement.
    pub fn end_switch(&mut self, segments: Vec<Stmt<'a>>, span: Span) -> &'a Stmt<'a> {
        let Some(JumpTarget::Switch(sw)) = self.jump_targets.pop() else {
            debug_assert!(false, "end_switch without begin_switch");
            return self.stmt(StmtKind::Empty, span);
        };
        let Some(cond) = sw.cond else {
            return self.stmt(StmtKind::Empty, span);
        };
        let mut out: Vec<Stmt<'a>> = Vec::new();
        out.push(Stmt {
            kind: StmtKind::Decl {
                var: sw.cond_var,
                init: Some(Init::Expr(cond)),
            },
            span,
        });
        let entry = VarId(self.vars.len() as u32);
        self.synthetic_var(entry, "switch.entry", TypeId::LONG, span);
        let start = sw.default.map_or(segments.len(), |d| d.0);
        out.push(Stmt {
            kind: StmtKind::Decl {
                var: entry,
                init: Some(Init::Expr(self.int_const(start as i128, TypeId::LONG, span))),
            },
            span,
        });
        for &(value, seg, case_span) in &sw.cases {
            let sel = self.var_ref(sw.cond_var, case_span);
            let k = self.int_const(value, sw.cond_ty, case_span);
            let test = self.binary(BinOp::Eq, sel, k, case_span);
            let set = self.assign_var(entry, self.int_const(seg as i128, TypeId::LONG, case_span), case_span);
            let then = self.stmt(StmtKind::Expr(set), case_span);
            out.push(Stmt {
                kind: StmtKind::If {
                    cond: test,
                    then,
                    els: None,
                },
                span: case_span,
            });
        }
        if let Some(flag) = sw.continue_flag {
            out.push(Stmt {
                kind: StmtKind::Decl {
                    var: flag,
                    init: Some(Init::Expr(self.bool_literal(false, span))),
                },
                span,
            });
        }
        // The end of the switch is reachable without a default, through a break, or by
        // running off the last segment.
        let closed = sw.default.is_some()
            && sw.continue_flag.is_none()
            && !segments.iter().any(|s| self.has_break_stmt(s))
            && segments.last().is_some_and(|s| !self.can_fall_through(s));
        let mut guarded = Vec::with_capacity(segments.len());
        for (j, s) in segments.into_iter().enumerate() {
            let e = self.var_ref(entry, s.span);
            let j_const = self.int_const(j as i128, TypeId::LONG, s.span);
            let test = self.binary(BinOp::Le, e, j_const, s.span);
            let then = self.arena.alloc(s);
            guarded.push(Stmt {
                kind: StmtKind::If {
                    cond: test,
                    then,
                    els: None,
                },
                span: s.span,
            });
        }
        let body_list = self.arena.alloc_slice_fill_iter(guarded);
        let body = self.stmt(StmtKind::Compound(body_list), span);
        out.push(Stmt {
            kind: StmtKind::DoWhile {
                body,
                cond: self.bool_literal(false, span),
            },
            span,
        });
        if let Some(flag) = sw.continue_flag {
            let test = self.rvalue(self.var_ref(flag, span));
            if let Some(then) = self.continue_stmt(span) {
                out.push(Stmt {
                    kind: StmtKind::If {
                        cond: test,
                        then,
                        els: None,
                    },
                    span,
                });
            }
        }
        let list = self.arena.alloc_slice_fill_iter(out);
        let lowered = self.stmt(StmtKind::Compound(list), span);
        if closed {
            self.closed_switches.insert((span.file.0, span.start, span.end));
        }
        lowered
    }

    /// Checks `return [value];` against the current function's return type; returns the
    /// converted value.
    pub fn return_value(&mut self, value: Option<&'a Expr<'a>>, span: Span) -> Option<&'a Expr<'a>> {
        let ctx = self.fn_ctx?;
        let ret_void = self.types.is_void(ctx.ret);
        match value {
            None => {
                if !ret_void {
                    let name = self.func(ctx.func).name;
                    self.diags
                        .warning(span, format!("non-void function \"{name}\" should return a value"));
                }
                None
            }
            Some(e) if self.is_err(e) => Some(e),
            Some(e) if ret_void => {
                // `return f();` with a void `f` is allowed in C++.
                if !self.types.is_void(e.ty) {
                    self.diags
                        .error(e.span, "return value type does not match the function type");
                    return Some(self.error_expr(e.span));
                }
                Some(e)
            }
            Some(e) => match ctx.ret_ref {
                Some(referee) => Some(self.bind_reference(e, referee)),
                None => Some(self.convert(e, ctx.ret, ConvCtx::Return)),
            },
        }
    }
}
