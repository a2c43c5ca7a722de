//! Bit-manipulation idioms written out by hand become the PTX instruction
//! that computes them, as nvcc does (issue 15: bitcount_manual ran x3.8
//! nvcc's thread-instructions):
//!
//! - population count: a loop whose only work is `t &= t - 1` until `t` is
//!   0 while counters step by a constant (`for (t = v; t; t &= t - 1) n++;`)
//!   runs `popc(v)` times, so each counter leaves it as `start + step *
//!   ctpop(v)` (computed before the loop) and `t` as 0; the loop's exit
//!   branch becomes a jump to its exit and its body is removed.
//! - bit reversal: an `or` tree of shifted and masked bits of one value
//!   (what full unrolling leaves of `for (k = 0; k < 32; k++) r |= ((v >> k)
//!   & 1) << (31 - k);`) that moves every bit `k` of the value to bit
//!   `width - 1 - k` is `llvm.bitreverse` (`brev`). Each shift by a constant,
//!   `and` with a constant and `or` gets a map from its result's bits to the
//!   value's bits, built from its operands' maps in one pass over the
//!   function (no recursion), so any grouping of the tree is recognised.
//!
//! - byte permutations: such an `or` tree that moves whole bytes of one
//!   32-bit value (each result byte a byte of it, or 0) is the value itself
//!   when every byte stays in place, else `llvm.nvvm.prmt(value, 0, selector)`
//!   (one `prmt.b32`, as nvcc selects for byte swaps): HeCBench reverse2D
//!   swaps the bytes of a `uchar4` word element by element, two swaps of one
//!   pair undoing each other, where nvcc stores the word it loaded. Whole
//!   bytes of two values, every byte of the result one of theirs, are
//!   `llvm.nvvm.prmt(a, b, selector)` (`prmt` reads eight bytes), and a tree
//!   that puts every bit of one value back in place is the value: sroa keeps
//!   reverse2D's `ushort8` and `uchar16` in 32-bit words, and swapping
//!   element `i` with element `7 - i` for every `i` moves halves and bytes
//!   between words and back, where nvcc stores the words it loaded.
//!
//! - absolute value: `(x ^ s) - s` and `(x + s) ^ s` with `s = x >> (w - 1)`
//!   (arithmetic) are `llvm.abs(x)` (`abs.s32`), as LLVM's instcombine reads
//!   them (HeCBench fpc's `my_abs`: three instructions for one). Both wrap
//!   the smallest value to itself, as `abs` does.
//!
//! Runs after loop-unroll (the reversal is only an `or` tree once unrolled)
//! and before instsimplify, gvn and dce, which clean up what is left.
//!
//! Preserves: behaviour. The population-count loop is only taken when its
//! header holds nothing but its phis, the compare with 0 and the branch, and
//! its single body block nothing but the `and`, the decrement and the
//! counter steps, so nothing else happens in it.

use super::instsimplify::int_const;
use super::loop_unroll::{folded_int, FOLD_DEPTH};
use super::simplify_cfg::remove_unreachable_blocks;
use ptxc_ir::analysis::{Cfg, LoopInfo};
use ptxc_ir::{Block, Function, Inst, IntPredicate, Intrinsic, Module, NodeHeader, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::{smallvec, SmallVec};

/// Replaces the idioms of `f`; returns how many were replaced.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    if f.is_declaration() {
        return 0;
    }
    let loops = popcount_loops(m, f);
    if loops > 0 {
        remove_unreachable_blocks(f);
    }
    loops + bit_reversals(m, f) + absolute_values(m, f)
}

