//! Translation of frontend types to IR types.
//!
//! C values and C objects differ for `bool`: a `bool` value is an `i1`,
//! a `bool` object in memory is an `i8` (as Clang and NVVM do). Pointers
//! are opaque; address spaces are attached later by the address-space
//! passes, so every frontend pointer becomes generic `ptr` here.

use ptxc_frontend::types::{RecordId, TypeId, TypeKind, TypeTable};
use ptxc_ir::{Module, Type};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// Maps frontend types to IR types for one module.
pub struct TypeLowering<'t> {
    /// The frontend's type table the translated types come from.
    pub table: &'t TypeTable,
    /// Named IR struct of each record translated so far. Opaque pointers mean a
    /// record can only contain other records by value, so translation never recurses
    /// into itself; the map keeps one IR type per record even when names repeat.
    records: RefCell<FxHashMap<RecordId, Type>>,
    /// For each record, what each IR struct field holds: `Some(i)` the frontend's
    /// field `i`, `None` padding bytes.
    layouts: RefCell<FxHashMap<RecordId, Vec<Option<usize>>>>,
    /// For each struct name base (`struct.Layout`), the suffix its last record got:
    /// names are only added, so every smaller suffix is still taken and the search for
    /// a free one resumes there (CuTe has hundreds of records named `tuple`).
    last_suffix: RefCell<FxHashMap<String, u32>>,
}

impl<'t> TypeLowering<'t> {
    /// A lowering with no records translated yet.
    pub fn new(table: &'t TypeTable) -> Self {
        TypeLowering {
            table,
            records: RefCell::new(FxHashMap::default()),
            layouts: RefCell::new(FxHashMap::default()),
            last_suffix: RefCell::new(FxHashMap::default()),
        }
    }

    /// The named IR struct for a record: `%struct.Name` / `%union.Name`, laid out
    /// so every field sits at the byte offset the frontend computed.
    fn record_type(&self, m: &mut Module, id: RecordId) -> Type {
        if let Some(&t) = self.records.borrow().get(&id) {
            return t;
        }
        let rec = self.table.record(id).clone();
        let kind = if rec.is_union { "union" } else { "struct" };
        let base = if rec.name.is_empty() {
            format!("{kind}.anon")
        } else {
            format!("{kind}.{}", rec.name)
        };
        let mut last_suffix = self.last_suffix.borrow_mut();
        let n = last_suffix.entry(base.clone()).or_insert(0);
        let suffixed = |n: u32| if n == 0 { base.clone() } else { format!("{base}.{n}") };
        let mut name = suffixed(*n);
        while m.types.lookup(&ptxc_ir::TypeData::Named(name.clone())).is_some() {
            *n += 1;
            name = suffixed(*n);
        }
        drop(last_suffix);
        let t = m.types.named_struct(&name);
        self.records.borrow_mut().insert(id, t);
        if !rec.complete {
            return t;
        }
        let i8t = m.types.i8();
        let mut layout: Vec<Option<usize>> = Vec::new();
        let (fields, packed) = if rec.is_union {
            // The most-aligned member, then padding up to the union's size.
            let best = rec
                .fields
                .iter()
                .max_by_key(|f| (self.table.align_of(f.ty), self.table.size_of(f.ty)));
            let mut fields = Vec::new();
            let mut used = 0;
            if let Some(f) = best {
                let ty = self.field_type(m, f);
                fields.push(ty);
                layout.push(rec.fields.iter().position(|g| g == f));
                used = m.types.alloc_size(ty);
            }
            if rec.size > used {
                fields.push(m.types.array(i8t, rec.size - used));
                layout.push(None);
            }
            // A packed union (`#pragma pack`) may be less aligned than its widest member.
            let probe = m.types.literal_struct(fields.clone(), false);
            let packed = m.types.struct_layout(probe).0 != rec.size || m.types.abi_align(probe) > rec.align;
            (fields, packed)
        } else {
            // An empty base that takes no space (Itanium's empty base optimization: the
            // member after it starts at its offset) gets no IR field; its byte would hide
            // that member's.
            let kept: Vec<usize> = (0..rec.fields.len())
                .filter(|&k| {
                    let f = &rec.fields[k];
                    let overlapped = rec.fields.get(k + 1).is_some_and(|next| next.offset == f.offset);
                    !(overlapped && f.bits.is_none() && self.table.is_empty_class(f.ty))
                })
                .collect();
            let natural: Vec<Type> = kept.iter().map(|&k| self.field_type(m, &rec.fields[k])).collect();
            let probe = m.types.literal_struct(natural.clone(), false);
            let (size, offsets) = m.types.struct_layout(probe);
            let matches = size == rec.size
                && m.types.abi_align(probe) <= rec.align
                && offsets.iter().zip(&kept).all(|(&o, &k)| o == rec.fields[k].offset);
            if matches {
                layout = kept.iter().map(|&k| Some(k)).collect();
                (natural, false)
            } else {
                // Explicit layout: packed, with byte arrays for every gap.
                let mut fields = Vec::new();
                let mut at = 0;
                for (&k, &ty) in kept.iter().zip(&natural) {
                    let f = &rec.fields[k];
                    if f.offset < at {
                        // A bit-field whose storage unit overlaps one already laid out
                        // (bit-fields are accessed by byte offset, not by IR field).
                        continue;
                    }
                    if f.offset > at {
                        fields.push(m.types.array(i8t, f.offset - at));
                        layout.push(None);
                    }
                    fields.push(ty);
                    layout.push(Some(k));
                    at = f.offset + m.types.alloc_size(ty);
                }
                if rec.size > at {
                    fields.push(m.types.array(i8t, rec.size - at));
                    layout.push(None);
                }
                (fields, true)
            }
        };
        m.types.set_struct_body(t, fields, packed);
        self.layouts.borrow_mut().insert(id, layout);
        t
    }

