//! Compile-speed benchmarks per stage and end to end (issue 16): every
//! kernel of the execution corpus (tests/kernels/*.cu) and the empty file
//! through the whole pipeline, and each stage (preprocess, parse+sema, irgen,
//! the pass pipeline, instruction selection and printing) on its own for the
//! empty file (the fixed cost of ptxc's prelude) and the largest corpus
//! kernel. `--time-passes` breaks one compile down the same way; the
//! comparison with nvcc and cicc is scripts/bench-vs-nvcc.sh.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use ptxc::driver::{compile_str, Options};
use ptxc_frontend::{FrontendOptions, SourceMap};
use std::path::PathBuf;
use std::time::Duration;

/// The corpus kernels, by name, with their text.
fn corpus() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/kernels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/kernels exists")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).expect("readable kernel"))
        })
        .collect()
}

fn end_to_end(c: &mut Criterion) {
    let mut group = c.benchmark_group("end_to_end");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    let opts = Options::with_arch("sm_80");
    let mut inputs = vec![("empty".to_string(), String::new())];
    inputs.extend(corpus());
    for (name, src) in &inputs {
        group.bench_function(name.as_str(), |b| {
            b.iter(|| compile_str("bench.cu", src, &opts).expect("corpus kernel compiles"))
        });
    }
    group.finish();
}

fn per_stage(c: &mut Criterion) {
    let mut group = c.benchmark_group("stages");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    let largest = corpus()
        .into_iter()
        .max_by_key(|(_, s)| s.len())
        .expect("a corpus kernel");
    let fopts = FrontendOptions::default();
    for (name, src) in [("empty".to_string(), String::new()), largest] {
        let load = || {
            let mut sources = SourceMap::new();
            let file = sources.add_file("bench.cu", &src);
            (sources, file)
        };
        group.bench_function(format!("preprocess/{name}"), |b| {
            b.iter_batched(
                load,
                |(mut sources, file)| {
                    let mut interner = ptxc_frontend::symbol::Interner::new();
                    let mut diags = ptxc_frontend::diag::Diags::new();
                    ptxc_frontend::preprocess::preprocess(&mut sources, file, &fopts, &mut interner, &mut diags)
                },
                BatchSize::SmallInput,
            )
        });
        group.bench_function(format!("preprocess+parse+sema/{name}"), |b| {
            b.iter_batched(
                load,
                |(mut sources, file)| {
                    let arena = bumpalo::Bump::new();
                    let tu = ptxc_frontend::parse_translation_unit(&arena, &mut sources, file, &fopts).is_ok();
                    assert!(tu, "parses");
                },
                BatchSize::SmallInput,
            )
        });
        // The later stages start from the previous stage's output, made once.
        let (mut sources, file) = load();
        let arena = bumpalo::Bump::new();
        let tu = ptxc_frontend::parse_translation_unit(&arena, &mut sources, file, &fopts).expect("parses");
        let irgen_opts = ptxc::irgen::IrGenOptions {
            module_name: "bench.cu".into(),
            relocatable: false,
            library_files: sources.files_built_in().collect(),
            drop_unused_declarations: true,
            discard_names: true,
        };
        group.bench_function(format!("irgen/{name}"), |b| {
            b.iter(|| ptxc::irgen::generate(&tu, &irgen_opts).expect("lowers"))
        });
        let generated = ptxc::irgen::generate(&tu, &irgen_opts).expect("lowers");
        // The -O3 pass pipeline for sm_80, as the driver runs it (no hooks): the module
        // after it.
        let run_o3 = |mut m| {
            let order = ptxc::passes::Order::FunctionMajor;
            ptxc::passes::run_pipeline(&mut m, 3, 80, false, order, &mut |_, _| {}, &mut |_| {}).map(|()| m)
        };
        group.bench_function(format!("passes-O3/{name}"), |b| {
            b.iter_batched(|| generated.clone(), |m| run_o3(m).is_ok(), BatchSize::SmallInput)
        });
        let optimized = run_o3(generated.clone()).expect("passes");
        let popts = ptxc_ptx::PtxOptions {
            target: ptxc_ptx::parse_sm("sm_80").expect("sm_80"),
            ..Default::default()
        };
        let facts = ptxc_ptx::source_facts::SourceFacts {
            lines: None,
            exact_files: sources.files_built_in().map(|f| f.0).collect(),
        };
        group.bench_function(format!("isel+print/{name}"), |b| {
            b.iter(|| ptxc_ptx::emit_module_with_sources(&optimized, &popts, &facts).expect("emits"))
        });
    }
    group.finish();
}

criterion_group!(benches, end_to_end, per_stage);
criterion_main!(benches);
