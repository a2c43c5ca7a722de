//! The device-runtime intrinsics that IR generation emits for CUDA builtins
//! (compiler/src/irgen/builtins.rs): barrier reductions, warp shuffles,
//! votes, match and redux, `activemask`, funnel shifts, and the NVVM
//! arithmetic intrinsics that are one PTX instruction each (`mul24`,
//! `mulhi`, `sad`, `prmt`, `dp4a`/`dp2a`, the rounded float operations
//! and conversions, the `.approx` functions). A table maps each intrinsic
//! id and suffix (read through the IR's intrinsic table) to its lowering,
//! whose payload is the typed instruction; the rounded operations and
//! conversions are decoded from the suffix parts. specs/runtime.md lists
//! the mapping.

use super::FnLowering;
use crate::inst::{Form, MachInst, Operand};
use crate::modifiers::{
    CacheOp, CmpOp, FunnelMode, Mode, Part, Precision, ReduceOp, Rounding, ShflMode, Space, VoteMode,
};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::target::Feature;
use crate::PtxError;
use ir::{ConstData, Inst, Intrinsic, IntrinsicName, Value};
use Intrinsic as I;
use PtxType as T;

/// How a runtime intrinsic becomes PTX.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Rt {
    /// `form d, a, b, ...` on the operands in order.
    Op(Form),
    /// `form a, b, ...`: no result.
    VoidOp(Form),
    /// `shf.<dir>.<mode>.b32 d, lo, hi, n` for `fsh{l,r}.i32(hi, lo, n)`
    /// (`wrap`) and `fsh{l,r}.clamp.i32` (`clamp`).
    Funnel(FunnelMode),
    /// `bar.red.popc.u32 d, 0, p`.
    BarPopc,
    /// `bar.red.{and,or}.pred q, 0, p` then `selp.u32 d, 1, 0, q`.
    BarPred(ReduceOp),
    /// `bar.warp.sync mask`.
    WarpSync,
    /// `barrier.sync a[, b]` (constant operands as immediates, as nvcc prints them).
    NamedBarrier,
    /// `shfl.sync.<mode>.b32 d, a, b, c, mask` (IR operands: mask, a, b, c).
    Shfl(ShflMode),
    /// `vote.sync.<mode>.pred q, p, mask` (IR operands: mask, p).
    VotePred(VoteMode),
    /// `vote.sync.ballot.b32 d, p, mask`.
    Ballot,
    /// `match.any.sync.<bits> d, a, mask`.
    MatchAny(PtxType),
    /// `match.all.sync.<bits> d, a, mask`; the `i1` is `d != 0`.
    MatchAll(PtxType),
    /// `redux.sync.<op>.<type> d, a, mask` (IR operands: a, mask), sm_80+.
    Redux(ReduceOp, PtxType),
    /// `activemask.b32 d`.
    ActiveMask,
    /// `isspacep.<space> p, a`.
    IsSpace(Space),
    /// `dp2a.{lo,hi}.<t>.<t> d, a, b, c` (IR operands: a, b, i1 hi, c).
    Dp2a(PtxType),
    /// `atom[.space].add.noftz.<type> d, [p], v` on the bits of half or bfloat
    /// values (IR operands: p, v as i16/i32), on targets with the feature.
    AtomAddNoftz(PtxType, Feature),
}

/// `op.<types>`.
const fn op(opcode: PtxOp, types: &'static [PtxType]) -> Rt {
    Rt::Op(Form::new(opcode).types(types))
}

/// `op.approx.f32`.
const fn approx(opcode: PtxOp) -> Rt {
    Rt::Op(Form::new(opcode).precision(Precision::Approx).types(&[PtxType::F32]))
}

/// `op.approx.ftz.f32`.
const fn approx_ftz(opcode: PtxOp) -> Rt {
    Rt::Op(
        Form::new(opcode)
            .precision(Precision::Approx)
            .ftz()
            .types(&[PtxType::F32]),
    )
}

