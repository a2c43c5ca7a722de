//! Making instances ([temp.inst]): the instance of a function template, member function
//! template or class template for an argument list, made on first use and then reused.
//! The rules are here: the argument checks, explicit and partial specializations taking
//! precedence over the primary template, the nesting limit, the instance's mangled
//! name and record, and the note that says which use required an instance with errors.
//! Parsing the instance's tokens is the parser's ([`TemplateParser`]).

use crate::il::{Expr, FnDeclId};
use crate::mangle::{self, TemplateArg};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};

use super::arguments::complete_class_args;
use super::complete_types::{complete_waiting_argument_instances, require_complete_class};
use super::replay::{bindings, Bindings, ClassReplay, FunctionReplay, MemberReplay, ReadSignature, TemplateParser};
use super::specializations::PartialSpecChoice;
use super::{ClassTemplateId, FnTemplateId, Instantiation};
use crate::sema::lookup::NsId;
use crate::sema::Sema;

/// The instance of function template `t` for `args` (made on first use; an explicit
/// specialization for these arguments gives the body). `None` after an error.
pub fn function_instance<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> Option<FnDeclId> {
    let sema = p.sema();
    let depth = sema.instantiation_depth();
    // `decltype(declval<T>())`: a declaration is enough in an unevaluated operand.
    let unevaluated = sema.in_unevaluated();
    if sema.is_deleted_template(t) {
        // Chosen by overload resolution, and an error (a substitution failure in SFINAE).
        sema.reject_deleted_template(t, site);
        return None;
    }
    if sema.is_broken_template(t) {
        // Its definition's error stands for every use.
        return None;
    }
    if args
        .iter()
        .any(|a| matches!(a, TemplateArg::Type(ty) if sema.types.is_error(*ty)))
    {
        // An argument that is already an error (`k<Undeclared><<<...>>>` in host code
        // set aside for that error) makes no instance: its body could only fail.
        return None;
    }
    if let Some(&f) = sema.templates[t].instances.get(&args) {
        sema.report_dropped_function_instance_errors(f, site);
        return Some(f);
    }
    let args = sema.check_function_template_args(t, args, site)?;
    if let Some(&f) = sema.templates[t].instances.get(&args) {
        sema.report_dropped_function_instance_errors(f, site);
        return Some(f);
    }
    let tmpl = &sema.templates[t];
    let name = sema.interner.get(tmpl.name).to_string();
    let spec = tmpl.specializations.get(&args).map(|s| s.decl_start);
    let is_member = tmpl.member.is_some();
    // Used before its definition ([temp.point]: an instance's point of instantiation
    // may be the end of the file): the declaration declares the instance now, the
    // definition gives its body when it is read.
    let awaiting = !tmpl.defined && spec.is_none() && !unevaluated;
    if !sema.below_instantiation_limit(depth, site) {
        return None;
    }
    if is_member {
        let f = member_template_instance(p, t, args.clone(), site);
        if awaiting && f.is_some() {
            let sema = p.sema();
            let host = sema.diags.in_host_region();
            sema.awaiting_definition.push(AwaitingInstance {
                template: t,
                args,
                site,
                host,
            });
        }
        return f;
    }
    // The declaration as the signature's substitution read it, unless an explicit
    // specialization's is parsed instead.
    let declaration = match spec {
        None => sema.take_read_signature(t, &args),
        Some(_) => None,
    };
    let replay = function_replay(sema, t, &args, spec, declaration);
    let errors_before = sema.diags.error_count();
    let mark = sema.diags.mark();
    let parsed = p.parse_function_instance(replay);
    let sema = p.sema();
    let f = sema.templates[t].instances.get(&args).copied();
    sema.note_instantiation_errors(errors_before, &name, &args, site);
    if let Some(f) = f {
        sema.remember_function_instance_errors(f, mark, &name, &args);
    }
    if awaiting && f.is_some() {
        let host = sema.diags.in_host_region();
        sema.awaiting_definition.push(AwaitingInstance {
            template: t,
            args,
            site,
            host,
        });
    }
    f.filter(|_| parsed)
}

