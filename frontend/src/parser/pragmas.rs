//! Pragmas the parser acts on. The preprocessor leaves them in the token stream as a
//! marker, the operand tokens and `PragmaEnd`.
//!
//! - `#pragma unroll [count]` (`PragmaUnroll`): the hint applies to the loop that follows;
//!   in front of anything else it is dropped with nvcc's warning.
//! - `#pragma pack(...)` (`PragmaPack`), GCC's and nvcc's forms: `pack(N)` caps the
//!   alignment of the members of records defined afterwards at `N` (a power of two),
//!   `pack()` (or `pack(0)`) removes the cap, `pack(push[, id][, N])` saves the current
//!   cap (then sets `N`), `pack(pop[, id])` restores the saved one (the one pushed with
//!   `id`). It may appear wherever a declaration or a statement may. The operands are
//!   read here; what they do to the state is `sema::pragma_pack`'s.

use crate::il::{Stmt, StmtKind};
use crate::source::Span;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};
use crate::sema::pragma_pack::{PackOperand, PACK_IGNORED};

/// nvcc's warning for a pragma that is not followed by a loop.
const NOT_BEFORE_LOOP: &str = "the #pragma unroll must precede a loop";

impl<'a> Parser<'_, 'a> {
    /// At `PragmaUnroll` in statement position: the next statement, marked with the hint
    /// when it is a loop.
    pub(in crate::parser) fn unroll_pragma_statement(&mut self) -> PResult<&'a Stmt<'a>> {
        let (span, count) = self.unroll_pragma();
        let body = self.statement()?;
        if !matches!(
            body.kind,
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
        ) {
            self.warning_at(span, NOT_BEFORE_LOOP);
            return Ok(body);
        }
        let Some(count) = count else { return Ok(body) };
        Ok(self.stmt(StmtKind::Unroll { count, body }, body.span))
    }

    /// A pragma where no statement may follow (file scope): skipped with the warning.
    pub(in crate::parser) fn stray_unroll_pragma(&mut self) {
        let (span, _) = self.unroll_pragma();
        self.warning_at(span, NOT_BEFORE_LOOP);
    }

    /// Reads `PragmaUnroll [count] PragmaEnd`: the pragma's position and its count
    /// (`Some(0)` for a bare `#pragma unroll`, meaning "unroll fully"; `None` after an
    /// error in the count).
    fn unroll_pragma(&mut self) -> (Span, Option<u32>) {
        let span = self.bump().span;
        let mut count = Some(0);
        if self.peek() != K::PragmaEnd {
            count = match self.nested(|p| p.conditional_expr()) {
                Ok(e) => self.sema.unroll_count(e),
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

impl<'a> Parser<'_, 'a> {
    /// At `PragmaPack` (any position a declaration or statement may start): applies it.
    pub(in crate::parser) fn pack_pragma(&mut self) {
        let marker = self.bump().span;
        let mut operands = Vec::new();
        let mut well_formed = self.eat(K::LParen);
        if !well_formed {
            self.warning_at(marker, "expected a \"(\"");
        }
        while well_formed && !matches!(self.peek(), K::RParen | K::PragmaEnd | K::Eof) {
            match self.pack_operand() {
                Some(op) => operands.push(op),
                None => well_formed = false,
            }
            if well_formed && !self.eat(K::Comma) && self.peek() != K::RParen {
                self.warning_at(self.tok().span, PACK_IGNORED);
                well_formed = false;
            }
        }
        if well_formed && !self.eat(K::RParen) {
            self.warning_at(self.tok().span, PACK_IGNORED);
            well_formed = false;
        }
        while !matches!(self.peek(), K::PragmaEnd | K::Eof) {
            self.bump();
        }
        self.eat(K::PragmaEnd);
        if well_formed {
            self.sema.act_on_pragma_pack(&mut self.pack, &operands, marker);
        }
    }

    /// `push`, `pop`, an identifier or an alignment (an integer constant: a power of two,
    /// or 0 for none); `None` after an error (reported).
    fn pack_operand(&mut self) -> Option<PackOperand> {
        let t = self.tok();
        if t.kind == K::Ident {
            self.bump();
            return Some(match self.text(t) {
                "push" => PackOperand::Push,
                "pop" => PackOperand::Pop,
                _ => PackOperand::Name(t.text, t.span),
            });
        }
        let e = self.nested(|p| p.conditional_expr()).ok()?;
        self.sema.pack_alignment(e).map(PackOperand::Value)
    }
}
