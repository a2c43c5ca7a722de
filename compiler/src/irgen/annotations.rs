//! Module-level metadata: `nvvm.annotations` (one `kernel` entry per
//! `__global__` function) and `nvvmir.version`.

use ptxc_frontend::il::{ExecSpace, KernelAttrs, TranslationUnit};
use ptxc_ir::{FuncId, MdData, Module};

/// NVVM IR version emitted in `!nvvmir.version` (major, minor, debug major, debug minor).
const NVVMIR_VERSION: [i128; 4] = [2, 0, 3, 2];

/// `!{ptr @f, !"key", i32 value}` in `nvvm.annotations`.
fn annotate(m: &mut Module, f: FuncId, key: &str, value: u32) {
    let i32t = m.types.i32();
    let func = m.md.intern(MdData::Func(f));
    let key = m.md.string(key);
    let v = m.const_int(i32t, i128::from(value));
    let v = m.md.intern(MdData::Const(v));
    let node = m.md.tuple(vec![Some(func), Some(key), Some(v)]);
    m.add_named_md("nvvm.annotations", node);
}

/// The annotation keys NVVM uses for a kernel's launch attributes, in nvcc's order.
fn launch_annotations(a: &KernelAttrs) -> Vec<(&'static str, u32)> {
    let mut out = Vec::new();
    if let Some(n) = a.max_threads {
        out.extend([("maxntidx", n), ("maxntidy", 1), ("maxntidz", 1)]);
    }
    if let Some(n) = a.min_blocks {
        out.push(("minctasm", n));
    }
    if let Some(n) = a.max_blocks_per_cluster {
        out.push(("maxclusterrank", n));
    }
    if let Some(n) = a.max_nreg {
        out.push(("maxnreg", n));
    }
    if let Some([x, y, z]) = a.cluster_dims {
        out.extend([("cluster_dim_x", x), ("cluster_dim_y", y), ("cluster_dim_z", z)]);
    }
    out
}

pub fn emit_module_metadata(m: &mut Module, tu: &TranslationUnit<'_>, ids: &[Option<FuncId>]) {
    let i32t = m.types.i32();
    for f in tu.device_functions() {
        if f.exec != ExecSpace::Global {
            continue;
        }
        let Some(id) = ids[f.id.0 as usize] else { continue };
        let func = m.md.intern(MdData::Func(id));
        let key = m.md.string("kernel");
        let one = m.const_int(i32t, 1);
        let one = m.md.intern(MdData::Const(one));
        let node = m.md.tuple(vec![Some(func), Some(key), Some(one)]);
        m.add_named_md("nvvm.annotations", node);
        for (key, value) in launch_annotations(&f.attrs) {
            annotate(m, id, key, value);
        }
    }
    let ops = NVVMIR_VERSION
        .iter()
        .map(|&v| {
            let c = m.const_int(i32t, v);
            Some(m.md.intern(MdData::Const(c)))
        })
        .collect();
    let version = m.md.tuple(ops);
    m.add_named_md("nvvmir.version", version);
}
