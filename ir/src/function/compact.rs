//! Compaction: the placed instructions renumbered in layout order, the
//! removed ones and their operand runs dropped.
//!
//! Nodes are never freed one by one (see `node.rs`), so after mem2reg and
//! dce a long function holds about as many dead nodes as live ones, and every
//! later pass sweeps and sizes its tables by all of them. Renumbering in
//! layout order also puts the nodes a pass visits one after another next to
//! each other in memory (specs/ir.md, "Compaction").

use super::Function;
use crate::entities::Inst;
use crate::node::{InstData, OperandArena};
use crate::value::Value;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};

/// No new number yet (a node not in the layout).
const UNPLACED: u32 = u32::MAX;

impl Function {
    /// Renumbers the placed instructions in layout order and drops every
    /// other node, when at least a quarter of the nodes are unplaced. Returns
    /// whether it did. A placed instruction that reads an unplaced one
    /// (broken IR) leaves the function as it is, for the verifier to report.
    ///
    /// Instruction numbers held outside the function are stale afterwards:
    /// call it between passes only.
    pub fn compact(&mut self) -> bool {
        let placed: usize = self.layout.iter().map(|&b| self.blocks[b].insts.len()).sum();
        if placed * 4 > self.insts.len() * 3 {
            return false;
        }
        crate::work::add(placed as u64);
        let mut new_number = vec![UNPLACED; self.insts.len()];
        let mut old_numbers: Vec<Inst> = Vec::with_capacity(placed);
        for &b in &self.layout {
            for &i in &self.blocks[b].insts {
                new_number[i.index()] = old_numbers.len() as u32;
                old_numbers.push(i);
            }
        }
        let Some((insts, arena)) = self.renumbered_nodes(&old_numbers, &new_number) else {
            return false;
        };
        // Sized once: written sparsely, they grew through a slow path per entry (issue 46).
        let mut locs = SecondaryMap::new();
        locs.resize(placed);
        let mut inst_names = SecondaryMap::new();
        inst_names.resize(placed);
        for (n, &old) in old_numbers.iter().enumerate() {
            let n = Inst::new(n);
            if let Some(loc) = self.locs.get(old).copied().flatten() {
                locs[n] = Some(loc);
            }
            if let Some(name) = self.inst_names.get(old).copied().flatten() {
                inst_names[n] = Some(name);
            }
        }
        self.inst_extra = std::mem::take(&mut self.inst_extra)
            .into_iter()
            .filter_map(|(old, e)| match new_number[old.index()] {
                UNPLACED => None,
                n => Some((Inst::new(n as usize), e)),
            })
            .collect();
        // Blocks out of the layout are dead: their nodes are gone.
        for (_, data) in self.blocks.iter_mut() {
            match data.insts.first().map(|i| new_number[i.index()]) {
                Some(UNPLACED) => data.insts.clear(),
                _ => {
                    for i in &mut data.insts {
                        *i = Inst::new(new_number[i.index()] as usize);
                    }
                }
            }
        }
        self.insts = insts;
        self.arena = arena;
        self.locs = locs;
        self.inst_names = inst_names;
        true
    }

    /// The nodes of `old_numbers`, in that order, with their operands
    /// renumbered by `new_number`; None if one reads an unplaced node.
    fn renumbered_nodes(
        &self,
        old_numbers: &[Inst],
        new_number: &[u32],
    ) -> Option<(PrimaryMap<Inst, InstData>, OperandArena)> {
        let mut insts: PrimaryMap<Inst, InstData> = PrimaryMap::with_capacity(old_numbers.len());
        let mut arena = OperandArena::default();
        let mut operands = Vec::new();
        for &old in old_numbers {
            operands.clear();
            for &v in self.operands(old) {
                operands.push(match v {
                    Value::Inst(i) => match new_number[i.index()] {
                        UNPLACED => return None,
                        n => Value::Inst(Inst::new(n as usize)),
                    },
                    other => other,
                });
            }
            let mut d = self.insts[old].clone();
            d.first = arena.alloc(&operands);
            insts.push(d);
        }
        Some((insts, arena))
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_module, print_module, Opcode};

    const TEXT: &str = "define i32 @f(i32 %a, i1 %c) {\nentry:\n  %x = add i32 %a, 1\n  %y = mul i32 %x, 2\n  %z = mul i32 %x, 3\n  br i1 %c, label %t, label %e\nt:\n  %p = add i32 %y, %x\n  br label %e\ne:\n  %r = phi i32 [ %y, %entry ], [ %p, %t ]\n  ret i32 %r\n}\n";

    #[test]
    fn removed_nodes_go_and_the_text_stays() {
        let mut m = parse_module(TEXT).expect("parses");
        let id = m.functions.keys().next().expect("one function");
        let f = &mut m.functions[id];
        // Take out %z (dead) and make %y computed twice, the first copy unplaced.
        let z = f
            .layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.clone())
            .nth(2)
            .expect("%z");
        assert_eq!(f.inst(z).opcode(), Opcode::Mul);
        f.remove_inst(z);
        // Copies made and never placed (a pass's abandoned candidates).
        let ops = f.operands(z).to_vec();
        f.clone_inst(z, &ops);
        f.clone_inst(z, &ops);
        let before = print_module(&m);
        let f = &mut m.functions[id];
        assert_eq!(f.insts.len(), 10);
        assert!(f.compact(), "three of ten nodes unplaced");
        assert_eq!(f.insts.len(), 7);
        assert_eq!(print_module(&m), before);
        crate::verify::verify_module(&m).expect("still well formed");
        // Nothing left to drop: nothing done.
        assert!(!m.functions[id].compact());
    }

    #[test]
    fn a_read_of_an_unplaced_node_leaves_the_function_alone() {
        let mut m = parse_module(TEXT).expect("parses");
        let id = m.functions.keys().next().expect("one function");
        let f = &mut m.functions[id];
        let placed: Vec<_> = f.layout.iter().flat_map(|&b| f.blocks[b].insts.clone()).collect();
        // %x is read by %y and %p: unplacing it breaks the IR.
        f.remove_inst(placed[0]);
        f.remove_inst(placed[2]);
        let ops = f.operands(placed[2]).to_vec();
        f.clone_inst(placed[2], &ops);
        assert!(!f.compact());
        assert_eq!(f.insts.len(), 9);
        assert_eq!(f.operands(placed[1])[0], crate::Value::Inst(placed[0]));
    }
}
