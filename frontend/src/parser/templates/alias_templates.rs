//! Alias templates and variable templates, the parser's side: their declarations
//! (`template <class T> using Vec = Box<T, 4>;`,
//! `template <class T> constexpr bool is_small_v = sizeof(T) <= 4;`, also as members),
//! their uses (`Vec<int>`, `Traits::rebind<U>`, `is_small_v<int>`, `S::w<long>`) read
//! and their stored tokens parsed again with the parameters bound; explicit and partial
//! specializations of variable templates (`template <> constexpr bool v<float> = true;`,
//! `template <class T> constexpr bool v<T*> = true;`). `sema::templates::aliases` has
//! the records; `sema::templates::variable_templates` decides what a use means
//! (arguments completed, the specialization chosen, the instance made).

use crate::mangle::TemplateArg;
use crate::sema::classify_name::NameKind;
use crate::sema::templates::aliases::{AliasTemplateId, StoredTemplate, VarSpecialization, VarTemplateId};
use crate::sema::templates::replay::{StoredParse, StoredParsed};
use crate::sema::templates::variable_templates::{
    alias_template_id, complete_stored_args, var_specialization_pattern, var_template_id_expr, StoredKind,
};
use crate::sema::templates::TemplateParamKind;
use crate::source::Span;
use crate::symbol::Sym;
use crate::template_replays::Replay;
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
            frames: Vec::new(),
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
            self.error_at(self.toks[start].span, "expected an identifier");
            return Err(Recover);
        };
        let stored = StoredTemplate {
            name: name.text,
            params,
            defaults,
            tokens: (start, end + 1),
            frames: Vec::new(),
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
                K::Ident if self.peek_at(k + 1) == K::Lt => match self.classify(t.text) {
                    NameKind::VarTemplate(id) => return Some((k, id)),
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
        let pattern = match args {
            Ok(args) => var_specialization_pattern(self, id, args, name.span),
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
            frames: Vec::new(),
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
            // Only `name<` or a qualifier `name::` can go on: the shape is checked before
            // the name is looked up.
            if !matches!(self.peek_at(k + 1), K::Lt | K::ColonColon) {
                return None;
            }
            match self.classify_name_at(ns, k) {
                NameKind::AliasTemplate(id) if self.peek_at(k + 1) == K::Lt => return Some((id, k + 1 - n)),
                NameKind::Namespace(id) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(id);
                    k += 2;
                }
                NameKind::Class(ty) | NameKind::Type(ty) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(self.sema.class_scope(ty)?);
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
        let args = match self.peek() {
            K::Lt => Some(self.template_arguments()?),
            _ => None,
        };
        let (ty, dependent) = alias_template_id(self, id, args, site).ok_or(Recover)?;
        // An alias dropping a dependent argument in a pattern (`void_t<T&&>` is `void`):
        // whether the argument is valid for an instance is known by substitution only.
        if self.in_template_pattern && dependent && !self.sema.is_dependent(ty) {
            self.pattern_opaque = true;
        }
        Ok((ty, dependent))
    }

    /// `Name<args>` naming variable template `id` (the name consumed, at `site`): its
    /// instance's variable as an expression.
    pub(in crate::parser) fn var_template_use(
        &mut self,
        id: VarTemplateId,
        site: Span,
    ) -> PResult<&'a crate::il::Expr<'a>> {
        let args = match self.peek() {
            K::Lt => Some(self.template_arguments()?),
            _ => None,
        };
        let span = site.to(self.prev_span());
        let (e, dependent) = var_template_id_expr(self, id, args, site, span);
        // In a signature pattern: a placeholder value of the variable's type.
        self.dependent_var_template_named |= dependent;
        Ok(e)
    }

    /// Parses `what` in stored template `t`'s tokens with `bindings` declared (see
    /// [`TemplateParser::parse_stored`]).
    pub(in crate::parser) fn parse_stored_template(
        &mut self,
        t: &StoredTemplate,
        bindings: &[(Sym, TemplateArg)],
        what: StoredParse<'_>,
    ) -> Option<StoredParsed> {
        match what {
            StoredParse::DefaultArgument(tokens) => self
                .replay_stored(t, bindings, |p| {
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
                })
                .ok()
                .map(StoredParsed::Arg),
            StoredParse::Type => self
                .replay_stored(t, bindings, |p| {
                    let ty = p.type_name()?;
                    if p.peek() != K::Eof {
                        p.error_here("expected a \";\"");
                        return Err(Recover);
                    }
                    Ok(ty)
                })
                .ok()
                .map(StoredParsed::Type),
            StoredParse::ParamType((start, end)) => self
                .replay_stored(t, bindings, |p| {
                    p.pos = start;
                    p.token_limit = end;
                    p.decl_specifiers().map(|_| ())
                })
                .ok()
                .map(|()| StoredParsed::Parsed),
            StoredParse::Variable { symbol, specialization } => {
                let name = t.name;
                self.replay_stored(t, bindings, |p| {
                    let region = p.sema.begin_var_template_instance(symbol);
                    let outer = std::mem::replace(&mut p.var_specialization_replay, specialization);
                    let r = p.external_declaration();
                    p.var_specialization_replay = outer;
                    let v = p.sema.finish_var_template_instance(&region, name);
                    r?;
                    v.ok_or(Recover)
                })
                .ok()
                .map(StoredParsed::Var)
            }
            StoredParse::SpecializationArgs { at, primary } => {
                let (substituted, failed) = self.tentatively(|p| {
                    p.replay_stored(t, bindings, |p| {
                        p.pos = at;
                        let written = p.template_arguments()?;
                        let span = p.toks[at].span;
                        complete_stored_args(p, primary, written, span, StoredKind::Variable).ok_or(Recover)
                    })
                });
                match (failed, substituted) {
                    (false, Ok(b)) => Some(StoredParsed::Args(b)),
                    _ => None,
                }
            }
        }
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
        let saved = self.leave_context(Replay::AliasOrVariable);
        // An alias used in a signature pattern is read as part of the pattern.
        self.in_template_pattern = pattern;
        let mut scope = self.sema.enter_stored_template(t, bindings);
        self.pattern_value_params = std::mem::take(&mut scope.value_params);
        self.pattern_pack_args = std::mem::take(&mut scope.pack_args);
        self.pos = t.tokens.0;
        self.token_limit = t.tokens.1;
        let r = f(self);
        self.sema.leave_stored_template(scope);
        self.return_to(saved);
        self.opaque_site = outer_site;
        r
    }
}
