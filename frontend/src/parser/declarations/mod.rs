//! Declarations: specifiers (types, qualifiers, storage classes, CUDA execution and memory
//! spaces, inline hints), declarators (pointers, arrays, functions, parentheses), function
//! definitions, `extern "C"`, `typedef`, and local variable declarations with initializers.
//!
//! Submodules: `auto_variables` (`auto` locals: syntax, deduction is Sema's), `alignment`
//! (`alignas`, `__align__`), `kernel_attributes` (`__launch_bounds__`, ...), `enums`,
//! `namespaces` (namespaces, `using`, qualified names), `aliases_and_asserts`
//! (`static_assert`, `using X = T;`), `unknown_types` (recovery from undeclared type names).

pub(super) mod aliases_and_asserts;
pub(super) mod alignment;
pub(super) mod auto_variables;
pub(super) mod enums;
pub(super) mod kernel_attributes;
pub(super) mod namespaces;
pub(super) mod unknown_types;

use crate::il::{ExecSpace, FuncId, InlineHint, Stmt, StmtKind};
use crate::sema::decl::{FnDeclInfo, InitSyn, ParamInfo};
use crate::sema::lookup::Entity;
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::{Quals, TypeId};

use super::{PResult, Parser, Recover};

/// Most elements of a local array of class objects that are constructed one by one.
const MAX_CONSTRUCTED_ELEMENTS: u64 = 256;

/// Storage class written in the declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Storage {
    #[default]
    None,
    Static,
    Extern,
    Typedef,
    Register,
}

/// Parsed declaration specifiers.
#[derive(Clone, Copy, Debug)]
pub struct DeclSpec {
    pub ty: TypeId,
    pub storage: Storage,
    pub global: bool,
    pub device: bool,
    pub host: bool,
    /// `__shared__`, `__constant__` or `__managed__` seen (with its span).
    pub mem_space: Option<(&'static str, Span)>,
    pub inline: InlineHint,
    pub span: Span,
    /// The type is an enumeration (or a typedef of one).
    pub is_enum: bool,
    /// `auto`: the type is deduced from the initializer (`ty` is a placeholder).
    pub is_auto: bool,
    /// `constexpr`.
    pub is_constexpr: bool,
    /// `[[deprecated("message")]]`: the message (possibly empty).
    pub deprecated: Option<Sym>,
    /// Kernel launch attributes (`__launch_bounds__`, ...).
    pub attrs: crate::il::KernelAttrs,
    /// The declaration names a constructor (`S(...)`, `S::S(...)`): no type was written.
    pub is_ctor: bool,
    /// `__grid_constant__` seen (a kernel parameter read in place).
    pub grid_constant: Option<Span>,
    /// The alignment requested by `alignas`/`__align__`/`aligned` among the specifiers.
    pub align: Option<(u64, Span)>,
}

/// One step of a declarator, applied to the type built so far.
#[derive(Clone, Debug)]
pub(super) enum DeclOp {
    Pointer(Quals),
    /// `&`: an lvalue reference.
    Reference(Span),
    /// `&&`: an rvalue reference.
    RvalueReference(Span),
    /// `[N]`, or `[]` (None).
    Array(Option<u64>, Span),
    Function(Vec<ParamInfo>, bool),
}

/// A parsed declarator: the declared name (absent in abstract declarators) and the type
/// operations in application order.
#[derive(Clone, Debug)]
pub(super) struct Declarator {
    pub(super) name: Option<(Sym, Span)>,
    pub(super) ops: Vec<DeclOp>,
    /// `a::b::name`: the namespace or class scope the name was qualified with.
    pub(super) qualifier: Option<crate::sema::lookup::NsId>,
    /// `const` after a function's parameter list (a `const` member function).
    pub(super) const_method: bool,
    /// `-> T` after a function's parameter list (with `auto` as the written result).
    pub(super) trailing_ret: Option<TypeId>,
    /// `f<int>`: explicit template arguments after a function template's name (an
    /// explicit specialization).
    pub(super) template_args: Option<Vec<crate::mangle::TemplateArg>>,
}

/// A function declaration's signature as templates need it.
pub(super) struct FnSignature {
    pub(super) name: Sym,
    pub(super) span: Span,
    pub(super) ret: TypeId,
    /// Declared parameter types (top-level qualifiers dropped).
    pub(super) params: Vec<TypeId>,
    pub(super) variadic: bool,
    /// Explicit template arguments after the name (`f<int>`), if any.
    pub(super) template_args: Option<Vec<crate::mangle::TemplateArg>>,
    /// A `const` member function.
    pub(super) is_const: bool,
    /// Declared `static`.
    pub(super) is_static: bool,
}

impl Declarator {
    pub(super) fn is_function(&self) -> bool {
        matches!(self.ops.last(), Some(DeclOp::Function(..)))
    }
}

/// Type-specifier keywords seen, for combining (`unsigned long long int`).
#[derive(Default)]
struct TypeWords {
    void: u8,
    bool_: u8,
    char_: u8,
    short: u8,
    int: u8,
    long: u8,
    signed: u8,
    unsigned: u8,
    float: u8,
    double: u8,
    named: Option<TypeId>,
    any: bool,
}

impl<'a> Parser<'a> {
    /// Whether the current token can begin a declaration.
    pub(super) fn at_decl_start(&self) -> bool {
        self.is_decl_start_at(0)
    }

    pub(super) fn is_decl_start_at(&self, n: usize) -> bool {
        if (self.peek_at(n) == K::LBracket && self.peek_at(n + 1) == K::LBracket)
            || (self.peek_at(n) == K::Ident
                && self.text(self.tok_at(n)) == "__attribute__"
                && self.peek_at(n + 1) == K::LParen)
            || self.is_alignas_at(n)
        {
            return true;
        }
        match self.peek_at(n) {
            K::KwBool
            | K::KwChar
            | K::KwShort
            | K::KwInt
            | K::KwLong
            | K::KwSigned
            | K::KwUnsigned
            | K::KwFloat
            | K::KwDouble
            | K::KwVoid
            | K::KwConst
            | K::KwVolatile
            | K::KwRestrict
            | K::KwStatic
            | K::KwExtern
            | K::KwTypedef
            | K::KwRegister
            | K::KwInline
            | K::KwConstexpr
            | K::KwGlobal
            | K::KwDevice
            | K::KwHost
            | K::KwShared
            | K::KwConstant
            | K::KwManaged
            | K::KwGridConstant
            | K::KwForceInline
            | K::KwNoInline
            | K::KwStruct
            | K::KwUnion
            | K::KwClass
            | K::KwEnum
            | K::KwTypename
            | K::KwAuto => true,
            K::Ident if self.text(self.tok_at(n)) == "decltype" && self.peek_at(n + 1) == K::LParen => true,
            K::Ident if self.text(self.tok_at(n)) == "explicit" || self.is_ctor_name_at(n) => true,
            K::Ident
                if matches!(self.peek_at(n + 1), K::Lt | K::Ident)
                    && matches!(
                        self.sema.scopes.lookup(self.tok_at(n).text),
                        Some(Entity::ClassTemplate(_))
                    ) =>
            {
                true
            }
            K::Ident | K::ColonColon => {
                let t = self.tok_at(n);
                (t.kind == K::Ident && self.sema.scopes.is_type_name(t.text) && self.peek_at(n + 1) != K::ColonColon)
                    || self.qualified_type_at(n).is_some()
                    || self.qualified_class_template_at(n).is_some()
            }
            _ => false,
        }
    }