/// (intrinsic, suffix parts) -> lowering, for the names that are not decoded from parts.
const RUNTIME: &[(Intrinsic, &[&str], Rt)] = &[
    (I::Barrier0Reduce, &["popc"], Rt::BarPopc),
    (I::Barrier0Reduce, &["and"], Rt::BarPred(ReduceOp::And)),
    (I::Barrier0Reduce, &["or"], Rt::BarPred(ReduceOp::Or)),
    (I::BarWarpSync, &[], Rt::WarpSync),
    (I::BarrierSync, &[], Rt::NamedBarrier),
    (I::BarrierSync, &["cnt"], Rt::NamedBarrier),
    (I::ShflSync, &["idx", "i32"], Rt::Shfl(ShflMode::Idx)),
    (I::ShflSync, &["idx", "f32"], Rt::Shfl(ShflMode::Idx)),
    (I::ShflSync, &["up", "i32"], Rt::Shfl(ShflMode::Up)),
    (I::ShflSync, &["up", "f32"], Rt::Shfl(ShflMode::Up)),
    (I::ShflSync, &["down", "i32"], Rt::Shfl(ShflMode::Down)),
    (I::ShflSync, &["down", "f32"], Rt::Shfl(ShflMode::Down)),
    (I::ShflSync, &["bfly", "i32"], Rt::Shfl(ShflMode::Bfly)),
    (I::ShflSync, &["bfly", "f32"], Rt::Shfl(ShflMode::Bfly)),
    (I::VoteAllSync, &[], Rt::VotePred(VoteMode::All)),
    (I::VoteAnySync, &[], Rt::VotePred(VoteMode::Any)),
    (I::VoteUniSync, &[], Rt::VotePred(VoteMode::Uni)),
    (I::VoteBallotSync, &[], Rt::Ballot),
    (I::MatchAnySync, &["i32"], Rt::MatchAny(T::B32)),
    (I::MatchAnySync, &["i64"], Rt::MatchAny(T::B64)),
    (I::MatchAllSync, &["i32p"], Rt::MatchAll(T::B32)),
    (I::MatchAllSync, &["i64p"], Rt::MatchAll(T::B64)),
    (I::ReduxSync, &["add"], Rt::Redux(ReduceOp::Add, T::U32)),
    (I::ReduxSync, &["min"], Rt::Redux(ReduceOp::Min, T::S32)),
    (I::ReduxSync, &["max"], Rt::Redux(ReduceOp::Max, T::S32)),
    (I::ReduxSync, &["umin"], Rt::Redux(ReduceOp::Min, T::U32)),
    (I::ReduxSync, &["umax"], Rt::Redux(ReduceOp::Max, T::U32)),
    (I::ReduxSync, &["and"], Rt::Redux(ReduceOp::And, T::B32)),
    (I::ReduxSync, &["or"], Rt::Redux(ReduceOp::Or, T::B32)),
    (I::ReduxSync, &["xor"], Rt::Redux(ReduceOp::Xor, T::B32)),
    (I::Activemask, &[], Rt::ActiveMask),
    (
        I::Nanosleep,
        &[],
        Rt::VoidOp(Form::new(PtxOp::Nanosleep).types(&[T::U32])),
    ),
    (I::IsSpacep, &["global"], Rt::IsSpace(Space::Global)),
    (I::IsSpacep, &["shared"], Rt::IsSpace(Space::Shared)),
    (I::IsSpacep, &["const"], Rt::IsSpace(Space::Const)),
    (I::IsSpacep, &["local"], Rt::IsSpace(Space::Local)),
    (I::IsSpacep, &["param"], Rt::IsSpace(Space::Param)),
    (I::IsSpacep, &["shared", "cluster"], Rt::IsSpace(Space::SharedCluster)),
    (I::Fshl, &["i32"], Rt::Funnel(FunnelMode::LWrap)),
    (I::Fshr, &["i32"], Rt::Funnel(FunnelMode::RWrap)),
    (I::FshlClamp, &["i32"], Rt::Funnel(FunnelMode::LClamp)),
    (I::FshrClamp, &["i32"], Rt::Funnel(FunnelMode::RClamp)),
    (I::Prmt, &[], op(PtxOp::Prmt, &[T::B32])),
    (I::Fns, &[], op(PtxOp::Fns, &[T::B32])),
    (
        I::Mul24,
        &["i"],
        Rt::Op(Form::new(PtxOp::Mul24).part(Part::Lo).types(&[T::S32])),
    ),
    (
        I::Mul24,
        &["ui"],
        Rt::Op(Form::new(PtxOp::Mul24).part(Part::Lo).types(&[T::U32])),
    ),
    (
        I::Mulhi,
        &["i"],
        Rt::Op(Form::new(PtxOp::Mul).part(Part::Hi).types(&[T::S32])),
    ),
    (
        I::Mulhi,
        &["ui"],
        Rt::Op(Form::new(PtxOp::Mul).part(Part::Hi).types(&[T::U32])),
    ),
    (
        I::Mulhi,
        &["ll"],
        Rt::Op(Form::new(PtxOp::Mul).part(Part::Hi).types(&[T::S64])),
    ),
    (
        I::Mulhi,
        &["ull"],
        Rt::Op(Form::new(PtxOp::Mul).part(Part::Hi).types(&[T::U64])),
    ),
    (I::Sad, &["i"], op(PtxOp::Sad, &[T::S32])),
    (I::Sad, &["ui"], op(PtxOp::Sad, &[T::U32])),
    (I::Idp4a, &["s", "s"], op(PtxOp::Dp4a, &[T::S32, T::S32])),
    (I::Idp4a, &["u", "u"], op(PtxOp::Dp4a, &[T::U32, T::U32])),
    (I::Idp2a, &["s", "s"], Rt::Dp2a(T::S32)),
    (I::Idp2a, &["u", "u"], Rt::Dp2a(T::U32)),
    (
        I::Saturate,
        &["f"],
        Rt::Op(Form::new(PtxOp::Cvt).sat().types(&[T::F32, T::F32])),
    ),
    (I::Ex2Approx, &["f"], approx(PtxOp::Ex2)),
    (I::Ex2Approx, &["ftz", "f"], approx_ftz(PtxOp::Ex2)),
    (I::Lg2Approx, &["f"], approx(PtxOp::Lg2)),
    (I::SinApprox, &["f"], approx(PtxOp::Sin)),
    (I::CosApprox, &["f"], approx(PtxOp::Cos)),
    (I::DivApprox, &["f"], approx(PtxOp::Div)),
    (I::RsqrtApprox, &["f"], approx(PtxOp::Rsqrt)),
    (
        I::AtomicAddNoftz,
        &["f16x2"],
        Rt::AtomAddNoftz(T::F16x2, Feature::AtomAddF16x2),
    ),
    (
        I::AtomicAddNoftz,
        &["f16"],
        Rt::AtomAddNoftz(T::F16, Feature::AtomAddF16),
    ),
    (
        I::AtomicAddNoftz,
        &["bf16x2"],
        Rt::AtomAddNoftz(T::Bf16x2, Feature::AtomAddBf16),
    ),
    (
        I::AtomicAddNoftz,
        &["bf16"],
        Rt::AtomAddNoftz(T::Bf16, Feature::AtomAddBf16),
    ),
];

