//! The values of `#if` conditions, kept with the macro definitions they depend on.
//!
//! CCCL's `prologue.h` and `epilogue.h` (no include guard, read ~500 times by a
//! Thrust include) and its config headers test the same conditions over and over,
//! each written with nested function-like macros (`_CCCL_COMPILER(GCC, >=, 12)`,
//! `_CCCL_STD_VER`, `_CCCL_HAS_*`): expanding them was a quarter of the
//! preprocessor's instructions on th.cu. A condition's value depends only on its
//! tokens and on the definitions of the names its expansion looked up (`defined X`
//! included), so when those are the same definitions (the same `Rc`, which the entry
//! holds so that its address is not reused) the value is the one computed before.
//!
//! Not kept: a condition that reported anything, met a name whose value is not a
//! definition (`__LINE__`, `__COUNTER__`, `_Pragma`), asked `__has_include` (whose
//! answer depends on the including file), or hit an expansion limit. A value taken
//! from here counts the work and the expanded tokens its evaluation counted, so the
//! work reported and the expansion limit stay as they were.

use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::macros::{Macro, MacroTable};
use crate::symbol::Sym;
use crate::token::{Token, TokenKind};

/// What expansion looked up while a condition was evaluated.
#[derive(Debug, Default)]
pub(super) struct Recording {
    /// The names whose definition was asked for (repeats included).
    pub names: Vec<Sym>,
    /// A name with a value of its own (`__LINE__`, `__COUNTER__`, `_Pragma`) was met.
    pub dynamic: bool,
}

/// A condition's spelling: what its expansion depends on besides definitions.
type Key = Box<[(TokenKind, Sym, bool)]>;

/// One value of a condition.
struct Entry {
    value: bool,
    /// The definition (or absence) of each name the evaluation looked up.
    definitions: Box<[(Sym, Option<Rc<Macro>>)]>,
    /// Tokens produced by expansion, and units of work, the evaluation counted.
    expanded: usize,
    work: u64,
}

/// What an evaluation cost, for [`ConditionCache::store`].
pub(super) struct Cost {
    pub expanded: usize,
    pub work: u64,
}

/// How many values of one condition are kept (a header read under different
/// definitions, as `prologue.h` inside and outside a `push_macro` region).
const VALUES_PER_CONDITION: usize = 4;

/// The conditions evaluated, by spelling.
#[derive(Default)]
pub(super) struct ConditionCache {
    entries: FxHashMap<Key, Vec<Entry>>,
    /// The key [`Self::lookup`] builds, kept so that a lookup allocates nothing.
    scratch: Vec<(TokenKind, Sym, bool)>,
}

fn key(args: &[Token]) -> Key {
    args.iter().map(|t| (t.kind, t.text, t.space_before)).collect()
}

impl ConditionCache {
    /// The value of condition `args` if it was computed under the definitions `macros`
    /// has now; counts the expanded tokens and work its evaluation counted. `None`
    /// also when counting them would cross the expansion limit (the evaluation then
    /// reports it).
    pub(super) fn lookup(&mut self, args: &[Token], macros: &mut MacroTable) -> Option<bool> {
        self.scratch.clear();
        self.scratch
            .extend(args.iter().map(|t| (t.kind, t.text, t.space_before)));
        let entries = self.entries.get(self.scratch.as_slice())?;
        let entry = entries.iter().find(|e| {
            e.definitions
                .iter()
                .all(|(name, def)| match (macros.definition(*name), def) {
                    (None, None) => true,
                    (Some(now), Some(then)) => Rc::ptr_eq(now, then),
                    _ => false,
                })
        })?;
        if !macros.count_cached_expansion(entry.expanded) {
            return None;
        }
        crate::work::add(entry.work);
        Some(entry.value)
    }

    /// Keeps `value` of condition `args`, evaluated with `recording` made.
    pub(super) fn store(&mut self, args: &[Token], value: bool, recording: Recording, cost: Cost, macros: &MacroTable) {
        if recording.dynamic {
            return;
        }
        let mut names = recording.names;
        names.sort_unstable();
        names.dedup();
        let definitions = names
            .into_iter()
            .map(|name| (name, macros.definition(name).cloned()))
            .collect();
        let entries = self.entries.entry(key(args)).or_default();
        if entries.len() == VALUES_PER_CONDITION {
            entries.remove(0);
        }
        entries.push(Entry {
            value,
            definitions,
            expanded: cost.expanded,
            work: cost.work,
        });
    }
}
