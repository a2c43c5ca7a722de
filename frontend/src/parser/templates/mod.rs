//! Function templates: `template <typename T, int N> declaration`, explicit instantiation
//! (`template void f<float>(float*);`), calls with explicit or deduced arguments
//! (`f<int>(x)`, `f(x)`), and host launches of kernel templates (`k<<<g, b>>>(p)`).
//!
//! A definition is parsed once with its parameters bound to placeholder types to get the
//! signature pattern (for deduction and mangling), then skipped. Each distinct argument
//! list is instantiated by re-parsing the declaration from its tokens in the template's
//! namespace with the parameters bound to the arguments; the instance is an ordinary
//! function named as nvcc names it (`_Z1kIfEvPT_i`).
//!
//! Submodules: `class_templates`, `partial_specializations`, `explicit_specializations`,
//! `member_templates`, `out_of_class_members` (members of class templates defined outside
//! the class), `replay` (re-parsing stored tokens with template parameters bound). Choosing
//! and deducing is Sema's (`sema::templates`); this folder parses and replays.

pub(super) mod class_templates;
pub(super) mod explicit_specializations;
pub(super) mod member_templates;
pub(super) mod out_of_class_members;
pub(super) mod partial_specializations;
pub(super) mod replay;

use crate::il::{Expr, ExprKind, FuncId};
use crate::mangle::{self, TemplateArg};
use crate::sema::lookup::Entity;
use crate::sema::templates::partial_ordering::Candidate;
use crate::sema::templates::{FnTemplate, Instantiation, TemplateParamKind};
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::TypeKind;

use super::{PResult, Parser, Recover};

/// Deepest nesting of instantiations (a template instantiating another, ...).
pub(super) const MAX_INSTANTIATION_DEPTH: u32 = 32;

