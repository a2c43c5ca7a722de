//! A function's local names (values and blocks), made unique as LLVM does:
//! `add`, then `add1`, `add2`, ... skipping any spelling already taken.
//!
//! IR generation names nearly every instruction, so a function of a million
//! instructions asks for a million unique names, nearly all of them a common
//! stem and a number (`add1234`). A name is recorded as taken by its stem
//! (the spelling without its trailing digits) and the number its digits
//! spell: one bit in the stem's bitset. The test for a candidate then touches
//! a few small, hot tables where a set of a million strings cost a cache
//! miss and several allocations per name (specs/performance.md). The
//! spellings themselves are kept back to back in one string.

use rustc_hash::{FxHashMap, FxHashSet};

/// A name handed out by [`LocalNames::unique`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NameId(u32);

/// Numbers at or above this go to [`LocalNames::other`] (so one odd name
/// like `x99999999` does not make a huge bitset).
const MAX_BIT_NUMBER: u64 = 1 << 24;

/// Numbers below this are bits of [`StemUse::numbers`]; above, of words in
/// [`StemUse::sparse`]. A copy of a numbered name appends a number to it
/// (`add1234` copied by loop-unroll is `add12341`): a dense bitset reaching
/// those numbers was megabytes, zeroed and copied as it grew (issue 44).
const DENSE_NUMBERS: u64 = 1 << 16;

/// The names taken with one stem.
#[derive(Clone, Debug, Default)]
struct StemUse {
    /// The stem alone is taken.
    bare: bool,
    /// Bit `n`: the stem followed by `n` in decimal (no leading zero) is taken.
    numbers: Vec<u64>,
    /// The same for numbers from [`DENSE_NUMBERS`] on, by word index.
    sparse: FxHashMap<u64, u64>,
}

/// Every local name of one function, unique, in the order they were given.
#[derive(Clone, Debug, Default)]
pub struct LocalNames {
    /// The names, back to back.
    text: String,
    /// Where each name lies in `text`, indexed by [`NameId`].
    spans: Vec<(u32, u32)>,
    /// Each stem seen, by its index in `uses`.
    stems: FxHashMap<Box<str>, u32>,
    /// The names taken with each stem.
    uses: Vec<StemUse>,
    /// Names whose digits have a leading zero or spell a number too large for
    /// a bitset (`x007`, `v123456789`).
    other: FxHashSet<Box<str>>,
    /// The last number appended to each base name that was already taken.
    suffix: FxHashMap<Box<str>, u32>,
    /// Where candidates are spelled.
    scratch: String,
}

/// How a spelling is recorded as taken.
enum Key<'a> {
    /// The stem alone.
    Bare(&'a str),
    /// The stem and the number its trailing digits spell.
    Numbered(&'a str, u64),
    /// Kept whole in [`LocalNames::other`].
    Other,
}

fn key(name: &str) -> Key<'_> {
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let digits = &name[stem.len()..];
    if digits.is_empty() {
        return Key::Bare(stem);
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return Key::Other;
    }
    match digits.parse::<u64>() {
        Ok(n) if n < MAX_BIT_NUMBER => Key::Numbered(stem, n),
        _ => Key::Other,
    }
}

/// Appends `n` in decimal, without `core::fmt` (this spells every numbered copy of a
/// name, thousands when library functions are inlined; the PTX printer spells every
/// register with it).
pub fn push_decimal(s: &mut String, mut n: u32) {
    // One and two digits (most register and label numbers) without the buffer.
    if n < 10 {
        s.push(char::from(b'0' + n as u8));
        return;
    }
    if n < 100 {
        s.push(char::from(b'0' + (n / 10) as u8));
        s.push(char::from(b'0' + (n % 10) as u8));
        return;
    }
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        s.push(char::from(d));
    }
}

impl StemUse {
    fn has(&self, n: u64) -> bool {
        let word = match n < DENSE_NUMBERS {
            true => self.numbers.get((n / 64) as usize),
            false => self.sparse.get(&(n / 64)),
        };
        word.is_some_and(|w| w & (1 << (n % 64)) != 0)
    }

