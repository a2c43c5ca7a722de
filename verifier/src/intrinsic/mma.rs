//! Matrix intrinsics: the per-family SM gates of WMMA (HMMA sm_70, IMMA
//! sm_72 with sub-byte variants at sm_75, BMMA sm_75) and the shape/type
//! rules of `llvm.nvvm.mma.<mnk>.<layouts>.<types>`: shape, A type, A/B
//! agreement, rounding, and the A/B/C fragment sizes (operands are split by
//! bit count: M*K*bits(A)/32 for A, K*N*bits(B)/32 for B, M*N*bits(C)/32
//! for C; 8 threads instead of 32 for the f16 m8n8k4 quad-pair form).

use super::Call;
use crate::{messages as msg, Checker};
use ptxc_ir::{Intrinsic, IntrinsicName};

/// WMMA families by element type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Family {
    /// Half-precision (f16) WMMA, sm_70.
    Hmma,
    /// 8-bit integer WMMA, sm_72.
    Imma,
    /// 4-bit integers (sm_75).
    ImmaSubByte,
    /// Single-bit WMMA, sm_75.
    Bmma,
}

/// WMMA operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WmmaOp {
    /// `wmma.mma`: multiply-accumulate.
    Mma,
    /// `wmma.load.a` / `wmma.load.b`: load an A or B fragment.
    LoadAb,
    /// `wmma.load.c`: load the accumulator fragment.
    LoadC,
    /// `wmma.store.d`: store the result fragment.
    StoreC,
}

/// The family, operation and minimum SM of a `llvm.nvvm.wmma.*` name.
pub fn classify_wmma(name: &str) -> Option<(Family, WmmaOp, u32)> {
    let rest = IntrinsicName::parse(name)
        .filter(|n| n.id == Intrinsic::Wmma)?
        .rest
        .strip_prefix('.')?;
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

/// Checks WMMA SM gates and `mma` names: shape, types and fragment sizes.
pub fn check(cx: &mut Checker, call: &Call) {
    if let Some((family, op, min_sm)) = classify_wmma(call.name) {
        if cx.opts.sm < min_sm {
            call.error(cx, wmma_message(family, op));
        }
        if op == WmmaOp::StoreC {
            check_store_element(cx, call);
        }
        return;
    }
    let Some(rest) = call.rest_of(Intrinsic::Mma).and_then(|r| r.strip_prefix('.')) else {
        return;
    };
    let errors = mma_shape_errors(rest);
    if errors.is_empty() {
        if let Some(shape) = MmaShape::parse(rest) {
            check_fragments(cx, call, &shape);
        }
    }
    for text in errors {
        call.error(cx, text);
    }
}

/// A parsed, valid `mma` name: dimensions and the A, B, C element types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmaShape {
    /// Rows of A and C.
    pub m: u64,
    /// Columns of B and C.
    pub n: u64,
    /// Columns of A, rows of B.
    pub k: u64,
    /// Element type of A (`f16`, `s8`, `e4m3`, ...).
    pub a: &'static str,
    /// Element type of B.
    pub b: &'static str,
    /// Element type of the accumulator C.
    pub c: &'static str,
}

fn intern_type(t: &str) -> &'static str {
    MMA_TYPES.iter().copied().find(|&x| x == t).unwrap_or("f32")
}

impl MmaShape {
    /// Reads `m16n8k16.row.col.f32.f16.f16.f32` and friends.
    pub fn parse(rest: &str) -> Option<MmaShape> {
        let tokens: Vec<&str> = rest.split('.').collect();
        let shape = tokens.first()?.strip_prefix('m')?;
        let (m, shape) = shape.split_once('n')?;
        let (n, k) = shape.split_once('k')?;
        let types: Vec<&str> = tokens[1..].iter().copied().filter(|t| MMA_TYPES.contains(t)).collect();
        let (a, b, c) = match types.as_slice() {
            [d, c] if matches!(*d, "f16" | "f32") && matches!(*c, "f16" | "f32") => ("f16", "f16", *c),
            [_, a, b, c] => (*a, *b, *c),
            [a, b] => (*a, *b, "s32"),
            [a] => {
                let c = match *a {
                    "f64" => "f64",
                    "s8" | "u8" | "s4" | "u4" | "b1" => "s32",
                    _ => "f32",
                };
                (*a, *a, c)
            }
            _ => return None,
        };
        Some(MmaShape {
            m: m.parse().ok()?,
            n: n.parse().ok()?,
            k: k.parse().ok()?,
            a: intern_type(a),
            b: intern_type(b),
            c: intern_type(c),
        })
    }

    /// Bits of A, B and C each thread holds.
    pub fn fragment_bits(&self) -> (u64, u64, u64) {
        // m8n8k4 f16 runs per quad-pair (8 threads), everything else per warp.
        let threads = if self.m == 8 && self.n == 8 && self.k == 4 && self.a == "f16" {
            8
        } else {
            32
        };
        let a = self.m * self.k * elem_bits(self.a) / threads;
        let b = self.k * self.n * elem_bits(self.b) / threads;
        let c = self.m * self.n * elem_bits(self.c) / threads;
        (a, b, c)
    }
}

