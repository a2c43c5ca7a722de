//! Scalar replacement of aggregates: a struct or array stack slot whose
//! address never escapes and whose every access is a non-volatile scalar
//! load or store at a constant byte offset is split into one scalar slot per
//! accessed (offset, type); mem2reg then promotes those to SSA values.
//!
//! Why here: records are handled by address (specs/ir.md), so a local
//! `View v = {tile};` is an alloca whose fields are stored and loaded. After
//! the split, a pointer stored into a field and read back is the stored SSA
//! value, so address-space inference sees where it points (the field of a
//! local struct pointing into `__shared__` memory is then `ld.shared`, as
//! nvcc prints it).
//!
//! An index that steps over at least the slot's size counts as 0 (once per
//! address, in an `inbounds` GEP): any other value puts the access outside
//! the slot (`sumf[j]` of a `float sumf[1]` sized by a template argument).
//!
//! A slot is split only when its accesses tile it without partial overlap
//! (two accesses at the same offset must have the same size, and the same
//! type unless both are integers or floats: a `float` array filled through a
//! `uint4` pointer keeps one slot per offset, read as the other type through
//! a `bitcast`). Accesses of several widths over the same bytes make the slot
//! words as wide as its widest integer or float access, as LLVM's SROA makes
//! its partitions: wider accesses are cut into words, narrower ones are shifts
//! and truncations of their word (a store a read-modify-write of it): a
//! `__half` array filled through `uint4` and read as `__half2`, CuTe's `half_t`
//! fragments taken by `mma` as 32-bit words. Only when a narrower access
//! straddles two words are the wider ones cut into pieces of the narrowest
//! access's size instead. A scalar slot read or written as another type of its
//! size (a `half` read back as the `i16` of its bits) splits too.
//!
//! Whole-record loads and stores of such a slot (`float4 v = make_float4(...)`
//! stores the fields and reads the whole value back; `o[i] = v` and `v.x`
//! mix the two) are split too, into one scalar access per leaf joined by
//! `insertvalue` / taken apart by `extractvalue` (the backend keeps a record
//! value as its leaves, so these cost nothing), when the slot also has scalar
//! accesses or is larger than the 16 bytes mem2reg promotes whole; otherwise
//! mem2reg promotes the record as one value. A `memcpy` of a whole slot into
//! another of the same record type, or between a slot and memory the call says
//! is aligned for its record, is read first as such a load and store (or, for a
//! record with padding, as one move per field and per piece of padding). Uses
//! other than loads, stores (as the address) and `getelementptr`s with constant offsets —
//! other `memcpy`s, calls, storing the address, pointer comparisons — keep the
//! slot whole. Preserves: the CFG. Runs before mem2reg.

use super::slot_users::SlotUsers;
use ptxc_ir::{ConstData, Function, Inst, InstFlags, Intrinsic, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;
use std::sync::Arc;

/// One access of a candidate slot: the instruction and its byte offset.
struct Access {
    inst: Inst,
    offset: u64,
    ty: Type,
    /// For a whole-record or vector load or store: its scalar leaves.
    leaves: Option<Arc<[Leaf]>>,
    /// The access is a vector's (its leaves are elements, not fields).
    vector: bool,
}

/// A scalar leaf of a record type: its `extractvalue` index path, byte offset
/// inside the record and type.
pub(super) use ptxc_ir::ScalarLeaf as Leaf;

/// Records with more leaves than this are not split into them (was 64: CuTe's
/// register fragments, `array_aligned<half_t, 128>`, stayed in local memory).
const MAX_LEAVES: usize = ptxc_ir::MAX_SCALAR_LEAVES;

/// Slots of at most this size holding a record accessed only whole are left
/// to mem2reg, which promotes them as one value.
const WHOLE_RECORD_PROMOTED: u64 = 16;

/// Splits every splittable aggregate alloca of `f`. Returns how many were split.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    // Every rewrite below is of a stack slot: without one there is nothing to do
    // (the second sroa of a kernel, after mem2reg has promoted its slots).
    let has_slot = f
        .layout
        .iter()
        .any(|&b| f.blocks[b].insts.iter().any(|&i| f.inst(i).opcode() == Opcode::Alloca));
    if !has_slot {
        return 0;
    }
    super::dead_slots::run(m, f);
    record_copies_as_moves(m, f);
    super::leaf_copies::run(m, f);
    super::select_loads::run(m, f);
    super::punned_accesses::run(m, f);
    super::indexed_loads::run(m, f);
    let (_, kept_users) = super::indexed_slot_fields::run_keeping_users(m, f);
    let allocas: Vec<Inst> = f.blocks[entry]
        .insts
        .iter()
        .copied()
        .filter(|&i| {
            let d = f.inst(i);
            d.opcode() == Opcode::Alloca
                && f.operands(i).is_empty()
                && d.aux_ty.is_some_and(|t| {
                    matches!(
                        m.types.get(t),
                        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
                    ) || pun_size(m, t).is_some()
                })
        })
        .collect();
    if allocas.is_empty() {
        return 0;
    }
    // Splitting one slot rewrites only its own accesses, so the users of the
    // others stay as computed here (once: per slot it made the pass quadratic).
    let uses = kept_users.unwrap_or_else(|| SlotUsers::of(f));
    let mut split = 0;
    let mut rebuilt: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for a in allocas {
        if let Some((accesses, grain)) = accesses_of(m, f, a, &uses) {
            // A scalar slot is mem2reg's unless some access is of another type
            // (a `half` written and read back as the `i16` of its bits).
            let ty = f.inst(a).aux_ty;
            if ty.is_some_and(|t| pun_size(m, t).is_some()) && accesses.iter().all(|acc| Some(acc.ty) == ty) {
                continue;
            }
            replace_with_scalars(m, f, a, &accesses, grain, &mut rebuilt, &mut dead);
            split += 1;
        }
    }
    // Whole-record loads that were split: their users read the rebuilt value.
    f.replace_all_uses(&rebuilt);
    f.remove_insts(&dead);
    split
}

