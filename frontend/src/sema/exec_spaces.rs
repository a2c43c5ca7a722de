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
    /// The execution space of a function declared at `span` with `written` (written at
    /// `spec_span`), `constexpr` when `is_constexpr`: [`Sema::function_exec_space`],
    /// then NVRTC's model for a function of the user's files (`user_file`,
    /// [`Sema::jit_exec_space`]); launch attributes on a function that is no kernel are
    /// reported.
    pub fn act_on_function_exec_space(
        &mut self,
        written: ExecSpecifiers,
        is_constexpr: bool,
        spec_span: Span,
        user_file: bool,
        launch_attrs: &crate::sema::launch_attributes::LaunchAttrSpans,
        span: Span,
    ) -> ExecSpace {
        let mut exec = self.function_exec_space(written, is_constexpr, spec_span);
        if self.jit != crate::JitMode::Off && user_file {
            exec = self.jit_exec_space(written, exec, span);
        }
        self.check_launch_attribute_places(exec, launch_attrs, span);
        exec
    }

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

    /// Under NVRTC's compilation model ([`crate::JitMode`]), the execution space of a
    /// function declared in the user's files (`space`, from [`Sema::function_exec_space`]):
    /// a host function is NVRTC's error at `span` (the function's name), or with
    /// `-default-device` an unannotated one is a device function. Unchanged otherwise.
    pub fn jit_exec_space(&mut self, written: ExecSpecifiers, space: ExecSpace, span: Span) -> ExecSpace {
        if self.jit == crate::JitMode::Off || written.global || written.device {
            return space;
        }
        if written.host {
            if !self.in_instantiation() {
                self.diags.error(
                    span,
                    "A function explicitly marked as a __host__ function is not allowed in JIT mode",
                );
            }
        } else if self.jit == crate::JitMode::HostIsError && !self.in_instantiation() {
            self.diags.error(
                span,
                "A function without execution space annotations (__host__/__device__/__global__) is considered \
                 a host function, and host functions are not allowed in JIT mode. Consider using -default-device \
                 flag to process unannotated functions as __device__ functions in JIT mode",
            );
        }
        // The error is reported once; the function is a device one so its uses add none.
        ExecSpace::Device
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
