//! Known `llvm.*` / `llvm.nvvm.*` intrinsics: one table ([`table`]) from
//! which every stage takes names, ids and suffix rules.
//!
//! A declared function whose name matches a row carries the row's id
//! ([`crate::Function::intrinsic`]), and a call to it stores the id in the
//! call node's sub-opcode, so later stages match on ids and on the parsed
//! suffix ([`IntrinsicName`]) instead of comparing names. IR generation
//! builds names from an id and its suffix parts ([`Intrinsic::name_with`]).

/// Every intrinsic name starts with this.
pub const LLVM_PREFIX: &str = "llvm.";
/// NVVM's intrinsics start with this; an unknown one is an error (the verifier's
/// "Unsupported intrinsic").
pub const NVVM_PREFIX: &str = "llvm.nvvm.";

/// How the text after a row's stem is read.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Suffix {
    /// Nothing follows: the name is the stem.
    Exact,
    /// One or more `.`-separated parts follow: overloaded types or mode words.
    Parts,
    /// Zero or more `.`-separated parts follow (LLVM's overloaded intrinsics).
    OptParts,
    /// Anything follows, even without a dot: a family the verifier knows by prefix.
    Prefix,
}

impl Suffix {
    /// True when `rest` (the text after the stem) is a valid suffix under this rule.
    pub fn accepts(self, rest: &str) -> bool {
        match self {
            Suffix::Exact => rest.is_empty(),
            Suffix::Parts => rest.starts_with('.'),
            Suffix::OptParts => rest.is_empty() || rest.starts_with('.'),
            Suffix::Prefix => true,
        }
    }
}

/// One row of the intrinsic table.
#[derive(Copy, Clone, Debug)]
pub struct IntrinsicDesc {
    /// The row's id (its index in [`Intrinsic::TABLE`]).
    pub id: Intrinsic,
    /// The name, or the part of it before the suffix.
    pub stem: &'static str,
    /// How the rest of the name is read.
    pub suffix: Suffix,
}

macro_rules! intrinsics {
    ($($variant:ident => $stem:literal, $rule:ident;)*) => {
        /// An intrinsic (or intrinsic family) the compiler knows by id; one row of [`table`].
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #[repr(u16)]
        pub enum Intrinsic {
            $(#[doc = $stem] $variant,)*
        }

        impl Intrinsic {
            /// Every row: id, stem and suffix rule, in id order.
            pub const TABLE: &'static [super::IntrinsicDesc] = &[$(super::IntrinsicDesc {
                id: Intrinsic::$variant,
                stem: $stem,
                suffix: Suffix::$rule,
            },)*];
        }
    };
}

mod stem_index;
pub mod table;
pub use table::Intrinsic;

/// A name read through the table: the row it matched and the text after the stem.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct IntrinsicName<'a> {
    /// The matching row.
    pub id: Intrinsic,
    /// The text after the stem (empty, or starting with `.` unless the row is a prefix family).
    pub rest: &'a str,
}

impl<'a> IntrinsicName<'a> {
    /// Reads `name` through the table: the longest stem whose rule accepts the rest.
    pub fn parse(name: &'a str) -> Option<IntrinsicName<'a>> {
        if !name.starts_with(LLVM_PREFIX) {
            return None;
        }
        stem_index::StemIndex::get().longest_match(name).map(|d| IntrinsicName {
            id: d.id,
            rest: &name[d.stem.len()..],
        })
    }

    /// True when this is exactly the row `id`'s stem (no suffix).
    pub fn is(&self, id: Intrinsic) -> bool {
        self.id == id && self.rest.is_empty()
    }

    /// The `.`-separated suffix parts (`["idx", "i32"]` for `llvm.nvvm.shfl.sync.idx.i32`).
    pub fn parts(&self) -> impl Iterator<Item = &'a str> {
        self.rest.strip_prefix('.').into_iter().flat_map(|r| r.split('.'))
    }

    /// The parts as a vector, for slice patterns.
    pub fn part_list(&self) -> Vec<&'a str> {
        self.parts().collect()
    }
}

/// True when `name` is in the `llvm.*` namespace (an intrinsic, known or not).
pub fn is_intrinsic_name(name: &str) -> bool {
    name.starts_with(LLVM_PREFIX)
}

/// True when `name` is in the `llvm.nvvm.*` namespace.
pub fn is_nvvm_name(name: &str) -> bool {
    name.starts_with(NVVM_PREFIX)
}

