//! The candidate non-member operator functions for an operator expression: those found
//! by ordinary lookup of `operator<op>` plus those declared in the namespaces of the
//! operands' classes and enumerations (argument-dependent lookup), so `a - b` on
//! `std::chrono` time points or `flags::Bits::A | flags::Bits::C` outside `flags` finds
//! the operator written next to the type.

use crate::il::{Expr, FnDeclId};

use crate::sema::lookup::Entity;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Non-member `operator<op>` functions for `args`, without duplicates.
    pub(in crate::sema) fn operator_candidates(&mut self, op: &str, args: &[&'a Expr<'a>]) -> Vec<FnDeclId> {
        let sym = self.interner.intern(&format!("operator{op}"));
        let mut set: Vec<FnDeclId> = Vec::new();
        let add = |this: &Self, found: Option<Entity>, set: &mut Vec<FnDeclId>| {
            if let Some(Entity::Funcs(fs)) = found {
                for f in fs {
                    if !set.contains(&f) && this.facts(f).method.is_none() {
                        set.push(f);
                    }
                }
            }
        };
        add(self, self.scopes.lookup(sym).cloned(), &mut set);
        for a in args {
            let ty = self.types.referee(a.ty).unwrap_or(a.ty);
            if let Some(ns) = self.scopes.home_namespace(ty) {
                add(self, self.scopes.lookup_in(ns, sym).cloned(), &mut set);
            }
        }
        set
    }
}
