//! Exact printer output for individual constructs: types, constants
//! (floats as LLVM prints them), names needing quotes, unnamed numbering,
//! metadata numbering and attribute groups.

mod common;

use ptxc_ir::constants::ConstData;
use ptxc_ir::metadata::MdData;
use ptxc_ir::printer::{constant_to_string, type_to_string, typed_constant_to_string};
use ptxc_ir::types::TypeData;
use ptxc_ir::{parse_module, print_module, FuncBuilder, Function, GlobalVar, Linkage, Module, Opcode, Value};

fn accepted(text: &str) {
    if let Err(diag) = common::llvm_as_accepts(text) {
        panic!("llvm-as-19 rejected:\n{diag}\n--- text ---\n{text}");
    }
}

#[test]
fn types() {
    let mut m = Module::new("t");
    let t = &mut m.types;
    let i32t = t.i32();
    let f = t.float();
    let p3 = t.ptr(3);
    let s = t.named_struct("struct.S");
    let q = t.named_struct("class.std::pair<int, int>");
    let arr = t.array(f, 16);
    let v = t.vector(i32t, 4);
    let lit = t.literal_struct(vec![i32t, p3], false);
    let packed = t.literal_struct(vec![i32t, f], true);
    let empty = t.literal_struct(vec![], false);
    let fnty = t.function(i32t, vec![p3], true);
    let half = t.intern(TypeData::Half);
    let bf = t.intern(TypeData::BFloat);
    let cases = [
        (i32t, "i32"),
        (p3, "ptr addrspace(3)"),
        (s, "%struct.S"),
        (q, "%\"class.std::pair<int, int>\""),
        (arr, "[16 x float]"),
        (v, "<4 x i32>"),
        (lit, "{ i32, ptr addrspace(3) }"),
        (packed, "<{ i32, float }>"),
        (empty, "{}"),
        (fnty, "i32 (ptr addrspace(3), ...)"),
        (half, "half"),
        (bf, "bfloat"),
    ];
    for (ty, want) in cases {
        assert_eq!(type_to_string(&m.types, ty), want);
    }
}

#[test]
fn float_constants_print_as_llvm_does() {
    let mut m = Module::new("t");
    let f = m.types.float();
    let d = m.types.double();
    let cases: [(ptxc_ir::Type, f64, &str); 10] = [
        (f, 1.0, "1.000000e+00"),
        (f, 0.5, "5.000000e-01"),
        (f, 0.1, "0x3FB99999A0000000"),
        (d, 0.1, "1.000000e-01"),
        (d, 1.5e300, "1.500000e+300"),
        (d, -0.0, "-0.000000e+00"),
        (d, std::f64::consts::PI, "0x400921FB54442D18"),
        (f, f64::INFINITY, "0x7FF0000000000000"),
        (d, f64::NEG_INFINITY, "0xFFF0000000000000"),
        (f, 123456.0, "1.234560e+05"),
    ];
    for (ty, v, want) in cases {
        let c = m.const_float(ty, v);
        assert_eq!(constant_to_string(&m, c), want, "{v}");
    }
    // NaN payloads survive widening to the 64-bit hex form.
    let nan = m.consts.intern(ConstData::Float {
        ty: f,
        bits: 0x7FC0_0001,
    });
    assert_eq!(constant_to_string(&m, nan), "0x7FF8000020000000");
    let half = m.types.intern(TypeData::Half);
    let h = m.consts.intern(ConstData::Float { ty: half, bits: 0x3C00 });
    assert_eq!(typed_constant_to_string(&m, h), "half 0xH3C00");
    let bf = m.types.intern(TypeData::BFloat);
    let b = m.consts.intern(ConstData::Float { ty: bf, bits: 0x3F80 });
    assert_eq!(typed_constant_to_string(&m, b), "bfloat 0xR3F80");
}

#[test]
fn integer_and_aggregate_constants() {
    let mut m = Module::new("t");
    let i1 = m.types.i1();
    let i8 = m.types.i8();
    let i128t = m.types.int(128);
    let c = m.const_int(i1, 1);
    assert_eq!(constant_to_string(&m, c), "true");
    let c = m.const_int(i8, -1);
    assert_eq!(constant_to_string(&m, c), "-1");
    let c = m.const_int(i8, 255);
    assert_eq!(constant_to_string(&m, c), "-1", "i8 255 is i8 -1");
    let c = m.const_int(i128t, i128::MIN);
    assert_eq!(constant_to_string(&m, c), i128::MIN.to_string());
    let arr = m.types.array(i8, 3);
    let elems = vec![m.const_int(i8, 34), m.const_int(i8, 92), m.const_int(i8, 0)];
    let s = m.consts.intern(ConstData::Aggregate { ty: arr, elems });
    assert_eq!(constant_to_string(&m, s), "c\"\\22\\5C\\00\"");
    let i32t = m.types.i32();
    let st = m.types.literal_struct(vec![i32t, arr], true);
    let one = m.const_int(i32t, 1);
    let zero_arr = m.const_zero(arr);
    let agg = m.consts.intern(ConstData::Aggregate {
        ty: st,
        elems: vec![one, zero_arr],
    });
    assert_eq!(
        typed_constant_to_string(&m, agg),
        "<{ i32, [3 x i8] }> <{ i32 1, [3 x i8] zeroinitializer }>"
    );
}

