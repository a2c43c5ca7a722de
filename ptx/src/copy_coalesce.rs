//! Copy coalescing on the selected PTX of one function: `op %v, ...` followed
//! in the same straight-line stretch by `mov %p, %v` becomes `op %p, ...`, the
//! `mov` goes, and the other reads of `%v` read `%p`.
//!
//! Why: phi elimination ([`crate::phi`]) turns every loop-carried value into
//! a fresh register computed in the loop body plus a `mov` into the phi's
//! register on the back edge, so every iteration ran one `mov` per loop
//! variable (`add %r141, %r6, 1; ...; mov %r6, %r141`) where nvcc writes
//! the phi's register directly (`add %r6, %r6, 1`).
//!
//! Safe because: `%v` has one definition, by an unguarded single-result
//! instruction, before every other mention of it; between it and the `mov`
//! there is no label, branch, call sequence or inline assembly (so no other
//! path enters or leaves the stretch) and no mention of `%p` (so nothing reads
//! `%p`'s old value after the earlier write, and nothing overwrites it). The
//! mentions of `%v` after the `mov` (a loop's exit copy after the back edge's
//! `@%p bra`, early_copies.rs) must follow in the same stretch, which there may
//! only be left by conditional branches (where nothing reads `%v`), with no
//! call and no mention of `%p`: `%p` holds `%v`'s value all along. A PTX
//! instruction reads its sources before writing its destination, so
//! `op %p, %p, ...` is fine. Registers inline assembly names (its text, which
//! ptxc does not parse, holds them) are never merged, and its lines end a
//! stretch.

use crate::inst::{AddrBase, MachInst, Operand, PtxInst};
use crate::opcode::Opcode;
use crate::regs::{RegTable, VReg};

/// How far apart (in instructions) a definition and its `mov` may be; keeps
/// the pass linear on very long blocks.
const MAX_DISTANCE: usize = 256;

/// Coalesces the copies of `body` (see the module header).
pub fn run(body: &mut Vec<PtxInst>) {
    // A body without a register copy has nothing to merge (the tables below
    // cost a walk of every operand).
    if !body
        .iter()
        .any(|i| matches!(i, PtxInst::Op(mi) if copy_dst(mi).is_some()))
    {
        return;
    }
    // Merging one copy can make another eligible (`op %a; mov %b, %a; mov %c, %b`).
    let mut remove = vec![false; body.len()];
    let mut tables = Tables::of(body);
    for _ in 0..4 {
        if !coalesce_once(body, &mut remove, &mut tables) {
            break;
        }
    }
    let mut n = 0;
    body.retain(|_| {
        n += 1;
        !remove[n - 1]
    });
}

/// What a round knows of each register, over the instructions not removed.
/// Made once: a merge changes only its two registers' entries, which it
/// updates (a walk of every operand per round was most of the pass).
struct Tables {
    /// First and last instruction naming the register.
    mentions: RegTable<Option<(usize, usize)>>,
    /// Instructions writing it (as their first operand).
    writes: RegTable<u32>,
    /// The last unguarded single-result instruction writing it.
    def_at: RegTable<Option<usize>>,
    /// Named by inline assembly, whose text is not renamed: never merged.
    pinned: RegTable<bool>,
}

impl Tables {
    fn of(body: &[PtxInst]) -> Tables {
        // Dense tables: a long function has a million registers.
        let mut t = Tables {
            mentions: RegTable::new(None),
            writes: RegTable::new(0),
            def_at: RegTable::new(None),
            pinned: RegTable::new(false),
        };
        for (n, inst) in body.iter().enumerate() {
            if let PtxInst::InlineAsmBegin(named) = inst {
                named.iter().for_each(|&r| *t.pinned.get_mut(r) = true);
            }
            let PtxInst::Op(mi) = inst else { continue };
            mi.for_each_reg(|r| {
                let m = t.mentions.get_mut(r);
                *m = Some(m.map_or((n, n), |(first, _)| (first, n)));
            });
            first_operand_regs(mi, |r| *t.writes.get_mut(r) += 1);
            if let Some(d) = single_result(mi) {
                *t.def_at.get_mut(d) = Some(n);
            }
        }
        t
    }

