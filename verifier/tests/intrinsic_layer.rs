//! Intrinsic layer: one failing and one passing call per documented check.

mod common;
use common::A::*;
use common::*;
use ptxc_ir::{Opcode, Value};
use ptxc_verifier::messages as msg;
use ptxc_verifier::VerifyOptions;

#[test]
fn unsupported_intrinsic_fallback() {
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.frobnicate", "void", &[]);
    assert_errors(&k, &sm(80), &["Unsupported intrinsic: llvm.nvvm.frobnicate"]);
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.barrier0", "void", &[]);
    assert_errors(&k, &sm(80), &[]);
}

// ---- SM gates ----

fn convergent_kernel(k: &mut Kit, name: &str, uses: usize) {
    let callee = k.declare(name, "i1", &["i1"]);
    let f = k.define("k", "void", &["i1"], |b, a| {
        let c = b.call(callee, &[a[0]], "c");
        let t = b.create_block("t");
        let e = b.create_block("e");
        if uses == 2 {
            let i1 = b.module.types.i1();
            b.cast(Opcode::BitCast, c, i1, "copy");
        }
        b.cond_br(c, t, e);
        b.append_and_switch(t);
        b.br(e);
        b.append_and_switch(e);
        b.ret(None);
    });
    k.m.functions[f].param_attrs[0].zeroext = true;
    k.kernel(f);
}

#[test]
fn branch_if_all_convergent_needs_volta() {
    let name = "llvm.nvvm.branch.if.all.convergent";
    let mut k = Kit::new();
    convergent_kernel(&mut k, name, 1);
    let text = format!("{name} is not supported on pre-Volta Architectures");
    assert_eq!(msg::pre_arch(name, "Volta"), text);
    assert_errors(&k, &sm(60), &[&text]);
    assert_errors(&k, &sm(70), &[]);
}

#[test]
fn branch_if_convergent_needs_ampere() {
    let name = "llvm.nvvm.branch.if.convergent";
    let mut k = Kit::new();
    convergent_kernel(&mut k, name, 1);
    assert_errors(&k, &sm(75), &[&msg::pre_arch(name, "Ampere")]);
    assert_errors(&k, &sm(80), &[]);
}

#[test]
fn convergent_branch_result_feeds_one_branch() {
    let mut k = Kit::new();
    convergent_kernel(&mut k, "llvm.nvvm.branch.if.convergent", 2);
    assert_errors(&k, &sm(80), &[msg::CONVERGENT_BRANCH_USE]);
}

#[test]
fn bulk_async_copies_need_hopper() {
    gate_case(
        "llvm.nvvm.cp.async.bulk.shared.cluster.global",
        "void",
        &[Global(3), Global(1), I32(16)],
        89,
        90,
        msg::HOPPER_ONLY,
    );
}

#[test]
fn tma_needs_64_bit_pointers() {
    let name = "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d";
    fail_pass(&sm(90), msg::POINTER_64_ONLY, |k, bad| {
        if bad {
            k.m.triple = "nvptx-nvidia-cuda".into();
            k.m.data_layout = ptxc_verifier::module::EXAMPLE_LAYOUTS[0].into();
        }
        k.kernel_calling(name, "void", &[Global(3), Global(1)]);
    });
}

#[test]
fn offset_bindless_needs_sm120() {
    gate_case(
        "llvm.nvvm.tex.2d.offset.bindless.v4f32.f32",
        "<4 x float>",
        &[I64(1), Param("float"), Param("float")],
        100,
        120,
        msg::OFFSET_BINDLESS,
    );
}

#[test]
fn f32x2_needs_blackwell() {
    gate_case(
        "llvm.nvvm.add.rn.f32x2",
        "<2 x float>",
        &[Param("<2 x float>"), Param("<2 x float>")],
        90,
        100,
        msg::F32X2,
    );
}

