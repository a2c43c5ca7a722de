//! Global dead-code elimination: drops functions nothing can reach, as nvcc
//! does in whole-program mode: internal functions whose every call was
//! inlined (or that were never called), and declarations nobody calls. In
//! relocatable code an unused `linkonce_odr` function (inline in C++'s sense)
//! goes too: every unit that uses it has its own copy.
//! Roots are externally visible definitions (kernels), functions named in
//! metadata (but not only in `align` annotations, which describe a result's
//! alignment), and functions whose address appears in a constant. Internal
//! globals nothing uses (tables of the math library, unused string
//! literals) go too.

use cranelift_entity::EntitySet;
use ptxc_ir::{AnnotationKey, AnnotationTarget, ConstData, FuncId, GlobalId, Linkage, MdData, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Returns the number of functions and globals removed.
pub fn run(m: &mut Module) -> usize {
    let Reachable {
        live,
        named_globals,
        naming,
    } = reachable(m);
    let before = m.functions.len() + m.globals.len();
    // The live functions naming a global, by their numbers once the others are gone.
    let mut naming_kept: EntitySet<FuncId> = EntitySet::with_capacity(live.iter().count());
    for (new, old) in live.iter().enumerate() {
        if naming.contains(old) {
            naming_kept.insert(FuncId::from_u32(new as u32));
        }
    }
    m.retain_functions(&|id, _| live.contains(id));
    remove_dead_globals(m, named_globals, &naming_kept);
    before - m.functions.len() - m.globals.len()
}

/// The functions [`run`] keeps, without removing any: the pipeline skips the
/// others once inlining is done (their bodies are dropped at the end anyway).
pub fn live_functions(m: &Module) -> EntitySet<FuncId> {
    reachable(m).live
}

/// The functions kept whatever calls them: externally visible definitions,
/// functions named in metadata (other than only by `align` annotations) and
/// functions whose address is in a constant. May repeat a function.
pub fn roots(m: &Module) -> Vec<FuncId> {
    let mut work: Vec<FuncId> = Vec::new();
    for (id, f) in m.functions.iter() {
        let discardable = matches!(f.linkage, Linkage::Internal | Linkage::Private | Linkage::LinkOnceOdr);
        if !f.is_declaration() && !discardable {
            work.push(id);
        }
    }
    // An `align` annotation describes a function without needing it kept. The
    // functions annotated only by `align` are gathered once: a file of thousands of
    // kernels has as many annotations as functions named in metadata.
    let mut align_only: FxHashMap<FuncId, bool> = FxHashMap::default();
    for a in m.annotations() {
        if let AnnotationTarget::Func(f) = a.target {
            let only = align_only.entry(f).or_insert(true);
            *only &= a.key == AnnotationKey::Align;
        }
    }
    for (_, d) in m.md.iter() {
        if let MdData::Func(f) = d {
            if align_only.get(f) != Some(&true) {
                work.push(*f);
            }
        }
    }
    for c in 0..m.consts.len() {
        if let ConstData::FuncAddr(f) = m.consts.get(ptxc_ir::Constant::from_u32(c as u32)) {
            work.push(*f);
        }
    }
    work
}

/// What the walk from the roots found.
struct Reachable {
    /// The functions reachable from the roots.
    live: EntitySet<FuncId>,
    /// The globals their bodies name (directly or in constants), maybe repeated.
    named_globals: Vec<GlobalId>,
    /// The live functions with a global as an operand: the only bodies to rewrite
    /// when globals are renumbered.
    naming: EntitySet<FuncId>,
}

/// The functions reachable from the roots, and the globals their bodies name.
fn reachable(m: &Module) -> Reachable {
    // One bit per function: the walk after IR generation reaches every one of them.
    let mut live: EntitySet<FuncId> = EntitySet::with_capacity(m.functions.len());
    let mut work = roots(m);
    // The globals live code names, gathered on the same walk (one pass over
    // the module's instructions instead of two).
    let mut named_globals: Vec<GlobalId> = Vec::new();
    let mut naming: EntitySet<FuncId> = EntitySet::new();
    while let Some(id) = work.pop() {
        if !live.insert(id) {
            continue;
        }
        let f = &m.functions[id];
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                for v in f.operands(i) {
                    match v {
                        Value::Func(g) if !live.contains(*g) => work.push(*g),
                        Value::Global(g) => {
                            named_globals.push(*g);
                            naming.insert(id);
                        }
                        Value::Const(c) => m.consts.referenced_globals(*c, &mut named_globals),
                        _ => {}
                    }
                }
            }
        }
    }
    Reachable {
        live,
        named_globals,
        naming,
    }
}

