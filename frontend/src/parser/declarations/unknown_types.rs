//! Recovery from undeclared type names. `Vec3 v;` or `void k(Foo* f)` with the
//! type never declared is reported once, as nvcc reports it ("identifier "Vec3"
//! is undefined"); the name then stands for the error type in the current
//! scope, so the declaration is still parsed and its uses add no follow-on
//! errors, while the rest of the function is still checked.

use crate::sema::classify_name::NameKind;
use crate::token::TokenKind as K;

use crate::parser::Parser;

impl Parser<'_, '_> {
    /// Whether the token `k` ahead is an undeclared name used as a type: followed by a
    /// name, or by `*`/`&` and then a name.
    pub(in crate::parser) fn at_unknown_type_at(&self, k: usize) -> bool {
        let next = self.peek_at(k + 1);
        let names_something = next == K::Ident || (matches!(next, K::Star | K::Amp) && self.peek_at(k + 2) == K::Ident);
        self.peek_at(k) == K::Ident
            && names_something
            && self.text(self.tok_at(k)) != "operator"
            && self.classify(self.tok_at(k).text) == NameKind::Unknown
    }

    /// Reports the undeclared type name at the current token and declares it as the
    /// error type in the current scope (the token is left for the declaration).
    pub(in crate::parser) fn assume_unknown_type(&mut self) {
        let name = self.tok();
        self.sema.assume_undeclared_type(name.text, name.span);
    }
}
