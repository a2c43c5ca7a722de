//! Linear scaling (issue 16): sources of each shape (many functions, one long
//! function, deep nesting, unrolled loops; `ptxc_benches::Shape`) are compiled
//! at about 1,000 and 10,000 lines, and every stage's work per line (the
//! frontend's and IR's work counters, by stage as `--time-passes` shows them)
//! must stay flat: a stage that turns quadratic does ten times the work per
//! line at ten times the size and fails here, on any machine, however loaded.
//! The empty file's work (the implicit prelude) is subtracted first.

use ptxc::driver::stage_timer::StageCost;
use ptxc::driver::{compile_str, Options};
use ptxc_benches::Shape;

/// At ten times the lines, a stage's work per line may grow by this factor at
/// most (a linear stage stays near 1; a quadratic one is near 10).
const MAX_GROWTH_PER_LINE: f64 = 2.0;

/// Stages doing less than this at the large size are not judged (their
/// counts are too small to say anything).
const MIN_WORK: u64 = 20_000;

fn stage_work(src: &str) -> Vec<StageCost> {
    let opts = Options::with_arch("sm_80");
    match compile_str("scaling.cu", src, &opts) {
        Ok(c) => c.stages,
        Err(e) => panic!("the generated source does not compile:\n{}", e.rendered),
    }
}

fn work_of(costs: &[StageCost], name: &str) -> u64 {
    costs.iter().filter(|c| c.name == name).map(|c| c.work).sum()
}

fn check_shape(shape: Shape) {
    let base = stage_work("");
    let small_src = shape.source(1_000);
    let large_src = shape.source(10_000);
    let lines = |s: &str| s.lines().count() as f64;
    let (small, large) = (stage_work(&small_src), stage_work(&large_src));
    let mut report = format!(
        "{shape:?}: {} and {} lines\n{:<22} {:>12} {:>12} {:>8}\n",
        lines(&small_src),
        lines(&large_src),
        "stage",
        "work/line 1k",
        "work/line 10k",
        "growth"
    );
    let mut failed = Vec::new();
    for stage in &large {
        let marginal = |costs: &[StageCost]| work_of(costs, stage.name).saturating_sub(work_of(&base, stage.name));
        let (s, l) = (marginal(&small), marginal(&large));
        let (per_s, per_l) = (s as f64 / lines(&small_src), l as f64 / lines(&large_src));
        let growth = if per_s > 0.0 { per_l / per_s } else { f64::INFINITY };
        report += &format!("{:<22} {per_s:>12.1} {per_l:>12.1} {growth:>8.2}\n", stage.name);
        if l >= MIN_WORK && growth > MAX_GROWTH_PER_LINE {
            failed.push(stage.name);
        }
    }
    eprintln!("{report}");
    assert!(
        failed.is_empty(),
        "work per line grew more than {MAX_GROWTH_PER_LINE}x from 1k to 10k lines in {failed:?}:\n{report}"
    );
    let total = |c: &[StageCost]| c.iter().map(|s| s.work).sum::<u64>();
    assert!(total(&large) > total(&small), "the counters count nothing:\n{report}");
}

#[test]
fn many_functions_scale_linearly() {
    check_shape(Shape::ManyFunctions);
}

#[test]
fn one_long_function_scales_linearly() {
    check_shape(Shape::LongFunction);
}

#[test]
fn deep_nesting_scales_linearly() {
    check_shape(Shape::DeepNesting);
}

#[test]
fn unrolled_loops_scale_linearly() {
    check_shape(Shape::UnrolledLoops);
}

#[test]
fn every_shape_compiles_at_its_smallest() {
    for shape in Shape::ALL {
        let costs = stage_work(&shape.source(1));
        assert!(costs.iter().any(|c| c.name == "isel"), "{shape:?}: {costs:?}");
    }
}
