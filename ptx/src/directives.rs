//! Kernel performance directives from the kernel's launch attributes
//! (`Module::launch_attrs`: function attributes, or older IR's
//! `nvvm.annotations`): `.maxntid`, `.reqntid`, `.minnctapersm`, `.maxnreg`,
//! `.explicitcluster`, `.reqnctapercluster` and `.maxclusterrank`, printed
//! between a kernel's parameter list and its body, in the order nvcc prints
//! them.

use ir::{AnnotationKey, AnnotationTarget, FuncId, GlobalId, Module};

/// The directive lines for kernel `f` (each ending in a newline; empty when
/// none); `annotations` holds at least `f`'s `nvvm.annotations` entries.
pub fn kernel_directives(m: &Module, f: FuncId, annotations: &[ir::Annotation]) -> String {
    let a = m.launch_attrs_with(f, annotations);
    let dims = |d: [u32; 3]| format!("{}, {}, {}", d[0], d[1], d[2]);
    let mut s = String::new();
    if let Some(d) = a.max_ntid {
        s.push_str(&format!(".maxntid {}\n", dims(d)));
    }
    if let Some(d) = a.req_ntid {
        s.push_str(&format!(".reqntid {}\n", dims(d)));
    }
    // nvcc omits a zero minimum.
    if let Some(n) = a.min_cta_sm.filter(|&n| n > 0) {
        s.push_str(&format!(".minnctapersm {n}\n"));
    }
    if let Some(n) = a.max_nreg {
        s.push_str(&format!(".maxnreg {n}\n"));
    }
    match a.cluster_dim {
        // nvcc marks a kernel with cluster dimensions `.explicitcluster`
        // (the IR's `nvvm.blocksareclusters`) and leaves the rank out.
        Some(d) => s.push_str(&format!(".explicitcluster\n.reqnctapercluster {}\n", dims(d))),
        None => {
            if let Some(n) = a.max_cluster_rank {
                s.push_str(&format!(".maxclusterrank {n}\n"));
            }
        }
    }
    s
}

/// Whether global `g` is annotated `managed` (a `__managed__` variable).
pub fn is_managed(m: &Module, g: GlobalId) -> bool {
    m.annotation(AnnotationTarget::Global(g), AnnotationKey::Managed)
        .is_some()
}
