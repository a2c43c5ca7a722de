//! Structured bindings of tuple-like classes ([dcl.struct.bind]/4): a class `E` for which
//! `std::tuple_size<E>` is a complete class with a `value` member. Each name is then a
//! reference variable of its own, of type `Ti&` or `Ti&&` with `Ti` =
//! `std::tuple_element<i, E>::type`, bound to `holder.get<i>()` when `E` has a member
//! template `get` whose first parameter is a non-type one, else to `get<i>(holder)`
//! (found in `E`'s namespace, then by ordinary lookup). The holder is passed as an
//! lvalue when it is an lvalue reference, else as an xvalue, so `get` overloads on
//! `E&&` move out of a temporary; a name is a `Ti&` when its `get` returns an lvalue,
//! else a `Ti&&` (a prvalue result lives in a temporary). `std::tuple_size` and
//! `std::tuple_element` are looked up for `E` without its qualifiers, `E`'s `const`
//! and `volatile` then added to `Ti`: ptxc ships no `<utility>` whose
//! `tuple_size<const E>` would forward there.
//!
//! These take the [`TemplateParser`] driving the declaration: `tuple_size<E>`,
//! `tuple_element<i, E>` and `get<i>` are template instances, parsed from their tokens.

use crate::il::{Expr, ExprKind, Stmt, StmtKind, VarId};
use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::calls::{template_call_target, template_call_target_among};
use crate::sema::templates::instantiation::class_instance;
use crate::sema::templates::partial_ordering::MemberCall;
use crate::sema::templates::replay::TemplateParser;
use crate::sema::templates::{ClassTemplateId, FnTemplateId, TemplateParamKind};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// The hidden variable a tuple-like structured binding decomposes.
#[derive(Clone, Copy)]
pub struct TupleHolder<'a> {
    /// The variable.
    pub var: VarId,
    /// Its (unspellable) name.
    pub name: Sym,
    /// Whether it is an lvalue reference (so `get` sees an lvalue, else an xvalue).
    pub is_lvalue: bool,
    /// Its declaration.
    pub stmt: &'a Stmt<'a>,
}

/// `std::tuple_size<ty>::value` when `ty` is a tuple-like class, else `None` (not an
/// error: the class is then decomposed into its members).
pub fn tuple_size_of<'a>(p: &mut dyn TemplateParser<'a>, ty: TypeId, span: Span) -> Option<u64> {
    let ty = ty.unqualified();
    if !p.sema().types.is_record(ty) {
        return None;
    }
    let t = std_class_template(p.sema(), "tuple_size")?;
    // An incomplete `tuple_size<E>` only means `E` is not tuple-like.
    let trial = p.sema().diags.begin_trial();
    let size = (|| {
        let instance = class_instance(p, t, vec![TemplateArg::Type(ty)], span)?;
        let value = p.sema().interner.intern("value");
        let member = p.sema().class_member(instance, value)?;
        let e = p.sema().entity_expr(Some(member), value, span);
        p.sema().const_int(e)
    })();
    p.sema().diags.end_trial(trial);
    size.and_then(|n| u64::try_from(n).ok())
}

/// Class template `std::name`, if declared.
fn std_class_template(sema: &mut Sema, name: &str) -> Option<ClassTemplateId> {
    let std = sema.interner.intern("std");
    let Some(Entity::Namespace(ns)) = sema.scopes.lookup_in(NsId::GLOBAL, std).cloned() else {
        return None;
    };
    let name = sema.interner.intern(name);
    match sema.scopes.lookup_in(ns, name).cloned() {
        Some(Entity::ClassTemplate(t)) => Some(t),
        _ => None,
    }
}

/// `std::tuple_element<index, ty>::type`; nvcc's error at `span` when there is none.
fn tuple_element_type<'a>(p: &mut dyn TemplateParser<'a>, ty: TypeId, index: i128, span: Span) -> Option<TypeId> {
    let class = ty.unqualified();
    let found = std_class_template(p.sema(), "tuple_element").and_then(|t| {
        let TemplateParamKind::Value(index_ty) = p.sema().first_class_template_param(t)? else {
            return None;
        };
        let args = vec![
            TemplateArg::Int {
                ty: index_ty,
                value: index,
            },
            TemplateArg::Type(class),
        ];
        let trial = p.sema().diags.begin_trial();
        let instance = class_instance(p, t, args, span);
        p.sema().diags.end_trial(trial);
        let name = p.sema().interner.intern("type");
        // `tuple_element<i, const E>` is `const tuple_element<i, E>::type` (as
        // `<utility>` defines it).
        let cv = crate::types::Quals(ty.quals().0 & 3);
        match p.sema().class_member(instance?, name)? {
            Entity::Typedef(t) => Some(t.with_quals(t.quals().union(cv))),
            _ => None,
        }
    });
    if found.is_none() {
        let msg = format!(
            "cannot instantiate \"std::tuple_element\" for <{index}, {}>",
            p.sema().ty_str(class)
        );
        p.sema().diags.error(span, msg);
    }
    found
}

