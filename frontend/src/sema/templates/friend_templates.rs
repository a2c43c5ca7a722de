//! Friend function templates defined in a class ([temp.friend], "hidden friends"):
//! `template <class R2, class P2> friend bool operator<(const duration&, const
//! duration<R2, P2>&) { ... }` in libcu++'s `chrono::duration`.
//!
//! Such a template is a function template of the class's innermost enclosing
//! namespace, found by argument-dependent lookup (ptxc declares it there, so
//! ordinary lookup finds it too, as for non-template friends). Its definition sits
//! in the class, though: an instance is parsed in the class's scope with the class
//! instance's template arguments bound (the injected class name, the class's
//! parameters), as a member template's is, and then declared as a namespace-scope
//! function named as nvcc names one.

use crate::sema::lookup::{Entity, NsId};
use crate::source::Span;

use super::FnTemplateId;
use crate::sema::Sema;

impl Sema<'_> {
    /// Declares friend function template `tmpl` (its `member` names the class it was
    /// defined in) in the namespace enclosing the class being parsed, overloading
    /// what that namespace has of the name.
    pub(in crate::sema) fn declare_friend_template(
        &mut self,
        decl: super::written_templates::FnTemplateDecl,
        span: Span,
    ) -> Option<FnTemplateId> {
        let mut tmpl = self.fn_template_here(decl);
        let ns = self.scopes.enclosing_namespace();
        let frames = self.scopes.enter_namespace_context(ns);
        let found = self.scopes.lookup_file(tmpl.name).cloned();
        let Ok(head) = self.overload_set_head(&mut tmpl, found, span) else {
            self.scopes.restore_frames(frames);
            return None;
        };
        // `tmpl.ns` stays the class scope: substitution and instances parse there.
        let name = tmpl.name;
        let id = self.templates.push(tmpl);
        match head {
            Some(h) => {
                self.templates[h].overloads.push(id);
                self.note_declaration();
            }
            None => self.scopes.declare(name, Entity::FuncTemplate(id)),
        }
        self.scopes.restore_frames(frames);
        self.friend_templates.insert(id, ns);
        Some(id)
    }

    /// Whether `t` is a friend function template defined in a class.
    pub fn is_friend_template(&self, t: FnTemplateId) -> bool {
        self.friend_templates.contains_key(&t)
    }

    /// The namespace friend function template `t` belongs to (its instances are
    /// named in it).
    pub fn friend_template_namespace(&self, t: FnTemplateId) -> Option<NsId> {
        self.friend_templates.get(&t).copied()
    }
}
