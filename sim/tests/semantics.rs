//! Instruction semantics checked against the PTX ISA text, one small PTX
//! kernel per topic. Expected values are written from the ISA's definitions.

mod common;
use common::{one, run_words};
use ptxsim::{Arg, LaunchConfig, Sim};

#[test]
fn shifts_by_width_or_more() {
    let r = one(
        "mov.b32 %r1, 0xF0000001;\n\
         shl.b32 %r2, %r1, 32; st.global.u32 [%rd1], %r2;\n\
         shr.u32 %r3, %r1, 40; st.global.u32 [%rd1+4], %r3;\n\
         shr.s32 %r4, %r1, 100; st.global.u32 [%rd1+8], %r4;\n\
         shr.s32 %r5, %r1, 4; st.global.u32 [%rd1+12], %r5;\n\
         shl.b32 %r6, %r1, 31; st.global.u32 [%rd1+16], %r6;\n\
         mov.b64 %rd2, 1; shl.b64 %rd3, %rd2, 64; cvt.u32.u64 %r7, %rd3; st.global.u32 [%rd1+20], %r7;",
        6,
    );
    assert_eq!(r, vec![0, 0, 0xffff_ffff, 0xff00_0000, 0x8000_0000, 0]);
}

#[test]
fn integer_division_edge_cases() {
    let r = one(
        "mov.b32 %r1, 7; mov.b32 %r2, 0;\n\
         div.u32 %r3, %r1, %r2; st.global.u32 [%rd1], %r3;\n\
         rem.u32 %r4, %r1, %r2; st.global.u32 [%rd1+4], %r4;\n\
         mov.b32 %r5, 0x80000000; mov.b32 %r6, -1;\n\
         div.s32 %r7, %r5, %r6; st.global.u32 [%rd1+8], %r7;\n\
         mov.b32 %r8, -7; mov.b32 %r9, 2;\n\
         div.s32 %r10, %r8, %r9; st.global.u32 [%rd1+12], %r10;\n\
         rem.s32 %r11, %r8, %r9; st.global.u32 [%rd1+16], %r11;",
        5,
    );
    assert_eq!(r, vec![0xffff_ffff, 7, 0x8000_0000, (-3i32) as u32, (-1i32) as u32]);
}

#[test]
fn mul_hi_and_wide_signedness() {
    let r = one(
        "mov.b32 %r1, -2; mov.b32 %r2, 3;\n\
         mul.hi.s32 %r3, %r1, %r2; st.global.u32 [%rd1], %r3;\n\
         mul.hi.u32 %r4, %r1, %r2; st.global.u32 [%rd1+4], %r4;\n\
         mul.wide.s32 %rd2, %r1, %r2; st.global.u64 [%rd1+8], %rd2;\n\
         mul.wide.u32 %rd3, %r1, %r2; st.global.u64 [%rd1+16], %rd3;\n\
         mad.lo.s32 %r5, %r1, %r2, 100; st.global.u32 [%rd1+24], %r5;",
        7,
    );
    assert_eq!(r[0], 0xffff_ffff);
    assert_eq!(r[1], 2);
    assert_eq!((r[2] as u64 | (r[3] as u64) << 32) as i64, -6);
    assert_eq!(r[4] as u64 | (r[5] as u64) << 32, 0xffff_fffe_u64 * 3);
    assert_eq!(r[6], 94);
}

#[test]
fn float_min_max_and_compare_with_nan() {
    let r = one(
        "mov.f32 %f1, 0f7FC00000; mov.f32 %f2, 0f3F800000;\n\
         min.f32 %f3, %f1, %f2; st.global.f32 [%rd1], %f3;\n\
         max.f32 %f4, %f1, %f1; st.global.f32 [%rd1+4], %f4;\n\
         min.NaN.f32 %f5, %f1, %f2; st.global.f32 [%rd1+8], %f5;\n\
         setp.lt.f32 %p1, %f1, %f2; selp.u32 %r1, 1, 0, %p1; st.global.u32 [%rd1+12], %r1;\n\
         setp.ltu.f32 %p2, %f1, %f2; selp.u32 %r2, 1, 0, %p2; st.global.u32 [%rd1+16], %r2;\n\
         setp.ne.f32 %p3, %f1, %f2; selp.u32 %r3, 1, 0, %p3; st.global.u32 [%rd1+20], %r3;\n\
         setp.neu.f32 %p4, %f1, %f2; selp.u32 %r4, 1, 0, %p4; st.global.u32 [%rd1+24], %r4;\n\
         setp.nan.f32 %p5, %f2, %f1; selp.u32 %r5, 1, 0, %p5; st.global.u32 [%rd1+28], %r5;\n\
         mov.f32 %f6, 0f80000000; mov.f32 %f7, 0f00000000;\n\
         min.f32 %f8, %f7, %f6; st.global.f32 [%rd1+32], %f8;",
        9,
    );
    assert_eq!(f32::from_bits(r[0]), 1.0);
    assert!(f32::from_bits(r[1]).is_nan());
    assert!(f32::from_bits(r[2]).is_nan());
    assert_eq!(&r[3..8], &[0, 1, 0, 1, 1]);
    assert_eq!(r[8], 0x8000_0000, "min(+0, -0) is -0");
}

