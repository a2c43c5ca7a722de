//! Class templates: `template <typename T, int N = 4> struct Vec { ... };`, full
//! specializations (`template <> struct Vec<bool, 1> { ... };`) and instances made by use
//! (`Vec<float, 4>`), including inside the signatures of function templates.
//!
//! A definition is skipped when first seen and kept as the position of its `struct`
//! keyword. Each distinct argument list (after default arguments are filled in) is
//! instantiated by parsing the definition again in the template's namespace with the
//! parameters bound to the arguments; the instance is an ordinary record whose name and
//! template arguments give its mangled name (`3VecIfLi4EE`), and its member functions are
//! ordinary member functions (`_ZNK3VecIfLi4EE3sumEv`). A use whose arguments mention
//! template parameters of an enclosing function template (`Vec<T, 4>*` in a signature)
//! is a dependent placeholder record: it is only mangled (`3VecIT_Li4EE`) and matched
//! during deduction, never instantiated.

use crate::mangle::TemplateArg;
use crate::sema::lookup::Entity;
use crate::sema::templates::{ClassTemplate, TemplateParamKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::{TypeId, TypeKind};

use crate::parser::{PResult, Parser, Recover};

/// Deepest nesting of class template instantiations.
const MAX_CLASS_INSTANTIATION_DEPTH: u32 = 32;

impl<'a> Parser<'a> {
    /// `template <params> struct Name ...;` (the parameters already parsed, at
    /// `struct`), or a full specialization `template <> struct Name<args> { ... };`.
    pub(in crate::parser) fn class_template_declaration(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
    ) -> PResult<()> {
        if !self.sema.scopes.at_file_scope()
            || self
                .sema
                .scopes
                .class_of(self.sema.scopes.current_namespace())
                .is_some()
        {
            self.error_here("a template declaration is not allowed here");
            return Err(Recover);
        }
        let kw_pos = self.pos;
        self.bump();
        self.skip_attribute_syntax();
        let name = self.expect(K::Ident, "identifier")?;
        if self.peek() == K::Lt {
            return self.class_template_specialization(params, name.text, name.span, kw_pos);
        }
        if self.peek() == K::Colon {
            // Parsed per instance, with the template's arguments.
            self.skip_base_clause();
        }
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        }
        self.expect(K::Semi, ";")?;
        let ns = self.sema.scopes.current_namespace();
        match self.sema.scopes.lookup_current(name.text).cloned() {
            Some(Entity::ClassTemplate(t)) => {
                let old = &mut self.sema.class_templates[t];
                if old.params.len() != params.len() {
                    let n = self.text(name).to_string();
                    self.sema.diags.error(
                        name.span,
                        format!("class template \"{n}\" redeclared with different parameters"),
                    );
                    return Ok(());
                }
                if defined {
                    if old.defined {
                        let n = self.text(name).to_string();
                        self.sema
                            .diags
                            .error(name.span, format!("class \"{n}\" has already been defined"));
                        return Ok(());
                    }
                    old.defined = true;
                    old.decl_start = kw_pos;
                    old.params = params;
                }
                for (slot, d) in old.defaults.iter_mut().zip(defaults) {
                    if d.is_some() {
                        *slot = d;
                    }
                }
                return Ok(());
            }
            Some(_) => {
                let n = self.text(name).to_string();
                self.sema.diags.error(
                    name.span,
                    format!("\"{n}\" has already been declared in the current scope"),
                );
                return Ok(());
            }
            None => {}
        }
        let id = self.sema.class_templates.push(ClassTemplate {
            name: name.text,
            ns,
            params,
            defaults,
            decl_start: kw_pos,
            defined,
            instances: Default::default(),
            specializations: Default::default(),
            partial_specs: Vec::new(),
            out_of_class: Vec::new(),
        });
        self.sema.scopes.declare(name.text, Entity::ClassTemplate(id));
        Ok(())
    }

    /// `template <> struct Name<args> { ... };` after `Name`.
    fn class_template_specialization(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        name: Sym,
        span: Span,
        kw_pos: usize,
    ) -> PResult<()> {
        let Some(Entity::ClassTemplate(t)) = self.sema.scopes.lookup(name).cloned() else {
            let n = self.sema.interner.get(name).to_string();
            self.sema.diags.error(span, format!("\"{n}\" is not a class template"));
            return Err(Recover);
        };
        if !params.is_empty() {
            return self.partial_specialization(t, params, span, kw_pos);
        }
        let args = self.template_arguments()?;
        if self.peek() != K::LBrace {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        self.skip_braces();
        self.expect(K::Semi, ";")?;
        let Some(args) = self.complete_class_template_args(t, args, span) else {
            return Ok(());
        };
        if self.sema.class_templates[t].instances.contains_key(&args) {
            self.sema
                .diags
                .error(span, "explicit specialization must precede its first use");
            return Ok(());
        }
        self.sema.class_templates[t].specializations.insert(args, kw_pos);
        Ok(())
    }

    /// `Name<args>` naming an instance of class template `t` (the name consumed, at
    /// `site`): the record type, or `TypeId::ERROR` after an error.
    pub(in crate::parser) fn class_template_use(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        site: Span,
    ) -> PResult<TypeId> {
        if self.peek() != K::Lt {
            let n = self.sema.interner.get(self.sema.class_templates[t].name).to_string();
            self.sema
                .diags
                .error(site, format!("argument list for class template \"{n}\" is missing"));
            return Err(Recover);
        }
        let args = self.template_arguments()?;
        Ok(self.instantiate_class(t, args, site).unwrap_or(TypeId::ERROR))
    }

    /// Fills in default arguments and converts non-type arguments to their parameters'
    /// types; `None` after reporting a mismatch.
    pub(in crate::parser) fn complete_class_template_args(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        mut args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<Vec<TemplateArg>> {
        let tmpl = &self.sema.class_templates[t];
        let name = self.sema.interner.get(tmpl.name).to_string();
        let params = tmpl.params.clone();
        if args.len() > params.len() {
            self.sema
                .diags
                .error(site, format!("too many arguments for class template \"{name}\""));
            return None;
        }
        for k in args.len()..params.len() {
            match self.sema.class_templates[t].defaults[k] {
                Some(range) => {
                    let a = self.default_template_argument(t, k, &args, range)?;
                    args.push(a);
                }
                None => {
                    self.sema
                        .diags
                        .error(site, format!("too few arguments for class template \"{name}\""));
                    return None;
                }
            }
        }
        let mut out = Vec::with_capacity(args.len());
        for (a, (_, kind)) in args.into_iter().zip(&params) {
            match (a, kind) {
                (TemplateArg::Int { value, .. }, TemplateParamKind::Value(ty)) => out.push(TemplateArg::Int {
                    ty: *ty,
                    value: self.sema.wrap_to(value, *ty),
                }),
                (a @ TemplateArg::Type(_), TemplateParamKind::Type) => out.push(a),
                (a @ TemplateArg::Param { .. }, TemplateParamKind::Value(_)) => out.push(a),
                (a, _) => {
                    let text = self.sema.template_args_text(std::slice::from_ref(&a));
                    self.sema.diags.error(
                        site,
                        format!("template argument {text} does not match its parameter of \"{name}\""),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// Parses the default argument of parameter `k` of class template `t` (tokens
    /// `range`) with the earlier parameters bound to `bound`.
    fn default_template_argument(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        k: usize,
        bound: &[TemplateArg],
        range: (usize, usize),
    ) -> Option<TemplateArg> {
        let tmpl = &self.sema.class_templates[t];
        let (ns, params) = (tmpl.ns, tmpl.params.clone());
        self.template_default(ns, &params[..k], bound, range)
    }

    /// Parses a default template argument (tokens `range`) in namespace `ns` with the
    /// parameters `params` bound to `bound`.
    pub(in crate::parser) fn template_default(
        &mut self,
        ns: crate::sema::lookup::NsId,
        params: &[(Sym, TemplateParamKind)],
        bound: &[TemplateArg],
        range: (usize, usize),
    ) -> Option<TemplateArg> {
        let saved_pos = self.pos;
        let frames = self.sema.scopes.enter_namespace_context(ns);
        self.sema.scopes.push();
        for ((pname, _), a) in params.iter().zip(bound) {
            self.sema
                .scopes
                .declare(*pname, crate::sema::templates::param_entity(a));
        }
        self.pos = range.0;
        let r = self.template_argument();
        let ended = self.pos == range.1;
        self.sema.scopes.pop();
        self.sema.scopes.restore_frames(frames);
        self.pos = saved_pos;
        match r {
            Ok(a) if ended => Some(a),
            Ok(_) => {
                let span = self.toks[range.0].span;
                self.sema.diags.error(span, "expected a single template argument");
                None
            }
            Err(Recover) => None,
        }
    }

    /// The instance of class template `t` for `args`, made on first use.
    fn instantiate_class(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<TypeId> {
        let args = self.complete_class_template_args(t, args, site)?;
        let dependent = args.iter().any(|a| match a {
            TemplateArg::Type(ty) => self.sema.is_dependent(*ty),
            TemplateArg::Param { .. } => true,
            TemplateArg::Int { .. } => false,
        });
        if dependent {
            return Some(self.dependent_instance(t, args));
        }
        if let Some(&ty) = self.sema.class_templates[t].instances.get(&args) {
            return Some(ty);
        }
        let tmpl = &self.sema.class_templates[t];
        let name = self.sema.interner.get(tmpl.name).to_string();
        let spec = tmpl.specializations.get(&args).copied();
        if !tmpl.defined && spec.is_none() {
            self.sema
                .diags
                .error(site, format!("class template \"{name}\" is used before it is defined"));
            return None;
        }
        if self.instantiation_depth >= MAX_CLASS_INSTANTIATION_DEPTH {
            self.sema.diags.error(
                site,
                format!("template instantiation depth exceeds {MAX_CLASS_INSTANTIATION_DEPTH} (infinite recursion?)"),
            );
            return None;
        }
        let (ns, decl_start, mut params) = (tmpl.ns, tmpl.decl_start, tmpl.params.clone());
        // A full specialization, or else the most specialized matching partial one (with
        // its own parameters), or else the primary template.
        let mut bound = args.clone();
        let mut spec = spec;
        let mut partial = false;
        if spec.is_none() {
            match self.select_partial_specialization(t, &args, site) {
                Err(()) => return None,
                Ok(Some((p, deduced))) => {
                    let ps = &self.sema.class_templates[t].partial_specs[p];
                    params = ps.params.clone();
                    spec = Some(ps.kw_pos);
                    bound = deduced;
                    partial = true;
                }
                Ok(None) => {}
            }
        }
        let is_union = self.toks[spec.unwrap_or(decl_start)].kind == K::KwUnion;
        let ty = self.new_template_record(t, &name, is_union, ns, args.clone());
        self.sema.class_templates[t].instances.insert(args.clone(), ty);
        // Parse the definition (or the specialization) with the parameters bound.
        let saved = self.leave_context();
        let frames = self.sema.scopes.enter_namespace_context(ns);
        self.sema.scopes.push();
        if spec.is_none() || partial {
            for ((pname, _), a) in params.iter().zip(&bound) {
                self.sema
                    .scopes
                    .declare(*pname, crate::sema::templates::param_entity(a));
            }
        }
        self.pos = spec.unwrap_or(decl_start);
        self.instantiating_record = Some(ty);
        self.instantiation_depth += 1;
        let errors_before = self.sema.diags.error_count();
        let _ = self.record_specifier();
        // Members defined outside the class (a full specialization has its own).
        if spec.is_none() {
            self.define_template_members(t, &args);
        }
        self.instantiation_depth -= 1;
        self.instantiating_record = None;
        self.sema.scopes.pop();
        self.sema.scopes.restore_frames(frames);
        self.return_to(saved);
        if self.sema.diags.error_count() > errors_before {
            let text = self.sema.template_args_text(&args);
            self.sema
                .diags
                .error(site, format!("in the instantiation of \"{name}{text}\" required here"));
        }
        Some(ty)
    }

    /// A new record for an instance of class template `t` (complete once parsed).
    fn new_template_record(
        &mut self,
        t: crate::sema::templates::ClassTemplateId,
        name: &str,
        is_union: bool,
        ns: crate::sema::lookup::NsId,
        args: Vec<TemplateArg>,
    ) -> TypeId {
        let ty = self.sema.types.new_record(name, is_union);
        if let TypeKind::Record(id) = *self.sema.types.kind(ty) {
            let scope = self.sema.scopes.namespace_path(ns);
            self.sema.types.set_record_scope(id, scope);
            self.sema.types.set_record_template_args(id, args);
            self.sema.record_templates.insert(id, t);
        }
        ty
    }

    /// The placeholder for `Name<args>` whose arguments mention template parameters.
    fn dependent_instance(&mut self, t: crate::sema::templates::ClassTemplateId, args: Vec<TemplateArg>) -> TypeId {
        if let Some(&ty) = self.sema.dependent_records.get(&(t, args.clone())) {
            return ty;
        }
        let tmpl = &self.sema.class_templates[t];
        let name = self.sema.interner.get(tmpl.name).to_string();
        let ns = tmpl.ns;
        let ty = self.new_template_record(t, &name, false, ns, args.clone());
        self.sema.dependent_records.insert((t, args), ty);
        ty
    }
}
