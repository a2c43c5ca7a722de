//! First-class aggregates (structs, arrays, vectors as values): an
//! aggregate value is kept as its scalar leaves in depth-first order, each a
//! register or immediate, with the byte offset the data layout gives it.
//! `extractvalue`/`insertvalue` pick or replace a range of leaves; loads,
//! stores, selects and phis work leaf by leaf; calls and returns move the
//! leaves through `.param .align A .b8 name[size]` arrays (calling_convention.rs).

use super::{FnLowering, Val};
use crate::inst::{Addr, Operand};
use crate::modifiers::CmpOp;
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{ConstData, Inst, InstFlags, Opcode, Type, TypeData, Value};

/// Aggregates with more leaves than this are not kept in registers.
const MAX_LEAVES: usize = 256;

impl FnLowering<'_> {
    /// The scalar leaves of an aggregate type with their byte offsets, or
    /// `None` for a scalar type.
    pub fn leaves_of(&self, ty: Type) -> Result<Option<Vec<(u64, Type)>>, PtxError> {
        let t = &self.m.types;
        if !matches!(
            t.get(ty),
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. } | TypeData::Vector { .. }
        ) {
            return Ok(None);
        }
        let mut out = Vec::new();
        self.collect_leaves(ty, 0, &mut out)?;
        Ok(Some(out))
    }

    fn collect_leaves(&self, ty: Type, base: u64, out: &mut Vec<(u64, Type)>) -> Result<(), PtxError> {
        let t = &self.m.types;
        if out.len() > MAX_LEAVES {
            return Err(PtxError::Unsupported(format!(
                "aggregates with more than {MAX_LEAVES} scalars as values"
            )));
        }
        match t.get(ty) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fields = t.struct_fields(ty).unwrap_or(&[]).to_vec();
                let (_, offsets) = t.struct_layout(ty);
                for (f, off) in fields.into_iter().zip(offsets) {
                    self.collect_leaves(f, base + off, out)?;
                }
            }
            TypeData::Array { elem, len } => self.collect_elements(*elem, *len, base, out)?,
            TypeData::Vector { elem, len } => self.collect_elements(*elem, u64::from(*len), base, out)?,
            _ => {
                Scalar::of(t, ty)?;
                out.push((base, ty));
            }
        }
        Ok(())
    }

    fn collect_elements(&self, elem: Type, count: u64, base: u64, out: &mut Vec<(u64, Type)>) -> Result<(), PtxError> {
        if count > MAX_LEAVES as u64 {
            return Err(PtxError::Unsupported(format!(
                "aggregates with more than {MAX_LEAVES} scalars as values"
            )));
        }
        let stride = self.m.types.alloc_size(elem);
        for k in 0..count {
            self.collect_leaves(elem, base + k * stride, out)?;
        }
        Ok(())
    }

    /// True when `ty` is an aggregate (held as leaves).
    pub fn is_aggregate(&self, ty: Type) -> bool {
        matches!(
            self.m.types.get(ty),
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. } | TypeData::Vector { .. }
        )
    }

    fn value_is_aggregate(&self, v: Value) -> bool {
        self.value_type(v).is_some_and(|t| self.is_aggregate(t))
    }

    /// The leaves of aggregate value `v`.
    pub fn parts(&mut self, v: Value) -> Result<Vec<Val>, PtxError> {
        // The structural verifier does not check the types of aggregate
        // operands (`extractvalue` of a pointer, a scalar `insertvalue`d as a struct).
        let ty = self
            .value_type(v)
            .ok_or_else(|| PtxError::Malformed(format!("{}: aggregate operand without a type", self.f.name)))?;
        let leaves = self
            .leaves_of(ty)?
            .ok_or_else(|| PtxError::Malformed(format!("{}: expected an aggregate operand", self.f.name)))?;
        match v {
            Value::Inst(i) => {
                if let Some(p) = self.aggregates.get(&i) {
                    return Ok(p.clone());
                }
                if self.f.inst(i).opcode() == Opcode::Phi {
                    // An aggregate phi: one register per leaf, written on the incoming edges.
                    let mut regs = Vec::with_capacity(leaves.len());
                    for (_, t) in &leaves {
                        let class = Scalar::of(&self.m.types, *t)?.class();
                        regs.push(Val::Reg(self.new_reg(class)));
                    }
                    self.aggregates.insert(i, regs.clone());
                    return Ok(regs);
                }
                Err(PtxError::Unsupported(format!("{}: this aggregate value", self.f.name)))
            }
            Value::Arg(n) => self
                .arg_parts
                .get(&n)
                .cloned()
                .ok_or_else(|| PtxError::Unsupported(format!("{}: aggregate argument {n}", self.f.name))),
            Value::Const(c) => {
                let mut out = Vec::with_capacity(leaves.len());
                self.const_leaves(c, &mut out)?;
                // Nor does it check a constant's elements against its type.
                if out.len() != leaves.len() {
                    return Err(PtxError::Malformed(format!(
                        "{}: aggregate constant shape",
                        self.f.name
                    )));
                }
                Ok(out)
            }
            _ => Err(PtxError::Unsupported(format!(
                "{}: this aggregate operand",
                self.f.name
            ))),
        }
    }

    fn const_leaves(&mut self, c: ir::Constant, out: &mut Vec<Val>) -> Result<(), PtxError> {
        match self.m.consts.get(c).clone() {
            ConstData::Aggregate { elems, .. } => {
                for e in elems {
                    self.const_leaves(e, out)?;
                }
            }
            ConstData::Bytes { bytes, .. } => out.extend(bytes.iter().map(|&b| Val::Imm(Operand::Imm(i64::from(b))))),
            ConstData::Zero(ty) | ConstData::Undef(ty) | ConstData::Poison(ty) if self.is_aggregate(ty) => {
                for (_, t) in self.leaves_of(ty)?.unwrap_or_default() {
                    out.push(Val::Imm(match Scalar::of(&self.m.types, t)? {
                        Scalar::F32 => Operand::F32(0),
                        Scalar::F64 => Operand::F64(0),
                        _ => Operand::Imm(0),
                    }));
                }
            }
            _ => out.push(self.val(Value::Const(c))?),
        }
        Ok(())
    }

    /// The leaf range `[start, start+len)` and type an index path selects in `ty`.
    fn leaf_range(&self, ty: Type, path: &[u64]) -> Result<(usize, usize, Type), PtxError> {
        let t = &self.m.types;
        let count = |ty| -> Result<usize, PtxError> { Ok(self.leaves_of(ty)?.map_or(1, |l| l.len())) };
        let mut start = 0;
        let mut cur = ty;
        // The structural verifier does not check indices against the aggregate's type.
        for &k in path {
            let (children, next): (Vec<Type>, Type) = match t.get(cur) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fields = t.struct_fields(cur).unwrap_or(&[]).to_vec();
                    let next = *fields.get(k as usize).ok_or_else(|| {
                        PtxError::Malformed(format!("{}: aggregate index {k} out of range", self.f.name))
                    })?;
                    (fields[..k as usize].to_vec(), next)
                }
                TypeData::Array { elem, len } if k < *len => (vec![*elem; k as usize], *elem),
                TypeData::Vector { elem, len } if k < u64::from(*len) => (vec![*elem; k as usize], *elem),
                _ => {
                    return Err(PtxError::Malformed(format!(
                        "{}: aggregate index {k} out of range",
                        self.f.name
                    )))
                }
            };
            for c in children {
                start += count(c)?;
            }
            cur = next;
        }
        Ok((start, count(cur)?, cur))
    }

    /// The constant indices of `extractvalue`/`insertvalue`. The parser
    /// stores them as `i32` constants; the structural verifier does not
    /// check that built IR does, hence the error.
    fn index_path(&self, ops: &[Value]) -> Result<Vec<u64>, PtxError> {
        ops.iter()
            .map(|v| {
                v.as_const()
                    .and_then(|c| self.m.consts.as_int(c))
                    .and_then(|k| u64::try_from(k).ok())
                    .ok_or_else(|| PtxError::Malformed(format!("{}: aggregate index is not a constant", self.f.name)))
            })
            .collect()
    }

    /// `extractvalue`: the leaves its index path selects.
    pub(super) fn lower_extract_value(&mut self, i: Inst) -> Result<(), PtxError> {
        let (values, indices) = self.f.aggregate_index_operands(i);
        let agg = values[0];
        // Types are not checked structurally: the operand may be a global or a function.
        let agg_ty = self
            .value_type(agg)
            .ok_or_else(|| PtxError::Malformed(format!("{}: extractvalue operand type", self.f.name)))?;
        let path = self.index_path(indices)?;
        let (start, len, _) = self.leaf_range(agg_ty, &path)?;
        let parts = self.parts(agg)?;
        // Parts of a constant or phi of another shape than the type (see `parts`).
        let picked = parts
            .get(start..start + len)
            .ok_or_else(|| PtxError::Malformed(format!("{}: extractvalue range", self.f.name)))?
            .to_vec();
        if self.is_aggregate(self.f.inst(i).ty) {
            self.aggregates.insert(i, picked);
        } else {
            // A scalar result picked from an empty struct: types again.
            let v = picked
                .into_iter()
                .next()
                .ok_or_else(|| PtxError::Malformed(format!("{}: empty extractvalue", self.f.name)))?;
            self.set_repr(i, v);
        }
        Ok(())
    }

    /// `insertvalue`: the aggregate with one leaf range replaced.
    pub(super) fn lower_insert_value(&mut self, i: Inst) -> Result<(), PtxError> {
        let (values, indices) = self.f.aggregate_index_operands(i);
        let (agg, v) = (values[0], values[1]);
        let ty = self.f.inst(i).ty;
        let path = self.index_path(indices)?;
        let (start, len, _) = self.leaf_range(ty, &path)?;
        let mut parts = self.parts(agg)?;
        let new = if self.value_is_aggregate(v) {
            self.parts(v)?
        } else {
            vec![self.val(v)?]
        };
        // The inserted value's type is not checked structurally.
        if new.len() != len || start + len > parts.len() {
            return Err(PtxError::Malformed(format!("{}: insertvalue shape", self.f.name)));
        }
        parts.splice(start..start + len, new);
        self.aggregates.insert(i, parts);
        Ok(())
    }

    /// True when `i` produces or consumes an aggregate value.
    pub fn is_aggregate_inst(&self, i: Inst) -> bool {
        let d = self.f.inst(i);
        if d.opcode() == Opcode::Call {
            return false; // calls handle aggregate results and arguments themselves
        }
        self.is_aggregate(d.ty)
            || matches!(
                d.opcode(),
                Opcode::ExtractValue | Opcode::ExtractElement | Opcode::Store | Opcode::BitCast
            ) && self.f.operands(i).first().is_some_and(|&v| self.value_is_aggregate(v))
    }

    /// Lowers an instruction on aggregate values.
    pub(super) fn lower_aggregate(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let op = d.opcode();
        let is_vector = |this: &Self, t: Option<Type>| t.and_then(|t| this.vector_of(t)).is_some();
        match op {
            Opcode::ExtractValue => self.lower_extract_value(i),
            Opcode::InsertValue => self.lower_insert_value(i),
            Opcode::CmpXchg => self.lower_cmpxchg(i),
            Opcode::Load if !is_vector(self, Some(d.ty)) => self.lower_leafwise_load(i),
            Opcode::Store if !is_vector(self, self.f.operands(i).first().and_then(|&v| self.value_type(v))) => {
                self.lower_leafwise_store(i)
            }
            Opcode::Select if !is_vector(self, Some(d.ty)) => self.lower_aggregate_select(i),
            Opcode::Freeze if !is_vector(self, Some(d.ty)) => {
                let v = self.f.unary_operand(i);
                let p = self.parts(v)?;
                self.aggregates.insert(i, p);
                Ok(())
            }
            _ => self.lower_vector(i),
        }
    }

    fn lower_leafwise_load(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let volatile = d.header.flags.has(InstFlags::VOLATILE);
        let leaves = self.leaves_of(d.ty)?.unwrap_or_default();
        let ptr = self.f.unary_operand(i);
        let align = d.align;
        let (space, addr) = self.mem_ref(ptr)?;
        let mut ld = self.plain_access(PtxOp::Ld, space, volatile)?;
        if let Some(op) = self
            .cache_op(i, super::memory::LOAD_CACHE_OPS)
            .filter(|_| super::memory::is_plain_global(&ld))
        {
            ld = ld.cache(op);
        }
        let mut out = Vec::with_capacity(leaves.len());
        let kinds = leaves
            .iter()
            .map(|&(off, t)| Ok((off, Scalar::of(&self.m.types, t)?)))
            .collect::<Result<Vec<_>, PtxError>>()?;
        let runs = vector_runs(&kinds, align);
        let mut k = 0;
        for n in runs {
            let (off, s) = kinds[k];
            k += n;
            let a = Addr {
                base: addr.base.clone(),
                offset: addr.offset + off as i64,
            };
            if n > 1 {
                // float4, int2, double2 ...: one vector access, as nvcc.
                let regs: Vec<VReg> = (0..n).map(|_| self.new_reg(s.class())).collect();
                self.emit_access(&ld, n, s.u_exact(), [Self::brace(&regs), Operand::addr(a)]);
                out.extend(regs.into_iter().map(Val::Reg));
                continue;
            }
            let r = self.new_reg(s.class());
            if let Some(piece) = self.split_width(s, leaf_align(align, off)) {
                self.load_pieces(&ld, &a, s, piece, r)?;
            } else if s == Scalar::I1 {
                let tmp = self.new_reg(RegClass::B16);
                self.emit_access(&ld, 1, PtxType::U8, [Operand::Reg(tmp), Operand::addr(a)]);
                self.setp(CmpOp::Ne, PtxType::B16, r, Operand::Reg(tmp), Operand::Imm(0));
            } else {
                self.emit_access(&ld, 1, s.u_exact(), [Operand::Reg(r), Operand::addr(a)]);
            }
            out.push(Val::Reg(r));
        }
        self.aggregates.insert(i, out);
        Ok(())
    }

    fn lower_leafwise_store(&mut self, i: Inst) -> Result<(), PtxError> {
        let volatile = self.f.inst(i).header.flags.has(InstFlags::VOLATILE);
        let align = self.f.inst(i).align;
        let (value, ptr) = self.f.store_operands(i);
        // Cannot happen: `is_aggregate_inst` sends only stores of typed aggregates here.
        let ty = self
            .value_type(value)
            .ok_or_else(|| PtxError::Malformed(format!("{}: stored value type", self.f.name)))?;
        let leaves = self.leaves_of(ty)?.unwrap_or_default();
        let parts = self.parts(value)?;
        let kinds = leaves
            .iter()
            .map(|&(off, t)| Ok((off, Scalar::of(&self.m.types, t)?)))
            .collect::<Result<Vec<_>, PtxError>>()?;
        let runs = vector_runs(&kinds, align);
        // Sources: a register list for each vector run, one operand per other leaf.
        let mut srcs = Vec::with_capacity(runs.len());
        let mut k = 0;
        for &n in &runs {
            let s = kinds[k].1;
            if n > 1 {
                let mut regs = Vec::with_capacity(n);
                for p in &parts[k..k + n] {
                    regs.push(match p {
                        Val::Reg(r) => *r,
                        other => self.materialize(other.clone(), s, ir::addrspace::GENERIC, None)?,
                    });
                }
                srcs.push(Self::brace(&regs));
            } else {
                srcs.push(self.leaf_source(parts[k].clone(), s)?);
            }
            k += n;
        }
        let (space, addr) = self.mem_ref(ptr)?;
        let mut st = self.plain_access(PtxOp::St, space, volatile)?;
        if let Some(op) = self
            .cache_op(i, super::memory::STORE_CACHE_OPS)
            .filter(|_| super::memory::is_plain_global(&st))
        {
            st = st.cache(op);
        }
        let mut k = 0;
        for (n, src) in runs.into_iter().zip(srcs) {
            let (off, s) = kinds[k];
            k += n;
            let a = Addr {
                base: addr.base.clone(),
                offset: addr.offset + off as i64,
            };
            if n > 1 {
                self.emit_access(&st, n, s.u_exact(), [Operand::addr(a), src]);
            } else if let Some(piece) = self.split_width(s, leaf_align(align, off)) {
                self.store_pieces(&st, &a, s, piece, src)?;
            } else {
                self.emit_access(&st, 1, s.u_exact(), [Operand::addr(a), src]);
            }
        }
        Ok(())
    }

    /// A leaf as a store or `st.param` source: i1 as 0/1 in 16 bits, addresses in registers.
    pub(crate) fn leaf_source(&mut self, p: Val, s: Scalar) -> Result<Operand, PtxError> {
        Ok(match p {
            Val::Reg(r) if s == Scalar::I1 => {
                let t = self.new_reg(RegClass::B16);
                self.selp(PtxType::U16, t, Operand::Imm(1), Operand::Imm(0), r);
                Operand::Reg(t)
            }
            Val::Reg(r) => Operand::Reg(r),
            Val::Imm(Operand::Imm(k)) if s == Scalar::I1 => Operand::Imm(k & 1),
            Val::Imm(imm) if !matches!(imm, Operand::Sym(_)) => imm,
            other => Operand::Reg(self.materialize(other, s, ir::addrspace::GENERIC, None)?),
        })
    }

    fn lower_aggregate_select(&mut self, i: Inst) -> Result<(), PtxError> {
        let (c, t, f) = self.f.select_operands(i);
        let leaves = self.leaves_of(self.f.inst(i).ty)?.unwrap_or_default();
        let (tp, fp) = (self.parts(t)?, self.parts(f)?);
        if let Val::Imm(Operand::Imm(k)) = self.val(c)? {
            self.aggregates.insert(i, if k & 1 != 0 { tp } else { fp });
            return Ok(());
        }
        let p = self.reg(c)?;
        let mut out = Vec::with_capacity(leaves.len());
        for ((a, b), (_, ty)) in tp.into_iter().zip(fp).zip(leaves) {
            let s = Scalar::of(&self.m.types, ty)?;
            if s == Scalar::I1 {
                return Err(PtxError::Unsupported("select of aggregates with i1 fields".into()));
            }
            let (a, b) = (self.leaf_source(a, s)?, self.leaf_source(b, s)?);
            let d = self.new_reg(s.class());
            self.selp(s.typed(), d, a, b, p);
            out.push(Val::Reg(d));
        }
        self.aggregates.insert(i, out);
        Ok(())
    }
}

