//! The decoded instruction set: opcodes, types and modifiers as enums.
//!
//! `decode` turns each dotted PTX opcode into one `Inst` made of these enums,
//! with names already resolved to register indices, addresses and program
//! counters, so the executor never looks at text.

/// PTX scalar (or packed) type of an instruction or operand.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Ty {
    #[default]
    None,
    Pred,
    B8,
    B16,
    B32,
    B64,
    B128,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    F16x2,
    BF16,
    BF16x2,
    /// TensorFloat-32: an f32 whose low 13 fraction bits are zero (`cvt.rna.tf32.f32`, wmma).
    TF32,
    F32,
    F64,
    /// A pair of FP8 E4M3 values in 16 bits (`cvt` only, sm_89+): the upper byte is the first.
    E4M3x2,
    /// A pair of FP8 E5M2 values in 16 bits (`cvt` only, sm_89+).
    E5M2x2,
    /// A pair of FP4 E2M1 values in 8 bits (`cvt` only, sm_100a/f): the upper nibble is the first.
    E2M1x2,
    /// A pair of FP6 E2M3 values in 16 bits, each in the low 6 bits of its byte (`cvt` only).
    E2M3x2,
    /// A pair of FP6 E3M2 values in 16 bits, each in the low 6 bits of its byte (`cvt` only).
    E3M2x2,
    /// A pair of unsigned powers of two 2^(x - 127) in 16 bits, 0xFF NaN (`cvt` only).
    UE8M0x2,
    /// A pair of unsigned E5M3 values (bias 15, 0xFF NaN) in 16 bits (`cvt` only, sm_107f).
    UE5M3x2,
}

impl Ty {
    /// Parses a type suffix (without dot).
    pub fn parse(s: &str) -> Option<Ty> {
        Some(match s {
            "pred" => Ty::Pred,
            "b8" => Ty::B8,
            "b16" => Ty::B16,
            "b32" => Ty::B32,
            "b64" => Ty::B64,
            "b128" => Ty::B128,
            "u8" => Ty::U8,
            "u16" => Ty::U16,
            "u32" => Ty::U32,
            "u64" => Ty::U64,
            "s8" => Ty::S8,
            "s16" => Ty::S16,
            "s32" => Ty::S32,
            "s64" => Ty::S64,
            "f16" => Ty::F16,
            "f16x2" => Ty::F16x2,
            "bf16" => Ty::BF16,
            "bf16x2" => Ty::BF16x2,
            "tf32" => Ty::TF32,
            "f32" => Ty::F32,
            "f64" => Ty::F64,
            "e4m3x2" => Ty::E4M3x2,
            "e5m2x2" => Ty::E5M2x2,
            "e2m1x2" => Ty::E2M1x2,
            "e2m3x2" => Ty::E2M3x2,
            "e3m2x2" => Ty::E3M2x2,
            "ue8m0x2" => Ty::UE8M0x2,
            "ue5m3x2" => Ty::UE5M3x2,
            _ => return None,
        })
    }
    /// Width in bits (pred counts as 1).
    pub fn bits(self) -> u32 {
        match self {
            Ty::None => 0,
            Ty::Pred => 1,
            Ty::B8 | Ty::U8 | Ty::S8 | Ty::E2M1x2 => 8,
            Ty::B16 | Ty::U16 | Ty::S16 | Ty::F16 | Ty::BF16 | Ty::E4M3x2 | Ty::E5M2x2 => 16,
            Ty::E2M3x2 | Ty::E3M2x2 | Ty::UE8M0x2 | Ty::UE5M3x2 => 16,
            Ty::B32 | Ty::U32 | Ty::S32 | Ty::F32 | Ty::F16x2 | Ty::BF16x2 | Ty::TF32 => 32,
            Ty::B64 | Ty::U64 | Ty::S64 | Ty::F64 => 64,
            Ty::B128 => 128,
        }
    }
    /// Size in bytes in memory.
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8).max(1)
    }
    /// Signed integer type.
    pub fn is_signed(self) -> bool {
        matches!(self, Ty::S8 | Ty::S16 | Ty::S32 | Ty::S64)
    }
    /// Floating-point type (including half types).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Ty::F16
                | Ty::F16x2
                | Ty::BF16
                | Ty::BF16x2
                | Ty::F32
                | Ty::TF32
                | Ty::F64
                | Ty::E4M3x2
                | Ty::E5M2x2
                | Ty::E2M1x2
                | Ty::E2M3x2
                | Ty::E3M2x2
                | Ty::UE8M0x2
                | Ty::UE5M3x2
        )
    }
}

