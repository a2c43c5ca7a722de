//! Blocks on several threads (`LaunchConfig::threads`, `ptxsim --threads`)
//! give the one-thread results: memory, printf text in block order, every
//! count of `--stats`, the first failing block's error, race reports.

use ptxsim::{Arg, LaunchConfig, Parallelism, Sim};

/// A grid-wide reduction as CUDA writes it: a global histogram with `red`,
/// a block sum with shared atomics, each block's partial stored, a fence, an
/// `atom.inc` ticket, and the last block to arrive sums the partials in
/// block order; thread 0 of every block prints its block's sum.
const GRID_REDUCE: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.extern .func (.param .b32 rv) vprintf (.param .b64 p0, .param .b64 p1);
.global .align 1 .b8 fmt[17] = {98, 108, 111, 99, 107, 32, 37, 100, 32, 115, 117, 109, 32, 37, 100, 10, 0};
.visible .entry reduce(.param .u64 data, .param .u64 hist, .param .u64 partial, .param .u64 count, .param .u64 total)
{
    .reg .pred %p<4>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<20>;
    .shared .align 4 .u32 bsum;
    .local .align 8 .b8 depot[8];
    ld.param.u64 %rd1, [data];
    ld.param.u64 %rd2, [hist];
    ld.param.u64 %rd3, [partial];
    ld.param.u64 %rd4, [count];
    ld.param.u64 %rd5, [total];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %nctaid.x;
    mad.lo.s32 %r5, %r2, %r3, %r1;
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra INIT_DONE;
    st.shared.u32 [bsum], 0;
INIT_DONE:
    bar.sync 0;
    mul.wide.u32 %rd6, %r5, 4;
    add.s64 %rd7, %rd1, %rd6;
    ld.global.u32 %r6, [%rd7];
    and.b32 %r7, %r6, 7;
    mul.wide.u32 %rd8, %r7, 4;
    add.s64 %rd9, %rd2, %rd8;
    red.global.add.u32 [%rd9], 1;
    atom.shared.add.u32 %r8, [bsum], %r6;
    bar.sync 0;
    @%p1 bra DONE;
    ld.shared.u32 %r9, [bsum];
    mul.wide.u32 %rd10, %r2, 4;
    add.s64 %rd11, %rd3, %rd10;
    st.global.u32 [%rd11], %r9;
    membar.gl;
    sub.s32 %r10, %r4, 1;
    atom.global.inc.u32 %r11, [%rd4], %r10;
    mov.u64 %rd12, depot;
    cvta.local.u64 %rd13, %rd12;
    st.local.u32 [depot], %r2;
    st.local.u32 [depot+4], %r9;
    mov.u64 %rd14, fmt;
    cvta.global.u64 %rd15, %rd14;
    {
    .param .b64 param0;
    st.param.b64 [param0], %rd15;
    .param .b64 param1;
    st.param.b64 [param1], %rd13;
    .param .b32 retval0;
    call.uni (retval0), vprintf, (param0, param1);
    }
    setp.ne.u32 %p2, %r11, %r10;
    @%p2 bra DONE;
    mov.u32 %r12, 0;
    mov.u32 %r13, 0;
SUM:
    mul.wide.u32 %rd16, %r13, 4;
    add.s64 %rd17, %rd3, %rd16;
    ld.volatile.global.u32 %r14, [%rd17];
    add.s32 %r12, %r12, %r14;
    add.s32 %r13, %r13, 1;
    setp.lt.u32 %p3, %r13, %r4;
    @%p3 bra SUM;
    st.global.u32 [%rd5], %r12;
DONE:
    ret;
}
"#;

/// Everything a launch leaves behind.
#[derive(Debug, PartialEq)]
struct Outcome {
    memory: Vec<Vec<u8>>,
    output: String,
    thread_insts: u64,
    warp_insts: u64,
    by_op: Vec<u64>,
    load_bytes: [u64; 5],
    store_bytes: [u64; 5],
    error: Option<String>,
}

