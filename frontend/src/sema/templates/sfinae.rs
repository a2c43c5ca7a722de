//! Substitution failure is not an error ([temp.deduct]/8): a function template whose
//! signature names something that may not exist for its arguments (`typename
//! enable_if<C, R>::type`, `decltype(t.size())`) or whose default template argument may
//! be ill-formed (`class = enable_if_t<C>`) is only a candidate when substituting the
//! deduced arguments succeeds.
//!
//! In a signature pattern such a type is an opaque dependent type
//! ([`Sema::opaque_dependent_type`]): a placeholder record standing for "whatever this
//! names once the parameters are known", which deduction does not look into and which
//! keeps the template's patterns apart from another template's. The template is marked
//! [`super::FnTemplate::sfinae`]; for each call, after deduction, its signature is parsed
//! again with the arguments bound inside a diagnostics trial
//! ([`crate::diag::Diags::begin_trial`]), and an error there removes the candidate
//! instead of being reported. Default template arguments are always read in a trial.

use crate::mangle::TemplateArg;
use crate::types::{TypeId, TypeKind};

use super::replay::{SignatureSite, TemplateParser};
use super::FnTemplateId;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The opaque type a signature pattern gets for a type that depends on its
    /// parameters in a way only substitution can tell: member `what` of dependent class
    /// `class` (`typename enable_if<C, R>::type`), or `decltype` of the expression at
    /// token `key`. Each place it is written gives its own type.
    pub fn opaque_dependent_type(&mut self, what: &str, class: Option<TypeId>, key: usize) -> TypeId {
        // Where it is written tells apart templates whose patterns differ only in
        // conditions a pattern cannot spell (`enable_if<(N > 4)>`, `enable_if<(N <= 4)>`).
        let at = TemplateArg::Int {
            ty: TypeId::ULONG,
            value: key as i128,
        };
        // A template parameter among the arguments keeps the record dependent.
        let param = TemplateArg::Type(self.types.intern(TypeKind::TemplateParam { index: 0 }));
        let mut args = vec![at, param];
        if let Some(c) = class {
            args.insert(0, TemplateArg::Type(c));
        }
        let id = self.interner.intern(what);
        if let Some(&ty) = self.opaque_dependent.get(&(id, args.clone())) {
            return ty;
        }
        let ty = self.types.new_record(what, false);
        if let TypeKind::Record(rid) = *self.types.kind(ty) {
            self.types.set_record_template_args(rid, args.clone());
            if let Some(c) = class {
                self.types.set_dependent_member(rid, c);
            }
        }
        self.opaque_dependent.insert((id, args), ty);
        self.opaque_records.insert(ty);
        ty
    }

    /// Whether template argument `a` of a pattern mentions an opaque dependent type
    /// (what only substitution can resolve).
    pub fn mentions_opaque(&self, a: &TemplateArg) -> bool {
        match a {
            TemplateArg::Type(t) => self.type_mentions_opaque(*t),
            TemplateArg::Pack(elems) => elems.iter().any(|e| self.mentions_opaque(e)),
            TemplateArg::Expansion(e) => self.mentions_opaque(e),
            _ => false,
        }
    }

    /// Whether type `t` is only known per instance: a class template instance with
    /// placeholder arguments, or a type mentioning an opaque dependent type.
    pub fn is_dependent_or_opaque(&self, t: TypeId) -> bool {
        self.is_dependent(t) || self.type_mentions_opaque(t)
    }

    /// Whether type `t` mentions an opaque dependent type (see [`Sema::mentions_opaque`]).
    pub fn type_mentions_opaque(&self, t: TypeId) -> bool {
        let t = t.unqualified();
        if self.opaque_records.contains(&t) {
            return true;
        }
        match self.types.raw_kind(t) {
            TypeKind::Pointer { pointee: x }
            | TypeKind::LValueRef { referee: x }
            | TypeKind::RValueRef { referee: x } => self.type_mentions_opaque(*x),
            TypeKind::Array { elem, .. } => self.type_mentions_opaque(*elem),
            TypeKind::Function { ret, params, .. } => {
                self.type_mentions_opaque(*ret) || params.iter().any(|q| self.type_mentions_opaque(*q))
            }
            TypeKind::Record(id) => self
                .types
                .record(*id)
                .template_args
                .iter()
                .any(|a| self.mentions_opaque(a)),
            _ => false,
        }
    }
}

/// Whether substituting `args` into the signature of function template `t` succeeds
/// (always for a template without SFINAE-sensitive parts).
pub fn signature_substitutes<'a>(p: &mut dyn TemplateParser<'a>, t: FnTemplateId, args: &[TemplateArg]) -> bool {
    if !p.sema().templates[t].sfinae {
        return true;
    }
    substitute_signature(p, t, args)
}

/// [`signature_substitutes`] for a call whose first `explicit` template arguments were
/// written: where they alone fix a parameter's class template instance (`const
/// base<D>&` called as `f<int>(x)`), that parameter is no deduced context and the
/// argument must convert to the instance, so the signature is substituted for overload
/// resolution to rank the candidate on the real parameter types.
pub fn call_signature_substitutes<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    args: &[TemplateArg],
    explicit: usize,
) -> bool {
    let sema = p.sema();
    if !sema.templates[t].sfinae && !sema.explicit_args_fix_a_class_parameter(t, explicit) {
        return true;
    }
    substitute_signature(p, t, args)
}

