//! CUDA launch attributes (`__launch_bounds__(maxThreads[, minBlocks[,
//! maxBlocksPerCluster]])`, `__cluster_dims__(x[, y[, z]])`, `__maxnreg__(n)`):
//! their argument values, and where they may be written. The parser hands over
//! the argument expressions; what they mean, and nvcc's messages for bad
//! ones, are decided here.

use crate::il::{ExecSpace, Expr, KernelAttrs};
use crate::sema::Sema;
use crate::Span;

/// Where each launch attribute was written on one declaration (for the
/// diagnostics of attributes on a function that is not a kernel).
#[derive(Clone, Copy, Debug, Default)]
pub struct LaunchAttrSpans {
    /// `__launch_bounds__`.
    pub launch_bounds: Option<Span>,
    /// `__cluster_dims__`.
    pub cluster_dims: Option<Span>,
    /// `__maxnreg__`.
    pub max_nreg: Option<Span>,
}

impl LaunchAttrSpans {
    /// Records that attribute `name` was written at `span`.
    pub fn record(&mut self, name: &str, span: Span) {
        let slot = match name {
            "__launch_bounds__" => &mut self.launch_bounds,
            "__cluster_dims__" => &mut self.cluster_dims,
            _ => &mut self.max_nreg,
        };
        *slot = Some(span);
    }
}

/// nvcc's message for a value out of range, argument `index` of attribute `name`.
fn bad_value_message(name: &str, index: usize) -> &'static str {
    match (name, index) {
        ("__maxnreg__", _) => "The maximum number of registers that can be allocated per thread must be positive",
        ("__cluster_dims__", _) => "__cluster_dims__ arguments must be positive integers",
        (_, 2) => "max blocks per cluster must not be negative",
        (_, 1) => "__launch_bounds__ argument must be a non-negative integer",
        _ => "__launch_bounds__ argument must be a positive integer",
    }
}

impl<'a> Sema<'a> {
    /// Evaluates the arguments of launch attribute `name` (written at `span`,
    /// its name at `name_span`, where nvcc points bad values) into `attrs`. Only `__launch_bounds__`'s minimum blocks and blocks per
    /// cluster may be zero; a zero blocks-per-cluster sets no limit (nvcc
    /// prints no `.maxclusterrank` for it), as a zero minimum prints no
    /// `.minnctapersm`.
    pub fn launch_attribute(
        &mut self,
        name: &str,
        name_span: Span,
        span: Span,
        args: &[&'a Expr<'a>],
        attrs: &mut KernelAttrs,
    ) {
        let zero_ok = |index: usize| name == "__launch_bounds__" && index > 0;
        let mut values: Vec<u32> = Vec::with_capacity(args.len());
        for &e in args {
            if self.is_err(e) {
                values.push(1);
                continue;
            }
            match self.const_int(e) {
                Some(v) if (1..=i128::from(u32::MAX)).contains(&v) => values.push(v as u32),
                Some(0) if zero_ok(values.len()) => values.push(0),
                Some(_) => {
                    self.diags.error(name_span, bad_value_message(name, values.len()));
                    values.push(1);
                }
                None => {
                    self.diags.error(e.span, "expression must have a constant value");
                    values.push(1);
                }
            }
        }
        let max = if name == "__maxnreg__" { 1 } else { 3 };
        if values.is_empty() || values.len() > max {
            self.diags.error(
                span,
                format!("{name} takes 1 to {max} arguments, {} given", values.len()),
            );
            return;
        }
        match name {
            "__launch_bounds__" => {
                attrs.max_threads = values.first().copied();
                attrs.min_blocks = values.get(1).copied();
                attrs.max_blocks_per_cluster = values.get(2).copied().filter(|&n| n > 0);
            }
            "__cluster_dims__" => {
                attrs.cluster_dims = Some([
                    values[0],
                    values.get(1).copied().unwrap_or(1),
                    values.get(2).copied().unwrap_or(1),
                ])
            }
            _ => attrs.max_nreg = values.first().copied(),
        }
    }

    /// Launch attributes belong to kernels: on any other function (declared at
    /// `at`, where nvcc points) each one written is an error, not silently dropped.
    pub fn check_launch_attribute_places(&mut self, exec: ExecSpace, spans: &LaunchAttrSpans, at: Span) {
        if exec == ExecSpace::Global {
            return;
        }
        let written = [
            ("__launch_bounds__", spans.launch_bounds),
            ("__cluster_dims__", spans.cluster_dims),
            ("__maxnreg__", spans.max_nreg),
        ];
        for (name, span) in written {
            if span.is_some() {
                self.diags
                    .error(at, format!("{name} is only allowed on a __global__ function"));
            }
        }
    }
}
