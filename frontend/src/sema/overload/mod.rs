//! Overload resolution: ranking implicit conversion sequences and choosing the best viable
//! function ([`resolution`]), `operator->` chains ([`arrow`]), and the candidate operator functions of an operator
//! expression, argument-dependent lookup included ([`operator_candidates`]), brace-list
//! arguments ([`list_arguments`]). Choosing
//! between function templates and ordinary functions is in `templates::partial_ordering`.

pub mod argument_dependent;
pub mod arrow;
pub mod call_expressions;
pub mod call_operator_errors;
pub mod list_arguments;
pub(super) mod operator_candidates;
pub mod operator_expressions;
pub mod resolution;
pub mod target_typed;