/// A `memcpy` of a whole slot into another slot of the same record type (what
/// a returned or assigned record leaves once inlined: `z = z * c`), or between a
/// slot and memory the call says is aligned for the slot's record (`Body b =
/// bodies[i];` and `bodies[i] = b;`), becomes moves the split below takes apart:
/// a load and a store of the record when its fields cover all its bytes, else one
/// load and store per field and per piece of padding (a copy moves the padding
/// too; loads of padding nothing reads are dead once the slot is split).
fn record_copies_as_moves(m: &mut Module, f: &mut Function) {
    // A slot, or a record inside one reached by constant GEPs (`k_vecs[j] = *p;`
    // copies into an element of a local array of records).
    let record_slot = |f: &Function, v: Value| -> Option<(Type, u32)> { slot_record_at(m, f, v, 4) };
    // A record inside a slot reached by a byte offset (`agent_t{tile_base, op}`: the
    // functor `op` copied to byte 8 of the agent), the record of the copy's size there.
    let slot_part = |f: &Function, v: Value, len: Option<u128>| -> Option<(Type, u32)> {
        let (slot_ty, slot_align, offset) = slot_and_offset(m, f, v, 4)?;
        let ty = record_of_size_at(m, slot_ty, offset, u64::try_from(len?).ok()?)?;
        let align = match offset {
            0 => slot_align,
            _ => slot_align.min(1 << offset.trailing_zeros().min(31)),
        };
        Some((ty, align))
    };
    // (call, destination, source, record, alignment of both, of the memory side).
    let mut copies: Vec<(Inst, Value, Value, Type, u32, Option<bool>)> = Vec::new();
    let mut self_copies: Vec<Inst> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if f.inst(i).opcode() != Opcode::Call {
                continue;
            }
            let ops = f.operands(i);
            let Some(Value::Func(g)) = ops.first() else { continue };
            if m.functions[*g].intrinsic != Some(Intrinsic::Memcpy) || ops.len() != 5 {
                continue;
            }
            let (dst, src) = (ops[1], ops[2]);
            let len = ops[3].as_const().and_then(|c| m.consts.as_int(c));
            // A slot copied onto itself (`accum = src_accum;` inlined with both
            // the same accumulators, CUTLASS's split-K GEMM) moves nothing.
            let volatile = ops[4].as_const().and_then(|c| m.consts.as_int(c)) != Some(0);
            if dst == src && !volatile && record_slot(f, dst).is_some() {
                self_copies.push(i);
                continue;
            }
            let sized = |slot: Option<(Type, u32)>, v: Value| match slot {
                Some((ty, _)) if len != Some(u128::from(m.types.alloc_size(ty))) => slot_part(f, v, len).or(slot),
                other => other,
            };
            let (dst_slot, src_slot) = (sized(record_slot(f, dst), dst), sized(record_slot(f, src), src));
            let (ty, align, memory_is_src) = match (dst_slot, src_slot) {
                (Some((dt, da)), Some((st, sa))) if dt == st => (dt, da.min(sa), None),
                // A record copied to or from the start of a larger one (`o.payoff =
                // p;` where `payoff` is o's first field): the copy is of the smaller.
                (Some((_, da)), Some((st, sa))) if len == Some(u128::from(m.types.alloc_size(st))) => {
                    (st, da.min(sa), None)
                }
                (Some((dt, da)), Some((_, sa))) if len == Some(u128::from(m.types.alloc_size(dt))) => {
                    (dt, da.min(sa), None)
                }
                // Memory the copy's own alignment says holds such a record.
                (Some((ty, slot_align)), None) | (None, Some((ty, slot_align)))
                    if u64::from(f.inst(i).align) >= m.types.abi_align(ty) =>
                {
                    (ty, slot_align.min(f.inst(i).align), Some(src_slot.is_none()))
                }
                _ => continue,
            };
            let size = m.types.alloc_size(ty);
            if volatile || record_leaves(m, ty).is_none() || len != Some(u128::from(size)) {
                continue;
            }
            copies.push((i, dst, src, ty, align, memory_is_src));
        }
    }
    for call in self_copies {
        f.remove_inst(call);
    }
    for (call, dst, src, ty, align, memory_is_src) in copies {
        // The memory side keeps the alignment the call gives it (the vectorizer
        // then joins its pieces: `ld.global.v4.u32`).
        let memory_align = f.inst(call).align;
        let (src_align, dst_align) = match memory_is_src {
            Some(true) => (memory_align, align),
            Some(false) => (align, memory_align),
            None => (align, align),
        };
        let widest = slot_scalar_width(m, f, dst).or_else(|| slot_scalar_width(m, f, src));
        let pieces = byte_record_chunks(m, ty, align, widest);
        if pieces.is_none() && copies_as_record(m, ty) {
            move_value(m, f, call, (src, src_align), (dst, dst_align), ty);
        } else if let Some(pieces) = pieces.or_else(|| pieces_with_padding(m, ty)) {
            for (offset, piece) in pieces {
                let from = byte_address(m, f, call, src, offset);
                let to = byte_address(m, f, call, dst, offset);
                let at = |a: u32| {
                    if offset == 0 {
                        a
                    } else {
                        a.min(1 << offset.trailing_zeros())
                    }
                };
                move_value(m, f, call, (from, at(src_align)), (to, at(dst_align)), piece);
            }
        } else {
            continue;
        }
        f.remove_inst(call);
    }
}

/// The record type and alignment of the object at `v` when `v` is a stack slot
/// or an all-constant GEP into one (through at most `depth` GEPs).
fn slot_record_at(m: &Module, f: &Function, v: Value, depth: u32) -> Option<(Type, u32)> {
    let i = v.as_inst()?;
    let d = f.inst(i);
    match d.opcode() {
        Opcode::Alloca if f.operands(i).is_empty() => Some((d.aux_ty?, d.align)),
        Opcode::GetElementPtr if depth > 0 => {
            let (_, base_align) = slot_record_at(m, f, f.operands(i)[0], depth - 1)?;
            let offset = gep_offset(m, f, i)?;
            let align = match offset {
                0 => base_align,
                _ => base_align.min(1 << offset.trailing_zeros().min(31)),
            };
            Some((gep_result_type(m, f, i)?, align))
        }
        _ => None,
    }
}

/// The stack slot `v` points into (through at most `depth` all-constant GEPs): its
/// type, alignment and the byte offset of `v` in it.
fn slot_and_offset(m: &Module, f: &Function, v: Value, depth: u32) -> Option<(Type, u32, u64)> {
    let i = v.as_inst()?;
    let d = f.inst(i);
    match d.opcode() {
        Opcode::Alloca if f.operands(i).is_empty() => Some((d.aux_ty?, d.align, 0)),
        Opcode::GetElementPtr if depth > 0 => {
            let (ty, align, base) = slot_and_offset(m, f, f.operands(i)[0], depth - 1)?;
            Some((ty, align, base.checked_add(gep_offset(m, f, i)?)?))
        }
        _ => None,
    }
}

/// The record (struct or array) of `len` bytes that starts at byte `offset` of a
/// `ty`, the outermost if several do.
fn record_of_size_at(m: &Module, ty: Type, offset: u64, len: u64) -> Option<Type> {
    let is_record = matches!(
        m.types.get(ty),
        TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_)
    );
    if offset == 0 && is_record && m.types.alloc_size(ty) == len {
        return Some(ty);
    }
    let k = match m.types.get(ty).clone() {
        TypeData::Array { elem, .. } => offset / m.types.alloc_size(elem).max(1),
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (_, offsets) = m.types.struct_layout(ty);
            offsets.iter().rposition(|&at| at <= offset)? as u64
        }
        _ => return None,
    };
    let (at, elem) = element_at(m, ty, k)?;
    record_of_size_at(m, elem, offset.checked_sub(at)?, len)
}

