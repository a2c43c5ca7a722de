//! Argument-dependent lookup for a named call ([basic.lookup.argdep]): `init(&bar, n)`
//! written outside `cuda` finds the `init` declared next to `cuda::barrier`, and
//! `swap(a, b)` finds the `swap` of `a`'s namespace. The associated namespaces of an
//! argument are those declaring its class or enumeration, its pointee's or referee's,
//! its bases', and those of a class template instance's type arguments. Hidden friends
//! are declared in their class's namespace (parser::classes::friends), so they are found
//! there.

use crate::il::{Expr, FnDeclId};
use crate::symbol::Sym;
use crate::types::{TemplateArg, TypeId, TypeKind};

use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::FnTemplateId;
use crate::sema::Sema;

/// How far through pointers, bases and template arguments the associated namespaces
/// are collected (a bound: a class may name itself through its arguments).
const MAX_ASSOCIATION_DEPTH: u32 = 8;

impl<'a> Sema<'a> {
    /// The non-member functions and function templates named `sym` in the namespaces
    /// associated with `args`' types, without duplicates.
    pub fn argument_dependent_overloads(&self, sym: Sym, args: &[&'a Expr<'a>]) -> (Vec<FnTemplateId>, Vec<FnDeclId>) {
        self.non_member_functions(self.lookup_in_associated(sym, args))
    }

    /// What `sym` names in each namespace associated with `args`' types.
    pub(in crate::sema) fn lookup_in_associated(&self, sym: Sym, args: &[&'a Expr<'a>]) -> Vec<Option<Entity>> {
        let mut namespaces = Vec::new();
        for a in args {
            if !self.is_err(a) {
                self.associate(a.ty, 0, &mut namespaces);
            }
        }
        namespaces
            .iter()
            .map(|&ns| self.scopes.lookup_in(ns, sym).cloned())
            .collect()
    }

    /// The candidates of an unqualified call `sym(args)` whose ordinary lookup found
    /// function templates `templates` and functions `funcs`, when argument-dependent
    /// lookup adds to them: both sets with the additions after the ordinary ones.
    /// `None` when it adds nothing (the call is then resolved as ordinary lookup
    /// found it). For a call written at token `at` in a template parsed again, the
    /// additions are those [`Sema::visible_associated_candidates`] keeps.
    pub fn candidates_with_associated(
        &self,
        sym: Sym,
        args: &[&'a Expr<'a>],
        templates: Vec<FnTemplateId>,
        funcs: Vec<FnDeclId>,
        at: Option<usize>,
    ) -> Option<(Vec<FnTemplateId>, Vec<FnDeclId>)> {
        let (more_templates, more_funcs) = self.argument_dependent_overloads(sym, args);
        let more_templates: Vec<_> = more_templates.into_iter().filter(|u| !templates.contains(u)).collect();
        let more_funcs: Vec<_> = more_funcs.into_iter().filter(|f| !funcs.contains(f)).collect();
        let (more_templates, more_funcs) = match at {
            Some(at) => self.visible_associated_candidates(args, more_templates, more_funcs, at),
            None => (more_templates, more_funcs),
        };
        if more_templates.is_empty() && more_funcs.is_empty() {
            return None;
        }
        Some((
            templates.into_iter().chain(more_templates).collect(),
            funcs.into_iter().chain(more_funcs).collect(),
        ))
    }

    /// Adds the namespaces associated with type `ty` to `out`.
    fn associate(&self, ty: TypeId, depth: u32, out: &mut Vec<NsId>) {
        if depth > MAX_ASSOCIATION_DEPTH {
            return;
        }
        let ty = ty.unqualified();
        if let Some(inner) = self
            .types
            .referee(ty)
            .or_else(|| self.types.pointee(ty))
            .or_else(|| self.types.array_elem(ty).map(|(e, _)| e))
        {
            return self.associate(inner, depth + 1, out);
        }
        if self.types.enum_of(ty).is_none() && !self.types.is_record(ty) {
            return;
        }
        if let Some(ns) = self.scopes.home_namespace(ty) {
            if !out.contains(&ns) {
                out.push(ns);
            }
        }
        let TypeKind::Record(id) = *self.types.kind(ty) else {
            return;
        };
        // Borrowed, not copied: CuTe's layouts nest template arguments deeply, and each
        // level was copied whole (1.1 G instructions of sgemm_sm80's operators).
        for &base in &self.class_facts[id].bases {
            self.associate(base, depth + 1, out);
        }
        for arg in &self.types.record(id).template_args {
            self.associate_argument(arg, depth + 1, out);
        }
    }

    /// Adds the namespaces associated with a template argument's types to `out`.
    fn associate_argument(&self, arg: &TemplateArg, depth: u32, out: &mut Vec<NsId>) {
        match arg {
            TemplateArg::Type(t) => self.associate(*t, depth, out),
            TemplateArg::Pack(items) => items.iter().for_each(|a| self.associate_argument(a, depth, out)),
            _ => {}
        }
    }

    /// The non-member functions and function templates among lookup results `found`
    /// (hidden friend templates included), without duplicates.
    pub fn non_member_functions(&self, found: Vec<Option<Entity>>) -> (Vec<FnTemplateId>, Vec<FnDeclId>) {
        let (mut templates, mut funcs) = (Vec::new(), Vec::new());
        for entity in found.into_iter().flatten() {
            let named = match entity {
                Entity::Funcs(fs) => fs.to_vec(),
                Entity::FuncTemplate(head) => {
                    for t in self.template_set(head) {
                        if !self.is_class_member_template(t) && !templates.contains(&t) {
                            templates.push(t);
                        }
                    }
                    self.templates[head].funcs.clone()
                }
                _ => continue,
            };
            for f in named {
                if self.facts(f).method.is_none() && !funcs.contains(&f) {
                    funcs.push(f);
                }
            }
        }
        (templates, funcs)
    }
}
