//! Loop rotation: a loop tested at the top (`for`, `while`) becomes a guard
//! before the loop and a loop tested at the bottom (`do ... while`), as nvcc
//! lays out loops with runtime bounds (issue 15: nested_loops). Each
//! iteration then ends in one conditional branch back to the top instead of a
//! test at the top plus an unconditional jump back, and the body runs at
//! least once whenever the loop is entered, so LICM may hoist its invariant
//! loads into the new preheader (they would have run anyway).
//!
//! Rotated: a natural loop with a preheader `P` (ending in a jump to the
//! header), one latch `L` ending in a jump to the header `H`, and a header
//! that ends in a conditional branch into the body `B` (whose only
//! predecessor is `H`) or out to `X`, the block where every exit edge of the
//! loop goes (and only the loop's blocks lead to `X`). `H` may hold only a few
//! instructions without effects (and loads): they are copied.
//!
//! The copies: `H`'s instructions with its phis replaced by their values from
//! `P` go at the end of `P` (the guard, branching to a new preheader `PH` or
//! to `X`), and with the phis replaced by their values from `L` at the end of
//! `L`, before `L`'s new branch to `B` or `X` (so the test of the next
//! iteration runs where the jump back was). Each value of `H` becomes a phi in
//! `B` over the two copies (its value in the body), and, if used after the
//! loop, a phi in `X` (the guard's or the latch's copy, or `B`'s phi on an
//! edge from a `break`). `H` goes. The sequence of `H`'s instructions that
//! run is the same: once before each iteration and once at the exit.
//! `!llvm.loop` (`#pragma unroll 1`) moves to the new back edge.
//!
//! Runs after full unrolling (which wants the test at the top) and bit
//! idioms; LICM runs again after it. Preserves: behaviour. Requires: SSA form.

use cranelift_entity::EntitySet;
use ptxc_ir::analysis::{Cfg, Loop, LoopInfo};
use ptxc_ir::metadata_keys;
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// A header with more instructions than this (phis and the branch not
/// counted) is not copied.
pub const MAX_HEADER_INSTS: usize = 16;

/// At most this many loops of one function are rotated.
const MAX_LOOPS: usize = 256;

/// Rotates every eligible loop of `f`. Returns how many were rotated.
pub fn run(m: &Module, f: &mut Function) -> usize {
    if !ptxc_ir::analysis::may_have_loops(f) {
        return 0;
    }
    let mut rotated = 0;
    // A rotated loop's latch ends in a conditional branch, so it is never
    // chosen again.
    while rotated < MAX_LOOPS {
        let cfg = Cfg::compute(f);
        let loops = LoopInfo::compute(&cfg);
        let batch = rotate_batch(f, &cfg, &loops, MAX_LOOPS - rotated);
        if batch == 0 {
            break;
        }
        rotated += batch;
    }
    if rotated > 0 {
        super::dce::run(m, f);
    }
    rotated
}

/// Rotates the loops that analyses computed once still answer for, in the
/// order of `loops` (outer loops first), up to `budget` of them. Returns how
/// many rotated.
///
/// Rotating loop `A` changes the blocks of `A`, its preheader (now a guard)
/// and its exit (new predecessors and phis), and adds a new preheader; every
/// other block keeps its predecessors, successors and phis. So a loop none of
/// whose blocks is among those keeps its blocks, header, latch and exits, and
/// its plan; a loop holding one waits for the next batch, on fresh analyses.
/// (Recomputing them after every rotation was half of the compile of ggml's
/// flash-attention kernels: hundreds of loops left side by side by unrolling,
/// in functions of 20,000 blocks.)
fn rotate_batch(f: &mut Function, cfg: &Cfg, loops: &LoopInfo, budget: usize) -> usize {
    let mut changed: EntitySet<Block> = EntitySet::new();
    let mut rotated = 0;
    for (l, data) in loops.loops() {
        if rotated == budget {
            break;
        }
        if data.blocks.iter().any(|&b| changed.contains(b)) {
            continue;
        }
        let Some(plan) = plan(f, cfg, loops, l) else { continue };
        #[cfg(debug_assertions)]
        assert_plan_as_fresh(f, &plan);
        rotate(f, &plan, cfg);
        rotated += 1;
        for &b in data.blocks.iter().chain([&plan.preheader, &plan.exit]) {
            changed.insert(b);
        }
    }
    rotated
}

