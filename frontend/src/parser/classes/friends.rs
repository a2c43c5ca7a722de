//! Friend declarations in a class. `friend struct X;` / `friend class X;` / `friend
//! Alias;` grant access, which ptxc does not check, so they declare nothing. A friend function (`friend
//! __device__ V operator*(float s, V v) { ... }`) is a function of the innermost
//! enclosing namespace, named as one (`_Zml...`); a body written in the class is
//! parsed once the class is complete, in the class's scope. C++ finds such a function
//! only by argument-dependent lookup; ptxc declares it in the namespace, so ordinary
//! lookup finds it too.

use crate::token::TokenKind as K;

use crate::parser::classes::members::DeferredBody;
use crate::parser::declarations::DeclSpec;
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `friend ...;` (the current token is `friend`).
    pub(in crate::parser) fn friend_declaration(&mut self, deferred: &mut Vec<DeferredBody>) -> PResult<()> {
        self.bump();
        if matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion) && self.peek_at(2) == K::Semi {
            self.bump();
            self.bump();
            self.bump();
            return Ok(());
        }
        if self.skip_friend_class_template_id() {
            return Ok(());
        }
        if self.skip_qualified_friend_function() {
            return Ok(());
        }
        if !self.at_decl_start() {
            self.error_here("expected a declaration");
            return Err(Recover);
        }
        let spec = self.decl_specifiers()?;
        // `friend Strategy;`, `friend typename T::base;`: a class named by a type
        // (access is not checked either).
        if self.eat(K::Semi) {
            return Ok(());
        }
        self.friend_function(spec, deferred).map(|_| ())
    }

    /// After `friend`: `struct X<T>;` (`class`, `union`), a class template's
    /// specialization befriended, skipped whole as `friend struct X;` is (access is not
    /// checked). Whether it was.
    fn skip_friend_class_template_id(&mut self) -> bool {
        if !matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion)
            || self.peek_at(1) != K::Ident
            || self.peek_at(2) != K::Lt
        {
            return false;
        }
        let (mut angles, mut parens, mut k) = (0i32, 0i32, 2);
        loop {
            match self.peek_at(k) {
                K::LParen => parens += 1,
                K::RParen => parens -= 1,
                K::Lt if parens == 0 => angles += 1,
                K::Gt if parens == 0 => angles -= 1,
                K::Shr if parens == 0 => angles -= 2,
                K::Semi | K::LBrace | K::RBrace | K::Eof => return false,
                _ => {}
            }
            k += 1;
            if angles <= 0 {
                break;
            }
        }
        if angles != 0 || self.peek_at(k) != K::Semi {
            return false;
        }
        for _ in 0..=k {
            self.bump();
        }
        true
    }

    /// A friend function's declaration after its specifiers `spec`; the function
    /// declared, if any.
    pub(in crate::parser) fn friend_function(
        &mut self,
        spec: DeclSpec,
        deferred: &mut Vec<DeferredBody>,
    ) -> PResult<Option<crate::il::FnDeclId>> {
        let d = self.nested(|p| p.declarator(false))?;
        if d.is_function() && d.qualifier.is_some() && self.peek() == K::Semi {
            // What `skip_qualified_friend_function` cannot see past (attribute macros
            // before `friend`): `friend R ::ns::f(...);` grants access only.
            self.bump();
            return Ok(None);
        }
        if !d.is_function() || d.qualifier.is_some() {
            self.error_here("only friend functions and classes are supported");
            return Err(Recover);
        }
        let has_body = self.peek() == K::LBrace;
        let info = self.fn_decl_info(&spec, &d, has_body)?;
        let f = self.sema.declare_friend_function(info);
        if !has_body {
            self.expect(K::Semi, ";")?;
            return Ok(f);
        }
        match f {
            Some(func) => {
                deferred.push(DeferredBody {
                    func,
                    pos: self.pos,
                    packs: std::mem::take(&mut self.param_packs),
                });
                self.skip_braces();
            }
            None => self.skip_braces(),
        }
        Ok(f)
    }
}
