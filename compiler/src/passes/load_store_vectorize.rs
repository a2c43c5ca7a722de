//! Load/store vectorization: adjacent scalar loads (or stores) of one type at
//! consecutive constant offsets from one base become one `<N x T>` access, so
//! the backend prints `ld.v4`/`ld.v2`/`st.v4`/`st.v2` as nvcc's does (a local
//! array zeroed by an unrolled loop is four `st.local.v4.u32`, not sixteen
//! `st.local.u32`). The lanes are taken apart with `extractelement` and put
//! together with `insertelement`, which cost nothing: the backend holds a
//! vector lane by lane.
//!
//! What is merged: plain (not volatile, not atomic) accesses of `i16`, `half`,
//! `bfloat`, `i32`, `float`, `i64` or `double`, in one block, whose addresses are one base plus constant
//! byte offsets (all-constant `getelementptr`s), at most 16 bytes and 4 lanes,
//! where the first lane's address is known to be aligned to the whole access:
//! from the access's own `align`, or from a stack slot's alignment, which is
//! raised to 16 as nvcc aligns its local depot. A slot the vector access is in
//! through variable indices is raised to the access's size too.
//!
//! Why it is safe: a vector load is placed at the first of its loads and no
//! instruction that may write memory lies between them; a vector store is
//! placed at the last of its stores, nothing between them reads memory, and a
//! store it moves past is to bytes known to be elsewhere (same base at other
//! offsets, or another stack slot). Preserves: the CFG. Runs after load-cse.

use super::load_cse::{is_plain, may_write_memory};
use super::sroa::gep_offset;
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The widest PTX vector access: 4 lanes, 16 bytes.
const MAX_LANES: u64 = 4;
const MAX_BYTES: u64 = 16;

/// One candidate access: where it is in its block, its address as base plus
/// byte offset, and the scalar type it moves.
#[derive(Clone, Copy)]
struct Access {
    inst: Inst,
    pos: usize,
    base: Value,
    offset: u64,
    ty: Type,
    /// The stretch of the block it belongs to: accesses of one stretch may be
    /// merged (see [`stretches`]).
    stretch: usize,
}

/// New instructions to place before an anchor, and accesses to drop.
#[derive(Default)]
struct Edits {
    before: FxHashMap<Inst, Vec<Inst>>,
    dead: FxHashSet<Inst>,
}

/// Returns the number of vector accesses made.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let mut made = 0;
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let blocks: Vec<Block> = f.layout.clone();
    for b in blocks {
        let mut edits = Edits::default();
        for is_store in [false, true] {
            let accesses = candidates(m, f, b, is_store);
            for chunk in chunks(m, f, &accesses) {
                let members: Vec<Access> = chunk.iter().map(|&k| accesses[k]).collect();
                if is_store && !store_may_sink(m, f, &members, &accesses) {
                    continue;
                }
                raise_slot_alignment(f, &members);
                if is_store {
                    vectorize_stores(m, f, &members, &mut edits);
                } else {
                    vectorize_loads(m, f, &members, &mut edits, &mut replace);
                }
                made += 1;
            }
        }
        apply(f, b, edits);
    }
    // A merged load's users read its lane (also stores merged after it).
    f.replace_all_uses(&replace);
    made
}

/// The plain loads (or stores) of `b` that a vector access could replace, with
/// the stretch each belongs to: for loads, stretches are separated by anything
/// that may write memory; for stores, by anything that reads or writes memory
/// other than a plain store.
fn candidates(m: &mut Module, f: &Function, b: Block, is_store: bool) -> Vec<Access> {
    let mut out = Vec::new();
    let mut stretch = 0;
    for (pos, &i) in f.blocks[b].insts.iter().enumerate() {
        let d = f.inst(i);
        let plain = is_plain(d.header.flags);
        let wanted = if is_store { Opcode::Store } else { Opcode::Load };
        if d.opcode() == wanted && plain {
            let (addr, ty) = if is_store {
                (f.operands(i)[1], d.aux_ty)
            } else {
                (f.operands(i)[0], Some(d.ty))
            };
            if let Some(ty) = ty.filter(|&t| lane_type(m, t)) {
                let (base, offset) = base_and_offset(m, f, addr);
                out.push(Access {
                    inst: i,
                    pos,
                    base,
                    offset,
                    ty,
                    stretch,
                });
            }
            continue;
        }
        let breaks = if is_store {
            d.opcode() == Opcode::Load || may_write_memory(m, f, i)
        } else {
            may_write_memory(m, f, i)
        };
        if breaks {
            stretch += 1;
        }
    }
    out
}

/// Scalar types PTX moves in vectors here.
fn lane_type(m: &Module, ty: Type) -> bool {
    match m.types.get(ty) {
        TypeData::Int(w) => matches!(w, 16 | 32 | 64),
        TypeData::Float | TypeData::Double | TypeData::Half | TypeData::BFloat => true,
        _ => false,
    }
}

