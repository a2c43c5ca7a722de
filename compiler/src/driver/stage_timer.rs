//! `--time-passes` (`-ftime-report`): the wall time of each stage of one
//! compilation (preprocess, parse+sema, irgen, each pass, the verifiers,
//! isel, PTX printing), printed to standard error as a table.
//!
//! The timer is a stopwatch with laps: each stage calls [`StageTimer::lap`]
//! with its name when it ends, and the time since the previous lap is added
//! to that name's row (a pass that runs twice, such as `global-dce`, keeps one
//! row). Laps take `&self` so the pass pipeline's callbacks and the driver can
//! share one timer. A disabled timer does nothing but read the clock.

use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

/// Wall time per stage, in the order the stages first ended.
pub struct StageTimer {
    enabled: bool,
    started: Instant,
    last: Cell<Instant>,
    rows: RefCell<Vec<(&'static str, Duration, u32)>>,
}

impl StageTimer {
    /// A timer that records laps when `enabled` (`--time-passes`).
    pub fn new(enabled: bool) -> Self {
        let now = Instant::now();
        StageTimer {
            enabled,
            started: now,
            last: Cell::new(now),
            rows: RefCell::new(Vec::new()),
        }
    }

    /// Ends the stage `name`: the time since the previous lap is added to its row.
    pub fn lap(&self, name: &'static str) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        let spent = now - self.last.replace(now);
        let mut rows = self.rows.borrow_mut();
        match rows.iter_mut().find(|(n, _, _)| *n == name) {
            Some(row) => {
                row.1 += spent;
                row.2 += 1;
            }
            None => rows.push((name, spent, 1)),
        }
    }

    /// The table: one row per stage with its time in milliseconds, its share
    /// of the total and how many times it ran, then the total since the timer
    /// started. Empty when the timer is disabled.
    pub fn report(&self) -> String {
        if !self.enabled {
            return String::new();
        }
        let total = self.started.elapsed();
        let rows = self.rows.borrow();
        let width = rows
            .iter()
            .map(|(n, _, _)| n.len())
            .max()
            .unwrap_or(0)
            .max("stage".len());
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let share = |d: Duration| match total.is_zero() {
            true => 0.0,
            false => 100.0 * d.as_secs_f64() / total.as_secs_f64(),
        };
        let mut out = format!(
            "ptxc: time per stage (wall clock)\n  {:<width$}  {:>10}  {:>6}  runs\n",
            "stage", "ms", "%"
        );
        for &(name, spent, runs) in rows.iter() {
            out += &format!(
                "  {name:<width$}  {:>10.3}  {:>5.1}%  {runs:>4}\n",
                ms(spent),
                share(spent)
            );
        }
        out += &format!("  {:<width$}  {:>10.3}  {:>5.1}%\n", "total", ms(total), 100.0);
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
        assert_eq!(names, ["preprocess", "global-dce", "dce", "total"]);
        let dce_runs = report
            .lines()
            .find(|l| l.trim_start().starts_with("global-dce"))
            .unwrap();
        assert!(dce_runs.trim_end().ends_with(" 2"), "{dce_runs}");
    }

    #[test]
    fn a_disabled_timer_reports_nothing() {
        let t = StageTimer::new(false);
        t.lap("preprocess");
        assert_eq!(t.report(), "");
    }
}
