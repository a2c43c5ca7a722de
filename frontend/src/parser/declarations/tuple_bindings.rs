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

use crate::il::{Expr, ExprKind, Stmt, StmtKind, VarId};
use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::calls::{template_call_target, template_call_target_among};
use crate::sema::templates::instantiation::class_instance;
use crate::sema::templates::partial_ordering::MemberCall;
use crate::sema::templates::{ClassTemplateId, FnTemplateId, TemplateParamKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use crate::parser::{PResult, Parser};

/// The hidden variable a tuple-like structured binding decomposes.
#[derive(Clone, Copy)]
pub(in crate::parser) struct TupleHolder<'a> {
    /// The variable.
    pub(in crate::parser) var: VarId,
    /// Its (unspellable) name.
    pub(in crate::parser) name: Sym,
    /// Whether it is an lvalue reference (so `get` sees an lvalue, else an xvalue).
    pub(in crate::parser) is_lvalue: bool,
    /// Its declaration.
    pub(in crate::parser) stmt: &'a Stmt<'a>,
}

impl<'a> Parser<'a> {
    /// `std::tuple_size<ty>::value` when `ty` is a tuple-like class, else `None` (not an
    /// error: the class is then decomposed into its members).
    pub(in crate::parser) fn tuple_size_of(&mut self, ty: TypeId, span: Span) -> Option<u64> {
        let ty = ty.unqualified();
        if !self.sema.types.is_record(ty) {
            return None;
        }
        let t = self.std_class_template("tuple_size")?;
        // An incomplete `tuple_size<E>` only means `E` is not tuple-like.
        let trial = self.sema.diags.begin_trial();
        let size = (|| {
            let instance = class_instance(self, t, vec![TemplateArg::Type(ty)], span)?;
            let value = self.sema.interner.intern("value");
            let member = self.sema.class_member(instance, value)?;
            let e = self.sema.entity_expr(Some(member), value, span);
            self.sema.const_int(e)
        })();
        self.sema.diags.end_trial(trial);
        size.and_then(|n| u64::try_from(n).ok())
    }

    /// Class template `std::name`, if declared.
    fn std_class_template(&mut self, name: &str) -> Option<ClassTemplateId> {
        let std = self.sema.interner.intern("std");
        let Some(Entity::Namespace(ns)) = self.sema.scopes.lookup_in(NsId::GLOBAL, std).cloned() else {
            return None;
        };
        let name = self.sema.interner.intern(name);
        match self.sema.scopes.lookup_in(ns, name).cloned() {
            Some(Entity::ClassTemplate(t)) => Some(t),
            _ => None,
        }
    }

    /// `std::tuple_element<index, ty>::type`; nvcc's error at `span` when there is none.
    fn tuple_element_type(&mut self, ty: TypeId, index: i128, span: Span) -> Option<TypeId> {
        let class = ty.unqualified();
        let found = self.std_class_template("tuple_element").and_then(|t| {
            let TemplateParamKind::Value(index_ty) = self.sema.first_class_template_param(t)? else {
                return None;
            };
            let args = vec![
                TemplateArg::Int {
                    ty: index_ty,
                    value: index,
                },
                TemplateArg::Type(class),
            ];
            let trial = self.sema.diags.begin_trial();
            let instance = class_instance(self, t, args, span);
            self.sema.diags.end_trial(trial);
            let name = self.sema.interner.intern("type");
            // `tuple_element<i, const E>` is `const tuple_element<i, E>::type` (as
            // `<utility>` defines it).
            let cv = crate::types::Quals(ty.quals().0 & 3);
            match self.sema.class_member(instance?, name)? {
                Entity::Typedef(t) => Some(t.with_quals(t.quals().union(cv))),
                _ => None,
            }
        });
        if found.is_none() {
            let msg = format!(
                "cannot instantiate \"std::tuple_element\" for <{index}, {}>",
                self.sema.ty_str(class)
            );
            self.sema.diags.error(span, msg);
        }
        found
    }

