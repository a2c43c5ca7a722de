//! Constant evaluation: the evaluator that runs the IL at compile time, including calls
//! of `constexpr` functions ([`evaluator`]); integer constant expressions built on it
//! (array bounds, case labels, null pointer constants: [`integer`]); reads of constant
//! arrays and records ([`aggregate_reads`]); the address constants static
//! initializers may hold ([`address_constants`]); and objects built by constexpr
//! constructors ([`constructors`]); references to the objects it knows
//! ([`references`]); record values computed by constexpr functions ([`records`]) and
//! the sub-objects and union members inside them ([`subobjects`]).

pub mod address_constants;
pub(super) mod aggregate_reads;
pub mod constructors;
pub mod evaluator;
pub mod integer;
pub mod records;
pub(super) mod references;
mod subobjects;

use crate::il::{CastKind, Expr, ExprKind, UnaryOp};

/// The array `e` is the decay of (`a` in the base of `a[i]`), if `e` is such a decay.
fn decayed_array<'a>(e: &Expr<'a>) -> Option<&'a Expr<'a>> {
    match e.kind {
        ExprKind::Cast {
            kind: CastKind::ArrayToPointerDecay,
            operand,
        } => Some(operand),
        _ => None,
    }
}

/// The pointer `e` (`*p`) dereferences, if it is a dereference.
fn deref_operand<'e>(e: &Expr<'e>) -> Option<&'e Expr<'e>> {
    match e.kind {
        ExprKind::Unary {
            op: UnaryOp::Deref,
            operand,
        } => Some(operand),
        _ => None,
    }
}