    /// Whether the current token starts a type name (for casts and `sizeof`).
    pub(super) fn at_type_name_at(&self, n: usize) -> bool {
        match self.peek_at(n) {
            K::KwStatic
            | K::KwExtern
            | K::KwTypedef
            | K::KwRegister
            | K::KwInline
            | K::KwGlobal
            | K::KwDevice
            | K::KwHost
            | K::KwShared
            | K::KwConstant
            | K::KwManaged
            | K::KwGridConstant
            | K::KwForceInline
            | K::KwNoInline
            | K::KwConstexpr => false,
            _ => self.is_decl_start_at(n),
        }
    }

    /// A file-scope declaration or definition. Returns the function defined, if any.
    pub(super) fn external_declaration(&mut self) -> PResult<Option<FuncId>> {
        match self.peek() {
            K::Semi => {
                self.bump();
                return Ok(None);
            }
            K::PragmaUnroll => {
                self.stray_unroll_pragma();
                return Ok(None);
            }
            K::PragmaPack => {
                self.pack_pragma();
                return Ok(None);
            }
            K::KwExtern if self.peek_at(1) == K::StrLit => return self.linkage_spec(),
            K::KwStaticAssert => return self.static_assert_declaration().map(|_| None),
            K::KwUsing if self.peek_at(2) == K::Assign => return self.alias_declaration().map(|_| None),
            K::KwUsing => return self.using_directive_or_declaration().map(|_| None),
            K::KwNamespace => return self.namespace_definition().map(|_| None),
            K::KwTemplate => return self.template_declaration().map(|_| None),
            K::KwTypename => {
                let what = self.text(self.tok()).to_string();
                self.error_here(&format!("'{what}' declarations are not supported yet"));
                return Err(Recover);
            }
            _ => {}
        }
        if !self.at_decl_start() {
            self.error_here("expected a declaration");
            return Err(Recover);
        }
        let spec = self.decl_specifiers()?;
        self.grid_constant_elsewhere(&spec);
        if self.eat(K::Semi) {
            return Ok(None);
        }
        let mut first = true;
        loop {
            let d = self.nested(|p| p.declarator(false))?;
            if let Some(ns) = d.qualifier {
                return self.qualified_definition(&spec, &d, ns);
            }
            if d.is_function() {
                let is_def = first && self.peek() == K::LBrace;
                let f = self.function_declaration(&spec, &d, is_def)?;
                if is_def {
                    return self.function_body(f).map(Some);
                }
            } else {
                self.non_function_declaration(&spec, &d, true)?;
            }
            first = false;
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::Semi, ";")?;
        Ok(None)
    }

    /// `extern "C" decl` or `extern "C" { decls }`.
    fn linkage_spec(&mut self) -> PResult<Option<FuncId>> {
        self.bump();
        let lit = self.bump();
        let lang = self.text(lit).to_string();
        let is_c = match lang.as_str() {
            "\"C\"" => true,
            "\"C++\"" => false,
            _ => {
                self.sema
                    .diags
                    .error(lit.span, format!("invalid linkage specification {lang}"));
                return Err(Recover);
            }
        };
        let saved = self.extern_c;
        self.extern_c = is_c;
        let r = if self.eat(K::LBrace) {
            while !matches!(self.peek(), K::RBrace | K::Eof) {
                if self.sema.diags.saturated() {
                    break;
                }
                let start = self.pos;
                if self.external_declaration().is_err() {
                    self.sync_top_level();
                }
                if self.pos == start {
                    self.bump();
                }
            }
            self.expect(K::RBrace, "}").map(|_| None)
        } else {
            self.external_declaration()
        };
        self.extern_c = saved;
        r
    }