    /// The IR type of a record's field: for a bit-field its storage unit, an integer (or
    /// bytes) that may be narrower or wider than the field's type in a packed record.
    fn field_type(&self, m: &mut Module, f: &ptxc_frontend::types::Field) -> Type {
        match f.bits {
            Some(b) if matches!(b.unit, 8 | 16 | 32 | 64) => m.types.int(b.unit),
            Some(b) => {
                let i8t = m.types.i8();
                m.types.array(i8t, u64::from(b.unit / 8))
            }
            None => self.mem_type(m, f.ty),
        }
    }

    /// What each IR field of record `ty` holds (see `layouts`); translates it if needed.
    pub fn record_layout(&self, m: &mut Module, ty: TypeId) -> Vec<Option<usize>> {
        let TypeKind::Record(id) = self.table.kind(ty).clone() else {
            return Vec::new();
        };
        self.record_type(m, id);
        self.layouts.borrow().get(&id).cloned().unwrap_or_default()
    }

    /// IR type of a value of frontend type `ty` (bool -> i1).
    pub fn value_type(&self, m: &mut Module, ty: TypeId) -> Type {
        match self.table.kind(ty) {
            TypeKind::Bool => m.types.i1(),
            _ => self.mem_type(m, ty),
        }
    }

    /// Whether `ty` still names a template's placeholder (a parameter, a pack
    /// expansion, an undeduced `auto`): the signature of a function template's
    /// pattern that sema registered as a function, which has no IR type.
    pub fn is_pattern(&self, ty: TypeId) -> bool {
        match self.table.kind(ty).clone() {
            TypeKind::TemplateParam { .. }
            | TypeKind::PackExpansion { .. }
            | TypeKind::Auto
            | TypeKind::DecltypeAuto => true,
            TypeKind::Pointer { pointee: t }
            | TypeKind::LValueRef { referee: t }
            | TypeKind::RValueRef { referee: t }
            | TypeKind::Array { elem: t, .. } => self.is_pattern(t),
            TypeKind::Function { ret, params, .. } => {
                self.is_pattern(ret) || params.iter().any(|&p| self.is_pattern(p))
            }
            _ => false,
        }
    }

