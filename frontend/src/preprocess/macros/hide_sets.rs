//! Hide sets, interned: each distinct set of macro names is named by a small number,
//! so a token during expansion carries a `u32` instead of a shared pointer, and
//! adding a name to a set or joining two sets is a table lookup after the first
//! time. CCCL's macros (`_CCCL_COMPILER(GCC, >=, 12)` in its `#if`s, dozens of
//! invocations each) produce the same few sets over and over.
//!
//! A set is a hash-consed Patricia trie over the names' numbers (Okasaki and Gill,
//! "Fast Mergeable Integer Maps"): the trie of a set of keys is unique, so equal
//! sets are the same node, and a set that differs from another by one name shares
//! all but the nodes on that name's path (at most 33). Expansion nested n macros
//! deep makes n sets of up to n names each; stored whole, they took memory and time
//! quadratic in n (specs/scale.md), here each takes a few nodes.

use rustc_hash::FxHashMap;

use crate::symbol::Sym;

/// A hide set: names not to expand in a token ([`HideSets`] holds its names). The
/// number of the set's root node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(super) struct HideSet(u32);

impl HideSet {
    /// The empty set (tokens no expansion produced).
    pub(super) const EMPTY: HideSet = HideSet(0);
}

/// A trie node: a leaf holding the name `key` when `bit` is 0, else a branch whose
/// names all start with the bits of `key` above `bit`, those with `bit` clear in
/// `zero` and the others in `one` (both nonempty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Node {
    key: u32,
    bit: u32,
    zero: HideSet,
    one: HideSet,
}

/// The sets of one stretch of expansion.
#[derive(Debug)]
pub(super) struct HideSets {
    /// The nodes, by number; the first stands for the empty set.
    nodes: Vec<Node>,
    numbers: FxHashMap<Node, HideSet>,
    /// Known answers of [`Self::with`], [`Self::union`] and [`Self::intersect`].
    withs: FxHashMap<(HideSet, Sym), HideSet>,
    unions: FxHashMap<(HideSet, HideSet), HideSet>,
    intersections: FxHashMap<(HideSet, HideSet), HideSet>,
}

impl Default for HideSets {
    fn default() -> Self {
        let empty = Node {
            key: 0,
            bit: 0,
            zero: HideSet::EMPTY,
            one: HideSet::EMPTY,
        };
        HideSets {
            nodes: vec![empty],
            numbers: FxHashMap::default(),
            withs: FxHashMap::default(),
            unions: FxHashMap::default(),
            intersections: FxHashMap::default(),
        }
    }
}

/// How many nodes may pile up before [`HideSets::forget_if_many`] starts afresh.
const MAX_NODES: usize = 1 << 18;

/// Whether `key` has the bits of a branch's `prefix` above `bit`.
#[inline]
fn matches(key: u32, prefix: u32, bit: u32) -> bool {
    key & !(bit | (bit - 1)) == prefix
}

impl HideSets {
    /// Starts afresh once many nodes are held; only between expansions, when no token
    /// carries a set any more.
    pub(super) fn forget_if_many(&mut self) {
        if self.nodes.len() > MAX_NODES {
            *self = HideSets::default();
        }
    }

    /// Whether `name` is in `h`.
    #[inline]
    pub(super) fn contains(&self, mut h: HideSet, name: Sym) -> bool {
        let k = name.0;
        loop {
            if h == HideSet::EMPTY {
                return false;
            }
            let n = self.nodes[h.0 as usize];
            if n.bit == 0 {
                return n.key == k;
            }
            if !matches(k, n.key, n.bit) {
                return false;
            }
            h = if k & n.bit == 0 { n.zero } else { n.one };
        }
    }

    /// `h` with `name` added.
    pub(super) fn with(&mut self, h: HideSet, name: Sym) -> HideSet {
        if let Some(&known) = self.withs.get(&(h, name)) {
            return known;
        }
        let set = self.insert(h, name.0);
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
        let set = self.merge(a, b);
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
        let set = self.common(a, b);
        self.intersections.insert((a, b), set);
        set
    }

