//! Destructors declared in a class. Trivial ones are accepted: `~S() = default;`,
//! `~S() = delete;` and `~S() {}` with an empty body (nothing runs at the end of an
//! object's lifetime, so no call is generated). A destructor whose body does something
//! is reported (kernels' classes are trivially destructible; running user code at
//! every scope exit is not implemented).

use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'a> {
    /// Whether a destructor declaration starts here: `~`, possibly after execution-space
    /// and inline specifiers (`__host__ __device__ ~S() {}`).
    pub(in crate::parser) fn at_destructor(&self) -> bool {
        let mut n = 0;
        while self.destructor_specifier_at(n) {
            n += 1;
        }
        self.peek_at(n) == K::Tilde
    }

    fn destructor_specifier_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        matches!(
            t.kind,
            K::KwDevice | K::KwHost | K::KwInline | K::KwForceInline | K::KwNoInline | K::KwConstexpr
        ) || (t.kind == K::Ident && self.text(t) == "virtual")
    }

    /// `[specifiers] ~Name() [noexcept] (= default; | = delete; | {})` in the class named
    /// `class_name`.
    pub(in crate::parser) fn destructor_declaration(&mut self, class_name: Option<crate::symbol::Sym>) -> PResult<()> {
        while self.destructor_specifier_at(0) {
            let t = self.bump();
            if t.kind == K::Ident {
                self.sema.diags.error(t.span, "virtual functions are not supported yet");
                return Err(Recover);
            }
        }
        self.expect(K::Tilde, "~")?;
        let name = self.expect(K::Ident, "identifier")?;
        if Some(name.text) != class_name {
            self.sema.diags.error(name.span, "invalid destructor declaration");
            return Err(Recover);
        }
        self.expect(K::LParen, "(")?;
        if self.peek() == K::KwVoid && self.peek_at(1) == K::RParen {
            self.bump();
        }
        if self.peek() != K::RParen {
            self.error_here("a destructor may not have parameters");
            return Err(Recover);
        }
        self.bump();
        if self.peek() == K::Ident && self.text(self.tok()) == "noexcept" {
            self.bump();
        }
        match self.peek() {
            K::Assign if matches!(self.peek_at(1), K::KwDefault | K::Ident) => {
                self.bump();
                self.bump();
                self.expect(K::Semi, ";")?;
                Ok(())
            }
            K::LBrace if self.peek_at(1) == K::RBrace => {
                self.bump();
                self.bump();
                Ok(())
            }
            K::LBrace => {
                let at = self.span();
                self.skip_braces();
                self.sema.diags.error(
                    at,
                    "destructors that run code are not supported yet (only trivial ones: \"= default\" or an empty body)",
                );
                Ok(())
            }
            _ => {
                self.error_here(
                    "destructors declared without a definition in the class are not supported yet (define it as \"{}\" or \"= default\")",
                );
                Err(Recover)
            }
        }
    }
}
