//! Explicit instantiation declarations ([temp.explicit]): `extern template void
//! f<3>(float*);` says the instance is defined in another translation unit, so a use here
//! does not instantiate its body. For a host function this is what nvcc does with the
//! kernels the body would launch: none are made here (ggml's mmf.cu declares its
//! `mul_mat_f_cuda` instances so and defines them in template-instances/*.cu). Device
//! functions and kernels keep their bodies: whole-program PTX has no other unit to
//! take them from. An explicit instantiation definition of the same instance in this file
//! (`template void f<3>(float*);` after the declaration, as each of ggml's
//! template-instances/*.cu does after mmq.cuh's declarations) defines it here all the same
//! ([temp.explicit]/11: the declaration only keeps implicit instantiation away), launches
//! included.
//!
//! An explicit instantiation definition of a class (`template class Runner<float>;`)
//! instantiates the class and each member function it declares that is not a template
//! ([temp.explicit]/10), as if each were used: the kernels a host member launches are
//! made (cuda-samples' Monte Carlo samples launch theirs only from such members). The
//! declaration (`extern template class ...`) only makes the class.

use rustc_hash::FxHashSet;

use super::FnTemplateId;
use crate::il::{ExecSpace, FnDeclId};
use crate::mangle::TemplateArg;
use crate::sema::Sema;
use crate::source::Span;

/// The instances declared `extern template`, and the functions made for them.
#[derive(Default)]
pub struct ExternInstances {
    declared: FxHashSet<(FnTemplateId, Vec<TemplateArg>)>,
    functions: FxHashSet<FnDeclId>,
}

impl<'a> Sema<'a> {
    /// `extern template` before the declaration of instance `t<args>` (at `site`). An
    /// instance already defined here (by an explicit instantiation definition before it)
    /// keeps its body.
    pub fn declare_extern_instance(&mut self, t: FnTemplateId, args: Vec<TemplateArg>, site: Span) {
        if let Some(args) = self.check_function_template_args(t, args, site) {
            match self.templates[t].instances.get(&args) {
                Some(&f) if self.func(f).body.is_some() => return,
                Some(&f) => {
                    self.extern_instances.functions.insert(f);
                }
                None => {}
            }
            self.extern_instances.declared.insert((t, args));
        }
    }

    /// An explicit instantiation definition of `t<args>`: the instance is no longer left to
    /// another file. Returns the instance already made without its body (used after the
    /// `extern template` declaration), which must be parsed again for it.
    fn forget_extern_instance(&mut self, t: FnTemplateId, args: &[TemplateArg]) -> Option<FnDeclId> {
        self.extern_instances.declared.remove(&(t, args.to_vec()));
        let f = *self.templates[t].instances.get(args)?;
        let bodiless = self.extern_instances.functions.remove(&f) && self.func(f).body.is_none();
        // A template not yet defined gives the body when it is (an awaiting instance).
        (bodiless && self.templates[t].defined).then_some(f)
    }

    /// Notes that `f` is the instance `t<args>` (when that is declared `extern`).
    pub(in crate::sema) fn note_instance_made(&mut self, t: FnTemplateId, args: &[TemplateArg], f: FnDeclId) {
        if self.extern_instances.declared.contains(&(t, args.to_vec())) {
            self.extern_instances.functions.insert(f);
        }
    }

    /// Whether `f`'s body is left to another translation unit: a host function instance
    /// declared `extern template`.
    pub fn body_defined_elsewhere(&self, f: FnDeclId) -> bool {
        self.extern_instances.functions.contains(&f) && self.func(f).exec == ExecSpace::Host
    }
}

/// `template f<args>(...);` (`extern template ...` when `external`) naming function
/// template `t` at `site`: the instance is made now, or declared as defined elsewhere.
pub fn act_on_explicit_instantiation<'a>(
    p: &mut dyn super::replay::TemplateParser<'a>,
    t: FnTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
    external: bool,
) {
    match external {
        true => p.sema().declare_extern_instance(t, args, site),
        false => {
            if let Some(f) = define_explicit_instance(p, t, args, site) {
                p.sema().functions[f.0 as usize].explicitly_instantiated = true;
            }
        }
    }
}

/// `template f<args>(...);` naming `t` at `site`: the instance with its body, also when an
/// `extern template` declaration came first.
fn define_explicit_instance<'a>(
    p: &mut dyn super::replay::TemplateParser<'a>,
    t: FnTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> Option<FnDeclId> {
    let sema = p.sema();
    let args = sema.check_function_template_args(t, args, site)?;
    let Some(f) = sema.forget_extern_instance(t, &args) else {
        return super::instantiation::function_instance(p, t, args, site);
    };
    let name = sema.interner.get(sema.templates[t].name).to_string();
    let errors_before = sema.diags.error_count();
    super::instantiation::parse_declared_instance_again(p, t, &args);
    p.sema().note_instantiation_errors(errors_before, &name, &args, site);
    Some(f)
}

/// `template class C<args>;` (`extern template class ...` when `external`) naming class
/// `ty` at `site`: the instance is made complete, and for a definition each of its
/// member functions is instantiated.
pub fn act_on_explicit_class_instantiation<'a>(
    p: &mut dyn super::replay::TemplateParser<'a>,
    ty: crate::types::TypeId,
    site: Span,
    external: bool,
) {
    let sema = p.sema();
    if ty == crate::types::TypeId::ERROR {
        return;
    }
    let instance = sema.types.record_of(ty).is_some_and(|r| !r.template_args.is_empty());
    if !instance {
        let name = sema.ty_str(ty);
        let message = format!("class {name} is not an entity that can be instantiated");
        sema.diags.error(site, message);
        return;
    }
    if !super::complete_types::require_complete_class(p, ty, site) || external {
        return;
    }
    p.sema().instantiate_member_functions(ty, site);
}

impl Sema<'_> {
    /// Each member function class instance `class` declares, instantiated as if named
    /// at `site` (its body is parsed with the other owed bodies) and kept as an
    /// explicit instance is.
    fn instantiate_member_functions(&mut self, class: crate::types::TypeId, site: Span) {
        let class = class.unqualified();
        let members: Vec<FnDeclId> = self
            .functions
            .iter()
            .filter(|f| self.facts(f.id).method.is_some_and(|m| m.class == class))
            .map(|f| f.id)
            .collect();
        for f in members {
            self.note_named(f, site);
            self.functions[f.0 as usize].explicitly_instantiated = true;
        }
    }
}
