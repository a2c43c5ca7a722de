//! Packed 16-bit float pairs: `fadd`/`fsub`/`fmul` on `<2 x half>` and
//! `<2 x bfloat>` become one `.f16x2`/`.bf16x2` instruction on a 32-bit
//! register holding both lanes (low lane in the low half), as nvcc emits for
//! `__hadd2` and friends. `.f16x2` arithmetic exists on every supported SM;
//! `.bf16x2` add/sub/mul needs sm_90, and below that the caller (vector.rs)
//! runs the scalar rules lane by lane instead.

use super::{FnLowering, Val};
use crate::inst::Operand;
use crate::regs::RegClass;
use crate::scalar::Scalar;
use crate::target::Feature;
use crate::PtxError;
use ir::{Inst, Opcode};

impl FnLowering<'_> {
    /// Lowers `i` as one packed instruction when it is a pair operation the
    /// target has; returns false (nothing emitted) otherwise.
    pub(super) fn lower_packed_pair(&mut self, i: Inst) -> Result<bool, PtxError> {
        let Some((elem, 2)) = self.vector_of(self.f.inst(i).ty) else {
            return Ok(false);
        };
        let s = self.scalar(elem)?;
        let name = match self.f.inst(i).opcode() {
            Opcode::FAdd => "add",
            Opcode::FSub => "sub",
            Opcode::FMul => "mul",
            _ => return Ok(false),
        };
        let native = match s {
            Scalar::F16 => true,
            Scalar::BF16 => self.info.opts.sm.supports(Feature::Bf16Arith),
            _ => false,
        };
        if !native {
            return Ok(false);
        }
        let ops = self.f.operands(i).to_vec();
        let mut packed = Vec::with_capacity(2);
        for v in ops {
            let lanes: Vec<Val> = self.lanes(v)?;
            packed.push(self.pack(&lanes, s, 2)?);
        }
        let d = self.new_reg(RegClass::B32);
        self.emit(
            format!("{name}.rn.{}x2", s.fty()),
            [Operand::Reg(d), Operand::Reg(packed[0]), Operand::Reg(packed[1])],
        );
        let lanes = self.unpack(d, s, 2)?;
        self.aggregates.insert(i, lanes.into_iter().map(Val::Reg).collect());
        Ok(true)
    }
}
