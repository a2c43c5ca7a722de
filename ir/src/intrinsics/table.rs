//! The intrinsic table: one row per intrinsic or intrinsic family, giving
//! its id, its name stem and how the rest of a name after the stem is read
//! ([`Suffix`]). Every stage that recognises an `llvm.*` name (the IR
//! parser, IR generation, the NVVM verifier, instruction selection) goes
//! through these rows; specs/ir.md lists them.
//!
//! A name matches the longest stem whose suffix rule accepts the rest (on a
//! tie, the earlier row). Families whose members differ only by a type or
//! mode suffix (`llvm.sqrt.f32`/`.f64`, `llvm.nvvm.shfl.sync.idx.i32`,
//! `llvm.memcpy.p0.p0.i64`, `llvm.nvvm.add.rn.f`) are one row; the users
//! read the parts ([`super::IntrinsicName::parts`]). `Prefix` rows are the
//! families the verifier has always accepted by a bare prefix (any name
//! starting with the stem); their exact member is the row with an empty rest.

use super::Suffix;

intrinsics! {
    // Special registers (`llvm.nvvm.read.ptx.sreg.<reg>`), PTX register in `special_register`.
    TidX => "llvm.nvvm.read.ptx.sreg.tid.x", Exact;
    TidY => "llvm.nvvm.read.ptx.sreg.tid.y", Exact;
    TidZ => "llvm.nvvm.read.ptx.sreg.tid.z", Exact;
    NtidX => "llvm.nvvm.read.ptx.sreg.ntid.x", Exact;
    NtidY => "llvm.nvvm.read.ptx.sreg.ntid.y", Exact;
    NtidZ => "llvm.nvvm.read.ptx.sreg.ntid.z", Exact;
    CtaidX => "llvm.nvvm.read.ptx.sreg.ctaid.x", Exact;
    CtaidY => "llvm.nvvm.read.ptx.sreg.ctaid.y", Exact;
    CtaidZ => "llvm.nvvm.read.ptx.sreg.ctaid.z", Exact;
    NctaidX => "llvm.nvvm.read.ptx.sreg.nctaid.x", Exact;
    NctaidY => "llvm.nvvm.read.ptx.sreg.nctaid.y", Exact;
    NctaidZ => "llvm.nvvm.read.ptx.sreg.nctaid.z", Exact;
    WarpSize => "llvm.nvvm.read.ptx.sreg.warpsize", Exact;
    LaneId => "llvm.nvvm.read.ptx.sreg.laneid", Exact;
    WarpId => "llvm.nvvm.read.ptx.sreg.warpid", Exact;
    NWarpId => "llvm.nvvm.read.ptx.sreg.nwarpid", Exact;
    SmId => "llvm.nvvm.read.ptx.sreg.smid", Exact;
    NSmId => "llvm.nvvm.read.ptx.sreg.nsmid", Exact;
    Clock => "llvm.nvvm.read.ptx.sreg.clock", Exact;
    Clock64 => "llvm.nvvm.read.ptx.sreg.clock64", Exact;
    GlobalTimer => "llvm.nvvm.read.ptx.sreg.globaltimer", Exact;
    LanemaskEq => "llvm.nvvm.read.ptx.sreg.lanemask.eq", Exact;
    LanemaskLe => "llvm.nvvm.read.ptx.sreg.lanemask.le", Exact;
    LanemaskLt => "llvm.nvvm.read.ptx.sreg.lanemask.lt", Exact;
    LanemaskGe => "llvm.nvvm.read.ptx.sreg.lanemask.ge", Exact;
    LanemaskGt => "llvm.nvvm.read.ptx.sreg.lanemask.gt", Exact;
    DynamicSmemSize => "llvm.nvvm.read.ptx.sreg.dynamic_smem_size", Exact;
    // Cluster registers (sm_90+; the verifier's SM gate rejects them below).
    ClusterIdX => "llvm.nvvm.read.ptx.sreg.clusterid.x", Exact;
    ClusterIdY => "llvm.nvvm.read.ptx.sreg.clusterid.y", Exact;
    ClusterIdZ => "llvm.nvvm.read.ptx.sreg.clusterid.z", Exact;
    NClusterIdX => "llvm.nvvm.read.ptx.sreg.nclusterid.x", Exact;
    NClusterIdY => "llvm.nvvm.read.ptx.sreg.nclusterid.y", Exact;
    NClusterIdZ => "llvm.nvvm.read.ptx.sreg.nclusterid.z", Exact;
    ClusterCtaidX => "llvm.nvvm.read.ptx.sreg.cluster.ctaid.x", Exact;
    ClusterCtaidY => "llvm.nvvm.read.ptx.sreg.cluster.ctaid.y", Exact;
    ClusterCtaidZ => "llvm.nvvm.read.ptx.sreg.cluster.ctaid.z", Exact;
    ClusterNctaidX => "llvm.nvvm.read.ptx.sreg.cluster.nctaid.x", Exact;
    ClusterNctaidY => "llvm.nvvm.read.ptx.sreg.cluster.nctaid.y", Exact;
    ClusterNctaidZ => "llvm.nvvm.read.ptx.sreg.cluster.nctaid.z", Exact;
    ClusterCtaRank => "llvm.nvvm.read.ptx.sreg.cluster.ctarank", Exact;
    ClusterNctaRank => "llvm.nvvm.read.ptx.sreg.cluster.nctarank", Exact;
    IsExplicitCluster => "llvm.nvvm.read.ptx.sreg.is.explicit.cluster", Exact;
    // Any other register name (the verifier gates and checks them by name).
    SregOther => "llvm.nvvm.read.ptx.sreg", Parts;
    // Barriers and fences.
    Barrier0 => "llvm.nvvm.barrier0", Exact;
    // `.popc` / `.and` / `.or`: `__syncthreads_count/and/or`.
    Barrier0Reduce => "llvm.nvvm.barrier0", Parts;
    BarrierFamily => "llvm.nvvm.barrier", Prefix;
    // `barrier.sync a` and, with `.cnt`, `barrier.sync a, b`: `__barrier_sync[_count]`.
    BarrierSync => "llvm.nvvm.barrier.sync", OptParts;
    BarWarpSync => "llvm.nvvm.bar.warp.sync", Exact;
    BarFamily => "llvm.nvvm.bar", Parts;
    MembarCta => "llvm.nvvm.membar.cta", Exact;
    MembarGl => "llvm.nvvm.membar.gl", Exact;
    MembarSys => "llvm.nvvm.membar.sys", Exact;
    MembarFamily => "llvm.nvvm.membar", Parts;
    Fence => "llvm.nvvm.fence", Prefix;
    MbarrierFamily => "llvm.nvvm.mbarrier", Parts;
    SetMaxNRegInc => "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32", Exact;
    SetMaxNRegDec => "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32", Exact;
    SetMaxNRegFamily => "llvm.nvvm.setmaxnreg", Parts;
    BranchIfConvergent => "llvm.nvvm.branch.if.convergent", Exact;
    BranchIfAllConvergent => "llvm.nvvm.branch.if.all.convergent", Exact;
    BranchIfFamily => "llvm.nvvm.branch.if", Parts;
    // Warp-level operations (specs/runtime.md). Parts: mode then type (`.idx.i32`).
    ShflSync => "llvm.nvvm.shfl.sync", Parts;
    ShflFamily => "llvm.nvvm.shfl", Parts;
    VoteAllSync => "llvm.nvvm.vote.all.sync", Exact;
    VoteAnySync => "llvm.nvvm.vote.any.sync", Exact;
    VoteUniSync => "llvm.nvvm.vote.uni.sync", Exact;
    VoteBallotSync => "llvm.nvvm.vote.ballot.sync", Exact;
    VoteFamily => "llvm.nvvm.vote", Parts;
    // Parts: `i32` / `i64`.
    MatchAnySync => "llvm.nvvm.match.any.sync", Parts;
    // Parts: `i32p` / `i64p`.
    MatchAllSync => "llvm.nvvm.match.all.sync", Parts;
    MatchFamily => "llvm.nvvm.match", Parts;
    // Parts: the operation (`add`, `umin`, ...), sm_80+.
    ReduxSync => "llvm.nvvm.redux.sync", Parts;
    Activemask => "llvm.nvvm.activemask", Prefix;
    Nanosleep => "llvm.nvvm.nanosleep", Prefix;
    // Address spaces. Parts: the space (`global`, `shared`, `const`, `local`).
    IsSpacep => "llvm.nvvm.isspacep", Parts;
    // Retired address-space conversions (`llvm.nvvm.ptr.gen.to.*`, `llvm.nvvm.ptr.*.to.gen.*`).
    PtrGenTo => "llvm.nvvm.ptr.gen.to", Parts;
    PtrFamily => "llvm.nvvm.ptr", Parts;
    Mapa => "llvm.nvvm.mapa", Prefix;
    NvvmStacksave => "llvm.nvvm.stacksave", Prefix;
    NvvmStackrestore => "llvm.nvvm.stackrestore", Prefix;
    // Memory. Parts of `ldg`/`ldu`: kind, type, pointer (`.f.f32.p1`).
    LdgGlobal => "llvm.nvvm.ldg.global", Parts;
    LduGlobal => "llvm.nvvm.ldu.global", Parts;
    CpAsyncCaSharedGlobal => "llvm.nvvm.cp.async.ca.shared.global", Prefix;
    CpAsyncCgSharedGlobal => "llvm.nvvm.cp.async.cg.shared.global", Prefix;
    CpAsyncBulkTensorG2s2Cta => "llvm.nvvm.cp.async.bulk.tensor.g2s.2cta", Parts;
    CpAsyncBulkTensorG2sIm2colW => "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w", Parts;
    CpAsyncBulkTensor => "llvm.nvvm.cp.async.bulk.tensor", Prefix;
    CpAsyncBulk => "llvm.nvvm.cp.async.bulk", Prefix;
    CpAsyncFamily => "llvm.nvvm.cp.async", Prefix;
    // Matrix multiply-accumulate; the parts are decoded by the verifier (verifier/src/intrinsic/mma.rs).
    Wmma => "llvm.nvvm.wmma", Parts;
    Mma => "llvm.nvvm.mma", Parts;
    WgmmaMmaAsync => "llvm.nvvm.wgmma.mma_async", Parts;
    Tcgen05Cp => "llvm.nvvm.tcgen05.cp", Exact;
    Tcgen05Mma => "llvm.nvvm.tcgen05.mma", Exact;
    Tcgen05Family => "llvm.nvvm.tcgen05", Parts;
    // Atomics. `atomic.add.noftz.<f16|f16x2|bf16|bf16x2>` (irgen); `atomic.<rmw|cas|cast>...`
    // are NVVM-internal (operand layouts in specs/verifier.md).
    AtomicAddNoftz => "llvm.nvvm.atomic.add.noftz", Parts;
    NvvmAtomic => "llvm.nvvm.atomic", Parts;
    // `llvm.nvvm.red.<suffix>` reductions; the prefix row keeps every other `red*` name known.
    NvvmRed => "llvm.nvvm.red", Parts;
    RedFamily => "llvm.nvvm.red", Prefix;
    // Textures and surfaces.
    TexSurfOp => "llvm.nvvm.texsurf.op", Exact;
    // LLVM's names carry the pointer's type (`.p1`); ptxc's own have none.
    TexSurfHandle => "llvm.nvvm.texsurf.handle", OptParts;
    TexSurfHandleInternal => "llvm.nvvm.texsurf.handle.internal", OptParts;
    TexFamily => "llvm.nvvm.tex", Prefix;
    SuldDesc => "llvm.nvvm.suld.desc", Exact;
    SuldFamily => "llvm.nvvm.suld", Parts;
    SustFamily => "llvm.nvvm.sust", Parts;
    // Conversions with a mode word (specs/verifier.md).
    CvtExt => "llvm.nvvm.cvt.ext", Exact;
    CvtPackFloat => "llvm.nvvm.cvt.packfloat", Exact;
    Cvt => "llvm.nvvm.cvt", Prefix;
    Launch => "llvm.nvvm.launch", Prefix;
    Subop => "llvm.nvvm.subop", Parts;
    Sub => "llvm.nvvm.sub", Prefix;
    CoroCreateSuspend => "llvm.nvvm.coro.create.suspend", Exact;
    CoroFamily => "llvm.nvvm.coro", Parts;
    Prmt => "llvm.nvvm.prmt", Prefix;
    Fns => "llvm.nvvm.fns", Exact;
    // Float arithmetic. The satf forms keep a deprecated last operand.
    FmaSatfF32 => "llvm.nvvm.fma.satf.f32", Exact;
    MulSatfF32 => "llvm.nvvm.mul.satf.f32", Exact;
    AddSatfF32 => "llvm.nvvm.add.satf.f32", Exact;
    // Rounded operations; parts: rounding then `f`/`d` (`llvm.nvvm.add.rn.f`);
    // `llvm.nvvm.sqrt.f` (parts: `f`) is `sqrtf`.
    NvvmAdd => "llvm.nvvm.add", Parts;
    NvvmMul => "llvm.nvvm.mul", Parts;
    NvvmFma => "llvm.nvvm.fma", Parts;
    NvvmDiv => "llvm.nvvm.div", Parts;
    NvvmSqrt => "llvm.nvvm.sqrt", Parts;
    NvvmRcp => "llvm.nvvm.rcp", Parts;
    // Approximations; parts: `f`.
    DivApprox => "llvm.nvvm.div.approx", Parts;
    RsqrtApprox => "llvm.nvvm.rsqrt.approx", Parts;
    Ex2Approx => "llvm.nvvm.ex2.approx", Parts;
    Lg2Approx => "llvm.nvvm.lg2.approx", Parts;
    SinApprox => "llvm.nvvm.sin.approx", Parts;
    CosApprox => "llvm.nvvm.cos.approx", Parts;
    RsqrtFamily => "llvm.nvvm.rsqrt", Parts;
    Ex2Family => "llvm.nvvm.ex2", Parts;
    Lg2Family => "llvm.nvvm.lg2", Parts;
    SinFamily => "llvm.nvvm.sin", Parts;
    CosFamily => "llvm.nvvm.cos", Parts;
    FminFamily => "llvm.nvvm.fmin", Parts;
    FmaxFamily => "llvm.nvvm.fmax", Parts;
    ClzFamily => "llvm.nvvm.clz", Parts;
    PopcFamily => "llvm.nvvm.popc", Parts;
    Brev => "llvm.nvvm.brev", Prefix;
    // Integer helpers of the device runtime; parts: `i`/`ui`/`ll`/`ull`.
    Mulhi => "llvm.nvvm.mulhi", Parts;
    Mul24 => "llvm.nvvm.mul24", Parts;
    Sad => "llvm.nvvm.sad", Parts;
    // Parts: operand signedness (`s.s`, `u.u`).
    Idp4a => "llvm.nvvm.idp4a", Parts;
    Idp2a => "llvm.nvvm.idp2a", Parts;
    // Parts: `f`.
    Saturate => "llvm.nvvm.saturate", Parts;
    // Parts: `i32`.
    FshlClamp => "llvm.nvvm.fshl.clamp", Parts;
    FshrClamp => "llvm.nvvm.fshr.clamp", Parts;
    // Conversions with a directed rounding; parts: rounding (`llvm.nvvm.f2i.rz`).
    F2I => "llvm.nvvm.f2i", Parts;
    F2Ui => "llvm.nvvm.f2ui", Parts;
    F2Ll => "llvm.nvvm.f2ll", Parts;
    F2Ull => "llvm.nvvm.f2ull", Parts;
    F2H => "llvm.nvvm.f2h", Parts;
    D2I => "llvm.nvvm.d2i", Parts;
    D2Ui => "llvm.nvvm.d2ui", Parts;
    D2Ll => "llvm.nvvm.d2ll", Parts;
    D2Ull => "llvm.nvvm.d2ull", Parts;
    D2F => "llvm.nvvm.d2f", Parts;
    I2F => "llvm.nvvm.i2f", Parts;
    I2H => "llvm.nvvm.i2h", Parts;
    Ui2F => "llvm.nvvm.ui2f", Parts;
    Ui2H => "llvm.nvvm.ui2h", Parts;
    Ll2F => "llvm.nvvm.ll2f", Parts;
    Ll2D => "llvm.nvvm.ll2d", Parts;
    Ll2H => "llvm.nvvm.ll2h", Parts;
    Ull2F => "llvm.nvvm.ull2f", Parts;
    Ull2D => "llvm.nvvm.ull2d", Parts;
    Ull2H => "llvm.nvvm.ull2h", Parts;
    S2H => "llvm.nvvm.s2h", Parts;
    Us2H => "llvm.nvvm.us2h", Parts;
    H2I => "llvm.nvvm.h2i", Parts;
    H2Ui => "llvm.nvvm.h2ui", Parts;
    H2Ll => "llvm.nvvm.h2ll", Parts;
    H2Ull => "llvm.nvvm.h2ull", Parts;
    H2S => "llvm.nvvm.h2s", Parts;
    H2Us => "llvm.nvvm.h2us", Parts;
    // Other conversions the verifier accepts by prefix.
    F2Family => "llvm.nvvm.f2", Prefix;
    D2Family => "llvm.nvvm.d2", Prefix;
    I2Family => "llvm.nvvm.i2", Prefix;
    Ui2Family => "llvm.nvvm.ui2", Prefix;
    Ll2Family => "llvm.nvvm.ll2", Prefix;
    Ull2Family => "llvm.nvvm.ull2", Prefix;
    H2Family => "llvm.nvvm.h2", Prefix;
    // NVVM-internal intrinsics in ptxc spelling (specs/verifier.md).
    SyncwarpMode => "llvm.nvvm.syncwarp.mode", Prefix;
    Task => "llvm.nvvm.task", Parts;
    Wait => "llvm.nvvm.wait", Prefix;
    Cache => "llvm.nvvm.cache", Prefix;
    NvvmLoad => "llvm.nvvm.load", Parts;
    NvvmStore => "llvm.nvvm.store", Parts;
    GeometryOut => "llvm.nvvm.geometry.out", Prefix;
    IsbeWrite => "llvm.nvvm.isbe.write", Parts;
    Ldc => "llvm.nvvm.ldc", Parts;
    LdConst => "llvm.nvvm.ld.const", Parts;
    Ldsm => "llvm.nvvm.ldsm", Parts;
    LdBoundsCheck => "llvm.nvvm.ld.bounds.check", Parts;
    // Target-independent LLVM intrinsics; parts are the overloaded types (`llvm.sqrt.f32`).
    Fabs => "llvm.fabs", OptParts;
    Sqrt => "llvm.sqrt", OptParts;
    Floor => "llvm.floor", OptParts;
    Ceil => "llvm.ceil", OptParts;
    Trunc => "llvm.trunc", OptParts;
    Rint => "llvm.rint", OptParts;
    Nearbyint => "llvm.nearbyint", OptParts;
    Roundeven => "llvm.roundeven", OptParts;
    Minnum => "llvm.minnum", OptParts;
    Maxnum => "llvm.maxnum", OptParts;
    Fma => "llvm.fma", OptParts;
    Fmuladd => "llvm.fmuladd", OptParts;
    Copysign => "llvm.copysign", OptParts;
    Smin => "llvm.smin", OptParts;
    Smax => "llvm.smax", OptParts;
    Umin => "llvm.umin", OptParts;
    Umax => "llvm.umax", OptParts;
    Abs => "llvm.abs", OptParts;
    Ctpop => "llvm.ctpop", OptParts;
    Ctlz => "llvm.ctlz", OptParts;
    Cttz => "llvm.cttz", OptParts;
    Bitreverse => "llvm.bitreverse", OptParts;
    Bswap => "llvm.bswap", OptParts;
    Fshl => "llvm.fshl", OptParts;
    Fshr => "llvm.fshr", OptParts;
    SaddWithOverflow => "llvm.sadd.with.overflow", Parts;
    UaddWithOverflow => "llvm.uadd.with.overflow", Parts;
    SsubWithOverflow => "llvm.ssub.with.overflow", Parts;
    UsubWithOverflow => "llvm.usub.with.overflow", Parts;
    SmulWithOverflow => "llvm.smul.with.overflow", Parts;
    UmulWithOverflow => "llvm.umul.with.overflow", Parts;
    // Parts: destination then source pointer, then the length type (`.p0.p0.i64`).
    Memcpy => "llvm.memcpy", OptParts;
    Memmove => "llvm.memmove", OptParts;
    // Parts: destination pointer, length type (`.p0.i64`).
    Memset => "llvm.memset", OptParts;
    Stacksave => "llvm.stacksave", Prefix;
    Stackrestore => "llvm.stackrestore", Prefix;
    // Markers that produce no code.
    Lifetime => "llvm.lifetime", OptParts;
    Assume => "llvm.assume", OptParts;
    Dbg => "llvm.dbg", OptParts;
    Experimental => "llvm.experimental", OptParts;
    Invariant => "llvm.invariant", OptParts;
    Sideeffect => "llvm.sideeffect", OptParts;
    Donothing => "llvm.donothing", OptParts;
    Expect => "llvm.expect", OptParts;
    Trap => "llvm.trap", OptParts;
}
