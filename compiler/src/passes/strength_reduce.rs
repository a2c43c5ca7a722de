//! Strength reduction of address arithmetic: in an innermost loop, an
//! address `&p[A*i + B]` whose index is affine in a counter `i` that steps by
//! a constant (A and B loop-invariant) becomes a pointer of its own, started
//! at `&p[A*init + B]` before the loop and advanced by `A*step` elements at
//! the latch, as nvcc's code walks `a[row*n + k]` and `b[k*n + col]` with
//! two pointer increments instead of a multiply, a widening and an add each
//! per iteration.
//!
//! Why it is exact: PTX adds addresses modulo 2^64, so the new pointer and
//! the old address agree modulo 2^64 whenever the index's value is the exact
//! integer `A*i + B`: always for a 64-bit index; for `sext` of a 32-bit one
//! when every `add`, `sub`, `mul` and `shl` of it and the counter's own step
//! are `nsw` (signed arithmetic that does not overflow, or the program has
//! no defined behaviour); the same for a 32-bit part widened inside a 64-bit
//! index (`maps[(size_t)i * n + j]`).
//!
//! Scope: innermost loops with a preheader and one latch; counters are header
//! phis `[init, preheader], [i + c, latch]` with c a constant; addresses are
//! single-index `getelementptr`s on a loop-invariant base that is not a stack
//! slot (selection addresses those from the frame), used only inside
//! the loop (a use after it would need the exit's value). Addresses that
//! differ by a constant number of elements share one pointer. At most
//! [`MAX_POINTERS`] new pointers per loop. Preserves: the CFG.

use ptxc_ir::analysis::{Cfg, LoopInfo};
use ptxc_ir::{Block, ConstData, Function, Inst, InstFlags, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// New pointer registers per loop, each a 64-bit register live across it.
const MAX_POINTERS: usize = 6;

/// A loop-invariant integer expression, built before the loop in 64 bits.
#[derive(Clone, Debug, PartialEq)]
enum Term {
    Const(i64),
    /// An invariant value of the index's width (sign-extended when 32-bit).
    Value(Value),
    Add(Box<Term>, Box<Term>),
    Sub(Box<Term>, Box<Term>),
    Mul(Box<Term>, Box<Term>),
}

/// A new pointer and the address it walks: `&base[a * counter + b_var + b_const]`.
struct SharedPointer {
    elem: Type,
    base: Value,
    counter: Inst,
    a: Term,
    b_var: Term,
    b_const: i64,
    ptr: Value,
}

/// `t` as (the rest, its constant summand): `x + 3` is (`x`, 3).
fn split_constant(t: Term) -> (Term, i64) {
    match t {
        Term::Const(c) => (Term::Const(0), c),
        Term::Add(x, y) => {
            let ((xv, xc), (yv, yc)) = (split_constant(*x), split_constant(*y));
            (add(xv, yv), xc.wrapping_add(yc))
        }
        Term::Sub(x, y) => {
            let ((xv, xc), (yv, yc)) = (split_constant(*x), split_constant(*y));
            (sub(xv, yv), xc.wrapping_sub(yc))
        }
        t => (t, 0),
    }
}

/// Address `g`, `b_const` elements into `p`'s walk, as a constant GEP from
/// `p`'s pointer placed where `g` was (selection folds it into `[%rd+imm]`).
fn offset_from(m: &mut Module, f: &mut Function, g: Inst, p: &SharedPointer, b_const: i64) -> Value {
    let i64t = m.types.i64();
    let delta = Value::Const(m.const_int(i64t, i128::from(b_const.wrapping_sub(p.b_const))));
    let ptr_ty = m.value_type(f, p.ptr);
    let at = f.create_inst(NodeHeader::new(Opcode::GetElementPtr), ptr_ty, &[p.ptr, delta]);
    f.inst_mut(at).aux_ty = Some(p.elem);
    f.insert_before(g, at);
    Value::Inst(at)
}

/// `a * counter + b`.
struct Affine {
    counter: Inst,
    a: Term,
    b: Term,
}

/// A counter: its preheader value and constant step.
struct Counter {
    init: Value,
    step: i64,
    /// The step is `add nsw` (needed for 32-bit indices).
    nsw: bool,
}

/// Returns the number of addresses replaced by new pointers.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    if !ptxc_ir::analysis::may_have_loops(f) {
        return 0;
    }
    if f.entry_block().is_none() {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let loops = LoopInfo::compute(&cfg);
    if loops.is_empty() {
        return 0; // before the use map: a long loop-free function paid for it anyway
    }
    let uses = use_blocks(f);
    let mut replaced = 0;
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    for (l, data) in loops.loops() {
        let innermost = data.blocks.iter().all(|&b| loops.innermost(b) == Some(l));
        let [latch] = data.latches[..] else { continue };
        let Some(pre) = loops.preheader(f, &cfg, l) else {
            continue;
        };
        if !innermost {
            continue;
        }
        let in_loop: FxHashSet<Block> = data.blocks.iter().copied().collect();
        let counters = counters(m, f, data.header, pre, latch);
        if counters.is_empty() {
            continue;
        }
        // Addresses that differ by a constant number of elements share one
        // pointer, each a constant offset from it (`[%rd+4]`): a loop unrolled
        // by four walks `a[k]` .. `a[k + 3]` with one register, not four
        // pointers set up before it.
        let mut pointers: Vec<SharedPointer> = Vec::new();
        let candidates = addresses(m, f, &data.blocks, (&in_loop, &uses), &counters);
        // A first step folded into every address after it needs no pointer.
        let folded: FxHashSet<Value> = candidates
            .iter()
            .filter(|(g, (_, base, _))| f.operands(*g)[0] != *base)
            .map(|(g, _)| f.operands(*g)[0])
            .collect();
        for (g, (elem, base, affine)) in candidates {
            if folded.contains(&Value::Inst(g)) {
                continue;
            }
            {
                let used = uses.get(&g).map(Vec::as_slice).unwrap_or(&[]);
                if used.is_empty() || used.iter().any(|u| !in_loop.contains(u)) {
                    continue;
                }
                let (b_var, b_const) = split_constant(affine.b.clone());
                let shared = pointers.iter().find(|p| {
                    p.elem == elem
                        && p.base == base
                        && p.counter == affine.counter
                        && p.a == affine.a
                        && p.b_var == b_var
                });
                let address = match shared {
                    Some(p) => offset_from(m, f, g, p, b_const),
                    None if pointers.len() < MAX_POINTERS => {
                        let c = &counters[&affine.counter];
                        let ptr = new_pointer(m, f, (pre, data.header, latch), elem, base, &affine, c);
                        pointers.push(SharedPointer {
                            elem,
                            base,
                            counter: affine.counter,
                            a: affine.a,
                            b_var,
                            b_const,
                            ptr,
                        });
                        ptr
                    }
                    None => continue,
                };
                replace.insert(Value::Inst(g), address);
                replaced += 1;
            }
        }
    }
    f.replace_all_uses(&replace);
    replaced
}