#[test]
fn cvt_saturation_and_rounding() {
    let r = one(
        "mov.f32 %f1, 0f501502F9;\n\
         cvt.rzi.s32.f32 %r1, %f1; st.global.u32 [%rd1], %r1;\n\
         mov.f32 %f2, 0f40200000;\n\
         cvt.rni.s32.f32 %r2, %f2; st.global.u32 [%rd1+4], %r2;\n\
         cvt.rmi.s32.f32 %r3, %f2; st.global.u32 [%rd1+8], %r3;\n\
         cvt.rpi.s32.f32 %r4, %f2; st.global.u32 [%rd1+12], %r4;\n\
         mov.b32 %r5, 300; cvt.sat.u8.s32 %rs1, %r5; cvt.u32.u16 %r6, %rs1; st.global.u32 [%rd1+16], %r6;\n\
         mov.b32 %r7, 16777217; cvt.rz.f32.s32 %f3, %r7; st.global.f32 [%rd1+20], %f3;\n\
         cvt.rp.f32.s32 %f4, %r7; st.global.f32 [%rd1+24], %f4;\n\
         mov.f32 %f5, 0fC0000000; cvt.rzi.u32.f32 %r8, %f5; st.global.u32 [%rd1+28], %r8;\n\
         mov.f32 %f6, 0f7FC00000; cvt.rzi.s32.f32 %r9, %f6; st.global.u32 [%rd1+32], %r9;\n\
         mov.f32 %f7, 0f3FC00000; cvt.sat.f32.f32 %f8, %f7; st.global.f32 [%rd1+36], %f8;",
        10,
    );
    assert_eq!(r[0], i32::MAX as u32, "1e10 saturates");
    assert_eq!(r[1], 2, "rni: 2.5 rounds to even");
    assert_eq!(r[2], 2);
    assert_eq!(r[3], 3);
    assert_eq!(r[4], 255);
    assert_eq!(f32::from_bits(r[5]), 16777216.0);
    assert_eq!(f32::from_bits(r[6]), 16777218.0);
    assert_eq!(r[7], 0, "negative to unsigned saturates to 0");
    assert_eq!(r[8], 0, "NaN converts to 0");
    assert_eq!(f32::from_bits(r[9]), 1.0);
}

#[test]
fn bit_manipulation() {
    let r = one(
        "mov.b32 %r1, 0x12345678;\n\
         bfe.u32 %r2, %r1, 8, 8; st.global.u32 [%rd1], %r2;\n\
         mov.b32 %r3, 0x00008000; bfe.s32 %r4, %r3, 12, 4; st.global.u32 [%rd1+4], %r4;\n\
         bfi.b32 %r5, 0xF, %r1, 4, 4; st.global.u32 [%rd1+8], %r5;\n\
         prmt.b32 %r6, %r1, 0, 0x0123; st.global.u32 [%rd1+12], %r6;\n\
         popc.b32 %r7, %r1; st.global.u32 [%rd1+16], %r7;\n\
         clz.b32 %r8, %r1; st.global.u32 [%rd1+20], %r8;\n\
         brev.b32 %r9, %r1; st.global.u32 [%rd1+24], %r9;\n\
         shf.l.wrap.b32 %r10, %r1, %r1, 36; st.global.u32 [%rd1+28], %r10;\n\
         bfind.u32 %r11, %r1; st.global.u32 [%rd1+32], %r11;\n\
         prmt.b32 %r12, %r1, 0, 0x8880; st.global.u32 [%rd1+36], %r12;",
        10,
    );
    assert_eq!(r[0], 0x56);
    assert_eq!(r[1], 0xffff_fff8, "bfe.s32 sign-extends the field");
    assert_eq!(r[2], 0x1234_56f8);
    assert_eq!(r[3], 0x7856_3412, "prmt byte reverse");
    assert_eq!(r[4], 0x1234_5678u32.count_ones());
    assert_eq!(r[5], 3);
    assert_eq!(r[6], 0x1234_5678u32.reverse_bits());
    assert_eq!(r[7], 0x1234_5678u32.rotate_left(4));
    assert_eq!(r[8], 28);
    assert_eq!(r[9], 0x0000_0078, "sign-replicate of bytes with msb clear is 0");
}

#[test]
fn extended_precision_carry() {
    // 64-bit add from 32-bit halves: 0x00000001_FFFFFFFF + 0x00000000_00000001
    let r = one(
        "mov.b32 %r1, 0xFFFFFFFF; mov.b32 %r2, 1; mov.b32 %r3, 1; mov.b32 %r4, 0;\n\
         add.cc.u32 %r5, %r1, %r3; addc.u32 %r6, %r2, %r4;\n\
         st.global.u32 [%rd1], %r5; st.global.u32 [%rd1+4], %r6;\n\
         sub.cc.u32 %r7, %r4, %r3; subc.u32 %r8, %r4, %r4;\n\
         st.global.u32 [%rd1+8], %r7; st.global.u32 [%rd1+12], %r8;",
        4,
    );
    assert_eq!(r, vec![0, 2, 0xffff_ffff, 0xffff_ffff]);
}

#[test]
fn subtraction_flag_is_the_carry_of_the_complement_add() {
    // `sub.cc` sets CC.CF when nothing is borrowed (a + ~b + 1 carries), so
    // `addc` after it adds 1 exactly then; `subc` after `add.cc` subtracts the
    // flag's complement. nvcc's 128-bit division mixes them this way.
    let r = one(
        "mov.b32 %r1, 5; mov.b32 %r2, 3; mov.b32 %r3, 0;\n\
         sub.cc.u32 %r4, %r1, %r2; addc.u32 %r5, %r3, %r3;\n\
         sub.cc.u32 %r6, %r2, %r1; addc.u32 %r7, %r3, %r3;\n\
         sub.cc.u32 %r8, %r1, %r3; addc.u32 %r9, %r3, %r3;\n\
         add.cc.u32 %r10, %r1, %r2; subc.u32 %r11, %r1, %r2;\n\
         st.global.u32 [%rd1], %r5; st.global.u32 [%rd1+4], %r7;\n\
         st.global.u32 [%rd1+8], %r9; st.global.u32 [%rd1+12], %r11;",
        4,
    );
    assert_eq!(
        r,
        vec![1, 0, 1, 1],
        "5-3 and 5-0 borrow nothing, 3-5 does; 5-3-(1-0) = 1"
    );
}

