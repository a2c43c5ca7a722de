//! Runtime loop unrolling: an innermost loop counting up by one to a bound
//! known only at run time (`for (k = lo; k < n; k++)`) runs `FACTOR` copies of
//! its body per trip while at least `FACTOR` trips remain, then the loop as it
//! was for the rest, as nvcc unrolls such loops (by 4, with the remainder loop
//! after). The unrolled part tests once per `FACTOR` iterations, on a
//! count-down of the trips it runs, and its copies index from one counter at
//! constant offsets (`a[k]`, `a[k + 1]`, ...: one address, immediate offsets).
//!
//! Unrolled: innermost loops with a preheader and one latch, left only by the
//! header's conditional branch, whose condition is `k < n` (signed or
//! unsigned) or `k != n`, `k` an integer header phi stepped by `+ 1`, `n`
//! defined outside the loop; whose body is at most `MAX_BODY_INSTS`
//! instructions (phis and jumps not counted); with no call but of arithmetic
//! intrinsics and special-register reads (a barrier or a warp-synchronous
//! operation must stay at one place in the code for every thread) and no
//! `alloca`; not under `#pragma unroll 1` or `#pragma unroll N`.
//!
//! The shape made, in the preheader `P`: `tc = k0 < n ? n - k0 : 0` (`n - k0`
//! for `!=`; exact in the counter's width), `main = tc & -FACTOR`; if `main`
//! is 0, on to the remainder, else through the unrolled loop's own preheader
//! (where LICM puts its invariants). The unrolled loop `U`: phis of the loop's header
//! values and of the count-down, `FACTOR` copies of the loop's blocks in a
//! row (copy `j`'s counter is `k + j`, `nsw` as the step is; the header tests
//! are gone), then `left = count - FACTOR`, back to `U` while `left != 0`. The
//! remainder's preheader `R` merges the header values from `P` and from the
//! unrolled loop's exit (the counter's as `k0 + main`, computed in `P`), and the loop itself follows, unchanged but for where
//! its header phis come from. Its header is still the only way out, so what
//! is used after the loop is as before.
//! Preserves: behaviour. Requires: SSA form (after mem2reg).

use super::load_cse::is_arithmetic;
use super::loop_unroll::{clone_blocks, inverse, map_value, retarget};
use super::unroll_shape::{innermost, loop_shape, LoopShape};
use ptxc_ir::analysis::{Cfg, Loop, LoopInfo};
use ptxc_ir::metadata_keys;
use ptxc_ir::{Block, Function, Inst, InstFlags, IntPredicate, Module, NodeHeader, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Copies of the body per trip of the unrolled loop.
const FACTOR: u64 = 4;

/// The largest body unrolled (`FACTOR` copies stay within 160 instructions).
const MAX_BODY_INSTS: usize = 40;

/// Unrolls the eligible loops of `f`; returns how many.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    if !ptxc_ir::analysis::may_have_loops(f) {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let loops = LoopInfo::compute(&cfg);
    let plans: Vec<Plan> = innermost(&loops)
        .into_iter()
        .filter_map(|l| plan(m, f, &cfg, &loops, l))
        .collect();
    // Innermost loops share no blocks, and each keeps its preheader for itself.
    for p in &plans {
        unroll(m, f, p);
    }
    plans.len()
}

struct Plan {
    /// The loop's blocks, header first.
    blocks: Vec<Block>,
    header: Block,
    latch: Block,
    preheader: Block,
    body_entry: Block,
    /// The counter phi, its `+ 1`, and the bound it is compared with.
    counter: Inst,
    step: Inst,
    bound: Value,
    /// How the trip count follows from the counter's start and the bound.
    test: IntPredicate,
}

