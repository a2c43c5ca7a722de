//! Uniquing: structurally equal types, constants and metadata share one
//! handle; named structs are identified by name; parsing keeps this.

use ptxc_ir::constants::ConstData;
use ptxc_ir::metadata::MdData;
use ptxc_ir::types::TypeData;
use ptxc_ir::{parse_module, Module, Value};

#[test]
fn types_are_uniqued_structurally_and_named_structs_by_name() {
    let mut m = Module::new("u");
    let i32a = m.types.i32();
    let i32b = m.types.int(32);
    assert_eq!(i32a, i32b);
    let f = m.types.float();
    let s1 = m.types.literal_struct(vec![i32a, f], false);
    let s2 = m.types.literal_struct(vec![i32b, f], false);
    assert_eq!(s1, s2);
    assert_ne!(s1, m.types.literal_struct(vec![i32a, f], true), "packedness matters");
    let fn1 = m.types.function(i32a, vec![s1], false);
    assert_eq!(fn1, m.types.function(i32b, vec![s2], false));
    assert_ne!(fn1, m.types.function(i32b, vec![s2], true), "varargness matters");
    assert_ne!(m.types.ptr(0), m.types.ptr(5));
    // Named structs: same name, same handle; same body, different name: distinct.
    let a = m.types.named_struct("struct.A");
    let b = m.types.named_struct("struct.B");
    m.types.set_struct_body(a, vec![i32a], false);
    m.types.set_struct_body(b, vec![i32a], false);
    assert_ne!(a, b);
    assert_eq!(m.types.named_struct("struct.A"), a);
    assert_eq!(m.types.lookup(&TypeData::Named("struct.B".into())), Some(b));
}

#[test]
fn constants_are_uniqued_structurally() {
    let mut m = Module::new("u");
    let i8 = m.types.i8();
    let i32t = m.types.i32();
    assert_eq!(m.const_int(i8, -1), m.const_int(i8, 255), "same bits after truncation");
    assert_ne!(m.const_int(i8, 1), m.const_int(i32t, 1), "type is part of the key");
    let f = m.types.float();
    assert_eq!(m.const_float(f, 0.5), m.const_float(f, 0.5));
    assert_ne!(
        m.const_float(f, 0.0),
        m.const_float(f, -0.0),
        "bit patterns, not values"
    );
    let arr = m.types.array(i8, 2);
    let e = vec![m.const_int(i8, 1), m.const_int(i8, 2)];
    let x = m.consts.intern(ConstData::Aggregate {
        ty: arr,
        elems: e.clone(),
    });
    let y = m.consts.intern(ConstData::Aggregate { ty: arr, elems: e });
    assert_eq!(x, y);
    assert_ne!(m.const_zero(arr), m.const_undef(arr));
    assert_ne!(m.const_undef(arr), m.const_poison(arr));
}

#[test]
fn metadata_is_uniqued_structurally() {
    let mut m = Module::new("u");
    let s1 = m.md.string("kernel");
    let s2 = m.md.string("kernel");
    assert_eq!(s1, s2);
    let i32t = m.types.i32();
    let one = m.const_int(i32t, 1);
    let c = m.md.intern(MdData::Const(one));
    let t1 = m.md.tuple(vec![Some(s1), Some(c), None]);
    let t2 = m.md.tuple(vec![Some(s2), Some(c), None]);
    assert_eq!(t1, t2);
    assert_ne!(t1, m.md.tuple(vec![Some(s1), Some(c)]));
}

#[test]
fn parsing_preserves_uniquing() {
    let text = "%struct.P = type { i32, i32 }
@a = global { i32, i32 } { i32 1, i32 2 }
@b = global { i32, i32 } { i32 1, i32 2 }
@c = global %struct.P { i32 1, i32 2 }

define i32 @f() {
  %x = add i32 7, 7
  ret i32 %x
}

!n = !{!0, !1}
!0 = !{!\"k\", i32 7}
!1 = !{!\"k\", i32 7}
";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let (a, b, c) = (
        m.global_by_name("a").expect("a"),
        m.global_by_name("b").expect("b"),
        m.global_by_name("c").expect("c"),
    );
    assert_eq!(m.globals[a].ty, m.globals[b].ty);
    assert_eq!(
        m.globals[a].initializer, m.globals[b].initializer,
        "equal aggregates share a handle"
    );
    assert_ne!(
        m.globals[a].ty, m.globals[c].ty,
        "a named struct is not its literal body"
    );
    let f = &m.functions[m.function_by_name("f").expect("f")];
    let add = f.blocks[f.layout[0]].insts[0];
    let ops = f.operands(add);
    assert_eq!(ops[0], ops[1]);
    assert!(matches!(ops[0], Value::Const(_)));
    let (_, nodes) = &m.named_md[0];
    assert_eq!(nodes[0], nodes[1], "identical tuples are one node");
}

#[test]
fn byte_strings_are_one_constant_of_their_bytes() {
    let text = "@a = global [4 x i8] c\"h\\00i\\00\"\n@b = global [4 x i8] c\"h\\00i\\00\"\n";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let (a, b) = (m.global_by_name("a").expect("a"), m.global_by_name("b").expect("b"));
    let init = m.globals[a].initializer.expect("initialized");
    assert_eq!(Some(init), m.globals[b].initializer, "equal strings share a handle");
    match m.consts.get(init) {
        ConstData::Bytes { bytes, .. } => assert_eq!(&bytes[..], b"h\0i\0"),
        other => panic!("a byte string is its bytes, not {other:?}"),
    }
    assert!(
        m.to_string().contains("[4 x i8] c\"h\\00i\\00\""),
        "printed back as written"
    );
}
