//! The kernel parameter-space sizer (`ParamSpaceSizer`): sizes a kernel's
//! formal parameters by the NVVM ABI and compares the total with the SM's
//! parameter-space ceiling.
//!
//! Each parameter is described by one of 21 type tags ([`ParamDesc`]).
//! Structs are laid out with natural alignment and tail padding, vectors
//! and arrays are element size times count with no padding, `f4e2m1` takes
//! half a byte (rounded up to a whole byte per parameter), and shared
//! pointers are 4 bytes on the legacy sm_32 ABI. Parameters are summed
//! without padding between them: that is what cicc 13.5 does (measured,
//! specs/verifier.md), e.g. `(char, struct{char[32760]}, double)` needs
//! 32769 bytes.

use crate::{messages as msg, Checker};
use ptxc_ir::{addrspace, FuncId, Function, Type, TypeData, TypeStore};

/// Parameter-space ceiling in bytes enforced by NVIDIA's toolchain for `sm`.
///
/// Measured with nvcc/cicc 13.5 (and ptxas 13.5, which enforces the same
/// 0x7ffc) on sm_75, 80, 86, 89, 90, 100, 103, 110, 120, 121: 32764 bytes
/// everywhere. nvcc 13.5 no longer accepts sm_70/72 or older; for those the
/// value follows the CUDA 12.1 rule (32764 on Volta and later) and the
/// 4096-byte limit that applied before Volta.
pub fn limit_for_sm(sm: u32) -> u64 {
    if sm >= 70 {
        32764
    } else {
        4096
    }
}

/// The limits the design document gives, kept for reference (they disagree
/// with the toolchain: see specs/verifier.md).
pub fn documented_limit_for_sm(sm: u32) -> u64 {
    match sm {
        0..=49 => 440,
        50..=79 => 1024,
        80..=99 => 32764,
        _ => 32768,
    }
}

/// A parameter type as the sizer sees it: one of the 21 NVVM type tags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamDesc {
    /// `i1`, passed as one byte.
    I1,
    /// 8-bit integer.
    I8,
    /// 16-bit integer.
    I16,
    /// 32-bit integer.
    I32,
    /// 64-bit integer.
    I64,
    /// IEEE half.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
    /// TensorFloat-32 (stored in 4 bytes).
    TF32,
    /// FP8 with 4 exponent and 3 mantissa bits.
    F8E4M3,
    /// FP8 with 5 exponent and 2 mantissa bits.
    F8E5M2,
    /// Sub-byte float: two values share a byte.
    F4E2M1,
    /// Pointer to global memory (8 bytes).
    PtrGlobal,
    /// Pointer to constant memory (8 bytes).
    PtrConstant,
    /// 4 bytes on the legacy sm_32 ABI, else 8.
    PtrShared,
    /// Generic pointer (8 bytes).
    PtrGeneric,
    /// Element and count; no padding between elements.
    Array(Box<ParamDesc>, u64),
    /// A struct, naturally aligned with tail padding unless packed.
    Struct {
        /// Field descriptions in order.
        fields: Vec<ParamDesc>,
        /// `<{ ... }>`: no alignment padding.
        packed: bool,
    },
    /// Element and lane count; no padding between lanes.
    Vector(Box<ParamDesc>, u64),
    /// Unreachable in valid IR: a type-lowering bug upstream.
    Opaque,
}

impl ParamDesc {
    /// The tag number (0..=20).
    pub fn tag(&self) -> u32 {
        match self {
            ParamDesc::I1 => 0,
            ParamDesc::I8 => 1,
            ParamDesc::I16 => 2,
            ParamDesc::I32 => 3,
            ParamDesc::I64 => 4,
            ParamDesc::F16 => 5,
            ParamDesc::BF16 => 6,
            ParamDesc::F32 => 7,
            ParamDesc::F64 => 8,
            ParamDesc::TF32 => 9,
            ParamDesc::F8E4M3 => 10,
            ParamDesc::F8E5M2 => 11,
            ParamDesc::F4E2M1 => 12,
            ParamDesc::PtrGlobal => 13,
            ParamDesc::PtrConstant => 14,
            ParamDesc::PtrShared => 15,
            ParamDesc::PtrGeneric => 16,
            ParamDesc::Array(..) => 17,
            ParamDesc::Struct { .. } => 18,
            ParamDesc::Vector(..) => 19,
            ParamDesc::Opaque => 20,
        }
    }

