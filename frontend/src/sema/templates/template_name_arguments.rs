//! What a name written as a template template argument denotes (`Box`, `ns::Box`,
//! `Traits::template rebind`, `X<T>::template call`): the parser walks the qualified
//! name; each step's meaning is decided here.

use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

/// What one name of a template template argument is.
pub enum TemplateNameStep {
    /// The template the argument names (the name ends the argument).
    Argument(TemplateArg),
    /// A namespace or class whose scope the next name is looked up in (`::` follows).
    Scope(NsId),
    /// A class or alias template whose instance's member template may be the argument
    /// (`X<T>::template call`).
    MemberOf(Entity),
    /// Not a template template argument.
    Other,
}

impl Sema<'_> {
    /// Name `name` looked up in `ns` (unqualified without one) as part of a template
    /// template argument: `ends` when the argument ends after it, `scope_follows` when
    /// `::` does. A class template named without qualification is the argument only
    /// when `plain_class_templates` (elsewhere the name may be an injected class name).
    pub fn template_name_step(
        &self,
        ns: Option<NsId>,
        name: Sym,
        ends: bool,
        scope_follows: bool,
        plain_class_templates: bool,
    ) -> TemplateNameStep {
        let Some(entity) = self.lookup_name(ns, name).cloned() else {
            return TemplateNameStep::Other;
        };
        match entity {
            Entity::ClassTemplate(ct) if ends && (ns.is_some() || plain_class_templates) => {
                TemplateNameStep::Argument(self.template_argument_naming(ct))
            }
            Entity::AliasTemplate(id) if ends => TemplateNameStep::Argument(self.alias_template_argument(id)),
            Entity::Namespace(id) if scope_follows => TemplateNameStep::Scope(id),
            Entity::Typedef(ty) if scope_follows => match self.class_scope(ty) {
                Some(scope) => TemplateNameStep::Scope(scope),
                None => TemplateNameStep::Other,
            },
            e @ (Entity::ClassTemplate(_) | Entity::AliasTemplate(_)) => TemplateNameStep::MemberOf(e),
            _ => TemplateNameStep::Other,
        }
    }

    /// Member `member` of class `ty` named as a template template argument
    /// (`X<T>::template call`): the member template, and whether `ty` is dependent
    /// (then the member is only known per instance: with the `template` keyword,
    /// `keyword`, the argument stands for a template parameter).
    pub fn member_template_name_argument(&self, ty: TypeId, member: Sym, keyword: bool) -> (Option<TemplateArg>, bool) {
        if self.is_dependent_or_opaque(ty) {
            return (keyword.then_some(TemplateArg::TemplateParam { index: 0 }), true);
        }
        (self.member_template_argument(ty, member), false)
    }

    /// In a signature pattern: the index of the template parameter a name in a
    /// template argument stands for, when it names a type parameter or is the non-type
    /// parameter `value_param` (typed by a type parameter: that one; else the parameter
    /// itself, whose value is only known per instance: the placeholder 0 would decide a
    /// condition for every instance).
    pub fn pattern_placeholder_index(&self, name: Sym, value_param: Option<&TemplateArg>) -> Option<u32> {
        if let Some(index) = self.type_template_param_named(name) {
            return Some(index);
        }
        // A name bound to a type built from the parameters (a default argument's `T`
        // when the pattern passed `frag<U, E>`: `is_same<typename T::elem, half>::value`).
        if let Some(crate::sema::lookup::Entity::Typedef(ty)) = self.scopes.lookup(name) {
            let mut named = Vec::new();
            self.params_named_by_arg(&TemplateArg::Type(*ty), &mut named);
            if let Some(&first) = named.first() {
                return Some(first as u32);
            }
        }
        match value_param {
            Some(&TemplateArg::Param { ty, index, .. }) => Some(self.type_template_param_index(ty).unwrap_or(index)),
            _ => None,
        }
    }
}
