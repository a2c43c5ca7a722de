//! Integer and float arithmetic, comparisons, select and every cast, for
//! every scalar width, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, FloatPredicate, FuncBuilder, IntPredicate, Module, Opcode, Type, Value};

const INT_OPS: [Opcode; 13] = [
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::UDiv,
    Opcode::SDiv,
    Opcode::URem,
    Opcode::SRem,
    Opcode::Shl,
    Opcode::LShr,
    Opcode::AShr,
    Opcode::And,
    Opcode::Or,
    Opcode::Xor,
];

/// Stores `v` to `out + k * size(ty)`.
fn store_at(b: &mut FuncBuilder<'_>, out: Value, ty: Type, k: i64, v: Value) {
    let i64t = b.module.types.i64();
    let idx = Value::Const(b.module.const_int(i64t, i128::from(k)));
    let p = b.gep(ty, out, &[idx], true, "");
    b.store(v, p, 0, false);
}

/// A kernel `k(ptr addrspace(1) out, ty a, ty b)` whose body `f` computes values to store.
fn kernel_with(
    m: &mut Module,
    name: &str,
    ty: Type,
    out_ty: Type,
    f: impl FnOnce(&mut FuncBuilder<'_>, Value, Value) -> Vec<Value>,
) {
    let void = m.types.void();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let k = define(m, name, void, &[p1, ty, ty], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let vals = f(b, Value::Arg(1), Value::Arg(2));
        for (k, v) in vals.into_iter().enumerate() {
            store_at(b, Value::Arg(0), out_ty, k as i64, v);
        }
        b.ret(None);
    });
    mark_kernel(m, k);
}

#[test]
fn integer_ops_every_width() {
    let mut m = Module::new("int.cu");
    for bits in [8u32, 16, 32, 64] {
        let ty = m.types.int(bits);
        kernel_with(&mut m, &format!("int{bits}"), ty, ty, |b, x, y| {
            let mut out: Vec<Value> = INT_OPS.iter().map(|&op| b.binary(op, x, y, 0, "")).collect();
            // With constants on either side, and `not`.
            let c = Value::Const(b.module.const_int(ty, -3));
            let five = Value::Const(b.module.const_int(ty, 5));
            for op in INT_OPS {
                out.push(b.binary(op, x, five, 0, ""));
            }
            out.push(b.binary(Opcode::Sub, c, x, 0, ""));
            out.push(b.binary(Opcode::Mul, c, x, 0, ""));
            out.push(b.binary(Opcode::UDiv, c, x, 0, ""));
            let minus1 = Value::Const(b.module.const_int(ty, -1));
            out.push(b.binary(Opcode::Xor, x, minus1, 0, "not"));
            out
        });
    }
    let ptx = emit_and_check("int", &m);
    for needle in [
        "div.s16",
        "div.u16",
        "rem.s32",
        "rem.u64",
        "shr.s16",
        "shr.u32",
        "shl.b64",
        "mul.lo.s64",
        "xor.b32",
        "cvt.s16.s8",
        "and.b16",
    ] {
        assert!(ptx.contains(needle), "missing {needle}\n{ptx}");
    }
    // 64-bit shift amounts become .u32.
    assert!(ptx.contains("cvt.u32.u64"), "{ptx}");
}

#[test]
fn predicate_ops() {
    let mut m = Module::new("pred.cu");
    let i1 = m.types.i1();
    let i8t = m.types.i8();
    kernel_with(&mut m, "preds", i1, i8t, |b, x, y| {
        let mut out = Vec::new();
        for op in INT_OPS {
            let r = b.binary(op, x, y, 0, "");
            out.push(b.cast(Opcode::ZExt, r, i8t, ""));
        }
        for p in IntPredicate::ALL {
            let r = b.icmp(p, x, y, "");
            out.push(b.cast(Opcode::ZExt, r, i8t, ""));
        }
        let t = Value::Const(b.module.const_int(i1, 1));
        let a = b.binary(Opcode::Xor, x, t, 0, "lnot");
        let s = b.select(a, x, y, "");
        out.push(b.cast(Opcode::SExt, s, i8t, ""));
        out
    });
    let ptx = emit_and_check("pred", &m);
    assert!(
        ptx.contains("xor.pred") && ptx.contains("not.pred") && ptx.contains("or.pred"),
        "{ptx}"
    );
}

#[test]
fn comparisons_every_type() {
    let mut m = Module::new("cmp.cu");
    let i32t = m.types.i32();
    for (name, ty) in [
        ("c8", m.types.int(8)),
        ("c16", m.types.int(16)),
        ("c32", m.types.i32()),
        ("c64", m.types.i64()),
        ("cptr", m.types.ptr(0)),
    ] {
        kernel_with(&mut m, name, ty, i32t, |b, x, y| {
            IntPredicate::ALL
                .iter()
                .map(|&p| {
                    let c = b.icmp(p, x, y, "");
                    b.cast(Opcode::ZExt, c, i32t, "")
                })
                .collect()
        });
    }
    for (name, ty) in [("f32", m.types.float()), ("f64", m.types.double())] {
        kernel_with(&mut m, name, ty, i32t, |b, x, y| {
            FloatPredicate::ALL
                .iter()
                .map(|&p| {
                    let c = b.fcmp(p, x, y, "");
                    b.cast(Opcode::ZExt, c, i32t, "")
                })
                .collect()
        });
    }
    let ptx = emit_and_check("cmp", &m);
    for needle in [
        "setp.lt.u16",
        "setp.ge.s16",
        "setp.gt.u64",
        "setp.le.s32",
        "setp.ltu.f32",
        "setp.nan.f64",
        "setp.num.f32",
        "setp.neu.f64",
        "setp.equ.f32",
        "setp.ne.f32",
    ] {
        assert!(ptx.contains(needle), "missing {needle}\n{ptx}");
    }
}

