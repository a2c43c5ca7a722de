//! The SM table: which `-arch=sm_XX[a|f]` targets ptxc accepts and the
//! `.version`/`.target` lines nvcc 13.5 prints for each.
//!
//! The list is what `ptxas --help` of CUDA 13.5 allows for `--gpu-name`
//! (sm_75 .. sm_121 with the `a` and `f` suffixes where they exist).
//! CUDA 13.5's nvcc writes `.version 9.5` for every one of them.

use std::fmt;

/// A feature-set suffix of an SM name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SmSuffix {
    /// `sm_90`: portable to later SMs.
    None,
    /// `sm_90a`: architecture-specific features, runs only on that SM.
    ArchSpecific,
    /// `sm_100f`: family-specific features, runs on the same family.
    FamilySpecific,
}

impl SmSuffix {
    fn text(self) -> &'static str {
        match self {
            SmSuffix::None => "",
            SmSuffix::ArchSpecific => "a",
            SmSuffix::FamilySpecific => "f",
        }
    }
}

/// A GPU target: SM number plus suffix, e.g. `sm_90a` is `{ sm: 90, suffix: ArchSpecific }`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SmTarget {
    /// The SM number (`75`, `80`, ..., `121`).
    pub sm: u32,
    /// The `a`/`f` feature-set suffix.
    pub suffix: SmSuffix,
}

/// One row of the SM table: the SM number, whether the `a` and `f`
/// variants exist, and the PTX ISA version nvcc writes for it.
struct SmRow {
    sm: u32,
    has_a: bool,
    has_f: bool,
    ptx_version: (u32, u32),
}

const fn row(sm: u32, has_a: bool, has_f: bool) -> SmRow {
    SmRow {
        sm,
        has_a,
        has_f,
        ptx_version: (9, 5),
    }
}

/// Every SM CUDA 13.5 supports (from `ptxas --help` and `nvcc --list-gpu-code`).
const SM_TABLE: &[SmRow] = &[
    row(75, false, false),
    row(80, false, false),
    row(86, false, false),
    row(87, false, false),
    row(88, false, false),
    row(89, false, false),
    row(90, true, false),
    row(100, true, true),
    row(103, true, true),
    row(107, true, true),
    row(110, true, true),
    row(120, true, true),
    row(121, true, true),
];

/// An instruction family that only some SMs have.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Feature {
    /// `cvt.rn.bf16.f32` and friends.
    Bf16Convert,
    /// `fma.rn.bf16` (and so bfloat `__hfma`).
    Bf16Fma,
    /// `add/sub/mul.rn.bf16`.
    Bf16Arith,
    /// `min`/`max` of `.f16` and `.bf16`.
    HalfMinMax,
    /// `redux.sync` (CUDA's `__reduce_*_sync`).
    Redux,
    /// `atom.add.noftz.f16x2`.
    AtomAddF16x2,
    /// `atom.add.noftz.f16`.
    AtomAddF16,
    /// `atom.add.noftz.bf16` and `.bf16x2`.
    AtomAddBf16,
    /// The cluster's shared window (`isspacep.shared::cluster`, `__isClusterShared`).
    ClusterShared,
}

/// Feature -> (first SM that has it, description).
const FEATURES: &[(Feature, u32, &str)] = &[
    (Feature::Bf16Convert, 80, "bfloat16 conversions"),
    (Feature::Bf16Fma, 80, "bfloat16 fused multiply-add"),
    (Feature::Bf16Arith, 90, "bfloat16 add, subtract and multiply"),
    (Feature::HalfMinMax, 80, "half and bfloat16 minimum and maximum"),
    (Feature::Redux, 80, "warp reductions (redux.sync)"),
    (Feature::AtomAddF16x2, 60, "atomic add on half2"),
    (Feature::AtomAddF16, 70, "atomic add on half"),
    (Feature::AtomAddBf16, 90, "atomic add on bfloat16"),
    (Feature::ClusterShared, 90, "the cluster's shared memory window"),
];

impl Feature {
    fn row(self) -> (u32, &'static str) {
        FEATURES
            .iter()
            .find(|r| r.0 == self)
            .map_or((u32::MAX, "an unknown feature"), |r| (r.1, r.2))
    }
    /// What the feature is, for diagnostics.
    pub fn description(self) -> &'static str {
        self.row().1
    }
    /// The first SM that has it, e.g. `sm_80`.
    pub fn min_sm_name(self) -> String {
        format!("sm_{}", self.min_sm())
    }
    /// The first SM number that has it, e.g. `80`.
    pub fn min_sm(self) -> u32 {
        self.row().0
    }
}

