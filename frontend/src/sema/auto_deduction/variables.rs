//! `auto` in variable declarations (locals and range-`for` variables): `auto x = e;`,
//! `const auto c = e;`, `auto* p = &x;`, `auto& r = a[i];`, `const auto& c = f();`,
//! `auto&& f = e;`.
//!
//! The placeholder is deduced as a template parameter `U` is from a call `f(e)` to
//! `template <class U> void f(P)`, where `P` is the declarator applied to `U`: the
//! declarator's pointers peel pointer levels off the initializer's type; without a
//! reference the initializer decays and (with no pointer either) loses its top-level
//! qualifiers; `auto&&` is a forwarding reference (an lvalue makes it `T&`). The
//! qualifiers written next to `auto` are added to what is deduced. The parser describes
//! the declarator's shape ([`AutoDeclarator`]) and applies the declarator to the result.

use crate::il::Expr;
use crate::source::Span;
use crate::types::{Quals, TypeId};

use crate::sema::Sema;

/// A declarator applied to `auto`, as deduction needs it: pointer levels, then an
/// optional reference (arrays and functions of `auto` are rejected before).
#[derive(Clone, Copy, Debug)]
pub struct AutoDeclarator {
    /// Number of `*` levels (below the reference, if any).
    pub pointers: usize,
    /// The final `&` or `&&`.
    pub reference: Option<AutoReference>,
    /// The cv-qualifiers written next to `auto`.
    pub written: Quals,
}

/// The reference of an [`AutoDeclarator`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutoReference {
    /// `auto&`
    LValue,
    /// `auto&&`: a forwarding reference.
    RValue,
}

/// What deduction found.
#[derive(Clone, Copy, Debug)]
pub enum DeducedAuto {
    /// The type `auto` stands for (written qualifiers added); the declarator still
    /// applies to it.
    Placeholder(TypeId),
    /// The variable's whole type: `auto&&` bound to an lvalue is `T&`.
    Variable(TypeId),
}

impl<'a> Sema<'a> {
    /// Deduces `auto` in a variable declared with declarator `d` and initialized by
    /// `init`; `None` after reporting that it cannot be deduced (at `span`).
    pub fn deduce_auto_variable(&mut self, d: AutoDeclarator, init: &'a Expr<'a>, span: Span) -> Option<DeducedAuto> {
        let mut ty = match d.reference {
            Some(_) => init.ty,
            None => self.rvalue(init).ty,
        };
        // A forwarding reference: an lvalue deduces `T&`, which collapses `&&` away.
        if d.reference == Some(AutoReference::RValue) && init.lvalue && !self.is_xvalue(init) {
            return Some(DeducedAuto::Variable(self.types.lvalue_ref_to(ty)));
        }
        for _ in 0..d.pointers {
            match self.types.pointee(ty) {
                Some(p) => ty = p,
                None => {
                    self.diags.error(span, "cannot deduce \"auto\" type");
                    return None;
                }
            }
        }
        if d.pointers == 0 && d.reference.is_none() {
            ty = ty.unqualified();
        }
        Some(DeducedAuto::Placeholder(ty.with_quals(ty.quals().union(d.written))))
    }
}