    fn take(&mut self, n: u64) {
        if n >= DENSE_NUMBERS {
            *self.sparse.entry(n / 64).or_insert(0) |= 1 << (n % 64);
            return;
        }
        let word = (n / 64) as usize;
        if self.numbers.len() <= word {
            self.numbers.resize(word + 1, 0);
        }
        self.numbers[word] |= 1 << (n % 64);
    }
}

/// What a name followed by a counter is kept as: [`key`] of the spelling, worked out
/// from the name's own key without spelling it.
#[derive(Clone, Copy)]
enum Counted {
    /// The name has no trailing digits: the counter alone is the number.
    Bare(usize),
    /// The name ends in `n0` (no leading zero, not `0`): the number is `n0` then the counter.
    After(usize, u64),
    /// Kept whole (`x0` + `1` is `x01`, a leading zero).
    Whole,
}

impl LocalNames {
    /// The spelling of `id`.
    pub fn get(&self, id: NameId) -> &str {
        let (start, len) = self.spans[id.0 as usize];
        &self.text[start as usize..(start + len) as usize]
    }

    /// True when some name is spelled `name`.
    pub fn contains(&self, name: &str) -> bool {
        let uses = |stem: &str| self.stems.get(stem).map(|&ix| &self.uses[ix as usize]);
        match key(name) {
            Key::Bare(stem) => uses(stem).is_some_and(|u| u.bare),
            Key::Numbered(stem, n) => uses(stem).is_some_and(|u| u.has(n)),
            Key::Other => self.other.contains(name),
        }
    }

    /// `name` if it is free, else `name` with the next number that makes it
    /// free; taken from then on. `None` for the empty name (numbered on print).
    pub fn unique(&mut self, name: &str) -> Option<NameId> {
        if name.is_empty() {
            return None;
        }
        if self.spans.is_empty() {
            self.reserve_for_a_small_function();
        }
        // The name's stem is looked up once; a free name is taken right away.
        let counted = match key(name) {
            Key::Bare(stem) => {
                let ix = self.stem_index(stem);
                if !self.uses[ix].bare {
                    self.uses[ix].bare = true;
                    return Some(self.push(name));
                }
                Counted::Bare(ix)
            }
            Key::Numbered(stem, n) => {
                let ix = self.stem_index(stem);
                if !self.uses[ix].has(n) {
                    self.uses[ix].take(n);
                    return Some(self.push(name));
                }
                match n {
                    0 => Counted::Whole,
                    _ => Counted::After(ix, n),
                }
            }
            Key::Other => {
                if !self.other.contains(name) {
                    self.other.insert(name.into());
                    return Some(self.push(name));
                }
                Counted::Whole
            }
        };
        let mut counter = self.suffix.get(name).copied().unwrap_or(0);
        let mut candidate = std::mem::take(&mut self.scratch);
        loop {
            counter += 1;
            // Most candidates are decided by one bit, without spelling them.
            let numbered = match counted {
                Counted::Bare(ix) => Some((ix, u64::from(counter))),
                Counted::After(ix, n0) => n0
                    .checked_mul(10u64.pow(counter.ilog10() + 1))
                    .and_then(|n| n.checked_add(u64::from(counter)))
                    .map(|n| (ix, n)),
                Counted::Whole => None,
            };
            candidate.clear();
            match numbered {
                Some((ix, n)) if n < MAX_BIT_NUMBER => {
                    if self.uses[ix].has(n) {
                        continue;
                    }
                    self.uses[ix].take(n);
                    candidate.push_str(name);
                    push_decimal(&mut candidate, counter);
                }
                _ => {
                    candidate.push_str(name);
                    push_decimal(&mut candidate, counter);
                    if self.other.contains(candidate.as_str()) {
                        continue;
                    }
                    self.other.insert(candidate.as_str().into());
                }
            }
            break;
        }
        match self.suffix.get_mut(name) {
            Some(c) => *c = counter,
            None => {
                self.suffix.insert(name.into(), counter);
            }
        }
        let id = self.push(&candidate);
        self.scratch = candidate;
        Some(id)
    }