fn plan(m: &Module, f: &Function, cfg: &Cfg, loops: &LoopInfo, l: Loop) -> Option<Plan> {
    let LoopShape {
        blocks,
        header,
        latch,
        preheader,
        body_entry,
        cond,
        continue_when,
    } = loop_shape(m, f, cfg, loops, l)?;
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let (counter, step, bound, test) = counted_test(m, f, header, latch, &in_loop, cond, continue_when)?;
    let mut size = 0;
    for &b in &blocks {
        for &i in &f.blocks[b].insts {
            match f.inst(i).opcode() {
                Opcode::Br | Opcode::Phi => {}
                Opcode::Alloca => return None,
                Opcode::Call => {
                    let arithmetic = matches!(f.operands(i).first(), Some(Value::Func(c))
                        if m.functions[*c].intrinsic.is_some_and(|x| is_arithmetic(x) || x.special_register().is_some()));
                    if !arithmetic {
                        return None;
                    }
                    size += 1;
                }
                _ => size += 1,
            }
        }
    }
    if size > MAX_BODY_INSTS {
        return None;
    }
    Some(Plan {
        blocks,
        header,
        latch,
        preheader,
        body_entry,
        counter,
        step,
        bound,
        test,
    })
}

/// The header test `cond` as (counter phi, its step, bound, predicate) when
/// it is `k < n` (signed or unsigned) or `k != n` under which the loop goes on,
/// `k` an integer phi stepped by `+ 1` and `n` defined outside the loop.
fn counted_test(
    m: &Module,
    f: &Function,
    header: Block,
    latch: Block,
    in_loop: &FxHashSet<Block>,
    cond: Value,
    continue_when: bool,
) -> Option<(Inst, Inst, Value, IntPredicate)> {
    let cmp = cond.as_inst()?;
    if f.inst(cmp).opcode() != Opcode::ICmp || f.inst(cmp).block != Some(header) {
        return None;
    }
    let pred = IntPredicate::from_u16(f.inst(cmp).header.subop)?;
    let (a, b) = (f.operands(cmp)[0], f.operands(cmp)[1]);
    let is_header_phi = |v: Value| {
        v.as_inst()
            .is_some_and(|i| f.inst(i).opcode() == Opcode::Phi && f.inst(i).block == Some(header))
    };
    let (k, n, pred) = if is_header_phi(a) {
        (a, b, pred)
    } else {
        (b, a, pred.swapped())
    };
    let pred = if continue_when { pred } else { inverse(pred) };
    if !matches!(pred, IntPredicate::Slt | IntPredicate::Ult | IntPredicate::Ne) {
        return None;
    }
    let counter = k.as_inst().filter(|_| is_header_phi(k))?;
    if !matches!(m.types.get(f.inst(counter).ty), TypeData::Int(w) if (8..=64).contains(w)) {
        return None;
    }
    let outside = match n {
        Value::Inst(i) => f.inst(i).block.is_some_and(|b| !in_loop.contains(&b)),
        Value::Arg(_) | Value::Const(_) => true,
        _ => false,
    };
    // A constant bound is partial unrolling's (loop_unroll_partial.rs).
    if !outside || n.as_const().is_some() {
        return None;
    }
    let step = f.operands(counter).chunks(2).find(|p| p[1] == Value::Block(latch))?[0].as_inst()?;
    let d = f.inst(step);
    let one = f
        .operands(step)
        .get(1)
        .and_then(|&v| super::instsimplify::int_const(m, v));
    (d.opcode() == Opcode::Add && f.operands(step)[0] == k && one.is_some_and(|(c, _)| c == 1))
        .then_some((counter, step, n, pred))
}

