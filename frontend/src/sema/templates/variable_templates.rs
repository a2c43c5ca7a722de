//! Uses of alias and variable templates (`Vec<int>`, `is_small_v<int>`): their written
//! arguments completed by the defaults and bound to the parameters (a dependent
//! non-type parameter type checked per use, SFINAE), and a variable template's instance
//! chosen and made: among its partial and explicit specializations the ones whose
//! patterns match and survive substitution, the most specialized of them, else the
//! primary template ([temp.spec.partial.match]). Reading a default argument or the
//! instance's declaration is the parser's ([`TemplateParser::parse_stored`]).

use crate::il::{Expr, VarId};
use crate::mangle::TemplateArg;
use crate::source::Span;
use crate::types::TypeId;

use super::aliases::{AliasTemplateId, StoredTemplate, VarTemplateId};
use super::replay::{Bindings, StoredParse, StoredParsed, TemplateParser};

/// What a stored template is, for nvcc's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoredKind {
    /// An alias template.
    Alias,
    /// A variable template.
    Variable,
}

/// What `Name<args>` naming a variable template denotes.
pub enum VarTemplateUse {
    /// The instance's variable.
    Var(VarId),
    /// An argument depends on a template parameter (in a signature pattern).
    Dependent,
    /// Reported.
    Failed,
}

/// `Name<args>` naming variable template `id` with `args` written, at `site`: the
/// instance for the completed arguments, made now if it was not yet.
pub fn var_template_id<'a>(
    p: &mut dyn TemplateParser<'a>,
    id: VarTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> VarTemplateUse {
    let stored = p.sema().var_template(id).stored.clone();
    let Some(bindings) = complete_stored_args(p, &stored, args, site, StoredKind::Variable) else {
        return VarTemplateUse::Failed;
    };
    let key: Vec<TemplateArg> = bindings.iter().map(|(_, a)| a.clone()).collect();
    if key.iter().any(|a| p.sema().is_dependent_arg(a)) {
        return VarTemplateUse::Dependent;
    }
    let var = match p.sema().var_template_instance(id, &key) {
        Some(v) => Some(v),
        None => make_var_template_instance(p, id, &stored, &bindings, key, site),
    };
    match var {
        Some(v) => VarTemplateUse::Var(v),
        None => VarTemplateUse::Failed,
    }
}

/// Makes the instance of variable template `id` for `key` (its parameters bound as
/// `bindings`) by parsing the declaration of the specialization chosen, or of the
/// primary template, again.
fn make_var_template_instance<'a>(
    p: &mut dyn TemplateParser<'a>,
    id: VarTemplateId,
    stored: &StoredTemplate,
    bindings: &[(crate::symbol::Sym, TemplateArg)],
    key: Vec<TemplateArg>,
    site: Span,
) -> Option<VarId> {
    let sema = p.sema();
    if !sema.may_instantiate(site) {
        return None;
    }
    let symbol = sema.var_template_symbol(id, &key);
    let errors_before = sema.diags.error_count();
    let name = stored.name;
    let mut candidates = sema.var_spec_candidates(id, &key);
    candidates.retain(|(k, deduced)| var_spec_substitutes(p, id, *k, deduced, &key));
    let chosen = p.sema().pick_var_specialization(id, &key, candidates, site)?;
    let (stored, bindings) = match &chosen {
        Some((spec, spec_bindings)) => (spec, spec_bindings.as_slice()),
        None => (stored, bindings),
    };
    let what = StoredParse::Variable {
        symbol,
        specialization: chosen.is_some(),
    };
    let v = p.parse_stored(stored, bindings, what);
    let sema = p.sema();
    let text = sema.interner.get(name).to_string();
    sema.note_instantiation_errors(errors_before, &text, &key, site);
    let Some(StoredParsed::Var(v)) = v else {
        return None;
    };
    sema.record_var_template_instance(id, key, v);
    Some(v)
}

