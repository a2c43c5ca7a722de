//! Partial loop unrolling: an innermost loop whose trip count is a constant
//! too large to unroll fully (loop_unroll.rs) runs `U` copies of its body per
//! trip of its back edge, `U` a power of two dividing the trip count, as large
//! as the unrolled body stays within `PARTIAL_UNROLLED_INSTS` (at most
//! `MAX_FACTOR`). nvcc does so: HeCBench layout's `for (i = 0; i < 4096; i++)
//! res += a[i].trees[gid];` runs 16 loads per trip there, each at a constant
//! offset from one address, where the loop whole spent its compare, branch and
//! induction update on every element.
//!
//! Unrolled: innermost loops with a preheader and one latch, left only by the
//! header's conditional branch, whose condition compares a header phi (an
//! integer: a constant on entry, plus or minus a constant per trip), or its
//! sign or zero extension (a `char` counter compared as an `int`), with a
//! constant, such that the induction values never wrap. Loops marked
//! `#pragma unroll 1` or `#pragma unroll N` stay as they are.
//!
//! The copies: copy `j` (1 to `U - 1`) of every loop block follows the latch
//! of copy `j - 1` (the loop's own blocks are copy 0); its header phis are the
//! values copy `j - 1` left, and its header's test is gone: the trip count is a
//! multiple of `U`, so a copy's iteration runs whenever copy 0's does. The last
//! copy's latch jumps back to the header, whose phis take its values. Only
//! the header leads out, so the values used after the loop are the header's,
//! as before.
//! Preserves: behaviour. Requires: SSA form (after mem2reg).

use super::loop_unroll::{clone_blocks, folded_int, inverse, map_value, retarget, FOLD_DEPTH};
use super::unroll_shape::{innermost, loop_shape, LoopShape};
use ptxc_ir::analysis::{Cfg, Loop, LoopInfo};
use ptxc_ir::metadata_keys;
use ptxc_ir::{Block, Function, Inst, InstFlags, IntPredicate, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::FxHashMap;

/// The most copies of a body per trip.
const MAX_FACTOR: u64 = 16;

/// The most instructions the unrolled body may have (nvcc's partial unrolling
/// stops near this size: 16 copies of a five-instruction body).
const PARTIAL_UNROLLED_INSTS: usize = 128;

/// Unrolls the eligible loops of `f` partially; returns how many.
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
    // Innermost loops share no blocks: each plan stays valid while the others
    // are carried out.
    for p in &plans {
        unroll(m, f, p);
    }
    plans.len()
}

/// What unrolling one loop needs.
struct Plan {
    /// The loop's blocks, header first.
    blocks: Vec<Block>,
    header: Block,
    latch: Block,
    /// The header's successor inside the loop.
    body_entry: Block,
    /// Copies of the body per trip.
    factor: u64,
    /// The induction variable: its header phi, and the instruction and
    /// amount that step it.
    induction: Induction,
}

#[derive(Clone, Copy)]
struct Induction {
    phi: Inst,
    step_inst: Inst,
    step: i128,
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
    let (trips, induction) = trip_count(m, f, header, preheader, latch, cond, continue_when)?;
    // Phis and jumps are not counted: the copies' phis are gone and their
    // jumps merge away.
    let size = blocks
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter())
        .filter(|&&i| !matches!(f.inst(i).opcode(), Opcode::Br | Opcode::Phi))
        .count();
    let factor = (1..=MAX_FACTOR.ilog2())
        .rev()
        .map(|k| 1u64 << k)
        .find(|&u| trips % u == 0 && trips > u && size.saturating_mul(u as usize) <= PARTIAL_UNROLLED_INSTS)?;
    // Nothing in the loop makes a stack slot per iteration.
    let allocates = blocks
        .iter()
        .any(|&b| f.blocks[b].insts.iter().any(|&i| f.inst(i).opcode() == Opcode::Alloca));
    (!allocates).then_some(Plan {
        blocks,
        header,
        latch,
        body_entry,
        factor,
        induction,
    })
}

