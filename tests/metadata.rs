//! Kernel and global metadata from source (issue 5): `__grid_constant__`
//! parameters (the `grid_constant` annotation, `byval` parameters read in
//! place, executed in ptxsim against a Rust model) and `__managed__`
//! variables in `@llvm.used`. The IR must be accepted by llvm-as-19 and the
//! PTX by ptxas; the PTX shapes were compared with nvcc's output for the same
//! source (tests/nvcc/attributes/grid_constant.ptx; tests/directives.rs
//! compares its signature lines).

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

fn compile(rel: &str, arch: &str, emit: Emit) -> Result<String, String> {
    let path = tools::repo_root().join(rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = Options::with_arch(arch);
    opts.emit = emit;
    compile_str(&path.to_string_lossy(), &text, &opts)
        .map(|c| c.output)
        .map_err(|e| e.rendered)
}

fn llvm_as_checks(ir: &str, tag: &str) {
    if let Some(llvm_as) = tools::require("llvm-as-19", tools::llvm_as()) {
        tools::run_llvm_as(&llvm_as, ir, tag).unwrap_or_else(|e| panic!("{tag}: llvm-as: {e}\n{ir}"));
    }
}

/// The text of the body of `.entry name` (from its line to the closing brace).
fn entry_body<'a>(ptx: &'a str, name: &str) -> &'a str {
    let start = ptx
        .find(&format!(".entry {name}("))
        .unwrap_or_else(|| panic!("no entry {name}"));
    let rest = &ptx[start..];
    &rest[..rest.find("\n}").unwrap_or(rest.len())]
}

const GRID_CONSTANT: &str = "tests/attributes/grid_constant.cu";

#[test]
fn grid_constant_ir() {
    for emit in [Emit::IrGen, Emit::Ir] {
        let ir = compile(GRID_CONSTANT, "sm_80", emit).unwrap_or_else(|e| panic!("{e}"));
        llvm_as_checks(&ir, "grid_constant");
        // The scalar grid constant is passed byval like the record.
        assert!(
            ir.contains("define void @_Z6scaled6ParamsPii(ptr byval(%struct.Params) align 4 %p, ptr noundef %out, ptr byval(i32) align 4 %bias)"),
            "{ir}"
        );
        // One batched entry per kernel: parameters 1 and 3 (1-based) of scaled, 1 of indexed.
        let line = |needle: &str| -> String {
            ir.lines()
                .find(|l| l.contains(needle))
                .unwrap_or_else(|| panic!("no `{needle}` in\n{ir}"))
                .to_string()
        };
        for (kernel, params) in [
            ("_Z6scaled6ParamsPii", "!{i32 1, i32 3}"),
            ("_Z7indexed6ParamsPi", "!{i32 1}"),
        ] {
            let entry = line(&format!("!{{ptr @{kernel}, !\"grid_constant\", !"));
            let node = entry
                .rsplit("!\"grid_constant\", ")
                .next()
                .unwrap()
                .trim_end_matches('}');
            let def = line(&format!("{node} = !{{i32"));
            assert!(def.ends_with(params), "{kernel}: {def}");
        }
    }
}

#[test]
fn grid_constant_is_read_in_place_and_runs() {
    for arch in ["sm_80", "sm_90"] {
        let ptx = compile(GRID_CONSTANT, arch, Emit::Ptx).unwrap_or_else(|e| panic!("{e}"));
        if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
            tools::run_ptxas(&ptxas, &ptx, arch, "grid_constant").unwrap_or_else(|e| panic!("ptxas: {e}"));
        }
        // As nvcc: no local copy; escaping addresses are the parameters' own.
        let scaled = entry_body(&ptx, "_Z6scaled6ParamsPii");
        assert!(!scaled.contains("__local_depot"), "{scaled}");
        assert_eq!(scaled.matches("cvta.param.u64").count(), 2, "{scaled}");
        assert!(!entry_body(&ptx, "_Z7indexed6ParamsPi").contains("__local_depot"));

        let mut sim = Sim::new(&ptx).expect("ptxsim loads the PTX");
        let table = [7i32, -3, 40, 1000];
        let scale = 2.75f32;
        let mut params: Vec<u8> = table.iter().flat_map(|v| v.to_le_bytes()).collect();
        params.extend(scale.to_le_bytes());
        let n = 64usize;
        for (kernel, bias) in [("_Z6scaled6ParamsPii", Some(-11i32)), ("_Z7indexed6ParamsPi", None)] {
            let out = sim.alloc(&format!("out_{kernel}"), 4 * n);
            let mut args = vec![Arg::Bytes(params.clone()), Arg::Ptr(out)];
            if let Some(b) = bias {
                args.push(Arg::Bytes(b.to_le_bytes().to_vec()));
            }
            sim.launch(kernel, &LaunchConfig::new([1, 1, 1], [n as u32, 1, 1]), &args)
                .unwrap_or_else(|e| panic!("{kernel}: {e}"));
            let got: Vec<i32> = sim
                .read(out, 4 * n)
                .unwrap()
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            for (t, &g) in got.iter().enumerate() {
                let want = match bias {
                    Some(b) => table[t % 4] + b + scale as i32,
                    None => table[t % 4],
                };
                assert_eq!(g, want, "{arch} {kernel} thread {t}");
            }
        }
    }
}

#[test]
fn managed_variables_are_in_llvm_used() {
    let src = "__managed__ int used_one = 3;\n__managed__ float never_read[4];\n\
               __global__ void k(int* out) { out[0] = used_one; }\n";
    for emit in [Emit::IrGen, Emit::Ir] {
        let mut opts = Options::with_arch("sm_80");
        opts.emit = emit;
        let ir = compile_str("managed_used.cu", src, &opts)
            .map_err(|e| e.rendered)
            .unwrap()
            .output;
        llvm_as_checks(&ir, "managed_used");
        assert!(
            ir.contains(
                "@llvm.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @used_one to ptr), \
                 ptr addrspacecast (ptr addrspace(1) @never_read to ptr)], section \"llvm.metadata\""
            ),
            "{ir}"
        );
        assert!(
            ir.contains("!{ptr addrspace(1) @never_read, !\"managed\", i32 1}"),
            "{ir}"
        );
        assert!(ir.contains("!nvvmir.version = !{"), "{ir}");
    }
    let ptx = compile_str("managed_used.cu", src, &Options::with_arch("sm_80"))
        .map_err(|e| e.rendered)
        .unwrap()
        .output;
    // Both variables stay (as nvcc keeps them); @llvm.used itself is not a PTX variable.
    assert!(
        ptx.contains(".global .attribute(.managed) .align 4 .b8 never_read[16];"),
        "{ptx}"
    );
    assert!(
        ptx.contains(".global .attribute(.managed) .align 4 .u32 used_one = 3;"),
        "{ptx}"
    );
    assert!(!ptx.contains("llvm"), "{ptx}");
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "managed_used").unwrap_or_else(|e| panic!("ptxas: {e}"));
    }
}
