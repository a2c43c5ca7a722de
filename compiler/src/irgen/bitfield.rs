//! Bit-fields: reads and writes of the bits of a member inside its storage unit.
//!
//! A bit-field's `Field::offset` locates its storage unit and `Field::bits` says which
//! bits of it are the member's (bit 0 is the least significant) and how wide the unit
//! is: in the usual layout an integer of the field's type aligned to its size; in a
//! packed record any power-of-two integer, or (when none fits inside the record) a run
//! of bytes. A read loads the unit and shifts the bits down, sign-extending for signed
//! types (`shl` then `ashr`) or masking for unsigned ones (`lshr` then `and`), then
//! widens or narrows the result to the field's type; a write loads the unit, clears the
//! member's bits and ors in the new value (read-modify-write), so the neighbouring
//! members sharing the unit keep their values. A byte-run unit is read and written one
//! byte at a time the same way.

use super::function::FnEmitter;
use ptxc_frontend::il::{Expr, ExprKind};
use ptxc_frontend::types::{BitField, Field};
use ptxc_ir::{Opcode, Type, Value};

/// The integer width of a unit accessed in one piece, or `None` for a run of bytes.
fn whole_unit(bits: &BitField) -> Option<u32> {
    matches!(bits.unit, 8 | 16 | 32 | 64).then_some(bits.unit)
}