/// The trip count of a loop whose header test `cond` compares an integer
/// induction phi (`start` from `preheader`, `phi ± step` from `latch`) with a
/// constant; the loop goes on while `cond` is `continue_when`. None when the
/// induction values would wrap before the test fails.
fn trip_count(
    m: &Module,
    f: &Function,
    header: Block,
    preheader: Block,
    latch: Block,
    cond: Value,
    continue_when: bool,
) -> Option<(u64, Induction)> {
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
    // The counter, or its extension (`for (char i = 0; i < 64; i++)`: the
    // `char` is compared as an `int`).
    let widened = |v: Value| -> Option<(Value, Opcode)> {
        let e = v.as_inst()?;
        let op = f.inst(e).opcode();
        (matches!(op, Opcode::SExt | Opcode::ZExt) && is_header_phi(f.operands(e)[0])).then(|| (f.operands(e)[0], op))
    };
    let compared = |v: Value| is_header_phi(v) || widened(v).is_some();
    let (iv, bound, pred) = if compared(a) {
        (a, b, pred)
    } else {
        (b, a, pred.swapped())
    };
    let (iv, extension) = match widened(iv) {
        Some((phi, op)) => (phi, Some(op)),
        None => (iv, None),
    };
    if !is_header_phi(iv) || !matches!(m.types.get(f.inst(iv.as_inst()?).ty), TypeData::Int(_)) {
        return None;
    }
    let pred = if continue_when { pred } else { inverse(pred) };
    // The counter's values are read as the compare reads them: signed after a
    // sign extension, unsigned after a zero extension.
    let signed_values = match extension {
        Some(Opcode::SExt) if pred.is_signed() || pred == IntPredicate::Ne => true,
        Some(Opcode::ZExt) if !pred.is_signed() => false,
        Some(_) => return None,
        None => pred.is_signed(),
    };
    let phi = iv.as_inst()?;
    let incoming = |from: Block| {
        f.operands(phi)
            .chunks(2)
            .find(|p| p[1] == Value::Block(from))
            .map(|p| p[0])
    };
    // Constants may still be conversions of constants (a `char` counter's
    // `trunc i32 0`); instsimplify folds them only later.
    let (start, width) = folded_int(m, f, incoming(preheader)?, FOLD_DEPTH)?;
    let (bound, bound_width) = folded_int(m, f, bound, FOLD_DEPTH)?;
    let next = incoming(latch)?.as_inst()?;
    let (stepped, step) = (f.operands(next)[0], f.operands(next).get(1).copied()?);
    if stepped != iv {
        return None;
    }
    let (step, _) = folded_int(m, f, step, FOLD_DEPTH)?;
    let step = match f.inst(next).opcode() {
        Opcode::Add => signed(step, width),
        Opcode::Sub => -signed(step, width),
        _ => return None,
    };
    let value = |v: u128, w: u32| if signed_values { signed(v, w) } else { v as i128 };
    let (lo, hi) = match signed_values {
        true => (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1),
        false => (0, (1i128 << width) - 1),
    };
    if width >= 64 && !signed_values || width > 64 || bound_width > 64 {
        return None;
    }
    let (start, bound) = (value(start, width), value(bound, bound_width));
    // Iterations while `iv < limit` (exclusive) going up, `iv > limit` going down.
    let up = |limit: i128| (start < limit).then(|| (limit - start + step - 1) / step);
    let down = |limit: i128| (start > limit).then(|| (start - limit - step - 1) / -step);
    let trips = match pred {
        IntPredicate::Slt | IntPredicate::Ult if step > 0 => up(bound).unwrap_or(0),
        IntPredicate::Sle | IntPredicate::Ule if step > 0 => up(bound + 1).unwrap_or(0),
        IntPredicate::Sgt | IntPredicate::Ugt if step < 0 => down(bound).unwrap_or(0),
        IntPredicate::Sge | IntPredicate::Uge if step < 0 => down(bound - 1).unwrap_or(0),
        IntPredicate::Ne if step != 0 && (bound - start) % step == 0 && (bound - start) / step > 0 => {
            (bound - start) / step
        }
        _ => return None,
    };
    // The value that fails the test is computed too: it must not wrap.
    let last = start + trips * step;
    let induction = Induction {
        phi,
        step_inst: next,
        step,
    };
    (lo..=hi)
        .contains(&last)
        .then_some((u64::try_from(trips).ok()?, induction))
}

/// `v` of width `w` read as a signed number.
fn signed(v: u128, w: u32) -> i128 {
    let shift = 128 - w;
    ((v << shift) as i128) >> shift
}