/// Rewrites the absolute-value idioms of `f`; returns how many.
fn absolute_values(m: &mut Module, f: &mut Function) -> usize {
    let mut found = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if let Some(x) = match_abs(m, f, i) {
                found.push((i, x));
            }
        }
    }
    let mut replace = rustc_hash::FxHashMap::default();
    for &(i, x) in &found {
        let ty = f.inst(i).ty;
        let bits = m.types.int_bits(ty).expect("an integer type");
        let i1 = m.types.i1();
        let fty = m.types.function(ty, vec![ty, i1], false);
        let callee = m.get_or_declare(&format!("{}.i{bits}", Intrinsic::Abs.name()), fty);
        m.functions[callee].intrinsic = Some(Intrinsic::Abs);
        let poison_at_min = Value::Const(m.const_int(i1, 0));
        let mut header = NodeHeader::new(Opcode::Call);
        header.subop = Intrinsic::Abs as u16;
        let call = f.create_inst(header, ty, &[Value::Func(callee), x, poison_at_min]);
        f.inst_mut(call).aux_ty = Some(fty);
        f.insert_before(i, call);
        replace.insert(Value::Inst(i), Value::Inst(call));
    }
    f.replace_all_uses(&replace);
    for &(i, _) in &found {
        f.remove_inst(i);
    }
    found.len()
}

/// `x` when `i` is `sub (xor x, s), s` or `xor (add x, s), s` (either operand
/// order of the `xor` and `add`) with `s = ashr x, width - 1`.
fn match_abs(m: &Module, f: &Function, i: Inst) -> Option<Value> {
    let inner_op = match f.inst(i).opcode() {
        Opcode::Sub => Opcode::Xor,
        Opcode::Xor => Opcode::Add,
        _ => return None,
    };
    let bits = m.types.int_bits(f.inst(i).ty)?;
    let is_sign_of = |s: Value, x: Value| -> bool {
        s.as_inst().is_some_and(|s| {
            f.inst(s).opcode() == Opcode::AShr
                && f.operands(s)[0] == x
                && int_const(m, f.operands(s)[1]).is_some_and(|(c, _)| c == u128::from(bits - 1))
        })
    };
    let [a, b] = [f.operands(i)[0], f.operands(i)[1]];
    // For `xor`, the sign may be either operand; for `sub`, it is the second.
    let orders: &[(Value, Value)] = if inner_op == Opcode::Add {
        &[(a, b), (b, a)]
    } else {
        &[(a, b)]
    };
    for &(inner, s) in orders {
        let Some(j) = inner.as_inst().filter(|&j| f.inst(j).opcode() == inner_op) else {
            continue;
        };
        let [p, q] = [f.operands(j)[0], f.operands(j)[1]];
        for (x, s2) in [(p, q), (q, p)] {
            if s2 == s && is_sign_of(s, x) {
                return Some(x);
            }
        }
    }
    None
}

/// The pieces of a population-count loop.
struct PopLoop {
    preheader: Block,
    header: Block,
    exit: Block,
    /// The value whose bits are counted (the phi's value on entry).
    value: Value,
    /// The phi `t`.
    bits: Inst,
    /// Counter phis: (phi, value on entry, constant step per iteration).
    counters: Vec<(Inst, Value, u128)>,
}

