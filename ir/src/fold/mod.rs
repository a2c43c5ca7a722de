//! Constant folding with LLVM's semantics, on plain values: one place that
//! says what `sdiv`, `ashr`, `fptosi` or `fcmp ult` of constants give, and
//! which cases (division by zero, over-wide shifts, out-of-range
//! float-to-int) have no folded value because LLVM makes them poison or
//! undefined.
//!
//! The passes (`instsimplify`) fold IR constants with it and instruction
//! selection folds immediates with it, so the two can never disagree about a
//! result. (IR generation's folding of C initializers works on C operators
//! and C types in the frontend's terms, and is not this module's job.)

pub mod float;
pub mod integer;
pub mod small_float;