/// Fresh analyses plan the same rotation of the loop headed by `p.header`.
#[cfg(debug_assertions)]
fn assert_plan_as_fresh(f: &Function, p: &Plan) {
    let cfg = Cfg::compute(f);
    let loops = LoopInfo::compute(&cfg);
    let fresh = loops
        .loops()
        .find(|(_, d)| d.header == p.header)
        .and_then(|(l, _)| plan(f, &cfg, &loops, l));
    assert!(
        fresh.as_ref() == Some(p),
        "kept analyses planned a rotation fresh ones do not"
    );
}

/// The blocks of one rotation.
#[derive(PartialEq)]
struct Plan {
    preheader: Block,
    header: Block,
    latch: Block,
    /// The header's successor inside the loop.
    body: Block,
    exit: Block,
    /// Whether the header branches into the body when its condition is true.
    body_on_true: bool,
    /// The loop's blocks other than the header.
    body_blocks: FxHashSet<Block>,
}

fn plan(f: &Function, cfg: &Cfg, loops: &LoopInfo, l: Loop) -> Option<Plan> {
    let data = loops.data(l);
    let header = data.header;
    let [latch] = data.latches[..] else { return None };
    if latch == header || !ends_in_jump(f, latch) {
        return None;
    }
    let preheader = loops.preheader(f, cfg, l)?;
    if !ends_in_jump(f, preheader) || cfg.preds(header).len() != 2 {
        return None;
    }
    let term = f.terminator(header)?;
    if f.inst(term).opcode() != Opcode::CondBr {
        return None;
    }
    let (_, t, e) = f.cond_br(term);
    let (body, exit, body_on_true) = match (loops.contains(l, t), loops.contains(l, e)) {
        (true, false) => (t, e, true),
        (false, true) => (e, t, false),
        _ => return None,
    };
    if body == header || cfg.preds(body) != [header] || starts_with_phi(f, body) {
        return None;
    }
    // Every exit edge goes to `exit`, and only the loop leads there.
    if loops.exit_edges(f, l).iter().any(|&(_, to)| to != exit) {
        return None;
    }
    if cfg.preds(exit).iter().any(|&p| !loops.contains(l, p)) {
        return None;
    }
    let insts = &f.blocks[header].insts;
    let mut copied = 0;
    for &i in &insts[..insts.len() - 1] {
        match f.inst(i).opcode() {
            Opcode::Phi => {
                let from = |b: Block| f.phi_incoming(i).filter(|&(_, p)| p == b).count() == 1;
                if !from(preheader) || !from(latch) {
                    return None;
                }
            }
            op if is_copyable(op) => copied += 1,
            _ => return None,
        }
    }
    if copied > MAX_HEADER_INSTS {
        return None;
    }
    let body_blocks = data.blocks.iter().copied().filter(|&b| b != header).collect();
    Some(Plan {
        preheader,
        header,
        latch,
        body,
        exit,
        body_on_true,
        body_blocks,
    })
}

fn ends_in_jump(f: &Function, b: Block) -> bool {
    f.terminator(b).is_some_and(|t| f.inst(t).opcode() == Opcode::Br)
}

fn starts_with_phi(f: &Function, b: Block) -> bool {
    f.blocks[b]
        .insts
        .first()
        .is_some_and(|&i| f.inst(i).opcode() == Opcode::Phi)
}

/// Instructions that may run once more or less per copy: no effects, no
/// stack slots. Loads are allowed (the copies run exactly as often as the
/// header did).
fn is_copyable(op: Opcode) -> bool {
    op.is_binary()
        || op.is_cast()
        || matches!(
            op,
            Opcode::ICmp
                | Opcode::FCmp
                | Opcode::Select
                | Opcode::FNeg
                | Opcode::Freeze
                | Opcode::GetElementPtr
                | Opcode::ExtractValue
                | Opcode::InsertValue
                | Opcode::ExtractElement
                | Opcode::InsertElement
                | Opcode::ShuffleVector
                | Opcode::Load
        )
}

