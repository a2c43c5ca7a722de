//! `Class::name` naming a type member after a class template's instance or a class
//! type (`RemovePtr<int*>::type`, `Traits::template rebind<U>`): what the member is,
//! or nvcc's error when it is no type.

use super::aliases::AliasTemplateId;
use super::ClassTemplateId;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// What a member name after `Class::` names, as a type.
pub enum MemberTypeName {
    /// A type (a typedef, a nested class, an enum).
    Type(TypeId),
    /// A member alias template (its arguments follow).
    AliasTemplate(AliasTemplateId),
    /// A member class template (its arguments follow).
    ClassTemplate(ClassTemplateId),
}

impl Sema<'_> {
    /// Member `name` (at `span`) of class scope `ns` named as a type; `class` is the
    /// class when the qualifier was a type (nvcc's message then names it),
    /// `arguments_follow` when `<` follows the name (a class template names an
    /// instance only then). `None` after nvcc's error.
    pub fn member_type_name(
        &mut self,
        ns: NsId,
        class: Option<TypeId>,
        name: Sym,
        span: Span,
        arguments_follow: bool,
    ) -> Option<MemberTypeName> {
        let found = self.lookup_in(ns, name).cloned();
        match found {
            Some(Entity::Typedef(ty) | Entity::Enum(ty)) => return Some(MemberTypeName::Type(ty)),
            Some(Entity::AliasTemplate(id)) => return Some(MemberTypeName::AliasTemplate(id)),
            Some(Entity::ClassTemplate(ct)) if arguments_follow => return Some(MemberTypeName::ClassTemplate(ct)),
            _ => {}
        }
        match class {
            Some(ty) => self.no_member_type(ty, name, span),
            None => self.not_a_member_type(ns, found.is_some(), name, span),
        }
        None
    }
}
