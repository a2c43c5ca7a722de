//! `x->m` on an object of class type ([over.ref]): `x.operator->()`, applied again to
//! what that returns while it is an object of class type, down to a pointer.

use crate::il::Expr;

use crate::sema::Sema;

/// A chain of classes whose `operator->` returns the next is followed this far, so a
/// class returning itself by value cannot loop.
const MAX_ARROW_CHAIN: usize = 32;

impl<'a> Sema<'a> {
    /// The object expression `e->` designates: `e` itself unless it is of class type,
    /// else the result of its `operator->` chain.
    pub fn build_arrow(&mut self, mut e: &'a Expr<'a>) -> &'a Expr<'a> {
        let name = self.interner.intern("operator->");
        for _ in 0..MAX_ARROW_CHAIN {
            if !self.types.is_record(e.ty) {
                break;
            }
            self.require_complete_type(e.ty, e.span);
            let Some(set) = self.member_functions(e, false, name) else {
                break;
            };
            let Some(object) = self.member_object(e, false) else {
                break;
            };
            e = self.method_call(object, &set, Vec::new(), e.span, e.span);
        }
        e
    }
}
