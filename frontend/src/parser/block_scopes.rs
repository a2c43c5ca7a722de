//! Block scopes the grammar opens: a compound statement, a statement's condition and
//! body (`if`, `while`, `for`, `switch`), a loop body. Names declared in one are gone
//! when it ends. Also the scopes of a declaration written outside its namespace or
//! after a qualified name, and unevaluated operands: each a region Sema opens and
//! closes around the parse ([`crate::sema::block_scopes`]).

use crate::parser::Parser;
use crate::sema::block_scopes::ScopeKind;
use crate::sema::lookup::NsId;

impl Parser<'_, '_> {
    /// Parses with `parse` inside region `kind`.
    pub(in crate::parser) fn in_scope<R>(&mut self, kind: ScopeKind, parse: impl FnOnce(&mut Self) -> R) -> R {
        let exit = self.sema.enter_scope(kind);
        let r = parse(self);
        self.sema.leave_scope(exit);
        r
    }

    /// Parses with `parse` in a new block scope.
    pub(in crate::parser) fn in_block_scope<R>(&mut self, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.in_scope(ScopeKind::Block, parse)
    }

    /// Parses with `parse` in namespace `ns` and its enclosing namespaces as the only
    /// scopes (a definition outside its namespace), then returns to the scopes in force.
    pub(in crate::parser) fn in_namespace_context<R>(&mut self, ns: NsId, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.in_scope(ScopeKind::NamespaceContext(ns), parse)
    }

    /// Parses with `parse` with the scope a qualified name named (`S::f(T)` finds
    /// `S::T`) on top of the scopes in force.
    pub(in crate::parser) fn in_qualified_context<R>(&mut self, ns: NsId, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.in_scope(ScopeKind::QualifiedContext(ns), parse)
    }

    /// Parses an unevaluated operand with `parse` (see `sema::unevaluated`).
    pub(in crate::parser) fn unevaluated_operand<R>(&mut self, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.in_scope(ScopeKind::Unevaluated, parse)
    }
}
