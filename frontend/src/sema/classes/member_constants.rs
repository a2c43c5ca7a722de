//! `static const` integral data members initialized in their class (`static const int
//! N = 4;`): constants of the class scope, usable in constant expressions, with no
//! storage unless defined outside the class.

use crate::il::Expr;
use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// What `T C::name ...;` outside class `C` defines.
#[derive(Clone, Copy, Debug)]
pub enum StaticMemberDefined {
    /// A member constant (nothing to define).
    Constant,
    /// The static data member's variable.
    Var(crate::il::VarId),
}

impl<'a> Sema<'a> {
    /// The static data member `name` of `class` a definition outside the class names
    /// (at `span`); `None` after nvcc's error when the class has no such member.
    pub fn static_member_defined(&mut self, class: TypeId, name: Sym, span: Span) -> Option<StaticMemberDefined> {
        match self.class_member(class, name) {
            Some(Entity::EnumConst(..)) => Some(StaticMemberDefined::Constant),
            Some(Entity::Var(v)) => Some(StaticMemberDefined::Var(v)),
            _ => {
                let (c, n) = (self.types.display(class), self.interner.get(name).to_string());
                self.diags.error(span, format!("class \"{c}\" has no member \"{n}\""));
                None
            }
        }
    }

    /// Declares member constant `name` (at `span`) of integral type `ty` with the value
    /// of `e`, which must be an integer constant.
    pub fn declare_static_member_constant(&mut self, name: Sym, span: Span, ty: TypeId, e: &'a Expr<'a>) {
        if self.is_err(e) {
            return;
        }
        let value = if self.types.is_integer(e.ty) {
            self.const_int(e)
        } else {
            None
        };
        let Some(v) = value else {
            self.diags.error(e.span, "expression must have a constant value");
            return;
        };
        let ty = ty.unqualified();
        let v = self.wrap_to(v, ty);
        if self.scopes.lookup_current(name).is_some() {
            let n = self.interner.get(name).to_string();
            self.diags
                .error(span, format!("\"{n}\" has already been declared in the current scope"));
            return;
        }
        self.scopes.declare(name, Entity::EnumConst(v, ty));
    }
}
