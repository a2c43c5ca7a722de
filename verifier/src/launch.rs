//! Device-side launch checks (dynamic parallelism): the launched function
//! must be a kernel, and no argument may point to the parent thread's local
//! memory or be an unresolved generic (`addrspace(0)`) pointer, whether it
//! comes from an alloca or from a parameter (a kernel's too).
//!
//! A launch is a call to `llvm.nvvm.launch(ptr @kernel, args...)`; the
//! CUDA runtime's `cudaGetParameterBufferV2(ptr @kernel, ...)` names the
//! launched kernel too, so its target is checked the same way.

use crate::values::addrspace_of;
use crate::{messages as msg, Checker};
use ptxc_ir::{ConstData, FuncId, Function, Inst, Intrinsic, Opcode, Value};

/// Calls whose first argument is the launched function.
pub const LAUNCH_CALLEES: &[&str] = &[LAUNCH, "cudaGetParameterBufferV2"];

/// The device-side launch intrinsic (`llvm.nvvm.launch`).
const LAUNCH: &str = Intrinsic::Launch.stem();

/// Checks every device-side launch in `func`.
pub fn check_function(cx: &mut Checker, f: FuncId, func: &Function) {
    let m = cx.m;
    for &b in &func.layout {
        for &i in &func.blocks[b].insts {
            if func.inst(i).opcode() != Opcode::Call {
                continue;
            }
            let ops = func.operands(i);
            let Some(&Value::Func(callee)) = ops.first() else {
                continue;
            };
            let Some(name) = m.functions.get(callee).map(|c| c.name.as_str()) else {
                continue;
            };
            if !LAUNCH_CALLEES.contains(&name) {
                continue;
            }
            let target = ops.get(1).and_then(|&v| launched_function(cx, v));
            if !target.is_some_and(|t| cx.kernels.is_kernel(t)) {
                cx.inst_error(f, i, msg::LAUNCH_NON_KERNEL);
            }
            if name == LAUNCH
                && ops
                    .get(2..)
                    .unwrap_or(&[])
                    .iter()
                    .any(|&a| points_to_local(cx, func, a, 0))
            {
                cx.inst_error(f, i, msg::LAUNCH_LOCAL_POINTER);
            }
        }
    }
}

fn launched_function(cx: &Checker, v: Value) -> Option<FuncId> {
    match v {
        Value::Func(t) => Some(t),
        Value::Const(c) => match cx.m.consts.get(c) {
            ConstData::FuncAddr(t) => Some(*t),
            _ => None,
        },
        _ => None,
    }
}

/// True when pointer `v` is local or a generic pointer not known to be global.
fn points_to_local(cx: &Checker, func: &Function, v: Value, depth: u32) -> bool {
    let m = cx.m;
    let Some(space) = addrspace_of(m, func, v) else {
        return false; // not a pointer
    };
    match space {
        ptxc_ir::addrspace::LOCAL => return true,
        0 => {}
        _ => return false,
    }
    if depth > 32 {
        return true;
    }
    match v {
        Value::Inst(i) => generic_inst_is_local(cx, func, i, depth),
        // A generic parameter is unresolved even in a kernel: the document
        // asks for the global space to be explicit (`addrspace(1)`, or a
        // cast from it) before the pointer crosses into a child grid.
        Value::Arg(_) => true,
        Value::Global(_) | Value::Func(_) => false,
        Value::Const(c) => match m.consts.get(c) {
            ConstData::AddrSpaceCast { value, .. } => points_to_local(cx, func, Value::Const(*value), depth + 1),
            ConstData::Null(_) | ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_) => false,
            _ => false,
        },
        Value::Block(_) => false,
    }
}

fn generic_inst_is_local(cx: &Checker, func: &Function, i: Inst, depth: u32) -> bool {
    let data = func.inst(i);
    match data.opcode() {
        Opcode::Alloca => true,
        Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast => match func.operands(i).first() {
            Some(&base) => points_to_local(cx, func, base, depth + 1),
            None => true,
        },
        _ => true,
    }
}