/// Rounding modifier.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Rnd {
    #[default]
    None,
    Rn,
    Rz,
    Rm,
    Rp,
    Rna,
    Rni,
    Rzi,
    Rmi,
    Rpi,
}

/// Comparison operator of setp/set/slct.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Cmp {
    #[default]
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Lo,
    Ls,
    Hi,
    Hs,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

/// State space of a memory access.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Space {
    #[default]
    Generic,
    Global,
    Shared,
    Local,
    Const,
    Param,
}

/// Atomic / reduction operation; also used by redux and bar.red.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum AtomOp {
    #[default]
    None,
    And,
    Or,
    Xor,
    Exch,
    Cas,
    Add,
    Inc,
    Dec,
    Min,
    Max,
    Popc,
}

/// Base opcode.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    Mov,
    Ld,
    St,
    Cvta,
    Cvt,
    Add,
    Sub,
    Mul,
    Mad,
    Fma,
    Div,
    Rem,
    Abs,
    Neg,
    Min,
    Max,
    And,
    Or,
    Xor,
    Not,
    Cnot,
    Shl,
    Shr,
    Bfe,
    Bfi,
    Brev,
    Popc,
    Clz,
    Bfind,
    Prmt,
    Shf,
    Sad,
    Mul24,
    Mad24,
    Lop3,
    Dp4a,
    Dp2a,
    Setp,
    Set,
    Selp,
    Slct,
    Rcp,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Ex2,
    Lg2,
    Tanh,
    Testp,
    Copysign,
    Bra,
    Call,
    Ret,
    Exit,
    Bar,
    Nop,
    Atom,
    Red,
    Shfl,
    Vote,
    Match,
    Redux,
    Activemask,
    Trap,
    Isspacep,
    Addc,
    Subc,
    Madc,
    /// `suld.b`: surface load.
    Suld,
    /// `sust.b`: surface store.
    Sust,
    /// `tex`: texture fetch (sampled, or by integer coordinates).
    Tex,
    /// `tld4`: one component of the four texels of the bilinear footprint.
    Tld4,
    /// `bmsk`: a mask of `b` bits from bit position `a`.
    Bmsk,
    /// `fns`: the position of the n-th set bit from a base position.
    Fns,
    /// `mbarrier.*` (the operation is `Mods::x.sub`).
    Mbarrier,
    /// `cp.async*`: asynchronous copies into (or out of) shared memory.
    CpAsync,
    /// `elect.sync`: one leader lane of a member mask.
    Elect,
    /// `wmma.load`/`wmma.store`/`wmma.mma`: warp-wide matrix fragments.
    Wmma,
    /// `nanosleep`: no effect except letting the block's other warps run.
    Nanosleep,
    /// SIMD video instructions (`vadd2`, `vabsdiff4`, ...) and the packed halfword integer
    /// forms (`add.u16x2`, `max.s16x2.relu`): lanes in `Mods::vec`, operation in `Mods::mode`.
    Video,
    /// `mma.sync`: a warp-wide tile product with the ISA's fragment layouts.
    Mma,
    /// `ldmatrix`: 8x8 matrices of 16-bit elements from shared memory into fragments.
    Ldmatrix,
    /// `stmatrix`: fragments of 8x8 matrices into shared memory.
    Stmatrix,
}

/// Sub-mode of instructions that have one (shfl, vote, bar, prmt, testp, match, shf).
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Mode {
    #[default]
    None,
    // shfl
    Up,
    Down,
    Bfly,
    Idx,
    // vote
    All,
    Any,
    Uni,
    Ballot,
    // bar
    BarSync,
    BarArrive,
    BarRed,
    /// `bar.warp.sync`
    BarWarp,
    // shf
    ShfL,
    ShfR,
    // prmt
    F4e,
    B4e,
    Rc8,
    Ecl,
    Ecr,
    Rc16,
    // testp
    Finite,
    Infinite,
    Number,
    NotANumber,
    Normal,
    Subnormal,
    // SIMD video operations
    VAdd,
    VSub,
    VAvrg,
    VAbsdiff,
    VMin,
    VMax,
}

