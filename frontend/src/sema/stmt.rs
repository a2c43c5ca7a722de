//! Semantic checks for statements: conditions, `return`, `break`/`continue` placement, and
//! `switch`, which is lowered here to labels and jumps the IR generator already knows.
//!
//! `switch (c) { case 1: A; B; default: D; }` becomes
//! ```text
//! { switch.cond = c;
//!   if (switch.cond == 1) goto sw.bb;
//!   goto sw.default;                  // or sw.epilog without a default
//!   { sw.bb: A; B; sw.default: D; }   // labels may sit in nested statements
//!   sw.epilog: }
//! ```
//! so fallthrough is running on, `break` is `goto sw.epilog`, and `continue` needs nothing
//! special: it continues the enclosing loop.

use crate::il::{BinOp, Expr, ExprKind, Init, LabelId, Stmt, StmtKind, VarDecl, VarId, VarKind};
use crate::source::Span;
use crate::types::TypeId;

use super::conversions::standard::ConvCtx;
use super::Sema;

/// A statement that `break` (and, for loops, `continue`) can target.
#[derive(Debug)]
pub enum JumpTarget<'a> {
    /// A `for`, `while` or `do` loop.
    Loop,
    /// A `switch`, with its cases so far.
    Switch(SwitchState<'a>),
}

/// A `switch` being analysed.
#[derive(Debug)]
pub struct SwitchState<'a> {
    /// The promoted condition, or `None` if it was erroneous.
    cond: Option<&'a Expr<'a>>,
    cond_var: VarId,
    cond_ty: TypeId,
    /// Case values (in `cond_ty`) with their labels.
    cases: Vec<CaseLabel>,
    /// Every value the condition can take, when there are few (a `bool`: 0 and 1).
    possible: Option<Vec<i128>>,
    default: Option<(LabelId, Span)>,
    /// The label after the switch, where `break` goes.
    end: LabelId,
    /// Initialized locals in scope at the `switch`, and where it is (for the warning
    /// about a case label that jumps past an initialization).
    in_scope: Vec<VarId>,
    span: Span,
    warned_bypass: bool,
}

/// One `case` of a switch: `case low:`, or GNU's range `case low ... high:`.
#[derive(Clone, Copy, Debug)]
struct CaseLabel {
    low: i128,
    high: i128,
    label: LabelId,
    span: Span,
}

impl CaseLabel {
    fn covers(&self, v: i128) -> bool {
        (self.low..=self.high).contains(&v)
    }
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

    /// Leaves a `switch` whose body did not parse.
    pub fn abandon_switch(&mut self) {
        self.jump_targets.pop();
    }

    /// Whether a `switch` is being analysed (for `case` placement messages).
    pub fn in_switch(&self) -> bool {
        self.jump_targets.iter().any(|t| matches!(t, JumpTarget::Switch(_)))
    }

    /// `break;` (innermost loop or switch) or `None` after an error.
    pub fn break_stmt(&mut self, span: Span) -> Option<&'a Stmt<'a>> {
        match self.jump_targets.last() {
            None => {
                self.diags
                    .error(span, "a break statement may only be used within a loop or switch");
                None
            }
            Some(JumpTarget::Switch(sw)) => Some(self.stmt(StmtKind::Goto(sw.end), span)),
            Some(JumpTarget::Loop) => Some(self.stmt(StmtKind::Break, span)),
        }
    }

    /// `continue;` (innermost loop, through any switches in between) or `None` after an
    /// error.
    pub fn continue_stmt(&mut self, span: Span) -> Option<&'a Stmt<'a>> {
        if !self.jump_targets.iter().any(|t| matches!(t, JumpTarget::Loop)) {
            self.diags
                .error(span, "a continue statement may only be used within a loop");
            return None;
        }
        Some(self.stmt(StmtKind::Continue, span))
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
        let possible = if ok { self.possible_values(cond) } else { None };
        let cond_var = VarId(self.vars.len() as u32);
        self.synthetic_var(cond_var, "switch.cond", cond_ty, span);
        let end = self.new_label();
        let in_scope = self.initialized_in_scope();
        self.jump_targets.push(JumpTarget::Switch(SwitchState {
            cond: c,
            cond_var,
            cond_ty,
            cases: Vec::new(),
            possible,
            default: None,
            end,
            in_scope,
            span,
            warned_bypass: false,
        }));
    }

