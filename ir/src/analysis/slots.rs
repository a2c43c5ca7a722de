//! Which stack slot a pointer points into, through address arithmetic.

use crate::{Function, Inst, Opcode, Value};

/// The `alloca` that pointer `v` is derived from through at most `steps`
/// instructions (the slot itself and `getelementptr`s of it), if any.
pub fn stack_slot_of(f: &Function, mut v: Value, steps: usize) -> Option<Inst> {
    for _ in 0..steps {
        let i = v.as_inst()?;
        match f.inst(i).opcode() {
            Opcode::Alloca => return Some(i),
            Opcode::GetElementPtr => v = f.operands(i)[0],
            _ => return None,
        }
    }
    None
}
