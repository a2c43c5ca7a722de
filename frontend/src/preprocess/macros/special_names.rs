//! The handles of the names expansion treats specially (`_Pragma`, `__LINE__`,
//! `__FILE__`, `__COUNTER__`), so that each identifier the expander reads is
//! compared as a handle instead of having its text fetched and compared with
//! four strings.

use crate::symbol::{Interner, Sym};

/// One special name: its handle once the name is interned, else the size of the table
/// when it was last looked up and not found.
#[derive(Debug, Default)]
struct Name {
    sym: Option<Sym>,
    absent_at: usize,
}

impl Name {
    /// Whether `sym` is `text`. A name not interned yet is looked up again only for a
    /// handle the table gave out since: an older handle spells another string, and
    /// handles never change (`__COUNTER__`, seldom written, was looked up for every
    /// identifier expanded).
    #[inline]
    fn is(&mut self, sym: Sym, text: &str, interner: &Interner) -> bool {
        match self.sym {
            Some(known) => known == sym,
            None if (sym.0 as usize) < self.absent_at => false,
            None => self.look_up(sym, text, interner),
        }
    }

    #[cold]
    fn look_up(&mut self, sym: Sym, text: &str, interner: &Interner) -> bool {
        self.sym = interner.lookup(text);
        self.absent_at = interner.len();
        self.sym == Some(sym)
    }
}

/// A special name, as [`SpecialNames::of`] tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Special {
    Pragma,
    Line,
    File,
    Counter,
}

/// The table's handles of the special names.
#[derive(Debug, Default)]
pub(super) struct SpecialNames {
    pragma: Name,
    line: Name,
    file: Name,
    counter: Name,
    /// A bit per known handle, by its low six bits, and the oldest handle an unknown
    /// name must be looked up again for: most identifiers are told apart by these two
    /// (every identifier of the text is asked).
    known_bits: u64,
    fresh_from: usize,
}

impl SpecialNames {
    /// Which special name `sym` is, if any.
    #[inline]
    pub(super) fn of(&mut self, sym: Sym, interner: &Interner) -> Option<Special> {
        if self.known_bits & (1 << (sym.0 % 64)) == 0 && (sym.0 as usize) < self.fresh_from {
            return None;
        }
        self.classify(sym, interner)
    }

    #[inline(never)]
    fn classify(&mut self, sym: Sym, interner: &Interner) -> Option<Special> {
        let special = self.compare(sym, interner);
        let names = [&self.pragma, &self.line, &self.file, &self.counter];
        self.known_bits = names.iter().filter_map(|n| n.sym).fold(0, |b, s| b | 1 << (s.0 % 64));
        let unknown = names.iter().filter(|n| n.sym.is_none());
        self.fresh_from = unknown.map(|n| n.absent_at).min().unwrap_or(usize::MAX);
        special
    }

    fn compare(&mut self, sym: Sym, interner: &Interner) -> Option<Special> {
        if self.pragma.is(sym, "_Pragma", interner) {
            Some(Special::Pragma)
        } else if self.line.is(sym, "__LINE__", interner) {
            Some(Special::Line)
        } else if self.file.is(sym, "__FILE__", interner) {
            Some(Special::File)
        } else if self.counter.is(sym, "__COUNTER__", interner) {
            Some(Special::Counter)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_interned_later_are_found() {
        let mut interner = Interner::new();
        let mut names = SpecialNames::default();
        let x = interner.intern("x");
        assert_eq!(names.of(x, &interner), None);
        let line = interner.intern("__LINE__");
        let pragma = interner.intern("_Pragma");
        assert_eq!(names.of(line, &interner), Some(Special::Line));
        assert_eq!(names.of(pragma, &interner), Some(Special::Pragma));
        assert_eq!(names.of(x, &interner), None);
    }
}
