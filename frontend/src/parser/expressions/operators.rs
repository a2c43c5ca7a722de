//! Operator expressions handed to semantic analysis, after picking among the
//! non-member operator function templates of the operator's name (instantiating is
//! the parser's; see [`crate::sema::templates::operator_templates`]).

use crate::il::Expr;
use crate::sema::expr::{AssignOp, PrefixOp};
use crate::sema::templates::operator_templates::{pick_member_operator, pick_operator_function};
use crate::source::Span;
use crate::types::TypeId;

use super::Bin;
use crate::parser::Parser;

impl<'a> Parser<'a> {
    /// `l op r` for a binary operator (arithmetic, bitwise, comparison or logical).
    pub(in crate::parser) fn binary_operation(
        &mut self,
        op: Bin,
        l: &'a Expr<'a>,
        r: &'a Expr<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        let spelled = match op {
            Bin::Op(op) => op.spelling(),
            Bin::LogAnd => "&&",
            Bin::LogOr => "||",
        };
        self.with_operator_templates(spelled, &[l, r], span, |p| match op {
            Bin::Op(op) => p.sema.binary(op, l, r, span),
            Bin::LogAnd => p.sema.logical(true, l, r, span),
            Bin::LogOr => p.sema.logical(false, l, r, span),
        })
    }

    /// `l = r` or `l op= r`.
    pub(super) fn assignment(&mut self, op: AssignOp, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        match op {
            AssignOp::Compound(bop) => {
                let spelled = format!("{}=", bop.spelling());
                self.with_operator_templates(&spelled, &[l, r], span, |p| p.sema.assign(op, l, r, span))
            }
            AssignOp::Plain => self.sema.assign(op, l, r, span),
        }
    }

    /// `op e` for a prefix operator other than `++`/`--`.
    pub(in crate::parser) fn prefix_operation(&mut self, op: PrefixOp, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        match op.overloadable_spelling() {
            Some(spelled) => self.with_operator_templates(spelled, &[e], span, |p| p.sema.prefix(op, e, span)),
            None if op == PrefixOp::AddrOf => self.sema.written_address_of(e, span),
            None => self.sema.prefix(op, e, span),
        }
    }

    /// `++e`, `--e` (`pre`), `e++` or `e--`; an operator function for the postfix form
    /// takes a second argument `0`.
    pub(super) fn inc_dec_operation(&mut self, pre: bool, inc: bool, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let spelled = if inc { "++" } else { "--" };
        let mut args = vec![e];
        if !pre {
            args.push(self.sema.int_const(0, TypeId::INT, span));
        }
        self.with_operator_templates(spelled, &args, span, |p| p.sema.inc_dec(pre, inc, e, span))
    }

    /// `analyse` (the analysis of operator `op` applied to `args`) with the non-member
    /// operator function picked among `operator<op>` templates, when there are some.
    fn with_operator_templates(
        &mut self,
        op: &str,
        args: &[&'a Expr<'a>],
        span: Span,
        analyse: impl FnOnce(&mut Self) -> &'a Expr<'a>,
    ) -> &'a Expr<'a> {
        let picked = pick_operator_function(self, op, args, span);
        if picked.is_none() {
            if let Some(f) = pick_member_operator(self, op, args, span) {
                return self.sema.method_call(args[0], &[f], args[1..].to_vec(), span, span);
            }
        }
        self.sema.set_picked_operator(picked);
        let e = analyse(self);
        self.sema.set_picked_operator(None);
        e
    }
}
