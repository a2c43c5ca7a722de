//! Explicit instantiation declarations ([temp.explicit]): `extern template void
//! f<3>(float*);` says the instance is defined in another translation unit, so a use here
//! does not instantiate its body. For a host function this is what nvcc does with the
//! kernels the body would launch: none are made here (ggml's mmf.cu declares its
//! `mul_mat_f_cuda` instances so and defines them in template-instances/*.cu). Device
//! functions and kernels keep their bodies: whole-program PTX has no other unit to
//! take them from.

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
    /// `extern template` before the declaration of instance `t<args>` (at `site`).
    pub fn declare_extern_instance(&mut self, t: FnTemplateId, args: Vec<TemplateArg>, site: Span) {
        if let Some(args) = self.check_function_template_args(t, args, site) {
            if let Some(&f) = self.templates[t].instances.get(&args) {
                self.extern_instances.functions.insert(f);
            }
            self.extern_instances.declared.insert((t, args));
        }
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
            if let Some(f) = super::instantiation::function_instance(p, t, args, site) {
                p.sema().functions[f.0 as usize].explicitly_instantiated = true;
            }
        }
    }
}
