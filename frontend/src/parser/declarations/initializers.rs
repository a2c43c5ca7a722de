//! Initializers: `= e`, `= { ... }` with designators, `(args)` and `{args}` direct
//! initialization, as [`InitSyn`] for Sema to check against the declared type.

use crate::sema::decl::InitSyn;
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `{ a, b }` as constructor arguments, through the `}`.
    pub(in crate::parser) fn braced_arguments(&mut self) -> PResult<(Vec<&'a crate::il::Expr<'a>>, Span)> {
        self.expect(K::LBrace, "{")?;
        let mut args = Vec::new();
        while self.peek() != K::RBrace {
            if self.peek() == K::LBrace {
                self.error_here("nested braces in constructor arguments are not supported yet");
                return Err(Recover);
            }
            match self.element_ellipsis(&[K::RBrace]) {
                // `T{forward<Args>(args)...}`: one argument per pack element.
                Some((ellipsis, _)) => {
                    let items = self.expand_pack(ellipsis, ellipsis, |p, _| p.nested(|p| p.assign_expr()))?;
                    args.extend(items);
                    self.expect(K::Ellipsis, "...")?;
                }
                None => args.push(self.nested(|p| p.assign_expr())?),
            }
            if !self.eat(K::Comma) {
                break;
            }
        }
        let close = self.expect(K::RBrace, "}")?.span;
        Ok((args, close))
    }

    /// `{ a, {b, c} }` as the arguments of a constructor of class `ty`, through the `}`:
    /// Sema makes the objects its nested lists stand for.
    pub(in crate::parser) fn braced_constructor_arguments(
        &mut self,
        ty: TypeId,
    ) -> PResult<(Vec<&'a crate::il::Expr<'a>>, Span)> {
        let syn = self.initializer_syntax()?;
        let close = self.prev_span();
        let args = self.sema.constructor_arguments(ty, &syn).ok_or(Recover)?;
        Ok((args, close))
    }

    /// `(expr)` after a declarator: direct-initialization of an object of type `ty`.
    pub(super) fn direct_initializer(&mut self, ty: TypeId) -> PResult<InitSyn<'a>> {
        if self.sema.takes_constructor_arguments(ty) {
            // `T x(a, b)`: arguments of T's constructor, not a comma expression.
            let open = self.tok().span;
            let (args, close) = self.call_arguments()?;
            // As statics keep it: a list whose items are the arguments.
            return Ok(InitSyn::List(
                args.into_iter().map(InitSyn::Expr).collect(),
                open.to(close),
            ));
        }
        let e = self.parenthesized_initializer()?;
        Ok(InitSyn::Expr(self.sema.direct_init_value(e, ty)))
    }

    /// `(expr)` after a declarator, as written.
    pub(super) fn parenthesized_initializer(&mut self) -> PResult<&'a crate::il::Expr<'a>> {
        self.expect(K::LParen, "(")?;
        let e = self.nested(|p| p.expr())?;
        self.expect(K::RParen, ")")?;
        Ok(e)
    }

    /// `{...}` right after a declarator: direct-list-initialization of type `ty`.
    pub(super) fn direct_list_initializer(&mut self, ty: TypeId) -> PResult<InitSyn<'a>> {
        let syn = self.initializer_syntax()?;
        Ok(self.sema.direct_list_init(syn, ty))
    }

    /// `= expr` value or a brace list (the `=` already consumed).
    pub(in crate::parser) fn initializer_syntax(&mut self) -> PResult<InitSyn<'a>> {
        if self.peek() != K::LBrace {
            return Ok(InitSyn::Expr(self.nested(|p| p.assign_expr())?));
        }
        let open = self.bump().span;
        let mut items = Vec::new();
        while self.peek() != K::RBrace {
            if let Some((ellipsis, _)) = self.element_ellipsis(&[K::RBrace]) {
                // `{args...}`: one element per element of the pack.
                let expanded = self.expand_pack(ellipsis, ellipsis, |p, _| p.nested(|p| p.initializer_syntax()))?;
                items.extend(expanded);
                self.expect(K::Ellipsis, "...")?;
                if !self.eat(K::Comma) {
                    break;
                }
                continue;
            }
            let item = if matches!(self.peek(), K::Dot | K::LBracket) {
                self.designated_item()?
            } else {
                self.nested(|p| p.initializer_syntax())?
            };
            items.push(item);
            if !self.eat(K::Comma) {
                break;
            }
        }
        let close = self.expect(K::RBrace, "}")?.span;
        Ok(InitSyn::List(items, open.to(close)))
    }

    /// `.field = value` or `[index] = value` in a brace list.
    pub(super) fn designated_item(&mut self) -> PResult<InitSyn<'a>> {
        use crate::sema::init::designators::Designator;
        let start = self.tok().span;
        let designator = if self.eat(K::Dot) {
            let name = self.tok();
            if name.kind != K::Ident {
                self.error_here("expected an identifier");
                return Err(Recover);
            }
            self.bump();
            Designator::Field(self.text(name).to_string(), name.span)
        } else {
            self.bump();
            let index = self.nested(|p| p.conditional_expr())?;
            self.expect(K::RBracket, "]")?;
            Designator::Index(index)
        };
        if matches!(self.peek(), K::Dot | K::LBracket) {
            self.error_here("nested designators are not supported yet");
            // Skip this item only, so the rest of the list and declaration still parse.
            let mut depth = 0i32;
            while !(depth == 0 && matches!(self.peek(), K::Comma | K::RBrace)) && self.peek() != K::Eof {
                match self.bump().kind {
                    K::LBrace | K::LParen | K::LBracket => depth += 1,
                    K::RBrace | K::RParen | K::RBracket => depth -= 1,
                    _ => {}
                }
            }
            return Ok(InitSyn::Expr(self.error_expr(start)));
        }
        self.expect(K::Assign, "=")?;
        let value = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(value.span());
        Ok(InitSyn::Designated(designator, Box::new(value), span))
    }
}
