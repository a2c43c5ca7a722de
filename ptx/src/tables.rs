//! Opcode tables: how each IR operation is spelled in PTX. Instruction
//! selection looks operations up here instead of branching on opcodes.

use crate::scalar::Scalar;
use ir::{FloatPredicate, IntPredicate, Opcode};

/// Which type flavour an integer instruction takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flavor {
    /// `.s32`
    Signed,
    /// `.u32`
    Unsigned,
    /// `.b32`
    Bits,
}

impl Flavor {
    /// The type suffix for `s` in this flavour (register width).
    pub fn suffix(self, s: Scalar) -> &'static str {
        match self {
            Flavor::Signed => s.s(),
            Flavor::Unsigned => s.u(),
            Flavor::Bits => s.b(),
        }
    }
}

/// How an i8 operand (held in 16 bits, upper bits unspecified) must be
/// widened before an instruction whose result depends on the upper bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Widen {
    None,
    Sext,
    Zext,
}

/// One integer binary operation.
#[derive(Copy, Clone, Debug)]
pub struct IntBinary {
    pub op: Opcode,
    pub mnemonic: &'static str,
    pub flavor: Flavor,
    /// Preparation of i8 operands.
    pub widen_i8: Widen,
    /// The second operand is a shift amount (`.u32` in PTX whatever the width).
    pub shift: bool,
}

const fn ib(op: Opcode, mnemonic: &'static str, flavor: Flavor, widen_i8: Widen, shift: bool) -> IntBinary {
    IntBinary {
        op,
        mnemonic,
        flavor,
        widen_i8,
        shift,
    }
}

/// Integer binary operations (i8 .. i64).
pub const INT_BINARY: &[IntBinary] = &[
    ib(Opcode::Add, "add", Flavor::Signed, Widen::None, false),
    ib(Opcode::Sub, "sub", Flavor::Signed, Widen::None, false),
    ib(Opcode::Mul, "mul.lo", Flavor::Signed, Widen::None, false),
    ib(Opcode::UDiv, "div", Flavor::Unsigned, Widen::Zext, false),
    ib(Opcode::SDiv, "div", Flavor::Signed, Widen::Sext, false),
    ib(Opcode::URem, "rem", Flavor::Unsigned, Widen::Zext, false),
    ib(Opcode::SRem, "rem", Flavor::Signed, Widen::Sext, false),
    ib(Opcode::Shl, "shl", Flavor::Bits, Widen::None, true),
    ib(Opcode::LShr, "shr", Flavor::Unsigned, Widen::Zext, true),
    ib(Opcode::AShr, "shr", Flavor::Signed, Widen::Sext, true),
    ib(Opcode::And, "and", Flavor::Bits, Widen::None, false),
    ib(Opcode::Or, "or", Flavor::Bits, Widen::None, false),
    ib(Opcode::Xor, "xor", Flavor::Bits, Widen::None, false),
];

/// The row for an integer binary opcode.
pub fn int_binary(op: Opcode) -> Option<&'static IntBinary> {
    INT_BINARY.iter().find(|r| r.op == op)
}

/// Float binary operations. The explicit `.rn` keeps ptxas from fusing a
/// multiply and an add into an fma, which the IR did not ask for.
pub const FLOAT_BINARY: &[(Opcode, &str)] = &[
    (Opcode::FAdd, "add.rn"),
    (Opcode::FSub, "sub.rn"),
    (Opcode::FMul, "mul.rn"),
    (Opcode::FDiv, "div.rn"),
];

/// The mnemonic of a float binary opcode.
pub fn float_binary(op: Opcode) -> Option<&'static str> {
    FLOAT_BINARY.iter().find(|r| r.0 == op).map(|r| r.1)
}

/// i1 binary operations on predicates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PredBinary {
    /// A predicate instruction (`and.pred`, ...).
    Op(&'static str),
    /// The result is the first operand (division by the only non-zero i1,
    /// shifts by the only in-range amount 0).
    First,
    /// The result is false (remainder by 1).
    False,
}

/// Binary opcodes on i1 -> predicate lowering.
pub const PRED_BINARY: &[(Opcode, PredBinary)] = &[
    (Opcode::And, PredBinary::Op("and.pred")),
    (Opcode::Or, PredBinary::Op("or.pred")),
    (Opcode::Xor, PredBinary::Op("xor.pred")),
    (Opcode::Add, PredBinary::Op("xor.pred")),
    (Opcode::Sub, PredBinary::Op("xor.pred")),
    (Opcode::Mul, PredBinary::Op("and.pred")),
    (Opcode::UDiv, PredBinary::First),
    (Opcode::SDiv, PredBinary::First),
    (Opcode::Shl, PredBinary::First),
    (Opcode::LShr, PredBinary::First),
    (Opcode::AShr, PredBinary::First),
    (Opcode::URem, PredBinary::False),
    (Opcode::SRem, PredBinary::False),
];

