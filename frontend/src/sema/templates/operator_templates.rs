//! Non-member operator function templates ([over.match.oper]/3): `a + b` on class
//! template instances (`complex<float>`, `pair<int, long>`) or enumerations finds
//! `template <class T> complex<T> operator+(const complex<T>&, const complex<T>&)` by
//! ordinary lookup and in the namespaces of the operands' types, as it finds ordinary
//! operator functions.
//!
//! Instantiating is the parser's, so the parser asks [`pick_operator_function`] before
//! handing an operator on class or enumeration operands to semantic analysis: every
//! template whose arguments deduce from the operands and every ordinary `operator<op>`
//! of the name compete as in a call (an ordinary function wins a tie, a more
//! specialized template beats a less specialized one), and the winner, instantiated if
//! it is a template, is the only non-member candidate the operator then considers.
//!
//! Member operator templates are picked the same way ([`pick_member_operator`]); the
//! member so picked is called when no non-member operator template was picked.

use crate::il::{Expr, FnDeclId};
use crate::source::Span;
use crate::symbol::Sym;

use super::calls::deduce_for_call;
use super::instantiation::function_instance;
use super::partial_ordering::{Candidate, MemberCall};
use super::replay::TemplateParser;
use super::FnTemplateId;
use crate::sema::lookup::Entity;
use crate::sema::Sema;

/// The non-member function `operator<op>` applied to `args` calls when operator
/// templates of the name are visible: `operator<op>`'s name and the function, `None`
/// when there are no such templates or no single best candidate (the operator's own
/// overload resolution then decides and reports).
pub fn pick_operator_function<'a>(
    p: &mut dyn TemplateParser<'a>,
    op: &str,
    args: &[&'a Expr<'a>],
    span: Span,
) -> Option<(Sym, FnDeclId)> {
    let sema = p.sema();
    if !args.iter().any(|a| sema.is_class_or_enum(a)) {
        return None;
    }
    let sym = sema.interner.intern(&format!("operator{op}"));
    let (templates, funcs) = sema.operator_overloads(sym, args);
    if templates.is_empty() {
        return None;
    }
    let deduced: Vec<_> = templates
        .into_iter()
        .filter_map(|t| deduce_for_call(p, t, &[], args).map(|targs| (t, targs)))
        .collect();
    let f = match p
        .sema()
        .best_template_candidate(deduced, &funcs, MemberCall { object: None, args })
        .ok()?
    {
        Candidate::Func(f) => f,
        Candidate::Template(t, targs) => function_instance(p, t, targs, span)?,
    };
    Some((sym, f))
}

/// The member function `operator<op>` of the class of `args[0]` that the operator
/// calls with the other `args` when that class has member operator templates of the
/// name (`template <class U> complex& operator+=(const complex<U>&)`): templates and
/// ordinary overloads compete as in a member call, the winner instantiated. `None`
/// when the class has no such templates or no single best candidate.
pub fn pick_member_operator<'a>(
    p: &mut dyn TemplateParser<'a>,
    op: &str,
    args: &[&'a Expr<'a>],
    span: Span,
) -> Option<FnDeclId> {
    let (&object, rest) = args.split_first()?;
    let sema = p.sema();
    if sema.is_err(object) || !sema.types.is_record(object.ty) {
        return None;
    }
    let sym = sema.interner.intern(&format!("operator{op}"));
    let Some(Entity::FuncTemplate(head)) = sema.class_member(object.ty.unqualified(), sym) else {
        return None;
    };
    let set = sema.member_templates_for(object, head);
    let funcs = sema.templates[head].funcs.clone();
    let deduced: Vec<_> = set
        .into_iter()
        .filter_map(|t| deduce_for_call(p, t, &[], rest).map(|targs| (t, targs)))
        .collect();
    let call = MemberCall {
        object: Some(object),
        args: rest,
    };
    match p.sema().best_template_candidate(deduced, &funcs, call).ok()? {
        Candidate::Func(f) => Some(f),
        Candidate::Template(t, targs) => function_instance(p, t, targs, span),
    }
}

impl<'a> Sema<'a> {
    /// Whether `e` (a reference's referee) has a class or enumeration type.
    fn is_class_or_enum(&self, e: &Expr) -> bool {
        let ty = self.types.referee(e.ty).unwrap_or(e.ty);
        !self.is_err(e) && (self.types.is_record(ty) || self.types.enum_of(ty).is_some())
    }

    /// The non-member function templates and ordinary functions named `sym` found by
    /// ordinary lookup and in the namespaces associated with `args`' types, without
    /// duplicates.
    pub(in crate::sema) fn operator_overloads(
        &self,
        sym: Sym,
        args: &[&'a Expr<'a>],
    ) -> (Vec<FnTemplateId>, Vec<FnDeclId>) {
        // Argument-dependent lookup as for a call ([over.match.oper]/3.2): the namespaces
        // of the operands' bases too, so `b - a` on Thrust's `normal_iterator` finds the
        // `operator-` declared beside its base `iterator_facade`.
        // Ordinary lookup stops where the operator is written ([temp.res]); the
        // operands' namespaces are searched at the point of instantiation, dependent
        // or not, as nvcc does.
        let (mut templates, mut funcs) = self.non_member_functions(vec![self.scopes.lookup(sym).cloned()]);
        if let Some(at) = self.operator_written_before {
            (templates, funcs) = self.visible_candidates(sym, templates, funcs, at);
        }
        let (more_templates, more_funcs) = self.non_member_functions(self.lookup_in_associated(sym, args));
        for t in more_templates {
            if !templates.contains(&t) {
                templates.push(t);
            }
        }
        for f in more_funcs {
            if !funcs.contains(&f) {
                funcs.push(f);
            }
        }
        (templates, funcs)
    }

    /// Sets where the operator expression analysed next ends (the token after it), or
    /// clears it; returns what was set before.
    pub fn set_operator_written_before(&mut self, at: Option<usize>) -> Option<usize> {
        std::mem::replace(&mut self.operator_written_before, at)
    }

    /// Makes `picked` (from [`pick_operator_function`]) the non-member operator function
    /// of the operator analysed next, or clears it.
    pub fn set_picked_operator(&mut self, picked: Option<(Sym, FnDeclId)>) {
        self.picked_operator = picked;
    }

    /// The function picked for `operator<op>` named `sym`, if the parser picked one.
    pub(in crate::sema) fn picked_operator(&self, sym: Sym) -> Option<FnDeclId> {
        self.picked_operator.filter(|(s, _)| *s == sym).map(|(_, f)| f)
    }
}
