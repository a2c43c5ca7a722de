//! `new` and `delete` expressions (`new T`, `new T(args)`, `new T{args}`, `new T[n]`,
//! `delete p`, `delete[] p`); sema lowers them to the device heap
//! (`sema::new_delete`).

use crate::il::Expr;
use crate::sema::classify_name::NameKind;
use crate::sema::decl::InitSyn;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// Whether a `new` or `delete` expression starts here (the words are keywords of
    /// C++; ptxc's lexer leaves them identifiers).
    pub(in crate::parser) fn at_new_or_delete(&self) -> bool {
        let t = self.tok();
        t.kind == K::Ident && matches!(self.text(t), "new" | "delete") && self.classify(t.text) == NameKind::Unknown
    }

    /// `new [(place)] type [ [n] ] [ (args) | {args} ]`, at `new`.
    pub(super) fn new_expression(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.bump().span;
        let place = if self.peek() == K::LParen && !self.at_type_name_at(1) {
            self.bump();
            let p = self.nested(|p| p.assign_expr())?;
            self.expect(K::RParen, ")")?;
            Some(p)
        } else {
            None
        };
        let spec = self.decl_specifiers()?;
        let mut ty = spec.ty;
        while self.eat(K::Star) {
            ty = self.sema.pointer_to(ty);
        }
        let len = if self.eat(K::LBracket) {
            let n = self.nested(|p| p.expr())?;
            self.expect(K::RBracket, "]")?;
            Some(n)
        } else {
            None
        };
        let init = match self.peek() {
            K::LParen => {
                let (args, close) = self.call_arguments()?;
                let items = args.into_iter().map(InitSyn::Expr).collect();
                Some(InitSyn::List(items, start.to(close)))
            }
            K::LBrace => Some(self.initializer_syntax()?),
            _ => None,
        };
        let span = start.to(self.prev_span());
        Ok(self.sema.new_expr(ty, len, init, place, span))
    }

    /// `delete p` or `delete[] p`, at `delete`.
    pub(super) fn delete_expression(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.bump().span;
        let array = self.peek() == K::LBracket && self.peek_at(1) == K::RBracket;
        if array {
            self.bump();
            self.bump();
        }
        let p = self.nested(|p| p.cast_expr())?;
        let span = start.to(p.span);
        Ok(self.sema.delete_expr(p, array, span))
    }
}
