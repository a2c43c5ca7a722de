//! Constants and the table that uniques them.
//!
//! A constant is immutable and identified by its structure: asking twice
//! for `i32 7` yields the same [`Constant`] handle.

use crate::entities::{Constant, FuncId, GlobalId, Type};
use cranelift_entity::{EntityRef, PrimaryMap};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// What a constant is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstData {
    /// An integer of type `ty`; `bits` holds the value truncated to the width
    /// (zero-extended), so `i8 -1` is stored as 0xff.
    Int {
        /// The integer type.
        ty: Type,
        /// The value, zero-extended from the type's width.
        bits: u128,
    },
    /// A floating-point value of type `ty`, as the IEEE bit pattern of that type
    /// (f32 values hold their 32-bit pattern).
    Float {
        /// The floating-point type.
        ty: Type,
        /// The IEEE bit pattern in the type's width.
        bits: u64,
    },
    /// The null pointer of a pointer type.
    Null(Type),
    /// `undef` of a type.
    Undef(Type),
    /// `poison` of a type.
    Poison(Type),
    /// `zeroinitializer` of any sized type.
    Zero(Type),
    /// An array, vector or struct of element constants.
    Aggregate {
        /// The array, vector or struct type.
        ty: Type,
        /// One constant per element or field, in order.
        elems: Vec<Constant>,
    },
    /// An array of `i8` given by its bytes (LLVM's `c"..."`): a string's
    /// characters take a byte each, where an [`ConstData::Aggregate`] takes a
    /// constant handle per element (twice: the pool and its uniquing key share
    /// the bytes).
    Bytes {
        /// The array type (`[N x i8]`, N the number of bytes).
        ty: Type,
        /// The elements.
        bytes: Arc<[u8]>,
    },
    /// The address of a global variable (type: pointer in its address space).
    GlobalAddr(GlobalId),
    /// The address of a function (type: `ptr`).
    FuncAddr(FuncId),
    /// `getelementptr inbounds (i8, ptr @g, i64 offset)`: a byte offset into a global.
    GlobalOffset {
        /// The global addressed.
        global: GlobalId,
        /// Byte offset from the global's start.
        offset: i64,
    },
    /// `addrspacecast (ptr addrspace(N) C to ty)`.
    AddrSpaceCast {
        /// The pointer constant cast.
        value: Constant,
        /// The pointer type cast to.
        ty: Type,
    },
    /// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "template",
    /// "constraints"`: inline assembly, only ever the callee of a call.
    /// `fn_ty` is the function type it is called with.
    InlineAsm(Box<InlineAsm>),
}

/// The parts of an inline-assembly callee (see [`ConstData::InlineAsm`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct InlineAsm {
    /// The function type the assembly is called with.
    pub fn_ty: Type,
    /// The assembly text, unescaped (`$0`, `$1` name operands).
    pub template: String,
    /// LLVM constraint string: `=r` outputs, `r`/`l`/`f`/`d`/`h`/`n` inputs,
    /// `~{memory}` clobbers, comma-separated.
    pub constraints: String,
    /// [`InlineAsm::SIDEEFFECT`] and friends.
    pub flags: u8,
}

impl InlineAsm {
    /// `sideeffect`: the assembly has effects beyond its outputs.
    pub const SIDEEFFECT: u8 = 1 << 0;
    /// `alignstack`: the stack is aligned for the assembly.
    pub const ALIGNSTACK: u8 = 1 << 1;
    /// `inteldialect`: Intel syntax (x86 only).
    pub const INTELDIALECT: u8 = 1 << 2;
    /// `unwind`: the assembly may unwind.
    pub const UNWIND: u8 = 1 << 3;
    /// Keyword of each flag, in the order LLVM prints them.
    pub const KEYWORDS: [(u8, &'static str); 4] = [
        (Self::SIDEEFFECT, "sideeffect"),
        (Self::ALIGNSTACK, "alignstack"),
        (Self::INTELDIALECT, "inteldialect"),
        (Self::UNWIND, "unwind"),
    ];
}

/// The type of a constant as the constant states it ([`ConstData::ty`]):
/// written in it, or a pointer whose address space the module knows.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ConstType {
    /// Written in the constant: integers, floats, `null`, `undef`, `poison`,
    /// `zeroinitializer`, aggregates and address-space casts.
    Stored(Type),
    /// The address of a global (or an offset into it): a pointer in the
    /// global's address space.
    GlobalPtr(GlobalId),
    /// A function's address or inline assembly: a generic `ptr`.
    GenericPtr,
}

impl ConstType {
    /// The type, when the constant states it (`None` for addresses).
    pub fn stored(self) -> Option<Type> {
        match self {
            ConstType::Stored(ty) => Some(ty),
            ConstType::GlobalPtr(_) | ConstType::GenericPtr => None,
        }
    }
}