/// The predicate lowering of a binary opcode on i1.
pub fn pred_binary(op: Opcode) -> Option<PredBinary> {
    PRED_BINARY.iter().find(|r| r.0 == op).map(|r| r.1)
}

/// `icmp` predicate -> (setp comparison, type flavour).
pub const ICMP: &[(IntPredicate, &str, Flavor)] = &[
    (IntPredicate::Eq, "eq", Flavor::Signed),
    (IntPredicate::Ne, "ne", Flavor::Signed),
    (IntPredicate::Ugt, "gt", Flavor::Unsigned),
    (IntPredicate::Uge, "ge", Flavor::Unsigned),
    (IntPredicate::Ult, "lt", Flavor::Unsigned),
    (IntPredicate::Ule, "le", Flavor::Unsigned),
    (IntPredicate::Sgt, "gt", Flavor::Signed),
    (IntPredicate::Sge, "ge", Flavor::Signed),
    (IntPredicate::Slt, "lt", Flavor::Signed),
    (IntPredicate::Sle, "le", Flavor::Signed),
];

/// The setp comparison and type flavour of an `icmp` predicate.
pub fn icmp(p: IntPredicate) -> (&'static str, Flavor) {
    ICMP.iter()
        .find(|r| r.0 == p)
        .map(|r| (r.1, r.2))
        .unwrap_or(("eq", Flavor::Signed))
}

/// How an `fcmp` predicate is computed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FloatCmp {
    /// `setp.<cmp>.f32`: ordered compares, `u` variants, `num`/`nan`.
    Setp(&'static str),
    /// `fcmp false` / `fcmp true`.
    Const(bool),
}

/// `fcmp` predicate -> lowering.
pub const FCMP: &[(FloatPredicate, FloatCmp)] = &[
    (FloatPredicate::False, FloatCmp::Const(false)),
    (FloatPredicate::Oeq, FloatCmp::Setp("eq")),
    (FloatPredicate::Ogt, FloatCmp::Setp("gt")),
    (FloatPredicate::Oge, FloatCmp::Setp("ge")),
    (FloatPredicate::Olt, FloatCmp::Setp("lt")),
    (FloatPredicate::Ole, FloatCmp::Setp("le")),
    (FloatPredicate::One, FloatCmp::Setp("ne")),
    (FloatPredicate::Ord, FloatCmp::Setp("num")),
    (FloatPredicate::Uno, FloatCmp::Setp("nan")),
    (FloatPredicate::Ueq, FloatCmp::Setp("equ")),
    (FloatPredicate::Ugt, FloatCmp::Setp("gtu")),
    (FloatPredicate::Uge, FloatCmp::Setp("geu")),
    (FloatPredicate::Ult, FloatCmp::Setp("ltu")),
    (FloatPredicate::Ule, FloatCmp::Setp("leu")),
    (FloatPredicate::Une, FloatCmp::Setp("neu")),
    (FloatPredicate::True, FloatCmp::Const(true)),
];

/// The lowering of an `fcmp` predicate.
pub fn fcmp(p: FloatPredicate) -> FloatCmp {
    FCMP.iter()
        .find(|r| r.0 == p)
        .map(|r| r.1)
        .unwrap_or(FloatCmp::Const(false))
}

/// How a cast is lowered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CastPlan {
    /// Same bits: `mov.b32` (or `.b16`/`.b64`/`.pred`) between registers.
    Move,
    /// `cvt.<suffix>`, e.g. `cvt.u32.u64`, `cvt.rzi.s32.f32`.
    Cvt(String),
    /// i1 -> integer: `selp` of 1 (zext) or -1 (sext) and 0.
    FromPred { all_ones: bool },
    /// i1 -> float: `selp` to an i32 then `cvt.rn.f32.s32`/`.u32`.
    PredToFloat { signed: bool },
    /// integer -> i1: test the low bit.
    ToPred,
    /// float -> i1: `cvt.rzi.s32` then compare with zero.
    FloatToPred { signed: bool },
    /// `and.b16 d, s, mask`: zero-extend i8 to i16 in place.
    AndMask(i64),
}

