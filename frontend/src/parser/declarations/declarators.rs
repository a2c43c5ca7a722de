//! Declarators: pointers, references, arrays, function parameter lists and parentheses
//! around a name, applied to the specifiers' type ([`DeclOp`] list, then `build_type`);
//! function signatures and type names (`sizeof(T)`, casts, template arguments).

use crate::sema::auto_deduction::declared_results::ResultSpecifiers;
use crate::sema::classes::members::RefQual;
use crate::sema::classify_name::NameKind;
use crate::sema::decl::ParamInfo;
use crate::sema::default_arguments::WrittenDefault;
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::{TypeId, TypeKind};

use super::{DeclOp, DeclSpec, Declarator, FnSignature, PostAttributes, Storage};
use crate::parser::{PResult, Parser, Recover};

/// The qualifiers after a function declarator's parameter list: those of the implicit
/// object of a member function (`void f() const volatile;`).
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::parser) struct MethodCv {
    pub(in crate::parser) is_const: bool,
    pub(in crate::parser) is_volatile: bool,
    /// `&` or `&&` after the qualifiers (C++11 ref-qualifier), with its span.
    pub(in crate::parser) ref_qual: Option<(RefQual, Span)>,
}

impl<'a> Parser<'_, 'a> {
    /// A declarator; `abstract_ok` allows the name to be missing (parameters, type names).
    pub(in crate::parser) fn declarator(&mut self, abstract_ok: bool) -> PResult<Declarator> {
        let mut ptrs = Vec::new();
        loop {
            let class = if self.eat(K::Star) {
                None
            } else if self.member_pointer_ahead(0) {
                Some(self.member_pointer_class()?)
            } else {
                break;
            };
            let q = self.pointer_qualifiers();
            ptrs.push(match class {
                None => DeclOp::Pointer(q),
                Some(class) => DeclOp::MemberPointer {
                    class,
                    quals: q,
                    const_method: false,
                },
            });
        }
        if matches!(self.peek(), K::Amp | K::AmpAmp) {
            let rvalue = self.peek() == K::AmpAmp;
            let amp = self.bump().span;
            ptrs.push(if rvalue {
                DeclOp::RvalueReference(amp)
            } else {
                DeclOp::Reference(amp)
            });
            if matches!(self.peek(), K::Amp | K::AmpAmp | K::Star) {
                self.error_here("pointers and references to references are not allowed");
                return Err(Recover);
            }
        }
        if self.in_pack_parameter {
            // `Ts&&... ts`: the `...` of a function parameter pack.
            self.eat(K::Ellipsis);
        }
        let mut exec = crate::sema::exec_spaces::ExecSpecifiers::default();
        loop {
            match self.peek() {
                K::KwDevice => exec.device = true,
                K::KwHost => exec.host = true,
                K::KwGlobal => exec.global = true,
                _ => break,
            }
            self.bump();
        }
        let mut name = None;
        let mut inner_ops = Vec::new();
        let mut qualifier = None;
        let mut template_args = None;
        let mut id_deprecated = None;
        if (self.peek() == K::Ident && self.peek_at(1) == K::ColonColon)
            || self.peek() == K::ColonColon
            || self.class_template_qualifier_at(0).is_some()
        {
            let start = self.span();
            qualifier = self.nested_name_specifier(false)?;
            if !matches!(self.peek(), K::Ident) {
                self.error_at(start, "expected a qualified name");
                return Err(Recover);
            }
        }
        match self.peek() {
            // `operator""_kb` (one string token with its suffix), also `operator"" _kb`:
            // a literal operator.
            K::Ident if self.text(self.tok()) == "operator" && self.literal_operator_suffix_len().is_some() => {
                let len = self.literal_operator_suffix_len().unwrap_or(1);
                let kw = self.bump();
                let mut spelled = String::from("operator");
                let mut end = kw.span;
                for _ in 0..len {
                    let t = self.bump();
                    spelled.push_str(self.text(t));
                    end = t.span;
                }
                name = Some((self.intern(&spelled), kw.span.to(end)));
            }
            K::Ident if self.text(self.tok()) == "operator" && self.operator_name_len().is_some() => {
                name = self.operator_function_id();
            }
            K::Ident => {
                let t = self.bump();
                name = Some((t.text, t.span));
                if self.class_ctor_name == Some(t.text) {
                    self.skip_injected_template_args();
                }
                // `S::f<int>`: a member template's explicit specialization.
                if self.peek() == K::Lt && matches!(self.classify_in(qualifier, t.text), NameKind::FuncTemplate(_)) {
                    template_args = Some(self.template_arguments()?);
                } else if self.var_specialization_replay
                    && self.peek() == K::Lt
                    && matches!(self.classify(t.text), NameKind::VarTemplate(_))
                {
                    // `v<T*>` in a variable template specialization being instantiated:
                    // the arguments were matched when it was chosen.
                    self.var_specialization_replay = false;
                    self.template_arguments()?;
                }
                // `typedef struct S* S_t [[deprecated]];`: attributes after the
                // declarator-id belong to the declared entity (cuSPARSE's types), not
                // to the specifiers' next declaration.
                let outer = self.pending_deprecated.take();
                while self.peek() == K::LBracket && self.peek_at(1) == K::LBracket {
                    self.skip_attributes();
                }
                id_deprecated = std::mem::replace(&mut self.pending_deprecated, outer);
            }
            K::LParen
                if matches!(self.peek_at(1), K::Star | K::LParen | K::Amp | K::AmpAmp)
                    || (self.peek_at(1) == K::Ident && !self.at_type_name_at(1))
                    || self.member_pointer_ahead(1) =>
            {
                self.bump();
                let inner = self.nested(|p| p.declarator(abstract_ok))?;
                self.expect(K::RParen, ")")?;
                name = inner.name;
                inner_ops = inner.ops;
            }
            _ if abstract_ok => {}
            _ => {
                self.error_here("expected an identifier");
                return Err(Recover);
            }
        }
        // After a qualified name, the parameters are looked up in its scope (`S::f(T)` finds
        // `S::T`).
        let suffixes = match qualifier {
            Some(ns) => self.in_qualified_context(ns, |p| p.declarator_suffixes(name.is_some())),
            None => self.declarator_suffixes(name.is_some()),
        };
        let (suffixes, cv, trailing_ret) = suffixes?;
        let (mut const_method, volatile_method) = (cv.is_const, cv.is_volatile);
        if let (Some((_, span)), Some(DeclOp::MemberPointer { .. })) = (cv.ref_qual, inner_ops.first()) {
            self.error_at(
                span,
                "a pointer to a ref-qualified member function is not supported by ptxc yet",
            );
        }
        // `int (S::*pf)(int) const`: the `const` belongs to the member function pointed to.
        if const_method {
            if let Some(DeclOp::MemberPointer { const_method: c, .. }) = inner_ops.first_mut() {
                *c = true;
                const_method = false;
            }
        }
        let mut ops = ptrs;
        ops.extend(suffixes.into_iter().rev());
        ops.extend(inner_ops);
        let mut attributes = std::mem::take(&mut self.post_attributes);
        attributes.deprecated = attributes.deprecated.or(id_deprecated);
        Ok(Declarator {
            name,
            ops,
            qualifier,
            const_method,
            volatile_method,
            ref_qual: cv.ref_qual,
            trailing_ret,
            template_args,
            noexcept: std::mem::take(&mut self.noexcept_seen),
            noexcept_pending: self.noexcept_pending.take(),
            attributes,
            exec,
        })
    }

    /// Array and function suffixes of a declarator (`[N]`, `(params) [const] [volatile]`),
    /// in source order, and the qualifiers that followed a parameter list.
    pub(in crate::parser) fn declarator_suffixes(
        &mut self,
        named: bool,
    ) -> PResult<(Vec<DeclOp>, MethodCv, Option<TypeId>)> {
        let mut suffixes = Vec::new();
        let mut cv = MethodCv::default();
        let mut trailing = None;
        loop {
            match self.peek() {
                K::LBracket => {
                    let open = self.bump().span;
                    if self.eat(K::RBracket) {
                        suffixes.push(DeclOp::Array(None, open.to(self.prev_span())));
                        continue;
                    }
                    // `T (&a)[N]` in a template's pattern: the bound is parameter `N`.
                    if let Some(len) = self.pattern_array_bound() {
                        let close = self.expect(K::RBracket, "]")?.span;
                        suffixes.push(DeclOp::Array(Some(len), open.to(close)));
                        continue;
                    }
                    if let Some(op) = self.opaque_pattern_array_bound(open) {
                        suffixes.push(op);
                        continue;
                    }
                    let e = self.nested(|p| p.conditional_expr())?;
                    let close = self.expect(K::RBracket, "]")?.span;
                    let len = self.array_length(e);
                    suffixes.push(DeclOp::Array(len.or(Some(1)), open.to(close)));
                }
                // `T x(expr)`: a direct-initializer, not a parameter list (the `(` is left
                // for the initializer).
                K::LParen
                    if named
                        && !matches!(self.peek_at(1), K::RParen | K::Ellipsis)
                        && self.paren_holds_an_expression() =>
                {
                    break
                }
                K::LParen => {
                    let Some((params, variadic)) = self.parameters_or_initializer(named)? else {
                        break;
                    };
                    suffixes.push(DeclOp::Function(params, variadic));
                    loop {
                        if self.eat(K::KwConst) {
                            cv.is_const = true;
                        } else if self.eat(K::KwVolatile) {
                            cv.is_volatile = true;
                        } else {
                            break;
                        }
                    }
                    if let Some(q) = self.ref_qualifier_ahead() {
                        cv.ref_qual = Some((q, self.bump().span));
                    }
                    self.noexcept_seen = false;
                    self.noexcept_pending = None;
                    while self.peek() == K::Ident
                        && matches!(self.text(self.tok()), "noexcept" | "override" | "final" | "throw")
                    {
                        let word = self.bump();
                        match self.text(word) {
                            "noexcept" => {
                                let params = match suffixes.last() {
                                    Some(DeclOp::Function(params, _)) => params.clone(),
                                    _ => Vec::new(),
                                };
                                self.noexcept_seen = self.noexcept_specification(&params);
                            }
                            "throw" => self.noexcept_seen = self.dynamic_exception_specification(),
                            _ => {}
                        }
                    }
                    self.post_attributes = self.attributes_after_parameters();
                    if self.eat(K::Arrow) {
                        let params = match suffixes.last() {
                            Some(DeclOp::Function(params, _)) => params.clone(),
                            _ => Vec::new(),
                        };
                        self.sema.enter_trailing_return_scope(&params);
                        // `-> decltype(f(ts...))`: the parameter packs expand here too
                        // (the body binds them again).
                        for (pack, names) in self.param_packs.clone() {
                            self.sema.declare_parameter_pack(pack, &names);
                        }
                        // The return type's own declarators must not take this
                        // function's `noexcept`.
                        let noexcept = std::mem::take(&mut self.noexcept_seen);
                        let pending = self.noexcept_pending.take();
                        let ty = self.trailing_return_type();
                        self.noexcept_seen = noexcept;
                        self.noexcept_pending = pending;
                        self.sema.leave_block_scope();
                        trailing = Some(ty?);
                        break;
                    }
                }
                _ => break,
            }
        }
        Ok((suffixes, cv, trailing))
    }

    /// At the `(` after a declarator: its parameter list, or `None` when it is a
    /// direct-initializer instead (the `(` left for it). In a function body, where a
    /// declaration with a parenthesized list is rarely a function's, a list whose elements
    /// all start like parameter declarations is read as parameters tentatively, and is
    /// an initializer when that fails: [dcl.ambig.res] takes the declaration only when
    /// all of it is one (`Coord c(Coord::Index((x + y) * 4), 2);` is an object).
    fn parameters_or_initializer(&mut self, named: bool) -> PResult<Option<(Vec<ParamInfo>, bool)>> {
        if !named || self.sema.fn_ctx().is_none() {
            self.bump();
            return self.parameter_list().map(Some);
        }
        let from = self.pos;
        let (params, failed) = self.tentatively(|p| {
            p.bump();
            p.parameter_list()
        });
        match params {
            Ok(params) if !failed => Ok(Some(params)),
            _ => {
                self.pos = from;
                Ok(None)
            }
        }
    }

    /// GNU `__attribute__((...))`s after a function declarator's parameters and
    /// qualifiers, and what they say of the function. nvcc takes them on a declaration
    /// (`int f() __attribute__((noinline));`) and rejects them on a definition.
    fn attributes_after_parameters(&mut self) -> PostAttributes {
        let mut found = PostAttributes::default();
        let mut first = None;
        // The specifiers' own attributes wait for their declaration meanwhile.
        let outer = (
            self.pending_inline.take(),
            self.pending_deprecated.take(),
            std::mem::take(&mut self.pending_noreturn),
        );
        while self.peek() == K::Ident && self.text(self.tok()) == "__attribute__" && self.peek_at(1) == K::LParen {
            first.get_or_insert(self.tok().span);
            self.skip_attributes();
            found.inline = self.pending_inline.take().or(found.inline);
            found.deprecated = self.pending_deprecated.take().or(found.deprecated);
            found.noreturn |= std::mem::take(&mut self.pending_noreturn);
        }
        (self.pending_inline, self.pending_deprecated, self.pending_noreturn) = outer;
        if let (Some(at), K::LBrace) = (first, self.peek()) {
            self.error_at(at, "attributes are not permitted in a function definition");
        }
        found
    }

    /// A ref-qualifier (`&`, `&&`) after a parameter list and its qualifiers: only where
    /// what follows can end a function declarator, so `sizeof(T()) && x` stays a
    /// conjunction.
    fn ref_qualifier_ahead(&self) -> Option<RefQual> {
        let q = match self.peek() {
            K::Amp => RefQual::LValue,
            K::AmpAmp => RefQual::RValue,
            _ => return None,
        };
        let ends = match self.peek_at(1) {
            K::LBrace | K::Semi | K::Assign | K::Arrow => true,
            K::Ident => matches!(
                self.text(self.tok_at(1)),
                "noexcept" | "override" | "final" | "__attribute__"
            ),
            _ => false,
        };
        ends.then_some(q)
    }

    /// After `operator`: the number of tokens spelling a literal operator's `""_kb`
    /// (1, or 2 for `"" _kb`).
    fn literal_operator_suffix_len(&self) -> Option<usize> {
        if self.peek_at(1) != K::StrLit {
            return None;
        }
        let text = self.text(self.tok_at(1));
        if crate::literal::literal_operator_suffix(text).is_some() {
            return Some(1);
        }
        // `""if`: a suffix spelled as a keyword is a separate token.
        (text == "\"\"" && crate::literal::is_suffix_identifier(self.text(self.tok_at(2)))).then_some(2)
    }

    /// The `(type-list)` after `throw` in a dynamic exception specification (C++03, still
    /// in headers written for it: `virtual ~Exception() throw();`, HeCBench's fdtd3d);
    /// whether the list is empty (the function does not throw). Device code has no
    /// exceptions, so the types are not read.
    pub(in crate::parser) fn dynamic_exception_specification(&mut self) -> bool {
        let empty = self.peek() == K::LParen && self.peek_at(1) == K::RParen;
        self.skip_noexcept_argument();
        empty
    }

    /// The `(expr)` of a `noexcept(expr)` specification just read, skipped where the
    /// answer is not needed (destructors are non-throwing anyway, lambdas' call
    /// operators are not asked): device code has no exceptions.
    pub(in crate::parser) fn skip_noexcept_argument(&mut self) {
        if self.peek() == K::LParen {
            self.skip_parens();
        }
    }

    /// Checks an array bound: a positive integer constant (or zero in a data member's
    /// declarator).
    pub(super) fn array_length(&mut self, e: &crate::il::Expr) -> Option<u64> {
        self.sema.array_bound(e, self.in_member_declarator)
    }

    /// `__grid_constant__` outside a parameter list: ignored with nvcc's warning.
    pub(super) fn grid_constant_elsewhere(&mut self, spec: &DeclSpec) {
        if let Some(span) = spec.grid_constant {
            self.warning_at(span, "attribute \"grid_constant\" does not apply here");
        }
    }

    /// A parameter list after `(`, through `)`.
    pub(in crate::parser) fn parameter_list(&mut self) -> PResult<(Vec<ParamInfo>, bool)> {
        let mut params = Vec::new();
        if self.eat(K::RParen) {
            return Ok((params, false));
        }
        if self.peek() == K::KwVoid && self.peek_at(1) == K::RParen {
            self.bump();
            self.bump();
            return Ok((params, false));
        }
        let mut variadic = false;
        let mut packs = Vec::new();
        loop {
            if self.eat(K::Ellipsis) {
                variadic = true;
                break;
            }
            match self.element_ellipsis(&[K::RParen]) {
                Some((ellipsis, end)) if self.is_generic_auto_pack(ellipsis) => {
                    params.extend(self.generic_auto_pack(ellipsis, end, &mut packs)?);
                }
                Some((ellipsis, end)) if self.names_pattern_pack(self.pos, ellipsis) => {
                    // `Ts&&... ts` in a signature pattern: one parameter of the
                    // expansion's type.
                    for mut info in self.expand_pack(ellipsis, end, |p, _| p.pack_parameter_element())? {
                        info.ty = self.sema.intern_type(TypeKind::PackExpansion { pattern: info.ty });
                        params.push(info);
                    }
                }
                Some((ellipsis, end)) if self.names_pack(self.pos, ellipsis) => {
                    // In an instance: one parameter per element, named `ts#0`, `ts#1`, ...
                    let name = self.toks[ellipsis + 1];
                    let mut elems = self.expand_pack(ellipsis, end, |p, _| p.pack_parameter_element())?;
                    if name.kind == K::Ident {
                        let names = self.sema.pack_element_names(name.text, elems.len());
                        for (info, &n) in elems.iter_mut().zip(&names) {
                            info.name = Some(n);
                        }
                        packs.push((name.text, names));
                    }
                    params.extend(elems);
                }
                _ => params.push(self.parameter()?),
            }
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RParen, ")")?;
        if !packs.is_empty() {
            self.param_packs = packs;
        }
        Ok((params, variadic))
    }

    /// One element of a function parameter pack: a parameter whose declarator has
    /// `...` before its name.
    pub(in crate::parser) fn pack_parameter_element(&mut self) -> PResult<ParamInfo> {
        let outer = std::mem::replace(&mut self.in_pack_parameter, true);
        let r = self.parameter();
        self.in_pack_parameter = outer;
        r
    }

    /// One parameter declaration.
    fn parameter(&mut self) -> PResult<ParamInfo> {
        if !self.at_decl_start() && self.at_unknown_type_at(0) {
            self.assume_unknown_type();
        }
        if !self.at_decl_start() {
            self.error_here("expected a type specifier");
            return Err(Recover);
        }
        let start = self.span();
        let spec = self.decl_specifiers()?;
        if spec.is_auto {
            self.error_at(spec.span, "'auto' parameters are not supported");
            return Err(Recover);
        }
        let d = self.nested(|p| p.declarator(true))?;
        let ty = self.build_type(spec.ty, &d.ops)?;
        let ty = self.sema.act_on_parameter_type(ty, start).ok_or(Recover)?;
        let span = d.name.map(|(_, s)| s).unwrap_or(start.to(self.prev_span()));
        let pattern_default = self.in_template_pattern && self.peek() == K::Assign;
        let default = if !self.eat(K::Assign) {
            None
        } else if self.in_template_pattern {
            self.skip_default_argument();
            None
        } else {
            // A member of a class template instance: its default is instantiated only
            // when a call uses it ([temp.inst]/12), so errors wait for such a call.
            let trial = self.sema.start_default_argument();
            let at = self.tok().span;
            let from = self.pos;
            let written = self.default_argument().ok();
            if written.is_none() && trial.is_some() {
                // One that does not read with the instance's arguments
                // (`(typename enable_if<false, M>::type)0`): the parse resumes after it.
                self.pos = from;
                self.skip_default_argument();
            }
            self.sema
                .act_on_default_argument(trial, written, ty, at)
                .ok_or(Recover)?
        };
        Ok(ParamInfo {
            name: d.name.map(|(n, _)| n),
            ty,
            span,
            default,
            pattern_default,
            grid_constant: spec.grid_constant.is_some(),
        })
    }

    /// A parameter's default argument after its `=`.
    fn default_argument(&mut self) -> PResult<WrittenDefault<'a>> {
        if self.peek() == K::LBrace {
            // `Tag t = {}`: a brace list.
            let open = self.tok().span;
            let syn = self.initializer_syntax()?;
            return Ok(WrittenDefault::Braced(syn, open.to(self.prev_span())));
        }
        Ok(WrittenDefault::Expr(self.nested(|p| p.assign_expr())?))
    }

    /// Applies declarator operations to a base type.
    pub(in crate::parser) fn build_type(&mut self, base: TypeId, ops: &[DeclOp]) -> PResult<TypeId> {
        let at = self.prev_span();
        self.sema.declarator_type(base, ops, at).ok_or(Recover)
    }

    /// The signature of a function declaration (specifiers and declarator, up to but not
    /// including a body or `;`): name, span, return type and declared parameter types.
    pub(in crate::parser) fn function_signature(&mut self) -> PResult<FnSignature> {
        self.function_signature_read().map(|(sig, _, _)| sig)
    }

    /// [`Parser::function_signature`], with the specifiers and declarator it read.
    pub(in crate::parser) fn function_signature_read(&mut self) -> PResult<(FnSignature, DeclSpec, Declarator)> {
        let spec = self.decl_specifiers()?;
        let d = self.nested(|p| p.declarator(false))?;
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let Some(DeclOp::Function(params, variadic)) = d.ops.last() else {
            self.parameters_left_unread()?;
            let explicit_arguments = self.peek() == K::Lt;
            self.sema.template_declares_no_function(name, span, explicit_arguments);
            return Err(Recover);
        };
        let ret = self.function_result(&spec, &d, span)?;
        let default_args = crate::sema::decl::trailing_defaults(params);
        let param_names = params.iter().map(|p| p.name).collect();
        let params: Vec<TypeId> = params.iter().map(|p| p.ty.unqualified()).collect();
        let signature = FnSignature {
            name,
            qualifier: d.qualifier,
            span,
            ret: ret.unqualified(),
            params,
            param_names,
            default_args,
            variadic: *variadic,
            template_args: d.template_args.clone(),
            is_const: d.const_method,
            ref_qual: d.ref_qual.map_or(RefQual::None, |(q, _)| q),
            is_static: spec.storage == Storage::Static,
        };
        Ok((signature, spec, d))
    }

    /// After a function declarator that read no parameter list: a `(` left for a
    /// direct-initializer holds what no parameter can be. Where only a function can be
    /// declared (a template's signature), the list is read as parameters to report
    /// where it breaks.
    pub(in crate::parser) fn parameters_left_unread(&mut self) -> PResult<()> {
        if self.peek() == K::LParen {
            self.bump();
            self.parameter_list()?;
        }
        Ok(())
    }

    /// The declared result type of function declarator `d`: the written type, the
    /// trailing `-> T` after `auto`, or the placeholder `auto` to be deduced from the body.
    pub(super) fn function_result(&mut self, spec: &DeclSpec, d: &Declarator, span: Span) -> PResult<TypeId> {
        let written = ResultSpecifiers {
            ty: spec.ty,
            is_auto: spec.is_auto,
            decltype_auto: spec.decltype_auto,
        };
        let outer = &d.ops[..d.ops.len() - 1];
        let at = self.prev_span();
        self.sema
            .declared_function_result(written, outer, d.trailing_ret, span, at)
            .ok_or(Recover)
    }

    /// The type after a declarator's `->`: a type name, or a placeholder to deduce from
    /// the body (`-> auto`, `-> auto&&`, `-> const auto&`), kept as `auto` with the
    /// declarator's operators for the deduction of the first `return`.
    fn trailing_return_type(&mut self) -> PResult<TypeId> {
        if self.at_decltype_auto(0) {
            for _ in 0..4 {
                self.bump();
            }
            return Ok(self.sema.decltype_auto_type());
        }
        if !self.at_auto_specifier() {
            return self.type_name();
        }
        let spec = self.decl_specifiers()?;
        let d = self.nested(|p| p.declarator(true))?;
        let at = self.prev_span();
        self.sema
            .trailing_placeholder_result(spec.ty, d.name.is_some(), &d.ops, spec.span, at)
            .ok_or(Recover)
    }

    /// Whether the specifiers starting here are `auto` with cv-qualifiers.
    fn at_auto_specifier(&self) -> bool {
        let mut k = 0;
        while matches!(self.peek_at(k), K::KwConst | K::KwVolatile) {
            k += 1;
        }
        self.peek_at(k) == K::KwAuto
    }

    /// A type name (in casts and `sizeof`): specifiers and an abstract declarator.
    pub(in crate::parser) fn type_name(&mut self) -> PResult<TypeId> {
        let spec = self.decl_specifiers()?;
        if spec.is_auto {
            self.error_at(spec.span, "'auto' is not allowed here");
            return Err(Recover);
        }
        let d = self.nested(|p| p.declarator(true))?;
        let at = self.prev_span();
        let named = d.name.map(|(_, span)| span);
        self.sema
            .act_on_type_name(spec.ty, &d.ops, named, d.noexcept, at)
            .ok_or(Recover)
    }

    /// In a template's pattern, after `[`: a bound that only substitution can compute
    /// (`T (&a)[S::value]`, or one computed from non-type parameters, `T (&a)[N * S]`,
    /// whose placeholders read as 0) is skipped through its `]`, the pattern is marked
    /// for checking by substitution, and the array stands with one element; `None`
    /// (nothing consumed) for a bound that parses and names no parameter.
    fn opaque_pattern_array_bound(&mut self, open: crate::source::Span) -> Option<DeclOp> {
        if !self.in_template_pattern {
            return None;
        }
        let start = self.pos;
        let (parsed, failed) = self.tentatively(|p| p.nested(|p| p.conditional_expr()));
        let parses = parsed.is_ok() && !failed && self.peek() == K::RBracket;
        let names_param = (start..self.pos).any(|i| {
            let t = &self.toks[i];
            t.kind == K::Ident && self.pattern_value_params.iter().any(|(n, _)| *n == t.text)
        });
        self.pos = start;
        if parses && !names_param {
            return None;
        }
        let mut depth = 0i32;
        while !(depth == 0 && self.peek() == K::RBracket) && self.peek() != K::Eof {
            match self.peek() {
                K::LBracket | K::LParen => depth += 1,
                K::RBracket | K::RParen => depth -= 1,
                _ => {}
            }
            self.bump();
        }
        let close = self.bump().span;
        self.pattern_opaque = true;
        Some(DeclOp::Array(Some(1), open.to(close)))
    }
}