#[test]
fn half_precision() {
    let r = one(
        "mov.f32 %f1, 0f3FC00000; cvt.rn.f16.f32 %rs1, %f1;\n\
         add.f16 %rs2, %rs1, %rs1; cvt.f32.f16 %f2, %rs2; st.global.f32 [%rd1], %f2;\n\
         mov.b32 %r1, 0x3C004000; mov.b32 %r2, 0x40004200; add.f16x2 %r3, %r1, %r2; st.global.u32 [%rd1+4], %r3;\n\
         mov.f32 %f3, 0f477FF000; cvt.rn.f16.f32 %rs3, %f3; cvt.u32.u16 %r4, %rs3; st.global.u32 [%rd1+8], %r4;",
        3,
    );
    assert_eq!(f32::from_bits(r[0]), 3.0);
    assert_eq!(r[1], 0x4200_4500, "(1+2, 2+3) packed hi/lo: {:#x}", r[1]);
    assert_eq!(r[2], 0x7c00, "65520 (halfway above the largest half) rounds to inf");
}

#[test]
fn divergence_reconverges_before_warp_vote() {
    // odd lanes take a longer path; all lanes must meet again for the ballot
    let r = run_words(
        "mov.u32 %r1, %tid.x; and.b32 %r2, %r1, 1; setp.eq.u32 %p1, %r2, 0; mov.u32 %r3, 0;\n\
         @%p1 bra EVEN;\n\
         add.u32 %r3, %r3, 10;\n\
         LOOP: add.u32 %r3, %r3, 1; setp.lt.u32 %p2, %r3, 20; @%p2 bra LOOP;\n\
         bra JOIN;\n\
         EVEN: mov.u32 %r3, 5;\n\
         JOIN: setp.ne.u32 %p3, %r3, 0; vote.sync.ballot.b32 %r4, %p3, -1; activemask.b32 %r5;\n\
         mul.wide.u32 %rd2, %r1, 12; add.s64 %rd3, %rd1, %rd2;\n\
         st.global.u32 [%rd3], %r3; st.global.u32 [%rd3+4], %r4; st.global.u32 [%rd3+8], %r5;",
        32,
        96,
    )
    .unwrap();
    for l in 0..32 {
        assert_eq!(r[3 * l], if l % 2 == 0 { 5 } else { 20 });
        assert_eq!(r[3 * l + 1], u32::MAX, "ballot sees every lane after reconvergence");
        assert_eq!(r[3 * l + 2], u32::MAX);
    }
}

#[test]
fn shfl_modes_and_clamp() {
    let r = run_words(
        "mov.u32 %r1, %laneid; mul.lo.u32 %r2, %r1, 10;\n\
         shfl.sync.up.b32 %r3|%p1, %r2, 1, 0, -1; selp.u32 %r4, 1, 0, %p1;\n\
         shfl.sync.idx.b32 %r5, %r2, 3, 0x1f, -1;\n\
         shfl.sync.bfly.b32 %r6, %r2, 1, 0x1f, -1;\n\
         shfl.sync.down.b32 %r7|%p2, %r2, 4, 0x1f, -1; selp.u32 %r8, 1, 0, %p2;\n\
         mul.wide.u32 %rd2, %r1, 24; add.s64 %rd3, %rd1, %rd2;\n\
         st.global.v2.u32 [%rd3], {%r3, %r4}; st.global.v2.u32 [%rd3+8], {%r5, %r6}; st.global.v2.u32 [%rd3+16], {%r7, %r8};",
        32,
        192,
    )
    .unwrap();
    for l in 0..32u32 {
        let row = &r[6 * l as usize..6 * l as usize + 6];
        assert_eq!(row[0], if l == 0 { 0 } else { (l - 1) * 10 });
        assert_eq!(row[1], (l != 0) as u32);
        assert_eq!(row[2], 30);
        assert_eq!(row[3], (l ^ 1) * 10);
        assert_eq!(row[4], if l + 4 <= 31 { (l + 4) * 10 } else { l * 10 });
        assert_eq!(row[5], (l + 4 <= 31) as u32);
    }
}

/// The ISA reads only `bval[4:0] = b[4:0]` of the lane operand in every mode:
/// CUDA's `__shfl_up_sync(m, v, threadIdx.x, 4)` passes lane offsets above 31.
#[test]
fn shfl_reads_only_the_low_five_bits_of_b() {
    let r = run_words(
        "mov.u32 %r1, %laneid; mul.lo.u32 %r2, %r1, 10;\n\
         shfl.sync.up.b32 %r3, %r2, 33, 0, -1;\n\
         shfl.sync.down.b32 %r4, %r2, 36, 0x1f, -1;\n\
         shfl.sync.bfly.b32 %r5, %r2, 65, 0x1f, -1;\n\
         shfl.sync.idx.b32 %r6, %r2, 35, 0x1f, -1;\n\
         mul.wide.u32 %rd2, %r1, 16; add.s64 %rd3, %rd1, %rd2;\n\
         st.global.v4.u32 [%rd3], {%r3, %r4, %r5, %r6};",
        32,
        128,
    )
    .unwrap();
    for l in 0..32u32 {
        let row = &r[4 * l as usize..4 * l as usize + 4];
        assert_eq!(row[0], if l == 0 { 0 } else { (l - 1) * 10 }, "up by 33 is up by 1");
        assert_eq!(
            row[1],
            if l + 4 <= 31 { (l + 4) * 10 } else { l * 10 },
            "down by 36 is down by 4"
        );
        assert_eq!(row[2], (l ^ 1) * 10, "bfly with 65 is bfly with 1");
        assert_eq!(row[3], 30, "idx 35 is lane 3");
    }
}

/// A 32-bit address register addresses modulo 2^32: nvcc's PTX keeps
/// `base - 64` in a register and stores to `[reg+64]`.
#[test]
fn thirty_two_bit_addresses_wrap() {
    let r = run_words(
        ".shared .align 4 .b8 s[256];\n\
         mov.u32 %r1, %tid.x; mov.u32 %r2, s; shl.b32 %r3, %r1, 2; add.s32 %r4, %r2, %r3;\n\
         add.s32 %r5, %r4, -64; st.shared.u32 [%r5+64], %r1;\n\
         bar.sync 0;\n\
         ld.shared.u32 %r6, [%r4];\n\
         mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r6;",
        32,
        32,
    )
    .unwrap();
    assert_eq!(r, (0..32).collect::<Vec<u32>>());
}

