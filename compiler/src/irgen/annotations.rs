//! Module-level metadata and kernel attributes: a `kernel` entry per
//! `__global__` function in `nvvm.annotations` (with its batched
//! `grid_constant` parameters), the kernel's launch attributes as function
//! attributes (`"nvvm.maxntid"="256,1,1"`, ...; ir/src/launch_attrs.rs), and
//! `nvvmir.version`. Global-variable entries (`managed`) are written where
//! the variable is created (globals.rs).

use ptxc_frontend::il::{ExecSpace, KernelAttrs, TranslationUnit};
use ptxc_ir::{AnnotationKey as K, AnnotationTarget, AnnotationValue, FuncId, LaunchAttrs, Module, NVVMIR_VERSION};

/// A kernel's source attributes in NVVM's terms.
fn launch_attrs(a: &KernelAttrs) -> LaunchAttrs {
    LaunchAttrs {
        // `__launch_bounds__` bounds the block's size, not its shape.
        max_ntid: a.max_threads.map(|n| [n, 1, 1]),
        req_ntid: None,
        min_cta_sm: a.min_blocks,
        max_nreg: a.max_nreg,
        max_cluster_rank: a.max_blocks_per_cluster,
        cluster_dim: a.cluster_dims,
        blocks_are_clusters: a.cluster_dims.is_some(),
    }
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
        m.set_launch_attrs(id, &launch_attrs(&f.attrs));
    }
    m.set_nvvmir_version(&NVVMIR_VERSION);
}
