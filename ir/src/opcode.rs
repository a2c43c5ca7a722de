//! Instruction opcodes and the sub-opcodes that refine them
//! (comparison predicates, atomic operations, intrinsic ids).
//!
//! The opcode values follow LLVM's bitcode instruction numbering that
//! NVVM uses (see specs/ir.md), so `Opcode as u8` is the node header byte.

/// The opcode byte of an instruction node.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Opcode {
    Ret = 0x0B,
    Br = 0x0E,
    Switch = 0x0F,
    CondBr = 0x1A,
    Unreachable = 0x1D,
    Call = 0x1F,
    Phi = 0x20,
    Add = 0x23,
    FAdd = 0x24,
    Sub = 0x25,
    FSub = 0x26,
    Mul = 0x27,
    FMul = 0x28,
    UDiv = 0x29,
    SDiv = 0x2A,
    FDiv = 0x2B,
    URem = 0x2C,
    SRem = 0x2D,
    FRem = 0x2E,
    Shl = 0x2F,
    LShr = 0x30,
    AShr = 0x31,
    And = 0x32,
    Or = 0x33,
    Xor = 0x34,
    Trunc = 0x35,
    ZExt = 0x36,
    SExt = 0x37,
    FPToUI = 0x38,
    FPToSI = 0x39,
    UIToFP = 0x3A,
    SIToFP = 0x3B,
    Alloca = 0x3C,
    Load = 0x3D,
    Store = 0x3E,
    GetElementPtr = 0x3F,
    Fence = 0x40,
    CmpXchg = 0x41,
    AtomicRmw = 0x42,
    FPTrunc = 0x43,
    FPExt = 0x44,
    PtrToInt = 0x45,
    IntToPtr = 0x46,
    BitCast = 0x47,
    ICmp = 0x48,
    FCmp = 0x49,
    Select = 0x4A,
    FNeg = 0x4B,
    ExtractValue = 0x4C,
    InsertValue = 0x4D,
    ExtractElement = 0x4E,
    AddrSpaceCast = 0x4F,
    InsertElement = 0x50,
    ShuffleVector = 0x51,
    Freeze = 0x52,
    // Constructs NVVM rejects but the text parser accepts so the verifier can
    // diagnose them. Values from the NVVM bitcode table where it has one
    // (invoke, resume, indirectbr, landingpad); the rest take free slots.
    Invoke = 0x15,
    Resume = 0x1E,
    IndirectBr = 0x21,
    LandingPad = 0x5F,
    VAArg = 0x53,
    CallBr = 0x54,
    CatchSwitch = 0x56,
    CatchPad = 0x57,
    CleanupPad = 0x59,
    CatchRet = 0x5A,
    CleanupRet = 0x5B,
}

