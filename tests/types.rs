//! Type translation (issue 5, specs/ir.md "Type translation"): the IR type
//! of every frontend type (tests/types/table.cu, expectations written from
//! the NVPTX64 C++ ABI; the mangled name and the record sizes agree with
//! nvcc's PTX for the same file), recursive and mutually recursive records
//! completed after forward declarations, and address spaces reaching
//! pointers through template arguments and local struct fields
//! (tests/types/recursive.cu, run in ptxsim against a Rust model). llvm-as-19 reads the IR, ptxas the PTX.

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
    check_tools_on("sm_80", name, ir, ptx)
}

fn check_tools_on(arch: &str, name: &str, ir: &str, ptx: &str) {
    if let Some(llvm_as) = tools::require("llvm-as-19", tools::llvm_as()) {
        tools::run_llvm_as(&llvm_as, ir, name).unwrap_or_else(|e| panic!("{name}: llvm-as: {e}"));
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, ptx, arch, name).unwrap_or_else(|e| panic!("{name} {arch}: ptxas: {e}"));
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
    // Through template arguments and through the field of a local struct
    // (split by SROA) the shared array keeps its space: every access is .shared.
    let start = ptx.find(".entry _Z6spacesPf(").expect("spaces kernel");
    let spaces = &ptx[start..];
    let spaces = &spaces[..spaces.find("\n}").unwrap()];
    assert_eq!(spaces.matches("st.shared.f32").count(), 1, "{spaces}");
    assert_eq!(spaces.matches("ld.shared.f32").count(), 2, "{spaces}");
    assert!(
        !spaces.contains("ld.f32") && !spaces.contains("__local_depot"),
        "{spaces}"
    );

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

/// The value of FP8 code `c` (E4M3 or E5M2) from the format definition.
fn fp8_value(c: u8, e5m2: bool) -> f64 {
    let (mb, bias) = if e5m2 { (2, 15) } else { (3, 7) };
    let sign = if c & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((c & 0x7F) >> mb);
    let m = f64::from(c & ((1 << mb) - 1));
    if !e5m2 && c & 0x7F == 0x7F || e5m2 && e == 31 && m != 0.0 {
        return f64::NAN;
    }
    if e5m2 && e == 31 {
        return sign * f64::INFINITY;
    }
    if e == 0 {
        return sign * m * 2f64.powi(1 - bias - mb);
    }
    sign * (1.0 + m / f64::from(1 << mb)) * 2f64.powi(e - bias)
}

/// `x` to FP8 by searching every code for the nearest value (ties to the
/// even code), one step past the largest finite value standing for overflow;
/// a float NaN of either sign is 0x7F (CUDA canonicalizes it first).
fn fp8_encode(x: f32, saturate: bool, e5m2: bool) -> u8 {
    let sign = if x.is_sign_negative() { 0x80u8 } else { 0 };
    if x.is_nan() {
        return 0x7F;
    }
    let max_code: u8 = if e5m2 { 0x7B } else { 0x7E };
    let overflow_value = if e5m2 { 65536.0 } else { 480.0 };
    let a = f64::from(x).abs();
    let mut best: (f64, u8) = (f64::INFINITY, 0);
    for c in 0..=max_code + 1 {
        let v = if c > max_code {
            overflow_value
        } else {
            fp8_value(c, e5m2)
        };
        let d = (v - a).abs();
        if d < best.0 || d == best.0 && c % 2 == 0 {
            best = (d, c);
        }
    }
    let code = if best.1 > max_code || a.is_infinite() {
        match (saturate, e5m2) {
            (true, _) => max_code,
            (false, true) => 0x7C,
            (false, false) => 0x7F,
        }
    } else {
        best.1
    };
    sign | code
}

#[test]
fn fp8_storage_and_conversions() {
    // sm_80: CUDA's C; sm_90: sm_89's cvt forms (run by ptxsim), against the same model
    for arch in ["sm_80", "sm_90"] {
        fp8_storage_and_conversions_on(arch);
    }
}

fn fp8_storage_and_conversions_on(arch: &str) {
    let ir = compile("fp8", arch, 0, Emit::IrGen);
    let ptx = compile("fp8", arch, 3, Emit::Ptx);
    check_tools_on(arch, "fp8", &ir, &ptx);
    // Named integer storage.
    assert!(ir.contains("%struct.__nv_fp8_e4m3 = type { i8 }"), "{ir}");
    assert!(ir.contains("%struct.__nv_fp8_e5m2 = type { i8 }"), "{ir}");
    // Inputs: every FP8 value of both formats, the midpoints between
    // neighbours (rounding ties), overflow edges, specials and a spread of others.
    let mut inputs: Vec<f32> = vec![
        0.0,
        -0.0,
        448.0,
        464.0,
        464.5,
        480.0,
        1e6,
        -1e6,
        57344.0,
        61440.0,
        61439.0,
        65536.0,
        1e-30,
        -1e-7,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
        f32::MIN_POSITIVE,
    ];
    for e5m2 in [false, true] {
        let vals: Vec<f64> = (0..=255u8)
            .map(|c| fp8_value(c, e5m2))
            .filter(|v| v.is_finite())
            .collect();
        let mut sorted = vals.clone();
        sorted.sort_by(f64::total_cmp);
        for w in sorted.windows(2) {
            inputs.push(w[0] as f32);
            inputs.push(((w[0] + w[1]) / 2.0) as f32);
        }
    }
    let mut s = 0x2545_f491_u32;
    for _ in 0..2000 {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let e = (s % 48) as i32 - 24;
        inputs.push(f32::from_bits(s).signum() * (1.0 + (s >> 9) as f32 / 8_388_608.0) * 2f32.powi(e));
    }
    let n = inputs.len();
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let bytes: Vec<u8> = inputs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let input = sim.alloc_from("in", &bytes);
    let out = sim.alloc("out", 4 * n);
    let blocks = n.div_ceil(128) as u32;
    sim.launch(
        "_Z3encPKfPhi",
        &LaunchConfig::new([blocks, 1, 1], [128, 1, 1]),
        &[Arg::Ptr(input), Arg::Ptr(out), Arg::I32(n as i32)],
    )
    .expect("enc runs");
    let got = sim.read(out, 4 * n).unwrap();
    for (i, &x) in inputs.iter().enumerate() {
        let want = [
            fp8_encode(x, true, false),
            fp8_encode(x, false, false),
            fp8_encode(x, true, true),
            fp8_encode(x, false, true),
        ];
        assert_eq!(
            &got[4 * i..4 * i + 4],
            &want,
            "encodings of {x:e} (sat e4m3, e4m3, sat e5m2, e5m2)"
        );
    }
    let out = sim.alloc("dec", 2 * 256 * 4);
    sim.launch("_Z3decPf", &LaunchConfig::new([1, 1, 1], [256, 1, 1]), &[Arg::Ptr(out)])
        .expect("dec runs");
    let got: Vec<f32> = sim
        .read(out, 2 * 256 * 4)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for c in 0..=255u8 {
        for (k, e5m2) in [(0, false), (1, true)] {
            let (g, w) = (got[2 * c as usize + k], fp8_value(c, e5m2));
            assert!(
                g.is_nan() && w.is_nan() || f64::from(g) == w && g.is_sign_negative() == (c & 0x80 != 0),
                "code {c:#04x} ({}): {g} vs {w}",
                if e5m2 { "e5m2" } else { "e4m3" }
            );
        }
    }
}

/// Value of code `c` of a saturating sub-byte format (no infinity or NaN).
fn minifloat_value(c: u32, exp_bits: i32, mant_bits: i32) -> f64 {
    let bias = (1 << (exp_bits - 1)) - 1;
    let sign = if c >> (exp_bits + mant_bits) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let e = ((c >> mant_bits) & ((1 << exp_bits) - 1)) as i32;
    let m = f64::from(c & ((1 << mant_bits) - 1));
    if e == 0 {
        sign * m * 2f64.powi(1 - bias - mant_bits)
    } else {
        sign * (1.0 + m / f64::from(1 << mant_bits)) * 2f64.powi(e - bias)
    }
}

/// `x` to a saturating sub-byte format by searching every code: nearest
/// (ties to the even code), toward zero, toward +inf or toward -inf (CUDA's
/// modes 0..3); out-of-range values clamp to the largest finite value of
/// their sign, NaN becomes +largest.
fn minifloat_encode(x: f32, exp_bits: i32, mant_bits: i32, mode: usize) -> u8 {
    let n = 1u32 << (exp_bits + mant_bits);
    let max = n - 1;
    if x.is_nan() {
        return max as u8;
    }
    let x = f64::from(x);
    let codes = (0..2 * n).map(|c| (c, minifloat_value(c, exp_bits, mant_bits)));
    let pick = |best: Option<(u32, f64)>, (c, v): (u32, f64)| -> Option<(u32, f64)> {
        let better = match (mode, best) {
            (_, None) => true,
            (0, Some((bc, bv))) => {
                (v - x).abs() < (bv - x).abs() || (v - x).abs() == (bv - x).abs() && c % 2 == 0 && bc % 2 == 1
            }
            (1, Some((_, bv))) => v.abs() > bv.abs(),
            (2, Some((_, bv))) => v < bv,
            (_, Some((_, bv))) => v > bv,
        };
        if better {
            Some((c, v))
        } else {
            best
        }
    };
    let allowed = |v: f64| match mode {
        0 => true,
        1 => v.abs() <= x.abs() && (v == 0.0 || v.signum() == x.signum()),
        2 => v >= x,
        _ => v <= x,
    };
    let largest = minifloat_value(max, exp_bits, mant_bits);
    let clamped = x.clamp(-largest, largest);
    let sign = if x.is_sign_negative() { n } else { 0 };
    if clamped != x {
        return (sign | max) as u8;
    }
    let (c, v) = codes
        .filter(|&(_, v)| allowed(v))
        .fold(None, pick)
        .expect("a representable neighbour");
    // Zero keeps the input's sign.
    let c = if v == 0.0 { sign } else { c };
    c as u8
}

#[test]
fn fp6_fp4_storage_and_conversions() {
    // sm_80: CUDA's C; sm_100a: the sm_100f family's cvt forms; sm_107a: its .rz ones too
    for arch in ["sm_80", "sm_100a", "sm_107a"] {
        fp6_fp4_storage_and_conversions_on(arch);
    }
}

fn fp6_fp4_storage_and_conversions_on(arch: &str) {
    let ir = compile("fp6_fp4", arch, 0, Emit::IrGen);
    let ptx = compile("fp6_fp4", arch, 3, Emit::Ptx);
    check_tools_on(arch, "fp6_fp4", &ir, &ptx);
    assert!(ir.contains("%struct.__nv_fp6_e2m3 = type { i8 }"), "{ir}");
    let formats = [(2, 3), (3, 2), (2, 1)];
    let mut inputs: Vec<f32> = vec![
        0.0,
        -0.0,
        7.5,
        7.75,
        8.0,
        28.0,
        30.0,
        6.0,
        7.0,
        1e9,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1e-20,
        -1e-20,
    ];
    for (e, m) in formats {
        let n = 1u32 << (e + m);
        let mut vals: Vec<f64> = (0..2 * n).map(|c| minifloat_value(c, e, m)).collect();
        vals.sort_by(f64::total_cmp);
        for w in vals.windows(2) {
            inputs.push(w[0] as f32);
            inputs.push(((w[0] + w[1]) / 2.0) as f32);
            inputs.push(((3.0 * w[0] + w[1]) / 4.0) as f32);
        }
    }
    let mut s = 0x9e37_79b9_u32;
    for _ in 0..1000 {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let e = (s % 16) as i32 - 8;
        inputs.push(f32::from_bits(s).signum() * (1.0 + (s >> 9) as f32 / 8_388_608.0) * 2f32.powi(e));
    }
    let n = inputs.len();
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let bytes: Vec<u8> = inputs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let input = sim.alloc_from("in", &bytes);
    let out = sim.alloc("out", 12 * n);
    sim.launch(
        "_Z3encPKfPhi",
        &LaunchConfig::new([n.div_ceil(128) as u32, 1, 1], [128, 1, 1]),
        &[Arg::Ptr(input), Arg::Ptr(out), Arg::I32(n as i32)],
    )
    .expect("enc runs");
    let got = sim.read(out, 12 * n).unwrap();
    for (i, &x) in inputs.iter().enumerate() {
        for mode in 0..4 {
            for (k, &(e, m)) in formats.iter().enumerate() {
                let want = minifloat_encode(x, e, m, mode);
                assert_eq!(
                    got[12 * i + 3 * mode + k],
                    want,
                    "{x:e} to e{e}m{m} in rounding mode {mode}"
                );
            }
        }
    }
    let out = sim.alloc("dec", 3 * 64 * 4);
    sim.launch("_Z3decPf", &LaunchConfig::new([1, 1, 1], [64, 1, 1]), &[Arg::Ptr(out)])
        .expect("dec runs");
    let got: Vec<f32> = sim
        .read(out, 3 * 64 * 4)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for c in 0..64u32 {
        for (k, &(e, m)) in formats.iter().enumerate() {
            let code = if k == 2 { c & 0xF } else { c };
            assert_eq!(
                f64::from(got[3 * c as usize + k]),
                minifloat_value(code, e, m),
                "code {code:#x} of e{e}m{m}"
            );
        }
    }
}

/// `__int128`/`unsigned __int128` (tests/types/int128.cu): mangled `n`/`o`
/// (`_Z1kPnS_`, `_Z3parnoPn`), by-value parameters and results as 16-byte
/// `.param` arrays aligned to 16, and loads, stores and the global as nvcc
/// prints them for the same file (`ld/st.global.v2.u64`, `.b8 g[16]`, a record
/// member's initializer with its high half at byte 8); i128 in
/// the IR before legalization; llvm-as-19 and ptxas accept the output.
#[test]
fn int128_names_params_and_layout() {
    let irgen = compile("int128", "sm_80", 3, Emit::IrGen);
    let ptx = compile("int128", "sm_80", 3, Emit::Ptx);
    check_tools("int128", &compile("int128", "sm_80", 3, Emit::Ir), &ptx);
    assert!(
        irgen.contains("define internal i128 @_Z1fn(i128 noundef %a)"),
        "{irgen}"
    );
    assert!(irgen.contains("@g = addrspace(1) global i128 5, align 16"), "{irgen}");
    for line in [
        ".global .align 16 .b8 g[16]",
        ".global .align 16 .b8 w[32] = {9, 0, 0, 0, 0, 0, 0, 0, 64, 0, 0, 0, 0, 0, 0, 0, 3};",
        ".visible .entry _Z1kPnS_(",
        ".func  (.param .align 16 .b8 func_retval0[16]) _Z1fn(",
        ".param .align 16 .b8 _Z1fn_param_0[16]",
        ".visible .entry _Z3parnoPn(",
        ".param .align 16 .b8 _Z3parnoPn_param_0[16],",
        ".param .align 16 .b8 _Z3parnoPn_param_1[16],",
        "ld.global.v2.u64",
        "st.global.v2.u64",
        "mul.hi.u64",
        // `a[0] + a[1]` as nvcc prints it: a carry chain (ptx/src/isel/carry.rs).
        "add.cc.s64",
        "addc.s64",
    ] {
        assert!(ptx.contains(line), "missing {line:?} in\n{ptx}");
    }
}

/// `long double` (tests/types/long_double.cu): mangled `e` as nvcc
/// (`_Z1kPeiP1SPd`, `_Z1fe1S`), 16 bytes aligned to 16 (static assertions in
/// the file), a `double` value: scalar parameters and results are `.f64` as
/// nvcc prints them, array elements and pointer steps are 16 bytes, a record
/// member sits at its 16-aligned offset; ptxas and llvm-as-19 accept it.
#[test]
fn long_double_names_and_layout() {
    let ptx = compile("long_double", "sm_80", 3, Emit::Ptx);
    check_tools("long_double", &compile("long_double", "sm_80", 3, Emit::Ir), &ptx);
    for line in [
        ".entry _Z1kPeiP1SPd(",
        ".func  (.param .b64 func_retval0) _Z1fe1S(",
        ".param .b64 _Z1fe1S_param_0,",
        ".global .align 16 .b8 g[64] = {0, 0, 0, 0, 0, 0, 240, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64,",
        "mul.wide.s32",
        "ld.global.f64",
    ] {
        assert!(ptx.contains(line), "missing {line:?} in\n{ptx}");
    }
    assert!(ptx.contains(", 16;"), "a 16-byte element step:\n{ptx}");
    assert!(ptx.contains(", 48;"), "a 48-byte record step:\n{ptx}");
}

/// `_Float32`, `_Float64`, `_Float32x`, `_Float64x` (tests/types/float_n.cu)
/// are float, double, double and long double: every function signature line
/// is the one nvcc prints for the file (`nvcc -ptx -O3 -arch=sm_80`, copied
/// below), so the mangled names (`f`, `d`, `d`, `e`) and parameter types agree;
/// ptxas and llvm-as-19 accept the output. Their arithmetic runs against g++
/// in tests/lang/gnu_float_n_types.cu.
#[test]
fn float_n_types_mangle_as_nvcc() {
    let ptx = compile("float_n", "sm_80", 3, Emit::Ptx);
    check_tools("float_n", &compile("float_n", "sm_80", 3, Emit::Ir), &ptx);
    let signature: Vec<&str> = ptx
        .lines()
        .filter(|l| {
            l.starts_with(".func")
                || l.starts_with(".visible .entry")
                || (l.starts_with("\t.param ") && l.contains("_param_"))
        })
        .collect();
    let nvcc = [
        ".func  (.param .b32 func_retval0) _Z1af(",
        "\t.param .b32 _Z1af_param_0",
        ".func  (.param .b64 func_retval0) _Z1bd(",
        "\t.param .b64 _Z1bd_param_0",
        ".func  (.param .b64 func_retval0) _Z1cd(",
        "\t.param .b64 _Z1cd_param_0",
        ".func  (.param .b64 func_retval0) _Z1de(",
        "\t.param .b64 _Z1de_param_0",
        ".func  (.param .b64 func_retval0) _Z1mfdde(",
        "\t.param .b32 _Z1mfdde_param_0,",
        "\t.param .b64 _Z1mfdde_param_1,",
        "\t.param .b64 _Z1mfdde_param_2,",
        "\t.param .b64 _Z1mfdde_param_3",
        ".visible .entry _Z1kPfPd(",
        "\t.param .u64 _Z1kPfPd_param_0,",
        "\t.param .u64 _Z1kPfPd_param_1",
    ];
    let mut ours = signature.clone();
    let mut theirs = nvcc.to_vec();
    ours.sort_unstable();
    theirs.sort_unstable();
    assert_eq!(ours, theirs, "{ptx}");
}
