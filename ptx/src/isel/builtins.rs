//! The device-runtime intrinsics that IR generation emits for CUDA builtins
//! (compiler/src/irgen/builtins.rs): barrier reductions, warp shuffles,
//! votes, match and redux, `activemask`, funnel shifts, and the NVVM
//! arithmetic intrinsics that are one PTX instruction each (`mul24`,
//! `mulhi`, `sad`, `prmt`, `dp4a`/`dp2a`, the rounded float operations
//! and conversions, the `.approx` functions). A table maps each name to
//! its lowering; the rounded operations and conversions are decoded from
//! the name's parts. specs/runtime.md lists the mapping.

use super::FnLowering;
use crate::inst::Operand;
use crate::regs::{RegClass, VReg};
use crate::target::Feature;
use crate::PtxError;
use ir::{ConstData, Inst, Value};

/// How a runtime intrinsic becomes PTX.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Rt {
    /// `mnemonic d, a, b, ...` on the operands in order.
    Op(&'static str),
    /// `mnemonic a, b, ...`: no result.
    VoidOp(&'static str),
    /// `shf.<dir>.<mode>.b32 d, lo, hi, n` for `llvm.fsh{l,r}.i32(hi, lo, n)`
    /// (`wrap`) and `llvm.nvvm.fsh{l,r}.clamp.i32` (`clamp`).
    Funnel(&'static str),
    /// `bar.red.popc.u32 d, 0, p`.
    BarPopc,
    /// `bar.red.{and,or}.pred q, 0, p` then `selp.u32 d, 1, 0, q`.
    BarPred(&'static str),
    /// `bar.warp.sync mask`.
    WarpSync,
    /// `shfl.sync.<mode>.b32 d, a, b, c, mask` (IR operands: mask, a, b, c).
    Shfl(&'static str),
    /// `vote.sync.<mode>.pred q, p, mask` (IR operands: mask, p).
    VotePred(&'static str),
    /// `vote.sync.ballot.b32 d, p, mask`.
    Ballot,
    /// `match.any.sync.<bits> d, a, mask`.
    MatchAny(&'static str),
    /// `match.all.sync.<bits> d, a, mask`; the `i1` is `d != 0`.
    MatchAll(&'static str),
    /// `redux.sync.<op> d, a, mask` (IR operands: a, mask), sm_80+.
    Redux(&'static str),
    /// `activemask.b32 d`.
    ActiveMask,
    /// `isspacep.<space> p, a`.
    IsSpace(&'static str),
    /// `dp2a.{lo,hi}.<t>.<t> d, a, b, c` (IR operands: a, b, i1 hi, c).
    Dp2a(&'static str),
    /// `atom[.space].add.noftz.<type> d, [p], v` on the bits of half or bfloat
    /// values (IR operands: p, v as i16/i32), on targets with the feature.
    AtomAddNoftz(&'static str, Feature),
}

/// Intrinsic name -> lowering, for the names that are not decoded from parts.
const RUNTIME: &[(&str, Rt)] = &[
    ("llvm.nvvm.barrier0.popc", Rt::BarPopc),
    ("llvm.nvvm.barrier0.and", Rt::BarPred("and")),
    ("llvm.nvvm.barrier0.or", Rt::BarPred("or")),
    ("llvm.nvvm.bar.warp.sync", Rt::WarpSync),
    ("llvm.nvvm.shfl.sync.idx.i32", Rt::Shfl("idx")),
    ("llvm.nvvm.shfl.sync.idx.f32", Rt::Shfl("idx")),
    ("llvm.nvvm.shfl.sync.up.i32", Rt::Shfl("up")),
    ("llvm.nvvm.shfl.sync.up.f32", Rt::Shfl("up")),
    ("llvm.nvvm.shfl.sync.down.i32", Rt::Shfl("down")),
    ("llvm.nvvm.shfl.sync.down.f32", Rt::Shfl("down")),
    ("llvm.nvvm.shfl.sync.bfly.i32", Rt::Shfl("bfly")),
    ("llvm.nvvm.shfl.sync.bfly.f32", Rt::Shfl("bfly")),
    ("llvm.nvvm.vote.all.sync", Rt::VotePred("all")),
    ("llvm.nvvm.vote.any.sync", Rt::VotePred("any")),
    ("llvm.nvvm.vote.uni.sync", Rt::VotePred("uni")),
    ("llvm.nvvm.vote.ballot.sync", Rt::Ballot),
    ("llvm.nvvm.match.any.sync.i32", Rt::MatchAny("b32")),
    ("llvm.nvvm.match.any.sync.i64", Rt::MatchAny("b64")),
    ("llvm.nvvm.match.all.sync.i32p", Rt::MatchAll("b32")),
    ("llvm.nvvm.match.all.sync.i64p", Rt::MatchAll("b64")),
    ("llvm.nvvm.redux.sync.add", Rt::Redux("add.u32")),
    ("llvm.nvvm.redux.sync.min", Rt::Redux("min.s32")),
    ("llvm.nvvm.redux.sync.max", Rt::Redux("max.s32")),
    ("llvm.nvvm.redux.sync.umin", Rt::Redux("min.u32")),
    ("llvm.nvvm.redux.sync.umax", Rt::Redux("max.u32")),
    ("llvm.nvvm.redux.sync.and", Rt::Redux("and.b32")),
    ("llvm.nvvm.redux.sync.or", Rt::Redux("or.b32")),
    ("llvm.nvvm.redux.sync.xor", Rt::Redux("xor.b32")),
    ("llvm.nvvm.activemask", Rt::ActiveMask),
    ("llvm.nvvm.nanosleep", Rt::VoidOp("nanosleep.u32")),
    ("llvm.nvvm.isspacep.global", Rt::IsSpace("global")),
    ("llvm.nvvm.isspacep.shared", Rt::IsSpace("shared")),
    ("llvm.nvvm.isspacep.const", Rt::IsSpace("const")),
    ("llvm.nvvm.isspacep.local", Rt::IsSpace("local")),
    ("llvm.fshl.i32", Rt::Funnel("l.wrap")),
    ("llvm.fshr.i32", Rt::Funnel("r.wrap")),
    ("llvm.nvvm.fshl.clamp.i32", Rt::Funnel("l.clamp")),
    ("llvm.nvvm.fshr.clamp.i32", Rt::Funnel("r.clamp")),
    ("llvm.nvvm.prmt", Rt::Op("prmt.b32")),
    ("llvm.nvvm.mul24.i", Rt::Op("mul24.lo.s32")),
    ("llvm.nvvm.mul24.ui", Rt::Op("mul24.lo.u32")),
    ("llvm.nvvm.mulhi.i", Rt::Op("mul.hi.s32")),
    ("llvm.nvvm.mulhi.ui", Rt::Op("mul.hi.u32")),
    ("llvm.nvvm.mulhi.ll", Rt::Op("mul.hi.s64")),
    ("llvm.nvvm.mulhi.ull", Rt::Op("mul.hi.u64")),
    ("llvm.nvvm.sad.i", Rt::Op("sad.s32")),
    ("llvm.nvvm.sad.ui", Rt::Op("sad.u32")),
    ("llvm.nvvm.idp4a.s.s", Rt::Op("dp4a.s32.s32")),
    ("llvm.nvvm.idp4a.u.u", Rt::Op("dp4a.u32.u32")),
    ("llvm.nvvm.idp2a.s.s", Rt::Dp2a("s32.s32")),
    ("llvm.nvvm.idp2a.u.u", Rt::Dp2a("u32.u32")),
    ("llvm.nvvm.saturate.f", Rt::Op("cvt.sat.f32.f32")),
    ("llvm.nvvm.ex2.approx.f", Rt::Op("ex2.approx.f32")),
    ("llvm.nvvm.lg2.approx.f", Rt::Op("lg2.approx.f32")),
    ("llvm.nvvm.sin.approx.f", Rt::Op("sin.approx.f32")),
    ("llvm.nvvm.cos.approx.f", Rt::Op("cos.approx.f32")),
    ("llvm.nvvm.div.approx.f", Rt::Op("div.approx.f32")),
    ("llvm.nvvm.rsqrt.approx.f", Rt::Op("rsqrt.approx.f32")),
    (
        "llvm.nvvm.atomic.add.noftz.f16x2",
        Rt::AtomAddNoftz("f16x2", Feature::AtomAddF16x2),
    ),
    (
        "llvm.nvvm.atomic.add.noftz.f16",
        Rt::AtomAddNoftz("f16", Feature::AtomAddF16),
    ),
    (
        "llvm.nvvm.atomic.add.noftz.bf16x2",
        Rt::AtomAddNoftz("bf16x2", Feature::AtomAddBf16),
    ),
    (
        "llvm.nvvm.atomic.add.noftz.bf16",
        Rt::AtomAddNoftz("bf16", Feature::AtomAddBf16),
    ),
];

/// Rounded float operations `llvm.nvvm.<op>.<rnd>.<f|d>` -> `<op>.<rnd>.<f32|f64>`.
const ROUNDED_OPS: &[&str] = &["add", "mul", "div", "fma", "rcp", "sqrt"];
const ROUNDINGS: &[&str] = &["rn", "rz", "rm", "rp"];

/// Conversions `llvm.nvvm.<stem>.<rnd>`: (stem, destination, source, to integer).
const CONVERSIONS: &[(&str, &str, &str, bool)] = &[
    ("f2i", "s32", "f32", true),
    ("f2ui", "u32", "f32", true),
    ("f2ll", "s64", "f32", true),
    ("f2ull", "u64", "f32", true),
    ("d2i", "s32", "f64", true),
    ("d2ui", "u32", "f64", true),
    ("d2ll", "s64", "f64", true),
    ("d2ull", "u64", "f64", true),
    ("d2f", "f32", "f64", false),
    ("i2f", "f32", "s32", false),
    ("ui2f", "f32", "u32", false),
    ("ll2f", "f32", "s64", false),
    ("ull2f", "f32", "u64", false),
    ("ll2d", "f64", "s64", false),
    ("ull2d", "f64", "u64", false),
    // Half precision with a directed rounding (<cuda_fp16.h>).
    ("f2h", "f16", "f32", false),
    ("i2h", "f16", "s32", false),
    ("ui2h", "f16", "u32", false),
    ("ll2h", "f16", "s64", false),
    ("ull2h", "f16", "u64", false),
    ("s2h", "f16", "s16", false),
    ("us2h", "f16", "u16", false),
    ("h2i", "s32", "f16", true),
    ("h2ui", "u32", "f16", true),
    ("h2ll", "s64", "f16", true),
    ("h2ull", "u64", "f16", true),
    ("h2s", "s16", "f16", true),
    ("h2us", "u16", "f16", true),
];

/// The PTX mnemonic of a rounded operation or conversion named by parts.
fn decoded(name: &str) -> Option<String> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    let parts: Vec<&str> = rest.split('.').collect();
    match parts.as_slice() {
        [op, rnd, fd] if ROUNDED_OPS.contains(op) && ROUNDINGS.contains(rnd) => {
            let ty = match *fd {
                "f" => "f32",
                "d" => "f64",
                _ => return None,
            };
            Some(format!("{op}.{rnd}.{ty}"))
        }
        [stem, rnd] if ROUNDINGS.contains(rnd) => {
            let &(_, dst, src, to_int) = CONVERSIONS.iter().find(|c| c.0 == *stem)?;
            let mode = if to_int { format!("{rnd}i") } else { (*rnd).to_string() };
            Some(format!("cvt.{mode}.{dst}.{src}"))
        }
        _ => None,
    }
}

fn lookup(name: &str) -> Option<Rt> {
    RUNTIME.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

impl FnLowering<'_> {
    /// Lowers a call of the runtime intrinsic `name`; `None` when `name` is not one.
    pub(crate) fn lower_runtime_intrinsic(&mut self, i: Inst, name: &str) -> Option<Result<(), PtxError>> {
        if let Some(rt) = lookup(name) {
            return Some(self.lower_rt(i, name, rt));
        }
        if name == "llvm.nvvm.sqrt.f" {
            // `sqrtf`: correctly rounded unless -prec-sqrt=false.
            let m = if self.info.opts.approx_sqrt {
                "sqrt.approx.f32"
            } else {
                "sqrt.rn.f32"
            };
            return Some(self.lower_rt_op(i, m));
        }
        if name.starts_with("llvm.nvvm.ldg.global.") {
            return Some(self.lower_ldg(i));
        }
        let mnemonic = decoded(name)?;
        Some(self.lower_rt_op(i, &mnemonic))
    }

    fn rt_args(&self, i: Inst) -> Vec<Value> {
        self.f.operands(i).get(1..).map(<[Value]>::to_vec).unwrap_or_default()
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

    /// `mnemonic d, args...`.
    fn lower_rt_op(&mut self, i: Inst, mnemonic: &str) -> Result<(), PtxError> {
        let args = self.rt_args(i);
        let mut ops = vec![Operand::Reg(self.def_reg(i)?)];
        for k in 0..args.len() {
            ops.push(Operand::Reg(self.rt_reg(&args, k, mnemonic)?));
        }
        self.emit(mnemonic, ops);
        Ok(())
    }

    /// `llvm.nvvm.ldg.global.*(ptr addrspace(1) p, i32 align)`: `ld.global.nc`.
    fn lower_ldg(&mut self, i: Inst) -> Result<(), PtxError> {
        let args = self.rt_args(i);
        let ptr = *args
            .first()
            .ok_or_else(|| PtxError::Malformed(format!("{}: ldg without a pointer", self.f.name)))?;
        let s = self.scalar(self.f.inst(i).ty)?;
        let (_, addr) = self.mem_ref(ptr)?;
        let d = self.def_reg(i)?;
        self.emit(
            format!("ld.global.nc.{}", s.u_exact()),
            [Operand::Reg(d), Operand::Addr(addr)],
        );
        Ok(())
    }

    /// `setp.ne.s32 p, a, 0` for an `i32` truth value.
    fn rt_pred(&mut self, a: VReg) -> VReg {
        let p = self.new_reg(RegClass::Pred);
        self.emit("setp.ne.s32", [Operand::Reg(p), Operand::Reg(a), Operand::Imm(0)]);
        p
    }

    fn lower_rt(&mut self, i: Inst, name: &str, rt: Rt) -> Result<(), PtxError> {
        let args = self.rt_args(i);
        let r = |s: &mut Self, k: usize| s.rt_reg(&args, k, name);
        let o = |s: &mut Self, k: usize| s.rt_imm_or_reg(&args, k, name);
        match rt {
            Rt::Op(m) => return self.lower_rt_op(i, m),
            Rt::VoidOp(m) => {
                let mut ops = Vec::with_capacity(args.len());
                for k in 0..args.len() {
                    ops.push(Operand::Reg(r(self, k)?));
                }
                self.emit(m, ops);
            }
            Rt::Funnel(dir) => {
                let (hi, lo, n) = (r(self, 0)?, r(self, 1)?, r(self, 2)?);
                let d = self.def_reg(i)?;
                let ops = [d, lo, hi, n].map(Operand::Reg);
                self.emit(format!("shf.{dir}.b32"), ops);
            }
            Rt::BarPopc => {
                let a = r(self, 0)?;
                let p = self.rt_pred(a);
                let d = self.def_reg(i)?;
                self.emit("bar.red.popc.u32", [Operand::Reg(d), Operand::Imm(0), Operand::Reg(p)]);
            }
            Rt::BarPred(op) => {
                let a = r(self, 0)?;
                let p = self.rt_pred(a);
                let q = self.new_reg(RegClass::Pred);
                self.emit(
                    format!("bar.red.{op}.pred"),
                    [Operand::Reg(q), Operand::Imm(0), Operand::Reg(p)],
                );
                let d = self.def_reg(i)?;
                let ops = [Operand::Reg(d), Operand::Imm(1), Operand::Imm(0), Operand::Reg(q)];
                self.emit("selp.u32", ops);
            }
            Rt::WarpSync => {
                let m = o(self, 0)?;
                self.emit("bar.warp.sync", [m]);
            }
            Rt::Shfl(mode) => {
                let (mask, a, b, c) = (o(self, 0)?, r(self, 1)?, o(self, 2)?, o(self, 3)?);
                let d = self.def_reg(i)?;
                let ops = [Operand::Reg(d), Operand::Reg(a), b, c, mask];
                self.emit(format!("shfl.sync.{mode}.b32"), ops);
            }
            Rt::VotePred(mode) => {
                let (mask, p) = (o(self, 0)?, r(self, 1)?);
                let d = self.def_reg(i)?;
                self.emit(
                    format!("vote.sync.{mode}.pred"),
                    [Operand::Reg(d), Operand::Reg(p), mask],
                );
            }
            Rt::Ballot => {
                let (mask, p) = (o(self, 0)?, r(self, 1)?);
                let d = self.def_reg(i)?;
                self.emit("vote.sync.ballot.b32", [Operand::Reg(d), Operand::Reg(p), mask]);
            }
            Rt::MatchAny(bits) => {
                let (mask, a) = (o(self, 0)?, r(self, 1)?);
                let d = self.def_reg(i)?;
                self.emit(
                    format!("match.any.sync.{bits}"),
                    [Operand::Reg(d), Operand::Reg(a), mask],
                );
            }
            Rt::MatchAll(bits) => {
                let (mask, a) = (o(self, 0)?, r(self, 1)?);
                let d = self.new_reg(RegClass::B32);
                self.emit(
                    format!("match.all.sync.{bits}"),
                    [Operand::Reg(d), Operand::Reg(a), mask],
                );
                let ok = self.new_reg(RegClass::Pred);
                self.emit("setp.ne.s32", [Operand::Reg(ok), Operand::Reg(d), Operand::Imm(0)]);
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
                let ptr = *args
                    .first()
                    .ok_or_else(|| PtxError::Malformed(format!("{name}: missing pointer")))?;
                let (space, addr) = self.mem_ref(ptr)?;
                let space_q = super::space_name(space)?;
                let v = r(self, 1)?;
                let d = self.def_reg(i)?;
                let dot = if space_q.is_empty() { "" } else { "." };
                self.emit(
                    format!("atom{dot}{space_q}.add.noftz.{ty}"),
                    [Operand::Reg(d), Operand::Addr(addr), Operand::Reg(v)],
                );
            }
            Rt::Redux(op) => {
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
                self.emit(format!("redux.sync.{op}"), [Operand::Reg(d), Operand::Reg(a), mask]);
            }
            Rt::IsSpace(space) => {
                let a = r(self, 0)?;
                let d = self.def_reg(i)?;
                self.emit(format!("isspacep.{space}"), [Operand::Reg(d), Operand::Reg(a)]);
            }
            Rt::ActiveMask => {
                let d = self.def_reg(i)?;
                self.emit("activemask.b32", [Operand::Reg(d)]);
            }
            Rt::Dp2a(types) => {
                let hi = match args.get(2) {
                    Some(Value::Const(c)) => !matches!(self.m.consts.get(*c), ConstData::Int { bits: 0, .. }),
                    _ => {
                        return Err(PtxError::Malformed(format!(
                            "{name}: the hi/lo operand must be a constant"
                        )))
                    }
                };
                let (a, b, c) = (r(self, 0)?, r(self, 1)?, r(self, 3)?);
                let d = self.def_reg(i)?;
                let half = if hi { "hi" } else { "lo" };
                self.emit(format!("dp2a.{half}.{types}"), [d, a, b, c].map(Operand::Reg));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounded_names_decode() {
        assert_eq!(decoded("llvm.nvvm.add.rz.f").as_deref(), Some("add.rz.f32"));
        assert_eq!(decoded("llvm.nvvm.sqrt.rn.d").as_deref(), Some("sqrt.rn.f64"));
        assert_eq!(decoded("llvm.nvvm.f2i.rm").as_deref(), Some("cvt.rmi.s32.f32"));
        assert_eq!(decoded("llvm.nvvm.ull2d.rp").as_deref(), Some("cvt.rp.f64.u64"));
        assert_eq!(decoded("llvm.nvvm.add.rx.f"), None);
        assert_eq!(decoded("llvm.nvvm.nope.rn"), None);
        assert_eq!(lookup("llvm.nvvm.redux.sync.umax"), Some(Rt::Redux("max.u32")));
    }
}
