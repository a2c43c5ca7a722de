//! Definitions of member function templates outside their class (the parser's
//! `out_of_class_member_templates.rs`): which declared template a definition defines, and
//! recording it as the declaration its instances are parsed from.

use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::{FnTemplateId, TemplateParamKind};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// The member template of class scope `ns` that a definition outside the class
    /// named `name` with `params` function parameters defines: a member function
    /// template, or through the injected class name a constructor template.
    pub fn member_template_defined_as(&self, ns: NsId, name: Sym, params: usize) -> Option<FnTemplateId> {
        let class = self.scopes.class_of(ns)?;
        match self.scopes.lookup_in(ns, name) {
            Some(&Entity::FuncTemplate(t)) => self.member_template_to_define(t, params),
            // The injected class name: a constructor template.
            Some(&Entity::Typedef(ty)) if ty.unqualified() == class.unqualified() => {
                self.ctor_template_to_define(class, params)
            }
            _ => None,
        }
    }

    /// Of the member templates named like `head` (its overload set), the one not yet
    /// defined whose declaration takes `params` function parameters (or a pack).
    pub fn member_template_to_define(&self, head: FnTemplateId, params: usize) -> Option<FnTemplateId> {
        self.template_set(head).into_iter().find(|&t| {
            let tmpl = &self.templates[t];
            tmpl.member.is_some()
                && !tmpl.defined
                && (tmpl.pattern_params.len() == params || tmpl.variadic || self.has_pack_param(t))
        })
    }

    /// Of the constructor templates of `class`, the one not yet defined whose
    /// declaration takes `params` function parameters (or a pack).
    pub fn ctor_template_to_define(&self, class: TypeId, params: usize) -> Option<FnTemplateId> {
        let list = self.ctor_templates.by_class.get(&class.unqualified())?;
        list.iter().copied().find(|&t| {
            let tmpl = &self.templates[t];
            !tmpl.defined && (tmpl.pattern_params.len() == params || tmpl.variadic || self.has_pack_param(t))
        })
    }

    fn has_pack_param(&self, t: FnTemplateId) -> bool {
        self.templates[t].params.iter().any(|(_, k)| k.is_pack())
    }

    /// Member template `t` is defined by the declaration at token `decl_start`, whose
    /// template parameters are `params` (the same kinds, perhaps other names: instances
    /// bind these names).
    pub fn define_member_template_at(
        &mut self,
        t: FnTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
        decl_start: usize,
        span: Span,
    ) {
        let tmpl = &self.templates[t];
        let same_kinds =
            tmpl.params.len() == params.len() && tmpl.params.iter().zip(&params).all(|((_, a), (_, b))| a == b);
        if !same_kinds {
            let n = self.interner.get(tmpl.name).to_string();
            self.diags.error(
                span,
                format!("the template parameters of this definition of \"{n}\" differ from its declaration's"),
            );
            return;
        }
        let tmpl = &mut self.templates[t];
        tmpl.params = params;
        tmpl.decl_start = decl_start;
        tmpl.defined = true;
        self.note_declaration();
    }

    /// The definition of member template `t` outside its class was broken (reported
    /// where it is): a use makes no instance and reports nothing more.
    pub fn mark_broken_template(&mut self, t: FnTemplateId) {
        self.broken_templates.insert(t);
    }

    /// The definition outside its class of member template `t` at token `decl_start`
    /// with template parameters `params` was read: `signature_ok` when its signature
    /// parsed without error (it becomes the declaration instances are parsed from),
    /// else the template is broken.
    pub fn act_on_member_template_definition(
        &mut self,
        t: FnTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
        decl_start: usize,
        span: Span,
        signature_ok: bool,
    ) {
        match signature_ok {
            true => self.define_member_template_at(t, params, decl_start, span),
            false => self.mark_broken_template(t),
        }
    }

    /// Enters the scope the signature of member template `t`'s definition outside its
    /// class is checked in: for a constructor template its class's scope with the class
    /// template's parameters bound (its qualifier is skipped, not entered, so parameter
    /// types see the class's members, `size_type`). Left with
    /// [`Sema::leave_member_template_definition`].
    pub fn enter_member_template_definition(&mut self, t: FnTemplateId) -> MemberTemplateDefinition {
        let is_ctor = self.is_ctor_template(t);
        let class_scope = match is_ctor {
            true => self.ctor_template_class_scope(t),
            false => None,
        };
        let scope = class_scope.map(|(ns, bindings)| {
            let bound = bindings.iter().map(|(name, a)| (*name, a));
            self.enter_template_scope(ns, bound)
        });
        MemberTemplateDefinition { is_ctor, scope }
    }

    /// Leaves what [`Sema::enter_member_template_definition`] entered.
    pub fn leave_member_template_definition(&mut self, definition: MemberTemplateDefinition) {
        if let Some(scope) = definition.scope {
            self.leave_template_scope(scope);
        }
    }

    /// Whether `t`'s definition was reported broken ([`Sema::mark_broken_template`]).
    pub fn is_broken_template(&self, t: FnTemplateId) -> bool {
        self.broken_templates.contains(&t)
    }
}

/// What [`Sema::enter_member_template_definition`] entered.
pub struct MemberTemplateDefinition {
    /// The template is a constructor template (its declarator names the class).
    pub is_ctor: bool,
    /// The class scope entered for a constructor template.
    scope: Option<super::template_scopes::TemplateScope>,
}
