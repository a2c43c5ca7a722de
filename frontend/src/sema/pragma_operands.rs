//! The constant operands of pragmas (`#pragma unroll N`, `#pragma pack(N)`): what
//! values they may take, and nvcc's diagnostics for the others.

use crate::il::Expr;
use crate::sema::Sema;

impl Sema<'_> {
    /// The count of `#pragma unroll e`: a positive integral constant that fits in an
    /// `int`; `None` after an error (already reported when `e` is one) or for a larger
    /// count (a warning: the pragma is ignored).
    pub fn unroll_count(&mut self, e: &Expr) -> Option<u32> {
        if self.is_err(e) {
            return None;
        }
        match self.const_int(e) {
            Some(n) if n > 0 && n <= i128::from(i32::MAX) => Some(n as u32),
            // nvcc warns and unrolls as if the pragma were not there.
            Some(n) if n > 0 => {
                let msg = "the unroll value does not fit in a integer, ignoring pragma for this loop";
                self.diags.warning(e.span, msg);
                None
            }
            _ => {
                let msg = "the argument of #pragma unroll must be a positive integral constant";
                self.diags.error(e.span, msg);
                None
            }
        }
    }

    /// The alignment `#pragma pack(e)` asks for: `Some(None)` for 0 (the default),
    /// `Some(Some(n))` for a power of two up to 2^32; `None` after an error.
    pub fn pack_alignment(&mut self, e: &Expr) -> Option<Option<u64>> {
        if self.is_err(e) {
            return None;
        }
        match self.const_int(e) {
            Some(0) => Some(None),
            Some(v) if v > 0 && (v as u128).is_power_of_two() && v <= 1 << 32 => Some(Some(v as u64)),
            Some(_) => {
                self.diags.error(e.span, "invalid packing alignment value");
                None
            }
            None => {
                self.diags.error(e.span, "expected an integer constant");
                None
            }
        }
    }
}