#[test]
fn wmma_family_gates() {
    let cases: &[(&str, u32, u32, &str)] = &[
        ("llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32", 60, 70, msg::HMMA_MMA),
        ("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16", 60, 70, msg::HMMA_LDAB),
        ("llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32", 60, 70, msg::HMMA_LDC),
        ("llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32", 60, 70, msg::HMMA_STC),
        ("llvm.nvvm.wmma.m16n16k16.mma.row.row.s8", 70, 72, msg::IMMA_MMA),
        ("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8", 70, 72, msg::IMMA_LDAB),
        ("llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32", 70, 72, msg::IMMA_LDC),
        ("llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32", 70, 72, msg::IMMA_STC),
        ("llvm.nvvm.wmma.m8n8k32.mma.row.col.s4", 72, 75, msg::IMMA_MMA),
        ("llvm.nvvm.wmma.m8n8k32.load.a.row.stride.u4", 72, 75, msg::IMMA_LDAB),
        ("llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1", 72, 75, msg::BMMA_MMA),
    ];
    for &(name, old, new, text) in cases {
        gate_case(name, "void", &[], old, new, text);
    }
}

// ---- constant arguments and modes ----

#[test]
fn setmaxnreg_count_is_constant() {
    call_case(
        &sm(90),
        "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
        "void",
        &[Param("i32")],
        &[I32(240)],
        msg::ARG0_NOT_CONSTANT,
    );
}

#[test]
fn setmaxnreg_range() {
    let n = "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32";
    call_case(&sm(90), n, "void", &[I32(16)], &[I32(24)], msg::SETMAXNREG_RANGE);
    call_case(&sm(90), n, "void", &[I32(264)], &[I32(256)], msg::SETMAXNREG_RANGE);
}

#[test]
fn setmaxnreg_multiple_of_8() {
    let n = "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32";
    call_case(&sm(90), n, "void", &[I32(100)], &[I32(104)], msg::SETMAXNREG_MULTIPLE);
}

#[test]
fn nvvm_sub_mode_is_constant() {
    call_case(
        &sm(80),
        "llvm.nvvm.sub",
        "i32",
        &[Param("i32"), I32(1), I32(2)],
        &[I32(0), I32(1), I32(2)],
        msg::NVVM_SUB_CONSTANT,
    );
}

#[test]
fn coro_suspend_takes_one_constant() {
    let n = "llvm.nvvm.coro.create.suspend";
    call_case(&sm(80), n, "void", &[Param("i32")], &[I32(3)], msg::CORO_SUSPEND);
    call_case(&sm(80), n, "void", &[I32(3), I32(4)], &[I32(3)], msg::CORO_SUSPEND);
}

#[test]
fn satf_operand_is_zero() {
    call_case(
        &sm(80),
        "llvm.nvvm.add.satf.f32",
        "float",
        &[Param("float"), Param("float"), I32(1)],
        &[Param("float"), Param("float"), I32(0)],
        msg::SATF_ZERO,
    );
}

// ---- conversions: mode word = rounding | type << 4 | src_sub << 7 | dst_sub << 10 ----

const CVT_OK: i64 = 1 | (2 << 4);

#[test]
fn cvt_needs_sm72() {
    gate_case(
        "llvm.nvvm.cvt",
        "double",
        &[I32(CVT_OK), Param("float")],
        70,
        72,
        msg::CVT_VOLTA,
    );
}

#[test]
fn cvt_ext_needs_ada() {
    gate_case(
        "llvm.nvvm.cvt.ext",
        "half",
        &[I32(CVT_OK), Param("float")],
        86,
        89,
        msg::CVT_ADA,
    );
}

#[test]
fn cvt_bf16_tf32_types_need_turing() {
    gate_case(
        "llvm.nvvm.cvt",
        "double",
        &[I32(1 | (3 << 4)), Param("float")],
        72,
        75,
        msg::CVT_TYPE_TURING,
    );
}

fn cvt(bad_mode: i64, message: &str) {
    call_case(
        &sm(80),
        "llvm.nvvm.cvt",
        "double",
        &[I32(bad_mode), Param("float")],
        &[I32(CVT_OK), Param("float")],
        message,
    );
}

