//! Instruction opcodes and the sub-opcodes that refine them
//! (comparison predicates, atomic operations, intrinsic ids).
//!
//! The opcode values follow LLVM's bitcode instruction numbering that
//! NVVM uses (see specs/ir.md), so `Opcode as u8` is the node header byte.

use crate::format::Format;

/// One row per opcode: variant (with its doc), node-header value, LLVM
/// mnemonic and operand [`Format`]. The enum, [`Opcode::ALL`],
/// [`Opcode::mnemonic`] and [`Opcode::format`] are generated from it, so an
/// opcode is added by adding a row (and, for a new shape, a `Format`).
macro_rules! opcodes {
    ($($(#[$doc:meta])* $variant:ident = $value:literal, $mnemonic:literal, $format:expr;)*) => {
        /// The opcode byte of an instruction node.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #[repr(u8)]
        pub enum Opcode {
            $($(#[$doc])* $variant = $value,)*
        }

        impl Opcode {
            /// Every opcode, in table order, for table-driven code (parsers, tests).
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The LLVM assembly mnemonic (`br` for both branch forms).
            pub fn mnemonic(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $mnemonic,)*
                }
            }

            /// The operand shape: syntax and operands (see [`Format`]).
            #[inline]
            pub fn format(self) -> Format {
                use Format::*;
                match self {
                    $(Opcode::$variant => $format,)*
                }
            }
        }
    };
}

opcodes! {
    /// `ret`: return from the function, with or without a value.
    Ret = 0x0B, "ret", Return;
    /// `br label %d`: unconditional branch.
    Br = 0x0E, "br", Jump;
    /// `switch`: multi-way branch on an integer.
    Switch = 0x0F, "switch", Switch;
    /// `br i1 c, label %t, label %f`: conditional branch.
    CondBr = 0x1A, "br", Branch;
    /// `unreachable`: control never gets here.
    Unreachable = 0x1D, "unreachable", Nullary;
    /// `call`: function, intrinsic or inline-assembly call.
    Call = 0x1F, "call", Call { dests: 0 };
    /// `phi`: the value of the edge control came in by.
    Phi = 0x20, "phi", Phi;
    /// `add`: integer addition.
    Add = 0x23, "add", Binary;
    /// `fadd`: floating-point addition.
    FAdd = 0x24, "fadd", Binary;
    /// `sub`: integer subtraction.
    Sub = 0x25, "sub", Binary;
    /// `fsub`: floating-point subtraction.
    FSub = 0x26, "fsub", Binary;
    /// `mul`: integer multiplication.
    Mul = 0x27, "mul", Binary;
    /// `fmul`: floating-point multiplication.
    FMul = 0x28, "fmul", Binary;
    /// `udiv`: unsigned integer division.
    UDiv = 0x29, "udiv", Binary;
    /// `sdiv`: signed integer division.
    SDiv = 0x2A, "sdiv", Binary;
    /// `fdiv`: floating-point division.
    FDiv = 0x2B, "fdiv", Binary;
    /// `urem`: unsigned integer remainder.
    URem = 0x2C, "urem", Binary;
    /// `srem`: signed integer remainder.
    SRem = 0x2D, "srem", Binary;
    /// `frem`: floating-point remainder.
    FRem = 0x2E, "frem", Binary;
    /// `shl`: shift left.
    Shl = 0x2F, "shl", Binary;
    /// `lshr`: logical (zero-filling) shift right.
    LShr = 0x30, "lshr", Binary;
    /// `ashr`: arithmetic (sign-filling) shift right.
    AShr = 0x31, "ashr", Binary;
    /// `and`: bitwise and.
    And = 0x32, "and", Binary;
    /// `or`: bitwise or.
    Or = 0x33, "or", Binary;
    /// `xor`: bitwise exclusive or.
    Xor = 0x34, "xor", Binary;
    /// `trunc`: integer to a narrower integer.
    Trunc = 0x35, "trunc", Cast;
    /// `zext`: integer to a wider integer, zero-filled.
    ZExt = 0x36, "zext", Cast;
    /// `sext`: integer to a wider integer, sign-filled.
    SExt = 0x37, "sext", Cast;
    /// `fptoui`: floating-point to unsigned integer.
    FPToUI = 0x38, "fptoui", Cast;
    /// `fptosi`: floating-point to signed integer.
    FPToSI = 0x39, "fptosi", Cast;
    /// `uitofp`: unsigned integer to floating-point.
    UIToFP = 0x3A, "uitofp", Cast;
    /// `sitofp`: signed integer to floating-point.
    SIToFP = 0x3B, "sitofp", Cast;
    /// `alloca`: a stack slot in the local space.
    Alloca = 0x3C, "alloca", Alloca;
    /// `load`: read memory (plain, volatile or atomic).
    Load = 0x3D, "load", Load;
    /// `store`: write memory (plain, volatile or atomic).
    Store = 0x3E, "store", Store;
    /// `getelementptr`: address arithmetic over a type.
    GetElementPtr = 0x3F, "getelementptr", GetElementPtr;
    /// `fence`: memory ordering barrier.
    Fence = 0x40, "fence", Fence;
    /// `cmpxchg`: atomic compare-and-exchange, yielding `{ T, i1 }`.
    CmpXchg = 0x41, "cmpxchg", CmpXchg;
    /// `atomicrmw`: atomic read-modify-write.
    AtomicRmw = 0x42, "atomicrmw", AtomicRmw;
    /// `fptrunc`: floating-point to a narrower floating-point type.
    FPTrunc = 0x43, "fptrunc", Cast;
    /// `fpext`: floating-point to a wider floating-point type.
    FPExt = 0x44, "fpext", Cast;
    /// `ptrtoint`: pointer to integer.
    PtrToInt = 0x45, "ptrtoint", Cast;
    /// `inttoptr`: integer to pointer.
    IntToPtr = 0x46, "inttoptr", Cast;
    /// `bitcast`: reinterpret the bits as another type of the same size.
    BitCast = 0x47, "bitcast", Cast;
    /// `icmp`: integer or pointer comparison.
    ICmp = 0x48, "icmp", Compare;
    /// `fcmp`: floating-point comparison.
    FCmp = 0x49, "fcmp", Compare;
    /// `select`: choose between two values on an `i1`.
    Select = 0x4A, "select", Select;
    /// `fneg`: floating-point negation.
    FNeg = 0x4B, "fneg", Unary;
    /// `extractvalue`: read a field of an aggregate value.
    ExtractValue = 0x4C, "extractvalue", AggregateIndex { values: 1 };
    /// `insertvalue`: replace a field of an aggregate value.
    InsertValue = 0x4D, "insertvalue", AggregateIndex { values: 2 };
    /// `extractelement`: read a vector lane.
    ExtractElement = 0x4E, "extractelement", TypedValues(2);
    /// `addrspacecast`: pointer to another address space.
    AddrSpaceCast = 0x4F, "addrspacecast", Cast;
    /// `insertelement`: replace a vector lane.
    InsertElement = 0x50, "insertelement", TypedValues(3);
    /// `shufflevector`: lanes of two vectors picked by a constant mask.
    ShuffleVector = 0x51, "shufflevector", TypedValues(3);
    /// `freeze`: an arbitrary but fixed value in place of undef or poison.
    Freeze = 0x52, "freeze", Unary;
    // Constructs NVVM rejects but the text parser accepts so the verifier can
    // diagnose them. Values from the NVVM bitcode table where it has one
    // (invoke, resume, indirectbr, landingpad); the rest take free slots.
    /// `invoke`: call with an unwind destination (rejected by NVVM).
    Invoke = 0x15, "invoke", Call { dests: 2 };
    /// `resume`: continue unwinding (rejected by NVVM).
    Resume = 0x1E, "resume", Resume;
    /// `indirectbr`: branch to a computed address (rejected by NVVM).
    IndirectBr = 0x21, "indirectbr", IndirectBranch;
    /// `landingpad`: exception landing site (rejected by NVVM).
    LandingPad = 0x5F, "landingpad", LandingPad;
    /// `va_arg`: next variadic argument (rejected by NVVM).
    VAArg = 0x53, "va_arg", VaArg;
    /// `callbr`: asm goto call (rejected by NVVM).
    CallBr = 0x54, "callbr", Call { dests: 1 };
    /// `catchswitch`: funclet dispatch (rejected by NVVM).
    CatchSwitch = 0x56, "catchswitch", CatchSwitch;
    /// `catchpad`: funclet catch handler entry (rejected by NVVM).
    CatchPad = 0x57, "catchpad", FuncletPad { parent_required: true };
    /// `cleanuppad`: funclet cleanup entry (rejected by NVVM).
    CleanupPad = 0x59, "cleanuppad", FuncletPad { parent_required: false };
    /// `catchret`: leave a catch funclet (rejected by NVVM).
    CatchRet = 0x5A, "catchret", CatchRet;
    /// `cleanupret`: leave a cleanup funclet (rejected by NVVM).
    CleanupRet = 0x5B, "cleanupret", CleanupRet;
}

impl Opcode {
    /// True for instructions that end a block.
    #[inline]
    pub fn is_terminator(self) -> bool {
        self.format().is_terminator()
    }
    /// True for the two-operand arithmetic and bitwise opcodes (`add` .. `xor`).
    #[inline]
    pub fn is_binary(self) -> bool {
        self.format() == Format::Binary
    }
    /// True for the conversions `T v to U`.
    #[inline]
    pub fn is_cast(self) -> bool {
        self.format() == Format::Cast
    }
}

/// `icmp` predicates (sub-opcode of [`Opcode::ICmp`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u16)]
pub enum IntPredicate {
    /// `eq`: equal.
    Eq = 32,
    /// `ne`: not equal.
    Ne,
    /// `ugt`: unsigned greater than.
    Ugt,
    /// `uge`: unsigned greater or equal.
    Uge,
    /// `ult`: unsigned less than.
    Ult,
    /// `ule`: unsigned less or equal.
    Ule,
    /// `sgt`: signed greater than.
    Sgt,
    /// `sge`: signed greater or equal.
    Sge,
    /// `slt`: signed less than.
    Slt,
    /// `sle`: signed less or equal.
    Sle,
}

impl IntPredicate {
    /// Every value in numbering order.
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
    /// The keyword in LLVM text.
    pub fn name(self) -> &'static str {
        ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"][self as usize - 32]
    }
    /// The value numbered `v` (the node's sub-opcode).
    pub fn from_u16(v: u16) -> Option<Self> {
        Self::ALL.get(v.checked_sub(32)? as usize).copied()
    }
    /// The predicate that holds for `(b, a)` when `self` holds for `(a, b)`.
    pub fn swapped(self) -> IntPredicate {
        use IntPredicate::*;
        match self {
            Eq | Ne => self,
            Sgt => Slt,
            Slt => Sgt,
            Sge => Sle,
            Sle => Sge,
            Ugt => Ult,
            Ult => Ugt,
            Uge => Ule,
            Ule => Uge,
        }
    }
    /// True for the signed orderings (`sgt`, `sge`, `slt`, `sle`).
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
    /// `false`: always false.
    False = 0,
    /// `oeq`: ordered and equal.
    Oeq,
    /// `ogt`: ordered and greater than.
    Ogt,
    /// `oge`: ordered and greater or equal.
    Oge,
    /// `olt`: ordered and less than.
    Olt,
    /// `ole`: ordered and less or equal.
    Ole,
    /// `one`: ordered and not equal.
    One,
    /// `ord`: ordered (neither is NaN).
    Ord,
    /// `uno`: unordered (either is NaN).
    Uno,
    /// `ueq`: unordered or equal.
    Ueq,
    /// `ugt`: unordered or greater than.
    Ugt,
    /// `uge`: unordered or greater or equal.
    Uge,
    /// `ult`: unordered or less than.
    Ult,
    /// `ule`: unordered or less or equal.
    Ule,
    /// `une`: unordered or not equal.
    Une,
    /// `true`: always true.
    True,
}

impl FloatPredicate {
    /// Every value in numbering order.
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
    /// The keyword in LLVM text.
    pub fn name(self) -> &'static str {
        [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une",
            "true",
        ][self as usize]
    }
    /// The value numbered `v` (the node's sub-opcode).
    pub fn from_u16(v: u16) -> Option<Self> {
        Self::ALL.get(v as usize).copied()
    }
}

