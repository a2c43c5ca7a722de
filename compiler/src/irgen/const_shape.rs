//! Shapes of aggregate constants whose elements do not have the declared IR
//! types: a union initialized through a member other than the one its IR
//! type is built from (`%union.U = type { ptr }` initialized by `{0x19B885B3u}`),
//! and every array or struct that contains such a union.
//!
//! As clang does, such a constant gets a literal struct type of its own: the
//! union becomes `<{ i32, [4 x i8] }>` (the initialized member, then zero bytes
//! up to the union's size) and each enclosing aggregate a packed literal struct
//! with explicit padding, so every element stays at the byte offset of the
//! declared type. Memory is accessed through the declared types (pointers are
//! opaque), so only the global's own type changes; the PTX image is the same
//! bytes nvcc emits.

use ptxc_ir::{ConstData, Constant, Module, Type};

/// The constant of a union of IR type `union_ty` whose first member is `first`.
pub fn union_constant(m: &mut Module, union_ty: Type, first: Constant) -> Constant {
    let fields = m.types.struct_fields(union_ty).unwrap_or(&[]).to_vec();
    let first_ty = m.const_type(first);
    if fields.first() == Some(&first_ty) {
        let mut elems = vec![first];
        elems.extend(fields[1..].iter().map(|&t| m.const_zero(t)));
        return m.consts.intern(ConstData::Aggregate { ty: union_ty, elems });
    }
    let size = m.types.alloc_size(union_ty);
    packed_at_offsets(m, &[(0, first)], size)
}

/// An aggregate of declared type `ty` with elements `elems` at the byte offsets
/// of `ty`'s layout: of type `ty` when every element has its declared type,
/// else a packed literal struct with the same bytes.
pub fn aggregate_constant(m: &mut Module, ty: Type, elems: Vec<Constant>) -> Constant {
    // An array's elements mostly have its element type: asked without a list of
    // offsets and types per element (a string of ten million characters).
    if let ptxc_ir::TypeData::Array { elem, len } = *m.types.get(ty) {
        let n = usize::try_from(len).unwrap_or(usize::MAX);
        if elems.iter().take(n).all(|&e| m.const_type(e) == elem) {
            return m.consts.intern(ConstData::Aggregate { ty, elems });
        }
    }
    let declared = element_types(m, ty);
    let types: Vec<Type> = elems.iter().map(|&e| m.const_type(e)).collect();
    if types.iter().zip(&declared).all(|(t, (_, d))| t == d) {
        return m.consts.intern(ConstData::Aggregate { ty, elems });
    }
    let placed: Vec<(u64, Constant)> = declared.iter().map(|&(off, _)| off).zip(elems).collect();
    let size = m.types.alloc_size(ty);
    packed_at_offsets(m, &placed, size)
}

/// Zero elements past the last nonzero one from which an array constant keeps
/// them as one `zeroinitializer` (clang's threshold).
const ZERO_TAIL: u64 = 8;

/// The constant of array type `ty` whose first elements are `written` (those
/// the source writes) and the rest zero. A tail of [`ZERO_TAIL`] zeros or more
/// is one `zeroinitializer` field of a packed struct, as clang emits it
/// (`<{ [1 x i32] [i32 1], [268435455 x i32] zeroinitializer }>`), so the
/// constant costs what the source writes, not what the array holds.
pub fn array_constant(m: &mut Module, ty: Type, mut written: Vec<Constant>) -> Constant {
    let (elem, len) = match m.types.get(ty) {
        ptxc_ir::TypeData::Array { elem, len } => (*elem, *len),
        _ => return aggregate_constant(m, ty, written),
    };
    let nonzero = written.iter().rposition(|&c| !is_zero(m, c)).map_or(0, |k| k + 1);
    let tail = len.saturating_sub(nonzero as u64);
    if tail < ZERO_TAIL {
        let zero = m.const_zero(elem);
        written.resize(len as usize, zero);
        return aggregate_constant(m, ty, written);
    }
    if nonzero == 0 {
        return m.const_zero(ty);
    }
    written.truncate(nonzero);
    let head_ty = m.types.array(elem, nonzero as u64);
    let head = aggregate_constant(m, head_ty, written);
    let head_ty = m.const_type(head);
    let tail_ty = m.types.array(elem, tail);
    let tail = m.const_zero(tail_ty);
    let ty = m.types.literal_struct(vec![head_ty, tail_ty], true);
    m.consts.intern(ConstData::Aggregate {
        ty,
        elems: vec![head, tail],
    })
}

