//! A template declaration as the parser read it, before Sema records it: the written
//! parts only. Sema places it in the current scope and gives it its (empty) records of
//! instances, specializations and overloads.

use super::{ClassTemplate, FnTemplate, MemberTemplate, TemplateParamKind};
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

/// A function template's declaration as written: the fields of [`FnTemplate`] the
/// parser reads.
pub struct FnTemplateDecl {
    /// [`FnTemplate::name`].
    pub name: Sym,
    /// [`FnTemplate::params`].
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// [`FnTemplate::defaults`].
    pub defaults: Vec<Option<(usize, usize)>>,
    /// [`FnTemplate::decl_start`].
    pub decl_start: usize,
    /// [`FnTemplate::defined`].
    pub defined: bool,
    /// [`FnTemplate::pattern_ret`].
    pub pattern_ret: TypeId,
    /// [`FnTemplate::pattern_params`].
    pub pattern_params: Vec<TypeId>,
    /// [`FnTemplate::variadic`].
    pub variadic: bool,
    /// [`FnTemplate::default_call_args`].
    pub default_call_args: usize,
    /// [`FnTemplate::member`].
    pub member: Option<MemberTemplate>,
    /// [`FnTemplate::sfinae`].
    pub sfinae: bool,
    /// [`FnTemplate::dependent_param_types`].
    pub dependent_param_types: Vec<(usize, usize)>,
}

/// A class template's declaration as written: the fields of [`ClassTemplate`] the
/// parser reads.
pub struct ClassTemplateDecl {
    /// [`ClassTemplate::name`].
    pub name: Sym,
    /// [`ClassTemplate::params`].
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// [`ClassTemplate::defaults`].
    pub defaults: Vec<Option<(usize, usize)>>,
    /// [`ClassTemplate::decl_start`].
    pub decl_start: usize,
    /// [`ClassTemplate::defined`].
    pub defined: bool,
}

impl Sema<'_> {
    /// The function template `d` declares, in the current namespace.
    pub(super) fn fn_template_here(&self, d: FnTemplateDecl) -> FnTemplate {
        FnTemplate {
            name: d.name,
            ns: self.current_namespace(),
            params: d.params,
            defaults: d.defaults,
            decl_start: d.decl_start,
            defined: d.defined,
            pattern_ret: d.pattern_ret,
            pattern_params: d.pattern_params,
            variadic: d.variadic,
            default_call_args: d.default_call_args,
            instances: Default::default(),
            specializations: Default::default(),
            overloads: Vec::new(),
            funcs: Vec::new(),
            member: d.member,
            sfinae: d.sfinae,
            dependent_param_types: d.dependent_param_types,
        }
    }

    /// The class template `d` declares, in the current namespace.
    pub(super) fn class_template_here(&self, d: ClassTemplateDecl) -> ClassTemplate {
        ClassTemplate {
            name: d.name,
            ns: self.current_namespace(),
            params: d.params,
            defaults: d.defaults,
            decl_start: d.decl_start,
            defined: d.defined,
            instances: Default::default(),
            specializations: Default::default(),
            partial_specs: Vec::new(),
            partial_instances: Default::default(),
            out_of_class: Vec::new(),
        }
    }
}