fn rotate(f: &mut Function, p: &Plan, cfg: &Cfg) {
    let h = p.header;
    let term = f.terminator(h).expect("header branch");
    let cond = f.operands(term)[0];
    let values: Vec<Inst> = f.blocks[h].insts.iter().copied().filter(|&i| i != term).collect();
    let phis: Vec<Inst> = values
        .iter()
        .copied()
        .filter(|&i| f.inst(i).opcode() == Opcode::Phi)
        .collect();
    let incoming = |f: &Function, phi: Inst, from: Block| {
        f.phi_incoming(phi)
            .find(|&(_, b)| b == from)
            .map(|(v, _)| v)
            .expect("checked by plan")
    };

    // The phis of `B`: each header value in the body (filled in below).
    let void = f.inst(term).ty;
    let mut in_body: FxHashMap<Inst, Inst> = FxHashMap::default();
    for &v in &values {
        let phi = f.create_inst(NodeHeader::new(Opcode::Phi), f.inst(v).ty, &[]);
        in_body.insert(v, phi);
    }
    let body_value = |v: Value| match v {
        Value::Inst(i) => in_body.get(&i).map_or(v, |&p| Value::Inst(p)),
        other => other,
    };

    // The guard in `P` and the test at the end of `L`.
    let guard_start: FxHashMap<Inst, Value> = phis.iter().map(|&i| (i, incoming(f, i, p.preheader))).collect();
    let latch_start: FxHashMap<Inst, Value> = phis.iter().map(|&i| (i, body_value(incoming(f, i, p.latch)))).collect();
    let guard = copy_header(f, &values, guard_start, p.preheader);
    let latch = copy_header(f, &values, latch_start, p.latch);
    let map = |copy: &FxHashMap<Inst, Value>, v: Value| match v {
        Value::Inst(i) => copy.get(&i).copied().unwrap_or(v),
        other => other,
    };

    // The new preheader, right before the body in the layout.
    let name = format!("{}.ph", f.blocks[p.body].name);
    let ph = f.create_block(&name);
    let jump = f.create_inst(NodeHeader::new(Opcode::Br), void, &[Value::Block(p.body)]);
    f.push_inst(ph, jump);
    let at = f.layout.iter().position(|&b| b == p.body).expect("body placed");
    f.layout.insert(at, ph);

    let branch = |f: &mut Function, c: Value, stay: Block| {
        let (t, e) = if p.body_on_true { (stay, p.exit) } else { (p.exit, stay) };
        f.create_inst(
            NodeHeader::new(Opcode::CondBr),
            void,
            &[c, Value::Block(t), Value::Block(e)],
        )
    };
    let old = f.terminator(p.preheader).expect("preheader jump");
    f.remove_inst(old);
    let guard_branch = branch(f, map(&guard, cond), ph);
    f.push_inst(p.preheader, guard_branch);
    let old = f.terminator(p.latch).expect("latch jump");
    let hints = f.metadata(old, metadata_keys::LOOP);
    f.remove_inst(old);
    let latch_branch = branch(f, map(&latch, cond), p.body);
    if let Some(node) = hints {
        f.set_metadata(latch_branch, metadata_keys::LOOP, node);
    }
    f.push_inst(p.latch, latch_branch);

    // `B`'s phis.
    for &v in values.iter().rev() {
        let phi = in_body[&v];
        let ops = [
            map(&guard, Value::Inst(v)),
            Value::Block(ph),
            map(&latch, Value::Inst(v)),
            Value::Block(p.latch),
        ];
        f.set_operands(phi, &ops);
        match f.blocks[p.body].insts.first().copied() {
            Some(first) => f.insert_before(first, phi),
            None => f.push_inst(p.body, phi),
        }
    }

    // `X`'s phis: the header's edge becomes the guard's and the latch's.
    let exit_phis: Vec<Inst> = f.blocks[p.exit]
        .insts
        .iter()
        .copied()
        .take_while(|&i| f.inst(i).opcode() == Opcode::Phi)
        .collect();
    for &phi in &exit_phis {
        let ops: Vec<Value> = f.operands(phi).to_vec();
        let mut fixed = Vec::with_capacity(ops.len() + 2);
        for pair in ops.chunks(2) {
            if pair[1] == Value::Block(h) {
                fixed.extend([map(&guard, pair[0]), Value::Block(p.preheader)]);
                fixed.extend([map(&latch, pair[0]), Value::Block(p.latch)]);
            } else {
                fixed.extend([body_value(pair[0]), pair[1]]);
            }
        }
        f.set_operands(phi, &fixed);
    }

    // Other uses: in the body, `B`'s phi; after the loop, a new phi in `X`.
    let exit_preds: Vec<Block> = {
        let mut preds = vec![p.preheader, p.latch];
        for &b in &p.body_blocks {
            if b != p.latch && f.successors(b).contains(&p.exit) {
                preds.push(b);
            }
        }
        preds
    };
    let value_set: FxHashSet<Inst> = values.iter().copied().collect();
    let mut after: FxHashMap<Inst, Inst> = FxHashMap::default();
    let skip: FxHashSet<Inst> = in_body.values().copied().chain(exit_phis.iter().copied()).collect();
    let may_use = blocks_dominated_by(f, cfg, h);
    // In layout order: the exit phis are made in the order their values are met.
    for at in 0..f.layout.len() {
        let b = f.layout[at];
        if b == h || b == ph || !may_use.contains(b) {
            continue;
        }
        let inside = p.body_blocks.contains(&b);
        for i in f.blocks[b].insts.clone() {
            if skip.contains(&i) {
                continue;
            }
            for n in 0..f.operands(i).len() {
                let Value::Inst(v) = f.operands(i)[n] else { continue };
                if !value_set.contains(&v) {
                    continue;
                }
                let new = if inside {
                    Value::Inst(in_body[&v])
                } else {
                    let phi = match after.get(&v) {
                        Some(&phi) => phi,
                        None => {
                            let phi = exit_phi(f, p, &exit_preds, &guard, &latch, in_body[&v], v);
                            after.insert(v, phi);
                            phi
                        }
                    };
                    Value::Inst(phi)
                };
                f.operands_mut(i)[n] = new;
            }
        }
    }
    // The header is unreachable now.
    f.layout.retain(|&b| b != h);
    for i in f.blocks[h].insts.clone() {
        f.remove_inst(i);
    }
}

