//! Template template arguments: a class or alias template named on its own as a
//! template argument, plainly or qualified (`Box`, `ns::Box`, `::ns::Box`,
//! `Traits::template rebind`), as CCCL's meta-programming passes them around
//! (`__type_call_indirect_fn<N>::template __call<_Fn::template __call, _Ts...>`).

use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, NsId};
use crate::token::TokenKind as K;

use crate::parser::Parser;

impl<'a> Parser<'a> {
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
            let entity = match ns {
                Some(id) => self.sema.scopes.lookup_in(id, t.text),
                None => self.sema.scopes.lookup(t.text),
            }
            .cloned()?;
            let ends = matches!(self.peek_at(k + 1), K::Comma | K::Gt | K::Shr | K::Eof);
            let arg = match entity {
                Entity::ClassTemplate(ct) if ends && (ns.is_some() || plain_class_templates) => {
                    self.sema.template_argument_naming(ct)
                }
                Entity::AliasTemplate(id) if ends => self.sema.alias_template_argument(id),
                Entity::Namespace(id) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(id);
                    k += 2;
                    continue;
                }
                Entity::Typedef(ty) if self.peek_at(k + 1) == K::ColonColon => {
                    ns = Some(self.sema.class_scope(ty)?);
                    k += 2;
                    continue;
                }
                _ => return None,
            };
            for _ in 0..=k {
                self.bump();
            }
            return Some(arg);
        }
    }
}
