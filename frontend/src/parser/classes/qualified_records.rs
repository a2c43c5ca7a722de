//! Elaborated type specifiers naming a class by a qualified name: `struct ns::C* p;`,
//! `friend struct lib::detail::access;` ([dcl.type.elab]). They refer to a class declared
//! before in that namespace or class; they never declare one ([dcl.type.elab]/2: a
//! qualified elaborated name declares nothing), so a name not found is an error.

use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Without consuming anything: whether the tokens after `struct`/`class`/`union`
    /// spell a qualified name (`ns::C`, `::C`, `a::b::C`) that is not followed by a
    /// class body, a base clause or template arguments (definitions and specializations
    /// are handled where they are declared).
    pub(super) fn qualified_record_reference_ahead(&self) -> bool {
        let mut k = 0;
        if self.peek_at(k) == K::ColonColon {
            k += 1;
        }
        let mut parts = 0;
        while self.peek_at(k) == K::Ident {
            parts += 1;
            if self.peek_at(k + 1) != K::ColonColon {
                break;
            }
            k += 2;
        }
        let qualified = parts > 1 || (parts == 1 && k > 0);
        qualified && self.peek_at(k) == K::Ident && !matches!(self.peek_at(k + 1), K::LBrace | K::Colon | K::Lt)
    }

    /// The class a qualified elaborated name denotes (see
    /// [`Self::qualified_record_reference_ahead`]), consumed.
    pub(super) fn qualified_record_reference(&mut self) -> PResult<TypeId> {
        let ns = self.nested_name_specifier(false)?.ok_or(Recover)?;
        let name = self.expect(K::Ident, "identifier")?;
        self.sema.qualified_record(ns, name.text, name.span).ok_or(Recover)
    }
}