    /// Every value `e` can take, when its possible bits are few (at most four):
    /// a `bool` is 0 or 1, and so is `(a < b) & 3`.
    fn possible_values(&self, e: &Expr<'a>) -> Option<Vec<i128>> {
        let bits = self.possible_bits(e)?;
        if bits.count_ones() > 4 {
            return None;
        }
        let set: Vec<u32> = (0..128).filter(|k| bits >> k & 1 == 1).collect();
        Some(
            (0u32..1 << set.len())
                .map(|n| {
                    set.iter()
                        .enumerate()
                        .filter(|(j, _)| n >> j & 1 == 1)
                        .map(|(_, &k)| 1i128 << k)
                        .sum()
                })
                .collect(),
        )
    }

    /// A mask of the bits of `e` that may be set (as an integer of `e`'s type,
    /// non-negative), or `None` when nothing is known.
    fn possible_bits(&self, e: &Expr<'a>) -> Option<u128> {
        use crate::il::CastKind;
        if self.types.is_bool(e.ty) {
            return Some(1);
        }
        match &e.kind {
            ExprKind::IntConst(v) if v.get() < 1 << 63 => Some(v.get()),
            ExprKind::Cast {
                kind: CastKind::IntegralCast | CastKind::NoOp | CastKind::LValueToRValue,
                operand,
            } if self.types.is_integer(operand.ty) && self.types.is_integer(e.ty) => {
                let from = self.possible_bits(operand);
                // Widening an unsigned or bool value keeps its bits; a signed one may
                // sign-extend, so only a known-non-negative mask survives.
                let narrowing = self.types.size_of(e.ty) < self.types.size_of(operand.ty);
                match from {
                    Some(m) if !narrowing && m >> (8 * self.types.size_of(operand.ty) - 1) == 0 => Some(m),
                    _ => None,
                }
            }
            ExprKind::Binary {
                op: BinOp::BitAnd,
                lhs,
                rhs,
            } => match (self.possible_bits(lhs), self.possible_bits(rhs)) {
                (Some(a), Some(b)) => Some(a & b),
                (Some(m), None) | (None, Some(m)) => Some(m),
                (None, None) => None,
            },
            ExprKind::Binary {
                op: BinOp::BitOr | BinOp::BitXor,
                lhs,
                rhs,
            } => Some(self.possible_bits(lhs)? | self.possible_bits(rhs)?),
            _ => None,
        }
    }

