//! Vector legalization end to end: IR arithmetic on `<4 x float>` (illegal: no packed
//! f32 register) is split into four `add.f32`, `<2 x half>` (legal from sm_70) stays one
//! `mul.f16x2`, `<4 x half>` becomes two `add.f16x2`, and casts, compares and selects
//! with an illegal side go lane by lane; the PTX passes ptxas and computes in ptxsim
//! what the lanes should be.

#[path = "tools.rs"]
mod tools;

use ptxc::passes::legalize_vectors;
use ptxsim::{Arg, LaunchConfig, Sim};

/// Legalizes every function of `ir` for sm_80 and emits it; the PTX must
/// pass ptxas (as `name`) wherever ptxas is available or required.
fn legalized_ptx(ir: &str, name: &str) -> String {
    let mut m = ptxc_ir::parser::parse_module(ir).expect("parses");
    let ids: Vec<_> = m.functions.keys().collect();
    for id in ids {
        let mut f = std::mem::take(&mut m.functions[id]);
        legalize_vectors::run(&mut m, &mut f, 80);
        m.functions[id] = f;
    }
    let ptx = ptxc_ptx::emit_module(&m, &ptxc_ptx::PtxOptions::default()).expect("emits");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", name).unwrap();
    }
    ptx
}

/// `len` bytes of simulated memory at `at`, read as `f32`s.
fn read_f32s(sim: &mut Sim, at: u64, len: usize) -> Vec<f32> {
    sim.read(at, len)
        .unwrap()
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

const IR: &str = "target triple = \"nvptx64-nvidia-cuda\"

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %h) {
entry:
  %va = load <4 x float>, ptr addrspace(1) %a, align 16
  %vb = load <4 x float>, ptr addrspace(1) %b, align 16
  %s = fadd <4 x float> %va, %vb
  store <4 x float> %s, ptr addrspace(1) %a, align 16
  %vh = load <2 x half>, ptr addrspace(1) %h, align 4
  %p = fmul <2 x half> %vh, %vh
  store <2 x half> %p, ptr addrspace(1) %h, align 4
  ret void
}
";

#[test]
fn illegal_vectors_split_legal_ones_stay_packed() {
    let ptx = legalized_ptx(IR, "legalize_vectors");
    assert_eq!(
        ptx.matches("add.rn.f32").count() + ptx.matches("add.f32").count(),
        4,
        "{ptx}"
    );
    assert_eq!(
        ptx.matches("mul.rn.f16x2").count() + ptx.matches("mul.f16x2").count(),
        1,
        "{ptx}"
    );
    let mut sim = Sim::new(&ptx).unwrap();
    let fa = [1.5f32, -2.0, 3.25, 1e30];
    let fb = [0.5f32, 2.0, -0.25, 1e30];
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let a = sim.alloc("a", 16);
    let b = sim.alloc("b", 16);
    let h = sim.alloc("h", 4);
    sim.write(a, &bytes(&fa)).unwrap();
    sim.write(b, &bytes(&fb)).unwrap();
    // half 1.5 = 0x3E00, half -3.0 = 0xC200
    sim.write(h, &[0x00, 0x3E, 0x00, 0xC2]).unwrap();
    sim.launch(
        "k",
        &LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[Arg::Ptr(a), Arg::Ptr(b), Arg::Ptr(h)],
    )
    .unwrap();
    let got = read_f32s(&mut sim, a, 16);
    let want: Vec<f32> = fa.iter().zip(&fb).map(|(x, y)| x + y).collect();
    assert_eq!(got, want);
    // 1.5 * 1.5 = 2.25 = 0x4080, -3 * -3 = 9 = 0x4880
    assert_eq!(sim.read(h, 4).unwrap(), vec![0x80, 0x40, 0x80, 0x48]);
}

const PAIRS_IR: &str = "target triple = \"nvptx64-nvidia-cuda\"

define ptx_kernel void @pairs(ptr addrspace(1) %h, ptr addrspace(1) %f) {
entry:
  %a = load <4 x half>, ptr addrspace(1) %h, align 8
  %s = fadd <4 x half> %a, %a
  store <4 x half> %s, ptr addrspace(1) %h, align 8
  %lo = shufflevector <4 x half> %a, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %w = fpext <2 x half> %lo to <2 x float>
  %x = load <2 x float>, ptr addrspace(1) %f, align 8
  %c = fcmp olt <2 x float> %w, %x
  %m = select <2 x i1> %c, <2 x float> %w, <2 x float> %x
  store <2 x float> %m, ptr addrspace(1) %f, align 8
  ret void
}
";

