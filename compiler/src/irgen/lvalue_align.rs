//! The alignment irgen may assume for the address of an lvalue: the alignment of its type,
//! except inside packed records (`#pragma pack`, `__attribute__((packed))`), where a
//! member lies at an offset its type's alignment does not divide. Loads and stores carry
//! it (`load i32, ptr %f3, align 1`) and instruction selection splits such accesses, as
//! PTX requires naturally aligned ones.
//!
//! The rule is clang's: a member's address is aligned to the largest power of two that
//! divides both its offset and its record's alignment (which may exceed the member type's) (itself found the same way), an
//! element's to its array's, anything reached through a pointer to its type's.

use super::function::FnEmitter;
use ptxc_frontend::il::{CastKind, Expr, ExprKind};

impl FnEmitter<'_, '_, '_> {
    /// The alignment of the address `emit_lvalue(e)` gives (of the storage unit for a
    /// bit-field): for a member, what its offset in its aligned record gives (more
    /// than its type's alignment for the first field of a `float4`); for anything
    /// else at most the alignment of `e`'s type.
    pub fn lvalue_align(&self, e: &Expr<'_>) -> u32 {
        let natural = self.lower.align(e.ty);
        let known = match &e.kind {
            ExprKind::Member { base, field } => {
                let base_align = if base.lvalue {
                    self.lvalue_align(base)
                } else {
                    self.lower.align(base.ty)
                };
                let offset = self
                    .tu
                    .types
                    .record_of(base.ty)
                    .and_then(|r| r.fields.get(*field as usize))
                    .map_or(0, |f| f.offset);
                // Exact, so not capped by the member's own type: `p->x` of a
                // `float4 *p` is 16-aligned, which lets load-store-vectorize
                // read the four fields as one `ld.v4`, as clang and nvcc do.
                return offset_align(base_align, offset).max(1);
            }
            ExprKind::Index { base, .. } => match &base.kind {
                // Elements of an array are as aligned as the array (sizes are multiples
                // of alignments).
                ExprKind::Cast {
                    kind: CastKind::ArrayToPointerDecay,
                    operand,
                } if operand.lvalue => self.lvalue_align(operand),
                _ => natural,
            },
            ExprKind::Assign { lhs, .. } | ExprKind::CompoundAssign { lhs, .. } => self.lvalue_align(lhs),
            ExprKind::IncDec { pre: true, operand, .. } => self.lvalue_align(operand),
            ExprKind::Conditional { then, els, .. } if then.lvalue && els.lvalue => {
                self.lvalue_align(then).min(self.lvalue_align(els))
            }
            ExprKind::Comma { rhs, .. } if rhs.lvalue => self.lvalue_align(rhs),
            ExprKind::Cast { operand, .. } if operand.lvalue => self.lvalue_align(operand),
            _ => natural,
        };
        known.min(natural).max(1)
    }
}

/// The alignment of an address `offset` bytes past one aligned to `align`.
pub fn offset_align(align: u32, offset: u64) -> u32 {
    if offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros().min(31))
    }
}