/// The size of every scalar leaf of the slot `v` points into (through GEPs),
/// when they all have one size of 2, 4 or 8 bytes.
fn slot_scalar_width(m: &Module, f: &Function, mut v: Value) -> Option<u64> {
    for _ in 0..8 {
        let i = v.as_inst()?;
        match f.inst(i).opcode() {
            Opcode::GetElementPtr => v = f.operands(i)[0],
            Opcode::Alloca => {
                let leaves = record_leaves(m, f.inst(i).aux_ty?)?;
                let width = m.types.store_size(leaves.first()?.ty);
                let uniform = leaves.iter().all(|l| m.types.store_size(l.ty) == width);
                return (uniform && matches!(width, 2 | 4 | 8)).then_some(width);
            }
            _ => return None,
        }
    }
    None
}

/// The type of the object an all-constant GEP points at.
fn gep_result_type(m: &Module, f: &Function, g: Inst) -> Option<Type> {
    let mut ty = f.inst(g).aux_ty?;
    for index in f.operands(g).get(2..)? {
        ty = match m.types.get(ty).clone() {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => elem,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let k = m.consts.as_int(index.as_const()?)?;
                *m.types.struct_fields(ty)?.get(usize::try_from(k).ok()?)?
            }
            _ => return None,
        };
    }
    Some(ty)
}

/// `store (load ty, from), to` before `at`; each address with its alignment.
pub(super) fn move_value(m: &mut Module, f: &mut Function, at: Inst, from: (Value, u32), to: (Value, u32), ty: Type) {
    let void = m.types.void();
    let ld = f.create_inst(NodeHeader::new(Opcode::Load), ty, &[from.0]);
    f.inst_mut(ld).aux_ty = Some(ty);
    f.inst_mut(ld).align = from.1;
    f.insert_before(at, ld);
    let st = f.create_inst(NodeHeader::new(Opcode::Store), void, &[Value::Inst(ld), to.0]);
    f.inst_mut(st).aux_ty = Some(ty);
    f.inst_mut(st).align = to.1;
    f.insert_before(at, st);
}

/// `getelementptr inbounds i8, base, offset` before `at` (`base` itself at 0).
pub(super) fn byte_address(m: &mut Module, f: &mut Function, at: Inst, base: Value, offset: u64) -> Value {
    if offset == 0 {
        return base;
    }
    let (i8t, i64t) = (m.types.i8(), m.types.i64());
    let ptr_ty = m.value_type(f, base);
    let off = Value::Const(m.const_int(i64t, i128::from(offset)));
    let mut h = NodeHeader::new(Opcode::GetElementPtr);
    h.flags = InstFlags(h.flags.0 | InstFlags::INBOUNDS);
    let g = f.create_inst(h, ptr_ty, &[base, off]);
    f.inst_mut(g).aux_ty = Some(i8t);
    f.insert_before(at, g);
    Value::Inst(g)
}

/// Every byte of record `ty` as (offset, scalar type) pieces in order: its leaves,
/// and integers as wide as their offset's alignment allows over the padding.
/// A record of bytes only (`std::aligned_storage`'s `unsigned char data[16]`,
/// which `((LT*)dst)[i] = ((LT*)src)[j]` copies between a `float` array and
/// memory) copied with an alignment of at least 2: the pieces of the copy as
/// integers as wide as the alignment allows (at most 8 bytes), not byte by
/// byte, so that a slot of wider scalars it fills still splits (integer/float
/// punning, wide integers cut over narrower accesses).
/// When a side of the copy is a slot of scalars of one size (`float r[4]`), the
/// pieces are no wider than they (`widest`): four `i32`s that each fill one
/// `float`, not two `i64`s whose halves are cut out and put back with shifts
/// and masks (HeCBench axpby).
fn byte_record_chunks(m: &mut Module, ty: Type, align: u32, widest: Option<u64>) -> Option<Vec<(u64, Type)>> {
    let leaves = record_leaves(m, ty)?;
    if !leaves.iter().all(|l| m.types.int_bits(l.ty) == Some(8)) {
        return None;
    }
    let size = m.types.alloc_size(ty);
    let width = [8u64, 4, 2]
        .into_iter()
        .find(|&w| u64::from(align) >= w && size.is_multiple_of(w) && widest.is_none_or(|x| w <= x))?;
    let piece = m.types.int(width as u32 * 8);
    let count = size / width;
    (count as usize <= MAX_LEAVES).then(|| (0..count).map(|k| (k * width, piece)).collect())
}

fn pieces_with_padding(m: &mut Module, ty: Type) -> Option<Vec<(u64, Type)>> {
    let leaves = record_leaves(m, ty)?;
    let size = m.types.alloc_size(ty);
    let mut out = Vec::new();
    let mut at = 0u64;
    let ends = leaves
        .iter()
        .map(|l| (l.offset, Some(l.ty)))
        .chain(std::iter::once((size, None)));
    for (offset, leaf) in ends {
        while at < offset {
            let width = [8u64, 4, 2, 1]
                .into_iter()
                .find(|&w| at.is_multiple_of(w) && at + w <= offset)
                .unwrap_or(1);
            out.push((at, m.types.int(width as u32 * 8)));
            at += width;
        }
        if let Some(t) = leaf {
            out.push((offset, t));
            at = offset + m.types.store_size(t);
        }
    }
    (out.len() <= 2 * MAX_LEAVES).then_some(out)
}

