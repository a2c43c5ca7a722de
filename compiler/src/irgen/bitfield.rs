//! Bit-fields: reads and writes of the bits of a member inside its storage unit.
//!
//! A bit-field's `Field::offset` locates its storage unit, an integer of the field's
//! type aligned to its size; `Field::bits` says which bits are the member's (bit 0 is
//! the least significant). A read loads the unit and shifts the bits down, sign-extending
//! for signed types (`shl` then `ashr`) or masking for unsigned ones (`lshr` then `and`);
//! a write loads the unit, clears the member's bits and ors in the new value
//! (read-modify-write), so the neighbouring members sharing the unit keep their values.

use super::function::FnEmitter;
use ptxc_frontend::il::{Expr, ExprKind};
use ptxc_frontend::types::Field;
use ptxc_ir::{Opcode, Value};

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
            _ => None,
        }
    }

    /// Reads bit-field `f` from its unit at `unit`: a value of `f.ty`.
    pub fn load_bit_field(&mut self, unit: Value, f: &Field) -> Value {
        let Some(bits) = f.bits else {
            return self.load_value(unit, f.ty, false);
        };
        let width = self.tu.types.bit_width(f.ty);
        let ity = self.b.module.types.int(width);
        let align = self.lower.align(f.ty);
        let raw = self.b.load(ity, unit, align, f.ty.is_volatile(), "bf.load");
        let v = if self.tu.types.is_signed(f.ty) {
            let up = width - bits.offset - bits.width;
            let shl = Value::Const(self.b.module.const_int(ity, i128::from(up)));
            let high = self.b.binary(Opcode::Shl, raw, shl, 0, "bf.shl");
            let down = Value::Const(self.b.module.const_int(ity, i128::from(width - bits.width)));
            self.b.binary(Opcode::AShr, high, down, 0, "bf.ashr")
        } else {
            let off = Value::Const(self.b.module.const_int(ity, i128::from(bits.offset)));
            let low = self.b.binary(Opcode::LShr, raw, off, 0, "bf.lshr");
            let mask = Value::Const(self.b.module.const_int(ity, low_mask(bits.width)));
            self.b.binary(Opcode::And, low, mask, 0, "bf.clear")
        };
        if self.tu.types.is_bool(f.ty) {
            let i1 = self.b.module.types.i1();
            self.b.cast(Opcode::Trunc, v, i1, "bf.tobool")
        } else {
            v
        }
    }

    /// Writes `v` (a value of `f.ty`) into bit-field `f` of the unit at `unit`.
    pub fn store_bit_field(&mut self, v: Value, unit: Value, f: &Field) {
        let Some(bits) = f.bits else {
            self.store_value(v, unit, f.ty.unqualified());
            return;
        };
        let width = self.tu.types.bit_width(f.ty);
        let ity = self.b.module.types.int(width);
        let v = if self.tu.types.is_bool(f.ty) {
            self.b.cast(Opcode::ZExt, v, ity, "bf.frombool")
        } else {
            v
        };
        let align = self.lower.align(f.ty);
        let old = self.b.load(ity, unit, align, f.ty.is_volatile(), "bf.load");
        let field_mask = low_mask(bits.width) << bits.offset;
        let keep_mask = Value::Const(self.b.module.const_int(ity, !field_mask & low_mask(width)));
        let kept = self.b.binary(Opcode::And, old, keep_mask, 0, "bf.clear");
        let low = Value::Const(self.b.module.const_int(ity, low_mask(bits.width)));
        let value = self.b.binary(Opcode::And, v, low, 0, "bf.value");
        let off = Value::Const(self.b.module.const_int(ity, i128::from(bits.offset)));
        let placed = self.b.binary(Opcode::Shl, value, off, 0, "bf.shl");
        let new = self.b.binary(Opcode::Or, kept, placed, 0, "bf.set");
        self.b.store(new, unit, align, f.ty.is_volatile());
    }
}

/// `width` low bits set.
fn low_mask(width: u32) -> i128 {
    (1i128 << width) - 1
}
