//! Known `llvm.*` / `llvm.nvvm.*` intrinsics, as a table from name to id.
//!
//! A call to an intrinsic stores the id in the call node's sub-opcode, so
//! later stages match on the id instead of comparing names.

macro_rules! intrinsics {
    ($($variant:ident => $name:literal,)*) => {
        /// An intrinsic the compiler knows by id.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #[repr(u16)]
        pub enum Intrinsic {
            $($variant,)*
        }

        impl Intrinsic {
            /// Every intrinsic with its LLVM name.
            pub const TABLE: &'static [(Intrinsic, &'static str)] = &[$((Intrinsic::$variant, $name),)*];
        }
    };
}

intrinsics! {
    TidX => "llvm.nvvm.read.ptx.sreg.tid.x",
    TidY => "llvm.nvvm.read.ptx.sreg.tid.y",
    TidZ => "llvm.nvvm.read.ptx.sreg.tid.z",
    NtidX => "llvm.nvvm.read.ptx.sreg.ntid.x",
    NtidY => "llvm.nvvm.read.ptx.sreg.ntid.y",
    NtidZ => "llvm.nvvm.read.ptx.sreg.ntid.z",
    CtaidX => "llvm.nvvm.read.ptx.sreg.ctaid.x",
    CtaidY => "llvm.nvvm.read.ptx.sreg.ctaid.y",
    CtaidZ => "llvm.nvvm.read.ptx.sreg.ctaid.z",
    NctaidX => "llvm.nvvm.read.ptx.sreg.nctaid.x",
    NctaidY => "llvm.nvvm.read.ptx.sreg.nctaid.y",
    NctaidZ => "llvm.nvvm.read.ptx.sreg.nctaid.z",
    WarpSize => "llvm.nvvm.read.ptx.sreg.warpsize",
    LaneId => "llvm.nvvm.read.ptx.sreg.laneid",
    WarpId => "llvm.nvvm.read.ptx.sreg.warpid",
    NWarpId => "llvm.nvvm.read.ptx.sreg.nwarpid",
    SmId => "llvm.nvvm.read.ptx.sreg.smid",
    NSmId => "llvm.nvvm.read.ptx.sreg.nsmid",
    Clock => "llvm.nvvm.read.ptx.sreg.clock",
    Clock64 => "llvm.nvvm.read.ptx.sreg.clock64",
    GlobalTimer => "llvm.nvvm.read.ptx.sreg.globaltimer",
    LanemaskEq => "llvm.nvvm.read.ptx.sreg.lanemask.eq",
    LanemaskLe => "llvm.nvvm.read.ptx.sreg.lanemask.le",
    LanemaskLt => "llvm.nvvm.read.ptx.sreg.lanemask.lt",
    LanemaskGe => "llvm.nvvm.read.ptx.sreg.lanemask.ge",
    LanemaskGt => "llvm.nvvm.read.ptx.sreg.lanemask.gt",
    DynamicSmemSize => "llvm.nvvm.read.ptx.sreg.dynamic_smem_size",
    // Cluster registers (sm_90+; the verifier's SM gate rejects them below).
    ClusterIdX => "llvm.nvvm.read.ptx.sreg.clusterid.x",
    ClusterIdY => "llvm.nvvm.read.ptx.sreg.clusterid.y",
    ClusterIdZ => "llvm.nvvm.read.ptx.sreg.clusterid.z",
    NClusterIdX => "llvm.nvvm.read.ptx.sreg.nclusterid.x",
    NClusterIdY => "llvm.nvvm.read.ptx.sreg.nclusterid.y",
    NClusterIdZ => "llvm.nvvm.read.ptx.sreg.nclusterid.z",
    ClusterCtaidX => "llvm.nvvm.read.ptx.sreg.cluster.ctaid.x",
    ClusterCtaidY => "llvm.nvvm.read.ptx.sreg.cluster.ctaid.y",
    ClusterCtaidZ => "llvm.nvvm.read.ptx.sreg.cluster.ctaid.z",
    ClusterNctaidX => "llvm.nvvm.read.ptx.sreg.cluster.nctaid.x",
    ClusterNctaidY => "llvm.nvvm.read.ptx.sreg.cluster.nctaid.y",
    ClusterNctaidZ => "llvm.nvvm.read.ptx.sreg.cluster.nctaid.z",
    ClusterCtaRank => "llvm.nvvm.read.ptx.sreg.cluster.ctarank",
    ClusterNctaRank => "llvm.nvvm.read.ptx.sreg.cluster.nctarank",
    IsExplicitCluster => "llvm.nvvm.read.ptx.sreg.is.explicit.cluster",
    Barrier0 => "llvm.nvvm.barrier0",
    MembarCta => "llvm.nvvm.membar.cta",
    MembarGl => "llvm.nvvm.membar.gl",
    MembarSys => "llvm.nvvm.membar.sys",
    // Checked by the NVVM IR verifier (specs/verifier.md has the operand layouts).
    Launch => "llvm.nvvm.launch",
    SetMaxNRegInc => "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
    SetMaxNRegDec => "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32",
    Fence => "llvm.nvvm.fence",
    BranchIfConvergent => "llvm.nvvm.branch.if.convergent",
    BranchIfAllConvergent => "llvm.nvvm.branch.if.all.convergent",
    Cvt => "llvm.nvvm.cvt",
    CvtExt => "llvm.nvvm.cvt.ext",
    CvtPackFloat => "llvm.nvvm.cvt.packfloat",
    Sub => "llvm.nvvm.sub",
    FmaSatfF32 => "llvm.nvvm.fma.satf.f32",
    MulSatfF32 => "llvm.nvvm.mul.satf.f32",
    AddSatfF32 => "llvm.nvvm.add.satf.f32",
    TexSurfOp => "llvm.nvvm.texsurf.op",
    TexSurfHandle => "llvm.nvvm.texsurf.handle",
    TexSurfHandleInternal => "llvm.nvvm.texsurf.handle.internal",
    SuldDesc => "llvm.nvvm.suld.desc",
    CoroCreateSuspend => "llvm.nvvm.coro.create.suspend",
}

