//! Common-code hoisting: a pure computation repeated in blocks none of which
//! dominates another is computed once, in their nearest common dominator,
//! and the copies use it. gvn merges a repeat only when the first
//! computation dominates it; bounds-checked accesses leave the repeats in
//! sibling blocks instead: `if (r + i < m) x[i] = a[k * lda + r + i]`
//! unrolled computes `k * lda` (its extension, its multiply) again in every
//! guarded block, where nvcc computes it once before the branches (CUTLASS's
//! reference GEMM: 8 widening multiplies an iteration for 2; CuTe's
//! `copy_if`).
//!
//! Flags that only promise the absence of overflow (`nsw`, `nuw`, `exact`,
//! `inbounds`) do not tell copies apart; the survivor keeps the promises all
//! made, as LLVM's GVN does (`&a[k * lda + r]` is an `add nsw` in the source
//! and a plain `add` in gep-offsets' split of `&a[k * lda + r + 1]`).
//!
//! Moved: what licm may move (pure, cannot fault, may run where it did not:
//! [`super::licm::is_hoistable`]), when every operand is available at the
//! end of the common dominator and that block's innermost loop holds both
//! copies, so the computation never runs more often than one copy did, and
//! when one path may run both copies (not the two arms of an `if`/`else`,
//! where moving saves nothing executed and lengthens a live range), and the
//! copies, each behind branches that may skip it, run as often as the moved
//! computation would (`runs_often_enough`).
//! Blocks are visited in reverse postorder, so a chain moves in one walk:
//! once `sext k` is hoisted, the two `mul (sext k), lda` have equal operands
//! and follow it.
//!
//! Preserves: behaviour (the moved instruction cannot fault, and its value
//! at the new place is the one each copy computed). Requires: SSA form.