impl<'a> Parser<'a> {
    /// `template ...` at namespace scope.
    pub(super) fn template_declaration(&mut self) -> PResult<()> {
        self.bump();
        if self.peek() != K::Lt {
            return self.explicit_instantiation();
        }
        self.bump();
        let (params, defaults) = self.template_parameter_list()?;
        if matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion) {
            return self.class_template_declaration(params, defaults);
        }
        if !self.sema.scopes.at_file_scope() {
            self.error_here("a template declaration is not allowed here");
            return Err(Recover);
        }
        if params.is_empty() {
            return self.function_template_specialization();
        }
        if let Some(ct) = self.defines_class_template_member() {
            return self.out_of_class_member(ct, params);
        }
        let decl_start = self.pos;
        // The signature pattern, with the parameters as placeholders.
        let saved = self.bind_pattern_params(&params);
        self.in_template_pattern = true;
        let sig = self.function_signature();
        self.in_template_pattern = false;
        self.unbind_pattern_params(saved);
        let sig = sig?;
        let (name, span, ret, pattern, variadic) = (sig.name, sig.span, sig.ret, sig.params, sig.variadic);
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else {
            self.expect(K::Semi, ";")?;
        }
        let ns = self.sema.scopes.current_namespace();
        // A redeclaration of a template of the name, or another overload of it.
        let mut head = None;
        let mut funcs = Vec::new();
        match self.sema.scopes.lookup_file(name).cloned() {
            Some(Entity::FuncTemplate(h)) => {
                for t in self.sema.template_set(h) {
                    let old = &mut self.sema.templates[t];
                    if old.pattern_params == pattern && old.params.len() == params.len() && old.variadic == variadic {
                        if defined {
                            old.decl_start = decl_start;
                            old.defined = true;
                        }
                        return Ok(());
                    }
                }
                head = Some(h);
            }
            Some(Entity::Funcs(set)) => funcs = set.to_vec(),
            Some(_) => {
                let n = self.sema.interner.get(name).to_string();
                self.sema
                    .diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
                return Ok(());
            }
            None => {}
        }
        let id = self.sema.templates.push(FnTemplate {
            name,
            ns,
            params,
            defaults,
            decl_start,
            defined,
            pattern_ret: ret,
            pattern_params: pattern,
            variadic,
            instances: Default::default(),
            specializations: Default::default(),
            overloads: Vec::new(),
            funcs,
            member: None,
        });
        match head {
            Some(h) => self.sema.templates[h].overloads.push(id),
            None => self.sema.scopes.declare_file(name, Entity::FuncTemplate(id)),
        }
        Ok(())
    }

    /// A template parameter list after `template <`, up to and including `>`: the
    /// parameters and the token ranges of their default arguments.
    #[allow(clippy::type_complexity)]
    pub(super) fn template_parameter_list(
        &mut self,
    ) -> PResult<(
        Vec<(crate::symbol::Sym, TemplateParamKind)>,
        Vec<Option<(usize, usize)>>,
    )> {
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        while self.peek() != K::Gt {
            let kind = match self.peek() {
                K::KwTypename | K::KwClass => {
                    self.bump();
                    TemplateParamKind::Type
                }
                _ if self.at_type_name_at(0) => {
                    let spec = self.decl_specifiers()?;
                    if !self.sema.types.is_integer(spec.ty) {
                        self.sema
                            .diags
                            .error(spec.span, "non-type template parameters must have an integer type");
                        return Err(Recover);
                    }
                    TemplateParamKind::Value(spec.ty.unqualified())
                }
                _ => {
                    self.error_here("expected a template parameter");
                    return Err(Recover);
                }
            };
            let name = self.expect(K::Ident, "identifier")?;
            let default = if self.peek() == K::Assign {
                self.bump();
                Some(self.skip_template_argument())
            } else {
                None
            };
            params.push((name.text, kind));
            defaults.push(default);
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::Gt, ">")?;
        Ok((params, defaults))
    }

    /// Opens a scope binding template parameters `params` to placeholders for parsing a
    /// pattern: type parameters to `TypeKind::TemplateParam`, non-type ones to a constant 0
    /// that a template argument naming it reads as [`TemplateArg::Param`]. Returns what
    /// [`Parser::unbind_pattern_params`] restores.
    pub(super) fn bind_pattern_params(
        &mut self,
        params: &[(crate::symbol::Sym, TemplateParamKind)],
    ) -> Vec<(crate::symbol::Sym, u32, crate::types::TypeId)> {
        self.sema.scopes.push();
        let mut values = Vec::new();
        for (k, (name, kind)) in params.iter().enumerate() {
            let e = match kind {
                TemplateParamKind::Type => {
                    let ty = self.sema.types.intern(TypeKind::TemplateParam { index: k as u32 });
                    Entity::Typedef(ty)
                }
                TemplateParamKind::Value(ty) => {
                    values.push((*name, k as u32, *ty));
                    Entity::EnumConst(0, *ty)
                }
            };
            self.sema.scopes.declare(*name, e);
        }
        std::mem::replace(&mut self.pattern_value_params, values)
    }

    /// At an array bound `N]` in a pattern with `N` a non-type parameter: consumes `N` and
    /// returns the bound that stands for it (see [`crate::types::param_array_len`]).
    pub(super) fn pattern_array_bound(&mut self) -> Option<u64> {
        let t = self.tok();
        if t.kind != K::Ident || self.peek_at(1) != K::RBracket {
            return None;
        }
        let &(_, index, _) = self.pattern_value_params.iter().find(|(n, _, _)| *n == t.text)?;
        self.bump();
        Some(crate::types::PARAM_ARRAY_LEN + u64::from(index))
    }

    /// Closes the scope [`Parser::bind_pattern_params`] opened.
    pub(super) fn unbind_pattern_params(&mut self, saved: Vec<(crate::symbol::Sym, u32, crate::types::TypeId)>) {
        self.pattern_value_params = saved;
        self.sema.scopes.pop();
    }

    /// `template declaration-of-f<args>(...);` after `template`.
    fn explicit_instantiation(&mut self) -> PResult<()> {
        self.decl_specifiers()?;
        while self.eat(K::Star) {}
        let name = self.expect(K::Ident, "identifier")?;
        let Some(Entity::FuncTemplate(t)) = self.sema.scopes.lookup(name.text).cloned() else {
            let n = self.text(name).to_string();
            self.sema
                .diags
                .error(name.span, format!("\"{n}\" is not a function template"));
            return Err(Recover);
        };
        if self.peek() != K::Lt {
            self.error_here("explicit instantiations need explicit template arguments here");
            return Err(Recover);
        }
        let args = self.template_arguments()?;
        // The parameter list repeats the signature; it is not needed.
        let mut depth = 0i32;
        loop {
            match self.peek() {
                K::Eof => return Err(Recover),
                K::LParen => depth += 1,
                K::RParen => depth -= 1,
                K::Semi if depth <= 0 => break,
                _ => {}
            }
            self.bump();
        }
        self.expect(K::Semi, ";")?;
        self.instantiate(t, args, name.span);
        Ok(())
    }

    /// `< arg, ... >`: types or integer constant expressions.
    pub(super) fn template_arguments(&mut self) -> PResult<Vec<TemplateArg>> {
        self.expect(K::Lt, "<")?;
        let mut args = Vec::new();
        while !matches!(self.peek(), K::Gt | K::Shr) {
            args.push(self.template_argument()?);
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.close_template_arguments()?;
        Ok(args)
    }

    /// The `>` closing a template argument list. A `>>` closes two nested lists
    /// (C++11): its first half is taken here and the token then reads as `>`.
    fn close_template_arguments(&mut self) -> PResult<()> {
        if self.peek() == K::Shr {
            let gt = self.sema.interner.intern(">");
            self.split_shr = Some((self.pos, gt));
            return Ok(());
        }
        self.expect(K::Gt, ">").map(|_| ())
    }

    /// One template argument: a type or an integer constant expression.
    pub(super) fn template_argument(&mut self) -> PResult<TemplateArg> {
        let saved = self.in_template_args;
        self.in_template_args = true;
        let r = (|| {
            if self.at_type_name_at(0) {
                return Ok(TemplateArg::Type(self.type_name()?));
            }
            // A pattern's non-type parameter on its own (`Vec<N>`).
            let t = self.tok();
            if t.kind == K::Ident && matches!(self.peek_at(1), K::Comma | K::Gt | K::Shr) {
                let param = self.pattern_value_params.iter().find(|(name, _, _)| *name == t.text);
                if let Some(&(_, index, ty)) = param {
                    self.bump();
                    return Ok(TemplateArg::Param { index, ty });
                }
            }
            let e = self.nested(|p| p.conditional_expr())?;
            let value = if self.sema.types.is_integer(e.ty) {
                self.sema.const_int(e)
            } else {
                None
            };
            match value {
                Some(v) => Ok(TemplateArg::Int {
                    ty: self.sema.promoted_type(e.ty),
                    value: v,
                }),
                None => {
                    if !self.sema.is_err(e) {
                        self.sema.diags.error(e.span, "expression must have a constant value");
                    }
                    Err(Recover)
                }
            }
        })();
        self.in_template_args = saved;
        r
    }

    /// Completes deduced arguments of function template `t` with the default arguments
    /// of the parameters left unbound; `None` when one has no default.
    pub(super) fn fill_default_arguments(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        mut bound: Vec<Option<TemplateArg>>,
    ) -> Option<Vec<TemplateArg>> {
        let tmpl = &self.sema.templates[t];
        let (ns, params, defaults) = (tmpl.ns, tmpl.params.clone(), tmpl.defaults.clone());
        for k in 0..bound.len() {
            if bound[k].is_some() {
                continue;
            }
            let range = defaults.get(k).copied().flatten()?;
            let earlier: Option<Vec<TemplateArg>> = bound[..k].iter().cloned().collect();
            let a = self.template_default(ns, &params[..k], &earlier?, range)?;
            bound[k] = Some(a);
        }
        bound.into_iter().collect()
    }

    /// The instance of the single template `t` whose arguments are deduced from `args`
    /// (after the `explicit` ones) and completed by defaults; nvcc's error at `span`
    /// when none matches.
    pub(super) fn deduced_instance(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
        name_span: Span,
        span: Span,
    ) -> Option<FuncId> {
        let deduced = self.sema.deduce_partial(t, explicit, args);
        match deduced.and_then(|d| self.fill_default_arguments(t, d)) {
            Some(targs) => self.instantiate(t, targs, name_span),
            None => {
                let n = self.sema.interner.get(self.sema.templates[t].name).to_string();
                self.sema.diags.error(
                    span,
                    format!("no instance of function template \"{n}\" matches the argument list"),
                );
                None
            }
        }
    }

    /// The function a call of overloaded template name `head` with `explicit` template
    /// arguments and call arguments `args` calls: every template of the name whose
    /// arguments can be deduced (and completed by defaults) is a candidate, Sema chooses
    /// ([`crate::sema::Sema::resolve_template_overload`]) and only the winner is
    /// instantiated. `None` after an error.
    pub(super) fn overloaded_template_call(
        &mut self,
        head: crate::sema::templates::FnTemplateId,
        explicit: &[TemplateArg],
        args: &[&'a Expr<'a>],
        name_span: Span,
        span: Span,
    ) -> Option<FuncId> {
        let mut deduced = Vec::new();
        for t in self.sema.template_set(head) {
            let bound = self.sema.deduce_partial(t, explicit, args);
            if let Some(targs) = bound.and_then(|d| self.fill_default_arguments(t, d)) {
                deduced.push((t, targs));
            }
        }
        match self
            .sema
            .resolve_template_overload(head, !explicit.is_empty(), deduced, args, span)?
        {
            Candidate::Func(f) => Some(f),
            Candidate::Template(t, targs) => self.instantiate(t, targs, name_span),
        }
    }

    /// Skips a default template argument up to the `,` or `>` ending it; returns its
    /// token range.
    fn skip_template_argument(&mut self) -> (usize, usize) {
        let start = self.pos;
        self.skip_to_delimiter(K::Gt, [K::Lt, K::LParen, K::LBracket], [K::Gt, K::RParen, K::RBracket]);
        (start, self.pos)
    }

    /// Skips a default function argument up to the `,` or `)` ending it.
    pub(super) fn skip_default_argument(&mut self) {
        self.skip_to_delimiter(
            K::RParen,
            [K::LParen, K::LBracket, K::LBrace],
            [K::RParen, K::RBracket, K::RBrace],
        );
    }

    /// Skips tokens up to a `,` or `close` outside the brackets `open`/`shut` nest.
    fn skip_to_delimiter(&mut self, close: K, open: [K; 3], shut: [K; 3]) {
        let mut depth = 0i32;
        loop {
            let k = self.peek();
            if k == K::Eof || (depth == 0 && (k == K::Comma || k == close)) {
                break;
            }
            if open.contains(&k) {
                depth += 1;
            } else if shut.contains(&k) {
                depth -= 1;
            }
            self.bump();
        }
    }

    /// A use of function template `t` (its name already consumed, at `name_span`): optional
    /// explicit arguments, then a call or a launch.
    pub(super) fn template_call(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        name_span: Span,
    ) -> PResult<&'a Expr<'a>> {
        let explicit = if self.peek() == K::Lt {
            self.template_arguments()?
        } else {
            Vec::new()
        };
        let launch = self.peek() == K::Shl && self.peek_at(1) == K::Lt && !self.tok_at(1).space_before;
        let (config, args, close) = if launch {
            let (c, a, close) = self.launch_parts()?;
            (Some(c), a, close)
        } else if self.peek() == K::LParen {
            let (a, close) = self.call_arguments()?;
            (None, a, close)
        } else {
            let n = self.sema.interner.get(self.sema.templates[t].name).to_string();
            self.sema.diags.error(
                name_span,
                format!("function template \"{n}\" must be called or given template arguments"),
            );
            return Err(Recover);
        };
        let span = name_span.to(close);
        if args.iter().any(|a| self.sema.is_err(a)) {
            return Ok(self.sema.error_expr(span));
        }
        let overloaded = self.sema.template_set(t).len() > 1 || !self.sema.templates[t].funcs.is_empty();
        let f = if overloaded {
            self.overloaded_template_call(t, &explicit, &args, name_span, span)
        } else {
            self.deduced_instance(t, &explicit, &args, name_span, span)
        };
        let Some(f) = f else {
            return Ok(self.sema.error_expr(span));
        };
        // A member template called by its name inside a member function: on `*this`.
        if self.sema.templates[t].member.is_some_and(|m| !m.is_static) && config.is_none() {
            let this = self.sema.this_expr(name_span);
            return Ok(match self.sema.member_object(this, true) {
                Some(object) => self.sema.method_call(object, &[f], args, span, close),
                None => self.sema.error_expr(span),
            });
        }
        let ty = self.sema.func(f).ty;
        let callee = self.sema.mk(ExprKind::Func(f), ty, name_span, true);
        Ok(match config {
            Some(c) => self.sema.launch(callee, c, args, span, close),
            None => self.sema.call(callee, None, args, span, close),
        })
    }

    /// Checks `args` against the parameters of function template `t` and converts
    /// non-type arguments to their parameters' types; `None` after reporting a mismatch.
    pub(super) fn convert_function_template_args(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<Vec<TemplateArg>> {
        let tmpl = &self.sema.templates[t];
        let params = tmpl.params.clone();
        let fits = args.len() == params.len()
            && params.iter().zip(&args).all(|((_, k), a)| {
                matches!(
                    (k, a),
                    (TemplateParamKind::Type, TemplateArg::Type(_))
                        | (TemplateParamKind::Value(_), TemplateArg::Int { .. })
                )
            });
        if !fits {
            let name = self.sema.interner.get(tmpl.name).to_string();
            let text = self.sema.template_args_text(&args);
            self.sema.diags.error(
                site,
                format!("template arguments {text} do not match the parameters of \"{name}\""),
            );
            return None;
        }
        let converted = args
            .into_iter()
            .zip(&params)
            .map(|(a, (_, k))| match (a, k) {
                (TemplateArg::Int { value, .. }, TemplateParamKind::Value(ty)) => TemplateArg::Int {
                    ty: *ty,
                    value: self.sema.wrap_to(value, *ty),
                },
                (a, _) => a,
            })
            .collect();
        Some(converted)
    }

    /// The instance of template `t` for `args` (made on first use; an explicit
    /// specialization for these arguments gives the body). `None` after an error.
    pub(super) fn instantiate(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<FuncId> {
        if let Some(&f) = self.sema.templates[t].instances.get(&args) {
            return Some(f);
        }
        let args = self.convert_function_template_args(t, args, site)?;
        if let Some(&f) = self.sema.templates[t].instances.get(&args) {
            return Some(f);
        }
        let tmpl = &self.sema.templates[t];
        let name = self.sema.interner.get(tmpl.name).to_string();
        let spec = tmpl.specializations.get(&args).copied();
        if !tmpl.defined && spec.is_none() {
            self.sema.diags.error(
                site,
                format!("function template \"{name}\" is used before it is defined"),
            );
            return None;
        }
        if self.instantiation_depth >= MAX_INSTANTIATION_DEPTH {
            self.sema.diags.error(
                site,
                format!("template instantiation depth exceeds {MAX_INSTANTIATION_DEPTH} (infinite recursion?)"),
            );
            return None;
        }
        if tmpl.member.is_some() {
            return self.instantiate_member_template(t, args, site);
        }
        let params = tmpl.params.clone();
        let tmpl = &self.sema.templates[t];
        let (ns, decl_start) = (tmpl.ns, tmpl.decl_start);
        let scope = self.sema.scopes.namespace_path(ns);
        let mangled = mangle::mangle_template_function(
            &name,
            &scope,
            &args,
            tmpl.pattern_ret,
            &tmpl.pattern_params,
            tmpl.variadic,
            &self.sema.types,
        );
        // Parse the declaration again in the template's namespace with the arguments bound.
        let saved = self.leave_context();
        let frames = self.sema.scopes.enter_namespace_context(ns);
        self.sema.scopes.push();
        // A specialization names no parameters (`template <>`).
        if spec.is_none() {
            for ((pname, _), a) in params.iter().zip(&args) {
                self.sema
                    .scopes
                    .declare(*pname, crate::sema::templates::param_entity(a));
            }
        }
        self.sema.instantiation = Some(Instantiation {
            mangled,
            key: Some((t, args.clone())),
        });
        self.pos = spec.unwrap_or(decl_start);
        self.instantiation_depth += 1;
        let errors_before = self.sema.diags.error_count();
        let r = self.external_declaration();
        self.instantiation_depth -= 1;
        self.sema.scopes.pop();
        self.sema.scopes.restore_frames(frames);
        self.return_to(saved);
        let f = self.sema.templates[t].instances.get(&args).copied();
        if self.sema.diags.error_count() > errors_before {
            let text = self.sema.template_args_text(&args);
            self.sema
                .diags
                .error(site, format!("in the instantiation of \"{name}{text}\" required here"));
        }
        match (r, f) {
            (Ok(_), Some(f)) => Some(f),
            _ => None,
        }
    }
}