/// The loop's reducible addresses. A step from another address of the loop is
/// folded into it only when every use of that address is folded so (then it
/// needs no pointer of its own); otherwise each keeps its own step.
fn addresses(
    m: &Module,
    f: &Function,
    blocks: &[Block],
    (in_loop, uses): (&FxHashSet<Block>, &FxHashMap<Inst, Vec<Block>>),
    counters: &FxHashMap<Inst, Counter>,
) -> Vec<(Inst, (Type, Value, Affine))> {
    let nested: Vec<(Inst, (Type, Value, Affine))> = blocks
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter_map(|g| reducible_address(m, f, g, in_loop, counters, true).map(|found| (g, found)))
        .collect();
    let folded = |g: Inst, base: Value| f.operands(g)[0] != base;
    let mut folds: FxHashMap<Value, usize> = FxHashMap::default();
    for (g, (_, base, _)) in &nested {
        if folded(*g, *base) {
            *folds.entry(f.operands(*g)[0]).or_default() += 1;
        }
    }
    let every_use_folds = |first: Value| {
        let n = first.as_inst().and_then(|i| uses.get(&i)).map_or(0, Vec::len);
        folds.get(&first) == Some(&n)
    };
    // A fold another use of its first step keeps from happening: the address on its own.
    nested
        .into_iter()
        .filter_map(|(g, found)| {
            if folded(g, found.1) && !every_use_folds(f.operands(g)[0]) {
                reducible_address(m, f, g, in_loop, counters, false).map(|own| (g, own))
            } else {
                Some((g, found))
            }
        })
        .collect()
}

