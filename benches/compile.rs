//! Compile-speed benchmarks: whole-pipeline time for synthetic sources of
//! growing size (source -> PTX text), reported as time per kernel.
//! Compare against nvcc with scripts/bench-vs-nvcc.sh.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ptxc::driver::{compile_str, Options};
use ptxc_benches::synthetic_source;

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

criterion_group!(benches, compile_throughput);
criterion_main!(benches);
