//! The implicitly declared copy and move assignment operators ([class.copy.assign]):
//! a class gets them unless it declares a copy or move assignment itself. An `operator=`
//! from another type (`H& operator=(const __half&)`, CUTLASS's `half_t`) or a template
//! does not suppress them, so `h = H(x)` still assigns memberwise.

use crate::sema::Sema;
use crate::types::TypeId;

impl Sema<'_> {
    /// Whether `class` itself declares a copy or move assignment operator: a non-template
    /// `operator=` whose one parameter is the class, or a reference to it.
    pub(crate) fn declares_copy_or_move_assignment(&self, class: TypeId) -> bool {
        let class = class.unqualified();
        let op = self.interner.lookup("operator=");
        // A member template `operator=` is never a copy assignment ([class.copy.assign]/1),
        // but the ordinary ones beside it are.
        let Some(set) = op.and_then(|op| self.ordinary_member_functions(class, op)) else {
            return false;
        };
        set.iter().any(|&f| {
            let params = self
                .types
                .fn_sig(self.func(f).ty)
                .map(|(_, p, _)| p.to_vec())
                .unwrap_or_default();
            // `this` comes first in the IL signature of a member.
            params.len() == 2 && {
                // A reference parameter is a pointer in the IL signature.
                let p = params[1];
                let target = self.types.pointee(p).or_else(|| self.types.referee(p)).unwrap_or(p);
                target.unqualified() == class
            }
        })
    }

    /// Whether `l = r` uses the implicit copy or move assignment of `l`'s class: `r` is
    /// of that class and the class declares neither itself.
    pub(crate) fn uses_implicit_assignment(&self, l: TypeId, r: TypeId) -> bool {
        let class = self.types.referee(l).unwrap_or(l).unqualified();
        self.types.is_record(class)
            && self.types.referee(r).unwrap_or(r).unqualified() == class
            && !self.declares_copy_or_move_assignment(class)
    }
}