    /// Describes an IR type. A named struct that contains itself by value
    /// (invalid IR) is described as opaque rather than recursing forever.
    pub fn from_type(types: &TypeStore, t: Type) -> ParamDesc {
        Self::from_type_on_path(types, t, &mut Vec::new())
    }

    fn from_type_on_path(types: &TypeStore, t: Type, path: &mut Vec<Type>) -> ParamDesc {
        if path.contains(&t) || path.len() > 64 {
            return ParamDesc::Opaque;
        }
        path.push(t);
        let d = Self::describe(types, t, path);
        path.pop();
        d
    }

    fn describe(types: &TypeStore, t: Type, path: &mut Vec<Type>) -> ParamDesc {
        let mut sub = |e: Type| Self::from_type_on_path(types, e, path);
        match types.get(t) {
            TypeData::Int(b) => match b {
                0 => ParamDesc::Opaque,
                1 => ParamDesc::I1,
                2..=8 => ParamDesc::I8,
                9..=16 => ParamDesc::I16,
                17..=32 => ParamDesc::I32,
                33..=64 => ParamDesc::I64,
                // Wider integers are laid out as 64-bit words.
                _ => ParamDesc::Array(Box::new(ParamDesc::I64), u64::from(b.div_ceil(64))),
            },
            TypeData::Half => ParamDesc::F16,
            TypeData::BFloat => ParamDesc::BF16,
            TypeData::Float => ParamDesc::F32,
            TypeData::Double => ParamDesc::F64,
            TypeData::Ptr(a) => match *a {
                addrspace::GLOBAL => ParamDesc::PtrGlobal,
                addrspace::CONSTANT => ParamDesc::PtrConstant,
                addrspace::SHARED => ParamDesc::PtrShared,
                _ => ParamDesc::PtrGeneric,
            },
            TypeData::Array { elem, len } => ParamDesc::Array(Box::new(sub(*elem)), *len),
            TypeData::Vector { elem, len } => ParamDesc::Vector(Box::new(sub(*elem)), u64::from(*len)),
            TypeData::Struct { fields, packed } => ParamDesc::Struct {
                fields: fields.iter().map(|&f| sub(f)).collect(),
                packed: *packed,
            },
            TypeData::Named(_) => match types.struct_body(t) {
                Some(body) if body.defined => ParamDesc::Struct {
                    fields: body.fields.iter().map(|&f| sub(f)).collect(),
                    packed: body.packed,
                },
                _ => ParamDesc::Opaque,
            },
            _ => ParamDesc::Opaque,
        }
    }
}

/// Sizes parameters for one SM (the ABI flavour matters for shared pointers).
#[derive(Copy, Clone, Debug)]
pub struct ParamSpaceSizer {
    /// Target SM (`80` for sm_80).
    pub sm: u32,
}

impl ParamSpaceSizer {
    /// Size in half-bytes (so `f4e2m1` is exact); `None` for opaque types.
    fn nibbles(&self, p: &ParamDesc) -> Option<u64> {
        Some(match p {
            ParamDesc::F4E2M1 => 1,
            ParamDesc::Array(e, n) | ParamDesc::Vector(e, n) => self.nibbles(e)?.saturating_mul(*n),
            ParamDesc::Struct { fields, packed } => {
                let mut off = 0u64;
                for fd in fields {
                    let a = if *packed { 1 } else { 2 * self.align_of(fd) };
                    off = off.div_ceil(a).saturating_mul(a);
                    off = off.saturating_add(self.nibbles(fd)?);
                }
                let a = 2 * self.align_of(p);
                off.div_ceil(a).saturating_mul(a)
            }
            ParamDesc::Opaque => return None,
            scalar => 2 * self.scalar_size(scalar),
        })
    }

