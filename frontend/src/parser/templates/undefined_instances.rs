//! Instances named before their definition: `using sv = view<char>;` ahead of the
//! definition of `view` (or of `template <> struct traits<char>`) makes an incomplete
//! class. A later use that needs the class's members or size instantiates it then,
//! as C++ instantiates a class template specialization where completeness is first
//! required ([temp.inst]), the same record completed in place.

use crate::sema::templates::deferred_instances::complete_undefined_instance;
use crate::source::Span;
use crate::types::TypeId;

use crate::parser::Parser;

impl<'a> Parser<'_, 'a> {
    /// Completes `ty` if it is such an instance and a definition for it exists now
    /// (Sema decides: [`complete_undefined_instance`]).
    pub(in crate::parser) fn complete_undefined_instance(&mut self, ty: TypeId, site: Span) {
        complete_undefined_instance(self, ty, site);
    }
}
