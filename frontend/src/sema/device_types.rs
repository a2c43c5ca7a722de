//! Types nvcc accepts in device code but computes differently from the host:
//! `long double` is a distinct type (mangled `e`, 16 bytes) whose values are
//! `double`s, and nvcc says so with warning #20208-D wherever device code
//! names it (a local declaration, a cast, `sizeof`); parameters and
//! namespace-scope declarations draw no warning, as with nvcc. Also the text
//! of the error for the types ptxc does not support yet (`_Complex`), so they
//! are one clean diagnostic each.

use crate::il::ExecSpace;
use crate::source::Span;

use super::Sema;

/// ptxc's error for C99/GNU `_Complex` types (specs/language.md, "Not yet supported").
pub const COMPLEX_TYPES: &str = "complex types (_Complex) are not supported by ptxc yet";

/// nvcc's text of warning #20208-D.
pub const LONG_DOUBLE_IS_DOUBLE: &str = "'long double' is treated as 'double' in device code";

impl Sema<'_> {
    /// `long double` was named at `span`: inside the body of a function that runs
    /// on the device, nvcc's warning that it is computed as `double`.
    pub fn long_double_in_device_code(&mut self, span: Span) {
        if self.fn_ctx().is_some_and(|c| c.exec != ExecSpace::Host) {
            self.diags.warning(span, LONG_DOUBLE_IS_DOUBLE);
        }
    }
}
