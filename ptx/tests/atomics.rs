//! Atomic read-modify-write (atom and red forms), compare-and-swap with
//! its success flag, atomic loads/stores and fences, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, AtomicRmwOp, InstFlags, Module, NodeHeader, Opcode, Ordering, Value};

/// Operations PTX has no `atom` for run as compare-and-swap loops.
#[test]
fn cas_loop_atomics() {
    let mut m = Module::new("casloop.cu");
    let void = m.types.void();
    let i16t = m.types.int(16);
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let half = m.types.intern(ptxc_ir::TypeData::Half);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let k = define(&mut m, "casloop", void, &[p1, i32t, f32t, i64t, i16t, half], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let g = Value::Arg(0);
        let a = b.atomic_rmw(AtomicRmwOp::Nand, g, Value::Arg(1), Ordering::Monotonic, "");
        let f = b.atomic_rmw(AtomicRmwOp::FMax, g, Value::Arg(2), Ordering::Monotonic, "");
        let l = b.atomic_rmw(AtomicRmwOp::UIncWrap, g, Value::Arg(3), Ordering::Monotonic, "");
        let d = b.atomic_rmw(AtomicRmwOp::UDecWrap, g, Value::Arg(3), Ordering::Monotonic, "");
        let s = b.atomic_rmw(AtomicRmwOp::Add, g, Value::Arg(4), Ordering::Monotonic, "");
        let h = b.atomic_rmw(AtomicRmwOp::FAdd, g, Value::Arg(5), Ordering::Monotonic, "");
        b.store(a, g, 4, false);
        b.store(f, g, 4, false);
        b.store(l, g, 8, false);
        b.store(d, g, 8, false);
        b.store(s, g, 2, false);
        b.store(h, g, 2, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("casloop", &m);
    for needle in [
        "atom.global.cas.b32",
        "atom.global.cas.b64",
        "atom.global.cas.b16",
        "not.b32",
        "max.f32",
        "ld.volatile.global.u16",
        "cvt.rn.f16.f32",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}

#[test]
fn atomics_and_fences() {
    let mut m = Module::new("atomics.cu");
    let void = m.types.void();
    let i1 = m.types.i1();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let p3 = m.types.ptr(addrspace::SHARED);
    let pair = m.types.literal_struct(vec![i32t, i1], false);
    let k = define(&mut m, "atomics", void, &[p1, p3, i32t, f32t, i64t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let (g, s, x, fx, lx) = (
            Value::Arg(0),
            Value::Arg(1),
            Value::Arg(2),
            Value::Arg(3),
            Value::Arg(4),
        );
        let mut olds = Vec::new();
        for op in [
            AtomicRmwOp::Xchg,
            AtomicRmwOp::Add,
            AtomicRmwOp::Sub,
            AtomicRmwOp::And,
            AtomicRmwOp::Or,
            AtomicRmwOp::Xor,
            AtomicRmwOp::Max,
            AtomicRmwOp::Min,
            AtomicRmwOp::UMax,
            AtomicRmwOp::UMin,
            AtomicRmwOp::UIncWrap,
            AtomicRmwOp::UDecWrap,
        ] {
            olds.push(b.atomic_rmw(op, g, x, Ordering::Monotonic, ""));
        }
        // Unused result: the reduction form.
        b.atomic_rmw(AtomicRmwOp::Add, s, x, Ordering::Monotonic, "");
        b.atomic_rmw(AtomicRmwOp::FAdd, g, fx, Ordering::Monotonic, "");
        let l = b.atomic_rmw(AtomicRmwOp::Add, g, lx, Ordering::SeqCst, "");
        let acq = b.atomic_rmw(AtomicRmwOp::Max, s, x, Ordering::Acquire, "");
        olds.push(acq);
        // cmpxchg ptr, cmp, new -> { i32, i1 }
        let mut h = NodeHeader {
            opcode: Opcode::CmpXchg,
            subop: 0,
            flags: InstFlags::default().with_ordering(Ordering::SeqCst),
            num_operands: 0,
        };
        h.flags = h.flags.with_failure_ordering(Ordering::Monotonic);
        let cx = b.emit(h, pair, &[g, x, olds[0]], "cx");
        b.func.inst_mut(cx).aux_ty = Some(i32t);
        let old = b.extract_value(Value::Inst(cx), 0, i32t, "");
        let ok = b.extract_value(Value::Inst(cx), 1, i1, "");
        let okz = b.cast(Opcode::ZExt, ok, i32t, "");
        olds.push(old);
        olds.push(okz);
        let fence = NodeHeader {
            opcode: Opcode::Fence,
            subop: 0,
            flags: InstFlags::default().with_ordering(Ordering::SeqCst),
            num_operands: 0,
        };
        let fi = b.emit(fence, void, &[], "");
        b.func.extra_mut(fi).syncscope = Some(ptxc_ir::SyncScope::Block);
        // An atomic load and store.
        let ld = b.load(i32t, g, 4, false, "");
        let li = ld.as_inst().unwrap();
        b.func.inst_mut(li).header.flags = InstFlags::default().with_ordering(Ordering::Acquire);
        olds.push(ld);
        let mut sum = olds[0];
        for &o in &olds[1..] {
            sum = b.binary(Opcode::Add, sum, o, 0, "");
        }
        let st = b.store(sum, g, 4, false);
        b.func.inst_mut(st).header.flags = InstFlags::default().with_ordering(Ordering::Release);
        let one = Value::Const(b.module.const_int(i64t, 1));
        let i64p = b.gep(i64t, g, &[one], true, "");
        b.store(l, i64p, 8, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("atomics", &m);
    for needle in [
        "atom.global.exch.b32",
        "atom.global.add.u32",
        "neg.s32",
        "atom.global.and.b32",
        "atom.global.max.s32",
        "atom.global.min.u32",
        "atom.global.inc.u32",
        "atom.global.dec.u32",
        "red.shared.add.u32",
        "red.global.add.f32",
        "fence.sc.sys;",
        "atom.acq_rel.sys.global.add.u64",
        "atom.acquire.sys.shared.max.s32",
        "atom.acq_rel.sys.global.cas.b32",
        "setp.eq.b32",
        "fence.sc.cta;",
        "ld.acquire.sys.global.u32",
        "st.release.sys.global.u32",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}
