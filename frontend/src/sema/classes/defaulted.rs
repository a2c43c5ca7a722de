//! Default constructors declared `= default` ([dcl.fct.def.default]).
//!
//! A class that declares other constructors has no implicit default constructor,
//! unless it asks for one with `S() = default;` (libcu++'s `__atomic_bitwise`
//! does, next to `__atomic_bitwise(T)`). Such a class is default-initialized as
//! if it had no constructors: each member by its default member initializer or
//! its own default constructor.

use crate::sema::Sema;
use crate::types::TypeId;

impl Sema<'_> {
    /// Records that class `ty` declares its default constructor `= default`.
    pub fn mark_defaulted_default_ctor(&mut self, ty: TypeId) {
        self.defaulted_default_ctors.insert(ty.unqualified());
    }

    /// Whether class `ty` declares its default constructor `= default`.
    pub fn has_defaulted_default_ctor(&self, ty: TypeId) -> bool {
        self.defaulted_default_ctors.contains(&ty.unqualified())
    }
}
