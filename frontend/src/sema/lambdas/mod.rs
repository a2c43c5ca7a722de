//! Lambda expressions: closure types and their call operators ([`closures`]), and
//! generic lambdas, whose call operator is a template ([`generic`]).

pub mod closures;
pub mod generic;
