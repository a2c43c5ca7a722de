//! Interned strings: identifiers, macro names and literal spellings.
//!
//! A [`Sym`] is a `u32` handle; equal strings get the same handle, so name lookup in scopes
//! and the macro table compares integers.

use std::rc::Rc;

use rustc_hash::FxHashMap;

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The string table.
#[derive(Debug, Default)]
pub struct Interner {
    map: FxHashMap<Rc<str>, Sym>,
    strs: Vec<Rc<str>>,
}

impl Interner {
    /// An empty table.
    pub fn new() -> Interner {
        Interner::default()
    }

    /// The handle for `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let rc: Rc<str> = Rc::from(s);
        let sym = Sym(self.strs.len() as u32);
        self.strs.push(rc.clone());
        self.map.insert(rc, sym);
        sym
    }

    /// The string of `sym`.
    pub fn get(&self, sym: Sym) -> &str {
        &self.strs[sym.0 as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_strings_share_a_handle() {
        let mut i = Interner::new();
        let a = i.intern("threadIdx");
        let b = i.intern("blockIdx");
        assert_ne!(a, b);
        assert_eq!(i.intern("threadIdx"), a);
        assert_eq!(i.get(b), "blockIdx");
    }
}
