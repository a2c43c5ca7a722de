//! Calls through function pointers (`int (*op)(int, int) = add; op(2, 3)`), which CUDA
//! allows for `__device__` functions. The arguments convert to the parameter types of the
//! pointed-to function type; default arguments and overloads do not apply, as in C++.
//! Class parameters and results pass by value as in direct calls (IR generation copies
//! each class argument into the callee's parameter). Function pointer types keep
//! reference parameters and results as declared (`int (*)(const V&)`): a call binds each
//! reference as a direct call does, and IR generation lowers such a function type as the
//! function itself was lowered (`T&` a pointer, `const T&` to a scalar a value).

use crate::il::{Expr, ExprKind};
use crate::source::Span;
use crate::types::TypeKind;

use super::conversions::standard::ConvCtx;
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
            let by_address = self.types.referee(ret).is_some();
            let c = match params.get(k).map(|&p| (p, self.lower_param_reference(p, by_address))) {
                Some((p, (_, super::conversions::references::RefMode::ByPointer(_)))) => self.bind_reference_to(a, p),
                Some((_, (il, _))) => self.convert(a, il, ConvCtx::Argument),
                None => self.default_arg_promotion(a),
            };
            if self.is_err(c) {
                return self.error_expr(span);
            }
            converted.push(c);
        }
        let args = self.arena.alloc_slice_copy(&converted);
        let il_ret = match self.types.referee(ret) {
            Some(referee) => self.types.pointer_to(referee),
            None => ret.unqualified(),
        };
        let call = self.mk(ExprKind::CallIndirect { callee, args }, il_ret, span, false);
        match self.types.referee(ret) {
            // A `T&` result is a `T*` in the IL; the call is the lvalue `*call`.
            Some(referee) => {
                let r = self.mk(
                    ExprKind::Unary {
                        op: crate::il::UnaryOp::Deref,
                        operand: call,
                    },
                    referee,
                    span,
                    true,
                );
                if self.types.is_rvalue_ref(ret) {
                    self.mark_xvalue(r);
                }
                r
            }
            None => call,
        }
    }

    /// The lvalue designating function `f` (the callee of a call built by the frontend).
    pub fn function_designator(&self, f: crate::il::FnDeclId, span: Span) -> &'a Expr<'a> {
        self.mk(ExprKind::Func(f), self.func(f).ty, span, true)
    }

    /// The type of a pointer to the function `e` designates: a pointer to its declared
    /// type (with reference parameters, as written and mangled) when it has one.
    pub(super) fn function_pointer_type(&mut self, e: &Expr<'a>) -> crate::types::TypeId {
        let fty = match e.kind {
            ExprKind::Func(f) => self.facts(f).declared_ty.unwrap_or(e.ty),
            _ => e.ty,
        };
        self.types.pointer_to(fty.unqualified())
    }
}