    /// Declaration specifiers (at least one type specifier unless recovering).
    pub(super) fn decl_specifiers(&mut self) -> PResult<DeclSpec> {
        let start = self.span();
        let mut words = TypeWords::default();
        let mut quals = Quals::NONE;
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
            is_constexpr: false,
            deprecated: None,
            attrs: Default::default(),
            is_ctor: false,
            grid_constant: None,
            align: None,
        };
        loop {
            if self.skip_attributes() {
                continue;
            }
            let t = self.tok();
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
                K::Ident if self.text(t) == "explicit" => {}
                K::Ident if super::declarations::kernel_attributes::is_kernel_attribute(self.text(t)) => {
                    self.kernel_attribute(&mut spec.attrs)?;
                    continue;
                }
                K::Ident
                    if !words.any
                        && words.named.is_none()
                        && self.text(t) == "decltype"
                        && self.peek_at(1) == K::LParen =>
                {
                    words.named = Some(self.decltype_specifier()?);
                    continue;
                }
                // `typename` before a qualified name: names are never dependent when parsed
                // (templates are parsed per instance), so it changes nothing.
                K::KwTypename if !words.any && words.named.is_none() => {}
                K::Ident if !words.any && words.named.is_none() && self.class_template_qualifier_at(0).is_some() => {
                    words.named = Some(self.class_member_type()?);
                    continue;
                }
                K::Ident | K::ColonColon
                    if !words.any && words.named.is_none() && self.qualified_class_template_at(0).is_some() =>
                {
                    let Some((ct, len)) = self.qualified_class_template_at(0) else {
                        break;
                    };
                    for _ in 0..len {
                        self.bump();
                    }
                    words.named = Some(self.class_template_use(ct, t.span)?);
                    continue;
                }
                K::Ident
                    if !words.any
                        && words.named.is_none()
                        && (matches!(self.sema.scopes.lookup(t.text), Some(Entity::ClassTemplate(_)))
                            || self.class_template_named_at(0).is_some()) =>
                {
                    let ct = match self.sema.scopes.lookup(t.text).cloned() {
                        Some(Entity::ClassTemplate(ct)) => ct,
                        _ => match self.class_template_named_at(0) {
                            Some(ct) => ct,
                            None => break,
                        },
                    };
                    self.bump();
                    words.named = Some(self.class_template_use(ct, t.span)?);
                    continue;
                }
                K::Ident if !words.any && words.named.is_none() => match self.sema.scopes.lookup(t.text) {
                    Some(Entity::Typedef(ty)) if self.peek_at(1) != K::ColonColon => words.named = Some(*ty),
                    Some(Entity::Enum(ty)) if self.peek_at(1) != K::ColonColon => {
                        words.named = Some(*ty);
                        spec.is_enum = true;
                    }
                    _ => match self.qualified_type_at(0) {
                        Some((ty, len)) => {
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
                        self.sema
                            .diags
                            .error(t.span, "more than one storage class may not be specified");
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
                    // constexpr objects are const (see `constexpr_object_type`; not the
                    // result of a constexpr function); constexpr functions are inline and
                    // can be evaluated in constant expressions.
                    spec.is_constexpr = true;
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
                    self.sema
                        .diags
                        .error(t.span, format!("'{what}' types are not supported yet"));
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
        spec.align = self.pending_align.take();
        let base = self.combine_type_words(&words, spec.span)?;
        spec.ty = base.with_quals(quals);
        Ok(spec)
    }

    /// `decltype(expr)`: the declared type of a named variable, otherwise the expression's
    /// type, as a reference when the expression is an lvalue. The operand is not evaluated.
    fn decltype_specifier(&mut self) -> PResult<TypeId> {
        self.bump();
        self.expect(K::LParen, "(")?;
        let named = self.peek() == K::Ident && self.peek_at(1) == K::RParen;
        let e = self.nested(|p| p.expr())?;
        self.expect(K::RParen, ")")?;
        if self.sema.is_err(e) {
            return Ok(TypeId::ERROR);
        }
        let ty = match e.kind {
            crate::il::ExprKind::Var(v) if named => self.sema.var(v).ty,
            crate::il::ExprKind::Unary {
                op: crate::il::UnaryOp::Deref,
                operand,
            } if named && matches!(operand.kind, crate::il::ExprKind::Cast { .. }) => {
                // A reference variable: its declared type is a reference.
                self.sema.types.lvalue_ref_to(e.ty)
            }
            _ if e.lvalue && !named => self.sema.types.lvalue_ref_to(e.ty),
            _ => e.ty,
        };
        Ok(ty)
    }

    /// Skips C++11 attributes `[[...]]` and GNU `__attribute__((...))`, which do not
    /// change the meaning of the supported subset. Returns whether anything was skipped.
    pub(super) fn skip_attributes(&mut self) -> bool {
        if self.is_alignas_at(0) {
            // Errors are reported; the declaration goes on without the alignment.
            let _ = self.alignas_specifier();
            return true;
        }
        let cxx = self.peek() == K::LBracket && self.peek_at(1) == K::LBracket;
        let gnu = self.peek() == K::Ident && self.text(self.tok()) == "__attribute__" && self.peek_at(1) == K::LParen;
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
                self.pending_deprecated = Some(self.sema.interner.intern(&text));
            }
            if k == K::Ident && matches!(self.text(t), "packed" | "__packed__") && depth == 2 {
                self.pending_packed = true;
            }
            if k == K::Ident && matches!(self.text(t), "aligned" | "__aligned__") && depth == 2 {
                let _ = self.aligned_attribute_arg(t.span);
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

    /// The type named by a combination of type-specifier keywords.
    fn combine_type_words(&mut self, w: &TypeWords, span: Span) -> PResult<TypeId> {
        if let Some(t) = w.named {
            if w.any {
                self.sema.diags.error(span, "invalid combination of type specifiers");
                return Err(Recover);
            }
            return Ok(t);
        }
        let sign = (w.signed > 0, w.unsigned > 0);
        let bad = || -> bool {
            w.signed > 1 || w.unsigned > 1 || (w.signed > 0 && w.unsigned > 0) || w.int > 1 || w.short > 1 || w.long > 2
        };
        let others = |n: u8| -> bool {
            // Count of "major" words other than the one being classified must be zero.
            w.void + w.bool_ + w.char_ + w.float + w.double + n > 1
        };
        if bad() {
            self.sema.diags.error(span, "invalid combination of type specifiers");
            return Err(Recover);
        }
        let ty = if w.void > 0 {
            (!others(0) && w.short + w.long + w.int + w.signed + w.unsigned == 0).then_some(TypeId::VOID)
        } else if w.bool_ > 0 {
            (!others(0) && w.short + w.long + w.int + w.signed + w.unsigned == 0).then_some(TypeId::BOOL)
        } else if w.float > 0 {
            (!others(0) && w.short + w.long + w.int + w.signed + w.unsigned == 0).then_some(TypeId::FLOAT)
        } else if w.double > 0 {
            // `long double` is accepted as `double` on the device.
            (!others(0) && w.short + w.int + w.signed + w.unsigned == 0 && w.long <= 1).then_some(TypeId::DOUBLE)
        } else if w.char_ > 0 {
            (!others(0) && w.short + w.long + w.int == 0).then_some(match sign {
                (true, _) => TypeId::SCHAR,
                (_, true) => TypeId::UCHAR,
                _ => TypeId::CHAR,
            })
        } else if w.short > 0 {
            (w.long == 0).then_some(if sign.1 { TypeId::USHORT } else { TypeId::SHORT })
        } else if w.long == 1 {
            Some(if sign.1 { TypeId::ULONG } else { TypeId::LONG })
        } else if w.long == 2 {
            Some(if sign.1 { TypeId::ULONGLONG } else { TypeId::LONGLONG })
        } else if w.int > 0 || w.signed > 0 || w.unsigned > 0 {
            Some(if sign.1 { TypeId::UINT } else { TypeId::INT })
        } else {
            self.sema
                .diags
                .error(span, "this declaration has no storage class or type specifier");
            return Err(Recover);
        };
        ty.ok_or_else(|| {
            self.sema.diags.error(span, "invalid combination of type specifiers");
            Recover
        })
    }

    /// A declarator; `abstract_ok` allows the name to be missing (parameters, type names).
    pub(super) fn declarator(&mut self, abstract_ok: bool) -> PResult<Declarator> {
        let mut ptrs = Vec::new();
        while self.eat(K::Star) {
            let mut q = Quals::NONE;
            loop {
                match self.peek() {
                    K::KwConst => q = q.union(Quals::CONST),
                    K::KwVolatile => q = q.union(Quals::VOLATILE),
                    K::KwRestrict => q = q.union(Quals::RESTRICT),
                    _ => break,
                }
                self.bump();
            }
            ptrs.push(DeclOp::Pointer(q));
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
        let mut name = None;
        let mut inner_ops = Vec::new();
        let mut qualifier = None;
        let mut template_args = None;
        if (self.peek() == K::Ident && self.peek_at(1) == K::ColonColon)
            || self.peek() == K::ColonColon
            || self.class_template_qualifier_at(0).is_some()
        {
            let start = self.span();
            qualifier = self.nested_name_specifier(false)?;
            if !matches!(self.peek(), K::Ident) {
                self.sema.diags.error(start, "expected a qualified name");
                return Err(Recover);
            }
        }
        match self.peek() {
            K::Ident if self.text(self.tok()) == "operator" && self.operator_name_len().is_some() => {
                let len = self.operator_name_len().unwrap_or(1);
                let kw = self.bump();
                let mut spelled = String::from("operator");
                let mut end = kw.span;
                for _ in 0..len {
                    let t = self.bump();
                    spelled.push_str(operator_spelling(t.kind).unwrap_or(""));
                    end = t.span;
                }
                name = Some((self.sema.interner.intern(&spelled), kw.span.to(end)));
            }
            K::Ident => {
                let t = self.bump();
                name = Some((t.text, t.span));
                if self.peek() == K::Lt && matches!(self.sema.scopes.lookup(t.text), Some(Entity::FuncTemplate(_))) {
                    template_args = Some(self.template_arguments()?);
                }
            }
            K::LParen
                if matches!(self.peek_at(1), K::Star | K::LParen | K::Amp)
                    || (self.peek_at(1) == K::Ident && !self.at_type_name_at(1)) =>
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
        let frames = qualifier.map(|ns| self.sema.scopes.enter_qualified_context(ns));
        let suffixes = self.declarator_suffixes(name.is_some());
        if let Some(frames) = frames {
            self.sema.scopes.restore_frames(frames);
        }
        let (suffixes, const_method, trailing_ret) = suffixes?;
        let mut ops = ptrs;
        ops.extend(suffixes.into_iter().rev());
        ops.extend(inner_ops);
        Ok(Declarator {
            name,
            ops,
            qualifier,
            const_method,
            trailing_ret,
            template_args,
        })
    }

    /// Array and function suffixes of a declarator (`[N]`, `(params) [const]`), in source
    /// order, and whether a `const` followed a parameter list.
    pub(super) fn declarator_suffixes(&mut self, named: bool) -> PResult<(Vec<DeclOp>, bool, Option<TypeId>)> {
        let mut suffixes = Vec::new();
        let mut const_method = false;
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
                        && !self.is_decl_start_at(1)
                        && !self.at_unknown_type_at(1) =>
                {
                    break
                }
                K::LParen => {
                    self.bump();
                    let (params, variadic) = self.parameter_list()?;
                    suffixes.push(DeclOp::Function(params, variadic));
                    if self.eat(K::KwConst) {
                        const_method = true;
                    }
                    while self.peek() == K::Ident && matches!(self.text(self.tok()), "noexcept" | "override") {
                        self.bump();
                    }
                    if self.eat(K::Arrow) {
                        trailing = Some(self.type_name()?);
                        break;
                    }
                }
                _ => break,
            }
        }
        Ok((suffixes, const_method, trailing))
    }

    /// Checks an array bound: a positive integer constant.
    fn array_length(&mut self, e: &crate::il::Expr) -> Option<u64> {
        if self.sema.is_err(e) {
            return None;
        }
        if !self.sema.types.is_integer(e.ty) {
            self.sema
                .diags
                .error(e.span, "expression must have integral or unscoped enum type");
            return None;
        }
        match self.sema.const_int(e) {
            None => {
                self.sema.diags.error(e.span, "expression must have a constant value");
                None
            }
            Some(v) if v <= 0 => {
                self.sema
                    .diags
                    .error(e.span, "the size of an array must be greater than zero");
                None
            }
            Some(v) if v > (1i128 << 40) => {
                self.sema.diags.error(e.span, "array is too large");
                None
            }
            Some(v) => Some(v as u64),
        }
    }

    /// `__grid_constant__` outside a parameter list: ignored with nvcc's warning.
    fn grid_constant_elsewhere(&mut self, spec: &DeclSpec) {
        if let Some(span) = spec.grid_constant {
            self.sema
                .diags
                .warning(span, "attribute \"grid_constant\" does not apply here");
        }
    }

    /// A parameter list after `(`, through `)`.
    pub(super) fn parameter_list(&mut self) -> PResult<(Vec<ParamInfo>, bool)> {
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
        loop {
            if self.eat(K::Ellipsis) {
                variadic = true;
                break;
            }
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
                self.sema.diags.error(spec.span, "'auto' parameters are not supported");
                return Err(Recover);
            }
            let d = self.nested(|p| p.declarator(true))?;
            let ty = self.build_type(spec.ty, &d.ops)?;
            let ty = self.adjust_param_type(ty);
            if self.sema.types.is_void(ty) {
                self.sema.diags.error(start, "incomplete type \"void\" is not allowed");
                return Err(Recover);
            }
            let span = d.name.map(|(_, s)| s).unwrap_or(start.to(self.prev_span()));
            let default = if !self.eat(K::Assign) {
                None
            } else if self.in_template_pattern {
                self.skip_default_argument();
                None
            } else {
                let e = self.nested(|p| p.assign_expr())?;
                self.sema.default_argument(e, ty)
            };
            params.push(ParamInfo {
                name: d.name.map(|(n, _)| n),
                ty,
                span,
                default,
                grid_constant: spec.grid_constant.is_some(),
            });
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RParen, ")")?;
        Ok((params, variadic))
    }

    /// Parameter type adjustment: arrays and functions become pointers (qualifiers of the
    /// parameter itself are kept on the variable).
    fn adjust_param_type(&mut self, ty: TypeId) -> TypeId {
        if let Some((elem, _)) = self.sema.types.array_elem(ty) {
            return self.sema.types.pointer_to(elem).with_quals(ty.quals());
        }
        if self.sema.types.is_function(ty) {
            return self.sema.types.pointer_to(ty);
        }
        ty
    }

    /// Applies declarator operations to a base type.
    pub(super) fn build_type(&mut self, base: TypeId, ops: &[DeclOp]) -> PResult<TypeId> {
        let mut ty = base;
        for op in ops {
            ty = match op {
                DeclOp::Pointer(q) => self.sema.types.pointer_to(ty).with_quals(*q),
                DeclOp::Reference(span) | DeclOp::RvalueReference(span) => {
                    if self.sema.types.is_void(ty) {
                        self.sema.diags.error(*span, "a reference to void is not allowed");
                        return Err(Recover);
                    }
                    self.sema.reference_to(ty, matches!(op, DeclOp::RvalueReference(_)))
                }
                DeclOp::Array(len, span) => {
                    if self.sema.types.is_function(ty) {
                        self.sema.diags.error(*span, "array of functions is not allowed");
                        return Err(Recover);
                    }
                    if self.sema.types.is_void(ty) {
                        self.sema.diags.error(*span, "array of void is not allowed");
                        return Err(Recover);
                    }
                    if self.sema.types.referee(ty).is_some() {
                        self.sema.diags.error(*span, "an array of references is not allowed");
                        return Err(Recover);
                    }
                    self.sema.types.array_of(ty, len.unwrap_or(0))
                }
                DeclOp::Function(params, variadic) => {
                    if self.sema.types.is_array(ty) || self.sema.types.is_function(ty) {
                        let span = self.prev_span();
                        self.sema
                            .diags
                            .error(span, "function returning an array or function is not allowed");
                        return Err(Recover);
                    }
                    let ps = params.iter().map(|p| p.ty.unqualified()).collect();
                    self.sema.types.function(ty, ps, *variadic)
                }
            };
        }
        Ok(ty)
    }

    /// The signature of a function declaration (specifiers and declarator, up to but not
    /// including a body or `;`): name, span, return type and declared parameter types.
    pub(super) fn function_signature(&mut self) -> PResult<FnSignature> {
        let spec = self.decl_specifiers()?;
        let d = self.nested(|p| p.declarator(false))?;
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let Some(DeclOp::Function(params, variadic)) = d.ops.last() else {
            let class_template = matches!(self.sema.scopes.lookup(name), Some(Entity::ClassTemplate(_)));
            let msg = if self.peek() == K::Lt && !class_template {
                format!("{} is not a template", self.sema.interner.get(name))
            } else {
                "only function templates are supported".to_string()
            };
            self.sema.diags.error(span, msg);
            return Err(Recover);
        };
        let ret = self.function_result(&spec, &d, span)?;
        let params: Vec<TypeId> = params.iter().map(|p| p.ty.unqualified()).collect();
        Ok(FnSignature {
            name,
            span,
            ret: ret.unqualified(),
            params,
            variadic: *variadic,
            template_args: d.template_args,
            is_const: d.const_method,
            is_static: spec.storage == Storage::Static,
        })
    }

    /// The declared result type of function declarator `d`: the written type, the
    /// trailing `-> T` after `auto`, or the placeholder `auto` to be deduced from the body.
    fn function_result(&mut self, spec: &DeclSpec, d: &Declarator, span: Span) -> PResult<TypeId> {
        let outer = &d.ops[..d.ops.len() - 1];
        let base = match (spec.is_auto, d.trailing_ret) {
            (true, Some(t)) if outer.is_empty() => return Ok(t),
            (false, Some(_)) => {
                self.sema
                    .diags
                    .error(span, "a trailing return type requires the \"auto\" type specifier");
                return Err(Recover);
            }
            (true, _)
                if outer
                    .iter()
                    .any(|op| !matches!(op, DeclOp::Pointer(_) | DeclOp::Reference(_))) =>
            {
                self.sema.diags.error(
                    span,
                    "deduced return types with '&&' or array declarators are not supported yet",
                );
                return Err(Recover);
            }
            // `const auto&`: the qualifiers written next to `auto` stay on the placeholder.
            (true, _) => {
                let auto = self.sema.auto_type();
                auto.with_quals(crate::types::Quals(spec.ty.quals().0 & 3))
            }
            (false, None) => spec.ty,
        };
        self.build_type(base, outer)
    }

    /// A type name (in casts and `sizeof`): specifiers and an abstract declarator.
    pub(super) fn type_name(&mut self) -> PResult<TypeId> {
        let spec = self.decl_specifiers()?;
        if spec.is_auto {
            self.sema.diags.error(spec.span, "'auto' is not allowed here");
            return Err(Recover);
        }
        let d = self.nested(|p| p.declarator(true))?;
        if let Some((_, span)) = d.name {
            self.sema.diags.error(span, "expected a type name, not a declaration");
            return Err(Recover);
        }
        self.build_type(spec.ty, &d.ops)
    }

    /// The execution space from `__global__`/`__device__`/`__host__`.
    fn exec_space(&mut self, spec: &DeclSpec) -> ExecSpace {
        if spec.global && (spec.device || spec.host) {
            let other = if spec.device { "__device__" } else { "__host__" };
            self.sema.diags.error(
                spec.span,
                format!("\"__global__\" and \"{other}\" cannot be used together"),
            );
        }
        if spec.global {
            ExecSpace::Global
        } else if spec.device && spec.host {
            ExecSpace::HostDevice
        } else if spec.device {
            ExecSpace::Device
        } else {
            ExecSpace::Host
        }
    }

    /// Declares the function named by a function declarator.
    fn function_declaration(&mut self, spec: &DeclSpec, d: &Declarator, is_def: bool) -> PResult<Option<FuncId>> {
        if d.const_method {
            let span = d.name.map(|n| n.1).unwrap_or(spec.span);
            self.sema
                .diags
                .error(span, "a type qualifier is not allowed on a nonmember function");
        }
        if spec.is_ctor {
            let span = d.name.map(|n| n.1).unwrap_or(spec.span);
            self.sema
                .diags
                .error(span, "this declaration has no storage class or type specifier");
            return Err(Recover);
        }
        let info = self.fn_decl_info(spec, d, is_def)?;
        Ok(self.sema.declare_function(info))
    }

    /// The declaration of the function named by a function declarator, as sema takes it.
    pub(super) fn fn_decl_info(&mut self, spec: &DeclSpec, d: &Declarator, is_def: bool) -> PResult<FnDeclInfo> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        if let Some((space, s)) = spec.mem_space {
            self.sema
                .diags
                .error(s, format!("{space} cannot be applied to a function"));
        }
        if spec.storage == Storage::Typedef {
            self.sema.diags.error(span, "function typedefs are not supported yet");
            return Err(Recover);
        }
        let Some(DeclOp::Function(params, variadic)) = d.ops.last() else {
            return Err(Recover);
        };
        let ret = self.function_result(spec, d, span)?;
        let mut exec = self.exec_space(spec);
        if spec.is_constexpr && exec == ExecSpace::Host && !spec.host {
            // As nvcc's --expt-relaxed-constexpr: usable from device code too.
            exec = ExecSpace::HostDevice;
        }
        let info = FnDeclInfo {
            name,
            span,
            ret,
            params: params.clone(),
            variadic: *variadic,
            exec,
            extern_c: self.extern_c,
            is_static: spec.storage == Storage::Static,
            inline: spec.inline,
            is_definition: is_def,
            is_constexpr: spec.is_constexpr,
            deprecated: spec.deprecated,
            attrs: spec.attrs,
        };
        Ok(info)
    }

    /// A function body `{ ... }` for `f` (skipped when the declaration failed).
    pub(super) fn function_body(&mut self, f: Option<FuncId>) -> PResult<FuncId> {
        self.function_body_with(f, |_| Ok(Vec::new()))
    }

    /// A function body whose first statements come from `prologue`, parsed after the
    /// parameters are in scope (a constructor's member initializers).
    pub(super) fn function_body_with(
        &mut self,
        f: Option<FuncId>,
        prologue: impl FnOnce(&mut Self) -> PResult<Vec<Stmt<'a>>>,
    ) -> PResult<FuncId> {
        let Some(f) = f else {
            self.skip_function_body();
            return Err(Recover);
        };
        let start = self.pos;
        self.skip_member_initializers();
        let body_pos = self.pos;
        self.pos = start;
        let outer_temps = std::mem::take(&mut self.sema.pending_temps);
        self.sema.begin_function_body(f);
        let mut first = match prologue(self) {
            Ok(stmts) => stmts,
            Err(Recover) => {
                // Back to the body after a bad initializer list.
                self.pos = body_pos;
                Vec::new()
            }
        };
        let body = self.compound_statement(false);
        let mut body = match body {
            Ok(b) => b,
            Err(Recover) => {
                let span = self.prev_span();
                self.sema.stmt(StmtKind::Compound(&[]), span)
            }
        };
        // Temporaries live in the function's frame: declared first, initialized where used.
        let temps = std::mem::replace(&mut self.sema.pending_temps, outer_temps);
        if !temps.is_empty() || !first.is_empty() {
            let mut stmts: Vec<Stmt<'a>> = temps
                .into_iter()
                .map(|var| Stmt {
                    kind: StmtKind::Decl { var, init: None },
                    span: body.span,
                })
                .collect();
            stmts.append(&mut first);
            stmts.push(*body);
            let list = self.sema.arena.alloc_slice_fill_iter(stmts);
            body = self.sema.stmt(StmtKind::Compound(list), body.span);
        }
        self.sema.end_function_body(f, body);
        Ok(f)
    }

    /// A declarator that is not a function: a typedef or a variable. At file scope
    /// variables are not supported yet.
    pub(super) fn non_function_declaration(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        file_scope: bool,
    ) -> PResult<Option<&'a Stmt<'a>>> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let ty = self.build_type(spec.ty, &d.ops)?;
        let ty = self.constexpr_object_type(spec, ty);
        if spec.storage == Storage::Typedef {
            if let Some(Entity::Typedef(old) | Entity::Enum(old)) = self.sema.scopes.lookup_current(name) {
                if *old != ty {
                    let n = self.sema.interner.get(name).to_string();
                    self.sema
                        .diags
                        .error(span, format!("typedef \"{n}\" redefined with a different type"));
                }
            } else if self.sema.scopes.lookup_current(name).is_some() {
                let n = self.sema.interner.get(name).to_string();
                self.sema
                    .diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
            }
            let entity = if spec.is_enum && d.ops.is_empty() {
                // `typedef enum { ... } Name;`: the typedef names the enumeration for
                // linkage, so it is mangled as `Name` (as nvcc does).
                let n = self.sema.interner.get(name).to_string();
                self.sema.types.name_anonymous_enum(ty, &n);
                Entity::Enum(ty)
            } else {
                Entity::Typedef(ty)
            };
            self.sema.scopes.declare(name, entity);
            return Ok(None);
        }
        if !file_scope {
            if spec.device && spec.mem_space.is_none() && spec.storage == Storage::None {
                self.sema.diags.error(
                    span,
                    "an automatic \"__device__\" variable declaration is not allowed inside a device function body",
                );
            }
            for (on, attr) in [(spec.global, "__global__"), (spec.host, "__host__")] {
                if on {
                    self.sema
                        .diags
                        .warning(spec.span, format!("attribute \"{attr}\" does not apply here"));
                }
            }
        }
        if spec.is_auto && (file_scope || spec.mem_space.is_some() || spec.storage != Storage::None) {
            self.sema
                .diags
                .error(span, "'auto' is only supported for automatic local variables");
            return Err(Recover);
        }
        let first_var = self.sema.vars.len();
        let r = self.variable_definition(spec, d, name, span, ty, file_scope);
        if let Some((a, _)) = spec.align {
            // The variable just declared (not temporaries its initializer created).
            let declared = self.sema.interner.get(name).to_string();
            for v in &self.sema.vars[first_var..] {
                if v.name == declared {
                    let old = self.sema.var_aligns.entry(v.id).or_insert(a);
                    *old = (*old).max(a);
                }
            }
        }
        r
    }

    /// The type of an object declared `constexpr`: `ty` made `const` at the top level
    /// (`constexpr int* p` is an `int* const`); references are unchanged.
    pub(super) fn constexpr_object_type(&self, spec: &DeclSpec, ty: TypeId) -> TypeId {
        if !spec.is_constexpr || self.sema.types.referee(ty).is_some() || self.sema.types.is_function(ty) {
            return ty;
        }
        ty.with_quals(ty.quals().union(Quals::CONST))
    }

    /// The variable of [`Parser::non_function_declaration`] after its checks.
    fn variable_definition(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        name: Sym,
        span: Span,
        ty: TypeId,
        file_scope: bool,
    ) -> PResult<Option<&'a Stmt<'a>>> {
        let static_storage =
            file_scope || spec.mem_space.is_some() || matches!(spec.storage, Storage::Static | Storage::Extern);
        if static_storage {
            return self.static_variable(spec, name, span, ty, &d.ops, file_scope).map(Some);
        }
        let stmt = if spec.is_auto {
            self.auto_variable(name, span, spec, &d.ops)?
        } else if self.sema.types.referee(ty).is_some() {
            self.reference_variable(name, span, ty)?
        } else {
            self.local_variable(name, span, ty, &d.ops)?
        };
        if spec.is_constexpr {
            self.sema.check_constexpr_local(stmt);
        }
        Ok(Some(stmt))
    }

    /// A variable with static storage: file scope, `static`, `extern`, or in a CUDA
    /// memory space. It produces no statement: IR generation emits it as a global.
    pub(super) fn static_variable(
        &mut self,
        spec: &DeclSpec,
        name: Sym,
        span: Span,
        ty: TypeId,
        ops: &[DeclOp],
        file_scope: bool,
    ) -> PResult<&'a Stmt<'a>> {
        use crate::il::MemSpace;
        use crate::sema::globals::StaticVarSpec;
        let space = match spec.mem_space.map(|(s, _)| s) {
            Some("__shared__") => MemSpace::Shared,
            Some("__constant__") => MemSpace::Constant,
            Some(_) => MemSpace::Managed,
            None if spec.device => MemSpace::Device,
            None => MemSpace::Host,
        };
        let init_syn = match self.peek() {
            K::Assign => {
                self.bump();
                Some(self.initializer_syntax()?)
            }
            K::LBrace => Some(self.direct_list_initializer(ty)?),
            K::LParen => Some(self.direct_initializer(ty)?),
            _ => None,
        };
        // A static data member declared in its class is defined by an initializer there or
        // by a definition outside the class; it never has internal linkage.
        let in_class = file_scope
            && spec.storage == Storage::Static
            && self
                .sema
                .scopes
                .class_of(self.sema.scopes.current_namespace())
                .is_some();
        let is_extern = spec.storage == Storage::Extern || (in_class && init_syn.is_none());
        let mut ty = ty;
        if matches!(ops.last(), Some(DeclOp::Array(None, _))) {
            let elem = self.sema.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
            match init_syn.as_ref().and_then(|i| self.sema.array_len_from_init(elem, i)) {
                Some(n) if n > 0 => ty = self.sema.types.array_of(elem, n),
                // `extern __shared__ T s[];`: dynamic shared memory, sized at launch.
                _ if is_extern => ty = self.sema.types.array_of(elem, 0),
                _ => {
                    self.sema.diags.error(span, "incomplete type is not allowed");
                    return Ok(self.sema.stmt(StmtKind::Empty, span));
                }
            }
        }
        let vspec = StaticVarSpec {
            space,
            is_static: spec.storage == Storage::Static && !in_class,
            is_extern,
            file_scope,
        };
        if self.sema.types.referee(ty).is_some() {
            self.sema
                .declare_static_reference(name, ty, span, vspec, init_syn.as_ref());
            return Ok(self.sema.stmt(StmtKind::Empty, span));
        }
        self.sema.declare_static_var(name, ty, span, vspec, init_syn.as_ref());
        Ok(self.sema.stmt(StmtKind::Empty, span))
    }

    /// `T& r = lvalue;` (a pointer in the IL) or `const T& r = value;` for a scalar `T`
    /// (a `const T` copy), as [`crate::sema::conversions::references`] describes.
    fn reference_variable(&mut self, name: Sym, span: Span, declared: TypeId) -> PResult<&'a Stmt<'a>> {
        let init = match self.peek() {
            K::Assign => {
                self.bump();
                self.nested(|p| p.assign_expr())?
            }
            K::LParen => {
                self.bump();
                let e = self.nested(|p| p.expr())?;
                self.expect(K::RParen, ")")?;
                e
            }
            _ => {
                let n = self.sema.interner.get(name).to_string();
                self.sema
                    .diags
                    .error(span, format!("reference variable \"{n}\" requires an initializer"));
                return Err(Recover);
            }
        };
        self.bound_reference_variable(name, span, declared, init)
    }

    /// The reference variable `declared name = init;` once its initializer is parsed.
    pub(super) fn bound_reference_variable(
        &mut self,
        name: Sym,
        span: Span,
        declared: TypeId,
        init: &'a crate::il::Expr<'a>,
    ) -> PResult<&'a Stmt<'a>> {
        let (il_ty, mode) = self.sema.lower_local_reference(declared);
        let value = match mode {
            crate::sema::conversions::references::RefMode::ByPointer(_) => self.sema.bind_reference_to(init, declared),
            _ => self
                .sema
                .convert(init, il_ty, crate::sema::conversions::standard::ConvCtx::Init),
        };
        let Some(var) = self.sema.declare_local(name, il_ty, span) else {
            return Ok(self.sema.stmt(StmtKind::Empty, span));
        };
        if let crate::sema::conversions::references::RefMode::ByPointer(referee) = mode {
            self.sema.mark_reference_var(var, referee);
        }
        if self.sema.is_err(value) {
            return Ok(self.sema.stmt(StmtKind::Empty, span));
        }
        let init = Some(crate::il::Init::Expr(value));
        let end = self.prev_span();
        Ok(self.sema.local_decl_stmt(var, init, span.to(end)))
    }

    /// Whether `ty` is CUDA's `dim3`.
    fn is_dim3(&self, ty: TypeId) -> bool {
        self.sema
            .types
            .record_of(ty)
            .is_some_and(|r| r.scope.is_empty() && r.name == "dim3")
    }

    /// `dim3 v(x[, y[, z]])`: dim3's constructor, whose missing arguments are 1.
    fn dim3_constructor(&mut self) -> PResult<InitSyn<'a>> {
        let open = self.bump().span;
        let mut items = Vec::new();
        if self.peek() != K::RParen {
            loop {
                items.push(InitSyn::Expr(self.nested(|p| p.assign_expr())?));
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        if items.len() > 3 {
            self.sema
                .diags
                .error(open.to(close), "dim3 takes at most three arguments");
            return Err(Recover);
        }
        while items.len() < 3 {
            items.push(InitSyn::Expr(self.sema.int_const(1, TypeId::UINT, close)));
        }
        Ok(InitSyn::List(items, open.to(close)))
    }

    /// A local variable with an optional initializer.
    fn local_variable(&mut self, name: Sym, span: Span, ty: TypeId, ops: &[DeclOp]) -> PResult<&'a Stmt<'a>> {
        if self.sema.types.is_record(ty) && !self.is_dim3(ty) {
            let has_ctors = !self.sema.ctors_of(ty).is_empty();
            let plain = !matches!(self.peek(), K::Assign | K::LBrace | K::LParen);
            if has_ctors || (plain && self.sema.needs_construction(ty)) {
                return self.constructed_local(name, span, ty);
            }
        }
        let mut elem = ty;
        while let Some((e, _)) = self.sema.types.array_elem(elem) {
            elem = e;
        }
        let initialized = matches!(self.peek(), K::Assign | K::LBrace | K::LParen);
        if elem != ty
            && self.sema.types.is_record(elem)
            && self.sema.needs_construction(elem)
            && (!initialized || !self.sema.ctors_of(elem).is_empty())
        {
            return self.constructed_array(name, span, ty);
        }
        let unsized_array = matches!(ops.last(), Some(DeclOp::Array(None, _)));
        let var = self.sema.declare_local(name, ty, span);
        let init_syn = match self.peek() {
            K::Assign => {
                self.bump();
                Some(self.initializer_syntax()?)
            }
            K::LBrace => Some(self.direct_list_initializer(ty)?),
            K::LParen if self.is_dim3(ty) => Some(self.dim3_constructor()?),
            K::LParen => Some(self.direct_initializer(ty)?),
            _ => None,
        };
        let Some(var) = var else {
            return Ok(self.sema.stmt(StmtKind::Empty, span));
        };
        let mut ty = ty;
        if unsized_array {
            let elem = self.sema.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
            match init_syn.as_ref().and_then(|i| self.sema.array_len_from_init(elem, i)) {
                Some(n) if n > 0 => {
                    ty = self.sema.types.array_of(elem, n);
                    self.sema.set_var_type(var, ty);
                }
                _ => {
                    self.sema.diags.error(span, "incomplete type is not allowed");
                    return Ok(self.sema.stmt(StmtKind::Empty, span));
                }
            }
        }
        let init = match &init_syn {
            Some(syn) => self.sema.initializer(ty, syn),
            None => {
                if ty.is_const() {
                    let n = self.sema.interner.get(name).to_string();
                    self.sema
                        .diags
                        .error(span, format!("const variable \"{n}\" requires an initializer"));
                }
                None
            }
        };
        if let Some(i) = &init {
            self.sema.note_const_value(var, i);
        }
        let end = self.prev_span();
        Ok(self.sema.local_decl_stmt(var, init, span.to(end)))
    }

    /// A local object of a class type with constructors (or default member initializers):
    /// `T x(args)`, `T x{args}`, `T x = {args}`, `T x = value`, `T x;`. The declaration
    /// leaves it uninitialized and a constructor call (or member assignments) follows.
    fn constructed_local(&mut self, name: Sym, span: Span, ty: TypeId) -> PResult<&'a Stmt<'a>> {
        let var = self.sema.declare_local(name, ty, span);
        let start = self.span();
        let args = match self.peek() {
            K::LParen => Some(self.call_arguments()?),
            K::LBrace => Some(self.braced_arguments()?),
            K::Assign if self.peek_at(1) == K::LBrace => {
                self.bump();
                Some(self.braced_arguments()?)
            }
            K::Assign => {
                self.bump();
                let e = self.nested(|p| p.assign_expr())?;
                Some((vec![e], e.span))
            }
            _ => None,
        };
        let Some(var) = var else {
            return Ok(self.sema.stmt(StmtKind::Empty, span));
        };
        let object = self.sema.var_expr(var, span);
        let init = match args {
            Some((args, close)) => self.sema.construct(object, args, span.to(close), close),
            None => self.sema.default_construct(object, span),
        };
        let _ = start;
        let end = self.prev_span();
        let decl = Stmt {
            kind: StmtKind::Decl { var, init: None },
            span,
        };
        Ok(match init {
            Some(e) if !self.sema.is_err(e) => {
                let call = Stmt {
                    kind: StmtKind::Expr(e),
                    span: e.span,
                };
                let list = self.sema.arena.alloc_slice_copy(&[decl, call]);
                self.sema.stmt(StmtKind::Compound(list), span.to(end))
            }
            _ => self.sema.stmt(decl.kind, span.to(end)),
        })
    }

    /// `T a[N]...;` of a class type with constructors or default member initializers:
    /// every element is default-constructed, in order (unrolled, so at most
    /// [`MAX_CONSTRUCTED_ELEMENTS`] of them).
    fn constructed_array(&mut self, name: Sym, span: Span, ty: TypeId) -> PResult<&'a Stmt<'a>> {
        if self.peek() == K::LParen {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let init = match self.peek() {
            K::Assign => {
                self.bump();
                Some(self.initializer_syntax()?)
            }
            K::LBrace => Some(self.initializer_syntax()?),
            _ => None,
        };
        let count = self.sema.types.size_of(ty) / self.sema.types.size_of(self.element_type(ty)).max(1);
        if count > MAX_CONSTRUCTED_ELEMENTS {
            self.sema.diags.error(
                span,
                format!("arrays of more than {MAX_CONSTRUCTED_ELEMENTS} class objects with constructors are not supported yet"),
            );
            return Err(Recover);
        }
        let Some(var) = self.sema.declare_local(name, ty, span) else {
            return Ok(self.sema.stmt(StmtKind::Empty, span));
        };
        let mut stmts = vec![Stmt {
            kind: StmtKind::Decl { var, init: None },
            span,
        }];
        let whole = self.sema.var_expr(var, span);
        let mut steps = Vec::new();
        self.sema.construct_elements(whole, init.as_ref(), span, &mut steps);
        for e in steps {
            if self.sema.is_err(e) {
                break;
            }
            stmts.push(Stmt {
                kind: StmtKind::Expr(e),
                span,
            });
        }
        let list = self.sema.arena.alloc_slice_copy(&stmts);
        Ok(self.sema.stmt(StmtKind::Compound(list), span))
    }

    /// The innermost element type of a (multi-dimensional) array type.
    fn element_type(&self, ty: TypeId) -> TypeId {
        let mut elem = ty;
        while let Some((e, _)) = self.sema.types.array_elem(elem) {
            elem = e;
        }
        elem
    }

    /// `{ a, b }` as constructor arguments, through the `}`.
    pub(super) fn braced_arguments(&mut self) -> PResult<(Vec<&'a crate::il::Expr<'a>>, Span)> {
        self.expect(K::LBrace, "{")?;
        let mut args = Vec::new();
        while self.peek() != K::RBrace {
            if self.peek() == K::LBrace {
                self.error_here("nested braces in constructor arguments are not supported yet");
                return Err(Recover);
            }
            args.push(self.nested(|p| p.assign_expr())?);
            if !self.eat(K::Comma) {
                break;
            }
        }
        let close = self.expect(K::RBrace, "}")?.span;
        Ok((args, close))
    }

    /// `(expr)` after a declarator: direct-initialization of an object of type `ty`.
    fn direct_initializer(&mut self, ty: TypeId) -> PResult<InitSyn<'a>> {
        self.expect(K::LParen, "(")?;
        let e = self.nested(|p| p.expr())?;
        self.expect(K::RParen, ")")?;
        Ok(InitSyn::Expr(self.sema.direct_init_value(e, ty)))
    }

    /// `{...}` right after a declarator: direct-list-initialization of type `ty`.
    fn direct_list_initializer(&mut self, ty: TypeId) -> PResult<InitSyn<'a>> {
        let syn = self.initializer_syntax()?;
        Ok(self.sema.direct_list_init(syn, ty))
    }

    /// `= expr` value or a brace list (the `=` already consumed).
    pub(super) fn initializer_syntax(&mut self) -> PResult<InitSyn<'a>> {
        if self.peek() != K::LBrace {
            return Ok(InitSyn::Expr(self.nested(|p| p.assign_expr())?));
        }
        let open = self.bump().span;
        let mut items = Vec::new();
        while self.peek() != K::RBrace {
            let item = if matches!(self.peek(), K::Dot | K::LBracket) {
                self.designated_item()?
            } else {
                self.nested(|p| p.initializer_syntax())?
            };
            items.push(item);
            if !self.eat(K::Comma) {
                break;
            }
        }
        let close = self.expect(K::RBrace, "}")?.span;
        Ok(InitSyn::List(items, open.to(close)))
    }