/// Every load/store reaching slot `a` through constant GEPs, or `None` when
/// some use makes the slot unsplittable; with them the grain wide integer
/// accesses are cut into when they overlap narrower ones (`None`: no cutting).
fn accesses_of(m: &mut Module, f: &Function, a: Inst, uses: &SlotUsers) -> Option<(Vec<Access>, Option<Grain>)> {
    let size = m.types.alloc_size(f.inst(a).aux_ty?);
    // (address, its offset, whether a variable index on its path was counted as 0)
    let mut work: Vec<(Inst, u64, bool)> = vec![(a, 0, false)];
    let mut out = Vec::new();
    while let Some((p, base, zeroed)) = work.pop() {
        for &(u, k) in uses.of_inst(p) {
            let d = f.inst(u);
            let volatile = d.header.flags.has(InstFlags::VOLATILE);
            match d.opcode() {
                Opcode::Load if k == 0 && !volatile => out.push(access(m, u, base, d.ty)),
                Opcode::Store if k == 1 && !volatile => out.push(access(m, u, base, d.aux_ty?)),
                Opcode::GetElementPtr if k == 0 => {
                    // `sumf[j]` of a `float sumf[1]`: an index stepping over at
                    // least the slot's size moves any in-slot address out of the
                    // slot unless it is 0 (an access outside is undefined). One
                    // per path: two could cancel; `inbounds`: no wrapping around.
                    let inbounds = d.header.flags.has(InstFlags::INBOUNDS);
                    let mut zeroed = zeroed;
                    let step = gep_offset_with(m, f, u, |stride| {
                        (inbounds && stride >= size && !zeroed).then(|| zeroed = true)
                    })?;
                    work.push((u, base.checked_add(step)?, zeroed));
                }
                _ => return None,
            }
        }
    }
    let records = out.iter().filter(|acc| acc.leaves.is_some()).count();
    let one_type = out.iter().all(|acc| acc.ty == out[0].ty);
    if records > 0 && records == out.len() && one_type && size <= WHOLE_RECORD_PROMOTED {
        return None; // mem2reg promotes it whole
    }
    let mut pieces: Vec<(u64, Type)> = Vec::new();
    for acc in &out {
        match &acc.leaves {
            Some(leaves) => pieces.extend(leaves.iter().map(|l| (acc.offset + l.offset, l.ty))),
            None => pieces.push((acc.offset, acc.ty)),
        }
    }
    if pieces
        .iter()
        .any(|&(offset, ty)| !is_scalar(m, ty) || offset + m.types.store_size(ty) > size)
    {
        return None;
    }
    if tiles(m, &pieces, None) {
        return Some((out, None));
    }
    // Accesses of several widths over the same bytes: the slot becomes words
    // as wide as its widest scalar access (at most 8 bytes), as LLVM's SROA
    // makes its partitions; a narrower access is a shift and a truncation of
    // its word, a wider one is cut into words. CuTe's `half_t` accumulators are
    // `mma`'s 32-bit operands and read as halves only by the epilogue.
    if let Some(word) = word_size(m, &pieces) {
        if let Some((words, joined)) = as_words(m, &pieces, word) {
            if tiles(m, &words, Some(word)) {
                return Some((out, Some(Grain::Words(word, joined))));
            }
        }
    }
    // Else cut the wide integers and floats into pieces of the narrowest access's size.
    let grain = pieces.iter().map(|&(_, ty)| m.types.store_size(ty)).min()?;
    tiles(m, &pieces, Some(grain)).then_some((out, Some(Grain::Narrowest(grain))))
}

/// How a slot whose accesses do not tile it as they are is cut.
enum Grain {
    /// Into words of this many bytes: wider accesses cut, and narrower ones
    /// inside the words at these offsets (those some wider access covers)
    /// shifts of their word; elsewhere a narrower access keeps its own slot.
    Words(u64, WordOffsets),
    /// Into pieces of the narrowest access's size.
    Narrowest(u64),
}

impl Grain {
    fn size(&self) -> u64 {
        match self {
            Grain::Words(w, _) | Grain::Narrowest(w) => *w,
        }
    }
}

/// The widest access of a bit-castable scalar (a power of two, at most 8 bytes).
fn word_size(m: &Module, pieces: &[(u64, Type)]) -> Option<u64> {
    pieces
        .iter()
        .filter_map(|&(_, ty)| pun_size(m, ty))
        .filter(|&len| len <= 8 && len.is_power_of_two())
        .max()
}

/// The offsets of a slot's words that narrower accesses are shifts of.
type WordOffsets = FxHashSet<u64>;

/// `pieces` with every access narrower than `word` inside a word that a wider
/// access covers as the integer word holding it, and the offsets of those
/// words; `None` when such a narrower access is no integer or float or
/// straddles two words. Narrower accesses elsewhere keep their own slots (a
/// `bool` field next to an `int` one stays a byte: a word there would be
/// partly undefined, `and undef, -256`, and a test of the byte no longer fold).
fn as_words(m: &mut Module, pieces: &[(u64, Type)], word: u64) -> Option<(Vec<(u64, Type)>, WordOffsets)> {
    let int = m.types.int(8 * word as u32);
    let mut covered = WordOffsets::default();
    for &(at, ty) in pieces {
        let len = m.types.store_size(ty);
        if len >= word && pun_size(m, ty).is_some() {
            covered.extend((at - at % word..at + len).step_by(word as usize));
        }
    }
    let mapped = pieces
        .iter()
        .map(|&(at, ty)| {
            let len = m.types.store_size(ty);
            let (first, last) = (at - at % word, (at + len - 1) / word * word);
            if len >= word || !(covered.contains(&first) || covered.contains(&last)) {
                return Some((at, ty));
            }
            pun_size(m, ty)?;
            (first == last).then_some((first, int))
        })
        .collect::<Option<Vec<_>>>()?;
    Some((mapped, covered))
}

/// Whether `pieces` (offset, scalar type) tile their slot without partial
/// overlap, integers and floats wider than `grain` counted as pieces of that size: two
/// pieces at one offset have one size and the same type or punnable ones.
fn tiles(m: &Module, pieces: &[(u64, Type)], grain: Option<u64>) -> bool {
    // Slots by offset (only the neighbours of a piece can overlap it): size
    // and type, `None` for a cut piece (an integer of that size).
    let mut slots: BTreeMap<u64, (u64, Option<Type>)> = BTreeMap::new();
    for &(at, ty) in pieces {
        let len = m.types.store_size(ty);
        let cut = grain.filter(|&g| len > g);
        let (step, count, piece) = match cut {
            Some(g)
                if !matches!(
                    m.types.get(ty),
                    TypeData::Int(_) | TypeData::Float | TypeData::Double | TypeData::Half | TypeData::BFloat
                ) || !len.is_multiple_of(g)
                    || !at.is_multiple_of(g) =>
            {
                return false
            }
            Some(g) => (g, len / g, None),
            None => (len, 1, Some(ty)),
        };
        for k in 0..count {
            let offset = at + k * step;
            if let Some(&(l, t)) = slots.get(&offset) {
                let same = match (t, piece) {
                    (Some(t), Some(ty)) => t == ty || punnable(m, t, ty),
                    (Some(t), None) | (None, Some(t)) => pun_size(m, t) == Some(step),
                    (None, None) => true,
                };
                if l != step || !same {
                    return false;
                }
                continue;
            }
            let before = slots.range(..offset).next_back();
            let after = slots.range(offset + 1..).next();
            if before.is_some_and(|(&o, &(l, _))| o + l > offset) || after.is_some_and(|(&o, _)| o < offset + step) {
                return false;
            }
            slots.insert(offset, (step, piece));
        }
    }
    true
}