/// An instance of a function template declared before the template's definition.
pub struct AwaitingInstance {
    template: FnTemplateId,
    args: Vec<TemplateArg>,
    /// The use that made it.
    site: Span,
    /// Whether that use was in host code: the instance is parsed at the end of the file
    /// in the same kind of region, so the host declarations its signature and body
    /// name (a class set aside for an error) count as host code's uses, as they would
    /// had the template been defined before the use.
    host: bool,
}

/// Gives the instances declared before their template's definition their bodies, for
/// the templates defined since; whether there were any.
pub fn define_awaiting_instances<'a>(p: &mut dyn TemplateParser<'a>) -> bool {
    let sema = p.sema();
    if sema
        .awaiting_definition
        .iter()
        .all(|a| !sema.templates[a.template].defined)
    {
        return false;
    }
    let (due, waiting): (Vec<_>, Vec<_>) = std::mem::take(&mut sema.awaiting_definition)
        .into_iter()
        .partition(|a| sema.templates[a.template].defined);
    sema.awaiting_definition = waiting;
    for a in due {
        let sema = p.sema();
        let name = sema.interner.get(sema.templates[a.template].name).to_string();
        let errors_before = sema.diags.error_count();
        let region = sema.enter_region(a.host);
        parse_declared_instance_again(p, a.template, &a.args);
        let sema = p.sema();
        match sema.leave_region(&region) {
            Some(why) => {
                let what = format!("the instance of function template \"{name}\"");
                let record = crate::host_code::SetAside::new(a.site, what, why);
                sema.diags.set_aside(&region, record);
            }
            None => sema.note_instantiation_errors(errors_before, &name, &a.args, a.site),
        }
    }
    true
}

/// Parses the instance of `t` for `args`, declared already without its body, again from
/// the template's definition: the declared instance takes the body.
pub(super) fn parse_declared_instance_again<'a>(p: &mut dyn TemplateParser<'a>, t: FnTemplateId, args: &[TemplateArg]) {
    let sema = p.sema();
    if sema.templates[t].member.is_some() {
        let declared = sema.templates[t].instances.get(args).copied();
        if let Some(replay) = member_replay(sema, t, args, declared) {
            p.parse_member_instance(replay);
        }
    } else {
        let replay = function_replay(sema, t, args, None, None);
        p.parse_function_instance(replay);
    }
}

impl Sema<'_> {
    /// Instance `declared` (declared before its template was defined) takes the
    /// parameters of `parsed`, the same instance parsed from the definition, whose body
    /// names them; `parsed` stays an unused declaration.
    pub fn take_definition(&mut self, declared: FnDeclId, parsed: FnDeclId) {
        let params = self.functions[parsed.0 as usize].params;
        for &v in params {
            if let crate::il::VarKind::Param { func, .. } = &mut self.vars[v.0 as usize].kind {
                *func = declared;
            }
        }
        let span = self.functions[parsed.0 as usize].span;
        let f = &mut self.functions[declared.0 as usize];
        f.params = params;
        f.span = span;
    }

    /// At the end of the file: the instances whose template was never defined stay
    /// declarations of functions defined elsewhere, as in C++ (another file's explicit
    /// instantiation defines them); device code calls them as external functions
    /// (`.extern .func`, as nvcc; linked with -rdc).
    pub fn finish_undefined_template_uses(&mut self) {
        self.awaiting_definition.clear();
    }
}

/// How to parse the instance of non-member function template `t` for `args`: its
/// declaration (or the explicit specialization at `spec`) with the parameters bound,
/// named as nvcc names the instance; `declaration`: that declaration as read already.
fn function_replay(
    sema: &Sema<'_>,
    t: FnTemplateId,
    args: &[TemplateArg],
    spec: Option<usize>,
    declaration: Option<ReadSignature>,
) -> FunctionReplay {
    let tmpl = &sema.templates[t];
    let name = sema.interner.get(tmpl.name).to_string();
    let scope = sema.scopes.namespace_path(tmpl.ns);
    let mangled = mangle::mangle_template_function(
        &name,
        &scope,
        args,
        tmpl.pattern_ret,
        &tmpl.pattern_params,
        tmpl.variadic,
        &sema.types,
    );
    // A specialization names no parameters (`template <>`).
    FunctionReplay {
        ns: tmpl.ns,
        pos: spec.unwrap_or(tmpl.decl_start),
        bindings: if spec.is_none() {
            bindings(&tmpl.params, args)
        } else {
            Vec::new()
        },
        instantiation: Instantiation {
            mangled,
            key: Some((t, args.to_vec())),
        },
        declaration,
    }
}

