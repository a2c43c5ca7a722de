//! Vector values, scalarized: ld/st.v4 and per-lane accesses, lane-wise
//! arithmetic, compares and select, splats through insertelement +
//! shufflevector, constant and variable extractelement, packing bitcasts,
//! and vector phis in a loop, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, ConstData, FloatPredicate, InstFlags, IntPredicate, Module, NodeHeader, Opcode, Value};

#[test]
fn scalarized_vectors() {
    let mut m = Module::new("vec.cu");
    let void = m.types.void();
    let i8t = m.types.i8();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let half = m.types.intern(ptxc_ir::TypeData::Half);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let v4f = m.types.vector(f32t, 4);
    let v2h = m.types.vector(half, 2);
    let v4b = m.types.vector(i8t, 4);
    let v2i = m.types.vector(i32t, 2);
    let v4i32 = m.types.vector(i32t, 4);
    let k = define(&mut m, "vec", void, &[p1, p1, i32t, f32t], |b| {
        let entry = b.create_block("entry");
        let body = b.create_block("body");
        let exit = b.create_block("exit");
        b.append_and_switch(entry);
        let (out, inp, n, x) = (Value::Arg(0), Value::Arg(1), Value::Arg(2), Value::Arg(3));
        let v = b.load(v4f, inp, 16, false, "v");
        // splat x: insertelement undef, x, 0 ; shufflevector zeroinitializer
        let undef = Value::Const(b.module.const_undef(v4f));
        let zero32 = Value::Const(b.module.const_int(i32t, 0));
        let ins = b.emit(
            NodeHeader {
                opcode: Opcode::InsertElement,
                subop: 0,
                flags: InstFlags::default(),
                num_operands: 0,
            },
            v4f,
            &[undef, x, zero32],
            "",
        );
        let mask = Value::Const(b.module.const_zero(v4i32));
        let splat = b.emit(
            NodeHeader {
                opcode: Opcode::ShuffleVector,
                subop: 0,
                flags: InstFlags::default(),
                num_operands: 0,
            },
            v4f,
            &[Value::Inst(ins), undef, mask],
            "",
        );
        let w = b.binary(Opcode::FAdd, v, Value::Inst(splat), 0, "w");
        let c = b.fcmp(FloatPredicate::Olt, w, v, "c");
        let s = b.select(c, w, v, "s");
        b.store(s, out, 16, false);
        let two = Value::Const(b.module.const_int(i32t, 2));
        let e2 = b.emit(
            NodeHeader {
                opcode: Opcode::ExtractElement,
                subop: 0,
                flags: InstFlags::default(),
                num_operands: 0,
            },
            f32t,
            &[s, two],
            "",
        );
        let en = b.emit(
            NodeHeader {
                opcode: Opcode::ExtractElement,
                subop: 0,
                flags: InstFlags::default(),
                num_operands: 0,
            },
            f32t,
            &[s, n],
            "",
        );
        let sum = b.binary(Opcode::FAdd, Value::Inst(e2), Value::Inst(en), 0, "");
        let o4 = Value::Const(b.module.const_int(i64t, 4));
        let p = b.gep(f32t, out, &[o4], true, "");
        b.store(sum, p, 4, false);
        // <2 x half> -> i32 and <4 x i8> + 1 -> i32
        let o5 = Value::Const(b.module.const_int(i64t, 5));
        let hp = b.gep(f32t, inp, &[o5], true, "");
        let h = b.load(v2h, hp, 4, false, "");
        let hb = b.cast(Opcode::BitCast, h, i32t, "");
        let p5 = b.gep(f32t, out, &[o5], true, "");
        b.store(hb, p5, 4, false);
        let o6 = Value::Const(b.module.const_int(i64t, 6));
        let bp = b.gep(f32t, inp, &[o6], true, "");
        let bytes = b.load(v4b, bp, 1, false, "");
        let ones: Vec<_> = (0..4).map(|_| b.module.const_int(i8t, 1)).collect();
        let onesv = Value::Const(b.module.consts.intern(ConstData::Aggregate { ty: v4b, elems: ones }));
        let inc = b.binary(Opcode::Add, bytes, onesv, 0, "");
        let packed = b.cast(Opcode::BitCast, inc, i32t, "");
        let p6 = b.gep(f32t, out, &[o6], true, "");
        b.store(packed, p6, 4, false);
        b.br(body);
        // acc = <0, 0>; repeat n times: acc += <1, 2>
        b.append_and_switch(body);
        let zv = Value::Const(b.module.const_zero(v2i));
        let acc = b.phi(v2i, &[(zv, entry)], "acc");
        let j = b.phi(i32t, &[(zero32, entry)], "j");
        let step_elems = vec![b.module.const_int(i32t, 1), b.module.const_int(i32t, 2)];
        let step = Value::Const(b.module.consts.intern(ConstData::Aggregate {
            ty: v2i,
            elems: step_elems,
        }));
        let acc2 = b.binary(Opcode::Add, acc, step, 0, "");
        let one = Value::Const(b.module.const_int(i32t, 1));
        let j2 = b.binary(Opcode::Add, j, one, 0, "");
        let more = b.icmp(IntPredicate::Slt, j2, n, "");
        b.cond_br(more, body, exit);
        b.func.set_operands(
            acc.as_inst().unwrap(),
            &[zv, Value::Block(entry), acc2, Value::Block(body)],
        );
        b.func.set_operands(
            j.as_inst().unwrap(),
            &[zero32, Value::Block(entry), j2, Value::Block(body)],
        );
        b.append_and_switch(exit);
        let o8 = Value::Const(b.module.const_int(i64t, 8));
        let p8 = b.gep(f32t, out, &[o8], true, "");
        b.store(acc2, p8, 8, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("vectors", &m);
    for needle in [
        "ld.global.v4.f32",
        "st.global.v4.f32",
        "ld.global.v2.u16",
        "mov.b32 \t%r",
        "setp.lt.f32",
        "selp.f32",
        "st.global.v2.u32",
        "ld.global.u8",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}
