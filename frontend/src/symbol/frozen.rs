//! Frozen strings (issue 16): a block of strings an [`super::Interner`] takes all at once,
//! read in place from bytes that live as long as the program (the prelude snapshot's
//! 15,000 strings) instead of being hashed and inserted one by one per compile.
//!
//! The bytes hold the strings back to back (`blob`), their offsets (`count + 1`
//! little-endian `u32`s) and an open-addressing hash table over them (`slots`: a power
//! of two of little-endian `u32`s, each 0 or a string's index + 1), hashed with
//! [`hash`], a function of the bytes alone, so a table written by the build script
//! reads the same on any machine. Nothing here trusts the bytes: a damaged offset
//! or slot gives a string that is not found, never a panic or an endless probe.

/// A string's slot hash: 32-bit FNV-1a of its bytes.
pub(crate) fn hash(s: &str) -> u32 {
    s.bytes()
        .fold(0x811c_9dc5u32, |h, b| (h ^ b as u32).wrapping_mul(0x0100_0193))
}

/// Reads the `k`th little-endian `u32` of `bytes`.
fn u32_at(bytes: &[u8], k: usize) -> Option<u32> {
    let b = bytes.get(k * 4..k * 4 + 4)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// The strings of a block, by index.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StringList<'a> {
    pub blob: &'a str,
    /// `count + 1` offsets into `blob`.
    pub offsets: &'a [u8],
}

impl<'a> StringList<'a> {
    /// How many strings there are.
    pub fn len(&self) -> usize {
        (self.offsets.len() / 4).saturating_sub(1)
    }

    /// String `k`, if its offsets are sound.
    pub fn get(&self, k: usize) -> Option<&'a str> {
        let (a, b) = (u32_at(self.offsets, k)?, u32_at(self.offsets, k + 1)?);
        self.blob.get(a as usize..b as usize)
    }
}

/// A block of strings with their hash table: the first `count` strings of `list` get
/// handles `first..first + count`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FrozenStrings {
    pub list: StringList<'static>,
    pub slots: &'static [u8],
    pub first: u32,
    pub count: u32,
}

impl FrozenStrings {
    /// The index of `s` in the block.
    pub fn find(&self, s: &str) -> Option<u32> {
        let nslots = self.slots.len() / 4;
        if nslots == 0 || !nslots.is_power_of_two() {
            return None;
        }
        let mut at = hash(s) as usize & (nslots - 1);
        for _ in 0..nslots {
            match u32_at(self.slots, at)? {
                0 => return None,
                v if v <= self.count && self.list.get(v as usize - 1) == Some(s) => return Some(v - 1),
                _ => at = (at + 1) & (nslots - 1),
            }
        }
        None
    }

    /// The string of block index `k` ("" if the bytes are damaged).
    pub fn get(&self, k: u32) -> &'static str {
        self.list.get(k as usize).unwrap_or("")
    }
}

/// The hash table over `strings` (see the module comment): little-endian slots.
pub(crate) fn slot_table(strings: &[&str]) -> Vec<u8> {
    let nslots = (strings.len() * 2).next_power_of_two().max(2);
    let mut slots = vec![0u32; nslots];
    for (k, s) in strings.iter().enumerate() {
        let mut at = hash(s) as usize & (nslots - 1);
        while slots[at] != 0 {
            at = (at + 1) & (nslots - 1);
        }
        slots[at] = k as u32 + 1;
    }
    slots.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// The blob and offsets of `strings` (see the module comment).
pub(crate) fn string_list(strings: &[&str]) -> (String, Vec<u8>) {
    let mut blob = String::new();
    let mut offsets = Vec::with_capacity((strings.len() + 1) * 4);
    for s in strings {
        offsets.extend_from_slice(&(blob.len() as u32).to_le_bytes());
        blob.push_str(s);
    }
    offsets.extend_from_slice(&(blob.len() as u32).to_le_bytes());
    (blob, offsets)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leak<T: ?Sized>(b: Box<T>) -> &'static T {
        Box::leak(b)
    }

    #[test]
    fn every_string_is_found_at_its_index_and_others_are_not() {
        let strings: Vec<String> = (0..1000).map(|k| format!("name{k}")).collect();
        let refs: Vec<&str> = strings.iter().map(String::as_str).collect();
        let (blob, offsets) = string_list(&refs);
        let frozen = FrozenStrings {
            list: StringList {
                blob: leak(blob.into_boxed_str()),
                offsets: leak(offsets.into_boxed_slice()),
            },
            slots: leak(slot_table(&refs).into_boxed_slice()),
            first: 7,
            count: 1000,
        };
        for (k, s) in refs.iter().enumerate() {
            assert_eq!(frozen.find(s), Some(k as u32));
            assert_eq!(frozen.get(k as u32), *s);
        }
        assert_eq!(frozen.find("name1000"), None);
        assert_eq!(frozen.find(""), None);
    }

    #[test]
    fn damaged_bytes_find_nothing_without_panicking() {
        let frozen = FrozenStrings {
            list: StringList {
                blob: "abc",
                offsets: &[0, 0, 0, 0, 9, 0, 0, 0],
            },
            slots: &[1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0],
            first: 0,
            count: 5,
        };
        assert_eq!(frozen.find("abc"), None);
        assert_eq!(frozen.get(0), "");
        assert_eq!(frozen.get(4), "");
    }
}
