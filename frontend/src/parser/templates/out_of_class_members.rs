//! Members of class templates defined outside the class:
//! `template <typename T> __device__ T Box<T>::get() const { ... }`, static members and
//! constructors (`template <typename T> __device__ Box<T>::Box(T v) : v(v) {}`) alike.
//!
//! Such a definition is kept as its token position and parameter names, like the class
//! template itself, and is parsed once per instance of the class: for every instance that
//! exists when the definition is seen, and for each instance made later, right after its
//! class body. The parameters are bound to the instance's arguments by position (the
//! definition may name them differently from the class), and the definition is then an
//! ordinary out-of-line member definition of the instance (`_ZNK3BoxIiE3getEv`).

use crate::sema::lookup::NsId;
use crate::sema::templates::arguments::complete_class_args;
use crate::sema::templates::deferred_members::DeferredMemberBody;
use crate::sema::templates::member_types::MemberTypeName;
use crate::sema::templates::out_of_class_members::act_on_out_of_class_member;
use crate::sema::templates::replay::Bindings;
use crate::sema::templates::{OutOfClassMember, TemplateParamKind};
use crate::symbol::Sym;
use crate::template_replays::Replay;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Without consuming anything: if tokens at offset `n` spell `Name<...>::` with `Name`
    /// a class template, the template and the number of tokens up to and including `::`.
    pub(in crate::parser) fn class_template_qualifier_at(
        &self,
        n: usize,
    ) -> Option<(crate::sema::templates::ClassTemplateId, usize)> {
        let t = self.tok_at(n);
        if t.kind != K::Ident || self.peek_at(n + 1) != K::Lt {
            return None;
        }
        let ct = self.class_template_named_at(n)?;
        self.template_id_qualifier_len(n).map(|len| (ct, len))
    }

    /// With a class template's name at offset `n` (found by any lookup): the number of
    /// tokens of `Name<...>::` up to and including `::`, if they spell that.
    pub(in crate::parser) fn template_id_qualifier_len(&self, n: usize) -> Option<usize> {
        if self.peek_at(n + 1) != K::Lt {
            return None;
        }
        let mut depth = 0i32;
        let mut parens = 0i32;
        let mut k = n + 1;
        loop {
            match self.peek_at(k) {
                // `<`/`>` inside parentheses compare (`enable_if<(N > 4)>`); braces
                // inside them are initializers (`decltype(f(Z{}))`).
                K::LParen => parens += 1,
                K::RParen => parens -= 1,
                K::LBrace if parens > 0 => parens += 1,
                K::RBrace if parens > 1 => parens -= 1,
                K::Lt if parens == 0 => depth += 1,
                K::Gt if parens == 0 => depth -= 1,
                K::Shr if parens == 0 => depth -= 2,
                K::Eof | K::Semi | K::LBrace | K::RBrace => return None,
                _ => {}
            }
            k += 1;
            if depth <= 0 {
                break;
            }
        }
        (depth == 0 && self.peek_at(k) == K::ColonColon).then_some(k + 1 - n)
    }

    /// Without consuming anything: the class template an identifier at offset `n` names
    /// when followed by `<`: a class template, or the injected class name of one of its
    /// instances (inside the class, `Box<U>` names another instance of `Box`).
    pub(in crate::parser) fn class_template_named_at(
        &self,
        n: usize,
    ) -> Option<crate::sema::templates::ClassTemplateId> {
        let t = self.tok_at(n);
        if t.kind != K::Ident || self.peek_at(n + 1) != K::Lt {
            return None;
        }
        self.sema.class_template_named(t.text)
    }

    /// Without consuming anything: whether the declaration after `template <...>`
    /// defines a member of a class template (a `Name<...>::` qualifier before the
    /// declarator's parameter list); the template and the offset of its name if so.
    pub(in crate::parser) fn defines_class_template_member(
        &self,
    ) -> Option<(crate::sema::templates::ClassTemplateId, usize)> {
        let mut k = 0;
        loop {
            // `__attribute__((...))` and `[[...]]` before the declarator (CCCL's `_CCCL_API`).
            if let Some(len) = self.attribute_len_at(k) {
                k += len;
                continue;
            }
            match self.peek_at(k) {
                K::LParen | K::Semi | K::LBrace | K::Eof | K::Assign => return None,
                K::Ident => {
                    if let Some((ct, len)) = self.class_template_qualifier_at(k) {
                        // `Box<T>::get(`, `Box<T>::~Box(`, `Box<T>::count =`: a member;
                        // `enable_if<C, R>::type f(`: a type naming a member.
                        let after = k + len;
                        let member = match self.peek_at(after) {
                            K::Tilde => true,
                            K::Ident => {
                                self.text(self.tok_at(after)) == "operator"
                                    || matches!(
                                        self.peek_at(after + 1),
                                        K::LParen | K::Assign | K::Semi | K::LBracket | K::LBrace
                                    )
                            }
                            _ => false,
                        };
                        if member {
                            return Some((ct, k));
                        }
                        k = after;
                        continue;
                    }
                }
                _ => {}
            }
            k += 1;
        }
    }

    /// `template <params> ... Name<args>::member ... { ... }` (the parameters parsed, at
    /// the declaration): records the definition and defines the member in every instance
    /// made so far.
    pub(in crate::parser) fn out_of_class_member(
        &mut self,
        (ct, name_at): (crate::sema::templates::ClassTemplateId, usize),
        params: Vec<(Sym, TemplateParamKind)>,
    ) -> PResult<()> {
        let written = self.qualifier_pattern(ct, name_at, &params);
        let decl_start = self.pos;
        let span = self.span();
        // The definition is skipped: up to its body (after any member initializers).
        let mut parens = false;
        loop {
            match self.peek() {
                K::Eof => {
                    self.error_here("expected a \"{\"");
                    return Err(Recover);
                }
                // `template <class T> constexpr int S<T>::n;`: the redundant definition
                // of a constexpr static data member (C++17 [depr.static.constexpr]).
                K::Semi if !parens && self.toks[decl_start..self.pos].iter().any(|t| t.kind == K::KwConstexpr) => {
                    self.bump();
                    return Ok(());
                }
                K::Semi => {
                    self.error_here("a member of a class template can only be redeclared by its definition");
                    self.bump();
                    return Err(Recover);
                }
                K::LBrace => break,
                // A constructor's mem-initializers may hold braces (`: data{re, im}`).
                K::Colon if parens => {
                    self.skip_member_initializers();
                    break;
                }
                K::LParen => {
                    parens = true;
                    self.skip_parens();
                }
                _ => {
                    self.bump();
                }
            }
        }
        self.skip_braces();
        let member = OutOfClassMember {
            params,
            decl_start,
            written,
            partial: None,
        };
        act_on_out_of_class_member(self, ct, member, span);
        Ok(())
    }

    /// Without consuming anything: the arguments of the qualifier `Name<args>::` whose
    /// name is at offset `name_at`, read with `params` as placeholders (what tells a
    /// member of a partial specialization, `vec_t<T, 3>::`, from one of the primary
    /// template); `None` when they cannot be read so.
    fn qualifier_pattern(
        &mut self,
        ct: crate::sema::templates::ClassTemplateId,
        name_at: usize,
        params: &[(Sym, TemplateParamKind)],
    ) -> Option<Vec<crate::mangle::TemplateArg>> {
        let back = self.pos;
        let span = self.tok_at(name_at).span;
        self.pos += name_at + 1;
        let saved = self.bind_pattern_params(params);
        let in_pattern = std::mem::replace(&mut self.in_template_pattern, true);
        let opaque = std::mem::take(&mut self.pattern_opaque);
        let (args, failed) = self.tentatively(|p| {
            let args = p.template_arguments().ok()?;
            complete_class_args(p, ct, args, span)
        });
        self.pattern_opaque = opaque;
        self.in_template_pattern = in_pattern;
        self.unbind_pattern_params(saved);
        self.pos = back;
        args.filter(|_| !failed)
    }

    /// Parses the out-of-class member definition at token `pos` in namespace `ns` with
    /// its parameters bound as `bindings` says.
    pub(in crate::parser) fn define_template_member(&mut self, ns: NsId, pos: usize, bindings: &Bindings) {
        let saved = self.leave_context(Replay::OutOfClassMember);
        let bound = bindings.iter().map(|(name, a)| (*name, a));
        let scope = self.sema.enter_out_of_class_member_scope(ns, bound);
        self.pos = pos;
        let outer = self.out_of_class_replay.replace((ns, bindings.clone()));
        let _ = self.external_declaration();
        self.out_of_class_replay = outer;
        self.sema.leave_template_scope(scope);
        self.return_to(saved);
    }

    /// The body of member function `func` of class template instance `class` (scope
    /// `class_ns`), defined outside the class and read now for one instance, when it may
    /// wait for a use of `func` as a body written in the class does ([temp.inst]/4):
    /// CUB's and Thrust's out-of-class members are instantiated with every class
    /// instance otherwise (kernels nvcc does not emit). `None`, to parse it now, when
    /// this is no such definition or the function was named already.
    pub(in crate::parser) fn waiting_out_of_class_body(
        &mut self,
        replay: Option<(NsId, Bindings)>,
        func: crate::il::FnDeclId,
        class: TypeId,
        class_ns: NsId,
    ) -> Option<DeferredMemberBody> {
        let replay = replay?;
        let waits = self.sema.func(func).body.is_none()
            && !self.sema.is_named(func)
            && self.sema.member_body_may_wait(func, class);
        waits.then(|| DeferredMemberBody {
            func,
            pos: self.pos,
            packs: self.param_packs.clone(),
            class,
            class_ns,
            out_of_class: Some(replay),
        })
    }

    /// Parses the body of out-of-class member definition `m` whose function was named,
    /// in the scopes [`Parser::define_template_member`] read its declaration in:
    /// namespace `ns` with the definition's parameters bound as `bindings` say.
    pub(in crate::parser) fn define_out_of_class_body(&mut self, m: DeferredMemberBody, ns: NsId, bindings: &Bindings) {
        let saved = self.leave_context(Replay::MemberBody);
        let bound = bindings.iter().map(|(name, a)| (*name, a));
        let scope = self.sema.enter_out_of_class_body_scope(ns, bound);
        // As with its class: errors in an instance stand for every use.
        let region = self.sema.enter_region(false);
        let class_ns = m.class_ns;
        self.deferred_body(m.into(), class_ns);
        self.sema.leave_region(&region);
        self.sema.leave_template_scope(scope);
        self.return_to(saved);
    }

    /// `Name<args>::member` naming a type member of a class template instance
    /// (`RemovePtr<int*>::type`), consumed.
    pub(in crate::parser) fn class_member_type(&mut self) -> PResult<TypeId> {
        if let Some(ty) = self.dependent_member_type()? {
            return Ok(ty);
        }
        let Some(ns) = self.nested_name_specifier(false)? else {
            return Err(Recover);
        };
        // `Traits<T>::template rebind<U>`.
        self.eat(K::KwTemplate);
        let name = self.expect(K::Ident, "identifier")?;
        let arguments_follow = self.peek() == K::Lt;
        match self
            .sema
            .member_type_name(ns, None, name.text, name.span, arguments_follow)
        {
            Some(MemberTypeName::Type(ty)) => Ok(ty),
            Some(MemberTypeName::AliasTemplate(id)) => self.alias_template_use(id, name.span),
            // `parity<N>::template pmake<N>`: a member class template's instance.
            Some(MemberTypeName::ClassTemplate(ct)) => self.class_template_use(ct, name.span),
            None => Err(Recover),
        }
    }

    /// `Name<args>::member` whose class is a dependent placeholder (its arguments name
    /// a signature pattern's parameters): the opaque type substitution resolves per
    /// call (`typename enable_if<C, R>::type`); `None`, nothing consumed, otherwise.
    fn dependent_member_type(&mut self) -> PResult<Option<TypeId>> {
        let Some((ct, _)) = self.class_template_qualifier_at(0) else {
            return Ok(None);
        };
        if !self.in_template_pattern {
            return Ok(None);
        }
        let start = self.pos;
        let t = self.bump();
        let class = self.class_template_use(ct, t.span)?;
        if !self.sema.is_dependent(class) || self.peek() != K::ColonColon {
            self.pos = start;
            return Ok(None);
        }
        self.bump();
        self.eat(K::KwTemplate);
        let name = self.expect(K::Ident, "identifier")?;
        if self.peek() == K::Lt {
            self.template_arguments()?;
        }
        self.pattern_opaque = true;
        let what = self.text(name).to_string();
        let key = self.opaque_site.map_or(start, |site| (site << 24) ^ start);
        Ok(Some(self.sema.opaque_dependent_type(&what, Some(class), key)))
    }

    /// `::name`, `::template name<args>` (repeated) after a type already read, as in
    /// `typename alias_t<T>::type` or `typename fn_t<F>::template call<T>` with
    /// `fn_t` an alias template: the member type each step names. A dependent class
    /// (`dependent`: the arguments it came from name a pattern's parameters) gives an
    /// opaque type that substitution resolves per instance.
    pub(in crate::parser) fn member_types_after(
        &mut self,
        mut ty: TypeId,
        dependent: bool,
        start: usize,
    ) -> PResult<TypeId> {
        while self.peek() == K::ColonColon
            && (self.peek_at(1) == K::Ident || (self.peek_at(1) == K::KwTemplate && self.peek_at(2) == K::Ident))
        {
            if dependent || self.sema.is_dependent_or_opaque(ty) {
                self.bump();
                self.eat(K::KwTemplate);
                let name = self.bump();
                if self.peek() == K::Lt {
                    self.template_arguments()?;
                }
                self.pattern_opaque = true;
                let what = self.text(name).to_string();
                let key = self.opaque_site.map_or(start, |site| (site << 24) ^ self.pos);
                ty = self.sema.opaque_dependent_type(&what, Some(ty), key);
                continue;
            }
            let at = self.tok_at(1).span;
            let Some(ns) = self.sema.member_type_qualifier(ty, at) else {
                return Err(Recover);
            };
            self.bump();
            self.eat(K::KwTemplate);
            let name = self.bump();
            let arguments_follow = self.peek() == K::Lt;
            ty = match self
                .sema
                .member_type_name(ns, Some(ty), name.text, name.span, arguments_follow)
            {
                Some(MemberTypeName::Type(t)) => t,
                Some(MemberTypeName::AliasTemplate(id)) => self.alias_template_use(id, name.span)?,
                Some(MemberTypeName::ClassTemplate(ct)) => self.class_template_use(ct, name.span)?,
                None => return Err(Recover),
            };
        }
        Ok(ty)
    }
}
