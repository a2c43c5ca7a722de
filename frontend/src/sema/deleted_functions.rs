//! Deleted functions (`void f(int) = delete;`, `template <class T> void swap(T&, T&) =
//! delete;`): declared like any other, so lookup finds them and overload resolution
//! may choose them, and choosing one is an error ([dcl.fct.def.delete]). libcu++'s
//! detection idioms rely on that error being a substitution failure: a "poison pill"
//! `swap` that hides the one outside its namespace makes `decltype(swap(a, b))`
//! ill-formed there.

use rustc_hash::FxHashSet;

use crate::il::FnDeclId;
use crate::source::Span;

use super::templates::FnTemplateId;
use super::Sema;

/// The function templates declared `= delete` (their instances are deleted too).
#[derive(Default)]
pub struct DeletedTemplates(FxHashSet<FnTemplateId>);

impl<'a> Sema<'a> {
    /// Marks function `f` deleted.
    pub fn mark_deleted(&mut self, f: FnDeclId) {
        self.fn_facts[f].is_deleted = true;
    }

    /// Marks member function `f` declared after `private:` or `protected:`.
    pub fn mark_not_public(&mut self, f: FnDeclId) {
        self.fn_facts[f].not_public = true;
    }

    /// Marks function template `t` deleted.
    pub fn mark_deleted_template(&mut self, t: FnTemplateId) {
        self.deleted_templates.0.insert(t);
    }

    /// Whether function template `t` is deleted.
    pub fn is_deleted_template(&self, t: FnTemplateId) -> bool {
        self.deleted_templates.0.contains(&t)
    }

    /// Reports a use at `span` of deleted function `f` (nvcc's message); whether `f`
    /// is deleted.
    pub fn reject_deleted(&mut self, f: FnDeclId, span: Span) -> bool {
        if !self.facts(f).is_deleted {
            return false;
        }
        let name = self.func(f).name.to_string();
        self.report_deleted(&name, span);
        true
    }

    /// Reports a use at `span` of an instance of deleted function template `t`.
    pub fn reject_deleted_template(&mut self, t: FnTemplateId, span: Span) {
        let name = self.interner.get(self.templates[t].name).to_string();
        self.report_deleted(&name, span);
    }

    fn report_deleted(&mut self, name: &str, span: Span) {
        self.diags.error(
            span,
            format!("function \"{name}\" cannot be referenced -- it is a deleted function"),
        );
    }
}
