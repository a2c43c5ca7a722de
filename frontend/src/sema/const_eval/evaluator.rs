//! Compile-time evaluation of constant expressions and of calls to `constexpr` functions
//! with constant arguments, so `constexpr int div_up(int a, int b) { return (a + b - 1) /
//! b; }` can size an array or label a case and `constexpr double sq(double x) { return x *
//! x; }` can initialize a `constexpr` variable. The evaluator runs the IL over integers
//! (bool, char, ... `long long`, wrapped to each type as the target does) and `float` /
//! `double` (each result rounded to its type, as IEEE arithmetic on the target does):
//! locals, assignments, `if`, loops, `switch` (already lowered to labels and jumps),
//! `return` and further constexpr calls, references and pointers to the objects it
//! knows ([`super::references`]). Anything else (pointer arithmetic, memory, 16-bit
//! floats) makes the expression not a constant. Work is bounded by a step budget and a call-depth
//! limit.

use rustc_hash::FxHashMap;

use crate::il::{BinOp, CastKind, Expr, ExprKind, FnDeclId, Init, LabelId, Stmt, StmtKind, UnaryOp, VarId};

use crate::sema::const_eval::aggregate_reads::Slot;
use crate::sema::const_eval::records::Object;
use crate::sema::const_eval::references::Place;
use crate::sema::Sema;
use crate::types::TypeId;

/// A compile-time value: integers of every width (wrapped to their type) or a floating
/// value (already rounded to `float` when its type is `float`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstVal {
    /// An integer, `bool`, character or enumeration value.
    Int(i128),
    /// A `float` or `double` value.
    Float(f64),
}

impl ConstVal {
    /// The value as a condition: nonzero is true.
    pub(super) fn truth(self) -> bool {
        match self {
            ConstVal::Int(v) => v != 0,
            ConstVal::Float(f) => f != 0.0,
        }
    }
}

/// Statements and expressions one top-level evaluation may execute: at least what
/// nvcc evaluates (13.5 runs a loop of 920,000 trips of `s += i & 7`, about 14 steps
/// a trip here, and gives up before 1,000,000). The steps count as parse work
/// (`crate::limits`), so many long evaluations still end.
const STEP_BUDGET: u32 = 1 << 25;
/// Deepest chain of nested constexpr calls: nvcc's (13.5 evaluates 512 nested calls,
/// not 513; C++ recommends at least 512, [implimits]).
const MAX_CALL_DEPTH: u32 = 512;

pub(super) enum Flow {
    Normal,
    Break,
    Continue,
    Return(ConstVal),
    /// A `return` of a reference (a pointer in the IL): the object it designates.
    ReturnPlace(Place),
    /// A `return` of a record ([`super::records`]).
    ReturnObject(Object),
    /// A jump to a label not yet found: statements that hold it resume there.
    Goto(LabelId),
}

pub(super) struct Eval<'s, 'a> {
    pub(super) sema: &'s Sema<'a>,
    /// Locals and parameters of the calls in progress, by (depth, variable).
    pub(super) vars: FxHashMap<(u32, VarId), ConstVal>,
    /// Locals and parameters of pointer type (references lowered to pointers), by
    /// (depth, variable): the objects they point to.
    pub(super) refs: FxHashMap<(u32, VarId), Place>,
    /// Locals, parameters and temporaries of record or array type, by (depth, variable).
    pub(super) objects: FxHashMap<(u32, VarId), Object>,
    /// Temporaries materialized so far ([`Eval::materialize`]).
    pub(super) temporaries: u32,
    /// Constant aggregate variables whose fields or elements a reference designates
    /// (`this` of a member function called on one), by the copy of their value the
    /// evaluation holds at depth 0 ([`Eval::constant_copy`]).
    pub(super) constant_copies: FxHashMap<VarId, VarId>,
    pub(super) depth: u32,
    pub(super) steps: u32,
    /// The object a constexpr constructor is building (see `constructors.rs`): the call
    /// depth and `this` parameter of that constructor, and its fields' values so far.
    pub(super) object: Option<(u32, VarId, Vec<Option<ConstVal>>)>,
}

impl<'a> Sema<'a> {
    /// The value of constant expression `e` (integer or floating; calls of constexpr
    /// functions included), or `None` when it is not a constant within the limits.
    pub fn const_value(&self, e: &Expr) -> Option<ConstVal> {
        Eval::new(self).expr(e)
    }

