//! Sinking: a pure instruction moves down to where its uses are, so it runs
//! only on the ways that need it and its register is not held across the code
//! between, as LLVM's Sink pass and instcombine's sinking do.
//!
//! Moved: what licm may move ([`super::licm::is_hoistable`]: no memory
//! access, no call), used by no phi (a phi reads its value at the end of a
//! predecessor), to the nearest common dominator of its uses' blocks, when that
//! is another block and either
//! - it holds every use and is entered from the instruction's block alone
//!   (any such instruction: CuTe's `copy_if` computes each element's
//!   destination address before testing the element's predicate, nvcc inside
//!   the guarded store), or
//! - the instruction computes an address or index (integer arithmetic, GEPs)
//!   and both blocks lie outside every loop with no loop between them. CuTe's
//!   vectorized `copy_if` computes the destination tile's base before its
//!   loads, nvcc after them where the stores begin (copy_if_kernel: ptxas 22
//!   registers against nvcc's 20, now 18), or
//! - the instruction casts a parameter to another address space and the
//!   uses' block lies outside every loop, loops between allowed: a kernel's
//!   output pointer written only by thread 0 after a reduction loop is
//!   converted (`cvta.to.global`) by that thread alone, as nvcc does (the
//!   parameter is live from the start either way), when some way out of the
//!   function skips that block.
//!
//! Blocks are visited last to first in reverse postorder and a block's
//! instructions last to first, so a chain moves together: once the address
//! has moved, the index it alone used follows it, placed before it. A function
//! with a cycle that is not a natural loop (only `goto` makes one) gets the
//! first kind of move only.
//!
//! Preserves: behaviour; the new place is dominated by the old one, so every
//! operand still dominates it, and it dominates every use; it runs no more
//! often. Requires: SSA form.

