//! Dominator-scoped value numbering (GVN-lite): an instruction without side
//! effects that repeats one computed in a dominating position (same opcode,
//! sub-opcode, flags, types and operands) is replaced by the earlier one.
//! IR generation recomputes an address for every `a[i]`; this merges them.
//! Loads are not merged (memory may change in between; load-cse merges those
//! it can prove unchanged), except from memory no kernel writes: the parameter
//! space (lower-kernel-args casts a record parameter there only when the
//! kernel never writes it) and the constant space, which LLVM's NVPTX alias
//! analysis calls constant memory too. A load there reads the same value
//! wherever it runs, so it is numbered like arithmetic on its address, and
//! what is computed from it merges too (d3q19-bgk's domain sizes, loaded for
//! the loop tests at the entry and again after a loop's `continue`, and the
//! `(x + nx) % nx` of each: computed twice). Calls only of special
//! registers and of LLVM's pure math intrinsics (`llvm.fabs`, `llvm.fma`, ...).
//! Preserves the CFG.
//!
//! Operands of commutative integer operations and of integer compares are
//! put in a canonical order before the lookup (a compare's predicate swapped
//! with them), so `a + b` meets `b + a` and `x < y` meets `y > x`.

use ptxc_ir::analysis::Cfg;
use ptxc_ir::{
    addrspace, Block, Function, Inst, IntPredicate, Intrinsic, Module, Opcode, Replacements, Type, TypeData, Value,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};

/// What makes two instructions compute the same value.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct Key {
    opcode: Opcode,
    subop: u16,
    pub(super) flags: u16,
    ty: Type,
    aux_ty: Option<Type>,
    pub(super) operands: SmallVec<[Value; 4]>,
}

/// Returns the number of instructions replaced.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let cfg = Cfg::compute(f);
    let children = cfg.dom_children();
    // Key -> the instruction that first computed it and its block. Blocks are
    // visited in a preorder of the dominator tree, so an entry whose block does
    // not dominate the current one belongs to a finished subtree, which the walk
    // never re-enters: it is simply overwritten (no scope to pop, no key copies).
    // The table holds the key's hash, not the key (16 bytes an entry instead of
    // 64, a long function has a million): a hit rebuilds the earlier
    // instruction's key to compare, and a different key of the same hash just
    // takes the slot (a merge missed, never a wrong one).
    let mut table: FxHashMap<u64, (Inst, Block)> =
        FxHashMap::with_capacity_and_hasher(f.insts.len() / 2, Default::default());
    let mut replace = Replacements::with_capacity(f.insts.len());
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        for &i in &f.blocks[b].insts {
            if !is_numberable(m, f, i) {
                continue;
            }
            let key = key_of(f, i, &replace);
            match table.entry(hash_of(&key)) {
                Entry::Occupied(mut e) => {
                    let (first, at) = *e.get();
                    if cfg.dominates(at, b) && key_of(f, first, &replace) == key {
                        replace.insert(i, Value::Inst(first));
                        dead.insert(i);
                    } else {
                        e.insert((i, b));
                    }
                }
                Entry::Vacant(e) => {
                    e.insert((i, b));
                }
            }
        }
        stack.extend(children[b].iter().rev());
    }
    f.apply(&replace);
    f.remove_insts(&dead);
    dead.len()
}

/// What `i` computes, its operands read through the replacements made so far.
pub(super) fn key_of(f: &Function, i: Inst, replace: &Replacements) -> Key {
    let d = f.inst(i);
    let mut key = Key {
        opcode: d.opcode(),
        subop: d.header.subop,
        flags: d.header.flags.0,
        ty: d.ty,
        aux_ty: d.aux_ty,
        operands: f.operands(i).iter().map(|&v| replace.get(v).unwrap_or(v)).collect(),
    };
    canonicalize(&mut key);
    key
}

fn hash_of(key: &Key) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    key.hash(&mut h);
    h.finish()
}

/// A total order on operands, for [`canonicalize`]: instructions, then
/// arguments, then constants, then the rest, each by number.
fn rank(v: Value) -> (u8, u32) {
    match v {
        Value::Inst(i) => (0, i.as_u32()),
        Value::Arg(n) => (1, n),
        Value::Const(c) => (2, c.as_u32()),
        Value::Global(g) => (3, g.as_u32()),
        Value::Func(f) => (4, f.as_u32()),
        Value::Block(b) => (5, b.as_u32()),
    }
}

