//! Lexical scopes and name lookup.
//!
//! A stack of hash maps from names to [`Entity`]s; the bottom map is the file scope, which
//! starts with the CUDA built-in variables (`threadIdx`, `blockIdx`, `blockDim`, `gridDim`,
//! `warpSize`) and the standard typedefs nvcc makes available without includes (`size_t`,
//! `ptrdiff_t`). Functions are kept as overload sets.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::il::{FuncId, SpecialReg, VarId};
use crate::symbol::{Interner, Sym};
use crate::types::TypeId;

/// What a name denotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entity {
    Var(VarId),
    /// An overload set (one element unless overloaded).
    Funcs(SmallVec<[FuncId; 1]>),
    Typedef(TypeId),
    /// An enumeration or a typedef of one: usable as a type (its underlying integer type in
    /// the IL).
    Enum(TypeId),
    /// An enumerator: a constant of the enumeration's underlying type.
    EnumConst(i128, TypeId),
    /// A CUDA built-in index variable.
    Special(SpecialReg),
    /// The CUDA built-in `warpSize`.
    WarpSize,
}

/// The scope stack.
#[derive(Debug)]
pub struct Scopes {
    stack: Vec<FxHashMap<Sym, Entity>>,
}

impl Scopes {
    /// The file scope with the built-ins declared.
    pub fn with_builtins(interner: &mut Interner) -> Scopes {
        let mut file = FxHashMap::default();
        for reg in [
            SpecialReg::ThreadIdx,
            SpecialReg::BlockIdx,
            SpecialReg::BlockDim,
            SpecialReg::GridDim,
        ] {
            file.insert(interner.intern(reg.name()), Entity::Special(reg));
        }
        file.insert(interner.intern("warpSize"), Entity::WarpSize);
        file.insert(interner.intern("size_t"), Entity::Typedef(TypeId::SIZE_T));
        file.insert(interner.intern("ptrdiff_t"), Entity::Typedef(TypeId::PTRDIFF_T));
        Scopes { stack: vec![file] }
    }

    /// Enters a block scope.
    pub fn push(&mut self) {
        self.stack.push(FxHashMap::default());
    }

    /// Leaves a block scope (never the file scope).
    pub fn pop(&mut self) {
        debug_assert!(self.stack.len() > 1, "popping the file scope");
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    /// Whether the innermost scope is the file scope.
    pub fn at_file_scope(&self) -> bool {
        self.stack.len() == 1
    }

    /// Innermost declaration of `name`.
    pub fn lookup(&self, name: Sym) -> Option<&Entity> {
        self.stack.iter().rev().find_map(|s| s.get(&name))
    }

    /// Declaration of `name` in the innermost scope only.
    pub fn lookup_current(&self, name: Sym) -> Option<&Entity> {
        self.stack.last().and_then(|s| s.get(&name))
    }

    /// Declaration of `name` at file scope.
    pub fn lookup_file(&self, name: Sym) -> Option<&Entity> {
        self.stack[0].get(&name)
    }

    /// Declares `name` in the innermost scope (replacing an earlier entry there).
    pub fn declare(&mut self, name: Sym, e: Entity) {
        self.stack.last_mut().expect("file scope exists").insert(name, e);
    }

    /// Declares `name` at file scope.
    pub fn declare_file(&mut self, name: Sym, e: Entity) {
        self.stack[0].insert(name, e);
    }

    /// Whether `name` currently denotes a type.
    pub fn is_type_name(&self, name: Sym) -> bool {
        matches!(self.lookup(name), Some(Entity::Typedef(_) | Entity::Enum(_)))
    }
}
