//! `bmsk`, `fns`, `elect.sync`, `mbarrier.*`, `cp.async*`, `wmma.*`, `ldmatrix` and `stmatrix` as small PTX
//! kernels; expected values follow the PTX ISA's definitions.

mod common;
use common::{one, run_words};
use ptxsim::{Arg, LaunchConfig, Sim};

#[test]
fn bmsk_wrap_and_clamp() {
    let cases: [(u32, u32, bool, u32); 9] = [
        (1, 2, false, 0x6), // the ISA's example
        (1, 2, true, 0x6),
        (33, 2, false, 0x6),         // wrap: position mod 32
        (33, 2, true, 0),            // clamp: position past the word
        (4, 40, true, 0xffff_fff0),  // clamp: width to the top
        (4, 32, false, 0),           // wrap: width 32 is width 0
        (30, 5, false, 0xc000_0000), // the field ends at bit 31
        (0, 0, true, 0),
        (0, 31, false, 0x7fff_ffff),
    ];
    let mut body = String::new();
    for (k, (a, b, clamp, _)) in cases.iter().enumerate() {
        let mode = if *clamp { "clamp" } else { "wrap" };
        body += &format!(
            "mov.b32 %r1, {a}; mov.b32 %r2, {b}; bmsk.{mode}.b32 %r3, %r1, %r2; st.global.u32 [%rd1+{}], %r3;\n",
            k * 4
        );
    }
    let r = one(&body, cases.len());
    for (k, c) in cases.iter().enumerate() {
        assert_eq!(r[k], c.3, "bmsk {c:?}");
    }
}

#[test]
fn fns_finds_the_nth_set_bit() {
    // The ISA's examples, then a search past either end and offset 0.
    let cases: [(u32, u32, i32, u32); 8] = [
        (0xaaaa_aaaa, 3, 1, 3),
        (0xaaaa_aaaa, 3, -1, 3),
        (0xaaaa_aaaa, 2, 1, 3),
        (0xaaaa_aaaa, 2, -1, 1),
        (0xaaaa_aaaa, 2, 3, 7),
        (0x8000_0001, 1, 2, u32::MAX),
        (0x8000_0001, 31, -2, 0),
        (0x10, 4, 0, 4),
    ];
    let mut body = String::new();
    for (k, (m, b, o, _)) in cases.iter().enumerate() {
        body += &format!("fns.b32 %r1, {m}, {b}, {o}; st.global.u32 [%rd1+{}], %r1;\n", k * 4);
    }
    let r = one(&body, cases.len());
    for (k, c) in cases.iter().enumerate() {
        assert_eq!(r[k], c.3, "fns {c:?}");
    }
}

#[test]
fn elect_picks_the_lowest_member_lane() {
    // Lanes 5.. elect among 0xffffffe0; lanes 0..4 elect with `_|p` among 0x1f.
    let body = "mov.u32 %r1, %tid.x; mul.wide.u32 %rd2, %r1, 8; add.s64 %rd3, %rd1, %rd2;\n\
                setp.lt.u32 %p1, %r1, 5; @%p1 bra LOW;\n\
                elect.sync %r2|%p2, 0xffffffe0; bra DONE;\n\
                LOW: mov.u32 %r2, 99; elect.sync _|%p2, 0x1f;\n\
                DONE: selp.u32 %r3, 1, 0, %p2; st.global.u32 [%rd3], %r2; st.global.u32 [%rd3+4], %r3;";
    let r = run_words(body, 32, 64).unwrap();
    for lane in 0..32 {
        let (d, p) = (r[2 * lane], r[2 * lane + 1]);
        if lane < 5 {
            assert_eq!((d, p), (99, (lane == 0) as u32), "lane {lane}");
        } else {
            assert_eq!((d, p), (5, (lane == 5) as u32), "lane {lane}");
        }
    }
}

