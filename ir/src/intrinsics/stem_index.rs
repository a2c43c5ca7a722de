//! The table's rows by stem, built once per process: reading a name looks up its
//! prefixes of the lengths some stem has (longest first) instead of comparing it
//! with every row. Instruction selection, the verifier and the vector-call pass
//! read each call's name again; the scan of all rows was ~7% of a small
//! program's compile (specs/performance.md, NVRTC).

use super::{Intrinsic, IntrinsicDesc};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

pub(super) struct StemIndex {
    /// Row indices per stem, in table order.
    rows: FxHashMap<&'static str, Vec<u16>>,
    /// Every stem length, longest first.
    lengths: Vec<usize>,
}

static INDEX: OnceLock<StemIndex> = OnceLock::new();

impl StemIndex {
    pub(super) fn get() -> &'static StemIndex {
        INDEX.get_or_init(|| {
            let mut rows: FxHashMap<&'static str, Vec<u16>> = FxHashMap::default();
            for (i, d) in Intrinsic::TABLE.iter().enumerate() {
                rows.entry(d.stem).or_default().push(i as u16);
            }
            let mut lengths: Vec<usize> = rows.keys().map(|s| s.len()).collect();
            lengths.sort_unstable_by(|a, b| b.cmp(a));
            lengths.dedup();
            StemIndex { rows, lengths }
        })
    }

    /// The row of the longest stem of `name` whose rule accepts the rest (the first such
    /// row in table order when several share that stem), as a linear scan would pick.
    pub(super) fn longest_match(&self, name: &str) -> Option<&'static IntrinsicDesc> {
        for &len in &self.lengths {
            if len > name.len() || !name.is_char_boundary(len) {
                continue;
            }
            let Some(rows) = self.rows.get(&name[..len]) else {
                continue;
            };
            let rest = &name[len..];
            if let Some(d) = rows
                .iter()
                .map(|&r| &Intrinsic::TABLE[r as usize])
                .find(|d| d.suffix.accepts(rest))
            {
                return Some(d);
            }
        }
        None
    }
}