/// One load or store of `ty` at `offset` in a candidate slot. A vector
/// access (`<2 x half>`: how the half2 functions read a `__half2`) is taken
/// apart like a record, element by element, so a slot read both ways splits.
fn access(m: &Module, inst: Inst, offset: u64, ty: Type) -> Access {
    let vector = vector_leaves(m, ty);
    Access {
        inst,
        offset,
        ty,
        vector: vector.is_some(),
        leaves: vector.map(Arc::from).or_else(|| record_leaves(m, ty)),
    }
}

/// The elements of a vector of scalars (not `i1`) as leaves, or `None`.
fn vector_leaves(m: &Module, ty: Type) -> Option<Vec<Leaf>> {
    let TypeData::Vector { elem, len } = m.types.get(ty).clone() else {
        return None;
    };
    let len = u64::from(len);
    if !is_scalar(m, elem) || matches!(m.types.get(elem), TypeData::Int(1)) || len > MAX_LEAVES as u64 {
        return None;
    }
    let step = m.types.store_size(elem);
    let leaves = (0..len).map(|k| Leaf {
        path: vec![k as u32],
        offset: k * step,
        ty: elem,
    });
    Some(leaves.collect())
}

/// Whether a load and a store of record type `ty` move all of its bytes, as
/// `memcpy` does: scalar leaves (at most [`MAX_LEAVES`]) and no padding.
pub(crate) fn copies_as_record(m: &Module, ty: Type) -> bool {
    record_leaves(m, ty)
        .is_some_and(|leaves| leaves.iter().map(|l| m.types.store_size(l.ty)).sum::<u64>() == m.types.alloc_size(ty))
}

/// Whether scalars of types `a` and `b` at one offset can share a slot, read
/// each as the other by a `bitcast`: integers and floats of one size (a
/// `float` array filled through a `uint4` pointer, as vectorized loads do).
fn punnable(m: &Module, a: Type, b: Type) -> bool {
    pun_size(m, a).is_some_and(|x| pun_size(m, b) == Some(x))
}

/// The size of a scalar a `bitcast` can reinterpret (not `i1`, not a pointer).
fn pun_size(m: &Module, t: Type) -> Option<u64> {
    match m.types.get(t) {
        TypeData::Int(1) | TypeData::Ptr(_) => None,
        _ if is_scalar(m, t) => Some(m.types.store_size(t)),
        _ => None,
    }
}

pub(super) fn is_scalar(m: &Module, ty: Type) -> bool {
    ptxc_ir::is_scalar_type(&m.types, ty)
}

/// The scalar leaves of a record (struct or array) type, or `None` for a
/// scalar, a record holding something else (a vector) or too many leaves.
pub(super) fn record_leaves(m: &Module, ty: Type) -> Option<Arc<[Leaf]>> {
    m.types.scalar_leaves(ty)
}

/// The byte offset of an all-constant GEP, or `None`.
pub(super) fn gep_offset(m: &Module, f: &Function, g: Inst) -> Option<u64> {
    gep_offset_with(m, f, g, |_| None)
}

/// The byte offset of GEP `g`, a non-constant index counted as 0 when
/// `variable(stride)` (the size of the elements it steps over) says so.
pub(super) fn gep_offset_with(
    m: &Module,
    f: &Function,
    g: Inst,
    mut variable: impl FnMut(u64) -> Option<()>,
) -> Option<u64> {
    let mut ty = f.inst(g).aux_ty?;
    let ops = f.operands(g);
    let mut index = |v: &Value, stride: u64| -> Option<u64> {
        match v.as_const() {
            Some(c) => u64::try_from(m.consts.as_int(c)?).ok(),
            None => variable(stride).map(|()| 0),
        }
    };
    let mut off = index(ops.get(1)?, m.types.alloc_size(ty))?.checked_mul(m.types.alloc_size(ty))?;
    for v in &ops[2..] {
        let stride = match m.types.get(ty) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => m.types.alloc_size(*elem),
            _ => 0, // a field number is a constant
        };
        let k = index(v, stride)?;
        let (at, elem) = element_at(m, ty, k)?;
        off = off.checked_add(at)?;
        ty = elem;
    }
    Some(off)
}

/// Element or field `k` of the array, vector or struct `ty`: its byte offset
/// and type.
pub(super) fn element_at(m: &Module, ty: Type, k: u64) -> Option<(u64, Type)> {
    match m.types.get(ty).clone() {
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
            Some((k.checked_mul(m.types.alloc_size(elem))?, elem))
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (_, offsets) = m.types.struct_layout(ty);
            Some((*offsets.get(k as usize)?, *m.types.struct_fields(ty)?.get(k as usize)?))
        }
        _ => None,
    }
}

/// Gives each offset its own alloca (placed where `a` is) and points the
/// accesses at it; the GEPs and `a` become dead. A whole-record access
/// becomes one access per leaf: a load's value is rebuilt with `insertvalue`
/// (recorded in `rebuilt`, the load in `dead`), a store's is taken apart with
/// `extractvalue`. With a `grain`, integers and floats wider than it are moved in pieces
/// of that size (shifts and truncations, `zext`/`shl`/`or` to rebuild).
fn replace_with_scalars(
    m: &mut Module,
    f: &mut Function,
    a: Inst,
    accesses: &[Access],
    grain: Option<Grain>,
    rebuilt: &mut FxHashMap<Value, Value>,
    dead: &mut FxHashSet<Inst>,
) {
    let mut pieces = Pieces {
        slot: a,
        name: f.inst_name(a).unwrap_or("").to_string(),
        grain,
        slots: FxHashMap::default(),
    };
    for acc in accesses {
        let is_store = f.inst(acc.inst).opcode() == Opcode::Store;
        let Some(leaves) = &acc.leaves else {
            if pieces.is_direct(m, f, acc.offset, acc.ty) {
                let slot = pieces.slot_for(m, f, acc.offset, acc.ty).0;
                f.operands_mut(acc.inst)[usize::from(is_store)] = Value::Inst(slot);
            } else if is_store {
                let v = f.operands(acc.inst)[0];
                pieces.store(m, f, acc.inst, acc.offset, acc.ty, v);
                dead.insert(acc.inst);
            } else {
                let v = pieces.load(m, f, acc.inst, acc.offset, acc.ty);
                rebuilt.insert(Value::Inst(acc.inst), v);
                dead.insert(acc.inst);
            }
            continue;
        };
        let i32t = m.types.i32();
        let mut whole = Value::Const(m.consts.intern(ConstData::Undef(acc.ty)));
        let stored = f.operands(acc.inst)[0];
        let mut parts: Vec<(u64, Type, Value)> = Vec::new();
        for leaf in leaves.iter() {
            let path: Vec<Value> = leaf
                .path
                .iter()
                .map(|&k| Value::Const(m.const_int(i32t, i128::from(k))))
                .collect();
            let (extract, insert) = match acc.vector {
                true => (Opcode::ExtractElement, Opcode::InsertElement),
                false => (Opcode::ExtractValue, Opcode::InsertValue),
            };
            if is_store {
                let ops: Vec<Value> = std::iter::once(stored).chain(path).collect();
                let part = f.create_inst(NodeHeader::new(extract), leaf.ty, &ops);
                f.insert_before(acc.inst, part);
                parts.push((acc.offset + leaf.offset, leaf.ty, Value::Inst(part)));
            } else {
                let part = pieces.load(m, f, acc.inst, acc.offset + leaf.offset, leaf.ty);
                let ops: Vec<Value> = [whole, part].into_iter().chain(path).collect();
                let ins = f.create_inst(NodeHeader::new(insert), acc.ty, &ops);
                f.insert_before(acc.inst, ins);
                whole = Value::Inst(ins);
            }
        }
        if is_store {
            pieces.store_parts(m, f, acc.inst, &parts);
        } else {
            rebuilt.insert(Value::Inst(acc.inst), whole);
        }
        dead.insert(acc.inst);
    }
}