#[test]
fn mbarrier_phase_completes_when_every_warp_arrived() {
    // 64 threads, count 64. Warp 0 runs first, arrives and spins on test_wait:
    // only warp 1's arrivals complete the phase, so the spin must let it run.
    let body = ".shared .align 8 .b64 bar;\n\
                mov.u32 %r1, %tid.x; mov.u32 %r9, bar;\n\
                setp.ne.u32 %p1, %r1, 0; @%p1 bra SYNC; mbarrier.init.shared.b64 [%r9], 64;\n\
                SYNC: bar.sync 0;\n\
                mbarrier.arrive.shared.b64 %rd2, [%r9];\n\
                WAIT: mbarrier.test_wait.shared.b64 %p2, [%r9], %rd2; @!%p2 bra WAIT;\n\
                mbarrier.pending_count.b64 %r2, %rd2;\n\
                mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r9], 0;\n\
                mbarrier.try_wait.parity.shared::cta.b64 %p4, [%r9], 1;\n\
                selp.u32 %r3, 1, 0, %p3; selp.u32 %r4, 2, 0, %p4; or.b32 %r3, %r3, %r4;\n\
                mul.wide.u32 %rd3, %r1, 8; add.s64 %rd3, %rd1, %rd3;\n\
                st.global.u32 [%rd3], %r2; st.global.u32 [%rd3+4], %r3;";
    let r = run_words(body, 64, 128).unwrap();
    for t in 0..64 {
        assert_eq!(r[2 * t], 63 - t as u32, "pending count left by thread {t}'s arrival");
        assert_eq!(r[2 * t + 1], 1, "phase 0 (parity 0) done, phase 1 not: thread {t}");
    }
}

#[test]
fn transaction_bytes_hold_a_phase_until_copied() {
    // One thread: a bulk copy of 32 bytes completes its transactions before the
    // expectation is set (nvcc's order for cuda::memcpy_async on sm_90); a
    // further expect_tx of 16 keeps the phase open until complete_tx.
    let body = ".shared .align 16 .b8 buf[64];\n.shared .align 8 .b64 bar;\n\
                mov.u32 %r9, bar; mov.u32 %r8, buf;\n\
                mov.u32 %r1, 0x11223344; st.global.u32 [%rd1], %r1; mov.u32 %r1, 0x55667788; st.global.u32 [%rd1+28], %r1;\n\
                mbarrier.init.shared::cta.b64 [%r9], 1;\n\
                mov.u32 %r2, 32;\n\
                cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r8], [%rd1], %r2, [%r9];\n\
                mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%r9], 48;\n\
                mbarrier.arrive.expect_tx.shared::cta.b64 %rd2, [%r9], 0;\n\
                mbarrier.test_wait.shared.b64 %p1, [%r9], %rd2;\n\
                mbarrier.complete_tx.shared::cta.b64 [%r9], 16;\n\
                mbarrier.test_wait.shared.b64 %p2, [%r9], %rd2;\n\
                selp.u32 %r3, 1, 0, %p1; selp.u32 %r4, 1, 0, %p2;\n\
                ld.shared.u32 %r5, [buf]; ld.shared.u32 %r6, [buf+28];\n\
                st.global.u32 [%rd1+32], %r3; st.global.u32 [%rd1+36], %r4;\n\
                st.global.u32 [%rd1+40], %r5; st.global.u32 [%rd1+44], %r6;\n\
                cp.async.bulk.global.shared::cta.bulk_group [%rd1+48], [%r8], 16;\n\
                cp.async.bulk.commit_group; cp.async.bulk.wait_group.read 0;";
    let r = one(body, 16);
    assert_eq!(&r[8..12], &[0, 1, 0x11223344, 0x55667788]);
    // shared -> global: the first 16 bytes copied in come back out
    assert_eq!(&r[12..16], &[0x11223344, 0, 0, 0]);
}

