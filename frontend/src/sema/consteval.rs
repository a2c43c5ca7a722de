//! Integer constant expressions over the IL (array bounds, null pointer constants, folding
//! `const int N = 4;`).
//!
//! Values are computed in `i128` and wrapped to the width and signedness of each node's type,
//! so `(unsigned char)300` is 44 and `0u - 1` is 4294967295, as the target computes them.

use crate::il::{BinOp, CastKind, Expr, ExprKind, UnaryOp};
use crate::types::TypeId;

use super::Sema;

impl<'a> Sema<'a> {
    /// The value of an integer constant expression, or `None` if `e` is not one (or would
    /// divide by zero).
    pub fn const_int(&self, e: &Expr) -> Option<i128> {
        if !self.types.is_integer(e.ty) {
            return None;
        }
        let v = match &e.kind {
            ExprKind::IntConst(v) => *v as i128,
            // A `const` integer variable with a constant initializer, named directly.
            ExprKind::Var(v) => *self.const_values.get(v)?,
            ExprKind::Cast { kind, operand } => match kind {
                CastKind::IntegralCast | CastKind::NoOp => self.const_int(operand)?,
                CastKind::IntToBool => (self.const_int(operand)? != 0) as i128,
                CastKind::LValueToRValue => match operand.kind {
                    ExprKind::Var(v) => *self.const_values.get(&v)?,
                    _ => return None,
                },
                CastKind::FloatToInt => match operand.kind {
                    ExprKind::FloatConst(f) if f.is_finite() => f.trunc() as i128,
                    _ => return None,
                },
                _ => return None,
            },
            ExprKind::Unary { op, operand } => {
                let v = self.const_int(operand);
                match op {
                    UnaryOp::Neg => v?.wrapping_neg(),
                    UnaryOp::BitNot => !v?,
                    UnaryOp::LogNot => (v? == 0) as i128,
                    _ => return None,
                }
            }
            ExprKind::Binary { op, lhs, rhs } if self.types.is_integer(lhs.ty) => {
                let (a, b) = (self.const_int(lhs)?, self.const_int(rhs)?);
                let bits = self.types.bit_width(lhs.ty);
                match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div if b != 0 => a.wrapping_div(b),
                    BinOp::Rem if b != 0 => a.wrapping_rem(b),
                    BinOp::Div | BinOp::Rem => return None,
                    BinOp::Shl if (0..bits as i128).contains(&b) => a << b,
                    BinOp::Shr if (0..bits as i128).contains(&b) => a >> b,
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
                }
            }
            ExprKind::LogAnd { lhs, rhs } => (self.const_int(lhs)? != 0 && self.const_int(rhs)? != 0) as i128,
            ExprKind::LogOr { lhs, rhs } => (self.const_int(lhs)? != 0 || self.const_int(rhs)? != 0) as i128,
            ExprKind::Conditional { cond, then, els } => {
                if self.const_int(cond)? != 0 {
                    self.const_int(then)?
                } else {
                    self.const_int(els)?
                }
            }
            ExprKind::Comma { .. } => return None,
            ExprKind::Call { callee, args } if self.constexpr_fns.contains(callee) => {
                let vals = args.iter().map(|a| self.const_int(a)).collect::<Option<Vec<_>>>()?;
                self.eval_constexpr_call(*callee, &vals)?
            }
            _ => return None,
        };
        Some(self.wrap_to(v, e.ty))
    }

    /// Replaces integer constant expressions in an initializer (`BLOCK * 2`, reads of
    /// `const int` variables) by their values, so static initializers are plain constants.
    pub fn fold_int_constants(&self, init: crate::il::Init<'a>) -> crate::il::Init<'a> {
        use crate::il::Init;
        match init {
            Init::Expr(e) => match self.const_int(e) {
                Some(v) if !matches!(e.kind, ExprKind::IntConst(_)) => {
                    Init::Expr(self.int_const(v, e.ty.unqualified(), e.span))
                }
                _ => Init::Expr(e),
            },
            Init::List(items) => {
                let folded: Vec<Init<'a>> = items.iter().map(|i| self.fold_int_constants(*i)).collect();
                Init::List(self.arena.alloc_slice_copy(&folded))
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
