//! C++20 immediate functions ([dcl.consteval], [expr.const]/16): a function declared
//! `consteval` is evaluated at compile time at every call, and a call whose value is
//! not a constant expression is an error. The call is replaced by its value, so code
//! generation never sees a call of an immediate function and never emits one (ptxc
//! emits only the functions emitted code refers to).
//!
//! Not evaluated on their own are calls inside another immediate function's body
//! (they are evaluated with that function's call) and calls in unevaluated operands.
//! Not covered: results of class, pointer or reference type (an error), taking an
//! immediate function's address, `consteval` lambdas and `if consteval`.

use crate::il::{Expr, ExprKind, FnDeclId};
use crate::source::Span;

use super::const_eval::evaluator::ConstVal;
use super::Sema;

impl<'a> Sema<'a> {
    /// `call`, a call of `f` made at `callee_span`: its value when `f` is an immediate
    /// function called outside an immediate function context (nvcc's error when the
    /// call is not a constant expression), else `call` itself.
    pub(super) fn immediate_invocation(&mut self, f: FnDeclId, call: &'a Expr<'a>, callee_span: Span) -> &'a Expr<'a> {
        if !self.facts(f).is_immediate || self.in_immediate_context() {
            return call;
        }
        let value = match self.const_value(call) {
            Some(v) if self.facts(f).ref_return.is_none() => Some(v),
            _ => None,
        };
        match value {
            Some(ConstVal::Int(v)) if self.types.is_integer(call.ty) => self.int_const(v, call.ty, call.span),
            Some(ConstVal::Float(v)) if self.types.is_floating(call.ty) && !self.types.is_half(call.ty) => {
                self.mk(ExprKind::FloatConst(v), call.ty, call.span, false)
            }
            _ => {
                let name = self.func(f).name;
                self.diags.error(
                    callee_span,
                    format!("call to consteval function \"{name}\" did not produce a valid constant expression"),
                );
                self.error_expr(call.span)
            }
        }
    }

    /// Whether a call here is not evaluated on its own: inside an immediate function's
    /// body or an unevaluated operand.
    fn in_immediate_context(&self) -> bool {
        self.in_unevaluated() || self.fn_ctx.is_some_and(|c| self.facts(c.func).is_immediate)
    }
}
