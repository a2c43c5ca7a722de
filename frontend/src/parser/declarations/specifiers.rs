//! Declaration specifiers: type specifiers (`unsigned long long`, `decltype(e)`, names of
//! types, `struct`/`enum` specifiers), qualifiers, storage classes, CUDA execution and
//! memory spaces, inline hints, `constexpr`, and attributes skipped between them.

use crate::il::InlineHint;
use crate::sema::classify_name::NameKind;
use crate::sema::type_specifiers::TypeWords;
use crate::token::TokenKind as K;
use crate::types::{Quals, TypeId};

use super::{DeclSpec, Storage};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Declaration specifiers (at least one type specifier unless recovering).
    pub(in crate::parser) fn decl_specifiers(&mut self) -> PResult<DeclSpec> {
        let start = self.span();
        let mut words = TypeWords::default();
        let mut quals = Quals::NONE;
        // Only these specifiers' attributes speak for this declaration (one read where
        // nothing took it, a destructor's, must not reach the next function).
        self.pending_inline = None;
        let mut spec = DeclSpec {
            ty: TypeId::INT,
            storage: Storage::None,
            global: false,
            device: false,
            host: false,
            mem_space: None,
            inline: InlineHint::None,
            span: start,
            is_enum: false,
            is_auto: false,
            decltype_auto: false,
            is_constexpr: false,
            is_consteval: false,
            deprecated: None,
            noreturn: false,
            attrs: Default::default(),
            launch_attr_spans: Default::default(),
            is_ctor: false,
            is_explicit: false,
            grid_constant: None,
            is_friend: false,
            align: None,
        };
        loop {
            if words.named.is_none() {
                self.complete_qualifying_classes_at(0);
            }
            if self.may_start_attribute() {
                let tags = self.abi_tags_ahead();
                if self.skip_attributes() {
                    if !tags.is_empty() {
                        // Kept by where the specifiers start, for the function they declare.
                        self.abi_tags_by_spec
                            .entry((start.file.0, start.start))
                            .or_default()
                            .extend(tags);
                    }
                    continue;
                }
            }
            let t = self.tok();
            // The name's text, fetched once for the words below.
            let word = SpecifierWord::of(t.kind, || self.text(t));
            // What the name names, looked up once for the cases below that ask (nothing
            // changes between their questions).
            let name_kind = std::cell::Cell::new(None);
            let classify = |p: &Self| {
                let k = name_kind.get().unwrap_or_else(|| p.classify(t.text));
                name_kind.set(Some(k));
                k
            };
            match t.kind {
                K::KwConst => quals = quals.union(Quals::CONST),
                K::KwVolatile => quals = quals.union(Quals::VOLATILE),
                K::KwRestrict => quals = quals.union(Quals::RESTRICT),
                K::KwVoid => words.void += 1,
                K::KwBool => words.bool_ += 1,
                K::KwChar => words.char_ += 1,
                K::KwShort => words.short += 1,
                K::KwInt => words.int += 1,
                K::KwLong => words.long += 1,
                K::KwInt128 => words.int128 += 1,
                K::KwSigned => words.signed += 1,
                K::KwUnsigned => words.unsigned += 1,
                K::KwFloat => words.float += 1,
                K::KwDouble => words.double += 1,
                K::Ident if !words.any && words.named.is_none() && self.is_ctor_name_at(0) => {
                    // A constructor declarator follows; it has no type.
                    spec.is_ctor = true;
                    words.named = Some(TypeId::VOID);
                    break;
                }
                K::Ident if word == SpecifierWord::Explicit => {
                    spec.is_explicit = self.explicit_specifier()?;
                    continue;
                }
                // A member function declared `virtual` (after other specifiers).
                K::Ident if word == SpecifierWord::Virtual => self.pending_virtual = true,
                K::Ident if word == SpecifierWord::Friend => spec.is_friend = true,
                K::Ident if word == SpecifierWord::Complex => {
                    // C99/GNU complex types: nvcc accepts their declarations but
                    // not most of their arithmetic in device code.
                    self.error_at(t.span, crate::sema::device_types::COMPLEX_TYPES);
                }
                K::Ident if word == SpecifierWord::KernelAttribute => {
                    self.kernel_attribute(&mut spec.attrs, &mut spec.launch_attr_spans)?;
                    continue;
                }
                K::Ident if !words.any && words.named.is_none() && self.at_decltype_auto(0) => {
                    for _ in 0..4 {
                        self.bump();
                    }
                    words.named = Some(TypeId::INT);
                    spec.is_auto = true;
                    spec.decltype_auto = true;
                    continue;
                }
                K::Ident
                    if !words.any
                        && words.named.is_none()
                        && self.text(t) == "decltype"
                        && self.peek_at(1) == K::LParen =>
                {
                    let start = self.pos;
                    let ty = self.decltype_specifier()?;
                    // `decltype(a)::value_type`: a member type of it, named on.
                    let dependent = self.sema.type_mentions_opaque(ty);
                    words.named = Some(self.member_types_after(ty, dependent, start)?);
                    continue;
                }
                K::Ident if !words.any && words.named.is_none() && self.at_typeof(0) => {
                    words.named = Some(self.typeof_specifier()?);
                    continue;
                }
                K::Ident if !words.any && words.named.is_none() && self.at_type_trait(0) => {
                    words.named = Some(self.type_trait()?);
                    continue;
                }
                // `typename` before a qualified name: names are never dependent when parsed
                // (templates are parsed per instance), so it changes nothing.
                K::KwTypename if !words.any && words.named.is_none() => {}
                K::Ident if !words.any && words.named.is_none() && self.param_qualifier_at(0) => {
                    words.named = Some(self.param_member_type()?);
                    continue;
                }
                K::Ident if !words.any && words.named.is_none() && self.class_template_qualifier_at(0).is_some() => {
                    words.named = Some(self.class_member_type()?);
                    continue;
                }
                K::Ident | K::ColonColon
                    if !words.any
                        && words.named.is_none()
                        && (self.qualified_class_template_at(0))
                            .or_else(|| self.qualified_deduced_class_template_at(0))
                            .is_some() =>
                {
                    let found =
                        (self.qualified_class_template_at(0)).or_else(|| self.qualified_deduced_class_template_at(0));
                    let Some((ct, len)) = found else {
                        break;
                    };
                    let start = self.pos;
                    for _ in 0..len {
                        self.bump();
                    }
                    // `ns::Box<T>::type`, `ns::Box<N>::template rebind<U>`.
                    match self.declared_class_template_use(ct, t.span)? {
                        Some(ty) => words.named = Some(self.member_types_after(ty, false, start)?),
                        None => {
                            words.named = Some(TypeId::INT);
                            spec.is_auto = true;
                        }
                    }
                    continue;
                }
                K::Ident
                    if !words.any && words.named.is_none() && matches!(classify(self), NameKind::AliasTemplate(_)) =>
                {
                    let NameKind::AliasTemplate(id) = classify(self) else {
                        break;
                    };
                    let start = self.pos;
                    self.bump();
                    let (ty, dependent) = self.alias_template_use_dependent(id, t.span)?;
                    words.named = Some(self.member_types_after(ty, dependent, start)?);
                    continue;
                }
                // `ns::Vec<T>`, `::ns::Vec<T>`, `Traits::rebind<T>`.
                K::Ident | K::ColonColon
                    if !words.any && words.named.is_none() && self.alias_template_named_at(0).is_some() =>
                {
                    let Some((id, len)) = self.alias_template_named_at(0) else {
                        break;
                    };
                    let start = self.pos;
                    for _ in 0..len {
                        self.bump();
                    }
                    let (ty, dependent) = self.alias_template_use_dependent(id, t.span)?;
                    words.named = Some(self.member_types_after(ty, dependent, start)?);
                    continue;
                }
                K::Ident
                    if !words.any
                        && words.named.is_none()
                        && (matches!(classify(self), NameKind::ClassTemplate(_))
                            || self.class_template_named_at(0).is_some()) =>
                {
                    let ct = match classify(self) {
                        NameKind::ClassTemplate(ct) => ct,
                        _ => match self.class_template_named_at(0) {
                            Some(ct) => ct,
                            None => break,
                        },
                    };
                    self.bump();
                    match self.declared_class_template_use(ct, t.span)? {
                        Some(ty) => words.named = Some(ty),
                        None => {
                            words.named = Some(TypeId::INT);
                            spec.is_auto = true;
                        }
                    }
                    continue;
                }
                K::Ident if !words.any && words.named.is_none() => match classify(self) {
                    NameKind::Class(ty) | NameKind::Type(ty) if self.peek_at(1) != K::ColonColon => {
                        self.complete_undefined_instance(ty, t.span);
                        words.named = Some(ty);
                    }
                    NameKind::Enum(ty) if self.peek_at(1) != K::ColonColon => {
                        words.named = Some(ty);
                        spec.is_enum = true;
                    }
                    _ => match self.qualified_type_at(0) {
                        Some((ty, len)) => {
                            self.complete_undefined_instance(ty, t.span);
                            words.named = Some(ty);
                            for _ in 0..len {
                                self.bump();
                            }
                            continue;
                        }
                        None => break,
                    },
                },
                K::ColonColon if !words.any && words.named.is_none() => match self.qualified_type_at(0) {
                    Some((ty, len)) => {
                        self.complete_undefined_instance(ty, t.span);
                        words.named = Some(ty);
                        for _ in 0..len {
                            self.bump();
                        }
                        continue;
                    }
                    None => break,
                },
                K::KwStatic | K::KwExtern | K::KwTypedef | K::KwRegister => {
                    let s = match t.kind {
                        K::KwStatic => Storage::Static,
                        K::KwExtern => Storage::Extern,
                        K::KwTypedef => Storage::Typedef,
                        _ => Storage::Register,
                    };
                    if spec.storage != Storage::None && spec.storage != s {
                        self.error_at(t.span, "more than one storage class may not be specified");
                    }
                    spec.storage = s;
                }
                K::KwInline => {
                    if spec.inline == InlineHint::None {
                        spec.inline = InlineHint::Inline;
                    }
                }
                K::KwForceInline => spec.inline = InlineHint::Force,
                K::KwNoInline => spec.inline = InlineHint::Never,
                K::KwConstexpr => {
                    // constexpr objects are const (see `Sema::constexpr_object_type`; not the
                    // result of a constexpr function); constexpr functions are inline and
                    // can be evaluated in constant expressions.
                    spec.is_constexpr = true;
                    spec.is_consteval |= self.text(t) == "consteval";
                    if spec.inline == InlineHint::None {
                        spec.inline = InlineHint::Inline;
                    }
                }
                K::KwGlobal => spec.global = true,
                K::KwDevice => spec.device = true,
                K::KwHost => spec.host = true,
                K::KwShared => spec.mem_space = Some(("__shared__", t.span)),
                K::KwConstant => spec.mem_space = Some(("__constant__", t.span)),
                K::KwManaged => spec.mem_space = Some(("__managed__", t.span)),
                K::KwGridConstant => spec.grid_constant = Some(t.span),
                K::KwEnum if words.named.is_none() && !words.any => {
                    words.named = Some(self.enum_specifier()?);
                    spec.is_enum = true;
                    continue;
                }
                K::KwStruct | K::KwUnion | K::KwClass if words.named.is_none() && !words.any => {
                    words.named = Some(self.record_specifier()?);
                    continue;
                }
                K::KwAuto if words.named.is_none() && !words.any && self.auto_params.is_some() => {
                    words.named = Some(self.generic_auto_type());
                }
                K::KwAuto if words.named.is_none() && !words.any => {
                    words.named = Some(TypeId::INT);
                    spec.is_auto = true;
                }
                K::KwStruct | K::KwUnion | K::KwClass | K::KwEnum | K::KwAuto => {
                    let what = self.text(t).to_string();
                    self.error_at(t.span, format!("'{what}' types are not supported yet"));
                    return Err(Recover);
                }
                _ => break,
            }
            if !matches!(t.kind, K::Ident) {
                words.any |= matches!(
                    t.kind,
                    K::KwVoid
                        | K::KwBool
                        | K::KwChar
                        | K::KwShort
                        | K::KwInt
                        | K::KwLong
                        | K::KwInt128
                        | K::KwSigned
                        | K::KwUnsigned
                        | K::KwFloat
                        | K::KwDouble
                );
            }
            self.bump();
        }
        spec.span = start.to(self.prev_span());
        spec.deprecated = self.pending_deprecated.take();
        spec.noreturn = std::mem::take(&mut self.pending_noreturn);
        if let Some(hint) = self.pending_inline.take() {
            spec.inline = hint;
        }
        spec.align = self.pending_align.take();
        let base = self.sema.type_from_words(&words, spec.span).ok_or(Recover)?;
        spec.ty = self.sema.types().qualified(base, quals);
        Ok(spec)
    }

    /// Whether `decltype(auto)` starts at offset `n`.
    pub(in crate::parser) fn at_decltype_auto(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        t.kind == K::Ident
            && self.peek_at(n + 1) == K::LParen
            && self.peek_at(n + 2) == K::KwAuto
            && self.peek_at(n + 3) == K::RParen
            && self.text(t) == "decltype"
    }

    /// `decltype(expr)`: the declared type of a named variable, otherwise the expression's
    /// type, as a reference when the expression is an lvalue. The operand is not evaluated.
    pub(in crate::parser) fn decltype_specifier(&mut self) -> PResult<TypeId> {
        self.bump();
        let open = self.pos;
        self.expect(K::LParen, "(")?;
        let named = self.peek() == K::Ident && self.peek_at(1) == K::RParen;
        // `decltype(v<T>)`, `decltype(ns::v)`: an id-expression naming a variable too.
        let id_expression = matches!(self.peek(), K::Ident | K::ColonColon);
        // In a signature pattern the operand may only make sense for some arguments:
        // tried, and on failure an opaque type that substitution checks per call.
        let trial = self.in_template_pattern.then(|| self.begin_trial());
        let outer_named = std::mem::take(&mut self.dependent_var_template_named);
        let e = self.unevaluated_operand(|p| p.nested(|p| p.expr()));
        let placeholder = std::mem::replace(&mut self.dependent_var_template_named, outer_named);
        if let Some(trial) = trial {
            let failed = self.end_trial(trial);
            if failed || e.is_err() || self.peek() != K::RParen || placeholder {
                return Ok(self.opaque_operand_type(open, "decltype"));
            }
        }
        let e = e?;
        self.expect(K::RParen, ")")?;
        Ok(self.sema.decltype_type(e, named, id_expression))
    }

    /// Whether GNU's `__typeof__(`, `__typeof(` or `typeof(` (when `typeof` names nothing
    /// declared) starts at offset `n`.
    pub(in crate::parser) fn at_typeof(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        t.kind == K::Ident
            && self.peek_at(n + 1) == K::LParen
            && match self.text(t) {
                "__typeof__" | "__typeof" => true,
                "typeof" => self.classify(t.text) == NameKind::Unknown,
                _ => false,
            }
    }

    /// GNU `__typeof__(expr)` or `__typeof__(type-id)`: the operand's type; an
    /// expression operand is not evaluated. In a signature pattern, as `decltype`, an
    /// operand that only makes sense for some arguments gives an opaque type.
    pub(in crate::parser) fn typeof_specifier(&mut self) -> PResult<TypeId> {
        self.bump();
        let open = self.pos;
        self.expect(K::LParen, "(")?;
        let trial = self.in_template_pattern.then(|| self.begin_trial());
        let ty = match self.typeof_type_id() {
            Some(ty) => Ok(ty),
            None => {
                let e = self.unevaluated_operand(|p| p.nested(|p| p.expr()));
                e.map(|e| self.sema.typeof_type(e))
            }
        };
        if let Some(trial) = trial {
            let failed = self.end_trial(trial);
            if failed || ty.is_err() || self.peek() != K::RParen {
                return Ok(self.opaque_operand_type(open, "__typeof__"));
            }
        }
        let ty = ty?;
        self.expect(K::RParen, ")")?;
        Ok(ty)
    }

    /// The operand of `__typeof__(` when it is a whole type-id (`__typeof__(int[3])`),
    /// consumed; otherwise nothing is (`__typeof__(T() * 2)` starts like one).
    fn typeof_type_id(&mut self) -> Option<TypeId> {
        if !self.at_type_name_at(0) {
            return None;
        }
        let start = self.pos;
        let (ty, failed) = self.tentatively(|p| p.type_name());
        match ty {
            Ok(ty) if !failed && self.peek() == K::RParen => Some(ty),
            _ => {
                self.pos = start;
                None
            }
        }
    }

    /// The opaque type of a `decltype` or `__typeof__` (`what`) whose parenthesized
    /// operand at token `open` a signature pattern cannot resolve: skipped, and left to
    /// substitution per call.
    fn opaque_operand_type(&mut self, open: usize, what: &str) -> TypeId {
        self.pos = open;
        self.skip_parens();
        self.pattern_opaque = true;
        // Keyed by where it is written in its file (it is part of mangled names),
        // not by token index, which depends on how much of the prelude was read.
        let at = self.toks[open].span;
        let key = ((at.file.0 as usize) << 32) | at.start as usize;
        self.sema.opaque_dependent_type(what, None, key)
    }

    /// Whether the current token may start an attribute or an alignment specifier
    /// (`[[`, or a name before `(`: `__attribute__((`, `alignas(`): the test of token
    /// kinds made before the spellings are compared.
    fn may_start_attribute(&self) -> bool {
        match self.peek() {
            K::LBracket => self.peek_at(1) == K::LBracket,
            K::Ident => self.peek_at(1) == K::LParen,
            _ => false,
        }
    }

    /// Skips C++11 attributes `[[...]]` and GNU `__attribute__((...))`, which do not
    /// change the meaning of the supported subset. Returns whether anything was skipped.
    pub(in crate::parser) fn skip_attributes(&mut self) -> bool {
        if !self.may_start_attribute() {
            return false;
        }
        if self.is_alignas_at(0) {
            // Errors are reported; the declaration goes on without the alignment.
            let _ = self.alignas_specifier();
            return true;
        }
        let cxx = self.peek() == K::LBracket && self.peek_at(1) == K::LBracket;
        let gnu = self.peek() == K::Ident && self.peek_at(1) == K::LParen && self.text(self.tok()) == "__attribute__";
        if !cxx && !gnu {
            return false;
        }
        let (open, close) = if cxx {
            (K::LBracket, K::RBracket)
        } else {
            self.bump();
            (K::LParen, K::RParen)
        };
        let mut depth = 0i32;
        loop {
            let t = self.bump();
            let k = t.kind;
            if k == K::Eof {
                return true;
            }
            if k == K::Ident && matches!(self.text(t), "deprecated" | "__deprecated__") {
                // `deprecated` or `deprecated("message")`: remembered for the declaration.
                let msg = if self.peek() == K::LParen && self.peek_at(1) == K::StrLit {
                    let lit = self.tok_at(1);
                    crate::literal::parse_string(self.text(lit))
                        .ok()
                        .map(|b| String::from_utf8_lossy(&b).into_owned())
                } else {
                    None
                };
                let text = msg.unwrap_or_default();
                self.pending_deprecated = Some(self.intern(&text));
            }
            if k == K::Ident && depth == 2 {
                // As `__noinline__` and `__forceinline__` (nvcc honours both spellings).
                match self.text(t) {
                    "noinline" | "__noinline__" => self.pending_inline = Some(InlineHint::Never),
                    "always_inline" | "__always_inline__" => self.pending_inline = Some(InlineHint::Force),
                    _ => {}
                }
            }
            if k == K::Ident && matches!(self.text(t), "noreturn" | "__noreturn__") && depth == 2 {
                // Calls of the function end their path (no "missing return" after one).
                self.pending_noreturn = true;
            }
            if k == K::Ident && matches!(self.text(t), "packed" | "__packed__") && depth == 2 {
                self.pending_packed = true;
            }
            if k == K::Ident && matches!(self.text(t), "aligned" | "__aligned__") && depth == 2 {
                let _ = self.aligned_attribute_arg(t.span);
                continue;
            }
            if k == K::Ident && matches!(self.text(t), "abi_tag" | "__abi_tag__") && depth == 2 {
                self.check_abi_tag_arguments();
                continue;
            }
            if k == open {
                depth += 1;
            } else if k == close {
                depth -= 1;
                if depth == 0 {
                    return true;
                }
            }
        }
    }
}

/// What an identifier among declaration specifiers is, as `decl_specifiers` asks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SpecifierWord {
    Explicit,
    Virtual,
    Friend,
    Complex,
    KernelAttribute,
    Other,
}

impl SpecifierWord {
    /// The word of a token of kind `kind` spelled `text()` (asked only for an identifier).
    fn of<'t>(kind: K, text: impl FnOnce() -> &'t str) -> SpecifierWord {
        if kind != K::Ident {
            return SpecifierWord::Other;
        }
        match text() {
            "explicit" => SpecifierWord::Explicit,
            "virtual" => SpecifierWord::Virtual,
            "friend" => SpecifierWord::Friend,
            "_Complex" | "__complex__" => SpecifierWord::Complex,
            t if super::kernel_attributes::is_kernel_attribute(t) => SpecifierWord::KernelAttribute,
            _ => SpecifierWord::Other,
        }
    }
}
