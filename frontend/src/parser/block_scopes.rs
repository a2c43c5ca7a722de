//! Block scopes the grammar opens: a compound statement, a statement's condition and
//! body (`if`, `while`, `for`, `switch`), a loop body. Names declared in one are gone
//! when it ends. Also the scopes of a declaration written outside its namespace or
//! after a qualified name.

use crate::parser::Parser;
use crate::sema::lookup::NsId;

impl Parser<'_, '_> {
    /// Parses with `parse` in a new block scope.
    pub(in crate::parser) fn in_block_scope<R>(&mut self, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.sema.enter_block_scope();
        let r = parse(self);
        self.sema.leave_block_scope();
        r
    }

    /// Parses with `parse` in namespace `ns` and its enclosing namespaces as the only
    /// scopes (a definition outside its namespace), then returns to the scopes in force.
    pub(in crate::parser) fn in_namespace_context<R>(&mut self, ns: NsId, parse: impl FnOnce(&mut Self) -> R) -> R {
        let frames = self.sema.enter_namespace_context(ns);
        let r = parse(self);
        self.sema.restore_frames(frames);
        r
    }

    /// Parses with `parse` with the scope a qualified name named (`S::f(T)` finds
    /// `S::T`) on top of the scopes in force.
    pub(in crate::parser) fn in_qualified_context<R>(&mut self, ns: NsId, parse: impl FnOnce(&mut Self) -> R) -> R {
        let frames = self.sema.enter_qualified_context(ns);
        let r = parse(self);
        self.sema.restore_frames(frames);
        r
    }
}
