//! Kernel performance directives from `nvvm.annotations`: `.maxntid`,
//! `.reqntid`, `.minnctapersm`, `.maxnreg`, `.explicitcluster`,
//! `.reqnctapercluster` and `.maxclusterrank`, printed between a kernel's
//! parameter list and its body, in the order nvcc prints them.

use ir::{AnnotationKey, AnnotationTarget, AnnotationValue, FuncId, GlobalId, Module};
use rustc_hash::FxHashMap;

/// The `i32` annotations of `f`: key -> value.
fn annotations(m: &Module, f: FuncId) -> FxHashMap<&'static str, u32> {
    m.annotations()
        .into_iter()
        .filter_map(|a| match a.value {
            AnnotationValue::Int(v) if a.target == AnnotationTarget::Func(f) => Some((a.key.name(), v)),
            _ => None,
        })
        .collect()
}

/// The directive lines for kernel `f` (each ending in a newline; empty when none).
pub fn kernel_directives(m: &Module, f: FuncId) -> String {
    let a = annotations(m, f);
    let dims = |prefix: &str| -> Option<String> {
        let x = a.get(format!("{prefix}x").as_str()).copied();
        let y = a.get(format!("{prefix}y").as_str()).copied();
        let z = a.get(format!("{prefix}z").as_str()).copied();
        (x.is_some() || y.is_some() || z.is_some())
            .then(|| format!("{}, {}, {}", x.unwrap_or(1), y.unwrap_or(1), z.unwrap_or(1)))
    };
    let mut s = String::new();
    if let Some(d) = dims("maxntid") {
        s.push_str(&format!(".maxntid {d}\n"));
    }
    if let Some(d) = dims("reqntid") {
        s.push_str(&format!(".reqntid {d}\n"));
    }
    // nvcc omits a zero minimum.
    if let Some(&n) = a.get("minctasm").filter(|&&n| n > 0) {
        s.push_str(&format!(".minnctapersm {n}\n"));
    }
    if let Some(&n) = a.get("maxnreg") {
        s.push_str(&format!(".maxnreg {n}\n"));
    }
    match dims("cluster_dim_") {
        Some(d) => s.push_str(&format!(".explicitcluster\n.reqnctapercluster {d}\n")),
        // With explicit cluster dimensions nvcc leaves the rank out.
        None => {
            if let Some(&n) = a.get("maxclusterrank") {
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
