//! Destructors declared in a class. Trivial ones (`~S() = default;`, `~S() = delete;`,
//! `~S() {}` with an empty body) run nothing, so no function is made for them and
//! by-value passing stays that of a trivially copyable class. A destructor with a body
//! that does something becomes the member function `~S` (symbol `_ZN1SD1Ev`, nvcc's
//! complete-object destructor), recorded as the class's destructor; sema places its
//! calls where objects' lifetimes end (`sema::cleanups`). A destructor only declared
//! here (`~S();`, or pure `virtual ~S() = 0;`) is such a function too; its body comes
//! from its definition outside the class (`out_of_class_destructors`).

use crate::il::InlineHint;
use crate::sema::classes::member_functions::DestructorDecl;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use super::members::DeferredBody;
use crate::parser::{PResult, Parser, Recover};

/// What the specifiers before a destructor say.
pub(in crate::parser) struct DestructorSpecifiers {
    /// `__device__`/`__host__` (host without either).
    pub exec: crate::il::ExecSpace,
    /// `inline`, `__forceinline__`, `__noinline__`.
    pub inline: InlineHint,
    /// `virtual`.
    pub is_virtual: bool,
}

impl<'a> Parser<'_, 'a> {
    /// Whether a destructor declaration starts here: `~`, possibly after execution-space
    /// and inline specifiers (`__host__ __device__ ~S() {}`).
    pub(in crate::parser) fn at_destructor(&self) -> bool {
        let mut n = 0;
        loop {
            if self.destructor_specifier_at(n) {
                n += 1;
            } else if let Some(len) = self.attribute_len_at(n) {
                // `_CCCL_HIDE_FROM_ABI ~S() = default;`: attributes among the specifiers.
                n += len;
            } else {
                break;
            }
        }
        self.peek_at(n) == K::Tilde
    }

    pub(in crate::parser) fn destructor_specifier_at(&self, n: usize) -> bool {
        let t = self.tok_at(n);
        matches!(
            t.kind,
            K::KwDevice | K::KwHost | K::KwInline | K::KwForceInline | K::KwNoInline | K::KwConstexpr
        ) || (t.kind == K::Ident && self.text(t) == "virtual")
    }

    /// The execution-space, inline and `virtual` specifiers before a destructor's `~`
    /// (or its class name outside the class).
    pub(in crate::parser) fn destructor_specifiers(&mut self) -> DestructorSpecifiers {
        let (mut device, mut host) = (false, false);
        let mut specs = DestructorSpecifiers {
            exec: crate::il::ExecSpace::Host,
            inline: InlineHint::None,
            is_virtual: false,
        };
        loop {
            if self.skip_attributes() {
                continue;
            }
            if !self.destructor_specifier_at(0) {
                break;
            }
            let t = self.bump();
            match t.kind {
                K::KwDevice => device = true,
                K::KwHost => host = true,
                K::KwInline => specs.inline = InlineHint::Inline,
                K::KwForceInline => specs.inline = InlineHint::Force,
                K::KwNoInline => specs.inline = InlineHint::Never,
                K::KwConstexpr => {}
                _ => specs.is_virtual = true,
            }
        }
        specs.exec = match (device, host) {
            (true, true) => crate::il::ExecSpace::HostDevice,
            (true, false) => crate::il::ExecSpace::Device,
            _ => crate::il::ExecSpace::Host,
        };
        specs
    }

    /// `( [void] )` after a destructor's name, then `noexcept`, `throw()`, `override`, `final`;
    /// returns whether `override` or `final` made it virtual.
    pub(in crate::parser) fn destructor_parameters_and_suffix(&mut self) -> PResult<bool> {
        self.expect(K::LParen, "(")?;
        if self.peek() == K::KwVoid && self.peek_at(1) == K::RParen {
            self.bump();
        }
        if self.peek() != K::RParen {
            self.error_here("a destructor may not have parameters");
            return Err(Recover);
        }
        self.bump();
        let mut is_virtual = false;
        while self.peek() == K::Ident && matches!(self.text(self.tok()), "noexcept" | "throw" | "override" | "final") {
            is_virtual |= !matches!(self.text(self.tok()), "noexcept" | "throw");
            self.bump();
            self.skip_noexcept_argument();
        }
        Ok(is_virtual)
    }

    /// `[specifiers] ~Name() [noexcept] (= default; | = delete; | { body })` in class
    /// `class` named `class_name`.
    pub(in crate::parser) fn destructor_declaration(
        &mut self,
        class: TypeId,
        class_name: Option<crate::symbol::Sym>,
        deferred: &mut Vec<DeferredBody>,
    ) -> PResult<()> {
        let pending_virtual = std::mem::take(&mut self.pending_virtual);
        let DestructorSpecifiers {
            exec,
            inline,
            is_virtual,
        } = self.destructor_specifiers();
        let mut is_virtual = is_virtual || pending_virtual;
        self.expect(K::Tilde, "~")?;
        let name = self.expect(K::Ident, "identifier")?;
        if Some(name.text) == class_name {
            self.skip_injected_template_args();
        }
        if Some(name.text) != class_name {
            self.error_at(name.span, "invalid destructor declaration");
            return Err(Recover);
        }
        is_virtual |= self.destructor_parameters_and_suffix()?;
        let has_body = self.peek() == K::LBrace && self.peek_at(1) != K::RBrace;
        // Declared here and defined outside the class (`S::~S() { ... }`,
        // `out_of_class_destructors`): a function whose body is not known yet.
        let pure = self.peek() == K::Assign && self.peek_at(1) == K::Number && self.text(self.tok_at(1)) == "0";
        let defined_later = self.peek() == K::Semi || pure;
        if is_virtual || has_body || defined_later {
            // A virtual destructor is a function even when it runs nothing (its vtable
            // entries name it); one declared `= default` or `{}` gets its body from
            // the class (members and bases destroyed).
            let decl = DestructorDecl {
                name: name.text,
                span: name.span,
                exec,
                inline,
                is_virtual,
                pure,
                defined_later,
            };
            let f = self.sema.act_on_destructor_declaration(class, decl);
            match self.peek() {
                K::Assign if pure || matches!(self.peek_at(1), K::KwDefault | K::Ident) => {
                    self.bump();
                    self.bump();
                    self.expect(K::Semi, ";")?;
                }
                K::LBrace if self.peek_at(1) == K::RBrace => {
                    self.bump();
                    self.bump();
                }
                K::Semi => {
                    self.bump();
                }
                K::LBrace => {
                    if let Some(func) = f {
                        deferred.push(DeferredBody {
                            func,
                            pos: self.pos,
                            packs: Vec::new(),
                        });
                    }
                    self.skip_braces();
                }
                _ => {
                    self.error_here("expected a \"{\" or a \";\" after a destructor declaration");
                    return Err(Recover);
                }
            }
            return Ok(());
        }
        match self.peek() {
            K::Assign if matches!(self.peek_at(1), K::KwDefault | K::Ident) => {
                self.bump();
                self.bump();
                self.expect(K::Semi, ";")?;
                Ok(())
            }
            K::LBrace if self.peek_at(1) == K::RBrace => {
                self.bump();
                self.bump();
                self.sema.note_empty_user_dtor(class);
                Ok(())
            }
            _ => {
                self.error_here("expected a \"{\" or a \";\" after a destructor declaration");
                Err(Recover)
            }
        }
    }
}
