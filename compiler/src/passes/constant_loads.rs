//! A load from an object no code may change, at a constant offset, reads its
//! initializer (used by instsimplify): a `const` `__device__` array of scalars
//! with an initializer (IR generation marks it `constant`; C++ makes changing
//! a `const` object undefined), read at an index folding made constant. nvcc
//! folds such loads; ptxc's math library reads `logf`'s tables so, and
//! `powf(2.0f, y)` takes `log2(2)` from them at offsets known once `x` is.
//! Not `__constant__` memory (the host writes it with `cudaMemcpyToSymbol`),
//! nor a global the host may initialize (`externally_initialized`).
//!
//! Preserves: the value loaded.

use ptxc_ir::{addrspace, ConstData, Constant, Function, Inst, InstFlags, Module, Type, TypeData, Value};

/// How many GEPs a load's address is followed through.
const DEPTH: usize = 8;

/// The constant `i`, a plain load, reads, or `None`.
pub(super) fn folded_load(m: &mut Module, f: &Function, i: Inst, address: Value) -> Option<Value> {
    let d = f.inst(i);
    if d.header.flags.has(InstFlags::VOLATILE) || !super::load_cse::is_plain(d.header.flags) {
        return None;
    }
    let (global, offset) = constant_address(m, f, address)?;
    let g = &m.globals[global];
    if !g.is_constant || g.addrspace != addrspace::GLOBAL || g.externally_initialized {
        return None;
    }
    let init = g.initializer?;
    let object = m.known_const_type(init)?;
    let c = constant_at(m, init, object, offset, d.ty)?;
    Some(Value::Const(c))
}

/// The global and byte offset a constant address names: the global, a
/// constant offset of it, or GEPs with constant indices of either.
fn constant_address(m: &Module, f: &Function, mut v: Value) -> Option<(ptxc_ir::GlobalId, u64)> {
    let mut offset = 0u64;
    for _ in 0..DEPTH {
        match v {
            Value::Global(g) => return Some((g, offset)),
            Value::Const(c) => {
                return match m.consts.get(c) {
                    ConstData::GlobalAddr(g) => Some((*g, offset)),
                    ConstData::GlobalOffset { global, offset: o } => {
                        Some((*global, offset.checked_add(u64::try_from(*o).ok()?)?))
                    }
                    _ => None,
                };
            }
            Value::Inst(g) if f.inst(g).opcode() == ptxc_ir::Opcode::GetElementPtr => {
                offset = offset.checked_add(super::sroa::gep_offset(m, f, g)?)?;
                v = f.operands(g)[0];
            }
            _ => return None,
        }
    }
    None
}

/// The scalar of type `ty` at byte `offset` of constant `c` of type `object`,
/// when it lies inside one scalar element of the same size.
fn constant_at(m: &mut Module, c: Constant, object: Type, offset: u64, ty: Type) -> Option<Constant> {
    let size = m.types.alloc_size(ty);
    if offset.checked_add(size)? > m.types.alloc_size(object) {
        return None;
    }
    match m.consts.get(c).clone() {
        ConstData::Zero(_) if is_number(m, ty) => Some(m.const_zero(ty)),
        ConstData::Aggregate { elems, .. } => {
            let (at, elem, k) = element_containing(m, object, offset)?;
            constant_at(m, *elems.get(k)?, elem, offset - at, ty)
        }
        ConstData::Int { .. } | ConstData::Float { .. } if offset == 0 && object == ty => Some(c),
        _ => None,
    }
}

/// An integer or floating-point type.
fn is_number(m: &Module, ty: Type) -> bool {
    matches!(
        m.types.get(ty),
        TypeData::Int(_) | TypeData::Half | TypeData::BFloat | TypeData::Float | TypeData::Double
    )
}

/// The element of array or record `object` holding byte `offset`: its
/// offset, type and index.
fn element_containing(m: &Module, object: Type, offset: u64) -> Option<(u64, Type, usize)> {
    match m.types.get(object).clone() {
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
            let size = m.types.alloc_size(elem);
            let k = offset.checked_div(size)?;
            Some((k * size, elem, usize::try_from(k).ok()?))
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (_, offsets) = m.types.struct_layout(object);
            let fields = m.types.struct_fields(object)?;
            let k = offsets.iter().rposition(|&o| o <= offset)?;
            Some((offsets[k], *fields.get(k)?, k))
        }
        _ => None,
    }
}
