//! Device functions with the PTX calling convention: scalar parameters and
//! returns of every type, void functions, recursion, internal linkage,
//! forward references and external declarations.

mod common;

use common::*;
use ptxc_ir::{addrspace, IntPredicate, Linkage, Module, Opcode, Type, Value};

/// `int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }` called from a kernel.
#[test]
fn recursion() {
    let mut m = Module::new("fact.cu");
    let void = m.types.void();
    let i32t = m.types.i32();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let fact_ty = m.types.function(i32t, vec![i32t], false);
    let fact = m.add_function(ptxc_ir::Function::new("_Z4facti", fact_ty, vec!["n".into()]));
    let mut f = std::mem::take(&mut m.functions[fact]);
    // The builder looks the callee's type up in the module: leave it there.
    m.functions[fact].ty = f.ty;
    {
        let mut b = ptxc_ir::FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        let rec = b.create_block("cond.false");
        let end = b.create_block("cond.end");
        b.append_and_switch(entry);
        let one = Value::Const(b.module.const_int(i32t, 1));
        let c = b.icmp(IntPredicate::Sle, Value::Arg(0), one, "cmp");
        b.cond_br(c, end, rec);
        b.append_and_switch(rec);
        let n1 = b.binary(Opcode::Sub, Value::Arg(0), one, 0, "sub");
        let r = b.call(fact, &[n1], "call");
        let prod = b.binary(Opcode::Mul, Value::Arg(0), r, 0, "mul");
        b.br(end);
        b.append_and_switch(end);
        let res = b.phi(i32t, &[(one, entry), (prod, rec)], "cond");
        b.ret(Some(res));
    }
    m.functions[fact] = f;
    let k = define(&mut m, "_Z1kPii", void, &[p1, i32t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let r = b.call(fact, &[Value::Arg(1)], "call");
        b.store(r, Value::Arg(0), 4, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("fact", &m);
    for needle in [
        ".visible .func  (.param .b32 func_retval0) _Z4facti(",
        "\t.param .b32 _Z4facti_param_0",
        "call.uni \t(retval0), _Z4facti, (param0);",
        "st.param.b32 \t[func_retval0], ",
        "ld.param.b32",
        ".param .b32 param0;",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}

/// Every scalar type as parameter and return value, a void function taking
/// a pointer, an internal function defined after its caller.
#[test]
fn parameters_and_returns_of_every_type() {
    let mut m = Module::new("abi.cu");
    let void = m.types.void();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let tys: Vec<Type> = vec![
        m.types.i1(),
        m.types.i8(),
        m.types.int(16),
        m.types.i32(),
        m.types.i64(),
        m.types.float(),
        m.types.double(),
        p0,
    ];
    // Forward-declared identity functions, defined after the kernel.
    let mut ids = Vec::new();
    for (n, &t) in tys.iter().enumerate() {
        let fty = m.types.function(t, vec![t, t], false);
        let mut f = ptxc_ir::Function::new(&format!("id{n}"), fty, vec!["x".into(), "y".into()]);
        f.linkage = if n % 2 == 0 {
            Linkage::Internal
        } else {
            Linkage::External
        };
        ids.push(m.add_function(f));
    }
    let sink_ty = m.types.function(void, vec![p0], false);
    let sink = m.add_function(ptxc_ir::Function::new("sink", sink_ty, vec!["p".into()]));
    let k = define(&mut m, "abi", void, &[p1], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let i64t = b.module.types.i64();
        for (n, (&f, &t)) in ids.iter().zip(&tys).enumerate() {
            let off = Value::Const(b.module.const_int(i64t, (n * 8) as i128));
            let i8t = b.module.types.i8();
            let slot = b.gep(i8t, Value::Arg(0), &[off], true, "");
            let v = b.load(t, slot, 8, false, "");
            let r = b.call(f, &[v, v], "");
            b.store(r, slot, 8, false);
        }
        let g = b.cast(Opcode::AddrSpaceCast, Value::Arg(0), p0, "");
        b.call(sink, &[g], "");
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    for (n, &id) in ids.iter().enumerate() {
        let mut f = std::mem::take(&mut m.functions[id]);
        {
            let mut b = ptxc_ir::FuncBuilder::new(&mut m, &mut f);
            let e = b.create_block("entry");
            b.append_and_switch(e);
            // Return the second argument for odd n, the first for even n.
            b.ret(Some(Value::Arg((n % 2) as u32)));
        }
        m.functions[id] = f;
    }
    let mut f = std::mem::take(&mut m.functions[sink]);
    {
        let mut b = ptxc_ir::FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let i32t = b.module.types.i32();
        let seven = Value::Const(b.module.const_int(i32t, 7));
        b.store(seven, Value::Arg(0), 4, true);
        b.ret(None);
    }
    m.functions[sink] = f;
    let ptx = emit_and_check("abi", &m);
    // Forward declarations precede the kernel.
    let decl = ptx
        .find(".func  (.param .b32 func_retval0) id0(")
        .expect("id0 declared");
    let kernel = ptx.find(".entry abi(").expect("kernel");
    assert!(decl < kernel, "{ptx}");
    for needle in [
        ".visible .func  (.param .b64 func_retval0) id7(",
        ".func  (.param .b32 func_retval0) id2(",
        // i8/i16 arguments and results travel extended to 32 bits (zero: no `signext`).
        "cvt.u32.u8",
        "cvt.u32.u16",
        "ld.param.b16",
        "st.param.f64",
        "ld.param.f32",
        "selp.b32",
        "st.volatile.u32",
        ".visible .func sink(",
        "call.uni \tsink, (param0);",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}

#[test]
fn external_declarations_print_extern() {
    let mut m = Module::new("ext.cu");
    let void = m.types.void();
    let i32t = m.types.i32();
    let ext = declare(&mut m, "external_fn", i32t, &[i32t]);
    let k = define(&mut m, "k", void, &[i32t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        b.call(ext, &[Value::Arg(0)], "");
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = ptxc_ptx::emit_module(&m, &ptxc_ptx::PtxOptions::default()).unwrap();
    assert!(
        ptx.contains(".extern .func  (.param .b32 func_retval0) external_fn(\n\t.param .b32 external_fn_param_0\n)\n;"),
        "{ptx}"
    );
    assert!(ptx.contains("call.uni \t(retval0), external_fn, (param0);"), "{ptx}");
}