fn popcount_loops(m: &mut Module, f: &mut Function) -> usize {
    if !ptxc_ir::analysis::may_have_loops(f) {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let info = LoopInfo::compute(&cfg);
    let found: Vec<PopLoop> = info
        .loops()
        .filter_map(|(l, data)| {
            let preheader = info.preheader(f, &cfg, l)?;
            match_popcount(m, f, preheader, data.header, &data.blocks, &data.latches)
        })
        .collect();
    for p in &found {
        rewrite_popcount(m, f, p);
    }
    found.len()
}

fn incoming(f: &Function, phi: Inst, from: Block) -> Option<Value> {
    f.operands(phi)
        .chunks(2)
        .find(|p| p[1] == Value::Block(from))
        .map(|p| p[0])
}

/// `v` is the instruction `i` of opcode `op` placed in one of `blocks`.
fn inst_in(f: &Function, v: Value, op: Opcode, blocks: &[Block]) -> Option<Inst> {
    let i = v.as_inst()?;
    (f.inst(i).opcode() == op && f.inst(i).block.is_some_and(|b| blocks.contains(&b))).then_some(i)
}

fn match_popcount(
    m: &Module,
    f: &Function,
    preheader: Block,
    header: Block,
    blocks: &[Block],
    latches: &[Block],
) -> Option<PopLoop> {
    // The body: the loop's other blocks, each jumping to the next (IR
    // generation leaves the `for` increment in a block of its own), the
    // last, its latch, back to the header.
    let &[latch] = latches else {
        return None;
    };
    let body: Vec<Block> = blocks.iter().copied().filter(|&b| b != header).collect();
    if latch == header || body.iter().any(|&b| f.successors(b).len() != 1) {
        return None;
    }
    // Header: phis, `icmp ne/eq t, 0`, conditional branch out of the loop.
    let term = f.terminator(header)?;
    let &[cond, on_true, on_false] = f.operands(term) else {
        return None;
    };
    let (on_true, on_false) = (on_true.as_block()?, on_false.as_block()?);
    let cmp = inst_in(f, cond, Opcode::ICmp, &[header])?;
    let pred = IntPredicate::from_u16(f.inst(cmp).header.subop)?;
    let exit = match pred {
        IntPredicate::Ne => on_false,
        IntPredicate::Eq => on_true,
        _ => return None,
    };
    if blocks.contains(&exit) {
        return None;
    }
    let [t, zero] = [f.operands(cmp)[0], f.operands(cmp)[1]];
    if int_const(m, zero)?.0 != 0 {
        return None;
    }
    let bits = inst_in(f, t, Opcode::Phi, &[header])?;
    let header_phis = f.phis(header);
    if f.blocks[header].insts.len() != header_phis.len() + 2 {
        return None;
    }
    // Body: `next = t & (t - 1)` (or `t + -1`), counter steps, the jump back.
    let next = inst_in(f, incoming(f, bits, latch)?, Opcode::And, &body)?;
    let [x, y] = [f.operands(next)[0], f.operands(next)[1]];
    let minus_one = if x == t {
        y
    } else if y == t {
        x
    } else {
        return None;
    };
    let dec = minus_one
        .as_inst()
        .filter(|&d| f.inst(d).block.is_some_and(|b| body.contains(&b)))?;
    // The 1 may still be a conversion of a constant (`x - 1` on an `unsigned
    // long`: `sext i32 1`); instsimplify folds it only later.
    let (k, _) = folded_int(m, f, f.operands(dec)[1], FOLD_DEPTH)?;
    let width = m.types.int_bits(f.inst(bits).ty)?;
    let ones = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    let decrements = match f.inst(dec).opcode() {
        Opcode::Sub => k == 1,
        Opcode::Add => k & ones == ones,
        _ => false,
    };
    if !decrements || f.operands(dec)[0] != t {
        return None;
    }
    let mut body_insts: FxHashSet<Inst> = [next, dec].into_iter().collect();
    let mut counters = Vec::new();
    for phi in header_phis {
        if phi == bits {
            continue;
        }
        let step = inst_in(f, incoming(f, phi, latch)?, Opcode::Add, &body)?;
        if f.operands(step)[0] != Value::Inst(phi) {
            return None;
        }
        let (by, _) = folded_int(m, f, f.operands(step)[1], FOLD_DEPTH)?;
        m.types.int_bits(f.inst(phi).ty)?;
        counters.push((phi, incoming(f, phi, preheader)?, by));
        body_insts.insert(step);
    }
    // Nothing else in the body than these and one jump per block.
    let body_size: usize = body.iter().map(|&b| f.blocks[b].insts.len()).sum();
    if body_size != body_insts.len() + body.len() {
        return None;
    }
    let value = incoming(f, bits, preheader)?;
    Some(PopLoop {
        preheader,
        header,
        exit,
        value,
        bits,
        counters,
    })
}

fn rewrite_popcount(m: &mut Module, f: &mut Function, p: &PopLoop) {
    let anchor = f.terminator(p.preheader).expect("a preheader ends in a branch");
    let ty = f.inst(p.bits).ty;
    let count = call_intrinsic(m, f, anchor, Intrinsic::Ctpop, ty, p.value);
    let count_bits = m.types.int_bits(ty).expect("an integer phi");
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    replace.insert(Value::Inst(p.bits), Value::Const(m.const_int(ty, 0)));
    for &(phi, start, step) in &p.counters {
        let cty = f.inst(phi).ty;
        let bits = m.types.int_bits(cty).expect("checked in match_popcount");
        let mut n = count;
        if bits != count_bits {
            let op = if bits > count_bits { Opcode::ZExt } else { Opcode::Trunc };
            n = emit(f, anchor, op, cty, &[n]);
        }
        if step != 1 {
            let by = Value::Const(m.const_int(cty, step as i128));
            n = emit(f, anchor, Opcode::Mul, cty, &[n, by]);
        }
        let total = emit(f, anchor, Opcode::Add, cty, &[start, n]);
        replace.insert(Value::Inst(phi), total);
    }
    // The loop now runs no iteration: its header jumps straight to the exit,
    // where (and after which) the phis' uses read the values computed above.
    let term = f.terminator(p.header).expect("checked in match_popcount");
    let void = f.inst(term).ty;
    f.remove_inst(term);
    let jump = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(p.exit)]);
    f.push_inst(p.header, jump);
    f.replace_all_uses(&replace);
}

