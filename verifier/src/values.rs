//! Read-only queries on operands: their type, pointer address space and
//! constant value, without interning anything into the module.

use ptxc_ir::{ConstData, Function, Module, Type, TypeData, Value};

/// The type of `v` where the module already has it as a handle.
pub fn type_of(m: &Module, func: &Function, v: Value) -> Option<Type> {
    match v {
        Value::Inst(i) => func.insts.get(i).map(|d| d.ty),
        Value::Arg(n) => match func.ty.map(|t| m.types.get(t)) {
            Some(TypeData::Function { params, .. }) => params.get(n as usize).copied(),
            _ => None,
        },
        Value::Const(c) => m.consts.get(c).ty().stored(),
        _ => None,
    }
}

/// The address space of a pointer operand (`None` if `v` is not a pointer).
pub fn addrspace_of(m: &Module, func: &Function, v: Value) -> Option<u32> {
    match v {
        Value::Global(g) => m.globals.get(g).map(|g| g.addrspace),
        Value::Func(_) => Some(0),
        Value::Const(c) => match m.consts.get(c) {
            ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => {
                m.globals.get(*g).map(|g| g.addrspace)
            }
            ConstData::FuncAddr(_) => Some(0),
            _ => type_of(m, func, v).and_then(|t| m.types.ptr_addrspace(t)),
        },
        _ => type_of(m, func, v).and_then(|t| m.types.ptr_addrspace(t)),
    }
}

/// The value of an integer constant operand, zero-extended.
pub fn const_int(m: &Module, v: Value) -> Option<u128> {
    match v {
        Value::Const(c) => m.consts.as_int(c),
        _ => None,
    }
}

/// True for any constant operand (integer, float, null, undef, aggregate...).
pub fn is_constant(v: Value) -> bool {
    matches!(v, Value::Const(_))
}

/// Bit width of an integer (or vector-of-integer element) operand type.
pub fn int_bits(m: &Module, t: Type) -> Option<u32> {
    match m.types.get(t) {
        TypeData::Int(b) => Some(*b),
        _ => None,
    }
}
