//! Compile-time evaluation of calls to `constexpr` functions with constant arguments, so
//! `constexpr int div_up(int a, int b) { return (a + b - 1) / b; }` can size an array or
//! label a case. The evaluator runs the function's IL over integers (bool, char, ...
//! `long long`, wrapped to each type as the target does): locals, assignments, `if`,
//! loops, `switch` (already lowered to labels and jumps), `return` and further constexpr
//! calls. Anything else
//! (floating point, pointers, memory) makes the call not a constant. Work is bounded by a
//! step budget and a call-depth limit.

use rustc_hash::FxHashMap;

use crate::il::{BinOp, CastKind, Expr, ExprKind, FuncId, Init, LabelId, Stmt, StmtKind, UnaryOp, VarId};

use super::Sema;

/// Statements and expressions one top-level evaluation may execute.
const STEP_BUDGET: u32 = 200_000;
/// Deepest chain of nested constexpr calls.
const MAX_CALL_DEPTH: u32 = 64;

enum Flow {
    Normal,
    Break,
    Continue,
    Return(i128),
    /// A jump to a label not yet found: statements that hold it resume there.
    Goto(LabelId),
}

struct Eval<'s, 'a> {
    sema: &'s Sema<'a>,
    /// Locals and parameters of the calls in progress, by (depth, variable).
    vars: FxHashMap<(u32, VarId), i128>,
    depth: u32,
    steps: u32,
}

impl<'a> Sema<'a> {
    /// The value of `f(args)` when `f` is a defined constexpr function and the call
    /// evaluates to an integer within the limits.
    pub fn eval_constexpr_call(&self, f: FuncId, args: &[i128]) -> Option<i128> {
        let mut ev = Eval {
            sema: self,
            vars: FxHashMap::default(),
            depth: 0,
            steps: 0,
        };
        ev.call(f, args)
    }
}

impl Eval<'_, '_> {
    fn tick(&mut self) -> Option<()> {
        self.steps += 1;
        (self.steps <= STEP_BUDGET).then_some(())
    }

    fn call(&mut self, f: FuncId, args: &[i128]) -> Option<i128> {
        if !self.sema.constexpr_fns.contains(&f) || self.depth >= MAX_CALL_DEPTH {
            return None;
        }
        let func = self.sema.func(f);
        let body = func.body?;
        if !self.sema.types.is_integer(func.ret) || func.params.len() != args.len() {
            return None;
        }
        self.depth += 1;
        for (p, a) in func.params.iter().zip(args) {
            let ty = self.sema.var(*p).ty;
            let v = self.sema.wrap_to(*a, ty);
            self.vars.insert((self.depth, *p), v);
        }
        let r = self.stmt(body);
        let depth = self.depth;
        self.vars.retain(|(d, _), _| *d != depth);
        self.depth -= 1;
        match r? {
            Flow::Return(v) => Some(self.sema.wrap_to(v, func.ret)),
            _ => None,
        }
    }

    fn stmt(&mut self, s: &Stmt) -> Option<Flow> {
        self.run(s, None)
    }

    /// Runs `s`; with `seek`, starts at that label inside `s` instead of at its beginning
    /// (skipping loop conditions and untaken branches on the way in).
    fn run(&mut self, s: &Stmt, seek: Option<LabelId>) -> Option<Flow> {
        self.tick()?;
        Some(match &s.kind {
            StmtKind::Compound(list) => {
                let mut i = 0;
                let mut seek = seek;
                if let Some(l) = seek {
                    i = list.iter().position(|st| st.holds_label(l))?;
                }
                while i < list.len() {
                    match self.run(&list[i], seek.take())? {
                        Flow::Normal => i += 1,
                        Flow::Goto(l) => match list.iter().position(|st| st.holds_label(l)) {
                            Some(j) => {
                                i = j;
                                seek = Some(l);
                            }
                            None => return Some(Flow::Goto(l)),
                        },
                        other => return Some(other),
                    }
                }
                Flow::Normal
            }
            StmtKind::Label { .. } => Flow::Normal,
            StmtKind::Goto(l) => Flow::Goto(*l),
            StmtKind::Unroll { body, .. } => self.run(body, seek)?,
            // Assembly is never a constant expression.
            StmtKind::Asm(_) => return None,
            StmtKind::Decl { var, init } => {
                let v = match init {
                    Some(Init::Expr(e)) => self.expr(e)?,
                    Some(Init::List(_)) => return None,
                    None => 0,
                };
                let ty = self.sema.var(*var).ty;
                if !self.sema.types.is_integer(ty) {
                    return None;
                }
                self.vars.insert((self.depth, *var), self.sema.wrap_to(v, ty));
                Flow::Normal
            }
            StmtKind::Expr(e) => {
                self.expr(e)?;
                Flow::Normal
            }
            StmtKind::If { cond, then, els } => match seek {
                Some(l) if then.holds_label(l) => self.run(then, seek)?,
                Some(_) => self.run((*els)?, seek)?,
                None if self.expr(cond)? != 0 => self.stmt(then)?,
                None => match els {
                    Some(e) => self.stmt(e)?,
                    None => Flow::Normal,
                },
            },
            StmtKind::While { cond, body } => self.run_loop(None, Some(cond), None, body, seek)?,
            StmtKind::For { init, cond, inc, body } => {
                if let (Some(i), None) = (init, seek) {
                    self.stmt(i)?;
                }
                self.run_loop(None, *cond, *inc, body, seek)?
            }
            StmtKind::DoWhile { body, cond } => self.run_loop(Some(cond), None, None, body, seek)?,
            StmtKind::Break => Flow::Break,
            StmtKind::Continue => Flow::Continue,
            StmtKind::Return(Some(e)) => Flow::Return(self.expr(e)?),
            StmtKind::Return(None) => return None,
            StmtKind::Empty => Flow::Normal,
        })
    }

