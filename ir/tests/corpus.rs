//! Hand-written LLVM IR files (tests/ll/*.ll): each is accepted by llvm-as-19 as
//! written (so it is LLVM's IR, not only ours), parses, prints as text llvm-as-19
//! accepts, and round-trips.

mod common;

use ptxc_ir::{parse_module, print_module};
use std::path::Path;

fn check_file(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if let Err(diag) = common::llvm_as_accepts(&text) {
        panic!("{name}: llvm-as-19 rejects the input file:\n{diag}");
    }
    let m = parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let printed = print_module(&m);
    if let Err(diag) = common::llvm_as_accepts(&printed) {
        panic!("{name}: llvm-as-19 rejected the printed module:\n{diag}\n--- printed ---\n{printed}");
    }
    let again = parse_module(&printed).unwrap_or_else(|e| panic!("{name}: reparse: {e}\n{printed}"));
    assert_eq!(print_module(&again), printed, "{name}: round trip changed the text");
    printed
}

#[test]
fn eh_constructs() {
    let out = check_file("eh.ll");
    for line in [
        "define void @with_landingpad(i32 %x) personality ptr @__gxx_personality_v0 {",
        "  invoke void @may_throw(i32 %x) to label %cont unwind label %lpad",
        "  %lp = landingpad { ptr, i32 } cleanup catch ptr null",
        "  resume { ptr, i32 } %lp",
        "  %cs = catchswitch within none [label %handler] unwind label %cleanup",
        "  %cp = catchpad within %cs [ptr null, i32 64, ptr null]",
        "  catchret from %cp to label %done",
        "  %cl = cleanuppad within none []",
        "  cleanupret from %cl unwind to caller",
        "declare i32 @__gxx_personality_v0(...)",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}

#[test]
fn atomic_constructs() {
    let out = check_file("atomics.ll");
    for line in [
        "  %a = load atomic i32, ptr addrspace(1) %p acquire, align 4",
        "  %b = load atomic volatile i32, ptr addrspace(1) %p syncscope(\"block\") monotonic, align 4",
        "  store atomic i32 %a, ptr addrspace(1) %p release, align 4",
        "  store atomic volatile i32 %b, ptr addrspace(1) %p syncscope(\"device\") seq_cst, align 4",
        "  fence acq_rel",
        "  fence syncscope(\"block\") seq_cst",
        "  %pair = cmpxchg weak volatile ptr addrspace(1) %p, i32 %a, i32 %b syncscope(\"device\") acq_rel monotonic, align 4",
        "  %old = extractvalue { i32, i1 } %pair, 0",
        "  %c = atomicrmw volatile xchg ptr addrspace(1) %p, i32 %old seq_cst, align 4",
        "  %d = atomicrmw umax ptr %q, i32 %c syncscope(\"block\") monotonic, align 4",
        "  %e = atomicrmw fadd ptr %q, float %f monotonic, align 4",
        "  %g = atomicrmw uinc_wrap ptr %q, i32 %d acquire, align 4",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}

#[test]
fn attribute_and_header_constructs() {
    let out = check_file("attrs.ll");
    for line in [
        "source_filename = \"attrs.cu\"",
        "%struct.Packed = type <{ i8, i32 }>",
        "%struct.Fwd = type opaque",
        // A global's section is kept (`@llvm.used` lives in `llvm.metadata`).
        "@gv = addrspace(1) global i32 0, section \"data\", align 4",
        "@\"quoted name\" = private constant { i32, ptr } { i32 -7, ptr @gv.generic }",
        "@gv.generic = internal global ptr addrspacecast (ptr addrspace(1) @gv to ptr), align 8",
        // [2 x <{i8, i32}>]: element 1 starts at 5, its i32 field at 5 + 1.
        "@tail = internal global ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @arr, i64 6)",
        "define ptx_kernel void @kern(ptr addrspace(1) noalias readonly nocapture align 8 %in, \
         ptr noundef byval(%struct.Big) align 8 %big) #0 section \".text.kern\" align 16 gc \"shadow-stack\" \
         prefix i32 123 prologue i8 7 {",
        "define internal fastcc noundef signext i8 @helper(i8 noundef zeroext %c, ptr dereferenceable(16) %d) #1 {",
        "  %r = tail call fastcc i8 @helper(i8 %c, ptr %d)",
        "  %m = musttail call fastcc i8 @helper(i8 %r, ptr %d)",
        "define void @returns_big(ptr sret(%struct.Big) align 8 %out, i32 inreg %x) {",
        "declare cc 71 void @numbered_cc() #2",
        "declare ptx_device i32 @vprintf(ptr, ptr) #1",
        "attributes #0 = { convergent noinline \"nvvm.maxntid\"=\"128,1,1\" \"nvvm.kernel\" memory(readwrite) }",
        "attributes #1 = { nounwind uwtable(sync) }",
        "attributes #2 = { \"nvvm.xyz\"=\"7\" nounwind }",
        "declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3",
        "attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}

#[test]
fn misc_constructs() {
    let out = check_file("misc.ll");
    for line in [
        "define i32 @numbering(i32 %0, i32 %named, i32 %1) {",
        "  %3 = add nsw i32 %0, %1",
        "4:",
        "  %5 = phi i32 [ %3, %2 ], [ %8, %7 ]",
        "  %\"odd name\" = mul i32 %5, %named",
        "  %sum = fadd fast <4 x float> %a, %b",
        "  %neg = fneg nnan ninf <4 x float> %sum",
        "  %f = fmul contract float %e, %s",
        "  %sh = shufflevector <4 x float> %ins, <4 x float> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>",
        "  %cmp = fcmp une <4 x float> %sh, zeroinitializer",
        "<4 x float> <float 1.000000e+00, float 2.500000e-01, float 0x3FB99999A0000000, float -0.000000e+00>",
        "define i64 @control(i32 %x, ptr %target, ...) {",
        "  %fr = fadd <4 x float> %fr0, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>",
        "  %v = va_arg ptr %ap, i64",
        "    i32 -1, label %neg",
        "  %inner = insertvalue { i64, [2 x i8] } %agg, i8 3, 1, 1",
        "  %back = extractvalue { i64, [2 x i8] } %inner, 1, 1",
        "  %w = zext nneg i8 %back to i64",
        "  %o = or disjoint i64 %w, 256",
        "  %t = trunc nuw nsw i64 %o to i32",
        "  %u = udiv exact i32 %t, 2",
        "  indirectbr ptr %target, [label %zero, label %def]",
        "  %big = alloca i32, i32 4, align 16, addrspace(5)",
        "  %g = getelementptr inbounds nuw [4 x i32], ptr addrspace(5) %big, i64 0, i64 %p2i",
        "!nvvm.annotations = !{!0, !1}",
        "!0 = !{ptr @numbering, !\"kernel\", i32 1, !1, null}",
        "!1 = !{!\"nested\", !2}",
        "!2 = !{i64 5, !\"inline\"}",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
    // Debug-info nodes have no IR form: llvm.dbg.cu loses its only operand.
    assert!(!out.contains("DICompileUnit"), "{out}");
}

#[test]
fn arithmetic_constructs() {
    let out = check_file("arith.ll");
    for line in [
        "  %sub = sub nuw i32 %a, %b",
        "  %sdiv = sdiv exact i32 %sub, 4",
        "  %lshr = lshr exact i32 %srem, 1",
        "  %xor = xor i32 %and, -1",
        "  %fsub = fsub nsz float %x, 1.000000e+00",
        "  %fdiv = fdiv arcp float %fsub, 3.000000e+00",
        "  %ui = fptoui float %frem to i32",
        "  %narrow = fptrunc double %back to float",
        "  %p = inttoptr i64 %addr to ptr addrspace(1)",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}

#[test]
fn every_corpus_file_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).expect("tests/ll") {
        let name = entry.expect("entry").file_name().into_string().expect("utf-8 name");
        if name.ends_with(".ll") {
            check_file(&name);
            n += 1;
        }
    }
    assert!(n >= 7, "expected today's 7 corpus files at least, found {n}");
}

fn parse_file(name: &str) -> ptxc_ir::Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn parsed_function_fields_are_queryable() {
    use ptxc_ir::constants::ConstData;
    use ptxc_ir::{CallingConv, FnAttr, ParamAttr};
    let m = parse_file("attrs.ll");
    let kern = &m.functions[m.function_by_name("kern").expect("kern")];
    assert_eq!(kern.calling_conv, Some(CallingConv::PtxKernel));
    assert_eq!(kern.section.as_deref(), Some(".text.kern"));
    assert_eq!(kern.align, Some(16));
    assert_eq!(kern.gc.as_deref(), Some("shadow-stack"));
    let prefix = kern.prefix.expect("prefix data");
    assert!(matches!(m.consts.get(prefix), ConstData::Int { bits: 123, .. }));
    assert!(kern.prologue.is_some() && kern.personality.is_none());
    assert!(kern.has_attr(&FnAttr::Convergent) && kern.has_attr_named("nvvm.kernel") && kern.has_attr_named("memory"));
    assert!(kern.has_attr(&FnAttr::Str("nvvm.kernel".into(), None)));
    assert_eq!(kern.attr_value("nvvm.maxntid"), Some("128,1,1"));
    assert_eq!(
        kern.attr_value("nvvm.kernel"),
        None,
        "a string attribute without a value"
    );
    assert!(kern.param_attrs[0].noalias && kern.param_attrs[0].readonly);
    assert_eq!(kern.param_attrs[0].align, Some(8));
    assert_eq!(kern.param_extra_attrs[0], vec![ParamAttr::NoCapture]);
    assert!(kern.param_attrs[1].byval.is_some());
    let cc71 = &m.functions[m.function_by_name("numbered_cc").expect("numbered_cc")];
    assert_eq!(cc71.calling_conv, Some(CallingConv::Numbered(71)));
    assert_eq!(cc71.attr_value("nvvm.xyz"), Some("7"));
    let helper = &m.functions[m.function_by_name("helper").expect("helper")];
    assert_eq!(helper.linkage, ptxc_ir::Linkage::Internal);
    assert!(helper.ret_attrs.signext && helper.ret_attrs.noundef);
}

#[test]
fn parsed_atomics_keep_orderings_and_scopes() {
    use ptxc_ir::{Opcode, Ordering, SyncScope};
    let m = parse_file("atomics.ll");
    let f = &m.functions[m.function_by_name("atomics").expect("atomics")];
    let insts: Vec<_> = f.layout.iter().flat_map(|&b| f.blocks[b].insts.clone()).collect();
    let b = insts[1];
    assert_eq!(f.inst(b).opcode(), Opcode::Load);
    assert_eq!(f.inst(b).header.flags.ordering(), Ordering::Monotonic);
    assert!(f.inst(b).header.flags.has(ptxc_ir::InstFlags::VOLATILE));
    assert_eq!(f.extra(b).and_then(|e| e.syncscope.clone()), Some(SyncScope::Block));
    let xchg = insts
        .iter()
        .copied()
        .find(|&i| f.inst(i).opcode() == Opcode::CmpXchg)
        .expect("cmpxchg");
    let flags = f.inst(xchg).header.flags;
    assert_eq!(
        (flags.ordering(), flags.failure_ordering()),
        (Ordering::AcqRel, Ordering::Monotonic)
    );
    assert!(flags.has(ptxc_ir::InstFlags::WEAK));
    assert_eq!(f.inst(xchg).align, 4);
}

#[test]
fn literal_struct_return_types() {
    // The function-name scan once stopped at the return type's `{`.
    let out = check_file("struct_returns.ll");
    for line in [
        "declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)",
        "declare { i32, { i16, i1 } } @nested(i32)",
        "define { i8, i1 } @add1(i8 %a) {",
        "  ret { i8, i1 } %r",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}