    /// `.field = value` or `[index] = value` in a brace list.
    fn designated_item(&mut self) -> PResult<InitSyn<'a>> {
        use crate::sema::init::designators::Designator;
        let start = self.tok().span;
        let designator = if self.eat(K::Dot) {
            let name = self.tok();
            if name.kind != K::Ident {
                self.error_here("expected an identifier");
                return Err(Recover);
            }
            self.bump();
            Designator::Field(self.text(name).to_string(), name.span)
        } else {
            self.bump();
            let index = self.nested(|p| p.conditional_expr())?;
            self.expect(K::RBracket, "]")?;
            Designator::Index(index)
        };
        if matches!(self.peek(), K::Dot | K::LBracket) {
            self.error_here("nested designators are not supported yet");
            // Skip this item only, so the rest of the list and declaration still parse.
            let mut depth = 0i32;
            while !(depth == 0 && matches!(self.peek(), K::Comma | K::RBrace)) && self.peek() != K::Eof {
                match self.bump().kind {
                    K::LBrace | K::LParen | K::LBracket => depth += 1,
                    K::RBrace | K::RParen | K::RBracket => depth -= 1,
                    _ => {}
                }
            }
            return Ok(InitSyn::Expr(self.sema.error_expr(start)));
        }
        self.expect(K::Assign, "=")?;
        let value = self.nested(|p| p.initializer_syntax())?;
        let span = start.to(value.span());
        Ok(InitSyn::Designated(designator, Box::new(value), span))
    }

