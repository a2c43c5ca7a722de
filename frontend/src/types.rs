//! The C/C++ type system of the IL: an interning [`TypeTable`] and `Copy` handles.
//!
//! A [`TypeId`] is a 32-bit handle: the low 29 bits index an interned [`TypeKind`] in the
//! table, the top 3 bits are the cv-qualifiers (`const`, `volatile`, `__restrict__`) of that
//! use of the type, the way clang's `QualType` works. Structurally equal types are the same
//! handle, so type equality is `==` on `TypeId`. The builtin types are pre-interned at fixed
//! indices and available as constants (`TypeId::INT`, ...).
//!
//! The data model is LP64, as nvcc's on 64-bit hosts: `long` and pointers are 64 bits, plain
//! `char` is signed.

use rustc_hash::FxHashMap;

mod layout;
mod member_pointers;
pub use layout::{MemberLayout, Packing};

/// cv-qualifier bits carried by a [`TypeId`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Quals(pub u8);

impl Quals {
    /// No qualifier.
    pub const NONE: Quals = Quals(0);
    /// `const`.
    pub const CONST: Quals = Quals(1);
    /// `volatile`.
    pub const VOLATILE: Quals = Quals(2);
    /// `__restrict__`; only meaningful on pointer types.
    pub const RESTRICT: Quals = Quals(4);

    /// Whether every bit of `other` is set in `self`.
    pub fn contains(self, other: Quals) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of both sets.
    pub fn union(self, other: Quals) -> Quals {
        Quals(self.0 | other.0)
    }
}

const QUAL_SHIFT: u32 = 29;
const INDEX_MASK: u32 = (1 << QUAL_SHIFT) - 1;

/// A possibly qualified type: an interned [`TypeKind`] plus [`Quals`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeId(u32);

impl TypeId {
    /// `void`.
    pub const VOID: TypeId = TypeId(0);
    /// `bool`.
    pub const BOOL: TypeId = TypeId(1);
    /// Plain `char`: 8 bits, signed (distinct type from `signed char`).
    pub const CHAR: TypeId = TypeId(2);
    /// `signed char`.
    pub const SCHAR: TypeId = TypeId(3);
    /// `unsigned char`.
    pub const UCHAR: TypeId = TypeId(4);
    /// `short`.
    pub const SHORT: TypeId = TypeId(5);
    /// `unsigned short`.
    pub const USHORT: TypeId = TypeId(6);
    /// `int`.
    pub const INT: TypeId = TypeId(7);
    /// `unsigned int`.
    pub const UINT: TypeId = TypeId(8);
    /// `long` (64 bits, as on the device).
    pub const LONG: TypeId = TypeId(9);
    /// `unsigned long`.
    pub const ULONG: TypeId = TypeId(10);
    /// `long long`.
    pub const LONGLONG: TypeId = TypeId(11);
    /// `unsigned long long`.
    pub const ULONGLONG: TypeId = TypeId(12);
    /// `float`.
    pub const FLOAT: TypeId = TypeId(13);
    /// `double`.
    pub const DOUBLE: TypeId = TypeId(14);
    /// The type of erroneous expressions during recovery; never present in a returned
    /// [`crate::il::TranslationUnit`].
    pub const ERROR: TypeId = TypeId(15);
    /// CUDA's `__half` (IEEE binary16), a builtin arithmetic type here; see
    /// [`TypeKind::Half`].
    pub const HALF: TypeId = TypeId(16);
    /// CUDA's `__nv_bfloat16`; see [`TypeKind::BFloat16`].
    pub const BF16: TypeId = TypeId(17);
    /// `wchar_t`: 32-bit signed on Linux; see [`TypeKind::WChar`].
    pub const WCHAR: TypeId = TypeId(18);
    /// `char16_t`: as `unsigned short`.
    pub const CHAR16: TypeId = TypeId(19);
    /// `char32_t`: as `unsigned int`.
    pub const CHAR32: TypeId = TypeId(20);
    /// `std::nullptr_t`, the type of `nullptr`; see [`TypeKind::NullPtr`].
    pub const NULLPTR: TypeId = TypeId(21);
    /// `__int128`: a signed 128-bit integer (GNU; nvcc accepts it in device code).
    pub const INT128: TypeId = TypeId(22);
    /// `unsigned __int128`.
    pub const UINT128: TypeId = TypeId(23);
    /// `long double`: `double` in device code; see [`TypeKind::LongDouble`].
    pub const LONGDOUBLE: TypeId = TypeId(24);
    /// `size_t` is `unsigned long` (LP64).
    pub const SIZE_T: TypeId = TypeId::ULONG;
    /// `ptrdiff_t` is `long` (LP64).
    pub const PTRDIFF_T: TypeId = TypeId::LONG;

    /// Index of the interned kind in its table.
    pub fn index(self) -> usize {
        (self.0 & INDEX_MASK) as usize
    }

    /// The qualifiers of this use of the type.
    pub fn quals(self) -> Quals {
        Quals((self.0 >> QUAL_SHIFT) as u8)
    }

    /// The same type without cv/restrict qualifiers.
    pub fn unqualified(self) -> TypeId {
        TypeId(self.0 & INDEX_MASK)
    }

    /// The same type with `q` added to its qualifiers.
    pub fn with_quals(self, q: Quals) -> TypeId {
        TypeId(self.0 | ((q.0 as u32) << QUAL_SHIFT))
    }

    /// Whether it is `const`-qualified.
    pub fn is_const(self) -> bool {
        self.quals().contains(Quals::CONST)
    }

    /// Whether it is `volatile`-qualified.
    pub fn is_volatile(self) -> bool {
        self.quals().contains(Quals::VOLATILE)
    }

    /// Whether it is `__restrict__`-qualified.
    pub fn is_restrict(self) -> bool {
        self.quals().contains(Quals::RESTRICT)
    }
}

