//! Block scopes the grammar opens: a compound statement, a statement's condition and
//! body (`if`, `while`, `for`, `switch`), a loop body. Names declared in one are gone
//! when it ends.

use crate::parser::Parser;

impl Parser<'_, '_> {
    /// Parses with `parse` in a new block scope.
    pub(in crate::parser) fn in_block_scope<R>(&mut self, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.sema.enter_block_scope();
        let r = parse(self);
        self.sema.leave_block_scope();
        r
    }
}
