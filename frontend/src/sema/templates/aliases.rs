//! Alias templates and variable templates ([temp.alias], [temp.pre]/1):
//! `template <class T> using Vec = Box<T, 4>;` and
//! `template <class T> constexpr bool is_small_v = sizeof(T) <= 4;`, at namespace scope
//! and as class members.
//!
//! Both are kept, like the other templates, as token positions: an alias template's
//! type-id, a variable template's declaration after `template <...>`. A use binds the
//! parameters to the arguments and parses those tokens again in the scopes where the
//! template was declared (a snapshot of the scope stack, so a member template of a class
//! template instance sees that instance's arguments). An alias use is the type it
//! stands for (no instance of its own, as in C++: `Vec<int>` is `Box<int, 4>`); a
//! variable template use is the variable of its instance, made once per argument list
//! and named as nvcc names it (`_Z10is_small_vIiE`, `_ZN1S1wIxEE`).
//!
//! A variable template's explicit specializations (`template <> constexpr bool v<float>
//! = true;`) and partial specializations (`template <class T> constexpr bool v<T*> =
//! true;`) are kept the same way, with their argument pattern: an instance whose
//! arguments one matches is made from the most specialized one that matches
//! ([temp.spec.partial.match], as for class templates).

use std::rc::Rc;

use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use rustc_hash::FxHashMap;

use crate::il::VarId;
use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, FrameSnapshot};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::TemplateParamKind;

/// An alias template: index into Sema's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AliasTemplateId(u32);
entity_impl!(AliasTemplateId);

/// A variable template: index into Sema's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarTemplateId(u32);
entity_impl!(VarTemplateId);

/// What alias and variable templates have in common: parameters, defaults, where their
/// tokens are and the scopes they are parsed in.
#[derive(Clone, Debug)]
pub struct StoredTemplate {
    /// The template's name.
    pub name: Sym,
    /// Its template parameters.
    pub params: Vec<(Sym, TemplateParamKind)>,
    /// Per parameter, the token range of its default argument.
    pub defaults: Vec<Option<(usize, usize)>>,
    /// Token range parsed per use: an alias's type-id, a variable template's
    /// declaration (from its specifiers through the end of its initializer).
    pub tokens: (usize, usize),
    /// The scope stack where it was declared (Sema records it when the template is
    /// declared).
    pub frames: Vec<FrameSnapshot>,
    /// Token ranges of non-type parameter types that depend on earlier parameters
    /// (`enable_if_t<B, int> = 0`): checked per use, an error (a substitution failure
    /// in SFINAE) when they name nothing.
    pub param_types: Vec<(usize, usize)>,
}

/// A variable template and its instances.
#[derive(Debug)]
pub struct VarTemplate {
    /// Parameters, tokens and scopes (shared: each use reads them).
    pub stored: Rc<StoredTemplate>,
    /// The class it is a static member of, if any.
    pub class: Option<TypeId>,
    /// The namespaces it is declared in, outermost first (for its instances' names).
    pub scope: Vec<String>,
    /// Instances made so far, by arguments.
    pub instances: FxHashMap<Vec<TemplateArg>, VarId>,
    /// Explicit and partial specializations, in order of declaration.
    pub specializations: Vec<VarSpecialization>,
}

/// A specialization of a variable template: its own parameters (none for an explicit
/// specialization) and declaration tokens, and the primary template's arguments it is
/// for (written with its parameters as placeholders).
#[derive(Clone, Debug)]
pub struct VarSpecialization {
    /// Parameters, tokens (the declaration, `name<pattern>` included) and scopes.
    pub stored: StoredTemplate,
    /// The arguments of the primary template it specializes.
    pub pattern: Vec<TemplateArg>,
    /// Where the pattern's `<` is when parts of it only substitution can resolve
    /// (`v<T, enable_if_t<C<T>>>`): a match is checked by parsing it again.
    pub substitute_at: Option<usize>,
}

