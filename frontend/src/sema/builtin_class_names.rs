//! CUDA's headers declare `__half` and `__nv_bfloat16` as classes; ptxc's are built-in
//! types (`cuda_fp16.h`, `cuda_bf16.h`). Libraries that only need the name forward-declare
//! the class (`struct __half;`, Thrust's `is_trivially_relocatable.h`), before or after the
//! header. Such a forward declaration names the built-in type, so the two declarations of
//! the name agree as they do under nvcc.

use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::{TypeId, TypeKind};

/// The names CUDA gives a class and ptxc a built-in type, with that type.
const BUILTIN_CLASS_NAMES: [(&str, TypeId); 2] = [("__half", TypeId::HALF), ("__nv_bfloat16", TypeId::BF16)];

impl Sema<'_> {
    /// The built-in type a class-key forward declaration of `name` names (`struct __half;`
    /// after `<cuda_fp16.h>`), if `name` is one of CUDA's classes ptxc builds in and is
    /// declared as that type in the current scope.
    pub fn forward_declared_builtin_class(&self, name: Sym) -> Option<TypeId> {
        let (_, builtin) = BUILTIN_CLASS_NAMES
            .iter()
            .find(|(n, _)| *n == self.interner.get(name))?;
        match self.scopes.lookup_current(name) {
            Some(Entity::Typedef(ty)) if ty == builtin => Some(*builtin),
            _ => None,
        }
    }

    /// Whether `typedef <new> name;` may replace `old`: `old` is the incomplete class a
    /// forward declaration made (`struct __half;` before `<cuda_fp16.h>`) and `new` the
    /// built-in type of that name.
    pub(crate) fn builtin_replaces_forward_class(&self, name: Sym, old: TypeId, new: TypeId) -> bool {
        BUILTIN_CLASS_NAMES
            .iter()
            .any(|(n, builtin)| *n == self.interner.get(name) && *builtin == new)
            && matches!(self.types.kind(old), TypeKind::Record(_))
            && !self.types.is_complete(old)
    }
}
