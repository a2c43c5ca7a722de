//! Instruction layer: unsupported instructions, allocas, atomic and
//! tensor-memory loads/stores, fences, cmpxchg, atomicrmw, addrspacecast.

mod common;
use common::*;
use ptxc_ir::{AtomicRmwOp, FuncBuilder, InstFlags, NodeHeader, Opcode, Ordering, Type};
use ptxc_verifier::messages as msg;
use ptxc_verifier::VerifyOptions;

fn header(opcode: Opcode, flags: InstFlags) -> NodeHeader {
    NodeHeader {
        opcode,
        subop: 0,
        flags,
        num_operands: 0,
    }
}

fn ordered(o: Ordering) -> InstFlags {
    InstFlags::default().with_ordering(o)
}

#[test]
fn unsupported_instructions_by_name() {
    for (op, name) in [
        (Opcode::IndirectBr, "indirectbr"),
        (Opcode::Invoke, "invoke"),
        (Opcode::Resume, "resume"),
        (Opcode::LandingPad, "landingpad"),
    ] {
        let text = msg::unsupported_instruction(name);
        assert_eq!(text, format!("{name} is not supported"));
        fail_pass(&sm(80), &text, |k, bad| {
            k.define("f", "void", &["ptr"], |b, a| {
                if bad {
                    let void = b.module.types.void();
                    b.emit(header(op, InstFlags::default()), void, &[a[0]], "");
                }
                b.ret(None);
            });
        });
    }
}

fn alloca_case(b: &mut FuncBuilder, space: u32, align: u32) {
    let i32t = b.module.types.i32();
    let slot = b.alloca(i32t, align, "x").as_inst().unwrap();
    let p = b.module.types.ptr(space);
    b.func.inst_mut(slot).ty = p;
    b.ret(None);
}

#[test]
fn alloca_generic_address_space_only() {
    fail_pass(&sm(80), msg::ALLOCA_ADDRSPACE, |k, bad| {
        k.define("f", "void", &[], |b, _| alloca_case(b, if bad { 5 } else { 0 }, 4));
    });
}

#[test]
fn alloca_alignment_limit() {
    fail_pass(&sm(80), msg::HUGE_ALIGNMENT, |k, bad| {
        k.define("f", "void", &[], |b, _| {
            alloca_case(b, 0, if bad { 1 << 24 } else { 1 << 23 })
        });
    });
}

#[test]
fn atomic_loads_and_stores() {
    fail_pass(&sm(80), msg::ATOMIC_LOAD_STORE, |k, bad| {
        k.define("f", "void", &["ptr"], |b, a| {
            let t = b.module.types.i32();
            let v = b.load(t, a[0], 4, false, "v");
            if bad {
                let i = v.as_inst().unwrap();
                b.func.inst_mut(i).header.flags = ordered(Ordering::Monotonic);
            }
            b.ret(None);
        });
    });
    fail_pass(&sm(80), msg::ATOMIC_LOAD_STORE, |k, bad| {
        k.define("f", "void", &["ptr", "i32"], |b, a| {
            let s = b.store(a[1], a[0], 4, true);
            if bad {
                b.func.inst_mut(s).header.flags = ordered(Ordering::SeqCst);
            }
            b.ret(None);
        });
    });
}

#[test]
fn tensor_memory_loads_and_stores() {
    for store in [false, true] {
        fail_pass(&sm(100), msg::TENSOR_MEMORY_LOAD_STORE, |k, bad| {
            let p = if bad { "ptr addrspace(6)" } else { "ptr addrspace(3)" };
            k.define("f", "void", &[p, "i32"], |b, a| {
                if store {
                    b.store(a[1], a[0], 4, false);
                } else {
                    let t = b.module.types.i32();
                    b.load(t, a[0], 4, false, "v");
                }
                b.ret(None);
            });
        });
    }
}

fn fence_fn(k: &mut Kit, o: Ordering) {
    k.define("f", "void", &[], |b, _| {
        let void = b.module.types.void();
        b.emit(header(Opcode::Fence, ordered(o)), void, &[], "");
        b.ret(None);
    });
}

#[test]
fn fence_rejected_in_standard_mode() {
    fail_pass(&sm(80), &msg::unsupported_instruction("fence"), |k, bad| {
        if bad {
            fence_fn(k, Ordering::SeqCst);
        }
    });
}

