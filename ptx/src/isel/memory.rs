//! Memory: allocas (depot slots), GEPs (address arithmetic with constant
//! parts folded into the address), loads and stores in the right state
//! space, address-space casts (`cvta`/`cvta.to`), and turning a folded
//! address into a register when a value needs one.

use super::{ptx_space, sext, FnLowering, Val};
use crate::inst::{Addr, AddrBase, MachInst, Operand};
use crate::modifiers::{CacheOp, CmpOp, MemSem, Modifiers, Part, Space};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::uses::WideIndex;
use crate::PtxError;
use ir::{addrspace, Inst, InstFlags, Opcode, TypeData, Value};

/// Cache operators of `ld` / `st` (PTX ISA "Cache Operators") the cache-hint
/// builtins use.
pub(super) const LOAD_CACHE_OPS: &[CacheOp] = &[
    CacheOp::Ca,
    CacheOp::Cg,
    CacheOp::Cs,
    CacheOp::Lu,
    CacheOp::Cv,
    CacheOp::Nc,
];
pub(super) const STORE_CACHE_OPS: &[CacheOp] = &[CacheOp::Wb, CacheOp::Cg, CacheOp::Cs, CacheOp::Wt];

/// True for a plain `ld.global`/`st.global` (no order, volatility or cache operator yet).
pub(super) fn is_plain_global(access: &MachInst) -> bool {
    access.mods
        == Modifiers {
            space: Some(Space::Global),
            ..Modifiers::default()
        }
}

