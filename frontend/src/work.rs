//! A work counter for the scaling tests and `--time-passes` (issue 16): the hot
//! loops of this crate add the units of work they do (tokens lexed, tokens the
//! macro expander walks, tokens the parser reads, scopes unqualified lookup
//! walks), so a stage whose work grows faster than its input shows it whatever
//! the machine's speed. Per thread, as compilations run on compile threads (one at a
//! time each, so a compile's work is the difference it makes to its thread's total);
//! reading it is the driver's business (`compiler/src/driver/stage_timer.rs`).

use std::cell::Cell;
use std::rc::Rc;

thread_local! {
    static UNITS: Counter = Counter(Rc::new(Cell::new(0)));
}

/// This thread's counter, held by a hot loop (the parser reads a token at a time) so
/// that adding to it is not a thread-local lookup each time: in the NVRTC library
/// (a shared object) each lookup is a call of `__tls_get_addr`.
#[derive(Clone, Debug)]
pub struct Counter(Rc<Cell<u64>>);

impl Counter {
    /// This thread's counter.
    pub fn of_this_thread() -> Counter {
        UNITS.with(Counter::clone)
    }

    /// Adds `units`; returns the new total.
    #[inline]
    pub fn add(&self, units: u64) -> u64 {
        let total = self.0.get().wrapping_add(units);
        self.0.set(total);
        total
    }
}

/// Adds `units` of work done on this thread; returns the new total.
#[inline]
pub fn add(units: u64) -> u64 {
    UNITS.with(|c| c.add(units))
}

/// The units of work done on this thread so far.
pub fn total() -> u64 {
    UNITS.with(|c| c.0.get())
}
