//! Packed 16-bit float pairs: `fadd`/`fsub`/`fmul` on `<2 x half>` and
//! `<2 x bfloat>` become one `.f16x2`/`.bf16x2` instruction on a 32-bit
//! register holding both lanes (low lane in the low half), as nvcc emits for
//! `__hadd2` and friends. `.f16x2` arithmetic exists on every supported SM;
//! `.bf16x2` add/sub/mul needs sm_90, and on sm_80-89 they are one
//! `fma.rn.bf16x2` with a constant pair, as nvcc 13 prints them (`a*1+b`,
//! `b*-1+a`, `a*b+-0`: exact but for the one rounding, and `-0` keeps the sign
//! of a zero product); below sm_80 the caller (vector.rs) runs the scalar
//! rules lane by lane instead. The `fma` intrinsic on
//! `v2f16`/`v2bf16` (`__hfma2`) is `fma.rn.f16x2`/`fma.rn.bf16x2` (sm_80+, an error before:
//! a rounding through f32 would not be the single rounding of a fused op).

use super::{FnLowering, Val};
use crate::inst::{MachInst, Operand};
use crate::modifiers::Rounding;
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::target::Feature;
use crate::PtxError;
use ir::{Inst, Opcode, Value};
use rustc_hash::FxHashMap;

/// The vector suffix of a packed pair `fma` (`llvm.fma.<suffix>`) -> lane kind.
const PAIR_SUFFIXES: &[(&str, Scalar)] = &[("v2f16", Scalar::F16), ("v2bf16", Scalar::BF16)];

/// The lane kind of a packed pair `fma` with type suffix `suffix`.
pub(super) fn pair_element(suffix: &str) -> Option<Scalar> {
    PAIR_SUFFIXES.iter().find(|p| p.0 == suffix).map(|p| p.1)
}

/// The packed pair type of a 16-bit float kind (`.f16x2`, `.bf16x2`).
fn pair_type(s: Scalar) -> PtxType {
    if s == Scalar::BF16 {
        PtxType::Bf16x2
    } else {
        PtxType::F16x2
    }
}

