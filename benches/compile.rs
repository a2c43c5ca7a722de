//! Compile-speed benchmarks: whole-pipeline time for synthetic sources of
//! growing size (source -> PTX text), reported as time per kernel.
//! Compare against nvcc with scripts/bench-vs-nvcc.sh.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ptxc::driver::{compile_str, Options};
use ptxc_benches::{long_function_source, synthetic_source};

fn compile_throughput(c: &mut Criterion) {
    let mut group = c.benchmark_group("compile");
    group.sample_size(20);
    for kernels in [1usize, 16, 128] {
        let src = synthetic_source(kernels);
        group.throughput(Throughput::Elements(kernels as u64));
        group.bench_with_input(BenchmarkId::new("kernels", kernels), &src, |b, src| {
            let opts = Options::with_arch("sm_80");
            b.iter(|| compile_str("bench.cu", src, &opts).expect("benchmark source compiles"));
        });
    }
    group.finish();
}

/// One kernel that inlines `helpers` functions: time per helper must stay flat
/// as the function grows (a pass that rescans the function per stack slot
/// shows here as time growing with the square of the size).
fn long_function_scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("long_function");
    group.sample_size(10);
    for helpers in [100usize, 400, 1600] {
        let src = long_function_source(helpers);
        group.throughput(Throughput::Elements(helpers as u64));
        group.bench_with_input(BenchmarkId::new("inlined_helpers", helpers), &src, |b, src| {
            let mut opts = Options::with_arch("sm_80");
            opts.opt_level = 3;
            b.iter(|| compile_str("bench.cu", src, &opts).expect("benchmark source compiles"));
        });
    }
    group.finish();
}

criterion_group!(benches, compile_throughput, long_function_scaling);
criterion_main!(benches);
