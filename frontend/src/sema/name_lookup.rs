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
}