/// Indirect calls (ISA: `call (ret), fptr, (args), proto`): function addresses come from
/// `mov` and from a `.global` initializer; lanes of one warp call different targets.
#[test]
fn indirect_calls_with_divergent_targets() {
    let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
        .func (.param .b32 r) twice(.param .b32 x)\n{\n.reg .b32 %r<3>;\n\
        ld.param.u32 %r1, [x];\nadd.s32 %r2, %r1, %r1;\nst.param.b32 [r], %r2;\nret;\n}\n\
        .func (.param .b32 r) plus100(.param .b32 x)\n{\n.reg .b32 %r<3>;\n\
        ld.param.u32 %r1, [x];\nadd.s32 %r2, %r1, 100;\nst.param.b32 [r], %r2;\nret;\n}\n\
        .global .align 8 .u64 table[2] = {twice, plus100};\n\
        .visible .entry t(.param .u64 out)\n{\n.reg .b32 %r<6>;\n.reg .b64 %rd<8>;\n.reg .pred %p<2>;\n\
        ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\n\
        and.b32 %r2, %r1, 1;\nmul.wide.u32 %rd2, %r2, 8;\nmov.u64 %rd3, table;\nadd.s64 %rd4, %rd3, %rd2;\n\
        ld.global.u64 %rd5, [%rd4];\n\
        {\n.param .b32 a;\nst.param.b32 [a], %r1;\n.param .b32 b;\n\
        proto : .callprototype (.param .b32 _) _ (.param .b32 _);\n\
        call (b), %rd5, (a), proto;\nld.param.b32 %r3, [b];\n}\n\
        setp.lt.u32 %p1, %r1, 3;\n@%p1 bra SKIP;\nmov.u64 %rd6, twice;\n\
        {\n.param .b32 a;\nst.param.b32 [a], %r3;\n.param .b32 b;\n\
        proto2 : .callprototype (.param .b32 _) _ (.param .b32 _);\n\
        call (b), %rd6, (a), proto2;\nld.param.b32 %r3, [b];\n}\n\
        SKIP:\nmul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd7, %rd1, %rd2;\nst.global.u32 [%rd7], %r3;\nret;\n}\n";
    let mut sim = ptxsim::Sim::new(ptx).unwrap();
    let out = sim.alloc("out", 32 * 4);
    let config = ptxsim::LaunchConfig::new([1, 1, 1], [32, 1, 1]);
    sim.launch("t", &config, &[ptxsim::Arg::Ptr(out)]).unwrap();
    let b = sim.read(out, 32 * 4).unwrap();
    for l in 0..32u32 {
        let first = if l % 2 == 0 { 2 * l } else { l + 100 };
        let want = if l < 3 { first } else { 2 * first };
        let got = u32::from_le_bytes(b[4 * l as usize..4 * l as usize + 4].try_into().unwrap());
        assert_eq!(got, want, "lane {l}");
    }
}

/// A call through a register that does not hold a function address is a fault, not a
/// jump into the unknown.
#[test]
fn indirect_call_through_a_data_address_faults() {
    let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
        .visible .entry t(.param .u64 out)\n{\n.reg .b64 %rd<3>;\n\
        ld.param.u64 %rd1, [out];\n\
        {\nproto : .callprototype ()_ ();\ncall %rd1, (), proto;\n}\nret;\n}\n";
    let mut sim = ptxsim::Sim::new(ptx).unwrap();
    let out = sim.alloc("out", 4);
    let config = ptxsim::LaunchConfig::new([1, 1, 1], [1, 1, 1]);
    let err = sim.launch("t", &config, &[ptxsim::Arg::Ptr(out)]).unwrap_err();
    assert!(err.to_string().contains("not the address of a function"), "{err}");
}

#[test]
fn recursion_through_call_frames() {
    let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
        .func (.param .b32 r) f(.param .b32 n)\n{\n.reg .b32 %r<6>;\n.reg .pred %p<2>;\n\
        ld.param.u32 %r1, [n];\nsetp.lt.s32 %p1, %r1, 2;\n@%p1 bra DONE;\nadd.s32 %r2, %r1, -1;\n\
        {\n.param .b32 a;\nst.param.b32 [a], %r2;\n.param .b32 b;\ncall.uni (b), f, (a);\nld.param.b32 %r3, [b];\n}\n\
        mul.lo.s32 %r1, %r1, %r3;\nDONE:\nst.param.b32 [r], %r1;\nret;\n}\n\
        .visible .entry t(.param .u64 out)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n\
        ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\n\
        {\n.param .b32 a;\nst.param.b32 [a], %r1;\n.param .b32 b;\ncall.uni (b), f, (a);\nld.param.b32 %r2, [b];\n}\n\
        mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r2;\nret;\n}\n";
    let mut sim = ptxsim::Sim::new(ptx).unwrap();
    let out = sim.alloc("out", 13 * 4);
    sim.launch(
        "t",
        &ptxsim::LaunchConfig::new([1, 1, 1], [13, 1, 1]),
        &[ptxsim::Arg::Ptr(out)],
    )
    .unwrap();
    let b = sim.read(out, 13 * 4).unwrap();
    for n in 0..13u32 {
        let want: u32 = if n == 0 { 0 } else { (1..=n).product() };
        let got = u32::from_le_bytes(b[4 * n as usize..4 * n as usize + 4].try_into().unwrap());
        assert_eq!(got, want, "f({n})");
    }
}

