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
use super::sfinae::{call_signature_substitutes, signature_substitutes};
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
        .filter(|targs| call_signature_substitutes(p, t, targs, explicit.len()))
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
/// function of the name: the best of those argument-dependent lookup finds (for a call
/// written at token `at`, those [`Sema::visible_associated_candidates`] keeps). `None`
/// when it finds none (the name is then undefined), `Some(None)` after an error.
pub fn argument_dependent_call_target<'a>(
    p: &mut dyn TemplateParser<'a>,
    sym: crate::symbol::Sym,
    args: &[&'a Expr<'a>],
    at: Option<usize>,
    name_span: Span,
    span: Span,
) -> Option<Option<FnDeclId>> {
    let sema = p.sema();
    let (templates, funcs) = sema.argument_dependent_overloads(sym, args);
    let (templates, funcs) = match at {
        Some(at) => sema.visible_associated_candidates(args, templates, funcs, at),
        None => (templates, funcs),
    };
    if templates.is_empty() && funcs.is_empty() {
        return None;
    }
    Some(best_of_candidates(p, sym, templates, &funcs, args, name_span, span))
}

/// What an unqualified call `sym(args)` whose ordinary lookup found the non-member
/// functions `set` calls once argument-dependent lookup has added the functions and
/// templates of the arguments' associated namespaces (`using std::swap; swap(a, b)`
/// finds `a`'s own `swap`).
pub enum AssociatedCall {
    /// The associated namespaces add nothing (or an argument is in error), and every
    /// function found is a candidate: the call is resolved as ordinary lookup found it.
    Ordinary,
    /// The best of the merged overload set.
    Chosen(FnDeclId),
    /// No best function, reported.
    Failed,
}

/// Merges the functions and templates of the arguments' associated namespaces into the
/// overload set `set` ordinary lookup found for `sym(args)` and picks the best
/// ([`AssociatedCall`]). For a call written at token `at` (a template parsed again for
/// an instance), ordinary lookup's candidates are those declared before `at`
/// ([`Sema::visible_candidates`]), and argument-dependent lookup's those
/// [`Sema::visible_associated_candidates`] keeps.
pub fn call_with_associated_functions<'a>(
    p: &mut dyn TemplateParser<'a>,
    sym: crate::symbol::Sym,
    set: &[FnDeclId],
    args: &[&'a Expr<'a>],
    at: Option<usize>,
    name_span: Span,
    span: Span,
) -> AssociatedCall {
    let sema = p.sema();
    // A call with an argument in error is resolved as ordinary lookup found it.
    if args.iter().any(|a| sema.is_err(a)) {
        return AssociatedCall::Ordinary;
    }
    let (_, visible) = match at {
        Some(at) => sema.visible_candidates(sym, Vec::new(), set.to_vec(), at),
        None => (Vec::new(), set.to_vec()),
    };
    let narrowed = visible.len() != set.len();
    let (templates, all) = match sema.candidates_with_associated(sym, args, Vec::new(), visible.clone(), at) {
        Some(merged) => merged,
        None if narrowed => (Vec::new(), visible),
        None => return AssociatedCall::Ordinary,
    };
    match best_of_candidates(p, sym, templates, &all, args, name_span, span) {
        Some(f) => AssociatedCall::Chosen(f),
        None => AssociatedCall::Failed,
    }
}

/// The function an unqualified call of function template `t` with `args` calls: among
/// its overloads, and the functions and templates of the arguments' associated
/// namespaces when those add any; for a call written at token `at`, only the overloads
/// declared before it, as in [`call_with_associated_functions`].
pub fn template_call_with_associated<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: super::FnTemplateId,
    args: &[&'a Expr<'a>],
    at: Option<usize>,
    name_span: Span,
    span: Span,
) -> Option<FnDeclId> {
    let sema = p.sema();
    let sym = sema.templates_name(t);
    let (templates, funcs) = sema.non_member_functions(vec![Some(Entity::FuncTemplate(t))]);
    let (all_templates, all_funcs) = (templates.len(), funcs.len());
    let (templates, funcs) = match at {
        Some(at) => sema.visible_candidates(sym, templates, funcs, at),
        None => (templates, funcs),
    };
    let narrowed = templates.len() != all_templates || funcs.len() != all_funcs;
    match sema.candidates_with_associated(sym, args, templates.clone(), funcs.clone(), at) {
        Some((templates, funcs)) => best_of_candidates(p, sym, templates, &funcs, args, name_span, span),
        None if narrowed => best_of_candidates(p, sym, templates, &funcs, args, name_span, span),
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

/// A call (or launch) of function template `t` as the parser read it.
pub struct TemplateCall<'a> {
    /// The template named.
    pub template: FnTemplateId,
    /// Its explicit template arguments (`f<int>(...)`).
    pub explicit: Vec<TemplateArg>,
    /// The launch configuration of `f<<<...>>>(...)`.
    pub config: Option<Vec<&'a Expr<'a>>>,
    /// The call arguments.
    pub args: Vec<&'a Expr<'a>>,
    /// Where the name is written.
    pub name_span: Span,
    /// The `)`.
    pub close: Span,
    /// The name is unqualified and not in a signature pattern: argument-dependent
    /// lookup may add candidates.
    pub unqualified: bool,
    /// The token where an unqualified name is written: in a template parsed again for
    /// an instance, ordinary lookup sees only the overloads declared before it
    /// ([`template_call_with_associated`]).
    pub written_at: Option<usize>,
}

/// The call expression of `call`: the template's instance (or an overload) chosen for
/// the arguments, called; an error expression after an error.
pub fn template_call_expr<'a>(p: &mut dyn TemplateParser<'a>, call: TemplateCall<'a>) -> &'a Expr<'a> {
    let TemplateCall {
        template: t,
        explicit,
        config,
        args,
        name_span,
        close,
        unqualified,
        written_at,
    } = call;
    let span = name_span.to(close);
    if args.iter().any(|a| p.sema().is_err(a)) {
        return p.sema().error_expr(span);
    }
    // A member template called by its name inside a member function: on `*this`.
    if p.sema().is_nonstatic_member_template(t) && config.is_none() {
        let sema = p.sema();
        let this = sema.this_expr(name_span);
        let Some(object) = sema.member_object(this, true) else {
            return sema.error_expr(span);
        };
        let set = sema.member_templates_for(object, t);
        let call = MemberCall {
            object: Some(object),
            args: &args,
        };
        return match template_call_target_among(p, t, set, &explicit, call, name_span, span) {
            Some(f) => p.sema().method_call(object, &[f], args, span, close),
            None => p.sema().error_expr(span),
        };
    }
    // Ordinary lookup finding a class member (`apply(x)` in a member of a class with a
    // static `apply`) leaves out argument-dependent lookup ([basic.lookup.argdep]/3).
    let adl = unqualified && config.is_none() && explicit.is_empty() && !p.sema().is_class_member_template(t);
    let target = match adl {
        true => template_call_with_associated(p, t, &args, written_at, name_span, span),
        false => template_call_target(p, t, &explicit, &args, name_span, span),
    };
    let sema = p.sema();
    let Some(f) = target else {
        return sema.error_expr(span);
    };
    let ty = sema.func(f).ty;
    let callee = sema.mk(crate::il::ExprKind::Func(f), ty, name_span, true);
    match config {
        Some(c) => sema.launch(callee, c, args, span, close),
        None => sema.call(callee, None, args, span, close),
    }
}

