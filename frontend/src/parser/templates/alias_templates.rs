//! Alias templates and variable templates, the parser's side
//! (`sema::templates::aliases` has the records): their declarations
//! (`template <class T> using Vec = Box<T, 4>;`,
//! `template <class T> constexpr bool is_small_v = sizeof(T) <= 4;`, also as members),
//! their uses (`Vec<int>`, `Traits::rebind<U>`, `is_small_v<int>`, `S::w<long>`) and the
//! replay of their stored tokens with the parameters bound; explicit and partial
//! specializations of variable templates (`template <> constexpr bool v<float> = true;`,
//! `template <class T> constexpr bool v<T*> = true;`).

use crate::mangle::TemplateArg;
use crate::sema::lookup::Entity;
use crate::sema::templates::aliases::{AliasTemplateId, StoredTemplate, VarSpecialization, VarTemplateId};
use crate::sema::templates::{param_entity, TemplateParamKind};
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `using Name = type-id;` after `template <params>` (at `using`).
    pub(in crate::parser) fn alias_template_declaration(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
    ) -> PResult<()> {
        self.bump();
        let name = self.expect(K::Ident, "identifier")?;
        while self.skip_attributes() {}
        self.expect(K::Assign, "=")?;
        let start = self.pos;
        self.skip_to_declaration_end();
        let end = self.pos;
        self.expect(K::Semi, ";")?;
        let stored = StoredTemplate {
            name: name.text,
            params,
            defaults,
            tokens: (start, end),
            frames: self.sema.scope_snapshot(),
            param_types: Vec::new(),
        };
        self.sema.declare_alias_template(stored, name.span);
        Ok(())
    }

    /// Without consuming anything: whether the declaration after `template <...>`
    /// declares a variable (its first `=`, `{` or `;` at nesting depth 0 comes before a
    /// parameter list's `(`).
    pub(in crate::parser) fn declares_variable_template(&self) -> bool {
        let mut k = 0;
        let mut prev = K::Eof;
        // A specialization's arguments (`v<R(A...)>`) may hold any parentheses.
        let spec_args = self.var_template_specialization_name().map(|(name, _)| name + 1);
        loop {
            if Some(k) == spec_args {
                k = self.after_angle_brackets(k);
                prev = K::Gt;
                continue;
            }
            let kind = self.peek_at(k);
            match kind {
                K::Eof | K::RBrace => return false,
                K::Assign | K::LBrace | K::Semi => return true,
                // Template arguments of the type before the name
                // (`type_identity_t<R (*)(void*, A...)> v<...> = ...`): any parentheses.
                K::Lt if prev == K::Ident => {
                    k = self.after_angle_brackets(k);
                    prev = K::Gt;
                    continue;
                }
                K::LParen => {
                    let t = self.tok_at(k.saturating_sub(1));
                    let operand_group = (prev == K::Ident
                        && matches!(
                            self.text(t),
                            "decltype" | "sizeof" | "alignof" | "alignas" | "__attribute__" | "noexcept"
                        ))
                        || matches!(prev, K::Lt | K::Comma | K::KwSizeof);
                    if !operand_group {
                        return false;
                    }
                    // Skip the group.
                    let mut depth = 0i32;
                    loop {
                        match self.peek_at(k) {
                            K::Eof => return false,
                            K::LParen => depth += 1,
                            K::RParen => {
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                            }
                            _ => {}
                        }
                        k += 1;
                    }
                }
                K::Ident if self.text(self.tok_at(k)) == "operator" => return false,
                _ => {}
            }
            prev = self.peek_at(k);
            k += 1;
        }
    }

    /// The offset after the `>` matching the `<` at offset `k` (parenthesized `<` and
    /// `>` compare; `>>` closes two).
    pub(in crate::parser) fn after_angle_brackets(&self, mut k: usize) -> usize {
        let (mut depth, mut parens) = (0i32, 0i32);
        loop {
            match self.peek_at(k) {
                K::Eof | K::Semi | K::LBrace => return k,
                K::LParen => parens += 1,
                K::RParen => parens -= 1,
                // `bc<3 < N>`: a nested `<` after a value compares.
                K::Lt if parens == 0 && depth > 0 && self.less_than_at(k) => {}
                K::Lt if parens == 0 => depth += 1,
                K::Gt if parens == 0 => depth -= 1,
                K::Shr if parens == 0 => depth -= 2,
                _ => {}
            }
            k += 1;
            if depth <= 0 {
                return k;
            }
        }
    }

    /// A variable template's declaration after `template <params>`: kept as tokens
    /// through its `;`; `class` when it is a static member.
    pub(in crate::parser) fn variable_template_declaration(
        &mut self,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
        param_types: Vec<(usize, usize)>,
        class: Option<TypeId>,
    ) -> PResult<()> {
        let start = self.pos;
        if let Some((offset, id)) = self.var_template_specialization_name() {
            return self.variable_template_specialization(id, params, start + offset);
        }
        // The name is the last identifier before the initializer.
        let mut name = None;
        while !matches!(self.peek(), K::Assign | K::LBrace | K::Semi | K::Eof) {
            let t = self.tok();
            if t.kind == K::Ident {
                name = Some(t);
            }
            if t.kind == K::LParen {
                self.skip_parens();
                continue;
            }
            self.bump();
        }
        self.skip_to_declaration_end();
        let end = self.pos;
        self.expect(K::Semi, ";")?;
        let Some(name) = name else {
            self.sema.diags.error(self.toks[start].span, "expected an identifier");
            return Err(Recover);
        };
        let stored = StoredTemplate {
            name: name.text,
            params,
            defaults,
            tokens: (start, end + 1),
            frames: self.sema.scope_snapshot(),
            param_types,
        };
        self.sema.declare_var_template(stored, class, name.span);
        Ok(())
    }

    /// Without consuming anything: in a declaration after `template <...>`, the offset of
    /// a variable template's name followed by `<` before the initializer (a
    /// specialization of that template), with the template.
    pub(in crate::parser) fn var_template_specialization_name(&self) -> Option<(usize, VarTemplateId)> {
        let mut k = 0;
        loop {
            let t = self.tok_at(k);
            match t.kind {
                K::Eof | K::Assign | K::LBrace | K::Semi | K::LParen => return None,
                K::Ident if self.peek_at(k + 1) == K::Lt => match self.sema.lookup(t.text) {
                    Some(&Entity::VarTemplate(id)) => return Some((k, id)),
                    // The type before the name (`declfn_t<T&&> v<T, ...>`).
                    _ => k = self.after_angle_brackets(k + 1),
                },
                _ => k += 1,
            }
        }
    }

    /// A specialization of variable template `id` after `template <params>`, its name at
    /// token `name_pos`: `[specifiers] name<pattern> [= init];`, kept as tokens with the
    /// pattern (the primary template's arguments, `params` as placeholders).
    fn variable_template_specialization(
        &mut self,
        id: VarTemplateId,
        params: Vec<(Sym, TemplateParamKind)>,
        name_pos: usize,
    ) -> PResult<()> {
        let start = self.pos;
        self.pos = name_pos;
        let name = self.bump();
        let saved = self.bind_pattern_params(&params);
        // Read as a pattern: names only substitution can resolve become opaque types
        // and mark the specialization as one to check by substitution.
        let at = self.pos;
        let in_pattern = std::mem::replace(&mut self.in_template_pattern, !params.is_empty());
        let opaque = std::mem::take(&mut self.pattern_opaque);
        let args = self.template_arguments();
        self.in_template_pattern = in_pattern;
        let substitute_at = std::mem::replace(&mut self.pattern_opaque, opaque).then_some(at);
        self.unbind_pattern_params(saved);
        let primary = self.sema.var_template(id).stored.clone();
        let pattern = match args {
            Ok(args) => self
                .complete_stored_args(&primary, args, name.span, false)
                .map(|b| b.into_iter().map(|(_, a)| a).collect::<Vec<_>>()),
            Err(_) => None,
        };
        self.skip_to_declaration_end();
        let end = self.pos;
        self.expect(K::Semi, ";")?;
        let Some(pattern) = pattern else {
            return Err(Recover);
        };
        let defaults = vec![None; params.len()];
        let stored = StoredTemplate {
            name: name.text,
            params,
            defaults,
            tokens: (start, end + 1),
            frames: self.sema.scope_snapshot(),
            param_types: Vec::new(),
        };
        self.sema.record_var_specialization(
            id,
            VarSpecialization {
                stored,
                pattern,
                substitute_at,
            },
            name.span,
        );
        Ok(())
    }

    /// Skips to the `;` ending a declaration (not consumed), over nested brackets.
    fn skip_to_declaration_end(&mut self) {
        let mut depth = 0i32;
        loop {
            match self.peek() {
                K::Eof => return,
                K::Semi if depth <= 0 => return,
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen | K::RBracket | K::RBrace => {
                    if depth <= 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Without consuming anything: if tokens at offset `n` spell an alias template's
    /// name followed by `<` (`Vec<`, `ns::Vec<`, `Traits::rebind<`,
    /// `Traits::template rebind<`), the template and the number of tokens of the name.
    pub(in crate::parser) fn alias_template_named_at(&self, n: usize) -> Option<(AliasTemplateId, usize)> {
        let mut k = n;
        let mut ns = None;
        if self.peek_at(k) == K::ColonColon {
            ns = Some(crate::sema::lookup::NsId::GLOBAL);
            k += 1;
        }
        loop {
            if ns.is_some() && self.peek_at(k) == K::KwTemplate {
                k += 1;
            }
            let t = self.tok_at(k);
            if t.kind != K::Ident {
                return None;
            }
            let entity = self.sema.lookup_name(ns, t.text);
            match entity? {
                Entity::AliasTemplate(id) if self.peek_at(k + 1) == K::Lt => return Some((*id, k + 1 - n)),
                Entity::Namespace(id) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(*id);
                    k += 2;
                }
                Entity::Typedef(ty) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(self.sema.class_scope(*ty)?);
                    k += 2;
                }
                _ => return None,
            }
        }
    }

    /// `Name<args>` naming alias template `id` (the name consumed, at `site`): the type
    /// it stands for.
    pub(in crate::parser) fn alias_template_use(&mut self, id: AliasTemplateId, site: Span) -> PResult<TypeId> {
        self.alias_template_use_dependent(id, site).map(|(ty, _)| ty)
    }

    /// [`Parser::alias_template_use`], also telling whether an argument depends on a
    /// pattern's parameters (then the type stands in for what each instance gives).
    pub(in crate::parser) fn alias_template_use_dependent(
        &mut self,
        id: AliasTemplateId,
        site: Span,
    ) -> PResult<(TypeId, bool)> {
        if self.peek() != K::Lt {
            // (nvcc: class template argument deduction for alias templates is C++20.)
            let n = self.sema.interner.get(self.sema.alias_template(id).name).to_string();
            self.sema
                .diags
                .error(site, format!("argument list for alias template \"{n}\" is missing"));
            return Err(Recover);
        }
        let args = self.template_arguments()?;
        let stored = self.sema.alias_template(id).clone();
        let Some(bindings) = self.complete_stored_args(&stored, args, site, true) else {
            return Ok((TypeId::ERROR, false));
        };
        let dependent = bindings.iter().any(|(_, a)| self.sema.is_dependent_arg(a));
        let ty = self.replay_stored(&stored, &bindings, |p| {
            let ty = p.type_name()?;
            if p.peek() != K::Eof {
                p.error_here("expected a \";\"");
                return Err(Recover);
            }
            Ok(ty)
        });
        Ok((ty.unwrap_or(TypeId::ERROR), dependent))
    }

    /// `Name<args>` naming variable template `id` (the name consumed, at `site`): its
    /// instance's variable as an expression.
    pub(in crate::parser) fn var_template_use(
        &mut self,
        id: VarTemplateId,
        site: Span,
    ) -> PResult<&'a crate::il::Expr<'a>> {
        let stored = self.sema.var_template(id).stored.clone();
        if self.peek() != K::Lt {
            let n = self.sema.interner.get(stored.name).to_string();
            self.sema
                .diags
                .error(site, format!("argument list for variable template \"{n}\" is missing"));
            return Ok(self.error_expr(site));
        }
        let args = self.template_arguments()?;
        let span = site.to(self.prev_span());
        let Some(bindings) = self.complete_stored_args(&stored, args, site, false) else {
            return Ok(self.error_expr(span));
        };
        let key: Vec<TemplateArg> = bindings.iter().map(|(_, a)| a.clone()).collect();
        if key.iter().any(|a| self.sema.is_dependent_arg(a)) {
            // In a signature pattern: a placeholder value of the variable's type.
            self.dependent_var_template_named = true;
            return Ok(self.sema.int_const(0, TypeId::INT, span));
        }
        let var = match self.sema.var_template_instance(id, &key) {
            Some(v) => Some(v),
            None => self.var_template_instance(id, &stored, &bindings, key, site),
        };
        Ok(match var {
            Some(v) => self.sema.var_template_instance_expr(v, span),
            None => self.error_expr(span),
        })
    }

    /// Makes the instance of variable template `id` for `key` (its parameters bound as
    /// `bindings`) by parsing its declaration again.
    fn var_template_instance(
        &mut self,
        id: VarTemplateId,
        stored: &StoredTemplate,
        bindings: &[(Sym, TemplateArg)],
        key: Vec<TemplateArg>,
        site: Span,
    ) -> Option<crate::il::VarId> {
        if !self.sema.may_instantiate(site) {
            return None;
        }
        let symbol = self.sema.var_template_symbol(id, &key);
        let errors_before = self.sema.diags.error_count();
        let name = stored.name;
        let mut candidates = self.sema.var_spec_candidates(id, &key);
        candidates.retain(|(k, deduced)| self.var_spec_substitutes(id, *k, deduced, &key));
        let chosen = self.sema.pick_var_specialization(id, &key, candidates, site)?;
        let (stored, bindings) = match &chosen {
            Some((spec, spec_bindings)) => (spec, spec_bindings.as_slice()),
            None => (stored, bindings),
        };
        let v = self.replay_stored(stored, bindings, |p| {
            p.sema.set_pending_var_symbol(symbol.clone());
            let region = p.sema.enter_region(false);
            let specialization = std::mem::replace(&mut p.var_specialization_replay, chosen.is_some());
            let r = p.external_declaration();
            p.var_specialization_replay = specialization;
            p.sema.leave_region(&region);
            p.sema.take_pending_var_symbol();
            r?;
            match p.sema.lookup_current(name) {
                Some(Entity::Var(v)) => Ok(*v),
                _ => Err(Recover),
            }
        });
        let text = self.sema.interner.get(name).to_string();
        self.sema.note_instantiation_errors(errors_before, &text, &key, site);
        let v = v.ok()?;
        self.sema.record_var_template_instance(id, key, v);
        Some(v)
    }

    /// `args` written for stored template `t` completed by its defaults and bound to its
    /// parameters; nvcc's error at `site` when they do not fit.
    fn complete_stored_args(
        &mut self,
        t: &StoredTemplate,
        mut args: Vec<TemplateArg>,
        site: Span,
        kind_is_alias: bool,
    ) -> Option<Vec<(Sym, TemplateArg)>> {
        let has_pack = t.params.last().is_some_and(|(_, k)| k.is_pack());
        while args.len() < t.params.len() && !(has_pack && args.len() + 1 == t.params.len()) {
            let k = args.len();
            let Some(tokens) = t.defaults[k] else { break };
            let partial: Vec<(Sym, TemplateArg)> =
                t.params.iter().zip(&args).map(|((n, _), a)| (*n, a.clone())).collect();
            let a = self.replay_stored(t, &partial, |p| {
                let saved = p.pos;
                p.pos = tokens.0;
                // A default ending in the first half of `>>` (`bool = !is_same_v<T, C>>`)
                // needs that token.
                let end = match p.toks.get(tokens.1).map(|t| t.kind) {
                    Some(K::Shr) => tokens.1 + 1,
                    _ => tokens.1,
                };
                let limit = std::mem::replace(&mut p.token_limit, end);
                let split = p.split_shr.take();
                let r = p.template_argument();
                p.split_shr = split;
                p.token_limit = limit;
                p.pos = saved;
                r
            });
            args.push(a.ok()?);
        }
        if let Some(b) = self.sema.bind_stored_args(&t.params, &args) {
            return self.stored_param_types_substitute(t, &b).then_some(b);
        }
        let n = self.sema.interner.get(t.name).to_string();
        let what = if kind_is_alias { "alias" } else { "variable" };
        let msg = if args.len() > t.params.len() && !has_pack {
            format!("too many arguments for {what} template \"{n}\"")
        } else if args.len() < t.params.len() {
            format!("too few arguments for {what} template \"{n}\"")
        } else {
            format!("the template arguments do not match the parameters of {what} template \"{n}\"")
        };
        self.sema.diags.error(site, msg);
        None
    }

    /// Whether specialization `k` of variable template `id`, matched to `args` with
    /// `deduced`, survives substitution (always for one without substitution-checked
    /// parts): its pattern, parsed again with `deduced` bound, has no error and gives
    /// `args`.
    fn var_spec_substitutes(
        &mut self,
        id: VarTemplateId,
        k: usize,
        deduced: &[TemplateArg],
        args: &[TemplateArg],
    ) -> bool {
        let spec = self.sema.var_specialization(id, k).clone();
        let Some(at) = spec.substitute_at else {
            return true;
        };
        let primary = self.sema.var_template(id).stored.clone();
        let bindings: Vec<(Sym, TemplateArg)> = spec
            .stored
            .params
            .iter()
            .map(|(n, _)| *n)
            .zip(deduced.iter().cloned())
            .collect();
        let (substituted, failed) = self.tentatively(|p| {
            p.replay_stored(&spec.stored, &bindings, |p| {
                p.pos = at;
                let written = p.template_arguments()?;
                let span = p.toks[at].span;
                p.complete_stored_args(&primary, written, span, false).ok_or(Recover)
            })
        });
        !failed && substituted.is_ok_and(|b| b.iter().map(|(_, a)| a).eq(args.iter()))
    }

    /// Whether the dependent non-type parameter types of stored template `t` name
    /// types with `bindings` (`req<false>` with `template <bool B, enable_if_t<B, int> =
    /// 0>`); the error is reported, a substitution failure in a trial.
    fn stored_param_types_substitute(&mut self, t: &StoredTemplate, bindings: &[(Sym, TemplateArg)]) -> bool {
        t.param_types.iter().all(|&(start, end)| {
            let errors = self.sema.diags.error_count();
            let parsed = self.replay_stored(t, bindings, |p| {
                p.pos = start;
                p.token_limit = end;
                p.decl_specifiers().map(|_| ())
            });
            parsed.is_ok() && self.sema.diags.error_count() == errors
        })
    }

    /// Runs `f` at the first of stored template `t`'s tokens (which end there), in the
    /// scopes it was declared in, with `bindings` declared.
    fn replay_stored<T>(
        &mut self,
        t: &StoredTemplate,
        bindings: &[(Sym, TemplateArg)],
        f: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let pattern = self.in_template_pattern;
        let outer_site = self.opaque_site;
        if pattern && outer_site.is_none() {
            self.opaque_site = Some(self.pos);
        }
        let saved = self.leave_context();
        // An alias used in a signature pattern is read as part of the pattern.
        self.in_template_pattern = pattern;
        let frames = self.sema.replace_frames(t.frames.clone());
        self.sema.enter_block_scope();
        for (name, a) in bindings {
            // A pattern's pack passed on whole (`seq<I...>` in a signature): still a
            // pack of the pattern inside, so its expansion is recorded, not expanded.
            if let TemplateArg::Pack(elems) = a {
                if let [TemplateArg::Expansion(inner)] = elems.as_slice() {
                    let placeholder = param_entity(inner);
                    self.sema
                        .declare_name(*name, Entity::PatternPack(Box::new(placeholder)));
                    if matches!(**inner, TemplateArg::Param { .. }) {
                        self.pattern_value_params.push((*name, (**inner).clone()));
                    }
                    continue;
                }
                let pattern_pieces = elems.iter().any(|e| {
                    matches!(
                        e,
                        TemplateArg::Param { .. } | TemplateArg::TemplateParam { .. } | TemplateArg::Expansion(_)
                    )
                });
                if pattern_pieces {
                    self.pattern_pack_args.push((*name, elems.clone()));
                }
            }
            self.sema.declare_name(*name, param_entity(a));
            if matches!(a, TemplateArg::Param { .. } | TemplateArg::TemplateParam { .. }) {
                // A pattern's non-type parameter passed on (`Arr<N>` in a signature).
                self.pattern_value_params.push((*name, a.clone()));
            }
        }
        self.pos = t.tokens.0;
        self.token_limit = t.tokens.1;
        self.sema.enter_instantiation();
        let r = f(self);
        self.sema.leave_instantiation();
        self.sema.leave_block_scope();
        self.sema.restore_frames(frames);
        self.return_to(saved);
        self.opaque_site = outer_site;
        r
    }
}
