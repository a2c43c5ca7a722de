//! Shared helpers for the PTX integration tests: building IR modules with
//! `FuncBuilder`, and running NVIDIA's `ptxas` on the emitted text.
//!
//! `ptxas` is found and required by the one rule of the workspace's tests
//! (tests/tools.rs, included here): `$PTXAS`, the repository's cache
//! (`.cache/cuda`, where scripts/install-test-tools.sh puts it), the
//! reference-tools cache in `$HOME`, then `PATH`. Missing, it fails the test
//! under CI or `PTXC_REQUIRE_TOOLS=1` and is skipped with a notice otherwise.

#![allow(dead_code)]

use ptxc_ir::{FuncBuilder, FuncId, Function, MdData, Module, Type};
use ptxc_ptx::{emit_module, parse_sm, PtxOptions};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "../../../tests/tools.rs"]
mod tools;

/// Where `ptxas` is, if anywhere (tests/tools.rs's rule).
pub fn find_ptxas() -> Option<PathBuf> {
    tools::ptxas()
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Runs ptxas on `ptx` for each architecture; panics with ptxas's message
/// and the numbered PTX on rejection. Returns false when ptxas is missing
/// and not required (tests/tools.rs: panics when it is).
pub fn ptxas_accepts(name: &str, ptx: &str, archs: &[&str]) -> bool {
    let Some(ptxas) = tools::require("ptxas", find_ptxas()) else {
        return false;
    };
    let dir = std::env::temp_dir().join(format!("ptxc-ptx-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let file = dir.join(format!("{name}-{n}.ptx"));
    std::fs::write(&file, ptx).expect("write ptx");
    for arch in archs {
        // Not `-o /dev/null`: ptxas replaces its output file (as root, /dev/null itself).
        let cubin = file.with_extension(format!("{arch}.cubin"));
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg("-o")
            .arg(&cubin)
            .arg(&file)
            .output()
            .unwrap_or_else(|e| panic!("could not run {}: {e}", ptxas.display()));
        let _ = std::fs::remove_file(&cubin);
        if !out.status.success() {
            let numbered: String = ptx
                .lines()
                .enumerate()
                .map(|(k, l)| format!("{:4} {l}\n", k + 1))
                .collect();
            panic!(
                "ptxas -arch={arch} rejected {name}:\n{}\n{numbered}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    true
}

/// Emits `m` for sm_80 and checks it with ptxas for sm_80 and sm_90; also
/// emits it for sm_75 (the oldest target) and checks that. Returns the
/// sm_80 text.
pub fn emit_and_check(name: &str, m: &Module) -> String {
    let emit = |sm: &str| {
        let opts = PtxOptions {
            target: parse_sm(sm).unwrap(),
            ..Default::default()
        };
        emit_module(m, &opts).unwrap_or_else(|e| panic!("{name} for {sm}: {e}"))
    };
    let ptx = emit("sm_80");
    dump(name, &ptx);
    if ptxas_accepts(name, &ptx, &["sm_80", "sm_90"]) {
        ptxas_accepts(&format!("{name}_sm75"), &emit("sm_75"), &["sm_75"]);
    }
    ptx
}

/// Marks `f` as a kernel in `nvvm.annotations`.
pub fn mark_kernel(m: &mut Module, f: FuncId) {
    let i32t = m.types.i32();
    let kernel = m.md.intern(MdData::Func(f));
    let key = m.md.string("kernel");
    let one = m.const_int(i32t, 1);
    let one_md = m.md.intern(MdData::Const(one));
    let t = m.md.tuple(vec![Some(kernel), Some(key), Some(one_md)]);
    m.add_named_md("nvvm.annotations", t);
}

/// Adds a function `name` of type `ret(params)` and builds its body with `body`.
pub fn define(
    m: &mut Module,
    name: &str,
    ret: Type,
    params: &[Type],
    body: impl FnOnce(&mut FuncBuilder<'_>),
) -> FuncId {
    let fty = m.types.function(ret, params.to_vec(), false);
    let names = (0..params.len()).map(|k| format!("a{k}")).collect();
    let id = m.add_function(Function::new(name, fty, names));
    let mut f = std::mem::take(&mut m.functions[id]);
    {
        let mut b = FuncBuilder::new(m, &mut f);
        body(&mut b);
    }
    m.functions[id] = f;
    id
}

/// Declares a function without a body.
pub fn declare(m: &mut Module, name: &str, ret: Type, params: &[Type]) -> FuncId {
    let fty = m.types.function(ret, params.to_vec(), false);
    m.get_or_declare(name, fty)
}

/// Number of lines of `ptx` containing `needle`.
pub fn count(ptx: &str, needle: &str) -> usize {
    ptx.lines().filter(|l| l.contains(needle)).count()
}

/// Writes `ptx` to `$PTXC_DUMP_DIR/name.ptx` when that variable is set (for inspection).
pub fn dump(name: &str, ptx: &str) {
    if let Some(dir) = std::env::var_os("PTXC_DUMP_DIR") {
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(Path::new(&dir).join(format!("{name}.ptx")), ptx);
    }
}
