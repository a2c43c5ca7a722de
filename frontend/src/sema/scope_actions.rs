//! The scopes the parser enters and leaves and the names it declares, as Sema actions:
//! namespaces, the context of a qualified declarator or an out-of-namespace definition,
//! member-function bodies. (The journal of names a host declaration declares is
//! `sema::host_declarations`'.)
//! The scope stack itself (`sema::lookup::Scopes`) is Sema's.

use crate::sema::lookup::{Entity, FrameSnapshot, NsId};
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

impl Sema<'_> {
    /// Declares `name` as `e` in the innermost scope (replacing an earlier entry there).
    pub fn declare_name(&mut self, name: Sym, e: Entity) {
        self.scopes.declare(name, e);
    }

    /// Enters namespace `ns` and its enclosing namespaces as the only scopes (a
    /// definition outside its namespace), returning the frames to restore.
    pub fn enter_namespace_context(&mut self, ns: NsId) -> Vec<FrameSnapshot> {
        self.scopes.enter_namespace_context(ns)
    }

    /// Enters the scope a qualified declarator named (`S::f(T)` finds `S::T`) on top of
    /// the scopes in force, returning the frames to restore.
    pub fn enter_qualified_context(&mut self, ns: NsId) -> Vec<FrameSnapshot> {
        self.scopes.enter_qualified_context(ns)
    }

    /// Restores a frame stack saved by one of the `enter_*_context` actions.
    pub fn restore_frames(&mut self, saved: Vec<FrameSnapshot>) {
        self.scopes.restore_frames(saved);
    }

    /// The scope stack in force, to be re-entered later (an alias template's body).
    pub fn scope_snapshot(&self) -> Vec<FrameSnapshot> {
        self.scopes.snapshot()
    }

    /// Replaces the scope stack by `frames`, returning the one to restore.
    pub fn replace_frames(&mut self, frames: Vec<FrameSnapshot>) -> Vec<FrameSnapshot> {
        self.scopes.replace_frames(frames)
    }

    /// Opens a block scope for template parameters.
    pub fn push_template_params(&mut self) {
        self.scopes.push_template_params();
    }

    /// Enters namespace `name` (reopening it if it exists); `None` when the name is
    /// something else.
    pub fn enter_namespace(&mut self, name: Sym, text: &str, inline: bool) -> Option<NsId> {
        self.scopes.enter_namespace(name, text, inline)
    }

    /// Leaves the innermost namespace (never the global one).
    pub fn leave_namespace(&mut self) {
        self.scopes.leave_namespace();
    }

    /// `using namespace ns;` in the innermost scope.
    pub fn add_using_directive(&mut self, ns: NsId) {
        self.scopes.add_using_directive(ns);
    }

    /// The scope of enumeration type `ty` (`E::A`).
    pub fn enum_scope(&self, ty: TypeId) -> Option<NsId> {
        self.scopes.enum_scope(ty)
    }

    /// Enters the class scope `id` for a member function's body, returning the depth to
    /// leave to.
    pub fn enter_member_body_scope(&mut self, id: NsId) -> usize {
        self.scopes.enter_member_body_scope(id)
    }

    /// Leaves the scopes entered by [`Sema::enter_member_body_scope`].
    pub fn leave_member_body_scope(&mut self, depth: usize) {
        self.scopes.leave_member_body_scope(depth);
    }
}
