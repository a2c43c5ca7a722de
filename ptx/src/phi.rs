//! Phi elimination support: turns the parallel copy a control-flow edge
//! performs (every phi of the target reads its incoming value "at once")
//! into a sequence of moves, breaking cycles such as a swap with a
//! temporary register.

use crate::inst::Operand;
use crate::regs::{RegClass, VReg};

/// `dst <- src` as part of a parallel copy.
#[derive(Clone, PartialEq, Debug)]
pub struct Copy {
    /// The register written.
    pub dst: VReg,
    /// The value copied.
    pub src: Operand,
}

fn reads(src: &Operand, r: VReg) -> bool {
    matches!(src, Operand::Reg(s) if *s == r)
}

/// Orders a parallel copy into sequential moves with the same effect.
/// Sources are registers or immediates; `new_tmp` supplies a scratch
/// register when a cycle has to be broken.
pub fn sequentialize(copies: Vec<Copy>, mut new_tmp: impl FnMut(RegClass) -> VReg) -> Vec<Copy> {
    let mut pending: Vec<Copy> = copies.into_iter().filter(|c| !reads(&c.src, c.dst)).collect();
    let mut out = Vec::with_capacity(pending.len() + 1);
    while !pending.is_empty() {
        // A copy whose destination no other pending copy still reads can go now.
        let ready = (0..pending.len()).find(|&k| {
            let d = pending[k].dst;
            pending.iter().enumerate().all(|(j, c)| j == k || !reads(&c.src, d))
        });
        match ready {
            Some(k) => out.push(pending.remove(k)),
            None => {
                // Only cycles remain: save one destination's old value and
                // let its readers use the saved copy.
                let d = pending[0].dst;
                let tmp = new_tmp(d.class);
                out.push(Copy {
                    dst: tmp,
                    src: Operand::Reg(d),
                });
                for c in &mut pending {
                    if reads(&c.src, d) {
                        c.src = Operand::Reg(tmp);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn r(n: u32) -> VReg {
        VReg {
            class: RegClass::B32,
            num: n,
        }
    }

    /// Runs the moves on a register file and returns it.
    fn run(moves: &[Copy], init: &HashMap<u32, i64>) -> HashMap<u32, i64> {
        let mut regs = init.clone();
        for m in moves {
            let v = match &m.src {
                Operand::Reg(s) => regs.get(&s.num).copied().unwrap_or(-1),
                Operand::Imm(i) => *i,
                other => panic!("unexpected source {other:?}"),
            };
            regs.insert(m.dst.num, v);
        }
        regs
    }

    fn check(copies: Vec<Copy>) {
        let init: HashMap<u32, i64> = (1..=10).map(|n| (n, i64::from(n) * 100)).collect();
        let mut next = 50;
        let moves = sequentialize(copies.clone(), |class| {
            next += 1;
            VReg { class, num: next }
        });
        let after = run(&moves, &init);
        for c in &copies {
            let want = match &c.src {
                Operand::Reg(s) => init[&s.num],
                Operand::Imm(i) => *i,
                _ => unreachable!(),
            };
            assert_eq!(after[&c.dst.num], want, "copy {c:?} in {moves:?}");
        }
    }

    #[test]
    fn swap_needs_a_temporary() {
        let copies = vec![
            Copy {
                dst: r(1),
                src: Operand::Reg(r(2)),
            },
            Copy {
                dst: r(2),
                src: Operand::Reg(r(1)),
            },
        ];
        check(copies.clone());
        let moves = sequentialize(copies, |class| VReg { class, num: 9 });
        assert_eq!(moves.len(), 3);
    }

    #[test]
    fn rotation_chain_and_constants() {
        check(vec![
            Copy {
                dst: r(1),
                src: Operand::Reg(r(2)),
            },
            Copy {
                dst: r(2),
                src: Operand::Reg(r(3)),
            },
            Copy {
                dst: r(3),
                src: Operand::Reg(r(1)),
            },
            Copy {
                dst: r(4),
                src: Operand::Reg(r(1)),
            },
            Copy {
                dst: r(5),
                src: Operand::Imm(7),
            },
            Copy {
                dst: r(6),
                src: Operand::Reg(r(6)),
            },
            Copy {
                dst: r(7),
                src: Operand::Reg(r(4)),
            },
        ]);
    }
}