/// Sema's tables of alias and variable templates.
#[derive(Debug, Default)]
pub struct AliasAndVarTemplates {
    /// Shared so a use reads one without copying its parameters and scope frames.
    aliases: PrimaryMap<AliasTemplateId, Rc<StoredTemplate>>,
    /// Each alias template's enclosing namespaces, outermost first (for mangling it as
    /// a template template argument).
    alias_scopes: SecondaryMap<AliasTemplateId, Vec<String>>,
    vars: PrimaryMap<VarTemplateId, VarTemplate>,
    /// The symbol the variable being declared by a variable template instance gets.
    pub(crate) pending_symbol: Option<String>,
}

impl<'a> Sema<'a> {
    /// `template <> struct name<...>` where `name` (at `span`) is no class template.
    pub fn not_a_class_template(&mut self, name: Sym, span: Span) {
        let n = self.interner.get(name).to_string();
        self.diags.error(span, format!("\"{n}\" is not a class template"));
    }

    /// Class template `t` named at `site` without a template argument list (and no
    /// initializer to deduce the arguments from).
    pub fn class_template_arguments_missing(&mut self, t: super::ClassTemplateId, site: Span) {
        let n = self.class_template_name(t);
        self.diags
            .error(site, format!("argument list for class template \"{n}\" is missing"));
    }

    /// Alias template `id` named at `site` without a template argument list (nvcc:
    /// class template argument deduction for alias templates is C++20).
    pub fn alias_template_arguments_missing(&mut self, id: AliasTemplateId, site: Span) {
        let n = self.interner.get(self.alias_template(id).name).to_string();
        self.diags
            .error(site, format!("argument list for alias template \"{n}\" is missing"));
    }

    /// Variable template `id` named at `site` without a template argument list.
    pub fn var_template_arguments_missing(&mut self, id: VarTemplateId, site: Span) -> &'a crate::il::Expr<'a> {
        let n = self.interner.get(self.var_template(id).stored.name).to_string();
        self.diags
            .error(site, format!("argument list for variable template \"{n}\" is missing"));
        self.error_expr(site)
    }

    /// Declares alias template `t` in the current scope (its name at `span`).
    pub fn declare_alias_template(&mut self, mut t: StoredTemplate, span: Span) {
        t.frames = self.scopes.snapshot();
        let name = t.name;
        if self.name_taken(name, span) {
            return;
        }
        let id = self.alias_var_templates.aliases.push(Rc::new(t));
        let scope = self.scopes.namespace_path(self.scopes.enclosing_namespace());
        self.alias_var_templates.alias_scopes[id] = scope;
        self.scopes.declare(name, Entity::AliasTemplate(id));
    }

    /// Alias template `id` as the argument of a template template parameter.
    pub fn alias_template_argument(&self, id: AliasTemplateId) -> TemplateArg {
        TemplateArg::Template {
            id: id.as_u32(),
            alias: true,
            name: self.interner.get(self.alias_var_templates.aliases[id].name).to_string(),
            scope: self.alias_var_templates.alias_scopes[id].clone(),
        }
    }

    /// Declares variable template `t` in the current scope (its name at `span`); `class`
    /// when it is a static member.
    pub fn declare_var_template(&mut self, mut t: StoredTemplate, class: Option<TypeId>, span: Span) {
        t.frames = self.scopes.snapshot();
        let name = t.name;
        if self.name_taken(name, span) {
            return;
        }
        let scope = self.scopes.namespace_path(self.scopes.enclosing_namespace());
        let id = self.alias_var_templates.vars.push(VarTemplate {
            stored: Rc::new(t),
            class,
            scope,
            instances: FxHashMap::default(),
            specializations: Vec::new(),
        });
        self.scopes.declare(name, Entity::VarTemplate(id));
    }

    /// Whether `name` is already declared in the current scope (nvcc's error at `span`).
    fn name_taken(&mut self, name: Sym, span: Span) -> bool {
        if self.scopes.lookup_current(name).is_none() {
            return false;
        }
        let n = self.interner.get(name).to_string();
        self.diags
            .error(span, format!("\"{n}\" has already been declared in the current scope"));
        true
    }

    /// Alias template `id`.
    pub fn alias_template(&self, id: AliasTemplateId) -> &Rc<StoredTemplate> {
        &self.alias_var_templates.aliases[id]
    }