#[test]
fn compare_select_and_classify() {
    let r = one(
        "mov.b32 %r1, 5; mov.b32 %r2, -3;\n\
         setp.gt.and.s32 %p1|%p2, %r1, %r2, 1; selp.u32 %r3, 1, 0, %p1; selp.u32 %r4, 1, 0, %p2;\n\
         st.global.v2.u32 [%rd1], {%r3, %r4};\n\
         setp.hi.u32 %p3, %r1, %r2; selp.u32 %r5, 1, 0, %p3; st.global.u32 [%rd1+8], %r5;\n\
         set.lt.u32.s32 %r6, %r2, %r1; st.global.u32 [%rd1+12], %r6;\n\
         mov.f32 %f1, 0fBF800000; slct.s32.f32 %r7, %r1, %r2, %f1; st.global.u32 [%rd1+16], %r7;\n\
         mov.f32 %f2, 0f00000001; testp.subnormal.f32 %p4, %f2; selp.u32 %r8, 1, 0, %p4; st.global.u32 [%rd1+20], %r8;\n\
         mov.f32 %f3, 0f7F800000; testp.finite.f32 %p5, %f3; selp.u32 %r9, 1, 0, %p5; st.global.u32 [%rd1+24], %r9;\n\
         mov.f32 %f4, 0f40000000; copysign.f32 %f5, %f1, %f4; st.global.f32 [%rd1+28], %f5;\n\
         sad.u32 %r10, %r1, 9, 100; st.global.u32 [%rd1+32], %r10;\n\
         mul24.lo.s32 %r11, %r2, 0x1000000; st.global.u32 [%rd1+36], %r11;\n\
         lop3.b32 %r12, %r1, %r2, 0xff, 0x96; st.global.u32 [%rd1+40], %r12;\n\
         dp4a.u32.u32 %r13, 0x01020304, 0x01010101, 10; st.global.u32 [%rd1+44], %r13;\n\
         mov.f32 %f6, 0f7FC00000; setp.equ.f32 %p6, %f6, %f6; selp.u32 %r14, 1, 0, %p6; st.global.u32 [%rd1+48], %r14;\n\
         abs.s32 %r15, %r2; neg.s32 %r16, %r15; st.global.v2.u32 [%rd1+56], {%r15, %r16};",
        16,
    );
    assert_eq!(&r[0..2], &[1, 0], "setp p|q with .and combining");
    assert_eq!(r[2], 0, "5 hi 0xfffffffd is false");
    assert_eq!(r[3], 0xffff_ffff, "set writes all ones for true");
    assert_eq!(r[4], (-3i32) as u32, "slct picks b when c < 0");
    assert_eq!(r[5], 1);
    assert_eq!(r[6], 0);
    assert_eq!(f32::from_bits(r[7]), -2.0, "copysign takes the sign of a");
    assert_eq!(r[8], 104);
    assert_eq!(r[9], 0, "mul24 uses the low 24 bits: 0x1000000 -> 0");
    assert_eq!(r[10], (5 ^ (-3i32) as u32 ^ 0xff), "lut 0x96 is a^b^c");
    assert_eq!(r[11], 10 + 1 + 2 + 3 + 4);
    assert_eq!(r[12], 1);
    assert_eq!(&r[14..16], &[3, (-3i32) as u32]);
}

#[test]
fn generic_addressing_and_vectors() {
    let r = one(
        ".local .align 16 .b8 buf[16];\n.shared .align 16 .b8 sh[16];\n\
         mov.u64 %rd2, buf; cvta.local.u64 %rd3, %rd2;\n\
         st.v4.u32 [%rd3], {1, 2, 3, 4};\n\
         ld.local.v2.u32 {%r1, _}, [buf+8];\n\
         isspacep.local %p1, %rd3; selp.u32 %r2, 1, 0, %p1;\n\
         isspacep.global %p2, %rd3; selp.u32 %r3, 1, 0, %p2;\n\
         mov.u64 %rd4, sh; cvta.shared.u64 %rd5, %rd4; st.u32 [%rd5+4], 77;\n\
         cvta.to.shared.u64 %rd6, %rd5; ld.shared.u32 %r4, [%rd6+4];\n\
         cvta.global.u64 %rd7, %rd1; isspacep.global %p3, %rd7; selp.u32 %r5, 1, 0, %p3;\n\
         st.global.v4.u32 [%rd1], {%r1, %r2, %r3, %r4}; st.global.u32 [%rd1+16], %r5;",
        5,
    );
    assert_eq!(r, vec![3, 1, 0, 77, 1]);
}

#[test]
fn atomics_in_ptx() {
    let r = run_words(
        ".shared .align 4 .b8 s[16];\n\
         mov.u32 %r1, %tid.x; mov.u32 %r2, s;\n\
         atom.shared.inc.u32 %r3, [%r2], 9;\n\
         atom.shared.max.s32 %r4, [%r2+4], %r1;\n\
         red.shared.add.u32 [%r2+8], %r1;\n\
         atom.global.exch.b32 %r5, [%rd1+12], %r1;\n\
         atom.global.add.f32 %f1, [%rd1+16], 0f3F000000;\n\
         bar.sync 0;\n\
         setp.eq.u32 %p1, %r1, 0; @!%p1 bra DONE;\n\
         ld.shared.v2.u32 {%r6, %r7}, [%r2]; ld.shared.u32 %r8, [%r2+8];\n\
         st.global.v2.u32 [%rd1], {%r6, %r7}; st.global.u32 [%rd1+8], %r8;\n\
         DONE:",
        64,
        5,
    )
    .unwrap();
    assert_eq!(r[0], 64 % 10, "inc wraps to 0 after 9");
    assert_eq!(r[1], 63);
    assert_eq!(r[2], (0..64).sum::<u32>());
    assert_eq!(r[3], 63, "last exchange in lane order");
    assert_eq!(f32::from_bits(r[4]), 32.0);
}

