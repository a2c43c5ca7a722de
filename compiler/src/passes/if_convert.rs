//! If-conversion: a small `if` whose arms only compute values becomes
//! straight-line code and `select`s, as nvcc prints `&&`, `||` and `?:` of
//! side-effect-free operands (issue 15: short_circuit, bool_logic, ternary).
//!
//! Shapes, for a block `h` ending in `br i1 c, %t, %e` (no loop metadata):
//! - a triangle: one arm (`%t` or `%e`) has `h` as its only predecessor, no
//!   phis, and jumps to the other successor `j`;
//! - a diamond: both arms are such blocks and jump to the same `j`.
//!
//! The arms' instructions (costing at most `MAX_SPECULATED` together, a
//! division by a constant as five; each safe to
//! run whatever `c`: arithmetic, compares, casts, GEPs, selects; a division
//! only by a constant other than 0 and -1; no memory, calls or values wider
//! than 64 bits) move to the end of `h`, every phi of `j` takes, for the edge
//! from `h`, `select c, value-if-true, value-if-false`, `h` jumps to `j` and
//! the arms go. An `i1` select with a constant arm is written as the logic it
//! is (`select c, true, x` is `or c, x`; `select c, x, false` is `and c, x`),
//! which selection prints as `or.pred`/`and.pred`. A join whose phis only
//! decide its own branch is left alone (a branch not taken costs nothing
//! where `and.pred` always runs). Blocks are revisited until
//! nothing changes, so nested conditions (`a && b || c`) collapse from the
//! inside out.
//!
//! A load of a kernel parameter (`ptr addrspace(101)`) at a constant offset
//! inside the parameter is speculatable and costs nothing, nor do the GEPs
//! addressing it: the parameter space is always readable, and nvcc reads
//! every parameter at entry (ptxas folds `ld.param` into constant-bank
//! operands). So `if (!(r < p.rows && c < p.cols)) return;` with `p` a
//! record argument is the `and.pred` of two compares, as in nvcc's PTX.
//!
//! Preserves: behaviour (the moved instructions have no effects and cannot
//! trap; their results are only used through `j`'s phis, which now pick the
//! same values). The arms' blocks are removed.

use super::instsimplify::int_const;
use cranelift_entity::SecondaryMap;
use ptxc_ir::analysis::PredecessorMap;
use ptxc_ir::{Block, Function, Inst, Module, NodeHeader, Opcode, TypeData, Value};
use rustc_hash::FxHashSet;

/// The instructions both arms may hold together: beyond that the branch is
/// cheaper than running both sides.
const MAX_SPECULATED: usize = 6;
/// The instructions an arm may hold when the join only branches on the
/// phi it feeds (LLVM's `BonusInstThreshold`: the compare itself).
const MAX_SPECULATED_FOR_BRANCH: usize = 1;
/// The phis (selects) the join may hold.
const MAX_PHIS: usize = 4;
/// Rounds over the function (each collapses one level of nesting).
const MAX_ROUNDS: usize = 8;

/// Returns the number of branches removed.
pub fn run(m: &mut Module, f: &mut Function) -> usize {
    if f.is_declaration() {
        return 0;
    }
    let mut converted = convert_all(m, f);
    if converted == 0 {
        return 0;
    }
    // `!c` made for a select may fold into c's compare; phis left with one
    // value go.
    super::instsimplify::run(m, f);
    // `c ? y : x` of two records is now a select of their slots' addresses:
    // the loads through it become two loads and a select (select_loads.rs), so
    // sroa splits the slots and mem2reg promotes them; the arms that only
    // loaded from them can then be converted too.
    if super::select_loads::has_candidates(m, f) {
        super::sroa::run(m, f);
        super::mem2reg::run(m, f);
        converted += convert_all(m, f);
        super::instsimplify::run(m, f);
    }
    converted
}