#[test]
fn cvt_mode_is_constant() {
    call_case(
        &sm(80),
        "llvm.nvvm.cvt",
        "double",
        &[Param("i32"), Param("float")],
        &[I32(CVT_OK), Param("float")],
        msg::MODE_NOT_CONSTANT,
    );
}

#[test]
fn cvt_rounding_mode() {
    cvt(2 << 4, msg::ROUNDING_MODE);
    cvt(5 | (2 << 4), msg::ROUNDING_MODE);
}

#[test]
fn cvt_conversion_type() {
    cvt(1 | (5 << 4), msg::CONVERSION_TYPE);
}

#[test]
fn cvt_subword_modes() {
    cvt(CVT_OK | (3 << 7), msg::SRC_SUBWORD_MODE);
    cvt(CVT_OK | (3 << 10), msg::DEST_SUBWORD_MODE);
}

#[test]
fn cvt_reserved_bits() {
    cvt(CVT_OK | (1 << 20), msg::RESERVED_FLAG_BITS);
}

#[test]
fn cvt_src_and_dst_types() {
    let n = "llvm.nvvm.cvt";
    call_case(
        &sm(80),
        n,
        "double",
        &[I32(CVT_OK), Param("ptr")],
        &[I32(CVT_OK), Param("i32")],
        msg::INVALID_SRC_TYPE,
    );
    let mut k = Kit::new();
    k.kernel_calling(n, "ptr", &[I32(CVT_OK), Param("float")]);
    assert_errors(&k, &sm(80), &[msg::INVALID_DST_TYPE]);
    call_case(
        &sm(80),
        n,
        "float",
        &[I32(CVT_OK), Param("float")],
        &[I32(CVT_OK), Param("i32")],
        msg::SRC_DST_SAME_TYPE,
    );
}

#[test]
fn cvt_invalid_dst_type_passes_with_numeric_dst() {
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.cvt", "i64", &[I32(CVT_OK), Param("float")]);
    assert_errors(&k, &sm(80), &[]);
}

#[test]
fn cvt_ext_widths_differ() {
    call_case(
        &sm(90),
        "llvm.nvvm.cvt.ext",
        "i32",
        &[I32(CVT_OK), Param("float")],
        &[I32(CVT_OK), Param("double")],
        msg::SRC_DST_SAME_WIDTH,
    );
}

#[test]
fn cvt_packfloat_pairs() {
    call_case(
        &sm(80),
        "llvm.nvvm.cvt.packfloat",
        "<2 x bfloat>",
        &[Param("double"), Param("float")],
        &[Param("float"), Param("float")],
        msg::CVT_PACKFLOAT,
    );
}

// ---- address spaces ----

#[test]
fn memcpy_memmove_not_to_constant() {
    for name in ["llvm.memcpy.p0.p0.i64", "llvm.memmove.p0.p0.i64"] {
        call_case(
            &sm(80),
            name,
            "void",
            &[Global(4), Global(1), I64(4)],
            &[Global(1), Global(4), I64(4)],
            msg::MEMCPY_CONSTANT_AS,
        );
    }
}

#[test]
fn memset_not_to_constant() {
    call_case(
        &sm(80),
        "llvm.memset.p0.i64",
        "void",
        &[Global(4), I32(0), I64(4)],
        &[Global(3), I32(0), I64(4)],
        msg::MEMSET_CONSTANT_AS,
    );
}

#[test]
fn stacksave_returns_local_pointer() {
    let mut k = Kit::new();
    k.kernel_calling("llvm.stacksave.p0", "ptr", &[]);
    assert_errors(&k, &sm(80), &[msg::STACKSAVE_AS]);
    let mut k = Kit::new();
    k.kernel_calling("llvm.stacksave.p5", "ptr addrspace(5)", &[]);
    assert_errors(&k, &sm(80), &[]);
}

#[test]
fn stackrestore_takes_local_pointer() {
    call_case(
        &sm(80),
        "llvm.stackrestore.p0",
        "void",
        &[Param("ptr")],
        &[Param("ptr addrspace(5)")],
        msg::STACKRESTORE_AS,
    );
}