    /// The entries after `def` at `a` came to write `p` in place of `v`, `v`'s
    /// other mentions (up to `last`) became `p`'s and the copy at `b` was removed.
    fn merged(&mut self, body: &[PtxInst], remove: &[bool], (a, b, last): (usize, usize, usize), p: VReg, v: VReg) {
        *self.mentions.get_mut(v) = None;
        *self.writes.get_mut(v) = 0;
        *self.def_at.get_mut(v) = None;
        // `p`'s writes: the copy's went, the definition's came. Nothing else
        // wrote `v` and nothing between `a` and `b` named `p`, so `a` is now
        // `p`'s last single-result write unless one follows the copy.
        let def = self.def_at.get_mut(p);
        if def.is_none_or(|d| d <= b) {
            *def = Some(a);
        }
        let Some((first_p, last_p)) = *self.mentions.get(p) else {
            return;
        };
        // The copy named both, so `last >= b` and `last_p >= b`; only when both
        // end at the removed copy is the new last mention found by a look back.
        let end = if last_p == b && last == b {
            (a..b)
                .rev()
                .find(|&k| !remove[k] && matches!(&body[k], PtxInst::Op(mi) if mi.mentions(p)))
                .unwrap_or(a)
        } else {
            last_p.max(last)
        };
        *self.mentions.get_mut(p) = Some((first_p.min(a), end));
    }
}

/// One round of merges; true when another round may merge more.
fn coalesce_once(body: &mut [PtxInst], remove: &mut [bool], tables: &mut Tables) -> bool {
    let mut touched: RegTable<bool> = RegTable::new(false);
    let mut changed = false;
    // The copies left as they are. A merge changes only what mentions its two
    // registers (they become `touched`): a copy left this round can merge in the
    // next only if it names a register touched by the round's end, so without
    // one the next round would merge nothing and is not run.
    let mut kept: Vec<(VReg, VReg)> = Vec::new();
    for b in 0..body.len() {
        let PtxInst::Op(mv) = &body[b] else { continue };
        let (Some(p), Some(v)) = (copy_dst(mv), copy_src(mv)) else {
            continue;
        };
        if remove[b] || p == v || p.class != v.class || *tables.pinned.get(p) || *tables.pinned.get(v) {
            continue;
        }
        kept.push((p, v));
        if *touched.get(p) || *touched.get(v) {
            continue;
        }
        let (Some(a), Some((first, last))) = (*tables.def_at.get(v), *tables.mentions.get(v)) else {
            continue;
        };
        if first != a || *tables.writes.get(v) != 1 || a >= b || last - a > MAX_DISTANCE || remove[a] {
            continue;
        }
        // Whether `%p` may be mentioned in `lo..=hi`: outside the span of its
        // mentions it is not, and the stretches below need not look at operands
        // (that look was most of this pass). The tables change only for
        // registers merged this round, which are touched and wait for the next.
        let p_span = *tables.mentions.get(p);
        let may_mention_p = |lo: usize, hi: usize| p_span.is_some_and(|(first, last)| first <= hi && last >= lo);
        let p_before = may_mention_p(a + 1, b - 1);
        let p_after = may_mention_p(b + 1, last.max(b));
        // Up to the copy: one straight stretch that leaves `%p` alone.
        let clear = body[a + 1..b].iter().enumerate().all(|(k, i)| match i {
            PtxInst::Loc { .. } => true,
            PtxInst::Op(mi) => remove[a + 1 + k] || (mi.opcode != Opcode::Bra && !(p_before && mi.mentions(p))),
            _ => false,
        });
        // After it, `%p` holds `%v` on every path: the rest of `%v`'s reads may
        // read `%p`, also past conditional branches out (nothing there reads `%v`).
        let rest_clear = body[b + 1..=last.max(b)].iter().enumerate().all(|(k, i)| match i {
            PtxInst::Loc { .. } => true,
            PtxInst::Op(mi) => {
                remove[b + 1 + k]
                    || ((mi.opcode != Opcode::Bra || mi.guard.is_some())
                        && mi.opcode != Opcode::Call
                        && !(p_after && mi.mentions(p)))
            }
            _ => false,
        });
        if !clear || !rest_clear {
            continue;
        }
        if let PtxInst::Op(def) = &mut body[a] {
            def.ops[0] = Operand::Reg(p);
        }
        for inst in &mut body[a + 1..=last.max(a + 1)] {
            if let PtxInst::Op(mi) = inst {
                rename_reg(mi, v, p);
            }
        }
        remove[b] = true;
        tables.merged(body, remove, (a, b, last), p, v);
        kept.pop();
        *touched.get_mut(p) = true;
        *touched.get_mut(v) = true;
        changed = true;
    }
    changed && kept.iter().any(|&(p, v)| *touched.get(p) || *touched.get(v))
}

