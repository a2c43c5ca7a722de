//! Block scopes (a compound statement, a condition, a loop body, a template's
//! parameters): names declared in one are visible until it is left. Also the other
//! regions the grammar opens around a construct and closes after it, as one action pair
//! (clang's parser opens a `Scope` with flags for the same purpose): a loop body as
//! the target of `break`/`continue`, the scopes of a definition outside its namespace
//! or after a qualified name, an unevaluated operand.

use crate::sema::lookup::{FrameSnapshot, NsId};
use crate::sema::Sema;

/// A region the parser opens around a construct ([`Sema::enter_scope`]).
#[derive(Clone, Copy, Debug)]
pub enum ScopeKind {
    /// A block scope: names declared in it are gone when it ends.
    Block,
    /// A loop body: the target of `break` and `continue` (its names are in a
    /// [`ScopeKind::Block`] inside it).
    LoopBody,
    /// Namespace `ns` and its enclosing namespaces as the only scopes (a definition
    /// outside its namespace).
    NamespaceContext(NsId),
    /// The scope a qualified name named (`S::f(T)` finds `S::T`) on top of the scopes in
    /// force.
    QualifiedContext(NsId),
    /// An unevaluated operand (`sizeof e`, `decltype(e)`, `noexcept(e)`).
    Unevaluated,
}

/// What [`Sema::leave_scope`] takes back for a region [`Sema::enter_scope`] opened.
#[must_use = "a scope entered must be left"]
pub struct ScopeExit(Exit);

enum Exit {
    Block,
    LoopBody,
    Frames(Vec<FrameSnapshot>),
    Unevaluated,
}

impl Sema<'_> {
    /// Opens a block scope.
    pub fn enter_block_scope(&mut self) {
        self.scopes.push();
    }

    /// Closes the innermost block scope.
    pub fn leave_block_scope(&mut self) {
        self.scopes.pop();
    }

    /// Opens region `kind`; [`Sema::leave_scope`] with the answer closes it.
    pub fn enter_scope(&mut self, kind: ScopeKind) -> ScopeExit {
        ScopeExit(match kind {
            ScopeKind::Block => {
                self.enter_block_scope();
                Exit::Block
            }
            ScopeKind::LoopBody => {
                self.enter_loop();
                Exit::LoopBody
            }
            ScopeKind::NamespaceContext(ns) => Exit::Frames(self.enter_namespace_context(ns)),
            ScopeKind::QualifiedContext(ns) => Exit::Frames(self.enter_qualified_context(ns)),
            ScopeKind::Unevaluated => {
                self.enter_unevaluated();
                Exit::Unevaluated
            }
        })
    }

    /// Closes the region [`Sema::enter_scope`] opened.
    pub fn leave_scope(&mut self, exit: ScopeExit) {
        match exit.0 {
            Exit::Block => self.leave_block_scope(),
            Exit::LoopBody => self.exit_loop(),
            Exit::Frames(frames) => self.restore_frames(frames),
            Exit::Unevaluated => self.leave_unevaluated(),
        }
    }
}
