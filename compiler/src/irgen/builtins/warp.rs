//! Warp builtins: `__shfl*_sync` (64-bit values as two 32-bit shuffles),
//! votes and `__match_all_sync`.

use super::super::function::FnEmitter;
use ptxc_ir::{Intrinsic, Opcode, Type, Value};

impl FnEmitter<'_, '_, '_> {
    /// `__shfl*_sync(mask, var, lane/delta[, width])`: one 32-bit shuffle, or
    /// two for 64-bit values (low and high halves), as nvcc does.
    pub(super) fn shuffle(&mut self, mode: &'static str, v: &[Value]) -> Option<Value> {
        let (&mask, &var, &lane) = (v.first()?, v.get(1)?, v.get(2)?);
        let i32t = self.b.module.types.i32();
        let i64t = self.b.module.types.i64();
        let lane = self.as_i32(lane);
        // c = ((32 - width) << 8) | (mode == up ? 0 : 31)
        let low = if mode == "up" { 0 } else { 0x1f };
        let c = match v.get(3) {
            None => Value::Const(self.b.module.const_int(i32t, low)),
            Some(&w) => {
                let w = self.as_i32(w);
                let k32 = Value::Const(self.b.module.const_int(i32t, 32));
                let k8 = Value::Const(self.b.module.const_int(i32t, 8));
                let kl = Value::Const(self.b.module.const_int(i32t, low));
                let d = self.b.binary(Opcode::Sub, k32, w, 0, "sub");
                let s = self.b.binary(Opcode::Shl, d, k8, 0, "shl");
                self.b.binary(Opcode::Or, s, kl, 0, "or")
            }
        };
        let ty = self.b.type_of(var);
        let shfl = Intrinsic::ShflSync;
        if ty == self.b.module.types.float() {
            return self.call_intrinsic(shfl, &[mode, "f32"], ty, &[mask, var, lane, c], "call");
        }
        if self.b.module.types.int_bits(ty) == Some(32) {
            return self.call_intrinsic(shfl, &[mode, "i32"], ty, &[mask, var, lane, c], "call");
        }
        // 64 bits: shuffle both halves.
        let bits = if self.b.module.types.is_float(ty) {
            self.b.cast(Opcode::BitCast, var, i64t, "")
        } else {
            var
        };
        let lo = self.b.cast(Opcode::Trunc, bits, i32t, "");
        let k32 = Value::Const(self.b.module.const_int(i64t, 32));
        let hi64 = self.b.binary(Opcode::LShr, bits, k32, 0, "");
        let hi = self.b.cast(Opcode::Trunc, hi64, i32t, "");
        let lo = self.call_intrinsic(shfl, &[mode, "i32"], i32t, &[mask, lo, lane, c], "call")?;
        let hi = self.call_intrinsic(shfl, &[mode, "i32"], i32t, &[mask, hi, lane, c], "call")?;
        let lo = self.b.cast(Opcode::ZExt, lo, i64t, "");
        let hi = self.b.cast(Opcode::ZExt, hi, i64t, "");
        let hi = self.b.binary(Opcode::Shl, hi, k32, 0, "");
        let r = self.b.binary(Opcode::Or, hi, lo, 0, "");
        Some(if r != bits && self.b.module.types.is_float(ty) {
            self.b.cast(Opcode::BitCast, r, ty, "")
        } else {
            r
        })
    }

    pub(super) fn vote(&mut self, vote: Intrinsic, mask: Value, pred: Value, ret: Type) -> Option<Value> {
        let p = self.truth(pred);
        if vote == Intrinsic::VoteBallotSync {
            return self.call_intrinsic(vote, &[], ret, &[mask, p], "call");
        }
        let i1 = self.b.module.types.i1();
        let r = self.call_intrinsic(vote, &[], i1, &[mask, p], "call")?;
        Some(self.b.cast(Opcode::ZExt, r, ret, "conv"))
    }

    pub(super) fn match_all(&mut self, mask: Value, val: Value, pred: Value) -> Option<Value> {
        let suffix = self.int_suffix(val);
        let i32t = self.b.module.types.i32();
        let i1 = self.b.module.types.i1();
        let pair = self.b.module.types.literal_struct(vec![i32t, i1], false);
        let r = self.call_intrinsic(
            Intrinsic::MatchAllSync,
            &[&format!("{suffix}p")],
            pair,
            &[mask, val],
            "call",
        )?;
        let m = self.b.extract_value(r, 0, i32t, "");
        let ok = self.b.extract_value(r, 1, i1, "");
        let ok = self.b.cast(Opcode::ZExt, ok, i32t, "");
        self.b.store(ok, pred, 4, false);
        Some(m)
    }
}