#[test]
fn ldg_needs_global_pointer() {
    let n = "llvm.nvvm.ldg.global.i.i32.p1";
    call_case(
        &sm(80),
        n,
        "i32",
        &[Global(3), I32(4)],
        &[Global(1), I32(4)],
        msg::PTR_NOT_GLOBAL,
    );
    call_case(
        &sm(80),
        n,
        "i32",
        &[I64(0), I32(4)],
        &[Global(1), I32(4)],
        msg::ARG0_NOT_POINTER,
    );
}

#[test]
fn mbarrier_in_shared_memory() {
    call_case(
        &sm(80),
        "llvm.nvvm.mbarrier.init",
        "void",
        &[Global(1), I32(32)],
        &[Global(3), I32(32)],
        msg::BARRIER_SHARED,
    );
}

#[test]
fn addrspace_conversion_intrinsics_are_retired() {
    for name in ["llvm.nvvm.ptr.gen.to.global.p1.p0", "llvm.nvvm.ptr.shared.to.gen.p0.p3"] {
        let mut k = Kit::new();
        k.kernel_calling(name, "ptr", &[Param("ptr")]);
        assert_errors(&k, &sm(80), &[msg::ADDRSPACE_CVT_INTRINSIC]);
    }
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.isspacep.global", "i1", &[Param("ptr")]);
    assert_errors(&k, &sm(80), &[]);
}

// ---- operand types ----

#[test]
fn bswap_types() {
    call_case(
        &sm(80),
        "llvm.bswap.i8",
        "i8",
        &[Undef("i8")],
        &[Undef("i16")],
        msg::BSWAP_TYPE,
    );
}

#[test]
fn bit_count_types() {
    for n in ["llvm.ctpop", "llvm.ctlz", "llvm.cttz"] {
        call_case(
            &sm(80),
            &format!("{n}.i"),
            "i128",
            &[Undef("i128")],
            &[Undef("i8")],
            msg::CTPOP_TYPE,
        );
    }
}

#[test]
fn overflow_arithmetic_types() {
    for n in ["sadd", "uadd", "ssub", "usub", "smul", "umul"] {
        let name = format!("llvm.{n}.with.overflow.i");
        call_case(
            &sm(80),
            &name,
            "{i8, i1}",
            &[Undef("i8"), Undef("i8")],
            &[Param("i32"), Param("i32")],
            msg::OVERFLOW_TYPE,
        );
    }
}

// ---- fences: (opcode, ordering, scope) ----

fn fence(bad: [i64; 3], good: [i64; 3], message: &str) {
    let args = |v: [i64; 3]| v.map(I32);
    call_case(&sm(90), "llvm.nvvm.fence", "void", &args(bad), &args(good), message);
}

#[test]
fn fence_modes_are_immediate() {
    call_case(
        &sm(90),
        "llvm.nvvm.fence",
        "void",
        &[I32(0), Param("i32"), I32(2)],
        &[I32(0), I32(7), I32(2)],
        msg::FLAG_NOT_IMMEDIATE,
    );
}

#[test]
fn fence_opcode() {
    fence([9, 7, 4], [0, 7, 4], msg::FENCE_OPCODE);
}

#[test]
fn fence_ordering_whitelist() {
    fence([0, 4, 4], [0, 6, 4], msg::FENCE_ORDERING);
}

#[test]
fn fence_acq_rel_scope() {
    let text = msg::fence_acq_rel_scope("warp");
    assert_eq!(text, "Unsupported scope \"warp\" for acquire/release/acq_rel fence.");
    fence([0, 6, 1], [0, 6, 3], &text);
}

#[test]
fn fence_seq_cst_scope() {
    let text = msg::fence_seq_cst_scope("thread");
    assert_eq!(text, "Unsupported scope \"thread\" for seq_cst fence.");
    fence([0, 7, 0], [0, 7, 5], &text);
}

#[test]
fn fence_wait_ordering_scope_pair() {
    let text = msg::fence_ordering_scope("acquire", "thread");
    assert_eq!(text, "Unsupported \"acquire\" ordering and \"thread\" scope for fence.");
    fence([1, 4, 0], [1, 4, 2], &text);
}