/// `args` written for stored template `t` completed by its defaults and bound to its
/// parameters; nvcc's error at `site` when they do not fit.
pub fn complete_stored_args<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: &StoredTemplate,
    mut args: Vec<TemplateArg>,
    site: Span,
    kind: StoredKind,
) -> Option<Bindings> {
    let has_pack = t.params.last().is_some_and(|(_, k)| k.is_pack());
    while args.len() < t.params.len() && !(has_pack && args.len() + 1 == t.params.len()) {
        let k = args.len();
        let Some(tokens) = t.defaults[k] else { break };
        let partial: Bindings = t.params.iter().zip(&args).map(|((n, _), a)| (*n, a.clone())).collect();
        match p.parse_stored(t, &partial, StoredParse::DefaultArgument(tokens))? {
            StoredParsed::Arg(a) => args.push(a),
            _ => return None,
        }
    }
    if let Some(b) = p.sema().bind_stored_args(&t.params, &args) {
        return stored_param_types_substitute(p, t, &b).then_some(b);
    }
    let sema = p.sema();
    let n = sema.interner.get(t.name).to_string();
    let what = match kind {
        StoredKind::Alias => "alias",
        StoredKind::Variable => "variable",
    };
    let msg = if args.len() > t.params.len() && !has_pack {
        format!("too many arguments for {what} template \"{n}\"")
    } else if args.len() < t.params.len() {
        format!("too few arguments for {what} template \"{n}\"")
    } else {
        format!("the template arguments do not match the parameters of {what} template \"{n}\"")
    };
    sema.diags.error(site, msg);
    None
}

/// Whether specialization `k` of variable template `id`, matched to `args` with
/// `deduced`, survives substitution (always for one without substitution-checked
/// parts): its pattern, parsed again with `deduced` bound, has no error (taken back)
/// and gives `args`.
fn var_spec_substitutes<'a>(
    p: &mut dyn TemplateParser<'a>,
    id: VarTemplateId,
    k: usize,
    deduced: &[TemplateArg],
    args: &[TemplateArg],
) -> bool {
    let spec = p.sema().var_specialization(id, k).clone();
    let Some(at) = spec.substitute_at else {
        return true;
    };
    let primary = p.sema().var_template(id).stored.clone();
    let bindings: Bindings = spec
        .stored
        .params
        .iter()
        .map(|(n, _)| *n)
        .zip(deduced.iter().cloned())
        .collect();
    let what = StoredParse::SpecializationArgs { at, primary: &primary };
    // An error is a substitution failure ([temp.spec.partial.match]): `declval<T,
    // void_t<T&&>>` does not match `declval<void>`.
    let trial = p.sema().diags.begin_trial();
    let parsed = p.parse_stored(&spec.stored, &bindings, what);
    let failed = p.sema().diags.end_trial(trial);
    match parsed {
        Some(StoredParsed::Args(b)) if !failed => b.iter().map(|(_, a)| a).eq(args.iter()),
        _ => false,
    }
}

/// Whether the dependent non-type parameter types of stored template `t` name
/// types with `bindings` (`req<false>` with `template <bool B, enable_if_t<B, int> =
/// 0>`); the error is reported, a substitution failure in a trial.
fn stored_param_types_substitute<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: &StoredTemplate,
    bindings: &[(crate::symbol::Sym, TemplateArg)],
) -> bool {
    t.param_types.iter().all(|&range| {
        let errors = p.sema().diags.error_count();
        let parsed = p.parse_stored(t, bindings, StoredParse::ParamType(range)).is_some();
        parsed && p.sema().diags.error_count() == errors
    })
}