/// Declares `names` (after the `[` at `open`) as the `size` elements of tuple-like
/// `holder`; the statement declaring the holder and them all.
pub fn bind_tuple_like<'a>(
    p: &mut dyn TemplateParser<'a>,
    holder: &TupleHolder<'a>,
    names: &[(Sym, Span)],
    size: u64,
    open: Span,
    end: Span,
) -> &'a Stmt<'a> {
    let TupleHolder {
        var: holder,
        name: holder_name,
        is_lvalue: holder_is_lvalue,
        stmt: holder_stmt,
    } = *holder;
    if names.len() as u64 > size {
        let extra = names[size as usize].1;
        p.sema().diags.error(extra, "too many identifiers");
        declare_failed_bindings(p.sema(), names);
        return holder_stmt;
    }
    if (names.len() as u64) < size {
        p.sema()
            .diags
            .error(open, "there are more elements than there are binding names");
        declare_failed_bindings(p.sema(), names);
        return holder_stmt;
    }
    let mut stmts = vec![*holder_stmt];
    for (i, &(name, span)) in names.iter().enumerate() {
        let object = p.sema().entity_expr(Some(Entity::Var(holder)), holder_name, span);
        let object = if holder_is_lvalue {
            object
        } else {
            p.sema().mark_xvalue(object)
        };
        let Some(element_ty) = tuple_element_type(p, object.ty, i as i128, open) else {
            declare_failed_bindings(p.sema(), &names[i..]);
            break;
        };
        let element = tuple_get(p, object, i as i128, span, open);
        if p.sema().is_err(element) {
            declare_failed_bindings(p.sema(), &[(name, span)]);
            continue;
        }
        let lvalue = element.lvalue && !p.sema().is_xvalue(element);
        let declared = if lvalue {
            p.sema().types.lvalue_ref_to(element_ty)
        } else {
            p.sema().types.rvalue_ref_to(element_ty)
        };
        stmts.push(*p.sema().bound_reference_variable(name, span, declared, element, end));
        // `decltype(name)` is `Ti`, not the reference ([dcl.type.decltype]/1.1).
        if let Some(Entity::Var(v)) = p.sema().scopes.lookup_current(name).cloned() {
            p.sema().set_var_decltype(v, element_ty);
        }
    }
    let list = p.sema().arena.alloc_slice_fill_iter(stmts);
    p.sema().stmt(StmtKind::Compound(list), open)
}

/// Declares `names` with the error type after a binding failed (reported), so their
/// uses add no errors of their own.
fn declare_failed_bindings(sema: &mut Sema, names: &[(Sym, Span)]) {
    for &(name, span) in names {
        let spelled = sema.interner.get(name).to_string();
        let v = sema.new_synthetic_local(&spelled, TypeId::ERROR, span);
        sema.scopes.declare(name, Entity::Var(v));
    }
}

/// `object.get<index>()` or `get<index>(object)`, whichever the class provides
/// (nvcc's error at `open`, the binding's `[`, when it provides neither).
fn tuple_get<'a>(
    p: &mut dyn TemplateParser<'a>,
    object: &'a Expr<'a>,
    index: i128,
    span: Span,
    open: Span,
) -> &'a Expr<'a> {
    let get = p.sema().interner.intern("get");
    let class = object.ty.unqualified();
    if let Some(Entity::FuncTemplate(t)) = p.sema().class_member(class, get) {
        if let Some(arg) = index_argument(p.sema(), t, index) {
            let set = p.sema().member_templates_for(object, t);
            return match template_call_target_among(
                p,
                t,
                set,
                &[arg],
                MemberCall {
                    object: Some(object),
                    args: &[],
                },
                span,
                span,
            ) {
                Some(f) => p.sema().method_call(object, &[f], Vec::new(), span, span),
                None => p.sema().error_expr(span),
            };
        }
    }
    let sema = p.sema();
    let found = sema
        .scopes
        .home_namespace(class)
        .and_then(|ns| sema.scopes.lookup_in(ns, get).cloned())
        .or_else(|| sema.scopes.lookup(get).cloned());
    let arg = match found {
        Some(Entity::FuncTemplate(t)) => index_argument(p.sema(), t, index).map(|a| (t, a)),
        _ => None,
    };
    let Some((t, arg)) = arg else {
        p.sema().diags.error(
            open,
            "this structured binding requires a suitable \"get\" function and none was found",
        );
        return p.sema().error_expr(span);
    };
    let Some(f) = template_call_target(p, t, &[arg], &[object], span, span) else {
        return p.sema().error_expr(span);
    };
    let ty = p.sema().func(f).ty;
    let callee = p.sema().mk(ExprKind::Func(f), ty, span, true);
    p.sema().call(callee, None, vec![object], span, span)
}

/// `index` as the first template argument of `get` template `t`, if its first
/// parameter is a non-type one.
fn index_argument(sema: &Sema, t: FnTemplateId, index: i128) -> Option<TemplateArg> {
    match sema.first_template_param(t)? {
        TemplateParamKind::Value(ty) => Some(TemplateArg::Int { ty, value: index }),
        _ => None,
    }
}
