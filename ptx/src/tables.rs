//! Opcode tables: which PTX instruction (opcode, modifiers, type flavour)
//! each IR operation becomes. Instruction selection looks operations up
//! here instead of branching on opcodes.

use crate::modifiers::{CmpOp, Part, Rounding};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
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
    /// The type for `s` in this flavour (register width).
    pub fn suffix(self, s: Scalar) -> PtxType {
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
    /// Use the register as it is.
    None,
    /// Sign-extend the low 8 bits first.
    Sext,
    /// Zero-extend the low 8 bits first.
    Zext,
}

/// One integer binary operation.
#[derive(Copy, Clone, Debug)]
pub struct IntBinary {
    /// The IR opcode.
    pub op: Opcode,
    /// The PTX opcode.
    pub opcode: PtxOp,
    /// `mul.lo`: the low half of the product.
    pub part: Option<Part>,
    /// The type flavour (`.s`, `.u` or `.b`).
    pub flavor: Flavor,
    /// Preparation of i8 operands.
    pub widen_i8: Widen,
    /// The second operand is a shift amount (`.u32` in PTX whatever the width).
    pub shift: bool,
}

const fn ib(op: Opcode, opcode: PtxOp, flavor: Flavor, widen_i8: Widen, shift: bool) -> IntBinary {
    IntBinary {
        op,
        opcode,
        part: None,
        flavor,
        widen_i8,
        shift,
    }
}

/// Integer binary operations (i8 .. i64).
pub const INT_BINARY: &[IntBinary] = &[
    ib(Opcode::Add, PtxOp::Add, Flavor::Signed, Widen::None, false),
    ib(Opcode::Sub, PtxOp::Sub, Flavor::Signed, Widen::None, false),
    IntBinary {
        part: Some(Part::Lo),
        ..ib(Opcode::Mul, PtxOp::Mul, Flavor::Signed, Widen::None, false)
    },
    ib(Opcode::UDiv, PtxOp::Div, Flavor::Unsigned, Widen::Zext, false),
    ib(Opcode::SDiv, PtxOp::Div, Flavor::Signed, Widen::Sext, false),
    ib(Opcode::URem, PtxOp::Rem, Flavor::Unsigned, Widen::Zext, false),
    ib(Opcode::SRem, PtxOp::Rem, Flavor::Signed, Widen::Sext, false),
    ib(Opcode::Shl, PtxOp::Shl, Flavor::Bits, Widen::None, true),
    ib(Opcode::LShr, PtxOp::Shr, Flavor::Unsigned, Widen::Zext, true),
    ib(Opcode::AShr, PtxOp::Shr, Flavor::Signed, Widen::Sext, true),
    ib(Opcode::And, PtxOp::And, Flavor::Bits, Widen::None, false),
    ib(Opcode::Or, PtxOp::Or, Flavor::Bits, Widen::None, false),
    ib(Opcode::Xor, PtxOp::Xor, Flavor::Bits, Widen::None, false),
];

/// The row for an integer binary opcode.
pub fn int_binary(op: Opcode) -> Option<&'static IntBinary> {
    INT_BINARY.iter().find(|r| r.op == op)
}

/// Float binary operations, all `.rn`: the explicit rounding keeps ptxas
/// from fusing a multiply and an add into an fma, which the IR did not ask for.
pub const FLOAT_BINARY: &[(Opcode, PtxOp)] = &[
    (Opcode::FAdd, PtxOp::Add),
    (Opcode::FSub, PtxOp::Sub),
    (Opcode::FMul, PtxOp::Mul),
    (Opcode::FDiv, PtxOp::Div),
];

/// The PTX opcode of a float binary opcode (rounded `.rn`).
pub fn float_binary(op: Opcode) -> Option<PtxOp> {
    FLOAT_BINARY.iter().find(|r| r.0 == op).map(|r| r.1)
}