impl FnLowering<'_> {
    /// Computes address `a` (an address in space `space`) into a register
    /// holding it as a `target` address.
    pub fn materialize_addr(&mut self, a: Addr, space: u32, target: u32, dst: Option<VReg>) -> Result<VReg, PtxError> {
        if let AddrBase::Reg(r) = a.base {
            if r.class == RegClass::B32 {
                return self.widen_short_addr(r, a.offset, space, target, dst);
            }
        }
        let d = dst.unwrap_or_else(|| self.new_reg(RegClass::B64));
        if space == addrspace::LOCAL && target == addrspace::GENERIC && a.base == AddrBase::Named("%SPL") {
            self.uses_sp = true;
            self.emit_op(
                PtxOp::Add,
                PtxType::U64,
                [Operand::Reg(d), Operand::Named("%SP"), Operand::Imm(a.offset)],
            );
            return Ok(d);
        }
        let x = if space == target {
            d
        } else {
            self.new_reg(RegClass::B64)
        };
        match a.base {
            AddrBase::Reg(r) if a.offset == 0 => {
                if space == target && dst.is_none() {
                    return Ok(r);
                }
                if space == target {
                    self.emit_op(PtxOp::Mov, PtxType::B64, [Operand::Reg(d), Operand::Reg(r)]);
                    return Ok(d);
                }
                self.cvta(space, target, d, r)?;
                return Ok(d);
            }
            AddrBase::Reg(r) => self.emit_op(
                PtxOp::Add,
                PtxType::S64,
                [Operand::Reg(x), Operand::Reg(r), Operand::Imm(a.offset)],
            ),
            AddrBase::Sym(s) => {
                self.emit_op(PtxOp::Mov, PtxType::U64, [Operand::Reg(x), Operand::Sym(s.into())]);
                if a.offset != 0 {
                    self.emit_op(
                        PtxOp::Add,
                        PtxType::S64,
                        [Operand::Reg(x), Operand::Reg(x), Operand::Imm(a.offset)],
                    );
                }
            }
            AddrBase::Named(n) => self.emit_op(
                PtxOp::Add,
                PtxType::U64,
                [Operand::Reg(x), Operand::Named(n), Operand::Imm(a.offset)],
            ),
        }
        if space != target {
            self.cvta(space, target, d, x)?;
        }
        Ok(d)
    }

    /// Converts address `src` in `from` to `to` (one of them generic, or both specific via generic).
    pub(super) fn cvta(&mut self, from: u32, to: u32, d: VReg, src: VReg) -> Result<(), PtxError> {
        let (fspace, tspace) = (ptx_space(from)?, ptx_space(to)?);
        let to_generic = |s: VReg, d: VReg| {
            MachInst::new(PtxOp::Cvta)
                .space(fspace)
                .ty(PtxType::U64)
                .ops([Operand::Reg(d), Operand::Reg(s)])
        };
        let from_generic = |s: VReg, d: VReg| {
            MachInst::new(PtxOp::CvtaTo)
                .space(tspace)
                .ty(PtxType::U64)
                .ops([Operand::Reg(d), Operand::Reg(s)])
        };
        if from == to {
            self.emit_op(PtxOp::Mov, PtxType::B64, [Operand::Reg(d), Operand::Reg(src)]);
        } else if to == addrspace::GENERIC {
            self.push(to_generic(src, d));
        } else if from == addrspace::GENERIC {
            self.push(from_generic(src, d));
        } else {
            let g = self.new_reg(RegClass::B64);
            self.push(to_generic(src, g));
            self.push(from_generic(g, d));
        }
        Ok(())
    }

    /// After folding `i` to an address: if some use needs it in a register, put it there.
    fn settle_address(&mut self, i: Inst, a: Addr, space: u32) -> Result<(), PtxError> {
        if self.uses.value_uses[i] > 0 {
            let d = self.def_reg(i)?;
            let target = self
                .m
                .types
                .ptr_addrspace(self.f.inst(i).ty)
                .unwrap_or(addrspace::GENERIC);
            self.materialize_addr(a, space, target, Some(d))?;
            self.set_repr(i, Val::Reg(d));
        } else {
            self.set_repr(i, Val::Addr(a, space));
        }
        Ok(())
    }

    /// The pointer `v` as a memory operand: (state space, address).
    pub fn mem_ref(&mut self, v: Value) -> Result<(u32, Addr), PtxError> {
        let space = self.ptr_space(v);
        Ok(match self.val(v)? {
            Val::Addr(a, s) => (s, a),
            Val::Reg(r) => (
                space,
                Addr {
                    base: AddrBase::Reg(r),
                    offset: 0,
                },
            ),
            imm @ Val::Imm(_) => {
                let r = self.materialize(imm, Scalar::Ptr, space, None)?;
                (
                    space,
                    Addr {
                        base: AddrBase::Reg(r),
                        offset: 0,
                    },
                )
            }
        })
    }

    /// `alloca`: its depot slot `[%SPL+off]`, folded until a value use needs a register.
    pub(super) fn lower_alloca(&mut self, i: Inst) -> Result<(), PtxError> {
        // Cannot happen: frame.rs gives every alloca of the layout a slot.
        let offset = *self
            .frame
            .offsets
            .get(&i)
            .ok_or_else(|| PtxError::Malformed(format!("{}: alloca outside the layout", self.f.name)))?;
        let a = Addr {
            base: AddrBase::Named("%SPL"),
            offset: offset as i64,
        };
        self.settle_address(i, a, addrspace::LOCAL)
    }

    /// `getelementptr`: constant parts folded into the offset, indices scaled and added.
    pub(super) fn lower_gep(&mut self, i: Inst) -> Result<(), PtxError> {
        let (m, f) = (self.m, self.f);
        let (base, indices) = f.gep_operands(i);
        // The structural verifier checks neither the source element type nor
        // the indices against it (constant struct indices in range, no
        // indexing into a scalar): those errors remain.
        let src_ty = f
            .inst(i)
            .aux_ty
            .ok_or_else(|| PtxError::Malformed(format!("{}: GEP without a source type", f.name)))?;
        // The same address computed earlier in this block: reuse it.
        let key = (f.operands(i).to_vec(), src_ty);
        if let Some(v) = self.gep_cache.get(&key).cloned() {
            self.set_repr(i, v);
            return Ok(());
        }
        let (space, a) = self.mem_ref(base)?;
        // A `.shared` address computes in 32 bits (shared_addr.rs).
        let short = self.short_shared_gep(i, space, &a.base);
        let (class, add_ty) = if short {
            (RegClass::B32, PtxType::S32)
        } else {
            (RegClass::B64, PtxType::S64)
        };
        let mut offset = a.offset;
        let mut dynamic: Option<VReg> = None;
        let mut cur = src_ty;
        for (k, &idx) in indices.iter().enumerate() {
            let scale = if k == 0 {
                m.types.alloc_size(src_ty)
            } else {
                match m.types.get(cur) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let field = idx.as_const().and_then(|c| m.consts.as_int(c)).ok_or_else(|| {
                            PtxError::Malformed(format!("{}: struct GEP index is not constant", f.name))
                        })?;
                        let (_, offsets) = m.types.struct_layout(cur);
                        let fields = m.types.struct_fields(cur).unwrap_or(&[]);
                        let (Some(&off), Some(&fty)) = (offsets.get(field as usize), fields.get(field as usize)) else {
                            return Err(PtxError::Malformed(format!(
                                "{}: struct GEP index {field} out of range",
                                f.name
                            )));
                        };
                        offset = offset.wrapping_add(off as i64);
                        cur = fty;
                        continue;
                    }
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                        cur = *elem;
                        m.types.alloc_size(*elem)
                    }
                    other => {
                        return Err(PtxError::Malformed(format!("{}: GEP indexes into {other:?}", f.name)));
                    }
                }
            };
            match self.val(idx)? {
                Val::Imm(Operand::Imm(c)) => {
                    let bits = self.value_scalar(idx)?.bits();
                    let c = sext(c as u64 as u128, bits);
                    offset = offset.wrapping_add(c.wrapping_mul(scale as i64));
                }
                _ => {
                    let t = if short {
                        self.scaled_index32(idx, scale)?
                    } else {
                        self.scaled_index(idx, scale)?
                    };
                    let Some(t) = t else {
                        continue;
                    };
                    dynamic = Some(match dynamic {
                        None => t,
                        Some(acc) => {
                            let sum = self.new_reg(class);
                            self.emit_op(
                                PtxOp::Add,
                                add_ty,
                                [Operand::Reg(sum), Operand::Reg(acc), Operand::Reg(t)],
                            );
                            sum
                        }
                    });
                }
            }
        }
        if short && (dynamic.is_some() || matches!(a.base, AddrBase::Reg(_))) {
            // Beside a 32-bit register the offset wraps as the register does.
            offset = i64::from(offset as i32);
        }
        let result = match dynamic {
            None => Addr { base: a.base, offset },
            Some(t) if short => Addr {
                base: AddrBase::Reg(self.short_sum(a.base, t)),
                offset,
            },
            Some(t) => {
                let base_op = match a.base {
                    AddrBase::Reg(r) => Operand::Reg(r),
                    AddrBase::Named(n) => Operand::Named(n),
                    AddrBase::Sym(s) => {
                        let r = self.new_reg(RegClass::B64);
                        self.emit_op(PtxOp::Mov, PtxType::U64, [Operand::Reg(r), Operand::Sym(s.into())]);
                        Operand::Reg(r)
                    }
                };
                let sum = self.new_reg(RegClass::B64);
                self.emit_op(PtxOp::Add, PtxType::S64, [Operand::Reg(sum), base_op, Operand::Reg(t)]);
                Addr {
                    base: AddrBase::Reg(sum),
                    offset,
                }
            }
        };
        self.settle_address(i, result, space)?;
        if self.lane.is_none() {
            let v = self.val(Value::Inst(i))?;
            self.gep_cache.insert(key, v);
        }
        Ok(())
    }

    /// `idx * scale` as a 64-bit register (GEP indices are sign-extended);
    /// `None` when the scale is zero.
    fn scaled_index(&mut self, idx: Value, scale: u64) -> Result<Option<VReg>, PtxError> {
        if scale == 0 {
            return Ok(None);
        }
        // `sext`/`zext i32 %x to i64` as an index: multiply %x widening instead.
        // An i32 index is sign-extended, so a `sext` shares its source's entry;
        // a `zext` is cached under itself.
        let (key, unsigned_source) = match idx {
            Value::Inst(j) => match crate::uses::wide_index_from_i32(self.f, &self.m.types, j) {
                Some(WideIndex::Signed) => (self.f.unary_operand(j), None),
                Some(WideIndex::Unsigned) => (idx, Some(self.f.unary_operand(j))),
                None => (idx, None),
            },
            other => (other, None),
        };
        if let Some(r) = self.cached_index((key, scale, RegClass::B64)) {
            return Ok(Some(r));
        }
        let r = match unsigned_source {
            Some(src) => self.scaled_unsigned_i32(src, scale)?,
            None => self.scaled_index_uncached(key, scale)?,
        };
        if let (Some(r), Some(b)) = (r, self.current_block) {
            self.index_cache.insert((key, scale, RegClass::B64), (r, b));
        }
        Ok(r)
    }

    /// `zext(src) * scale` for an i32 `src`: `mul.wide.u32` (exact, as both
    /// factors fit in 32 bits), or one `cvt.u64.u32` when the scale is 1.
    fn scaled_unsigned_i32(&mut self, src: Value, scale: u64) -> Result<Option<VReg>, PtxError> {
        let Ok(scale32) = u32::try_from(scale) else {
            let wide = self.new_reg(RegClass::B64);
            let r = self.reg(src)?;
            self.cvt(None, PtxType::U64, PtxType::U32, wide, r);
            let t = self.new_reg(RegClass::B64);
            let mul = MachInst::new(PtxOp::Mul).part(Part::Lo).ty(PtxType::S64);
            self.push(mul.ops([Operand::Reg(t), Operand::Reg(wide), Operand::Imm(scale as i64)]));
            return Ok(Some(t));
        };
        let r = self.reg(src)?;
        let t = self.new_reg(RegClass::B64);
        if scale32 == 1 {
            self.cvt(None, PtxType::U64, PtxType::U32, t, r);
        } else {
            let mul = MachInst::new(PtxOp::Mul).part(Part::Wide).ty(PtxType::U32);
            self.push(mul.ops([Operand::Reg(t), Operand::Reg(r), Operand::Imm(i64::from(scale32))]));
        }
        Ok(Some(t))
    }

    fn scaled_index_uncached(&mut self, idx: Value, scale: u64) -> Result<Option<VReg>, PtxError> {
        let s = self.value_scalar(idx)?;
        let r = self.reg(idx)?;
        let scale_i = scale as i64;
        if s == Scalar::I32 && i32::try_from(scale).is_ok() {
            let t = self.new_reg(RegClass::B64);
            if scale == 1 {
                self.cvt(None, PtxType::S64, PtxType::S32, t, r);
            } else {
                let mul = MachInst::new(PtxOp::Mul).part(Part::Wide).ty(PtxType::S32);
                self.push(mul.ops([Operand::Reg(t), Operand::Reg(r), Operand::Imm(scale_i)]));
            }
            return Ok(Some(t));
        }
        let wide = match s {
            Scalar::I64 | Scalar::Ptr => r,
            Scalar::I1 => {
                let t = self.new_reg(RegClass::B64);
                self.selp(PtxType::B64, t, Operand::Imm(-1), Operand::Imm(0), r);
                t
            }
            Scalar::I8 | Scalar::I16 | Scalar::I32 => {
                let t = self.new_reg(RegClass::B64);
                self.cvt(None, PtxType::S64, s.s_exact(), t, r);
                t
            }
            // GEP index types are not checked by the structural verifier.
            Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::BF16 => {
                return Err(PtxError::Malformed(format!("{}: float GEP index", self.f.name)));
            }
        };
        if scale == 1 {
            return Ok(Some(wide));
        }
        let t = self.new_reg(RegClass::B64);
        if scale.is_power_of_two() {
            self.emit_op(
                PtxOp::Shl,
                PtxType::B64,
                [
                    Operand::Reg(t),
                    Operand::Reg(wide),
                    Operand::Imm(i64::from(scale.trailing_zeros())),
                ],
            );
        } else {
            let mul = MachInst::new(PtxOp::Mul).part(Part::Lo).ty(PtxType::S64);
            self.push(mul.ops([Operand::Reg(t), Operand::Reg(wide), Operand::Imm(scale_i)]));
        }
        Ok(Some(t))
    }

    /// `ld`/`st` (`kind`) with state space and volatility, `ld.volatile.global`:
    /// the access without its type and operands.
    pub(crate) fn plain_access(&self, kind: PtxOp, space: u32, volatile: bool) -> Result<MachInst, PtxError> {
        let vol = volatile
            && matches!(
                space,
                addrspace::GENERIC | addrspace::GLOBAL | addrspace::SHARED | addrspace::LOCAL
            );
        let mut access = MachInst::new(kind).space(ptx_space(space)?);
        if vol {
            access = access.sem(MemSem::Volatile);
        }
        Ok(access)
    }

    /// `ld`/`st` with the memory order of an atomic access (`ld.acquire.gpu.global`),
    /// or with volatility for a plain one.
    fn ordered_access(
        &mut self,
        i: Inst,
        kind: PtxOp,
        space: u32,
        volatile: bool,
        load: bool,
    ) -> Result<MachInst, PtxError> {
        match self.access_order(i, load) {
            None => self.plain_access(kind, space, volatile),
            Some((sem, scope, fence_first)) => {
                if fence_first {
                    self.push(MachInst::new(PtxOp::Fence).sem(MemSem::Sc).scope(scope));
                }
                Ok(MachInst::new(kind).sem(sem).scope(scope).space(ptx_space(space)?))
            }
        }
    }

    /// The PTX cache operator a `!ptxc.cache !{!"cg"}` attachment on `i`
    /// names, when it is one of `allowed`.
    pub(super) fn cache_op(&self, i: Inst, allowed: &[CacheOp]) -> Option<CacheOp> {
        let node = self.f.metadata(i, "ptxc.cache")?;
        let first = (*self.m.md.operands(node).first()?)?;
        match self.m.md.get(first) {
            ir::MdData::String(s) => CacheOp::from_name(s).filter(|op| allowed.contains(op)),
            _ => None,
        }
    }

    /// `load`: `ld` in the pointer's state space (`.nc` for read-only kernel inputs).
    pub(super) fn lower_load(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let volatile = d.header.flags.has(InstFlags::VOLATILE);
        let s = self.scalar(d.ty)?;
        let ptr = self.f.unary_operand(i);
        let (space, addr) = self.mem_ref(ptr)?;
        let mut ld = self.ordered_access(i, PtxOp::Ld, space, volatile, true)?;
        if let Some(op) = self.cache_op(i, LOAD_CACHE_OPS).filter(|_| is_plain_global(&ld)) {
            // __ldcg and friends (irgen tags the load): `ld.global.cg`.
            ld = ld.cache(op);
        } else if is_plain_global(&ld) && self.read_only.contains(&ptr) {
            // Memory behind a `noalias readonly` kernel pointer does not change
            // while the kernel runs: use the non-coherent (texture) path.
            ld = ld.cache(CacheOp::Nc);
        }
        let split = self.split_width(s, self.f.inst(i).align);
        if let Some(&ext) = self
            .uses
            .widened_loads
            .get(&i)
            .filter(|_| split.is_none() && self.lane.is_none())
        {
            // The load's one use extends it: load straight into the wide register.
            let signed = self.f.inst(ext).opcode() == Opcode::SExt;
            let ty = match (s, signed) {
                (Scalar::I8, false) => PtxType::U8,
                (Scalar::I8, true) => PtxType::S8,
                (_, false) => PtxType::U16,
                (_, true) => PtxType::S16,
            };
            let wide = self.def_reg(ext)?;
            self.push(ld.ty(ty).ops([Operand::Reg(wide), Operand::addr(addr)]));
            self.absorbed.insert(ext);
            return Ok(());
        }
        let dst = self.def_reg(i)?;
        if let Some(piece) = split {
            return self.load_pieces(&ld, &addr, s, piece, dst);
        }
        if s == Scalar::I1 {
            let t = self.new_reg(RegClass::B16);
            self.push(ld.ty(PtxType::U8).ops([Operand::Reg(t), Operand::addr(addr)]));
            self.setp(CmpOp::Ne, PtxType::B16, dst, Operand::Reg(t), Operand::Imm(0));
        } else {
            self.push(ld.ty(s.u_exact()).ops([Operand::Reg(dst), Operand::addr(addr)]));
        }
        Ok(())
    }

    /// `store`: `st` in the pointer's state space.
    pub(super) fn lower_store(&mut self, i: Inst) -> Result<(), PtxError> {
        let d = self.f.inst(i);
        let volatile = d.header.flags.has(InstFlags::VOLATILE);
        let (value, ptr) = self.f.store_operands(i);
        let s = self.value_scalar(value)?;
        let v = if s == Scalar::I1 {
            let p = self.reg(value)?;
            let t = self.new_reg(RegClass::B16);
            self.selp(PtxType::U16, t, Operand::Imm(1), Operand::Imm(0), p);
            Operand::Reg(t)
        } else {
            self.operand(value)?
        };
        let (space, addr) = self.mem_ref(ptr)?;
        let mut st = self.ordered_access(i, PtxOp::St, space, volatile, false)?;
        if let Some(op) = self.cache_op(i, STORE_CACHE_OPS).filter(|_| is_plain_global(&st)) {
            // __stcg and friends: `st.global.cg`.
            st = st.cache(op);
        }
        if let Some(piece) = self.split_width(s, self.f.inst(i).align) {
            return self.store_pieces(&st, &addr, s, piece, v);
        }
        self.push(st.ty(s.u_exact()).ops([Operand::addr(addr), v]));
        Ok(())
    }

    /// `addrspacecast`: free when the address is known in the target space, else `cvta`.
    pub(super) fn lower_addrspacecast(&mut self, i: Inst) -> Result<(), PtxError> {
        let src = self.f.unary_operand(i);
        let to = self
            .m
            .types
            .ptr_addrspace(self.f.inst(i).ty)
            .unwrap_or(addrspace::GENERIC);
        let from = self.ptr_space(src);
        match self.val(src)? {
            // An address whose real space is known stays folded when the cast
            // targets that space or generic: both name the same object.
            Val::Addr(a, s) if s == to || to == addrspace::GENERIC => self.settle_address(i, a, s),
            Val::Reg(r) if from == to => {
                self.set_repr(i, Val::Reg(r));
                Ok(())
            }
            other => {
                let r = self.materialize(other, Scalar::Ptr, from, None)?;
                let address_only = self.uses.value_uses[i] == 0 && self.lane.is_none();
                if from == addrspace::GENERIC && to == addrspace::SHARED && address_only {
                    return self.short_shared_cast(i, r);
                }
                let d = self.def_reg(i)?;
                self.cvta(from, to, d, r)?;
                Ok(())
            }
        }
    }
}
