//! LLVM math/bit intrinsics and memcpy/memmove/memset, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, Module, Value};

#[test]
fn math_bit_and_memory_intrinsics() {
    let mut m = Module::new("intr.cu");
    let void = m.types.void();
    let i1 = m.types.i1();
    let i8t = m.types.i8();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let f64t = m.types.double();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let fabs = declare(&mut m, "llvm.fabs.f32", f32t, &[f32t]);
    let sqrt = declare(&mut m, "llvm.sqrt.f64", f64t, &[f64t]);
    let fma = declare(&mut m, "llvm.fma.f32", f32t, &[f32t, f32t, f32t]);
    let minnum = declare(&mut m, "llvm.minnum.f32", f32t, &[f32t, f32t]);
    let copysign = declare(&mut m, "llvm.copysign.f32", f32t, &[f32t, f32t]);
    let floor = declare(&mut m, "llvm.floor.f64", f64t, &[f64t]);
    let smin = declare(&mut m, "llvm.smin.i32", i32t, &[i32t, i32t]);
    let umax = declare(&mut m, "llvm.umax.i64", i64t, &[i64t, i64t]);
    let abs = declare(&mut m, "llvm.abs.i32", i32t, &[i32t, i1]);
    let ctpop = declare(&mut m, "llvm.ctpop.i64", i64t, &[i64t]);
    let ctlz = declare(&mut m, "llvm.ctlz.i32", i32t, &[i32t, i1]);
    let cttz = declare(&mut m, "llvm.cttz.i32", i32t, &[i32t, i1]);
    let brev = declare(&mut m, "llvm.bitreverse.i32", i32t, &[i32t]);
    let memcpy = declare(&mut m, "llvm.memcpy.p0.p0.i64", void, &[p0, p0, i64t, i1]);
    let memmove = declare(&mut m, "llvm.memmove.p0.p0.i64", void, &[p0, p0, i64t, i1]);
    let memset = declare(&mut m, "llvm.memset.p0.i64", void, &[p0, i8t, i64t, i1]);
    let lifetime = declare(&mut m, "llvm.lifetime.start.p0", void, &[i64t, p0]);
    let arr = m.types.array(i32t, 64);
    let k = define(&mut m, "intr", void, &[p1, f32t, f64t, i32t, i64t, p0, i8t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let (out, x, d, n, l, g, byte) = (
            Value::Arg(0),
            Value::Arg(1),
            Value::Arg(2),
            Value::Arg(3),
            Value::Arg(4),
            Value::Arg(5),
            Value::Arg(6),
        );
        let f = Value::Const(b.module.const_int(i1, 0));
        let r1 = b.call(fabs, &[x], "");
        let r2 = b.call(fma, &[r1, x, x], "");
        let r3 = b.call(minnum, &[r2, x], "");
        let r4 = b.call(copysign, &[r3, x], "");
        let d1 = b.call(sqrt, &[d], "");
        let d2 = b.call(floor, &[d1], "");
        let i1v = b.call(smin, &[n, n], "");
        let i2v = b.call(abs, &[i1v, f], "");
        let i3v = b.call(ctlz, &[i2v, f], "");
        let i4v = b.call(cttz, &[i3v, f], "");
        let i5v = b.call(brev, &[i4v], "");
        let l1 = b.call(umax, &[l, l], "");
        let l2 = b.call(ctpop, &[l1], "");
        b.store(r4, out, 4, false);
        let i64c = |b: &mut ptxc_ir::FuncBuilder<'_>, v: i128| Value::Const(b.module.const_int(i64t, v));
        let o8 = i64c(b, 8);
        let p = b.gep(i8t, out, &[o8], true, "");
        b.store(d2, p, 8, false);
        let o16 = i64c(b, 16);
        let p = b.gep(i8t, out, &[o16], true, "");
        b.store(i5v, p, 4, false);
        let o24 = i64c(b, 24);
        let p = b.gep(i8t, out, &[o24], true, "");
        b.store(l2, p, 8, false);
        // Local buffers: small constant copies unroll, large ones and dynamic lengths loop.
        let buf = b.alloca(arr, 16, "buf");
        let buf2 = b.alloca(arr, 16, "buf2");
        let size = i64c(b, 256);
        b.call(lifetime, &[size, buf], "");
        let fals = Value::Const(b.module.const_int(i1, 0));
        let c32 = i64c(b, 32);
        b.call(memset, &[buf, byte, size, fals], "");
        b.call(memcpy, &[buf2, buf, c32, fals], "");
        b.call(memcpy, &[buf2, buf, size, fals], "");
        b.call(memcpy, &[g, buf2, l, fals], "");
        b.call(memmove, &[g, buf, c32, fals], "");
        let zero8 = Value::Const(b.module.const_int(i8t, 0));
        b.call(memset, &[g, zero8, c32, fals], "");
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("intrinsics", &m);
    for needle in [
        "abs.f32",
        "fma.rn.f32",
        "min.f32",
        "copysign.f32",
        "sqrt.rn.f64",
        "cvt.rmi.f64.f64",
        "min.s32",
        "abs.s32",
        "clz.b32",
        "brev.b32",
        "max.u64",
        "popc.b64",
        "st.local.u64",
        "ld.local.u64",
        "ld.local.u8",
        "st.u8",
        "mul.lo.s64",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
    assert!(!ptx.contains("llvm."), "{ptx}");
}