fn unroll(m: &mut Module, f: &mut Function, p: &Plan) {
    let ty = f.inst(p.counter).ty;
    let i1 = m.types.i1();
    let void = f.inst(f.terminator(p.header).expect("header branch")).ty;
    let header_phis: Vec<Inst> = f.blocks[p.header]
        .insts
        .iter()
        .copied()
        .take_while(|&i| f.inst(i).opcode() == Opcode::Phi)
        .collect();
    let incoming = |f: &Function, phi: Inst, from: Block| -> Value {
        f.operands(phi)
            .chunks(2)
            .find(|pair| pair[1] == Value::Block(from))
            .map_or(Value::Inst(phi), |pair| pair[0])
    };
    let start = incoming(f, p.counter, p.preheader);

    // The preheader: the trips, and those the unrolled loop runs.
    let pre_term = f.terminator(p.preheader).expect("preheader branch");
    let before_branch = |f: &mut Function, header: NodeHeader, ty: Type, ops: &[Value]| {
        let i = f.create_inst(header, ty, ops);
        f.insert_before(pre_term, i);
        Value::Inst(i)
    };
    let distance = before_branch(f, NodeHeader::new(Opcode::Sub), ty, &[p.bound, start]);
    let trips = match p.test {
        IntPredicate::Ne => distance,
        pred => {
            let enters = before_branch(f, compare(pred), i1, &[start, p.bound]);
            let zero = Value::Const(m.const_int(ty, 0));
            before_branch(f, NodeHeader::new(Opcode::Select), ty, &[enters, distance, zero])
        }
    };
    let mask = Value::Const(m.const_int(ty, -(FACTOR as i128)));
    let main = before_branch(f, NodeHeader::new(Opcode::And), ty, &[trips, mask]);
    let zero = Value::Const(m.const_int(ty, 0));
    let any = before_branch(f, compare(IntPredicate::Ne), i1, &[main, zero]);
    // The counter after the unrolled loop, for the remainder: `start + main`,
    // known before it, so a body that does not read the counter leaves the
    // unrolled loop with the count-down alone (mixbench's `for (i = 0; i <
    // iters; i++) t = t * t + c` kept a second register stepped by 4).
    let counter_after = before_branch(f, NodeHeader::new(Opcode::Add), ty, &[start, main]);

    // The unrolled loop gets a preheader of its own (LICM moves invariants
    // only to a block that jumps to nothing but the loop).
    let entry = f.create_block(&format!("{}.unrolled.pre", f.blocks[p.header].name));
    let unrolled = f.create_block(&format!("{}.unrolled", f.blocks[p.header].name));
    let count_latch = f.create_block(&format!("{}.unrolled.next", f.blocks[p.header].name));
    let remainder = f.create_block(&format!("{}.remainder", f.blocks[p.header].name));
    f.remove_inst(pre_term);
    let br = f.create_inst(
        NodeHeader::new(Opcode::CondBr),
        void,
        &[any, Value::Block(entry), Value::Block(remainder)],
    );
    f.push_inst(p.preheader, br);
    let into = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(unrolled)]);
    f.push_inst(entry, into);

    // The unrolled loop's phis: the header values and the count-down (their
    // back-edge values are filled in once the copies exist).
    let mut phi_values: FxHashMap<Inst, Value> = FxHashMap::default();
    let mut unrolled_phis = Vec::new();
    for &phi in &header_phis {
        let init = incoming(f, phi, p.preheader);
        let new = f.create_inst(
            NodeHeader::new(Opcode::Phi),
            f.inst(phi).ty,
            &[init, Value::Block(entry), init, Value::Block(count_latch)],
        );
        f.push_inst(unrolled, new);
        phi_values.insert(phi, Value::Inst(new));
        unrolled_phis.push((phi, new));
    }
    let count = f.create_inst(
        NodeHeader::new(Opcode::Phi),
        ty,
        &[main, Value::Block(entry), main, Value::Block(count_latch)],
    );
    f.push_inst(unrolled, count);
    let first_counter = phi_values[&p.counter];

    let mut ends: Vec<(Block, Block)> = Vec::new();
    let mut layout = vec![entry, unrolled];
    for j in 0..FACTOR {
        let mut k_j = None;
        if j > 0 {
            let mut header = NodeHeader::new(Opcode::Add);
            if f.inst(p.step).header.flags.has(InstFlags::NSW) {
                header.flags = header.flags.with(InstFlags::NSW);
            }
            let offset = Value::Const(m.const_int(ty, j as i128));
            let k = f.create_inst(header, ty, &[first_counter, offset]);
            phi_values.insert(p.counter, Value::Inst(k));
            k_j = Some(k);
        }
        let (block_map, values) = copy(f, p, &phi_values, j, void);
        let h = block_map[&p.header];
        if let Some(k) = k_j {
            match f.blocks[h].insts.first().copied() {
                Some(first) => f.insert_before(first, k),
                None => f.push_inst(h, k),
            }
        }
        ends.push((h, block_map[&p.latch]));
        layout.extend(p.blocks.iter().map(|b| block_map[b]));
        phi_values = next_values(f, &header_phis, p.latch, &values, &phi_values);
    }
    let jump = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(ends[0].0)]);
    f.push_inst(unrolled, jump);
    for k in 0..ends.len() {
        let (own_header, latch) = ends[k];
        let next = ends.get(k + 1).map_or(count_latch, |&(h, _)| h);
        let br = f.terminator(latch).expect("copied latch branch");
        retarget(f, br, own_header, next);
        // No copy's latch is a back edge: the loop's hints stay with the remainder.
        f.extra_mut(br).metadata.retain(|(kind, _)| kind != metadata_keys::LOOP);
    }

    // The count-down, and the back edge.
    let factor = Value::Const(m.const_int(ty, FACTOR as i128));
    let left = f.create_inst(NodeHeader::new(Opcode::Sub), ty, &[Value::Inst(count), factor]);
    f.push_inst(count_latch, left);
    let more = f.create_inst(compare(IntPredicate::Ne), i1, &[Value::Inst(left), zero]);
    f.push_inst(count_latch, more);
    let back = f.create_inst(
        NodeHeader::new(Opcode::CondBr),
        void,
        &[Value::Inst(more), Value::Block(unrolled), Value::Block(remainder)],
    );
    f.push_inst(count_latch, back);
    layout.push(count_latch);
    for &(phi, new) in &unrolled_phis {
        let mut ops = f.operands(new).to_vec();
        ops[2] = phi_values[&phi];
        f.set_operands(new, &ops);
    }
    let mut ops = f.operands(count).to_vec();
    ops[2] = Value::Inst(left);
    f.set_operands(count, &ops);

    // The remainder's preheader: the header values from the preheader or the
    // unrolled loop; the loop's header takes them from there.
    for &(phi, _) in &unrolled_phis {
        let init = incoming(f, phi, p.preheader);
        let after = if phi == p.counter {
            counter_after
        } else {
            phi_values[&phi]
        };
        let merged = f.create_inst(
            NodeHeader::new(Opcode::Phi),
            f.inst(phi).ty,
            &[init, Value::Block(p.preheader), after, Value::Block(count_latch)],
        );
        f.push_inst(remainder, merged);
        let mut ops = f.operands(phi).to_vec();
        for pair in ops.chunks_mut(2) {
            if pair[1] == Value::Block(p.preheader) {
                pair[0] = Value::Inst(merged);
                pair[1] = Value::Block(remainder);
            }
        }
        f.set_operands(phi, &ops);
    }
    let enter = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(p.header)]);
    f.push_inst(remainder, enter);
    layout.push(remainder);
    let at = f.layout.iter().position(|&b| b == p.header).unwrap_or(f.layout.len());
    f.layout.splice(at..at, layout);
}

