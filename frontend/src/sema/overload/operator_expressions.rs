//! Operator expressions: whether an operator applied to its operands is a call of a
//! non-member operator function template's instance, of a member operator function,
//! or the operator Sema analyses itself (built in, or an ordinary overloaded operator
//! function). Instantiating a template is parsing its tokens, so these take the
//! [`TemplateParser`] driving the expression.

use crate::il::{BinOp, Expr};
use crate::sema::expr::{AssignOp, PrefixOp};
use crate::sema::templates::operator_templates::{pick_member_operator, pick_operator_function};
use crate::sema::templates::replay::TemplateParser;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::{Quals, TypeId};

/// A binary operator: one with a built-in meaning in [`BinOp`], or a logical one.
#[derive(Clone, Copy)]
pub enum Bin {
    /// An operator with a built-in meaning.
    Op(BinOp),
    /// `&&`
    LogAnd,
    /// `||`
    LogOr,
}

/// `l op r` for a binary operator (arithmetic, bitwise, comparison or logical).
pub fn binary_operation<'a>(
    p: &mut dyn TemplateParser<'a>,
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
    with_operator_templates(p, spelled, &[l, r], span, |sema| match op {
        Bin::Op(op) => sema.binary(op, l, r, span),
        Bin::LogAnd => sema.logical(true, l, r, span),
        Bin::LogOr => sema.logical(false, l, r, span),
    })
}

/// `l, r`: an `operator,` function (or template instance) when one takes the operands
/// ([over.match.oper]), else the built-in comma.
pub fn comma_operation<'a>(
    p: &mut dyn TemplateParser<'a>,
    l: &'a Expr<'a>,
    r: &'a Expr<'a>,
    span: Span,
) -> &'a Expr<'a> {
    with_operator_templates(p, ",", &[l, r], span, |sema| sema.comma(l, r, span))
}

/// `l ->* r`: an `operator->*` function (or template instance) when one takes the
/// operands, else the built-in pointer-to-member access.
pub fn arrow_star_operation<'a>(
    p: &mut dyn TemplateParser<'a>,
    l: &'a Expr<'a>,
    r: &'a Expr<'a>,
    span: Span,
) -> &'a Expr<'a> {
    with_operator_templates(p, "->*", &[l, r], span, |sema| sema.arrow_star(l, r, span))
}

/// `l = r` or `l op= r`.
pub fn assignment<'a>(
    p: &mut dyn TemplateParser<'a>,
    op: AssignOp,
    l: &'a Expr<'a>,
    r: &'a Expr<'a>,
    span: Span,
) -> &'a Expr<'a> {
    match op {
        AssignOp::Compound(bop) => {
            let spelled = format!("{}=", bop.spelling());
            with_operator_templates(p, &spelled, &[l, r], span, |sema| sema.assign(op, l, r, span))
        }
        AssignOp::Plain => {
            let r = crate::sema::templates::target_typed_ids::template_id_for_target(p, r, l.ty);
            // `operator=` is a member only: member templates compete with the
            // ordinary overloads (`template <class U> X& operator=(const U&)`) for a
            // value of another type; for one of the class itself the copy (or move)
            // assignment, not a template, is chosen ([over.match.best]: a
            // non-template wins a tie). A `const` left operand has no viable copy
            // assignment, so the templates decide there too (a proxy reference's
            // `const P& operator=(O&&) const` assigning another proxy of its type:
            // libcu++'s `indirectly_writable` of a proxy iterator).
            let sema = p.sema();
            let same_class = sema.types.is_record(r.ty)
                && sema.types.referee(r.ty).unwrap_or(r.ty).unqualified() == l.ty.unqualified();
            if !same_class || l.ty.quals().contains(Quals::CONST) {
                if let Some(f) = pick_member_operator(p, "=", &[l, r], span) {
                    return p.sema().method_call(l, &[f], vec![r], span, span);
                }
            }
            p.sema().assign(op, l, r, span)
        }
    }
}

/// `object.operator=(args)`, or `C::operator=(args)` in a member function (`object`
/// then `*this` or its base subobject of type `C`), where the class declares no copy or
/// move assignment itself: the assignment `object = arg` ([`assignment`]), in which the
/// implicit copy assignment competes with the `operator=` functions the class declares.
pub fn assignment_operator_call<'a>(
    p: &mut dyn TemplateParser<'a>,
    object: &'a Expr<'a>,
    args: Vec<&'a Expr<'a>>,
    span: Span,
) -> &'a Expr<'a> {
    match p.sema().assignment_call_operand(object, &args, span) {
        Some(arg) => assignment(p, AssignOp::Plain, object, arg, span),
        None => p.sema().error_expr(span),
    }
}