/// The structure of a type. Interned: each distinct kind appears once in a [`TypeTable`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `void`.
    Void,
    /// `bool`.
    Bool,
    /// Plain `char`, signed 8-bit.
    Char,
    /// `signed char`.
    SChar,
    /// `unsigned char`.
    UChar,
    /// `short`.
    Short,
    /// `unsigned short`.
    UShort,
    /// `int`.
    Int,
    /// `unsigned int`.
    UInt,
    /// `long`.
    Long,
    /// `unsigned long`.
    ULong,
    /// `long long`.
    LongLong,
    /// `unsigned long long`.
    ULongLong,
    /// `__int128`: 16 bytes, aligned to 16, mangled `n`; ranked above `long long`.
    Int128,
    /// `unsigned __int128`, mangled `o`.
    UInt128,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// Placeholder for erroneous code during recovery.
    Error,
    /// `__half`: IEEE binary16. CUDA declares it as a class with operators; ptxc
    /// makes it a builtin floating type that keeps its class name for mangling
    /// (`6__half`) and does not mix with other arithmetic types in binary operators
    /// (specs/language.md).
    Half,
    /// `__nv_bfloat16`: bfloat16 (8 exponent bits, 7 fraction bits), like [`TypeKind::Half`].
    BFloat16,
    /// `wchar_t`, `char16_t`, `char32_t`: distinct types (overloading, mangling `w`,
    /// `Ds`, `Di`, messages) represented as `int`, `unsigned short` and `unsigned int`;
    /// like [`TypeKind::Enum`], [`TypeTable::kind`] answers with the representation's kind.
    WChar,
    /// `char16_t` (see `WChar`).
    Char16,
    /// `char32_t` (see `WChar`).
    Char32,
    /// `long double`: a distinct type (overloading, mangling `e`, messages) that nvcc
    /// device code computes as `double`; like [`TypeKind::WChar`], [`TypeTable::kind`]
    /// answers with `double`'s kind. `sizeof` and `alignof` are 16 as nvcc gives them:
    /// the value is a `double` in the low 8 bytes of a 16-byte slot.
    LongDouble,
    /// `std::nullptr_t` (`decltype(nullptr)`): a scalar type of pointer size whose only
    /// value is the null pointer constant; it converts to every pointer type.
    NullPtr,
    /// Pointer to `pointee` (which carries its own qualifiers: `const float*` has a
    /// `const`-qualified pointee; `float* __restrict__` is a restrict-qualified pointer).
    Pointer {
        /// The type pointed to.
        pointee: TypeId,
    },
    /// Lvalue reference `T&`. Only in declared types (parameters and variables as written,
    /// and the signatures names are mangled from); the IL lowers references to pointers or,
    /// for `const` references to scalars, to values, so no IL node has this type.
    LValueRef {
        /// The type referred to.
        referee: TypeId,
    },
    /// Rvalue reference `T&&`, likewise only in declared types (lowered to a pointer to
    /// the referee, which binding materializes when the initializer is a prvalue).
    RValueRef {
        /// The type referred to.
        referee: TypeId,
    },
    /// The `index`-th template parameter of a function template. Only in the signature
    /// patterns templates are mangled from; never in the IL.
    TemplateParam {
        /// Its position in the template's parameter list.
        index: u32,
    },
    /// A function parameter pack's type in a signature pattern (`Ts&&... ts` has the
    /// expansion of `Ts&&`, mangled `Dp`): the pattern each element's type is made
    /// from. Only in signature patterns; never in the IL.
    PackExpansion {
        /// The type each element is declared with, in terms of template parameters.
        pattern: TypeId,
    },
    /// The placeholder `auto` of a deduced return type: in function template signature
    /// patterns (mangled `Da`) and as the return type of a function whose body has not
    /// yet deduced it (see `sema::auto_deduction::return_types`); never in the IL of a finished function.
    Auto,
    /// The placeholder `decltype(auto)` of a deduced return type (mangled `Dc`): the
    /// result is `decltype` of the first returned expression, a reference for an
    /// lvalue or xvalue; otherwise as [`TypeKind::Auto`].
    DecltypeAuto,
    /// Array of `len` elements.
    Array {
        /// The element type.
        elem: TypeId,
        /// The number of elements (see [`PARAM_ARRAY_LEN`] in patterns).
        len: u64,
    },
    /// A `struct`, `class` or `union`: its fields and layout are in
    /// [`TypeTable::record`]. Each declaration is a distinct type.
    Record(RecordId),
    /// An enumeration: a distinct type for mangling, overloading and messages that
    /// otherwise behaves as its underlying integer type. [`TypeTable::kind`] resolves it
    /// to the underlying type's kind, so only [`TypeTable::raw_kind`] shows this variant.
    Enum(EnumId),
    /// Pointer to a member of `class`: `int S::*` (`member` an object type) or
    /// `int (S::*)(int) const` (`member` a function type without `this`). A distinct type
    /// for overloading, mangling (`M1Si`) and messages that otherwise behaves as its
    /// Itanium representation `rep`, as [`TypeTable::kind`] answers: a data member
    /// pointer is a `long` byte offset (-1 for null), a member function pointer the
    /// record `{ void (*ptr)(); long adj; }` (function address, `this` adjustment).
    MemberPointer {
        /// The class whose member it points to.
        class: TypeId,
        /// The member's type.
        member: TypeId,
        /// A pointer to a `const` member function.
        const_method: bool,
        /// The representation (see above).
        rep: TypeId,
    },
    /// Function type; `params` are the adjusted parameter types (arrays and functions decayed
    /// to pointers, top-level qualifiers dropped) as C++ specifies for a function's type.
    Function {
        /// The return type.
        ret: TypeId,
        /// The adjusted parameter types.
        params: Vec<TypeId>,
        /// Whether the parameter list ends in `...`.
        variadic: bool,
        /// Written `noexcept` in a type-id (`T (*)() noexcept`, libcu++'s `declval`):
        /// calls through it cannot throw. Declared functions' own types leave it unset
        /// (their `noexcept` is a fact of the function, `FunctionFacts::is_noexcept`).
        noexcept: bool,
    },
}

/// Array lengths from this value on stand for a non-type template parameter in a
/// signature pattern (`T (&a)[N]` has length `PARAM_ARRAY_LEN + index of N`); they never
/// reach an instance.
pub const PARAM_ARRAY_LEN: u64 = 1 << 62;

/// The template parameter an array length in a pattern stands for, if it is one.
pub fn param_array_len(len: u64) -> Option<u32> {
    (len >= PARAM_ARRAY_LEN).then(|| (len - PARAM_ARRAY_LEN) as u32)
}

