//! A kernel's own static shared memory. ptxsim lays every `.shared` variable of a module
//! out in one area that each block gets whole, but CUDA reports (and sizes occupancy by)
//! the variables a kernel can reach: those it or a function it calls, directly or
//! through others, names. A module holding many kernels (CUB's) would otherwise look as
//! if each needed all of them.

use ptxsim::decode::Program;
use ptxsim::ops::{Base, Opnd, Space, SymVal};
use rustc_hash::FxHashSet;

/// Shared-memory offsets and functions named by an operand.
fn scan(o: &Opnd, offsets: &mut FxHashSet<u32>, calls: &mut Vec<u32>) {
    match o {
        Opnd::Sym(SymVal::Shared(off)) | Opnd::Addr(Base::Sym(SymVal::Shared(off)), _) => {
            offsets.insert(*off);
        }
        Opnd::Func(f) => calls.push(*f),
        Opnd::Vec(items) | Opnd::List(items) => {
            for i in items.iter() {
                scan(i, offsets, calls);
            }
        }
        _ => {}
    }
}

/// Bytes of the static `.shared` variables function `kernel` of `prog` reaches.
pub fn kernel_static_shared(prog: &Program, kernel: u32) -> u32 {
    let mut offsets = FxHashSet::default();
    let mut seen = FxHashSet::default();
    let mut work = vec![kernel];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(func) = prog.funcs.get(f as usize) else {
            continue;
        };
        let code = prog.code.get(func.start as usize..func.end as usize).unwrap_or(&[]);
        for inst in code {
            for o in &inst.ops {
                scan(o, &mut offsets, &mut work);
            }
        }
    }
    let bytes: u64 = prog
        .vars
        .iter()
        .filter(|v| v.space == Space::Shared && v.size > 0)
        .filter(|v| offsets.iter().any(|&o| (v.addr..v.addr + v.size).contains(&(o as u64))))
        .map(|v| v.size)
        .sum();
    bytes as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(ptx: &str) -> Program {
        let m = ptxsim::parse::parse(ptx).expect("parses");
        ptxsim::decode::decode(&m).expect("decodes")
    }

    #[test]
    fn each_kernel_counts_the_shared_variables_it_and_its_callees_name() {
        let p = program(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .shared .align 4 .b8 big[4096];\n\
             .shared .align 4 .b8 small[256];\n\
             .extern .shared .align 16 .b8 dyn[];\n\
             .func helper()\n{\n .reg .b32 %r<2>;\n st.shared.u32 [small+4], %r1;\n ret;\n}\n\
             .visible .entry uses_big()\n{\n .reg .b32 %r<2>;\n st.shared.u32 [big], %r1;\n ret;\n}\n\
             .visible .entry calls_helper()\n{\n .reg .b64 %rd<2>;\n mov.u64 %rd1, dyn;\n call helper, ();\n ret;\n}\n\
             .visible .entry uses_none()\n{\n ret;\n}\n",
        );
        let k = |name: &str| p.func_index[name];
        assert_eq!(kernel_static_shared(&p, k("uses_big")), 4096);
        assert_eq!(kernel_static_shared(&p, k("calls_helper")), 256);
        assert_eq!(kernel_static_shared(&p, k("uses_none")), 0);
        assert!(p.static_shared >= 4096 + 256);
    }
}
