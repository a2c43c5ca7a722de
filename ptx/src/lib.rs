//! PTX code generation: turns an optimized SSA [`ir::Module`] into PTX text
//! that NVIDIA's `ptxas` accepts.
//!
//! The stages, one file each: [`validate`] (every id the module mentions
//! exists), [`structure`] (the IR's structural verifier, in every build, so
//! isel reads operands through the IR's typed views unchecked), [`emit`] (module layout, kernels, symbol names), [`target`]
//! (the SM table), [`uses`] and [`frame`] (per-function facts: use counts,
//! the local depot), [`isel`] (IR -> typed PTX instructions, driven by the
//! opcode [`tables`] and the [`scalar`] type table), [`phi`] (parallel
//! copies on edges), [`copy_coalesce`] (phi copies merged into the
//! instruction making the value), [`calling_convention`] (the PTX calling convention:
//! signatures, callee side), [`globals`] (module-scope variables),
//! [`directives`] (kernel launch directives), [`helper_routines`] (`.func`s
//! ptxc appends for operations PTX lacks, such as `frem`), [`ftz`]
//! (`-ftz=true`) and [`printer`] (dumb text output).
//!
//! The instruction is data: [`inst::MachInst`] holds an [`opcode::Opcode`],
//! the [`modifiers::Modifiers`] as fields and the [`ptx_type::PtxType`]s;
//! only the printer spells it; every selection site, the intrinsic tables
//! included, builds it from fields. specs/ptx.md describes the mapping.

#![warn(missing_docs)]

extern crate ptxc_ir as ir;

pub mod bit_moves;
pub mod branch_tidy;
pub mod calling_convention;
pub mod copy_coalesce;
pub mod directives;
pub mod emit;
pub mod frame;
pub mod ftz;
pub mod globals;
pub mod helper_routines;
pub mod inst;
pub mod isel;
pub mod line_info;
pub mod load_masks;
pub mod modifiers;
pub mod opcode;
pub mod phi;
pub mod printer;
pub mod ptx_type;
pub mod reg_coalesce;
pub mod regs;
pub mod scalar;
pub mod source_facts;
pub mod structure;
pub mod tables;
pub mod target;
pub mod uses;
pub mod validate;

use std::fmt;

pub use target::{parse_sm, SmSuffix, SmTarget};

/// Code generation options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxOptions {
    /// The GPU target (`.target` line); default `sm_80`.
    pub target: SmTarget,
    /// nvcc's `-ftz=true`: f32 instructions flush subnormal inputs and
    /// results to zero (`.ftz`, added by [`ftz::flush_f32`]).
    pub ftz: bool,
    /// nvcc's `-prec-div=false`: f32 `fdiv` is `div.approx` (with `ftz`) or
    /// `div.full`, `1/x` is `rcp.approx`.
    pub approx_div: bool,
    /// nvcc's `-prec-sqrt=false`: `llvm.nvvm.sqrt.f` (`sqrtf`) is `sqrt.approx`.
    pub approx_sqrt: bool,
    /// nvcc's whole-program mode (no `-rdc`): `.global` and `.const`
    /// variables defined here are printed without `.visible`, and `extern`
    /// ones are defined here (nvcc: "extern declaration ... is treated as a
    /// static definition"). Off, linkage is printed as the IR says (`-rdc`).
    pub whole_program: bool,
    /// nvcc's `-fmad=true` (its default): f32/f64 `mul`, `add` and `sub`
    /// print without `.rn`, so ptxas may fuse them, and an `fadd` of an
    /// `fmul` with no other use in the same block is one `fma.rn`, as nvcc
    /// prints them. Off (`-fmad=false`), each keeps its own rounding (`.rn`).
    pub contract: bool,
}

