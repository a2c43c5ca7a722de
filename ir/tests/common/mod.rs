//! Shared helpers for the ir crate's integration tests: a sample kernel
//! module touching most constructs, and an `llvm-as-19` check.

#![allow(dead_code)]

use ptxc_ir::constants::ConstData;
use ptxc_ir::metadata::MdData;
use ptxc_ir::{
    AtomicRmwOp, FloatPredicate, FuncBuilder, Function, GlobalVar, InstFlags, IntPredicate, Linkage, Module, Opcode,
    Ordering, Value,
};

/// A module in the shape IR generation produces for a small kernel.
pub fn sample_module() -> Module {
    let mut m = Module::new("sample.cu");
    let void = m.types.void();
    let i1 = m.types.i1();
    let i8 = m.types.i8();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let f64t = m.types.double();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(1);
    let s = m.types.named_struct("struct.S");
    m.types.set_struct_body(s, vec![i32t, f32t], false);
    let _opaque = m.types.named_struct("struct.Opaque");

    let arr = m.types.array(f32t, 256);
    let undef = m.const_undef(arr);
    m.add_global(GlobalVar {
        name: "smem".into(),
        ty: arr,
        addrspace: 3,
        linkage: Linkage::Internal,
        is_constant: false,
        initializer: Some(undef),
        align: 4,
        externally_initialized: false,
        section: None,
    });
    let arr4 = m.types.array(f32t, 4);
    let elems: Vec<_> = [1.0, 0.1, -2.5, 1e30].iter().map(|&v| m.const_float(f32t, v)).collect();
    let table = m.consts.intern(ConstData::Aggregate { ty: arr4, elems });
    m.add_global(GlobalVar {
        name: "table".into(),
        ty: arr4,
        addrspace: 4,
        linkage: Linkage::Internal,
        is_constant: true,
        initializer: Some(table),
        align: 4,
        externally_initialized: false,
        section: None,
    });
    let str_ty = m.types.array(i8, 4);
    let bytes: Vec<_> = b"hi\n\0".iter().map(|&b| m.const_int(i8, i128::from(b))).collect();
    let text = m.consts.intern(ConstData::Aggregate {
        ty: str_ty,
        elems: bytes,
    });
    let fmt = m.add_global(GlobalVar {
        name: ".str".into(),
        ty: str_ty,
        addrspace: 0,
        linkage: Linkage::Private,
        is_constant: true,
        initializer: Some(text),
        align: 1,
        externally_initialized: false,
        section: None,
    });
    let zero_s = m.const_zero(s);
    let dev = m.add_global(GlobalVar {
        name: "dev_s".into(),
        ty: s,
        addrspace: 1,
        linkage: Linkage::External,
        is_constant: false,
        initializer: Some(zero_s),
        align: 4,
        externally_initialized: true,
        section: None,
    });
    m.add_global(GlobalVar {
        name: "ext".into(),
        ty: i32t,
        addrspace: 1,
        linkage: Linkage::External,
        is_constant: false,
        initializer: None,
        align: 4,
        externally_initialized: false,
        section: None,
    });
    let off = m.consts.intern(ConstData::GlobalOffset { global: dev, offset: 4 });
    m.add_global(GlobalVar {
        name: "field_ptr".into(),
        ty: p1,
        addrspace: 1,
        linkage: Linkage::Internal,
        is_constant: false,
        initializer: Some(off),
        align: 8,
        externally_initialized: false,
        section: None,
    });
    let dev_addr = m.consts.intern(ConstData::GlobalAddr(dev));
    let generic = m.consts.intern(ConstData::AddrSpaceCast {
        value: dev_addr,
        ty: p0,
    });
    m.add_global(GlobalVar {
        name: "generic_ptr".into(),
        ty: p0,
        addrspace: 1,
        linkage: Linkage::Internal,
        is_constant: false,
        initializer: Some(generic),
        align: 8,
        externally_initialized: false,
        section: None,
    });

    let vprintf_ty = m.types.function(i32t, vec![p0, p0], false);
    let vprintf = m.get_or_declare("vprintf", vprintf_ty);
    let kty = m.types.function(void, vec![p1, i32t, f32t], false);
    let mut kf = Function::new("kern", kty, vec!["out".into(), "n".into(), String::new()]);
    kf.param_attrs[0].noalias = true;
    kf.param_attrs[0].align = Some(4);
    kf.param_attrs[1].noundef = true;
    kf.attrs = vec![
        ptxc_ir::FnAttr::Convergent,
        ptxc_ir::FnAttr::NoInline,
        ptxc_ir::FnAttr::Str("nvvm.kernel".into(), None),
    ];
    let k = m.add_function(kf);
    let mut f = std::mem::take(&mut m.functions[k]);
    {
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("entry");
        let body = b.create_block("for.body");
        let end = b.create_block("for.end");
        let extra = b.create_block("");
        b.append_and_switch(entry);
        let tid_ty = b.module.types.function(i32t, vec![], false);
        let tid = b.call_intrinsic(ptxc_ir::Intrinsic::TidX, tid_ty, &[], "");
        let slot = b.alloca(i32t, 4, "i");
        let zero = Value::Const(b.module.const_int(i32t, 0));
        b.store(zero, slot, 4, true);
        let cmp = b.icmp(IntPredicate::Slt, tid, Value::Arg(1), "cmp");
        b.cond_br(cmp, body, end);

        b.append_and_switch(body);
        let one = Value::Const(b.module.const_int(i32t, 1));
        let iv = b.phi(i32t, &[(zero, entry)], "iv");
        let next = b.binary(Opcode::Add, iv, one, InstFlags::NSW | InstFlags::NUW, "inc");
        let phi_inst = iv.as_inst().unwrap();
        b.func
            .set_operands(phi_inst, &[zero, Value::Block(entry), next, Value::Block(body)]);
        let wide = b.cast(Opcode::SExt, iv, i64t, "idx.ext");
        let addr = b.gep(f32t, Value::Arg(0), &[wide], true, "arrayidx");
        let x = b.load(f32t, addr, 4, false, "x");
        let half = Value::Const(b.module.const_float(f32t, 0.5));
        let y = b.binary(Opcode::FMul, x, half, 0, "mul");
        let tenth = Value::Const(b.module.const_float(f32t, 0.1));
        let y2 = b.binary(Opcode::FAdd, y, tenth, 0, "add");
        let y3 = b.binary(Opcode::FAdd, y2, Value::Arg(2), 0, "");
        b.store(y3, addr, 4, false);
        let d = b.cast(Opcode::FPExt, y3, f64t, "conv");
        let pi = Value::Const(b.module.const_float(f64t, std::f64::consts::PI));
        let lt = b.fcmp(FloatPredicate::Olt, d, pi, "");
        let sel = b.select(lt, one, zero, "sel");
        let _ = b.atomic_rmw(AtomicRmwOp::Add, Value::Global(dev), sel, Ordering::Monotonic, "old");
        let done = b.icmp(IntPredicate::Eq, next, Value::Arg(1), "exitcond");
        b.cond_br(done, end, body);

        b.append_and_switch(end);
        let fmt_ptr = Value::Global(fmt);
        let null = Value::Const(b.module.const_null(p0));
        let _ = b.call(vprintf, &[fmt_ptr, null], "");
        let two = Value::Const(b.module.const_int(i32t, 2));
        let sw = b.switch(tid, extra, &[(one, end), (two, extra)]);
        let _ = (sw, i1);

        b.append_and_switch(extra);
        b.ret(None);
    }
    m.functions[k] = f;

    let kernel = m.md.intern(MdData::Func(k));
    let name = m.md.string("kernel");
    let one = m.const_int(i32t, 1);
    let one_md = m.md.intern(MdData::Const(one));
    let annot = m.md.tuple(vec![Some(kernel), Some(name), Some(one_md)]);
    m.add_named_md("nvvm.annotations", annot);
    let two = m.const_int(i32t, 2);
    let zero = m.const_int(i32t, 0);
    let two_md = m.md.intern(MdData::Const(two));
    let zero_md = m.md.intern(MdData::Const(zero));
    let version = m.md.tuple(vec![Some(two_md), Some(zero_md)]);
    m.add_named_md("nvvmir.version", version);
    m
}

#[path = "../../../tests/tools.rs"]
mod tools;

/// Runs `llvm-as-19` on `text` (tests/tools.rs's `run_llvm_as`: output to a temporary file, never
/// /dev/null, which tools that replace their output file would replace when run as root). `Err`
/// carries its diagnostics.
/// The tool is found and required by tests/tools.rs's rule (`$LLVM_AS`, then PATH): missing, it
/// panics under CI or `PTXC_REQUIRE_TOOLS=1`, else prints a notice and returns `Ok(false)`.
/// `Ok(true)` means LLVM accepted the text.
pub fn llvm_as_accepts(text: &str) -> Result<bool, String> {
    let Some(llvm_as) = tools::require("llvm-as-19", tools::llvm_as()) else {
        return Ok(false);
    };
    tools::run_llvm_as(&llvm_as, text, "ir-test").map(|()| true)
}
