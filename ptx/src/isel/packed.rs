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
use ir::{Inst, Opcode};

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
    /// Lowers `i` as one packed instruction when it is a pair operation the
    /// target has; returns false (nothing emitted) otherwise.
    pub(super) fn lower_packed_pair(&mut self, i: Inst) -> Result<bool, PtxError> {
        let Some((elem, 2)) = self.vector_of(self.f.inst(i).ty) else {
            return Ok(false);
        };
        let s = self.scalar(elem)?;
        let opcode = match self.f.inst(i).opcode() {
            Opcode::FAdd => PtxOp::Add,
            Opcode::FSub => PtxOp::Sub,
            Opcode::FMul => PtxOp::Mul,
            _ => return Ok(false),
        };
        let target = self.info.opts.target;
        let through_fma = match s {
            Scalar::F16 => false,
            Scalar::BF16 if target.supports(Feature::Bf16Arith) => false,
            Scalar::BF16 if target.supports(Feature::Bf16Fma) => true,
            _ => return Ok(false),
        };
        let (x, y) = self.f.binary_operands(i);
        let lanes = self.lanes(x)?;
        let a = self.pack(&lanes, s, 2)?;
        let lanes = self.lanes(y)?;
        let b = self.pack(&lanes, s, 2)?;
        let d = self.new_reg(RegClass::B32);
        if through_fma {
            self.bf16_pair_through_fma(opcode, d, a, b);
        } else {
            let inst = MachInst::new(opcode).rounding(Rounding::Rn).ty(pair_type(s));
            self.push(inst.ops([Operand::Reg(d), Operand::Reg(a), Operand::Reg(b)]));
        }
        let lanes = self.unpack(d, s, 2)?;
        self.aggregates.insert(i, lanes.into_iter().map(Val::Reg).collect());
        Ok(true)
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
        let lanes = self.unpack(d, s, 2)?;
        self.aggregates.insert(i, lanes.into_iter().map(Val::Reg).collect());
        Ok(())
    }
}