/// A template argument, for mangling and instantiation keys.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TemplateArg {
    /// A type argument.
    Type(TypeId),
    /// A non-type argument of integer type `ty`.
    Int {
        /// The parameter's type.
        ty: TypeId,
        /// The value.
        value: i128,
    },
    /// The `index`-th non-type template parameter itself (of type `ty`), in a pattern:
    /// `Vec<N>` in `template <int N> int g(Vec<N>)` or a partial specialization's
    /// arguments. Only in signature patterns, never in an instance.
    Param {
        /// Its position in the template's parameter list (of the first parameter a
        /// computed argument names).
        index: u32,
        /// Its type.
        ty: TypeId,
        /// A value computed from the parameters rather than the parameter itself
        /// (`N * 2`, `(sizeof(T) > 4)`, a default argument such as `bool R =
        /// bits<T>::value >= 32`): a non-deduced context ([temp.deduct.type]/5), so
        /// deduction and matching skip it and substitution checks it.
        computed: bool,
    },
    /// A function as the argument of a non-type parameter of pointer-to-function type
    /// `ty` (`ap<add>` or `ap<&add>`), mangled `XadL _Z <encoding> EE`.
    Func {
        /// The parameter's type.
        ty: TypeId,
        /// The function's index among the declared functions (an `il::FnDeclId`).
        func: u32,
        /// How the function is named ([`crate::sema::Sema::encoding_of`]): mangled again
        /// inside the name it appears in, whose substitutions it shares (its own
        /// symbol's would not hold there).
        encoding: Box<crate::mangle::Encoding>,
    },
    /// The arguments of a template parameter pack (`J ... E` in a mangled name).
    Pack(Vec<TemplateArg>),
    /// A class or alias template as the argument of a template template parameter
    /// (`Wrap<Box, int>`), mangled by its name (`4WrapI3BoxiE`).
    Template {
        /// The template's index in Sema's table of class templates, or of alias
        /// templates when `alias`.
        id: u32,
        /// Whether it is an alias template.
        alias: bool,
        /// Its name.
        name: String,
        /// Its enclosing namespaces, outermost first.
        scope: Vec<String>,
    },
    /// The `index`-th template template parameter itself, in a pattern: `P` in a
    /// partial specialization's arguments `v<P, T, true>`. Never in an instance.
    TemplateParam {
        /// Its position in the template's parameter list.
        index: u32,
    },
    /// A pack expansion in a pattern (`Ts...` in `Tup<Ts...>`, mangled `Dp`): the
    /// pattern that is repeated per element. Only in signature patterns and partial
    /// specializations' arguments, never in an instance.
    Expansion(Box<TemplateArg>),
}

/// Index into the record table of a [`TypeTable`]; an entity, so Sema keys per-class side
/// data by it in a `SecondaryMap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub u32);
cranelift_entity::entity_impl!(RecordId);

/// Index into the enumeration table of a [`TypeTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnumId(pub u32);

/// An enumeration type's name and representation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumInfo {
    /// Source name (empty for an anonymous enumeration).
    pub name: String,
    /// Enclosing namespaces, outermost first (for mangled names).
    pub scope: Vec<String>,
    /// The integer type holding its values.
    pub underlying: TypeId,
    /// `enum class` / `enum struct`.
    pub scoped: bool,
}

/// One field of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The field's name (empty for an unnamed bit-field or an anonymous member).
    pub name: String,
    /// Its type.
    pub ty: TypeId,
    /// Byte offset from the start of the record (0 for every field of a union). For a
    /// bit-field: the offset of its storage unit, an object of type `ty` aligned to
    /// `ty`'s size, which holds all of its bits.
    pub offset: u64,
    /// For a bit-field, where its bits are in the storage unit.
    pub bits: Option<BitField>,
}

/// The bits of a bit-field inside its storage unit (little-endian: bit 0 is the least
/// significant bit of the unit's value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitField {
    /// Index of the lowest bit.
    pub offset: u32,
    /// Number of bits (at least 1).
    pub width: u32,
    /// Size of the storage unit in bits: the field type's width in the usual layout; in a
    /// packed one (see [`crate::layout`]) the smallest power-of-two integer inside the
    /// record that holds the bits, or, when none fits, the bytes the bits touch (not a
    /// power of two: accessed byte-wise).
    pub unit: u32,
}

/// A member as declared, for [`TypeTable::complete_record_with_bits`]: name, type and
/// bit-field width (`None` for an ordinary member; an empty name with a width is an
/// unnamed bit-field, which only affects layout).
pub type MemberDecl = (String, TypeId, Option<u32>);

/// A `struct`/`class`/`union` with its C/C++ layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Source name (empty for an anonymous record); used in messages and mangled names.
    pub name: String,
    /// Enclosing namespaces, outermost first (for mangled names).
    pub scope: Vec<String>,
    /// Arguments of a class template instance (`Vec<float, 4>`), empty otherwise; they
    /// are part of the mangled name (`3VecIfLi4EE`).
    pub template_args: Vec<TemplateArg>,
    /// For a class declared in a class template's instance (directly or through other
    /// nested classes): that enclosing class, whose template arguments its mangled name
    /// includes (`N 3cub 4RankI...E 8Callback E`), which `scope` cannot spell.
    pub enclosing_instance: Option<TypeId>,
    /// A `union` (all fields at offset 0).
    pub is_union: bool,
    /// Fields in declaration order; empty until the definition is seen.
    pub fields: Vec<Field>,
    /// `sizeof` (a multiple of `align`; 1 for an empty struct, as in C++).
    pub size: u64,
    /// `alignof`.
    pub align: u64,
    /// Whether the definition has been seen (otherwise the type is incomplete).
    pub complete: bool,
    /// GNU ABI tags (`__attribute__((abi_tag("v2")))`), sorted: part of the mangled
    /// name after the class's own (`6TaggedB2v2`).
    pub abi_tags: Vec<String>,
    /// For a template template parameter applied in a pattern (`C<T>` with `template
    /// <class> class C`): the parameter's index; such a record is mangled as the
    /// parameter with its arguments (`T_IT0_E`).
    pub template_param: Option<u32>,
    /// Non-trivial for the purposes of calls (Itanium C++ ABI 3.1.2.3: a copy or move
    /// constructor or a destructor runs user code): a by-value parameter of this type
    /// is passed as the address of the caller's temporary, a result is returned
    /// through a caller-provided slot (`sret`), as nvcc passes `__half2`. Set by Sema
    /// when the class is complete.
    pub pass_indirect: bool,
}

/// Interns [`TypeKind`]s and answers questions about types.
#[derive(Clone, Debug)]
pub struct TypeTable {
    kinds: Vec<TypeKind>,
    map: FxHashMap<TypeKind, u32>,
    records: Vec<Record>,
    enums: Vec<EnumInfo>,
    /// The mangled names of closure types (records made for lambda expressions).
    closures: FxHashMap<RecordId, crate::mangle::ClosureName>,
    /// Records standing for `typename C::name` in a signature pattern (opaque dependent
    /// types): the class `C` each names a member of, for their mangled names.
    dependent_members: FxHashMap<RecordId, TypeId>,
    /// Whether a `const T&` parameter to a scalar is held by value (whole-program
    /// compilation, the default); with `-rdc` it is an address, as nvcc passes it.
    scalar_const_refs_by_value: bool,
    /// The records completed, in order (a class found incomplete may be complete once
    /// this grew).
    completed_records: Vec<RecordId>,
}