    /// Room for the names of a small function at once: CuTe's thousands of
    /// small functions name ten values or so each (`this.addr`, `retval`, `call`),
    /// and growing the tables from nothing reallocated each several times.
    fn reserve_for_a_small_function(&mut self) {
        self.text.reserve(128);
        self.spans.reserve(16);
        self.uses.reserve(8);
        self.stems.reserve(8);
    }

    /// Appends the spelling of a name just taken.
    fn push(&mut self, name: &str) -> NameId {
        let id = NameId(self.spans.len() as u32);
        self.spans.push((self.text.len() as u32, name.len() as u32));
        self.text.push_str(name);
        id
    }

    fn stem_index(&mut self, stem: &str) -> usize {
        if let Some(&ix) = self.stems.get(stem) {
            return ix as usize;
        }
        let ix = self.uses.len();
        self.uses.push(StemUse::default());
        self.stems.insert(stem.into(), ix as u32);
        ix
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
    fn decimals_are_spelled_as_format_does() {
        for n in [0, 1, 9, 10, 99, 100, 12345, u32::MAX] {
            let mut s = String::from("x");
            push_decimal(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
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
    fn leading_zeros_and_large_numbers_are_their_own_names() {
        let mut n = LocalNames::default();
        assert_eq!(spelled(&mut n, "x007"), "x007");
        assert!(!n.contains("x7") && !n.contains("x07"));
        assert_eq!(spelled(&mut n, "x0"), "x0");
        assert_eq!(spelled(&mut n, "x"), "x");
        assert_eq!(spelled(&mut n, "x00"), "x00");
        assert_eq!(spelled(&mut n, "x00"), "x001");
        assert_eq!(spelled(&mut n, "v123456789012"), "v123456789012");
        assert_eq!(spelled(&mut n, "v123456789012"), "v1234567890121");
        assert!(n.contains("v123456789012") && !n.contains("v12345678901"));
        assert_eq!(spelled(&mut n, "9"), "9");
        assert_eq!(spelled(&mut n, "9"), "91");
    }

    #[test]
    fn numbered_bases_skip_taken_numbers_as_spelled() {
        // `add12` + 1 is `add121`, the stem `add` with 121: taken here, so `add122`.
        let mut n = LocalNames::default();
        for _ in 0..122 {
            names_of(&mut n, "add");
        }
        assert_eq!(spelled(&mut n, "add12"), "add122");
        assert_eq!(spelled(&mut n, "add12"), "add123");
        assert_eq!(spelled(&mut n, "x0"), "x0");
        assert_eq!(spelled(&mut n, "x0"), "x01");
        assert_eq!(spelled(&mut n, "x0"), "x02");
        assert_eq!(spelled(&mut n, "v9999999"), "v9999999");
        assert_eq!(spelled(&mut n, "v9999999"), "v99999991");
        assert_eq!(spelled(&mut n, "v9999999"), "v99999992");
    }

    fn names_of(n: &mut LocalNames, asked: &str) {
        n.unique(asked);
    }

    /// LLVM's rule spelled out: every candidate formatted and looked up.
    fn reference_unique(taken: &mut FxHashSet<String>, last: &mut FxHashMap<String, u32>, name: &str) -> String {
        if taken.insert(name.to_string()) {
            return name.to_string();
        }
        let counter = last.entry(name.to_string()).or_insert(0);
        loop {
            *counter += 1;
            let candidate = format!("{name}{counter}");
            if taken.insert(candidate.clone()) {
                return candidate;
            }
        }
    }

    #[test]
    fn agrees_with_formatting_every_candidate() {
        let bases = [
            "add", "add1", "add12", "x", "x0", "x00", "x007", "9", "v9999999", "cmp10", "i",
        ];
        let mut n = LocalNames::default();
        let (mut taken, mut last) = (FxHashSet::default(), FxHashMap::default());
        let mut seed = 12345u32;
        for _ in 0..20_000 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let base = bases[(seed >> 16) as usize % bases.len()];
            assert_eq!(spelled(&mut n, base), reference_unique(&mut taken, &mut last, base));
        }
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