/// Why a module could not be turned into PTX.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PtxError {
    /// The IR uses something the backend does not lower yet.
    Unsupported(String),
    /// The IR breaks a rule the backend relies on: a structural invariant
    /// ([`structure`], checked before selection), or a fact the structural
    /// verifier leaves open (operation and type pairs, cast and aggregate
    /// types, intrinsic signatures), found during selection.
    Malformed(String),
    /// `error`, raised while lowering instruction `inst` of function `func`
    /// (so drivers can point at the instruction's source).
    At {
        /// The function being lowered.
        func: ir::FuncId,
        /// The instruction being lowered.
        inst: ir::Inst,
        /// What went wrong.
        error: Box<PtxError>,
    },
    /// `error`, raised for function `func` as a whole (its signature, its frame).
    InFunction {
        /// The function being emitted.
        func: ir::FuncId,
        /// What went wrong.
        error: Box<PtxError>,
    },
    /// `error`, raised for global variable `global` (its declaration, its initializer).
    InGlobal {
        /// The variable being emitted.
        global: ir::GlobalId,
        /// What went wrong.
        error: Box<PtxError>,
    },
}

impl PtxError {
    /// Attaches the instruction being lowered (once: the innermost position wins).
    pub fn at(self, func: ir::FuncId, inst: ir::Inst) -> PtxError {
        match self {
            PtxError::At { .. } => self,
            error => PtxError::At {
                func,
                inst,
                error: Box::new(error),
            },
        }
    }

    /// Attaches the function being emitted, unless a position is already known.
    pub fn in_function(self, func: ir::FuncId) -> PtxError {
        match self {
            PtxError::At { .. } | PtxError::InFunction { .. } | PtxError::InGlobal { .. } => self,
            error => PtxError::InFunction {
                func,
                error: Box::new(error),
            },
        }
    }

    /// Attaches the global variable being emitted, unless a position is already known.
    pub fn in_global(self, global: ir::GlobalId) -> PtxError {
        match self {
            PtxError::At { .. } | PtxError::InFunction { .. } | PtxError::InGlobal { .. } => self,
            error => PtxError::InGlobal {
                global,
                error: Box::new(error),
            },
        }
    }

    /// Whether this is an inconsistency of ptxc itself (malformed IR reaching the
    /// backend) rather than something the backend does not support yet.
    pub fn is_internal(&self) -> bool {
        match self {
            PtxError::Unsupported(_) => false,
            PtxError::Malformed(_) => true,
            PtxError::At { error, .. } | PtxError::InFunction { error, .. } | PtxError::InGlobal { error, .. } => {
                error.is_internal()
            }
        }
    }
}

impl fmt::Display for PtxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PtxError::Unsupported(what) => write!(f, "PTX generation does not support {what}"),
            PtxError::Malformed(what) => write!(f, "malformed IR for PTX generation: {what}"),
            PtxError::At { error, .. } | PtxError::InFunction { error, .. } | PtxError::InGlobal { error, .. } => {
                error.fmt(f)
            }
        }
    }
}

impl std::error::Error for PtxError {}

/// Emits the whole module as PTX text. A module the structural verifier
/// rejects is a [`PtxError::Malformed`] at its first broken instruction.
pub fn emit_module(m: &ir::Module, opts: &PtxOptions) -> Result<String, PtxError> {
    emit_module_with_sources(m, opts, &source_facts::SourceFacts::default())
}

/// [`emit_module`] with facts about the source files: `-lineinfo`'s `.loc`
/// lines and `.file` table ([`line_info`]), and the files compiled without
/// contraction ([`source_facts`]).
pub fn emit_module_with_sources(
    m: &ir::Module,
    opts: &PtxOptions,
    sources: &source_facts::SourceFacts,
) -> Result<String, PtxError> {
    emit_module_timed(m, opts, sources, &mut |_| {})
}

/// [`emit_module_with_sources`] that calls `lap` as each of its phases ends
/// (`ptx-gate`: the module-wide IR checks before selection; `isel`: the
/// structural check and instruction selection of every function; `ptx-print`: the module's text), for `--time-passes`.
pub fn emit_module_timed(
    m: &ir::Module,
    opts: &PtxOptions,
    sources: &source_facts::SourceFacts,
    lap: &mut dyn FnMut(&'static str),
) -> Result<String, PtxError> {
    validate::validate(m)?;
    lap("ptx-gate");
    emit::module_text(m, opts, sources, lap)
}
