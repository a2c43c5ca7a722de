//! `mbarrier.*`: the shared-memory barrier objects of the PTX ISA.
//!
//! An mbarrier is 8 bytes of shared memory whose encoding the ISA leaves
//! opaque. ptxsim's: bits 0-20 the pending arrival count of the current
//! phase, 21-41 the expected arrival count, 42-62 the tx-count (21-bit two's
//! complement: a `complete_tx` may come before its `expect_tx`), bit 63 the
//! phase parity. A phase completes when the pending count and the tx-count are
//! both zero: the parity flips, the pending count is reloaded with the expected
//! count. The state an arrive returns holds the parity of the phase it arrived
//! on (bit 63) and the pending count it left (bits 0-20), which is what
//! `test_wait`/`try_wait` and `pending_count` read back.
//!
//! Waiting never blocks a lane: a `test_wait`/`try_wait` that finds its phase
//! incomplete answers false (the ISA lets `try_wait` time out at any moment),
//! and the warp yields so the block's other warps can arrive (`Warp::yielded`).

use crate::error::SimError;
use crate::exec::memory::{read_bytes, write_bytes, SHARED_WINDOW};
use crate::exec::warp::{lanes, Loc, Warp};
use crate::exec::BlockEnv;
use crate::ops::*;

const FIELD: u64 = (1 << 21) - 1;
const EXPECTED_SHIFT: u32 = 21;
const TX_SHIFT: u32 = 42;
const PHASE_BIT: u64 = 1 << 63;
/// Largest arrival count and tx-count magnitude (2^20 - 1).
pub const MAX_COUNT: i64 = (1 << 20) - 1;

/// The fields of an mbarrier object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mbar {
    /// Arrivals still missing in the current phase.
    pub pending: u32,
    /// Arrivals each phase expects.
    pub expected: u32,
    /// Outstanding transaction bytes (negative when completed before expected).
    pub tx: i32,
    /// Parity of the current phase.
    pub phase: bool,
}

impl Mbar {
    /// The object `mbarrier.init` makes for `count` expected arrivals.
    pub fn init(count: u32) -> Mbar {
        Mbar {
            pending: count,
            expected: count,
            tx: 0,
            phase: false,
        }
    }

    /// Decodes the 8 bytes of an object.
    pub fn from_bits(b: u64) -> Mbar {
        let tx = ((b >> TX_SHIFT) & FIELD) as i32;
        Mbar {
            pending: (b & FIELD) as u32,
            expected: ((b >> EXPECTED_SHIFT) & FIELD) as u32,
            tx: (tx << 11) >> 11,
            phase: b & PHASE_BIT != 0,
        }
    }

    /// Encodes the object.
    pub fn bits(self) -> u64 {
        (self.pending as u64 & FIELD)
            | (self.expected as u64 & FIELD) << EXPECTED_SHIFT
            | (self.tx as u64 & FIELD) << TX_SHIFT
            | if self.phase { PHASE_BIT } else { 0 }
    }

    /// Completes the current phase when nothing is missing.
    fn settle(&mut self) -> bool {
        if self.pending == 0 && self.tx == 0 {
            self.phase = !self.phase;
            self.pending = self.expected;
            return true;
        }
        false
    }

    /// Adds `n` expected transaction bytes (negative: completes them).
    pub fn add_tx(&mut self, n: i64) -> Result<bool, String> {
        let t = self.tx as i64 + n;
        if t.abs() > MAX_COUNT {
            return Err(format!("mbarrier tx-count {t} out of range"));
        }
        self.tx = t as i32;
        Ok(n < 0 && self.settle())
    }

