//! No-op store elimination: a store of the value just loaded from the same
//! address, with no write in between that may reach those bytes, leaves memory
//! as it was and goes (LLVM's DSE does the same). A record copied into registers,
//! changed in a few fields and copied back (`Body b = bodies[i]; b.p[k] += ...;
//! bodies[i] = b;`, one aggregate load and one aggregate store of `insertvalue`s)
//! stores only the fields that changed, each as a scalar store at its offset, as
//! nvcc's code does; a store that changes nothing goes.
//!
//! Scope: one block. A write in between is harmless only when it provably
//! misses the loaded bytes: the same base pointer at a constant offset whose
//! range does not overlap. Any other store, call, atomic or fence (a barrier
//! is a call) keeps the store. Volatile and atomic loads and stores are never
//! touched. Preserves: the CFG.

use ptxc_ir::{Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use super::load_cse::{is_plain, may_write_memory};
use super::load_store_vectorize::base_and_offset;

/// A plain load whose bytes no write has reached yet: its address, base and
/// offset, and the type it read.
struct Loaded {
    addr: Value,
    base: Value,
    offset: u64,
    ty: Type,
}

/// Aggregates with more scalar leaves than this are left whole.
const MAX_LEAVES: usize = 64;

/// A scalar leaf of an aggregate type: its index path, byte offset and type.
struct Leaf {
    path: Vec<u64>,
    offset: u64,
}

/// Returns the number of stores removed or narrowed.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    // Aggregate stores of a loaded aggregate with some leaves changed: those leaves.
    let mut narrowed: Vec<(Inst, Vec<(u64, Value)>)> = Vec::new();
    for &b in &f.layout {
        // Loads of this block still holding what memory holds, by load.
        let mut live: FxHashMap<Inst, Loaded> = FxHashMap::default();
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            match d.opcode() {
                Opcode::Load if is_plain(d.header.flags) => {
                    let addr = f.operands(i)[0];
                    let (base, offset) = base_and_offset(m, f, addr);
                    live.insert(
                        i,
                        Loaded {
                            addr,
                            base,
                            offset,
                            ty: d.ty,
                        },
                    );
                }
                Opcode::Store if is_plain(d.header.flags) && d.aux_ty.is_some() => {
                    let (value, addr, ty) = (f.operands(i)[0], f.operands(i)[1], d.aux_ty);
                    let noop = value
                        .as_inst()
                        .and_then(|l| live.get(&l))
                        .is_some_and(|l| l.addr == addr && Some(l.ty) == ty);
                    if noop {
                        dead.insert(i);
                        continue;
                    }
                    let loaded =
                        ty.and_then(|t| live.iter().find(|(_, l)| l.addr == addr && l.ty == t).map(|(&l, _)| l));
                    if let Some(changed) = loaded.and_then(|l| changed_leaves(m, f, value, l, ty?)) {
                        // Still a write of those bytes: the loads it overlaps go below.
                        narrowed.push((i, changed));
                    }
                    let (base, offset) = base_and_offset(m, f, addr);
                    let end = offset.saturating_add(ty.map_or(u64::MAX, |t| m.types.store_size(t)));
                    live.retain(|_, l| {
                        let l_end = l.offset.saturating_add(m.types.store_size(l.ty));
                        l.base == base && (end <= l.offset || l_end <= offset)
                    });
                }
                _ if may_write_memory(m, f, i) => live.clear(),
                _ => {}
            }
        }
    }
    let count = dead.len() + narrowed.len();
    for (i, changed) in narrowed {
        store_leaves(m, f, i, &changed);
        dead.insert(i);
    }
    f.remove_insts(&dead);
    count
}

/// For an aggregate store of `value` over the bytes aggregate load `load` read (of
/// type `ty`): the leaves whose stored value differs from the loaded one, with
/// their offsets and values; `None` when a leaf's value is not found or the type
/// has too many leaves (the store stays whole).
fn changed_leaves(m: &Module, f: &Function, value: Value, load: Inst, ty: Type) -> Option<Vec<(u64, Value)>> {
    let mut leaves = Vec::new();
    if !collect_leaves(m, ty, &mut Vec::new(), 0, &mut leaves) || leaves.len() < 2 {
        return None;
    }
    let mut changed = Vec::new();
    for leaf in &leaves {
        match leaf_value(m, f, value, &leaf.path)? {
            // Still the loaded aggregate's, or its extracted leaf at the same path.
            (v, rest) if v == Value::Inst(load) && !rest.is_empty() => {}
            (v, _) if is_extract_of(m, f, v, load, &leaf.path) => {}
            // A value inserted at exactly this leaf's path: the leaf's type.
            (v, []) => changed.push((leaf.offset, v)),
            _ => return None,
        }
    }
    Some(changed)
}

