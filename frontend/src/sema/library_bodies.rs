//! Library function bodies (ptxc's own headers) are parsed only when a function is
//! named: Sema records every function an expression names, and which bodies were never
//! needed (IR generation declares those only).

use crate::il::FnDeclId;
use crate::sema::Sema;

impl Sema<'_> {
    /// The functions named since the last call, in order (repeats included).
    pub fn take_named_functions(&mut self) -> Vec<FnDeclId> {
        std::mem::take(&mut *self.fn_refs.borrow_mut())
    }

    /// Whether the body of library function `f`, being defined here, may wait for a use:
    /// a global function not defined before, not in an instance, and not one IR
    /// generation calls by name (`BACKEND_LIBRARY_CALLS`).
    pub fn library_body_may_wait(&self, f: FnDeclId) -> bool {
        !self.in_instantiation()
            && self.at_global_scope()
            && self.func(f).body.is_none()
            && !crate::parser::deferred_library_bodies::BACKEND_LIBRARY_CALLS.contains(&self.func(f).name)
    }

    /// The library functions whose bodies were never parsed, and all whose bodies waited.
    pub fn set_unparsed_library(&mut self, unparsed: Vec<FnDeclId>, deferred: Vec<FnDeclId>) {
        self.unparsed_library = unparsed;
        self.deferred_library = deferred;
        self.deferred_library.sort_unstable();
    }
}
