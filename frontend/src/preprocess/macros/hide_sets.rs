//! Hide sets, interned: each distinct set of macro names is stored once and named
//! by a small number, so a token during expansion carries a `u32` instead of a
//! shared pointer, and adding a name to a set or joining two sets is a table
//! lookup after the first time. CCCL's macros (`_CCCL_COMPILER(GCC, >=, 12)` in
//! its `#if`s, dozens of invocations each) produce the same few sets over and over;
//! with a reference-counted set per token, counting and allocating them was a
//! large part of expansion.

use rustc_hash::FxHashMap;

use crate::symbol::Sym;

/// A hide set: names not to expand in a token ([`HideSets`] holds its names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(super) struct HideSet(u32);

impl HideSet {
    /// The empty set (tokens no expansion produced).
    pub(super) const EMPTY: HideSet = HideSet(0);
}

/// The sets of one stretch of expansion, by number; asked only what a set contains,
/// so the order of names in a set does not matter.
#[derive(Debug)]
pub(super) struct HideSets {
    /// The names of each set (sorted), by number; the first is the empty set.
    names: Vec<Box<[Sym]>>,
    numbers: FxHashMap<Box<[Sym]>, HideSet>,
    /// Known answers of [`Self::with`], [`Self::union`] and [`Self::intersect`].
    withs: FxHashMap<(HideSet, Sym), HideSet>,
    unions: FxHashMap<(HideSet, HideSet), HideSet>,
    intersections: FxHashMap<(HideSet, HideSet), HideSet>,
}

impl Default for HideSets {
    fn default() -> Self {
        HideSets {
            names: vec![Box::default()],
            numbers: FxHashMap::default(),
            withs: FxHashMap::default(),
            unions: FxHashMap::default(),
            intersections: FxHashMap::default(),
        }
    }
}

/// How many sets may pile up before [`HideSets::forget_if_many`] starts afresh.
const MAX_SETS: usize = 1 << 16;

impl HideSets {
    /// Starts afresh once many sets are held; only between expansions, when no token
    /// carries a set any more.
    pub(super) fn forget_if_many(&mut self) {
        if self.names.len() > MAX_SETS {
            *self = HideSets::default();
        }
    }

    /// Whether `name` is in `h`.
    #[inline]
    pub(super) fn contains(&self, h: HideSet, name: Sym) -> bool {
        h != HideSet::EMPTY && self.names[h.0 as usize].binary_search(&name).is_ok()
    }

    /// `h` with `name` added.
    pub(super) fn with(&mut self, h: HideSet, name: Sym) -> HideSet {
        if let Some(&known) = self.withs.get(&(h, name)) {
            return known;
        }
        let old = &self.names[h.0 as usize];
        let set = match old.binary_search(&name) {
            Ok(_) => h,
            Err(at) => {
                let mut v = Vec::with_capacity(old.len() + 1);
                v.extend_from_slice(&old[..at]);
                v.push(name);
                v.extend_from_slice(&old[at..]);
                self.number(v)
            }
        };
        self.withs.insert((h, name), set);
        set
    }

    /// `a` and `b` together.
    pub(super) fn union(&mut self, a: HideSet, b: HideSet) -> HideSet {
        if a == b || b == HideSet::EMPTY {
            return a;
        }
        if a == HideSet::EMPTY {
            return b;
        }
        if let Some(&known) = self.unions.get(&(a, b)) {
            return known;
        }
        let v = merge_sorted(&self.names[a.0 as usize], &self.names[b.0 as usize]);
        let set = self.number(v);
        self.unions.insert((a, b), set);
        set
    }

    /// The names in both `a` and `b`.
    pub(super) fn intersect(&mut self, a: HideSet, b: HideSet) -> HideSet {
        if a == b || a == HideSet::EMPTY || b == HideSet::EMPTY {
            return if a == b { a } else { HideSet::EMPTY };
        }
        if let Some(&known) = self.intersections.get(&(a, b)) {
            return known;
        }
        let y = &self.names[b.0 as usize];
        let v: Vec<Sym> = self.names[a.0 as usize]
            .iter()
            .copied()
            .filter(|s| y.binary_search(s).is_ok())
            .collect();
        let set = self.number(v);
        self.intersections.insert((a, b), set);
        set
    }

    /// The number of the set with the sorted names `v`.
    fn number(&mut self, v: Vec<Sym>) -> HideSet {
        if v.is_empty() {
            return HideSet::EMPTY;
        }
        let v = v.into_boxed_slice();
        if let Some(&h) = self.numbers.get(&v) {
            return h;
        }
        let h = HideSet(self.names.len() as u32);
        self.names.push(v.clone());
        self.numbers.insert(v, h);
        h
    }
}

/// The names of the sorted `x` and `y` together, sorted, each once: a linear merge
/// (the sets joined are large; concatenating and sorting them was most of the cost).
fn merge_sorted(x: &[Sym], y: &[Sym]) -> Vec<Sym> {
    let mut v = Vec::with_capacity(x.len() + y.len());
    let (mut i, mut j) = (0, 0);
    while i < x.len() && j < y.len() {
        let (a, b) = (x[i], y[j]);
        v.push(a.min(b));
        i += usize::from(a <= b);
        j += usize::from(b <= a);
    }
    v.extend_from_slice(&x[i..]);
    v.extend_from_slice(&y[j..]);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_are_numbered_by_their_names() {
        let mut sets = HideSets::default();
        let (a, b, c) = (Sym(3), Sym(1), Sym(2));
        let only_a = sets.with(HideSet::EMPTY, a);
        let only_b = sets.with(HideSet::EMPTY, b);
        let ab = sets.with(only_a, b);
        let ba = sets.with(only_b, a);
        assert_eq!(ab, ba);
        assert!(sets.contains(ab, a) && sets.contains(ab, b) && !sets.contains(ab, c));
        let only_c = sets.with(HideSet::EMPTY, c);
        let bc = sets.with(only_c, b);
        let abc = sets.union(ab, bc);
        assert!([a, b, c].iter().all(|&s| sets.contains(abc, s)));
        assert_eq!(sets.intersect(ab, bc), only_b);
        assert_eq!(sets.intersect(only_a, bc), HideSet::EMPTY);
        assert!(!sets.contains(HideSet::EMPTY, a));
    }

    #[test]
    fn merging_keeps_order_and_drops_repeats() {
        let syms = |v: &[u32]| v.iter().map(|&k| Sym(k)).collect::<Vec<_>>();
        assert_eq!(
            merge_sorted(&syms(&[1, 4, 7]), &syms(&[2, 4, 9, 10])),
            syms(&[1, 2, 4, 7, 9, 10])
        );
        assert_eq!(merge_sorted(&syms(&[]), &syms(&[3])), syms(&[3]));
        assert_eq!(merge_sorted(&syms(&[5, 6]), &syms(&[5, 6])), syms(&[5, 6]));
    }
}