#[test]
fn cp_async_zero_fills_past_the_source_size() {
    let body = ".shared .align 16 .b8 buf[48];\n\
                mov.u32 %r8, buf; mov.u32 %r1, -1;\n\
                st.global.u32 [%rd1], %r1; st.global.u32 [%rd1+4], %r1; st.global.u32 [%rd1+8], %r1; st.global.u32 [%rd1+12], %r1;\n\
                st.shared.u32 [buf+16], %r1; st.shared.u32 [buf+20], %r1;\n\
                cp.async.ca.shared.global [%r8], [%rd1], 8, 3;\n\
                setp.eq.u32 %p1, %r1, -1;\n\
                cp.async.ca.shared.global [%r8+16], [%rd1], 8, %p1;\n\
                cp.async.cg.shared.global.L2::128B [%r8+32], [%rd1], 16;\n\
                cp.async.commit_group; cp.async.wait_group 0; cp.async.wait_all;\n\
                ld.shared.v4.u32 {%r2, %r3, %r4, %r5}, [buf]; st.global.v4.u32 [%rd1+16], {%r2, %r3, %r4, %r5};\n\
                ld.shared.v4.u32 {%r2, %r3, %r4, %r5}, [buf+16]; st.global.v4.u32 [%rd1+32], {%r2, %r3, %r4, %r5};\n\
                ld.shared.v4.u32 {%r2, %r3, %r4, %r5}, [buf+32]; st.global.v4.u32 [%rd1+48], {%r2, %r3, %r4, %r5};";
    let r = one(body, 16);
    assert_eq!(&r[4..8], &[0x00ff_ffff, 0, 0, 0], "src-size 3 of cp-size 8");
    assert_eq!(&r[8..12], &[0, 0, 0, 0], "ignore-src true: zeros");
    assert_eq!(&r[12..16], &[u32::MAX; 4], "cp.async.cg of 16 bytes");
}

#[test]
fn cp_async_mbarrier_arrive_counts_only_with_noinc() {
    // Count 2: the plain form increments the pending count before its arrive
    // (no change); the .noinc one is an arrival and completes the phase.
    let body = ".shared .align 8 .b64 bar;\n\
                mov.u32 %r9, bar; mbarrier.init.shared.b64 [%r9], 2;\n\
                cp.async.mbarrier.arrive.shared.b64 [%r9];\n\
                mbarrier.arrive.shared.b64 %rd2, [%r9];\n\
                mbarrier.pending_count.b64 %r1, %rd2;\n\
                mbarrier.test_wait.shared.b64 %p1, [%r9], %rd2;\n\
                cp.async.mbarrier.arrive.noinc.shared.b64 [%r9];\n\
                mbarrier.test_wait.shared.b64 %p2, [%r9], %rd2;\n\
                selp.u32 %r2, 1, 0, %p1; selp.u32 %r3, 1, 0, %p2;\n\
                st.global.u32 [%rd1], %r1; st.global.u32 [%rd1+4], %r2; st.global.u32 [%rd1+8], %r3;";
    assert_eq!(one(body, 3), vec![1, 0, 1]);
}

#[test]
fn mbarrier_misuse_is_reported() {
    let over = ".shared .align 8 .b64 bar;\nmov.u32 %r9, bar; mbarrier.init.shared.b64 [%r9], 1;\n\
                mbarrier.arrive.shared::cta.b64 %rd2, [%r9], 2;";
    let e = run_words(over, 1, 1).unwrap_err().to_string();
    assert!(e.contains("arrive with count 2 when 1 arrivals are pending"), "{e}");
    let global = "mbarrier.init.b64 [%rd1], 1;";
    let e = run_words(global, 1, 1).unwrap_err().to_string();
    assert!(e.contains("not in shared memory"), "{e}");
    // A wait nobody will complete is found out: the block only waits and
    // nothing else runs.
    let forever = ".shared .align 8 .b64 bar;\nmov.u32 %r9, bar; mbarrier.init.shared.b64 [%r9], 2;\n\
                   mbarrier.arrive.shared.b64 %rd2, [%r9];\n\
                   W: mbarrier.try_wait.shared.b64 %p1, [%r9], %rd2; @!%p1 bra W;";
    let mut sim = Sim::new(&common::kernel(forever)).unwrap();
    let out = sim.alloc("out", 4);
    let mut cfg = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    cfg.step_limit = Some(100_000);
    let e = sim.launch("t", &cfg, &[Arg::Ptr(out)]).unwrap_err().to_string();
    assert!(e.contains("wait forever"), "{e}");
}

