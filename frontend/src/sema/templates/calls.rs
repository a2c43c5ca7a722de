//! Which instance a call of a function template's name calls ([temp.deduct.call],
//! [over.match.funcs]): with one template of the name, the instance for the arguments
//! deduced from the call (after the explicit ones) and completed by defaults; with
//! several, or with ordinary functions of the same name, every template whose
//! arguments deduce is a candidate and overload resolution
//! ([`Sema::resolve_template_overload`]) chooses. Only the winner is instantiated.

use crate::il::{Expr, FnDeclId};
use crate::mangle::TemplateArg;
use crate::sema::lookup::Entity;
use crate::source::Span;

use super::arguments::complete_function_args;
use super::instantiation::function_instance;
use super::partial_ordering::{Candidate, MemberCall};
use super::replay::TemplateParser;
use super::sfinae::signature_substitutes;
use super::FnTemplateId;

/// The function a call of function template name `head` (at `name_span`) with
/// `explicit` template arguments and call arguments `args` calls; `None` after an error.
pub fn template_call_target<'a>(
    p: &mut dyn TemplateParser<'a>,
    head: FnTemplateId,
    explicit: &[TemplateArg],
    args: &[&'a Expr<'a>],
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    let set = p.sema().template_set(head);
    let call = MemberCall { object: None, args };
    template_call_target_among(p, head, set, explicit, call, name_span, span)
}

/// As [`template_call_target`], with only the templates `set` of `head`'s overloads as
/// candidates (a member call leaves out those its object cannot call), for a call on
/// `call.object` when it calls a member.
pub fn template_call_target_among<'a>(
    p: &mut dyn TemplateParser<'a>,
    head: FnTemplateId,
    set: Vec<FnTemplateId>,
    explicit: &[TemplateArg],
    call: MemberCall<'a, '_>,
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    let overloaded = set.len() > 1 || !p.sema().templates[head].funcs.is_empty();
    match set.first() {
        Some(&t) if !overloaded => deduced_instance(p, t, explicit, call.args, name_span, span),
        _ => overloaded_template_call(p, head, set, explicit, call, name_span, span),
    }
}

/// The instance of the single template `t` whose arguments are deduced from `args`
/// (after the `explicit` ones) and completed by defaults; nvcc's error at `span` when
/// none matches.
fn deduced_instance<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    explicit: &[TemplateArg],
    args: &[&'a Expr<'a>],
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    match deduce_for_call(p, t, explicit, args) {
        Some(targs) => function_instance(p, t, targs, name_span),
        None => {
            let sema = p.sema();
            let n = sema.interner.get(sema.templates[t].name).to_string();
            sema.diags.error(
                span,
                format!("no instance of function template \"{n}\" matches the argument list"),
            );
            None
        }
    }
}

/// The arguments of template `t` for a call with `args`: deduced after the `explicit`
/// ones and completed by defaults, `None` when that fails or the signature does not
/// substitute (SFINAE).
pub(in crate::sema) fn deduce_for_call<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    explicit: &[TemplateArg],
    args: &[&'a Expr<'a>],
) -> Option<Vec<TemplateArg>> {
    let deduced = p.sema().deduce_partial(t, explicit, args)?;
    complete_function_args(p, t, deduced)
        .filter(|targs| !p.sema().forms_reference_to_void(t, targs))
        .filter(|targs| signature_substitutes(p, t, targs))
}

/// The function a call of overloaded template name `head` calls: every template of the
/// name whose arguments can be deduced (and completed by defaults) is a candidate.
fn overloaded_template_call<'a>(
    p: &mut dyn TemplateParser<'a>,
    head: FnTemplateId,
    set: Vec<FnTemplateId>,
    explicit: &[TemplateArg],
    call: MemberCall<'a, '_>,
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    let mut deduced = Vec::new();
    for t in set {
        if let Some(targs) = deduce_for_call(p, t, explicit, call.args) {
            deduced.push((t, targs));
        }
    }
    match p
        .sema()
        .resolve_template_overload(head, !explicit.is_empty(), deduced, call, span)?
    {
        Candidate::Func(f) => Some(f),
        Candidate::Template(t, targs) => function_instance(p, t, targs, name_span),
    }
}

/// The function an unqualified call `sym(args)` calls when ordinary lookup found no
/// function of the name: the best of those argument-dependent lookup finds. `None` when
/// it finds none (the name is then undefined), `Some(None)` after an error.
pub fn argument_dependent_call_target<'a>(
    p: &mut dyn TemplateParser<'a>,
    sym: crate::symbol::Sym,
    args: &[&'a Expr<'a>],
    name_span: Span,
    span: Span,
) -> Option<Option<FnDeclId>> {
    let (templates, funcs) = p.sema().argument_dependent_overloads(sym, args);
    if templates.is_empty() && funcs.is_empty() {
        return None;
    }
    Some(best_of_candidates(p, sym, templates, &funcs, args, name_span, span))
}

/// The function an unqualified call of function template `t` with `args` calls: among
/// its overloads, and the functions and templates of the arguments' associated
/// namespaces when those add any.
pub fn template_call_with_associated<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: super::FnTemplateId,
    args: &[&'a Expr<'a>],
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    let sema = p.sema();
    let sym = sema.templates_name(t);
    let (templates, funcs) = sema.non_member_functions(vec![Some(Entity::FuncTemplate(t))]);
    match sema.candidates_with_associated(sym, args, templates, funcs) {
        Some((templates, funcs)) => best_of_candidates(p, sym, templates, &funcs, args, name_span, span),
        None => template_call_target(p, t, &[], args, name_span, span),
    }
}

/// The best of function templates `templates` (their arguments deduced from `args`)
/// and functions `funcs` for a call of `sym`, instantiated if a template's; `None`
/// after reporting no match or an ambiguity.
pub fn best_of_candidates<'a>(
    p: &mut dyn TemplateParser<'a>,
    sym: crate::symbol::Sym,
    templates: Vec<super::FnTemplateId>,
    funcs: &[FnDeclId],
    args: &[&'a Expr<'a>],
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    let deduced: Vec<_> = templates
        .into_iter()
        .filter_map(|t| deduce_for_call(p, t, &[], args).map(|targs| (t, targs)))
        .collect();
    let call = MemberCall { object: None, args };
    let sema = p.sema();
    match sema.best_template_candidate(deduced, funcs, call) {
        Ok(Candidate::Func(f)) => Some(f),
        Ok(Candidate::Template(t, targs)) => function_instance(p, t, targs, name_span),
        Err(viable) => {
            let n = sema.interner.get(sym).to_string();
            let msg = if viable {
                format!("more than one instance of overloaded function \"{n}\" matches the argument list")
            } else {
                format!("no instance of overloaded function \"{n}\" matches the argument list")
            };
            sema.diags.error(span, msg);
            None
        }
    }
}
