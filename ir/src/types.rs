//! IR types and the table that uniques them.
//!
//! Types are structural except named structs, which are identified by name
//! (their body may be set after creation, so recursive types can be built).
//! Structurally equal types always get the same [`Type`] handle, so type
//! equality is handle equality.

use crate::entities::Type;
use crate::type_leaves::ScalarLeaf;
use cranelift_entity::PrimaryMap;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::Arc;

/// NVPTX address spaces, numbered as NVVM numbers them.
pub mod addrspace {
    /// Generic (flat) addresses.
    pub const GENERIC: u32 = 0;
    /// `.global`: `__device__` variables and kernel pointer arguments.
    pub const GLOBAL: u32 = 1;
    /// `.shared`: `__shared__` variables.
    pub const SHARED: u32 = 3;
    /// `.const`: `__constant__` variables.
    pub const CONSTANT: u32 = 4;
    /// `.local`: per-thread stack.
    pub const LOCAL: u32 = 5;
    /// `.param`: kernel parameters (grid constants).
    pub const PARAM: u32 = 101;
}

/// What a type is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `void`: the result type of instructions without a value.
    Void,
    /// An integer of the given bit width (`i1`, `i8`, ... `i128`).
    Int(u32),
    /// `half`: IEEE binary16.
    Half,
    /// `bfloat`: brain float, 8-bit exponent and 7-bit fraction.
    BFloat,
    /// `float`: IEEE binary32.
    Float,
    /// `double`: IEEE binary64.
    Double,
    /// An opaque pointer in an address space.
    Ptr(u32),
    /// `[len x elem]`.
    Array {
        /// Element type.
        elem: Type,
        /// Number of elements.
        len: u64,
    },
    /// `<len x elem>`.
    Vector {
        /// Element type.
        elem: Type,
        /// Number of lanes.
        len: u32,
    },
    /// A literal (unnamed) struct.
    Struct {
        /// Field types in order.
        fields: Vec<Type>,
        /// `<{ ... }>`: no padding between fields.
        packed: bool,
    },
    /// A named (identified) struct; its body lives in [`TypeStore::struct_body`].
    Named(String),
    /// A function type `ret (params...)`.
    Function {
        /// Return type (`void` for none).
        ret: Type,
        /// Parameter types in order.
        params: Vec<Type>,
        /// Takes further arguments after `...`.
        vararg: bool,
    },
    /// `label`: the type of basic blocks.
    Label,
    /// `metadata`: the type of metadata arguments.
    Metadata,
    /// `token`: the result of funclet pads (parsed so the verifier can reject them).
    Token,
}

/// Body of a named struct.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct StructBody {
    /// Field types in order.
    pub fields: Vec<Type>,
    /// `<{ ... }>`: no padding between fields.
    pub packed: bool,
    /// False while the struct is only forward-declared (`%T = type opaque`).
    pub defined: bool,
}

/// The uniquing table for types.
#[derive(Default, Clone)]
pub struct TypeStore {
    data: PrimaryMap<Type, TypeData>,
    unique: FxHashMap<TypeData, Type>,
    bodies: FxHashMap<Type, StructBody>,
    /// Named structs in creation order, for printing.
    named_order: Vec<Type>,
    /// (store size, ABI alignment) of the structs and arrays asked about: a
    /// layout query walks every nested aggregate, and CuTe nests tuples deeply
    /// enough that recomputing them dominated SROA. Cleared when a named
    /// struct gets its body, as that may change any layout containing it.
    layouts: RefCell<FxHashMap<Type, (u64, u64)>>,
    /// Answers of `scalar_leaves` (type_leaves.rs), cleared with `layouts`.
    pub(crate) leaves_cache: RefCell<FxHashMap<Type, Option<Arc<[ScalarLeaf]>>>>,
    /// The handles of the common scalar types once made ([`Scalar`]): IR generation
    /// and the passes ask for `ptr`, `i32` and `void` hundreds of thousands of
    /// times a CuTe compile, each a hash lookup of the type's description.
    scalars: [Option<Type>; Scalar::COUNT],
}

/// The scalar types [`TypeStore`] keeps the handles of.
#[derive(Clone, Copy)]
enum Scalar {
    Void,
    Float,
    Double,
    Ptr,
    I1,
    I8,
    I16,
    I32,
    I64,
}

