//! Overload resolution between function templates and ordinary functions of one name
//! ([over.match.best]): candidates are ranked by their arguments' conversion sequences;
//! when those tie, an ordinary function beats a template instance, and of two template
//! instances the one from the more specialized template wins ([temp.func.order]: its
//! parameter patterns deduce the other's, but not the other way round).
//!
//! [`Sema::resolve_template_overload`] makes the choice for a call: the parser deduces
//! each template's arguments (default template arguments are parsed from their tokens)
//! and instantiates only the winner.

use crate::il::{Expr, FnDeclId};
use crate::mangle::TemplateArg;
use crate::types::{TypeId, TypeKind};

use crate::sema::overload::resolution::IcsRank;
use crate::sema::templates::FnTemplateId;
use crate::sema::Sema;
use crate::source::Span;

/// The arguments of a call, and its object when it calls a member (`o.f(args)`, or
/// `f(args)` on `*this` in a member function).
#[derive(Clone, Copy)]
pub struct MemberCall<'a, 's> {
    /// The object of a member call.
    pub object: Option<&'a Expr<'a>>,
    /// The call's arguments.
    pub args: &'s [&'a Expr<'a>],
}

/// A candidate of a call to an overloaded function template name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Candidate {
    /// An ordinary function.
    Func(FnDeclId),
    /// A function template with the arguments deduced for the call.
    Template(FnTemplateId, Vec<TemplateArg>),
}

impl<'a> Sema<'a> {
    /// The best candidate of a call of the overloaded template name `head` with call
    /// arguments `args` (on `object` for a member call): each template of the name whose
    /// arguments were deduced (and completed by defaults) as `deduced` gives, and, when
    /// no explicit template arguments were written, every ordinary function of the name.
    /// `None` after reporting no match or an ambiguity at `span`.
    pub fn resolve_template_overload(
        &mut self,
        head: FnTemplateId,
        explicit_given: bool,
        deduced: Vec<(FnTemplateId, Vec<TemplateArg>)>,
        call: MemberCall<'a, '_>,
        span: Span,
    ) -> Option<Candidate> {
        let funcs = if explicit_given {
            Vec::new()
        } else {
            self.templates[head].funcs.clone()
        };
        let viable = match self.best_template_candidate(deduced, &funcs, call) {
            Ok(best) => return Some(best),
            Err(viable) => viable,
        };
        let n = self.interner.get(self.templates[head].name).to_string();
        let msg = if !viable {
            format!("no instance of overloaded function \"{n}\" matches the argument list")
        } else {
            format!("more than one instance of overloaded function \"{n}\" matches the argument list")
        };
        self.diags.error(span, msg);
        None
    }

    /// The best of the template candidates `deduced` (each template with the arguments
    /// deduced for the call's arguments) and the ordinary functions `funcs`;
    /// `Err(viable)` when there is no best one, `viable` saying whether any candidate was
    /// viable (an ambiguity). With an object, each candidate's ranks begin with the
    /// binding of its implicit object parameter ([over.match.funcs]/2), so member
    /// templates and ordinary members of one name compete on equal terms.
    pub fn best_template_candidate(
        &mut self,
        deduced: Vec<(FnTemplateId, Vec<TemplateArg>)>,
        funcs: &[FnDeclId],
        call: MemberCall<'a, '_>,
    ) -> Result<Candidate, bool> {
        let MemberCall { object, args } = call;
        let mut cands: Vec<(Candidate, Vec<IcsRank>)> = Vec::new();
        for (t, deduced_args) in deduced {
            let Some(targs) = self.fitting_template_args(t, deduced_args.clone()) else {
                continue;
            };
            // Substituted parameter types are known by the arguments as deduced.
            if let Some(ps) = self.substituted_params.get(&(t, deduced_args)).cloned() {
                self.substituted_params.insert((t, targs.clone()), ps);
            }
            let Some(mut r) = self.template_candidate_ranks(t, &targs, args) else {
                continue;
            };
            if let Some(o) = object {
                let Some(binding) = self.member_template_object_rank(o, t) else {
                    continue;
                };
                r.insert(0, binding);
            }
            cands.push((Candidate::Template(t, targs), r));
        }
        for &f in funcs {
            let ranks = match object {
                Some(o) if self.is_nonstatic_method(f) => {
                    let o = self.object_for_members(o, &[f]);
                    let mut all = vec![self.object_address(o)];
                    all.extend_from_slice(args);
                    self.candidate_ranks(f, &all)
                }
                Some(_) => self.candidate_ranks(f, args).map(|mut r| {
                    r.insert(0, IcsRank::Exact);
                    r
                }),
                None => self.candidate_ranks(f, args),
            };
            if let Some(r) = ranks {
                cands.push((Candidate::Func(f), r));
            }
        }
        let best = cands.iter().position(|(c, r)| {
            cands
                .iter()
                .all(|(d, s)| c == d || self.better_candidate(c, r, d, s, args.len()))
        });
        match best {
            Some(i) => Ok(cands.swap_remove(i).0),
            None => Err(!cands.is_empty()),
        }
    }

