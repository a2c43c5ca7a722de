//! Function layer: rejected attributes, narrow integer params/returns,
//! cluster rules, entry/exit shapes, CPU-only symbol properties.

mod common;
use common::*;
use ptxc_ir::{CallingConv, FnAttr, ParamAttr};
use ptxc_verifier::messages as msg;

#[test]
fn rejected_function_attributes() {
    for (attr, text) in msg::REJECTED_FN_ATTRS {
        let spelled = if *attr == "alignstack" {
            "alignstack(16)".to_string()
        } else {
            attr.to_string()
        };
        fail_pass(&sm(80), text, |k, bad| {
            let f = k.empty("f", &[]);
            let a = if bad {
                FnAttr::from_keyword(&spelled).unwrap_or_else(|| FnAttr::Other(spelled.clone()))
            } else {
                FnAttr::NoInline
            };
            k.m.functions[f].attrs.push(a);
        });
    }
}

#[test]
fn narrow_integer_parameter() {
    fail_pass(&sm(80), msg::NARROW_PARAM, |k, bad| {
        let f = k.empty("f", &["i16", "i32"]);
        if !bad {
            k.m.functions[f].param_attrs[0].signext = true;
        }
    });
    fail_pass(&sm(80), msg::NARROW_PARAM, |k, bad| {
        let f = k.empty("f", &["i1"]);
        k.m.functions[f].param_attrs[0].zeroext = !bad;
    });
    // Intrinsics are exempt.
    let mut k = Kit::new();
    k.declare("llvm.ctpop.i16", "i16", &["i16"]);
    assert_errors(&k, &sm(80), &[]);
}

#[test]
fn narrow_integer_return() {
    fail_pass(&sm(80), msg::NARROW_RETURN, |k, bad| {
        let f = k.declare("g", "i8", &[]);
        k.m.functions[f].ret_attrs.zeroext = !bad;
    });
}

#[test]
fn inreg_and_nest_are_warnings() {
    for (attr, text) in [
        (ParamAttr::InReg, msg::INREG_IGNORED),
        (ParamAttr::Nest, msg::NEST_IGNORED),
    ] {
        let mut k = Kit::new();
        let f = k.empty("f", &["i32"]);
        k.m.functions[f].param_extra_attrs = vec![vec![attr]];
        assert_errors(&k, &sm(80), &[]);
        assert_eq!(k.warnings(&sm(80)), [text]);
        k.m.functions[f].param_extra_attrs = vec![vec![ParamAttr::NoCapture]];
        assert!(k.warnings(&sm(80)).is_empty());
    }
}

fn cluster_kernel(k: &mut Kit, dims: [i64; 3], kernel: bool) -> ptxc_ir::FuncId {
    let f = k.empty("f", &[]);
    if kernel {
        k.kernel(f);
    }
    for (key, d) in ["cluster_dim_x", "cluster_dim_y", "cluster_dim_z"].iter().zip(dims) {
        k.annotate(f, key, d);
    }
    f
}

#[test]
fn cluster_dims_pre_hopper() {
    let mut k = Kit::new();
    cluster_kernel(&mut k, [2, 1, 1], true);
    assert_errors(&k, &sm(89), &[msg::CLUSTER_PRE_HOPPER]);
    assert_errors(&k, &sm(90), &[]);
    // Function-attribute form.
    let mut k = Kit::new();
    let f = k.empty("f", &[]);
    k.m.functions[f].attrs = vec![
        FnAttr::Str("nvvm.kernel".into(), None),
        FnAttr::Str("nvvm.cluster_dim".into(), Some("2,1,1".into())),
    ];
    assert_errors(&k, &sm(80), &[msg::CLUSTER_PRE_HOPPER]);
    assert_errors(&k, &sm(100), &[]);
}

#[test]
fn cluster_dims_only_on_kernels() {
    fail_pass(&sm(90), msg::CLUSTER_NON_KERNEL, |k, bad| {
        cluster_kernel(k, [2, 2, 1], !bad);
    });
}

#[test]
fn cluster_dims_all_or_no_zero() {
    fail_pass(&sm(90), msg::CLUSTER_PARTIAL_ZERO, |k, bad| {
        cluster_kernel(k, if bad { [0, 1, 1] } else { [0, 0, 0] }, true);
    });
}

