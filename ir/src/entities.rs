//! Entity ids for everything the IR refers to by handle.
//!
//! Ids are `u32` newtypes (cranelift-entity), never pointers: they are
//! compact, `Copy`, printable, and safe to keep across mutation.

use cranelift_entity::entity_impl;

/// A uniqued IR type (see [`crate::types`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(u32);
entity_impl!(Type, "ty");

/// A uniqued constant (see [`crate::constants`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Constant(u32);
entity_impl!(Constant, "const");

/// A uniqued metadata node (see [`crate::metadata`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdNode(u32);
entity_impl!(MdNode, "md");

/// An instruction inside one function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A basic block inside one function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// A function (definition or declaration) of a module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(u32);
entity_impl!(FuncId, "func");

/// A global variable of a module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(u32);
entity_impl!(GlobalId, "global");