/// `f<args>` not called (`&S::f<int, T>`) at `site`: the instance of the single
/// template `t` (without a pack parameter but the last) its `explicit` arguments,
/// completed by defaults, name; `Some(None)` after reporting that they name none (its
/// signature does not substitute), `None`, nothing reported, when the form does not
/// apply.
pub fn explicit_instance<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    explicit: &[TemplateArg],
    site: Span,
) -> Option<Option<FnDeclId>> {
    if explicit.is_empty() || !p.sema().is_single_template(t) {
        return None;
    }
    let params = p.sema().template_params(t);
    let pack_last = params.last().is_some_and(|(_, k)| k.is_pack());
    if params[..params.len().saturating_sub(1)]
        .iter()
        .any(|(_, k)| k.is_pack())
        || (explicit.len() > params.len() && !pack_last)
    {
        return None;
    }
    let mut bound: Vec<Option<TemplateArg>> = explicit.iter().cloned().map(Some).collect();
    if pack_last {
        // `&impl<int, int>` of `template <class T, class... A>`: the arguments after
        // the leading parameters are the pack's.
        let fixed = params.len() - 1;
        let rest: Vec<TemplateArg> = match bound.len() > fixed {
            true => bound.split_off(fixed).into_iter().flatten().collect(),
            false => Vec::new(),
        };
        bound.resize(fixed, None);
        if bound.iter().any(Option::is_none) {
            return None;
        }
        bound.push(Some(TemplateArg::Pack(rest)));
    }
    bound.resize(params.len(), None);
    let args = complete_function_args(p, t, bound).filter(|args| signature_substitutes(p, t, args));
    let Some(args) = args else {
        let sema = p.sema();
        let n = sema.fn_template_name(t);
        sema.diags.error(
            site,
            format!("no instance of function template \"{n}\" matches the argument list"),
        );
        return Some(None);
    };
    Some(function_instance(p, t, args, site))
}

/// `f<args>` neither called nor naming one instance (at `name_span`): the instance
/// [`explicit_instance`] finds as an expression, else nvcc's error.
pub fn uncalled_template_expr<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    explicit: &[TemplateArg],
    name_span: Span,
) -> Option<&'a Expr<'a>> {
    match explicit_instance(p, t, explicit, name_span) {
        Some(Some(f)) => {
            let sema = p.sema();
            let name = sema.templates_name(t);
            return Some(sema.entity_expr(Some(Entity::Funcs(vec![f].into())), name, name_span));
        }
        Some(None) => {
            // A target type may still deduce the arguments that did not fit or were
            // missing (`target_typed_ids`), taking back the error reported.
            let sema = p.sema();
            let e = sema.error_expr(name_span);
            sema.remember_template_id(e, t, explicit);
            return Some(e);
        }
        None => {}
    }
    // Without arguments: the ordinary functions of the name's overload set, else nvcc's
    // "must be called or given template arguments" (`Sema::entity_expr`).
    let sema = p.sema();
    if !explicit.is_empty() {
        let n = sema.fn_template_name(t);
        sema.diags.error(
            name_span,
            format!("function template \"{n}\" must be called or given template arguments"),
        );
        let e = sema.error_expr(name_span);
        sema.remember_template_id(e, t, explicit);
        return Some(e);
    }
    let name = sema.templates_name(t);
    Some(sema.entity_expr(Some(Entity::FuncTemplate(t)), name, name_span))
}
