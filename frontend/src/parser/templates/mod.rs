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
//! `member_templates`, `constructor_templates`, `out_of_class_members` (members of class templates defined outside
//! the class), `out_of_class_member_templates` (member templates defined outside their class), `replay` (re-parsing stored tokens with template parameters bound),
//! `packs` (pack expansions, `sizeof...`, fold expressions), `template_name_arguments`
//! (class and alias templates as template template arguments). This
//! folder only parses the grammar and replays tokens; every decision (declaring,
//! checking and completing arguments, choosing a specialization, deducing, choosing an
//! overload, instantiating) is a Sema action in `sema::templates`.

pub(super) mod alias_templates;
pub(super) mod class_templates;
pub(super) mod constructor_templates;
pub(super) mod conversion_templates;
pub(super) mod deduction_guides;
pub(super) mod deferred_instances;
pub(super) mod dependent_names;
pub(super) mod explicit_specializations;
pub(super) mod less_than_operators;
pub(super) mod member_templates;
pub(super) mod nested;
pub(super) mod out_of_class_member_templates;
pub(super) mod out_of_class_members;
pub(super) mod packs;
pub(super) mod partial_specializations;
pub(super) mod qualified_member_statements;
pub(super) mod replay;
pub(super) mod template_name_arguments;
pub(super) mod undefined_instances;

use crate::il::Expr;
use crate::mangle::TemplateArg;
use crate::sema::classify_name::NameKind;
use crate::sema::lookup::Entity;
use crate::sema::templates::calls::{template_call_expr, uncalled_template_expr, TemplateCall};
use crate::sema::templates::extern_instances::{act_on_explicit_class_instantiation, act_on_explicit_instantiation};
use crate::sema::templates::written_templates::FnTemplateDecl;
use crate::sema::templates::TemplateParamKind;
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::{TypeId, TypeKind};

