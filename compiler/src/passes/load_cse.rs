//! Redundant load elimination: a load of the same type from the same address
//! as an earlier load, with nothing in between that may write memory, reads
//! the earlier load's value (`b[i] = a[i] * a[i] + a[i]` loads `a[i]` once, as
//! nvcc's code does). Runs after GVN, so equal addresses are one value.
//!
//! Scope: a block and the blocks below it in the dominator tree that have it as
//! their only predecessor (so no other path reaches them), as far as no store,
//! call (a barrier such as `__syncthreads()` is a call), atomic, fence or other
//! memory-writing instruction intervenes. Volatile and atomic loads are never
//! merged, and later loads read again after them. A plain store makes its value
//! known at its address as a load would (`b[i] = x; ... b[i] * b[i]` reads `x`).
//!
//! `__restrict__` (a `noalias` parameter): a plain store through a pointer
//! based on parameter P (GEPs and casts of it) keeps the values known at
//! addresses based on another parameter when either of the two is `noalias`.
//! C's `restrict` makes an object written through one of them reachable through
//! no pointer not based on it, so the store cannot change what the other
//! addresses hold (HeCBench qem's `QRdel` writes `b[i]`, `c[i]`, `d[i]`
//! through restrict pointers and reads `A[i]` again after each, nvcc once).
//! Other stores, and every other writing instruction, forget all values; so do
//! stores through pointers of unknown origin (a select of two parameters).
//! Preserves: the CFG. Other threads' writes without synchronization are data
//! races, which C++ leaves undefined, so they need not be seen.

use ptxc_ir::analysis::Cfg;
use ptxc_ir::{Block, Function, Inst, InstFlags, Intrinsic, Module, Opcode, Ordering, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The values known in memory, by (address, type): what a load read or a store
/// wrote there, and the memory epoch it did so in. Scoped along the dominator
/// tree with an undo log, since copying the table into every block was
/// quadratic in a long function.
type Available = FxHashMap<Key, (Value, u32)>;

/// Past this many known values a store forgets them all rather than looking
/// through them for those it may change (keeps a long block linear).
const MAX_KEPT_PAST_A_STORE: usize = 64;

/// A load's address and the type read there.
type Key = (Value, Type);

/// A step of the walk over the dominator tree.
enum Step {
    /// Visit a block, in a memory epoch.
    Enter(Block, u32),
    /// Leave a block's subtree: undo the table down to this length of the log.
    Exit(usize),
}

/// Returns the number of loads replaced.
pub fn run(m: &Module, f: &mut Function) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let cfg = Cfg::compute(f);
    let children = cfg.dom_children();
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    let mut available = Available::default();
    // What each insertion replaced, to put back when its block's subtree is done.
    let mut undo: Vec<(Key, Option<(Value, u32)>)> = Vec::new();
    // A write to memory starts a new epoch: entries of older epochs are stale.
    let mut epochs = 0u32;
    let mut work = vec![Step::Enter(entry, 0)];
    while let Some(step) = work.pop() {
        let (b, mut epoch) = match step {
            Step::Enter(b, epoch) => (b, epoch),
            Step::Exit(mark) => {
                for (key, old) in undo.drain(mark..).rev() {
                    match old {
                        Some(v) => available.insert(key, v),
                        None => available.remove(&key),
                    };
                }
                continue;
            }
        };
        work.push(Step::Exit(undo.len()));
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            match d.opcode() {
                Opcode::Load if is_plain(d.header.flags) => {
                    let addr = f.operands(i)[0];
                    let addr = *replace.get(&addr).unwrap_or(&addr);
                    let key = (addr, d.ty);
                    match available.get(&key) {
                        Some(&(earlier, e)) if e == epoch => {
                            replace.insert(Value::Inst(i), earlier);
                            dead.insert(i);
                        }
                        _ => undo.push((key, available.insert(key, (Value::Inst(i), epoch)))),
                    }
                }
                Opcode::Store if is_plain(d.header.flags) => {
                    let [value, addr] = f.operands(i)[..] else { continue };
                    let addr = *replace.get(&addr).unwrap_or(&addr);
                    let value = *replace.get(&value).unwrap_or(&value);
                    match parameter_root(f, addr) {
                        Some(root) if available.len() <= MAX_KEPT_PAST_A_STORE => {
                            let changed: Vec<Key> = available
                                .iter()
                                .filter(|(k, &(_, e))| e == epoch && may_alias(parameter_root(f, k.0), root))
                                .map(|(k, _)| *k)
                                .collect();
                            for k in changed {
                                undo.push((k, available.remove(&k)));
                            }
                        }
                        _ => {
                            epochs += 1;
                            epoch = epochs;
                        }
                    }
                    if let Some(ty) = m.known_value_type(f, value) {
                        let key = (addr, ty);
                        undo.push((key, available.insert(key, (value, epoch))));
                    }
                }
                _ if may_write_memory(m, f, i) => {
                    epochs += 1;
                    epoch = epochs;
                }
                _ => {}
            }
        }
        for &c in &children[b] {
            // Only a block reached from `b` alone sees `b`'s memory unchanged.
            let inherit = cfg.preds(c) == [b];
            let child_epoch = if inherit {
                epoch
            } else {
                epochs += 1;
                epochs
            };
            work.push(Step::Enter(c, child_epoch));
        }
    }
    f.replace_all_uses(&replace);
    f.remove_insts(&dead);
    dead.len()
}

