//! Base clauses of class definitions: `struct D : B, public C { ... }`. Access
//! specifiers are accepted and not checked (as for members); `virtual` bases are
//! reported. Sema checks each base (`Sema::check_base`); the bases become the leading
//! subobjects of the class (see [`crate::sema::classes::bases`]); Sema says which are
//! dependent from the names each base specifier is written with.

use crate::sema::classes::bases::WrittenBase;
use crate::sema::classify_name::NameKind;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// The base clause after `:` (current token); leaves the bases in
    /// `self.pending_bases` for the class body that follows.
    pub(in crate::parser) fn base_clause(&mut self) -> PResult<()> {
        self.expect(K::Colon, ":")?;
        let mut bases: Vec<TypeId> = Vec::new();
        let mut written = Vec::new();
        loop {
            while self.peek() == K::Ident
                && matches!(self.text(self.tok()), "public" | "private" | "protected" | "virtual")
            {
                let t = self.bump();
                if self.text(t) == "virtual" {
                    self.error_at(t.span, "virtual base classes are not supported yet");
                    return Err(Recover);
                }
            }
            let start = self.span();
            let first = self.pos;
            // `leaf<Is, Ts>...`: one base per element of the packs the pattern names.
            let types = match self.element_ellipsis(&[K::LBrace]) {
                Some((ellipsis, _)) => {
                    let types =
                        self.expand_pack(ellipsis, ellipsis, |p, _| Ok(p.decl_specifiers()?.ty.unqualified()))?;
                    self.expect(K::Ellipsis, "...")?;
                    types
                }
                None => vec![self.decl_specifiers()?.ty.unqualified()],
            };
            let span = start.to(self.prev_span());
            let names: Vec<_> = (first..self.pos)
                .filter(|&i| self.toks[i].kind == K::Ident)
                .map(|i| self.toks[i].text)
                .collect();
            let dependent = self.sema.base_written_dependent(&names);
            for ty in types {
                self.sema.check_base(ty, span, &bases).ok_or(Recover)?;
                bases.push(ty);
                written.push(WrittenBase { ty, dependent });
            }
            if !self.eat(K::Comma) {
                break;
            }
        }
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        self.pending_bases = written;
        Ok(())
    }

    /// Skips a base clause (in a class template's definition, parsed per instance).
    pub(in crate::parser) fn skip_base_clause(&mut self) {
        while !matches!(self.peek(), K::LBrace | K::Semi | K::Eof) {
            self.bump();
        }
    }

    /// After `.`/`->` on `e`: a qualifier `B::` naming the class of the object or one of
    /// its bases (consumed); returns the (base) subobject the member is looked up in.
    pub(in crate::parser) fn qualified_member_base(
        &mut self,
        e: &'a crate::il::Expr<'a>,
        arrow: bool,
    ) -> Option<&'a crate::il::Expr<'a>> {
        if self.peek() != K::Ident || self.peek_at(1) != K::ColonColon {
            return None;
        }
        let NameKind::Class(ty) = self.classify(self.tok().text) else {
            return None;
        };
        let span = self.tok().span;
        let base = self.sema.qualified_member_base(e, arrow, ty, span)?;
        self.bump();
        self.bump();
        Some(base)
    }
}
