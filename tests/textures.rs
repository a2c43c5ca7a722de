//! Texture and surface objects (issue 13): the kernels in tests/textures/ use every
//! texture fetch shape (`tex1Dfetch`, `tex2D`, layered, cube, `Lod`, `Grad`,
//! `tex2Dgather`) and surface load/store of every width, vector length, shape and
//! boundary mode. Each kernel's header lists the instruction forms nvcc 13 prints for
//! the same source (`// expect: ...`); the PTX must contain each of them and ptxas
//! must accept it for sm_75, sm_80 and sm_90. `host_api.cu` uses the host API the
//! CUDA samples use (arrays, channel descriptions, resource and texture
//! descriptions, 3D copies, object creation) and must type-check with
//! `--check-host`. `surface_run.cu` runs in ptxsim over surfaces made with
//! `Sim::create_surface`: its results equal a reference written from the PTX ISA's
//! surface model (byte x coordinate, `.clamp` to the nearest element, `.zero` reads
//! zeros), and a `.trap` access outside the surface faults.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_file, Options};

const ARCHS: &[&str] = &["sm_75", "sm_80", "sm_90"];
const KERNELS: &[&str] = &["fetch", "surface"];

fn compile(name: &str, arch: &str, edit: impl FnOnce(&mut Options)) -> Result<String, String> {
    let mut opts = Options::with_arch(arch);
    opts.input = tools::repo_root().join("tests/textures").join(format!("{name}.cu"));
    edit(&mut opts);
    compile_file(&opts).map(|c| c.output).map_err(|e| e.rendered)
}

/// The `// expect:` lines of a kernel's header.
fn expectations(name: &str) -> Vec<String> {
    let path = tools::repo_root().join("tests/textures").join(format!("{name}.cu"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter_map(|l| l.strip_prefix("// expect: "))
        .map(str::to_string)
        .collect()
}

#[test]
fn texture_and_surface_kernels_print_nvccs_instruction_forms_and_pass_ptxas() {
    let ptxas = tools::require("ptxas", tools::ptxas());
    let mut failures = Vec::new();
    for name in KERNELS {
        let expect = expectations(name);
        assert!(expect.len() >= 10, "{name}: its header lists the expected forms");
        for arch in ARCHS {
            let ptx = match compile(name, arch, |_| {}) {
                Ok(p) => p,
                Err(e) => {
                    failures.push(format!("{name} {arch}: {e}"));
                    continue;
                }
            };
            for e in &expect {
                if !ptx.contains(e.as_str()) {
                    failures.push(format!("{name} {arch}: no `{e}` in the PTX"));
                }
            }
            if let Some(p) = &ptxas {
                if let Err(e) = tools::run_ptxas(p, &ptx, arch, &format!("textures-{name}")) {
                    failures.push(format!("{name} {arch}: ptxas:\n{e}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn constant_boundary_modes_fold_to_one_instruction() {
    // The mode is a run-time argument in CUDA's API and an opcode modifier in PTX:
    // a constant argument must leave only its own instruction.
    let ptx = compile("surface", "sm_80", |_| {}).unwrap_or_else(|e| panic!("{e}"));
    let sulds = ptx.lines().filter(|l| l.trim_start().starts_with("suld.")).count();
    let susts = ptx.lines().filter(|l| l.trim_start().starts_with("sust.")).count();
    assert_eq!((sulds, susts), (11, 11), "{ptx}");
}

#[test]
fn host_api_of_textures_and_surfaces_type_checks() {
    let ptxas = tools::require("ptxas", tools::ptxas());
    let ptx = compile("host_api", "sm_80", |o| o.source.check_host = true).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        ptx.contains("tex.2d.v4.f32.f32") && ptx.contains("tex.1d.v4.f32.s32"),
        "{ptx}"
    );
    if let Some(p) = &ptxas {
        tools::run_ptxas(p, &ptx, "sm_80", "textures-host_api").unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The reference: what the PTX ISA's surface model gives for `surface_run.cu`.
fn surface_reference(input: &[u8]) -> (Vec<u8>, Vec<f32>) {
    let mut out = vec![0u8; input.len()];
    for (e, px) in input.chunks(4).enumerate() {
        out[e * 4..e * 4 + 4].copy_from_slice(&[px[3], px[2], px[1], px[0]]);
    }
    let floats: Vec<f32> = (0..8).map(|k| k as f32 * 1.5).collect();
    let mut o = Vec::new();
    for _y in 0..4 {
        for x in 0..8usize {
            let at = x + 6;
            o.push(floats[at.min(7)]); // .clamp: the nearest element inside
            o.push(if at < 8 { floats[at] } else { 0.0 }); // .zero: zeros outside
        }
    }
    (out, o)
}

#[test]
fn surface_loads_and_stores_run_in_ptxsim() {
    use ptxsim::{Arg, LaunchConfig, Sim};
    let ptx = compile("surface_run", "sm_80", |_| {}).unwrap_or_else(|e| panic!("{e}"));
    if let Some(p) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&p, &ptx, "sm_80", "textures-surface_run").unwrap_or_else(|e| panic!("{e}"));
    }
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}\n{ptx}"));
    let input: Vec<u8> = (0..8 * 4 * 4).map(|k| (k * 7 + 3) as u8).collect();
    let floats: Vec<u8> = (0..8).flat_map(|k| (k as f32 * 1.5).to_le_bytes()).collect();
    let s_in = sim.create_surface(&input, 32, 4, 1);
    let s_out = sim.create_surface(&vec![0u8; input.len()], 32, 4, 1);
    let s_f = sim.create_surface(&floats, 32, 1, 1);
    let o = sim.alloc("o", 64 * 4);
    let cfg = LaunchConfig::new([1, 1, 1], [8, 4, 1]);
    let args = [Arg::U64(s_in), Arg::U64(s_out), Arg::U64(s_f), Arg::Ptr(o)];
    sim.launch("_Z11surface_runyyyPf", &cfg, &args)
        .unwrap_or_else(|e| panic!("{e}"));
    let base = sim.surface_base(s_out).expect("a surface");
    let got_out = sim.read(base, input.len()).expect("read back");
    let got_o: Vec<f32> = sim
        .read(o, 64 * 4)
        .expect("read back")
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let (want_out, want_o) = surface_reference(&input);
    assert_eq!(got_out, want_out);
    assert_eq!(got_o, want_o);
}

#[test]
fn surface_access_outside_with_trap_faults_in_ptxsim() {
    use ptxsim::{Arg, LaunchConfig, Sim};
    let ptx = compile("surface_run", "sm_80", |_| {}).unwrap_or_else(|e| panic!("{e}"));
    let mut sim = Sim::new(&ptx).unwrap();
    // A 2D input surface of only 4 elements per row: threads x >= 4 read outside it
    // with surf2Dread's default mode, .trap.
    let s_in = sim.create_surface(&[0u8; 64], 16, 4, 1);
    let s_out = sim.create_surface(&[0u8; 128], 32, 4, 1);
    let s_f = sim.create_surface(&[0u8; 32], 32, 1, 1);
    let o = sim.alloc("o", 64 * 4);
    let cfg = LaunchConfig::new([1, 1, 1], [8, 4, 1]);
    let args = [Arg::U64(s_in), Arg::U64(s_out), Arg::U64(s_f), Arg::Ptr(o)];
    let e = sim.launch("_Z11surface_runyyyPf", &cfg, &args).expect_err("trap");
    assert!(e.to_string().contains("outside the surface"), "{e}");
}