impl FnLowering<'_> {
    /// The pair operation `i` is lowered to (opcode, lane kind, whether
    /// through `fma.rn.bf16x2`), when it is one the target has.
    fn pair_operation(&self, i: Inst) -> Option<(PtxOp, Scalar, bool)> {
        let (elem, 2) = self.vector_of(self.f.inst(i).ty)? else {
            return None;
        };
        let s = self.scalar(elem).ok()?;
        let opcode = match self.f.inst(i).opcode() {
            Opcode::FAdd => PtxOp::Add,
            Opcode::FSub => PtxOp::Sub,
            Opcode::FMul => PtxOp::Mul,
            _ => return None,
        };
        let target = self.info.opts.target;
        let through_fma = match s {
            Scalar::F16 => false,
            Scalar::BF16 if target.supports(Feature::Bf16Arith) => false,
            Scalar::BF16 if target.supports(Feature::Bf16Fma) => true,
            _ => return None,
        };
        Some((opcode, s, through_fma))
    }

    /// `insertelement (insertelement undef, fptrunc float a, 0), fptrunc float b, 1`
    /// into a half or bfloat pair (`__floats2half2_rn(a, b)`), each piece used
    /// only there, on sm_80+: (a, b, lane kind), which one
    /// `cvt.rn.f16x2.f32`/`cvt.rn.bf16x2.f32` makes, as nvcc does.
    fn converted_pair(&self, i: Inst) -> Option<(Value, Value, Scalar)> {
        let f = self.f;
        let (elem, 2) = self.vector_of(f.inst(i).ty)? else {
            return None;
        };
        let s = self
            .scalar(elem)
            .ok()
            .filter(|s| matches!(s, Scalar::F16 | Scalar::BF16))?;
        if !self.info.opts.target.supports(Feature::Bf16Convert) {
            return None;
        }
        let lane = |i: Inst, k: u128| -> Option<(Value, Value)> {
            let ops = f.operands(i);
            let at = self.m.consts.as_int(ops.get(2)?.as_const()?)?;
            (f.inst(i).opcode() == Opcode::InsertElement && at == k).then_some((ops[0], ops[1]))
        };
        let single = |v: Value| {
            v.as_inst()
                .filter(|&d| self.uses.count[d] == 1 && f.inst(d).block == f.inst(i).block)
        };
        let narrowed = |v: Value| -> Option<Value> {
            let t = single(v).filter(|&t| f.inst(t).opcode() == Opcode::FPTrunc)?;
            let x = f.operands(t)[0];
            matches!(
                self.value_type(x).map(|t| self.m.types.get(t)),
                Some(ir::TypeData::Float)
            )
            .then_some(x)
        };
        let (inner, high) = lane(i, 1)?;
        let inner = single(inner)?;
        let (base, low) = lane(inner, 0)?;
        self.is_undefined(base).then_some(())?;
        Some((narrowed(low)?, narrowed(high)?, s))
    }

    /// Whether `ty` is `<2 x half>` or `<2 x bfloat>`.
    fn is_half_pair(&self, ty: ir::Type) -> bool {
        self.vector_of(ty)
            .is_some_and(|(elem, n)| n == 2 && matches!(self.scalar(elem), Ok(Scalar::F16 | Scalar::BF16)))
    }

    /// `bitcast i32 x to <2 x half>` (or `<2 x bfloat>`): a pair whose packed
    /// form is `x`'s register itself (`*reinterpret_cast<__half2*>(&word)`).
    fn reinterpreted_pair(&self, i: Inst) -> bool {
        let f = self.f;
        f.inst(i).opcode() == Opcode::BitCast
            && self.is_half_pair(f.inst(i).ty)
            && matches!(self.value_scalar(f.unary_operand(i)), Ok(Scalar::I32))
    }

    /// `bitcast` of a pair to a 32-bit scalar, which reads the pair packed.
    fn pair_to_word(&self, i: Inst) -> bool {
        let f = self.f;
        f.inst(i).opcode() == Opcode::BitCast
            && self.vector_of(f.inst(i).ty).is_none()
            && self
                .value_type(f.unary_operand(i))
                .is_some_and(|t| self.is_half_pair(t))
    }

    /// The pair operations, converted pairs and reinterpreted words whose
    /// every use is by a pair operation or a bitcast back to a word
    /// (`__hsub2(__hadd2(a, b), c)`, a `float4` of `__half2`s): their results
    /// stay packed, never unpacked into lanes ([`FnLowering::packed_results`]);
    /// a converted pair's conversions and inner `insertelement` are not
    /// lowered apart.
    pub(super) fn find_packed_results(&mut self) {
        let f = self.f;
        let mut pair_uses: FxHashMap<Inst, u32> = FxHashMap::default();
        let mut converted: Vec<Inst> = Vec::new();
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                if self.converted_pair(i).is_some() {
                    pair_uses.entry(i).or_default();
                    converted.push(i);
                }
                if self.reinterpreted_pair(i) {
                    pair_uses.entry(i).or_default();
                }
                if self.pair_to_word(i) {
                    if let Some(n) = f.operands(i)[0].as_inst().and_then(|d| pair_uses.get_mut(&d)) {
                        *n += 1;
                    }
                    continue;
                }
                if self.pair_operation(i).is_none() {
                    continue;
                }
                pair_uses.entry(i).or_default();
                for v in f.operands(i) {
                    if let Some(d) = v.as_inst() {
                        if let Some(n) = pair_uses.get_mut(&d) {
                            *n += 1;
                        }
                    }
                }
            }
        }
        for (i, n) in pair_uses {
            if n > 0 && n == self.uses.count[i] {
                self.packed_results.insert(i, None);
            }
        }
        for i in converted {
            if !self.packed_results.contains_key(&i) {
                continue;
            }
            let inner = f.operands(i)[0]
                .as_inst()
                .expect("a converted pair's inner insertelement");
            for piece in [f.operands(i)[1], f.operands(inner)[1], Value::Inst(inner)] {
                if let Some(p) = piece.as_inst() {
                    self.absorbed.insert(p);
                }
            }
        }
    }

    /// Lowers converted pair `i` ([`FnLowering::converted_pair`]) kept packed
    /// as one `cvt.rn` of its two floats; false when it is not one.
    pub(super) fn lower_converted_pair(&mut self, i: Inst) -> Result<bool, PtxError> {
        if !self.packed_results.contains_key(&i) {
            return Ok(false);
        }
        let Some((low, high, s)) = self.converted_pair(i) else {
            return Ok(false);
        };
        let (lo, hi) = (self.reg(low)?, self.reg(high)?);
        let d = self.new_reg(RegClass::B32);
        let cvt = MachInst::new(PtxOp::Cvt)
            .rounding(Rounding::Rn)
            .ty(pair_type(s))
            .ty(PtxType::F32);
        self.push(cvt.ops([Operand::Reg(d), Operand::Reg(hi), Operand::Reg(lo)]));
        self.packed_results.insert(i, Some(d));
        Ok(true)
    }

    /// Lowers `i` as one packed instruction when it is a pair operation the
    /// target has; returns false (nothing emitted) otherwise.
    pub(super) fn lower_packed_pair(&mut self, i: Inst) -> Result<bool, PtxError> {
        let Some((opcode, s, through_fma)) = self.pair_operation(i) else {
            return Ok(false);
        };
        let (x, y) = self.f.binary_operands(i);
        let a = self.packed_operand(x, s)?;
        let b = self.packed_operand(y, s)?;
        let d = self.new_reg(RegClass::B32);
        if through_fma {
            self.bf16_pair_through_fma(opcode, d, a, b);
        } else {
            let inst = MachInst::new(opcode).rounding(Rounding::Rn).ty(pair_type(s));
            self.push(inst.ops([Operand::Reg(d), Operand::Reg(a), Operand::Reg(b)]));
        }
        if let Some(slot) = self.packed_results.get_mut(&i) {
            *slot = Some(d);
            return Ok(true);
        }
        self.unpack_pair_result(i, d, s)?;
        Ok(true)
    }

    /// Pair operand `v` in one 32-bit register: a result kept packed, or its
    /// lanes packed.
    fn packed_operand(&mut self, v: Value, s: Scalar) -> Result<VReg, PtxError> {
        if let Some(&Some(r)) = v.as_inst().and_then(|i| self.packed_results.get(&i)) {
            return Ok(r);
        }
        let lanes = self.lanes(v)?;
        self.pack(&lanes, s, 2)
    }

    /// Keeps `d`, the result of pair instruction `i`, as its two lanes, and
    /// remembers that they are `d` packed (a chain of `__hadd2`s then feeds
    /// each result on as one `b32`, not unpacked and packed again).
    fn unpack_pair_result(&mut self, i: Inst, d: VReg, s: Scalar) -> Result<(), PtxError> {
        let lanes = self.unpack(d, s, 2)?;
        self.packed_lanes.insert(lanes.clone(), d);
        self.aggregates.insert(i, lanes.into_iter().map(Val::Reg).collect());
        Ok(())
    }

    /// `d = a op b` on bfloat pairs as one `fma.rn.bf16x2` (sm_80-89, which
    /// have no `add/sub/mul.bf16x2`): `a*1+b`, `b*-1+a`, `a*b+-0` per lane.
    fn bf16_pair_through_fma(&mut self, opcode: PtxOp, d: VReg, a: VReg, b: VReg) {
        let pair = |this: &mut Self, bits: i64| {
            let r = this.new_reg(RegClass::B32);
            this.emit_op(PtxOp::Mov, PtxType::B32, [Operand::Reg(r), Operand::Imm(bits)]);
            r
        };
        let (x, y, z) = match opcode {
            PtxOp::Add => (a, pair(self, 0x3F80_3F80), b),
            PtxOp::Sub => (b, pair(self, 0xBF80_BF80), a),
            _ => (a, b, pair(self, 0x8000_8000)),
        };
        let fma = MachInst::new(PtxOp::Fma).rounding(Rounding::Rn).ty(PtxType::Bf16x2);
        self.push(fma.ops([d, x, y, z].map(Operand::Reg)));
    }

    /// A call producing a pair of `s` lanes: `fma` on `<2 x half>` or
    /// `<2 x bfloat>` (the intrinsic `name`).
    pub(super) fn lower_packed_call(&mut self, i: Inst, s: Scalar, name: &str) -> Result<(), PtxError> {
        let ops = self.f.operands(i).to_vec();
        if s == Scalar::BF16 && !self.info.opts.target.supports(Feature::Bf16Fma) {
            return Err(PtxError::Unsupported(format!(
                "fma on bfloat pairs (fma.rn.bf16x2) on sm_{} (needs sm_80+)",
                self.info.opts.target.sm
            )));
        }
        let mut packed = Vec::with_capacity(3);
        for &v in ops.get(1..4).unwrap_or_default() {
            let lanes: Vec<Val> = self.lanes(v)?;
            packed.push(Operand::Reg(self.pack(&lanes, s, 2)?));
        }
        // The structural verifier does not check a call's argument count.
        if packed.len() != 3 {
            return Err(PtxError::Malformed(format!("{}: `{name}` operands", self.f.name)));
        }
        let d = self.new_reg(RegClass::B32);
        let mut all = vec![Operand::Reg(d)];
        all.extend(packed);
        self.push(
            MachInst::new(PtxOp::Fma)
                .rounding(Rounding::Rn)
                .ty(pair_type(s))
                .ops(all),
        );
        self.unpack_pair_result(i, d, s)
    }
}
