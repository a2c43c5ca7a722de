//! The module layer: target triple, data layout, globals and declarations,
//! then every function through the function, instruction and intrinsic
//! layers, the parameter-space sizer and the launch checks.

use crate::{function, instruction, launch, messages as msg, param_space, Checker};
use ptxc_ir::{Intrinsic, IntrinsicName, TypeData, TypeStore};

/// Triples accepted in unified NVVM IR mode (exact match).
pub const UNIFIED_TRIPLES: &[&str] = &[
    "nvptx-nvidia-cuda",
    "nvptx64-nvidia-cuda",
    "nvptx-nvidia-nvcl",
    "nvptx64-nvidia-nvcl",
    "nvsass-nvidia-cuda",
    "nvsass-nvidia-nvcl",
    "nvsass-nvidia-directx",
    "nvsass-nvidia-spirv",
];

/// Reference layouts printed after an invalid data layout: 32-bit, 64-bit,
/// and 64-bit with 32-bit shared pointers.
pub const EXAMPLE_LAYOUTS: &[&str] = &[
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
    "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
];

/// Runs every layer over the module.
pub fn verify(cx: &mut Checker) {
    if cx.opts.unified_nvvm_ir {
        cx.note(msg::IR_KIND_UNIFIED);
    }
    check_triple(cx);
    check_data_layout(cx);
    check_globals(cx);
    check_declarations(cx);
    let m = cx.m;
    for (f, func) in m.functions.iter() {
        function::verify(cx, f, func);
        for &b in &func.layout {
            for &i in &func.blocks[b].insts {
                instruction::verify(cx, f, func, i);
            }
        }
        if cx.kernels.is_kernel(f) {
            param_space::check_kernel(cx, f, func);
        }
        launch::check_function(cx, f, func);
    }
}

/// Standard mode: `nvptx-*-cuda` / `nvptx64-*-cuda`; unified mode: the exact whitelist.
pub fn check_triple(cx: &mut Checker) {
    let t = cx.m.triple.as_str();
    if cx.opts.unified_nvvm_ir {
        if !UNIFIED_TRIPLES.contains(&t) {
            cx.error(msg::INVALID_TRIPLE);
        }
    } else {
        let ok = (t.starts_with("nvptx-") || t.starts_with("nvptx64-")) && t.ends_with("-cuda");
        if !ok {
            cx.error(msg::invalid_triple_standard(t));
        }
    }
}

/// The layout must exist and parse; its default pointer width must match the triple.
pub fn check_data_layout(cx: &mut Checker) {
    let dl = cx.m.data_layout.as_str();
    if dl.is_empty() {
        cx.error(msg::EMPTY_DATA_LAYOUT);
        return;
    }
    let want_ptr = if cx.m.triple.starts_with("nvptx-") { 32 } else { 64 };
    if !data_layout_valid(dl, want_ptr) {
        cx.error(msg::invalid_data_layout(EXAMPLE_LAYOUTS));
    }
}

/// True when `dl` is a well-formed little-endian layout whose generic
/// pointers are `ptr_bits` wide.
pub fn data_layout_valid(dl: &str, ptr_bits: u32) -> bool {
    let mut generic_ptr = 64;
    for spec in dl.split('-') {
        let Some(kind) = spec.chars().next() else {
            return false;
        };
        let rest = &spec[kind.len_utf8()..];
        let nums = |s: &str| -> Option<Vec<u32>> {
            s.split(':')
                .map(|p| p.parse::<u32>().ok())
                .collect::<Option<Vec<u32>>>()
        };
        match kind {
            'e' if rest.is_empty() => {}
            'p' => {
                let (space, sizes) = match rest.split_once(':') {
                    Some((sp, sz)) => (sp, sz),
                    None => return false,
                };
                let space: u32 = if space.is_empty() {
                    0
                } else {
                    match space.parse() {
                        Ok(v) => v,
                        Err(_) => return false,
                    }
                };
                let Some(n) = nums(sizes) else { return false };
                if n.len() < 2 || !matches!(n[0], 32 | 64) {
                    return false;
                }
                if space == 0 {
                    generic_ptr = n[0];
                }
            }
            'i' | 'f' | 'v' | 'a' => match nums(rest) {
                Some(n) if (kind == 'a' || n.first().is_some_and(|&b| b > 0)) && !n.is_empty() => {}
                _ => return false,
            },
            'n' => match nums(rest) {
                Some(n) if n.iter().all(|&b| b > 0) => {}
                _ => return false,
            },
            'S' | 'A' | 'P' | 'G' => {
                if rest.parse::<u32>().is_err() {
                    return false;
                }
            }
            'm' if rest.starts_with(':') && rest.len() == 2 => {}
            _ => return false,
        }
    }
    generic_ptr == ptr_bits
}

/// Texture and surface references must live in the global address space.
pub fn check_globals(cx: &mut Checker) {
    let m = cx.m;
    for (g, var) in m.globals.iter() {
        if cx.kernels.is_texsurf(g) && var.addrspace != ptxc_ir::addrspace::GLOBAL {
            cx.error(msg::TEXSURF_GLOBAL_AS);
        }
    }
}

/// Special-register reads must be declared with their one signature:
/// no parameters, returning i32 (i64 for the 64-bit counters, i1 for the
/// `%is_explicit_cluster` predicate).
pub fn check_declarations(cx: &mut Checker) {
    let m = cx.m;
    for (f, func) in m.functions.iter() {
        let Some(reg) = IntrinsicName::parse(&func.name).as_ref().and_then(Intrinsic::sreg_name) else {
            continue;
        };
        let want = match reg {
            "clock64" | "globaltimer" | "gridid" => 64,
            "is.explicit.cluster" => 1,
            _ => 32,
        };
        if !sreg_signature_ok(&m.types, func.ty, want) {
            cx.func_error(f, msg::SREG_OVERLOAD);
        }
    }
}

fn sreg_signature_ok(types: &TypeStore, ty: Option<ptxc_ir::Type>, bits: u32) -> bool {
    match ty.map(|t| types.get(t)) {
        Some(TypeData::Function { ret, params, vararg }) => {
            params.is_empty() && !vararg && types.int_bits(*ret) == Some(bits)
        }
        _ => false,
    }
}
