//! No-op store elimination: a store of the value just loaded from the same
//! address, with no write in between that may reach those bytes, leaves memory
//! as it was and goes (LLVM's DSE does the same). Scalar loads and stores only:
//! a record copied into a local and back (`Body b = bodies[i]; ...; bodies[i] = b;`)
//! is one aggregate load and one aggregate store here, not split yet.
//!
//! Scope: one block. A write in between is harmless only when it provably
//! misses the loaded bytes: the same base pointer at a constant offset whose
//! range does not overlap. Any other store, call, atomic or fence (a barrier
//! is a call) keeps the store. Volatile and atomic loads and stores are never
//! touched. Preserves: the CFG.

use ptxc_ir::{Function, Inst, Module, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use super::load_cse::{is_plain, may_write_memory};
use super::load_store_vectorize::base_and_offset;

/// A plain load whose bytes no write has reached yet: its address, base and
/// offset, and the type it read.
struct Loaded {
    addr: Value,
    base: Value,
    offset: u64,
    ty: Type,
}

/// Returns the number of stores removed.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for &b in &f.layout {
        // Loads of this block still holding what memory holds, by load.
        let mut live: FxHashMap<Inst, Loaded> = FxHashMap::default();
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            match d.opcode() {
                Opcode::Load if is_plain(d.header.flags) => {
                    let addr = f.operands(i)[0];
                    let (base, offset) = base_and_offset(m, f, addr);
                    live.insert(
                        i,
                        Loaded {
                            addr,
                            base,
                            offset,
                            ty: d.ty,
                        },
                    );
                }
                Opcode::Store if is_plain(d.header.flags) && d.aux_ty.is_some() => {
                    let (value, addr, ty) = (f.operands(i)[0], f.operands(i)[1], d.aux_ty);
                    let noop = value
                        .as_inst()
                        .and_then(|l| live.get(&l))
                        .is_some_and(|l| l.addr == addr && Some(l.ty) == ty);
                    if noop {
                        dead.insert(i);
                        continue;
                    }
                    let (base, offset) = base_and_offset(m, f, addr);
                    let end = offset.saturating_add(ty.map_or(u64::MAX, |t| m.types.store_size(t)));
                    live.retain(|_, l| {
                        let l_end = l.offset.saturating_add(m.types.store_size(l.ty));
                        l.base == base && (end <= l.offset || l_end <= offset)
                    });
                }
                _ if may_write_memory(m, f, i) => live.clear(),
                _ => {}
            }
        }
    }
    f.remove_insts(&dead);
    dead.len()
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_store_back_of_an_unchanged_field_goes_and_an_overlapping_write_keeps_it() {
        let out = after_pass(
            "declare void @g()\n\
             define void @f(ptr %p, ptr %q, float %x) {\nentry:\n\
             %a.addr = getelementptr inbounds i8, ptr %p, i64 4\n\
             %a = load float, ptr %p, align 4\n  %b = load float, ptr %a.addr, align 4\n\
             %c = fadd float %a, %x\n  store float %c, ptr %p, align 4\n  store float %b, ptr %a.addr, align 4\n\
             %d = load i32, ptr %q, align 4\n  store i32 7, ptr %p, align 4\n  store i32 %d, ptr %q, align 4\n\
             %e = load i32, ptr %p, align 4\n  call void @g()\n  store i32 %e, ptr %p, align 4\n  ret void\n}\n",
            "noop-stores",
        );
        let f = body_of(&out, "f");
        assert!(
            !f.contains("store float %b"),
            "a write at another offset of the same base misses the field:\n{f}"
        );
        assert!(f.contains("store float %c"), "a changed value is stored:\n{f}");
        assert!(
            f.contains("store i32 %d"),
            "a write through another base may alias:\n{f}"
        );
        assert!(f.contains("store i32 %e"), "a call in between may write:\n{f}");
    }
}
