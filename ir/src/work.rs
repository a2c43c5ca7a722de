//! A work counter for the scaling tests and `--time-passes` (issue 16): the hot
//! loops of this crate add the units of work they do (instructions created and
//! operand lists read: what IR generation, every pass, the verifiers and
//! instruction selection do), so a stage whose work grows faster than its input
//! shows it whatever the machine's speed. Per thread, as compilations run on
//! compile threads (one at a time each: a compile's work is a difference); reading it is the driver's business
//! (`compiler/src/driver/stage_timer.rs`).

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

thread_local! {
    static UNITS: Cell<u64> = const { Cell::new(0) };
}

/// Whether [`add`] counts (on unless a process turned it off with [`set_counting`]).
static COUNTING: AtomicBool = AtomicBool::new(true);

/// Turns the counter on or off for the whole process. The NVRTC library, which never
/// reads it, turns it off: in a shared object every thread-local access is a call of
/// `__tls_get_addr`, and operand lists are read tens of thousands of times a compile.
pub fn set_counting(on: bool) {
    COUNTING.store(on, Ordering::Relaxed);
}

/// Adds `units` of work done on this thread.
#[inline]
pub fn add(units: u64) {
    if COUNTING.load(Ordering::Relaxed) {
        UNITS.with(|c| c.set(c.get().wrapping_add(units)));
    }
}

/// The units of work done on this thread so far.
pub fn total() -> u64 {
    UNITS.with(Cell::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_that_turns_counting_off_adds_nothing() {
        set_counting(false);
        let before = total();
        add(5);
        assert_eq!(total(), before);
        set_counting(true);
        add(5);
        assert_eq!(total(), before + 5);
    }
}