    /// Declares `names` (after the `[` at `open`) as the `size` elements of tuple-like
    /// `holder`; the statement declaring the holder and them all.
    pub(in crate::parser) fn bind_tuple_like(
        &mut self,
        holder: &TupleHolder<'a>,
        names: &[(Sym, Span)],
        size: u64,
        open: Span,
    ) -> PResult<&'a Stmt<'a>> {
        let TupleHolder {
            var: holder,
            name: holder_name,
            is_lvalue: holder_is_lvalue,
            stmt: holder_stmt,
        } = *holder;
        if names.len() as u64 > size {
            let extra = names[size as usize].1;
            self.sema.diags.error(extra, "too many identifiers");
            self.declare_failed_bindings(names);
            return Ok(holder_stmt);
        }
        if (names.len() as u64) < size {
            self.sema
                .diags
                .error(open, "there are more elements than there are binding names");
            self.declare_failed_bindings(names);
            return Ok(holder_stmt);
        }
        let mut stmts = vec![*holder_stmt];
        for (i, &(name, span)) in names.iter().enumerate() {
            let object = self.sema.entity_expr(Some(Entity::Var(holder)), holder_name, span);
            let object = if holder_is_lvalue {
                object
            } else {
                self.sema.mark_xvalue(object)
            };
            let Some(element_ty) = self.tuple_element_type(object.ty, i as i128, open) else {
                self.declare_failed_bindings(&names[i..]);
                break;
            };
            let element = self.tuple_get(object, i as i128, span, open);
            if self.sema.is_err(element) {
                self.declare_failed_bindings(&[(name, span)]);
                continue;
            }
            let lvalue = element.lvalue && !self.sema.is_xvalue(element);
            let declared = if lvalue {
                self.sema.types.lvalue_ref_to(element_ty)
            } else {
                self.sema.types.rvalue_ref_to(element_ty)
            };
            stmts.push(*self.bound_reference_variable(name, span, declared, element)?);
        }
        let list = self.sema.arena.alloc_slice_fill_iter(stmts);
        Ok(self.sema.stmt(StmtKind::Compound(list), open))
    }

    /// Declares `names` with the error type after a binding failed (reported), so their
    /// uses add no errors of their own.
    fn declare_failed_bindings(&mut self, names: &[(Sym, Span)]) {
        for &(name, span) in names {
            let spelled = self.sema.interner.get(name).to_string();
            let v = self.sema.new_synthetic_local(&spelled, TypeId::ERROR, span);
            self.sema.scopes.declare(name, Entity::Var(v));
        }
    }

    /// `object.get<index>()` or `get<index>(object)`, whichever the class provides
    /// (nvcc's error at `open`, the binding's `[`, when it provides neither).
    fn tuple_get(&mut self, object: &'a Expr<'a>, index: i128, span: Span, open: Span) -> &'a Expr<'a> {
        let get = self.sema.interner.intern("get");
        let class = object.ty.unqualified();
        if let Some(Entity::FuncTemplate(t)) = self.sema.class_member(class, get) {
            if let Some(arg) = self.index_argument(t, index) {
                let set = self.sema.member_templates_for(object, t);
                return match template_call_target_among(
                    self,
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
                    Some(f) => self.sema.method_call(object, &[f], Vec::new(), span, span),
                    None => self.sema.error_expr(span),
                };
            }
        }
        let found = self
            .sema
            .scopes
            .home_namespace(class)
            .and_then(|ns| self.sema.scopes.lookup_in(ns, get).cloned())
            .or_else(|| self.sema.scopes.lookup(get).cloned());
        let arg = match found {
            Some(Entity::FuncTemplate(t)) => self.index_argument(t, index).map(|a| (t, a)),
            _ => None,
        };
        let Some((t, arg)) = arg else {
            self.sema.diags.error(
                open,
                "this structured binding requires a suitable \"get\" function and none was found",
            );
            return self.sema.error_expr(span);
        };
        let Some(f) = template_call_target(self, t, &[arg], &[object], span, span) else {
            return self.sema.error_expr(span);
        };
        let ty = self.sema.func(f).ty;
        let callee = self.sema.mk(ExprKind::Func(f), ty, span, true);
        self.sema.call(callee, None, vec![object], span, span)
    }

    /// `index` as the first template argument of `get` template `t`, if its first
    /// parameter is a non-type one.
    fn index_argument(&self, t: FnTemplateId, index: i128) -> Option<TemplateArg> {
        match self.sema.first_template_param(t)? {
            TemplateParamKind::Value(ty) => Some(TemplateArg::Int { ty, value: index }),
            _ => None,
        }
    }
}
