//! Control flow: branches with fall-through, conditional branches,
//! `switch` as a compare chain, `ret`, `unreachable`, and phi
//! elimination. A phi becomes copies on each incoming edge; when the edge
//! leaves a block with several successors the copies go on that edge only
//! (inline on the fall-through path, or in an edge block at the end of the
//! function), so no other path sees them.

use super::{FnLowering, Val};
use crate::inst::{Guard, Label, MachInst, Operand, PtxInst};
use crate::modifiers::CmpOp;
use crate::opcode::Opcode as PtxOp;
use crate::phi::{sequentialize, Copy};
use crate::ptx_type::PtxType;
use crate::regs::RegClass;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{Block, Inst, Opcode, Value};

impl FnLowering<'_> {
    /// The moves that perform the phis of `to` for the edge from `from`.
    fn edge_copies(&mut self, from: Block, to: Block) -> Result<Vec<PtxInst>, PtxError> {
        let f = self.f;
        let phis: Vec<Inst> = f.blocks[to]
            .insts
            .iter()
            .copied()
            .take_while(|&i| f.inst(i).opcode() == Opcode::Phi)
            .collect();
        if phis.is_empty() {
            return Ok(Vec::new());
        }
        self.capture(|this| {
            let mut copies = Vec::with_capacity(phis.len());
            for &phi in &phis {
                // The structural verifier requires an entry for every
                // predecessor in reachable code only; `from` may be unreachable.
                let incoming = f
                    .phi_incoming(phi)
                    .find(|&(_, b)| b == from)
                    .map(|(v, _)| v)
                    .ok_or_else(|| {
                        PtxError::Malformed(format!(
                            "{}: phi in {} has no value for predecessor {}",
                            f.name, f.blocks[to].name, f.blocks[from].name
                        ))
                    })?;
                // An undefined value needs no copy: the phi's register may hold
                // anything on this edge (nvcc leaves it unwritten too), and a
                // zero written there costs a move and a live range from entry.
                if this.is_undefined(incoming) {
                    continue;
                }
                if let Some(leaves) = this.leaves_of(f.inst(phi).ty)? {
                    // One copy per leaf of an aggregate (struct, array, vector).
                    let dsts = this.parts(Value::Inst(phi))?;
                    let srcs = this.parts(incoming)?;
                    for ((d, src), (_, t)) in dsts.into_iter().zip(srcs).zip(leaves) {
                        let s = ir_scalar(this, t)?;
                        let Val::Reg(dst) = d else { continue };
                        let src = match src {
                            Val::Reg(r) => Operand::Reg(r),
                            Val::Imm(Operand::Imm(v)) if s == Scalar::I1 => {
                                Operand::Imm(if v & 1 != 0 { -1 } else { 0 })
                            }
                            Val::Imm(imm) if s != Scalar::I1 && !matches!(imm, Operand::Sym(_)) => imm,
                            other => Operand::Reg(this.materialize(other, s, ir::addrspace::GENERIC, None)?),
                        };
                        copies.push(Copy { dst, src });
                    }
                    continue;
                }
                let s = this.scalar(f.inst(phi).ty)?;
                let dst = this.def_reg(phi)?;
                // Sources are read before any copy runs: compute folded
                // addresses and predicate constants into registers first.
                let src = match this.val(incoming)? {
                    Val::Reg(r) => Operand::Reg(r),
                    Val::Imm(Operand::Imm(v)) if s == Scalar::I1 => Operand::Imm(if v & 1 != 0 { -1 } else { 0 }),
                    Val::Imm(imm) if s != Scalar::I1 && !matches!(imm, Operand::Sym(_)) => imm,
                    other => {
                        let space = this.ptr_space(incoming);
                        Operand::Reg(this.materialize(other, s, space, None)?)
                    }
                };
                copies.push(Copy { dst, src });
            }
            let moves = sequentialize(copies, |class| this.regs.new_reg(class));
            for mv in moves {
                this.emit_op(PtxOp::Mov, move_type(mv.dst.class), [Operand::Reg(mv.dst), mv.src]);
            }
            Ok(())
        })
    }

    /// Whether `v` is `undef` or `poison` (whole, not an aggregate with such parts).
    pub(super) fn is_undefined(&self, v: Value) -> bool {
        v.as_const()
            .is_some_and(|c| matches!(self.m.consts.get(c), ir::ConstData::Undef(_) | ir::ConstData::Poison(_)))
    }

    fn bra(&mut self, target: Label) {
        self.push(MachInst::jump(target));
    }

    /// Copies for the edge, then a branch unless `to` follows `from`.
    fn jump(&mut self, from: Block, to: Block) -> Result<(), PtxError> {
        let mut copies = self.edge_copies(from, to)?;
        self.out.append(&mut copies);
        if self.next_in_layout(from) != Some(to) {
            self.bra(self.label(to));
        }
        Ok(())
    }

    /// A label that performs the edge's copies and then jumps to `to`.
    fn edge_target(&mut self, copies: Vec<PtxInst>, to: Block) -> Label {
        if copies.is_empty() {
            return self.label(to);
        }
        let l = self.new_label();
        self.tail.push(PtxInst::Label(l));
        self.tail.extend(copies);
        let target = self.label(to);
        self.tail.push(MachInst::jump(target).into());
        l
    }

    /// Lowers a block's terminator, with the phi copies of its edges.
    pub(super) fn lower_terminator(&mut self, b: Block, i: Inst) -> Result<(), PtxError> {
        let f = self.f;
        match f.inst(i).opcode() {
            Opcode::Br => self.jump(b, f.jump_target(i)),
            Opcode::CondBr => {
                let (cond, t, e) = f.cond_br(i);
                self.cond_branch(b, cond, t, e)
            }
            Opcode::Switch => self.lower_switch(b, i),
            Opcode::Ret => self.lower_ret(i),
            Opcode::Unreachable => {
                self.push(MachInst::new(PtxOp::Trap));
                Ok(())
            }
            other => Err(PtxError::Unsupported(format!(
                "the `{}` instruction (in {})",
                other.mnemonic(),
                f.name
            ))),
        }
    }

    fn cond_branch(&mut self, b: Block, cond: Value, t: Block, e: Block) -> Result<(), PtxError> {
        if let Val::Imm(Operand::Imm(k)) = self.val(cond)? {
            return self.jump(b, if k & 1 != 0 { t } else { e });
        }
        if t == e {
            return self.jump(b, t);
        }
        let p = self.reg(cond)?;
        let mut ct = self.edge_copies(b, t)?;
        let mut ce = self.edge_copies(b, e)?;
        // A loop's back edge: its copies may run before the branch, perhaps
        // after the exit's (early_copies.rs).
        if let Some(&exit_first) = self.early_back_edges.get(&(b, t)) {
            if exit_first {
                self.out.append(&mut ce);
            }
            self.out.append(&mut ct);
        } else if let Some(&exit_first) = self.early_back_edges.get(&(b, e)) {
            if exit_first {
                self.out.append(&mut ct);
            }
            self.out.append(&mut ce);
        }
        let next = self.next_in_layout(b);
        let guard = |negate| Guard { reg: p, negate };
        if next == Some(t) && ct.is_empty() {
            // Fall into the true side; the false edge's copies go in an edge block.
            let target = self.edge_target(ce, e);
            self.out.push(MachInst::branch_if(guard(true), target).into());
        } else if next == Some(e) && ce.is_empty() {
            let target = self.edge_target(ct, t);
            self.out.push(MachInst::branch_if(guard(false), target).into());
        } else if ce.is_empty() {
            // Branch to the false side; the true side's copies run inline.
            let target = self.label(e);
            self.out.push(MachInst::branch_if(guard(true), target).into());
            self.out.extend(ct);
            if next != Some(t) {
                self.bra(self.label(t));
            }
        } else {
            let target = self.edge_target(ct, t);
            self.out.push(MachInst::branch_if(guard(false), target).into());
            self.out.extend(ce);
            if next != Some(e) {
                self.bra(self.label(e));
            }
        }
        Ok(())
    }

    fn lower_switch(&mut self, b: Block, i: Inst) -> Result<(), PtxError> {
        let f = self.f;
        let (x, default, cases) = f.switch_operands(i);
        let mut s = self.value_scalar(x)?;
        // The structural verifier does not check the switch value's type.
        if !s.is_int() && s != Scalar::I1 {
            return Err(PtxError::Malformed(format!("{}: switch on {s:?}", f.name)));
        }
        let mut xr = self.reg(x)?;
        if s == Scalar::I8 {
            let t = self.new_reg(RegClass::B16);
            self.emit_op(
                PtxOp::And,
                PtxType::B16,
                [Operand::Reg(t), Operand::Reg(xr), Operand::Imm(255)],
            );
            xr = t;
        }
        if s == Scalar::I1 {
            // Compare the flag as 0/1 in 32 bits.
            let t = self.new_reg(RegClass::B32);
            self.selp(PtxType::B32, t, Operand::Imm(1), Operand::Imm(0), xr);
            xr = t;
            s = Scalar::I32;
        }
        for (case, dest) in cases {
            let c = match self.val(case)? {
                Val::Imm(Operand::Imm(c)) if s == Scalar::I8 => super::zext(c as u64 as u128, 8),
                Val::Imm(Operand::Imm(c)) => c,
                // Nor that case values are constants.
                _ => {
                    return Err(PtxError::Malformed(format!(
                        "{}: switch case is not a constant",
                        f.name
                    )))
                }
            };
            let copies = self.edge_copies(b, dest)?;
            let target = self.edge_target(copies, dest);
            let p = self.new_reg(RegClass::Pred);
            self.setp(CmpOp::Eq, s.b(), p, Operand::Reg(xr), Operand::Imm(c));
            self.push(MachInst::branch_if(Guard { reg: p, negate: false }, target));
        }
        self.jump(b, default)
    }
}

/// The `mov` type for a register class.
pub fn move_type(class: RegClass) -> PtxType {
    match class {
        RegClass::Pred => PtxType::Pred,
        RegClass::B16 => PtxType::B16,
        RegClass::B32 => PtxType::B32,
        RegClass::B64 => PtxType::B64,
        RegClass::F32 => PtxType::F32,
        RegClass::F64 => PtxType::F64,
    }
}

/// The scalar kind of a leaf type.
fn ir_scalar(this: &FnLowering<'_>, t: ir::Type) -> Result<Scalar, PtxError> {
    Scalar::of(&this.m.types, t)
}
