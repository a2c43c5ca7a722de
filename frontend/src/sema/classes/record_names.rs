//! Names that denote classes where the parser needs one: a record named by a qualified
//! elaborated name (`struct ns::S* p`), a class name (for a constructor `S::S(`), the
//! base or class an object's member access is qualified by (`o.B::m`).

use crate::il::Expr;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// The record `ns::name` (`name` at `span`) of a qualified elaborated type specifier;
    /// `None` after nvcc's error when `ns` has no such class.
    pub fn qualified_record(&mut self, ns: NsId, name: Sym, span: Span) -> Option<TypeId> {
        match self.lookup_in(ns, name) {
            Some(&Entity::Typedef(ty)) if self.types.is_record(ty) => Some(ty),
            _ => {
                self.no_member_in_namespace(ns, name, span);
                None
            }
        }
    }

    /// Whether unqualified `name` names a class (a type with a class scope).
    pub fn names_class(&self, name: Sym) -> bool {
        matches!(self.lookup(name), Some(Entity::Typedef(ty)) if self.class_scope(*ty).is_some())
    }

    /// The subobject of object `e` (reached through a pointer with `arrow`) that a
    /// member access qualified by class `ty` (at `span`) looks in; `None` when `e` is no
    /// object of a class ([`Sema::member_object`]).
    pub fn qualified_member_base(
        &mut self,
        e: &'a Expr<'a>,
        arrow: bool,
        ty: TypeId,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let obj = self.member_object(e, arrow)?;
        Some(self.qualified_member_object(obj, ty, span))
    }
}
