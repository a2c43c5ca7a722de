//! `typedef` declarations: the name is declared for its type in the current scope, and
//! a `typedef` of an unnamed class or enumeration names it for linkage (it is mangled by
//! that name, as nvcc does).

use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

impl Sema<'_> {
    /// The undeclared name `name` (at `span`) written where a type belongs: nvcc's
    /// error, and `name` declared as the error type in the current scope so its other
    /// uses report nothing more.
    pub fn assume_undeclared_type(&mut self, name: Sym, span: Span) {
        let text = self.interner.get(name).to_string();
        self.diags.undefined(span, "identifier", &text);
        self.declare_name(name, Entity::Typedef(TypeId::ERROR));
    }

    /// `using name = ty;` (`name` at `span`): declares `name` for `ty` in the current
    /// scope; a redeclaration naming the same type is allowed, another is nvcc's error.
    pub fn act_on_alias_declaration(&mut self, name: Sym, span: Span, ty: TypeId) {
        if let Some(old) = self.scopes.lookup_current(name) {
            let same = matches!(old, Entity::Typedef(t) | Entity::Enum(t) if *t == ty);
            if !same {
                let text = self.interner.get(name).to_string();
                self.diags.error(
                    span,
                    format!("\"{text}\" has already been declared in the current scope"),
                );
                return;
            }
        }
        self.declare_name(name, Entity::Typedef(ty));
    }

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
