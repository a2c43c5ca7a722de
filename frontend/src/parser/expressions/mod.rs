//! Expressions: comma, assignment, conditional, binary operators by precedence climbing,
//! unary and cast expressions, postfix operators, primaries (literals, names, CUDA built-in
//! variables, functional casts).
//!
//! Submodules: `named_casts`, `offsetof`, `braced_arguments` (brace lists as call
//! arguments); lambdas are in `parser::lambdas`.

pub(super) mod braced_arguments;
mod builtins;
mod destructor_calls;
pub(in crate::parser) mod initializer_lists;
pub(super) mod member_pointer_operators;
pub(super) mod named_casts;
mod new_delete;
mod noexcept;
pub(super) mod offsetof;

use crate::il::{BinOp, Expr};
use crate::sema::classify_name::NameKind;
use crate::sema::expr::{AssignOp, PrefixOp};
use crate::sema::functional_casts::{FunctionalCastArgs, FunctionalCastForm};
use crate::sema::id_expressions::{BuiltinVariableUse, MemberAccess, QualifiedId};
use crate::sema::literals::Literal;
use crate::sema::lookup::Entity;
use crate::sema::overload::call_expressions::{
    act_on_argument_dependent_call, act_on_call, act_on_call_with_associated, Callee,
};
use crate::sema::overload::operator_expressions::{
    assignment, assignment_operator_call, binary_operation, comma_operation, inc_dec_operation, prefix_operation,
    subscript,
};
use crate::sema::size_and_alignment::{SizeOrAlign, TypeOrExpr};
use crate::token::TokenKind as K;
use crate::types::TypeId;

use super::{PResult, Parser, Recover};

/// Binary operators with their precedence (higher binds tighter).
fn binary_op(k: K) -> Option<(u8, Bin)> {
    Some(match k {
        K::PipePipe => (1, Bin::LogOr),
        K::AmpAmp => (2, Bin::LogAnd),
        K::Pipe => (3, Bin::Op(BinOp::BitOr)),
        K::Caret => (4, Bin::Op(BinOp::BitXor)),
        K::Amp => (5, Bin::Op(BinOp::BitAnd)),
        K::EqEq => (6, Bin::Op(BinOp::Eq)),
        K::Ne => (6, Bin::Op(BinOp::Ne)),
        K::Lt => (7, Bin::Op(BinOp::Lt)),
        K::Gt => (7, Bin::Op(BinOp::Gt)),
        K::Le => (7, Bin::Op(BinOp::Le)),
        K::Ge => (7, Bin::Op(BinOp::Ge)),
        K::Shl => (8, Bin::Op(BinOp::Shl)),
        K::Shr => (8, Bin::Op(BinOp::Shr)),
        K::Plus => (9, Bin::Op(BinOp::Add)),
        K::Minus => (9, Bin::Op(BinOp::Sub)),
        K::Star => (10, Bin::Op(BinOp::Mul)),
        K::Slash => (10, Bin::Op(BinOp::Div)),
        K::Percent => (10, Bin::Op(BinOp::Rem)),
        _ => return None,
    })
}

pub(in crate::parser) use crate::sema::overload::operator_expressions::Bin;

/// Assignment operators.
fn assign_op(k: K) -> Option<AssignOp> {
    Some(match k {
        K::Assign => AssignOp::Plain,
        K::PlusAssign => AssignOp::Compound(BinOp::Add),
        K::MinusAssign => AssignOp::Compound(BinOp::Sub),
        K::StarAssign => AssignOp::Compound(BinOp::Mul),
        K::SlashAssign => AssignOp::Compound(BinOp::Div),
        K::PercentAssign => AssignOp::Compound(BinOp::Rem),
        K::ShlAssign => AssignOp::Compound(BinOp::Shl),
        K::ShrAssign => AssignOp::Compound(BinOp::Shr),
        K::AmpAssign => AssignOp::Compound(BinOp::BitAnd),
        K::CaretAssign => AssignOp::Compound(BinOp::BitXor),
        K::PipeAssign => AssignOp::Compound(BinOp::BitOr),
        _ => return None,
    })
}

/// Whether `k` is an operator a fold expression may use (binary, assignment or `,`).
pub(in crate::parser) fn fold_operator(k: K) -> bool {
    binary_op(k).is_some() || assign_op(k).is_some() || k == K::Comma
}

