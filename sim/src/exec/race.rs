//! `--racecheck`: detects shared-memory data races between barriers.
//!
//! Each shared byte remembers the last writer and the last reader (or "many
//! readers") together with the barrier epoch of the access. Two accesses to
//! the same byte by different threads in the same epoch, at least one of them
//! a write, are a race: no `bar.sync` orders them. Threads of one warp are
//! also ordered by a `bar.warp.sync` (`__syncwarp`) between their accesses.
//! Atomic read-modify-writes (`atom`, `red`) do not race with each other,
//! only with plain accesses of other threads.

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
    w_wsync: u32,
    /// The last write was an atomic read-modify-write.
    w_atomic: bool,
    reader: u32,
    r_epoch: u32,
    r_wsync: u32,
}

/// Shadow state of one block's shared memory.
pub struct RaceShadow {
    cells: Vec<Cell>,
    epoch: u32,
    first: Option<Race>,
    warp_syncs: Vec<u32>,
}

impl RaceShadow {
    /// Shadow for `size` bytes of a block with `nwarps` warps.
    pub fn new(size: usize, nwarps: u32) -> Self {
        RaceShadow {
            cells: vec![Cell::default(); size],
            epoch: 1,
            first: None,
            warp_syncs: vec![0; nwarps as usize],
        }
    }

    /// A barrier completed.
    pub fn next_epoch(&mut self) {
        self.epoch += 1;
    }

    /// Warp `w` executed `bar.warp.sync`.
    pub fn warp_sync(&mut self, w: u32) {
        if let Some(c) = self.warp_syncs.get_mut(w as usize) {
            *c += 1;
        }
    }

    /// The first race seen.
    pub fn first_race(&self) -> Option<Race> {
        self.first.clone()
    }

    /// Records an access of `size` bytes at `addr` by thread `t`.
    pub fn access(&mut self, addr: u64, size: u32, t: u32, write: bool) {
        self.record(addr, size, t, write, false);
    }

    /// Records an atomic read-modify-write of `size` bytes at `addr` by thread `t`.
    pub fn atomic_access(&mut self, addr: u64, size: u32, t: u32) {
        self.record(addr, size, t, true, true);
    }

    fn record(&mut self, addr: u64, size: u32, t: u32, write: bool, atomic: bool) {
        let e = self.epoch;
        let ws = self.warp_syncs.get((t / 32) as usize).copied().unwrap_or(0);
        // an earlier access by `other` is ordered before this one by a __syncwarp
        let ordered = |other: u32, other_ws: u32| other != MANY && other / 32 == t / 32 && other_ws != ws;
        for a in addr..addr.saturating_add(size as u64) {
            let Some(c) = self.cells.get_mut(a as usize) else {
                return;
            };
            let mut race = None;
            if c.w_epoch == e && c.writer != t && !ordered(c.writer, c.w_wsync) && !(atomic && c.w_atomic) {
                race = Some((c.writer, "write"));
            }
            if write && c.r_epoch == e && c.reader != t && !ordered(c.reader, c.r_wsync) {
                race = race.or(Some((if c.reader == MANY { t ^ 1 } else { c.reader }, "read")));
            }
            if write {
                c.writer = t;
                c.w_epoch = e;
                c.w_wsync = ws;
                c.w_atomic = atomic;
            } else if c.r_epoch == e && c.reader != t && !ordered(c.reader, c.r_wsync) {
                c.reader = MANY;
            } else {
                c.reader = t;
                c.r_epoch = e;
                c.r_wsync = ws;
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
