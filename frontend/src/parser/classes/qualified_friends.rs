//! Friend declarations naming a function declared elsewhere by a qualified name:
//! `friend int ns::f(int);`, `template <class T> friend R ns::g(T) noexcept;`,
//! `friend bool ns::operator==(A, A);`. They only grant that function access, which
//! ptxc does not check, and declare nothing new, so they are skipped.

use crate::token::TokenKind as K;

use crate::parser::Parser;

/// How far back from a declarator's `(` the `operator` of an operator function's
/// name may be (`operator==`, `operator()`, `operator""sv`).
const OPERATOR_NAME_TOKENS: usize = 3;

impl<'a> Parser<'_, 'a> {
    /// At the specifiers of a friend declaration (after `friend`, or the template
    /// header of a friend template): skips it through its `;` when it names a
    /// function by a qualified name.
    pub(in crate::parser) fn skip_qualified_friend_function(&mut self) -> bool {
        let Some(paren) = self.declarator_paren_at() else {
            return false;
        };
        if paren < 2 {
            return false;
        }
        // The declarator's name: an identifier before `(`, or an operator's name.
        let operator = (1..=OPERATOR_NAME_TOKENS.min(paren - 1))
            .map(|back| paren - back)
            .find(|&k| self.peek_at(k) == K::Ident && self.text(self.tok_at(k)) == "operator");
        let name = match operator {
            Some(k) => k,
            None if self.peek_at(paren - 1) == K::Ident => paren - 1,
            None => return false,
        };
        if name == 0 || self.peek_at(name - 1) != K::ColonColon {
            return false;
        }
        // Through the `;` that ends the declaration (after its parameters, any
        // `noexcept(...)` or trailing return type).
        loop {
            match self.peek() {
                K::Eof => return true,
                K::LParen => self.skip_parens(),
                K::LBrace => {
                    self.skip_braces();
                    return true;
                }
                K::Semi => {
                    self.bump();
                    return true;
                }
                _ => {
                    self.bump();
                }
            }
        }
    }
}
