//! C++ declarations that introduce no objects: `static_assert(cond[, "message"]);` and
//! alias declarations `using Name = type;`. Both are accepted at file and block scope.

use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `static_assert ( constant-expression [, string-literal] ) ;`
    pub(in crate::parser) fn static_assert_declaration(&mut self) -> PResult<()> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        let cond = self.nested(|p| p.conditional_expr())?;
        let mut message = None;
        if self.eat(K::Comma) {
            // Adjacent literals are one message (`"a " "b"`).
            let mut text = String::new();
            loop {
                let lit = self.expect(K::StrLit, "string literal")?;
                let part = crate::literal::parse_string(self.text(lit)).unwrap_or_default();
                text.push_str(&String::from_utf8_lossy(&part));
                if self.peek() != K::StrLit {
                    break;
                }
            }
            message = Some(text);
        }
        self.expect(K::RParen, ")")?;
        self.expect(K::Semi, ";")?;
        let span = kw.span.to(self.prev_span());
        self.sema.static_assert_declaration(cond, message, span);
        Ok(())
    }

    /// Whether `using Name [attributes] =` starts here: an alias declaration (the
    /// attributes as CCCL's `CCCL_DEPRECATED` writes them: `[[deprecated]]`,
    /// `__attribute__((deprecated))`).
    pub(in crate::parser) fn at_alias_declaration(&self) -> bool {
        if self.peek() != K::KwUsing || self.peek_at(1) != K::Ident {
            return false;
        }
        let mut k = 2;
        loop {
            let (open, gnu) = match self.peek_at(k) {
                K::Assign => return true,
                K::LBracket if self.peek_at(k + 1) == K::LBracket => (K::LBracket, false),
                K::Ident if self.text(self.tok_at(k)) == "__attribute__" => (K::LParen, true),
                _ => return false,
            };
            k += usize::from(gnu);
            if self.peek_at(k) != open {
                return false;
            }
            let close = if gnu { K::RParen } else { K::RBracket };
            let mut depth = 0i32;
            loop {
                match self.peek_at(k) {
                    K::Eof | K::Semi => return false,
                    t if t == open => depth += 1,
                    t if t == close => depth -= 1,
                    _ => {}
                }
                k += 1;
                if depth == 0 {
                    break;
                }
            }
        }
    }

    /// `using Name = type-id ;` (after checking the current token is `using`).
    pub(in crate::parser) fn alias_declaration(&mut self) -> PResult<()> {
        self.bump();
        if self.peek() == K::KwNamespace {
            self.error_here("using-directives ('using namespace') are not supported yet");
            return Err(Recover);
        }
        let name = self.expect(K::Ident, "identifier")?;
        while self.skip_attributes() {}
        // A deprecated alias warns where it is named; ptxc does not track that.
        self.pending_deprecated = None;
        if self.peek() != K::Assign {
            self.error_here("using-declarations are not supported yet (only 'using Name = type;')");
            return Err(Recover);
        }
        self.bump();
        let ty = self.type_name()?;
        self.expect(K::Semi, ";")?;
        self.sema.act_on_alias_declaration(name.text, name.span, ty);
        Ok(())
    }
}
