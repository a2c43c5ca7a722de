//! Declarations: where one starts, file-scope declarations and `extern "C"`, and the
//! shapes the parts share ([`DeclSpec`], [`DeclOp`], [`Declarator`], [`FnSignature`]).
//!
//! Submodules: `specifiers` (types, qualifiers, storage classes, CUDA execution and
//! memory spaces, inline hints), `declarators` (pointers, references, arrays, parameter
//! lists, type names), `functions` (declarations and bodies), `variables` (file-scope and
//! local variables), `initializers` (`= e`, brace lists, designators, direct
//! initialization), `auto_variables` (`auto` locals: syntax, deduction is Sema's), `alignment`
//! (`alignas`, `__align__`), `kernel_attributes` (`__launch_bounds__`, ...), `enums`,
//! `namespaces` (namespaces, `using`, qualified names), `aliases_and_asserts`
//! (`static_assert`, `using X = T;`), `unknown_types` (recovery from undeclared type names),
//! `host_declarations` (one file-scope declaration; host ones with errors set aside).

pub(super) mod aliases_and_asserts;
pub(super) mod alignment;
pub(super) mod auto_variables;
pub(super) mod declarators;
pub(super) mod enums;
pub(super) mod explicit_specifiers;
pub(super) mod functions;
pub(super) mod host_declarations;
pub(super) mod initializers;
pub(super) mod kernel_attributes;
pub(super) mod member_pointer_declarators;
pub(super) mod namespaces;
pub(super) mod specifiers;
pub(super) mod structured_bindings;
pub(super) mod unknown_types;
pub(super) mod variables;

use crate::il::{FnDeclId, InlineHint};
use crate::sema::classify_name::NameKind;

use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use super::{PResult, Parser, Recover};

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
    /// `decltype(auto)` (with `is_auto`): a result deduced as `decltype` of its value.
    pub decltype_auto: bool,
    /// `constexpr` (or `consteval`).
    pub is_constexpr: bool,
    /// `consteval`: an immediate function (`sema::immediate_functions`).
    pub is_consteval: bool,
    /// `[[deprecated("message")]]`: the message (possibly empty).
    pub deprecated: Option<Sym>,
    /// `[[noreturn]]` or `__attribute__((noreturn))`.
    pub noreturn: bool,
    /// Kernel launch attributes (`__launch_bounds__`, ...).
    pub attrs: crate::il::KernelAttrs,
    /// Where each launch attribute was written (they are errors off a kernel).
    pub launch_attr_spans: crate::sema::launch_attributes::LaunchAttrSpans,
    /// The declaration names a constructor (`S(...)`, `S::S(...)`): no type was written.
    pub is_ctor: bool,
    /// `explicit` was written (a constructor's or conversion function's).
    pub is_explicit: bool,
    /// `__grid_constant__` seen (a kernel parameter read in place).
    pub grid_constant: Option<Span>,
    /// The alignment requested by `alignas`/`__align__`/`aligned` among the specifiers.
    pub align: Option<(u64, Span)>,
    /// `friend` written after other specifiers (`__host__ __device__ friend bool
    /// operator==(...)`), in a class.
    pub is_friend: bool,
}

impl DeclSpec {
    /// What these specifiers (saying `auto`) say of a variable's deduced type.
    pub(super) fn auto_specifiers(&self) -> crate::sema::auto_deduction::auto_declarators::AutoSpecifiers {
        crate::sema::auto_deduction::auto_declarators::AutoSpecifiers {
            ty: self.ty,
            decltype_auto: self.decltype_auto,
            is_constexpr: self.is_constexpr,
            span: self.span,
        }
    }

    /// What these specifiers say of a variable or typedef (`sema::variable_declarations`).
    pub(super) fn variable_specifiers(&self) -> crate::sema::variable_declarations::VariableSpecifiers {
        let static_storage = self.mem_space.is_some() || matches!(self.storage, Storage::Static | Storage::Extern);
        crate::sema::variable_declarations::VariableSpecifiers {
            ty: self.ty,
            span: self.span,
            typedef: self.storage == Storage::Typedef,
            is_enum: self.is_enum,
            is_constexpr: self.is_constexpr,
            is_auto: self.is_auto,
            decltype_auto: self.decltype_auto,
            static_storage,
            automatic_device: self.device && self.mem_space.is_none() && self.storage == Storage::None,
            global: self.global,
            host: self.host,
            align: self.align.map(|(a, _)| a),
        }
    }
}

