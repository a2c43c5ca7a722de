//! Texture and surface objects (issue 13): the kernels in tests/textures/ use every
//! texture fetch shape (`tex1Dfetch`, `tex2D`, layered, cube, `Lod`, `Grad`,
//! `tex2Dgather`) and surface load/store of every width, vector length, shape and
//! boundary mode. Each kernel's header lists the instruction forms nvcc 13 prints for
//! the same source (`// expect: ...`); the PTX must contain each of them and ptxas
//! must accept it for sm_75, sm_80 and sm_90. `host_api.cu` uses the host API the
//! CUDA samples use (arrays, channel descriptions, resource and texture
//! descriptions, 3D copies, object creation) and must type-check with
//! `--check-host`.

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
