//! The scopes a template's stored tokens are parsed again in: the namespace (or class)
//! the template was defined in, as its definition saw it, with the template's
//! parameters bound in a block scope of their own. The scopes of the place the replay
//! was asked from are set aside and come back when it ends.

use crate::mangle::TemplateArg;
use crate::sema::lookup::{FrameSnapshot, NsId};
use crate::sema::templates::param_entity;
use crate::sema::Sema;
use crate::symbol::Sym;

/// What [`Sema::enter_template_scope`] set aside, and whether it counts as an
/// instantiation (one level of the instantiation depth).
#[must_use = "a template scope must be left"]
pub struct TemplateScope {
    frames: Vec<FrameSnapshot>,
    instance: bool,
}

impl Sema<'_> {
    /// Enters namespace `ns` as a template defined there saw it, with each of
    /// `bindings` (a parameter's name and its argument) declared.
    pub fn enter_template_scope<'b>(
        &mut self,
        ns: NsId,
        bindings: impl IntoIterator<Item = (Sym, &'b TemplateArg)>,
    ) -> TemplateScope {
        let frames = self.scopes.enter_namespace_context(ns);
        self.scopes.push();
        for (name, arg) in bindings {
            self.scopes.declare(name, param_entity(arg));
        }
        TemplateScope {
            frames,
            instance: false,
        }
    }

    /// [`Sema::enter_template_scope`] for parsing an instance: one level deeper in
    /// instantiations until it is left.
    pub fn enter_instance_scope<'b>(
        &mut self,
        ns: NsId,
        bindings: impl IntoIterator<Item = (Sym, &'b TemplateArg)>,
    ) -> TemplateScope {
        let scope = self.enter_template_scope(ns, bindings);
        self.instantiation_depth += 1;
        TemplateScope {
            instance: true,
            ..scope
        }
    }

    /// Leaves a scope [`Sema::enter_template_scope`] or [`Sema::enter_instance_scope`]
    /// entered, and returns to the scopes it set aside.
    pub fn leave_template_scope(&mut self, scope: TemplateScope) {
        if scope.instance {
            self.instantiation_depth -= 1;
        }
        self.scopes.pop();
        self.scopes.restore_frames(scope.frames);
    }
}
