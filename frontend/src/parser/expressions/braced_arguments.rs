//! Call arguments that are brace lists (`f({1, 2})`, `v.add({0.5f, 1})`): each
//! initializes an object of the type of the parameter it is passed to, which Sema
//! chooses among the candidates' ([`crate::sema::overload::list_arguments`]).

use crate::il::{Expr, FnDeclId};
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// `( args )` of a call to one of `cands`: brace-list arguments become objects of
    /// the parameter's type. Returns the arguments and the span of `)`.
    pub(in crate::parser) fn call_arguments_for(
        &mut self,
        cands: &[FnDeclId],
    ) -> PResult<(Vec<&'a Expr<'a>>, crate::source::Span)> {
        self.arguments_for(cands, None)
    }

    /// `( args )` of a constructor call of class `ty` (`T(args)`, `T x(args)`): brace-list
    /// arguments become objects of a constructor's parameter type, or of `T` itself
    /// for its copy and move constructors (`T({n, h, w, c})`).
    pub(in crate::parser) fn constructor_arguments_for(
        &mut self,
        ty: TypeId,
    ) -> PResult<(Vec<&'a Expr<'a>>, crate::source::Span)> {
        let ctors = self.sema.ctors_of(ty);
        self.arguments_for(&ctors, Some(ty))
    }

    fn arguments_for(
        &mut self,
        cands: &[FnDeclId],
        class: Option<TypeId>,
    ) -> PResult<(Vec<&'a Expr<'a>>, crate::source::Span)> {
        self.expect(K::LParen, "(")?;
        let mut args = Vec::new();
        if self.peek() != K::RParen {
            loop {
                if self.peek() != K::LBrace && self.element_ellipsis(&[K::RParen]).is_some() {
                    self.call_argument(&mut args)?;
                    if !self.eat(K::Comma) {
                        break;
                    }
                    continue;
                }
                let arg = if self.peek() == K::LBrace {
                    let start = self.span();
                    let syn = self.nested(|p| p.initializer_syntax())?;
                    let span = start.to(self.prev_span());
                    self.sema.braced_argument(cands, class, args.len(), &syn, span)
                } else {
                    self.nested(|p| p.assign_expr())?
                };
                args.push(arg);
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        Ok((args, close))
    }
}
