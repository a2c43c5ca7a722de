//! Integer constant expressions over the IL (array bounds, null pointer constants, folding
//! `const int N = 4;`), on top of the evaluator in `evaluator.rs`.
//!
//! Values are computed in `i128` and wrapped to the width and signedness of each node's type,
//! so `(unsigned char)300` is 44 and `0u - 1` is 4294967295, as the target computes them.

use crate::il::{CastKind, Expr, ExprKind};
use crate::types::TypeId;

use crate::sema::const_eval::evaluator::ConstVal;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The value of an integer constant expression, or `None` if `e` is not one (or would
    /// divide by zero). Floating subexpressions and constexpr calls are evaluated too
    /// (`(int)(2.5 * 4)` is 10).
    pub fn const_int(&self, e: &Expr) -> Option<i128> {
        if !self.types.is_integer(e.ty) {
            return None;
        }
        match self.const_value(e)? {
            ConstVal::Int(v) => Some(v),
            ConstVal::Float(_) => None,
        }
    }

    /// Replaces constant expressions in an initializer (`BLOCK * 2`, reads of `const`
    /// variables, constexpr calls such as `sq(1.5)`, addresses such as `&g[1].f + 2`) by
    /// their values, so static initializers are plain constants.
    pub fn fold_constants(&self, init: crate::il::Init<'a>) -> crate::il::Init<'a> {
        use crate::il::Init;
        // A record computed at compile time (`constexpr Pass p = policy().multi;`):
        // its value as a brace list.
        if let Init::Expr(e) = init {
            if self.types.is_record(e.ty) && self.known_aggregate(e).is_none() {
                if let Some(list) = self.const_record_init(e, e.span) {
                    return list;
                }
            }
        }
        match init {
            Init::Expr(e)
                if matches!(
                    e.kind,
                    ExprKind::IntConst(_) | ExprKind::FloatConst(_) | ExprKind::AddressConstant { .. }
                ) =>
            {
                init
            }
            // A copy of a const record or array whose value is known (`__device__ P g = cp;`
            // with `constexpr P cp = {1, 2};`): that value's initializer list.
            Init::Expr(e) if self.known_aggregate(e).is_some() => {
                let known = self.known_aggregate(e).expect("checked");
                self.fold_constants(known)
            }
            Init::Expr(e) => match self.const_value(e) {
                Some(ConstVal::Int(v)) if self.types.is_integer(e.ty) => {
                    Init::Expr(self.int_const(v, e.ty.unqualified(), e.span))
                }
                Some(ConstVal::Float(f)) => {
                    Init::Expr(self.mk(ExprKind::FloatConst(f), e.ty.unqualified(), e.span, false))
                }
                _ => match self.address_constant(e) {
                    // A plain number (`&a[2] - &a[0]`, `!!&g`) is an integer literal.
                    Some(a) if a.object.is_none() && self.types.is_integer(e.ty) => {
                        Init::Expr(self.int_const(self.wrap_to(i128::from(a.offset), e.ty), e.ty.unqualified(), e.span))
                    }
                    Some(a)
                        if self.types.is_pointer(e.ty)
                            || self.types.is_nullptr(e.ty)
                            || self.types.is_integer(e.ty) =>
                    {
                        let kind = ExprKind::AddressConstant {
                            object: a.object,
                            offset: a.offset,
                        };
                        Init::Expr(self.mk(kind, e.ty.unqualified(), e.span, false))
                    }
                    _ => init,
                },
            },
            // A string's characters are constants already.
            Init::Str(_) => init,
            // A new list only from the first item folding changes (a table of
            // numbers is constants already).
            Init::List(items) => {
                let mut k = 0;
                let first = loop {
                    let Some(&item) = items.get(k) else { return init };
                    let folded = self.fold_constants(item);
                    if !same_init(item, folded) {
                        break folded;
                    }
                    k += 1;
                };
                let mut folded: Vec<Init<'a>> = Vec::with_capacity(items.len());
                folded.extend_from_slice(&items[..k]);
                folded.push(first);
                folded.extend(items[k + 1..].iter().map(|i| self.fold_constants(*i)));
                Init::List(self.arena.alloc_slice_copy(&folded))
            }
        }
    }

    /// The known initializer list of the const aggregate variable that `e` reads
    /// (through no-op and lvalue-to-rvalue casts), if any.
    fn known_aggregate(&self, e: &Expr<'a>) -> Option<crate::il::Init<'a>> {
        match &e.kind {
            ExprKind::Var(v) if self.types.is_record(e.ty) || self.types.is_array(e.ty) => {
                self.var_facts[*v].const_aggregate
            }
            ExprKind::Cast {
                kind: CastKind::NoOp | CastKind::LValueToRValue,
                operand,
            } if operand.ty.unqualified() == e.ty.unqualified() => self.known_aggregate(operand),
            _ => None,
        }
    }

    /// Reports a `constexpr` local whose initializer (arithmetic, or a record the
    /// evaluator models: [`Sema::is_modelled_record_value`]) is not a constant
    /// expression, as nvcc does.
    pub fn check_constexpr_local(&mut self, decl: &crate::il::Stmt<'a>) {
        if let crate::il::StmtKind::Decl {
            init: Some(crate::il::Init::Expr(e)),
            ..
        } = decl.kind
        {
            let not_constant = if self.types.is_arithmetic(e.ty) {
                self.const_value(e).is_none()
            } else {
                self.is_modelled_record_value(e) == Some(false)
            };
            if not_constant && !self.is_err(e) {
                self.diags.error(e.span, "expression must have a constant value");
            }
        }
    }

    /// Wraps `v` to the range of integer type `ty`.
    pub fn wrap_to(&self, v: i128, ty: TypeId) -> i128 {
        if self.types.is_bool(ty) {
            return (v != 0) as i128;
        }
        let bits = self.types.bit_width(ty);
        if bits == 0 || bits >= 128 {
            return v;
        }
        let mask = (1i128 << bits) - 1;
        let u = v & mask;
        if self.types.is_signed(ty) && u >> (bits - 1) & 1 == 1 {
            u - (1i128 << bits)
        } else {
            u
        }
    }
}

/// Whether two initializers are the same nodes.
fn same_init(a: crate::il::Init, b: crate::il::Init) -> bool {
    use crate::il::Init;
    match (a, b) {
        (Init::Expr(x), Init::Expr(y)) => std::ptr::eq(x, y),
        (Init::List(x), Init::List(y)) => std::ptr::eq(x, y),
        (Init::Str(x), Init::Str(y)) => std::ptr::eq(x, y),
        _ => false,
    }
}
