//! Member functions: declarations inside a class (bodies deferred until the class is
//! complete, as C++ specifies), out-of-line definitions (`R S::f(...) const { ... }`),
//! constructors with member initializer lists (static data members: `parser::classes::static_members`),
//! and definitions of namespace members outside their namespace (`void a::f() {}`).

use crate::il::FnDeclId;
use crate::sema::classes::member_bodies::EarlyDefinition;
use crate::sema::classes::member_functions::{DeclaredMemberFunction, MemberFnSpecifiers};
use crate::sema::classes::members::{MethodQuals, RefQual};
use crate::sema::lookup::NsId;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::declarations::{DeclSpec, Declarator, Storage};
use crate::parser::{PResult, Parser, Recover};

/// A member function body written in the class, parsed once the class is complete.
#[derive(Clone, Debug)]
pub(in crate::parser) struct DeferredBody {
    pub func: FnDeclId,
    /// Token index of the body's `{` (or of the `:` of a constructor's initializers).
    pub pos: usize,
    /// The function parameter packs of its parameter list (see `Parser::param_packs`).
    pub packs: Vec<(crate::symbol::Sym, Vec<crate::symbol::Sym>)>,
}

/// A member function with a deduced result whose body waits for its class's end (see
/// `Parser::define_deduced_members`).
pub(in crate::parser) struct DeducedMemberBody {
    pub func: FnDeclId,
    /// Token index of its body.
    pub pos: usize,
    /// The function parameter packs of its parameter list.
    pub packs: Vec<(crate::symbol::Sym, Vec<crate::symbol::Sym>)>,
    /// The class scope.
    pub ns: NsId,
}

