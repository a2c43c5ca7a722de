//! `print(parse(print(m))) == print(m)`: the parser reads back everything
//! the printer writes, and the result prints identically.

mod common;

use ptxc_ir::{parse_module, print_module, Module};

fn round_trip(m: &Module) -> String {
    let first = print_module(m);
    let parsed = parse_module(&first).unwrap_or_else(|e| panic!("reparse failed: {e}\n--- text ---\n{first}"));
    let second = print_module(&parsed);
    assert_eq!(first, second, "printing the reparsed module changed the text");
    first
}

#[test]
fn sample_module_round_trips() {
    round_trip(&common::sample_module());
}

#[test]
fn odd_module_and_metadata_names_round_trip() {
    let mut m = Module::new("line1\nline2 'quoted' \"dq\"");
    let i32t = m.types.i32();
    let one = m.const_int(i32t, 1);
    let c = m.md.intern(ptxc_ir::metadata::MdData::Const(one));
    let t = m.md.tuple(vec![Some(c)]);
    m.add_named_md("weird name!\"", t);
    let text = round_trip(&m);
    let back = parse_module(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.name, m.name);
    assert_eq!(back.named_md[0].0, "weird name!\"");
    if let Err(d) = common::llvm_as_accepts(&text) {
        panic!("{d}\n{text}");
    }
}

#[test]
fn builder_output_with_every_flag_round_trips() {
    use ptxc_ir::{FuncBuilder, Function, InstFlags, Opcode, Value};
    let mut m = Module::new("flags");
    let i32t = m.types.i32();
    let fty = m.types.function(i32t, vec![i32t, i32t], false);
    let id = m.add_function(Function::new("f", fty, vec!["a".into(), "b".into()]));
    let mut f = std::mem::take(&mut m.functions[id]);
    {
        let mut b = FuncBuilder::new(&mut m, &mut f);
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let (a, bv) = (Value::Arg(0), Value::Arg(1));
        let x = b.binary(Opcode::Add, a, bv, InstFlags::NUW | InstFlags::NSW, "x");
        let y = b.binary(Opcode::Shl, x, bv, InstFlags::NSW, "y");
        let z = b.binary(Opcode::UDiv, y, bv, InstFlags::EXACT, "z");
        let w = b.binary(Opcode::AShr, z, bv, InstFlags::EXACT, "");
        b.ret(Some(w));
    }
    m.functions[id] = f;
    let text = round_trip(&m);
    for line in [
        "  %x = add nuw nsw i32 %a, %b",
        "  %y = shl nsw i32 %x, %b",
        "  %z = udiv exact i32 %y, %b",
        "  %0 = ashr exact i32 %z, %b",
    ] {
        assert!(text.contains(line), "missing {line:?}:\n{text}");
    }
}