impl ConstData {
    /// The constant's type: the one place that knows which kinds of constant
    /// state their type and which are addresses (the module's
    /// [`crate::Module::const_type`] and [`crate::Module::known_const_type`],
    /// the printer, the verifiers and instruction selection ask it).
    pub fn ty(&self) -> ConstType {
        match self {
            ConstData::Int { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Null(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Zero(ty)
            | ConstData::Aggregate { ty, .. }
            | ConstData::Bytes { ty, .. }
            | ConstData::AddrSpaceCast { ty, .. } => ConstType::Stored(*ty),
            ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => ConstType::GlobalPtr(*g),
            ConstData::FuncAddr(_) | ConstData::InlineAsm(_) => ConstType::GenericPtr,
        }
    }
}

/// The uniquing table for constants.
#[derive(Default, Clone)]
pub struct ConstStore {
    data: PrimaryMap<Constant, ConstData>,
    unique: FxHashMap<ConstData, Constant>,
    /// Whether each constant may refer to a global or a function (itself, or
    /// through its elements): a walk for the symbols of an initializer skips
    /// the rest (a string's million characters were walked three times).
    /// Stays set when remapping makes the reference a poison.
    symbolic: Vec<bool>,
}

impl ConstStore {
    /// Rewrites every function reference through `map` (after functions were
    /// renumbered), keeping constant handles. The address of a removed function
    /// (`None`) becomes `poison` of `removed_ty`: the pool keeps constants no
    /// live code uses, and none of them may name an id that is gone (or that
    /// now belongs to another function).
    pub fn remap_functions(&mut self, map: &dyn Fn(FuncId) -> Option<FuncId>, removed_ty: Type) {
        let mut changed = false;
        for (_, d) in self.data.iter_mut() {
            if let ConstData::FuncAddr(f) = d {
                let now = match map(*f) {
                    Some(n) => ConstData::FuncAddr(n),
                    None => ConstData::Poison(removed_ty),
                };
                changed |= now != *d;
                *d = now;
            }
        }
        self.reindex_if(changed);
    }

    /// Rebuilds the uniquing table after a remap changed some constant (two may now be
    /// equal: the later handle is found). Most remaps change none (a module without
    /// function addresses, globals kept in their order), and the rebuild cloned the whole
    /// pool.
    fn reindex_if(&mut self, changed: bool) {
        if changed {
            self.unique = self.data.iter().map(|(c, d)| (d.clone(), c)).collect();
        }
    }

    /// Rewrites every global reference through `map` (see
    /// [`ConstStore::remap_functions`]): `Ok` is the global's new id, `Err` the
    /// pointer type of a removed global's address, which becomes `poison`.
    pub fn remap_globals(&mut self, map: &dyn Fn(GlobalId) -> Result<GlobalId, Type>) {
        let mut changed = false;
        for (_, d) in self.data.iter_mut() {
            if let ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } = d {
                match map(*g) {
                    Ok(n) => {
                        changed |= n != *g;
                        *g = n;
                    }
                    Err(ty) => {
                        changed = true;
                        *d = ConstData::Poison(ty);
                    }
                }
            }
        }
        self.reindex_if(changed);
    }

    /// The globals a constant refers to, directly or through its elements.
    pub fn referenced_globals(&self, c: Constant, out: &mut Vec<GlobalId>) {
        // Most constants are numbers: answer those without a work list.
        match self.get(c) {
            ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => return out.push(*g),
            ConstData::Aggregate { .. } | ConstData::AddrSpaceCast { .. } if self.may_refer_to_symbols(c) => {}
            _ => return,
        }
        let mut work = vec![c];
        while let Some(c) = work.pop() {
            match self.get(c) {
                ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => out.push(*g),
                ConstData::Aggregate { elems, .. } => {
                    work.extend(elems.iter().copied().filter(|&e| self.may_refer_to_symbols(e)))
                }
                ConstData::AddrSpaceCast { value, .. } => work.push(*value),
                _ => {}
            }
        }
    }

    /// Returns the handle for `data`, creating it on first use.
    pub fn intern(&mut self, data: ConstData) -> Constant {
        // One hash of `data` (a lookup then an insert hashed it twice).
        match self.unique.entry(data) {
            std::collections::hash_map::Entry::Occupied(e) => *e.get(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let symbolic = match e.key() {
                    ConstData::GlobalAddr(_) | ConstData::GlobalOffset { .. } | ConstData::FuncAddr(_) => true,
                    ConstData::AddrSpaceCast { value, .. } => self.symbolic[value.index()],
                    ConstData::Aggregate { elems, .. } => elems.iter().any(|e| self.symbolic[e.index()]),
                    _ => false,
                };
                self.symbolic.push(symbolic);
                let c = self.data.push(e.key().clone());
                *e.insert(c)
            }
        }
    }

    /// Whether `c` may refer to a global or a function, itself or through its
    /// elements; `false` for certain when not.
    #[inline]
    pub fn may_refer_to_symbols(&self, c: Constant) -> bool {
        self.symbolic[c.index()]
    }

    /// The data of constant `c`.
    #[inline]
    pub fn get(&self, c: Constant) -> &ConstData {
        &self.data[c]
    }

    /// Number of distinct constants.
    pub fn len(&self) -> usize {
        self.data.len()
    }
    /// True when no constant was interned.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The integer value of `c`, zero-extended, if it is an integer constant.
    pub fn as_int(&self, c: Constant) -> Option<u128> {
        match self.get(c) {
            ConstData::Int { bits, .. } => Some(*bits),
            _ => None,
        }
    }
}