impl Intrinsic {
    /// Looks an intrinsic up by its LLVM name.
    pub fn from_name(name: &str) -> Option<Intrinsic> {
        if !name.starts_with("llvm.") {
            return None;
        }
        Self::TABLE.iter().find(|(_, n)| *n == name).map(|(i, _)| *i)
    }

    pub fn name(self) -> &'static str {
        Self::TABLE[self as usize].1
    }

    pub fn from_u16(v: u16) -> Option<Intrinsic> {
        Self::TABLE.get(v as usize).map(|(i, _)| *i)
    }

    /// The PTX special register an sreg-read intrinsic reads (e.g. `%tid.x`).
    pub fn special_register(self) -> Option<&'static str> {
        let name = self.name().strip_prefix("llvm.nvvm.read.ptx.sreg.")?;
        Some(match name {
            "warpsize" => "WARP_SZ",
            "lanemask.eq" => "%lanemask_eq",
            "lanemask.le" => "%lanemask_le",
            "lanemask.lt" => "%lanemask_lt",
            "lanemask.ge" => "%lanemask_ge",
            "lanemask.gt" => "%lanemask_gt",
            "tid.x" => "%tid.x",
            "tid.y" => "%tid.y",
            "tid.z" => "%tid.z",
            "ntid.x" => "%ntid.x",
            "ntid.y" => "%ntid.y",
            "ntid.z" => "%ntid.z",
            "ctaid.x" => "%ctaid.x",
            "ctaid.y" => "%ctaid.y",
            "ctaid.z" => "%ctaid.z",
            "nctaid.x" => "%nctaid.x",
            "nctaid.y" => "%nctaid.y",
            "nctaid.z" => "%nctaid.z",
            "laneid" => "%laneid",
            "warpid" => "%warpid",
            "nwarpid" => "%nwarpid",
            "smid" => "%smid",
            "nsmid" => "%nsmid",
            "clock" => "%clock",
            "clock64" => "%clock64",
            "globaltimer" => "%globaltimer",
            "dynamic_smem_size" => "%dynamic_smem_size",
            "clusterid.x" => "%clusterid.x",
            "clusterid.y" => "%clusterid.y",
            "clusterid.z" => "%clusterid.z",
            "nclusterid.x" => "%nclusterid.x",
            "nclusterid.y" => "%nclusterid.y",
            "nclusterid.z" => "%nclusterid.z",
            "cluster.ctaid.x" => "%cluster_ctaid.x",
            "cluster.ctaid.y" => "%cluster_ctaid.y",
            "cluster.ctaid.z" => "%cluster_ctaid.z",
            "cluster.nctaid.x" => "%cluster_nctaid.x",
            "cluster.nctaid.y" => "%cluster_nctaid.y",
            "cluster.nctaid.z" => "%cluster_nctaid.z",
            "cluster.ctarank" => "%cluster_ctarank",
            "cluster.nctarank" => "%cluster_nctarank",
            "is.explicit.cluster" => "%is_explicit_cluster",
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_round_trips() {
        for (i, (id, name)) in Intrinsic::TABLE.iter().enumerate() {
            assert_eq!(*id as usize, i);
            assert_eq!(Intrinsic::from_name(name), Some(*id));
            assert_eq!(Intrinsic::from_u16(i as u16), Some(*id));
        }
        assert_eq!(Intrinsic::TidX.special_register(), Some("%tid.x"));
        assert_eq!(Intrinsic::ClusterCtaidY.special_register(), Some("%cluster_ctaid.y"));
        assert_eq!(
            Intrinsic::IsExplicitCluster.special_register(),
            Some("%is_explicit_cluster")
        );
        // Every sreg-read intrinsic names its register.
        for (id, name) in Intrinsic::TABLE {
            if name.starts_with("llvm.nvvm.read.ptx.sreg.") {
                assert!(id.special_register().is_some(), "{name}");
            }
        }
        assert_eq!(Intrinsic::from_name("llvm.nope"), None);
    }
}
