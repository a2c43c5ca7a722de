//! By-value aggregates (kernel parameters read in place or copied to the
//! depot, device-function parameters, call arguments copied into `.param`
//! arrays) and indirect calls through function pointers, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, FuncBuilder, Function, Module, Opcode, Value};

#[test]
fn byval_structs_and_indirect_calls() {
    let mut m = Module::new("agg.cu");
    let void = m.types.void();
    let i8t = m.types.i8();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f64t = m.types.double();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let st = m.types.named_struct("struct.S");
    m.types.set_struct_body(st, vec![i32t, f64t, i8t], false);
    let field = |b: &mut FuncBuilder<'_>, base: Value, k: i128| {
        let z = Value::Const(b.module.const_int(i32t, 0));
        let idx = Value::Const(b.module.const_int(i32t, k));
        b.gep(st, base, &[z, idx], true, "")
    };
    let byval = |f: &mut Function, n: usize| {
        f.param_attrs[n].byval = Some(st);
        f.param_attrs[n].align = Some(8);
    };

    // double g(S s) { return s.a + s.b; }  (device function, byval parameter)
    let gty = m.types.function(f64t, vec![p0], false);
    let mut gf = Function::new("g", gty, vec!["s".into()]);
    byval(&mut gf, 0);
    let g = m.add_function(gf);
    let mut f = std::mem::take(&mut m.functions[g]);
    {
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let pa = field(&mut b, Value::Arg(0), 0);
        let a = b.load(i32t, pa, 4, false, "");
        let pb = field(&mut b, Value::Arg(0), 1);
        let d = b.load(f64t, pb, 8, false, "");
        let af = b.cast(Opcode::SIToFP, a, f64t, "");
        let r = b.binary(Opcode::FAdd, af, d, 0, "");
        b.ret(Some(r));
    }
    m.functions[g] = f;

    // void h(S s) { s.a = 1; sink(&s); }  (byval written and escaping: depot copy)
    let sink = define(&mut m, "sink", void, &[p0], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        b.ret(None);
    });
    let hty = m.types.function(void, vec![p0], false);
    let mut hf = Function::new("h", hty, vec!["s".into()]);
    byval(&mut hf, 0);
    let h = m.add_function(hf);
    let mut f = std::mem::take(&mut m.functions[h]);
    {
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let pa = field(&mut b, Value::Arg(0), 0);
        let one = Value::Const(b.module.const_int(i32t, 1));
        b.store(one, pa, 4, false);
        b.call(sink, &[Value::Arg(0)], "");
        b.ret(None);
    }
    m.functions[h] = f;

    // __global__ void k(S s, S t, double* out): reads s in place, writes t, passes a local S to g
    // and s to h, and calls g or a twin through a function pointer.
    let g2 = define(&mut m, "g2", f64t, &[p0], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let z = Value::Const(b.module.const_float(f64t, 2.0));
        b.ret(Some(z));
    });
    m.functions[g2].param_attrs[0].byval = Some(st);
    m.functions[g2].param_attrs[0].align = Some(8);
    let scalar_fn = |m: &mut Module, name: &str, k: i128| {
        define(m, name, i32t, &[i32t], |b| {
            let e = b.create_block("entry");
            b.append_and_switch(e);
            let c = Value::Const(b.module.const_int(i32t, k));
            let r = b.binary(Opcode::Mul, Value::Arg(0), c, 0, "");
            b.ret(Some(r));
        })
    };
    let twice = scalar_fn(&mut m, "twice", 2);
    let thrice = scalar_fn(&mut m, "thrice", 3);
    let kty = m.types.function(void, vec![p0, p0, p1, i32t], false);
    let mut kf = Function::new("k", kty, vec!["s".into(), "t".into(), "out".into(), "n".into()]);
    byval(&mut kf, 0);
    byval(&mut kf, 1);
    let k = m.add_function(kf);
    let mut f = std::mem::take(&mut m.functions[k]);
    {
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let pb = field(&mut b, Value::Arg(0), 1);
        let sb = b.load(f64t, pb, 8, false, "");
        let tc = field(&mut b, Value::Arg(1), 2);
        let seven = Value::Const(b.module.const_int(i8t, 7));
        b.store(seven, tc, 1, false);
        let tcv = b.load(i8t, tc, 1, false, "");
        let tcf = b.cast(Opcode::SIToFP, tcv, f64t, "");
        let local = b.alloca(st, 8, "local");
        let la = field(&mut b, local, 0);
        b.store(Value::Arg(3), la, 4, false);
        let lb = field(&mut b, local, 1);
        b.store(sb, lb, 8, false);
        let r = b.call(g, &[local], "");
        b.call(h, &[Value::Arg(0)], "");
        // Indirect call with scalar arguments: (n > 0 ? twice : thrice)(n)
        let zero = Value::Const(b.module.const_int(i32t, 0));
        let c = b.icmp(ptxc_ir::IntPredicate::Sgt, Value::Arg(3), zero, "");
        let fp = b.select(c, Value::Func(twice), Value::Func(thrice), "fp");
        let ci = b.call(twice, &[Value::Arg(3)], "ind");
        let mut new_ops = b.func.operands(ci.as_inst().unwrap()).to_vec();
        new_ops[0] = fp;
        b.func.set_operands(ci.as_inst().unwrap(), &new_ops);
        let cif = b.cast(Opcode::SIToFP, ci, f64t, "");
        let gi = b.call(g2, &[local], "");
        let ci = b.binary(Opcode::FAdd, cif, gi, 0, "");
        let s1 = b.binary(Opcode::FAdd, r, ci, 0, "");
        let s2 = b.binary(Opcode::FAdd, s1, tcf, 0, "");
        b.store(s2, Value::Arg(2), 8, false);
        let _ = i64t;
        b.ret(None);
    }
    m.functions[k] = f;
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("aggregates", &m);
    for needle in [
        ".param .align 8 .b8 k_param_0[24],",
        ".param .align 8 .b8 g_param_0[24]",
        "ld.param.f64 \t%fd1, [k_param_0+8];",
        "ld.param.b64",
        "[%SPL+",
        ".param .align 8 .b8 param0[24];",
        "st.param.b64 \t[param0],",
        "prototype_",
        ".callprototype (.param .b32 _) _ (.param .b32 _);",
        "call \t(retval0), %rd",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}
