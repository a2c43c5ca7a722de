//! The types the parser builds from what it read (`T*`, `T&`, `T&&`, `T[n]`, a
//! template parameter's placeholder, a pack expansion, a `noexcept` function type), as
//! Sema actions, and the type table, read only, for the parser's questions about a type
//! it holds (is it a record, its alignment, its spelling in a message).

use crate::sema::Sema;
use crate::types::{TypeId, TypeKind, TypeTable};

impl Sema<'_> {
    /// The type table, for queries; the parser changes it only through Sema actions.
    pub fn types(&self) -> &TypeTable {
        &self.types
    }

    /// The type `kind` describes, made once.
    pub fn intern_type(&mut self, kind: TypeKind) -> TypeId {
        self.types.intern(kind)
    }

    /// `pointee*`.
    pub fn pointer_to(&mut self, pointee: TypeId) -> TypeId {
        self.types.pointer_to(pointee)
    }

    /// `referee&`.
    pub fn lvalue_ref_to(&mut self, referee: TypeId) -> TypeId {
        self.types.lvalue_ref_to(referee)
    }

    /// `referee&&`.
    pub fn rvalue_ref_to(&mut self, referee: TypeId) -> TypeId {
        self.types.rvalue_ref_to(referee)
    }

    /// `elem[len]`.
    pub fn array_of(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.types.array_of(elem, len)
    }

    /// Function type `ty` with `noexcept`.
    pub fn with_noexcept(&mut self, ty: TypeId) -> TypeId {
        self.types.with_noexcept(ty)
    }
}