impl Default for TypeTable {
    fn default() -> Self {
        TypeTable::new()
    }
}

/// Builtin kinds in the order of the `TypeId` constants.
const BUILTINS: [TypeKind; 25] = [
    TypeKind::Void,
    TypeKind::Bool,
    TypeKind::Char,
    TypeKind::SChar,
    TypeKind::UChar,
    TypeKind::Short,
    TypeKind::UShort,
    TypeKind::Int,
    TypeKind::UInt,
    TypeKind::Long,
    TypeKind::ULong,
    TypeKind::LongLong,
    TypeKind::ULongLong,
    TypeKind::Float,
    TypeKind::Double,
    TypeKind::Error,
    TypeKind::Half,
    TypeKind::BFloat16,
    TypeKind::WChar,
    TypeKind::Char16,
    TypeKind::Char32,
    TypeKind::NullPtr,
    TypeKind::Int128,
    TypeKind::UInt128,
    TypeKind::LongDouble,
];

impl TypeTable {
    /// A table holding the builtin types at their fixed indices.
    pub fn new() -> TypeTable {
        let mut t = TypeTable {
            kinds: Vec::new(),
            map: FxHashMap::default(),
            records: Vec::new(),
            enums: Vec::new(),
            closures: FxHashMap::default(),
            dependent_members: FxHashMap::default(),
            scalar_const_refs_by_value: true,
            completed_records: Vec::new(),
        };
        for k in BUILTINS {
            t.intern(k);
        }
        debug_assert_eq!(t.intern(TypeKind::Double), TypeId::DOUBLE, "builtin order");
        debug_assert_eq!(t.intern(TypeKind::BFloat16), TypeId::BF16, "builtin order");
        debug_assert_eq!(t.intern(TypeKind::NullPtr), TypeId::NULLPTR, "builtin order");
        debug_assert_eq!(t.intern(TypeKind::UInt128), TypeId::UINT128, "builtin order");
        debug_assert_eq!(t.intern(TypeKind::LongDouble), TypeId::LONGDOUBLE, "builtin order");
        t
    }

    /// The handle for `kind`, adding it if new.
    pub fn intern(&mut self, kind: TypeKind) -> TypeId {
        if let Some(&i) = self.map.get(&kind) {
            return TypeId(i);
        }
        let i = self.kinds.len() as u32;
        assert!(i <= INDEX_MASK, "type table overflow");
        self.kinds.push(kind.clone());
        self.map.insert(kind, i);
        TypeId(i)
    }

    /// The handle for `kind` if it was interned.
    pub fn interned(&self, kind: &TypeKind) -> Option<TypeId> {
        self.map.get(kind).map(|&i| TypeId(i))
    }

