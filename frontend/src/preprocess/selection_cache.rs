//! The prelude declarations chosen for a file, remembered for the process (issue 46:
//! the NVRTC library compiles many programs in one process, and choosing was a tenth
//! of a small program's compile).
//!
//! Which declarations [`super::prelude_items::select`] keeps, and the tokens it hands
//! on, depend on nothing but what [`SelectionKey`] holds: the snapshot (its items,
//! their tokens and keys), how this compile numbered the snapshot's strings, the keys
//! of the names needed before any item is kept (the file's identifiers, what the
//! compiler looks up by name), whether the file spells `__int128`, and the library
//! functions whose bodies are not read. Two compiles with equal keys get equal tokens;
//! a program that differs only in its comments, or in names the prelude does not
//! declare, chooses nothing again.

use std::sync::Mutex;

use rustc_hash::FxHashMap;

use crate::symbol::Sym;
use crate::token::Token;

/// What a choice depends on (see the module comment).
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct SelectionKey {
    /// The snapshot's address: one per build (tests record others).
    pub snapshot: usize,
    /// The handles of the snapshot's strings in this compile, spelled as numbers.
    pub handles: Vec<u32>,
    /// The string-table indices of the initially needed names, sorted, each once.
    pub names: Vec<u32>,
    /// Whether the file spells `__int128`.
    pub int128: bool,
    /// The names whose library bodies are not read, sorted (`None`: no such library).
    pub unread: Option<Vec<Sym>>,
}

/// A choice: the tokens and the work units the choosing counted.
struct Chosen {
    tokens: Vec<Token>,
    work: u64,
}

/// Choices kept; emptied when full (a process compiling programs with ever new sets
/// of names keeps no more than this).
const MAX_CHOICES: usize = 64;

static CHOICES: Mutex<Option<FxHashMap<SelectionKey, Chosen>>> = Mutex::new(None);

/// The tokens chosen before for `key`, adding the work their choosing counted.
pub(super) fn recall(key: &SelectionKey) -> Option<Vec<Token>> {
    let choices = CHOICES.lock().ok()?;
    let chosen = choices.as_ref()?.get(key)?;
    crate::work::add(chosen.work);
    Some(chosen.tokens.clone())
}

/// Remembers `tokens` (whose choosing counted `work` units) for `key`.
pub(super) fn remember(key: SelectionKey, tokens: &[Token], work: u64) {
    let Ok(mut choices) = CHOICES.lock() else { return };
    let map = choices.get_or_insert_with(FxHashMap::default);
    if map.len() >= MAX_CHOICES {
        map.clear();
    }
    map.insert(
        key,
        Chosen {
            tokens: tokens.to_vec(),
            work,
        },
    );
}

/// Forgets every choice (tests: the next choice is made, not recalled).
#[cfg(test)]
pub(super) fn forget_all() {
    if let Ok(mut choices) = CHOICES.lock() {
        *choices = None;
    }
}
