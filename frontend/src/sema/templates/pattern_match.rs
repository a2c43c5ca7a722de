//! Exact matching of template signature patterns against types, for what must match
//! without conversions: the signature of an explicit specialization against its template
//! (`int f<int>(int)` against `T f(T)`), the arguments of a class template partial
//! specialization (`S<int*>` against `S<T*>`), and partial ordering of function templates
//! (deducing one template's parameters from another's signature).

use crate::mangle::TemplateArg;
use crate::types::{Quals, TypeId, TypeKind};

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Matches type `t` exactly against pattern `p`, binding template parameters in
    /// `bound` (a parameter already bound must match its binding). A parameter takes the
    /// qualifiers of `t` that `p` does not spell (`const T` against `const int*const`
    /// binds `T` to `int*`).
    pub fn match_exact(&self, p: TypeId, t: TypeId, bound: &mut [Option<TemplateArg>]) -> bool {
        let pk = self.types.raw_kind(p).clone();
        if let TypeKind::TemplateParam { index } = pk {
            let (pq, tq) = (p.quals(), t.quals());
            if !tq.contains(pq) {
                return false;
            }
            let deduced = t.unqualified().with_quals(Quals(tq.0 & !pq.0));
            return bind(bound, index as usize, TemplateArg::Type(deduced));
        }
        if p.quals() != t.quals() {
            return false;
        }
        let tk = self.types.raw_kind(t).clone();
        match (pk, tk) {
            (TypeKind::Pointer { pointee: a }, TypeKind::Pointer { pointee: b }) => self.match_exact(a, b, bound),
            (
                TypeKind::MemberPointer {
                    class: ac,
                    member: am,
                    const_method: ak,
                    ..
                },
                TypeKind::MemberPointer {
                    class: bc,
                    member: bm,
                    const_method: bk,
                    ..
                },
            ) => ak == bk && self.match_exact(ac, bc, bound) && self.match_exact(am, bm, bound),
            (TypeKind::LValueRef { referee: a }, TypeKind::LValueRef { referee: b })
            | (TypeKind::RValueRef { referee: a }, TypeKind::RValueRef { referee: b }) => self.match_exact(a, b, bound),
            (TypeKind::Array { elem: a, len: n }, TypeKind::Array { elem: b, len: m }) => {
                let len_ok = match crate::types::param_array_len(n) {
                    // A parameter bound binds the other's length (or its parameter).
                    Some(index) => {
                        let arg = match crate::types::param_array_len(m) {
                            Some(j) => TemplateArg::Param {
                                index: j,
                                ty: crate::types::TypeId::INT,
                                computed: false,
                            },
                            None => TemplateArg::Int {
                                ty: crate::types::TypeId::INT,
                                value: m as i128,
                            },
                        };
                        bind(bound, index as usize, arg)
                    }
                    None => n == m,
                };
                len_ok && self.match_exact(a, b, bound)
            }
            (
                TypeKind::Function {
                    ret: r1,
                    params: p1,
                    variadic: v1,
                    ..
                },
                TypeKind::Function {
                    ret: r2,
                    params: p2,
                    variadic: v2,
                    ..
                },
            ) => {
                // A trailing parameter pack (`R(A...)`) takes the remaining parameters.
                if let Some(TypeKind::PackExpansion { pattern }) = p1.last().map(|t| self.types.raw_kind(*t).clone()) {
                    let mut px: Vec<TemplateArg> = p1[..p1.len() - 1].iter().map(|t| TemplateArg::Type(*t)).collect();
                    px.push(TemplateArg::Expansion(Box::new(TemplateArg::Type(pattern))));
                    let ty: Vec<TemplateArg> = p2.iter().map(|t| TemplateArg::Type(*t)).collect();
                    return v1 == v2 && self.match_exact(r1, r2, bound) && self.match_pack_exact(&px, &ty, bound);
                }
                v1 == v2
                    && p1.len() == p2.len()
                    && self.match_exact(r1, r2, bound)
                    && p1.iter().zip(&p2).all(|(a, b)| self.match_exact(*a, *b, bound))
            }
            (TypeKind::Record(pid), TypeKind::Record(tid)) if self.is_dependent(p) => {
                if !self.match_record_templates(pid, tid, bound) {
                    return false;
                }
                let (pa, ta) = self.record_args_to_match(pid, tid);
                // `plus<Ts...>` against `plus<int>`: a trailing expansion takes the rest.
                if matches!(pa.last(), Some(TemplateArg::Expansion(_))) {
                    return self.match_pack_exact(&pa, &ta, bound);
                }
                pa.len() == ta.len() && pa.iter().zip(&ta).all(|(x, y)| self.match_arg(x, y, bound))
            }
            _ => p == t,
        }
    }

    /// The template arguments of dependent record `pid` and of record `tid` (instances
    /// of one class template), lined up for matching. They are compared one by one, but
    /// where the pattern's arguments do not follow the parameters, both lists have
    /// their packs' elements spliced in place so that a trailing expansion takes the
    /// arguments left, whatever parameters they are for:
    /// - a template template parameter's placeholder takes every argument as one pack
    ///   (`Ptr<OldT, Tail...>`); the instance it matches has them one by one
    ///   (`fancy<char, void>`) or its own trailing pack;
    /// - a pack expanded into a parameter that is no pack (`Traits<Args...>` for
    ///   `template <class Op, class... More> struct Traits`, as CuTe's `Copy_Atom`
    ///   writes it) leaves the parameter pack after it with only what follows the
    ///   expansion, while the instance's holds all but its first argument;
    /// - a pattern ending in an expansion (`Traits<Args...>`) takes the elements of the
    ///   instance's own trailing pack with the arguments before it.
    pub(in crate::sema) fn record_args_to_match(
        &self,
        pid: crate::types::RecordId,
        tid: crate::types::RecordId,
    ) -> (Vec<TemplateArg>, Vec<TemplateArg>) {
        let pa = self.types.record(pid).template_args.clone();
        let ta = self.types.record(tid).template_args.clone();
        let placeholder = self.class_facts[pid]
            .template
            .is_some_and(|ct| self.pattern_template_index(ct).is_some());
        let expanded_early = matches!(pa.last(), Some(TemplateArg::Pack(_)))
            && pa[..pa.len() - 1]
                .iter()
                .any(|a| matches!(a, TemplateArg::Expansion(_)));
        let trailing_expansion = matches!(pa.last(), Some(TemplateArg::Expansion(_)));
        match (placeholder || expanded_early, trailing_expansion) {
            (true, _) => (flatten_packs(pa), flatten_packs(ta)),
            (false, true) => (pa, flatten_packs(ta)),
            (false, false) => (pa, ta),
        }
    }

    /// Matches one template argument exactly against a pattern argument.
    pub fn match_arg(&self, p: &TemplateArg, t: &TemplateArg, bound: &mut [Option<TemplateArg>]) -> bool {
        match (p, t) {
            (TemplateArg::Type(a), TemplateArg::Type(b)) => self.match_exact(*a, *b, bound),
            (TemplateArg::Int { value: a, .. }, TemplateArg::Int { value: b, .. }) => a == b,
            // A value computed from the parameters binds nothing: substitution checks it.
            (TemplateArg::Param { computed: true, .. }, _) => true,
            // A non-type parameter binds a value, or (in partial ordering) another
            // pattern's parameter.
            (
                TemplateArg::Param { index, .. },
                t @ (TemplateArg::Int { .. } | TemplateArg::Func { .. } | TemplateArg::Param { .. }),
            ) => bind(bound, *index as usize, t.clone()),
            (TemplateArg::Func { func: a, .. }, TemplateArg::Func { func: b, .. }) => a == b,
            // A template template parameter binds a class template (or another
            // pattern's template template parameter).
            (
                TemplateArg::TemplateParam { index },
                t @ (TemplateArg::Template { .. } | TemplateArg::TemplateParam { .. }),
            ) => bind(bound, *index as usize, t.clone()),
            (TemplateArg::Template { id: a, alias: x, .. }, TemplateArg::Template { id: b, alias: y, .. }) => {
                a == b && x == y
            }
            (TemplateArg::Pack(px), TemplateArg::Pack(ty)) => self.match_pack_exact(px, ty, bound),
            _ => false,
        }
    }

    /// Matches the elements of an argument pack exactly against a pattern's
    /// (`T, Rest...`): leading elements one by one, then a trailing expansion takes the
    /// rest, binding each pack it names to the elements matched (an expansion in the
    /// matched list, as in partial ordering, matches as one element kept expanded).
    fn match_pack_exact(&self, px: &[TemplateArg], ty: &[TemplateArg], bound: &mut [Option<TemplateArg>]) -> bool {
        let (fixed, expansion) = match px.split_last() {
            Some((TemplateArg::Expansion(inner), fixed)) => (fixed, Some(inner.as_ref())),
            _ => (px, None),
        };
        if ty.len() < fixed.len() || (expansion.is_none() && ty.len() != fixed.len()) {
            return false;
        }
        if !fixed.iter().zip(ty).all(|(x, y)| self.match_arg(x, y, bound)) {
            return false;
        }
        let Some(inner) = expansion else {
            return true;
        };
        let mut packs = Vec::new();
        self.params_named_by_arg(inner, &mut packs);
        packs.retain(|&k| k < bound.len());
        let mut elems: Vec<Vec<TemplateArg>> = vec![Vec::new(); packs.len()];
        for y in &ty[fixed.len()..] {
            let (y, expanded) = match y {
                TemplateArg::Expansion(e) => (e.as_ref(), true),
                y => (y, false),
            };
            let mut one = bound.to_vec();
            for &k in &packs {
                one[k] = None;
            }
            if !self.match_arg(inner, y, &mut one) {
                return false;
            }
            for (j, &k) in packs.iter().enumerate() {
                match one[k].take() {
                    Some(e) if expanded => elems[j].push(TemplateArg::Expansion(Box::new(e))),
                    Some(e) => elems[j].push(e),
                    None => return false,
                }
            }
        }
        packs
            .iter()
            .zip(elems)
            .all(|(&k, e)| bind(bound, k, TemplateArg::Pack(e)))
    }
}

/// Binds parameter `index` to `arg`, or checks an earlier binding agrees.
fn bind(bound: &mut [Option<TemplateArg>], index: usize, arg: TemplateArg) -> bool {
    match bound.get_mut(index) {
        Some(slot @ None) => {
            *slot = Some(arg);
            true
        }
        Some(Some(b)) => same_argument(b, &arg),
        None => false,
    }
}

/// Whether two arguments bound to one parameter agree: values compare as values (an
/// explicit argument is not yet converted to its parameter's type: `blk` of an
/// enumeration against the `int`-typed value an instance holds).
fn same_argument(a: &TemplateArg, b: &TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Int { value: x, .. }, TemplateArg::Int { value: y, .. }) => x == y,
        _ => a == b,
    }
}

/// Template arguments with their packs' elements spliced in place.
fn flatten_packs(args: Vec<TemplateArg>) -> Vec<TemplateArg> {
    let mut out = Vec::with_capacity(args.len());
    for a in args {
        match a {
            TemplateArg::Pack(items) => out.extend(items),
            a => out.push(a),
        }
    }
    out
}