    /// A loop: `pre` is tested before each iteration (while/for), `post` after it
    /// (do-while), `inc` runs between iterations. With `seek` the first iteration enters
    /// the body at that label.
    fn run_loop(
        &mut self,
        post: Option<&Expr>,
        pre: Option<&Expr>,
        inc: Option<&Expr>,
        body: &Stmt,
        mut seek: Option<LabelId>,
    ) -> Option<Flow> {
        loop {
            if seek.is_none() {
                if let Some(c) = pre {
                    if self.expr(c)? == 0 {
                        break;
                    }
                }
            }
            match self.run(body, seek.take())? {
                Flow::Break => break,
                f @ (Flow::Return(_) | Flow::Goto(_)) => return Some(f),
                Flow::Normal | Flow::Continue => {}
            }
            if let Some(i) = inc {
                self.expr(i)?;
            }
            if let Some(c) = post {
                if self.expr(c)? == 0 {
                    break;
                }
            }
            self.tick()?;
        }
        Some(Flow::Normal)
    }

    /// The local variable an lvalue names.
    fn local(&self, e: &Expr) -> Option<VarId> {
        match e.kind {
            ExprKind::Var(v) if self.vars.contains_key(&(self.depth, v)) => Some(v),
            _ => None,
        }
    }

    fn expr(&mut self, e: &Expr) -> Option<i128> {
        self.tick()?;
        let t = &self.sema.types;
        if !t.is_integer(e.ty) && !t.is_void(e.ty) {
            return None;
        }
        let v = match &e.kind {
            ExprKind::IntConst(v) => *v as i128,
            ExprKind::Var(v) => match self.vars.get(&(self.depth, *v)) {
                Some(x) => *x,
                None => *self.sema.const_values.get(v)?,
            },
            ExprKind::Cast { kind, operand } => match kind {
                CastKind::LValueToRValue | CastKind::IntegralCast | CastKind::NoOp => self.expr(operand)?,
                CastKind::IntToBool => (self.expr(operand)? != 0) as i128,
                CastKind::ToVoid => {
                    self.expr(operand)?;
                    0
                }
                _ => return None,
            },
            ExprKind::Unary { op, operand } => {
                let x = self.expr(operand)?;
                match op {
                    UnaryOp::Neg => x.wrapping_neg(),
                    UnaryOp::BitNot => !x,
                    UnaryOp::LogNot => (x == 0) as i128,
                    _ => return None,
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.expr(lhs)?, self.expr(rhs)?);
                self.binary(*op, a, b, lhs.ty)?
            }
            ExprKind::LogAnd { lhs, rhs } => (self.expr(lhs)? != 0 && self.expr(rhs)? != 0) as i128,
            ExprKind::LogOr { lhs, rhs } => (self.expr(lhs)? != 0 || self.expr(rhs)? != 0) as i128,
            ExprKind::Conditional { cond, then, els } => {
                if self.expr(cond)? != 0 {
                    self.expr(then)?
                } else {
                    self.expr(els)?
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.expr(lhs)?;
                self.expr(rhs)?
            }
            ExprKind::Assign { lhs, rhs } => {
                let var = self.local(lhs)?;
                let v = self.expr(rhs)?;
                self.vars.insert((self.depth, var), v);
                v
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
                ..
            } => {
                let var = self.local(lhs)?;
                if !t.is_integer(*compute_ty) {
                    return None;
                }
                let old = self.vars[&(self.depth, var)];
                let b = self.expr(rhs)?;
                let r = self.binary(*op, self.sema.wrap_to(old, *compute_ty), b, *compute_ty)?;
                let new = self.sema.wrap_to(r, lhs.ty.unqualified());
                self.vars.insert((self.depth, var), new);
                new
            }
            ExprKind::IncDec { pre, inc, operand } => {
                let var = self.local(operand)?;
                let old = self.vars[&(self.depth, var)];
                let new = self
                    .sema
                    .wrap_to(if *inc { old + 1 } else { old - 1 }, operand.ty.unqualified());
                self.vars.insert((self.depth, var), new);
                if *pre {
                    new
                } else {
                    old
                }
            }
            ExprKind::Call { callee, args } => {
                let vals = args.iter().map(|a| self.expr(a)).collect::<Option<Vec<_>>>()?;
                self.call(*callee, &vals)?
            }
            _ => return None,
        };
        Some(if t.is_void(e.ty) { 0 } else { self.sema.wrap_to(v, e.ty) })
    }

    fn binary(&self, op: BinOp, a: i128, b: i128, operand_ty: crate::types::TypeId) -> Option<i128> {
        let bits = self.sema.types.bit_width(operand_ty) as i128;
        Some(match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Div if b != 0 => a.wrapping_div(b),
            BinOp::Rem if b != 0 => a.wrapping_rem(b),
            BinOp::Div | BinOp::Rem => return None,
            BinOp::Shl if (0..bits).contains(&b) => a << b,
            BinOp::Shr if (0..bits).contains(&b) => a >> b,
            BinOp::Shl | BinOp::Shr => return None,
            BinOp::BitAnd => a & b,
            BinOp::BitOr => a | b,
            BinOp::BitXor => a ^ b,
            BinOp::Lt => (a < b) as i128,
            BinOp::Gt => (a > b) as i128,
            BinOp::Le => (a <= b) as i128,
            BinOp::Ge => (a >= b) as i128,
            BinOp::Eq => (a == b) as i128,
            BinOp::Ne => (a != b) as i128,
        })
    }
}
