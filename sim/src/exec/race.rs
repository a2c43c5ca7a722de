//! `--racecheck`: detects shared-memory data races between barriers.
//!
//! Each shared byte remembers the last writer and the last reader (or "many
//! readers") together with the barrier epoch of the access. Two accesses to
//! the same byte by different threads in the same epoch, at least one of them
//! a write, are a race: no `bar.sync` orders them.

const MANY: u32 = u32::MAX;

/// A detected race.
#[derive(Debug, Clone)]
pub struct Race {
    /// Shared offset.
    pub addr: u64,
    /// Linear id of the thread making the second access.
    pub thread: u32,
    /// "write" or "read".
    pub kind: &'static str,
    /// The other thread.
    pub other: u32,
    /// The other access kind.
    pub other_kind: &'static str,
}

#[derive(Clone, Copy, Default)]
struct Cell {
    writer: u32,
    w_epoch: u32,
    reader: u32,
    r_epoch: u32,
}

/// Shadow state of one block's shared memory.
pub struct RaceShadow {
    cells: Vec<Cell>,
    epoch: u32,
    first: Option<Race>,
}

impl RaceShadow {
    /// Shadow for `size` bytes.
    pub fn new(size: usize) -> Self {
        RaceShadow {
            cells: vec![Cell::default(); size],
            epoch: 1,
            first: None,
        }
    }

    /// A barrier completed.
    pub fn next_epoch(&mut self) {
        self.epoch += 1;
    }

    /// The first race seen.
    pub fn first_race(&self) -> Option<Race> {
        self.first.clone()
    }

    /// Records an access of `size` bytes at `addr` by thread `t`.
    pub fn access(&mut self, addr: u64, size: u32, t: u32, write: bool) {
        let e = self.epoch;
        for a in addr..addr.saturating_add(size as u64) {
            let Some(c) = self.cells.get_mut(a as usize) else {
                return;
            };
            let mut race = None;
            if c.w_epoch == e && c.writer != t {
                race = Some((c.writer, "write"));
            }
            if write && c.r_epoch == e && c.reader != t {
                race = race.or(Some((if c.reader == MANY { t ^ 1 } else { c.reader }, "read")));
            }
            if write {
                c.writer = t;
                c.w_epoch = e;
            } else if c.r_epoch == e && c.reader != t {
                c.reader = MANY;
            } else {
                c.reader = t;
                c.r_epoch = e;
            }
            if let (Some((other, ok)), None) = (race, &self.first) {
                self.first = Some(Race {
                    addr: a,
                    thread: t,
                    kind: if write { "write" } else { "read" },
                    other,
                    other_kind: ok,
                });
            }
        }
    }
}