impl Opcode {
    /// The LLVM assembly mnemonic.
    pub fn mnemonic(self) -> &'static str {
        use Opcode::*;
        match self {
            Ret => "ret",
            Br | CondBr => "br",
            Switch => "switch",
            Unreachable => "unreachable",
            Call => "call",
            Phi => "phi",
            Add => "add",
            FAdd => "fadd",
            Sub => "sub",
            FSub => "fsub",
            Mul => "mul",
            FMul => "fmul",
            UDiv => "udiv",
            SDiv => "sdiv",
            FDiv => "fdiv",
            URem => "urem",
            SRem => "srem",
            FRem => "frem",
            Shl => "shl",
            LShr => "lshr",
            AShr => "ashr",
            And => "and",
            Or => "or",
            Xor => "xor",
            Trunc => "trunc",
            ZExt => "zext",
            SExt => "sext",
            FPToUI => "fptoui",
            FPToSI => "fptosi",
            UIToFP => "uitofp",
            SIToFP => "sitofp",
            Alloca => "alloca",
            Load => "load",
            Store => "store",
            GetElementPtr => "getelementptr",
            Fence => "fence",
            CmpXchg => "cmpxchg",
            AtomicRmw => "atomicrmw",
            FPTrunc => "fptrunc",
            FPExt => "fpext",
            PtrToInt => "ptrtoint",
            IntToPtr => "inttoptr",
            BitCast => "bitcast",
            ICmp => "icmp",
            FCmp => "fcmp",
            Select => "select",
            FNeg => "fneg",
            ExtractValue => "extractvalue",
            InsertValue => "insertvalue",
            ExtractElement => "extractelement",
            AddrSpaceCast => "addrspacecast",
            InsertElement => "insertelement",
            ShuffleVector => "shufflevector",
            Freeze => "freeze",
            Invoke => "invoke",
            Resume => "resume",
            IndirectBr => "indirectbr",
            LandingPad => "landingpad",
            VAArg => "va_arg",
            CallBr => "callbr",
            CatchSwitch => "catchswitch",
            CatchPad => "catchpad",
            CleanupPad => "cleanuppad",
            CatchRet => "catchret",
            CleanupRet => "cleanupret",
        }
    }

    /// Every opcode, for table-driven code (parsers, tests).
    pub const ALL: &'static [Opcode] = &[
        Opcode::Ret,
        Opcode::Br,
        Opcode::Switch,
        Opcode::CondBr,
        Opcode::Unreachable,
        Opcode::Call,
        Opcode::Phi,
        Opcode::Add,
        Opcode::FAdd,
        Opcode::Sub,
        Opcode::FSub,
        Opcode::Mul,
        Opcode::FMul,
        Opcode::UDiv,
        Opcode::SDiv,
        Opcode::FDiv,
        Opcode::URem,
        Opcode::SRem,
        Opcode::FRem,
        Opcode::Shl,
        Opcode::LShr,
        Opcode::AShr,
        Opcode::And,
        Opcode::Or,
        Opcode::Xor,
        Opcode::Trunc,
        Opcode::ZExt,
        Opcode::SExt,
        Opcode::FPToUI,
        Opcode::FPToSI,
        Opcode::UIToFP,
        Opcode::SIToFP,
        Opcode::Alloca,
        Opcode::Load,
        Opcode::Store,
        Opcode::GetElementPtr,
        Opcode::Fence,
        Opcode::CmpXchg,
        Opcode::AtomicRmw,
        Opcode::FPTrunc,
        Opcode::FPExt,
        Opcode::PtrToInt,
        Opcode::IntToPtr,
        Opcode::BitCast,
        Opcode::ICmp,
        Opcode::FCmp,
        Opcode::Select,
        Opcode::FNeg,
        Opcode::ExtractValue,
        Opcode::InsertValue,
        Opcode::ExtractElement,
        Opcode::AddrSpaceCast,
        Opcode::InsertElement,
        Opcode::ShuffleVector,
        Opcode::Freeze,
        Opcode::Invoke,
        Opcode::Resume,
        Opcode::IndirectBr,
        Opcode::LandingPad,
        Opcode::VAArg,
        Opcode::CallBr,
        Opcode::CatchSwitch,
        Opcode::CatchPad,
        Opcode::CleanupPad,
        Opcode::CatchRet,
        Opcode::CleanupRet,
    ];

    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Ret
                | Opcode::Br
                | Opcode::CondBr
                | Opcode::Switch
                | Opcode::Unreachable
                | Opcode::Invoke
                | Opcode::Resume
                | Opcode::IndirectBr
                | Opcode::CallBr
                | Opcode::CatchSwitch
                | Opcode::CatchRet
                | Opcode::CleanupRet
        )
    }
    pub fn is_binary(self) -> bool {
        (Opcode::Add as u8..=Opcode::Xor as u8).contains(&(self as u8))
    }
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Trunc
                | ZExt
                | SExt
                | FPToUI
                | FPToSI
                | UIToFP
                | SIToFP
                | FPTrunc
                | FPExt
                | PtrToInt
                | IntToPtr
                | BitCast
                | AddrSpaceCast
        )
    }
}

