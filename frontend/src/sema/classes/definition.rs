//! A class definition's life in Sema: its scope opens at the `{` (with the injected
//! class name and the bases' members), and at the `}` the class is completed: virtual
//! functions get their table, the layout is computed (bases, members, alignment
//! requests, packing) and deferred default member initializers are checked.

use crate::il::Expr;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{MemberDecl, MemberLayout, Packing, RecordId, TypeId, TypeKind};

const REDUCTION_IGNORED: &str = "a reduction in alignment without the \"packed\" attribute is ignored";

/// What the parser read of a class body at its `}`.
pub struct ClassBodyEnd<'b> {
    /// The data members (`None` after a syntax error in the body).
    pub fields: Option<Vec<MemberDecl>>,
    /// Their packing and alignment requests.
    pub layout: MemberLayout,
    /// The direct bases.
    pub bases: &'b [TypeId],
    /// The alignment the class head asks for, and where.
    pub align: Option<(u64, Span)>,
    /// The `#pragma pack` and `packed` attribute in force.
    pub packing: Packing,
    /// The `}`.
    pub at: Span,
}

/// A class whose body is being read.
pub struct ClassDefinition {
    id: RecordId,
    /// The class's scope.
    pub scope: NsId,
    /// The members its bases bring.
    pub base_fields: Vec<MemberDecl>,
}

/// A class head as written: `struct`/`class`/`union`, its name, `final`, ABI tags.
#[derive(Clone, Debug)]
pub struct ClassHead {
    /// The name and where it is written (none for an unnamed class).
    pub name: Option<(Sym, Span)>,
    /// `union`.
    pub is_union: bool,
    /// `final` written.
    pub is_final: bool,
    /// GNU ABI tags (`__attribute__((abi_tag("x")))`).
    pub abi_tags: Vec<String>,
}

/// What a class head introduces, as clang's `TagUseKind` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassUse {
    /// The definition of this class template instance (or specialization).
    Instance(TypeId),
    /// A definition (`{` or a base clause follows).
    Definition,
    /// Anything else: a declared class named, or a forward declaration.
    Reference,
}