/// For each instruction, the blocks of its users (a phi's use counts in the
/// incoming block).
fn use_blocks(f: &Function) -> FxHashMap<Inst, Vec<Block>> {
    let mut out: FxHashMap<Inst, Vec<Block>> = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let ops = f.operands(i);
            if f.inst(i).opcode() == Opcode::Phi {
                for pair in ops.chunks_exact(2) {
                    if let (Some(d), Value::Block(from)) = (pair[0].as_inst(), pair[1]) {
                        out.entry(d).or_default().push(from);
                    }
                }
                continue;
            }
            for v in ops {
                if let Some(d) = v.as_inst() {
                    out.entry(d).or_default().push(b);
                }
            }
        }
    }
    out
}

/// The header phis that start at a preheader value and step by a constant.
fn counters(m: &Module, f: &Function, header: Block, pre: Block, latch: Block) -> FxHashMap<Inst, Counter> {
    let mut out = FxHashMap::default();
    for &p in &f.blocks[header].insts {
        if f.inst(p).opcode() != Opcode::Phi {
            break;
        }
        if !matches!(m.types.get(f.inst(p).ty), TypeData::Int(32 | 64)) {
            continue;
        }
        let incoming: Vec<(Value, Block)> = f.phi_incoming(p).collect();
        let [(v0, b0), (v1, b1)] = incoming[..] else { continue };
        let (init, next) = match (b0 == pre, b1 == latch, b1 == pre, b0 == latch) {
            (true, true, _, _) => (v0, v1),
            (_, _, true, true) => (v1, v0),
            _ => continue,
        };
        let Some(n) = next.as_inst().filter(|&n| f.inst(n).opcode() == Opcode::Add) else {
            continue;
        };
        let (x, y) = f.binary_operands(n);
        let step = match (x, y) {
            (Value::Inst(i), c) if i == p => signed_const(m, c),
            (c, Value::Inst(i)) if i == p => signed_const(m, c),
            _ => None,
        };
        if let Some(step) = step.filter(|&s| s != 0) {
            let nsw = f.inst(n).header.flags.has(InstFlags::NSW);
            out.insert(p, Counter { init, step, nsw });
        }
    }
    out
}

/// The value of an integer constant, sign-extended from its width.
fn signed_const(m: &Module, v: Value) -> Option<i64> {
    let ConstData::Int { ty, bits } = m.consts.get(v.as_const()?) else {
        return None;
    };
    let width = m.types.int_bits(*ty)?;
    if width > 64 || width == 0 {
        return None;
    }
    let shift = 64 - width;
    Some(((*bits as u64) << shift) as i64 >> shift)
}

/// `g = getelementptr T, base, idx` with `base` invariant and `idx` affine in
/// a counter (a 64-bit expression, or `sext` of a 32-bit `nsw` one):
/// (T, base, idx as affine). A step from an address of the loop,
/// `getelementptr T, (getelementptr T, base, idx1), idx2` (`in + i * size + idx`
/// written as two pointer additions), is `&base[idx1 + idx2]`: PTX adds
/// addresses modulo 2^64, so the one pointer starts where the sum does and the
/// invariant part is added once before the loop instead of in every iteration.
/// With `nest` only (see [`addresses`]).
fn reducible_address(
    m: &Module,
    f: &Function,
    g: Inst,
    in_loop: &FxHashSet<Block>,
    counters: &FxHashMap<Inst, Counter>,
    nest: bool,
) -> Option<(Type, Value, Affine)> {
    if f.inst(g).opcode() != Opcode::GetElementPtr {
        return None;
    }
    let elem = f.inst(g).aux_ty?;
    let [mut base, idx] = f.operands(g)[..] else {
        return None;
    };
    let mut parts = index_parts(m, f, idx, in_loop, counters)?;
    if !invariant(f, base, in_loop) {
        let inner = base.as_inst()?;
        if !nest || f.inst(inner).opcode() != Opcode::GetElementPtr || f.inst(inner).aux_ty != Some(elem) {
            return None;
        }
        let [inner_base, inner_idx] = f.operands(inner)[..] else {
            return None;
        };
        let more = index_parts(m, f, inner_idx, in_loop, counters)?;
        let counter = match (parts.0, more.0) {
            (Some(a), Some(b)) if a != b => return None,
            (a, b) => a.or(b),
        };
        parts = (counter, add(parts.1, more.1), add(parts.2, more.2));
        base = inner_base;
    }
    if !invariant(f, base, in_loop) || on_stack(f, base) {
        return None;
    }
    let (counter, a, b) = parts;
    Some((
        elem,
        base,
        Affine {
            counter: counter?,
            a,
            b,
        },
    ))
}