/// Copy `j` of the loop's blocks, its header phis standing for `phi_values`
/// and its header's test replaced by a jump into the body.
fn copy(
    f: &mut Function,
    p: &Plan,
    phi_values: &FxHashMap<Inst, Value>,
    j: u64,
    void: Type,
) -> (FxHashMap<Block, Block>, FxHashMap<Inst, Value>) {
    let (block_map, values) = clone_blocks(f, &p.blocks, phi_values, j);
    let h = block_map[&p.header];
    let test = f.terminator(h).expect("copied header branch");
    f.remove_inst(test);
    let br = f.create_inst(
        NodeHeader::new(Opcode::Br),
        void,
        &[Value::Block(block_map[&p.body_entry])],
    );
    f.push_inst(h, br);
    (block_map, values)
}

/// The header values after a copy whose values map by `values`.
fn next_values(
    f: &Function,
    header_phis: &[Inst],
    latch: Block,
    values: &FxHashMap<Inst, Value>,
    phi_values: &FxHashMap<Inst, Value>,
) -> FxHashMap<Inst, Value> {
    header_phis
        .iter()
        .map(|&phi| {
            let v = f
                .operands(phi)
                .chunks(2)
                .find(|pair| pair[1] == Value::Block(latch))
                .map_or(Value::Inst(phi), |pair| pair[0]);
            (phi, map_value(v, values, phi_values))
        })
        .collect()
}

fn compare(pred: IntPredicate) -> NodeHeader {
    let mut h = NodeHeader::new(Opcode::ICmp);
    h.subop = pred as u16;
    h
}