/// Runs a one-warp kernel `t(.param .u64 out, .param .u64 in)`; returns `words` of out.
fn run_with_input(body: &str, input: &[u8], words: usize) -> Vec<u32> {
    let ptx = format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\
         .visible .entry t(.param .u64 out, .param .u64 in)\n{{\n\
         .reg .b32 %r<40>;\n.reg .b64 %rd<20>;\n.reg .f32 %f<20>;\n\
         ld.param.u64 %rd1, [out];\nld.param.u64 %rd2, [in];\n{body}\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}"));
    let out = sim.alloc("out", words * 4);
    let inp = sim.alloc_from("in", input);
    sim.launch(
        "t",
        &LaunchConfig::new([1, 1, 1], [32, 1, 1]),
        &[Arg::Ptr(out), Arg::Ptr(inp)],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let b = sim.read(out, words * 4).unwrap();
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

#[test]
fn wmma_identity_times_b_with_strides_and_layouts() {
    // A = identity (f16, row-major, stride 24); B = 16x16 f16 values k*16+n (row-major,
    // stride 16); C = 1.0 everywhere. D = B + 1 stored column-major with stride 20.
    let one_h = 0x3c00u16;
    let mut input = vec![0u16; 16 * 24 + 256];
    for i in 0..16 {
        input[i * 24 + i] = one_h;
    }
    let f16 = |v: u32| -> u16 {
        // exact for small integers
        if v == 0 {
            return 0;
        }
        let e = 31 - v.leading_zeros();
        ((e + 15) << 10 | ((v << (10 - e)) & 0x3ff)) as u16
    };
    for k in 0..256u32 {
        input[16 * 24 + k as usize] = f16(k);
    }
    let bytes: Vec<u8> = input.iter().flat_map(|h| h.to_le_bytes()).collect();
    let regs8 = |p: &str, from: u32| -> String {
        (from..from + 8)
            .map(|k| format!("%{p}{k}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let body = format!(
        "wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {{{a}}}, [%rd2], 24;\n\
         add.s64 %rd3, %rd2, 768;\n\
         wmma.load.b.sync.aligned.row.m16n16k16.global.f16 {{{b}}}, [%rd3];\n\
         mov.f32 %f0, 0f3F800000;\n\
         wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32 {{{d}}}, {{{a}}}, {{{b}}}, {{%f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0}};\n\
         wmma.store.d.sync.aligned.col.m16n16k16.global.f32 [%rd1], {{{d}}}, 20;",
        a = regs8("r", 0),
        b = regs8("r", 8),
        d = regs8("f", 8)
    );
    let r = run_with_input(&body, &bytes, 20 * 16);
    for row in 0..16 {
        for col in 0..16 {
            let got = f32::from_bits(r[col * 20 + row]);
            assert_eq!(got, (row * 16 + col) as f32 + 1.0, "D[{row}][{col}]");
        }
    }
}

/// Copies 512 bytes of `in` into shared `src`, runs `matrix_ops` (lane l's row
/// address is `%r8` in src and `%r15` in dst), copies `dst` to `out`.
fn matrix_round_trip(matrix_ops: &str, input: &[u16]) -> Vec<u16> {
    let body = format!(
        ".shared .align 16 .b8 src[512];\n.shared .align 16 .b8 dst[512];\n\
         mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 16; add.s64 %rd4, %rd2, %rd3;\n\
         ld.global.v4.u32 {{%r2, %r3, %r4, %r5}}, [%rd4];\n\
         mov.u32 %r6, src; shl.b32 %r7, %r1, 4; add.u32 %r8, %r6, %r7; st.shared.v4.u32 [%r8], {{%r2, %r3, %r4, %r5}};\n\
         mov.u32 %r14, dst; add.u32 %r15, %r14, %r7;\n\
         bar.warp.sync -1;\n{matrix_ops}\nbar.warp.sync -1;\n\
         ld.shared.v4.u32 {{%r2, %r3, %r4, %r5}}, [%r15]; add.s64 %rd5, %rd1, %rd3; st.global.v4.u32 [%rd5], {{%r2, %r3, %r4, %r5}};"
    );
    let bytes: Vec<u8> = input.iter().flat_map(|h| h.to_le_bytes()).collect();
    let words = run_with_input(&body, &bytes, 128);
    words.iter().flat_map(|w| [*w as u16, (*w >> 16) as u16]).collect()
}

#[test]
fn ldmatrix_and_stmatrix_move_rows_and_transpose() {
    let input: Vec<u16> = (0..256).map(|k| k as u16 * 3 + 1).collect();
    // Four 8x8 matrices, loaded plainly and stored transposed.
    let out = matrix_round_trip(
        "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r10, %r11, %r12, %r13}, [%r8];\n\
         stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%r15], {%r10, %r11, %r12, %r13};",
        &input,
    );
    for j in 0..4 {
        for r in 0..8 {
            for c in 0..8 {
                assert_eq!(
                    out[64 * j + 8 * r + c],
                    input[64 * j + 8 * c + r],
                    "matrix {j} ({r},{c})"
                );
            }
        }
    }
    // One matrix loaded transposed and stored plainly.
    let out = matrix_round_trip(
        "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r10}, [%r8];\n\
         stmatrix.sync.aligned.m8n8.x1.shared.b16 [%r15], {%r10};",
        &input,
    );
    for r in 0..8 {
        for c in 0..8 {
            assert_eq!(out[8 * r + c], input[8 * c + r], "({r},{c})");
        }
    }
    assert!(out[64..].iter().all(|&v| v == 0), "only matrix 0 is stored");
}

/// Runs nvcc's PTX of tests/cccl/barrier_memcpy_async.cu (2 blocks of 128) with --racecheck.
fn racecheck_barrier_program(file: &str) -> Result<(), ptxsim::SimError> {
    let path = format!("{}/../tests/cccl/nvcc/{file}", env!("CARGO_MANIFEST_DIR"));
    let mut sim = Sim::new(&std::fs::read_to_string(path).unwrap()).unwrap();
    let bufs: Vec<u64> = (0..3).map(|k| sim.alloc(&format!("b{k}"), 4096)).collect();
    let mut cfg = LaunchConfig::new([2, 1, 1], [128, 1, 1]);
    cfg.racecheck = true;
    let args: Vec<Arg> = bufs.iter().map(|&b| Arg::Ptr(b)).collect();
    sim.launch("staged_combine", &cfg, &args)
}

#[test]
fn racecheck_orders_accesses_by_a_block_wide_mbarrier_phase() {
    // The copies into shared memory are read by other threads after the
    // barrier's phase completes: no race, at sm_80 (cp.async) and sm_90 (bulk).
    racecheck_barrier_program("barrier_memcpy_async.ptx").unwrap();
    racecheck_barrier_program("barrier_memcpy_async.sm_90.ptx").unwrap();
    // After the phase, a write by thread 0 and a read by thread 32 with nothing
    // between them still race.
    let body = ".shared .align 8 .b64 bar;\n.shared .align 4 .b32 x;\n\
                mov.u32 %r1, %tid.x; mov.u32 %r9, bar;\n\
                setp.ne.u32 %p1, %r1, 0; @%p1 bra SYNC; mbarrier.init.shared.b64 [%r9], 64;\n\
                SYNC: bar.sync 0;\n\
                mbarrier.arrive.shared.b64 %rd2, [%r9];\n\
                WAIT: mbarrier.try_wait.shared.b64 %p2, [%r9], %rd2; @!%p2 bra WAIT;\n\
                @%p1 bra READ; st.shared.u32 [x], %r1; bra DONE;\n\
                READ: setp.ne.u32 %p3, %r1, 32; @%p3 bra DONE; ld.shared.u32 %r2, [x];\n\
                DONE:";
    let mut sim = Sim::new(&common::kernel(body)).unwrap();
    let out = sim.alloc("out", 4);
    let mut cfg = LaunchConfig::new([1, 1, 1], [64, 1, 1]);
    cfg.racecheck = true;
    let e = sim.launch("t", &cfg, &[Arg::Ptr(out)]).unwrap_err().to_string();
    assert!(e.contains("race"), "{e}");
}

/// `mma.sync.m8n8k16` with s8 inputs: each lane loads its fragments at the addresses the
/// PTX ISA's layout gives (A row-major, B stored column by column, C row-major), and D
/// must be the plain product plus C, wrapping or (`.satfinite`) clamped to 32 bits.
fn int8_mma(satfinite: bool, a: &[i8; 128], b_cols: &[i8; 128], c: &[i32; 64]) -> Vec<i32> {
    int8_mma_of(satfinite, "s8.s8", a, b_cols, c)
}

/// As `int8_mma`, with A's and B's types (`s8.u8`: A signed, B unsigned).
fn int8_mma_of(satfinite: bool, types: &str, a: &[i8; 128], b_cols: &[i8; 128], c: &[i32; 64]) -> Vec<i32> {
    let sat = if satfinite { ".satfinite" } else { "" };
    let body = format!(
        "mov.u32 %r1, %tid.x; shr.u32 %r2, %r1, 2; and.b32 %r3, %r1, 3;\n\
         shl.b32 %r4, %r2, 4; shl.b32 %r5, %r3, 2; add.u32 %r6, %r4, %r5; cvt.u64.u32 %rd3, %r6;\n\
         add.s64 %rd4, %rd2, %rd3; ld.global.u32 %r10, [%rd4]; ld.global.u32 %r11, [%rd4+128];\n\
         shl.b32 %r7, %r2, 3; shl.b32 %r8, %r3, 1; add.u32 %r9, %r7, %r8; mul.wide.u32 %rd5, %r9, 4;\n\
         add.s64 %rd6, %rd2, %rd5; ld.global.v2.u32 {{%r12, %r13}}, [%rd6+256];\n\
         mma.sync.aligned.m8n8k16.row.col{sat}.s32.{types}.s32 {{%r14, %r15}}, {{%r10}}, {{%r11}}, {{%r12, %r13}};\n\
         add.s64 %rd7, %rd1, %rd5; st.global.v2.u32 [%rd7], {{%r14, %r15}};"
    );
    let mut input: Vec<u8> = a.iter().chain(b_cols).map(|&v| v as u8).collect();
    input.extend(c.iter().flat_map(|v| v.to_le_bytes()));
    run_with_input(&body, &input, 64)
        .into_iter()
        .map(|w| w as i32)
        .collect()
}

#[test]
fn mma_m8n8k16_s8_multiplies_with_the_isa_fragment_layout() {
    let a: [i8; 128] = std::array::from_fn(|i| (i as i32 * 37 % 256 - 128) as i8);
    let b: [i8; 128] = std::array::from_fn(|i| (i as i32 * 91 % 256 - 128) as i8);
    let c: [i32; 64] = std::array::from_fn(|i| i as i32 * 1000 - 30_000);
    let d = int8_mma(false, &a, &b, &c);
    for r in 0..8 {
        for col in 0..8 {
            let dot: i32 = (0..16)
                .map(|k| i32::from(a[16 * r + k]) * i32::from(b[16 * col + k]))
                .sum();
            assert_eq!(d[8 * r + col], dot + c[8 * r + col], "D[{r}][{col}]");
        }
    }
    // 16 products of -128 * -128 past i32::MAX: wrapped, or clamped with .satfinite.
    let (a, b) = ([-128i8; 128], [-128i8; 128]);
    let c = [i32::MAX - 1000; 64];
    assert!(int8_mma(false, &a, &b, &c)
        .iter()
        .all(|&v| v == (i32::MAX - 1000).wrapping_add(16 * 16384)));
    assert!(int8_mma(true, &a, &b, &c).iter().all(|&v| v == i32::MAX));
}

/// Mixed signedness (the ISA allows `.s8.u8` and `.u8.s8`): each operand's bytes are read
/// with its own type.
#[test]
fn mma_m8n8k16_mixed_signedness_reads_each_operand_with_its_type() {
    let a: [i8; 128] = std::array::from_fn(|i| (i as i32 * 53 % 256 - 128) as i8);
    let b: [i8; 128] = std::array::from_fn(|i| (i as i32 * 29 % 256 - 128) as i8);
    let c = [7i32; 64];
    for (types, a_signed, b_signed) in [("s8.u8", true, false), ("u8.s8", false, true), ("u8.u8", false, false)] {
        let value = |v: i8, signed: bool| if signed { i32::from(v) } else { i32::from(v as u8) };
        let d = int8_mma_of(false, types, &a, &b, &c);
        for r in 0..8 {
            for col in 0..8 {
                let dot: i32 = (0..16)
                    .map(|k| value(a[16 * r + k], a_signed) * value(b[16 * col + k], b_signed))
                    .sum();
                assert_eq!(d[8 * r + col], dot + 7, "{types} D[{r}][{col}]");
            }
        }
    }
}

/// The f16 bits of a small integer (exact).
fn f16_of_int(v: i32) -> u16 {
    if v == 0 {
        return 0;
    }
    let (sign, m) = (u16::from(v < 0) << 15, v.unsigned_abs());
    let e = 31 - m.leading_zeros();
    sign | ((e as u16 + 15) << 10) | (((m << (10 - e)) & 0x3ff) as u16)
}

/// `mma.sync.m8n8k4` with f16 inputs and f32 C and D: every quad pair (lanes 4q..4q+3 and
/// 4q+16..4q+19) multiplies its own A (8 x 4) and B (4 x 8). The lanes get their fragments
/// as the PTX ISA's tables place them (the upper four lanes of a pair add 4 to A's row or
/// B's column, to C's row), and D must be each pair's A B + C.
#[test]
fn mma_m8n8k4_multiplies_each_quad_pairs_fragments() {
    for (a_col, b_col) in [(true, false), (false, true)] {
        let (al, bl) = (if a_col { "col" } else { "row" }, if b_col { "col" } else { "row" });
        let body = format!(
            "mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 48; add.s64 %rd4, %rd2, %rd3;\n\
             ld.global.v2.u32 {{%r10, %r11}}, [%rd4]; ld.global.v2.u32 {{%r12, %r13}}, [%rd4+8];\n\
             ld.global.v4.f32 {{%f1, %f2, %f3, %f4}}, [%rd4+16]; ld.global.v4.f32 {{%f5, %f6, %f7, %f8}}, [%rd4+32];\n\
             mma.sync.aligned.m8n8k4.{al}.{bl}.f32.f16.f16.f32 {{%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}}, \
             {{%r10, %r11}}, {{%r12, %r13}}, {{%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}};\n\
             mul.wide.u32 %rd5, %r1, 32; add.s64 %rd6, %rd1, %rd5;\n\
             st.global.v4.f32 [%rd6], {{%f9, %f10, %f11, %f12}}; st.global.v4.f32 [%rd6+16], {{%f13, %f14, %f15, %f16}};"
        );
        // Quad pair q's matrices, distinct per pair.
        let a = |q: usize, r: usize, k: usize| ((q * 7 + r * 3 + k * 5) % 9) as i32 - 4;
        let b = |q: usize, k: usize, n: usize| ((q * 5 + k * 7 + n * 3) % 7) as i32 - 3;
        let c = |q: usize, r: usize, n: usize| ((q + r * 8 + n) % 11) as i32 - 5;
        // The ISA's tables: lane l of pair q, upper half h (l >= 16), l % 4 = t.
        let a_at = |l: usize, i: usize| {
            let (t, h) = (l % 4, 4 * (l / 16));
            if a_col {
                (i + h, t)
            } else {
                (t + h, i)
            }
        };
        let b_at = |l: usize, i: usize| {
            let (t, h) = (l % 4, 4 * (l / 16));
            if b_col {
                (i, t + h)
            } else {
                (t, i + h)
            }
        };
        let c_at = |l: usize, i: usize| ((l & 1) + (i & 2) + 4 * (l / 16), (i & 4) + (l & 2) + (i & 1));
        let mut input = Vec::new();
        for l in 0..32 {
            let q = (l / 4) % 4;
            let halves: Vec<u16> = (0..4)
                .map(|i| f16_of_int(a(q, a_at(l, i).0, a_at(l, i).1)))
                .chain((0..4).map(|i| f16_of_int(b(q, b_at(l, i).0, b_at(l, i).1))))
                .collect();
            input.extend(halves.iter().flat_map(|h| h.to_le_bytes()));
            input.extend((0..8).flat_map(|i| (c(q, c_at(l, i).0, c_at(l, i).1) as f32).to_le_bytes()));
        }
        let d = run_with_input(&body, &input, 32 * 8);
        for l in 0..32 {
            let q = (l / 4) % 4;
            for i in 0..8 {
                let (r, n) = c_at(l, i);
                let want = (0..4).map(|k| a(q, r, k) * b(q, k, n)).sum::<i32>() + c(q, r, n);
                assert_eq!(
                    f32::from_bits(d[8 * l + i]),
                    want as f32,
                    "{al}.{bl} lane {l} D[{r}][{n}]"
                );
            }
        }
    }
}