impl<'a> Parser<'_, 'a> {
    /// `l op r` for fold operator `op` (see [`fold_operator`]).
    pub(in crate::parser) fn combine_fold(
        &mut self,
        op: K,
        l: &'a Expr<'a>,
        r: &'a Expr<'a>,
        span: crate::source::Span,
    ) -> &'a Expr<'a> {
        if let Some(a) = assign_op(op) {
            return assignment(self, a, l, r, span);
        }
        match binary_op(op) {
            Some((_, bin)) => binary_operation(self, bin, l, r, span),
            None => self.sema.comma(l, r, span),
        }
    }

    /// `expression`: assignment expressions separated by commas.
    pub(super) fn expr(&mut self) -> PResult<&'a Expr<'a>> {
        let mut e = self.assign_expr()?;
        while !self.paren_callee_closed && self.eat(K::Comma) {
            let r = self.assign_expr()?;
            let span = e.span.to(r.span);
            e = comma_operation(self, e, r, span);
        }
        Ok(e)
    }

    /// `assignment-expression`.
    pub(super) fn assign_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let lhs = self.conditional_expr()?;
        if self.paren_callee_closed {
            return Ok(lhs);
        }
        if let Some(op) = assign_op(self.peek()) {
            self.bump();
            let rhs = if self.peek() == K::LBrace {
                // `x = {...}`: the list initializes what the assignment takes.
                let start = self.span();
                let syn = self.nested(|p| p.initializer_syntax())?;
                let at = start.to(self.prev_span());
                self.sema.braced_assigned_value(op, lhs, &syn, at)
            } else {
                self.nested(|p| p.assign_expr())?
            };
            let span = lhs.span.to(rhs.span);
            return Ok(assignment(self, op, lhs, rhs, span));
        }
        Ok(lhs)
    }

    /// `conditional-expression`.
    pub(super) fn conditional_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let c = self.binary_expr(1)?;
        if self.paren_callee_closed || !self.eat(K::Question) {
            return Ok(c);
        }
        let a = self.nested(|p| p.expr())?;
        self.expect(K::Colon, ":")?;
        let b = self.nested(|p| p.assign_expr())?;
        let span = c.span.to(b.span);
        Ok(self.sema.conditional(c, a, b, span))
    }

    /// Binary operators of precedence at least `min`.
    fn binary_expr(&mut self, min: u8) -> PResult<&'a Expr<'a>> {
        let lhs = self.cast_expr()?;
        let mut lhs = self.pm_expr(lhs)?;
        while let Some((prec, op)) = binary_op(self.peek()) {
            if self.paren_callee_closed
                || prec < min
                || (self.in_launch_config && self.at_launch_close())
                || (self.in_template_args && matches!(self.peek(), K::Gt | K::Shr))
            {
                break;
            }
            self.bump();
            let rhs = self.nested(|p| p.binary_expr(prec + 1))?;
            let span = lhs.span.to(rhs.span);
            lhs = binary_operation(self, op, lhs, rhs, span);
        }
        Ok(lhs)
    }

    /// `cast-expression`: `(type) cast-expression` or a unary expression.
    pub(in crate::parser) fn cast_expr(&mut self) -> PResult<&'a Expr<'a>> {
        // `(T(x))` is a parenthesised functional cast, not a C-style cast (also with
        // template arguments: `(Alias<T>(1) << n)`).
        let at = usize::from(self.peek() == K::LParen);
        self.complete_qualifying_classes_at(at);
        let after = self
            .template_id_end(1)
            .unwrap_or_else(|| 1 + self.qualified_type_at(1).map_or(1, |(_, len)| len));
        let functional = (self.peek_at(after) == K::LParen && !self.abstract_pointer_declarator_at(after + 1))
            || self.peek_at(after) == K::LBrace;
        if self.peek() == K::LParen
            && self.at_type_name_at(1)
            && !functional
            && !self.parenthesized_member_value_at(0)
            && self.fold_ellipsis().is_none()
            && !self.parenthesized_alias_member_value()
        {
            let open = self.bump().span;
            let ty = self.type_name()?;
            self.expect(K::RParen, ")")?;
            if self.peek() == K::LBrace {
                // GNU's compound literal `(T){a, b}`: a postfix expression.
                let syn = self.nested(|p| p.initializer_syntax())?;
                let span = open.to(self.prev_span());
                let e = self.sema.compound_literal(ty, &syn, span);
                return self.postfix_operators(e);
            }
            let e = self.nested(|p| p.cast_expr())?;
            let span = open.to(e.span);
            return Ok(self.sema.explicit_cast(e, ty, span));
        }
        self.unary_expr()
    }

    /// Whether the `(` at offset `n` encloses a qualified name (`ns::X<int>::value`)
    /// followed, after the `)`, by a token no cast operand starts with (`>`, `,`, `==`,
    /// ...): a parenthesized value, also when the member is only inherited from a base
    /// (`(std::is_integral<T>::value)` as CuTe's `__CUTE_REQUIRES` writes it), which
    /// looking ahead cannot tell from a type.
    fn parenthesized_member_value_at(&self, n: usize) -> bool {
        let mut depth = 0usize;
        let mut k = n;
        let close = loop {
            match self.peek_at(k) {
                K::LParen => depth += 1,
                K::RParen if depth == 1 => break k,
                K::RParen => depth -= 1,
                K::Eof | K::Semi | K::LBrace | K::RBrace => return false,
                _ => {}
            }
            k += 1;
        };
        let qualified_member =
            close >= n + 3 && self.peek_at(close - 1) == K::Ident && self.peek_at(close - 2) == K::ColonColon;
        qualified_member
            && matches!(
                self.peek_at(close + 1),
                K::Gt
                    | K::Shr
                    | K::Comma
                    | K::RParen
                    | K::RBracket
                    | K::RBrace
                    | K::Semi
                    | K::Question
                    | K::Colon
                    | K::EqEq
                    | K::Ne
                    | K::Le
                    | K::Ge
                    | K::Lt
                    | K::PipePipe
                    | K::AmpAmp
                    | K::Pipe
                    | K::Caret
                    | K::Slash
                    | K::Percent
                    | K::Assign
                    | K::Eof
            )
    }

    /// At `(`: whether it encloses a member of an alias template's instance
    /// (`(is_integral_t<U>::value && N == 0)`) that does not read as a type closed by the
    /// `)`. Looking ahead cannot see through the alias to the member's kind, so the type
    /// reading is tried quietly.
    fn parenthesized_alias_member_value(&mut self) -> bool {
        let Some((_, len)) = self.alias_template_named_at(1) else {
            return false;
        };
        if self.template_id_qualifier_len(len).is_none() {
            return false;
        }
        let (start, split, opaque) = (self.pos, self.split_shr, self.pattern_opaque);
        self.bump();
        let (ty, failed) = self.tentatively(|p| p.type_name());
        let value = ty.is_err() || failed || self.peek() != K::RParen;
        (self.pos, self.split_shr, self.pattern_opaque) = (start, split, opaque);
        value
    }

    /// Whether `(` at `k - 1` opens an abstract pointer declarator of a type name
    /// (`(*)`, `(&)`, `(*const)`, `(**)`, `(*)[3]`, `(^)`), not the operand of a
    /// functional cast (`float(*this)`, `int(*p)`): a type name's declarator has no name.
    fn abstract_pointer_declarator_at(&self, mut k: usize) -> bool {
        if !matches!(self.peek_at(k), K::Star | K::Caret | K::Amp | K::AmpAmp) {
            return false;
        }
        while matches!(
            self.peek_at(k),
            K::Star | K::Caret | K::Amp | K::AmpAmp | K::KwConst | K::KwVolatile | K::KwRestrict
        ) {
            k += 1;
        }
        matches!(self.peek_at(k), K::RParen | K::LBracket | K::LParen)
    }

    /// `unary-expression`.
    fn unary_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let t = self.tok();
        if t.kind == K::Ident && matches!(self.text(t), "__real__" | "__imag__") {
            // The GNU parts of a complex value; complex types are not supported.
            self.error_here(crate::sema::device_types::COMPLEX_TYPES);
            return Err(Recover);
        }
        let prefix = match t.kind {
            K::Plus => Some(PrefixOp::Plus),
            K::Minus => Some(PrefixOp::Minus),
            K::Bang => Some(PrefixOp::Not),
            K::Tilde => Some(PrefixOp::BitNot),
            K::Star => Some(PrefixOp::Deref),
            K::Amp => Some(PrefixOp::AddrOf),
            _ => None,
        };
        if let Some(op) = prefix {
            self.bump();
            if op == PrefixOp::AddrOf {
                if let Some(name) = self.bare_builtin_at(0) {
                    let id = self.bump();
                    return Ok(self.sema.address_of_builtin_error(name, t.span.to(id.span)));
                }
                if let Some(e) = self.member_pointer_operand(t.span)? {
                    return Ok(e);
                }
            }
            let e = self.nested(|p| p.cast_expr())?;
            let span = t.span.to(e.span);
            return Ok(prefix_operation(self, op, e, span));
        }
        match t.kind {
            K::PlusPlus | K::MinusMinus => {
                self.bump();
                let e = self.nested(|p| p.cast_expr())?;
                let span = t.span.to(e.span);
                Ok(inc_dec_operation(self, true, t.kind == K::PlusPlus, e, span))
            }
            K::Ident
                if matches!(self.text(t), "alignof" | "_Alignof" | "__alignof__" | "__alignof")
                    && self.peek_at(1) == K::LParen =>
            {
                self.bump();
                self.bump();
                let operand = match self.at_type_name_at(0) {
                    true => TypeOrExpr::Type(self.type_name()?),
                    // `__alignof__(expr)` (GNU).
                    false => TypeOrExpr::Expr(self.nested(|p| p.expr())?),
                };
                let e = self.sema.act_on_size_or_alignment(SizeOrAlign::Align, operand, t.span);
                let close = self.expect(K::RParen, ")")?.span;
                let mut e = *e;
                e.span = t.span.to(close);
                Ok(self.arena.alloc(e))
            }
            K::Ident if self.text(t) == "new" && (self.at_type_name_at(1) || self.peek_at(1) == K::LParen) => {
                self.new_expression()
            }
            K::Ident if self.text(t) == "delete" => self.delete_expression(),
            K::Ident if self.text(t) == "noexcept" && self.peek_at(1) == K::LParen => self.noexcept_operator(),
            K::ColonColon
                if matches!(self.tok_at(1).kind, K::Ident) && matches!(self.text(self.tok_at(1)), "new" | "delete") =>
            {
                self.bump();
                self.unary_expr()
            }
            K::KwSizeof => {
                self.bump();
                if self.peek() == K::Ellipsis {
                    return self.sizeof_pack(t.span);
                }
                let (operand, end) = if self.peek() == K::LParen && self.at_type_name_at(1) {
                    self.bump();
                    let ty = self.type_name()?;
                    (TypeOrExpr::Type(ty), self.expect(K::RParen, ")")?.span)
                } else {
                    // An unevaluated operand: a function it calls need only be declared.
                    let e = self.unevaluated_operand(|p| p.nested(|p| p.unary_expr()))?;
                    (TypeOrExpr::Expr(e), e.span)
                };
                let span = t.span.to(end);
                Ok(self.sema.act_on_size_or_alignment(SizeOrAlign::Size, operand, span))
            }
            _ => self.postfix_expr(),
        }
    }

    /// If the token at offset `n` is a built-in variable used without a component (a bare
    /// `threadIdx` or `warpSize`), its name.
    fn bare_builtin_at(&self, n: usize) -> Option<&'static str> {
        let t = self.tok_at(n);
        if t.kind != K::Ident {
            return None;
        }
        match self.sema.lookup(t.text) {
            Some(Entity::Special(reg)) if self.peek_at(n + 1) != K::Dot => Some(reg.name()),
            Some(Entity::WarpSize) => Some("warpSize"),
            _ => None,
        }
    }

    /// `postfix-expression`.
    fn postfix_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let e = self.primary_expr()?;
        self.postfix_operators(e)
    }

    /// The postfix operators (`[i]`, `(args)`, `.m`, `->m`, `++`, ...) applied to `e`.
    fn postfix_operators(&mut self, mut e: &'a Expr<'a>) -> PResult<&'a Expr<'a>> {
        loop {
            match self.peek() {
                K::Shl if self.peek_at(1) == K::Lt && !self.tok_at(1).space_before => {
                    e = self.launch(e)?;
                }
                K::LBracket => {
                    self.bump();
                    let idx = self.nested(|p| p.expr())?;
                    let close = self.expect(K::RBracket, "]")?.span;
                    e = subscript(self, e, idx, e.span.to(close));
                }
                K::LParen => match self.sema.callee_of(e) {
                    // `obj(args)` with a member template `operator()`.
                    Callee::OperatorTemplate(t) => e = self.member_template_call(e, false, t, e.span)?,
                    callee => {
                        let (args, close) = self.call_arguments_for(callee.parameter_set())?;
                        self.define_deduced_members(callee.parameter_set());
                        e = act_on_call(self, e, callee, args, close);
                    }
                },
                K::Dot | K::Arrow => {
                    let mut arrow = self.bump().kind == K::Arrow;
                    if arrow {
                        e = self.sema.build_arrow(e);
                    }
                    let mut qualified = false;
                    if let Some(sub) = self.qualified_member_base(e, arrow) {
                        // `d.B::x`: the member of the base subobject.
                        e = sub;
                        arrow = false;
                        qualified = true;
                    }
                    if self.peek() == K::Tilde {
                        e = self.explicit_destructor_call(e, arrow)?;
                        continue;
                    }
                    // `t.template get<I>()`: the member is a template (in a dependent
                    // context the keyword says so; ptxc knows it from the class).
                    self.eat(K::KwTemplate);
                    let member = self.member_name()?;
                    e = match self.sema.act_on_member_access(e, arrow, member.0, member.1) {
                        MemberAccess::Template(t) => self.member_template_call(e, arrow, t, member.1)?,
                        MemberAccess::Functions(set) => {
                            let (args, close) = self.call_arguments_for(&set)?;
                            self.define_deduced_members(&set);
                            let call = crate::sema::classes::members::MemberFunctionCall {
                                base: e,
                                arrow,
                                qualified,
                                set: &set,
                            };
                            self.sema.member_function_call(call, args, close)
                        }
                        MemberAccess::Assignment(object) => self.assignment_operator_call(Some(object), e.span)?,
                        MemberAccess::Expr(member) => member,
                    };
                }
                K::PlusPlus | K::MinusMinus => {
                    let t = self.bump();
                    e = inc_dec_operation(self, false, t.kind == K::PlusPlus, e, e.span.to(t.span));
                }
                _ => return Ok(e),
            }
        }
    }

    /// The member name after `.`/`->`: an identifier or `operator<op>`.
    fn member_name(&mut self) -> PResult<(crate::symbol::Sym, crate::source::Span)> {
        if let Some(name) = self.operator_function_id() {
            return Ok(name);
        }
        let t = self.expect(K::Ident, "identifier")?;
        Ok((t.text, t.span))
    }

    /// `>>>` closing a launch configuration (lexed as `>>` `>`).
    fn at_launch_close(&self) -> bool {
        self.peek() == K::Shr && self.peek_at(1) == K::Gt && !self.tok_at(1).space_before
    }

    /// `kernel<<<grid, block[, shmem[, stream]]>>>(args)` after the callee.
    fn launch(&mut self, callee: &'a Expr<'a>) -> PResult<&'a Expr<'a>> {
        let (config, args, close) = self.launch_parts()?;
        Ok(self.sema.launch(callee, config, args, callee.span.to(close), close))
    }

    /// The `<<<config>>>(args)` of a launch: configuration values, arguments and the span
    /// of the closing parenthesis.
    #[allow(clippy::type_complexity)]
    pub(super) fn launch_parts(&mut self) -> PResult<(Vec<&'a Expr<'a>>, Vec<&'a Expr<'a>>, crate::source::Span)> {
        self.bump();
        self.bump();
        let saved = self.in_launch_config;
        self.in_launch_config = true;
        let mut config = Vec::new();
        let r = (|| {
            loop {
                config.push(self.nested(|p| p.assign_expr())?);
                if !self.eat(K::Comma) {
                    break;
                }
            }
            if !self.at_launch_close() {
                self.error_here("expected a \">>>\"");
                return Err(Recover);
            }
            self.bump();
            self.bump();
            Ok(())
        })();
        self.in_launch_config = saved;
        r?;
        self.expect(K::LParen, "(")?;
        let mut args = Vec::new();
        if self.peek() != K::RParen {
            loop {
                self.call_argument(&mut args)?;
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        Ok((config, args, close))
    }

    /// One argument of a call, or a pack expansion (`f(args...)`, `f(g(args)...)`)
    /// giving one argument per element; appended to `args`.
    pub(in crate::parser) fn call_argument(&mut self, args: &mut Vec<&'a Expr<'a>>) -> PResult<()> {
        match self.element_ellipsis(&[K::RParen]) {
            Some((ellipsis, _)) => match self.expand_pack(ellipsis, ellipsis, |p, _| p.nested(|p| p.assign_expr())) {
                Ok(items) => {
                    args.extend(items);
                    self.expect(K::Ellipsis, "...")?;
                }
                Err(Recover) => {
                    // Reported; the call goes on as one erroneous argument.
                    self.pos = ellipsis + 1;
                    args.push(self.error_expr(self.prev_span()));
                }
            },
            // A brace list given to a function template: an array for a parameter
            // `T (&)[N]`, an object of a parameter type that does not depend on the
            // template's parameters, else a std::initializer_list.
            None if self.peek() == K::LBrace => {
                let k = args.len();
                let arg = match self.template_callee {
                    Some(t) if self.sema.takes_array_reference_at(t, k) => self.deduced_array_list()?,
                    Some(t) => match self.sema.nondependent_list_parameter_at(t, k) {
                        Some(ty) => self.braced_object(ty)?,
                        None => self.deduced_initializer_list()?,
                    },
                    None => self.deduced_initializer_list()?,
                };
                args.push(arg);
            }
            None => args.push(self.nested(|p| p.assign_expr())?),
        }
        Ok(())
    }

    /// `(args)` of a call, through the closing parenthesis.
    pub(super) fn call_arguments(&mut self) -> PResult<(Vec<&'a Expr<'a>>, crate::source::Span)> {
        self.call_arguments_of(None)
    }

    /// `(args)` of a call of function template `callee` (or of its overloads), or of
    /// something else (`None`), through the closing parenthesis.
    pub(in crate::parser) fn call_arguments_of(
        &mut self,
        callee: Option<crate::sema::templates::FnTemplateId>,
    ) -> PResult<(Vec<&'a Expr<'a>>, crate::source::Span)> {
        let in_targs = std::mem::replace(&mut self.in_template_args, false);
        let outer = std::mem::replace(&mut self.template_callee, callee);
        let r = self.call_arguments_inner();
        self.in_template_args = in_targs;
        self.template_callee = outer;
        r
    }

    /// [`Parser::call_arguments`] with `>` an operator.
    fn call_arguments_inner(&mut self) -> PResult<(Vec<&'a Expr<'a>>, crate::source::Span)> {
        self.expect(K::LParen, "(")?;
        let mut args = Vec::new();
        if self.peek() != K::RParen {
            loop {
                self.call_argument(&mut args)?;
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        Ok((args, close))
    }

    /// `a::b::name` or `::name` as an expression.
    fn qualified_expr(&mut self) -> PResult<&'a Expr<'a>> {
        if let Some((id, len)) = self.alias_template_named_at(0) {
            let first = self.tok();
            for _ in 0..len {
                self.bump();
            }
            let ty = self.alias_template_use(id, first.span)?;
            return self.named_type_expr(ty, first);
        }
        let deduced = || {
            self.qualified_deduced_class_template_at(0)
                .filter(|&(_, len)| self.peek_at(len) != K::Ident)
        };
        if let Some((ct, len)) = self.qualified_class_template_at(0).or_else(deduced) {
            for _ in 0..len - 1 {
                self.bump();
            }
            let name = self.bump();
            return self.class_template_expr(ct, name);
        }
        if self.qualified_type_at(0).is_some() {
            return self.qualified_functional_cast();
        }
        let start = self.span();
        let ns = self
            .nested_name_specifier(false)?
            .unwrap_or(crate::sema::lookup::NsId::GLOBAL);
        // `traits::template make<E>(b)`: the keyword says the member is a template,
        // which ptxc knows from the class.
        self.eat(K::KwTemplate);
        if let Some((op, op_span)) = self.operator_function_id() {
            // `::operator new(n)`, `ns::operator==(a, b)`: the operator function by name.
            let span = start.to(op_span);
            return self.qualified_id(ns, (op, op_span), span, true);
        }
        let name = self.expect(K::Ident, "identifier")?;
        self.qualified_id(ns, (name.text, name.span), start.to(name.span), false)
    }

    /// `ns::name` (the whole at `span`; with `operator`, an operator function's name)
    /// after its name, as Sema reads it ([`crate::sema::Sema::act_on_qualified_id`]): a
    /// template's arguments follow, or the expression it is.
    fn qualified_id(
        &mut self,
        ns: crate::sema::lookup::NsId,
        name: (crate::symbol::Sym, crate::source::Span),
        span: crate::source::Span,
        operator: bool,
    ) -> PResult<&'a Expr<'a>> {
        let (sym, name_span) = name;
        match self.sema.act_on_qualified_id(ns, sym, name_span, span, operator) {
            QualifiedId::FuncTemplate(t) => self.template_call(t, span),
            QualifiedId::VarTemplate(id) => self.var_template_use(id, span),
            QualifiedId::Assignment(class) => {
                let object = self.sema.qualified_assignment_object(class, span);
                self.assignment_operator_call(object, span)
            }
            QualifiedId::Expr(e) => Ok(e),
        }
    }

    /// The call `(args)` after `obj.operator=` or `C::operator=` (starting at `start`)
    /// where the class's copy assignment is implicit: the assignment of `object` (`None`
    /// when there is none, reported).
    fn assignment_operator_call(
        &mut self,
        object: Option<&'a Expr<'a>>,
        start: crate::source::Span,
    ) -> PResult<&'a Expr<'a>> {
        if self.peek() != K::LParen {
            // Its address (`&C::operator=`): ptxc declares no function for it.
            self.error_here("the implicitly declared \"operator=\" can only be called here by ptxc");
            return Err(Recover);
        }
        let (args, close) = self.call_arguments()?;
        let span = start.to(close);
        Ok(match object {
            Some(object) => assignment_operator_call(self, object, args, span),
            None => self.error_expr(span),
        })
    }

    /// `a::T(expr)`: a functional cast to a qualified type name.
    fn qualified_functional_cast(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let Some((ty, len)) = self.qualified_type_at(0) else {
            return Err(Recover);
        };
        for _ in 0..len {
            self.bump();
        }
        let class = self.sema.functional_cast_form(ty) == FunctionalCastForm::ClassTemporary;
        if class && matches!(self.peek(), K::LParen | K::LBrace) {
            return self.class_temporary(ty, start);
        }
        // `ns::T(v)`, `ns::T{v}`, `ns::T()`, `ns::T{}` of a scalar type, as unqualified.
        self.functional_cast_to(ty, start)
    }

    /// `Name<args>` (the name consumed) in an expression: `Name<args>::member` or a
    /// temporary `Name<args>(...)`.
    fn class_template_expr(
        &mut self,
        ct: crate::sema::templates::ClassTemplateId,
        name: crate::token::Token,
    ) -> PResult<&'a Expr<'a>> {
        let ty = self.class_template_use(ct, name.span)?;
        self.named_type_expr(ty, name)
    }

    /// A type just named by a template's arguments (`Name<args>`, `name` its first
    /// token) in an expression: `Name<args>::member` or a temporary `Name<args>(...)`.
    fn named_type_expr(&mut self, ty: TypeId, name: crate::token::Token) -> PResult<&'a Expr<'a>> {
        let form = self.sema.functional_cast_form(ty);
        if form == FunctionalCastForm::Error {
            // `Bad<T>::member::inner`: the names after an erroneous type add no errors.
            while self.peek() == K::ColonColon && self.peek_at(1) == K::Ident {
                self.bump();
                self.bump();
            }
            return Ok(self.error_expr(name.span));
        }
        if self.eat(K::ColonColon) {
            // `Vec<int, 4>::member`.
            self.eat(K::KwTemplate);
            if let Some(op) = self.operator_function_id() {
                // `Base<T>::operator=(x)`: the operator function by name, as `C::operator=`.
                let span = name.span.to(op.1);
                self.sema.require_complete_type(ty, span);
                if let Some(ns) = self.sema.class_scope(ty) {
                    return self.qualified_id(ns, op, span, true);
                }
            }
            let member = self.expect(K::Ident, "identifier")?;
            let span = name.span.to(member.span);
            match self.sema.class_member(ty, member.text) {
                Some(Entity::VarTemplate(id)) => return self.var_template_use(id, span),
                // `Traits<T>::f<U>(x)`, `Impl<T>::check(p, 0)`: a static member template.
                Some(Entity::FuncTemplate(t)) => return self.template_call(t, span),
                // `half<R>::type::den`, `traits<T>::type(3)`: a member type, named on.
                Some(Entity::Typedef(inner)) if matches!(self.peek(), K::ColonColon | K::LParen | K::LBrace) => {
                    return self.named_type_expr(inner, member);
                }
                // `outer<T>::inner<U>::value`: a member class template.
                Some(Entity::ClassTemplate(ct)) if self.peek() == K::Lt => {
                    return self.class_template_expr(ct, member);
                }
                _ => {}
            }
            return Ok(self.sema.class_member_expr(ty, member.text, member.span, span));
        }
        if !matches!(self.peek(), K::LParen | K::LBrace) {
            self.error_here("expected a \"(\"");
            return Err(Recover);
        }
        if !form.is_class() {
            // `Alias<T>(1)` naming a scalar type: a functional cast.
            return self.functional_cast_to(ty, name.span);
        }
        self.class_temporary(ty, name.span)
    }

    /// `T(args)` or `T{args}` for a class type `T` (its name already consumed): a
    /// temporary object.
    fn class_temporary(&mut self, ty: TypeId, start: crate::source::Span) -> PResult<&'a Expr<'a>> {
        let list;
        let args = if self.peek() == K::LBrace {
            // `T{...}`: list-initialization (nested lists for aggregates).
            list = self.initializer_syntax()?;
            FunctionalCastArgs::ClassList(&list)
        } else {
            let (args, close) = self.constructor_arguments_for(ty)?;
            FunctionalCastArgs::ClassArgs(args, close)
        };
        let span = start.to(self.prev_span());
        Ok(self.sema.act_on_functional_cast(ty, args, span))
    }

    /// `primary-expression`.
    fn primary_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let t = self.tok();
        let span = t.span;
        match t.kind {
            K::Number | K::CharLit | K::StrLit | K::KwTrue | K::KwFalse | K::KwNullptr => Ok(self.literal()),
            K::LParen if self.peek_at(1) == K::LBrace => self.statement_expression(),
            K::LParen if self.fold_ellipsis().is_some() => {
                let ellipsis = self.fold_ellipsis().unwrap_or(self.pos);
                self.fold_expression(ellipsis)
            }
            K::LParen => {
                self.bump();
                // Inside parentheses `>` compares again, also in a template argument.
                let in_targs = std::mem::replace(&mut self.in_template_args, false);
                let called = self.parenthesized_name_called();
                let outer_callee = std::mem::replace(&mut self.paren_callee, called);
                let e = self.nested(|p| p.expr());
                self.in_template_args = in_targs;
                self.paren_callee = outer_callee;
                let e = e?;
                if std::mem::take(&mut self.paren_callee_closed) {
                    // `(f)(args)`: the call already consumed the `)`.
                    return Ok(e);
                }
                let close = self.expect(K::RParen, ")")?.span;
                Ok(self.sema.parenthesized(e, span.to(close)))
            }
            K::LBracket => self.lambda_expr(),
            K::Ident if self.at_named_cast() => self.named_cast_expr(),
            K::Ident if self.text(t) == "__builtin_offsetof" && self.peek_at(1) == K::LParen => self.offsetof_expr(),
            K::Ident if self.at_builtin_call(0) => self.builtin_call(),
            K::Ident if self.peek_at(1) == K::ColonColon => self.qualified_expr(),
            K::ColonColon => self.qualified_expr(),
            // `decltype(x)::member`, `decltype(x)(args)`: a type naming a member or cast to.
            K::Ident if self.text(t) == "decltype" && self.peek_at(1) == K::LParen => {
                let ty = self.decltype_specifier()?;
                self.named_type_expr(ty, t)
            }
            K::Ident if self.at_typeof(0) => {
                let ty = self.typeof_specifier()?;
                self.named_type_expr(ty, t)
            }
            K::Ident => self.identifier_expr(),
            K::KwBool
            | K::KwChar
            | K::KwShort
            | K::KwInt
            | K::KwLong
            | K::KwInt128
            | K::KwSigned
            | K::KwUnsigned
            | K::KwFloat
            | K::KwDouble
            | K::KwVoid => self.functional_cast(),
            // `typename make<N>::type{}`, `typename T::value_type(0)`: an explicit type
            // conversion written with a typename-specifier.
            K::KwTypename => {
                let ty = self.decl_specifiers()?.ty;
                if !matches!(self.peek(), K::LParen | K::LBrace) {
                    self.error_here("expected a \"(\"");
                    return Err(Recover);
                }
                match self.sema.functional_cast_form(ty) {
                    FunctionalCastForm::ClassTemporary => self.class_temporary(ty, span),
                    _ => self.functional_cast_to(ty, span),
                }
            }
            _ => {
                self.error_here("expected an expression");
                Err(Recover)
            }
        }
    }

    /// A literal (adjacent string literals concatenated).
    fn literal(&mut self) -> &'a Expr<'a> {
        let t = self.bump();
        let mut parts = vec![t.text];
        let mut end = t.span;
        while t.kind == K::StrLit && self.peek() == K::StrLit {
            let s = self.bump();
            parts.push(s.text);
            end = s.span;
        }
        let lit = match t.kind {
            K::Number => Literal::Number(t.text),
            K::CharLit => Literal::Char(t.text),
            K::StrLit => Literal::String(&parts),
            K::KwNullptr => Literal::Nullptr,
            _ => Literal::Bool(t.kind == K::KwTrue),
        };
        self.sema.act_on_literal(lit, t.span.to(end))
    }

    /// A name: variable, function, built-in variable (with `.x/.y/.z`), or a typedef name
    /// used in a functional cast.
    fn identifier_expr(&mut self) -> PResult<&'a Expr<'a>> {
        let t = self.tok();
        if self.text(t) == "this" {
            self.bump();
            return Ok(self.sema.this_expr(t.span));
        }
        if let Some((op, span)) = self.operator_function_id() {
            // `operator==(a, b)`: the operator function called by name.
            if let NameKind::FuncTemplate(t) = self.classify(op) {
                return self.template_call(t, span);
            }
            return Ok(self.sema.name_expr(op, span));
        }
        let called = self.peek_at(1) == K::LParen && !self.paren_callee;
        let id = self.sema.unqualified_id(t.text, called.then_some(self.pos));
        match id.entity {
            Some(Entity::Special(reg)) => {
                self.bump();
                let how = if self.peek() == K::Dot {
                    self.bump();
                    let c = self.expect(K::Ident, "identifier")?;
                    BuiltinVariableUse::Component(c.text, c.span)
                } else if assign_op(self.peek()).is_some() {
                    BuiltinVariableUse::Assigned
                } else {
                    BuiltinVariableUse::Value
                };
                Ok(self.sema.act_on_builtin_variable(reg, t.text, how, t.span))
            }
            Some(Entity::FuncTemplate(t)) => {
                let at = self.pos;
                let name = self.bump();
                self.unqualified_template_call(t, name.span, at)
            }
            Some(Entity::ClassTemplate(ct)) if matches!(self.peek_at(1), K::Lt | K::LParen | K::LBrace) => {
                // `Box(3)`, `Box{3}`: the arguments deduced from the initializer (CTAD).
                let name = self.bump();
                self.class_template_expr(ct, name)
            }
            Some(Entity::VarTemplate(id)) => {
                let name = self.bump();
                self.var_template_use(id, name.span)
            }
            Some(Entity::AliasTemplate(id)) if self.peek_at(1) == K::Lt => {
                let name = self.bump();
                let ty = self.alias_template_use(id, name.span)?;
                self.named_type_expr(ty, name)
            }
            // `Box<U>(...)` inside `Box`: the injected class name as a template name.
            Some(Entity::Typedef(_)) if self.class_template_named_at(0).is_some() => {
                let Some(ct) = self.class_template_named_at(0) else {
                    return Err(crate::parser::Recover);
                };
                let name = self.bump();
                self.class_template_expr(ct, name)
            }
            Some(Entity::Typedef(ty))
                if self.sema.functional_cast_form(ty) == FunctionalCastForm::ClassTemporary
                    && matches!(self.peek_at(1), K::LParen | K::LBrace) =>
            {
                let start = self.bump().span;
                self.class_temporary(ty, start)
            }
            Some(Entity::Typedef(_) | Entity::Enum(_)) if matches!(self.peek_at(1), K::LParen | K::LBrace) => {
                self.functional_cast()
            }
            None if matches!(self.text(t), "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") => {
                self.bump();
                Ok(self.sema.predefined_function_name(t.text, t.span))
            }
            None if called => {
                let at = self.pos;
                let name = self.bump();
                self.argument_dependent_call(name, at)
            }
            Some(Entity::Funcs(_)) if called && !self.in_template_pattern && id.argument_dependent => {
                let at = self.pos;
                let name = self.bump();
                self.unqualified_call(name, at)
            }
            _ => {
                self.bump();
                Ok(self.sema.name_expr(t.text, t.span))
            }
        }
    }

    /// `name(args)`, `name` at token `at`, where ordinary lookup finds nothing named
    /// `name` (Sema's [`act_on_argument_dependent_call`]).
    fn argument_dependent_call(&mut self, name: crate::token::Token, at: usize) -> PResult<&'a Expr<'a>> {
        let (args, close) = self.call_arguments()?;
        Ok(act_on_argument_dependent_call(
            self,
            (name.text, name.span),
            at,
            args,
            close,
        ))
    }

    /// `name(args)`, `name` at token `at`, where ordinary lookup found non-member
    /// functions: Sema's [`act_on_call_with_associated`] decides what it calls.
    fn unqualified_call(&mut self, name: crate::token::Token, at: usize) -> PResult<&'a Expr<'a>> {
        let (e, callee) = self.sema.named_callee(name.text, name.span);
        let (args, close) = self.call_arguments_for(callee.parameter_set())?;
        self.define_deduced_members(callee.parameter_set());
        Ok(act_on_call_with_associated(
            self,
            (name.text, name.span),
            at,
            e,
            callee,
            args,
            close,
        ))
    }

    /// `T(expr)` with a simple type specifier or typedef name: an explicit conversion.
    fn functional_cast(&mut self) -> PResult<&'a Expr<'a>> {
        let start = self.span();
        let t = self.bump();
        let ty = match t.kind {
            K::KwBool => TypeId::BOOL,
            K::KwChar => TypeId::CHAR,
            K::KwShort => TypeId::SHORT,
            K::KwInt | K::KwSigned => TypeId::INT,
            K::KwLong => TypeId::LONG,
            K::KwInt128 => TypeId::INT128,
            K::KwUnsigned => TypeId::UINT,
            K::KwFloat => TypeId::FLOAT,
            K::KwDouble => TypeId::DOUBLE,
            K::KwVoid => TypeId::VOID,
            _ => match self.classify(t.text) {
                NameKind::Class(ty) | NameKind::Type(ty) | NameKind::Enum(ty) => ty,
                _ => TypeId::ERROR,
            },
        };
        self.functional_cast_to(ty, start)
    }

    /// `(expr)`, `()` or `{...}` after a type `ty` that is no class (written from
    /// `start`): an explicit conversion or a value-initialization.
    fn functional_cast_to(&mut self, ty: TypeId, start: crate::source::Span) -> PResult<&'a Expr<'a>> {
        let args = if self.peek() == K::LBrace {
            // `T{}` and `T{e}` of a scalar type: list-initialization of a scalar.
            FunctionalCastArgs::ScalarList(self.braced_arguments()?.0)
        } else if self.peek() != K::LParen {
            self.error_here("expected a \"(\"");
            return Err(Recover);
        } else if self.sema.functional_cast_form(ty) == FunctionalCastForm::BuiltinConstructor {
            // `dim3(x, y, z)`.
            let (args, close) = self.call_arguments()?;
            FunctionalCastArgs::BuiltinArgs(args, close)
        } else if self.peek_at(1) == K::RParen {
            // `T()`: value-initialization.
            self.bump();
            self.bump();
            FunctionalCastArgs::Empty
        } else {
            self.bump();
            let e = self.nested(|p| p.expr())?;
            self.expect(K::RParen, ")")?;
            FunctionalCastArgs::Operand(e)
        };
        let span = start.to(self.prev_span());
        Ok(self.sema.act_on_functional_cast(ty, args, span))
    }
}

impl<'a> Parser<'_, 'a> {
    /// After `(`: whether a plain or qualified name that is not a type follows, then
    /// `)` and `(` (`(::cuda::std::max)(a, b)`).
    fn parenthesized_name_called(&self) -> bool {
        if self.at_type_name_at(0) {
            return false;
        }
        let mut k = usize::from(self.peek() == K::ColonColon);
        loop {
            if self.peek_at(k) != K::Ident {
                return false;
            }
            k += 1;
            match self.peek_at(k) {
                K::ColonColon => k += 1,
                K::RParen => return self.peek_at(k + 1) == K::LParen,
                _ => return false,
            }
        }
    }
}

impl<'a> Parser<'_, 'a> {
    /// The offset after a class or alias template's name and argument list starting
    /// at offset `n` (`Box<T>`, `ns::Alias<N>`), if one starts there.
    /// The name may be plain (`(cx<double>(x, y))`, Thrust's `catrig.h`).
    fn template_id_end(&self, n: usize) -> Option<usize> {
        let name_len = match self.alias_template_named_at(n) {
            Some((_, len)) => len,
            None => self.template_type_name_at(n)?,
        };
        (self.peek_at(n + name_len) == K::Lt).then(|| self.after_angle_brackets(n + name_len))
    }
}
