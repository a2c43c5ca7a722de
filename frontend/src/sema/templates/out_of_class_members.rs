//! Members of class templates defined outside the class
//! (`template <typename T> T Box<T>::get() const { ... }`): such a definition is
//! defined in every instance of the class, those made before it is read and each made
//! later. Which instances, with which bindings, and the note naming the instance an
//! error came from are decided here; the parser parses the definition for each.

use super::replay::TemplateParser;
use super::{ClassTemplateId, OutOfClassMember};
use crate::mangle::TemplateArg;
use crate::source::Span;

/// The definition outside the class `member` of a member of class template `ct` (at
/// `span`): recorded for the instances made later, and defined in those made so far.
pub fn act_on_out_of_class_member<'a>(
    p: &mut dyn TemplateParser<'a>,
    ct: ClassTemplateId,
    member: OutOfClassMember,
    span: Span,
) {
    let Some(existing) = p.sema().record_out_of_class_member(ct, member, span) else {
        return;
    };
    let name = p.sema().class_template_name(ct);
    for (args, (ns, pos, bindings)) in existing {
        let errors_before = p.sema().diags.error_count();
        p.parse_out_of_class_member(ns, pos, &bindings);
        p.sema().note_instantiation_errors(errors_before, &name, &args, span);
    }
}

/// Defines every member of class template `ct` defined outside the class in its
/// instance with arguments `args` (just made; the instantiation reports where it was
/// required).
pub fn define_out_of_class_members<'a>(p: &mut dyn TemplateParser<'a>, ct: ClassTemplateId, args: &[TemplateArg]) {
    for (ns, pos, bindings) in p.sema().out_of_class_members(ct, args) {
        p.parse_out_of_class_member(ns, pos, &bindings);
    }
}