    /// `targs` converted to the parameters of template `t`, or `None` if they do not fit
    /// (a type for a non-type parameter, ...), without reporting.
    pub(in crate::sema) fn fitting_template_args(
        &mut self,
        t: FnTemplateId,
        targs: Vec<TemplateArg>,
    ) -> Option<Vec<TemplateArg>> {
        let params = self.templates[t].params.clone();
        if params.len() != targs.len() {
            return None;
        }
        let mut converted = Vec::with_capacity(targs.len());
        for (a, (_, k)) in targs.into_iter().zip(&params) {
            let fits = match &a {
                TemplateArg::Pack(elems) => k.is_pack() && elems.iter().all(|e| k.accepts(e)),
                a => !k.is_pack() && k.accepts(a),
            };
            if !fits {
                return None;
            }
            let c = self.convert_template_arg(a, *k, &converted);
            converted.push(c);
        }
        Some(converted)
    }

    /// `p` with the template parameters replaced by `args`; `None` when it names a
    /// class template instance with dependent arguments (made only by the parser).
    pub fn substitute(&mut self, p: TypeId, args: &[TemplateArg]) -> Option<TypeId> {
        let q = p.quals();
        let r = match self.types.raw_kind(p).clone() {
            TypeKind::TemplateParam { index } => match args.get(index as usize)? {
                TemplateArg::Type(t) => *t,
                _ => return None,
            },
            TypeKind::Pointer { pointee } => {
                let s = self.substitute(pointee, args)?;
                self.types.pointer_to(s)
            }
            // References collapse: `T&` and `T&&` with `T = U&` are `U&`.
            TypeKind::LValueRef { referee } => {
                let s = self.substitute(referee, args)?;
                let s = self.types.referee(s).unwrap_or(s);
                self.types.lvalue_ref_to(s)
            }
            TypeKind::RValueRef { referee } => {
                let s = self.substitute(referee, args)?;
                if self.types.referee(s).is_some() {
                    s
                } else {
                    self.types.rvalue_ref_to(s)
                }
            }
            TypeKind::Array { elem, len } => {
                let len = match crate::types::param_array_len(len) {
                    Some(index) => match args.get(index as usize)? {
                        TemplateArg::Int { value, .. } => u64::try_from(*value).ok()?,
                        _ => return None,
                    },
                    None => len,
                };
                let s = self.substitute(elem, args)?;
                self.types.array_of(s, len)
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
                noexcept,
            } => {
                let r = self.substitute(ret, args)?;
                let ps = params
                    .iter()
                    .map(|x| self.substitute(*x, args))
                    .collect::<Option<Vec<_>>>()?;
                let f = self.types.function(r, ps, variadic);
                match noexcept {
                    true => self.types.with_noexcept(f),
                    false => f,
                }
            }
            TypeKind::Record(_) if self.is_dependent(p) => return None,
            _ => return Some(p),
        };
        Some(self.types.qualified(r, q))
    }

