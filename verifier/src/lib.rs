//! The NVVM IR verifier: NVPTX-specific rules that a generic IR verifier
//! cannot know (target triple and data layout, GPU address spaces, rejected
//! CPU-only features, SM-gated intrinsics, kernel parameter-space size,
//! device-side launches).
//!
//! It works in layers, as NVIDIA's verifier does: [`module`] checks the
//! module as a whole and then each function through [`function`] (signature
//! and attributes), [`instruction`] (every instruction) and [`intrinsic`]
//! (every intrinsic call). [`param_space`] sizes kernel parameter lists and
//! [`launch`] checks device-side launches. Every violation is recorded and
//! verification continues, so one run reports them all; the exact diagnostic
//! texts live in [`messages`]. specs/verifier.md lists every check.

#![warn(missing_docs)]

pub mod function;
pub mod instruction;
pub mod intrinsic;
pub mod kernel;
pub mod launch;
pub mod messages;
pub mod module;
pub mod param_space;
pub mod values;

use ptxc_ir::{FuncId, Inst, Module};

/// What the verifier checks against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyOptions {
    /// Target SM as major*10+minor: 75, 80, 90, 100, 120...
    pub sm: u32,
    /// The target is an architecture-specific ("a") variant, e.g. sm_100a.
    pub arch_specific: bool,
    /// Unified NVVM IR mode (exact triple whitelist, fences allowed).
    pub unified_nvvm_ir: bool,
    /// Report informational notes (NVVM's `nvvm-verify-show-info`), e.g.
    /// `IR Kind is UnifiedNVVMIR` in unified mode. Notes never fail a module.
    pub show_info: bool,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            sm: 75,
            arch_specific: false,
            unified_nvvm_ir: false,
            show_info: false,
        }
    }
}

impl VerifyOptions {
    /// Options for `sm_<sm>` in standard mode.
    pub fn for_sm(sm: u32) -> Self {
        VerifyOptions {
            sm,
            ..Default::default()
        }
    }
}

/// One violation of an NVVM IR rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The diagnostic text, byte-identical to NVIDIA's verifier.
    pub message: String,
    /// The function the violation is in, if any.
    pub function: Option<String>,
    /// The offending instruction, if any (to map back to a source span).
    pub inst: Option<(FuncId, Inst)>,
}

/// Everything one verifier run found: errors fail the module, warnings and
/// notes (only with [`VerifyOptions::show_info`]) do not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Violations that make NVVM reject the module.
    pub errors: Vec<VerifyError>,
    /// Constructs NVVM accepts but ignores (`inreg`, `nest`).
    pub warnings: Vec<VerifyError>,
    /// Informational notes, collected only with [`VerifyOptions::show_info`].
    pub notes: Vec<VerifyError>,
}

/// Verifies `m`; returns every violation found (accumulate and continue).
pub fn verify_module(m: &Module, opts: &VerifyOptions) -> Result<(), Vec<VerifyError>> {
    let report = verify_module_report(m, opts);
    if report.errors.is_empty() {
        Ok(())
    } else {
        Err(report.errors)
    }
}

/// Like [`verify_module`], but also returns warnings (ignored attributes)
/// and, with [`VerifyOptions::show_info`], informational notes.
pub fn verify_module_report(m: &Module, opts: &VerifyOptions) -> Report {
    let mut cx = Checker::new(m, opts);
    module::verify(&mut cx);
    cx.report
}

/// Shared state of one verifier run: the module, the options, what was found.
pub struct Checker<'m> {
    /// The module being verified.
    pub m: &'m Module,
    /// Target and reporting options of this run.
    pub opts: &'m VerifyOptions,
    /// Which functions are kernels, collected once from `nvvm.annotations`.
    pub kernels: kernel::KernelInfo,
    /// Callee names every SM gate passed (the gates read only the name and
    /// the options; a math kernel calls a few intrinsics dozens of times).
    pub gates_passed: rustc_hash::FxHashSet<String>,
    report: Report,
}

impl<'m> Checker<'m> {
    /// A run over `m` with nothing found yet.
    pub fn new(m: &'m Module, opts: &'m VerifyOptions) -> Self {
        Checker {
            m,
            opts,
            kernels: kernel::KernelInfo::collect(m),
            gates_passed: rustc_hash::FxHashSet::default(),
            report: Report::default(),
        }
    }

    /// How many errors were recorded so far.
    pub fn error_count(&self) -> usize {
        self.report.errors.len()
    }

    /// Records an error not tied to a function.
    pub fn error(&mut self, message: impl Into<String>) {
        self.report.errors.push(VerifyError {
            message: message.into(),
            function: None,
            inst: None,
        });
    }

    /// Records an error about function `f`.
    pub fn func_error(&mut self, f: FuncId, message: impl Into<String>) {
        let function = self.m.functions.get(f).map(|func| func.name.clone());
        self.report.errors.push(VerifyError {
            message: message.into(),
            function,
            inst: None,
        });
    }

    /// Records an error about instruction `i` of function `f`.
    pub fn inst_error(&mut self, f: FuncId, i: Inst, message: impl Into<String>) {
        let function = self.m.functions.get(f).map(|func| func.name.clone());
        self.report.errors.push(VerifyError {
            message: message.into(),
            function,
            inst: Some((f, i)),
        });
    }

    /// Records an informational note (kept only with `show_info`).
    pub fn note(&mut self, message: impl Into<String>) {
        if self.opts.show_info {
            self.report.notes.push(VerifyError {
                message: message.into(),
                function: None,
                inst: None,
            });
        }
    }

    /// Records a warning about function `f`.
    pub fn func_warning(&mut self, f: FuncId, message: impl Into<String>) {
        let function = self.m.functions.get(f).map(|func| func.name.clone());
        self.report.warnings.push(VerifyError {
            message: message.into(),
            function,
            inst: None,
        });
    }

    /// True when the module targets 64-bit pointers (from the triple; default 64).
    pub fn pointer_bits(&self) -> u32 {
        if self.m.triple.starts_with("nvptx-") {
            32
        } else {
            64
        }
    }
}
