//! Explicit and partial specializations ([temp.expl.spec], [temp.spec.partial]): which
//! template an explicit specialization of a function specializes and for which
//! arguments, the checks on full and partial specializations of class templates when
//! they are declared, and which partial specialization an instance of a class template
//! uses.
//!
//! Choosing a partial specialization: every one whose pattern matches the arguments
//! exactly is a candidate; the most specialized one ([temp.class.order]: its pattern
//! matches every other candidate's pattern, but not the other way round) wins, with its
//! parameters bound to what the match deduced. No unique most specialized candidate is
//! an error, as in nvcc.

use crate::mangle::TemplateArg;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::arguments::complete_function_args;
use super::replay::TemplateParser;
use super::{ClassTemplateId, FnSpecialization, FnTemplateId, PartialSpec, TemplateParamKind};
use crate::sema::Sema;

/// The signature of an explicit specialization of a function template, as written.
pub struct SpecializationSignature<'s> {
    /// Explicit template arguments (`f<int>`), if written.
    pub template_args: &'s [TemplateArg],
    /// Its parameter types.
    pub params: &'s [TypeId],
    /// Its return type.
    pub ret: TypeId,
    /// Whether its parameter list ends in `...`.
    pub variadic: bool,
}

/// `template <> declaration` of a function named `name` (qualified by the class or
/// namespace `qualifier`, if written; at `span`) with signature
/// `written`, starting at token `decl_start` (`defined` when it has a body): the
/// specialization of the matching function template, recorded; a definition is made
/// the instance for its arguments at once. nvcc's errors when `name` is no function
/// template or none of them matches.
pub fn act_on_function_template_specialization<'a>(
    p: &mut dyn TemplateParser<'a>,
    (qualifier, name): (Option<crate::sema::lookup::NsId>, Sym),
    span: Span,
    written: &SpecializationSignature,
    decl_start: usize,
    defined: bool,
) {
    let sema = p.sema();
    let n = sema.interner.get(name).to_string();
    let crate::sema::classify_name::NameKind::FuncTemplate(t) = sema.classify_name(qualifier, name) else {
        sema.diags.error(
            span,
            format!("\"{n}\" is not a function template that can be explicitly specialized"),
        );
        return;
    };
    // Of overloaded templates, the most specialized one whose signature matches.
    let Some((t, args)) = match_explicit_specialization(p, t, written) else {
        p.sema().diags.error(
            span,
            format!("no instance of function template \"{n}\" matches the specified type"),
        );
        return;
    };
    let sema = p.sema();
    let Some(args) = sema.check_function_template_args(t, args, span) else {
        return;
    };
    // A definition is parsed at once, as the instance for its arguments.
    if sema.record_function_specialization(t, &args, decl_start, defined, span) {
        super::instantiation::function_instance(p, t, args, span);
    }
}

/// Of the function templates named like `head`, the most specialized one whose
/// signature pattern `sig` matches, with its arguments (explicit, then deduced by exact
/// matching, then defaults); `None` when none matches.
pub fn match_explicit_specialization<'a>(
    p: &mut dyn TemplateParser<'a>,
    head: FnTemplateId,
    sig: &SpecializationSignature,
) -> Option<(FnTemplateId, Vec<TemplateArg>)> {
    let mut found: Option<(FnTemplateId, Vec<TemplateArg>)> = None;
    for c in p.sema().template_set(head) {
        if let Some(args) = specialized_arguments(p, c, sig) {
            let better = match &found {
                Some((f, _)) => p.sema().at_least_as_specialized(c, *f, sig.params.len()),
                None => true,
            };
            if better {
                found = Some((c, args));
            }
        }
    }
    found
}

/// The arguments of template `t` that specialization signature `sig` names: the
/// explicit ones, then those deduced by matching the template's pattern exactly, then
/// default arguments. `None` when the signature does not match.
pub(in crate::sema) fn specialized_arguments<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    sig: &SpecializationSignature,
) -> Option<Vec<TemplateArg>> {
    let sema = p.sema();
    let tmpl = &sema.templates[t];
    let n = tmpl.params.len();
    let explicit = sig.template_args;
    if explicit.len() > n || tmpl.pattern_params.len() != sig.params.len() || tmpl.variadic != sig.variadic {
        return None;
    }
    let (patterns, ret) = (tmpl.pattern_params.clone(), tmpl.pattern_ret);
    let mut bound: Vec<Option<TemplateArg>> = vec![None; n];
    for (k, a) in explicit.iter().enumerate() {
        bound[k] = Some(a.clone());
    }
    // A pattern only substitution can read (`it_value_t<It>` as CUB's ThreadLoad
    // returns) deduces nothing and is taken to match; the arguments come from the
    // explicit ones and the other patterns.
    let matches = patterns
        .iter()
        .zip(sig.params)
        .all(|(p, a)| sema.type_mentions_opaque(*p) || sema.match_exact(*p, *a, &mut bound))
        && (sema.type_mentions_opaque(ret) || sema.match_exact(ret, sig.ret, &mut bound));
    if !matches {
        return None;
    }
    complete_function_args(p, t, bound)
}