/// Parses the signature of `t` again with `args` bound, recording the parameter types
/// for overload resolution; whether that succeeded.
fn substitute_signature<'a>(p: &mut dyn TemplateParser<'a>, t: FnTemplateId, args: &[TemplateArg]) -> bool {
    let key = (t, args.to_vec());
    if let Some(params) = p.sema().substituted_signatures.get(&key).cloned() {
        // As reading it again would (`best_template_candidate` may have recorded other
        // types under these arguments since).
        p.sema().substituted_params.insert(key, params);
        return true;
    }
    if p.sema().substitution_known_to_fail(t, args) {
        return false;
    }
    let read = p.sema().begin_substitution_read();
    let tmpl = &p.sema().templates[t];
    let (ns, pos, name, types) = (tmpl.ns, tmpl.decl_start, tmpl.name, tmpl.dependent_param_types.clone());
    let own = super::replay::bindings(&tmpl.params, args);
    let member = tmpl.member;
    let instance_reads_here = match member {
        None => true,
        // A member's instance is read as a member of its class: the same tokens in the
        // same scope when the class is complete (an incomplete class may declare more
        // before the instance is made). A hidden friend is declared elsewhere.
        Some(m) => p.sema().types.is_complete(m.class) && !p.sema().is_friend_template(t),
    };
    let mut bindings = match member {
        Some(m) => p.sema().class_instance_bindings(m.class),
        None => Vec::new(),
    };
    bindings.extend(own);
    // A constructor template is recorded with its class (not as a member by name).
    let ctor_name = p.sema().is_ctor_template(t).then_some(name);
    // A substitution failure is any error while the signature is read again.
    let trial = p.sema().diags.begin_trial();
    let reported = (p.sema().diags.mark(), p.sema().diags.error_count());
    let at = SignatureSite {
        ns,
        pos,
        ctor_name,
        instance_reads_here: instance_reads_here && ctor_name.is_none(),
    };
    let substituted = p.substitute_signature(at, &types, bindings);
    // The instance may take a read that reported nothing (not even a warning the trial
    // takes back): reading it again would report the same nothing.
    let silent = (p.sema().diags.mark(), p.sema().diags.error_count()) == reported;
    let failed = p.sema().diags.end_trial(trial);
    let Some(substituted) = substituted.filter(|_| !failed) else {
        p.sema().end_failed_substitution(read, t, args);
        return false;
    };
    let params = substituted.params;
    if let Some(declaration) = substituted.declaration.filter(|_| silent) {
        p.sema().read_signatures.insert(key.clone(), declaration);
    }
    // Overload resolution ranks the candidate on these (`forward<int&>` takes `int&`
    // in one template and `int&&` in the other: only substitution tells).
    p.sema().substituted_signatures.insert(key.clone(), params.clone());
    p.sema().substituted_params.insert(key, params);
    true
}

impl Sema<'_> {
    /// The declaration the substitution of template `t`'s signature for `args` read,
    /// for the instance for `args` to take (once).
    pub(in crate::sema) fn take_read_signature(
        &mut self,
        t: FnTemplateId,
        args: &[TemplateArg],
    ) -> Option<super::replay::ReadSignature> {
        if self.read_signatures.is_empty() {
            return None;
        }
        self.read_signatures.remove(&(t, args.to_vec()))
    }

    /// Forgets the declarations substitutions read: at a new file-scope declaration,
    /// what the names in them denote may have changed (a class completed since, a new
    /// overload), so an instance made from here on reads its declaration itself.
    pub fn forget_read_signatures(&mut self) {
        self.read_signatures.clear();
    }

    /// Whether some parameter of template `t` names (by reference or pointer) a class
    /// template instance all of whose template parameters are among the first
    /// `explicit`, given explicitly.
    fn explicit_args_fix_a_class_parameter(&self, t: FnTemplateId, explicit: usize) -> bool {
        if explicit == 0 {
            return false;
        }
        self.templates[t].pattern_params.iter().any(|&p| {
            let p = self.types.referee(p).unwrap_or(p);
            let p = self.types.pointee(p).unwrap_or(p);
            if !matches!(self.types.kind(p), TypeKind::Record(_)) || !self.is_dependent(p) {
                return false;
            }
            let mut named = Vec::new();
            self.params_named_by_type(p, &mut named);
            !named.is_empty() && named.iter().all(|&k| k < explicit)
        })
    }

    /// Whether substituting `args` into template `t`'s result or parameter types forms
    /// a reference to `void` (`template <class T> T& test(int)` called as
    /// `test<void>(0)`, libcu++'s `__cccl_is_referenceable`): a substitution failure.
    pub(in crate::sema) fn forms_reference_to_void(&mut self, t: FnTemplateId, args: &[TemplateArg]) -> bool {
        let tmpl = &self.templates[t];
        let patterns: Vec<_> = std::iter::once(tmpl.pattern_ret)
            .chain(tmpl.pattern_params.iter().copied())
            .collect();
        patterns.into_iter().any(|p| self.reference_to_void_in(p, args))
    }

    fn reference_to_void_in(&mut self, p: crate::types::TypeId, args: &[TemplateArg]) -> bool {
        use crate::types::TypeKind;
        match self.types.raw_kind(p).clone() {
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => {
                self.substitute(referee, args).is_some_and(|r| self.types.is_void(r))
            }
            TypeKind::Pointer { pointee } => self.reference_to_void_in(pointee, args),
            _ => false,
        }
    }
}
