//! NVVM-internal intrinsics in ptxc spelling (layouts in specs/verifier.md),
//! the sreg SM gates, tcgen05 mode words, the Blackwell "a" family gates and
//! the remaining MMA and atomic rules: one failing and one close passing
//! call per documented check, each failure with NVIDIA's exact text.

mod common;
use common::A::*;
use common::*;
use ptxc_verifier::messages as msg;
use ptxc_verifier::VerifyOptions;

fn s80() -> VerifyOptions {
    sm(80)
}

fn family(sm_: u32, arch_specific: bool) -> VerifyOptions {
    VerifyOptions {
        sm: sm_,
        arch_specific,
        ..Default::default()
    }
}

// ---- control words ----

#[test]
fn syncwarp_mode_is_constant() {
    let n = "llvm.nvvm.syncwarp.mode";
    call_case(
        &s80(),
        n,
        "void",
        &[Param("i32"), I32(-1)],
        &[I32(1), I32(-1)],
        msg::MODE_NOT_CONSTANT,
    );
}

#[test]
fn syncwarp_mode_value() {
    let n = "llvm.nvvm.syncwarp.mode";
    call_case(
        &s80(),
        n,
        "void",
        &[I32(2), I32(-1)],
        &[I32(0), Param("i32")],
        msg::SYNCWARP_MODE,
    );
}

#[test]
fn task_id_is_constant() {
    let n = "llvm.nvvm.task.arrive";
    call_case(
        &s80(),
        n,
        "void",
        &[Param("i32"), I32(3)],
        &[I32(1), I32(3)],
        msg::TASK_ID_NOT_CONSTANT,
    );
}

#[test]
fn task_mask_is_constant() {
    let n = "llvm.nvvm.task.wait";
    call_case(
        &s80(),
        n,
        "void",
        &[I32(1), Param("i32")],
        &[I32(1), I32(3)],
        msg::MASK_NOT_CONSTANT,
    );
}

#[test]
fn subop_mode() {
    let n = "llvm.nvvm.subop.i32";
    let args = |mode| vec![I32(mode), Undef("i32"), Undef("i32")];
    // bits [3:1] = 6 is past the last sub-operation (5); 5 (0b1010) is the last.
    call_case(&s80(), n, "i32", &args(0b1100), &args(0b1010), msg::SUBOP_MODE);
    call_case(
        &s80(),
        n,
        "i32",
        &[Param("i32"), Undef("i32"), Undef("i32")],
        &args(0),
        msg::MODE_NOT_CONSTANT,
    );
}

#[test]
fn wait_mode() {
    call_case(&s80(), "llvm.nvvm.wait", "void", &[I32(3)], &[I32(2)], msg::WAIT_MODE);
    call_case(
        &s80(),
        "llvm.nvvm.wait",
        "void",
        &[Param("i32")],
        &[I32(0)],
        msg::FLAG_NOT_IMMEDIATE,
    );
}

#[test]
fn cache_type_and_op() {
    let n = "llvm.nvvm.cache";
    call_case(
        &s80(),
        n,
        "void",
        &[Global(1), I32(2), I32(0)],
        &[Global(1), I32(1), I32(0)],
        msg::CACHE_TYPE,
    );
    call_case(
        &s80(),
        n,
        "void",
        &[Global(1), I32(0), I32(4)],
        &[Global(1), I32(0), I32(3)],
        msg::CACHE_OP,
    );
    call_case(
        &s80(),
        n,
        "void",
        &[Global(1), Param("i32"), I32(0)],
        &[Global(1), I32(0), I32(0)],
        msg::FLAG_NOT_IMMEDIATE,
    );
}

#[test]
fn load_store_flags_are_constant() {
    let ld = "llvm.nvvm.load.i32";
    call_case(
        &s80(),
        ld,
        "i32",
        &[Param("i32"), Global(1)],
        &[I32(0), Global(1)],
        msg::LOAD_STORE_FIRST_ARG,
    );
    let st = "llvm.nvvm.store.i32";
    call_case(
        &s80(),
        st,
        "void",
        &[Param("i32"), Global(1), Undef("i32")],
        &[I32(1), Global(1), Undef("i32")],
        msg::LOAD_STORE_FIRST_ARG,
    );
}

// ---- graphics and constant banks ----

#[test]
fn geometry_out_mode() {
    let n = "llvm.nvvm.geometry.out";
    call_case(
        &s80(),
        n,
        "void",
        &[I32(3), I32(0)],
        &[I32(2), Param("i32")],
        msg::GEOMETRY_OUT_MODE,
    );
}

