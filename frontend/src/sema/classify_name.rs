//! What an identifier names where it is written (clang's `Sema::ClassifyName`): the
//! parser asks once and picks a grammar production by the answer, instead of looking
//! into Sema's scopes and matching on what it finds there.

use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::aliases::{AliasTemplateId, VarTemplateId};
use crate::sema::templates::{ClassTemplateId, FnTemplateId};
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

/// The classification of a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// Lookup finds no declaration.
    Unknown,
    /// A class type (a class name, or a typedef or alias of a class).
    Class(TypeId),
    /// Another type named by a typedef, alias or bound template type parameter.
    Type(TypeId),
    /// An enumeration (or a typedef of one).
    Enum(TypeId),
    /// A pack of types (also an empty pack, and a type pack in a pattern being read).
    TypePack,
    /// A namespace.
    Namespace(NsId),
    /// A class template.
    ClassTemplate(ClassTemplateId),
    /// An alias template.
    AliasTemplate(AliasTemplateId),
    /// A function template.
    FuncTemplate(FnTemplateId),
    /// A variable template.
    VarTemplate(VarTemplateId),
    /// Anything else: a variable, function, enumerator, data member, value pack or
    /// built-in variable.
    Value,
}

impl NameKind {
    /// The type a class, typedef or alias name denotes (not an enumeration's).
    pub fn typedef(self) -> Option<TypeId> {
        match self {
            NameKind::Class(ty) | NameKind::Type(ty) => Some(ty),
            _ => None,
        }
    }

    /// Whether the name can start a type ([dcl.type.simple]): a type, an enumeration or a
    /// type pack.
    pub fn is_type(self) -> bool {
        matches!(
            self,
            NameKind::Class(_) | NameKind::Type(_) | NameKind::Enum(_) | NameKind::TypePack
        )
    }
}

impl<'a> Sema<'a> {
    /// What `name` names, looked up in `qualifier` (a namespace or class scope) or, without
    /// one, unqualified from the current scope.
    pub fn classify_name(&self, qualifier: Option<NsId>, name: Sym) -> NameKind {
        self.remembered(qualifier, name, false, |s| {
            s.classify_entity(s.lookup_name(qualifier, name))
        })
    }

    /// [`Sema::classify_name`] for a name before `::`: only namespaces, types and
    /// templates are found ([basic.lookup.qual]/1), so a parameter `layout` does not hide
    /// namespace `layout` in `layout::PitchLinear(x)`.
    pub fn classify_qualifier_name(&self, qualifier: Option<NsId>, name: Sym) -> NameKind {
        self.remembered(qualifier, name, true, |s| {
            s.classify_entity(s.lookup_qualifier_name(qualifier, name))
        })
    }

    /// `classify`'s answer, from the memo while the scopes are unchanged. A name set
    /// aside with a host declaration is always looked up: its lookup notes a use.
    fn remembered(
        &self,
        qualifier: Option<NsId>,
        name: Sym,
        before_colons: bool,
        classify: impl Fn(&Self) -> NameKind,
    ) -> NameKind {
        if self.scopes.may_be_suspended(name) {
            return classify(self);
        }
        let generation = self.scopes.generation();
        if let Some(kind) = self.name_memo.get(generation, name, qualifier, before_colons) {
            return kind;
        }
        let kind = classify(self);
        self.name_memo.put(generation, name, qualifier, before_colons, kind);
        kind
    }

    fn classify_entity(&self, entity: Option<&Entity>) -> NameKind {
        match entity {
            None => NameKind::Unknown,
            Some(&Entity::Typedef(ty)) if self.types.is_record(ty) => NameKind::Class(ty),
            Some(&Entity::Typedef(ty)) => NameKind::Type(ty),
            Some(&Entity::Enum(ty)) => NameKind::Enum(ty),
            // An empty pack counts, as only a declaration can start with an unexpanded
            // pack's name.
            Some(Entity::Pack(elems)) if matches!(elems.first(), None | Some(Entity::Typedef(_) | Entity::Enum(_))) => {
                NameKind::TypePack
            }
            Some(Entity::PatternPack(e)) if matches!(**e, Entity::Typedef(_)) => NameKind::TypePack,
            Some(&Entity::Namespace(ns)) => NameKind::Namespace(ns),
            Some(&Entity::ClassTemplate(t)) => NameKind::ClassTemplate(t),
            Some(&Entity::AliasTemplate(t)) => NameKind::AliasTemplate(t),
            Some(&Entity::FuncTemplate(t)) => NameKind::FuncTemplate(t),
            Some(&Entity::VarTemplate(t)) => NameKind::VarTemplate(t),
            Some(_) => NameKind::Value,
        }
    }
}
