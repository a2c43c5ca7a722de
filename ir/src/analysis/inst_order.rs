//! Instruction order within blocks, and dominance between two instructions:
//! one dominates another when it comes earlier in the same block or its block
//! dominates the other's.

use crate::analysis::Cfg;
use crate::{Function, Inst};
use cranelift_entity::EntityRef;

/// Each placed instruction's position in its block, dense (a hash map of every
/// position was half of gep-offsets). Instructions inserted after it was made
/// have no position; the others keep their order, as insertion moves only
/// what follows.
pub struct InstPositions(Vec<u32>);

impl InstPositions {
    /// The positions of `f`'s placed instructions.
    pub fn compute(f: &Function) -> InstPositions {
        let mut position = vec![0u32; f.insts.len()];
        for &b in &f.layout {
            for (n, &i) in f.blocks[b].insts.iter().enumerate() {
                position[i.index()] = n as u32;
            }
        }
        InstPositions(position)
    }

    /// `i`'s position in its block.
    pub fn of(&self, i: Inst) -> u32 {
        self.0[i.index()]
    }

    /// Whether placed instruction `a` dominates placed instruction `b`
    /// (`cfg` being `f`'s).
    pub fn dominates(&self, cfg: &Cfg, f: &Function, a: Inst, b: Inst) -> bool {
        let (ba, bb) = (f.inst(a).block.expect("placed"), f.inst(b).block.expect("placed"));
        match ba == bb {
            true => self.of(a) < self.of(b),
            false => cfg.dominates(ba, bb),
        }
    }
}