#[test]
fn geometry_out_cut_operand() {
    let n = "llvm.nvvm.geometry.out";
    call_case(
        &s80(),
        n,
        "void",
        &[I32(1), Param("i32")],
        &[I32(1), I32(0)],
        msg::GEOMETRY_CUT_CONSTANT,
    );
    call_case(
        &s80(),
        n,
        "void",
        &[I32(1), I32(2)],
        &[I32(0), I32(2)],
        msg::GEOMETRY_CUT_ZERO,
    );
}

#[test]
fn isbe_writes_map_or_attr() {
    let n = "llvm.nvvm.isbe.write.i32";
    let args = |r| vec![I32(r), I32(0), Undef("i32")];
    call_case(&s80(), n, "void", &args(0), &args(1), msg::ISBE_INPUT);
    call_case(&s80(), n, "void", &args(3), &args(2), msg::ISBE_MAP_OR_ATTR);
    call_case(
        &s80(),
        n,
        "void",
        &[Param("i32"), I32(0), Undef("i32")],
        &args(2),
        msg::OP0_NOT_CONSTANT,
    );
}

#[test]
fn constant_bank_loads() {
    let n = "llvm.nvvm.ldc.i32";
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(2), I32(0), I32(0)],
        &[I32(0), I32(3), I32(0)],
        msg::CONST_LOAD_KIND,
    );
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(0), I64(3), I32(0)],
        &[I32(0), I32(3), I32(0)],
        msg::BOUND_BANK_I32,
    );
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(1), Param("i32"), I32(0)],
        &[I32(1), Param("i64"), I32(0)],
        msg::BINDLESS_BANK_I64,
    );
    call_case(
        &s80(),
        n,
        "i32",
        &[Param("i32"), I32(3), I32(0)],
        &[I32(0), I32(3), Param("i32")],
        msg::OP0_NOT_CONSTANT,
    );
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(0), Param("i32"), I32(0)],
        &[I32(0), I32(3), I32(0)],
        msg::OP1_NOT_CONSTANT,
    );
}

#[test]
fn constant_loads_read_constant_memory() {
    let n = "llvm.nvvm.ld.const.i32";
    call_case(
        &s80(),
        n,
        "i32",
        &[Global(1)],
        &[Global(4)],
        msg::OPERAND_NOT_CONSTANT_AS,
    );
}

// ---- shared matrix loads, bounds-checked loads ----

#[test]
fn shared_matrix_load_size() {
    let n = "llvm.nvvm.ldsm.i32";
    // size code 5 (mode 0b1010) is past the last (4, mode 0b1000).
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(0b1010), Global(3)],
        &[I32(0b1000), Global(3)],
        msg::INVALID_SIZE,
    );
    // column-major (bit 0) with size 3 fails, with size 2 passes.
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(0b0111), Global(3)],
        &[I32(0b0101), Global(3)],
        msg::COLMAJOR_SIZE,
    );
    call_case(
        &s80(),
        n,
        "i32",
        &[Param("i32"), Global(3)],
        &[I32(0), Global(3)],
        msg::MODE_NOT_CONSTANT,
    );
}

#[test]
fn load_bounds_check_type() {
    let n = "llvm.nvvm.ld.bounds.check.i32";
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(3), Global(1)],
        &[I32(2 | 8), Global(1)],
        msg::LOAD_BOUNDS_CHECK,
    );
    call_case(
        &s80(),
        n,
        "i32",
        &[I32(0), Global(3)],
        &[I32(0), Global(1)],
        msg::PTR_NOT_GLOBAL,
    );
}

// ---- special registers ----

#[test]
fn sreg_reads_gate_on_the_sm() {
    let cases = [
        ("llvm.nvvm.read.ptx.sreg.clusterid.x", "i32", 89, 90, "Hopper"),
        ("llvm.nvvm.read.ptx.sreg.cluster.ctarank", "i32", 89, 90, "Hopper"),
        ("llvm.nvvm.read.ptx.sreg.is.explicit.cluster", "i1", 89, 90, "Hopper"),
        ("llvm.nvvm.read.ptx.sreg.clock64", "i64", 20, 30, "Kepler"),
    ];
    for (name, ret, old, new, arch) in cases {
        let text = format!("{name} is not supported on pre-{arch} Architectures");
        gate_case(name, ret, &[], old, new, &text);
    }
    // Registers of the base architecture are never gated.
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.read.ptx.sreg.tid.x", "i32", &[]);
    assert_errors(&k, &sm(20), &[]);
}

// ---- tcgen05 ----

fn cp_args(mode: i64) -> Vec<A> {
    vec![I32(mode), Global(6), Undef("i64")]
}

#[test]
fn tcgen05_cp_shape() {
    call_case(
        &sm(100),
        "llvm.nvvm.tcgen05.cp",
        "void",
        &cp_args(5),
        &cp_args(4 | 3 << 3),
        msg::TCGEN05_CP_SHAPE,
    );
}