    /// `v` converted to arithmetic type `to` as the target converts it; `None` for a
    /// floating value out of an integer type's range (undefined in C++) or another type.
    pub fn convert_const(&self, v: ConstVal, to: TypeId) -> Option<ConstVal> {
        let t = &self.types;
        if t.is_integer(to) {
            return Some(ConstVal::Int(match v {
                ConstVal::Int(i) => self.wrap_to(i, to),
                ConstVal::Float(f) if t.is_bool(to) => (f != 0.0) as i128,
                ConstVal::Float(f) => {
                    let i = f.trunc();
                    if !i.is_finite() || i.abs() >= 1e38 || self.wrap_to(i as i128, to) != i as i128 {
                        return None;
                    }
                    i as i128
                }
            }));
        }
        let single = match t.kind(to.unqualified()) {
            crate::types::TypeKind::Float => true,
            crate::types::TypeKind::Double => false,
            // 10 and 7 stored fraction bits, least normal exponents -14 and -126.
            crate::types::TypeKind::Half => return Some(ConstVal::Float(round_to_minifloat(as_f64(v), 10, -14))),
            crate::types::TypeKind::BFloat16 => return Some(ConstVal::Float(round_to_minifloat(as_f64(v), 7, -126))),
            _ => return None,
        };
        Some(ConstVal::Float(match (v, single) {
            (ConstVal::Int(i), true) => i as f32 as f64,
            (ConstVal::Int(i), false) => i as f64,
            (ConstVal::Float(f), true) => f as f32 as f64,
            (ConstVal::Float(f), false) => f,
        }))
    }
}

fn as_f64(v: ConstVal) -> f64 {
    match v {
        ConstVal::Int(i) => i as f64,
        ConstVal::Float(f) => f,
    }
}

/// `x` rounded to the nearest value of a binary format with `fraction` stored bits and
/// least normal exponent `min_exp` (ties to even; gradual underflow; infinity beyond the
/// largest finite value's rounding range), as `cvt.rn` to `.f16`/`.bf16` converts.
pub(crate) fn round_to_minifloat(x: f64, fraction: i32, min_exp: i32) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let max_exp = -min_exp + 1;
    // The exponent of |x| from its bits (f64 subnormals are far below every minifloat's).
    let exp = (((x.abs().to_bits() >> 52) & 0x7ff) as i32 - 1023).max(min_exp);
    let quantum = 2f64.powi(exp - fraction);
    let r = (x / quantum).round_ties_even() * quantum;
    let max_finite = (2.0 - 2f64.powi(-fraction)) * 2f64.powi(max_exp);
    if r.abs() > max_finite {
        return f64::INFINITY.copysign(x);
    }
    r
}

/// `a op b` on `unsigned __int128`, whose values above `i128::MAX` a [`ConstVal`]
/// holds as their two's-complement bits: the operations that read the sign bit
/// (division, remainder, right shift, orderings) read them unsigned.
fn unsigned_128_binary(op: BinOp, a: u128, b: u128) -> Option<i128> {
    Some(match op {
        BinOp::Div if b != 0 => (a / b) as i128,
        BinOp::Rem if b != 0 => (a % b) as i128,
        BinOp::Div | BinOp::Rem => return None,
        BinOp::Shr if b < 128 => (a >> b) as i128,
        BinOp::Shl if b < 128 => (a << b) as i128,
        BinOp::Shl | BinOp::Shr => return None,
        BinOp::Lt => (a < b) as i128,
        BinOp::Gt => (a > b) as i128,
        BinOp::Le => (a <= b) as i128,
        BinOp::Ge => (a >= b) as i128,
        BinOp::Eq => (a == b) as i128,
        BinOp::Ne => (a != b) as i128,
        BinOp::Add => a.wrapping_add(b) as i128,
        BinOp::Sub => a.wrapping_sub(b) as i128,
        BinOp::Mul => a.wrapping_mul(b) as i128,
        BinOp::BitAnd => (a & b) as i128,
        BinOp::BitOr => (a | b) as i128,
        BinOp::BitXor => (a ^ b) as i128,
    })
}

impl<'s, 'a> Eval<'s, 'a> {
    /// An evaluation with no call in progress.
    pub(super) fn new(sema: &'s Sema<'a>) -> Self {
        Eval {
            sema,
            vars: FxHashMap::default(),
            refs: FxHashMap::default(),
            objects: FxHashMap::default(),
            temporaries: 0,
            constant_copies: FxHashMap::default(),
            depth: 0,
            steps: 0,
            object: None,
        }
    }
}

