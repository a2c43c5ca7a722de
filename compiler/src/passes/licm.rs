//! Loop-invariant code motion: a pure instruction inside a loop whose
//! operands are all defined outside it moves to the loop's preheader, so it
//! runs once instead of once per iteration (issue 15: `i % 50` in a loop
//! test, `row * n + k` and its address in an inner loop over `j`, as nvcc
//! hoists them). Chains move together: once an instruction has moved, the
//! ones using it may follow. Inner loops go first, so a value invariant in
//! the outer loop too moves on out at its turn.
//!
//! Moved: integer and floating-point arithmetic, casts, compares, `select`,
//! GEPs, element moves and calls of arithmetic intrinsics (`sqrt`, `fma`,
//! `__fdiv_rn`, ...) and reads of special registers constant for a thread
//! (`%nctaid.x`; not the clocks, `%smid` or `%warpid`), none of which has an
//! effect or can fault in PTX.
//! Integer division and remainder move only with a constant divisor other
//! than 0 and -1 (elsewhere the loop may guard against a zero divisor, and
//! IR gives no value to `x / 0`). A load (neither volatile nor atomic) moves
//! when nothing in the loop may write memory (no store, atomic, fence, call
//! other than special-register reads and arithmetic intrinsics, volatile or
//! atomic load) and its block lies on every way out of the loop, so it runs
//! whenever the loop is entered and cannot fault where it did not (after
//! loop-rotate, a loop's first block: nvcc hoists `a[row * n + k]` out of an
//! inner loop over `j` so). Writes by other threads without synchronization
//! are data races, which need not be seen. A load of the kernel's record
//! parameter at a constant offset inside it, in such a block, moves whatever
//! else the loop writes: lower-kernel-args casts such a record to the
//! parameter space only when the kernel never writes it, and parameter memory
//! does not change while the kernel runs (a struct of arrays passed by value
//! and read in a grid-stride loop). Loads on paths a thread may skip stay:
//! grid-stride loops mostly run once, and threads that skip the work (a cell
//! on a boundary) would load the record for nothing (HeCBench d3q19-bgk: 43%
//! more thread-instructions when its record loads moved to the entry).
//! Arithmetic of a grid-stride loop (one stepping by the grid's size in
//! threads, `i += blockDim.x * gridDim.x`) moves only from such blocks too:
//! such a loop mostly runs once per thread, so what moves out of a path the
//! thread may skip is work added, not saved (d3q19-bgk: 18 products of the
//! domain's sizes, used after `if (boundary == bounce) continue;` inside three
//! nested grid-stride loops, moved to the kernel's entry, where the 60 of 64
//! threads per block outside the domain computed them for nothing; nvcc
//! leaves them in the loop).
//! Other calls, phis and allocas stay.
//! Loops without a preheader (a single predecessor outside the loop that
//! jumps only to the header) are left alone.
//!
//! Preserves: behaviour; an operand defined outside a loop dominates the
//! preheader's end, so dominance holds at the new place. Requires: SSA form.

use super::instsimplify::int_const;
use super::load_cse::{is_arithmetic, is_plain, may_write_memory};
use ptxc_ir::analysis::{Cfg, LoopInfo};
use ptxc_ir::{addrspace, Block, Function, Inst, Module, Opcode, TypeData, Value};
use rustc_hash::FxHashSet;

/// Hoists the invariant instructions of every loop of `f`. Returns how many moved.
pub fn run(m: &Module, f: &mut Function) -> usize {
    if !ptxc_ir::analysis::may_have_loops(f) {
        return 0;
    }
    let cfg = Cfg::compute(f);
    let loops = LoopInfo::compute(&cfg);
    let mut order: Vec<_> = loops.loops().map(|(l, d)| (d.depth, l)).collect();
    // Deepest first: what leaves an inner loop can leave its parent next.
    order.sort_by_key(|&(depth, _)| std::cmp::Reverse(depth));
    let mut moved = 0;
    for (_, l) in order {
        let Some(preheader) = loops.preheader(f, &cfg, l) else {
            continue;
        };
        let Some(anchor) = f.terminator(preheader) else {
            continue;
        };
        let blocks = &loops.data(l).blocks;
        let in_loop: FxHashSet<_> = blocks.iter().copied().collect();
        let loads_may_move = !blocks
            .iter()
            .any(|&b| f.blocks[b].insts.iter().any(|&i| may_write_memory(m, f, i)));
        let exits = loops.exit_edges(f, l);
        // A block every way out of the loop passes: it runs whenever the loop is entered.
        let always_runs = |b| !exits.is_empty() && exits.iter().all(|&(from, _)| cfg.dominates(b, from));
        let grid_stride = steps_by_grid_size(m, f, loops.data(l).header, &in_loop);
        // Reverse postorder: an instruction's in-loop operands are seen first.
        for &b in blocks {
            if grid_stride && !always_runs(b) {
                continue;
            }
            let loads_here = loads_may_move && always_runs(b);
            for i in f.blocks[b].insts.clone() {
                let load = f.inst(i).opcode() == Opcode::Load;
                if !(if load {
                    is_plain(f.inst(i).header.flags)
                        && (loads_here || (always_runs(b) && reads_parameter_record(m, f, i)))
                } else {
                    is_hoistable(m, f, i)
                }) {
                    continue;
                }
                let invariant = f.operands(i).iter().all(|&v| match v {
                    Value::Inst(d) => f.inst(d).block.is_some_and(|db| !in_loop.contains(&db)),
                    _ => true,
                });
                if invariant {
                    f.remove_inst(i);
                    f.insert_before(anchor, i);
                    moved += 1;
                }
            }
        }
    }
    moved
}