use super::gvn::{key_of, Key};
use super::licm::is_hoistable;
use ptxc_ir::analysis::{Cfg, LoopInfo};
use ptxc_ir::{Block, Function, Inst, InstFlags, Module, Replacements, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Returns the number of copies replaced.
pub fn run(m: &Module, f: &mut Function) -> usize {
    if f.layout.len() < 3 {
        // Two blocks: one dominates the other, gvn's case.
        return 0;
    }
    let cfg = Cfg::compute(f);
    let loops = LoopInfo::compute(&cfg);
    // Key -> the instruction computing it and its block (where it was moved to).
    let mut first: FxHashMap<Key, (Inst, Block)> = FxHashMap::default();
    let copies = Copies::find(m, f, &cfg);
    let mut replace = Replacements::with_capacity(0);
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for &b in &cfg.rpo {
        for i in f.blocks[b].insts.clone() {
            if !is_hoistable(m, f, i) {
                continue;
            }
            let mut key = key_of(f, i, &replace);
            key.flags &= !NO_OVERFLOW_FLAGS;
            let Some(&(earlier, at)) = first.get(&key) else {
                first.insert(key, (i, b));
                continue;
            };
            if cfg.dominates(at, b) {
                // Dominated by the first copy (moved by this walk, or one gvn
                // kept apart for its flags): gvn's case.
                keep_common_promises(f, earlier, i);
                replace.insert(i, Value::Inst(earlier));
                dead.insert(i);
                continue;
            }
            let to = cfg.common_dominator(at, b);
            if !loop_allows(&loops, to, at, b)
                || !available_at_end(f, &cfg, &key, to)
                || !may_both_run(f, &cfg, at, b)
                || !runs_often_enough(f, &cfg, to, at, b, copies.blocks(i))
            {
                continue;
            }
            let Some(anchor) = f.terminator(to) else { continue };
            f.remove_inst(earlier);
            f.insert_before(anchor, earlier);
            keep_common_promises(f, earlier, i);
            replace.insert(i, Value::Inst(earlier));
            dead.insert(i);
            first.insert(key, (earlier, to));
        }
    }
    if dead.is_empty() {
        return 0;
    }
    f.apply(&replace);
    f.remove_insts(&dead);
    dead.len()
}

/// Promises of no overflow: poison where broken, never another value.
const NO_OVERFLOW_FLAGS: u16 = InstFlags::NSW | InstFlags::NUW | InstFlags::EXACT | InstFlags::INBOUNDS;

/// Makes `kept`, which now stands for `gone` too, promise only what both did.
fn keep_common_promises(f: &mut Function, kept: Inst, gone: Inst) {
    let lost = !f.inst(gone).header.flags.0 & NO_OVERFLOW_FLAGS;
    f.inst_mut(kept).header.flags.0 &= !lost;
}

/// Blocks [`may_both_run`] looks at, at most: the copies of a guarded
/// sequence are a few blocks apart.
const MAX_PATH_SEARCH: usize = 256;

/// Whether one pass through the copies' dominator may compute both: a path
/// of forward edges (each to a later block in reverse postorder, so no loop
/// is gone round) leads from `a` to `b`. The arms of an `if`/`else` never both
/// run: moved before them, the computation saves nothing and its value lives
/// across both (int128 division's arms took 8 more registers).
fn may_both_run(f: &Function, cfg: &Cfg, a: Block, b: Block) -> bool {
    let target = cfg.rpo_number(b);
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut stack = vec![a];
    while let Some(x) = stack.pop() {
        let at = cfg.rpo_number(x);
        for s in f.successor_iter(x) {
            if s == b {
                return true;
            }
            let n = cfg.rpo_number(s);
            if n > at && n < target && seen.insert(s) {
                if seen.len() > MAX_PATH_SEARCH {
                    return false;
                }
                stack.push(s);
            }
        }
    }
    false
}

/// Whether the copies run, together, at least as often as the moved
/// computation would: taking each branch between `to` and a copy as likely
/// either way, a copy behind `g` of them runs on one way in `2^g`, and the
/// move pays when those shares add up to one or more. The shares are those
/// of the pair `a`, `b` and of the other copies `to` dominates (`others`,
/// from [`Copies`]; they follow the moved one), so four copies each
/// behind two branches move as two behind one do. Two copies each behind
/// one branch (two bounds checks, the fast paths of two reductions) move;
/// two behind two run on a quarter of the ways each, and moved to `to` the
/// computation ran on all of them: `sinf(x)` and `cosf(x)` of one `x` each
/// reduce a huge `x` behind `|x| >= 105615.0f` and `x` finite, and that setup
/// moved to the entry ran for every thread (HeCBench projectile, 13
/// instructions a thread, once `x` was one value for both).
fn runs_often_enough(f: &Function, cfg: &Cfg, to: Block, a: Block, b: Block, others: &[Block]) -> bool {
    let share = |x: Block| 0.5f64.powi(guards(f, cfg, to, x).len().min(64) as i32);
    let mut total = share(a) + share(b);
    for &c in others.iter().filter(|&&c| c != a && c != b).take(MAX_OTHER_COPIES) {
        if total >= 1.0 {
            break;
        }
        if cfg.dominates(to, c) && !cfg.dominates(a, c) && !cfg.dominates(b, c) {
            total += share(c);
        }
    }
    total >= 1.0
}

/// Other copies [`runs_often_enough`] counts, at most: each costs a walk up
/// the dominators.
const MAX_OTHER_COPIES: usize = 16;

/// Where each hoistable computation is repeated, found before anything
/// moves: instructions numbered as gvn numbers them but across all blocks,
/// so a chain's later links (an `exp` of one argument inlined five times:
/// the exponent, then its bits, then the scale, in each copy's own blocks)
/// are copies of one another though no earlier link has moved yet.
struct Copies {
    /// An instruction's first copy in reverse postorder.
    first_of: FxHashMap<Inst, Inst>,
    /// The blocks holding a first copy's copies, once per block.
    blocks: FxHashMap<Inst, Vec<Block>>,
}

impl Copies {
    fn find(m: &Module, f: &Function, cfg: &Cfg) -> Self {
        let mut same = Replacements::with_capacity(0);
        let mut by_key: FxHashMap<Key, Inst> = FxHashMap::default();
        let mut copies = Copies {
            first_of: FxHashMap::default(),
            blocks: FxHashMap::default(),
        };
        for &b in &cfg.rpo {
            for &i in &f.blocks[b].insts {
                if !is_hoistable(m, f, i) {
                    continue;
                }
                let mut key = key_of(f, i, &same);
                key.flags &= !NO_OVERFLOW_FLAGS;
                let first = *by_key.entry(key).or_insert(i);
                if first != i {
                    same.insert(i, Value::Inst(first));
                }
                copies.first_of.insert(i, first);
                let blocks = copies.blocks.entry(first).or_default();
                if blocks.last() != Some(&b) {
                    blocks.push(b);
                }
            }
        }
        copies
    }

    /// The blocks holding copies of `i`.
    fn blocks(&self, i: Inst) -> &[Block] {
        self.first_of
            .get(&i)
            .and_then(|first| self.blocks.get(first))
            .map_or(&[], Vec::as_slice)
    }
}

/// The (condition, direction) pairs of the branches between `to` (included)
/// and `x` that `x` lies behind, walking up `x`'s dominators.
fn guards(f: &Function, cfg: &Cfg, to: Block, x: Block) -> Vec<(Value, bool)> {
    let mut found = Vec::new();
    let mut d = x;
    for _ in 0..MAX_PATH_SEARCH {
        let Some(p) = cfg.idom(d) else { break };
        if let Some(t) = f.terminator(p) {
            if f.inst(t).opcode() == ptxc_ir::Opcode::CondBr {
                let succ = f.successors(p);
                let cond = f.operands(t)[0];
                for (s, taken) in [(succ[0], true), (succ[1], false)] {
                    if succ[0] != succ[1] && cfg.preds(s) == [p] && cfg.dominates(s, x) {
                        found.push((cond, taken));
                    }
                }
            }
        }
        if p == to {
            break;
        }
        d = p;
    }
    found
}

/// Whether `to`'s innermost loop (or none) holds `a` and `b`: moved there,
/// the computation runs no more often than either copy could.
fn loop_allows(loops: &LoopInfo, to: Block, a: Block, b: Block) -> bool {
    loops
        .innermost(to)
        .is_none_or(|l| loops.contains(l, a) && loops.contains(l, b))
}

/// Whether every operand of `key` is defined in a block dominating `to`
/// (in `to` itself: before its terminator, where the move puts it).
fn available_at_end(f: &Function, cfg: &Cfg, key: &Key, to: Block) -> bool {
    key.operands.iter().all(|&v| match v {
        Value::Inst(d) => f.inst(d).block.is_some_and(|db| cfg.dominates(db, to)),
        _ => true,
    })
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    // The moved case: compiler/tests/passes/hoist-common-guarded-accesses.ll.

    #[test]
    fn nothing_moves_into_a_loop_the_copies_are_not_in() {
        // The loop leaves from its header to `a` and from its latch to `b`
        // (`a` may go on to `b`): their common dominator is the header,
        // inside the loop.
        let out = after_pass(
            "define i64 @f(i64 %x, i64 %n, i1 %u) {\nentry:\n  br label %h\n\
             h:\n  %i = phi i64 [ 0, %entry ], [ %inc, %l ]\n  %inc = add i64 %i, 1\n  %t = icmp slt i64 %inc, %n\n  br i1 %t, label %l, label %a\n\
             l:\n  br i1 %u, label %h, label %b\n\
             a:\n  %m1 = mul i64 %x, %n\n  br i1 %u, label %b, label %j\n\
             b:\n  %m2 = mul i64 %x, %n\n  br label %j\n\
             j:\n  %r = phi i64 [ %m1, %a ], [ %m2, %b ]\n  ret i64 %r\n}\n",
            "hoist-common",
        );
        let f = body_of(&out, "f");
        assert_eq!(f.matches("mul").count(), 2, "{f}");
    }

    #[test]
    fn the_arms_of_an_if_else_keep_their_copies() {
        let out = after_pass(
            "define i64 @f(i64 %x, i64 %n, i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\n\
             a:\n  %m1 = mul i64 %x, %n\n  br label %j\n\
             b:\n  %m2 = mul i64 %x, %n\n  %m3 = add i64 %m2, 1\n  br label %j\n\
             j:\n  %r = phi i64 [ %m1, %a ], [ %m3, %b ]\n  ret i64 %r\n}\n",
            "hoist-common",
        );
        let f = body_of(&out, "f");
        assert_eq!(f.matches("mul").count(), 2, "{f}");
    }

    #[test]
    fn a_division_stays_guarded() {
        // Two guarded blocks in sequence, as the moved case, but dividing.
        let out = after_pass(
            "define i32 @f(i32 %x, i32 %d, i1 %c1, i1 %c2) {\nentry:\n  br i1 %c1, label %a, label %j1\n\
             a:\n  %q1 = sdiv i32 %x, %d\n  br label %j1\n\
             j1:\n  %u = phi i32 [ 0, %entry ], [ %q1, %a ]\n  br i1 %c2, label %b, label %j2\n\
             b:\n  %q2 = sdiv i32 %x, %d\n  br label %j2\n\
             j2:\n  %v = phi i32 [ 0, %j1 ], [ %q2, %b ]\n  %r = add i32 %u, %v\n  ret i32 %r\n}\n",
            "hoist-common",
        );
        let f = body_of(&out, "f");
        assert_eq!(f.matches("sdiv").count(), 2, "{f}");
    }
}