/// Launches `kernel` over `grid` blocks of `block` threads with one zeroed
/// (or `init`) buffer per entry of `sizes`, on `threads` threads.
fn run(ptx: &str, kernel: &str, grid: u32, block: u32, sizes: &[usize], init: &[u8], threads: usize) -> Outcome {
    let mut sim = Sim::new(ptx).unwrap();
    let bufs: Vec<(u64, usize)> = sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let a = if i == 0 && !init.is_empty() {
                sim.alloc_from("in", init)
            } else {
                sim.alloc(&format!("b{i}"), n)
            };
            (a, n)
        })
        .collect();
    let cfg = LaunchConfig {
        threads,
        racecheck: true,
        ..LaunchConfig::new([grid, 1, 1], [block, 1, 1])
    };
    let args: Vec<Arg> = bufs.iter().map(|&(a, _)| Arg::Ptr(a)).collect();
    let error = sim.launch(kernel, &cfg, &args).err().map(|e| e.to_string());
    let memory = bufs.iter().map(|&(a, n)| sim.read(a, n).unwrap()).collect();
    let output = sim.take_output();
    let s = &sim.stats;
    Outcome {
        memory,
        output,
        thread_insts: s.thread_insts,
        warp_insts: s.warp_insts,
        by_op: s.by_op.clone(),
        load_bytes: s.load_bytes,
        store_bytes: s.store_bytes,
        error,
    }
}

fn reduce_input(n: usize) -> Vec<u8> {
    (0..n as u32)
        .flat_map(|i| (i.wrapping_mul(2654435761) >> 20).to_le_bytes())
        .collect()
}

#[test]
fn grid_reduction_with_atomics_and_printf_matches_one_thread() {
    let (grid, block) = (24u32, 64u32);
    let n = (grid * block) as usize;
    let input = reduce_input(n);
    let sizes = [n * 4, 8 * 4, grid as usize * 4, 4, 4];
    let one = run(GRID_REDUCE, "reduce", grid, block, &sizes, &input, 1);
    assert_eq!(one.error, None);
    let want: u32 = input.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).sum();
    assert_eq!(one.memory[4], want.to_le_bytes(), "the last block summed every partial");
    assert_eq!(one.memory[3], [0; 4], "the ticket counter wrapped back to 0");
    assert!(one.output.starts_with("block 0 sum ") && one.output.lines().count() == grid as usize);
    for threads in [2, 3, 8] {
        for _ in 0..5 {
            assert_eq!(run(GRID_REDUCE, "reduce", grid, block, &sizes, &input, threads), one);
        }
    }
}

#[test]
fn ticket_atomics_make_a_kernel_order_dependent() {
    let sim = Sim::new(GRID_REDUCE).unwrap();
    assert!(matches!(
        sim.parallelism("reduce").unwrap(),
        Parallelism::OrderDependent(_)
    ));
    let free = GRID_REDUCE.replace(
        "atom.global.inc.u32 %r11, [%rd4], %r10;",
        "red.global.add.u32 [%rd4], 1;",
    );
    assert_eq!(
        Sim::new(&free).unwrap().parallelism("reduce").unwrap(),
        Parallelism::Free
    );
    let clock = GRID_REDUCE.replace(
        "mov.u32 %r3, %ntid.x;",
        "mov.u32 %r3, %ntid.x;\n    mov.u32 %r15, %clock;",
    );
    assert!(matches!(
        Sim::new(&clock).unwrap().parallelism("reduce").unwrap(),
        Parallelism::Alone(_)
    ));
}

/// Every block stores its index; blocks 5 and 9 also store out of bounds.
const FAULTS: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.visible .entry faults(.param .u64 out)
{
    .reg .pred %p<3>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %ctaid.x;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r1;
    setp.eq.u32 %p1, %r1, 5;
    setp.eq.u32 %p2, %r1, 9;
    or.pred %p1, %p1, %p2;
    @!%p1 bra DONE;
    add.s64 %rd4, %rd1, 4096;
    st.global.u32 [%rd4], %r1;
DONE:
    ret;
}
"#;