#[test]
fn declaration_followed_by_named_metadata() {
    // Regression: `!name = ...` right after a declaration was taken for a
    // function metadata attachment.
    let text = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare !dbg !0 void @g()

!nvvm.annotations = !{!1}

!0 = !{}
!1 = !{ptr @g, !\"kernel\", i32 1}
";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(m.named_md.len(), 1);
    let printed = round_trip(&m);
    assert!(printed.contains("!0 = !{ptr @g, !\"kernel\", i32 1}"), "{printed}");
    if let Err(d) = common::llvm_as_accepts(text) {
        panic!("the input itself must be valid LLVM IR: {d}");
    }
}

#[test]
fn loop_metadata_on_branches_is_kept() {
    let text = "define void @f(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!\"llvm.loop.unroll.count\", i32 4}
";
    if let Err(d) = common::llvm_as_accepts(text) {
        panic!("the input itself must be valid LLVM IR: {d}");
    }
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let printed = round_trip(&m);
    assert!(
        printed.contains("  br i1 %done, label %exit, label %loop, !llvm.loop !0\n"),
        "{printed}"
    );
    // The distinct node keeps its self-reference (LLVM's loop-ID idiom).
    assert!(printed.contains("!0 = distinct !{!0, !1}\n"), "{printed}");
    assert!(
        printed.contains("!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n"),
        "{printed}"
    );
    if let Err(d) = common::llvm_as_accepts(&printed) {
        panic!("llvm-as-19 rejected the printed module: {d}\n{printed}");
    }
    let f = m.function_by_name("f").expect("f");
    let br = m.functions[f].blocks[m.functions[f].layout[1]]
        .insts
        .last()
        .copied()
        .expect("br");
    let node = m.functions[f].metadata(br, "llvm.loop").expect("attached");
    assert!(matches!(m.md.get(node), ptxc_ir::MdData::Distinct(..)));
    assert_eq!(
        *m.md.get(m.md.operands(node)[0].expect("self")),
        ptxc_ir::MdData::SelfRef
    );
    // A reference to a missing node is still an error, reachable or not.
    let bad = text.replace("!{!0, !1}", "!{!0, !7}");
    let Err(e) = parse_module(&bad) else {
        panic!("undefined !7 must be reported");
    };
    assert!(e.message.contains("undefined metadata '!7'"), "{e}");
}

#[test]
fn instruction_attachments_round_trip_through_llvm_as() {
    let text = "declare void @g()

define void @f(ptr %p) {
entry:
  call void @g(), !pragma !0
  %v = load i32, ptr %p, align 4, !range !1, !noundef !2
  store i32 %v, ptr %p, align 4, !nontemporal !3
  %a = alloca i32, align 4, !annotation !4
  ret void
}

!0 = !{!\"unroll\", i32 4}
!1 = !{i32 0, i32 10}
!2 = !{}
!3 = !{i32 1}
!4 = !{!\"slot\"}
";
    if let Err(d) = common::llvm_as_accepts(text) {
        panic!("the input itself must be valid LLVM IR: {d}");
    }
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let printed = round_trip(&m);
    for line in [
        "  call void @g(), !pragma !0\n",
        "  %v = load i32, ptr %p, align 4, !range !1, !noundef !2\n",
        "  store i32 %v, ptr %p, align 4, !nontemporal !3\n",
        "  %a = alloca i32, align 4, !annotation !4\n",
        "!0 = !{!\"unroll\", i32 4}\n",
        "!2 = !{}\n",
    ] {
        assert!(printed.contains(line), "missing {line:?} in:\n{printed}");
    }
    if let Err(d) = common::llvm_as_accepts(&printed) {
        panic!("llvm-as-19 rejected the printed module: {d}\n{printed}");
    }
}

#[test]
fn attachments_built_through_the_api_print_and_reparse() {
    let mut m = Module::new("");
    let void = m.types.void();
    let fty = m.types.function(void, vec![], false);
    let g = m.get_or_declare("g", fty);
    let f = m.add_function(ptxc_ir::Function::new("f", fty, vec![]));
    let mut func = std::mem::take(&mut m.functions[f]);
    let call = {
        let mut b = ptxc_ir::FuncBuilder::new(&mut m, &mut func);
        let entry = b.create_block("entry");
        b.append_and_switch(entry);
        let c = b.call(g, &[], "");
        b.ret(None);
        c.as_inst().expect("call instruction")
    };
    let s = m.md.string("unroll");
    let node = m.md.tuple(vec![Some(s)]);
    let me = m.md.self_ref();
    let loop_id = m.md.distinct(vec![Some(me), Some(node)]);
    func.set_metadata(call, "pragma", node);
    func.set_metadata(call, "pragma", node); // replaces, never duplicates
    func.set_metadata(call, "llvm.loop", loop_id);
    m.functions[f] = func;
    let printed = round_trip(&m);
    assert!(
        printed.contains("  call void @g(), !pragma !0, !llvm.loop !1\n"),
        "{printed}"
    );
    assert!(
        printed.contains("!0 = !{!\"unroll\"}\n!1 = distinct !{!1, !0}\n"),
        "{printed}"
    );
    if let Err(d) = common::llvm_as_accepts(&printed) {
        panic!("llvm-as-19 rejected the printed module: {d}\n{printed}");
    }
}

#[test]
fn inline_asm_callees_round_trip_through_llvm_as() {
    let text = "define i32 @f(i32 %x, i64 %a) {
entry:
  %y = call i32 asm \"add.s32 $0, $1, 1;\", \"=r,r\"(i32 %x)
  call void asm sideeffect \"membar.gl;\\0A\\09// \\22quoted\\22\", \"~{memory}\"()
  %p = call { i32, i32 } asm sideeffect alignstack \"mov.b64 {$0, $1}, $2;\", \"=r,=r,l\"(i64 %a)
  %z = tail call i32 asm inteldialect \"mov.u32 $0, %laneid;\", \"=r\"() #0
  ret i32 %y
}

attributes #0 = { nounwind }
";
    if let Err(d) = common::llvm_as_accepts(text) {
        panic!("the input itself must be valid LLVM IR: {d}");
    }
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let printed = round_trip(&m);
    for line in [
        "  %y = call i32 asm \"add.s32 $0, $1, 1;\", \"=r,r\"(i32 %x)\n",
        "  call void asm sideeffect \"membar.gl;\\0A\\09// \\22quoted\\22\", \"~{memory}\"()\n",
        "  %p = call { i32, i32 } asm sideeffect alignstack \"mov.b64 {$0, $1}, $2;\", \"=r,=r,l\"(i64 %a)\n",
        "  %z = tail call i32 asm inteldialect \"mov.u32 $0, %laneid;\", \"=r\"()\n",
    ] {
        assert!(printed.contains(line), "missing {line:?} in:\n{printed}");
    }
    if let Err(d) = common::llvm_as_accepts(&printed) {
        panic!("llvm-as-19 rejected the printed module: {d}\n{printed}");
    }
    // The callee is one uniqued constant holding the unescaped text.
    let f = m.function_by_name("f").expect("f");
    let func = &m.functions[f];
    let second = func.blocks[func.layout[0]].insts[1];
    let ptxc_ir::Value::Const(c) = func.operands(second)[0] else {
        panic!("callee is not a constant");
    };
    let ptxc_ir::ConstData::InlineAsm(a) = m.consts.get(c) else {
        panic!("callee is not inline asm");
    };
    assert_eq!(a.template, "membar.gl;\n\t// \"quoted\"");
    assert_eq!(a.constraints, "~{memory}");
    assert_eq!(a.flags, ptxc_ir::InlineAsm::SIDEEFFECT);
}
