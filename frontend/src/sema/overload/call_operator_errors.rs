//! nvcc's errors for a call of a class object (`f(args)` with `f` a functor or a
//! lambda) that no `operator()` accepts: the class has none, its one call operator
//! cannot take the arguments, or none of its overloads can.

use crate::il::Expr;
use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;

impl<'a> Sema<'a> {
    /// Reports that no call operator of `callee`'s class accepts the call's arguments
    /// (at `span`), and gives the erroneous expression.
    pub fn no_call_operator_error(&mut self, callee: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let sym = self.interner.intern("operator()");
        let ops = match self.class_member(callee.ty.unqualified(), sym) {
            Some(Entity::Funcs(set)) => set,
            _ => Default::default(),
        };
        let class = callee.ty.unqualified();
        if let Some(name) = self.lambda_display(class, ops.first().copied()) {
            let message = match self.generic_closure(class) {
                Some(_) => format!("no instance of function template \"{name}\" matches the argument list"),
                None => format!("function \"{name}\" cannot be called with the given argument list"),
            };
            self.diags.error(span, message);
            return self.error_expr(span);
        }
        let message = match ops.as_slice() {
            [] => "call of an object of a class type without appropriate operator() or conversion functions to \
                   pointer-to-function type"
                .to_string(),
            [only] => format!(
                "function \"{}\" cannot be called with the given argument list",
                self.qualified_method_name(*only)
            ),
            [first, ..] => format!(
                "no instance of overloaded function \"{}\" matches the argument list",
                self.qualified_method_name(*first)
            ),
        };
        self.diags.error(span, message);
        self.error_expr(span)
    }

    /// A lambda's closure type as nvcc names its call operator in messages:
    /// `lambda [](int, int)->int`; a generic lambda's as `lambda [](auto)` (its
    /// parameters as written are not kept); `None` for other classes.
    fn lambda_display(&self, class: crate::types::TypeId, call_op: Option<crate::il::FnDeclId>) -> Option<String> {
        let crate::types::TypeKind::Record(rid) = *self.types.kind(class) else {
            return None;
        };
        let closure = self.types.closure_name(rid)?;
        if self.generic_closure(class).is_some() {
            return Some("lambda [](auto)".to_string());
        }
        let params: Vec<String> = closure.params.iter().map(|&p| self.types.display(p)).collect();
        let result = call_op
            .map(|f| format!("->{}", self.types.display(self.func(f).ret)))
            .unwrap_or_default();
        Some(format!("lambda []({}){result}", params.join(", ")))
    }
}
