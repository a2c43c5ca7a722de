//! Delegating constructors (`S(int a) : S(a, 0) {}`): the target constructor
//! initializes the whole object (no member initializers or default member initializers
//! of this constructor run), then this constructor's body runs.

use crate::il::{Stmt, StmtKind};
use crate::source::Span;

use crate::sema::decl::InitSyn;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The call of the constructor a delegating constructor names, on `*this`.
    pub fn delegated_construction(&mut self, span: Span, init: &InitSyn<'a>) -> Option<Stmt<'a>> {
        let object = self.this_object(span)?;
        let args = self.constructor_arguments(object.ty, init)?;
        let call = self.construct(object, args, span, span)?;
        if self.is_err(call) {
            return None;
        }
        Some(Stmt {
            kind: StmtKind::Expr(call),
            span,
        })
    }
}
