//! The context of a member function body parsed once its class is complete (or once
//! a use names it): the enclosing body's state is set aside and the class scope is
//! entered above the scopes of the point where the body is parsed.

use crate::sema::body_context::{Suspend, SuspendedBody};
use crate::sema::lookup::NsId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// What [`Sema::enter_deferred_member_body`] set aside, for
/// [`Sema::leave_deferred_member_body`].
pub struct DeferredBodyContext<'a> {
    enclosing: SuspendedBody<'a>,
    depth: usize,
}

impl<'a> Sema<'a> {
    /// A member function body written in its class (scope `class_scope`) starts being
    /// parsed, away from where its class was.
    pub fn enter_deferred_member_body(&mut self, class_scope: NsId) -> DeferredBodyContext<'a> {
        let enclosing = self.suspend_body(Suspend::DEFERRED_MEMBER);
        let depth = self.enter_member_body_scope(class_scope);
        DeferredBodyContext { enclosing, depth }
    }

    /// The body [`Sema::enter_deferred_member_body`] started is parsed.
    pub fn leave_deferred_member_body(&mut self, context: DeferredBodyContext<'a>) {
        self.leave_member_body_scope(context.depth);
        self.resume_body(context.enclosing);
    }

    /// The scope member function `f`, written in the class being parsed (the current
    /// scope), is defined in before the class is complete when a use needs it: its
    /// result is deduced from its body, which a use before the class's end may need
    /// (`using S = decltype(helper());`); `None` for a declared result.
    pub(in crate::sema) fn early_definition_scope(&self, f: crate::il::FnDeclId) -> Option<NsId> {
        self.has_deduced_result(f).then(|| self.current_namespace())
    }

    /// `void a::f() ...` (`name` at `span`) in namespace `a`, entered: whether `a`
    /// declares a function `name`, after nvcc's error when it does not.
    pub fn namespace_function_declared(&mut self, name: Sym, span: Span) -> bool {
        if matches!(self.lookup_file(name), Some(crate::sema::lookup::Entity::Funcs(_))) {
            return true;
        }
        let ns = self.current_namespace();
        self.no_member_in_namespace(ns, name, span);
        false
    }
}
