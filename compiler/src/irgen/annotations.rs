//! Module-level metadata: `nvvm.annotations` (a `kernel` entry per
//! `__global__` function plus its launch attributes, in nvcc's order) and
//! `nvvmir.version`. Global-variable entries (`managed`) are written where the
//! variable is created (globals.rs).

use ptxc_frontend::il::{ExecSpace, KernelAttrs, TranslationUnit};
use ptxc_ir::{AnnotationKey as K, AnnotationTarget, AnnotationValue, FuncId, Module, NVVMIR_VERSION};

/// The annotation keys NVVM uses for a kernel's launch attributes, in nvcc's order.
fn launch_annotations(a: &KernelAttrs) -> Vec<(K, u32)> {
    let mut out = Vec::new();
    if let Some(n) = a.max_threads {
        out.extend([(K::MaxNtidX, n), (K::MaxNtidY, 1), (K::MaxNtidZ, 1)]);
    }
    if let Some(n) = a.min_blocks {
        out.push((K::MinCtaSm, n));
    }
    if let Some(n) = a.max_blocks_per_cluster {
        out.push((K::MaxClusterRank, n));
    }
    if let Some(n) = a.max_nreg {
        out.push((K::MaxNReg, n));
    }
    if let Some([x, y, z]) = a.cluster_dims {
        out.extend([(K::ClusterDimX, x), (K::ClusterDimY, y), (K::ClusterDimZ, z)]);
    }
    out
}

pub fn emit_module_metadata(m: &mut Module, tu: &TranslationUnit<'_>, ids: &[Option<FuncId>]) {
    for f in tu.device_functions() {
        if f.exec != ExecSpace::Global {
            continue;
        }
        let Some(id) = ids[f.id.0 as usize] else { continue };
        let target = AnnotationTarget::Func(id);
        m.annotate(target, K::Kernel, AnnotationValue::Int(1));
        // One entry listing every `__grid_constant__` parameter (1-based), as NVVM batches them.
        let grid_constants: Vec<u32> = (1..)
            .zip(f.params)
            .filter(|&(_, &p)| super::is_grid_constant(tu, p))
            .map(|(k, _)| k)
            .collect();
        if !grid_constants.is_empty() {
            m.annotate(target, K::GridConstant, AnnotationValue::Params(grid_constants));
        }
        for (key, value) in launch_annotations(&f.attrs) {
            m.annotate(target, key, AnnotationValue::Int(value));
        }
    }
    m.set_nvvmir_version(NVVMIR_VERSION);
}
