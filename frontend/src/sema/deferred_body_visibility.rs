//! What a library body parsed late may see (issue 16, `parser::deferred_library_bodies`): a body
//! whose parsing waited until the end of the translation unit must resolve its names as
//! at its definition, not among the overloads and `using namespace` directives declared
//! after it (by the rest of the prelude or by the user's file: an `operator+` defined
//! later would otherwise be chosen for a `+` inside an earlier body). A [`Watermark`]
//! records how many functions, function templates and global `using` directives existed
//! at the definition; [`Sema::hide_global_after`] takes the later ones out of the global
//! namespace while the body is parsed and [`Sema::restore_global`] puts them back.
//! The overload set of an older function template is cut back the same way. Not
//! covered: overloads added later to a namespace other than the global one.

use super::lookup::Entity;
use super::templates::FnTemplateId;
use super::Sema;
use crate::il::FnDeclId;
use crate::symbol::Sym;
use cranelift_entity::EntityRef;

/// How much of the global namespace existed at a point of the translation unit.
#[derive(Clone, Copy, Debug)]
pub struct Watermark {
    functions: usize,
    templates: usize,
    global_usings: usize,
}

/// The global names changed by [`Sema::hide_global_after`], to put back.
pub struct Hidden {
    entries: Vec<(Sym, Option<Entity>)>,
    /// Older templates' overload sets as they were: the functions and templates.
    sets: Vec<(FnTemplateId, Vec<FnDeclId>, Vec<FnTemplateId>)>,
    usings: Vec<super::lookup::NsId>,
}

impl<'a> Sema<'a> {
    /// The watermark of the global namespace now.
    pub fn watermark(&self) -> Watermark {
        Watermark {
            functions: self.functions.len(),
            templates: self.templates.len(),
            global_usings: self.scopes.global_usings_len(),
        }
    }

    /// Global names that declarations after some watermark may have changed: overload
    /// sets and function templates (computed once, before the late bodies are parsed).
    pub fn overloaded_global_names(&self) -> Vec<Sym> {
        self.scopes
            .global_members()
            .filter(|(_, e)| matches!(e, Entity::Funcs(s) if s.len() > 1) || matches!(e, Entity::FuncTemplate(_)))
            .map(|(&name, _)| name)
            .collect()
    }

    /// Hides, among `names`, the functions and templates declared after `mark`, and the
    /// global `using namespace` directives after it.
    pub fn hide_global_after(&mut self, mark: Watermark, names: &[Sym]) -> Hidden {
        let visible = |f: &FnDeclId| (f.0 as usize) < mark.functions;
        let mut entries = Vec::new();
        let mut sets = Vec::new();
        for &name in names {
            let Some(e) = self.scopes.global_member(name) else {
                continue;
            };
            let now = match e {
                Entity::Funcs(set) if !set.iter().all(visible) => {
                    let kept: smallvec::SmallVec<[FnDeclId; 1]> = set.iter().copied().filter(visible).collect();
                    Some((!kept.is_empty()).then_some(Entity::Funcs(kept)))
                }
                Entity::FuncTemplate(h) if h.index() >= mark.templates => {
                    let kept: smallvec::SmallVec<[FnDeclId; 1]> =
                        self.templates[*h].funcs.iter().copied().filter(visible).collect();
                    Some((!kept.is_empty()).then_some(Entity::Funcs(kept)))
                }
                Entity::FuncTemplate(h) => {
                    let h = *h;
                    let t = &self.templates[h];
                    let later = |o: &FnTemplateId| o.index() >= mark.templates;
                    if t.funcs.iter().all(visible) && !t.overloads.iter().any(later) {
                        continue;
                    }
                    let funcs: Vec<FnDeclId> = t.funcs.iter().copied().filter(visible).collect();
                    let overloads: Vec<FnTemplateId> = t.overloads.iter().copied().filter(|o| !later(o)).collect();
                    let t = &mut self.templates[h];
                    let old_funcs = std::mem::replace(&mut t.funcs, funcs);
                    let old_overloads = std::mem::replace(&mut t.overloads, overloads);
                    sets.push((h, old_funcs, old_overloads));
                    None
                }
                _ => None,
            };
            if let Some(now) = now {
                let old = self.scopes.set_global_member(name, now);
                entries.push((name, old));
            }
        }
        let usings = self.scopes.truncate_global_usings(mark.global_usings);
        Hidden { entries, sets, usings }
    }

    /// Puts back what [`Sema::hide_global_after`] hid.
    pub fn restore_global(&mut self, hidden: Hidden) {
        for (h, funcs, overloads) in hidden.sets {
            self.templates[h].funcs = funcs;
            self.templates[h].overloads = overloads;
        }
        for (name, old) in hidden.entries {
            self.scopes.set_global_member(name, old);
        }
        self.scopes.extend_global_usings(hidden.usings);
    }
}