/// The scalar slots a split slot becomes: one per offset, of the type first
/// met there; accesses of another type of that size (`punnable`) read and
/// write it through a `bitcast`, integers and floats wider than the grain in pieces.
struct Pieces {
    slot: Inst,
    name: String,
    grain: Option<Grain>,
    slots: FxHashMap<u64, (Inst, Type)>,
}

impl Pieces {
    /// The scalar slot at `offset` (made for `ty` if there is none yet) and its type.
    fn slot_for(&mut self, m: &Module, f: &mut Function, offset: u64, ty: Type) -> (Inst, Type) {
        let (a, name) = (self.slot, &self.name);
        *self.slots.entry(offset).or_insert_with(|| {
            let s = f.create_inst(f.inst(a).header, f.inst(a).ty, &[]);
            let d = f.inst_mut(s);
            d.aux_ty = Some(ty);
            d.align = m.types.abi_align(ty) as u32;
            f.set_inst_name(s, &format!("{name}.sroa.{offset}"));
            f.insert_before(a, s);
            (s, ty)
        })
    }

    /// Integers and floats wider than the grain are cut: the grain and the piece count.
    fn cut(&self, m: &Module, ty: Type) -> Option<(u64, u64)> {
        let len = m.types.store_size(ty);
        self.grain
            .as_ref()
            .map(Grain::size)
            .filter(|&g| len > g)
            .map(|g| (g, len / g))
    }

    /// An access narrower than the slot's words: its word's offset and the
    /// access's byte offset in it.
    fn in_word(&self, m: &Module, offset: u64, ty: Type) -> Option<(u64, u64)> {
        let Some(Grain::Words(w, joined)) = &self.grain else {
            return None;
        };
        let (word_at, inside) = (offset - offset % w, offset % w);
        (m.types.store_size(ty) < *w && joined.contains(&word_at)).then_some((word_at, inside))
    }

    /// The integer type of the slot's words.
    fn word(&self, m: &mut Module) -> Type {
        m.types.int(8 * self.grain.as_ref().map_or(0, Grain::size) as u32)
    }

    /// Whether an access of `ty` at `offset` is the slot there as it is.
    fn is_direct(&mut self, m: &Module, f: &mut Function, offset: u64, ty: Type) -> bool {
        self.cut(m, ty).is_none() && self.in_word(m, offset, ty).is_none() && self.slot_for(m, f, offset, ty).1 == ty
    }

    /// Stores the leaves of a record, before `at`: the narrow leaves that fill
    /// a word together as that word, joined by `zext`/`shl`/`or` (a record
    /// copied into the slot then writes no word twice), the others one by one.
    fn store_parts(&mut self, m: &mut Module, f: &mut Function, at: Inst, parts: &[(u64, Type, Value)]) {
        let mut words: BTreeMap<u64, Vec<(u64, Type, Value)>> = BTreeMap::new();
        for &(offset, ty, v) in parts {
            match self.in_word(m, offset, ty) {
                Some((word_at, _)) => words.entry(word_at).or_default().push((offset, ty, v)),
                None => self.store(m, f, at, offset, ty, v),
            }
        }
        let size = self.grain.as_ref().map_or(0, Grain::size);
        for (word_at, inside) in words {
            if inside.iter().map(|&(_, ty, _)| m.types.store_size(ty)).sum::<u64>() != size {
                for (offset, ty, v) in inside {
                    self.store(m, f, at, offset, ty, v);
                }
                continue;
            }
            let word = self.word(m);
            let mut joined = None;
            for (offset, ty, v) in inside {
                let bits = as_bits(m, ty).unwrap_or(ty);
                let v = match bits == ty {
                    true => v,
                    false => insert(f, at, Opcode::BitCast, bits, &[v]),
                };
                let mut moved = insert(f, at, Opcode::ZExt, word, &[v]);
                if offset > word_at {
                    let amount = Value::Const(m.const_int(word, i128::from(8 * (offset - word_at))));
                    moved = insert(f, at, Opcode::Shl, word, &[moved, amount]);
                }
                joined = Some(match joined {
                    None => moved,
                    Some(w) => insert(f, at, Opcode::Or, word, &[w, moved]),
                });
            }
            self.store(m, f, at, word_at, word, joined.expect("a word has leaves"));
        }
    }

    /// Stores `v` of type `ty` at `offset`, before `at`.
    fn store(&mut self, m: &mut Module, f: &mut Function, at: Inst, offset: u64, ty: Type, v: Value) {
        if let Some((word_at, inside)) = self.in_word(m, offset, ty) {
            // A read-modify-write of the word, its other bits kept by an `and`.
            let word = self.word(m);
            let bits = as_bits(m, ty).unwrap_or(ty);
            let len = 8 * m.types.store_size(ty);
            let v = match bits == ty {
                true => v,
                false => insert(f, at, Opcode::BitCast, bits, &[v]),
            };
            let mut moved = insert(f, at, Opcode::ZExt, word, &[v]);
            if inside > 0 {
                let amount = Value::Const(m.const_int(word, i128::from(8 * inside)));
                moved = insert(f, at, Opcode::Shl, word, &[moved, amount]);
            }
            let old = self.load(m, f, at, word_at, word);
            let kept = Value::Const(m.const_int(word, !(((1i128 << len) - 1) << (8 * inside))));
            let cleared = insert(f, at, Opcode::And, word, &[old, kept]);
            let merged = insert(f, at, Opcode::Or, word, &[cleared, moved]);
            self.store(m, f, at, word_at, word, merged);
            return;
        }
        if let Some((g, count)) = self.cut(m, ty) {
            let piece = m.types.int(8 * g as u32);
            // A float is cut as the integer of its bits.
            let (ty, v) = match as_bits(m, ty) {
                Some(int) => (int, insert(f, at, Opcode::BitCast, int, &[v])),
                None => (ty, v),
            };
            for k in 0..count {
                let mut part = v;
                if k > 0 {
                    let amount = Value::Const(m.const_int(ty, i128::from(8 * g * k)));
                    part = insert(f, at, Opcode::LShr, ty, &[part, amount]);
                }
                let part = insert(f, at, Opcode::Trunc, piece, &[part]);
                self.store(m, f, at, offset + g * k, piece, part);
            }
            return;
        }
        let (slot, slot_ty) = self.slot_for(m, f, offset, ty);
        let v = match slot_ty == ty {
            true => v,
            false => insert(f, at, Opcode::BitCast, slot_ty, &[v]),
        };
        let void = m.types.void();
        let st = f.create_inst(NodeHeader::new(Opcode::Store), void, &[v, Value::Inst(slot)]);
        f.inst_mut(st).aux_ty = Some(slot_ty);
        f.inst_mut(st).align = f.inst(slot).align;
        f.insert_before(at, st);
    }