fn emit(f: &mut Function, at: Inst, op: Opcode, ty: Type, ops: &[Value]) -> Value {
    let i = f.create_inst(NodeHeader::new(op), ty, ops);
    f.insert_before(at, i);
    Value::Inst(i)
}

/// `llvm.<id>.iN(x)` of `x`'s type, inserted before `at`.
fn call_intrinsic(m: &mut Module, f: &mut Function, at: Inst, id: Intrinsic, ty: Type, x: Value) -> Value {
    let bits = m.types.int_bits(ty).expect("an integer type");
    place_call(m, f, at, (id, &format!("{}.i{bits}", id.name())), ty, &[x])
}

/// A call of intrinsic `id` (declared as `name`) returning `ty`, before `at`.
fn place_call(
    m: &mut Module,
    f: &mut Function,
    at: Inst,
    (id, name): (Intrinsic, &str),
    ty: Type,
    args: &[Value],
) -> Value {
    let params = args.iter().map(|&a| m.value_type(f, a)).collect();
    let fty = m.types.function(ty, params, false);
    let callee = m.get_or_declare(name, fty);
    m.functions[callee].intrinsic = Some(id);
    let mut header = NodeHeader::new(Opcode::Call);
    header.subop = id as u16;
    let operands: Vec<Value> = std::iter::once(Value::Func(callee))
        .chain(args.iter().copied())
        .collect();
    let call = f.create_inst(header, ty, &operands);
    f.inst_mut(call).aux_ty = Some(fty);
    f.insert_before(at, call);
    Value::Inst(call)
}

/// Where each bit of a value comes from: bit `i` is bit `from[i].1` of
/// `bases[from[i].0]`, or 0 when `None`. At most two bases (what one `prmt`
/// reads); none only when every bit is 0.
#[derive(Clone)]
struct BitMap {
    bases: SmallVec<[Value; 2]>,
    from: Vec<Option<(u8, u8)>>,
}

impl BitMap {
    /// Drops the bases no bit comes from any more (a mask cleared them).
    fn drop_unused_bases(&mut self) {
        let used = |k: u8| self.from.iter().any(|s| s.is_some_and(|(b, _)| b == k));
        if self.bases.len() == 2 && !used(1) {
            self.bases.pop();
        }
        if !self.bases.is_empty() && !used(0) {
            self.bases.remove(0);
            for (b, _) in self.from.iter_mut().flatten() {
                *b -= 1;
            }
        }
    }

    /// The one base every bit comes from in place, if so.
    fn in_place(&self) -> Option<Value> {
        let same = self.from.iter().enumerate().all(|(k, s)| *s == Some((0, k as u8)));
        (self.bases.len() == 1 && same).then(|| self.bases[0])
    }
}

