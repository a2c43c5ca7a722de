//! A function redeclared with other execution-space specifiers, as nvcc treats it:
//! `__host__` and `__device__` combine (a `__device__` function redeclared without
//! `__device__`, or a host function redeclared with it, becomes `__host__ __device__`,
//! with nvcc's warning), while `__global__` must be on every declaration or none.

use crate::il::{ExecSpace, FnDeclId};
use crate::source::Span;

use crate::sema::Sema;

/// How nvcc names an execution space in its redeclaration diagnostics.
fn space_name(space: ExecSpace) -> &'static str {
    match space {
        ExecSpace::Global => "__global__",
        ExecSpace::Device => "__device__",
        ExecSpace::HostDevice => "__host__ __device__",
        ExecSpace::Host => "__host__",
    }
}

impl<'a> Sema<'a> {
    /// Merges execution space `new`, written on a redeclaration of `f` at `span`, into
    /// `f`'s (`shown` is its name in diagnostics). False, with nvcc's error, when one
    /// of the two is `__global__` and the other is not.
    pub fn merge_redeclared_exec_space(&mut self, f: FnDeclId, shown: &str, new: ExecSpace, span: Span) -> bool {
        let old = self.func(f).exec;
        if old == new {
            return true;
        }
        let old_name = space_name(old);
        if old == ExecSpace::Global {
            let msg = format!("a __global__ function(\"{shown}\") redeclared without __global__");
            self.diags.error(span, msg);
            return false;
        }
        if new == ExecSpace::Global {
            let msg = format!("a {old_name} function(\"{shown}\") redeclared with __global__");
            self.diags.error(span, msg);
            return false;
        }
        // A host-device function stays one whatever a redeclaration writes.
        if old == ExecSpace::HostDevice {
            return true;
        }
        let change = match new {
            ExecSpace::Host => format!("without {old_name}"),
            _ => format!("with {}", space_name(new)),
        };
        let msg = format!(
            "a {old_name} function(\"{shown}\") redeclared {change}, hence treated as a __host__ __device__ function"
        );
        self.diags.warning(span, msg);
        self.functions[f.0 as usize].exec = ExecSpace::HostDevice;
        true
    }
}
