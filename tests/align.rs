//! Alignment as CUDA has it (issues 4 and 7): CUDA 13's vector types with
//! their `__align__` (tests/align/vectors.cu), whole-element copies of them
//! as one vector access like nvcc's, and alignment specifiers on variables
//! with static storage, locals and parameters giving nvcc's `.align`
//! directives (tests/align/storage.cu). Every PTX goes through ptxas for
//! sm_75, sm_80 and sm_90; the kernels run in ptxsim against Rust.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn compile(name: &str, arch: &str) -> String {
    let path = tools::repo_root().join(format!("tests/align/{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let ptx = compile_str(&path.to_string_lossy(), &text, &Options::with_arch(arch))
        .unwrap_or_else(|e| panic!("{name}: {}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, arch, name).unwrap_or_else(|e| panic!("{name} {arch}: ptxas: {e}"));
    }
    ptx
}

/// The body of entry `name` in `ptx`.
fn entry<'p>(ptx: &'p str, name: &str) -> &'p str {
    let body = &ptx[ptx
        .find(&format!(".entry {name}("))
        .unwrap_or_else(|| panic!("no {name}"))..];
    &body[..body.find("\n}\n").expect("end of entry")]
}

/// CUDA 13's `vector_types.h`: the `__align__` of the 1- to 4-component type of
/// each scalar (0: the members' natural alignment), with the scalar's size.
const CUDA_VECTOR_ALIGN: [(&str, u64, [u64; 4]); 12] = [
    ("char", 1, [0, 2, 0, 4]),
    ("uchar", 1, [0, 2, 0, 4]),
    ("short", 2, [0, 4, 0, 8]),
    ("ushort", 2, [0, 4, 0, 8]),
    ("int", 4, [0, 8, 0, 16]),
    ("uint", 4, [0, 8, 0, 16]),
    ("long", 8, [0, 16, 0, 16]),
    ("ulong", 8, [0, 16, 0, 16]),
    ("longlong", 8, [0, 16, 0, 16]),
    ("ulonglong", 8, [0, 16, 0, 16]),
    ("float", 4, [0, 8, 0, 16]),
    ("double", 8, [0, 16, 0, 16]),
];

/// (sizeof, alignof) of every type `layout` reports, in its order.
fn expected_layout() -> Vec<(u64, u64)> {
    let mut want = Vec::new();
    for (_, size, aligns) in CUDA_VECTOR_ALIGN {
        for (n, &a) in aligns.iter().enumerate() {
            let align = if a == 0 { size } else { a };
            let bytes = size * (n as u64 + 1);
            want.push((bytes.div_ceil(align) * align, align));
        }
    }
    // long4, ulong4, longlong4, ulonglong4, double4: the _16a and _32a variants.
    for _ in 0..5 {
        want.push((32, 16));
        want.push((32, 32));
    }
    want
}

#[test]
fn vector_types_have_cudas_layout() {
    let ptx = compile("vectors", "sm_80");
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let want = expected_layout();
    let out = sim.alloc("out", want.len() * 16);
    sim.launch("layout", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::Ptr(out)])
        .unwrap();
    let got: Vec<u64> = sim
        .read(out, want.len() * 16)
        .unwrap()
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let got: Vec<(u64, u64)> = got.chunks(2).map(|p| (p[0], p[1])).collect();
    assert_eq!(got, want);
}

/// Deterministic test data.
fn bytes(n: usize, seed: u32) -> Vec<u8> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (x >> 24) as u8
        })
        .collect()
}

#[test]
fn vector_copies_are_single_vector_accesses() {
    for arch in ["sm_75", "sm_90"] {
        compile("vectors", arch);
    }
    let ptx = compile("vectors", "sm_80");
    // (kernel, element size, nvcc's load and store, ptxc's load and store).
    let kernels = [
        ("copy_f4", 16, "ld.global.v4.u32", "ld.global.v4.f32"),
        ("copy_i2", 8, "ld.global.v2.u32", "ld.global.v2.u32"),
        ("copy_d2", 16, "ld.global.v4.u32", "ld.global.v2.f64"),
    ];
    let n = 96usize;
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    for (k, size, nvcc_ld, ours_ld) in kernels {
        let body = entry(&ptx, k);
        // The same access width as nvcc's (one 8- or 16-byte access each way);
        // the element type differs (nvcc copies raw 32-bit words).
        assert_eq!(body.matches("ld.global").count(), 1, "{k} ({nvcc_ld} in nvcc):\n{body}");
        assert_eq!(body.matches("st.global").count(), 1, "{k}:\n{body}");
        assert!(body.contains(ours_ld), "{k}: {ours_ld}:\n{body}");
        assert!(body.contains(&ours_ld.replace("ld.", "st.")), "{k}:\n{body}");
        assert!(!body.contains(".local"), "{k}: no local copy:\n{body}");
        let data = bytes(n * size, size as u32);
        let src = sim.alloc_from("src", &data);
        let dst = sim.alloc("dst", n * size);
        sim.launch(
            k,
            &LaunchConfig::new([3, 1, 1], [32, 1, 1]),
            &[Arg::Ptr(dst), Arg::Ptr(src)],
        )
        .unwrap();
        assert_eq!(sim.read(dst, n * size).unwrap(), data, "{k} copies every element");
    }
    // Read field by field as well: the copies stay vector accesses.
    let body = entry(&ptx, "scale_f4");
    assert!(
        body.contains("ld.global.v4.f32") && body.contains("st.global.v4.f32"),
        "{body}"
    );
    let input: Vec<f32> = (0..n * 4).map(|i| i as f32 * 0.5 - 7.0).collect();
    let raw: Vec<u8> = input.iter().flat_map(|f| f.to_le_bytes()).collect();
    let src = sim.alloc_from("src", &raw);
    let dst = sim.alloc("dst", raw.len());
    sim.launch(
        "scale_f4",
        &LaunchConfig::new([3, 1, 1], [32, 1, 1]),
        &[Arg::Ptr(dst), Arg::Ptr(src), Arg::F32(3.0)],
    )
    .unwrap();
    let got: Vec<f32> = sim
        .read(dst, raw.len())
        .unwrap()
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let want: Vec<f32> = input
        .chunks(4)
        .flat_map(|v| [v[0] * 3.0, v[1], v[2], v[3] + v[1]])
        .collect();
    assert_eq!(got, want);
}

#[test]
fn aligned_variables_get_nvccs_directives() {
    for arch in ["sm_75", "sm_90"] {
        compile("storage", arch);
    }
    let ptx = compile("storage", "sm_80");
    // nvcc's lines for the same file (tests/align/storage.cu's header).
    for line in [
        ".global .align 16 .b8 g[12];",
        ".const .align 32 .b8 cg[8] = {1, 0, 0, 0, 2",
        ".param .align 16 .b8 storage_param_1[16]",
        ".local .align 16 .b8",
        ".shared .align 16 .b8 _ZZ7storageE2sh[16];",
    ] {
        assert!(ptx.contains(line), "missing `{line}`:\n{ptx}");
    }
    let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
    let out = sim.alloc("out", 6 * 8);
    sim.launch(
        "storage",
        &LaunchConfig::new([1, 1, 1], [8, 1, 1]),
        &[
            Arg::Ptr(out),
            Arg::Bytes([2.5f32.to_le_bytes(), [0; 4], [0; 4], [0; 4]].concat()),
        ],
    )
    .unwrap();
    let got: Vec<u64> = sim
        .read(out, 48)
        .unwrap()
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // Every address a multiple of its alignment; sh[1] was written by thread 1.
    assert_eq!(got, [0, 0, 0, 0, 0, 35]);
}
