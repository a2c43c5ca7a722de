//! Module-level metadata: `nvvm.annotations` (one `kernel` entry per
//! `__global__` function) and `nvvmir.version`.

use ptxc_frontend::il::{ExecSpace, TranslationUnit};
use ptxc_ir::{FuncId, MdData, Module};

/// NVVM IR version emitted in `!nvvmir.version` (major, minor, debug major, debug minor).
const NVVMIR_VERSION: [i128; 4] = [2, 0, 3, 2];

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