/// The loop headed by `header` has an induction variable stepped by a value
/// computed from `%nctaid` (`i += blockDim.x * gridDim.x`, `z += gridDim.z`):
/// each thread of the grid takes every so-many-th element, so a thread mostly
/// runs it once or not at all.
fn steps_by_grid_size(m: &Module, f: &Function, header: Block, in_loop: &FxHashSet<Block>) -> bool {
    f.phis(header).into_iter().any(|phi| {
        f.phi_incoming(phi).any(|(v, from)| {
            let Value::Inst(step) = v else { return false };
            if !in_loop.contains(&from) || f.inst(step).opcode() != Opcode::Add {
                return false;
            }
            match f.operands(step)[..] {
                [a, s] | [s, a] if a == Value::Inst(phi) => reads_grid_size(m, f, s, 4),
                _ => false,
            }
        })
    })
}

/// `v` is `%nctaid.*` or a product, shift or width change of values one of
/// which is (looked for `depth` definitions deep).
fn reads_grid_size(m: &Module, f: &Function, v: Value, depth: u32) -> bool {
    let Value::Inst(d) = v else { return false };
    match f.inst(d).opcode() {
        Opcode::Call => matches!(
            f.operands(d).first(),
            Some(Value::Func(callee)) if m.functions[*callee].intrinsic
                .and_then(|x| x.special_register())
                .is_some_and(|r| r.starts_with("%nctaid"))
        ),
        Opcode::Mul | Opcode::Shl | Opcode::ZExt | Opcode::SExt | Opcode::Trunc if depth > 0 => {
            f.operands(d).iter().any(|&o| reads_grid_size(m, f, o, depth - 1))
        }
        _ => false,
    }
}

/// Load `i` reads the kernel's record parameter, cast to the parameter space,
/// at a constant offset that lies inside the record.
fn reads_parameter_record(m: &Module, f: &Function, i: Inst) -> bool {
    let size = m.types.alloc_size(f.inst(i).ty);
    let mut p = f.unary_operand(i);
    let mut offset = 0u64;
    let mut in_param_space = false;
    for _ in 0..16 {
        match p {
            Value::Inst(d) => {
                match f.inst(d).opcode() {
                    Opcode::GetElementPtr => {
                        let Some(o) = super::sroa::gep_offset(m, f, d).and_then(|o| offset.checked_add(o)) else {
                            return false;
                        };
                        offset = o;
                    }
                    Opcode::AddrSpaceCast => {
                        in_param_space |= m.types.get(f.inst(d).ty) == &TypeData::Ptr(addrspace::PARAM);
                    }
                    Opcode::BitCast => {}
                    _ => return false,
                }
                p = f.operands(d)[0];
            }
            Value::Arg(n) => {
                let record = f.param_attrs.get(n as usize).and_then(|a| a.byval);
                return in_param_space
                    && record
                        .is_some_and(|r| offset.checked_add(size).is_some_and(|end| end <= m.types.alloc_size(r)));
            }
            _ => return false,
        }
    }
    false
}

/// Pure, cannot fault and may run when the loop would not have run it.
pub(super) fn is_hoistable(m: &Module, f: &Function, i: Inst) -> bool {
    let op = f.inst(i).opcode();
    match op {
        Opcode::SDiv | Opcode::SRem | Opcode::UDiv | Opcode::URem => {
            let Some((c, width)) = f.operands(i).get(1).and_then(|&v| int_const(m, v)) else {
                return false;
            };
            let all_ones = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
            c != 0 && c & all_ones != all_ones
        }
        _ if op.is_binary() || op.is_cast() => true,
        Opcode::ICmp
        | Opcode::FCmp
        | Opcode::Select
        | Opcode::FNeg
        | Opcode::GetElementPtr
        | Opcode::ExtractValue
        | Opcode::InsertValue
        | Opcode::ExtractElement
        | Opcode::InsertElement
        | Opcode::ShuffleVector => true,
        // Special registers constant for a thread (`%nctaid.x` of a grid-stride
        // step) are read once, as nvcc does.
        Opcode::Call => matches!(
            f.operands(i).first(),
            Some(Value::Func(callee)) if m.functions[*callee].intrinsic.is_some_and(is_arithmetic)
                || super::gvn::reads_thread_constant_sreg(m, *callee)
        ),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::ir_text::{after_pass, body_of};

    #[test]
    fn division_by_a_variable_stays() {
        let out = after_pass(
            "define i32 @f(i32 %n, i32 %d) {\nentry:\n  br label %h\n\
             h:\n  %i = phi i32 [ 0, %entry ], [ %inc, %b ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %b, label %x\n\
             b:\n  %q = sdiv i32 %n, %d\n  %r = srem i32 %n, 7\n  %inc = add i32 %i, %q\n  br label %h\n\
             x:\n  ret i32 %i\n}\n",
            "licm",
        );
        let f = body_of(&out, "f");
        let entry = &f[..f.find("h:").expect("header")];
        assert!(entry.contains("srem i32 %n, 7"), "{f}");
        assert!(!entry.contains("sdiv"), "{f}");
    }
}
