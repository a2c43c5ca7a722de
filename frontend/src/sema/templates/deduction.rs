//! Template argument deduction from a call ([temp.deduct.call]): each parameter
//! pattern of a function template is matched against its argument's type, binding
//! template parameters (`T*` against `float*` gives `T = float`, `T&&` against an lvalue
//! gives `T = A&`, `Vec<T, N>` against `Vec<int, 4>` gives both). Explicit arguments
//! are bound first and only converted to.

use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::types::{Quals, TypeId, TypeKind};

use super::FnTemplateId;
use crate::sema::Sema;

impl<'a> Sema<'a> {
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
    /// default template arguments to fill; `None` when deductions conflict.
    pub fn deduce_partial(
        &mut self,
        t: FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
    ) -> Option<Vec<Option<TemplateArg>>> {
        let n = self.templates[t].params.len();
        if explicit.len() > n {
            return None;
        }
        let mut bound: Vec<Option<TemplateArg>> = vec![None; n];
        for (k, a) in explicit.iter().enumerate() {
            bound[k] = Some(a.clone());
        }
        let patterns = self.templates[t].pattern_params.clone();
        for (p, a) in patterns.iter().zip(args) {
            if let Some(t) = self.forwarding_lvalue(*p, a, explicit.len()) {
                // `T&&` with an lvalue argument deduces `T` as `A&` ([temp.deduct.call]).
                let slot = &mut bound[t];
                let arg = TemplateArg::Type(self.types.lvalue_ref_to(a.ty));
                match slot {
                    None => *slot = Some(arg),
                    Some(b) if *b == arg => {}
                    Some(_) => return None,
                }
                continue;
            }
            let by_ref = self.types.referee(*p).is_some();
            let arg_ty = match self.types.kind(a.ty) {
                // A function decays to a pointer to its declared type (with references).
                TypeKind::Function { .. } if !by_ref => self.function_pointer_type(a),
                _ if by_ref => a.ty,
                _ => self.decayed(a.ty),
            };
            if !self.match_pattern(*p, arg_ty, &mut bound, explicit.len()) {
                return None;
            }
        }
        Some(bound)
    }

    /// The type of a by-value argument: arrays and functions decay, top-level qualifiers go.
    pub(in crate::sema) fn decayed(&mut self, ty: TypeId) -> TypeId {
        match self.types.kind(ty).clone() {
            TypeKind::Array { elem, .. } => self.types.pointer_to(elem),
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
                if self.class_facts[pid].template != self.class_facts[tid].template {
                    return false;
                }
                let pa = self.types.record(pid).template_args.clone();
                let ta = self.types.record(tid).template_args.clone();
                pa.len() == ta.len()
                    && pa.iter().zip(&ta).all(|(x, y)| match (x, y) {
                        (TemplateArg::Type(px), TemplateArg::Type(ty)) => self.match_pattern(*px, *ty, bound, explicit),
                        (TemplateArg::Int { value: a, .. }, TemplateArg::Int { value: b, .. }) => a == b,
                        (TemplateArg::Param { index, ty }, TemplateArg::Int { value, .. }) => {
                            let k = *index as usize;
                            let arg = TemplateArg::Int {
                                ty: *ty,
                                value: self.wrap_to(*value, *ty),
                            };
                            match bound.get_mut(k) {
                                Some(slot @ None) => {
                                    *slot = Some(arg);
                                    true
                                }
                                Some(Some(b)) => *b == arg || k < explicit,
                                None => false,
                            }
                        }
                        _ => false,
                    })
            }
            _ => true,
        }
    }
}