/// `icmp` predicates (sub-opcode of [`Opcode::ICmp`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u16)]
pub enum IntPredicate {
    Eq = 32,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl IntPredicate {
    pub const ALL: [IntPredicate; 10] = [
        IntPredicate::Eq,
        IntPredicate::Ne,
        IntPredicate::Ugt,
        IntPredicate::Uge,
        IntPredicate::Ult,
        IntPredicate::Ule,
        IntPredicate::Sgt,
        IntPredicate::Sge,
        IntPredicate::Slt,
        IntPredicate::Sle,
    ];
    pub fn name(self) -> &'static str {
        ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"][self as usize - 32]
    }
    pub fn from_u16(v: u16) -> Option<Self> {
        Self::ALL.get(v.checked_sub(32)? as usize).copied()
    }
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        )
    }

    /// Whether the comparison holds for `a` and `b`, integers of `width` bits
    /// given zero-extended (the signed predicates read them sign-extended).
    pub fn holds(self, a: u128, b: u128, width: u32) -> bool {
        let signed = |v: u128| -> i128 {
            if width >= 128 {
                return v as i128;
            }
            let shift = 128 - width;
            ((v << shift) as i128) >> shift
        };
        match self {
            IntPredicate::Eq => a == b,
            IntPredicate::Ne => a != b,
            IntPredicate::Ugt => a > b,
            IntPredicate::Uge => a >= b,
            IntPredicate::Ult => a < b,
            IntPredicate::Ule => a <= b,
            IntPredicate::Sgt => signed(a) > signed(b),
            IntPredicate::Sge => signed(a) >= signed(b),
            IntPredicate::Slt => signed(a) < signed(b),
            IntPredicate::Sle => signed(a) <= signed(b),
        }
    }
}

/// `fcmp` predicates (sub-opcode of [`Opcode::FCmp`]), LLVM numbering.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u16)]
pub enum FloatPredicate {
    False = 0,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

impl FloatPredicate {
    pub const ALL: [FloatPredicate; 16] = [
        FloatPredicate::False,
        FloatPredicate::Oeq,
        FloatPredicate::Ogt,
        FloatPredicate::Oge,
        FloatPredicate::Olt,
        FloatPredicate::Ole,
        FloatPredicate::One,
        FloatPredicate::Ord,
        FloatPredicate::Uno,
        FloatPredicate::Ueq,
        FloatPredicate::Ugt,
        FloatPredicate::Uge,
        FloatPredicate::Ult,
        FloatPredicate::Ule,
        FloatPredicate::Une,
        FloatPredicate::True,
    ];
    pub fn name(self) -> &'static str {
        [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une",
            "true",
        ][self as usize]
    }
    pub fn from_u16(v: u16) -> Option<Self> {
        Self::ALL.get(v as usize).copied()
    }
}

/// `atomicrmw` operations (sub-opcode of [`Opcode::AtomicRmw`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u16)]
pub enum AtomicRmwOp {
    Xchg = 0,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

impl AtomicRmwOp {
    pub const ALL: [AtomicRmwOp; 17] = [
        AtomicRmwOp::Xchg,
        AtomicRmwOp::Add,
        AtomicRmwOp::Sub,
        AtomicRmwOp::And,
        AtomicRmwOp::Nand,
        AtomicRmwOp::Or,
        AtomicRmwOp::Xor,
        AtomicRmwOp::Max,
        AtomicRmwOp::Min,
        AtomicRmwOp::UMax,
        AtomicRmwOp::UMin,
        AtomicRmwOp::FAdd,
        AtomicRmwOp::FSub,
        AtomicRmwOp::FMax,
        AtomicRmwOp::FMin,
        AtomicRmwOp::UIncWrap,
        AtomicRmwOp::UDecWrap,
    ];
    pub fn name(self) -> &'static str {
        [
            "xchg",
            "add",
            "sub",
            "and",
            "nand",
            "or",
            "xor",
            "max",
            "min",
            "umax",
            "umin",
            "fadd",
            "fsub",
            "fmax",
            "fmin",
            "uinc_wrap",
            "udec_wrap",
        ][self as usize]
    }
    pub fn from_u16(v: u16) -> Option<Self> {
        Self::ALL.get(v as usize).copied()
    }
}

/// Memory orderings for atomics and fences (stored in instruction flags' upper bits).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Ordering {
    NotAtomic = 0,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub const ALL: [Ordering; 7] = [
        Ordering::NotAtomic,
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    pub fn name(self) -> &'static str {
        ["", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"][self as usize]
    }
    pub fn from_u8(v: u8) -> Option<Self> {
        Self::ALL.get(v as usize).copied()
    }
}