/// Orders the two operands of a commutative integer operation, or of an
/// integer compare (swapping its predicate), by [`rank`].
fn canonicalize(key: &mut Key) {
    let commutative = matches!(
        key.opcode,
        Opcode::Add | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor
    );
    if !(commutative || key.opcode == Opcode::ICmp) || key.operands.len() != 2 {
        return;
    }
    if rank(key.operands[0]) <= rank(key.operands[1]) {
        return;
    }
    if key.opcode == Opcode::ICmp {
        let Some(pred) = IntPredicate::from_u16(key.subop) else {
            return;
        };
        key.subop = pred.swapped() as u16;
    }
    key.operands.swap(0, 1);
}

/// Pure computations whose result depends only on their operands.
/// Special registers whose value can change while a thread runs (prefixes).
const VOLATILE_SREGS: &[&str] = &["%clock", "%globaltimer", "%smid", "%warpid"];

/// `callee` reads a special register that stays constant while a thread runs
/// (`%tid`, `%ntid`, `%ctaid`, `%nctaid`, ...: not the clocks, nor the
/// registers the PTX ISA calls volatile).
pub(super) fn reads_thread_constant_sreg(m: &Module, callee: ptxc_ir::FuncId) -> bool {
    m.functions[callee].intrinsic.is_some_and(|x| {
        x.special_register()
            .is_some_and(|r| !VOLATILE_SREGS.iter().any(|v| r.starts_with(v)))
    })
}

/// Integer intrinsics that compute a value of their operands only (an
/// `abs` of one `int` tested in two branches of an `if`-`else` chain was
/// computed in each).
const PURE_BIT_INTRINSICS: &[Intrinsic] = &[
    Intrinsic::Abs,
    Intrinsic::Ctpop,
    Intrinsic::Ctlz,
    Intrinsic::Cttz,
    Intrinsic::Bitreverse,
    Intrinsic::Bswap,
    Intrinsic::Fshl,
    Intrinsic::Fshr,
];

fn is_numberable(m: &Module, f: &Function, i: Inst) -> bool {
    let op = f.inst(i).opcode();
    if op.is_binary() {
        // Division by zero is undefined, not a side effect: merging two equal divisions is fine.
        return true;
    }
    match op {
        Opcode::Load => {
            super::load_cse::is_plain(f.inst(i).header.flags)
                && m.known_value_type(f, f.operands(i)[0])
                    .is_some_and(|t| matches!(m.types.get(t), TypeData::Ptr(addrspace::PARAM | addrspace::CONSTANT)))
        }
        Opcode::GetElementPtr | Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::FNeg => true,
        Opcode::ExtractValue | Opcode::ExtractElement => true,
        // Special registers are constant for a thread, except the clocks and the
        // registers the PTX ISA calls volatile (a thread may migrate between SMs
        // and warp slots after preemption).
        Opcode::Call => match f.operands(i).first() {
            // LLVM's element-wise math intrinsics compute a value of their operands
            // only (the math library's `fabsf(x)`, asked for by `sinf`, `logf(1 +
            // fabsf(x))` and `tanhf` of one `x`, was six `abs.f32`; issue 46).
            Some(Value::Func(callee)) => {
                m.functions[*callee]
                    .intrinsic
                    .is_some_and(|x| super::vector_calls::ELEMENT_WISE.contains(&x) || PURE_BIT_INTRINSICS.contains(&x))
                    || reads_thread_constant_sreg(m, *callee)
            }
            _ => false,
        },
        o => o.is_cast(),
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_dominated_repeat_is_replaced_and_loads_are_not_merged() {
        let out = after_pass(
            "define i32 @f(i32 %x, ptr %p, i1 %c) {\nentry:\n  %a = mul i32 %x, 5\n  %l1 = load i32, ptr %p, align 4\n\
             br i1 %c, label %then, label %done\n\
             then:\n  %b = mul i32 %x, 5\n  store i32 %b, ptr %p, align 4\n  %l2 = load i32, ptr %p, align 4\n  %s = add i32 %b, %l2\n  br label %done\n\
             done:\n  %r = phi i32 [ %a, %entry ], [ %s, %then ]\n  %t = add i32 %r, %l1\n  ret i32 %t\n}\n",
            "gvn",
        );
        let f = body_of(&out, "f");
        assert!(
            f.contains("store i32 %a, ptr %p"),
            "the repeated multiply becomes %a:\n{f}"
        );
        assert!(
            f.contains("%l2 = load"),
            "a load after a store is not merged with an earlier one:\n{f}"
        );
        assert!(f.contains("%s = add i32 %a, %l2"), "{f}");
    }
}
