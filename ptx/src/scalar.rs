//! The scalar IR types the backend lowers, and how each is spelled in PTX:
//! register class, bit width and the type suffixes instructions take.
//!
//! i8 lives in a 16-bit register whose upper 8 bits are unspecified (as in
//! LLVM's NVPTX backend); instructions whose result depends on those bits
//! (division, right shifts, comparisons, widening) normalise first.

use crate::ptx_type::PtxType;
use crate::regs::RegClass;
use crate::PtxError;
use ir::{Type, TypeData, TypeStore};

/// A first-class scalar IR type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Scalar {
    /// `i1`, held in a predicate register.
    I1,
    /// `i8`, held in 16 bits.
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `float`
    F32,
    /// `double`
    F64,
    /// `half` (IEEE binary16), in a 16-bit register.
    F16,
    /// `bfloat`, in a 16-bit register.
    BF16,
    /// A pointer (64-bit in every address space).
    Ptr,
}

impl Scalar {
    /// The scalar kind of `ty`, or an error for types the backend cannot hold in a register.
    pub fn of(types: &TypeStore, ty: Type) -> Result<Scalar, PtxError> {
        Ok(match types.get(ty) {
            TypeData::Int(1) => Scalar::I1,
            TypeData::Int(8) => Scalar::I8,
            TypeData::Int(16) => Scalar::I16,
            TypeData::Int(32) => Scalar::I32,
            TypeData::Int(64) => Scalar::I64,
            TypeData::Half => Scalar::F16,
            TypeData::BFloat => Scalar::BF16,
            TypeData::Float => Scalar::F32,
            TypeData::Double => Scalar::F64,
            TypeData::Ptr(_) => Scalar::Ptr,
            other => return Err(PtxError::Unsupported(format!("values of type {other:?}"))),
        })
    }

    /// The register class that holds it.
    pub fn class(self) -> RegClass {
        match self {
            Scalar::I1 => RegClass::Pred,
            Scalar::I8 | Scalar::I16 | Scalar::F16 | Scalar::BF16 => RegClass::B16,
            Scalar::I32 => RegClass::B32,
            Scalar::I64 | Scalar::Ptr => RegClass::B64,
            Scalar::F32 => RegClass::F32,
            Scalar::F64 => RegClass::F64,
        }
    }

    /// Width of the value in bits.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::I8 => 8,
            Scalar::I16 | Scalar::F16 | Scalar::BF16 => 16,
            Scalar::I32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::F64 | Scalar::Ptr => 64,
        }
    }

    /// Width of the register holding it.
    pub fn reg_bits(self) -> u32 {
        match self {
            Scalar::I8 => 16,
            s => s.bits(),
        }
    }

    /// True for the four float kinds.
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16)
    }

    /// `half` or `bfloat`.
    pub fn is_half(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16)
    }

    /// The float type suffix for arithmetic, compares and conversions:
    /// `f16`, `bf16`, `f32`, `f64` (the bit type for non-floats).
    pub fn fty(self) -> PtxType {
        match self {
            Scalar::F16 => PtxType::F16,
            Scalar::BF16 => PtxType::Bf16,
            s => s.typed(),
        }
    }

    /// Integer-like (held in a `.b` register and computed with integer instructions).
    pub fn is_int(self) -> bool {
        matches!(self, Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64 | Scalar::Ptr)
    }

    /// `.s16`/`.s32`/`.s64` for the register width (i8 computes in 16 bits).
    pub fn s(self) -> PtxType {
        match self.reg_bits() {
            16 => PtxType::S16,
            32 => PtxType::S32,
            _ => PtxType::S64,
        }
    }
    /// `.u16`/`.u32`/`.u64` for the register width.
    pub fn u(self) -> PtxType {
        match self.reg_bits() {
            16 => PtxType::U16,
            32 => PtxType::U32,
            _ => PtxType::U64,
        }
    }
    /// `.b16`/`.b32`/`.b64`, `.pred` for i1.
    pub fn b(self) -> PtxType {
        match self {
            Scalar::I1 => PtxType::Pred,
            s => match s.reg_bits() {
                16 => PtxType::B16,
                32 => PtxType::B32,
                _ => PtxType::B64,
            },
        }
    }
    /// `.f32`/`.f64` for single and double, the bit type otherwise (moves,
    /// selp; half types move as `b16`).
    pub fn typed(self) -> PtxType {
        match self {
            Scalar::F32 => PtxType::F32,
            Scalar::F64 => PtxType::F64,
            s => s.b(),
        }
    }
    /// The exact-width unsigned type (`u8` for i8): memory access and cvt sources.
    pub fn u_exact(self) -> PtxType {
        match self {
            Scalar::I1 | Scalar::I8 => PtxType::U8,
            Scalar::I16 | Scalar::F16 | Scalar::BF16 => PtxType::U16,
            Scalar::I32 => PtxType::U32,
            Scalar::F32 => PtxType::F32,
            Scalar::F64 => PtxType::F64,
            Scalar::I64 | Scalar::Ptr => PtxType::U64,
        }
    }
    /// The exact-width signed type (`s8` for i8).
    pub fn s_exact(self) -> PtxType {
        match self {
            Scalar::I1 | Scalar::I8 => PtxType::S8,
            Scalar::I16 | Scalar::F16 | Scalar::BF16 => PtxType::S16,
            Scalar::I32 => PtxType::S32,
            Scalar::F32 => PtxType::F32,
            Scalar::F64 => PtxType::F64,
            Scalar::I64 | Scalar::Ptr => PtxType::S64,
        }
    }
}