    /// A load of `ty` at `offset`, before `at`.
    fn load(&mut self, m: &mut Module, f: &mut Function, at: Inst, offset: u64, ty: Type) -> Value {
        if let Some((word_at, inside)) = self.in_word(m, offset, ty) {
            let word = self.word(m);
            let mut bits = self.load(m, f, at, word_at, word);
            if inside > 0 {
                let amount = Value::Const(m.const_int(word, i128::from(8 * inside)));
                bits = insert(f, at, Opcode::LShr, word, &[bits, amount]);
            }
            let narrow = as_bits(m, ty).unwrap_or(ty);
            let bits = insert(f, at, Opcode::Trunc, narrow, &[bits]);
            return match narrow == ty {
                true => bits,
                false => insert(f, at, Opcode::BitCast, ty, &[bits]),
            };
        }
        if let Some((g, count)) = self.cut(m, ty) {
            if let Some(int) = as_bits(m, ty) {
                let bits = self.load(m, f, at, offset, int);
                return insert(f, at, Opcode::BitCast, ty, &[bits]);
            }
            let piece = m.types.int(8 * g as u32);
            let mut whole = None;
            for k in 0..count {
                let part = self.load(m, f, at, offset + g * k, piece);
                let mut part = insert(f, at, Opcode::ZExt, ty, &[part]);
                if k > 0 {
                    let amount = Value::Const(m.const_int(ty, i128::from(8 * g * k)));
                    part = insert(f, at, Opcode::Shl, ty, &[part, amount]);
                }
                whole = Some(match whole {
                    None => part,
                    Some(w) => insert(f, at, Opcode::Or, ty, &[w, part]),
                });
            }
            return whole.expect("a cut integer has pieces");
        }
        let (slot, slot_ty) = self.slot_for(m, f, offset, ty);
        let ld = f.create_inst(NodeHeader::new(Opcode::Load), slot_ty, &[Value::Inst(slot)]);
        f.inst_mut(ld).aux_ty = Some(slot_ty);
        f.inst_mut(ld).align = f.inst(slot).align;
        f.insert_before(at, ld);
        match slot_ty == ty {
            true => Value::Inst(ld),
            false => insert(f, at, Opcode::BitCast, ty, &[Value::Inst(ld)]),
        }
    }
}

/// The integer type of a float's bits (`None` for an integer).
fn as_bits(m: &mut Module, ty: Type) -> Option<Type> {
    match m.types.get(ty) {
        TypeData::Half | TypeData::BFloat => Some(m.types.int(16)),
        TypeData::Float => Some(m.types.int(32)),
        TypeData::Double => Some(m.types.int(64)),
        _ => None,
    }
}

