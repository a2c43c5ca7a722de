//! `fptrunc (minnum/maxnum (fpext a), (fpext b))` back to the type of `a` and
//! `b` (`half`, `bfloat`) is `minnum`/`maxnum` of `a` and `b` in that type
//! (used by instcombine): CUDA's `__hmax(a, b)` is the float maximum of the
//! widened values rounded back, and the maximum of two exact widenings is one
//! of them, so rounding it back is exact; a NaN operand gives the other in
//! both, and two NaNs give NaN. Instruction selection makes it one
//! `max.bf16`/`max.f16` where the target has them (sm_80), the widening,
//! `max.f32` and rounding otherwise, as before (HeCBench mxfp4's warp
//! maximum of `__nv_bfloat16`s: five conversions a step, nvcc one `max.bf16`).
//!
//! Preserves: the value computed.

use ptxc_ir::{Function, Inst, Intrinsic, Module, NodeHeader, Opcode, TypeData, Value};

/// The narrow `minnum`/`maxnum` call replacing `fptrunc` `i` (detached), or `None`.
pub(super) fn narrowed_min_max(m: &mut Module, f: &mut Function, i: Inst) -> Option<Inst> {
    let narrow = f.inst(i).ty;
    let suffix = match m.types.get(narrow) {
        TypeData::Half => "f16",
        TypeData::BFloat => "bf16",
        _ => return None,
    };
    let call = f.unary_operand(i).as_inst()?;
    if f.inst(call).opcode() != Opcode::Call {
        return None;
    }
    let (callee, args) = f.call_operands(call);
    let Value::Func(callee) = callee else { return None };
    let id = m.functions[callee]
        .intrinsic
        .filter(|x| matches!(x, Intrinsic::Minnum | Intrinsic::Maxnum))?;
    let [x, y] = args[..] else { return None };
    let unwidened = |v: Value| {
        v.as_inst()
            .filter(|&e| f.inst(e).opcode() == Opcode::FPExt)
            .map(|e| f.unary_operand(e))
            .filter(|&a| m.known_value_type(f, a) == Some(narrow))
    };
    let (a, b) = (unwidened(x)?, unwidened(y)?);
    let fty = m.types.function(narrow, vec![narrow, narrow], false);
    let declared = m.get_or_declare(&format!("{}.{suffix}", id.name()), fty);
    m.functions[declared].intrinsic = Some(id);
    let mut header = NodeHeader::new(Opcode::Call);
    header.subop = id as u16;
    let new = f.create_inst(header, narrow, &[Value::Func(declared), a, b]);
    f.inst_mut(new).aux_ty = Some(fty);
    Some(new)
}
