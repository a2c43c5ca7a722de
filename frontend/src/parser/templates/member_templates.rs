//! Member function templates defined in their class:
//! `struct W { template <typename T> __device__ T tw(T x) const { ... } };`, called as
//! `w.tw(3)`, `p->tw<float>(x)`.
//!
//! The declaration is kept like a function template's (its position and signature
//! pattern), declared in the class scope (`Sema::act_on_member_template_declaration`). An instance is made by parsing the member
//! declaration again in the class's scope with the parameters bound, as an ordinary member
//! function of the class (its body sees the complete class and `this`), named as nvcc
//! names member template instances (`_ZNK1W2twIfEET_S1_`).

use crate::il::Expr;
use crate::sema::templates::member_template_calls::{act_on_member_template_call, MemberTemplateCall};
use crate::sema::templates::written_templates::FnTemplateDecl;
use crate::sema::templates::MemberTemplate;
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `template <params> member-function-definition` in the body of `class`.
    pub(in crate::parser) fn member_template(&mut self, class: TypeId) -> PResult<()> {
        self.bump();
        self.expect(K::Lt, "<")?;
        self.dependent_param_types.clear();
        let (params, defaults) = self.template_parameter_list()?;
        let param_types = std::mem::take(&mut self.dependent_param_types);
        if params.is_empty() {
            self.error_here("explicit specializations of member templates are not supported yet");
            return Err(Recover);
        }
        // `template <class> friend class optional;`: befriending every instance of a
        // class template changes no code (access is not checked).
        if self.peek() == K::Ident
            && self.text(self.tok()) == "friend"
            && matches!(self.peek_at(1), K::KwStruct | K::KwClass | K::KwUnion)
            && self.peek_at(2) == K::Ident
            && self.peek_at(3) == K::Semi
        {
            self.pos += 4;
            return Ok(());
        }
        if matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion) {
            return self.class_template_declaration(params, defaults);
        }
        if self.peek() == K::KwUsing {
            return self.alias_template_declaration(params, defaults);
        }
        if self.declares_variable_template() {
            return self.variable_template_declaration(params, defaults, param_types, Some(class));
        }
        if self.at_ctor_template() {
            return self.ctor_template(class, params, defaults, param_types);
        }
        if self.at_conversion_template(&params) {
            return self.conversion_template(class, params, defaults, param_types);
        }
        let decl_start = self.pos;
        let is_friend = self.friend_before_declarator();
        if is_friend && self.skip_qualified_friend_function() {
            return Ok(());
        }
        let saved = self.bind_pattern_params(&params);
        self.in_template_pattern = true;
        self.pattern_opaque = false;
        let sig = self.function_signature();
        self.in_template_pattern = false;
        let sfinae = std::mem::take(&mut self.pattern_opaque);
        self.unbind_pattern_params(saved);
        let sig = sig?;
        if self.deleted_definition()? {
            return Ok(());
        }
        let defined = self.peek() == K::LBrace;
        if defined {
            self.skip_braces();
        } else {
            self.expect(K::Semi, ";")?;
        }
        let tmpl = FnTemplateDecl {
            name: sig.name,
            params,
            defaults,
            decl_start,
            defined,
            pattern_ret: sig.ret,
            pattern_params: sig.params,
            variadic: sig.variadic,
            default_call_args: sig.default_args,
            member: Some(MemberTemplate {
                class,
                is_const: sig.is_const,
                ref_qual: sig.ref_qual,
                is_static: sig.is_static || is_friend,
            }),
            sfinae: sfinae || !param_types.is_empty(),
            dependent_param_types: param_types,
        };
        self.sema.act_on_member_template_declaration(tmpl, sig.span, is_friend);
        Ok(())
    }

    /// Whether `friend` is among the specifiers before the declarator at the current
    /// token (`__host__ __device__ friend constexpr bool operator<(...)`); attributes
    /// and their parentheses are looked past.
    fn friend_before_declarator(&self) -> bool {
        let mut n = 0;
        loop {
            if let Some(len) = self.attribute_len_at(n) {
                n += len;
                continue;
            }
            let t = self.tok_at(n);
            match t.kind {
                K::Ident if self.text(t) == "friend" => return true,
                K::LParen | K::LBrace | K::Semi | K::Eof => return false,
                K::Ident if self.text(t) == "operator" => return false,
                _ => n += 1,
            }
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
        let (args, close) = self.call_arguments_of(Some(t))?;
        let call = MemberTemplateCall {
            base,
            arrow,
            template: t,
            explicit,
            args,
            name_span,
            close,
        };
        Ok(act_on_member_template_call(self, call))
    }
}