#[test]
fn votes_match_redux_and_bar_red() {
    let r = run_words(
        "mov.u32 %r1, %tid.x; and.b32 %r2, %r1, 3; setp.eq.u32 %p1, %r2, 0;\n\
         vote.sync.all.pred %p2, %p1, -1; vote.sync.any.pred %p3, %p1, -1; vote.sync.uni.pred %p4, %p1, -1;\n\
         selp.u32 %r3, 1, 0, %p2; selp.u32 %r4, 2, 0, %p3; selp.u32 %r5, 4, 0, %p4; or.b32 %r6, %r3, %r4; or.b32 %r6, %r6, %r5;\n\
         match.any.sync.b32 %r7, %r2, -1;\n\
         match.all.sync.b32 %r8|%p5, %r2, -1;\n\
         redux.sync.min.u32 %r9, %r1, -1; redux.sync.max.u32 %r10, %r1, -1; redux.sync.xor.b32 %r11, %r1, -1;\n\
         bar.red.popc.u32 %r12, 0, %p1; bar.red.and.pred %p6, 0, %p1; bar.red.or.pred %p7, 0, %p1;\n\
         selp.u32 %r13, 1, 0, %p6; selp.u32 %r14, 2, 0, %p7; or.b32 %r13, %r13, %r14;\n\
         mul.wide.u32 %rd2, %r1, 32; add.s64 %rd3, %rd1, %rd2;\n\
         st.global.v4.u32 [%rd3], {%r6, %r7, %r8, %r9}; st.global.v4.u32 [%rd3+16], {%r10, %r11, %r12, %r13};",
        64,
        512,
    )
    .unwrap();
    for t in 0..64usize {
        let row = &r[8 * t..8 * t + 8];
        let w = (t / 32) as u32;
        assert_eq!(row[0], 2, "any but not all and not uniform");
        assert_eq!(row[1], 0x1111_1111 << (t % 4), "match.any groups lanes with equal t%4");
        assert_eq!(row[2], 0, "match.all fails");
        assert_eq!(row[3], 32 * w);
        assert_eq!(row[4], 32 * w + 31);
        assert_eq!(row[5], (32 * w..32 * w + 32).fold(0, |a, x| a ^ x));
        assert_eq!(row[6], 16, "bar.red.popc counts the whole block");
        assert_eq!(row[7], 2, "and false, or true");
    }
}

#[test]
fn collectives_use_each_lanes_own_membermask() {
    // Groups of 8 lanes (cooperative groups' sub-warp tiles): each lane passes
    // the mask of its own group, so each group votes and reduces by itself.
    let r = run_words(
        "mov.u32 %r1, %tid.x; and.b32 %r2, %r1, 24; shl.b32 %r3, 255, %r2; and.b32 %r4, %r1, 1;
         setp.ne.u32 %p1, %r4, 0; vote.sync.ballot.b32 %r5, %p1, %r3;
         setp.lt.u32 %p2, %r1, 12; vote.sync.all.pred %p3, %p2, %r3; selp.u32 %r6, 1, 0, %p3;
         redux.sync.add.u32 %r7, %r1, %r3; shr.u32 %r8, %r1, 2; match.any.sync.b32 %r9, %r8, %r3;
         mul.wide.u32 %rd2, %r1, 16; add.s64 %rd3, %rd1, %rd2;
         st.global.v4.u32 [%rd3], {%r5, %r6, %r7, %r9};",
        32,
        512,
    )
    .unwrap();
    for t in 0..32u32 {
        let row = &r[4 * t as usize..4 * t as usize + 4];
        let base = t & 24;
        assert_eq!(row[0], 0xAA << base, "ballot of odd lanes within the group");
        assert_eq!(row[1], u32::from(base == 0), "all: only the first group is below 12");
        assert_eq!(row[2], (base..base + 8).sum::<u32>(), "sum over the group");
        assert_eq!(row[3], 0xF << (t & !3), "match within the group");
    }
}

#[test]
fn shfl_waits_for_member_lanes_on_an_out_of_order_path() {
    // lanes < 16 take a block laid out after `ret` and jump back; the shfl
    // with a full member mask must see lane 0's value from that block
    let r = run_words(
        "mov.u32 %r1, %laneid; setp.lt.u32 %p1, %r1, 16; mov.u32 %r2, 0;\n\
         @%p1 bra COLD;\n\
         mov.u32 %r2, 1;\n\
         JOIN:\n\
         shfl.sync.idx.b32 %r3, %r2, 0, 0x1f, -1;\n\
         bar.warp.sync -1;\n\
         mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r3;\n\
         ret;\n\
         COLD:\n\
         mov.u32 %r2, 2;\n\
         bra JOIN;",
        32,
        32,
    )
    .unwrap();
    assert!(r.iter().all(|&x| x == 2), "{r:?}");
}

#[test]
fn brx_idx_jump_table() {
    let r = run_words(
        "mov.u32 %r1, %tid.x; rem.u32 %r2, %r1, 3;\n\
         TS: .branchtargets A, B, C;\n\
         brx.idx %r2, TS;\n\
         A: mov.u32 %r3, 10; bra.uni J;\n\
         B: mov.u32 %r3, 20; bra.uni J;\n\
         C: mov.u32 %r3, 30;\n\
         J: mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r3;",
        8,
        8,
    )
    .unwrap();
    assert_eq!(r, vec![10, 20, 30, 10, 20, 30, 10, 20]);
}

/// ptxas takes functions with more than 65,536 virtual registers (a large
/// Csmith function inlined at -O3 declares 85k); ptxsim must run them too.
#[test]
fn function_with_more_than_64k_registers() {
    let body = ".reg .b32 %big<100000>;\n\
                mov.u32 %big99999, 7;\n\
                add.u32 %big70000, %big99999, 5;\n\
                st.global.u32 [%rd1], %big70000;";
    assert_eq!(common::one(body, 1), vec![12]);
}