impl Intrinsic {
    /// Looks an intrinsic up by its LLVM name (the row it matches, see [`IntrinsicName::parse`]).
    pub fn from_name(name: &str) -> Option<Intrinsic> {
        IntrinsicName::parse(name).map(|n| n.id)
    }

    /// The row's stem: the whole name for an [`Suffix::Exact`] row.
    pub const fn name(self) -> &'static str {
        Self::TABLE[self as usize].stem
    }

    /// The row's stem (the same as [`Intrinsic::name`], named for suffixed rows).
    pub const fn stem(self) -> &'static str {
        self.name()
    }

    /// The row's suffix rule.
    pub fn suffix(self) -> Suffix {
        Self::TABLE[self as usize].suffix
    }

    /// The name of this intrinsic with suffix `parts` (`Sqrt` + `["f32"]` -> `llvm.sqrt.f32`).
    pub fn name_with(self, parts: &[&str]) -> String {
        let mut s = self.name().to_string();
        for p in parts {
            s.push('.');
            s.push_str(p);
        }
        debug_assert!(
            IntrinsicName::parse(&s).is_some_and(|n| n.id == self),
            "{s} does not read back as {self:?}"
        );
        s
    }

    /// The row with index `v` (a call node's sub-opcode).
    pub fn from_u16(v: u16) -> Option<Intrinsic> {
        Self::TABLE.get(v as usize).map(|d| d.id)
    }

    /// The PTX special register an sreg-read intrinsic reads (e.g. `%tid.x`).
    pub fn special_register(self) -> Option<&'static str> {
        use Intrinsic::*;
        Some(match self {
            WarpSize => "WARP_SZ",
            LanemaskEq => "%lanemask_eq",
            LanemaskLe => "%lanemask_le",
            LanemaskLt => "%lanemask_lt",
            LanemaskGe => "%lanemask_ge",
            LanemaskGt => "%lanemask_gt",
            TidX => "%tid.x",
            TidY => "%tid.y",
            TidZ => "%tid.z",
            NtidX => "%ntid.x",
            NtidY => "%ntid.y",
            NtidZ => "%ntid.z",
            CtaidX => "%ctaid.x",
            CtaidY => "%ctaid.y",
            CtaidZ => "%ctaid.z",
            NctaidX => "%nctaid.x",
            NctaidY => "%nctaid.y",
            NctaidZ => "%nctaid.z",
            LaneId => "%laneid",
            WarpId => "%warpid",
            NWarpId => "%nwarpid",
            SmId => "%smid",
            NSmId => "%nsmid",
            Clock => "%clock",
            Clock64 => "%clock64",
            GlobalTimer => "%globaltimer",
            DynamicSmemSize => "%dynamic_smem_size",
            ClusterIdX => "%clusterid.x",
            ClusterIdY => "%clusterid.y",
            ClusterIdZ => "%clusterid.z",
            NClusterIdX => "%nclusterid.x",
            NClusterIdY => "%nclusterid.y",
            NClusterIdZ => "%nclusterid.z",
            ClusterCtaidX => "%cluster_ctaid.x",
            ClusterCtaidY => "%cluster_ctaid.y",
            ClusterCtaidZ => "%cluster_ctaid.z",
            ClusterNctaidX => "%cluster_nctaid.x",
            ClusterNctaidY => "%cluster_nctaid.y",
            ClusterNctaidZ => "%cluster_nctaid.z",
            ClusterCtaRank => "%cluster_ctarank",
            ClusterNctaRank => "%cluster_nctarank",
            IsExplicitCluster => "%is_explicit_cluster",
            _ => return None,
        })
    }

    /// The register name of a special-register read (`tid.x` for
    /// `llvm.nvvm.read.ptx.sreg.tid.x`), from the id or the suffix of [`Intrinsic::SregOther`].
    pub fn sreg_name<'a>(n: &IntrinsicName<'a>) -> Option<&'a str> {
        let sreg = Intrinsic::SregOther.name();
        if n.id == Intrinsic::SregOther {
            return n.rest.strip_prefix('.');
        }
        n.id.special_register()?;
        n.id.name().strip_prefix(sreg)?.strip_prefix('.')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_round_trips() {
        for (i, d) in Intrinsic::TABLE.iter().enumerate() {
            assert_eq!(d.id as usize, i);
            assert_eq!(Intrinsic::from_u16(i as u16), Some(d.id));
            if d.suffix != Suffix::Parts {
                assert_eq!(Intrinsic::from_name(d.stem), Some(d.id), "{}", d.stem);
            }
        }
        assert_eq!(Intrinsic::TidX.special_register(), Some("%tid.x"));
        assert_eq!(Intrinsic::ClusterCtaidY.special_register(), Some("%cluster_ctaid.y"));
        assert_eq!(
            Intrinsic::IsExplicitCluster.special_register(),
            Some("%is_explicit_cluster")
        );
        // Every exact sreg-read row names its register.
        for d in Intrinsic::TABLE {
            if d.stem.starts_with("llvm.nvvm.read.ptx.sreg.") {
                assert!(d.id.special_register().is_some(), "{}", d.stem);
            }
        }
        assert_eq!(Intrinsic::from_name("llvm.nope"), None);
        assert_eq!(Intrinsic::from_name("llvm.nvvm.nope"), None);
    }

    /// The linear scan the stem index replaced: the longest stem whose rule accepts the
    /// rest, the first row in table order among equals.
    fn parse_by_scan(name: &str) -> Option<IntrinsicName<'_>> {
        let mut best: Option<&IntrinsicDesc> = None;
        for d in Intrinsic::TABLE {
            if let Some(rest) = name.strip_prefix(d.stem) {
                if d.suffix.accepts(rest) && best.is_none_or(|b| d.stem.len() > b.stem.len()) {
                    best = Some(d);
                }
            }
        }
        best.map(|d| IntrinsicName {
            id: d.id,
            rest: &name[d.stem.len()..],
        })
    }

    #[test]
    fn the_stem_index_reads_names_as_the_scan_of_every_row() {
        let tails = ["", ".f32", ".i32.p0", "x", ".", "2.sync", ".idx.i32", "é"];
        let mut names = vec!["llvm.".to_string(), "llvm.nvvm.".to_string(), "llvm.nope".to_string()];
        for d in Intrinsic::TABLE {
            for t in tails {
                names.push(format!("{}{t}", d.stem));
            }
            // Every prefix of the stem too: a shorter row, or none, must answer.
            for cut in LLVM_PREFIX.len()..d.stem.len() {
                names.push(d.stem[..cut].to_string());
            }
        }
        for n in &names {
            assert_eq!(IntrinsicName::parse(n), parse_by_scan(n), "{n}");
        }
    }

    #[test]
    fn suffixes_are_parsed() {
        let n = IntrinsicName::parse("llvm.nvvm.shfl.sync.idx.i32").unwrap();
        assert_eq!((n.id, n.part_list()), (Intrinsic::ShflSync, vec!["idx", "i32"]));
        let n = IntrinsicName::parse("llvm.memcpy.p0.p0.i64").unwrap();
        assert_eq!((n.id, n.part_list()), (Intrinsic::Memcpy, vec!["p0", "p0", "i64"]));
        // Longest stem wins: the approximation, not the rounded division.
        assert_eq!(
            Intrinsic::from_name("llvm.nvvm.div.approx.f"),
            Some(Intrinsic::DivApprox)
        );
        assert_eq!(Intrinsic::from_name("llvm.nvvm.div.rn.d"), Some(Intrinsic::NvvmDiv));
        // Exact and parts rows on one stem.
        assert_eq!(Intrinsic::from_name("llvm.nvvm.barrier0"), Some(Intrinsic::Barrier0));
        assert_eq!(
            Intrinsic::from_name("llvm.nvvm.barrier0.popc"),
            Some(Intrinsic::Barrier0Reduce)
        );
        // Prefix families take any continuation; parts rows need a dot.
        assert_eq!(Intrinsic::from_name("llvm.nvvm.f2tf32.rna"), Some(Intrinsic::F2Family));
        assert_eq!(
            Intrinsic::from_name("llvm.nvvm.redux.sync.add"),
            Some(Intrinsic::ReduxSync)
        );
        assert_eq!(Intrinsic::from_name("llvm.nvvm.reduxfoo"), Some(Intrinsic::RedFamily));
        assert_eq!(Intrinsic::from_name("llvm.nvvm.red.add"), Some(Intrinsic::NvvmRed));
        assert_eq!(Intrinsic::from_name("llvm.nvvm.ldg.global"), None);
        assert_eq!(Intrinsic::from_name("llvm.fabsx.f32"), None);
        assert_eq!(Intrinsic::Sqrt.name_with(&["f32"]), "llvm.sqrt.f32");
        let n = IntrinsicName::parse("llvm.nvvm.read.ptx.sreg.aggr.smem.size").unwrap();
        assert_eq!(Intrinsic::sreg_name(&n), Some("aggr.smem.size"));
        let n = IntrinsicName::parse("llvm.nvvm.read.ptx.sreg.tid.x").unwrap();
        assert_eq!(Intrinsic::sreg_name(&n), Some("tid.x"));
    }
}
