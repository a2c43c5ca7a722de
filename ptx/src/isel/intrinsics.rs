//! LLVM intrinsics that are not `llvm.nvvm.*` special registers: math and
//! bit operations with a PTX instruction (a table keyed by the intrinsic id,
//! whatever its type suffixes), no-op markers, and `memcpy`/`memmove`/`memset`
//! (unrolled for small constant sizes, a loop otherwise).

use super::{FnLowering, Val};
use crate::inst::{Addr, AddrBase, Form, Guard, MachInst, Operand, PtxInst};
use crate::modifiers::{CmpOp, Part, Rounding};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::target::Feature;
use crate::PtxError;
use ir::{ConstData, Inst, Intrinsic, Value};

/// How an intrinsic is lowered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Lowering {
    /// `form.<type> d, a` (type from the result).
    Unary(Form),
    /// `cvt.<rounding>.<type>.<type> d, a`: rounding to an integral value.
    Integral(Rounding),
    /// `form.<type> d, a, b`.
    Binary(Form),
    /// `form.<type> d, a, b, c` (`fma.rn`).
    Ternary(Form),
    /// Integer op with a signedness-specific type (`min.s32`).
    IntBinary(PtxOp, bool),
    /// `abs.sN`
    IntAbs,
    /// Bit counts returning u32 (`popc`, `clz`), widened to the result type.
    BitCount(PtxOp),
    /// Count trailing zeros: `brev` then `clz`.
    Cttz,
    /// `brev.bN`
    BitReverse,
    /// `copysign.fN d, sign, magnitude` (PTX takes the sign source first).
    CopySign,
    /// Produces nothing (`lifetime.start`, `assume`, ...).
    NoOp,
    /// Returns its first operand (`expect`).
    First,
    /// `trap;`
    Trap,
    MemCopy,
    MemMove,
    MemSet,
}

const FMA_RN: Form = Form::new(PtxOp::Fma).rounding(Rounding::Rn);

/// Intrinsic (any type suffixes) -> lowering.
const INTRINSICS: &[(Intrinsic, Lowering)] = &[
    (Intrinsic::Fabs, Lowering::Unary(Form::new(PtxOp::Abs))),
    (
        Intrinsic::Sqrt,
        Lowering::Unary(Form::new(PtxOp::Sqrt).rounding(Rounding::Rn)),
    ),
    (Intrinsic::Floor, Lowering::Integral(Rounding::Rmi)),
    (Intrinsic::Ceil, Lowering::Integral(Rounding::Rpi)),
    (Intrinsic::Trunc, Lowering::Integral(Rounding::Rzi)),
    (Intrinsic::Rint, Lowering::Integral(Rounding::Rni)),
    (Intrinsic::Nearbyint, Lowering::Integral(Rounding::Rni)),
    (Intrinsic::Roundeven, Lowering::Integral(Rounding::Rni)),
    (Intrinsic::Minnum, Lowering::Binary(Form::new(PtxOp::Min))),
    (Intrinsic::Maxnum, Lowering::Binary(Form::new(PtxOp::Max))),
    (Intrinsic::Fma, Lowering::Ternary(FMA_RN)),
    (Intrinsic::Fmuladd, Lowering::Ternary(FMA_RN)),
    (Intrinsic::Copysign, Lowering::CopySign),
    (Intrinsic::Smin, Lowering::IntBinary(PtxOp::Min, true)),
    (Intrinsic::Smax, Lowering::IntBinary(PtxOp::Max, true)),
    (Intrinsic::Umin, Lowering::IntBinary(PtxOp::Min, false)),
    (Intrinsic::Umax, Lowering::IntBinary(PtxOp::Max, false)),
    (Intrinsic::Abs, Lowering::IntAbs),
    (Intrinsic::Ctpop, Lowering::BitCount(PtxOp::Popc)),
    (Intrinsic::Ctlz, Lowering::BitCount(PtxOp::Clz)),
    (Intrinsic::Cttz, Lowering::Cttz),
    (Intrinsic::Bitreverse, Lowering::BitReverse),
    (Intrinsic::Lifetime, Lowering::NoOp),
    (Intrinsic::Assume, Lowering::NoOp),
    (Intrinsic::Dbg, Lowering::NoOp),
    (Intrinsic::Experimental, Lowering::NoOp),
    (Intrinsic::Invariant, Lowering::NoOp),
    (Intrinsic::Sideeffect, Lowering::NoOp),
    (Intrinsic::Donothing, Lowering::NoOp),
    (Intrinsic::Expect, Lowering::First),
    (Intrinsic::Trap, Lowering::Trap),
    (Intrinsic::Memcpy, Lowering::MemCopy),
    (Intrinsic::Memmove, Lowering::MemMove),
    (Intrinsic::Memset, Lowering::MemSet),
];