/// A GEP index as `a * counter + b` (a 64-bit expression, or `sext` of a 32-bit
/// one whose operations and counter step are all `nsw`).
fn index_parts(
    m: &Module,
    f: &Function,
    idx: Value,
    in_loop: &FxHashSet<Block>,
    counters: &FxHashMap<Inst, Counter>,
) -> Option<Parts> {
    let (expr, wide) = match idx.as_inst() {
        Some(i) if f.inst(i).opcode() == Opcode::SExt => (f.unary_operand(i), false),
        _ => (idx, true),
    };
    let cx = Analysis {
        m,
        f,
        in_loop,
        counters,
        need_nsw: !wide,
    };
    let parts = cx.affine(expr, 0)?;
    if !wide && parts.0.is_some_and(|c| !counters[&c].nsw) {
        return None;
    }
    Some(parts)
}

/// Whether `p` points into a stack slot: selection addresses those from the
/// frame (`[%SPL+8]`), which a pointer phi would turn into generic accesses.
fn on_stack(f: &Function, mut p: Value) -> bool {
    for _ in 0..16 {
        let Some(i) = p.as_inst() else { return false };
        match f.inst(i).opcode() {
            Opcode::Alloca => return true,
            Opcode::GetElementPtr | Opcode::AddrSpaceCast | Opcode::BitCast => p = f.operands(i)[0],
            _ => return false,
        }
    }
    true
}

fn invariant(f: &Function, v: Value, in_loop: &FxHashSet<Block>) -> bool {
    match v {
        Value::Inst(i) => f.inst(i).block.is_some_and(|b| !in_loop.contains(&b)),
        Value::Block(_) => false,
        _ => true,
    }
}

struct Analysis<'a> {
    m: &'a Module,
    f: &'a Function,
    in_loop: &'a FxHashSet<Block>,
    counters: &'a FxHashMap<Inst, Counter>,
    /// 32-bit expressions must not wrap: every operation `nsw`.
    need_nsw: bool,
}

/// (counter, a, b) with the value `a * counter + b`; no counter when `a` is 0.
type Parts = (Option<Inst>, Term, Term);

impl Analysis<'_> {
    fn affine(&self, v: Value, depth: u32) -> Option<Parts> {
        if depth > 8 {
            return None;
        }
        if invariant(self.f, v, self.in_loop) {
            let t = signed_const(self.m, v).map_or(Term::Value(v), Term::Const);
            return Some((None, Term::Const(0), t));
        }
        let i = v.as_inst()?;
        if self.counters.contains_key(&i) {
            return Some((Some(i), Term::Const(1), Term::Const(0)));
        }
        let d = self.f.inst(i);
        if d.opcode() == Opcode::SExt && !self.need_nsw {
            // A 64-bit index of a widened 32-bit part (`(size_t)i * n + j`):
            // `sext (a*i + b)` is `a*sext(i) + sext(b)` when nothing in the part
            // wraps, the counter's own step included.
            let narrow = Analysis {
                need_nsw: true,
                ..*self
            };
            let parts = narrow.affine(self.f.unary_operand(i), depth + 1)?;
            if parts.0.is_some_and(|c| !self.counters[&c].nsw) {
                return None;
            }
            return Some(parts);
        }
        if self.need_nsw && !d.header.flags.has(InstFlags::NSW) {
            return None;
        }
        let op = d.opcode();
        if !matches!(op, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl) {
            return None;
        }
        let (x, y) = self.f.binary_operands(i);
        let px = self.affine(x, depth + 1)?;
        let py = self.affine(y, depth + 1)?;
        let counter = match (px.0, py.0) {
            (Some(a), Some(b)) if a != b => return None,
            (a, b) => a.or(b),
        };
        match op {
            Opcode::Add => Some((counter, add(px.1, py.1), add(px.2, py.2))),
            Opcode::Sub => Some((counter, sub(px.1, py.1), sub(px.2, py.2))),
            Opcode::Mul => {
                // One side must be invariant: (a x + b) * k.
                let (var, k) = match (px.0, py.0) {
                    (Some(_), Some(_)) => return None,
                    (Some(_), None) => (px, py.2),
                    (None, _) => (py, px.2),
                };
                Some((var.0, mul(var.1, k.clone()), mul(var.2, k)))
            }
            Opcode::Shl => {
                let Term::Const(s) = py.2 else { return None };
                if py.0.is_some() || !(0..31).contains(&s) {
                    return None;
                }
                let k = Term::Const(1i64 << s);
                Some((px.0, mul(px.1, k.clone()), mul(px.2, k)))
            }
            _ => None,
        }
    }
}

