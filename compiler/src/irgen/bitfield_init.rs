//! Constant initializers of static-storage objects whose type has bit-fields
//! (`__device__ Flags g = {1, 5, 3};`). Several bit-fields share one storage unit, so
//! such an object is given as the bytes of its representation (a `[N x i8]` global,
//! printed `.b8 g[N] = {...}` as nvcc prints every aggregate): each field's value is
//! written at its offset, little-endian as on the target, and each bit-field's value,
//! cut to its width, is merged into its unit. Addresses cannot be bytes: when the
//! object holds pointers that name symbols, it becomes a packed struct of those bytes
//! with the address constants at their offsets.

use ptxc_frontend::il::{Expr, Init, TranslationUnit};
use ptxc_frontend::types::{TypeId, TypeKind};
use ptxc_ir::{ConstData, Constant};

use super::globals::ConstFolder;

/// Whether an object of type `ty` holds a bit-field (in itself or a member or element).
pub fn has_bit_fields(tu: &TranslationUnit<'_>, ty: TypeId) -> bool {
    if let Some((elem, _)) = tu.types.array_elem(ty) {
        return has_bit_fields(tu, elem);
    }
    tu.types
        .record_of(ty)
        .is_some_and(|r| r.fields.iter().any(|f| f.bits.is_some() || has_bit_fields(tu, f.ty)))
}

/// The representation of an object with bit-fields: its bytes, and the address
/// constants (pointers to symbols) that overlay some of them.
pub(super) struct ByteImage {
    pub bytes: Vec<u8>,
    /// (byte offset, pointer constant)
    pub addresses: Vec<(u64, Constant)>,
}

impl ByteImage {
    pub fn zeroed(size: usize) -> Self {
        ByteImage {
            bytes: vec![0; size],
            addresses: Vec::new(),
        }
    }
}

impl ConstFolder<'_, '_, '_, '_> {
    /// The constant of an object with bit-fields of type `ty` initialized by `init`:
    /// `[N x i8]` when it holds no address, else a packed struct of bytes and addresses.
    pub(super) fn bit_field_object(&mut self, init: &Init<'_>, ty: TypeId) -> Constant {
        let mut image = ByteImage::zeroed(self.tu.types.size_of(ty) as usize);
        self.init_bytes(init, ty, &mut image, 0);
        let i8t = self.m.types.i8();
        if image.addresses.is_empty() {
            let array = self.m.types.array(i8t, image.bytes.len() as u64);
            let elems = image
                .bytes
                .iter()
                .map(|&b| self.m.const_int(i8t, i128::from(b)))
                .collect();
            return self.m.consts.intern(ConstData::Aggregate { ty: array, elems });
        }
        let mut placed = Vec::new();
        let mut next_address = image.addresses.iter().peekable();
        let mut at = 0u64;
        while at < image.bytes.len() as u64 {
            if let Some(&&(offset, c)) = next_address.peek() {
                if offset == at {
                    placed.push((at, c));
                    let pointer = self.m.const_type(c);
                    at += self.m.types.alloc_size(pointer);
                    next_address.next();
                    continue;
                }
            }
            placed.push((at, self.m.const_int(i8t, i128::from(image.bytes[at as usize]))));
            at += 1;
        }
        super::const_shape::packed_at_offsets(self.m, &placed, image.bytes.len() as u64)
    }

    /// Writes the representation of `init` (for an object of type `ty`) into `buf` at
    /// byte `at`; bytes no initializer covers stay zero.
    fn init_bytes(&mut self, init: &Init<'_>, ty: TypeId, buf: &mut ByteImage, at: usize) {
        let types = &self.tu.types;
        match init {
            Init::Expr(e) => {
                let c = self.expr(e);
                let size = types.size_of(ty) as usize;
                if types.is_pointer(ty)
                    && !matches!(
                        self.m.consts.get(c),
                        ConstData::Int { .. } | ConstData::Null(_) | ConstData::Zero(_)
                    )
                {
                    buf.addresses.push((at as u64, c));
                    buf.addresses.sort_by_key(|&(offset, _)| offset);
                    return;
                }
                let bits = match self.m.consts.get(c) {
                    ConstData::Null(_) | ConstData::Zero(_) => 0,
                    _ => self.int_bits(c, e),
                };
                put_scalar(bits, &mut buf.bytes[at..at + size]);
            }
            Init::List(items) => match types.kind(ty).clone() {
                TypeKind::Array { elem, len } => {
                    let step = types.size_of(elem) as usize;
                    for (i, item) in items.iter().enumerate().take(len as usize) {
                        self.init_bytes(item, elem, buf, at + i * step);
                    }
                }
                TypeKind::Record(_) => {
                    let rec = types.record_of(ty).cloned().expect("record type");
                    let count = if rec.is_union { 1 } else { rec.fields.len() };
                    for (field, item) in rec.fields.iter().zip(items.iter()).take(count) {
                        let start = at + field.offset as usize;
                        match (field.bits, item) {
                            (Some(bits), Init::Expr(e)) => {
                                let c = self.expr(e);
                                let value = self.int_bits(c, e);
                                let unit = &mut buf.bytes[start..start + bits.unit.div_ceil(8) as usize];
                                merge_bits(unit, value, bits.offset, bits.width);
                            }
                            _ => self.init_bytes(item, field.ty, buf, start),
                        }
                    }
                }
                _ => {
                    if let Some(first) = items.first() {
                        self.init_bytes(first, ty, buf, at);
                    }
                }
            },
            // The units are the array's first bytes as they are in memory.
            Init::Str(units) => {
                let size = (types.size_of(ty) as usize).min(units.len());
                buf.bytes[at..at + size].copy_from_slice(&units[..size]);
            }
        }
    }

    /// The bits of an integer or floating constant; anything else (sema lets only
    /// plain numbers through here) is an internal error.
    fn int_bits(&mut self, c: Constant, e: &Expr<'_>) -> u128 {
        match self.m.consts.get(c) {
            ConstData::Int { bits, .. } => *bits,
            ConstData::Float { bits, .. } => *bits as u128,
            _ => {
                let i8t = self.m.types.i8();
                self.internal(e, i8t, "a value that is not a number in an object with bit-fields");
                0
            }
        }
    }
}

/// Writes a scalar's bits little-endian into `out` (its size in memory).
fn put_scalar(bits: u128, out: &mut [u8]) {
    for (k, byte) in out.iter_mut().enumerate() {
        *byte = (bits >> (8 * k)) as u8;
    }
}

/// Merges the low `width` bits of `value` into the little-endian unit at bit `offset`.
fn merge_bits(unit: &mut [u8], value: u128, offset: u32, width: u32) {
    let mut word: u128 = 0;
    for (k, b) in unit.iter().enumerate() {
        word |= u128::from(*b) << (8 * k);
    }
    let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    word = (word & !(mask << offset)) | ((value & mask) << offset);
    for (k, b) in unit.iter_mut().enumerate() {
        *b = (word >> (8 * k)) as u8;
    }
}