/// `__is_assignable(T, U)` when `T`'s class has a member `operator=` template that
/// overload resolution chooses for `declval<T>() = declval<U>()` (as [`assignment`]
/// does: a proxy's constrained `template <class O> const P& operator=(O&&) const`):
/// whether that choice goes through without error; `None` when no template is chosen
/// and the ordinary members answer (`Sema::value_trait`).
pub fn assignable_through_member_template<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: TypeId,
    u: TypeId,
    span: Span,
) -> Option<bool> {
    let sema = p.sema();
    let target = sema.types.referee(t).unwrap_or(t);
    let same_class = sema.types.referee(u).unwrap_or(u).unqualified() == target.unqualified();
    if !sema.types.is_record(target) || (same_class && !target.quals().contains(Quals::CONST)) {
        return None;
    }
    let l = sema.declval_operand(t);
    let r = sema.declval_operand(u);
    let trial = p.sema().diags.begin_trial();
    let chosen = pick_member_operator(p, "=", &[l, r], span);
    let failed = p.sema().diags.end_trial(trial);
    chosen.map(|_| !failed)
}

/// `base[index]`: a member `operator[]` template's instance when one is the choice
/// (CUB's `CacheModifiedInputIterator::operator[]<Distance>`), else what
/// [`Sema::index`] makes of it.
pub fn subscript<'a>(
    p: &mut dyn TemplateParser<'a>,
    base: &'a Expr<'a>,
    index: &'a Expr<'a>,
    span: Span,
) -> &'a Expr<'a> {
    if !p.sema().types.is_record(base.ty) {
        return p.sema().index(base, index, span);
    }
    with_operator_templates(p, "[]", &[base, index], span, |sema| sema.index(base, index, span))
}

/// `op e` for a prefix operator other than `++`/`--`.
pub fn prefix_operation<'a>(p: &mut dyn TemplateParser<'a>, op: PrefixOp, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
    match op.overloadable_spelling() {
        Some(spelled) => with_operator_templates(p, spelled, &[e], span, |sema| sema.prefix(op, e, span)),
        None if op == PrefixOp::AddrOf => p.sema().written_address_of(e, span),
        None => p.sema().prefix(op, e, span),
    }
}

/// `++e`, `--e` (`pre`), `e++` or `e--`; an operator function for the postfix form
/// takes a second argument `0`.
pub fn inc_dec_operation<'a>(
    p: &mut dyn TemplateParser<'a>,
    pre: bool,
    inc: bool,
    e: &'a Expr<'a>,
    span: Span,
) -> &'a Expr<'a> {
    let spelled = if inc { "++" } else { "--" };
    let mut args = vec![e];
    if !pre {
        args.push(p.sema().int_const(0, TypeId::INT, span));
    }
    with_operator_templates(p, spelled, &args, span, |sema| sema.inc_dec(pre, inc, e, span))
}

/// `analyse` (the analysis of operator `op` applied to `args`) with the non-member
/// operator function picked among `operator<op>` templates, when there are some.
/// Ordinary lookup of the operator functions sees those declared before the expression
/// (in a template parsed again for an instance, not those declared after it).
fn with_operator_templates<'a>(
    p: &mut dyn TemplateParser<'a>,
    op: &str,
    args: &[&'a Expr<'a>],
    span: Span,
    analyse: impl FnOnce(&mut Sema<'a>) -> &'a Expr<'a>,
) -> &'a Expr<'a> {
    let written_before = p.reading_at();
    let outer = p.sema().set_operator_written_before(Some(written_before));
    let picked = pick_operator_function(p, op, args, span);
    if picked.is_none() {
        if let Some(f) = pick_member_operator(p, op, args, span) {
            p.sema().set_operator_written_before(outer);
            return p.sema().method_call(args[0], &[f], args[1..].to_vec(), span, span);
        }
    }
    let sema = p.sema();
    sema.set_operator_written_before(Some(written_before));
    sema.set_picked_operator(picked);
    let e = analyse(sema);
    sema.set_picked_operator(None);
    sema.set_operator_written_before(outer);
    e
}
