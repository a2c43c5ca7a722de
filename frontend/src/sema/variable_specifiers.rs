//! The CUDA specifiers a variable declared in a block may not have: `__device__`
//! without a memory space or storage class (nvcc's error: device code has no automatic
//! `__device__` variables), and the execution spaces `__global__` and `__host__`, which
//! do not apply to a variable (nvcc's warning).

use crate::sema::Sema;
use crate::source::Span;

/// The CUDA specifiers written on a block-scope variable.
#[derive(Clone, Copy, Debug)]
pub struct LocalCudaSpecifiers {
    /// `__device__` with no memory space and no storage class.
    pub automatic_device: bool,
    /// `__global__` written.
    pub global: bool,
    /// `__host__` written.
    pub host: bool,
}

impl Sema<'_> {
    /// Checks the CUDA specifiers `written` (at `spec_span`) of block-scope variable
    /// declared at `span`.
    pub fn check_local_cuda_specifiers(&mut self, written: LocalCudaSpecifiers, span: Span, spec_span: Span) {
        if written.automatic_device {
            self.diags.error(
                span,
                "an automatic \"__device__\" variable declaration is not allowed inside a device function body",
            );
        }
        for (on, attr) in [(written.global, "__global__"), (written.host, "__host__")] {
            if on {
                self.diags
                    .warning(spec_span, format!("attribute \"{attr}\" does not apply here"));
            }
        }
    }
}