/// The instance of member function template `t` for (converted) `args`, parsed as a
/// member function of its class and named as nvcc names member template instances.
fn member_template_instance<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> Option<FnDeclId> {
    let sema = p.sema();
    let name = sema.interner.get(sema.templates[t].name).to_string();
    let mut replay = member_replay(sema, t, &args, None)?;
    // The declaration as the signature's substitution read it (in the same scope),
    // unless an explicit specialization's is parsed instead.
    if replay.pos == sema.templates[t].decl_start && replay.class_ns == sema.templates[t].ns {
        replay.declaration = sema.take_read_signature(t, &args);
    }
    let errors_before = sema.diags.error_count();
    let f = p.parse_member_instance(replay);
    p.sema().note_instantiation_errors(errors_before, &name, &args, site);
    f
}

/// How to parse the instance of member function template `t` for `args` (`defines`:
/// the instance declared before the template's definition, which the parse defines).
fn member_replay(
    sema: &Sema<'_>,
    t: FnTemplateId,
    args: &[TemplateArg],
    defines: Option<FnDeclId>,
) -> Option<MemberReplay> {
    let tmpl = &sema.templates[t];
    let m = tmpl.member?;
    let name = sema.interner.get(tmpl.name).to_string();
    let class_ns = sema.class_scope(m.class)?;
    let mangled = match sema.friend_template_namespace(t) {
        // A hidden friend is a function of the class's namespace.
        Some(ns) => mangle::mangle_template_function(
            &name,
            &sema.scopes.namespace_path(ns),
            args,
            tmpl.pattern_ret,
            &tmpl.pattern_params,
            tmpl.variadic,
            &sema.types,
        ),
        None if sema.is_conversion_template(t) => {
            mangle::mangle_conversion_template(m.class, (m.is_const, m.ref_qual), args, tmpl.pattern_ret, &sema.types)
        }
        None => mangle::mangle_member_template(
            m.class,
            &name,
            (m.is_const, m.ref_qual),
            args,
            tmpl.pattern_ret,
            &tmpl.pattern_params,
            tmpl.variadic,
            &sema.types,
        ),
    };
    let mut all = sema.class_instance_bindings(m.class);
    // An explicit specialization (`template <> int S::f<int>()`) names no parameters.
    let spec = tmpl.specializations.get(args).map(|s| s.decl_start);
    if spec.is_none() {
        all.extend(bindings(&tmpl.params, args));
    }
    Some(MemberReplay {
        template: t,
        bindings: all,
        pos: spec.unwrap_or(tmpl.decl_start),
        args: args.to_vec(),
        class: m.class,
        class_ns,
        mangled,
        defines,
        declaration: None,
    })
}
/// Whether partial specialization `k` of class template `t`, matched to `args` with
/// `deduced`, survives substitution (always for one without substitution-checked parts):
/// its pattern, parsed again with `deduced` bound, has no error and gives `args`.
fn partial_spec_substitutes<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: ClassTemplateId,
    k: usize,
    deduced: &[TemplateArg],
    args: &[TemplateArg],
) -> bool {
    let ps = &p.sema().class_templates[t].partial_specs[k];
    let Some(at) = ps.substitute_at else {
        return true;
    };
    let bound = bindings(&ps.params, deduced);
    let ns = p.sema().class_templates[t].ns;
    // A substitution failure is any error while the pattern is read again.
    let trial = p.sema().diags.begin_trial();
    let substituted = p.substitute_partial_pattern(t, ns, at, bound);
    let failed = p.sema().diags.end_trial(trial);
    !failed && substituted.is_some_and(|a| a == args)
}