/// Which partial specialization of a class template an instance uses.
pub enum PartialSpecChoice {
    /// None matches: the primary template.
    None,
    /// Partial specialization `.0` (an index into `partial_specs`), with the arguments
    /// deduced for its parameters.
    Partial(usize, Vec<TemplateArg>),
    /// Several match and none is more specialized than the others (reported).
    Ambiguous,
}

impl<'a> Sema<'a> {
    /// Records explicit specialization `name<args>` of function template `t`, declared
    /// at token `decl_start` (a definition when `defined`). Returns whether it is new
    /// and valid, after reporting a specialization after the first use or a second
    /// definition.
    pub fn record_function_specialization(
        &mut self,
        t: FnTemplateId,
        args: &[TemplateArg],
        decl_start: usize,
        defined: bool,
        span: Span,
    ) -> bool {
        let tmpl = &self.templates[t];
        let n = self.interner.get(tmpl.name).to_string();
        if tmpl.instances.contains_key(args) {
            let text = self.template_args_text(args);
            self.diags.error(
                span,
                format!("explicit specialization of \"{n}{text}\" must precede its first use"),
            );
            return false;
        }
        if !defined {
            self.templates[t]
                .specializations
                .entry(args.to_vec())
                .or_insert(FnSpecialization { decl_start, defined });
            return false;
        }
        if tmpl.specializations.get(args).is_some_and(|s| s.defined) {
            let text = self.template_args_text(args);
            self.diags
                .error(span, format!("function \"{n}{text}\" has already been defined"));
            return false;
        }
        self.templates[t]
            .specializations
            .insert(args.to_vec(), FnSpecialization { decl_start, defined });
        true
    }

    /// Records full specialization `args` (complete) of class template `t`, its class
    /// key at token `kw_pos`; an error when an instance for them was already made.
    pub fn record_class_specialization(
        &mut self,
        t: ClassTemplateId,
        args: Vec<TemplateArg>,
        kw_pos: usize,
        span: Span,
    ) {
        // An instance named before only makes an incomplete class, which this
        // specialization completes when next used.
        let used = self.class_templates[t].instances.get(&args);
        if used.is_some_and(|ty| !self.undefined_instances.contains(ty)) {
            self.diags
                .error(span, "explicit specialization must precede its first use");
            return;
        }
        self.class_templates[t].specializations.insert(args, kw_pos);
        self.note_declaration();
    }

    /// Records partial specialization `pattern` of class template `t` with its own
    /// `params`, its class key at token `kw_pos`; every parameter must be deducible from
    /// the pattern (nvcc's error otherwise).
    pub fn record_partial_specialization(
        &mut self,
        t: ClassTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
        pattern: Vec<TemplateArg>,
        kw_pos: usize,
        substitute_at: Option<usize>,
        span: Span,
    ) {
        let mut probe = vec![None; params.len()];
        let substituted = substitute_at.is_some();
        let matched = self.match_partial_pattern(&pattern, substituted, &pattern, &mut probe);
        if let Some(k) = probe.iter().position(|b| b.is_none() || !matched) {
            let p = self.interner.get(params[k].0).to_string();
            let n = self.interner.get(self.class_templates[t].name).to_string();
            self.diags.error(
                span,
                format!("template parameter \"{p}\" is not used in or cannot be deduced from the template argument list of class template \"{n}\""),
            );
            return;
        }
        self.class_templates[t].partial_specs.push(PartialSpec {
            params,
            pattern,
            kw_pos,
            substitute_at,
        });
        self.note_declaration();
    }

    /// The partial specializations of class template `t` whose patterns match `args`,
    /// with the arguments deduced for their parameters. In a pattern checked by
    /// substitution an argument that only substitution can resolve (an opaque type, a
    /// condition standing for a type parameter) matches anything here.
    pub fn partial_spec_candidates(&self, t: ClassTemplateId, args: &[TemplateArg]) -> Vec<(usize, Vec<TemplateArg>)> {
        let specs = &self.class_templates[t].partial_specs;
        let mut matches: Vec<(usize, Vec<TemplateArg>)> = Vec::new();
        for (k, ps) in specs.iter().enumerate() {
            if ps.pattern.len() != args.len() {
                continue;
            }
            let mut bound = vec![None; ps.params.len()];
            let ok = self.match_partial_pattern(&ps.pattern, ps.substitute_at.is_some(), args, &mut bound);
            if let (true, Some(b)) = (ok, bound.into_iter().collect::<Option<Vec<_>>>()) {
                matches.push((k, b));
            }
        }
        matches
    }

