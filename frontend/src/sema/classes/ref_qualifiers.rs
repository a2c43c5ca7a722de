//! Ref-qualified member functions (`T& value() &`, `T value() &&`, `int f() const&`):
//! which of them a call may use given the value category of its object, and how that
//! ranks them ([over.match.funcs]/4, [over.ics.rank] 3.2.3).
//!
//! A member's implicit object parameter is a reference to its class: `&` (or none) binds
//! lvalues, `&&` binds rvalues, and a `const&` (not `volatile`) binds rvalues too. Between
//! two ref-qualified members an rvalue object prefers the `&&` one. The IL passes the
//! object as `&object` (see [`super::members`]), so these rules adjust the rank of that
//! first argument.

use crate::il::{Expr, FnDeclId};
use crate::sema::overload::resolution::IcsRank;
use crate::sema::templates::FnTemplateId;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

use super::members::{MethodInfo, MethodQuals, RefQual};

/// Whether member `m` is the one declared with signature `declared` and qualifiers `q`
/// (a redeclaration, or the declaration an out-of-line definition defines).
pub(super) fn same_member(m: &MethodInfo, declared: TypeId, q: MethodQuals) -> bool {
    m.declared == declared && m.is_const == q.is_const && m.is_volatile == q.is_volatile && m.ref_qual == q.ref_qual
}

/// Whether member `m` may be called on an object that is an rvalue (`rvalue`) or an
/// lvalue.
fn binds_object(m: &MethodInfo, rvalue: bool) -> bool {
    match m.ref_qual {
        RefQual::None => true,
        RefQual::LValue => !rvalue || (m.is_const && !m.is_volatile),
        RefQual::RValue => rvalue,
    }
}

/// How well an object binds the implicit object parameter of a member with the given
/// qualifiers: `None` when it cannot, else a rank (lower is better).
fn object_rank(is_const: bool, ref_qual: RefQual, object_const: bool, rvalue: bool) -> Option<IcsRank> {
    let m = MethodInfo {
        class: TypeId::VOID,
        is_const,
        is_volatile: false,
        is_static: false,
        is_ctor: false,
        ref_qual,
        declared: TypeId::VOID,
    };
    if (object_const && !is_const) || !binds_object(&m, rvalue) {
        return None;
    }
    let exact = object_const == is_const;
    Some(match (rvalue && ref_qual == RefQual::RValue, exact) {
        (true, true) => IcsRank::ExactRvalueBinding,
        (true, false) => IcsRank::ExactQualifiedRvalueBinding,
        (false, true) => IcsRank::Exact,
        (false, false) => IcsRank::ExactQualified,
    })
}

impl<'a> Sema<'a> {
    /// The overloads of member template `head` a call on `object` considers: those whose
    /// `const` and ref-qualifier bind it best (all of them when none binds, so the call
    /// reports why).
    pub fn member_templates_for(&self, object: &Expr<'a>, head: FnTemplateId) -> Vec<FnTemplateId> {
        let set = self.template_set(head);
        let rank = |t: FnTemplateId| self.member_template_object_rank(object, t);
        let Some(best) = set.iter().filter_map(|&t| rank(t)).min() else {
            return set;
        };
        set.iter().copied().filter(|&t| rank(t) == Some(best)).collect()
    }

    /// How well `object` binds the implicit object parameter of member template `t`
    /// (`Exact` for a static one), `None` when it cannot.
    pub(in crate::sema) fn member_template_object_rank(&self, object: &Expr<'a>, t: FnTemplateId) -> Option<IcsRank> {
        let rvalue = !object.lvalue || self.is_xvalue(object);
        match self.templates[t].member {
            Some(m) if !m.is_static => object_rank(m.is_const, m.ref_qual, object.ty.is_const(), rvalue),
            _ => Some(IcsRank::Exact),
        }
    }

    /// Whether a member with signature `declared` and ref-qualifier `ref_qual` would
    /// overload one of `existing` with the same parameter types where only one of the
    /// two has a ref-qualifier (ill-formed, [over.load]/2.3).
    pub(super) fn mixes_ref_qualifiers(&self, existing: &[FnDeclId], declared: TypeId, ref_qual: RefQual) -> bool {
        let params = |t: TypeId| self.types.fn_sig(t).map(|(_, p, v)| (p.to_vec(), v));
        let mine = params(declared);
        existing.iter().any(|&f| {
            self.facts(f).method.is_some_and(|m| {
                !m.is_static
                    && (m.ref_qual == RefQual::None) != (ref_qual == RefQual::None)
                    && params(m.declared) == mine
            })
        })
    }

    /// Whether one of `set` is ref-qualified (the call needs [`Sema::ref_qualified_best`]).
    pub(super) fn has_ref_qualified(&self, set: &[FnDeclId]) -> bool {
        set.iter()
            .any(|&f| self.facts(f).method.is_some_and(|m| m.ref_qual != RefQual::None))
    }

    /// The member of `set` a call on `object` with arguments `all` (`&object` first) uses,
    /// when one of them is ref-qualified; reports no match or an ambiguity.
    pub(super) fn ref_qualified_best(
        &mut self,
        object: &Expr<'a>,
        set: &[FnDeclId],
        all: &[&'a Expr<'a>],
        span: Span,
    ) -> Option<FnDeclId> {
        let rvalue = !object.lvalue || self.is_xvalue(object);
        let mut viable = Vec::new();
        let mut wrong_category = None;
        for &f in set {
            let Some(mut ranks) = self.candidate_ranks(f, all) else {
                continue;
            };
            let Some(m) = self.facts(f).method else {
                viable.push((f, ranks));
                continue;
            };
            if !binds_object(&m, rvalue) {
                wrong_category = Some(f);
                continue;
            }
            if rvalue && m.ref_qual == RefQual::RValue && !m.is_static {
                // An rvalue bound to `&&`: better than to a `const&` of the same
                // qualification.
                ranks[0] = match ranks[0] {
                    IcsRank::Exact => IcsRank::ExactRvalueBinding,
                    IcsRank::ExactQualified => IcsRank::ExactQualifiedRvalueBinding,
                    r => r,
                };
            }
            viable.push((f, ranks));
        }
        match Self::best_of(&viable) {
            Some(f) => Some(f),
            None if viable.is_empty() && wrong_category.is_some() => {
                let f = wrong_category.unwrap_or(set[0]);
                let name = self.qualified_method_name(f);
                let category = if rvalue { "an rvalue" } else { "an lvalue" };
                let declared = self.func(f).span;
                self.diags.error_with_note(
                    span,
                    format!("function \"{name}\" cannot be called on {category}"),
                    declared,
                    "declared here",
                );
                None
            }
            None => {
                let name = self.func(set[0]).name;
                let what = if viable.is_empty() {
                    "no instance"
                } else {
                    "more than one instance"
                };
                self.diags.error(
                    span,
                    format!("{what} of overloaded function \"{name}\" matches the argument list"),
                );
                None
            }
        }
    }
}
