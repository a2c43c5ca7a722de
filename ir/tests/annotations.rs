//! Every `nvvm.annotations` key NVVM defines, `nvvmir.version` and
//! `@llvm.used`, written through the typed API: the printed text has the
//! LLVM shapes NVVM documents (checked line by line), llvm-as-19 accepts it,
//! and parsing it back yields the same annotations and `@llvm.used` members.

mod common;

use ptxc_ir::{
    parse_module, print_module, Annotation, AnnotationKey as K, AnnotationTarget, AnnotationValue, Function, GlobalVar,
    LaunchAttrs, Linkage, Module, NVVMIR_VERSION,
};

fn global(m: &mut Module, name: &str, addrspace: u32) -> ptxc_ir::GlobalId {
    let i64t = m.types.i64();
    let zero = m.const_int(i64t, 0);
    m.add_global(GlobalVar {
        name: name.to_string(),
        ty: i64t,
        addrspace,
        linkage: Linkage::External,
        is_constant: false,
        initializer: Some(zero),
        align: 8,
        externally_initialized: name == "managed_var",
        section: None,
    })
}

/// A kernel with three parameters, a managed variable, a texture and a
/// surface reference, annotated with every key.
fn annotated_module() -> (Module, Vec<Annotation>) {
    let mut m = Module::new("annotations.cu");
    let void = m.types.void();
    let p = m.types.ptr(0);
    let i32t = m.types.i32();
    let fty = m.types.function(void, vec![p, i32t, p], false);
    let mut f = Function::new("kern", fty, vec!["a".into(), "n".into(), "b".into()]);
    let entry = f.create_block("entry");
    f.layout.push(entry);
    {
        let mut b = ptxc_ir::FuncBuilder::new(&mut m, &mut f);
        b.switch_to(entry);
        b.ret(None);
    }
    let kern = m.add_function(f);
    let managed = global(&mut m, "managed_var", 1);
    let tex = global(&mut m, "tex_ref", 1);
    let surf = global(&mut m, "surf_ref", 1);
    let k = AnnotationTarget::Func(kern);
    let int = AnnotationValue::Int;
    let list = vec![
        (AnnotationTarget::Global(managed), K::Managed, int(1)),
        (AnnotationTarget::Global(tex), K::Texture, int(1)),
        (AnnotationTarget::Global(surf), K::Surface, int(1)),
        (k, K::Kernel, int(1)),
        (k, K::GridConstant, AnnotationValue::Params(vec![1, 3])),
        // (parameter index << 16) | alignment: parameter 2 aligned to 16.
        (k, K::Align, int((2 << 16) | 16)),
        (k, K::MaxNtidX, int(256)),
        (k, K::MaxNtidY, int(1)),
        (k, K::MaxNtidZ, int(1)),
        (k, K::ReqNtidX, int(128)),
        (k, K::ReqNtidY, int(2)),
        (k, K::ReqNtidZ, int(1)),
        (k, K::MinCtaSm, int(2)),
        (k, K::MaxNReg, int(64)),
        (k, K::ClusterDimX, int(2)),
        (k, K::ClusterDimY, int(1)),
        (k, K::ClusterDimZ, int(1)),
        (k, K::MaxClusterRank, int(8)),
    ];
    let mut want = Vec::new();
    for (target, key, value) in list {
        m.annotate(target, key, value.clone());
        want.push(Annotation { target, key, value });
    }
    for g in [managed, tex, surf, managed] {
        m.add_llvm_used(g);
    }
    m.set_nvvmir_version(&NVVMIR_VERSION);
    (m, want)
}

#[test]
fn every_key_prints_in_nvvm_shape() {
    let (m, _) = annotated_module();
    let text = print_module(&m);
    // Hand-written from the NVVM annotation format: {target, key string, value}.
    for line in [
        "!{ptr addrspace(1) @managed_var, !\"managed\", i32 1}",
        "!{ptr addrspace(1) @tex_ref, !\"texture\", i32 1}",
        "!{ptr addrspace(1) @surf_ref, !\"surface\", i32 1}",
        "!{ptr @kern, !\"kernel\", i32 1}",
        "!{ptr @kern, !\"align\", i32 131088}",
        "!{ptr @kern, !\"maxntidx\", i32 256}",
        "!{ptr @kern, !\"reqntidy\", i32 2}",
        "!{ptr @kern, !\"minctasm\", i32 2}",
        "!{ptr @kern, !\"maxnreg\", i32 64}",
        "!{ptr @kern, !\"cluster_dim_x\", i32 2}",
        "!{ptr @kern, !\"maxclusterrank\", i32 8}",
        "!{i32 1, i32 3}",
        // Two operands: no debug info.
        "!{i32 2, i32 0}",
        // Each member once, as a generic pointer, in the metadata section.
        "@llvm.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @managed_var to ptr), \
         ptr addrspacecast (ptr addrspace(1) @tex_ref to ptr), ptr addrspacecast (ptr addrspace(1) @surf_ref to ptr)], \
         section \"llvm.metadata\"",
    ] {
        assert!(text.contains(line), "missing `{line}` in\n{text}");
    }
    // grid_constant's value is a node listing the parameters, not an i32.
    let gc = text
        .lines()
        .find(|l| l.contains("\"grid_constant\""))
        .expect("grid_constant entry");
    assert!(gc.starts_with('!') && gc.contains("!\"grid_constant\", !"), "{gc}");
    assert!(text.contains("!nvvmir.version = !{"), "{text}");
    if let Err(diag) = common::llvm_as_accepts(&text) {
        panic!("llvm-as-19 rejected the annotations:\n{diag}\n{text}");
    }
}

