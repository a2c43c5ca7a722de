//! The function layer: rejected function attributes, integer parameter and
//! return widths, cluster settings and their SM gate, the shape of kernels,
//! entries and exit handlers, and CPU-only symbol properties (sections,
//! explicit alignment, prefix/prologue data, personality, GC).

use crate::{messages as msg, Checker};
use ptxc_ir::{FuncId, Function, ParamAttr, ParamAttrs, TypeData};

/// Checks one function (definition or declaration).
pub fn verify(cx: &mut Checker, f: FuncId, func: &Function) {
    let intrinsic = ptxc_ir::intrinsics::is_intrinsic_name(&func.name);
    check_attributes(cx, f, func);
    if !intrinsic {
        check_widths(cx, f, func);
    }
    check_cluster(cx, f);
    check_entry_shape(cx, f, func);
    check_symbol_properties(cx, f, func);
}

/// CPU-only properties of the symbol itself.
fn check_symbol_properties(cx: &mut Checker, f: FuncId, func: &Function) {
    if let Some(section) = &func.section {
        cx.func_error(f, msg::explicit_section(section));
    }
    if func.align.is_some() {
        cx.func_error(f, msg::EXPLICIT_ALIGNMENT);
    }
    if func.prefix.is_some() {
        cx.func_error(f, msg::PREFIX_DATA);
    }
    if func.prologue.is_some() {
        cx.func_error(f, msg::PROLOGUE_DATA);
    }
    if func.personality.is_some() {
        cx.func_error(f, msg::PERSONALITY);
    }
    if func.gc.is_some() {
        cx.func_error(f, msg::GC_NAMES);
    }
    for extra in &func.param_extra_attrs {
        for a in extra {
            match a {
                ParamAttr::InReg => cx.func_warning(f, msg::INREG_IGNORED),
                ParamAttr::Nest => cx.func_warning(f, msg::NEST_IGNORED),
                _ => {}
            }
        }
    }
}

/// Attributes with no GPU meaning are rejected one by one, by name
/// (`alignstack(16)` is `alignstack`).
fn check_attributes(cx: &mut Checker, f: FuncId, func: &Function) {
    for attr in &func.attrs {
        let key = attr.key();
        if let Some((_, text)) = msg::REJECTED_FN_ATTRS.iter().find(|(name, _)| *name == key) {
            cx.func_error(f, *text);
        }
    }
}

/// Integers narrower than 32 bits cross calls only with signext/zeroext.
fn check_widths(cx: &mut Checker, f: FuncId, func: &Function) {
    let m = cx.m;
    let Some(TypeData::Function { ret, params, .. }) = func.ty.map(|t| m.types.get(t)) else {
        return;
    };
    let narrow = |t| m.types.int_bits(t).is_some_and(|b| b < 32);
    let extended = |a: Option<&ParamAttrs>| a.is_some_and(|a| a.signext || a.zeroext);
    for (n, &p) in params.iter().enumerate() {
        if narrow(p) && !extended(func.param_attrs.get(n)) {
            cx.func_error(f, msg::NARROW_PARAM);
        }
    }
    if narrow(*ret) && !extended(Some(&func.ret_attrs)) {
        cx.func_error(f, msg::NARROW_RETURN);
    }
}

/// Cluster settings: kernels only, sm_90 and later, all-or-no zero dims, non-zero max blocks.
fn check_cluster(cx: &mut Checker, f: FuncId) {
    let Some(c) = cx.kernels.cluster(f).cloned() else {
        return;
    };
    if cx.opts.sm * 10 <= 899 {
        cx.func_error(f, msg::CLUSTER_PRE_HOPPER);
    }
    if !cx.kernels.is_kernel(f) {
        cx.func_error(f, msg::CLUSTER_NON_KERNEL);
    }
    let given: Vec<u64> = c.dims.iter().flatten().copied().collect();
    if given.contains(&0) && (given.len() < 3 || given.iter().any(|&d| d != 0)) {
        cx.func_error(f, msg::CLUSTER_PARTIAL_ZERO);
    }
    if c.max_blocks == Some(0) {
        cx.func_error(f, msg::CLUSTER_ZERO_MAX_BLOCKS);
    }
}

/// Kernels and entries return void; non-kernel entries and exit handlers take no parameters.
fn check_entry_shape(cx: &mut Checker, f: FuncId, func: &Function) {
    let m = cx.m;
    let Some(TypeData::Function { ret, params, .. }) = func.ty.map(|t| m.types.get(t)) else {
        return;
    };
    let void = m.types.is_void(*ret);
    let kernel = cx.kernels.is_kernel(f);
    if kernel || cx.kernels.is_entry(f) {
        if !void {
            cx.func_error(f, msg::NON_VOID_ENTRY);
        }
        if !kernel && !params.is_empty() {
            cx.func_error(f, msg::ENTRY_WITH_PARAMS);
        }
    }
    if cx.kernels.is_exit_handler(f) {
        if !void {
            cx.func_error(f, msg::NON_VOID_EXIT_HANDLER);
        }
        if !params.is_empty() {
            cx.func_error(f, msg::EXIT_HANDLER_WITH_PARAMS);
        }
    }
}
