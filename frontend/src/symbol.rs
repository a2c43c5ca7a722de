//! Interned strings: identifiers, macro names and literal spellings.
//!
//! A [`Sym`] is a `u32` handle; equal strings get the same handle, so name lookup in scopes
//! and the macro table compares integers.

use std::borrow::Borrow;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};

mod frozen;
pub(crate) use frozen::{slot_table, string_list, FrozenStrings, StringList};

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// An interned string's text: borrowed when it lives as long as the program (the prelude
/// snapshot's strings: no allocation to make or free per string), else shared by the
/// table and its index.
#[derive(Clone, Debug)]
enum Text {
    Static(&'static str),
    Shared(Rc<str>),
}

impl Text {
    fn as_str(&self) -> &str {
        match self {
            Text::Static(s) => s,
            Text::Shared(s) => s,
        }
    }
}

impl Borrow<str> for Text {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

// Hashed and compared as its `str`, so the index can be searched with a `&str`.
impl Hash for Text {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

/// The string table.
#[derive(Debug, Default)]
pub struct Interner {
    map: FxHashMap<Text, Sym>,
    /// The strings not in `frozen`: handles below `frozen.first`, then those above its
    /// block, shifted down by its count.
    strs: Vec<Text>,
    /// A block of strings taken at once (the prelude snapshot's), read in place.
    frozen: Option<FrozenStrings>,
    /// While recording the prelude snapshot (`preprocess::snapshot`): every handle
    /// `intern` returned, the first time it returned it.
    log: Option<(FxHashSet<Sym>, Vec<Sym>)>,
}

impl Interner {
    /// An empty table.
    pub fn new() -> Interner {
        Interner::default()
    }

    /// The handle for `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        self.intern_text(s, || Text::Shared(Rc::from(s)))
    }

    /// The handle for `s`, adding it without a copy if new.
    pub fn intern_static(&mut self, s: &'static str) -> Sym {
        self.intern_text(s, || Text::Static(s))
    }

    fn intern_text(&mut self, s: &str, text: impl FnOnce() -> Text) -> Sym {
        let frozen = || self.frozen.and_then(|f| f.find(s).map(|k| (f, k)));
        let sym = match self.map.get(s).copied().map(Ok).or_else(|| frozen().map(Err)) {
            Some(Ok(sym)) => sym,
            // A frozen string the text interns again (the lexer, for every use of a
            // prelude name) is found by the map from now on: one hash, not two.
            Some(Err((f, k))) => {
                let sym = Sym(f.first + k);
                self.map.insert(Text::Static(f.get(k)), sym);
                sym
            }
            None => {
                let text = text();
                let sym = Sym(self.len() as u32);
                self.strs.push(text.clone());
                self.map.insert(text, sym);
                sym
            }
        };
        if let Some((seen, order)) = &mut self.log {
            if seen.insert(sym) {
                order.push(sym);
            }
        }
        sym
    }

    /// The handle of `s` if it was interned, without adding it.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        if let Some(&sym) = self.map.get(s) {
            return Some(sym);
        }
        let f = self.frozen.as_ref()?;
        f.find(s).map(|k| Sym(f.first + k))
    }

    /// Takes the first `count` strings of `list` as the next handles, found through the
    /// hash table `slots` (see `frozen.rs`), as interning each in order would; `false`
    /// (nothing changed) if a block is there already or one of them is interned already.
    pub(crate) fn adopt_frozen(&mut self, list: StringList<'static>, slots: &'static [u8], count: u32) -> bool {
        if self.frozen.is_some() || self.log.is_some() || list.len() < count as usize {
            return false;
        }
        let block = FrozenStrings {
            list,
            slots,
            first: self.strs.len() as u32,
            count,
        };
        if self.strs.iter().any(|t| block.find(t.as_str()).is_some()) {
            return false;
        }
        self.frozen = Some(block);
        true
    }

    /// Starts logging the distinct handles `intern` returns, in the order it first returns
    /// them: replaying their strings through `intern` gives an interner the same handles.
    pub(crate) fn start_log(&mut self) {
        self.log = Some((FxHashSet::default(), Vec::new()));
    }

    /// Stops logging; the handles logged, in order.
    pub(crate) fn take_log(&mut self) -> Vec<Sym> {
        self.log.take().map(|(_, order)| order).unwrap_or_default()
    }

    /// Makes room for `n` more strings.
    pub fn reserve(&mut self, n: usize) {
        self.map.reserve(n);
        self.strs.reserve(n);
    }

    /// How many strings the table holds (every handle is below it).
    pub fn len(&self) -> usize {
        self.strs.len() + self.frozen.map_or(0, |f| f.count as usize)
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The string of `sym`.
    pub fn get(&self, sym: Sym) -> &str {
        match self.frozen {
            Some(f) if sym.0 >= f.first => match sym.0 - f.first {
                k if k < f.count => f.get(k),
                k => self.strs[(f.first + k - f.count) as usize].as_str(),
            },
            _ => self.strs[sym.0 as usize].as_str(),
        }
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
        assert_eq!(i.intern_static("blockIdx"), b);
        let c = i.intern_static("gridDim");
        assert_eq!(
            (i.intern("gridDim"), i.lookup("gridDim"), i.get(c)),
            (c, Some(c), "gridDim")
        );
    }

    #[test]
    fn frozen_strings_interned_again_keep_their_handles() {
        let strings = ["dim3", "cudaStream_t"];
        let (blob, offsets) = string_list(&strings);
        let list = StringList {
            blob: Box::leak(blob.into_boxed_str()),
            offsets: Box::leak(offsets.into_boxed_slice()),
        };
        let slots: &'static [u8] = Box::leak(slot_table(&strings).into_boxed_slice());
        let mut i = Interner::new();
        let x = i.intern("x");
        assert!(i.adopt_frozen(list, slots, 2));
        let dim3 = i.intern("dim3");
        assert_eq!(dim3, Sym(1));
        // Found through the map the second time, with the same handle and length.
        assert_eq!(
            (i.intern("dim3"), i.lookup("dim3"), i.get(dim3), i.len()),
            (dim3, Some(dim3), "dim3", 3)
        );
        let y = i.intern("y");
        let stream = i.intern("cudaStream_t");
        assert_eq!((x, y, i.get(y), stream), (Sym(0), Sym(3), "y", Sym(2)));
    }
}
