//! The value of an alignment specifier's argument (`alignas(n)`, `aligned(n)`,
//! `__align__(n)`): an integer constant that is a power of two, or 0 (no request), as
//! nvcc takes it.

use crate::il::Expr;
use crate::sema::Sema;

/// nvcc's message for an alignment that is not a power of two.
const INVALID_ALIGNMENT: &str = "invalid alignment value specified by attribute";

/// The largest alignment accepted (2^32; nvcc takes at least 2^29).
const MAX_ALIGN: i128 = 1 << 32;

impl Sema<'_> {
    /// The alignment attribute `attr`'s argument `e` requests: `None` for none (0, an
    /// erroneous operand, or after nvcc's error for a value that is not one).
    pub fn alignment_value(&mut self, attr: &str, e: &Expr) -> Option<u64> {
        if self.is_err(e) {
            return None;
        }
        match self.const_int(e) {
            Some(0) => {}
            Some(v) if !(0..=MAX_ALIGN).contains(&v) => self
                .diags
                .error(e.span, format!("invalid argument to attribute \"{attr}\"")),
            Some(v) if (v as u128).is_power_of_two() => return Some(v as u64),
            Some(_) => self.diags.error(e.span, INVALID_ALIGNMENT),
            None => self.diags.error(e.span, "expression must have a constant value"),
        }
        None
    }
}
