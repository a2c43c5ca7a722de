//! A function's execution space from the CUDA specifiers written on it: `__global__`
//! (a kernel), `__device__`, `__host__`, both of the last two, or none (host). A
//! `constexpr` function without `__host__` written is usable from device code too, as
//! nvcc makes it with `--expt-relaxed-constexpr`.

use crate::il::ExecSpace;
use crate::source::Span;

use crate::sema::Sema;

/// The execution-space specifiers written on a declaration.
#[derive(Clone, Copy, Debug, Default)]
pub struct ExecSpecifiers {
    /// `__global__`
    pub global: bool,
    /// `__device__`
    pub device: bool,
    /// `__host__`
    pub host: bool,
}

impl<'a> Sema<'a> {
    /// The execution space of a function declared with `written` (at `span`) and, when
    /// `is_constexpr`, `constexpr`; nvcc's error when `__global__` is combined with
    /// another space.
    pub fn function_exec_space(&mut self, written: ExecSpecifiers, is_constexpr: bool, span: Span) -> ExecSpace {
        let space = self.written_exec_space(written, span);
        if is_constexpr && space == ExecSpace::Host && !written.host {
            ExecSpace::HostDevice
        } else {
            space
        }
    }

    /// The execution space `written` names; nvcc's error at `span` when `__global__` is
    /// combined with another space.
    fn written_exec_space(&mut self, written: ExecSpecifiers, span: Span) -> ExecSpace {
        if written.global && (written.device || written.host) {
            let other = if written.device { "__device__" } else { "__host__" };
            self.diags
                .error(span, format!("\"__global__\" and \"{other}\" cannot be used together"));
        }
        if written.global {
            ExecSpace::Global
        } else if written.device && written.host {
            ExecSpace::HostDevice
        } else if written.device {
            ExecSpace::Device
        } else {
            ExecSpace::Host
        }
    }
}
