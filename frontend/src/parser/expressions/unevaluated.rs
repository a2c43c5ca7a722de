//! Unevaluated operands (`sizeof e`, `decltype(e)`, `noexcept(e)`): parsed while Sema
//! knows it is inside one (see `sema::unevaluated`).

use crate::parser::Parser;

impl Parser<'_, '_> {
    /// Parses an unevaluated operand with `parse`.
    pub(in crate::parser) fn unevaluated_operand<R>(&mut self, parse: impl FnOnce(&mut Self) -> R) -> R {
        self.sema.enter_unevaluated();
        let r = parse(self);
        self.sema.leave_unevaluated();
        r
    }
}