#[test]
fn annotations_and_llvm_used_round_trip() {
    let (m, want) = annotated_module();
    assert_eq!(m.annotations(), want);
    let text = print_module(&m);
    let back = parse_module(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    // Ids are renumbered by the parser; compare by names.
    let name = |m: &Module, t: AnnotationTarget| match t {
        AnnotationTarget::Func(f) => m.functions[f].name.clone(),
        AnnotationTarget::Global(g) => m.globals[g].name.clone(),
    };
    let summary = |m: &Module| -> Vec<(String, &'static str, AnnotationValue)> {
        m.annotations()
            .into_iter()
            .map(|a| (name(m, a.target), a.key.name(), a.value))
            .collect()
    };
    assert_eq!(summary(&back), summary(&m));
    let used = |m: &Module| -> Vec<String> { m.llvm_used().iter().map(|&g| m.globals[g].name.clone()).collect() };
    assert_eq!(used(&m), ["managed_var", "tex_ref", "surf_ref"]);
    assert_eq!(used(&back), used(&m));
    let u = back.global_by_name("llvm.used").expect("llvm.used parsed");
    assert_eq!(back.globals[u].section.as_deref(), Some("llvm.metadata"));
    assert!(back.globals[u].is_metadata());
    assert_eq!(
        back.grid_constant_params(back.function_by_name("kern").unwrap()),
        [1, 3]
    );
    assert_eq!(
        print_module(&back),
        text,
        "printing the parsed module reproduces the text"
    );
}

/// One kernel `kern` with no annotations, for the launch-attribute tests.
fn bare_kernel() -> (Module, ptxc_ir::FuncId) {
    let mut m = Module::new("launch.cu");
    let void = m.types.void();
    let fty = m.types.function(void, vec![], false);
    let mut f = Function::new("kern", fty, vec![]);
    let entry = f.create_block("entry");
    f.layout.push(entry);
    {
        let mut b = ptxc_ir::FuncBuilder::new(&mut m, &mut f);
        b.switch_to(entry);
        b.ret(None);
    }
    let id = m.add_function(f);
    (m, id)
}

#[test]
fn launch_attributes_are_function_attributes() {
    let (mut m, k) = bare_kernel();
    let attrs = LaunchAttrs {
        max_ntid: Some([256, 1, 1]),
        req_ntid: Some([128, 2, 1]),
        min_cta_sm: Some(2),
        max_nreg: Some(64),
        max_cluster_rank: Some(8),
        cluster_dim: Some([2, 1, 1]),
        blocks_are_clusters: true,
    };
    m.set_launch_attrs(k, &attrs);
    let text = print_module(&m);
    // The current NVVM form (seed 000, "function-level metadata keys").
    let line = "attributes #0 = { \"nvvm.maxntid\"=\"256,1,1\" \"nvvm.reqntid\"=\"128,2,1\" \"nvvm.minctasm\"=\"2\" \
                \"nvvm.maxnreg\"=\"64\" \"nvvm.maxclusterrank\"=\"8\" \"nvvm.blocksareclusters\" \"nvvm.cluster_dim\"=\"2,1,1\" }";
    assert!(text.contains(line), "missing `{line}` in\n{text}");
    assert!(text.contains("define void @kern() #0 {"), "{text}");
    assert!(!text.contains("nvvm.annotations"), "no per-axis entries:\n{text}");
    if let Err(diag) = common::llvm_as_accepts(&text) {
        panic!("llvm-as-19 rejected the attributes:\n{diag}\n{text}");
    }
    let back = parse_module(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    assert_eq!(back.launch_attrs(back.function_by_name("kern").unwrap()), attrs);
    // Writing again replaces rather than appends.
    m.set_launch_attrs(
        k,
        &LaunchAttrs {
            max_nreg: Some(32),
            ..LaunchAttrs::default()
        },
    );
    assert_eq!(m.launch_attrs(k).max_nreg, Some(32));
    assert_eq!(m.launch_attrs(k).max_ntid, None);
}

#[test]
fn older_per_axis_annotations_read_as_launch_attributes() {
    let (mut m, k) = bare_kernel();
    let t = AnnotationTarget::Func(k);
    for (key, v) in [
        (K::MaxNtidX, 64),
        (K::MaxNtidY, 2),
        (K::MinCtaSm, 3),
        (K::ClusterDimX, 4),
        (K::MaxClusterRank, 5),
    ] {
        m.annotate(t, key, AnnotationValue::Int(v));
    }
    let a = m.launch_attrs(k);
    // A missing axis is 1; cluster dimensions imply clustered blocks.
    assert_eq!(a.max_ntid, Some([64, 2, 1]));
    assert_eq!(a.cluster_dim, Some([4, 1, 1]));
    assert!(a.blocks_are_clusters);
    assert_eq!(
        (a.min_cta_sm, a.max_cluster_rank, a.max_nreg, a.req_ntid),
        (Some(3), Some(5), None, None)
    );
    // The function attribute wins over the older entry.
    m.set_launch_attrs(
        k,
        &LaunchAttrs {
            min_cta_sm: Some(7),
            ..LaunchAttrs::default()
        },
    );
    assert_eq!(m.launch_attrs(k).min_cta_sm, Some(7));
}
