//! Calls made by part of a warp while its other lanes are elsewhere (independent
//! thread scheduling): barriers inside the call complete once the other threads
//! have exited, and warp-synchronous operations inside it wait for member lanes
//! that call the same function later from another path.

mod common;

use ptxsim::{Arg, LaunchConfig, Sim};

const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

fn run(ptx: &str, threads: u32, words: usize) -> Vec<u32> {
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("{e}"));
    let out = sim.alloc("out", words * 4);
    let config = LaunchConfig::new([1, 1, 1], [threads, 1, 1]);
    sim.launch("t", &config, &[Arg::Ptr(out)])
        .unwrap_or_else(|e| panic!("{e}"));
    let b = sim.read(out, words * 4).unwrap();
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// `if (i < 16) out[i] = swap(i)` with `swap` a function holding `bar.sync 0`
/// (a `__noinline__` function with `__syncthreads()`), 64 threads: threads 16..63
/// leave the kernel, so the barrier waits only for threads 0..15 (the ISA: exited
/// threads do not hold a barrier up), even though 16 of them share warp 0 with the
/// caller lanes.
#[test]
fn barrier_in_a_call_from_divergent_code_completes_when_the_others_exit() {
    let ptx = format!(
        "{HEAD}.shared .align 4 .b8 s[256];\n\
         .func (.param .b32 r) swap(.param .b32 x)\n{{\n.reg .b32 %r<6>;\n\
         ld.param.u32 %r1, [x];\nmov.u32 %r2, %tid.x;\nshl.b32 %r3, %r2, 2;\nmov.u32 %r4, s;\n\
         add.s32 %r5, %r4, %r3;\nst.shared.u32 [%r5], %r1;\nbar.sync 0;\n\
         xor.b32 %r3, %r3, 4;\nadd.s32 %r5, %r4, %r3;\nld.shared.u32 %r1, [%r5];\n\
         st.param.b32 [r], %r1;\nret;\n}}\n\
         .visible .entry t(.param .u64 out)\n{{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n.reg .pred %p<2>;\n\
         ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\nsetp.ge.u32 %p1, %r1, 16;\n@%p1 bra DONE;\n\
         {{\n.param .b32 a;\nst.param.b32 [a], %r1;\n.param .b32 b;\ncall.uni (b), swap, (a);\nld.param.b32 %r2, [b];\n}}\n\
         mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r2;\n\
         DONE:\nret;\n}}\n"
    );
    let r = run(&ptx, 64, 16);
    let want: Vec<u32> = (0..16).map(|i| i ^ 1).collect();
    assert_eq!(r, want);
}

/// The layout ptxc -O0 gives a warp-aggregated atomic (`if (rank == 0) v =
/// atomicAdd(...); return shfl(v, 0) + rank;`): lane 0 falls through to the
/// call of a function holding `shfl.sync` with a full member mask, the other lanes
/// take a block laid out after the join and call it afterwards. Every lane must
/// read lane 0's value: lane 0 waits inside the call until the others join it.
#[test]
fn shfl_in_a_call_waits_for_lanes_calling_later_from_another_path() {
    let ptx = format!(
        "{HEAD}.func (.param .b32 r) bcast(.param .b32 x)\n{{\n.reg .b32 %r<3>;\n\
         ld.param.u32 %r1, [x];\nshfl.sync.idx.b32 %r2, %r1, 0, 31, -1;\nst.param.b32 [r], %r2;\nret;\n}}\n\
         .visible .entry t(.param .u64 out)\n{{\n.reg .b32 %r<5>;\n.reg .b64 %rd<4>;\n.reg .pred %p<2>;\n\
         ld.param.u64 %rd1, [out];\nmov.u32 %r1, %laneid;\nsetp.ne.u32 %p1, %r1, 0;\n@%p1 bra ELSE;\n\
         mov.u32 %r2, 7;\n\
         JOIN:\n\
         {{\n.param .b32 a;\nst.param.b32 [a], %r2;\n.param .b32 b;\ncall.uni (b), bcast, (a);\nld.param.b32 %r3, [b];\n}}\n\
         add.s32 %r3, %r3, %r1;\n\
         mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r3;\nret;\n\
         ELSE:\nmov.u32 %r2, 0;\nbra.uni JOIN;\n}}\n"
    );
    let r = run(&ptx, 32, 32);
    let want: Vec<u32> = (0..32).map(|l| 7 + l).collect();
    assert_eq!(r, want);
}

