//! What the backend knows about the source files behind the IR: their line
//! starts for `-lineinfo` ([`LineTable`]) and which files' floating-point
//! arithmetic is compiled exactly as written whatever `-fmad` says.
//!
//! ptxc's shipped math library relies on every `+ - *` being rounded on its
//! own (its error-free transformations, specs/math.md), where NVIDIA's uses
//! explicit `__fmul_rn`-style intrinsics; so the driver names ptxc's built-in
//! headers here, and their instructions are neither fused into `fma` nor
//! printed without `.rn`, even inlined into user code.

use crate::line_info::LineTable;
use rustc_hash::FxHashSet;

/// Facts about the source files, by the frontend's file number.
#[derive(Clone, Debug, Default)]
pub struct SourceFacts {
    /// `-lineinfo`: line starts of the files on disk.
    pub lines: Option<LineTable>,
    /// Files whose float arithmetic is never contracted.
    pub exact_files: FxHashSet<u32>,
}
