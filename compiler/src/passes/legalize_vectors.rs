//! Vector legalization: an element-wise operation (arithmetic, `fneg`, `freeze`,
//! casts, comparisons, `select`) on an IR vector type the target has no packed
//! instruction for is split, as NVPTX's type legalization splits it: the vector is
//! halved until its pieces are legal (`<4 x half>` -> two `<2 x half>`, taken with
//! `shufflevector` and joined back with `shufflevector`), or down to scalars when no
//! width is legal (`<4 x float>`: `extractelement` of each operand, the scalar op,
//! `insertelement` into the result). So the PTX printer only sees vector operations
//! it prints as one packed instruction or as plain lane moves. Which vectors are legal
//! follows the type-translation document's table, gated by SM (specs/ir.md, "Vector
//! types and splitting"); CUDA's own vector records (`float4`) never reach this pass.
//! Element-wise intrinsic calls (`llvm.fma.v4f16`) split too (vector_calls.rs).
//! Loads and stores are split only when wider than one `ld/st.v4` (vector_memory.rs);
//! `extractelement`/`insertelement`/`shufflevector` never: the backend moves lanes.
//! Preserves: everything but the split instructions, whose uses get the rebuilt vector.

use super::{vector_calls, vector_memory};
use ptxc_ir::types::TypeData;
use ptxc_ir::{ConstData, Function, Inst, Intrinsic, Module, NodeHeader, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Whether arithmetic on `<len x elem>` is one packed instruction on `sm`, as the
/// type-translation document's table gives it: `half2` from sm_70 (sm_53-69 have
/// `.f16x2` loads and stores only in its table), `bfloat162` from sm_80 (`fma.rn.bf16x2`,
/// which also carries add/sub/mul below sm_90's `add/sub/mul.bf16x2`, as nvcc prints
/// them), `short2` and `char4` packed in a 32-bit register from sm_70.
pub fn is_legal(m: &Module, elem: Type, len: u32, sm: u32) -> bool {
    match (m.types.get(elem), len) {
        (TypeData::Half, 2) => sm >= 70,
        (TypeData::BFloat, 2) => sm >= 80,
        (TypeData::Int(16), 2) | (TypeData::Int(8), 4) => sm >= 70,
        _ => false,
    }
}

/// Which vector types decide whether `i` is split: the result for arithmetic and
/// `select`, the operand for comparisons (a legal pair compares into two predicates,
/// as NVPTX's `setp.f16x2`), both sides for lane-wise casts. Empty when `i` is not an
/// element-wise operation (element moves are never split; intrinsic calls and
/// memory accesses are decided by vector_calls.rs and vector_memory.rs).
fn deciding_types(m: &mut Module, f: &Function, i: Inst) -> Vec<Type> {
    let d = f.inst(i);
    let op = d.opcode();
    let cast = op.is_cast() && !matches!(op, Opcode::BitCast | Opcode::AddrSpaceCast);
    if op.is_binary() || matches!(op, Opcode::FNeg | Opcode::Freeze | Opcode::Select) {
        vec![d.ty]
    } else if cast {
        let from = m.value_type(f, f.operands(i)[0]);
        vec![from, d.ty]
    } else if matches!(op, Opcode::ICmp | Opcode::FCmp) {
        vec![m.value_type(f, f.operands(i)[0])]
    } else {
        Vec::new()
    }
}

/// The lane count of the pieces an element-wise operation over `types` (vectors of
/// one length) is split into on `sm`: `None` when every type is legal as it is;
/// otherwise the vector is halved until every type is legal at that length, as
/// NVPTX's type legalization does (`<8 x half>` -> `<4 x half>` -> two pairs), ending
/// at 1 (scalars) for vectors with no legal width (`<4 x float>`) or an odd length.
pub fn piece_len(m: &Module, types: &[Type], sm: u32) -> Option<u32> {
    let vectors: Vec<(Type, u32)> = types
        .iter()
        .filter_map(|&t| match m.types.get(t) {
            TypeData::Vector { elem, len } => Some((*elem, *len)),
            _ => None,
        })
        .collect();
    let len = vectors.first()?.1;
    let legal_at = |l: u32| vectors.iter().all(|&(elem, _)| is_legal(m, elem, l, sm));
    if legal_at(len) {
        return None;
    }
    let mut l = len;
    while l > 1 && !legal_at(l) {
        l = if l % 2 == 0 { l / 2 } else { 1 };
    }
    Some(l)
}

/// The piece length `i` splits into on `sm`, if it splits: element-wise intrinsic
/// calls by vector_calls.rs (pair `fma` whole, other `fma` halved like arithmetic, the
/// rest to scalars), every other operation by its deciding types.
fn pieces_of(m: &mut Module, f: &Function, i: Inst, sm: u32) -> Option<u32> {
    if matches!(f.inst(i).opcode(), Opcode::Load | Opcode::Store) {
        return vector_memory::access_piece_len(m, f, i);
    }
    let Some((id, ty)) = vector_calls::element_wise_call(m, f, i) else {
        let types = deciding_types(m, f, i);
        return piece_len(m, &types, sm);
    };
    if !matches!(m.types.get(ty), TypeData::Vector { .. }) || vector_calls::kept_whole(m, id, ty) {
        None
    } else if id == Intrinsic::Fma {
        piece_len(m, &[ty], sm)
    } else {
        Some(1)
    }
}

/// Splits the illegal vector operations of `f` for `sm`.
pub fn run(m: &mut Module, f: &mut Function, sm: u32) {
    // Without a vector type there is nothing to split (asking every
    // instruction was most of the pass on a scalar kernel).
    if !m.types.has_vector() {
        return;
    }
    let mut work: Vec<(Inst, u32)> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if let Some(l) = pieces_of(m, f, i, sm) {
                work.push((i, l));
            }
        }
    }
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for (i, l) in work {
        let rebuilt = split(m, f, i, l);
        replaced.insert(Value::Inst(i), rebuilt);
        dead.insert(i);
    }
    if !dead.is_empty() {
        f.replace_all_uses(&replaced);
        f.remove_insts(&dead);
    }
}

