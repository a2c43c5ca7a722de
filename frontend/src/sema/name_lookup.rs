//! Name lookup as the parser asks for it while it reads a name: in the scopes in force,
//! or as a member of the namespace, class or enumeration a qualifier named.

use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::symbol::Sym;

impl Sema<'_> {
    /// What `name` denotes: a member of `qualifier` (`ns::name`) if given, else what
    /// unqualified lookup finds from the current scope.
    pub fn lookup_name(&self, qualifier: Option<NsId>, name: Sym) -> Option<&Entity> {
        match qualifier {
            Some(ns) => self.scopes.lookup_in(ns, name),
            None => self.scopes.lookup(name),
        }
    }

    /// Whether a `<` after the unqualified name `name` is the less-than operator, not the
    /// start of a template argument list ([temp.names]/3): the name is one of `values`
    /// (the non-type parameters of the template head being read, not yet in scope) or
    /// lookup finds a variable, enumerator or data member, none of which is a template.
    /// A name lookup does not find keeps the `<` an argument list, as before.
    pub fn less_than_follows(&self, name: Sym, values: &[Sym]) -> bool {
        values.contains(&name)
            || matches!(
                self.scopes.lookup(name),
                Some(Entity::Var(_) | Entity::EnumConst(..) | Entity::Field(_) | Entity::Binding { .. })
            )
    }

    /// What `name` before `::` denotes ([basic.lookup.qual]/1): lookup considers only
    /// namespaces, types and templates, so a variable or function of the name (a
    /// parameter `dir` beside `enum dir`) hides nothing. When there is no such name,
    /// what ordinary lookup finds (for its error).
    pub fn lookup_qualifier_name(&self, qualifier: Option<NsId>, name: Sym) -> Option<&Entity> {
        if qualifier.is_some() {
            return self.lookup_name(qualifier, name);
        }
        let scope_like = |e: &Entity| {
            matches!(
                e,
                Entity::Namespace(_)
                    | Entity::Typedef(_)
                    | Entity::Enum(_)
                    | Entity::ClassTemplate(_)
                    | Entity::AliasTemplate(_)
            )
        };
        self.scopes
            .lookup_where(name, scope_like)
            .or_else(|| self.scopes.lookup(name))
    }
}