/// Rounds of conversion until nothing changes; returns how many were made.
fn convert_all(m: &mut Module, f: &mut Function) -> usize {
    let mut preds = f.predecessor_map();
    let mut converted = 0;
    let mut nested = false;
    for _ in 0..MAX_ROUNDS {
        let mut progress = false;
        let uses = use_counts(f);
        // The arms converted this round, taken out of the layout once at its end
        // (per conversion, a long function's 50,000 diamonds were quadratic).
        let mut removed: FxHashSet<Block> = FxHashSet::default();
        for h in f.layout.clone() {
            if preds.of(h).is_empty() && h != f.layout[0] {
                continue; // removed this round, or unreachable
            }
            if let Some(shape) = find(m, f, &preds, &uses, h) {
                removed.extend(convert(m, f, &mut preds, h, &shape));
                converted += 1;
                progress = true;
                nested |= preds.of(shape.join) == [h] && is_jump(f, shape.join);
            }
        }
        f.layout.retain(|b| !removed.contains(b));
        if !progress {
            break;
        }
        // An inner condition converted (`b` of `a && b` when `b` came as
        // `x && y` or a `bool` function's branches) leaves its block and the
        // join it now jumps to, which has a phi of one entry: merged, they are
        // an arm of the outer condition in the next round.
        if std::mem::take(&mut nested) {
            super::merge_blocks::run(f);
            preds = f.predecessor_map();
        }
    }
    converted
}

/// Whether `b` ends in a plain jump (no loop metadata).
fn is_jump(f: &Function, b: Block) -> bool {
    f.terminator(b)
        .is_some_and(|t| f.inst(t).opcode() == Opcode::Br && f.extra(t).is_none_or(|x| x.metadata.is_empty()))
}

/// A branch to convert: its condition, its arms (`None` where the edge goes
/// straight to the join) and the join.
struct Shape {
    cond: Value,
    on_true: Option<Block>,
    on_false: Option<Block>,
    join: Block,
}

/// How many operands name each instruction.
pub(super) fn use_counts(f: &Function) -> SecondaryMap<Inst, u32> {
    // Dense: every instruction of a long function has an entry.
    let mut uses: SecondaryMap<Inst, u32> = SecondaryMap::with_capacity(f.insts.len());
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for v in f.operands(i) {
                if let Value::Inst(d) = v {
                    uses[*d] += 1;
                }
            }
        }
    }
    uses
}

fn find(m: &Module, f: &Function, preds: &PredecessorMap, uses: &SecondaryMap<Inst, u32>, h: Block) -> Option<Shape> {
    let term = f.terminator(h)?;
    if f.inst(term).opcode() != Opcode::CondBr || f.extra(term).is_some_and(|x| !x.metadata.is_empty()) {
        return None;
    }
    let ops = f.operands(term);
    let (cond, t, e) = (ops[0], ops[1].as_block()?, ops[2].as_block()?);
    if t == e {
        return None;
    }
    let (arm_t, arm_e) = (arm_target(m, f, preds, h, t), arm_target(m, f, preds, h, e));
    let shape = match (arm_t, arm_e) {
        (Some(j1), Some(j2)) if j1 == j2 => Shape {
            cond,
            on_true: Some(t),
            on_false: Some(e),
            join: j1,
        },
        (Some(j), _) if j == e => Shape {
            cond,
            on_true: Some(t),
            on_false: None,
            join: e,
        },
        (_, Some(j)) if j == t => Shape {
            cond,
            on_true: None,
            on_false: Some(e),
            join: t,
        },
        _ => return None,
    };
    if shape.join == h {
        return None;
    }
    let moved: usize = [shape.on_true, shape.on_false]
        .into_iter()
        .flatten()
        .flat_map(|b| f.blocks[b].insts.iter().copied())
        // An unused value (infer-address-spaces' leftovers) goes at the next dce.
        .filter(|&i| uses[i] > 0 || f.inst(i).opcode() == Opcode::Br)
        .map(|i| cost(m, f, i))
        .sum();
    let join_phis = f.phis(shape.join);
    let typed = join_phis.iter().all(|&p| small_scalar(m, f.inst(p).ty));
    // A join that only branches on the condition (`if (x < w && y < h)`,
    // a loop's `k >= 0 && !bit`) is as cheap branching: a conditional branch
    // not taken does nothing, while the `and.pred` would always run. But for
    // an arm of one instruction (the second compare), as LLVM's
    // FoldBranchToCommonDest: kept, the constant entry of the phi is a
    // `mov.pred` and a jump on its own edge, and the compare, repeated in
    // sibling arms (CuTe's `copy_if`, a row bound checked for every element),
    // is computed again in each.
    let join_term = f.terminator(shape.join)?;
    let only_branches = join_phis.iter().all(|&p| {
        uses[p] == 1 && f.inst(join_term).opcode() == Opcode::CondBr && f.operands(join_term)[0] == Value::Inst(p)
    });
    if only_branches && moved > MAX_SPECULATED_FOR_BRANCH {
        return None;
    }
    (moved <= MAX_SPECULATED && join_phis.len() <= MAX_PHIS && typed).then_some(shape)
}