/// Replaces vector instruction `i` by the same operation on pieces of `l` lanes
/// (scalars when `l` is 1); returns the rebuilt whole vector.
fn split(m: &mut Module, f: &mut Function, i: Inst, l: u32) -> Value {
    if matches!(f.inst(i).opcode(), Opcode::Load | Opcode::Store) {
        // A store has no value; its entry in the replacement map is never used.
        return vector_memory::split_access(m, f, i, l).unwrap_or(Value::Inst(i));
    }
    let ty = f.inst(i).ty;
    let (elem, len) = match *m.types.get(ty) {
        TypeData::Vector { elem, len } => (elem, len),
        _ => (ty, 1),
    };
    let header = f.inst(i).header;
    let operands = f.operands(i).to_vec();
    let piece_ty = if l == 1 { elem } else { m.types.vector(elem, l) };
    // A split intrinsic call calls the intrinsic overloaded on the piece type.
    let callee = match vector_calls::element_wise_call(m, f, i) {
        Some((id, _)) => vector_calls::piece_callee(m, id, piece_ty, operands.len() - 1),
        None => None,
    };
    let i32t = m.types.i32();
    let mut acc = Value::Const(m.const_poison(ty));
    let mut pieces = Vec::with_capacity((len / l) as usize);
    for k in 0..len / l {
        let mut ops: Vec<Value> = operands.iter().map(|&v| piece_of(m, f, i, v, k, l)).collect();
        if let (Some((func, _)), Some(first)) = (callee, ops.first_mut()) {
            *first = Value::Func(func);
        }
        let piece_inst = insert(f, i, header, piece_ty, &ops);
        if let Some((_, fty)) = callee {
            f.inst_mut(piece_inst).aux_ty = Some(fty);
        }
        let piece = Value::Inst(piece_inst);
        if l == 1 {
            // Each lane goes back in right after it is computed.
            let index = Value::Const(m.const_int(i32t, i128::from(k)));
            let header = NodeHeader::new(Opcode::InsertElement);
            acc = Value::Inst(insert(f, i, header, ty, &[acc, piece, index]));
        }
        pieces.push(piece);
    }
    if l == 1 {
        return acc;
    }
    concat(m, f, i, pieces, elem, l)
}

/// Lanes `k*l .. k*l+l` of operand `v` (an `extractelement` for one lane, a
/// `shufflevector` for more); a scalar operand (`select`'s `i1` condition) as it is.
pub(super) fn piece_of(m: &mut Module, f: &mut Function, before: Inst, v: Value, k: u32, l: u32) -> Value {
    let vty = m.value_type(f, v);
    let TypeData::Vector { elem, .. } = *m.types.get(vty) else {
        return v;
    };
    let i32t = m.types.i32();
    if l == 1 {
        let index = Value::Const(m.const_int(i32t, i128::from(k)));
        return Value::Inst(insert(
            f,
            before,
            NodeHeader::new(Opcode::ExtractElement),
            elem,
            &[v, index],
        ));
    }
    let poison = Value::Const(m.const_poison(vty));
    let mask = lane_mask(m, k * l..k * l + l);
    let ty = m.types.vector(elem, l);
    Value::Inst(insert(
        f,
        before,
        NodeHeader::new(Opcode::ShuffleVector),
        ty,
        &[v, poison, mask],
    ))
}

/// Joins equal pieces of `l` lanes pairwise with `shufflevector` into one vector.
pub(super) fn concat(
    m: &mut Module,
    f: &mut Function,
    before: Inst,
    mut pieces: Vec<Value>,
    elem: Type,
    mut l: u32,
) -> Value {
    while pieces.len() > 1 {
        let ty = m.types.vector(elem, 2 * l);
        let mask = lane_mask(m, 0..2 * l);
        let mut joined = Vec::with_capacity(pieces.len() / 2);
        for pair in pieces.chunks(2) {
            let &[a, b] = pair else {
                joined.push(pair[0]);
                continue;
            };
            joined.push(Value::Inst(insert(
                f,
                before,
                NodeHeader::new(Opcode::ShuffleVector),
                ty,
                &[a, b, mask],
            )));
        }
        pieces = joined;
        l *= 2;
    }
    pieces[0]
}

