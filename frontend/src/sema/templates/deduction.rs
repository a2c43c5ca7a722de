//! Template argument deduction from a call ([temp.deduct.call]): each parameter
//! pattern of a function template is matched against its argument's type, binding
//! template parameters (`T*` against `float*` gives `T = float`, `T&&` against an lvalue
//! gives `T = A&`, `Vec<T, N>` against `Vec<int, 4>` gives both). Explicit arguments
//! are bound first and only converted to.

use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::types::{Quals, TypeId, TypeKind};

use super::{FnTemplateId, TemplateParamKind};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Whether a template of the overload set of `t` takes call argument `k` as a
    /// reference to an array whose length it deduces (`const T (&)[N]`): a brace list
    /// given there is an array of its elements ([temp.deduct.call]/1).
    pub fn takes_array_reference_at(&self, t: FnTemplateId, k: usize) -> bool {
        std::iter::once(t)
            .chain(self.templates[t].overloads.iter().copied())
            .any(|u| {
                let Some(&p) = self.templates[u].pattern_params.get(k) else {
                    return false;
                };
                let referee = self.types.referee(p).unwrap_or(p);
                match self.types.kind(referee.unqualified()) {
                    TypeKind::Array { len, .. } => {
                        self.types.referee(p).is_some() && crate::types::param_array_len(*len).is_some()
                    }
                    _ => false,
                }
            })
    }

    /// The type a brace list passed at position `k` to function template `t` (or its
    /// overloads) initializes when the parameter there does not depend on the
    /// template's parameters (`template <class T> T f(Coord3 c, T k)`: a non-deduced
    /// context, [temp.deduct.call]/1, the list initializes a `Coord3`); `None` when a
    /// candidate's parameter there is dependent or the candidates disagree.
    pub fn nondependent_list_parameter_at(&self, t: FnTemplateId, k: usize) -> Option<TypeId> {
        let mut found = None;
        for u in std::iter::once(t).chain(self.templates[t].overloads.iter().copied()) {
            let Some(&p) = self.templates[u].pattern_params.get(k) else {
                continue;
            };
            let ty = self.types.referee(p).unwrap_or(p).unqualified();
            if self.is_dependent_or_opaque(ty) || found.is_some_and(|f| f != ty) {
                return None;
            }
            found = Some(ty);
        }
        found
    }

    /// Deduces the template arguments of template `t` not given explicitly from call
    /// arguments. Returns `None` when some parameter cannot be deduced or deductions
    /// conflict.
    pub fn deduce(
        &mut self,
        t: FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<TemplateArg>> {
        self.deduce_partial(t, explicit, args)?.into_iter().collect()
    }

    /// [`Sema::deduce`] leaving the parameters it cannot deduce unbound (`None`), for
    /// default template arguments to fill; `None` when deductions conflict. A function
    /// parameter pack (`Ts&&... ts`) takes the remaining arguments, each deducing one
    /// element of the packs its pattern names; a pack deduced from nothing is empty.
    pub fn deduce_partial(
        &mut self,
        t: FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<Option<TemplateArg>>> {
        let kinds: Vec<TemplateParamKind> = self.templates[t].params.iter().map(|(_, k)| *k).collect();
        let (mut bound, given) = bind_explicit(&kinds, explicit)?;
        let patterns = self.templates[t].pattern_params.clone();
        for (i, p) in patterns.iter().enumerate() {
            if let TypeKind::PackExpansion { pattern } = *self.types.kind(*p) {
                let rest = args.get(i..).unwrap_or(&[]);
                if !self.deduce_pack(pattern, rest, &kinds, &mut bound, given) {
                    return None;
                }
                break;
            }
            let Some(a) = args.get(i) else { break };
            if !self.deduce_one(*p, a, &mut bound, given) {
                return None;
            }
        }
        for (slot, kind) in bound.iter_mut().zip(&kinds) {
            if kind.is_pack() && slot.is_none() {
                *slot = Some(TemplateArg::Pack(Vec::new()));
            }
        }
        Some(bound)
    }

    /// Deduces from one argument `a` for parameter pattern `p`; the first `given`
    /// parameters were given explicitly.
    fn deduce_one(&mut self, p: TypeId, a: &'a Expr<'a>, bound: &mut [Option<TemplateArg>], given: usize) -> bool {
        // `typename T::type v`: a non-deduced context, checked by substitution.
        if self.mentions_opaque(&TemplateArg::Type(p)) {
            return true;
        }
        // A parameter type naming only parameters given explicitly deduces nothing: the
        // argument converts to it ([temp.arg.explicit]/6: `g<char>(nullptr)` for `T*`).
        if self.names_only_given_params(p, bound, given) {
            return true;
        }
        if let Some(t) = self.forwarding_lvalue(p, a, given) {
            // `T&&` with an lvalue argument deduces `T` as `A&` ([temp.deduct.call]);
            // a function as declared (reference parameters as written).
            let a_ty = match a.kind {
                crate::il::ExprKind::Func(f) => self.declared_fn_type(f),
                _ => a.ty,
            };
            let slot = &mut bound[t];
            let arg = TemplateArg::Type(self.types.lvalue_ref_to(a_ty));
            return match slot {
                None => {
                    *slot = Some(arg);
                    true
                }
                Some(b) => *b == arg,
            };
        }
        let by_ref = self.types.referee(p).is_some();
        let arg_ty = match self.types.kind(a.ty) {
            // A function decays to a pointer to its declared type (with references).
            TypeKind::Function { .. } if !by_ref => self.function_pointer_type(a),
            TypeKind::Function { .. } => match a.kind {
                crate::il::ExprKind::Func(f) => self.declared_fn_type(f),
                _ => a.ty,
            },
            _ if by_ref => a.ty,
            _ => self.decayed(a.ty),
        };
        let before = bound.to_vec();
        if self.match_pattern(p, arg_ty, bound, given) {
            return true;
        }
        bound.clone_from_slice(&before);
        self.deduce_through_base(p, arg_ty, bound, given)
    }

    /// Whether pattern `p` names template parameters and only some of the first `given`,
    /// none of them a pack (whose explicit elements deduction may extend).
    fn names_only_given_params(&self, p: TypeId, bound: &[Option<TemplateArg>], given: usize) -> bool {
        let mut named = Vec::new();
        self.params_named_by_type(p, &mut named);
        !named.is_empty()
            && named
                .iter()
                .all(|&k| k < given && !matches!(bound.get(k), Some(Some(TemplateArg::Pack(_)))))
    }

    /// [temp.deduct.call]/4.3: a pattern naming a class template instance (`B<T>`,
    /// `B<T>&`, `B<T>*`) deduces from a class derived from one (or a pointer to it):
    /// the base it matches, when exactly one does once a matching base of another
    /// matching base is set aside ([temp.deduct.call]/5, CWG 2303: `B<X>` derived from
    /// `B<Y>` deduces from `B<X>`).
    fn deduce_through_base(&mut self, p: TypeId, arg: TypeId, bound: &mut [Option<TemplateArg>], given: usize) -> bool {
        let p = self.types.referee(p).unwrap_or(p);
        let (pattern, class) = match (self.types.kind(p).clone(), self.types.pointee(arg)) {
            (TypeKind::Pointer { pointee }, Some(a)) => (pointee, a),
            (_, _) => (p, self.types.referee(arg).unwrap_or(arg)),
        };
        if !matches!(self.types.kind(pattern), TypeKind::Record(_)) || !self.is_dependent(pattern) {
            return false;
        }
        let before = bound.to_vec();
        let mut found: Vec<(TypeId, Vec<Option<TemplateArg>>)> = Vec::new();
        let mut queue: Vec<TypeId> = self.bases_of(class).to_vec();
        let mut seen = Vec::new();
        while let Some(b) = queue.pop() {
            if seen.contains(&b) {
                continue;
            }
            seen.push(b);
            bound.clone_from_slice(&before);
            if self.match_pattern(pattern, b, bound, given) {
                found.push((b, bound.to_vec()));
            }
            queue.extend_from_slice(self.bases_of(b));
        }
        let nearest: Vec<&(TypeId, Vec<Option<TemplateArg>>)> = found
            .iter()
            .filter(|(b, _)| !found.iter().any(|(d, _)| self.base_path(*d, *b).is_some()))
            .collect();
        match nearest.as_slice() {
            [(_, b)] => {
                bound.clone_from_slice(b);
                true
            }
            // None matches, or two unrelated bases do: ambiguous, no deduction.
            _ => {
                bound.clone_from_slice(&before);
                false
            }
        }
    }

    /// Deduces the packs named by element pattern `pattern` of a function parameter
    /// pack from the arguments `args` it takes, one element per argument.
    fn deduce_pack(
        &mut self,
        pattern: TypeId,
        args: &[&'a Expr<'a>],
        kinds: &[TemplateParamKind],
        bound: &mut [Option<TemplateArg>],
        given: usize,
    ) -> bool {
        let mut named = Vec::new();
        self.params_named_by_type(pattern, &mut named);
        let packs: Vec<usize> = (given..kinds.len())
            .filter(|&k| kinds[k].is_pack() && named.contains(&k))
            .collect();
        let mut elems: Vec<Vec<TemplateArg>> = vec![Vec::new(); packs.len()];
        for a in args {
            let mut one = bound.to_vec();
            for &k in &packs {
                one[k] = None;
            }
            if !self.deduce_one(pattern, a, &mut one, given) {
                return false;
            }
            for (j, &k) in packs.iter().enumerate() {
                if let Some(e) = one[k].take() {
                    elems[j].push(e);
                }
            }
            for (k, slot) in one.into_iter().enumerate() {
                if !packs.contains(&k) {
                    bound[k] = slot;
                }
            }
        }
        for (j, &k) in packs.iter().enumerate() {
            if elems[j].len() == args.len() {
                bound[k] = Some(TemplateArg::Pack(std::mem::take(&mut elems[j])));
            }
        }
        true
    }

    /// Matches an argument of a class template instance against the pattern's argument
    /// `x`, binding template parameters (see [`Sema::match_pattern`]).
    fn match_template_arg(
        &mut self,
        x: &TemplateArg,
        y: &TemplateArg,
        bound: &mut [Option<TemplateArg>],
        explicit: usize,
    ) -> bool {
        match (x, y) {
            // An argument of a template-id is no call argument: nothing converts to it,
            // so a type that names no parameter must be the instance's own
            // (`Pair<char, T>` does not match `Pair<short, short>`; [temp.deduct.call]/4).
            (TemplateArg::Type(px), TemplateArg::Type(ty)) if !self.is_dependent(*px) => px == ty,
            // A parameter given explicitly is not deduced, and inside a template-id
            // nothing converts to it either: the instance's argument must be the given
            // one (`f<float>(Tensor<int, L>)` does not match `Tensor<E, L>` of
            // `template <class E, class L> f`; [temp.deduct.type]/8).
            (TemplateArg::Type(px), TemplateArg::Type(ty)) => match explicit_type_arg(self, *px, bound, explicit) {
                Some(given) => given == *ty,
                None => self.match_pattern(*px, *ty, bound, explicit),
            },
            (TemplateArg::Int { value: a, .. }, TemplateArg::Int { value: b, .. }) => a == b,
            // A value computed from the parameters deduces nothing ([temp.deduct.type]/5):
            // substituting the deduced arguments gives it (`V<N>` with a defaulted
            // `int M = N * 2` matches `V<3, 6>` by `N` alone).
            (TemplateArg::Param { computed: true, .. }, _) => true,
            (TemplateArg::Param { index, ty, .. }, TemplateArg::Int { value, ty: given }) => {
                let k = *index as usize;
                // A parameter whose type is itself a parameter (`T... Ints` matching
                // `iseq<int, 4, 5>`) takes the instance's value with its type.
                let ty = if self.is_dependent(*ty) { *given } else { *ty };
                let arg = TemplateArg::Int {
                    ty,
                    value: self.wrap_to(*value, ty),
                };
                match bound.get_mut(k) {
                    Some(slot @ None) => {
                        *slot = Some(arg);
                        true
                    }
                    // A given argument converts to the parameter's type: the values
                    // must agree, whatever type each was written with.
                    Some(Some(b)) => {
                        *b == arg
                            || (k < explicit
                                && matches!((&*b, &arg), (TemplateArg::Int { value: x, .. }, TemplateArg::Int { value: y, .. }) if x == y))
                    }
                    None => false,
                }
            }
            (TemplateArg::Func { func: a, .. }, TemplateArg::Func { func: b, .. }) => a == b,
            // A pointer-to-function parameter deduces the function (`S<F>` from `S<add>`).
            (TemplateArg::Param { index, .. }, arg @ TemplateArg::Func { .. }) => {
                match bound.get_mut(*index as usize) {
                    Some(slot @ None) => {
                        *slot = Some(arg.clone());
                        true
                    }
                    Some(Some(b)) => b == arg,
                    None => false,
                }
            }
            // A class template named in the pattern (`Acc<T, Traits>`) must be the
            // instance's own; a template template parameter deduces it (`Acc<T, P>`).
            (TemplateArg::Template { id: a, alias: x, .. }, TemplateArg::Template { id: b, alias: y, .. }) => {
                a == b && x == y
            }
            (TemplateArg::TemplateParam { index }, arg @ TemplateArg::Template { id, alias, .. }) => {
                match bound.get_mut(*index as usize) {
                    Some(slot @ None) => {
                        *slot = Some(arg.clone());
                        true
                    }
                    Some(Some(TemplateArg::Template { id: b, alias: y, .. })) => b == id && y == alias,
                    _ => false,
                }
            }
            (TemplateArg::Pack(px), TemplateArg::Pack(ty)) => self.match_arg_pack(px, ty, bound, explicit),
            _ => false,
        }
    }

    /// Matches the elements of an argument pack against a pattern's (`Ts...` or
    /// `T, Rest...`): leading elements one by one, then a trailing expansion takes the
    /// rest, deducing one element of each pack it names per argument.
    fn match_arg_pack(
        &mut self,
        px: &[TemplateArg],
        ty: &[TemplateArg],
        bound: &mut [Option<TemplateArg>],
        explicit: usize,
    ) -> bool {
        let (fixed, expansion) = match px.split_last() {
            Some((TemplateArg::Expansion(inner), fixed)) => (fixed, Some(inner.as_ref())),
            _ => (px, None),
        };
        if ty.len() < fixed.len() || (expansion.is_none() && ty.len() != fixed.len()) {
            return false;
        }
        if !fixed
            .iter()
            .zip(ty)
            .all(|(x, y)| self.match_template_arg(x, y, bound, explicit))
        {
            return false;
        }
        let Some(inner) = expansion else {
            return true;
        };
        let rest = &ty[fixed.len()..];
        let mut packs = Vec::new();
        self.params_named_by_arg(inner, &mut packs);
        packs.retain(|&k| k >= explicit && k < bound.len());
        let mut elems: Vec<Vec<TemplateArg>> = vec![Vec::new(); packs.len()];
        for y in rest {
            let mut one = bound.to_vec();
            for &k in &packs {
                one[k] = None;
            }
            if !self.match_template_arg(inner, y, &mut one, explicit) {
                return false;
            }
            for (j, &k) in packs.iter().enumerate() {
                match one[k].take() {
                    Some(e) => elems[j].push(e),
                    None => return false,
                }
            }
        }
        for (j, &k) in packs.iter().enumerate() {
            let pack = TemplateArg::Pack(std::mem::take(&mut elems[j]));
            match &bound[k] {
                None => bound[k] = Some(pack),
                Some(b) if *b == pack => {}
                Some(_) => return false,
            }
        }
        true
    }

    /// The template parameters (by index) pattern argument `a` names.
    pub(in crate::sema) fn params_named_by_arg(&self, a: &TemplateArg, out: &mut Vec<usize>) {
        match a {
            TemplateArg::Type(t) => self.params_named_by_type(*t, out),
            TemplateArg::Param { index, .. } | TemplateArg::TemplateParam { index } => out.push(*index as usize),
            TemplateArg::Pack(elems) => elems.iter().for_each(|e| self.params_named_by_arg(e, out)),
            TemplateArg::Expansion(inner) => self.params_named_by_arg(inner, out),
            TemplateArg::Int { .. } | TemplateArg::Func { .. } | TemplateArg::Template { .. } => {}
        }
    }

    /// The template parameters (by index) pattern type `t` names.
    pub(in crate::sema) fn params_named_by_type(&self, t: TypeId, out: &mut Vec<usize>) {
        if let Some((class, member, _)) = self.types.member_pointer_parts(t) {
            self.params_named_by_type(class, out);
            return self.params_named_by_type(member, out);
        }
        match self.types.kind(t).clone() {
            TypeKind::TemplateParam { index } => out.push(index as usize),
            TypeKind::Pointer { pointee: x }
            | TypeKind::LValueRef { referee: x }
            | TypeKind::RValueRef { referee: x }
            | TypeKind::PackExpansion { pattern: x } => self.params_named_by_type(x, out),
            TypeKind::Array { elem, len } => {
                out.extend(crate::types::param_array_len(len).map(|k| k as usize));
                self.params_named_by_type(elem, out)
            }

            TypeKind::Function { ret, params, .. } => {
                self.params_named_by_type(ret, out);
                params.iter().for_each(|p| self.params_named_by_type(*p, out));
            }
            TypeKind::Record(id) => {
                let args = self.types.record(id).template_args.clone();
                args.iter().for_each(|a| self.params_named_by_arg(a, out));
            }
            _ => {}
        }
    }

    /// The type of a by-value argument: arrays and functions decay, top-level qualifiers go.
    pub(in crate::sema) fn decayed(&mut self, ty: TypeId) -> TypeId {
        match self.types.kind(ty).clone() {
            TypeKind::Array { elem, .. } => self.array_decayed_pointer(ty, elem),
            TypeKind::Function { .. } => self.types.pointer_to(ty.unqualified()),
            _ => ty.unqualified(),
        }
    }

    /// Matches argument type `t` against pattern `p`, binding template parameters; the
    /// first `explicit` parameters were given explicitly and are not deduced (their
    /// arguments convert to them).
    pub(in crate::sema) fn match_pattern(
        &mut self,
        p: TypeId,
        t: TypeId,
        bound: &mut [Option<TemplateArg>],
        explicit: usize,
    ) -> bool {
        if let Some((pc, pm, _)) = self.types.member_pointer_parts(p) {
            // `T C::*` against a pointer to member: the class, then the member type.
            return match self.types.member_pointer_parts(t) {
                Some((tc, tm, _)) => {
                    self.match_pattern(pc, tc, bound, explicit) && self.match_pattern(pm, tm, bound, explicit)
                }
                None => !self.is_dependent(p),
            };
        }
        match self.types.kind(p).clone() {
            TypeKind::TemplateParam { index } if (index as usize) < explicit => true,
            TypeKind::TemplateParam { index } => {
                // `const T&` / `const T*` deduce `T` from an unqualified argument too (the
                // binding or qualification conversion adds the `const`).
                let pq = p.quals().0 & 3;
                let tq = t.quals().0 & 3;
                let deduced = t.unqualified().with_quals(Quals(tq & !pq));
                let slot = &mut bound[index as usize];
                match slot {
                    None => {
                        *slot = Some(TemplateArg::Type(deduced));
                        true
                    }
                    Some(TemplateArg::Type(b)) => *b == deduced,
                    Some(_) => false,
                }
            }
            TypeKind::Pointer { pointee } => match self.types.pointee(t) {
                Some(tp) => self.match_pattern(pointee, tp, bound, explicit),
                None => !self.is_dependent(p),
            },
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => {
                self.match_pattern(referee, t, bound, explicit)
            }
            TypeKind::Array { elem, len } => match self.types.array_elem(t) {
                Some((te, n)) => {
                    // `T (&a)[N]` deduces `N` from the array's length.
                    if let Some(index) = crate::types::param_array_len(len) {
                        let k = index as usize;
                        let arg = TemplateArg::Int {
                            ty: crate::types::TypeId::INT,
                            value: n as i128,
                        };
                        match bound.get_mut(k) {
                            Some(slot @ None) => *slot = Some(arg),
                            Some(Some(TemplateArg::Int { value, .. })) if *value == n as i128 => {}
                            Some(Some(_)) if k < explicit => {}
                            _ => return false,
                        }
                    }
                    self.match_pattern(elem, te, bound, explicit)
                }
                None => !self.is_dependent(p),
            },
            TypeKind::Record(pid) if self.is_dependent(p) => {
                // `Vec<T, N>` against an instance of the same class template: match the
                // arguments, deducing type and non-type parameters.
                let TypeKind::Record(tid) = *self.types.kind(t) else {
                    return false;
                };
                if !self.match_record_templates(pid, tid, bound) {
                    return false;
                }
                let (pa, ta) = self.record_args_to_match(pid, tid);
                // `plus<Ts...>` against `plus<int>`: a trailing expansion takes the
                // arguments left, whatever parameters they are for (the elements of the
                // instance's own pack among them).
                if matches!(pa.last(), Some(TemplateArg::Expansion(_))) {
                    return self.match_arg_pack(&pa, &ta, bound, explicit);
                }
                pa.len() == ta.len()
                    && pa
                        .iter()
                        .zip(&ta)
                        .all(|(x, y)| self.match_template_arg(x, y, bound, explicit))
            }
            TypeKind::Function {
                ret, params, variadic, ..
            } if self.is_dependent(p) => {
                // `void (*k)(Params...)` against a kernel's type: the return type, then
                // the parameters, a trailing expansion taking those left.
                let TypeKind::Function {
                    ret: t_ret,
                    params: t_params,
                    variadic: t_variadic,
                    ..
                } = self.types.kind(t).clone()
                else {
                    return false;
                };
                if variadic != t_variadic || !self.match_pattern(ret, t_ret, bound, explicit) {
                    return false;
                }
                let px: Vec<TemplateArg> = params
                    .iter()
                    .map(|&q| match self.types.kind(q) {
                        TypeKind::PackExpansion { pattern } => {
                            TemplateArg::Expansion(Box::new(TemplateArg::Type(*pattern)))
                        }
                        _ => TemplateArg::Type(q),
                    })
                    .collect();
                let ty: Vec<TemplateArg> = t_params.iter().map(|&q| TemplateArg::Type(q)).collect();
                self.match_arg_pack(&px, &ty, bound, explicit)
            }
            _ => true,
        }
    }
}

/// The type given explicitly for pattern `px` when it is one of the first `explicit`
/// template parameters (with `px`'s own qualifiers added), else `None`.
fn explicit_type_arg(sema: &Sema, px: TypeId, bound: &[Option<TemplateArg>], explicit: usize) -> Option<TypeId> {
    let TypeKind::TemplateParam { index } = *sema.types.kind(px) else {
        return None;
    };
    if index as usize >= explicit {
        return None;
    }
    match bound.get(index as usize)? {
        Some(TemplateArg::Type(given)) => Some(sema.types.qualified(*given, px.quals())),
        _ => None,
    }
}

/// Binds explicit template arguments to parameters of kinds `kinds` by position; a
/// pack parameter takes all the arguments left. Returns the bindings and how many
/// parameters were given explicitly; `None` for too many arguments.
fn bind_explicit(kinds: &[TemplateParamKind], explicit: &[TemplateArg]) -> Option<(Vec<Option<TemplateArg>>, usize)> {
    let mut bound: Vec<Option<TemplateArg>> = vec![None; kinds.len()];
    let mut next = 0;
    let mut given = 0;
    for (k, kind) in kinds.iter().enumerate() {
        if next == explicit.len() {
            break;
        }
        if kind.is_pack() {
            bound[k] = Some(TemplateArg::Pack(explicit[next..].to_vec()));
            next = explicit.len();
        } else {
            bound[k] = Some(explicit[next].clone());
            next += 1;
        }
        given = k + 1;
    }
    (next == explicit.len()).then_some((bound, given))
}