/// Special registers.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sreg {
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
    Nctaid(u8),
    /// `%clusterid`: the cluster's index in the grid.
    ClusterId(u8),
    /// `%nclusterid`: clusters per grid.
    NClusterId(u8),
    /// `%cluster_ctaid`: the CTA's index in its cluster.
    ClusterCtaid(u8),
    /// `%cluster_nctaid`: CTAs per cluster.
    ClusterNctaid(u8),
    /// `%cluster_ctarank`: the CTA's linear rank in its cluster.
    ClusterCtaRank,
    /// `%cluster_nctarank`: CTAs in a cluster.
    ClusterNctaRank,
    /// `%is_explicit_cluster`: the kernel was launched with explicit clusters.
    IsExplicitCluster,
    Laneid,
    Warpid,
    Nwarpid,
    Smid,
    Nsmid,
    Gridid,
    /// `%envreg0`..`%envreg31`: values the driver sets before a launch.
    Envreg(u8),
    Clock,
    Clock64,
    GlobalTimer,
    GlobalTimerLo,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    DynSmem,
    TotalSmem,
    WarpSize,
    /// `%reserved_smem_offset_begin`: where the block's reserved shared memory starts.
    ReservedSmemBegin,
    /// `%reserved_smem_offset_end`: one past its end.
    ReservedSmemEnd,
    /// `%reserved_smem_offset_cap`: its size.
    ReservedSmemCap,
    /// `%reserved_smem_offset_0`, `%reserved_smem_offset_1`: offsets inside it.
    ReservedSmemOffset(u8),
}

impl Sreg {
    /// Parses `%tid.x` etc.
    pub fn parse(s: &str) -> Option<Sreg> {
        let dim = |d: &str| match d {
            "x" => Some(0u8),
            "y" => Some(1),
            "z" => Some(2),
            _ => None,
        };
        if let Some((base, d)) = s.split_once('.') {
            let d = dim(d)?;
            return Some(match base {
                "%tid" => Sreg::Tid(d),
                "%ntid" => Sreg::Ntid(d),
                "%ctaid" => Sreg::Ctaid(d),
                "%nctaid" => Sreg::Nctaid(d),
                "%clusterid" => Sreg::ClusterId(d),
                "%nclusterid" => Sreg::NClusterId(d),
                "%cluster_ctaid" => Sreg::ClusterCtaid(d),
                "%cluster_nctaid" => Sreg::ClusterNctaid(d),
                _ => return None,
            });
        }
        Some(match s {
            "%tid" => Sreg::Tid(0),
            "%laneid" => Sreg::Laneid,
            "%cluster_ctarank" => Sreg::ClusterCtaRank,
            "%cluster_nctarank" => Sreg::ClusterNctaRank,
            "%is_explicit_cluster" => Sreg::IsExplicitCluster,
            "%warpid" => Sreg::Warpid,
            "%nwarpid" => Sreg::Nwarpid,
            "%smid" => Sreg::Smid,
            "%nsmid" => Sreg::Nsmid,
            "%gridid" => Sreg::Gridid,
            "%clock" => Sreg::Clock,
            "%clock64" => Sreg::Clock64,
            "%globaltimer" => Sreg::GlobalTimer,
            "%globaltimer_lo" => Sreg::GlobalTimerLo,
            "%lanemask_eq" => Sreg::LanemaskEq,
            "%lanemask_le" => Sreg::LanemaskLe,
            "%lanemask_lt" => Sreg::LanemaskLt,
            "%lanemask_ge" => Sreg::LanemaskGe,
            "%lanemask_gt" => Sreg::LanemaskGt,
            "%dynamic_smem_size" => Sreg::DynSmem,
            "%total_smem_size" => Sreg::TotalSmem,
            "WARP_SZ" => Sreg::WarpSize,
            "%reserved_smem_offset_begin" => Sreg::ReservedSmemBegin,
            "%reserved_smem_offset_end" => Sreg::ReservedSmemEnd,
            "%reserved_smem_offset_cap" => Sreg::ReservedSmemCap,
            "%reserved_smem_offset_0" => Sreg::ReservedSmemOffset(0),
            "%reserved_smem_offset_1" => Sreg::ReservedSmemOffset(1),
            _ => {
                let n: u8 = s.strip_prefix("%envreg")?.parse().ok()?;
                return (n < 32).then_some(Sreg::Envreg(n));
            }
        })
    }
}