/// `addr` as a base value plus a constant byte offset, looking through
/// all-constant GEPs.
pub(super) fn base_and_offset(m: &Module, f: &Function, addr: Value) -> (Value, u64) {
    let mut base = addr;
    let mut offset = 0u64;
    while let Some(g) = base.as_inst().filter(|&g| f.inst(g).opcode() == Opcode::GetElementPtr) {
        let Some(step) = gep_offset(m, f, g) else { break };
        let Some(sum) = offset.checked_add(step) else { break };
        offset = sum;
        base = f.operands(g)[0];
    }
    (base, offset)
}

/// The groups to merge, as indices into `accesses`: per (stretch, base, type),
/// runs of consecutive offsets cut into aligned pieces of 4 or 2 lanes. A base
/// accessed twice at one offset in a stretch is left alone.
fn chunks(m: &Module, f: &Function, accesses: &[Access]) -> Vec<Vec<usize>> {
    let mut groups: FxHashMap<(usize, Value, Type), Vec<usize>> = FxHashMap::default();
    let mut order: Vec<(usize, Value, Type)> = Vec::new();
    for (k, a) in accesses.iter().enumerate() {
        let key = (a.stretch, a.base, a.ty);
        let g = groups.entry(key).or_insert_with(|| {
            order.push(key);
            Vec::new()
        });
        g.push(k);
    }
    let mut out = Vec::new();
    for key in order {
        let mut g = groups.remove(&key).unwrap_or_default();
        if g.len() < 2 {
            continue;
        }
        g.sort_by_key(|&k| accesses[k].offset);
        if g.windows(2).any(|w| accesses[w[0]].offset == accesses[w[1]].offset) {
            continue;
        }
        let size = m.types.store_size(key.2);
        let max_lanes = MAX_LANES.min(MAX_BYTES / size);
        let mut at = 0;
        while at < g.len() {
            let run = consecutive_from(accesses, &g[at..], size);
            let mut taken = 1;
            for lanes in [max_lanes, 2] {
                let lanes_usize = lanes as usize;
                if lanes >= 2 && run >= lanes_usize && aligned(f, &accesses[g[at]], lanes * size) {
                    out.push(g[at..at + lanes_usize].to_vec());
                    taken = lanes_usize;
                    break;
                }
            }
            at += taken;
        }
    }
    out
}

/// How many accesses from the start of `g` sit at consecutive offsets.
fn consecutive_from(accesses: &[Access], g: &[usize], size: u64) -> usize {
    let first = accesses[g[0]].offset;
    g.iter()
        .enumerate()
        .take_while(|&(n, &k)| accesses[k].offset == first + n as u64 * size)
        .count()
}

/// Whether the address of `a` is known to be a multiple of `bytes`: at a
/// multiple of it from a stack slot (whose alignment is then raised), or by
/// the access's own alignment.
fn aligned(f: &Function, a: &Access, bytes: u64) -> bool {
    match is_slot(f, a.base) {
        Some(_) => a.offset.is_multiple_of(bytes),
        None => u64::from(f.inst(a.inst).align) >= bytes,
    }
}

/// The stack slot `v` is, or is an element of through `getelementptr`s.
fn slot_under(f: &Function, mut v: Value) -> Option<Inst> {
    loop {
        let i = v.as_inst()?;
        match f.inst(i).opcode() {
            Opcode::Alloca => return Some(i),
            Opcode::GetElementPtr => v = *f.operands(i).first()?,
            _ => return None,
        }
    }
}

/// The stack slot `v` is, if it is one.
fn is_slot(f: &Function, v: Value) -> Option<Inst> {
    v.as_inst().filter(|&i| f.inst(i).opcode() == Opcode::Alloca)
}

/// A vector store sits where the last of its stores was: every other store
/// between the first and the last must be one of the candidates (a store of
/// another type could be to the same bytes) and to bytes known to differ
/// from the members' (same base at a disjoint offset, or another stack slot
/// when the base is one).
fn store_may_sink(m: &Module, f: &Function, members: &[Access], accesses: &[Access]) -> bool {
    let first = members.iter().map(|a| a.pos).min().unwrap_or(0);
    let last = members.iter().map(|a| a.pos).max().unwrap_or(0);
    let Some(b) = f.inst(members[0].inst).block else {
        return false;
    };
    let between = &f.blocks[b].insts[first..=last];
    let ours: FxHashSet<Inst> = members.iter().map(|a| a.inst).collect();
    let others: FxHashMap<Inst, &Access> = accesses
        .iter()
        .filter(|a| a.pos > first && a.pos < last && !ours.contains(&a.inst))
        .map(|a| (a.inst, a))
        .collect();
    let size = m.types.store_size(members[0].ty);
    let (base, lo) = (members[0].base, members[0].offset);
    let hi = lo + members.len() as u64 * size;
    between.iter().all(|&i| {
        if ours.contains(&i) || f.inst(i).opcode() != Opcode::Store {
            return true;
        }
        let Some(a) = others.get(&i) else { return false };
        if a.base == base {
            a.offset + m.types.store_size(a.ty) <= lo || a.offset >= hi
        } else {
            is_slot(f, a.base).is_some() && is_slot(f, base).is_some()
        }
    })
}