impl FnEmitter<'_, '_, '_> {
    /// The bit-field an lvalue expression designates: a member access of one, or an
    /// assignment, compound assignment or prefix increment whose target is one (their
    /// address is the unit's too).
    pub fn bit_field_target(&self, e: &Expr<'_>) -> Option<Field> {
        match &e.kind {
            ExprKind::Member { base, field } => {
                let f = self.tu.types.record_of(base.ty)?.fields.get(*field as usize)?;
                f.bits.is_some().then(|| f.clone())
            }
            ExprKind::Assign { lhs, .. } | ExprKind::CompoundAssign { lhs, .. } => self.bit_field_target(lhs),
            ExprKind::IncDec { pre: true, operand, .. } => self.bit_field_target(operand),
            // `(x, s.f)` is `s.f`.
            ExprKind::Comma { rhs, .. } => self.bit_field_target(rhs),
            // `c ? s.f : t.f`: one unit address (a phi) and one layout, when both arms
            // have the same layout (arms of different layouts: `split_bit_field_arms`).
            ExprKind::Conditional { then, els, .. } => {
                let (a, b) = (self.bit_field_target(then)?, self.bit_field_target(els)?);
                let same = a.bits == b.bits && self.tu.types.is_signed(a.ty) == self.tu.types.is_signed(b.ty);
                same.then_some(a)
            }
            _ => None,
        }
    }

    /// Whether the lvalue `e` designates a bit-field in at least one of the ways it
    /// can evaluate (an arm of a conditional may be one and the other not).
    pub fn may_designate_bit_field(&self, e: &Expr<'_>) -> bool {
        match &e.kind {
            ExprKind::Comma { rhs, .. } => self.may_designate_bit_field(rhs),
            ExprKind::Conditional { then, els, .. } => {
                self.may_designate_bit_field(then) || self.may_designate_bit_field(els)
            }
            _ => self.bit_field_target(e).is_some(),
        }
    }

    /// Whether `e` is a conditional lvalue whose arms are not one bit-field layout
    /// although one of them is a bit-field: no unit address and layout describe it.
    pub fn split_bit_field_arms(&self, e: &Expr<'_>) -> bool {
        match &e.kind {
            ExprKind::Comma { rhs, .. } => self.split_bit_field_arms(rhs),
            ExprKind::Conditional { .. } => self.may_designate_bit_field(e) && self.bit_field_target(e).is_none(),
            ExprKind::Assign { lhs, .. } | ExprKind::CompoundAssign { lhs, .. } => self.split_bit_field_arms(lhs),
            ExprKind::IncDec { pre: true, operand, .. } => self.split_bit_field_arms(operand),
            _ => false,
        }
    }

    /// Reads bit-field `f` from its unit at `unit` (an address aligned to `align`): a
    /// value of `f.ty`.
    pub fn load_bit_field(&mut self, unit: Value, f: &Field, align: u32) -> Value {
        let Some(bits) = f.bits else {
            return self.load_value_aligned(unit, f.ty, false, align);
        };
        let width = self.tu.types.bit_width(f.ty);
        let ity = self.b.module.types.int(width);
        let signed = self.tu.types.is_signed(f.ty);
        let v = match whole_unit(&bits) {
            Some(unit_bits) => {
                let uty = self.b.module.types.int(unit_bits);
                let align = align.min(unit_bits / 8);
                let raw = self.b.load(uty, unit, align, f.ty.is_volatile(), "bf.load");
                let v = if signed {
                    let up = unit_bits - bits.offset - bits.width;
                    let shl = self.int_const(uty, up);
                    let high = self.b.binary(Opcode::Shl, raw, shl, 0, "bf.shl");
                    let down = self.int_const(uty, unit_bits - bits.width);
                    self.b.binary(Opcode::AShr, high, down, 0, "bf.ashr")
                } else {
                    let off = self.int_const(uty, bits.offset);
                    let low = self.b.binary(Opcode::LShr, raw, off, 0, "bf.lshr");
                    let mask = Value::Const(self.b.module.const_int(uty, low_mask(bits.width)));
                    self.b.binary(Opcode::And, low, mask, 0, "bf.clear")
                };
                self.resize_bits(v, unit_bits, width, signed)
            }
            None => self.load_bit_field_bytes(unit, f, bits, ity),
        };
        if self.tu.types.is_bool(f.ty) {
            let i1 = self.b.module.types.i1();
            self.b.cast(Opcode::Trunc, v, i1, "bf.tobool")
        } else {
            v
        }
    }

    /// Writes `v` (a value of `f.ty`) into bit-field `f` of the unit at `unit` (an address
    /// aligned to `align`).
    pub fn store_bit_field(&mut self, v: Value, unit: Value, f: &Field, align: u32) {
        let Some(bits) = f.bits else {
            self.store_value_aligned(v, unit, f.ty.unqualified(), align);
            return;
        };
        let width = self.tu.types.bit_width(f.ty);
        let ity = self.b.module.types.int(width);
        let v = if self.tu.types.is_bool(f.ty) {
            self.b.cast(Opcode::ZExt, v, ity, "bf.frombool")
        } else {
            v
        };
        let Some(unit_bits) = whole_unit(&bits) else {
            self.store_bit_field_bytes(v, unit, f, bits, ity);
            return;
        };
        let uty = self.b.module.types.int(unit_bits);
        let align = align.min(unit_bits / 8);
        let v = self.resize_bits(v, width, unit_bits, false);
        let old = self.b.load(uty, unit, align, f.ty.is_volatile(), "bf.load");
        let field_mask = low_mask(bits.width) << bits.offset;
        let keep_mask = Value::Const(self.b.module.const_int(uty, !field_mask & low_mask(unit_bits)));
        let kept = self.b.binary(Opcode::And, old, keep_mask, 0, "bf.clear");
        let low = Value::Const(self.b.module.const_int(uty, low_mask(bits.width)));
        let value = self.b.binary(Opcode::And, v, low, 0, "bf.value");
        let off = self.int_const(uty, bits.offset);
        let placed = self.b.binary(Opcode::Shl, value, off, 0, "bf.shl");
        let new = self.b.binary(Opcode::Or, kept, placed, 0, "bf.set");
        self.b.store(new, unit, align, f.ty.is_volatile());
    }

    /// A bit-field whose unit is a run of bytes, read byte by byte into `ity` (the
    /// field's type), then sign-extended from its width when signed.
    fn load_bit_field_bytes(&mut self, unit: Value, f: &Field, bits: BitField, ity: Type) -> Value {
        let width = self.tu.types.bit_width(f.ty);
        let i8t = self.b.module.types.i8();
        let mut acc = Value::Const(self.b.module.const_int(ity, 0));
        for (k, lo, hi) in byte_pieces(bits) {
            let at = self.byte_at(unit, k);
            let byte = self.b.load(i8t, at, 1, f.ty.is_volatile(), "bf.load");
            let shift = self.int_const(i8t, lo - 8 * k);
            let low = self.b.binary(Opcode::LShr, byte, shift, 0, "bf.lshr");
            let mask = Value::Const(self.b.module.const_int(i8t, low_mask(hi - lo)));
            let part = self.b.binary(Opcode::And, low, mask, 0, "bf.clear");
            let part = self.resize_bits(part, 8, width, false);
            let up = self.int_const(ity, lo - bits.offset);
            let placed = self.b.binary(Opcode::Shl, part, up, 0, "bf.shl");
            acc = self.b.binary(Opcode::Or, acc, placed, 0, "bf.set");
        }
        if !self.tu.types.is_signed(f.ty) || bits.width == width {
            return acc;
        }
        let spare = self.int_const(ity, width - bits.width);
        let high = self.b.binary(Opcode::Shl, acc, spare, 0, "bf.shl");
        self.b.binary(Opcode::AShr, high, spare, 0, "bf.ashr")
    }

    /// Writes `v` (in `ity`) into a bit-field whose unit is a run of bytes, one byte at a
    /// time (read-modify-write of the bytes the field shares).
    fn store_bit_field_bytes(&mut self, v: Value, unit: Value, f: &Field, bits: BitField, ity: Type) {
        let width = self.tu.types.bit_width(f.ty);
        let i8t = self.b.module.types.i8();
        for (k, lo, hi) in byte_pieces(bits) {
            let down = self.int_const(ity, lo - bits.offset);
            let shifted = self.b.binary(Opcode::LShr, v, down, 0, "bf.lshr");
            let part = self.resize_bits(shifted, width, 8, false);
            let mask = Value::Const(self.b.module.const_int(i8t, low_mask(hi - lo)));
            let part = self.b.binary(Opcode::And, part, mask, 0, "bf.value");
            let off = self.int_const(i8t, lo - 8 * k);
            let placed = self.b.binary(Opcode::Shl, part, off, 0, "bf.shl");
            let at = self.byte_at(unit, k);
            let old = self.b.load(i8t, at, 1, f.ty.is_volatile(), "bf.load");
            let keep = !(low_mask(hi - lo) << (lo - 8 * k)) & 0xff;
            let keep = Value::Const(self.b.module.const_int(i8t, keep));
            let kept = self.b.binary(Opcode::And, old, keep, 0, "bf.clear");
            let new = self.b.binary(Opcode::Or, kept, placed, 0, "bf.set");
            self.b.store(new, at, 1, f.ty.is_volatile());
        }
    }

    /// `v`, an integer of `from` bits, as one of `to` bits (truncated, or extended by
    /// sign when `signed`, by zeros otherwise).
    fn resize_bits(&mut self, v: Value, from: u32, to: u32, signed: bool) -> Value {
        let ty = self.b.module.types.int(to);
        match from.cmp(&to) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Greater => self.b.cast(Opcode::Trunc, v, ty, "bf.trunc"),
            std::cmp::Ordering::Less if signed => self.b.cast(Opcode::SExt, v, ty, "bf.sext"),
            std::cmp::Ordering::Less => self.b.cast(Opcode::ZExt, v, ty, "bf.zext"),
        }
    }

    /// The address `k` bytes past `unit`.
    fn byte_at(&mut self, unit: Value, k: u32) -> Value {
        if k == 0 {
            return unit;
        }
        let i8t = self.b.module.types.i8();
        let i64t = self.b.module.types.i64();
        let off = Value::Const(self.b.module.const_int(i64t, i128::from(k)));
        self.b.gep(i8t, unit, &[off], true, "bf.byte")
    }

    fn int_const(&mut self, ty: Type, v: u32) -> Value {
        Value::Const(self.b.module.const_int(ty, i128::from(v)))
    }
}

/// The bytes of a byte-run unit that hold some of the field's bits: (byte index, first
/// bit, end bit), bits counted from the unit's start.
fn byte_pieces(bits: BitField) -> Vec<(u32, u32, u32)> {
    let end = bits.offset + bits.width;
    (bits.offset / 8..end.div_ceil(8))
        .map(|k| (k, bits.offset.max(8 * k), end.min(8 * k + 8)))
        .collect()
}

/// `width` low bits set.
fn low_mask(width: u32) -> i128 {
    (1i128 << width) - 1
}
