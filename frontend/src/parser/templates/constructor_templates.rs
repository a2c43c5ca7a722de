//! Constructor templates in a class body (`template <unsigned N> __device__ S(const
//! Tile<N>&);`, `template <class U> S(U&& u) : v(u) {}`): the declaration is parsed
//! once as a pattern and recorded for its class (`Sema::declare_ctor_template`); Sema
//! declares the instances constructions need (`sema::templates::constructors`), and
//! the parser defines them here, after the top-level declaration that needed them, by
//! parsing the template's declaration again in the class's scope with its parameters
//! bound.

use crate::sema::decl::FnDeclInfo;
use crate::sema::templates::constructors::{CtorReplay, DeferredCtorInstance};
use crate::sema::templates::written_templates::FnTemplateDecl;
use crate::sema::templates::{MemberTemplate, TemplateParamKind};
use crate::symbol::Sym;
use crate::template_replays::Replay;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::classes::members::DeferredBody;
use crate::parser::{PResult, Parser};

impl<'a> Parser<'_, 'a> {
    /// Whether the member template declaration at the current token (after its
    /// parameter list) declares a constructor: specifiers, then the class name and `(`.
    pub(in crate::parser) fn at_ctor_template(&self) -> bool {
        let mut n = 0;
        loop {
            if let Some(len) = self.explicit_specifier_len_at(n).or_else(|| self.attribute_len_at(n)) {
                // `explicit(...)`, `__attribute__((...))` (CCCL's `_CCCL_API`), `[[...]]`.
                n += len;
                continue;
            }
            match self.peek_at(n) {
                K::Ident if self.is_ctor_name_at(n) => return true,
                K::Ident
                | K::KwConstexpr
                | K::KwInline
                | K::KwDevice
                | K::KwHost
                | K::KwForceInline
                | K::KwNoInline => n += 1,
                _ => return false,
            }
        }
    }

    /// The constructor template declaration of `class` after `template <params>`.
    pub(in crate::parser) fn ctor_template(
        &mut self,
        class: TypeId,
        params: Vec<(Sym, TemplateParamKind)>,
        defaults: Vec<Option<(usize, usize)>>,
        sfinae_types: Vec<(usize, usize)>,
    ) -> PResult<()> {
        let decl_start = self.pos;
        let saved = self.bind_pattern_params(&params);
        self.in_template_pattern = true;
        self.pattern_opaque = false;
        let info = (|| {
            let spec = self.decl_specifiers()?;
            let d = self.nested(|p| p.declarator(false))?;
            let explicit = spec.is_explicit;
            Ok((self.fn_decl_info(&spec, &d, true)?, (explicit, d.noexcept)))
        })();
        self.in_template_pattern = false;
        let sfinae = std::mem::take(&mut self.pattern_opaque) || !sfinae_types.is_empty();
        self.unbind_pattern_params(saved);
        let (info, (explicit, noexcept)) = info?;
        let deleted = self.peek() == K::Assign;
        let defined = matches!(self.peek(), K::Colon | K::LBrace);
        if defined {
            self.skip_function_body();
        } else {
            if deleted {
                // `= delete` / `= default`: not a candidate.
                self.bump();
                self.bump();
            }
            self.expect(K::Semi, ";")?;
        }
        if deleted {
            return Ok(());
        }
        let tmpl = FnTemplateDecl {
            name: info.name,
            params,
            defaults,
            decl_start,
            defined,
            pattern_ret: TypeId::VOID,
            pattern_params: info.params.iter().map(|p| p.ty.unqualified()).collect(),
            variadic: info.variadic,
            default_call_args: crate::sema::decl::trailing_defaults(&info.params),
            member: Some(MemberTemplate {
                class,
                is_const: false,
                ref_qual: Default::default(),
                is_static: false,
            }),
            sfinae,
            dependent_param_types: sfinae_types,
        };
        let span = info.span;
        self.sema.declare_ctor_template(tmpl, info, (explicit, noexcept), span);
        Ok(())
    }

    /// The declaration of a constructor template at the current token (after its
    /// template head, with `class_ctor_name` set): its parsed signature and whether it
    /// is `noexcept`.
    pub(in crate::parser) fn ctor_signature(&mut self) -> PResult<(FnDeclInfo, bool)> {
        let spec = self.decl_specifiers()?;
        // A definition outside the class names it (`X<T>::X(`).
        self.skip_member_qualifier();
        let d = self.nested(|p| p.declarator(false))?;
        if !matches!(d.ops.last(), Some(crate::parser::declarations::DeclOp::Function(..))) {
            self.parameters_left_unread()?;
        }
        Ok((self.fn_decl_info(&spec, &d, true)?, d.noexcept))
    }

    /// Defines the constructor template instances Sema declared and the member bodies
    /// of class template instances that were named (and those their bodies need in
    /// turn).
    pub(in crate::parser) fn define_deferred_ctor_instances(&mut self) {
        loop {
            let (pending, bodies) = self.sema.take_owed_definitions();
            if pending.is_empty() && bodies.is_empty() {
                return;
            }
            for inst in pending {
                self.define_ctor_instance(&inst);
            }
            for body in bodies {
                self.define_member_body(body);
            }
        }
    }

    /// Parses the declaration of `inst`'s template with its arguments bound, giving the
    /// declared instance its parameter names and body.
    fn define_ctor_instance(&mut self, inst: &DeferredCtorInstance) {
        let Some(saved) = self.sema.enter_owed_body(inst.func) else {
            return;
        };
        self.define_ctor_instance_here(inst);
        self.sema.leave_owed_body(saved);
    }

    /// [`Parser::define_ctor_instance`] at the instantiation depth Sema set.
    fn define_ctor_instance_here(&mut self, inst: &DeferredCtorInstance) {
        let Some(replay) = self.sema.ctor_instance_replay(inst) else {
            return;
        };
        let class_ns = replay.class_ns;
        self.in_ctor_replay(replay, Replay::MemberFunctionInstance, |p| {
            let Ok((info, noexcept)) = p.ctor_signature() else {
                return;
            };
            p.sema.act_on_ctor_instance_signature(inst.func, &info, noexcept);
            if matches!(p.peek(), K::Colon | K::LBrace) {
                let body = DeferredBody {
                    func: inst.func,
                    pos: p.pos,
                    packs: std::mem::take(&mut p.param_packs),
                };
                p.deferred_body(body, class_ns);
            }
        });
    }

    /// Runs `parse` at a constructor template's declaration (after its template head)
    /// in its class's scope with the template's parameters bound as `replay` says, then
    /// returns to where the parse was, one instantiation deeper; `kind` says what it reads.
    pub(in crate::parser) fn in_ctor_replay<R>(
        &mut self,
        replay: CtorReplay,
        kind: Replay,
        parse: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.instantiating(replay.class_ns, &replay.bindings, kind, |p| {
            p.class_ctor_name = Some(replay.ctor_name);
            p.pos = replay.pos;
            parse(p)
        })
    }
}