/// The same with a nested call and `vote.sync.ballot`: lanes below 8 reach the
/// ballot through `outer -> ballot` first; lanes 8 and up call `outer` later from
/// another block. Every lane sees the predicate of all 32.
#[test]
fn vote_in_a_nested_call_waits_for_every_member_lane() {
    let ptx = format!(
        "{HEAD}.func (.param .b32 r) ballot(.param .b32 x)\n{{\n.reg .b32 %r<3>;\n.reg .pred %p<2>;\n\
         ld.param.u32 %r1, [x];\nsetp.ne.u32 %p1, %r1, 0;\nvote.sync.ballot.b32 %r2, %p1, -1;\n\
         bar.warp.sync -1;\nst.param.b32 [r], %r2;\nret;\n}}\n\
         .func (.param .b32 r) outer(.param .b32 x)\n{{\n.reg .b32 %r<3>;\n\
         ld.param.u32 %r1, [x];\n\
         {{\n.param .b32 a;\nst.param.b32 [a], %r1;\n.param .b32 b;\ncall.uni (b), ballot, (a);\nld.param.b32 %r2, [b];\n}}\n\
         st.param.b32 [r], %r2;\nret;\n}}\n\
         .visible .entry t(.param .u64 out)\n{{\n.reg .b32 %r<5>;\n.reg .b64 %rd<4>;\n.reg .pred %p<2>;\n\
         ld.param.u64 %rd1, [out];\nmov.u32 %r1, %laneid;\nand.b32 %r2, %r1, 1;\n\
         setp.ge.u32 %p1, %r1, 8;\n@%p1 bra LATE;\n\
         CALL:\n\
         {{\n.param .b32 a;\nst.param.b32 [a], %r2;\n.param .b32 b;\ncall.uni (b), outer, (a);\nld.param.b32 %r3, [b];\n}}\n\
         mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r3;\nret;\n\
         LATE:\nadd.s32 %r4, %r1, 1;\nbra.uni CALL;\n}}\n"
    );
    let r = run(&ptx, 32, 32);
    assert!(r.iter().all(|&x| x == 0xaaaa_aaaa), "{r:x?}");
}

/// A warp whose lanes are in calls of two different functions at once: lanes of
/// one wait at a barrier inside `f`, the others run `g` (which holds no barrier)
/// and then reach the same barrier through `f` themselves.
#[test]
fn lanes_in_sibling_calls_meet_at_one_barrier() {
    let ptx = format!(
        "{HEAD}.shared .align 4 .b8 s[128];\n\
         .func (.param .b32 r) f(.param .b32 x)\n{{\n.reg .b32 %r<6>;\n\
         ld.param.u32 %r1, [x];\nmov.u32 %r2, %tid.x;\nshl.b32 %r3, %r2, 2;\nmov.u32 %r4, s;\n\
         add.s32 %r5, %r4, %r3;\nst.shared.u32 [%r5], %r1;\nbar.sync 0;\n\
         xor.b32 %r3, %r3, 124;\nadd.s32 %r5, %r4, %r3;\nld.shared.u32 %r1, [%r5];\n\
         st.param.b32 [r], %r1;\nret;\n}}\n\
         .func (.param .b32 r) g(.param .b32 x)\n{{\n.reg .b32 %r<3>;\n\
         ld.param.u32 %r1, [x];\nmul.lo.u32 %r2, %r1, 10;\nst.param.b32 [r], %r2;\nret;\n}}\n\
         .visible .entry t(.param .u64 out)\n{{\n.reg .b32 %r<5>;\n.reg .b64 %rd<4>;\n.reg .pred %p<2>;\n\
         ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\nmov.u32 %r2, %r1;\n\
         setp.lt.u32 %p1, %r1, 16;\n@%p1 bra F;\n\
         {{\n.param .b32 a;\nst.param.b32 [a], %r1;\n.param .b32 b;\ncall.uni (b), g, (a);\nld.param.b32 %r2, [b];\n}}\n\
         F:\n\
         {{\n.param .b32 a;\nst.param.b32 [a], %r2;\n.param .b32 b;\ncall.uni (b), f, (a);\nld.param.b32 %r3, [b];\n}}\n\
         mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r3;\nret;\n}}\n"
    );
    let r = run(&ptx, 32, 32);
    let want: Vec<u32> = (0..32u32)
        .map(|i| if 31 - i < 16 { 31 - i } else { 10 * (31 - i) })
        .collect();
    assert_eq!(r, want);
}
