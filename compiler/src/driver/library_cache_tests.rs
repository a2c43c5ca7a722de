use crate::driver::{compile_str, Options};

/// Programs sharing some library functions and not others (float, double, fast math
/// and a helper reached only through another function).
const PROGRAMS: &[&str] = &[
    "__global__ void k(float* o, const float* i) { float v = i[threadIdx.x]; o[threadIdx.x] = sinf(v) + expf(-v * v) + powf(v, 1.5f); }\n",
    "__global__ void k(float* o, const float* i) { float v = i[threadIdx.x]; o[threadIdx.x] = sinf(v) * cosf(v) + logf(1.0f + fabsf(v)) + tanhf(v); }\n",
    "__global__ void k(double* o, const double* i) { double v = i[threadIdx.x]; o[threadIdx.x] = sin(v) + exp(v) + pow(v, 0.5) + erf(v); }\n",
    "__device__ float f(float x) { return erfcf(x) + lgammaf(x); }\n\
     __global__ void k(float* o) { o[threadIdx.x] = f(o[0]) + sinf(o[1]); }\n",
    "__global__ void k(int* o) { o[threadIdx.x] = __popc(o[0]) + __clz(o[1]); }\n",
];

fn options(arch: &str, share: bool, fast_math: bool) -> Options {
    let mut opts = Options::with_arch(arch);
    opts.share_library = share;
    opts.float.use_fast_math = fast_math;
    opts
}

fn ptx(src: &str, opts: &Options) -> String {
    compile_str("prog.cu", src, opts).expect("compiles").output
}

#[test]
fn programs_compiled_with_the_cache_print_what_they_print_without_it() {
    for (arch, fast_math) in [("sm_80", false), ("sm_90", true)] {
        let alone: Vec<String> = PROGRAMS
            .iter()
            .map(|p| ptx(p, &options(arch, false, fast_math)))
            .collect();
        let shared = options(arch, true, fast_math);
        // Twice: the first round fills the cache, the second takes everything from it.
        for round in 0..2 {
            for (p, expected) in PROGRAMS.iter().zip(&alone) {
                assert_eq!(
                    &ptx(p, &shared),
                    expected,
                    "round {round}, {arch}, fast math {fast_math}: {p}"
                );
            }
        }
        let key = super::key(&shared, &[]).expect("the options use a cache");
        assert!(key.contains(arch));
    }
}

#[test]
fn threads_share_the_cache() {
    let alone: Vec<String> = PROGRAMS
        .iter()
        .map(|p| ptx(p, &options("sm_86", false, false)))
        .collect();
    let threads: Vec<_> = (0..4)
        .map(|t| {
            std::thread::spawn(move || {
                let shared = options("sm_86", true, false);
                (0..PROGRAMS.len())
                    .map(|k| (t + k) % PROGRAMS.len())
                    .map(|k| (k, ptx(PROGRAMS[k], &shared)))
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    for t in threads {
        for (k, out) in t.join().expect("no thread panicked") {
            assert_eq!(out, alone[k], "{}", PROGRAMS[k]);
        }
    }
}

#[test]
fn a_compile_with_the_cache_parses_no_cached_body() {
    let shared = options("sm_75", true, false);
    let first = ptx(PROGRAMS[0], &shared);
    let key = super::key(&shared, &[]).expect("the options use a cache");
    let prebuilt = super::prebuilt(&key).expect("the first compile filled the cache");
    assert!(prebuilt.symbols.iter().any(|n| n.contains("sinf")), "{prebuilt:?}");
    // sinf's helpers and tables are reached only through its body: not handed to the parser.
    assert!(
        prebuilt.names.contains("sinf") && prebuilt.names.contains("__ptxc_rem_pio2f_short"),
        "{prebuilt:?}"
    );
    assert_eq!(ptx(PROGRAMS[0], &shared), first);
    // Options that shape the library are kept apart; -O0 and IR output use no cache.
    assert!(super::key(&options("sm_80", true, false), &[]) != Some(key));
    let mut o0 = options("sm_75", true, false);
    o0.opt_level = 0;
    assert_eq!(super::key(&o0, &[]), None);
    assert_eq!(super::key(&options("sm_75", false, false), &[]), None);
}
