//! The names LLVM and NVVM give metadata and compiler-only symbols, in one
//! table: the `!llvm.loop` attachment and its unroll hints, the named
//! metadata NVVM reads (`nvvm.annotations`, `nvvmir.version`) and the
//! `@llvm.used` array with its `llvm.metadata` section.
//!
//! IR generation writes these names and the backend and verifier read them;
//! taking both sides from here means a misspelt key is a compile error, not
//! a hint that silently stops reaching the PTX.

/// Instruction attachment `!llvm.loop`: the properties of the loop whose back
/// edge carries it (a distinct node whose first operand is itself, followed
/// by hint tuples such as `!{!"llvm.loop.unroll.count", i32 4}`).
pub const LOOP: &str = "llvm.loop";

/// Named metadata holding NVVM's per-symbol facts (kernels, launch bounds, ...).
pub const NVVM_ANNOTATIONS: &str = "nvvm.annotations";
/// Named metadata holding the NVVM IR version tuple.
pub const NVVMIR_VERSION_NAME: &str = "nvvmir.version";

/// The appending global array naming symbols that must be kept (`@llvm.used`).
pub const LLVM_USED: &str = "llvm.used";
/// The section LLVM gives `@llvm.used` (and other compiler-only arrays).
pub const METADATA_SECTION: &str = "llvm.metadata";

macro_rules! loop_hints {
    ($($(#[$doc:meta])* $variant:ident => $name:literal,)*) => {
        /// A hint inside `!llvm.loop` metadata: the string heading one of its tuples.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum LoopHint {
            $($(#[$doc])* $variant,)*
        }

        impl LoopHint {
            /// Every hint with its metadata string.
            pub const TABLE: &'static [(LoopHint, &'static str)] = &[$((LoopHint::$variant, $name),)*];
        }
    };
}

loop_hints! {
    /// `#pragma unroll` without a count: unroll completely (`!{!"llvm.loop.unroll.full"}`).
    UnrollFull => "llvm.loop.unroll.full",
    /// `#pragma unroll 1`: do not unroll (`!{!"llvm.loop.unroll.disable"}`); the
    /// backend prints `.pragma "nounroll";` so ptxas does not unroll either.
    UnrollDisable => "llvm.loop.unroll.disable",
    /// `#pragma unroll N`: unroll by N (`!{!"llvm.loop.unroll.count", i32 N}`).
    UnrollCount => "llvm.loop.unroll.count",
}

impl LoopHint {
    /// The metadata string of the hint.
    pub fn name(self) -> &'static str {
        Self::TABLE.iter().find(|(h, _)| *h == self).map_or("", |(_, n)| n)
    }

    /// The hint a metadata string names, if it is one ptxc knows.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::TABLE.iter().find(|(_, n)| *n == name).map(|(h, _)| *h)
    }
}

/// The hints in loop metadata `node` (`!{!self, !{!"llvm.loop.unroll.disable"}, ...}`)
/// that ptxc knows, in order; IR generation writes them, the unroller and the PTX
/// printer read them here.
pub fn loop_hints(md: &crate::metadata::MdStore, node: crate::MdNode) -> Vec<LoopHint> {
    md.operands(node)
        .iter()
        .flatten()
        .filter_map(|&hint| match md.get(md.operands(hint).first().copied().flatten()?) {
            crate::MdData::String(name) => LoopHint::from_name(name),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_round_trip_through_their_names() {
        for &(h, n) in LoopHint::TABLE {
            assert_eq!(h.name(), n);
            assert_eq!(LoopHint::from_name(n), Some(h));
        }
        assert_eq!(LoopHint::from_name("llvm.loop.unroll.enable"), None);
        assert_eq!(LoopHint::UnrollDisable.name(), "llvm.loop.unroll.disable");
    }
}