/// Rounded float operations `<op>.<rnd>.<f|d>` -> `<op>.<rnd>.<f32|f64>`.
const ROUNDED_OPS: &[(Intrinsic, PtxOp)] = &[
    (I::NvvmAdd, PtxOp::Add),
    (I::NvvmMul, PtxOp::Mul),
    (I::NvvmDiv, PtxOp::Div),
    (I::NvvmFma, PtxOp::Fma),
    (I::NvvmRcp, PtxOp::Rcp),
    (I::NvvmSqrt, PtxOp::Sqrt),
];

/// The rounding words of the name: (word, float rounding, rounding to an integer).
const ROUNDINGS: &[(&str, Rounding, Rounding)] = &[
    ("rn", Rounding::Rn, Rounding::Rni),
    ("rz", Rounding::Rz, Rounding::Rzi),
    ("rm", Rounding::Rm, Rounding::Rmi),
    ("rp", Rounding::Rp, Rounding::Rpi),
];

/// The float-type word of a rounded operation's name.
const FLOAT_WORDS: &[(&str, PtxType)] = &[("f", T::F32), ("d", T::F64)];

/// Conversions `<stem>.<rnd>`: (intrinsic, destination, source, to integer).
const CONVERSIONS: &[(Intrinsic, PtxType, PtxType, bool)] = &[
    (I::F2I, T::S32, T::F32, true),
    (I::F2Ui, T::U32, T::F32, true),
    (I::F2Ll, T::S64, T::F32, true),
    (I::F2Ull, T::U64, T::F32, true),
    (I::D2I, T::S32, T::F64, true),
    (I::D2Ui, T::U32, T::F64, true),
    (I::D2Ll, T::S64, T::F64, true),
    (I::D2Ull, T::U64, T::F64, true),
    (I::D2F, T::F32, T::F64, false),
    (I::I2F, T::F32, T::S32, false),
    (I::Ui2F, T::F32, T::U32, false),
    (I::Ll2F, T::F32, T::S64, false),
    (I::Ull2F, T::F32, T::U64, false),
    (I::Ll2D, T::F64, T::S64, false),
    (I::Ull2D, T::F64, T::U64, false),
    // Half precision with a directed rounding (<cuda_fp16.h>).
    (I::F2H, T::F16, T::F32, false),
    (I::I2H, T::F16, T::S32, false),
    (I::Ui2H, T::F16, T::U32, false),
    (I::Ll2H, T::F16, T::S64, false),
    (I::Ull2H, T::F16, T::U64, false),
    (I::S2H, T::F16, T::S16, false),
    (I::Us2H, T::F16, T::U16, false),
    (I::H2I, T::S32, T::F16, true),
    (I::H2Ui, T::U32, T::F16, true),
    (I::H2Ll, T::S64, T::F16, true),
    (I::H2Ull, T::U64, T::F16, true),
    (I::H2S, T::S16, T::F16, true),
    (I::H2Us, T::U16, T::F16, true),
];