/// [`array_constant`] of an array of `i8` whose first elements are the bytes
/// `written`: each part a byte string (`c"..."`), a byte per element. `None`
/// when `ty` is not an array of `i8`.
pub fn byte_array_constant(m: &mut Module, ty: Type, written: &[u8]) -> Option<Constant> {
    let (elem, len) = match m.types.get(ty) {
        ptxc_ir::TypeData::Array { elem, len } if m.types.int_bits(*elem) == Some(8) => (*elem, *len),
        _ => return None,
    };
    let written = &written[..written.len().min(usize::try_from(len).unwrap_or(usize::MAX))];
    let nonzero = written.iter().rposition(|&b| b != 0).map_or(0, |k| k + 1);
    let tail = len.saturating_sub(nonzero as u64);
    if tail < ZERO_TAIL {
        let mut bytes = written.to_vec();
        bytes.resize(len as usize, 0);
        return Some(m.consts.intern(ConstData::Bytes {
            ty,
            bytes: bytes.into(),
        }));
    }
    if nonzero == 0 {
        return Some(m.const_zero(ty));
    }
    let head_ty = m.types.array(elem, nonzero as u64);
    let bytes = written[..nonzero].into();
    let head = m.consts.intern(ConstData::Bytes { ty: head_ty, bytes });
    let tail_ty = m.types.array(elem, tail);
    let tail = m.const_zero(tail_ty);
    let ty = m.types.literal_struct(vec![head_ty, tail_ty], true);
    Some(m.consts.intern(ConstData::Aggregate {
        ty,
        elems: vec![head, tail],
    }))
}

/// Whether constant `c` is all zero bits.
fn is_zero(m: &Module, c: Constant) -> bool {
    match m.consts.get(c) {
        ConstData::Zero(_) | ConstData::Null(_) => true,
        ConstData::Int { bits, .. } => *bits == 0,
        ConstData::Float { bits, .. } => *bits == 0,
        _ => false,
    }
}

/// Byte offset and declared type of each element of an array or struct type.
fn element_types(m: &Module, ty: Type) -> Vec<(u64, Type)> {
    if let Some(fields) = m.types.struct_fields(ty) {
        let fields = fields.to_vec();
        let (_, offsets) = m.types.struct_layout(ty);
        return offsets.into_iter().zip(fields).collect();
    }
    let (elem, len) = match m.types.get(ty) {
        ptxc_ir::TypeData::Array { elem, len } => (*elem, *len),
        ptxc_ir::TypeData::Vector { elem, len } => (*elem, u64::from(*len)),
        _ => return Vec::new(),
    };
    let stride = m.types.alloc_size(elem);
    (0..len).map(|k| (k * stride, elem)).collect()
}

/// `<{ pad, e0, pad, e1, ..., pad }>`: each element at its offset, `size` bytes in all.
pub(super) fn packed_at_offsets(m: &mut Module, placed: &[(u64, Constant)], size: u64) -> Constant {
    let i8t = m.types.i8();
    let mut fields = Vec::new();
    let mut elems = Vec::new();
    let mut cursor = 0u64;
    let pad = |m: &mut Module, fields: &mut Vec<Type>, elems: &mut Vec<Constant>, bytes: u64| {
        if bytes > 0 {
            let t = m.types.array(i8t, bytes);
            fields.push(t);
            elems.push(m.const_zero(t));
        }
    };
    for &(offset, c) in placed {
        pad(m, &mut fields, &mut elems, offset.saturating_sub(cursor));
        let t = m.const_type(c);
        fields.push(t);
        elems.push(c);
        cursor = offset.max(cursor) + m.types.alloc_size(t);
    }
    pad(m, &mut fields, &mut elems, size.saturating_sub(cursor));
    let ty = m.types.literal_struct(fields, true);
    m.consts.intern(ConstData::Aggregate { ty, elems })
}
