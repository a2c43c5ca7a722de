//! Which kernels may run their blocks on several threads with the results of
//! a one-thread run, decided once per launch from the decoded code of the
//! kernel and every function it can call.
//!
//! Blocks that only share global memory through plain stores to distinct
//! addresses and through commutative atomics (`red.add` on integers,
//! `and`/`or`/`xor`/`min`/`max`) compute the same memory whatever order
//! they run in. These make the order visible:
//! * device `malloc`/`free` (the addresses handed out depend on the order,
//!   and allocating needs the allocation list to itself) and `%clock`,
//!   `%clock64`, `%globaltimer` (ptxsim's clocks count the thread-instructions
//!   executed so far): such kernels always run on one thread;
//! * an `atom` on global or generic memory whose old value lands in a register
//!   (a ticket from `atomicAdd`, the "last block" of a grid reduction), and
//!   atomics whose final value depends on the order (`exch`, `cas`, `inc`,
//!   `dec`, float `add`, which rounds): several threads give a correct
//!   result of *some* block order, not necessarily the sequential one, so
//!   `ptxsim` uses one thread unless `--threads` asks for more;
//! * a loop that polls global memory (repeats or leaves on what a `.volatile`,
//!   `.relaxed` or `.acquire` load or an `atom.cas`/`exch` in it read): blocks
//!   may spin on what other blocks write, which only the one-thread
//!   scheduler's turns (`grid::run_in_turns`) let finish, so such kernels
//!   always run on one thread.

use crate::decode::{Builtin, Program};
use crate::ops::*;

