//! Device runtime builtins: calls to the body-less declarations of
//! `frontend/headers/ptxc_runtime.h` are lowered in place instead of being
//! emitted as calls. A table maps each source name to a [`Builtin`]; the
//! lowering picks the IR form from the argument types (so one row covers
//! every overload): barriers and fences become NVVM intrinsics, atomics
//! `atomicrmw`/`cmpxchg` with a `syncscope` for the `_block`/`_system`
//! variants, warp operations `llvm.nvvm.{shfl,vote,match,redux}.sync.*`,
//! bit and rounding intrinsics LLVM or NVVM intrinsics, `printf`/`assert`
//! calls to `vprintf`/`__assertfail` (see [`super::printf`]).
//! The lowerings live in `builtins/memory.rs` (atomics, `__ldg`),
//! `builtins/warp.rs` and `builtins/arith.rs`; specs/runtime.md has the
//! full table with the PTX each becomes.

mod arith;
mod memory;
mod warp;

use super::function::FnEmitter;
use ptxc_frontend::il::{Expr, FnDeclId};
use ptxc_ir::{addrspace, AtomicRmwOp, IntPredicate, Intrinsic, Opcode, SyncScope, Type, Value};

/// How a builtin is lowered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Builtin {
    /// A void NVVM intrinsic without operands (`llvm.nvvm.barrier0`, `membar.*`).
    Plain(Intrinsic),
    /// `__syncthreads_count/_and/_or`: `llvm.nvvm.barrier0.<op>(i32) -> i32`.
    BarrierReduce(&'static str),
    /// `__syncwarp([mask])`.
    SyncWarp,
    /// A special-register read of the result's width (`__lanemask_*`, `clock64`).
    Sreg(Intrinsic),
    /// `clock()`: the 32-bit `%clock`, sign-extended to `long`.
    Clock,
    /// A predicate special register (`%is_explicit_cluster`), zero-extended.
    SregFlag(Intrinsic),
    /// Three special registers combined into a `dim3` (`__clusterIdx()` ...).
    SregDim3([Intrinsic; 3]),
    /// `__isGlobal` ...: `llvm.nvvm.isspacep.<space>(ptr)`, zero-extended.
    IsSpace(&'static [&'static str]),
    /// `__cvta_generic_to_<space>`: `addrspacecast` to the space, `ptrtoint`.
    CvtaTo(u32),
    /// `__cvta_<space>_to_generic`: `inttoptr` in the space, `addrspacecast`.
    CvtaFrom(u32),
    /// `__ldg`: `llvm.nvvm.ldg.global.{i,f}.<T>.p1` (`ld.global.nc`) for scalars.
    Ldg,
    /// The cache-hinted loads (`__ldcg`, ...): a load from the global space
    /// carrying `!ptxc.cache !{!"cg"}` (PTX `ld.global.cg`).
    Load(&'static str),
    /// The cache-hinted stores (`__stcg`, ...): likewise (`st.global.cg`).
    Store(&'static str),
    /// `atomicrmw` with the given operation (`Add` becomes `FAdd` on floats,
    /// `Min`/`Max` the unsigned forms on unsigned operands).
    Atomic(AtomicRmwOp),
    /// `atomicCAS`: `cmpxchg`, the old value.
    AtomicCas,
    /// `__shfl*_sync` in the given mode (`idx`, `up`, `down`, `bfly`).
    Shfl(&'static str),
    /// `__all/any/uni_sync` (`i1` result) or `__ballot_sync`.
    Vote(Intrinsic),
    ActiveMask,
    MatchAny,
    MatchAll,
    /// `__reduce_<op>_sync`; min/max pick the unsigned form on unsigned operands.
    Redux(&'static str),
    /// `llvm.ctpop`/`llvm.ctlz`/`llvm.bitreverse` on the argument's width, result as declared.
    BitOp(Intrinsic),
    /// `__ffs`/`__ffsll`: 0 for 0, else one plus the trailing zero count.
    Ffs,
    /// A call of the named function on the arguments in order, result as declared.
    Call(&'static str),
    /// A call of the intrinsic with the given suffix parts on the arguments in
    /// order, result as declared (`Mulhi, ["ll"]` -> `llvm.nvvm.mulhi.ll`).
    Intrinsic(Intrinsic, &'static [&'static str]),
    /// `__funnelshift_{l,r}[c]`: (left, clamp).
    Funnel(bool, bool),
    /// `__[u]hadd`, `__[u]rhadd` (rounding up).
    HalvingAdd(bool),
    /// `__dp4a`: signed or unsigned form chosen by the operands.
    Dp4a,
    /// `__dp2a_lo/_hi`.
    Dp2a(bool),
    /// `min`/`max` overloads: (is max).
    MinMax(bool),
    /// `abs`/`labs`/`llabs`.
    Abs,
    /// Reinterprets the bits (`__float_as_int`, ...).
    BitCast,
    /// `__f<op>_<rnd>`/`__d<op>_<rnd>`: `llvm.nvvm.<op>.<rnd>.{f,d}` (op, operand count).
    Rounded(Intrinsic),
    /// `__fsub_<rnd>`: `add` of the negated second operand.
    RoundedSub,
    /// `__<a>2<b>_<rnd>` conversions: `llvm.nvvm.<stem>.<rnd>`.
    Convert(Intrinsic),
    /// `__[u]int2double_<rnd>`: exact, a plain `sitofp`/`uitofp`.
    IntToDouble(Opcode),
    /// `__ptxc_pair_<op>(r, a, b[, c])` of <cuda_fp16.h>: `*r = *a <op> *b` on the
    /// pair structs as one `<2 x half>`/`<2 x bfloat>` operation (packed in PTX);
    /// `Call` stands for `llvm.fma.v2f16/.v2bf16` of three pairs.
    PairOp(Opcode),
    /// An LLVM float intrinsic on the argument type (`__hfma` -> `llvm.fma.f16`).
    FloatIntrinsic(Intrinsic),
    /// A fast-math approximation (`__expf`, `__logf`, ...).
    Fast(FastOp),
    /// `memcpy(dst, src, n)`: `llvm.memcpy`, the result is `dst`.
    MemCopy,
    /// `memset(dst, value, n)`: `llvm.memset` of the value's low byte, the result is `dst`.
    MemSet,
    Printf,
    AssertFail,
}

/// The approximate single-precision intrinsics.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum FastOp {
    Exp,
    Exp10,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Pow,
    Div,
}

use Builtin as B;

/// Source name -> lowering. Names with `_block`/`_system` (atomics) or a
/// rounding suffix (`_rn` ...) are looked up without it.
const BUILTINS: &[(&str, Builtin)] = &[
    ("__syncthreads", B::Plain(Intrinsic::Barrier0)),
    ("__syncthreads_count", B::BarrierReduce("popc")),
    ("__syncthreads_and", B::BarrierReduce("and")),
    ("__syncthreads_or", B::BarrierReduce("or")),
    ("__syncwarp", B::SyncWarp),
    ("__barrier_sync", B::Intrinsic(Intrinsic::BarrierSync, &[])),
    ("__barrier_sync_count", B::Intrinsic(Intrinsic::BarrierSync, &["cnt"])),
    ("__threadfence", B::Plain(Intrinsic::MembarGl)),
    ("__threadfence_block", B::Plain(Intrinsic::MembarCta)),
    ("__threadfence_system", B::Plain(Intrinsic::MembarSys)),
    ("clock", B::Clock),
    ("clock64", B::Sreg(Intrinsic::Clock64)),
    ("__nanosleep", B::Intrinsic(Intrinsic::Nanosleep, &[])),
    ("__trap", B::Intrinsic(Intrinsic::Trap, &[])),
    ("__isGlobal", B::IsSpace(&["global"])),
    ("__isShared", B::IsSpace(&["shared"])),
    ("__isConstant", B::IsSpace(&["const"])),
    ("__isLocal", B::IsSpace(&["local"])),
    ("__isGridConstant", B::IsSpace(&["param"])),
    ("__isClusterShared", B::IsSpace(&["shared", "cluster"])),
    ("__cvta_generic_to_global", B::CvtaTo(addrspace::GLOBAL)),
    ("__cvta_generic_to_shared", B::CvtaTo(addrspace::SHARED)),
    ("__cvta_generic_to_constant", B::CvtaTo(addrspace::CONSTANT)),
    ("__cvta_generic_to_local", B::CvtaTo(addrspace::LOCAL)),
    ("__cvta_global_to_generic", B::CvtaFrom(addrspace::GLOBAL)),
    ("__cvta_shared_to_generic", B::CvtaFrom(addrspace::SHARED)),
    ("__cvta_constant_to_generic", B::CvtaFrom(addrspace::CONSTANT)),
    ("__cvta_local_to_generic", B::CvtaFrom(addrspace::LOCAL)),
    ("__ldg", B::Ldg),
    ("__ldcg", B::Load("cg")),
    ("__ldca", B::Load("ca")),
    ("__ldcs", B::Load("cs")),
    ("__ldlu", B::Load("lu")),
    ("__ldcv", B::Load("cv")),
    ("__stcg", B::Store("cg")),
    ("__stcs", B::Store("cs")),
    ("__stwt", B::Store("wt")),
    ("__stwb", B::Store("wb")),
    ("atomicAdd", B::Atomic(AtomicRmwOp::Add)),
    ("atomicSub", B::Atomic(AtomicRmwOp::Sub)),
    ("atomicExch", B::Atomic(AtomicRmwOp::Xchg)),
    ("atomicMin", B::Atomic(AtomicRmwOp::Min)),
    ("atomicMax", B::Atomic(AtomicRmwOp::Max)),
    ("atomicInc", B::Atomic(AtomicRmwOp::UIncWrap)),
    ("atomicDec", B::Atomic(AtomicRmwOp::UDecWrap)),
    ("atomicAnd", B::Atomic(AtomicRmwOp::And)),
    ("atomicOr", B::Atomic(AtomicRmwOp::Or)),
    ("atomicXor", B::Atomic(AtomicRmwOp::Xor)),
    ("atomicCAS", B::AtomicCas),
    ("__shfl_sync", B::Shfl("idx")),
    ("__shfl_up_sync", B::Shfl("up")),
    ("__shfl_down_sync", B::Shfl("down")),
    ("__shfl_xor_sync", B::Shfl("bfly")),
    ("__all_sync", B::Vote(Intrinsic::VoteAllSync)),
    ("__any_sync", B::Vote(Intrinsic::VoteAnySync)),
    ("__uni_sync", B::Vote(Intrinsic::VoteUniSync)),
    ("__ballot_sync", B::Vote(Intrinsic::VoteBallotSync)),
    ("__activemask", B::ActiveMask),
    ("__match_any_sync", B::MatchAny),
    ("__match_all_sync", B::MatchAll),
    ("__reduce_add_sync", B::Redux("add")),
    ("__reduce_min_sync", B::Redux("min")),
    ("__reduce_max_sync", B::Redux("max")),
    ("__reduce_and_sync", B::Redux("and")),
    ("__reduce_or_sync", B::Redux("or")),
    ("__reduce_xor_sync", B::Redux("xor")),
    ("__lanemask_eq", B::Sreg(Intrinsic::LanemaskEq)),
    ("__lanemask_lt", B::Sreg(Intrinsic::LanemaskLt)),
    ("__lanemask_le", B::Sreg(Intrinsic::LanemaskLe)),
    ("__lanemask_gt", B::Sreg(Intrinsic::LanemaskGt)),
    ("__lanemask_ge", B::Sreg(Intrinsic::LanemaskGe)),
    ("__laneid", B::Sreg(Intrinsic::LaneId)),
    ("__warpid", B::Sreg(Intrinsic::WarpId)),
    ("__nwarpid", B::Sreg(Intrinsic::NWarpId)),
    ("__smid", B::Sreg(Intrinsic::SmId)),
    ("__nsmid", B::Sreg(Intrinsic::NSmId)),
    ("__globaltimer", B::Sreg(Intrinsic::GlobalTimer)),
    ("__dynamic_smem_size", B::Sreg(Intrinsic::DynamicSmemSize)),
    (
        "__clusterIdx",
        B::SregDim3([Intrinsic::ClusterIdX, Intrinsic::ClusterIdY, Intrinsic::ClusterIdZ]),
    ),
    (
        "__clusterGridDimInClusters",
        B::SregDim3([Intrinsic::NClusterIdX, Intrinsic::NClusterIdY, Intrinsic::NClusterIdZ]),
    ),
    (
        "__clusterRelativeBlockIdx",
        B::SregDim3([
            Intrinsic::ClusterCtaidX,
            Intrinsic::ClusterCtaidY,
            Intrinsic::ClusterCtaidZ,
        ]),
    ),
    (
        "__clusterDim",
        B::SregDim3([
            Intrinsic::ClusterNctaidX,
            Intrinsic::ClusterNctaidY,
            Intrinsic::ClusterNctaidZ,
        ]),
    ),
    ("__clusterRelativeBlockRank", B::Sreg(Intrinsic::ClusterCtaRank)),
    ("__clusterSizeInBlocks", B::Sreg(Intrinsic::ClusterNctaRank)),
    ("__clusterDimIsSpecified", B::SregFlag(Intrinsic::IsExplicitCluster)),
    ("__popc", B::BitOp(Intrinsic::Ctpop)),
    ("__popcll", B::BitOp(Intrinsic::Ctpop)),
    ("__clz", B::BitOp(Intrinsic::Ctlz)),
    ("__clzll", B::BitOp(Intrinsic::Ctlz)),
    ("__brev", B::BitOp(Intrinsic::Bitreverse)),
    ("__brevll", B::BitOp(Intrinsic::Bitreverse)),
    ("__ffs", B::Ffs),
    ("__ffsll", B::Ffs),
    ("__byte_perm", B::Intrinsic(Intrinsic::Prmt, &[])),
    ("__fns", B::Intrinsic(Intrinsic::Fns, &[])),
    ("__funnelshift_l", B::Funnel(true, false)),
    ("__funnelshift_lc", B::Funnel(true, true)),
    ("__funnelshift_r", B::Funnel(false, false)),
    ("__funnelshift_rc", B::Funnel(false, true)),
    ("__mul24", B::Intrinsic(Intrinsic::Mul24, &["i"])),
    ("__umul24", B::Intrinsic(Intrinsic::Mul24, &["ui"])),
    ("__mulhi", B::Intrinsic(Intrinsic::Mulhi, &["i"])),
    ("__umulhi", B::Intrinsic(Intrinsic::Mulhi, &["ui"])),
    ("__mul64hi", B::Intrinsic(Intrinsic::Mulhi, &["ll"])),
    ("__umul64hi", B::Intrinsic(Intrinsic::Mulhi, &["ull"])),
    ("__sad", B::Intrinsic(Intrinsic::Sad, &["i"])),
    ("__usad", B::Intrinsic(Intrinsic::Sad, &["ui"])),
    ("__hadd", B::HalvingAdd(false)),
    ("__uhadd", B::HalvingAdd(false)),
    ("__rhadd", B::HalvingAdd(true)),
    ("__urhadd", B::HalvingAdd(true)),
    ("__dp4a", B::Dp4a),
    ("__dp2a_lo", B::Dp2a(false)),
    ("__dp2a_hi", B::Dp2a(true)),
    ("min", B::MinMax(false)),
    ("max", B::MinMax(true)),
    ("llmin", B::MinMax(false)),
    ("llmax", B::MinMax(true)),
    ("ullmin", B::MinMax(false)),
    ("ullmax", B::MinMax(true)),
    ("umin", B::MinMax(false)),
    ("umax", B::MinMax(true)),
    ("memcpy", B::MemCopy),
    ("memset", B::MemSet),
    ("abs", B::Abs),
    ("labs", B::Abs),
    ("llabs", B::Abs),
    ("__float_as_int", B::BitCast),
    ("__float_as_uint", B::BitCast),
    ("__int_as_float", B::BitCast),
    ("__uint_as_float", B::BitCast),
    ("__double_as_longlong", B::BitCast),
    ("__longlong_as_double", B::BitCast),
    ("__half_as_short", B::BitCast),
    ("__half_as_ushort", B::BitCast),
    ("__short_as_half", B::BitCast),
    ("__ushort_as_half", B::BitCast),
    ("__bfloat16_as_short", B::BitCast),
    ("__bfloat16_as_ushort", B::BitCast),
    ("__short_as_bfloat16", B::BitCast),
    ("__ushort_as_bfloat16", B::BitCast),
    ("__hfma", B::FloatIntrinsic(Intrinsic::Fma)),
    ("__ptxc_pair_add", B::PairOp(Opcode::FAdd)),
    ("__ptxc_pair_sub", B::PairOp(Opcode::FSub)),
    ("__ptxc_pair_mul", B::PairOp(Opcode::FMul)),
    ("__ptxc_pair_fma", B::PairOp(Opcode::Call)),
    // Half and bfloat atomics (<cuda_fp16.h>, <cuda_bf16.h>) on the bits.
    (
        "__ptxc_atomic_add_f16x2",
        B::Intrinsic(Intrinsic::AtomicAddNoftz, &["f16x2"]),
    ),
    (
        "__ptxc_atomic_add_f16",
        B::Intrinsic(Intrinsic::AtomicAddNoftz, &["f16"]),
    ),
    (
        "__ptxc_atomic_add_bf16x2",
        B::Intrinsic(Intrinsic::AtomicAddNoftz, &["bf16x2"]),
    ),
    (
        "__ptxc_atomic_add_bf16",
        B::Intrinsic(Intrinsic::AtomicAddNoftz, &["bf16"]),
    ),
    ("__fadd", B::Rounded(Intrinsic::NvvmAdd)),
    ("__dadd", B::Rounded(Intrinsic::NvvmAdd)),
    ("__fsub", B::RoundedSub),
    ("__dsub", B::RoundedSub),
    ("__fmul", B::Rounded(Intrinsic::NvvmMul)),
    ("__dmul", B::Rounded(Intrinsic::NvvmMul)),
    ("__fdiv", B::Rounded(Intrinsic::NvvmDiv)),
    ("__ddiv", B::Rounded(Intrinsic::NvvmDiv)),
    ("__fmaf", B::Rounded(Intrinsic::NvvmFma)),
    ("__fma", B::Rounded(Intrinsic::NvvmFma)),
    ("__frcp", B::Rounded(Intrinsic::NvvmRcp)),
    ("__drcp", B::Rounded(Intrinsic::NvvmRcp)),
    ("__fsqrt", B::Rounded(Intrinsic::NvvmSqrt)),
    ("__dsqrt", B::Rounded(Intrinsic::NvvmSqrt)),
    ("__float2int", B::Convert(Intrinsic::F2I)),
    ("__float2uint", B::Convert(Intrinsic::F2Ui)),
    ("__float2ll", B::Convert(Intrinsic::F2Ll)),
    ("__float2ull", B::Convert(Intrinsic::F2Ull)),
    ("__double2int", B::Convert(Intrinsic::D2I)),
    ("__double2uint", B::Convert(Intrinsic::D2Ui)),
    ("__double2ll", B::Convert(Intrinsic::D2Ll)),
    ("__double2ull", B::Convert(Intrinsic::D2Ull)),
    ("__double2float", B::Convert(Intrinsic::D2F)),
    ("__int2float", B::Convert(Intrinsic::I2F)),
    ("__uint2float", B::Convert(Intrinsic::Ui2F)),
    ("__ll2float", B::Convert(Intrinsic::Ll2F)),
    ("__ull2float", B::Convert(Intrinsic::Ull2F)),
    ("__ll2double", B::Convert(Intrinsic::Ll2D)),
    ("__ull2double", B::Convert(Intrinsic::Ull2D)),
    ("__int2double", B::IntToDouble(Opcode::SIToFP)),
    ("__uint2double", B::IntToDouble(Opcode::UIToFP)),
    // Half conversions with a directed rounding (round-to-nearest ones are casts).
    ("__float2half", B::Convert(Intrinsic::F2H)),
    ("__int2half", B::Convert(Intrinsic::I2H)),
    ("__uint2half", B::Convert(Intrinsic::Ui2H)),
    ("__ll2half", B::Convert(Intrinsic::Ll2H)),
    ("__ull2half", B::Convert(Intrinsic::Ull2H)),
    ("__short2half", B::Convert(Intrinsic::S2H)),
    ("__ushort2half", B::Convert(Intrinsic::Us2H)),
    ("__half2int", B::Convert(Intrinsic::H2I)),
    ("__half2uint", B::Convert(Intrinsic::H2Ui)),
    ("__half2ll", B::Convert(Intrinsic::H2Ll)),
    ("__half2ull", B::Convert(Intrinsic::H2Ull)),
    ("__half2short", B::Convert(Intrinsic::H2S)),
    ("__half2ushort", B::Convert(Intrinsic::H2Us)),
    ("__saturatef", B::Intrinsic(Intrinsic::Saturate, &["f"])),
    ("__expf", B::Fast(FastOp::Exp)),
    ("__exp10f", B::Fast(FastOp::Exp10)),
    ("__logf", B::Fast(FastOp::Log)),
    ("__log2f", B::Fast(FastOp::Log2)),
    ("__log10f", B::Fast(FastOp::Log10)),
    ("__sinf", B::Fast(FastOp::Sin)),
    ("__cosf", B::Fast(FastOp::Cos)),
    ("__tanf", B::Fast(FastOp::Tan)),
    ("__powf", B::Fast(FastOp::Pow)),
    ("__fdividef", B::Fast(FastOp::Div)),
    // The math library's hooks for -prec-sqrt and -use_fast_math (specs/math.md).
    ("__ptxc_sqrtf", B::Intrinsic(Intrinsic::NvvmSqrt, &["f"])),
    ("__ptxc_rsqrtf_approx", B::Intrinsic(Intrinsic::RsqrtApprox, &["f"])),
    ("__ptxc_exp2f_approx", B::Intrinsic(Intrinsic::Ex2Approx, &["f"])),
    (
        "__ptxc_ex2_approx_ftz_f32",
        B::Intrinsic(Intrinsic::Ex2Approx, &["ftz", "f"]),
    ),
    ("__ptxc_abs_f32", B::FloatIntrinsic(Intrinsic::Fabs)),
    ("__ptxc_trunc_f32", B::FloatIntrinsic(Intrinsic::Trunc)),
    ("__ptxc_floor_f32", B::FloatIntrinsic(Intrinsic::Floor)),
    ("__ptxc_ceil_f32", B::FloatIntrinsic(Intrinsic::Ceil)),
    ("__ptxc_rint_f32", B::FloatIntrinsic(Intrinsic::Rint)),
    ("__ptxc_copysign_f32", B::FloatIntrinsic(Intrinsic::Copysign)),
    ("__ptxc_abs_f64", B::FloatIntrinsic(Intrinsic::Fabs)),
    ("__ptxc_trunc_f64", B::FloatIntrinsic(Intrinsic::Trunc)),
    ("__ptxc_floor_f64", B::FloatIntrinsic(Intrinsic::Floor)),
    ("__ptxc_ceil_f64", B::FloatIntrinsic(Intrinsic::Ceil)),
    ("__ptxc_rint_f64", B::FloatIntrinsic(Intrinsic::Rint)),
    ("__ptxc_copysign_f64", B::FloatIntrinsic(Intrinsic::Copysign)),
    ("printf", B::Printf),
    ("vprintf", B::Call("vprintf")),
    ("__assertfail", B::Call("__assertfail")),
    ("__ptxc_assert_fail", B::AssertFail),
    ("__assert_fail", B::AssertFail),
];

/// Rounding suffix -> the NVVM rounding-mode name.
const ROUNDING: &[(&str, &str)] = &[("_rn", "rn"), ("_rz", "rz"), ("_ru", "rp"), ("_rd", "rm")];

/// Atomic scope suffix -> the `syncscope` it gets.
const SCOPES: &[(&str, SyncScope)] = &[("_block", SyncScope::Block), ("_system", SyncScope::System)];

/// A resolved builtin: the lowering plus the suffix information.
#[derive(Copy, Clone, Debug)]
pub(super) struct Resolved {
    pub kind: Builtin,
    /// NVVM rounding mode (`rn`, `rz`, `rm`, `rp`) for rounded forms.
    pub rounding: &'static str,
    /// `syncscope` of a scoped atomic.
    pub scope: Option<&'static SyncScope>,
}

fn lookup(name: &str) -> Option<Builtin> {
    BUILTINS.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// The builtin a body-less function named `name` stands for.
pub(super) fn resolve(name: &str) -> Option<Resolved> {
    if let Some(kind) = lookup(name) {
        return Some(Resolved {
            kind,
            rounding: "rn",
            scope: None,
        });
    }
    for (suffix, mode) in ROUNDING {
        if let Some(kind) = name.strip_suffix(suffix).and_then(lookup) {
            if matches!(kind, B::Rounded(_) | B::RoundedSub | B::Convert(_) | B::IntToDouble(_)) {
                return Some(Resolved {
                    kind,
                    rounding: mode,
                    scope: None,
                });
            }
        }
    }
    for (suffix, scope) in SCOPES {
        if let Some(kind) = name.strip_suffix(suffix).and_then(lookup) {
            if matches!(kind, B::Atomic(_) | B::AtomicCas) {
                return Some(Resolved {
                    kind,
                    rounding: "rn",
                    scope: Some(scope),
                });
            }
        }
    }
    None
}

/// True when the body-less function `name` is a runtime builtin (IR
/// generation neither declares nor calls it).
pub fn is_builtin(name: &str) -> bool {
    resolve(name).is_some()
}

impl FnEmitter<'_, '_, '_> {
    /// Lowers a call of `callee` if it is a runtime builtin: `None` when it is
    /// not one, `Some(result)` (`Some(None)` for void) when it was lowered.
    pub fn emit_builtin_call(
        &mut self,
        callee: FnDeclId,
        args: &[&Expr<'_>],
        ret: ptxc_frontend::types::TypeId,
    ) -> Option<Option<Value>> {
        let f = self.tu.functions.get(callee.0 as usize)?;
        if f.body.is_some() || self.tu.is_deferred_library(callee) {
            return None;
        }
        let r = resolve(f.name)?;
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            let v = self.emit_expr(a);
            vals.push(v.unwrap_or_else(|| {
                let i32t = self.b.module.types.i32();
                Value::Const(self.b.module.const_poison(i32t))
            }));
        }
        let signed: Vec<bool> = args.iter().map(|a| self.tu.types.is_signed(a.ty)).collect();
        let ret_ty = if self.tu.types.is_void(ret) {
            None
        } else {
            Some(self.lower.value_type(self.b.module, ret))
        };
        let v = self.lower_builtin(r, &vals, &signed, args, ret_ty);
        Some(match (ret_ty, v) {
            (None, _) => None,
            (Some(_), Some(v)) => Some(v),
            (Some(t), None) => Some(Value::Const(self.b.module.const_poison(t))),
        })
    }

    fn lower_builtin(
        &mut self,
        r: Resolved,
        v: &[Value],
        signed: &[bool],
        args: &[&Expr<'_>],
        ret: Option<Type>,
    ) -> Option<Value> {
        let arg = |k: usize| v.get(k).copied();
        match r.kind {
            B::Plain(intr) => {
                let void = self.b.module.types.void();
                let fty = self.b.module.types.function(void, vec![], false);
                self.b.call_intrinsic(intr, fty, &[], "");
                None
            }
            B::Sreg(intr) => {
                let fty = self.b.module.types.function(ret?, vec![], false);
                Some(self.b.call_intrinsic(intr, fty, &[], "predef_tmp_comp"))
            }
            B::Clock => {
                let i32t = self.b.module.types.i32();
                let fty = self.b.module.types.function(i32t, vec![], false);
                let c = self.b.call_intrinsic(Intrinsic::Clock, fty, &[], "predef_tmp_comp");
                Some(self.b.cast(Opcode::SExt, c, ret?, "conv"))
            }
            B::SregFlag(intr) => {
                let i1 = self.b.module.types.i1();
                let fty = self.b.module.types.function(i1, vec![], false);
                let c = self.b.call_intrinsic(intr, fty, &[], "predef_tmp_comp");
                Some(self.b.cast(Opcode::ZExt, c, ret?, "conv"))
            }
            B::SregDim3(intrs) => Some(self.read_sreg_record(intrs, ret?)),
            B::BarrierReduce(op) => {
                let p = self.as_i32(arg(0)?);
                self.call_intrinsic(Intrinsic::Barrier0Reduce, &[op], ret?, &[p], "call")
            }
            B::SyncWarp => {
                let i32t = self.b.module.types.i32();
                let mask = match arg(0) {
                    Some(m) => m,
                    None => Value::Const(self.b.module.const_int(i32t, -1)),
                };
                let void = self.b.module.types.void();
                self.call_intrinsic(Intrinsic::BarWarpSync, &[], void, &[mask], "");
                None
            }
            B::IsSpace(space) => {
                let i1 = self.b.module.types.i1();
                let r = self.call_intrinsic(Intrinsic::IsSpacep, space, i1, &[arg(0)?], "call")?;
                Some(self.b.cast(Opcode::ZExt, r, ret?, "conv"))
            }
            B::CvtaTo(space) => {
                let sp = self.b.module.types.ptr(space);
                let p = self.b.cast(Opcode::AddrSpaceCast, arg(0)?, sp, "");
                Some(self.b.cast(Opcode::PtrToInt, p, ret?, ""))
            }
            B::CvtaFrom(space) => {
                let sp = self.b.module.types.ptr(space);
                let p = self.b.cast(Opcode::IntToPtr, arg(0)?, sp, "");
                Some(self.b.cast(Opcode::AddrSpaceCast, p, ret?, ""))
            }
            B::Ldg => self.ldg(arg(0)?, args.first()?.ty),
            B::Load(hint) => {
                let p = args.first()?;
                let pointee = self.tu.types.pointee(p.ty)?;
                Some(self.cache_load(arg(0)?, pointee, hint))
            }
            B::Store(hint) => {
                let p = args.first()?;
                let pointee = self.tu.types.pointee(p.ty)?.unqualified();
                self.cache_store(arg(1)?, arg(0)?, pointee, hint);
                None
            }
            B::Atomic(op) => self.atomic(op, arg(0)?, arg(1)?, *signed.get(1)?, r.scope),
            B::AtomicCas => self.atomic_cas(arg(0)?, arg(1)?, arg(2)?, r.scope),
            B::Shfl(mode) => self.shuffle(mode, v),
            B::Vote(mode) => self.vote(mode, arg(0)?, arg(1)?, ret?),
            B::ActiveMask => {
                let i32t = self.b.module.types.i32();
                self.call_intrinsic(Intrinsic::Activemask, &[], i32t, &[], "call")
            }
            B::MatchAny => {
                let val = self.float_bits(arg(1)?);
                let suffix = self.int_suffix(val);
                let i32t = self.b.module.types.i32();
                self.call_intrinsic(Intrinsic::MatchAnySync, &[&suffix], i32t, &[arg(0)?, val], "call")
            }
            B::MatchAll => {
                let val = self.float_bits(arg(1)?);
                self.match_all(arg(0)?, val, arg(2)?)
            }
            B::Redux(op) => {
                let op = match (op, signed.get(1).copied().unwrap_or(false)) {
                    ("min", false) => "umin",
                    ("max", false) => "umax",
                    (op, _) => op,
                };
                let i32t = self.b.module.types.i32();
                self.call_intrinsic(Intrinsic::ReduxSync, &[op], i32t, &[arg(1)?, arg(0)?], "call")
            }
            B::BitOp(op) => self.bit_op(op, arg(0)?, ret?),
            B::Ffs => self.ffs(arg(0)?, ret?),
            B::MemCopy => Some(self.mem_call(Intrinsic::Memcpy, &["p0", "p0", "i64"], arg(0)?, arg(1)?, arg(2)?)),
            B::MemSet => {
                let i8t = self.b.module.types.i8();
                let byte = self.b.cast(Opcode::Trunc, arg(1)?, i8t, "");
                Some(self.mem_call(Intrinsic::Memset, &["p0", "i64"], arg(0)?, byte, arg(2)?))
            }
            B::Call(name) => {
                let void = self.b.module.types.void();
                self.call_named(name, ret.unwrap_or(void), v, "call")
            }
            B::Intrinsic(intr, parts) => {
                let void = self.b.module.types.void();
                self.call_intrinsic(intr, parts, ret.unwrap_or(void), v, "call")
            }
            B::Funnel(left, clamp) => self.funnel(left, clamp, arg(0)?, arg(1)?, arg(2)?),
            B::HalvingAdd(round) => Some(self.halving_add(round, arg(0)?, arg(1)?, *signed.first()?)),
            B::Dp4a => {
                let s = if signed.first().copied().unwrap_or(true) {
                    "s"
                } else {
                    "u"
                };
                self.call_intrinsic(Intrinsic::Idp4a, &[s, s], ret?, v, "call")
            }
            B::Dp2a(hi) => {
                let s = if signed.first().copied().unwrap_or(true) {
                    "s"
                } else {
                    "u"
                };
                let i1 = self.b.module.types.i1();
                let hi = Value::Const(self.b.module.const_int(i1, i128::from(hi)));
                self.call_intrinsic(
                    Intrinsic::Idp2a,
                    &[s, s],
                    ret?,
                    &[arg(0)?, arg(1)?, hi, arg(2)?],
                    "call",
                )
            }
            B::MinMax(is_max) => self.min_max(is_max, arg(0)?, arg(1)?, *signed.first()?),
            B::Abs => {
                let x = arg(0)?;
                let ty = self.b.type_of(x);
                let i1 = self.b.module.types.i1();
                let f = Value::Const(self.b.module.const_int(i1, 0));
                let t = self.type_suffix(ty);
                self.call_intrinsic(Intrinsic::Abs, &[&t], ty, &[x, f], "call")
            }
            B::BitCast => Some(self.b.cast(Opcode::BitCast, arg(0)?, ret?, "")),
            B::Rounded(op) => {
                let fd = self.float_suffix(ret?);
                self.call_intrinsic(op, &[r.rounding, fd], ret?, v, "call")
            }
            B::RoundedSub => {
                let fd = self.float_suffix(ret?);
                let neg = self.b.fneg(arg(1)?, "fneg");
                self.call_intrinsic(Intrinsic::NvvmAdd, &[r.rounding, fd], ret?, &[arg(0)?, neg], "call")
            }
            B::Convert(intr) => self.call_intrinsic(intr, &[r.rounding], ret?, &[arg(0)?], "call"),
            B::IntToDouble(op) => Some(self.b.cast(op, arg(0)?, ret?, "conv")),
            B::PairOp(op) => {
                self.pair_op(op, args.first()?.ty, v)?;
                None
            }
            B::FloatIntrinsic(op) => {
                let ty = self.b.type_of(arg(0)?);
                let t = self.type_suffix(ty);
                self.call_intrinsic(op, &[&t], ty, v, "call")
            }
            B::Fast(op) => self.fast_math(op, arg(0)?, arg(1)),
            B::Printf => Some(self.emit_printf(v)),
            B::AssertFail => {
                self.emit_assert_fail(v);
                None
            }
        }
    }

    /// Calls the function `name` (declared on first use with the operand types).
    pub(super) fn call_named(&mut self, name: &str, ret: Type, args: &[Value], result: &str) -> Option<Value> {
        let params: Vec<Type> = args.iter().map(|&a| self.b.type_of(a)).collect();
        let fty = self.b.module.types.function(ret, params, false);
        let f = self.b.module.get_or_declare(name, fty);
        let void = self.b.module.types.is_void(ret);
        let v = self.b.call(f, args, if void { "" } else { result });
        (!void).then_some(v)
    }

    /// Calls intrinsic `intr` with suffix `parts` (declared on first use with the operand types).
    pub(super) fn call_intrinsic(
        &mut self,
        intr: Intrinsic,
        parts: &[&str],
        ret: Type,
        args: &[Value],
        result: &str,
    ) -> Option<Value> {
        self.call_named(&intr.name_with(parts), ret, args, result)
    }

    /// `llvm.memset` of `bytes` zero bytes at `dst` (a pointer in any address space).
    pub(super) fn emit_memset_zero(&mut self, dst: Value, bytes: u64) {
        let ty = self.b.type_of(dst);
        let space = format!("p{}", self.b.module.types.ptr_addrspace(ty).unwrap_or(0));
        let (i8t, i64t) = (self.b.module.types.i8(), self.b.module.types.i64());
        let byte = Value::Const(self.b.module.const_int(i8t, 0));
        let n = Value::Const(self.b.module.const_int(i64t, i128::from(bytes)));
        self.mem_call(Intrinsic::Memset, &[&space, "i64"], dst, byte, n);
    }

    /// A non-volatile `llvm.memcpy`/`llvm.memset` call; C's result is the destination.
    fn mem_call(&mut self, intr: Intrinsic, parts: &[&str], dst: Value, src_or_byte: Value, n: Value) -> Value {
        let (void, i1) = (self.b.module.types.void(), self.b.module.types.i1());
        let not_volatile = Value::Const(self.b.module.const_int(i1, 0));
        self.call_intrinsic(intr, parts, void, &[dst, src_or_byte, n, not_volatile], "");
        dst
    }

    /// `i32`/`i64`/... for an integer, `f32`/`f64` for a float.
    fn type_suffix(&mut self, ty: Type) -> String {
        match self.b.module.types.int_bits(ty) {
            Some(bits) => format!("i{bits}"),
            None if ty == self.b.module.types.double() => "f64".into(),
            None if matches!(self.b.module.types.get(ty), ptxc_ir::TypeData::Half) => "f16".into(),
            None if matches!(self.b.module.types.get(ty), ptxc_ir::TypeData::BFloat) => "bf16".into(),
            None => "f32".into(),
        }
    }

    /// `i32`/`i64` of an integer value.
    fn int_suffix(&mut self, v: Value) -> String {
        let ty = self.b.type_of(v);
        self.type_suffix(ty)
    }

    /// NVVM's `f`/`d` suffix of a float type.
    fn float_suffix(&mut self, ty: Type) -> &'static str {
        if ty == self.b.module.types.double() {
            "d"
        } else {
            "f"
        }
    }

    /// An integer argument converted to `i32` (truth values are already ints).
    fn as_i32(&mut self, v: Value) -> Value {
        let i32t = self.b.module.types.i32();
        let ty = self.b.type_of(v);
        match self.b.module.types.int_bits(ty) {
            Some(32) | None => v,
            Some(b) if b < 32 => self.b.cast(Opcode::ZExt, v, i32t, "conv"),
            Some(_) => self.b.cast(Opcode::Trunc, v, i32t, "conv"),
        }
    }

    /// A float's bits as the integer of its width; other values unchanged.
    fn float_bits(&mut self, v: Value) -> Value {
        let ty = self.b.type_of(v);
        if !self.b.module.types.is_float(ty) {
            return v;
        }
        let bits = if ty == self.b.module.types.double() { 64 } else { 32 };
        let int = self.b.module.types.int(bits);
        self.b.cast(Opcode::BitCast, v, int, "")
    }

    /// `v != 0` as an `i1`.
    pub(super) fn truth(&mut self, v: Value) -> Value {
        let ty = self.b.type_of(v);
        if self.b.module.types.int_bits(ty) == Some(1) {
            return v;
        }
        let zero = Value::Const(self.b.module.const_int(ty, 0));
        self.b.icmp(IntPredicate::Ne, v, zero, "tobool")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve_with_their_suffixes() {
        let r = resolve("atomicAdd_block").expect("scoped atomic");
        assert_eq!(
            (r.kind, r.scope),
            (B::Atomic(AtomicRmwOp::Add), Some(&SyncScope::Block))
        );
        let r = resolve("atomicCAS_system").expect("scoped CAS");
        assert_eq!((r.kind, r.scope), (B::AtomicCas, Some(&SyncScope::System)));
        let r = resolve("__fadd_ru").expect("rounded add");
        assert_eq!((r.kind, r.rounding), (B::Rounded(Intrinsic::NvvmAdd), "rp"));
        let r = resolve("__double2ll_rd").expect("conversion");
        assert_eq!((r.kind, r.rounding), (B::Convert(Intrinsic::D2Ll), "rm"));
        assert_eq!(
            resolve("__syncthreads").map(|r| r.kind),
            Some(B::Plain(Intrinsic::Barrier0))
        );
        // Suffixes only apply to the families that have them.
        for name in [
            "__fadd_block",
            "atomicAdd_rn",
            "__syncthreads_system",
            "__popc_rz",
            "sinf",
            "",
            "_rn",
        ] {
            assert!(resolve(name).is_none(), "{name}");
        }
    }

    #[test]
    fn table_names_are_unique() {
        for (k, (a, _)) in BUILTINS.iter().enumerate() {
            assert!(BUILTINS[k + 1..].iter().all(|(b, _)| a != b), "{a} twice");
        }
    }
}