fn bit_reversals(m: &mut Module, f: &mut Function) -> usize {
    // A reversal ends in a 32- or 64-bit `or`: without one, no CFG is needed.
    let wide_or = |i: Inst| f.inst(i).opcode() == Opcode::Or && matches!(m.types.int_bits(f.inst(i).ty), Some(32 | 64));
    if !f.layout.iter().any(|&b| f.blocks[b].insts.iter().any(|&i| wide_or(i))) {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let mut maps: FxHashMap<Inst, BitMap> = FxHashMap::default();
    let mut reversals: Vec<(Inst, Rewrite)> = Vec::new();
    // Reverse postorder: operands (never phis here) are mapped before their users.
    for &b in &cfg.rpo {
        for &i in &f.blocks[b].insts {
            let Some(map) = bit_map(m, f, &maps, i) else {
                continue;
            };
            let w = map.from.len();
            let reversed = map.bases.len() == 1
                && map
                    .from
                    .iter()
                    .enumerate()
                    .all(|(k, s)| *s == Some((0, (w - 1 - k) as u8)));
            if f.inst(i).opcode() == Opcode::Or && !map.bases.is_empty() {
                if reversed {
                    reversals.push((i, Rewrite::Reversal(map.bases[0])));
                } else if let Some(base) = map.in_place() {
                    reversals.push((i, Rewrite::Same(base)));
                } else if let Some(selector) = byte_selector(&map) {
                    reversals.push((i, Rewrite::Bytes(map.bases[0], map.bases.get(1).copied(), selector)));
                }
            }
            maps.insert(i, map);
        }
    }
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    for &(i, rewrite) in &reversals {
        let ty = f.inst(i).ty;
        let r = match rewrite {
            Rewrite::Reversal(base) => call_intrinsic(m, f, i, Intrinsic::Bitreverse, ty, base),
            Rewrite::Same(base) => base,
            Rewrite::Bytes(a, b, selector) => byte_permute(m, f, i, a, b, selector),
        };
        replace.insert(Value::Inst(i), r);
    }
    f.replace_all_uses(&replace);
    reversals.len()
}

/// What an `or` tree over one or two values' bits is.
#[derive(Clone, Copy)]
enum Rewrite {
    /// Every bit of one value reversed.
    Reversal(Value),
    /// Every bit of one value in place.
    Same(Value),
    /// Whole bytes of one value moved or cleared, or of two values moved
    /// (32 bits): `prmt`'s operands and selector.
    Bytes(Value, Option<Value>, i64),
}

/// The `prmt` selector of a 32-bit map that moves whole bytes (a zero byte
/// taken from the second operand, 0, when there is one base), or `None`.
fn byte_selector(map: &BitMap) -> Option<i64> {
    if map.from.len() != 32 {
        return None;
    }
    let mut selector = 0i64;
    for (j, byte) in map.from.chunks(8).enumerate() {
        let nibble = match byte[0] {
            None if map.bases.len() == 1 => byte.iter().all(Option::is_none).then_some(4)?,
            None => return None,
            Some((base, first)) if first % 8 == 0 => {
                let whole = byte
                    .iter()
                    .enumerate()
                    .all(|(t, s)| *s == Some((base, first + t as u8)));
                whole.then_some(i64::from(base) * 4 + i64::from(first / 8))?
            }
            Some(_) => return None,
        };
        selector |= nibble << (4 * j);
    }
    Some(selector)
}

/// `llvm.nvvm.prmt(a, b, selector)` before `at` (`b` 0 when absent).
fn byte_permute(m: &mut Module, f: &mut Function, at: Inst, a: Value, b: Option<Value>, selector: i64) -> Value {
    let i32t = m.types.i32();
    let b = b.unwrap_or_else(|| Value::Const(m.const_int(i32t, 0)));
    let sel = Value::Const(m.const_int(i32t, i128::from(selector)));
    place_call(m, f, at, (Intrinsic::Prmt, Intrinsic::Prmt.name()), i32t, &[a, b, sel])
}

/// The map of `v` used as an operand: an already mapped instruction's, the
/// constant 0's (all zero), or anything else as a base taken whole.
fn operand_map(m: &Module, maps: &FxHashMap<Inst, BitMap>, v: Value, width: usize) -> Option<BitMap> {
    if let Some(map) = v.as_inst().and_then(|i| maps.get(&i)) {
        return Some(map.clone());
    }
    if let Some((c, _)) = int_const(m, v) {
        return (c == 0).then(|| BitMap {
            bases: SmallVec::new(),
            from: vec![None; width],
        });
    }
    Some(BitMap {
        bases: smallvec![v],
        from: (0..width).map(|k| Some((0, k as u8))).collect(),
    })
}

/// `zext (trunc x to iN)` back to `x`'s width (what sroa leaves of a byte
/// read out of a word and widened): `x`'s low `N` bits, the rest 0.
fn truncated_map(m: &Module, f: &Function, maps: &FxHashMap<Inst, BitMap>, i: Inst, width: usize) -> Option<BitMap> {
    let t = f
        .unary_operand(i)
        .as_inst()
        .filter(|&t| f.inst(t).opcode() == Opcode::Trunc)?;
    let x = f.unary_operand(t);
    let narrow = m.types.int_bits(f.inst(t).ty)? as usize;
    if m.known_value_type(f, x).and_then(|ty| m.types.int_bits(ty)) != Some(width as u32) {
        return None;
    }
    let mut map = operand_map(m, maps, x, width)?;
    map.from.iter_mut().skip(narrow).for_each(|slot| *slot = None);
    map.drop_unused_bases();
    Some(map)
}

/// The bit map of a shift by a constant, an `and` with a constant or an `or`
/// of two mapped values with at most two bases between them and no bit from
/// both; `None` otherwise.
fn bit_map(m: &Module, f: &Function, maps: &FxHashMap<Inst, BitMap>, i: Inst) -> Option<BitMap> {
    let op = f.inst(i).opcode();
    if !matches!(op, Opcode::Shl | Opcode::LShr | Opcode::And | Opcode::Or | Opcode::ZExt) {
        return None;
    }
    let width = m.types.int_bits(f.inst(i).ty)? as usize;
    if !(width == 32 || width == 64) {
        return None;
    }
    if op == Opcode::ZExt {
        return truncated_map(m, f, maps, i, width);
    }
    let [a, b] = [f.operands(i)[0], f.operands(i)[1]];
    let constant = |v: Value| int_const(m, v).map(|(c, _)| c);
    // `and` with the constant on either side: map the other operand.
    let (a, b) = match (op, constant(a)) {
        (Opcode::And, Some(_)) => (b, a),
        _ => (a, b),
    };
    let mut map = operand_map(m, maps, a, width)?;
    match op {
        Opcode::Shl | Opcode::LShr => {
            let by = usize::try_from(constant(b)?).ok().filter(|&s| s < width)?;
            let old = map.from.clone();
            for (k, slot) in map.from.iter_mut().enumerate() {
                *slot = if op == Opcode::Shl {
                    k.checked_sub(by).and_then(|s| old[s])
                } else {
                    old.get(k + by).copied().flatten()
                };
            }
        }
        Opcode::And => {
            let mask = constant(b)?;
            for (k, slot) in map.from.iter_mut().enumerate() {
                if mask >> k & 1 == 0 {
                    *slot = None;
                }
            }
        }
        _ => {
            let other = operand_map(m, maps, b, width)?;
            // The other map's bases as indices into this one's.
            let mut index: SmallVec<[u8; 2]> = SmallVec::new();
            for &v in &other.bases {
                let k = match map.bases.iter().position(|&x| x == v) {
                    Some(k) => k,
                    None if map.bases.len() < 2 => {
                        map.bases.push(v);
                        map.bases.len() - 1
                    }
                    None => return None,
                };
                index.push(k as u8);
            }
            for (slot, o) in map.from.iter_mut().zip(&other.from) {
                match (*slot, *o) {
                    (Some(_), Some(_)) => return None,
                    (None, Some((base, bit))) => *slot = Some((index[base as usize], bit)),
                    _ => {}
                }
            }
        }
    }
    map.drop_unused_bases();
    Some(map)
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn popcount_loop_becomes_ctpop() {
        let out = after_pass(
            "define i32 @f(i32 %v) {\nentry:\n  br label %h\n\
             h:\n  %t = phi i32 [ %v, %entry ], [ %and, %b ]\n  %n = phi i32 [ 5, %entry ], [ %inc, %b ]\n\
             \x20 %c = icmp ne i32 %t, 0\n  br i1 %c, label %b, label %x\n\
             b:\n  %inc = add i32 %n, 1\n  %sub = sub i32 %t, 1\n  %and = and i32 %t, %sub\n  br label %h\n\
             x:\n  %r = add i32 %n, %t\n  ret i32 %r\n}\n",
            "bit-idioms",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("call i32 @llvm.ctpop.i32(i32 %v)"), "{f}");
        assert!(!f.contains("b:"), "{f}");
        assert!(f.contains("br label %x"), "{f}");
    }

    #[test]
    fn popcount_loop_with_other_work_stays() {
        let out = after_pass(
            "declare void @g()\n\
             define i32 @f(i32 %v) {\nentry:\n  br label %h\n\
             h:\n  %t = phi i32 [ %v, %entry ], [ %and, %b ]\n  %n = phi i32 [ 0, %entry ], [ %inc, %b ]\n\
             \x20 %c = icmp ne i32 %t, 0\n  br i1 %c, label %b, label %x\n\
             b:\n  call void @g()\n  %inc = add i32 %n, 1\n  %sub = sub i32 %t, 1\n  %and = and i32 %t, %sub\n  br label %h\n\
             x:\n  ret i32 %n\n}\n",
            "bit-idioms",
        );
        let f = body_of(&out, "f");
        assert!(!f.contains("ctpop"), "{f}");
    }

    #[test]
    fn partial_reversal_is_not_bitreverse() {
        // Bits 0 and 1 only: not a reversal of the whole value.
        let out = after_pass(
            "define i32 @f(i32 %v) {\nentry:\n  %a = and i32 %v, 1\n  %s = shl i32 %a, 31\n\
             \x20 %r1 = lshr i32 %v, 1\n  %a1 = and i32 %r1, 1\n  %s1 = shl i32 %a1, 30\n  %o = or i32 %s, %s1\n  ret i32 %o\n}\n",
            "bit-idioms",
        );
        assert!(!body_of(&out, "f").contains("bitreverse"), "{out}");
    }

    #[test]
    fn byte_moves_become_prmt_or_the_value() {
        // A byte swap; the bytes 0 and 3 exchanged twice (the value); a nibble rotation.
        let out = after_pass(
            "define i32 @f(i32 %v) {\nentry:\n  %b3 = shl i32 %v, 24\n  %b0 = lshr i32 %v, 24\n\
             \x20 %m1 = and i32 %v, 65280\n  %b2 = shl i32 %m1, 8\n  %m2 = and i32 %v, 16711680\n  %b1 = lshr i32 %m2, 8\n\
             \x20 %o1 = or i32 %b3, %b0\n  %o2 = or i32 %o1, %b2\n  %swap = or i32 %o2, %b1\n\
             \x20 %mid = and i32 %v, 16776960\n  %lo = lshr i32 %v, 24\n  %hi = shl i32 %v, 24\n\
             \x20 %x1 = or i32 %mid, %lo\n  %once = or i32 %x1, %hi\n\
             \x20 %mid2 = and i32 %once, 16776960\n  %lo2 = lshr i32 %once, 24\n  %hi2 = shl i32 %once, 24\n\
             \x20 %x2 = or i32 %mid2, %lo2\n  %twice = or i32 %x2, %hi2\n\
             \x20 %r1 = shl i32 %v, 4\n  %r2 = lshr i32 %v, 28\n  %rot = or i32 %r1, %r2\n\
             \x20 %s1 = add i32 %swap, %twice\n  %s2 = add i32 %s1, %rot\n  ret i32 %s2\n}\n",
            "bit-idioms",
        );
        let f = body_of(&out, "f");
        assert!(
            f.contains("call i32 @llvm.nvvm.prmt(i32 %v, i32 0, i32 291)"),
            "a byte swap is prmt 0x0123:\n{f}"
        );
        assert!(
            f.contains("@llvm.nvvm.prmt(i32 %v, i32 0, i32 531)"),
            "bytes 0 and 3 exchanged: 0x0213:\n{f}"
        );
        assert!(
            f.contains(", %v\n") && f.contains("%s1 = add i32"),
            "exchanged twice, the value itself:\n{f}"
        );
        assert!(f.contains("add i32 %s1, %rot"), "a nibble rotation stays:\n{f}");
    }
}
