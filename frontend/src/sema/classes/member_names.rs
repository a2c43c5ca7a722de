//! Names a class's members may not take ([class.mem]): a member type (nested class,
//! enumeration, typedef) named like the class that declares it.
//!
//! Inside a class its own name is the injected class name, so without this check a
//! nested `struct S { ... }` inside `struct S` would find the outer class, still being
//! defined, and open its body a second time (a scope inside itself).

use crate::source::Span;
use crate::symbol::Sym;

use crate::sema::lookup::Entity;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Whether declaring member `name` at `span` in the current scope is allowed: false,
    /// with nvcc's error, when the current scope is a class named `name`.
    pub fn check_member_not_named_as_class(&mut self, name: Sym, span: Span) -> bool {
        let ns = self.scopes.current_namespace();
        let Some(class) = self.scopes.class_of(ns) else {
            return true;
        };
        if !matches!(self.scopes.lookup_current(name), Some(Entity::Typedef(ty)) if *ty == class) {
            return true;
        }
        self.diags
            .error(span, "declaration of a member with the same name as its class");
        false
    }
}
