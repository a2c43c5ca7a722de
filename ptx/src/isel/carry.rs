//! 128-bit addition and subtraction as PTX carry chains, as nvcc prints
//! them: `add.cc.s64 lo, a0, b0; addc.s64 hi, a1, b1` (`sub.cc`/`subc`).
//!
//! The IR has no carry flag: legalize-i128 (compiler/src/passes/
//! legalize_i128.rs) writes `a + b` on 64-bit halves as five consecutive
//! instructions, the low sum, the carry as an unsigned compare of it with an
//! operand, the carry widened, the high sum and the high sum plus the carry
//! (for `a - b`: the borrow `a0 <u b0`, subtracted). Selection finds that
//! exact run and prints the two carry instructions in place of the last one;
//! the other four print nothing (the compare and the widening have no other
//! use, the low sum's other uses all come after). Other instructions between
//! the two carry instructions would be harmless (only `.cc` instructions write
//! the carry flag), but there are none.

use super::FnLowering;
use crate::inst::{MachInst, Operand};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{Inst, IntPredicate, Opcode, Value};

/// One 128-bit addition or subtraction found as a carry chain.
#[derive(Copy, Clone, Debug)]
pub struct CarryChain {
    /// The low half's instruction (its result is the chain's first output).
    lo: Inst,
    low: (Value, Value),
    high: (Value, Value),
    sub: bool,
}

impl FnLowering<'_> {
    /// Records every carry chain of the function (see the module header).
    pub(super) fn find_carry_chains(&mut self) {
        let f = self.f;
        for &b in &f.layout {
            for w in f.blocks[b].insts.windows(5) {
                if let Some(chain) = self.carry_chain(w) {
                    self.carry_chains.insert(w[4], chain);
                    for &i in &w[..4] {
                        self.absorbed.insert(i);
                    }
                }
            }
        }
    }

    fn carry_chain(&self, w: &[Inst]) -> Option<CarryChain> {
        let f = self.f;
        let &[lo, c, cz, hi, r] = w else { return None };
        let op = f.inst(lo).opcode();
        if !matches!(op, Opcode::Add | Opcode::Sub)
            || [lo, hi, r]
                .iter()
                .any(|&i| f.inst(i).opcode() != op || self.m.types.int_bits(f.inst(i).ty) != Some(64))
            || f.inst(c).opcode() != Opcode::ICmp
            || IntPredicate::from_u16(f.inst(c).header.subop) != Some(IntPredicate::Ult)
            || f.inst(cz).opcode() != Opcode::ZExt
            || f.operands(cz) != [Value::Inst(c)]
            || [c, cz, hi].iter().any(|&i| self.uses.count[i] != 1)
        {
            return None;
        }
        let sub = op == Opcode::Sub;
        let (a0, b0) = f.binary_operands(lo);
        let (a1, b1) = f.binary_operands(hi);
        let lo_v = Value::Inst(lo);
        if [a1, b1].contains(&lo_v) {
            return None;
        }
        // The carry of a sum: lo <u a0 (or b0); the borrow of a difference: a0 <u b0.
        let cmp = f.binary_operands(c);
        let carry_ok = if sub {
            cmp == (a0, b0)
        } else {
            cmp == (lo_v, a0) || cmp == (lo_v, b0)
        };
        let (x, y) = f.binary_operands(r);
        let last_ok =
            (x, y) == (Value::Inst(hi), Value::Inst(cz)) || (!sub && (x, y) == (Value::Inst(cz), Value::Inst(hi)));
        (carry_ok && last_ok).then_some(CarryChain {
            lo,
            low: (a0, b0),
            high: (a1, b1),
            sub,
        })
    }

    /// `add.cc`/`addc` (or `sub.cc`/`subc`) for the chain ending at `r`.
    pub(super) fn lower_carry_chain(&mut self, r: Inst, chain: CarryChain) -> Result<(), PtxError> {
        let (first, second) = if chain.sub {
            (PtxOp::SubCc, PtxOp::Subc)
        } else {
            (PtxOp::AddCc, PtxOp::Addc)
        };
        let s = Scalar::I64;
        let lo = self.def_reg(chain.lo)?;
        let a0 = self.operand(chain.low.0)?;
        let a0 = self.first_in_reg(a0, s)?;
        let b0 = self.operand(chain.low.1)?;
        let a1 = self.operand(chain.high.0)?;
        let a1 = self.first_in_reg(a1, s)?;
        let b1 = self.operand(chain.high.1)?;
        let d = self.def_reg(r)?;
        self.push(MachInst::new(first).ty(PtxType::S64).ops([Operand::Reg(lo), a0, b0]));
        self.push(MachInst::new(second).ty(PtxType::S64).ops([Operand::Reg(d), a1, b1]));
        Ok(())
    }
}