pub(super) use crate::sema::declarators::DeclOp;

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
    /// `volatile` after a function's parameter list (a `volatile` member function).
    pub(super) volatile_method: bool,
    /// `&` or `&&` after a function's parameter list and qualifiers (a ref-qualified
    /// member function), with its span.
    pub(super) ref_qual: Option<(crate::sema::classes::members::RefQual, crate::source::Span)>,
    /// `-> T` after a function's parameter list (with `auto` as the written result).
    pub(super) trailing_ret: Option<TypeId>,
    /// `f<int>`: explicit template arguments after a function template's name (an
    /// explicit specialization).
    pub(super) template_args: Option<Vec<crate::mangle::TemplateArg>>,
    /// A function declarator with a `noexcept` (or `noexcept(true)`) specification.
    pub(super) noexcept: bool,
    /// The `(` of a member's `noexcept(...)` whose argument is read once the class is
    /// complete (`Parser::noexcept_specification`).
    pub(super) noexcept_pending: Option<usize>,
    /// What GNU attributes after a function declarator said (`int f() __attribute__((noinline));`).
    pub(super) attributes: PostAttributes,
    /// Execution-space specifiers written inside the declarator, before its name
    /// (`T const& __device__ __host__ f(...)`): CUDA's are GNU attributes, which may
    /// stand there.
    pub(super) exec: crate::sema::exec_spaces::ExecSpecifiers,
}

/// What GNU attributes written after a function declarator's parameters say of the
/// function (nvcc accepts them on declarations, not definitions).
#[derive(Default, Clone, Copy, Debug)]
pub(super) struct PostAttributes {
    /// `noinline` or `always_inline`.
    pub(super) inline: Option<crate::il::InlineHint>,
    /// `deprecated` (with its message, empty if none).
    pub(super) deprecated: Option<crate::symbol::Sym>,
    /// `noreturn`.
    pub(super) noreturn: bool,
}

/// A function template's declaration as the substitution of its signature read it
/// (specifiers and declarator, for one argument list), kept for the instance to take:
/// the same tokens with the same arguments bound read the same way, so the instance
/// does not read them again. Kept only when that read reported nothing and holds no
/// default argument (an instance reads its defaults in its own context).
pub(in crate::parser) struct ReadDeclaration {
    /// Token index the specifiers start at.
    pub(in crate::parser) pos: usize,
    /// Token index after the declarator.
    pub(in crate::parser) end: usize,
    pub(in crate::parser) spec: DeclSpec,
    pub(in crate::parser) declarator: Declarator,
    /// The function parameter packs the declarator's parameter list declared
    /// ([`Parser::declare_parameter_packs`] binds them for the body).
    pub(in crate::parser) param_packs: Vec<(Sym, Vec<Sym>)>,
}

/// A function declaration's signature as templates need it.
pub(super) struct FnSignature {
    pub(super) name: Sym,
    /// The scope a qualified name names (`S::f`), if qualified.
    pub(super) qualifier: Option<crate::sema::lookup::NsId>,
    pub(super) span: Span,
    pub(super) ret: TypeId,
    /// Declared parameter types (top-level qualifiers dropped).
    pub(super) params: Vec<TypeId>,
    /// The parameters' names, where given (a redeclaration may rename them).
    pub(super) param_names: Vec<Option<Sym>>,
    /// How many parameters, at the end, have default arguments.
    pub(super) default_args: usize,
    pub(super) variadic: bool,
    /// Explicit template arguments after the name (`f<int>`), if any.
    pub(super) template_args: Option<Vec<crate::mangle::TemplateArg>>,
    /// A `const` member function.
    pub(super) is_const: bool,
    /// A ref-qualified member function (`&`, `&&` after the parameters).
    pub(super) ref_qual: crate::sema::classes::members::RefQual,
    /// Declared `static`.
    pub(super) is_static: bool,
}

impl Declarator {
    pub(super) fn is_function(&self) -> bool {
        matches!(self.ops.last(), Some(DeclOp::Function(..)))
    }
}

