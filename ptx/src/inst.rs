//! The PTX instruction list instruction selection produces and the printer
//! prints: labels, typed machine instructions ([`MachInst`]: guard, opcode,
//! modifiers as fields, types, operands), the other lines of a call sequence
//! (braces, `.param` declarations, prototypes), pragmas, and the text of
//! inline assembly, the only line printed as given.

use crate::modifiers::{
    CacheOp, CmpOp, MemSem, Mode, Modifiers, Part, Precision, ReduceOp, Rounding, Scope, Space, VecWidth,
};
use crate::opcode::Opcode;
use crate::ptx_type::PtxType;
use crate::regs::VReg;
use smallvec::SmallVec;

/// A branch target inside one function: printed `$L__BB{func}_{n}`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Label {
    /// The ordinal of the function the label belongs to.
    pub func: u32,
    /// The label's number within the function.
    pub num: u32,
}

/// The base of a memory address.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AddrBase {
    /// A register holding the address.
    Reg(VReg),
    /// A variable or parameter symbol (`gdev`, `k_param_0`).
    Sym(String),
    /// A named register such as `%SPL`.
    Named(&'static str),
}

/// `[base+offset]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Addr {
    /// The register or symbol the address is relative to.
    pub base: AddrBase,
    /// The byte offset added to the base.
    pub offset: i64,
}

/// An instruction operand.
#[derive(Clone, PartialEq, Debug)]
pub enum Operand {
    /// A virtual register.
    Reg(VReg),
    /// An integer immediate, printed in decimal.
    Imm(i64),
    /// An integer immediate printed in hexadecimal (`0x7FFFFFFF`): bit masks.
    Bits(u64),
    /// An f32 immediate as its bit pattern (`0f3F800000`).
    F32(u32),
    /// An f64 immediate as its bit pattern (`0d3FF0000000000000`).
    F64(u64),
    /// A symbol: variable, function or parameter name.
    Sym(Box<str>),
    /// A special or named register (`%tid.x`, `%SPL`, `WARP_SZ`).
    Named(&'static str),
    /// A memory address `[base+offset]`, boxed: the other operands fit in 16
    /// bytes, and a function's instructions are most of isel's memory.
    Addr(Box<Addr>),
    /// A branch target.
    Label(Label),
    /// A register vector `{%r1, %r2}` (vector loads, stores and packing moves).
    Vector(Box<[VReg]>),
    /// A parenthesized list of parameter names, `(param0, param1)` (calls).
    ParamList(Box<[String]>),
}

impl Operand {
    /// The address operand `a`.
    pub fn addr(a: Addr) -> Operand {
        Operand::Addr(Box::new(a))
    }
}

/// `@%p` or `@!%p` in front of an instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Guard {
    /// The predicate register tested.
    pub reg: VReg,
    /// True for `@!%p`: run when the predicate is false.
    pub negate: bool,
}

/// One PTX machine instruction.
#[derive(Clone, PartialEq, Debug)]
pub struct MachInst {
    /// `@%p` / `@!%p`, if the instruction is predicated.
    pub guard: Option<Guard>,
    /// The operation.
    pub opcode: Opcode,
    /// The modifiers, one field per kind.
    pub mods: Modifiers,
    /// The instruction types, in mnemonic order (`cvt.<dst>.<src>`).
    pub types: SmallVec<[PtxType; 2]>,
    /// The operands, destination first.
    pub ops: SmallVec<[Operand; 4]>,
}

impl MachInst {
    /// `opcode` without modifiers, types or operands; the builder methods add them.
    pub fn new(opcode: Opcode) -> MachInst {
        MachInst {
            guard: None,
            opcode,
            mods: Modifiers::default(),
            types: SmallVec::new(),
            ops: SmallVec::new(),
        }
    }

    /// Adds a type (the destination type first for `cvt`).
    pub fn ty(mut self, t: PtxType) -> MachInst {
        self.types.push(t);
        self
    }

    /// Sets the operands.
    pub fn ops(mut self, ops: impl IntoIterator<Item = Operand>) -> MachInst {
        self.ops = ops.into_iter().collect();
        self
    }

    /// Predicates the instruction on `guard`.
    pub fn guard(mut self, guard: Guard) -> MachInst {
        self.guard = Some(guard);
        self
    }

    /// `.uni`
    pub fn uni(mut self) -> MachInst {
        self.mods.uni = true;
        self
    }

    /// The memory semantics.
    pub fn sem(mut self, sem: MemSem) -> MachInst {
        self.mods.sem = Some(sem);
        self
    }