/// An instance of a class template left incomplete for now (see the parser's
/// `templates::deferred_instances`).
#[derive(Clone, Debug)]
pub struct DeferredInstance {
    /// Its record, incomplete until completed.
    pub record: TypeId,
    /// The template and its (complete) arguments.
    pub template: ClassTemplateId,
    /// The instance's arguments.
    pub args: Vec<TemplateArg>,
    /// Where it was first named.
    pub site: Span,
}

/// The instance of class template `t` for `args` (completed by defaults), made on first
/// use; a placeholder record when the arguments mention template parameters.
pub fn class_instance<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: ClassTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> Option<TypeId> {
    let args = complete_class_args(p, t, args, site)?;
    let sema = p.sema();
    if args
        .iter()
        .any(|a| matches!(a, TemplateArg::Type(ty) if sema.types.is_error(*ty)))
    {
        // An argument that failed (`common_type_t<int, year>` in a SFINAE trial's return
        // type): no instance, whose members would report errors of their own
        // (`numeric_limits<error>::max()`), but the error type.
        return Some(TypeId::ERROR);
    }
    let depth = sema.instantiation_depth();
    let dependent = args.iter().any(|a| sema.is_dependent_arg(a)) || sema.pattern_template_index(t).is_some();
    if dependent {
        return Some(sema.dependent_class_instance(t, args));
    }
    let mut existing = None;
    let template_name = sema.class_templates[t].name;
    if let Some(&ty) = sema.class_templates[t].instances.get(&args) {
        if sema.is_waiting_argument_instance(ty) {
            // Completed only where it must be complete (`complete_types`): `::`
            // looks into it.
            if p.names_qualifier() {
                require_complete_class(p, ty, site);
            }
            return Some(ty);
        }
        if let Some(k) = sema.deferred_instances.iter().position(|d| d.record == ty) {
            let specialized = sema.class_templates[t].specializations.contains_key(&args);
            if !specialized && p.may_defer_instance(template_name) {
                return Some(ty);
            }
            p.sema().deferred_instances.swap_remove(k);
        }
        let for_argument = p.names_template_argument() || p.sema().completes_as_argument_instance(ty);
        let sema = p.sema();
        // An instance made while the template was only declared is completed once a
        // definition for it exists: the primary template's, a partial or an explicit
        // specialization's.
        if !sema.undefined_instances.contains(&ty) {
            sema.note_instance_named(ty);
            // Named again as a template argument, it is not used: errors its quiet
            // completion left (`lazy_trait<it_value_t, long>` of Thrust's iterator
            // adaptors, whose `::type` only an `iterator_adaptor` with default types
            // asks for) stand only for a use of its members.
            if !for_argument {
                sema.report_dropped_instance_errors(ty);
                sema.note_record_used(ty);
            }
            return Some(ty);
        }
        existing = Some(ty);
    }
    let sema = p.sema();
    let tmpl = &sema.class_templates[t];
    let name = sema.interner.get(tmpl.name).to_string();
    let spec = tmpl.specializations.get(&args).copied();
    let (ns, decl_start, mut params, defined) = (tmpl.ns, tmpl.decl_start, tmpl.params.clone(), tmpl.defined);
    if !sema.below_instantiation_limit(depth, site) {
        // The error type, not "no instance": the template-id still names a type, so
        // `S<N + 1>::v` past the limit parses on without errors of its own.
        return Some(TypeId::ERROR);
    }
    if existing.is_none() && spec.is_none() && defined && p.may_defer_instance(template_name) {
        let is_union = p.is_union_at(decl_start);
        let sema = p.sema();
        let ty = sema.new_class_instance_record(t, &name, is_union, ns, args.clone());
        sema.class_templates[t].instances.insert(args.clone(), ty);
        sema.undefined_instances.insert(ty);
        sema.deferred_instances.push(DeferredInstance {
            record: ty,
            template: t,
            args,
            site,
        });
        return Some(ty);
    }
    if existing.is_none()
        && spec.is_none()
        && defined
        && p.names_template_argument()
        && p.sema().argument_instance_may_wait()
    {
        // Named as a template argument inside a class instance: it waits, incomplete,
        // for a use that requires it complete ([temp.inst]/2, `complete_types`).
        let is_union = p.is_union_at(decl_start);
        let sema = p.sema();
        let ty = sema.new_class_instance_record(t, &name, is_union, ns, args.clone());
        sema.class_templates[t].instances.insert(args.clone(), ty);
        sema.undefined_instances.insert(ty);
        sema.wait_as_argument_instance(DeferredInstance {
            record: ty,
            template: t,
            args,
            site,
        });
        return Some(ty);
    }
    // A full specialization, or else the most specialized matching partial one (with
    // its own parameters), or else the primary template.
    let mut bound = args.clone();
    let mut spec = spec;
    let mut partial = false;
    if spec.is_none() {
        let mut candidates = p.sema().partial_spec_candidates(t, &args);
        candidates.retain(|(k, deduced)| partial_spec_substitutes(p, t, *k, deduced, &args));
        let sema = p.sema();
        match sema.pick_partial_specialization(t, &args, candidates, site) {
            PartialSpecChoice::Ambiguous => return None,
            PartialSpecChoice::Partial(k, deduced) => {
                sema.class_templates[t]
                    .partial_instances
                    .insert(args.clone(), (k, deduced.clone()));
                let ps = &sema.class_templates[t].partial_specs[k];
                params = ps.params.clone();
                spec = Some(ps.kw_pos);
                bound = deduced;
                partial = true;
            }
            PartialSpecChoice::None => {}
        }
    }
    if !defined && spec.is_none() {
        if existing.is_some() {
            return existing;
        }
        // Only declared (`template <class...> struct tag;`): an incomplete class, which
        // pointers and references may name, as for a declared class.
        let is_union = p.is_union_at(decl_start);
        let sema = p.sema();
        let ty = sema.new_class_instance_record(t, &name, is_union, ns, args.clone());
        sema.class_templates[t].instances.insert(args, ty);
        sema.undefined_instances.insert(ty);
        return Some(ty);
    }
    let pos = spec.unwrap_or(decl_start);
    let is_union = p.is_union_at(pos);
    let sema = p.sema();
    let ty = match existing {
        Some(ty) => {
            sema.undefined_instances.remove(&ty);
            ty
        }
        None => sema.new_class_instance_record(t, &name, is_union, ns, args.clone()),
    };
    sema.class_templates[t].instances.insert(args.clone(), ty);
    // A member class template of a class template instance sees that instance's
    // parameters too.
    let mut all_bindings = match sema.scopes.class_of(ns) {
        Some(outer) => sema.class_instance_bindings(outer),
        None => Vec::new(),
    };
    if spec.is_none() || partial {
        all_bindings.extend(bindings(&params, &bound));
    }
    let replay = ClassReplay {
        template: t,
        record: ty,
        ns,
        pos,
        bindings: all_bindings,
        // A full specialization defines its own members (a partial one's are defined
        // outside it as a primary template's are).
        out_of_class_members: (spec.is_none() || partial).then(|| args.clone()),
    };
    sema.instance_bindings.insert(ty, replay.bindings.clone());
    let errors_before = sema.diags.error_count();
    let mark = sema.diags.mark();
    let for_argument = p.names_template_argument() || p.sema().completes_as_argument_instance(ty);
    p.sema().deferred_asserts.instantiating.push((ty, for_argument));
    p.parse_class_instance(replay);
    let sema = p.sema();
    sema.deferred_asserts.instantiating.pop();
    sema.note_instantiation_errors(errors_before, &name, &args, site);
    // Once the compile stopped, what follows is taken back (and each instance of a
    // chain stopped deep keeping all the errors below it would be quadratic).
    let errors = match sema.work_guard.stopped() {
        true => Vec::new(),
        false => sema.diags.errors_since(mark),
    };
    if !errors.is_empty() {
        sema.instance_errors.insert(ty, errors);
    }
    if !for_argument {
        sema.note_record_used(ty);
    }
    if sema.deferred_asserts.instantiating.is_empty() {
        complete_waiting_argument_instances(p, false);
    }
    Some(ty)
}