/// The parameter an address is based on through GEPs and casts, and whether it
/// is `noalias`; `None` for any other origin.
fn parameter_root(f: &Function, mut addr: Value) -> Option<(u32, bool)> {
    for _ in 0..16 {
        match addr {
            Value::Arg(n) => {
                let noalias = f.param_attrs.get(n as usize).is_some_and(|a| a.noalias);
                return Some((n, noalias));
            }
            Value::Inst(i)
                if matches!(
                    f.inst(i).opcode(),
                    Opcode::GetElementPtr | Opcode::AddrSpaceCast | Opcode::BitCast
                ) =>
            {
                addr = f.operands(i)[0];
            }
            _ => return None,
        }
    }
    None
}

/// Whether a store through a pointer based on parameter `stored` may change
/// memory read through an address of origin `read`.
fn may_alias(read: Option<(u32, bool)>, stored: (u32, bool)) -> bool {
    match read {
        None => true,
        Some((n, noalias)) => n == stored.0 || !(noalias || stored.1),
    }
}

/// A load that is neither volatile nor atomic.
pub(super) fn is_plain(flags: InstFlags) -> bool {
    !flags.has(InstFlags::VOLATILE) && flags.ordering() == Ordering::NotAtomic
}

/// Whether `i` may change memory a later load reads.
pub(super) fn may_write_memory(m: &Module, f: &Function, i: Inst) -> bool {
    let d = f.inst(i);
    match d.opcode() {
        Opcode::Store | Opcode::AtomicRmw | Opcode::CmpXchg | Opcode::Fence => true,
        // A volatile load may be a device register read with effects, an atomic one
        // synchronizes with other threads' writes: later loads must read again.
        Opcode::Load => !is_plain(d.header.flags),
        Opcode::Call => match f.operands(i).first() {
            // Special-register reads and arithmetic intrinsics write nothing; every
            // other call may.
            Some(Value::Func(callee)) => !m.functions[*callee].intrinsic.is_some_and(is_pure),
            _ => true,
        },
        _ => false,
    }
}

/// Intrinsics that only compute from their operands: special-register reads
/// and [`is_arithmetic`] ones.
fn is_pure(x: Intrinsic) -> bool {
    x.special_register().is_some() || is_arithmetic(x)
}

