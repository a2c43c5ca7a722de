//! `half` and `bfloat`: native f16 arithmetic, f32-promoted division,
//! remainder and bfloat arithmetic, conversions both ways, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, FloatPredicate, Module, Opcode, Type, Value};
use ptxc_ptx::{emit_module, parse_sm, PtxOptions};

fn half_module(hty: fn(&mut Module) -> Type) -> Module {
    let mut m = Module::new("half.cu");
    let void = m.types.void();
    let h = hty(&mut m);
    let i16t = m.types.int(16);
    let i32t = m.types.i32();
    let f32t = m.types.float();
    let f64t = m.types.double();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let sqrt = declare(&mut m, "llvm.sqrt.f16", h, &[h]);
    let k = define(&mut m, "halves", void, &[p1, h, h, i32t, f64t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let (out, x, y) = (Value::Arg(0), Value::Arg(1), Value::Arg(2));
        let mut vals: Vec<Value> = [Opcode::FAdd, Opcode::FSub, Opcode::FMul, Opcode::FDiv, Opcode::FRem]
            .iter()
            .map(|&op| b.binary(op, x, y, 0, ""))
            .collect();
        vals.push(b.fneg(x, ""));
        let c = b.fcmp(FloatPredicate::Olt, x, y, "");
        let u = b.fcmp(FloatPredicate::Uno, x, y, "");
        let both = b.binary(Opcode::Or, c, u, 0, "");
        vals.push(b.select(both, x, y, ""));
        let one = Value::Const(b.module.const_float(f32t, 1.5));
        let wide = b.cast(Opcode::FPExt, x, f32t, "");
        let sum = b.binary(Opcode::FAdd, wide, one, 0, "");
        vals.push(b.cast(Opcode::FPTrunc, sum, h, ""));
        vals.push(b.cast(Opcode::FPTrunc, Value::Arg(4), h, ""));
        vals.push(b.cast(Opcode::SIToFP, Value::Arg(3), h, ""));
        vals.push(b.cast(Opcode::UIToFP, Value::Arg(3), h, ""));
        vals.push(b.call(sqrt, &[x], ""));
        let bits = b.cast(Opcode::BitCast, x, i16t, "");
        vals.push(b.cast(Opcode::BitCast, bits, h, ""));
        // A constant: 2.0 is 0x4000 in both 16-bit formats.
        let two = Value::Const(b.module.const_float(h, 2.0));
        vals.push(b.binary(Opcode::FAdd, x, two, 0, ""));
        for (n, v) in vals.into_iter().enumerate() {
            let i64t = b.module.types.i64();
            let idx = Value::Const(b.module.const_int(i64t, n as i128));
            let p = b.gep(h, out, &[idx], true, "");
            b.store(v, p, 2, false);
        }
        let d = b.cast(Opcode::FPExt, x, f64t, "");
        let i = b.cast(Opcode::FPToSI, y, i32t, "");
        let i64t = b.module.types.i64();
        let o = Value::Const(b.module.const_int(i64t, 4));
        let p = b.gep(f64t, out, &[o], true, "");
        b.store(d, p, 8, false);
        let o = Value::Const(b.module.const_int(i64t, 10));
        let p = b.gep(i32t, out, &[o], true, "");
        b.store(i, p, 4, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    m
}

#[test]
fn half_precision() {
    let ptx = emit_and_check("half", &half_module(|m| m.types.intern(ptxc_ir::TypeData::Half)));
    for needle in [
        "add.rn.f16",
        "sub.rn.f16",
        "mul.rn.f16",
        "cvt.f32.f16",
        "div.rn.f32",
        "cvt.rn.f16.f32",
        "cvt.rn.f16.f64",
        "cvt.rn.f16.s32",
        "cvt.rzi.s32.f16",
        "setp.lt.f16",
        "setp.nan.f16",
        "xor.b16",
        "sqrt.rn.f32",
        "st.global.u16",
        "__ptxc_frem_f32",
        "mov.b16 \t%rs",
        ", 16384;",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}

#[test]
fn bfloat16() {
    let m = half_module(|m| m.types.intern(ptxc_ir::TypeData::BFloat));
    let ptx = emit_and_check("bfloat", &m);
    for needle in [
        "cvt.rn.bf16.f32",
        "shl.b32",
        "cvt.rz.f32.f64",
        "setp.lt.f32",
        "add.rn.f32",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
    // sm_75 has no bfloat16 conversions: rounding is done with integer operations.
    let opts = PtxOptions {
        target: parse_sm("sm_75").unwrap(),
        ..Default::default()
    };
    let ptx75 = emit_module(&m, &opts).unwrap();
    assert!(!ptx75.contains("cvt.rn.bf16"), "{ptx75}");
    assert!(ptx75.contains("add.s32") && ptx75.contains("setp.nan.f32"), "{ptx75}");
    dump("bfloat_sm75", &ptx75);
    ptxas_accepts("bfloat_sm75", &ptx75, &["sm_75"]);
}