#[test]
fn names_are_quoted_when_needed_and_unnamed_values_numbered() {
    let mut m = Module::new("names");
    let void = m.types.void();
    let i32t = m.types.i32();
    let fty = m.types.function(i32t, vec![i32t, i32t], false);
    let three = m.const_int(i32t, 3);
    m.add_global(GlobalVar {
        name: String::new(),
        ty: i32t,
        addrspace: 0,
        linkage: Linkage::Internal,
        is_constant: false,
        initializer: Some(three),
        align: 4,
        externally_initialized: false,
        section: None,
    });
    let id = m.add_function(Function::new("1st fn", fty, vec!["a b".into(), String::new()]));
    let mut f = std::mem::take(&mut m.functions[id]);
    {
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let entry = b.create_block("");
        let next = b.create_block("9lives");
        b.append_and_switch(entry);
        let s = b.binary(Opcode::Add, Value::Arg(0), Value::Arg(1), 0, "");
        b.br(next);
        b.append_and_switch(next);
        let t = b.binary(Opcode::Mul, s, s, 0, "x\"y");
        b.ret(Some(t));
    }
    m.functions[id] = f;
    let _ = void;
    let text = print_module(&m);
    let want = "; ModuleID = 'names'
source_filename = \"names\"
target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"
target triple = \"nvptx64-nvidia-cuda\"

@0 = internal global i32 3, align 4

define i32 @\"1st fn\"(i32 %\"a b\", i32 %0) {
  %2 = add i32 %\"a b\", %0
  br label %\"9lives\"

\"9lives\":
  %\"x\\22y\" = mul i32 %2, %2
  ret i32 %\"x\\22y\"
}
";
    assert_eq!(text, want);
    accepted(&text);
    let again = parse_module(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_module(&again), text);
}

#[test]
fn metadata_numbered_in_first_use_order_and_groups_shared() {
    let mut m = Module::new("");
    m.data_layout.clear();
    let void = m.types.void();
    let i32t = m.types.i32();
    let fty = m.types.function(void, vec![], false);
    let mut a = Function::new("a", fty, vec![]);
    a.attrs = vec![ptxc_ir::FnAttr::NoUnwind];
    let mut b = Function::new("b", fty, vec![]);
    b.attrs = vec![ptxc_ir::FnAttr::NoUnwind];
    let mut c = Function::new("c", fty, vec![]);
    c.attrs = vec![ptxc_ir::FnAttr::Str("k".into(), Some("v".into()))];
    let a = m.add_function(a);
    m.add_function(b);
    m.add_function(c);
    // Created in the opposite order of first use.
    let seven = m.const_int(i32t, 7);
    let seven_md = m.md.intern(MdData::Const(seven));
    let leaf = m.md.tuple(vec![Some(seven_md), None]);
    let fa = m.md.intern(MdData::Func(a));
    let s = m.md.string("kernel");
    let mid = m.md.tuple(vec![Some(fa), Some(s), Some(leaf)]);
    let top = m.md.tuple(vec![Some(mid), Some(leaf)]);
    m.add_named_md("first", top);
    m.add_named_md("second", leaf);
    m.add_named_md("first", mid);
    let text = print_module(&m);
    let want = "target triple = \"nvptx64-nvidia-cuda\"

declare void @a() #0

declare void @b() #0

declare void @c() #1

attributes #0 = { nounwind }
attributes #1 = { \"k\"=\"v\" }

!first = !{!0, !1}
!second = !{!2}

!0 = !{!1, !2}
!1 = !{ptr @a, !\"kernel\", !2}
!2 = !{i32 7, null}
";
    assert_eq!(text, want);
    accepted(&text);
    let again = parse_module(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_module(&again), text);
}

#[test]
fn vararg_calls_print_the_function_type() {
    let text = "declare i32 @printf(ptr, ...)

define i32 @f(ptr %fmt) {
  %r = call i32 (ptr, ...) @printf(ptr %fmt, i32 1, double 2.000000e+00)
  ret i32 %r
}
";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let out = print_module(&m);
    assert!(
        out.contains("  %r = call i32 (ptr, ...) @printf(ptr %fmt, i32 1, double 2.000000e+00)"),
        "{out}"
    );
    accepted(&out);
}

#[test]
fn callbr_round_trips() {
    // LLVM only allows callbr for asm goto (which ptxc does not model), so
    // this checks the parser and printer without llvm-as.
    let text = "define void @f() {
entry:
  callbr void @f() to label %a [label %b, label %c]

a:
  ret void

b:
  ret void

c:
  ret void
}
";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let out = print_module(&m);
    assert!(
        out.contains("  callbr void @f() to label %a [label %b, label %c]"),
        "{out}"
    );
    let again = parse_module(&out).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_module(&again), out);
}

#[test]
fn every_opcode_is_printed_and_read_back() {
    let mut seen = std::collections::HashSet::new();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll");
    let mut texts: Vec<String> = std::fs::read_dir(dir)
        .expect("tests/ll")
        .map(|e| std::fs::read_to_string(e.expect("entry").path()).expect("read"))
        .collect();
    texts.push(print_module(&common::sample_module()));
    texts.push("define void @f() {\nentry:\n  callbr void @f() to label %a []\na:\n  ret void\n}\n".into());
    for t in &texts {
        let m = parse_module(t).unwrap_or_else(|e| panic!("{e}"));
        for (_, f) in m.functions.iter() {
            for (_, d) in f.insts.iter() {
                seen.insert(d.opcode());
            }
        }
    }
    let missing: Vec<_> = Opcode::ALL.iter().filter(|o| !seen.contains(o)).collect();
    assert!(
        missing.is_empty(),
        "opcodes not covered by the printer/parser tests: {missing:?}"
    );
}

#[test]
fn print_function_and_display() {
    let text = "define internal i32 @inc(i32 %x) #0 {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n\nattributes #0 = { nounwind }\n";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let f = m.function_by_name("inc").expect("inc");
    assert_eq!(
        ptxc_ir::print_function(&m, f),
        "define internal i32 @inc(i32 %x) #0 {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
    );
    assert_eq!(m.to_string(), print_module(&m));
    assert!(m.to_string().ends_with(text), "{m}");
}
