//! Type translation (issue 5, specs/ir.md "Type translation"): the IR type
//! of every frontend type (tests/types/table.cu, expectations written from
//! the NVPTX64 C++ ABI; the mangled name and the record sizes agree with
//! nvcc's PTX for the same file), recursive and mutually recursive records
//! completed after forward declarations, and address spaces reaching
//! pointers through template arguments (tests/types/recursive.cu, run in
//! ptxsim against a Rust model). llvm-as-19 reads the IR, ptxas the PTX.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn compile(name: &str, arch: &str, opt: u8, emit: Emit) -> String {
    let path = tools::repo_root().join(format!("tests/types/{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch(arch);
    opts.emit = emit;
    opts.opt_level = opt;
    compile_str(&path.to_string_lossy(), &text, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("{name}: {}", e.rendered))
}

fn check_tools(name: &str, ir: &str, ptx: &str) {
    if let Some(llvm_as) = tools::require("llvm-as-19", tools::llvm_as()) {
        tools::run_llvm_as(&llvm_as, ir, name).unwrap_or_else(|e| panic!("{name}: llvm-as: {e}"));
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, ptx, "sm_80", name).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
    }
}

#[test]
fn type_table() {
    let ir = compile("table", "sm_80", 0, Emit::IrGen);
    check_tools("table", &ir, &compile("table", "sm_80", 3, Emit::Ptx));
    // bool is i1 as a value (zeroext) and i8 in memory; char is signed on NVPTX;
    // long is 64 bits (LP64); pointers, references and function pointers are
    // generic `ptr`; records are passed `byval` with their alignment.
    let signature = "define internal i64 @_Z5tablebcahstijlmxyfdPiPVKf3Rec2UnPFiiERS_(\
        i1 noundef zeroext %b, i8 noundef signext %c, i8 noundef signext %sc, i8 noundef zeroext %uc, \
        i16 noundef signext %s, i16 noundef zeroext %us, i32 noundef %i, i32 noundef %u, i64 noundef %l, \
        i64 noundef %ul, i64 noundef %ll, i64 noundef %ull, float noundef %f, double noundef %d, \
        ptr noundef %p, ptr noundef %cvp, ptr byval(%struct.Rec) align 8 %r, ptr byval(%union.Un) align 4 %un, \
        ptr noundef %fn, ptr noundef %ref)";
    assert!(ir.contains(signature), "{ir}");
    for line in [
        // { char; 7 bytes padding; double; int; 4 bytes padding } = 24 bytes, align 8.
        "%struct.Rec = type { i8, double, i32 }",
        // The most aligned member, then bytes up to the union's size (8).
        "%union.Un = type { i32, [4 x i8] }",
        "%b.addr = alloca i8, align 1",
        "%us.addr = alloca i16, align 2",
        "%arr = alloca [3 x i32], align 4",
        "%copy = alloca %struct.Rec, align 8",
        // Enumerations are their underlying integer type.
        "%e = alloca i8, align 1",
        "%pe = alloca i32, align 4",
    ] {
        assert!(ir.contains(line), "missing `{line}`");
    }
}

#[test]
fn recursive_records_and_address_spaces() {
    let ir = compile("recursive", "sm_80", 3, Emit::Ir);
    let ptx = compile("recursive", "sm_80", 3, Emit::Ptx);
    check_tools("recursive", &ir, &ptx);
    // B is declared before A is complete and A points back to B: pointers
    // are opaque, so each record is one named struct with no cycle in its body.
    for line in [
        "%struct.Node = type { ptr, i32 }",
        "%struct.A = type { ptr, i32 }",
        "%struct.B = type { ptr, %struct.A, i32 }",
    ] {
        assert!(ir.contains(line), "missing `{line}`");
    }
    // Through template arguments the shared array keeps its space.
    let start = ptx.find(".entry _Z6spacesPf(").expect("spaces kernel");
    let spaces = &ptx[start..];
    let spaces = &spaces[..spaces.find("\n}").unwrap()];
    assert!(spaces.contains("st.shared.f32"), "{spaces}");
    assert!(spaces.contains("ld.shared.f32"), "{spaces}");

    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let steps = 5;
    let out = sim.alloc("out", 64 * 4);
    sim.launch(
        "_Z5listsPii",
        &LaunchConfig::new([1, 1, 1], [32, 1, 1]),
        &[Arg::Ptr(out), Arg::I32(steps)],
    )
    .expect("lists runs");
    let got: Vec<i32> = sim
        .read(out, 64 * 4)
        .unwrap()
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for t in 0..32i32 {
        let walk: i32 = (0..steps).map(|k| ((t + k) % 32) * ((t + k) % 32)).sum();
        assert_eq!(got[t as usize], walk, "list walk from node {t}");
        // A[j] -> B[j] -> A[j + 1]: value * weight + B's inner value, around the ring.
        let ring: i32 = (0..8).map(|k| ((t + k) % 8 + 1) * 3 + 100 * ((t + k) % 8)).sum();
        assert_eq!(got[32 + t as usize], ring, "ring walk from A[{}]", t % 8);
    }

    let out = sim.alloc("tile", 64 * 4);
    sim.launch(
        "_Z6spacesPf",
        &LaunchConfig::new([1, 1, 1], [64, 1, 1]),
        &[Arg::Ptr(out)],
    )
    .expect("spaces runs");
    let got: Vec<f32> = sim
        .read(out, 64 * 4)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for (t, &g) in got.iter().enumerate() {
        assert_eq!(g, (63 - t) as f32 * 0.5 + t as f32 * 0.5, "thread {t}");
    }
}