/// The lowering of intrinsic `id` (whatever its type suffixes).
fn lookup(id: Intrinsic) -> Option<Lowering> {
    INTRINSICS.iter().find(|(i, _)| *i == id).map(|(_, l)| *l)
}

/// Largest copy chunk for `len` bytes when both sides are `align`-aligned.
fn chunk_size(align: u64, len: u64) -> u64 {
    let mut c = align.clamp(1, 8);
    while c > 1 && !len.is_multiple_of(c) {
        c /= 2;
    }
    c
}

/// Copies or fills up to this many chunks are unrolled; longer ones loop.
const UNROLL_LIMIT: u64 = 32;

impl FnLowering<'_> {
    /// True when `id` is an LLVM intrinsic this file lowers.
    pub fn is_llvm_intrinsic(id: Intrinsic) -> bool {
        lookup(id).is_some()
    }

    /// Lowers a call to the intrinsic `id` (spelled `name`) by the table above.
    pub(crate) fn lower_llvm_intrinsic(&mut self, i: Inst, id: Intrinsic, name: &str) -> Result<(), PtxError> {
        let lowering = lookup(id).ok_or_else(|| PtxError::Unsupported(format!("the intrinsic {name}")))?;
        let args: Vec<Value> = self.f.call_operands(i).1.to_vec();
        // The structural verifier does not check a call's arguments against
        // the intrinsic's signature (nor that it returns a value).
        let arg = |k: usize| {
            args.get(k)
                .copied()
                .ok_or_else(|| PtxError::Malformed(format!("{name}: missing operand {k}")))
        };
        let result = || -> Result<Scalar, PtxError> { Err(PtxError::Malformed(format!("{name}: no result"))) };
        let ty = self.f.inst(i).ty;
        let s = if self.m.types.is_void(ty) {
            None
        } else {
            Some(self.scalar(ty)?)
        };
        let s_or_err = |s: Option<Scalar>| s.map_or_else(result, Ok);
        if let (Some(h), Lowering::Ternary(form)) = (s.filter(|s| s.is_half()), lowering) {
            return self.half_fma(i, h, form, &args);
        }
        if let (
            Some(h),
            Lowering::Unary(_)
            | Lowering::Integral(_)
            | Lowering::Binary(_)
            | Lowering::Ternary(_)
            | Lowering::CopySign,
        ) = (s.filter(|s| s.is_half()), lowering)
        {
            return self.half_intrinsic(i, h, lowering, &args);
        }
        match lowering {
            Lowering::NoOp => Ok(()),
            Lowering::Trap => {
                self.push(MachInst::new(PtxOp::Trap));
                Ok(())
            }
            Lowering::First => {
                let v = self.val(arg(0)?)?;
                self.set_repr(i, v);
                Ok(())
            }
            Lowering::Unary(form) => {
                let s = s_or_err(s)?;
                let a = self.reg(arg(0)?)?;
                let d = self.def_reg(i)?;
                self.push(form.inst().ty(s.fty()).ops([Operand::Reg(d), Operand::Reg(a)]));
                Ok(())
            }
            Lowering::Integral(rounding) => {
                let s = s_or_err(s)?;
                let a = self.reg(arg(0)?)?;
                let d = self.def_reg(i)?;
                self.cvt(Some(rounding), s.fty(), s.fty(), d, a);
                Ok(())
            }
            Lowering::Binary(form) if matches!(s, Some(Scalar::F32 | Scalar::F64)) => {
                // min/max of f32/f64 (commutative, NaN and signed zeros alike
                // either way): a constant goes second as an immediate, no `mov`.
                let s = s_or_err(s)?;
                let (mut a, mut b) = (self.operand(arg(0)?)?, self.operand(arg(1)?)?);
                if !matches!(a, Operand::Reg(_)) {
                    std::mem::swap(&mut a, &mut b);
                }
                let a = self.first_in_reg(a, s)?;
                let d = self.def_reg(i)?;
                self.push(form.inst().ty(s.fty()).ops([Operand::Reg(d), a, b]));
                Ok(())
            }
            Lowering::Binary(form) | Lowering::Ternary(form) => {
                let s = s_or_err(s)?;
                let n = if matches!(lowering, Lowering::Binary(_)) { 2 } else { 3 };
                let mut ops = vec![Operand::Reg(self.def_reg(i)?)];
                for k in 0..n {
                    ops.push(Operand::Reg(self.reg(arg(k)?)?));
                }
                self.push(form.inst().ty(s.fty()).ops(ops));
                Ok(())
            }
            Lowering::CopySign => {
                let s = s_or_err(s)?;
                let mag = self.reg(arg(0)?)?;
                let sign = self.reg(arg(1)?)?;
                let d = self.def_reg(i)?;
                let ops = [Operand::Reg(d), Operand::Reg(sign), Operand::Reg(mag)];
                self.emit_op(PtxOp::Copysign, s.fty(), ops);
                Ok(())
            }
            Lowering::IntBinary(op, signed) => {
                let s = self.int32_or_64(s, name)?;
                let a = self.reg(arg(0)?)?;
                let b = self.operand(arg(1)?)?;
                let d = self.def_reg(i)?;
                let t = if signed { s.s() } else { s.u() };
                self.emit_op(op, t, [Operand::Reg(d), Operand::Reg(a), b]);
                Ok(())
            }
            Lowering::IntAbs => {
                let s = self.int32_or_64(s, name)?;
                let a = self.reg(arg(0)?)?;
                let d = self.def_reg(i)?;
                self.emit_op(PtxOp::Abs, s.s(), [Operand::Reg(d), Operand::Reg(a)]);
                Ok(())
            }
            Lowering::BitReverse => {
                let s = self.int32_or_64(s, name)?;
                let a = self.reg(arg(0)?)?;
                let d = self.def_reg(i)?;
                self.emit_op(PtxOp::Brev, s.b(), [Operand::Reg(d), Operand::Reg(a)]);
                Ok(())
            }
            Lowering::BitCount(_) | Lowering::Cttz => {
                let s = self.int32_or_64(s, name)?;
                let mut a = self.reg(arg(0)?)?;
                if lowering == Lowering::Cttz {
                    let r = self.new_reg(a.class);
                    self.emit_op(PtxOp::Brev, s.b(), [Operand::Reg(r), Operand::Reg(a)]);
                    a = r;
                }
                let op = if let Lowering::BitCount(op) = lowering {
                    op
                } else {
                    PtxOp::Clz
                };
                let d = self.def_reg(i)?;
                if s == Scalar::I64 {
                    let t = self.new_reg(RegClass::B32);
                    self.emit_op(op, PtxType::B64, [Operand::Reg(t), Operand::Reg(a)]);
                    self.cvt(None, PtxType::U64, PtxType::U32, d, t);
                } else {
                    self.emit_op(op, PtxType::B32, [Operand::Reg(d), Operand::Reg(a)]);
                }
                Ok(())
            }
            Lowering::MemCopy | Lowering::MemMove => {
                let (dst, src, len) = (arg(0)?, arg(1)?, arg(2)?);
                // The call's alignment is what IR generation knows of both pointers
                // (a record copy's: the record's).
                let align = u64::from(self.f.inst(i).align);
                self.lower_mem_copy(dst, src, len, align, lowering == Lowering::MemMove)
            }
            Lowering::MemSet => {
                let (dst, byte, len) = (arg(0)?, arg(1)?, arg(2)?);
                self.lower_mem_set(dst, byte, len)
            }
        }
    }

    /// `fma` on half or bfloat: the native single-rounding `fma.rn` (computing
    /// in f32 would round twice). bfloat needs sm_80.
    fn half_fma(&mut self, i: Inst, h: Scalar, fma: Form, args: &[Value]) -> Result<(), PtxError> {
        if h == Scalar::BF16 && !self.info.opts.target.supports(crate::target::Feature::Bf16Fma) {
            return Err(PtxError::Unsupported(format!(
                "fma on bfloat (fma.rn.bf16) on sm_{} (needs sm_80+)",
                self.info.opts.target.sm
            )));
        }
        let mut ops = vec![Operand::Reg(self.def_reg(i)?)];
        for &a in args.iter().take(3) {
            ops.push(Operand::Reg(self.reg(a)?));
        }
        self.push(fma.inst().ty(h.fty()).ops(ops));
        Ok(())
    }

    /// A float intrinsic on half or bfloat: computed in f32 (exact
    /// operations, or one rounding that f32's precision makes harmless)
    /// and rounded back.
    fn half_intrinsic(&mut self, i: Inst, h: Scalar, lowering: Lowering, args: &[Value]) -> Result<(), PtxError> {
        // `min`/`max` pick an operand: native `.f16`/`.bf16` (sm_80) where the
        // target has them (a NaN operand gives the other, as `minnum`/`maxnum`).
        if let (Lowering::Binary(form), [a, b]) = (lowering, args) {
            if matches!(form.opcode, PtxOp::Min | PtxOp::Max) && self.info.opts.target.supports(Feature::HalfMinMax) {
                let (a, b) = (self.reg(*a)?, self.reg(*b)?);
                let d = self.def_reg(i)?;
                self.push(form.inst().ty(h.fty()).ops([d, a, b].map(Operand::Reg)));
                return Ok(());
            }
        }
        let mut wide = Vec::with_capacity(args.len());
        for &a in args.iter().take(3) {
            if self.value_scalar(a)? == h {
                let r = self.reg(a)?;
                wide.push(self.half_to_f32(h, r));
            }
        }
        let t = self.new_reg(RegClass::F32);
        let ops = |d: VReg, w: &[VReg]| {
            let mut v = vec![Operand::Reg(d)];
            v.extend(w.iter().map(|&r| Operand::Reg(r)));
            v
        };
        let f32 = PtxType::F32;
        match lowering {
            Lowering::Integral(rounding) => self.cvt(Some(rounding), f32, f32, t, wide[0]),
            Lowering::Unary(form) => self.push(form.inst().ty(f32).ops(ops(t, &wide[..1]))),
            Lowering::Binary(form) if wide.len() >= 2 => self.push(form.inst().ty(f32).ops(ops(t, &wide[..2]))),
            Lowering::Ternary(form) if wide.len() >= 3 => self.push(form.inst().ty(f32).ops(ops(t, &wide[..3]))),
            Lowering::CopySign if wide.len() >= 2 => self.emit_op(
                PtxOp::Copysign,
                f32,
                [Operand::Reg(t), Operand::Reg(wide[1]), Operand::Reg(wide[0])],
            ),
            // Too few arguments for the intrinsic: not a structural fact (see above).
            _ => return Err(PtxError::Malformed(format!("{}: intrinsic operands", self.f.name))),
        }
        let d = self.def_reg(i)?;
        self.f32_to_half(h, t, d)
    }

    fn int32_or_64(&self, s: Option<Scalar>, name: &str) -> Result<Scalar, PtxError> {
        match s {
            Some(s @ (Scalar::I32 | Scalar::I64)) => Ok(s),
            _ => Err(PtxError::Unsupported(format!("{name} on this type"))),
        }
    }

    /// Alignment known for a pointer: from the symbol or depot it names.
    pub(crate) fn known_align(&self, v: &Val) -> u64 {
        let Val::Addr(a, _) = v else { return 1 };
        let base = match &a.base {
            AddrBase::Named(_) => self.frame.align,
            AddrBase::Sym(name) if self.sym_align.contains_key(name) => self.sym_align[name],
            AddrBase::Sym(name) => self
                .m
                .globals
                .iter()
                .find(|(g, _)| self.info.global_name(*g) == name)
                .map_or(1, |(_, g)| {
                    if g.align > 0 {
                        u64::from(g.align)
                    } else {
                        self.m.types.abi_align(g.ty)
                    }
                }),
            AddrBase::Reg(_) => 1,
        };
        let off = a.offset.unsigned_abs();
        if off == 0 {
            base
        } else {
            base.min(1 << off.trailing_zeros())
        }
    }

    fn const_len(&self, v: Value) -> Option<u64> {
        let c = v.as_const()?;
        match self.m.consts.get(c) {
            ConstData::Int { bits, .. } => u64::try_from(*bits).ok(),
            _ => None,
        }
    }

    /// A pointer as (space, address, alignment) for element-wise access.
    fn mem_operand(&mut self, p: Value) -> Result<(u32, Addr, u64), PtxError> {
        let v = self.val(p)?;
        let align = self.known_align(&v);
        let (space, addr) = self.mem_ref(p)?;
        Ok((space, addr, align))
    }

    /// `ld`/`st` (`kind`) of `bytes` bytes in `space`, without operands.
    fn access(kind: PtxOp, space: u32, bytes: u64) -> Result<MachInst, PtxError> {
        Ok(MachInst::new(kind)
            .space(super::ptx_space(space)?)
            .ty(PtxType::unsigned(bytes * 8)))
    }

    fn chunk_class(bytes: u64) -> RegClass {
        match bytes {
            8 => RegClass::B64,
            4 => RegClass::B32,
            _ => RegClass::B16,
        }
    }

    /// An address as a register in its own space (for loops).
    fn addr_reg(&mut self, space: u32, a: Addr) -> Result<VReg, PtxError> {
        self.materialize_addr(a, space, space, None)
    }

    fn lower_mem_copy(
        &mut self,
        dst: Value,
        src: Value,
        len: Value,
        align: u64,
        overlap: bool,
    ) -> Result<(), PtxError> {
        let (ds, da, dal) = self.mem_operand(dst)?;
        let (ss, sa, sal) = self.mem_operand(src)?;
        let (dal, sal) = (dal.max(align), sal.max(align));
        if let Some(n) = self.const_len(len).filter(|_| !overlap) {
            let c = chunk_size(dal.min(sal), n);
            if n / c <= UNROLL_LIMIT {
                let (ld, st) = (Self::access(PtxOp::Ld, ss, c)?, Self::access(PtxOp::St, ds, c)?);
                for k in 0..n / c {
                    let t = self.new_reg(Self::chunk_class(c));
                    let off = (k * c) as i64;
                    let s_addr = Addr {
                        base: sa.base.clone(),
                        offset: sa.offset + off,
                    };
                    let d_addr = Addr {
                        base: da.base.clone(),
                        offset: da.offset + off,
                    };
                    self.push(ld.clone().ops([Operand::Reg(t), Operand::addr(s_addr)]));
                    self.push(st.clone().ops([Operand::addr(d_addr), Operand::Reg(t)]));
                }
                return Ok(());
            }
        }
        let d = self.addr_reg(ds, da)?;
        let s = self.addr_reg(ss, sa)?;
        let n = self.len_reg(len)?;
        if overlap {
            // Copy backwards when the destination starts inside the source.
            let (gd, gs) = (self.generic_reg(ds, d)?, self.generic_reg(ss, s)?);
            let back = self.new_reg(RegClass::Pred);
            self.setp(CmpOp::Gt, PtxType::U64, back, Operand::Reg(gd), Operand::Reg(gs));
            let backward = self.new_label();
            let done = self.new_label();
            let if_back = Guard {
                reg: back,
                negate: false,
            };
            self.push(MachInst::branch_if(if_back, backward));
            self.byte_loop(ds, d, ss, s, n, false)?;
            self.push(MachInst::jump(done));
            self.out.push(PtxInst::Label(backward));
            self.byte_loop(ds, d, ss, s, n, true)?;
            self.out.push(PtxInst::Label(done));
            return Ok(());
        }
        self.byte_loop(ds, d, ss, s, n, false)
    }

    fn generic_reg(&mut self, space: u32, r: VReg) -> Result<VReg, PtxError> {
        let a = Addr {
            base: AddrBase::Reg(r),
            offset: 0,
        };
        self.materialize_addr(a, space, ir::addrspace::GENERIC, None)
    }

    fn len_reg(&mut self, len: Value) -> Result<VReg, PtxError> {
        let s = self.value_scalar(len)?;
        let r = self.reg(len)?;
        if s == Scalar::I64 {
            return Ok(r);
        }
        let t = self.new_reg(RegClass::B64);
        self.cvt(None, PtxType::U64, s.u_exact(), t, r);
        Ok(t)
    }

    /// `for (i = 0; i < n; i++) d[i] = s[i]` (or from n-1 down to 0).
    fn byte_loop(&mut self, ds: u32, d: VReg, ss: u32, s: VReg, n: VReg, backward: bool) -> Result<(), PtxError> {
        let (ld, st) = (Self::access(PtxOp::Ld, ss, 1)?, Self::access(PtxOp::St, ds, 1)?);
        let i = self.new_reg(RegClass::B64);
        let p = self.new_reg(RegClass::Pred);
        let (top, done) = (self.new_label(), self.new_label());
        let start = if backward { Operand::Reg(n) } else { Operand::Imm(0) };
        self.emit_op(PtxOp::Mov, PtxType::U64, [Operand::Reg(i), start]);
        let cond = if backward { CmpOp::Eq } else { CmpOp::Ge };
        self.out.push(PtxInst::Label(top));
        let limit = if backward { Operand::Imm(0) } else { Operand::Reg(n) };
        self.setp(cond, PtxType::U64, p, Operand::Reg(i), limit);
        self.push(MachInst::branch_if(Guard { reg: p, negate: false }, done));
        if backward {
            self.emit_op(
                PtxOp::Sub,
                PtxType::S64,
                [Operand::Reg(i), Operand::Reg(i), Operand::Imm(1)],
            );
        }
        let (sa, da, t) = (
            self.new_reg(RegClass::B64),
            self.new_reg(RegClass::B64),
            self.new_reg(RegClass::B16),
        );
        self.emit_op(
            PtxOp::Add,
            PtxType::S64,
            [Operand::Reg(sa), Operand::Reg(s), Operand::Reg(i)],
        );
        self.push(ld.ops([
            Operand::Reg(t),
            Operand::addr(Addr {
                base: AddrBase::Reg(sa),
                offset: 0,
            }),
        ]));
        self.emit_op(
            PtxOp::Add,
            PtxType::S64,
            [Operand::Reg(da), Operand::Reg(d), Operand::Reg(i)],
        );
        self.push(st.ops([
            Operand::addr(Addr {
                base: AddrBase::Reg(da),
                offset: 0,
            }),
            Operand::Reg(t),
        ]));
        if !backward {
            self.emit_op(
                PtxOp::Add,
                PtxType::S64,
                [Operand::Reg(i), Operand::Reg(i), Operand::Imm(1)],
            );
        }
        self.push(MachInst::jump(top));
        self.out.push(PtxInst::Label(done));
        Ok(())
    }

    fn lower_mem_set(&mut self, dst: Value, byte: Value, len: Value) -> Result<(), PtxError> {
        let (ds, da, dal) = self.mem_operand(dst)?;
        let const_byte = match self.val(byte)? {
            Val::Imm(Operand::Imm(b)) => Some((b as u64) & 0xff),
            _ => None,
        };
        if let Some(n) = self.const_len(len) {
            let c = chunk_size(dal, n);
            if n / c <= UNROLL_LIMIT {
                let st = Self::access(PtxOp::St, ds, c)?;
                let value = match const_byte {
                    Some(b) => {
                        let rep = (0..c).fold(0u64, |acc, _| (acc << 8) | b);
                        Operand::Imm(rep as i64)
                    }
                    None => Operand::Reg(self.replicate_byte(byte, c)?),
                };
                for k in 0..n / c {
                    let a = Addr {
                        base: da.base.clone(),
                        offset: da.offset + (k * c) as i64,
                    };
                    self.push(st.clone().ops([Operand::addr(a), value.clone()]));
                }
                return Ok(());
            }
        }
        let d = self.addr_reg(ds, da)?;
        let n = self.len_reg(len)?;
        let b = self.replicate_byte(byte, 1)?;
        let st = Self::access(PtxOp::St, ds, 1)?;
        let i = self.new_reg(RegClass::B64);
        let p = self.new_reg(RegClass::Pred);
        let (top, done) = (self.new_label(), self.new_label());
        self.emit_op(PtxOp::Mov, PtxType::U64, [Operand::Reg(i), Operand::Imm(0)]);
        self.out.push(PtxInst::Label(top));
        self.setp(CmpOp::Ge, PtxType::U64, p, Operand::Reg(i), Operand::Reg(n));
        self.push(MachInst::branch_if(Guard { reg: p, negate: false }, done));
        let a = self.new_reg(RegClass::B64);
        self.emit_op(
            PtxOp::Add,
            PtxType::S64,
            [Operand::Reg(a), Operand::Reg(d), Operand::Reg(i)],
        );
        self.push(st.ops([
            Operand::addr(Addr {
                base: AddrBase::Reg(a),
                offset: 0,
            }),
            Operand::Reg(b),
        ]));
        self.emit_op(
            PtxOp::Add,
            PtxType::S64,
            [Operand::Reg(i), Operand::Reg(i), Operand::Imm(1)],
        );
        self.push(MachInst::jump(top));
        self.out.push(PtxInst::Label(done));
        Ok(())
    }

    /// The i8 `byte` repeated to fill a `bytes`-wide register.
    fn replicate_byte(&mut self, byte: Value, bytes: u64) -> Result<VReg, PtxError> {
        let r = self.reg(byte)?;
        let masked = self.new_reg(RegClass::B16);
        self.emit_op(
            PtxOp::And,
            PtxType::B16,
            [Operand::Reg(masked), Operand::Reg(r), Operand::Imm(255)],
        );
        Ok(match bytes {
            1 => masked,
            2 => {
                let t = self.new_reg(RegClass::B16);
                let mul = MachInst::new(PtxOp::Mul).part(Part::Lo).ty(PtxType::S16);
                self.push(mul.ops([Operand::Reg(t), Operand::Reg(masked), Operand::Imm(0x101)]));
                t
            }
            4 => {
                let (w, t) = (self.new_reg(RegClass::B32), self.new_reg(RegClass::B32));
                self.cvt(None, PtxType::U32, PtxType::U16, w, masked);
                let mul = MachInst::new(PtxOp::Mul).part(Part::Lo).ty(PtxType::S32);
                self.push(mul.ops([Operand::Reg(t), Operand::Reg(w), Operand::Imm(0x0101_0101)]));
                t
            }
            _ => {
                let (w, t) = (self.new_reg(RegClass::B64), self.new_reg(RegClass::B64));
                self.cvt(None, PtxType::U64, PtxType::U16, w, masked);
                let mul = MachInst::new(PtxOp::Mul).part(Part::Lo).ty(PtxType::S64);
                self.push(mul.ops([Operand::Reg(t), Operand::Reg(w), Operand::Imm(0x0101_0101_0101_0101)]));
                t
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_chunks() {
        let by_name = |name: &str| Intrinsic::from_name(name).and_then(lookup);
        assert_eq!(by_name("llvm.fabs.f32"), Some(Lowering::Unary(Form::new(PtxOp::Abs))));
        assert_eq!(by_name("llvm.memcpy.p0.p1.i64"), Some(Lowering::MemCopy));
        assert_eq!(by_name("llvm.lifetime.start.p0"), Some(Lowering::NoOp));
        assert_eq!(by_name("llvm.nope.f32"), None);
        assert_eq!(by_name("llvm.nvvm.fabs.f"), None);
        assert_eq!(by_name("fabs"), None);
        assert_eq!(chunk_size(16, 24), 8);
        assert_eq!(chunk_size(4, 6), 2);
        assert_eq!(chunk_size(1, 8), 1);
    }
}
