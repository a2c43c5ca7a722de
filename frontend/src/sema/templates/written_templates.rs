//! A template declaration as the parser read it, before Sema records it: the written
//! parts only. Sema places it in the current scope and gives it its (empty) records of
//! instances, specializations and overloads.

use super::{ClassTemplate, FnTemplate, MemberTemplate, TemplateParamKind};
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

/// A function template's declaration as written (see [`FnTemplate`]'s fields of the
/// same names).
pub struct FnTemplateDecl {
    /// Its name.
    pub name: Sym,
    /// Its template parameters.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Their default arguments' token ranges.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token index of the declaration after `template <...>`.
    pub decl_start: usize,
    /// Whether the declaration has a body.
    pub defined: bool,
    /// The result type, read as a pattern.
    pub pattern_ret: TypeId,
    /// The parameter types, read as a pattern.
    pub pattern_params: Vec<TypeId>,
    /// Whether the parameter list ends in `...`.
    pub variadic: bool,
    /// How many trailing parameters have default arguments.
    pub default_call_args: usize,
    /// For a member template: its class and qualifiers.
    pub member: Option<MemberTemplate>,
    /// Whether the signature has parts only substitution can check.
    pub sfinae: bool,
    /// Token ranges of non-type parameter types that depend on earlier parameters.
    pub dependent_param_types: Vec<(usize, usize)>,
}

/// A class template's declaration as written.
pub struct ClassTemplateDecl {
    /// Its name.
    pub name: Sym,
    /// Its template parameters.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Their default arguments' token ranges.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token index of its class key.
    pub decl_start: usize,
    /// Whether this declaration is a definition.
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
            out_of_class: Vec::new(),
        }
    }
}