/// PTX instructions `i` takes, roughly: a division or remainder by a
/// constant is a multiply-high sequence of about five; the jump ending an
/// arm costs nothing here.
fn cost(m: &Module, f: &Function, i: Inst) -> usize {
    match f.inst(i).opcode() {
        Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem => 5,
        Opcode::Br => 0,
        Opcode::Load | Opcode::GetElementPtr if kernel_param_read(m, f, i) => 0,
        _ => 1,
    }
}

/// Whether `i` is a load of a kernel parameter at a constant offset within
/// it, or a GEP making such an address.
fn kernel_param_read(m: &Module, f: &Function, i: Inst) -> bool {
    let (address, size) = match f.inst(i).opcode() {
        Opcode::Load if !f.inst(i).header.flags.has(ptxc_ir::InstFlags::VOLATILE) => {
            (f.operands(i)[0], m.types.store_size(f.inst(i).ty))
        }
        Opcode::GetElementPtr => (Value::Inst(i), 0),
        _ => return false,
    };
    param_offset(m, f, address)
        .is_some_and(|(offset, param_size)| offset.checked_add(size).is_some_and(|end| end <= param_size))
}

/// `v` as a constant offset into a `byval` kernel parameter cast to the
/// parameter space: the offset and the parameter's size.
fn param_offset(m: &Module, f: &Function, v: Value) -> Option<(u64, u64)> {
    let i = v.as_inst()?;
    let d = f.inst(i);
    if m.types.get(d.ty) != &TypeData::Ptr(ptxc_ir::addrspace::PARAM) {
        return None;
    }
    match d.opcode() {
        Opcode::AddrSpaceCast => {
            let Value::Arg(n) = f.operands(i)[0] else { return None };
            let record = f.param_attrs.get(n as usize)?.byval?;
            Some((0, m.types.alloc_size(record)))
        }
        Opcode::GetElementPtr => {
            let (base, size) = param_offset(m, f, f.operands(i)[0])?;
            let offset = super::sroa::gep_offset(m, f, i)?;
            Some((base.checked_add(offset)?, size))
        }
        _ => None,
    }
}

/// `b` as an arm of `h`: reached only from `h`, no phis, only speculatable
/// instructions, ending in a plain jump; the jump's target.
fn arm_target(m: &Module, f: &Function, preds: &PredecessorMap, h: Block, b: Block) -> Option<Block> {
    if b == h || preds.of(b) != [h] {
        return None;
    }
    let insts = &f.blocks[b].insts;
    let (&last, body) = insts.split_last()?;
    if f.inst(last).opcode() != Opcode::Br || f.extra(last).is_some_and(|x| !x.metadata.is_empty()) {
        return None;
    }
    if !body.iter().all(|&i| speculatable(m, f, i)) {
        return None;
    }
    let target = f.operands(last)[0].as_block()?;
    (target != b && target != h).then_some(target)
}