/// `mov %p, %v` between two registers, unguarded: `%p`.
fn copy_dst(mi: &MachInst) -> Option<VReg> {
    match (&mi.opcode, mi.guard, mi.ops.as_slice()) {
        (Opcode::Mov, None, [Operand::Reg(p), Operand::Reg(_)]) => Some(*p),
        _ => None,
    }
}

fn copy_src(mi: &MachInst) -> Option<VReg> {
    match mi.ops.as_slice() {
        [_, Operand::Reg(v)] => Some(*v),
        _ => None,
    }
}

/// The register an unguarded instruction with exactly one result writes, for
/// the operations whose first operand is that result.
fn single_result(mi: &MachInst) -> Option<VReg> {
    if mi.guard.is_some() || mi.mods.vec.is_some() {
        return None;
    }
    let computes = mi.opcode.writes_only_first_operand();
    match mi.ops.first() {
        Some(Operand::Reg(d)) if computes => Some(*d),
        _ => None,
    }
}

/// Calls `f` for the registers of the first operand (what most instructions write).
fn first_operand_regs(mi: &MachInst, mut f: impl FnMut(VReg)) {
    match mi.ops.first() {
        Some(Operand::Reg(r)) => f(*r),
        Some(Operand::Vector(rs)) => rs.iter().for_each(|&r| f(r)),
        _ => {}
    }
}

