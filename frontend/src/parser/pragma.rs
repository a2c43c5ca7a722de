//! `#pragma unroll [count]`, which the preprocessor leaves in the token stream as
//! `PragmaUnroll count-tokens PragmaEnd`. The hint applies to the loop that follows; in
//! front of anything else it is dropped with nvcc's warning.

use crate::il::{Stmt, StmtKind};
use crate::source::Span;
use crate::token::TokenKind as K;

use super::{PResult, Parser};

/// nvcc's warning for a pragma that is not followed by a loop.
const NOT_BEFORE_LOOP: &str = "the #pragma unroll must precede a loop";

impl<'a> Parser<'a> {
    /// At `PragmaUnroll` in statement position: the next statement, marked with the hint
    /// when it is a loop.
    pub(super) fn unroll_pragma_statement(&mut self) -> PResult<&'a Stmt<'a>> {
        let (span, count) = self.unroll_pragma();
        let body = self.statement()?;
        if !matches!(
            body.kind,
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
        ) {
            self.sema.diags.warning(span, NOT_BEFORE_LOOP);
            return Ok(body);
        }
        let Some(count) = count else { return Ok(body) };
        Ok(self.sema.stmt(StmtKind::Unroll { count, body }, body.span))
    }

    /// A pragma where no statement may follow (file scope): skipped with the warning.
    pub(super) fn stray_unroll_pragma(&mut self) {
        let (span, _) = self.unroll_pragma();
        self.sema.diags.warning(span, NOT_BEFORE_LOOP);
    }

    /// Reads `PragmaUnroll [count] PragmaEnd`: the pragma's position and its count
    /// (`Some(0)` for a bare `#pragma unroll`, meaning "unroll fully"; `None` after an
    /// error in the count).
    fn unroll_pragma(&mut self) -> (Span, Option<u32>) {
        let span = self.bump().span;
        let mut count = Some(0);
        if self.peek() != K::PragmaEnd {
            count = match self.nested(|p| p.conditional_expr()) {
                Ok(e) if self.sema.is_err(e) => None,
                Ok(e) => match self.sema.const_int(e).map(u32::try_from) {
                    Some(Ok(n)) if n > 0 => Some(n),
                    _ => {
                        let msg = "the argument of #pragma unroll must be a positive integral constant";
                        self.sema.diags.error(e.span, msg);
                        None
                    }
                },
                Err(_) => None,
            };
        }
        // Anything left of the pragma line is skipped.
        while !matches!(self.peek(), K::PragmaEnd | K::Eof) {
            self.bump();
        }
        if self.peek() == K::PragmaEnd {
            self.bump();
        }
        (span, count)
    }
}