/// `atomicrmw` operations (sub-opcode of [`Opcode::AtomicRmw`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u16)]
pub enum AtomicRmwOp {
    /// `xchg`: store the operand.
    Xchg = 0,
    /// `add`: integer add.
    Add,
    /// `sub`: integer subtract.
    Sub,
    /// `and`: bitwise and.
    And,
    /// `nand`: bitwise not-and.
    Nand,
    /// `or`: bitwise or.
    Or,
    /// `xor`: bitwise exclusive or.
    Xor,
    /// `max`: signed maximum.
    Max,
    /// `min`: signed minimum.
    Min,
    /// `umax`: unsigned maximum.
    UMax,
    /// `umin`: unsigned minimum.
    UMin,
    /// `fadd`: floating-point add.
    FAdd,
    /// `fsub`: floating-point subtract.
    FSub,
    /// `fmax`: floating-point maximum.
    FMax,
    /// `fmin`: floating-point minimum.
    FMin,
    /// `uinc_wrap`: increment, wrapping to 0 past the operand.
    UIncWrap,
    /// `udec_wrap`: decrement, wrapping to the operand at 0 or above it.
    UDecWrap,
}

impl AtomicRmwOp {
    /// Every value in numbering order.
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
    /// The keyword in LLVM text.
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
    /// The value numbered `v` (the node's sub-opcode).
    pub fn from_u16(v: u16) -> Option<Self> {
        Self::ALL.get(v as usize).copied()
    }
}

