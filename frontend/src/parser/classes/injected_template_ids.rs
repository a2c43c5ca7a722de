//! A constructor or destructor of a class template declared with the class's template
//! arguments, `B<T, N>(int)` and `~B<T, N>()` inside `template <class T, int N> struct B`:
//! C++17 accepts the injected-class-name written as a template-id there
//! ([class.ctor]/1 before C++20's P1787), as g++ and nvcc do; it names the class itself.

use crate::parser::Parser;
use crate::token::TokenKind as K;

impl<'a> Parser<'_, 'a> {
    /// The length of `<...>` at offset `n` when `(` follows it (a constructor's or
    /// destructor's parameter list), else 0.
    pub(in crate::parser) fn injected_template_id_len_at(&self, n: usize) -> usize {
        if self.peek_at(n) != K::Lt {
            return 0;
        }
        let end = self.after_angle_brackets(n);
        match self.peek_at(end) == K::LParen {
            true => end - n,
            false => 0,
        }
    }

    /// Skips the template arguments after the class's own name in a constructor or
    /// destructor declarator.
    pub(in crate::parser) fn skip_injected_template_args(&mut self) {
        for _ in 0..self.injected_template_id_len_at(0) {
            self.bump();
        }
    }
}
