//! Reads of `const`/`constexpr` arrays and records in constant expressions:
//! `constexpr int table[4] = {1, 2, 4, 8};` makes `table[2]` a constant (an array
//! bound, a `static_assert`, a template argument, a step of a constexpr loop), and
//! `constexpr P origin = {3, 4};` makes `origin.b` one. The value is found by walking
//! the variable's brace-list initializer (elements past the list are zero); an index
//! out of bounds is not a constant. A constexpr member function called on such an
//! object reads its fields through `this`. Aggregates computed by constexpr functions
//! are not evaluated.

use crate::il::{Expr, ExprKind, Init, UnaryOp, VarId};
use crate::types::TypeId;

use crate::sema::Sema;

/// What the walk to an element or field needs evaluated: subscripts, and the variable
/// a pointer designates.
pub(in crate::sema) trait SlotOperands {
    /// The value of subscript `e`.
    fn index(&mut self, e: &Expr) -> Option<i128>;
    /// The constant variable pointer `p` points to.
    fn pointee_var(&mut self, p: &Expr) -> Option<VarId>;
}

/// What initializes one element or field of a constant aggregate.
#[derive(Clone, Copy)]
pub(in crate::sema) enum Slot<'a> {
    Init(Init<'a>),
    /// A character of a string initializer, its value in the element type.
    Unit(i128),
    /// Past the end of its brace list: zero-initialized.
    Zero,
}

impl<'a> Sema<'a> {
    /// Whether an array or record of type `ty` is read-only: `const` itself (as
    /// `constexpr` makes it) or, for an array, its elements.
    pub(in crate::sema) fn is_const_aggregate(&self, ty: TypeId) -> bool {
        ty.is_const()
            || self
                .types
                .array_elem(ty)
                .is_some_and(|(elem, _)| self.is_const_aggregate(elem))
    }

    /// The initializer of the element or field lvalue `e` names inside a constant
    /// aggregate; `index` evaluates subscripts. `None` when `e` is not such a place.
    pub(in crate::sema) fn const_aggregate_slot(&self, e: &Expr, ops: &mut dyn SlotOperands) -> Option<Slot<'a>> {
        match &e.kind {
            ExprKind::Var(v) => self.var_facts[*v].const_aggregate.map(Slot::Init),
            // `this->x` in a constexpr member function called on a constant object.
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => {
                let v = ops.pointee_var(operand)?;
                self.var_facts[v].const_aggregate.map(Slot::Init)
            }
            ExprKind::Member { base, field } => {
                let record = self.types.record_of(base.ty)?;
                if record.is_union {
                    return None;
                }
                let list = self.const_aggregate_slot(base, ops)?;
                Some(nth(list, *field as usize))
            }
            ExprKind::Index { base, index: i } => {
                let array = super::decayed_array(base)?;
                let (elem, len) = self.types.array_elem(array.ty)?;
                let k = ops.index(i)?;
                if k < 0 || k >= len as i128 {
                    return None;
                }
                let list = self.const_aggregate_slot(array, ops)?;
                if let Slot::Init(Init::Str(units)) = list {
                    let width = self.types.size_of(elem) as usize;
                    let unit = Init::string_unit(units, width, k as usize);
                    return Some(unit.map_or(Slot::Zero, |u| Slot::Unit(self.wrap_to(i128::from(u), elem))));
                }
                Some(nth(list, k as usize))
            }
            _ => None,
        }
    }
}

/// Element `k` of a brace list (or of a zero-initialized aggregate).
fn nth(list: Slot<'_>, k: usize) -> Slot<'_> {
    match list {
        Slot::Init(Init::List(items)) => items.get(k).map_or(Slot::Zero, |i| Slot::Init(*i)),
        // A single expression initializing an aggregate (a copy) is not walked.
        Slot::Init(Init::Expr(_) | Init::Str(_)) | Slot::Unit(_) | Slot::Zero => Slot::Zero,
    }
}