/// A resolved symbol value (the address of a variable in its own state space).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SymVal {
    /// Absolute global address.
    Global(u64),
    /// Offset in the block's shared memory.
    Shared(u32),
    /// Offset from the current frame's local base.
    Local(u32),
    /// Offset in the constant bank.
    Const(u32),
    /// Offset in the kernel parameter buffer.
    KParam(u32),
    /// Offset in the current frame's parameter area.
    FParam(u32),
}

/// Base of an address operand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Base {
    /// Register value.
    Reg(u32),
    /// A 32-bit register: the address is computed modulo 2^32, as the
    /// hardware does for 32-bit (shared, local) addressing.
    Reg32(u32),
    /// Symbol address.
    Sym(SymVal),
    /// Absolute (offset only).
    Abs,
}

/// A decoded operand.
#[derive(Clone, PartialEq, Debug)]
pub enum Opnd {
    /// Register index in the current frame.
    Reg(u32),
    /// Immediate bits, already converted to the operand's type.
    Imm(u64),
    /// Special register.
    Sreg(Sreg),
    /// Address of a variable.
    Sym(SymVal),
    /// `{a, b, ...}` vector.
    Vec(Box<[Opnd]>),
    /// `[base+off]`.
    Addr(Base, i64),
    /// Branch target (instruction index).
    Label(u32),
    /// Function index.
    Func(u32),
    /// `%r|%p` destination pair.
    Pair(u32, u32),
    /// `!%p`.
    NotPred(u32),
    /// `_`.
    Sink,
    /// `(a, b)` list (call).
    List(Box<[Opnd]>),
}

/// Modifiers of one instruction.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Mods {
    /// Rounding.
    pub rnd: Rnd,
    /// Flush subnormals to zero.
    pub ftz: bool,
    /// Saturate.
    pub sat: bool,
    /// `.approx` (or `.full`).
    pub approx: bool,
    /// `.hi` result half.
    pub hi: bool,
    /// `.wide` result.
    pub wide: bool,
    /// Comparison.
    pub cmp: Cmp,
    /// setp/set combining boolean op.
    pub bop: AtomOp,
    /// State space.
    pub space: Space,
    /// `.to` (cvta.to).
    pub to: bool,
    /// Vector width of ld/st (1, 2, 4).
    pub vec: u8,
    /// Atomic / reduction op.
    pub aop: AtomOp,
    /// Sub-mode.
    pub mode: Mode,
    /// shf `.clamp`.
    pub clamp: bool,
    /// min/max `.NaN`.
    pub nan: bool,
    /// `.relu` (cvt, fma on halves).
    pub relu: bool,
    /// `.shiftamt` (bfind).
    pub shiftamt: bool,
    /// `.cc`: write the carry flag.
    pub cc: bool,
    /// SIMD video `.add`: the lane results are summed into `c`.
    pub vacc: bool,
    /// Surface and texture geometry (`.1d`, `.2d`, `.3d`, `.a1d`, `.a2d`, `.cube`, ...).
    pub geom: Geom,
    /// Surface out-of-range handling: `.trap` (false with `clamp` false: `.zero`).
    pub trap: bool,
    /// Modifiers of the mbarrier, asynchronous-copy and matrix instructions.
    pub x: ExtMods,
    /// `.volatile`, `.relaxed`, `.acquire`, `.acq_rel` or `.sc`: a load other
    /// threads' stores must reach (a re-read in a loop polls memory).
    pub strong: bool,
}

/// Sub-operation of `mbarrier`, `cp.async` and `wmma`.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Sub {
    #[default]
    None,
    MbInit,
    MbInval,
    MbArrive,
    /// `arrive_drop`: also lowers the expected count of later phases.
    MbArriveDrop,
    MbExpectTx,
    MbCompleteTx,
    MbTestWait,
    MbTryWait,
    MbPendingCount,
    /// `cp.async.ca/.cg`: a 4, 8 or 16-byte copy global -> shared.
    CpCopy,
    /// `cp.async.bulk`: a copy of a register-given size (global -> shared with
    /// an mbarrier to complete, or shared -> global in a bulk group).
    CpBulk,
    /// `cp.async.mbarrier.arrive`: arrive once this thread's copies completed.
    CpMbarArrive,
    /// `commit_group`, `wait_group`, `wait_all`: copies complete when issued.
    CpGroup,
    WmmaLoad,
    WmmaStore,
    WmmaMma,
}

