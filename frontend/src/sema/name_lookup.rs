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

    /// What `name` before `::` denotes (in `qualifier` if given), and the scope it
    /// names when it is a class or an enumeration (`E::A`: an enumeration's scope holds
    /// its enumerators).
    pub fn qualifier_name_scope(&self, qualifier: Option<NsId>, name: Sym) -> (Option<&Entity>, Option<NsId>) {
        let entity = self.lookup_qualifier_name(qualifier, name);
        let scope = match entity {
            Some(Entity::Typedef(ty)) => self.class_scope(*ty),
            Some(Entity::Enum(ty)) => self.scopes.enum_scope(*ty),
            _ => None,
        };
        (entity, scope)
    }

    /// What the name ending `path` (`a::b::name`; from the global namespace when
    /// `global`) denotes, looked up through the namespaces that qualify it, or by
    /// ordinary lookup when unqualified; `None` when a qualifier is not a namespace.
    pub fn lookup_namespace_qualified(&self, global: bool, path: &[Sym]) -> Option<&Entity> {
        let (&name, quals) = path.split_last()?;
        if quals.is_empty() && !global {
            return self.scopes.lookup(name);
        }
        let mut quals = quals.iter();
        let mut ns = match global {
            true => NsId::GLOBAL,
            false => match self.scopes.lookup(*quals.next()?) {
                Some(Entity::Namespace(ns)) => *ns,
                _ => return None,
            },
        };
        for &q in quals {
            match self.scopes.lookup_in(ns, q) {
                Some(Entity::Namespace(inner)) => ns = *inner,
                _ => return None,
            }
        }
        self.scopes.lookup_in(ns, name)
    }

    /// Whether `name` denotes a type template parameter or a class template instance
    /// with placeholders among its arguments (in a signature pattern).
    pub fn names_dependent_type(&self, name: Sym) -> bool {
        let Some(Entity::Typedef(ty)) = self.scopes.lookup(name) else {
            return false;
        };
        self.type_template_param_index(*ty).is_some() || (self.types.is_record(*ty) && self.is_dependent(*ty))
    }

    /// The index of the type template parameter `name` denotes, if it denotes one.
    pub fn type_template_param_named(&self, name: Sym) -> Option<u32> {
        match self.scopes.lookup(name) {
            Some(Entity::Typedef(ty)) => self.type_template_param_index(*ty),
            _ => None,
        }
    }

    /// The index of type template parameter `ty`, if it is one.
    pub fn type_template_param_index(&self, ty: crate::types::TypeId) -> Option<u32> {
        match *self.types.raw_kind(ty.unqualified()) {
            crate::types::TypeKind::TemplateParam { index } => Some(index),
            _ => None,
        }
    }

    /// The class template `name` (followed by `<`) names: a class template, or the
    /// injected class name of one of its instances (inside the class, `Box<U>` names
    /// another instance of `Box`).
    pub fn class_template_named(&self, name: Sym) -> Option<crate::sema::templates::ClassTemplateId> {
        match self.scopes.lookup(name)? {
            Entity::ClassTemplate(ct) => Some(*ct),
            Entity::Typedef(ty) => match *self.types.raw_kind(*ty) {
                crate::types::TypeKind::Record(id) if self.types.record(id).name == self.interner.get(name) => {
                    self.template_of_record(id)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// `C::name` (`name` at `span`, `C` the scope `ns`) where a type is wanted but
    /// `found` is what lookup found: nvcc's error for a member that is no type or none.
    pub fn not_a_member_type(&mut self, ns: NsId, found: bool, name: Sym, span: crate::source::Span) {
        let n = self.interner.get(name).to_string();
        if found {
            self.diags.error(span, format!("\"{n}\" is not a type name"));
            return;
        }
        let class = match self.class_of_scope(ns) {
            Some(ty) => self.types.display(ty),
            None => String::new(),
        };
        self.diags
            .error(span, format!("class \"{class}\" has no member \"{n}\""));
    }

    /// `T::name` after a type `ty` already read (at `span` the `::`-qualified name's
    /// member): the class scope to look `name` up in, or nvcc's error for a `ty` that is
    /// no class.
    pub fn member_type_qualifier(&mut self, ty: crate::types::TypeId, at: crate::source::Span) -> Option<NsId> {
        self.require_complete_type(ty, at);
        let scope = self.class_scope(ty);
        if scope.is_none() {
            let shown = self.types.display(ty);
            self.diags.error(at, format!("\"{shown}\" is not a class"));
        }
        scope
    }

    /// `T::name` where class `ty` has no member type `name` (at `span`).
    pub fn no_member_type(&mut self, ty: crate::types::TypeId, name: Sym, span: crate::source::Span) {
        let n = self.interner.get(name).to_string();
        let class = self.types.display(ty);
        self.diags
            .error(span, format!("class \"{class}\" has no member type \"{n}\""));
    }

    /// The scope of class `ty` named before `::` (at `span`, a class template's
    /// instance); `None` when it is only declared, with nvcc's error unless `ty` is
    /// already an error (in a pattern, a substitution failure).
    pub fn qualifying_class_scope(&mut self, ty: crate::types::TypeId, span: crate::source::Span) -> Option<NsId> {
        self.require_complete_type(ty, span);
        let scope = self.class_scope(ty);
        if scope.is_none() && ty != crate::types::TypeId::ERROR {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
        }
        scope
    }

    /// What unqualified lookup of `name` finds from the current scope: how the parser
    /// classifies an identifier (a type, a template, a variable, ...).
    pub fn lookup(&self, name: Sym) -> Option<&Entity> {
        self.scopes.lookup(name)
    }

    /// The member `name` of namespace or class scope `ns`, including through its
    /// `using namespace` directives.
    pub fn lookup_in(&self, ns: NsId, name: Sym) -> Option<&Entity> {
        self.scopes.lookup_in(ns, name)
    }

    /// The declaration of `name` in the innermost scope only.
    pub fn lookup_current(&self, name: Sym) -> Option<&Entity> {
        self.scopes.lookup_current(name)
    }

    /// The declaration of `name` in the innermost enclosing namespace.
    pub fn lookup_file(&self, name: Sym) -> Option<&Entity> {
        self.scopes.lookup_file(name)
    }

    /// The innermost enclosing namespace (a class scope counts).
    pub fn current_namespace(&self) -> NsId {
        self.scopes.current_namespace()
    }

    /// The innermost enclosing namespace that is not a class scope.
    pub fn enclosing_namespace(&self) -> NsId {
        self.scopes.enclosing_namespace()
    }

    /// The class whose scope `ns` is, if it is a class scope.
    pub fn class_of_scope(&self, ns: NsId) -> Option<crate::types::TypeId> {
        self.scopes.class_of(ns)
    }

    /// Names of the namespaces from the global one down to `ns` (empty for global).
    pub fn namespace_path(&self, ns: NsId) -> Vec<String> {
        self.scopes.namespace_path(ns)
    }

    /// Whether parsing is in the global namespace itself.
    pub fn at_global_scope(&self) -> bool {
        self.scopes.at_global_scope()
    }

    /// Whether the innermost scope is a namespace scope (not a block).
    pub fn at_file_scope(&self) -> bool {
        self.scopes.at_file_scope()
    }
}