impl<'a> Sema<'a> {
    /// For `ty`, an instance named while no definition for it existed (an incomplete
    /// class): its template and arguments, when a definition that may complete it has
    /// appeared since.
    pub fn completable_undefined_instance(&self, ty: TypeId) -> Option<(ClassTemplateId, Vec<TemplateArg>)> {
        let ty = ty.unqualified();
        if !self.undefined_instances.contains(&ty) {
            return None;
        }
        let TypeKind::Record(id) = *self.types.kind(ty) else {
            return None;
        };
        let t = self.class_facts[id].template?;
        let tmpl = &self.class_templates[t];
        let args = &self.types.record(id).template_args;
        let may_complete = tmpl.defined || tmpl.specializations.contains_key(args) || !tmpl.partial_specs.is_empty();
        may_complete.then(|| (t, args.clone()))
    }

    /// The template parameters of the class template instance `class` bound to its
    /// arguments, or of the instances a nested class is in (empty for a class in no
    /// instance, or a full specialization's): inside the class they name those
    /// arguments, so its member templates' instances are parsed with them.
    pub fn class_instance_bindings(&self, class: TypeId) -> Bindings {
        if let Some(b) = self.instance_bindings.get(&class.unqualified()) {
            return b.clone();
        }
        // A class nested in a class template's instance (`Disc<T>::Iterate`) sees the
        // parameters of the instances enclosing it.
        match self.enclosing_instance(class) {
            Some(outer) => self.instance_bindings[&outer].clone(),
            None => Bindings::default(),
        }
    }