/// Which matrix a `wmma` fragment holds.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Frag {
    #[default]
    A,
    B,
    C,
    D,
}

/// Extra modifiers of `mbarrier`, `cp.async` and `wmma` (all `false`/default elsewhere).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ExtMods {
    /// The sub-operation.
    pub sub: Sub,
    /// `mbarrier.*_wait.parity`: the operand is a phase parity, not a state.
    pub parity: bool,
    /// `mbarrier.arrive.noComplete`.
    pub no_complete: bool,
    /// `mbarrier.arrive.expect_tx`.
    pub expect_tx: bool,
    /// `cp.async.mbarrier.arrive.noinc`.
    pub noinc: bool,
    /// `cp.async` whose fourth operand is the `ignore-src` predicate.
    pub ignore_src: bool,
    /// Space of the source of a copy (the destination is `Mods::space`).
    pub src_space: Space,
    /// `wmma` fragment of a load or store.
    pub frag: Frag,
    /// Column-major: the loaded/stored matrix, or A (`[0]`) and B (`[1]`) of
    /// `wmma.mma` and `mma.sync`; `[0]` is `.trans` of `ldmatrix`/`stmatrix`.
    pub col: [bool; 2],
    /// M, N, K of a `wmma`/`mma` shape; `[0]` is the matrix count of `ldmatrix`/`stmatrix`.
    pub shape: [u8; 3],
    /// Element types of `wmma.mma`: A/B inputs and C (`Inst::ty` is D's).
    pub ab_ty: Ty,
    /// C's type of `wmma.mma`.
    pub c_ty: Ty,
    /// B's type of an integer `mma.sync`, which may differ from A's (`.s8.u8`).
    pub b_ty: Ty,
    /// The level-of-detail form of `tex`.
    pub lod: TexLod,
    /// The component `tld4` gathers (0 `.r`, 1 `.g`, 2 `.b`, 3 `.a`).
    pub comp: u8,
}

/// Geometry of a surface access or texture fetch: how the coordinate vector is read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Geom {
    /// Not a surface instruction.
    #[default]
    None,
    /// `.1d`: `{x}`.
    D1,
    /// `.2d`: `{x, y}`.
    D2,
    /// `.3d`: `{x, y, z, _}`.
    D3,
    /// `.a1d`: `{layer, x}`.
    A1,
    /// `.a2d`: `{layer, x, y, _}`.
    A2,
    /// `.cube` (texture fetches only): `{x, y, z, _}`, a direction.
    Cube,
    /// `.acube` (texture fetches only): `{layer, x, y, z}`.
    ACube,
    /// `.2dms`, `.a2dms` (texture fetches only): multisample textures.
    Ms,
}

/// Which mipmap level a `tex` reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum TexLod {
    /// `tex` or `tex.base`: level 0.
    #[default]
    Base,
    /// `tex.level`: an explicit level of detail operand.
    Level,
    /// `tex.grad`: the level follows from gradient operands.
    Grad,
}

/// A guard predicate: register and negation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Guard {
    /// Predicate register.
    pub reg: u32,
    /// `@!p`.
    pub neg: bool,
}

/// One decoded instruction.
#[derive(Clone, PartialEq, Debug)]
pub struct Inst {
    /// Base opcode.
    pub op: Op,
    /// Main type (destination type for cvt/set).
    pub ty: Ty,
    /// Second type (source type of cvt, compare type of set/slct).
    pub ty2: Ty,
    /// Modifiers.
    pub m: Mods,
    /// Optional guard.
    pub guard: Option<Guard>,
    /// Operands, destination first as in PTX.
    pub ops: Vec<Opnd>,
    /// PTX source line.
    pub line: u32,
    /// Opcode text (for statistics and messages).
    pub name: u16,
    /// Vectorizable fast-path class (see `exec::fast`).
    pub fast: crate::exec::fast::Fast,
}
