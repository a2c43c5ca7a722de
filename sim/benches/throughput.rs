//! Interpreter throughput in thread-instructions per second.
//!
//! `compute`: a loop of f32 fma and integer ALU ops (straight-line
//! arithmetic, 8 blocks of 256 threads, 250 iterations). `memory`: a grid-stride
//! load-add-store over 1M floats (64 x 256). `divergent`: Collatz trajectories (16 x 256), whose
//! data-dependent trip counts and odd/even branch split every warp.
//! Criterion's "elements" are the thread-instructions of one launch, so its
//! throughput line reads directly as thread-instr/s. Each kernel runs on one
//! thread (`ptxsim/NAME/1`: per core) and on every core
//! (`ptxsim/NAME/N`: total, blocks spread over N threads).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ptxsim::{Arg, LaunchConfig, Sim};

const COMPUTE: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.visible .entry compute(.param .u64 out, .param .u32 iters)
{
    .reg .pred %p<2>;
    .reg .b32 %r<12>;
    .reg .f32 %f<6>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r3, [iters];
    mov.u32 %r1, %tid.x;
    cvt.rn.f32.u32 %f1, %r1;
    mov.f32 %f2, 0f3F800000;
    mov.u32 %r2, 0;
    mov.u32 %r4, %r1;
LOOP:
    fma.rn.f32 %f1, %f1, 0f3F7FF000, %f2;
    fma.rn.f32 %f2, %f2, 0f3F7FF000, %f1;
    mul.f32 %f3, %f1, %f2;
    add.f32 %f1, %f1, %f3;
    mad.lo.s32 %r4, %r4, 1664525, 1013904223;
    xor.b32 %r5, %r4, %r1;
    shl.b32 %r6, %r5, 3;
    add.s32 %r4, %r4, %r6;
    and.b32 %r7, %r4, 255;
    min.u32 %r8, %r7, %r5;
    add.s32 %r2, %r2, 1;
    setp.lt.u32 %p1, %r2, %r3;
    @%p1 bra LOOP;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r8;
    ret;
}
"#;

const MEMORY: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.visible .entry memory(.param .u64 a, .param .u64 b, .param .u32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [a];
    ld.param.u64 %rd2, [b];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r5, %r2, %r3, %r4;
    mov.u32 %r6, %nctaid.x;
    mul.lo.s32 %r7, %r6, %r3;
LOOP:
    setp.ge.s32 %p1, %r5, %r1;
    @%p1 bra DONE;
    mul.wide.s32 %rd3, %r5, 4;
    add.s64 %rd4, %rd1, %rd3;
    add.s64 %rd5, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    ld.global.f32 %f2, [%rd5];
    add.f32 %f3, %f1, %f2;
    st.global.f32 [%rd5], %f3;
    add.s32 %r5, %r5, %r7;
    bra LOOP;
DONE:
    ret;
}
"#;

const DIVERGENT: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.visible .entry divergent(.param .u64 out)
{
    .reg .pred %p<3>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    add.s32 %r5, %r4, 1;
    mov.u32 %r6, 0;
LOOP:
    setp.le.u32 %p1, %r5, 1;
    @%p1 bra DONE;
    and.b32 %r7, %r5, 1;
    setp.eq.u32 %p2, %r7, 0;
    @%p2 bra EVEN;
    mad.lo.s32 %r5, %r5, 3, 1;
    bra NEXT;
EVEN:
    shr.u32 %r5, %r5, 1;
NEXT:
    add.s32 %r6, %r6, 1;
    bra LOOP;
DONE:
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r6;
    ret;
}
"#;

fn measure(c: &mut Criterion, name: &str, ptx: &str, setup: impl Fn(&mut Sim) -> (LaunchConfig, Vec<Arg>)) {
    let mut sim = Sim::new(ptx).expect("benchmark PTX");
    let (cfg, args) = setup(&mut sim);
    let before = sim.stats.thread_insts;
    sim.launch(name, &cfg, &args).expect("launch");
    let per_launch = sim.stats.thread_insts - before;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut g = c.benchmark_group(format!("ptxsim/{name}"));
    g.throughput(Throughput::Elements(per_launch));
    g.sample_size(10);
    for threads in [1, cores] {
        let cfg = LaunchConfig { threads, ..cfg.clone() };
        g.bench_function(threads.to_string(), |b| {
            b.iter(|| sim.launch(name, &cfg, &args).expect("launch"))
        });
        if cores == 1 {
            break;
        }
    }
    g.finish();
}

fn benches(c: &mut Criterion) {
    measure(c, "compute", COMPUTE, |sim| {
        let out = sim.alloc("out", 8 * 256 * 4);
        (
            LaunchConfig::new([8, 1, 1], [256, 1, 1]),
            vec![Arg::Ptr(out), Arg::U32(250)],
        )
    });
    measure(c, "memory", MEMORY, |sim| {
        let n = 1 << 20;
        let a = sim.alloc("a", n * 4);
        let b = sim.alloc("b", n * 4);
        (
            LaunchConfig::new([64, 1, 1], [256, 1, 1]),
            vec![Arg::Ptr(a), Arg::Ptr(b), Arg::U32(n as u32)],
        )
    });
    measure(c, "divergent", DIVERGENT, |sim| {
        let out = sim.alloc("out", 4096 * 4);
        (LaunchConfig::new([16, 1, 1], [256, 1, 1]), vec![Arg::Ptr(out)])
    });
}

criterion_group!(throughput, benches);
criterion_main!(throughput);
