//! The conversion engine: every place that converts a value (assignment, initialization,
//! comparison, `?:`, calls, returns, casts) asks these modules.
//!
//! - [`standard`]: lvalue-to-rvalue, promotions, the usual arithmetic conversions,
//!   implicit and explicit (C-style) conversions.
//! - [`pointers`]: pointer and qualification conversions and the composite pointer type.
//! - [`references`]: reference binding, and the lowering of reference types to pointers.
//! - [`user_defined`]: conversion functions of classes (`operator int()`).
//! - [`named_casts`]: `static_cast`, `reinterpret_cast`, `const_cast`.

pub mod named_casts;
pub mod pointers;
pub mod references;
pub mod standard;
pub mod user_defined;