/// The constant `<n x i32>` mask selecting `lanes`.
fn lane_mask(m: &mut Module, lanes: std::ops::Range<u32>) -> Value {
    let i32t = m.types.i32();
    let ty = m.types.vector(i32t, lanes.end - lanes.start);
    let elems = lanes.map(|k| m.const_int(i32t, i128::from(k))).collect();
    Value::Const(m.consts.intern(ConstData::Aggregate { ty, elems }))
}

/// A new instruction placed before `before`.
fn insert(f: &mut Function, before: Inst, header: NodeHeader, ty: Type, ops: &[Value]) -> Inst {
    let i = f.create_inst(header, ty, ops);
    f.insert_before(before, i);
    i
}

#[cfg(test)]
mod tests {
    use ptxc_ir::parser::parse_module;
    use ptxc_ir::printer::print_module;

    fn legalize(text: &str, sm: u32) -> String {
        let mut m = parse_module(text).expect("parses");
        let ids: Vec<_> = m.functions.keys().collect();
        for id in ids {
            let mut f = std::mem::take(&mut m.functions[id]);
            super::run(&mut m, &mut f, sm);
            m.functions[id] = f;
        }
        print_module(&m)
    }

    const SRC: &str = "define <4 x float> @f(<4 x float> %a, <4 x float> %b, <2 x half> %h) {
entry:
  %s = fadd <4 x float> %a, %b
  %p = fmul <2 x half> %h, %h
  ret <4 x float> %s
}
";

    #[test]
    fn float4_splits_into_four_lanes_half2_stays_packed() {
        let out = legalize(SRC, 80);
        assert_eq!(out.matches("extractelement <4 x float>").count(), 8, "{out}");
        assert_eq!(out.matches("fadd float").count(), 4, "{out}");
        assert_eq!(out.matches("insertelement <4 x float>").count(), 4, "{out}");
        assert!(out.contains("fmul <2 x half> %h, %h"), "{out}");
        assert!(!out.contains("fadd <4 x float>"), "{out}");
    }

    #[test]
    fn half2_splits_below_sm53() {
        let out = legalize(SRC, 50);
        assert!(!out.contains("fmul <2 x half>"), "{out}");
        assert_eq!(out.matches("fmul half").count(), 2, "{out}");
    }

    #[test]
    fn pieces_halve_until_legal_or_scalar() {
        let mut m = ptxc_ir::Module::new("t");
        use ptxc_ir::types::TypeData;
        let h = m.types.intern(TypeData::Half);
        let (f32t, i8t) = (m.types.float(), m.types.i8());
        let (h2, h4, h8, h3) = (
            m.types.vector(h, 2),
            m.types.vector(h, 4),
            m.types.vector(h, 8),
            m.types.vector(h, 3),
        );
        let (f4, b8, f2) = (m.types.vector(f32t, 4), m.types.vector(i8t, 8), m.types.vector(f32t, 2));
        assert_eq!(super::piece_len(&m, &[h2], 80), None);
        assert_eq!(super::piece_len(&m, &[h4], 80), Some(2));
        assert_eq!(super::piece_len(&m, &[h8], 80), Some(2));
        assert_eq!(super::piece_len(&m, &[h3], 80), Some(1));
        assert_eq!(super::piece_len(&m, &[f4], 80), Some(1));
        assert_eq!(super::piece_len(&m, &[b8], 80), Some(4));
        // A cast is legal only where both sides are: half pairs to float pairs go by lane.
        assert_eq!(super::piece_len(&m, &[h2, f2], 80), Some(1));
        assert_eq!(super::piece_len(&m, &[h4], 75), Some(2));
        assert_eq!(super::piece_len(&m, &[h4], 60), Some(1));
    }

    #[test]
    fn the_legality_table_follows_the_document() {
        let mut m = ptxc_ir::Module::new("t");
        use ptxc_ir::types::TypeData;
        let h = m.types.intern(TypeData::Half);
        let bf = m.types.intern(TypeData::BFloat);
        let (i16t, i8t, f32t) = (m.types.int(16), m.types.i8(), m.types.float());
        assert!(super::is_legal(&m, h, 2, 70) && !super::is_legal(&m, h, 2, 69) && !super::is_legal(&m, h, 4, 90));
        assert!(super::is_legal(&m, bf, 2, 80) && !super::is_legal(&m, bf, 2, 75));
        assert!(super::is_legal(&m, i16t, 2, 70) && super::is_legal(&m, i8t, 4, 70));
        assert!(!super::is_legal(&m, f32t, 2, 100) && !super::is_legal(&m, f32t, 4, 90));
    }
}