    /// Variable template `id`.
    pub fn var_template(&self, id: VarTemplateId) -> &VarTemplate {
        &self.alias_var_templates.vars[id]
    }

    /// The variable `v` (a variable template's instance, named at `span`) as an
    /// expression.
    pub fn var_template_instance_expr(&mut self, v: VarId, span: Span) -> &'a crate::il::Expr<'a> {
        let name = self.var(v).name.clone();
        let sym = self.interner.intern(&name);
        self.entity_expr(Some(Entity::Var(v)), sym, span)
    }

    /// The instance of variable template `id` for `args`, if made.
    pub fn var_template_instance(&self, id: VarTemplateId, args: &[TemplateArg]) -> Option<VarId> {
        self.alias_var_templates.vars[id].instances.get(args).copied()
    }

    /// Records specialization `spec` of variable template `id` (its name at `span`):
    /// nvcc's error when an instance for its arguments was already made. (A partial
    /// specialization with a parameter its pattern does not deduce never matches; nvcc
    /// does not report it either.)
    pub fn record_var_specialization(&mut self, id: VarTemplateId, mut spec: VarSpecialization, span: Span) {
        spec.stored.frames = self.scopes.snapshot();
        let t = &self.alias_var_templates.vars[id];
        if spec.stored.params.is_empty() && t.instances.contains_key(&spec.pattern) {
            let name = self.interner.get(t.stored.name).to_string();
            let text = self.template_args_text(&spec.pattern);
            self.diags.error(
                span,
                format!("explicit specialization of variable \"{name}{text}\" must precede its first use"),
            );
            return;
        }
        self.alias_var_templates.vars[id].specializations.push(spec);
    }

    /// The specializations of variable template `id` whose patterns match `args`, with
    /// the arguments deduced for their parameters; a part of a pattern only substitution
    /// can resolve matches anything here (see [`VarSpecialization::substitute_at`]).
    pub fn var_spec_candidates(&self, id: VarTemplateId, args: &[TemplateArg]) -> Vec<(usize, Vec<TemplateArg>)> {
        let specs = &self.alias_var_templates.vars[id].specializations;
        let mut matches = Vec::new();
        for (k, spec) in specs.iter().enumerate() {
            let mut bound = vec![None; spec.stored.params.len()];
            let substituted = spec.substitute_at.is_some();
            let ok = spec.pattern.len() == args.len()
                && self.match_partial_pattern(&spec.pattern, substituted, args, &mut bound);
            if let (true, Some(b)) = (ok, bound.into_iter().collect::<Option<Vec<_>>>()) {
                matches.push((k, b));
            }
        }
        matches
    }

    /// Specialization `k` of variable template `id`.
    pub fn var_specialization(&self, id: VarTemplateId, k: usize) -> &VarSpecialization {
        &self.alias_var_templates.vars[id].specializations[k]
    }

    /// Of the specializations `matches` of variable template `id` for `args` (from
    /// [`Sema::var_spec_candidates`]), the one whose instance is made, with its
    /// parameters bound to the arguments deduced for them; `Some(None)` for the primary
    /// template, `None` when several match and none is more specialized (reported at
    /// `site`).
    #[allow(clippy::type_complexity)]
    pub fn pick_var_specialization(
        &mut self,
        id: VarTemplateId,
        args: &[TemplateArg],
        mut matches: Vec<(usize, Vec<TemplateArg>)>,
        site: Span,
    ) -> Option<Option<(StoredTemplate, Vec<(Sym, TemplateArg)>)>> {
        let specs = &self.alias_var_templates.vars[id].specializations;
        // `a` is at least as specialized as `b` when `b`'s pattern matches `a`'s.
        let at_least = |a: usize, b: usize| {
            let (pa, pb) = (&specs[a], &specs[b]);
            let mut bound = vec![None; pb.stored.params.len()];
            pa.pattern.len() == pb.pattern.len()
                && pa
                    .pattern
                    .iter()
                    .zip(&pb.pattern)
                    .all(|(x, y)| self.match_arg(y, x, &mut bound))
        };
        let best = matches.iter().position(|(a, _)| {
            matches
                .iter()
                .all(|(b, _)| a == b || (at_least(*a, *b) && !at_least(*b, *a)))
        });
        match best {
            Some(i) => {
                let (k, deduced) = matches.swap_remove(i);
                let stored = specs[k].stored.clone();
                let bindings = stored.params.iter().map(|(n, _)| *n).zip(deduced).collect();
                Some(Some((stored, bindings)))
            }
            None if matches.is_empty() => Some(None),
            None => {
                let name = self
                    .interner
                    .get(self.alias_var_templates.vars[id].stored.name)
                    .to_string();
                let text = self.template_args_text(args);
                self.diags.error(
                    site,
                    format!("more than one partial specialization matches the template argument list of variable template \"{name}{text}\""),
                );
                None
            }
        }
    }

