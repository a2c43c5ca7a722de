//! Dead-code elimination: removes instructions without side effects whose
//! results are unused (including the `allocapt` sentinel, dead phis and
//! the generic-pointer leftovers of address-space inference).

use ptxc_ir::{Function, Inst, InstFlags, Module, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Returns the number of instructions removed.
pub fn run(m: &Module, f: &mut Function) -> usize {
    // Use counts once, then a worklist: removing an instruction may free its
    // operands (a chain of N dead instructions goes in one sweep, not N).
    let mut uses: FxHashMap<Inst, u32> = FxHashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            for v in f.operands(i) {
                if let Value::Inst(u) = v {
                    if *u != i {
                        *uses.entry(*u).or_default() += 1;
                    }
                }
            }
        }
    }
    let mut work: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| !uses.contains_key(&i) && is_pure(m, f, i))
        .collect();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    while let Some(i) = work.pop() {
        if !dead.insert(i) {
            continue;
        }
        for v in f.operands(i) {
            let Value::Inst(u) = *v else { continue };
            if u == i || dead.contains(&u) {
                continue;
            }
            if let Some(n) = uses.get_mut(&u) {
                *n -= 1;
                if *n == 0 && is_pure(m, f, u) {
                    work.push(u);
                }
            }
        }
    }
    f.remove_insts(&dead);
    dead.len()
}

/// Whether removing `i` when unused cannot change behaviour.
fn is_pure(m: &Module, f: &Function, i: Inst) -> bool {
    let d = f.inst(i);
    let op = d.opcode();
    if op.is_binary() {
        // Division by zero is undefined behaviour in C, not a defined trap, so an
        // unused division may go like any other unused arithmetic.
        return true;
    }
    match op {
        Opcode::Load => !d.header.flags.has(InstFlags::VOLATILE),
        Opcode::Alloca
        | Opcode::GetElementPtr
        | Opcode::ICmp
        | Opcode::FCmp
        | Opcode::Select
        | Opcode::Phi
        | Opcode::FNeg
        | Opcode::ExtractValue
        | Opcode::InsertValue
        | Opcode::ExtractElement
        | Opcode::InsertElement
        | Opcode::Freeze => true,
        // Special-register reads have no side effects.
        Opcode::Call => match f.operands(i).first() {
            Some(Value::Func(callee)) => m.functions[*callee]
                .intrinsic
                .is_some_and(|x| x.special_register().is_some()),
            _ => false,
        },
        o => o.is_cast(),
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn unused_pure_instructions_go_and_side_effects_stay() {
        let out = after_pass(
            "define void @f(i32 %x, ptr %p) {\nentry:\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 3\n\
             %kept = add i32 %x, 7\n  store i32 %kept, ptr %p, align 4\n  %v = load volatile i32, ptr %p, align 4\n  ret void\n}\n",
            "dce",
        );
        let f = body_of(&out, "f");
        assert!(!f.contains("%a =") && !f.contains("%b ="), "{f}");
        assert!(f.contains("%kept = add i32 %x, 7"), "{f}");
        assert!(f.contains("load volatile"), "a volatile load has an effect:\n{f}");
    }
}
