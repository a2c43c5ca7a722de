//! Inline PTX assembly as CUDA code writes it (`asm volatile("..." : "=r"(x) : "l"(y))`):
//! the printed lines equal nvcc's for the same source (operands renamed to our registers),
//! the PTX passes ptxas, and the kernel computes in ptxsim what the PTX ISA defines for
//! those instructions. Bad constraints get nvcc's messages.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const SOURCE: &str = r#"
__device__ unsigned lane() { unsigned r; asm("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
extern "C" __global__ void k(unsigned* o, int x) {
    unsigned hi, lo;
    unsigned long long v = 0x1234567890ull + x;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(v));
    int acc = x;
    asm volatile("add.s32 %0, %0, %1;" : "+r"(acc) : "n"(5));
    float f;
    asm("{ .reg .f32 t; mov.f32 t, %1; add.f32 %0, t, t; }" : "=f"(f) : "f"(1.25f));
    asm volatile("membar.gl;" ::: "memory");
    o[threadIdx.x * 5] = lane();
    o[threadIdx.x * 5 + 1] = hi;
    o[threadIdx.x * 5 + 2] = lo;
    o[threadIdx.x * 5 + 3] = acc;
    o[threadIdx.x * 5 + 4] = (unsigned)(f * 100);
}
"#;

fn compile() -> String {
    let mut opts = Options::with_arch("sm_80");
    opts.opt_level = 3;
    compile_str("asm.cu", SOURCE, &opts)
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .output
}

/// The lines between `// begin inline asm` and `// end inline asm`, registers numbered
/// away (`%r12` -> `%r`), in order.
fn asm_lines(ptx: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for l in ptx.lines().map(str::trim) {
        match l {
            "// begin inline asm" => inside = true,
            "// end inline asm" => inside = false,
            _ if inside => out.push(l.chars().filter(|c| !c.is_ascii_digit()).collect()),
            _ => {}
        }
    }
    out
}

#[test]
fn asm_text_is_nvccs_and_passes_ptxas() {
    let ptx = compile();
    // nvcc 13.5 -O3 prints these (in this order) for SOURCE; digits removed.
    let nvcc = [
        "mov.b {%r, %r}, %rd;",
        "add.s %r, %r, ;",
        "{ .reg .f t; mov.f t, %f; add.f %f, t, t; }",
        "membar.gl;",
        "mov.u %r, %laneid;",
    ];
    assert_eq!(asm_lines(&ptx), nvcc, "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "inline_asm").unwrap();
    }
}

#[test]
fn asm_computes_what_the_isa_says() {
    let ptx = compile();
    let mut sim = Sim::new(&ptx).unwrap();
    let out = sim.alloc("o", 2 * 5 * 4);
    let x = 7i32;
    sim.launch(
        "k",
        &LaunchConfig::new([1, 1, 1], [2, 1, 1]),
        &[Arg::Ptr(out), Arg::I32(x)],
    )
    .unwrap();
    let b = sim.read(out, 40).unwrap();
    let got: Vec<u32> = b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    let v = 0x12_3456_7890u64 + x as u64;
    for lane in 0..2u32 {
        // mov.b64 {lo, hi} unpacks low word first; t + t of 1.25 is 2.5.
        let want = [lane, (v >> 32) as u32, v as u32, (x + 5) as u32, 250];
        assert_eq!(&got[lane as usize * 5..lane as usize * 5 + 5], want, "lane {lane}");
    }
}

#[test]
fn constraint_mismatches_are_nvccs_errors() {
    let src = "__global__ void k(int* o, long long x) {\n  int r;\n  asm(\"mov.b32 %0, %1;\" : \"=r\"(r) : \"r\"(x));\n  asm(\"mov.b32 %0, 1;\" : \"=l\"(r));\n  asm(\"mov.b32 %0, 1;\" : \"r\"(r));\n  o[0] = r;\n}\n";
    let e = compile_str("bad.cu", src, &Options::with_arch("sm_80")).expect_err("three errors");
    for (at, msg) in [
        (
            "bad.cu:3:37",
            "asm operand type size(8) does not match type/size implied by constraint 'r'",
        ),
        (
            "bad.cu:4:26",
            "asm operand type size(4) does not match type/size implied by constraint 'l'",
        ),
        (
            "bad.cu:5:26",
            "an asm output operand must have one of the '=' or '+' modifiers",
        ),
    ] {
        assert!(e.rendered.contains(msg), "{msg}:\n{}", e.rendered);
        assert!(e.rendered.contains(at), "{at}:\n{}", e.rendered);
    }
}

/// A float in an integer constraint is rejected as nvcc rejects it (same message), and a
/// template naming an operand that does not exist is an error with the statement's span
/// (nvcc reports it as an internal compiler error).
#[test]
fn constraint_kinds_and_operand_numbers_are_checked() {
    let src = "__global__ void k(float* o, int* p) {\n  float x = 1;\n  asm(\"add.f32 %0, %0, 1.0;\" : \"+r\"(x));\n  int y;\n  asm(\"mov.u32 %1, 1;\" : \"=r\"(y));\n  o[0] = x; p[0] = y;\n}\n";
    let e = compile_str("kinds.cu", src, &Options::with_arch("sm_80")).expect_err("two errors");
    assert_eq!(e.rendered.matches("error:").count(), 2, "{}", e.rendered);
    for (at, msg) in [
        (
            "kinds.cu:3:32",
            "asm operand type size(4) does not match type/size implied by constraint 'r'",
        ),
        (
            "kinds.cu:5:3",
            "asm operand index requested is larger than the number of asm operands provided",
        ),
    ] {
        assert!(e.rendered.contains(msg), "{msg}:\n{}", e.rendered);
        assert!(e.rendered.contains(at), "{at}:\n{}", e.rendered);
    }
}

#[test]
fn double_colon_before_inputs_leaves_the_outputs_empty() {
    // `::` is one token: it opens the output section and leaves it empty, so the
    // operands after it are inputs (this was read as outputs before). nvcc also takes
    // operands with no comma between them (the second statement), as cuda-samples has.
    let src = r#"extern "C" __global__ void k(unsigned* o, unsigned v) {
        asm volatile("st.global.u32 [%0], %1;" :: "l"((unsigned long long)(o + threadIdx.x)), "r"(v + 1));
        asm volatile("st.global.u32 [%1], %0;" :: "r"(v * 2) "l"((unsigned long long)(o + 2 + threadIdx.x)));
        asm volatile("membar.gl;" ::: "memory");
    }"#;
    let ptx = compile_str("dc.cu", src, &Options::with_arch("sm_80"))
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .output;
    let mut sim = Sim::new(&ptx).unwrap();
    let out = sim.alloc("o", 16);
    sim.launch(
        "k",
        &LaunchConfig::new([1, 1, 1], [2, 1, 1]),
        &[Arg::Ptr(out), Arg::I32(41)],
    )
    .unwrap();
    let b = sim.read(out, 16).unwrap();
    let got: Vec<u32> = b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, [42, 42, 82, 82], "{ptx}");
}