    /// Number of interned kinds.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Every interned kind with its (unqualified) handle, in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (TypeId, &TypeKind)> {
        self.kinds.iter().enumerate().map(|(i, k)| (TypeId(i as u32), k))
    }

    /// Whether the table is empty (never true: builtins are always present).
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The structure of `ty` (qualifiers ignored); an enumeration answers with its
    /// underlying integer type's kind, so it converts, promotes and lowers as that type.
    #[inline]
    pub fn kind(&self, ty: TypeId) -> &TypeKind {
        // Inlined: most kinds stand for themselves, and callers ask very often.
        match &self.kinds[ty.index()] {
            k @ (TypeKind::Enum(_)
            | TypeKind::WChar
            | TypeKind::LongDouble
            | TypeKind::Char16
            | TypeKind::Char32
            | TypeKind::MemberPointer { .. }) => self.represented_kind(k),
            k => k,
        }
    }

    /// The kind a distinct type that behaves as another (see [`TypeTable::kind`]) has.
    #[inline(never)]
    fn represented_kind<'a>(&'a self, k: &'a TypeKind) -> &'a TypeKind {
        match k {
            TypeKind::Enum(id) => self.kind(self.enums[id.0 as usize].underlying),
            TypeKind::WChar => self.kind(TypeId::INT),
            TypeKind::LongDouble => self.kind(TypeId::DOUBLE),
            TypeKind::Char16 => self.kind(TypeId::USHORT),
            TypeKind::Char32 => self.kind(TypeId::UINT),
            TypeKind::MemberPointer { rep, .. } => self.kind(*rep),
            k => k,
        }
    }

    /// The structure of `ty` as interned: [`TypeKind::Enum`] for an enumeration.
    #[inline]
    pub fn raw_kind(&self, ty: TypeId) -> &TypeKind {
        &self.kinds[ty.index()]
    }

    /// A new enumeration type (each declaration is a distinct type).
    pub fn new_enum(&mut self, info: EnumInfo) -> TypeId {
        let id = EnumId(self.enums.len() as u32);
        self.enums.push(info);
        self.intern(TypeKind::Enum(id))
    }

    /// The enumeration behind `ty`, if it is one.
    pub fn enum_of(&self, ty: TypeId) -> Option<&EnumInfo> {
        match self.raw_kind(ty) {
            TypeKind::Enum(id) => Some(&self.enums[id.0 as usize]),
            _ => None,
        }
    }

    /// Gives an anonymous enumeration the name of the typedef that declares it.
    pub fn name_anonymous_enum(&mut self, ty: TypeId, name: &str) {
        if let TypeKind::Enum(id) = *self.raw_kind(ty) {
            let e = &mut self.enums[id.0 as usize];
            if e.name.is_empty() {
                e.name = name.to_string();
            }
        }
    }

    /// Gives an unnamed class the name of the typedef that declares it (`typedef struct {
    /// ... } Name;`): C++ names it so for linkage, and nvcc mangles it `4Name`.
    pub fn name_anonymous_record(&mut self, ty: TypeId, name: &str) {
        if let TypeKind::Record(id) = *self.raw_kind(ty) {
            let r = &mut self.records[id.0 as usize];
            if r.name.is_empty() {
                r.name = name.to_string();
            }
        }
    }

    /// Whether `ty` is a scoped enumeration (`enum class`).
    pub fn is_scoped_enum(&self, ty: TypeId) -> bool {
        self.enum_of(ty).is_some_and(|e| e.scoped)
    }

    /// An enumeration's underlying type, or the representation of `wchar_t`/`char16_t`/
    /// `char32_t` (with `ty`'s qualifiers); other types unchanged.
    pub fn strip_enum(&self, ty: TypeId) -> TypeId {
        let rep = match self.raw_kind(ty) {
            TypeKind::Enum(id) => self.enums[id.0 as usize].underlying,
            TypeKind::WChar => TypeId::INT,
            TypeKind::LongDouble => TypeId::DOUBLE,
            TypeKind::Char16 => TypeId::USHORT,
            TypeKind::Char32 => TypeId::UINT,
            _ => return ty,
        };
        rep.with_quals(ty.quals())
    }

    /// `T*` for `pointee` = `T`.
    pub fn pointer_to(&mut self, pointee: TypeId) -> TypeId {
        self.intern(TypeKind::Pointer { pointee })
    }

    /// `T&`.
    pub fn lvalue_ref_to(&mut self, referee: TypeId) -> TypeId {
        self.intern(TypeKind::LValueRef { referee })
    }

    /// `T&&`.
    pub fn rvalue_ref_to(&mut self, referee: TypeId) -> TypeId {
        self.intern(TypeKind::RValueRef { referee })
    }

    /// The referee of a reference type (lvalue or rvalue).
    pub fn referee(&self, ty: TypeId) -> Option<TypeId> {
        match self.kind(ty) {
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => Some(*referee),
            _ => None,
        }
    }

    /// `ty` with `q` added, except that cv-qualifiers applied to a reference type through
    /// a typedef or a template parameter are ignored ([dcl.ref]/1: `const R` with
    /// `R = int&` is `int&`).
    pub fn qualified(&self, ty: TypeId, q: Quals) -> TypeId {
        match self.referee(ty) {
            Some(_) => ty.with_quals(Quals(q.0 & Quals::RESTRICT.0)),
            None => ty.with_quals(q),
        }
    }

    /// Sets whether `const T&` parameters to scalars are held by value (false with
    /// `-rdc`: another module's caller or callee passes the address, as nvcc does).
    pub fn set_scalar_const_refs_by_value(&mut self, by_value: bool) {
        self.scalar_const_refs_by_value = by_value;
    }

    /// Whether a parameter of declared reference type `ty` of a function returning
    /// `ret` is passed by value: a `const T&` to a scalar (see `sema::conversions::references`), unless the
    /// function returns a reference (which may be to that parameter, as `const T&
    /// max(const T& a, const T& b)` returns); every other reference is a pointer.
    pub fn param_reference_by_value(&self, ty: TypeId, ret: TypeId) -> bool {
        self.referee(ret).is_none() && self.reference_by_value(ty)
    }

    /// Whether a `const T&` to a scalar, which parameters hold by value.
    pub fn reference_by_value(&self, ty: TypeId) -> bool {
        if !self.scalar_const_refs_by_value {
            return false;
        }
        let Some(TypeKind::LValueRef { referee }) = Some(self.kind(ty)) else {
            return false;
        };
        let scalar = self.is_arithmetic(*referee) || self.is_pointer(*referee);
        referee.is_const() && !referee.is_volatile() && scalar
    }

    /// Whether `ty` is an rvalue reference `T&&`.
    pub fn is_rvalue_ref(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::RValueRef { .. })
    }

    /// `T[len]`.
    pub fn array_of(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.intern(TypeKind::Array { elem, len })
    }

    /// A function type; parameter types should already be adjusted.
    pub fn function(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool) -> TypeId {
        self.intern(TypeKind::Function {
            ret,
            params,
            variadic,
            noexcept: false,
        })
    }

    /// `ty` with its function type (of a function or a pointer to one) marked
    /// `noexcept`; other types unchanged.
    pub fn with_noexcept(&mut self, ty: TypeId) -> TypeId {
        let q = ty.quals();
        match self.raw_kind(ty).clone() {
            TypeKind::Function {
                ret, params, variadic, ..
            } => self
                .intern(TypeKind::Function {
                    ret,
                    params,
                    variadic,
                    noexcept: true,
                })
                .with_quals(q),
            TypeKind::Pointer { pointee } if self.is_function(pointee) => {
                let f = self.with_noexcept(pointee);
                self.pointer_to(f).with_quals(q)
            }
            _ => ty,
        }
    }

    /// Whether calling through `ty` (a function or a pointer to one) cannot throw.
    pub fn is_noexcept_function(&self, ty: TypeId) -> bool {
        let f = self.pointee(ty).unwrap_or(ty);
        matches!(self.kind(f), TypeKind::Function { noexcept: true, .. })
    }

    /// A new, incomplete record type named `name`.
    pub fn new_record(&mut self, name: &str, is_union: bool) -> TypeId {
        let id = RecordId(self.records.len() as u32);
        self.records.push(Record {
            name: name.to_string(),
            scope: Vec::new(),
            template_args: Vec::new(),
            enclosing_instance: None,
            is_union,
            fields: Vec::new(),
            size: 0,
            align: 1,
            complete: false,
            abi_tags: Vec::new(),
            template_param: None,
            pass_indirect: false,
        });
        self.intern(TypeKind::Record(id))
    }

    /// Marks record `ty` as template template parameter `index` applied to its arguments.
    pub fn set_template_param(&mut self, ty: TypeId, index: u32) {
        if let TypeKind::Record(id) = *self.kind(ty) {
            self.records[id.0 as usize].template_param = Some(index);
        }
    }

    /// Gives record `ty` the GNU ABI tags `tags` (kept sorted, without duplicates, as
    /// they are mangled).
    pub fn set_abi_tags(&mut self, ty: TypeId, mut tags: Vec<String>) {
        if let TypeKind::Record(id) = *self.kind(ty) {
            tags.sort();
            tags.dedup();
            self.records[id.0 as usize].abi_tags = tags;
        }
    }

    /// Marks record `id` as passed by address to and from functions
    /// ([`Record::pass_indirect`]).
    pub fn set_pass_indirect(&mut self, id: RecordId) {
        self.records[id.0 as usize].pass_indirect = true;
    }

    /// Whether values of `ty` are passed by address to and from functions
    /// ([`Record::pass_indirect`]).
    pub fn is_pass_indirect(&self, ty: TypeId) -> bool {
        matches!(*self.kind(ty), TypeKind::Record(id) if self.records[id.0 as usize].pass_indirect)
    }

    /// Raises a complete record's alignment to `align` (a GNU `aligned` attribute after the
    /// closing brace), rounding its size up to the new alignment.
    pub fn raise_record_align(&mut self, id: RecordId, align: u64) {
        let r = &mut self.records[id.0 as usize];
        if align > r.align {
            r.align = align;
            r.size = r.size.div_ceil(align).saturating_mul(align);
        }
    }

    /// Sets the template arguments of a class template instance.
    pub fn set_record_template_args(&mut self, id: RecordId, args: Vec<TemplateArg>) {
        self.records[id.0 as usize].template_args = args;
    }

    /// Records that record `id` is declared in class `outer`, an instance of a class
    /// template or a class nested in one (see [`Record::enclosing_instance`]).
    pub fn set_enclosing_instance(&mut self, id: RecordId, outer: TypeId) {
        self.records[id.0 as usize].enclosing_instance = Some(outer);
    }

    /// Sets the enclosing namespaces of a record (outermost first).
    pub fn set_record_scope(&mut self, id: RecordId, scope: Vec<String>) {
        self.records[id.0 as usize].scope = scope;
    }

    /// Makes record `id` a closure type named `name`.
    pub fn set_closure_name(&mut self, id: RecordId, name: crate::mangle::ClosureName) {
        self.closures.insert(id, name);
    }

    /// Marks record `id` as standing for member `name` (the record's name) of dependent
    /// class `class`: mangled `N <class> <name> E` as Itanium's dependent names are.
    pub fn set_dependent_member(&mut self, id: RecordId, class: TypeId) {
        self.dependent_members.insert(id, class);
    }

    /// The class whose member record `id` stands for, if it is a dependent member name.
    pub fn dependent_member_of(&self, id: RecordId) -> Option<TypeId> {
        self.dependent_members.get(&id).copied()
    }

    /// The name of record `id` if it is a closure type.
    pub fn closure_name(&self, id: RecordId) -> Option<&crate::mangle::ClosureName> {
        self.closures.get(&id)
    }

    /// The record behind a [`TypeKind::Record`].
    #[inline]
    pub fn record(&self, id: RecordId) -> &Record {
        &self.records[id.0 as usize]
    }

    /// Whether `ty` is a class with no data: no members other than empty bases.
    pub fn is_empty_class(&self, ty: TypeId) -> bool {
        self.record_of(ty).is_some_and(|r| {
            !r.is_union
                && r.fields
                    .iter()
                    .all(|f| f.name.starts_with("<base ") && self.is_empty_class(f.ty))
        })
    }

    /// The record of a record type, if `ty` is one.
    pub fn record_of(&self, ty: TypeId) -> Option<&Record> {
        match self.kind(ty) {
            TypeKind::Record(id) => Some(self.record(*id)),
            _ => None,
        }
    }

    /// Whether `ty` is a `struct`, `class` or `union`.
    pub fn is_record(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Record(_))
    }

    /// The records completed so far, in order.
    pub fn completed_records(&self) -> &[RecordId] {
        &self.completed_records
    }

    /// How many records were made so far (a record's id is below).
    pub fn record_count(&self) -> usize {
        self.records.len()
    }

    /// Whether objects of `ty` can be created: not void, a function, or an incomplete
    /// record (or an array of one).
    pub fn is_complete(&self, ty: TypeId) -> bool {
        match self.kind(ty) {
            TypeKind::Void | TypeKind::Function { .. } => false,
            TypeKind::Record(id) => self.record(*id).complete,
            TypeKind::Array { elem, .. } => self.is_complete(*elem),
            _ => true,
        }
    }

    /// Size in bytes (`sizeof`). Void, functions and errors have size 0 (callers check).
    pub fn size_of(&self, ty: TypeId) -> u64 {
        if self.is_long_double(ty) {
            return 16;
        }
        match self.kind(ty) {
            TypeKind::Void
            | TypeKind::Error
            | TypeKind::Function { .. }
            | TypeKind::TemplateParam { .. }
            | TypeKind::PackExpansion { .. }
            | TypeKind::Auto
            | TypeKind::DecltypeAuto => 0,
            // Never returned by `kind`, which resolves enumerations.
            TypeKind::Enum(_) | TypeKind::WChar | TypeKind::Char16 | TypeKind::Char32 => 4,
            TypeKind::LongDouble => 16,
            TypeKind::MemberPointer { rep, .. } => self.size_of(*rep),
            TypeKind::Bool | TypeKind::Char | TypeKind::SChar | TypeKind::UChar => 1,
            TypeKind::Short | TypeKind::UShort | TypeKind::Half | TypeKind::BFloat16 => 2,
            TypeKind::Int | TypeKind::UInt | TypeKind::Float => 4,
            TypeKind::Long
            | TypeKind::ULong
            | TypeKind::LongLong
            | TypeKind::ULongLong
            | TypeKind::Double
            | TypeKind::Pointer { .. }
            | TypeKind::NullPtr
            | TypeKind::LValueRef { .. }
            | TypeKind::RValueRef { .. } => 8,
            TypeKind::Int128 | TypeKind::UInt128 => 16,
            TypeKind::Array { elem, len } => self.size_of(*elem).saturating_mul(*len),
            TypeKind::Record(id) => self.record(*id).size,
        }
    }

    /// Alignment in bytes (`alignof`).
    pub fn align_of(&self, ty: TypeId) -> u64 {
        match self.kind(ty) {
            TypeKind::Array { elem, .. } => self.align_of(*elem),
            TypeKind::Record(id) => self.record(*id).align,
            TypeKind::Void | TypeKind::Error | TypeKind::Function { .. } => 1,
            _ => self.size_of(ty),
        }
    }

    /// Bit width of an integer, floating or pointer type (bool is 8 bits in memory, but
    /// its value is 0 or 1).
    pub fn bit_width(&self, ty: TypeId) -> u32 {
        (self.size_of(ty) * 8) as u32
    }

    /// Whether `ty` is `long double` (16 bytes, computed as `double`).
    pub fn is_long_double(&self, ty: TypeId) -> bool {
        matches!(self.raw_kind(ty), TypeKind::LongDouble)
    }

    /// Whether `ty` is `void`.
    pub fn is_void(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Void)
    }

    /// Whether `ty` is the error type of a failed expression.
    pub fn is_error(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Error)
    }

    /// Whether `ty` is `bool`.
    pub fn is_bool(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Bool)
    }

    /// Integral types in the C++ sense: `bool`, the character types and the integer types.
    pub fn is_integer(&self, ty: TypeId) -> bool {
        self.int_rank(ty).is_some()
    }

    /// Signed integer types (plain `char` is signed); false for everything else.
    pub fn is_signed(&self, ty: TypeId) -> bool {
        matches!(
            self.kind(ty),
            TypeKind::Char
                | TypeKind::SChar
                | TypeKind::Short
                | TypeKind::Int
                | TypeKind::Long
                | TypeKind::LongLong
                | TypeKind::Int128
        )
    }

    /// Unsigned integer types including `bool`.
    pub fn is_unsigned(&self, ty: TypeId) -> bool {
        self.is_integer(ty) && !self.is_signed(ty)
    }

    /// Whether `ty` is a floating type (`float`, `double`, `__half`, `__nv_bfloat16`).
    pub fn is_floating(&self, ty: TypeId) -> bool {
        matches!(
            self.kind(ty),
            TypeKind::Float | TypeKind::Double | TypeKind::Half | TypeKind::BFloat16
        )
    }

    /// `__half` and `__nv_bfloat16`: the 16-bit floating types, which CUDA gives class
    /// semantics (no implicit mixing with other arithmetic types in operators).
    pub fn is_half(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Half | TypeKind::BFloat16)
    }

    /// Whether `ty` is an integer or floating type.
    pub fn is_arithmetic(&self, ty: TypeId) -> bool {
        self.is_integer(ty) || self.is_floating(ty)
    }

    /// Whether `ty` is a pointer.
    pub fn is_pointer(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Pointer { .. })
    }

    /// Whether `ty` is an array.
    pub fn is_array(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Array { .. })
    }

    /// Whether `ty` is a function type.
    pub fn is_function(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Function { .. })
    }

    /// `std::nullptr_t`.
    pub fn is_nullptr(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::NullPtr)
    }

    /// Arithmetic, pointer and `std::nullptr_t` types: C++'s scalar types (what
    /// conditions and `!` accept, and what value-initialization sets to zero).
    pub fn is_scalar(&self, ty: TypeId) -> bool {
        self.is_arithmetic(ty) || self.is_pointer(ty) || self.is_nullptr(ty)
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self, ty: TypeId) -> Option<TypeId> {
        match self.kind(ty) {
            TypeKind::Pointer { pointee } => Some(*pointee),
            _ => None,
        }
    }

    /// Whether objects of `ty` are `const`: `ty` itself is, or, for an array, its
    /// elements are (`const T[N]` is an array of `const T`).
    pub fn is_const_object(&self, ty: TypeId) -> bool {
        ty.is_const() || self.innermost_element(ty).is_const()
    }

    /// The element type of (nested) array type `ty` once every dimension is taken off;
    /// `ty` itself when it is no array.
    pub fn innermost_element(&self, ty: TypeId) -> TypeId {
        let mut t = ty;
        while let Some((e, _)) = self.array_elem(t) {
            t = e;
        }
        t
    }

    /// Element type and length of an array type.
    pub fn array_elem(&self, ty: TypeId) -> Option<(TypeId, u64)> {
        match self.kind(ty) {
            TypeKind::Array { elem, len } => Some((*elem, *len)),
            _ => None,
        }
    }

    /// Return type, parameter types and variadic flag of a function type.
    pub fn fn_sig(&self, ty: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match self.kind(ty) {
            TypeKind::Function {
                ret, params, variadic, ..
            } => Some((*ret, params.as_slice(), *variadic)),
            _ => None,
        }
    }

    /// Integer conversion rank (C++ [conv.rank]): bool 1, char types 2, short 3, int 4,
    /// long 5, long long 6, `__int128` 7 (GCC's extended rank). `None` for non-integers.
    pub fn int_rank(&self, ty: TypeId) -> Option<u8> {
        if self.is_member_pointer(ty) {
            // Represented as a `long`, but no integer in the language.
            return None;
        }
        Some(match self.kind(ty) {
            TypeKind::Bool => 1,
            TypeKind::Char | TypeKind::SChar | TypeKind::UChar => 2,
            TypeKind::Short | TypeKind::UShort => 3,
            TypeKind::Int | TypeKind::UInt => 4,
            TypeKind::Long | TypeKind::ULong => 5,
            TypeKind::LongLong | TypeKind::ULongLong => 6,
            TypeKind::Int128 | TypeKind::UInt128 => 7,
            _ => return None,
        })
    }

    /// The unsigned integer type of the same rank (`int` -> `unsigned int`).
    pub fn to_unsigned(&self, ty: TypeId) -> TypeId {
        match self.kind(ty) {
            TypeKind::Char | TypeKind::SChar => TypeId::UCHAR,
            TypeKind::Short => TypeId::USHORT,
            TypeKind::Int => TypeId::UINT,
            TypeKind::Long => TypeId::ULONG,
            TypeKind::LongLong => TypeId::ULONGLONG,
            TypeKind::Int128 => TypeId::UINT128,
            _ => ty.unqualified(),
        }
    }

    /// C spelling of a type for diagnostics and dumps, e.g. `const float *__restrict__`.
    pub fn display(&self, ty: TypeId) -> String {
        let (mut pre, post) = self.spell(ty, String::new());
        if !post.is_empty() {
            pre.push_str(&post);
        }
        pre.trim_end().to_string()
    }

    /// Spells `ty` around an inner declarator text, returning (prefix, suffix).
    fn spell(&self, ty: TypeId, inner: String) -> (String, String) {
        let quals = qual_text(ty.quals());
        if let Some((class, member, const_method)) = self.member_pointer_parts(ty) {
            let d = format!("{}::*{}{inner}", self.display(class), quals.trim_end());
            if self.is_function(member) {
                let (pre, post) = self.spell(member, format!("({d})"));
                return (pre, if const_method { format!("{post} const") } else { post });
            }
            return self.spell(member, d);
        }
        match self.kind(ty) {
            TypeKind::Pointer { pointee } => {
                let mut d = String::from("*");
                d.push_str(quals.trim_end());
                if !inner.is_empty() {
                    if !quals.is_empty() {
                        d.push(' ');
                    }
                    d.push_str(&inner);
                }
                let needs_parens = matches!(self.kind(*pointee), TypeKind::Array { .. } | TypeKind::Function { .. });
                let d = if needs_parens { format!("({d})") } else { d };
                self.spell(*pointee, d)
            }
            TypeKind::LValueRef { referee } | TypeKind::RValueRef { referee } => {
                let amp = if matches!(self.kind(ty), TypeKind::RValueRef { .. }) {
                    "&&"
                } else {
                    "&"
                };
                let d = if inner.is_empty() {
                    amp.to_string()
                } else {
                    format!("{amp}{inner}")
                };
                let needs_parens = matches!(self.kind(*referee), TypeKind::Array { .. } | TypeKind::Function { .. });
                let d = if needs_parens { format!("({d})") } else { d };
                self.spell(*referee, d)
            }
            TypeKind::Array { elem, len } => self.spell(*elem, format!("{inner}[{len}]")),
            TypeKind::Function {
                ret, params, variadic, ..
            } => {
                let mut ps: Vec<String> = params.iter().map(|p| self.display(*p)).collect();
                if *variadic {
                    ps.push("...".into());
                }
                self.spell(*ret, format!("{inner}({})", ps.join(", ")))
            }
            _ => {
                let base = match self.raw_kind(ty) {
                    TypeKind::Enum(id) => self.enums[id.0 as usize].name.clone(),
                    TypeKind::Record(id) => {
                        let r = self.record(*id);
                        if r.name.is_empty() {
                            if r.is_union {
                                "<unnamed union>"
                            } else {
                                "<unnamed struct>"
                            }
                            .to_string()
                        } else {
                            r.name.clone()
                        }
                    }
                    k => builtin_name(k).to_string(),
                };
                let mut s = format!("{quals}{base}");
                if !inner.is_empty() {
                    s.push(' ');
                }
                (s, inner)
            }
        }
    }
}