/// i1 binary operations on predicates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PredBinary {
    /// A predicate instruction (`and.pred`, ...).
    Op(PtxOp),
    /// The result is the first operand (division by the only non-zero i1,
    /// shifts by the only in-range amount 0).
    First,
    /// The result is false (remainder by 1).
    False,
}

/// Binary opcodes on i1 -> predicate lowering.
pub const PRED_BINARY: &[(Opcode, PredBinary)] = &[
    (Opcode::And, PredBinary::Op(PtxOp::And)),
    (Opcode::Or, PredBinary::Op(PtxOp::Or)),
    (Opcode::Xor, PredBinary::Op(PtxOp::Xor)),
    (Opcode::Add, PredBinary::Op(PtxOp::Xor)),
    (Opcode::Sub, PredBinary::Op(PtxOp::Xor)),
    (Opcode::Mul, PredBinary::Op(PtxOp::And)),
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
pub const ICMP: &[(IntPredicate, CmpOp, Flavor)] = &[
    (IntPredicate::Eq, CmpOp::Eq, Flavor::Signed),
    (IntPredicate::Ne, CmpOp::Ne, Flavor::Signed),
    (IntPredicate::Ugt, CmpOp::Gt, Flavor::Unsigned),
    (IntPredicate::Uge, CmpOp::Ge, Flavor::Unsigned),
    (IntPredicate::Ult, CmpOp::Lt, Flavor::Unsigned),
    (IntPredicate::Ule, CmpOp::Le, Flavor::Unsigned),
    (IntPredicate::Sgt, CmpOp::Gt, Flavor::Signed),
    (IntPredicate::Sge, CmpOp::Ge, Flavor::Signed),
    (IntPredicate::Slt, CmpOp::Lt, Flavor::Signed),
    (IntPredicate::Sle, CmpOp::Le, Flavor::Signed),
];

/// The setp comparison and type flavour of an `icmp` predicate.
pub fn icmp(p: IntPredicate) -> (CmpOp, Flavor) {
    ICMP.iter()
        .find(|r| r.0 == p)
        .map(|r| (r.1, r.2))
        .unwrap_or((CmpOp::Eq, Flavor::Signed))
}

/// How an `fcmp` predicate is computed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FloatCmp {
    /// `setp.<cmp>.f32`: ordered compares, `u` variants, `num`/`nan`.
    Setp(CmpOp),
    /// `fcmp false` / `fcmp true`.
    Const(bool),
}

/// `fcmp` predicate -> lowering.
pub const FCMP: &[(FloatPredicate, FloatCmp)] = &[
    (FloatPredicate::False, FloatCmp::Const(false)),
    (FloatPredicate::Oeq, FloatCmp::Setp(CmpOp::Eq)),
    (FloatPredicate::Ogt, FloatCmp::Setp(CmpOp::Gt)),
    (FloatPredicate::Oge, FloatCmp::Setp(CmpOp::Ge)),
    (FloatPredicate::Olt, FloatCmp::Setp(CmpOp::Lt)),
    (FloatPredicate::Ole, FloatCmp::Setp(CmpOp::Le)),
    (FloatPredicate::One, FloatCmp::Setp(CmpOp::Ne)),
    (FloatPredicate::Ord, FloatCmp::Setp(CmpOp::Num)),
    (FloatPredicate::Uno, FloatCmp::Setp(CmpOp::Nan)),
    (FloatPredicate::Ueq, FloatCmp::Setp(CmpOp::Equ)),
    (FloatPredicate::Ugt, FloatCmp::Setp(CmpOp::Gtu)),
    (FloatPredicate::Uge, FloatCmp::Setp(CmpOp::Geu)),
    (FloatPredicate::Ult, FloatCmp::Setp(CmpOp::Ltu)),
    (FloatPredicate::Ule, FloatCmp::Setp(CmpOp::Leu)),
    (FloatPredicate::Une, FloatCmp::Setp(CmpOp::Neu)),
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
    /// `cvt[.rounding].<dst>.<src>`, e.g. `cvt.u32.u64`, `cvt.rzi.s32.f32`.
    Cvt {
        /// The rounding (`.rn`, `.rzi`, ...), if any.
        rounding: Option<Rounding>,
        /// The destination type.
        dst: PtxType,
        /// The source type.
        src: PtxType,
    },
    /// i1 -> integer: `selp` of 1 (zext) or -1 (sext) and 0.
    FromPred {
        /// Sign extension: true is -1, not 1.
        all_ones: bool,
    },
    /// i1 -> float: `selp` to an i32 then `cvt.rn.f32.s32`/`.u32`.
    PredToFloat {
        /// `sitofp`: true is -1.0, not 1.0.
        signed: bool,
    },
    /// integer -> i1: test the low bit.
    ToPred,
    /// float -> i1: `cvt.rzi.s32` then compare with zero.
    FloatToPred {
        /// `fptosi` (`cvt.rzi.s32`), not `fptoui`.
        signed: bool,
    },
    /// `and.b16 d, s, mask`: zero-extend i8 to i16 in place.
    AndMask(i64),
}

