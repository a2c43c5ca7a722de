//! Names qualified by a template parameter in a pattern (`typename T::value_type`,
//! `typename T::template rebind<U>::other`): what they name is only known once `T` is,
//! so a signature or partial specialization pattern reads them as an opaque dependent
//! type ([`crate::sema::Sema::opaque_dependent_type`]) and marks the pattern as one to
//! check by substitution (SFINAE).

use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// Whether, in a pattern, the token at offset `n` is a type parameter's placeholder
    /// followed by `::`, or a name standing for a class template instance with such
    /// placeholders among its arguments (`F1::difference_type` in an alias template
    /// whose `F1` is `facade<D1, V1>` in a signature).
    pub(in crate::parser) fn param_qualifier_at(&self, n: usize) -> bool {
        if !self.in_template_pattern || self.peek_at(n) != K::Ident || self.peek_at(n + 1) != K::ColonColon {
            return false;
        }
        self.sema.names_dependent_type(self.tok_at(n).text)
    }

    /// `T::name` (also `T::template name<args>` and longer chains) at a placeholder
    /// qualifier (see [`Parser::param_qualifier_at`]), consumed: its opaque type.
    pub(in crate::parser) fn param_member_type(&mut self) -> PResult<TypeId> {
        let start = self.pos;
        let param = self.classify(self.tok().text).typedef().unwrap_or(TypeId::INT);
        self.bump();
        let mut what = String::new();
        while self.eat(K::ColonColon) {
            self.eat(K::KwTemplate);
            let name = self.expect(K::Ident, "identifier")?;
            if !what.is_empty() {
                what.push_str("::");
            }
            what.push_str(self.text(name));
            if self.peek() == K::Lt {
                self.template_arguments()?;
            }
        }
        self.pattern_opaque = true;
        let key = self.opaque_site.map_or(start, |site| (site << 24) ^ start);
        Ok(self.sema.opaque_dependent_type(&what, Some(param), key))
    }
}