/// A stack slot base gets the alignment its first vector access needs, and so does
/// the slot a base is an element of (`getelementptr`s with variable indices): the
/// access's own `align` vouched for the address, but the slot may have been laid out
/// with its type's smaller one (CUTLASS reads a 4-aligned `Array<int8_t, 64>` fragment
/// as 16-aligned `AlignedArray`s, tests/cutlass/device_gemm.cu).
fn raise_slot_alignment(f: &mut Function, members: &[Access]) {
    if let Some(slot) = slot_under(f, members[0].base) {
        let bytes = members.len() as u64 * (members[1].offset - members[0].offset);
        let d = f.inst_mut(slot);
        d.align = d.align.max(bytes as u32);
    }
}

/// The address of the first lane: the base, or the base plus its offset.
fn first_address(m: &mut Module, f: &mut Function, a: &Access, new: &mut Vec<Inst>) -> Value {
    if a.offset == 0 {
        return a.base;
    }
    let i8t = m.types.int(8);
    let i64t = m.types.i64();
    let ptr_ty = m.value_type(f, a.base);
    let off = Value::Const(m.const_int(i64t, i128::from(a.offset)));
    let g = f.create_inst(NodeHeader::new(Opcode::GetElementPtr), ptr_ty, &[a.base, off]);
    f.inst_mut(g).aux_ty = Some(i8t);
    new.push(g);
    Value::Inst(g)
}

/// One vector load at the first member; each member's value is a lane.
fn vectorize_loads(
    m: &mut Module,
    f: &mut Function,
    members: &[Access],
    edits: &mut Edits,
    replace: &mut FxHashMap<Value, Value>,
) {
    let first = members.iter().min_by_key(|a| a.pos).expect("members");
    let lowest = &members[0];
    let vty = m.types.vector(lowest.ty, members.len() as u32);
    let i32t = m.types.i32();
    let mut new = Vec::new();
    let addr = first_address(m, f, lowest, &mut new);
    let ld = f.create_inst(NodeHeader::new(Opcode::Load), vty, &[addr]);
    f.inst_mut(ld).aux_ty = Some(vty);
    f.inst_mut(ld).align = m.types.store_size(vty) as u32;
    new.push(ld);
    for (lane, a) in members.iter().enumerate() {
        let k = Value::Const(m.const_int(i32t, lane as i128));
        let e = f.create_inst(NodeHeader::new(Opcode::ExtractElement), a.ty, &[Value::Inst(ld), k]);
        new.push(e);
        replace.insert(Value::Inst(a.inst), Value::Inst(e));
        edits.dead.insert(a.inst);
    }
    edits.before.entry(first.inst).or_default().extend(new);
}

/// One vector store at the last member, of the members' values as lanes.
fn vectorize_stores(m: &mut Module, f: &mut Function, members: &[Access], edits: &mut Edits) {
    let last = members.iter().max_by_key(|a| a.pos).expect("members");
    let lowest = &members[0];
    let vty = m.types.vector(lowest.ty, members.len() as u32);
    let i32t = m.types.i32();
    let void = m.types.void();
    let mut new = Vec::new();
    let mut whole = Value::Const(m.const_undef(vty));
    for (lane, a) in members.iter().enumerate() {
        let k = Value::Const(m.const_int(i32t, lane as i128));
        let v = f.operands(a.inst)[0];
        let ins = f.create_inst(NodeHeader::new(Opcode::InsertElement), vty, &[whole, v, k]);
        new.push(ins);
        whole = Value::Inst(ins);
        edits.dead.insert(a.inst);
    }
    let addr = first_address(m, f, lowest, &mut new);
    let st = f.create_inst(NodeHeader::new(Opcode::Store), void, &[whole, addr]);
    f.inst_mut(st).aux_ty = Some(vty);
    f.inst_mut(st).align = m.types.store_size(vty) as u32;
    new.push(st);
    edits.before.entry(last.inst).or_default().extend(new);
}

/// Rebuilds `b`'s instruction list once with the new instructions in place
/// and the merged accesses gone (linear, where inserting one by one is not).
fn apply(f: &mut Function, b: Block, edits: Edits) {
    if edits.before.is_empty() && edits.dead.is_empty() {
        return;
    }
    let old = std::mem::take(&mut f.blocks[b].insts);
    let mut insts = Vec::with_capacity(old.len());
    for i in old {
        if let Some(new) = edits.before.get(&i) {
            for &n in new {
                f.inst_mut(n).block = Some(b);
                insts.push(n);
            }
        }
        if edits.dead.contains(&i) {
            f.inst_mut(i).block = None;
        } else {
            insts.push(i);
        }
    }
    f.blocks[b].insts = insts;
}