/// The lowering of `op` from `from` to `to`, or `None` if the pair is not a valid cast.
pub fn cast_plan(op: Opcode, from: Scalar, to: Scalar) -> Option<CastPlan> {
    use Scalar::*;
    let cvt = |rounding, dst, src| CastPlan::Cvt { rounding, dst, src };
    let (rn, rzi) = (Some(Rounding::Rn), Some(Rounding::Rzi));
    let plan = match op {
        Opcode::Trunc | Opcode::PtrToInt if to == I1 => CastPlan::ToPred,
        Opcode::Trunc | Opcode::PtrToInt if from.class() == to.class() => CastPlan::Move,
        Opcode::Trunc | Opcode::PtrToInt => cvt(None, to.u(), from.u()),
        Opcode::ZExt | Opcode::IntToPtr if from == I1 => CastPlan::FromPred { all_ones: false },
        Opcode::ZExt if from == I8 && to == I16 => CastPlan::AndMask(0xff),
        Opcode::IntToPtr if from.class() == to.class() => CastPlan::Move,
        Opcode::ZExt | Opcode::IntToPtr => cvt(None, to.u(), from.u_exact()),
        Opcode::SExt if from == I1 => CastPlan::FromPred { all_ones: true },
        Opcode::SExt => cvt(None, to.s(), from.s_exact()),
        Opcode::FPToSI if to == I1 => CastPlan::FloatToPred { signed: true },
        Opcode::FPToUI if to == I1 => CastPlan::FloatToPred { signed: false },
        Opcode::FPToSI => cvt(rzi, to.s(), from.fty()),
        Opcode::FPToUI => cvt(rzi, to.u(), from.fty()),
        Opcode::SIToFP if from == I1 => CastPlan::PredToFloat { signed: true },
        Opcode::UIToFP if from == I1 => CastPlan::PredToFloat { signed: false },
        Opcode::SIToFP => cvt(rn, to.fty(), from.s_exact()),
        Opcode::UIToFP => cvt(rn, to.fty(), from.u_exact()),
        Opcode::FPExt => cvt(None, to.fty(), from.fty()),
        Opcode::FPTrunc => cvt(rn, to.fty(), from.fty()),
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
        let cvt = |s: &str| {
            let words: Vec<&str> = s.split('.').collect();
            let (rounding, types) = match words.as_slice() {
                [r, rest @ ..] if rest.len() == 2 => (Rounding::from_name(r), rest),
                rest => (None, rest),
            };
            let ty = |w: &str| PtxType::from_name(w).unwrap();
            Some(CastPlan::Cvt {
                rounding,
                dst: ty(types[0]),
                src: ty(types[1]),
            })
        };
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