    /// The innermost class template instance enclosing class `class`, if any. The walk
    /// follows scope parents, which are always made before their children, so it ends.
    pub(in crate::sema) fn enclosing_instance(&self, class: TypeId) -> Option<TypeId> {
        let mut scope = self.class_scope(class).and_then(|ns| self.scopes.parent_of(ns));
        while let Some(ns) = scope {
            let outer = self.scopes.class_of(ns)?.unqualified();
            if self.instance_bindings.contains_key(&outer) {
                return Some(outer);
            }
            scope = self.scopes.parent_of(ns);
        }
        None
    }

    /// Whether one more instantiation may nest inside `depth` others; nvcc's error at
    /// `site` if not.
    /// The number of instances one compile makes is bounded too: past it the compile
    /// stops (`crate::limits`).
    pub fn below_instantiation_limit(&mut self, depth: u32, site: Span) -> bool {
        if self.work_guard.stopped() {
            return false;
        }
        if self.instances_made >= self.limits.instantiations {
            let message = format!(
                "the compile stopped here: it made more than {} template instances \
                 (--ptxc-max-instantiations=N sets the limit)",
                self.limits.instantiations
            );
            self.work_guard.stop_at(site, message, &self.diags);
            return false;
        }
        if depth < self.limits.template_depth {
            self.instances_made += 1;
            return true;
        }
        let limit = self.limits.template_depth;
        self.diags.error(
            site,
            format!(
                "template instantiation depth exceeds {limit} (infinite recursion?; -ftemplate-depth=N sets the limit)"
            ),
        );
        false
    }

    /// After making instance `name<args>`: if errors were reported since there were
    /// `errors_before`, the note saying which use at `site` required it.
    pub fn note_instantiation_errors(&mut self, errors_before: usize, name: &str, args: &[TemplateArg], site: Span) {
        if self.diags.error_count() > errors_before {
            let text = self.template_args_text(args);
            self.diags
                .note(site, format!("in the instantiation of \"{name}{text}\" required here"));
        }
    }

    /// Keeps the errors reported since `mark` while function instance `f` (of template
    /// `name` for `args`) was parsed, for [`Sema::report_dropped_function_instance_errors`].
    fn remember_function_instance_errors(&mut self, f: FnDeclId, mark: usize, name: &str, args: &[TemplateArg]) {
        if self.work_guard.stopped() {
            return;
        }
        let errors = self.diags.errors_since(mark);
        if !errors.is_empty() {
            let what = format!("{name}{}", self.template_args_text(args));
            self.function_instance_errors.insert(f, (errors, what));
        }
    }

