//! `decltype(auto)` results ([dcl.type.auto.deduct]/5): the result type is `decltype` of
//! the first returned expression, so an unparenthesized name gives its declared type
//! (`return x;` of a local returns a copy), and any other lvalue a reference
//! (`return *this;`, `return (x);`, `return get<0>(t);` keeping the call's `T&`), an
//! xvalue an rvalue reference. CuTe writes its accessors this way. Later returns convert
//! to the result, as after `auto&`.

use crate::il::{Expr, FnDeclId};
use crate::types::{TypeId, TypeKind};

use crate::sema::conversions::standard::ConvCtx;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The placeholder `decltype(auto)`.
    pub fn decltype_auto_type(&mut self) -> TypeId {
        self.types.intern(TypeKind::DecltypeAuto)
    }

    /// Whether `ty` is the undeduced placeholder `decltype(auto)`.
    pub fn is_decltype_auto(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::DecltypeAuto)
    }

    /// The first `return [value];` of `f` declared `decltype(auto)`; `named` when the
    /// value was written as an unparenthesized name.
    pub(super) fn deduce_decltype_result(
        &mut self,
        f: FnDeclId,
        value: Option<&'a Expr<'a>>,
        named: bool,
    ) -> Option<&'a Expr<'a>> {
        let Some(e) = value.filter(|e| !self.types.is_void(e.ty)) else {
            self.set_declared_result(f, TypeId::VOID);
            return value;
        };
        let declared = self.decltype_type(e, named, named);
        self.set_declared_result(f, declared);
        if self.types.referee(declared).is_some() {
            return Some(self.bind_reference_to(e, declared));
        }
        Some(self.convert(e, declared.unqualified(), ConvCtx::Return))
    }
}