/// True when the name's suffix is exactly `parts` (none: nothing follows the stem).
fn suffix_is(n: &IntrinsicName<'_>, parts: &[&str]) -> bool {
    if parts.is_empty() {
        n.rest.is_empty()
    } else {
        n.rest.starts_with('.') && n.parts().eq(parts.iter().copied())
    }
}

/// The instruction of a rounded float operation (`llvm.nvvm.fma.rn.f`) named by its parts.
fn rounded(n: &IntrinsicName<'_>) -> Option<MachInst> {
    let parts = n.part_list();
    let [rnd, fd] = parts[..] else { return None };
    let &(_, opcode) = ROUNDED_OPS.iter().find(|r| r.0 == n.id)?;
    let &(_, rnd, _) = ROUNDINGS.iter().find(|r| r.0 == rnd)?;
    let &(_, ty) = FLOAT_WORDS.iter().find(|w| w.0 == fd)?;
    Some(MachInst::new(opcode).rounding(rnd).ty(ty))
}

/// The instruction of a rounded operation or conversion named by its parts.
fn decoded(n: &IntrinsicName<'_>) -> Option<MachInst> {
    let rounding = |word: &str| ROUNDINGS.iter().find(|r| r.0 == word).copied();
    match n.part_list().as_slice() {
        [_, _] => rounded(n),
        [rnd] => {
            let &(_, dst, src, to_int) = CONVERSIONS.iter().find(|c| c.0 == n.id)?;
            let (_, float, int) = rounding(rnd)?;
            let rnd = if to_int { int } else { float };
            Some(MachInst::new(PtxOp::Cvt).rounding(rnd).ty(dst).ty(src))
        }
        _ => None,
    }
}

fn lookup(n: &IntrinsicName<'_>) -> Option<Rt> {
    RUNTIME
        .iter()
        .find(|(id, parts, _)| *id == n.id && suffix_is(n, parts))
        .map(|&(_, _, r)| r)
}

