//! Matrix intrinsics: the per-family SM gates of WMMA (HMMA sm_70, IMMA
//! sm_72 with sub-byte variants at sm_75, BMMA sm_75) and the shape/type
//! rules of `llvm.nvvm.mma.<mnk>.<layouts>.<types>`.

use super::Call;
use crate::{messages as msg, Checker};

/// WMMA families by element type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Family {
    Hmma,
    Imma,
    /// 4-bit integers (sm_75).
    ImmaSubByte,
    Bmma,
}

/// WMMA operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WmmaOp {
    Mma,
    LoadAb,
    LoadC,
    StoreC,
}

/// The family, operation and minimum SM of a `llvm.nvvm.wmma.*` name.
pub fn classify_wmma(name: &str) -> Option<(Family, WmmaOp, u32)> {
    let rest = name.strip_prefix("llvm.nvvm.wmma.")?;
    let tokens: Vec<&str> = rest.split('.').collect();
    let has = |t: &str| tokens.contains(&t);
    let op = if has("mma") {
        WmmaOp::Mma
    } else if has("load") && (has("a") || has("b")) {
        WmmaOp::LoadAb
    } else if has("load") && has("c") {
        WmmaOp::LoadC
    } else if has("store") {
        WmmaOp::StoreC
    } else {
        return None;
    };
    let shape = tokens.first().copied().unwrap_or("");
    let family = if has("b1") || shape == "m8n8k128" {
        Family::Bmma
    } else if has("s4") || has("u4") || shape == "m8n8k32" {
        Family::ImmaSubByte
    } else if has("s8") || has("u8") || has("s32") {
        Family::Imma
    } else {
        Family::Hmma
    };
    let min_sm = match family {
        Family::Hmma => 70,
        Family::Imma => 72,
        Family::ImmaSubByte | Family::Bmma => 75,
    };
    Some((family, op, min_sm))
}

fn wmma_message(family: Family, op: WmmaOp) -> &'static str {
    match (family, op) {
        (Family::Hmma, WmmaOp::Mma) => msg::HMMA_MMA,
        (Family::Hmma, WmmaOp::LoadAb) => msg::HMMA_LDAB,
        (Family::Hmma, WmmaOp::LoadC) => msg::HMMA_LDC,
        (Family::Hmma, WmmaOp::StoreC) => msg::HMMA_STC,
        (Family::Bmma, WmmaOp::Mma) => msg::BMMA_MMA,
        (_, WmmaOp::Mma) => msg::IMMA_MMA,
        (_, WmmaOp::LoadAb) => msg::IMMA_LDAB,
        (_, WmmaOp::LoadC) => msg::IMMA_LDC,
        (_, WmmaOp::StoreC) => msg::IMMA_STC,
    }
}

/// Valid (shape, A element type) pairs of `mma.sync`.
pub const MMA_SHAPES: &[(&str, &[&str])] = &[
    ("m8n8k4", &["f16", "f64"]),
    ("m16n8k4", &["tf32", "f64"]),
    ("m16n8k8", &["f16", "bf16", "tf32", "f64"]),
    ("m16n8k16", &["f16", "bf16", "s8", "u8", "f64"]),
    ("m8n8k16", &["s8", "u8"]),
    ("m16n8k32", &["s8", "u8", "s4", "u4", "e4m3", "e5m2"]),
    ("m8n8k32", &["s4", "u4"]),
    ("m16n8k64", &["s4", "u4"]),
    ("m8n8k128", &["b1"]),
    ("m16n8k128", &["b1"]),
    ("m16n8k256", &["b1"]),
];

/// Element types an `mma` name may mention.
pub const MMA_TYPES: &[&str] = &[
    "f16", "bf16", "tf32", "f32", "f64", "s8", "u8", "s4", "u4", "b1", "e4m3", "e5m2", "s32",
];

/// A and B must come from the same class (signedness may differ).
fn type_class(t: &str) -> &str {
    match t {
        "s8" | "u8" => "i8",
        "s4" | "u4" => "i4",
        "e4m3" | "e5m2" => "f8",
        other => other,
    }
}

pub fn check(cx: &mut Checker, call: &Call) {
    if let Some((family, op, min_sm)) = classify_wmma(call.name) {
        if cx.opts.sm < min_sm {
            call.error(cx, wmma_message(family, op));
        }
        return;
    }
    let Some(rest) = call.name.strip_prefix("llvm.nvvm.mma.") else {
        return;
    };
    for text in mma_shape_errors(rest) {
        call.error(cx, text);
    }
}

/// The shape/type violations of `llvm.nvvm.mma.<rest>`.
pub fn mma_shape_errors(rest: &str) -> Vec<&'static str> {
    let mut errors = Vec::new();
    let tokens: Vec<&str> = rest.split('.').collect();
    let shape = tokens.first().copied().unwrap_or("");
    let mut types = Vec::new();
    let mut rounding = false;
    for &t in &tokens[1..] {
        match t {
            "row" | "col" | "satfinite" | "xor.popc" | "and" | "xor" | "popc" => {}
            "rn" | "rz" | "rm" | "rp" => rounding = true,
            _ if MMA_TYPES.contains(&t) => types.push(t),
            _ => {
                errors.push(msg::MMA_ATYPE);
                return errors;
            }
        }
    }
    // Which listed types are A and B: f16 forms name D and C only; four
    // types are D, A, B, C; otherwise A (and B).
    let (a, b) = match types.as_slice() {
        [d, c] if matches!(*d, "f16" | "f32") && matches!(*c, "f16" | "f32") => ("f16", "f16"),
        [_, a, b, _] => (*a, *b),
        [a, b] => (*a, *b),
        [a] => (*a, *a),
        _ => {
            errors.push(msg::MMA_ATYPE);
            return errors;
        }
    };
    if type_class(a) != type_class(b) {
        errors.push(msg::MMA_AB_MISMATCH);
    }
    match MMA_SHAPES.iter().find(|(s, _)| *s == shape) {
        None => errors.push(msg::MMA_MNK),
        Some((_, atypes)) => {
            if !MMA_TYPES.contains(&a) || matches!(a, "f32" | "s32") {
                errors.push(msg::MMA_ATYPE);
            } else if !atypes.contains(&a) {
                errors.push(msg::MMA_MNK);
            }
        }
    }
    if rounding && a != "f64" {
        errors.push(msg::MMA_ROUNDING);
    }
    errors
}
