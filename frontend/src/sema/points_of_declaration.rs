//! Where each namespace-scope function and function template was first declared
//! ([basic.scope.pdecl]), as an index into the token stream, for the lookup rule of a
//! dependent call in a template ([temp.dep.candidate]): ordinary unqualified lookup
//! sees only the declarations before the call in the template's definition, and only
//! argument-dependent lookup adds those visible where the template is instantiated.
//!
//! ptxc makes an instance by parsing the template's tokens again once the arguments are
//! known, when later declarations are in scope too. A name whose every function was
//! declared after the token being parsed was not visible there, so the call is left to
//! argument-dependent lookup, as nvcc does (`identifier "g" is undefined` when that finds
//! nothing either). Thrust relies on it: `select_system_exists<Tags...>` tests
//! `decltype(select_system(declval<Tags&>()...))` before the generic `select_system`
//! overloads, which must not find themselves. Functions and templates declared without
//! a recorded position (friends, built-ins) count as visible everywhere.

use rustc_hash::FxHashMap;

use super::lookup::Entity;
use super::templates::FnTemplateId;
use super::Sema;
use crate::il::FnDeclId;

/// The first token index of each function's and function template's first declaration.
#[derive(Debug, Default)]
pub struct DeclarationPoints {
    functions: FxHashMap<FnDeclId, usize>,
    templates: FxHashMap<FnTemplateId, usize>,
}

impl<'a> Sema<'a> {
    /// Records that function `f` is declared at token `at` unless declared before.
    pub(super) fn note_function_declared_at(&mut self, f: FnDeclId, at: usize) {
        self.declaration_points.functions.entry(f).or_insert(at);
    }

    /// Records that namespace-scope function template `t` is first declared at token `at`.
    pub(super) fn note_template_declared_at(&mut self, t: FnTemplateId, at: usize) {
        self.declaration_points.templates.entry(t).or_insert(at);
    }

    /// Whether non-member function `f` was first declared after token `at`.
    fn function_declared_after(&self, f: FnDeclId, at: usize) -> bool {
        self.facts(f).method.is_none() && self.declaration_points.functions.get(&f).is_some_and(|&p| p > at)
    }

    /// Whether function template `t` was first declared after token `at`.
    fn template_declared_after(&self, t: FnTemplateId, at: usize) -> bool {
        self.declaration_points.templates.get(&t).is_some_and(|&p| p > at)
    }

    /// Whether every non-member function and function template `entity` (what `name`
    /// names) was declared after token `at`, so that ordinary lookup from `at` finds none
    /// of them (`false` for anything else, for a set with one visible member, and for a
    /// name not found in a namespace: a template parameter bound to a function declared
    /// after the template, `C(x, y)` with `C = ns::twice<int>`, names it wherever).
    pub fn declared_only_after(&self, name: crate::symbol::Sym, entity: &Entity, at: usize) -> bool {
        let later = match entity {
            Entity::Funcs(set) => !set.is_empty() && set.iter().all(|&f| self.function_declared_after(f, at)),
            Entity::FuncTemplate(head) => {
                self.template_set(*head)
                    .iter()
                    .all(|&t| self.template_declared_after(t, at))
                    && self.templates[*head]
                        .funcs
                        .iter()
                        .all(|&f| self.function_declared_after(f, at))
            }
            _ => false,
        };
        // The scope walk only for the rare later declaration: every call asks.
        later && self.scopes.found_in_namespace(name)
    }

    /// The candidates ordinary lookup of `name` from token `at` sees among the function
    /// templates `templates` and functions `funcs` it finds now: those declared before
    /// `at` ([temp.res]/[temp.nondep]: a template parsed again for an instance binds its
    /// names where it is written). A function brought in by a using-declaration counts
    /// where it was declared, as nvcc counts it. Nothing is left out for a name not
    /// found in a namespace (see [`Sema::declared_only_after`]).
    pub fn visible_candidates(
        &self,
        name: crate::symbol::Sym,
        templates: Vec<FnTemplateId>,
        funcs: Vec<FnDeclId>,
        at: usize,
    ) -> (Vec<FnTemplateId>, Vec<FnDeclId>) {
        let any_later = templates.iter().any(|&t| self.template_declared_after(t, at))
            || funcs.iter().any(|&f| self.function_declared_after(f, at));
        if !any_later || !self.scopes.found_in_namespace(name) {
            return (templates, funcs);
        }
        (
            templates
                .into_iter()
                .filter(|&t| !self.template_declared_after(t, at))
                .collect(),
            funcs
                .into_iter()
                .filter(|&f| !self.function_declared_after(f, at))
                .collect(),
        )
    }

    /// The candidates argument-dependent lookup adds to a call written at token `at`
    /// (`templates`, `funcs`): all of them when an argument is type-dependent (found
    /// where the template is instantiated, [temp.dep.candidate]), else those declared
    /// before `at`, as for ordinary lookup ([temp.nondep]).
    pub fn visible_associated_candidates(
        &self,
        args: &[&'a crate::il::Expr<'a>],
        templates: Vec<FnTemplateId>,
        funcs: Vec<FnDeclId>,
        at: usize,
    ) -> (Vec<FnTemplateId>, Vec<FnDeclId>) {
        let any_later = templates.iter().any(|&t| self.template_declared_after(t, at))
            || funcs.iter().any(|&f| self.function_declared_after(f, at));
        if !any_later || self.arguments_type_dependent(args) {
            return (templates, funcs);
        }
        (
            templates
                .into_iter()
                .filter(|&t| !self.template_declared_after(t, at))
                .collect(),
            funcs
                .into_iter()
                .filter(|&f| !self.function_declared_after(f, at))
                .collect(),
        )
    }
}
