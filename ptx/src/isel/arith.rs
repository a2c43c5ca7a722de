//! Arithmetic, comparisons, select and casts, driven by [`crate::tables`].

use super::{fold, FnLowering, Val};
use crate::helper_routines::HelperRoutine;
use crate::inst::{MachInst, Operand};
use crate::modifiers::{CmpOp, Part, Precision, Rounding};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::tables::{self, CastPlan, Flavor, FloatCmp, PredBinary, Widen};
use crate::uses::WideIndex;
use crate::PtxError;
use ir::{FastMath, Inst, IntPredicate, Opcode, Value};

/// Opcodes whose operands may be swapped.
fn commutative(op: Opcode) -> bool {
    matches!(op, Opcode::Add | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor)
}

impl FnLowering<'_> {
    /// Operand `v` of kind `s`, with i8 values widened to 16 bits as `widen` says.
    fn widened(&mut self, v: Value, s: Scalar, widen: Widen) -> Result<Operand, PtxError> {
        let op = self.operand(v)?;
        if s != Scalar::I8 || widen == Widen::None {
            return Ok(op);
        }
        Ok(match op {
            Operand::Imm(c) => Operand::Imm(if widen == Widen::Sext {
                super::sext(c as u64 as u128, 8)
            } else {
                super::zext(c as u64 as u128, 8)
            }),
            Operand::Reg(r) => {
                let t = self.new_reg(RegClass::B16);
                if widen == Widen::Sext {
                    let cvt = MachInst::new(PtxOp::Cvt).ty(PtxType::S16).ty(PtxType::S8);
                    self.push(cvt.ops([Operand::Reg(t), Operand::Reg(r)]));
                } else {
                    self.emit_op(
                        PtxOp::And,
                        PtxType::B16,
                        [Operand::Reg(t), Operand::Reg(r), Operand::Imm(255)],
                    );
                }
                Operand::Reg(t)
            }
            other => other,
        })
    }

    /// A shift amount as PTX wants it: a `.u32` register or an immediate. A
    /// 64-bit amount extended from 32 bits is its source register (the low
    /// 32 bits are all PTX reads); a converted one is reused within the block.
    fn shift_amount(&mut self, v: Value) -> Result<Operand, PtxError> {
        if self.lane.is_some() {
            return self.shift_amount_uncached(v);
        }
        if let Some(op) = self.shift_amounts.get(&v) {
            return Ok(op.clone());
        }
        let narrow = v
            .as_inst()
            .filter(|&i| matches!(self.f.inst(i).opcode(), Opcode::SExt | Opcode::ZExt))
            .map(|i| self.f.unary_operand(i))
            // Not a trunc that emitted nothing (it has no register).
            .filter(|&x| x.as_inst().is_none_or(|xi| !self.is_removable(xi)))
            .filter(|&x| self.value_scalar(x).is_ok_and(|s| s.bits() == 32));
        let op = match narrow {
            Some(x) => match self.operand(x)? {
                Operand::Reg(r) if r.class == RegClass::B32 => Operand::Reg(r),
                _ => self.shift_amount_uncached(v)?,
            },
            None => self.shift_amount_uncached(v)?,
        };
        self.shift_amounts.insert(v, op.clone());
        Ok(op)
    }

    fn shift_amount_uncached(&mut self, v: Value) -> Result<Operand, PtxError> {
        let s = self.value_scalar(v)?;
        match self.operand(v)? {
            Operand::Reg(r) if r.class != RegClass::B32 => {
                let t = self.new_reg(RegClass::B32);
                let cvt = MachInst::new(PtxOp::Cvt).ty(PtxType::U32).ty(s.u_exact());
                self.push(cvt.ops([Operand::Reg(t), Operand::Reg(r)]));
                Ok(Operand::Reg(t))
            }
            Operand::Imm(c) => Ok(Operand::Imm(super::zext(c as u64 as u128, s.bits()))),
            other => Ok(other),
        }
    }

    /// Makes sure the first source of an instruction is a register.
    pub(super) fn first_in_reg(&mut self, a: Operand, s: Scalar) -> Result<Operand, PtxError> {
        match a {
            Operand::Reg(_) => Ok(a),
            imm => Ok(Operand::Reg(self.materialize(Val::Imm(imm), s, 0, None)?)),
        }
    }

    /// Integer, float and i1 binary operations (folded when both operands are immediates).
    pub(super) fn lower_binary(&mut self, i: Inst) -> Result<(), PtxError> {
        let op = self.f.inst(i).opcode();
        let s = self.scalar(self.f.inst(i).ty)?;
        let (lhs, rhs) = self.f.binary_operands(i);
        if self.fused_mul.contains(i) {
            // Emitted by its add as `mad.lo`.
            return Ok(());
        }
        if let Some(&chain) = self.carry_chains.get(&i) {
            return self.lower_carry_chain(i, chain);
        }
        if op == Opcode::Add {
            if let Some((mul, other)) = self.fused_operand(lhs, rhs) {
                let c = self.operand(other)?;
                return self.lower_mul_add(i, s, mul, c, MachInst::new(PtxOp::Mad).part(Part::Lo).ty(s.s()));
            }
        }
        if op == Opcode::FSub {
            // `a * b - C` is `fma.rn a, b, -C` (marked by find_fma_candidate).
            if let Some(mul) = lhs.as_inst().filter(|m| self.fused_mul.contains(*m)) {
                let neg = match self.operand(rhs)? {
                    Operand::F32(bits) => Operand::F32(bits ^ 0x8000_0000),
                    Operand::F64(bits) => Operand::F64(bits ^ (1 << 63)),
                    _ => {
                        return Err(PtxError::Malformed(format!(
                            "{}: fma with a non-constant subtrahend",
                            self.f.name
                        )))
                    }
                };
                let head = MachInst::new(PtxOp::Fma).rounding(Rounding::Rn).ty(s.fty());
                return self.lower_mul_add(i, s, mul, neg, head);
            }
        }
        if op == Opcode::Sub {
            // `mul - C` is `mad.lo` with the addend -C (marked by find_mad_candidates).
            if let Some(mul) = lhs.as_inst().filter(|m| self.fused_mul.contains(*m)) {
                let c = self.operand(rhs)?;
                let neg = fold::binary(Opcode::Sub, s, &Operand::Imm(0), &c).ok_or_else(|| {
                    PtxError::Malformed(format!("{}: mad with a non-constant subtrahend", self.f.name))
                })?;
                return self.lower_mul_add(i, s, mul, neg, MachInst::new(PtxOp::Mad).part(Part::Lo).ty(s.s()));
            }
        }
        if op == Opcode::FAdd {
            if let Some((mul, other)) = self.fused_operand(lhs, rhs) {
                let c = self.operand(other)?;
                return self.lower_mul_add(
                    i,
                    s,
                    mul,
                    c,
                    MachInst::new(PtxOp::Fma).rounding(Rounding::Rn).ty(s.fty()),
                );
            }
        }
        if let Some((src, kind, factor)) = crate::uses::widening_multiply(self.m, self.f, i) {
            let r = self.reg(src)?;
            let d = self.def_reg(i)?;
            let ty = if kind == WideIndex::Signed {
                PtxType::S32
            } else {
                PtxType::U32
            };
            let mul = MachInst::new(PtxOp::Mul).part(Part::Wide).ty(ty);
            self.push(mul.ops([Operand::Reg(d), Operand::Reg(r), Operand::Imm(factor)]));
            return Ok(());
        }
        if let Some(imms) = self.immediates(&[lhs, rhs])? {
            if let Some(r) = fold::binary(op, s, &imms[0], &imms[1]) {
                self.set_repr(i, Val::Imm(r));
                return Ok(());
            }
        }
        let d = self.def_reg(i)?;
        if s == Scalar::I1 {
            // Types are checked (operands of the result's type), not which
            // operations suit them: `fadd i1` passes the structural verifier.
            let plan = tables::pred_binary(op)
                .ok_or_else(|| PtxError::Malformed(format!("{}: `{}` on i1", self.f.name, op.mnemonic())))?;
            return match plan {
                // `xor p, true` (`!p`) is one `not.pred`, not a `mov` and a `xor`.
                PredBinary::Op(PtxOp::Xor)
                    if matches!(op, Opcode::Xor | Opcode::Add | Opcode::Sub)
                        && matches!(self.val(rhs)?, Val::Imm(Operand::Imm(k)) if k & 1 == 1) =>
                {
                    let a = self.reg(lhs)?;
                    self.emit_op(PtxOp::Not, PtxType::Pred, [Operand::Reg(d), Operand::Reg(a)]);
                    Ok(())
                }
                PredBinary::Op(opcode) => {
                    let a = self.reg(lhs)?;
                    let b = self.reg(rhs)?;
                    self.emit_op(
                        opcode,
                        PtxType::Pred,
                        [Operand::Reg(d), Operand::Reg(a), Operand::Reg(b)],
                    );
                    Ok(())
                }
                PredBinary::First => {
                    let a = self.reg(lhs)?;
                    self.set_repr(i, Val::Reg(a));
                    Ok(())
                }
                PredBinary::False => {
                    self.emit_op(PtxOp::Mov, PtxType::Pred, [Operand::Reg(d), Operand::Imm(0)]);
                    Ok(())
                }
            };
        }
        if s == Scalar::BF16 && self.bf16_native(op, lhs, rhs, d)? {
            return Ok(());
        }
        if s.is_float() && Self::promotes(s, op) {
            // Compute in f32 and round back (see half.rs).
            let (a, b) = (self.reg(lhs)?, self.reg(rhs)?);
            let (fa, fb) = (self.half_to_f32(s, a), self.half_to_f32(s, b));
            let t = self.new_reg(RegClass::F32);
            self.float_op(i, op, Scalar::F32, t, Operand::Reg(fa), Operand::Reg(fb))?;
            return self.f32_to_half(s, t, d);
        }
        if s.is_float() {
            let (a, b) = if s.is_half() {
                (Operand::Reg(self.reg(lhs)?), Operand::Reg(self.reg(rhs)?))
            } else {
                let a = self.operand(lhs)?;
                if op == Opcode::FDiv
                    && s == Scalar::F32
                    && self.info.opts.approx_div
                    && a == Operand::F32(1f32.to_bits())
                {
                    // -prec-div=false: 1/x is `rcp.approx`, as nvcc.
                    let b = self.reg(rhs)?;
                    let rcp = MachInst::new(PtxOp::Rcp).precision(Precision::Approx).ty(PtxType::F32);
                    self.push(rcp.ops([Operand::Reg(d), Operand::Reg(b)]));
                    return Ok(());
                }
                let b = self.operand(rhs)?;
                // `0.5f * x`: the constant goes second, as an immediate (IEEE
                // addition and multiplication commute exactly).
                if matches!(op, Opcode::FAdd | Opcode::FMul)
                    && !matches!(a, Operand::Reg(_))
                    && matches!(b, Operand::Reg(_))
                {
                    (b, a)
                } else if matches!(op, Opcode::FSub | Opcode::FDiv)
                    && matches!(s, Scalar::F32 | Scalar::F64)
                    && matches!(b, Operand::Reg(_))
                {
                    // `0x1.8p23f - t`, `2.0f / e`: PTX takes the immediate as the
                    // first source of sub and div too, no `mov` for it.
                    (a, b)
                } else {
                    (self.first_in_reg(a, s)?, b)
                }
            };
            return self.float_op(i, op, s, d, a, b);
        }
        if self.lower_div_by_constant(i, op, s, lhs, rhs)? {
            return Ok(());
        }
        // As for i1: a float operation on integers passes the structural verifier.
        let row = tables::int_binary(op)
            .ok_or_else(|| PtxError::Malformed(format!("{}: `{}` on integers", self.f.name, op.mnemonic())))?;
        let mut a = self.widened(lhs, s, row.widen_i8)?;
        let mut b = if row.shift {
            self.shift_amount(rhs)?
        } else {
            self.widened(rhs, s, row.widen_i8)?
        };
        if !matches!(a, Operand::Reg(_)) && matches!(b, Operand::Reg(_)) && commutative(op) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.first_in_reg(a, s)?;
        // Strength reduction by a power-of-two immediate: multiply -> shl,
        // unsigned divide -> shr.u, unsigned remainder -> and.
        if let Operand::Imm(c) = b {
            let c = super::zext(c as u64 as u128, s.reg_bits()) as u64;
            if c.is_power_of_two() {
                let k = Operand::Imm(i64::from(c.trailing_zeros()));
                let reduced = match op {
                    Opcode::Mul => Some((PtxOp::Shl, s.b(), k)),
                    Opcode::UDiv => Some((PtxOp::Shr, s.u(), k)),
                    Opcode::URem => Some((PtxOp::And, s.b(), Operand::Imm((c - 1) as i64))),
                    _ => None,
                };
                if let Some((opcode, ty, operand)) = reduced {
                    self.emit_op(opcode, ty, [Operand::Reg(d), a, operand]);
                    return Ok(());
                }
            }
        }
        let mut inst = MachInst::new(row.opcode).ty(row.flavor.suffix(s));
        inst.mods.mode = row.part.map(crate::modifiers::Mode::Part);
        self.push(inst.ops([Operand::Reg(d), a, b]));
        Ok(())
    }

    /// `d = a op b` for a float kind `s` with a native instruction (or the frem helper).
    fn float_op(&mut self, i: Inst, op: Opcode, s: Scalar, d: VReg, a: Operand, b: Operand) -> Result<(), PtxError> {
        if op == Opcode::FRem {
            let helper = if s == Scalar::F64 {
                HelperRoutine::FremF64
            } else {
                HelperRoutine::FremF32
            };
            return self.call_helper(helper, s, d, vec![a, b]);
        }
        // And an integer operation on floats.
        let opcode = tables::float_binary(op)
            .ok_or_else(|| PtxError::Malformed(format!("{}: `{}` on floats", self.f.name, op.mnemonic())))?;
        if op == Opcode::FDiv && s == Scalar::F32 && self.info.opts.approx_div {
            // -prec-div=false, as nvcc: `div.approx` when subnormals are flushed
            // anyway, else `div.full` (2 ulp, full range).
            let precision = if self.info.opts.ftz {
                Precision::Approx
            } else {
                Precision::Full
            };
            let div = MachInst::new(PtxOp::Div).precision(precision).ty(PtxType::F32);
            self.push(div.ops([Operand::Reg(d), a, b]));
            return Ok(());
        }
        let mut inst = MachInst::new(opcode).ty(s.fty()).ops([Operand::Reg(d), a, b]);
        // `contract` (the instruction's flag, or -fmad=true for f32/f64 mul,
        // add and sub) lets ptxas fuse a multiply and an add: no `.rn`.
        let contract = self.f.extra(i).is_some_and(|e| e.fast_math.0 & FastMath::CONTRACT != 0)
            || (self.may_contract(i)
                && matches!(s, Scalar::F32 | Scalar::F64)
                && matches!(op, Opcode::FAdd | Opcode::FSub | Opcode::FMul));
        if !contract || op == Opcode::FDiv {
            inst = inst.rounding(Rounding::Rn);
        }
        self.push(inst);
        Ok(())
    }

    /// The fused multiply among an add's operands, and the other operand.
    fn fused_operand(&self, lhs: Value, rhs: Value) -> Option<(Inst, Value)> {
        match (lhs.as_inst(), rhs.as_inst()) {
            (Some(m), _) if self.fused_mul.contains(m) => Some((m, rhs)),
            (_, Some(m)) if self.fused_mul.contains(m) => Some((m, lhs)),
            _ => None,
        }
    }

    /// `add (mul a, b), c` as `head d, a, b, c`: `mad.lo.sN` for integers, `fma.rn.fN`
    /// for floats (-fmad=true). A constant factor goes second, as PTX wants a register
    /// first.
    fn lower_mul_add(&mut self, i: Inst, s: Scalar, mul: Inst, c: Operand, head: MachInst) -> Result<(), PtxError> {
        let (a, b) = self.f.binary_operands(mul);
        let mut a = self.operand(a)?;
        let mut b = self.operand(b)?;
        if !matches!(a, Operand::Reg(_)) && matches!(b, Operand::Reg(_)) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.first_in_reg(a, s)?;
        let d = self.def_reg(i)?;
        self.push(head.ops([Operand::Reg(d), a, b, c]));
        Ok(())
    }

    /// `fneg`: `neg.fN`, or a sign-bit flip for 16-bit floats.
    pub(super) fn lower_fneg(&mut self, i: Inst) -> Result<(), PtxError> {
        let s = self.scalar(self.f.inst(i).ty)?;
        let v = self.f.unary_operand(i);
        let a = self.reg(v)?;
        let d = self.def_reg(i)?;
        if s.is_half() {
            // Flip the sign bit: exact for both 16-bit formats on every SM.
            self.emit_op(
                PtxOp::Xor,
                PtxType::B16,
                [Operand::Reg(d), Operand::Reg(a), Operand::Imm(-32768)],
            );
        } else {
            self.emit_op(PtxOp::Neg, s.fty(), [Operand::Reg(d), Operand::Reg(a)]);
        }
        Ok(())
    }

    /// `icmp` -> `setp` with the predicate's signedness.
    pub(super) fn lower_icmp(&mut self, i: Inst) -> Result<(), PtxError> {
        let mut pred = self.f.int_predicate(i);
        let (mut lhs, mut rhs) = self.f.binary_operands(i);
        // `setp` takes an immediate only on the right: `0 > x` is `x < 0`
        // (else the constant would be moved into a register first).
        let int_const = |v: Value| {
            v.as_const()
                .is_some_and(|c| matches!(self.m.consts.get(c), ir::ConstData::Int { .. }))
        };
        if int_const(lhs) && rhs.as_const().is_none() {
            (lhs, rhs) = (rhs, lhs);
            pred = pred.swapped();
        }
        let s = self.value_scalar(lhs)?;
        if let Some(imms) = self.immediates(&[lhs, rhs])? {
            if let Some(r) = fold::icmp(pred, s, &imms[0], &imms[1]) {
                self.set_repr(i, Val::Imm(Operand::Imm(i64::from(r))));
                return Ok(());
            }
        }
        let d = self.def_reg(i)?;
        let (cmp, flavor) = tables::icmp(pred);
        if s == Scalar::I1 {
            let a = self.reg(lhs)?;
            let b = self.reg(rhs)?;
            if matches!(pred, IntPredicate::Eq | IntPredicate::Ne) {
                let x = if pred == IntPredicate::Ne {
                    d
                } else {
                    self.new_reg(RegClass::Pred)
                };
                self.emit_op(
                    PtxOp::Xor,
                    PtxType::Pred,
                    [Operand::Reg(x), Operand::Reg(a), Operand::Reg(b)],
                );
                if pred == IntPredicate::Eq {
                    self.emit_op(PtxOp::Not, PtxType::Pred, [Operand::Reg(d), Operand::Reg(x)]);
                }
                return Ok(());
            }
            // Compare as i32: true is -1 when signed, 1 when unsigned.
            let one = if flavor == Flavor::Signed { -1 } else { 1 };
            let wa = self.pred_to_b32(a, one);
            let wb = self.pred_to_b32(b, one);
            self.setp(cmp, flavor.suffix(Scalar::I32), d, Operand::Reg(wa), Operand::Reg(wb));
            return Ok(());
        }
        let widen = if flavor == Flavor::Signed && !matches!(pred, IntPredicate::Eq | IntPredicate::Ne) {
            Widen::Sext
        } else {
            Widen::Zext
        };
        let a = self.widened(lhs, s, widen)?;
        let a = self.first_in_reg(a, s)?;
        let b = self.widened(rhs, s, widen)?;
        self.setp(cmp, flavor.suffix(s), d, a, b);
        Ok(())
    }

    fn pred_to_b32(&mut self, p: VReg, one: i64) -> VReg {
        let t = self.new_reg(RegClass::B32);
        self.selp(PtxType::B32, t, Operand::Imm(one), Operand::Imm(0), p);
        t
    }

    /// `fcmp` -> ordered/unordered `setp`, `num`/`nan`, or a constant.
    pub(super) fn lower_fcmp(&mut self, i: Inst) -> Result<(), PtxError> {
        let pred = self.f.float_predicate(i);
        let (lhs, rhs) = self.f.binary_operands(i);
        let s = self.value_scalar(lhs)?;
        if let Some(imms) = self.immediates(&[lhs, rhs])? {
            if let Some(r) = fold::fcmp(pred, &imms[0], &imms[1]) {
                self.set_repr(i, Val::Imm(Operand::Imm(i64::from(r))));
                return Ok(());
            }
        }
        let d = self.def_reg(i)?;
        match tables::fcmp(pred) {
            FloatCmp::Const(b) => self.emit_op(
                PtxOp::Mov,
                PtxType::Pred,
                [Operand::Reg(d), Operand::Imm(if b { -1 } else { 0 })],
            ),
            FloatCmp::Setp(cmp) if s == Scalar::BF16 => {
                let (a, b) = (self.reg(lhs)?, self.reg(rhs)?);
                let (fa, fb) = (self.half_to_f32(s, a), self.half_to_f32(s, b));
                self.setp(cmp, PtxType::F32, d, Operand::Reg(fa), Operand::Reg(fb));
            }
            FloatCmp::Setp(cmp) => {
                let a = self.reg(lhs)?;
                let b = if s.is_half() {
                    Operand::Reg(self.reg(rhs)?)
                } else {
                    self.operand(rhs)?
                };
                self.setp(cmp, s.fty(), d, Operand::Reg(a), b);
            }
        }
        Ok(())
    }

    /// `select` -> `selp` (predicate logic for i1 values).
    pub(super) fn lower_select(&mut self, i: Inst) -> Result<(), PtxError> {
        let (c, t, f) = self.f.select_operands(i);
        let s = self.scalar(self.f.inst(i).ty)?;
        let d = self.def_reg(i)?;
        if let Val::Imm(Operand::Imm(k)) = self.val(c)? {
            let chosen = if k & 1 != 0 { t } else { f };
            let v = self.val(chosen)?;
            let space = self.ptr_space(chosen);
            self.materialize(v, s, space, Some(d))?;
            return Ok(());
        }
        let p = self.reg(c)?;
        if s == Scalar::I1 {
            let (a, b) = (self.reg(t)?, self.reg(f)?);
            let (x, y, n) = (
                self.new_reg(RegClass::Pred),
                self.new_reg(RegClass::Pred),
                self.new_reg(RegClass::Pred),
            );
            let pred = PtxType::Pred;
            self.emit_op(PtxOp::And, pred, [Operand::Reg(x), Operand::Reg(p), Operand::Reg(a)]);
            self.emit_op(PtxOp::Not, pred, [Operand::Reg(n), Operand::Reg(p)]);
            self.emit_op(PtxOp::And, pred, [Operand::Reg(y), Operand::Reg(n), Operand::Reg(b)]);
            self.emit_op(PtxOp::Or, pred, [Operand::Reg(d), Operand::Reg(x), Operand::Reg(y)]);
            return Ok(());
        }
        let a = self.operand(t)?;
        let b = self.operand(f)?;
        self.selp(s.typed(), d, a, b, p);
        Ok(())
    }

    /// Casts, by the plan `tables::cast_plan` gives (bfloat through f32).
    pub(super) fn lower_cast(&mut self, i: Inst) -> Result<(), PtxError> {
        let op = self.f.inst(i).opcode();
        let to = self.scalar(self.f.inst(i).ty)?;
        let v = self.f.unary_operand(i);
        let from = self.value_scalar(v)?;
        // trunc (zext/sext x) back to x's own width is x.
        if op == Opcode::Trunc && self.lane.is_none() {
            if let Value::Inst(j) = v {
                let ext = matches!(self.f.inst(j).opcode(), Opcode::ZExt | Opcode::SExt);
                if ext {
                    let x = self.f.unary_operand(j);
                    // Not when x is a trunc that emitted nothing (its uses are all
                    // round trips, done on the wide source), or a narrow load that
                    // wrote the extension's register (`widened_loads`): x has no
                    // register of its own.
                    let x_emitted = x
                        .as_inst()
                        .is_none_or(|xi| !self.is_removable(xi) && !self.uses.widened_loads.contains_key(&xi));
                    if x_emitted && self.value_scalar(x)? == to {
                        let val = self.val(x)?;
                        self.set_repr(i, val);
                        return Ok(());
                    }
                }
            }
        }
        // sext/zext (trunc x to i8/i16) back to x's width: one instruction on
        // x's register (a cvt may read a register wider than its type), as
        // nvcc, not a cvt into a 16-bit register and one back.
        if self.lane.is_none() {
            if let Some(t) = crate::uses::narrow_round_trip(self.f, &self.m.types, i) {
                let x = self.f.unary_operand(t);
                let narrow = self.value_scalar(v)?;
                // The trunc emitted nothing (its uses are all such round trips).
                let r = self.reg(x)?;
                let d = self.def_reg(i)?;
                if op == Opcode::SExt {
                    let src = if narrow == Scalar::I8 {
                        PtxType::S8
                    } else {
                        PtxType::S16
                    };
                    let dst = if to == Scalar::I64 { PtxType::S64 } else { PtxType::S32 };
                    self.cvt(None, dst, src, d, r);
                } else {
                    let mask = if narrow == Scalar::I8 { 0xFF } else { 0xFFFF };
                    self.emit_op(
                        PtxOp::And,
                        to.b(),
                        [Operand::Reg(d), Operand::Reg(r), Operand::Imm(mask)],
                    );
                }
                return Ok(());
            }
        }
        if (from == Scalar::BF16 || to == Scalar::BF16) && op != Opcode::BitCast && op != Opcode::Freeze {
            return self.lower_bf16_cast(i, op, from, to, v);
        }
        // The structural verifier does not check cast types (fptrunc to a
        // wider type, a bitcast between sizes, ...).
        let plan = tables::cast_plan(op, from, to).ok_or_else(|| {
            PtxError::Malformed(format!("{}: `{}` from {from:?} to {to:?}", self.f.name, op.mnemonic()))
        })?;
        if let Some(imms) = self.immediates(&[v])? {
            if let Some(r) = fold::cast(op, from, to, &imms[0]) {
                self.set_repr(i, Val::Imm(r));
                return Ok(());
            }
        }
        let d = self.def_reg(i)?;
        match plan {
            CastPlan::Move => {
                let src = self.val(v)?;
                let space = self.ptr_space(v);
                match src {
                    Val::Reg(r) if r.class == d.class => {
                        self.emit_op(PtxOp::Mov, to.typed(), [Operand::Reg(d), Operand::Reg(r)]);
                    }
                    Val::Reg(r) => {
                        self.emit_op(PtxOp::Mov, to.b(), [Operand::Reg(d), Operand::Reg(r)]);
                    }
                    Val::Imm(imm) => {
                        let imm = retype_immediate(imm, to);
                        self.materialize(Val::Imm(imm), to, 0, Some(d))?;
                    }
                    addr => {
                        self.materialize(addr, to, space, Some(d))?;
                    }
                }
            }
            CastPlan::Cvt { rounding, dst, src } => {
                let r = self.reg(v)?;
                self.cvt(rounding, dst, src, d, r);
            }
            CastPlan::FromPred { all_ones } => {
                let p = self.reg(v)?;
                let one = if all_ones { -1 } else { 1 };
                self.selp(to.b(), d, Operand::Imm(one), Operand::Imm(0), p);
            }
            CastPlan::PredToFloat { signed } => {
                let p = self.reg(v)?;
                let t = self.pred_to_b32(p, if signed { -1 } else { 1 });
                let src = if signed { PtxType::S32 } else { PtxType::U32 };
                self.cvt(Some(Rounding::Rn), to.fty(), src, d, t);
            }
            CastPlan::ToPred => {
                let r = self.reg(v)?;
                let t = self.new_reg(r.class);
                self.emit_op(
                    PtxOp::And,
                    from.b(),
                    [Operand::Reg(t), Operand::Reg(r), Operand::Imm(1)],
                );
                self.setp(CmpOp::Ne, from.b(), d, Operand::Reg(t), Operand::Imm(0));
            }
            CastPlan::FloatToPred { signed } => {
                let r = self.reg(v)?;
                let t = self.new_reg(RegClass::B32);
                let ty = if signed { PtxType::S32 } else { PtxType::U32 };
                self.cvt(Some(Rounding::Rzi), ty, from.fty(), t, r);
                self.setp(CmpOp::Ne, PtxType::S32, d, Operand::Reg(t), Operand::Imm(0));
            }
            CastPlan::AndMask(mask) => {
                let r = self.reg(v)?;
                self.emit_op(
                    PtxOp::And,
                    to.b(),
                    [Operand::Reg(d), Operand::Reg(r), Operand::Imm(mask)],
                );
            }
        }
        Ok(())
    }
}

/// Reinterprets an immediate's bits as kind `to` (bitcast of a constant).
fn retype_immediate(imm: Operand, to: Scalar) -> Operand {
    match (imm, to) {
        (Operand::Imm(v), Scalar::F32) => Operand::F32(v as u32),
        (Operand::Imm(v), Scalar::F64) => Operand::F64(v as u64),
        (Operand::F32(b), s) if s != Scalar::F32 => Operand::Imm(i64::from(b as i32)),
        (Operand::F64(b), s) if s != Scalar::F64 => Operand::Imm(b as i64),
        (imm, _) => imm,
    }
}