/// The default target (`sm_80`, as issue 2 asks).
pub const DEFAULT_SM: SmTarget = SmTarget {
    sm: 80,
    suffix: SmSuffix::None,
};

impl SmTarget {
    fn row(self) -> &'static SmRow {
        // Every SmTarget is built by parse_sm or DEFAULT_SM, so the row exists.
        SM_TABLE.iter().find(|r| r.sm == self.sm).unwrap_or(&SM_TABLE[1])
    }

    /// True when the target has instruction family `f`.
    pub fn supports(self, f: Feature) -> bool {
        self.sm >= f.row().0
    }

    /// True for the architecture-specific `a` targets (`sm_90a`, `sm_100a`).
    pub fn is_arch_specific(self) -> bool {
        self.suffix == SmSuffix::ArchSpecific
    }

    /// The `.target` operand, e.g. `sm_90a`.
    pub fn target_name(self) -> String {
        format!("sm_{}{}", self.sm, self.suffix.text())
    }

    /// The PTX ISA version for `.version`, e.g. `(9, 5)`.
    pub fn ptx_version(self) -> (u32, u32) {
        self.row().ptx_version
    }

    /// The `.version` line.
    pub fn version_line(self) -> String {
        let (major, minor) = self.ptx_version();
        format!(".version {major}.{minor}")
    }

    /// The `.target` line.
    pub fn target_line(self) -> String {
        format!(".target {}", self.target_name())
    }

    /// Every target name the table accepts, in table order.
    pub fn all_names() -> Vec<String> {
        let mut out = Vec::new();
        for r in SM_TABLE {
            out.push(format!("sm_{}", r.sm));
            if r.has_a {
                out.push(format!("sm_{}a", r.sm));
            }
            if r.has_f {
                out.push(format!("sm_{}f", r.sm));
            }
        }
        out
    }
}

impl Default for SmTarget {
    fn default() -> Self {
        DEFAULT_SM
    }
}

impl fmt::Display for SmTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.target_name())
    }
}

/// Parses `sm_XX`, `sm_XXa` or `sm_XXf` (also `compute_XX...`, which names
/// the same PTX target). Unknown SMs and suffixes are errors naming the
/// accepted list.
pub fn parse_sm(text: &str) -> Result<SmTarget, String> {
    let unknown = || {
        format!(
            "unsupported GPU architecture '{text}'; supported: {}",
            SmTarget::all_names().join(", ")
        )
    };
    let rest = text
        .strip_prefix("sm_")
        .or_else(|| text.strip_prefix("compute_"))
        .ok_or_else(unknown)?;
    let digits_end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let (digits, suffix) = rest.split_at(digits_end);
    if digits.is_empty() || digits.starts_with('0') {
        return Err(unknown());
    }
    let sm: u32 = digits.parse().map_err(|_| unknown())?;
    let row = SM_TABLE.iter().find(|r| r.sm == sm).ok_or_else(unknown)?;
    let suffix = match suffix {
        "" => SmSuffix::None,
        "a" if row.has_a => SmSuffix::ArchSpecific,
        "f" if row.has_f => SmSuffix::FamilySpecific,
        _ => return Err(unknown()),
    };
    Ok(SmTarget { sm, suffix })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_every_cuda_13_target() {
        let names = [
            "sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f",
            "sm_103", "sm_103a", "sm_103f", "sm_107", "sm_107a", "sm_107f", "sm_110", "sm_110a", "sm_110f", "sm_120",
            "sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f",
        ];
        assert_eq!(SmTarget::all_names(), names);
        for n in names {
            let t = parse_sm(n).unwrap();
            assert_eq!(t.target_name(), n);
            assert_eq!(t.version_line(), ".version 9.5");
            assert_eq!(t.target_line(), format!(".target {n}"));
        }
    }

    #[test]
    fn rejects_unknown_targets() {
        for bad in [
            "sm_70", "sm_101", "sm_102", "sm_80a", "sm_90f", "sm_75f", "sm_", "sm_x", "sm80", "", "sm_090", "sm_90b",
            "sm_100af",
        ] {
            let err = parse_sm(bad).unwrap_err();
            assert!(err.contains("unsupported GPU architecture"), "{bad}: {err}");
            assert!(err.contains("sm_121f"), "{err}");
        }
    }

    #[test]
    fn compute_names_and_default() {
        assert_eq!(parse_sm("compute_90a").unwrap().target_name(), "sm_90a");
        assert_eq!(SmTarget::default().target_name(), "sm_80");
    }
}