/// The scalar leaves of `ty` (struct fields and array elements, in order).
fn collect_leaves(m: &Module, ty: Type, path: &mut Vec<u64>, base: u64, out: &mut Vec<Leaf>) -> bool {
    if out.len() > MAX_LEAVES {
        return false;
    }
    match *m.types.get(ty) {
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (_, offsets) = m.types.struct_layout(ty);
            let fields = m.types.struct_fields(ty).unwrap_or(&[]).to_vec();
            for (k, (&field, off)) in fields.iter().zip(offsets).enumerate() {
                path.push(k as u64);
                let ok = collect_leaves(m, field, path, base + off, out);
                path.pop();
                if !ok {
                    return false;
                }
            }
            true
        }
        TypeData::Array { elem, len } if len <= MAX_LEAVES as u64 => {
            let stride = m.types.alloc_size(elem);
            for k in 0..len {
                path.push(k);
                let ok = collect_leaves(m, elem, path, base + k * stride, out);
                path.pop();
                if !ok {
                    return false;
                }
            }
            true
        }
        TypeData::Array { .. } => false,
        _ => {
            out.push(Leaf {
                path: path.clone(),
                offset: base,
            });
            true
        }
    }
}

/// What `agg` holds at `path`, following its `insertvalue`s: the value found and
/// the part of the path left to walk into it (empty when the value is the leaf).
pub(super) fn leaf_value<'p>(
    m: &Module,
    f: &Function,
    mut agg: Value,
    mut path: &'p [u64],
) -> Option<(Value, &'p [u64])> {
    while let Some(i) = agg.as_inst().filter(|&i| f.inst(i).opcode() == Opcode::InsertValue) {
        let (values, indices) = f.aggregate_index_operands(i);
        // Compared in place (this runs for every leaf of every aggregate store): whether
        // the insert's indices and `path` agree as far as both go.
        let mut agree = true;
        for (k, v) in indices.iter().enumerate() {
            let at = const_index(m, *v)?;
            agree &= path.get(k).is_none_or(|&p| p == at);
        }
        if agree && indices.len() <= path.len() {
            agg = values[1];
            path = &path[indices.len()..];
        } else if agree {
            // The insert writes inside the leaf `path` names: not a leaf value.
            return None;
        } else {
            agg = values[0];
        }
    }
    Some((agg, path))
}

/// A constant `insertvalue`/`extractvalue` index.
pub(super) fn const_index(m: &Module, v: Value) -> Option<u64> {
    v.as_const()
        .and_then(|c| m.consts.as_int(c))
        .and_then(|k| u64::try_from(k).ok())
}

/// Whether `v` is `extractvalue load, path`.
fn is_extract_of(m: &Module, f: &Function, v: Value, load: Inst, path: &[u64]) -> bool {
    let Some(e) = v.as_inst().filter(|&e| f.inst(e).opcode() == Opcode::ExtractValue) else {
        return false;
    };
    let (values, indices) = f.aggregate_index_operands(e);
    values[0] == Value::Inst(load)
        && indices.len() == path.len()
        && indices.iter().zip(path).all(|(v, &k)| const_index(m, *v) == Some(k))
}

/// Replaces aggregate store `i` by scalar stores of `changed` (offset, value) at
/// their offsets from its address, with the alignment each offset keeps.
fn store_leaves(m: &mut Module, f: &mut Function, i: Inst, changed: &[(u64, Value)]) {
    let (header, align, addr) = (f.inst(i).header, f.inst(i).align, f.operands(i)[1]);
    let (i8t, i64t, void) = (m.types.i8(), m.types.i64(), m.types.void());
    for &(offset, v) in changed {
        let at = if offset == 0 {
            addr
        } else {
            let index = Value::Const(m.const_int(i64t, i128::from(offset)));
            let mut h = NodeHeader::new(Opcode::GetElementPtr);
            h.flags = h.flags.with(InstFlags::INBOUNDS);
            let ptr_ty = m.value_type(f, addr);
            let g = f.create_inst(h, ptr_ty, &[addr, index]);
            f.insert_before(i, g);
            f.inst_mut(g).aux_ty = Some(i8t);
            Value::Inst(g)
        };
        let ty = m.value_type(f, v);
        let s = f.create_inst(header, void, &[v, at]);
        f.insert_before(i, s);
        f.inst_mut(s).aux_ty = Some(ty);
        f.inst_mut(s).align = align.min(1u32 << offset.trailing_zeros().min(31));
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_store_back_of_an_unchanged_field_goes_and_an_overlapping_write_keeps_it() {
        let out = after_pass(
            "declare void @g()\n\
             define void @f(ptr %p, ptr %q, float %x) {\nentry:\n\
             %a.addr = getelementptr inbounds i8, ptr %p, i64 4\n\
             %a = load float, ptr %p, align 4\n  %b = load float, ptr %a.addr, align 4\n\
             %c = fadd float %a, %x\n  store float %c, ptr %p, align 4\n  store float %b, ptr %a.addr, align 4\n\
             %d = load i32, ptr %q, align 4\n  store i32 7, ptr %p, align 4\n  store i32 %d, ptr %q, align 4\n\
             %e = load i32, ptr %p, align 4\n  call void @g()\n  store i32 %e, ptr %p, align 4\n  ret void\n}\n",
            "noop-stores",
        );
        let f = body_of(&out, "f");
        assert!(
            !f.contains("store float %b"),
            "a write at another offset of the same base misses the field:\n{f}"
        );
        assert!(f.contains("store float %c"), "a changed value is stored:\n{f}");
        assert!(
            f.contains("store i32 %d"),
            "a write through another base may alias:\n{f}"
        );
        assert!(f.contains("store i32 %e"), "a call in between may write:\n{f}");
    }
}
