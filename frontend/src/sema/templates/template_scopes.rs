//! The scopes a template's stored tokens are parsed again in: the namespace (or class)
//! the template was defined in, as its definition saw it, with the template's
//! parameters bound in a block scope of their own. The scopes of the place the replay
//! was asked from are set aside and come back when it ends.

use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, FrameSnapshot, NsId};
use crate::sema::templates::{param_entity, TemplateParamKind};
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeKind;

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
        self.scopes.push_bound_params();
        for (name, arg) in bindings {
            self.scopes.declare(name, param_entity(arg));
        }
        TemplateScope {
            frames,
            instance: false,
        }
    }

    /// The scopes an out-of-class member definition of a class template instance is
    /// parsed in: namespace `ns` and the template's parameters bound as `bindings`
    /// say, visible also after the qualified declarator name (`X<T>::f(U)`); left by
    /// [`Sema::leave_template_scope`].
    pub fn enter_out_of_class_member_scope<'b>(
        &mut self,
        ns: NsId,
        bindings: impl IntoIterator<Item = (Sym, &'b TemplateArg)>,
    ) -> TemplateScope {
        let frames = self.scopes.enter_namespace_context(ns);
        self.scopes.push_template_params();
        for (name, arg) in bindings {
            self.scopes.declare(name, param_entity(arg));
        }
        TemplateScope {
            frames,
            instance: false,
        }
    }

    /// [`Sema::enter_out_of_class_member_scope`] for the body of such a definition,
    /// parsed when its function is first used: one level deeper in instantiations than
    /// the use that named it (`Sema::enter_owed_body` sets that depth).
    pub fn enter_out_of_class_body_scope<'b>(
        &mut self,
        ns: NsId,
        bindings: impl IntoIterator<Item = (Sym, &'b TemplateArg)>,
    ) -> TemplateScope {
        let scope = self.enter_out_of_class_member_scope(ns, bindings);
        self.counted_as_instance(scope)
    }

    /// [`Sema::enter_template_scope`] for parsing an instance: one level deeper in
    /// instantiations until it is left.
    pub fn enter_instance_scope<'b>(
        &mut self,
        ns: NsId,
        bindings: impl IntoIterator<Item = (Sym, &'b TemplateArg)>,
    ) -> TemplateScope {
        let scope = self.enter_template_scope(ns, bindings);
        self.counted_as_instance(scope)
    }

    /// `scope`, just entered, as one level deeper in instantiations until it is left.
    fn counted_as_instance(&mut self, scope: TemplateScope) -> TemplateScope {
        self.enter_instantiation();
        TemplateScope {
            instance: true,
            ..scope
        }
    }

    /// Leaves a scope [`Sema::enter_template_scope`] or [`Sema::enter_instance_scope`]
    /// entered, and returns to the scopes it set aside.
    pub fn leave_template_scope(&mut self, scope: TemplateScope) {
        if scope.instance {
            self.leave_instantiation();
        }
        self.scopes.pop();
        self.scopes.restore_frames(scope.frames);
    }

    /// Opens a scope binding template parameters `params` to placeholders for parsing
    /// a pattern: type parameters to `TypeKind::TemplateParam`, non-type ones to a
    /// constant 0, template template parameters to placeholder class templates.
    /// Returns what a template argument naming a non-type or template template
    /// parameter reads as ([`TemplateArg::Param`], [`TemplateArg::TemplateParam`]).
    pub fn bind_pattern_params(&mut self, params: &[(Sym, TemplateParamKind)]) -> Vec<(Sym, TemplateArg)> {
        self.scopes.push();
        self.declare_pattern_params(params)
    }

    /// [`Sema::bind_pattern_params`] in a scope of template parameters: one that stays
    /// visible after a qualified declarator name (`X<T>::f(U)` looks `U` up in `X<T>`'s
    /// scope and then in the template's).
    pub fn bind_pattern_params_across_qualifiers(
        &mut self,
        params: &[(Sym, TemplateParamKind)],
    ) -> Vec<(Sym, TemplateArg)> {
        self.scopes.push_template_params();
        self.declare_pattern_params(params)
    }

    fn declare_pattern_params(&mut self, params: &[(Sym, TemplateParamKind)]) -> Vec<(Sym, TemplateArg)> {
        let mut values = Vec::new();
        for (k, (name, kind)) in params.iter().enumerate() {
            let placeholder = match kind {
                // A template template parameter stands for itself as an argument
                // (`v<P, T>`).
                TemplateParamKind::Template => {
                    values.push((*name, TemplateArg::TemplateParam { index: k as u32 }));
                    // Applied (`C<T>`), it names a placeholder class template.
                    let ct = self.pattern_template(k as u32, *name);
                    self.scopes.declare(*name, Entity::ClassTemplate(ct));
                    continue;
                }
                TemplateParamKind::Type | TemplateParamKind::TypePack => {
                    let ty = self.types.intern(TypeKind::TemplateParam { index: k as u32 });
                    Entity::Typedef(ty)
                }
                TemplateParamKind::Value(ty) | TemplateParamKind::ValuePack(ty) => {
                    values.push((
                        *name,
                        TemplateArg::Param {
                            index: k as u32,
                            ty: *ty,
                            computed: false,
                        },
                    ));
                    Entity::EnumConst(0, *ty)
                }
            };
            let e = if kind.is_pack() {
                Entity::PatternPack(Box::new(placeholder))
            } else {
                placeholder
            };
            self.scopes.declare(*name, e);
        }
        values
    }

    /// Closes the scope [`Sema::bind_pattern_params`] opened.
    pub fn unbind_pattern_params(&mut self) {
        self.scopes.pop();
    }

    /// How many instantiations are being parsed, one inside another.
    pub fn instantiation_depth(&self) -> u32 {
        self.instantiation_depth
    }

    /// Whether a template instance is being parsed.
    pub fn in_instantiation(&self) -> bool {
        self.instantiation_depth > 0
    }

    /// One more instantiation starts inside the current ones.
    pub fn enter_instantiation(&mut self) {
        self.instantiation_depth += 1;
        self.scopes.pause_journal();
    }

    /// The instantiation [`Sema::enter_instantiation`] started ends.
    pub fn leave_instantiation(&mut self) {
        self.instantiation_depth -= 1;
        self.scopes.resume_journal();
    }

    /// Whether one more instantiation may start here; nvcc's error at `site` if not.
    pub fn may_instantiate(&mut self, site: crate::source::Span) -> bool {
        self.below_instantiation_limit(self.instantiation_depth, site)
    }
}
