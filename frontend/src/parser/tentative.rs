//! Tentative parses: a construct read one way to see whether it works (a type or an
//! expression, a template argument per instance), its diagnostics held back.

use crate::parser::Parser;

impl Parser<'_, '_> {
    /// Runs `parse` with its diagnostics held back; also whether it reported an error
    /// (the diagnostics are dropped either way).
    pub(in crate::parser) fn tentatively<R>(&mut self, parse: impl FnOnce(&mut Self) -> R) -> (R, bool) {
        let trial = self.begin_trial();
        let r = parse(self);
        let failed = self.end_trial(trial);
        (r, failed)
    }
}
