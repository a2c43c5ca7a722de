//! The parenthesized part of `if`, `switch` and `while` ([stmt.pre]): an expression,
//! or a declaration whose variable is the condition (`if (const auto o = find(k))`,
//! `while (int n = next())`), after an optional C++17 init-statement for `if` and
//! `switch` (`if (int j = f(); j > 0)`). The variables they declare are in the scope
//! the caller opened around the whole statement.

use crate::il::{Expr, Stmt, StmtKind};
use crate::source::Span;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

/// What the parentheses of a selection or iteration statement held.
pub(in crate::parser) struct Condition<'a> {
    /// The init-statement (`int j = f();`), if any.
    pub(in crate::parser) init: Option<&'a Stmt<'a>>,
    /// The declaration of the condition's variable, if the condition is one.
    pub(in crate::parser) decl: Option<&'a Stmt<'a>>,
    /// The condition's value: the expression, or the declared variable.
    pub(in crate::parser) value: &'a Expr<'a>,
}

impl<'a> Parser<'_, 'a> {
    /// After `(`: `[init-statement] condition )`, the `)` consumed; init-statements
    /// only with `init_allowed`.
    pub(in crate::parser) fn condition_clause(&mut self, init_allowed: bool) -> PResult<Condition<'a>> {
        let init = match init_allowed && self.semicolon_before_close() {
            true if self.at_decl_start() => Some(self.local_declaration()?),
            true => {
                let e = self.nested(|p| p.expr())?;
                self.expect(K::Semi, ";")?;
                Some(self.stmt(StmtKind::Expr(e), e.span))
            }
            false => None,
        };
        if !self.at_condition_declaration() {
            let value = self.nested(|p| p.expr())?;
            self.expect(K::RParen, ")")?;
            return Ok(Condition {
                init,
                decl: None,
                value,
            });
        }
        let start = self.span();
        let spec = self.decl_specifiers()?;
        let d = self.nested(|p| p.declarator(false))?;
        let Some((name, name_span)) = d.name.filter(|_| !d.is_function()) else {
            self.error_here("expected a declarator");
            return Err(Recover);
        };
        let decl = self
            .non_function_declaration(&spec, &d, false)?
            .unwrap_or_else(|| self.stmt(StmtKind::Empty, start));
        self.expect(K::RParen, ")")?;
        let value = self.sema.name_expr(name, name_span);
        Ok(Condition {
            init,
            decl: Some(decl),
            value,
        })
    }

    /// `stmt` preceded by the init-statement and declaration of condition `c`, if any.
    pub(in crate::parser) fn with_condition_prelude(
        &mut self,
        c: &Condition<'a>,
        stmt: &'a Stmt<'a>,
        span: Span,
    ) -> &'a Stmt<'a> {
        let mut list: Vec<Stmt<'a>> = c.init.iter().chain(c.decl.iter()).map(|s| **s).collect();
        if list.is_empty() {
            return stmt;
        }
        list.push(*stmt);
        let list = self.arena.alloc_slice_copy(&list);
        self.stmt(StmtKind::Compound(list), span)
    }

    /// Whether a `;` comes before the `)` closing the parentheses just opened (an
    /// init-statement).
    fn semicolon_before_close(&self) -> bool {
        let mut depth = 0i32;
        for k in 0.. {
            match self.peek_at(k) {
                K::Eof | K::LBrace | K::RBrace => return false,
                K::Semi if depth == 0 => return true,
                K::LParen | K::LBracket => depth += 1,
                K::RParen | K::RBracket if depth == 0 => return false,
                K::RParen | K::RBracket => depth -= 1,
                _ => {}
            }
        }
        false
    }

    /// Whether the condition is a declaration: it starts like one and a declarator
    /// initialized by `=` or a brace list follows (`int(x) > 3` stays an expression).
    fn at_condition_declaration(&mut self) -> bool {
        if !self.at_decl_start() || self.at_braced_temporary() {
            return false;
        }
        let mut depth = 0i32;
        for k in 0.. {
            match self.peek_at(k) {
                K::Assign if depth == 0 => return true,
                K::LBrace if depth == 0 => return k > 0 && self.peek_at(k - 1) == K::Ident,
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen | K::RBracket | K::RBrace if depth > 0 => depth -= 1,
                K::Eof | K::Semi | K::RParen | K::RBracket | K::RBrace => return false,
                _ => {}
            }
        }
        false
    }
}