/// The blocks that may use a value of `h`: those `h` dominates, and their
/// successors (for phis). `cfg` may predate rotations of other loops in this
/// batch: those keep dominance among the blocks they leave, and the
/// preheaders they add hold only a jump.
fn blocks_dominated_by(f: &Function, cfg: &Cfg, h: Block) -> EntitySet<Block> {
    let mut blocks = EntitySet::new();
    for b in cfg.dominated(h) {
        blocks.insert(b);
        for s in f.successor_iter(b) {
            blocks.insert(s);
        }
    }
    blocks
}

/// Copies the header's instructions `values` (phis standing for `start`) to
/// the end of `to`, before its terminator. Returns each header value's copy.
fn copy_header(f: &mut Function, values: &[Inst], start: FxHashMap<Inst, Value>, to: Block) -> FxHashMap<Inst, Value> {
    let anchor = f.terminator(to).expect("block ends in a jump");
    let mut copy = start;
    for &i in values {
        if copy.contains_key(&i) {
            continue;
        }
        let ops: Vec<Value> = f
            .operands(i)
            .iter()
            .map(|&v| match v {
                Value::Inst(x) => copy.get(&x).copied().unwrap_or(v),
                other => other,
            })
            .collect();
        let ni = f.clone_inst(i, &ops);
        f.insert_before(anchor, ni);
        copy.insert(i, Value::Inst(ni));
    }
    copy
}

