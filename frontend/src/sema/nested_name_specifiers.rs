//! One name of a nested-name-specifier (`a::`, `S::`, `E::` in `a::S::E::x`): the
//! namespace, class or enumeration scope it names, or nvcc's error for a name that
//! names none ([basic.lookup.qual]/1).

use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::complete_types::require_complete_class;
use crate::sema::templates::replay::TemplateParser;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// The scope a name of a nested-name-specifier names.
#[derive(Clone, Copy, Debug)]
pub enum QualifierStep {
    /// A namespace (`using namespace a::b` may end with one).
    Namespace(NsId),
    /// The scope of a class or enumeration, followed by `::`.
    Class(NsId),
}

/// The name `name` (at `span`) of a nested-name-specifier, looked up in `qualifier`
/// (if given); `before_colons`: `::` follows it. A class template's instance named
/// before its template was defined is completed first, as its scope is looked into.
/// `None` after nvcc's error.
pub fn act_on_qualifier_name<'a>(
    p: &mut dyn TemplateParser<'a>,
    qualifier: Option<NsId>,
    (name, span): (Sym, Span),
    before_colons: bool,
) -> Option<QualifierStep> {
    if let Some(&Entity::Typedef(ty)) = p.sema().lookup_qualifier_name(qualifier, name) {
        require_complete_class(p, ty, span);
    }
    p.sema().qualifier_step(qualifier, name, span, before_colons)
}

impl Sema<'_> {
    /// The scope the name `name` (at `span`) of a nested-name-specifier names, looked up
    /// in `qualifier` (if given); `before_colons`: `::` follows it. `None` after nvcc's
    /// error.
    fn qualifier_step(
        &mut self,
        qualifier: Option<NsId>,
        name: Sym,
        span: Span,
        before_colons: bool,
    ) -> Option<QualifierStep> {
        let (entity, class) = self.qualifier_name_scope(qualifier, name);
        let not_a_scope = match entity {
            Some(Entity::Namespace(id)) => return Some(QualifierStep::Namespace(*id)),
            Some(Entity::Typedef(_) | Entity::Enum(_)) if before_colons => match class {
                Some(scope) => return Some(QualifierStep::Class(scope)),
                None => true,
            },
            Some(_) => before_colons,
            None => false,
        };
        let text = self.interner.get(name).to_string();
        match not_a_scope {
            true => self
                .diags
                .error(span, format!("\"{text}\" is not a namespace or class")),
            false => self.diags.undefined(span, "namespace", &text),
        }
        None
    }
}
