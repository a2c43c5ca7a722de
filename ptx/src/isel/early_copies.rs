//! Back edges whose phi copies may run before the branch. A loop tested at
//! the bottom (`do ... while`, or any loop after loop-rotate) ends in
//! `@p bra header` with the header's phi copies on that edge only; put in an
//! edge block, they cost a jump there and a `bra.uni` back every iteration.
//! Run before the branch instead, they also run when the loop is left, which
//! is harmless when nothing after the loop reads the header's phis:
//!
//! - every use of every header phi is inside the loop (an instruction in a
//!   loop block, or a phi's value on an edge from a loop block), so a path
//!   leaving the loop reaches a use only through the header, whose incoming
//!   copies write the phi's register again first;
//! - the branch's condition is not a header phi (it is read after them).
//!
//! When the exit's phis take a header phi on this edge (`while (y) { t = x %
//! y; x = y; y = t; }` leaves with `x` = the last `y`), their copies run
//! early too, first: the exit's phi registers are dead in the loop (their
//! uses lie where the exit dominates, and every way from the loop to them
//! passes the exit's incoming copies again), unless the exit dominates the
//! loop (a `for (;;)` header the inner loop leaves to).
//!
//! "Header phi" includes every value selection may read a phi's register
//! for at its uses rather than where it stands: an instruction with a header
//! phi among its operands that does not surely compute into a register of
//! its own where it stands (`sext` folded into addresses, casts and folds that
//! stand for their operand, a `mul` fused into its user's `mad`, GEPs folded
//! into addresses, `select`s...), and so on transitively.
//!
//! Copy coalescing can then merge each copy with the instruction computing
//! its value, as nvcc writes `add.s32 %r1, %r1, 1; setp ...; @%p bra`.

use ir::analysis::{Cfg, Loop, LoopInfo};
use ir::{Block, Function, Inst, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The (latch, header) edges whose copies may go before the latch's branch,
/// each with whether the exit edge's copies must go first.
/// `own_register(i)` says that instruction `i` computes into a register of its
/// own where it stands (so it does not stand for its operands' registers).
/// `cfg` is `f`'s.
pub fn early_back_edges(
    f: &Function,
    cfg: &Cfg,
    own_register: impl Fn(Inst) -> bool,
) -> FxHashMap<(Block, Block), bool> {
    let mut edges = FxHashMap::default();
    let loops = LoopInfo::compute(cfg);
    if loops.is_empty() {
        return edges;
    }
    let mut users: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for v in f.operands(i) {
                if let Some(d) = v.as_inst() {
                    users.entry(d).or_default().push(i);
                }
            }
        }
    }
    // Each header phi's loop, and what may stand for its register.
    let mut phi_loop: FxHashMap<Inst, Vec<Loop>> = FxHashMap::default();
    for (l, data) in loops.loops() {
        let mut work: Vec<Inst> = Vec::new();
        for &i in &f.blocks[data.header].insts {
            if f.inst(i).opcode() != Opcode::Phi {
                break;
            }
            work.push(i);
        }
        while let Some(i) = work.pop() {
            let in_loops = phi_loop.entry(i).or_default();
            if in_loops.contains(&l) {
                continue;
            }
            in_loops.push(l);
            for &u in users.get(&i).map_or(&[][..], |v| &v[..]) {
                if f.inst(u).opcode() != Opcode::Phi && !own_register(u) {
                    work.push(u);
                }
            }
        }
    }
    // Headers with a phi used outside their loop.
    let mut escapes = FxHashSet::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let is_phi = f.inst(i).opcode() == Opcode::Phi;
            let ops = f.operands(i);
            for (n, &v) in ops.iter().enumerate() {
                let Some(in_loops) = v.as_inst().and_then(|x| phi_loop.get(&x)) else {
                    continue;
                };
                // A phi reads its value at the end of the incoming block.
                let at = match (is_phi, ops.get(n + 1)) {
                    (true, Some(&Value::Block(from))) => from,
                    _ => b,
                };
                for &l in in_loops {
                    if !loops.contains(l, at) {
                        escapes.insert(l);
                    }
                }
            }
        }
    }
    let is_header_phi = |v: Value, l| {
        v.as_inst()
            .and_then(|x: Inst| phi_loop.get(&x))
            .is_some_and(|in_loops| in_loops.contains(&l))
    };
    for (l, data) in loops.loops() {
        if escapes.contains(&l) {
            continue;
        }
        for &latch in &data.latches {
            let Some(term) = f.terminator(latch) else { continue };
            if f.inst(term).opcode() != Opcode::CondBr {
                continue;
            }
            let (cond, t, e) = f.cond_br(term);
            let exit = match (t == data.header, e == data.header) {
                (true, false) => e,
                (false, true) => t,
                _ => continue,
            };
            if loops.contains(l, exit) || is_header_phi(cond, l) {
                continue;
            }
            let exit_reads_phi = f.blocks[exit]
                .insts
                .iter()
                .take_while(|&&i| f.inst(i).opcode() == Opcode::Phi)
                .any(|&i| f.phi_incoming(i).any(|(v, from)| from == latch && is_header_phi(v, l)));
            // The exit's phi registers are dead in the loop only when the exit
            // does not dominate it (an outer loop's header may be the exit).
            if exit_reads_phi && cfg.dominates(exit, latch) {
                continue;
            }
            edges.insert((latch, data.header), exit_reads_phi);
        }
    }
    edges
}

#[cfg(test)]
mod tests {
    use super::{early_back_edges, Cfg};

    /// A `do ... while` over `%i` (the header `h` is its own latch); `USE` after it.
    fn edges(after: &str, own_register: bool) -> Option<bool> {
        let text = format!(
            "define i64 @f(i32 %n) {{\nentry:\n  br label %h\n\
             h:\n  %i = phi i32 [ 0, %entry ], [ %inc, %h ]\n  %w = sext i32 %i to i64\n  %inc = add i32 %i, 1\n\
             %c = icmp slt i32 %inc, %n\n  br i1 %c, label %h, label %x\n\
             x:\n  {after}\n}}\n"
        );
        let m = ir::parse_module(&text).expect("parses");
        let f = m.functions.values().find(|f| f.name == "f").expect("f");
        let h = f.layout[1];
        early_back_edges(f, &Cfg::compute(f), |_| own_register)
            .get(&(h, h))
            .copied()
    }

    #[test]
    fn copies_go_early_unless_the_phi_is_read_after_the_loop() {
        assert_eq!(edges("%r = sext i32 %inc to i64\n  ret i64 %r", true), Some(false));
        // `%i` itself, or `%w` standing for it, read after the loop.
        assert_eq!(edges("%r = sext i32 %i to i64\n  ret i64 %r", true), None);
        assert_eq!(edges("ret i64 %w", false), None);
        assert_eq!(edges("ret i64 %w", true), Some(false));
        // An exit phi taking `%i` on the edge: the exit's copies go first.
        assert_eq!(
            edges("%e = phi i32 [ %i, %h ]\n  %r = sext i32 %e to i64\n  ret i64 %r", true),
            Some(true)
        );
    }
}