    /// The number of `n` (a new one the first time).
    fn number(&mut self, n: Node) -> HideSet {
        if let Some(&h) = self.numbers.get(&n) {
            return h;
        }
        let h = HideSet(self.nodes.len() as u32);
        self.nodes.push(n);
        self.numbers.insert(n, h);
        h
    }

    fn leaf(&mut self, key: u32) -> HideSet {
        self.number(Node {
            key,
            bit: 0,
            zero: HideSet::EMPTY,
            one: HideSet::EMPTY,
        })
    }

    /// A branch, or its one nonempty side (a trie has no branch with an empty side).
    fn branch(&mut self, key: u32, bit: u32, zero: HideSet, one: HideSet) -> HideSet {
        if zero == HideSet::EMPTY {
            return one;
        }
        if one == HideSet::EMPTY {
            return zero;
        }
        self.number(Node { key, bit, zero, one })
    }

    /// The prefix of a node's names: a leaf's name, a branch's prefix.
    fn prefix(&self, h: HideSet) -> u32 {
        self.nodes[h.0 as usize].key
    }

    /// The union of two nonempty tries whose prefixes `p` and `q` differ.
    fn join(&mut self, p: u32, s: HideSet, q: u32, t: HideSet) -> HideSet {
        let bit = 1u32 << (31 - (p ^ q).leading_zeros());
        let prefix = p & !(bit | (bit - 1));
        if p & bit == 0 {
            self.branch(prefix, bit, s, t)
        } else {
            self.branch(prefix, bit, t, s)
        }
    }

    fn insert(&mut self, h: HideSet, k: u32) -> HideSet {
        if h == HideSet::EMPTY {
            return self.leaf(k);
        }
        let n = self.nodes[h.0 as usize];
        if n.bit == 0 {
            if n.key == k {
                return h;
            }
            let leaf = self.leaf(k);
            return self.join(k, leaf, n.key, h);
        }
        if !matches(k, n.key, n.bit) {
            let leaf = self.leaf(k);
            return self.join(k, leaf, n.key, h);
        }
        if k & n.bit == 0 {
            let zero = self.insert(n.zero, k);
            self.branch(n.key, n.bit, zero, n.one)
        } else {
            let one = self.insert(n.one, k);
            self.branch(n.key, n.bit, n.zero, one)
        }
    }

    fn merge(&mut self, s: HideSet, t: HideSet) -> HideSet {
        if s == t || t == HideSet::EMPTY {
            return s;
        }
        if s == HideSet::EMPTY {
            return t;
        }
        let (a, b) = (self.nodes[s.0 as usize], self.nodes[t.0 as usize]);
        if a.bit == 0 {
            return self.insert(t, a.key);
        }
        if b.bit == 0 {
            return self.insert(s, b.key);
        }
        if a.bit == b.bit && a.key == b.key {
            let zero = self.merge(a.zero, b.zero);
            let one = self.merge(a.one, b.one);
            return self.branch(a.key, a.bit, zero, one);
        }
        // A higher branching bit is a shorter prefix: the other trie may lie in one side.
        if a.bit > b.bit && matches(b.key, a.key, a.bit) {
            return if b.key & a.bit == 0 {
                let zero = self.merge(a.zero, t);
                self.branch(a.key, a.bit, zero, a.one)
            } else {
                let one = self.merge(a.one, t);
                self.branch(a.key, a.bit, a.zero, one)
            };
        }
        if b.bit > a.bit && matches(a.key, b.key, b.bit) {
            return if a.key & b.bit == 0 {
                let zero = self.merge(s, b.zero);
                self.branch(b.key, b.bit, zero, b.one)
            } else {
                let one = self.merge(s, b.one);
                self.branch(b.key, b.bit, b.zero, one)
            };
        }
        let (p, q) = (self.prefix(s), self.prefix(t));
        self.join(p, s, q, t)
    }