    fn scalar_size(&self, p: &ParamDesc) -> u64 {
        match p {
            ParamDesc::I1 | ParamDesc::I8 | ParamDesc::F8E4M3 | ParamDesc::F8E5M2 | ParamDesc::F4E2M1 => 1,
            ParamDesc::I16 | ParamDesc::F16 | ParamDesc::BF16 => 2,
            ParamDesc::I32 | ParamDesc::F32 | ParamDesc::TF32 => 4,
            ParamDesc::PtrShared if self.sm == 32 => 4,
            _ => 8,
        }
    }

    /// Size in bytes of one parameter (`None` for opaque types).
    pub fn size_of(&self, p: &ParamDesc) -> Option<u64> {
        Some(self.nibbles(p)?.div_ceil(2))
    }

    /// Natural alignment in bytes.
    pub fn align_of(&self, p: &ParamDesc) -> u64 {
        match p {
            ParamDesc::Array(e, _) => self.align_of(e),
            ParamDesc::Vector(..) => self.size_of(p).unwrap_or(1).next_power_of_two().clamp(1, 16),
            ParamDesc::Struct { fields, packed } => {
                if *packed {
                    1
                } else {
                    fields.iter().map(|f| self.align_of(f)).max().unwrap_or(1)
                }
            }
            ParamDesc::Opaque => 1,
            scalar => self.scalar_size(scalar),
        }
    }

    /// Total bytes of a parameter list (sizes summed, no padding between
    /// parameters); `None` when a parameter is opaque.
    pub fn total(&self, params: &[ParamDesc]) -> Option<u64> {
        params
            .iter()
            .try_fold(0u64, |acc, p| Some(acc.saturating_add(self.size_of(p)?)))
    }
}

/// Describes kernel parameter `n`: a `byval(T)` pointer counts as `T`.
pub fn describe_param(types: &TypeStore, func: &Function, n: usize, ty: Type) -> ParamDesc {
    match func.param_attrs.get(n).and_then(|a| a.byval) {
        Some(inner) => ParamDesc::from_type(types, inner),
        None => ParamDesc::from_type(types, ty),
    }
}

