//! Calls through function pointers (`int (*op)(int, int) = add; op(2, 3)`), which CUDA
//! allows for `__device__` functions. The arguments convert to the parameter types of the
//! pointed-to function type; default arguments and overloads do not apply, as in C++.
//! Class parameters and results pass by value as in direct calls (IR generation copies
//! each class argument into the callee's parameter).

use crate::il::{Expr, ExprKind};
use crate::source::Span;
use crate::types::TypeKind;

use super::conv::ConvCtx;
use super::Sema;

impl<'a> Sema<'a> {
    /// Whether `callee` is a function pointer or a function lvalue (`(*fp)`).
    pub(super) fn is_function_pointer(&self, callee: &Expr) -> bool {
        let target = self.types.pointee(callee.ty).unwrap_or(callee.ty);
        matches!(self.types.kind(target), TypeKind::Function { .. })
    }

    /// `callee(args)` through a pointer.
    pub(super) fn indirect_call(
        &mut self,
        callee: &'a Expr<'a>,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        let callee = self.rvalue(callee);
        let fty = self.types.pointee(callee.ty).unwrap_or(callee.ty);
        let Some((ret, params, variadic)) = self.types.fn_sig(fty).map(|(r, p, v)| (r, p.to_vec(), v)) else {
            return self.error_expr(span);
        };
        if args.len() < params.len() {
            self.diags.error(rparen, "too few arguments in function call");
            return self.error_expr(span);
        }
        if args.len() > params.len() && !variadic {
            self.diags
                .error(args[params.len()].span, "too many arguments in function call");
            return self.error_expr(span);
        }
        let mut converted = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let c = match params.get(k) {
                Some(&p) => self.convert(a, p, ConvCtx::Argument),
                None => self.default_arg_promotion(a),
            };
            if self.is_err(c) {
                return self.error_expr(span);
            }
            converted.push(c);
        }
        let args = self.arena.alloc_slice_copy(&converted);
        self.mk(ExprKind::CallIndirect { callee, args }, ret.unqualified(), span, false)
    }
}