    /// A declaration statement inside a function body.
    pub(super) fn local_declaration(&mut self) -> PResult<&'a Stmt<'a>> {
        let start = self.span();
        let spec = self.decl_specifiers()?;
        self.grid_constant_elsewhere(&spec);
        let mut stmts = Vec::new();
        if self.peek() != K::Semi {
            loop {
                let d = self.nested(|p| p.declarator(false))?;
                if d.is_function() {
                    if self.peek() == K::LBrace {
                        self.error_here("a function definition is not allowed here");
                        return Err(Recover);
                    }
                    self.function_declaration(&spec, &d, false)?;
                } else if let Some(s) = self.non_function_declaration(&spec, &d, false)? {
                    stmts.push(s);
                }
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        self.expect(K::Semi, ";")?;
        let span = start.to(self.prev_span());
        Ok(match stmts.len() {
            0 => self.sema.stmt(StmtKind::Empty, span),
            1 => stmts[0],
            _ => {
                let list = self.sema.arena.alloc_slice_fill_iter(stmts.into_iter().copied());
                self.sema.stmt(StmtKind::Compound(list), span)
            }
        })
    }
}

/// The spelling of an overloadable operator token (`operator+` and friends).
pub(super) fn operator_spelling(k: K) -> Option<&'static str> {
    Some(match k {
        K::Plus => "+",
        K::Minus => "-",
        K::Star => "*",
        K::Slash => "/",
        K::Percent => "%",
        K::Amp => "&",
        K::Pipe => "|",
        K::Caret => "^",
        K::Shl => "<<",
        K::Shr => ">>",
        K::PlusAssign => "+=",
        K::MinusAssign => "-=",
        K::StarAssign => "*=",
        K::SlashAssign => "/=",
        K::PercentAssign => "%=",
        K::AmpAssign => "&=",
        K::PipeAssign => "|=",
        K::CaretAssign => "^=",
        K::EqEq => "==",
        K::Ne => "!=",
        K::Lt => "<",
        K::Gt => ">",
        K::Le => "<=",
        K::Ge => ">=",
        K::Bang => "!",
        K::Tilde => "~",
        K::Assign => "=",
        K::PlusPlus => "++",
        K::MinusMinus => "--",
        K::LBracket => "[",
        K::RBracket => "]",
        K::LParen => "(",
        K::RParen => ")",
        _ => return None,
    })
}
