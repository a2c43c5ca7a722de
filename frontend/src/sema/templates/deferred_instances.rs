//! Class template instances left incomplete for now: named only through a pointer or
//! reference while an explicit specialization of their template's name still lies
//! ahead (see `parser::templates::deferred_instances`), or named before their
//! template's definition (`parser::templates::undefined_instances`): which of them can
//! be completed now.

use super::instantiation::class_instance;
use super::replay::TemplateParser;
use crate::source::Span;
use crate::types::TypeId;

/// Completes the incomplete instances whose explicit specialization has been read or
/// that no explicit specialization ahead can define any more (all of them when `all`).
pub fn complete_deferred_instances<'a>(p: &mut dyn TemplateParser<'a>, all: bool) {
    if !p.sema().has_deferred_instances() {
        return;
    }
    let deferred = p.sema().take_deferred_instances();
    let mut waiting = Vec::new();
    let mut ready = Vec::new();
    for d in deferred {
        let name = p.sema().class_template_sym(d.template);
        let specialized = p.sema().is_class_specialization(d.template, &d.args);
        match !all && !specialized && p.specialization_ahead(name) {
            true => waiting.push(d),
            false => ready.push(d),
        }
    }
    p.sema().set_deferred_instances(waiting);
    for d in ready {
        // No longer deferred: its incomplete record is completed.
        class_instance(p, d.template, d.args, d.site);
    }
}

/// Completes `ty` (named at `site` where it must be complete) if it is an instance
/// named before its definition and a definition for it exists now ([temp.inst]: a
/// class template specialization is instantiated where completeness is first
/// required, the same record completed in place).
pub fn complete_undefined_instance<'a>(p: &mut dyn TemplateParser<'a>, ty: TypeId, site: Span) {
    if let Some((t, args)) = p.sema().completable_undefined_instance(ty) {
        class_instance(p, t, args, site);
    }
}