/// The alignment of a leaf at byte offset `off` of an access aligned to
/// `align` (0 = natural, kept as 0).
/// The leaves one access moves, in order: runs of 2 or 4 leaves of one scalar
/// kind (not i1), contiguous, 16 bytes at most and aligned to the
/// run's size become one `ld/st.v2/.v4` (float4, int2, double2, char4 ... as
/// nvcc accesses them); every other leaf is a run of 1.
fn vector_runs(leaves: &[(u64, Scalar)], align: u32) -> Vec<usize> {
    let mut runs = Vec::new();
    let mut k = 0;
    while k < leaves.len() {
        let (off, s) = leaves[k];
        let esize = u64::from(s.bits() / 8);
        let fits = |n: usize| {
            k + n <= leaves.len()
                && s != Scalar::I1
                && esize * n as u64 <= 16
                && u64::from(leaf_align(align, off)) >= esize * n as u64
                && (1..n).all(|j| leaves[k + j] == (off + j as u64 * esize, s))
        };
        let n = [4, 2].into_iter().find(|&n| fits(n)).unwrap_or(1);
        runs.push(n);
        k += n;
    }
    runs
}

fn leaf_align(align: u32, off: u64) -> u32 {
    if align == 0 || off == 0 {
        return align;
    }
    align.min(1 << off.trailing_zeros().min(31))
}
