//! Built-in type traits and `__builtin_*` helper functions in expressions and types:
//! `__is_same(T, U)`, `__is_constructible(T, Args...)` (a `bool` constant),
//! `__underlying_type(T)`, `__remove_cv(T)` (a type), and `__builtin_expect(e, v)`,
//! `__builtin_unreachable()`, `__builtin_assume(e)`, `__builtin_is_constant_evaluated()`,
//! `__builtin_addressof(x)`, `__builtin_bit_cast(T, e)`. What each trait and helper
//! answers is `sema::type_traits`; the tables there are also what `__has_builtin`
//! answers.

use crate::il::Expr;
use crate::sema::overload::operator_expressions::assignable_through_member_template;
use crate::sema::type_traits::{TYPE_TRAITS, VALUE_TRAITS};
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// Whether a value trait or `__builtin_*` helper call starts at offset `n`.
    pub(in crate::parser) fn at_builtin_call(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        if t.kind != K::Ident || self.peek_at(n + 1) != K::LParen {
            return false;
        }
        let name = self.text(t);
        VALUE_TRAITS.iter().any(|(v, _)| *v == name)
            || matches!(
                name,
                "__builtin_expect"
                    | "__builtin_unreachable"
                    | "__builtin_assume"
                    | "__builtin_is_constant_evaluated"
                    | "__builtin_addressof"
                    | "__builtin_bit_cast"
            )
    }

    /// Whether a type trait (`__remove_cv(T)`) starts at offset `n`.
    pub(in crate::parser) fn at_type_trait(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        t.kind == K::Ident && self.peek_at(n + 1) == K::LParen && TYPE_TRAITS.contains(&self.text(t))
    }

    /// A value trait or `__builtin_*` helper call (at its name).
    pub(in crate::parser) fn builtin_call(&mut self) -> PResult<&'a Expr<'a>> {
        let name_tok = self.bump();
        let name = self.text(name_tok).to_string();
        let span = name_tok.span;
        if let Some(&(_, arity)) = VALUE_TRAITS.iter().find(|(v, _)| *v == name) {
            let types = self.trait_type_list()?;
            let end = span.to(self.prev_span());
            if let ("__is_assignable" | "__is_nothrow_assignable", &[t, u]) = (name.as_str(), &types[..]) {
                if let Some(v) = assignable_through_member_template(self, t, u, end) {
                    return Ok(self.sema.bool_literal(v, end));
                }
            }
            return Ok(self.sema.value_trait_expr(&name, arity, &types, end));
        }
        self.expect(K::LParen, "(")?;
        if name == "__builtin_bit_cast" {
            return self.bit_cast_rest(span);
        }
        let mut args = Vec::new();
        if self.peek() != K::RParen {
            loop {
                args.push(self.nested(|p| p.assign_expr())?);
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.builtin_function_call(&name, &args, span.to(close)))
    }

    /// `__builtin_bit_cast(T, e)` after its `(`.
    fn bit_cast_rest(&mut self, start: crate::source::Span) -> PResult<&'a Expr<'a>> {
        let type_start = self.tok().span;
        let to = self.type_name()?;
        let to_span = type_start.to(self.prev_span());
        self.expect(K::Comma, ",")?;
        let e = self.nested(|p| p.assign_expr())?;
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.bit_cast(to, to_span, e, start.to(close)))
    }

    /// A type trait naming a type (at its name): `__underlying_type(T)`.
    pub(in crate::parser) fn type_trait(&mut self) -> PResult<TypeId> {
        let name_tok = self.bump();
        let name = self.text(name_tok).to_string();
        self.expect(K::LParen, "(")?;
        let t = self.type_name()?;
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.type_trait(&name, t, name_tok.span.to(close)))
    }

    /// `(T, U, Args...)` of a value trait: the types, packs expanded.
    fn trait_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(K::LParen, "(")?;
        let mut out = Vec::new();
        while self.peek() != K::RParen {
            let args = match self.element_ellipsis(&[K::RParen]) {
                Some((ellipsis, _)) => {
                    let items = self.expand_pack(ellipsis, ellipsis, |p, _| p.type_name())?;
                    self.expect(K::Ellipsis, "...")?;
                    items
                }
                None => vec![self.type_name()?],
            };
            out.extend(args);
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RParen, ")")?;
        Ok(out)
    }
}