#[test]
fn fence_wait_not_relaxed() {
    fence([1, 2, 4], [1, 4, 4], msg::WAIT_RELAXED);
}

// ---- NVVM atomics: (ptr, val, op, ordering, scope, cache_hint) ----

fn rmw(ptr: u32, ty: &'static str, modes: [i64; 4]) -> Vec<A> {
    let mut v = vec![Global(ptr), Undef(ty)];
    v.extend(modes.map(I32));
    v
}

fn atomic(name: &str, bad: Vec<A>, good: Vec<A>, message: &str) {
    call_case(&sm(90), name, "i32", &bad, &good, message);
}

const RMW: &str = "llvm.nvvm.atomic.rmw.i32";

#[test]
fn atomic_modes_are_immediate() {
    atomic(
        RMW,
        vec![Global(1), Undef("i32"), I32(1), Param("i32"), I32(4), I32(0)],
        rmw(1, "i32", [1, 2, 4, 0]),
        msg::FLAG_NOT_IMMEDIATE,
    );
}

#[test]
fn atomic_operation_mode() {
    atomic(
        RMW,
        rmw(1, "i32", [13, 2, 4, 0]),
        rmw(1, "i32", [1, 2, 4, 0]),
        msg::OPERATION_MODE,
    );
}

#[test]
fn atomic_rmw_opcode() {
    atomic(
        RMW,
        rmw(1, "i32", [10, 2, 4, 0]),
        rmw(1, "i32", [0, 2, 4, 0]),
        msg::ATOMIC_RMW_OPCODE,
    );
}

#[test]
fn atomic_cas_opcode() {
    let n = "llvm.nvvm.atomic.cas.i32";
    let args = |op| {
        let mut v = vec![Global(1), Undef("i32"), Undef("i32")];
        v.extend([op, 2, 4, 0].map(I32));
        v
    };
    atomic(n, args(1), args(10), msg::ATOMIC_CAS_OPCODE);
}

#[test]
fn atomic_cast_opcode() {
    let n = "llvm.nvvm.atomic.cast.i32";
    atomic(
        n,
        rmw(3, "i32", [1, 2, 2, 0]),
        rmw(3, "i32", [12, 2, 2, 0]),
        msg::ATOMIC_CAST_OPCODE,
    );
}

#[test]
fn atomic_cast_types() {
    let n = "llvm.nvvm.atomic.cast.i32";
    atomic(
        n,
        rmw(3, "float", [11, 2, 2, 0]),
        rmw(3, "i64", [11, 2, 2, 0]),
        msg::ATOMIC_CAST_TYPE,
    );
}

#[test]
fn atomic_cast_shared_only() {
    let n = "llvm.nvvm.atomic.cast.i32";
    atomic(
        n,
        rmw(1, "i32", [11, 2, 2, 0]),
        rmw(3, "i32", [11, 2, 2, 0]),
        msg::ATOMIC_CAST_SHARED,
    );
}

#[test]
fn atomic_cast_unordered() {
    let n = "llvm.nvvm.atomic.cast.i32";
    atomic(
        n,
        rmw(3, "i32", [11, 7, 2, 0]),
        rmw(3, "i32", [11, 2, 2, 0]),
        msg::ATOMIC_CAST_ORDERED,
    );
}

#[test]
fn atomic_vector_rmw_is_fadd() {
    let n = "llvm.nvvm.atomic.rmw.v2f32";
    atomic(
        n,
        rmw(1, "<2 x float>", [1, 2, 4, 0]),
        rmw(1, "<2 x float>", [9, 2, 4, 0]),
        msg::ATOMIC_VECTOR_FADD,
    );
}

#[test]
fn atomic_ordering_mode() {
    atomic(
        RMW,
        rmw(1, "i32", [1, 3, 4, 0]),
        rmw(1, "i32", [1, 7, 4, 0]),
        msg::ORDERING_MODE,
    );
}

#[test]
fn atomic_rmw_ordering() {
    atomic(
        RMW,
        rmw(1, "i32", [1, 1, 4, 0]),
        rmw(1, "i32", [1, 4, 4, 0]),
        msg::RMW_ORDERING,
    );
}

