//! `if constexpr (c) A else B` (C++17): the condition is a constant
//! expression, and the branch it does not take is a discarded statement. In a
//! template instance the discarded branch may be ill-formed for these template
//! arguments (that is why it is written), so its tokens are skipped without
//! being analysed; the statement is the taken branch alone. The condition's value is
//! Sema's (`Sema::constexpr_if_condition`).

use crate::il::{Stmt, StmtKind};
use crate::parser::{PResult, Parser, Recover};
use crate::source::Span;
use crate::token::TokenKind as K;

impl<'a> Parser<'_, 'a> {
    /// The rest of `if constexpr` after the keywords (at `span`).
    pub(super) fn if_constexpr(&mut self, span: Span) -> PResult<&'a Stmt<'a>> {
        self.expect(K::LParen, "(")?;
        let c = self.nested(|p| p.expr())?;
        self.expect(K::RParen, ")")?;
        let taken_first = self.sema.constexpr_if_condition(c);
        let mut taken = None;
        if taken_first {
            taken = Some(self.scoped_statement()?);
        } else {
            self.skip_statement()?;
        }
        if self.eat(K::KwElse) {
            if taken_first {
                self.skip_statement()?;
            } else {
                taken = Some(self.scoped_statement()?);
            }
        }
        let end = self.prev_span();
        Ok(taken.unwrap_or_else(|| self.stmt(StmtKind::Empty, span.to(end))))
    }

    /// Skips one statement's tokens: a block, a selection or loop statement with
    /// its parts, or tokens up to the `;` outside brackets.
    fn skip_statement(&mut self) -> PResult<()> {
        match self.peek() {
            K::LBrace => self.skip_balanced(K::LBrace, K::RBrace),
            K::KwIf => {
                self.bump();
                self.eat(K::KwConstexpr);
                self.skip_balanced(K::LParen, K::RParen)?;
                self.skip_statement()?;
                if self.eat(K::KwElse) {
                    self.skip_statement()?;
                }
                Ok(())
            }
            K::KwFor | K::KwWhile | K::KwSwitch => {
                self.bump();
                self.skip_balanced(K::LParen, K::RParen)?;
                self.skip_statement()
            }
            K::KwDo => {
                self.bump();
                self.skip_statement()?;
                self.expect(K::KwWhile, "while")?;
                self.skip_balanced(K::LParen, K::RParen)?;
                self.expect(K::Semi, ";").map(|_| ())
            }
            _ => {
                let mut depth = 0usize;
                loop {
                    match self.peek() {
                        K::Eof => {
                            self.error_here("expected a \";\"");
                            return Err(Recover);
                        }
                        K::Semi if depth == 0 => {
                            self.bump();
                            return Ok(());
                        }
                        K::LParen | K::LBracket | K::LBrace => depth += 1,
                        K::RParen | K::RBracket | K::RBrace => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    self.bump();
                }
            }
        }
    }

    /// Skips `open ... close` with nested pairs of the same kind.
    fn skip_balanced(&mut self, open: K, close: K) -> PResult<()> {
        self.expect(open, if open == K::LBrace { "{" } else { "(" })?;
        let mut depth = 1usize;
        while depth > 0 {
            let k = self.peek();
            if k == K::Eof {
                self.error_here(if close == K::RBrace {
                    "expected a \"}\""
                } else {
                    "expected a \")\""
                });
                return Err(Recover);
            }
            if k == open {
                depth += 1;
            } else if k == close {
                depth -= 1;
            }
            self.bump();
        }
        Ok(())
    }
}