#[test]
fn cluster_max_blocks_non_zero() {
    fail_pass(&sm(90), msg::CLUSTER_ZERO_MAX_BLOCKS, |k, bad| {
        let f = k.empty("f", &[]);
        k.kernel(f);
        k.annotate(f, "cluster_max_blocks", if bad { 0 } else { 8 });
    });
    // maxclusterrank is the same setting.
    let mut k = Kit::new();
    let f = k.empty("f", &[]);
    k.kernel(f);
    k.annotate(f, "maxclusterrank", 0);
    assert_errors(&k, &sm(90), &[msg::CLUSTER_ZERO_MAX_BLOCKS]);
}

#[test]
fn kernel_must_return_void() {
    fail_pass(&sm(80), msg::NON_VOID_ENTRY, |k, bad| {
        let f = if bad {
            k.define("k", "i32", &["i32"], |b, a| {
                b.ret(Some(a[0]));
            })
        } else {
            k.empty("k", &["i32"])
        };
        k.kernel(f);
    });
    // Kernel by calling convention.
    let mut k = Kit::new();
    let f = k.define("k", "i32", &[], |b, _| {
        let t = b.module.types.i32();
        let z = b.module.const_int(t, 0);
        b.ret(Some(ptxc_ir::Value::Const(z)));
    });
    k.m.functions[f].calling_conv = Some(CallingConv::PtxKernel);
    assert_errors(&k, &sm(80), &[msg::NON_VOID_ENTRY]);
}

#[test]
fn entry_without_parameters() {
    fail_pass(&sm(80), msg::ENTRY_WITH_PARAMS, |k, bad| {
        let f = k.empty("e", if bad { &["i32"] } else { &[] });
        k.annotate(f, "entry", 1);
    });
}

#[test]
fn exit_handler_returns_void() {
    fail_pass(&sm(80), msg::NON_VOID_EXIT_HANDLER, |k, bad| {
        let f = if bad {
            k.define("x", "float", &[], |b, _| {
                let t = b.module.types.float();
                let z = b.module.const_float(t, 0.0);
                b.ret(Some(ptxc_ir::Value::Const(z)));
            })
        } else {
            k.empty("x", &[])
        };
        k.annotate(f, "exit_handler", 1);
    });
}

#[test]
fn exit_handler_without_parameters() {
    fail_pass(&sm(80), msg::EXIT_HANDLER_WITH_PARAMS, |k, bad| {
        let f = k.empty("x", if bad { &["ptr"] } else { &[] });
        k.annotate(f, "exit_handler", 1);
    });
}

#[test]
fn explicit_section() {
    fail_pass(&sm(80), &msg::explicit_section(".text.hot"), |k, bad| {
        let f = k.empty("f", &[]);
        if bad {
            k.m.functions[f].section = Some(".text.hot".into());
        }
    });
    assert_eq!(
        msg::explicit_section(".x"),
        "Explicit section marker .x is not allowed."
    );
}

#[test]
fn explicit_alignment() {
    fail_pass(&sm(80), msg::EXPLICIT_ALIGNMENT, |k, bad| {
        let f = k.empty("f", &[]);
        k.m.functions[f].align = bad.then_some(16);
    });
}

fn some_constant(k: &mut Kit) -> ptxc_ir::Constant {
    let t = k.m.types.i32();
    k.m.const_int(t, 7)
}

#[test]
fn prefix_data() {
    fail_pass(&sm(80), msg::PREFIX_DATA, |k, bad| {
        let c = some_constant(k);
        let f = k.empty("f", &[]);
        k.m.functions[f].prefix = bad.then_some(c);
    });
}

#[test]
fn prologue_data() {
    fail_pass(&sm(80), msg::PROLOGUE_DATA, |k, bad| {
        let c = some_constant(k);
        let f = k.empty("f", &[]);
        k.m.functions[f].prologue = bad.then_some(c);
    });
}

#[test]
fn personality_function() {
    fail_pass(&sm(80), msg::PERSONALITY, |k, bad| {
        let p = k.declare("__gxx_personality_v0", "i32", &[]);
        let c = k.m.consts.intern(ptxc_ir::ConstData::FuncAddr(p));
        let f = k.empty("f", &[]);
        k.m.functions[f].personality = bad.then_some(c);
    });
}

#[test]
fn gc_names() {
    fail_pass(&sm(80), msg::GC_NAMES, |k, bad| {
        let f = k.empty("f", &[]);
        k.m.functions[f].gc = bad.then(|| "statepoint-example".to_string());
    });
}
