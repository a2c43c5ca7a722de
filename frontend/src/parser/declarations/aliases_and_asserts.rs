//! C++ declarations that introduce no objects: `static_assert(cond[, "message"]);` and
//! alias declarations `using Name = type;`. Both are accepted at file and block scope.

use crate::sema::lookup::Entity;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'a> {
    /// `static_assert ( constant-expression [, string-literal] ) ;`
    pub(in crate::parser) fn static_assert_declaration(&mut self) -> PResult<()> {
        let kw = self.bump();
        self.expect(K::LParen, "(")?;
        let cond = self.nested(|p| p.conditional_expr())?;
        let mut message = None;
        if self.eat(K::Comma) {
            let lit = self.expect(K::StrLit, "string literal")?;
            let text = self.text(lit).to_string();
            message = crate::literal::parse_string(&text)
                .ok()
                .map(|b| String::from_utf8_lossy(&b).into_owned());
        }
        self.expect(K::RParen, ")")?;
        self.expect(K::Semi, ";")?;
        if self.sema.is_err(cond) {
            return Ok(());
        }
        let value = if self.sema.types.is_integer(cond.ty) {
            self.sema.const_int(cond)
        } else {
            None
        };
        match value {
            None => self
                .sema
                .diags
                .error(cond.span, "expression must have a constant value"),
            Some(0) => {
                let span = kw.span.to(self.prev_span());
                let msg = match message {
                    Some(m) => format!("static assertion failed with \"{m}\""),
                    None => "static assertion failed".to_string(),
                };
                self.sema.diags.error(span, msg);
            }
            Some(_) => {}
        }
        Ok(())
    }

    /// `using Name = type-id ;` (after checking the current token is `using`).
    pub(in crate::parser) fn alias_declaration(&mut self) -> PResult<()> {
        self.bump();
        if self.peek() == K::KwNamespace {
            self.error_here("using-directives ('using namespace') are not supported yet");
            return Err(Recover);
        }
        let name = self.expect(K::Ident, "identifier")?;
        if self.peek() != K::Assign {
            self.error_here("using-declarations are not supported yet (only 'using Name = type;')");
            return Err(Recover);
        }
        self.bump();
        let ty = self.type_name()?;
        self.expect(K::Semi, ";")?;
        if let Some(old) = self.sema.scopes.lookup_current(name.text) {
            let same = matches!(old, Entity::Typedef(t) | Entity::Enum(t) if *t == ty);
            if !same {
                let text = self.text(name).to_string();
                self.sema.diags.error(
                    name.span,
                    format!("\"{text}\" has already been declared in the current scope"),
                );
                return Ok(());
            }
        }
        self.sema.scopes.declare(name.text, Entity::Typedef(ty));
        Ok(())
    }
}
