//! The address of an overloaded function taken for a target type ([over.over]): a name
//! that denotes several functions, used without a call where a pointer to function is
//! expected (an initializer, an assignment, an argument, a cast), designates the one
//! whose type is the target's pointee.

use crate::il::{Expr, ExprKind, FnDeclId, UnaryOp};
use crate::sema::Sema;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// Notes that `e` (naming `fs[0]`) names the overload set `fs`.
    pub(in crate::sema) fn remember_overload_set(&self, e: &'a Expr<'a>, fs: &[FnDeclId]) {
        let key = e as *const Expr as usize;
        self.overload_sets
            .borrow_mut()
            .insert(key, fs.iter().copied().collect());
    }

    /// When `e` is `f` or `&f` for an overloaded `f` and `to` is a pointer to function:
    /// the expression naming the member of `f`'s overload set of `to`'s pointee type, if
    /// that is not the one `e` names already.
    pub(in crate::sema) fn overload_for_target(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        let wanted = self
            .types
            .pointee(to.unqualified())
            .filter(|&p| self.types.is_function(p))?
            .unqualified();
        let named = match e.kind {
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => operand,
            _ => e,
        };
        let ExprKind::Func(current) = named.kind else {
            return None;
        };
        let set = self
            .overload_sets
            .borrow()
            .get(&(named as *const Expr as usize))
            .cloned()?;
        let fits = |s: &Self, f: FnDeclId| s.declared_fn_type(f).unqualified() == wanted;
        if fits(self, current) {
            return None;
        }
        let picked = set.into_iter().find(|&f| fits(self, f))?;
        Some(self.mk(ExprKind::Func(picked), self.func(picked).ty, e.span, true))
    }
}