#[test]
fn half4_adds_as_two_pairs_and_casts_compares_selects_split() {
    let ptx = legalized_ptx(PAIRS_IR, "legalize_vectors_pairs");
    // Two packed adds for the four halves, no scalar half add.
    assert_eq!(ptx.matches("add.rn.f16x2").count(), 2, "{ptx}");
    assert!(!ptx.contains("add.rn.f16 "), "{ptx}");
    let mut sim = Sim::new(&ptx).unwrap();
    let h = sim.alloc("h", 8);
    let f = sim.alloc("f", 8);
    // half 1.5, -3.0, 0.25, 2.0
    sim.write(h, &[0x00, 0x3E, 0x00, 0xC2, 0x00, 0x34, 0x00, 0x40]).unwrap();
    let x: Vec<u8> = [2.0f32, -4.0].iter().flat_map(|v| v.to_le_bytes()).collect();
    sim.write(f, &x).unwrap();
    sim.launch(
        "pairs",
        &LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[Arg::Ptr(h), Arg::Ptr(f)],
    )
    .unwrap();
    // 3.0, -6.0, 0.5, 4.0
    assert_eq!(
        sim.read(h, 8).unwrap(),
        vec![0x00, 0x42, 0x00, 0xC6, 0x00, 0x38, 0x00, 0x44]
    );
    // lane 0: 1.5 < 2.0 picks 1.5; lane 1: -3.0 < -4.0 is false, picks -4.0.
    let got = read_f32s(&mut sim, f, 8);
    assert_eq!(got, vec![1.5, -4.0]);
}

const CALLS_IR: &str = "target triple = \"nvptx64-nvidia-cuda\"

define ptx_kernel void @calls(ptr addrspace(1) %h, ptr addrspace(1) %f) {
entry:
  %a = load <4 x half>, ptr addrspace(1) %h, align 8
  %p = call <4 x half> @llvm.fma.v4f16(<4 x half> %a, <4 x half> %a, <4 x half> %a)
  store <4 x half> %p, ptr addrspace(1) %h, align 8
  %x = load <2 x float>, ptr addrspace(1) %f, align 8
  %q = call <2 x float> @llvm.fabs.v2f32(<2 x float> %x)
  store <2 x float> %q, ptr addrspace(1) %f, align 8
  ret void
}
declare <4 x half> @llvm.fma.v4f16(<4 x half>, <4 x half>, <4 x half>)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
";

#[test]
fn vector_intrinsics_split_into_pairs_or_lanes() {
    // Before the split the backend rejected both calls (no vector form).
    let ptx = legalized_ptx(CALLS_IR, "legalize_vectors_calls");
    assert_eq!(ptx.matches("fma.rn.f16x2").count(), 2, "{ptx}");
    assert_eq!(ptx.matches("abs.f32").count(), 2, "{ptx}");
    let mut sim = Sim::new(&ptx).unwrap();
    let h = sim.alloc("h", 8);
    let f = sim.alloc("f", 8);
    // half 1.5, -3.0, 0.25, 2.0: a*a+a = 3.75, 6.0, 0.3125, 6.0
    sim.write(h, &[0x00, 0x3E, 0x00, 0xC2, 0x00, 0x34, 0x00, 0x40]).unwrap();
    let x: Vec<u8> = [-2.5f32, 7.0].iter().flat_map(|v| v.to_le_bytes()).collect();
    sim.write(f, &x).unwrap();
    sim.launch(
        "calls",
        &LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[Arg::Ptr(h), Arg::Ptr(f)],
    )
    .unwrap();
    // 3.75 = 0x4380, 6.0 = 0x4600, 0.3125 = 0x3500
    assert_eq!(
        sim.read(h, 8).unwrap(),
        vec![0x80, 0x43, 0x00, 0x46, 0x00, 0x35, 0x00, 0x46]
    );
    let got = read_f32s(&mut sim, f, 8);
    assert_eq!(got, vec![2.5, 7.0]);
}

const WIDE_IR: &str = "target triple = \"nvptx64-nvidia-cuda\"

define ptx_kernel void @wide(ptr addrspace(1) %a) {
entry:
  %v = load <8 x float>, ptr addrspace(1) %a, align 32
  %s = fadd <8 x float> %v, %v
  store <8 x float> %s, ptr addrspace(1) %a, align 32
  ret void
}
";

#[test]
fn wide_vector_accesses_split_into_v4_pieces() {
    let ptx = legalized_ptx(WIDE_IR, "legalize_vectors_wide");
    // Before: eight scalar loads and stores.
    assert_eq!(ptx.matches("ld.global.v4.f32").count(), 2, "{ptx}");
    assert_eq!(ptx.matches("st.global.v4.f32").count(), 2, "{ptx}");
    let mut sim = Sim::new(&ptx).unwrap();
    let a = sim.alloc("a", 32);
    let x: Vec<f32> = (0..8).map(|k| k as f32 * 1.25 - 3.0).collect();
    let bytes: Vec<u8> = x.iter().flat_map(|v| v.to_le_bytes()).collect();
    sim.write(a, &bytes).unwrap();
    sim.launch("wide", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::Ptr(a)])
        .unwrap();
    let got = read_f32s(&mut sim, a, 32);
    let want: Vec<f32> = x.iter().map(|v| v + v).collect();
    assert_eq!(got, want);
}