impl Sema<'_> {
    /// The width `e` of a bit-field of type `ty` (an enumeration's if `is_enum`) named
    /// `name`: an integer constant, positive for a named bit-field and at most the type's
    /// size in bits (a larger one is truncated, with nvcc's warning). `None` after an
    /// error.
    pub fn bit_field_width(&mut self, ty: TypeId, is_enum: bool, name: Option<Sym>, e: &Expr) -> Option<u32> {
        if !self.types.is_integer(ty) && !is_enum {
            self.diags.error(e.span, "a bit field must have integral type");
            return None;
        }
        if self.is_err(e) {
            return None;
        }
        let value = if self.types.is_integer(e.ty) {
            self.const_int(e)
        } else {
            None
        };
        let Some(v) = value else {
            self.diags.error(e.span, "expression must have a constant value");
            return None;
        };
        let bits = self.types.bit_width(ty) as i128;
        if v < 0 || (v == 0 && name.is_some()) {
            let msg = if v < 0 {
                "bit field size must be greater than zero"
            } else {
                "a bit field with a name must have a nonzero width"
            };
            self.diags.error(e.span, msg);
            return None;
        }
        if v > bits {
            // As nvcc: the extra bits are dropped.
            self.diags.warning(
                e.span,
                format!("declared size for bit field is larger than the size of the bit field type; truncated to {bits} bits"),
            );
            return Some(bits as u32);
        }
        Some(v as u32)
    }

    /// A class head (`struct [name] [final]`, ABI tags) used as `used` says: the record
    /// it names or defines; `None` after an error (a [`ClassUse::Reference`] has a
    /// name).
    pub fn act_on_class_head(&mut self, head: ClassHead, used: ClassUse) -> Option<TypeId> {
        match (used, head.name) {
            (ClassUse::Instance(ty), _) => {
                self.class_head_specifiers(ty, head.is_final, head.abi_tags);
                Some(ty)
            }
            (ClassUse::Definition, name) => {
                let ty = self.class_defined_by_head(name, head.is_union)?;
                self.class_head_specifiers(ty, head.is_final, head.abi_tags);
                Some(ty)
            }
            (ClassUse::Reference, Some((name, _))) => Some(self.class_reference(name, head.is_union)),
            (ClassUse::Reference, None) => None,
        }
    }

    /// `struct name` not followed by a definition: the record `name` denotes, a
    /// built-in class declared again, or else a forward declaration of a new record.
    fn class_reference(&mut self, name: Sym, is_union: bool) -> TypeId {
        if let Some(ty) = self.record_named(name, false) {
            return ty;
        }
        if let Some(ty) = self.forward_declared_builtin_class(name) {
            return ty;
        }
        self.declare_record(name, is_union)
    }

    /// The record a class definition's head (`struct name {` or `struct {`, `name` at
    /// its span) defines: the one `name` declared in the current scope while it is
    /// incomplete, else a new one; one defined under a name no one can use when a
    /// member of the enclosing class has that name (its body is still checked).
    /// `None` after nvcc's error for a class defined twice.
    fn class_defined_by_head(&mut self, name: Option<(Sym, Span)>, is_union: bool) -> Option<TypeId> {
        let Some((name, span)) = name else {
            return Some(self.new_record("", is_union));
        };
        if !self.check_member_not_named_as_class(name, span) {
            let text = self.interner.get(name).to_string();
            return Some(self.new_scoped_record(&text, is_union));
        }
        match self.record_named(name, true) {
            Some(ty) if !self.types.is_complete(ty) => Some(ty),
            Some(_) => {
                let text = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("class \"{text}\" has already been defined"));
                None
            }
            None => Some(self.declare_record(name, is_union)),
        }
    }

    /// The record type `name` denotes (in the current scope only with `current_only`).
    fn record_named(&self, name: Sym, current_only: bool) -> Option<TypeId> {
        let e = match current_only {
            true => self.scopes.lookup_current(name),
            false => self.scopes.lookup(name),
        };
        match e {
            Some(Entity::Typedef(ty)) if self.types.is_record(*ty) => Some(*ty),
            _ => None,
        }
    }

    /// A new record declared in the current namespace (which its mangled name includes).
    pub fn new_scoped_record(&mut self, name: &str, is_union: bool) -> TypeId {
        let ty = self.types.new_record(name, is_union);
        if let TypeKind::Record(id) = *self.types.kind(ty) {
            let ns = self.scopes.current_namespace();
            let scope = self.scopes.namespace_path(ns);
            self.types.set_record_scope(id, scope);
            if let Some(outer) = self.enclosing_instance_in(ns) {
                self.types.set_enclosing_instance(id, outer);
            }
        }
        ty
    }

    /// A new record `name` declared in the current scope (a forward declaration, or
    /// the first declaration of a class being defined).
    pub fn declare_record(&mut self, name: Sym, is_union: bool) -> TypeId {
        let text = self.interner.get(name).to_string();
        let ty = self.new_scoped_record(&text, is_union);
        self.scopes.declare(name, Entity::Typedef(ty));
        ty
    }

    /// What a class head says of class `ty` besides its name and bases: `final`, and
    /// GNU ABI tags (`__attribute__((abi_tag("x")))`) for its mangled name.
    fn class_head_specifiers(&mut self, ty: TypeId, is_final: bool, abi_tags: Vec<String>) {
        if is_final {
            self.mark_final(ty);
        }
        if !abi_tags.is_empty() {
            self.types.set_abi_tags(ty, abi_tags);
        }
    }

    /// A new record type `name` (empty for an unnamed class), with no scope recorded.
    pub fn new_record(&mut self, name: &str, is_union: bool) -> TypeId {
        self.types.new_record(name, is_union)
    }

    /// The `{` of record `ty`'s definition (declared as `name`, if named), with bases
    /// `bases`: enters the class's scope. `None` if `ty` is not a record.
    pub fn start_class_definition(
        &mut self,
        ty: TypeId,
        name: Option<Sym>,
        bases: &[crate::sema::classes::bases::WrittenBase],
    ) -> Option<ClassDefinition> {
        let TypeKind::Record(id) = *self.types.kind(ty) else {
            return None;
        };
        let text = self.types.record(id).name.clone();
        let scope = self.scopes.new_class_scope(&text, ty);
        self.set_class_scope(id, scope);
        self.scopes.enter_scope(scope);
        if let Some(n) = name {
            // The injected class name: inside a class template, `Vec` is this instance.
            self.scopes.declare(n, Entity::Typedef(ty));
        }
        let base_fields = self.declare_bases(ty, bases);
        Some(ClassDefinition { id, scope, base_fields })
    }

    /// The `}` of class `ty` (`def`): its scope is left and, without a syntax error in
    /// the body, the class is completed (virtual functions, layout, implicit members);
    /// whether it was.
    pub fn finish_class(&mut self, ty: TypeId, def: &ClassDefinition, end: ClassBodyEnd) -> bool {
        let ClassBodyEnd {
            mut fields,
            mut layout,
            bases,
            align,
            packing,
            at,
        } = end;
        self.end_class_members(ty, fields.as_mut(), &mut layout, at);
        let Some(fields) = fields else {
            return false;
        };
        self.complete_class(ty, def, fields, layout, bases, align, packing);
        if self.types.record(def.id).size > crate::limits::MAX_OBJECT_BYTES {
            self.diags.error(at, "class is too large");
        }
        true
    }

    /// The `}` (at `at`) of class `ty` whose data members are `fields` (`None` after a
    /// syntax error): virtual functions are laid out and the class's scope is left.
    fn end_class_members(
        &mut self,
        ty: TypeId,
        fields: Option<&mut Vec<MemberDecl>>,
        layout: &mut MemberLayout,
        at: Span,
    ) {
        if let Some(fields) = fields {
            // Virtual functions (an implicit virtual destructor is declared in the class).
            self.prepare_dynamic_class(ty, fields, layout, at);
        }
        self.scopes.leave_namespace();
    }

    /// Completes class `ty` (`def`) with data members `fields`, after
    /// [`Sema::end_class_members`]: `align` is the alignment its head asks for (and
    /// where), `packing` the `#pragma pack` and `packed` attribute in force.
    #[allow(clippy::too_many_arguments)]
    fn complete_class(
        &mut self,
        ty: TypeId,
        def: &ClassDefinition,
        fields: Vec<MemberDecl>,
        mut layout: MemberLayout,
        bases: &[TypeId],
        align: Option<(u64, Span)>,
        packing: Packing,
    ) {
        layout.data_sizes = self.base_data_sizes(bases);
        let min_align = align.map_or(1, |(a, _)| a);
        self.types
            .complete_record_aligned(def.id, fields, &layout, min_align, packing);
        self.finish_dynamic_class(ty);
        self.check_deferred_default_inits(ty);
        if self.non_trivial_for_calls(ty) {
            self.types.set_pass_indirect(def.id);
        }
        if let Some((a, at)) = align {
            // The record's alignment is the larger of the request and its members'.
            let natural = self.types.record(def.id).align;
            self.warn_alignment_reduction(a, natural, at);
        }
    }

    /// `aligned(a)` after a complete class's `}` (at `at`): raises its alignment.
    pub fn align_complete_class(&mut self, ty: TypeId, a: u64, at: Span) {
        if let &TypeKind::Record(id) = self.types.kind(ty) {
            let natural = self.types.record(id).align;
            self.warn_alignment_reduction(a, natural, at);
            self.types.raise_record_align(id, a);
        }
    }

    /// nvcc's warning for an alignment request (at `at`) below the `natural` one, which
    /// is ignored without `packed`.
    pub fn warn_alignment_reduction(&mut self, requested: u64, natural: u64, at: Span) {
        if requested < natural {
            self.diags.warning(at, REDUCTION_IGNORED);
        }
    }
}
