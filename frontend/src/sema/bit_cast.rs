//! `__builtin_bit_cast(T, e)` ([bit.cast]; what `cuda::std::bit_cast` calls): the bytes
//! of `e` read as a `T`. Both types must be trivially copyable and of one size. The
//! operand is held in memory (itself if it is an lvalue, else a temporary) and read
//! back through a `T*`, which covers scalars, records and arrays alike; the optimizer
//! turns the round trip of a scalar into a register move.

use crate::il::{CastKind, Expr, ExprKind, UnaryOp};
use crate::source::Span;
use crate::types::{Quals, TypeId};

use super::Sema;

impl<'a> Sema<'a> {
    /// `__builtin_bit_cast(to, e)` at `span` (`to_span` is where `to` is written).
    pub fn bit_cast(&mut self, to: TypeId, to_span: Span, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(e) || self.types.is_error(to) {
            return self.error_expr(span);
        }
        let to = to.unqualified();
        let from = e.ty.unqualified();
        for (ty, at) in [(to, to_span), (from, e.span)] {
            if !self.trivially_copyable(ty) || (self.types.is_array(ty) && ty == to) {
                self.diags.error(at, "type must be trivially copyable");
                return self.error_expr(span);
            }
        }
        if self.types.size_of(to) != self.types.size_of(from) {
            let msg = format!(
                "the type of the second operand {} must have the same size as {}",
                self.ty_str(from),
                self.ty_str(to)
            );
            self.diags.error(e.span, msg);
            return self.error_expr(span);
        }
        let held = if e.lvalue {
            e
        } else {
            let value = self.rvalue(e);
            self.temporary(value)
        };
        if self.is_err(held) {
            return held;
        }
        let cv = Quals(held.ty.quals().0 & Quals::VOLATILE.0);
        let held_ptr = self.types.pointer_to(held.ty);
        let address = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: held,
            },
            held_ptr,
            span,
            false,
        );
        let as_to = self.types.pointer_to(to.with_quals(cv));
        let pointer = self.cast(CastKind::BitCast, address, as_to);
        let object = self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: pointer,
            },
            to.with_quals(cv),
            span,
            true,
        );
        let value = self.rvalue(object);
        if value.ty == to {
            return value;
        }
        self.cast(CastKind::NoOp, value, to)
    }
}
