//! Kernel parameter-space sizer (with the worked example and the measured
//! limits) and device-side launch checks.

mod common;
use common::*;
use ptxc_ir::{Opcode, Value};
use ptxc_verifier::messages as msg;

/// `%struct.Heavy = type { double, i8, [10000 x i32] }`
fn heavy(k: &mut Kit) -> ptxc_ir::Type {
    let t = k.ty("%struct.Heavy");
    let fields = vec![k.ty("double"), k.ty("i8"), k.ty("[10000 x i32]")];
    k.m.types.set_struct_body(t, fields, false);
    t
}

#[test]
fn worked_example_overflows_like_nvcc() {
    let expected =
        "Formal parameter space overflowed (40016 bytes required, max 32764 bytes allowed) in function _Z10big_kernel5Heavy";
    for sm_ in [75, 80, 90, 100, 120] {
        // By value.
        let mut k = Kit::new();
        heavy(&mut k);
        let f = k.empty("_Z10big_kernel5Heavy", &["%struct.Heavy"]);
        k.kernel(f);
        assert_errors(&k, &sm(sm_), &[expected]);
        // As a byval pointer.
        let mut k = Kit::new();
        let h = heavy(&mut k);
        let f = k.empty("_Z10big_kernel5Heavy", &["ptr"]);
        k.m.functions[f].param_attrs[0].byval = Some(h);
        k.kernel(f);
        assert_errors(&k, &sm(sm_), &[expected]);
    }
}

#[test]
fn parameters_just_under_the_limit_pass() {
    // (char, struct{char[32755]}, double) = 1 + 32755 + 8 = 32764: the largest that fits.
    for (n, bad) in [(32755, false), (32756, true)] {
        let mut k = Kit::new();
        let s = format!("{{[{n} x i8]}}");
        let f = k.empty("k", &["i8", &s, "double"]);
        k.m.functions[f].param_attrs[0].signext = true;
        k.kernel(f);
        let expected = msg::param_space_overflow(32765, 32764, "k");
        let want: Vec<&str> = if bad { vec![&expected] } else { vec![] };
        assert_errors(&k, &sm(80), &want);
    }
}

#[test]
fn only_kernels_are_sized() {
    let mut k = Kit::new();
    k.empty("device_fn", &["[40000 x i8]"]);
    assert_errors(&k, &sm(80), &[]);
}

#[test]
fn opaque_parameter_is_an_error() {
    fail_pass(&sm(80), msg::OPAQUE_PARAM, |k, bad| {
        let t = k.ty("%struct.Fwd");
        if !bad {
            let i = k.ty("i32");
            k.m.types.set_struct_body(t, vec![i], false);
        }
        let f = k.empty("k", &["%struct.Fwd"]);
        k.kernel(f);
    });
}

#[test]
fn shared_pointer_parameters_shrink_on_the_sm32_abi() {
    let mut k = Kit::new();
    let params = vec!["ptr addrspace(3)"; 1000];
    let f = k.empty("k", &params);
    k.kernel(f);
    // 1000 * 8 = 8000 > 4096 with 64-bit pointers; 1000 * 4 = 4000 fits on sm_32.
    assert_errors(&k, &sm(32), &[]);
    assert_errors(&k, &sm(35), &[&msg::param_space_overflow(8000, 4096, "k")]);
    assert_errors(&k, &sm(80), &[]);
}

fn launch_module(k: &mut Kit, target_is_kernel: bool, arg: &str) {
    let child = k.empty("child", &["ptr"]);
    if target_is_kernel {
        k.kernel(child);
    }
    let launch = k.declare("llvm.nvvm.launch", "void", &["ptr", "ptr"]);
    let parent = k.define("parent", "void", &["ptr", "ptr addrspace(1)"], |b, a| {
        let i32t = b.module.types.i32();
        let arg_v = match arg {
            "alloca" => b.alloca(i32t, 4, "local"),
            "gep_alloca" => {
                let s = b.alloca(i32t, 4, "local");
                let one = Value::Const(b.module.const_int(i32t, 1));
                b.gep(i32t, s, &[one], true, "p")
            }
            "kernel_param" => a[0],
            "global_cast" => {
                let p0 = b.module.types.ptr(0);
                b.cast(Opcode::AddrSpaceCast, a[1], p0, "g")
            }
            "global" => a[1],
            "local_space" => {
                let s = b.alloca(i32t, 4, "local");
                let p5 = b.module.types.ptr(5);
                b.cast(Opcode::AddrSpaceCast, s, p5, "l")
            }
            other => panic!("{other}"),
        };
        b.call(launch, &[Value::Func(child), arg_v], "");
        b.ret(None);
    });
    k.kernel(parent);
}

#[test]
fn launch_target_must_be_a_kernel() {
    fail_pass(&sm(80), msg::LAUNCH_NON_KERNEL, |k, bad| {
        launch_module(k, !bad, "global")
    });
}

#[test]
fn launch_arguments_must_not_be_local_or_generic() {
    fail_pass(&sm(80), msg::LAUNCH_LOCAL_POINTER, |k, bad| {
        launch_module(k, true, if bad { "alloca" } else { "global" })
    });
    for (arg, ok) in [
        // A kernel's own generic parameter is not known to be global.
        ("kernel_param", false),
        ("gep_alloca", false),
        ("local_space", false),
        ("global_cast", true),
        ("global", true),
    ] {
        let mut k = Kit::new();
        launch_module(&mut k, true, arg);
        let want: &[&str] = if ok { &[] } else { &[msg::LAUNCH_LOCAL_POINTER] };
        assert_errors(&k, &sm(80), want);
    }
}

#[test]
fn launch_reports_both_problems_at_once() {
    let mut k = Kit::new();
    launch_module(&mut k, false, "alloca");
    assert_errors(&k, &sm(80), &[msg::LAUNCH_NON_KERNEL, msg::LAUNCH_LOCAL_POINTER]);
    let errs = ptxc_verifier::verify_module(&k.m, &sm(80)).unwrap_err();
    assert!(errs
        .iter()
        .all(|e| e.inst.is_some() && e.function.as_deref() == Some("parent")));
}
