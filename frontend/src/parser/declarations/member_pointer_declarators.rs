//! The `S::*` step of a declarator (`int S::*p`, `float (S::*f)(int) const`): recognising
//! it ahead of the nested-name-specifier, which otherwise starts a qualified name, and
//! reading the class it names.

use crate::parser::{PResult, Parser, Recover};
use crate::sema::classify_name::NameKind;
use crate::token::TokenKind as K;
use crate::types::{Quals, TypeId};

impl<'a> Parser<'_, 'a> {
    /// Whether the tokens from offset `at` are `[::] name :: [name ::]... *`.
    pub(in crate::parser) fn member_pointer_ahead(&self, at: usize) -> bool {
        let mut i = at;
        if self.peek_at(i) == K::ColonColon {
            i += 1;
        }
        let mut names = 0;
        while self.peek_at(i) == K::Ident && self.peek_at(i + 1) == K::ColonColon {
            names += 1;
            i += 2;
        }
        names > 0 && self.peek_at(i) == K::Star
    }

    /// Consumes `S::*` (after [`Parser::member_pointer_ahead`]) and returns the class `S`.
    pub(in crate::parser) fn member_pointer_class(&mut self) -> PResult<TypeId> {
        let start = self.span();
        if self.peek() == K::Ident && self.peek_at(2) == K::Star {
            // `C::*` with `C` a type name: also a template's type parameter.
            if let NameKind::Type(ty) = self.classify(self.tok().text) {
                let star = self.tok_at(2).span;
                let ty = self.sema.member_pointer_class_type(ty, start.to(star)).ok_or(Recover)?;
                self.bump();
                self.bump();
                self.bump();
                return Ok(ty);
            }
        }
        let scope = self.nested_name_specifier(false)?;
        let star = self.expect(K::Star, "*")?.span;
        self.sema
            .member_pointer_class_of_scope(scope, start.to(star))
            .ok_or(Recover)
    }

    /// The `const`, `volatile` and `__restrict__` after a `*` of a declarator.
    pub(in crate::parser) fn pointer_qualifiers(&mut self) -> Quals {
        let mut q = Quals::NONE;
        loop {
            match self.peek() {
                K::KwConst => q = q.union(Quals::CONST),
                K::KwVolatile => q = q.union(Quals::VOLATILE),
                K::KwRestrict => q = q.union(Quals::RESTRICT),
                _ => return q,
            }
            self.bump();
        }
    }
}