/// Sizes kernel `f`'s parameters and reports an overflow or an opaque type.
pub fn check_kernel(cx: &mut Checker, f: FuncId, func: &Function) {
    let m = cx.m;
    let Some(TypeData::Function { params, .. }) = func.ty.map(|t| m.types.get(t)) else {
        return;
    };
    let descs: Vec<ParamDesc> = params
        .iter()
        .enumerate()
        .map(|(n, &t)| describe_param(&m.types, func, n, t))
        .collect();
    let sizer = ParamSpaceSizer { sm: cx.opts.sm };
    match sizer.total(&descs) {
        None => cx.func_error(f, msg::OPAQUE_PARAM),
        Some(total) => {
            let max = limit_for_sm(cx.opts.sm);
            if total > max {
                cx.func_error(f, msg::param_space_overflow(total, max, &func.name));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(p: ParamDesc) -> u64 {
        ParamSpaceSizer { sm: 80 }.size_of(&p).unwrap()
    }

    #[test]
    fn every_scalar_tag_has_its_size() {
        use ParamDesc::*;
        let table = [
            (I1, 0, 1),
            (I8, 1, 1),
            (I16, 2, 2),
            (I32, 3, 4),
            (I64, 4, 8),
            (F16, 5, 2),
            (BF16, 6, 2),
            (F32, 7, 4),
            (F64, 8, 8),
            (TF32, 9, 4),
            (F8E4M3, 10, 1),
            (F8E5M2, 11, 1),
            (F4E2M1, 12, 1),
            (PtrGlobal, 13, 8),
            (PtrConstant, 14, 8),
            (PtrShared, 15, 8),
            (PtrGeneric, 16, 8),
        ];
        for (p, tag, bytes) in table {
            assert_eq!(p.tag(), tag);
            assert_eq!(size(p), bytes);
        }
    }

    #[test]
    fn shared_pointers_are_4_bytes_on_the_sm32_abi() {
        assert_eq!(ParamSpaceSizer { sm: 32 }.size_of(&ParamDesc::PtrShared), Some(4));
        assert_eq!(ParamSpaceSizer { sm: 35 }.size_of(&ParamDesc::PtrShared), Some(8));
    }

    #[test]
    fn f4e2m1_packs_two_per_byte_and_rounds_up_per_parameter() {
        let arr = |n| ParamDesc::Array(Box::new(ParamDesc::F4E2M1), n);
        assert_eq!(size(arr(2)), 1);
        assert_eq!(size(arr(3)), 2);
        assert_eq!(size(arr(4)), 2);
        assert_eq!(ParamDesc::Array(Box::new(ParamDesc::F4E2M1), 3).tag(), 17);
    }

    #[test]
    fn structs_align_fields_and_pad_the_tail() {
        use ParamDesc::*;
        let s = Struct {
            fields: vec![I32, F64, I8],
            packed: false,
        };
        assert_eq!(s.tag(), 18);
        assert_eq!(size(s), 24);
        let heavy = Struct {
            fields: vec![F64, I8, Array(Box::new(I32), 10000)],
            packed: false,
        };
        assert_eq!(size(heavy), 40016);
        let packed = Struct {
            fields: vec![I8, F64],
            packed: true,
        };
        assert_eq!(size(packed), 9);
    }

    #[test]
    fn vectors_have_no_padding_and_differ_from_arrays_only_in_alignment() {
        let sizer = ParamSpaceSizer { sm: 80 };
        let v = ParamDesc::Vector(Box::new(ParamDesc::F32), 4);
        let a = ParamDesc::Array(Box::new(ParamDesc::F32), 4);
        assert_eq!(v.tag(), 19);
        assert_eq!(sizer.size_of(&v), Some(16));
        assert_eq!(sizer.size_of(&a), Some(16));
        assert_eq!(sizer.align_of(&v), 16);
        assert_eq!(sizer.align_of(&a), 4);
        let v3 = ParamDesc::Vector(Box::new(ParamDesc::F32), 3);
        assert_eq!(sizer.size_of(&v3), Some(12));
    }

    #[test]
    fn self_containing_struct_is_opaque_not_a_hang() {
        let mut ts = TypeStore::default();
        let s = ts.named_struct("S");
        ts.set_struct_body(s, vec![s, s], false);
        let d = ParamDesc::from_type(&ts, s);
        assert_eq!(ParamSpaceSizer { sm: 80 }.size_of(&d), None);
        let i = ts.i32();
        let huge = ts.array(i, u64::MAX);
        let d = ParamDesc::from_type(&ts, huge);
        assert_eq!(ParamSpaceSizer { sm: 80 }.size_of(&d), Some(u64::MAX / 2 + 1));
    }

    #[test]
    fn opaque_has_no_size() {
        assert_eq!(ParamDesc::Opaque.tag(), 20);
        assert_eq!(ParamSpaceSizer { sm: 80 }.size_of(&ParamDesc::Opaque), None);
    }

    #[test]
    fn parameters_are_summed_without_padding_between_them() {
        use ParamDesc::*;
        let s = Struct {
            fields: vec![Array(Box::new(I8), 32760)],
            packed: false,
        };
        // nvcc 13.5: (char, struct{char[32760]}, double) needs 32769 bytes.
        assert_eq!(ParamSpaceSizer { sm: 80 }.total(&[I8, s, F64]), Some(32769));
    }

    #[test]
    fn limits_follow_the_toolchain_not_the_document() {
        for sm in [75, 80, 90, 100, 120] {
            assert_eq!(limit_for_sm(sm), 32764);
        }
        assert_eq!(documented_limit_for_sm(75), 1024);
        assert_eq!(documented_limit_for_sm(100), 32768);
    }
}
