//! Local arrays on the depot (folded `[%SPL+off]` accesses and escaping
//! addresses through `%SP`), globals in every state space with
//! initializers, shared memory, constant memory, GEPs over structs and
//! arrays, volatile accesses, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, ConstData, FuncBuilder, GlobalVar, IntPredicate, Linkage, Module, Opcode, Value};

fn global(
    m: &mut Module,
    name: &str,
    ty: ptxc_ir::Type,
    space: u32,
    init: Option<ptxc_ir::Constant>,
) -> ptxc_ir::GlobalId {
    m.add_global(GlobalVar {
        name: name.into(),
        ty,
        addrspace: space,
        linkage: Linkage::External,
        is_constant: space == addrspace::CONSTANT,
        initializer: init,
        align: 0,
        externally_initialized: false,
        section: None,
    })
}

/// `int loc[16]; for (i = 0; i < 16; i++) loc[i] = i * n; out[0] = loc[n & 15];`
/// plus an address-taken scalar passed to a device function.
#[test]
fn local_arrays_on_the_depot() {
    let mut m = Module::new("local.cu");
    let void = m.types.void();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let arr = m.types.array(i32t, 16);
    let bump = define(&mut m, "bump", void, &[p0], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let v = b.load(i32t, Value::Arg(0), 4, false, "");
        let one = Value::Const(b.module.const_int(i32t, 1));
        let w = b.binary(Opcode::Add, v, one, 0, "");
        b.store(w, Value::Arg(0), 4, false);
        b.ret(None);
    });
    let k = define(&mut m, "locals", void, &[p1, i32t], |b: &mut FuncBuilder<'_>| {
        let entry = b.create_block("entry");
        let body = b.create_block("for.body");
        let end = b.create_block("for.end");
        b.append_and_switch(entry);
        let loc = b.alloca(arr, 16, "loc");
        let x = b.alloca(i32t, 4, "x");
        let zero = Value::Const(b.module.const_int(i32t, 0));
        let zero64 = Value::Const(b.module.const_int(i64t, 0));
        b.store(Value::Arg(1), x, 4, false);
        b.br(body);
        b.append_and_switch(body);
        let i = b.phi(i32t, &[(zero, entry)], "i");
        let v = b.binary(Opcode::Mul, i, Value::Arg(1), 0, "");
        let wide = b.cast(Opcode::SExt, i, i64t, "");
        let p = b.gep(arr, loc, &[zero64, wide], true, "arrayidx");
        b.store(v, p, 4, false);
        let one = Value::Const(b.module.const_int(i32t, 1));
        let sixteen = Value::Const(b.module.const_int(i32t, 16));
        let i2 = b.binary(Opcode::Add, i, one, 0, "");
        let more = b.icmp(IntPredicate::Slt, i2, sixteen, "");
        b.cond_br(more, body, end);
        b.func.set_operands(
            i.as_inst().unwrap(),
            &[zero, Value::Block(entry), i2, Value::Block(body)],
        );
        b.append_and_switch(end);
        let fifteen = Value::Const(b.module.const_int(i32t, 15));
        let masked = b.binary(Opcode::And, Value::Arg(1), fifteen, 0, "");
        let mw = b.cast(Opcode::ZExt, masked, i64t, "");
        let q = b.gep(arr, loc, &[zero64, mw], true, "");
        let r = b.load(i32t, q, 4, false, "");
        let three = Value::Const(b.module.const_int(i64t, 3));
        let q3 = b.gep(arr, loc, &[zero64, three], true, "");
        let r3 = b.load(i32t, q3, 4, false, "");
        let s = b.binary(Opcode::Add, r, r3, 0, "");
        b.call(bump, &[x], "");
        let xv = b.load(i32t, x, 4, false, "");
        let s2 = b.binary(Opcode::Add, s, xv, 0, "");
        b.store(s2, Value::Arg(0), 4, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("local", &m);
    for needle in [
        ".local .align 16 .b8 \t__local_depot1[68];",
        "mov.u64 \t%SPL, __local_depot1;",
        "cvta.local.u64 \t%SP, %SPL;",
        "add.u64 \t%rd",
        "st.local.u32",
        "ld.local.u32 \t%r",
        "[%SPL+12]",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}

/// Globals in each space, with scalar, array, struct and pointer initializers.
#[test]
fn globals_in_every_space() {
    let mut m = Module::new("globals.cu");
    let void = m.types.void();
    let i8t = m.types.i8();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let f64t = m.types.double();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let five = m.const_int(i32t, 5);
    let gdev = global(&mut m, "gdev", i32t, addrspace::GLOBAL, Some(five));
    let arr4 = m.types.array(f32t, 4);
    let elems: Vec<_> = [1.0, 2.0, 3.0, 4.0].iter().map(|&v| m.const_float(f32t, v)).collect();
    let garr_init = m.consts.intern(ConstData::Aggregate { ty: arr4, elems });
    let garr = global(&mut m, "garr", arr4, addrspace::GLOBAL, Some(garr_init));
    let arr3 = m.types.array(i32t, 3);
    let celems: Vec<_> = [7, 8, 9].iter().map(|&v| m.const_int(i32t, v)).collect();
    let cinit = m.consts.intern(ConstData::Aggregate {
        ty: arr3,
        elems: celems,
    });
    let cdata = global(&mut m, "cdata", arr3, addrspace::CONSTANT, Some(cinit));
    let sarr = m.types.array(i32t, 32);
    let sundef = m.const_undef(sarr);
    let sh = global(&mut m, "_ZZ1kE2sh", sarr, addrspace::SHARED, Some(sundef));
    m.globals[sh].linkage = Linkage::Internal;
    let st = m.types.named_struct("struct.S");
    m.types.set_struct_body(st, vec![i8t, f64t, i32t], false);
    let sfields = vec![m.const_int(i8t, -1), m.const_float(f64t, 0.5), m.const_int(i32t, 3)];
    let sinit = m.consts.intern(ConstData::Aggregate { ty: st, elems: sfields });
    let gs = global(&mut m, "gs", st, addrspace::GLOBAL, Some(sinit));
    let gaddr = m.consts.intern(ConstData::GlobalAddr(gdev));
    let generic = m.consts.intern(ConstData::AddrSpaceCast { value: gaddr, ty: p0 });
    let off = m.consts.intern(ConstData::GlobalOffset {
        global: garr,
        offset: 8,
    });
    let parr = m.types.array(p0, 2);
    let pinit = m.consts.intern(ConstData::Aggregate {
        ty: parr,
        elems: vec![generic, off],
    });
    global(&mut m, "ptrs", parr, addrspace::GLOBAL, Some(pinit));
    let gp = global(&mut m, "gp", p0, addrspace::GLOBAL, Some(generic));
    m.globals[gp].linkage = Linkage::Internal;
    let dzero = m.const_zero(f64t);
    global(&mut m, "gzero", f64t, addrspace::GLOBAL, Some(dzero));
    let str_ty = m.types.array(i8t, 4);
    let bytes: Vec<_> = b"hi\n\0".iter().map(|&b| m.const_int(i8t, i128::from(b))).collect();
    let text = m.consts.intern(ConstData::Aggregate {
        ty: str_ty,
        elems: bytes,
    });
    let s = global(&mut m, ".str", str_ty, addrspace::GENERIC, Some(text));
    m.globals[s].linkage = Linkage::Private;
    let ext_arr = m.types.array(f32t, 0);
    let dyn_sh = global(&mut m, "dyn_smem", ext_arr, addrspace::SHARED, None);
    m.globals[dyn_sh].align = 16;

    let sreg = m.types.function(i32t, vec![], false);
    let k = define(&mut m, "_Z1kPii", void, &[p1, i32t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let tid = b.call_intrinsic(ptxc_ir::Intrinsic::TidX, sreg, &[], "");
        let w = b.cast(Opcode::ZExt, tid, i64t, "");
        let zero64 = Value::Const(b.module.const_int(i64t, 0));
        let shp = b.gep(sarr, Value::Global(sh), &[zero64, w], true, "");
        let g = b.load(i32t, Value::Global(gdev), 4, false, "");
        b.store(g, shp, 4, false);
        let vfn = m_void_fn(b);
        b.call_intrinsic(ptxc_ir::Intrinsic::Barrier0, vfn, &[], "");
        let three = Value::Const(b.module.const_int(i32t, 3));
        let nmod = b.binary(Opcode::SRem, Value::Arg(1), three, 0, "");
        let nw = b.cast(Opcode::SExt, nmod, i64t, "");
        let cp = b.gep(arr3, Value::Global(cdata), &[zero64, nw], true, "");
        let c = b.load(i32t, cp, 4, false, "");
        let two = Value::Const(b.module.const_int(i32t, 2));
        let sf = b.gep(st, Value::Global(gs), &[zero64, two], true, "");
        let sv = b.load(i32t, sf, 4, false, "");
        let fp = b.gep(arr4, Value::Global(garr), &[zero64, w], true, "");
        let fv = b.load(f32t, fp, 4, false, "");
        let fi = b.cast(Opcode::FPToSI, fv, i32t, "");
        let d = b.gep(f32t, Value::Global(dyn_sh), &[w], true, "");
        b.store(fv, d, 4, false);
        let pv = b.load(p0, Value::Global(gp), 8, false, "");
        let pvv = b.load(i32t, pv, 4, true, "");
        let t1 = b.binary(Opcode::Add, c, sv, 0, "");
        let t2 = b.binary(Opcode::Add, t1, fi, 0, "");
        let t3 = b.binary(Opcode::Add, t2, pvv, 0, "");
        let str0 = b.load(i8t, Value::Global(s), 1, false, "");
        let sw = b.cast(Opcode::SExt, str0, i32t, "");
        let t4 = b.binary(Opcode::Add, t3, sw, 0, "");
        // A generic pointer to a global, compared and stored.
        let gptr = Value::Const(generic);
        let i1 = b.module.types.i1();
        let t = Value::Const(b.module.const_int(i1, 1));
        let sel = b.select(t, gptr, pv, "");
        let eq = b.icmp(IntPredicate::Eq, sel, pv, "");
        let ez = b.cast(Opcode::ZExt, eq, i32t, "");
        let t5 = b.binary(Opcode::Add, t4, ez, 0, "");
        b.store(t5, Value::Arg(0), 4, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    let ptx = emit_and_check("globals", &m);
    for needle in [
        ".visible .global .align 4 .u32 gdev = 5;",
        ".visible .global .align 4 .b8 garr[16] = {0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64};",
        ".visible .const .align 4 .b8 cdata[12] = {7, 0, 0, 0, 8, 0, 0, 0, 9};",
        ".shared .align 4 .b8 _ZZ1kE2sh[128];",
        ".visible .global .align 8 .b8 gs[24] = {255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 224, 63, 3};",
        ".visible .global .align 8 .u64 ptrs[2] = {generic(gdev), garr+8};",
        ".global .align 8 .u64 gp = generic(gdev);",
        ".visible .global .align 8 .f64 gzero;",
        ".global .align 1 .b8 _$_str[4] = {104, 105, 10};",
        ".extern .shared .align 16 .b8 dyn_smem[];",
        "ld.global.u32 \t%r",
        "[gdev]",
        "ld.const.u32",
        "st.shared.u32",
        "[gs+16]",
        "bar.sync \t0;",
        "ld.volatile.u32",
        "cvta.global.u64",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?}\n{ptx}");
    }
}

fn m_void_fn(b: &mut FuncBuilder<'_>) -> ptxc_ir::Type {
    let void = b.module.types.void();
    b.module.types.function(void, vec![], false)
}
