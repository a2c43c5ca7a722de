//! A work counter for the scaling tests and `--time-passes` (issue 16): the hot
//! loops of this crate add the units of work they do (tokens lexed, tokens the
//! macro expander walks, tokens the parser reads, scopes unqualified lookup
//! walks), so a stage whose work grows faster than its input shows it whatever
//! the machine's speed. Per thread, as each compilation runs on its own thread;
//! reading it is the driver's business (`compiler/src/driver/stage_timer.rs`).

use std::cell::Cell;

thread_local! {
    static UNITS: Cell<u64> = const { Cell::new(0) };
}

/// Adds `units` of work done on this thread; returns the new total.
#[inline]
pub fn add(units: u64) -> u64 {
    UNITS.with(|c| {
        let total = c.get().wrapping_add(units);
        c.set(total);
        total
    })
}

/// The units of work done on this thread so far.
pub fn total() -> u64 {
    UNITS.with(Cell::get)
}