impl<'a> Parser<'_, 'a> {
    /// Whether the current token can begin a declaration.
    pub(super) fn at_decl_start(&mut self) -> bool {
        self.complete_qualifying_classes_at(0);
        self.is_decl_start_at(0)
    }

    pub(super) fn is_decl_start_at(&self, n: usize) -> bool {
        // What the name at `n` names, asked once: the cases below ask it up to four times.
        let kind = std::cell::Cell::new(None);
        let name_kind = || {
            let k = kind.get().unwrap_or_else(|| self.classify(self.tok_at(n).text));
            kind.set(Some(k));
            k
        };
        if (self.peek_at(n) == K::LBracket && self.peek_at(n + 1) == K::LBracket)
            || (self.peek_at(n) == K::Ident
                && self.peek_at(n + 1) == K::LParen
                && (self.text(self.tok_at(n)) == "__attribute__"
                    || kernel_attributes::is_kernel_attribute(self.text(self.tok_at(n)))))
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
            | K::KwInt128
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
            K::Ident if self.peek_at(n + 1) == K::LParen && self.text(self.tok_at(n)) == "decltype" => true,
            K::Ident if self.at_typeof(n) => true,
            K::Ident if self.at_type_trait(n) => true,
            K::Ident if matches!(self.text(self.tok_at(n)), "explicit" | "virtual") || self.is_ctor_name_at(n) => true,
            K::Ident
                if matches!(self.peek_at(n + 1), K::Lt | K::Ident)
                    && matches!(name_kind(), NameKind::ClassTemplate(_)) =>
            {
                !self.template_non_type_member_at(n)
            }
            // Inside a class template, its injected class name with arguments names
            // another instance (`su<N, I + 1>::f(a);` in a member of `su`): an
            // expression when the member is a function or data member.
            K::Ident
                if self.peek_at(n + 1) == K::Lt
                    && name_kind().is_type()
                    && self.class_template_named_at(n).is_some()
                    && self.template_non_type_member_at(n) =>
            {
                false
            }
            // Not before `::`, a name is an alias template's (`alias_template_named_at`)
            // by what it names.
            K::Ident if matches!(name_kind(), NameKind::AliasTemplate(_)) => true,
            K::Ident if self.peek_at(n + 1) != K::ColonColon => {
                name_kind().is_type() || self.qualified_type_start_at(n)
            }
            K::Ident | K::ColonColon => self.alias_template_named_at(n).is_some() || self.qualified_type_start_at(n),
            _ => false,
        }
    }

    /// Whether a (qualified) type's or qualified class template's name starts at `n`.
    fn qualified_type_start_at(&self, n: usize) -> bool {
        self.qualified_type_at(n).is_some()
            || self.qualified_class_template_at(n).is_some_and(|(ct, len)| {
                !self.names_non_type_member_at(ct, n + len - 1) && !self.operator_after_member_chain(n + len - 1)
            })
            || self
                .qualified_deduced_class_template_at(n)
                .is_some_and(|(_, len)| self.peek_at(n + len) == K::Ident)
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
    pub(super) fn external_declaration(&mut self) -> PResult<Option<FnDeclId>> {
        if let Some(done) = self.declaration_without_specifiers() {
            return done;
        }
        let spec = self.decl_specifiers()?;
        self.init_declarators(spec, None)
    }

    /// A function template instance's declaration, as [`Parser::external_declaration`]
    /// reads it; with `read`, its specifiers and declarator as the substitution of its
    /// signature read them from the same tokens with the same arguments
    /// ([`ReadDeclaration`]), which are not read again.
    pub(in crate::parser) fn function_instance_declaration(
        &mut self,
        read: Option<ReadDeclaration>,
    ) -> PResult<Option<FnDeclId>> {
        let Some(read) = read.filter(|r| r.pos == self.pos) else {
            return self.external_declaration();
        };
        if let Some(done) = self.declaration_without_specifiers() {
            return done;
        }
        self.pos = read.end;
        self.param_packs = read.param_packs;
        self.init_declarators(read.spec, Some(read.declarator))
    }

    /// A file-scope declaration that does not start with declaration specifiers (a
    /// namespace, a `using`, a template, ...): the whole of it read; `None` at
    /// specifiers.
    fn declaration_without_specifiers(&mut self) -> Option<PResult<Option<FnDeclId>>> {
        Some(match self.peek() {
            K::Semi => {
                self.bump();
                Ok(None)
            }
            K::PragmaUnroll => {
                self.stray_unroll_pragma();
                Ok(None)
            }
            K::PragmaPack => {
                self.pack_pragma();
                Ok(None)
            }
            K::KwExtern if self.peek_at(1) == K::StrLit => self.linkage_spec(),
            K::KwExtern if self.peek_at(1) == K::KwTemplate => {
                self.bump();
                self.bump();
                self.explicit_instantiation(true).map(|_| None)
            }
            K::KwStaticAssert => self.static_assert_declaration().map(|_| None),
            K::KwUsing if self.at_alias_declaration() => self.alias_declaration().map(|_| None),
            K::KwUsing => self.using_directive_or_declaration().map(|_| None),
            K::KwNamespace => self.namespace_definition(None).map(|_| None),
            K::KwInline if self.peek_at(1) == K::KwNamespace => {
                let inline = self.bump().span;
                self.namespace_definition(Some(inline)).map(|_| None)
            }
            K::KwTemplate => self.template_declaration().map(|_| None),
            _ if self.at_out_of_class_destructor() => self.out_of_class_destructor(),
            // `Box(const char*) -> Box<int>;`, a guide that is not a template.
            _ if self.at_deduction_guide() => self.deduction_guide_declaration(Vec::new(), Vec::new()).map(|_| None),
            _ if !self.at_decl_start() => {
                self.error_here("expected a declaration");
                Err(Recover)
            }
            _ => return None,
        })
    }

    /// The declarators of a file-scope declaration after its specifiers `spec`, and
    /// its `;` or the function body; `read`: the first declarator, read already.
    fn init_declarators(&mut self, spec: DeclSpec, mut read: Option<Declarator>) -> PResult<Option<FnDeclId>> {
        self.grid_constant_elsewhere(&spec);
        if read.is_none() && self.eat(K::Semi) {
            return Ok(None);
        }
        let mut first = true;
        loop {
            let d = match read.take() {
                Some(d) => d,
                None => self.nested(|p| p.declarator(false))?,
            };
            if let Some(ns) = d.qualifier {
                return self.qualified_definition(&spec, &d, ns);
            }
            if d.is_function() {
                let is_def = first && self.peek() == K::LBrace;
                let f = self.function_declaration(&spec, &d, is_def)?;
                if self.at_deleted_definition() {
                    // `void f(int) = delete;`: declared, and an error to choose.
                    self.bump();
                    self.bump();
                    if let Some(f) = f {
                        self.sema.mark_deleted(f);
                    }
                }
                if is_def {
                    if let Some(f) = f.filter(|&f| self.may_defer_body(&spec, f)) {
                        self.defer_body(f);
                        return Ok(Some(f));
                    }
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
    fn linkage_spec(&mut self) -> PResult<Option<FnDeclId>> {
        self.bump();
        let lit = self.bump();
        let lang = self.text(lit).to_string();
        let is_c = match lang.as_str() {
            "\"C\"" => true,
            "\"C++\"" => false,
            _ => {
                self.error_at(lit.span, format!("invalid linkage specification {lang}"));
                return Err(Recover);
            }
        };
        let saved = self.extern_c;
        self.extern_c = is_c;
        let r = if self.eat(K::LBrace) {
            while !matches!(self.peek(), K::RBrace | K::Eof) {
                if self.errors_saturated() {
                    break;
                }
                let start = self.pos;
                self.top_level_declaration();
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
        K::ShlAssign => "<<=",
        K::ShrAssign => ">>=",
        K::EqEq => "==",
        K::Ne => "!=",
        K::Lt => "<",
        K::Gt => ">",
        K::Le => "<=",
        K::Ge => ">=",
        K::Bang => "!",
        K::AmpAmp => "&&",
        K::PipePipe => "||",
        K::Tilde => "~",
        K::Assign => "=",
        K::PlusPlus => "++",
        K::MinusMinus => "--",
        K::LBracket => "[",
        K::RBracket => "]",
        K::LParen => "(",
        K::RParen => ")",
        K::Arrow => "->",
        K::ArrowStar => "->*",
        K::Comma => ",",
        _ => return None,
    })
}
