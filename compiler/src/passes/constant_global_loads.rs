//! A load from a constant global (`static constexpr` data, a `const` table with
//! an initializer) at a known byte offset is the initializer's value there.
//! CUB's kernels keep their tuning in `static constexpr ForPolicy policy =
//! current_policy<...>()` and pass `policy.threads_per_block` as an argument;
//! the load of that field stayed in the kernel (`ld.global` of the policy, and
//! the global emitted) where nvcc folds it to 256. Only plain loads of an
//! integer, float or pointer-free scalar that lies inside one element of the
//! initializer fold; a load spanning elements, of a global another module may
//! define, `externally_initialized` or in the constant bank (`__constant__`,
//! which the host may write), stays. Preserves: behaviour (a
//! constant global cannot be written).

use ptxc_ir::{ConstData, Constant, Function, GlobalId, Inst, Linkage, Module, Opcode, Type, TypeData, Value};

/// The address space of `__constant__` variables: the host writes them
/// (`cudaMemcpyToSymbol`) between launches, so their loads stay, as nvcc's do.
const CONSTANT_BANK: u32 = 4;

/// The value a load `i` (operands `ops`) reads from a constant global, if known.
pub(super) fn fold(m: &mut Module, f: &Function, i: Inst, ops: &[Value]) -> Option<Value> {
    let d = f.inst(i);
    if d.opcode() != Opcode::Load || !super::load_cse::is_plain(d.header.flags) {
        return None;
    }
    let ty = d.ty;
    if !matches!(
        m.types.get(ty),
        TypeData::Int(_) | TypeData::Half | TypeData::BFloat | TypeData::Float | TypeData::Double
    ) {
        return None;
    }
    let (g, offset) = global_and_offset(m, f, *ops.first()?)?;
    let global = &m.globals[g];
    if !global.is_constant
        || global.externally_initialized
        || !definitive(global.linkage)
        || global.addrspace == CONSTANT_BANK
    {
        return None;
    }
    let init = global.initializer?;
    let c = value_at(m, init, global.ty, offset, ty)?;
    Some(Value::Const(c))
}

/// Whether a global of linkage `l` keeps the initializer this module gives it (no
/// other module's definition may replace it).
fn definitive(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::External | Linkage::Internal | Linkage::Private | Linkage::LinkOnceOdr | Linkage::WeakOdr
    )
}

/// The global a pointer addresses and the byte offset into it: the global itself,
/// a constant offset into it, or an all-constant GEP of those.
fn global_and_offset(m: &Module, f: &Function, p: Value) -> Option<(GlobalId, u64)> {
    match p {
        Value::Global(g) => Some((g, 0)),
        Value::Const(c) => match *m.consts.get(c) {
            ConstData::GlobalAddr(g) => Some((g, 0)),
            ConstData::GlobalOffset { global, offset } => Some((global, u64::try_from(offset).ok()?)),
            _ => None,
        },
        Value::Inst(g) if f.inst(g).opcode() == Opcode::GetElementPtr => {
            let (base, at) = global_and_offset(m, f, *f.operands(g).first()?)?;
            Some((base, at.checked_add(super::sroa::gep_offset(m, f, g)?)?))
        }
        _ => None,
    }
}

/// The constant of type `want` at byte `offset` of constant `c` (of type `ty`),
/// when it lies inside one element.
fn value_at(m: &mut Module, c: Constant, ty: Type, offset: u64, want: Type) -> Option<Constant> {
    let size = m.types.store_size(want);
    if offset.checked_add(size)? > m.types.store_size(ty) {
        return None;
    }
    match m.consts.get(c).clone() {
        ConstData::Zero(_) => zero_of(m, want),
        ConstData::Int { .. } | ConstData::Float { .. } if offset == 0 && ty == want => Some(c),
        ConstData::Int { bits, .. } if offset == 0 && m.types.store_size(ty) == size => reinterpret(m, bits, want),
        ConstData::Aggregate { elems, .. } => {
            let k = element_index(m, ty, offset)?;
            let (at, elem_ty) = super::sroa::element_at(m, ty, k)?;
            value_at(m, *elems.get(k as usize)?, elem_ty, offset - at, want)
        }
        ConstData::Bytes { bytes, .. } => {
            let start = usize::try_from(offset).ok()?;
            let end = start.checked_add(usize::try_from(size).ok()?)?;
            let mut bits = 0u128;
            for (n, &b) in bytes.get(start..end)?.iter().enumerate() {
                bits |= u128::from(b) << (8 * n);
            }
            reinterpret(m, bits, want)
        }
        _ => None,
    }
}

/// The element of array or struct `ty` holding byte `offset`.
fn element_index(m: &Module, ty: Type, offset: u64) -> Option<u64> {
    match m.types.get(ty).clone() {
        TypeData::Array { elem, len } => {
            let k = offset.checked_div(m.types.alloc_size(elem))?;
            (k < len).then_some(k)
        }
        TypeData::Vector { elem, len } => {
            let k = offset.checked_div(m.types.alloc_size(elem))?;
            (k < u64::from(len)).then_some(k)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (_, offsets) = m.types.struct_layout(ty);
            offsets.iter().rposition(|&at| at <= offset).map(|k| k as u64)
        }
        _ => None,
    }
}

/// Zero of scalar type `want`.
fn zero_of(m: &mut Module, want: Type) -> Option<Constant> {
    reinterpret(m, 0, want)
}

/// The scalar of type `want` whose little-endian bit pattern is `bits`.
fn reinterpret(m: &mut Module, bits: u128, want: Type) -> Option<Constant> {
    let data = match m.types.get(want) {
        TypeData::Int(w) => ConstData::Int {
            ty: want,
            bits: bits & ptxc_ir::fold::integer::mask(*w),
        },
        TypeData::Half | TypeData::BFloat => ConstData::Float {
            ty: want,
            bits: (bits & 0xffff) as u64,
        },
        TypeData::Float => ConstData::Float {
            ty: want,
            bits: (bits & 0xffff_ffff) as u64,
        },
        TypeData::Double => ConstData::Float {
            ty: want,
            bits: bits as u64,
        },
        _ => return None,
    };
    Some(m.consts.intern(data))
}
