//! Vector values (`<4 x float>`, `<2 x half>`, ...) are scalarized: a
//! vector is one value per lane, kept like a struct's fields. Element-wise
//! instructions run the scalar selection once per lane with the operands
//! standing for their lane ([`Lane`]); loads and stores use `ld.v2/.v4`
//! when the alignment covers the whole vector, else one access per lane;
//! extract/insertelement and shufflevector move lanes; bitcasts between a
//! vector and a same-sized scalar pack and unpack with `mov.bN {..}`.

use super::{FnLowering, Val};
use crate::inst::{Addr, Operand};
use crate::modifiers::CmpOp;
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{ConstData, Inst, InstFlags, Opcode, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// One lane of a vector instruction being lowered by the scalar rules.
#[derive(Clone, Debug)]
pub struct Lane {
    /// The vector instruction.
    pub inst: Inst,
    /// Vector operands -> their element in this lane.
    pub values: FxHashMap<Value, Val>,
    /// The lane's result, once produced.
    pub result: Option<Val>,
}

/// True for opcodes lowered lane by lane.
fn is_lane_wise(op: Opcode) -> bool {
    op.is_binary()
        || (op.is_cast() && op != Opcode::BitCast && op != Opcode::AddrSpaceCast)
        || matches!(
            op,
            Opcode::FNeg | Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::Freeze
        )
}

impl FnLowering<'_> {
    /// (element type, lane count) of a vector type.
    pub fn vector_of(&self, ty: Type) -> Option<(Type, usize)> {
        match self.m.types.get(ty) {
            TypeData::Vector { elem, len } => Some((*elem, *len as usize)),
            _ => None,
        }
    }

    fn value_vector(&self, v: Value) -> Option<(Type, usize)> {
        self.value_type(v).and_then(|t| self.vector_of(t))
    }

    /// True when instruction `i` produces or consumes a vector and is lowered here.
    pub fn is_vector_inst(&self, i: Inst) -> bool {
        let d = self.f.inst(i);
        self.vector_of(d.ty).is_some()
            || matches!(d.opcode(), Opcode::ExtractElement | Opcode::Store | Opcode::BitCast)
                && self
                    .f
                    .operands(i)
                    .first()
                    .is_some_and(|&v| self.value_vector(v).is_some())
    }

    /// The lanes of vector value `v`.
    pub fn lanes(&mut self, v: Value) -> Result<Vec<Val>, PtxError> {
        self.parts(v)
    }

    /// Lowers an instruction that produces or consumes vectors.
    pub(super) fn lower_vector(&mut self, i: Inst) -> Result<(), PtxError> {
        let op = self.f.inst(i).opcode();
        match op {
            _ if is_lane_wise(op) => self.lower_lane_wise(i),
            Opcode::ExtractElement => self.lower_extract_element(i),
            Opcode::InsertElement => self.lower_insert_element(i),
            Opcode::ShuffleVector => self.lower_shuffle(i),
            Opcode::Load => self.lower_vector_load(i),
            Opcode::Store => self.lower_vector_store(i),
            Opcode::BitCast => self.lower_vector_bitcast(i),
            _ => Err(PtxError::Unsupported(format!(
                "`{}` on vectors (in {})",
                op.mnemonic(),
                self.f.name
            ))),
        }
    }

    fn lower_lane_wise(&mut self, i: Inst) -> Result<(), PtxError> {
        // `<2 x half>` arithmetic as one `.f16x2` instruction (packed.rs).
        if self.lower_packed_pair(i)? {
            return Ok(());
        }
        // The structural verifier does not check cast types, so a cast of
        // a vector to a scalar (or between lane counts) can reach here.
        let (_, n) = self
            .vector_of(self.f.inst(i).ty)
            .ok_or_else(|| PtxError::Malformed(format!("{}: lane-wise op without a vector result", self.f.name)))?;
        let ops: Vec<Value> = self.f.operands(i).to_vec();
        let mut vector_ops = Vec::new();
        for &v in &ops {
            if self.value_vector(v).is_some() {
                let lanes = self.lanes(v)?;
                // Cast types again (`zext <2 x i8> to <4 x i16>` passes the verifier).
                if lanes.len() != n {
                    return Err(PtxError::Malformed(format!("{}: vector lengths differ", self.f.name)));
                }
                vector_ops.push((v, lanes));
            }
        }
        let mut results = Vec::with_capacity(n);
        for k in 0..n {
            let values = vector_ops.iter().map(|(v, l)| (*v, l[k].clone())).collect();
            self.lane = Some(Lane {
                inst: i,
                values,
                result: None,
            });
            let r = self.lower_scalar(i);
            let lane = self.lane.take();
            r?;
            // Cannot happen: lower_scalar sets every lane's result (kept an error, not a panic).
            let res = lane
                .and_then(|l| l.result)
                .ok_or_else(|| PtxError::Malformed(format!("{}: lane produced no value", self.f.name)))?;
            results.push(res);
        }
        self.aggregates.insert(i, results);
        Ok(())
    }

    /// A lane index operand: a constant, or a register.
    fn lane_index(&mut self, v: Value) -> Result<Result<usize, VReg>, PtxError> {
        match self.val(v)? {
            Val::Imm(Operand::Imm(k)) => Ok(Ok(k as usize)),
            _ => Ok(Err(self.reg(v)?)),
        }
    }

    fn lower_extract_element(&mut self, i: Inst) -> Result<(), PtxError> {
        let [vec, idx] = self.f.typed_values(i);
        let lanes = self.lanes(vec)?;
        let s = self.scalar(self.f.inst(i).ty)?;
        match self.lane_index(idx)? {
            Ok(k) => {
                let v = lanes.get(k).cloned().unwrap_or(Val::Imm(Operand::Imm(0)));
                self.set_repr(i, v);
            }
            Err(r) => {
                let d = self.def_reg(i)?;
                for (k, lane) in lanes.into_iter().enumerate() {
                    let src = self.lane_operand(lane, s)?;
                    if k == 0 {
                        self.emit_op(PtxOp::Mov, s.typed(), [Operand::Reg(d), src]);
                        continue;
                    }
                    let p = self.pick(r, k)?;
                    self.selp(s.typed(), d, src, Operand::Reg(d), p);
                }
            }
        }
        Ok(())
    }

    /// `idx == k` as a predicate.
    fn pick(&mut self, idx: VReg, k: usize) -> Result<VReg, PtxError> {
        let p = self.new_reg(RegClass::Pred);
        let ty = match idx.class {
            RegClass::B64 => PtxType::B64,
            RegClass::B16 => PtxType::B16,
            _ => PtxType::B32,
        };
        self.setp(CmpOp::Eq, ty, p, Operand::Reg(idx), Operand::Imm(k as i64));
        Ok(p)
    }

    /// A lane as an operand (registers for predicates and addresses).
    fn lane_operand(&mut self, lane: Val, s: Scalar) -> Result<Operand, PtxError> {
        Ok(match lane {
            Val::Reg(r) => Operand::Reg(r),
            Val::Imm(imm) if s != Scalar::I1 && !matches!(imm, Operand::Sym(_)) => imm,
            other => Operand::Reg(self.materialize(other, s, ir::addrspace::GENERIC, None)?),
        })
    }

    fn lower_insert_element(&mut self, i: Inst) -> Result<(), PtxError> {
        // `__floats2half2_rn(a, b)` feeding pair operations: one `cvt.rn.f16x2.f32`.
        if self.lower_converted_pair(i)? {
            return Ok(());
        }
        let [vec, value, idx] = self.f.typed_values(i);
        let mut lanes = self.lanes(vec)?;
        let v = self.val(value)?;
        match self.lane_index(idx)? {
            Ok(k) => {
                if let Some(slot) = lanes.get_mut(k) {
                    *slot = v;
                }
            }
            Err(r) => {
                let s = self.value_scalar(value)?;
                if s == Scalar::I1 {
                    return Err(PtxError::Unsupported(
                        "insertelement into an i1 vector at a variable index".into(),
                    ));
                }
                let src = self.lane_operand(v, s)?;
                for (k, lane) in lanes.iter_mut().enumerate() {
                    let old = self.lane_operand(lane.clone(), s)?;
                    let p = self.pick(r, k)?;
                    let d = self.new_reg(s.class());
                    self.selp(s.typed(), d, src.clone(), old, p);
                    *lane = Val::Reg(d);
                }
            }
        }
        self.aggregates.insert(i, lanes);
        Ok(())
    }

    fn lower_shuffle(&mut self, i: Inst) -> Result<(), PtxError> {
        let [a, b, mask] = self.f.typed_values(i);
        let mut from = self.lanes(a)?;
        from.extend(self.lanes(b)?);
        // The structural verifier checks neither shufflevector's result type
        // nor that its mask is a constant.
        let (_, n) = self
            .vector_of(self.f.inst(i).ty)
            .ok_or_else(|| PtxError::Malformed(format!("{}: shufflevector result", self.f.name)))?;
        let picks: Vec<Option<usize>> = match mask.as_const().map(|c| self.m.consts.get(c).clone()) {
            Some(ConstData::Aggregate { elems, .. }) => elems
                .iter()
                .map(|&e| match self.m.consts.get(e) {
                    ConstData::Int { bits, .. } => usize::try_from(*bits).ok(),
                    _ => None,
                })
                .collect(),
            Some(ConstData::Zero(_)) => vec![Some(0); n],
            Some(ConstData::Undef(_) | ConstData::Poison(_)) => vec![None; n],
            _ => return Err(PtxError::Malformed(format!("{}: shufflevector mask", self.f.name))),
        };
        let lanes = picks
            .into_iter()
            .map(|p| {
                p.and_then(|k| from.get(k).cloned())
                    .unwrap_or(Val::Imm(Operand::Imm(0)))
            })
            .collect();
        self.aggregates.insert(i, lanes);
        Ok(())
    }

    /// `{%r1, %r2}` for `ld/st.vN` and `mov` packing.
    pub(super) fn brace(regs: &[VReg]) -> Operand {
        Operand::Vector(regs.iter().copied().collect())
    }

    /// Whether an `n`-lane access of `s` elements with alignment `align` can be one `ld/st.vN`.
    fn vector_access_ok(&self, s: Scalar, n: usize, align: u64, esize: u64) -> bool {
        matches!(n, 2 | 4) && s != Scalar::I1 && s.bits() >= 16 && esize * n as u64 <= 16 && align >= esize * n as u64
    }

    fn lower_vector_load(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let volatile = d.header.flags.has(InstFlags::VOLATILE);
        // Cannot happen: `is_vector_inst` sends only loads of vectors here.
        let (elem, n) = self
            .vector_of(d.ty)
            .ok_or_else(|| PtxError::Malformed(format!("{}: vector load", self.f.name)))?;
        let align = u64::from(d.align);
        let s = self.scalar(elem)?;
        let esize = self.m.types.alloc_size(elem);
        let ptr = self.f.unary_operand(i);
        let (space, addr) = self.mem_ref(ptr)?;
        let ld = self.plain_access(PtxOp::Ld, space, volatile)?;
        let regs: Vec<VReg> = (0..n).map(|_| self.new_reg(s.class())).collect();
        if self.vector_access_ok(s, n, align, esize) {
            self.emit_access(&ld, n, s.u_exact(), [Self::brace(&regs), Operand::addr(addr)]);
        } else {
            for (k, &r) in regs.iter().enumerate() {
                let a = Addr {
                    base: addr.base.clone(),
                    offset: addr.offset + (k as u64 * esize) as i64,
                };
                if s == Scalar::I1 {
                    let t = self.new_reg(RegClass::B16);
                    self.emit_access(&ld, 1, PtxType::U8, [Operand::Reg(t), Operand::addr(a)]);
                    self.setp(CmpOp::Ne, PtxType::B16, r, Operand::Reg(t), Operand::Imm(0));
                } else {
                    self.emit_access(&ld, 1, s.u_exact(), [Operand::Reg(r), Operand::addr(a)]);
                }
            }
        }
        self.aggregates.insert(i, regs.into_iter().map(Val::Reg).collect());
        Ok(())
    }

    fn lower_vector_store(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let volatile = d.header.flags.has(InstFlags::VOLATILE);
        let align = u64::from(d.align);
        let (value, ptr) = self.f.store_operands(i);
        // Cannot happen: `is_vector_inst` sends only stores of vectors here.
        let (elem, n) = self
            .value_vector(value)
            .ok_or_else(|| PtxError::Malformed(format!("{}: vector store", self.f.name)))?;
        let s = self.scalar(elem)?;
        let esize = self.m.types.alloc_size(elem);
        let lanes = self.lanes(value)?;
        let mut regs = Vec::with_capacity(n);
        // One register per distinct constant: a zeroed `int[4]` is
        // `{%r1, %r1, %r1, %r1}`, as nvcc writes it.
        let mut constants: Vec<(Val, VReg)> = Vec::new();
        for lane in lanes {
            let r = match lane {
                Val::Reg(r) => r,
                other => match constants.iter().find(|(v, _)| *v == other) {
                    Some(&(_, r)) => r,
                    None => {
                        let r = self.materialize(other.clone(), s, ir::addrspace::GENERIC, None)?;
                        constants.push((other, r));
                        r
                    }
                },
            };
            regs.push(r);
        }
        let (space, addr) = self.mem_ref(ptr)?;
        let st = self.plain_access(PtxOp::St, space, volatile)?;
        if self.vector_access_ok(s, n, align, esize) {
            self.emit_access(&st, n, s.u_exact(), [Operand::addr(addr), Self::brace(&regs)]);
            return Ok(());
        }
        for (k, r) in regs.into_iter().enumerate() {
            let a = Addr {
                base: addr.base.clone(),
                offset: addr.offset + (k as u64 * esize) as i64,
            };
            if s == Scalar::I1 {
                let t = self.new_reg(RegClass::B16);
                self.selp(PtxType::U16, t, Operand::Imm(1), Operand::Imm(0), r);
                self.emit_access(&st, 1, PtxType::U8, [Operand::addr(a), Operand::Reg(t)]);
            } else {
                self.emit_access(&st, 1, s.u_exact(), [Operand::addr(a), Operand::Reg(r)]);
            }
        }
        Ok(())
    }

    /// Bitcasts between a vector and a same-sized scalar (or vector) by packing lanes.
    fn lower_vector_bitcast(&mut self, i: Inst) -> Result<(), PtxError> {
        let v = self.f.unary_operand(i);
        let to_ty = self.f.inst(i).ty;
        // A word reinterpreted as a pair that stays packed: the word itself.
        if self.packed_results.contains_key(&i) {
            let word = self.reg(v)?;
            self.packed_results.insert(i, Some(word));
            return Ok(());
        }
        // Pack the source into one register (if it is a vector): a pair kept
        // packed is one already.
        let kept_packed = v.as_inst().and_then(|d| self.packed_results.get(&d).copied().flatten());
        let packed = match (kept_packed, self.value_vector(v)) {
            (Some(r), _) => r,
            (None, Some((elem, n))) => {
                let s = self.scalar(elem)?;
                let lanes = self.lanes(v)?;
                self.pack(&lanes, s, n)?
            }
            (None, None) => self.reg(v)?,
        };
        match self.vector_of(to_ty) {
            Some((elem, n)) => {
                let s = self.scalar(elem)?;
                let lanes = self.unpack(packed, s, n)?;
                self.aggregates.insert(i, lanes.into_iter().map(Val::Reg).collect());
            }
            None => {
                let s = self.scalar(to_ty)?;
                let d = self.def_reg(i)?;
                // The structural verifier does not compare a bitcast's sizes.
                if s.reg_bits() != packed_bits(packed) {
                    return Err(PtxError::Malformed(format!("{}: bitcast sizes differ", self.f.name)));
                }
                let bits = PtxType::untyped(s.reg_bits().into());
                self.emit_op(PtxOp::Mov, bits, [Operand::Reg(d), Operand::Reg(packed)]);
            }
        }
        Ok(())
    }

    /// Packs `n` lanes of kind `s` into one 16/32/64-bit register.
    pub(super) fn pack(&mut self, lanes: &[Val], s: Scalar, n: usize) -> Result<VReg, PtxError> {
        let total = s.bits() as usize * n;
        let class = match total {
            16 => RegClass::B16,
            32 => RegClass::B32,
            64 => RegClass::B64,
            _ => return Err(PtxError::Unsupported(format!("bitcast of a {total}-bit vector"))),
        };
        let mut regs = Vec::with_capacity(n);
        for lane in lanes {
            regs.push(match lane.clone() {
                Val::Reg(r) => r,
                other => self.materialize(other, s, ir::addrspace::GENERIC, None)?,
            });
        }
        // The lanes of a packed pair instruction's result: that result.
        if let Some(&d) = self.packed_lanes.get(&regs) {
            return Ok(d);
        }
        let d = self.new_reg(class);
        if s.bits() >= 16 && n >= 2 {
            let bits = PtxType::untyped(total as u64);
            self.emit_op(PtxOp::Mov, bits, [Operand::Reg(d), Self::brace(&regs)]);
            return Ok(d);
        }
        if s == Scalar::I8 && class != RegClass::B16 {
            // Bytes: shift each into place.
            let (wide, u) = if class == RegClass::B64 {
                (PtxType::B64, PtxType::U64)
            } else {
                (PtxType::B32, PtxType::U32)
            };
            self.emit_op(PtxOp::Mov, wide, [Operand::Reg(d), Operand::Imm(0)]);
            for (k, &r) in regs.iter().enumerate() {
                let t = self.new_reg(class);
                self.cvt(None, u, PtxType::U8, t, r);
                self.emit_op(
                    PtxOp::Shl,
                    wide,
                    [Operand::Reg(t), Operand::Reg(t), Operand::Imm(8 * k as i64)],
                );
                self.emit_op(PtxOp::Or, wide, [Operand::Reg(d), Operand::Reg(d), Operand::Reg(t)]);
            }
            return Ok(d);
        }
        Err(PtxError::Unsupported(format!("bitcast of a vector of {n} x {s:?}")))
    }

    /// Splits a 16/32/64-bit register into `n` lanes of kind `s`.
    pub(super) fn unpack(&mut self, r: VReg, s: Scalar, n: usize) -> Result<Vec<VReg>, PtxError> {
        let total = packed_bits(r) as usize;
        // As above: bitcast sizes are not checked by the structural verifier.
        if s.bits() as usize * n != total {
            return Err(PtxError::Malformed("bitcast sizes differ".into()));
        }
        let regs: Vec<VReg> = (0..n).map(|_| self.new_reg(s.class())).collect();
        if s.bits() >= 16 && n >= 2 {
            let bits = PtxType::untyped(total as u64);
            self.emit_op(PtxOp::Mov, bits, [Self::brace(&regs), Operand::Reg(r)]);
            // Packing these lanes again (unchanged) is `r`: it dominates
            // every such pack, and the fresh lanes are written nowhere else.
            if matches!(r.class, RegClass::B32 | RegClass::B64) {
                self.packed_lanes.insert(regs.clone(), r);
            }
            return Ok(regs);
        }
        if s == Scalar::I8 && total >= 32 {
            let u = PtxType::unsigned(total as u64);
            for (k, &lane) in regs.iter().enumerate() {
                let t = self.new_reg(r.class);
                self.emit_op(
                    PtxOp::Shr,
                    u,
                    [Operand::Reg(t), Operand::Reg(r), Operand::Imm(8 * k as i64)],
                );
                self.cvt(None, PtxType::U16, u, lane, t);
            }
            return Ok(regs);
        }
        Err(PtxError::Unsupported(format!("bitcast to a vector of {n} x {s:?}")))
    }
}

/// Width of a register class in bits.
fn packed_bits(r: VReg) -> u32 {
    match r.class {
        RegClass::Pred => 1,
        RegClass::B16 => 16,
        RegClass::B32 | RegClass::F32 => 32,
        RegClass::B64 | RegClass::F64 => 64,
    }
}