#[test]
fn tcgen05_cp_shape_and_multicast() {
    let n = "llvm.nvvm.tcgen05.cp";
    // 64x128b (3) needs a warpx2 multicast; 128x256b (0) takes none.
    call_case(
        &sm(100),
        n,
        "void",
        &cp_args(3),
        &cp_args(3 | 2 << 3),
        msg::TCGEN05_CP_MULTICAST,
    );
    call_case(
        &sm(100),
        n,
        "void",
        &cp_args(1 << 3),
        &cp_args(0),
        msg::TCGEN05_CP_MULTICAST,
    );
}

#[test]
fn tcgen05_cp_destination_format() {
    let n = "llvm.nvvm.tcgen05.cp";
    call_case(
        &sm(100),
        n,
        "void",
        &cp_args(3 << 6),
        &cp_args(2 << 6),
        msg::TCGEN05_CP_FORMAT,
    );
    call_case(
        &sm(100),
        n,
        "void",
        &[Param("i32"), Global(6), Undef("i64")],
        &cp_args(0),
        msg::FLAG_NOT_IMMEDIATE,
    );
}

#[test]
fn tcgen05_mma_block_scale_ashift() {
    let n = "llvm.nvvm.tcgen05.mma";
    call_case(
        &family(100, true),
        n,
        "void",
        &[I32(0b011)],
        &[I32(0b010)],
        msg::TCGEN05_ASHIFT,
    );
}

#[test]
fn tcgen05_needs_blackwell() {
    // Every tcgen05 call is gated below sm_100, before its mode word is read
    // (an invalid cp shape adds nothing there).
    for (name, args) in [
        ("llvm.nvvm.tcgen05.mma", vec![I32(0)]),
        ("llvm.nvvm.tcgen05.cp", cp_args(5)),
        ("llvm.nvvm.tcgen05.commit.cg1", vec![]),
    ] {
        let mut k = Kit::new();
        k.kernel_calling(name, "void", &args);
        assert_errors(&k, &sm(90), &[msg::TCGEN05_PRE_BLACKWELL]);
    }
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.tcgen05.mma", "void", &[I32(0)]);
    assert_errors(&k, &sm(100), &[]);
}

#[test]
fn tcgen05_block_scale_needs_the_a_family() {
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.tcgen05.mma", "void", &[I32(0b001)]);
    assert_errors(&k, &family(100, false), &[msg::BLOCK_SCALE]);
    assert_errors(&k, &family(120, true), &[msg::BLOCK_SCALE]);
    assert_errors(&k, &family(100, true), &[]);
    assert_errors(&k, &family(110, true), &[]);
}

#[test]
fn tcgen05_scale_input_accumulator_needs_the_a_family() {
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.tcgen05.mma", "void", &[I32(0b100)]);
    assert_errors(&k, &family(100, false), &[msg::SCALE_INPUT_ACC]);
    assert_errors(&k, &family(120, true), &[msg::SCALE_INPUT_ACC]);
    assert_errors(&k, &family(100, true), &[]);
    assert_errors(&k, &family(103, true), &[]);
}

// ---- family-token TMA gates ----

#[test]
fn tma_2cta_needs_the_a_family() {
    let mut k = Kit::new();
    k.kernel_calling(
        "llvm.nvvm.cp.async.bulk.tensor.g2s.2cta.tile.2d",
        "void",
        &[Global(3), Global(1)],
    );
    assert_errors(&k, &family(100, false), &[msg::TMA_2CTA]);
    assert_errors(&k, &family(90, true), &[msg::TMA_2CTA]);
    assert_errors(&k, &family(110, true), &[]);
}

#[test]
fn tma_im2col_w_needs_the_a_family() {
    for name in [
        "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d",
        "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d",
    ] {
        let mut k = Kit::new();
        k.kernel_calling(name, "void", &[Global(3), Global(1)]);
        assert_errors(&k, &family(103, false), &[msg::TMA_IM2COL_W]);
        assert_errors(&k, &family(103, true), &[]);
    }
    // The plain im2col mode is not gated.
    let mut k = Kit::new();
    k.kernel_calling(
        "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d",
        "void",
        &[Global(3), Global(1)],
    );
    assert_errors(&k, &family(100, false), &[]);
}

// ---- MMA opcode, WMMA store element ----

