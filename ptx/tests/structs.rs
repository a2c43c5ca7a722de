//! Struct values in registers: insertvalue/extractvalue with nested index
//! paths, struct returns and struct parameters through `.param` arrays,
//! whole-struct loads, stores, selects and phis, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, FuncBuilder, InstFlags, IntPredicate, Module, NodeHeader, Opcode, Value};

fn insert(b: &mut FuncBuilder<'_>, agg: Value, v: Value, path: &[i128]) -> Value {
    let i32t = b.module.types.i32();
    let ty = b.type_of(agg);
    let mut ops = vec![agg, v];
    ops.extend(path.iter().map(|&k| Value::Const(b.module.const_int(i32t, k))));
    let h = NodeHeader {
        opcode: Opcode::InsertValue,
        subop: 0,
        flags: InstFlags::default(),
        num_operands: 0,
    };
    Value::Inst(b.emit(h, ty, &ops, ""))
}

fn extract(b: &mut FuncBuilder<'_>, agg: Value, ty: ptxc_ir::Type, path: &[i128]) -> Value {
    let i32t = b.module.types.i32();
    let mut ops = vec![agg];
    ops.extend(path.iter().map(|&k| Value::Const(b.module.const_int(i32t, k))));
    let h = NodeHeader {
        opcode: Opcode::ExtractValue,
        subop: 0,
        flags: InstFlags::default(),
        num_operands: 0,
    };
    Value::Inst(b.emit(h, ty, &ops, ""))
}

#[test]
fn struct_values() {
    let mut m = Module::new("structs.cu");
    let void = m.types.void();
    let i8t = m.types.i8();
    let i32t = m.types.i32();
    let f32t = m.types.float();
    let f64t = m.types.double();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let inner = m.types.literal_struct(vec![i8t, f64t], false);
    let st = m.types.named_struct("struct.P");
    m.types.set_struct_body(st, vec![i32t, f32t, inner], false);
    // P mk(int a, float b) { return {a, b, {7, a * 0.5}}; }
    let mk = define(&mut m, "mk", st, &[i32t, f32t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let undef = Value::Const(b.module.const_undef(st));
        let s1 = insert(b, undef, Value::Arg(0), &[0]);
        let s2 = insert(b, s1, Value::Arg(1), &[1]);
        let seven = Value::Const(b.module.const_int(i8t, 7));
        let s3 = insert(b, s2, seven, &[2, 0]);
        let d = b.cast(Opcode::SIToFP, Value::Arg(0), f64t, "");
        let half = Value::Const(b.module.const_float(f64t, 0.5));
        let h = b.binary(Opcode::FMul, d, half, 0, "");
        let s4 = insert(b, s3, h, &[2, 1]);
        b.ret(Some(s4));
    });
    // double sum(P p) { return p.a + p.b + p.in.c + p.in.d; }
    let sum = define(&mut m, "sum", f64t, &[st], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let a = extract(b, Value::Arg(0), i32t, &[0]);
        let bb = extract(b, Value::Arg(0), f32t, &[1]);
        let inn = extract(b, Value::Arg(0), inner, &[2]);
        let c = extract(b, inn, i8t, &[0]);
        let d = extract(b, inn, f64t, &[1]);
        let af = b.cast(Opcode::SIToFP, a, f64t, "");
        let bf = b.cast(Opcode::FPExt, bb, f64t, "");
        let cf = b.cast(Opcode::SIToFP, c, f64t, "");
        let t1 = b.binary(Opcode::FAdd, af, bf, 0, "");
        let t2 = b.binary(Opcode::FAdd, t1, cf, 0, "");
        let t3 = b.binary(Opcode::FAdd, t2, d, 0, "");
        b.ret(Some(t3));
    });
    // kernel: p = mk(n, x); q = *inp; r = n > 2 ? p : q; phi over an if; out[0..] = r; out_d = sum(r)
    let k = define(&mut m, "k", void, &[p1, p1, i32t, f32t], |b| {
        let entry = b.create_block("entry");
        let then = b.create_block("then");
        let join = b.create_block("join");
        b.append_and_switch(entry);
        let p = b.call(mk, &[Value::Arg(2), Value::Arg(3)], "p");
        let q = b.load(st, Value::Arg(1), 8, false, "q");
        let two = Value::Const(b.module.const_int(i32t, 2));
        let c = b.icmp(IntPredicate::Sgt, Value::Arg(2), two, "");
        let r = b.select(c, p, q, "r");
        b.cond_br(c, then, join);
        b.append_and_switch(then);
        let nine = Value::Const(b.module.const_int(i32t, 9));
        let r2 = insert(b, r, nine, &[0]);
        b.br(join);
        b.append_and_switch(join);
        let phi = b.phi(st, &[(r, entry), (r2, then)], "m");
        b.store(phi, Value::Arg(0), 8, false);
        let s = b.call(sum, &[phi], "");
        let i64t = b.module.types.i64();
        let o = Value::Const(b.module.const_int(i64t, 4));
        let dp = b.gep(f64t, Value::Arg(0), &[o], true, "");
        b.store(s, dp, 8, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("structs", &m);
    for needle in [
        ".func  (.param .align 8 .b8 func_retval0[24]) mk(",
        ".param .align 8 .b8 sum_param_0[24]",
        "st.param.b8 \t[func_retval0+8]",
        "st.param.f64 \t[func_retval0+16]",
        ".param .align 8 .b8 retval0[24];",
        "ld.param.f32 \t%f",
        "ld.param.b8",
        "st.param.b32 \t[param0]",
        "selp.f64",
        "ld.global.f64",
        "st.global.u8",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}