/// A phi in `X` for header value `v` used after the loop: the guard's copy
/// from `P`, the latch's from `L`, and the body's phi `in_body` from a `break`.
fn exit_phi(
    f: &mut Function,
    p: &Plan,
    exit_preds: &[Block],
    guard: &FxHashMap<Inst, Value>,
    latch: &FxHashMap<Inst, Value>,
    in_body: Inst,
    v: Inst,
) -> Inst {
    let mut ops = Vec::with_capacity(exit_preds.len() * 2);
    for &b in exit_preds {
        let value = if b == p.preheader {
            guard[&v]
        } else if b == p.latch {
            latch[&v]
        } else {
            Value::Inst(in_body)
        };
        ops.extend([value, Value::Block(b)]);
    }
    let phi = f.create_inst(NodeHeader::new(Opcode::Phi), f.inst(v).ty, &ops);
    match f.blocks[p.exit].insts.first().copied() {
        Some(first) => f.insert_before(first, phi),
        None => f.push_inst(p.exit, phi),
    }
    phi
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    const LOOP: &str = "define i32 @f(ptr %a, i32 %n) {\nentry:\n  br label %h\n\
         h:\n  %i = phi i32 [ 0, %entry ], [ %inc, %b ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %b, label %x\n\
         b:\n  %inc = add i32 %i, 1\n  BODY\n\
         x:\n  ret i32 %i\n}\n";

    #[test]
    fn a_loop_tested_at_the_top_is_tested_at_the_bottom() {
        let out = after_pass(&LOOP.replace("BODY", "br label %h"), "loop-rotate");
        let f = body_of(&out, "f");
        assert!(!f.contains("\nh:"), "the header goes:\n{f}");
        assert!(f.contains("label %b, label %x"), "a bottom test:\n{f}");
        assert!(f.contains("x:\n  %"), "the value after the loop is an exit phi:\n{f}");
    }

    #[test]
    fn side_by_side_and_nested_loops_are_all_rotated() {
        // The first loop's exit is the second's preheader, and the second
        // reads the first's counter: both rotate on one set of analyses. The
        // nested pair needs two (the outer loop first, then the inner one).
        let text = "define i32 @f(i32 %n) {\nentry:\n  br label %h1\n\
             h1:\n  %i = phi i32 [ 0, %entry ], [ %inc, %b1 ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %b1, label %x1\n\
             b1:\n  %inc = add i32 %i, 1\n  br label %h1\n\
             x1:\n  br label %h2\n\
             h2:\n  %j = phi i32 [ 0, %x1 ], [ %jinc, %b2 ]\n  %d = icmp slt i32 %j, %i\n  br i1 %d, label %b2, label %x2\n\
             b2:\n  %jinc = add i32 %j, 1\n  br label %h2\n\
             x2:\n  ret i32 %j\n}\n\
             define void @g(i32 %n) {\nentry:\n  br label %oh\n\
             oh:\n  %i = phi i32 [ 0, %entry ], [ %inc, %ol ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %ob, label %ox\n\
             ob:\n  br label %ih\n\
             ih:\n  %j = phi i32 [ 0, %ob ], [ %jinc, %ib ]\n  %d = icmp slt i32 %j, %n\n  br i1 %d, label %ib, label %ol\n\
             ib:\n  %jinc = add i32 %j, 1\n  br label %ih\n\
             ol:\n  %inc = add i32 %i, 1\n  br label %oh\n\
             ox:\n  ret void\n}\n";
        let out = after_pass(text, "loop-rotate");
        let (f, g) = (body_of(&out, "f"), body_of(&out, "g"));
        for header in ["\nh1:", "\nh2:"] {
            assert!(!f.contains(header), "{header} goes:\n{f}");
        }
        for header in ["\noh:", "\nih:"] {
            assert!(!g.contains(header), "{header} goes:\n{g}");
        }
        assert!(
            f.contains("label %b1, label %x1") && f.contains("label %b2, label %x2"),
            "{f}"
        );
        assert!(
            g.contains("label %ib, label %ol") && g.contains("label %ob, label %ox"),
            "{g}"
        );
    }

    #[test]
    fn loops_of_other_shapes_stay() {
        // A second way out of the body to another block, a store in the header,
        // a latch that already tests.
        for text in [
            LOOP.replace("BODY", "br i1 %c, label %h, label %y\ny:\n  ret i32 7"),
            LOOP.replace("BODY", "br label %h")
                .replace("%c = icmp", "store i32 %i, ptr %a, align 4\n  %c = icmp"),
            LOOP.replace("BODY", "%d = icmp eq i32 %inc, 9\n  br i1 %d, label %h, label %x")
                .replace("ret i32 %i", "ret i32 0"),
        ] {
            let out = after_pass(&text, "loop-rotate");
            assert!(body_of(&out, "f").contains("\nh:"), "{out}");
        }
    }
}