    /// IR type of an object of frontend type `ty` in memory (bool -> i8).
    pub fn mem_type(&self, m: &mut Module, ty: TypeId) -> Type {
        // Borrowed from the table, not cloned (a function type's parameters are a
        // vector: IR generation asks this of every function it declares).
        let table: &'t TypeTable = self.table;
        match table.kind(ty) {
            TypeKind::Void | TypeKind::Error => m.types.void(),
            TypeKind::Bool | TypeKind::Char | TypeKind::SChar | TypeKind::UChar => m.types.i8(),
            TypeKind::Short | TypeKind::UShort => m.types.int(16),
            TypeKind::Int | TypeKind::UInt => m.types.i32(),
            TypeKind::Long | TypeKind::ULong | TypeKind::LongLong | TypeKind::ULongLong => m.types.i64(),
            TypeKind::Int128 | TypeKind::UInt128 => m.types.int(128),
            TypeKind::Float => m.types.float(),
            TypeKind::Double | TypeKind::LongDouble => m.types.double(),
            TypeKind::Half => m.types.intern(ptxc_ir::TypeData::Half),
            TypeKind::BFloat16 => m.types.intern(ptxc_ir::TypeData::BFloat),
            // `std::nullptr_t` holds a null pointer, as clang lowers it.
            TypeKind::Pointer { .. } | TypeKind::NullPtr => m.types.ptr(0),
            TypeKind::Array { elem, len } => {
                let e = self.element_type(m, *elem);
                m.types.array(e, *len)
            }
            TypeKind::Record(id) => self.record_type(m, *id),
            TypeKind::Function {
                ret, params, variadic, ..
            } => {
                // Record parameters travel by address (`byval` pointers); a record result
                // is returned as a value, as NVPTX returns aggregates (`func_retval0` is
                // a `.b8` array, which nvcc's callers read). A record that is non-trivial
                // for calls comes back through a caller's slot passed first (`sret`).
                let ptr = m.types.ptr(0);
                let mut ps: Vec<Type> = Vec::with_capacity(params.len() + 1);
                let ret = *ret;
                let r = if self.table.is_pass_indirect(ret) {
                    ps.push(ptr);
                    m.types.void()
                } else if self.is_record(ret) {
                    self.mem_type(m, ret)
                } else if self.table.referee(ret).is_some() {
                    ptr
                } else {
                    self.value_type(m, ret)
                };
                for &p in params {
                    ps.push(self.param_type(m, p, ret));
                }
                m.types.function(r, ps, *variadic)
            }
            // References are lowered to the address of their referee.
            TypeKind::LValueRef { .. } | TypeKind::RValueRef { .. } => m.types.ptr(0),
            // `TypeTable::kind` answers with the representation's kind for these.
            TypeKind::Enum(_) | TypeKind::WChar | TypeKind::Char16 | TypeKind::Char32 => {
                let repr = self.table.strip_enum(ty);
                self.mem_type(m, repr)
            }
            TypeKind::MemberPointer { rep, .. } => self.mem_type(m, *rep),
            // Only in signature patterns of templates and of functions whose return type
            // is still being deduced: sema never leaves them in a finished function's IL.
            TypeKind::TemplateParam { .. }
            | TypeKind::PackExpansion { .. }
            | TypeKind::Auto
            | TypeKind::DecltypeAuto => {
                debug_assert!(false, "template placeholder type reached IR generation");
                m.types.i8()
            }
        }
    }

    /// IR type of one element of an array of `ty` or of what a `ty*` points to, whose
    /// size is the element stride: [`Self::mem_type`], except for `long double`,
    /// whose `double` value sits in a 16-byte slot (`sizeof(long double)` is 16, as
    /// nvcc gives it), so its arrays and pointers step by 16: `{ double, [8 x i8] }`.
    pub fn element_type(&self, m: &mut Module, ty: TypeId) -> Type {
        if !self.table.is_long_double(ty) {
            return self.mem_type(m, ty);
        }
        let (double, i8t) = (m.types.double(), m.types.i8());
        let pad = m.types.array(i8t, 8);
        m.types.literal_struct(vec![double, pad], false)
    }

    /// IR type of a parameter of declared type `p` in a function type returning `ret`:
    /// records and references travel by address, except a `const T&` to a scalar of a
    /// function not returning a reference, which is passed by value (as the frontend
    /// lowers the function's own parameters).
    pub fn param_type(&self, m: &mut Module, p: TypeId, ret: TypeId) -> Type {
        match self.table.referee(p) {
            Some(referee) if self.table.param_reference_by_value(p, ret) => self.value_type(m, referee),
            Some(_) => m.types.ptr(0),
            None if self.is_record(p) => m.types.ptr(0),
            None => self.value_type(m, p),
        }
    }

    /// Whether a function returning `ret` takes the address of its result's slot as its
    /// first parameter (`sret`; [`ptxc_frontend::types::Record::pass_indirect`]).
    pub fn returns_through_slot(&self, ret: TypeId) -> bool {
        self.table.is_pass_indirect(ret)
    }

    /// Whether `ty` is a struct/union/class (handled by address, never as a register value).
    pub fn is_record(&self, ty: TypeId) -> bool {
        matches!(self.table.kind(ty), TypeKind::Record(_))
    }

    /// Whether values of `ty` are narrower than 32 bits and need `signext`/`zeroext`
    /// on parameters and returns (the NVVM verifier rejects them otherwise).
    /// Returns Some(true) for sign extension, Some(false) for zero extension.
    pub fn narrow_int_ext(&self, ty: TypeId) -> Option<bool> {
        match self.table.kind(ty) {
            TypeKind::Bool | TypeKind::UChar | TypeKind::UShort => Some(false),
            TypeKind::Char | TypeKind::SChar | TypeKind::Short => Some(true),
            _ => None,
        }
    }

    /// Alignment in bytes of an object of type `ty`.
    pub fn align(&self, ty: TypeId) -> u32 {
        self.table.align_of(ty).max(1) as u32
    }
}
