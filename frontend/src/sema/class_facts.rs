//! What Sema knows about a class beyond its layout in the type table
//! ([`crate::types::RecordInfo`]): one record per class, keyed by [`crate::types::RecordId`] in
//! `Sema::class_facts`.
//!
//! The type table keeps what code generation needs (fields, size, alignment, mangled
//! name). The facts here serve name lookup, initialization and conversions: the class
//! scope and special members once the definition starts, the direct base classes, the
//! conversion functions, and the class template an instance record comes from. A new
//! per-class fact is a field here.

use crate::il::FnDeclId;
use crate::types::TypeId;

use super::classes::members::ClassInfo;
use super::templates::{ClassTemplateId, FnTemplateId};

/// Per-class facts (see the module header). The default is a class with no definition
/// yet, no bases, no conversion functions, not from a template.
#[derive(Clone, Debug, Default)]
pub struct ClassFacts<'a> {
    /// Its scope and special members, once its definition has started.
    pub info: Option<ClassInfo<'a>>,
    /// The direct base classes, in declaration order.
    pub bases: Vec<TypeId>,
    /// The conversion functions (and whether each is `explicit`).
    pub conversions: Vec<(FnDeclId, bool)>,
    /// The data members declared so far, with their types: read while the class is
    /// still incomplete (`static_assert(sizeof(x) == 4)` inside it).
    pub declared_fields: Vec<(crate::symbol::Sym, TypeId)>,
    /// The data members declared `mutable` (modifiable in a `const` object).
    pub mutable_members: Vec<crate::symbol::Sym>,
    /// The conversion function templates (and whether each is `explicit`).
    pub conversion_templates: Vec<(FnTemplateId, bool)>,
    /// The class template an instance (or dependent placeholder) record comes from.
    pub template: Option<ClassTemplateId>,
}
