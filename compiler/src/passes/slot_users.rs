//! The users of each stack slot and address computation (GEP) of a function,
//! which sroa and the slot passes before it (dead-slots, indexed-slot-fields,
//! punned-accesses) follow from a slot to its loads and stores.
//!
//! Kept as one list sorted by the used instruction (a counting sort over the
//! instruction numbers), not a map of vectors: CuTe's sgemm_sm80 asks for the
//! users of ~30,000 small functions about 100,000 times, and a vector per slot
//! and GEP made it mostly allocation.

use ptxc_ir::{Function, Inst, Opcode};

/// Each slot's and GEP's users, (user, operand index), in program order.
pub struct SlotUsers {
    /// Where the users of instruction `d` start in `list` (`d`'s number), and
    /// where they end (the next number's start).
    start: Vec<u32>,
    list: Vec<(Inst, usize)>,
}

impl SlotUsers {
    /// The users in `f` now.
    pub fn of(f: &Function) -> SlotUsers {
        let mut found: Vec<(Inst, Inst, usize)> = Vec::new();
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for (k, v) in f.operands(i).iter().enumerate() {
                    // Only slots and addresses derived from them are followed.
                    let followed = |d: Inst| matches!(f.inst(d).opcode(), Opcode::Alloca | Opcode::GetElementPtr);
                    if let Some(d) = v.as_inst().filter(|&d| followed(d)) {
                        found.push((d, i, k));
                    }
                }
            }
        }
        let mut start = vec![0u32; f.insts.len() + 1];
        for &(d, _, _) in &found {
            start[d.as_u32() as usize] += 1;
        }
        // Running totals: each entry is then where its users end.
        let mut total = 0;
        for s in &mut start {
            total += *s;
            *s = total;
        }
        // Placed back to front, each entry ends at its start (and program order holds).
        let mut list = vec![(Inst::from_u32(0), 0); found.len()];
        for &(d, i, k) in found.iter().rev() {
            let at = &mut start[d.as_u32() as usize];
            *at -= 1;
            list[*at as usize] = (i, k);
        }
        SlotUsers { start, list }
    }

    /// The users of `d` (a slot or GEP; none for anything else).
    pub fn of_inst(&self, d: Inst) -> &[(Inst, usize)] {
        let k = d.as_u32() as usize;
        match (self.start.get(k), self.start.get(k + 1)) {
            (Some(&from), Some(&to)) => &self.list[from as usize..to as usize],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SlotUsers;
    use ptxc_ir::{parse_module, Opcode};

    #[test]
    fn each_slot_and_gep_has_its_users_in_program_order() {
        let m = parse_module(
            "define void @f(ptr %out, i32 %x) {\nentry:\n  %a = alloca [2 x i32], align 4\n  %b = alloca i32, align 4\n  \
             store i32 %x, ptr %a, align 4\n  %g = getelementptr inbounds i8, ptr %a, i64 4\n  store i32 %x, ptr %g, align 4\n  \
             %v = load i32, ptr %g, align 4\n  %w = add i32 %v, %x\n  store i32 %w, ptr %out, align 4\n  ret void\n}\n",
        )
        .expect("parses");
        let f = &m.functions[m.function_by_name("f").expect("defined")];
        let insts: Vec<_> = f
            .layout
            .iter()
            .flat_map(|&b| f.blocks[b].insts.iter().copied())
            .collect();
        let (a, b, store_a, g, store_g, load_g, add) =
            (insts[0], insts[1], insts[2], insts[3], insts[4], insts[5], insts[6]);
        assert_eq!(f.inst(g).opcode(), Opcode::GetElementPtr);
        let users = SlotUsers::of(f);
        assert_eq!(users.of_inst(a), &[(store_a, 1), (g, 0)]);
        assert_eq!(users.of_inst(g), &[(store_g, 1), (load_g, 0)]);
        assert!(users.of_inst(b).is_empty(), "unused slot");
        assert!(users.of_inst(add).is_empty(), "not a slot");
    }
}
