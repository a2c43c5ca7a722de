//! Texture and surface intrinsics.
//!
//! `llvm.nvvm.texsurf.op(i32 mode, i64 handle, ...)` carries one mode word:
//! [2:0] dimensionality (0..=5), [4:3] LOD adjust (0..=2), [6:5] binding
//! (0 bound, 1 bindless), [9:7] border (0..=3), [12:10] address mode
//! (0..=4), [14:13] scope (0..=2), [16:15] semantic (0..=2), [19:17] query
//! (0..=5), [31:20] reserved. `llvm.nvvm.texsurf.handle(ptr @g)` and its
//! `.internal` form must name a global annotated as texture or surface,
//! also when the name carries LLVM's pointer-type suffix (`.internal.p1`);
//! `llvm.nvvm.suld.desc(i64 handle, ptr desc, ...)` takes an undef desc.

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::{ConstData, Intrinsic, Value};

/// (shift, width, largest valid value, diagnostic) of each mode field.
pub const MODE_FIELDS: &[(u32, u32, u128, &str)] = &[
    (0, 3, 5, msg::TEX_DIMENSIONALITY),
    (3, 2, 2, msg::TEX_LOD_ADJUST),
    (5, 2, 1, msg::TEX_BINDING_MODE),
    (7, 3, 3, msg::TEX_BORDER_MODE),
    (10, 3, 4, msg::TEX_ADDRESS_MODE),
    (13, 2, 2, msg::TEX_SCOPE),
    (15, 2, 2, msg::TEX_SEMANTIC_MODE),
    (17, 3, 5, msg::TEX_QUERY_MODE),
];
/// First reserved bit of the mode word.
pub const RESERVED_SHIFT: u32 = 20;

/// Checks the texsurf mode word's fields and reserved bits, that handles
/// name texture or surface globals and the `suld.desc` descriptor.
pub fn check(cx: &mut Checker, call: &Call) {
    let handle = |id| matches!(id, Intrinsic::TexSurfHandle | Intrinsic::TexSurfHandleInternal);
    let Some(id) = call
        .intr
        .filter(|n| n.rest.is_empty() || (handle(n.id) && is_pointer_suffix(n.rest)))
        .map(|n| n.id)
    else {
        return;
    };
    match id {
        Intrinsic::TexSurfOp => {
            let Some(mode) = call.const_arg(cx, 0) else {
                call.error(cx, msg::MODE_NOT_CONSTANT);
                return;
            };
            for &(shift, width, max, text) in MODE_FIELDS {
                if (mode >> shift) & ((1 << width) - 1) > max {
                    call.error(cx, text);
                }
            }
            if mode >> RESERVED_SHIFT != 0 {
                call.error(cx, msg::RESERVED_FLAG_BITS);
            }
        }
        Intrinsic::TexSurfHandle | Intrinsic::TexSurfHandleInternal => {
            let global = match call.args.first() {
                Some(Value::Global(g)) => Some(*g),
                Some(Value::Const(c)) => match cx.m.consts.get(*c) {
                    ConstData::GlobalAddr(g) => Some(*g),
                    _ => None,
                },
                _ => None,
            };
            if !global.is_some_and(|g| cx.kernels.is_texsurf(g)) {
                let text = if id == Intrinsic::TexSurfHandleInternal {
                    msg::TEXSURF_HANDLE_SHORT
                } else {
                    msg::TEXSURF_HANDLE
                };
                call.error(cx, text);
            }
        }
        Intrinsic::SuldDesc => {
            let undef =
                matches!(call.args.get(1), Some(Value::Const(c)) if matches!(cx.m.consts.get(*c), ConstData::Undef(_)));
            if !undef {
                call.error(cx, msg::DESC_DEPRECATED);
            }
        }
        _ => {}
    }
}

/// `.p<N>`: the overload suffix LLVM gives an intrinsic taking a pointer in
/// address space N.
fn is_pointer_suffix(rest: &str) -> bool {
    rest.strip_prefix(".p")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}