    /// An arrive-on operation of `count` arrivals (`drop`: also for later
    /// phases; `no_complete`: must not complete the phase). Returns the state.
    pub fn arrive(&mut self, count: u32, drop: bool, no_complete: bool) -> Result<u64, String> {
        if count == 0 || count > self.pending {
            return Err(format!(
                "mbarrier arrive with count {count} when {} arrivals are pending",
                self.pending
            ));
        }
        let state = if self.phase { PHASE_BIT } else { 0 } | (self.pending - count) as u64;
        self.pending -= count;
        if drop {
            self.expected -= count.min(self.expected);
        }
        if no_complete && self.pending == 0 && self.tx == 0 {
            return Err("mbarrier.arrive.noComplete completes the phase".into());
        }
        self.settle();
        Ok(state)
    }

    /// Whether the phase a state (or, with `parity`, the phase of that parity)
    /// names has completed: the current phase's parity differs from it.
    pub fn phase_done(self, state_or_parity: u64, parity: bool) -> bool {
        let p = if parity {
            state_or_parity & 1 != 0
        } else {
            state_or_parity & PHASE_BIT != 0
        };
        p != self.phase
    }
}

/// The pending count a state returned by an arrive holds.
pub fn pending_count(state: u64) -> u64 {
    state & FIELD
}

/// Shared-memory offset of an mbarrier operand for a lane.
pub fn locate(w: &Warp, env: &BlockEnv, inst: &Inst, o: &Opnd, lane: usize) -> Result<u64, SimError> {
    match w.resolve(inst.m.space, o, lane) {
        Loc::Shared(a) if a.is_multiple_of(8) && a.checked_add(8).is_some_and(|e| e <= env.shared.len() as u64) => {
            Ok(a)
        }
        Loc::Shared(a) => Err(w.fault(
            env,
            lane,
            inst,
            "mbarrier object outside shared memory or not 8-byte aligned".into(),
            Some(SHARED_WINDOW.wrapping_add(a)),
        )),
        _ => Err(w.fault(env, lane, inst, "mbarrier object not in shared memory".into(), None)),
    }
}

/// Reads the object at shared offset `a` (counted as one atomic access by racecheck).
pub fn load(w: &Warp, env: &mut BlockEnv, a: u64, lane: usize) -> Mbar {
    if let Some(rc) = env.race.as_mut() {
        rc.atomic_access(a, 8, w.tid_lin(lane));
    }
    Mbar::from_bits(read_bytes(&env.shared, a, 8).unwrap_or(0))
}

/// Writes the object at shared offset `a` (checked by `locate`).
pub fn store(env: &mut BlockEnv, a: u64, m: Mbar) {
    let _ = write_bytes(&mut env.shared, a, 8, m.bits());
}

/// Applies `f` to the object of a lane, reporting its error at the instruction.
pub fn update<T>(
    w: &Warp,
    env: &mut BlockEnv,
    inst: &Inst,
    a: u64,
    lane: usize,
    f: impl FnOnce(&mut Mbar) -> Result<T, String>,
) -> Result<T, SimError> {
    let mut m = load(w, env, a, lane);
    let phase = m.phase;
    let r = f(&mut m).map_err(|msg| w.fault(env, lane, inst, msg, Some(SHARED_WINDOW + a)))?;
    store(env, a, m);
    // For --racecheck, a completed phase that every thread of the block had to
    // arrive at orders accesses like a bar.sync (see specs/sim.md).
    let threads = env.ntid.iter().product::<u32>();
    if let (Some(rc), true) = (env.race.as_mut(), m.phase != phase && m.expected >= threads) {
        rc.next_epoch();
    }
    Ok(r)
}