/// Integers up to 64 bits, floating-point scalars and pointers: one register,
/// one `selp`.
fn small_scalar(m: &Module, ty: ptxc_ir::Type) -> bool {
    match m.types.get(ty) {
        TypeData::Int(bits) => *bits <= 64,
        TypeData::Half | TypeData::BFloat | TypeData::Float | TypeData::Double | TypeData::Ptr(_) => true,
        _ => false,
    }
}

/// Safe and cheap to run when the program would not have: no memory access,
/// no call, no trap, no wide value.
fn speculatable(m: &Module, f: &Function, i: Inst) -> bool {
    let d = f.inst(i);
    let small = |v: Value| m.known_value_type(f, v).is_some_and(|t| small_scalar(m, t));
    if !small_scalar(m, d.ty) || !f.operands(i).iter().all(|&v| small(v)) {
        return false;
    }
    match d.opcode() {
        Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem => {
            let Some((c, w)) = int_const(m, f.operands(i)[1]) else {
                return false;
            };
            c != 0 && c != ptxc_ir::fold::integer::mask(w)
        }
        Opcode::FDiv | Opcode::FRem => false,
        op if op.is_binary() || op.is_cast() => true,
        Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::FNeg | Opcode::GetElementPtr | Opcode::Freeze => true,
        Opcode::Load => kernel_param_read(m, f, i),
        _ => false,
    }
}

/// Converts `s`; returns the arms, now empty, for the caller to take out of the layout.
fn convert(m: &mut Module, f: &mut Function, preds: &mut PredecessorMap, h: Block, s: &Shape) -> Vec<Block> {
    let term = f.terminator(h).expect("h ends in a branch");
    let arms: Vec<Block> = [s.on_true, s.on_false].into_iter().flatten().collect();
    for &arm in &arms {
        f.pop_inst(arm).expect("an arm ends in a jump");
        for i in std::mem::take(&mut f.blocks[arm].insts) {
            f.insert_before(term, i);
        }
    }
    // The value each phi of the join gets on the true and the false side.
    let side = |b: Option<Block>| Value::Block(b.unwrap_or(h));
    let mut negated: Option<Value> = None;
    for p in f.phis(s.join) {
        let ops = f.operands(p).to_vec();
        let value_from = |from: Value| ops.chunks(2).find(|pair| pair[1] == from).map(|pair| pair[0]);
        let (Some(vt), Some(vf)) = (value_from(side(s.on_true)), value_from(side(s.on_false))) else {
            continue;
        };
        let merged = if vt == vf {
            vt
        } else {
            choose(m, f, term, s.cond, vt, vf, f.inst(p).ty, &mut negated)
        };
        let gone = [Value::Block(h), side(s.on_true), side(s.on_false)];
        let mut kept: Vec<Value> = ops
            .chunks(2)
            .filter(|pair| !gone.contains(&pair[1]))
            .flatten()
            .copied()
            .collect();
        kept.extend([merged, Value::Block(h)]);
        f.set_operands(p, &kept);
    }
    f.inst_mut(term).header.opcode = Opcode::Br;
    f.set_operands(term, &[Value::Block(s.join)]);
    for &arm in &arms {
        preds.clear(arm);
    }
    let list = preds.of_mut(s.join);
    list.retain(|b| !arms.contains(&*b));
    if !list.contains(&h) {
        list.push(h);
    }
    arms
}

