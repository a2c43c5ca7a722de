//! Functions of the C runtime that Sema itself calls (`malloc`/`free` for `new` and
//! `delete`, `memset` to clear a large object): found in the global namespace, where
//! the prelude declares them.

use crate::il::{Expr, ExprKind, FnDeclId};
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::source::Span;

impl<'a> Sema<'a> {
    /// The global function `name` (its first overload), if declared.
    pub(in crate::sema) fn runtime_function(&mut self, name: &str) -> Option<FnDeclId> {
        let sym = self.interner.intern(name);
        match self.scopes.lookup_in(NsId::GLOBAL, sym) {
            Some(Entity::Funcs(set)) => set.first().copied(),
            _ => None,
        }
    }

    /// A call of runtime function `f` with `args`.
    pub(in crate::sema) fn runtime_call(&mut self, f: FnDeclId, args: Vec<&'a Expr<'a>>, span: Span) -> &'a Expr<'a> {
        let callee = self.mk(ExprKind::Func(f), self.func(f).ty, span, true);
        self.call(callee, Some(vec![f]), args, span, span)
    }
}