/// Bit width of an MMA element type.
pub fn elem_bits(t: &str) -> u64 {
    match t {
        "b1" => 1,
        "s4" | "u4" => 4,
        "s8" | "u8" | "e4m3" | "e5m2" => 8,
        "f16" | "bf16" => 16,
        "f64" => 64,
        _ => 32,
    }
}

/// Splits the call's operands into the A, B and C fragments by bit count
/// and checks their sizes and IR types.
fn check_fragments(cx: &mut Checker, call: &Call, shape: &MmaShape) {
    let m = cx.m;
    let types: Vec<Option<ptxc_ir::Type>> = call
        .args
        .iter()
        .map(|&v| crate::values::type_of(m, call.func, v))
        .collect();
    let bits_of = |t: Option<ptxc_ir::Type>| -> u64 {
        let Some(t) = t else { return 0 };
        match m.types.get(t) {
            ptxc_ir::TypeData::Vector { elem, len } => m.types.store_size(*elem) * 8 * u64::from(*len),
            _ => m.types.store_size(t) * 8,
        }
    };
    let (want_a, want_b, want_c) = shape.fragment_bits();
    let mut next = 0;
    let mut take = |want: u64| -> Option<std::ops::Range<usize>> {
        let start = next;
        let mut got = 0;
        while got < want && next < types.len() {
            got += bits_of(types[next]);
            next += 1;
        }
        (got == want).then_some(start..next)
    };
    let Some(a) = take(want_a) else {
        call.error(cx, msg::MMA_FRAG_A_SIZE);
        return;
    };
    let Some(b) = take(want_b) else {
        call.error(cx, msg::MMA_FRAG_B_SIZE);
        return;
    };
    if take(want_c).is_none() || next != types.len() {
        call.error(cx, msg::MMA_FRAG_C_SIZE);
        return;
    }
    let want_a_type = match shape.a {
        "f16" => "<2 x half>",
        "f64" => "double",
        _ => "i32",
    };
    let a_ty = types[a.start];
    let a_ok = a_ty.is_some_and(|t| match (want_a_type, m.types.get(t)) {
        ("<2 x half>", ptxc_ir::TypeData::Vector { elem, len: 2 }) => {
            matches!(m.types.get(*elem), ptxc_ir::TypeData::Half)
        }
        ("double", ptxc_ir::TypeData::Double) => true,
        ("i32", ptxc_ir::TypeData::Int(32)) => true,
        _ => false,
    });
    if !a_ok {
        call.error(cx, msg::MMA_FRAG_A_TYPE);
    } else if types[a].iter().chain(&types[b]).any(|&t| t != a_ty) {
        call.error(cx, msg::MMA_FRAG_ELEM_MISMATCH);
    }
}

/// The shape/type violations of `llvm.nvvm.mma.<rest>`.
pub fn mma_shape_errors(rest: &str) -> Vec<&'static str> {
    let mut errors = Vec::new();
    let tokens: Vec<&str> = rest.split('.').collect();
    let shape = tokens.first().copied().unwrap_or("");
    let mut types = Vec::new();
    let mut rounding = false;
    let mut opcode = false;
    for &t in &tokens[1..] {
        match t {
            "and" | "xor" | "popc" => opcode = true,
            "row" | "col" | "satfinite" => {}
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
    // Single-bit MMA needs its bit operation (`.xor.popc` / `.and.popc`);
    // every other type takes none.
    let bit_op = tokens.windows(2).any(|w| matches!(w, ["xor" | "and", "popc"]));
    if (a == "b1") != bit_op || opcode != bit_op {
        errors.push(msg::MMA_OPCODE);
    }
    errors
}

/// The element type a WMMA store of accumulator type `t` takes, if checked.
fn store_element(t: &str) -> Option<&'static str> {
    match t {
        "f32" => Some("float"),
        "s32" => Some("i32"),
        _ => None,
    }
}

/// `llvm.nvvm.wmma.*.store.d.*.{f32,s32}(ptr, d0, ..., stride)`: the
/// fragment values (op1 on) must hold f32 or i32 elements.
fn check_store_element(cx: &mut Checker, call: &Call) {
    let Some(last) = call.name.rsplit('.').next() else {
        return;
    };
    if store_element(last).is_none() {
        return;
    }
    let m = cx.m;
    let Some(ty) = call.args.get(1).and_then(|&v| crate::values::type_of(m, call.func, v)) else {
        return;
    };
    let elem = match m.types.get(ty) {
        ptxc_ir::TypeData::Vector { elem, .. } => *elem,
        _ => ty,
    };
    let ok = matches!(m.types.get(elem), ptxc_ir::TypeData::Float | ptxc_ir::TypeData::Int(32));
    if !ok {
        call.error(cx, msg::MMA_OP1_ELEMENT);
    }
}