/// `c ? vt : vf` as a new instruction before `at`: `i1` values with a
/// constant side as `and`/`or` (with `!c` made once, in `negated`), others as
/// a `select`.
#[allow(clippy::too_many_arguments)]
fn choose(
    m: &mut Module,
    f: &mut Function,
    at: Inst,
    c: Value,
    vt: Value,
    vf: Value,
    ty: ptxc_ir::Type,
    negated: &mut Option<Value>,
) -> Value {
    let emit = |f: &mut Function, op: Opcode, ops: &[Value]| {
        let i = f.create_inst(NodeHeader::new(op), ty, ops);
        f.insert_before(at, i);
        Value::Inst(i)
    };
    if m.types.int_bits(ty) == Some(1) {
        let truth = |v: Value| int_const(m, v).map(|(b, _)| b & 1 == 1);
        let mut not_c = |m: &mut Module, f: &mut Function| {
            *negated.get_or_insert_with(|| {
                let t = Value::Const(m.const_int(ty, 1));
                let i = f.create_inst(NodeHeader::new(Opcode::Xor), ty, &[c, t]);
                f.insert_before(at, i);
                Value::Inst(i)
            })
        };
        match (truth(vt), truth(vf)) {
            (Some(true), Some(false)) => return c,
            (Some(false), Some(true)) => return not_c(m, f),
            (Some(true), _) => return emit(f, Opcode::Or, &[c, vf]),
            (_, Some(false)) => return emit(f, Opcode::And, &[c, vt]),
            (Some(false), _) => {
                let n = not_c(m, f);
                return emit(f, Opcode::And, &[n, vf]);
            }
            (_, Some(true)) => {
                let n = not_c(m, f);
                return emit(f, Opcode::Or, &[n, vt]);
            }
            _ => {}
        }
    }
    emit(f, Opcode::Select, &[c, vt, vf])
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn arms_with_effects_or_too_much_work_stay_branches() {
        let out = after_pass(
            "define i32 @store(i1 %c, i32 %x, ptr %p) {\nentry:\n  br i1 %c, label %t, label %j\n\
             t:\n  store i32 %x, ptr %p, align 4\n  br label %j\n\
             j:\n  %r = phi i32 [ 0, %entry ], [ 1, %t ]\n  ret i32 %r\n}\n\
             define i32 @div(i1 %c, i32 %x, i32 %y) {\nentry:\n  br i1 %c, label %t, label %j\n\
             t:\n  %q = sdiv i32 %x, %y\n  br label %j\n\
             j:\n  %r = phi i32 [ 0, %entry ], [ %q, %t ]\n  ret i32 %r\n}\n\
             define i32 @big(i1 %c, i32 %x) {\nentry:\n  br i1 %c, label %t, label %j\n\
             t:\n  %a = mul i32 %x, 3\n  %b = mul i32 %a, 5\n  %d = mul i32 %b, 7\n  %e = mul i32 %d, 9\n\
             %g = mul i32 %e, 11\n  %h = mul i32 %g, 13\n  %k = mul i32 %h, 15\n  br label %j\n\
             j:\n  %r = phi i32 [ 0, %entry ], [ %k, %t ]\n  ret i32 %r\n}\n",
            "if-convert",
        );
        assert!(body_of(&out, "store").contains("br i1 %c"), "{out}");
        assert!(
            body_of(&out, "div").contains("br i1 %c"),
            "a division by a variable may trap:\n{out}"
        );
        assert!(body_of(&out, "big").contains("br i1 %c"), "{out}");
    }

    #[test]
    fn a_join_with_other_predecessors_keeps_their_entries() {
        let out = after_pass(
            "define i32 @f(i1 %a, i1 %c, i32 %x, ptr %p) {\nentry:\n  br i1 %a, label %h, label %other\n\
             other:\n  store i32 %x, ptr %p, align 4\n  br label %j\n\
             h:\n  br i1 %c, label %t, label %j\n\
             t:\n  %y = add i32 %x, 1\n  br label %j\n\
             j:\n  %r = phi i32 [ 5, %other ], [ %x, %h ], [ %y, %t ]\n  ret i32 %r\n}\n",
            "if-convert",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("select i1 %c, i32 %y, i32 %x"), "{f}");
        assert!(f.contains("[ 5, %other ]"), "{f}");
        assert!(!f.contains("t:"), "{f}");
    }
}