#[test]
fn the_first_failing_block_in_block_order_is_reported() {
    let one = run(FAULTS, "faults", 16, 32, &[64], &[], 1);
    let e = one.error.expect("block 5 faults");
    assert!(
        e.contains("block (5,0,0)") || e.contains("(5, 0, 0)") || e.contains("5,0,0"),
        "{e}"
    );
    for _ in 0..10 {
        assert_eq!(
            run(FAULTS, "faults", 16, 32, &[64], &[], 4).error.as_deref(),
            Some(e.as_str())
        );
    }
}

/// Thread 0 and thread 1 of every block store to one shared word with no
/// barrier between: a race in every block, reported for block 0.
const RACY: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.visible .entry racy(.param .u64 out)
{
    .reg .b32 %r<3>;
    .shared .align 4 .u32 word;
    mov.u32 %r1, %tid.x;
    st.shared.u32 [word], %r1;
    ret;
}
"#;

#[test]
fn races_are_reported_as_with_one_thread() {
    let one = run(RACY, "racy", 8, 2, &[4], &[], 1);
    assert!(one.error.as_deref().is_some_and(|e| e.contains("race")), "{one:?}");
    assert_eq!(run(RACY, "racy", 8, 2, &[4], &[], 4), one);
}

/// Block 0 loops for a long time and then faults, while every other block
/// stores one word and ends: on several threads the later blocks finish
/// first, and their counts must not appear, as a one-thread run never
/// starts them.
const SLOW_FAULT: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.visible .entry slow_fault(.param .u64 out)
{
    .reg .pred %p<3>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %ctaid.x;
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra QUICK;
    mov.u32 %r2, 0;
SPIN:
    add.u32 %r2, %r2, 1;
    setp.lt.u32 %p2, %r2, 200000;
    @%p2 bra SPIN;
    st.global.u32 [0], %r2;
QUICK:
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r1;
    ret;
}
"#;

#[test]
fn counts_after_a_fault_are_those_of_the_blocks_up_to_it() {
    let one = run(SLOW_FAULT, "slow_fault", 64, 1, &[256], &[], 1);
    assert!(one.error.is_some(), "{one:?}");
    assert!(one.memory[0].iter().all(|&b| b == 0), "no block after block 0 ran");
    for _ in 0..3 {
        let many = run(SLOW_FAULT, "slow_fault", 64, 1, &[256], &[], 4);
        // Later blocks may have stored to global memory; nothing else differs.
        assert_eq!(
            Outcome {
                memory: one.memory.clone(),
                ..many
            },
            one
        );
    }
}

#[test]
fn the_command_prints_the_same_with_any_thread_count() {
    let dir = std::env::temp_dir().join(format!("ptxsim-parallel-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("reduce.ptx");
    std::fs::write(&file, GRID_REDUCE).unwrap();
    let run = |threads: &str| {
        let mut args = vec!["--kernel", "reduce", "--grid", "24", "--block", "64"];
        args.extend([
            "--buf",
            "data:u32:1536=rand:7",
            "--buf",
            "hist:u32:8",
            "--buf",
            "partial:u32:24",
        ]);
        args.extend(["--buf", "count:u32:1", "--buf", "total:u32:1"]);
        for b in ["data", "hist", "partial", "count", "total"] {
            args.extend(["--arg", b]);
        }
        args.extend(["--dump", "hist", "--dump", "total", "--stats", "--threads", threads]);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ptxsim"))
            .arg(&file)
            .args(&args)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        (out.stdout, out.stderr)
    };
    let one = run("1");
    assert!(String::from_utf8_lossy(&one.0).starts_with("block 0 sum "));
    assert_eq!(run("3"), one);
}