    /// The inheritance steps from class `arg` to the nearest of itself and its bases
    /// that dependent class pattern `pattern` matches with `targs` bound (0 when it is
    /// `arg` itself or none matches).
    fn steps_to_matching_base(&self, pattern: TypeId, arg: TypeId, targs: &[TemplateArg]) -> usize {
        let bound: Vec<Option<TemplateArg>> = targs.iter().cloned().map(Some).collect();
        let pattern = pattern.unqualified();
        let mut level = vec![arg.unqualified()];
        for steps in 0..16 {
            if level.is_empty() {
                break;
            }
            if level.iter().any(|&c| self.match_exact(pattern, c, &mut bound.clone())) {
                return steps;
            }
            level = level.iter().flat_map(|&c| self.bases_of(c).to_vec()).collect();
        }
        0
    }

    /// The conversion ranks of `args` to the parameters of template `t`'s instance for
    /// `targs`, or `None` if it is not viable. A parameter naming a dependent class
    /// template instance matched the argument's class or one of its bases during
    /// deduction.
    pub fn template_candidate_ranks(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        targs: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<IcsRank>> {
        let tmpl = &self.templates[t];
        let (mut patterns, variadic) = (tmpl.pattern_params.clone(), tmpl.variadic);
        let defaults = tmpl.default_call_args;
        // A trailing function parameter pack takes the remaining arguments.
        let pack = match patterns.last().map(|p| self.types.kind(*p).clone()) {
            Some(TypeKind::PackExpansion { pattern }) => {
                patterns.pop();
                Some(pattern)
            }
            _ => None,
        };
        // Parameters with default arguments (parsed per instance) may be left out; more
        // arguments than parameters need `...` or a parameter pack.
        let required = patterns.len().saturating_sub(defaults);
        if args.len() < required || (args.len() > patterns.len() && !variadic && pack.is_none()) {
            return None;
        }
        let fixed = patterns.len();
        // What substitution into the written signature gave, when SFINAE made it
        // parse the signature again (patterns of opaque types say nothing).
        let substituted = self
            .substituted_params
            .get(&(t, targs.to_vec()))
            .filter(|ps| ps.len() == args.len())
            .cloned();
        let mut ranks = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let (p, element_args) = match (patterns.get(k), pack) {
                (Some(&p), _) => (p, None),
                (None, Some(pattern)) => (pattern, Some(pack_element_args(targs, k - fixed))),
                (None, None) => {
                    ranks.push(IcsRank::Ellipsis);
                    continue;
                }
            };
            let ty = match &substituted {
                Some(ps) => Some(ps[k]),
                None => self.substitute(p, element_args.as_deref().unwrap_or(targs)),
            };
            let Some(ty) = ty else {
                // A class template instance with dependent arguments (`const V<T>&`):
                // deduction matched the argument's class, so only qualifiers the
                // referee adds rank it below an exact match, as for ordinary functions.
                let quals = |t: TypeId| crate::types::Quals(t.quals().0 & 3);
                let adds_quals = self.types.referee(p).is_some_and(|r| quals(r) != quals(a.ty));
                // The reference still binds by value category: `V<T>&&` only rvalues,
                // a non-`const` `V<T>&` only lvalues that are no xvalues.
                let rvalue = !a.lvalue || self.is_xvalue(a);
                // Nor does it drop the argument's qualifiers (`policy<D>&` given a
                // `const` object).
                if self.types.referee(p).is_some_and(|r| !quals(r).contains(quals(a.ty))) {
                    return None;
                }
                if self.types.is_rvalue_ref(p) {
                    if !rvalue {
                        return None;
                    }
                    // `V<T>&&` beats `const V<T>&&` for a non-const rvalue ([over.ics.rank] 3.2.6).
                    ranks.push(match adds_quals {
                        true => IcsRank::QualifiedRvalueBinding,
                        false => IcsRank::ExactRvalueBinding,
                    });
                    continue;
                }
                if self.types.referee(p).is_some_and(|r| !r.is_const()) && rvalue {
                    return None;
                }
                // Deduction may have matched a base of the argument's class
                // (`policy<D>&` given a class derived from `policy<seq_t>`).
                let referee = self.types.referee(p).unwrap_or(p);
                let steps = self.steps_to_matching_base(referee, a.ty, targs);
                ranks.push(if steps > 0 {
                    IcsRank::ConversionToBase(
                        steps.min(u8::MAX as usize) as u8,
                        crate::sema::overload::resolution::added_quals(a.ty, referee),
                    )
                } else if adds_quals {
                    IcsRank::QualifiedReferenceBinding
                } else {
                    IcsRank::ReferenceBinding
                });
                continue;
            };
            let rank = match self.types.referee(ty) {
                // As for ordinary functions: `T&&` binds rvalues only, and an xvalue
                // (`std::move(x)`) does not bind a non-`const` `T&`.
                Some(referee) if self.types.is_rvalue_ref(ty) => self.rvalue_binding_rank(a, referee)?,
                Some(referee) if self.is_xvalue(a) && !self.types.is_const_object(referee) => return None,
                Some(referee)
                    if self.types.is_record(referee) || self.types.is_array(referee) || !referee.is_const() =>
                {
                    self.reference_binding_rank(a, referee)?
                }
                // A `const T&` held by value: binding a `T` adds `const`, which ranks
                // below an exact binding ([over.ics.rank] 3.2.6), as for ordinary functions.
                Some(referee) => match self.ics_rank(a, referee.unqualified())? {
                    IcsRank::Exact if a.ty.unqualified() == referee.unqualified() => {
                        match crate::types::Quals(a.ty.quals().0 & 3) == crate::types::Quals(referee.quals().0 & 3) {
                            true => IcsRank::ReferenceBinding,
                            false => IcsRank::QualifiedReferenceBinding,
                        }
                    }
                    r => r,
                },
                None => self.value_param_rank(a, ty)?,
            };
            ranks.push(rank);
        }
        Some(ranks)
    }