    /// The scope.
    pub fn scope(mut self, scope: Scope) -> MachInst {
        self.mods.scope = Some(scope);
        self
    }

    /// The state space (`None`: generic).
    pub fn space(mut self, space: Option<Space>) -> MachInst {
        self.mods.space = space;
        self
    }

    /// The cache operator.
    pub fn cache(mut self, cache: CacheOp) -> MachInst {
        self.mods.cache = Some(cache);
        self
    }

    /// The operation-specific word.
    pub fn mode(mut self, mode: Mode) -> MachInst {
        self.mods.mode = Some(mode);
        self
    }

    /// A comparison (`setp.<cmp>`).
    pub fn cmp(self, cmp: CmpOp) -> MachInst {
        self.mode(Mode::Cmp(cmp))
    }

    /// A reduction operation (`atom.<op>`).
    pub fn reduce(self, op: ReduceOp) -> MachInst {
        self.mode(Mode::Reduce(op))
    }

    /// The part of a product (`mul.<part>`).
    pub fn part(self, part: Part) -> MachInst {
        self.mode(Mode::Part(part))
    }

    /// The rounding mode.
    pub fn rounding(mut self, rounding: Rounding) -> MachInst {
        self.mods.rounding = Some(rounding);
        self
    }

    /// `.approx` or `.full`.
    pub fn precision(mut self, precision: Precision) -> MachInst {
        self.mods.precision = Some(precision);
        self
    }

    /// `.sat`
    pub fn sat(mut self) -> MachInst {
        self.mods.sat = true;
        self
    }

    /// `.v2` / `.v4`
    pub fn vec(mut self, width: VecWidth) -> MachInst {
        self.mods.vec = Some(width);
        self
    }

    /// `bra.uni target`: an unconditional jump.
    pub fn jump(target: Label) -> MachInst {
        MachInst::new(Opcode::Bra).uni().ops([Operand::Label(target)])
    }

    /// `@p bra target` (or `@!p`): a conditional branch.
    pub fn branch_if(guard: Guard, target: Label) -> MachInst {
        MachInst::new(Opcode::Bra).guard(guard).ops([Operand::Label(target)])
    }

    /// Calls `f` for every register the instruction names (guard included).
    pub fn for_each_reg(&self, mut f: impl FnMut(VReg)) {
        if let Some(g) = self.guard {
            f(g.reg);
        }
        for op in &self.ops {
            match op {
                Operand::Reg(r) => f(*r),
                Operand::Vector(rs) => rs.iter().for_each(|&r| f(r)),
                Operand::Addr(a) => {
                    if let AddrBase::Reg(r) = a.base {
                        f(r)
                    }
                }
                _ => {}
            }
        }
    }