    /// Reports again, at a new use at `site`, the errors of function instance `f`'s body
    /// when they are no longer listed: it was instantiated while a substitution or a
    /// `constexpr` body was checked (a diagnostics trial), whose end took its errors
    /// back but kept the instance with its faulty body. A use outside such a check
    /// must see them, as nvcc reports them (never an unchecked body reaching IR
    /// generation); a use inside one has them taken back again.
    pub fn report_dropped_function_instance_errors(&mut self, f: FnDeclId, site: Span) {
        let Some((errors, what)) = self.function_instance_errors.get(&f) else {
            return;
        };
        if errors.iter().all(|d| self.diags.lists(d)) {
            return;
        }
        let (errors, what) = (errors.clone(), what.clone());
        // In the region its body was parsed in: a device function's errors stand also
        // when host code uses it again.
        let region = self.diags.enter_region(!self.func(f).exec.is_device());
        self.diags.report_kept(errors);
        self.diags.leave_region(&region);
        self.diags
            .note(site, format!("in the instantiation of \"{what}\" required here"));
    }

    /// Reports again the errors of class instance `ty`'s instantiation when they are no
    /// longer listed and they left it with a member of the error type: it was
    /// instantiated while a substitution was checked (a partial specialization matched,
    /// a SFINAE trial), whose end took its errors back, and is now used again. Uses of an
    /// error-typed member add no diagnostics of their own, so each use outside such a
    /// check must see the errors that made it (never a silent error type reaching device
    /// code). Errors that left no such member (a member template rejected as a
    /// redeclaration: ptxc does not tell `const volatile` members from `const` ones)
    /// stay taken back, as before.
    pub fn report_dropped_instance_errors(&mut self, ty: TypeId) {
        let Some(errors) = self.instance_errors.get(&ty) else {
            return;
        };
        if errors.iter().all(|d| self.diags.lists(d)) || !self.scopes.class_declares_error_type(ty) {
            return;
        }
        let errors = errors.clone();
        self.diags.report_kept(errors);
    }

    /// The class of `base.`/`base->` (through `->` its pointee's) if it is an instance of
    /// class template `ct` (`p->~Box()` names it by the template's name).
    pub fn object_class_instance_of(&self, base: &Expr, arrow: bool, ct: ClassTemplateId) -> Option<TypeId> {
        let object = match arrow {
            true => self.types.pointee(base.ty)?,
            false => self.types.referee(base.ty).unwrap_or(base.ty),
        };
        let TypeKind::Record(id) = *self.types.kind(object) else {
            return None;
        };
        (self.template_of_record(id) == Some(ct)).then(|| object.unqualified())
    }

    /// The member template named `name` of the class of `base.`/`base->`, if any.
    pub fn member_template_named(&self, base: &Expr, arrow: bool, name: crate::symbol::Sym) -> Option<FnTemplateId> {
        let ty = if arrow { self.types.pointee(base.ty)? } else { base.ty };
        match self.class_member(ty.unqualified(), name)? {
            crate::sema::lookup::Entity::FuncTemplate(t) => Some(t),
            _ => None,
        }
    }

    /// The member template `operator()` of the class of object `e`, if it has one.
    pub fn call_operator_template(&mut self, e: &Expr) -> Option<FnTemplateId> {
        if !self.types.is_record(e.ty.unqualified()) || self.is_err(e) {
            return None;
        }
        let name = self.interner.intern("operator()");
        self.member_template_named(e, false, name)
    }

    /// The start of parsing an instance of member template `t`: it is declared in a
    /// scope of its own, not as a member by its name. Whether `t` is a hidden friend
    /// (declared in the namespace, parsed in the class).
    pub fn begin_member_template_instance(&mut self, t: FnTemplateId) -> bool {
        self.enter_block_scope();
        self.is_friend_template(t)
    }

