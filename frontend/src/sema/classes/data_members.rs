//! Non-static data members ([class.mem]): what a member declarator the parser read
//! means for its class: a field of a complete type declared once, its requested
//! alignment and packing, `mutable`, reference members, a flexible array member that
//! must come last, and its default member initializer.

use crate::il::Init;
use crate::sema::decl::InitSyn;
use crate::sema::declarators::DeclOp;
use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{MemberDecl, MemberLayout, TypeId};

/// How many of `fields` the class lays out: all but unnamed bit-fields (padding); the
/// index the next field gets.
pub fn laid_out_count(fields: &[MemberDecl]) -> usize {
    fields.iter().filter(|(f, _, w)| !(f.is_empty() && w.is_some())).count()
}

/// A data member declarator as written: its name, type and what was said about it.
pub struct DataMember {
    /// The class declaring it.
    pub class: TypeId,
    /// Its name.
    pub name: Sym,
    /// Where the name is written.
    pub span: Span,
    /// Its type (built from the specifiers and the declarator).
    pub ty: TypeId,
    /// A bit-field's width.
    pub width: Option<u32>,
    /// The alignments requested (`alignas`, `__align__`, `aligned(n)`).
    pub aligns: Vec<u64>,
    /// `__attribute__((packed))`.
    pub packed: bool,
    /// Declared `mutable`.
    pub mutable: bool,
}

/// A data member's declarator as written, before its width and attributes.
#[derive(Clone, Copy, Debug)]
pub struct DataMemberDeclarator<'o> {
    /// The class declaring it.
    pub class: TypeId,
    /// Its name, and where the name is written.
    pub name: (Sym, Span),
    /// The type the specifiers name.
    pub base: TypeId,
    /// The declarator's type operations in application order.
    pub ops: &'o [DeclOp],
    /// The end of the declarator (where a type error is reported).
    pub end: Span,
    /// A `:` (a bit-field's width) follows.
    pub bit_field: bool,
}

impl<'a> Sema<'a> {
    /// The stored type of the data member `d` declares (see [`Sema::data_member_type`]);
    /// `flexible`: the flexible array member (`int d[];`, where and of which type)
    /// declared just before in the class, if any, which must have come last, and after
    /// this one, this member if it is one. `None` after an error.
    pub fn act_on_data_member_declarator(
        &mut self,
        d: DataMemberDeclarator<'_>,
        flexible: &mut Option<(Span, TypeId)>,
    ) -> Option<TypeId> {
        let (name, span) = d.name;
        // A flexible array member is an array of length 0, as GNU's `int d[0];`: it
        // adds nothing to the size, and must come last.
        if let Some((at, array)) = flexible.take() {
            self.flexible_member_not_last(at, array);
        }
        let written_reference = d
            .ops
            .iter()
            .any(|op| matches!(op, DeclOp::Reference(_) | DeclOp::RvalueReference(_)));
        let ty = self.declarator_type(d.base, d.ops, d.end)?;
        if matches!(d.ops.last(), Some(DeclOp::Array(None, _))) {
            *flexible = Some((span, ty));
        }
        self.data_member_type(d.class, name, ty, written_reference, d.bit_field, span)
    }

    /// The stored type of data member `name` of `class` declared of type `ty` (at
    /// `span`; `written_reference`: its declarator has `&` or `&&`; `bit_field` when a
    /// width follows): `ty`, or for a reference member `T& r;` (also one whose type is a
    /// reference without a declarator `&`: a template parameter bound to one, `H v;` in
    /// `leaf<float&>`, or a typedef of one) what `classes::reference_members` stores;
    /// `None` after an error.
    fn data_member_type(
        &mut self,
        class: TypeId,
        name: Sym,
        ty: TypeId,
        written_reference: bool,
        bit_field: bool,
        span: Span,
    ) -> Option<TypeId> {
        if !written_reference && self.types.referee(ty).is_none() {
            return Some(ty);
        }
        if self.types.referee(ty).is_none() || bit_field {
            self.diags
                .error(span, "this kind of reference member is not supported yet");
            return None;
        }
        Some(self.declare_reference_member(class, name, ty))
    }

    /// A data member after a flexible array member (`int d[];`, of type `array`,
    /// declared at `at`): the array must come last.
    fn flexible_member_not_last(&mut self, at: Span, array: TypeId) {
        let elem = self.types.array_elem(array).map_or(array, |(e, _)| e);
        let msg = format!("incomplete type \"{} []\" is not allowed", self.types.display(elem));
        self.diags.error(at, msg);
    }

    /// The data member `m`: checked (a complete type, not declared twice in the class),
    /// added to `fields` with its alignment and packing in `layout`, and entered into
    /// the class scope so member functions find it.
    pub fn act_on_data_member(&mut self, m: DataMember, fields: &mut Vec<MemberDecl>, layout: &mut MemberLayout) {
        let DataMember {
            class,
            name,
            span,
            ty,
            width,
            aligns,
            packed,
            mutable,
        } = m;
        if !self.require_complete_type(ty, span) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return;
        }
        let n = self.interner.get(name).to_string();
        if fields.iter().any(|(f, _, _)| *f == n) || self.lookup_current(name).is_some() {
            self.diags
                .error(span, format!("\"{n}\" has already been declared in the current scope"));
            return;
        }
        let index = laid_out_count(fields) as u32;
        fields.push((n, ty, width));
        if packed {
            layout.packed.push(fields.len() - 1);
        }
        for a in aligns {
            if !packed {
                let natural = self.types.align_of(ty);
                self.warn_alignment_reduction(a, natural, span);
            }
            layout.aligns.push((fields.len() - 1, a));
        }
        self.declare_name(name, Entity::Field(index));
        if let crate::types::TypeKind::Record(id) = *self.types.kind(class.unqualified()) {
            self.class_facts[id].declared_fields.push((name, ty));
        }
        if mutable {
            self.declare_mutable_member(class, name);
        }
    }

    /// The default member initializer `syn` of field `index` of `class`, of type `ty`:
    /// a class with constructors keeps the constructor's arguments (`V v{1, 2};`),
    /// anything else the checked initializer, as of a declaration of that type
    /// (`int n = 4;`, `Pair p = {1, 2};`, `float w[3]{1, 2};`).
    pub fn act_on_default_member_initializer(&mut self, class: TypeId, index: u32, ty: TypeId, syn: &InitSyn<'a>) {
        if self.types.is_record(ty) && self.has_ctors(ty) {
            if let Some(args) = self.constructor_arguments(ty, syn) {
                if !args.is_empty() {
                    self.set_default_ctor_args(class, index, args);
                }
            }
            return;
        }
        if let InitSyn::Designated(_, _, d) = syn {
            self.diags.error(*d, "expected an expression");
            return;
        }
        let v: Option<Init<'a>> = self.initializer(ty, syn);
        if let Some(v) = v {
            self.set_default_member_init(class, index, v);
        }
    }
}
