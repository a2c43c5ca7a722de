//! Calls across execution spaces in device functions nvcc may never emit.
//!
//! nvcc reports `calling a __host__ function(...) from a __device__ function(...) is not
//! allowed` only in the functions it emits: a `static` or `inline` device function that
//! no emitted function references is dropped unchecked (Csmith's C++ programs have
//! unused static functions that assign structs through a host `operator=`). So the error
//! of such a caller is kept here instead of reported, Sema notes which functions each
//! function references, and after the translation unit the kept errors of callers
//! reachable from an emitted function are reported. A `__host__` function's call of a
//! `__device__` one is not reported at all: nvcc's device compilation (`-ptx`) does not
//! check host bodies, whose `NV_IF_ELSE_TARGET(NV_IS_HOST, ...)` it reads with the
//! device branch (CUB's `PtxVersionUncached` calls `current_compute_capability()`
//! there), even when device code refers to the host function (that reference has its
//! own error); only `--check-host` keeps it like the others.
//!
//! ptxc's own limitations (a construct it cannot generate code for yet) are kept the
//! same way: inside a host function, which ptxc never emits, or a device function that
//! may be dropped, they matter only if that function turns out to be emitted (CCCL's
//! host-only `unique_ptr<__physical_device[]>` deletes an array of a class with a
//! destructor).

use crate::il::{ExecSpace, FnDeclId, InlineHint};
use crate::source::Span;

use super::Sema;

/// Kept errors and the reference edges that decide them.
#[derive(Default)]
pub struct DeferredExecErrors {
    /// (caller, span, message) of errors in functions that may be dropped.
    errors: Vec<(FnDeclId, Span, String)>,
    /// (referencing function, or none outside any function; referenced function).
    edges: Vec<(Option<FnDeclId>, FnDeclId)>,
    /// The functions among `errors`' whose error is a construct ptxc cannot generate
    /// code for: when not emitted they are kept as declarations only.
    unsupported: Vec<FnDeclId>,
}

impl<'a> Sema<'a> {
    /// Notes that the code being analysed refers to function `f` (calls it or takes
    /// its address).
    pub(super) fn note_function_reference(&mut self, f: FnDeclId) {
        let from = self.fn_ctx.as_ref().map(|c| c.func);
        self.deferred_exec.edges.push((from, f));
    }

    /// Whether nvcc emits `f` only when something emitted refers to it: `static` and
    /// `inline` functions.
    fn emitted_only_when_used(&self, f: FnDeclId) -> bool {
        let func = self.func(f);
        func.is_static || matches!(func.inline, InlineHint::Inline | InlineHint::Force)
    }

    /// Reports the execution-space error `msg` of a call in `caller` now, or keeps it
    /// until it is known whether `caller` is emitted.
    pub(super) fn exec_space_error(&mut self, caller: FnDeclId, span: Span, msg: String) {
        let exec = self.func(caller).exec;
        if exec == ExecSpace::Host && !self.diags.check_host {
            return;
        }
        if exec == ExecSpace::Host || (exec == ExecSpace::Device && self.emitted_only_when_used(caller)) {
            self.deferred_exec.errors.push((caller, span, msg));
        } else {
            self.diags.cuda_error(span, msg);
        }
    }

    /// Reports `msg`, a construct ptxc does not support yet, at `span` now, or keeps it
    /// when the function being analysed may never be emitted (host code, or a
    /// `static`/`inline` device function).
    pub(crate) fn unsupported_error(&mut self, span: Span, msg: &str) {
        let caller = self.fn_ctx.as_ref().map(|c| c.func);
        match caller {
            Some(f) if self.func(f).exec == ExecSpace::Host || self.emitted_only_when_used(f) => {
                self.deferred_exec.errors.push((f, span, msg.to_string()));
                self.deferred_exec.unsupported.push(f);
            }
            _ => self.diags.error(span, msg),
        }
    }

    /// Reports the kept errors whose function is reachable from one nvcc always emits
    /// (call once, after the translation unit).
    pub fn report_deferred_exec_errors(&mut self) {
        let deferred = std::mem::take(&mut self.deferred_exec);
        if deferred.errors.is_empty() {
            return;
        }
        let n = self.functions.len();
        let mut reached = vec![false; n];
        let mut work: Vec<FnDeclId> = Vec::new();
        for i in 0..n {
            let f = FnDeclId(i as u32);
            if self.func(f).exec != ExecSpace::Host && !self.emitted_only_when_used(f) {
                reach(f, &mut reached, &mut work);
            }
        }
        for &(from, to) in &deferred.edges {
            if from.is_none() {
                reach(to, &mut reached, &mut work);
            }
        }
        let mut out: Vec<Vec<FnDeclId>> = vec![Vec::new(); n];
        for &(from, to) in &deferred.edges {
            if let Some(from) = from.filter(|f| (f.0 as usize) < n) {
                out[from.0 as usize].push(to);
            }
        }
        while let Some(f) = work.pop() {
            for &to in &out[f.0 as usize] {
                reach(to, &mut reached, &mut work);
            }
        }
        for (caller, span, msg) in deferred.errors {
            if reached[caller.0 as usize] {
                self.diags.cuda_error(span, msg);
            }
        }
        // Not emitted: nothing is generated for its body, which holds an expression
        // ptxc cannot lower.
        for f in deferred.unsupported {
            if !reached[f.0 as usize] {
                self.functions[f.0 as usize].body = None;
            }
        }
    }
}

/// Marks `f` reached, and to be visited, the first time.
fn reach(f: FnDeclId, reached: &mut [bool], work: &mut Vec<FnDeclId>) {
    if let Some(r) = reached.get_mut(f.0 as usize) {
        if !*r {
            *r = true;
            work.push(f);
        }
    }
}
