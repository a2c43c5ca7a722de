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

use crate::il::{Expr, ExprKind, FnDeclId};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use crate::sema::conversions::standard::ConvCtx;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The placeholder type `auto`.
    pub fn auto_type(&mut self) -> TypeId {
        self.types.intern(TypeKind::Auto)
    }

    /// Whether `ty` is the undeduced placeholder `auto`.
    pub fn is_auto(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Auto)
    }

    /// The placeholder `decltype(auto)`.
    pub fn decltype_auto_type(&mut self) -> TypeId {
        self.types.intern(TypeKind::DecltypeAuto)
    }

    /// Whether `ty` is the undeduced placeholder `decltype(auto)`.
    fn is_decltype_auto(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::DecltypeAuto)
    }

    /// Whether `ty` is `auto` (or `decltype(auto)`) or a pointer or reference to it
    /// (`auto*`, `const auto&`).
    pub fn contains_auto(&self, ty: TypeId) -> bool {
        match self.types.kind(ty) {
            TypeKind::Auto | TypeKind::DecltypeAuto => true,
            TypeKind::Pointer { pointee } => self.contains_auto(*pointee),
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => self.contains_auto(*referee),
            _ => false,
        }
    }

    /// `return [value];` in a function whose return type is deduced: deduces it from the
    /// first return; for plain `auto`, checks later ones against it. `None` when the
    /// current function's return type is known and ordinary checking applies.
    pub(in crate::sema) fn deduced_return(&mut self, value: Option<&'a Expr<'a>>) -> Option<Option<&'a Expr<'a>>> {
        let ctx = self.fn_ctx?;
        let undeduced = self.contains_auto(ctx.ret);
        if !undeduced && !self.facts(ctx.func).return_deduced {
            return None;
        }
        if value.is_some_and(|e| self.is_err(e)) {
            // The result type is unknown: calls of the function stay silent.
            if undeduced {
                self.deduction_failed(ctx.func);
            }
            return Some(value);
        }
        let pattern = self.declared_result(ctx.func);
        if undeduced && self.is_decltype_auto(pattern) {
            return Some(self.deduce_decltype_auto_result(ctx.func, value));
        }
        if undeduced && !self.is_auto(pattern) {
            return Some(self.deduce_declarator_result(ctx.func, pattern, value));
        }
        let value = value.map(|e| if self.types.is_void(e.ty) { e } else { self.rvalue(e) });
        let ty = value.map_or(TypeId::VOID, |e| e.ty.unqualified());
        if undeduced {
            self.fn_facts[ctx.func].return_deduced = true;
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

    /// The result type of `f` as declared (references kept).
    fn declared_result(&self, f: FnDeclId) -> TypeId {
        let fty = self.declared_fn_type(f);
        self.types.fn_sig(fty).map_or(self.func(f).ret, |(r, _, _)| r)
    }

    /// The first `return` of a function declared `auto*`, `auto&`, `const auto&`, ...:
    /// `auto` is deduced as a template parameter is from a call with the returned value
    /// (pointers peel pointer levels; a reference binds the lvalue itself), the written
    /// qualifiers added. Later returns convert to the result as for any function.
    fn deduce_declarator_result(
        &mut self,
        f: FnDeclId,
        pattern: TypeId,
        value: Option<&'a Expr<'a>>,
    ) -> Option<&'a Expr<'a>> {
        let span = value.map_or(self.func(f).span, |e| e.span);
        let Some(e) = value.filter(|e| !self.types.is_void(e.ty)) else {
            self.diags.error(span, "cannot deduce \"auto\" type");
            self.deduction_failed(f);
            return value;
        };
        let by_ref = self.types.referee(pattern);
        let mut inner = by_ref.unwrap_or(pattern);
        if self.types.is_rvalue_ref(pattern) {
            return Some(self.deduce_forwarding_result(f, inner, e));
        }
        if by_ref.is_some() && !e.lvalue {
            self.diags
                .error(e.span, "initial value of reference to non-const must be an lvalue");
            self.deduction_failed(f);
            return Some(self.error_expr(e.span));
        }
        let mut ty = if by_ref.is_some() { e.ty } else { self.rvalue(e).ty };
        // Peel the pattern's pointers off the value's type, down to `auto`.
        let mut levels = Vec::new();
        while let TypeKind::Pointer { pointee } = *self.types.kind(inner) {
            levels.push(inner.quals());
            inner = pointee;
            match self.types.pointee(ty) {
                Some(p) => ty = p,
                None => {
                    self.diags.error(e.span, "cannot deduce \"auto\" type");
                    self.deduction_failed(f);
                    return Some(self.error_expr(e.span));
                }
            }
        }
        let mut result = ty.with_quals(ty.quals().union(inner.quals()));
        for q in levels.into_iter().rev() {
            result = self.types.pointer_to(result).with_quals(q);
        }
        if by_ref.is_some() {
            let declared = self.types.lvalue_ref_to(result);
            self.set_declared_result(f, declared);
            return Some(self.bind_reference(e, result));
        }
        self.set_declared_result(f, result);
        Some(self.convert(e, result.unqualified(), ConvCtx::Return))
    }

    /// The first `return e` of a function declared `auto&&` (`referee` the placeholder
    /// with its qualifiers): a forwarding reference, `T&` for an lvalue `e` of type `T`
    /// and `T&&` for an xvalue. A prvalue would leave the reference dangling and is
    /// not supported.
    fn deduce_forwarding_result(&mut self, f: FnDeclId, referee: TypeId, e: &'a Expr<'a>) -> &'a Expr<'a> {
        if !e.lvalue {
            self.diags.error(
                e.span,
                "a deduced \"auto&&\" result bound to a temporary is not supported",
            );
            self.deduction_failed(f);
            return self.error_expr(e.span);
        }
        let ty = e.ty.with_quals(e.ty.quals().union(referee.quals()));
        let declared = match self.is_xvalue(e) {
            true => self.types.rvalue_ref_to(ty),
            false => self.types.lvalue_ref_to(ty),
        };
        self.set_declared_result(f, declared);
        self.bind_reference_to(e, declared)
    }

    /// The first `return` of a function declared `decltype(auto)` ([dcl.type.auto.deduct]/5):
    /// the result is `decltype` of the value, a variable's declared type when the value
    /// names one (so `return local;` copies), else `T&` for an lvalue, `T&&` for an
    /// xvalue and `T` for a prvalue (Thrust's `allocator_system::get` returns a
    /// value-initialized system this way). A class member access is taken by value (its
    /// declared type but for reference members). Later returns convert to that result.
    fn deduce_decltype_auto_result(&mut self, f: FnDeclId, value: Option<&'a Expr<'a>>) -> Option<&'a Expr<'a>> {
        let Some(e) = value.filter(|e| !self.types.is_void(e.ty)) else {
            self.set_declared_result(f, TypeId::VOID);
            return value;
        };
        let named = matches!(e.kind, ExprKind::Var(_) | ExprKind::Member { .. });
        let declared = match e.kind {
            ExprKind::Var(v) => self.var(v).ty,
            _ if e.lvalue && !named && self.is_xvalue(e) => self.types.rvalue_ref_to(e.ty),
            _ if e.lvalue && !named => self.types.lvalue_ref_to(e.ty),
            _ => e.ty,
        };
        self.set_declared_result(f, declared);
        if self.types.referee(declared).is_some() {
            return Some(self.bind_reference_to(e, declared));
        }
        let e = self.rvalue(e);
        Some(self.convert(e, declared.unqualified(), ConvCtx::Return))
    }

    /// After an error in the first `return`: the result is unknown, later returns and
    /// calls stay silent.
    fn deduction_failed(&mut self, f: FnDeclId) {
        self.fn_facts[f].return_deduced = true;
        self.fn_facts[f].ref_return = None;
        self.set_deduced_return(f, TypeId::ERROR);
        if let Some(ctx) = self.fn_ctx.as_mut().filter(|c| c.func == f) {
            ctx.ret_ref = None;
        }
    }

    /// Fixes the declared result of `f` to `declared` (a reference or not).
    fn set_declared_result(&mut self, f: FnDeclId, declared: TypeId) {
        self.fn_facts[f].returns_rvalue_ref = self.types.is_rvalue_ref(declared);
        match self.types.referee(declared) {
            Some(referee) => {
                let il = self.types.pointer_to(referee);
                self.fn_facts[f].ref_return = Some(referee);
                self.set_deduced_return(f, il);
                if let Some(ctx) = self.fn_ctx.as_mut().filter(|c| c.func == f) {
                    ctx.ret_ref = Some(referee);
                }
            }
            None => {
                self.fn_facts[f].ref_return = None;
                self.set_deduced_return(f, declared.unqualified());
                if let Some(ctx) = self.fn_ctx.as_mut().filter(|c| c.func == f) {
                    ctx.ret_ref = None;
                }
            }
        }
        if let Some(decl) = self.facts(f).declared_ty {
            if let Some((_, params, variadic)) = self.types.fn_sig(decl).map(|(r, p, v)| (r, p.to_vec(), v)) {
                let dty = self.types.function(declared, params, variadic);
                self.fn_facts[f].declared_ty = Some(dty);
            }
        }
    }

    /// Fixes the IL return type of `f` (being defined) to `ty`.
    pub(in crate::sema) fn set_deduced_return(&mut self, f: FnDeclId, ty: TypeId) {
        let old = self.func(f).ty;
        if let Some((_, params, variadic)) = self.types.fn_sig(old).map(|(r, p, v)| (r, p.to_vec(), v)) {
            let fty = self.types.function(ty, params, variadic);
            self.functions[f.0 as usize].ty = fty;
        }
        if self.facts(f).ref_return.is_none() {
            if let Some(decl) = self.facts(f).declared_ty {
                if let Some((_, params, variadic)) = self.types.fn_sig(decl).map(|(r, p, v)| (r, p.to_vec(), v)) {
                    let dty = self.types.function(ty, params, variadic);
                    self.fn_facts[f].declared_ty = Some(dty);
                }
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
    pub(in crate::sema) fn finish_deduction(&mut self, f: FnDeclId) {
        if self.contains_auto(self.func(f).ret) {
            let ret = self.func(f).ret;
            if !self.is_auto(ret) && !self.is_decltype_auto(ret) {
                let span = self.func(f).span;
                self.diags.error(span, "cannot deduce \"auto\" type");
                self.fn_facts[f].ref_return = None;
                self.set_deduced_return(f, TypeId::ERROR);
                return;
            }
            self.set_deduced_return(f, TypeId::VOID);
        }
    }

    /// Checks that a call of `f` (named at `span`) knows its return type; reports nvcc's
    /// error and returns `false` otherwise.
    pub fn check_deduced(&mut self, f: FnDeclId, span: Span) -> bool {
        if !self.contains_auto(self.func(f).ret) {
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
