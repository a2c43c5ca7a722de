//! The declared result type of a function declarator: the type written, a trailing
//! return type after `auto` (`auto f() -> int`), or a placeholder deduced from the body
//! (`auto`, `const auto&`, `auto&&`, `decltype(auto)`), with the declarator's operators
//! that may go with one.

use crate::sema::declarators::DeclOp;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::{Quals, TypeId};

/// What a function's declaration specifiers say of its result.
#[derive(Clone, Copy, Debug)]
pub struct ResultSpecifiers {
    /// The type written (the placeholder with its qualifiers for `auto`).
    pub ty: TypeId,
    /// `auto` was written.
    pub is_auto: bool,
    /// `decltype(auto)` was written.
    pub decltype_auto: bool,
}

impl Sema<'_> {
    /// The declared result of a function whose specifiers say `spec`, with declarator
    /// operators `outer` around the function (`*`, `&` ...) and trailing return type
    /// `trailing`; `None` after nvcc's error at `span` (the declarator's name). `at`
    /// places errors of the operators.
    pub fn declared_function_result(
        &mut self,
        spec: ResultSpecifiers,
        outer: &[DeclOp],
        trailing: Option<TypeId>,
        span: Span,
        at: Span,
    ) -> Option<TypeId> {
        let base = match (spec.is_auto, trailing) {
            (true, Some(t)) if outer.is_empty() => return Some(t),
            (false, Some(_)) => {
                self.diags
                    .error(span, "a trailing return type requires the \"auto\" type specifier");
                return None;
            }
            (true, _)
                if outer.iter().enumerate().any(|(k, op)| {
                    // `auto&&` (outermost only): a forwarding reference.
                    let forwarding = k == 0 && matches!(op, DeclOp::RvalueReference(_));
                    !forwarding && !matches!(op, DeclOp::Pointer(_) | DeclOp::Reference(_))
                }) =>
            {
                self.diags.error(
                    span,
                    "deduced return types with array declarators are not supported yet",
                );
                return None;
            }
            (true, _) if spec.decltype_auto => {
                if !outer.is_empty() {
                    self.diags
                        .error(span, "\"decltype(auto)\" cannot be combined with other type modifiers");
                    return None;
                }
                self.decltype_auto_type()
            }
            // `const auto&`: the qualifiers written next to `auto` stay on the placeholder.
            (true, _) => self.auto_type().with_quals(Quals(spec.ty.quals().0 & 3)),
            (false, None) => spec.ty,
        };
        self.declarator_type(base, outer, at)
    }

    /// The placeholder result after a declarator's `->` (`-> auto`, `-> auto&&`, `->
    /// const auto&`): `auto` with the qualifiers of `written` and the declarator's
    /// operators `ops`, kept for the deduction of the first `return`; `None` after
    /// nvcc's error at `span` (the specifiers) for a named declarator or operators
    /// other than `*`, `&` and an outermost `&&`. `at` places errors of the operators.
    pub fn trailing_placeholder_result(
        &mut self,
        written: TypeId,
        named: bool,
        ops: &[DeclOp],
        span: Span,
        at: Span,
    ) -> Option<TypeId> {
        let bad_op = ops.iter().enumerate().any(|(k, op)| {
            let forwarding = k + 1 == ops.len() && matches!(op, DeclOp::RvalueReference(_));
            !forwarding && !matches!(op, DeclOp::Pointer(_) | DeclOp::Reference(_))
        });
        if named || bad_op {
            self.diags.error(
                span,
                "deduced return types with array declarators are not supported yet",
            );
            return None;
        }
        let auto = self.auto_type();
        self.declarator_type(auto.with_quals(Quals(written.quals().0 & 3)), ops, at)
    }
}