/// How a kernel's blocks may be distributed over threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parallelism {
    /// Any number of threads gives the one-thread results.
    Free,
    /// Several threads give the results of some block order (the reason).
    OrderDependent(&'static str),
    /// Always one thread (the reason).
    Alone(&'static str),
}

/// Classifies kernel `kernel` of `prog`.
pub fn classify(prog: &Program, kernel: u32) -> Parallelism {
    let mut seen = vec![false; prog.funcs.len()];
    let mut work = vec![kernel];
    let mut verdict = Parallelism::Free;
    while let Some(f) = work.pop() {
        let Some(func) = prog.funcs.get(f as usize).filter(|_| !seen[f as usize]) else {
            continue;
        };
        seen[f as usize] = true;
        match func.builtin {
            Some(Builtin::Malloc | Builtin::AlignedMalloc | Builtin::Free) => {
                return Parallelism::Alone("device malloc/free")
            }
            Some(_) => continue,
            None => {}
        }
        let code = prog.code.get(func.start as usize..func.end as usize).unwrap_or(&[]);
        if polls_in_a_loop(prog, func.start as usize, code) {
            return Parallelism::Alone("a loop that polls global memory (blocks may wait for each other)");
        }
        for inst in code {
            if inst.ops.iter().any(reads_clock) {
                return Parallelism::Alone("%clock/%globaltimer");
            }

            match (inst.op, inst.ops.get(1)) {
                (Op::Call, Some(Opnd::Func(callee))) => work.push(*callee),
                // an indirect call may reach any function
                (Op::Call, _) => work.extend(0..prog.funcs.len() as u32),
                _ => {}
            }
            if verdict == Parallelism::Free {
                if let Some(why) = order_dependent_atomic(inst) {
                    verdict = Parallelism::OrderDependent(why);
                }
            }
        }
    }
    verdict
}

/// Whether a loop of `code` (starting at `start` in the program) leaves or
/// repeats on a value it read with a polling load: a `.volatile`, `.relaxed`
/// or `.acquire` load of global or generic memory, or an `atom.cas`/`exch`
/// (`while (flag == 0);`, `while (atomicCAS(lock, 0, 1));`). A loop that only
/// sums what such loads read (the "last block" of a grid reduction) is not
/// one.
fn polls_in_a_loop(prog: &Program, start: usize, code: &[Inst]) -> bool {
    for (i, inst) in code.iter().enumerate() {
        let (Op::Bra, Some(Opnd::Label(t))) = (inst.op, inst.ops.first()) else {
            continue;
        };
        let (top, end) = (*t as usize, start + i);
        if top > end || top < start {
            continue;
        }
        let body = &prog.code[top..=end];
        let tainted = values_read_by_polls(body);
        let exits = body.iter().any(|b| match (b.op, b.guard, b.ops.first()) {
            (Op::Bra, Some(g), Some(Opnd::Label(t))) => {
                let t = *t as usize;
                (t < top || t > end || std::ptr::eq(b, inst)) && tainted.contains(&g.reg)
            }
            _ => false,
        });
        if exits {
            return true;
        }
    }
    false
}

/// The registers of `body` (a loop) that hold, or are computed from, a value
/// a polling load in it read, also through a variable in memory that the loop
/// stores such a value to and loads it back from at the same address operand
/// (unoptimized code keeps its variables in local memory).
fn values_read_by_polls(body: &[Inst]) -> Vec<u32> {
    let mut tainted: Vec<u32> = Vec::new();
    let mut slots: Vec<&Opnd> = Vec::new();
    // three times: a value may reach an instruction above it through the back edge
    for _ in 0..3 {
        for inst in body {
            if inst.op == Op::St && inst.ops.iter().skip(1).any(|o| reads_reg(o, &tainted)) {
                slots.push(&inst.ops[0]);
            }
            if matches!(
                inst.op,
                Op::St | Op::Red | Op::Bra | Op::Bar | Op::Call | Op::Ret | Op::Exit
            ) {
                continue;
            }
            let poll = match inst.op {
                Op::Ld => {
                    (inst.m.strong && matches!(inst.m.space, Space::Global | Space::Generic))
                        || inst.ops.get(1).is_some_and(|a| slots.contains(&a))
                }
                Op::Atom => matches!(inst.m.aop, AtomOp::Cas | AtomOp::Exch),
                _ => false,
            };
            let from_poll = inst.ops.iter().skip(1).any(|o| reads_reg(o, &tainted));
            if poll || from_poll {
                if let Some(d) = inst.ops.first() {
                    dest_regs(d, &mut tainted);
                }
            }
        }
    }
    tainted
}

fn reads_reg(o: &Opnd, regs: &[u32]) -> bool {
    match o {
        Opnd::Reg(r) | Opnd::NotPred(r) => regs.contains(r),
        Opnd::Vec(v) => v.iter().any(|o| reads_reg(o, regs)),
        _ => false,
    }
}

fn dest_regs(o: &Opnd, out: &mut Vec<u32>) {
    match o {
        Opnd::Reg(r) => out.push(*r),
        Opnd::Pair(a, b) => out.extend([*a, *b].into_iter().filter(|&r| r != u32::MAX)),
        Opnd::Vec(v) => v.iter().for_each(|o| dest_regs(o, out)),
        _ => {}
    }
}

fn reads_clock(o: &Opnd) -> bool {
    match o {
        Opnd::Sreg(Sreg::Clock | Sreg::Clock64 | Sreg::GlobalTimer | Sreg::GlobalTimerLo) => true,
        Opnd::Vec(v) | Opnd::List(v) => v.iter().any(reads_clock),
        _ => false,
    }
}

fn order_dependent_atomic(inst: &Inst) -> Option<&'static str> {
    if !matches!(inst.op, Op::Atom | Op::Red) || inst.m.space == Space::Shared {
        return None;
    }
    if inst.op == Op::Atom && !matches!(inst.ops.first(), Some(Opnd::Sink)) {
        return Some("an atomic whose old value is used");
    }
    match inst.m.aop {
        AtomOp::Add if inst.ty.is_float() => Some("a floating-point atomic add"),
        AtomOp::Add | AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Min | AtomOp::Max => None,
        _ => Some("an atomic exchange, compare-and-swap, inc or dec"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(body: &str) -> Parallelism {
        let ptx = format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .func helper(.param .u64 p)\n{{\n.reg .b64 %rd<4>;\n.reg .b32 %r<4>;\n.reg .f32 %f<2>;\n.reg .pred %p<2>;\n\
             ld.param.u64 %rd1, [p];\n{body}\nret;\n}}\n\
             .visible .entry k(.param .u64 p)\n{{\n.reg .b64 %rd<2>;\nld.param.u64 %rd1, [p];\n\
             {{\n.param .b64 a;\nst.param.b64 [a], %rd1;\ncall.uni helper, (a);\n}}\nret;\n}}\n"
        );
        let prog = crate::decode::decode(&crate::parse::parse(&ptx).unwrap()).unwrap();
        classify(&prog, prog.func_index["k"])
    }

    #[test]
    fn callees_decide_with_the_kernel() {
        assert_eq!(verdict("st.global.u32 [%rd1], 1;"), Parallelism::Free);
        assert_eq!(verdict("red.global.add.u32 [%rd1], 1;"), Parallelism::Free);
        assert_eq!(verdict("atom.shared.add.u32 %r1, [%rd1], 1;"), Parallelism::Free);
        assert!(matches!(
            verdict("atom.global.add.u32 %r1, [%rd1], 1;"),
            Parallelism::OrderDependent(_)
        ));
        assert!(matches!(
            verdict("red.global.add.f32 [%rd1], 0f3F800000;"),
            Parallelism::OrderDependent(_)
        ));
        assert!(matches!(verdict("mov.u32 %r1, %clock;"), Parallelism::Alone(_)));
        // a loop that waits on what it polls runs alone; one that reads once does not
        let wait = "W: ld.volatile.global.u32 %r1, [%rd1];\nsetp.eq.u32 %p1, %r1, 0;\n@%p1 bra W;";
        assert!(matches!(verdict(wait), Parallelism::Alone(_)));
        let acquire = "W: ld.acquire.gpu.u32 %r1, [%rd1];\nxor.b32 %r2, %r1, %r3;\n\
                       setp.ne.u32 %p1, %r2, 0;\n@%p1 bra OUT;\nbra.uni W;\nOUT:";
        assert!(matches!(verdict(acquire), Parallelism::Alone(_)));
        let sum = "mov.u32 %r2, 0;\nL: ld.volatile.global.u32 %r1, [%rd1];\nadd.u32 %r3, %r3, %r1;\n\
                   add.u32 %r2, %r2, 1;\nsetp.lt.u32 %p1, %r2, 8;\n@%p1 bra L;\nst.global.u32 [%rd1], %r3;";
        assert_eq!(verdict(sum), Parallelism::Free);
        // through a local variable, as unoptimized code keeps it
        let local = "W: ld.volatile.global.u32 %r1, [%rd1];\nst.local.u32 [%rd2+4], %r1;\n\
                     ld.local.u32 %r2, [%rd2+4];\nsetp.eq.u32 %p1, %r2, 0;\n@%p1 bra W;";
        assert!(matches!(verdict(local), Parallelism::Alone(_)));
        assert_eq!(verdict("ld.volatile.global.u32 %r1, [%rd1];"), Parallelism::Free);
    }
}