/// Drops internal globals (e.g. the math library's tables) that no live
/// function (`named`: what they name) and no live global's initializer refers to;
/// `naming` holds the functions with a global operand, which are rewritten.
fn remove_dead_globals(m: &mut Module, named: Vec<GlobalId>, naming: &EntitySet<FuncId>) {
    let mut live: FxHashSet<GlobalId> = FxHashSet::default();
    let mut work: Vec<GlobalId> = named;
    for (id, g) in m.globals.iter() {
        if !matches!(g.linkage, Linkage::Internal | Linkage::Private) {
            work.push(id);
        }
    }
    for (_, d) in m.md.iter() {
        if let MdData::Global(g) = d {
            work.push(*g);
        }
    }
    while let Some(g) = work.pop() {
        if !live.insert(g) {
            continue;
        }
        if let Some(init) = m.globals[g].initializer {
            m.consts.referenced_globals(init, &mut work);
        }
    }
    m.retain_globals_named_by(&|id, _| live.contains(&id), &|f| naming.contains(f));
}

#[cfg(test)]
mod tests {
    #[test]
    fn unreachable_internal_functions_and_globals_go() {
        let text = "@used = internal addrspace(1) global i32 1, align 4\n\
            @unused = internal addrspace(1) global i32 2, align 4\n\
            define internal i32 @helper() {\nentry:\n  %v = load i32, ptr addrspace(1) @used, align 4\n  ret i32 %v\n}\n\
            define internal i32 @orphan() {\nentry:\n  ret i32 0\n}\n\
            declare i32 @never_called()\n\
            define void @k(ptr %out) {\nentry:\n  %v = call i32 @helper()\n  store i32 %v, ptr %out, align 4\n  ret void\n}\n";
        let mut m = ptxc_ir::parse_module(text).expect("parses");
        assert_eq!(super::run(&mut m), 3, "orphan, the unused declaration and @unused");
        let out = ptxc_ir::print_module(&m);
        assert!(out.contains("@helper(") && out.contains("@used ="), "{out}");
        assert!(
            !out.contains("@orphan") && !out.contains("@never_called") && !out.contains("@unused"),
            "{out}"
        );
        ptxc_ir::verify::verify_module(&m).expect("still well formed");
    }

    #[test]
    fn an_align_annotation_does_not_keep_its_function() {
        // `@gone`'s result alignment is annotated, but nothing calls it: it goes, and so
        // does its annotation; `@kept`'s stays with it, naming the same function after
        // the renumbering.
        let text = "%struct.F4 = type { float, float, float, float }\n\
            define internal %struct.F4 @gone() {\nentry:\n  ret %struct.F4 zeroinitializer\n}\n\
            define %struct.F4 @kept() {\nentry:\n  ret %struct.F4 zeroinitializer\n}\n\
            !nvvm.annotations = !{!0, !1}\n\
            !0 = !{ptr @gone, !\"align\", i32 16}\n\
            !1 = !{ptr @kept, !\"align\", i32 16}\n";
        let mut m = ptxc_ir::parse_module(text).expect("parses");
        assert_eq!(super::run(&mut m), 1);
        let out = ptxc_ir::print_module(&m);
        assert!(!out.contains("@gone"), "{out}");
        assert!(out.contains("!{ptr @kept, !\"align\", i32 16}"), "{out}");
        let kept = m.function_by_name("kept").expect("kept");
        let annotations = m.annotations();
        assert_eq!(ptxc_ir::annotations::result_align_in(kept, &annotations), Some(16));
        assert_eq!(annotations.len(), 1, "{annotations:?}");
        ptxc_ir::verify::verify_module(&m).expect("still well formed");
    }
}