    /// Records `v` as the instance of variable template `id` for `args`.
    pub fn record_var_template_instance(&mut self, id: VarTemplateId, args: Vec<TemplateArg>, v: VarId) {
        self.alias_var_templates.vars[id].instances.insert(args, v);
    }

    /// The symbol of variable template `id`'s instance for `args`, as nvcc names it.
    pub fn var_template_symbol(&self, id: VarTemplateId, args: &[TemplateArg]) -> String {
        let t = &self.alias_var_templates.vars[id];
        let name = self.interner.get(t.stored.name);
        crate::mangle::mangle_variable_template(name, &t.scope, t.class, args, &self.types)
    }

    /// Binds `params` to `args` by position, a trailing pack taking the rest (also
    /// when `args` already hold it as one [`TemplateArg::Pack`]); `None` when the
    /// counts or kinds do not fit.
    pub fn bind_stored_args(
        &self,
        params: &[(Sym, TemplateParamKind)],
        args: &[TemplateArg],
    ) -> Option<Vec<(Sym, TemplateArg)>> {
        let mut out = Vec::new();
        let mut rest = args;
        for (k, &(name, kind)) in params.iter().enumerate() {
            if kind.is_pack() && k + 1 == params.len() {
                let elems: Vec<TemplateArg> = match rest {
                    [TemplateArg::Pack(p)] => p.clone(),
                    _ => rest.to_vec(),
                };
                let fits = elems
                    .iter()
                    .all(|a| matches!(a, TemplateArg::Expansion(_)) || kind_takes_argument(kind, a));
                if !fits {
                    return None;
                }
                out.push((name, TemplateArg::Pack(elems)));
                rest = &[];
                break;
            }
            let (first, tail) = rest.split_first()?;
            if !kind_takes_argument(kind, first) {
                return None;
            }
            // A non-type argument takes its parameter's type (`F::a` for `template <F f>`).
            let arg = match (kind, first) {
                (TemplateParamKind::Value(ty), TemplateArg::Int { value, .. }) if !self.is_dependent(ty) => {
                    TemplateArg::Int { ty, value: *value }
                }
                _ => first.clone(),
            };
            out.push((name, arg));
            rest = tail;
        }
        rest.is_empty().then_some(out)
    }

    /// Takes the symbol a variable template instance's variable gets (see
    /// [`crate::sema::globals`]).
    pub(crate) fn take_pending_var_symbol(&mut self) -> Option<String> {
        self.alias_var_templates.pending_symbol.take()
    }

    /// Sets the symbol the next static variable declared gets.
    pub fn set_pending_var_symbol(&mut self, symbol: String) {
        self.alias_var_templates.pending_symbol = Some(symbol);
    }
}

/// Whether an argument written for a stored template fits parameter `kind` (an element,
/// for a pack): as [`TemplateParamKind::accepts`], and a dependent argument of a
/// signature pattern stands for any value or template (`Cur` in
/// `index_sequence<Cur, Rest...>`).
fn kind_takes_argument(kind: TemplateParamKind, a: &TemplateArg) -> bool {
    kind.accepts(a)
        || matches!(
            (kind, a),
            (
                TemplateParamKind::Value(_) | TemplateParamKind::ValuePack(_),
                TemplateArg::Param { .. }
            ) | (TemplateParamKind::Template, TemplateArg::TemplateParam { .. })
        )
}