/// Intrinsics that compute a value from their operands alone and cannot fault:
/// the same operands give the same value wherever they run.
pub(super) fn is_arithmetic(x: Intrinsic) -> bool {
    const ARITHMETIC: &[Intrinsic] = &[
        Intrinsic::NvvmAdd,
        Intrinsic::NvvmMul,
        Intrinsic::NvvmFma,
        Intrinsic::NvvmDiv,
        Intrinsic::NvvmSqrt,
        Intrinsic::NvvmRcp,
        Intrinsic::DivApprox,
        Intrinsic::RsqrtApprox,
        Intrinsic::Ex2Approx,
        Intrinsic::Lg2Approx,
        Intrinsic::SinApprox,
        Intrinsic::CosApprox,
        Intrinsic::RsqrtFamily,
        Intrinsic::Ex2Family,
        Intrinsic::Lg2Family,
        Intrinsic::Ctpop,
        Intrinsic::Ctlz,
        Intrinsic::Cttz,
        Intrinsic::Bitreverse,
        Intrinsic::Mulhi,
        Intrinsic::Mul24,
        Intrinsic::Sad,
        Intrinsic::Prmt,
        Intrinsic::Fns,
    ];
    super::vector_calls::ELEMENT_WISE.contains(&x) || ARITHMETIC.contains(&x)
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_repeated_load_reads_the_first_and_a_store_or_call_in_between_keeps_it() {
        let out = after_pass(
            "declare void @g()\n\
             define i32 @f(ptr %p, ptr %q) {\nentry:\n  %a = load i32, ptr %p, align 4\n  %b = load i32, ptr %p, align 4\n\
             %s = add i32 %a, %b\n  br label %next\n\
             next:\n  %c = load i32, ptr %p, align 4\n  store i32 %s, ptr %q, align 4\n  %d = load i32, ptr %p, align 4\n\
             call void @g()\n  %e = load i32, ptr %q, align 4\n  %v = load volatile i32, ptr %q, align 4\n  %w = load volatile i32, ptr %q, align 4\n\
             %t = add i32 %c, %d\n  %u = add i32 %t, %e\n  %x = add i32 %v, %w\n  %y = add i32 %u, %x\n  ret i32 %y\n}\n",
            "load-cse",
        );
        let f = body_of(&out, "f");
        assert!(
            f.contains("%s = add i32 %a, %a"),
            "the second load reads the first:\n{f}"
        );
        assert!(
            !f.contains("%c = load"),
            "a single-predecessor block inherits the loads:\n{f}"
        );
        assert!(f.contains("%d = load"), "a store in between keeps the load:\n{f}");
        assert!(f.contains("%e = load"), "a call in between keeps the load:\n{f}");
        assert!(
            f.contains("%w = load volatile"),
            "volatile loads are never merged:\n{f}"
        );
    }

    #[test]
    fn a_store_through_a_restrict_parameter_keeps_values_of_other_parameters() {
        let out = after_pass(
            "define float @f(ptr %a, ptr noalias %b, ptr %c, i1 %t) {\nentry:\n\
             %x = load float, ptr %a, align 4\n  store float %x, ptr %b, align 4\n\
             %y = load float, ptr %a, align 4\n  %z = load float, ptr %b, align 4\n\
             %w = load float, ptr %c, align 4\n  store float %z, ptr %c, align 4\n\
             %x3 = load float, ptr %a, align 4\n  %b3 = load float, ptr %b, align 4\n\
             %bc = getelementptr inbounds float, ptr %b, i64 1\n  store float %y, ptr %bc, align 4\n\
             %w2 = load float, ptr %c, align 4\n\
             %p = select i1 %t, ptr %a, ptr %b\n  store float %w, ptr %p, align 4\n  %b4 = load float, ptr %b, align 4\n\
             %s1 = fadd float %y, %z\n  %s2 = fadd float %w2, %x3\n  %s3 = fadd float %b3, %b4\n\
             %s4 = fadd float %s1, %s2\n  %s5 = fadd float %s4, %s3\n  ret float %s5\n}\n",
            "load-cse",
        );
        let f = body_of(&out, "f");
        assert!(
            !f.contains("%y = load"),
            "a store through restrict %b keeps %a's value:\n{f}"
        );
        assert!(!f.contains("%z = load"), "the stored value is read back:\n{f}");
        assert!(
            !f.contains("%w2 = load"),
            "a restrict store keeps %c's stored value:\n{f}"
        );
        assert!(f.contains("%x3 = load"), "two plain parameters may alias:\n{f}");
        assert!(
            !f.contains("%b3 = load"),
            "a plain store keeps a restrict parameter's value:\n{f}"
        );
        assert!(
            f.contains("%b4 = load"),
            "a store of unknown origin forgets everything:\n{f}"
        );
    }
}