/// `Name<args>` naming alias template `id` at `site` (`args` `None` when no argument
/// list follows the name): the type it stands for, and whether an argument depends on
/// a pattern's parameters (the type then stands in for what each instance gives).
/// `None` when the argument list is missing (reported); an error type for arguments
/// that do not fit.
pub fn alias_template_id<'a>(
    p: &mut dyn TemplateParser<'a>,
    id: AliasTemplateId,
    args: Option<Vec<TemplateArg>>,
    site: Span,
) -> Option<(TypeId, bool)> {
    let Some(args) = args else {
        p.sema().alias_template_arguments_missing(id, site);
        return None;
    };
    let args = match p.sema().remembered_alias_use(id, args) {
        Ok(ty) => return Some((ty, false)),
        Err(args) => args,
    };
    let written = args.clone();
    let read = p.sema().begin_alias_read();
    let stored = p.sema().alias_template(id).clone();
    let Some(bindings) = complete_stored_args(p, &stored, args, site, StoredKind::Alias) else {
        p.sema().end_alias_read(read, id, written, TypeId::ERROR, false);
        return Some((TypeId::ERROR, false));
    };
    let dependent = bindings.iter().any(|(_, a)| p.sema().is_dependent_arg(a));
    let ty = match p.parse_stored(&stored, &bindings, StoredParse::Type) {
        Some(StoredParsed::Type(ty)) => ty,
        _ => TypeId::ERROR,
    };
    p.sema().end_alias_read(read, id, written, ty, !dependent);
    Some((ty, dependent))
}

/// `Name<args>` naming variable template `id` at `site` (the whole name at `span`;
/// `args` `None` when no argument list follows the name) as an expression: its
/// instance's variable, a placeholder value of the variable's type when an argument
/// depends on a signature pattern's parameters (the `bool` is then true), an error
/// expression after an error (reported).
pub fn var_template_id_expr<'a>(
    p: &mut dyn TemplateParser<'a>,
    id: VarTemplateId,
    args: Option<Vec<TemplateArg>>,
    site: Span,
    span: Span,
) -> (&'a Expr<'a>, bool) {
    let Some(args) = args else {
        return (p.sema().var_template_arguments_missing(id, site), false);
    };
    match var_template_id(p, id, args, site) {
        VarTemplateUse::Var(v) => (p.sema().var_template_instance_expr(v, span), false),
        VarTemplateUse::Dependent => (p.sema().int_const(0, TypeId::INT, span), true),
        VarTemplateUse::Failed => (p.sema().error_expr(span), false),
    }
}

impl crate::sema::Sema<'_> {
    /// Starts reading a variable template instance's declaration: the variable it
    /// declares gets `symbol`, and its errors stand even when host code asked for it.
    /// [`Sema::finish_var_template_instance`] ends it.
    ///
    /// [`Sema::finish_var_template_instance`]: crate::sema::Sema::finish_var_template_instance
    pub fn begin_var_template_instance(&mut self, symbol: String) -> crate::diag::Region {
        self.set_pending_var_symbol(symbol);
        self.enter_region(false)
    }

    /// Ends what [`Sema::begin_var_template_instance`] started: the variable named
    /// `name` the declaration declared, if it did.
    ///
    /// [`Sema::begin_var_template_instance`]: crate::sema::Sema::begin_var_template_instance
    pub fn finish_var_template_instance(
        &mut self,
        region: &crate::diag::Region,
        name: crate::symbol::Sym,
    ) -> Option<VarId> {
        self.leave_region(region);
        self.take_pending_var_symbol();
        match self.lookup_current(name) {
            Some(crate::sema::lookup::Entity::Var(v)) => Some(*v),
            _ => None,
        }
    }
}

/// `Name<args>` naming class template `t` at `site` (`args` `None` when no argument
/// list follows the name): the instance's record type, the error type after an error;
/// `None` when the argument list is missing (reported).
pub fn class_template_id<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: super::ClassTemplateId,
    args: Option<Vec<TemplateArg>>,
    site: Span,
) -> Option<TypeId> {
    let Some(args) = args else {
        p.sema().class_template_arguments_missing(t, site);
        return None;
    };
    Some(super::instantiation::class_instance(p, t, args, site).unwrap_or(TypeId::ERROR))
}

/// The pattern of a specialization of variable template `id` (`v<T*>`, its arguments
/// `args` written at `site`): completed against the primary template and bound to its
/// parameters, as a specialization records it; `None` after an error.
pub fn var_specialization_pattern<'a>(
    p: &mut dyn TemplateParser<'a>,
    id: VarTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> Option<Vec<TemplateArg>> {
    let primary = p.sema().var_template(id).stored.clone();
    let bindings = complete_stored_args(p, &primary, args, site, StoredKind::Variable)?;
    Some(bindings.into_iter().map(|(_, a)| a).collect())
}
