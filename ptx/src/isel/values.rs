//! How IR values are available during selection: instruction results
//! (registers, folded addresses, immediates), arguments, constants, global
//! and function symbols; and turning any of them into an instruction
//! operand or a register (`materialize`).

use super::{sext, FnLowering, Val};
use crate::inst::{Addr, AddrBase, Operand};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::VReg;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{addrspace, ConstData, Constant, Inst, Value};

impl FnLowering<'_> {
    /// The register holding instruction `i`'s result (allocated on first use).
    pub fn def_reg(&mut self, i: Inst) -> Result<VReg, PtxError> {
        if let Some(lane) = self.lane.as_ref().filter(|l| l.inst == i) {
            if let Some(Val::Reg(r)) = lane.result {
                return Ok(r);
            }
            let class = self.scalar(self.f.inst(i).ty)?.class();
            let r = self.regs.new_reg(class);
            if let Some(lane) = self.lane.as_mut() {
                lane.result = Some(Val::Reg(r));
            }
            return Ok(r);
        }
        if let Some(r) = self.reg_of[i] {
            return Ok(r);
        }
        let class = self.scalar(self.f.inst(i).ty)?.class();
        let r = self.regs.new_reg(class);
        self.reg_of[i] = Some(r);
        Ok(r)
    }

    /// Records that `i`'s result is available as `v` (instead of its register).
    pub fn set_repr(&mut self, i: Inst, v: Val) {
        if let Some(lane) = self.lane.as_mut().filter(|l| l.inst == i) {
            lane.result = Some(v);
            return;
        }
        self.repr[i] = Some(v);
    }

    /// The immediates of `vals` if every one is a foldable constant.
    pub fn immediates(&mut self, vals: &[Value]) -> Result<Option<Vec<Operand>>, PtxError> {
        let mut out = Vec::with_capacity(vals.len());
        for &v in vals {
            match self.val(v)? {
                Val::Imm(op @ (Operand::Imm(_) | Operand::F32(_) | Operand::F64(_))) => out.push(op),
                _ => return Ok(None),
            }
        }
        Ok(Some(out))
    }

    /// How value `v` is available now.
    pub fn val(&mut self, v: Value) -> Result<Val, PtxError> {
        if let Some(x) = self.lane.as_ref().and_then(|l| l.values.get(&v)) {
            return Ok(x.clone());
        }
        match v {
            Value::Inst(i) => match self.repr[i].clone() {
                Some(x) => Ok(x),
                None => Ok(Val::Reg(self.def_reg(i)?)),
            },
            // No value for an aggregate argument (its leaves are in
            // `arg_parts`) used as a scalar: types the structural verifier
            // does not check. Value positions never hold blocks (it does
            // check that); that arm keeps `val` total for every `Value`.
            Value::Arg(n) => self
                .args
                .get(n as usize)
                .cloned()
                .flatten()
                .ok_or_else(|| PtxError::Malformed(format!("{}: argument {n} out of range", self.f.name))),
            Value::Const(c) => self.const_val(c),
            Value::Global(g) => Ok(self.global_addr(g, 0)),
            Value::Func(f) => Ok(Val::Imm(Operand::Sym(self.info.func_name(f).into()))),
            Value::Block(_) => Err(PtxError::Malformed(format!("{}: a block used as a value", self.f.name))),
        }
    }

    fn global_addr(&self, g: ir::GlobalId, offset: i64) -> Val {
        // Variables in the generic address space are emitted as `.global`.
        let space = match self.m.globals[g].addrspace {
            addrspace::GENERIC => addrspace::GLOBAL,
            s => s,
        };
        Val::Addr(
            Addr {
                base: AddrBase::Sym(self.info.global_name(g).to_string()),
                offset,
            },
            space,
        )
    }

    fn const_val(&mut self, c: Constant) -> Result<Val, PtxError> {
        let zero = |s: Scalar| match s {
            Scalar::F32 => Operand::F32(0),
            Scalar::F64 => Operand::F64(0),
            _ => Operand::Imm(0),
        };
        Ok(match self.m.consts.get(c) {
            ConstData::Int { ty, bits } => {
                let w = self.m.types.int_bits(*ty).unwrap_or(64);
                if w > 64 {
                    return Err(PtxError::Unsupported(format!("i{w} constants")));
                }
                Val::Imm(Operand::Imm(if w == 1 { (*bits & 1) as i64 } else { sext(*bits, w) }))
            }
            ConstData::Float { ty, bits } => match self.scalar(*ty)? {
                Scalar::F32 => Val::Imm(Operand::F32(*bits as u32)),
                Scalar::F64 => Val::Imm(Operand::F64(*bits)),
                // 16-bit floats travel as their bit pattern (moved with `mov.b16`).
                // (A pattern wider than 16 bits can only be the f64 value that
                // `Module::const_float` stores for every non-float type: round it.)
                Scalar::F16 if *bits > 0xFFFF => Val::Imm(Operand::Imm(i64::from(
                    ir::fold::small_float::round_to_small_float(f64::from_bits(*bits), 5, 10),
                ))),
                Scalar::BF16 if *bits > 0xFFFF => Val::Imm(Operand::Imm(i64::from(
                    ir::fold::small_float::round_to_small_float(f64::from_bits(*bits), 8, 7),
                ))),
                Scalar::F16 | Scalar::BF16 => Val::Imm(Operand::Imm(i64::from(*bits as u16))),
                other => return Err(PtxError::Unsupported(format!("float constant of kind {other:?}"))),
            },
            ConstData::Null(ty) | ConstData::Undef(ty) | ConstData::Poison(ty) | ConstData::Zero(ty) => {
                Val::Imm(zero(self.scalar(*ty)?))
            }
            ConstData::GlobalAddr(g) => self.global_addr(*g, 0),
            ConstData::GlobalOffset { global, offset } => self.global_addr(*global, *offset),
            ConstData::FuncAddr(f) => Val::Imm(Operand::Sym(self.info.func_name(*f).into())),
            ConstData::AddrSpaceCast { value, .. } => self.const_val(*value)?,
            // PTX emission of inline assembly is not implemented (specs/ptx.md).
            ConstData::InlineAsm(_) => return Err(PtxError::Unsupported("inline assembly".into())),
            ConstData::Aggregate { .. } | ConstData::Bytes { .. } => {
                return Err(PtxError::Unsupported("aggregate constants as operands".into()));
            }
        })
    }

    /// `v` as an instruction operand: a register or an immediate. Folded
    /// addresses are computed into a register; i1 constants become predicates.
    pub fn operand(&mut self, v: Value) -> Result<Operand, PtxError> {
        let s = self.value_scalar(v)?;
        match self.val(v)? {
            Val::Reg(r) => Ok(Operand::Reg(r)),
            Val::Imm(imm) if s == Scalar::I1 => Ok(Operand::Reg(self.materialize(Val::Imm(imm), s, 0, None)?)),
            Val::Imm(imm) => Ok(imm),
            addr @ Val::Addr(..) => {
                let space = self.ptr_space(v);
                Ok(Operand::Reg(self.materialize(addr, s, space, None)?))
            }
        }
    }

    /// `v` in a register.
    pub fn reg(&mut self, v: Value) -> Result<VReg, PtxError> {
        let s = self.value_scalar(v)?;
        match self.operand(v)? {
            Operand::Reg(r) => Ok(r),
            imm => self.materialize(Val::Imm(imm), s, 0, None),
        }
    }

    /// Puts `val` (of kind `s`) into a register, `dst` if given. Addresses
    /// are converted to `target_space`.
    pub fn materialize(&mut self, val: Val, s: Scalar, target_space: u32, dst: Option<VReg>) -> Result<VReg, PtxError> {
        match val {
            Val::Reg(r) => match dst {
                Some(d) if d != r => {
                    self.emit_op(PtxOp::Mov, s.typed(), [Operand::Reg(d), Operand::Reg(r)]);
                    Ok(d)
                }
                _ => Ok(r),
            },
            Val::Imm(Operand::Imm(bits)) if dst.is_none() && matches!(s, Scalar::F16 | Scalar::BF16) => {
                if let Some(&r) = self.small_float_regs.get(&(s, bits)) {
                    return Ok(r);
                }
                let d = self.regs.new_reg(s.class());
                self.emit_op(PtxOp::Mov, s.typed(), [Operand::Reg(d), Operand::Imm(bits)]);
                self.small_float_regs.insert((s, bits), d);
                Ok(d)
            }
            Val::Imm(imm) => {
                let d = dst.unwrap_or_else(|| self.regs.new_reg(s.class()));
                let imm = match (s, imm) {
                    (Scalar::I1, Operand::Imm(v)) => Operand::Imm(if v & 1 != 0 { -1 } else { 0 }),
                    (_, imm) => imm,
                };
                let ty = if matches!(imm, Operand::Sym(_)) {
                    PtxType::U64
                } else {
                    s.typed()
                };
                self.emit_op(PtxOp::Mov, ty, [Operand::Reg(d), imm]);
                Ok(d)
            }
            Val::Addr(a, space) => self.materialize_addr(a, space, target_space, dst),
        }
    }
}
