//! Template template arguments: a class or alias template named on its own as a
//! template argument, plainly or qualified (`Box`, `ns::Box`, `::ns::Box`,
//! `Traits::template rebind`), as CCCL's meta-programming passes them around
//! (`__type_call_indirect_fn<N>::template __call<_Fn::template __call, _Ts...>`).

use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::templates::template_name_arguments::TemplateNameStep;
use crate::token::TokenKind as K;

use crate::parser::Parser;

impl<'a> Parser<'_, 'a> {
    /// At a template argument that names a template on its own (followed by the end of
    /// the argument): consumes the name and returns the argument. A class template
    /// named without qualification counts only when `plain_class_templates` (elsewhere
    /// the name may be an injected class name, a type).
    pub(super) fn template_name_argument(&mut self, plain_class_templates: bool) -> Option<TemplateArg> {
        let mut k = 0;
        let mut ns: Option<NsId> = None;
        if self.peek_at(k) == K::ColonColon {
            ns = Some(NsId::GLOBAL);
            k += 1;
        }
        loop {
            if ns.is_some() && self.peek_at(k) == K::KwTemplate {
                k += 1;
            }
            let t = self.tok_at(k);
            if t.kind != K::Ident {
                return None;
            }
            let ends = matches!(self.peek_at(k + 1), K::Comma | K::Gt | K::Shr | K::Eof);
            let scope_follows = self.peek_at(k + 1) == K::ColonColon;
            let arg = match self
                .sema
                .template_name_step(ns, t.text, ends, scope_follows, plain_class_templates)
            {
                TemplateNameStep::Argument(arg) => arg,
                TemplateNameStep::Scope(scope) => {
                    ns = Some(scope);
                    k += 2;
                    continue;
                }
                TemplateNameStep::MemberOf(template) => return self.member_template_argument(template, k),
                TemplateNameStep::Other => return None,
            };
            for _ in 0..=k {
                self.bump();
            }
            return Some(arg);
        }
    }

    /// `Class<args>::template name` (`template`, a class or alias template, named at
    /// offset `k`) ending the argument: the member template of that class. Of a
    /// dependent class (in a pattern) the member is only known per instance: with the
    /// `template` keyword the pattern is marked for checking by substitution and the
    /// argument stands for a template parameter. Nothing is consumed when the member
    /// is no template (`X<T>::value`).
    fn member_template_argument(&mut self, template: Entity, k: usize) -> Option<TemplateArg> {
        let len = self.template_id_qualifier_len(k)?;
        let mut m = k + len;
        let keyword = self.peek_at(m) == K::KwTemplate;
        if keyword {
            m += 1;
        }
        if self.peek_at(m) != K::Ident || !matches!(self.peek_at(m + 1), K::Comma | K::Gt | K::Shr | K::Eof) {
            return None;
        }
        let saved = (self.pos, self.split_shr, self.pattern_opaque);
        let (arg, failed) = self.tentatively(|p| p.parse_member_template_argument(template, k, keyword));
        if arg.is_none() || failed {
            (self.pos, self.split_shr, self.pattern_opaque) = saved;
            return None;
        }
        arg
    }

    /// The parse of [`Parser::member_template_argument`] once the tokens fit.
    fn parse_member_template_argument(&mut self, template: Entity, k: usize, keyword: bool) -> Option<TemplateArg> {
        for _ in 0..k {
            self.bump();
        }
        let name = self.bump();
        let ty = match template {
            Entity::ClassTemplate(ct) => self.class_template_use(ct, name.span).ok()?,
            Entity::AliasTemplate(id) => self.alias_template_use(id, name.span).ok()?,
            _ => return None,
        };
        self.bump(); // `::`
        self.eat(K::KwTemplate);
        let member = self.bump();
        let (arg, dependent) = self.sema.member_template_name_argument(ty, member.text, keyword);
        // Of a dependent class: the pattern is checked by substitution.
        self.pattern_opaque |= dependent;
        arg
    }
}
