//! The candidate non-member operator functions for an operator expression: those found
//! by ordinary lookup of `operator<op>` plus those declared in the namespaces associated
//! with the operands (argument-dependent lookup, bases included), so `a - b` on
//! `std::chrono` time points or `flags::Bits::A | flags::Bits::C` outside `flags` finds
//! the operator written next to the type.

use crate::il::{Expr, FnDeclId};

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Non-member `operator<op>` functions for `args`, without duplicates: the one the
    /// parser picked among operator templates when it did, else every ordinary one.
    pub(in crate::sema) fn operator_candidates(&mut self, op: &str, args: &[&'a Expr<'a>]) -> Vec<FnDeclId> {
        let sym = self.interner.intern(&format!("operator{op}"));
        if let Some(f) = self.picked_operator(sym) {
            return vec![f];
        }
        self.operator_overloads(sym, args).1
    }
}