/// PTX's mask() operator in initializers (ISA 7.1): `0xFF00(x)` is byte 1 of the
/// address or integer `x`. ptxc and nvcc write an address at an odd offset of a
/// packed object this way; the bytes must rebuild the address.
#[test]
fn masked_address_bytes_in_initializers_rebuild_the_address() {
    let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
        .global .align 4 .u32 word[2] = {11, 22};\n\
        .global .align 1 .u8 packed[11] = {7, 0XFF(generic(word)+4), 0xFF00(generic(word)+4), \
        0xFF0000(generic(word)+4), 0xFF000000(generic(word)+4), 0xFF00000000(generic(word)+4), \
        0xFF0000000000(generic(word)+4), 0xFF000000000000(generic(word)+4), \
        0xFF00000000000000(generic(word)+4), 0xFF00(131187), 0xFF(1000 + 546)};\n\
        .visible .entry t(.param .u64 out)\n{\n.reg .b16 %rs<4>;\n.reg .b64 %rd<14>;\n\
        ld.param.u64 %rd1, [out];\nmov.u64 %rd2, 0;\n";
    let mut body = String::from(ptx);
    // Rebuild the 8 address bytes at packed+1 into %rd2.
    for k in 0..8 {
        body.push_str(&format!(
            "ld.global.u8 %rd3, [packed+{}];\nshl.b64 %rd3, %rd3, {};\nor.b64 %rd2, %rd2, %rd3;\n",
            k + 1,
            8 * k
        ));
    }
    body.push_str(
        "ld.u32 %rd4, [%rd2];\nst.global.u32 [%rd1], %rd4;\n\
         ld.global.u8 %rs1, [packed+9];\nst.global.u16 [%rd1+4], %rs1;\n\
         ld.global.u8 %rs2, [packed+10];\nst.global.u16 [%rd1+6], %rs2;\nret;\n}\n",
    );
    let mut sim = ptxsim::Sim::new(&body).unwrap();
    let out = sim.alloc("out", 8);
    sim.launch(
        "t",
        &ptxsim::LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[ptxsim::Arg::Ptr(out)],
    )
    .unwrap();
    let b = sim.read(out, 8).unwrap();
    assert_eq!(u32::from_le_bytes(b[0..4].try_into().unwrap()), 22);
    assert_eq!(
        u16::from_le_bytes(b[4..6].try_into().unwrap()),
        (131187u32 >> 8 & 0xFF) as u16
    );
    assert_eq!(u16::from_le_bytes(b[6..8].try_into().unwrap()), (1546u32 & 0xFF) as u16);
}

/// Byte stores of neighbouring lanes into shared words, sign- and
/// zero-extending loads, 8-byte accesses and a warp whose lanes reach past
/// the buffer (one lane out of bounds: the fault names that lane) give the
/// same results through the warp-wide global path as lane by lane.
#[test]
fn warp_wide_global_loads_and_stores() {
    let body = "mov.u32 %r1, %tid.x;\n\
        cvt.u64.u32 %rd2, %r1;\n\
        add.s64 %rd3, %rd1, %rd2;\n\
        mul.lo.s32 %r2, %r1, 37;\n\
        st.global.u8 [%rd3], %r2;\n\
        bar.sync 0;\n\
        ld.global.s8 %r3, [%rd3];\n\
        ld.global.u8 %r4, [%rd3];\n\
        mul.wide.u32 %rd4, %r1, 8;\n\
        add.s64 %rd5, %rd1, %rd4;\n\
        cvt.s64.s32 %rd6, %r3;\n\
        st.global.u64 [%rd5+32], %rd6;\n\
        ld.global.u64 %rd7, [%rd5+32];\n\
        cvt.u32.u64 %r5, %rd7;\n\
        mul.wide.u32 %rd8, %r1, 4;\n\
        add.s64 %rd9, %rd1, %rd8;\n\
        st.global.u32 [%rd9+288], %r5;\n\
        st.global.u32 [%rd9+416], %r4;";
    let words = run_words(body, 32, 136).unwrap();
    for l in 0..32u32 {
        let b = (l * 37) as u8;
        assert_eq!(words[72 + l as usize], b as i8 as i32 as u32, "s8 lane {l}");
        assert_eq!(words[104 + l as usize], b as u32, "u8 lane {l}");
    }
    let bytes: Vec<u8> = words[..8].iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(bytes, (0..32u32).map(|l| (l * 37) as u8).collect::<Vec<_>>());
    let e = run_words(
        "mov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nld.global.u32 %r2, [%rd3+8];",
        32,
        32,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("out-of-bounds read of 4 bytes") && e.contains("(30,0,0)"),
        "{e}"
    );
}

#[test]
fn simd_video_lanes_saturation_and_accumulate() {
    // Expected values from the ISA's SIMD video semantics: lanes extended by the operand
    // type, .sat clamps to the destination lane's range, .add sums the lanes into c.
    let r = one(
        "mov.b32 %r1, 0x01FF8000; mov.b32 %r2, 0x02008001; mov.b32 %r3, 0;\n\
         vabsdiff4.u32.u32.u32 %r4, %r1, %r2, %r3; st.global.u32 [%rd1], %r4;\n\
         mov.b32 %r3, 10;\n\
         vabsdiff4.u32.u32.u32.add %r5, %r1, %r2, %r3; st.global.u32 [%rd1+4], %r5;\n\
         vabsdiff4.s32.s32.s32 %r6, %r1, %r2, %r3; st.global.u32 [%rd1+8], %r6;\n\
         mov.b32 %r7, 0x7FFF8000; mov.b32 %r8, 0x00010001;\n\
         vadd2.s32.s32.s32.sat %r9, %r7, %r8, %r3; st.global.u32 [%rd1+12], %r9;\n\
         vadd2.u32.u32.u32 %r10, %r7, %r8, %r3; st.global.u32 [%rd1+16], %r10;\n\
         mov.b32 %r11, 0xFFFD0003; mov.b32 %r12, 0;\n\
         vavrg2.s32.s32.s32 %r13, %r11, %r12, %r12; st.global.u32 [%rd1+20], %r13;\n\
         mov.b32 %r14, 0x80017F00; mov.b32 %r15, 0x7F02FF01;\n\
         vmax4.s32.s32.s32 %r16, %r14, %r15, %r12; st.global.u32 [%rd1+24], %r16;",
        7,
    );
    assert_eq!(
        r,
        vec![
            0x01FF_0001,
            267,
            0x0101_0001,
            0x7FFF_8001,
            0x8000_8001,
            0xFFFE_0002,
            0x7F02_7F01
        ]
    );
}

#[test]
fn packed_halfword_integers_and_relu() {
    let r = one(
        "mov.b32 %r1, 0xFFFF0001; mov.b32 %r2, 0x00010001;\n\
         add.u16x2 %r3, %r1, %r2; st.global.u32 [%rd1], %r3;\n\
         mov.b32 %r4, 0xFFF00005; mov.b32 %r5, 0xFFF10003;\n\
         max.s16x2.relu %r6, %r4, %r5; st.global.u32 [%rd1+4], %r6;\n\
         min.s16x2 %r7, %r4, %r5; st.global.u32 [%rd1+8], %r7;\n\
         mov.b32 %r8, -5; mov.b32 %r9, -7;\n\
         max.s32.relu %r10, %r8, %r9; st.global.u32 [%rd1+12], %r10;\n\
         max.s32 %r11, %r8, %r9; st.global.u32 [%rd1+16], %r11;",
        5,
    );
    assert_eq!(r, vec![0x0000_0002, 0x0000_0005, 0xFFF0_0003, 0, (-5i32) as u32]);
}

#[test]
fn set_with_half_destinations() {
    // `set` into a 16-bit float is 1.0 or 0.0 in that format, per half for x2 sources;
    // `.reg.b16 h;` (no space, as nvcc's inline PTX writes it) declares h.
    let r = one(
        "{ .reg.b16 h;\n\
         mov.b16 %rs1, 0x3C00;\n\
         set.eq.f16.f16 h, %rs1, %rs1; cvt.u32.u16 %r1, h; st.global.u32 [%rd1], %r1; }\n\
         mov.b32 %r2, 0x40003C00; mov.b32 %r3, 0x3C004000;\n\
         set.lt.f16x2.f16x2 %r4, %r2, %r3; st.global.u32 [%rd1+4], %r4;\n\
         set.lt.u32.f16x2 %r5, %r2, %r3; st.global.u32 [%rd1+8], %r5;",
        3,
    );
    assert_eq!(r, vec![0x3C00, 0x0000_3C00, 0x0000_FFFF]);
}

/// `%reserved_smem_offset_*` (nvcc's cooperative groups place multi-warp tile
/// scratch at `%reserved_smem_offset_1`): a 1 KiB region after the block's own
/// shared memory, at the next multiple of 16, offset_1 with at least the 288 bytes
/// cooperative groups need before the end; stores there do not touch the block's
/// own variables.
#[test]
fn reserved_shared_memory_registers() {
    let r = one(
        ".shared .align 4 .b8 own[20];\n\
         mov.u32 %r1, %reserved_smem_offset_begin; mov.u32 %r2, %reserved_smem_offset_end;\n\
         mov.u32 %r3, %reserved_smem_offset_cap; mov.u32 %r4, %reserved_smem_offset_0;\n\
         mov.u32 %r5, %reserved_smem_offset_1; mov.u32 %r6, %total_smem_size;\n\
         mov.u32 %r7, own; st.shared.u32 [%r7+16], 9;\n\
         st.shared.u32 [%r5], 5; add.u32 %r8, %r5, 284; st.shared.u32 [%r8], 6;\n\
         st.shared.u32 [%r1], 4; ld.shared.u32 %r9, [%r7+16];\n\
         st.global.u32 [%rd1], %r1; st.global.u32 [%rd1+4], %r2; st.global.u32 [%rd1+8], %r3;\n\
         st.global.u32 [%rd1+12], %r4; st.global.u32 [%rd1+16], %r5; st.global.u32 [%rd1+20], %r6;\n\
         st.global.u32 [%rd1+24], %r9;",
        7,
    );
    let (begin, end, cap, off0, off1, total, own) = (r[0], r[1], r[2], r[3], r[4], r[5], r[6]);
    assert_eq!((cap, end - begin, off0), (1024, 1024, begin), "{r:?}");
    assert!(begin >= total && begin % 16 == 0, "{r:?}");
    assert!(off1 >= begin && off1 + 288 <= end, "{r:?}");
    assert_eq!(own, 9);
}

#[test]
fn a_module_whose_kernels_share_more_than_a_mebibyte_loads() {
    // Every .shared variable of a module lies in one area each block gets: a module of
    // many kernels (CUB's radix sort as ptxc keeps it) comes to more than 1 MiB.
    let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
               .shared .align 4 .b8 a[614400];\n.shared .align 4 .b8 b[614400];\n\
               .visible .entry last(.param .u64 out)\n{\n .reg .b32 %r<4>;\n .reg .b64 %rd<3>;\n\
               ld.param.u64 %rd1, [out];\n mov.u32 %r1, a;\n mov.u32 %r2, b;\n\
               st.shared.u32 [b+614396], 7;\n bar.sync 0;\n ld.shared.u32 %r3, [b+614396];\n\
               st.global.u32 [%rd1], %r3;\n sub.u32 %r3, %r2, %r1;\n st.global.u32 [%rd1+4], %r3;\n ret;\n}\n";
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("{e}"));
    let out = sim.alloc("out", 8);
    sim.launch("last", &LaunchConfig::new([2, 1, 1], [32, 1, 1]), &[Arg::Ptr(out)])
        .unwrap_or_else(|e| panic!("{e}"));
    let b = sim.read(out, 8).unwrap();
    assert_eq!(u32::from_le_bytes(b[0..4].try_into().unwrap()), 7);
    assert_eq!(u32::from_le_bytes(b[4..8].try_into().unwrap()), 614400);
}