use super::licm::is_hoistable;
use ptxc_ir::analysis::{Cfg, LoopInfo};
use ptxc_ir::{Block, Function, Inst, Module, Opcode, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Returns the number of instructions moved.
pub fn run(m: &Module, f: &mut Function) -> usize {
    if f.layout.len() < 2 {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let loops = only_natural_loops(f, &cfg).then(|| Loops::of(&cfg));
    let users = users_of(f);
    let mut moved = 0;
    for &b in cfg.rpo.iter().rev() {
        let insts = f.blocks[b].insts.clone();
        for &i in insts.iter().rev() {
            if !is_hoistable(m, f, i) {
                continue;
            }
            let Some(to) = users_dominator(f, &cfg, &users, i) else {
                continue;
            };
            if to == b || !cfg.dominates(b, to) {
                continue;
            }
            let into_user_block = cfg.preds(to) == [b] && users_block(f, &users, i) == Some(to);
            let address_past_code =
                is_address_arithmetic(m, f, i) && outside_loops_with_none_between(&cfg, loops.as_ref(), b, to);
            let argument_cast =
                is_argument_cast(f, i) && outside_every_loop(loops.as_ref(), to) && may_end_without(f, b, to);
            if !(into_user_block || address_past_code || argument_cast) {
                continue;
            }
            f.remove_inst(i);
            match f.blocks[to]
                .insts
                .iter()
                .copied()
                .find(|&x| f.inst(x).opcode() != Opcode::Phi)
            {
                Some(first) => f.insert_before(first, i),
                None => f.push_inst(to, i),
            }
            moved += 1;
        }
    }
    moved
}

/// Whether `i` computes an address or an integer index from others: its
/// operands are a few values other addresses share (a base, a stride, the
/// thread's index), so moving it down frees its register between the two
/// places. A data value (a product of an accumulator, a field taken out of a
/// record) has an operand that dies with it: moving it only reorders the
/// code, and in CUTLASS's epilogues that raised ptxas's registers by half.
fn is_address_arithmetic(m: &Module, f: &Function, i: Inst) -> bool {
    let d = f.inst(i);
    let integer_or_pointer = m.types.is_int(d.ty) || m.types.is_ptr(d.ty);
    integer_or_pointer
        && matches!(
            d.opcode(),
            Opcode::GetElementPtr
                | Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::Shl
                | Opcode::LShr
                | Opcode::AShr
                | Opcode::And
                | Opcode::Or
                | Opcode::SExt
                | Opcode::ZExt
                | Opcode::Trunc
        )
}

/// Whether `i` converts a parameter's address to another space (a kernel's
/// `cvta.to.global` of a pointer parameter). The parameter is held from the
/// function's start either way, so holding it instead of the converted address
/// across the code between, loops included, costs no register.
fn is_argument_cast(f: &Function, i: Inst) -> bool {
    f.inst(i).opcode() == Opcode::AddrSpaceCast && matches!(f.operands(i).first(), Some(Value::Arg(_)))
}

/// Whether the function may return from `from` without passing `to`: some
/// threads skip `to`, so work moved there is saved for them (moved to a block
/// every thread runs, it only saved nothing).
fn may_end_without(f: &Function, from: Block, to: Block) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![from];
    while let Some(b) = stack.pop() {
        if b == to || !seen.insert(b) {
            continue;
        }
        let mut succs = f.successor_iter(b).peekable();
        if succs.peek().is_none() && f.terminator(b).is_some_and(|t| f.inst(t).opcode() == Opcode::Ret) {
            return true;
        }
        stack.extend(succs);
    }
    false
}

/// Whether `b` lies outside every loop (`loops` is `None` when some cycle is
/// not a natural loop).
fn outside_every_loop(loops: Option<&Loops>, b: Block) -> bool {
    loops.is_some_and(|l| l.info.innermost(b).is_none())
}

/// Whether every edge to a block at or before its source in reverse postorder
/// goes to a block dominating its source: every cycle is a natural loop.
fn only_natural_loops(f: &Function, cfg: &Cfg) -> bool {
    cfg.rpo.iter().all(|&b| {
        f.successor_iter(b)
            .all(|s| cfg.rpo_number(s) > cfg.rpo_number(b) || cfg.dominates(s, b))
    })
}

/// Whether block `to`, which `from` dominates, and `from` both lie outside every
/// loop, and no loop's header comes between them in reverse postorder: `to` then
/// runs at most as often as `from`, and no value is held across a loop (it, or
/// its operands instead, would cost registers in every iteration). Inside loop
/// bodies moving addresses down only reordered what ptxas schedules: CUTLASS's
/// split-K GEMM, at 255 registers, spilled more. `loops` is `None` when some
/// cycle is not a natural loop.
fn outside_loops_with_none_between(cfg: &Cfg, loops: Option<&Loops>, from: Block, to: Block) -> bool {
    let Some(loops) = loops else { return false };
    if loops.info.innermost(from).is_some() || loops.info.innermost(to).is_some() {
        return false;
    }
    let (first, last) = (cfg.rpo_number(from), cfg.rpo_number(to));
    let after = loops.header_positions.partition_point(|&at| at <= first);
    loops.header_positions.get(after).is_none_or(|&at| at > last)
}

/// The natural loops of a function, with their headers' positions in reverse
/// postorder, sorted.
struct Loops {
    info: LoopInfo,
    header_positions: Vec<u32>,
}

impl Loops {
    fn of(cfg: &Cfg) -> Loops {
        let info = LoopInfo::compute(cfg);
        let mut header_positions: Vec<u32> = info.loops().map(|(_, l)| cfg.rpo_number(l.header)).collect();
        header_positions.sort_unstable();
        Loops { info, header_positions }
    }
}

/// Each placed instruction's users (a user once per instruction).
fn users_of(f: &Function) -> FxHashMap<Inst, SmallVec<[Inst; 2]>> {
    let mut users: FxHashMap<Inst, SmallVec<[Inst; 2]>> = FxHashMap::default();
    for &b in &f.layout {
        for &u in &f.blocks[b].insts {
            for &v in f.operands(u) {
                if let Value::Inst(d) = v {
                    let list = users.entry(d).or_default();
                    if list.last() != Some(&u) {
                        list.push(u);
                    }
                }
            }
        }
    }
    users
}

/// The nearest block dominating every use of `i`, when it has uses, all in
/// reachable blocks, and none is a phi.
fn users_dominator(f: &Function, cfg: &Cfg, users: &FxHashMap<Inst, SmallVec<[Inst; 2]>>, i: Inst) -> Option<Block> {
    let mut block: Option<Block> = None;
    for &u in users.get(&i)? {
        let d = f.inst(u);
        if d.opcode() == Opcode::Phi {
            return None;
        }
        let ub = d.block?;
        if !cfg.is_reachable(ub) {
            return None;
        }
        block = Some(block.map_or(ub, |b| cfg.common_dominator(b, ub)));
    }
    block
}

/// The one block holding every use of `i`, when there is one.
fn users_block(f: &Function, users: &FxHashMap<Inst, SmallVec<[Inst; 2]>>, i: Inst) -> Option<Block> {
    let mut block = None;
    for &u in users.get(&i)? {
        let ub = f.inst(u).block?;
        if block.is_some_and(|b| b != ub) {
            return None;
        }
        block = Some(ub);
    }
    block
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn a_value_a_merge_block_uses_moves_there() {
        // `%j` is dominated by `entry` and entered from `g` too: `%m` is
        // computed the same number of times there, and not held across `g`.
        let out = after_pass(
            "define i64 @f(i64 %x, i1 %c) {\nentry:\n  %m = mul i64 %x, 3\n  br i1 %c, label %g, label %j\n\
             g:\n  br label %j\n\
             j:\n  %r = add i64 %m, 1\n  ret i64 %r\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let join = &f[f.find("j:").expect("j")..];
        assert!(join.contains("mul i64 %x, 3"), "{f}");
    }

    #[test]
    fn a_value_used_in_a_loop_stays_before_it() {
        // The loop's body is dominated by `entry` but runs many times.
        let out = after_pass(
            "define i64 @f(i64 %x, i64 %n, ptr %p) {\nentry:\n  %m = mul i64 %x, 3\n  br label %h\n\
             h:\n  %i = phi i64 [ 0, %entry ], [ %k, %h ]\n  %s = add i64 %i, %m\n  store i64 %s, ptr %p, align 8\n  %k = add i64 %i, 1\n  \
             %c = icmp ult i64 %k, %n\n  br i1 %c, label %h, label %out\n\
             out:\n  ret i64 %s\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let entry = &f[..f.find("h:").expect("h")];
        assert!(entry.contains("mul i64 %x, 3"), "{f}");
    }

    #[test]
    fn a_value_used_after_a_loop_stays_before_it() {
        // Moved past the loop, `%m` (or `%x` and `%y` in its place) would be
        // held in registers through every iteration.
        let out = after_pass(
            "define i64 @f(i64 %x, i64 %y, i64 %n, ptr %p) {\nentry:\n  %m = mul i64 %x, %y\n  br label %h\n\
             h:\n  %i = phi i64 [ 0, %entry ], [ %k, %h ]\n  store i64 %i, ptr %p, align 8\n  %k = add i64 %i, 1\n  \
             %c = icmp ult i64 %k, %n\n  br i1 %c, label %h, label %out\n\
             out:\n  ret i64 %m\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        assert!(f[..f.find("h:").expect("h")].contains("mul i64 %x, %y"), "{f}");
    }

    #[test]
    fn a_parameter_cast_used_after_a_loop_moves_past_it() {
        let out = after_pass(
            "define void @f(ptr %out, i64 %n, i1 %c) {\nentry:\n  %g = addrspacecast ptr %out to ptr addrspace(1)\n  br label %h\n\
             h:\n  %i = phi i64 [ 0, %entry ], [ %k, %h ]\n  %k = add i64 %i, 1\n  \
             %d = icmp ult i64 %k, %n\n  br i1 %d, label %h, label %t\n\
             t:\n  br i1 %c, label %w, label %x\n\
             w:\n  store i64 %k, ptr addrspace(1) %g, align 8\n  br label %x\n\
             x:\n  ret void\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let w = &f[f.find("w:").expect("w")..];
        assert!(w.contains("addrspacecast ptr %out"), "{f}");
    }

    #[test]
    fn a_value_used_after_a_guarded_region_moves_past_it() {
        // Both uses lie after the `if`: their nearest common dominator is `j`.
        let out = after_pass(
            "define i64 @f(i64 %x, i1 %c, ptr %p) {\nentry:\n  %m = mul i64 %x, 3\n  br i1 %c, label %g, label %j\n\
             g:\n  store i64 %x, ptr %p, align 8\n  br label %j\n\
             j:\n  br i1 %c, label %u, label %v\n\
             u:\n  %r = add i64 %m, 1\n  ret i64 %r\n\
             v:\n  %q = add i64 %m, 2\n  ret i64 %q\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let (before, join) = f.split_at(f.find("j:").expect("j"));
        assert!(!before.contains("mul i64"), "{f}");
        assert!(join[..join.find("u:").expect("u")].contains("mul i64 %x, 3"), "{f}");
    }

    #[test]
    fn a_value_a_phi_reads_stays() {
        let out = after_pass(
            "define i64 @f(i64 %x, i1 %c) {\nentry:\n  %m = mul i64 %x, 3\n  br i1 %c, label %g, label %j\n\
             g:\n  %n = add i64 %x, 1\n  br label %j\n\
             j:\n  %r = phi i64 [ %m, %entry ], [ %n, %g ]\n  ret i64 %r\n}\n",
            "sink",
        );
        let f = body_of(&out, "f");
        let entry = &f[..f.find("g:").expect("g")];
        assert!(entry.contains("mul i64 %x, 3"), "{f}");
    }
}
