//! The context of a member function body parsed once its class is complete (or once
//! a use names it): the enclosing body's state is set aside and the class scope is
//! entered above the scopes of the point where the body is parsed.

use crate::sema::body_context::{Suspend, SuspendedBody};
use crate::sema::lookup::NsId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// Why a member function's body, written in its class, is parsed at a call before the
/// class is complete (the bodies are otherwise parsed at the class's end, where the
/// class is complete inside them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EarlyDefinition {
    /// Its result is deduced from the body, and the call needs its type (`using S =
    /// decltype(helper());`).
    DeducedResult,
    /// A `constexpr` member of a class template instance: the call may be evaluated
    /// before the class's end (`static constexpr size_t value = find();`), and an
    /// instance's member definitions are instantiated from a template whose bodies are
    /// all known ([temp.inst]/4). Its body sees only the members declared before the
    /// call: with errors it is parsed again at the class's end.
    ConstantEvaluation,
}

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

    /// The scope member function `f` of `class`, written in the class being parsed (the
    /// current scope), is defined in before the class is complete when a use needs it
    /// ([`Sema::early_definition`]); `None` when no use before the class's end needs
    /// its body.
    pub(in crate::sema) fn early_definition_scope(&self, f: crate::il::FnDeclId, class: TypeId) -> Option<NsId> {
        let needed = self.has_deduced_result(f) || self.constexpr_member_may_wait(f, class);
        needed.then(|| self.current_namespace())
    }

    /// Why a call of member function `f` before its class is complete defines `f`'s
    /// body first, if it does.
    pub fn early_definition(&self, f: crate::il::FnDeclId) -> Option<EarlyDefinition> {
        if self.has_deduced_result(f) {
            return Some(EarlyDefinition::DeducedResult);
        }
        let class = self.facts(f).method.as_ref()?.class;
        self.constexpr_member_may_wait(f, class)
            .then_some(EarlyDefinition::ConstantEvaluation)
    }

    /// A `constexpr` member of a class template instance whose body may wait for a use.
    fn constexpr_member_may_wait(&self, f: crate::il::FnDeclId, class: TypeId) -> bool {
        self.facts(f).is_constexpr && self.tried_member_may_wait(f, class)
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
