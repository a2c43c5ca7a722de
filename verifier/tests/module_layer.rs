//! Module layer: triples (both modes), data layout, globals, declarations,
//! accumulate-and-continue.

mod common;
use common::*;
use ptxc_verifier::messages as msg;
use ptxc_verifier::module::EXAMPLE_LAYOUTS;
use ptxc_verifier::VerifyOptions;

fn unified() -> VerifyOptions {
    VerifyOptions {
        unified_nvvm_ir: true,
        ..sm(80)
    }
}

#[test]
fn triple_standard_mode() {
    let opts = sm(80);
    let bad = msg::invalid_triple_standard("x86_64-unknown-linux-gnu");
    fail_pass(&opts, &bad, |k, bad| {
        k.m.triple = if bad {
            "x86_64-unknown-linux-gnu"
        } else {
            "nvptx64-nvidia-cuda"
        }
        .into();
    });
    // The vendor part is a wildcard in standard mode.
    let mut k = Kit::new();
    k.m.triple = "nvptx64-acme-cuda".into();
    assert_errors(&k, &opts, &[]);
    k.m.triple = "nvptx64-nvidia-nvcl".into();
    assert_errors(&k, &opts, &[&msg::invalid_triple_standard("nvptx64-nvidia-nvcl")]);
    assert_eq!(
        msg::invalid_triple_standard("t"),
        "Invalid target triple (t), must be one of:\nnvptx-*-cuda\nnvptx64-*-cuda"
    );
}

#[test]
fn triple_unified_mode() {
    fail_pass(&unified(), msg::INVALID_TRIPLE, |k, bad| {
        k.m.triple = if bad {
            "nvptx64-acme-cuda"
        } else {
            "nvsass-nvidia-directx"
        }
        .into();
    });
    for t in ptxc_verifier::module::UNIFIED_TRIPLES {
        let mut k = Kit::new();
        k.m.triple = t.to_string();
        if t.starts_with("nvptx-") {
            k.m.data_layout = EXAMPLE_LAYOUTS[0].into();
        }
        assert_errors(&k, &unified(), &[]);
    }
}

#[test]
fn data_layout_empty() {
    fail_pass(&sm(80), msg::EMPTY_DATA_LAYOUT, |k, bad| {
        if bad {
            k.m.data_layout.clear();
        }
    });
}

#[test]
fn data_layout_invalid() {
    let text = msg::invalid_data_layout(EXAMPLE_LAYOUTS);
    assert!(text.starts_with("Example valid data layout:\n"));
    // A 32-bit layout in a 64-bit module.
    fail_pass(&sm(80), &text, |k, bad| {
        k.m.data_layout = if bad { EXAMPLE_LAYOUTS[0] } else { EXAMPLE_LAYOUTS[2] }.into();
    });
    // Garbage.
    fail_pass(&sm(80), &text, |k, bad| {
        k.m.data_layout = if bad {
            "e-p:64:64:64-q9"
        } else {
            "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
        }
        .into();
    });
}

#[test]
fn texture_global_address_space() {
    fail_pass(&sm(80), msg::TEXSURF_GLOBAL_AS, |k, bad| {
        let g = k.global("tex", "i64", if bad { 0 } else { 1 });
        let i32t = k.m.types.i32();
        let one = k.m.const_int(i32t, 1);
        let sym = k.m.md.intern(ptxc_ir::MdData::Global(g));
        let key = k.m.md.string("texture");
        let v = k.m.md.intern(ptxc_ir::MdData::Const(one));
        let node = k.m.md.tuple(vec![Some(sym), Some(key), Some(v)]);
        k.m.add_named_md("nvvm.annotations", node);
    });
}

#[test]
fn sreg_declaration_overload() {
    fail_pass(&sm(80), msg::SREG_OVERLOAD, |k, bad| {
        k.declare("llvm.nvvm.read.ptx.sreg.tid.x", if bad { "i64" } else { "i32" }, &[]);
        k.declare("llvm.nvvm.read.ptx.sreg.clock64", "i64", &[]);
    });
}

#[test]
fn every_violation_is_reported_in_one_run() {
    let mut k = Kit::new();
    k.m.triple = "x86_64-pc-linux".into();
    k.m.data_layout.clear();
    let f = k.empty("f", &["i8"]);
    k.m.functions[f].attrs.push(ptxc_ir::FnAttr::Naked);
    let errs = ptxc_verifier::verify_module(&k.m, &sm(80)).unwrap_err();
    let texts: Vec<&str> = errs.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        texts,
        [
            msg::invalid_triple_standard("x86_64-pc-linux").as_str(),
            msg::EMPTY_DATA_LAYOUT,
            "naked function attribute is not supported.",
            msg::NARROW_PARAM,
        ]
    );
    assert_eq!(errs[2].function.as_deref(), Some("f"));
    assert_eq!(errs[0].function, None);
}

#[test]
fn show_info_notes_the_unified_ir_kind() {
    let mut k = Kit::new();
    k.empty("f", &[]);
    let notes = |opts: &VerifyOptions| -> Vec<String> {
        ptxc_verifier::verify_module_report(&k.m, opts)
            .notes
            .into_iter()
            .map(|n| n.message)
            .collect()
    };
    let info = VerifyOptions {
        show_info: true,
        ..unified()
    };
    assert_eq!(notes(&info), [msg::IR_KIND_UNIFIED]);
    assert_eq!(msg::IR_KIND_UNIFIED, "IR Kind is UnifiedNVVMIR");
    // A note never fails the module.
    assert!(ptxc_verifier::verify_module(&k.m, &info).is_ok());
    // Without show_info, or in standard mode, there is no note.
    assert!(notes(&unified()).is_empty());
    assert!(notes(&VerifyOptions {
        show_info: true,
        ..sm(80)
    })
    .is_empty());
}
