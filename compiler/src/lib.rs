//! ptxc: CUDA C/C++ device code to PTX.
//!
//! The library exposes every stage: [`irgen`] lowers the frontend's IL to
//! IR, [`passes`] transform the IR, and [`driver`] runs the whole pipeline
//! with nvcc-style options (the `ptxc` binary is a thin wrapper).

#![warn(missing_docs)]

pub mod allocator;
pub mod driver;
pub mod irgen;
pub mod passes;
