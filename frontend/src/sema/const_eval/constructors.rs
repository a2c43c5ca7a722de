//! Objects built at compile time by `constexpr` constructors, so a variable with static
//! storage can be initialized by one (`constexpr target_description is_host =
//! target_description(1);` in nv/target, `__device__ const Fixed one(256);`): the
//! constructor runs in the evaluator with `this` naming the object under construction,
//! whose scalar fields its member initializers and body assign. The result is a brace
//! list of the fields' values, which the variable keeps as its static initializer.
//! A class with members or bases of class type is built as an object the evaluator
//! holds, its constructor run on it, its value then the initializer. Anything else
//! (pointers, unions) is not a constant and leaves the variable to the usual error.

use crate::il::{CastKind, Expr, ExprKind, FnDeclId, Init, UnaryOp, VarId};
use crate::sema::const_eval::evaluator::{ConstVal, Eval, Flow};
use crate::sema::const_eval::references::Place;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// The static initializer of an object of class `ty` built by calling constexpr
    /// constructor `ctor` with `args` (the arguments after `this`), or `None` when that
    /// is not a constant.
    pub fn constexpr_construction(
        &self,
        ty: TypeId,
        ctor: FnDeclId,
        args: &[&'a Expr<'a>],
        span: Span,
    ) -> Option<Init<'a>> {
        let fields = self.types.record_of(ty)?.fields.clone();
        if fields
            .iter()
            .any(|f| !(self.types.is_integer(f.ty) || self.types.is_floating(f.ty)))
        {
            return self.constructed_object(ty, ctor, args, span);
        }
        let func = self.func(ctor);
        let facts = self.facts(ctor);
        if !facts.is_constexpr || func.params.len() != args.len() + 1 {
            return None;
        }
        let body = func.body?;
        let this = func.params[0];
        let mut ev = Eval::new(self);
        ev.depth = 1;
        ev.object = Some((1, this, vec![None; fields.len()]));
        let mut vals = Vec::with_capacity(args.len());
        for (p, a) in func.params[1..].iter().zip(args) {
            // An empty class (a tag) carries no value to evaluate.
            if self.types.is_empty_class(self.var(*p).ty) && self.types.is_empty_class(a.ty) {
                continue;
            }
            let v = self.const_value(a)?;
            vals.push((*p, self.convert_const(v, self.var(*p).ty)?));
        }
        for (p, v) in vals {
            ev.vars.insert((1, p), v);
        }
        if !matches!(ev.stmt(body)?, Flow::Normal | Flow::Return(_)) {
            return None;
        }
        let (_, _, values) = ev.object.take()?;
        let items: Vec<Init<'a>> = fields
            .iter()
            .zip(values)
            .map(|(f, v)| {
                let e = match v.unwrap_or(ConstVal::Int(0)) {
                    ConstVal::Int(i) => self.int_const(i, f.ty.unqualified(), span),
                    ConstVal::Float(x) => self.mk(ExprKind::FloatConst(x), f.ty.unqualified(), span, false),
                };
                Init::Expr(e)
            })
            .collect();
        Some(Init::List(self.arena.alloc_slice_copy(&items)))
    }
}

impl<'a> Sema<'a> {
    /// [`Sema::constexpr_construction`] of a class with members or bases of class type
    /// (`weekday_indexed { weekday __wd_; unsigned __idx_; }`): the constructor runs on an
    /// object the evaluator holds, and the object's value is the initializer.
    fn constructed_object(&self, ty: TypeId, ctor: FnDeclId, args: &[&'a Expr<'a>], span: Span) -> Option<Init<'a>> {
        let mut ev = Eval::new(self);
        let place = ev.materialize(self.blank_object(ty, false)?);
        let Place::Local(depth, var, _) = place.clone() else {
            return None;
        };
        if !matches!(ev.invoke_on(ctor, Some(place), args)?, Flow::Normal | Flow::Return(_)) {
            return None;
        }
        let obj = ev.objects.get(&(depth, var))?.clone();
        self.object_init(&obj, ty, span)
    }
}

impl Eval<'_, '_> {
    /// The field `e` (an lvalue `this->field` in the constructor being evaluated) names.
    pub(super) fn object_field(&self, e: &Expr) -> Option<u32> {
        let (depth, this, _) = self.object.as_ref()?;
        let ExprKind::Member { base, field } = e.kind else {
            return None;
        };
        let ExprKind::Unary {
            op: UnaryOp::Deref,
            operand,
        } = base.kind
        else {
            return None;
        };
        let ExprKind::Cast {
            kind: CastKind::LValueToRValue,
            operand,
        } = operand.kind
        else {
            return None;
        };
        let names_this = |v: VarId| v == *this && self.depth == *depth;
        matches!(operand.kind, ExprKind::Var(v) if names_this(v)).then_some(field)
    }
}