/// Executes an `mbarrier` instruction for `mask`; true when some lane's wait
/// found its phase incomplete (the warp should yield).
pub fn exec(w: &mut Warp, env: &mut BlockEnv, inst: &Inst, mask: u32) -> Result<bool, SimError> {
    let ops = &inst.ops[..];
    let x = inst.m.x;
    let mut pending = false;
    for l in lanes(mask) {
        let vals = [1, 2].map(|k| ops.get(k).map(|o| w.rd(o, l, env)));
        let operand = |k: usize| vals[k - 1];
        match x.sub {
            Sub::MbInit => {
                let a = locate(w, env, inst, &ops[0], l)?;
                let count = operand(1).unwrap_or(0) as u32 as i64;
                if !(1..=MAX_COUNT).contains(&count) {
                    return Err(w.fault(env, l, inst, format!("mbarrier.init count {count} out of range"), None));
                }
                store(env, a, Mbar::init(count as u32));
            }
            Sub::MbInval => {
                let a = locate(w, env, inst, &ops[0], l)?;
                store(env, a, Mbar::from_bits(0));
            }
            Sub::MbArrive | Sub::MbArriveDrop => {
                // state, [addr] {, count | , txCount}
                let a = locate(w, env, inst, &ops[1], l)?;
                let extra = operand(2);
                let (count, tx) = if x.expect_tx {
                    (1, extra.unwrap_or(0) as u32 as i64)
                } else {
                    (extra.unwrap_or(1) as u32, 0)
                };
                let drop = x.sub == Sub::MbArriveDrop;
                let state = update(w, env, inst, a, l, |m| {
                    if x.expect_tx {
                        m.add_tx(tx)?;
                    }
                    m.arrive(count, drop, x.no_complete)
                })?;
                w.wr(&ops[0], l, state);
            }
            Sub::MbExpectTx | Sub::MbCompleteTx => {
                let a = locate(w, env, inst, &ops[0], l)?;
                let n = operand(1).unwrap_or(0) as u32 as i64;
                let n = if x.sub == Sub::MbCompleteTx { -n } else { n };
                update(w, env, inst, a, l, |m| m.add_tx(n))?;
            }
            Sub::MbTestWait | Sub::MbTryWait => {
                let a = locate(w, env, inst, &ops[1], l)?;
                let state = operand(2).unwrap_or(0);
                let done = load(w, env, a, l).phase_done(state, x.parity);
                pending |= !done;
                w.wr(&ops[0], l, done as u64);
            }
            Sub::MbPendingCount => {
                let state = operand(1).unwrap_or(0);
                w.wr(&ops[0], l, pending_count(state));
            }
            _ => return Err(w.fault(env, l, inst, "malformed mbarrier instruction".into(), None)),
        }
    }
    Ok(pending)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoding_round_trips_with_negative_tx() {
        let m = Mbar {
            pending: 5,
            expected: 7,
            tx: -2048,
            phase: true,
        };
        assert_eq!(Mbar::from_bits(m.bits()), m);
    }

    #[test]
    fn phase_completes_on_the_last_arrival_and_reloads() {
        let mut m = Mbar::init(3);
        let s0 = m.arrive(1, false, false).unwrap();
        assert_eq!(pending_count(s0), 2);
        assert!(!m.phase_done(s0, false));
        m.arrive(2, false, false).unwrap();
        assert!(m.phase_done(s0, false), "phase 0 done");
        assert_eq!((m.pending, m.phase), (3, true));
        // parity 0 names the finished phase, parity 1 the current one
        assert!(m.phase_done(0, true) && !m.phase_done(1, true));
    }

    #[test]
    fn transactions_hold_the_phase_open() {
        let mut m = Mbar::init(1);
        // the copy completes before the expectation is set (nvcc's sm_90 order)
        assert!(!m.add_tx(-64).unwrap());
        m.add_tx(64).unwrap();
        m.add_tx(16).unwrap();
        let s = m.arrive(1, false, false).unwrap();
        assert!(!m.phase_done(s, false), "16 bytes outstanding");
        assert!(m.add_tx(-16).unwrap());
        assert!(m.phase_done(s, false));
    }

    #[test]
    fn drop_lowers_later_phases_and_bad_counts_are_errors() {
        let mut m = Mbar::init(2);
        m.arrive(1, true, false).unwrap();
        m.arrive(1, false, false).unwrap();
        assert_eq!((m.pending, m.expected), (1, 1));
        assert!(m.arrive(2, false, false).is_err());
        assert!(m.arrive(1, false, true).is_err(), "noComplete that completes");
        assert!(Mbar::init(1).add_tx(MAX_COUNT + 1).is_err());
    }
}