    /// Whether candidate `a` (with ranks `ra`) is better than `b` (ranks `rb`) for a call
    /// with `nargs` arguments.
    pub fn better_candidate(&self, a: &Candidate, ra: &[IcsRank], b: &Candidate, rb: &[IcsRank], nargs: usize) -> bool {
        let no_worse = ra
            .iter()
            .zip(rb)
            .all(|(x, y)| x.compare(*y) != std::cmp::Ordering::Greater);
        if !no_worse {
            return false;
        }
        if IcsRank::better_sequence(ra, rb) {
            return true;
        }
        match (a, b) {
            (Candidate::Func(_), Candidate::Template(..)) => true,
            (Candidate::Template(x, _), Candidate::Template(y, _)) => {
                let (xy, yx) = (
                    self.at_least_as_specialized(*x, *y, nargs),
                    self.at_least_as_specialized(*y, *x, nargs),
                );
                // Otherwise equal, `T&` is more specialized than `T&&` and `const T&` than
                // `T&` ([temp.deduct.partial]/9), and a template without a parameter pack
                // than one with one (/11).
                xy && (!yx
                    || self.lvalue_refs_win(*x, *y, nargs)
                    || self.qualified_referees_win(*x, *y, nargs)
                    || (!self.has_parameter_pack(*x) && self.has_parameter_pack(*y)))
            }
            _ => false,
        }
    }

