//! `Base(derived)`: the implicit copy (or move) constructor of a class initializes it
//! from an object of a class derived from it, binding `const Base&` to the base
//! subobject ([over.ics.ref]: a derived-to-base conversion, a standard conversion). It
//! beats declared constructors that need a user-defined conversion of the argument
//! (`explicit Base(float)` through `operator float`), so CUTLASS's
//! `Derived(Derived const& x) : Base(x) {}` copies the base.

use crate::il::{Expr, FnDeclId};
use crate::sema::Sema;
use crate::source::Span;

impl<'a> Sema<'a> {
    /// Initializes `object` from `arg` of a class derived from `object`'s by the implicit
    /// copy constructor, when the class declares no constructor taking a reference `arg`
    /// binds directly (a copy or move constructor, or one from the derived class, which
    /// overload resolution must weigh); `None` otherwise.
    pub(crate) fn implicit_copy_from_derived(
        &mut self,
        object: &'a Expr<'a>,
        ctors: &[FnDeclId],
        arg: &'a Expr<'a>,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let class = object.ty.unqualified();
        let from = self.types.referee(arg.ty).unwrap_or(arg.ty).unqualified();
        if !self.types.is_record(from) || from == class || self.base_path(from, class).is_none() {
            return None;
        }
        // Only a reference the argument binds directly competes (to the class, the
        // derived class or a class between them); a pointer to a class (`TensorRef(T* p,
        // Layout l)` with `T` a class) or a reference to another class does not.
        let takes_class_reference = ctors.iter().any(|&f| {
            let first = self
                .facts(f)
                .method
                .and_then(|m| self.types.fn_sig(m.declared).and_then(|(_, p, _)| p.first().copied()));
            first.and_then(|p| self.types.referee(p)).is_some_and(|r| {
                let r = r.unqualified();
                r == class || r == from || self.base_path(from, r).is_some()
            })
        });
        if takes_class_reference {
            return None;
        }
        let value = self.derived_to_base(arg, class)?;
        Some(self.whole_object_copy(object, value, span))
    }
}