#[test]
fn mma_opcode() {
    let mma = |name: &str, args: &[A]| {
        let mut k = Kit::new();
        k.kernel_calling(name, "void", args);
        k.errors(&sm(90))
    };
    let b1 = vec![Undef("i32"); 4];
    assert_eq!(mma("llvm.nvvm.mma.m8n8k128.row.col.b1", &b1), [msg::MMA_OPCODE]);
    assert!(mma("llvm.nvvm.mma.m8n8k128.row.col.xor.popc.b1", &b1).is_empty());
    assert!(mma("llvm.nvvm.mma.m8n8k128.row.col.and.popc.b1", &b1).is_empty());
    let s8 = vec![Undef("i32"); 7];
    assert_eq!(
        mma("llvm.nvvm.mma.m16n8k16.row.col.and.popc.s8", &s8),
        [msg::MMA_OPCODE]
    );
    assert!(mma("llvm.nvvm.mma.m16n8k16.row.col.s8", &s8).is_empty());
}

#[test]
fn wmma_store_fragments_hold_f32_or_i32() {
    let n = "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32";
    let args = |t: &'static str| {
        let mut v = vec![Global(1)];
        v.extend(vec![Undef(t); 8]);
        v.push(I32(16));
        v
    };
    call_case(
        &sm(80),
        n,
        "void",
        &args("double"),
        &args("float"),
        msg::MMA_OP1_ELEMENT,
    );
    let n = "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32";
    call_case(&sm(80), n, "void", &args("i64"), &args("i32"), msg::MMA_OP1_ELEMENT);
}

// ---- atomics: global ordering ----

#[test]
fn global_ordering_needs_generic_or_global_pointers() {
    let n = "llvm.nvvm.atomic.rmw.i32";
    // acquire (4) at gpu scope (4) on a shared pointer; the same on a global pointer.
    let args = |space, ord, scope| vec![Global(space), Undef("i32"), I32(1), I32(ord), I32(scope), I32(0)];
    call_case(
        &sm(90),
        n,
        "i32",
        &args(3, 4, 4),
        &args(1, 4, 4),
        msg::GLOBAL_ORDERING_AS,
    );
    // cta scope, or relaxed ordering, on shared memory is fine.
    call_case(
        &sm(90),
        n,
        "i32",
        &args(3, 7, 5),
        &args(3, 7, 2),
        msg::GLOBAL_ORDERING_AS,
    );
    call_case(
        &sm(90),
        n,
        "i32",
        &args(3, 6, 4),
        &args(3, 2, 4),
        msg::GLOBAL_ORDERING_AS,
    );
}

// ---- WGMMA (the checks of NVVM's __wgmma_mma_async builtin) ----

fn wgmma_args(imm: [i64; 5]) -> Vec<A> {
    let mut v = vec![Param("i64"), Param("i64")];
    v.extend(imm.map(I32));
    v.extend(vec![Undef("float"); 4]);
    v
}

#[test]
fn wgmma_shape() {
    let ok = wgmma_args([1, 1, -1, 0, 1]);
    let cases = [
        ("m64n12k16.f16", "m64n16k16.f16"),
        ("m64n8k32.f16", "m64n8k16.f16"),
        ("m64n40k32.s8", "m64n48k32.s8"),
        ("m32n8k8.tf32", "m64n8k8.tf32"),
        ("m64n264k32.e4m3", "m64n256k32.e4m3"),
    ];
    for (bad, good) in cases {
        let shape = bad.split('.').next().unwrap();
        let text = format!("The shape {shape} is not supported for __wgmma_mma_async builtin");
        let mut k = Kit::new();
        k.kernel_calling(&format!("llvm.nvvm.wgmma.mma_async.{bad}"), "void", &ok);
        assert_errors(&k, &sm(90), &[&text]);
        let mut k = Kit::new();
        k.kernel_calling(&format!("llvm.nvvm.wgmma.mma_async.{good}"), "void", &ok);
        assert_errors(&k, &sm(90), &[]);
    }
}

#[test]
fn wgmma_immediate_operands() {
    let n = "llvm.nvvm.wgmma.mma_async.m64n16k16.f16";
    let ok = wgmma_args([0, -1, 1, 1, 0]);
    call_case(
        &sm(90),
        n,
        "void",
        &wgmma_args([2, 1, 1, 0, 0]),
        &ok,
        msg::WGMMA_OVERFLOW,
    );
    call_case(
        &sm(90),
        n,
        "void",
        &wgmma_args([1, 3, 1, 0, 0]),
        &ok,
        msg::WGMMA_OVERFLOW,
    );
    call_case(
        &sm(90),
        n,
        "void",
        &wgmma_args([1, 1, 1, 0, 2]),
        &ok,
        msg::WGMMA_OVERFLOW,
    );
    let mut bad = ok.clone();
    bad[2] = Param("i32");
    call_case(&sm(90), n, "void", &bad, &ok, msg::FLAG_NOT_IMMEDIATE);
}