/// Pointers in and out of inline assembly (`"l"(p)` in, `"=l"(q)` out, as libcu++
/// launders addresses): NVVM takes and gives only integers, so the address goes in
/// and comes out as an i64; the NVVM verifier accepts the IR, ptxas the PTX, and the
/// pointer read back designates the same memory.
#[test]
fn pointers_go_through_inline_asm_as_integers() {
    let src = r#"
extern "C" __global__ void k(int* o, const int* in) {
    const int* p;
    asm("mov.b64 %0, %1;" : "=l"(p) : "l"(in + threadIdx.x));
    o[threadIdx.x] = *p * 2;
}
"#;
    for level in [3, 0] {
        let mut opts = Options::with_arch("sm_80");
        opts.opt_level = level;
        let ptx = compile_str("ptr_asm.cu", src, &opts)
            .unwrap_or_else(|e| panic!("{}", e.rendered))
            .output;
        if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
            tools::run_ptxas(&ptxas, &ptx, "sm_80", "ptr_asm").unwrap();
        }
        let mut sim = Sim::new(&ptx).unwrap();
        let input: Vec<u8> = [5i32, -7, 11, 40].iter().flat_map(|v| v.to_le_bytes()).collect();
        let inp = sim.alloc("in", 16);
        sim.write(inp, &input).unwrap();
        let out = sim.alloc("o", 16);
        sim.launch(
            "k",
            &LaunchConfig::new([1, 1, 1], [4, 1, 1]),
            &[Arg::Ptr(out), Arg::Ptr(inp)],
        )
        .unwrap();
        let b = sim.read(out, 16).unwrap();
        let got: Vec<i32> = b.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got, [10, -14, 22, 80], "-O{level}");
    }
}

/// An `n` operand is an integral constant expression, folded by the frontend, so it
/// is an immediate at -O0 too (libcu++'s pipeline waits with
/// `"n"(_Prior < __max_prior ? _Prior : __max_prior)`, a constexpr local).
#[test]
fn n_operands_are_immediates_without_optimization() {
    let src = "template <unsigned char P> __device__ void wait() {\n  constexpr unsigned char max_prior = 8;\n  \
               asm volatile(\"cp.async.wait_group %0;\" : : \"n\"(P < max_prior ? P : max_prior));\n}\n\
               extern \"C\" __global__ void k() { wait<3>(); wait<12>(); }\n";
    let mut opts = Options::with_arch("sm_80");
    opts.opt_level = 0;
    let ptx = compile_str("n.cu", src, &opts)
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .output;
    let waits: Vec<&str> = ptx
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("cp.async.wait_group"))
        .collect();
    assert_eq!(waits, ["cp.async.wait_group 3;", "cp.async.wait_group 8;"], "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "inline_asm_n").unwrap();
    }
}
