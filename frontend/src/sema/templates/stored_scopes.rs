//! The scope an alias or variable template's stored tokens are parsed again in: the
//! scopes the template was declared in, one level deeper in instantiations, with its
//! parameters declared as their arguments. What each argument declares is decided
//! here; the parser only reads the tokens.

use super::aliases::StoredTemplate;
use super::param_entity;
use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, FrameSnapshot};
use crate::sema::Sema;
use crate::symbol::Sym;

/// What [`Sema::enter_stored_template`] opened, with what the parser must know of the
/// bindings to read a pattern.
pub struct StoredTemplateScope {
    /// The scopes in force before, which [`Sema::leave_stored_template`] restores.
    frames: Vec<FrameSnapshot>,
    /// Parameters bound to a pattern's non-type parameters (`Arr<N>` in a signature):
    /// they read as [`TemplateArg::Param`].
    pub value_params: Vec<(Sym, TemplateArg)>,
    /// Packs bound to elements that are a pattern's parameters or expansions.
    pub pack_args: Vec<(Sym, Vec<TemplateArg>)>,
}

impl Sema<'_> {
    /// Enters stored template `t`'s scopes, one instantiation deeper, with `bindings`
    /// declared in a block scope of their own.
    pub fn enter_stored_template(
        &mut self,
        t: &StoredTemplate,
        bindings: &[(Sym, TemplateArg)],
    ) -> StoredTemplateScope {
        let frames = self.replace_frames(t.frames.clone());
        self.enter_block_scope();
        let mut value_params = Vec::new();
        let mut pack_args = Vec::new();
        for (name, a) in bindings {
            // A pattern's pack passed on whole (`seq<I...>` in a signature): still a
            // pack of the pattern inside, so its expansion is recorded, not expanded.
            if let TemplateArg::Pack(elems) = a {
                if let [TemplateArg::Expansion(inner)] = elems.as_slice() {
                    let placeholder = param_entity(inner);
                    self.declare_name(*name, Entity::PatternPack(Box::new(placeholder)));
                    if matches!(**inner, TemplateArg::Param { .. }) {
                        value_params.push((*name, (**inner).clone()));
                    }
                    continue;
                }
                let pattern_pieces = elems.iter().any(|e| {
                    matches!(
                        e,
                        TemplateArg::Param { .. } | TemplateArg::TemplateParam { .. } | TemplateArg::Expansion(_)
                    )
                });
                if pattern_pieces {
                    pack_args.push((*name, elems.clone()));
                }
            }
            self.declare_name(*name, param_entity(a));
            if matches!(a, TemplateArg::Param { .. } | TemplateArg::TemplateParam { .. }) {
                // A pattern's non-type parameter passed on (`Arr<N>` in a signature).
                value_params.push((*name, a.clone()));
            }
        }
        self.enter_instantiation();
        StoredTemplateScope {
            frames,
            value_params,
            pack_args,
        }
    }

    /// Leaves the scope [`Sema::enter_stored_template`] entered.
    pub fn leave_stored_template(&mut self, scope: StoredTemplateScope) {
        self.leave_instantiation();
        self.leave_block_scope();
        self.restore_frames(scope.frames);
    }
}
