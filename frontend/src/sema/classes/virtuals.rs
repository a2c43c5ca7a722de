//! Virtual functions (placeholder, filled in by the vtable work).

use crate::il::Expr;
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Reports (and returns true) when `ty` is an abstract class.
    pub fn check_abstract(&mut self, _ty: TypeId, _span: Span) -> bool {
        false
    }

    /// `delete` of an object whose class has a virtual destructor: the deleting
    /// destructor called through the vtable.
    pub fn virtual_delete(&mut self, _obj: &'a Expr<'a>, _span: Span) -> Option<&'a Expr<'a>> {
        None
    }
}
