//! The vector-add kernel end to end: IR in the shape IR generation and
//! mem2reg produce, PTX out, accepted by ptxas for sm_80 and sm_90.

mod common;

use common::*;
use ptxc_ir::{addrspace, IntPredicate, Intrinsic, Module, Opcode, Value};

/// `extern "C" __global__ void vadd(const float* a, const float* b, float* c, int n)`
/// `{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) c[i] = a[i] + b[i]; }`
fn vadd_module() -> Module {
    let mut m = Module::new("vadd.cu");
    let void = m.types.void();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let p0 = m.types.ptr(addrspace::GENERIC);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let sreg_ty = m.types.function(i32t, vec![], false);
    let k = define(&mut m, "vadd", void, &[p0, p0, p0, i32t], |b| {
        let entry = b.create_block("entry");
        let then = b.create_block("if.then");
        let end = b.create_block("if.end");
        b.append_and_switch(entry);
        let ga = b.cast(Opcode::AddrSpaceCast, Value::Arg(0), p1, "");
        let gb = b.cast(Opcode::AddrSpaceCast, Value::Arg(1), p1, "");
        let gc = b.cast(Opcode::AddrSpaceCast, Value::Arg(2), p1, "");
        let ctaid = b.call_intrinsic(Intrinsic::CtaidX, sreg_ty, &[], "predef_tmp_comp");
        let ntid = b.call_intrinsic(Intrinsic::NtidX, sreg_ty, &[], "predef_tmp_comp");
        let mul = b.binary(Opcode::Mul, ctaid, ntid, 0, "mul");
        let tid = b.call_intrinsic(Intrinsic::TidX, sreg_ty, &[], "predef_tmp_comp");
        let i = b.binary(Opcode::Add, mul, tid, 0, "add");
        let cmp = b.icmp(IntPredicate::Slt, i, Value::Arg(3), "cmp");
        b.cond_br(cmp, then, end);
        b.append_and_switch(then);
        let idx = b.cast(Opcode::SExt, i, i64t, "idxprom");
        let pa = b.gep(f32t, ga, &[idx], true, "arrayidx");
        let va = b.load(f32t, pa, 4, false, "");
        let pb = b.gep(f32t, gb, &[idx], true, "arrayidx2");
        let vb = b.load(f32t, pb, 4, false, "");
        let sum = b.binary(Opcode::FAdd, va, vb, 0, "add3");
        let pc = b.gep(f32t, gc, &[idx], true, "arrayidx5");
        b.store(sum, pc, 4, false);
        b.br(end);
        b.append_and_switch(end);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    m
}

#[test]
fn vadd_end_to_end() {
    let ptx = emit_and_check("vadd", &vadd_module());
    for line in [
        ".version 9.5",
        ".target sm_80",
        ".address_size 64",
        ".visible .entry vadd(",
        "\t.param .u64 vadd_param_0,",
        "\t.param .u32 vadd_param_3",
        "ld.param.u64",
        "cvta.to.global.u64",
        "%ctaid.x;",
        "setp.lt.s32",
        "mul.wide.s32",
        "ld.global.f32",
        "add.rn.f32",
        "st.global.f32",
        "ret;",
    ] {
        assert!(ptx.contains(line), "missing {line:?} in\n{ptx}");
    }
}

/// Every target of the SM table: the `.target` line names it and ptxas
/// accepts the result when assembling for exactly that target.
#[test]
fn vadd_for_every_sm() {
    let m = vadd_module();
    for name in ptxc_ptx::SmTarget::all_names() {
        let opts = ptxc_ptx::PtxOptions {
            target: ptxc_ptx::parse_sm(&name).unwrap(),
            ..Default::default()
        };
        let ptx = ptxc_ptx::emit_module(&m, &opts).unwrap();
        assert!(ptx.contains(&format!("\n.target {name}\n")), "{name}:\n{ptx}");
        assert!(ptx.contains("\n.version 9.5\n"), "{ptx}");
        if !ptxas_accepts(&format!("vadd_{name}"), &ptx, &[&name]) {
            return;
        }
    }
}

/// `const float* __restrict__` inputs (`noalias readonly`) load through the
/// non-coherent path, as nvcc does; the written output does not.
#[test]
fn restrict_inputs_use_ld_global_nc() {
    let mut m = vadd_module();
    let k = m.function_by_name("vadd").unwrap();
    for n in 0..3 {
        m.functions[k].param_attrs[n].noalias = true;
    }
    m.functions[k].param_attrs[0].readonly = true;
    m.functions[k].param_attrs[1].readonly = true;
    let ptx = emit_and_check("vadd_restrict", &m);
    assert_eq!(count(&ptx, "ld.global.nc.f32"), 2, "{ptx}");
    assert_eq!(count(&ptx, "st.global.f32"), 1, "{ptx}");
}
