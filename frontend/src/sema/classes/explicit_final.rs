//! `explicit` constructors and `final` classes ([class.conv.ctor], [class.pre]).
//!
//! An `explicit` constructor (also an instance of an `explicit` constructor template)
//! is used by direct-initialization (`S s(5)`, `S s{5}`, `S(5)`, `static_cast<S>(5)`)
//! but not by copy-initialization: `S s = 5;`, an argument or returned value converted
//! to `S`, and `__is_convertible` leave it out; `S s = {5};` choosing it is nvcc's
//! error. (Explicit conversion functions are `conversions::user_defined`'s.) A class
//! declared `final` answers `__is_final` and cannot be a base.

use rustc_hash::FxHashSet;

use crate::il::{Expr, ExprKind, FnDeclId};
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::Sema;

/// What Sema keeps about `final` classes and the copy-initialization under way.
#[derive(Default)]
pub struct ExplicitFinal {
    /// Classes declared `final` (unqualified record types).
    final_classes: FxHashSet<TypeId>,
    /// Set while a copy-initialization chooses its constructor: explicit ones are
    /// left out of the candidates.
    pub(in crate::sema) copy_initializing: bool,
}

impl<'a> Sema<'a> {
    /// Whether the condition `e` of `explicit(e)` makes the function explicit: a
    /// constant convertible to `bool`. After an error, not explicit (the declaration
    /// itself stands). `failed` says the condition had errors in a template pattern
    /// (`in_pattern`), where it names a constructor template's own parameters.
    pub fn explicit_condition(&mut self, e: &Expr, failed: bool, in_pattern: bool) -> bool {
        const OWN_PARAMETERS: &str =
            "explicit(bool) with a condition on a constructor template's own parameters is not supported by ptxc yet";
        if failed {
            self.diags.error(e.span, OWN_PARAMETERS);
            return false;
        }
        if self.is_err(e) {
            return false;
        }
        if !self.types.is_scalar(e.ty) {
            let msg = format!(
                "expression must have bool type (or be convertible to bool) but it has type {}",
                self.ty_str(e.ty)
            );
            self.diags.error(e.span, msg);
            return false;
        }
        let value = if self.types.is_integer(e.ty) {
            self.const_int(e)
        } else {
            None
        };
        match value {
            Some(v) => v != 0,
            None if in_pattern => {
                self.diags.error(e.span, OWN_PARAMETERS);
                false
            }
            None => {
                self.diags.error(e.span, "expression must have a constant value");
                false
            }
        }
    }

    /// Records constructor `f` as declared `explicit`.
    pub fn mark_explicit(&mut self, f: FnDeclId) {
        self.fn_facts[f].is_explicit = true;
    }

    /// Whether constructor `f` is `explicit`.
    pub fn is_explicit(&self, f: FnDeclId) -> bool {
        self.facts(f).is_explicit
    }

    /// Records class `ty` as declared `final`.
    pub fn mark_final(&mut self, ty: TypeId) {
        self.explicit_final.final_classes.insert(ty.unqualified());
    }

    /// Whether class `ty` is declared `final`.
    pub fn is_final(&self, ty: TypeId) -> bool {
        self.explicit_final.final_classes.contains(&ty.unqualified())
    }

    /// nvcc's error at `span` when base `ty` is a `final` class; whether it was one.
    pub fn check_final_base(&mut self, ty: TypeId, span: Span) -> bool {
        let bad = self.is_final(ty);
        if bad {
            self.diags
                .error(span, "a \"final\" class type cannot be used as a base class");
        }
        bad
    }

    /// `f(...)` run with explicit constructors left out of constructions (a
    /// copy-initialization).
    pub(in crate::sema) fn copy_initialization<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = std::mem::replace(&mut self.explicit_final.copy_initializing, true);
        let r = f(self);
        self.explicit_final.copy_initializing = saved;
        r
    }

    /// `T x = e;` for `x` (`object`) of class type `T` with constructors: from a `T` (or
    /// a class derived from it) a copy, otherwise a non-`explicit` constructor taking
    /// `e` or a conversion function of `e`'s class to `T` (nvcc's "no suitable constructor exists to convert" when none does).
    pub fn copy_construct(
        &mut self,
        object: &'a Expr<'a>,
        e: &'a Expr<'a>,
        span: Span,
        close: Span,
    ) -> Option<&'a Expr<'a>> {
        let (from, to) = (e.ty.unqualified(), object.ty.unqualified());
        if self.is_err(e) || from == to || self.base_path(from, to).is_some() {
            return self.construct(object, vec![e], span, close);
        }
        self.copy_initialization(|s| {
            let ctors = s.ctor_candidates(to, &[e]);
            let this_ty = s.types.pointer_to(to);
            let this_arg = s.mk(ExprKind::int_const(0), this_ty, e.span, false);
            // A constructor's parameter takes no user-defined conversion here
            // ([over.best.ics]/4): `e`'s conversion function is the candidate instead.
            s.user_conversion_depth += 1;
            let by_constructor = s.best_viable(&ctors, &[this_arg, e]).is_ok();
            s.user_conversion_depth -= 1;
            if by_constructor {
                return s.construct(object, vec![e], span, close);
            }
            // A conversion function of `e`'s class to `T` ([over.match.copy]).
            if let Some(converted) = s.user_conversion(e, to, false) {
                return s.construct(object, vec![converted], span, close);
            }
            let msg = format!(
                "no suitable constructor exists to convert from {} to {}",
                s.ty_str(from),
                s.ty_str(to)
            );
            s.diags.error(e.span, msg);
            Some(s.error_expr(e.span))
        })
    }

    /// `T x = {args};` (copy-list-initialization): nvcc's error at `span` when the
    /// constructor it chooses is `explicit`.
    pub fn check_copy_list_init(&mut self, ty: TypeId, args: &[&'a Expr<'a>], span: Span) {
        if args.iter().any(|a| self.is_err(a)) {
            return;
        }
        let ctors = self.ctor_candidates(ty, args);
        if !ctors.iter().any(|&c| self.is_explicit(c)) {
            return;
        }
        let this_ty = self.types.pointer_to(ty.unqualified());
        let mut full = vec![self.mk(ExprKind::int_const(0), this_ty, span, false)];
        full.extend_from_slice(args);
        if let Ok(f) = self.best_viable(&ctors, &full) {
            if self.is_explicit(f) {
                self.diags.error(
                    span,
                    "copy-list-initialization cannot use a constructor marked \"explicit\"",
                );
            }
        }
    }
}
