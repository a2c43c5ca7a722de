//! Loads and stores of vectors wider than one PTX vector access, for the
//! legalize-vectors pass: PTX's `ld/st.v2/.v4` move at most 4 lanes and 16 bytes, so
//! a wider vector (`<8 x float>`, `<8 x half>`) is accessed in the widest such
//! pieces, each at its byte offset (`getelementptr inbounds i8`), as NVPTX splits
//! them; narrower vectors stay one access (the backend's LoadV2/LoadV4 lowering).
//! Only accesses aligned for a whole piece are split: an unaligned one is printed
//! lane by lane either way.

use super::legalize_vectors::{concat, piece_of};
use ptxc_ir::types::TypeData;
use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, Value};

/// The widest PTX vector access: 4 lanes, 16 bytes.
const MAX_LANES: u32 = 4;
const MAX_BYTES: u64 = 16;

/// The vector type `i` loads or stores.
fn accessed_type(m: &mut Module, f: &Function, i: Inst) -> Option<Type> {
    match f.inst(i).opcode() {
        Opcode::Load => Some(f.inst(i).ty),
        Opcode::Store => Some(m.value_type(f, *f.operands(i).first()?)),
        _ => None,
    }
}

/// The lane count of the pieces load or store `i` is split into, if it is split:
/// the widest of 4 or 2 lanes that divides the vector, fits 16 bytes and the
/// access's alignment, for a vector of more than 4 lanes or 16 bytes of 16-bit or
/// wider elements (narrower ones are moved lane by lane by the backend anyway).
pub fn access_piece_len(m: &mut Module, f: &Function, i: Inst) -> Option<u32> {
    let ty = accessed_type(m, f, i)?;
    let TypeData::Vector { elem, len } = *m.types.get(ty) else {
        return None;
    };
    let esize = m.types.alloc_size(elem);
    let wide = len > MAX_LANES || esize * u64::from(len) > MAX_BYTES;
    if !wide || esize < 2 || m.types.alloc_size(ty) != esize * u64::from(len) {
        return None;
    }
    let align = u64::from(f.inst(i).align);
    [MAX_LANES, 2]
        .into_iter()
        .find(|&l| len % l == 0 && esize * u64::from(l) <= MAX_BYTES && align >= esize * u64::from(l))
}

/// Replaces load or store `i` by `len / l` accesses of `l` lanes; returns a load's
/// rebuilt vector (a store's value is taken apart with `shufflevector`).
pub fn split_access(m: &mut Module, f: &mut Function, i: Inst, l: u32) -> Option<Value> {
    let ty = accessed_type(m, f, i)?;
    let TypeData::Vector { elem, len } = *m.types.get(ty) else {
        return None;
    };
    let is_load = f.inst(i).opcode() == Opcode::Load;
    let (header, align) = (f.inst(i).header, f.inst(i).align);
    let ops = f.operands(i).to_vec();
    let ptr = if is_load { ops[0] } else { ops[1] };
    let piece_ty = m.types.vector(elem, l);
    let bytes = m.types.alloc_size(piece_ty);
    let (i8t, i64t) = (m.types.i8(), m.types.i64());
    let mut loaded = Vec::new();
    for k in 0..len / l {
        let offset = bytes * u64::from(k);
        let at = if k == 0 {
            ptr
        } else {
            let index = Value::Const(m.const_int(i64t, i128::from(offset)));
            let mut h = NodeHeader::new(Opcode::GetElementPtr);
            h.flags = h.flags.with(InstFlags::INBOUNDS);
            let ptr_ty = m.value_type(f, ptr);
            let g = new_before(f, i, h, ptr_ty, &[ptr, index]);
            f.inst_mut(g).aux_ty = Some(i8t);
            Value::Inst(g)
        };
        // The piece's alignment: the access's, limited by the piece's offset.
        let piece_align = if k == 0 {
            align
        } else {
            align.min(1u32 << offset.trailing_zeros().min(31))
        };
        let a = if is_load {
            new_before(f, i, header, piece_ty, &[at])
        } else {
            let value = piece_of(m, f, i, ops[0], k, l);
            let void = m.types.void();
            new_before(f, i, header, void, &[value, at])
        };
        f.inst_mut(a).aux_ty = Some(piece_ty);
        f.inst_mut(a).align = piece_align;
        loaded.push(Value::Inst(a));
    }
    is_load.then(|| concat(m, f, i, loaded, elem, l))
}

fn new_before(f: &mut Function, before: Inst, header: NodeHeader, ty: Type, ops: &[Value]) -> Inst {
    let i = f.create_inst(header, ty, ops);
    f.insert_before(before, i);
    i
}
