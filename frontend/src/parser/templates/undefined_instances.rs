//! Instances named before their definition: `using sv = view<char>;` ahead of the
//! definition of `view` (or of `template <> struct traits<char>`) makes an incomplete
//! class. A later use that needs the class's members or size instantiates it then,
//! as C++ instantiates a class template specialization where completeness is first
//! required ([temp.inst]), the same record completed in place.

use crate::sema::classify_name::NameKind;
use crate::sema::lookup::NsId;
use crate::sema::templates::complete_types::require_complete_class;
use crate::sema::templates::deferred_instances::complete_undefined_instance;
use crate::source::Span;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::Parser;

impl<'a> Parser<'_, 'a> {
    /// Completes `ty` if it is such an instance and a definition for it exists now
    /// (Sema decides: [`complete_undefined_instance`]).
    pub(in crate::parser) fn complete_undefined_instance(&mut self, ty: TypeId, site: Span) {
        complete_undefined_instance(self, ty, site);
    }

    /// Before the parser looks ahead at a qualified name at offset `n` (`T::type`,
    /// `a::B::c`) to tell what it names: completes the classes its qualifiers name
    /// that wait to be completed (a qualifier's class must be complete,
    /// [temp.inst]/2; the look-ahead only reads Sema, so it could not complete them).
    pub(in crate::parser) fn complete_qualifying_classes_at(&mut self, n: usize) {
        let mut k = n;
        let mut ns = None;
        if self.peek_at(k) == K::ColonColon {
            ns = Some(NsId::GLOBAL);
            k += 1;
        }
        while self.peek_at(k) == K::Ident && self.peek_at(k + 1) == K::ColonColon {
            let t = self.tok_at(k);
            ns = match self.classify_name_at(ns, k) {
                NameKind::Namespace(id) => Some(id),
                NameKind::Class(ty) | NameKind::Type(ty) => {
                    if self.sema.completes_on_demand(ty) {
                        require_complete_class(self, ty, t.span);
                    }
                    self.sema.class_scope(ty)
                }
                _ => None,
            };
            if ns.is_none() {
                return;
            }
            k += 2;
        }
    }
}
