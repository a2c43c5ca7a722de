//! Scanning a declaration's tokens ahead of parsing it, a `<` opens a template argument
//! list only after a template's name ([temp.names]/3). After a number, a `)`, a value
//! (a non-type template parameter, a variable) or a member of a dependent class named
//! without `template` (`R<a, b>::den < R<x, y>::num`, CuTe's integral_ratio.hpp) it is
//! the less-than operator, so `bc<R<a,b>::den < R<x,y>::num> f(...)` still finds `f(`.

use crate::parser::Parser;
use crate::token::TokenKind as K;

impl<'a> Parser<'_, 'a> {
    /// Whether the `<` at offset `k` is a less-than operator rather than the start of a
    /// template argument list, judged from the tokens before it.
    pub(in crate::parser) fn less_than_at(&self, k: usize) -> bool {
        let Some(at) = (self.pos + k).checked_sub(1) else {
            return false;
        };
        let prev = &self.toks[at];
        match prev.kind {
            K::Number | K::RParen => true,
            K::Ident => {
                let names = self.pattern_value_params.iter().map(|(n, _)| *n);
                let values: Vec<_> = names.chain(self.head_value_params.iter().copied()).collect();
                if self.sema.less_than_follows(prev.text, &values) {
                    return true;
                }
                // `X<T>::name <`: a member of a class template's instance, not marked
                // as a template by `template`.
                at >= 2 && self.toks[at - 1].kind == K::ColonColon && matches!(self.toks[at - 2].kind, K::Gt | K::Shr)
            }
            _ => false,
        }
    }
}
