//! The `noexcept(expr)` specification of a member function is a complete-class context
//! ([class.mem]/7): its argument may name members declared after the function, `this`
//! and the function's parameters (libcu++'s `tuple::swap(tuple& __t)
//! noexcept(noexcept(__base_.swap(__t.__base_)))`). An argument that cannot be read at
//! the declarator is read again once the class is complete, as the member's body is:
//! in the class scope, with the parameters declared and `this` available.

use crate::il::FnDeclId;
use crate::sema::classes::member_bodies::DeferredBodyContext;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Before the argument of member `f`'s `noexcept(...)` is read again in its complete
    /// class (scope `class_scope`); [`Sema::leave_noexcept_specifier`] ends it.
    pub fn enter_noexcept_specifier(&mut self, f: FnDeclId, class_scope: NsId) -> DeferredBodyContext<'a> {
        let context = self.enter_deferred_member_body(class_scope);
        self.scopes.push();
        let params = self.func(f).params;
        let this = self.is_nonstatic_method(f).then(|| params.first().copied()).flatten();
        for &p in params {
            let name = self.var(p).name.clone();
            if name.is_empty() || Some(p) == this {
                continue;
            }
            let sym = self.interner.intern(&name);
            if self.scopes.lookup_current(sym).is_none() {
                self.scopes.declare(sym, Entity::Var(p));
            }
        }
        self.fn_ctx = Some(self.function_context(f));
        context
    }

    /// After the argument [`Sema::enter_noexcept_specifier`] let in was read: `f` is
    /// non-throwing when it was the constant `true`.
    pub fn leave_noexcept_specifier(&mut self, f: FnDeclId, context: DeferredBodyContext<'a>, nothrow: bool) {
        self.scopes.pop();
        self.fn_ctx = None;
        self.leave_deferred_member_body(context);
        if nothrow {
            self.mark_noexcept(f);
        }
    }
}
