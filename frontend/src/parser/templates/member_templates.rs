//! Member function templates defined in their class:
//! `struct W { template <typename T> __device__ T tw(T x) const { ... } };`, called as
//! `w.tw(3)`, `p->tw<float>(x)`.
//!
//! The declaration is kept like a function template's (its position and signature
//! pattern), declared in the class scope. An instance is made by parsing the member
//! declaration again in the class's scope with the parameters bound, as an ordinary member
//! function of the class (its body sees the complete class and `this`), named as nvcc
//! names member template instances (`_ZNK1W2twIfEET_S1_`).

use crate::il::{Expr, FuncId};
use crate::mangle::{self, TemplateArg};
use crate::sema::lookup::Entity;
use crate::sema::templates::{param_entity, FnTemplate, MemberTemplate};
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'a> {
    /// `template <params> member-function-definition` in the body of `class`.
    pub(in crate::parser) fn member_template(&mut self, class: TypeId) -> PResult<()> {
        self.bump();
        self.expect(K::Lt, "<")?;
        let (params, defaults) = self.template_parameter_list()?;
        if params.is_empty() {
            self.error_here("explicit specializations of member templates are not supported yet");
            return Err(Recover);
        }
        if matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion) {
            self.error_here("member class templates are not supported yet");
            return Err(Recover);
        }
        let decl_start = self.pos;
        let saved = self.bind_pattern_params(&params);
        self.in_template_pattern = true;
        let sig = self.function_signature();
        self.in_template_pattern = false;
        self.unbind_pattern_params(saved);
        let sig = sig?;
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else {
            self.expect(K::Semi, ";")?;
        }
        // Another member template of the same name overloads it.
        let head = match self.sema.scopes.lookup_current(sig.name).cloned() {
            Some(Entity::FuncTemplate(h)) => Some(h),
            Some(_) => {
                let n = self.sema.interner.get(sig.name).to_string();
                self.sema.diags.error(
                    sig.span,
                    format!("\"{n}\" has already been declared in the current scope (member templates overloaded with ordinary members are not supported yet)"),
                );
                return Ok(());
            }
            None => None,
        };
        if let Some(h) = head {
            let same = self.sema.template_set(h).into_iter().any(|t| {
                let old = &self.sema.templates[t];
                old.pattern_params == sig.params && old.params.len() == params.len() && old.variadic == sig.variadic
            });
            if same {
                let n = self.sema.interner.get(sig.name).to_string();
                self.sema
                    .diags
                    .error(sig.span, format!("class member \"{n}\" cannot be redeclared"));
                return Ok(());
            }
        }
        let id = self.sema.templates.push(FnTemplate {
            name: sig.name,
            ns: self.sema.scopes.current_namespace(),
            params,
            defaults,
            decl_start,
            defined,
            pattern_ret: sig.ret,
            pattern_params: sig.params,
            variadic: sig.variadic,
            instances: Default::default(),
            specializations: Default::default(),
            overloads: Vec::new(),
            funcs: Vec::new(),
            member: Some(MemberTemplate {
                class,
                is_const: sig.is_const,
                is_static: sig.is_static,
            }),
        });
        match head {
            Some(h) => self.sema.templates[h].overloads.push(id),
            None => self.sema.scopes.declare(sig.name, Entity::FuncTemplate(id)),
        }
        Ok(())
    }

    /// The instance of member template `t` for (converted) `args`, made by parsing its
    /// declaration as a member function of its class.
    pub(in crate::parser) fn instantiate_member_template(
        &mut self,
        t: crate::sema::templates::FnTemplateId,
        args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<FuncId> {
        let tmpl = &self.sema.templates[t];
        let m = tmpl.member?;
        let name = self.sema.interner.get(tmpl.name).to_string();
        let (params, decl_start) = (tmpl.params.clone(), tmpl.decl_start);
        let class_ns = self.sema.class_scope(m.class)?;
        let mangled = mangle::mangle_member_template(
            m.class,
            &name,
            m.is_const,
            &args,
            tmpl.pattern_ret,
            &tmpl.pattern_params,
            tmpl.variadic,
            &self.sema.types,
        );
        let saved = self.leave_context();
        let frames = self.sema.scopes.enter_namespace_context(class_ns);
        self.sema.scopes.push();
        for ((pname, _), a) in params.iter().zip(&args) {
            self.sema.scopes.declare(*pname, param_entity(a));
        }
        // The instance is declared in a scope of its own, not as a member by its name.
        self.sema.scopes.push();
        self.pos = decl_start;
        self.instantiation_depth += 1;
        let errors_before = self.sema.diags.error_count();
        let mut deferred = Vec::new();
        let declared = (|| {
            let spec = self.decl_specifiers()?;
            let d = self.nested(|p| p.declarator(false))?;
            self.member_function(m.class, &spec, &d, true, &mut deferred)?;
            Ok::<_, Recover>(d.name.map(|(n, _)| n))
        })();
        let f = match declared {
            Ok(Some(n)) => match self.sema.scopes.lookup_current(n) {
                Some(Entity::Funcs(set)) => set.last().copied(),
                _ => None,
            },
            _ => None,
        };
        self.sema.scopes.pop();
        if let Some(f) = f {
            self.sema.functions[f.0 as usize].mangled = mangled;
            self.sema.templates[t].instances.insert(args.clone(), f);
            for d in deferred {
                self.deferred_body(d, class_ns);
            }
        }
        self.instantiation_depth -= 1;
        self.sema.scopes.pop();
        self.sema.scopes.restore_frames(frames);
        self.return_to(saved);
        if self.sema.diags.error_count() > errors_before {
            let text = self.sema.template_args_text(&args);
            self.sema
                .diags
                .error(site, format!("in the instantiation of \"{name}{text}\" required here"));
        }
        f
    }

    /// The member template named `name` of the class of `base.`/`base->`, if any.
    pub(in crate::parser) fn member_template_of(
        &self,
        base: &'a Expr<'a>,
        arrow: bool,
        name: crate::symbol::Sym,
    ) -> Option<crate::sema::templates::FnTemplateId> {
        let ty = if arrow {
            self.sema.types.pointee(base.ty)?
        } else {
            base.ty
        };
        match self.sema.class_member(ty.unqualified(), name)? {
            Entity::FuncTemplate(t) => Some(t),
            _ => None,
        }
    }

    /// `base.name[<args>](call args)` with `name` member template `t` (the name consumed,
    /// at `name_span`).
    pub(in crate::parser) fn member_template_call(
        &mut self,
        base: &'a Expr<'a>,
        arrow: bool,
        t: crate::sema::templates::FnTemplateId,
        name_span: Span,
    ) -> PResult<&'a Expr<'a>> {
        let explicit = if self.peek() == K::Lt {
            self.template_arguments()?
        } else {
            Vec::new()
        };
        let (args, close) = self.call_arguments()?;
        let span = base.span.to(close);
        if self.sema.is_err(base) || args.iter().any(|a| self.sema.is_err(a)) {
            return Ok(self.sema.error_expr(span));
        }
        let f = if self.sema.template_set(t).len() > 1 {
            self.overloaded_template_call(t, &explicit, &args, name_span, span)
        } else {
            self.deduced_instance(t, &explicit, &args, name_span, span)
        };
        let Some(f) = f else {
            return Ok(self.sema.error_expr(span));
        };
        Ok(match self.sema.member_object(base, arrow) {
            Some(object) => self.sema.method_call(object, &[f], args, span, close),
            None => self.sema.member_error(base, arrow, span),
        })
    }
}
