//! Blocks of one launch that wait for each other: a cooperative launch's grid-wide
//! barrier (through the grid workspace `%envreg1`/`%envreg2` point at, as CUDA's
//! cooperative groups use it), a block spinning on a flag a later block sets, a warp
//! spinning on a flag a later warp of its block sets, and blocks that can never
//! finish.

use ptxsim::{Arg, LaunchConfig, Sim};

const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

fn words(sim: &mut Sim, buf: u64, n: usize) -> Vec<u32> {
    let b = sim.read(buf, n * 4).unwrap();
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// A grid-wide barrier as cooperative groups implement it: thread 0 of each block adds
/// 1 to the workspace's arrival word (block 0 adds `0x80000000 - (blocks - 1)`, so the
/// top bit flips when all have arrived) and polls it with `ld.acquire.gpu`.
fn grid_sync(label: &str) -> String {
    format!(
        "bar.sync 0;\n@!%p9 bra {label}_W;\n\
         mov.u32 %r20, %envreg1;\nmov.u32 %r21, %envreg2;\nmov.b64 %rd10, {{%r21, %r20}};\nadd.s64 %rd10, %rd10, 4;\n\
         mov.u32 %r22, 1;\n@%p8 mov.u32 %r22, %r23;\n\
         atom.add.release.gpu.u32 %r24, [%rd10], %r22;\n\
         {label}_P:\nld.acquire.gpu.u32 %r25, [%rd10];\nxor.b32 %r26, %r25, %r24;\nand.b32 %r26, %r26, -2147483648;\n\
         setp.eq.u32 %p7, %r26, 0;\n@%p7 bra {label}_P;\n\
         {label}_W:\nbar.sync 0;\n"
    )
}

/// Each thread writes its index, waits at the grid barrier, reads the value of the
/// thread 100 places further (in another block), waits again, and overwrites its own
/// value: without a working barrier the reads see zeros or overwritten values.
#[test]
fn cooperative_launch_grid_barrier() {
    let ptx = format!(
        "{HEAD}.visible .entry t(.param .u64 a, .param .u64 out)\n{{\n\
         .reg .b32 %r<30>;\n.reg .b64 %rd<12>;\n.reg .pred %p<10>;\n\
         ld.param.u64 %rd1, [a];\nld.param.u64 %rd2, [out];\n\
         mov.u32 %r1, %tid.x;\nmov.u32 %r2, %ctaid.x;\nmov.u32 %r3, %ntid.x;\nmov.u32 %r4, %nctaid.x;\n\
         mad.lo.u32 %r5, %r2, %r3, %r1;\nmul.lo.u32 %r6, %r3, %r4;\n\
         setp.eq.u32 %p9, %r1, 0;\nsetp.eq.u32 %p8, %r2, 0;\n\
         sub.u32 %r23, %r4, 1;\nsub.u32 %r23, -2147483648, %r23;\n\
         mul.wide.u32 %rd3, %r5, 4;\nadd.s64 %rd4, %rd1, %rd3;\nadd.s32 %r7, %r5, 1;\nst.global.u32 [%rd4], %r7;\n\
         {}\
         add.u32 %r8, %r5, 100;\nrem.u32 %r8, %r8, %r6;\nmul.wide.u32 %rd5, %r8, 4;\nadd.s64 %rd6, %rd1, %rd5;\n\
         ld.global.u32 %r9, [%rd6];\nadd.s64 %rd7, %rd2, %rd3;\nst.global.u32 [%rd7], %r9;\n\
         {}\
         st.global.u32 [%rd4], 0;\nret;\n}}\n",
        grid_sync("S1"),
        grid_sync("S2")
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let (blocks, threads) = (12u32, 64u32);
    let n = (blocks * threads) as usize;
    let a = sim.alloc("a", n * 4);
    let out = sim.alloc("out", n * 4);
    let mut config = LaunchConfig::new([blocks, 1, 1], [threads, 1, 1]);
    config.cooperative = true;
    config.step_limit = Some(50_000_000);
    sim.launch("t", &config, &[Arg::Ptr(a), Arg::Ptr(out)])
        .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<u32> = (0..n as u32).map(|i| (i + 100) % n as u32 + 1).collect();
    assert_eq!(words(&mut sim, out, n), want);
    assert!(words(&mut sim, a, n).iter().all(|&x| x == 0));
}

/// Block 0 spins (`ld.volatile`) until the last block has set a flag, then copies the
/// value the last block wrote before it; in an ordinary launch on one thread.
#[test]
fn a_block_waits_for_a_flag_a_later_block_sets() {
    let ptx = format!(
        "{HEAD}.visible .entry t(.param .u64 buf)\n{{\n\
         .reg .b32 %r<8>;\n.reg .b64 %rd<4>;\n.reg .pred %p<4>;\n\
         ld.param.u64 %rd1, [buf];\nmov.u32 %r1, %ctaid.x;\nmov.u32 %r2, %nctaid.x;\nmov.u32 %r3, %tid.x;\n\
         setp.ne.u32 %p1, %r3, 0;\n@%p1 bra DONE;\n\
         sub.u32 %r4, %r2, 1;\nsetp.eq.u32 %p2, %r1, %r4;\n@%p2 bra LAST;\n\
         setp.ne.u32 %p3, %r1, 0;\n@%p3 bra DONE;\n\
         WAIT:\nld.volatile.global.u32 %r5, [%rd1+4];\nsetp.eq.u32 %p3, %r5, 0;\n@%p3 bra WAIT;\n\
         ld.volatile.global.u32 %r6, [%rd1+8];\nst.global.u32 [%rd1+12], %r6;\nbra DONE;\n\
         LAST:\nst.global.u32 [%rd1+8], 77;\nmembar.gl;\nst.volatile.global.u32 [%rd1+4], 1;\n\
         DONE:\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let buf = sim.alloc("buf", 16);
    let mut config = LaunchConfig::new([6, 1, 1], [64, 1, 1]);
    config.step_limit = Some(10_000_000);
    sim.launch("t", &config, &[Arg::Ptr(buf)])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(words(&mut sim, buf, 4), vec![0, 1, 77, 77]);
}

/// Warp 0 of a block spins on a global flag warp 1 sets: the spinning warp yields.
#[test]
fn a_warp_waits_for_a_flag_a_later_warp_sets() {
    let ptx = format!(
        "{HEAD}.visible .entry t(.param .u64 buf)\n{{\n\
         .reg .b32 %r<8>;\n.reg .b64 %rd<4>;\n.reg .pred %p<4>;\n\
         ld.param.u64 %rd1, [buf];\nmov.u32 %r1, %tid.x;\n\
         setp.eq.u32 %p1, %r1, 32;\n@%p1 bra SET;\nsetp.ne.u32 %p2, %r1, 0;\n@%p2 bra DONE;\n\
         WAIT:\nld.volatile.global.u32 %r5, [%rd1];\nsetp.eq.u32 %p3, %r5, 0;\n@%p3 bra WAIT;\n\
         add.u32 %r5, %r5, 1;\nst.global.u32 [%rd1+4], %r5;\nbra DONE;\n\
         SET:\nst.volatile.global.u32 [%rd1], 5;\n\
         DONE:\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let buf = sim.alloc("buf", 8);
    let mut config = LaunchConfig::new([1, 1, 1], [64, 1, 1]);
    config.step_limit = Some(10_000_000);
    sim.launch("t", &config, &[Arg::Ptr(buf)])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(words(&mut sim, buf, 2), vec![5, 6]);
}

/// Every block waits for a flag no block sets: an error, not a hang.
#[test]
fn blocks_that_wait_forever_are_an_error() {
    let ptx = format!(
        "{HEAD}.visible .entry t(.param .u64 buf)\n{{\n\
         .reg .b32 %r<4>;\n.reg .b64 %rd<2>;\n.reg .pred %p<2>;\n\
         ld.param.u64 %rd1, [buf];\n\
         WAIT:\nld.volatile.global.u32 %r1, [%rd1];\nsetp.eq.u32 %p1, %r1, 0;\n@%p1 bra WAIT;\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let buf = sim.alloc("buf", 4);
    let err = sim
        .launch("t", &LaunchConfig::new([3, 1, 1], [32, 1, 1]), &[Arg::Ptr(buf)])
        .unwrap_err();
    assert!(err.to_string().contains("blocks wait forever"), "{err}");
}

/// Block 0 spins on a flag the last block sets, and each time round stores what it
/// read back to global memory and caches it in shared memory (a spin loop that
/// republishes its unchanged state): stores of what memory already holds are no
/// progress, so block 0 still lets the others run.
#[test]
fn a_spinning_block_that_rewrites_unchanged_memory_still_waits() {
    let ptx = format!(
        "{HEAD}.visible .entry t(.param .u64 buf)\n{{\n\
         .reg .b32 %r<8>;\n.reg .b64 %rd<4>;\n.reg .pred %p<4>;\n.shared .align 4 .b8 cache[4];\n\
         ld.param.u64 %rd1, [buf];\nmov.u32 %r1, %ctaid.x;\nmov.u32 %r2, %nctaid.x;\nmov.u32 %r3, %tid.x;\n\
         setp.ne.u32 %p1, %r3, 0;\n@%p1 bra DONE;\n\
         sub.u32 %r4, %r2, 1;\nsetp.eq.u32 %p2, %r1, %r4;\n@%p2 bra LAST;\n\
         setp.ne.u32 %p3, %r1, 0;\n@%p3 bra DONE;\n\
         WAIT:\nld.volatile.global.u32 %r5, [%rd1+4];\nst.global.u32 [%rd1], %r5;\nst.shared.u32 [cache], %r5;\n\
         setp.eq.u32 %p3, %r5, 0;\n@%p3 bra WAIT;\n\
         st.global.u32 [%rd1+8], 9;\nbra DONE;\n\
         LAST:\nst.volatile.global.u32 [%rd1+4], 3;\n\
         DONE:\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let buf = sim.alloc("buf", 12);
    let mut config = LaunchConfig::new([4, 1, 1], [32, 1, 1]);
    config.step_limit = Some(10_000_000);
    sim.launch("t", &config, &[Arg::Ptr(buf)])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(words(&mut sim, buf, 3), vec![3, 3, 9]);
}

/// Lane 0 spins on a flag lane 1 of the same warp sets on a path laid out after the
/// spin loop (as -O0 code places a short-circuit's blocks): lanes are issued lowest
/// PC first, so the spinning lane yields to the warp's other lanes, as independent
/// thread scheduling lets them go on.
#[test]
fn a_lane_waits_for_a_flag_a_lane_of_its_warp_sets_at_a_higher_pc() {
    let ptx = format!(
        "{HEAD}.visible .entry t(.param .u64 buf)\n{{\n\
         .reg .b32 %r<8>;\n.reg .b64 %rd<4>;\n.reg .pred %p<4>;\n\
         ld.param.u64 %rd1, [buf];\nmov.u32 %r1, %tid.x;\n\
         setp.gt.u32 %p1, %r1, 1;\n@%p1 bra DONE;\nsetp.eq.u32 %p2, %r1, 1;\n@%p2 bra SET;\n\
         WAIT:\nld.volatile.global.u32 %r5, [%rd1];\nsetp.eq.u32 %p3, %r5, 0;\n@%p3 bra WAIT;\n\
         add.u32 %r5, %r5, 1;\nst.global.u32 [%rd1+4], %r5;\nbra DONE;\n\
         SET:\nst.volatile.global.u32 [%rd1], 7;\n\
         DONE:\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let buf = sim.alloc("buf", 8);
    let mut config = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    config.step_limit = Some(10_000_000);
    sim.launch("t", &config, &[Arg::Ptr(buf)])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(words(&mut sim, buf, 2), vec![7, 8]);
}
