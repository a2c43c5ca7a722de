//! Translation of frontend types to IR types.
//!
//! C values and C objects differ for `bool`: a `bool` value is an `i1`,
//! a `bool` object in memory is an `i8` (as Clang and NVVM do). Pointers
//! are opaque; address spaces are attached later by the address-space
//! passes, so every frontend pointer becomes generic `ptr` here.

use ptxc_frontend::types::{TypeId, TypeKind, TypeTable};
use ptxc_ir::{Module, Type};

/// Maps frontend types to IR types for one module.
pub struct TypeLowering<'t> {
    pub table: &'t TypeTable,
}

impl<'t> TypeLowering<'t> {
    pub fn new(table: &'t TypeTable) -> Self {
        TypeLowering { table }
    }

    /// IR type of a value of frontend type `ty` (bool -> i1).
    pub fn value_type(&self, m: &mut Module, ty: TypeId) -> Type {
        match self.table.kind(ty) {
            TypeKind::Bool => m.types.i1(),
            _ => self.mem_type(m, ty),
        }
    }

    /// IR type of an object of frontend type `ty` in memory (bool -> i8).
    pub fn mem_type(&self, m: &mut Module, ty: TypeId) -> Type {
        match self.table.kind(ty).clone() {
            TypeKind::Void | TypeKind::Error => m.types.void(),
            TypeKind::Bool | TypeKind::Char | TypeKind::SChar | TypeKind::UChar => m.types.i8(),
            TypeKind::Short | TypeKind::UShort => m.types.int(16),
            TypeKind::Int | TypeKind::UInt => m.types.i32(),
            TypeKind::Long | TypeKind::ULong | TypeKind::LongLong | TypeKind::ULongLong => m.types.i64(),
            TypeKind::Float => m.types.float(),
            TypeKind::Double => m.types.double(),
            TypeKind::Pointer { .. } => m.types.ptr(0),
            TypeKind::Array { elem, len } => {
                let e = self.mem_type(m, elem);
                m.types.array(e, len)
            }
            TypeKind::Function { ret, params, variadic } => {
                let r = self.value_type(m, ret);
                let ps = params.iter().map(|&p| self.value_type(m, p)).collect();
                m.types.function(r, ps, variadic)
            }
            // The IL grows by adding kinds; anything not yet lowered is a byte.
            #[allow(unreachable_patterns)]
            _ => m.types.i8(),
        }
    }

    /// Whether values of `ty` are narrower than 32 bits and need `signext`/`zeroext`
    /// on parameters and returns (the NVVM verifier rejects them otherwise).
    /// Returns Some(true) for sign extension, Some(false) for zero extension.
    pub fn narrow_int_ext(&self, ty: TypeId) -> Option<bool> {
        match self.table.kind(ty) {
            TypeKind::Bool | TypeKind::UChar | TypeKind::UShort => Some(false),
            TypeKind::Char | TypeKind::SChar | TypeKind::Short => Some(true),
            _ => None,
        }
    }

    /// Alignment in bytes of an object of type `ty`.
    pub fn align(&self, ty: TypeId) -> u32 {
        self.table.align_of(ty).max(1) as u32
    }
}
