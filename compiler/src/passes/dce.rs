//! Dead-code elimination: removes instructions without side effects whose
//! results are unused (including the `allocapt` sentinel, dead phis and
//! the generic-pointer leftovers of address-space inference), also groups
//! that only use each other (a phi and its increment).

use cranelift_entity::SecondaryMap;
use ptxc_ir::{Function, Inst, InstFlags, Module, Opcode, Value};
use rustc_hash::FxHashSet;

/// Returns the number of instructions removed.
pub fn run(m: &Module, f: &mut Function) -> usize {
    // Mark and sweep: what has an effect is live, and so is every operand of
    // something live; the rest goes, also a cycle that only feeds itself
    // (a generic pointer phi and its increment, left when address-space
    // inference moved the loop's loads and compare to a global twin).
    // Dense: a long function has hundreds of thousands of instructions.
    let mut live: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(f.insts.len());
    let mut work: Vec<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| !is_pure(m, f, i))
        .collect();
    for &i in &work {
        live[i] = true;
    }
    while let Some(i) = work.pop() {
        for v in f.operands(i) {
            if let Value::Inst(u) = *v {
                if !live[u] {
                    live[u] = true;
                    work.push(u);
                }
            }
        }
    }
    let dead: FxHashSet<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| !live[i])
        .collect();
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
        // Special-register reads and arithmetic intrinsics (which cannot fault)
        // have no side effects.
        Opcode::Call => match f.operands(i).first() {
            Some(Value::Func(callee)) => m.functions[*callee]
                .intrinsic
                .is_some_and(|x| x.special_register().is_some() || super::load_cse::is_arithmetic(x)),
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
