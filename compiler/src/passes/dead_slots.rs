//! Stack slots that are written but never read go, with their writes: a slot
//! whose address (itself or through `getelementptr`s) is only the address of
//! non-volatile stores and the destination of non-volatile `memcpy`,
//! `memmove` and `memset` calls (or a `llvm.lifetime` marker's operand) holds
//! nothing anyone sees.
//!
//! Why: CuTe's algorithms return empty tuples and fold adaptors by value; once
//! inlined, each return is a one-byte `memcpy` into a `retval` slot nothing
//! reads, and the adaptor copied there was itself built in a slot holding the
//! address of a lambda's slot. sroa keeps every slot whose address is the
//! operand of a `memcpy` or is stored, so the whole chain stayed in the stack
//! frame (CuTe's sgemm_1: 1.7 KB where nvcc has none). Removing the writes
//! leaves the stored values unused; dce drops them, which can leave the slot
//! they pointed at write-only in turn, so the two repeat until nothing goes.
//! Runs at the start of sroa. Preserves: the CFG.

use super::dce;
use super::slot_users::SlotUsers;
use ptxc_ir::{Function, Inst, InstFlags, Intrinsic, Module, Opcode, Value};
use rustc_hash::FxHashSet;

/// Rounds of removal and dce at most (each round frees the slots whose
/// address only the previous round's writes held).
const MAX_ROUNDS: usize = 16;

/// Removes every write-only slot of `f` and its writes; returns how many slots.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let mut removed = 0;
    for _ in 0..MAX_ROUNDS {
        let dead = write_only_slots(m, f);
        if dead.is_empty() {
            break;
        }
        removed += dead.iter().filter(|&&i| f.inst(i).opcode() == Opcode::Alloca).count();
        f.remove_insts(&dead);
        dce::run(m, f);
    }
    removed
}

/// The write-only slots of `f` with every address computation and write of them.
fn write_only_slots(m: &Module, f: &Function) -> FxHashSet<Inst> {
    let uses = SlotUsers::of(f);
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for &b in &f.layout {
        for &a in &f.blocks[b].insts {
            if f.inst(a).opcode() != Opcode::Alloca {
                continue;
            }
            if let Some(writes) = writes_only(m, f, a, &uses) {
                dead.extend(writes);
                dead.insert(a);
            }
        }
    }
    dead
}

/// The GEPs and writes of slot `a` when nothing else uses its address.
fn writes_only(m: &Module, f: &Function, a: Inst, uses: &SlotUsers) -> Option<Vec<Inst>> {
    let mut out = Vec::new();
    let mut work = vec![a];
    while let Some(p) = work.pop() {
        for &(u, k) in uses.of_inst(p) {
            let d = f.inst(u);
            let volatile = d.header.flags.has(InstFlags::VOLATILE);
            match d.opcode() {
                Opcode::Store if k == 1 && !volatile => out.push(u),
                Opcode::GetElementPtr if k == 0 => {
                    out.push(u);
                    work.push(u);
                }
                Opcode::Call if is_write_into(m, f, u, k) => out.push(u),
                _ => return None,
            }
        }
    }
    Some(out)
}

/// Whether call `c` only writes through its operand `k` (a non-volatile
/// `memcpy`, `memmove` or `memset` destination) or only marks it (`llvm.lifetime`).
fn is_write_into(m: &Module, f: &Function, c: Inst, k: usize) -> bool {
    let ops = f.operands(c);
    let Some(Value::Func(g)) = ops.first() else {
        return false;
    };
    let not_volatile = |v: Option<&Value>| v.and_then(|v| v.as_const()).and_then(|c| m.consts.as_int(c)) == Some(0);
    match m.functions[*g].intrinsic {
        Some(Intrinsic::Memcpy | Intrinsic::Memmove | Intrinsic::Memset) => {
            // (a read of the same slot as the source is a use of its own)
            k == 1 && ops.len() == 5 && not_volatile(ops.get(4))
        }
        Some(Intrinsic::Lifetime) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_slot_only_copied_into_goes_and_so_does_the_slot_its_address_was_kept_in() {
        // `ret` is only a memcpy's destination; `adaptor` holds `lambda`'s
        // address and is only read by that memcpy (through a GEP): all three go.
        let out = after_pass(
            "%A = type { ptr, i8 }\n\
             define void @f(ptr %out, i32 %x) {\nentry:\n  %lambda = alloca i32, align 4\n  %adaptor = alloca %A, align 8\n  \
             %ret = alloca i8, align 1\n  store i32 %x, ptr %lambda, align 4\n  %v = insertvalue %A undef, ptr %lambda, 0\n  \
             store %A %v, ptr %adaptor, align 8\n  %tail = getelementptr inbounds i8, ptr %adaptor, i64 8\n  \
             call void @llvm.memcpy.p0.p0.i64(ptr align 1 %ret, ptr align 1 %tail, i64 1, i1 false)\n  \
             store i32 %x, ptr %out, align 4\n  ret void\n}\n\
             declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n",
            "sroa",
        );
        let f = body_of(&out, "f");
        assert!(!f.contains("alloca"), "{f}");
        assert!(!f.contains("memcpy"), "{f}");
        assert!(f.contains("store i32 %x, ptr %out"), "{f}");
    }

    #[test]
    fn a_slot_read_or_escaping_stays() {
        // `%read` is a memcpy's source, `%kept`'s address goes to a call.
        let out = after_pass(
            "define void @f(ptr %out) {\nentry:\n  %read = alloca [4 x i32], align 4\n  %kept = alloca [4 x i32], align 4\n  \
             store i32 1, ptr %read, align 4\n  \
             call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %read, i64 16, i1 false)\n  \
             store i32 2, ptr %kept, align 4\n  call void @g(ptr %kept)\n  ret void\n}\n\
             declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @g(ptr)\n",
            "sroa",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("%read = alloca") && f.contains("%kept = alloca"), "{f}");
        assert!(f.contains("store i32 2, ptr %kept"), "{f}");
    }

    #[test]
    fn a_volatile_write_keeps_its_slot() {
        let out = after_pass(
            "define void @f(i32 %x) {\nentry:\n  %s = alloca [2 x i32], align 4\n  \
             store volatile i32 %x, ptr %s, align 4\n  ret void\n}\n",
            "sroa",
        );
        let f = body_of(&out, "f");
        assert!(f.contains("store volatile i32 %x"), "{f}");
    }
}