#[test]
fn atomic_scope_mode() {
    atomic(
        RMW,
        rmw(1, "i32", [1, 2, 6, 0]),
        rmw(1, "i32", [1, 2, 5, 0]),
        msg::SCOPE_MODE,
    );
}

#[test]
fn atomic_cache_hint() {
    atomic(
        RMW,
        rmw(1, "i32", [1, 2, 4, 5]),
        rmw(1, "i32", [1, 2, 4, 4]),
        msg::CACHE_HINT,
    );
}

// ---- textures: mode word fields ----

const TEX_OK: i64 = 2; // 2-D, everything else default

fn tex(bad: i64, message: &str) {
    call_case(
        &sm(80),
        "llvm.nvvm.texsurf.op",
        "<4 x float>",
        &[I32(bad), I64(1)],
        &[I32(TEX_OK), I64(1)],
        message,
    );
}

#[test]
fn texture_mode_is_constant() {
    call_case(
        &sm(80),
        "llvm.nvvm.texsurf.op",
        "<4 x float>",
        &[Param("i32"), I64(1)],
        &[I32(TEX_OK), I64(1)],
        msg::MODE_NOT_CONSTANT,
    );
}

#[test]
fn texture_mode_fields() {
    tex(6, msg::TEX_DIMENSIONALITY);
    tex(TEX_OK | (3 << 3), msg::TEX_LOD_ADJUST);
    tex(TEX_OK | (2 << 5), msg::TEX_BINDING_MODE);
    tex(TEX_OK | (4 << 7), msg::TEX_BORDER_MODE);
    tex(TEX_OK | (5 << 10), msg::TEX_ADDRESS_MODE);
    tex(TEX_OK | (3 << 13), msg::TEX_SCOPE);
    tex(TEX_OK | (3 << 15), msg::TEX_SEMANTIC_MODE);
    tex(TEX_OK | (6 << 17), msg::TEX_QUERY_MODE);
    tex(TEX_OK | (1 << 24), msg::RESERVED_FLAG_BITS);
}

fn handle_case(name: &str, annotated: bool) -> Kit {
    let mut k = Kit::new();
    let g = k.global("tex", "i64", 1);
    if annotated {
        let i32t = k.m.types.i32();
        let one = k.m.const_int(i32t, 1);
        let sym = k.m.md.intern(ptxc_ir::MdData::Global(g));
        let key = k.m.md.string("texture");
        let v = k.m.md.intern(ptxc_ir::MdData::Const(one));
        let node = k.m.md.tuple(vec![Some(sym), Some(key), Some(v)]);
        k.m.add_named_md("nvvm.annotations", node);
    }
    let callee = k.declare(name, "i64", &["ptr addrspace(1)"]);
    let f = k.define("k", "void", &[], |b, _| {
        b.call(callee, &[Value::Global(g)], "h");
        b.ret(None);
    });
    k.kernel(f);
    k
}

#[test]
fn texsurf_handle_names_a_texture() {
    assert_errors(
        &handle_case("llvm.nvvm.texsurf.handle", false),
        &sm(80),
        &[msg::TEXSURF_HANDLE],
    );
    assert_errors(&handle_case("llvm.nvvm.texsurf.handle", true), &sm(80), &[]);
    let short = "llvm.nvvm.texsurf.handle.internal";
    assert_errors(&handle_case(short, false), &sm(80), &[msg::TEXSURF_HANDLE_SHORT]);
    assert_errors(&handle_case(short, true), &sm(80), &[]);
}

#[test]
fn surface_desc_is_undef() {
    call_case(
        &sm(80),
        "llvm.nvvm.suld.desc",
        "i32",
        &[I64(1), Global(1)],
        &[I64(1), Undef("ptr")],
        msg::DESC_DEPRECATED,
    );
}

// ---- MMA shapes ----

/// `n` undef operands of type `t`.
fn undefs(n: usize, t: &'static str) -> Vec<A> {
    vec![Undef(t); n]
}

