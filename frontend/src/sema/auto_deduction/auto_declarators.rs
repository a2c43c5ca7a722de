//! A variable declared with `auto` and a declarator (`auto x = e;`, `const auto& r = e;`,
//! `auto* p = &x;`, `auto&& f = e;`): the declarator's shape is checked and described for
//! deduction ([`super::variables`]), and the declarator is applied to what `auto` stands
//! for.

use crate::il::{Expr, Stmt};
use crate::sema::auto_deduction::variables::{AutoDeclarator, AutoReference, DeducedAuto};
use crate::sema::declarators::DeclOp;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{Quals, TypeId};

/// What the declaration specifiers of an `auto` variable say.
#[derive(Clone, Copy, Debug)]
pub struct AutoSpecifiers {
    /// The placeholder with the qualifiers written next to `auto`.
    pub ty: TypeId,
    /// `decltype(auto)` was written.
    pub decltype_auto: bool,
    /// `constexpr` was written.
    pub is_constexpr: bool,
    /// Where the specifiers are written.
    pub span: Span,
}

impl<'a> Sema<'a> {
    /// The declared type of a variable of specifiers `spec` (saying `auto`) and
    /// declarator operators `ops`, initialized by `init`; `None` after nvcc's error.
    /// `at` places errors of the operators.
    pub fn deduce_auto_declarator(
        &mut self,
        spec: AutoSpecifiers,
        ops: &[DeclOp],
        init: &'a Expr<'a>,
        at: Span,
    ) -> Option<TypeId> {
        if spec.decltype_auto {
            self.diags
                .error(spec.span, "\"decltype(auto)\" variables are not supported yet");
            return None;
        }
        if ops
            .iter()
            .any(|op| matches!(op, DeclOp::Array(..) | DeclOp::Function(..)))
        {
            self.diags
                .error(spec.span, "\"auto\" type cannot appear in top-level array type");
            return None;
        }
        let (reference, pointers) = match ops.split_last() {
            Some((DeclOp::Reference(_), rest)) => (Some(AutoReference::LValue), rest),
            Some((DeclOp::RvalueReference(_), rest)) => (Some(AutoReference::RValue), rest),
            _ => (None, ops),
        };
        let shape = AutoDeclarator {
            pointers: pointers.len(),
            reference,
            written: Quals(spec.ty.quals().0 & 3),
        };
        match self.deduce_auto_variable(shape, init, spec.span)? {
            DeducedAuto::Variable(ty) => Some(ty),
            DeducedAuto::Placeholder(base) => {
                let declared = self.declarator_type(base, ops, at)?;
                Some(match spec.is_constexpr {
                    true => self.constexpr_object_type(declared),
                    false => declared,
                })
            }
        }
    }

    /// The `auto` local `name` (at `span`; specifiers `spec`, declarator operators
    /// `ops`) initialized by `init`, its declaration ending at `end`: the statement
    /// declaring it, `None` after an error that declares nothing.
    pub fn act_on_auto_local(
        &mut self,
        spec: AutoSpecifiers,
        name: Sym,
        span: Span,
        ops: &[DeclOp],
        init: &'a Expr<'a>,
        end: Span,
    ) -> Option<&'a Stmt<'a>> {
        if let Some(rejected) = self.reject_auto_initializer(name, span, init, ops.is_empty()) {
            return Some(rejected);
        }
        let ty = self.deduce_auto_declarator(spec, ops, init, end)?;
        Some(self.finish_auto_local(name, span, ty, init, end))
    }
}
