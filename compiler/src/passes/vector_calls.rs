//! Element-wise LLVM intrinsics on vectors (`llvm.fma.v4f16`, `llvm.fabs.v2f32`,
//! ...) for the legalize-vectors pass: which calls split, into pieces of what length,
//! and the piece's own intrinsic (`llvm.fma.v2f16`, `llvm.fabs.f32`), declared on
//! first use. The backend has a packed form only for `fma` on a 16-bit float pair,
//! so that call keeps its pair width and every other vector intrinsic goes to scalars.

use ptxc_ir::types::TypeData;
use ptxc_ir::{FuncId, Function, Inst, Intrinsic, IntrinsicName, Module, Opcode, Type, Value};

/// Intrinsics whose every argument and result are one overloaded type, lane by lane.
pub(crate) const ELEMENT_WISE: &[Intrinsic] = &[
    Intrinsic::Fabs,
    Intrinsic::Sqrt,
    Intrinsic::Floor,
    Intrinsic::Ceil,
    Intrinsic::Trunc,
    Intrinsic::Rint,
    Intrinsic::Nearbyint,
    Intrinsic::Roundeven,
    Intrinsic::Minnum,
    Intrinsic::Maxnum,
    Intrinsic::Fma,
    Intrinsic::Fmuladd,
    Intrinsic::Copysign,
    Intrinsic::Smin,
    Intrinsic::Smax,
    Intrinsic::Umin,
    Intrinsic::Umax,
];

/// The element-wise intrinsic `i` calls on vector type `ty` (its result and every
/// argument), when its name is exactly the intrinsic overloaded on `ty`.
pub fn element_wise_call(m: &mut Module, f: &Function, i: Inst) -> Option<(Intrinsic, Type)> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Call {
        return None;
    }
    let ty = d.ty;
    let (&callee, args) = f.operands(i).split_first()?;
    let Value::Func(callee) = callee else {
        return None;
    };
    let suffix = type_suffix(m, ty)?;
    let name = IntrinsicName::parse(&m.functions[callee].name)?;
    let exact = ELEMENT_WISE.contains(&name.id) && name.rest.strip_prefix('.') == Some(suffix.as_str());
    let id = name.id;
    let same_types = !args.is_empty() && args.iter().all(|&a| m.value_type(f, a) == ty);
    (exact && same_types).then_some((id, ty))
}

/// Whether the backend prints this call whole: `fma` on a `half`/`bfloat` pair is one
/// `fma.rn.f16x2`/`.bf16x2` (which checks its own SM).
pub fn kept_whole(m: &Module, id: Intrinsic, ty: Type) -> bool {
    let TypeData::Vector { elem, len: 2 } = *m.types.get(ty) else {
        return false;
    };
    id == Intrinsic::Fma && matches!(m.types.get(elem), TypeData::Half | TypeData::BFloat)
}

/// The intrinsic `id` overloaded on `piece` (`llvm.fma.v2f16`), declared if new.
pub fn piece_callee(m: &mut Module, id: Intrinsic, piece: Type, arity: usize) -> Option<(FuncId, Type)> {
    let name = format!("{}.{}", id.name(), type_suffix(m, piece)?);
    let fty = m.types.function(piece, vec![piece; arity], false);
    let callee = m.get_or_declare(&name, fty);
    m.functions[callee].intrinsic = Some(id);
    Some((callee, fty))
}

/// LLVM's overload suffix of a type: `f16`, `bf16`, `f32`, `f64`, `iN`, `vNT`.
fn type_suffix(m: &Module, ty: Type) -> Option<String> {
    Some(match m.types.get(ty) {
        TypeData::Half => "f16".to_string(),
        TypeData::BFloat => "bf16".to_string(),
        TypeData::Float => "f32".to_string(),
        TypeData::Double => "f64".to_string(),
        TypeData::Int(bits) => format!("i{bits}"),
        TypeData::Vector { elem, len } => format!("v{len}{}", type_suffix(m, *elem)?),
        _ => return None,
    })
}