/// Replaces register `from` by `to` wherever the instruction names it.
fn rename_reg(mi: &mut MachInst, from: VReg, to: VReg) {
    if let Some(g) = &mut mi.guard {
        if g.reg == from {
            g.reg = to;
        }
    }
    for op in &mut mi.ops {
        match op {
            Operand::Reg(r) if *r == from => *r = to,
            Operand::Vector(rs) => rs.iter_mut().filter(|r| **r == from).for_each(|r| *r = to),
            Operand::Addr(a) => {
                if let AddrBase::Reg(r) = &mut a.base {
                    if *r == from {
                        *r = to;
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::Label;
    use crate::ptx_type::PtxType;
    use crate::regs::RegClass;

    fn r(n: u32) -> VReg {
        VReg {
            class: RegClass::B32,
            num: n,
        }
    }

    fn op(opcode: Opcode, ops: Vec<Operand>) -> PtxInst {
        PtxInst::Op(MachInst::new(opcode).ty(PtxType::B32).ops(ops))
    }

    fn reg(n: u32) -> Operand {
        Operand::Reg(r(n))
    }

    #[test]
    fn loop_increment_writes_the_phi_register() {
        // add %r2, %r1, 1; sub %r3, %r4, 1; mov %r1, %r2; bra
        let mut body = vec![
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
            op(Opcode::Sub, vec![reg(3), reg(4), Operand::Imm(1)]),
            op(Opcode::Mov, vec![reg(1), reg(2)]),
            op(Opcode::Mov, vec![reg(4), reg(3)]),
        ];
        run(&mut body);
        assert_eq!(
            body,
            vec![
                op(Opcode::Add, vec![reg(1), reg(1), Operand::Imm(1)]),
                op(Opcode::Sub, vec![reg(4), reg(4), Operand::Imm(1)]),
            ]
        );
    }

    #[test]
    fn back_edge_copies_before_the_branch_merge_with_later_reads() {
        // A rotated loop's latch: the copies run before `@p bra`, the exit reads
        // the new value after it.
        let l = Label { func: 0, num: 1 };
        let guard = crate::inst::Guard {
            reg: r(30),
            negate: false,
        };
        let mut body = vec![
            op(Opcode::Mad, vec![reg(19), reg(13), reg(18), reg(16)]),
            op(Opcode::Add, vec![reg(20), reg(15), Operand::Imm(1)]),
            op(Opcode::Setp, vec![reg(30), reg(20), reg(9)]),
            op(Opcode::Mov, vec![reg(15), reg(20)]),
            op(Opcode::Mov, vec![reg(16), reg(19)]),
            PtxInst::Op(MachInst::branch_if(guard, l)),
            op(Opcode::Mov, vec![reg(12), reg(19)]),
        ];
        run(&mut body);
        assert_eq!(
            body,
            vec![
                op(Opcode::Mad, vec![reg(16), reg(13), reg(18), reg(16)]),
                op(Opcode::Add, vec![reg(15), reg(15), Operand::Imm(1)]),
                op(Opcode::Setp, vec![reg(30), reg(15), reg(9)]),
                PtxInst::Op(MachInst::branch_if(guard, l)),
                op(Opcode::Mov, vec![reg(12), reg(16)]),
            ]
        );
    }

    #[test]
    fn old_value_still_read_keeps_the_copy() {
        // The phi's old value is read after the new one is made: a swap-like case.
        let body = vec![
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
            op(Opcode::Mul, vec![reg(5), reg(1), reg(1)]),
            op(Opcode::Mov, vec![reg(1), reg(2)]),
        ];
        let mut after = body.clone();
        run(&mut after);
        assert_eq!(after, body);
    }

    #[test]
    fn labels_branches_and_other_uses_keep_the_copy() {
        let l = Label { func: 0, num: 1 };
        let cases = [
            vec![
                op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
                PtxInst::Label(l),
                op(Opcode::Mov, vec![reg(1), reg(2)]),
            ],
            vec![
                op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
                PtxInst::Op(MachInst::jump(l)),
                op(Opcode::Mov, vec![reg(1), reg(2)]),
            ],
        ];
        for body in cases {
            let mut after = body.clone();
            run(&mut after);
            assert_eq!(after, body);
        }
        // `%r1` changes again while `%r2` is still read: only the later copy merges.
        let mut body = vec![
            op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)]),
            op(Opcode::Mov, vec![reg(1), reg(2)]),
            op(Opcode::Add, vec![reg(1), reg(1), Operand::Imm(3)]),
            op(Opcode::Mov, vec![reg(3), reg(2)]),
            PtxInst::Label(l),
            op(Opcode::Add, vec![reg(4), reg(3), reg(1)]),
        ];
        run(&mut body);
        assert_eq!(
            body,
            vec![
                op(Opcode::Add, vec![reg(3), reg(1), Operand::Imm(1)]),
                op(Opcode::Mov, vec![reg(1), reg(3)]),
                op(Opcode::Add, vec![reg(1), reg(1), Operand::Imm(3)]),
                PtxInst::Label(l),
                op(Opcode::Add, vec![reg(4), reg(3), reg(1)]),
            ]
        );
    }

    fn asm(named: &[u32], text: &str) -> Vec<PtxInst> {
        vec![
            PtxInst::InlineAsmBegin(named.iter().map(|&n| r(n)).collect()),
            PtxInst::InlineAsm(text.into()),
            PtxInst::InlineAsmEnd,
        ]
    }

    #[test]
    fn registers_inline_assembly_names_keep_their_copies() {
        // The asm's text names %r2 (read) and %r5 (written): renaming either would
        // leave the text naming the old register. %r3 -> %r4 merges as before.
        let mut body = vec![op(Opcode::Add, vec![reg(2), reg(1), Operand::Imm(1)])];
        body.push(op(Opcode::Mov, vec![reg(6), reg(2)]));
        body.extend(asm(&[5, 2], "mov.b32 %r5, %r2;"));
        body.push(op(Opcode::Mov, vec![reg(7), reg(5)]));
        body.push(op(Opcode::Sub, vec![reg(3), reg(6), reg(7)]));
        body.push(op(Opcode::Mov, vec![reg(4), reg(3)]));
        let mut after = body.clone();
        run(&mut after);
        let mut expected = body.clone();
        expected.pop();
        let last = expected.len() - 1;
        expected[last] = op(Opcode::Sub, vec![reg(4), reg(6), reg(7)]);
        assert_eq!(after, expected);
    }
}
