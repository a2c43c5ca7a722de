//! The `explicit` specifier of constructors and conversion functions, also with a
//! condition (`explicit(bool)`, C++20: `explicit(!is_convertible_v<const U&, T>)`, as
//! CCCL's `pair` and `optional` write it under `-std=c++20`). The condition is a
//! constant expression; in a class template it may name the class's parameters (the
//! body is parsed per instance, where they are bound). A condition on a constructor
//! template's own parameters is only known per instance, which ptxc does not do yet.
//! The condition's meaning is Sema's (`Sema::explicit_condition`).

use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// The number of tokens of an `explicit` or `explicit(...)` specifier at token `n`.
    pub(in crate::parser) fn explicit_specifier_len_at(&self, n: usize) -> Option<usize> {
        let t = self.tok_at(n);
        if t.kind != K::Ident || self.text(t) != "explicit" {
            return None;
        }
        if self.peek_at(n + 1) != K::LParen {
            return Some(1);
        }
        let mut depth = 0usize;
        let mut i = n + 1;
        loop {
            match self.peek_at(i) {
                K::Eof => return None,
                K::LParen => depth += 1,
                K::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1 - n);
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// At `explicit`: the specifier, and whether it makes the function explicit (after
    /// an error in its condition, not explicit: the declaration itself stands).
    pub(in crate::parser) fn explicit_specifier(&mut self) -> PResult<bool> {
        self.bump();
        if self.peek() != K::LParen {
            return Ok(true);
        }
        self.bump();
        let trial = self.in_template_pattern.then(|| self.begin_trial());
        let e = self.nested(|p| p.expr());
        let failed = trial.is_some_and(|t| self.end_trial(t));
        let e = e?;
        self.expect(K::RParen, ")")?;
        Ok(self.sema.explicit_condition(e, failed, self.in_template_pattern))
    }
}