impl Drop for Eval<'_, '_> {
    fn drop(&mut self) {
        if self.steps > 0 {
            crate::work::add(u64::from(self.steps));
        }
    }
}

impl Eval<'_, '_> {
    pub(super) fn tick(&mut self) -> Option<()> {
        self.steps += 1;
        (self.steps <= STEP_BUDGET).then_some(())
    }

    /// Runs constexpr function `f` with arguments `args` (evaluated here): how its body
    /// ended.
    pub(super) fn invoke(&mut self, f: FnDeclId, args: &[&Expr]) -> Option<Flow> {
        self.invoke_on(f, None, args)
    }

    /// Runs constexpr function `f` as [`Eval::invoke`] does; with `this`, its first
    /// parameter points to that object and `args` are the arguments after it (a
    /// constructor building an object the evaluation holds).
    pub(super) fn invoke_on(&mut self, f: FnDeclId, this: Option<Place>, args: &[&Expr]) -> Option<Flow> {
        if !self.sema.facts(f).is_constexpr || self.depth >= MAX_CALL_DEPTH {
            return None;
        }
        let func = self.sema.func(f);
        let body = func.body?;
        let skip = usize::from(this.is_some());
        if func.params.len() != args.len() + skip {
            return None;
        }
        let (mut params, mut places, mut objects) = (Vec::with_capacity(args.len()), Vec::new(), Vec::new());
        if let Some(place) = this {
            places.push((func.params[0], place));
        }
        for (p, a) in func.params[skip..].iter().zip(args) {
            let ty = self.sema.var(*p).ty;
            // A null pointer argument has no object: a body reading it is not
            // evaluated (`is_ok(static_cast<tag<T>*>(nullptr), 0)`).
            if self.sema.types.is_pointer(ty) {
                // An object of an empty class has nothing to read: a constexpr member
                // of `integral_constant` called on a function parameter is a constant.
                let empty = self
                    .sema
                    .types
                    .pointee(ty)
                    .is_some_and(|c| self.sema.types.is_empty_class(c));
                match self.place(a) {
                    Some(place) if !is_null_pointer(a) => places.push((*p, place)),
                    None if !is_null_pointer(a) && !empty => return None,
                    _ => {}
                }
                continue;
            }
            if self.sema.types.is_record(ty) {
                objects.push((*p, self.object(a)?));
                continue;
            }
            let v = self.expr(a)?;
            params.push((*p, self.sema.convert_const(v, ty)?));
        }
        self.depth += 1;
        for (p, v) in params {
            self.vars.insert((self.depth, p), v);
        }
        for (p, place) in places {
            self.refs.insert((self.depth, p), place);
        }
        for (p, o) in objects {
            self.objects.insert((self.depth, p), o);
        }
        let r = self.stmt(body);
        let depth = self.depth;
        self.vars.retain(|(d, _), _| *d != depth);
        self.refs.retain(|(d, _), _| *d != depth);
        self.objects.retain(|(d, _), _| *d != depth);
        self.depth -= 1;
        r
    }