fn qual_text(q: Quals) -> String {
    let mut s = String::new();
    if q.contains(Quals::CONST) {
        s.push_str("const ");
    }
    if q.contains(Quals::VOLATILE) {
        s.push_str("volatile ");
    }
    if q.contains(Quals::RESTRICT) {
        s.push_str("__restrict__ ");
    }
    s
}

fn builtin_name(k: &TypeKind) -> &'static str {
    match k {
        TypeKind::Void => "void",
        TypeKind::Bool => "bool",
        TypeKind::Char => "char",
        TypeKind::SChar => "signed char",
        TypeKind::UChar => "unsigned char",
        TypeKind::Short => "short",
        TypeKind::UShort => "unsigned short",
        TypeKind::Int => "int",
        TypeKind::UInt => "unsigned int",
        TypeKind::Long => "long",
        TypeKind::ULong => "unsigned long",
        TypeKind::LongLong => "long long",
        TypeKind::ULongLong => "unsigned long long",
        TypeKind::Int128 => "__int128",
        TypeKind::UInt128 => "unsigned __int128",
        TypeKind::Float => "float",
        TypeKind::Double => "double",
        TypeKind::Half => "__half",
        TypeKind::BFloat16 => "__nv_bfloat16",
        TypeKind::WChar => "wchar_t",
        TypeKind::LongDouble => "long double",
        TypeKind::Char16 => "char16_t",
        TypeKind::Char32 => "char32_t",
        TypeKind::NullPtr => "std::nullptr_t",
        TypeKind::Auto => "auto",
        TypeKind::DecltypeAuto => "decltype(auto)",
        _ => "<error-type>",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_makes_equal_types_identical() {
        let mut t = TypeTable::new();
        let a = t.pointer_to(TypeId::FLOAT.with_quals(Quals::CONST));
        let b = t.pointer_to(TypeId::FLOAT.with_quals(Quals::CONST));
        assert_eq!(a, b);
        assert_ne!(a, t.pointer_to(TypeId::FLOAT));
        let f1 = t.function(TypeId::VOID, vec![a, TypeId::INT], false);
        let f2 = t.function(TypeId::VOID, vec![b, TypeId::INT], false);
        assert_eq!(f1, f2);
    }

    #[test]
    fn lp64_sizes() {
        let mut t = TypeTable::new();
        assert_eq!(t.size_of(TypeId::LONG), 8);
        assert_eq!(t.size_of(TypeId::INT), 4);
        assert_eq!(t.size_of(TypeId::CHAR), 1);
        assert_eq!(t.size_of(TypeId::BOOL), 1);
        let p = t.pointer_to(TypeId::CHAR);
        assert_eq!(t.size_of(p), 8);
        let a = t.array_of(TypeId::DOUBLE, 5);
        assert_eq!(t.size_of(a), 40);
        assert_eq!(t.align_of(a), 8);
    }

    #[test]
    fn qualifiers_live_on_the_handle() {
        let c = TypeId::INT.with_quals(Quals::CONST.union(Quals::VOLATILE));
        assert!(c.is_const() && c.is_volatile() && !c.is_restrict());
        assert_eq!(c.unqualified(), TypeId::INT);
    }

    #[test]
    fn record_layout_matches_cxx() {
        // Expected sizes/offsets are those of g++ -m64 (x86-64 System V, the layout nvcc
        // uses for device code on LP64 hosts).
        let mut t = TypeTable::new();
        let s1 = t.new_record("S1", false);
        let TypeKind::Record(r1) = *t.kind(s1) else {
            unreachable!()
        };
        t.complete_record(r1, vec![("c".into(), TypeId::CHAR), ("i".into(), TypeId::INT)]);
        assert_eq!((t.size_of(s1), t.align_of(s1)), (8, 4));
        assert_eq!(t.record(r1).fields[1].offset, 4);
        let s2 = t.new_record("S2", false);
        let TypeKind::Record(r2) = *t.kind(s2) else {
            unreachable!()
        };
        t.complete_record(
            r2,
            vec![
                ("a".into(), TypeId::CHAR),
                ("d".into(), TypeId::DOUBLE),
                ("b".into(), TypeId::CHAR),
                ("s".into(), s1),
            ],
        );
        assert_eq!(t.size_of(s2), 32);
        let offs: Vec<u64> = t.record(r2).fields.iter().map(|f| f.offset).collect();
        assert_eq!(offs, vec![0, 8, 16, 20]);
        let u = t.new_record("U", true);
        let TypeKind::Record(ru) = *t.kind(u) else {
            unreachable!()
        };
        let c5 = t.array_of(TypeId::CHAR, 5);
        t.complete_record(ru, vec![("c".into(), c5), ("i".into(), TypeId::INT)]);
        assert_eq!((t.size_of(u), t.align_of(u)), (8, 4));
        let e = t.new_record("E", false);
        let TypeKind::Record(re) = *t.kind(e) else {
            unreachable!()
        };
        assert!(!t.is_complete(e));
        t.complete_record(re, vec![]);
        assert_eq!(t.size_of(e), 1);
        assert!(t.is_complete(e));
        let ps1 = t.pointer_to(s1);
        assert_eq!(t.display(ps1), "S1 *");
    }

    #[test]
    fn display_spells_c_declarators() {
        let mut t = TypeTable::new();
        let cf = t.pointer_to(TypeId::FLOAT.with_quals(Quals::CONST));
        assert_eq!(t.display(cf), "const float *");
        let r = t.pointer_to(TypeId::FLOAT).with_quals(Quals::RESTRICT);
        assert_eq!(t.display(r), "float *__restrict__");
        let arr = t.array_of(TypeId::INT, 4);
        let pa = t.pointer_to(arr);
        assert_eq!(t.display(pa), "int (*)[4]");
        let f = t.function(TypeId::VOID, vec![cf, TypeId::INT], false);
        assert_eq!(t.display(f), "void (const float *, int)");
    }
}
