//! Test harness for the kernel corpus in tests/kernels.
//!
//! Each `tests/kernels/NAME.cu` is one case whose launch and checks live in
//! its header comment (see `corpus` for the format). `references` holds an
//! independent Rust model of every kernel. `run_case_on_ptx` runs a case's
//! PTX (from nvcc or from ptxc; the harness never compiles anything) in
//! ptxsim and compares the results with the reference.

#![warn(missing_docs)]

pub mod corpus;
pub mod references;

pub use corpus::{case_outcome, load_corpus, run_case_on_ptx, BufSpec, KernelCase, Outcome, StdoutCheck};
pub use references::{reference_for, RefEnv};