fn unroll(m: &mut Module, f: &mut Function, p: &Plan) {
    let header_phis: Vec<Inst> = f.blocks[p.header]
        .insts
        .iter()
        .copied()
        .take_while(|&i| f.inst(i).opcode() == Opcode::Phi)
        .collect();
    let from_latch = |f: &Function, phi: Inst| -> Value {
        f.operands(phi)
            .chunks(2)
            .find(|pair| pair[1] == Value::Block(p.latch))
            .map_or(Value::Inst(phi), |pair| pair[0])
    };
    let void = f.inst(f.terminator(p.header).expect("header branch")).ty;
    let mut phi_values: FxHashMap<Inst, Value> = header_phis.iter().map(|&phi| (phi, from_latch(f, phi))).collect();
    // Each copy's header and latch; copy 0 is the loop's own. Copies are made
    // from the blocks as they are, each latch jumping to its own header; the
    // chain is wired after.
    let mut ends = vec![(p.header, p.latch)];
    let mut new_layout = Vec::new();
    for j in 1..p.factor {
        // Copy j's induction value is copy 0's plus j steps, `nsw` when the
        // step is (an `int` counter): each copy's index is then one
        // constant away from copy 0's, and its address one offset away
        // (gep-offsets), not a chain of additions.
        let iv = p.induction;
        let ty = f.inst(iv.phi).ty;
        let offset = Value::Const(m.const_int(ty, iv.step * j as i128));
        let mut header = NodeHeader::new(Opcode::Add);
        if f.inst(iv.step_inst).header.flags.has(InstFlags::NSW) {
            header.flags = header.flags.with(InstFlags::NSW);
        }
        let iv_j = f.create_inst(header, ty, &[Value::Inst(iv.phi), offset]);
        phi_values.insert(iv.phi, Value::Inst(iv_j));
        let (block_map, values) = clone_blocks(f, &p.blocks, &phi_values, j);
        let copy_header = block_map[&p.header];
        match f.blocks[copy_header].insts.first().copied() {
            Some(first) => f.insert_before(first, iv_j),
            None => f.push_inst(copy_header, iv_j),
        }
        // The copy's iteration runs whenever copy 0's does: straight into the body.
        let test = f.terminator(copy_header).expect("copied header branch");
        f.remove_inst(test);
        let br = f.create_inst(
            NodeHeader::new(Opcode::Br),
            void,
            &[Value::Block(block_map[&p.body_entry])],
        );
        f.push_inst(copy_header, br);
        ends.push((copy_header, block_map[&p.latch]));
        phi_values = header_phis
            .iter()
            .map(|&phi| (phi, map_value(from_latch(f, phi), &values, &phi_values)))
            .collect();
        new_layout.extend(p.blocks.iter().map(|b| block_map[b]));
    }
    // The loop's hints go with its one back edge, the last copy's latch.
    let hints = f.terminator(p.latch).and_then(|br| f.metadata(br, metadata_keys::LOOP));
    for (k, &(own_header, latch)) in ends.iter().enumerate() {
        let next_header = ends.get(k + 1).map_or(p.header, |&(h, _)| h);
        let br = f.terminator(latch).expect("latch branch");
        retarget(f, br, own_header, next_header);
        f.extra_mut(br).metadata.retain(|(kind, _)| kind != metadata_keys::LOOP);
        if k + 1 == ends.len() {
            if let Some(node) = hints {
                f.set_metadata(br, metadata_keys::LOOP, node);
            }
        }
    }
    let last_latch = ends.last().map_or(p.latch, |&(_, l)| l);
    for &phi in &header_phis {
        let mut ops = f.operands(phi).to_vec();
        for pair in ops.chunks_mut(2) {
            if pair[1] == Value::Block(p.latch) {
                pair[0] = phi_values[&phi];
                pair[1] = Value::Block(last_latch);
            }
        }
        f.set_operands(phi, &ops);
    }
    let after = f
        .layout
        .iter()
        .rposition(|b| p.blocks.contains(b))
        .map_or(f.layout.len(), |at| at + 1);
    f.layout.splice(after..after, new_layout);
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_trip_count_with_no_power_of_two_factor_or_a_wrapping_induction_stays() {
        for (start, cmp, bound) in [("0", "slt", "4097"), ("2147483000", "sle", "2147483647")] {
            let text = format!(
                "define i32 @f(ptr %a) {{\nentry:\n  br label %h\n\
                 h:\n  %i = phi i32 [ {start}, %entry ], [ %inc, %b ]\n\
                 %c = icmp {cmp} i32 %i, {bound}\n  br i1 %c, label %b, label %out\n\
                 b:\n  store i32 %i, ptr %a, align 4\n  %inc = add i32 %i, 1\n  br label %h\n\
                 out:\n  ret i32 %i\n}}\n"
            );
            let out = after_pass(&text, "loop-unroll-partial");
            let f = body_of(&out, "f");
            assert_eq!(f.matches("store").count(), 1, "{f}");
        }
    }
}