    /// Calls `f` on every register the instruction names (guard included), to change it.
    pub fn for_each_reg_mut(&mut self, mut f: impl FnMut(&mut VReg)) {
        if let Some(g) = &mut self.guard {
            f(&mut g.reg);
        }
        for op in &mut self.ops {
            match op {
                Operand::Reg(r) => f(r),
                Operand::Vector(rs) => rs.iter_mut().for_each(&mut f),
                Operand::Addr(a) => {
                    if let AddrBase::Reg(r) = &mut a.base {
                        f(r)
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether the instruction names register `r` anywhere (guard, operands,
    /// address bases).
    pub fn mentions(&self, r: VReg) -> bool {
        let mut found = false;
        self.for_each_reg(|x| found |= x == r);
        found
    }

    /// True for an unconditional `bra.uni`, `ret` or `trap`: nothing after it
    /// runs until the next label.
    pub fn ends_flow(&self) -> bool {
        self.guard.is_none()
            && match self.opcode {
                Opcode::Bra => self.mods.uni,
                Opcode::Ret | Opcode::Trap => true,
                _ => false,
            }
    }
}

/// An opcode with modifiers and fixed types but no operands, built in
/// `const` tables (the intrinsic lowerings of `isel/builtins.rs` and
/// `isel/intrinsics.rs`); [`Form::inst`] makes the instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Form {
    /// The operation.
    pub opcode: Opcode,
    /// The modifiers.
    pub mods: Modifiers,
    /// The types, in mnemonic order (empty when the user adds them).
    pub types: &'static [PtxType],
}

impl Form {
    /// `opcode` without modifiers or types.
    pub const fn new(opcode: Opcode) -> Form {
        Form {
            opcode,
            mods: Modifiers::NONE,
            types: &[],
        }
    }

    /// The types, in mnemonic order.
    pub const fn types(mut self, types: &'static [PtxType]) -> Form {
        self.types = types;
        self
    }

    /// The operation-specific word.
    pub const fn mode(mut self, mode: Mode) -> Form {
        self.mods.mode = Some(mode);
        self
    }

    /// The part of a product (`mul.<part>`).
    pub const fn part(self, part: Part) -> Form {
        self.mode(Mode::Part(part))
    }

    /// The rounding mode.
    pub const fn rounding(mut self, rounding: Rounding) -> Form {
        self.mods.rounding = Some(rounding);
        self
    }

    /// `.approx` or `.full`.
    pub const fn precision(mut self, precision: Precision) -> Form {
        self.mods.precision = Some(precision);
        self
    }

    /// `.sat`
    pub const fn sat(mut self) -> Form {
        self.mods.sat = true;
        self
    }

    /// `.ftz`
    pub const fn ftz(mut self) -> Form {
        self.mods.ftz = true;
        self
    }

    /// The instruction, without operands.
    pub fn inst(self) -> MachInst {
        MachInst {
            guard: None,
            opcode: self.opcode,
            mods: self.mods,
            types: self.types.iter().copied().collect(),
            ops: SmallVec::new(),
        }
    }
}

/// A `.param` a call sequence declares: `param<n>` for argument `n`, or the
/// result, `retval0`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CallParam {
    /// `param<n>`.
    Arg(u32),
    /// `retval0`.
    Ret,
}

impl std::fmt::Display for CallParam {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallParam::Arg(n) => write!(f, "param{n}"),
            CallParam::Ret => f.write_str("retval0"),
        }
    }
}

/// What a call-sequence `.param` holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ParamShape {
    /// A scalar, `.param .b32 name` (`.b32` or `.b64`).
    Scalar(PtxType),
    /// Bytes of an aggregate, `.param .align A .b8 name[size]`.
    Bytes {
        /// The alignment `A`.
        align: u64,
        /// The size in bytes.
        size: u64,
    },
}

/// One line of a function body.
// Nearly every line is an `Op`: boxing it to shrink the rare labels and
// call-sequence lines would cost an allocation per instruction and save nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, PartialEq, Debug)]
pub enum PtxInst {
    /// A branch target, printed `$L__BB<f>_<n>:`.
    Label(Label),
    /// A machine instruction.
    Op(MachInst),
    /// `{ // callseq N, 0`: opens call sequence `N`.
    CallSeqStart(u32),
    /// `} // callseq N`: closes call sequence `N`.
    CallSeqEnd(u32),
    /// `.param .b32 param0;`: an argument or the result of the enclosing call sequence.
    CallParamDecl {
        /// Which parameter.
        param: CallParam,
        /// What it holds.
        shape: ParamShape,
    },
    /// `prototype_N : .callprototype (.param .b32 _) _ (.param .b64 _, ...);`:
    /// the signature an indirect call of call sequence `N` names.
    CallPrototype {
        /// The call sequence's number `N`.
        seq: u32,
        /// The result, if any.
        ret: Option<ParamShape>,
        /// The arguments.
        params: Box<[ParamShape]>,
    },
    /// `.pragma "nounroll";` at the head of a loop.
    NoUnroll,
    /// `// begin inline asm`, before the lines of one inline-assembly statement,
    /// with the registers its operands name: the lines that follow hold them as
    /// text, so passes that rename registers leave these alone.
    InlineAsmBegin(Box<[VReg]>),
    /// One line of inline assembly, printed as given: ptxc does not parse it,
    /// so the registers it names (`%r5`) are text.
    InlineAsm(String),
    /// `// end inline asm`.
    InlineAsmEnd,
    /// `.loc FILE LINE COLUMN` (`-lineinfo`): the source position of the
    /// instructions that follow ([`crate::line_info`]).
    Loc {
        /// The `.file` number (the frontend's file number until [`crate::line_info::number_files`]).
        file: u32,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
}

impl From<MachInst> for PtxInst {
    fn from(inst: MachInst) -> PtxInst {
        PtxInst::Op(inst)
    }
}

impl PtxInst {
    /// The label this instruction branches to, if it is a branch.
    pub fn branch_target(&self) -> Option<Label> {
        match self {
            PtxInst::Op(MachInst {
                opcode: Opcode::Bra,
                ops,
                ..
            }) => match ops.first() {
                Some(Operand::Label(l)) => Some(*l),
                _ => None,
            },
            _ => None,
        }
    }
}
