//! Which kernels may run their blocks on several threads with the results of
//! a one-thread run, decided once per launch from the decoded code of the
//! kernel and every function it can call.
//!
//! Blocks that only share global memory through plain stores to distinct
//! addresses and through commutative atomics (`red.add` on integers,
//! `and`/`or`/`xor`/`min`/`max`) compute the same memory whatever order
//! they run in. Three things make the order visible:
//! * device `malloc`/`free` (the addresses handed out depend on the order,
//!   and allocating needs the allocation list to itself) and `%clock`,
//!   `%clock64`, `%globaltimer` (ptxsim's clocks count the thread-instructions
//!   executed so far): such kernels always run on one thread;
//! * an `atom` on global or generic memory whose old value lands in a register
//!   (a ticket from `atomicAdd`, the "last block" of a grid reduction), and
//!   atomics whose final value depends on the order (`exch`, `cas`, `inc`,
//!   `dec`, float `add`, which rounds): several threads give a correct
//!   result of *some* block order, not necessarily the sequential one, so
//!   `ptxsim` uses one thread unless `--threads` asks for more.

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
             .func helper(.param .u64 p)\n{{\n.reg .b64 %rd<4>;\n.reg .b32 %r<4>;\n.reg .f32 %f<2>;\n\
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
    }
}
