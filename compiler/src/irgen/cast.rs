//! Conversions named by the IL's `CastKind`, as IR casts (`conv`, `tobool`;
//! `land.ext`, `lor.ext`, `lnot.ext` for the result of `&&`, `||`, `!`
//! widened to an integer, as NVVM names them).

use super::function::FnEmitter;
use ptxc_frontend::il::{CastKind, Expr, ExprKind, UnaryOp};
use ptxc_frontend::types::TypeId;
use ptxc_ir::{FloatPredicate, IntPredicate, Opcode, Value};

impl FnEmitter<'_, '_, '_> {
    /// Converts the rvalue `v` of frontend type `from` to frontend type `to`.
    /// (LValueToRValue, decays and ToVoid are handled by the caller.)
    pub fn convert(&mut self, kind: CastKind, v: Value, from: TypeId, to: TypeId) -> Value {
        let types = &self.tu.types;
        let to_ir = self.lower.value_type(self.b.module, to);
        match kind {
            CastKind::IntegralCast => self.int_resize(v, from, to),
            CastKind::IntToBool => {
                let ty = self.b.type_of(v);
                let zero = Value::Const(self.b.module.const_int(ty, 0));
                self.b.icmp(IntPredicate::Ne, v, zero, "tobool")
            }
            CastKind::FloatToBool => {
                let ty = self.b.type_of(v);
                let zero = Value::Const(self.b.module.const_float(ty, 0.0));
                self.b.fcmp(FloatPredicate::Une, v, zero, "tobool")
            }
            CastKind::PointerToBool => {
                let ty = self.b.type_of(v);
                let null = Value::Const(self.b.module.const_null(ty));
                self.b.icmp(IntPredicate::Ne, v, null, "tobool")
            }
            CastKind::IntToFloat => {
                if let Some(r) = self.int128_to_float(v, from, to) {
                    return r;
                }
                let op = if types.is_signed(from) {
                    Opcode::SIToFP
                } else {
                    Opcode::UIToFP
                };
                self.b.cast(op, v, to_ir, "conv")
            }
            CastKind::FloatToInt => {
                if types.is_bool(to) {
                    let ty = self.b.type_of(v);
                    let zero = Value::Const(self.b.module.const_float(ty, 0.0));
                    return self.b.fcmp(FloatPredicate::Une, v, zero, "tobool");
                }
                if let Some(r) = self.float_to_int128(v, from, to) {
                    return r;
                }
                let types = &self.tu.types;
                let op = if types.is_signed(to) {
                    Opcode::FPToSI
                } else {
                    Opcode::FPToUI
                };
                self.b.cast(op, v, to_ir, "conv")
            }
            CastKind::FloatCast => {
                // `long double` is 16 bytes in memory but a `double` value.
                let value_size = |t: TypeId| if types.is_long_double(t) { 8 } else { types.size_of(t) };
                let from_bits = value_size(from);
                let to_bits = value_size(to);
                if from_bits < to_bits {
                    self.b.cast(Opcode::FPExt, v, to_ir, "conv")
                } else if from_bits > to_bits {
                    self.b.cast(Opcode::FPTrunc, v, to_ir, "conv")
                } else if from.unqualified() != to.unqualified() && types.is_half(from) {
                    // `__half` <-> `__nv_bfloat16`: widen exactly to float, round once.
                    let f = self.b.module.types.float();
                    let wide = self.b.cast(Opcode::FPExt, v, f, "conv");
                    self.b.cast(Opcode::FPTrunc, wide, to_ir, "conv")
                } else {
                    v
                }
            }
            CastKind::PointerToInt => {
                if types.is_bool(to) {
                    return self.convert(CastKind::PointerToBool, v, from, to);
                }
                self.b.cast(Opcode::PtrToInt, v, to_ir, "conv")
            }
            CastKind::IntToPointer => self.b.cast(Opcode::IntToPtr, v, to_ir, "conv"),
            CastKind::NullToPointer => Value::Const(self.b.module.const_null(to_ir)),
            // Opaque pointers: pointer-to-pointer and qualifier changes need no code.
            _ => v,
        }
    }

    /// The `bool` result `v` of `&&`, `||` or `!` (`operand`) converted to a
    /// wider integer: the zero extension NVVM names after the operator
    /// (`land.ext`, `lor.ext`, `lnot.ext`). `None` for any other conversion.
    pub fn widen_logical_result(&mut self, kind: CastKind, operand: &Expr<'_>, v: Value, to: TypeId) -> Option<Value> {
        let name = match operand.kind {
            ExprKind::LogAnd { .. } => "land.ext",
            ExprKind::LogOr { .. } => "lor.ext",
            ExprKind::Unary {
                op: UnaryOp::LogNot, ..
            } => "lnot.ext",
            _ => return None,
        };
        if kind != CastKind::IntegralCast || self.tu.types.is_bool(to) {
            return None;
        }
        let to_ir = self.lower.value_type(self.b.module, to);
        let from_ir = self.b.type_of(v);
        let bits = self.b.module.types.int_bits(from_ir)?;
        (bits == 1 && self.b.module.types.int_bits(to_ir)? > 1).then(|| self.b.cast(Opcode::ZExt, v, to_ir, name))
    }

    /// Truncates or extends an integer (bool counts as an unsigned 1-bit integer).
    pub fn int_resize(&mut self, v: Value, from: TypeId, to: TypeId) -> Value {
        let to_ir = self.lower.value_type(self.b.module, to);
        let from_ir = self.b.type_of(v);
        let fb = self.b.module.types.int_bits(from_ir).unwrap_or(64);
        let tb = self.b.module.types.int_bits(to_ir).unwrap_or(64);
        if self.tu.types.is_bool(to) && fb > 1 {
            let zero = Value::Const(self.b.module.const_int(from_ir, 0));
            return self.b.icmp(IntPredicate::Ne, v, zero, "tobool");
        }
        if fb == tb {
            v
        } else if fb > tb {
            self.b.cast(Opcode::Trunc, v, to_ir, "conv")
        } else if self.tu.types.is_signed(from) && !self.tu.types.is_bool(from) {
            self.b.cast(Opcode::SExt, v, to_ir, "conv")
        } else {
            self.b.cast(Opcode::ZExt, v, to_ir, "conv")
        }
    }
}