impl FnLowering<'_> {
    /// Lowers a call of the runtime intrinsic `n` (spelled `name`); `None`
    /// when it is not one.
    pub(crate) fn lower_runtime_intrinsic(
        &mut self,
        i: Inst,
        n: &IntrinsicName<'_>,
        name: &str,
    ) -> Option<Result<(), PtxError>> {
        if let Some(rt) = lookup(n) {
            return Some(self.lower_rt(i, name, rt));
        }
        if n.id == Intrinsic::NvvmSqrt && suffix_is(n, &["f"]) {
            // `sqrtf`: correctly rounded unless -prec-sqrt=false.
            let sqrt = MachInst::new(PtxOp::Sqrt);
            let sqrt = if self.info.opts.approx_sqrt {
                sqrt.precision(Precision::Approx)
            } else {
                sqrt.rounding(Rounding::Rn)
            };
            return Some(self.lower_rt_op(i, sqrt.ty(T::F32), name));
        }
        if n.id == Intrinsic::LdgGlobal {
            return Some(self.lower_ldg(i));
        }
        if let Some(inst) = rounded(n) {
            return Some(self.lower_rounded_op(i, n.id, inst, name));
        }
        let inst = decoded(n)?;
        Some(self.lower_rt_op(i, inst, name))
    }

    /// `<op>.<rnd>.<f32|f64> d, a, b[, c]`: a constant after the first operand
    /// is an immediate (`fma.rn.f32 %f2, %f1, 0f41000000, 0fC0800000`, as nvcc
    /// prints polynomial coefficients), and a constant first factor or addend of
    /// `add`/`mul`/`fma` trades places with the second operand (PTX wants a
    /// register first).
    fn lower_rounded_op(&mut self, i: Inst, id: Intrinsic, inst: MachInst, name: &str) -> Result<(), PtxError> {
        let mut args = self.rt_args(i);
        let commutes = matches!(id, I::NvvmAdd | I::NvvmMul | I::NvvmFma);
        if commutes && args.len() >= 2 && args[0].as_const().is_some() && args[1].as_const().is_none() {
            args.swap(0, 1);
        }
        let mut ops = vec![
            Operand::Reg(self.def_reg(i)?),
            Operand::Reg(self.rt_reg(&args, 0, name)?),
        ];
        for k in 1..args.len() {
            ops.push(match self.operand(args[k])? {
                imm @ (Operand::F32(_) | Operand::F64(_)) => imm,
                _ => Operand::Reg(self.rt_reg(&args, k, name)?),
            });
        }
        self.push(inst.ops(ops));
        Ok(())
    }

    /// A call's arguments. Their count and kinds are the intrinsic's
    /// signature, which the structural verifier does not check: a missing
    /// operand below is still a `Malformed` error.
    fn rt_args(&self, i: Inst) -> Vec<Value> {
        self.f.call_operands(i).1.to_vec()
    }

    fn rt_reg(&mut self, args: &[Value], k: usize, name: &str) -> Result<VReg, PtxError> {
        let v = *args
            .get(k)
            .ok_or_else(|| PtxError::Malformed(format!("{name}: missing operand {k}")))?;
        self.reg(v)
    }

    /// Operand `k` as an integer immediate when it is a constant (warp masks,
    /// lanes, clamp words, as nvcc prints them), else in a register.
    fn rt_imm_or_reg(&mut self, args: &[Value], k: usize, name: &str) -> Result<Operand, PtxError> {
        let v = *args
            .get(k)
            .ok_or_else(|| PtxError::Malformed(format!("{name}: missing operand {k}")))?;
        match self.operand(v)? {
            imm @ Operand::Imm(_) => Ok(imm),
            _ => Ok(Operand::Reg(self.reg(v)?)),
        }
    }

    /// `inst d, args...`.
    fn lower_rt_op(&mut self, i: Inst, inst: MachInst, name: &str) -> Result<(), PtxError> {
        let args = self.rt_args(i);
        let mut ops = vec![Operand::Reg(self.def_reg(i)?)];
        for k in 0..args.len() {
            // `prmt`'s second source and selector may be immediates, as nvcc prints
            // byte permutations of one register (`prmt.b32 %r2, %r1, 0, 291`).
            if inst.opcode == PtxOp::Prmt && k > 0 {
                ops.push(self.rt_imm_or_reg(&args, k, name)?);
            } else {
                ops.push(Operand::Reg(self.rt_reg(&args, k, name)?));
            }
        }
        self.push(inst.ops(ops));
        Ok(())
    }

    /// `llvm.nvvm.ldg.global.*(ptr addrspace(1) p, i32 align)`: `ld.global.nc`.
    fn lower_ldg(&mut self, i: Inst) -> Result<(), PtxError> {
        let args = self.rt_args(i);
        // The argument count is the intrinsic's, not a structural fact.
        let ptr = *args
            .first()
            .ok_or_else(|| PtxError::Malformed(format!("{}: ldg without a pointer", self.f.name)))?;
        let s = self.scalar(self.f.inst(i).ty)?;
        let (_, addr) = self.mem_ref(ptr)?;
        let d = self.def_reg(i)?;
        let ld = MachInst::new(PtxOp::Ld).space(Some(Space::Global)).cache(CacheOp::Nc);
        self.push(ld.ty(s.u_exact()).ops([Operand::Reg(d), Operand::addr(addr)]));
        Ok(())
    }

    /// `setp.ne.s32 p, a, 0` for an `i32` truth value.
    fn rt_pred(&mut self, a: VReg) -> VReg {
        let p = self.new_reg(RegClass::Pred);
        self.setp(CmpOp::Ne, T::S32, p, Operand::Reg(a), Operand::Imm(0));
        p
    }

    fn lower_rt(&mut self, i: Inst, name: &str, rt: Rt) -> Result<(), PtxError> {
        let args = self.rt_args(i);
        let r = |s: &mut Self, k: usize| s.rt_reg(&args, k, name);
        let o = |s: &mut Self, k: usize| s.rt_imm_or_reg(&args, k, name);
        match rt {
            Rt::Op(form) => return self.lower_rt_op(i, form.inst(), name),
            Rt::VoidOp(form) => {
                let mut ops = Vec::with_capacity(args.len());
                for k in 0..args.len() {
                    ops.push(Operand::Reg(r(self, k)?));
                }
                self.push(form.inst().ops(ops));
            }
            Rt::Funnel(dir) => {
                let (hi, lo, n) = (r(self, 0)?, r(self, 1)?, r(self, 2)?);
                let d = self.def_reg(i)?;
                let ops = [d, lo, hi, n].map(Operand::Reg);
                self.push(MachInst::new(PtxOp::Shf).mode(Mode::Funnel(dir)).ty(T::B32).ops(ops));
            }
            Rt::BarPopc => {
                let a = r(self, 0)?;
                let p = self.rt_pred(a);
                let d = self.def_reg(i)?;
                let bar = MachInst::new(PtxOp::BarRed).reduce(ReduceOp::Popc).ty(T::U32);
                self.push(bar.ops([Operand::Reg(d), Operand::Imm(0), Operand::Reg(p)]));
            }
            Rt::BarPred(op) => {
                let a = r(self, 0)?;
                let p = self.rt_pred(a);
                let q = self.new_reg(RegClass::Pred);
                let bar = MachInst::new(PtxOp::BarRed).reduce(op).ty(T::Pred);
                self.push(bar.ops([Operand::Reg(q), Operand::Imm(0), Operand::Reg(p)]));
                let d = self.def_reg(i)?;
                self.selp(T::U32, d, Operand::Imm(1), Operand::Imm(0), q);
            }
            Rt::WarpSync => {
                let m = o(self, 0)?;
                self.push(MachInst::new(PtxOp::BarWarpSync).ops([m]));
            }
            Rt::NamedBarrier => {
                let mut ops = Vec::with_capacity(args.len());
                for k in 0..args.len() {
                    ops.push(o(self, k)?);
                }
                self.push(MachInst::new(PtxOp::BarrierSync).ops(ops));
            }
            Rt::Shfl(mode) => {
                let (mask, a, b, c) = (o(self, 0)?, r(self, 1)?, o(self, 2)?, o(self, 3)?);
                let d = self.def_reg(i)?;
                let ops = [Operand::Reg(d), Operand::Reg(a), b, c, mask];
                self.push(
                    MachInst::new(PtxOp::ShflSync)
                        .mode(Mode::Shfl(mode))
                        .ty(T::B32)
                        .ops(ops),
                );
            }
            Rt::VotePred(mode) => {
                let (mask, p) = (o(self, 0)?, r(self, 1)?);
                let d = self.def_reg(i)?;
                let vote = MachInst::new(PtxOp::VoteSync).mode(Mode::Vote(mode)).ty(T::Pred);
                self.push(vote.ops([Operand::Reg(d), Operand::Reg(p), mask]));
            }
            Rt::Ballot => {
                let (mask, p) = (o(self, 0)?, r(self, 1)?);
                let d = self.def_reg(i)?;
                let vote = MachInst::new(PtxOp::VoteSync)
                    .mode(Mode::Vote(VoteMode::Ballot))
                    .ty(T::B32);
                self.push(vote.ops([Operand::Reg(d), Operand::Reg(p), mask]));
            }
            Rt::MatchAny(bits) => {
                let (mask, a) = (o(self, 0)?, r(self, 1)?);
                let d = self.def_reg(i)?;
                let ops = [Operand::Reg(d), Operand::Reg(a), mask];
                self.push(MachInst::new(PtxOp::MatchAnySync).ty(bits).ops(ops));
            }
            Rt::MatchAll(bits) => {
                let (mask, a) = (o(self, 0)?, r(self, 1)?);
                let d = self.new_reg(RegClass::B32);
                let ops = [Operand::Reg(d), Operand::Reg(a), mask];
                self.push(MachInst::new(PtxOp::MatchAllSync).ty(bits).ops(ops));
                let ok = self.new_reg(RegClass::Pred);
                self.setp(CmpOp::Ne, T::S32, ok, Operand::Reg(d), Operand::Imm(0));
                self.aggregates.insert(i, vec![super::Val::Reg(d), super::Val::Reg(ok)]);
            }
            Rt::AtomAddNoftz(ty, feature) => {
                let target = self.info.opts.target;
                if !target.supports(feature) {
                    return Err(PtxError::Unsupported(format!(
                        "atomicAdd on {ty} (atom.add.noftz.{ty}) on sm_{} (needs {}+)",
                        target.sm,
                        feature.min_sm_name()
                    )));
                }
                // The argument count is the intrinsic's, not a structural fact.
                let ptr = *args
                    .first()
                    .ok_or_else(|| PtxError::Malformed(format!("{name}: missing pointer")))?;
                let (space, addr) = self.mem_ref(ptr)?;
                let space = super::ptx_space(space)?;
                let v = r(self, 1)?;
                let d = self.def_reg(i)?;
                let mut atom = MachInst::new(PtxOp::Atom).space(space).reduce(ReduceOp::Add).ty(ty);
                atom.mods.noftz = true;
                self.push(atom.ops([Operand::Reg(d), Operand::addr(addr), Operand::Reg(v)]));
            }
            Rt::Redux(op, ty) => {
                let target = self.info.opts.target;
                if !target.supports(Feature::Redux) {
                    return Err(PtxError::Unsupported(format!(
                        "__reduce_*_sync (redux.sync) on sm_{} (needs {}+)",
                        target.sm,
                        Feature::Redux.min_sm_name()
                    )));
                }
                let (a, mask) = (r(self, 0)?, o(self, 1)?);
                let d = self.def_reg(i)?;
                let redux = MachInst::new(PtxOp::ReduxSync).reduce(op).ty(ty);
                self.push(redux.ops([Operand::Reg(d), Operand::Reg(a), mask]));
            }
            Rt::IsSpace(space) => {
                let target = self.info.opts.target;
                if space == Space::SharedCluster && !target.supports(Feature::ClusterShared) {
                    return Err(PtxError::Unsupported(format!(
                        "__isClusterShared (isspacep.shared::cluster) on sm_{} (needs {}+)",
                        target.sm,
                        Feature::ClusterShared.min_sm_name()
                    )));
                }
                let a = r(self, 0)?;
                let d = self.def_reg(i)?;
                let isspacep = MachInst::new(PtxOp::Isspacep).space(Some(space));
                self.push(isspacep.ops([Operand::Reg(d), Operand::Reg(a)]));
            }
            Rt::ActiveMask => {
                let d = self.def_reg(i)?;
                self.emit_op(PtxOp::Activemask, T::B32, [Operand::Reg(d)]);
            }
            Rt::Dp2a(ty) => {
                let hi = match args.get(2) {
                    Some(Value::Const(c)) => !matches!(self.m.consts.get(*c), ConstData::Int { bits: 0, .. }),
                    // Which arguments are immediates is the intrinsic's signature, not a structural fact.
                    _ => {
                        return Err(PtxError::Malformed(format!(
                            "{name}: the hi/lo operand must be a constant"
                        )))
                    }
                };
                let (a, b, c) = (r(self, 0)?, r(self, 1)?, r(self, 3)?);
                let d = self.def_reg(i)?;
                let part = if hi { Part::Hi } else { Part::Lo };
                let dp2a = MachInst::new(PtxOp::Dp2a).part(part).ty(ty).ty(ty);
                self.push(dp2a.ops([d, a, b, c].map(Operand::Reg)));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printer::mnemonic_text;

    fn parse(name: &str) -> IntrinsicName<'_> {
        IntrinsicName::parse(name).unwrap_or_else(|| panic!("{name} is not in the intrinsic table"))
    }

    fn decoded_text(name: &str) -> Option<String> {
        decoded(&parse(name)).map(|inst| mnemonic_text(&inst))
    }

    #[test]
    fn rounded_names_decode() {
        assert_eq!(decoded_text("llvm.nvvm.add.rz.f").as_deref(), Some("add.rz.f32"));
        assert_eq!(decoded_text("llvm.nvvm.sqrt.rn.d").as_deref(), Some("sqrt.rn.f64"));
        assert_eq!(decoded_text("llvm.nvvm.f2i.rm").as_deref(), Some("cvt.rmi.s32.f32"));
        assert_eq!(decoded_text("llvm.nvvm.ull2d.rp").as_deref(), Some("cvt.rp.f64.u64"));
        assert_eq!(decoded_text("llvm.nvvm.h2us.rz").as_deref(), Some("cvt.rzi.u16.f16"));
        assert_eq!(decoded_text("llvm.nvvm.add.rx.f"), None);
        assert_eq!(decoded_text("llvm.nvvm.add.rni.f"), None);
        assert_eq!(decoded_text("llvm.nvvm.f2i.rz.ftz"), None);
        assert_eq!(decoded_text("llvm.nvvm.add.rn"), None);
    }

    /// Every runtime row is reached by exactly the name IR generation spells.
    #[test]
    fn names_select_rows() {
        let rt = |name: &str| lookup(&parse(name));
        assert_eq!(rt("llvm.nvvm.redux.sync.umax"), Some(Rt::Redux(ReduceOp::Max, T::U32)));
        assert_eq!(rt("llvm.nvvm.shfl.sync.bfly.f32"), Some(Rt::Shfl(ShflMode::Bfly)));
        assert_eq!(rt("llvm.nvvm.match.all.sync.i64p"), Some(Rt::MatchAll(T::B64)));
        assert_eq!(rt("llvm.fshr.i32"), Some(Rt::Funnel(FunnelMode::RWrap)));
        assert_eq!(rt("llvm.nvvm.prmt"), Some(op(PtxOp::Prmt, &[T::B32])));
        assert_eq!(rt("llvm.nvvm.fns"), Some(op(PtxOp::Fns, &[T::B32])));
        assert_eq!(rt("llvm.nvvm.activemask"), Some(Rt::ActiveMask));
        // Prefix families: only the exact member is the instruction.
        assert_eq!(rt("llvm.nvvm.prmtx"), None);
        assert_eq!(rt("llvm.nvvm.activemask.b32"), None);
        assert_eq!(rt("llvm.nvvm.shfl.sync.idx.i64"), None);
        assert_eq!(rt("llvm.fshl.i64"), None);
        assert_eq!(rt("llvm.fshl"), None);
        assert_eq!(rt("llvm.nvvm.redux.sync.add.u32"), None);
        for (id, parts, _) in RUNTIME {
            assert!(rt(&id.name_with(parts)).is_some(), "{id:?} {parts:?}");
        }
    }
}
