//! Deduced return types: `auto f(...) { return e; }` (and lambdas without `-> T`).
//!
//! A function declared with a placeholder `auto` result gets the IL return type
//! [`TypeKind::Auto`] until its body reaches the first `return`: the type of that value
//! (arrays and functions decayed, top-level qualifiers dropped, `void` for `return;`)
//! becomes the function's return type, and every later `return` must produce exactly that
//! type, as C++ requires ([dcl.spec.auto]); nvcc's message otherwise is
//! `deduced return type "float" conflicts with previously deduced type "int"`. A body
//! without a `return` deduces `void`. A call before deduction (a use before the
//! definition, or direct recursion before the first `return`) is an error, as in nvcc.

use crate::il::{Expr, FuncId};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use super::conv::ConvCtx;
use super::Sema;

impl<'a> Sema<'a> {
    /// The placeholder type `auto`.
    pub fn auto_type(&mut self) -> TypeId {
        self.types.intern(TypeKind::Auto)
    }

    /// Whether `ty` is the undeduced placeholder `auto`.
    pub fn is_auto(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Auto)
    }

    /// `return [value];` in a function whose return type is deduced: deduces it from the
    /// first return, checks later ones against it. `None` when the current function's
    /// return type was written out (ordinary checking applies).
    pub(super) fn deduced_return(&mut self, value: Option<&'a Expr<'a>>) -> Option<Option<&'a Expr<'a>>> {
        let ctx = self.fn_ctx?;
        let undeduced = self.is_auto(ctx.ret);
        if !undeduced && !self.deduced_fns.contains(&ctx.func) {
            return None;
        }
        if value.is_some_and(|e| self.is_err(e)) {
            // The result type is unknown: calls of the function stay silent.
            if undeduced {
                self.set_deduced_return(ctx.func, TypeId::ERROR);
            }
            return Some(value);
        }
        let value = value.map(|e| if self.types.is_void(e.ty) { e } else { self.rvalue(e) });
        let ty = value.map_or(TypeId::VOID, |e| e.ty.unqualified());
        if undeduced {
            self.set_deduced_return(ctx.func, ty);
            return Some(value);
        }
        if ty != ctx.ret && ctx.ret != TypeId::ERROR {
            let span = value.map_or(self.func(ctx.func).span, |e| e.span);
            let msg = format!(
                "deduced return type {} conflicts with previously deduced type {}",
                self.ty_str(ty),
                self.ty_str(ctx.ret)
            );
            self.diags.error(span, msg);
            return Some(value.map(|e| self.error_expr(e.span)));
        }
        Some(value.map(|e| self.convert(e, ty, ConvCtx::Return)))
    }

    /// Fixes the return type of `f` (being defined) to `ty`.
    pub(super) fn set_deduced_return(&mut self, f: FuncId, ty: TypeId) {
        self.deduced_fns.insert(f);
        let old = self.func(f).ty;
        if let Some((_, params, variadic)) = self.types.fn_sig(old).map(|(r, p, v)| (r, p.to_vec(), v)) {
            let fty = self.types.function(ty, params, variadic);
            self.functions[f.0 as usize].ty = fty;
        }
        if let Some(&decl) = self.declared_fn_types.get(&f) {
            if let Some((_, params, variadic)) = self.types.fn_sig(decl).map(|(r, p, v)| (r, p.to_vec(), v)) {
                let dty = self.types.function(ty, params, variadic);
                self.declared_fn_types.insert(f, dty);
            }
        }
        self.functions[f.0 as usize].ret = ty;
        if let Some(ctx) = self.fn_ctx.as_mut() {
            if ctx.func == f {
                ctx.ret = ty;
            }
        }
    }

    /// At the end of the body of `f`: a return type still undeduced is `void`.
    pub(super) fn finish_deduction(&mut self, f: FuncId) {
        if self.is_auto(self.func(f).ret) {
            self.set_deduced_return(f, TypeId::VOID);
        }
    }

    /// Checks that a call of `f` (named at `span`) knows its return type; reports nvcc's
    /// error and returns `false` otherwise.
    pub fn check_deduced(&mut self, f: FuncId, span: Span) -> bool {
        if !self.is_auto(self.func(f).ret) {
            return true;
        }
        let name = self.func(f).name;
        // nvcc adds "(declared at line N)" after the name; sema has no line table.
        self.diags.error(
            span,
            format!("cannot deduce the return type of function \"{name}\"; it has not been defined"),
        );
        false
    }
}