#[test]
fn fence_orderings_in_unified_mode() {
    let opts = VerifyOptions {
        unified_nvvm_ir: true,
        ..sm(80)
    };
    fail_pass(&opts, msg::FENCE_ORDERING, |k, bad| {
        fence_fn(k, if bad { Ordering::Acquire } else { Ordering::AcqRel });
    });
    let mut k = Kit::new();
    fence_fn(&mut k, Ordering::SeqCst);
    assert_errors(&k, &opts, &[]);
}

fn cmpxchg_fn(k: &mut Kit, ptr: &str, ty: &str) {
    let params = [ptr, ty];
    let f = k.define("f", "void", &params, |b, a| {
        let vt: Type = b.type_of(a[1]);
        let i1 = b.module.types.i1();
        let rt = b.module.types.literal_struct(vec![vt, i1], false);
        let i = b.emit(
            header(Opcode::CmpXchg, ordered(Ordering::SeqCst)),
            rt,
            &[a[0], a[1], a[1]],
            "x",
        );
        b.func.inst_mut(i).aux_ty = Some(vt);
        b.ret(None);
    });
    // Narrow test types are sign-extended so only the cmpxchg rule fires.
    k.m.functions[f].param_attrs[1].signext = true;
}

#[test]
fn cmpxchg_types() {
    fail_pass(&sm(80), msg::CMPXCHG_TYPE, |k, bad| {
        cmpxchg_fn(k, "ptr", if bad { "i16" } else { "i64" });
    });
    let mut k = Kit::new();
    cmpxchg_fn(&mut k, "ptr", "float");
    assert_errors(&k, &sm(80), &[msg::CMPXCHG_TYPE]);
}

#[test]
fn cmpxchg_address_spaces() {
    fail_pass(&sm(80), msg::CMPXCHG_ADDRSPACE, |k, bad| {
        cmpxchg_fn(k, if bad { "ptr addrspace(5)" } else { "ptr addrspace(3)" }, "i32");
    });
    let mut k = Kit::new();
    cmpxchg_fn(&mut k, "ptr addrspace(4)", "i32");
    assert_errors(&k, &sm(80), &[msg::CMPXCHG_ADDRSPACE]);
}

#[test]
fn atomics_128_bit_need_hopper() {
    let mut k = Kit::new();
    cmpxchg_fn(&mut k, "ptr addrspace(1)", "i128");
    assert_errors(&k, &sm(89), &[msg::ATOMICS_128B]);
    assert_errors(&k, &sm(90), &[]);
    let mut k = Kit::new();
    k.define("f", "void", &["ptr", "i128"], |b, a| {
        b.atomic_rmw(AtomicRmwOp::Xchg, a[0], a[1], Ordering::Monotonic, "old");
        b.ret(None);
    });
    assert_errors(&k, &sm(80), &[msg::ATOMICS_128B]);
    assert_errors(&k, &sm(90), &[]);
}

#[test]
fn vector_atomics_need_hopper() {
    let mut k = Kit::new();
    k.define("f", "void", &["ptr", "<2 x float>"], |b, a| {
        b.atomic_rmw(AtomicRmwOp::FAdd, a[0], a[1], Ordering::Monotonic, "old");
        b.ret(None);
    });
    assert_errors(&k, &sm(86), &[msg::VECTOR_ATOMICS]);
    assert_errors(&k, &sm(90), &[]);
}

#[test]
fn addrspacecast_needs_a_generic_side() {
    fail_pass(&sm(80), msg::ADDRSPACECAST_NON_GENERIC, |k, bad| {
        k.define("f", "void", &["ptr addrspace(3)"], |b, a| {
            let to = b.module.types.ptr(if bad { 1 } else { 0 });
            b.cast(Opcode::AddrSpaceCast, a[0], to, "c");
            b.ret(None);
        });
    });
    // generic -> global is fine.
    let mut k = Kit::new();
    k.define("f", "void", &["ptr"], |b, a| {
        let to = b.module.types.ptr(1);
        b.cast(Opcode::AddrSpaceCast, a[0], to, "c");
        b.ret(None);
    });
    assert_errors(&k, &sm(80), &[]);
}