#[test]
fn float_math_and_select() {
    let mut m = Module::new("float.cu");
    for (name, ty) in [("ff", m.types.float()), ("dd", m.types.double())] {
        kernel_with(&mut m, name, ty, ty, |b, x, y| {
            let mut out: Vec<Value> = [Opcode::FAdd, Opcode::FSub, Opcode::FMul, Opcode::FDiv, Opcode::FRem]
                .iter()
                .map(|&op| b.binary(op, x, y, 0, ""))
                .collect();
            out.push(b.fneg(x, ""));
            let half = Value::Const(b.module.const_float(ty, 0.5));
            out.push(b.binary(Opcode::FMul, half, x, 0, ""));
            out.push(b.binary(Opcode::FSub, half, x, 0, ""));
            let c = b.fcmp(FloatPredicate::Olt, x, y, "");
            out.push(b.select(c, x, half, ""));
            out
        });
    }
    let ptx = emit_and_check("float", &m);
    for needle in [
        "div.rn.f32",
        "div.rn.f64",
        "neg.f32",
        "neg.f64",
        "selp.f32",
        "0f3F000000",
        "0d3FE0000000000000",
        "__ptxc_frem_f32",
        "__ptxc_frem_f64",
        "mul.rn.f32",
    ] {
        assert!(ptx.contains(needle), "missing {needle}\n{ptx}");
    }
    // No contraction: no fma was formed.
    assert_eq!(count(&ptx, "fma."), 0, "{ptx}");
}

#[test]
fn every_cast() {
    let mut m = Module::new("casts.cu");
    let void = m.types.void();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let tys: Vec<(&str, Type)> = vec![
        ("i1", m.types.i1()),
        ("i8", m.types.i8()),
        ("i16", m.types.int(16)),
        ("i32", m.types.i32()),
        ("i64", m.types.i64()),
        ("f32", m.types.float()),
        ("f64", m.types.double()),
        ("ptr", m.types.ptr(0)),
    ];
    let mut made = 0;
    for &(fname, from) in &tys {
        let k = define(&mut m, &format!("cast_{fname}"), void, &[p1, from], |b| {
            let e = b.create_block("entry");
            b.append_and_switch(e);
            let mut n = 0i64;
            for &(_, to) in &tys {
                for op in [
                    Opcode::Trunc,
                    Opcode::ZExt,
                    Opcode::SExt,
                    Opcode::FPToUI,
                    Opcode::FPToSI,
                    Opcode::UIToFP,
                    Opcode::SIToFP,
                    Opcode::FPTrunc,
                    Opcode::FPExt,
                    Opcode::PtrToInt,
                    Opcode::IntToPtr,
                    Opcode::BitCast,
                ] {
                    if !cast_is_valid(b.module, op, from, to) {
                        continue;
                    }
                    let v = b.cast(op, Value::Arg(1), to, "");
                    // Each result goes to its own 8-byte slot.
                    let i64t = b.module.types.i64();
                    let i8t = b.module.types.i8();
                    let off = Value::Const(b.module.const_int(i64t, i128::from(n * 8)));
                    let p = b.gep(i8t, Value::Arg(0), &[off], true, "");
                    b.store(v, p, 0, false);
                    n += 1;
                    made += 1;
                }
            }
            b.ret(None);
        });
        mark_kernel(&mut m, k);
    }
    assert!(made > 60, "only {made} casts");
    let ptx = emit_and_check("casts", &m);
    for needle in [
        "cvt.rzi.s32.f32",
        "cvt.rzi.u64.f64",
        "cvt.rn.f32.s32",
        "cvt.rn.f64.u16",
        "cvt.f64.f32",
        "cvt.rn.f32.f64",
        "cvt.u32.u64",
        "cvt.s64.s32",
        "cvt.u64.u8",
        // Bitcasts between float and integer registers, folded into the
        // stores of their results (bit_moves.rs).
        "st.global.b32 \t[%rd1+64], %f1;",
        "st.global.b64 \t[%rd1+80], %fd1;",
        "selp.b32",
        "cvt.rzi.s16.f32",
    ] {
        assert!(ptx.contains(needle), "missing {needle}\n{ptx}");
    }
}

/// LLVM's validity rule for the casts this test makes.
fn cast_is_valid(m: &Module, op: Opcode, from: Type, to: Type) -> bool {
    let t = &m.types;
    let int = |x| t.int_bits(x);
    let fbits = |x| {
        if t.is_float(x) {
            Some(t.store_size(x) * 8)
        } else {
            None
        }
    };
    match op {
        Opcode::Trunc => matches!((int(from), int(to)), (Some(a), Some(b)) if b < a),
        Opcode::ZExt | Opcode::SExt => matches!((int(from), int(to)), (Some(a), Some(b)) if b > a),
        Opcode::FPToUI | Opcode::FPToSI => fbits(from).is_some() && int(to).is_some(),
        Opcode::UIToFP | Opcode::SIToFP => int(from).is_some() && fbits(to).is_some(),
        Opcode::FPTrunc => matches!((fbits(from), fbits(to)), (Some(a), Some(b)) if b < a),
        Opcode::FPExt => matches!((fbits(from), fbits(to)), (Some(a), Some(b)) if b > a),
        Opcode::PtrToInt => t.is_ptr(from) && int(to).is_some(),
        Opcode::IntToPtr => int(from).is_some() && t.is_ptr(to),
        Opcode::BitCast => {
            from != to
                && !t.is_ptr(from)
                && !t.is_ptr(to)
                && t.store_size(from) == t.store_size(to)
                && int(from) != Some(1)
                && int(to) != Some(1)
        }
        _ => false,
    }
}
