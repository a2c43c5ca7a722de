//! Block scopes (a compound statement, a condition, a loop body, a template's
//! parameters): names declared in one are visible until it is left.

use crate::sema::Sema;

impl Sema<'_> {
    /// Opens a block scope.
    pub fn enter_block_scope(&mut self) {
        self.scopes.push();
    }

    /// Closes the innermost block scope.
    pub fn leave_block_scope(&mut self) {
        self.scopes.pop();
    }
}
