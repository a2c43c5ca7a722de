//! The handles of a few fixed names, told apart from an identifier's handle without
//! fetching its text: the expander asks about every identifier it passes on.

use crate::symbol::{Interner, Sym};

/// Which handles spell one of `names`. A name not interned yet is looked up again only
/// for a handle the table gave out since it was last missed: an older handle spells
/// another string, and handles never change.
pub(super) struct NameHandles {
    /// The names not interned when last looked up.
    missing: Vec<&'static str>,
    /// The handles of the others.
    known: Vec<Sym>,
    /// The table's size when `missing` was last looked up (`usize::MAX` once empty).
    fresh_from: usize,
}

impl NameHandles {
    pub(super) fn new(names: &[&'static str]) -> NameHandles {
        NameHandles {
            missing: names.to_vec(),
            known: Vec::new(),
            fresh_from: 0,
        }
    }

    /// Whether `sym` spells one of the names.
    #[inline]
    pub(super) fn contains(&mut self, sym: Sym, interner: &Interner) -> bool {
        if self.known.contains(&sym) {
            return true;
        }
        (sym.0 as usize) >= self.fresh_from && self.look_up(sym, interner)
    }

    #[cold]
    fn look_up(&mut self, sym: Sym, interner: &Interner) -> bool {
        let known = &mut self.known;
        self.missing.retain(|name| match interner.lookup(name) {
            Some(s) => {
                known.push(s);
                false
            }
            None => true,
        });
        self.fresh_from = if self.missing.is_empty() {
            usize::MAX
        } else {
            interner.len()
        };
        self.known.contains(&sym)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_interned_later_are_found() {
        let mut interner = Interner::new();
        let mut names = NameHandles::new(&["__has_feature", "__has_builtin"]);
        let x = interner.intern("x");
        assert!(!names.contains(x, &interner));
        let feature = interner.intern("__has_feature");
        assert!(names.contains(feature, &interner));
        assert!(!names.contains(x, &interner));
        let builtin = interner.intern("__has_builtin");
        assert!(names.contains(builtin, &interner));
        assert!(!names.contains(interner.intern("y"), &interner));
    }
}
