//! `typedef` declarations: the name is declared for its type in the current scope, and
//! a `typedef` of an unnamed class or enumeration names it for linkage (it is mangled by
//! that name, as nvcc does).

use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

impl Sema<'_> {
    /// `typedef ... name;` declaring `name` (at `span`) for `ty`. `names_tag`: the
    /// declarator is the plain name, so an unnamed class or enumeration (`is_enum`)
    /// that `ty` is takes `name` for linkage.
    pub fn declare_typedef(&mut self, name: Sym, span: Span, ty: TypeId, names_tag: bool, is_enum: bool) {
        if !self.check_member_not_named_as_class(name, span) {
            return;
        }
        if let Some(Entity::Typedef(old) | Entity::Enum(old)) = self.scopes.lookup_current(name) {
            if *old != ty && !self.builtin_replaces_forward_class(name, *old, ty) {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("typedef \"{n}\" redefined with a different type"));
            }
        } else if self.scopes.lookup_current(name).is_some() {
            let n = self.interner.get(name).to_string();
            self.diags
                .error(span, format!("\"{n}\" has already been declared in the current scope"));
        }
        let entity = if is_enum && names_tag {
            let n = self.interner.get(name).to_string();
            self.types.name_anonymous_enum(ty, &n);
            Entity::Enum(ty)
        } else {
            if names_tag {
                let n = self.interner.get(name).to_string();
                self.types.name_anonymous_record(ty, &n);
            }
            Entity::Typedef(ty)
        };
        self.scopes.declare(name, entity);
    }
}
