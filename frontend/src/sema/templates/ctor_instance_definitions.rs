//! Definitions the parser owes Sema after a construct: the constructor template
//! instances overload resolution chose (declared when chosen, their declarations and
//! bodies parsed again with the arguments bound) and the member bodies of class
//! template instances that were named. Sema says which and in what scope; the parser
//! reads the tokens.

use super::constructors::DeferredCtorInstance;
use super::deferred_members::DeferredMemberBody;
use crate::il::FnDeclId;
use crate::sema::decl::FnDeclInfo;
use crate::sema::Sema;

impl Sema<'_> {
    /// The constructor template instances and member bodies to define now (both empty
    /// when nothing is owed).
    pub fn take_owed_definitions(&mut self) -> (Vec<DeferredCtorInstance>, Vec<DeferredMemberBody>) {
        let pending = self.take_deferred_ctor_instances();
        let bodies = self.take_named_member_bodies();
        (pending, bodies)
    }

    /// Constructor template instance `f` is declared by `info` as parsed with its
    /// arguments bound (its parameter names and default arguments), `noexcept` when
    /// written so.
    pub fn act_on_ctor_instance_signature(&mut self, f: FnDeclId, info: &FnDeclInfo, noexcept: bool) {
        self.define_ctor_instance(f, info);
        if noexcept {
            self.mark_noexcept(f);
        }
    }
}