fn frags(parts: &[(usize, &'static str)]) -> Vec<A> {
    parts.iter().flat_map(|&(n, t)| undefs(n, t)).collect()
}

#[test]
fn mma_shape_and_types() {
    let bf16 = frags(&[(3, "i32"), (4, "float")]);
    let f64_ = frags(&[(2, "double"), (2, "double")]);
    let s8 = frags(&[(3, "i32"), (4, "i32")]);
    let f16 = frags(&[(6, "<2 x half>"), (4, "float")]);
    let cases: Vec<(&str, &str, Vec<A>, &str)> = vec![
        (
            "llvm.nvvm.mma.m16n8k7.row.col.bf16",
            "llvm.nvvm.mma.m16n8k8.row.col.bf16",
            bf16,
            msg::MMA_MNK,
        ),
        (
            "llvm.nvvm.mma.m8n8k16.row.col.f64",
            "llvm.nvvm.mma.m8n8k4.row.col.f64",
            f64_.clone(),
            msg::MMA_MNK,
        ),
        (
            "llvm.nvvm.mma.m16n8k16.row.col.q7",
            "llvm.nvvm.mma.m16n8k16.row.col.s8",
            s8,
            msg::MMA_ATYPE,
        ),
        (
            "llvm.nvvm.mma.m16n8k16.row.col.f32.f16.bf16.f32",
            "llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32",
            f16,
            msg::MMA_AB_MISMATCH,
        ),
        (
            "llvm.nvvm.mma.m16n8k16.row.col.rn.bf16",
            "llvm.nvvm.mma.m8n8k4.row.col.rn.f64",
            f64_,
            msg::MMA_ROUNDING,
        ),
    ];
    for (bad, good, args, text) in cases {
        let mut k = Kit::new();
        k.kernel_calling(bad, "void", &args);
        assert_errors(&k, &sm(90), &[text]);
        let mut k = Kit::new();
        k.kernel_calling(good, "void", &args);
        assert_errors(&k, &sm(90), &[]);
    }
    // Mixed signedness of 8-bit integers is one class.
    let mut k = Kit::new();
    k.kernel_calling(
        "llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8",
        "void",
        &frags(&[(6, "i32"), (4, "i32")]),
    );
    assert_errors(&k, &sm(90), &[]);
}

const F16_MMA: &str = "llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32";

#[test]
fn mma_fragment_sizes() {
    let mma = |args: Vec<A>| {
        let mut k = Kit::new();
        k.kernel_calling(F16_MMA, "void", &args);
        k.errors(&sm(90))
    };
    let good = frags(&[(4, "<2 x half>"), (2, "<2 x half>"), (4, "float")]);
    assert!(mma(good).is_empty());
    // A needs 128 bits: 96 bits then a 64-bit operand overshoots.
    assert_eq!(
        mma(frags(&[(3, "<2 x half>"), (1, "i64"), (2, "<2 x half>"), (4, "float")])),
        [msg::MMA_FRAG_A_SIZE]
    );
    assert_eq!(
        mma(frags(&[(4, "<2 x half>"), (1, "<2 x half>"), (1, "i64"), (4, "float")])),
        [msg::MMA_FRAG_B_SIZE]
    );
    assert_eq!(
        mma(frags(&[(4, "<2 x half>"), (2, "<2 x half>"), (3, "float")])),
        [msg::MMA_FRAG_C_SIZE]
    );
    assert_eq!(
        mma(frags(&[(4, "<2 x half>"), (2, "<2 x half>"), (5, "float")])),
        [msg::MMA_FRAG_C_SIZE]
    );
    // The f16 m8n8k4 form runs per quad-pair: 2 x <2 x half> for A and B, 8 floats for C.
    let mut k = Kit::new();
    k.kernel_calling(
        "llvm.nvvm.mma.m8n8k4.row.col.f32.f32",
        "void",
        &frags(&[(4, "<2 x half>"), (8, "float")]),
    );
    assert_errors(&k, &sm(90), &[]);
}

#[test]
fn mma_fragment_a_type() {
    let args = |a: &'static str| frags(&[(4, a), (2, "<2 x half>"), (4, "float")]);
    let mut k = Kit::new();
    k.kernel_calling(F16_MMA, "void", &args("i32"));
    assert_errors(&k, &sm(90), &[msg::MMA_FRAG_A_TYPE]);
    let mut k = Kit::new();
    k.kernel_calling(F16_MMA, "void", &args("<2 x half>"));
    assert_errors(&k, &sm(90), &[]);
}

#[test]
fn mma_fragment_element_types_match() {
    let mut k = Kit::new();
    k.kernel_calling(
        F16_MMA,
        "void",
        &frags(&[(4, "<2 x half>"), (2, "<2 x i16>"), (4, "float")]),
    );
    assert_errors(&k, &sm(90), &[msg::MMA_FRAG_ELEM_MISMATCH]);
}

#[test]
fn unified_mode_does_not_change_intrinsic_checks() {
    let opts = VerifyOptions {
        unified_nvvm_ir: true,
        ..sm(90)
    };
    let mut k = Kit::new();
    k.kernel_calling("llvm.nvvm.setmaxnreg.inc.sync.aligned.u32", "void", &[I32(7)]);
    assert_errors(&k, &opts, &[msg::SETMAXNREG_RANGE]);
}

#[test]
fn cp_async_source_is_global() {
    call_case(
        &sm(80),
        "llvm.nvvm.cp.async.ca.shared.global.4",
        "void",
        &[Global(3), Global(3)],
        &[Global(3), Global(1)],
        msg::ARG1_INVALID_AS,
    );
}

// ---- nvvm.red: (ptr, val, space, op, type, ordering) ----

fn red(ptr: u32, val: &'static str, modes: [i64; 4]) -> Vec<A> {
    let mut v = vec![Global(ptr), Undef(val)];
    v.extend(modes.map(I32));
    v
}

fn red_case(bad: Vec<A>, good: Vec<A>, message: &str) {
    call_case(&sm(90), "llvm.nvvm.red.add", "void", &bad, &good, message);
}

#[test]
fn red_modes_are_immediate() {
    red_case(
        vec![Global(1), Undef("i32"), Param("i32"), I32(0), I32(0), I32(2)],
        red(1, "i32", [1, 0, 0, 2]),
        msg::FLAG_NOT_IMMEDIATE,
    );
}

#[test]
fn red_address_space_field() {
    red_case(red(1, "i32", [4, 0, 0, 2]), red(1, "i32", [1, 0, 0, 2]), msg::RED_AS);
}

#[test]
fn red_pointer_address_space() {
    red_case(
        red(3, "i32", [1, 0, 0, 2]),
        red(3, "i32", [3, 0, 0, 2]),
        msg::RED_PTR_AS,
    );
}

#[test]
fn red_op_field() {
    red_case(red(1, "i32", [1, 8, 0, 2]), red(1, "i32", [1, 7, 0, 2]), msg::RED_OP);
}

#[test]
fn red_type_field() {
    red_case(
        red(1, "i32", [1, 0, 8, 2]),
        red(1, "i32", [1, 0, 1, 2]),
        msg::RED_TYPE_FIELD,
    );
}

#[test]
fn red_op_and_type_combination() {
    red_case(
        red(1, "float", [1, 5, 4, 2]),
        red(1, "float", [1, 0, 4, 2]),
        msg::RED_OP_TYPE,
    );
}

#[test]
fn red_vector_length() {
    red_case(
        red(1, "<3 x float>", [1, 0, 4, 2]),
        red(1, "<4 x float>", [1, 0, 4, 2]),
        msg::RED_VECTOR_LEN,
    );
}

#[test]
fn red_ir_type_matches_field() {
    red_case(
        red(1, "double", [1, 0, 4, 2]),
        red(1, "double", [1, 0, 5, 2]),
        msg::RED_IR_TYPE,
    );
}

#[test]
fn red_memory_ordering() {
    red_case(
        red(1, "i64", [1, 0, 2, 7]),
        red(1, "i64", [1, 0, 2, 5]),
        msg::RED_ORDERING,
    );
}