    pub(super) fn stmt(&mut self, s: &Stmt) -> Option<Flow> {
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
            StmtKind::Decl {
                var,
                init: Some(Init::Expr(e)),
            } if self.sema.types.is_pointer(self.sema.var(*var).ty) => {
                let p = self.place(e)?;
                self.refs.insert((self.depth, *var), p);
                Flow::Normal
            }
            StmtKind::Decl { var, init }
                if self.sema.types.is_record(self.sema.var(*var).ty)
                    || self.sema.types.is_array(self.sema.var(*var).ty) =>
            {
                self.declare_object(*var, self.sema.var(*var).ty, init.as_ref())?;
                Flow::Normal
            }
            StmtKind::Decl { var, init } => {
                let v = match init {
                    Some(Init::Expr(e)) => self.expr(e)?,
                    Some(Init::List(_) | Init::Str(_)) => return None,
                    None => ConstVal::Int(0),
                };
                let v = self.sema.convert_const(v, self.sema.var(*var).ty)?;
                self.vars.insert((self.depth, *var), v);
                Flow::Normal
            }
            StmtKind::Expr(e) => {
                self.discard(e)?;
                Flow::Normal
            }
            StmtKind::If { cond, then, els } => match seek {
                Some(l) if then.holds_label(l) => self.run(then, seek)?,
                Some(_) => self.run((*els)?, seek)?,
                None if self.expr(cond)?.truth() => self.stmt(then)?,
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
            StmtKind::Return(Some(e)) if self.sema.types.is_pointer(e.ty) => Flow::ReturnPlace(self.place(e)?),
            StmtKind::Return(Some(e)) if self.sema.types.is_record(e.ty) => Flow::ReturnObject(self.object(e)?),
            StmtKind::Return(Some(e)) => Flow::Return(self.expr(e)?),
            // Leaving a constructor or other `void` function.
            StmtKind::Return(None) => Flow::Return(ConstVal::Int(0)),
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
                    if !self.expr(c)?.truth() {
                        break;
                    }
                }
            }
            match self.run(body, seek.take())? {
                Flow::Break => break,
                f @ (Flow::Return(_) | Flow::ReturnPlace(_) | Flow::ReturnObject(_) | Flow::Goto(_)) => return Some(f),
                Flow::Normal | Flow::Continue => {}
            }
            if let Some(i) = inc {
                self.discard(i)?;
            }
            if let Some(c) = post {
                if !self.expr(c)?.truth() {
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

    /// The scalar that lvalue `e` (a local, or a field or element of a local object)
    /// holds.
    fn load(&mut self, e: &Expr) -> Option<ConstVal> {
        if let Some(operand) = super::deref_operand(e) {
            let p = self.place(operand)?;
            return self.read(&p);
        }
        match self.local(e) {
            Some(v) => self.vars.get(&(self.depth, v)).copied(),
            None => self.read_in_object(e),
        }
    }

    /// Stores `v` in the scalar lvalue `e` designates (as [`Eval::load`] finds it).
    fn store(&mut self, e: &Expr, v: ConstVal) -> Option<()> {
        if let Some(operand) = super::deref_operand(e) {
            let p = self.place(operand)?;
            return self.write(&p, v);
        }
        match self.local(e) {
            Some(var) => {
                self.vars.insert((self.depth, var), v);
                Some(())
            }
            None => self.write_in_object(e, v),
        }
    }

    pub(super) fn expr(&mut self, e: &Expr) -> Option<ConstVal> {
        self.tick()?;
        let t = &self.sema.types;
        // 16-bit floats only as values moved and converted (a constexpr constructor's
        // `x(a)`), not in arithmetic, whose rounding steps the evaluator does not model.
        let floating = t.is_floating(e.ty)
            && (!t.is_half(e.ty)
                || matches!(
                    e.kind,
                    ExprKind::Var(_)
                        | ExprKind::FloatConst(_)
                        | ExprKind::Member { .. }
                        | ExprKind::Cast { .. }
                        | ExprKind::Assign { .. }
                ));
        if !t.is_integer(e.ty) && !floating && !t.is_void(e.ty) {
            return None;
        }
        let v = match &e.kind {
            ExprKind::IntConst(v) => ConstVal::Int(v.get() as i128),
            // Evaluated at compile time, by definition.
            ExprKind::IsConstantEvaluated => ConstVal::Int(1),
            ExprKind::FloatConst(f) => ConstVal::Float(*f),
            ExprKind::Var(v) => match self.vars.get(&(self.depth, *v)) {
                Some(x) => *x,
                None => self.sema.var_facts[*v].const_value?,
            },
            ExprKind::Cast { kind, operand } => match kind {
                CastKind::LValueToRValue
                | CastKind::NoOp
                | CastKind::IntegralCast
                | CastKind::IntToBool
                | CastKind::FloatToBool
                | CastKind::IntToFloat
                | CastKind::FloatToInt
                | CastKind::FloatCast => self.expr(operand)?,
                // `(void) ++p`: evaluated for its effects, whatever its type.
                CastKind::ToVoid => {
                    self.discard(operand)?;
                    ConstVal::Int(0)
                }
                // A pointer is true unless null (`assert(ok && "message")`).
                CastKind::PointerToBool => ConstVal::Int((self.place(operand)? != Place::Null) as i128),
                _ => return None,
            },
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => {
                let p = self.place(operand)?;
                self.read(&p)?
            }
            ExprKind::Unary { op, operand } => match (op, self.expr(operand)?) {
                (UnaryOp::Neg, ConstVal::Int(x)) => ConstVal::Int(x.wrapping_neg()),
                (UnaryOp::Neg, ConstVal::Float(f)) => ConstVal::Float(-f),
                (UnaryOp::BitNot, ConstVal::Int(x)) => ConstVal::Int(!x),
                (UnaryOp::LogNot, x) => ConstVal::Int(!x.truth() as i128),
                _ => return None,
            },
            ExprKind::Binary { op, lhs, rhs }
                if self.sema.types.is_pointer(lhs.ty) && self.sema.types.is_pointer(rhs.ty) =>
            {
                let (a, b) = (self.place(lhs)?, self.place(rhs)?);
                ConstVal::Int(super::references::pointer_binary(*op, &a, &b)?)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.expr(lhs)?, self.expr(rhs)?);
                self.binary(*op, a, b, lhs.ty)?
            }
            ExprKind::LogAnd { lhs, rhs } => {
                ConstVal::Int((self.expr(lhs)?.truth() && self.expr(rhs)?.truth()) as i128)
            }
            ExprKind::LogOr { lhs, rhs } => ConstVal::Int((self.expr(lhs)?.truth() || self.expr(rhs)?.truth()) as i128),
            ExprKind::Conditional { cond, then, els } => {
                if self.expr(cond)?.truth() {
                    self.expr(then)?
                } else {
                    self.expr(els)?
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(lhs)?;
                self.expr(rhs)?
            }
            ExprKind::Assign { lhs, rhs } if self.object_field(lhs).is_some() => {
                let field = self.object_field(lhs)?;
                let v = self.expr(rhs)?;
                let v = self.sema.convert_const(v, lhs.ty.unqualified())?;
                let (_, _, fields) = self.object.as_mut()?;
                *fields.get_mut(field as usize)? = Some(v);
                v
            }
            ExprKind::Member { .. } if self.object_field(e).is_some() => {
                let field = self.object_field(e)?;
                let (_, _, fields) = self.object.as_ref()?;
                (*fields.get(field as usize)?)?
            }
            ExprKind::Assign { lhs, rhs } if self.in_local_object(lhs) => {
                let v = self.expr(rhs)?;
                let v = self.sema.convert_const(v, lhs.ty.unqualified())?;
                self.write_in_object(lhs, v)?;
                v
            }
            ExprKind::Member { .. } | ExprKind::Index { .. } if self.in_local_object(e) => self.read_in_object(e)?,
            // `*p = v` through a pointer or reference to an object the evaluation holds.
            ExprKind::Assign { lhs, rhs } if super::deref_operand(lhs).is_some() => {
                let v = self.expr(rhs)?;
                let v = self.sema.convert_const(v, lhs.ty.unqualified())?;
                self.store(lhs, v)?;
                v
            }
            ExprKind::Assign { lhs, rhs } => {
                let var = self
                    .local(lhs)
                    .or_else(|| self.static_temporary(lhs))
                    .or_else(|| self.materialized_temporary(lhs))?;
                let v = self.expr(rhs)?;
                let v = self.sema.convert_const(v, lhs.ty.unqualified())?;
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
                let old = self.sema.convert_const(self.load(lhs)?, *compute_ty)?;
                let b = self.expr(rhs)?;
                let b = self.sema.convert_const(b, *compute_ty)?;
                let r = self.binary(*op, old, b, *compute_ty)?;
                let r = self.sema.convert_const(r, *compute_ty)?;
                let new = self.sema.convert_const(r, lhs.ty.unqualified())?;
                self.store(lhs, new)?;
                new
            }
            ExprKind::IncDec { pre, inc, operand } => {
                let old = self.load(operand)?;
                let new = match old {
                    ConstVal::Int(x) => ConstVal::Int(if *inc { x + 1 } else { x - 1 }),
                    ConstVal::Float(f) => ConstVal::Float(if *inc { f + 1.0 } else { f - 1.0 }),
                };
                let new = self.sema.convert_const(new, operand.ty.unqualified())?;
                self.store(operand, new)?;
                if *pre {
                    new
                } else {
                    old
                }
            }
            ExprKind::Call { callee, args } => match self.invoke(*callee, args)? {
                Flow::Return(_) if t.is_void(self.sema.func(*callee).ret) => ConstVal::Int(0),
                Flow::Normal if t.is_void(self.sema.func(*callee).ret) => ConstVal::Int(0),
                Flow::Return(v) => self.sema.convert_const(v, self.sema.func(*callee).ret)?,
                _ => return None,
            },
            ExprKind::Index { .. } | ExprKind::Member { .. } => {
                let sema = self.sema;
                match sema.const_aggregate_slot(e, self) {
                    Some(Slot::Init(Init::Expr(x))) => self.expr(x)?,
                    Some(Slot::Init(Init::List(_) | Init::Str(_))) => return None,
                    Some(Slot::Unit(v)) => ConstVal::Int(v),
                    Some(Slot::Zero) => ConstVal::Int(0),
                    // A field of a record value (`get_config(4).nthreads`).
                    None => self.part_of_value(e)?,
                }
            }
            _ => return None,
        };
        if t.is_void(e.ty) {
            return Some(ConstVal::Int(0));
        }
        self.sema.convert_const(v, e.ty)
    }

    /// `a op b` with both operands of `operand_ty` (integers wrap later to the result
    /// type).
    fn binary(&self, op: BinOp, a: ConstVal, b: ConstVal, operand_ty: TypeId) -> Option<ConstVal> {
        let (a, b) = match (a, b) {
            (ConstVal::Int(a), ConstVal::Int(b)) => return self.int_binary(op, a, b, operand_ty).map(ConstVal::Int),
            (ConstVal::Float(a), ConstVal::Float(b)) => (a, b),
            _ => return None,
        };
        let cmp = |c: bool| ConstVal::Int(c as i128);
        Some(match op {
            BinOp::Add => ConstVal::Float(a + b),
            BinOp::Sub => ConstVal::Float(a - b),
            BinOp::Mul => ConstVal::Float(a * b),
            // IEEE division (nvcc folds `1.0 / 0.0` to infinity in constexpr too).
            BinOp::Div => ConstVal::Float(a / b),
            BinOp::Lt => cmp(a < b),
            BinOp::Gt => cmp(a > b),
            BinOp::Le => cmp(a <= b),
            BinOp::Ge => cmp(a >= b),
            BinOp::Eq => cmp(a == b),
            BinOp::Ne => cmp(a != b),
            _ => return None,
        })
    }

    fn int_binary(&self, op: BinOp, a: i128, b: i128, operand_ty: TypeId) -> Option<i128> {
        let bits = self.sema.types.bit_width(operand_ty) as i128;
        if bits == 128 && self.sema.types.is_unsigned(operand_ty) {
            return unsigned_128_binary(op, a as u128, b as u128);
        }
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

/// Whether `e` is a null pointer constant converted to a pointer type (also through
/// casts between pointer types).
pub(super) fn is_null_pointer(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Cast {
            kind: CastKind::NullToPointer,
            ..
        } => true,
        ExprKind::Cast {
            kind: CastKind::BitCast | CastKind::NoOp,
            operand,
        } => is_null_pointer(operand),
        _ => false,
    }
}

#[cfg(test)]
mod minifloat_tests {
    use super::round_to_minifloat;

    fn half(x: f64) -> f64 {
        round_to_minifloat(x, 10, -14)
    }

    #[test]
    fn half_rounds_to_nearest_even_with_gradual_underflow_and_overflow() {
        assert_eq!(half(1.0 + 2f64.powi(-10)), 1.0 + 2f64.powi(-10));
        assert_eq!(half(1.0 + 2f64.powi(-11)), 1.0); // tie: to even
        assert_eq!(half(1.0 + 3.0 * 2f64.powi(-11)), 1.0 + 2f64.powi(-9)); // tie: to even
        assert_eq!(half(-2.5), -2.5);
        assert_eq!(half(65519.0), 65504.0);
        assert_eq!(half(65520.0), f64::INFINITY); // tie between 65504 and 2^16
        assert_eq!(half(-1e6), f64::NEG_INFINITY);
        assert_eq!(half(2f64.powi(-25)), 0.0); // half the least subnormal: to even (0)
        assert_eq!(half(3.0 * 2f64.powi(-26)), 2f64.powi(-24));
        assert_eq!(half(0.1), 0.0999755859375);
    }

    #[test]
    fn bfloat_keeps_float_range_with_seven_fraction_bits() {
        let bf = |x: f64| round_to_minifloat(x, 7, -126);
        assert_eq!(bf(1.0 + 2f64.powi(-8)), 1.0);
        assert_eq!(bf(1.0 + 3.0 * 2f64.powi(-8)), 1.0 + 2f64.powi(-6));
        assert_eq!(bf(3.0e38), 226.0 * 2f64.powi(120)); // 225.7 quanta of 2^120
        assert_eq!(bf(f64::from(f32::MAX)), f64::INFINITY);
    }
}
