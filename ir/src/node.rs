//! Instruction nodes: a small fixed header plus a contiguous operand run.
//!
//! NVVM allocates each node from a bump allocator with its operands stored
//! right next to the header. We keep the same shape without raw pointers:
//! each function owns an append-only operand arena ([`OperandArena`]); a
//! node's header records where its run starts and how long it is. Nodes are
//! never freed one by one: a removed instruction just leaves the layout, and
//! the whole arena goes when the function does. Growing a node (adding a phi
//! incoming edge) moves its run to the end of the arena, as a bump allocator
//! would.

use crate::entities::{Block, Type};
use crate::opcode::{Opcode, Ordering};
use crate::value::Value;

/// Per-instruction flag bits (the header's flags field).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct InstFlags(pub u16);

impl InstFlags {
    /// `load volatile`, `store volatile`, volatile atomics.
    pub const VOLATILE: u16 = 1 << 0;
    /// `nsw`: no signed wrap (add, sub, mul, shl, trunc); `nusw` on a GEP.
    pub const NSW: u16 = 1 << 1;
    /// `nuw`: no unsigned wrap (add, sub, mul, shl, trunc, GEP).
    pub const NUW: u16 = 1 << 2;
    /// `exact` (udiv, sdiv, lshr, ashr).
    pub const EXACT: u16 = 1 << 3;
    /// `getelementptr inbounds`.
    pub const INBOUNDS: u16 = 1 << 4;
    /// `cmpxchg weak`.
    pub const WEAK: u16 = 1 << 5;
    /// Call is `tail` (informational).
    pub const TAIL: u16 = 1 << 6;
    /// Bits 8..11: success ordering; bits 12..15: failure ordering (cmpxchg).
    const ORDER_SHIFT: u16 = 8;
    const FAIL_SHIFT: u16 = 12;

    /// True when flag `bit` is set.
    pub fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }
    /// These flags with `bit` set too.
    pub fn with(self, bit: u16) -> Self {
        InstFlags(self.0 | bit)
    }
    /// The (success) ordering of an atomic; `NotAtomic` for plain accesses.
    pub fn ordering(self) -> Ordering {
        Ordering::from_u8(((self.0 >> Self::ORDER_SHIFT) & 0xF) as u8).unwrap_or(Ordering::NotAtomic)
    }
    /// These flags with the (success) ordering replaced by `o`.
    pub fn with_ordering(self, o: Ordering) -> Self {
        InstFlags((self.0 & !(0xF << Self::ORDER_SHIFT)) | ((o as u16) << Self::ORDER_SHIFT))
    }
    /// The failure ordering of a cmpxchg.
    pub fn failure_ordering(self) -> Ordering {
        Ordering::from_u8(((self.0 >> Self::FAIL_SHIFT) & 0xF) as u8).unwrap_or(Ordering::NotAtomic)
    }
    /// These flags with the cmpxchg failure ordering replaced by `o`.
    pub fn with_failure_ordering(self, o: Ordering) -> Self {
        InstFlags((self.0 & !(0xF << Self::FAIL_SHIFT)) | ((o as u16) << Self::FAIL_SHIFT))
    }
}

/// The fixed header of every node: opcode byte, sub-opcode, flags and the
/// operand count, as in NVVM's node layout (specs/ir.md maps the fields).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NodeHeader {
    /// The instruction kind (the header's opcode byte).
    pub opcode: Opcode,
    /// Predicate for icmp/fcmp, operation for atomicrmw, intrinsic id for calls.
    pub subop: u16,
    /// Wrapping, volatile, tail and ordering flags ([`InstFlags`]).
    pub flags: InstFlags,
    /// How many operands the node's run in the arena holds.
    pub num_operands: u32,
}

impl NodeHeader {
    /// The header of a new `opcode` node: no sub-opcode or flags (the operand count is
    /// set when the operands are stored).
    pub fn new(opcode: Opcode) -> NodeHeader {
        NodeHeader {
            opcode,
            subop: 0,
            flags: InstFlags::default(),
            num_operands: 0,
        }
    }
}

/// One instruction: header, result type and opcode-specific extras.
#[derive(Clone, Debug)]
pub struct InstData {
    /// Opcode, sub-opcode, flags and operand count.
    pub header: NodeHeader,
    /// Result type (`void` for instructions without a result).
    pub ty: Type,
    /// Alloca: allocated type; GEP: source element type; call: callee
    /// function type; load/store/atomics: accessed value type.
    pub aux_ty: Option<Type>,
    /// Alignment in bytes for alloca/load/store/atomics (0 = unspecified).
    pub align: u32,
    /// Start of the operand run in the function's arena.
    pub(crate) first: u32,
    /// The block the instruction is placed in (None once removed).
    pub block: Option<Block>,
}

impl InstData {
    /// The instruction's opcode.
    pub fn opcode(&self) -> Opcode {
        self.header.opcode
    }
}

/// Append-only storage for the operands of a function's instructions.
#[derive(Clone, Debug, Default)]
pub struct OperandArena {
    pool: Vec<Value>,
}

impl OperandArena {
    /// Appends a run of operands and returns its start.
    pub fn alloc(&mut self, ops: &[Value]) -> u32 {
        let start = self.pool.len() as u32;
        self.pool.extend_from_slice(ops);
        start
    }
    /// The run of `len` operands starting at `start`.
    #[inline]
    pub fn get(&self, start: u32, len: u32) -> &[Value] {
        &self.pool[start as usize..(start + len) as usize]
    }
    /// The run of `len` operands starting at `start`, mutable.
    #[inline]
    pub fn get_mut(&mut self, start: u32, len: u32) -> &mut [Value] {
        &mut self.pool[start as usize..(start + len) as usize]
    }
    /// Rewrites every function operand of every run through `map` (`None`:
    /// unchanged).
    pub fn remap_funcs(&mut self, map: &dyn Fn(crate::FuncId) -> Option<crate::FuncId>) {
        for v in &mut self.pool {
            if let Value::Func(g) = v {
                if let Some(n) = map(*g) {
                    *g = n;
                }
            }
        }
    }
    /// Every operand slot, placed or abandoned (a module-to-module copy remaps them all).
    pub fn values_mut(&mut self) -> &mut [Value] {
        &mut self.pool
    }
    /// Total operand slots allocated (including abandoned runs).
    pub fn len(&self) -> usize {
        self.pool.len()
    }
    /// True when no operand was ever allocated.
    pub fn is_empty(&self) -> bool {
        self.pool.is_empty()
    }
}
