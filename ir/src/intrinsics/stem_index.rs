//! The table's rows by stem, built once per process: reading a name looks up its
//! prefixes of the lengths some stem has (longest first) instead of comparing it
//! with every row. Instruction selection, the verifier and the vector-call pass
//! read each call's name again; the scan of all rows was ~7% of a small
//! program's compile (specs/performance.md, NVRTC).

use super::{Intrinsic, IntrinsicDesc};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::OnceLock;

/// How many names one thread remembers the rows of (the names a program calls
/// are a few dozen; the bound keeps made-up `llvm.*` names from growing it).
const MEMO_LIMIT: usize = 4096;

thread_local! {
    /// Each name's row (`None`: no row accepts it), per thread: a program's
    /// calls are read again by the verifier, the vector-call pass and
    /// instruction selection, and each read tried every stem length (issue 46).
    static MEMO: RefCell<FxHashMap<Box<str>, Option<u16>>> = RefCell::new(FxHashMap::default());
}

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
        let row = MEMO.with_borrow_mut(|memo| {
            if let Some(&row) = memo.get(name) {
                return row;
            }
            let row = self.longest_match_row(name);
            if memo.len() < MEMO_LIMIT {
                memo.insert(name.into(), row);
            }
            row
        });
        row.map(|r| &Intrinsic::TABLE[r as usize])
    }

    /// [`StemIndex::longest_match`]'s row, looked up.
    fn longest_match_row(&self, name: &str) -> Option<u16> {
        for &len in &self.lengths {
            if len > name.len() || !name.is_char_boundary(len) {
                continue;
            }
            let Some(rows) = self.rows.get(&name[..len]) else {
                continue;
            };
            let rest = &name[len..];
            if let Some(&r) = rows
                .iter()
                .find(|&&r| Intrinsic::TABLE[r as usize].suffix.accepts(rest))
            {
                return Some(r);
            }
        }
        None
    }
}
