//! Statements: blocks, `if`/`else`, loops, jumps, declarations and expression statements.
//! Each sub-statement of `if`/loops gets its own scope, as in C++.
//!
//! Submodules: `conditions` (what the parentheses of `if`, `switch` and `while` hold),
//! `range_for` (range-based `for`); `asm` statements are in `parser::asm`.

pub(super) mod conditions;
pub(super) mod if_constexpr;
pub(super) mod range_for;

use crate::il::{Stmt, StmtKind};
use crate::sema::block_scopes::ScopeKind;
use crate::sema::statement_actions::{Jump, ReturnOperand, SwitchLabel};
use crate::sema::templates::target_typed_ids::act_on_return;
use crate::source::Span;
use crate::token::TokenKind as K;

use super::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `{ stmts }`. With `new_scope == false` the block shares the enclosing scope (a
    /// function body shares the parameters' scope).
    pub(super) fn compound_statement(&mut self, new_scope: bool) -> PResult<&'a Stmt<'a>> {
        let open = self.expect(K::LBrace, "{")?.span;
        let stmts = match new_scope {
            true => self.in_block_scope(|p| p.block_items()),
            false => self.block_items(),
        };
        let close = self.expect(K::RBrace, "}")?.span;
        let list = self.arena.alloc_slice_fill_iter(stmts);
        Ok(self.sema.block(list, open.to(close)))
    }

    /// The statements of a block, up to its `}`.
    fn block_items(&mut self) -> Vec<Stmt<'a>> {
        let mut stmts: Vec<Stmt<'a>> = Vec::new();
        while !matches!(self.peek(), K::RBrace | K::Eof) {
            if self.errors_saturated() {
                break;
            }
            let start = self.pos;
            match self.statement() {
                Ok(s) => stmts.push(*s),
                Err(Recover) => self.sync_statement(start),
            }
            if self.pos == start {
                self.bump();
            }
        }
        stmts
    }

    /// GNU's statement expression `({ stmts })` (at its `(`): a block whose last
    /// expression statement gives the value.
    pub(in crate::parser) fn statement_expression(&mut self) -> PResult<&'a crate::il::Expr<'a>> {
        let open = self.bump().span;
        if self.sema.fn_ctx().is_none() {
            // nvcc's text, at the `{`.
            self.error_here("statement expressions are only allowed in block scope");
            self.skip_braces();
            let close = self.expect(K::RParen, ")")?.span;
            return Ok(self.error_expr(open.to(close)));
        }
        let body = self.compound_statement(true)?;
        let close = self.expect(K::RParen, ")")?.span;
        Ok(self.sema.statement_expression(body, open.to(close)))
    }

    /// One statement.
    pub(super) fn statement(&mut self) -> PResult<&'a Stmt<'a>> {
        self.nested(|p| p.statement_inner())
    }

    /// The statement after a statement's attributes: none (`[[fallthrough]];`) or any.
    fn statement_after_attributes(&mut self, span: Span) -> PResult<&'a Stmt<'a>> {
        while self.skip_attributes() {}
        if self.eat(K::Semi) {
            return Ok(self.stmt(StmtKind::Empty, span));
        }
        self.statement_inner()
    }

    /// A sub-statement in its own scope.
    fn scoped_statement(&mut self) -> PResult<&'a Stmt<'a>> {
        self.in_block_scope(|p| p.statement())
    }

    fn statement_inner(&mut self) -> PResult<&'a Stmt<'a>> {
        let t = self.tok();
        let span = t.span;
        match t.kind {
            K::LBrace => self.compound_statement(true),
            K::Semi => {
                self.bump();
                Ok(self.stmt(StmtKind::Empty, span))
            }
            K::KwIf => {
                self.bump();
                if self.eat(K::KwConstexpr) {
                    return self.if_constexpr(span);
                }
                self.expect(K::LParen, "(")?;
                self.in_block_scope(|p| p.if_rest(span))
            }
            K::KwWhile => {
                self.bump();
                self.expect(K::LParen, "(")?;
                self.in_block_scope(|p| p.while_rest(span))
            }
            K::KwDo => {
                self.bump();
                let body = self.loop_body()?;
                self.expect(K::KwWhile, "while")?;
                self.expect(K::LParen, "(")?;
                let c = self.nested(|p| p.expr())?;
                let cond = self.sema.condition(c);
                self.expect(K::RParen, ")")?;
                self.expect(K::Semi, ";")?;
                let end = self.prev_span();
                Ok(self.stmt(StmtKind::DoWhile { body, cond }, span.to(end)))
            }
            K::KwFor => {
                self.bump();
                self.in_block_scope(|p| p.for_rest(span))
            }
            K::KwBreak | K::KwContinue => {
                self.bump();
                let jump = if t.kind == K::KwBreak {
                    Jump::Break
                } else {
                    Jump::Continue
                };
                let st = self.sema.act_on_jump(jump, span);
                self.expect(K::Semi, ";")?;
                Ok(st.unwrap_or_else(|| self.stmt(StmtKind::Empty, span)))
            }
            K::KwSwitch => {
                self.bump();
                self.switch_rest(span)
            }
            K::KwReturn => {
                self.bump();
                let named = self.peek() == K::Ident && self.peek_at(1) == K::Semi;
                let list;
                let operand = match self.peek() {
                    K::Semi => ReturnOperand::Nothing,
                    K::LBrace => {
                        // `return {a, b};`: the list initializes an object of the return type.
                        let start = self.span();
                        list = self.nested(|p| p.initializer_syntax())?;
                        ReturnOperand::Braced(&list, start.to(self.prev_span()))
                    }
                    _ => ReturnOperand::Expr(self.nested(|p| p.expr())?),
                };
                let v = act_on_return(self, operand, span, named);
                self.expect(K::Semi, ";")?;
                let end = self.prev_span();
                Ok(self.stmt(StmtKind::Return(v), span.to(end)))
            }
            K::PragmaUnroll => self.unroll_pragma_statement(),
            K::PragmaPack => {
                self.pack_pragma();
                Ok(self.stmt(StmtKind::Empty, span))
            }
            // `[[fallthrough]];`, `[[likely]] return x;`: attributes on a statement
            // change nothing ptxc does with it.
            K::LBracket if self.peek_at(1) == K::LBracket => {
                self.skip_attributes();
                self.statement_after_attributes(span)
            }
            K::Ident if self.text(t) == "__attribute__" && self.peek_at(1) == K::LParen => {
                self.skip_attributes();
                self.statement_after_attributes(span)
            }
            K::Ident if self.at_asm() => self.asm_statement(),
            K::KwCase | K::KwDefault => {
                if !self.sema.in_switch() {
                    let what = self.text(t).to_string();
                    self.error_here(&format!("a {what} label may only be used within a switch"));
                    return Err(Recover);
                }
                self.bump();
                let (label, at) = if t.kind == K::KwCase {
                    let v = self.nested(|p| p.conditional_expr())?;
                    // GNU's case range `case 1 ... 5:`.
                    let high = match self.eat(K::Ellipsis) {
                        true => Some(self.nested(|p| p.conditional_expr())?),
                        false => None,
                    };
                    self.expect(K::Colon, ":")?;
                    let end = high.unwrap_or(v).span;
                    (SwitchLabel::Case(v, high), span.to(end))
                } else {
                    self.expect(K::Colon, ":")?;
                    (SwitchLabel::Default, span)
                };
                let label = self.sema.act_on_switch_label(label, at);
                self.labeled_statement(label, span)
            }
            K::KwNamespace if self.peek_at(1) == K::Ident && self.peek_at(2) == K::Assign => {
                self.bump();
                let t = self.bump();
                let name = (t.text, self.text(t).to_string(), t.span);
                self.namespace_alias(&[name])?;
                Ok(self.stmt(StmtKind::Empty, span))
            }
            K::KwNamespace => {
                self.error_here("a namespace definition is not allowed here");
                Err(Recover)
            }
            K::KwGoto => {
                self.bump();
                if self.peek() != K::Ident {
                    self.error_here("expected an identifier");
                    return Err(Recover);
                }
                let name = self.bump();
                let name_text = self.text(name).to_string();
                self.expect(K::Semi, ";")?;
                Ok(self.sema.goto_stmt(&name_text, name.span, span.to(name.span)))
            }
            K::Ident if self.peek_at(1) == K::Colon => {
                let name = self.text(t).to_string();
                self.bump();
                self.bump();
                let label = self.sema.label_stmt(&name, span);
                self.labeled_statement(label, span)
            }
            K::KwStaticAssert => {
                self.static_assert_declaration()?;
                Ok(self.stmt(StmtKind::Empty, span))
            }
            K::KwUsing => {
                if self.at_alias_declaration() {
                    self.alias_declaration()?;
                } else {
                    self.using_directive_or_declaration()?;
                }
                Ok(self.stmt(StmtKind::Empty, span))
            }
            _ if self.at_decl_start() && !self.at_new_or_delete() && !self.at_braced_temporary() => {
                self.local_declaration()
            }
            K::Ident if self.at_unknown_type_at(0) && self.peek_at(1) == K::Ident && !self.at_new_or_delete() => {
                self.assume_unknown_type();
                self.local_declaration()
            }
            _ => {
                let e = self.nested(|p| p.expr())?;
                self.expect(K::Semi, ";")?;
                Ok(self.stmt(StmtKind::Expr(e), e.span))
            }
        }
    }

    /// Whether the statement starts with a type name and `{` (`fn{p}(3);`,
    /// `ns::fn{}(a, b);`, `unroll<n - 1>{}(f);` in `unroll`), `()` (`Add<long, 8>()(p,
    /// v);`), a parenthesized argument followed by `.`/`->` (`Hist(temp).Histogram(x);`,
    /// `Sort<T, 4>(acc).Run(x);`) or several arguments (`St<T, 4>(v, p, ok);`): a
    /// temporary, so an expression.
    fn at_braced_temporary(&self) -> bool {
        let len = match self.peek() {
            // `unroll<n - 1>{}`: the injected class name of a class template with
            // arguments.
            K::Ident if self.classify(self.tok().text).is_type() && self.peek_at(1) == K::Lt => {
                Some(self.after_angle_brackets(1))
            }
            K::Ident if self.classify(self.tok().text).is_type() && self.peek_at(1) != K::ColonColon => Some(1),
            K::Ident | K::ColonColon => self
                .qualified_type_at(0)
                .map(|(_, len)| len)
                .or_else(|| self.template_type_name_at(0).map(|len| self.after_angle_brackets(len))),
            _ => None,
        };
        let Some(len) = len else {
            return false;
        };
        match self.peek_at(len) {
            K::LBrace => true,
            // No declarator is an empty pair of parentheses: `Impl<T, 8>()(p, v);`.
            K::LParen if self.peek_at(len + 1) == K::RParen => true,
            // A declarator never continues with `.` or `->` after its parentheses, and
            // a parenthesized declarator holds no comma of its own (`st<A, 4>(frag[i],
            // p, ok);` constructs a temporary).
            K::LParen => {
                let mut depth = 0;
                let mut k = len;
                loop {
                    match self.peek_at(k) {
                        K::LParen => depth += 1,
                        K::Comma if depth == 1 => return true,
                        K::RParen => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        K::Eof | K::Semi | K::LBrace | K::RBrace => return false,
                        _ => {}
                    }
                    k += 1;
                }
                matches!(self.peek_at(k + 1), K::Dot | K::Arrow)
            }
            _ => false,
        }
    }

    /// `if (condition) statement [else statement]` after `if (`.
    fn if_rest(&mut self, span: Span) -> PResult<&'a Stmt<'a>> {
        let c = self.condition_clause(true)?;
        let cond = self.sema.condition(c.value);
        let then = self.scoped_statement()?;
        let els = if self.eat(K::KwElse) {
            Some(self.scoped_statement()?)
        } else {
            None
        };
        let span = span.to(self.prev_span());
        let stmt = self.stmt(StmtKind::If { cond, then, els }, span);
        Ok(self.with_condition_prelude(&c, stmt, span))
    }

    /// `while (condition) statement` after `while (`; Sema builds the loop
    /// ([`crate::sema::Sema::act_on_while`]).
    fn while_rest(&mut self, span: Span) -> PResult<&'a Stmt<'a>> {
        let c = self.condition_clause(false)?;
        let cond = self.sema.condition(c.value);
        let body = self.loop_body()?;
        let span = span.to(self.prev_span());
        Ok(self.sema.act_on_while(cond, c.decl, body, span))
    }

    /// The statement after a label (`name:`, `case v:`, `default:`), preceded by the label
    /// statement when there is one (there is none after an error). A label may end a
    /// block, as C++23 allows; nvcc warns about it, and so do we.
    fn labeled_statement(&mut self, label: Option<&'a Stmt<'a>>, span: crate::source::Span) -> PResult<&'a Stmt<'a>> {
        let body = if self.peek() == K::RBrace {
            let close = self.tok().span;
            self.warning_at(close, "expected a statement");
            self.stmt(StmtKind::Empty, close)
        } else {
            self.statement()?
        };
        let Some(label) = label else { return Ok(body) };
        let list = self.arena.alloc_slice_copy(&[*label, *body]);
        Ok(self.stmt(StmtKind::Compound(list), span.to(body.span)))
    }

    /// `switch (cond) statement` after `switch`; `case`/`default` labels may be anywhere in
    /// the body, also inside nested blocks and loops (Duff's device).
    fn switch_rest(&mut self, span: crate::source::Span) -> PResult<&'a Stmt<'a>> {
        self.expect(K::LParen, "(")?;
        self.in_block_scope(|p| p.switch_after_paren(span))
    }

    /// `switch (condition) statement` after `switch (`.
    fn switch_after_paren(&mut self, span: crate::source::Span) -> PResult<&'a Stmt<'a>> {
        let cond = self.condition_clause(true)?;
        let c = cond.value;
        self.sema.begin_switch(c, span);
        let body = self.in_block_scope(|p| p.statement());
        let end = self.prev_span();
        let stmt = self.sema.act_on_switch_end(body.ok(), span.to(end));
        let stmt = body.and(stmt.ok_or(Recover))?;
        Ok(self.with_condition_prelude(&cond, stmt, span.to(end)))
    }

    /// A loop's body: a sub-statement `break` and `continue` leave.
    fn loop_body(&mut self) -> PResult<&'a Stmt<'a>> {
        self.in_scope(ScopeKind::LoopBody, |p| p.scoped_statement())
    }

    /// `for (` init `;` cond `;` inc `)` body, after `for`.
    fn for_rest(&mut self, span: crate::source::Span) -> PResult<&'a Stmt<'a>> {
        self.expect(K::LParen, "(")?;
        if self.at_decl_start() && self.is_range_for() {
            return self.range_for(span);
        }
        let init = if self.eat(K::Semi) {
            None
        } else if self.at_decl_start() {
            Some(self.local_declaration()?)
        } else {
            let e = self.nested(|p| p.expr())?;
            self.expect(K::Semi, ";")?;
            Some(self.stmt(StmtKind::Expr(e), e.span))
        };
        let cond = if self.peek() == K::Semi {
            None
        } else {
            let c = self.nested(|p| p.expr())?;
            Some(self.sema.condition(c))
        };
        self.expect(K::Semi, ";")?;
        let inc = if self.peek() == K::RParen {
            None
        } else {
            Some(self.nested(|p| p.expr())?)
        };
        self.expect(K::RParen, ")")?;
        let body = self.loop_body()?;
        let end = self.prev_span();
        Ok(self.stmt(StmtKind::For { init, cond, inc, body }, span.to(end)))
    }

    /// Whether the `for (` just read is a range-based for: a `:` (not `::`) at parenthesis
    /// depth 0 before the first `;`, `=` (a range declaration has no initializer:
    /// `for (int s = a < b ? a : b; ...)`) or `?`.
    fn is_range_for(&self) -> bool {
        let mut depth = 0i32;
        for k in 0.. {
            match self.peek_at(k) {
                K::Eof | K::Semi | K::LBrace => return false,
                K::Assign | K::Question if depth == 0 => return false,
                K::LParen | K::LBracket => depth += 1,
                K::RParen | K::RBracket if depth == 0 => return false,
                K::RParen | K::RBracket => depth -= 1,
                K::Colon if depth == 0 => return true,
                _ => {}
            }
        }
        false
    }
}