fn add(a: Term, b: Term) -> Term {
    match (a, b) {
        (Term::Const(0), t) | (t, Term::Const(0)) => t,
        (Term::Const(x), Term::Const(y)) => Term::Const(x.wrapping_add(y)),
        (a, b) => Term::Add(Box::new(a), Box::new(b)),
    }
}

fn sub(a: Term, b: Term) -> Term {
    match (a, b) {
        (t, Term::Const(0)) => t,
        (Term::Const(x), Term::Const(y)) => Term::Const(x.wrapping_sub(y)),
        (a, b) => Term::Sub(Box::new(a), Box::new(b)),
    }
}

fn mul(a: Term, b: Term) -> Term {
    match (a, b) {
        (Term::Const(0), _) | (_, Term::Const(0)) => Term::Const(0),
        (Term::Const(1), t) | (t, Term::Const(1)) => t,
        (Term::Const(x), Term::Const(y)) => Term::Const(x.wrapping_mul(y)),
        (a, b) => Term::Mul(Box::new(a), Box::new(b)),
    }
}

/// Emits instructions before a block's terminator.
struct Emitter {
    anchor: Inst,
    i64t: Type,
}

impl Emitter {
    fn place(&self, f: &mut Function, op: Opcode, ty: Type, ops: &[Value]) -> Value {
        let i = f.create_inst(NodeHeader::new(op), ty, ops);
        f.insert_before(self.anchor, i);
        Value::Inst(i)
    }

    /// `t` as a 64-bit value (32-bit invariants sign-extended).
    fn term(&self, m: &mut Module, f: &mut Function, t: &Term) -> Value {
        match t {
            Term::Const(c) => Value::Const(m.const_int(self.i64t, i128::from(*c))),
            Term::Value(v) => {
                let ty = m.value_type(f, *v);
                if ty == self.i64t {
                    *v
                } else {
                    self.place(f, Opcode::SExt, self.i64t, &[*v])
                }
            }
            Term::Add(a, b) | Term::Sub(a, b) | Term::Mul(a, b) => {
                let op = match t {
                    Term::Add(..) => Opcode::Add,
                    Term::Sub(..) => Opcode::Sub,
                    _ => Opcode::Mul,
                };
                let (x, y) = (self.term(m, f, a), self.term(m, f, b));
                self.place(f, op, self.i64t, &[x, y])
            }
        }
    }
}

/// The pointer phi that replaces an address: started in the preheader at
/// `&base[a*init + b]`, advanced by `a*step*size(elem)` bytes at the latch.
fn new_pointer(
    m: &mut Module,
    f: &mut Function,
    (pre, header, latch): (Block, Block, Block),
    elem: Type,
    base: Value,
    affine: &Affine,
    c: &Counter,
) -> Value {
    let i64t = m.types.i64();
    let i8t = m.types.i8();
    let ptr_ty = m.value_type(f, base);
    let size = m.types.alloc_size(elem) as i64;
    let pre_end = Emitter {
        anchor: f.terminator(pre).expect("a preheader ends in a jump"),
        i64t,
    };
    let init = Term::Value(c.init);
    let init = signed_const(m, c.init).map_or(init, Term::Const);
    let start_index = add(mul(affine.a.clone(), init), affine.b.clone());
    let start_index = pre_end.term(m, f, &start_index);
    let start = f.create_inst(NodeHeader::new(Opcode::GetElementPtr), ptr_ty, &[base, start_index]);
    f.inst_mut(start).aux_ty = Some(elem);
    f.insert_before(pre_end.anchor, start);
    let stride = mul(affine.a.clone(), Term::Const(c.step.wrapping_mul(size)));
    let stride = pre_end.term(m, f, &stride);
    let phi = f.create_inst(NodeHeader::new(Opcode::Phi), ptr_ty, &[]);
    let first = f.blocks[header].insts[0];
    f.insert_before(first, phi);
    f.set_inst_name(phi, "lsr.ptr");
    let latch_end = f.terminator(latch).expect("a latch ends in a branch");
    let next = f.create_inst(
        NodeHeader::new(Opcode::GetElementPtr),
        ptr_ty,
        &[Value::Inst(phi), stride],
    );
    f.inst_mut(next).aux_ty = Some(i8t);
    f.insert_before(latch_end, next);
    f.set_operands(
        phi,
        &[
            Value::Inst(start),
            Value::Block(pre),
            Value::Inst(next),
            Value::Block(latch),
        ],
    );
    Value::Inst(phi)
}