    /// The innermost switch: `case` labels may sit inside loops and blocks of its body.
    fn current_switch(&mut self) -> Option<&mut SwitchState<'a>> {
        self.jump_targets.iter_mut().rev().find_map(|t| match t {
            JumpTarget::Switch(sw) => Some(sw),
            JumpTarget::Loop => None,
        })
    }

    /// `case value:` of the innermost switch, or with `high` GNU's case range `case
    /// value ... high:` (every value from `value` to `high`): the label statement to
    /// place there, or `None` after an error.
    pub fn case_label(&mut self, value: &'a Expr<'a>, high: Option<&'a Expr<'a>>, span: Span) -> Option<&'a Stmt<'a>> {
        let low = self.case_value(value)?;
        let high = match high {
            Some(h) => self.case_value(h)?,
            None => low,
        };
        if high < low {
            // nvcc's text (g++ only warns "empty range specified").
            self.diags.error(
                span,
                "the second constant in a case range must be larger than the first",
            );
            return None;
        }
        let label = self.new_label();
        let sw = self.current_switch()?;
        if sw.cases.iter().any(|c| c.low <= high && low <= c.high) {
            self.diags
                .error(span, "case label value has already appeared in this switch");
            return None;
        }
        sw.cases.push(CaseLabel { low, high, label, span });
        self.check_case_bypass();
        Some(self.stmt(StmtKind::Label { label, name: "sw.bb" }, span))
    }

    /// A case label's constant, converted to the type of the innermost switch's
    /// condition.
    fn case_value(&mut self, value: &'a Expr<'a>) -> Option<i128> {
        if self.is_err(value) {
            return None;
        }
        let v = if self.types.is_integer(value.ty) {
            self.const_int(value)
        } else {
            None
        };
        let Some(v) = v else {
            self.diags.error(value.span, "expression must have a constant value");
            return None;
        };
        let cond_ty = self.current_switch()?.cond_ty;
        Some(self.wrap_to(v, cond_ty))
    }

    /// `default:` of the innermost switch.
    pub fn default_label(&mut self, span: Span) -> Option<&'a Stmt<'a>> {
        let label = self.new_label();
        let sw = self.current_switch()?;
        if sw.default.is_some() {
            self.diags.error(span, "default label already appeared in this switch");
            return None;
        }
        sw.default = Some((label, span));
        self.check_case_bypass();
        Some(self.stmt(
            StmtKind::Label {
                label,
                name: "sw.default",
            },
            span,
        ))
    }

    /// Warns (once per switch, at the `switch`) when a case label just placed is in the
    /// scope of an initialized local that the switch's jump skips.
    fn check_case_bypass(&mut self) {
        let here = self.initialized_in_scope();
        let Some(sw) = self.current_switch() else { return };
        if sw.warned_bypass {
            return;
        }
        let skipped: Vec<VarId> = here.into_iter().filter(|v| !sw.in_scope.contains(v)).collect();
        if skipped.is_empty() {
            return;
        }
        sw.warned_bypass = true;
        let span = sw.span;
        let msg = self.bypass_message(&skipped);
        self.diags.warning(span, msg);
    }

    /// Finishes the innermost switch, whose body is `body`, returning the lowered
    /// statement.
    pub fn end_switch(&mut self, body: &'a Stmt<'a>, span: Span) -> &'a Stmt<'a> {
        let Some(JumpTarget::Switch(sw)) = self.jump_targets.pop() else {
            debug_assert!(false, "end_switch without begin_switch");
            return self.stmt(StmtKind::Empty, span);
        };
        let Some(cond) = sw.cond else {
            return self.stmt(StmtKind::Empty, span);
        };
        let mut out: Vec<Stmt<'a>> = Vec::with_capacity(sw.cases.len() + 4);
        out.push(Stmt {
            kind: StmtKind::Decl {
                var: sw.cond_var,
                init: Some(Init::Expr(cond)),
            },
            span,
        });
        // When the cases cover every value the condition can take (`switch (a < b)`
        // with `case 0` and `case 1`), the last test cannot fail: jump to its case
        // instead of leaving an impossible path to the default (such a path, with an
        // atomic in it and a barrier after, made ptxas 13.5 crash: gpugen 972, 1956).
        // Cases of values the condition cannot take (`case 2` of a `bool`) need no
        // test either: never testing them leaves no impossible path behind.
        let reachable: Vec<CaseLabel> = match &sw.possible {
            Some(all) => sw
                .cases
                .iter()
                .filter(|c| all.iter().any(|v| c.covers(*v)))
                .copied()
                .collect(),
            None => sw.cases.clone(),
        };
        let covered = sw
            .possible
            .as_ref()
            .is_some_and(|all| all.iter().all(|v| sw.cases.iter().any(|c| c.covers(*v))));
        let (tested, otherwise) = match reachable.split_last() {
            Some((last, rest)) if covered => (rest, last.label),
            _ => (&reachable[..], sw.default.map_or(sw.end, |d| d.0)),
        };
        for case in tested {
            let test = self.case_test(sw.cond_var, sw.cond_ty, case);
            out.push(test);
        }
        out.push(Stmt {
            kind: StmtKind::Goto(otherwise),
            span,
        });
        out.push(*body);
        out.push(Stmt {
            kind: StmtKind::Label {
                label: sw.end,
                name: "sw.epilog",
            },
            span,
        });
        let list = self.arena.alloc_slice_fill_iter(out);
        self.stmt(StmtKind::Compound(list), span)
    }

    /// `if (cond == value) goto label;` for a case, `if (cond >= low) if (cond <= high)
    /// goto label;` for a range.
    fn case_test(&mut self, cond_var: VarId, cond_ty: TypeId, case: &CaseLabel) -> Stmt<'a> {
        let span = case.span;
        let mut then = self.stmt(StmtKind::Goto(case.label), span);
        let bounds = if case.low == case.high {
            vec![(BinOp::Eq, case.low)]
        } else {
            vec![(BinOp::Le, case.high), (BinOp::Ge, case.low)]
        };
        let mut test = None;
        for (op, value) in bounds {
            if let Some(inner) = test.take() {
                then = self.arena.alloc(inner);
            }
            let sel = self.var_ref(cond_var, span);
            let k = self.int_const(value, cond_ty, span);
            let cond = self.binary(op, sel, k, span);
            test = Some(Stmt {
                kind: StmtKind::If { cond, then, els: None },
                span,
            });
        }
        test.expect("a case has at least one bound")
    }

    /// GNU's statement expression `({ ... })` whose block is `block`: the value of its
    /// last statement when that is an expression (an rvalue, as g++), else `void`.
    /// Its locals are destroyed nowhere, so ones that need destruction are refused.
    pub fn statement_expression(&mut self, block: &'a Stmt<'a>, span: Span) -> &'a Expr<'a> {
        if let Some(var) = self.destroyed_local_in(block) {
            let name = self.var(var).name.to_string();
            let msg = format!("a statement expression declaring \"{name}\", which has a destructor, is not supported");
            self.diags.error(span, msg);
            return self.error_expr(span);
        }
        let (body, value) = match block.kind {
            StmtKind::Compound(
                [rest @ .., Stmt {
                    kind: StmtKind::Expr(e),
                    ..
                }],
            ) => (self.block(rest, block.span), Some(self.rvalue(e))),
            _ => (block, None),
        };
        if value.is_some_and(|v| self.is_err(v)) {
            return self.error_expr(span);
        }
        let ty = value.map_or(TypeId::VOID, |v| v.ty);
        self.mk(ExprKind::StmtExpr { body, value }, ty, span, false)
    }

    /// A local declared in `s` whose type has a destructor.
    fn destroyed_local_in(&self, s: &Stmt<'a>) -> Option<VarId> {
        if let StmtKind::Decl { var, .. } = s.kind {
            if self.needs_destruction(self.var(var).ty) {
                return Some(var);
            }
        }
        s.children().find_map(|c| self.destroyed_local_in(c))
    }

    /// The declared return type of the function whose body is being read, if any.
    pub fn current_return_type(&self) -> Option<TypeId> {
        self.fn_ctx.map(|ctx| ctx.ret)
    }

    /// Checks `return [value];` against the current function's return type; returns the
    /// converted value. `named`: the value is an unparenthesized name (`return x;`),
    /// which a `decltype(auto)` result takes by its declared type.
    pub fn return_value(&mut self, value: Option<&'a Expr<'a>>, span: Span, named: bool) -> Option<&'a Expr<'a>> {
        if let Some(r) = self.deduced_return(value, named) {
            return r;
        }
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
                Some(referee) if self.facts(ctx.func).returns_rvalue_ref => {
                    let declared = self.types.rvalue_ref_to(referee);
                    Some(self.bind_reference_to(e, declared))
                }
                Some(referee) => Some(self.bind_reference(e, referee)),
                None => Some(self.convert(e, ctx.ret, ConvCtx::Return)),
            },
        }
    }
}

impl<'a> Sema<'a> {
    /// Whether the condition `c` of `if constexpr (c)` takes the first branch: its
    /// value converted to `bool`, a constant (nvcc's error, and the second branch,
    /// when it is not); an error in `c` takes the second.
    pub fn constexpr_if_condition(&mut self, c: &'a Expr<'a>) -> bool {
        let value = if self.is_err(c) {
            Some(0)
        } else {
            let c = self.to_bool(c);
            if self.is_err(c) {
                Some(0)
            } else {
                self.const_int(c)
            }
        };
        match value {
            Some(v) => v != 0,
            None => {
                self.diags.error(c.span, "expression must have a constant value");
                false
            }
        }
    }
}