/// The lowering of `op` from `from` to `to`, or `None` if the pair is not a valid cast.
pub fn cast_plan(op: Opcode, from: Scalar, to: Scalar) -> Option<CastPlan> {
    use Scalar::*;
    let plan = match op {
        Opcode::Trunc | Opcode::PtrToInt if to == I1 => CastPlan::ToPred,
        Opcode::Trunc | Opcode::PtrToInt if from.class() == to.class() => CastPlan::Move,
        Opcode::Trunc | Opcode::PtrToInt => CastPlan::Cvt(format!("{}.{}", to.u(), from.u())),
        Opcode::ZExt | Opcode::IntToPtr if from == I1 => CastPlan::FromPred { all_ones: false },
        Opcode::ZExt if from == I8 && to == I16 => CastPlan::AndMask(0xff),
        Opcode::IntToPtr if from.class() == to.class() => CastPlan::Move,
        Opcode::ZExt | Opcode::IntToPtr => CastPlan::Cvt(format!("{}.{}", to.u(), from.u_exact())),
        Opcode::SExt if from == I1 => CastPlan::FromPred { all_ones: true },
        Opcode::SExt => CastPlan::Cvt(format!("{}.{}", to.s(), from.s_exact())),
        Opcode::FPToSI if to == I1 => CastPlan::FloatToPred { signed: true },
        Opcode::FPToUI if to == I1 => CastPlan::FloatToPred { signed: false },
        Opcode::FPToSI => CastPlan::Cvt(format!("rzi.{}.{}", to.s(), from.fty())),
        Opcode::FPToUI => CastPlan::Cvt(format!("rzi.{}.{}", to.u(), from.fty())),
        Opcode::SIToFP if from == I1 => CastPlan::PredToFloat { signed: true },
        Opcode::UIToFP if from == I1 => CastPlan::PredToFloat { signed: false },
        Opcode::SIToFP => CastPlan::Cvt(format!("rn.{}.{}", to.fty(), from.s_exact())),
        Opcode::UIToFP => CastPlan::Cvt(format!("rn.{}.{}", to.fty(), from.u_exact())),
        Opcode::FPExt => CastPlan::Cvt(format!("{}.{}", to.fty(), from.fty())),
        Opcode::FPTrunc => CastPlan::Cvt(format!("rn.{}.{}", to.fty(), from.fty())),
        Opcode::BitCast | Opcode::Freeze if from.reg_bits() == to.reg_bits() => CastPlan::Move,
        _ => return None,
    };
    let valid = match op {
        Opcode::Trunc => from.is_int() && to.bits() < from.bits() && to != Ptr && from != Ptr,
        Opcode::ZExt | Opcode::SExt => {
            (from.is_int() || from == I1) && to.is_int() && to.bits() > from.bits() && to != Ptr && from != Ptr
        }
        Opcode::FPToSI | Opcode::FPToUI => from.is_float() && (to.is_int() || to == I1) && to != Ptr,
        Opcode::SIToFP | Opcode::UIToFP => (from.is_int() || from == I1) && from != Ptr && to.is_float(),
        Opcode::FPExt => from.is_float() && to.is_float() && from.bits() < to.bits(),
        Opcode::FPTrunc => from.is_float() && to.is_float() && from.bits() > to.bits(),
        Opcode::PtrToInt => from == Ptr && (to.is_int() || to == I1) && to != Ptr,
        Opcode::IntToPtr => to == Ptr && (from.is_int() || from == I1) && from != Ptr,
        _ => true,
    };
    valid.then_some(plan)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Scalar::*;

    #[test]
    fn cast_table() {
        let cvt = |s: &str| Some(CastPlan::Cvt(s.into()));
        assert_eq!(cast_plan(Opcode::Trunc, I64, I32), cvt("u32.u64"));
        assert_eq!(cast_plan(Opcode::Trunc, I16, I8), Some(CastPlan::Move));
        assert_eq!(cast_plan(Opcode::Trunc, I32, I1), Some(CastPlan::ToPred));
        assert_eq!(cast_plan(Opcode::ZExt, I8, I32), cvt("u32.u8"));
        assert_eq!(cast_plan(Opcode::ZExt, I8, I16), Some(CastPlan::AndMask(255)));
        assert_eq!(cast_plan(Opcode::SExt, I8, I16), cvt("s16.s8"));
        assert_eq!(cast_plan(Opcode::SExt, I32, I64), cvt("s64.s32"));
        assert_eq!(cast_plan(Opcode::FPToSI, F32, I32), cvt("rzi.s32.f32"));
        assert_eq!(cast_plan(Opcode::FPToUI, F64, I64), cvt("rzi.u64.f64"));
        assert_eq!(cast_plan(Opcode::SIToFP, I32, F32), cvt("rn.f32.s32"));
        assert_eq!(cast_plan(Opcode::UIToFP, I8, F64), cvt("rn.f64.u8"));
        assert_eq!(cast_plan(Opcode::FPExt, F32, F64), cvt("f64.f32"));
        assert_eq!(cast_plan(Opcode::FPTrunc, F64, F32), cvt("rn.f32.f64"));
        assert_eq!(cast_plan(Opcode::PtrToInt, Ptr, I64), Some(CastPlan::Move));
        assert_eq!(cast_plan(Opcode::IntToPtr, I32, Ptr), cvt("u64.u32"));
        assert_eq!(cast_plan(Opcode::BitCast, I32, F32), Some(CastPlan::Move));
        assert_eq!(cast_plan(Opcode::BitCast, I32, F64), None);
        assert_eq!(cast_plan(Opcode::Trunc, I32, I64), None);
        assert_eq!(cast_plan(Opcode::FPExt, F64, F32), None);
    }

    #[test]
    fn every_predicate_has_a_row() {
        for p in IntPredicate::ALL {
            assert!(ICMP.iter().any(|r| r.0 == p));
        }
        for p in FloatPredicate::ALL {
            assert!(FCMP.iter().any(|r| r.0 == p));
        }
    }
}
