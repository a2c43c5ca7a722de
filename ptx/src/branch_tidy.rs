//! Branch clean-up after register coalescing has emptied blocks:
//!
//! - a branch to a label whose code is only `bra.uni M` goes to `M`
//!   (an `if` arm or edge block that held only phi copies);
//! - `@%p bra L1; bra.uni L2; L1:` becomes `@!%p bra L2; L1:`.
//!
//! Labels nobody branches to any more, code after a jump and jumps to the
//! next label are then removed by the caller (`remove_unused_labels`).

use crate::inst::{Label, MachInst, Operand, PtxInst};
use crate::opcode::Opcode;
use rustc_hash::FxHashMap;

/// `bra.uni L`, unguarded: `L`.
fn jump_target(inst: &PtxInst) -> Option<Label> {
    match inst {
        PtxInst::Op(mi) if mi.opcode == Opcode::Bra && mi.guard.is_none() && mi.ends_flow() => inst.branch_target(),
        _ => None,
    }
}

fn is_loc(inst: &PtxInst) -> bool {
    matches!(inst, PtxInst::Loc { .. })
}

/// Tidies the branches of `body` (see the module header).
pub fn run(body: &mut Vec<PtxInst>) {
    thread_jumps(body);
    invert_over_jumps(body);
}

fn thread_jumps(body: &mut [PtxInst]) {
    // Each label followed (past other labels) by a jump only.
    let mut forward: FxHashMap<Label, Label> = FxHashMap::default();
    for (n, inst) in body.iter().enumerate() {
        let PtxInst::Label(l) = inst else { continue };
        let first = body[n + 1..]
            .iter()
            .find(|i| !is_loc(i) && !matches!(i, PtxInst::Label(_)));
        if let Some(m) = first.and_then(jump_target) {
            if m != *l {
                forward.insert(*l, m);
            }
        }
    }
    if forward.is_empty() {
        return;
    }
    let resolve = |mut l: Label| {
        // Chains end within as many steps as there are forwarders (else a cycle).
        for _ in 0..=forward.len() {
            match forward.get(&l) {
                Some(&m) => l = m,
                None => return Some(l),
            }
        }
        None
    };
    for inst in body.iter_mut() {
        let PtxInst::Op(mi) = inst else { continue };
        if mi.opcode != Opcode::Bra {
            continue;
        }
        if let Some(Operand::Label(l)) = mi.ops.first_mut() {
            if let Some(m) = resolve(*l) {
                *l = m;
            }
        }
    }
}

/// The largest block moved to the end of the function so that a branch can
/// fall through (instructions).
const MAX_SUNK: usize = 16;

/// `[from, to)` is code nothing falls into or out of: it starts with a label
/// and ends with a jump, return or trap.
fn self_contained(body: &[PtxInst], from: usize, to: usize) -> bool {
    let items: Vec<&PtxInst> = body[from..to].iter().filter(|i| !is_loc(i)).collect();
    matches!(items.first(), Some(PtxInst::Label(_)))
        && matches!(items.last(), Some(PtxInst::Op(mi)) if mi.ends_flow())
        && items.len() <= MAX_SUNK
        && items.iter().all(|i| matches!(i, PtxInst::Label(_) | PtxInst::Op(_)))
}

fn invert_over_jumps(body: &mut Vec<PtxInst>) {
    // In place: what is kept is written at `w`, never past the read position
    // `n`, so a long function's million instructions are neither cloned nor
    // copied into a second body.
    let mut sunk: Vec<PtxInst> = Vec::new();
    let mut w = 0;
    let mut n = 0;
    while n < body.len() {
        let Some(inv) = inversion_at(body, n) else {
            // (Until the first inversion everything stays where it is.)
            if w != n {
                body.swap(w, n);
            }
            w += 1;
            n += 1;
            continue;
        };
        if let PtxInst::Op(mi) = &mut body[n] {
            if let Some(g) = &mut mi.guard {
                g.negate = !g.negate;
            }
            mi.ops[0] = Operand::Label(inv.new_target);
        }
        for k in n..inv.jump {
            body.swap(w, k);
            w += 1;
        }
        // The jump itself is left behind; so is what moves to the end.
        for k in inv.jump + 1..inv.label_at {
            if inv.only_labels_between {
                body.swap(w, k);
                w += 1;
            } else {
                sunk.push(std::mem::replace(&mut body[k], PtxInst::NoUnroll));
            }
        }
        n = inv.label_at;
    }
    body.truncate(w);
    body.append(&mut sunk);
}

