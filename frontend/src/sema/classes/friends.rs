//! Friend functions declared in a class (`friend bool operator==(S, S) { ... }`): the
//! function is a member of the innermost enclosing namespace ([namespace.memdef]/3),
//! declared there from inside the class.

use crate::il::FnDeclId;
use crate::sema::decl::FnDeclInfo;
use crate::sema::Sema;

impl Sema<'_> {
    /// Declares friend function `info` of the class being parsed in the class's
    /// innermost enclosing namespace.
    pub fn declare_friend_function(&mut self, info: FnDeclInfo) -> Option<FnDeclId> {
        let ns = self.enclosing_namespace();
        let frames = self.enter_namespace_context(ns);
        let f = self.declare_function(info);
        self.restore_frames(frames);
        f
    }
}