/// Memory orderings for atomics and fences (stored in instruction flags' upper bits).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Ordering {
    /// A plain (non-atomic) access.
    NotAtomic = 0,
    /// `unordered`: atomic, no ordering.
    Unordered,
    /// `monotonic`: atomic, one total order per location (C++ relaxed).
    Monotonic,
    /// `acquire`.
    Acquire,
    /// `release`.
    Release,
    /// `acq_rel`: acquire and release.
    AcqRel,
    /// `seq_cst`: sequentially consistent.
    SeqCst,
}

impl Ordering {
    /// Every value in numbering order.
    pub const ALL: [Ordering; 7] = [
        Ordering::NotAtomic,
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    /// The keyword in LLVM text.
    pub fn name(self) -> &'static str {
        ["", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"][self as usize]
    }
    /// The ordering numbered `v` (as stored in the instruction flags).
    pub fn from_u8(v: u8) -> Option<Self> {
        Self::ALL.get(v as usize).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Opcode::*;

    #[test]
    fn the_table_classifies_opcodes_as_llvm_does() {
        let with =
            |pred: fn(Opcode) -> bool| -> Vec<Opcode> { Opcode::ALL.iter().copied().filter(|&o| pred(o)).collect() };
        assert_eq!(
            with(Opcode::is_terminator),
            [
                Ret,
                Br,
                Switch,
                CondBr,
                Unreachable,
                Invoke,
                Resume,
                IndirectBr,
                CallBr,
                CatchSwitch,
                CatchRet,
                CleanupRet
            ]
        );
        let binary: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|&o| (Add as u8..=Xor as u8).contains(&(o as u8)))
            .collect();
        assert_eq!(with(Opcode::is_binary), binary);
        assert_eq!(
            with(Opcode::is_cast),
            [
                Trunc,
                ZExt,
                SExt,
                FPToUI,
                FPToSI,
                UIToFP,
                SIToFP,
                FPTrunc,
                FPExt,
                PtrToInt,
                IntToPtr,
                BitCast,
                AddrSpaceCast
            ]
        );
    }

    #[test]
    fn values_are_distinct_and_only_br_shares_a_mnemonic() {
        for (k, a) in Opcode::ALL.iter().enumerate() {
            for b in &Opcode::ALL[k + 1..] {
                assert_ne!(*a as u8, *b as u8, "{a:?} and {b:?}");
                if a.mnemonic() == b.mnemonic() {
                    assert_eq!((*a, *b), (Br, CondBr));
                }
            }
        }
    }
}
