//! Kernel performance directives from `nvvm.annotations`: `.maxntid`,
//! `.reqntid`, `.minnctapersm`, `.maxnreg`, `.explicitcluster`,
//! `.reqnctapercluster` and `.maxclusterrank`, printed between a kernel's
//! parameter list and its body, in the order nvcc prints them.

use ir::{FuncId, GlobalId, MdData, Module};
use rustc_hash::FxHashMap;

/// The `i32` annotations of `f`: key -> value.
fn annotations(m: &Module, f: FuncId) -> FxHashMap<String, u32> {
    let mut out = FxHashMap::default();
    for (name, nodes) in &m.named_md {
        if name != "nvvm.annotations" {
            continue;
        }
        for &n in nodes {
            let MdData::Tuple(ops) = m.md.get(n) else { continue };
            let get = |i: usize| ops.get(i).copied().flatten().map(|o| m.md.get(o));
            let (Some(MdData::Func(g)), Some(MdData::String(key)), Some(MdData::Const(c))) = (get(0), get(1), get(2))
            else {
                continue;
            };
            if *g == f {
                if let Some(v) = m.consts.as_int(*c) {
                    out.insert(key.clone(), v as u32);
                }
            }
        }
    }
    out
}

/// The directive lines for kernel `f` (each ending in a newline; empty when none).
pub fn kernel_directives(m: &Module, f: FuncId) -> String {
    let a = annotations(m, f);
    let dims = |prefix: &str| -> Option<String> {
        let x = a.get(&format!("{prefix}x")).copied();
        let y = a.get(&format!("{prefix}y")).copied();
        let z = a.get(&format!("{prefix}z")).copied();
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
    m.named_md
        .iter()
        .filter(|(name, _)| name == "nvvm.annotations")
        .flat_map(|(_, nodes)| nodes)
        .any(|&n| {
            let MdData::Tuple(ops) = m.md.get(n) else { return false };
            let get = |i: usize| ops.get(i).copied().flatten().map(|o| m.md.get(o));
            matches!((get(0), get(1)), (Some(MdData::Global(x)), Some(MdData::String(k))) if *x == g && k == "managed")
        })
}