    fn common(&mut self, s: HideSet, t: HideSet) -> HideSet {
        if s == t {
            return s;
        }
        if s == HideSet::EMPTY || t == HideSet::EMPTY {
            return HideSet::EMPTY;
        }
        let (a, b) = (self.nodes[s.0 as usize], self.nodes[t.0 as usize]);
        if a.bit == 0 {
            return if self.contains(t, Sym(a.key)) {
                s
            } else {
                HideSet::EMPTY
            };
        }
        if b.bit == 0 {
            return if self.contains(s, Sym(b.key)) {
                t
            } else {
                HideSet::EMPTY
            };
        }
        if a.bit == b.bit && a.key == b.key {
            let zero = self.common(a.zero, b.zero);
            let one = self.common(a.one, b.one);
            return self.branch(a.key, a.bit, zero, one);
        }
        if a.bit > b.bit && matches(b.key, a.key, a.bit) {
            let side = if b.key & a.bit == 0 { a.zero } else { a.one };
            return self.common(side, t);
        }
        if b.bit > a.bit && matches(a.key, b.key, b.bit) {
            let side = if a.key & b.bit == 0 { b.zero } else { b.one };
            return self.common(s, side);
        }
        HideSet::EMPTY
    }
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

    /// A set built from `keys` one name at a time.
    fn build(sets: &mut HideSets, keys: &[u32]) -> HideSet {
        keys.iter().fold(HideSet::EMPTY, |h, &k| sets.with(h, Sym(k)))
    }

    #[test]
    fn unions_and_intersections_agree_with_sorted_sets() {
        use std::collections::BTreeSet;
        // Keys spread over the bits (high ones too), in a fixed pseudo-random order.
        let mut x = 0x2545_f491u32;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        let mut sets = HideSets::default();
        for round in 0..200 {
            let pick = |n: &mut dyn FnMut() -> u32| -> Vec<u32> {
                (0..(n() % 40))
                    .map(|_| if round % 2 == 0 { n() % 64 } else { n() })
                    .collect()
            };
            let (xs, ys) = (pick(&mut next), pick(&mut next));
            let (a, b) = (build(&mut sets, &xs), build(&mut sets, &ys));
            let (sa, sb): (BTreeSet<u32>, BTreeSet<u32>) = (xs.iter().copied().collect(), ys.iter().copied().collect());
            let u = sets.union(a, b);
            let i = sets.intersect(a, b);
            // The same sets built another way are the same numbers.
            let mut su: Vec<u32> = sa.union(&sb).copied().collect();
            let mut si: Vec<u32> = sa.intersection(&sb).copied().collect();
            su.reverse();
            si.reverse();
            assert_eq!(u, build(&mut sets, &su), "{xs:?} | {ys:?}");
            assert_eq!(i, build(&mut sets, &si), "{xs:?} & {ys:?}");
            for k in sa.iter().chain(&sb).copied().chain([next(), 0, u32::MAX]) {
                assert_eq!(sets.contains(u, Sym(k)), sa.contains(&k) || sb.contains(&k));
                assert_eq!(sets.contains(i, Sym(k)), sa.contains(&k) && sb.contains(&k));
            }
        }
    }

    #[test]
    fn a_set_one_name_larger_takes_a_few_nodes() {
        // Expansion nested 10,000 deep: a chain of sets, each the last with one name more.
        let mut sets = HideSets::default();
        let mut h = HideSet::EMPTY;
        for k in 0..10_000 {
            h = sets.with(h, Sym(k));
        }
        assert!((0..10_000).all(|k| sets.contains(h, Sym(k))));
        assert!(sets.nodes.len() < 10_000 * 20, "{} nodes", sets.nodes.len());
    }
}