impl Scalar {
    const COUNT: usize = 9;

    fn data(self) -> TypeData {
        match self {
            Scalar::Void => TypeData::Void,
            Scalar::Float => TypeData::Float,
            Scalar::Double => TypeData::Double,
            Scalar::Ptr => TypeData::Ptr(0),
            Scalar::I1 => TypeData::Int(1),
            Scalar::I8 => TypeData::Int(8),
            Scalar::I16 => TypeData::Int(16),
            Scalar::I32 => TypeData::Int(32),
            Scalar::I64 => TypeData::Int(64),
        }
    }

    fn of_int(bits: u32) -> Option<Scalar> {
        match bits {
            1 => Some(Scalar::I1),
            8 => Some(Scalar::I8),
            16 => Some(Scalar::I16),
            32 => Some(Scalar::I32),
            64 => Some(Scalar::I64),
            _ => None,
        }
    }
}

impl TypeStore {
    /// Returns the handle for `data`, creating it on first use.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(&t) = self.unique.get(&data) {
            return t;
        }
        let t = self.data.push(data.clone());
        if matches!(data, TypeData::Named(_)) {
            self.named_order.push(t);
            self.bodies.insert(t, StructBody::default());
        }
        self.unique.insert(data, t);
        t
    }

    /// The handle of `data` if it has been created, without creating it.
    pub fn lookup(&self, data: &TypeData) -> Option<Type> {
        self.unique.get(data).copied()
    }

    /// What `t` is.
    #[inline]
    pub fn get(&self, t: Type) -> &TypeData {
        &self.data[t]
    }

    /// `void`.
    pub fn void(&mut self) -> Type {
        self.scalar(Scalar::Void)
    }
    /// The integer type of `bits` bits.
    pub fn int(&mut self, bits: u32) -> Type {
        match Scalar::of_int(bits) {
            Some(s) => self.scalar(s),
            None => self.intern(TypeData::Int(bits)),
        }
    }
    /// The handle of `s`, interned on first use (as [`TypeStore::intern`] would).
    fn scalar(&mut self, s: Scalar) -> Type {
        if let Some(t) = self.scalars[s as usize] {
            return t;
        }
        let t = self.intern(s.data());
        self.scalars[s as usize] = Some(t);
        t
    }
    /// `i1`.
    pub fn i1(&mut self) -> Type {
        self.int(1)
    }
    /// `i8`.
    pub fn i8(&mut self) -> Type {
        self.int(8)
    }
    /// `i32`.
    pub fn i32(&mut self) -> Type {
        self.int(32)
    }
    /// `i64`.
    pub fn i64(&mut self) -> Type {
        self.int(64)
    }
    /// `float`.
    pub fn float(&mut self) -> Type {
        self.scalar(Scalar::Float)
    }
    /// `double`.
    pub fn double(&mut self) -> Type {
        self.scalar(Scalar::Double)
    }
    /// `ptr addrspace(N)` (`ptr` for 0).
    pub fn ptr(&mut self, addrspace: u32) -> Type {
        match addrspace {
            0 => self.scalar(Scalar::Ptr),
            _ => self.intern(TypeData::Ptr(addrspace)),
        }
    }
    /// `[len x elem]`.
    pub fn array(&mut self, elem: Type, len: u64) -> Type {
        self.intern(TypeData::Array { elem, len })
    }
    /// `<len x elem>`.
    pub fn vector(&mut self, elem: Type, len: u32) -> Type {
        self.intern(TypeData::Vector { elem, len })
    }
    /// The function type `ret (params...)`, with `...` when `vararg`.
    pub fn function(&mut self, ret: Type, params: Vec<Type>, vararg: bool) -> Type {
        self.intern(TypeData::Function { ret, params, vararg })
    }
    /// The literal struct `{ fields }` (`<{ fields }>` when `packed`).
    pub fn literal_struct(&mut self, fields: Vec<Type>, packed: bool) -> Type {
        self.intern(TypeData::Struct { fields, packed })
    }
    /// The named struct `name` (opaque until [`TypeStore::set_struct_body`]).
    pub fn named_struct(&mut self, name: &str) -> Type {
        self.intern(TypeData::Named(name.to_string()))
    }
    /// Defines the body of a named struct.
    pub fn set_struct_body(&mut self, t: Type, fields: Vec<Type>, packed: bool) {
        // Only when something is kept: clearing an empty map still sweeps its table.
        if !self.layouts.get_mut().is_empty() {
            self.layouts.get_mut().clear();
        }
        if !self.leaves_cache.get_mut().is_empty() {
            self.leaves_cache.get_mut().clear();
        }
        self.bodies.insert(
            t,
            StructBody {
                fields,
                packed,
                defined: true,
            },
        );
    }
    /// The body of a named struct.
    pub fn struct_body(&self, t: Type) -> Option<&StructBody> {
        self.bodies.get(&t)
    }
    /// Named structs in the order they were created.
    pub fn named_structs(&self) -> &[Type] {
        &self.named_order
    }

    /// Whether any vector type was created (no instruction can be a vector
    /// operation otherwise).
    pub fn has_vector(&self) -> bool {
        self.data.values().any(|d| matches!(d, TypeData::Vector { .. }))
    }
    /// Number of distinct types created so far.
    pub fn len(&self) -> usize {
        self.data.len()
    }
    /// True when no type was created.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// True for `void`.
    pub fn is_void(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Void)
    }
    /// True for integer types of any width.
    pub fn is_int(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Int(_))
    }
    /// True for `half`, `bfloat`, `float` and `double`.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(
            self.get(t),
            TypeData::Half | TypeData::BFloat | TypeData::Float | TypeData::Double
        )
    }
    /// True for pointers in any address space.
    pub fn is_ptr(&self, t: Type) -> bool {
        matches!(self.get(t), TypeData::Ptr(_))
    }
    /// Bit width of an integer type, else `None`.
    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match self.get(t) {
            TypeData::Int(b) => Some(*b),
            _ => None,
        }
    }
    /// Address space of a pointer type, else `None`.
    pub fn ptr_addrspace(&self, t: Type) -> Option<u32> {
        match self.get(t) {
            TypeData::Ptr(a) => Some(*a),
            _ => None,
        }
    }
    /// Return type of a function type.
    pub fn fn_ret(&self, t: Type) -> Option<Type> {
        match self.get(t) {
            TypeData::Function { ret, .. } => Some(*ret),
            _ => None,
        }
    }
    /// Fields of a literal or named struct.
    pub fn struct_fields(&self, t: Type) -> Option<&[Type]> {
        match self.get(t) {
            TypeData::Struct { fields, .. } => Some(fields),
            TypeData::Named(_) => self.bodies.get(&t).map(|b| b.fields.as_slice()),
            _ => None,
        }
    }
    fn struct_packed(&self, t: Type) -> bool {
        match self.get(t) {
            TypeData::Struct { packed, .. } => *packed,
            TypeData::Named(_) => self.bodies.get(&t).is_some_and(|b| b.packed),
            _ => false,
        }
    }

    /// Size in bytes as stored in memory (LLVM's alloc size) under the NVPTX64 data layout.
    pub fn alloc_size(&self, t: Type) -> u64 {
        let size = self.store_size(t);
        let align = self.abi_align(t);
        size.div_ceil(align) * align
    }

    /// Bytes written by a store of `t` (without tail padding for scalars).
    pub fn store_size(&self, t: Type) -> u64 {
        match self.get(t) {
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Token | TypeData::Function { .. } => 0,
            TypeData::Int(bits) => u64::from(*bits).div_ceil(8),
            TypeData::Half | TypeData::BFloat => 2,
            TypeData::Float => 4,
            TypeData::Double => 8,
            TypeData::Ptr(_) => 8,
            TypeData::Vector { elem, len } => (self.store_size(*elem) * u64::from(*len)).next_power_of_two(),
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => self.aggregate_layout(t).0,
        }
    }

    /// ABI alignment in bytes under the NVPTX64 data layout.
    pub fn abi_align(&self, t: Type) -> u64 {
        match self.get(t) {
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Token | TypeData::Function { .. } => 1,
            TypeData::Int(bits) => u64::from(*bits).div_ceil(8).next_power_of_two().clamp(1, 16),
            TypeData::Half | TypeData::BFloat => 2,
            TypeData::Float => 4,
            TypeData::Double | TypeData::Ptr(_) => 8,
            TypeData::Vector { .. } => self.store_size(t).max(1),
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => self.aggregate_layout(t).1,
        }
    }

    /// (store size, ABI alignment) of an array or struct, computed once.
    fn aggregate_layout(&self, t: Type) -> (u64, u64) {
        if let Some(&known) = self.layouts.borrow().get(&t) {
            return known;
        }
        let layout = match self.get(t) {
            TypeData::Array { elem, len } => (self.alloc_size(*elem) * len, self.abi_align(*elem)),
            _ => {
                let (size, _) = self.struct_layout(t);
                let align = if self.struct_packed(t) {
                    1
                } else {
                    let fields = self.struct_fields(t).unwrap_or(&[]);
                    fields.iter().map(|&f| self.abi_align(f)).max().unwrap_or(1)
                };
                (size, align)
            }
        };
        self.layouts.borrow_mut().insert(t, layout);
        layout
    }

    /// (size, field offsets) of a struct.
    pub fn struct_layout(&self, t: Type) -> (u64, Vec<u64>) {
        let packed = self.struct_packed(t);
        let fields = self.struct_fields(t).unwrap_or(&[]);
        let mut offset = 0u64;
        let mut offsets = Vec::with_capacity(fields.len());
        let mut max_align = 1;
        for &f in fields {
            let align = if packed { 1 } else { self.abi_align(f) };
            max_align = max_align.max(align);
            offset = offset.div_ceil(align) * align;
            offsets.push(offset);
            offset += self.alloc_size(f);
        }
        (offset.div_ceil(max_align) * max_align, offsets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structurally_equal_types_share_a_handle() {
        let mut ts = TypeStore::default();
        let a = ts.int(32);
        let b = ts.int(32);
        assert_eq!(a, b);
        let f1 = ts.float();
        let s1 = ts.literal_struct(vec![a, f1], false);
        let s2 = ts.literal_struct(vec![b, f1], false);
        assert_eq!(s1, s2);
        let p1 = ts.ptr(1);
        let p3 = ts.ptr(3);
        assert_ne!(p1, p3);
        let arr = ts.array(a, 4);
        assert_eq!(arr, ts.array(b, 4));
        assert_ne!(arr, ts.array(b, 5));
    }

    #[test]
    fn recursive_named_struct() {
        let mut ts = TypeStore::default();
        let node = ts.named_struct("struct.Node");
        let p = ts.ptr(0);
        let i = ts.i32();
        ts.set_struct_body(node, vec![i, p], false);
        assert_eq!(ts.named_struct("struct.Node"), node);
        assert_eq!(ts.alloc_size(node), 16);
        assert_eq!(ts.struct_layout(node).1, vec![0, 8]);
    }

    #[test]
    fn nvptx_sizes_and_alignment() {
        let mut ts = TypeStore::default();
        let i1 = ts.i1();
        let i8 = ts.i8();
        let d = ts.double();
        assert_eq!(ts.alloc_size(i1), 1);
        let s = ts.literal_struct(vec![i8, d, i8], false);
        assert_eq!(ts.alloc_size(s), 24);
        assert_eq!(ts.abi_align(s), 8);
        let f = ts.float();
        let v4 = ts.vector(f, 4);
        assert_eq!(ts.abi_align(v4), 16);
    }

    #[test]
    fn a_layout_asked_before_a_body_is_set_follows_the_body() {
        let mut ts = TypeStore::default();
        let inner = ts.named_struct("struct.Inner");
        let outer = ts.literal_struct(vec![inner, inner], false);
        assert_eq!((ts.store_size(outer), ts.abi_align(outer)), (0, 1));
        let d = ts.double();
        ts.set_struct_body(inner, vec![d], false);
        assert_eq!((ts.store_size(outer), ts.abi_align(outer)), (16, 8));
        // Each level doubles the size; without the cache each query would
        // revisit every level 2^n times.
        let deep = (0..30).fold(outer, |t, _| ts.literal_struct(vec![t, t], false));
        assert_eq!(ts.alloc_size(deep), 16 << 30);
    }
}
