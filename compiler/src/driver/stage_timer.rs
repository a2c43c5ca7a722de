//! `--time-passes` (`-ftime-report`): the wall time of each stage of one
//! compilation (preprocess, parse+sema, irgen, each pass, the verifiers,
//! isel, PTX printing), printed to standard error as a table.
//!
//! The timer is a stopwatch with laps: each stage calls [`StageTimer::lap`]
//! with its name when it ends, and the time since the previous lap is added
//! to that name's row (a pass that runs twice, such as `global-dce`, keeps one
//! row). Laps take `&self` so the pass pipeline's callbacks and the driver can
//! share one timer. Each row also gets the units of work the stage did (the
//! `work` counters of the frontend and IR crates): the scaling test
//! (tests/scaling.rs) compares those, which do not depend on the machine.
//! After the table come the times the parser read a template's tokens again, by
//! kind (`ptxc_frontend::template_replays`).

use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

use ptxc_frontend::template_replays::{ReplayCounts, KINDS};

/// What one stage cost in a compilation.
#[derive(Clone, Debug, PartialEq)]
pub struct StageCost {
    /// The stage's name (`preprocess`, `irgen`, a pass's name, `isel`...).
    pub name: &'static str,
    /// Wall time, summed over its runs (zero when the timer is disabled: a
    /// compile of 10,000 kernels laps some 600,000 times).
    pub time: Duration,
    /// Units of work done (tokens lexed and expanded, tokens read by the
    /// parser, scopes walked by lookup, IR operand lists read).
    pub work: u64,
    /// How many times it ran (a pass may run twice; under the function-major
    /// walk a pass in a run of several laps once per function).
    pub runs: u32,
}

/// Wall time and work per stage, in the order the stages first ended.
pub struct StageTimer {
    enabled: bool,
    started: Instant,
    last: Cell<(Instant, u64)>,
    rows: RefCell<Vec<StageCost>>,
    /// The row after the last lap's.
    next_row: Cell<usize>,
    replays_at_start: ReplayCounts,
}

/// The work counters of every crate, summed.
fn work_so_far() -> u64 {
    ptxc_frontend::work::total().wrapping_add(ptxc_ir::work::total())
}

impl StageTimer {
    /// A timer whose [`report`](Self::report) prints the table when `enabled`
    /// (`--time-passes`); it records laps either way, their wall time only when
    /// enabled.
    pub fn new(enabled: bool) -> Self {
        let now = Instant::now();
        StageTimer {
            enabled,
            started: now,
            last: Cell::new((now, work_so_far())),
            rows: RefCell::new(Vec::new()),
            next_row: Cell::new(0),
            replays_at_start: ReplayCounts::of_this_thread(),
        }
    }

    /// Ends the stage `name`: the time and work since the previous lap are added to its row.
    pub fn lap(&self, name: &'static str) {
        let before = self.last.get();
        let now = (if self.enabled { Instant::now() } else { before.0 }, work_so_far());
        self.last.set(now);
        let (time, work) = (now.0 - before.0, now.1.wrapping_sub(before.1));
        let mut rows = self.rows.borrow_mut();
        // The passes lap in the same order for each function: the row after the
        // last one's is most often this one's. A stage laps with the same literal
        // each time, so its address finds the row; comparing names is the fallback.
        let next = self.next_row.get();
        let at = if rows.get(next).is_some_and(|r| std::ptr::eq(r.name, name)) {
            Some(next)
        } else {
            rows.iter()
                .position(|r| std::ptr::eq(r.name, name))
                .or_else(|| rows.iter().position(|r| r.name == name))
        };
        self.next_row.set(at.map_or(rows.len() + 1, |k| k + 1));
        match at.map(|k| &mut rows[k]) {
            Some(row) => {
                row.time += time;
                row.work += work;
                row.runs += 1;
            }
            None => rows.push(StageCost {
                name,
                time,
                work,
                runs: 1,
            }),
        }
    }

    /// The template replays of this thread since the timer started.
    pub fn replays(&self) -> ReplayCounts {
        ReplayCounts::of_this_thread().since(self.replays_at_start)
    }

    /// The cost of every stage so far, in the order they first ended.
    pub fn costs(&self) -> Vec<StageCost> {
        self.rows.borrow().clone()
    }

    /// The table: one row per stage with its time in milliseconds, its share
    /// of the total, how many times it ran and its units of work, then the
    /// total since the timer started, then the template replays: their total and
    /// each kind that occurred. Empty when the timer is disabled.
    pub fn report(&self) -> String {
        if !self.enabled {
            return String::new();
        }
        let total = self.started.elapsed();
        let rows = self.rows.borrow();
        let width = rows.iter().map(|r| r.name.len()).max().unwrap_or(0).max("stage".len());
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let share = |d: Duration| match total.is_zero() {
            true => 0.0,
            false => 100.0 * d.as_secs_f64() / total.as_secs_f64(),
        };
        let mut out = format!(
            "ptxc: time per stage (wall clock)\n  {:<width$}  {:>10}  {:>6}  runs  {:>10}\n",
            "stage", "ms", "%", "work"
        );
        for r in rows.iter() {
            out += &format!(
                "  {:<width$}  {:>10.3}  {:>5.1}%  {:>4}  {:>10}\n",
                r.name,
                ms(r.time),
                share(r.time),
                r.runs,
                r.work
            );
        }
        let work: u64 = rows.iter().map(|r| r.work).sum();
        out += &format!(
            "  {:<width$}  {:>10.3}  {:>5.1}%        {work:>10}\n",
            "total",
            ms(total),
            100.0
        );
        let replays = self.replays();
        out += &format!("ptxc: template replays (tokens parsed again) {}\n", replays.total());
        for kind in KINDS.iter().filter(|&&k| replays.of(k) > 0) {
            out += &format!("  {:<36}  {:>10}\n", kind.name(), replays.of(*kind));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laps_accumulate_by_name_in_first_seen_order() {
        let t = StageTimer::new(true);
        t.lap("preprocess");
        t.lap("global-dce");
        t.lap("dce");
        t.lap("global-dce");
        let report = t.report();
        let names: Vec<&str> = report
            .lines()
            .skip(2)
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        assert_eq!(names[..4], ["preprocess", "global-dce", "dce", "total"]);
        assert!(report.contains("template replays (tokens parsed again) 0"), "{report}");
        let costs = t.costs();
        assert_eq!(costs[1].name, "global-dce");
        assert_eq!(costs[1].runs, 2);
        ptxc_ir::work::add(7);
        t.lap("isel");
        assert_eq!(t.costs()[3].work, 7, "the work since the last lap");
        // The same name at another address is the same row.
        let copy: &'static str = Box::leak(String::from("dce").into_boxed_str());
        t.lap(copy);
        assert_eq!(t.costs()[2].runs, 2);
    }

    #[test]
    fn a_disabled_timer_reports_nothing_but_still_counts() {
        let t = StageTimer::new(false);
        ptxc_frontend::work::add(5);
        t.lap("preprocess");
        assert_eq!(t.report(), "");
        assert_eq!(t.costs().len(), 1);
        assert_eq!(t.costs()[0].work, 5);
        assert_eq!(t.costs()[0].time, Duration::ZERO);
    }
}