    /// Whether function template `a` is at least as specialized as `b` for a call with
    /// `nargs` arguments: `b`'s parameter patterns deduce from `a`'s (references and
    /// top-level qualifiers removed, `a`'s parameters standing for unique types).
    pub fn at_least_as_specialized(
        &self,
        a: crate::sema::templates::FnTemplateId,
        b: crate::sema::templates::FnTemplateId,
        nargs: usize,
    ) -> bool {
        let (ta, tb) = (&self.templates[a], &self.templates[b]);
        let mut bound = vec![None; tb.params.len()];
        let n = nargs.min(ta.pattern_params.len()).min(tb.pattern_params.len());
        (0..n).all(|k| {
            let pa = self.ordering_type(ta.pattern_params[k]);
            let pb = self.ordering_type(tb.pattern_params[k]);
            // A non-deduced context (`typename identity<T>::type&`) takes part in no
            // deduction, so it does not order the templates ([temp.deduct.partial]/4).
            self.type_mentions_opaque(pb) || self.match_exact(pb, pa, &mut bound)
        })
    }

    /// Whether `a` takes an lvalue reference where `b` takes an rvalue reference for some
    /// argument, and never the other way round.
    fn lvalue_refs_win(&self, a: FnTemplateId, b: FnTemplateId, nargs: usize) -> bool {
        let (pa, pb) = (&self.templates[a].pattern_params, &self.templates[b].pattern_params);
        let n = nargs.min(pa.len()).min(pb.len());
        let kind = |p: TypeId| match self.types.kind(p) {
            TypeKind::LValueRef { .. } => 1,
            TypeKind::RValueRef { .. } => 2,
            _ => 0,
        };
        let pairs: Vec<(u8, u8)> = (0..n).map(|k| (kind(pa[k]), kind(pb[k]))).collect();
        pairs.contains(&(1, 2)) && !pairs.contains(&(2, 1))
    }

    /// Whether, where both `a` and `b` take a reference, `a`'s referee is more
    /// cv-qualified than `b`'s for some argument and less for none (`const T&` against
    /// `T&`, which deduce from each other: a `const` lvalue binds both equally well).
    fn qualified_referees_win(&self, a: FnTemplateId, b: FnTemplateId, nargs: usize) -> bool {
        let (pa, pb) = (&self.templates[a].pattern_params, &self.templates[b].pattern_params);
        let n = nargs.min(pa.len()).min(pb.len());
        let cv = |r: TypeId| crate::types::Quals(r.quals().0 & 3);
        let (mut more, mut less) = (false, false);
        for k in 0..n {
            let (Some(ra), Some(rb)) = (self.types.referee(pa[k]), self.types.referee(pb[k])) else {
                continue;
            };
            let (qa, qb) = (cv(ra), cv(rb));
            more |= qa != qb && qa.contains(qb);
            less |= qa != qb && qb.contains(qa);
        }
        more && !less
    }

    /// A parameter pattern as partial ordering compares it: without a reference and
    /// top-level qualifiers (a parameter pack's by its element pattern).
    fn ordering_type(&self, p: TypeId) -> TypeId {
        let p = match self.types.kind(p) {
            TypeKind::PackExpansion { pattern } => *pattern,
            _ => p,
        };
        self.types.referee(p).unwrap_or(p).unqualified()
    }

    /// Whether function template `t` has a function parameter pack.
    fn has_parameter_pack(&self, t: FnTemplateId) -> bool {
        self.templates[t]
            .pattern_params
            .iter()
            .any(|p| matches!(self.types.kind(*p), TypeKind::PackExpansion { .. }))
    }
}

/// `targs` with each pack replaced by its `i`-th element (an empty pack's by nothing
/// usable), for substituting a function parameter pack's element pattern.
pub(super) fn pack_element_args(targs: &[TemplateArg], i: usize) -> Vec<TemplateArg> {
    targs
        .iter()
        .map(|a| match a {
            TemplateArg::Pack(elems) => elems.get(i).cloned().unwrap_or(TemplateArg::Pack(Vec::new())),
            a => a.clone(),
        })
        .collect()
}