    /// Matches `args` against partial specialization `pattern`, binding its parameters
    /// in `bound`; when the pattern is `substituted`, an argument only substitution can
    /// resolve matches anything. A value computed from the parameters always does
    /// ([`Sema::match_arg`]): substitution checks it.
    pub(in crate::sema) fn match_partial_pattern(
        &self,
        pattern: &[TemplateArg],
        substituted: bool,
        args: &[TemplateArg],
        bound: &mut [Option<TemplateArg>],
    ) -> bool {
        pattern.iter().zip(args).all(|(p, a)| {
            if substituted && self.mentions_opaque(p) {
                // Substitution checks the opaque parts; the others still bind the
                // parameters they name (`counting_iterator<Start>`, whose defaulted
                // difference type is opaque, still deduces `Start`).
                let mut trial = bound.to_vec();
                if self.match_arg_skipping_opaque(p, a, &mut trial) {
                    bound.clone_from_slice(&trial);
                }
                return true;
            }
            self.match_arg(p, a, bound)
        })
    }

    /// [`Sema::match_arg`] of pattern argument `p` against `a` where the parts of `p`
    /// that mention opaque types match anything: the arguments of a class template
    /// instance pattern are matched one by one, the opaque ones skipped.
    fn match_arg_skipping_opaque(&self, p: &TemplateArg, a: &TemplateArg, bound: &mut [Option<TemplateArg>]) -> bool {
        if !self.mentions_opaque(p) {
            return self.match_arg(p, a, bound);
        }
        let (TemplateArg::Type(pt), TemplateArg::Type(at)) = (p, a) else {
            return true;
        };
        if self.opaque_records.contains(&pt.unqualified()) {
            return true;
        }
        let record_id = |t: TypeId| match *self.types.raw_kind(t.unqualified()) {
            crate::types::TypeKind::Record(id) => Some(id),
            _ => None,
        };
        let (Some(pr), Some(ar)) = (record_id(*pt), record_id(*at)) else {
            return true;
        };
        if !self.match_record_templates(pr, ar, bound) {
            return false;
        }
        let pa = self.types.record(pr).template_args.clone();
        let ta = self.types.record(ar).template_args.clone();
        pa.len() != ta.len()
            || pa
                .iter()
                .zip(&ta)
                .all(|(x, y)| self.match_arg_skipping_opaque(x, y, bound))
    }

    /// Of the partial specializations `matches` of class template `t` for `args`, the
    /// one an instance uses, with the arguments deduced for its parameters (an
    /// ambiguity is reported at `site`).
    pub fn pick_partial_specialization(
        &mut self,
        t: ClassTemplateId,
        args: &[TemplateArg],
        mut matches: Vec<(usize, Vec<TemplateArg>)>,
        site: Span,
    ) -> PartialSpecChoice {
        if matches.len() <= 1 {
            return match matches.pop() {
                Some((k, deduced)) => PartialSpecChoice::Partial(k, deduced),
                None => PartialSpecChoice::None,
            };
        }
        let best = matches.iter().position(|(a, _)| {
            matches.iter().all(|(b, _)| {
                a == b
                    || (self.partial_spec_at_least_as_specialized(t, *a, *b)
                        && !self.partial_spec_at_least_as_specialized(t, *b, *a))
            })
        });
        match best {
            Some(i) => {
                let (k, deduced) = matches.swap_remove(i);
                PartialSpecChoice::Partial(k, deduced)
            }
            None => {
                let name = self.interner.get(self.class_templates[t].name).to_string();
                let text = self.template_args_text(args);
                self.diags.error(
                    site,
                    format!("more than one partial specialization matches the template argument list of class \"{name}{text}\""),
                );
                PartialSpecChoice::Ambiguous
            }
        }
    }

    /// Whether partial specialization `a` of class template `t` is at least as
    /// specialized as `b`: `b`'s pattern matches `a`'s (with `a`'s parameters as opaque
    /// values).
    fn partial_spec_at_least_as_specialized(&self, t: ClassTemplateId, a: usize, b: usize) -> bool {
        let specs = &self.class_templates[t].partial_specs;
        let (pa, pb) = (&specs[a], &specs[b]);
        let mut bound = vec![None; pb.params.len()];
        pa.pattern
            .iter()
            .zip(&pb.pattern)
            .all(|(x, y)| self.match_arg(y, x, &mut bound))
    }
}

/// `template <> struct Name<args> { ... };` defining the explicit specialization of
/// class template `t` whose class key is at token `kw_pos` (`span` the name's): its
/// arguments completed and the definition recorded; an instance named before it for a
/// pointer or reference is now this one.
pub fn act_on_class_template_specialization<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: ClassTemplateId,
    args: Vec<TemplateArg>,
    kw_pos: usize,
    span: Span,
) {
    if let Some(args) = super::arguments::complete_class_args(p, t, args, span) {
        p.sema().record_class_specialization(t, args, kw_pos, span);
        super::deferred_instances::complete_deferred_instances(p, false);
    }
}
