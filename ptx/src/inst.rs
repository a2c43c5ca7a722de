//! The small PTX instruction list instruction selection produces and the
//! printer prints: labels, (optionally guarded) instructions with typed
//! operands, and verbatim lines for the few multi-line constructs
//! (call sequences).

use crate::regs::VReg;
use smallvec::SmallVec;

/// A branch target inside one function: printed `$L__BB{func}_{n}`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Label {
    pub func: u32,
    pub num: u32,
}

/// The base of a memory address.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AddrBase {
    Reg(VReg),
    /// A variable or parameter symbol (`gdev`, `k_param_0`).
    Sym(String),
    /// A named register such as `%SPL`.
    Named(&'static str),
}

/// `[base+offset]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Addr {
    pub base: AddrBase,
    pub offset: i64,
}

/// An instruction operand.
#[derive(Clone, PartialEq, Debug)]
pub enum Operand {
    Reg(VReg),
    /// An integer immediate, printed in decimal.
    Imm(i64),
    /// An f32 immediate as its bit pattern (`0f3F800000`).
    F32(u32),
    /// An f64 immediate as its bit pattern (`0d3FF0000000000000`).
    F64(u64),
    /// A symbol: variable, function or parameter name.
    Sym(String),
    /// A special or named register (`%tid.x`, `%SPL`, `WARP_SZ`).
    Named(&'static str),
    Addr(Addr),
    Label(Label),
    /// A register vector `{%r1, %r2}` or other pre-formatted text.
    Text(String),
}

/// `@%p` or `@!%p` in front of an instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Guard {
    pub reg: VReg,
    pub negate: bool,
}

/// One line of a function body.
#[derive(Clone, PartialEq, Debug)]
pub enum PtxInst {
    Label(Label),
    Op {
        guard: Option<Guard>,
        mnemonic: String,
        ops: SmallVec<[Operand; 4]>,
    },
    /// A line printed as is (call-sequence braces, `.param` declarations).
    Raw(String),
}

impl PtxInst {
    /// An unguarded instruction.
    pub fn op(mnemonic: impl Into<String>, ops: impl IntoIterator<Item = Operand>) -> PtxInst {
        PtxInst::Op {
            guard: None,
            mnemonic: mnemonic.into(),
            ops: ops.into_iter().collect(),
        }
    }

    /// A guarded instruction.
    pub fn guarded(guard: Guard, mnemonic: impl Into<String>, ops: impl IntoIterator<Item = Operand>) -> PtxInst {
        PtxInst::Op {
            guard: Some(guard),
            mnemonic: mnemonic.into(),
            ops: ops.into_iter().collect(),
        }
    }

    /// The label this instruction branches to, if it is a branch.
    pub fn branch_target(&self) -> Option<Label> {
        match self {
            PtxInst::Op { mnemonic, ops, .. } if mnemonic.starts_with("bra") => match ops.first() {
                Some(Operand::Label(l)) => Some(*l),
                _ => None,
            },
            _ => None,
        }
    }
}
