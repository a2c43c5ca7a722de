//! Values: anything an instruction can take as an operand.
//!
//! As in LLVM, basic blocks are values too (branch targets, phi incoming
//! blocks), so every operand of a node lives in one contiguous list.

use crate::entities::{Block, Constant, FuncId, GlobalId, Inst};

/// An operand of an instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The result of an instruction of the same function.
    Inst(Inst),
    /// The n-th formal argument of the enclosing function.
    Arg(u32),
    /// A uniqued constant of the module.
    Const(Constant),
    /// The address of a global variable.
    Global(GlobalId),
    /// The address of a function (callee of a direct call).
    Func(FuncId),
    /// A basic block of the same function (label operand).
    Block(Block),
}

impl Value {
    /// The instruction, if the value is an instruction's result.
    #[inline]
    pub fn as_inst(self) -> Option<Inst> {
        match self {
            Value::Inst(i) => Some(i),
            _ => None,
        }
    }
    /// The block, if the value is a label operand.
    #[inline]
    pub fn as_block(self) -> Option<Block> {
        match self {
            Value::Block(b) => Some(b),
            _ => None,
        }
    }
    /// The constant, if the value is one.
    pub fn as_const(self) -> Option<Constant> {
        match self {
            Value::Const(c) => Some(c),
            _ => None,
        }
    }
}