impl<'a> Parser<'_, 'a> {
    /// If the current token is `operator` naming an overloadable operator, how many
    /// tokens the operator takes (`+` and `new` are 1, `[]` and `()` are 2, `new[]` 3).
    pub(in crate::parser) fn operator_name_len(&self) -> Option<usize> {
        if self.allocation_operator_at(1) {
            let array = self.peek_at(2) == K::LBracket && self.peek_at(3) == K::RBracket;
            return Some(if array { 3 } else { 1 });
        }
        match (self.peek_at(1), self.peek_at(2)) {
            (K::LBracket, K::RBracket) | (K::LParen, K::RParen) => Some(2),
            (K::LBracket | K::RBracket | K::LParen | K::RParen, _) => None,
            (k, _) => crate::parser::declarations::operator_spelling(k).map(|_| 1),
        }
    }

    /// Whether the token at offset `n` is `new` or `delete` (written as identifiers).
    fn allocation_operator_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        t.kind == K::Ident && matches!(self.text(t), "new" | "delete")
    }

    /// `operator+`, `operator[]`, `operator new[]`, ... at the current token, consumed:
    /// the function's name as declared (`operator+`, `operator new[]`) and its span.
    pub(in crate::parser) fn operator_function_id(&mut self) -> Option<(crate::symbol::Sym, crate::source::Span)> {
        if self.peek() != K::Ident || self.text(self.tok()) != "operator" {
            return None;
        }
        let len = self.operator_name_len()?;
        let kw = self.bump();
        let mut spelled = String::from("operator");
        let mut end = kw.span;
        for _ in 0..len {
            let t = self.bump();
            match crate::parser::declarations::operator_spelling(t.kind) {
                Some(op) => spelled.push_str(op),
                // `new`/`delete`: spelled with the space the standard writes.
                None => {
                    spelled.push(' ');
                    spelled.push_str(self.text(t));
                }
            }
            end = t.span;
        }
        Some((self.intern(&spelled), kw.span.to(end)))
    }

    /// Whether tokens at offset `n` name a constructor being declared: the class name
    /// followed by `(` inside the class, or `S::S(` outside it.
    pub(in crate::parser) fn is_ctor_name_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        if t.kind != K::Ident {
            return false;
        }
        if self.class_ctor_name == Some(t.text) && self.peek_at(n + 1) == K::LParen {
            return true;
        }
        if self.class_ctor_name == Some(t.text) && self.injected_template_id_len_at(n + 1) > 0 {
            return true;
        }
        // `Box<T>::Box(`: a constructor of a class template defined outside the class
        // (the tokens are read before the name is looked up).
        if self.peek_at(n + 1) == K::Lt {
            let names_ctor = self.template_id_qualifier_len(n).is_some_and(|len| {
                let again = self.tok_at(n + len);
                again.kind == K::Ident && again.text == t.text && self.peek_at(n + len + 1) == K::LParen
            });
            return names_ctor && self.class_template_named_at(n).is_some();
        }
        let again = self.tok_at(n + 2);
        self.peek_at(n + 1) == K::ColonColon
            && again.kind == K::Ident
            && again.text == t.text
            && self.peek_at(n + 3) == K::LParen
            && self.sema.names_class(t.text)
    }

    /// A member function declarator `d` of `class`; returns whether the declaration ended
    /// (a body was given, so no `;` follows).
    pub(in crate::parser) fn member_function(
        &mut self,
        class: TypeId,
        spec: &DeclSpec,
        d: &Declarator,
        first: bool,
        deferred: &mut Vec<DeferredBody>,
    ) -> PResult<bool> {
        let has_body = first && (self.peek() == K::LBrace || (spec.is_ctor && self.peek() == K::Colon));
        let mut deleted_member = false;
        if self.peek() == K::Assign && matches!(self.peek_at(1), K::KwDefault | K::Ident) {
            // `= default` / `= delete`: the implicit member is used; a defaulted default
            // constructor exists even next to other constructors.
            let no_params =
                matches!(d.ops.last(), Some(crate::parser::declarations::DeclOp::Function(ps, false)) if ps.is_empty());
            let deleted = self.peek_at(1) != K::KwDefault;
            if spec.is_ctor && no_params {
                self.sema.mark_written_default_ctor(class, deleted);
            }
            let mut special = spec.is_ctor;
            if let Some(crate::parser::declarations::DeclOp::Function(ps, false)) = d.ops.last() {
                let params: Vec<TypeId> = ps.iter().map(|p| p.ty).collect();
                let name = d.name.map(|(n, _)| n);
                special |= self
                    .sema
                    .note_written_special_member(class, spec.is_ctor, name, &params, deleted);
            }
            self.bump();
            self.bump();
            // A deleted ordinary member (`R& operator=(V&) = delete;` beside other
            // assignments): declared, so overload resolution may choose it (an error,
            // a substitution failure in a trial).
            if !deleted || special {
                return Ok(false);
            }
            deleted_member = true;
        }
        let info = self.fn_decl_info(spec, d, has_body)?;
        let quals = MethodQuals {
            is_const: d.const_method,
            is_volatile: d.volatile_method,
            ref_qual: d.ref_qual.map_or(RefQual::None, |(q, _)| q),
            is_static: spec.storage == Storage::Static,
            is_ctor: spec.is_ctor,
        };
        let pure = self.peek() == K::Assign && self.peek_at(1) == K::Number && self.text(self.tok_at(1)) == "0";
        if pure {
            self.bump();
            self.bump();
        }
        let specs = MemberFnSpecifiers {
            explicit: spec.is_explicit,
            noexcept: d.noexcept,
            is_virtual: self.pending_virtual,
            pure,
            bad_storage: (spec.storage != Storage::None && spec.storage != Storage::Static).then_some(spec.span),
            has_body,
        };
        let f = self.sema.act_on_member_function_declaration(class, info, quals, specs);
        if let (Some(f), true) = (&f, deleted_member) {
            self.sema.mark_deleted(f.func);
        }
        if let (Some(f), true) = (&f, self.member_access_restricted) {
            self.sema.mark_not_public(f.func);
        }
        if let (Some(f), Some(open)) = (&f, d.noexcept_pending) {
            self.pending_noexcepts.push((f.func, open));
        }
        if f.is_some() && (self.pending_virtual || pure) {
            self.pending_virtual = false;
        }
        if !has_body {
            return Ok(false);
        }
        match f {
            Some(DeclaredMemberFunction { func, early_scope }) => {
                let body = DeferredBody {
                    func,
                    pos: self.pos,
                    packs: std::mem::take(&mut self.param_packs),
                };
                if let Some(ns) = early_scope {
                    // See `define_deduced_members`.
                    self.deduced_member_bodies.push(DeducedMemberBody {
                        func: body.func,
                        pos: body.pos,
                        packs: body.packs.clone(),
                        ns,
                    });
                }
                deferred.push(body);
                self.skip_function_body();
            }
            None => self.skip_function_body(),
        }
        Ok(true)
    }

    /// Before a call of one of `set` while a class is being parsed: a member function
    /// of that class whose body waits for the class's end is defined now when the call
    /// may need it (`sema::classes::member_bodies::EarlyDefinition`): a deduced result
    /// gives the call its type (`using _TempStorage = decltype(temp_storage_helper());`,
    /// as CUB's BlockLoad writes it), a `constexpr` member of a class template instance
    /// its value (`static constexpr size_t value = find();`, as CuTe's `find_true`
    /// writes it). Its body sees the members declared before the call; a `constexpr`
    /// body with errors there is parsed again at the class's end.
    pub(in crate::parser) fn define_deduced_members(&mut self, set: &[FnDeclId]) {
        for &f in set {
            let Some(k) = self.deduced_member_bodies.iter().position(|b| b.func == f) else {
                continue;
            };
            let DeducedMemberBody { func, pos, packs, ns } = self.deduced_member_bodies.swap_remove(k);
            let Some(why) = self.sema.early_definition(func) else {
                continue;
            };
            let trial = (why == EarlyDefinition::ConstantEvaluation).then(|| (self.begin_trial(), self.error_count()));
            let saved_packs = std::mem::take(&mut self.param_packs);
            let saved_split = self.split_shr.take();
            self.deferred_body(DeferredBody { func, pos, packs }, ns);
            self.split_shr = saved_split;
            self.param_packs = saved_packs;
            match trial {
                Some((trial, errors)) if self.error_count() > errors => {
                    self.end_trial(trial);
                    self.sema.forget_member_body(func);
                }
                _ => {
                    self.defined_early.insert(func);
                }
            }
        }
    }

    /// Skips `[: initializers] { ... }`.
    pub(in crate::parser) fn skip_function_body(&mut self) {
        self.skip_member_initializers();
        self.skip_braces();
    }

    /// Skips `: a(x), b{y}` up to the body's `{`.
    pub(in crate::parser) fn skip_member_initializers(&mut self) {
        if !self.eat(K::Colon) {
            return;
        }
        loop {
            match self.peek() {
                K::Eof => return,
                K::LParen => {
                    let mut depth = 0i32;
                    loop {
                        match self.bump().kind {
                            K::Eof => return,
                            K::LParen => depth += 1,
                            K::RParen => {
                                depth -= 1;
                                if depth <= 0 {
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                }
                K::LBrace if matches!(self.toks[self.pos - 1].kind, K::Ident | K::Gt) => self.skip_braces(),
                K::LBrace => return,
                _ => {
                    self.bump();
                }
            }
        }
    }

    /// Parses a deferred member function body inside the scope of its class.
    pub(in crate::parser) fn deferred_body(&mut self, d: DeferredBody, class_scope: NsId) {
        let saved_pos = self.pos;
        let context = self.sema.enter_deferred_member_body(class_scope);
        let saved_launch = std::mem::replace(&mut self.in_launch_config, false);
        let saved_targs = std::mem::replace(&mut self.in_template_args, false);
        // The body may stand after the end of stored tokens being replayed.
        let saved_limit = std::mem::replace(&mut self.token_limit, usize::MAX);
        self.pos = d.pos;
        self.param_packs = d.packs;
        let _ = self.function_body_with(Some(d.func), |p| p.member_initializers(d.func));
        self.token_limit = saved_limit;
        self.in_template_args = saved_targs;
        self.in_launch_config = saved_launch;
        self.sema.leave_deferred_member_body(context);
        self.pos = saved_pos;
    }

    /// A declaration at namespace scope whose declarator name is qualified (`S::f`,
    /// `a::g`): the out-of-line definition of a member function, or of a function of
    /// namespace `ns`.
    pub(in crate::parser) fn qualified_definition(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        ns: NsId,
    ) -> PResult<Option<FnDeclId>> {
        let span = d.name.map(|n| n.1).unwrap_or(spec.span);
        // Only the definition an out-of-class member replay starts with is its own.
        let replay = self.out_of_class_replay.take();
        let Some(class) = self.sema.class_of_scope(ns) else {
            if !d.is_function() {
                self.error_at(span, "qualified variable definitions are not supported yet");
                return Err(Recover);
            }
            // A namespace member defined outside its namespace.
            let is_def = self.peek() == K::LBrace;
            let mut plain = d.clone();
            plain.qualifier = None;
            return self.in_namespace_context(ns, |p| p.qualified_namespace_function(spec, &plain, is_def));
        };
        if !d.is_function() {
            return self.static_member_definition(spec, d, class, ns).map(|_| None);
        }
        let is_def = self.peek() == K::LBrace || (spec.is_ctor && self.peek() == K::Colon);
        if !is_def {
            self.error_at(span, "a member function can only be redeclared by its definition");
            return Err(Recover);
        }
        let info = self.fn_decl_info(spec, d, true)?;
        let quals = MethodQuals {
            is_const: d.const_method,
            is_volatile: d.volatile_method,
            ref_qual: d.ref_qual.map_or(RefQual::None, |(q, _)| q),
            is_static: false,
            is_ctor: spec.is_ctor,
        };
        let f = self.sema.define_method(class, info, quals);
        if let Some(body) = f.and_then(|func| self.waiting_out_of_class_body(replay, func, class, ns)) {
            self.sema.defer_member_body(body);
            self.skip_function_body();
            return Ok(f);
        }
        let r = self.in_qualified_context(ns, |p| match f {
            Some(func) => p.function_body_with(Some(func), |p| p.member_initializers(func)),
            None => p.function_body(None),
        });
        r.map(Some)
    }

    /// The body of `void a::f() { ... }` in the context of namespace `a`.
    fn qualified_namespace_function(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        is_def: bool,
    ) -> PResult<Option<FnDeclId>> {
        if let Some((name, span)) = d.name {
            if !self.sema.namespace_function_declared(name, span) {
                if is_def {
                    self.skip_braces();
                    return Ok(None);
                }
                return Err(Recover);
            }
        }
        let info = self.fn_decl_info(spec, d, is_def)?;
        let f = self.sema.declare_function(info);
        if is_def {
            return self.function_body(f).map(Some);
        }
        self.expect(K::Semi, ";")?;
        Ok(None)
    }
}