    /// The end of parsing the instance of member template `t` for `args` (named
    /// `mangled`) begun by [`Sema::begin_member_template_instance`]: the function the
    /// parse declared (the last function named `named`, or the hidden friend `friend`),
    /// recorded as the instance; when the parse defines an instance declared earlier
    /// (`defines`), that instance, given the parsed body.
    pub fn finish_member_template_instance(
        &mut self,
        t: FnTemplateId,
        args: Vec<TemplateArg>,
        mangled: String,
        defines: Option<FnDeclId>,
        named: Option<crate::symbol::Sym>,
        friend: Option<FnDeclId>,
    ) -> Option<FnDeclId> {
        let parsed = match named {
            Some(n) => match self.scopes.lookup_current(n) {
                Some(crate::sema::lookup::Entity::Funcs(set)) => set.last().copied(),
                _ => None,
            },
            None => friend,
        };
        self.leave_block_scope();
        let f = match (parsed, defines) {
            (Some(parsed), Some(declared)) => {
                self.take_definition(declared, parsed);
                declared
            }
            (f, _) => f?,
        };
        self.record_member_template_instance(t, args, f, mangled);
        Some(f)
    }

    /// Records function `f`, just declared by parsing a member template's declaration,
    /// as the instance of member template `t` for `args`, named `mangled`.
    pub fn record_member_template_instance(
        &mut self,
        t: FnTemplateId,
        args: Vec<TemplateArg>,
        f: FnDeclId,
        mangled: String,
    ) {
        self.functions[f.0 as usize].mangled = mangled;
        self.record_fn_instance(t, args, f);
    }

    /// A new record for an instance of class template `t` (complete once parsed).
    fn new_class_instance_record(
        &mut self,
        t: ClassTemplateId,
        name: &str,
        is_union: bool,
        ns: NsId,
        args: Vec<TemplateArg>,
    ) -> TypeId {
        let ty = self.types.new_record(name, is_union);
        if let TypeKind::Record(id) = *self.types.kind(ty) {
            let scope = self.scopes.namespace_path(ns);
            self.types.set_record_scope(id, scope);
            self.types.set_record_template_args(id, args);
            self.class_facts[id].template = Some(t);
            if let Some(outer) = self.enclosing_instance_in(ns) {
                self.types.set_enclosing_instance(id, outer);
            }
        }
        ty
    }

    /// For a record declared in scope `ns`: the class of that scope when it is a class
    /// template's instance or nested in one (its mangled name then spells that class's
    /// arguments).
    pub fn enclosing_instance_in(&self, ns: NsId) -> Option<TypeId> {
        let class = self.scopes.class_of(ns)?;
        let TypeKind::Record(id) = *self.types.kind(class) else {
            return None;
        };
        let rec = self.types.record(id);
        (!rec.template_args.is_empty() || rec.enclosing_instance.is_some()).then_some(class)
    }

    /// The placeholder for `Name<args>` whose arguments mention template parameters: only
    /// mangled and matched during deduction, never instantiated.
    fn dependent_class_instance(&mut self, t: ClassTemplateId, args: Vec<TemplateArg>) -> TypeId {
        if let Some(&ty) = self.dependent_records.get(&(t, args.clone())) {
            return ty;
        }
        let tmpl = &self.class_templates[t];
        let name = self.interner.get(tmpl.name).to_string();
        let ns = tmpl.ns;
        let ty = self.new_class_instance_record(t, &name, false, ns, args.clone());
        if let Some(index) = self.pattern_template_index(t) {
            self.types.set_template_param(ty, index);
        }
        self.dependent_records.insert((t, args), ty);
        ty
    }
}

impl Sema<'_> {
    /// Whether class template instances wait for an explicit specialization ahead.
    pub fn has_deferred_instances(&self) -> bool {
        !self.deferred_instances.is_empty()
    }

    /// The instances waiting for an explicit specialization, no longer recorded.
    pub fn take_deferred_instances(&mut self) -> Vec<DeferredInstance> {
        std::mem::take(&mut self.deferred_instances)
    }

    /// Records `waiting` as the instances waiting for an explicit specialization.
    pub fn set_deferred_instances(&mut self, waiting: Vec<DeferredInstance>) {
        self.deferred_instances = waiting;
    }
}
