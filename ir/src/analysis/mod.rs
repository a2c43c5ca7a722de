//! Analyses of one function's control flow and values, shared by the passes,
//! instruction selection and the structural verifier. Each is computed on
//! demand from the function as it is (the control-flow ones kept in entity maps
//! indexed by [`crate::Block`]):
//!
//! - [`Cfg`]: predecessors, reverse postorder, the dominator tree (with a
//!   dominance query, children and dominance frontiers);
//! - [`LoopInfo`]: natural loops, their nesting, latches, exits and preheaders;
//! - [`non_negative`]: integer values known non-negative as signed;
//! - [`unsigned_max`]: upper bounds of unsigned integer values;
//! - [`PredecessorMap`]: predecessors the CFG-editing passes keep up to date;
//! - [`stack_slot_of`]: the stack slot a pointer is derived from;
//! - [`all_derived_uses`]: every use of a pointer and of those computed from it
//!   ([`UseLists`] keeps the use lists for walks from several pointers);
//! - [`InstPositions`]: instructions' order in their blocks, and dominance
//!   between two instructions.

mod cfg;
mod derived_uses;
mod inst_order;
mod loops;
mod predecessors;
mod sign;
mod slots;
mod value_range;

pub use cfg::{may_have_loops, reverse_postorder, Cfg};
pub use derived_uses::{all_derived_uses, DerivedUse, UseLists};
pub use inst_order::InstPositions;
pub use loops::{Loop, LoopData, LoopInfo};
pub use predecessors::{PredList, PredecessorMap};
pub use sign::{non_negative, non_negative_within};
pub use slots::stack_slot_of;
pub use value_range::unsigned_max;