use super::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `template ...` at namespace scope.
    pub(super) fn template_declaration(&mut self) -> PResult<()> {
        self.bump();
        if self.peek() != K::Lt {
            return self.explicit_instantiation(false);
        }
        self.bump();
        let head_start = self.pos;
        self.dependent_param_types.clear();
        let (params, defaults) = self.template_parameter_list()?;
        let param_types = std::mem::take(&mut self.dependent_param_types);
        let values = params.iter().filter(|(_, kind)| kind.is_value()).map(|(name, _)| *name);
        let saved = std::mem::replace(&mut self.head_value_params, values.collect());
        let r = self.templated_declaration(head_start, params, defaults, param_types);
        self.head_value_params = saved;
        r
    }

    /// The declaration after `template <params>` at namespace scope.
    fn templated_declaration(
        &mut self,
        head_start: usize,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
        param_types: Vec<(usize, usize)>,
    ) -> PResult<()> {
        if self.peek() == K::Eof {
            self.error_here("expected a declaration");
            return Err(Recover);
        }
        if matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion) {
            return self.class_template_declaration(params, defaults);
        }
        if !params.is_empty() {
            if let Some(t) = self.out_of_class_member_template_at() {
                return self.out_of_class_member_template(t, params);
            }
        }
        if !self.sema.at_file_scope() {
            self.error_here("a template declaration is not allowed here");
            return Err(Recover);
        }
        if self.peek() == K::KwUsing && !params.is_empty() {
            return self.alias_template_declaration(params, defaults);
        }
        if !params.is_empty() && self.at_deduction_guide() {
            return self.deduction_guide_declaration(params, defaults);
        }
        if !params.is_empty() && self.defines_class_template_member().is_none() && self.declares_variable_template() {
            return self.variable_template_declaration(params, defaults, param_types, None);
        }
        if params.is_empty() && self.var_template_specialization_name().is_some() && self.declares_variable_template() {
            return self.variable_template_declaration(params, defaults, param_types, None);
        }
        if params.is_empty() {
            return self.function_template_specialization();
        }
        if let Some(qualifier) = self.defines_class_template_member() {
            return self.out_of_class_member(qualifier, params);
        }
        let decl_start = self.pos;
        // The signature pattern, with the parameters as placeholders.
        let saved = self.bind_pattern_params(&params);
        self.in_template_pattern = true;
        self.pattern_opaque = false;
        let sig = self.function_signature();
        self.in_template_pattern = false;
        let sfinae = std::mem::take(&mut self.pattern_opaque);
        self.unbind_pattern_params(saved);
        let sig = sig?;
        let written = self.written_tokens(head_start, self.pos, &defaults);
        let (name, span, ret, pattern, variadic) = (sig.name, sig.span, sig.ret, sig.params, sig.variadic);
        let param_names = sig.param_names;
        let default_call_args = sig.default_args;
        // `= delete`: declared, so overload resolution may choose it (an error then).
        let deleted = self.deleted_definition()?;
        let defined = !deleted && self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else if !deleted {
            self.expect(K::Semi, ";")?;
        }
        let tmpl = FnTemplateDecl {
            name,
            params,
            defaults,
            decl_start,
            defined,
            pattern_ret: ret,
            pattern_params: pattern,
            variadic,
            default_call_args,
            member: None,
            sfinae: sfinae || !param_types.is_empty(),
            dependent_param_types: param_types,
        };
        self.sema
            .act_on_function_template(tmpl, &written, &param_names, deleted, span);
        Ok(())
    }

    /// The spellings of tokens `start..end` (a template's parameters and declarator)
    /// without the default template arguments `defaults` and their `=`: what Sema
    /// compares to tell a redeclaration from an overload.
    fn written_tokens(&self, start: usize, end: usize, defaults: &[Option<(usize, usize)>]) -> Vec<Sym> {
        let in_default = |i: usize| {
            defaults
                .iter()
                .flatten()
                .any(|&(from, to)| (from..to).contains(&i) || i + 1 == from)
        };
        (start..end.min(self.toks.len()))
            .filter(|&i| !in_default(i))
            .map(|i| self.toks[i].text)
            .collect()
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
            // The name a declarator gave (`int (*F)(int, int)`), if one did.
            let mut declared_name = None;
            let kind = match self.peek() {
                K::KwTemplate => {
                    // `template <typename> class C`: the inner parameter list only
                    // says what the argument template takes.
                    self.bump();
                    self.expect(K::Lt, "<")?;
                    self.template_parameter_list()?;
                    if !matches!(self.peek(), K::KwClass | K::KwTypename) {
                        self.error_here("expected \"class\"");
                        return Err(Recover);
                    }
                    self.bump();
                    TemplateParamKind::Template
                }
                _ if !params.is_empty() && self.at_dependent_param_type() => {
                    // `enable_if_t<cond<T>, int> = 0`, `typename enable_if<cond, int>::type
                    // = 0`: the type depends on earlier parameters; it is checked per call
                    // (SFINAE) and is `int` here.
                    let start = self.pos;
                    let saved = self.bind_pattern_params(&params);
                    let (r, _) = self.tentatively(|p| {
                        let in_pattern = std::mem::replace(&mut p.in_template_pattern, true);
                        let r = p.decl_specifiers();
                        p.in_template_pattern = in_pattern;
                        r
                    });
                    self.unbind_pattern_params(saved);
                    // What the pattern cannot read (`can<C>::yes` of a placeholder class)
                    // substitution will: the type ends before the parameter's name.
                    if r.is_err() && !self.skip_dependent_param_type(start) {
                        return Err(Recover);
                    }
                    self.dependent_param_types.push((start, self.pos));
                    // `enable_if_t<C>* = nullptr`: a pointer to the type (the type is
                    // what substitution checks), whose arguments are null pointers.
                    let mut pointer = false;
                    while matches!(self.peek(), K::Star | K::KwConst | K::KwVolatile) {
                        pointer |= self.bump().kind == K::Star;
                    }
                    let read = r.ok().map(|spec| spec.ty);
                    TemplateParamKind::Value(self.sema.dependent_nontype_param_type(read, pointer))
                }
                K::KwTypename | K::KwClass => {
                    self.bump();
                    if self.eat(K::Ellipsis) {
                        TemplateParamKind::TypePack
                    } else {
                        TemplateParamKind::Type
                    }
                }
                K::Ident if self.type_param_index(&params).is_some() => {
                    // `template <class T, T v>`: typed by an earlier type parameter; each
                    // argument list gives the type (its argument, an integer type).
                    let index = self.type_param_index(&params).unwrap_or(0);
                    self.bump();
                    let ty = self.sema.intern_type(TypeKind::TemplateParam { index });
                    if self.eat(K::Ellipsis) {
                        TemplateParamKind::ValuePack(ty)
                    } else {
                        TemplateParamKind::Value(ty)
                    }
                }
                _ if self.at_type_name_at(0) => {
                    // Earlier parameters may type this one (`void (*F)(const float*, B*)`
                    // after `class B`, ggml's set_rows): they are placeholders here.
                    let saved = self.bind_pattern_params(&params);
                    let typed = self.nontype_param_declaration();
                    self.unbind_pattern_params(saved);
                    let (ty, span, name) = typed?;
                    if name.is_some() {
                        declared_name = name;
                    }
                    let ty = self.sema.nontype_param_type(ty, span).ok_or(Recover)?;
                    if self.eat(K::Ellipsis) {
                        TemplateParamKind::ValuePack(ty)
                    } else {
                        TemplateParamKind::Value(ty)
                    }
                }
                _ => {
                    self.error_here("expected a template parameter");
                    return Err(Recover);
                }
            };
            // An unnamed parameter (`template <typename> class C`) gets a name no
            // identifier can spell.
            let name = if let Some(name) = declared_name {
                name.unwrap_or_else(|| self.intern("#unnamed"))
            } else if self.peek() == K::Ident {
                self.bump().text
            } else if matches!(self.peek(), K::Comma | K::Gt | K::Assign) {
                self.intern("#unnamed")
            } else {
                self.expect(K::Ident, "identifier")?.text
            };
            let default = if self.peek() == K::Assign {
                self.bump();
                // `typename = enable_if_t<N < 3>`: the head's own non-type parameters
                // are values, whose `<` compares.
                let values: Vec<Sym> = params
                    .iter()
                    .filter(|(_, k)| matches!(k, TemplateParamKind::Value(_) | TemplateParamKind::ValuePack(_)))
                    .map(|(n, _)| *n)
                    .collect();
                Some(self.skip_template_argument_with(&values))
            } else {
                None
            };
            params.push((name, kind));
            defaults.push(default);
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::Gt, ">")?;
        Ok((params, defaults))
    }

    /// The type of a non-type template parameter with its span and, when a declarator
    /// gives it (`int (*F)(int, int)`), the name the declarator declares.
    #[allow(clippy::type_complexity)]
    fn nontype_param_declaration(&mut self) -> PResult<(TypeId, Span, Option<Option<Sym>>)> {
        let spec = self.decl_specifiers()?;
        if !matches!(self.peek(), K::Star | K::LParen | K::Amp) {
            return Ok((spec.ty, spec.span, None));
        }
        let d = self.declarator(true)?;
        let ty = self.build_type(spec.ty, &d.ops)?;
        Ok((ty, spec.span.to(self.prev_span()), Some(d.name.map(|(n, _)| n))))
    }

    /// Whether a template parameter starting here is a non-type one whose type names a
    /// template with arguments: an alias template (`enable_if_t<C, int>`) or a member of
    /// a class template instance (`typename enable_if<C, int>::type`).
    fn at_dependent_param_type(&self) -> bool {
        if self.peek() == K::KwTypename {
            return self.peek_at(1) == K::Ident && matches!(self.peek_at(2), K::Lt | K::ColonColon);
        }
        // `decltype(Start) End` after `auto Start`: the type of an earlier parameter.
        if self.peek() == K::Ident && self.text(self.tok()) == "decltype" && self.peek_at(1) == K::LParen {
            return true;
        }
        self.at_type_name_at(0) && self.alias_template_named_at(0).is_some()
    }

    /// The index of the type parameter among `params` the current identifier names, when
    /// it is followed by a parameter name or `...` (a non-type parameter declared with it).
    fn type_param_index(&self, params: &[(crate::symbol::Sym, TemplateParamKind)]) -> Option<u32> {
        let name = self.tok().text;
        if !matches!(self.peek_at(1), K::Ident | K::Ellipsis | K::Comma | K::Gt) {
            return None;
        }
        let k = params.iter().rposition(|(n, _)| *n == name)?;
        matches!(params[k].1, TemplateParamKind::Type).then_some(k as u32)
    }

    /// Opens a scope binding template parameters `params` to placeholders for parsing a
    /// pattern (see [`Sema::bind_pattern_params`]); a template argument naming a non-type
    /// parameter reads as [`TemplateArg::Param`]. Returns what
    /// [`Parser::unbind_pattern_params`] restores.
    ///
    /// [`Sema::bind_pattern_params`]: crate::sema::Sema::bind_pattern_params
    pub(super) fn bind_pattern_params(
        &mut self,
        params: &[(crate::symbol::Sym, TemplateParamKind)],
    ) -> Vec<(crate::symbol::Sym, TemplateArg)> {
        let values = self.sema.bind_pattern_params(params);
        std::mem::replace(&mut self.pattern_value_params, values)
    }

    /// As [`Parser::bind_pattern_params`], in a scope of template parameters: one that
    /// stays visible after a qualified declarator name (`X<T>::f(U)` looks `U` up in
    /// `X<T>`'s scope and then in the template's).
    pub(super) fn bind_pattern_params_across_qualifiers(
        &mut self,
        params: &[(crate::symbol::Sym, TemplateParamKind)],
    ) -> Vec<(crate::symbol::Sym, TemplateArg)> {
        let values = self.sema.bind_pattern_params_across_qualifiers(params);
        std::mem::replace(&mut self.pattern_value_params, values)
    }

    /// At an array bound `N]` in a pattern with `N` a non-type parameter: consumes `N` and
    /// returns the bound that stands for it (see [`crate::types::param_array_len`]).
    pub(super) fn pattern_array_bound(&mut self) -> Option<u64> {
        let t = self.tok();
        if t.kind != K::Ident || self.peek_at(1) != K::RBracket {
            return None;
        }
        let index = self.pattern_value_params.iter().find_map(|(n, a)| match a {
            TemplateArg::Param { index, .. } if *n == t.text => Some(*index),
            _ => None,
        })?;
        self.bump();
        Some(crate::types::PARAM_ARRAY_LEN + u64::from(index))
    }

    /// Closes the scope [`Parser::bind_pattern_params`] opened.
    pub(super) fn unbind_pattern_params(&mut self, saved: Vec<(crate::symbol::Sym, TemplateArg)>) {
        self.pattern_value_params = saved;
        self.sema.unbind_pattern_params();
    }

    /// `template declaration-of-f<args>(...);` after `template` (`extern template ...`, a
    /// declaration that the instance is defined elsewhere, when `external`).
    pub(in crate::parser) fn explicit_instantiation(&mut self, external: bool) -> PResult<()> {
        if matches!(self.peek(), K::KwClass | K::KwStruct | K::KwUnion) {
            return self.explicit_class_instantiation(external);
        }
        self.decl_specifiers()?;
        while self.eat(K::Star) {}
        let name = self.expect(K::Ident, "identifier")?;
        let NameKind::FuncTemplate(t) = self.classify(name.text) else {
            let n = self.text(name).to_string();
            self.error_at(name.span, format!("\"{n}\" is not a function template"));
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
                K::Eof => {
                    self.error_here("expected a \";\"");
                    return Err(Recover);
                }
                K::LParen => depth += 1,
                K::RParen => depth -= 1,
                K::Semi if depth <= 0 => break,
                _ => {}
            }
            self.bump();
        }
        self.expect(K::Semi, ";")?;
        act_on_explicit_instantiation(self, t, args, name.span, external);
        Ok(())
    }

    /// `template class Name<args>;` after `template` (`extern template class ...`
    /// when `external`): the class instance and its member functions.
    fn explicit_class_instantiation(&mut self, external: bool) -> PResult<()> {
        let start = self.bump().span;
        let ty = self.type_name()?;
        let site = start.to(self.prev_span());
        self.expect(K::Semi, ";")?;
        act_on_explicit_class_instantiation(self, ty, site, external);
        Ok(())
    }

    /// Whether `= delete` follows.
    pub(in crate::parser) fn at_deleted_definition(&self) -> bool {
        self.peek() == K::Assign && self.peek_at(1) == K::Ident && self.text(self.tok_at(1)) == "delete"
    }

    /// `= delete;` after a function's signature, consumed; whether it was there.
    pub(super) fn deleted_definition(&mut self) -> PResult<bool> {
        let deleted = self.at_deleted_definition();
        if deleted {
            self.bump();
            self.bump();
            self.expect(K::Semi, ";")?;
        }
        Ok(deleted)
    }

    /// `< arg, ... >`: types or integer constant expressions.
    pub(super) fn template_arguments(&mut self) -> PResult<Vec<TemplateArg>> {
        self.expect(K::Lt, "<")?;
        let mut args = Vec::new();
        while !matches!(self.peek(), K::Gt | K::Shr) {
            match self.element_ellipsis(&[K::Gt, K::Shr]) {
                Some((ellipsis, _)) if ellipsis == self.pos + 1 && self.pattern_pack_at_pos().is_some() => {
                    args.extend(self.pattern_pack_at_pos().unwrap_or_default());
                    self.bump();
                    self.expect(K::Ellipsis, "...")?;
                }
                Some((ellipsis, _)) => {
                    let pattern = self.names_pattern_pack(self.pos, ellipsis);
                    let items = self.expand_pack(ellipsis, ellipsis, |p, _| p.template_argument())?;
                    self.expect(K::Ellipsis, "...")?;
                    if pattern {
                        // `Ts...` in a pattern: recorded as an expansion (`Dp`).
                        args.extend(items.into_iter().map(|a| TemplateArg::Expansion(Box::new(a))));
                    } else {
                        args.extend(items);
                    }
                }
                None => args.push(self.template_argument()?),
            }
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.close_template_arguments()?;
        Ok(args)
    }

    /// The pattern's own arguments an alias's pack named at the current token stands
    /// for (see `pattern_pack_args`), if it is one.
    fn pattern_pack_at_pos(&self) -> Option<Vec<TemplateArg>> {
        let t = self.tok();
        if t.kind != K::Ident {
            return None;
        }
        self.pattern_pack_args
            .iter()
            .rev()
            .find(|(n, _)| *n == t.text)
            .map(|(_, a)| a.clone())
    }

    /// The `>` closing a template argument list. A `>>` closes two nested lists
    /// (C++11): its first half is taken here and the token then reads as `>`.
    fn close_template_arguments(&mut self) -> PResult<()> {
        if self.peek() == K::Shr {
            let gt = self.intern(">");
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
            let type_start = self.at_type_name_at(0);
            if let Some(arg) = self.template_name_argument(!type_start) {
                return Ok(arg);
            }
            if type_start {
                if let Some(arg) = self.argument_at_type_start() {
                    return Ok(arg);
                }
                return Ok(TemplateArg::Type(self.type_name()?));
            }
            self.value_template_argument()
        })();
        self.in_template_args = saved;
        r
    }

    /// A template argument that is not a type: an integer constant expression (or, in
    /// a pattern, a parameter or a condition standing for one), a class template.
    fn value_template_argument(&mut self) -> PResult<TemplateArg> {
        {
            // A pattern's non-type parameter on its own (`Vec<N>`).
            let t = self.tok();
            if t.kind == K::Ident && matches!(self.peek_at(1), K::Comma | K::Gt | K::Shr | K::Eof) {
                let param = self.pattern_value_params.iter().find(|(name, _)| *name == t.text);
                if let Some((_, arg)) = param {
                    let arg = arg.clone();
                    self.bump();
                    return Ok(arg);
                }
            }
            if let Some(index) = self.parameter_placeholder_in_argument() {
                // `enable_if<(sizeof(T) > 4)>`, `enable_if<(N == 0)>` in a signature pattern: its value is
                // only known per instance; it stands for the parameter it depends on.
                let start = self.pos;
                let trial = self.begin_trial();
                let e = self.nested(|p| p.conditional_expr());
                // `P::value` of a placeholder is no expression yet: its tokens are the
                // argument, read per instance. An operand missing before the argument's
                // end (`N + >`) is a syntax error whatever the parameters are: it stays.
                let missing_operand = e.is_err()
                    && matches!(self.peek(), K::Comma | K::Gt | K::Shr | K::RParen | K::RBracket)
                    && self.sema.diags.first_error_since(&trial).as_deref() == Some("expected an expression");
                if !missing_operand {
                    self.end_trial(trial);
                }
                if e.is_err() || !matches!(self.peek(), K::Comma | K::Gt | K::Shr | K::Ellipsis) {
                    self.pos = start;
                    self.skip_template_argument();
                }
                let ty = e.map_or(TypeId::BOOL, |e| self.sema.promoted_type(e.ty));
                self.pattern_opaque = true;
                return Ok(TemplateArg::Param {
                    index,
                    ty,
                    computed: true,
                });
            }
            let e = self.nested(|p| p.conditional_expr())?;
            self.sema.value_template_argument(e).ok_or(Recover)
        }
    }

    /// At `X<args>::name` (also qualified), which starts a type name but may be a value
    /// (`X<T>::value && ...`, with `value` inherited from a base of `X`, so the member's
    /// kind is unknown until an instance exists): the argument it reads as, the type
    /// first, both tried quietly; `None`, nothing consumed, when neither works (the
    /// caller then reads a type and reports its errors).
    /// A one-word type followed by `(` may equally start a functional cast
    /// (`T(Start + Is * Stride)...` in an alias template), tried the same way.
    fn argument_at_type_start(&mut self) -> Option<TemplateArg> {
        // `Alias<T>::value` names a value through an alias template.
        let qualified = self.class_template_qualifier_at(0).is_some()
            || self.qualified_class_template_at(0).is_some()
            || self.alias_template_named_at(0).is_some();
        // `int{1}`, `T(1)`: a value written as a functional cast.
        let cast = matches!(self.peek_at(1), K::LParen | K::LBrace);
        if !qualified && !cast {
            return None;
        }
        let (start, split, opaque) = (self.pos, self.split_shr, self.pattern_opaque);
        // `Eof`: the end of a pack expansion's pattern while it is replayed.
        let ends_argument = |p: &Self| matches!(p.peek(), K::Comma | K::Gt | K::Shr | K::Ellipsis | K::Eof);
        let (ty, failed) = self.tentatively(|p| p.type_name());
        // A member of a dependent class named without `typename` (`X<T>::value`) is
        // a value when it reads as one: only the type reading was opaque.
        let as_type = match ty {
            Ok(ty) if !failed && ends_argument(self) => {
                // Only `...::name` ending the argument may name a value (not
                // `A<typename T::name>` closed by the first half of a `>>`).
                let closed_by_split = self.split_shr.is_some_and(|(at, _)| at == self.pos);
                let member_last = self.pos >= 2
                    && !closed_by_split
                    && self.toks[self.pos - 1].kind == K::Ident
                    && self.toks[self.pos - 2].kind == K::ColonColon;
                if !member_last || !self.sema.type_mentions_opaque(ty) {
                    return Some(TemplateArg::Type(ty));
                }
                Some((TemplateArg::Type(ty), self.pos, self.split_shr, self.pattern_opaque))
            }
            _ => None,
        };
        (self.pos, self.split_shr, self.pattern_opaque) = (start, split, opaque);
        let (value, failed) = self.tentatively(|p| p.value_template_argument());
        match (value, as_type) {
            (Ok(v), _) if !failed && ends_argument(self) => Some(v),
            (_, Some((t, pos, split, opaque))) => {
                (self.pos, self.split_shr, self.pattern_opaque) = (pos, split, opaque);
                Some(t)
            }
            _ => {
                (self.pos, self.split_shr, self.pattern_opaque) = (start, split, opaque);
                None
            }
        }
    }

    /// In a signature pattern: the index of the first parameter placeholder the
    /// template argument starting here names (`sizeof(T) > 4`, `N == 0`), if any.
    fn parameter_placeholder_in_argument(&self) -> Option<u32> {
        if !self.in_template_pattern {
            return None;
        }
        let mut depth = 0i32;
        // Angle brackets opened after a template's name (`same<double, U>::value`):
        // their commas and `>` do not end the argument.
        let mut angles = 0i32;
        let mut k = 0;
        loop {
            let t = self.tok_at(k);
            match t.kind {
                K::Eof | K::Semi | K::LBrace | K::RBrace => return None,
                K::LParen | K::LBracket => depth += 1,
                K::RParen | K::RBracket if depth == 0 => return None,
                K::RParen | K::RBracket => depth -= 1,
                K::Lt if k > 0 && self.names_template_at(k - 1) => angles += 1,
                K::Gt if depth == 0 && angles > 0 => angles -= 1,
                K::Shr if depth == 0 && angles > 1 => angles -= 2,
                K::Comma if depth == 0 && angles > 0 => {}
                K::Comma | K::Gt | K::Shr if depth == 0 => return None,
                K::Ident => {
                    // A type parameter, or a value parameter (`T S` in `vl<T, (S + 1)>`,
                    // `(O == order::relaxed)`): only known per instance.
                    let param = self.pattern_value_params.iter().find(|(name, _)| *name == t.text);
                    let index = self.sema.pattern_placeholder_index(t.text, param.map(|(_, a)| a));
                    if index.is_some() {
                        return index;
                    }
                }
                _ => {}
            }
            k += 1;
        }
    }

    /// Whether the token at offset `n` is the name of a template (so a `<` after it opens
    /// an argument list).
    fn names_template_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        t.kind == K::Ident
            && matches!(
                self.namespace_qualified_lookup_at(n),
                Some(
                    Entity::ClassTemplate(_)
                        | Entity::AliasTemplate(_)
                        | Entity::VarTemplate(_)
                        | Entity::FuncTemplate(_)
                )
            )
    }

    /// What the name at offset `n` denotes, looked up through the namespaces that
    /// qualify it (`::cuda::std::is_same_v`), or by ordinary lookup when unqualified;
    /// `None` when a qualifier is not a namespace.
    fn namespace_qualified_lookup_at(&self, n: usize) -> Option<&Entity> {
        // Back over `ns ::` pairs to the first qualifier.
        let mut first = n;
        while first >= 2 && self.tok_at(first - 1).kind == K::ColonColon && self.tok_at(first - 2).kind == K::Ident {
            first -= 2;
        }
        let global = first >= 1 && self.tok_at(first - 1).kind == K::ColonColon;
        let path: Vec<_> = (first..=n).step_by(2).map(|k| self.tok_at(k).text).collect();
        self.sema.lookup_namespace_qualified(global, &path)
    }

    /// From `start`, skips a non-type template parameter's type up to the parameter's
    /// name (an identifier outside brackets, not after `::`, followed by `=`, `,`, `>`
    /// or `...`) or, unnamed, up to what follows it; false when there is none.
    fn skip_dependent_param_type(&mut self, start: usize) -> bool {
        self.pos = start;
        // Angle brackets count outside parentheses only (`enable_if<(N > 3), int>`).
        let (mut angles, mut parens) = (0i32, 0i32);
        loop {
            let k = self.peek();
            let outside = angles == 0 && parens == 0 && self.pos > start;
            match k {
                K::Eof | K::Semi | K::LBrace | K::RBrace => return false,
                // An unnamed parameter: its default, the next parameter or the list's end.
                K::Assign | K::Comma | K::Gt | K::Ellipsis if outside => return true,
                // The name (`::type` is still the type).
                K::Ident
                    if outside
                        && !matches!(self.toks[self.pos - 1].kind, K::ColonColon | K::KwTemplate)
                        && matches!(self.peek_at(1), K::Assign | K::Comma | K::Gt | K::Ellipsis) =>
                {
                    return true;
                }
                K::LParen | K::LBracket => parens += 1,
                K::RParen | K::RBracket => parens -= 1,
                K::Lt if parens == 0 => angles += 1,
                K::Gt if parens == 0 => angles -= 1,
                K::Shr if parens == 0 => angles -= 2,
                _ => {}
            }
            if angles < 0 || parens < 0 {
                return false;
            }
            self.bump();
        }
    }

    /// Skips a default template argument up to the `,` or `>` ending it; returns its
    /// token range.
    fn skip_template_argument(&mut self) -> (usize, usize) {
        self.skip_template_argument_with(&[])
    }

    /// [`Parser::skip_template_argument`] where the names `values` (and those Sema knows
    /// as values) are followed by a less-than operator, not an argument list.
    fn skip_template_argument_with(&mut self, values: &[Sym]) -> (usize, usize) {
        let start = self.pos;
        let skip = std::mem::take(&mut self.less_than_names);
        self.less_than_names = values.to_vec();
        self.skip_to_delimiter(K::Gt, [K::Lt, K::LParen, K::LBracket], [K::Gt, K::RParen, K::RBracket]);
        self.less_than_names = skip;
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

    /// Skips tokens up to a `,` or `close` outside the brackets `open`/`shut` nest. Inside
    /// parentheses, brackets and braces `<` and `>` are operators or balanced argument
    /// lists (`bool B = (sizeof(T) < 16)>`), so angle brackets count only outside them.
    /// Braces nest in both kinds of argument (`int N = int{3}`), and no argument holds a
    /// `;` or an unmatched `}` outside them: the skip stops there, where the list that
    /// was never closed gets its error, instead of running on to the end of the file.
    fn skip_to_delimiter(&mut self, close: K, open: [K; 3], shut: [K; 3]) {
        let is_angle = |k: K| matches!(k, K::Lt | K::Gt | K::Shr);
        let (mut nest, mut angles) = (0i32, 0i32);
        let braces_nest = !open.contains(&K::LBrace);
        loop {
            let k = self.peek();
            let depth = nest + angles;
            if k == K::Eof || (depth == 0 && (k == K::Comma || k == close)) {
                break;
            }
            if nest == 0 && matches!(k, K::Semi | K::RBrace) {
                break;
            }
            if braces_nest && matches!(k, K::LBrace | K::RBrace) {
                nest += if k == K::LBrace { 1 } else { -1 };
                self.bump();
                continue;
            }
            if close == K::Gt && k == K::Shr && nest == 0 {
                // `C<T>>` ending the argument: both halves close lists around it.
                if angles == 0 {
                    break;
                }
                if angles == 1 {
                    // `= enable_if_t<C>>`: the first `>` ends the default, the second
                    // the parameter list (read as `>` from here on).
                    let gt = self.intern(">");
                    self.split_shr = Some((self.pos, gt));
                    break;
                }
                angles -= 2;
                self.bump();
                continue;
            }
            if is_angle(k) && nest > 0 {
                self.bump();
                continue;
            }
            if k == K::Lt && close == K::Gt && self.pos > 0 {
                // `N < 3` inside a default template argument: an operator.
                let prev = &self.toks[self.pos - 1];
                let compares = match prev.kind {
                    K::Ident => self.sema.less_than_follows(prev.text, &self.less_than_names),
                    K::Number | K::RParen => true,
                    _ => false,
                };
                if compares {
                    self.bump();
                    continue;
                }
            }
            match (open.contains(&k), shut.contains(&k)) {
                (true, _) if is_angle(k) => angles += 1,
                (true, _) => nest += 1,
                (_, true) if is_angle(k) => angles -= 1,
                (_, true) => nest -= 1,
                _ => {}
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
        self.template_call_named(t, name_span, None)
    }

    /// [`Parser::template_call`] of a template named without qualification, whose call
    /// also considers the functions argument-dependent lookup finds
    /// (`using generic::sort; sort(policy, ...)` calls the `sort` next to `policy`'s
    /// class when it is a better match); the name is the token at `at`.
    pub(super) fn unqualified_template_call(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        name_span: Span,
        at: usize,
    ) -> PResult<&'a Expr<'a>> {
        self.template_call_named(t, name_span, Some(at))
    }

    /// A template call, the name unqualified at token `unqualified_at` if it is.
    fn template_call_named(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        name_span: Span,
        unqualified_at: Option<usize>,
    ) -> PResult<&'a Expr<'a>> {
        // Set after the call (its instance is parsed in between, and must not see it).
        let mut closed_paren = false;
        let call = self.template_call_parts(t, name_span, &mut closed_paren, unqualified_at);
        self.paren_callee_closed |= closed_paren;
        call
    }

    /// [`Parser::template_call`]; `closed_paren` is set when the call consumed the `)`
    /// of a parenthesized name (`(f)(args)`).
    fn template_call_parts(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        name_span: Span,
        closed_paren: &mut bool,
        unqualified_at: Option<usize>,
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
            let (a, close) = self.call_arguments_of(Some(t))?;
            (None, a, close)
        } else if self.paren_callee && explicit.is_empty() && self.peek() == K::RParen && self.peek_at(1) == K::LParen {
            // `(f)(args)`: the `)` closes the parenthesized name.
            self.bump();
            self.paren_callee = false;
            *closed_paren = true;
            let (a, close) = self.call_arguments_of(Some(t))?;
            (None, a, close)
        } else {
            return uncalled_template_expr(self, t, &explicit, name_span).ok_or(Recover);
        };
        let call = TemplateCall {
            template: t,
            explicit,
            config,
            args,
            name_span,
            close,
            unqualified: unqualified_at.is_some() && !self.in_template_pattern,
            written_at: unqualified_at,
        };
        Ok(template_call_expr(self, call))
    }
}