impl<'a> Parser<'_, 'a> {
    /// At a `(` after a declarator's name: whether some element of the parenthesized
    /// list cannot start a parameter declaration, so the list is a direct-initializer
    /// (`Pair p(Tag(), -2, Tag());` is an object though `Tag()` alone could be a
    /// parameter: [dcl.ambig.res] only prefers a declaration when all of it can be one).
    fn paren_holds_an_expression(&self) -> bool {
        let mut k = 1;
        let mut depth = 0i32;
        let mut element_start = true;
        let mut after_assign = false;
        loop {
            if element_start && depth == 0 {
                let decl = self.is_decl_start_at(k) || self.at_unknown_type_at(k) || self.peek_at(k) == K::Ellipsis;
                if !decl {
                    return true;
                }
                element_start = false;
                after_assign = false;
            }
            // `T(21)` after a type: a declarator cannot start with a literal, so the
            // element is a functional cast (`Box b(Value(21));`).
            if depth == 0 && !after_assign && self.peek_at(k) == K::LParen && self.literal_declarator_at(k) {
                return true;
            }
            // `<`/`>` count as brackets: a comma inside template arguments separates no
            // elements (a `<` that compares only makes this answer "declaration" as before).
            match self.peek_at(k) {
                K::Assign if depth == 0 => after_assign = true,
                K::LParen | K::LBracket | K::LBrace | K::Lt => depth += 1,
                K::RParen if depth == 0 => return false,
                K::RParen | K::RBracket | K::RBrace | K::Gt => depth -= 1,
                K::Shr => depth -= 2,
                K::Comma if depth == 0 => element_start = true,
                K::Eof | K::Semi => return false,
                _ => {}
            }
            k += 1;
        }
    }

    /// Whether the `(` at offset `k` follows a type name and holds a literal first,
    /// which no declarator can (`decltype(3)` and its like are operands, not
    /// declarators).
    fn literal_declarator_at(&self, k: usize) -> bool {
        let before = self.tok_at(k - 1);
        let operand_keyword = before.kind == K::Ident
            && matches!(
                self.text(before),
                "decltype" | "sizeof" | "alignof" | "alignas" | "noexcept" | "__attribute__" | "__declspec"
            );
        let literal = matches!(
            self.peek_at(k + 1),
            K::Number | K::CharLit | K::StrLit | K::KwTrue | K::KwFalse | K::KwNullptr
        );
        literal && !operand_keyword && matches!(before.kind, K::Ident | K::Gt)
    }
}
