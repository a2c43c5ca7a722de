//! A function's local names (values and blocks), made unique as LLVM does:
//! `add`, then `add1`, `add2`, ... skipping any spelling already taken.
//!
//! IR generation names nearly every instruction, so a function of a million
//! instructions asks for a million unique names. They are kept back to back
//! in one string with an open-addressing table over them: asking for a name
//! allocates nothing, where a set of `String`s cost several allocations and
//! cache misses per name (specs/performance.md).

use rustc_hash::{FxHashMap, FxHasher};
use std::fmt::Write as _;
use std::hash::Hasher as _;

/// A name handed out by [`LocalNames::unique`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NameId(u32);

/// Every local name of one function, unique, in the order they were given.
#[derive(Clone, Debug, Default)]
pub struct LocalNames {
    /// The names, back to back.
    text: String,
    /// Where each name lies in `text`, indexed by [`NameId`].
    spans: Vec<(u32, u32)>,
    /// Open addressing over the names: 0 is free, else a `NameId` plus one
    /// in the low half and the name's hash in the high half (so a probe
    /// reads a name's text only when the hashes agree). A power of two in
    /// length, at most half full.
    slots: Vec<u64>,
    /// The last number appended to each base name that was already taken.
    suffix: FxHashMap<Box<str>, u32>,
    /// Where candidates are spelled.
    scratch: String,
}

impl LocalNames {
    /// The spelling of `id`.
    pub fn get(&self, id: NameId) -> &str {
        let (start, len) = self.spans[id.0 as usize];
        &self.text[start as usize..(start + len) as usize]
    }

    /// True when some name is spelled `name`.
    pub fn contains(&self, name: &str) -> bool {
        !self.slots.is_empty() && self.slots[self.slot_of(name, Self::hash(name))] != 0
    }

    /// `name` if it is free, else `name` with the next number that makes it
    /// free; taken from then on. `None` for the empty name (numbered on print).
    pub fn unique(&mut self, name: &str) -> Option<NameId> {
        if name.is_empty() {
            return None;
        }
        if !self.contains(name) {
            return Some(self.insert(name));
        }
        let mut counter = self.suffix.get(name).copied().unwrap_or(0);
        let mut candidate = std::mem::take(&mut self.scratch);
        loop {
            counter += 1;
            candidate.clear();
            candidate.push_str(name);
            let _ = write!(candidate, "{counter}");
            if !self.contains(&candidate) {
                break;
            }
        }
        match self.suffix.get_mut(name) {
            Some(c) => *c = counter,
            None => {
                self.suffix.insert(name.into(), counter);
            }
        }
        let id = self.insert(&candidate);
        self.scratch = candidate;
        Some(id)
    }

    /// Takes `name`, known to be free.
    fn insert(&mut self, name: &str) -> NameId {
        if (self.spans.len() + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let id = NameId(self.spans.len() as u32);
        self.spans.push((self.text.len() as u32, name.len() as u32));
        self.text.push_str(name);
        let hash = Self::hash(name);
        let slot = self.slot_of(name, hash);
        self.slots[slot] = Self::entry(id, hash);
        id
    }

    /// The slot holding `name` (of hash `hash`), or the free slot where it would go.
    fn slot_of(&self, name: &str, hash: u32) -> usize {
        let mask = self.slots.len() - 1;
        // The first slot tried: the hash's high bits, where FxHash mixes best.
        let mut at = (hash >> (32 - self.slots.len().trailing_zeros())) as usize;
        loop {
            let s = self.slots[at];
            if s == 0 || ((s >> 32) as u32 == hash && self.get(NameId(s as u32 - 1)) == name) {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    fn hash(name: &str) -> u32 {
        let mut h = FxHasher::default();
        h.write(name.as_bytes());
        (h.finish() >> 32) as u32
    }

    fn entry(id: NameId, hash: u32) -> u64 {
        (u64::from(hash) << 32) | u64::from(id.0 + 1)
    }

    /// Doubles the table (at least 16 slots) and puts every name back.
    fn grow(&mut self) {
        let len = (self.slots.len() * 2).max(16);
        self.slots = vec![0; len];
        for id in 0..self.spans.len() {
            let id = NameId(id as u32);
            let hash = Self::hash(self.get(id));
            let slot = self.slot_of(self.get(id), hash);
            self.slots[slot] = Self::entry(id, hash);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spelled(names: &mut LocalNames, asked: &str) -> String {
        let id = names.unique(asked).expect("a name");
        names.get(id).to_string()
    }

    #[test]
    fn numbers_repeated_names_as_llvm_does() {
        let mut n = LocalNames::default();
        assert_eq!(spelled(&mut n, "add"), "add");
        assert_eq!(spelled(&mut n, "add"), "add1");
        assert_eq!(spelled(&mut n, "add"), "add2");
        assert_eq!(n.unique(""), None);
    }

    #[test]
    fn skips_spellings_already_taken() {
        let mut n = LocalNames::default();
        assert_eq!(spelled(&mut n, "x1"), "x1");
        assert_eq!(spelled(&mut n, "x"), "x");
        assert_eq!(spelled(&mut n, "x"), "x2");
        assert_eq!(spelled(&mut n, "x1"), "x11");
        assert!(n.contains("x11") && !n.contains("x3"));
    }

    #[test]
    fn many_names_stay_unique_through_growth() {
        let mut n = LocalNames::default();
        let mut seen = rustc_hash::FxHashSet::default();
        for i in 0..5000 {
            let base = ["v", "v1", "cmp", "arrayidx"][i % 4];
            assert!(seen.insert(spelled(&mut n, base)), "a name handed out twice");
        }
        assert!(seen.iter().all(|s| n.contains(s)));
        assert!(!n.contains("v5001"));
    }
}