/// `@p bra L1; bra L2; ... L1:` found at a guarded branch: the branch is
/// inverted to `@!p bra L2` and falls through to `L1`.
struct Inversion {
    /// Where the unconditional jump is.
    jump: usize,
    /// Its target, the inverted branch's new one.
    new_target: Label,
    /// Where `L1:` stands after the jump.
    label_at: usize,
    /// Only labels (other names of `L1`'s place) lie between the jump and
    /// `L1:`: they stay where they are; else that code moves to the end.
    only_labels_between: bool,
}

fn inversion_at(old: &[PtxInst], n: usize) -> Option<Inversion> {
    let inst = &old[n];
    let guarded_bra = matches!(
        inst,
        PtxInst::Op(MachInst {
            opcode: Opcode::Bra,
            guard: Some(_),
            ..
        })
    );
    let next = (n + 1..old.len()).find(|&k| !is_loc(&old[k]));
    let (Some(l1), Some(j)) = (inst.branch_target().filter(|_| guarded_bra), next) else {
        return None;
    };
    let l2 = jump_target(&old[j]).filter(|&l2| l2 != l1)?;
    // Where `L1:` stands after the jump; what lies between must be able to move.
    let at = (j + 1..old.len()).find(|&k| matches!(&old[k], PtxInst::Label(l) if *l == l1))?;
    let only_labels = old[j + 1..at]
        .iter()
        .all(|i| is_loc(i) || matches!(i, PtxInst::Label(_)));
    (only_labels || self_contained(old, j + 1, at)).then_some(Inversion {
        jump: j,
        new_target: l2,
        label_at: at,
        only_labels_between: only_labels,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::Guard;
    use crate::regs::{RegClass, VReg};

    fn label(n: u32) -> Label {
        Label { func: 0, num: n }
    }

    fn guard(negate: bool) -> Guard {
        Guard {
            reg: VReg {
                class: RegClass::Pred,
                num: 1,
            },
            negate,
        }
    }

    fn ret() -> PtxInst {
        PtxInst::Op(MachInst::new(Opcode::Ret))
    }

    #[test]
    fn branches_skip_blocks_that_only_jump() {
        let mut body = vec![
            PtxInst::Op(MachInst::branch_if(guard(false), label(1))),
            ret(),
            PtxInst::Label(label(1)),
            PtxInst::Op(MachInst::jump(label(2))),
            PtxInst::Label(label(2)),
            ret(),
        ];
        run(&mut body);
        assert_eq!(body[0], PtxInst::Op(MachInst::branch_if(guard(false), label(2))));
    }

    #[test]
    fn a_branch_over_a_jump_is_inverted_and_a_lone_block_moves_to_the_end() {
        // @p bra L1; bra.uni L2; L3: ret; L1: ...
        let mut body = vec![
            PtxInst::Op(MachInst::branch_if(guard(false), label(1))),
            PtxInst::Op(MachInst::jump(label(2))),
            PtxInst::Label(label(3)),
            ret(),
            PtxInst::Label(label(1)),
            ret(),
            PtxInst::Label(label(2)),
            ret(),
        ];
        run(&mut body);
        assert_eq!(
            body,
            vec![
                PtxInst::Op(MachInst::branch_if(guard(true), label(2))),
                PtxInst::Label(label(1)),
                ret(),
                PtxInst::Label(label(2)),
                ret(),
                PtxInst::Label(label(3)),
                ret(),
            ]
        );
    }

    #[test]
    fn code_that_falls_through_does_not_move() {
        // L3's block falls into L1, so it cannot move away.
        let body = vec![
            PtxInst::Op(MachInst::branch_if(guard(false), label(1))),
            PtxInst::Op(MachInst::jump(label(2))),
            PtxInst::Label(label(3)),
            PtxInst::Op(MachInst::new(Opcode::Exit)),
            PtxInst::Label(label(1)),
            ret(),
            PtxInst::Label(label(2)),
            ret(),
        ];
        let mut after = body.clone();
        run(&mut after);
        assert_eq!(after, body);
    }
}