/// A new `op` of type `ty` on `ops`, before `at`.
fn insert(f: &mut Function, at: Inst, op: Opcode, ty: Type, ops: &[Value]) -> Value {
    let i = f.create_inst(NodeHeader::new(op), ty, ops);
    f.insert_before(at, i);
    Value::Inst(i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptxc_ir::{parse_module, print_function};

    /// Parses `text`, runs SROA then mem2reg on its only definition, and
    /// returns (number split, printed function).
    fn run_on(text: &str) -> (usize, String) {
        let mut m = parse_module(text).expect("test IR parses");
        let id = m.functions.keys().find(|&f| !m.functions[f].is_declaration()).unwrap();
        let mut f = std::mem::take(&mut m.functions[id]);
        let n = run(&mut m, &mut f);
        super::super::mem2reg::run(&mut m, &mut f);
        super::super::dce::run(&m, &mut f);
        m.functions[id] = f;
        (n, print_function(&m, id))
    }

    const FIELDS: &str = r#"
%struct.View = type { ptr, i32 }
@tile = internal addrspace(3) global [64 x float] undef, align 4
define float @f(i64 %i) {
entry:
  %v = alloca %struct.View, align 8
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  store ptr %g, ptr %v, align 8
  %n = getelementptr inbounds i8, ptr %v, i64 8
  store i32 64, ptr %n, align 4
  br label %next
next:
  %p = load ptr, ptr %v, align 8
  %n2 = getelementptr inbounds %struct.View, ptr %v, i64 0, i32 1
  %c = load i32, ptr %n2, align 4
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %x = load float, ptr %q, align 4
  ret float %x
}
"#;

    #[test]
    fn fields_become_ssa_values() {
        let (n, text) = run_on(FIELDS);
        assert_eq!(n, 1, "{text}");
        // The stored pointer reaches the load across blocks; the slot is gone.
        assert!(!text.contains("alloca"), "{text}");
        assert!(
            text.contains("%q = getelementptr inbounds float, ptr %g, i64 %i"),
            "{text}"
        );
    }

    #[test]
    fn escaping_or_overlapping_slots_stay_whole() {
        // Address passed to a call.
        let call = FIELDS.replace("  br label %next\n", "  call void @use(ptr %v)\n  br label %next\n")
            + "declare void @use(ptr)\n";
        assert_eq!(run_on(&call).0, 0);
        // Address stored as a value.
        let stored = FIELDS.replace(
            "  br label %next\n",
            "  store ptr %v, ptr %v, align 8\n  br label %next\n",
        );
        assert_eq!(run_on(&stored).0, 0);
        // The same bytes read as a type of another size.
        let punned = FIELDS.replace("load i32, ptr %n2", "load i16, ptr %n2");
        assert_eq!(run_on(&punned).0, 0);
        // ... but as a float of the same size they split (through a bitcast).
        let punned = FIELDS.replace("load i32, ptr %n2", "load float, ptr %n2");
        assert_eq!(run_on(&punned).0, 1);
        // A partial overlap.
        let partial = FIELDS.replace(
            "%n2 = getelementptr inbounds %struct.View, ptr %v, i64 0, i32 1",
            "%n2 = getelementptr inbounds i8, ptr %v, i64 6",
        );
        assert_eq!(run_on(&partial).0, 0);
        // Volatile accesses and variable indices.
        assert_eq!(run_on(&FIELDS.replace("%c = load i32", "%c = load volatile i32")).0, 0);
        let variable = FIELDS.replace(
            "getelementptr inbounds i8, ptr %v, i64 8",
            "getelementptr inbounds i8, ptr %v, i64 %i",
        );
        assert_eq!(run_on(&variable).0, 0);
    }

    const RECORD: &str = r#"
%struct.P = type { float, i32 }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @f(float %a, i32 %b) {
entry:
  %t = alloca %struct.P, align 4
  %z = alloca %struct.P, align 4
  store float %a, ptr %t, align 4
  %f1 = getelementptr inbounds i8, ptr %t, i64 4
  store i32 %b, ptr %f1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %z, ptr %t, i64 8, i1 false)
  %w = load %struct.P, ptr %z, align 4
  %r = extractvalue %struct.P %w, 1
  ret i32 %r
}
"#;

    #[test]
    fn whole_records_split_with_their_fields() {
        // %t is split; %z, then used only whole, is promoted by mem2reg.
        let (n, text) = run_on(RECORD);
        assert_eq!(n, 1, "{text}");
        assert!(!text.contains("alloca") && !text.contains("memcpy"), "{text}");
        assert!(text.contains("insertvalue %struct.P %0, i32 %b, 1"), "{text}");
    }

    #[test]
    fn padding_is_copied_in_aligned_pieces() {
        // { i8, i32, i16 }: the char, three bytes of padding (an i8 at 1, an i16 at
        // 2), the int, the short and two bytes of tail padding.
        let mut m = parse_module("").unwrap();
        let (i8t, i16t, i32t) = (m.types.i8(), m.types.int(16), m.types.i32());
        let ty = m.types.literal_struct(vec![i8t, i32t, i16t], false);
        let pieces = pieces_with_padding(&mut m, ty).unwrap();
        assert_eq!(
            pieces,
            [(0, i8t), (1, i8t), (2, i16t), (4, i32t), (8, i16t), (10, i16t)]
        );
    }

    #[test]
    fn floats_read_as_halves_are_cut_into_pieces() {
        // The first field's bytes also read as a 16-bit integer: the float is
        // cut into two 16-bit pieces (as the integer of its bits) and %z splits.
        let punned = RECORD
            .replace("  %w = load", "  %bits = load i16, ptr %z, align 4\n  %w = load")
            .replace(
                "ret i32 %r",
                "%bz = zext i16 %bits to i32\n  %s = add i32 %r, %bz\n  ret i32 %s",
            );
        let (_, text) = run_on(&punned);
        assert!(!text.contains("alloca") && !text.contains("memcpy"), "{text}");
        assert!(text.contains("bitcast float") && text.contains("trunc i32"), "{text}");
    }

    #[test]
    fn narrow_reads_inside_a_word_are_shifts_of_it() {
        // The float's middle bytes read as a 16-bit integer: the float stays one
        // slot (the widest access) and the integer is its bits shifted by 8.
        let punned = RECORD
            .replace(
                "  %w = load",
                "  %mid = getelementptr inbounds i8, ptr %z, i64 1\n  %bits = load i16, ptr %mid, align 1\n  %w = load",
            )
            .replace(
                "ret i32 %r",
                "%bz = zext i16 %bits to i32\n  %s = add i32 %r, %bz\n  ret i32 %s",
            );
        let (_, text) = run_on(&punned);
        assert!(!text.contains("alloca") && !text.contains("memcpy"), "{text}");
        assert!(
            text.contains("bitcast float %2 to i32") && text.contains("lshr i32 %4, 8"),
            "{text}"
        );
    }

    #[test]
    fn narrow_fields_no_wider_access_covers_keep_their_own_slots() {
        // The int's upper half read as an i16 makes the slot words of 32 bits,
        // but the byte before it shares a word with nothing wider: it stays a
        // byte, and its load reads the stored 0 (in a word it would be
        // `and undef, -256` truncated, which nothing folds).
        let text = r#"
%struct.S = type { i8, i32 }
define i32 @f(i32 %b) {
entry:
  %s = alloca %struct.S, align 4
  store i8 0, ptr %s, align 4
  %f1 = getelementptr inbounds i8, ptr %s, i64 4
  store i32 %b, ptr %f1, align 4
  %hi = getelementptr inbounds i8, ptr %s, i64 6
  %h = load i16, ptr %hi, align 2
  %c = load i8, ptr %s, align 4
  %hz = zext i16 %h to i32
  %cz = zext i8 %c to i32
  %r = add i32 %hz, %cz
  ret i32 %r
}
"#;
        let (n, text) = run_on(text);
        assert_eq!(n, 1, "{text}");
        assert!(!text.contains("alloca") && !text.contains("undef"), "{text}");
        assert!(
            text.contains("lshr i32 %b, 16") && text.contains("zext i8 0 to i32"),
            "{text}"
        );
    }

    #[test]
    fn whole_records_that_do_not_tile_stay() {
        // The bytes across the two fields also read as a 16-bit integer: %z does
        // not tile, so it stays a record slot (the copy into it is a record store).
        let punned = RECORD
            .replace(
                "  %w = load",
                "  %mid = getelementptr inbounds i8, ptr %z, i64 3\n  %bits = load i16, ptr %mid, align 1\n  %w = load",
            )
            .replace(
                "ret i32 %r",
                "%bz = zext i16 %bits to i32\n  %s = add i32 %r, %bz\n  ret i32 %s",
            );
        let (_, text) = run_on(&punned);
        assert!(text.contains("%z = alloca %struct.P"), "{text}");
        assert!(text.contains("%bits = load i16, ptr %mid"), "{text}");
        // A record with padding: the copy moves each field and each piece of padding
        // (a record store would leave the padding out), and the slots still split.
        let padded = RECORD
            .replace("type { float, i32 }", "type { i8, i32 }")
            .replace("float %a", "i8 %a")
            .replace("store float", "store i8");
        let (_, text) = run_on(&padded);
        assert!(!text.contains("memcpy") && !text.contains("alloca"), "{text}");
        // A volatile memcpy, or one of part of a field, is not a record copy
        // (a copy of whole fields is moves: leaf_copies.rs).
        for changed in [
            RECORD.replace("i64 8, i1 false", "i64 8, i1 true"),
            RECORD.replace("i64 8, i1 false", "i64 2, i1 false"),
        ] {
            let (_, text) = run_on(&changed);
            assert!(text.contains("memcpy"), "{text}");
        }
    }
}
